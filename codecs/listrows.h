#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <limits>
#include <optional>
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
    int annotations = 0; ///< how many annotations the object has
    QString owner;       ///< "Kind/name" of the controlling owner (else the first owner), or empty
    QStringList finalizers;
    qint64 deleting = std::numeric_limits<qint64>::min(); ///< deletionTimestamp, when set
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

/// One column of a Table (meta.k8s.io/v1) as the server defines it.
struct TableColumn {
    QString name;
    QString type;     ///< "string", "integer", "date", ...
    QString format;   ///< "name", "date", ... (OpenAPI format)
    int priority = 0; ///< 0 for kubectl's default columns, more for -o wide ones
    bool operator==(const TableColumn &o) const = default;
};

/// One row of a Table, ready for a model.
struct TableRow {
    /// The cells as the server sent them: QString, qint64, double, bool, an
    /// invalid QVariant for null, and compact JSON text for objects and arrays.
    QList<QVariant> cells;
    QString name; ///< object.metadata.name
    QString ns;   ///< object.metadata.namespace (interned per page)
    /// object.metadata.creationTimestamp, seconds since the epoch (min() when absent)
    qint64 created = std::numeric_limits<qint64>::min();
};

/// A Table page's own data.
struct TableInfo {
    QList<TableColumn> columns;
    QString resourceVersion;
    QString continueToken;
    qint64 remainingItemCount = -1; ///< -1 when the server did not say
    qsizetype rows = 0;
};

using TableRowSink = std::function<void(TableRow &&row)>;

/// Decodes one JSON Table page (Accept as=Table;g=meta.k8s.io;v=v1) straight
/// into rows, one callback per row; no whole-page tree. A body that is not a
/// Table (a server that ignored the Accept header) is an error.
mado::Result<TableInfo> decodeJsonTableRows(const QByteArray &body, const TableRowSink &sink,
                                            const Limits &limits = {});

/// The continue token of a JSON List or Table page, read from the list's
/// metadata at the head of the body without touching the items, so that a
/// reader can ask for the next page while this one decodes. An empty string
/// when the page is the last; nullopt when the body does not begin that way
/// (metadata after a large value, not JSON, cut short): wait for the decode.
std::optional<QString> peekJsonContinue(const QByteArray &body);

/// The error of a page whose early read of the continue token disagrees with
/// its full decode (a body that names its metadata twice).
QString continueMismatchMessage();

/// Seconds since the epoch of an RFC 3339 time in UTC ("2024-01-02T03:04:05Z"),
/// or nullopt-like min() when text is not one.
qint64 parseRfc3339Seconds(std::string_view text);

/// RFC 3339 text in UTC, to the second, of seconds since the epoch.
QString formatRfc3339Seconds(qint64 seconds);

} // namespace codecs
