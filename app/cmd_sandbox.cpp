// mado sandbox up|down|status [--dir DIR]
#include "app/cli.h"
#include "kube/sandbox.h"

#include <QProcess>

namespace app {

namespace {

class SandboxCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        if (args.isEmpty() ||
            !QStringList{QStringLiteral("up"), QStringLiteral("down"), QStringLiteral("status")}.contains(
                args.first())) {
            usageError(Cli::tr("sandbox needs one of: up, down, status"));
            return;
        }
        QString dir;
        for (qsizetype i = 1; i < args.size(); ++i) {
            if (args.at(i) == QLatin1String("--dir") && i + 1 < args.size()) {
                dir = args.at(++i);
            } else if (args.at(i).startsWith(QLatin1String("--dir="))) {
                dir = args.at(i).mid(6);
            } else {
                usageError(Cli::tr("unknown argument \"%1\" for sandbox").arg(args.at(i)));
                return;
            }
        }
        const QString bin = kube::Sandbox::binary();
        if (bin.isEmpty()) {
            fail(Cli::tr(
                "the sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH."));
            return;
        }
        // The sandbox prints its own JSON line and messages: forward them as they are.
        auto *p = new QProcess(this);
        p->setProcessChannelMode(QProcess::ForwardedChannels);
        p->setProgram(bin);
        p->setArguments(
            {args.first(), QStringLiteral("--dir"), dir.isEmpty() ? kube::Sandbox::defaultDir() : dir});
        connect(p, &QProcess::finished, this, [this](int code, QProcess::ExitStatus st) {
            finish(st == QProcess::NormalExit ? code : ExitError);
        });
        connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                fail(Cli::tr("cannot run mado-sandbox: %1").arg(p->errorString()));
        });
        p->start();
    }
};

} // namespace

Command *makeSandboxCommand(const GlobalOptions &options, QObject *parent) {
    return new SandboxCommand(options, parent);
}

} // namespace app
