// mado watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
//            [-l SEL] [--field-selector SEL] [--shard-selector EXPR] [--wire json|protobuf|cbor]
//            [-o jsonl|table] [--max-events N] [--timeout SECONDS] [--server-timeout SECONDS]
//            [--record FILE]
// mado watch --replay FILE [-o jsonl|table] [--max-events N]
// mado watch RESOURCE --doctor [-n NS | -A] [-l SEL] [--field-selector SEL] [--probe-seconds N]
//
// A thin printer over kube::Watch and the watch pane's models: every event,
// list item and connection step becomes a models::watch::WatchRecord (as in
// the pane's flight recorder) and is printed from there, so a replayed
// recording prints exactly what the live watch printed. Every event is
// printed, BOOKMARKs and ERRORs included; the connection's history
// (connecting, listed, reconnecting, 410, ...) goes to stderr, in the pane's
// words. --record writes the recording (docs/watch-recording.md) when the
// watch ends; --replay prints one offline. --doctor runs the pane's protocol
// doctor (models::watch::ProtocolDoctor) and prints its findings; exit 1 when
// it found a problem.
//
// -o jsonl prints one JSON object per event, as kubectl's
// `get --watch --output-watch-events -o json` does ({"type":..,"object":..}),
// with three more keys: "arrival" (when its bytes arrived, UTC, ms precision),
// "bytes" (the frame's size on the wire) and, on the bookmark that ends a
// streaming list's initial events, "initialEventsEnd": true. In the default
// list-then-watch mode the listed objects are printed first as ADDED with
// "listed": true (kubectl prints them as ADDED too). metadata.managedFields
// is dropped, as kubectl does.
//
// -o table prints as `kubectl get -w` does: the header and the listed objects
// as one table, then each event as it comes, flushed at once; as kubectl's
// tabwriter (RememberWidths) a column keeps the widest width it has had, and
// widens for a wider cell without re-printing what is already out.
#include "app/cli.h"
#include "app/tableprinter.h"
#include "codecs/fileerror.h"
#include "codecs/json.h"
#include "codecs/mediatype.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/outputfile.h"
#include "kube/watch.h"
#include "models/watch/flightrecorder.h"
#include "models/watch/protocoldoctor.h"
#include "models/watch/watchsession.h"
#include "views/watch/watcheventproxy.h"

#include <QCborMap>
#include <QDateTime>
#include <QFile>
#include <QTimer>

#include <utility>

