#include "app/cli.h"

#include <QTextStream>

namespace app {

Cli::Cli(const GlobalOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options) {}

QString Cli::usage() {
    QString text = tr("Usage: mado [OPTIONS] [SUBCOMMAND [ARGS]]\n"
                      "\n"
                      "Without a subcommand Mado opens its window.\n"
                      "\n"
                      "Subcommands:\n");
    for (const CommandInfo &c : commands())
        text += QLatin1String("  ") + tr(c.synopsis) + QLatin1Char('\n');
    text += tr("\n"
               "Global options (before or after the subcommand):\n"
               "  --kubeconfig FILE    the kubeconfig file to use\n"
               "  --context NAME       the kubeconfig context to use\n"
               "  -n, --namespace NS   the namespace to use\n"
               "  --lang en|uk|ja      the language of messages and the window\n"
               "  --request-timeout S  give up a request when the server sends nothing for S seconds\n"
               "                       (default 60; 0: wait forever)\n"
               "  --sandbox            (window) connect to the local sandbox\n"
               "  --version            print Mado's version\n"
               "  -h, --help           print this help\n");
    text += tr("  -v, --v LEVEL        log requests on standard error: 6 each request, 8 with headers\n"
               "                       (credentials masked)\n");
    text += tr("  --as USER            act as USER (impersonation, as the kubeconfig's as)\n"
               "  --as-group GROUP     act as a member of GROUP (with --as; Mado sends one)\n"
               "  --as-uid UID         act with this uid (with --as)\n");
    return text;
}

QString Cli::commandHelp(const CommandInfo &info) {
    return tr(info.help) + QLatin1Char('\n') +
           tr("Global options (--kubeconfig, --context, -n, --lang) may stand anywhere; see 'mado --help'.\n"
              "Everything after -- is an argument, even when it starts with -.\n");
}

void Cli::usageError(const QString &message) {
    QTextStream err(stderr);
    err << tr("mado: %1").arg(message) << '\n'
        << tr("See '%1 --help' for usage.").arg(QStringLiteral("mado")) << '\n';
    m_exitCode = ExitUsage;
}

bool Cli::start() {
    if (!m_options.error.isEmpty()) {
        usageError(tr("the option %1 needs a valid value").arg(m_options.error));
        return false;
    }
    if (m_options.rest.isEmpty()) {
        usageError(tr("no subcommand given"));
        return false;
    }
    const QString name = m_options.rest.first();
    for (const CommandInfo &info : commands()) {
        if (name != QLatin1String(info.name))
            continue;
        if (m_options.help) {
            QTextStream(stdout) << commandHelp(info);
            m_exitCode = ExitOk;
            return false;
        }
        Command *cmd = info.make(m_options, this);
        cmd->setCommandPath(name);
        connect(cmd, &Command::finished, this, [this](int code) {
            m_exitCode = code;
            QCoreApplication::exit(code);
        });
        cmd->start(m_options.rest.mid(1));
        return true;
    }
    usageError(tr("unknown subcommand \"%1\"").arg(name));
    return false;
}

} // namespace app
