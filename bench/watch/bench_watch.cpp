// bench_watch: the highest event rate the sandbox produces under
// bench::LoadGenerator (flat out), and whether kube::Watch keeps up: events/s
// received, end-to-end lag (write sent -> event decoded and handed to the GUI
// thread) in the first and the second half of the run (a growing lag would show
// there), and the event loop's longest stall.
//
//   bench_watch --kubeconfig FILE [--seconds N] [--objects N] [--in-flight N]
//               [--wire json|protobuf|cbor]...
//
// Prints one Markdown table row per wire format.
#include "bench/watch/loadgen.h"
#include "codecs/json.h"
#include "codecs/mediatype.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "kube/watch.h"
#include "models/watch/watchstore.h"
#include "tests/common/eventlooplatency.h"

#include <QCborArray>
#include <QCborMap>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

void waitFor(QObject *sender, const char *signal, int timeoutMs) {
    QEventLoop loop;
    QObject::connect(sender, signal, &loop, SLOT(quit()));
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
}

void sleepMs(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

double percentile(QList<qint64> v, double p) {
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return double(v.at(std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size())))));
}

kube::Response send(kube::Client *client, const QByteArray &verb, const QString &path,
                    const QByteArray &body = {}) {
    kube::Request r;
    r.verb = verb;
    r.path = path;
    r.body = body;
    r.contentType = body.isEmpty() ? QByteArray() : QByteArray("application/json");
    kube::Call *call = client->send(r);
    if (!call->isFinished())
        waitFor(call, SIGNAL(finished()), 30000);
    return call->isFinished() && call->result() ? *call->result() : kube::Response();
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig"), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("seconds"), QStringLiteral("seconds per run"), QStringLiteral("N"),
                 QStringLiteral("10")});
    p.addOption({QStringLiteral("objects"), QStringLiteral("objects updated round-robin"),
                 QStringLiteral("N"), QStringLiteral("200")});
    p.addOption({QStringLiteral("in-flight"), QStringLiteral("concurrent writes"), QStringLiteral("N"),
                 QStringLiteral("32")});
    p.addOption(
        {QStringLiteral("wire"), QStringLiteral("wire format (repeatable)"), QStringLiteral("FORMAT")});
    p.process(app);
    auto cfg = kube::Kubeconfig::load({p.value(QStringLiteral("kubeconfig"))}, true);
    if (!cfg) {
        fprintf(stderr, "kubeconfig: %s\n", qPrintable(cfg.error().message));
        return 1;
    }
    auto ctx = cfg->resolve();
    auto clientOr = kube::Client::create(*ctx);
    if (!ctx || !clientOr) {
        fprintf(stderr, "cannot make a client\n");
        return 1;
    }
    // Two clients: the load does not share the watch's connection.
    std::unique_ptr<kube::Client> watchClient = std::move(clientOr).value();
    std::unique_ptr<kube::Client> loadClient = std::move(kube::Client::create(*ctx)).value();
    const int seconds = p.value(QStringLiteral("seconds")).toInt();
    QStringList wires = p.values(QStringLiteral("wire"));
    if (wires.isEmpty())
        wires = {QStringLiteral("json"), QStringLiteral("protobuf"), QStringLiteral("cbor")};

    printf("| wire | writes/s (events produced) | events/s received | lag p50 / p99 / max, 1st half (ms) | "
           "lag p50 / "
           "p99 / max, 2nd half (ms) | store = fresh list at the end | longest event-loop stall (ms) "
           "|\n|---|---:|---:|---:|---:|---:|"
           "---:|\n");
    for (const QString &wireName : std::as_const(wires)) {
        const auto wire = codecs::wireFormatFromName(wireName);
        if (!wire)
            return 2;
        const QString ns =
            QStringLiteral("mado-bench-watch-%1-%2").arg(QCoreApplication::applicationPid()).arg(wireName);
        send(watchClient.get(), "POST", QStringLiteral("/api/v1/namespaces"),
             QStringLiteral(R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"%1"}})")
                 .arg(ns)
                 .toUtf8());

        bench::LoadGenerator::Options opts;
        opts.ns = ns;
        opts.objects = p.value(QStringLiteral("objects")).toInt();
        opts.writesPerSecond = 0;
        opts.inFlight = p.value(QStringLiteral("in-flight")).toInt();
        bench::LoadGenerator load(loadClient.get(), opts);

        kube::WatchRequest req;
        req.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(ns);
        req.wire = *wire;
        kube::Watch *watch = kube::Watch::start(watchClient.get(), req);
        models::WatchStore store;
        store.attach(watch);
        waitFor(watch, SIGNAL(listed()), 30000);

        qint64 startMs = 0, endMs = 0;
        qint64 received = 0;
        QList<qint64> lagFirst, lagSecond;
        QObject::connect(watch, &kube::Watch::events, &app, [&](const QList<kube::WatchEvent> &events) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            for (const kube::WatchEvent &e : events) {
                const qint64 sent = bench::LoadGenerator::sentAtOf(e.object);
                if (sent <= 0 || startMs == 0 || sent < startMs)
                    continue;
                ++received;
                (now < startMs + seconds * 500 ? lagFirst : lagSecond).append(now - sent);
            }
        });
        load.start();
        waitFor(&load, SIGNAL(ready()), 60000);
        mado::test::EventLoopLatency latency;
        latency.start();
        startMs = QDateTime::currentMSecsSinceEpoch();
        const qint64 writesBefore = load.writes();
        sleepMs(seconds * 1000);
        load.stop();
        endMs = QDateTime::currentMSecsSinceEpoch();
        const qint64 writes = load.writes() - writesBefore;
        if (load.inFlight() > 0)
            waitFor(&load, SIGNAL(idle()), 15000);
        sleepMs(2000); // the last events arrive
        latency.stop();
        const double secs = (endMs - startMs) / 1000.0;
        // Nothing lost: every object's last version seen equals a fresh list's.
        const kube::Response fresh = send(watchClient.get(), "GET", req.path);
        bool same = true;
        qsizetype freshCount = 0;
        if (auto doc = codecs::parseJson(fresh.body)) {
            for (const QCborValue &item : (*doc)[QLatin1String("items")].toArray()) {
                ++freshCount;
                const QCborValue mine = store.object(models::WatchStore::keyOf(item));
                same = same && mine[QLatin1String("metadata")][QLatin1String("resourceVersion")] ==
                                   item[QLatin1String("metadata")][QLatin1String("resourceVersion")];
            }
        }
        same = same && freshCount == store.size() && freshCount > 0;
        printf("| %s | %.0f | %.0f | %.0f / %.0f / %.0f | %.0f / %.0f / %.0f | %s | %.1f |\n",
               qPrintable(wireName), writes / secs, received / secs, percentile(lagFirst, 0.5),
               percentile(lagFirst, 0.99), percentile(lagFirst, 1.0), percentile(lagSecond, 0.5),
               percentile(lagSecond, 0.99), percentile(lagSecond, 1.0), same ? "yes" : "NO",
               latency.maxStallMs());
        fflush(stdout);
        watch->stop();
        send(watchClient.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + ns);
    }
    return 0;
}