namespace app {

namespace {

QCborValue withoutManagedFields(const QCborValue &object) {
    if (!object.isMap())
        return object;
    QCborMap m = object.toMap();
    const QCborValue meta = m.value(QLatin1String("metadata"));
    if (meta.isMap() && meta.toMap().contains(QLatin1String("managedFields"))) {
        QCborMap mm = meta.toMap();
        mm.remove(QLatin1String("managedFields"));
        m.insert(QLatin1String("metadata"), mm);
    }
    return m;
}

QString isoTime(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QString clockTime(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("HH:mm:ss.zzz"));
}

using models::watch::WatchRecord;
using models::watch::WatchSession;

class WatchCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        parser.option({"-o", "--output"})
            .option({"-l", "--selector"})
            .option({"--field-selector"})
            .option({"--shard-selector"})
            .option({"--resource-version"})
            .option({"--wire"})
            .option({"--max-events"})
            .option({"--timeout"})
            .option({"--server-timeout"})
            .option({"--record"})
            .option({"--replay"})
            .option({"--probe-seconds"})
            .flag({"-A", "--all-namespaces"})
            .flag({"--send-initial-events"})
            .flag({"--doctor"});
        if (!parseArgs(parser, args))
            return;
        if (parser.isSet("--output"))
            m_output = parser.value("--output");
        if (m_output != QLatin1String("jsonl") && m_output != QLatin1String("table"))
            return usageError(Cli::tr("--output must be one of: jsonl, table"));
        if (parser.isSet("--max-events")) {
            bool ok = false;
            m_maxEvents = parser.value("--max-events").toLongLong(&ok);
            if (!ok || m_maxEvents <= 0)
                return usageError(Cli::tr("--max-events takes a number of 1 or more"));
        }
        if (parser.isSet("--replay")) {
            if (!parser.positionals().isEmpty() || parser.isSet("--doctor") || parser.isSet("--record"))
                return usageError(Cli::tr("--replay takes only a recording file (and -o, --max-events)"));
            return replay(parser.value("--replay"));
        }
        m_request.labelSelector = parser.value("--selector");
        m_request.fieldSelector = parser.value("--field-selector");
        if (parser.isSet("--wire")) {
            auto fmt = codecs::wireFormatFromName(parser.value("--wire"));
            if (!fmt || *fmt == codecs::WireFormat::Yaml)
                return usageError(Cli::tr("--wire must be one of: json, protobuf, cbor"));
            m_request.wire = *fmt;
        }
        if (parser.isSet("--shard-selector")) {
            auto sel = kube::ShardSelector::parse(parser.value("--shard-selector"));
            if (!sel)
                return usageError(sel.error().message);
            m_request.shardSelector = parser.value("--shard-selector");
        }
        double timeout = 0;
        if (parser.isSet("--timeout")) {
            bool ok = false;
            timeout = parser.value("--timeout").toDouble(&ok);
            if (!ok || timeout <= 0)
                return usageError(Cli::tr("--timeout takes a number of seconds above 0"));
        }
        if (parser.isSet("--server-timeout")) {
            bool ok = false;
            m_request.timeoutSeconds = parser.value("--server-timeout").toInt(&ok);
            if (!ok || m_request.timeoutSeconds <= 0)
                return usageError(Cli::tr("--server-timeout takes a whole number of seconds above 0"));
        }
        m_doctor = parser.isSet("--doctor");
        if (parser.isSet("--probe-seconds")) {
            bool ok = false;
            m_probeSeconds = parser.value("--probe-seconds").toInt(&ok);
            if (!ok || m_probeSeconds <= 0)
                return usageError(Cli::tr("--probe-seconds takes a whole number of seconds above 0"));
            if (!m_doctor)
                return usageError(Cli::tr("--probe-seconds goes with --doctor"));
        }
        if (m_doctor && (parser.isSet("--record") || parser.isSet("--resource-version") ||
                         parser.isSet("--send-initial-events") || parser.isSet("--max-events")))
            return usageError(Cli::tr("--doctor probes the collection in its own ways; it takes no --record, "
                                      "--resource-version, --send-initial-events or --max-events"));
        if (parser.isSet("--record")) {
            m_recordFile = parser.value("--record");
            if (m_recordFile.isEmpty())
                return usageError(Cli::tr("--record needs a file name"));
        }
        const bool streaming = parser.isSet("--send-initial-events");
        m_request.resourceVersion = parser.value("--resource-version");
        if (parser.isSet("--resource-version") && m_request.resourceVersion.isEmpty())
            return usageError(Cli::tr("--resource-version needs a value"));
        m_request.mode = streaming                              ? kube::WatchMode::StreamingList
                         : !m_request.resourceVersion.isEmpty() ? kube::WatchMode::FromResourceVersion
                                                                : kube::WatchMode::ListThenWatch;
        m_allNamespaces = parser.isSet("--all-namespaces");
        const QStringList &positional = parser.positionals();
        if (positional.isEmpty() || positional.size() > 2)
            return usageError(Cli::tr("watch needs a resource type and at most one name"));
        const ResourceName target = resourceAndName(positional);
        m_resourceSpec = target.resource;
        m_request.name = target.name;
        auto ctx = resolveContext();
        if (!ctx)
            return fail(ctx.error().message);
        m_namespace = ctx->namespace_;
        if (!checkPathSegments(m_allNamespaces ? QString() : m_namespace, m_request.name))
            return;
        m_context = ctx->name;
        m_server = ctx->cluster.server;
        m_client = makeClient();
        if (!m_client)
            return;
        if (timeout > 0 && !m_doctor)
            QTimer::singleShot(int(timeout * 1000), this, [this] { stopWatch(); });
        discover(m_client, [this](const kube::Catalog &catalog) {
            auto r = catalog.resolve(m_resourceSpec);
            if (!r)
                return fail(r.error().message);
            m_resource = *r;
            if (!m_resource.verbs.contains(QLatin1String("watch")))
                return fail(Cli::tr("The resource %1 cannot be watched.").arg(m_resource.name));
            if (m_doctor)
                return runDoctor();
            startWatch();
        });
    }

private:
    void startWatch() {
        const QString ns = m_allNamespaces ? QString() : m_namespace;
        m_request.path = m_resource.path(m_resource.namespaced ? ns : QString(), QString());
        if (!m_recordFile.isEmpty()) {
            models::watch::RecordingHeader header;
            header.context = m_context;
            header.server = m_server;
            header.path = m_request.path;
            header.resource = m_resource.group.isEmpty()
                                  ? m_resource.name
                                  : m_resource.name + QLatin1Char('.') + m_resource.group;
            header.ns = m_resource.namespaced ? ns : QString();
            header.mode = m_request.mode == kube::WatchMode::StreamingList ? QStringLiteral("StreamingList")
                          : m_request.mode == kube::WatchMode::FromResourceVersion
                              ? QStringLiteral("FromResourceVersion")
                              : QStringLiteral("ListThenWatch");
            header.startedMs = QDateTime::currentMSecsSinceEpoch();
            m_recorder = new models::watch::FlightRecorder(this);
            m_recorder->setHeader(header);
        }
        m_watch.reset(kube::Watch::start(m_client, m_request));
        kube::Watch *w = m_watch.get();
        connect(w, &kube::Watch::status, this,
                [this](const kube::WatchStatus &s) { take({WatchSession::fromStatus(s)}); });
        connect(w, &kube::Watch::listBatch, this, [this](const QList<QCborValue> &items, bool) {
            if (m_request.mode != kube::WatchMode::ListThenWatch)
                return; // a streaming list's initial objects come as events
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            QList<WatchRecord> records;
            records.reserve(items.size());
            for (const QCborValue &item : items) {
                QCborValue object = item;
                if (item.isMap() && !item[QLatin1String("kind")].isString()) {
                    // List items come without apiVersion and kind; kubectl puts them back.
                    QCborMap m = item.toMap();
                    m.insert(QStringLiteral("apiVersion"), m_resource.groupVersion());
                    m.insert(QStringLiteral("kind"), m_resource.kind);
                    object = m;
                }
                records.append(WatchSession::fromListItem(object, now));
            }
            take(records);
        });
        connect(w, &kube::Watch::listed, this, [this] { flushTable(); });
        connect(w, &kube::Watch::events, this, [this](const QList<kube::WatchEvent> &events) {
            QList<WatchRecord> records;
            records.reserve(events.size());
            for (const kube::WatchEvent &ev : events)
                records.append(WatchSession::fromEvent(ev));
            take(records);
        });
        connect(w, &kube::Watch::finished, this, [this, w] {
            if (isFinished())
                return;
            const kube::Watch::ResultType &r = w->result();
            flushTable();
            out().flush();
            const bool saved = saveRecording();
            if (!r) {
                if (r.error().httpStatus == 406)
                    return fail(
                        codecs::notAcceptableMessage(codecs::mediaType(m_request.wire), r.error().message));
                return fail(r.error().userMessage());
            }
            finish(saved ? ExitOk : ExitError);
        });
    }

