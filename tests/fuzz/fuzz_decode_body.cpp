// decodeBody: the first byte picks the Content-Type (including wrong and
// unknown ones), the rest is the body (gzip is sniffed).
#include "codecs/decode.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1)
        return 0;
    static const char *const types[] = {
        "application/json", "application/yaml", "application/vnd.kubernetes.protobuf", "application/cbor", "",
        "text/html"};
    const auto d = codecs::decodeBody(fuzz::bytes(data + 1, size - 1), types[data[0] % 6], fuzz::limits());
    if (d.ok()) {
        (void)codecs::encodeDocument(d->document, codecs::OutputFormat::Json);
        (void)codecs::encodeDocument(d->document, codecs::OutputFormat::Yaml);
    }
    return 0;
}
