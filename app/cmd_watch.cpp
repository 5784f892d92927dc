// mado watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
//            [-l SEL] [--field-selector SEL] [--shard-selector EXPR] [--wire json|protobuf|cbor]
//            [-o jsonl|table] [--max-events N] [--timeout SECONDS] [--server-timeout SECONDS]
//
// A thin printer over kube::Watch (the machinery the window's watch pane uses).
// Every event is printed, BOOKMARKs and ERRORs included; the connection's
// history (connecting, listed, reconnecting, 410, ...) goes to stderr.
//
// -o jsonl prints one JSON object per event, as kubectl's
// `get --watch --output-watch-events -o json` does ({"type":..,"object":..}),
// with three more keys: "arrival" (when its bytes arrived, UTC, ms precision),
// "bytes" (the frame's size on the wire) and, on the bookmark that ends a
// streaming list's initial events, "initialEventsEnd": true. In the default
// list-then-watch mode the listed objects are printed first as ADDED with
// "listed": true (kubectl prints them as ADDED too). metadata.managedFields
// is dropped, as kubectl does.
#include "app/cli.h"
#include "app/tableprinter.h"
#include "codecs/json.h"
#include "codecs/mediatype.h"
#include "kube/discovery.h"
#include "kube/watch.h"

#include <QCborMap>
#include <QDateTime>
#include <QTimer>

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
            .flag({"-A", "--all-namespaces"})
            .flag({"--send-initial-events"});
        if (!parseArgs(parser, args))
            return;
        if (parser.isSet("--output"))
            m_output = parser.value("--output");
        if (m_output != QLatin1String("jsonl") && m_output != QLatin1String("table"))
            return usageError(Cli::tr("--output must be one of: jsonl, table"));
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
        if (parser.isSet("--max-events")) {
            bool ok = false;
            m_maxEvents = parser.value("--max-events").toLongLong(&ok);
            if (!ok || m_maxEvents <= 0)
                return usageError(Cli::tr("--max-events takes a number of 1 or more"));
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
        m_client = makeClient();
        if (!m_client)
            return;
        if (timeout > 0)
            QTimer::singleShot(int(timeout * 1000), this, [this] { stopWatch(); });
        discover(m_client, [this](const kube::Catalog &catalog) {
            auto r = catalog.resolve(m_resourceSpec);
            if (!r)
                return fail(r.error().message);
            m_resource = *r;
            if (!m_resource.verbs.contains(QLatin1String("watch")))
                return fail(Cli::tr("The resource %1 cannot be watched.").arg(m_resource.name));
            startWatch();
        });
    }

