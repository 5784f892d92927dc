#include "models/watch/protocoldoctor.h"

#include "kube/client.h"

namespace models::watch {

ProtocolDoctor::ProtocolDoctor(QObject *parent)
    : QObject(parent) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ProtocolDoctor::finish);
}

ProtocolDoctor::~ProtocolDoctor() = default;

void ProtocolDoctor::start(kube::Client *client, const Options &options) {
    cancel();
    m_options = options;
    m_report = DoctorReport{};
    m_running = true;
    m_clock.start();
    kube::WatchRequest base = options.request;
    base.timeoutSeconds = options.requestTimeoutSeconds;
    base.shardSelector.clear();
    base.resourceVersion.clear();

    kube::WatchRequest streaming = base;
    streaming.mode = kube::WatchMode::StreamingList;
    kube::WatchRequest ltw = base;
    ltw.mode = kube::WatchMode::ListThenWatch;
    kube::WatchRequest shard = ltw;
    shard.shardSelector = options.shardSelector;

    auto begin = [this, client](kube::HandlePtr<kube::Watch> &slot, DoctorProbe *probe,
                                const kube::WatchRequest &r) {
        probe->ran = true;
        slot.reset(kube::Watch::start(client, r));
        watchProbe(slot, probe, r);
    };
    begin(m_streaming, &m_report.streaming, streaming);
    begin(m_listThenWatch, &m_report.listThenWatch, ltw);
    begin(m_shard, &m_report.shard, shard);
    m_timer.start(options.probeMs);
}

void ProtocolDoctor::watchProbe(kube::HandlePtr<kube::Watch> &slot, DoctorProbe *probe, kube::WatchRequest) {
    kube::Watch *w = slot.get();
    connect(w, &kube::Watch::events, this, [this, probe](const QList<kube::WatchEvent> &events) {
        for (const kube::WatchEvent &e : events) {
            if (e.initial && !probe->initialUids.contains(e.uid)) { // a restarted stream repeats them
                probe->initialUids.insert(e.uid);
                ++probe->initialEvents;
            }
            if (e.type != kube::WatchEvent::Type::Bookmark) {
                if (!e.initial && e.type != kube::WatchEvent::Type::Error)
                    ++probe->changes;
                continue;
            }
            if (e.initialEventsEnd) {
                if (!probe->initialEventsEnd)
                    probe->initialEventsEndMs = m_clock.elapsed();
                probe->initialEventsEnd = true;
            } else {
                ++probe->bookmarks;
                probe->bookmarkMs.append(m_clock.elapsed());
            }
        }
    });
    connect(w, &kube::Watch::status, this, [probe, w](const kube::WatchStatus &s) {
        switch (s.kind) {
        case kube::WatchStatus::Kind::Listed:
            if (probe->listedObjects < 0)
                probe->listedObjects = s.objects;
            probe->serverShards = probe->serverShards || w->serverShards();
            break;
        case kube::WatchStatus::Kind::ShardFallback:
            probe->shardFallback = true;
            break;
        default:
            break;
        }
    });
    connect(w, &kube::Watch::finished, this, [probe, w] {
        const auto &r = w->result();
        if (!r && r.error().kind != kube::ApiError::Kind::Canceled && probe->error.isEmpty())
            probe->error = r.error().userMessage();
    });
}

void ProtocolDoctor::cancel() {
    m_timer.stop();
    m_streaming.reset();
    m_listThenWatch.reset();
    m_shard.reset();
    m_running = false;
}

void ProtocolDoctor::finish() {
    if (!m_running)
        return;
    m_report.durationMs = m_clock.elapsed();
    m_streaming.reset();
    m_listThenWatch.reset();
    m_shard.reset();
    m_running = false;
    m_report.findings = diagnose(m_report, m_options);
    emit finished();
}

