// gzip: truncated, corrupt and bomb inputs end in errors within the cap.
#include "codecs/gzip.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const auto out = codecs::gunzip(fuzz::bytes(data, size), fuzz::limits());
    if (out.ok() && out->size() > fuzz::limits().maxDecompressedBytes)
        std::abort();
    return 0;
}
