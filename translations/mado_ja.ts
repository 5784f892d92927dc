<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ShardSelector</name>
    <message>
        <location filename="../kube/shardselector.cpp" line="+63" />
        <source>The shard selector has %1 at position %2 where %3 should be.</source>
        <translation>シャードセレクターの位置 %2 に %1 がありますが、ここには %3 が必要です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>its end</source>
        <translation>末尾</translation>
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
        <location filename="../app/commands.cpp" line="+16" />
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
        <source>watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]
      [--max-events N] [--timeout SECONDS]
                                       print every watch event, bookmarks included</source>
        <translation>watch RESOURCE [NAME] [-n NS | -A] [--resource-version RV] [--send-initial-events]
      [--shard-selector EXPR] [--wire json|protobuf|cbor] [-o jsonl|table]
      [--max-events N] [--timeout SECONDS]
                                       watch のすべてのイベントをブックマークも含めて表示</translation>
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
        <translation>使い方: mado watch リソース [名前] [オプション]

コレクション (または 1 つのオブジェクト) を watch し、届いたイベントを
すべて表示します: ADDED、MODIFIED、DELETED、BOOKMARK、ERROR。接続の履歴
(一覧取得、再接続、410 Gone と再一覧取得など) は標準エラーに出ます。
切れた接続は最後に見た resourceVersion から再開します。

既定ではまずコレクションを一覧取得し (そのオブジェクトを "listed": true
付きの ADDED として表示)、その後 watch します。

オプション:
  -A, --all-namespaces          すべての名前空間を watch する
      --resource-version RV     一覧取得せず、この resourceVersion から watch だけする
      --send-initial-events     ストリーミング一覧: オブジェクトが ADDED イベントで届き、
                                BOOKMARK (initialEventsEnd) で終わる
  -l, --selector SEL            ラベルが一致するオブジェクトだけ
      --field-selector SEL      フィールドが一致するオブジェクトだけ
      --shard-selector EXPR     1 つのシャードだけ。例: shardRange(object.metadata.uid,
                                '0x0000000000000000', '0x8000000000000000')
      --wire FORMAT             サーバーが送る形式: json、protobuf、cbor
  -o, --output FORMAT           jsonl (既定: イベントごとに JSON オブジェクト 1 つ、
                                {"type":..,"object":..,"arrival":..,"bytes":..})
                                または table (イベントごとに 1 行)
      --max-events N            N 個のイベントで終了する (終了コード 0)
      --timeout SECONDS         この秒数で終了する (終了コード 0)
      --server-timeout SECONDS  各 watch リクエストをこの秒数で終えるようサーバーに頼む
                                (その 2 秒前にブックマークが届き、Mado は再開する)
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
        <location filename="../app/commands.cpp" line="-39" />
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
        <location filename="../app/cmd_watch.cpp" line="+75" />
        <source>--output must be one of: jsonl, table</source>
        <translation>--output は jsonl、table のいずれかです</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--wire must be one of: json, protobuf, cbor</source>
        <translation>--wire は json、protobuf、cbor のいずれかです</translation>
    </message>
    <message>
        <location line="+13" />
        <source>--max-events takes a number of 1 or more</source>
        <translation>--max-events には 1 以上の数を指定します</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--timeout takes a number of seconds above 0</source>
        <translation>--timeout には 0 より大きい秒数を指定します</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--server-timeout takes a whole number of seconds above 0</source>
        <translation>--server-timeout には 0 より大きい整数の秒数を指定します</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--resource-version needs a value</source>
        <translation>--resource-version には値が必要です</translation>
    </message>
    <message>
        <location line="+7" />
        <source>watch needs a resource type and at most one name</source>
        <translation>watch にはリソースの種類と最大 1 つの名前が必要です</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The resource %1 cannot be watched.</source>
        <translation>リソース %1 は watch できません。</translation>
    </message>
    <message>
        <location line="+73" />
        <source>TIME          TYPE       NAMESPACE        NAME                             RESOURCEVERSION   BYTES</source>
        <translation>時刻          種類       名前空間         名前                             RESOURCEVERSION   バイト</translation>
    </message>
    <message>
        <location line="+6" />
        <source>(end of initial events)</source>
        <translation>(初期イベントの終わり)</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+302" />
        <source>Local sandbox</source>
        <translation>ローカルサンドボックス</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>ローカルサンドボックスは %1 で動作しています。</translation>
    </message>
    <message>
        <location line="-85" />
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
        <translation>名前空間</translation>
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
        <location line="-116" />
        <source>Discovery failed: %1</source>
        <translation>API の検出に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+117" />
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
        <location line="+29" />
        <source>Listing namespaces is forbidden for this user; type a namespace.</source>
        <translation>このユーザーは名前空間の一覧を取得できません。名前空間を入力してください。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 cannot be listed.</source>
        <translation>%1 は一覧を取得できません。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 cannot be watched.</source>
        <translation>%1 はウォッチできません。</translation>
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
        <location line="+46" />
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
    <name>kube::ShardSelector</name>
    <message>
        <location filename="../kube/shardselector.cpp" line="+7" />
        <source>a quoted hex bound such as '0x8000000000000000'</source>
        <translation>'0x8000000000000000' のような引用符付きの 16 進の境界</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard selector has a string that is never closed.</source>
        <translation>シャードセレクターに閉じられていない文字列があります。</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The shard selector calls %1; only shardRange() and || are allowed.</source>
        <translation>シャードセレクターが %1 を呼び出しています。使えるのは shardRange() と || だけです。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The shard selector ranges over %1; only object.metadata.uid and object.metadata.namespace are supported.</source>
        <translation>シャードセレクターの対象が %1 です。使えるのは object.metadata.uid と object.metadata.namespace だけです。</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The shard range starts at %1, which is not below its end %2.</source>
        <translation>シャード範囲の開始 %1 が終了 %2 より小さくありません。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The shard bound "%1" does not start with 0x.</source>
        <translation>シャードの境界「%1」が 0x で始まっていません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard bound "%1" has "%2", which is not a lower-case hex digit.</source>
        <translation>シャードの境界「%1」に小文字の 16 進数字ではない「%2」があります。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A shard range cannot start at 2^64.</source>
        <translation>シャード範囲は 2^64 から始められません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard bound "%1" must have exactly 16 hex digits (did you mean "%2"?).</source>
        <translation>シャードの境界「%1」はちょうど 16 桁の 16 進数である必要があります(「%2」のことですか?)。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The shard selector is empty.</source>
        <translation>シャードセレクターが空です。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The shard selector has unexpected text at position %1.</source>
        <translation>シャードセレクターの位置 %1 に予期しないテキストがあります。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Every shard range must use the same field; this one uses %1 and %2.</source>
        <translation>すべてのシャード範囲は同じフィールドを使う必要がありますが、%1 と %2 が使われています。</translation>
    </message>
