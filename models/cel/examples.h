#pragma once
// The playground's examples library: rules of the kinds Kubernetes' CEL
// documentation shows (lists, regex, URL, IP, CIDR, quantity, semver, format,
// authz, optional), each with a description translated like every UI string.
#include "cel/limits.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace models::celplay {

struct Example {
    const char *title;       ///< QT_TRANSLATE_NOOP("models::celplay::Examples", ...)
    const char *description; ///< QT_TRANSLATE_NOOP("models::celplay::Examples", ...)
    ::cel::limits::Environment environment;
    const char *expression;
    const char *schemaYaml; ///< CRD examples: the schema of self
    const char *dataYaml;   ///< self (CRD) or object (admission)
};

/// Every example, in menu order.
const QVector<Example> &examples();

class Examples {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::Examples)
};

/// A saved snippet: expression and context, as a small JSON document.
struct Snippet {
    QString expression;
    QString environment; ///< crd, vap, mutating, match
    int serverMinor = 37;
    bool storedRule = false;
    QString schemaYaml;
    QString dataYaml;
    QString oldDataYaml;
};
QByteArray saveSnippet(const Snippet &s);
/// Parses a saved snippet; nullopt-like empty expression and ok=false when invalid.
bool loadSnippet(const QByteArray &json, Snippet *out);

} // namespace models::celplay