    /// Records (when recording) and prints records as they come.
    void take(const QList<WatchRecord> &records) {
        if (m_recorder)
            m_recorder->append(records);
        for (const WatchRecord &r : records) {
            if (r.kind == WatchRecord::Kind::Status) {
                if (r.type == models::watch::StatusType::Stopped)
                    continue;
                printStatus(r);
            } else if (!print(r)) {
                return;
            }
        }
    }

    /// Writes the recording (--record); false (with a message) when it cannot.
    bool saveRecording() {
        if (!m_recorder)
            return true;
        mado::OutputFile f(m_recordFile);
        if (!f.open() || !m_recorder->write(&f.device()) || !f.commit()) {
            err() << QStringLiteral("mado: ")
                  << Cli::tr("Cannot write the recording %1: %2")
                         .arg(m_recordFile, mado::fileErrorText(f.device()))
                  << '\n';
            err().flush();
            return false;
        }
        err() << Cli::tr("Recorded %n record(s) to %1", nullptr, int(m_recorder->size())).arg(m_recordFile)
              << '\n';
        err().flush();
        return true;
    }

    /// Prints a recording (docs/watch-recording.md) as the live watch printed it.
    void replay(const QString &fileName) {
        QFile f(fileName);
        if (!f.open(QIODevice::ReadOnly))
            return fail(Cli::tr("Cannot read %1: %2").arg(fileName, mado::fileErrorText(f)));
        auto recording = models::watch::FlightRecorder::read(&f);
        if (!recording)
            return fail(recording.error().message);
        const models::watch::RecordingHeader &h = recording->header;
        err() << Cli::tr("Replaying %1: %2 (context %3), recorded %4")
                     .arg(fileName, h.path, h.context.isEmpty() ? QStringLiteral("-") : h.context,
                          isoTime(h.startedMs))
              << '\n';
        for (const WatchRecord &r : std::as_const(recording->records)) {
            if (r.kind == WatchRecord::Kind::Status) {
                if (r.type != models::watch::StatusType::Stopped)
                    printStatus(r);
            } else if (!print(r)) {
                break;
            }
            if (r.kind == WatchRecord::Kind::Status && r.type == models::watch::StatusType::Listed)
                flushTable();
        }
        flushTable();
        out().flush();
        err().flush();
        finish(ExitOk);
    }

