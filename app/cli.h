#pragma once

#include "app/options.h"

#include <QCoreApplication>
#include <QObject>

namespace app {

/// Exit codes of the headless command line, as kubectl's.
enum ExitCode { ExitOk = 0, ExitError = 1, ExitUsage = 2 };

/// The headless `mado SUBCOMMAND` dispatcher. Each subcommand runs
/// asynchronously in the QCoreApplication event loop and ends with exit().
class Cli final : public QObject {
    Q_OBJECT

public:
    explicit Cli(const GlobalOptions &options, QObject *parent = nullptr);

    /// Starts the subcommand in options.rest; returns false (after printing a
    /// usage message and setting exitCode()) when it could not start.
    bool start();
    int exitCode() const { return m_exitCode; }

    /// The usage text of `mado --help`.
    static QString usage();

private:
    void finish(int code);
    void usageError(const QString &message);
    void runSandbox(const QStringList &args);
    void runVersion(const QStringList &args);

    GlobalOptions m_options;
    int m_exitCode = ExitOk;
};

} // namespace app
