<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
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
        <location filename="../app/commands.cpp" line="+18" />
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
        <source>patch RESOURCE NAME --type json|merge|strategic|apply (-p FILE | -p -)
      [--field-manager M] [--force] [--dry-run] [--field-validation Strict|Warn|Ignore]
      [-o diff|json|yaml]
                                       change an object, previewed by a server dry run</source>
        <translation>patch RESOURCE NAME --type json|merge|strategic|apply (-p FILE | -p -)
      [--field-manager M] [--force] [--dry-run] [--field-validation Strict|Warn|Ignore]
      [-o diff|json|yaml]
                                       змінити об’єкт, попередньо перевіривши пробним запуском на сервері</translation>
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

Надсилає латку одному об’єкту. Спершу латка завжди йде на сервер як пробний
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
      --pin-resource-version     зазнати невдачі, якщо об’єкт змінився між читанням і записом
  -o, --output FORMAT            diff (зміни, разом із доданим сервером), json або yaml
      --show-managed-fields      залишити managedFields, resourceVersion і generation
      --reveal-secrets           показати значення Secret замість маскування
</translation>
    </message>
    <message>
        <location line="+29" />
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
        <location filename="../app/commands.cpp" line="-80" />
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
        <location filename="../app/cmd_patch.cpp" line="+155" />
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
        <location filename="../app/cmd_auth.cpp" line="+20" />
        <source>auth knows one subcommand: can-i</source>
        <translation>auth має одну підкоманду: can-i</translation>
    </message>
    <message>
        <location line="+18" />
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
        <translation>вкажіть ім’я або як TYPE/NAME, або другим аргументом</translation>
    </message>
    <message>
        <location line="+28" />
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
        <location line="+47" />
        <source>The server does not serve %1 in %2.</source>
        <translation>Сервер не обслуговує %1 у %2.</translation>
    </message>
    <message>
        <location filename="../app/cmd_patch.cpp" line="-107" />
        <source>patch needs a resource type and a name</source>
        <translation>patch потребує типу ресурсу та імені</translation>
    </message>
    <message>
        <location line="+3" />
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
        <location line="+29" />
        <source>Cannot read the patch from %1: %2</source>
        <translation>Не вдалося прочитати латку з %1: %2</translation>
    </message>
    <message>
        <location line="-25" />
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
        <location line="+27" />
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
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+320" />
        <source>Local sandbox</source>
        <translation>Локальна пісочниця</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>Локальна пісочниця працює за адресою %1.</translation>
    </message>
    <message>
        <location line="-87" />
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
        <translation>Простір імен:</translation>
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
        <location line="-117" />
        <source>Discovery failed: %1</source>
        <translation>Не вдалося виявити API: %1</translation>
    </message>
    <message>
        <location line="+118" />
        <source>Schema</source>
        <translation>Схема</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch events will be shown here.</source>
        <translation>Тут будуть події спостереження.</translation>
    </message>
    <message>
        <location line="+1" />
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
        <location line="+30" />
        <source>Listing namespaces is forbidden for this user; type a namespace.</source>
        <translation>Цьому користувачу заборонено переглядати простори імен; введіть простір імен вручну.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 cannot be listed.</source>
        <translation>%1 неможливо отримати списком.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>%1/%2</source>
        <comment>kind/name</comment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Patch %1/%2</source>
        <comment>kind/name</comment>
        <translation>Латка для %1/%2</translation>
    </message>
    <message>
        <location line="+9" />
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
        <location line="+45" />
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
    <name>kube::OpenApiDocument</name>
    <message>
        <location filename="../kube/schema/openapi.cpp" line="+264" />
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
        <location line="+70" />
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
    <name>kube::SchemaFetch</name>
    <message>
        <location filename="../kube/schema/schemafetch.cpp" line="+131" />
        <source>The server publishes no OpenAPI v3 schema for %1.</source>
        <translation>Сервер не публікує схеми OpenAPI v3 для %1.</translation>
    </message>
