#pragma once

#include "codecs/result.h"
#include "models/watch/flightrecorder.h"
#include "models/watch/watcheventmodel.h"
#include "models/watch/watchrecord.h"
#include "models/watch/watchsession.h"

#include <QObject>
#include <QPointer>

namespace models::watch {

/// Everything one tab of the watch pane shows: the flight recorder (every
/// record) and the event model (the bounded rows), fed either by a live
/// WatchSession or by a recording replayed from a file. Both paths go through
/// ingest(), so a replay shows the rows the live watch showed.
class WatchFeed final : public QObject {
    Q_OBJECT

public:
    explicit WatchFeed(QObject *parent = nullptr);
    ~WatchFeed() override;

    FlightRecorder *recorder() const { return m_recorder; }
    WatchEventModel *model() const { return m_model; }
    /// The live session, or nullptr (replay, or not started).
    WatchSession *session() const { return m_session; }

    /// Shares the watches of registry (see WatchSession::setRegistry); set before startLive().
    void setRegistry(models::WatchRegistry *registry) { m_registry = registry; }

    /// Starts watching; header describes it in the recording.
    void startLive(kube::Client *client, const kube::WatchRequest &request, const RecordingHeader &header);
    /// Stops the live watch (the recording stays).
    void stop();
    /// True for a tab that shows a recording from a file.
    bool isReplay() const { return m_replay; }

    /// Numbers records, keeps them in the recorder and shows them in the model.
    void ingest(const QList<WatchRecord> &records);

    /// Writes the recording to a file (the format of docs/watch-recording.md); the records written.
    mado::Result<qint64> exportRecording(const QString &fileName) const;
    /// Replays a recording from a file: its records, in order, as if they came
    /// live (their arrival times kept); the records read. Any live watch is stopped first.
    /// Reads on the calling thread: the window uses readRecording() on a worker and replay().
    mado::Result<qint64> replayFile(const QString &fileName);
    /// Reads a recording from a file, its Secret values masked; safe on any thread.
    static mado::Result<FlightRecorder::Recording> readRecording(const QString &fileName);
    /// Replays a recording read by readRecording(); the records replayed.
    qint64 replay(const FlightRecorder::Recording &recording);
    /// Writes the rows of the model as JSON Lines (rows: those, or all); the rows written.
    mado::Result<qint64> exportRows(const QString &fileName, const QList<int> &rows = {}) const;

signals:
    /// Records were ingested (after the model shows them).
    void ingested(const QList<models::watch::WatchRecord> &records);
    /// The live watch ended.
    void liveEnded();

private:
    FlightRecorder *m_recorder;
    WatchEventModel *m_model;
    QPointer<WatchSession> m_session;
    QPointer<models::WatchRegistry> m_registry;
    bool m_replay = false;
};

} // namespace models::watch
