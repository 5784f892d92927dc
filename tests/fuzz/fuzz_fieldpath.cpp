// Paths into objects: the server's field paths of apply conflicts
// (.spec.containers[name="web"].image) and JSON pointers (RFC 6901) of JSON
// patches, parsed and resolved against a small Deployment; no crash, and a
// resolved path always leads to a value.
#include "fuzz_common.h"
#include "models/patch/paths.h"

#include "codecs/json.h"

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
    return 0;
}
