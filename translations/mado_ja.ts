<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>app::Cli</name>
    <message>
        <location filename="../app/cli.cpp" line="+12" />
        <source>Usage: mado [OPTIONS] [SUBCOMMAND [ARGS]]

Without a subcommand Mado opens its window.

Subcommands:
</source>
        <translation>使い方: mado [オプション] [サブコマンド [引数]]

サブコマンドを指定しないと Mado はウィンドウを開きます。

サブコマンド:
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
共通オプション（サブコマンドの前後どちらにも置けます）:
  --kubeconfig FILE    使用する kubeconfig ファイル
  --context NAME       使用する kubeconfig コンテキスト
  -n, --namespace NS   使用する名前空間
  --lang en|uk|ja      メッセージとウィンドウの言語
  --sandbox            （ウィンドウ）ローカルのサンドボックスに接続する
  --version            Mado のバージョンを表示する
  -h, --help           このヘルプを表示する
</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Global options (--kubeconfig, --context, -n, --lang) may stand anywhere; see 'mado --help'.
Everything after -- is an argument, even when it starts with -.
</source>
        <translation>グローバルオプション (--kubeconfig、--context、-n、--lang) はどこに置いても構いません。'mado --help' を参照してください。
-- の後はすべて引数として扱われます (- で始まるものも含む)。
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
        <translation>使い方は '%1 --help' を参照してください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the option %1 needs a valid value</source>
        <translation>オプション %1 には有効な値が必要です</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no subcommand given</source>
        <translation>サブコマンドが指定されていません</translation>
    </message>
    <message>
        <location line="+21" />
        <source>unknown subcommand "%1"</source>
        <translation>不明なサブコマンド「%1」</translation>
    </message>
    <message>
        <location filename="../app/cmd_sandbox.cpp" line="+24" />
        <source>sandbox needs one of: up, down, status</source>
        <translation>sandbox には up、down、status のいずれかが必要です</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.</source>
        <translation>サンドボックスのプログラム mado-sandbox が Mado と同じ場所、/usr/lib/mado、PATH のいずれにも見つかりません。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>cannot run mado-sandbox: %1</source>
        <translation>mado-sandbox を実行できません：%1</translation>
    </message>
    <message>
        <location filename="../app/cmd_version.cpp" line="+21" />
        <source>Client Version: mado %1</source>
        <translation>クライアントのバージョン: mado %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Server Version: %1</source>
        <translation>サーバーのバージョン: %1</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="+18" />
        <source>api-resources [-o wide|json|name]      the resources the server serves (kubectl's columns)</source>
        <translation>api-resources [-o wide|json|name]      サーバーが提供するリソース（kubectl と同じ列）</translation>
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
        <translation>使い方: mado api-resources [オプション]

サーバーが提供するリソースを kubectl と同じ列で表示します。

オプション:
  -o, --output wide|json|name   出力形式 (既定: 表)
      --api-group GROUP         この API グループのリソースのみ
      --namespaced true|false   名前空間スコープのリソースのみ、またはクラスタースコープのリソースのみ
      --no-headers              表をヘッダーなしで出力
</translation>
    </message>
    <message>
        <location line="+12" />
        <source>get RESOURCE [NAME] [-n NS | -A] [-l SEL] [-o table|wide|json|yaml|jsonl|name]
      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N]
                                       read objects, as kubectl get does</source>
        <translation>get リソース [名前] [-n NS | -A] [-l セレクター] [-o table|wide|json|yaml|jsonl|name]
      [--field-selector セレクター] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N]
                                       kubectl get と同様にオブジェクトを読む</translation>
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
        <translation>使い方: mado get RESOURCE [NAME] [オプション]
        mado get RESOURCE/NAME [オプション]

kubectl get と同じようにオブジェクトを読み取ります。RESOURCE には複数形、単数形、
短縮名、kind、または resource.group を指定します。

オプション:
  -A, --all-namespaces          すべての名前空間のオブジェクトを一覧表示
  -l, --selector SEL            ラベルが一致するオブジェクトのみ (app=web,tier!=db)
      --field-selector SEL      フィールドが一致するオブジェクトのみ (metadata.name=web)
  -o, --output FORMAT           table (既定)、wide、json、yaml、jsonl、name
      --metadata-only           オブジェクトのメタデータのみを取得
      --wire FORMAT             サーバーが送る形式: json、protobuf、cbor、yaml
      --chunk-size N            1 回のリスト要求あたりのオブジェクト数 (既定 500、0: ページングなし)
      --show-managed-fields     json と yaml に metadata.managedFields を残す
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
                                       サーバーのドライランで確認してからオブジェクトを変更する</translation>
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
        <translation>使い方: mado patch RESOURCE NAME --type TYPE -p FILE [オプション]
        mado patch RESOURCE/NAME --type TYPE -p - [オプション]

1 つのオブジェクトにパッチを送ります。パッチはまず必ずドライラン（dryRun=All）として
サーバーに送られ、それが成功し、かつ --dry-run がないときだけ実際に書き込まれます。
サーバーの警告は標準エラーに出力されます。

オプション:
      --type TYPE                json (RFC 6902)、merge (RFC 7386)、strategic
                                 （戦略的マージ。カスタムリソースには使えません）または
                                 apply（サーバーサイド適用）
  -p, --patch FILE               パッチ（JSON、apply では YAML）。- で標準入力から読む
      --field-manager M          フィールドマネージャー（既定: mado）
      --force                    apply のみ: 他のマネージャーが所有するフィールドを引き継ぐ
      --dry-run                  ドライランのみ: 何も書き込まない
      --field-validation MODE    未知・重複フィールドを Strict（既定）、Warn、Ignore で扱う
      --pin-resource-version     読み込みから書き込みまでにオブジェクトが変わったら失敗する
  -o, --output FORMAT            diff（サーバーが加えたものを含む変更）、json または yaml
      --show-managed-fields      managedFields、resourceVersion、generation を残す
      --reveal-secrets           Secret の値をマスクせずに表示する
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
        <translation>使い方: mado cel eval EXPR [オプション]

CEL 式を API サーバーと同じようにコンパイル・評価し、その値、型、
実行時コスト、推定コストを表示します。

オプション:
      --env ENV           crd、vap、mutating、match (既定: --schema があれば crd、
                          なければ vap)
      --k8s-version V     ライブラリを使う Kubernetes のバージョン (1.27 から 1.37)
      --schema FILE       self の OpenAPI スキーマ (YAML または JSON)、--env crd 用
      --var NAME=FILE     変数を YAML または JSON のドキュメントに束縛 (繰り返し可)
  -o, --output FORMAT     json (既定) または text

- で始まる式は -- の後に置きます:  mado cel eval -- '-7 / 2'
</translation>
    </message>
    <message>
        <location line="+18" />
        <source>auth can-i VERB RESOURCE [NAME] [-n NS | -A] [--subresource S] | auth can-i --list
                                       may I? (yes, exit 0; no, exit 1)</source>
        <translation>auth can-i VERB RESOURCE [NAME] [-n NS | -A] [--subresource S] | auth can-i --list
                                       許可されているか（yes: 終了コード 0、no: 1）</translation>
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
        <translation>使い方: mado auth can-i VERB RESOURCE [NAME] [オプション]
        mado auth can-i VERB TYPE/NAME [オプション]
        mado auth can-i VERB /NON-RESOURCE-URL
        mado auth can-i --list [-n NS]

現在のユーザーが操作を許可されているかを kubectl auth can-i と同じようにサーバーに
問い合わせ、yes（終了コード 0）または no（終了コード 1）を表示します。--list を付けると
名前空間でユーザーが持つすべてのルールを表示します。

オプション:
  -A, --all-namespaces      すべての名前空間について問い合わせる
      --subresource S       サブリソース（status、scale、log など）について問い合わせる
      --list                名前空間でユーザーに許可されている操作を一覧表示する
      --no-headers          --list の表を見出しなしで表示する
  -q, --quiet               何も表示せず、終了コードだけで答える