    void printStatus(const WatchRecord &r) {
        err() << QStringLiteral("[%1] ").arg(clockTime(r.arrivalMs))
              << views::WatchEventProxy::statusText(QVariant::fromValue(r)) << '\n';
        err().flush();
    }

    /// Prints one event or listed object; false once --max-events is reached
    /// (a live watch then stops).
    bool print(const WatchRecord &r) {
        if (isFinished() || m_stopping || (m_maxEvents > 0 && m_printed >= m_maxEvents))
            return false;
        ++m_printed;
        const bool listed = r.kind == WatchRecord::Kind::ListItem;
        if (m_output == QLatin1String("jsonl")) {
            QCborMap line{{QStringLiteral("type"), listed ? QStringLiteral("ADDED") : r.type},
                          {QStringLiteral("object"), withoutManagedFields(r.object)},
                          {QStringLiteral("arrival"), isoTime(r.arrivalMs)}};
            if (!listed)
                line.insert(QStringLiteral("bytes"), r.bytes);
            if (listed)
                line.insert(QStringLiteral("listed"), true);
            if (r.initialEventsEnd)
                line.insert(QStringLiteral("initialEventsEnd"), true);
            out() << QString::fromUtf8(codecs::toJson(line, codecs::JsonStyle::Compact)) << '\n';
            out().flush();
        } else {
            QString name = r.name;
            if (r.initialEventsEnd)
                name = Cli::tr("(end of initial events)");
            else if (r.type == QLatin1String("ERROR"))
                name = r.detail;
            m_rows.append({clockTime(r.arrivalMs), listed ? QStringLiteral("ADDED") : r.type,
                           r.ns.isEmpty() ? QStringLiteral("-") : r.ns,
                           name.isEmpty() ? QStringLiteral("-") : name,
                           r.resourceVersion.isEmpty() ? QStringLiteral("-") : r.resourceVersion,
                           listed ? QStringLiteral("-") : QString::number(r.bytes)});
            // kubectl get -w: the list is one table; every later row is flushed at once.
            if (!listed)
                flushTable();
        }
        if (m_maxEvents > 0 && m_printed >= m_maxEvents) {
            flushTable();
            if (m_watch)
                QTimer::singleShot(0, this, [this] { stopWatch(); });
            return false;
        }
        return true;
    }

