#pragma once

#include "models/watch/watchrecord.h"

#include <QAbstractTableModel>
#include <QIODevice>
#include <deque>

namespace models::watch {

/// The rows of the watch pane: events and connection steps in arrival order,
/// in a ring buffer of at most cap() rows (the oldest go first). Rows arrive in
/// batches: one beginInsertRows per batch, after one removal at the front when
/// the cap is reached, so a high event rate costs a few model signals per
/// batch, never one per event. While paused, batches wait and are inserted
/// together on resume. Raw values only (roles in watcheventmodeldefs.h).
class WatchEventModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit WatchEventModel(QObject *parent = nullptr);

    /// Appends a batch; records of Kind::ListItem are not rows and are skipped.
    void append(const QList<WatchRecord> &records);
    /// Drops every row and everything waiting.
    void clear();

    /// The most rows kept (at least 1); lowering it drops the oldest rows.
    void setCap(int cap);
    int cap() const { return m_cap; }
    /// While paused, batches wait; resuming inserts them as one batch.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /// Rows waiting for resume (those beyond cap() already dropped).
    int pendingCount() const { return int(m_pending.size()); }
    /// Rows dropped at the front (or while paused) because of the cap, in all.
    qint64 droppedCount() const { return m_dropped; }
    /// Rows ever received (events and status rows).
    qint64 receivedCount() const { return m_received; }

    const WatchRecord &record(int row) const { return m_rows.at(row); }

    /// Writes the rows (those of rows, or all when empty) as JSON Lines: one
    /// object per row with time, type, namespace, name, resourceVersion, bytes
    /// and the object. Returns false when the device fails.
    bool exportJsonLines(QIODevice *device, const QList<int> &rows = {}) const;

    /// Events per second over the last seconds seconds (oldest first), counted
    /// by arrival time relative to nowMs.
    QList<int> eventsPerSecond(int seconds, qint64 nowMs) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// pendingCount() changed (while paused).
    void pendingChanged(int pending);

private:
    void insert(QList<WatchRecord> records);
    void countRate(const QList<WatchRecord> &records);

    std::deque<WatchRecord> m_rows;
    QList<WatchRecord> m_pending;
    int m_cap = 10000;
    bool m_paused = false;
    qint64 m_dropped = 0;
    qint64 m_received = 0;
    std::deque<std::pair<qint64, int>> m_rate; ///< (second since the epoch, events), last 10 minutes
};

/// One record as the JSON object export and the recording format use.
QByteArray recordToJson(const WatchRecord &record, bool withObject = true);

} // namespace models::watch
