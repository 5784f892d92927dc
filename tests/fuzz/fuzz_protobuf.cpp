// Kubernetes protobuf: envelope, typed and generic decoding, field dump, list
// rows; each row shows what its item's own decode (metadata merged over
// repeated occurrences, as protobuf does) holds.
#include "codecs/listrows.h"
#include "codecs/protobuf.h"
#include "fuzz_common.h"
#include "tests/codecs/rowsagainsttree.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    const auto obj = codecs::decodeProtobufObject(body, fuzz::limits());
    if (obj.ok()) {
        const auto tree = codecs::protobufFieldTree(obj->envelope.raw, fuzz::limits());
        if (tree.ok())
            (void)codecs::protobufFieldTreeText(*tree);
        (void)codecs::toJson(obj->object);
    }
    QList<codecs::ObjectRow> rows;
    const auto list = codecs::decodeProtobufListRows(
        body, [&](codecs::ObjectRow &&row) { rows.append(std::move(row)); }, fuzz::limits(), true);
    for (const codecs::ObjectRow &row : rows) {
        if (!list.ok())
            break;
        const auto item = codecs::decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("FuzzItem"),
                                                        row.raw, fuzz::limits());
        if (!item.ok())
            continue;
        const QString what = codecs::testing::rowDisagreement(row, item->object.toMap(), false);
        if (!what.isEmpty()) {
            std::fprintf(stderr, "a protobuf list row disagrees with its item's decode: %s\n",
                         qPrintable(what));
            std::abort();
        }
    }
    // The same bytes as a bare message of each fully decoded kind.
    for (const char *kind : {"ConfigMap", "Secret", "Status", "ConfigMapList"})
        (void)codecs::decodeProtobufMessage(QStringLiteral("v1"), QString::fromLatin1(kind), body,
                                            fuzz::limits());
    (void)codecs::decodeProtobufMessage(QStringLiteral("meta.k8s.io/v1"),
                                        QStringLiteral("PartialObjectMetadataList"), body, fuzz::limits());
    (void)codecs::decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("Pod"), body, fuzz::limits());
    return 0;
}
