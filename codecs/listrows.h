#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <limits>
#include <utility>

/// Decoding a List page straight into model rows: one callback per item, the
/// columns a list view needs already extracted, and the item's own bytes kept
/// for a full decode on demand. No whole-collection tree is ever built.
namespace codecs {

enum class RawFormat { Json, Protobuf };

/// One item of a list, ready for a model.
struct ObjectRow {
    QString name;
    QString ns; ///< metadata.namespace (rows of one page share equal namespaces and labels)
    QString uid;
    QString resourceVersion;
    qint64 created = std::numeric_limits<qint64>::min(); ///< creationTimestamp, seconds since the epoch
    QList<std::pair<QString, QString>> labels;
    QByteArray
        raw; ///< the whole item: compact JSON (when asked for), or the protobuf message without envelope
    RawFormat rawFormat = RawFormat::Json;
};

/// The list's own metadata.
struct ListInfo {
    QString apiVersion;
    QString kind; ///< e.g. "ConfigMapList"
    QString resourceVersion;
    QString continueToken;
    qint64 remainingItemCount = -1; ///< -1 when the server did not say
    qsizetype items = 0;
};

using RowSink = std::function<void(ObjectRow &&row)>;

/// Decodes a JSON List body (any kind's List, PartialObjectMetadataList).
/// Bodies made with withJsonPadding() are parsed without a copy. With keepRaw
/// each row also carries its item as compact JSON (costs a re-serialisation).
mado::Result<ListInfo> decodeJsonListRows(const QByteArray &body, const RowSink &sink,
                                          const Limits &limits = {}, bool keepRaw = false);

/// Decodes a protobuf List body ("k8s\0" envelope; items are field 2 and
/// their ObjectMeta field 1, as for every Kubernetes List). With keepRaw each
/// row also carries its item's message bytes.
mado::Result<ListInfo> decodeProtobufListRows(const QByteArray &body, const RowSink &sink,
                                              const Limits &limits = {}, bool keepRaw = false);

/// Seconds since the epoch of an RFC 3339 time in UTC ("2024-01-02T03:04:05Z"),
/// or nullopt-like min() when text is not one.
qint64 parseRfc3339Seconds(std::string_view text);

/// RFC 3339 text in UTC, to the second, of seconds since the epoch.
QString formatRfc3339Seconds(qint64 seconds);

} // namespace codecs