</translation>
    </message>
    <message>
        <location line="+18" />
        <source>explain RESOURCE[.field.path] [--recursive] [--api-version G/V]
                                       the documentation of a resource's fields</source>
        <translation>explain RESOURCE[.field.path] [--recursive] [--api-version G/V]
                                       リソースのフィールドの説明</translation>
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
        <translation>使い方: mado explain RESOURCE[.field.path] [オプション]

kubectl explain と同じように、サーバーの OpenAPI v3 スキーマからリソースまたはその
フィールドを説明します: 型、説明、フィールド。

オプション:
      --recursive           フィールドのフィールドを説明なしで一覧表示する
      --api-version G/V     優先バージョンの代わりにこのグループバージョンを説明する
  -o, --output plaintext    出力形式（これのみ）

スキーマはサーバーのハッシュをキーにディスクへキャッシュされ、変更のないスキーマを
二度取得することはありません。
</translation>
    </message>
    <message>
        <location line="+16" />
        <source>sandbox up|down|status [--dir DIR]   run the local sandbox cluster</source>
        <translation>sandbox up|down|status [--dir DIR]   ローカルのサンドボックスクラスターを操作する</translation>
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
        <translation>使い方: mado sandbox up|down|status [--dir DIR]

ローカルのサンドボックスクラスターを動かします: ループバック上の本物の etcd、
kube-apiserver、kube-controller-manager です。

  up       起動し、サーバーと kubeconfig を 1 行の JSON で出力
  down     停止
  status   動作中かどうかを表示

オプション:
      --dir DIR   サンドボックスのフォルダー (既定: ~/.local/share/mado/sandbox)
</translation>
    </message>
    <message>
        <location line="+14" />
        <source>version                              print the client and server versions</source>
        <translation>version                              クライアントとサーバーのバージョンを表示する</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Usage: mado version

Prints Mado's version and the version of the server of the current context.
</source>
        <translation>使い方: mado version