</context>
<context>
    <name>kube::Watch</name>
    <message>
        <location filename="../kube/watch.cpp" line="+43" />
        <source>The watch on %1 sent an event that cannot be read: %2</source>
        <translation>%1 の watch が読み取れないイベントを送りました: %2</translation>
    </message>
    <message>
        <location line="+191" />
        <source>A watch from a resourceVersion needs the resourceVersion.</source>
        <translation>resourceVersion からの watch には resourceVersion が必要です。</translation>
    </message>
    <message>
        <location line="+314" />
        <source>an event of unknown type %1</source>
        <translation>不明な種類 %1 のイベント</translation>
    </message>
    <message>
        <location line="+261" />
        <source>The server did not answer in time.</source>
        <translation>サーバーが時間内に応答しませんでした。</translation>
    </message>
</context>
<context>
    <name>kube::WatchStatus</name>
    <message>
        <location line="-671" />
        <source>Connecting (attempt %1)</source>
        <translation>接続中（%1 回目）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Watching</source>
        <translation>ウォッチ中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watching from resourceVersion %1</source>
        <translation>resourceVersion %1 からウォッチ中</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation><numerusform>resourceVersion %1 で %n 個のオブジェクトをリスト</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation><numerusform>初期イベント終了: resourceVersion %1 で %n 個のオブジェクト</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server ended the stream</source>
        <translation>サーバーがストリームを終了しました</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disconnected: %1</source>
        <translation>切断: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reconnecting in %1 s (attempt %2)</source>
        <translation>%1 秒後に再接続（%2 回目）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>410 Gone: resourceVersion %1 is too old</source>
        <translation>410 Gone: resourceVersion %1 は古すぎます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Listing again</source>
        <translation>一覧を取り直しています</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation><numerusform>リクエストが多すぎます: %n 秒後に再試行</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server ignored the shard selector; filtering on the client</source>
        <translation>サーバーがシャードセレクターを無視しました。クライアント側で絞り込みます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server sent an error event: %1</source>
        <translation>サーバーがエラーイベントを送りました: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Stopped: %1</source>
        <translation>停止: %1</translation>
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
        <location filename="../models/resourcetreemodel.cpp" line="+243" />
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
    <name>models::watch::FlightRecorder</name>
    <message>
        <location filename="../models/watch/flightrecorder.cpp" line="+158" />
        <source>This file is not a Mado watch recording.</source>
        <translation>このファイルは Mado のウォッチ記録ではありません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This recording has format version %1; Mado reads version %2.</source>
        <translation>この記録の形式バージョンは %1 です。Mado が読めるのはバージョン %2 です。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Line %1 of the recording cannot be read: %2</source>
        <translation>記録の %1 行目を読み取れません: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+18" />
        <source>unknown record kind “%1”</source>
        <translation>不明なレコード種別「%1」</translation>
    </message>
