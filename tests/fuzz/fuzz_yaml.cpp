// YAML streams: no crash or blow-up (aliases, depth); whatever parses must
// survive toYaml -> parseYaml unchanged.
#include "codecs/yaml.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const auto docs = codecs::parseYamlDocuments(fuzz::bytes(data, size), fuzz::limits());
    if (!docs.ok())
        return 0;
    for (const QCborValue &doc : *docs) {
        const QByteArray text = codecs::toYaml(doc);
        auto limits = fuzz::limits();
        limits.maxNodes = 10 * fuzz::limits().maxNodes;
        const auto again = codecs::parseYamlDocuments(text, limits);
        if (!again.ok() || again->size() != 1) {
            std::fprintf(stderr, "toYaml output does not read back:\n%s\n", text.constData());
            std::abort();
        }
        fuzz::expectSame(doc, again->first(), "yaml");
    }
    return 0;
}
