<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>ShardSelector</name>
    <message>
        <location filename="../kube/shardselector.cpp" line="+63" />
        <source>The shard selector has %1 at position %2 where %3 should be.</source>
        <translation>Селектор шарда має %1 на позиції %2 там, де має бути %3.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>its end</source>
        <translation>кінець</translation>
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
  --sandbox            (вікно) під’єднатися до локальної пісочниці
  --version            показати версію Mado
  -h, --help           показати цю довідку
</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Global options (--kubeconfig, --context, -n, --lang) may stand anywhere; see 'mado --help'.
Everything after -- is an argument, even when it starts with -.
</source>
        <translation>Глобальні параметри (--kubeconfig, --context, -n, --lang) можна вказувати будь-де; див. 'mado --help'.
Усе після -- є аргументом, навіть якщо починається з -.
</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../app/command.cpp" line="+34" />
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
        <location filename="../app/commands.cpp" line="+16" />
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
      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N]
                                       read objects, as kubectl get does</source>
        <translation>get РЕСУРС [ІМ'Я] [-n ПП | -A] [-l СЕЛ] [-o table|wide|json|yaml|jsonl|name]
      [--field-selector СЕЛ] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N]
                                       читати обʼєкти, як kubectl get</translation>
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
      --show-managed-fields     keep metadata.managedFields in json and yaml
</source>
        <translation>Використання: mado get RESOURCE [NAME] [параметри]
              mado get RESOURCE/NAME [параметри]

Читає об'єкти так само, як kubectl get. RESOURCE — це множина, однина,
коротка назва, kind або resource.group.

Параметри:
  -A, --all-namespaces          об'єкти всіх просторів імен
  -l, --selector SEL            лише об'єкти з відповідними мітками (app=web,tier!=db)
      --field-selector SEL      лише об'єкти з відповідними полями (metadata.name=web)
  -o, --output FORMAT           table (типово), wide, json, yaml, jsonl або name
      --metadata-only           отримати лише метадані об'єктів
      --wire FORMAT             що надсилає сервер: json, protobuf, cbor або yaml
      --chunk-size N            об'єктів на один запит списку (типово 500, 0: без сторінок)
      --show-managed-fields     залишити metadata.managedFields у json і yaml
