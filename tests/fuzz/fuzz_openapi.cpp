// OpenAPI v3, as the API server serves it: the index at /openapi/v3 and a
// group version's document, whose $refs the parser resolves into a graph of
// schema nodes (a schema that refers to itself is a cycle). No crash or
// hang; every component and kind the document lists can be looked up, and
// every node is reachable without running forever.
#include "fuzz_common.h"
#include "kube/schema/openapi.h"

#include <QSet>

#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    if (const auto index = kube::OpenApiIndex::parse(body); index.ok()) {
        for (auto it = index->urls.cbegin(); it != index->urls.cend(); ++it)
            (void)index->hashOf(it.key());
    }
    const auto doc = kube::OpenApiDocument::parse(body, QStringLiteral("apps/v1"));
    if (!doc.ok())
        return 0;
    std::vector<const kube::SchemaNode *> todo;
    for (const QString &name : (*doc)->componentNames()) {
        const kube::SchemaNode *node = (*doc)->component(name);
        if (!node) {
            std::fprintf(stderr, "openapi: component %s is listed but not found\n", qPrintable(name));
            std::abort();
        }
        todo.push_back(node);
    }
    for (const kube::GroupVersionKind &gvk : (*doc)->kinds()) {
        if (!(*doc)->forKind(gvk)) {
            std::fprintf(stderr, "openapi: kind %s is listed but not found\n", qPrintable(gvk.kind));
            std::abort();
        }
    }
    // Each node once: the graph may have cycles.
    QSet<const kube::SchemaNode *> seen;
    while (!todo.empty()) {
        const kube::SchemaNode *node = todo.back();
        todo.pop_back();
        if (!node || seen.contains(node))
            continue;
        seen.insert(node);
        (void)node->property(u"metadata");
        for (const auto &[name, child] : node->properties)
            todo.push_back(child);
        todo.push_back(node->items);
        todo.push_back(node->additionalProperties);
    }
    return 0;
}
