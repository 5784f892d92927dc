// Table pages (Accept as=Table;g=meta.k8s.io;v=v1), the list model's and
// `mado get`'s decoder, straight into rows; and the early read of a page's
// continue token that lets the next page be asked for while this one
// decodes. No crash; a page that decodes shows what parseJson's tree of the
// same body holds: columns, cells, names (duplicate keys: the last counts).
#include "codecs/listrows.h"
#include "fuzz_common.h"
#include "tests/codecs/rowsagainsttree.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    (void)codecs::peekJsonContinue(body);
    QList<codecs::TableRow> rows;
    const auto info = codecs::decodeJsonTableRows(
        body, [&](codecs::TableRow &&row) { rows.append(std::move(row)); }, fuzz::limits());
    if (!info.ok())
        return 0;
    const QString what = codecs::testing::tableRowsDisagreement(body, *info, rows, fuzz::limits());
    if (!what.isEmpty()) {
        std::fprintf(stderr, "table rows disagree with the tree: %s\n", qPrintable(what));
        std::abort();
    }
    return 0;
}
