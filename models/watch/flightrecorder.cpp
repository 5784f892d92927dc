#include "models/watch/flightrecorder.h"

#include "codecs/json.h"
#include "kube/inputfile.h"
#include "models/watch/watcheventmodel.h"

#include <QCborMap>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace models::watch {

namespace {

const QLatin1String kFormat("mado-watch-recording");
constexpr int kVersion = 1;

QString trText(const char *text) {
    return QCoreApplication::translate("models::watch::FlightRecorder", text);
}

/// The lines of a device, each at most mado::kMaxInputFileBytes long, so
/// that a file without line breaks (/dev/zero) ends in an error, not in all
/// memory taken. (QIODevice::readLine(max) would allocate max per line.)
class BoundedLines {
public:
    enum class Status { Line, End, TooLong };
    explicit BoundedLines(QIODevice *device)
        : m_device(device) {}

    Status next(QByteArray *line) {
        for (;;) {
            const qsizetype nl = m_buffer.indexOf('\n', std::max(m_pos, m_scanned));
            if (nl >= 0) {
                *line = m_buffer.mid(m_pos, nl - m_pos);
                m_pos = nl + 1;
                return Status::Line;
            }
            if (m_buffer.size() - m_pos > mado::kMaxInputFileBytes)
                return Status::TooLong;
            m_buffer.remove(0, m_pos);
            m_pos = 0;
            m_scanned = m_buffer.size();
            const QByteArray chunk = m_device->read(1 << 20);
            if (chunk.isEmpty()) {
                if (m_buffer.isEmpty())
                    return Status::End;
                *line = std::exchange(m_buffer, {}); // the last line, without a line break
                return Status::Line;
            }
            m_buffer += chunk;
        }
    }

private:
    QIODevice *m_device;
    QByteArray m_buffer;
    qsizetype m_pos = 0;     ///< where the next line starts in m_buffer
    qsizetype m_scanned = 0; ///< m_buffer holds no line break before this
};

mado::Error lineTooLong(int lineNo) {
    return mado::Error{mado::inputTooLargeText(
        trText(QT_TRANSLATE_NOOP("models::watch::FlightRecorder", "Line %1 of the recording")).arg(lineNo))};
}

} // namespace

FlightRecorder::FlightRecorder(QObject *parent)
    : QObject(parent) {}

QList<WatchRecord> FlightRecorder::append(QList<WatchRecord> records) {
    for (WatchRecord &r : records) {
        r.seq = m_nextSeq++;
        if (r.hasObject() && !r.uid.isEmpty())
            m_byUid[r.uid].append(r.seq);
        const qint64 fp = r.footprint();
        m_footprint += fp;
        if (r.hasObject())
            m_objectBytes += fp;
        m_records.push_back(r);
    }
    trim();
    emit changed();
    return records;
}

void FlightRecorder::trim() {
    while (qint64(m_records.size()) > m_maxRecords) {
        const WatchRecord &r = m_records.front();
        m_footprint -= r.footprint();
        if (r.hasObject()) {
            m_objectBytes -= r.footprint();
            auto it = m_byUid.find(r.uid);
            if (it != m_byUid.end()) {
                it->removeAll(r.seq);
                if (it->isEmpty())
                    m_byUid.erase(it);
            }
        }
        m_records.pop_front();
        if (m_objectsFrom > 0)
            --m_objectsFrom;
    }
    while (m_objectBytes > m_budget && m_objectsFrom < m_records.size()) {
        WatchRecord &r = m_records[m_objectsFrom++];
        if (!r.hasObject())
            continue;
        const qint64 before = r.footprint();
        auto it = m_byUid.find(r.uid);
        if (it != m_byUid.end()) {
            it->removeAll(r.seq);
            if (it->isEmpty())
                m_byUid.erase(it);
        }
        r.object = QCborValue(nullptr);
        m_objectBytes -= before;
        m_footprint -= before - r.footprint();
    }
}

void FlightRecorder::clear() {
    m_records.clear();
    m_byUid.clear();
    m_nextSeq = 0;
    m_objectBytes = 0;
    m_footprint = 0;
    m_objectsFrom = 0;
    emit changed();
}

const WatchRecord *FlightRecorder::bySeq(qint64 seq) const {
    if (m_records.empty())
        return nullptr;
    const qint64 first = m_records.front().seq;
    const qint64 i = seq - first; // seqs are consecutive
    if (i < 0 || i >= qint64(m_records.size()))
        return nullptr;
    return &m_records[size_t(i)];
}

QList<const WatchRecord *> FlightRecorder::versionsOf(const QString &uid) const {
    QList<const WatchRecord *> out;
    for (qint64 seq : m_byUid.value(uid)) {
        if (const WatchRecord *r = bySeq(seq))
            out.append(r);
    }
    return out;
}

const WatchRecord *FlightRecorder::previousVersion(qint64 seq) const {
    const WatchRecord *r = bySeq(seq);
    if (!r || r->uid.isEmpty())
        return nullptr;
    const QList<qint64> seqs = m_byUid.value(r->uid);
    for (auto it = seqs.crbegin(); it != seqs.crend(); ++it) {
        if (*it < seq)
            return bySeq(*it);
    }
    return nullptr;
}

