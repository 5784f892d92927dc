// List pages decoded straight into rows (JSON): no crash, rows agree with the DOM.
#include "codecs/listrows.h"
#include "fuzz_common.h"

#include <QCborArray>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    qsizetype rows = 0;
    const auto info = codecs::decodeJsonListRows(
        body, [&](codecs::ObjectRow &&) { ++rows; }, fuzz::limits(), size % 2 == 0);
    if (info.ok() && info->items != rows)
        std::abort();
    return 0;
}
