#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>

/// JSON <-> Mado's document tree. The tree type of single objects across Mado
/// is QCborValue: it keeps int64 exactly, carries bytes and tags, and converts
/// to JSON at the edges.
namespace codecs {

/// Parses one JSON document (simdjson underneath). Integers stay exact int64;
/// errors name the byte offset. Depth and size are bounded by limits.
mado::Result<QCborValue> parseJson(const QByteArray &bytes);
mado::Result<QCborValue> parseJson(const QByteArray &bytes, const Limits &limits);

enum class JsonStyle { Compact, Indented };

/// Writes a document as JSON: map keys in their order, integers exact, byte
/// strings as base64 (as Kubernetes does), tags transparent, NaN/Inf as null.
/// Indented uses four spaces, like kubectl -o json.
QByteArray toJson(const QCborValue &doc, JsonStyle style = JsonStyle::Indented);

/// The JSON-equal normal form of a document: every map's keys sorted (byte
/// order of the UTF-8 keys), tags dropped, byte strings as base64 text,
/// integral doubles as integers. Trees decoded from different wire formats of
/// one object compare equal with == in this form.
QCborValue canonical(const QCborValue &doc);

/// A copy of bytes with the zeroed tail padding simdjson reads past the end;
/// padded bodies are parsed in place by parseJson and the list decoders.
QByteArray withJsonPadding(const QByteArray &bytes);

} // namespace codecs
