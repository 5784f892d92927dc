// The table of `mado` subcommands. Each lives in its own app/cmd_*.cpp.
#include "app/command.h"

namespace app {

Command *makeApiResourcesCommand(const GlobalOptions &, QObject *);
Command *makeAuthCommand(const GlobalOptions &, QObject *);
Command *makeCelCommand(const GlobalOptions &, QObject *);
Command *makeExplainCommand(const GlobalOptions &, QObject *);
Command *makeGetCommand(const GlobalOptions &, QObject *);
Command *makeMigrateCommand(const GlobalOptions &, QObject *);
Command *makePatchCommand(const GlobalOptions &, QObject *);
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
                           "[--chunk-size N] [--parallel K] [-w]\n"
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
             "      --parallel K              list in K streams at once (default: 4 above 20,000\n"
             "                                objects, as the window; 1: one stream); the table\n"
             "                                keeps the server's order\n"
             "      --parallel-by HOW         shards (shard selectors) or namespaces (with -A);\n"
             "                                default: shards where the server honours them\n"
             "      --show-managed-fields     keep metadata.managedFields in json and yaml\n"
             "  -w, --watch                   after the table, print rows as the objects change\n"),
         makeGetCommand},
        {"watch",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]\n"
             "      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]\n"
             "      [--max-events N] [--timeout SECONDS] [--record FILE]\n"
             "                                       print every watch event, bookmarks included\n"
             "watch --replay FILE [-o jsonl|table]   print a recorded watch, offline\n"
             "watch RESOURCE --doctor                probe how the path to the server treats watches"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado watch RESOURCE [NAME] [options]\n"
             "       mado watch --replay FILE [-o jsonl|table] [--max-events N]\n"
             "       mado watch RESOURCE --doctor [-n NS | -A] [-l SEL] [--probe-seconds N]\n"
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
             "                                long (it sends a bookmark 2 s before; Mado resumes)\n"
             "      --record FILE             also write the watch's flight recording to FILE when\n"
             "                                it ends (every frame, list item and connection step;\n"
             "                                the Watch pane opens it too)\n"
             "      --replay FILE             print a recording (from --record or the Watch pane's\n"
             "                                Export recording) as the live watch printed it; no\n"
             "                                cluster needed\n"
             "      --doctor                  run the protocol doctor on the collection: a streaming\n"
             "                                list, a list-then-watch and a shard selector side by\n"
             "                                side; prints its findings (exit 1 on a problem)\n"
             "      --probe-seconds N         how long each doctor probe watches (default 8)\n"
             "\n"
             "-o table prints as kubectl get -w: the list as one table, then each event at\n"
             "once; a column keeps the widest width it has had.\n"),
         makeWatchCommand},
        {"patch",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "patch RESOURCE NAME --type json|merge|strategic|apply (-p FILE | -p -)\n"
             "      [--field-manager M] [--force] [--dry-run] [--field-validation Strict|Warn|Ignore]\n"
             "      [-o diff|json|yaml]\n"
             "                                       change an object, previewed by a server dry run"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado patch RESOURCE NAME --type TYPE -p FILE [options]\n"
             "       mado patch RESOURCE/NAME --type TYPE -p - [options]\n"
             "\n"
             "Sends a patch to one object. The patch always goes to the server as a dry run\n"
             "first (dryRun=All); only when that succeeds, and without --dry-run, is it\n"
             "written for real. Warnings the server sends are printed on standard error.\n"
             "\n"
             "Options:\n"
             "      --type TYPE                json (RFC 6902), merge (RFC 7386), strategic\n"
             "                                 (strategic merge; not for custom resources) or\n"
             "                                 apply (server-side apply)\n"
             "  -p, --patch FILE               the patch (JSON, or YAML for apply); - reads standard input\n"
             "      --field-manager M          the field manager (default: mado)\n"
             "      --force                    apply only: take over fields other managers own\n"
             "      --dry-run                  only the dry run: nothing is written\n"
             "      --field-validation MODE    Strict (default), Warn or Ignore unknown and duplicate "
             "fields\n"
             "      --pin-resource-version     fail if the object changes between reading and writing\n"
             "  -o, --output FORMAT            diff (the changes, with what the server added), json or yaml\n"
             "      --show-managed-fields      keep managedFields, resourceVersion and generation\n"
             "      --reveal-secrets           show a Secret's values instead of masking them\n"),
         makePatchCommand},
        {"cel",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--rule new|stored]\n"
             "      [--schema FILE] [--object-resource RESOURCE] [--var NAME=FILE]... [--explain-cost]\n"
             "      [--check-on-server] [--patch-type json|apply [--object NS/NAME [--dry-run]]]\n"
             "      [--variables FILE] [--variable NAME=EXPR]... [--authorizer none|cluster]\n"
             "      [--user NAME] [--group GROUP]... [-o json|text]\n"
             "  cel eval [EXPR] --crd NAME --node PATH (--self-object NS/NAME | --over-live)\n"
             "                                       evaluate a CEL expression, with its costs"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado cel eval EXPR [options]\n"
             "\n"
             "Compiles and evaluates a CEL expression as the API server would and prints its\n"
             "value, its type, its runtime cost and its estimated cost.\n"
             "\n"
             "Options:\n"
             "      --env ENV           crd, vap, mutating (or map) or match (default: crd with --schema,\n"
             "                          vap without)\n"
             "      --k8s-version V     the API server's Kubernetes version (1.27 to 1.37, default 1.37)\n"
             "      --rule AGE          new (default): a rule being created or changed, compiled with\n"
             "                          the environment of the server's compatibility version (one\n"
             "                          minor lower); stored: a rule already stored, with the server's\n"
             "                          own environment\n"
             "      --schema FILE       the OpenAPI schema of self (YAML or JSON), for --env crd\n"
             "      --object-resource RESOURCE\n"
             "                          for --env vap or mutating: types object and oldObject from the\n"
             "                          resource's OpenAPI schema on the cluster (as the API server's\n"
             "                          policy type checker does): unknown fields are type errors and\n"
             "                          the estimate uses the schema's bounds\n"
             "      --var NAME=FILE     binds a variable to a YAML or JSON document (repeatable)\n"
             "      --explain-cost      adds the cost of every sub-expression (runtime and the share\n"
             "                          of the estimate) and, for an estimate over the limit, the\n"
             "                          schema bounds that would make it fit (\"costBreakdown\",\n"
             "                          \"boundHints\" in JSON)\n"
             "      --check-on-server   also submits the rule in a dry-run create (a CRD with the rule,\n"
             "                          or a ValidatingAdmissionPolicy) to the cluster of the current\n"
             "                          context and prints the server's verdict next to Mado's; with\n"
             "                          --object-resource, the policy is created (without a binding)\n"
             "                          until the server has type-checked it, then deleted\n"
             "      --patch-type TYPE   for --env map: the mutation's patchType, json (JSONPatch) or\n"
             "                          apply (ApplyConfiguration); prints the patch the value produces\n"
             "                          and, with an object, what it does to it\n"
             "      --object NS/NAME    with --object-resource: the live object, bound as object\n"
             "      --dry-run           with --patch-type and --object: sends the patch to the object\n"
             "                          with dryRun=All (a JSON patch, or a forced server-side apply as\n"
             "                          field manager mado-cel-preview) and prints the server's result\n"
             "                          as a diff and whether Mado's local result agrees\n"
             "      --variables FILE    spec.variables of a policy (a list of name and expression, or\n"
             "                          a whole policy), for --env vap or mutating: compiled in order,\n"
             "                          each seeing the earlier ones as variables.NAME, evaluated only\n"
             "                          when used and at most once (\"variables\" in JSON: values,\n"
             "                          costs, errors)\n"
             "      --variable NAME=EXPR\n"
             "                          one more variable after those of --variables (repeatable)\n"
             "      --authorizer MODE   none (default): authorizer checks answer \"no opinion\";\n"
             "                          cluster: each check is a SubjectAccessReview against the\n"
             "                          cluster of the current context (\"authorizerChecks\" in JSON)\n"
             "      --user NAME         request.userInfo.username, the user authorizer checks as\n"
             "      --group GROUP       request.userInfo.groups (repeatable)\n"
             "  -o, --output FORMAT     json (default) or text\n"
             "\n"
             "A CRD validation rule in its context on the cluster:\n"
             "  mado cel eval [EXPR] --crd NAME [--crd-version V] --node PATH [--rule-index I]\n"
             "      (--self-object NS/NAME [--old-self FILE] | --over-live [--sample N] [--seed S])\n"
             "      [--message-expression EXPR]\n"
             "      --crd NAME          the CustomResourceDefinition (plural.group) read from the cluster\n"
             "      --crd-version V     its version (default: the storage version)\n"
             "      --node PATH         the schema node the rule sits on: \"\" for the root, spec,\n"
             "                          spec.items[*] (array elements), spec.labels{*} (map values)\n"
             "      --rule-index I      which of the node's rules (default 0); EXPR replaces it\n"
             "      --self-object NS/NAME  self is the node's value in this object (every element\n"
             "                          under arrays and maps); oldSelf is the same object\n"
             "      --old-self FILE     oldSelf from this object (YAML or JSON) instead: an update\n"
             "      --message-expression EXPR  replaces the rule's messageExpression\n"
             "      --over-live         runs the rule over every live object of the version and\n"
             "                          prints the cost distribution, the failures and the objects\n"
             "                          closest to the per-call budget of all rules (10,000,000)\n"
             "      --sample N          a random sample of N objects instead of all\n"
             "\n"
             "An expression that starts with - goes after --:  mado cel eval -- '-7 / 2'\n"),
         makeCelCommand},
        {"auth",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "auth can-i VERB RESOURCE [NAME] [-n NS | -A] [--subresource S] | auth can-i --list\n"
             "                                       may I? (yes, exit 0; no, exit 1)"),
         QT_TRANSLATE_NOOP(
             "app::Cli", "Usage: mado auth can-i VERB RESOURCE [NAME] [options]\n"
                         "       mado auth can-i VERB TYPE/NAME [options]\n"
                         "       mado auth can-i VERB /NON-RESOURCE-URL\n"
                         "       mado auth can-i --list [-n NS]\n"
                         "\n"
                         "Asks the server whether the current user may do something, as kubectl auth can-i\n"
                         "does: prints yes (exit 0) or no (exit 1). With --list, prints every rule the\n"
                         "user has in the namespace.\n"
                         "\n"
                         "Options:\n"
                         "  -A, --all-namespaces      ask about every namespace\n"
                         "      --subresource S       ask about a subresource (status, scale, log, ...)\n"
                         "      --list                list what the user may do in the namespace\n"
                         "      --no-headers          print the --list table without its header\n"
                         "  -q, --quiet               print nothing; only the exit status answers\n"),
         makeAuthCommand},
        {"explain",
         QT_TRANSLATE_NOOP("app::Cli",
                           "explain RESOURCE[.field.path] [--recursive] [--api-version G/V]\n"
                           "                                       the documentation of a resource's fields"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado explain RESOURCE[.field.path] [options]\n"
             "\n"
             "Describes a resource or one of its fields from the server's OpenAPI v3 schema,\n"
             "as kubectl explain does: the type, the description and the fields.\n"
             "\n"
             "Options:\n"
             "      --recursive           list the fields of fields, without descriptions\n"
             "      --api-version G/V     explain this group version instead of the preferred one\n"
             "  -o, --output plaintext    the output format (the only one)\n"
             "\n"
             "Schemas are cached on disk by the server's hash; an unchanged schema is never\n"
             "fetched twice.\n"),
         makeExplainCommand},
        {"migrate",
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "migrate plan|run|check CRD [--to VERSION] [--qps N] [--concurrency N] | migrate lab\n"
             "                                       move a CRD's storage version, step by step"),
         QT_TRANSLATE_NOOP(
             "app::Cli",
             "Usage: mado migrate plan CRD --to VERSION [--qps N]\n"
             "       mado migrate run CRD --to VERSION [--qps N] [--concurrency N] [--until STEP]\n"
             "                        [--server-side]\n"
             "       mado migrate rewrite CRD --to VERSION [--qps N] [--concurrency N] [--server-side]\n"
             "       mado migrate check CRD [--to VERSION] [--sandbox-dir DIR]\n"
             "       mado migrate lab [--objects N] [--group GROUP] [-n NAMESPACE]\n"
             "                        [--webhook-url URL --webhook-ca FILE]\n"
             "\n"
             "Moves a CustomResourceDefinition's storage version in its four ordered steps:\n"
             "1 serve the new version and deprecate the old, 2 store the new version,\n"
             "3 rewrite every object once, 4 trim status.storedVersions, stop serving and\n"
             "remove the old versions. Mado refuses a step out of order.\n"
             "With conversion strategy Webhook, plan, run and rewrite first read one object\n"
             "at every served version (the API server converts it through the webhook);\n"
             "a failing webhook blocks every step and exits 1.\n"
             "\n"
             "  plan    prints the CRD's state and the steps left (with the rewrite's\n"
             "          estimated duration at --qps)\n"
             "  run     runs the steps left; progress on stderr; a killed run resumes\n"
             "  rewrite runs step 3 alone (again), e.g. to measure it\n"
             "  check   exits 0 only when the migration is complete, else lists what is missing\n"
             "  lab     creates the lab CRD (v1 stored, v2 adds a defaulted field, strategy None)\n"
             "          and sample objects\n"
             "\n"
             "Options:\n"
             "      --to VERSION        the version to migrate to (check: default the storage version)\n"
             "      --qps N             rewrite writes per second at most (default 0: no cap)\n"
             "      --concurrency N     rewrite writes in flight at most (default 8)\n"
             "      --until STEP        run: stop after serve, storage, rewrite, trim, unserve or remove\n"
             "      --warning TEXT      run: the deprecation warning of the old versions\n"
             "      --server-side       run, rewrite: step 3 through a StorageVersionMigration object\n"
             "                          (storagemigration.k8s.io) that the server's controller runs\n"
             "      --state-dir DIR     where the rewrite's progress is kept\n"
             "      --sandbox-dir DIR   check: also read the stored versions from the sandbox's etcd\n"
             "      --objects N         lab: how many sample objects (default 20)\n"
             "      --group GROUP       lab: the API group (default lab.mado.io)\n"
             "      --webhook-url URL   lab: convert through this webhook (strategy Webhook)\n"
             "      --webhook-ca FILE   lab: the CA (PEM) of the webhook's certificate\n"
             "      --sample-timeout N  seconds one sample read may take (default 10)\n"),
         makeMigrateCommand},
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
