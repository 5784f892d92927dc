<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>Definition</name>
    <message>
        <location filename="../views/syntax/syntaxdefinition.cpp" line="+100" />
        <source>Cannot read the syntax definition %1: %2</source>
        <translation>Не вдалося прочитати визначення синтаксису %1: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Syntax definition %1, line %2: %3</source>
        <translation>Визначення синтаксису %1, рядок %2: %3</translation>
    </message>
    <message>
        <location line="+17" />
        <source>an item outside a list</source>
        <translation>елемент item поза списком</translation>
    </message>
    <message>
        <location line="+31" />
        <source>a rule outside a context</source>
        <translation>правило поза контекстом</translation>
    </message>
    <message>
        <location line="+27" />
        <source>the regular expression %1 is invalid: %2</source>
        <translation>регулярний вираз %1 недійсний: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the element &lt;%1&gt; is not supported</source>
        <translation>елемент &lt;%1&gt; не підтримується</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the definition has no context</source>
        <translation>у визначенні немає жодного контексту</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Syntax definition %1: the context %2 names an unknown attribute %3</source>
        <translation>Визначення синтаксису %1: контекст %2 посилається на невідомий атрибут %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Syntax definition %1: unknown context %2</source>
        <translation>Визначення синтаксису %1: невідомий контекст %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Syntax definition %1, line %2: unknown attribute or context</source>
        <translation>Визначення синтаксису %1, рядок %2: невідомий атрибут або контекст</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Syntax definition %1, line %2: unknown keyword list %3</source>
        <translation>Визначення синтаксису %1, рядок %2: невідомий список ключових слів %3</translation>
    </message>
</context>
<context>
    <name>app::Cli</name>
    <message>
        <location filename="../app/cli.cpp" line="+12" />
        <source>Usage: mado [OPTIONS] [SUBCOMMAND [ARGS]]

Without a subcommand Mado opens its window.

Subcommands:
</source>
        <translation>Використання: mado [ПАРАМЕТРИ] [ПІДКОМАНДА [АРГУМЕНТИ]]

Без підкоманди Mado відкриває своє вікно.

Підкоманди:
</translation>
    </message>
    <message>
        <location line="+7" />
        <source>
Global options (before or after the subcommand):
  --kubeconfig FILE    the kubeconfig file to use
  --context NAME       the kubeconfig context to use
  -n, --namespace NS   the namespace to use
  --lang en|uk|ja      the language of messages and the window
  --request-timeout S  give up a request when the server sends nothing for S seconds
                       (default 60; 0: wait forever)
  --sandbox            (window) connect to the local sandbox
  --version            print Mado's version
  -h, --help           print this help
</source>
        <translation>
Загальні параметри (до або після підкоманди):
  --kubeconfig FILE    файл kubeconfig
  --context NAME       контекст kubeconfig
  -n, --namespace NS   простір імен
  --lang en|uk|ja      мова повідомлень і вікна
  --request-timeout S  облишити запит, якщо сервер нічого не надсилає S секунд
                       (типово 60; 0 — чекати без обмеження)
  --sandbox            (вікно) підʼєднатися до локальної пісочниці
  --version            показати версію Mado
  -h, --help           показати цю довідку
</translation>
    </message>
    <message>
        <location line="+11" />
        <source>  -v, --v LEVEL        log requests on standard error: 6 each request, 8 with headers
                       (credentials masked)
</source>
        <translation>  -v, --v LEVEL        журнал запитів у стандартний потік помилок: 6 — кожен запит, 8 — із заголовками
                       (облікові дані приховано)
</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  --as USER            act as USER (impersonation, as the kubeconfig's as)
  --as-group GROUP     act as a member of GROUP (with --as; Mado sends one)
  --as-uid UID         act with this uid (with --as)
</source>
        <translation>  --as USER            діяти як USER (імперсонація, як as у kubeconfig)
  --as-group GROUP     діяти як член групи GROUP (разом з --as; Mado надсилає одну)
  --as-uid UID         діяти з цим uid (разом з --as)
</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Global options (--kubeconfig, --context, -n, --lang) may stand anywhere; see 'mado --help'.
Everything after -- is an argument, even when it starts with -.
</source>
        <translation>Глобальні параметри (--kubeconfig, --context, -n, --lang) можна вказувати будь-де; див. 'mado --help'.
Усе після -- є аргументом, навіть якщо починається з -.
</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../app/command.cpp" line="+76" />
        <location line="+13" />
        <source>mado: %1</source>
        <translation>mado: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/command.cpp" line="-12" />
        <source>See '%1 --help' for usage.</source>
        <translation>Використання: див. '%1 --help'.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the option %1 needs a valid value</source>
        <translation>параметр %1 потребує коректного значення</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no subcommand given</source>
        <translation>підкоманду не вказано</translation>
    </message>
    <message>
        <location line="+21" />
        <source>unknown subcommand "%1"</source>
        <translation>невідома підкоманда «%1»</translation>
    </message>
    <message>
        <location filename="../app/cmd_sandbox.cpp" line="+24" />
        <source>sandbox needs one of: up, down, status</source>
        <translation>sandbox потребує одного з: up, down, status</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.</source>
        <translation>програму пісочниці mado-sandbox не знайдено ні поруч із Mado, ні в /usr/lib/mado, ні в PATH.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>cannot run mado-sandbox: %1</source>
        <translation>не вдається запустити mado-sandbox: %1</translation>
    </message>
    <message>
        <location filename="../app/cmd_version.cpp" line="+21" />
        <source>Client Version: mado %1</source>
        <translation>Версія клієнта: mado %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Server Version: %1</source>
        <translation>Версія сервера: %1</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="+20" />
        <source>api-resources [-o wide|json|name]      the resources the server serves (kubectl's columns)</source>
        <translation>api-resources [-o wide|json|name]      ресурси, які обслуговує сервер (стовпці як у kubectl)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Usage: mado api-resources [options]

Lists the resources the server serves, with kubectl's columns.

Options:
  -o, --output wide|json|name   the output format (default: a table)
      --api-group GROUP         only the resources of this API group
      --namespaced true|false   only namespaced or only cluster-scoped resources
      --no-headers              print the table without its header
</source>
        <translation>Використання: mado api-resources [параметри]

Показує ресурси, які обслуговує сервер, у стовпцях kubectl.

Параметри:
  -o, --output wide|json|name   формат виводу (типово: таблиця)
      --api-group GROUP         лише ресурси цієї групи API
      --namespaced true|false   лише ресурси у просторі імен або лише ресурси кластера
      --no-headers              таблиця без заголовка
</translation>
    </message>
    <message>
        <location line="+12" />
        <source>get RESOURCE [NAME] [-n NS | -A] [-l SEL] [-o table|wide|json|yaml|jsonl|name]
      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N] [--parallel K] [-w]
                                       read objects, as kubectl get does</source>
        <translation>get RESOURCE [NAME] [-n NS | -A] [-l SEL] [-o table|wide|json|yaml|jsonl|name]
      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N] [--parallel K] [-w]
                                       читає обʼєкти, як kubectl get</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Usage: mado get RESOURCE [NAME] [options]
       mado get RESOURCE/NAME [options]

Reads objects as kubectl get does. RESOURCE is a plural, a singular, a short
name, a kind or resource.group.

Options:
  -A, --all-namespaces          list the objects of every namespace
  -l, --selector SEL            only objects whose labels match (app=web,tier!=db)
      --field-selector SEL      only objects whose fields match (metadata.name=web)
  -o, --output FORMAT           table (default), wide, json, yaml, jsonl or name
      --metadata-only           fetch only the objects' metadata
      --wire FORMAT             what the server sends: json, protobuf, cbor or yaml
      --chunk-size N            objects per list request (default 500, 0: no paging)
      --parallel K              list in K streams at once (default: 4 above 20,000
                                objects, as the window; 1: one stream); the table
                                keeps the server's order
      --parallel-by HOW         shards (shard selectors) or namespaces (with -A);
                                default: shards where the server honours them
      --show-managed-fields     keep metadata.managedFields in json and yaml
  -w, --watch                   after the table, print rows as the objects change
</source>
        <translation>Використання: mado get RESOURCE [NAME] [параметри]
       mado get RESOURCE/NAME [параметри]

Читає обʼєкти, як kubectl get. RESOURCE — форма множини, однини, коротке
імʼя, kind або resource.group.

Параметри:
  -A, --all-namespaces          обʼєкти всіх просторів імен
  -l, --selector SEL            лише обʼєкти з відповідними мітками (app=web,tier!=db)
      --field-selector SEL      лише обʼєкти з відповідними полями (metadata.name=web)
  -o, --output FORMAT           table (типово), wide, json, yaml, jsonl або name
      --metadata-only           отримати лише метадані обʼєктів
      --wire FORMAT             що надсилає сервер: json, protobuf, cbor або yaml
      --chunk-size N            обʼєктів на запит списку (типово 500, 0: без сторінок)
      --parallel K              читати список K потоками одночасно (типово: 4 понад
                                20 000 обʼєктів, як у вікні; 1: один потік); таблиця
                                зберігає порядок сервера
      --parallel-by HOW         shards (селектори шардів) або namespaces (з -A);
                                типово: шарди, якщо сервер їх підтримує
      --show-managed-fields     залишити metadata.managedFields у json і yaml
  -w, --watch                   після таблиці друкувати рядки, коли обʼєкти змінюються
</translation>
    </message>
    <message>
        <location line="+25" />
        <source>watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]
      [--max-events N] [--timeout SECONDS] [--record FILE]
                                       print every watch event, bookmarks included
watch --replay FILE [-o jsonl|table]   print a recorded watch, offline
watch RESOURCE --doctor                probe how the path to the server treats watches</source>
        <translation>watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]
      [--max-events N] [--timeout SECONDS] [--record FILE]
                                       друкує кожну подію watch, разом із закладками
watch --replay FILE [-o jsonl|table]   друкує записаний watch, без кластера
watch RESOURCE --doctor                перевіряє, як шлях до сервера поводиться з watch</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Usage: mado watch RESOURCE [NAME] [options]
       mado watch --replay FILE [-o jsonl|table] [--max-events N]
       mado watch RESOURCE --doctor [-n NS | -A] [-l SEL] [--probe-seconds N]

Watches a collection (or one object) and prints every event as it arrives:
ADDED, MODIFIED, DELETED, BOOKMARK and ERROR. The connection's history
(listed, reconnecting, 410 Gone and relisting, ...) goes to standard error.
Dropped connections are resumed from the last resourceVersion seen.

By default the collection is listed first (its objects printed as ADDED
with "listed": true), then watched.

Options:
  -A, --all-namespaces          watch every namespace
      --resource-version RV     only watch, from this resourceVersion (no list)
      --send-initial-events     a streaming list: the objects arrive as ADDED
                                events, ended by a BOOKMARK (initialEventsEnd)
  -l, --selector SEL            only objects whose labels match
      --field-selector SEL      only objects whose fields match
      --shard-selector EXPR     only one shard, e.g. shardRange(object.metadata.uid,
                                '0x0000000000000000', '0x8000000000000000')
      --wire FORMAT             what the server streams: json, protobuf or cbor
  -o, --output FORMAT           jsonl (default: one JSON object per event,
                                {"type":..,"object":..,"arrival":..,"bytes":..})
                                or table (one line per event)
      --max-events N            stop after N events (exit 0)
      --timeout SECONDS         stop after this long (exit 0)
      --server-timeout SECONDS  ask the server to end each watch request after this
                                long (it sends a bookmark 2 s before; Mado resumes)
      --record FILE             also write the watch's flight recording to FILE when
                                it ends (every frame, list item and connection step;
                                the Watch pane opens it too)
      --replay FILE             print a recording (from --record or the Watch pane's
                                Export recording) as the live watch printed it; no
                                cluster needed
      --doctor                  run the protocol doctor on the collection: a streaming
                                list, a list-then-watch and a shard selector side by
                                side; prints its findings (exit 1 on a problem)
      --probe-seconds N         how long each doctor probe watches (default 8)

-o table prints as kubectl get -w: the list as one table, then each event at
once; a column keeps the widest width it has had.
</source>
        <translation>Використання: mado watch РЕСУРС [ІМʼЯ] [параметри]
              mado watch --replay ФАЙЛ [-o jsonl|table] [--max-events N]
              mado watch РЕСУРС --doctor [-n NS | -A] [-l SEL] [--probe-seconds N]

Спостерігає за колекцією (або одним обʼєктом) і друкує кожну подію, щойно
вона надходить: ADDED, MODIFIED, DELETED, BOOKMARK та ERROR. Історія зʼєднання
(список, повторне підключення, 410 Gone і повторний список, ...) іде в stderr.
Обірване зʼєднання відновлюється від останньої побаченої resourceVersion.

Типово колекцію спершу отримано списком (її обʼєкти друкуються як ADDED
з "listed": true), а потім за нею спостерігають.

Параметри:
  -A, --all-namespaces          спостерігати за всіма просторами імен
      --resource-version RV     лише спостерігати, від цієї resourceVersion (без списку)
      --send-initial-events     потоковий список: обʼєкти надходять як події ADDED,
                                завершені подією BOOKMARK (initialEventsEnd)
  -l, --selector SEL            лише обʼєкти з відповідними мітками
      --field-selector SEL      лише обʼєкти з відповідними полями
      --shard-selector EXPR     лише один шард, напр. shardRange(object.metadata.uid,
                                '0x0000000000000000', '0x8000000000000000')
      --wire FORMAT             що надсилає сервер: json, protobuf або cbor
  -o, --output FORMAT           jsonl (типово: один обʼєкт JSON на подію,
                                {"type":..,"object":..,"arrival":..,"bytes":..})
                                або table (один рядок на подію)
      --max-events N            зупинитися після N подій (код виходу 0)
      --timeout SECONDS         зупинитися через стільки секунд (код виходу 0)
      --server-timeout SECONDS  просити сервер завершувати кожен запит watch через
                                стільки секунд (за 2 с до того він надсилає закладку;
                                Mado продовжує)
      --record FILE             також записати бортовий журнал watch у FILE, коли
                                він завершиться (кожен кадр, обʼєкт списку й крок
                                зʼєднання; панель Watch теж його відкриває)
      --replay FILE             надрукувати запис (з --record або з «Експортувати
                                запис» панелі Watch) так, як його друкував живий
                                watch; кластер не потрібен
      --doctor                  запустити протокольного лікаря на колекції: потоковий
                                список, список-потім-watch і селектор шардів поруч;
                                друкує висновки (код виходу 1, якщо є проблема)
      --probe-seconds N         скільки триває кожна проба лікаря (типово 8)

-o table друкує як kubectl get -w: список однією таблицею, далі кожну подію
одразу; стовпець зберігає найбільшу ширину, яку вже мав.
</translation>
    </message>
    <message>
        <location line="+46" />
        <source>patch RESOURCE NAME --type json|merge|strategic|apply (-p FILE | -p -)
      [--field-manager M] [--force] [--dry-run] [--field-validation Strict|Warn|Ignore]
      [-o diff|json|yaml]
                                       change an object, previewed by a server dry run</source>
        <translation>patch RESOURCE NAME --type json|merge|strategic|apply (-p FILE | -p -)
      [--field-manager M] [--force] [--dry-run] [--field-validation Strict|Warn|Ignore]
      [-o diff|json|yaml]
                                       змінити обʼєкт, попередньо перевіривши пробним запуском на сервері</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Usage: mado patch RESOURCE NAME --type TYPE -p FILE [options]
       mado patch RESOURCE/NAME --type TYPE -p - [options]

Sends a patch to one object. The patch always goes to the server as a dry run
first (dryRun=All); only when that succeeds, and without --dry-run, is it
written for real. Warnings the server sends are printed on standard error.

Options:
      --type TYPE                json (RFC 6902), merge (RFC 7386), strategic
                                 (strategic merge; not for custom resources) or
                                 apply (server-side apply)
  -p, --patch FILE               the patch (JSON, or YAML for apply); - reads standard input
      --field-manager M          the field manager (default: mado)
      --force                    apply only: take over fields other managers own
      --dry-run                  only the dry run: nothing is written
      --field-validation MODE    Strict (default), Warn or Ignore unknown and duplicate fields
      --pin-resource-version     fail if the object changes between reading and writing
  -o, --output FORMAT            diff (the changes, with what the server added), json or yaml
      --show-managed-fields      keep managedFields, resourceVersion and generation
      --reveal-secrets           show a Secret's values instead of masking them
</source>
        <translation>Використання: mado patch RESOURCE NAME --type TYPE -p FILE [параметри]
              mado patch RESOURCE/NAME --type TYPE -p - [параметри]

Надсилає латку одному обʼєкту. Спершу латка завжди йде на сервер як пробний
запуск (dryRun=All); лише коли він вдався, і без --dry-run, її записано
насправді. Попередження сервера виводяться у стандартний потік помилок.

Параметри:
      --type TYPE                json (RFC 6902), merge (RFC 7386), strategic
                                 (стратегічне злиття; не для власних ресурсів) або
                                 apply (застосування на боці сервера)
  -p, --patch FILE               латка (JSON, або YAML для apply); - читає стандартний вхід
      --field-manager M          менеджер полів (типово: mado)
      --force                    лише apply: перебрати поля, якими володіють інші менеджери
      --dry-run                  лише пробний запуск: нічого не записується
      --field-validation MODE    Strict (типово), Warn або Ignore для невідомих і повторених полів
      --pin-resource-version     зазнати невдачі, якщо обʼєкт змінився між читанням і записом
  -o, --output FORMAT            diff (зміни, разом із доданим сервером), json або yaml
      --show-managed-fields      залишити managedFields, resourceVersion і generation
      --reveal-secrets           показати значення Secret замість маскування
</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--rule new|stored]
      [--schema FILE] [--object-resource RESOURCE] [--var NAME=FILE]... [--explain-cost]
      [--check-on-server] [--patch-type json|apply [--object NS/NAME [--dry-run]]]
      [--variables FILE] [--variable NAME=EXPR]... [--authorizer none|cluster]
      [--user NAME] [--group GROUP]... [-o json|text]
  cel eval [EXPR] --crd NAME --node PATH (--self-object NS/NAME | --over-live)
                                       evaluate a CEL expression, with its costs</source>
        <translation>cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--rule new|stored]
      [--schema FILE] [--object-resource RESOURCE] [--var NAME=FILE]... [--explain-cost]
      [--check-on-server] [--patch-type json|apply [--object NS/NAME [--dry-run]]]
      [--variables FILE] [--variable NAME=EXPR]... [--authorizer none|cluster]
      [--user NAME] [--group GROUP]... [-o json|text]
  cel eval [EXPR] --crd NAME --node PATH (--self-object NS/NAME | --over-live)
                                       обчислити вираз CEL з його вартістю</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Usage: mado cel eval EXPR [options]

Compiles and evaluates a CEL expression as the API server would and prints its
value, its type, its runtime cost and its estimated cost.

Options:
      --env ENV           crd, vap, mutating (or map) or match (default: crd with --schema,
                          vap without)
      --k8s-version V     the API server's Kubernetes version (1.27 to 1.37, default 1.37)
      --rule AGE          new (default): a rule being created or changed, compiled with
                          the environment of the server's compatibility version (one
                          minor lower); stored: a rule already stored, with the server's
                          own environment
      --schema FILE       the OpenAPI schema of self (YAML or JSON), for --env crd
      --object-resource RESOURCE
                          for --env vap or mutating: types object and oldObject from the
                          resource's OpenAPI schema on the cluster (as the API server's
                          policy type checker does): unknown fields are type errors and
                          the estimate uses the schema's bounds
      --var NAME=FILE     binds a variable to a YAML or JSON document (repeatable)
      --explain-cost      adds the cost of every sub-expression (runtime and the share
                          of the estimate) and, for an estimate over the limit, the
                          schema bounds that would make it fit ("costBreakdown",
                          "boundHints" in JSON)
      --check-on-server   also submits the rule in a dry-run create (a CRD with the rule,
                          or a ValidatingAdmissionPolicy) to the cluster of the current
                          context and prints the server's verdict next to Mado's; with
                          --object-resource, the policy is created (without a binding)
                          until the server has type-checked it, then deleted
      --patch-type TYPE   for --env map: the mutation's patchType, json (JSONPatch) or
                          apply (ApplyConfiguration); prints the patch the value produces
                          and, with an object, what it does to it
      --object NS/NAME    with --object-resource: the live object, bound as object
      --dry-run           with --patch-type and --object: sends the patch to the object
                          with dryRun=All (a JSON patch, or a forced server-side apply as
                          field manager mado-cel-preview) and prints the server's result
                          as a diff and whether Mado's local result agrees
      --variables FILE    spec.variables of a policy (a list of name and expression, or
                          a whole policy), for --env vap or mutating: compiled in order,
                          each seeing the earlier ones as variables.NAME, evaluated only
                          when used and at most once ("variables" in JSON: values,
                          costs, errors)
      --variable NAME=EXPR
                          one more variable after those of --variables (repeatable)
      --authorizer MODE   none (default): authorizer checks answer "no opinion";
                          cluster: each check is a SubjectAccessReview against the
                          cluster of the current context ("authorizerChecks" in JSON)
      --user NAME         request.userInfo.username, the user authorizer checks as
      --group GROUP       request.userInfo.groups (repeatable)
  -o, --output FORMAT     json (default) or text

A CRD validation rule in its context on the cluster:
  mado cel eval [EXPR] --crd NAME [--crd-version V] --node PATH [--rule-index I]
      (--self-object NS/NAME [--old-self FILE] | --over-live [--sample N] [--seed S])
      [--message-expression EXPR]
      --crd NAME          the CustomResourceDefinition (plural.group) read from the cluster
      --crd-version V     its version (default: the storage version)
      --node PATH         the schema node the rule sits on: "" for the root, spec,
                          spec.items[*] (array elements), spec.labels{*} (map values)
      --rule-index I      which of the node's rules (default 0); EXPR replaces it
      --self-object NS/NAME  self is the node's value in this object (every element
                          under arrays and maps); oldSelf is the same object
      --old-self FILE     oldSelf from this object (YAML or JSON) instead: an update
      --message-expression EXPR  replaces the rule's messageExpression
      --over-live         runs the rule over every live object of the version and
                          prints the cost distribution, the failures and the objects
                          closest to the per-call budget of all rules (10,000,000)
      --sample N          a random sample of N objects instead of all

An expression that starts with - goes after --:  mado cel eval -- '-7 / 2'
</source>
        <translation>Використання: mado cel eval EXPR [параметри]

Компілює й обчислює вираз CEL так, як це зробив би API-сервер, і виводить його
значення, тип, вартість виконання та оцінену вартість.

Параметри:
      --env ENV           crd, vap, mutating (або map) або match (типово: crd з --schema,
                          vap без нього)
      --k8s-version V     версія Kubernetes API-сервера (від 1.27 до 1.37, типово 1.37)
      --rule AGE          new (типово): правило, яке створюють або змінюють, компілюється
                          в середовищі версії сумісності сервера (на одну мінорну
                          нижче); stored: уже збережене правило, у власному
                          середовищі сервера
      --schema FILE       схема OpenAPI для self (YAML або JSON), для --env crd
      --object-resource RESOURCE
                          для --env vap або mutating: типізує object і oldObject за
                          схемою OpenAPI ресурсу в кластері (як це робить перевірка
                          типів політик API-сервера): невідомі поля — помилки типу,
                          а оцінка використовує межі схеми
      --var NAME=FILE     привʼязує змінну до документа YAML або JSON (можна повторювати)
      --explain-cost      додає вартість кожного підвиразу (виконання і частку
                          оцінки), а для оцінки понад ліміт — межі схеми, за яких
                          вираз уклався б («costBreakdown», «boundHints» у JSON)
      --check-on-server   також надсилає правило пробним запуском створення (CRD із
                          правилом або ValidatingAdmissionPolicy) до кластера поточного
                          контексту й виводить вердикт сервера поруч із вердиктом Mado; з
                          --object-resource політику створюють (без привʼязки), доки
                          сервер не перевірить її типи, а потім видаляють
      --patch-type TYPE   для --env map: patchType мутації, json (JSONPatch) або
                          apply (ApplyConfiguration); виводить патч, який дає значення,
                          а з обʼєктом — що він робить із ним
      --object NS/NAME    з --object-resource: живий обʼєкт, привʼязаний як object
      --dry-run           з --patch-type і --object: надсилає патч до обʼєкта з
                          dryRun=All (JSON-патч або примусове server-side apply від
                          менеджера полів mado-cel-preview) і виводить результат сервера
                          як різницю та чи збігається з ним локальний результат Mado
      --variables FILE    spec.variables політики (список імен і виразів або ціла
                          політика), для --env vap чи mutating: компілюються по черзі,
                          кожна бачить попередні як variables.NAME, обчислюються лише
                          під час використання й щонайбільше раз («variables» у JSON:
                          значення, вартість, помилки)
      --variable NAME=EXPR
                          ще одна змінна після змінних з --variables (можна повторювати)
      --authorizer MODE   none (типово): перевірки authorizer відповідають «немає думки»;
                          cluster: кожна перевірка — SubjectAccessReview до кластера
                          поточного контексту («authorizerChecks» у JSON)
      --user NAME         request.userInfo.username, користувач перевірок authorizer
      --group GROUP       request.userInfo.groups (можна повторювати)
  -o, --output FORMAT     json (типово) або text

Правило перевірки CRD у його контексті в кластері:
  mado cel eval [EXPR] --crd NAME [--crd-version V] --node PATH [--rule-index I]
      (--self-object NS/NAME [--old-self FILE] | --over-live [--sample N] [--seed S])
      [--message-expression EXPR]
      --crd NAME          CustomResourceDefinition (plural.group), прочитане з кластера
      --crd-version V     її версія (типово: версія зберігання)
      --node PATH         вузол схеми, на якому стоїть правило: "" для кореня, spec,
                          spec.items[*] (елементи масиву), spec.labels{*} (значення мапи)
      --rule-index I      яке з правил вузла (типово 0); EXPR його замінює
      --self-object NS/NAME  self — значення вузла в цьому обʼєкті (кожен елемент
                          у масивах і мапах); oldSelf — той самий обʼєкт
      --old-self FILE     oldSelf натомість з цього обʼєкта (YAML або JSON): оновлення
      --message-expression EXPR  замінює messageExpression правила
      --over-live         виконує правило на кожному живому обʼєкті версії й виводить
                          розподіл вартості, невдачі та обʼєкти, найближчі до бюджету
                          виклику для всіх правил (10,000,000)
      --sample N          випадкова вибірка з N обʼєктів замість усіх

Вираз, що починається з -, пишіть після --:  mado cel eval -- '-7 / 2'
</translation>
    </message>
    <message>
        <location line="+74" />
        <source>auth can-i VERB RESOURCE [NAME] [-n NS | -A] [--subresource S] | auth can-i --list
                                       may I? (yes, exit 0; no, exit 1)</source>
        <translation>auth can-i VERB RESOURCE [NAME] [-n NS | -A] [--subresource S] | auth can-i --list
                                       чи можна мені? (yes — код 0; no — код 1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Usage: mado auth can-i VERB RESOURCE [NAME] [options]
       mado auth can-i VERB TYPE/NAME [options]
       mado auth can-i VERB /NON-RESOURCE-URL
       mado auth can-i --list [-n NS]

Asks the server whether the current user may do something, as kubectl auth can-i
does: prints yes (exit 0) or no (exit 1). With --list, prints every rule the
user has in the namespace.

Options:
  -A, --all-namespaces      ask about every namespace
      --subresource S       ask about a subresource (status, scale, log, ...)
      --list                list what the user may do in the namespace
      --no-headers          print the --list table without its header
  -q, --quiet               print nothing; only the exit status answers
</source>
        <translation>Використання: mado auth can-i VERB RESOURCE [NAME] [параметри]
              mado auth can-i VERB TYPE/NAME [параметри]
              mado auth can-i VERB /NON-RESOURCE-URL
              mado auth can-i --list [-n NS]

Питає сервер, чи може поточний користувач щось зробити, як kubectl auth can-i:
друкує yes (код 0) або no (код 1). З --list друкує всі правила користувача
у просторі імен.

Параметри:
  -A, --all-namespaces      питати про всі простори імен
      --subresource S       питати про підресурс (status, scale, log, ...)
      --list                перелічити, що користувачеві дозволено у просторі імен
      --no-headers          друкувати таблицю --list без заголовка
  -q, --quiet               нічого не друкувати; відповідає лише код завершення
</translation>
    </message>
    <message>
        <location line="+18" />
        <source>explain RESOURCE[.field.path] [--recursive] [--api-version G/V]
                                       the documentation of a resource's fields</source>
        <translation>explain RESOURCE[.field.path] [--recursive] [--api-version G/V]
                                       документація полів ресурсу</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Usage: mado explain RESOURCE[.field.path] [options]

Describes a resource or one of its fields from the server's OpenAPI v3 schema,
as kubectl explain does: the type, the description and the fields.

Options:
      --recursive           list the fields of fields, without descriptions
      --api-version G/V     explain this group version instead of the preferred one
  -o, --output plaintext    the output format (the only one)

Schemas are cached on disk by the server's hash; an unchanged schema is never
fetched twice.
</source>
        <translation>Використання: mado explain RESOURCE[.field.path] [параметри]

Описує ресурс або одне з його полів за схемою OpenAPI v3 сервера, як kubectl
explain: тип, опис і поля.

Параметри:
      --recursive           перелічити поля полів, без описів
      --api-version G/V     пояснити цю версію групи замість бажаної
  -o, --output plaintext    формат виводу (єдиний)

Схеми кешуються на диску за хешем сервера; незмінну схему ніколи не завантажують
вдруге.
</translation>
    </message>
    <message>
        <location line="+16" />
        <source>migrate plan|run|check CRD [--to VERSION] [--qps N] [--concurrency N] | migrate lab
                                       move a CRD's storage version, step by step</source>
        <translation>migrate plan|run|check CRD [--to VERSION] [--qps N] [--concurrency N] | migrate lab
                                       перенести версію зберігання CRD крок за кроком</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Usage: mado migrate plan CRD --to VERSION [--qps N]
       mado migrate run CRD --to VERSION [--qps N] [--concurrency N] [--until STEP]
                        [--server-side]
       mado migrate rewrite CRD --to VERSION [--qps N] [--concurrency N] [--server-side]
       mado migrate check CRD [--to VERSION] [--sandbox-dir DIR]
       mado migrate lab [--objects N] [--group GROUP] [-n NAMESPACE]
                        [--webhook-url URL --webhook-ca FILE]

Moves a CustomResourceDefinition's storage version in its four ordered steps:
1 serve the new version and deprecate the old, 2 store the new version,
3 rewrite every object once, 4 trim status.storedVersions, stop serving and
remove the old versions. Mado refuses a step out of order.
With conversion strategy Webhook, plan, run and rewrite first read one object
at every served version (the API server converts it through the webhook);
a failing webhook blocks every step and exits 1.

  plan    prints the CRD's state and the steps left (with the rewrite's
          estimated duration at --qps)
  run     runs the steps left; progress on stderr; a killed run resumes
  rewrite runs step 3 alone (again), e.g. to measure it
  check   exits 0 only when the migration is complete, else lists what is missing
  lab     creates the lab CRD (v1 stored, v2 adds a defaulted field, strategy None)
          and sample objects

