// The watch pane under the highest event rate the sandbox produces.
//
// A writer process (this binary with --load) keeps N merge patches of
// configmaps in flight against the sandbox for D seconds and prints each
// second how many writes the server acknowledged. The main process shows a
// Watch dock (offscreen) on that namespace's configmaps and measures:
// events per second the pane received, the backlog (writes acknowledged minus
// MODIFIED events shown) each second and after the load ends, the longest GUI
// stall (tests/common/eventlooplatency.h), and the process's memory with the
// event table capped at --cap rows.
//
// usage: bench_watchpane --kubeconfig FILE [--seconds 20] [--inflight 32] [--cap 10000]
#include "eventlooplatency.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "models/watch/flightrecorder.h"
#include "models/watch/watchfeed.h"
#include "views/watch/watchdock.h"
#include "views/watch/watchpane.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTimer>

#include <cstdio>

namespace {

std::unique_ptr<kube::Client> makeClient(const QString &kubeconfig) {
    auto cfg = kube::Kubeconfig::load({kubeconfig}, true);
    if (!cfg)
        qFatal("kubeconfig: %s", qPrintable(cfg.error().message));
    auto ctx = cfg->resolve(cfg->currentContext());
    if (!ctx)
        qFatal("context: %s", qPrintable(ctx.error().message));
    auto client = kube::Client::create(*ctx);
    if (!client)
        qFatal("client: %s", qPrintable(client.error().userMessage()));
    return std::move(client).value();
}

qint64 rssKiB() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

kube::CallResult sendAndWait(kube::Client *client, const kube::Request &r) {
    kube::Call *call = client->send(r);
    QEventLoop loop;
    QObject::connect(call, &kube::Call::finished, &loop, &QEventLoop::quit);
    loop.exec();
    kube::CallResult res = call->result();
    call->deleteLater();
    return res;
}

/// --load: patch configmaps as fast as the server takes them; prints "acked N" each second.
/// Every patch changes the object (the values never repeat, and the seed's is
/// "seed"): a patch that changes nothing is acknowledged but makes no event,
/// which once made the count of events one short of the acknowledged writes.
int runLoad(const QString &kubeconfig, const QString &ns, int objects, int inflight, int seconds) {
    auto client = makeClient(kubeconfig);
    qint64 acked = 0;
    qint64 failed = 0;
    qint64 next = 0;
    QElapsedTimer clock;
    clock.start();
    std::function<void()> one = [&] {
        if (clock.elapsed() >= seconds * 1000LL)
            return;
        kube::Request r;
        r.verb = "PATCH";
        r.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/load-%2").arg(ns).arg(next % objects);
        r.contentType = "application/merge-patch+json";
        r.body = QStringLiteral(R"({"data":{"n":"%1"}})").arg(next).toUtf8();
        ++next;
        kube::Call *call = client->send(r);
        QObject::connect(call, &kube::Call::finished, call, [&, call] {
            if (call->result())
                ++acked;
            else
                ++failed;
            call->deleteLater();
            one();
        });
    };
    for (int i = 0; i < inflight; ++i)
        one();
    QTimer tick;
    tick.setInterval(1000);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        std::printf("acked %lld failed %lld\n", (long long)acked, (long long)failed);
        std::fflush(stdout);
        if (clock.elapsed() >= seconds * 1000LL + 3000)
            qApp->quit();
    });
    tick.start();
    return qApp->exec();
}

} // namespace

