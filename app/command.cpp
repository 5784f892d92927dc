#include "app/command.h"

#include "app/cli.h"
#include "kube/client.h"
#include "kube/schema/schemafetch.h"
#include "kube/terminalsafe.h"

#include <QIODevice>

#include <cstdio>

#include <unistd.h>

namespace app {

Command::Command(const GlobalOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options) {}

namespace {

/// Standard output or error, with what is written made safe for a terminal
/// (kube::terminalSafe): a server's text cannot drive the user's terminal.
/// The C1 controls only when the file is one; in a file or a pipe they are data.
class TerminalSafeFile final : public QIODevice {
public:
    explicit TerminalSafeFile(FILE *file)
        : m_file(file)
        , m_controls(::isatty(::fileno(file)) ? kube::ControlSet::C0C1 : kube::ControlSet::C0) {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override {
        const QByteArray safe = kube::terminalSafe(QByteArrayView(data, size), m_controls);
        if (std::fwrite(safe.constData(), 1, size_t(safe.size()), m_file) != size_t(safe.size()))
            return -1;
        std::fflush(m_file);
        return size;
    }

private:
    FILE *m_file;
    kube::ControlSet m_controls;
};

} // namespace

QTextStream &Command::out() {
    static TerminalSafeFile file(stdout);
    static QTextStream s(&file);
    return s;
}

QTextStream &Command::err() {
    static TerminalSafeFile file(stderr);
    static QTextStream s(&file);
    return s;
}

void Command::finish(int code) {
    if (m_finished)
        return;
    m_finished = true;
    m_exitCode = code;
    out().flush();
    err().flush();
    // Queued, so that a command may finish inside start() before anyone listens.
    QMetaObject::invokeMethod(
        this, [this, code] { emit finished(code); }, Qt::QueuedConnection);
}

void Command::usageError(const QString &message) {
    err() << Cli::tr("mado: %1").arg(message) << '\n'
          << Cli::tr("See '%1 --help' for usage.").arg(QStringLiteral("mado ") + m_path) << '\n';
    finish(ExitUsage);
}

bool Command::parseArgs(ArgParser &parser, const QStringList &args) {
    if (parser.parse(args))
        return true;
    usageError(parser.error());
    return false;
}

void Command::fail(const QString &message) {
    err() << Cli::tr("mado: %1").arg(message) << '\n';
    finish(ExitError);
}

mado::Result<kube::ResolvedContext> Command::resolveContext() const {
    auto cfg = kube::Kubeconfig::load(kube::Kubeconfig::defaultFiles(m_options.kubeconfig),
                                      !m_options.kubeconfig.isEmpty());
    if (!cfg)
        return cfg.error();
    auto ctx = cfg->resolve(m_options.context);
    if (!ctx)
        return ctx.error();
    kube::ResolvedContext c = *ctx;
    if (!m_options.namespace_.isEmpty())
        c.namespace_ = m_options.namespace_;
    applyImpersonation(m_options, c);
    return c;
}

Command::ResourceName Command::resourceAndName(const QStringList &positionals) {
    ResourceName r{positionals.value(0), QString()};
    if (positionals.size() == 1 && r.resource.contains(QLatin1Char('/'))) {
        r.name = r.resource.section(QLatin1Char('/'), 1);
        r.resource = r.resource.section(QLatin1Char('/'), 0, 0);
    } else if (positionals.size() >= 2) {
        r.name = positionals.at(1);
    }
    return r;
}

bool Command::checkPathSegments(const QString &namespace_, const QString &name) {
    for (const QString &error : {kube::pathSegmentError(namespace_, true), kube::pathSegmentError(name)}) {
        if (!error.isEmpty()) {
            fail(error);
            return false;
        }
    }
    return true;
}

void Command::discover(kube::Client *client, std::function<void(const kube::Catalog &)> then) {
    kube::Discovery *discovery = kube::Discovery::start(client);
    connect(discovery, &kube::Discovery::finished, this, [this, discovery, then = std::move(then)] {
        discovery->deleteLater();
        if (isFinished())
            return;
        const kube::Discovery::ResultType &catalog = discovery->result();
        if (!catalog)
            return fail(catalog.error().userMessage());
        then(*catalog);
    });
}

void Command::fetchSchema(kube::Client *client, const QString &groupVersion,
                          std::function<void(const kube::OpenApiDocument &)> then) {
    kube::SchemaRequest req;
    req.groupVersion = groupVersion;
    auto *fetch = kube::SchemaFetch::start(client, req);
    connect(fetch, &kube::SchemaFetch::finished, this, [this, fetch, then = std::move(then)] {
        fetch->deleteLater();
        if (isFinished())
            return;
        const auto &doc = fetch->result();
        if (!doc)
            return fail(doc.error().userMessage());
        then(**doc);
    });
}

kube::Client *Command::makeClient() {
    auto ctx = resolveContext();
    if (!ctx) {
        fail(ctx.error().message);
        return nullptr;
    }
    auto client = kube::Client::create(*ctx, this);
    if (!client) {
        fail(client.error().userMessage());
        return nullptr;
    }
    return std::move(client).value().release();
}

} // namespace app
