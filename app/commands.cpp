// The table of `mado` subcommands. Each lives in its own app/cmd_*.cpp.
#include "app/command.h"

namespace app {

Command *makeApiResourcesCommand(const GlobalOptions &, QObject *);
Command *makeCelCommand(const GlobalOptions &, QObject *);
Command *makeGetCommand(const GlobalOptions &, QObject *);
Command *makeSandboxCommand(const GlobalOptions &, QObject *);
Command *makeVersionCommand(const GlobalOptions &, QObject *);
Command *makeWatchCommand(const GlobalOptions &, QObject *);

const QList<CommandInfo> &commands() {
    static const QList<CommandInfo> table = {
        {"api-resources",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "api-resources [-o wide|json|name]      the resources the server serves (kubectl's columns)"),
         QT_TRANSLATE_NOOP(
             "app::Cli", "Usage: mado api-resources [options]\n"
                         "\n"
                         "Lists the resources the server serves, with kubectl's columns.\n"
                         "\n"
                         "Options:\n"
                         "  -o, --output wide|json|name   the output format (default: a table)\n"
                         "      --api-group GROUP         only the resources of this API group\n"
                         "      --namespaced true|false   only namespaced or only cluster-scoped resources\n"
                         "      --no-headers              print the table without its header\n"),
         makeApiResourcesCommand},
        {"get",
         QT_TRANSLATE_NOOP("app::Cli",
                           "get RESOURCE [NAME] [-n NS | -A] [-l SEL] [-o table|wide|json|yaml|jsonl|name]\n"
                           "      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] "
                           "[--chunk-size N] [-w]\n"
                           "                                       read objects, as kubectl get does"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado get RESOURCE [NAME] [options]\n"
             "       mado get RESOURCE/NAME [options]\n"
             "\n"
             "Reads objects as kubectl get does. RESOURCE is a plural, a singular, a short\n"
             "name, a kind or resource.group.\n"
             "\n"
             "Options:\n"
             "  -A, --all-namespaces          list the objects of every namespace\n"
             "  -l, --selector SEL            only objects whose labels match (app=web,tier!=db)\n"
             "      --field-selector SEL      only objects whose fields match (metadata.name=web)\n"
             "  -o, --output FORMAT           table (default), wide, json, yaml, jsonl or name\n"
             "      --metadata-only           fetch only the objects' metadata\n"
             "      --wire FORMAT             what the server sends: json, protobuf, cbor or yaml\n"
             "      --chunk-size N            objects per list request (default 500, 0: no paging)\n"
             "      --show-managed-fields     keep metadata.managedFields in json and yaml\n"
             "  -w, --watch                   after the table, print rows as the objects change\n"),
         makeGetCommand},
        {"watch",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]\n"
             "      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]\n"
             "      [--max-events N] [--timeout SECONDS]\n"
             "                                       print every watch event, bookmarks included"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado watch RESOURCE [NAME] [options]\n"
             "\n"
             "Watches a collection (or one object) and prints every event as it arrives:\n"
             "ADDED, MODIFIED, DELETED, BOOKMARK and ERROR. The connection's history\n"
             "(listed, reconnecting, 410 Gone and relisting, ...) goes to standard error.\n"
             "Dropped connections are resumed from the last resourceVersion seen.\n"
             "\n"
             "By default the collection is listed first (its objects printed as ADDED\n"
             "with \"listed\": true), then watched.\n"
             "\n"
             "Options:\n"
             "  -A, --all-namespaces          watch every namespace\n"
             "      --resource-version RV     only watch, from this resourceVersion (no list)\n"
             "      --send-initial-events     a streaming list: the objects arrive as ADDED\n"
             "                                events, ended by a BOOKMARK (initialEventsEnd)\n"
             "  -l, --selector SEL            only objects whose labels match\n"
             "      --field-selector SEL      only objects whose fields match\n"
             "      --shard-selector EXPR     only one shard, e.g. shardRange(object.metadata.uid,\n"
             "                                '0x0000000000000000', '0x8000000000000000')\n"
             "      --wire FORMAT             what the server streams: json, protobuf or cbor\n"
             "  -o, --output FORMAT           jsonl (default: one JSON object per event,\n"
             "                                {\"type\":..,\"object\":..,\"arrival\":..,\"bytes\":..})\n"
             "                                or table (one line per event)\n"
             "      --max-events N            stop after N events (exit 0)\n"
             "      --timeout SECONDS         stop after this long (exit 0)\n"
             "      --server-timeout SECONDS  ask the server to end each watch request after this\n"
             "                                long (it sends a bookmark 2 s before; Mado resumes)\n"),
         makeWatchCommand},
        {"cel",
         QT_TRANSLATE_NOOP(
             "app::Cli", "cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--schema FILE]\n"
                         "      [--var NAME=FILE]... [-o json|text]\n"
                         "                                       evaluate a CEL expression, with its costs"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado cel eval EXPR [options]\n"
             "\n"
             "Compiles and evaluates a CEL expression as the API server would and prints its\n"
             "value, its type, its runtime cost and its estimated cost.\n"
             "\n"
             "Options:\n"
             "      --env ENV           crd, vap, mutating or match (default: crd with --schema,\n"
             "                          vap without)\n"
             "      --k8s-version V     the Kubernetes version whose libraries to use (1.27 to 1.37)\n"
             "      --schema FILE       the OpenAPI schema of self (YAML or JSON), for --env crd\n"
             "      --var NAME=FILE     binds a variable to a YAML or JSON document (repeatable)\n"
             "  -o, --output FORMAT     json (default) or text\n"
             "\n"
             "An expression that starts with - goes after --:  mado cel eval -- '-7 / 2'\n"),
         makeCelCommand},
        {"sandbox",
         QT_TRANSLATE_NOOP("app::Cli", "sandbox up|down|status [--dir DIR]   run the local sandbox cluster"),
         QT_TRANSLATE_NOOP("app::Cli",
                           "Usage: mado sandbox up|down|status [--dir DIR]\n"
                           "\n"
                           "Runs the local sandbox cluster: a real etcd, kube-apiserver and\n"
                           "kube-controller-manager on the loopback interface.\n"
                           "\n"
                           "  up       starts it and prints one JSON line with its server and kubeconfig\n"
                           "  down     stops it\n"
                           "  status   tells whether it runs\n"
                           "\n"
                           "Options:\n"
                           "      --dir DIR   the sandbox's folder (default: ~/.local/share/mado/sandbox)\n"),
         makeSandboxCommand},
        {"version",
         QT_TRANSLATE_NOOP("app::Cli",
                           "version                              print the client and server versions"),
         QT_TRANSLATE_NOOP("app::Cli",
                           "Usage: mado version\n"
                           "\n"
                           "Prints Mado's version and the version of the server of the current context.\n"),
         makeVersionCommand},
    };
    return table;
}

} // namespace app
