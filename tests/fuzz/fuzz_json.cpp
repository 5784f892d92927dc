// parseJson on arbitrary bytes; whatever parses must survive toJson -> parseJson.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const auto doc = codecs::parseJson(fuzz::bytes(data, size), fuzz::limits());
    if (!doc.ok())
        return 0;
    for (auto style : {codecs::JsonStyle::Compact, codecs::JsonStyle::Indented}) {
        const auto again = codecs::parseJson(codecs::toJson(*doc, style), fuzz::limits());
        if (!again.ok())
            std::abort();
        fuzz::expectSame(*doc, *again, "json");
    }
    return 0;
}