</context>
<context>
    <name>kube::Watch</name>
    <message>
        <location filename="../kube/watch.cpp" line="+26" />
        <source>The watch on %1 sent an event that cannot be read: %2</source>
        <translation>Спостереження за %1 надіслало подію, яку неможливо прочитати: %2</translation>
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
        <translation><numerusform>Сувора перевірка полів відхилила %n поле, якого не знає схема:</numerusform><numerusform>Сувора перевірка полів відхилила %n поля, яких не знає схема:</numerusform><numerusform>Сувора перевірка полів відхилила %n полів, яких не знає схема:</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>The apply conflicts with other field managers on %n field(s):</source>
        <translation><numerusform>Застосування конфліктує з іншими менеджерами полів на %n полі:</numerusform><numerusform>Застосування конфліктує з іншими менеджерами полів на %n полях:</numerusform><numerusform>Застосування конфліктує з іншими менеджерами полів на %n полях:</numerusform></translation>
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
        <location line="+6" />
        <source>The object changed since it was read (its resourceVersion is no longer the pinned one). Reload it and compose the patch again.</source>
        <translation>Об’єкт змінився після читання (його resourceVersion уже не закріплений). Перезавантажте його і складіть латку знову.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The write has no object path.</source>
        <translation>У запису немає шляху об’єкта.</translation>
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
        <translation>Жодна прив’язана до вас роль не дозволяє «%1» для %2 у просторі імен «%3».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No cluster role bound to you allows «%1» on %2.</source>
        <translation>Жодна прив’язана до вас кластерна роль не дозволяє «%1» для %2.</translation>
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
    <name>models::Explain</name>
    <message>
        <location filename="../models/schema/explain.cpp" line="+136" />
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
        <location filename="../models/objectfetch.cpp" line="+218" />
        <source>Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the same object.</source>
        <translation>Не обслуговується: власні ресурси не мають форми protobuf; JSON, YAML і CBOR показують той самий обʼєкт.</translation>
    </message>
</context>
<context>
    <name>models::ResourceTreeModel</name>
    <message>
        <location filename="../models/resourcetreemodel.cpp" line="+274" />
        <source>Name</source>
        <translation>Назва</translation>
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
        <translation>Немає з’єднання.</translation>
    </message>
</context>
<context>
    <name>models::SchemaTreeModel</name>
    <message>
        <location filename="../models/schema/schematreemodel.cpp" line="+162" />
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
    <name>models::patch::PatchSession</name>
    <message>
        <location filename="../models/patch/patchsession.cpp" line="+131" />
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
        <location line="+4" />
        <source>Line %1: %2</source>
        <translation>Рядок %1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The live object is not loaded, so its resourceVersion cannot be pinned.</source>
        <translation>Живий об’єкт не завантажено, тож його resourceVersion не можна закріпити.</translation>
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
        <location filename="../models/patch/patchtext.cpp" line="+62" />
        <source>The patch is empty.</source>
        <translation>Латка порожня.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Invalid JSON at line %1, column %2: %3</source>
        <translation>Некоректний JSON у рядку %1, стовпці %2: %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>A JSON patch is a list of operations: [{"op": ..., "path": ...}].</source>
        <translation>Латка JSON — це список операцій: [{"op": ..., "path": ...}].</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Operation %1 is not an object.</source>
        <translation>Операція %1 не є об’єктом.</translation>
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
        <translation>Цей тип латки приймає об’єкт ({...}).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>An apply configuration names apiVersion, kind and metadata.name.</source>
        <translation>Конфігурація apply має містити apiVersion, kind і metadata.name.</translation>
    </message>