</context>
<context>
    <name>models::watch::ProtocolDoctor</name>
    <message>
        <location filename="../models/watch/protocoldoctor.cpp" line="+118" />
        <source>The streaming list (sendInitialEvents=true) failed: %1</source>
        <translation>ストリーミングリスト（sendInitialEvents=true）が失敗しました: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The streaming list works: %n initial object(s) arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</source>
        <translation><numerusform>ストリーミングリストは正常です: 初期オブジェクト %n 個が届き、%1 ms 後に初期イベント終了ブックマーク（k8s.io/initial-events-end）が終わりを示しました。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object(s) came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</source>
        <translation><numerusform>初期イベント終了ブックマーク（k8s.io/initial-events-end）が届きませんでした: %1 秒以内に初期オブジェクト %n 個が届きましたが、その終わりを示すものがありません。Mado と API サーバーの間の何かがこのブックマークを破棄しています。これを待つツールはオブジェクトを 1 つも表示しません。Mado はこのコレクションでは「リストしてからウォッチ」に切り替えます。</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <source>List-then-watch failed: %1</source>
        <translation>「リストしてからウォッチ」が失敗しました: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>on one connection about every %1 s</source>
        <translation>1 つの接続で約 %1 秒ごと</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the first after %1 s</source>
        <translation>最初は %1 秒後</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</source>
        <translation><numerusform>ブックマークは届いています: %1 秒で %n 個（%2）。再接続するウォッチは再リストせず、そこから再開します。</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>No bookmark arrived within %1 s, and no object changed either. The API server sends a bookmark shortly before it ends a request only when the resourceVersion moved on, so this proves nothing yet: run the doctor again while the collection changes.</source>
        <translation>%1 秒以内にブックマークは届きませんでしたが、オブジェクトも変化していません。API サーバーはリクエストを終える直前に、resourceVersion が進んだときだけブックマークを送ります。したがってまだ何も分かりません。コレクションが変化している間にもう一度ドクターを実行してください。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No bookmark arrived within %1 s although objects changed and every request asked for bookmarks and ended after %2 s (the server sends one shortly before it ends a request). Something on the way may drop them; without bookmarks a watch that reconnects after a quiet time may have to list everything again.</source>
        <translation>オブジェクトが変化し、すべてのリクエストがブックマークを要求して %2 秒で終了したにもかかわらず、%1 秒以内にブックマークは届きませんでした（サーバーはリクエスト終了の直前に 1 つ送ります）。途中の何かが破棄している可能性があります。ブックマークがないと、静かな期間の後に再接続するウォッチはすべてを再リストしなければならないことがあります。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The server refused the shard selector: %1</source>
        <translation>サーバーはシャードセレクターを拒否しました: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's object(s) in that shard).</source>
        <translation><numerusform>サーバーはシャードセレクターに従います: 1 つのシャードのリストがフィルター済みとして返されました（そのシャードにコレクションのオブジェクト %n 個）。</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server ignores shard selectors (its ShardedListAndWatch feature is off): it returned the whole collection, so Mado filters shards on the client.</source>
        <translation>サーバーはシャードセレクターを無視します（ShardedListAndWatch 機能が無効）: コレクション全体が返されたため、Mado がクライアント側でシャードを絞り込みます。</translation>
    </message>