Mado のバージョンと、現在のコンテキストのサーバーのバージョンを表示します。
</translation>
    </message>
    <message>
        <location filename="../app/cmd_apiresources.cpp" line="+36" />
        <location filename="../app/cmd_cel.cpp" line="+47" />
        <location filename="../app/cmd_version.cpp" line="-19" />
        <source>unexpected argument "%1"</source>
        <translation>予期しない引数「%1」</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--namespaced takes true or false</source>
        <translation>--namespaced には true または false を指定します</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--output must be one of: wide, json, name</source>
        <translation>--output は wide、json、name のいずれかです</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="-80" />
        <source>cel eval EXPR [--env crd|vap|mutating|match] [--k8s-version V] [--schema FILE]
      [--var NAME=FILE]... [-o json|text]
                                       evaluate a CEL expression, with its costs</source>
        <translation>cel eval 式 [--env crd|vap|mutating|match] [--k8s-version V] [--schema ファイル]
      [--var 名前=ファイル]... [-o json|text]
                                       CEL 式をコスト付きで評価する</translation>
    </message>
    <message>
        <location filename="../app/cmd_cel.cpp" line="-8" />
        <source>cel needs a subcommand: eval</source>
        <translation>cel にはサブコマンドが必要です: eval</translation>
    </message>
    <message>
        <location line="+21" />
        <source>--var needs NAME=FILE</source>
        <translation>--var には 名前=ファイル が必要です</translation>
    </message>
    <message>
        <location line="-17" />
        <source>cel eval needs an expression</source>
        <translation>cel eval には式が必要です</translation>
    </message>
    <message>
        <location line="+24" />
        <source>unknown environment "%1" (crd, vap, mutating, match)</source>
        <translation>不明な環境「%1」(crd, vap, mutating, match)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown output format "%1" (json, text)</source>
        <translation>不明な出力形式「%1」(json, text)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unsupported Kubernetes version "%1" (1.27 to 1.37)</source>
        <translation>サポートされていない Kubernetes バージョン「%1」(1.27 から 1.37)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot parse %1: %2</source>
        <translation>%1 を解析できません: %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>--env crd needs --schema FILE</source>
        <translation>--env crd には --schema ファイル が必要です</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the schema is not visible to CEL (no type)</source>
        <translation>スキーマは CEL から参照できません(型がありません)</translation>
    </message>
    <message>
        <location line="+54" />
        <source>warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation rule, so the API server would reject this rule; maxItems, maxProperties and maxLength in the schema bound it</source>
        <translation>警告: 推定コスト %1 が CRD 検証ルール 1 件あたりの上限 %2 を超えているため、API サーバーはこのルールを拒否します。スキーマの maxItems、maxProperties、maxLength で上限を設けられます</translation>
    </message>
    <message>
        <location line="+27" />
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>type: %1</source>
        <translation>型: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>runtime cost: %1</source>
        <translation>実行時コスト: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>estimated cost: %1 to %2</source>
        <translation>推定コスト: %1 から %2</translation>
    </message>
    <message>
        <location filename="../app/cmd_get.cpp" line="+71" />
        <source>--wire must be one of: json, protobuf, cbor, yaml</source>
        <translation>--wire は json、protobuf、cbor、yaml のいずれかです</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--chunk-size takes a number of 0 or more</source>
        <translation>--chunk-size には 0 以上の数を指定します</translation>
    </message>
    <message>
        <location line="+7" />
        <source>get needs a resource type and at most one name</source>
        <translation>get にはリソースの種類と最大 1 つの名前が必要です</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--output must be one of: table, wide, json, yaml, jsonl, name</source>
        <translation>--output は table、wide、json、yaml、jsonl、name のいずれかです</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The resource %1 cannot be read with get.</source>
        <translation>リソース %1 は get で読み取れません。</translation>
    </message>
    <message>
        <location line="+51" />
        <location line="+37" />
        <location filename="../app/cmd_patch.cpp" line="+155" />
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Warning: Mado has no protobuf schema for %1: only apiVersion, kind and metadata were decoded.</source>
        <translation>警告: Mado には %1 の protobuf スキーマがありません。apiVersion、kind、metadata のみをデコードしました。</translation>
    </message>
    <message>
        <location line="+92" />
        <source>No resources found</source>
        <translation>リソースが見つかりません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No resources found in %1 namespace.</source>
        <translation>%1 名前空間にリソースが見つかりません。</translation>
    </message>
    <message>
        <location filename="../app/argparser.cpp" line="+69" />
        <source>unknown option "%1"</source>
        <translation>不明なオプション「%1」</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the option %1 takes no value</source>
        <translation>オプション %1 は値を取りません</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the option %1 needs a value</source>
        <translation>オプション %1 には値が必要です</translation>
    </message>
    <message>
        <location filename="../app/cmd_auth.cpp" line="+20" />
        <source>auth knows one subcommand: can-i</source>
        <translation>auth のサブコマンドは can-i だけです</translation>
    </message>
    <message>
        <location line="+18" />
        <source>can-i --list takes no verb or resource</source>
        <translation>can-i --list には動詞もリソースも指定しません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>can-i needs a verb and a resource, and at most one name</source>
        <translation>can-i には動詞とリソース、それに名前を最大 1 つ指定します</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a non-resource URL takes no name</source>
        <translation>リソース以外の URL には名前を指定しません</translation>
    </message>
    <message>
        <location line="+7" />
        <source>give the name either as TYPE/NAME or as a second argument</source>
        <translation>名前は TYPE/NAME か 2 番目の引数のどちらかで指定してください</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Warning: the server doesn't have a resource type '%1'</source>
        <translation>警告: サーバーにリソースタイプ「%1」はありません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warning: the server doesn't have a resource type '%1' in group '%2'</source>
        <translation>警告: サーバーのグループ「%2」にリソースタイプ「%1」はありません</translation>
    </message>
    <message>
        <location line="+48" />
        <source>warning: the list may be incomplete: %1</source>
        <translation>警告: 一覧は不完全かもしれません: %1</translation>
    </message>
    <message>
        <location filename="../app/cmd_explain.cpp" line="+22" />
        <source>explain needs one resource, optionally with a field path (pods.spec)</source>
        <translation>explain にはリソースを 1 つ、必要ならフィールドパス付きで指定します（pods.spec）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--output must be plaintext</source>
        <translation>--output は plaintext でなければなりません</translation>
    </message>
    <message>
        <location line="+7" />
        <source>"%1" is not a resource with a field path</source>
        <translation>「%1」はフィールドパス付きのリソースではありません</translation>
    </message>
    <message>
        <location line="+47" />
        <source>The server does not serve %1 in %2.</source>
        <translation>サーバーは %2 で %1 を提供していません。</translation>
    </message>
    <message>
        <location filename="../app/cmd_patch.cpp" line="-107" />
        <source>patch needs a resource type and a name</source>
        <translation>patch にはリソースの種類と名前が必要です</translation>
    </message>
    <message>
        <location line="+3" />
        <source>patch needs --type json, merge, strategic or apply</source>
        <translation>patch には --type json、merge、strategic または apply が必要です</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--type must be one of: json, merge, strategic, apply</source>
        <translation>--type は json、merge、strategic、apply のいずれかです</translation>
    </message>
    <message>
        <location line="+3" />
        <source>patch needs -p FILE, or -p - to read the patch from standard input</source>
        <translation>patch には -p FILE、または標準入力から読む -p - が必要です</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Cannot read the patch from %1: %2</source>
        <translation>%1 からパッチを読み込めません: %2</translation>
    </message>
    <message>
        <location line="-25" />
        <source>--field-validation must be one of: Strict, Warn, Ignore</source>
        <translation>--field-validation は Strict、Warn、Ignore のいずれかです</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--force applies only to --type apply</source>
        <translation>--force は --type apply でのみ使えます</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--output must be one of: diff, json, yaml</source>
        <translation>--output は diff、json、yaml のいずれかです</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The resource %1 cannot be patched.</source>
        <translation>リソース %1 にはパッチを適用できません。</translation>
    </message>
    <message>
        <location line="+69" />
        <source>%1/%2 patched</source>
        <translation>%1/%2 にパッチを適用しました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1/%2 patched (no change)</source>
        <translation>%1/%2 にパッチを適用しました（変更なし）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(server dry run)</source>
        <translation>（サーバーのドライラン）</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+320" />
        <source>Local sandbox</source>
        <translation>ローカルサンドボックス</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>ローカルサンドボックスは %1 で動作しています。</translation>
    </message>
    <message>
        <location line="-87" />
        <source>Mado — Kubernetes API explorer</source>
        <translation>Mado — Kubernetes API エクスプローラー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mado — %1</source>
        <translation>Mado — %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Context:</source>
        <translation>コンテキスト:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Namespace:</source>
        <translation>名前空間:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Contexts</source>
        <translation>コンテキスト一覧</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch</source>
        <translation>ウォッチ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CEL playground</source>
        <translation>CEL プレイグラウンド</translation>
    </message>
    <message>
        <location line="-117" />
        <source>Discovery failed: %1</source>
        <translation>API の検出に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+118" />
        <source>Schema</source>
        <translation>スキーマ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch events will be shown here.</source>
        <translation>ここにウォッチのイベントが表示されます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The CEL playground will be shown here.</source>
        <translation>ここに CEL プレイグラウンドが表示されます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connect to the local &amp;sandbox</source>
        <translation>ローカルサンドボックスに接続(&amp;S)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Reload kubeconfig</source>
        <translation>kubeconfig を再読み込み(&amp;R)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;About Mado</source>
        <translation>Mado について(&amp;A)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h2&gt;Connected&lt;/h2&gt;&lt;p&gt;Context: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Server: %2&lt;br&gt;Kubernetes version: %3&lt;br&gt;Namespace: %4&lt;/p&gt;</source>
        <translation>&lt;h2&gt;接続済み&lt;/h2&gt;&lt;p&gt;コンテキスト: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;サーバー: %2&lt;br&gt;Kubernetes のバージョン: %3&lt;br&gt;名前空間: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h2&gt;Connecting…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;接続しています…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;h2&gt;Connection failed&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;接続に失敗しました&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;h2&gt;Not connected&lt;/h2&gt;&lt;p&gt;Choose a context, or start the local sandbox from the File menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;未接続&lt;/h2&gt;&lt;p&gt;コンテキストを選ぶか、「ファイル」メニューからローカルサンドボックスを起動してください。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21" />
        <source>A sandbox action is already running.</source>
        <translation>サンドボックスの操作は既に実行中です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Starting the local sandbox cluster…</source>
        <translation>ローカルのサンドボックスクラスターを起動しています…</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The kubeconfig sets no current context; choose one.</source>
        <translation>kubeconfig に現在のコンテキストが設定されていません。選んでください。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The context "%1" is not in the kubeconfig.</source>
        <translation>コンテキスト「%1」は kubeconfig にありません。</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Listing namespaces is forbidden for this user; type a namespace.</source>
        <translation>このユーザーは名前空間の一覧を取得できません。名前空間を入力してください。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 cannot be listed.</source>
        <translation>%1 は一覧を取得できません。</translation>
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
        <translation>%1/%2 のパッチ</translation>
    </message>
    <message>
        <location line="+9" />
        <source>About Mado</source>
        <translation>Mado について</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Mado %1&lt;/h3&gt;&lt;p&gt;A desktop explorer for the Kubernetes API.&lt;/p&gt;&lt;p&gt;Qt %2 · syntax highlighting: %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mado %1&lt;/h3&gt;&lt;p&gt;Kubernetes API のデスクトップエクスプローラー。&lt;/p&gt;&lt;p&gt;Qt %2 · 構文ハイライト: %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>codecs</name>
    <message>
        <location filename="../codecs/json.cpp" line="+204" />
        <location filename="../codecs/listrows_json.cpp" line="+138" />
        <source>The JSON body is %1 bytes, more than the limit of %2.</source>
        <translation>JSON 本文は %1 バイトで、上限 %2 を超えています。</translation>
    </message>
    <message>
        <location line="+7" />
        <location filename="../codecs/listrows_json.cpp" line="+8" />
        <source>Out of memory while parsing JSON.</source>
        <translation>JSON の解析中にメモリが不足しました。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The JSON document is nested deeper than %1 levels.</source>
        <translation>JSON ドキュメントの入れ子が %1 階層を超えています。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The JSON body is empty.</source>
        <translation>JSON 本文が空です。</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../codecs/listrows_json.cpp" line="-115" />
        <source>Invalid JSON at byte %1: %2</source>
        <translation>バイト %1 の位置で JSON が不正です：%2</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../codecs/listrows_json.cpp" line="+4" />
        <source>Invalid JSON: %1</source>
        <translation>不正な JSON: %1</translation>
    </message>
    <message>
        <location filename="../codecs/cbor.cpp" line="+99" />
        <source>Malformed CBOR at byte %1: %2</source>
        <translation>バイト %1 で CBOR が壊れています: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>too many values</source>
        <translation>値が多すぎます</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a break outside an indefinite-length item</source>
        <translation>不定長アイテムの外にある break</translation>
    </message>
    <message>
        <location line="+15" />
        <source>an indefinite length on a type that has none</source>
        <translation>不定長を持たない型に不定長が指定されています</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a reserved additional-information value</source>
        <translation>予約済みの追加情報値</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a chunk of an indefinite-length string has the wrong type</source>
        <translation>不定長文字列のチャンクの型が誤っています</translation>
    </message>
    <message>
        <location line="+15" />
        <source>a string longer than the size limit</source>
        <translation>サイズ上限を超える文字列</translation>
    </message>
    <message>
        <location line="+14" />
        <source>a container longer than the size limit</source>
        <translation>サイズ上限を超えるコンテナー</translation>
    </message>
    <message>
        <location line="+13" />
        <location filename="../codecs/yaml.cpp" line="+185" />
        <source>nested deeper than %1 levels</source>
        <translation>入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <location line="+18" />
        <source>The CBOR body is %1 bytes, more than the limit of %2.</source>
        <translation>CBOR 本文は %1 バイトで、上限 %2 を超えています。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The CBOR body is empty.</source>
        <translation>CBOR 本文が空です。</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The CBOR body is truncated: %n byte(s) end in the middle of a value.</source>
        <translation>
            <numerusform>CBOR 本文が途中で切れています: %n バイトが値の途中で終わっています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>The CBOR body has %1 unexpected bytes after its value.</source>
        <translation>CBOR 本文の値の後に予期しない %1 バイトがあります。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Invalid CBOR at byte %1: %2</source>
        <translation>バイト %1 で不正な CBOR: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The CBOR document is nested deeper than %1 levels.</source>
        <translation>CBOR ドキュメントの入れ子が %1 階層を超えています。</translation>
    </message>
    <message>
        <location filename="../codecs/decode.cpp" line="+52" />
        <source>The server answered with %1, which is not a Kubernetes API format (a proxy or load balancer in between?): %2</source>
        <translation>サーバーは Kubernetes API の形式ではない %1 で応答しました（間にプロキシやロードバランサーがありますか？）: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The body is Kubernetes protobuf but the server labelled it %1.</source>
        <translation>本文は Kubernetes protobuf ですが、サーバーは %1 とラベル付けしました。</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The server labelled the body protobuf, but it is JSON: %1</source>
        <translation>サーバーは本文を protobuf とラベル付けしましたが、中身は JSON です: %1</translation>
    </message>
    <message>
        <location filename="../codecs/gzip.cpp" line="+15" />
        <source>The compressed body is %1 bytes, more than the limit of %2.</source>
        <translation>圧縮された本文は %1 バイトで、上限 %2 を超えています。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Cannot start the gzip decoder.</source>
        <translation>gzip デコーダーを開始できません。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The gzip body inflates to more than %1 bytes.</source>
        <translation>gzip 本文は展開すると %1 バイトを超えます。</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+6" />
        <source>The gzip body is truncated.</source>
        <translation>gzip 本文が途中で切れています。</translation>
    </message>
    <message>
        <location line="-4" />
        <source>The gzip body is corrupt: %1</source>
        <translation>gzip 本文が壊れています: %1</translation>
    </message>
    <message>
        <location filename="../codecs/listrows_json.cpp" line="-10" />
        <source>The JSON list is nested too deeply.</source>
        <translation>JSON リストの入れ子が深すぎます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The JSON body is not a Kubernetes list.</source>
        <translation>JSON 本文は Kubernetes のリストではありません。</translation>
    </message>
    <message>
        <location line="+262" />
        <source>The server did not answer in the Table format.</source>
        <translation>サーバーが Table 形式で応答しませんでした。</translation>
    </message>
    <message>
        <location filename="../codecs/mediatype.cpp" line="+92" />
        <source>The server cannot answer in the requested format (%1). Custom resources and aggregated APIs do not serve protobuf; ask for JSON instead.</source>
        <translation>サーバーは要求された形式（%1）で応答できません。カスタムリソースと集約 API は protobuf を提供しません。代わりに JSON を要求してください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server said: %1</source>
        <translation>サーバーの応答: %1</translation>
    </message>
    <message>
        <location filename="../codecs/protobuf.cpp" line="+267" />
        <source>The protobuf body is %1 bytes, more than the limit of %2.</source>
        <translation>protobuf 本文は %1 バイトで、上限 %2 を超えています。</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The protobuf body is truncated: %n byte(s), fewer than the 4-byte magic.</source>
        <translation>
            <numerusform>protobuf 本文が途中で切れています: %n バイトしかなく、4 バイトのマジックに足りません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>This is not Kubernetes protobuf: the body starts with %1 instead of the magic 6b 38 73 00 ("k8s\0").</source>
        <translation>Kubernetes protobuf ではありません: 本文がマジック 6b 38 73 00（"k8s\0"）ではなく %1 で始まっています。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The protobuf envelope is malformed: its typeMeta cannot be read.</source>
        <translation>protobuf エンベロープが不正です: typeMeta を読み取れません。</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The protobuf envelope is malformed or truncated near byte %1 of %2.</source>
        <translation>protobuf エンベロープが %2 バイト中 %1 バイト付近で不正か途中で切れています。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The protobuf envelope is truncated: it carries no object.</source>
        <translation>protobuf エンベロープが途中で切れています: オブジェクトが含まれていません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The protobuf envelope uses the content encoding "%1", which Mado does not decode.</source>
        <translation>protobuf エンベロープは Mado がデコードしないコンテンツエンコーディング「%1」を使っています。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The protobuf envelope carries "%1" instead of protobuf.</source>
        <translation>protobuf エンベロープの中身が protobuf ではなく「%1」です。</translation>
    </message>
    <message>
        <location line="+46" />
        <location line="+47" />
        <source>The protobuf %1 is malformed or truncated.</source>
        <translation>protobuf %1 が不正か途中で切れています。</translation>
    </message>
    <message>
        <location line="-40" />
        <source>The protobuf %1 is nested too deeply or carries invalid managed fields.</source>
        <translation>protobuf %1 の入れ子が深すぎるか、managedFields が不正です。</translation>
    </message>
    <message>
        <location line="+50" />
        <source>The metadata of the protobuf %1 is malformed.</source>
        <translation>protobuf %1 のメタデータが不正です。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The metadata of the protobuf %1 is nested too deeply or invalid.</source>
        <translation>protobuf %1 のメタデータの入れ子が深すぎるか、不正です。</translation>
    </message>
    <message>
        <location line="+119" />
        <source>The protobuf message is malformed, truncated or nested too deeply.</source>
        <translation>protobuf メッセージが不正か、途中で切れているか、入れ子が深すぎます。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>A protobuf watch event is malformed or truncated.</source>
        <translation>protobuf の watch イベントが不正か途中で切れています。</translation>
    </message>
    <message>
        <location line="+119" />
        <source>The metadata of the protobuf list is malformed.</source>
        <translation>protobuf リストのメタデータが不正です。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Item %1 of the protobuf list has malformed metadata.</source>
        <translation>protobuf リストの項目 %1 のメタデータが不正です。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Item %1 of the protobuf list is malformed.</source>
        <translation>protobuf リストの項目 %1 が不正です。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The protobuf list is malformed or truncated.</source>
        <translation>protobuf リストが不正か途中で切れています。</translation>
    </message>
    <message>
        <location filename="../codecs/watchframing.cpp" line="+27" />
        <source>A protobuf watch frame claims %1 bytes, more than the limit of %2.</source>
        <translation>protobuf の watch フレームが %1 バイトを宣言しており、上限 %2 を超えています。</translation>
    </message>
    <message>
        <location line="+35" />
        <source>A watch event has no type.</source>
        <translation>watch イベントに type がありません。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The API server does not stream watches as YAML.</source>
        <translation>API サーバーは watch を YAML でストリーミングしません。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The JSON watch stream has '%1' where an event should start.</source>
        <translation>JSON の watch ストリームで、イベントの開始位置に「%1」があります。</translation>
    </message>
    <message>
        <location line="+22" />
        <source>A watch event is nested deeper than %1 levels.</source>
        <translation>watch イベントの入れ子が %1 階層を超えています。</translation>
    </message>
    <message>
        <location line="+45" />
        <source>A watch event is larger than the limit of %1 bytes.</source>
        <translation>watch イベントが上限の %1 バイトを超えています。</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>The watch stream ended in the middle of an event (%n byte(s) left over).</source>
        <translation>
            <numerusform>watch ストリームがイベントの途中で終了しました（%n バイトが残っています）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../codecs/yaml.cpp" line="-48" />
        <source>an alias to an unknown anchor</source>
        <translation>不明なアンカーへのエイリアス</translation>
    </message>
    <message>
        <location line="+41" />
        <source>the document expands to too many values (alias bomb?)</source>
        <translation>ドキュメントが展開されると値が多すぎます（エイリアス爆弾？）</translation>
    </message>
    <message>
        <location line="+70" />
        <location line="+43" />
        <source>YAML error: %1</source>
        <translation>YAML エラー: %1</translation>
    </message>
    <message>
        <location line="-42" />
        <source>YAML error at line %1, column %2: %3</source>
        <translation>YAML エラー（%1 行目、%2 列目）: %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The YAML body is %1 bytes, more than the limit of %2.</source>
        <translation>YAML 本文は %1 バイトで、上限 %2 を超えています。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>YAML error: the input cannot be read past byte %1 (a stray ',' or flow indicator?)</source>
        <translation>YAML エラー: バイト %1 より先を読み取れません（余分な「,」またはフローインジケーター？）</translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>Expected one YAML document, found %n.</source>
        <translation>
            <numerusform>YAML ドキュメントは 1 つのはずですが、%n 個ありました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::AccessReview</name>
    <message>
        <location filename="../kube/access/accessreview.cpp" line="+104" />
        <source>The access review came back without a status.</source>
        <translation>アクセスレビューがステータスなしで返されました。</translation>
    </message>
