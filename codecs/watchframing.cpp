#include "codecs/watchframing.h"

#include "codecs/cbor.h"
#include "codecs/json.h"
#include "codecs/protobuf.h"

#include <QCborMap>
#include <QCoreApplication>

namespace codecs {

WatchFramer::WatchFramer(WireFormat format, const Limits &limits)
    : m_format(format)
    , m_limits(limits)
    , m_cborScan(limits) {}

mado::Result<qsizetype> WatchFramer::nextFrameLength() {
    const qsizetype avail = m_buffer.size() - m_offset;
    const char *p = m_buffer.constData() + m_offset;
    switch (m_format) {
    case WireFormat::Protobuf: {
        if (avail < 4)
            return qsizetype(0);
        const quint32 n = (quint32(quint8(p[0])) << 24) | (quint32(quint8(p[1])) << 16) |
                          (quint32(quint8(p[2])) << 8) | quint32(quint8(p[3]));
        if (qsizetype(n) > m_limits.maxInputBytes) {
            return mado::Error{
                QCoreApplication::translate(
                    "codecs", "A protobuf watch frame claims %1 bytes, more than the limit of %2.")
                    .arg(n)
                    .arg(m_limits.maxInputBytes)};
        }
        return avail >= 4 + qsizetype(n) ? 4 + qsizetype(n) : qsizetype(0);
    }
    case WireFormat::Cbor:
        return m_cborScan.scan(p, avail);
    default:
        return qsizetype(0);
    }
}

mado::Result<WatchEvent> WatchFramer::decodeFrame(const QByteArray &frame) const {
    WatchEvent ev;
    if (m_format == WireFormat::Protobuf) {
        auto raw = decodeWatchEventMessage(frame);
        if (!raw.ok())
            return raw.error();
        ev.type = raw->type;
        auto obj = decodeProtobufObject(raw->object, m_limits);
        if (!obj.ok())
            return obj.error();
        ev.object = obj->object;
        ev.complete = obj->complete;
    } else {
        auto doc = m_format == WireFormat::Cbor ? parseCbor(frame, m_limits) : parseJson(frame, m_limits);
        if (!doc.ok())
            return doc.error();
        const QCborMap m = doc->toMap();
        ev.type = m.value(QLatin1String("type")).toString();
        ev.object = m.value(QLatin1String("object"));
    }
    if (ev.type.isEmpty())
        return mado::Error{QCoreApplication::translate("codecs", "A watch event has no type.")};
    return ev;
}

mado::Result<QList<WatchEvent>> WatchFramer::feed(const QByteArray &bytes) {
    if (m_error)
        return *m_error;
    if (m_format == WireFormat::Yaml) {
        m_error = mado::Error{
            QCoreApplication::translate("codecs", "The API server does not stream watches as YAML.")};
        return *m_error;
    }
    m_buffer.append(bytes);
    QList<WatchEvent> events;
    for (;;) {
        qsizetype len = 0;
        if (m_format == WireFormat::Json) {
            const char *p = m_buffer.constData();
            const qsizetype end = m_buffer.size();
            for (qsizetype i = m_scan; i < end; ++i) {
                const char c = p[i];
                if (!m_started) {
                    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                        m_offset = i + 1;
                        continue;
                    }
                    if (c != '{') {
                        m_error = mado::Error{
                            QCoreApplication::translate(
                                "codecs", "The JSON watch stream has '%1' where an event should start.")
                                .arg(QChar::fromLatin1(c))};
                        if (events.isEmpty())
                            return *m_error;
                        return events;
                    }
                    m_started = true;
                }
                if (m_inString) {
                    if (m_escape)
                        m_escape = false;
                    else if (c == '\\')
                        m_escape = true;
                    else if (c == '"')
                        m_inString = false;
                    continue;
                }
                if (c == '"') {
                    m_inString = true;
                } else if (c == '{' || c == '[') {
                    if (++m_depth > m_limits.maxDepth) {
                        m_error = mado::Error{QCoreApplication::translate(
                                                  "codecs", "A watch event is nested deeper than %1 levels.")
                                                  .arg(m_limits.maxDepth)};
                        if (events.isEmpty())
                            return *m_error;
                        return events;
                    }
                } else if (c == '}' || c == ']') {
                    if (--m_depth == 0) {
                        len = i + 1 - m_offset;
                        m_scan = i + 1;
                        break;
                    }
                }
            }
            if (len == 0)
                m_scan = end;
        } else {
            auto n = nextFrameLength();
            if (!n.ok()) {
                m_error = n.error();
                if (events.isEmpty())
                    return *m_error;
                return events;
            }
            len = *n;
        }
        if (len == 0)
            break;
        const qsizetype skip = m_format == WireFormat::Protobuf ? 4 : 0;
        auto ev = decodeFrame(m_buffer.mid(m_offset + skip, len - skip));
        if (!ev.ok()) {
            m_error = ev.error();
            if (events.isEmpty())
                return *m_error;
            return events; // the error follows on the next feed() or finish()
        }
        events.append(std::move(ev).value());
        events.last().bytes = len;
        m_offset += len;
        m_started = false;
        m_depth = 0;
        m_scan = m_offset;
        m_cborScan.reset();
    }
    if (pending() > m_limits.maxInputBytes) {
        m_error = mado::Error{
            QCoreApplication::translate("codecs", "A watch event is larger than the limit of %1 bytes.")
                .arg(m_limits.maxInputBytes)};
        if (events.isEmpty())
            return *m_error;
    }
    if (m_offset > 0 && m_offset * 2 >= m_buffer.size()) {
        m_buffer.remove(0, m_offset);
        m_scan -= m_offset;
        m_offset = 0;
    }
    return events;
}

mado::Result<bool> WatchFramer::finish() const {
    if (m_error)
        return *m_error;
    if (pending() > 0) {
        return mado::Error{QCoreApplication::translate(
            "codecs", "The watch stream ended in the middle of an event (%n byte(s) left over).", nullptr,
            int(pending()))};
    }
    return true;
}

} // namespace codecs
