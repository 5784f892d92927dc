#pragma once

#include "codecs/limits.h"
#include "codecs/mediatype.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>

#include <optional>

/// One entry point for "decode this response body" and "print this document",
/// for `mado get --wire ... -o json|yaml` and the object viewer.
namespace codecs {

struct DecodedBody {
    QCborValue document; ///< JSON-shaped, whatever the wire format was
    WireFormat format = WireFormat::Json;
    /// False when protobuf carried a kind Mado has no schema for: document then
    /// holds apiVersion, kind and metadata only.
    bool complete = true;
    bool wasGzipped = false;
};

/// Decodes a response body of the given Content-Type (gzip inflated first when
/// the body is gzip). A body that contradicts its Content-Type (protobuf magic
/// under application/json, JSON under protobuf, HTML from a proxy) is an error
/// that says so; an empty contentType sniffs the body.
mado::Result<DecodedBody> decodeBody(const QByteArray &body, const QByteArray &contentType,
                                     const Limits &limits = {});

/// A successful answer whose Content-Type is none of the media types the
/// request's Accept header names (a proxy's HTML page; protobuf where only JSON
/// was asked for): the error that says so. Nothing when they agree (by wire
/// format: application/cbor-seq answers application/cbor), when Accept takes
/// anything (*/*), or when the answer has no Content-Type or no body.
std::optional<mado::Error> unacceptedContentType(const QByteArray &accept, const QByteArray &contentType,
                                                 const QByteArray &body);

/// The start of a body that is not an API answer, for a message: of an HTML
/// page its text only (no tags, scripts or styles), white space simplified,
/// at most maxChars characters, unprintable ones shown as U+FFFD.
QString readableExcerpt(const QByteArray &body, const QByteArray &contentType, qsizetype maxChars);

enum class OutputFormat { Json, Yaml };

/// The document as kubectl prints it: indented JSON, or YAML.
QByteArray encodeDocument(const QCborValue &document, OutputFormat format);

} // namespace codecs