</context>
<context>
    <name>kube::ApiError</name>
    <message>
        <location filename="../kube/apierror.cpp" line="+14" />
        <source>The server rejected the request as malformed (400 Bad Request).</source>
        <translation>サーバーは不正な形式としてリクエストを拒否しました（400 Bad Request）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server did not accept the credentials (401 Unauthorized).</source>
        <translation>サーバーは認証情報を受け付けませんでした（401 Unauthorized）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied (403 Forbidden).</source>
        <translation>アクセスが拒否されました（403 Forbidden）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Not found (404).</source>
        <translation>見つかりません（404）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server does not allow this operation (405 Method Not Allowed).</source>
        <translation>サーバーはこの操作を許可していません（405 Method Not Allowed）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server cannot answer in the requested format (406 Not Acceptable).</source>
        <translation>サーバーは要求された形式で応答できません（406 Not Acceptable）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conflict (409): the object was changed or already exists.</source>
        <translation>競合（409）：オブジェクトが変更されたか、既に存在します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Gone (410): the requested resource version is too old.</source>
        <translation>消失（410）：要求されたリソースバージョンが古すぎます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server does not accept this content type (415).</source>
        <translation>サーバーはこのコンテンツタイプを受け付けません（415）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The object is invalid (422 Unprocessable Entity).</source>
        <translation>オブジェクトが無効です（422 Unprocessable Entity）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Too many requests (429): the server asks to slow down.</source>
        <translation>リクエストが多すぎます（429）：サーバーが速度を落とすよう求めています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Internal server error (500).</source>
        <translation>サーバー内部エラー（500）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The service is unavailable (503).</source>
        <translation>サービスを利用できません（503）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server timed out (504).</source>
        <translation>サーバーがタイムアウトしました（504）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server answered with HTTP status %1.</source>
        <translation>サーバーは HTTP ステータス %1 で応答しました。</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Configuration error: %1</source>
        <translation>設定エラー：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot reach the server: %1</source>
        <translation>サーバーに接続できません：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TLS error: %1</source>
        <translation>TLS エラー：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot decode the server's answer: %1</source>
        <translation>サーバーの応答をデコードできません：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The request was canceled.</source>
        <translation>リクエストはキャンセルされました。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The server says: %1</source>
        <translation>サーバーからのメッセージ：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>  %1: %2</source>
        <translation>  %1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Retry after %n second(s).</source>
        <translation>
            <numerusform>%n 秒後に再試行してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::Catalog</name>
    <message>
        <location filename="../kube/discovery.cpp" line="+113" />
        <source>The server doesn't have a resource type "%1".</source>
        <translation>サーバーにはリソースタイプ「%1」がありません。</translation>
    </message>
    <message>
        <location line="+24" />
        <source>The server's discovery answer is not an APIGroupDiscoveryList.</source>
        <translation>サーバーのディスカバリー応答が APIGroupDiscoveryList ではありません。</translation>
    </message>
