// bench_lists: how long Mado takes to fill a list model (headless) or a list
// view (a window, offscreen), with the time to the first rows, bytes, peak RSS
// and the longest GUI-thread stall (an event-loop probe). One JSON line.
//
//   bench_lists --kubeconfig FILE [--resource configmaps] [--shape table|metadata|objects]
//               [--page-size 500] [--window] [--live] [--namespace NS] [--parallel K]
//
// Without --live the model loads a snapshot (every page through TableFetch);
// with it, as the window does by default: a first page, then the rows from the
// shared list-then-watch (finished when its store has synced; bytes then count
// the first page only). --live lists and watches a collection of more than
// 20,000 objects as 4 shard streams (the window's default; --parallel K sets
// the number, 1 one stream).
#include "eventlooplatency.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/kubeconfig.h"
#include "models/resourcelistmodel.h"
#include "views/resourcelistview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <sys/resource.h>

int main(int argc, char *argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QElapsedTimer clock;
    QString kubeconfig, resource = QStringLiteral("configmaps"), shape = QStringLiteral("table"), ns;
    int pageSize = 500, parallel = -1;
    bool window = false, live = false;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString &k = args.at(i);
        const QString v = args.value(i + 1);
        if (k == QLatin1String("--window")) {
            window = true;
            continue;
        }
        if (k == QLatin1String("--live")) { // the window's default: the shared list-then-watch
            live = true;
            continue;
        }
        ++i;
        if (k == QLatin1String("--kubeconfig"))
            kubeconfig = v;
        else if (k == QLatin1String("--resource"))
            resource = v;
        else if (k == QLatin1String("--shape"))
            shape = v;
        else if (k == QLatin1String("--page-size"))
            pageSize = v.toInt();
        else if (k == QLatin1String("--namespace"))
            ns = v;
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
    kube::Discovery *discovery = kube::Discovery::start(client->get());
    QObject::connect(discovery, &kube::Discovery::finished, &app, [&] {
        const auto catalog = discovery->result();
        if (!catalog) {
            err << catalog.error().userMessage() << '\n';
            return QCoreApplication::exit(1);
        }
        auto r = catalog->resolve(resource);
        if (!r) {
            err << r.error().message << '\n';
            return QCoreApplication::exit(1);
        }
        models::ListQuery q;
        q.resource = *r;
        if (!ns.isEmpty())
            q.namespaces = {ns};
        q.pageSize = pageSize;
        q.shape = shape == QLatin1String("metadata")  ? models::ListShape::Metadata
                  : shape == QLatin1String("objects") ? models::ListShape::Objects
                                                      : models::ListShape::Table;
        if (parallel >= 1)
            q.parallel = parallel;
        auto *model = new models::ResourceListModel;
        model->setLive(live);
        auto *probe = new mado::test::EventLoopLatency(5);
        QObject::connect(
            model, &models::ResourceListModel::finished, &app,
            [&, model, probe](const models::TableResult &res) {
                const qint64 ms = clock.elapsed();
                probe->stop();
                struct rusage ru {};
                getrusage(RUSAGE_SELF, &ru);
                out << QStringLiteral(
                           R"({"shape":"%1","window":%2,"live":%12,"shared":%13,"ok":%3,"rows":%4,"pages":%5,"bytes":%6,"ms":%7,)"
                           R"("firstRowsMs":%8,"peakRssMB":%9,"maxStallMs":%10,"maxLatenessMs":%11,"streams":%14})")
                           .arg(shape, window ? QStringLiteral("true") : QStringLiteral("false"),
                                res.ok() ? QStringLiteral("true") : QStringLiteral("false"))
                           .arg(model->rowCount())
                           .arg(model->pagesLoaded())
                           .arg(model->bytesReceived())
                           .arg(ms)
                           .arg(model->firstRowsMs())
                           .arg(ru.ru_maxrss / 1024.0, 0, 'f', 1)
                           .arg(probe->maxStallMs(), 0, 'f', 1)
                           .arg(probe->maxLatenessMs(), 0, 'f', 1)
                           .arg(live ? QStringLiteral("true") : QStringLiteral("false"),
                                model->sharedWatch() ? QStringLiteral("true") : QStringLiteral("false"))
                           .arg(model->streams())
                    << Qt::endl;
                QCoreApplication::exit(res.ok() ? 0 : 1);
            });
        probe->start();
        clock.start();
        if (window) {
            auto *view = new views::ResourceListView(model);
            view->resize(1200, 800);
            view->show();
            model->setQuery(client->get(), q);
        } else {
            model->setQuery(client->get(), q);
        }
    });
    return QApplication::exec();
}
