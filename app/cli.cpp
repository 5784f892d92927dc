#include "app/cli.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "kube/sandbox.h"

#include <QProcess>
#include <QTextStream>

namespace app {

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}
QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}
} // namespace

Cli::Cli(const GlobalOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
{
}

QString Cli::usage()
{
    return tr("Usage: mado [OPTIONS] [SUBCOMMAND [ARGS]]\n"
              "\n"
              "Without a subcommand Mado opens its window.\n"
              "\n"
              "Subcommands:\n"
              "  sandbox up|down|status [--dir DIR]   run the local sandbox cluster\n"
              "  version                              print the client and server versions\n"
              "\n"
              "Global options (before or after the subcommand):\n"
              "  --kubeconfig FILE    the kubeconfig file to use\n"
              "  --context NAME       the kubeconfig context to use\n"
              "  -n, --namespace NS   the namespace to use\n"
              "  --lang en|uk|ja      the language of messages and the window\n"
              "  --sandbox            (window) connect to the local sandbox\n"
              "  --version            print Mado's version\n"
              "  -h, --help           print this help\n");
}

void Cli::finish(int code)
{
    m_exitCode = code;
    out().flush();
    err().flush();
    QCoreApplication::exit(code);
}

void Cli::usageError(const QString &message)
{
    err() << tr("mado: %1").arg(message) << "\n\n" << usage();
    err().flush();
    m_exitCode = ExitUsage;
}

bool Cli::start()
{
    if (!m_options.error.isEmpty()) {
        usageError(tr("the option %1 needs a valid value").arg(m_options.error));
        return false;
    }
    const QStringList rest = m_options.rest;
    if (rest.isEmpty()) {
        usageError(tr("no subcommand given"));
        return false;
    }
    const QString sub = rest.first();
    const QStringList args = rest.mid(1);
    if (sub == QLatin1String("sandbox"))
        runSandbox(args);
    else if (sub == QLatin1String("version"))
        runVersion(args);
    else {
        usageError(tr("unknown subcommand \"%1\"").arg(sub));
        return false;
    }
    return m_exitCode != ExitUsage;
}

void Cli::runSandbox(const QStringList &args)
{
    if (args.isEmpty() || !QStringList{QStringLiteral("up"), QStringLiteral("down"), QStringLiteral("status")}.contains(args.first())) {
        usageError(tr("sandbox needs one of: up, down, status"));
        return;
    }
    QString dir;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--dir") && i + 1 < args.size()) {
            dir = args.at(++i);
        } else if (args.at(i).startsWith(QLatin1String("--dir="))) {
            dir = args.at(i).mid(6);
        } else {
            usageError(tr("unknown argument \"%1\" for sandbox").arg(args.at(i)));
            return;
        }
    }
    const QString bin = kube::Sandbox::binary();
    if (bin.isEmpty()) {
        err() << tr("mado: the sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.") << '\n';
        QMetaObject::invokeMethod(this, [this] { finish(ExitError); }, Qt::QueuedConnection);
        return;
    }
    // The sandbox prints its own JSON line and messages: forward them as they are.
    auto *p = new QProcess(this);
    p->setProcessChannelMode(QProcess::ForwardedChannels);
    p->setProgram(bin);
    p->setArguments({args.first(), QStringLiteral("--dir"), dir.isEmpty() ? kube::Sandbox::defaultDir() : dir});
    connect(p, &QProcess::finished, this, [this](int code, QProcess::ExitStatus st) {
        finish(st == QProcess::NormalExit ? code : ExitError);
    });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        err() << tr("mado: cannot run mado-sandbox: %1").arg(p->errorString()) << '\n';
        finish(ExitError);
    });
    p->start();
}

void Cli::runVersion(const QStringList &args)
{
    if (!args.isEmpty()) {
        usageError(tr("unknown argument \"%1\" for version").arg(args.first()));
        return;
    }
    out() << tr("Client Version: mado %1").arg(QLatin1String(MADO_VERSION)) << '\n';
    auto cfg = kube::Kubeconfig::load(kube::Kubeconfig::defaultFiles(m_options.kubeconfig), !m_options.kubeconfig.isEmpty());
    if (!cfg) {
        err() << tr("mado: %1").arg(cfg.error().message) << '\n';
        QMetaObject::invokeMethod(this, [this] { finish(ExitError); }, Qt::QueuedConnection);
        return;
    }
    auto ctx = cfg->resolve(m_options.context);
    if (!ctx) {
        err() << tr("mado: %1").arg(ctx.error().message) << '\n';
        QMetaObject::invokeMethod(this, [this] { finish(ExitError); }, Qt::QueuedConnection);
        return;
    }
    auto client = kube::Client::create(*ctx, this);
    if (!client) {
        err() << tr("mado: %1").arg(client.error().userMessage()) << '\n';
        QMetaObject::invokeMethod(this, [this] { finish(ExitError); }, Qt::QueuedConnection);
        return;
    }
    kube::Client *c = std::move(client).value().release();
    kube::Call *call = c->get(QStringLiteral("/version"));
    connect(call, &kube::Call::finished, this, [this, call] {
        const auto &r = call->result();
        if (!r) {
            err() << tr("mado: %1").arg(r.error().userMessage()) << '\n';
            finish(ExitError);
            return;
        }
        auto doc = codecs::parseJson(r->body);
        if (!doc) {
            err() << tr("mado: %1").arg(doc.error().message) << '\n';
            finish(ExitError);
            return;
        }
        out() << tr("Server Version: %1").arg((*doc)[QLatin1String("gitVersion")].toString()) << '\n';
        finish(ExitOk);
    });
}

} // namespace app