</context>
<context>
    <name>kube::Client</name>
    <message>
        <location filename="../kube/client.cpp" line="+31" />
        <location line="+154" />
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="-94" />
        <source>The server address "%1" of context "%2" is not an http(s) URL.</source>
        <translation>コンテキスト「%2」のサーバーアドレス「%1」は http(s) の URL ではありません。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The certificate authority for %1 holds no PEM certificate.</source>
        <translation>%1 の認証局に PEM 証明書が含まれていません。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The client certificate of context "%1" is not a PEM certificate.</source>
        <translation>コンテキスト「%1」のクライアント証明書は PEM 証明書ではありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The client key of context "%1" is not a PEM RSA or EC private key.</source>
        <translation>コンテキスト「%1」のクライアント鍵は PEM 形式の RSA または EC 秘密鍵ではありません。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The proxy-url "%1" has a scheme Mado does not support (http, socks5).</source>
        <translation>proxy-url「%1」のスキームは Mado が対応していないものです（対応：http、socks5）。</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The exec credential plugin returned a client certificate or key that is not PEM.</source>
        <translation>exec 認証プラグインが返したクライアント証明書または鍵は PEM 形式ではありません。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The token file %1 does not exist.</source>
        <translation>トークンファイル %1 が存在しません。</translation>
    </message>
</context>
<context>
    <name>kube::ExecCredentialPlugin</name>
    <message>
        <location filename="../kube/execcredential.cpp" line="+75" />
        <source>The exec credential plugin %1 has an unsupported apiVersion "%2" (client.authentication.k8s.io/v1 or v1beta1).</source>
        <translation>exec 認証プラグイン %1 の apiVersion「%2」には対応していません（client.authentication.k8s.io/v1 または v1beta1）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The exec credential plugin %1 must set interactiveMode (Never, IfAvailable or Always).</source>
        <translation>exec 認証プラグイン %1 には interactiveMode（Never、IfAvailable、Always）の指定が必要です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The exec credential plugin %1 needs an interactive terminal (interactiveMode: Always), which Mado cannot give it.</source>
        <translation>exec 認証プラグイン %1 は対話型端末（interactiveMode: Always）を必要としますが、Mado はそれを提供できません。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The exec credential plugin %1 failed (exit code %2): %3</source>
        <translation>exec 認証プラグイン %1 が失敗しました（終了コード %2）：%3</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Cannot run the exec credential plugin %1: %2</source>
        <translation>exec 認証プラグイン %1 を実行できません：%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The exec credential plugin %1 did not print an ExecCredential: %2</source>
        <translation>exec 認証プラグイン %1 が ExecCredential を出力しませんでした：%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exec credential plugin %1 printed kind "%2" of apiVersion "%3"; expected ExecCredential of %4.</source>
        <translation>exec 認証プラグイン %1 は apiVersion「%3」の kind「%2」を出力しました。期待したのは %4 の ExecCredential です。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The exec credential plugin %1 gave an invalid expirationTimestamp "%2".</source>
        <translation>exec 認証プラグイン %1 が無効な expirationTimestamp「%2」を返しました。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exec credential plugin %1 returned neither a token nor a client certificate and key.</source>
        <translation>exec 認証プラグイン %1 はトークンもクライアント証明書と鍵も返しませんでした。</translation>
    </message>
</context>
<context>
    <name>kube::Kubeconfig</name>
    <message>
        <location filename="../kube/kubeconfig.cpp" line="+57" />
        <source>The kubeconfig file %1 does not exist.</source>
        <translation>kubeconfig ファイル %1 が存在しません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cannot read the kubeconfig file %1: %2</source>
        <translation>kubeconfig ファイル %1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The kubeconfig file %1 is not valid YAML (line %2, column %3): %4</source>
        <translation>kubeconfig ファイル %1 は正しい YAML ではありません（%2 行目、%3 列目）：%4</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The kubeconfig file %1 is not a mapping of clusters, users and contexts.</source>
        <translation>kubeconfig ファイル %1 はクラスター・ユーザー・コンテキストのマッピングではありません。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>In %1, "%2" must be a list.</source>
        <translation>%1 では「%2」はリストでなければなりません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>In %1, an entry of "%2" has no name (line %3).</source>
        <translation>%1 で「%2」の項目に名前がありません（%3 行目）。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>In %1, cluster "%2": certificate-authority-data is not valid base64.</source>
        <translation>%1 のクラスター「%2」：certificate-authority-data が正しい base64 ではありません。</translation>
    </message>
    <message>
        <location line="+28" />
        <source>In %1, user "%2": %3 is not valid base64.</source>
        <translation>%1 のユーザー「%2」：%3 が正しい base64 ではありません。</translation>
    </message>
    <message>
        <location line="+43" />
        <source>The kubeconfig file %1 has an unexpected shape (line %2): %3</source>
        <translation>kubeconfig ファイル %1 の構造が想定外です（%2 行目）：%3</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The kubeconfig sets no current context; choose one with --context.</source>
        <translation>kubeconfig に現在のコンテキストが設定されていません。--context で選んでください。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The context "%1" is not in the kubeconfig (%2).</source>
        <translation>コンテキスト「%1」は kubeconfig（%2）にありません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The context "%1" names the cluster "%2", which is not in %3.</source>
        <translation>コンテキスト「%1」が指すクラスター「%2」は %3 にありません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The cluster "%1" in %2 has no server address.</source>
        <translation>%2 のクラスター「%1」にサーバーアドレスがありません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The context "%1" names the user "%2", which is not in %3.</source>
        <translation>コンテキスト「%1」が指すユーザー「%2」は %3 にありません。</translation>
    </message>