</translation>
    </message>
    <message>
        <location line="+19" />
        <source>watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]
      [--max-events N] [--timeout SECONDS]
                                       print every watch event, bookmarks included</source>
        <translation>watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]
      [--max-events N] [--timeout SECONDS]
                                       друкує кожну подію watch, разом із закладками</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Usage: mado watch RESOURCE [NAME] [options]

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
</source>
        <translation>Використання: mado watch РЕСУРС [ІМ'Я] [параметри]

Спостерігає за колекцією (або одним об'єктом) і друкує кожну подію, щойно
вона надходить: ADDED, MODIFIED, DELETED, BOOKMARK та ERROR. Історія з'єднання
(список, повторне підключення, 410 Gone і повторний список, ...) іде в stderr.
Обірване з'єднання відновлюється від останньої побаченої resourceVersion.

Типово колекцію спершу отримано списком (її об'єкти друкуються як ADDED
з "listed": true), а потім за нею спостерігають.

Параметри:
  -A, --all-namespaces          спостерігати за всіма просторами імен
      --resource-version RV     лише спостерігати, від цієї resourceVersion (без списку)
      --send-initial-events     потоковий список: об'єкти надходять як події ADDED,
                                завершені подією BOOKMARK (initialEventsEnd)
  -l, --selector SEL            лише об'єкти з відповідними мітками
      --field-selector SEL      лише об'єкти з відповідними полями
      --shard-selector EXPR     лише один шард, напр. shardRange(object.metadata.uid,
                                '0x0000000000000000', '0x8000000000000000')
      --wire FORMAT             що надсилає сервер: json, protobuf або cbor
  -o, --output FORMAT           jsonl (типово: один об'єкт JSON на подію,
                                {"type":..,"object":..,"arrival":..,"bytes":..})
                                або table (один рядок на подію)
      --max-events N            зупинитися після N подій (код виходу 0)
      --timeout SECONDS         зупинитися через стільки секунд (код виходу 0)
      --server-timeout SECONDS  просити сервер завершувати кожен запит watch через
                                стільки секунд (за 2 с до того він надсилає закладку;
                                Mado продовжує)
</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Usage: mado cel eval EXPR [options]

Compiles and evaluates a CEL expression as the API server would and prints its
value, its type, its runtime cost and its estimated cost.

Options:
      --env ENV           crd, vap, mutating or match (default: crd with --schema,
                          vap without)
      --k8s-version V     the Kubernetes version whose libraries to use (1.27 to 1.37)
      --schema FILE       the OpenAPI schema of self (YAML or JSON), for --env crd
      --var NAME=FILE     binds a variable to a YAML or JSON document (repeatable)
  -o, --output FORMAT     json (default) or text

An expression that starts with - goes after --:  mado cel eval -- '-7 / 2'
</source>
        <translation>Використання: mado cel eval EXPR [параметри]

Компілює та обчислює вираз CEL так, як це зробив би API-сервер, і показує його
значення, тип, вартість виконання та оцінену вартість.

Параметри:
      --env ENV           crd, vap, mutating або match (типово: crd із --schema,
                          vap без нього)
      --k8s-version V     версія Kubernetes, бібліотеки якої використати (від 1.27 до 1.37)
      --schema FILE       схема OpenAPI для self (YAML або JSON), для --env crd
      --var NAME=FILE     прив'язує змінну до документа YAML або JSON (можна повторювати)
  -o, --output FORMAT     json (типово) або text

Вираз, що починається з -, ставте після --:  mado cel eval -- '-7 / 2'
</translation>
    </message>
    <message>
        <location line="+18" />
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

Керує локальним тестовим кластером (sandbox): справжні etcd, kube-apiserver і
kube-controller-manager на інтерфейсі loopback.

  up       запускає його і виводить один рядок JSON із сервером і kubeconfig
  down     зупиняє його
  status   повідомляє, чи він працює

Параметри:
      --dir DIR   тека sandbox (типово: ~/.local/share/mado/sandbox)
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
        <location filename="../app/cmd_cel.cpp" line="+47" />
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
        <location filename="../app/commands.cpp" line="-39" />
        <source>cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--schema FILE]
      [--var NAME=FILE]... [-o json|text]
                                       evaluate a CEL expression, with its costs</source>
        <translation>cel eval ВИРАЗ [--env crd|vap|mutating|match] [--k8s-version V] [--schema ФАЙЛ]
      [--var ІМ'Я=ФАЙЛ]... [-o json|text]
                                       обчислити вираз CEL разом з його вартістю</translation>
    </message>
    <message>
        <location filename="../app/cmd_cel.cpp" line="-8" />
        <source>cel needs a subcommand: eval</source>
        <translation>cel потребує підкоманди: eval</translation>
    </message>
    <message>
        <location line="+21" />
        <source>--var needs NAME=FILE</source>
        <translation>--var потребує ІМ'Я=ФАЙЛ</translation>
    </message>
    <message>
        <location line="-17" />
        <source>cel eval needs an expression</source>
        <translation>cel eval потребує виразу</translation>
    </message>
    <message>
        <location line="+24" />
        <source>unknown environment "%1" (crd, vap, mutating, match)</source>
        <translation>невідоме середовище «%1» (crd, vap, mutating, match)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown output format "%1" (json, text)</source>
        <translation>невідомий формат виводу «%1» (json, text)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unsupported Kubernetes version "%1" (1.27 to 1.37)</source>
        <translation>непідтримувана версія Kubernetes «%1» (від 1.27 до 1.37)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot read %1: %2</source>
        <translation>не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot parse %1: %2</source>
        <translation>не вдається розібрати %1: %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>--env crd needs --schema FILE</source>
        <translation>--env crd потребує --schema ФАЙЛ</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the schema is not visible to CEL (no type)</source>
        <translation>схема недоступна для CEL (немає типу)</translation>
    </message>
    <message>
        <location line="+54" />
        <source>warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation rule, so the API server would reject this rule; maxItems, maxProperties and maxLength in the schema bound it</source>
        <translation>попередження: оцінена вартість %1 перевищує межу %2 для одного правила валідації CRD, тож API-сервер відхилить це правило; її обмежують maxItems, maxProperties і maxLength у схемі</translation>
    </message>
    <message>
        <location line="+27" />
        <source>error: %1</source>
        <translation>помилка: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>type: %1</source>
        <translation>тип: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>runtime cost: %1</source>
        <translation>вартість виконання: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>estimated cost: %1 to %2</source>
        <translation>оцінена вартість: від %1 до %2</translation>
    </message>
    <message>
        <location filename="../app/cmd_get.cpp" line="+71" />
        <source>--wire must be one of: json, protobuf, cbor, yaml</source>
        <translation>--wire має бути одним із: json, protobuf, cbor, yaml</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--chunk-size takes a number of 0 or more</source>
        <translation>--chunk-size приймає число 0 або більше</translation>
    </message>
    <message>
        <location line="+7" />
        <source>get needs a resource type and at most one name</source>
        <translation>get потребує типу ресурсу й щонайбільше одного імені</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--output must be one of: table, wide, json, yaml, jsonl, name</source>
        <translation>--output має бути одним із: table, wide, json, yaml, jsonl, name</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The resource %1 cannot be read with get.</source>
        <translation>Ресурс %1 неможливо прочитати через get.</translation>
    </message>
    <message>
        <location line="+51" />
        <location line="+37" />
        <source>Warning: %1</source>
        <translation>Попередження: %1</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Warning: Mado has no protobuf schema for %1: only apiVersion, kind and metadata were decoded.</source>
        <translation>Попередження: у Mado немає схеми protobuf для %1: декодовано лише apiVersion, kind і metadata.</translation>
    </message>
    <message>
        <location line="+92" />
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
        <location filename="../app/cmd_watch.cpp" line="+75" />
        <source>--output must be one of: jsonl, table</source>
        <translation>--output має бути одним із: jsonl, table</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--wire must be one of: json, protobuf, cbor</source>
        <translation>--wire має бути одним із: json, protobuf, cbor</translation>
    </message>
    <message>
        <location line="+13" />
        <source>--max-events takes a number of 1 or more</source>
        <translation>--max-events приймає число від 1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--timeout takes a number of seconds above 0</source>
        <translation>--timeout приймає кількість секунд, більшу за 0</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--server-timeout takes a whole number of seconds above 0</source>
        <translation>--server-timeout приймає цілу кількість секунд, більшу за 0</translation>
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
        <location line="+30" />
        <source>The resource %1 cannot be watched.</source>
        <translation>Ресурс %1 не можна спостерігати (watch).</translation>
    </message>
    <message>
        <location line="+73" />
        <source>TIME          TYPE       NAMESPACE        NAME                             RESOURCEVERSION   BYTES</source>
        <translation>ЧАС           ТИП        ПРОСТІР ІМЕН     ІМ'Я                             RESOURCEVERSION   БАЙТИ</translation>
    </message>
    <message>
        <location line="+6" />
        <source>(end of initial events)</source>
        <translation>(кінець початкових подій)</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+302" />
        <source>Local sandbox</source>
        <translation>Локальна пісочниця</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>Локальна пісочниця працює за адресою %1.</translation>
    </message>
    <message>
        <location line="-85" />
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
        <location line="-116" />
        <source>Discovery failed: %1</source>
        <translation>Не вдалося виявити API: %1</translation>
    </message>
    <message>
        <location line="+117" />
        <source>The CEL playground will be shown here.</source>
        <translation>Тут буде майданчик CEL.</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connect to the local &amp;sandbox</source>
        <translation>Під’єднатися до локальної &amp;пісочниці</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Reload kubeconfig</source>
        <translation>&amp;Перечитати kubeconfig</translation>
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
        <source>&amp;About Mado</source>
        <translation>&amp;Про Mado</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h2&gt;Connected&lt;/h2&gt;&lt;p&gt;Context: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Server: %2&lt;br&gt;Kubernetes version: %3&lt;br&gt;Namespace: %4&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Під’єднано&lt;/h2&gt;&lt;p&gt;Контекст: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Сервер: %2&lt;br&gt;Версія Kubernetes: %3&lt;br&gt;Простір імен: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h2&gt;Connecting…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Під’єднання…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;h2&gt;Connection failed&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Не вдалося під’єднатися&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;h2&gt;Not connected&lt;/h2&gt;&lt;p&gt;Choose a context, or start the local sandbox from the File menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Не під’єднано&lt;/h2&gt;&lt;p&gt;Виберіть контекст або запустіть локальну пісочницю з меню «Файл».&lt;/p&gt;</translation>
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
        <location line="+7" />
        <source>The kubeconfig sets no current context; choose one.</source>
        <translation>У kubeconfig не задано поточний контекст; виберіть його.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The context "%1" is not in the kubeconfig.</source>
        <translation>Контексту «%1» немає в kubeconfig.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Listing namespaces is forbidden for this user; type a namespace.</source>
        <translation>Цьому користувачу заборонено переглядати простори імен; введіть простір імен вручну.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 cannot be listed.</source>
        <translation>%1 неможливо отримати списком.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 cannot be watched.</source>
        <translation>За %1 не можна спостерігати.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1/%2</source>
        <comment>kind/name</comment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+5" />
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
        <location filename="../codecs/listrows_json.cpp" line="+138" />
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
        <location filename="../codecs/listrows_json.cpp" line="-115" />
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
        <location filename="../codecs/cbor.cpp" line="+99" />
        <source>Malformed CBOR at byte %1: %2</source>
        <translation>Пошкоджений CBOR у байті %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
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
        <location filename="../codecs/yaml.cpp" line="+185" />
        <source>nested deeper than %1 levels</source>
        <translation>вкладеність глибша за %1 рівнів</translation>
    </message>
    <message>
        <location line="+18" />
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
        <location filename="../codecs/decode.cpp" line="+52" />
        <source>The server answered with %1, which is not a Kubernetes API format (a proxy or load balancer in between?): %2</source>
        <translation>Сервер відповів у форматі %1, який не є форматом API Kubernetes (проміжний проксі або балансувальник?): %2</translation>
    </message>
    <message>
        <location line="+16" />
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
        <location line="+262" />
        <source>The server did not answer in the Table format.</source>
        <translation>Сервер не відповів у форматі Table.</translation>
    </message>
    <message>
        <location filename="../codecs/mediatype.cpp" line="+92" />
        <source>The server cannot answer in the requested format (%1). Custom resources and aggregated APIs do not serve protobuf; ask for JSON instead.</source>
        <translation>Сервер не може відповісти в запитаному форматі (%1). Власні ресурси та агреговані API не обслуговують protobuf; запитуйте JSON.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server said: %1</source>
        <translation>Сервер повідомив: %1</translation>
    </message>
    <message>
        <location filename="../codecs/protobuf.cpp" line="+267" />
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
        <location line="+47" />
        <source>The protobuf %1 is malformed or truncated.</source>
        <translation>Protobuf %1 пошкоджений або обрізаний.</translation>
    </message>
    <message>
        <location line="-40" />
        <source>The protobuf %1 is nested too deeply or carries invalid managed fields.</source>
        <translation>Protobuf %1 має надто глибоку вкладеність або некоректні managedFields.</translation>
    </message>
    <message>
        <location line="+50" />
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
        <location line="+119" />
        <source>The metadata of the protobuf list is malformed.</source>
        <translation>Метадані списку protobuf пошкоджені.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Item %1 of the protobuf list has malformed metadata.</source>
        <translation>Елемент %1 списку protobuf має пошкоджені метадані.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Item %1 of the protobuf list is malformed.</source>
        <translation>Елемент %1 списку protobuf пошкоджений.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The protobuf list is malformed or truncated.</source>
        <translation>Список protobuf пошкоджений або обрізаний.</translation>
    </message>
    <message>
        <location filename="../codecs/watchframing.cpp" line="+27" />
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
        <location line="+46" />
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
        <location line="+70" />
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
</context>
<context>
    <name>kube::ApiError</name>
    <message>
        <location filename="../kube/apierror.cpp" line="+14" />
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
        <translation>Конфлікт (409): об’єкт змінено або він уже існує.</translation>
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
        <translation>Об’єкт недійсний (422 Unprocessable Entity).</translation>
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
        <location line="+39" />
        <source>Configuration error: %1</source>
        <translation>Помилка конфігурації: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot reach the server: %1</source>
        <translation>Не вдається з’єднатися із сервером: %1</translation>
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
        <source>The server says: %1</source>
        <translation>Сервер повідомляє: %1</translation>
    </message>
    <message>
        <location line="+3" />
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
        <location filename="../kube/discovery.cpp" line="+113" />
        <source>The server doesn't have a resource type "%1".</source>
        <translation>Сервер не має типу ресурсу «%1».</translation>
    </message>
    <message>
        <location line="+24" />
        <source>The server's discovery answer is not an APIGroupDiscoveryList.</source>
        <translation>Відповідь сервера на запит виявлення не є APIGroupDiscoveryList.</translation>
    </message>
</context>
<context>
    <name>kube::Client</name>
    <message>
        <location filename="../kube/client.cpp" line="+31" />
        <location line="+154" />
        <source>Cannot read %1: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <location line="-94" />
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
        <location line="+14" />
        <source>The proxy-url "%1" has a scheme Mado does not support (http, socks5).</source>
        <translation>proxy-url «%1» має схему, яку Mado не підтримує (підтримуються http, socks5).</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The exec credential plugin returned a client certificate or key that is not PEM.</source>
        <translation>Exec-плагін облікових даних повернув клієнтський сертифікат або ключ не у форматі PEM.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The token file %1 does not exist.</source>
        <translation>Файл токена %1 не існує.</translation>
    </message>
</context>
<context>
    <name>kube::ExecCredentialPlugin</name>
    <message>
        <location filename="../kube/execcredential.cpp" line="+75" />
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
        <location line="+26" />
        <source>The exec credential plugin %1 failed (exit code %2): %3</source>
        <translation>Exec-плагін облікових даних %1 завершився з помилкою (код виходу %2): %3</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Cannot run the exec credential plugin %1: %2</source>
        <translation>Не вдається запустити exec-плагін облікових даних %1: %2</translation>
    </message>
    <message>
        <location line="+10" />
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
        <location filename="../kube/kubeconfig.cpp" line="+57" />
        <source>The kubeconfig file %1 does not exist.</source>
        <translation>Файл kubeconfig %1 не існує.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cannot read the kubeconfig file %1: %2</source>
        <translation>Не вдається прочитати файл kubeconfig %1: %2</translation>
    </message>
    <message>
        <location line="+16" />
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
        <location line="+43" />
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
        <location line="+30" />
        <source>The sandbox could not be started or stopped (exit code %1): %2</source>
        <translation>Не вдалося запустити або зупинити пісочницю (код виходу %1): %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot run mado-sandbox: %1</source>
        <translation>Не вдається запустити mado-sandbox: %1</translation>
    </message>
</context>
<context>
    <name>kube::ShardSelector</name>
    <message>
        <location filename="../kube/shardselector.cpp" line="+7" />
        <source>a quoted hex bound such as '0x8000000000000000'</source>
        <translation>шістнадцяткова межа в лапках, напр. '0x8000000000000000'</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard selector has a string that is never closed.</source>
        <translation>Селектор шарда має незакритий рядок.</translation>
    </message>
    <message>
        <location line="+20" />
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
        <location line="+19" />
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
        <location filename="../kube/watch.cpp" line="+43" />
        <source>The watch on %1 sent an event that cannot be read: %2</source>
        <translation>Спостереження за %1 надіслало подію, яку не вдається прочитати: %2</translation>
    </message>
    <message>
        <location line="+191" />
        <source>A watch from a resourceVersion needs the resourceVersion.</source>
        <translation>Спостереження від resourceVersion потребує resourceVersion.</translation>
    </message>
    <message>
        <location line="+314" />
        <source>an event of unknown type %1</source>
        <translation>подія невідомого типу %1</translation>
    </message>
    <message>
        <location line="+261" />
        <source>The server did not answer in time.</source>
        <translation>Сервер не відповів вчасно.</translation>
    </message>
</context>
<context>
    <name>kube::WatchStatus</name>
    <message>
        <location line="-671" />
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
        <translation><numerusform>Перелічено %n об’єкт на resourceVersion %1</numerusform><numerusform>Перелічено %n об’єкти на resourceVersion %1</numerusform><numerusform>Перелічено %n об’єктів на resourceVersion %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation><numerusform>Початкові події завершено: %n об’єкт на resourceVersion %1</numerusform><numerusform>Початкові події завершено: %n об’єкти на resourceVersion %1</numerusform><numerusform>Початкові події завершено: %n об’єктів на resourceVersion %1</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server ended the stream</source>
        <translation>Сервер завершив потік</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disconnected: %1</source>
        <translation>Від’єднано: %1</translation>
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
    <message>
        <location line="+2" />
        <source>Listing again</source>
        <translation>Повторне отримання списку</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation><numerusform>Забагато запитів: повтор через %n секунду</numerusform><numerusform>Забагато запитів: повтор через %n секунди</numerusform><numerusform>Забагато запитів: повтор через %n секунд</numerusform></translation>
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
    <name>models::ObjectFetch</name>
    <message>
        <location filename="../models/objectfetch.cpp" line="+218" />
        <source>Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the same object.</source>
        <translation>Не обслуговується: власні ресурси не мають форми protobuf; JSON, YAML і CBOR показують той самий обʼєкт.</translation>
    </message>
</context>
<context>
    <name>models::ResourceTreeModel</name>
    <message>
        <location filename="../models/resourcetreemodel.cpp" line="+243" />
        <source>Name</source>
        <translation>Ім’я</translation>
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
    <name>models::watch::FlightRecorder</name>
    <message>
        <location filename="../models/watch/flightrecorder.cpp" line="+158" />
        <source>This file is not a Mado watch recording.</source>
        <translation>Цей файл не є записом спостереження Mado.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This recording has format version %1; Mado reads version %2.</source>
        <translation>Цей запис має версію формату %1; Mado читає версію %2.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Line %1 of the recording cannot be read: %2</source>
        <translation>Рядок %1 запису не вдається прочитати: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>not a JSON object</source>
        <translation>не об’єкт JSON</translation>
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
        <translation><numerusform>Потоковий список працює: надійшов %n початковий об’єкт, і закладка кінця початкових подій (k8s.io/initial-events-end) позначила їхній кінець через %1 мс.</numerusform><numerusform>Потоковий список працює: надійшло %n початкові об’єкти, і закладка кінця початкових подій (k8s.io/initial-events-end) позначила їхній кінець через %1 мс.</numerusform><numerusform>Потоковий список працює: надійшло %n початкових об’єктів, і закладка кінця початкових подій (k8s.io/initial-events-end) позначила їхній кінець через %1 мс.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object(s) came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</source>
        <translation><numerusform>Закладка кінця початкових подій (k8s.io/initial-events-end) так і не надійшла: за %1 с прийшов %n початковий об’єкт, і ніщо не позначило кінця. Щось між Mado та API-сервером відкидає цю закладку; інструменти, що на неї чекають, не показують жодного об’єкта. Mado для цієї колекції переходить на «список, потім спостереження».</numerusform><numerusform>Закладка кінця початкових подій (k8s.io/initial-events-end) так і не надійшла: за %1 с прийшло %n початкові об’єкти, і ніщо не позначило їхнього кінця. Щось між Mado та API-сервером відкидає цю закладку; інструменти, що на неї чекають, не показують жодного об’єкта. Mado для цієї колекції переходить на «список, потім спостереження».</numerusform><numerusform>Закладка кінця початкових подій (k8s.io/initial-events-end) так і не надійшла: за %1 с прийшло %n початкових об’єктів, і ніщо не позначило їхнього кінця. Щось між Mado та API-сервером відкидає цю закладку; інструменти, що на неї чекають, не показують жодного об’єкта. Mado для цієї колекції переходить на «список, потім спостереження».</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <source>List-then-watch failed: %1</source>
        <translation>«Список, потім спостереження» не вдалося: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>on one connection about every %1 s</source>
        <translation>на одному з’єднанні приблизно кожні %1 с</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the first after %1 s</source>
        <translation>перша через %1 с</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</source>
        <translation><numerusform>Закладки надходять: %n за %1 с (%2). Спостереження, що перепідключається, продовжує з них, а не перелічує все знову.</numerusform><numerusform>Закладки надходять: %n за %1 с (%2). Спостереження, що перепідключається, продовжує з них, а не перелічує все знову.</numerusform><numerusform>Закладки надходять: %n за %1 с (%2). Спостереження, що перепідключається, продовжує з них, а не перелічує все знову.</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>No bookmark arrived within %1 s, and no object changed either. The API server sends a bookmark shortly before it ends a request only when the resourceVersion moved on, so this proves nothing yet: run the doctor again while the collection changes.</source>
        <translation>За %1 с не надійшло жодної закладки, але й жоден об’єкт не змінився. API-сервер надсилає закладку незадовго до завершення запиту лише тоді, коли resourceVersion просунулася, тож це ще нічого не доводить: запустіть лікаря знову, поки колекція змінюється.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No bookmark arrived within %1 s although objects changed and every request asked for bookmarks and ended after %2 s (the server sends one shortly before it ends a request). Something on the way may drop them; without bookmarks a watch that reconnects after a quiet time may have to list everything again.</source>
        <translation>За %1 с не надійшло жодної закладки, хоча об’єкти змінювалися, а кожен запит просив закладки й завершувався через %2 с (сервер надсилає одну незадовго до завершення запиту). Щось на шляху може їх відкидати; без закладок спостереження, що перепідключається після тиші, може мусити перелічити все знову.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The server refused the shard selector: %1</source>
        <translation>Сервер відхилив селектор шарда: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's object(s) in that shard).</source>
        <translation><numerusform>Сервер враховує селектори шардів: список одного шарда повернувся позначеним як відфільтрований (у цьому шарді %n об’єкт колекції).</numerusform><numerusform>Сервер враховує селектори шардів: список одного шарда повернувся позначеним як відфільтрований (у цьому шарді %n об’єкти колекції).</numerusform><numerusform>Сервер враховує селектори шардів: список одного шарда повернувся позначеним як відфільтрований (у цьому шарді %n об’єктів колекції).</numerusform></translation>
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
        <translation>Ім’я</translation>
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
        <location filename="../models/watch/watchfeed.cpp" line="+54" />
        <location line="+3" />
        <location line="+30" />
        <location line="+3" />
        <source>Cannot write %1: %2</source>
        <translation>Не вдається записати %1: %2</translation>
    </message>
    <message>
        <location line="-25" />
        <source>Cannot open %1: %2</source>
        <translation>Не вдається відкрити %1: %2</translation>
    </message>
</context>
<context>
    <name>views::ConnectionIndicator</name>
    <message>
        <location filename="../views/connectionindicator.cpp" line="+40" />
        <source>Not connected</source>
        <translation>Не під’єднано</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connecting to %1 (context %2)…</source>
        <translation>Під’єднання до %1 (контекст %2)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connected to %1 (context %2, Kubernetes %3)</source>
        <translation>Підключено до %1 (контекст %2, Kubernetes %3)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Reconnecting to %1 (context %2): %3</source>
        <translation>Повторне під’єднання до %1 (контекст %2): %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Connection failed: %1</source>
        <translation>Не вдалося під’єднатися: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>TLS verification is disabled for this cluster (insecure-skip-tls-verify).</source>
        <translation>Перевірку TLS для цього кластера вимкнено (insecure-skip-tls-verify).</translation>
    </message>
</context>
<context>
    <name>views::EventInspector</name>
    <message>
        <location filename="../views/watch/eventinspector.cpp" line="+93" />
        <source>Object</source>
        <translation>Об’єкт</translation>
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
        <location line="+12" />
        <source>Select an event to inspect its object.</source>
        <translation>Виберіть подію, щоб переглянути її об’єкт.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 %2 · resourceVersion %3 · %4</source>
        <translation>%1 %2 · resourceVersion %3 · %4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(no object)</source>
        <translation>(без об’єкта)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A step of the connection; it carries no object.</source>
        <translation>Крок з’єднання; він не несе об’єкта.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The recorder no longer holds this object (its memory budget was reached).</source>
        <translation>Реєстратор більше не зберігає цей об’єкт (досягнуто його бюджету пам’яті).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 at %2 (%3)</source>
        <translation>%1 о %2 (%3)</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Only one version of this object is in the recording.</source>
        <translation>У записі лише одна версія цього об’єкта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Comparing…</source>
        <translation>Порівняння…</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No difference.</source>
        <translation>Різниці немає.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) added</source>
        <translation><numerusform>додано %n рядок</numerusform><numerusform>додано %n рядки</numerusform><numerusform>додано %n рядків</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) removed</source>
        <translation><numerusform>вилучено %n рядок</numerusform><numerusform>вилучено %n рядки</numerusform><numerusform>вилучено %n рядків</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>folded away: %1</source>
        <translation>згорнуто: %1</translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message>
        <location filename="../views/objectviewer/objectviewer.cpp" line="+114" />
        <source>Reveal secret values</source>
        <translation>Показати значення секретів</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Secret data is masked in every pane until you reveal it.</source>
        <translation>Дані секрету приховано в усіх панелях, доки ви їх не покажете.</translation>
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
        <location line="+84" />
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
        <location line="+57" />
        <source>%1 · failed</source>
        <translation>%1 · помилка</translation>
    </message>
    <message numerus="yes">
        <location line="-51" />
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
        <location line="+31" />
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
    <name>views::ResourceListView</name>
    <message>
        <location filename="../views/resourcelistview.cpp" line="+66" />
        <source>Watch this collection</source>
        <translation>Спостерігати за цією колекцією</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 (all namespaces)</source>
        <translation>%1 (усі простори імен)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%1 у %2</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>Loading… %n object(s) so far</source>
        <translation>
            <numerusform>Завантаження… поки що %n об’єкт</numerusform>
            <numerusform>Завантаження… поки що %n об’єкти</numerusform>
            <numerusform>Завантаження… поки що %n об’єктів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 of %n object(s) shown</source>
        <translation>
            <numerusform>Показано %1 з %n об’єкта</numerusform>
            <numerusform>Показано %1 з %n об’єктів</numerusform>
            <numerusform>Показано %1 з %n об’єктів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n об’єкт</numerusform>
            <numerusform>%n об’єкти</numerusform>
            <numerusform>%n об’єктів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>Filter rows</source>
        <translation>Фільтр рядків</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All columns</source>
        <comment>like kubectl -o wide</comment>
        <translation>Усі стовпці</translation>
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
        <location filename="../views/resourcetreeview.cpp" line="+56" />
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
        <location line="+15" />
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
</context>
<context>
    <name>views::ResourceTreeView</name>
    <message>
        <location line="+43" />
        <source>Watch this collection</source>
        <translation>Спостерігати за цією колекцією</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Filter by name, short name, kind or category</source>
        <translation>Фільтр за назвою, скороченням, видом або категорією</translation>
    </message>
