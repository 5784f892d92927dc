// bench_listchurn: a live list under a steady write load. Two list views
// (offscreen) show the same collection, so they share one list-then-watch,
// while a load generator writes at --rate writes/s (every tenth write a
// delete and re-create). Measures the longest GUI-thread stall, RSS after the
// warm-up and at the end, and checks at the end that both views equal a
// fresh list (names) and the shared store equals it (names and
// resourceVersions). One JSON line.
//
//   ConfigMaps in one namespace (bench::LoadGenerator creates them):
//   bench_listchurn --kubeconfig FILE [--namespace bench-churn] [--objects 2000]
//                   [--rate 200] [--seconds 120] [--warmup 15]
//   Pods seeded by mado_seed (--prefix churn --namespaces 20 --pods 20000),
//   all namespaces, label app=bench (bench::PodChurn patches and re-creates them):
//   bench_listchurn --kubeconfig FILE --resource pods [--prefix churn] [--namespaces 20]
//                   [--objects 20000] [--rate 200] [--seconds 600] [--warmup 60] [--parallel K]
#include "bench/lists/podchurn.h"
#include "bench/watch/loadgen.h"
#include "eventlooplatency.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/kubeconfig.h"
#include "models/resourcelistmodel.h"
#include "models/watch/watchregistry.h"
#include "views/resourcelistview.h"

#include "codecs/json.h"

#include <QApplication>
#include <QCborArray>
#include <QCborMap>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QTextStream>
#include <QTimer>
#include <QUrlQuery>

namespace {

double rssMB() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1;
}

} // namespace

