#pragma once

#include "codecs/result.h"
#include "models/watch/watchrecord.h"

#include <QHash>
#include <QIODevice>
#include <QObject>

#include <deque>

namespace models::watch {

/// What a recording is of: the first line of a recording file.
struct RecordingHeader {
    QString context;
    QString server;
    QString path;     ///< the collection's API path
    QString resource; ///< e.g. "configmaps"
    QString ns;       ///< empty: all namespaces or cluster-scoped
    QString mode;     ///< ListThenWatch, StreamingList or FromResourceVersion
    qint64 startedMs = 0;
};

/// The flight recorder of one watch: every frame (type, resourceVersion,
/// size, arrival time), every connection step and every listed object, in
/// order. Metadata stays for up to maxRecords() records; decoded objects stay
/// while they fit in objectBudget() bytes (the oldest objects are dropped
/// first, their records kept), so memory stays bounded. Exports to and reads
/// from the recording format of docs/watch-recording.md.
class FlightRecorder final : public QObject {
    Q_OBJECT

public:
    explicit FlightRecorder(QObject *parent = nullptr);

    /// Numbers the records (seq) and keeps them; returns them numbered.
    QList<WatchRecord> append(QList<WatchRecord> records);
    void clear();

    void setHeader(const RecordingHeader &header) { m_header = header; }
    const RecordingHeader &header() const { return m_header; }

    qint64 size() const { return qint64(m_records.size()); }
    /// The i-th record kept (0 = the oldest kept).
    const WatchRecord &at(qint64 i) const { return m_records.at(size_t(i)); }
    /// The record numbered seq, or nullptr when it is no longer kept.
    const WatchRecord *bySeq(qint64 seq) const;
    /// The records of one object (by uid) that still hold the object, oldest first.
    QList<const WatchRecord *> versionsOf(const QString &uid) const;
    /// The latest record of the same object before the record numbered seq
    /// that holds the object, or nullptr.
    const WatchRecord *previousVersion(qint64 seq) const;

    void setObjectBudget(qint64 bytes);
    qint64 objectBudget() const { return m_budget; }
    void setMaxRecords(qint64 records);
    qint64 maxRecords() const { return m_maxRecords; }
    /// Heap bytes the kept records hold (estimated).
    qint64 footprint() const { return m_footprint; }

    /// Writes the header line and every record kept, one JSON object a line.
    bool write(QIODevice *device) const;

    struct Recording {
        RecordingHeader header;
        QList<WatchRecord> records;
    };
    /// Reads a recording written by write(); a clear error for anything else.
    static mado::Result<Recording> read(QIODevice *device);

signals:
    /// Records were appended or dropped.
    void changed();

private:
    void trim();

    RecordingHeader m_header;
    std::deque<WatchRecord> m_records;
    QHash<QString, QList<qint64>> m_byUid; ///< uid -> seqs holding the object
    qint64 m_nextSeq = 0;
    qint64 m_objectBytes = 0;
    qint64 m_footprint = 0;
    qint64 m_budget = 128ll * 1024 * 1024;
    qint64 m_maxRecords = 500000;
    size_t m_objectsFrom = 0; ///< records before this index hold no object any more
};

/// Parses one line of a recording (a record as recordToJson writes it).
mado::Result<WatchRecord> recordFromJson(const QByteArray &line);

} // namespace models::watch
