#pragma once

#include "codecs/result.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace kube {

/// A shard selector of sharded list and watch (the ShardedListAndWatch
/// feature, alpha in Kubernetes 1.37), parsed and matched on the client with
/// the API server's own semantics (k8s.io/apiserver/pkg/sharding/parser.go,
/// k8s.io/apimachinery/pkg/sharding):
///
///     shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')
///       || shardRange(object.metadata.uid, '0x8000000000000000', '0x10000000000000000')
///
/// - the field is object.metadata.uid or object.metadata.namespace, the same
///   in every range;
/// - the bounds are lower-case hex with 0x and exactly 16 digits, except the
///   top bound 0x10000000000000000 (2^64); start < end;
/// - an object matches when the 64-bit FNV-1a hash of the field's UTF-8 bytes
///   lies in [start, end) of any range (ranges are OR-ed).
struct ShardSelector {
    Q_DECLARE_TR_FUNCTIONS(kube::ShardSelector)

public:
    enum class Field { Uid, Namespace };
    struct Range {
        quint64 start = 0;
        quint64 end = 0;       ///< exclusive; ignored when endIsTop
        bool endIsTop = false; ///< the end is 2^64
    };

    Field field = Field::Uid;
    QList<Range> ranges;

    /// Parses an expression; a malformed one gives a translated error that
    /// names the part in question.
    static mado::Result<ShardSelector> parse(const QString &expression);

    /// The canonical text (what the server echoes in metadata.shardInfo).
    QString toString() const;
    /// Whether an object (JSON-shaped, metadata at the top) is in the shard.
    bool matches(const QCborValue &object) const;
    /// Whether a hash is in the shard.
    bool matchesHash(quint64 hash) const;

    /// 64-bit FNV-1a of bytes, as Go's hash/fnv New64a.
    static quint64 fnv1a64(const QByteArray &bytes);
};

} // namespace kube