Options:
      --to VERSION        the version to migrate to (check: default the storage version)
      --qps N             rewrite writes per second at most (default 0: no cap)
      --concurrency N     rewrite writes in flight at most (default 8)
      --until STEP        run: stop after serve, storage, rewrite, trim, unserve or remove
      --warning TEXT      run: the deprecation warning of the old versions
      --server-side       run, rewrite: step 3 through a StorageVersionMigration object
                          (storagemigration.k8s.io) that the server's controller runs
      --state-dir DIR     where the rewrite's progress is kept
      --sandbox-dir DIR   check: also read the stored versions from the sandbox's etcd
      --objects N         lab: how many sample objects (default 20)
      --group GROUP       lab: the API group (default lab.mado.io)
      --webhook-url URL   lab: convert through this webhook (strategy Webhook)
      --webhook-ca FILE   lab: the CA (PEM) of the webhook's certificate
      --sample-timeout N  seconds one sample read may take (default 10)
</source>
        <translation>Використання: mado migrate plan CRD --to VERSION [--qps N]
       mado migrate run CRD --to VERSION [--qps N] [--concurrency N] [--until STEP]
                        [--server-side]
       mado migrate rewrite CRD --to VERSION [--qps N] [--concurrency N] [--server-side]
       mado migrate check CRD [--to VERSION] [--sandbox-dir DIR]
       mado migrate lab [--objects N] [--group GROUP] [-n NAMESPACE]
                        [--webhook-url URL --webhook-ca FILE]

Переносить версію зберігання CustomResourceDefinition за чотири впорядковані кроки:
1 надати нову версію й позначити стару застарілою, 2 зберігати нову версію,
3 переписати кожен обʼєкт один раз, 4 скоротити status.storedVersions, припинити
надавати й вилучити старі версії. Mado відмовляє в кроці не за порядком.
Зі стратегією перетворення Webhook plan, run і rewrite спершу читають по одному
обʼєкту в кожній наданій версії (API-сервер перетворює його через вебхук);
несправний вебхук блокує кожен крок і завершує роботу з кодом 1.

  plan    показує стан CRD і кроки, що лишилися (з оцінкою тривалості
          перезапису за --qps)
  run     виконує кроки, що лишилися; поступ у stderr; перерваний запуск продовжується
  rewrite виконує лише крок 3 (знову), напр. щоб його виміряти
  check   завершується з 0 лише коли перенесення завершено, інакше перелічує, чого бракує
  lab     створює лабораторний CRD (v1 зберігається, v2 додає поле зі
          значенням за замовчуванням, стратегія None) і зразкові обʼєкти

Параметри:
      --to VERSION        версія, до якої переносити (check: типово версія зберігання)
      --qps N             щонайбільше записів перезапису за секунду (типово 0: без обмеження)
      --concurrency N     щонайбільше одночасних записів перезапису (типово 8)
      --until STEP        run: зупинитися після serve, storage, rewrite, trim, unserve чи remove
      --warning TEXT      run: попередження про застарілість старих версій
      --server-side       run, rewrite: крок 3 через обʼєкт StorageVersionMigration
                          (storagemigration.k8s.io), який виконує контролер сервера
      --state-dir DIR     де зберігається поступ перезапису
      --sandbox-dir DIR   check: також прочитати збережені версії з etcd пісочниці
      --objects N         lab: скільки зразкових обʼєктів (типово 20)
      --group GROUP       lab: група API (типово lab.mado.io)
      --webhook-url URL   lab: перетворювати через цей вебхук (стратегія Webhook)
      --webhook-ca FILE   lab: CA (PEM) сертифіката вебхука
      --sample-timeout N  скільки секунд може тривати одне пробне читання (типово 10)
</translation>
    </message>
    <message>
        <location line="+43" />
        <source>sandbox up|down|status [--dir DIR]   run the local sandbox cluster</source>
        <translation>sandbox up|down|status [--dir DIR]   керувати локальним кластером-пісочницею</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Usage: mado sandbox up|down|status [--dir DIR]

Runs the local sandbox cluster: a real etcd, kube-apiserver and
kube-controller-manager on the loopback interface.

  up       starts it and prints one JSON line with its server and kubeconfig
  down     stops it
  status   tells whether it runs

Options:
      --dir DIR   the sandbox's folder (default: ~/.local/share/mado/sandbox)
</source>
        <translation>Використання: mado sandbox up|down|status [--dir DIR]

Керує локальною пісочницею — кластером, де працюють: справжні etcd, kube-apiserver і
kube-controller-manager на інтерфейсі loopback.

  up       запускає її і виводить один рядок JSON із сервером і kubeconfig
  down     зупиняє її
  status   повідомляє, чи вона працює

Параметри:
      --dir DIR   тека пісочниці (типово: ~/.local/share/mado/sandbox)
</translation>
    </message>
    <message>
        <location line="+14" />
        <source>version                              print the client and server versions</source>
        <translation>version                              показати версії клієнта й сервера</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Usage: mado version

Prints Mado's version and the version of the server of the current context.
</source>
        <translation>Використання: mado version