int main(int argc, char **argv) {
    const bool load = argc > 1 && qstrcmp(argv[1], "--load") == 0;
    if (!load && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app(load ? new QCoreApplication(argc, argv)
                                               : new QApplication(argc, argv));
    QCommandLineParser p;
    p.addOption({QStringLiteral("load"), QStringLiteral("run as the writer")});
    p.addOption({QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig"), QStringLiteral("FILE"),
                 qEnvironmentVariable("MADO_TEST_KUBECONFIG")});
    p.addOption({QStringLiteral("namespace"), QStringLiteral("namespace"), QStringLiteral("NS"),
                 QStringLiteral("mado-bench-watchpane")});
    p.addOption({QStringLiteral("seconds"), QStringLiteral("load duration"), QStringLiteral("S"),
                 QStringLiteral("20")});
    p.addOption({QStringLiteral("inflight"), QStringLiteral("writes in flight"), QStringLiteral("N"),
                 QStringLiteral("32")});
    p.addOption({QStringLiteral("objects"), QStringLiteral("configmaps written"), QStringLiteral("N"),
                 QStringLiteral("50")});
    p.addOption({QStringLiteral("cap"), QStringLiteral("event table rows"), QStringLiteral("N"),
                 QStringLiteral("10000")});
    p.process(*app);
    const QString kubeconfig = p.value(QStringLiteral("kubeconfig"));
    const QString ns = p.value(QStringLiteral("namespace"));
    const int seconds = p.value(QStringLiteral("seconds")).toInt();
    const int inflight = p.value(QStringLiteral("inflight")).toInt();
    const int objects = p.value(QStringLiteral("objects")).toInt();
    if (load)
        return runLoad(kubeconfig, ns, objects, inflight, seconds);

    auto client = makeClient(kubeconfig);
    {
        kube::Request r;
        r.verb = "POST";
        r.path = QStringLiteral("/api/v1/namespaces");
        r.contentType = "application/json";
        r.body = QStringLiteral(R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"%1"}})")
                     .arg(ns)
                     .toUtf8();
        (void)sendAndWait(client.get(), r); // 409 when it exists: fine
        for (int i = 0; i < objects; ++i) {
            r.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(ns);
            r.body =
                QStringLiteral(
                    R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"load-%1"},"data":{"n":"seed"}})")
                    .arg(i)
                    .toUtf8();
            (void)sendAndWait(client.get(), r);
        }
    }

    kube::ApiResource cm;
    cm.version = QStringLiteral("v1");
    cm.name = QStringLiteral("configmaps");
    cm.kind = QStringLiteral("ConfigMap");
    cm.namespaced = true;
    cm.verbs = {QStringLiteral("list"), QStringLiteral("watch")};
    views::WatchDock dock;
    dock.resize(1200, 600);
    dock.show();
    views::WatchPane *pane = dock.watchCollection(client.get(), cm, ns, QStringLiteral("bench"), QString());
    auto *model = pane->feed()->model();
    model->setCap(p.value(QStringLiteral("cap")).toInt());
    qint64 modified = 0;
    QObject::connect(pane->feed(), &models::watch::WatchFeed::ingested,
                     [&](const QList<models::watch::WatchRecord> &rs) {
                         for (const auto &r : rs)
                             modified += r.kind == models::watch::WatchRecord::Kind::Event &&
                                         r.type == QLatin1String("MODIFIED");
                     });
    // Wait for the initial state.
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 20000) {
            bool ended = false;
            for (int r = 0; r < model->rowCount() && !ended; ++r)
                ended = model->record(r).initialEventsEnd;
            if (ended)
                break;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        }
    }
    const qint64 rssBefore = rssKiB();

    mado::test::EventLoopLatency probe;
    QProcess writer;
    qint64 acked = 0;
    QList<qint64> backlog;
    QList<qint64> rates;
    qint64 lastModified = 0;
    qint64 maxRss = rssBefore;
    QObject::connect(&writer, &QProcess::readyReadStandardOutput, [&] {
        while (writer.canReadLine()) {
            const QList<QByteArray> f = writer.readLine().trimmed().split(' ');
            if (f.size() >= 2 && f.at(0) == "acked")
                acked = f.at(1).toLongLong();
        }
    });
    QTimer second;
    second.setInterval(1000);
    QObject::connect(&second, &QTimer::timeout, [&] {
        backlog.append(acked - modified);
        rates.append(modified - lastModified);
        lastModified = modified;
        maxRss = std::max(maxRss, rssKiB());
    });
    probe.start();
    second.start();
    writer.start(QCoreApplication::applicationFilePath(),
                 {QStringLiteral("--load"), QStringLiteral("--kubeconfig"), kubeconfig,
                  QStringLiteral("--namespace"), ns, QStringLiteral("--seconds"), QString::number(seconds),
                  QStringLiteral("--inflight"), QString::number(inflight), QStringLiteral("--objects"),
                  QString::number(objects)});
    QEventLoop loop;
    QObject::connect(&writer, &QProcess::finished, &loop, &QEventLoop::quit);
    loop.exec();
    // Catch-up after the writer ended: until every acknowledged write is shown.
    QElapsedTimer catchUp;
    catchUp.start();
    while (modified < acked && catchUp.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    const qint64 catchUpMs = catchUp.elapsed();
    probe.stop();
    second.stop();

    qint64 peakRate = 0;
    for (qint64 r : rates)
        peakRate = std::max(peakRate, r);
    qint64 maxBacklog = 0;
    for (qint64 b : backlog)
        maxBacklog = std::max(maxBacklog, b);
    const int half = int(backlog.size()) / 2;
    qint64 firstHalf = 0, secondHalf = 0;
    for (int i = 0; i < backlog.size(); ++i) {
        qint64 &worst = i < half ? firstHalf : secondHalf;
        worst = std::max(worst, backlog.at(i));
    }
    std::printf("writes acknowledged: %lld in %d s (%.0f/s)\n", (long long)acked, seconds,
                double(acked) / seconds);
    std::printf("MODIFIED events shown: %lld; peak %lld/s\n", (long long)modified, (long long)peakRate);
    std::printf("backlog (acked - shown) per second: max %lld; max in first half %lld, second half %lld\n",
                (long long)maxBacklog, (long long)firstHalf, (long long)secondHalf);
    std::printf("caught up %lld ms after the writer ended (%s)\n", (long long)catchUpMs,
                modified >= acked ? "all shown" : "NOT all shown");
    std::printf("%s\n", qPrintable(probe.summary()));
    std::printf("rows kept: %d (cap %d, %lld dropped); recorder: %lld records, ~%lld MiB\n",
                model->rowCount(), model->cap(), (long long)model->droppedCount(),
                (long long)pane->feed()->recorder()->size(),
                (long long)(pane->feed()->recorder()->footprint() >> 20));
    std::printf("RSS: %lld MiB before the load, peak %lld MiB, after %lld MiB\n",
                (long long)(rssBefore >> 10), (long long)(maxRss >> 10), (long long)(rssKiB() >> 10));
    {
        kube::Request r;
        r.verb = "DELETE";
        r.path = QStringLiteral("/api/v1/namespaces/%1").arg(ns);
        (void)sendAndWait(client.get(), r);
    }
    return 0;
}
