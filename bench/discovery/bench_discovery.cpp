// Time from connect to a filled resource tree, side by side with peers in the
// same run: `kubectl api-resources` and `mado api-resources` as whole processes,
// and Mado's in-process connect -> discovery -> tree. Prints medians and ratios.
//
// usage: bench_discovery --kubeconfig FILE [--runs N] [--mado PATH]
#include "kube/client.h"
#include "kube/discovery.h"
#include "models/resourcetreemodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double timeProcess(const QString &program, const QStringList &args) {
    QProcess p;
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    p.waitForFinished(120000);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return ms;
}

double timeInProcess(const kube::ResolvedContext &ctx, int *resources) {
    QElapsedTimer t;
    t.start();
    auto client = kube::Client::create(ctx);
    if (!client)
        qFatal("%s", qPrintable(client.error().userMessage()));
    kube::Discovery *discovery = kube::Discovery::start(client->get());
    models::ResourceTreeModel tree;
    QEventLoop loop;
    QObject::connect(discovery, &kube::Discovery::finished, &loop, [&] {
        if (!discovery->result())
            qFatal("%s", qPrintable(discovery->result().error().userMessage()));
        tree.setCatalog(*discovery->result());
        *resources = int(discovery->result()->resources.size());
        loop.quit();
    });
    loop.exec();
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QString kubeconfig;
    QString mado = QCoreApplication::applicationDirPath() + QLatin1String("/mado");
    int runs = 15;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--kubeconfig"))
            kubeconfig = args[i + 1];
        else if (args[i] == QLatin1String("--runs"))
            runs = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--mado"))
            mado = args[i + 1];
    }
    if (kubeconfig.isEmpty())
        qFatal("usage: bench_discovery --kubeconfig FILE [--runs N] [--mado PATH]");
    auto cfg = kube::Kubeconfig::load({kubeconfig}, true);
    if (!cfg)
        qFatal("%s", qPrintable(cfg.error().message));
    auto ctx = cfg->resolve();
    if (!ctx)
        qFatal("%s", qPrintable(ctx.error().message));

    std::vector<double> kubectl, madoCli, inProcess;
    int resources = 0;
    const QStringList kargs{QStringLiteral("--kubeconfig"), kubeconfig, QStringLiteral("api-resources")};
    const QStringList margs{QStringLiteral("api-resources"), QStringLiteral("--kubeconfig"), kubeconfig};
    timeProcess(QStringLiteral("kubectl"), kargs); // warm-up: page cache, server caches
    timeProcess(mado, margs);
    for (int i = 0; i < runs; ++i) { // interleaved, so load changes hit all three alike
        kubectl.push_back(timeProcess(QStringLiteral("kubectl"), kargs));
        madoCli.push_back(timeProcess(mado, margs));
        inProcess.push_back(timeInProcess(*ctx, &resources));
    }
    QTextStream out(stdout);
    const double k = median(kubectl), m = median(madoCli), p = median(inProcess);
    out << "runs: " << runs << ", resources in catalog: " << resources << "\n";
    out << QStringLiteral("kubectl api-resources (process)      median %1 ms\n").arg(k, 0, 'f', 1);
    out << QStringLiteral("mado api-resources (process)         median %1 ms   ratio to kubectl %2\n")
               .arg(m, 0, 'f', 1)
               .arg(m / k, 0, 'f', 2);
    out << QStringLiteral("mado connect -> filled tree (in app) median %1 ms   ratio to kubectl %2\n")
               .arg(p, 0, 'f', 1)
               .arg(p / k, 0, 'f', 2);
    return 0;
}
