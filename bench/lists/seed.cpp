// mado_seed: creates many objects in a cluster fast (concurrent writes through
// one kube::Client), for the list and churn benchmarks.
//
//   mado_seed --kubeconfig FILE [--context C] [--namespaces 100] [--configmaps 100000]
//             [--pods 20000] [--secrets 0] [--payload 64] [--prefix bench] [--concurrency 64]
//
// Namespaces are PREFIX-0..N-1; ConfigMaps cm-I, Secrets secret-I and Pods
// pod-I are spread over them round-robin. Each ConfigMap and Secret carries
// --payload bytes of data (objects with real bodies, for the metadata-only
// comparison), in 1 KiB values. Pods name an image that cannot be pulled and the sandbox has
// no scheduler: they stay Pending. Existing objects (409) count as done, so a
// second run tops up. Prints one JSON line with counts and the rate.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <functional>

namespace {

struct Job {
    QString path;
    QByteArray body;
};

QCborMap meta(const QString &name, const QString &ns, int i) {
    QCborMap m{{QStringLiteral("name"), name},
               {QStringLiteral("labels"), QCborMap{{QStringLiteral("app"), QStringLiteral("bench")},
                                                   {QStringLiteral("shard"), QString::number(i % 16)}}}};
    if (!ns.isEmpty())
        m.insert(QStringLiteral("namespace"), ns);
    return m;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QString kubeconfig, context, prefix = QStringLiteral("bench");
    int namespaces = 100, configmaps = 100000, pods = 20000, secrets = 0, payload = 64, concurrency = 64;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        const QString &k = args.at(i), &v = args.at(i + 1);
        if (k == QLatin1String("--kubeconfig"))
            kubeconfig = v;
        else if (k == QLatin1String("--context"))
            context = v;
        else if (k == QLatin1String("--prefix"))
            prefix = v;
        else if (k == QLatin1String("--namespaces"))
            namespaces = qMax(1, v.toInt());
        else if (k == QLatin1String("--configmaps"))
            configmaps = v.toInt();
        else if (k == QLatin1String("--pods"))
            pods = v.toInt();
        else if (k == QLatin1String("--secrets"))
            secrets = v.toInt();
        else if (k == QLatin1String("--payload"))
            payload = qMax(0, v.toInt());
        else if (k == QLatin1String("--concurrency"))
            concurrency = qMax(1, v.toInt());
    }
    QTextStream err(stderr), out(stdout);
    auto cfg = kube::Kubeconfig::load(kube::Kubeconfig::defaultFiles(kubeconfig), !kubeconfig.isEmpty());
    if (!cfg) {
        err << cfg.error().message << '\n';
        return 1;
    }
    auto ctx = cfg->resolve(context.isEmpty() ? cfg->currentContext() : context);
    if (!ctx) {
        err << ctx.error().message << '\n';
        return 1;
    }
    auto client = kube::Client::create(*ctx);
    if (!client) {
        err << client.error().userMessage() << '\n';
        return 1;
    }
    kube::Client *c = client->get();

