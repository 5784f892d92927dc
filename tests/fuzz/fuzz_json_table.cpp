// Table pages (Accept as=Table;g=meta.k8s.io;v=v1), the list model's and
// `mado get`'s decoder, straight into rows; and the early read of a page's
// continue token that lets the next page be asked for while this one
// decodes. No crash; a page that decodes reports as many rows as it gave.
#include "codecs/listrows.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    (void)codecs::peekJsonContinue(body);
    qsizetype rows = 0;
    const auto info = codecs::decodeJsonTableRows(
        body, [&](codecs::TableRow &&) { ++rows; }, fuzz::limits());
    if (info.ok() && info->rows != rows) {
        std::fprintf(stderr, "table: %lld rows reported, %lld given\n", static_cast<long long>(info->rows),
                     static_cast<long long>(rows));
        std::abort();
    }
    return 0;
}
