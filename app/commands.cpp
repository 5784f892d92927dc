// The table of `mado` subcommands. Each lives in its own app/cmd_*.cpp.
#include "app/command.h"

namespace app {

Command *makeApiResourcesCommand(const GlobalOptions &, QObject *);
Command *makeCelCommand(const GlobalOptions &, QObject *);
Command *makeGetCommand(const GlobalOptions &, QObject *);
Command *makeSandboxCommand(const GlobalOptions &, QObject *);
Command *makeVersionCommand(const GlobalOptions &, QObject *);

const QList<CommandInfo> &commands() {
    static const QList<CommandInfo> table = {
        {"api-resources",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "api-resources [-o wide|json|name]      the resources the server serves (kubectl's columns)"),
         makeApiResourcesCommand},
        {"get",
         QT_TRANSLATE_NOOP("app::Cli",
                           "get RESOURCE [NAME] [-n NS | -A] [-l SEL] [-o table|wide|json|yaml|jsonl|name]\n"
                           "      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] "
                           "[--chunk-size N]\n"
                           "                                       read objects, as kubectl get does"),
         makeGetCommand},
        {"cel",
         QT_TRANSLATE_NOOP(
             "app::Cli", "cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--schema FILE]\n"
                         "      [--var NAME=FILE]... [-o json|text]\n"
                         "                                       evaluate a CEL expression, with its costs"),
         makeCelCommand},
        {"sandbox",
         QT_TRANSLATE_NOOP("app::Cli", "sandbox up|down|status [--dir DIR]   run the local sandbox cluster"),
         makeSandboxCommand},
        {"version",
         QT_TRANSLATE_NOOP("app::Cli",
                           "version                              print the client and server versions"),
         makeVersionCommand},
    };
    return table;
}

} // namespace app