</context>
<context>
    <name>kube::OpenApiDocument</name>
    <message>
        <location filename="../kube/schema/openapi.cpp" line="+264" />
        <source>The OpenAPI document is not valid JSON: %1</source>
        <translation>OpenAPI ドキュメントが正しい JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The document is not an OpenAPI v3 document.</source>
        <translation>このドキュメントは OpenAPI v3 ドキュメントではありません。</translation>
    </message>
</context>
<context>
    <name>kube::OpenApiIndex</name>
    <message>
        <location line="+70" />
        <source>The OpenAPI index is not valid JSON: %1</source>
        <translation>OpenAPI インデックスが正しい JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The OpenAPI index has no paths.</source>
        <translation>OpenAPI インデックスにパスがありません。</translation>
    </message>
</context>
<context>
    <name>kube::RulesReviewResult</name>
    <message>
        <location filename="../kube/access/accessreview.cpp" line="+33" />
        <source>The rules review is not valid JSON: %1</source>
        <translation>ルールレビューが正しい JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The rules review came back without a status.</source>
        <translation>ルールレビューがステータスなしで返されました。</translation>
    </message>
</context>
<context>
    <name>kube::Sandbox</name>
    <message>
        <location filename="../kube/sandbox.cpp" line="+54" />
        <source>The sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.</source>
        <translation>サンドボックスのプログラム mado-sandbox が Mado と同じ場所、/usr/lib/mado、PATH のいずれにも見つかりません。</translation>
    </message>
    <message>
        <location line="-7" />
        <source>The sandbox action was canceled.</source>
        <translation>サンドボックスの操作はキャンセルされました。</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The sandbox could not be started or stopped (exit code %1): %2</source>
        <translation>サンドボックスを起動または停止できませんでした（終了コード %1）：%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot run mado-sandbox: %1</source>
        <translation>mado-sandbox を実行できません：%1</translation>
    </message>
</context>
<context>
    <name>kube::SchemaFetch</name>
    <message>
        <location filename="../kube/schema/schemafetch.cpp" line="+131" />
        <source>The server publishes no OpenAPI v3 schema for %1.</source>
        <translation>サーバーは %1 の OpenAPI v3 スキーマを公開していません。</translation>
    </message>
</context>
<context>
    <name>kube::Watch</name>
    <message>
        <location filename="../kube/watch.cpp" line="+26" />
        <source>The watch on %1 sent an event that cannot be read: %2</source>
        <translation>%1 の監視から読み取れないイベントが届きました：%2</translation>
    </message>
</context>
<context>
    <name>kube::WriteError</name>
    <message>
        <location filename="../kube/write.cpp" line="+120" />
        <source>The server does not accept a strategic merge patch for this resource (415): custom resources only take JSON patches, merge patches and server-side apply. Send it as a merge patch or an apply configuration instead.</source>
        <translation>サーバーはこのリソースへの戦略的マージパッチを受け付けません（415）。カスタムリソースが受け付けるのは JSON パッチ、マージパッチ、サーバーサイド適用だけです。マージパッチか apply 構成として送ってください。</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Strict field validation rejected %n field(s) the schema does not know:</source>
        <translation><numerusform>厳格なフィールド検証が、スキーマにない %n 個のフィールドを拒否しました:</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>The apply conflicts with other field managers on %n field(s):</source>
        <translation><numerusform>apply は %n 個のフィールドで他のフィールドマネージャーと競合しています:</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>  %1 is owned by "%2"</source>
        <comment>field, manager</comment>
        <translation>  %1 の所有者は「%2」</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Force the apply to take these fields over, drop them from the configuration, or apply the values they have now to share them.</source>
        <translation>強制適用でこれらのフィールドを引き継ぐか、構成から外すか、現在の値を適用して共有してください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The object changed since it was read (its resourceVersion is no longer the pinned one). Reload it and compose the patch again.</source>
        <translation>読み込み後にオブジェクトが変更されました（resourceVersion が固定した値ではありません）。再読み込みしてパッチを作り直してください。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The write has no object path.</source>
        <translation>書き込みにオブジェクトのパスがありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A server-side apply needs a field manager.</source>
        <translation>サーバーサイド適用にはフィールドマネージャーが必要です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Force applies only to server-side apply.</source>
        <translation>強制はサーバーサイド適用でのみ使えます。</translation>
    </message>
</context>
<context>
    <name>models::AccessModel</name>
    <message>
        <location filename="../models/access/accessmodel.cpp" line="+137" />
        <source>The permissions are not known yet.</source>
        <translation>権限はまだわかりません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The permissions could not be read: %1</source>
        <translation>権限を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server's list of your permissions is incomplete: %1</source>
        <translation>サーバーが返したあなたの権限の一覧は不完全です: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No role bound to you allows «%1» on %2 in the namespace «%3».</source>
        <translation>名前空間「%3」の %2 に対する「%1」を許可するロールはあなたにバインドされていません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No cluster role bound to you allows «%1» on %2.</source>
        <translation>%2 に対する「%1」を許可するクラスターロールはあなたにバインドされていません。</translation>
    </message>
</context>
<context>
    <name>models::ContextModel</name>
    <message>
        <location filename="../models/contextmodel.cpp" line="+63" />
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cluster</source>
        <translation>クラスター</translation>
    </message>
    <message>
        <location line="+2" />
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespace</source>
        <translation>名前空間</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
</context>
<context>
    <name>models::Explain</name>
    <message>
        <location filename="../models/schema/explain.cpp" line="+136" />
        <source>The server publishes no schema for %1.</source>
        <translation>サーバーは %1 のスキーマを公開していません。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>field "%1" does not exist</source>
        <translation>フィールド「%1」は存在しません</translation>
    </message>
</context>
<context>
    <name>models::ObjectFetch</name>
    <message>
        <location filename="../models/objectfetch.cpp" line="+218" />
        <source>Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the same object.</source>
        <translation>提供されていません: カスタムリソースには protobuf 形式がありません。JSON、YAML、CBOR が同じオブジェクトを表示します。</translation>
    </message>
</context>
<context>
    <name>models::ResourceTreeModel</name>
    <message>
        <location filename="../models/resourcetreemodel.cpp" line="+274" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespaced</source>
        <translation>名前空間スコープ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Short names</source>
        <translation>短縮名</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Verbs</source>
        <translation>動詞</translation>
    </message>
</context>
<context>
    <name>models::SchemaService</name>
    <message>
        <location filename="../models/schema/schemaservice.cpp" line="+69" />
        <source>Not connected.</source>
        <translation>接続されていません。</translation>
    </message>
</context>
<context>
    <name>models::SchemaTreeModel</name>
    <message>
        <location filename="../models/schema/schematreemodel.cpp" line="+162" />
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type</source>
        <translation>型</translation>
    </message>
</context>
<context>
    <name>models::patch::PatchSession</name>
    <message>
        <location filename="../models/patch/patchsession.cpp" line="+131" />
        <source>Custom resources do not support strategic merge patches: the API server answers 415. Use a merge patch or server-side apply instead.</source>
        <translation>カスタムリソースは戦略的マージパッチに対応していません（API サーバーは 415 を返します）。マージパッチかサーバーサイド適用を使ってください。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Server-side apply needs a field manager.</source>
        <translation>サーバーサイド適用にはフィールドマネージャーが必要です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Force applies only to server-side apply.</source>
        <translation>強制はサーバーサイド適用でのみ使えます。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The live object is not loaded, so its resourceVersion cannot be pinned.</source>
        <translation>現在のオブジェクトが読み込まれていないため、resourceVersion を固定できません。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Preview this patch with a dry run before writing it.</source>
        <translation>書き込む前に、このパッチをドライランでプレビューしてください。</translation>
    </message>
