// List pages decoded straight into rows (JSON): no crash, and every row and
// the list's own metadata show what parseJson's tree of the same body holds
// (duplicate keys included: the last counts), its raw item too.
#include "codecs/listrows.h"
#include "fuzz_common.h"
#include "tests/codecs/rowsagainsttree.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    const bool keepRaw = size % 2 == 0;
    QList<codecs::ObjectRow> rows;
    const auto info = codecs::decodeJsonListRows(
        body, [&](codecs::ObjectRow &&row) { rows.append(std::move(row)); }, fuzz::limits(), keepRaw);
    if (!info.ok())
        return 0;
    const QString what = codecs::testing::listRowsDisagreement(body, *info, rows, keepRaw, fuzz::limits());
    if (!what.isEmpty()) {
        std::fprintf(stderr, "list rows disagree with the tree: %s\n", qPrintable(what));
        std::abort();
    }
    return 0;
}
