#pragma once

#include <QString>
#include <QStringList>

namespace kube {
struct ResolvedContext;
}

namespace app {

/// The global options of the command line; like kubectl's they may stand
/// before or after the subcommand.
struct GlobalOptions {
    QString kubeconfig;
    QString context;
    QString namespace_;
    QString lang;         ///< "en", "uk", "ja" or empty for the system locale
    QString verbosity;    ///< -v/--v LEVEL: request log level (kubectl's -v), empty for none
    QString as;           ///< --as USER: impersonate USER (overrides the kubeconfig user's as)
    QString asUid;        ///< --as-uid UID
    QStringList asGroups; ///< --as-group GROUP, repeatable (replaces the kubeconfig user's as-groups)
    bool sandbox = false; ///< GUI: connect to the local sandbox
    bool help = false;
    bool version = false;
    QStringList rest; ///< the subcommand and its own arguments
    QString error;    ///< a usage error, untranslated option name included
};

/// Splits argv (without the program name) into global options and the rest.
GlobalOptions parseGlobalOptions(const QStringList &args);

/// context with the impersonation flags (--as, --as-uid, --as-group) put over
/// its user's, as kubectl does.
void applyImpersonation(const GlobalOptions &options, kube::ResolvedContext &context);

} // namespace app