</context>
<context>
    <name>models::patch::PatchText</name>
    <message>
        <location filename="../models/patch/patchtext.cpp" line="+62" />
        <source>The patch is empty.</source>
        <translation>パッチが空です。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Invalid JSON at line %1, column %2: %3</source>
        <translation>%1 行 %2 列目の JSON が不正です: %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>A JSON patch is a list of operations: [{"op": ..., "path": ...}].</source>
        <translation>JSON パッチは操作のリストです: [{"op": ..., "path": ...}]。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Operation %1 is not an object.</source>
        <translation>操作 %1 がオブジェクトではありません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Operation %1: "op" must be one of add, remove, replace, move, copy, test.</source>
        <translation>操作 %1: "op" は add、remove、replace、move、copy、test のいずれかです。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Operation %1 (%2): "path" must be a JSON pointer such as /metadata/labels.</source>
        <translation>操作 %1 (%2): "path" は /metadata/labels のような JSON ポインターでなければなりません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Operation %1 (%2) needs a "value".</source>
        <translation>操作 %1 (%2) には "value" が必要です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Operation %1 (%2) needs "from".</source>
        <translation>操作 %1 (%2) には "from" が必要です。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This patch type takes an object ({...}).</source>
        <translation>このパッチ形式はオブジェクト（{...}）を取ります。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>An apply configuration names apiVersion, kind and metadata.name.</source>
        <translation>apply 構成には apiVersion、kind、metadata.name が必要です。</translation>
    </message>
</context>
<context>
    <name>models::patch::PreviewText</name>
    <message>
        <location filename="../models/patch/preview.cpp" line="+405" />
        <source>your patch</source>
        <translation>あなたのパッチ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>server default</source>
        <translation>サーバーの既定値</translation>
    </message>
    <message>
        <location line="+2" />
        <source>admission</source>
        <translation>アドミッション</translation>
    </message>
    <message>
        <location line="+55" />
        <source>%1: removed (%2)</source>
        <translation>%1: 削除（%2）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2; owned by %3</source>
        <translation>%1: %2、所有者: %3</translation>
    </message>
</context>
<context>
    <name>views::ConnectionIndicator</name>
    <message>
        <location filename="../views/connectionindicator.cpp" line="+40" />
        <source>Not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connecting to %1 (context %2)…</source>
        <translation>%1 に接続しています（コンテキスト %2）…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connected to %1 (context %2, Kubernetes %3)</source>
        <translation>%1 に接続しました（コンテキスト %2、Kubernetes %3）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Reconnecting to %1 (context %2): %3</source>
        <translation>%1 に再接続しています（コンテキスト %2）：%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Connection failed: %1</source>
        <translation>接続に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>TLS verification is disabled for this cluster (insecure-skip-tls-verify).</source>
        <translation>このクラスターでは TLS 検証が無効です（insecure-skip-tls-verify）。</translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message>
        <location filename="../views/objectviewer/objectviewer.cpp" line="+120" />
        <source>Reveal secret values</source>
        <translation>シークレットの値を表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch…</source>
        <translation>パッチ…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Secret data is masked in every pane until you reveal it.</source>
        <translation>シークレットのデータは、表示するまですべてのペインで伏せられます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wire formats</source>
        <translation>ワイヤーフォーマット</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Served versions</source>
        <translation>提供バージョン</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location line="+84" />
        <source>%1 · fetching…</source>
        <translation>%1 · 取得中…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 · not served</source>
        <translation>%1 · 提供されていません</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+57" />
        <source>%1 · failed</source>
        <translation>%1 · 失敗</translation>
    </message>
    <message numerus="yes">
        <location line="-51" />
        <source>%1 · %Ln byte(s) · decoded in %2 ms</source>
        <translation>
            <numerusform>%1 · %Ln バイト · %2 ms でデコード</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>No schema in Mado for this kind: metadata decoded, other fields as a field dump.</source>
        <translation>この kind のスキーマは Mado にありません。メタデータはデコード済み、その他のフィールドはフィールドダンプで表示します。</translation>
    </message>
    <message>
        <location line="+31" />
        <source>This object is served in one version only.</source>
        <translation>このオブジェクトは 1 つのバージョンでのみ提供されています。</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The same stored object through %n served version(s). Highlighted lines differ from the other versions' view.</source>
        <translation>
            <numerusform>同じ保存済みオブジェクトを %n 個の提供バージョンで表示しています。強調表示された行は他のバージョンの表示と異なります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>%1 · %n line(s) differ</source>
        <translation>
            <numerusform>%1 · %n 行が異なります</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Differs at: %1</source>
        <translation>相違箇所: %1</translation>
    </message>
    <message>
        <location filename="../views/objectviewer/formattext.cpp" line="+51" />
        <source>(none)</source>
        <translation>（なし）</translation>
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
        <translation>マジック: 6b 38 73 00 ("k8s\0")
typeMeta.apiVersion: %1
typeMeta.kind: %2
raw: %4 バイト中 %3 バイト
contentEncoding: %5
contentType: %6
</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Envelope (runtime.Unknown)</source>
        <translation>エンベロープ（runtime.Unknown）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Decoded metadata</source>
        <translation>デコードされたメタデータ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fields of raw (field number: value)</source>
        <translation>raw のフィールド（フィールド番号: 値）</translation>
    </message>