</context>
<context>
    <name>models::patch::PreviewText</name>
    <message>
        <location filename="../models/patch/preview.cpp" line="+405" />
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
    <name>views::ObjectViewer</name>
    <message>
        <location filename="../views/objectviewer/objectviewer.cpp" line="+120" />
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
    <name>views::PatchComposer</name>
    <message>
        <location filename="../views/patch/patchcomposer.cpp" line="+273" />
        <source>Server-side apply cannot remove fields this manager never owned: %1. Use a merge or strategic merge patch to remove them.</source>
        <translation>Застосування на боці сервера не може вилучити поля, якими цей менеджер ніколи не володів: %1. Щоб вилучити їх, використайте латку злиття або стратегічного злиття.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The copy equals the live object: there is nothing to derive.</source>
        <translation>Копія збігається з живим об’єктом: нема з чого виводити латку.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Derived from the edited copy.</source>
        <translation>Виведено з редагованої копії.</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>Written. The object now has resourceVersion %1; %n field(s) changed.</source>
        <translation><numerusform>Записано. Тепер об’єкт має resourceVersion %1; змінено %n поле.</numerusform><numerusform>Записано. Тепер об’єкт має resourceVersion %1; змінено %n поля.</numerusform><numerusform>Записано. Тепер об’єкт має resourceVersion %1; змінено %n полів.</numerusform></translation>
    </message>
    <message>
        <location line="+68" />
        <source>Line %1: %2</source>
        <translation>Рядок %1: %2</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Sending the patch as a dry run…</source>
        <translation>Надсилання латки як пробного запуску…</translation>
    </message>
    <message numerus="yes">
        <location line="+59" />
        <source>Dry run: %n change(s) the patch asked for</source>
        <translation><numerusform>Пробний запуск: %n зміна, яку просила латка</numerusform><numerusform>Пробний запуск: %n зміни, які просила латка</numerusform><numerusform>Пробний запуск: %n змін, які просила латка</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n change(s) by the server (defaults, admission)</source>
        <translation><numerusform>%n зміна від сервера (типові значення, допуск)</numerusform><numerusform>%n зміни від сервера (типові значення, допуск)</numerusform><numerusform>%n змін від сервера (типові значення, допуск)</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>(resourceVersion, generation and managedFields folded)</source>
        <translation>(resourceVersion, generation і managedFields згорнуто)</translation>
    </message>
    <message>
        <location line="+3" />
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
    <message numerus="yes">
        <location line="+37" />
        <source>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n field(s) change.</source>
        <translation><numerusform>Записати цю латку %1 до %2 «%3»? Пробний запуск на сервері повернув об’єкт праворуч; змінюється %n поле.</numerusform><numerusform>Записати цю латку %1 до %2 «%3»? Пробний запуск на сервері повернув об’єкт праворуч; змінюються %n поля.</numerusform><numerusform>Записати цю латку %1 до %2 «%3»? Пробний запуск на сервері повернув об’єкт праворуч; змінюється %n полів.</numerusform></translation>
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
        <translation>Зазнати невдачі замість перезапису, якщо об’єкт змінився після завантаження.</translation>
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
        <translation>Відредагуйте копію живого об’єкта, потім виведіть латку вибраного типу.</translation>
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
        <translation>Живий об’єкт</translation>
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
        <translation>Розв’язання</translation>
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
        <location filename="../views/resourcelistview.cpp" line="+73" />
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch…</source>
        <translation>Латка…</translation>
    </message>
    <message>
        <location line="+22" />
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
        <location filename="../views/resourcetreeview.cpp" line="+59" />
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
        <location line="+22" />
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
        <translation>Вам не дозволено %1 у просторі імен «%2»: жодна прив’язана до вас роль чи кластерна роль цього не надає (SelfSubjectRulesReview).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You may not %1: no cluster role bound to you grants it (SelfSubjectRulesReview).</source>
        <translation>Вам не дозволено %1: жодна прив’язана до вас кластерна роль цього не надає (SelfSubjectRulesReview).</translation>
    </message>
</context>
<context>
    <name>views::ResourceTreeView</name>
    <message>
        <location line="+59" />
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
        <translation><numerusform>%1 · %n правило</numerusform><numerusform>%1 · %n правила</numerusform><numerusform>%1 · %n правил</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Required.</source>
        <translation>Обов’язкове.</translation>
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
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n поле</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n поля</numerusform><numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n полів</numerusform></translation>
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
        <translation>Обов’язкове</translation>
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
        <translation>Обов’язкові поля</translation>
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
        <translation>Необов’язковий oldSelf</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open in the CEL playground</source>
        <translation>Відкрити на майданчику CEL</translation>
    </message>
</context>
</TS>