QList<DoctorFinding> ProtocolDoctor::diagnose(const DoctorReport &report, const Options &options) {
    using Code = DoctorFinding::Code;
    using Verdict = DoctorFinding::Verdict;
    QList<DoctorFinding> out;
    const QString seconds = QString::number(double(report.durationMs) / 1000.0, 'f', 1);

    const DoctorProbe &s = report.streaming;
    if (!s.error.isEmpty() && !s.initialEventsEnd) {
        out.append({Code::StreamingFailed, Verdict::Problem,
                    tr("The streaming list (sendInitialEvents=true) failed: %1").arg(s.error)});
    } else if (s.initialEventsEnd) {
        out.append(
            {Code::InitialEventsEndArrived, Verdict::Good,
             tr("The streaming list works: %n initial object(s) arrived and the initial-events-end bookmark "
                "(k8s.io/initial-events-end) marked their end after %1 ms.",
                nullptr, int(s.initialEvents))
                 .arg(s.initialEventsEndMs)});
    } else {
        out.append(
            {Code::InitialEventsEndMissing, Verdict::Problem,
             tr("The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial "
                "object(s) came within %1 s, then nothing marked their end. Something between Mado and the "
                "API server drops that bookmark; tools that wait for it show no objects. Mado falls back to "
                "list-then-watch for this collection.",
                nullptr, int(s.initialEvents))
                 .arg(seconds)});
    }

    const DoctorProbe &l = report.listThenWatch;
    if (!l.error.isEmpty() && l.listedObjects < 0) {
        out.append(
            {Code::ListThenWatchFailed, Verdict::Problem, tr("List-then-watch failed: %1").arg(l.error)});
    } else {
        QList<qint64> times = l.bookmarkMs;
        times.append(s.bookmarkMs);
        std::sort(times.begin(), times.end());
        const int count = l.bookmarks + s.bookmarks;
        if (count > 0) {
            QString every;
            if (l.bookmarkMs.size() >= 2) {
                const double gap = double(l.bookmarkMs.last() - l.bookmarkMs.first()) /
                                   double(l.bookmarkMs.size() - 1) / 1000.0;
                every = tr("on one connection about every %1 s").arg(QString::number(gap, 'f', 1));
            } else {
                every =
                    tr("the first after %1 s").arg(QString::number(double(times.first()) / 1000.0, 'f', 1));
            }
            out.append(
                {Code::BookmarksArrive, Verdict::Good,
                 tr("Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of "
                    "listing again.",
                    nullptr, count)
                     .arg(seconds, every)});
        } else if (l.changes + s.changes == 0) {
            out.append(
                {Code::NoBookmarksQuiet, Verdict::Info,
                 tr("No bookmark arrived within %1 s, and no object changed either. The API server sends a "
                    "bookmark shortly before it ends a request only when the resourceVersion moved on, so "
                    "this proves nothing yet: run the doctor again while the collection changes.")
                     .arg(seconds)});
        } else {
            out.append(
                {Code::NoBookmarks, Verdict::Warning,
                 tr("No bookmark arrived within %1 s although objects changed and every request asked for "
                    "bookmarks and ended after %2 s (the server sends one shortly before it ends a request). "
                    "Something on the way may drop them; without bookmarks a watch that reconnects after a "
                    "quiet time may have to list everything again.")
                     .arg(seconds)
                     .arg(options.requestTimeoutSeconds)});
        }
    }

    const DoctorProbe &h = report.shard;
    if (!h.error.isEmpty() && h.listedObjects < 0) {
        out.append({Code::ShardFailed, Verdict::Warning,
                    tr("The server refused the shard selector: %1").arg(h.error)});
    } else if (h.serverShards) {
        out.append(
            {Code::ShardsHonoured, Verdict::Good,
             tr("The server honours shard selectors: the list of one shard came back marked as filtered "
                "(%n of the collection's object(s) in that shard).",
                nullptr, int(std::max<qint64>(h.listedObjects, 0)))});
    } else if (h.listedObjects >= 0) {
        out.append(
            {Code::ShardsIgnored, Verdict::Info,
             tr("The server ignores shard selectors (its ShardedListAndWatch feature is off): it returned "
                "the whole collection, so Mado filters shards on the client.")});
    }
    return out;
}

} // namespace models::watch
