// Kubernetes protobuf: envelope, typed and generic decoding, field dump, list rows.
#include "codecs/listrows.h"
#include "codecs/protobuf.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body = fuzz::bytes(data, size);
    const auto obj = codecs::decodeProtobufObject(body, fuzz::limits());
    if (obj.ok()) {
        const auto tree = codecs::protobufFieldTree(obj->envelope.raw, fuzz::limits());
        if (tree.ok())
            (void)codecs::protobufFieldTreeText(*tree);
        (void)codecs::toJson(obj->object);
    }
    (void)codecs::decodeProtobufListRows(
        body, [](codecs::ObjectRow &&) {}, fuzz::limits());
    // The same bytes as a bare message of each fully decoded kind.
    for (const char *kind : {"ConfigMap", "Secret", "Status", "ConfigMapList"})
        (void)codecs::decodeProtobufMessage(QStringLiteral("v1"), QString::fromLatin1(kind), body,
                                            fuzz::limits());
    (void)codecs::decodeProtobufMessage(QStringLiteral("meta.k8s.io/v1"),
                                        QStringLiteral("PartialObjectMetadataList"), body, fuzz::limits());
    (void)codecs::decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("Pod"), body, fuzz::limits());
    return 0;
}
