#pragma once

#include "codecs/cbor.h"
#include "codecs/limits.h"
#include "codecs/mediatype.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>
#include <QList>

/// Splitting a watch response body into events as its bytes arrive, for the
/// three framings the API server uses: JSON (a stream of documents,
/// application/json;stream=watch), protobuf (each frame a 4-byte big-endian
/// length and a WatchEvent message, application/vnd.kubernetes.protobuf;stream=watch)
/// and CBOR (a CBOR sequence, application/cbor-seq).
namespace codecs {

struct WatchEvent {
    QString type;         ///< ADDED, MODIFIED, DELETED, BOOKMARK, ERROR
    QCborValue object;    ///< JSON-shaped; for ERROR a Status
    bool complete = true; ///< false when a protobuf object's kind has no schema in Mado (metadata only)
    qsizetype bytes = 0;  ///< the frame's size on the wire (a protobuf frame's length prefix included)
};

class WatchFramer final {
public:
    explicit WatchFramer(WireFormat format, const Limits &limits = {});

    /// Appends bytes and returns the events completed by them. A bad frame
    /// fails the framer for good (the stream cannot be resynchronised); the
    /// good events before it are still returned, the error then comes with
    /// the next feed() or finish().
    mado::Result<QList<WatchEvent>> feed(const QByteArray &bytes);

    /// Call when the stream ends: an error when a frame was cut off.
    mado::Result<bool> finish() const;

    /// Bytes waiting for the rest of their frame.
    qsizetype pending() const { return m_buffer.size() - m_offset; }

private:
    mado::Result<qsizetype> nextFrameLength();
    mado::Result<WatchEvent> decodeFrame(const QByteArray &frame) const;

    WireFormat m_format;
    Limits m_limits;
    QByteArray m_buffer;
    qsizetype m_offset = 0;
    // JSON scanner state, kept across feeds so bytes are scanned once.
    qsizetype m_scan = 0;
    int m_depth = 0;
    bool m_inString = false;
    bool m_escape = false;
    bool m_started = false;
    // CBOR: the scan of the pending item, resumed on each feed.
    CborItemScanner m_cborScan;
    std::optional<mado::Error> m_error;
};

} // namespace codecs