void FlightRecorder::setObjectBudget(qint64 bytes) {
    m_budget = std::max<qint64>(bytes, 0);
    trim();
}

void FlightRecorder::setMaxRecords(qint64 records) {
    m_maxRecords = std::max<qint64>(records, 1);
    trim();
}

bool FlightRecorder::write(QIODevice *device) const {
    QJsonObject h;
    h.insert(QLatin1String("format"), kFormat);
    h.insert(QLatin1String("version"), kVersion);
    h.insert(QLatin1String("context"), m_header.context);
    h.insert(QLatin1String("server"), m_header.server);
    h.insert(QLatin1String("path"), m_header.path);
    h.insert(QLatin1String("resource"), m_header.resource);
    h.insert(QLatin1String("namespace"), m_header.ns);
    h.insert(QLatin1String("mode"), m_header.mode);
    h.insert(QLatin1String("started"), m_header.startedMs);
    h.insert(QLatin1String("records"), qint64(m_records.size()));
    QByteArray line = QJsonDocument(h).toJson(QJsonDocument::Compact) + '\n';
    if (device->write(line) != line.size())
        return false;
    for (const WatchRecord &r : m_records) {
        line = recordToJson(r) + '\n';
        if (device->write(line) != line.size())
            return false;
    }
    return true;
}

mado::Result<FlightRecorder::Recording> FlightRecorder::read(QIODevice *device) {
    Recording rec;
    BoundedLines lines(device);
    QByteArray first;
    if (lines.next(&first) == BoundedLines::Status::TooLong)
        return lineTooLong(1);
    first = first.trimmed();
    QJsonParseError err;
    const QJsonDocument hd = QJsonDocument::fromJson(first, &err);
    if (!hd.isObject() || hd.object().value(QLatin1String("format")).toString() != kFormat)
        return mado::Error{trText(
            QT_TRANSLATE_NOOP("models::watch::FlightRecorder", "This file is not a Mado watch recording."))};
    const QJsonObject h = hd.object();
    if (h.value(QLatin1String("version")).toInt() != kVersion)
        return mado::Error{
            trText(QT_TRANSLATE_NOOP("models::watch::FlightRecorder",
                                     "This recording has format version %1; Mado reads version %2."))
                .arg(h.value(QLatin1String("version")).toInt())
                .arg(kVersion)};
    rec.header.context = h.value(QLatin1String("context")).toString();
    rec.header.server = h.value(QLatin1String("server")).toString();
    rec.header.path = h.value(QLatin1String("path")).toString();
    rec.header.resource = h.value(QLatin1String("resource")).toString();
    rec.header.ns = h.value(QLatin1String("namespace")).toString();
    rec.header.mode = h.value(QLatin1String("mode")).toString();
    rec.header.startedMs = qint64(h.value(QLatin1String("started")).toDouble());
    int lineNo = 1;
    for (;;) {
        QByteArray line;
        const BoundedLines::Status status = lines.next(&line);
        if (status == BoundedLines::Status::End)
            break;
        ++lineNo;
        if (status == BoundedLines::Status::TooLong)
            return lineTooLong(lineNo);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        auto r = recordFromJson(line);
        if (!r)
            return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::FlightRecorder",
                                                        "Line %1 of the recording cannot be read: %2"))
                                   .arg(lineNo)
                                   .arg(r.error().message)};
        rec.records.append(std::move(*r));
    }
    return rec;
}

mado::Result<WatchRecord> recordFromJson(const QByteArray &line) {
    // codecs::parseJson keeps the objects' key order as the server sent it.
    auto doc = codecs::parseJson(line);
    if (!doc)
        return doc.error();
    const QCborValue o = *doc;
    if (!o.isMap())
        return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::FlightRecorder", "not a JSON object"))};
    auto str = [&o](const char *key) {
        return o[QLatin1String(key)].toString();
    };
    auto num = [&o](const char *key) {
        const QCborValue v = o[QLatin1String(key)];
        return v.isInteger() ? v.toInteger() : qint64(v.toDouble());
    };
    WatchRecord r;
    const QString kind = str("kind");
    if (kind == QLatin1String("event"))
        r.kind = WatchRecord::Kind::Event;
    else if (kind == QLatin1String("status"))
        r.kind = WatchRecord::Kind::Status;
    else if (kind == QLatin1String("list"))
        r.kind = WatchRecord::Kind::ListItem;
    else
        return mado::Error{
            trText(QT_TRANSLATE_NOOP("models::watch::FlightRecorder", "unknown record kind “%1”")).arg(kind)};
    r.seq = num("seq");
    r.arrivalMs = num("time");
    r.type = str("type");
    r.ns = str("namespace");
    r.name = str("name");
    r.uid = str("uid");
    r.resourceVersion = str("resourceVersion");
    r.bytes = num("bytes");
    r.initialEventsEnd = o[QLatin1String("initialEventsEnd")].toBool();
    r.initial = o[QLatin1String("initial")].toBool();
    r.attempt = int(num("attempt"));
    r.delayMs = int(num("delayMs"));
    r.objects = o.toMap().contains(QLatin1String("objects")) ? num("objects") : -1;
    r.detail = str("detail");
    if (o.toMap().contains(QLatin1String("object")))
        r.object = o[QLatin1String("object")];
    return r;
}

} // namespace models::watch
