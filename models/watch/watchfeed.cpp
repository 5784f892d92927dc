#include "models/watch/watchfeed.h"

#include "codecs/fileerror.h"
#include "kube/outputfile.h"
#include "models/objectfetch.h"
#include "models/watch/watchsession.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace models::watch {

namespace {

QString trText(const char *text) {
    return QCoreApplication::translate("models::watch::WatchFeed", text);
}

/// True when path is a collection of Secrets (a list's items carry no kind).
bool isSecretsPath(const QString &path) {
    static const QRegularExpression secrets(QStringLiteral("^/api/v1/(namespaces/[^/]+/)?secrets/?$"));
    return secrets.match(path).hasMatch();
}

/// record with its object's Secret values masked, when it is a Secret.
WatchRecord masked(WatchRecord record, bool secrets) {
    if ((record.object.isMap() || record.object.isTag()) && record.type != QLatin1String("ERROR") &&
        (secrets || models::ObjectFetch::isSecretDocument(record.object)))
        record.object =
            models::ObjectFetch::maskSecret(record.object, {}, models::ObjectFetch::MaskStyle::Fingerprint);
    return record;
}

} // namespace

WatchFeed::WatchFeed(QObject *parent)
    : QObject(parent)
    , m_recorder(new FlightRecorder(this))
    , m_model(new WatchEventModel(this)) {}

WatchFeed::~WatchFeed() = default;

void WatchFeed::startLive(kube::Client *client, const kube::WatchRequest &request,
                          const RecordingHeader &header) {
    stop();
    m_replay = false;
    m_recorder->setHeader(header);
    auto *session = new WatchSession(client, request, this);
    session->setRegistry(m_registry);
    m_session = session;
    connect(session, &WatchSession::records, this, &WatchFeed::ingest);
    connect(session, &WatchSession::ended, this, &WatchFeed::liveEnded);
    session->start();
}

void WatchFeed::stop() {
    if (m_session)
        m_session->stop();
}

void WatchFeed::ingest(const QList<WatchRecord> &records) {
    if (records.isEmpty())
        return;
    // Secret values never enter the pane: not its table, inspector, diffs,
    // recordings or exports; fingerprints still show which values changed.
    // Masked here, where every record passes: a watch of its own, one shared
    // with another pane (which may join after the list), and a replayed file.
    const bool secrets = isSecretsPath(m_recorder->header().path);
    QList<WatchRecord> shown;
    shown.reserve(records.size());
    for (const WatchRecord &r : records)
        shown.append(masked(r, secrets));
    const QList<WatchRecord> numbered = m_recorder->append(shown);
    m_model->append(numbered);
    emit ingested(numbered);
}

mado::Result<qint64> WatchFeed::exportRecording(const QString &fileName) const {
    mado::OutputFile f(fileName);
    if (!f.open())
        return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::WatchFeed", "Cannot write %1: %2"))
                               .arg(fileName, mado::fileErrorText(f.device()))};
    if (!m_recorder->write(&f.device()) || !f.commit())
        return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::WatchFeed", "Cannot write %1: %2"))
                               .arg(fileName, mado::fileErrorText(f.device()))};
    return m_recorder->size();
}

mado::Result<qint64> WatchFeed::replayFile(const QString &fileName) {
    auto rec = readRecording(fileName);
    if (!rec)
        return rec.error();
    return replay(*rec);
}

mado::Result<FlightRecorder::Recording> WatchFeed::readRecording(const QString &fileName) {
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly))
        return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::WatchFeed", "Cannot open %1: %2"))
                               .arg(fileName, mado::fileErrorText(f))};
    auto rec = FlightRecorder::read(&f);
    if (!rec)
        return rec.error();
    // Masked here too, off the GUI thread: ingest() masks again, and a mask stays as it is.
    FlightRecorder::Recording out = std::move(rec).value();
    const bool secrets = isSecretsPath(out.header.path);
    for (WatchRecord &r : out.records)
        r = masked(std::move(r), secrets);
    return out;
}

qint64 WatchFeed::replay(const FlightRecorder::Recording &recording) {
    if (m_session) {
        m_session->disconnect(this);
        m_session->stop();
        m_session->deleteLater();
    }
    m_replay = true;
    m_recorder->clear();
    m_model->clear();
    m_recorder->setHeader(recording.header);
    ingest(recording.records);
    return recording.records.size();
}

mado::Result<qint64> WatchFeed::exportRows(const QString &fileName, const QList<int> &rows) const {
    mado::OutputFile f(fileName);
    if (!f.open())
        return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::WatchFeed", "Cannot write %1: %2"))
                               .arg(fileName, mado::fileErrorText(f.device()))};
    if (!m_model->exportJsonLines(&f.device(), rows) || !f.commit())
        return mado::Error{trText(QT_TRANSLATE_NOOP("models::watch::WatchFeed", "Cannot write %1: %2"))
                               .arg(fileName, mado::fileErrorText(f.device()))};
    return rows.isEmpty() ? qint64(m_model->rowCount()) : qint64(rows.size());
}

} // namespace models::watch