</context>
<context>
    <name>models::watch::WatchEventModel</name>
    <message>
        <location filename="../models/watch/watcheventmodel.cpp" line="+203" />
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespace</source>
        <translation>名前空間</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Resource version</source>
        <translation>リソースバージョン</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Size</source>
        <translation>サイズ</translation>
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
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location line="-25" />
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
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
    <name>views::EventInspector</name>
    <message>
        <location filename="../views/watch/eventinspector.cpp" line="+93" />
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Diff</source>
        <translation>差分</translation>
    </message>
    <message>
        <location line="+1" />
        <source>From:</source>
        <translation>比較元:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>To:</source>
        <translation>比較先:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show noise</source>
        <translation>ノイズを表示</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Also compare metadata.managedFields, metadata.resourceVersion and metadata.generation.</source>
        <translation>metadata.managedFields、metadata.resourceVersion、metadata.generation も比較します。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Select an event to inspect its object.</source>
        <translation>イベントを選ぶとそのオブジェクトを調べられます。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 %2 · resourceVersion %3 · %4</source>
        <translation>%1 %2 · resourceVersion %3 · %4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(no object)</source>
        <translation>（オブジェクトなし）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A step of the connection; it carries no object.</source>
        <translation>接続のステップです。オブジェクトは含みません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The recorder no longer holds this object (its memory budget was reached).</source>
        <translation>レコーダーはこのオブジェクトをもう保持していません（メモリ予算に達しました）。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 at %2 (%3)</source>
        <translation>%2 の %1（%3）</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Only one version of this object is in the recording.</source>
        <translation>記録にはこのオブジェクトのバージョンが 1 つしかありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Comparing…</source>
        <translation>比較中…</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No difference.</source>
        <translation>差分はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) added</source>
        <translation><numerusform>%n 行追加</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) removed</source>
        <translation><numerusform>%n 行削除</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>folded away: %1</source>
        <translation>折りたたみ: %1</translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message>
        <location filename="../views/objectviewer/objectviewer.cpp" line="+114" />
        <source>Reveal secret values</source>
        <translation>シークレットの値を表示</translation>
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
    <name>views::ResourceListView</name>
    <message>
        <location filename="../views/resourcelistview.cpp" line="+66" />
        <source>Watch this collection</source>
        <translation>このコレクションをウォッチ</translation>
    </message>
    <message>
        <location line="+25" />
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
        <location filename="../views/resourcetreeview.cpp" line="+56" />
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
        <location line="+15" />
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
</context>
<context>
    <name>views::ResourceTreeView</name>
    <message>
        <location line="+43" />
        <source>Watch this collection</source>
        <translation>このコレクションをウォッチ</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Filter by name, short name, kind or category</source>
        <translation>名前・短縮名・種類・カテゴリーで絞り込み</translation>
    </message>
</context>
<context>
    <name>views::Sparkline</name>
    <message numerus="yes">
        <location filename="../views/watch/sparkline.cpp" line="+18" />
        <source>Events per second over the last %n second(s): now %1, peak %2</source>
        <translation><numerusform>直近 %n 秒間の毎秒イベント数: 現在 %1、最大 %2</numerusform></translation>
    </message>
