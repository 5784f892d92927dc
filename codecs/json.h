#pragma once

#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>

/// JSON <-> Mado's document tree. The tree type of single objects across Mado
/// is QCborValue: it keeps int64 exactly, carries bytes and tags, and converts
/// to JSON at the edges.
namespace codecs {

/// Parses one JSON document. Errors name the byte offset.
mado::Result<QCborValue> parseJson(const QByteArray &bytes);

enum class JsonStyle { Compact, Indented };

/// Writes a document as JSON (bytes become base64, as Kubernetes does).
QByteArray toJson(const QCborValue &doc, JsonStyle style = JsonStyle::Indented);

} // namespace codecs
