// Paths into objects: the server's field paths of apply conflicts
// (.spec.containers[name="web"].image) and JSON pointers (RFC 6901) of JSON
// patches, parsed and resolved against a small Deployment; no crash, and a
// resolved path always leads to a value. Input that parses as JSON is also
// read as a manager's fieldsV1 of that Deployment (managedFields come from
// the server), and the owners of every leaf are asked for.
#include "fuzz_common.h"
#include "models/patch/paths.h"

#include "codecs/json.h"

#include <QCborArray>
#include <QCborMap>

namespace {

const QCborValue &document() {
    static const QCborValue doc = *codecs::parseJson(R"({"apiVersion":"apps/v1","kind":"Deployment",
      "metadata":{"name":"web","labels":{"app":"web","a.b/c":"d"}},
      "spec":{"replicas":2,"template":{"spec":{"containers":[
        {"name":"web","image":"nginx","ports":[{"containerPort":80,"protocol":"TCP"}]},
        {"name":"side","image":"busybox","args":["a","b"]}]}}}})");
    return doc;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QString text = QString::fromUtf8(fuzz::bytes(data, size));
    (void)models::patch::parseFieldPath(text);
    if (const auto path = models::patch::resolveFieldPath(document(), text)) {
        if (!models::patch::valueAt(document(), *path)) {
            std::fprintf(stderr, "field path %s resolved to nothing\n", qPrintable(text));
            std::abort();
        }
        (void)models::patch::removeAt(document(), *path);
        (void)models::patch::pathText(*path);
    }
    const models::patch::Path pointer = models::patch::pointerPath(text, document());
    (void)models::patch::valueAt(document(), pointer);
    // As the JSON patch replay calls it: the parent exists (setAt creates
    // missing maps, as deep as the pointer is long).
    if (!pointer.isEmpty() && models::patch::valueAt(document(), pointer.first(pointer.size() - 1)))
        (void)models::patch::setAt(document(), pointer, QCborValue(1));
    (void)models::patch::removeAt(document(), pointer);

    if (const auto fields = codecs::parseJson(fuzz::bytes(data, size))) {
        QCborMap doc = document().toMap(), meta = doc.value(QStringLiteral("metadata")).toMap();
        meta.insert(QStringLiteral("managedFields"),
                    QCborArray{QCborMap{{QStringLiteral("manager"), QStringLiteral("fuzz")},
                                        {QStringLiteral("operation"), QStringLiteral("Apply")},
                                        {QStringLiteral("fieldsV1"), *fields}}});
        doc.insert(QStringLiteral("metadata"), meta);
        const models::patch::FieldOwners owners{QCborValue(doc)};
        for (const auto &leaf : models::patch::leaves(doc)) {
            const QStringList who = owners.of(leaf.first);
            if (who.size() > 1) {
                std::fprintf(stderr, "one manager listed %lld times\n", static_cast<long long>(who.size()));
                std::abort();
            }
        }
    }
    return 0;
}