private:
    void startWatch() {
        const QString ns = m_allNamespaces ? QString() : m_namespace;
        m_request.path = m_resource.path(m_resource.namespaced ? ns : QString(), QString());
        m_watch.reset(kube::Watch::start(m_client, m_request));
        kube::Watch *w = m_watch.get();
        connect(w, &kube::Watch::status, this, [this](const kube::WatchStatus &s) {
            if (s.kind == kube::WatchStatus::Kind::Stopped)
                return;
            err() << QStringLiteral("[%1] ").arg(clockTime(s.timeMs)) << s.text() << '\n';
            err().flush();
        });
        connect(w, &kube::Watch::listBatch, this, [this](const QList<QCborValue> &items, bool) {
            if (m_request.mode != kube::WatchMode::ListThenWatch)
                return; // a streaming list's initial objects come as events
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            for (const QCborValue &item : items) {
                kube::WatchEvent ev;
                ev.type = kube::WatchEvent::Type::Added;
                ev.object = item;
                if (item.isMap() && !item[QLatin1String("kind")].isString()) {
                    // List items come without apiVersion and kind; kubectl puts them back.
                    QCborMap m = item.toMap();
                    m.insert(QStringLiteral("apiVersion"), m_resource.groupVersion());
                    m.insert(QStringLiteral("kind"), m_resource.kind);
                    ev.object = m;
                }
                const QCborValue meta = item[QLatin1String("metadata")];
                ev.ns = meta[QLatin1String("namespace")].toString();
                ev.name = meta[QLatin1String("name")].toString();
                ev.resourceVersion = meta[QLatin1String("resourceVersion")].toString();
                ev.arrivalMs = now;
                if (!print(ev, true))
                    return;
            }
        });
        connect(w, &kube::Watch::events, this, [this](const QList<kube::WatchEvent> &events) {
            for (const kube::WatchEvent &ev : events) {
                if (!print(ev, false))
                    return;
            }
        });
        connect(w, &kube::Watch::finished, this, [this, w] {
            if (isFinished())
                return;
            const kube::Watch::ResultType &r = w->result();
            out().flush();
            if (!r) {
                if (r.error().httpStatus == 406)
                    return fail(
                        codecs::notAcceptableMessage(codecs::mediaType(m_request.wire), r.error().message));
                return fail(r.error().userMessage());
            }
            finish(ExitOk);
        });
    }

    /// Prints one event; false once --max-events is reached (the watch then stops).
    bool print(const kube::WatchEvent &ev, bool listed) {
        if (isFinished() || (m_maxEvents > 0 && m_printed >= m_maxEvents))
            return false;
        ++m_printed;
        if (m_output == QLatin1String("jsonl")) {
            QCborMap line{{QStringLiteral("type"), ev.typeName()},
                          {QStringLiteral("object"), withoutManagedFields(ev.object)},
                          {QStringLiteral("arrival"), isoTime(ev.arrivalMs)}};
            if (!listed)
                line.insert(QStringLiteral("bytes"), ev.bytes);
            if (listed)
                line.insert(QStringLiteral("listed"), true);
            if (ev.initialEventsEnd)
                line.insert(QStringLiteral("initialEventsEnd"), true);
            out() << QString::fromUtf8(codecs::toJson(line, codecs::JsonStyle::Compact)) << '\n';
        } else {
            if (m_printed == 1)
                out() << Cli::tr("TIME          TYPE       NAMESPACE        NAME                             "
                                 "RESOURCEVERSION   BYTES")
                      << '\n';
            QString type = ev.typeName();
            QString name = ev.name;
            if (ev.initialEventsEnd)
                name = Cli::tr("(end of initial events)");
            else if (ev.type == kube::WatchEvent::Type::Error)
                name = ev.object[QLatin1String("message")].toString();
            out() << QStringLiteral("%1  %2 %3 %4 %5 %6")
                         .arg(clockTime(ev.arrivalMs), -12)
                         .arg(type, -10)
                         .arg(ev.ns.isEmpty() ? QStringLiteral("-") : ev.ns, -16)
                         .arg(name.isEmpty() ? QStringLiteral("-") : name, -32)
                         .arg(ev.resourceVersion, -17)
                         .arg(listed ? QStringLiteral("-") : QString::number(ev.bytes))
                  << '\n';
        }
        out().flush();
        if (m_maxEvents > 0 && m_printed >= m_maxEvents) {
            QTimer::singleShot(0, this, [this] { stopWatch(); });
            return false;
        }
        return true;
    }

    void stopWatch() {
        if (isFinished())
            return;
        if (m_watch)
            m_watch->stop(); // finished() follows: exit 0
        else
            finish(ExitOk);
    }

    kube::Client *m_client = nullptr;
    kube::ApiResource m_resource;
    kube::WatchRequest m_request;
    kube::HandlePtr<kube::Watch> m_watch;
    QString m_resourceSpec;
    QString m_namespace;
    QString m_output = QStringLiteral("jsonl");
    bool m_allNamespaces = false;
    qint64 m_maxEvents = 0;
    qint64 m_printed = 0;
};

} // namespace

Command *makeWatchCommand(const GlobalOptions &options, QObject *parent) {
    return new WatchCommand(options, parent);
}

} // namespace app