    QList<Job> nsJobs, jobs;
    for (int n = 0; n < namespaces; ++n) {
        const QCborMap ns{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                          {QStringLiteral("kind"), QStringLiteral("Namespace")},
                          {QStringLiteral("metadata"),
                           QCborMap{{QStringLiteral("name"), QStringLiteral("%1-%2").arg(prefix).arg(n)}}}};
        nsJobs.append({QStringLiteral("/api/v1/namespaces"), codecs::toJson(ns, codecs::JsonStyle::Compact)});
    }
    // payload bytes of text in values of at most 1 KiB (different per object, so nothing compresses away
    // trivially).
    auto data = [payload](int i, bool base64) {
        QCborMap d{{QStringLiteral("index"),
                    base64 ? QString::fromLatin1(QByteArray::number(i).toBase64()) : QString::number(i)}};
        for (int k = 0, left = payload; left > 0; ++k, left -= 1024) {
            QByteArray chunk;
            chunk.reserve(qMin(left, 1024));
            for (int b = 0; b < qMin(left, 1024); ++b)
                chunk.append(char('a' + (i * 31 + k * 7 + b * 13) % 26));
            d.insert(QStringLiteral("payload-%1").arg(k),
                     base64 ? QString::fromLatin1(chunk.toBase64()) : QString::fromLatin1(chunk));
        }
        return d;
    };
    for (int i = 0; i < secrets; ++i) {
        const QString ns = QStringLiteral("%1-%2").arg(prefix).arg(i % namespaces);
        const QCborMap secret{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                              {QStringLiteral("kind"), QStringLiteral("Secret")},
                              {QStringLiteral("metadata"), meta(QStringLiteral("secret-%1").arg(i), ns, i)},
                              {QStringLiteral("type"), QStringLiteral("Opaque")},
                              {QStringLiteral("data"), data(i, true)}};
        jobs.append({QStringLiteral("/api/v1/namespaces/%1/secrets").arg(ns),
                     codecs::toJson(secret, codecs::JsonStyle::Compact)});
    }
    for (int i = 0; i < configmaps; ++i) {
        const QString ns = QStringLiteral("%1-%2").arg(prefix).arg(i % namespaces);
        const QCborMap cm{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                          {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                          {QStringLiteral("metadata"), meta(QStringLiteral("cm-%1").arg(i), ns, i)},
                          {QStringLiteral("data"), data(i, false)}};
        jobs.append({QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(ns),
                     codecs::toJson(cm, codecs::JsonStyle::Compact)});
    }
    for (int i = 0; i < pods; ++i) {
        const QString ns = QStringLiteral("%1-%2").arg(prefix).arg(i % namespaces);
        const QCborMap pod{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Pod")},
            {QStringLiteral("metadata"), meta(QStringLiteral("pod-%1").arg(i), ns, i)},
            {QStringLiteral("spec"),
             QCborMap{{QStringLiteral("containers"),
                       QCborArray{QCborMap{
                           {QStringLiteral("name"), QStringLiteral("c")},
                           {QStringLiteral("image"), QStringLiteral("registry.invalid/pending:1")}}}}}}};
        jobs.append({QStringLiteral("/api/v1/namespaces/%1/pods").arg(ns),
                     codecs::toJson(pod, codecs::JsonStyle::Compact)});
    }

    QElapsedTimer clock;
    clock.start();
    int created = 0, existed = 0, failed = 0;
    QString firstError;
    auto runAll = [&](const QList<Job> &list, const std::function<void()> &then) {
        auto next = std::make_shared<int>(0);
        auto done = std::make_shared<int>(0);
        auto one = std::make_shared<std::function<void()>>();
        *one = [&, next, done, one, then] {
            if (*next >= list.size())
                return;
            const Job &job = list.at((*next)++);
            kube::Request r;
            r.verb = "POST";
            r.path = job.path;
            r.body = job.body;
            r.contentType = "application/json";
            kube::Call *call = c->send(r);
            QObject::connect(call, &kube::Call::finished, call, [&, call, done, one, then] {
                const kube::CallResult &res = call->result();
                if (res)
                    ++created;
                else if (res.error().httpStatus == 409)
                    ++existed;
                else {
                    ++failed;
                    if (firstError.isEmpty())
                        firstError = res.error().userMessage();
                }
                call->deleteLater();
                if (++*done == list.size())
                    then();
                else
                    (*one)();
            });
        };
        if (list.isEmpty())
            return then();
        for (int k = 0; k < concurrency; ++k)
            (*one)();
    };
    runAll(nsJobs, [&] {
        runAll(jobs, [&] {
            const double s = clock.elapsed() / 1000.0;
            out << QStringLiteral(
                       R"({"created":%1,"existed":%2,"failed":%3,"seconds":%4,"perSecond":%5,"firstError":"%6"})")
                       .arg(created)
                       .arg(existed)
                       .arg(failed)
                       .arg(s, 0, 'f', 1)
                       .arg((created + existed) / qMax(0.001, s), 0, 'f', 0)
                       .arg(firstError.replace(QLatin1Char('"'), QLatin1Char('\'')))
                << Qt::endl;
            QCoreApplication::exit(failed ? 1 : 0);
        });
    });
    return QCoreApplication::exec();
}
