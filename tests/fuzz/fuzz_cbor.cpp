// CBOR: framing scan, decoding, diagnostic notation; decoded documents survive
// toCbor -> parseCbor.
#include "codecs/cbor.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    const auto raw = codecs::parseCborRaw(body, fuzz::limits());
    if (raw.ok())
        (void)codecs::cborDiagnostic(*raw);
    const auto doc = codecs::parseCbor(body, fuzz::limits());
    if (doc.ok()) {
        const auto again = codecs::parseCbor(codecs::toCbor(*doc), fuzz::limits());
        if (!again.ok())
            std::abort();
        fuzz::expectSame(*doc, *again, "cbor");
    }
    return 0;
}