int main(int argc, char *argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QString kubeconfig, ns = QStringLiteral("bench-churn"), resource = QStringLiteral("configmaps"),
                        prefix = QStringLiteral("churn");
    int objects = 2000, seconds = 120, warmup = 15, namespaces = 20, parallel = -1;
    double rate = 200;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        const QString &k = args.at(i), &v = args.at(i + 1);
        if (k == QLatin1String("--kubeconfig"))
            kubeconfig = v;
        else if (k == QLatin1String("--namespace"))
            ns = v;
        else if (k == QLatin1String("--objects"))
            objects = v.toInt();
        else if (k == QLatin1String("--rate"))
            rate = v.toDouble();
        else if (k == QLatin1String("--seconds"))
            seconds = v.toInt();
        else if (k == QLatin1String("--warmup"))
            warmup = v.toInt();
        else if (k == QLatin1String("--resource"))
            resource = v;
        else if (k == QLatin1String("--prefix"))
            prefix = v;
        else if (k == QLatin1String("--namespaces"))
            namespaces = v.toInt();
        else if (k == QLatin1String("--parallel"))
            parallel = v.toInt();
    }
    QTextStream err(stderr), out(stdout);
    auto cfg = kube::Kubeconfig::load(kube::Kubeconfig::defaultFiles(kubeconfig), !kubeconfig.isEmpty());
    if (!cfg)
        return err << cfg.error().message << '\n', 1;
    auto ctx = cfg->resolve(cfg->currentContext());
    if (!ctx)
        return err << ctx.error().message << '\n', 1;
    auto client = kube::Client::create(*ctx);
    if (!client)
        return err << client.error().userMessage() << '\n', 1;
    kube::Client *c = client->get();

    const bool pods = resource == QLatin1String("pods");
    bench::LoadGenerator *load = nullptr;
    bench::PodChurn *churn = nullptr;
    if (pods) {
        bench::PodChurn::Options po;
        po.prefix = prefix;
        po.namespaces = namespaces;
        po.pods = objects;
        po.writesPerSecond = rate;
        churn = new bench::PodChurn(c, po, &app);
    } else {
        // The namespace (an existing one is fine).
        kube::Request mkns;
        mkns.verb = "POST";
        mkns.path = QStringLiteral("/api/v1/namespaces");
        mkns.contentType = "application/json";
        mkns.body = QStringLiteral(R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"%1"}})")
                        .arg(ns)
                        .toUtf8();
        c->send(mkns);
        bench::LoadGenerator::Options lo;
        lo.ns = ns;
        lo.prefix = QStringLiteral("churn-");
        lo.objects = objects;
        lo.writesPerSecond = rate;
        lo.inFlight = 32;
        lo.deleteEvery = 10;
        load = new bench::LoadGenerator(c, lo, &app);
    }
    auto writes = [&] {
        return pods ? churn->writes() : load->writes();
    };
    auto failures = [&] {
        return pods ? churn->failures() : load->failures();
    };
    auto writeRate = [&] {
        return pods ? churn->rate() : load->rate();
    };
    // ns/name of a fresh list's item, as the store keys it.
    auto keyOf = [](const QCborValue &meta) {
        QString key = meta[QLatin1String("namespace")].toString();
        key.append(QLatin1Char('/'));
        key.append(meta[QLatin1String("name")].toString());
        return key;
    };
    models::WatchRegistry registry;
    QList<views::ResourceListView *> views;
    mado::test::EventLoopLatency probe(5);
    QElapsedTimer clock;
    double rssWarm = -1, rssPeak = 0;
    auto *sampler = new QTimer(&app);
    sampler->setInterval(1000);
    QObject::connect(sampler, &QTimer::timeout, &app, [&] {
        rssPeak = std::max(rssPeak, rssMB());
        if (rssWarm < 0 && clock.elapsed() >= warmup * 1000) {
            rssWarm = rssMB();
            probe.stop();
            probe.start(); // the stall after the warm-up
        }
    });

    auto finish = [&] {
        // The end: the views and the store against a fresh list.
        const double rssEnd = rssMB();
        probe.stop();
        QUrlQuery query;
        if (pods)
            query.addQueryItem(QStringLiteral("labelSelector"), QStringLiteral("app=bench"));
        kube::Call *list = c->get(pods ? QStringLiteral("/api/v1/pods")
                                       : QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(ns),
                                  query);
        QObject::connect(list, &kube::Call::finished, &app, [&, list, rssEnd] {
            const auto r = list->result();
            if (!r) {
                err << r.error().userMessage() << '\n';
                return QCoreApplication::exit(1);
            }
            QHash<QString, QString> fresh; // ns/name -> resourceVersion
            for (const QCborValue &item :
                 codecs::parseJson(r->body)->toMap()[QLatin1String("items")].toArray()) {
                const QCborValue meta = item[QLatin1String("metadata")];
                fresh.insert(keyOf(meta), meta[QLatin1String("resourceVersion")].toString());
            }
            bool viewsEqual = true;
            for (views::ResourceListView *v : std::as_const(views)) {
                const models::ResourceListModel *m = v->model();
                viewsEqual = viewsEqual && m->rowCount() == fresh.size();
                for (auto it = fresh.cbegin(); viewsEqual && it != fresh.cend(); ++it)
                    viewsEqual = m->rowOf(it.key().section(QLatin1Char('/'), 0, 0),
                                          it.key().section(QLatin1Char('/'), 1)) >= 0;
            }
            const models::WatchStore *store = views.first()->model()->sharedWatch()->store();
            bool storeEqual = store->size() == fresh.size();
            for (auto it = fresh.cbegin(); storeEqual && it != fresh.cend(); ++it) {
                const QCborValue o = store->object(it.key());
                storeEqual =
                    kube::watchObjectMetadata(o)[QLatin1String("resourceVersion")].toString() == it.value();
            }
            out << QStringLiteral(
                       R"({"resource":"%16","streams":%17,"objects":%1,"rateAsked":%2,"writes":%3,"failures":%4,"rate":%5,)"
                       R"("seconds":%6,"eventsApplied":%7,"sharedWatches":%8,"maxStallMs":%9,)"
                       R"("rssWarmMB":%10,"rssEndMB":%11,"rssPeakMB":%12,"growthPct":%13,)"
                       R"("viewsEqualFreshList":%14,"storeEqualFreshList":%15})")
                       .arg(objects)
                       .arg(rate)
                       .arg(writes())
                       .arg(failures())
                       .arg(writeRate(), 0, 'f', 1)
                       .arg(seconds)
                       .arg(views.first()->model()->eventsApplied())
                       .arg(registry.size())
                       .arg(probe.maxStallMs(), 0, 'f', 1)
                       .arg(rssWarm, 0, 'f', 1)
                       .arg(rssEnd, 0, 'f', 1)
                       .arg(rssPeak, 0, 'f', 1)
                       .arg(rssWarm > 0 ? (rssEnd - rssWarm) / rssWarm * 100 : -1, 0, 'f', 1)
                       .arg(viewsEqual ? QStringLiteral("true") : QStringLiteral("false"),
                            storeEqual ? QStringLiteral("true") : QStringLiteral("false"))
                       .arg(resource)
                       .arg(views.first()->model()->streams())
                << Qt::endl;
            QCoreApplication::exit(viewsEqual && storeEqual ? 0 : 1);
        });
    };

    auto openViews = [&] {
        kube::Discovery *discovery = kube::Discovery::start(c);
        QObject::connect(discovery, &kube::Discovery::finished, &app, [&, discovery] {
            const auto catalog = discovery->result();
            if (!catalog) {
                err << catalog.error().userMessage() << '\n';
                return QCoreApplication::exit(1);
            }
            models::ListQuery q;
            q.resource = *catalog->resolve(resource);
            if (pods)
                q.labelSelector = QStringLiteral("app=bench"); // all namespaces
            else
                q.namespaces = {ns};
            if (parallel >= 1) {
                q.parallel = parallel;
                q.parallelThreshold = 0;
            }
            for (int i = 0; i < 2; ++i) {
                auto *model = new models::ResourceListModel;
                model->setWatchRegistry(&registry);
                auto *view = new views::ResourceListView(model);
                view->resize(1200, 800);
                view->show();
                model->setQuery(c, q);
                views.append(view);
            }
            clock.start();
            probe.start();
            sampler->start();
            if (pods) // the load begins with the list
                churn->start();
            QTimer::singleShot(seconds * 1000, &app, [&] {
                pods ? churn->stop() : load->stop();
                sampler->stop();
            });
        });
    };
    // Every write answered; the last events need a moment to arrive.
    if (pods) {
        QObject::connect(churn, &bench::PodChurn::idle, &app,
                         [&] { QTimer::singleShot(3000, &app, finish); });
        openViews();
    } else {
        QObject::connect(load, &bench::LoadGenerator::ready, &app, openViews);
        QObject::connect(load, &bench::LoadGenerator::idle, &app,
                         [&] { QTimer::singleShot(3000, &app, finish); });
        load->start();
    }
    return QApplication::exec();
}
