#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>

/// Kubernetes' CBOR (application/cbor, CBORServingAndStorage): a body starts
/// with the self-described CBOR tag 55799; Go strings and field names travel
/// as byte strings, []byte as byte strings under tag 22 (base64 in JSON).
namespace codecs {

inline constexpr quint64 kCborSelfDescribedTag = 55799;

/// Decodes one CBOR data item into a JSON-shaped tree: the self-described tag
/// dropped, untagged UTF-8 byte strings as text, tag-22 byte strings as bytes.
mado::Result<QCborValue> parseCbor(const QByteArray &bytes, const Limits &limits = {});

/// Decodes one CBOR data item as it is on the wire (no conversion), for
/// diagnostic notation.
mado::Result<QCborValue> parseCborRaw(const QByteArray &bytes, const Limits &limits = {});

/// Encodes a document as Kubernetes sends CBOR: tag 55799 first, text as text
/// strings, byte strings under tag 22.
QByteArray toCbor(const QCborValue &doc);

/// CBOR diagnostic notation (RFC 8949 section 8), indented: byte strings that
/// hold printable UTF-8 appear as 'text' (a byte string in EDN), others as h'..'.
QString cborDiagnostic(const QCborValue &item);

/// The length of the first complete CBOR data item in bytes: >0 when one is
/// complete, 0 when more bytes are needed, an error when the bytes cannot be
/// CBOR (or nest deeper than limits allow). Used to frame CBOR sequences.
mado::Result<qsizetype> cborItemLength(const char *data, qsizetype size, const Limits &limits = {});

} // namespace codecs