    /// Prints the table rows not printed yet (with the header before the first).
    void flushTable() {
        if (m_rows.isEmpty())
            return;
        static const QStringList headers{QStringLiteral("TIME"),
                                         QStringLiteral("TYPE"),
                                         QStringLiteral("NAMESPACE"),
                                         QStringLiteral("NAME"),
                                         QStringLiteral("RESOURCEVERSION"),
                                         QStringLiteral("BYTES")};
        out() << formatTable(m_headerPrinted ? QStringList() : headers, std::exchange(m_rows, {}), m_widths);
        out().flush();
        m_headerPrinted = true;
    }

    void stopWatch() {
        if (isFinished())
            return;
        m_stopping = true;
        if (m_watch)
            m_watch->stop(); // finished() follows: exit 0
        else
            finish(ExitOk);
    }

    void runDoctor() {
        const QString ns = m_allNamespaces ? QString() : m_namespace;
        m_request.path = m_resource.path(m_resource.namespaced ? ns : QString(), QString());
        models::watch::ProtocolDoctor::Options o;
        o.request = m_request;
        if (m_probeSeconds > 0)
            o.probeMs = m_probeSeconds * 1000;
        auto *doctor = new models::watch::ProtocolDoctor(this);
        err() << Cli::tr("Probing %1 with a streaming list, a list-then-watch and a shard selector side by "
                         "side for %2 s…")
                     .arg(m_request.path)
                     .arg(o.probeMs / 1000)
              << '\n';
        err().flush();
        connect(doctor, &models::watch::ProtocolDoctor::finished, this, [this, doctor] {
            bool problem = false;
            for (const models::watch::DoctorFinding &f : doctor->report().findings) {
                QString mark;
                switch (f.verdict) {
                case models::watch::DoctorFinding::Verdict::Good:
                    mark = Cli::tr("ok");
                    break;
                case models::watch::DoctorFinding::Verdict::Warning:
                    mark = Cli::tr("warning");
                    break;
                case models::watch::DoctorFinding::Verdict::Problem:
                    mark = Cli::tr("problem");
                    problem = true;
                    break;
                case models::watch::DoctorFinding::Verdict::Info:
                    mark = Cli::tr("note");
                    break;
                }
                out() << QStringLiteral("[%1] ").arg(mark) << f.text << '\n';
            }
            out().flush();
            finish(problem ? ExitError : ExitOk);
        });
        doctor->start(m_client, o);
    }

    kube::Client *m_client = nullptr;
    kube::ApiResource m_resource;
    kube::WatchRequest m_request;
    kube::HandlePtr<kube::Watch> m_watch;
    models::watch::FlightRecorder *m_recorder = nullptr;
    QString m_recordFile;
    QString m_resourceSpec;
    QString m_namespace;
    QString m_context;
    QString m_server;
    QString m_output = QStringLiteral("jsonl");
    QList<QStringList> m_rows; ///< table rows not printed yet
    QList<qsizetype> m_widths; ///< the table's column widths so far (they only grow)
    bool m_headerPrinted = false;
    bool m_allNamespaces = false;
    bool m_doctor = false;
    bool m_stopping = false;
    int m_probeSeconds = 0;
    qint64 m_maxEvents = 0;
    qint64 m_printed = 0;
};

} // namespace

Command *makeWatchCommand(const GlobalOptions &options, QObject *parent) {
    return new WatchCommand(options, parent);
}

} // namespace app
