#pragma once
// The schema that types an admission policy's object and oldObject: the
// matched resource's OpenAPI v3 schema (from the schema service's document of
// its group version) as the engine's JSON tree. Shared by `mado cel eval
// --object-kind` and the playground's admission contexts.
#include "cel/json.h"
#include "kube/schema/openapi.h"

#include <QString>

#include <optional>

namespace models::celplay {

/// The schema of gvk's objects from doc (its group version's document); null
/// when the document does not define the kind.
::cel::json::NodeP objectSchema(const kube::OpenApiDocument &doc, const kube::GroupVersionKind &gvk);

/// Reads "GROUP/VERSION/KIND" or "VERSION/KIND" (core group) or
/// "KIND.VERSION.GROUP"; nullopt when text is none of them.
std::optional<kube::GroupVersionKind> parseKind(const QString &text);

/// "apps/v1 Deployment".
QString kindText(const kube::GroupVersionKind &gvk);

} // namespace models::celplay
