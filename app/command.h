#pragma once

#include "app/argparser.h"
#include "app/options.h"
#include "codecs/result.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/kubeconfig.h"
#include "kube/schema/openapi.h"

#include <QCoreApplication>
#include <QObject>
#include <QTextStream>

#include <functional>
#include <memory>

namespace app {

/// Exit codes of the headless command line, as kubectl's.
enum ExitCode { ExitOk = 0, ExitError = 1, ExitUsage = 2 };

/// One run of a `mado SUBCOMMAND`. start() begins the work, which runs
/// asynchronously in the QCoreApplication event loop and ends with finish().
class Command : public QObject {
    Q_OBJECT

public:
    Command(const GlobalOptions &options, QObject *parent);

    /// Starts with the arguments after the subcommand's name. Either calls
    /// finish() (at once or later) or usageError().
    virtual void start(const QStringList &args) = 0;

    /// The words that name this command in messages ("get", "cel eval"),
    /// used in the hint of a usage error.
    void setCommandPath(const QString &path) { m_path = path; }

    bool isFinished() const { return m_finished; }
    int exitCode() const { return m_exitCode; }

signals:
    void finished(int exitCode);

protected:
    /// Ends the command with code; safe to call from start() itself.
    void finish(int code);
    /// Ends the command with a usage error (exit 2): one line naming the
    /// problem and a hint to the command's --help.
    void usageError(const QString &message);
    /// Parses args with parser; on a usage error reports it and returns false.
    bool parseArgs(ArgParser &parser, const QStringList &args);
    /// Prints "mado: message" on stderr and ends with ExitError.
    void fail(const QString &message);

    /// The kubeconfig context the global options select (--kubeconfig, --context).
    mado::Result<kube::ResolvedContext> resolveContext() const;
    /// RESOURCE and NAME of `RESOURCE [NAME]` or `RESOURCE/NAME`, as kubectl reads
    /// the positional arguments; name is empty when none is given.
    struct ResourceName {
        QString resource;
        QString name;
    };
    static ResourceName resourceAndName(const QStringList &positionals);
    /// False, after reporting it, when the namespace or the name cannot be
    /// part of a request path (kube::pathSegmentError); empty ones pass.
    bool checkPathSegments(const QString &namespace_, const QString &name);
    /// A client for resolveContext(); on failure prints the reason and finishes with ExitError.
    kube::Client *makeClient();
    /// Discovers the API through client, then calls then with the catalog; a
    /// failed discovery ends the command with the server's words instead. Nothing
    /// is called when the command has ended meanwhile.
    void discover(kube::Client *client, std::function<void(const kube::Catalog &)> then);
    /// Reads the OpenAPI v3 document of groupVersion (e.g. "apps/v1") through
    /// client, then calls then with it; a failed read ends the command with the
    /// error instead. Nothing is called when the command has ended meanwhile.
    void fetchSchema(kube::Client *client, const QString &groupVersion,
                     std::function<void(const kube::OpenApiDocument &)> then);

    static QTextStream &out();
    static QTextStream &err();

    const GlobalOptions m_options;

private:
    QString m_path;
    bool m_finished = false;
    int m_exitCode = ExitOk;
};

/// A subcommand's name, its synopsis for `mado --help`, its own help for
/// `mado NAME --help` (both translated at print time) and its factory.
struct CommandInfo {
    const char *name;
    const char *synopsis; ///< marked with QT_TRANSLATE_NOOP("app::Cli", ...)
    const char *help;     ///< marked with QT_TRANSLATE_NOOP("app::Cli", ...)
    std::function<Command *(const GlobalOptions &, QObject *)> make;
};

/// Every subcommand, in the order `mado --help` lists them (app/commands.cpp).
const QList<CommandInfo> &commands();

} // namespace app
