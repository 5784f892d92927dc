#pragma once

#include "kube/schema/openapi.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace models {

/// What `mado explain` prints: kubectl explain's plaintext layout (the
/// OpenAPI v3 template of kubectl 1.27 and later) for a kind or a field.
struct ExplainText {
    QString text;  ///< the page (on a missing field: the header only)
    QString error; ///< translated; "" on success
};

/// kubectl explain's page for path below gvk's root schema in doc; with
/// recursive the fields of fields, without descriptions.
ExplainText explain(const kube::OpenApiDocument &doc, const kube::GroupVersionKind &gvk,
                    const QStringList &path, bool recursive);

/// text word-wrapped at width columns as kubectl wraps descriptions: greedy,
/// words longer than width stay whole, runs of spaces inside a line kept.
QString wrapText(const QString &text, int width);

class Explain final {
    Q_DECLARE_TR_FUNCTIONS(models::Explain)
};

} // namespace models