</context>
<context>
    <name>views::WatchDock</name>
    <message>
        <location filename="../views/watch/watchdock.cpp" line="+53" />
        <location line="+61" />
        <source>Open watch recording</source>
        <translation>ウォッチ記録を開く</translation>
    </message>
    <message>
        <location line="-60" />
        <source>Mado watch recordings (*.madowatch.jsonl *.jsonl);;All files (*)</source>
        <translation>Mado ウォッチ記録 (*.madowatch.jsonl *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>%1 in all namespaces</source>
        <translation>全名前空間の %1</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+20" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (recording %2)</source>
        <translation>%1（記録 %2）</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+2" />
        <source>Open recording…</source>
        <translation>記録を開く…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No watch yet. Right-click a resource in the tree or a list and choose “Watch this collection”, or open a recording.</source>
        <translation>ウォッチはまだありません。ツリーまたはリストのリソースを右クリックして「このコレクションをウォッチ」を選ぶか、記録を開いてください。</translation>
    </message>
</context>
<context>
    <name>views::WatchEventProxy</name>
    <message>
        <location filename="../views/watch/watcheventproxy.cpp" line="+47" />
        <source>BOOKMARK ◆ initial events end</source>
        <translation>BOOKMARK ◆ 初期イベント終了</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+35" />
        <source>Connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="-33" />
        <source>Connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Listed</source>
        <translation>リスト完了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Initial events end</source>
        <translation>初期イベント終了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Disconnected</source>
        <translation>切断</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reconnecting</source>
        <translation>再接続</translation>
    </message>
    <message>
        <location line="+2" />
        <source>410 Gone</source>
        <translation>410 Gone</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Relist</source>
        <translation>再リスト</translation>
    </message>
    <message>
        <location line="+2" />
        <source>429 Retry-After</source>
        <translation>429 Retry-After</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shard fallback</source>
        <translation>シャードをクライアントで</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server error</source>
        <translation>サーバーエラー</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+41" />
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="-39" />
        <source>Fallback</source>
        <translation>フォールバック</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replay</source>
        <translation>再生</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Connecting (attempt %1)</source>
        <translation>接続中（%1 回目）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Watching</source>
        <translation>ウォッチ中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watching from resourceVersion %1</source>
        <translation>resourceVersion %1 からウォッチ中</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation><numerusform>resourceVersion %1 で %n 個のオブジェクトをリスト</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation><numerusform>初期イベント終了: resourceVersion %1 で %n 個のオブジェクト</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server ended the stream</source>
        <translation>サーバーがストリームを終了しました</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disconnected: %1</source>
        <translation>切断: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reconnecting in %1 s (attempt %2)</source>
        <translation>%1 秒後に再接続（%2 回目）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>410 Gone: resourceVersion %1 is too old</source>
        <translation>410 Gone: resourceVersion %1 は古すぎます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Listing again after 410 Gone</source>
        <translation>410 Gone の後に再リスト</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation><numerusform>リクエストが多すぎます: %n 秒後に再試行</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server ignored the shard selector; filtering on the client</source>
        <translation>サーバーがシャードセレクターを無視しました。クライアント側で絞り込みます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server sent an error event: %1</source>
        <translation>サーバーがエラーイベントを送りました: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stopped: %1</source>
        <translation>停止: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The streaming list failed (%1): falling back to list-then-watch</source>
        <translation>ストリーミングリストが失敗しました（%1）: 「リストしてからウォッチ」に切り替えます</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>No initial-events-end bookmark after %n object(s): falling back to list-then-watch</source>
        <translation><numerusform>%n 個のオブジェクトの後に初期イベント終了ブックマークがありません: 「リストしてからウォッチ」に切り替えます</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>Replaying %1</source>
        <translation>%1 を再生中</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%L1 B</source>
        <comment>bytes</comment>
        <translation>%L1 B</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The bookmark annotated k8s.io/initial-events-end: the streaming list's initial state is complete.</source>
        <translation>k8s.io/initial-events-end 注釈付きのブックマーク: ストリーミングリストの初期状態がそろいました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A bookmark: the server's progress mark, with no object change.</source>
        <translation>ブックマーク: オブジェクトの変更を伴わない、サーバーの進捗マークです。</translation>
    </message>
</context>
<context>
    <name>views::WatchPane</name>
    <message>
        <location filename="../views/watch/watchpane.cpp" line="+184" />
        <location line="+5" />
        <source>Export events</source>
        <translation>イベントのエクスポート</translation>
    </message>
    <message>
        <location line="-4" />
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+5" />
        <source>Export recording</source>
        <translation>記録のエクスポート</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Mado watch recordings (*.madowatch.jsonl);;All files (*)</source>
        <translation>Mado ウォッチ記録 (*.madowatch.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>There are no events to export.</source>
        <translation>エクスポートするイベントがありません。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&lt;p&gt;Probing %1 with a streaming list, a list-then-watch and a shard selector side by side for %2 s…&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 をストリーミングリスト、「リストしてからウォッチ」、シャードセレクターで並行して %2 秒間調べています…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Protocol doctor: %1</source>
        <translation>プロトコルドクター: %1</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>While paused, events are kept and shown together on resume.</source>
        <translation>一時停止中もイベントは保持され、再開時にまとめて表示されます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Types</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show only some event types.</source>
        <translation>一部のイベント種類だけを表示します。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connection steps</source>
        <translation>接続のステップ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Filter by namespace/name</source>
        <translation>名前空間/名前で絞り込み</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Keep</source>
        <translation>保持</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rows</source>
        <comment>the ring buffer's cap: keep N rows</comment>
        <translation>行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The most rows the pane keeps; the oldest go first.</source>
        <translation>ペインが保持する最大行数。古いものから消えます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export events…</source>
        <translation>イベントをエクスポート…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write the events shown as JSON Lines.</source>
        <translation>表示中のイベントを JSON Lines で書き出します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export recording…</source>
        <translation>記録をエクスポート…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Write the flight recording (every frame and connection step) to a file that can be replayed later without a cluster.</source>
        <translation>フライト記録（すべてのフレームと接続のステップ）を、後でクラスターなしで再生できるファイルに書き出します。</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <source>Protocol doctor</source>
        <translation>プロトコルドクター</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Probe this collection with a streaming list and a list-then-watch side by side and report what the path to the API server does.</source>
        <translation>このコレクションをストリーミングリストと「リストしてからウォッチ」で並行して調べ、API サーバーまでの経路が何をしているかを報告します。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Inspector</source>
        <translation>インスペクター</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;p&gt;Run the protocol doctor to see whether the initial-events-end bookmark and bookmarks reach Mado, and whether the server honours shard selectors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;プロトコルドクターを実行すると、初期イベント終了ブックマークとブックマークが Mado に届くか、サーバーがシャードセレクターに従うかが分かります。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>%Ln event(s) received</source>
        <translation><numerusform>%Ln 件のイベントを受信</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%L1/s now</source>
        <translation>現在 %L1/秒</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln row(s) shown</source>
        <translation><numerusform>%Ln 行を表示</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln oldest row(s) dropped</source>
        <translation><numerusform>古い行 %Ln 行を破棄</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>paused, %Ln waiting</source>
        <translation><numerusform>一時停止中、%Ln 件待機</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>replayed recording</source>
        <translation>再生した記録</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln object(s) exist</source>
        <translation><numerusform>オブジェクト %Ln 個が存在</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>fell back to list-then-watch</source>
        <translation>「リストしてからウォッチ」に切り替え済み</translation>
    </message>
</context>
<context>
    <name>views::WatchTimeline</name>
    <message>
        <location filename="../views/watch/timeline.cpp" line="+47" />
        <source>Flight recorder: ticks are frames (green added, orange modified, red deleted, blue bookmarks); shading marks the gaps between bookmarks; labelled lines mark the initial-events-end bookmark, 410 Gone, relists and fallbacks.</source>
        <translation>フライトレコーダー: 目盛りはフレームです（緑は追加、橙は変更、赤は削除、青はブックマーク）。網掛けはブックマーク間の間隔、ラベル付きの線は初期イベント終了ブックマーク、410 Gone、再リスト、フォールバックを示します。</translation>
    </message>
    <message>
        <location line="+56" />
        <source>No frames recorded yet.</source>
        <translation>まだフレームは記録されていません。</translation>
    </message>
    <message>
        <location line="+38" />
        <source>410</source>
        <translation>410</translation>
    </message>
    <message>
        <location line="+2" />
        <source>relist</source>
        <translation>再リスト</translation>
    </message>
    <message>
        <location line="+2" />
        <source>fallback</source>
        <translation>フォールバック</translation>
    </message>
    <message>
        <location line="+2" />
        <source>drop</source>
        <translation>切断</translation>
    </message>
    <message>
        <location line="+17" />
        <source>initial events end</source>
        <translation>初期イベント終了</translation>
    </message>
    <message numerus="yes">
        <location line="+26" />
        <source>%1 s recorded · %Ln frame(s)</source>
        <translation><numerusform>%1 秒を記録 · %Ln フレーム</numerusform></translation>
    </message>
</context>
</TS>
