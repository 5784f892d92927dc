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
        ArgParser parser;
        parser.option({"--dir"});
        if (!parseArgs(parser, args))
            return;
        const QStringList &words = parser.positionals();
        if (words.size() != 1 ||
            !QStringList{QStringLiteral("up"), QStringLiteral("down"), QStringLiteral("status")}.contains(
                words.first())) {
            usageError(Cli::tr("sandbox needs one of: up, down, status"));
            return;
        }
        const QString action = words.first();
        const QString dir = parser.value("--dir");
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
        p->setArguments({action, QStringLiteral("--dir"), dir.isEmpty() ? kube::Sandbox::defaultDir() : dir});
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