Показує версію Mado і версію сервера поточного контексту.
</translation>
    </message>
    <message>
        <location filename="../app/cmd_apiresources.cpp" line="+36" />
        <location filename="../app/cmd_cel.cpp" line="+81" />
        <location filename="../app/cmd_cel_crd.cpp" line="+90" />
        <location filename="../app/cmd_migrate.cpp" line="+110" />
        <location filename="../app/cmd_version.cpp" line="-19" />
        <source>unexpected argument "%1"</source>
        <translation>неочікуваний аргумент «%1»</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--namespaced takes true or false</source>
        <translation>--namespaced приймає true або false</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--output must be one of: wide, json, name</source>
        <translation>--output має бути одним із: wide, json, name</translation>
    </message>
    <message>
        <location filename="../app/cmd_cel.cpp" line="-8" />
        <location filename="../app/cmd_cel_crd.cpp" line="-2" />
        <source>cel needs a subcommand: eval</source>
        <translation>cel потребує підкоманди: eval</translation>
    </message>
    <message>
        <location line="+64" />
        <source>--var needs NAME=FILE</source>
        <translation>--var потребує ІМʼЯ=ФАЙЛ</translation>
    </message>
    <message>
        <location line="-60" />
        <source>cel eval needs an expression</source>
        <translation>cel eval потребує виразу</translation>
    </message>
    <message>
        <location line="+22" />
        <location filename="../app/cmd_cel_crd.cpp" line="+42" />
        <source>unknown output format "%1" (json, text)</source>
        <translation>невідомий формат виводу «%1» (json, text)</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../app/cmd_cel_crd.cpp" line="+4" />
        <source>unknown rule age "%1" (new, stored)</source>
        <translation>невідомий вік правила «%1» (new, stored)</translation>
    </message>
    <message>
        <location line="+11" />
        <location filename="../app/cmd_cel_crd.cpp" line="+10" />
        <source>unsupported Kubernetes version "%1" (1.27 to 1.37)</source>
        <translation>непідтримувана версія Kubernetes «%1» (від 1.27 до 1.37)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>--object-resource needs --env vap or --env mutating</source>
        <translation>--object-resource потребує --env vap або --env mutating</translation>
    </message>
    <message>
        <location line="+18" />
        <source>The server's OpenAPI document has no schema for %1.</source>
        <translation>Документ OpenAPI сервера не містить схеми для %1.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>unknown patch type "%1" (json, apply)</source>
        <translation>невідомий тип патча «%1» (json, apply)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--patch-type needs --env map</source>
        <translation>--patch-type потребує --env map</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--object needs --object-resource</source>
        <translation>--object потребує --object-resource</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--object needs NAMESPACE/NAME or NAME</source>
        <translation>--object потребує NAMESPACE/NAME або NAME</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--dry-run needs --patch-type and --object</source>
        <translation>--dry-run потребує --patch-type і --object</translation>
    </message>
    <message>
        <location line="+121" />
        <source>server dry run failed: %1</source>
        <translation>пробний запуск на сервері не вдався: %1</translation>
    </message>
    <message>
        <location line="-95" />
        <location line="+159" />
        <location filename="../app/cmd_cel_crd.cpp" line="+5" />
        <source>cannot read %1: %2</source>
        <translation>не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <location line="-166" />
        <source>--variables and --variable need --env vap or --env mutating</source>
        <translation>--variables і --variable потребують --env vap або --env mutating</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+155" />
        <location filename="../app/cmd_cel_crd.cpp" line="+7" />
        <source>cannot parse %1: %2</source>
        <translation>не вдається розібрати %1: %2</translation>
    </message>
    <message>
        <location line="-147" />
        <source>--variable needs NAME=EXPRESSION</source>
        <translation>--variable потребує NAME=EXPRESSION</translation>
    </message>
    <message>
        <location line="+8" />
        <source>unknown authorizer "%1" (none, cluster)</source>
        <translation>невідомий authorizer «%1» (none, cluster)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--authorizer needs an admission environment (vap, mutating, match)</source>
        <translation>--authorizer потребує середовища допуску (vap, mutating, match)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--user and --group need an admission environment (vap, mutating, match)</source>
        <translation>--user і --group потребують середовища допуску (vap, mutating, match)</translation>
    </message>
    <message>
        <location line="+132" />
        <location line="+65" />
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <location line="-5" />
        <source>note: %1</source>
        <translation>примітка: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cost by sub-expression (runtime; share of the estimate; runs):</source>
        <translation>вартість за підвиразами (виконання; частка оцінки; кількість запусків):</translation>
    </message>
    <message>
        <location line="+21" />
        <source>hint: no single bound is enough; %1 on each of %2 keeps the estimate within the limit (estimate %3)</source>
        <translation>підказка: жодного окремого обмеження не досить; %1 для кожного з %2 тримає оцінку в межах ліміту (оцінка %3)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>hint: %1 is unbounded; %2: %3 keeps the estimate within the limit (estimate %4)</source>
        <translation>підказка: %1 необмежений; %2: %3 тримає оцінку в межах ліміту (оцінка %4)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>hint: %1 is unbounded; even %2: 1 leaves the estimate at %3</source>
        <translation>підказка: %1 необмежений; навіть з %2: 1 оцінка становить %3</translation>
    </message>
    <message>
        <location line="+20" />
        <source>does not compile: %1</source>
        <translation>не компілюється: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not evaluated (not used)</source>
        <translation>не обчислено (не використано)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (runtime cost %2)</source>
        <translation>%1 (вартість виконання %2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>variable %1 (%2): %3</source>
        <translation>змінна %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>variables' runtime cost: %1</source>
        <translation>вартість виконання змінних: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (no cluster connection)</source>
        <translation>%1 (немає зʼєднання з кластером)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>authorizer check as %1: %2 -&gt; %3</source>
        <translation>перевірка authorizer від імені %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>type error (%1): %2</source>
        <translation>помилка типу (%1): %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>--check-on-server needs --env crd or --env vap</source>
        <translation>--check-on-server потребує --env crd або --env vap</translation>
    </message>
    <message>
        <location line="+41" />
        <source>server: accepted</source>
        <translation>сервер: прийнято</translation>
    </message>
    <message>
        <location line="+0" />
        <source>server: rejected</source>
        <translation>сервер: відхилено</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+5" />
        <source>type-check warning: %1</source>
        <translation>попередження перевірки типів: %1</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Mado: accepted</source>
        <translation>Mado: прийнято</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Mado: rejected</source>
        <translation>Mado: відхилено</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The verdicts differ.</source>
        <translation>Вердикти різняться.</translation>
    </message>
    <message>
        <location line="-504" />
        <source>--env crd needs --schema FILE</source>
        <translation>--env crd потребує --schema ФАЙЛ</translation>
    </message>
    <message>
        <location line="-32" />
        <source>unknown environment "%1" (crd, vap, mutating or map, match)</source>
        <translation>невідоме середовище «%1» (crd, vap, mutating або map, match)</translation>
    </message>
    <message>
        <location line="+331" />
        <source>warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation rule, so the API server would reject this rule; maxItems, maxProperties and maxLength in the schema bound it</source>
        <translation>попередження: оцінена вартість %1 перевищує межу %2 для одного правила валідації CRD, тож API-сервер відхилить це правило; її обмежують maxItems, maxProperties і maxLength у схемі</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+6" />
        <location line="+81" />
        <location filename="../app/cmd_cel_crd.cpp" line="+112" />
        <source>error: %1</source>
        <translation>помилка: %1</translation>
    </message>
    <message>
        <location line="-71" />
        <source>type: %1</source>
        <translation>тип: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>runtime cost: %1</source>
        <translation>вартість виконання: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../app/cmd_cel_crd.cpp" line="+57" />
        <source>estimated cost: %1 to %2</source>
        <translation>оцінена вартість: від %1 до %2</translation>
    </message>
    <message>
        <location filename="../app/cmd_get.cpp" line="+83" />
        <source>--wire must be one of: json, protobuf, cbor, yaml</source>
        <translation>--wire має бути одним із: json, protobuf, cbor, yaml</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--chunk-size takes a number of 0 or more</source>
        <translation>--chunk-size приймає число 0 або більше</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--parallel takes a number of streams from 0 (automatic) to 64</source>
        <translation>--parallel приймає кількість потоків від 0 (автоматично) до 64</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--parallel-by must be one of: shards, namespaces</source>
        <translation>--parallel-by має бути одним із: shards (шарди), namespaces (простори імен)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>get needs a resource type and at most one name</source>
        <translation>get потребує типу ресурсу й щонайбільше одного імені</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--output must be one of: table, wide, json, yaml, jsonl, name</source>
        <translation>--output має бути одним із: table, wide, json, yaml, jsonl, name</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invalid label selector «%1»: %2</source>
        <translation>Неправильний селектор міток «%1»: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invalid field selector «%1»: %2</source>
        <translation>Неправильний селектор полів «%1»: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--watch prints table rows (-o table or wide); for events as JSON use mado watch</source>
        <translation>--watch друкує рядки таблиці (-o table або wide); події як JSON дає mado watch</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The resource %1 cannot be read with get.</source>
        <translation>Ресурс %1 неможливо прочитати через get.</translation>
    </message>
    <message>
        <location line="+51" />
        <location line="+128" />
        <location line="+33" />
        <location filename="../app/cmd_migrate.cpp" line="+240" />
        <location filename="../app/cmd_patch.cpp" line="+156" />
        <source>Warning: %1</source>
        <translation>Попередження: %1</translation>
    </message>
    <message>
        <location line="-155" />
        <source>Warning: Mado has no protobuf schema for %1: only apiVersion, kind and metadata were decoded.</source>
        <translation>Попередження: у Mado немає схеми protobuf для %1: декодовано лише apiVersion, kind і metadata.</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Warning: the server ignores shard selectors; fetching one stream.</source>
        <translation>Попередження: сервер ігнорує селектори шардів; читання одним потоком.</translation>
    </message>
    <message>
        <location line="+212" />
        <source>No resources found</source>
        <translation>Ресурсів не знайдено</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No resources found in %1 namespace.</source>
        <translation>У просторі імен %1 ресурсів не знайдено.</translation>
    </message>
    <message>
        <location filename="../app/argparser.cpp" line="+69" />
        <source>unknown option "%1"</source>
        <translation>невідомий параметр «%1»</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the option %1 takes no value</source>
        <translation>параметр %1 не приймає значення</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the option %1 needs a value</source>
        <translation>параметр %1 потребує значення</translation>
    </message>
    <message>
        <location filename="../app/cmd_watch.cpp" line="+107" />
        <source>--output must be one of: jsonl, table</source>
        <translation>--output має бути одним із: jsonl, table</translation>
    </message>
    <message>
        <location line="+17" />
        <source>--wire must be one of: json, protobuf, cbor</source>
        <translation>--wire має бути одним із: json, protobuf, cbor</translation>
    </message>
    <message>
        <location line="-12" />
        <source>--max-events takes a number of 1 or more</source>
        <translation>--max-events приймає число від 1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--replay takes only a recording file (and -o, --max-events)</source>
        <translation>--replay приймає лише файл запису (та -o, --max-events)</translation>
    </message>
    <message>
        <location line="+22" />
        <source>--timeout takes a number of seconds above 0</source>
        <translation>--timeout приймає кількість секунд, більшу за 0</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--server-timeout takes a whole number of seconds above 0</source>
        <translation>--server-timeout приймає цілу кількість секунд, більшу за 0</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--probe-seconds takes a whole number of seconds above 0</source>
        <translation>--probe-seconds приймає ціле число секунд, більше за 0</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--probe-seconds goes with --doctor</source>
        <translation>--probe-seconds вживається разом із --doctor</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--doctor probes the collection in its own ways; it takes no --record, --resource-version, --send-initial-events or --max-events</source>
        <translation>--doctor перевіряє колекцію своїми способами; він не приймає --record, --resource-version, --send-initial-events чи --max-events</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--record needs a file name</source>
        <translation>--record потребує імені файлу</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--resource-version needs a value</source>
        <translation>--resource-version потребує значення</translation>
    </message>
    <message>
        <location line="+7" />
        <source>watch needs a resource type and at most one name</source>
        <translation>watch потребує типу ресурсу й щонайбільше одного імені</translation>
    </message>
    <message>
        <location line="+23" />
        <source>The resource %1 cannot be watched.</source>
        <translation>Ресурс %1 не можна спостерігати (watch).</translation>
    </message>
    <message>
        <location line="+98" />
        <source>Cannot write the recording %1: %2</source>
        <translation>Не вдається записати запис «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Recorded %n record(s) to %1</source>
        <translation>
            <numerusform>Записано %n запис у %1</numerusform>
            <numerusform>Записано %n записи у %1</numerusform>
            <numerusform>Записано %n записів у %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot read %1: %2</source>
        <translation>Не вдається прочитати «%1»: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Replaying %1: %2 (context %3), recorded %4</source>
        <translation>Відтворення «%1»: %2 (контекст %3), записано %4</translation>
    </message>
    <message>
        <location line="+102" />
        <source>Probing %1 with a streaming list, a list-then-watch and a shard selector side by side for %2 s…</source>
        <translation>Перевірка %1 потоковим списком, списком-потім-watch і селектором шардів поруч протягом %2 с…</translation>
    </message>
    <message>
        <location line="+12" />
        <source>ok</source>
        <translation>гаразд</translation>
    </message>
    <message>
        <location line="+3" />
        <source>warning</source>
        <translation>попередження</translation>
    </message>
    <message>
        <location line="+3" />
        <source>problem</source>
        <translation>проблема</translation>
    </message>
    <message>
        <location line="+4" />
        <source>note</source>
        <translation>примітка</translation>
    </message>
    <message>
        <location line="-76" />
        <source>(end of initial events)</source>
        <translation>(кінець початкових подій)</translation>
    </message>
    <message>
        <location filename="../app/cmd_auth.cpp" line="+20" />
        <source>auth knows one subcommand: can-i</source>
        <translation>auth має одну підкоманду: can-i</translation>
    </message>
    <message>
        <location line="+19" />
        <source>can-i --list takes no verb or resource</source>
        <translation>can-i --list не приймає дієслова чи ресурсу</translation>
    </message>
    <message>
        <location line="+4" />
        <source>can-i needs a verb and a resource, and at most one name</source>
        <translation>can-i потребує дієслова й ресурсу та щонайбільше одного імені</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a non-resource URL takes no name</source>
        <translation>URL поза ресурсами не приймає імені</translation>
    </message>
    <message>
        <location line="+7" />
        <source>give the name either as TYPE/NAME or as a second argument</source>
        <translation>вкажіть імʼя або як TYPE/NAME, або другим аргументом</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Warning: resource '%1' is not namespace scoped</source>
        <translation>Попередження: ресурс «%1» не належить до простору імен</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Warning: the server doesn't have a resource type '%1'</source>
        <translation>Попередження: сервер не має типу ресурсу «%1»</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warning: the server doesn't have a resource type '%1' in group '%2'</source>
        <translation>Попередження: сервер не має типу ресурсу «%1» у групі «%2»</translation>
    </message>
    <message>
        <location line="+48" />
        <source>warning: the list may be incomplete: %1</source>
        <translation>попередження: список може бути неповним: %1</translation>
    </message>
    <message>
        <location filename="../app/cmd_explain.cpp" line="+22" />
        <source>explain needs one resource, optionally with a field path (pods.spec)</source>
        <translation>explain потребує одного ресурсу, за бажанням із шляхом поля (pods.spec)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--output must be plaintext</source>
        <translation>--output має бути plaintext</translation>
    </message>
    <message>
        <location line="+7" />
        <source>"%1" is not a resource with a field path</source>
        <translation>«%1» не є ресурсом зі шляхом поля</translation>
    </message>
    <message>
        <location line="+35" />
        <source>The server does not serve %1 in %2.</source>
        <translation>Сервер не обслуговує %1 у %2.</translation>
    </message>
    <message>
        <location filename="../app/cmd_migrate.cpp" line="-309" />
        <source>missing the action: plan, run, check or lab</source>
        <translation>бракує дії: plan, run, check або lab</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown action "%1": use plan, run, check or lab</source>
        <translation>невідома дія «%1»: використайте plan, run, check або lab</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--qps needs a number of writes per second (0: no cap)</source>
        <translation>--qps потребує кількості записів за секунду (0: без обмеження)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--concurrency needs a whole number of at least 1</source>
        <translation>--concurrency потребує цілого числа, не меншого за 1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--sample-timeout needs a whole number of seconds, at least 1</source>
        <translation>--sample-timeout потребує цілої кількості секунд, щонайменше 1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>--objects needs a whole number</source>
        <translation>--objects потребує цілого числа</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot read the CA file «%1»: %2</source>
        <translation>Не вдалося прочитати файл CA «%1»: %2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>missing the CRD's name (e.g. widgets.lab.mado.io)</source>
        <translation>бракує назви CRD (напр. widgets.lab.mado.io)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--to VERSION is required</source>
        <translation>потрібен --to VERSION</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--until needs one of serve, storage, rewrite, trim, unserve, remove</source>
        <translation>--until потребує одного з: serve, storage, rewrite, trim, unserve, remove</translation>
    </message>
    <message numerus="yes">
        <location line="+30" />
        <source>Lab ready: %1 with %n object(s) in namespace %2, stored as v1; v2 adds spec.color (default "blue") and is not served yet.</source>
        <translation>
            <numerusform>Лабораторія готова: %1 з %n обʼєктом у просторі імен %2, збережено як v1; v2 додає spec.color (типово "blue") і ще не надається.</numerusform>
            <numerusform>Лабораторія готова: %1 з %n обʼєктами у просторі імен %2, збережено як v1; v2 додає spec.color (типово "blue") і ще не надається.</numerusform>
            <numerusform>Лабораторія готова: %1 з %n обʼєктами у просторі імен %2, збережено як v1; v2 додає spec.color (типово "blue") і ще не надається.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Its versions convert through the webhook %1 (strategy Webhook).</source>
        <translation>Його версії перетворюються через вебхук %1 (стратегія Webhook).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: mado migrate plan %1 --to v2</source>
        <translation>Далі: mado migrate plan %1 --to v2</translation>
    </message>
    <message numerus="yes">
        <location line="+61" />
        <source>CRD %1 (strategy %2), %n object(s)</source>
        <translation>
            <numerusform>CRD %1 (стратегія %2), %n обʼєкт</numerusform>
            <numerusform>CRD %1 (стратегія %2), %n обʼєкти</numerusform>
            <numerusform>CRD %1 (стратегія %2), %n обʼєктів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>served</source>
        <translation>надається</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not served</source>
        <translation>не надається</translation>
    </message>
    <message>
        <location line="+2" />
        <source>storage</source>
        <translation>зберігання</translation>
    </message>
    <message>
        <location line="+2" />
        <source>deprecated</source>
        <translation>застаріла</translation>
    </message>
    <message>
        <location line="+3" />
        <source>  status.storedVersions: [%1]</source>
        <translation>  status.storedVersions: [%1]</translation>
    </message>
    <message>
        <location line="+15" />
        <source>[done]    %1</source>
        <translation>[готово]  %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>[next]    %1</source>
        <translation>[далі]    %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>[pending] %1</source>
        <translation>[чекає]   %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>(%n object(s) at %1 writes/s: %2)</source>
        <translation>
            <numerusform>(%n обʼєкт при %1 записах/с: %2)</numerusform>
            <numerusform>(%n обʼєкти при %1 записах/с: %2)</numerusform>
            <numerusform>(%n обʼєктів при %1 записах/с: %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+55" />
        <source>The migration to %1 is complete.</source>
        <translation>Перенесення до %1 завершено.</translation>
    </message>
    <message numerus="yes">
        <location line="-54" />
        <source>%n step(s) left to reach %1.</source>
        <translation>
            <numerusform>До %1 лишився %n крок.</numerusform>
            <numerusform>До %1 лишилося %n кроки.</numerusform>
            <numerusform>До %1 лишилося %n кроків.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30" />
        <source>Complete: %1 is stored only as %2, every object was rewritten, no old version is served.</source>
        <translation>Завершено: %1 зберігається лише як %2, кожен обʼєкт переписано, жодна стара версія не надається.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Not complete: %1 to %2 is missing:</source>
        <translation>Не завершено: для %1 до %2 бракує:</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Stopped before %1 as asked.</source>
        <translation>Зупинено перед кроком «%1», як просили.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Mado refuses to run %1: %2</source>
        <translation>Mado відмовляється виконати «%1»: %2</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The StorageVersionMigration %1 succeeded.</source>
        <translation>StorageVersionMigration %1 завершився успішно.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>rewrite: %1/%2 objects, %3 objects/s, %4 left</source>
        <translation>перезапис: %1/%2 обʼєктів, %3 обʼєктів/с, лишилося %4</translation>
    </message>
    <message>
        <location line="+8" />
        <source>failed: %1: %2</source>
        <translation>помилка: %1: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>rewrite: %1 objects rewritten, %2 already gone, %3 conflicts resolved, %4 failed, %5 objects/s</source>
        <translation>перезапис: переписано обʼєктів: %1, уже зникло: %2, розвʼязано конфліктів: %3, помилок: %4, %5 обʼєктів/с</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The rewrite did not cover every object; run it again to retry the failed ones.</source>
        <translation>Перезапис охопив не всі обʼєкти; запустіть його знову, щоб повторити невдалі.</translation>
    </message>
    <message>
        <location filename="../app/cmd_patch.cpp" line="-111" />
        <source>patch needs a resource type and a name</source>
        <translation>patch потребує типу ресурсу та імені</translation>
    </message>
    <message>
        <location line="+6" />
        <source>patch needs --type json, merge, strategic or apply</source>
        <translation>patch потребує --type json, merge, strategic або apply</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--type must be one of: json, merge, strategic, apply</source>
        <translation>--type має бути одним із: json, merge, strategic, apply</translation>
    </message>
    <message>
        <location line="+3" />
        <source>patch needs -p FILE, or -p - to read the patch from standard input</source>
        <translation>patch потребує -p FILE або -p -, щоб прочитати латку зі стандартного входу</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--field-validation must be one of: Strict, Warn, Ignore</source>
        <translation>--field-validation має бути одним із: Strict, Warn, Ignore</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--force applies only to --type apply</source>
        <translation>--force діє лише з --type apply</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--output must be one of: diff, json, yaml</source>
        <translation>--output має бути одним із: diff, json, yaml</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot read the patch from %1: %2</source>
        <translation>Не вдалося прочитати латку з %1: %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The resource %1 cannot be patched.</source>
        <translation>Ресурс %1 не можна змінювати латкою.</translation>
    </message>
    <message>
        <location line="+69" />
        <source>%1/%2 patched</source>
        <translation>%1/%2 змінено</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1/%2 patched (no change)</source>
        <translation>%1/%2 змінено (без змін)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(server dry run)</source>
        <translation>(пробний запуск на сервері)</translation>
    </message>
    <message>
        <location filename="../app/cmd_cel_mutation.cpp" line="+30" />
        <source>patch (%1): refused: %2</source>
        <translation>патч (%1): відхилено: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>patch (%1):</source>
        <translation>патч (%1):</translation>
    </message>
    <message>
        <location line="+7" />
        <source>applied to object: fails: %1</source>
        <translation>застосування до обʼєкта: не вдається: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>applied to object: %1</source>
        <translation>застосування до обʼєкта: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>applied to object: no change</source>
        <translation>застосування до обʼєкта: без змін</translation>
    </message>
    <message>
        <location line="+1" />
        <source>applied to object:</source>
        <translation>застосування до обʼєкта:</translation>
    </message>
    <message>
        <location line="+27" />
        <source>server dry run:</source>
        <translation>пробний запуск на сервері:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  no change</source>
        <translation>  без змін</translation>
    </message>
    <message>
        <location line="+6" />
        <source>warning: %1</source>
        <translation>попередження: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's local application fails: %1</source>
        <translation>локальне застосування Mado не вдається: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's local application agrees with the server's result.</source>
        <translation>Локальне застосування Mado збігається з результатом сервера.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server also set defaults at: %1</source>
        <translation>Сервер також встановив типові значення в: %1</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Mado's local application differs from the server's result at: %1</source>
        <translation>Локальне застосування Mado відрізняється від результату сервера в: %1</translation>
    </message>
    <message>
        <location filename="../app/cmd_cel_crd.cpp" line="-228" />
        <source>--crd needs --node PATH ("" for the root, e.g. spec.items[*])</source>
        <translation>--crd потребує --node PATH ("" для кореня, напр. spec.items[*])</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--rule-index needs a number from 0</source>
        <translation>--rule-index потребує числа від 0</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--sample needs a number from 1</source>
        <translation>--sample потребує числа від 1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--seed needs a number</source>
        <translation>--seed потребує числа</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--crd needs --self-object NAMESPACE/NAME or --over-live</source>
        <translation>--crd потребує --self-object NAMESPACE/NAME або --over-live</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--self-object and --over-live exclude each other</source>
        <translation>--self-object і --over-live виключають одне одного</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--sample needs --over-live</source>
        <translation>--sample потребує --over-live</translation>
    </message>
    <message>
        <location line="+63" />
        <source>The CustomResourceDefinition %1 has no version %2.</source>
        <translation>CustomResourceDefinition %1 не має версії %2.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The schema of %1 %2 has no node %3; nodes with rules: %4</source>
        <translation>Схема %1 %2 не має вузла %3; вузли з правилами: %4</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The node %1 has no validation rules; give the rule as EXPR.</source>
        <translation>Вузол %1 не має правил перевірки; задайте правило як EXPR.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>The node %1 has %n rule(s); --rule-index goes from 0.</source>
        <translation>
            <numerusform>Вузол %1 має %n правило; --rule-index починається з 0.</numerusform>
            <numerusform>Вузол %1 має %n правила; --rule-index починається з 0.</numerusform>
            <numerusform>Вузол %1 має %n правил; --rule-index починається з 0.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17" />
        <source>warning: the estimated cost %1 of the rule exceeds the limit of %2 for one expression, so the API server would reject the CRD</source>
        <translation>попередження: оцінена вартість правила %1 перевищує ліміт %2 для одного виразу, тож API-сервер відхилив би CRD</translation>
    </message>
    <message>
        <location line="+7" />
        <source>warning: the estimated cost %1 of messageExpression exceeds the limit of %2 for one expression, so the API server would reject the CRD</source>
        <translation>попередження: оцінена вартість messageExpression %1 перевищує ліміт %2 для одного виразу, тож API-сервер відхилив би CRD</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 is namespaced: --self-object needs NAMESPACE/NAME</source>
        <translation>%1 належить до простору імен: --self-object потребує NAMESPACE/NAME</translation>
    </message>
    <message>
        <location line="+30" />
        <source>messageExpression error: %1</source>
        <translation>помилка messageExpression: %1</translation>
    </message>
    <message>
        <location line="+50" />
        <source>rule: %1</source>
        <translation>правило: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>messageExpression estimated cost: %1 to %2</source>
        <translation>оцінена вартість messageExpression: від %1 до %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The object has no value at %1; the rule does not run.</source>
        <translation>Обʼєкт не має значення в %1; правило не виконується.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: skipped (a transition rule without an old value)</source>
        <translation>%1: пропущено (правило переходу без старого значення)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: passed, cost %2</source>
        <translation>%1: виконано, вартість %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: failed, cost %2: %3</source>
        <translation>%1: не виконано, вартість %2: %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression used, cost %1</source>
        <translation>messageExpression використано, вартість %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression not used, cost %1: %2</source>
        <translation>messageExpression не використано, вартість %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>all rules of the object: cost %1 of the per-call budget %2</source>
        <translation>усі правила обʼєкта: вартість %1 із бюджету виклику %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The budget runs out: the API server rejects a write of this object.</source>
        <translation>Бюджет вичерпується: API-сервер відхиляє запис цього обʼєкта.</translation>
    </message>
    <message numerus="yes">
        <location line="+68" />
        <source>%n object(s) listed</source>
        <translation>
            <numerusform>%n обʼєкт отримано</numerusform>
            <numerusform>%n обʼєкти отримано</numerusform>
            <numerusform>%n обʼєктів отримано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n evaluated</source>
        <translation>
            <numerusform>%n обчислено</numerusform>
            <numerusform>%n обчислено</numerusform>
            <numerusform>%n обчислено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n не виконав правило</numerusform>
            <numerusform>%n не виконали правило</numerusform>
            <numerusform>%n не виконали правило</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>min %1, median %2, p90 %3, max %4</source>
        <translation>мін. %1, медіана %2, p90 %3, макс. %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>rule cost: %1</source>
        <translation>вартість правила: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>all rules per object: %1 (budget %2)</source>
        <translation>усі правила на обʼєкт: %1 (бюджет %2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>failures:</source>
        <translation>невдачі:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>closest to the limit:</source>
        <translation>найближчі до ліміту:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cost %1 (rule %2)</source>
        <translation>вартість %1 (правило %2)</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+445" />
        <source>Local sandbox</source>
        <translation>Локальна пісочниця</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>Локальна пісочниця працює за адресою %1.</translation>
    </message>
    <message>
        <location line="-90" />
        <source>Mado — Kubernetes API explorer</source>
        <translation>Mado — оглядач Kubernetes API</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mado — %1</source>
        <translation>Mado — %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Context:</source>
        <translation>Контекст:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Namespace:</source>
        <translation>Простір імен</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resources</source>
        <translation>Ресурси</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Contexts</source>
        <translation>Контексти</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch</source>
        <translation>Спостереження</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CEL playground</source>
        <translation>Майданчик CEL</translation>
    </message>
    <message>
        <location line="-187" />
        <source>Discovery failed: %1</source>
        <translation>Не вдалося виявити API: %1</translation>
    </message>
    <message>
        <location line="+164" />
        <source>Connect to a cluster first.</source>
        <translation>Спершу підʼєднайтеся до кластера.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Schema</source>
        <translation>Схема</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overview</source>
        <translation>Огляд</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Tools</source>
        <translation>&amp;Інструменти</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connect to the local &amp;sandbox</source>
        <translation>Підʼєднатися до локальної &amp;пісочниці</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Reload kubeconfig</source>
        <translation>&amp;Перечитати kubeconfig</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Go to resource…</source>
        <translation>&amp;Перейти до ресурсу…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Migrate CRD storage version…</source>
        <translation>&amp;Перенести версію зберігання CRD…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;About Mado</source>
        <translation>&amp;Про Mado</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h2&gt;Connected&lt;/h2&gt;&lt;p&gt;Context: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Server: %2&lt;br&gt;Kubernetes version: %3&lt;br&gt;Namespace: %4&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Підʼєднано&lt;/h2&gt;&lt;p&gt;Контекст: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Сервер: %2&lt;br&gt;Версія Kubernetes: %3&lt;br&gt;Простір імен: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h2&gt;Connecting…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Підʼєднання…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;h2&gt;Connection failed&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Не вдалося підʼєднатися&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;h2&gt;Not connected&lt;/h2&gt;&lt;p&gt;Choose a context, or start the local sandbox from the File menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Не підʼєднано&lt;/h2&gt;&lt;p&gt;Виберіть контекст або запустіть локальну пісочницю з меню «Файл».&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21" />
        <source>A sandbox action is already running.</source>
        <translation>Дія з пісочницею вже виконується.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Starting the local sandbox cluster…</source>
        <translation>Запуск локального кластера-пісочниці…</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The kubeconfig sets no current context; choose one.</source>
        <translation>У kubeconfig не задано поточний контекст; виберіть його.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The context "%1" is not in the kubeconfig.</source>
        <translation>Контексту «%1» немає в kubeconfig.</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Listing namespaces is forbidden for this user; type a namespace.</source>
        <translation>Цьому користувачу заборонено переглядати простори імен; введіть простір імен вручну.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 cannot be listed.</source>
        <translation>%1 неможливо отримати списком.</translation>
    </message>
    <message>
        <location line="+51" />
        <source>%1 cannot be watched.</source>
        <translation>За %1 не можна спостерігати.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1/%2</source>
        <comment>kind/name</comment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+85" />
        <source>Go to</source>
        <translation>Перейти</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resource (plural, singular, short name or kind), optionally /name:</source>
        <translation>Ресурс (множина, однина, коротке імʼя або kind), за потреби /імʼя:</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Loading %1: %2 received</source>
        <translation>Завантаження %1: отримано %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 in the last list</source>
        <translation>%1: %2 в останньому списку</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n shared watch(es) open</source>
        <translation>
            <numerusform>%n спільне спостереження відкрите</numerusform>
            <numerusform>%n спільні спостереження відкриті</numerusform>
            <numerusform>%n спільних спостережень відкрито</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Last error: %1</source>
        <translation>Остання помилка: %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>About Mado</source>
        <translation>Про Mado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Mado %1&lt;/h3&gt;&lt;p&gt;A desktop explorer for the Kubernetes API.&lt;/p&gt;&lt;p&gt;Qt %2 · syntax highlighting: %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mado %1&lt;/h3&gt;&lt;p&gt;Настільний оглядач Kubernetes API.&lt;/p&gt;&lt;p&gt;Qt %2 · підсвічування синтаксису: %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>codecs</name>
    <message>
        <location filename="../codecs/json.cpp" line="+204" />
        <location filename="../codecs/listrows_json.cpp" line="+262" />
        <source>The JSON body is %1 bytes, more than the limit of %2.</source>
        <translation>Тіло JSON має %1 байтів, більше за межу %2.</translation>
    </message>
    <message>
        <location line="+7" />
        <location filename="../codecs/listrows_json.cpp" line="+8" />
        <source>Out of memory while parsing JSON.</source>
        <translation>Забракло памʼяті під час розбору JSON.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The JSON document is nested deeper than %1 levels.</source>
        <translation>Документ JSON має вкладеність глибшу за %1 рівнів.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The JSON body is empty.</source>
        <translation>Тіло JSON порожнє.</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../codecs/listrows_json.cpp" line="-235" />
        <source>Invalid JSON at byte %1: %2</source>
        <translation>Некоректний JSON у байті %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../codecs/listrows_json.cpp" line="+4" />
        <source>Invalid JSON: %1</source>
        <translation>Некоректний JSON: %1</translation>
    </message>
    <message>
        <location filename="../codecs/cbor.cpp" line="+146" />
        <source>Malformed CBOR at byte %1: %2</source>
        <translation>Пошкоджений CBOR у байті %1: %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>too many values</source>
        <translation>надто багато значень</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a break outside an indefinite-length item</source>
        <translation>маркер break поза елементом невизначеної довжини</translation>
    </message>
    <message>
        <location line="+15" />
        <source>an indefinite length on a type that has none</source>
        <translation>невизначена довжина для типу, який її не має</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a reserved additional-information value</source>
        <translation>зарезервоване значення додаткової інформації</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a chunk of an indefinite-length string has the wrong type</source>
        <translation>фрагмент рядка невизначеної довжини має неправильний тип</translation>
    </message>
    <message>
        <location line="+15" />
        <source>a string longer than the size limit</source>
        <translation>рядок, довший за межу розміру</translation>
    </message>
    <message>
        <location line="+14" />
        <source>a container longer than the size limit</source>
        <translation>контейнер, довший за межу розміру</translation>
    </message>
    <message>
        <location line="+13" />
        <location filename="../codecs/yaml.cpp" line="+198" />
        <location filename="../codecs/yamlmessage.cpp" line="+100" />
        <source>nested deeper than %1 levels</source>
        <translation>вкладеність глибша за %1 рівнів</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The CBOR body is %1 bytes, more than the limit of %2.</source>
        <translation>Тіло CBOR має %1 байтів, більше за межу %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The CBOR body is empty.</source>
        <translation>Тіло CBOR порожнє.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The CBOR body is truncated: %n byte(s) end in the middle of a value.</source>
        <translation>
            <numerusform>Тіло CBOR обрізане: %n байт закінчується посеред значення.</numerusform>
            <numerusform>Тіло CBOR обрізане: %n байти закінчуються посеред значення.</numerusform>
            <numerusform>Тіло CBOR обрізане: %n байтів закінчуються посеред значення.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>The CBOR body has %1 unexpected bytes after its value.</source>
        <translation>Тіло CBOR має %1 зайвих байтів після значення.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Invalid CBOR at byte %1: %2</source>
        <translation>Некоректний CBOR у байті %1: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The CBOR document is nested deeper than %1 levels.</source>
        <translation>Документ CBOR має вкладеність глибшу за %1 рівнів.</translation>
    </message>
    <message>
        <location filename="../codecs/decode.cpp" line="+39" />
        <source>The server answered with %1, which is not a Kubernetes API format (a proxy or load balancer in between?): %2</source>
        <translation>Сервер відповів у форматі %1, який не є форматом API Kubernetes (проміжний проксі або балансувальник?): %2</translation>
    </message>
    <message>
        <location line="+43" />
        <source>The server answered in %1, but Mado asked for %2.</source>
        <translation>Сервер відповів у форматі %1, але Mado запитував %2.</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The body is Kubernetes protobuf but the server labelled it %1.</source>
        <translation>Тіло є Kubernetes protobuf, але сервер позначив його як %1.</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The server labelled the body protobuf, but it is JSON: %1</source>
        <translation>Сервер позначив тіло як protobuf, але це JSON: %1</translation>
    </message>
    <message>
        <location filename="../codecs/gzip.cpp" line="+15" />
        <source>The compressed body is %1 bytes, more than the limit of %2.</source>
        <translation>Стиснене тіло має %1 байтів, більше за межу %2.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Cannot start the gzip decoder.</source>
        <translation>Не вдалося запустити декодер gzip.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The gzip body inflates to more than %1 bytes.</source>
        <translation>Тіло gzip розпаковується у понад %1 байтів.</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+6" />
        <source>The gzip body is truncated.</source>
        <translation>Тіло gzip обрізане.</translation>
    </message>
    <message>
        <location line="-4" />
        <source>The gzip body is corrupt: %1</source>
        <translation>Тіло gzip пошкоджене: %1</translation>
    </message>
    <message>
        <location filename="../codecs/listrows_json.cpp" line="-10" />
        <source>The JSON list is nested too deeply.</source>
        <translation>Список JSON має надто глибоку вкладеність.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The JSON body is not a Kubernetes list.</source>
        <translation>Тіло JSON не є списком Kubernetes.</translation>
    </message>
    <message>
        <location line="+419" />
        <source>The server did not answer in the Table format.</source>
        <translation>Сервер не відповів у форматі Table.</translation>
    </message>
    <message>
        <location line="+155" />
        <source>The list page names two different continue tokens; the list stopped.</source>
        <translation>Сторінка списку називає два різні токени продовження (continue); читання списку зупинено.</translation>
    </message>
    <message>
        <location filename="../codecs/mediatype.cpp" line="+96" />
        <source>The server cannot answer in the requested format (%1). Custom resources and aggregated APIs do not serve protobuf; ask for JSON instead.</source>
        <translation>Сервер не може відповісти в запитаному форматі (%1). Власні ресурси та агреговані API не обслуговують protobuf; запитуйте JSON.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server cannot answer in the requested format (%1).</source>
        <translation>Сервер не може відповісти в запитаному форматі (%1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server said: %1</source>
        <translation>Сервер повідомив: %1</translation>
    </message>
    <message>
        <location filename="../codecs/protobuf.cpp" line="+300" />
        <source>The protobuf body is %1 bytes, more than the limit of %2.</source>
        <translation>Тіло protobuf має %1 байтів, більше за межу %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The protobuf body is truncated: %n byte(s), fewer than the 4-byte magic.</source>
        <translation>
            <numerusform>Тіло protobuf обрізане: %n байт, менше за 4-байтове магічне число.</numerusform>
            <numerusform>Тіло protobuf обрізане: %n байти, менше за 4-байтове магічне число.</numerusform>
            <numerusform>Тіло protobuf обрізане: %n байтів, менше за 4-байтове магічне число.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>This is not Kubernetes protobuf: the body starts with %1 instead of the magic 6b 38 73 00 ("k8s\0").</source>
        <translation>Це не Kubernetes protobuf: тіло починається з %1 замість магічного числа 6b 38 73 00 («k8s\0»).</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The protobuf envelope is malformed: its typeMeta cannot be read.</source>
        <translation>Конверт protobuf пошкоджений: його typeMeta неможливо прочитати.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The protobuf envelope is malformed or truncated near byte %1 of %2.</source>
        <translation>Конверт protobuf пошкоджений або обрізаний біля байта %1 із %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The protobuf envelope is truncated: it carries no object.</source>
        <translation>Конверт protobuf обрізаний: він не містить обʼєкта.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The protobuf envelope uses the content encoding "%1", which Mado does not decode.</source>
        <translation>Конверт protobuf використовує кодування вмісту «%1», яке Mado не декодує.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The protobuf envelope carries "%1" instead of protobuf.</source>
        <translation>Конверт protobuf містить «%1» замість protobuf.</translation>
    </message>
    <message>
        <location line="+46" />
        <location line="+51" />
        <source>The protobuf %1 is malformed or truncated.</source>
        <translation>Protobuf %1 пошкоджений або обрізаний.</translation>
    </message>
    <message>
        <location line="-44" />
        <source>The protobuf %1 is nested too deeply or carries invalid managed fields.</source>
        <translation>Protobuf %1 має надто глибоку вкладеність або некоректні managedFields.</translation>
    </message>
    <message>
        <location line="+54" />
        <source>The metadata of the protobuf %1 is malformed.</source>
        <translation>Метадані protobuf %1 пошкоджені.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The metadata of the protobuf %1 is nested too deeply or invalid.</source>
        <translation>Метадані protobuf %1 мають надто глибоку вкладеність або некоректні.</translation>
    </message>
    <message>
        <location line="+119" />
        <source>The protobuf message is malformed, truncated or nested too deeply.</source>
        <translation>Повідомлення protobuf пошкоджене, обрізане або має надто глибоку вкладеність.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>A protobuf watch event is malformed or truncated.</source>
        <translation>Подія спостереження protobuf пошкоджена або обрізана.</translation>
    </message>
    <message>
        <location line="+248" />
        <source>The metadata of the protobuf list is malformed.</source>
        <translation>Метадані списку protobuf пошкоджені.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Item %1 of the protobuf list has malformed metadata.</source>
        <translation>Елемент %1 списку protobuf має пошкоджені метадані.</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Item %1 of the protobuf list is malformed.</source>
        <translation>Елемент %1 списку protobuf пошкоджений.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The protobuf list is malformed or truncated.</source>
        <translation>Список protobuf пошкоджений або обрізаний.</translation>
    </message>
    <message>
        <location filename="../codecs/watchframing.cpp" line="+28" />
        <source>A protobuf watch frame claims %1 bytes, more than the limit of %2.</source>
        <translation>Кадр спостереження protobuf заявляє %1 байтів, більше за межу %2.</translation>
    </message>
    <message>
        <location line="+35" />
        <source>A watch event has no type.</source>
        <translation>Подія спостереження не має типу.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The API server does not stream watches as YAML.</source>
        <translation>API-сервер не передає спостереження у форматі YAML.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The JSON watch stream has '%1' where an event should start.</source>
        <translation>У потоці спостереження JSON стоїть «%1» там, де має починатися подія.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>A watch event is nested deeper than %1 levels.</source>
        <translation>Подія спостереження має вкладеність глибшу за %1 рівнів.</translation>
    </message>
    <message>
        <location line="+47" />
        <source>A watch event is larger than the limit of %1 bytes.</source>
        <translation>Подія спостереження більша за межу %1 байтів.</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>The watch stream ended in the middle of an event (%n byte(s) left over).</source>
        <translation>
            <numerusform>Потік спостереження завершився посеред події (залишився %n байт).</numerusform>
            <numerusform>Потік спостереження завершився посеред події (залишилися %n байти).</numerusform>
            <numerusform>Потік спостереження завершився посеред події (залишилося %n байтів).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../codecs/yaml.cpp" line="-48" />
        <source>an alias to an unknown anchor</source>
        <translation>псевдонім невідомого якоря</translation>
    </message>
    <message>
        <location line="+41" />
        <source>the document expands to too many values (alias bomb?)</source>
        <translation>документ розгортається в надто багато значень (бомба псевдонімів?)</translation>
    </message>
    <message>
        <location line="+46" />
        <source>the key "%1" appears twice in one mapping</source>
        <translation>ключ «%1» трапляється двічі в одному відображенні</translation>
    </message>
    <message>
        <location line="+30" />
        <location line="+43" />
        <source>YAML error: %1</source>
        <translation>Помилка YAML: %1</translation>
    </message>
    <message>
        <location line="-42" />
        <source>YAML error at line %1, column %2: %3</source>
        <translation>Помилка YAML у рядку %1, стовпці %2: %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The YAML body is %1 bytes, more than the limit of %2.</source>
        <translation>Тіло YAML має %1 байтів, більше за межу %2.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>YAML error: the input cannot be read past byte %1 (a stray ',' or flow indicator?)</source>
        <translation>Помилка YAML: вхідні дані неможливо прочитати далі байта %1 (зайва «,» або індикатор потоку?)</translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>Expected one YAML document, found %n.</source>
        <translation>
            <numerusform>Очікувався один документ YAML, знайдено %n.</numerusform>
            <numerusform>Очікувався один документ YAML, знайдено %n.</numerusform>
            <numerusform>Очікувався один документ YAML, знайдено %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../codecs/yamlmessage.cpp" line="-76" />
        <source>a %YAML directive takes exactly one argument</source>
        <translation>директива %YAML приймає рівно один аргумент</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bad YAML version: %1</source>
        <translation>некоректна версія YAML: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the YAML major version is too large</source>
        <translation>основна версія YAML надто велика</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the %YAML directive is repeated</source>
        <translation>директиву %YAML повторено</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a %TAG directive takes exactly two arguments</source>
        <translation>директива %TAG приймає рівно два аргументи</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the %TAG directive is repeated</source>
        <translation>директиву %TAG повторено</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an illegal character in a tag handle</source>
        <translation>недопустимий символ в описувачі тегу</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a tag handle without a suffix</source>
        <translation>описувач тегу без суфікса</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a verbatim tag (!&lt;...&gt;) without its closing '&gt;'</source>
        <translation>дослівний тег (!&lt;...&gt;) без закривальної «&gt;»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the end of a mapping was not found</source>
        <translation>кінець відображення не знайдено</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a flow mapping '{' without its closing '}'</source>
        <translation>потокове відображення «{» без закривальної «}»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the end of a sequence was not found</source>
        <translation>кінець послідовності не знайдено</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a flow sequence '[' without its closing ']'</source>
        <translation>потокова послідовність «[» без закривальної «]»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>one node has two tags</source>
        <translation>один вузол має два теги</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one node has two anchors</source>
        <translation>один вузол має два якорі</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one node has two aliases</source>
        <translation>один вузол має два псевдоніми</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an alias (*name) cannot have content of its own, not even a tag</source>
        <translation>псевдонім (*імʼя) не може мати власного вмісту, навіть тегу</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a character that is not a hexadecimal digit in an escape sequence</source>
        <translation>символ, що не є шістнадцятковою цифрою, в екранованій послідовності</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not a Unicode code point: %1</source>
        <translation>не є кодовою точкою Unicode: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown escape character: %1</source>
        <translation>невідомий екранований символ: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown token</source>
        <translation>невідома лексема</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a document marker (--- or ...) inside a quoted scalar</source>
        <translation>маркер документа (--- або ...) усередині скаляра в лапках</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the input ends inside a quoted scalar</source>
        <translation>вхідні дані закінчуються всередині скаляра в лапках</translation>
    </message>
    <message>
        <location line="+1" />
        <source>an illegal character in a scalar</source>
        <translation>недопустимий символ у скалярі</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a tab in the indentation (YAML indents with spaces)</source>
        <translation>табуляція у відступі (YAML робить відступи пробілами)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a closing ']' or '}' without its opening one</source>
        <translation>закривальна «]» або «}» без відкривальної</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a sequence entry ("- ") where none can be</source>
        <translation>елемент послідовності («- ») там, де його не може бути</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a mapping key ("? ") where none can be</source>
        <translation>ключ відображення («? ») там, де його не може бути</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a mapping value (": ") where none can be</source>
        <translation>значення відображення («: ») там, де його не може бути</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no alias name after '*'</source>
        <translation>немає імені псевдоніма після «*»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no anchor name after '&amp;'</source>
        <translation>немає імені якоря після «&amp;»</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an illegal character in an alias</source>
        <translation>недопустимий символ у псевдонімі</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an illegal character in an anchor</source>
        <translation>недопустимий символ у якорі</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a block scalar cannot have an indentation of zero</source>
        <translation>блоковий скаляр не може мати нульовий відступ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an unexpected character in the header of a block scalar</source>
        <translation>неочікуваний символ у заголовку блокового скаляра</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the same alias is given to several nodes</source>
        <translation>той самий псевдонім надано кільком вузлам</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an alias names an anchor that is not defined</source>
        <translation>псевдонім посилається на невизначений якір</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a node that does not exist (the first missing key: %1)</source>
        <translation>вузол, якого не існує (перший відсутній ключ: %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+5" />
        <source>a node that does not exist</source>
        <translation>вузол, якого не існує</translation>
    </message>
    <message>
        <location line="-4" />
        <source>invalid scalar</source>
        <translation>некоректний скаляр</translation>
    </message>
    <message>
        <location line="+1" />
        <source>key not found: %1</source>
        <translation>ключ не знайдено: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>key not found</source>
        <translation>ключ не знайдено</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a value of the wrong type</source>
        <translation>значення неправильного типу</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a single value where a mapping is expected</source>
        <translation>окреме значення там, де очікується відображення</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a value where a list is expected</source>
        <translation>значення там, де очікується список</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a value where a mapping is expected</source>
        <translation>значення там, де очікується відображення</translation>
    </message>
    <message>
        <location line="+1" />
        <source>invalid anchor</source>
        <translation>некоректний якір</translation>
    </message>
    <message>
        <location line="+1" />
        <source>invalid alias</source>
        <translation>некоректний псевдонім</translation>
    </message>
    <message>
        <location line="+1" />
        <source>invalid tag</source>
        <translation>некоректний тег</translation>
    </message>
    <message>
        <location filename="../codecs/fileerror.cpp" line="+19" />
        <source>Too many levels of symbolic links (a symbolic link loop?)</source>
        <translation>Забагато рівнів символічних посилань (цикл посилань?)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file name is too long</source>
        <translation>Імʼя файлу задовге</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A part of the path is not a directory</source>
        <translation>Частина шляху не є текою</translation>
    </message>
    <message>
        <location line="+1" />
        <source>It is a directory</source>
        <translation>Це тека</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input/output error</source>
        <translation>Помилка введення-виведення</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file system is read-only</source>
        <translation>Файлова система доступна лише для читання</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file is a program that is running</source>
        <translation>Файл є програмою, яка зараз виконується</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file is too large</source>
        <translation>Файл завеликий</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No such device or address</source>
        <translation>Немає такого пристрою або адреси</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No such device</source>
        <translation>Немає такого пристрою</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Operation not permitted</source>
        <translation>Операцію не дозволено</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The device or resource is busy</source>
        <translation>Пристрій або ресурс зайнятий</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The disk quota is exceeded</source>
        <translation>Перевищено дискову квоту</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stale file handle (the file was removed on the file server)</source>
        <translation>Застарілий дескриптор файлу (файл видалено на файловому сервері)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file cannot be moved to another file system</source>
        <translation>Файл не можна перемістити на іншу файлову систему</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file exists</source>
        <translation>Файл існує</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Too many open files in the system</source>
        <translation>Забагато відкритих файлів у системі</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not enough memory</source>
        <translation>Недостатньо памʼяті</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Invalid argument</source>
        <translation>Недійсний аргумент</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file is not a program this system can run</source>
        <translation>Файл не є програмою, яку ця система може запустити</translation>
    </message>
</context>
<context>
    <name>kube::AccessReview</name>
    <message>
        <location filename="../kube/access/accessreview.cpp" line="+104" />
        <source>The access review came back without a status.</source>
        <translation>Перевірка доступу повернулася без статусу.</translation>
    </message>
</context>
<context>
    <name>kube::ApiError</name>
    <message>
        <location filename="../kube/apierror.cpp" line="+145" />
        <source>The server rejected the request as malformed (400 Bad Request).</source>
        <translation>Сервер відхилив запит як некоректний (400 Bad Request).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server did not accept the credentials (401 Unauthorized).</source>
        <translation>Сервер не прийняв облікові дані (401 Unauthorized).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied (403 Forbidden).</source>
        <translation>Доступ заборонено (403 Forbidden).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Not found (404).</source>
        <translation>Не знайдено (404).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server does not allow this operation (405 Method Not Allowed).</source>
        <translation>Сервер не дозволяє цю операцію (405 Method Not Allowed).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server cannot answer in the requested format (406 Not Acceptable).</source>
        <translation>Сервер не може відповісти в запитаному форматі (406 Not Acceptable).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conflict (409): the object was changed or already exists.</source>
        <translation>Конфлікт (409): обʼєкт змінено або він уже існує.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Gone (410): the requested resource version is too old.</source>
        <translation>Більше недоступно (410): запитана версія ресурсу застаріла.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server does not accept this content type (415).</source>
        <translation>Сервер не приймає цей тип вмісту (415).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The object is invalid (422 Unprocessable Entity).</source>
        <translation>Обʼєкт недійсний (422 Unprocessable Entity).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Too many requests (429): the server asks to slow down.</source>
        <translation>Забагато запитів (429): сервер просить сповільнитися.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Internal server error (500).</source>
        <translation>Внутрішня помилка сервера (500).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bad gateway (502): a proxy or load balancer in front of the server got no valid answer from it.</source>
        <translation>Помилковий шлюз (502): проксі або балансувальник перед сервером не отримав від нього коректної відповіді.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The service is unavailable (503).</source>
        <translation>Служба недоступна (503).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server timed out (504).</source>
        <translation>Сервер не відповів вчасно (504).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server answered with HTTP status %1.</source>
        <translation>Сервер відповів зі статусом HTTP %1.</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Configuration error: %1</source>
        <translation>Помилка конфігурації: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The connection broke off in the middle of the server's answer: %1</source>
        <translation>Зʼєднання обірвалося посеред відповіді сервера: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannot reach the server: %1</source>
        <translation>Не вдається зʼєднатися із сервером: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TLS error: %1</source>
        <translation>Помилка TLS: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot decode the server's answer: %1</source>
        <translation>Не вдається декодувати відповідь сервера: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The request was canceled.</source>
        <translation>Запит скасовано.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The object does not fit the schema of its kind, so the server cannot apply it (it answers 500, an internal error, for this):</source>
        <translation>Обʼєкт не відповідає схемі свого виду, тож сервер не може його застосувати (на це він відповідає 500, внутрішньою помилкою):</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The server says: %1</source>
        <translation>Сервер повідомляє: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  %1: %2</source>
        <translation>  %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Retry after %n second(s).</source>
        <translation>
            <numerusform>Повторіть через %n секунду.</numerusform>
            <numerusform>Повторіть через %n секунди.</numerusform>
            <numerusform>Повторіть через %n секунд.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::Catalog</name>
    <message>
        <location filename="../kube/catalog.cpp" line="+112" />
        <source>The server doesn't have a resource type "%1".</source>
        <translation>Сервер не має типу ресурсу «%1».</translation>
    </message>
    <message>
        <location line="+43" />
        <source>The server's discovery answer is not an APIGroupDiscoveryList.</source>
        <translation>Відповідь сервера на запит виявлення не є APIGroupDiscoveryList.</translation>
    </message>
</context>
<context>
    <name>kube::Client</name>
    <message>
        <location filename="../kube/client.cpp" line="+111" />
        <location line="+356" />
        <source>Cannot read %1: %2</source>
        <translation>Не вдається прочитати «%1»: %2</translation>
    </message>
    <message>
        <location line="-153" />
        <source>The server address "%1" of context "%2" is not an http(s) URL.</source>
        <translation>Адреса сервера «%1» контексту «%2» не є URL http(s).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The certificate authority for %1 holds no PEM certificate.</source>
        <translation>Центр сертифікації для %1 не містить сертифіката PEM.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The client certificate of context "%1" is not a PEM certificate.</source>
        <translation>Клієнтський сертифікат контексту «%1» не є сертифікатом PEM.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The client key of context "%1" is not a PEM RSA or EC private key.</source>
        <translation>Клієнтський ключ контексту «%1» не є закритим ключем RSA або EC у форматі PEM.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>The proxy-url "%1" has a scheme Mado does not support (http, socks5).</source>
        <translation>proxy-url «%1» має схему, яку Mado не підтримує (підтримуються http, socks5).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The proxy "%1" in the environment variable %2 is not one Mado can use: it takes an http or socks5 proxy with a host name.</source>
        <translation>Проксі «%1» зі змінної середовища %2 Mado використати не може: потрібен проксі http або socks5 з іменем хоста.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>The context "%1" asks for the uid, groups or extra of an impersonated user but names no user to impersonate (as).</source>
        <translation>Контекст «%1» задає uid, групи або extra користувача для імперсонації, але не називає самого користувача (as).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The context "%1" impersonates more than one group (%2): the API server takes each from a header of its own, and Mado cannot send a request header twice.</source>
        <translation>Контекст «%1» імперсонує більше однієї групи (%2): API-сервер бере кожну з окремого заголовка, а Mado не може надіслати заголовок запиту двічі.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The context "%1" gives the impersonated user's extra "%2" more than one value (%3): the API server takes each from a header of its own, and Mado cannot send a request header twice.</source>
        <translation>Контекст «%1» задає extra «%2» імперсонованого користувача з кількома значеннями (%3): API-сервер бере кожне з окремого заголовка, а Mado не може надіслати заголовок запиту двічі.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The exec credential plugin returned a client certificate or key that is not PEM.</source>
        <translation>Exec-плагін облікових даних повернув клієнтський сертифікат або ключ не у форматі PEM.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The token file %1 does not exist.</source>
        <translation>Файл токена %1 не існує.</translation>
    </message>
    <message>
        <location line="+96" />
        <source>The request path %1 holds a "." or ".." segment, which would address another object; the request was not sent.</source>
        <translation>Шлях запиту %1 містить сегмент «.» або «..», який звертався б до іншого обʼєкта; запит не надіслано.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The request header %1 for context "%2" would hold a line break or another control character (from the kubeconfig, a token file or an exec credential plugin); the request was not sent.</source>
        <translation>Заголовок запиту %1 для контексту «%2» містив би розрив рядка або інший керівний символ (з kubeconfig, файлу токена або exec-плагіна облікових даних); запит не надіслано.</translation>
    </message>
    <message>
        <location line="+102" />
        <source>The server's answer is larger than %1 MiB, more than Mado keeps of one answer; Mado stopped reading it.</source>
        <translation>Відповідь сервера більша за %1 МіБ — більше, ніж Mado зберігає з однієї відповіді; Mado припинив її читати.</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>The server sent no data for %n second(s); the request was abandoned.</source>
        <translation>
            <numerusform>Сервер не надсилав даних %n секунду; запит облишено.</numerusform>
            <numerusform>Сервер не надсилав даних %n секунди; запит облишено.</numerusform>
            <numerusform>Сервер не надсилав даних %n секунд; запит облишено.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+95" />
        <source>The server answered with a redirect (HTTP %1) that names no target. Mado follows no redirects.</source>
        <translation>Сервер відповів переспрямуванням (HTTP %1) без цілі. Mado не виконує переспрямувань.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server answered with a redirect (HTTP %1) to %2. Mado follows no redirects: they would take the request's credentials elsewhere (a sign-on page of a proxy in between?).</source>
        <translation>Сервер відповів переспрямуванням (HTTP %1) на %2. Mado не виконує переспрямувань: вони передали б облікові дані запиту деінде (сторінка входу проміжного проксі?).</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The answer is marked "Content-Encoding: %1" and inflates past %2 MiB, to more than 40 times its size; Mado stopped reading it.</source>
        <translation>Відповідь позначено як «Content-Encoding: %1», і після розпакування вона перевищує %2 МіБ, що більш ніж у 40 разів більше за її розмір; Mado припинив її читати.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The answer is marked "Content-Encoding: %1" but does not decompress.</source>
        <translation>Відповідь позначено як «Content-Encoding: %1», але вона не розпаковується.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the connection closed before the server answered</source>
        <translation>зʼєднання закрилося до відповіді сервера</translation>
    </message>
    <message>
        <location line="+48" />
        <source>The namespace "%1" cannot be part of a request path: a namespace may not be "." or ".." nor contain "/" or "%".</source>
        <translation>Простір імен «%1» не може бути частиною шляху запиту: простір імен не може бути «.» або «..» і не може містити «/» або «%».</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The name "%1" cannot be part of a request path: a name may not be "." or ".." nor contain "/" or "%".</source>
        <translation>Імʼя «%1» не може бути частиною шляху запиту: імʼя не може бути «.» або «..» і не може містити «/» або «%».</translation>
    </message>
</context>
<context>
    <name>kube::ContinueTokens</name>
    <message>
        <location filename="../kube/continuetokens.cpp" line="+14" />
        <source>The server sent a continue token that this list had already followed: the list would never end (a cache in between that ignores the query?). Mado stopped paging.</source>
        <translation>Сервер надіслав токен продовження (continue), за яким цей список уже переходив: список ніколи б не закінчився (кеш посередині, що ігнорує параметри запиту?). Mado припинив читання сторінок.</translation>
    </message>
</context>
<context>
    <name>kube::ExecCredentialPlugin</name>
    <message>
        <location filename="../kube/execcredential.cpp" line="+86" />
        <source>The exec credential plugin %1 has an unsupported apiVersion "%2" (client.authentication.k8s.io/v1 or v1beta1).</source>
        <translation>Exec-плагін облікових даних %1 має непідтримувану apiVersion «%2» (потрібна client.authentication.k8s.io/v1 або v1beta1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The exec credential plugin %1 must set interactiveMode (Never, IfAvailable or Always).</source>
        <translation>Exec-плагін облікових даних %1 має задавати interactiveMode (Never, IfAvailable або Always).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The exec credential plugin %1 needs an interactive terminal (interactiveMode: Always), which Mado cannot give it.</source>
        <translation>Exec-плагін облікових даних %1 потребує інтерактивного термінала (interactiveMode: Always), якого Mado не може надати.</translation>
    </message>
    <message>
        <location line="+70" />
        <source>The exec credential plugin %1 failed (exit code %2): %3</source>
        <translation>Exec-плагін облікових даних %1 завершився з помилкою (код виходу %2): %3</translation>
    </message>
    <message>
        <location line="-43" />
        <source>Cannot run the exec credential plugin %1: %2</source>
        <translation>Не вдається запустити exec-плагін облікових даних %1: %2</translation>
    </message>
    <message>
        <location line="-10" />
        <source>The exec credential plugin %1 is not installed: there is no such program.</source>
        <translation>Exec-плагін облікових даних %1 не встановлено: такої програми немає.</translation>
    </message>
    <message>
        <location line="+38" />
        <source>The exec credential plugin %1 printed more than %2 MiB, far more than a credential; Mado stopped it.</source>
        <translation>Exec-плагін облікових даних %1 вивів понад %2 МіБ — набагато більше, ніж будь-які облікові дані; Mado зупинив його.</translation>
    </message>
    <message>
        <location line="+45" />
        <source>The exec credential plugin %1 did not print an ExecCredential: %2</source>
        <translation>Exec-плагін облікових даних %1 не вивів ExecCredential: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exec credential plugin %1 printed kind "%2" of apiVersion "%3"; expected ExecCredential of %4.</source>
        <translation>Exec-плагін облікових даних %1 вивів kind «%2» з apiVersion «%3»; очікувався ExecCredential з %4.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The exec credential plugin %1 gave an invalid expirationTimestamp "%2".</source>
        <translation>Exec-плагін облікових даних %1 повернув недійсний expirationTimestamp «%2».</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exec credential plugin %1 returned neither a token nor a client certificate and key.</source>
        <translation>Exec-плагін облікових даних %1 не повернув ні токена, ні клієнтського сертифіката з ключем.</translation>
    </message>
</context>
<context>
    <name>kube::Kubeconfig</name>
    <message>
        <location filename="../kube/kubeconfig.cpp" line="+65" />
        <source>The kubeconfig file %1 does not exist.</source>
        <translation>Файл kubeconfig %1 не існує.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot read the kubeconfig file %1: %2</source>
        <translation>Не вдається прочитати файл kubeconfig %1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <source>The kubeconfig file %1 is too large (%2 MiB; at most %3 MiB).</source>
        <translation>Файл kubeconfig %1 завеликий (%2 МіБ; щонайбільше %3 МіБ).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The kubeconfig file %1 is not valid YAML (line %2, column %3): %4</source>
        <translation>Файл kubeconfig %1 не є коректним YAML (рядок %2, стовпець %3): %4</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The kubeconfig file %1 is not a mapping of clusters, users and contexts.</source>
        <translation>Файл kubeconfig %1 не є відображенням кластерів, користувачів і контекстів.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>In %1, "%2" must be a list.</source>
        <translation>У %1 «%2» має бути списком.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>In %1, an entry of "%2" has no name (line %3).</source>
        <translation>У %1 запис у «%2» не має імені (рядок %3).</translation>
    </message>
    <message>
        <location line="+26" />
        <source>In %1, cluster "%2": certificate-authority-data is not valid base64.</source>
        <translation>У %1, кластер «%2»: certificate-authority-data не є коректним base64.</translation>
    </message>
    <message>
        <location line="+28" />
        <source>In %1, user "%2": %3 is not valid base64.</source>
        <translation>У %1, користувач «%2»: %3 не є коректним base64.</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+4" />
        <source>In %1, user "%2": %3 is not a list of names.</source>
        <translation>У %1, користувач «%2»: %3 не є списком імен.</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+6" />
        <source>In %1, user "%2": as-user-extra is not a mapping of keys to lists of values.</source>
        <translation>У %1, користувач «%2»: as-user-extra не є відображенням ключів на списки значень.</translation>
    </message>
    <message>
        <location line="+46" />
        <source>The kubeconfig file %1 has an unexpected shape (line %2): %3</source>
        <translation>Файл kubeconfig %1 має неочікувану структуру (рядок %2): %3</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The kubeconfig sets no current context; choose one with --context.</source>
        <translation>У kubeconfig не задано поточний контекст; виберіть його за допомогою --context.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The context "%1" is not in the kubeconfig (%2).</source>
        <translation>Контексту «%1» немає в kubeconfig (%2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The context "%1" names the cluster "%2", which is not in %3.</source>
        <translation>Контекст «%1» посилається на кластер «%2», якого немає в %3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The cluster "%1" in %2 has no server address.</source>
        <translation>Кластер «%1» у %2 не має адреси сервера.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The context "%1" names the user "%2", which is not in %3.</source>
        <translation>Контекст «%1» посилається на користувача «%2», якого немає в %3.</translation>
    </message>
</context>
<context>
    <name>kube::OpenApiDocument</name>
    <message>
        <location filename="../kube/schema/openapi.cpp" line="+303" />
        <source>The OpenAPI document is not valid JSON: %1</source>
        <translation>Документ OpenAPI не є коректним JSON: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The document is not an OpenAPI v3 document.</source>
        <translation>Документ не є документом OpenAPI v3.</translation>
    </message>
</context>
<context>
    <name>kube::OpenApiIndex</name>
    <message>
        <location line="+69" />
        <source>The OpenAPI index is not valid JSON: %1</source>
        <translation>Індекс OpenAPI не є коректним JSON: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The OpenAPI index has no paths.</source>
        <translation>Індекс OpenAPI не містить шляхів.</translation>
    </message>
</context>
<context>
    <name>kube::RulesReviewResult</name>
    <message>
        <location filename="../kube/access/accessreview.cpp" line="+33" />
        <source>The rules review is not valid JSON: %1</source>
        <translation>Перевірка правил не є коректним JSON: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The rules review came back without a status.</source>
        <translation>Перевірка правил повернулася без статусу.</translation>
    </message>
</context>
<context>
    <name>kube::Sandbox</name>
    <message>
        <location filename="../kube/sandbox.cpp" line="+54" />
        <source>The sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.</source>
        <translation>Програму пісочниці mado-sandbox не знайдено ні поруч із Mado, ні в /usr/lib/mado, ні в PATH.</translation>
    </message>
    <message>
        <location line="-7" />
        <source>The sandbox action was canceled.</source>
        <translation>Дію з пісочницею скасовано.</translation>
    </message>
    <message>
        <location line="+42" />
        <source>The sandbox's etcd could not be read (exit code %1): %2</source>
        <translation>Не вдалося прочитати etcd пісочниці (код виходу %1): %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The sandbox could not be started or stopped (exit code %1): %2</source>
        <translation>Не вдалося запустити або зупинити пісочницю (код виходу %1): %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Cannot run mado-sandbox: %1</source>
        <translation>Не вдається запустити mado-sandbox: %1</translation>
    </message>
</context>
<context>
    <name>kube::SchemaFetch</name>
    <message>
        <location filename="../kube/schema/schemafetch.cpp" line="+138" />
        <source>The server publishes no OpenAPI v3 schema for %1.</source>
        <translation>Сервер не публікує схеми OpenAPI v3 для %1.</translation>
    </message>
</context>
<context>
    <name>kube::ShardSelector</name>
    <message>
        <location filename="../kube/shardselector.cpp" line="+70" />
        <source>The shard selector has %1 at position %2 where %3 should be.</source>
        <translation>Селектор шарда має %1 на позиції %2 там, де має бути %3.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>its end</source>
        <translation>кінець</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a quoted hex bound such as '0x8000000000000000'</source>
        <translation>шістнадцяткова межа в лапках, напр. '0x8000000000000000'</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard selector has a string that is never closed.</source>
        <translation>Селектор шарда має незакритий рядок.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The shard selector nests parentheses more than %1 deep, which the API server refuses (its CEL parser stops at 250 levels of recursion).</source>
        <translation>Селектор шарда вкладає дужки глибше ніж на %1 рівнів, а сервер API таке відхиляє (його парсер CEL зупиняється на 250 рівнях рекурсії).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The shard selector calls %1; only shardRange() and || are allowed.</source>
        <translation>Селектор шарда викликає %1; дозволені лише shardRange() та ||.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The shard selector ranges over %1; only object.metadata.uid and object.metadata.namespace are supported.</source>
        <translation>Селектор шарда ділить за %1; підтримуються лише object.metadata.uid та object.metadata.namespace.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The shard range starts at %1, which is not below its end %2.</source>
        <translation>Діапазон шарда починається з %1, що не менше за його кінець %2.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The shard bound "%1" does not start with 0x.</source>
        <translation>Межа шарда «%1» не починається з 0x.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard bound "%1" has "%2", which is not a lower-case hex digit.</source>
        <translation>Межа шарда «%1» містить «%2», що не є малою шістнадцятковою цифрою.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A shard range cannot start at 2^64.</source>
        <translation>Діапазон шарда не може починатися з 2^64.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard bound "%1" must have exactly 16 hex digits (did you mean "%2"?).</source>
        <translation>Межа шарда «%1» має містити рівно 16 шістнадцяткових цифр (можливо, «%2»?).</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The shard selector is empty.</source>
        <translation>Селектор шарда порожній.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The shard selector has unexpected text at position %1.</source>
        <translation>Селектор шарда має неочікуваний текст на позиції %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Every shard range must use the same field; this one uses %1 and %2.</source>
        <translation>Усі діапазони шарда мають використовувати те саме поле; тут використано %1 і %2.</translation>
    </message>
</context>
<context>
    <name>kube::Watch</name>
    <message>
        <location filename="../kube/watch.cpp" line="+46" />
        <source>The watch on %1 sent an event that cannot be read: %2</source>
        <translation>Спостереження за %1 надіслало подію, яку не вдається прочитати: %2</translation>
    </message>
    <message>
        <location line="+197" />
        <source>A watch from a resourceVersion needs the resourceVersion.</source>
        <translation>Спостереження від resourceVersion потребує resourceVersion.</translation>
    </message>
    <message>
        <location line="+341" />
        <source>an event of unknown type %1</source>
        <translation>подія невідомого типу %1</translation>
    </message>
    <message>
        <location line="+319" />
        <source>The server did not answer in time.</source>
        <translation>Сервер не відповів вчасно.</translation>
    </message>
</context>
<context>
    <name>kube::WatchStatus</name>
    <message>
        <location line="-763" />
        <source>Connecting (attempt %1)</source>
        <translation>Підключення (спроба %1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Connecting</source>
        <translation>Підключення</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Watching</source>
        <translation>Спостереження</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watching from resourceVersion %1</source>
        <translation>Спостереження від resourceVersion %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Перелічено %n обʼєкт на resourceVersion %1</numerusform>
            <numerusform>Перелічено %n обʼєкти на resourceVersion %1</numerusform>
            <numerusform>Перелічено %n обʼєктів на resourceVersion %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Початкові події завершено: %n обʼєкт на resourceVersion %1</numerusform>
            <numerusform>Початкові події завершено: %n обʼєкти на resourceVersion %1</numerusform>
            <numerusform>Початкові події завершено: %n обʼєктів на resourceVersion %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server ended the stream</source>
        <translation>Сервер завершив потік</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disconnected: %1</source>
        <translation>Відʼєднано: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reconnecting in %1 s (attempt %2)</source>
        <translation>Перепідключення через %1 с (спроба %2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>410 Gone: resourceVersion %1 is too old</source>
        <translation>410 Gone: resourceVersion %1 застаріла</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Listing again in %1 s after %n server error(s) at resourceVersion %2: %3</source>
        <translation>
            <numerusform>Повторний список через %1 с після %n помилки сервера на resourceVersion %2: %3</numerusform>
            <numerusform>Повторний список через %1 с після %n помилок сервера на resourceVersion %2: %3</numerusform>
            <numerusform>Повторний список через %1 с після %n помилок сервера на resourceVersion %2: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Listing again</source>
        <translation>Повторне отримання списку</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation>
            <numerusform>Забагато запитів: повтор через %n секунду</numerusform>
            <numerusform>Забагато запитів: повтор через %n секунди</numerusform>
            <numerusform>Забагато запитів: повтор через %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server ignored the shard selector; filtering on the client</source>
        <translation>Сервер проігнорував селектор шарда; фільтрування на клієнті</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server sent an error event: %1</source>
        <translation>Сервер надіслав подію помилки: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stopped</source>
        <translation>Зупинено</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Stopped: %1</source>
        <translation>Зупинено: %1</translation>
    </message>
</context>
<context>
    <name>kube::WriteError</name>
    <message>
        <location filename="../kube/write.cpp" line="+120" />
        <source>The server does not accept a strategic merge patch for this resource (415): custom resources only take JSON patches, merge patches and server-side apply. Send it as a merge patch or an apply configuration instead.</source>
        <translation>Сервер не приймає латку стратегічного злиття для цього ресурсу (415): власні ресурси приймають лише латки JSON, латки злиття та застосування на боці сервера. Надішліть її як латку злиття або конфігурацію apply.</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Strict field validation rejected %n field(s) the schema does not know:</source>
        <translation>
            <numerusform>Сувора перевірка полів відхилила %n поле, якого не знає схема:</numerusform>
            <numerusform>Сувора перевірка полів відхилила %n поля, яких не знає схема:</numerusform>
            <numerusform>Сувора перевірка полів відхилила %n полів, яких не знає схема:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>The apply conflicts with other field managers on %n field(s):</source>
        <translation>
            <numerusform>Застосування конфліктує з іншими менеджерами полів на %n полі:</numerusform>
            <numerusform>Застосування конфліктує з іншими менеджерами полів на %n полях:</numerusform>
            <numerusform>Застосування конфліктує з іншими менеджерами полів на %n полях:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>  %1 is owned by "%2"</source>
        <comment>field, manager</comment>
        <translation>  %1 належить «%2»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Force the apply to take these fields over, drop them from the configuration, or apply the values they have now to share them.</source>
        <translation>Примусово застосуйте, щоб перебрати ці поля, вилучіть їх із конфігурації або застосуйте їхні поточні значення, щоб володіти ними спільно.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The connection failed after the write was sent, so it may or may not have been applied. Mado has not sent it again: reload the object to see its state before you retry.</source>
        <translation>Зʼєднання обірвалося після того, як запис було надіслано, тож його могли як застосувати, так і ні. Mado не надсилав його вдруге: перезавантажте обʼєкт, щоб побачити його стан, перш ніж повторювати.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The object changed since it was read (its resourceVersion is no longer the pinned one). Reload it and compose the patch again.</source>
        <translation>Обʼєкт змінився після читання (його resourceVersion уже не закріплений). Перезавантажте його і складіть латку знову.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The write has no object path.</source>
        <translation>У запису немає шляху обʼєкта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A server-side apply needs a field manager.</source>
        <translation>Застосування на боці сервера потребує менеджера полів.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Force applies only to server-side apply.</source>
        <translation>Примусовість діє лише для застосування на боці сервера.</translation>
    </message>
</context>
<context>
    <name>mado::InputFile</name>
    <message>
        <location filename="../kube/inputfile.cpp" line="+11" />
        <source>%1 holds more than %2 MiB, more than Mado reads from one file.</source>
        <translation>%1 містить понад %2 МіБ — більше, ніж Mado читає з одного файлу.</translation>
    </message>
</context>
<context>
    <name>migrate::LabSetup</name>
    <message>
        <location filename="../models/migrate/session.cpp" line="+780" />
        <source>The lab setup was canceled.</source>
        <translation>Створення лабораторії скасовано.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The lab's manifests are missing from this build (:/mado/migrate).</source>
        <translation>У цій збірці бракує маніфестів лабораторії (:/mado/migrate).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The namespace «%1» could not be created: %2</source>
        <translation>Не вдалося створити простір імен «%1»: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The lab CRD could not be created: %1</source>
        <translation>Не вдалося створити лабораторний CRD: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The lab CRD was not served within 30 seconds: %1</source>
        <translation>Лабораторний CRD не почав надаватися за 30 секунд: %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>A lab object could not be created: %1</source>
        <translation>Не вдалося створити лабораторний обʼєкт: %1</translation>
    </message>
</context>
<context>
    <name>migrate::MigrationSession</name>
    <message>
        <location line="-524" />
        <location line="+146" />
        <source>There is no connection.</source>
        <translation>Немає зʼєднання.</translation>
    </message>
    <message>
        <location line="-138" />
        <source>The CustomResourceDefinition «%1» could not be read: %2</source>
        <translation>Не вдалося прочитати CustomResourceDefinition «%1»: %2</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Step 3 runs through startRewrite().</source>
        <translation>Крок 3 виконується через startRewrite().</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Mado refuses this step: %1</source>
        <translation>Mado відмовляє в цьому кроці: %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: done.</source>
        <translation>%1: готово.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The CustomResourceDefinition «%1» was not read yet.</source>
        <translation>CustomResourceDefinition «%1» ще не прочитано.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Mado's own rewrite is running: cancel it first.</source>
        <translation>Триває власний перезапис Mado: спершу скасуйте його.</translation>
    </message>
    <message>
        <location line="+35" />
        <source>The server would accept the removal (dry run): no old version is still stored.</source>
        <translation>Сервер прийняв би вилучення (пробний запуск): жодна стара версія вже не зберігається.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No old version is served.</source>
        <translation>Жодна стара версія не надається.</translation>
    </message>
    <message numerus="yes">
        <location line="-446" />
        <source>Sample read at %1 failed: no answer within %n second(s); the conversion webhook may hang (the API server waits up to 30 s for it).</source>
        <translation>
            <numerusform>Пробне читання у %1 не вдалося: немає відповіді за %n секунду; вебхук перетворення, можливо, завис (API-сервер чекає на нього до 30 с).</numerusform>
            <numerusform>Пробне читання у %1 не вдалося: немає відповіді за %n секунди; вебхук перетворення, можливо, завис (API-сервер чекає на нього до 30 с).</numerusform>
            <numerusform>Пробне читання у %1 не вдалося: немає відповіді за %n секунд; вебхук перетворення, можливо, завис (API-сервер чекає на нього до 30 с).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sample read at %1 failed: %2</source>
        <translation>Пробне читання у %1 не вдалося: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sample read at %1: ok, but there is no object to convert, so the webhook was not called.</source>
        <translation>Пробне читання у %1: гаразд, але немає обʼєкта для перетворення, тож вебхук не викликано.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Sample read at %1: ok, %2 read in %n ms.</source>
        <translation>
            <numerusform>Пробне читання у %1: гаразд, %2 прочитано за %n мс.</numerusform>
            <numerusform>Пробне читання у %1: гаразд, %2 прочитано за %n мс.</numerusform>
            <numerusform>Пробне читання у %1: гаразд, %2 прочитано за %n мс.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+73" />
        <location line="+23" />
        <source>Checking the conversion webhook: one object read at every served version…</source>
        <translation>Перевірка вебхука перетворення: по одному обʼєкту в кожній наданій версії…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The conversion webhook was not checked yet for the versions now served: run the preflight.</source>
        <translation>Вебхук перетворення ще не перевірено для версій, що надаються зараз: запустіть попередню перевірку.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The conversion webhook fails, so every step is blocked until it works. %1</source>
        <translation>Вебхук перетворення не працює, тож кожен крок заблоковано, доки він не запрацює. %1</translation>
    </message>
    <message>
        <location line="+499" />
        <source>the storage version is %1, not %2</source>
        <translation>версія зберігання — %1, а не %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is stored in etcd as %2</source>
        <translation>%1 зберігається в etcd як %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n more object(s) stored in an old version</source>
        <translation>
            <numerusform>ще %n обʼєкт зберігається в старій версії</numerusform>
            <numerusform>ще %n обʼєкти зберігаються в старій версії</numerusform>
            <numerusform>ще %n обʼєктів зберігаються в старій версії</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>no verified rewrite of every object at %1 (run: mado migrate run %2 --to %1)</source>
        <translation>немає перевіреного перезапису кожного обʼєкта у %1 (запустіть: mado migrate run %2 --to %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>status.storedVersions is [%1], not [%2]</source>
        <translation>status.storedVersions — [%1], а не [%2]</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the old version %1 is still served</source>
        <translation>стара версія %1 досі надається</translation>
    </message>
    <message>
        <location line="+6" />
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>about %n second(s)</source>
        <translation>
            <numerusform>близько %n секунди</numerusform>
            <numerusform>близько %n секунд</numerusform>
            <numerusform>близько %n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>близько %n хвилини</numerusform>
            <numerusform>близько %n хвилин</numerusform>
            <numerusform>близько %n хвилин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>близько %n години</numerusform>
            <numerusform>близько %n годин</numerusform>
            <numerusform>близько %n годин</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>migrate::Plan</name>
    <message>
        <location filename="../models/migrate/crdstate.cpp" line="+69" />
        <source>The document is not a CustomResourceDefinition (no name, group, plural or versions).</source>
        <translation>Документ не є CustomResourceDefinition (немає назви, групи, множини чи версій).</translation>
    </message>
    <message>
        <location line="+51" />
        <source>Step 1 — serve the new version, deprecate the old</source>
        <translation>Крок 1 — надати нову версію, позначити стару застарілою</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 2 — store the new version</source>
        <translation>Крок 2 — зберігати нову версію</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 3 — rewrite every object</source>
        <translation>Крок 3 — переписати кожен обʼєкт</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 4a — trim status.storedVersions</source>
        <translation>Крок 4a — скоротити status.storedVersions</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 4b — stop serving the old versions</source>
        <translation>Крок 4b — припинити надавати старі версії</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 4c — remove the old versions</source>
        <translation>Крок 4c — вилучити старі версії</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Version %1 is not in spec.versions: add it with its schema first.</source>
        <translation>Версії %1 немає в spec.versions: спершу додайте її зі схемою.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Serve %1 first (step 1): storage may only move to a served version.</source>
        <translation>Спершу надайте %1 (крок 1): зберігання можна переносити лише на надану версію.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move storage to %1 first (step 2): a rewrite before that stores the old version again.</source>
        <translation>Спершу перенесіть зберігання на %1 (крок 2): перезапис до цього знову збереже стару версію.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Storage is not %1 yet (step 2).</source>
        <translation>Зберігання ще не %1 (крок 2).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rewrite has not verifiably covered every object at %1 (step 3): trimming storedVersions now would declare objects migrated that are still stored in an old version.</source>
        <translation>Перезапис ще не охопив перевірено кожен обʼєкт у %1 (крок 3): скорочення storedVersions зараз оголосило б перенесеними обʼєкти, що досі зберігаються в старій версії.</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+5" />
        <source>status.storedVersions still lists %1: trim it first (step 4a).</source>
        <translation>status.storedVersions досі містить %1: спершу скоротіть його (крок 4a).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Version %1 is still served: stop serving it first (step 4b).</source>
        <translation>Версія %1 досі надається: спершу припиніть її надавати (крок 4b).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Version %1 is not in spec.versions of %2: add it with its schema first (served: false is enough).</source>
        <translation>Версії %1 немає в spec.versions CRD %2: спершу додайте її зі схемою (достатньо served: false).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>An earlier step is not done.</source>
        <translation>Попередній крок не виконано.</translation>
    </message>
</context>
<context>
    <name>migrate::Rewriter</name>
    <message>
        <location filename="../models/migrate/rewriter.cpp" line="+178" />
        <source>Listing the objects at %1 failed: %2</source>
        <translation>Не вдалося отримати список обʼєктів у %1: %2</translation>
    </message>
    <message>
        <location line="-48" />
        <source>The list of objects could not be read: %1</source>
        <translation>Не вдалося прочитати список обʼєктів: %1</translation>
    </message>
    <message>
        <location line="+234" />
        <source>The rewrite was canceled; its progress is saved and it resumes where it stopped.</source>
        <translation>Перезапис скасовано; його поступ збережено, і він продовжиться з місця зупинки.</translation>
    </message>
</context>
<context>
    <name>migrate::ServerMigration</name>
    <message>
        <location filename="../models/migrate/servermigration.cpp" line="+44" />
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>no condition yet</source>
        <translation>умов ще немає</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Stopped following the StorageVersionMigration %1; the object stays and the server's controller carries on.</source>
        <translation>Стеження за StorageVersionMigration %1 припинено; обʼєкт лишається, і контролер сервера продовжує роботу.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(not created)</source>
        <translation>(не створено)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Could not ask the server for storagemigration.k8s.io: %1</source>
        <translation>Не вдалося запитати сервер про storagemigration.k8s.io: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This server does not serve storagemigration.k8s.io, so no StorageVersionMigration object can be created here (Kubernetes 1.37 serves v1; 1.30 to 1.36 only with the StorageVersionMigrator feature gate and the API enabled). Use Mado's own rewrite.</source>
        <translation>Цей сервер не надає storagemigration.k8s.io, тож обʼєкт StorageVersionMigration тут створити не можна (Kubernetes 1.37 надає v1; 1.30–1.36 — лише з увімкненими функціональним перемикачем StorageVersionMigrator та API). Скористайтеся власним перезаписом Mado.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>The StorageVersionMigration could not be created: %1</source>
        <translation>Не вдалося створити StorageVersionMigration: %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The StorageVersionMigration %1 was deleted before it finished.</source>
        <translation>StorageVersionMigration %1 видалено до завершення.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The StorageVersionMigration could not be read: %1</source>
        <translation>Не вдалося прочитати StorageVersionMigration: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The StorageVersionMigration %1 failed: %2</source>
        <translation>StorageVersionMigration %1 зазнав невдачі: %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The StorageVersionMigration %1 succeeded, but Mado could not record it: %2</source>
        <translation>StorageVersionMigration %1 завершився успішно, але Mado не вдалося це записати: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>No controller has taken up %1 after %n second(s): is kube-controller-manager running with the storage-version-migrator controller?</source>
        <translation>
            <numerusform>Жоден контролер не взявся за %1 за %n секунду: чи працює kube-controller-manager з контролером storage-version-migrator?</numerusform>
            <numerusform>Жоден контролер не взявся за %1 за %n секунди: чи працює kube-controller-manager з контролером storage-version-migrator?</numerusform>
            <numerusform>Жоден контролер не взявся за %1 за %n секунд: чи працює kube-controller-manager з контролером storage-version-migrator?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>models::AccessModel</name>
    <message>
        <location filename="../models/access/accessmodel.cpp" line="+137" />
        <source>The permissions are not known yet.</source>
        <translation>Дозволи ще невідомі.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The permissions could not be read: %1</source>
        <translation>Не вдалося прочитати дозволи: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server's list of your permissions is incomplete: %1</source>
        <translation>Перелік ваших дозволів від сервера неповний: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No role bound to you allows «%1» on %2 in the namespace «%3».</source>
        <translation>Жодна привʼязана до вас роль не дозволяє «%1» для %2 у просторі імен «%3».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No cluster role bound to you allows «%1» on %2.</source>
        <translation>Жодна привʼязана до вас кластерна роль не дозволяє «%1» для %2.</translation>
    </message>
</context>
<context>
    <name>models::ContextModel</name>
    <message>
        <location filename="../models/contextmodel.cpp" line="+63" />
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cluster</source>
        <translation>Кластер</translation>
    </message>
    <message>
        <location line="+2" />
        <source>User</source>
        <translation>Користувач</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespace</source>
        <translation>Простір імен</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
</context>
<context>
    <name>models::DeleteAction</name>
    <message>
        <location filename="../models/lists/deleteaction.cpp" line="+20" />
        <source>%1: would be deleted at once.</source>
        <translation>%1: було б видалено одразу.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1: deleted.</source>
        <translation>%1: видалено.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: would be marked for deletion and wait for its finalizers: %2.</source>
        <translation>%1: було б позначено для видалення й чекало б на завершувачі: %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: marked for deletion; waiting for its finalizers: %2.</source>
        <translation>%1: позначено для видалення; чекає на завершувачі: %2.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>models::Explain</name>
    <message>
        <location filename="../models/schema/explain.cpp" line="+132" />
        <source>The server publishes no schema for %1.</source>
        <translation>Сервер не публікує схеми для %1.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>field "%1" does not exist</source>
        <translation>поле «%1» не існує</translation>
    </message>
</context>
<context>
    <name>models::ObjectFetch</name>
    <message>
        <location filename="../models/objectfetch.cpp" line="+259" />
        <source>Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the same object.</source>
        <translation>Не обслуговується: власні ресурси не мають форми protobuf; JSON, YAML і CBOR показують той самий обʼєкт.</translation>
    </message>
</context>
<context>
    <name>models::ResourceListModel</name>
    <message numerus="yes">
        <location filename="../models/resourcelistmodel.cpp" line="+156" />
        <source>Loading was cancelled: %n object(s) loaded.</source>
        <translation>
            <numerusform>Завантаження скасовано: завантажено %n обʼєкт.</numerusform>
            <numerusform>Завантаження скасовано: завантажено %n обʼєкти.</numerusform>
            <numerusform>Завантаження скасовано: завантажено %n обʼєктів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+76" />
        <location line="+265" />
        <source>The watch expired on the server (410 Gone); the list was loaded again.</source>
        <translation>Спостереження застаріло на сервері (410 Gone); список завантажено знову.</translation>
    </message>
    <message>
        <location line="-258" />
        <location line="+262" />
        <source>Live updates stopped: %1</source>
        <translation>Оновлення наживо зупинено: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+121" />
        <source>About %n object(s): more than the threshold, so only their metadata is loaded.</source>
        <translation>
            <numerusform>Близько %n обʼєкта: більше за поріг, тож завантажено лише метадані.</numerusform>
            <numerusform>Близько %n обʼєктів: більше за поріг, тож завантажено лише метадані.</numerusform>
            <numerusform>Близько %n обʼєктів: більше за поріг, тож завантажено лише метадані.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>This resource has no Table format: showing a plain list.</source>
        <translation>Цей ресурс не має формату Table: показано звичайний список.</translation>
    </message>
</context>
<context>
    <name>models::ResourceTreeModel</name>
    <message>
        <location filename="../models/resourcetreemodel.cpp" line="+274" />
        <source>Name</source>
        <translation>Імʼя</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespaced</source>
        <translation>У просторі імен</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Short names</source>
        <translation>Скорочення</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Verbs</source>
        <translation>Дієслова</translation>
    </message>
</context>
<context>
    <name>models::SchemaService</name>
    <message>
        <location filename="../models/schema/schemaservice.cpp" line="+69" />
        <source>Not connected.</source>
        <translation>Немає зʼєднання.</translation>
    </message>
</context>
<context>
    <name>models::SchemaTreeModel</name>
    <message>
        <location filename="../models/schema/schematreemodel.cpp" line="+158" />
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type</source>
        <translation>Тип</translation>
    </message>
</context>
<context>
    <name>models::TableFetch</name>
    <message>
        <location filename="../models/tablefetch.cpp" line="+236" />
        <source>The list expired on the server while it was paged (410 Gone); loading it again from the start.</source>
        <translation>Список застарів на сервері під час посторінкового читання (410 Gone); завантажуємо його знову з початку.</translation>
    </message>
</context>
<context>
    <name>models::celplay::AuthzText</name>
    <message>
        <location filename="../models/cel/authzrecorder.cpp" line="+162" />
        <source>%1 in namespace %2</source>
        <translation>%1 у просторі імен %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>allowed</source>
        <translation>дозволено</translation>
    </message>
    <message>
        <location line="+2" />
        <source>denied</source>
        <translation>заборонено</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no opinion</source>
        <translation>немає думки</translation>
    </message>
</context>
<context>
    <name>models::celplay::CelEvalText</name>
    <message>
        <location filename="../models/cel/celeval.cpp" line="+43" />
        <source>a CRD validation rule needs the schema of its node</source>
        <translation>правилу перевірки CRD потрібна схема його вузла</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the schema is not visible to CEL (no type)</source>
        <translation>схема невидима для CEL (немає типу)</translation>
    </message>
    <message>
        <location line="+177" />
        <source>literal</source>
        <translation>літерал</translation>
    </message>
    <message>
        <location line="+3" />
        <source>loop accumulator</source>
        <translation>накопичувач циклу</translation>
    </message>
    <message>
        <location line="+1" />
        <source>variable %1</source>
        <translation>змінна %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>presence test has()</source>
        <translation>перевірка наявності has()</translation>
    </message>
    <message>
        <location line="+1" />
        <source>field .%1</source>
        <translation>поле .%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>loop condition</source>
        <translation>умова циклу</translation>
    </message>
    <message>
        <location line="+4" />
        <source>call %1</source>
        <translation>виклик %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>list literal</source>
        <translation>літерал списку</translation>
    </message>
    <message>
        <location line="+2" />
        <source>map literal</source>
        <translation>літерал мапи</translation>
    </message>
    <message>
        <location line="+2" />
        <source>object literal</source>
        <translation>літерал обʼєкта</translation>
    </message>
    <message>
        <location line="+2" />
        <source>comprehension</source>
        <translation>цикл (comprehension)</translation>
    </message>
    <message>
        <location line="+195" />
        <source>kube-apiserver cannot check this expression: its CEL library (cel-go) crashes on an optional entry of type dyn in a list or map literal, and the server resets the request instead of answering. Give the entry a type: write x.?field, or index a value whose type is known, instead of x[?key] on a dyn value.</source>
        <translation>kube-apiserver не може перевірити цей вираз: його бібліотека CEL (cel-go) аварійно завершується на необовʼязковому елементі типу dyn у літералі списку чи словника, і сервер скидає запит замість відповіді. Дайте елементу тип: пишіть x.?field або індексуйте значення відомого типу замість x[?key] над значенням dyn.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>A new or changed rule on a Kubernetes 1.%1 server is compiled with the 1.%2 environment (its compatibility version); stored rules run with 1.%1.</source>
        <translation>Нове або змінене правило на сервері Kubernetes 1.%1 компілюється в середовищі 1.%2 (його версія сумісності); збережені правила виконуються з 1.%1.</translation>
    </message>
    <message>
        <location line="+65" />
        <source>%1() is not available in the Kubernetes 1.%2 environment; it arrived in 1.%3</source>
        <translation>%1() недоступна в середовищі Kubernetes 1.%2; вона зʼявилася в 1.%3</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Typed from the schema of %1, the expression does not check. The API server accepts the policy (it compiles object as dyn) but reports these errors as type-checking warnings in its status, and the expression fails when it runs.</source>
        <translation>Типізований за схемою %1, вираз не проходить перевірку типів. API-сервер приймає політику (він компілює object як dyn), але повідомляє про ці помилки як про попередження перевірки типів у її статусі, а вираз завершується помилкою під час виконання.</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+5" />
        <source>the resource</source>
        <translation>ресурсу</translation>
    </message>
    <message>
        <location line="-2" />
        <source>object and oldObject are typed from the schema of %1; the estimate uses its bounds.</source>
        <translation>object і oldObject типізовано за схемою %1; оцінка використовує її межі.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The API server estimates %1 to %2: its estimator sizes a nested loop from the field the inner body selected last (cel-go appends to a shared path). Without that quirk the estimate would be %3 to %4. The server's number decides acceptance.</source>
        <translation>API-сервер оцінює від %1 до %2: його оцінювач визначає розмір вкладеного циклу за полем, яке внутрішнє тіло вибрало останнім (cel-go дописує до спільного шляху). Без цієї особливості оцінка була б від %3 до %4. Рішення ухвалюється за числом сервера.</translation>
    </message>
    <message>
        <location filename="../models/cel/admissionbinding.cpp" line="+40" />
        <source>The variables this expression used cost %1 at runtime; the API server charges them to the policy's budget of %2 next to the expression's own %3 (total %4), not to the expression's per-call limit.</source>
        <translation>Змінні, які використав цей вираз, коштували %1 під час виконання; API-сервер зараховує їх до бюджету політики %2 поруч із власною вартістю виразу %3 (разом %4), а не до ліміту одного виклику виразу.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Together with its variables the expression costs %1, over the policy's runtime budget of %2: the API server stops validating.</source>
        <translation>Разом зі змінними вартість виразу %1 — понад бюджет виконання політики %2: API-сервер припиняє перевірку.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No cluster connection: every authorizer check answers "no opinion", which allowed() reads as false, as when no authorizer of the API server has an opinion.</source>
        <translation>Немає зʼєднання з кластером: кожна перевірка authorizer відповідає «немає думки», і allowed() дає false — як тоді, коли жоден авторизатор API-сервера не має думки.</translation>
    </message>
</context>
<context>
    <name>models::celplay::CrdRulesText</name>
    <message>
        <location filename="../models/cel/crdrules.cpp" line="+278" />
        <source>This is not a CustomResourceDefinition (it has no spec).</source>
        <translation>Це не CustomResourceDefinition (немає spec).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The CustomResourceDefinition %1 has no versions.</source>
        <translation>CustomResourceDefinition %1 не має версій.</translation>
    </message>
    <message>
        <location line="+45" />
        <source>the schema of %1 is not visible to CEL (no type)</source>
        <translation>схема %1 невидима для CEL (немає типу)</translation>
    </message>
</context>
<context>
    <name>models::celplay::Examples</name>
    <message>
        <location filename="../models/cel/examples.cpp" line="+34" />
        <source>en</source>
        <comment>the language code of this translation (en, uk, ja): picks the CEL examples' texts</comment>
        <translation>uk</translation>
    </message>
    <message>
        <location line="+22" />
        <source>not a mapping</source>
        <translation>не відображення (mapping)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no English text</source>
        <translation>%1 не має англійського тексту</translation>
    </message>
    <message>
        <location line="+11" />
        <source>unknown environment "%1"</source>
        <translation>невідоме середовище «%1»</translation>
    </message>
    <message>
        <location line="+6" />
        <source>no expression</source>
        <translation>немає виразу</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a CRD example needs the schema of self</source>
        <translation>приклад для CRD потребує схеми self</translation>
    </message>
</context>
<context>
    <name>models::celplay::LiveRunText</name>
    <message>
        <location filename="../models/cel/liverun.cpp" line="+106" />
        <source>The CustomResourceDefinition %1 has no version %2 with the node %3.</source>
        <translation>CustomResourceDefinition %1 не має версії %2 з вузлом %3.</translation>
    </message>
    <message>
        <location line="+34" />
        <source>The run over live objects was canceled.</source>
        <translation>Виконання на живих обʼєктах скасовано.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The list answer is not JSON: %1</source>
        <translation>Відповідь на список не є JSON: %1</translation>
    </message>
</context>
<context>
    <name>models::celplay::MutationText</name>
    <message>
        <location filename="../models/cel/mutation.cpp" line="+48" />
        <source>the value %1 cannot be written as JSON</source>
        <translation>значення %1 не можна записати як JSON</translation>
    </message>
    <message>
        <location line="+42" />
        <source>a map key of type %1 cannot be a JSON field name (keys must be strings)</source>
        <translation>ключ мапи типу %1 не може бути назвою поля JSON (ключі мають бути рядками)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a value of type %1 cannot be written as JSON</source>
        <translation>значення типу %1 не можна записати як JSON</translation>
    </message>
    <message>
        <location line="+12" />
        <source>unexpected type name %1, expected %2, which matches the field path from the root Object type</source>
        <translation>неочікувана назва типу %1, очікувано %2 — шлях полів від кореневого типу обʼєкта Object</translation>
    </message>
    <message>
        <location line="+26" />
        <source>An ApplyConfiguration expression must evaluate to an Object value (Object{...}), not %1.</source>
        <translation>Вираз ApplyConfiguration має давати обʼєкт Object (Object{...}), а не %1.</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+41" />
        <source>type mismatch: %1</source>
        <translation>невідповідність типів: %1</translation>
    </message>
    <message>
        <location line="-24" />
        <source>A JSONPatch expression must evaluate to a list of JSONPatch values, not %1.</source>
        <translation>Вираз JSONPatch має давати список значень JSONPatch, а не %1.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Item %1 of the list is %2, not a JSONPatch value.</source>
        <translation>Елемент %1 списку — %2, а не значення JSONPatch.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>The value of operation %1 could not be written as JSON: %2</source>
        <translation>Значення операції %1 не вдалося записати як JSON: %2</translation>
    </message>
    <message>
        <location line="+61" />
        <source>value was not a proper array index: '%1'</source>
        <translation>значення не є коректним індексом масиву: «%1»</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Unable to access invalid index: %1</source>
        <translation>Неможливо звернутися до недійсного індексу: %1</translation>
    </message>
    <message>
        <location line="+114" />
        <location line="+33" />
        <source>%1 operation does not apply: doc is missing path: "%2": missing value</source>
        <translation>операція %1 не застосовна: у документі немає шляху «%2»: значення відсутнє</translation>
    </message>
    <message>
        <location line="-31" />
        <source>error in add for path: '%1': %2</source>
        <translation>помилка add для шляху «%1»: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Unable to remove nonexistent key: %1: missing value</source>
        <translation>Неможливо видалити відсутній ключ: %1: значення відсутнє</translation>
    </message>
    <message>
        <location line="+20" />
        <source>error in remove for path: '%1': %2</source>
        <translation>помилка remove для шляху «%1»: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>replace operation value must be object or array</source>
        <translation>значення операції replace має бути обʼєктом або масивом</translation>
    </message>
    <message>
        <location line="+28" />
        <source>replace operation does not apply: doc is missing path: %1: missing value</source>
        <translation>операція replace не застосовна: у документі немає шляху %1: значення відсутнє</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error in replace for path: '%1': %2</source>
        <translation>помилка replace для шляху «%1»: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A JSON patch is a list of operations.</source>
        <translation>JSON-патч — це список операцій.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 operation does not apply: doc is missing from path: %2: missing value</source>
        <translation>операція %1 не застосовна: у документі немає шляху from %2: значення відсутнє</translation>
    </message>
    <message>
        <location line="+16" />
        <source>test operation does not apply: is missing path: %1</source>
        <translation>операція test не застосовна: немає шляху %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error in test for path: '%1': %2</source>
        <translation>помилка test для шляху «%1»: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>testing value %1 failed (operation %2): the policy leaves the object unchanged</source>
        <translation>перевірка значення %1 не пройшла (операція %2): політика залишає обʼєкт без змін</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Unexpected kind: %1</source>
        <translation>Неочікуваний вид операції: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>JSONPath: operation %1 (%2 %3): %4</source>
        <translation>JSONPath: операція %1 (%2 %3): %4</translation>
    </message>
    <message>
        <location line="+94" />
        <source>%1: expected %2, got %3</source>
        <translation>%1: очікувано %2, отримано %3</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1: field not declared in schema</source>
        <translation>%1: поле не оголошене у схемі</translation>
    </message>
    <message>
        <location line="+60" />
        <source>%1: associative list with keys has an element that omits key field "%2" (and doesn't have default value)</source>
        <translation>%1: асоціативний список із ключами має елемент без ключового поля «%2» (і без типового значення)</translation>
    </message>
    <message>
        <location line="+30" />
        <source>%1: duplicate entries for key %2</source>
        <translation>%1: повторні записи для ключа %2</translation>
    </message>
    <message>
        <location line="+85" />
        <source>An apply configuration is an object.</source>
        <translation>Конфігурація apply — це обʼєкт.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>failed to convert patch object to typed object: %1</source>
        <translation>не вдалося перетворити обʼєкт патча на типізований обʼєкт: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: %1</source>
        <translation>недійсна ApplyConfiguration: не можна змінювати атомарні масиви, мапи чи структури: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>failed to merge patch: %1</source>
        <translation>не вдалося злити патч: %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No patch type chosen.</source>
        <translation>Тип патча не вибрано.</translation>
    </message>
    <message>
        <location filename="../models/cel/mutationdryrun.cpp" line="+67" />
        <source>Nothing to preview: no patch or no object.</source>
        <translation>Нічого переглядати: немає патча або обʼєкта.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The server preview was canceled.</source>
        <translation>Попередній перегляд на сервері скасовано.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Reading the object failed: %1</source>
        <translation>Не вдалося прочитати обʼєкт: %1</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Applied by Mado: %1</source>
        <translation>Застосування в Mado: %1</translation>
    </message>
</context>
<context>
    <name>models::celplay::SarText</name>
    <message>
        <location filename="../models/cel/sarauthorizer.cpp" line="+74" />
        <source>the server's answer is not a SubjectAccessReview</source>
        <translation>відповідь сервера — не SubjectAccessReview</translation>
    </message>
    <message>
        <location line="+55" />
        <source>canceled</source>
        <translation>скасовано</translation>
    </message>
</context>
<context>
    <name>models::celplay::ServerCheckText</name>
    <message>
        <location filename="../models/cel/servercheck.cpp" line="+112" />
        <source>variable %1: %2</source>
        <translation>змінна %1: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the rule must evaluate to bool, not %1</source>
        <translation>правило має обчислюватися в bool, а не в %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>estimated rule cost %1 exceeds the limit of %2</source>
        <translation>оцінена вартість правила %1 перевищує ліміт %2</translation>
    </message>
    <message>
        <location line="+122" />
        <source>the server did not type-check the policy within 30 seconds</source>
        <translation>сервер не перевірив типи політики протягом 30 секунд</translation>
    </message>
</context>
<context>
    <name>models::celplay::VariablesText</name>
    <message>
        <location filename="../models/cel/variables.cpp" line="+103" />
        <source>«%1» is not a valid variable name (a CEL identifier: a letter or _ followed by letters, digits or _)</source>
        <translation>«%1» — неправильне імʼя змінної (ідентифікатор CEL: літера або _, далі літери, цифри або _)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the variable «%1» is defined twice</source>
        <translation>змінну «%1» визначено двічі</translation>
    </message>
    <message>
        <location line="+115" />
        <source>expected a list of variables (name and expression each)</source>
        <translation>очікується список змінних (кожна з імʼям і виразом)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>every variable needs a name and an expression (strings)</source>
        <translation>кожна змінна потребує імені й виразу (рядків)</translation>
    </message>
</context>
<context>
    <name>models::patch::PatchSession</name>
    <message>
        <location filename="../models/patch/patchsession.cpp" line="+171" />
        <source>Custom resources do not support strategic merge patches: the API server answers 415. Use a merge patch or server-side apply instead.</source>
        <translation>Власні ресурси не підтримують латки стратегічного злиття: API-сервер відповідає 415. Використайте латку злиття або застосування на боці сервера.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Server-side apply needs a field manager.</source>
        <translation>Застосування на боці сервера потребує менеджера полів.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Force applies only to server-side apply.</source>
        <translation>Примусовість діє лише для застосування на боці сервера.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Line %1: %2</source>
        <translation>Рядок %1: %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The apply configuration is for %1, but the object being patched is %2.</source>
        <translation>Конфігурація apply призначена для «%1», але латка застосовується до обʼєкта «%2».</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The apply configuration is a %1, but the object being patched is a %2.</source>
        <translation>Конфігурація apply має kind %1, але обʼєкт, до якого застосовується латка, — %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The apply configuration is in the namespace %1, but the object being patched is in %2.</source>
        <translation>Конфігурація apply належить до простору імен «%1», але обʼєкт, до якого застосовується латка, — у «%2».</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The live object is not loaded, so its resourceVersion cannot be pinned.</source>
        <translation>Живий обʼєкт не завантажено, тож його resourceVersion не можна закріпити.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Preview this patch with a dry run before writing it.</source>
        <translation>Перед записом перегляньте цю латку пробним запуском.</translation>
    </message>
</context>
<context>
    <name>models::patch::PatchText</name>
    <message>
        <location filename="../models/patch/patchtext.cpp" line="+201" />
        <source>The patch is empty.</source>
        <translation>Латка порожня.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The patch is %1 MiB; the API server accepts at most %2 MiB in one request.</source>
        <translation>Латка займає %1 МіБ; API-сервер приймає щонайбільше %2 МіБ в одному запиті.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Invalid JSON at line %1, column %2: %3</source>
        <translation>Некоректний JSON у рядку %1, стовпці %2: %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>A JSON patch is a list of operations: [{"op": ..., "path": ...}].</source>
        <translation>Латка JSON — це список операцій: [{"op": ..., "path": ...}].</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The patch has %n operation(s); the API server takes at most %1 in one JSON patch and refuses a longer one (413). Split it into several patches.</source>
        <translation>
            <numerusform>Латка має %n операцію; API-сервер приймає щонайбільше %1 операцій в одній JSON-латці й відхиляє довшу (413). Розділіть її на кілька латок.</numerusform>
            <numerusform>Латка має %n операції; API-сервер приймає щонайбільше %1 операцій в одній JSON-латці й відхиляє довшу (413). Розділіть її на кілька латок.</numerusform>
            <numerusform>Латка має %n операцій; API-сервер приймає щонайбільше %1 операцій в одній JSON-латці й відхиляє довшу (413). Розділіть її на кілька латок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13" />
        <source>Operation %1 is not an object.</source>
        <translation>Операція %1 не є обʼєктом.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Operation %1: "op" must be one of add, remove, replace, move, copy, test.</source>
        <translation>Операція %1: "op" має бути одним із add, remove, replace, move, copy, test.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Operation %1 (%2): "path" must be a JSON pointer such as /metadata/labels.</source>
        <translation>Операція %1 (%2): "path" має бути вказівником JSON, як-от /metadata/labels.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Operation %1 (%2) needs a "value".</source>
        <translation>Операція %1 (%2) потребує "value".</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Operation %1 (%2) needs "from".</source>
        <translation>Операція %1 (%2) потребує "from".</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This patch type takes an object ({...}).</source>
        <translation>Цей тип латки приймає обʼєкт ({...}).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>An apply configuration names apiVersion, kind and metadata.name.</source>
        <translation>Конфігурація apply має містити apiVersion, kind і metadata.name.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Operation %1 (%2): %3 does not exist in the object, so the server would refuse the patch.</source>
        <translation>Операція %1 (%2): %3 немає в обʼєкті, тож сервер відхилить латку.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Operation %1 (test): the value at %2 is not the one the patch expects, so the server would refuse the patch.</source>
        <translation>Операція %1 (test): значення в %2 не те, якого очікує латка, тож сервер відхилить латку.</translation>
    </message>
</context>
<context>
    <name>models::patch::PreviewText</name>
    <message>
        <location filename="../models/patch/preview.cpp" line="+471" />
        <source>your patch</source>
        <translation>ваша латка</translation>
    </message>
    <message>
        <location line="+2" />
        <source>server default</source>
        <translation>типове значення сервера</translation>
    </message>
    <message>
        <location line="+2" />
        <source>admission</source>
        <translation>допуск (admission)</translation>
    </message>
    <message>
        <location line="+55" />
        <source>%1: removed (%2)</source>
        <translation>%1: вилучено (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2; owned by %3</source>
        <translation>%1: %2; власник: %3</translation>
    </message>
</context>
<context>
    <name>models::selector::Messages</name>
    <message>
        <location filename="../models/lists/selector.cpp" line="+68" />
        <source>the end of the selector</source>
        <translation>кінець селектора</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The key «%1» has an empty prefix before '/'.</source>
        <translation>Ключ «%1» має порожній префікс перед '/'.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The prefix of the key «%1» must be a DNS subdomain: lowercase letters, digits, '-' and '.', at most 253 characters.</source>
        <translation>Префікс ключа «%1» має бути піддоменом DNS: малі літери, цифри, '-' і '.', не більше 253 символів.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The key «%1» has no name.</source>
        <translation>Ключ «%1» не має імені.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The name part of the key «%1» is longer than 63 characters.</source>
        <translation>Імʼя в ключі «%1» довше за 63 символи.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The key «%1» must consist of letters, digits, '-', '_' or '.', and begin and end with a letter or digit.</source>
        <translation>Ключ «%1» має складатися з літер, цифр, '-', '_' або '.' і починатися та закінчуватися літерою чи цифрою.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The value «%1» is longer than 63 characters.</source>
        <translation>Значення «%1» довше за 63 символи.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The value «%1» must be empty or consist of letters, digits, '-', '_' or '.', and begin and end with a letter or digit.</source>
        <translation>Значення «%1» має бути порожнім або складатися з літер, цифр, '-', '_' чи '.' і починатися та закінчуватися літерою чи цифрою.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Found %1, expected a key or '!'.</source>
        <translation>Знайдено %1, очікувався ключ або '!'.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Found %1, expected ',' or the end of the selector.</source>
        <translation>Знайдено %1, очікувалася ',' або кінець селектора.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Found %1, expected a key after ','.</source>
        <translation>Знайдено %1, після ',' очікувався ключ.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Found %1, expected a key.</source>
        <translation>Знайдено %1, очікувався ключ.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>'!%1' tests that a key is absent and takes no operator.</source>
        <translation>'!%1' перевіряє відсутність ключа й не приймає оператора.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>'%1' needs a whole number after it.</source>
        <translation>Після '%1' потрібне ціле число.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Found %1, expected a value.</source>
        <translation>Знайдено %1, очікувалося значення.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' needs a whole number, not «%2».</source>
        <translation>'%1' потребує цілого числа, а не «%2».</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Found %1, expected one of: in, notin, =, ==, !=, &gt;, &lt;.</source>
        <translation>Знайдено %1, очікувалося одне з: in, notin, =, ==, !=, &gt;, &lt;.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Found %1, expected '(' after '%2'.</source>
        <translation>Знайдено %1, після '%2' очікувалася '('.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Found %1, expected ',' or ')'.</source>
        <translation>Знайдено %1, очікувалася ',' або ')'.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Found %1, expected a value or ')'.</source>
        <translation>Знайдено %1, очікувалося значення або ')'.</translation>
    </message>
    <message>
        <location line="+41" />
        <source>«%1» has no operator: use =, == or !=.</source>
        <translation>«%1» не має оператора: використайте =, == або !=.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>«%1» has no field before the operator.</source>
        <translation>«%1» не має поля перед оператором.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>«%1» is not a field path such as metadata.name or status.phase.</source>
        <translation>«%1» не є шляхом до поля, як-от metadata.name чи status.phase.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Invalid escape in «%1»: only \\, \, and \= are allowed.</source>
        <translation>Неприпустиме екранування в «%1»: дозволено лише \\, \, і \=.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The value «%1» has an unescaped '='; write \= for a literal one.</source>
        <translation>Значення «%1» містить неекрановане '='; пишіть \= для самого знака.</translation>
    </message>
</context>
<context>
    <name>models::watch::FlightRecorder</name>
    <message>
        <location filename="../models/watch/flightrecorder.cpp" line="+68" />
        <source>Line %1 of the recording</source>
        <translation>Рядок %1 запису</translation>
    </message>
    <message>
        <location line="+143" />
        <source>This file is not a Mado watch recording.</source>
        <translation>Цей файл не є записом спостереження Mado.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This recording has format version %1; Mado reads version %2.</source>
        <translation>Цей запис має версію формату %1; Mado читає версію %2.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Line %1 of the recording cannot be read: %2</source>
        <translation>Рядок %1 запису не вдається прочитати: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>not a JSON object</source>
        <translation>не обʼєкт JSON</translation>
    </message>
    <message>
        <location line="+18" />
        <source>unknown record kind “%1”</source>
        <translation>невідомий вид запису «%1»</translation>
    </message>
</context>
<context>
    <name>models::watch::ProtocolDoctor</name>
    <message>
        <location filename="../models/watch/protocoldoctor.cpp" line="+118" />
        <source>The streaming list (sendInitialEvents=true) failed: %1</source>
        <translation>Потоковий список (sendInitialEvents=true) не вдався: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The streaming list works: %n initial object(s) arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</source>
        <translation>
            <numerusform>Потоковий список працює: надійшов %n початковий обʼєкт, і закладка кінця початкових подій (k8s.io/initial-events-end) позначила їхній кінець через %1 мс.</numerusform>
            <numerusform>Потоковий список працює: надійшло %n початкові обʼєкти, і закладка кінця початкових подій (k8s.io/initial-events-end) позначила їхній кінець через %1 мс.</numerusform>
            <numerusform>Потоковий список працює: надійшло %n початкових обʼєктів, і закладка кінця початкових подій (k8s.io/initial-events-end) позначила їхній кінець через %1 мс.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object(s) came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</source>
        <translation>
            <numerusform>Закладка кінця початкових подій (k8s.io/initial-events-end) так і не надійшла: за %1 с прийшов %n початковий обʼєкт, і ніщо не позначило кінця. Щось між Mado та API-сервером відкидає цю закладку; інструменти, що на неї чекають, не показують жодного обʼєкта. Mado для цієї колекції переходить на «список, потім спостереження».</numerusform>
            <numerusform>Закладка кінця початкових подій (k8s.io/initial-events-end) так і не надійшла: за %1 с прийшло %n початкові обʼєкти, і ніщо не позначило їхнього кінця. Щось між Mado та API-сервером відкидає цю закладку; інструменти, що на неї чекають, не показують жодного обʼєкта. Mado для цієї колекції переходить на «список, потім спостереження».</numerusform>
            <numerusform>Закладка кінця початкових подій (k8s.io/initial-events-end) так і не надійшла: за %1 с прийшло %n початкових обʼєктів, і ніщо не позначило їхнього кінця. Щось між Mado та API-сервером відкидає цю закладку; інструменти, що на неї чекають, не показують жодного обʼєкта. Mado для цієї колекції переходить на «список, потім спостереження».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>List-then-watch failed: %1</source>
        <translation>«Список, потім спостереження» не вдалося: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>on one connection about every %1 s</source>
        <translation>на одному зʼєднанні приблизно кожні %1 с</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the first after %1 s</source>
        <translation>перша через %1 с</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</source>
        <translation>
            <numerusform>Закладки надходять: %n за %1 с (%2). Спостереження, що перепідключається, продовжує з них, а не перелічує все знову.</numerusform>
            <numerusform>Закладки надходять: %n за %1 с (%2). Спостереження, що перепідключається, продовжує з них, а не перелічує все знову.</numerusform>
            <numerusform>Закладки надходять: %n за %1 с (%2). Спостереження, що перепідключається, продовжує з них, а не перелічує все знову.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>No bookmark arrived within %1 s, and no object changed either. The API server sends a bookmark shortly before it ends a request only when the resourceVersion moved on, so this proves nothing yet: run the doctor again while the collection changes.</source>
        <translation>За %1 с не надійшло жодної закладки, але й жоден обʼєкт не змінився. API-сервер надсилає закладку незадовго до завершення запиту лише тоді, коли resourceVersion просунулася, тож це ще нічого не доводить: запустіть лікаря знову, поки колекція змінюється.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No bookmark arrived within %1 s although objects changed and every request asked for bookmarks and ended after %2 s (the server sends one shortly before it ends a request). Something on the way may drop them; without bookmarks a watch that reconnects after a quiet time may have to list everything again.</source>
        <translation>За %1 с не надійшло жодної закладки, хоча обʼєкти змінювалися, а кожен запит просив закладки й завершувався через %2 с (сервер надсилає одну незадовго до завершення запиту). Щось на шляху може їх відкидати; без закладок спостереження, що перепідключається після тиші, може мусити перелічити все знову.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The server refused the shard selector: %1</source>
        <translation>Сервер відхилив селектор шарда: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's object(s) in that shard).</source>
        <translation>
            <numerusform>Сервер враховує селектори шардів: список одного шарда повернувся позначеним як відфільтрований (у цьому шарді %n обʼєкт колекції).</numerusform>
            <numerusform>Сервер враховує селектори шардів: список одного шарда повернувся позначеним як відфільтрований (у цьому шарді %n обʼєкти колекції).</numerusform>
            <numerusform>Сервер враховує селектори шардів: список одного шарда повернувся позначеним як відфільтрований (у цьому шарді %n обʼєктів колекції).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server ignores shard selectors (its ShardedListAndWatch feature is off): it returned the whole collection, so Mado filters shards on the client.</source>
        <translation>Сервер ігнорує селектори шардів (його функцію ShardedListAndWatch вимкнено): він повернув усю колекцію, тож Mado фільтрує шарди на клієнті.</translation>
    </message>
</context>
<context>
    <name>models::watch::WatchEventModel</name>
    <message>
        <location filename="../models/watch/watcheventmodel.cpp" line="+203" />
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespace</source>
        <translation>Простір імен</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Імʼя</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Resource version</source>
        <translation>Версія ресурсу</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
</context>
<context>
    <name>models::watch::WatchFeed</name>
    <message>
        <location filename="../models/watch/watchfeed.cpp" line="+82" />
        <location line="+3" />
        <location line="+45" />
        <location line="+3" />
        <source>Cannot write %1: %2</source>
        <translation>Не вдається записати %1: %2</translation>
    </message>
    <message>
        <location line="-33" />
        <source>Cannot open %1: %2</source>
        <translation>Не вдається відкрити %1: %2</translation>
    </message>
</context>
<context>
    <name>views::ConnectionIndicator</name>
    <message>
        <location filename="../views/connectionindicator.cpp" line="+40" />
        <source>Not connected</source>
        <translation>Не підʼєднано</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connecting to %1 (context %2)…</source>
        <translation>Підʼєднання до %1 (контекст %2)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connected to %1 (context %2, Kubernetes %3)</source>
        <translation>Підключено до %1 (контекст %2, Kubernetes %3)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Reconnecting to %1 (context %2): %3</source>
        <translation>Повторне підʼєднання до %1 (контекст %2): %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Connection failed: %1</source>
        <translation>Не вдалося підʼєднатися: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>acting as %1 (impersonation)</source>
        <translation>діє як %1 (імперсонація)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>through the proxy %1</source>
        <translation>через проксі %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TLS verification is disabled for this cluster (insecure-skip-tls-verify).</source>
        <translation>Перевірку TLS для цього кластера вимкнено (insecure-skip-tls-verify).</translation>
    </message>
</context>
<context>
    <name>views::DeleteDialog</name>
    <message>
        <location filename="../views/lists/deletedialog.cpp" line="+27" />
        <source>Grace period (seconds):</source>
        <translation>Пільговий період (секунди):</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Видалити %n обʼєкт</numerusform>
            <numerusform>Видалити %n обʼєкти</numerusform>
            <numerusform>Видалити %n обʼєктів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete %1 «%2»?</source>
        <translation>Видалити %1 «%2»?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete %1 «%2» in the namespace «%3»?</source>
        <translation>Видалити %1 «%2» у просторі імен «%3»?</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Delete %n %1 object(s)?</source>
        <translation>
            <numerusform>Видалити %n обʼєкт %1?</numerusform>
            <numerusform>Видалити %n обʼєкти %1?</numerusform>
            <numerusform>Видалити %n обʼєктів %1?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Default (the resource's own)</source>
        <translation>Типова (власна для ресурсу)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Background</source>
        <translation>Background (у фоні)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foreground</source>
        <translation>Foreground (на передньому плані)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Orphan</source>
        <translation>Orphan (залишити залежні)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Propagation:</source>
        <translation>Поширення:</translation>
    </message>
    <message>
        <location line="+10" />
        <source>What the server says (dry run):</source>
        <translation>Що каже сервер (пробний запуск):</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The server's default for this resource (usually Background).</source>
        <translation>Типова поведінка сервера для цього ресурсу (зазвичай Background).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The object is removed at once; the garbage collector removes its dependents afterwards.</source>
        <translation>Обʼєкт вилучається одразу; збирач сміття потім вилучає залежні обʼєкти.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The object stays, with the finalizer foregroundDeletion, until its dependents that block owner deletion are removed.</source>
        <translation>Обʼєкт залишається із завершувачем foregroundDeletion, доки не вилучено залежні обʼєкти, що блокують видалення власника.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The object stays, with the finalizer orphan, until its dependents no longer name it as owner; the dependents are kept.</source>
        <translation>Обʼєкт залишається із завершувачем orphan, доки залежні обʼєкти не перестануть називати його власником; залежні обʼєкти зберігаються.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Asking the server (dry run)…</source>
        <translation>Запит до сервера (пробний запуск)…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Deleting…</source>
        <translation>Видалення…</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Dry run: nothing was changed.</source>
        <translation>Пробний запуск: нічого не змінено.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n object(s) deleted or marked for deletion.</source>
        <translation>
            <numerusform>%n обʼєкт видалено або позначено для видалення.</numerusform>
            <numerusform>%n обʼєкти видалено або позначено для видалення.</numerusform>
            <numerusform>%n обʼєктів видалено або позначено для видалення.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>views::EventInspector</name>
    <message>
        <location filename="../views/watch/eventinspector.cpp" line="+94" />
        <source>Object</source>
        <translation>Обʼєкт</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Diff</source>
        <translation>Різниця</translation>
    </message>
    <message>
        <location line="+1" />
        <source>From:</source>
        <translation>Від:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>To:</source>
        <translation>До:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show noise</source>
        <translation>Показати шум</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Also compare metadata.managedFields, metadata.resourceVersion and metadata.generation.</source>
        <translation>Порівнювати також metadata.managedFields, metadata.resourceVersion і metadata.generation.</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Select an event to inspect its object.</source>
        <translation>Виберіть подію, щоб переглянути її обʼєкт.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 %2 · resourceVersion %3 · %4</source>
        <translation>%1 %2 · resourceVersion %3 · %4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(no object)</source>
        <translation>(без обʼєкта)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>A step of the connection; it carries no object.</source>
        <translation>Крок зʼєднання; він не несе обʼєкта.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The recorder no longer holds this object (its memory budget was reached).</source>
        <translation>Реєстратор більше не зберігає цей обʼєкт (досягнуто його бюджету памʼяті).</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 (no longer recorded)</source>
        <translation>%1 (вже немає в записі)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 at %2 (%3)</source>
        <translation>%1 о %2 (%3)</translation>
    </message>
    <message>
        <location line="+91" />
        <source>Only one version of this object is in the recording.</source>
        <translation>У записі лише одна версія цього обʼєкта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Comparing…</source>
        <translation>Порівняння…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No difference.</source>
        <translation>Різниці немає.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) added</source>
        <translation>
            <numerusform>додано %n рядок</numerusform>
            <numerusform>додано %n рядки</numerusform>
            <numerusform>додано %n рядків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) removed</source>
        <translation>
            <numerusform>вилучено %n рядок</numerusform>
            <numerusform>вилучено %n рядки</numerusform>
            <numerusform>вилучено %n рядків</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>folded away: %1</source>
        <translation>згорнуто: %1</translation>
    </message>
</context>
<context>
    <name>views::MigrateWizard</name>
    <message>
        <location filename="../views/migrate/migratewizard.cpp" line="+38" />
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Migrate a CRD's storage version</source>
        <translation>Перенесення версії зберігання CRD</translation>
    </message>
    <message>
        <location line="+5" />
        <source>CRD name, e.g. widgets.lab.mado.io</source>
        <translation>Назва CRD, напр. widgets.lab.mado.io</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Load</source>
        <translation>Завантажити</translation>
    </message>
    <message>
        <location line="+12" />
        <source> objects</source>
        <translation> обʼєктів</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Create the lab</source>
        <translation>Створити лабораторію</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Creates a CRD with v1 stored and v2 (not served yet) adding spec.color with the default "blue", strategy None, and sample objects in the namespace mado-lab.</source>
        <translation>Створює CRD, де v1 зберігається, а v2 (ще не надається) додає spec.color зі значенням за замовчуванням "blue", стратегія None, і зразкові обʼєкти у просторі імен mado-lab.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CRD:</source>
        <translation>CRD:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>to version:</source>
        <translation>до версії:</translation>
    </message>
    <message>
        <location line="+17" />
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Version</source>
        <translation>Версія</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Served</source>
        <translation>Надається</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Storage</source>
        <translation>Зберігання</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Deprecated</source>
        <translation>Застаріла</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Preflight</source>
        <translation>Попередня перевірка</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Proof — defaulting before and after</source>
        <translation>Доказ — значення за замовчуванням до і після</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step 4 — trim, stop serving, remove</source>
        <translation>Крок 4 — скоротити, припинити надавати, вилучити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The closing check</source>
        <translation>Підсумкова перевірка</translation>
    </message>
    <message>
        <location line="+34" />
        <source>no cap</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <location line="+1" />
        <source> writes/s</source>
        <translation> записів/с</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rate cap (QPS):</source>
        <translation>Обмеження швидкості (QPS):</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Writes in flight:</source>
        <translation>Одночасних записів:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run the preflight</source>
        <translation>Виконати попередню перевірку</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Permission</source>
        <translation>Дозвіл</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Allowed</source>
        <translation>Дозволено</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+72" />
        <source>Deprecation warning (empty: Mado writes one)</source>
        <translation>Попередження про застарілість (порожньо: Mado напише своє)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Serve the new version, deprecate the old</source>
        <translation>Надати нову версію, позначити стару застарілою</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Request the old version</source>
        <translation>Запитати стару версію</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Add the new version as served while the old one stays served, so clients can move at their own pace. Mark the old version deprecated with a warning text: every request for it then carries the warning back to the client. A warning never blocks a request; it gives people time to move.</source>
        <translation>Додайте нову версію як надану, залишивши стару наданою, щоб клієнти переходили у власному темпі. Позначте стару версію застарілою з текстом попередження: кожен запит до неї повертатиме клієнтові це попередження. Попередження ніколи не блокує запит; воно дає людям час перейти.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Store the new version</source>
        <translation>Зберігати нову версію</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move storage to the new version. Only what is written from now on changes: every existing object stays in etcd in the old encoding. From this moment status.storedVersions lists both versions. The list means "every encoding this CRD has ever stored"; the API server does not count whether objects in an old encoding remain.</source>
        <translation>Перенесіть зберігання на нову версію. Змінюється лише те, що записується відтепер: кожен наявний обʼєкт лишається в etcd у старому кодуванні. З цієї миті status.storedVersions містить обидві версії. Цей список означає «кожне кодування, яке цей CRD будь-коли зберігав»; API-сервер не рахує, чи лишилися обʼєкти в старому кодуванні.</translation>
    </message>
    <message>
        <location line="+57" />
        <source>Start the rewrite</source>
        <translation>Почати перезапис</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Or let the server rewrite: StorageVersionMigration</source>
        <translation>Або нехай перезаписує сервер: StorageVersionMigration</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the server serves storagemigration.k8s.io, Mado can create a StorageVersionMigration object instead and follow its conditions (Running, Succeeded, Failed). kube-controller-manager then writes every object; it reports no per-object progress.</source>
        <translation>Якщо сервер надає storagemigration.k8s.io, Mado може натомість створити обʼєкт StorageVersionMigration і стежити за його умовами (Running, Succeeded, Failed). Тоді кожен обʼєкт записує kube-controller-manager; поступу за окремими обʼєктами він не показує.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Create a StorageVersionMigration</source>
        <translation>Створити StorageVersionMigration</translation>
    </message>
    <message>
        <location line="+361" />
        <source>Creating a StorageVersionMigration…</source>
        <translation>Створення StorageVersionMigration…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The StorageVersionMigration %1 succeeded: the server rewrote every object.</source>
        <translation>StorageVersionMigration %1 завершився успішно: сервер переписав кожен обʼєкт.</translation>
    </message>
    <message>
        <location line="+103" />
        <source>Load a CRD first.</source>
        <translation>Спершу завантажте CRD.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="-508" />
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Objects that failed (run the rewrite again to retry them):</source>
        <translation>Обʼєкти з помилками (запустіть перезапис знову, щоб повторити їх):</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Write every object once, unchanged: the API server stores each write in the storage version, so this is where the migration really happens. Mado lists the objects page by page and updates each with the resourceVersion it read. Every write reaches etcd and every controller watching, so large collections go at a capped rate, counted as they go: a conflict is re-read and retried, an object deleted meanwhile is skipped, a 429 waits as long as the server asks. Progress is saved: if Mado stops, the rewrite continues where it stopped.</source>
        <translation>Запишіть кожен обʼєкт один раз, без змін: API-сервер зберігає кожен запис у версії зберігання, тож саме тут перенесення й відбувається. Mado отримує обʼєкти сторінка за сторінкою й оновлює кожен із прочитаною resourceVersion. Кожен запис доходить до etcd і до кожного контролера, що спостерігає, тож великі колекції йдуть з обмеженою швидкістю й підрахунком: конфлікт перечитується й повторюється, обʼєкт, вилучений тим часом, пропускається, 429 чекає стільки, скільки просить сервер. Поступ зберігається: якщо Mado зупиниться, перезапис продовжиться з місця зупинки.</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Read before the rewrite</source>
        <translation>Прочитати до перезапису</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read after the rewrite</source>
        <translation>Прочитати після перезапису</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read etcd (sandbox)</source>
        <translation>Прочитати etcd (пісочниця)</translation>
    </message>
    <message>
        <location line="-228" />
        <location line="+229" />
        <source>Object</source>
        <translation>Обʼєкт</translation>
    </message>
    <message>
        <location line="-229" />
        <source>Served version</source>
        <translation>Надана версія</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sample read</source>
        <translation>Пробне читання</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Server's message</source>
        <translation>Повідомлення сервера</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>The versions of a CRD are windows onto the same stored bytes. served says which versions answer requests (several may be); storage says which one is written to etcd (exactly one). Raising the storage version and actually moving the objects are two separate jobs, and status.storedVersions is the record that links them.

Before any write, Mado checks with SelfSubjectAccessReview that you may list, read and update the objects and update the CRD and its status, counts the objects with a metadata-only list and estimates the rewrite's duration at the rate you choose. With strategy Webhook it reads one object at every served version, which runs the conversion webhook: a failing webhook silently stalls a migration, so here it blocks every step until the sample reads pass. Each read waits at most %n second(s); the API server itself waits up to 30 s for a webhook.</source>
        <translation>
            <numerusform>Версії CRD — це вікна на ті самі збережені байти. served визначає, які версії відповідають на запити (їх може бути кілька); storage — яка з них записується в etcd (рівно одна). Підняти версію зберігання й насправді перенести обʼєкти — дві окремі роботи, а status.storedVersions — запис, що їх повʼязує.

Перед будь-яким записом Mado перевіряє через SelfSubjectAccessReview, що ви можете отримувати список, читати й оновлювати обʼєкти та оновлювати CRD і його статус, рахує обʼєкти списком лише метаданих і оцінює тривалість перезапису за вибраної швидкості. Зі стратегією Webhook він читає по одному обʼєкту в кожній наданій версії, що запускає вебхук перетворення: несправний вебхук тихо зупиняє перенесення, тому тут він блокує кожен крок, доки пробні читання не пройдуть. Кожне читання чекає щонайбільше %n секунду; сам API-сервер чекає на вебхук до 30 с.</numerusform>
            <numerusform>Версії CRD — це вікна на ті самі збережені байти. served визначає, які версії відповідають на запити (їх може бути кілька); storage — яка з них записується в etcd (рівно одна). Підняти версію зберігання й насправді перенести обʼєкти — дві окремі роботи, а status.storedVersions — запис, що їх повʼязує.

Перед будь-яким записом Mado перевіряє через SelfSubjectAccessReview, що ви можете отримувати список, читати й оновлювати обʼєкти та оновлювати CRD і його статус, рахує обʼєкти списком лише метаданих і оцінює тривалість перезапису за вибраної швидкості. Зі стратегією Webhook він читає по одному обʼєкту в кожній наданій версії, що запускає вебхук перетворення: несправний вебхук тихо зупиняє перенесення, тому тут він блокує кожен крок, доки пробні читання не пройдуть. Кожне читання чекає щонайбільше %n секунди; сам API-сервер чекає на вебхук до 30 с.</numerusform>
            <numerusform>Версії CRD — це вікна на ті самі збережені байти. served визначає, які версії відповідають на запити (їх може бути кілька); storage — яка з них записується в etcd (рівно одна). Підняти версію зберігання й насправді перенести обʼєкти — дві окремі роботи, а status.storedVersions — запис, що їх повʼязує.

Перед будь-яким записом Mado перевіряє через SelfSubjectAccessReview, що ви можете отримувати список, читати й оновлювати обʼєкти та оновлювати CRD і його статус, рахує обʼєкти списком лише метаданих і оцінює тривалість перезапису за вибраної швидкості. Зі стратегією Webhook він читає по одному обʼєкту в кожній наданій версії, що запускає вебхук перетворення: несправний вебхук тихо зупиняє перенесення, тому тут він блокує кожен крок, доки пробні читання не пройдуть. Кожне читання чекає щонайбільше %n секунд; сам API-сервер чекає на вебхук до 30 с.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+210" />
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Before the rewrite</source>
        <translation>До перезапису</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After the rewrite</source>
        <translation>Після перезапису</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Stored in etcd as</source>
        <translation>Збережено в etcd як</translation>
    </message>
    <message>
        <location line="+7" />
        <source>With strategy None nothing is converted: only apiVersion is relabelled. A field the new version adds with a default is filled in only when an object is written, so an old object read through the new version lacks it until its rewrite, and a controller trusting what it reads treats old and new objects differently. The table reads the same objects through the new version before and after the rewrite; on the sandbox it also shows the apiVersion etcd holds.</source>
        <translation>Зі стратегією None нічого не перетворюється: лише apiVersion отримує нову позначку. Поле, яке нова версія додає зі значенням за замовчуванням, заповнюється лише під час запису обʼєкта, тож старий обʼєкт, прочитаний через нову версію, не має його до перезапису, і контролер, що довіряє прочитаному, поводиться зі старими й новими обʼєктами по-різному. Таблиця читає ті самі обʼєкти через нову версію до і після перезапису; у пісочниці вона також показує apiVersion, що зберігається в etcd.</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Try to remove the old version now (dry run)</source>
        <translation>Спробувати вилучити стару версію зараз (пробний запуск)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trim storedVersions</source>
        <translation>Скоротити storedVersions</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop serving the old versions</source>
        <translation>Припинити надавати старі версії</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the old versions</source>
        <translation>Вилучити старі версії</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Trimming status.storedVersions to the new version is a declaration that the rewrite is done; Mado makes it only after its rewrite verifiably covered every object. Then the old version stops being served, and only then is it removed. Until the trim the API server keeps the last door locked: it refuses to remove a version still listed in storedVersions, and names the field. Without that lock, objects stored in the old encoding could no longer be read.</source>
        <translation>Скорочення status.storedVersions до нової версії — це заява, що перезапис завершено; Mado робить її лише після того, як його перезапис перевірено охопив кожен обʼєкт. Потім стара версія перестає надаватися, і лише тоді її вилучають. До скорочення API-сервер тримає останні двері замкненими: він відмовляє вилучити версію, що досі є в storedVersions, і називає поле. Без цього замка обʼєкти, збережені в старому кодуванні, стало б неможливо прочитати.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Run the check</source>
        <translation>Виконати перевірку</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The migration is complete when every object was rewritten at the storage version, status.storedVersions holds that version alone, and no old version is served. `mado migrate check` gives the same verdict on the command line.</source>
        <translation>Перенесення завершено, коли кожен обʼєкт переписано у версії зберігання, status.storedVersions містить лише цю версію і жодна стара версія не надається. `mado migrate check` дає той самий висновок у командному рядку.</translation>
    </message>
    <message>
        <location line="+149" />
        <source>The API server refused the removal:</source>
        <translation>API-сервер відмовив у вилученні:</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+295" />
        <source>Field path: %1</source>
        <translation>Шлях поля: %1</translation>
    </message>
    <message>
        <location line="-286" />
        <source>The server sent no warning for the old version.</source>
        <translation>Сервер не надіслав попередження для старої версії.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The server answered the request for the old version with:</source>
        <translation>Сервер відповів на запит старої версії так:</translation>
    </message>
    <message>
        <location line="+98" />
        <source>%1 %2.%3</source>
        <translation>%1 %2.%3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2/%4.%3</source>
        <translation>%1 %2/%4.%3</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%n object(s) to rewrite.</source>
        <translation>
            <numerusform>%n обʼєкт для перезапису.</numerusform>
            <numerusform>%n обʼєкти для перезапису.</numerusform>
            <numerusform>%n обʼєктів для перезапису.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Estimated rewrite at %1 writes/s: %2.</source>
        <translation>Оцінка перезапису при %1 записах/с: %2.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>This server serves storagemigration.k8s.io/%1: a StorageVersionMigration object can do step 3 server-side; Mado's own rewrite shows each object.</source>
        <translation>Цей сервер надає storagemigration.k8s.io/%1: обʼєкт StorageVersionMigration може виконати крок 3 на боці сервера; власний перезапис Mado показує кожен обʼєкт.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Some permissions are missing: the steps that need them will fail.</source>
        <translation>Деяких дозволів бракує: кроки, яким вони потрібні, не вдадуться.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>○ %1</source>
        <translation>○ %1</translation>
    </message>
    <message>
        <location line="-81" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The rewrite covered every object.</source>
        <translation>Перезапис охопив кожен обʼєкт.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The rewrite finished with failures.</source>
        <translation>Перезапис завершився з помилками.</translation>
    </message>
    <message numerus="yes">
        <location line="+38" />
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>немає відповіді за %n секунду</numerusform>
            <numerusform>немає відповіді за %n секунди</numerusform>
            <numerusform>немає відповіді за %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed (HTTP %1)</source>
        <translation>помилка (HTTP %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ok, no object</source>
        <translation>гаразд, обʼєктів немає</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ok</source>
        <translation>гаразд</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n ms</source>
        <translation>
            <numerusform>%n мс</numerusform>
            <numerusform>%n мс</numerusform>
            <numerusform>%n мс</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Reading one object at every served version through the conversion webhook…</source>
        <translation>Читання по одному обʼєкту в кожній наданій версії через вебхук перетворення…</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Creating the lab…</source>
        <translation>Створення лабораторії…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Creating the lab: %1 of %2 objects…</source>
        <translation>Створення лабораторії: %1 з %2 обʼєктів…</translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>The lab is ready: %1 with %n object(s) stored as v1.</source>
        <translation>
            <numerusform>Лабораторія готова: %1 з %n обʼєктом, збереженим як v1.</numerusform>
            <numerusform>Лабораторія готова: %1 з %n обʼєктами, збереженими як v1.</numerusform>
            <numerusform>Лабораторія готова: %1 з %n обʼєктами, збереженими як v1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32" />
        <source>status.storedVersions: [%1]</source>
        <translation>status.storedVersions: [%1]</translation>
    </message>
    <message>
        <location line="+1" />
        <source>conversion.strategy: %1</source>
        <translation>conversion.strategy: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n обʼєкт</numerusform>
            <numerusform>%n обʼєкти</numerusform>
            <numerusform>%n обʼєктів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>objects not counted</source>
        <translation>обʼєкти не пораховано</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 warns: %2</source>
        <translation>%1 попереджає: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rewrite at %1: done by the server (StorageVersionMigration %2).</source>
        <translation>Перезапис у %1: виконав сервер (StorageVersionMigration %2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rewrite at %1: complete (%2 written, %3 gone).</source>
        <translation>Перезапис у %1: завершено (записано %2, зникло %3).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rewrite at %1: in progress, saved up to %2.</source>
        <translation>Перезапис у %1: триває, збережено до %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the start</source>
        <translation>початку</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: nothing, the migration is complete.</source>
        <translation>Далі: нічого, перенесення завершено.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next: %1</source>
        <translation>Далі: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>status.storedVersions now holds [%1]: objects may be stored in any of these encodings until the rewrite is done and the list is trimmed.</source>
        <translation>status.storedVersions тепер містить [%1]: обʼєкти можуть зберігатися в будь-якому з цих кодувань, доки перезапис не завершено і список не скорочено.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>status.storedVersions holds [%1].</source>
        <translation>status.storedVersions містить [%1].</translation>
    </message>
    <message>
        <location line="-107" />
        <location line="+140" />
        <source>Mado refuses this step: %1</source>
        <translation>Mado відмовляє в цьому кроці: %1</translation>
    </message>
    <message>
        <location line="-127" />
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location line="+150" />
        <source>%1 of %2 objects · %3 objects/s · %4 left</source>
        <translation>%1 з %2 обʼєктів · %3 обʼєктів/с · лишилося %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 rewritten · %2 already gone · %3 conflicts re-read · %4 failed · %5 waits after 429</source>
        <translation>переписано %1 · уже зникло %2 · конфліктів перечитано %3 · помилок %4 · очікувань після 429: %5</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Resumed from the saved progress.</source>
        <translation>Продовжено зі збереженого поступу.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Paused.</source>
        <translation>Пауза.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 (present)</source>
        <translation>%1 (є)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>missing</source>
        <translation>бракує</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Complete: every object was rewritten at %1, status.storedVersions holds it alone, and no old version is served.</source>
        <translation>Завершено: кожен обʼєкт переписано у %1, status.storedVersions містить лише її, і жодна стара версія не надається.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not complete. Missing:</source>
        <translation>Не завершено. Бракує:</translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message>
        <location filename="../views/objectviewer/objectviewer.cpp" line="+128" />
        <source>Reveal secret values</source>
        <translation>Показати значення секретів</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch…</source>
        <translation>Латка…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Secret data is masked in every pane until you reveal it.</source>
        <translation>Дані секрету приховано в усіх панелях, доки ви їх не покажете.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reveal value</source>
        <translation>Показати значення</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reveal one value of the Secret; the others stay masked.</source>
        <translation>Показати одне значення Secret; решта лишаються прихованими.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wire formats</source>
        <translation>Формати передавання</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Served versions</source>
        <translation>Обслуговувані версії</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+148" />
        <source>%1 · fetching…</source>
        <translation>%1 · отримання…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 · not served</source>
        <translation>%1 · не обслуговується</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+59" />
        <source>%1 · failed</source>
        <translation>%1 · помилка</translation>
    </message>
    <message numerus="yes">
        <location line="-53" />
        <source>%1 · %Ln byte(s) · decoded in %2 ms</source>
        <translation>
            <numerusform>%1 · %Ln байт · декодовано за %2 мс</numerusform>
            <numerusform>%1 · %Ln байти · декодовано за %2 мс</numerusform>
            <numerusform>%1 · %Ln байтів · декодовано за %2 мс</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>No schema in Mado for this kind: metadata decoded, other fields as a field dump.</source>
        <translation>У Mado немає схеми для цього виду: метадані декодовано, інші поля показано як дамп полів.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>This object is served in one version only.</source>
        <translation>Цей обʼєкт обслуговується лише в одній версії.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The same stored object through %n served version(s). Highlighted lines differ from the other versions' view.</source>
        <translation>
            <numerusform>Той самий збережений обʼєкт через %n обслуговувану версію. Виділені рядки відрізняються від подання інших версій.</numerusform>
            <numerusform>Той самий збережений обʼєкт через %n обслуговувані версії. Виділені рядки відрізняються від подання інших версій.</numerusform>
            <numerusform>Той самий збережений обʼєкт через %n обслуговуваних версій. Виділені рядки відрізняються від подання інших версій.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>%1 · %n line(s) differ</source>
        <translation>
            <numerusform>%1 · відрізняється %n рядок</numerusform>
            <numerusform>%1 · відрізняються %n рядки</numerusform>
            <numerusform>%1 · відрізняються %n рядків</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Differs at: %1</source>
        <translation>Відрізняється в: %1</translation>
    </message>
    <message>
        <location filename="../views/objectviewer/formattext.cpp" line="+51" />
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>magic: 6b 38 73 00 ("k8s\0")
typeMeta.apiVersion: %1
typeMeta.kind: %2
raw: %3 bytes of %4
contentEncoding: %5
contentType: %6
</source>
        <translation>магічне число: 6b 38 73 00 ("k8s\0")
typeMeta.apiVersion: %1
typeMeta.kind: %2
raw: %3 байтів із %4
contentEncoding: %5
contentType: %6
</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Envelope (runtime.Unknown)</source>
        <translation>Конверт (runtime.Unknown)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Decoded metadata</source>
        <translation>Декодовані метадані</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fields of raw (field number: value)</source>
        <translation>Поля raw (номер поля: значення)</translation>
    </message>
</context>
<context>
    <name>views::PatchComposer</name>
    <message>
        <location filename="../views/patch/patchcomposer.cpp" line="+288" />
        <source>Server-side apply cannot remove fields this manager never owned: %1. Use a merge or strategic merge patch to remove them.</source>
        <translation>Застосування на боці сервера не може вилучити поля, якими цей менеджер ніколи не володів: %1. Щоб вилучити їх, використайте латку злиття або стратегічного злиття.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The copy equals the live object: there is nothing to derive.</source>
        <translation>Копія збігається з живим обʼєктом: нема з чого виводити латку.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Derived from the edited copy.</source>
        <translation>Виведено з редагованої копії.</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>Written. The object now has resourceVersion %1; %n field(s) changed.</source>
        <translation>
            <numerusform>Записано. Тепер обʼєкт має resourceVersion %1; змінено %n поле.</numerusform>
            <numerusform>Записано. Тепер обʼєкт має resourceVersion %1; змінено %n поля.</numerusform>
            <numerusform>Записано. Тепер обʼєкт має resourceVersion %1; змінено %n полів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+83" />
        <source>Line %1: %2</source>
        <translation>Рядок %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… і ще %n проблема.</numerusform>
            <numerusform>… і ще %n проблеми.</numerusform>
            <numerusform>… і ще %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+68" />
        <source>Sending the patch as a dry run…</source>
        <translation>Надсилання латки як пробного запуску…</translation>
    </message>
    <message numerus="yes">
        <location line="+58" />
        <source>Dry run: %n change(s) the patch asked for</source>
        <translation>
            <numerusform>Пробний запуск: %n зміна, яку просила латка</numerusform>
            <numerusform>Пробний запуск: %n зміни, які просила латка</numerusform>
            <numerusform>Пробний запуск: %n змін, які просила латка</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n change(s) by the server (defaults, admission)</source>
        <translation>
            <numerusform>%n зміна від сервера (типові значення, допуск)</numerusform>
            <numerusform>%n зміни від сервера (типові значення, допуск)</numerusform>
            <numerusform>%n змін від сервера (типові значення, допуск)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; %2 (resourceVersion, generation and managedFields folded)</source>
        <comment>the dry run's two change counts</comment>
        <translation>%1; %2 (resourceVersion, generation і managedFields згорнуто)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1; %2</source>
        <comment>the dry run's two change counts</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warnings from the server:</source>
        <translation>Попередження сервера:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>removed</source>
        <translation>вилучено</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Force: take the field over</source>
        <translation>Примусово: перебрати поле</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Drop it from the configuration</source>
        <translation>Вилучити з конфігурації</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Share it: apply the value it has now</source>
        <translation>Спільно: застосувати поточне значення</translation>
    </message>
    <message>
        <location line="+57" />
        <source>Reveal secret values to share this one: sharing copies the live value into the configuration.</source>
        <translation>Щоб спільно використати це поле, покажіть значення секретів: спільне використання копіює поточне значення в конфігурацію.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>The field %1 holds a Secret value, which is masked: reveal secret values to share it, or force or drop it.</source>
        <translation>Поле %1 містить приховане значення секрету: щоб спільно використати його, покажіть значення секретів; інакше можна перебрати поле примусово або вилучити його з конфігурації.</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n field(s) change.</source>
        <translation>
            <numerusform>Записати цю латку %1 до %2 «%3»? Пробний запуск на сервері повернув обʼєкт праворуч; змінюється %n поле.</numerusform>
            <numerusform>Записати цю латку %1 до %2 «%3»? Пробний запуск на сервері повернув обʼєкт праворуч; змінюються %n поля.</numerusform>
            <numerusform>Записати цю латку %1 до %2 «%3»? Пробний запуск на сервері повернув обʼєкт праворуч; змінюється %n полів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20" />
        <source>Managed fields of %1</source>
        <translation>Керовані поля %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Manager / field</source>
        <translation>Менеджер / поле</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Operation</source>
        <translation>Операція</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Patch %1/%2</source>
        <comment>kind/name</comment>
        <translation>Латка для %1/%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Patch %1 "%2"</source>
        <translation>Латка для %1 «%2»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch %1 "%2" in namespace "%3"</source>
        <translation>Латка для %1 «%2» у просторі імен «%3»</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type:</source>
        <translation>Тип:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>JSON patch (RFC 6902)</source>
        <translation>Латка JSON (RFC 6902)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Merge patch (RFC 7386)</source>
        <translation>Латка злиття (RFC 7386)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strategic merge patch</source>
        <translation>Латка стратегічного злиття</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Server-side apply</source>
        <translation>Застосування на боці сервера</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Field validation:</source>
        <translation>Перевірка полів:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Field manager:</source>
        <translation>Менеджер полів:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Force</source>
        <translation>Примусово</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Server-side apply: take over fields other managers own.</source>
        <translation>Застосування на боці сервера: перебрати поля, якими володіють інші менеджери.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pin resourceVersion</source>
        <translation>Закріпити resourceVersion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fail instead of overwriting when the object changed since it was loaded.</source>
        <translation>Зазнати невдачі замість перезапису, якщо обʼєкт змінився після завантаження.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch</source>
        <translation>Латка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit a copy</source>
        <translation>Редагувати копію</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit the copy of the live object, then derive the patch of the chosen type.</source>
        <translation>Відредагуйте копію живого обʼєкта, потім виведіть латку вибраного типу.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Template</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Derive from edit</source>
        <translation>Вивести з редагування</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preview (dry run)</source>
        <translation>Перегляд (пробний запуск)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write…</source>
        <translation>Записати…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Managed fields…</source>
        <translation>Керовані поля…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show noise fields</source>
        <translation>Показати службові поля</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show resourceVersion, generation and managedFields in the diff.</source>
        <translation>Показувати resourceVersion, generation і managedFields у порівнянні.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reveal secret values</source>
        <translation>Показати значення секретів</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Live object</source>
        <translation>Живий обʼєкт</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Server's answer (dry run)</source>
        <translation>Відповідь сервера (пробний запуск)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;span style='background:#d4f4d4'&gt;&amp;nbsp;your patch&amp;nbsp;&lt;/span&gt; &lt;span style='background:#d6e6ff'&gt;&amp;nbsp;server default&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffe4c2'&gt;&amp;nbsp;admission&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffd7d7'&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt;</source>
        <translation>&lt;span style='background:#d4f4d4'&gt;&amp;nbsp;ваша латка&amp;nbsp;&lt;/span&gt; &lt;span style='background:#d6e6ff'&gt;&amp;nbsp;типове значення сервера&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffe4c2'&gt;&amp;nbsp;допуск (admission)&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffd7d7'&gt;&amp;nbsp;вилучено&amp;nbsp;&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Changed field</source>
        <translation>Змінене поле</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Changed by</source>
        <translation>Ким змінено</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Owned after the write by</source>
        <translation>Власник після запису</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Conflicting field</source>
        <translation>Поле з конфліктом</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Owned by</source>
        <translation>Власник</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Resolution</source>
        <translation>Розвʼязання</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rewrite the configuration and preview again</source>
        <translation>Переписати конфігурацію і переглянути знову</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write now</source>
        <translation>Записати зараз</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Compose another patch</source>
        <translation>Скласти іншу латку</translation>
    </message>
</context>
<context>
    <name>views::ResourceListView</name>
    <message>
        <location filename="../views/resourcelistview.cpp" line="+175" />
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Patch…</source>
        <translation>Латка…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy name</source>
        <translation>Копіювати імʼя</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Watch this collection</source>
        <translation>Спостерігати за цією колекцією</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Migrate storage version…</source>
        <translation>Перенести версію зберігання…</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Delete %n object(s)…</source>
        <translation>
            <numerusform>Видалити %n обʼєкт…</numerusform>
            <numerusform>Видалити %n обʼєкти…</numerusform>
            <numerusform>Видалити %n обʼєктів…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93" />
        <source>%1 (all namespaces)</source>
        <translation>%1 (усі простори імен)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%1 у %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>«%1» is not a namespace name: lowercase letters, digits and '-', at most 63 characters.</source>
        <translation>«%1» не є назвою простору імен: малі літери, цифри та '-', не більше 63 символів.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Label selector: %1</source>
        <translation>Селектор міток: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Field selector: %1</source>
        <translation>Селектор полів: %1</translation>
    </message>
    <message>
        <location line="+60" />
        <source>%1 of ~%2 objects loaded</source>
        <translation>завантажено %1 з ~%2 обʼєктів</translation>
    </message>
    <message>
        <location line="+10" />
        <source>metadata only</source>
        <translation>лише метадані</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n parallel stream(s)</source>
        <translation>
            <numerusform>%n паралельний потік</numerusform>
            <numerusform>%n паралельні потоки</numerusform>
            <numerusform>%n паралельних потоків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n open watch(es)</source>
        <translation>
            <numerusform>%n відкрите спостереження</numerusform>
            <numerusform>%n відкриті спостереження</numerusform>
            <numerusform>%n відкритих спостережень</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23" />
        <source>Namespaces:</source>
        <translation>Простори імен:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>all (or a, b, …)</source>
        <translation>усі (або a, b, …)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Labels:</source>
        <translation>Мітки:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>app=web,tier in (a,b),!legacy</source>
        <translation>app=web,tier in (a,b),!legacy</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fields:</source>
        <translation>Поля:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>status.phase!=Running</source>
        <translation>status.phase!=Running</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Filter rows (Ctrl+F)</source>
        <translation>Фільтрувати рядки (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Stop loading</source>
        <translation>Зупинити завантаження</translation>
    </message>
    <message numerus="yes">
        <location line="-47" />
        <source>%1 of %n object(s) shown</source>
        <translation>
            <numerusform>Показано %1 з %n обʼєкта</numerusform>
            <numerusform>Показано %1 з %n обʼєктів</numerusform>
            <numerusform>Показано %1 з %n обʼєктів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3" />
        <source>%Ln object(s) loaded so far</source>
        <translation>
            <numerusform>поки що завантажено обʼєктів: %Ln</numerusform>
            <numerusform>поки що завантажено обʼєктів: %Ln</numerusform>
            <numerusform>поки що завантажено обʼєктів: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n обʼєкт</numerusform>
            <numerusform>%n обʼєкти</numerusform>
            <numerusform>%n обʼєктів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37" />
        <source>All columns</source>
        <comment>like kubectl -o wide</comment>
        <translation>Усі стовпці</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Metadata only</source>
        <translation>Лише метадані</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fetch only names, labels, owners and finalizers (as=PartialObjectMetadataList): smaller and faster for large lists.</source>
        <translation>Отримувати лише імена, мітки, власників і завершувачі (as=PartialObjectMetadataList): менше й швидше для великих списків.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>automatic above:</source>
        <translation>автоматично понад:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Lists with more objects than this open in the metadata-only mode (0: never).</source>
        <translation>Списки, що мають більше обʼєктів, відкриваються в режимі лише метаданих (0: ніколи).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reload</source>
        <translation>Перезавантажити</translation>
    </message>
</context>
<context>
    <name>views::ResourceTreeProxy</name>
    <message>
        <location filename="../views/resourcetreeview.cpp" line="+65" />
        <source>core</source>
        <comment>the core API group</comment>
        <translation>core (основна)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (stale)</source>
        <comment>an API version the server reported as stale</comment>
        <translation>%1 (застаріла)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Namespaced</source>
        <translation>У просторі імен</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cluster-scoped</source>
        <translation>Кластерний</translation>
    </message>
    <message>
        <location line="+9" />
        <source>not allowed: %1</source>
        <comment>verbs the user may not use</comment>
        <translation>не дозволено: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 · not allowed: %2</source>
        <comment>allowed verbs, then the verbs the user may not use</comment>
        <translation>%1 · не дозволено: %2</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The group's preferred version</source>
        <translation>Бажана версія групи</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)
Verbs: %3
Categories: %4</source>
        <translation>%1 (%2)
Дієслова: %3
Категорії: %4</translation>
    </message>
    <message>
        <location line="+9" />
        <source>You may not %1 in the namespace «%2»: no role or cluster role bound to you grants it (SelfSubjectRulesReview).</source>
        <translation>Вам не дозволено %1 у просторі імен «%2»: жодна привʼязана до вас роль чи кластерна роль цього не надає (SelfSubjectRulesReview).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You may not %1: no cluster role bound to you grants it (SelfSubjectRulesReview).</source>
        <translation>Вам не дозволено %1: жодна привʼязана до вас кластерна роль цього не надає (SelfSubjectRulesReview).</translation>
    </message>
</context>
<context>
    <name>views::ResourceTreeView</name>
    <message>
        <location line="+45" />
        <source>Watch this collection</source>
        <translation>Спостерігати за цією колекцією</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Migrate storage version…</source>
        <translation>Перенести версію зберігання…</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Filter by name, short name, kind or category</source>
        <translation>Фільтр за назвою, скороченням, видом або категорією</translation>
    </message>
</context>
<context>
    <name>views::SchemaFilterProxy</name>
    <message numerus="yes">
        <location filename="../views/schema/schemaview.cpp" line="+72" />
        <source>%1 · %n rule(s)</source>
        <comment>type, then the number of validation rules</comment>
        <translation>
            <numerusform>%1 · %n правило</numerusform>
            <numerusform>%1 · %n правила</numerusform>
            <numerusform>%1 · %n правил</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Required.</source>
        <translation>Обовʼязкове.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The type repeats one of the field's parents; its fields are not shown again.</source>
        <translation>Тип повторює тип одного з батьківських полів; його поля вдруге не показано.</translation>
    </message>
</context>
<context>
    <name>views::SchemaView</name>
    <message>
        <location line="+77" />
        <source>The server's schema has no kind %1.</source>
        <translation>Схема сервера не містить виду %1.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Search fields by name or description</source>
        <translation>Шукати поля за назвою чи описом</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select a resource to see its schema.</source>
        <translation>Виберіть ресурс, щоб побачити його схему.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): loading the schema…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): завантаження схеми…</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n field(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n поле</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n поля</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n полів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24" />
        <source>No description.</source>
        <translation>Опису немає.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+0" />
        <source>any</source>
        <translation>будь-який</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Definition</source>
        <translation>Визначення</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Required</source>
        <translation>Обовʼязкове</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+4" />
        <location line="+26" />
        <location line="+28" />
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location line="-58" />
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Required fields</source>
        <translation>Обовʼязкові поля</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Nullable</source>
        <translation>Може бути null</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Default</source>
        <translation>Типове значення</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Enum</source>
        <translation>Перелік значень</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Minimum (exclusive)</source>
        <translation>Мінімум (не включно)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Minimum</source>
        <translation>Мінімум</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Maximum (exclusive)</source>
        <translation>Максимум (не включно)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Maximum</source>
        <translation>Максимум</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Multiple of</source>
        <translation>Кратне</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Min length</source>
        <translation>Мін. довжина</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max length</source>
        <translation>Макс. довжина</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Min items</source>
        <translation>Мін. елементів</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max items</source>
        <translation>Макс. елементів</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Min properties</source>
        <translation>Мін. властивостей</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max properties</source>
        <translation>Макс. властивостей</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Pattern</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unique items</source>
        <translation>Унікальні елементи</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Kubernetes extensions</source>
        <translation>Розширення Kubernetes</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Validation rules (x-kubernetes-validations)</source>
        <translation>Правила перевірки (x-kubernetes-validations)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Message expression</source>
        <translation>Вираз повідомлення</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Field path</source>
        <translation>Шлях поля</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Optional oldSelf</source>
        <translation>Необовʼязковий oldSelf</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Open in the CEL playground</source>
        <translation>Відкрити на майданчику CEL</translation>
    </message>
</context>
<context>
    <name>views::Sparkline</name>
    <message numerus="yes">
        <location filename="../views/watch/sparkline.cpp" line="+18" />
        <source>Events per second over the last %n second(s): now %1, peak %2</source>
        <translation>
            <numerusform>Події за секунду за останню %n секунду: зараз %1, пік %2</numerusform>
            <numerusform>Події за секунду за останні %n секунди: зараз %1, пік %2</numerusform>
            <numerusform>Події за секунду за останні %n секунд: зараз %1, пік %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::WatchDock</name>
    <message>
        <location filename="../views/watch/watchdock.cpp" line="+56" />
        <location line="+80" />
        <source>Open watch recording</source>
        <translation>Відкрити запис спостереження</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Mado watch recordings (*.madowatch.jsonl *.jsonl);;All files (*)</source>
        <translation>Записи спостереження Mado (*.madowatch.jsonl *.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+103" />
        <source>%1 in all namespaces</source>
        <translation>%1 в усіх просторах імен</translation>
    </message>
    <message>
        <location line="-4" />
        <location line="+5" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%1 у %2</translation>
    </message>
    <message>
        <location line="-12" />
        <source>Reading the recording %1…</source>
        <translation>Читання запису «%1»…</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (recording %2)</source>
        <translation>%1 (запис %2)</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+2" />
        <source>Open recording…</source>
        <translation>Відкрити запис…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No watch yet. Right-click a resource in the tree or a list and choose “Watch this collection”, or open a recording.</source>
        <translation>Спостережень ще немає. Клацніть правою кнопкою ресурс у дереві чи списку й виберіть «Спостерігати за цією колекцією» або відкрийте запис.</translation>
    </message>
</context>
<context>
    <name>views::WatchEventProxy</name>
    <message>
        <location filename="../views/watch/watcheventproxy.cpp" line="+47" />
        <source>BOOKMARK ◆ initial events end</source>
        <translation>BOOKMARK ◆ кінець початкових подій</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+35" />
        <source>Connecting</source>
        <translation>Підключення</translation>
    </message>
    <message>
        <location line="-33" />
        <source>Connected</source>
        <translation>Підключено</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Listed</source>
        <translation>Перелічено</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Initial events end</source>
        <translation>Кінець початкових подій</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Disconnected</source>
        <translation>Відʼєднано</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reconnecting</source>
        <translation>Перепідключення</translation>
    </message>
    <message>
        <location line="+2" />
        <source>410 Gone</source>
        <translation>410 Gone</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Relist</source>
        <translation>Повторний список</translation>
    </message>
    <message>
        <location line="+2" />
        <source>429 Retry-After</source>
        <translation>429 Retry-After</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shard fallback</source>
        <translation>Шарди на клієнті</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server error</source>
        <translation>Помилка сервера</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+45" />
        <source>Stopped</source>
        <translation>Зупинено</translation>
    </message>
    <message>
        <location line="-43" />
        <source>Fallback</source>
        <translation>Запасний шлях</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replay</source>
        <translation>Відтворення</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Connecting (attempt %1)</source>
        <translation>Підключення (спроба %1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Watching</source>
        <translation>Спостереження</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watching from resourceVersion %1</source>
        <translation>Спостереження від resourceVersion %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Перелічено %n обʼєкт на resourceVersion %1</numerusform>
            <numerusform>Перелічено %n обʼєкти на resourceVersion %1</numerusform>
            <numerusform>Перелічено %n обʼєктів на resourceVersion %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Початкові події завершено: %n обʼєкт на resourceVersion %1</numerusform>
            <numerusform>Початкові події завершено: %n обʼєкти на resourceVersion %1</numerusform>
            <numerusform>Початкові події завершено: %n обʼєктів на resourceVersion %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server ended the stream</source>
        <translation>Сервер завершив потік</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disconnected: %1</source>
        <translation>Відʼєднано: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reconnecting in %1 s (attempt %2)</source>
        <translation>Перепідключення через %1 с (спроба %2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>410 Gone: resourceVersion %1 is too old</source>
        <translation>410 Gone: resourceVersion %1 застаріла</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Listing again in %1 s after %n server error(s) at resourceVersion %2: %3</source>
        <translation>
            <numerusform>Повторний список через %1 с після %n помилки сервера на resourceVersion %2: %3</numerusform>
            <numerusform>Повторний список через %1 с після %n помилок сервера на resourceVersion %2: %3</numerusform>
            <numerusform>Повторний список через %1 с після %n помилок сервера на resourceVersion %2: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Listing again after 410 Gone</source>
        <translation>Повторний список після 410 Gone</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation>
            <numerusform>Забагато запитів: повтор через %n секунду</numerusform>
            <numerusform>Забагато запитів: повтор через %n секунди</numerusform>
            <numerusform>Забагато запитів: повтор через %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server ignored the shard selector; filtering on the client</source>
        <translation>Сервер проігнорував селектор шарда; фільтрування на клієнті</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server sent an error event: %1</source>
        <translation>Сервер надіслав подію помилки: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stopped: %1</source>
        <translation>Зупинено: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The streaming list failed (%1): falling back to list-then-watch</source>
        <translation>Потоковий список не вдався (%1): перехід на «список, потім спостереження»</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>No initial-events-end bookmark after %n object(s): falling back to list-then-watch</source>
        <translation>
            <numerusform>Немає закладки кінця початкових подій після %n обʼєкта: перехід на «список, потім спостереження»</numerusform>
            <numerusform>Немає закладки кінця початкових подій після %n обʼєктів: перехід на «список, потім спостереження»</numerusform>
            <numerusform>Немає закладки кінця початкових подій після %n обʼєктів: перехід на «список, потім спостереження»</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Replaying %1</source>
        <translation>Відтворення %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%L1 B</source>
        <comment>bytes</comment>
        <translation>%L1 Б</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The bookmark annotated k8s.io/initial-events-end: the streaming list's initial state is complete.</source>
        <translation>Закладка з анотацією k8s.io/initial-events-end: початковий стан потокового списку повний.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A bookmark: the server's progress mark, with no object change.</source>
        <translation>Закладка: позначка поступу сервера, без зміни обʼєкта.</translation>
    </message>
</context>
<context>
    <name>views::WatchPane</name>
    <message>
        <location filename="../views/watch/watchpane.cpp" line="+180" />
        <location line="+5" />
        <source>Export events</source>
        <translation>Експорт подій</translation>
    </message>
    <message>
        <location line="-4" />
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+5" />
        <source>Export recording</source>
        <translation>Експорт запису</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Mado watch recordings (*.madowatch.jsonl);;All files (*)</source>
        <translation>Записи спостереження Mado (*.madowatch.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>There are no events to export.</source>
        <translation>Немає подій для експорту.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&lt;p&gt;Probing %1 with a streaming list, a list-then-watch and a shard selector side by side for %2 s…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перевірка %1 потоковим списком, «списком, потім спостереженням» і селектором шарда пліч-о-пліч протягом %2 с…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Protocol doctor: %1</source>
        <translation>Лікар протоколу: %1</translation>
    </message>
    <message>
        <location line="+65" />
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1" />
        <source>While paused, events are kept and shown together on resume.</source>
        <translation>Під час паузи події зберігаються й показуються разом після продовження.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Types</source>
        <translation>Типи</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show only some event types.</source>
        <translation>Показувати лише деякі типи подій.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connection steps</source>
        <translation>Кроки зʼєднання</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Filter by namespace/name</source>
        <translation>Фільтр за простором імен/імʼям</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Keep</source>
        <translation>Зберігати</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rows</source>
        <comment>the ring buffer's cap: keep N rows</comment>
        <translation>рядків</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The most rows the pane keeps; the oldest go first.</source>
        <translation>Найбільше рядків, які зберігає панель; найстаріші йдуть першими.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export events…</source>
        <translation>Експорт подій…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write the events shown as JSON Lines.</source>
        <translation>Записати показані події як JSON Lines.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export recording…</source>
        <translation>Експорт запису…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Write the flight recording (every frame and connection step) to a file that can be replayed later without a cluster.</source>
        <translation>Записати бортовий запис (кожен кадр і крок зʼєднання) у файл, який можна пізніше відтворити без кластера.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <source>Protocol doctor</source>
        <translation>Лікар протоколу</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Probe this collection with a streaming list and a list-then-watch side by side and report what the path to the API server does.</source>
        <translation>Перевірити цю колекцію потоковим списком і «списком, потім спостереженням» пліч-о-пліч і повідомити, що робить шлях до API-сервера.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Inspector</source>
        <translation>Інспектор</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;p&gt;Run the protocol doctor to see whether the initial-events-end bookmark and bookmarks reach Mado, and whether the server honours shard selectors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Запустіть лікаря протоколу, щоб побачити, чи доходять до Mado закладка кінця початкових подій і закладки, і чи враховує сервер селектори шардів.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>%Ln event(s) received</source>
        <translation>
            <numerusform>отримано %Ln подію</numerusform>
            <numerusform>отримано %Ln події</numerusform>
            <numerusform>отримано %Ln подій</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>%L1/s now</source>
        <translation>зараз %L1/с</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln row(s) shown</source>
        <translation>
            <numerusform>показано %Ln рядок</numerusform>
            <numerusform>показано %Ln рядки</numerusform>
            <numerusform>показано %Ln рядків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln oldest row(s) dropped</source>
        <translation>
            <numerusform>відкинуто %Ln найстаріший рядок</numerusform>
            <numerusform>відкинуто %Ln найстаріші рядки</numerusform>
            <numerusform>відкинуто %Ln найстаріших рядків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>paused, %Ln waiting</source>
        <translation>
            <numerusform>пауза, очікує %Ln</numerusform>
            <numerusform>пауза, очікують %Ln</numerusform>
            <numerusform>пауза, очікують %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>replayed recording</source>
        <translation>відтворений запис</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln object(s) exist</source>
        <translation>
            <numerusform>існує %Ln обʼєкт</numerusform>
            <numerusform>існують %Ln обʼєкти</numerusform>
            <numerusform>існує %Ln обʼєктів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>fell back to list-then-watch</source>
        <translation>перехід на «список, потім спостереження»</translation>
    </message>
</context>
<context>
    <name>views::WatchTimeline</name>
    <message>
        <location filename="../views/watch/timeline.cpp" line="+48" />
        <source>Flight recorder: ticks are frames (green added, orange modified, red deleted, blue bookmarks); shading marks the gaps between bookmarks; labelled lines mark the initial-events-end bookmark, 410 Gone, relists and fallbacks.</source>
        <translation>Бортовий реєстратор: риски — це кадри (зелені — додано, помаранчеві — змінено, червоні — видалено, сині — закладки); затінення позначає проміжки між закладками; підписані лінії позначають закладку кінця початкових подій, 410 Gone, повторні списки й переходи на запасний шлях.</translation>
    </message>
    <message>
        <location line="+56" />
        <source>No frames recorded yet.</source>
        <translation>Кадрів ще не записано.</translation>
    </message>
    <message>
        <location line="+38" />
        <source>410</source>
        <translation>410</translation>
    </message>
    <message>
        <location line="+2" />
        <source>relist</source>
        <translation>новий список</translation>
    </message>
    <message>
        <location line="+2" />
        <source>fallback</source>
        <translation>запасний шлях</translation>
    </message>
    <message>
        <location line="+2" />
        <source>drop</source>
        <translation>обрив</translation>
    </message>
    <message>
        <location line="+17" />
        <source>initial events end</source>
        <translation>кінець початкових подій</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>%1 s recorded · %Ln frame(s)</source>
        <translation>
            <numerusform>записано %1 с · %Ln кадр</numerusform>
            <numerusform>записано %1 с · %Ln кадри</numerusform>
            <numerusform>записано %1 с · %Ln кадрів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::AuthzTable</name>
    <message>
        <location filename="../views/cel/authztable.cpp" line="+68" />
        <source>User</source>
        <translation>Користувач</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Check</source>
        <translation>Перевірка</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Answer</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ask again</source>
        <translation>Запитати знову</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forget the cluster's answers and send the SubjectAccessReviews again</source>
        <translation>Забути відповіді кластера й надіслати SubjectAccessReview знову</translation>
    </message>
    <message>
        <location line="+46" />
        <source>asking the cluster…</source>
        <translation>запит до кластера…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not asked</source>
        <translation>не запитано</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (no cluster connection)</source>
        <translation>%1 (немає зʼєднання з кластером)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The cluster did not answer: %1</source>
        <translation>Кластер не відповів: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No cluster connection: every check answers "no opinion", which allowed() reads as false.</source>
        <translation>Немає зʼєднання з кластером: кожна перевірка відповідає «немає думки», і allowed() дає false.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No authorizer checks yet. The checks an expression makes are sent to the cluster as SubjectAccessReviews for the user of request.</source>
        <translation>Перевірок authorizer ще немає. Перевірки, які робить вираз, надсилаються до кластера як SubjectAccessReview для користувача з request.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n check(s), answered by the cluster's SubjectAccessReviews.</source>
        <translation>
            <numerusform>%n перевірка, відповіді з SubjectAccessReview кластера.</numerusform>
            <numerusform>%n перевірки, відповіді з SubjectAccessReview кластера.</numerusform>
            <numerusform>%n перевірок, відповіді з SubjectAccessReview кластера.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::CelEditor</name>
    <message>
        <location filename="../views/cel/celeditor.cpp" line="+115" />
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1
runtime cost here: %2
share of the estimate: %3
runs: %4</source>
        <translation>%1
вартість виконання тут: %2
частка оцінки: %3
запусків: %4</translation>
    </message>
</context>
<context>
    <name>views::cel::CrdContextPanel</name>
    <message>
        <location filename="../views/cel/crdcontextpanel.cpp" line="+174" />
        <source>CRD:</source>
        <translation>CRD:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Version:</source>
        <translation>Версія:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Refresh</source>
        <translation>Оновити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reads the cluster's CustomResourceDefinitions again.</source>
        <translation>Знову читає CustomResourceDefinition кластера.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Schema node / rule</source>
        <translation>Вузол схеми / правило</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type / message</source>
        <translation>Тип / повідомлення</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+1" />
        <source>self from:</source>
        <translation>self з:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Element:</source>
        <translation>Елемент:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Under arrays and maps the rule runs once per element, as Kubernetes runs it; this is the element shown as self.</source>
        <translation>У масивах і мапах правило виконується для кожного елемента, як це робить Kubernetes; це елемент, показаний як self.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>oldSelf is optional: the rule also runs on a create, with oldSelf empty (optional.none()).</source>
        <translation>oldSelf необовʼязковий: правило виконується й під час створення, з порожнім oldSelf (optional.none()).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>messageExpression (runs when the rule returns false):</source>
        <translation>messageExpression (виконується, коли правило повертає false):</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Must type-check to string. The API server trims the value and uses the rule's message instead when it is empty, has a line break or is longer than 5120 bytes, or when it fails.</source>
        <translation>Має мати тип string. API-сервер обрізає пробіли навколо значення й використовує натомість message правила, коли воно порожнє, містить розрив рядка, довше за 5120 байтів або коли обчислення не вдається.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connect to a cluster to pick a CRD, or type the rule and its schema by hand.</source>
        <translation>Підʼєднайтеся до кластера, щоб вибрати CRD, або введіть правило та його схему вручну.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Not connected: no CRDs to pick.</source>
        <translation>Немає зʼєднання: немає CRD для вибору.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Reading the cluster's CRDs…</source>
        <translation>Читання CRD кластера…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The CRDs cannot be read: %1</source>
        <translation>Не вдалося прочитати CRD: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31" />
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n правило</numerusform>
            <numerusform>%n правила</numerusform>
            <numerusform>%n правил</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%n CRD(s) on the cluster.</source>
        <translation>
            <numerusform>%n CRD у кластері.</numerusform>
            <numerusform>%n CRD у кластері.</numerusform>
            <numerusform>%n CRD у кластері.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>The CRD list is not JSON: %1</source>
        <translation>Список CRD не є JSON: %1</translation>
    </message>
    <message>
        <location line="+157" />
        <source>The objects cannot be listed: %1</source>
        <translation>Не вдалося отримати список обʼєктів: %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The object list is not JSON: %1</source>
        <translation>Список обʼєктів не є JSON: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No objects of this version: type self in the self tab.</source>
        <translation>Немає обʼєктів цієї версії: введіть self на вкладці self.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>The first %n object(s); pick one as self.</source>
        <translation>
            <numerusform>Перший %n обʼєкт; виберіть один як self.</numerusform>
            <numerusform>Перші %n обʼєкти; виберіть один як self.</numerusform>
            <numerusform>Перші %n обʼєктів; виберіть один як self.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n object(s); pick one as self.</source>
        <translation>
            <numerusform>%n обʼєкт; виберіть один як self.</numerusform>
            <numerusform>%n обʼєкти; виберіть один як self.</numerusform>
            <numerusform>%n обʼєктів; виберіть один як self.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36" />
        <source>The object cannot be read: %1</source>
        <translation>Не вдалося прочитати обʼєкт: %1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The object is not JSON: %1</source>
        <translation>Обʼєкт не є JSON: %1</translation>
    </message>
    <message>
        <location line="+38" />
        <source>The object has no value at %1: the rule does not run on it.</source>
        <translation>Обʼєкт не має значення в %1: правило на ньому не виконується.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>self is %1 (element %2 of %3).</source>
        <translation>self — це %1 (елемент %2 з %3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>self is %1.</source>
        <translation>self — це %1.</translation>
    </message>
    <message>
        <location line="+68" />
        <source>oldSelf is not YAML: %1</source>
        <translation>oldSelf не є YAML: %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Evaluating…</source>
        <translation>Обчислення…</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The rule does not compile (see the editor).</source>
        <translation>Правило не компілюється (див. редактор).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Skipped: a transition rule without oldSelf does not run (a create).</source>
        <translation>Пропущено: правило переходу без oldSelf не виконується (створення).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule holds at %1 (cost %2).</source>
        <translation>Правило виконується в %1 (вартість %2).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule fails at %1 (cost %2). The API server answers: %3</source>
        <translation>Правило не виконується в %1 (вартість %2). API-сервер відповідає: %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>messageExpression gave the message (cost %1).</source>
        <translation>messageExpression дав повідомлення (вартість %1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression was not used (cost %1): %2</source>
        <translation>messageExpression не використано (вартість %1): %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>messageExpression ran out of budget; the server stops validating the object.</source>
        <translation>messageExpression вичерпав бюджет; сервер припиняє перевірку обʼєкта.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>messageExpression does not compile: %1</source>
        <translation>messageExpression не компілюється: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression: type %1, estimated cost %2 to %3</source>
        <translation>messageExpression: тип %1, оцінена вартість від %2 до %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The estimated cost of messageExpression exceeds the limit of %1 for one expression: the API server rejects the CRD. Bound the strings and lists it builds from (maxLength, maxItems).</source>
        <translation>Оцінена вартість messageExpression перевищує ліміт %1 для одного виразу: API-сервер відхиляє CRD. Обмежте рядки та списки, з яких він будується (maxLength, maxItems).</translation>
    </message>
</context>
<context>
    <name>views::cel::LiveRunPanel</name>
    <message>
        <location filename="../views/cel/liverunpanel.cpp" line="+29" />
        <source>Object</source>
        <translation>Обʼєкт</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs</source>
        <translation>Запуски</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule cost</source>
        <translation>Вартість правила</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All rules' cost</source>
        <translation>Вартість усіх правил</translation>
    </message>
    <message>
        <location line="+1" />
        <source>% of budget</source>
        <translation>% бюджету</translation>
    </message>
    <message>
        <location line="+120" />
        <source>Run over live objects</source>
        <translation>Виконати на живих обʼєктах</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs the rule (and its messageExpression where it fails) over the objects of the chosen CRD version, as an update that changes nothing runs it.</source>
        <translation>Виконує правило (і його messageExpression там, де воно не виконується) на обʼєктах вибраної версії CRD так, як його виконує оновлення без змін.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sample:</source>
        <translation>Вибірка:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>all objects</source>
        <translation>усі обʼєкти</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A random sample of this many objects; 0 runs over all of them.</source>
        <translation>Випадкова вибірка з такої кількості обʼєктів; 0 — на всіх.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Pick a CRD, a node and a rule in the CRD context tab, then run.</source>
        <translation>Виберіть CRD, вузол і правило на вкладці «Контекст CRD», потім запустіть.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Not connected.</source>
        <translation>Немає зʼєднання.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pick a CRD, a node and a rule in the CRD context tab first.</source>
        <translation>Спершу виберіть CRD, вузол і правило на вкладці «Контекст CRD».</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Reading the objects…</source>
        <translation>Читання обʼєктів…</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n object(s) read…</source>
        <translation>
            <numerusform>Прочитано %n обʼєкт…</numerusform>
            <numerusform>Прочитано %n обʼєкти…</numerusform>
            <numerusform>Прочитано %n обʼєктів…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 of %n object(s) evaluated…</source>
        <translation>
            <numerusform>Обчислено %1 з %n обʼєкта…</numerusform>
            <numerusform>Обчислено %1 з %n обʼєктів…</numerusform>
            <numerusform>Обчислено %1 з %n обʼєктів…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Stopped after %n object(s).</source>
        <translation>
            <numerusform>Зупинено після %n обʼєкта.</numerusform>
            <numerusform>Зупинено після %n обʼєктів.</numerusform>
            <numerusform>Зупинено після %n обʼєктів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>The run failed: %1</source>
        <translation>Виконання не вдалося: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>%n object(s) evaluated</source>
        <translation>
            <numerusform>Обчислено %n обʼєкт</numerusform>
            <numerusform>Обчислено %n обʼєкти</numerusform>
            <numerusform>Обчислено %n обʼєктів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n не виконав правило</numerusform>
            <numerusform>%n не виконали правило</numerusform>
            <numerusform>%n не виконали правило</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rule cost: min %1, median %2, p90 %3, max %4</source>
        <translation>Вартість правила: мін. %1, медіана %2, p90 %3, макс. %4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All rules of an object: max %1 of the per-call budget %2 (%3%)</source>
        <translation>Усі правила обʼєкта: макс. %1 із бюджету виклику %2 (%3%)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Does not compile: %1</source>
        <translation>Не компілюється: %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>over budget</source>
        <translation>понад бюджет</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fails</source>
        <translation>не виконано</translation>
    </message>
    <message>
        <location line="+1" />
        <source>passes</source>
        <translation>виконано</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Costliest run at %1</source>
        <translation>Найдорожчий запуск у %1</translation>
    </message>
</context>
<context>
    <name>views::cel::MutationPreview</name>
    <message>
        <location filename="../views/cel/mutationpreview.cpp" line="+145" />
        <source>patchType:</source>
        <translation>patchType:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preview on server (dry run)</source>
        <translation>Переглянути на сервері (пробний запуск)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The JSON patch (RFC 6902) the expression produces:</source>
        <translation>JSON-патч (RFC 6902), який дає вираз:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The apply configuration the expression produces:</source>
        <translation>Конфігурація apply, яку дає вираз:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The expression returns a list of JSONPatch values; Kubernetes applies them in order to the object. A failing test operation leaves the object unchanged. The server preview sends the same patch as a JSON patch with dryRun=All (there a failing test is an error).</source>
        <translation>Вираз повертає список значень JSONPatch; Kubernetes застосовує їх до обʼєкта по черзі. Невдала операція test залишає обʼєкт без змін. Попередній перегляд на сервері надсилає той самий патч як JSON-патч із dryRun=All (там невдалий test — помилка).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>PATCH application/json-patch+json with dryRun=All to the object named by the object input's kind, namespace and name.</source>
        <translation>PATCH application/json-patch+json із dryRun=All до обʼєкта, названого видом, простором імен та імʼям із вкладки object.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The expression returns an Object; Kubernetes merges it into the object with structured merge (lists of type map by their keys, sets by value), refuses atomic lists, maps and structs, and removes nothing. The server preview approximates this with a server-side apply dry run as field manager %1, forced: it merges the same way for a manager that owns nothing, but it accepts atomic fields (replacing them whole) where the policy refuses them.</source>
        <translation>Вираз повертає Object; Kubernetes зливає його з обʼєктом структурованим злиттям (списки типу map — за ключами, множини — за значенням), відхиляє атомарні списки, мапи й структури і нічого не видаляє. Попередній перегляд на сервері наближає це пробним server-side apply від менеджера полів %1 з примусом: для менеджера, якому нічого не належить, злиття те саме, але атомарні поля він приймає (замінює цілком), тоді як політика їх відхиляє.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Server-side apply with dryRun=All and force to the object named by the object input's kind, namespace and name.</source>
        <translation>Server-side apply із dryRun=All і примусом до обʼєкта, названого видом, простором імен та імʼям із вкладки object.</translation>
    </message>
    <message>
        <location line="+54" />
        <source>No patch: the expression did not evaluate.</source>
        <translation>Патча немає: вираз не обчислився.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kubernetes would refuse this value: %1</source>
        <translation>Kubernetes відхилив би це значення: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Give an object (the object tab) to see what the patch does to it.</source>
        <translation>Задайте обʼєкт (вкладка object), щоб побачити, що з ним робить патч.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Applying the patch fails, so the API server would refuse the request: %1</source>
        <translation>Застосування патча не вдається, тож API-сервер відхилив би запит: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>What the patch does to the object (without the kind's schema lists are replaced whole and atomic fields are not refused; load the schema for the server's merge):</source>
        <translation>Що патч робить з обʼєктом (без схеми виду списки замінюються цілком, а атомарні поля не відхиляються; завантажте схему для злиття, як на сервері):</translation>
    </message>
    <message>
        <location line="+4" />
        <source>What the patch does to the object (applied by Mado):</source>
        <translation>Що патч робить з обʼєктом (застосовано в Mado):</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Not connected: connect to a cluster to preview the patch on its API server.</source>
        <translation>Немає підключення: підключіться до кластера, щоб переглянути патч на його API-сервері.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Nothing to preview: the expression produced no patch, or there is no object.</source>
        <translation>Нічого переглядати: вираз не дав патча або немає обʼєкта.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The object input names no object the cluster serves: it needs apiVersion, kind and metadata.name (and metadata.namespace) of a live object.</source>
        <translation>Вкладка object не називає обʼєкт, який обслуговує кластер: потрібні apiVersion, kind і metadata.name (та metadata.namespace) живого обʼєкта.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Asking the server…</source>
        <translation>Запит до сервера…</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The server refused the dry run: %1</source>
        <translation>Сервер відхилив пробний запуск: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Server dry run: no change to the live object.</source>
        <translation>Пробний запуск на сервері: живий обʼєкт не змінюється.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Server dry run: %n change(s) to the live object.</source>
        <translation>
            <numerusform>Пробний запуск на сервері: %n зміна живого обʼєкта.</numerusform>
            <numerusform>Пробний запуск на сервері: %n зміни живого обʼєкта.</numerusform>
            <numerusform>Пробний запуск на сервері: %n змін живого обʼєкта.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Mado's application to the live object fails: %1</source>
        <translation>Застосування Mado до живого обʼєкта не вдається: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's application to the live object agrees.</source>
        <translation>Застосування Mado до живого обʼєкта збігається.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's application to the live object differs at: %1</source>
        <translation>Застосування Mado до живого обʼєкта відрізняється в: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server also set defaults at: %1</source>
        <translation>Сервер також встановив типові значення в: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warning: %1</source>
        <translation>Попередження: %1</translation>
    </message>
</context>
<context>
    <name>views::cel::Playground</name>
    <message>
        <location filename="../views/cel/playground.cpp" line="+78" />
        <source>Sub-expression</source>
        <translation>Підвираз</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Node</source>
        <translation>Вузол</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Runtime</source>
        <translation>Виконання</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Estimate min</source>
        <translation>Оцінка мін.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Estimate max</source>
        <translation>Оцінка макс.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Runs (max)</source>
        <translation>Запусків (макс.)</translation>
    </message>
    <message>
        <location line="+264" />
        <source>Evaluating…</source>
        <translation>Обчислення…</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Context:</source>
        <translation>Контекст:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kubernetes:</source>
        <translation>Kubernetes:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CRD validation rule</source>
        <translation>Правило перевірки CRD</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ValidatingAdmissionPolicy</source>
        <translation>ValidatingAdmissionPolicy</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MutatingAdmissionPolicy</source>
        <translation>MutatingAdmissionPolicy</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Match condition</source>
        <translation>Умова відповідності</translation>
    </message>
    <message>
        <location line="+1" />
        <source>new rule</source>
        <translation>нове правило</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stored rule</source>
        <translation>збережене правило</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A server compiles new or changed rules with the environment of its compatibility version (one minor lower) and runs stored rules with its own.</source>
        <translation>Сервер компілює нові або змінені правила в середовищі своєї версії сумісності (на одну мінорну нижче), а збережені виконує у власному.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop at the limit</source>
        <translation>Зупинятися на ліміті</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop evaluating at the context's runtime budget, as the API server does. Off, the evaluation runs to the end to show the whole cost (Stop interrupts it).</source>
        <translation>Зупиняти обчислення на бюджеті виконання контексту, як це робить API-сервер. Якщо вимкнено, обчислення триває до кінця, щоб показати повну вартість (кнопка «Зупинити» перериває його).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Save…</source>
        <translation>Зберегти…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open…</source>
        <translation>Відкрити…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check on server</source>
        <translation>Перевірити на сервері</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Submits the rule to the connected cluster in a dry-run create and shows the server's verdict next to Mado's. A policy typed as a kind is created for real, without a binding (it admits nothing), until the server has type-checked it, and is then deleted.</source>
        <translation>Надсилає правило до підключеного кластера пробним запуском створення й показує вердикт сервера поруч із вердиктом Mado. Політику, типізовану за видом, створюють насправді, без привʼязки (вона нічого не допускає), доки сервер не перевірить її типи, а потім видаляють.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Copy schema snippet</source>
        <translation>Копіювати фрагмент схеми</translation>
    </message>
    <message>
        <location line="+1" />
        <source>object typed as:</source>
        <translation>тип object:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load schema</source>
        <translation>Завантажити схему</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reads the kind's OpenAPI schema from the connected cluster into the Object schema tab: object and oldObject are then typed from it, as the API server's policy type checker types them.</source>
        <translation>Читає схему OpenAPI цього виду з підключеного кластера у вкладку «Схема object»: після цього object і oldObject типізовано за нею так, як їх типізує перевірка типів політик API-сервера.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Examples…</source>
        <translation>Приклади…</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+118" />
        <source>Schema of self</source>
        <translation>Схема self</translation>
    </message>
    <message>
        <location line="-106" />
        <source>Object schema</source>
        <translation>Схема object</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cost by sub-expression</source>
        <translation>Вартість за підвиразами</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What if</source>
        <translation>А якщо</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mutation</source>
        <translation>Мутація</translation>
    </message>
    <message>
        <location line="+7" />
        <source>CRD context</source>
        <translation>Контекст CRD</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Live objects</source>
        <translation>Живі обʼєкти</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Authorizer checks</source>
        <translation>Перевірки authorizer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Schema node</source>
        <translation>Вузол схеми</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bound</source>
        <translation>Обмеження</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <location line="+86" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>A CRD validation rule needs the schema of its node (the Schema of self tab).</source>
        <translation>Правилу перевірки CRD потрібна схема його вузла (вкладка «Схема self»).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Object schema: not a YAML or JSON schema</source>
        <translation>Схема object: це не схема YAML або JSON</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the Object schema tab</source>
        <translation>вкладки «Схема object»</translation>
    </message>
    <message>
        <location line="+31" />
        <location line="+25" />
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location line="-23" />
        <source>Syntax error: %1</source>
        <translation>Синтаксична помилка: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compile error: %1</source>
        <translation>Помилка компіляції: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Stopped after a runtime cost of %1.</source>
        <translation>Зупинено після вартості виконання %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type %1 — evaluation error: %2</source>
        <translation>Тип %1 — помилка обчислення: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type %1</source>
        <translation>Тип %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>… and %n more character(s), not shown.</source>
        <translation>
            <numerusform>… і ще %n символ, який не показано.</numerusform>
            <numerusform>… і ще %n символи, які не показано.</numerusform>
            <numerusform>… і ще %n символів, які не показано.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>Type error against the object's schema: %1</source>
        <translation>Помилка типу щодо схеми object: %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Runtime cost %1 of %2 per evaluation</source>
        <translation>Вартість виконання %1 із %2 на одне обчислення</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Runtime cost: —</source>
        <translation>Вартість виконання: —</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Estimated cost %1 to %2, limit %3 per rule</source>
        <translation>Оцінена вартість від %1 до %2, ліміт %3 на правило</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Estimated cost: —</source>
        <translation>Оцінена вартість: —</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The API server would reject this rule: its estimated cost exceeds the limit of %1.</source>
        <translation>API-сервер відхилить це правило: його оцінена вартість перевищує ліміт %1.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Why so high: no single bound is enough. With %1 on each of %2 the estimate is %3, within the limit.</source>
        <translation>Чому так багато: жодного окремого обмеження не досить. З %1 для кожного з %2 оцінка становить %3, у межах ліміту.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Why so high: %1 has no %2. With %2: %3 the estimate is %4, within the limit.</source>
        <translation>Чому так багато: у %1 немає %2. З %2: %3 оцінка становить %4, у межах ліміту.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has no %2, but even %2: 1 leaves the estimate at %3.</source>
        <translation>У %1 немає %2, але навіть з %2: 1 оцінка становить %3.</translation>
    </message>
    <message>
        <location line="+87" />
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+131" />
        <source>Write the kind as GROUP/VERSION/KIND, e.g. apps/v1/Deployment (v1/Pod for the core group).</source>
        <translation>Запишіть вид як ГРУПА/ВЕРСІЯ/ВИД, напр. apps/v1/Deployment (v1/Pod для основної групи).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Not connected: connect to a cluster to read the schema of %1, or paste a schema into the Object schema tab.</source>
        <translation>Немає зʼєднання: підключіться до кластера, щоб прочитати схему %1, або вставте схему у вкладку «Схема object».</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Reading the schema of %1…</source>
        <translation>Читання схеми %1…</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot read the schema of %1: %2</source>
        <translation>Не вдається прочитати схему %1: %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The server has no schema for %1.</source>
        <translation>Сервер не має схеми для %1.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>object and oldObject are typed as %1.</source>
        <translation>object і oldObject мають тип %1.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Not connected: connect to a cluster to check the rule on its API server.</source>
        <translation>Немає зʼєднання: підʼєднайтеся до кластера, щоб перевірити правило на його API-сервері.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Asking the server…</source>
        <translation>Запит до сервера…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Server check failed: %1</source>
        <translation>Перевірка на сервері не вдалася: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>accepted</source>
        <translation>прийнято</translation>
    </message>
    <message>
        <location line="+0" />
        <source>rejected: %1</source>
        <translation>відхилено: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>; type check clean</source>
        <translation>; перевірка типів без зауважень</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; type-check warnings: %1</source>
        <translation>; попередження перевірки типів: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Server: %1
Mado: %2</source>
        <translation>Сервер: %1
Mado: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Save CEL snippet</source>
        <translation>Зберегти фрагмент CEL</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+19" />
        <source>CEL snippets (*.celsnippet.json)</source>
        <translation>Фрагменти CEL (*.celsnippet.json)</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Cannot save %1: %2</source>
        <translation>Не вдалося зберегти %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open CEL snippet</source>
        <translation>Відкрити фрагмент CEL</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Cannot open %1: not a CEL snippet</source>
        <translation>Не вдалося відкрити %1: це не фрагмент CEL</translation>
    </message>
</context>
<context>
    <name>views::cel::VariablesEditor</name>
    <message>
        <location filename="../views/cel/variableseditor.cpp" line="+106" />
        <source>Name</source>
        <translation>Імʼя</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Expression</source>
        <translation>Вираз</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add variable</source>
        <translation>Додати змінну</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Вилучити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move up</source>
        <translation>Вище</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move down</source>
        <translation>Нижче</translation>
    </message>
    <message>
        <location line="+1" />
        <source>spec.variables: each expression sees the variables above it as variables.NAME. A variable is evaluated only when an expression uses it, and at most once.</source>
        <translation>spec.variables: кожен вираз бачить змінні над ним як variables.NAME. Змінна обчислюється лише тоді, коли її використовує вираз, і щонайбільше раз.</translation>
    </message>
    <message>
        <location line="+80" />
        <source>Later expressions see it as %1</source>
        <translation>Подальші вирази бачать її як %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>not evaluated (no expression used it)</source>
        <translation>не обчислено (жоден вираз її не використав)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>runtime cost of this evaluation; estimated %1 to %2</source>
        <translation>вартість виконання цього обчислення; оцінка від %1 до %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Variables' runtime cost: %1 (charged to the policy's budget next to the expression's %2)</source>
        <translation>Вартість виконання змінних: %1 (зараховується до бюджету політики поруч із %2 виразу)</translation>
    </message>
</context>
</TS>
