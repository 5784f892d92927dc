#pragma once

#include "kube/schema/openapi.h"
#include "models/patch/patchschema.h"

#include <memory>

namespace models::patch {

/// The patch metadata of one kind, read from the schema service's parsed
/// OpenAPI v3 document (x-kubernetes-patch-strategy, -patch-merge-key,
/// -list-type, -list-map-keys). Immutable; safe on any thread.
class OpenApiPatchSchema final : public PatchSchema {
public:
    OpenApiPatchSchema(std::shared_ptr<const kube::OpenApiDocument> document, kube::GroupVersionKind gvk)
        : m_document(std::move(document))
        , m_gvk(std::move(gvk)) {}

    FieldPatchMeta lookup(const QString &path) const override {
        if (!m_document || path.isEmpty())
            return {};
        const kube::PatchMetadata m = m_document->patchMetadata(m_gvk, path.split(QLatin1Char('.')));
        return {m.strategies, m.mergeKey, m.listType, m.listMapKeys};
    }

    /// True when the document describes the kind.
    bool knowsKind() const { return m_document && m_document->forKind(m_gvk) != nullptr; }

private:
    std::shared_ptr<const kube::OpenApiDocument> m_document;
    kube::GroupVersionKind m_gvk;
};

} // namespace models::patch