</context>
<context>
    <name>views::PatchComposer</name>
    <message>
        <location filename="../views/patch/patchcomposer.cpp" line="+273" />
        <source>Server-side apply cannot remove fields this manager never owned: %1. Use a merge or strategic merge patch to remove them.</source>
        <translation>サーバーサイド適用では、このマネージャーが所有したことのないフィールドを削除できません: %1。削除するにはマージパッチか戦略的マージパッチを使ってください。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The copy equals the live object: there is nothing to derive.</source>
        <translation>コピーは現在のオブジェクトと同じです。導出するものはありません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Derived from the edited copy.</source>
        <translation>編集したコピーから導出しました。</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>Written. The object now has resourceVersion %1; %n field(s) changed.</source>
        <translation><numerusform>書き込みました。オブジェクトの resourceVersion は %1 になり、%n 個のフィールドが変わりました。</numerusform></translation>
    </message>
    <message>
        <location line="+68" />
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Sending the patch as a dry run…</source>
        <translation>パッチをドライランとして送信しています…</translation>
    </message>
    <message numerus="yes">
        <location line="+59" />
        <source>Dry run: %n change(s) the patch asked for</source>
        <translation><numerusform>ドライラン: パッチが求めた変更 %n 件</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n change(s) by the server (defaults, admission)</source>
        <translation><numerusform>サーバーによる変更 %n 件（既定値、アドミッション）</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>(resourceVersion, generation and managedFields folded)</source>
        <translation>（resourceVersion、generation、managedFields は折りたたみ）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Warnings from the server:</source>
        <translation>サーバーからの警告:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Force: take the field over</source>
        <translation>強制: フィールドを引き継ぐ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Drop it from the configuration</source>
        <translation>構成から外す</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Share it: apply the value it has now</source>
        <translation>共有: 現在の値を適用する</translation>
    </message>
    <message numerus="yes">
        <location line="+37" />
        <source>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n field(s) change.</source>
        <translation><numerusform>この %1 を %2「%3」に書き込みますか？ サーバーのドライランは右側のオブジェクトを返しました。%n 個のフィールドが変わります。</numerusform></translation>
    </message>
    <message>
        <location line="+20" />
        <source>Managed fields of %1</source>
        <translation>%1 の管理フィールド</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Manager / field</source>
        <translation>マネージャー / フィールド</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Patch %1 "%2"</source>
        <translation>%1「%2」のパッチ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch %1 "%2" in namespace "%3"</source>
        <translation>名前空間「%3」の %1「%2」のパッチ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>JSON patch (RFC 6902)</source>
        <translation>JSON パッチ (RFC 6902)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Merge patch (RFC 7386)</source>
        <translation>マージパッチ (RFC 7386)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strategic merge patch</source>
        <translation>戦略的マージパッチ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Server-side apply</source>
        <translation>サーバーサイド適用</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Field validation:</source>
        <translation>フィールド検証:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Field manager:</source>
        <translation>フィールドマネージャー:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Force</source>
        <translation>強制</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Server-side apply: take over fields other managers own.</source>
        <translation>サーバーサイド適用: 他のマネージャーが所有するフィールドを引き継ぎます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pin resourceVersion</source>
        <translation>resourceVersion を固定</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fail instead of overwriting when the object changed since it was loaded.</source>
        <translation>読み込み後にオブジェクトが変わっていたら、上書きせずに失敗します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch</source>
        <translation>パッチ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit a copy</source>
        <translation>コピーを編集</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit the copy of the live object, then derive the patch of the chosen type.</source>
        <translation>現在のオブジェクトのコピーを編集し、選んだ形式のパッチを導出します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Template</source>
        <translation>テンプレート</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Derive from edit</source>
        <translation>編集から導出</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preview (dry run)</source>
        <translation>プレビュー（ドライラン）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write…</source>
        <translation>書き込む…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Managed fields…</source>
        <translation>管理フィールド…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show noise fields</source>
        <translation>ノイズ項目を表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show resourceVersion, generation and managedFields in the diff.</source>
        <translation>差分に resourceVersion、generation、managedFields を表示します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reveal secret values</source>
        <translation>シークレットの値を表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Live object</source>
        <translation>現在のオブジェクト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Server's answer (dry run)</source>
        <translation>サーバーの応答（ドライラン）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;span style='background:#d4f4d4'&gt;&amp;nbsp;your patch&amp;nbsp;&lt;/span&gt; &lt;span style='background:#d6e6ff'&gt;&amp;nbsp;server default&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffe4c2'&gt;&amp;nbsp;admission&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffd7d7'&gt;&amp;nbsp;removed&amp;nbsp;&lt;/span&gt;</source>
        <translation>&lt;span style='background:#d4f4d4'&gt;&amp;nbsp;あなたのパッチ&amp;nbsp;&lt;/span&gt; &lt;span style='background:#d6e6ff'&gt;&amp;nbsp;サーバーの既定値&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffe4c2'&gt;&amp;nbsp;アドミッション&amp;nbsp;&lt;/span&gt; &lt;span style='background:#ffd7d7'&gt;&amp;nbsp;削除&amp;nbsp;&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Changed field</source>
        <translation>変更されたフィールド</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Changed by</source>
        <translation>変更元</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Owned after the write by</source>
        <translation>書き込み後の所有者</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Conflicting field</source>
        <translation>競合するフィールド</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Owned by</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Resolution</source>
        <translation>解決方法</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rewrite the configuration and preview again</source>
        <translation>構成を書き換えて再プレビュー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write now</source>
        <translation>今すぐ書き込む</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Compose another patch</source>
        <translation>別のパッチを作成</translation>
    </message>
</context>
<context>
    <name>views::ResourceListView</name>
    <message>
        <location filename="../views/resourcelistview.cpp" line="+73" />
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Patch…</source>
        <translation>パッチ…</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1 (all namespaces)</source>
        <translation>%1（すべての名前空間）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%2 の %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>Loading… %n object(s) so far</source>
        <translation>
            <numerusform>読み込み中… これまでに %n 個のオブジェクト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 of %n object(s) shown</source>
        <translation>
            <numerusform>%n 個中 %1 個のオブジェクトを表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n 個のオブジェクト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>Filter rows</source>
        <translation>行を絞り込み</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All columns</source>
        <comment>like kubectl -o wide</comment>
        <translation>すべての列</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
</context>
<context>
    <name>views::ResourceTreeProxy</name>
    <message>
        <location filename="../views/resourcetreeview.cpp" line="+59" />
        <source>core</source>
        <comment>the core API group</comment>
        <translation>core（コア）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (stale)</source>
        <comment>an API version the server reported as stale</comment>
        <translation>%1（古い情報）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Namespaced</source>
        <translation>名前空間スコープ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cluster-scoped</source>
        <translation>クラスタースコープ</translation>
    </message>
    <message>
        <location line="+9" />
        <source>not allowed: %1</source>
        <comment>verbs the user may not use</comment>
        <translation>許可なし: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 · not allowed: %2</source>
        <comment>allowed verbs, then the verbs the user may not use</comment>
        <translation>%1 · 許可なし: %2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The group's preferred version</source>
        <translation>グループの優先バージョン</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)
Verbs: %3
Categories: %4</source>
        <translation>%1（%2）
動詞: %3
カテゴリー: %4</translation>
    </message>
    <message>
        <location line="+9" />
        <source>You may not %1 in the namespace «%2»: no role or cluster role bound to you grants it (SelfSubjectRulesReview).</source>
        <translation>名前空間「%2」での %1 は許可されていません: あなたにバインドされたロールやクラスターロールはこれを許可していません（SelfSubjectRulesReview）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You may not %1: no cluster role bound to you grants it (SelfSubjectRulesReview).</source>
        <translation>%1 は許可されていません: あなたにバインドされたクラスターロールはこれを許可していません（SelfSubjectRulesReview）。</translation>
    </message>
</context>
<context>
    <name>views::ResourceTreeView</name>
    <message>
        <location line="+59" />
        <source>Filter by name, short name, kind or category</source>
        <translation>名前・短縮名・種類・カテゴリーで絞り込み</translation>
    </message>
</context>
<context>
    <name>views::SchemaFilterProxy</name>
    <message numerus="yes">
        <location filename="../views/schema/schemaview.cpp" line="+72" />
        <source>%1 · %n rule(s)</source>
        <comment>type, then the number of validation rules</comment>
        <translation><numerusform>%1 · ルール %n 件</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Required.</source>
        <translation>必須。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The type repeats one of the field's parents; its fields are not shown again.</source>
        <translation>この型は親フィールドの型の繰り返しです。そのフィールドは再表示しません。</translation>
    </message>
</context>
<context>
    <name>views::SchemaView</name>
    <message>
        <location line="+77" />
        <source>The server's schema has no kind %1.</source>
        <translation>サーバーのスキーマに種類 %1 はありません。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Search fields by name or description</source>
        <translation>名前または説明でフィールドを検索</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select a resource to see its schema.</source>
        <translation>スキーマを表示するリソースを選択してください。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）: %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): loading the schema…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）: スキーマを読み込み中…</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n field(s)</source>
        <translation><numerusform>&lt;b&gt;%1&lt;/b&gt;（%2）: フィールド %n 個</numerusform></translation>
    </message>
    <message>
        <location line="+24" />
        <source>No description.</source>
        <translation>説明はありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <location line="+0" />
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Definition</source>
        <translation>定義</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Required</source>
        <translation>必須</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+4" />
        <location line="+26" />
        <location line="+28" />
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="-58" />
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Required fields</source>
        <translation>必須フィールド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Nullable</source>
        <translation>null 可</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Enum</source>
        <translation>列挙値</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Minimum (exclusive)</source>
        <translation>最小値（その値を含まない）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Minimum</source>
        <translation>最小値</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Maximum (exclusive)</source>
        <translation>最大値（その値を含まない）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Maximum</source>
        <translation>最大値</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Multiple of</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Min length</source>
        <translation>最小長</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max length</source>
        <translation>最大長</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Min items</source>
        <translation>最小要素数</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max items</source>
        <translation>最大要素数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Min properties</source>
        <translation>最小プロパティ数</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max properties</source>
        <translation>最大プロパティ数</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Pattern</source>
        <translation>パターン</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unique items</source>
        <translation>要素の一意性</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Kubernetes extensions</source>
        <translation>Kubernetes 拡張</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Validation rules (x-kubernetes-validations)</source>
        <translation>検証ルール（x-kubernetes-validations）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Message expression</source>
        <translation>メッセージ式</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Field path</source>
        <translation>フィールドパス</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Optional oldSelf</source>
        <translation>省略可能な oldSelf</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open in the CEL playground</source>
        <translation>CEL プレイグラウンドで開く</translation>
    </message>
</context>
</TS>
