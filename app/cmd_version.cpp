// mado version: the client's version and the server's /version.
#include "app/cli.h"
#include "codecs/json.h"

namespace app {

namespace {

class VersionCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        if (!parseArgs(parser, args))
            return;
        if (!parser.positionals().isEmpty()) {
            usageError(Cli::tr("unexpected argument \"%1\"").arg(parser.positionals().first()));
            return;
        }
        out() << Cli::tr("Client Version: mado %1").arg(QLatin1String(MADO_VERSION)) << '\n';
        kube::Client *client = makeClient();
        if (!client)
            return;
        kube::Call *call = client->get(QStringLiteral("/version"));
        connect(call, &kube::Call::finished, this, [this, call] {
            const kube::CallResult &r = call->result();
            if (!r) {
                fail(r.error().userMessage());
                return;
            }
            auto doc = codecs::parseJson(r->body);
            if (!doc) {
                fail(doc.error().message);
                return;
            }
            out() << Cli::tr("Server Version: %1").arg((*doc)[QLatin1String("gitVersion")].toString())
                  << '\n';
            finish(ExitOk);
        });
    }
};

} // namespace

Command *makeVersionCommand(const GlobalOptions &options, QObject *parent) {
    return new VersionCommand(options, parent);
}

} // namespace app