</context>
<context>
    <name>views::Sparkline</name>
    <message numerus="yes">
        <location filename="../views/watch/sparkline.cpp" line="+18" />
        <source>Events per second over the last %n second(s): now %1, peak %2</source>
        <translation><numerusform>Події за секунду за останню %n секунду: зараз %1, пік %2</numerusform><numerusform>Події за секунду за останні %n секунди: зараз %1, пік %2</numerusform><numerusform>Події за секунду за останні %n секунд: зараз %1, пік %2</numerusform></translation>
    </message>
</context>
<context>
    <name>views::WatchDock</name>
    <message>
        <location filename="../views/watch/watchdock.cpp" line="+53" />
        <location line="+61" />
        <source>Open watch recording</source>
        <translation>Відкрити запис спостереження</translation>
    </message>
    <message>
        <location line="-60" />
        <source>Mado watch recordings (*.madowatch.jsonl *.jsonl);;All files (*)</source>
        <translation>Записи спостереження Mado (*.madowatch.jsonl *.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>%1 in all namespaces</source>
        <translation>%1 в усіх просторах імен</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+20" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%1 у %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (recording %2)</source>
        <translation>%1 (запис %2)</translation>
    </message>
    <message>
        <location line="+18" />
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
        <translation>Від’єднано</translation>
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
        <location line="+41" />
        <source>Stopped</source>
        <translation>Зупинено</translation>
    </message>
    <message>
        <location line="-39" />
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
        <translation><numerusform>Перелічено %n об’єкт на resourceVersion %1</numerusform><numerusform>Перелічено %n об’єкти на resourceVersion %1</numerusform><numerusform>Перелічено %n об’єктів на resourceVersion %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation><numerusform>Початкові події завершено: %n об’єкт на resourceVersion %1</numerusform><numerusform>Початкові події завершено: %n об’єкти на resourceVersion %1</numerusform><numerusform>Початкові події завершено: %n об’єктів на resourceVersion %1</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server ended the stream</source>
        <translation>Сервер завершив потік</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disconnected: %1</source>
        <translation>Від’єднано: %1</translation>
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
    <message>
        <location line="+2" />
        <source>Listing again after 410 Gone</source>
        <translation>Повторний список після 410 Gone</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation><numerusform>Забагато запитів: повтор через %n секунду</numerusform><numerusform>Забагато запитів: повтор через %n секунди</numerusform><numerusform>Забагато запитів: повтор через %n секунд</numerusform></translation>
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
        <translation><numerusform>Немає закладки кінця початкових подій після %n об’єкта: перехід на «список, потім спостереження»</numerusform><numerusform>Немає закладки кінця початкових подій після %n об’єктів: перехід на «список, потім спостереження»</numerusform><numerusform>Немає закладки кінця початкових подій після %n об’єктів: перехід на «список, потім спостереження»</numerusform></translation>
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
        <translation>Закладка: позначка поступу сервера, без зміни об’єкта.</translation>
    </message>
</context>
<context>
    <name>views::WatchPane</name>
    <message>
        <location filename="../views/watch/watchpane.cpp" line="+184" />
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
        <location line="+44" />
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
        <translation>Кроки з’єднання</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Filter by namespace/name</source>
        <translation>Фільтр за простором імен/ім’ям</translation>
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
        <translation>Записати бортовий запис (кожен кадр і крок з’єднання) у файл, який можна пізніше відтворити без кластера.</translation>
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
        <location line="+16" />
        <source>%Ln event(s) received</source>
        <translation><numerusform>отримано %Ln подію</numerusform><numerusform>отримано %Ln події</numerusform><numerusform>отримано %Ln подій</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%L1/s now</source>
        <translation>зараз %L1/с</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln row(s) shown</source>
        <translation><numerusform>показано %Ln рядок</numerusform><numerusform>показано %Ln рядки</numerusform><numerusform>показано %Ln рядків</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln oldest row(s) dropped</source>
        <translation><numerusform>відкинуто %Ln найстаріший рядок</numerusform><numerusform>відкинуто %Ln найстаріші рядки</numerusform><numerusform>відкинуто %Ln найстаріших рядків</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>paused, %Ln waiting</source>
        <translation><numerusform>пауза, очікує %Ln</numerusform><numerusform>пауза, очікують %Ln</numerusform><numerusform>пауза, очікують %Ln</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>replayed recording</source>
        <translation>відтворений запис</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln object(s) exist</source>
        <translation><numerusform>існує %Ln об’єкт</numerusform><numerusform>існують %Ln об’єкти</numerusform><numerusform>існує %Ln об’єктів</numerusform></translation>
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
        <location filename="../views/watch/timeline.cpp" line="+47" />
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
        <location line="+26" />
        <source>%1 s recorded · %Ln frame(s)</source>
        <translation><numerusform>записано %1 с · %Ln кадр</numerusform><numerusform>записано %1 с · %Ln кадри</numerusform><numerusform>записано %1 с · %Ln кадрів</numerusform></translation>
    </message>
</context>
</TS>
