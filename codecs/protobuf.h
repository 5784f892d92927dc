#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>
#include <QString>

#include <string_view>

/// Kubernetes' protobuf wire format: the magic "k8s\0", then a runtime.Unknown
/// envelope (typeMeta, raw, contentEncoding, contentType) around the object.
namespace codecs {

inline constexpr std::string_view kProtobufMagic{"k8s\0", 4};

/// The runtime.Unknown envelope.
struct Envelope {
    QString apiVersion;
    QString kind;
    QByteArray raw; ///< the object's own protobuf message
    QString contentEncoding;
    QString contentType;
};

/// True when bytes start with the 4-byte magic.
bool hasProtobufMagic(const QByteArray &bytes);

/// Reads magic and envelope. Errors say what is wrong: too short, wrong magic,
/// a malformed or truncated envelope, an encoding Mado does not know.
mado::Result<Envelope> parseEnvelope(const QByteArray &body, const Limits &limits = {});

/// Magic + envelope bytes.
QByteArray encodeEnvelope(const Envelope &envelope);

/// One object decoded from protobuf.
struct ProtobufObject {
    Envelope envelope;
    /// metadata as Kubernetes' JSON would show it: ObjectMeta, or ListMeta for lists.
    QCborValue metadata;
    /// The object as JSON would show it (apiVersion, kind, metadata, ...). For
    /// kinds Mado has no schema for, only apiVersion, kind and metadata.
    QCborValue object;
    /// True when object carries every field (the kind is one Mado decodes).
    bool complete = false;
};

/// Decodes an envelope and the object inside.
mado::Result<ProtobufObject> decodeProtobufObject(const QByteArray &body, const Limits &limits = {});

/// Decodes an object's message without envelope, given its apiVersion and kind.
mado::Result<ProtobufObject> decodeProtobufMessage(const QString &apiVersion, const QString &kind,
                                                   const QByteArray &message, const Limits &limits = {});

/// True for the kinds decodeProtobufObject() decodes in full.
bool isFullyDecodedKind(const QString &apiVersion, const QString &kind);

/// A schema-less field tree of a protobuf message: an array of maps
/// {"field": n, "wire": "varint"|"fixed64"|"fixed32"|"bytes", "value": v}. A
/// length-delimited value that parses as a message becomes a nested array;
/// printable UTF-8 becomes text; anything else stays bytes. Returns an error
/// when message itself is not valid protobuf.
mado::Result<QCborValue> protobufFieldTree(const QByteArray &message, const Limits &limits = {});

/// The field tree as indented text for people ("2: {", "  1: \"web\"", ...).
QString protobufFieldTreeText(const QCborValue &tree);

/// Encodes a WatchEvent frame payload (type + envelope of object), as the
/// API server writes it between length prefixes.
QByteArray encodeWatchEventMessage(const QString &type, const QByteArray &objectEnvelope);

/// Decodes a WatchEvent message: its type and the object's envelope bytes.
struct RawWatchEvent {
    QString type;
    QByteArray object; ///< "k8s\0" + Unknown
};
mado::Result<RawWatchEvent> decodeWatchEventMessage(const QByteArray &message);

/// Encodes a ConfigMapList (apiVersion v1) of JSON-shaped ConfigMaps, for
/// benchmarks and tests that need protobuf bytes of a known list.
QByteArray encodeConfigMapListForTesting(const QCborValue &list);

} // namespace codecs
