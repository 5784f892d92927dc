#pragma once

#include "app/command.h"
#include "app/options.h"

#include <QCoreApplication>
#include <QObject>

namespace app {

/// The headless `mado SUBCOMMAND` dispatcher: finds the subcommand in
/// commands(), runs it, and quits the event loop with its exit code.
class Cli final : public QObject {
    Q_OBJECT

public:
    explicit Cli(const GlobalOptions &options, QObject *parent = nullptr);

    /// Starts the subcommand in options.rest; returns false when nothing was
    /// started (a usage error, or the subcommand's --help printed), with
    /// exitCode() set.
    bool start();
    int exitCode() const { return m_exitCode; }

    /// The usage text of `mado --help`.
    static QString usage();
    /// The text of `mado NAME --help`.
    static QString commandHelp(const CommandInfo &info);

private:
    void usageError(const QString &message);

    GlobalOptions m_options;
    int m_exitCode = ExitOk;
};

} // namespace app
