<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Definition</name>
    <message>
        <location filename="../views/syntax/syntaxdefinition.cpp" line="+100" />
        <source>Cannot read the syntax definition %1: %2</source>
        <translation>構文定義 %1 を読み取れません: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Syntax definition %1, line %2: %3</source>
        <translation>構文定義 %1、%2 行目: %3</translation>
    </message>
    <message>
        <location line="+17" />
        <source>an item outside a list</source>
        <translation>リストの外にある item 要素</translation>
    </message>
    <message>
        <location line="+31" />
        <source>a rule outside a context</source>
        <translation>コンテキストの外にあるルール</translation>
    </message>
    <message>
        <location line="+27" />
        <source>the regular expression %1 is invalid: %2</source>
        <translation>正規表現 %1 が無効です: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the element &lt;%1&gt; is not supported</source>
        <translation>要素 &lt;%1&gt; はサポートされていません</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the definition has no context</source>
        <translation>定義にコンテキストがありません</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Syntax definition %1: the context %2 names an unknown attribute %3</source>
        <translation>構文定義 %1: コンテキスト %2 が未知の属性 %3 を指定しています</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Syntax definition %1: unknown context %2</source>
        <translation>構文定義 %1: 未知のコンテキスト %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Syntax definition %1, line %2: unknown attribute or context</source>
        <translation>構文定義 %1、%2 行目: 未知の属性またはコンテキスト</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Syntax definition %1, line %2: unknown keyword list %3</source>
        <translation>構文定義 %1、%2 行目: 未知のキーワードリスト %3</translation>
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
  --request-timeout S  give up a request when the server sends nothing for S seconds
                       (default 60; 0: wait forever)
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
  --request-timeout S  サーバーから S 秒間何も届かなければリクエストを中止する
                       （デフォルト 60、0 は無期限に待つ）
  --sandbox            （ウィンドウ）ローカルのサンドボックスに接続する
  --version            Mado のバージョンを表示する
  -h, --help           このヘルプを表示する
</translation>
    </message>
    <message>
        <location line="+11" />
        <source>  -v, --v LEVEL        log requests on standard error: 6 each request, 8 with headers
                       (credentials masked)
</source>
        <translation>  -v, --v LEVEL        リクエストのログを標準エラーに出力: 6 で各リクエスト、8 でヘッダーも
                       (認証情報はマスク)
</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  --as USER            act as USER (impersonation, as the kubeconfig's as)
  --as-group GROUP     act as a member of GROUP (with --as; Mado sends one)
  --as-uid UID         act with this uid (with --as)
</source>
        <translation>  --as USER            USER になりすまして操作する (kubeconfig の as と同じ)
  --as-group GROUP     GROUP のメンバーとして操作する (--as と併用、Mado が送れるのは 1 つ)
  --as-uid UID         この uid で操作する (--as と併用)
</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Global options (--kubeconfig, --context, -n, --lang) may stand anywhere; see 'mado --help'.
Everything after -- is an argument, even when it starts with -.
</source>
        <translation>グローバルオプション (--kubeconfig、--context、-n、--lang) はどこに置いても構いません。'mado --help' を参照してください。
-- の後はすべて引数として扱われます (- で始まるものも含む)。
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
        <location filename="../app/commands.cpp" line="+20" />
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
      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N] [--parallel K] [-w]
                                       read objects, as kubectl get does</source>
        <translation>get RESOURCE [NAME] [-n NS | -A] [-l SEL] [-o table|wide|json|yaml|jsonl|name]
      [--field-selector SEL] [--metadata-only] [--wire json|protobuf|cbor|yaml] [--chunk-size N] [--parallel K] [-w]
                                       kubectl get と同じようにオブジェクトを読む</translation>
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
        <translation>使い方: mado get RESOURCE [NAME] [オプション]
        mado get RESOURCE/NAME [オプション]

kubectl get と同じようにオブジェクトを読みます。RESOURCE は複数形、単数形、短縮名、
kind、または resource.group です。

オプション:
  -A, --all-namespaces          すべての名前空間のオブジェクトを一覧表示
  -l, --selector SEL            ラベルが一致するオブジェクトだけ (app=web,tier!=db)
      --field-selector SEL      フィールドが一致するオブジェクトだけ (metadata.name=web)
  -o, --output FORMAT           table（既定）、wide、json、yaml、jsonl、name
      --metadata-only           オブジェクトのメタデータだけを取得
      --wire FORMAT             サーバーが送る形式: json、protobuf、cbor、yaml
      --chunk-size N            一覧リクエストあたりのオブジェクト数（既定 500、0: ページングなし）
      --parallel K              K 本のストリームで同時に一覧取得（既定: 20,000 件を超えると 4、
                                ウィンドウと同じ。1: 1 本）。表はサーバーの順序のまま
      --parallel-by HOW         shards（シャードセレクター）または namespaces（-A と併用）。
                                既定: サーバーが対応していればシャード
      --show-managed-fields     json と yaml に metadata.managedFields を残す
  -w, --watch                   表の後、オブジェクトの変更に合わせて行を表示
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
                                       watch のすべてのイベントをブックマークも含めて表示
watch --replay FILE [-o jsonl|table]   記録した watch をオフラインで表示
watch RESOURCE --doctor                サーバーまでの経路が watch をどう扱うか調べる</translation>
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
        <translation>使い方: mado watch リソース [名前] [オプション]
        mado watch --replay ファイル [-o jsonl|table] [--max-events N]
        mado watch リソース --doctor [-n NS | -A] [-l SEL] [--probe-seconds N]

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
      --record FILE             watch が終わったときにフライトレコーダーの記録を FILE
                                にも書く (すべてのフレーム、一覧のオブジェクト、接続の
                                各段階。Watch ペインでも開ける)
      --replay FILE             記録 (--record または Watch ペインの「記録をエクスポート」
                                のもの) を、ライブの watch が表示したとおりに表示する。
                                クラスターは不要
      --doctor                  コレクションにプロトコル診断を実行する: ストリーミング
                                一覧、一覧後 watch、シャードセレクターを並べて試し、
                                所見を表示する (問題があれば終了コード 1)
      --probe-seconds N         診断の各プローブが watch する秒数 (既定 8)

-o table は kubectl get -w と同じく表示する: 一覧を 1 つの表にし、その後は
各イベントをすぐに出す。列はそれまでで最も広い幅を保つ。
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
                                       CEL 式をコスト付きで評価</translation>
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
        <translation>使い方: mado cel eval 式 [オプション]

API サーバーと同じように CEL 式をコンパイル・評価し、その値、型、
実行時コスト、見積もりコストを表示します。

オプション:
      --env ENV           crd、vap、mutating (または map)、match のいずれか (既定: --schema があれば crd、
                          なければ vap)
      --k8s-version V     API サーバーの Kubernetes バージョン (1.27〜1.37、既定 1.37)
      --rule AGE          new (既定): 作成・変更中のルール。サーバーの互換バージョン
                          (1 つ下のマイナー) の環境でコンパイルします。stored: 保存済みの
                          ルール。サーバー自身の環境でコンパイルします
      --schema FILE       self の OpenAPI スキーマ (YAML または JSON)。--env crd 用
      --object-resource RESOURCE
                          --env vap または mutating 用: クラスター上のリソースの
                          OpenAPI スキーマで object と oldObject を型付けします (API
                          サーバーのポリシー型チェックと同じ)。未知のフィールドは型エラー
                          になり、見積もりはスキーマの上限を使います
      --var NAME=FILE     変数を YAML または JSON ドキュメントに束縛 (繰り返し可)
      --explain-cost      各部分式のコスト (実行時コストと見積もりの内訳) を追加し、
                          見積もりが上限を超える場合は収まるスキーマの上限を示します
                          (JSON では「costBreakdown」「boundHints」)
      --check-on-server   ルールをドライランの作成 (ルール付きの CRD、または
                          ValidatingAdmissionPolicy) として現在のコンテキストの
                          クラスターにも送り、サーバーの判定を Mado の判定と並べて表示。
                          --object-resource 付きでは、サーバーが型チェックするまで
                          ポリシーを (バインディングなしで) 作成し、その後削除します
      --patch-type TYPE   --env map 用: ミューテーションの patchType。json (JSONPatch) または
                          apply (ApplyConfiguration)。値が生成するパッチを表示し、
                          オブジェクトがあればそれに何をするかも表示します
      --object NS/NAME    --object-resource と併用: object として束縛するライブオブジェクト
      --dry-run           --patch-type と --object と併用: パッチを dryRun=All で
                          オブジェクトに送り (JSON パッチ、またはフィールドマネージャー
                          mado-cel-preview による強制 server-side apply)、サーバーの結果を
                          差分で表示し、Mado のローカル結果と一致するかを示します
      --variables FILE    ポリシーの spec.variables (名前と式のリスト、またはポリシー
                          全体)。--env vap / mutating 用: 順にコンパイルされ、それぞれ
                          前の変数を variables.NAME として参照でき、使われたときだけ
                          最大 1 回評価されます (JSON では「variables」: 値、コスト、エラー)
      --variable NAME=EXPR
                          --variables の後に変数を 1 つ追加 (繰り返し可)
      --authorizer MODE   none (既定): authorizer のチェックは「意見なし」を返します。
                          cluster: 各チェックを現在のコンテキストのクラスターへの
                          SubjectAccessReview にします (JSON では「authorizerChecks」)
      --user NAME         request.userInfo.username (authorizer がチェックするユーザー)
      --group GROUP       request.userInfo.groups (繰り返し可)
  -o, --output FORMAT     json (既定) または text

クラスター上の文脈での CRD 検証ルール:
  mado cel eval [EXPR] --crd NAME [--crd-version V] --node PATH [--rule-index I]
      (--self-object NS/NAME [--old-self FILE] | --over-live [--sample N] [--seed S])
      [--message-expression EXPR]
      --crd NAME          クラスターから読む CustomResourceDefinition (plural.group)
      --crd-version V     そのバージョン (既定: ストレージバージョン)
      --node PATH         ルールのあるスキーマノード: ルートは ""、spec、
                          spec.items[*] (配列の要素)、spec.labels{*} (マップの値)
      --rule-index I      ノードのどのルールか (既定 0)。EXPR はそれを置き換えます
      --self-object NS/NAME  self はこのオブジェクトでのノードの値 (配列とマップでは
                          要素ごと)。oldSelf は同じオブジェクト
      --old-self FILE     oldSelf を代わりにこのオブジェクト (YAML または JSON) から: 更新
      --message-expression EXPR  ルールの messageExpression を置き換えます
      --over-live         バージョンのすべての稼働中オブジェクトでルールを実行し、コストの
                          分布、失敗、全ルールの呼び出しごとの予算 (10,000,000) に
                          最も近いオブジェクトを表示します
      --sample N          すべてではなく N 個のランダムなサンプル

- で始まる式は -- の後に置きます:  mado cel eval -- '-7 / 2'
</translation>
    </message>
    <message>
        <location line="+74" />
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
        <source>migrate plan|run|check CRD [--to VERSION] [--qps N] [--concurrency N] | migrate lab
                                       move a CRD's storage version, step by step</source>
        <translation>migrate plan|run|check CRD [--to VERSION] [--qps N] [--concurrency N] | migrate lab
                                       CRDのストレージバージョンを段階的に移行する</translation>
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
        <translation>使い方: mado migrate plan CRD --to VERSION [--qps N]
       mado migrate run CRD --to VERSION [--qps N] [--concurrency N] [--until STEP]
                        [--server-side]
       mado migrate rewrite CRD --to VERSION [--qps N] [--concurrency N] [--server-side]
       mado migrate check CRD [--to VERSION] [--sandbox-dir DIR]
       mado migrate lab [--objects N] [--group GROUP] [-n NAMESPACE]
                        [--webhook-url URL --webhook-ca FILE]

CustomResourceDefinitionのストレージバージョンを、順序の決まった4つのステップで移行します:
1 新しいバージョンを提供し古いものを非推奨にする、2 新しいバージョンで保存する、
3 すべてのオブジェクトを1回ずつ書き直す、4 status.storedVersionsを整理し、古い
バージョンの提供を止めて削除する。Madoは順序どおりでないステップを拒否します。
変換のstrategyがWebhookなら、plan、run、rewriteはまず提供中の各バージョンで
オブジェクトを1つずつ読みます(APIサーバーがWebhookで変換します)。
失敗するWebhookはすべてのステップを止め、終了コード1で終わります。

  plan    CRDの状態と残りのステップを表示します(--qpsでの書き直しの
          見込み時間付き)
  run     残りのステップを実行します。進捗はstderrへ。中断された実行は再開します
  rewrite ステップ3だけを(もう一度)実行します。計測などに
  check   移行が完了しているときだけ0で終了し、そうでなければ足りないものを示します
  lab     ラボのCRD(v1で保存、v2はデフォルト値付きのフィールドを追加、
          strategy None)とサンプルのオブジェクトを作成します

オプション:
      --to VERSION        移行先のバージョン(check: 既定はストレージバージョン)
      --qps N             書き直しの1秒あたりの最大書き込み数(既定0: 上限なし)
      --concurrency N     書き直しの同時書き込み数の上限(既定8)
      --until STEP        run: serve、storage、rewrite、trim、unserve、removeのあとで止める
      --warning TEXT      run: 古いバージョンの非推奨警告の文
      --server-side       run, rewrite: ステップ3をStorageVersionMigrationオブジェクト
                          (storagemigration.k8s.io)で行う。実行するのはサーバーのコントローラー
      --state-dir DIR     書き直しの進捗を保存する場所
      --sandbox-dir DIR   check: サンドボックスのetcdから保存バージョンも読む
      --objects N         lab: サンプルのオブジェクト数(既定20)
      --group GROUP       lab: APIグループ(既定lab.mado.io)
      --webhook-url URL   lab: このWebhookで変換する(strategy Webhook)
      --webhook-ca FILE   lab: Webhookの証明書のCA(PEM)
      --sample-timeout N  1回の試し読みにかけてよい秒数(既定10)
</translation>
    </message>
    <message>
        <location line="+43" />
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
        <location filename="../app/cmd_cel.cpp" line="+81" />
        <location filename="../app/cmd_cel_crd.cpp" line="+90" />
        <location filename="../app/cmd_migrate.cpp" line="+110" />
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
        <location filename="../app/cmd_cel.cpp" line="-8" />
        <location filename="../app/cmd_cel_crd.cpp" line="-2" />
        <source>cel needs a subcommand: eval</source>
        <translation>cel にはサブコマンドが必要です: eval</translation>
    </message>
    <message>
        <location line="+64" />
        <source>--var needs NAME=FILE</source>
        <translation>--var には 名前=ファイル が必要です</translation>
    </message>
    <message>
        <location line="-60" />
        <source>cel eval needs an expression</source>
        <translation>cel eval には式が必要です</translation>
    </message>
    <message>
        <location line="+22" />
        <location filename="../app/cmd_cel_crd.cpp" line="+42" />
        <source>unknown output format "%1" (json, text)</source>
        <translation>不明な出力形式「%1」(json, text)</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../app/cmd_cel_crd.cpp" line="+4" />
        <source>unknown rule age "%1" (new, stored)</source>
        <translation>不明なルール種別「%1」(new, stored)</translation>
    </message>
    <message>
        <location line="+11" />
        <location filename="../app/cmd_cel_crd.cpp" line="+10" />
        <source>unsupported Kubernetes version "%1" (1.27 to 1.37)</source>
        <translation>サポートされていない Kubernetes バージョン「%1」(1.27 から 1.37)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>--object-resource needs --env vap or --env mutating</source>
        <translation>--object-resource には --env vap または --env mutating が必要です</translation>
    </message>
    <message>
        <location line="+18" />
        <source>The server's OpenAPI document has no schema for %1.</source>
        <translation>サーバーの OpenAPI ドキュメントに %1 のスキーマがありません。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>unknown patch type "%1" (json, apply)</source>
        <translation>不明なパッチ種別「%1」(json, apply)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--patch-type needs --env map</source>
        <translation>--patch-type には --env map が必要です</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--object needs --object-resource</source>
        <translation>--object には --object-resource が必要です</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--object needs NAMESPACE/NAME or NAME</source>
        <translation>--object には NAMESPACE/NAME または NAME が必要です</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--dry-run needs --patch-type and --object</source>
        <translation>--dry-run には --patch-type と --object が必要です</translation>
    </message>
    <message>
        <location line="+121" />
        <source>server dry run failed: %1</source>
        <translation>サーバーでのドライランに失敗しました: %1</translation>
    </message>
    <message>
        <location line="-95" />
        <location line="+159" />
        <location filename="../app/cmd_cel_crd.cpp" line="+5" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="-166" />
        <source>--variables and --variable need --env vap or --env mutating</source>
        <translation>--variables と --variable には --env vap または --env mutating が必要です</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+155" />
        <location filename="../app/cmd_cel_crd.cpp" line="+7" />
        <source>cannot parse %1: %2</source>
        <translation>%1 を解析できません: %2</translation>
    </message>
    <message>
        <location line="-147" />
        <source>--variable needs NAME=EXPRESSION</source>
        <translation>--variable には NAME=EXPRESSION が必要です</translation>
    </message>
    <message>
        <location line="+8" />
        <source>unknown authorizer "%1" (none, cluster)</source>
        <translation>不明な authorizer「%1」(none、cluster)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--authorizer needs an admission environment (vap, mutating, match)</source>
        <translation>--authorizer にはアドミッション環境 (vap、mutating、match) が必要です</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--user and --group need an admission environment (vap, mutating, match)</source>
        <translation>--user と --group にはアドミッション環境 (vap、mutating、match) が必要です</translation>
    </message>
    <message>
        <location line="+132" />
        <location line="+65" />
        <source>%1 to %2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <location line="-5" />
        <source>note: %1</source>
        <translation>注: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cost by sub-expression (runtime; share of the estimate; runs):</source>
        <translation>部分式ごとのコスト(実行時、見積もりの内訳、実行回数):</translation>
    </message>
    <message>
        <location line="+21" />
        <source>hint: no single bound is enough; %1 on each of %2 keeps the estimate within the limit (estimate %3)</source>
        <translation>ヒント: 1 つの上限だけでは足りません。%2 のそれぞれに %1 を設定すると見積もりが上限内に収まります(見積もり %3)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>hint: %1 is unbounded; %2: %3 keeps the estimate within the limit (estimate %4)</source>
        <translation>ヒント: %1 に上限がありません。%2: %3 で見積もりが上限内に収まります(見積もり %4)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>hint: %1 is unbounded; even %2: 1 leaves the estimate at %3</source>
        <translation>ヒント: %1 に上限がありません。%2: 1 でも見積もりは %3 です</translation>
    </message>
    <message>
        <location line="+20" />
        <source>does not compile: %1</source>
        <translation>コンパイルできません: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not evaluated (not used)</source>
        <translation>評価されていません (未使用)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (runtime cost %2)</source>
        <translation>%1 (実行時コスト %2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>variable %1 (%2): %3</source>
        <translation>変数 %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>variables' runtime cost: %1</source>
        <translation>変数の実行時コスト: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (no cluster connection)</source>
        <translation>%1 (クラスター未接続)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>authorizer check as %1: %2 -&gt; %3</source>
        <translation>%1 としての authorizer チェック: %2 -&gt; %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>type error (%1): %2</source>
        <translation>型エラー (%1): %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>--check-on-server needs --env crd or --env vap</source>
        <translation>--check-on-server には --env crd または --env vap が必要です</translation>
    </message>
    <message>
        <location line="+41" />
        <source>server: accepted</source>
        <translation>サーバー: 受理</translation>
    </message>
    <message>
        <location line="+0" />
        <source>server: rejected</source>
        <translation>サーバー: 拒否</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+5" />
        <source>type-check warning: %1</source>
        <translation>型チェックの警告: %1</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Mado: accepted</source>
        <translation>Mado: 受理</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Mado: rejected</source>
        <translation>Mado: 拒否</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The verdicts differ.</source>
        <translation>判定が異なります。</translation>
    </message>
    <message>
        <location line="-504" />
        <source>--env crd needs --schema FILE</source>
        <translation>--env crd には --schema ファイル が必要です</translation>
    </message>
    <message>
        <location line="-32" />
        <source>unknown environment "%1" (crd, vap, mutating or map, match)</source>
        <translation>不明な環境「%1」(crd、vap、mutating または map、match)</translation>
    </message>
    <message>
        <location line="+331" />
        <source>warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation rule, so the API server would reject this rule; maxItems, maxProperties and maxLength in the schema bound it</source>
        <translation>警告: 推定コスト %1 が CRD 検証ルール 1 件あたりの上限 %2 を超えているため、API サーバーはこのルールを拒否します。スキーマの maxItems、maxProperties、maxLength で上限を設けられます</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+6" />
        <location line="+81" />
        <location filename="../app/cmd_cel_crd.cpp" line="+112" />
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="-71" />
        <source>type: %1</source>
        <translation>型: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>runtime cost: %1</source>
        <translation>実行時コスト: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../app/cmd_cel_crd.cpp" line="+57" />
        <source>estimated cost: %1 to %2</source>
        <translation>推定コスト: %1 から %2</translation>
    </message>
    <message>
        <location filename="../app/cmd_get.cpp" line="+83" />
        <source>--wire must be one of: json, protobuf, cbor, yaml</source>
        <translation>--wire は json、protobuf、cbor、yaml のいずれかです</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--chunk-size takes a number of 0 or more</source>
        <translation>--chunk-size には 0 以上の数を指定します</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--parallel takes a number of streams from 0 (automatic) to 64</source>
        <translation>--parallel にはストリーム数を 0（自動）から 64 で指定します</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--parallel-by must be one of: shards, namespaces</source>
        <translation>--parallel-by は shards（シャード）、namespaces（名前空間）のいずれかです</translation>
    </message>
    <message>
        <location line="+8" />
        <source>get needs a resource type and at most one name</source>
        <translation>get にはリソースの種類と最大 1 つの名前が必要です</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--output must be one of: table, wide, json, yaml, jsonl, name</source>
        <translation>--output は table、wide、json、yaml、jsonl、name のいずれかです</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invalid label selector «%1»: %2</source>
        <translation>ラベルセレクター「%1」が不正です: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invalid field selector «%1»: %2</source>
        <translation>フィールドセレクター「%1」が不正です: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--watch prints table rows (-o table or wide); for events as JSON use mado watch</source>
        <translation>--watch は表の行を表示します（-o table または wide）。JSON のイベントには mado watch を使ってください</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The resource %1 cannot be read with get.</source>
        <translation>リソース %1 は get で読み取れません。</translation>
    </message>
    <message>
        <location line="+51" />
        <location line="+128" />
        <location line="+33" />
        <location filename="../app/cmd_migrate.cpp" line="+240" />
        <location filename="../app/cmd_patch.cpp" line="+156" />
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location line="-155" />
        <source>Warning: Mado has no protobuf schema for %1: only apiVersion, kind and metadata were decoded.</source>
        <translation>警告: Mado には %1 の protobuf スキーマがありません。apiVersion、kind、metadata のみをデコードしました。</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Warning: the server ignores shard selectors; fetching one stream.</source>
        <translation>警告: サーバーはシャードセレクターを無視します。1 本のストリームで取得します。</translation>
    </message>
    <message>
        <location line="+212" />
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
        <location filename="../app/cmd_watch.cpp" line="+107" />
        <source>--output must be one of: jsonl, table</source>
        <translation>--output は jsonl、table のいずれかです</translation>
    </message>
    <message>
        <location line="+17" />
        <source>--wire must be one of: json, protobuf, cbor</source>
        <translation>--wire は json、protobuf、cbor のいずれかです</translation>
    </message>
    <message>
        <location line="-12" />
        <source>--max-events takes a number of 1 or more</source>
        <translation>--max-events には 1 以上の数を指定します</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--replay takes only a recording file (and -o, --max-events)</source>
        <translation>--replay に指定できるのは記録ファイル (と -o、--max-events) だけです</translation>
    </message>
    <message>
        <location line="+22" />
        <source>--timeout takes a number of seconds above 0</source>
        <translation>--timeout には 0 より大きい秒数を指定します</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--server-timeout takes a whole number of seconds above 0</source>
        <translation>--server-timeout には 0 より大きい整数の秒数を指定します</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--probe-seconds takes a whole number of seconds above 0</source>
        <translation>--probe-seconds には 0 より大きい整数の秒数を指定します</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--probe-seconds goes with --doctor</source>
        <translation>--probe-seconds は --doctor と一緒に使います</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--doctor probes the collection in its own ways; it takes no --record, --resource-version, --send-initial-events or --max-events</source>
        <translation>--doctor は独自の方法でコレクションを調べます。--record、--resource-version、--send-initial-events、--max-events は指定できません</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--record needs a file name</source>
        <translation>--record にはファイル名が必要です</translation>
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
        <location line="+23" />
        <source>The resource %1 cannot be watched.</source>
        <translation>リソース %1 は watch できません。</translation>
    </message>
    <message>
        <location line="+98" />
        <source>Cannot write the recording %1: %2</source>
        <translation>記録「%1」を書き込めません: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Recorded %n record(s) to %1</source>
        <translation>
            <numerusform>%n 件のレコードを %1 に記録しました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot read %1: %2</source>
        <translation>「%1」を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Replaying %1: %2 (context %3), recorded %4</source>
        <translation>「%1」を再生中: %2 (コンテキスト %3)、記録日時 %4</translation>
    </message>
    <message>
        <location line="+102" />
        <source>Probing %1 with a streaming list, a list-then-watch and a shard selector side by side for %2 s…</source>
        <translation>%1 をストリーミング一覧、一覧後 watch、シャードセレクターで並べて %2 秒間調べています…</translation>
    </message>
    <message>
        <location line="+12" />
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+3" />
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+3" />
        <source>problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+4" />
        <source>note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="-76" />
        <source>(end of initial events)</source>
        <translation>(初期イベントの終わり)</translation>
    </message>
    <message>
        <location filename="../app/cmd_auth.cpp" line="+20" />
        <source>auth knows one subcommand: can-i</source>
        <translation>auth のサブコマンドは can-i だけです</translation>
    </message>
    <message>
        <location line="+19" />
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
        <location line="+20" />
        <source>Warning: resource '%1' is not namespace scoped</source>
        <translation>警告: リソース「%1」は名前空間スコープではありません</translation>
    </message>
    <message>
        <location line="+5" />
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
        <location line="+35" />
        <source>The server does not serve %1 in %2.</source>
        <translation>サーバーは %2 で %1 を提供していません。</translation>
    </message>
    <message>
        <location filename="../app/cmd_migrate.cpp" line="-309" />
        <source>missing the action: plan, run, check or lab</source>
        <translation>アクションがありません: plan、run、check、labのいずれか</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown action "%1": use plan, run, check or lab</source>
        <translation>不明なアクション「%1」: plan、run、check、labを使ってください</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--qps needs a number of writes per second (0: no cap)</source>
        <translation>--qpsには1秒あたりの書き込み数が必要です(0: 上限なし)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--concurrency needs a whole number of at least 1</source>
        <translation>--concurrencyには1以上の整数が必要です</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--sample-timeout needs a whole number of seconds, at least 1</source>
        <translation>--sample-timeout には1以上の整数の秒数が必要です</translation>
    </message>
    <message>
        <location line="+12" />
        <source>--objects needs a whole number</source>
        <translation>--objectsには整数が必要です</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot read the CA file «%1»: %2</source>
        <translation>CAファイル「%1」を読めません: %2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>missing the CRD's name (e.g. widgets.lab.mado.io)</source>
        <translation>CRDの名前がありません(例: widgets.lab.mado.io)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--to VERSION is required</source>
        <translation>--to VERSIONが必要です</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--until needs one of serve, storage, rewrite, trim, unserve, remove</source>
        <translation>--untilにはserve、storage、rewrite、trim、unserve、removeのいずれかが必要です</translation>
    </message>
    <message numerus="yes">
        <location line="+30" />
        <source>Lab ready: %1 with %n object(s) in namespace %2, stored as v1; v2 adds spec.color (default "blue") and is not served yet.</source>
        <translation>
            <numerusform>ラボの準備ができました: 名前空間%2に%n個のオブジェクトを持つ%1。v1で保存され、v2はspec.color(デフォルト"blue")を追加しますが、まだ提供されていません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Its versions convert through the webhook %1 (strategy Webhook).</source>
        <translation>バージョン間の変換はWebhook %1 で行います(strategy Webhook)。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: mado migrate plan %1 --to v2</source>
        <translation>次: mado migrate plan %1 --to v2</translation>
    </message>
    <message numerus="yes">
        <location line="+61" />
        <source>CRD %1 (strategy %2), %n object(s)</source>
        <translation>
            <numerusform>CRD %1(strategy %2)、%n個のオブジェクト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>served</source>
        <translation>提供中</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not served</source>
        <translation>提供なし</translation>
    </message>
    <message>
        <location line="+2" />
        <source>storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>deprecated</source>
        <translation>非推奨</translation>
    </message>
    <message>
        <location line="+3" />
        <source>  status.storedVersions: [%1]</source>
        <translation>  status.storedVersions: [%1]</translation>
    </message>
    <message>
        <location line="+15" />
        <source>[done]    %1</source>
        <translation>[完了]    %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>[next]    %1</source>
        <translation>[次]      %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>[pending] %1</source>
        <translation>[保留]    %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>(%n object(s) at %1 writes/s: %2)</source>
        <translation>
            <numerusform>(%n個のオブジェクト、毎秒%1件の書き込みで%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+55" />
        <source>The migration to %1 is complete.</source>
        <translation>%1への移行は完了しています。</translation>
    </message>
    <message numerus="yes">
        <location line="-54" />
        <source>%n step(s) left to reach %1.</source>
        <translation>
            <numerusform>%1まで残り%nステップです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30" />
        <source>Complete: %1 is stored only as %2, every object was rewritten, no old version is served.</source>
        <translation>完了: %1は%2だけで保存され、すべてのオブジェクトが書き直され、古いバージョンは提供されていません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Not complete: %1 to %2 is missing:</source>
        <translation>未完了: %1の%2への移行に足りないもの:</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Stopped before %1 as asked.</source>
        <translation>指定どおり「%1」の前で止めました。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Mado refuses to run %1: %2</source>
        <translation>Madoは「%1」の実行を拒否します: %2</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The StorageVersionMigration %1 succeeded.</source>
        <translation>StorageVersionMigration %1 は成功しました。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>rewrite: %1/%2 objects, %3 objects/s, %4 left</source>
        <translation>書き直し: %1/%2個、毎秒%3個、残り%4</translation>
    </message>
    <message>
        <location line="+8" />
        <source>failed: %1: %2</source>
        <translation>失敗: %1: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>rewrite: %1 objects rewritten, %2 already gone, %3 conflicts resolved, %4 failed, %5 objects/s</source>
        <translation>書き直し: 書き直し%1個、削除済み%2個、解決した競合%3件、失敗%4個、毎秒%5個</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The rewrite did not cover every object; run it again to retry the failed ones.</source>
        <translation>書き直しはすべてのオブジェクトを網羅していません。失敗したものを再試行するには、もう一度実行してください。</translation>
    </message>
    <message>
        <location filename="../app/cmd_patch.cpp" line="-111" />
        <source>patch needs a resource type and a name</source>
        <translation>patch にはリソースの種類と名前が必要です</translation>
    </message>
    <message>
        <location line="+6" />
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
        <location line="+4" />
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
        <location line="+8" />
        <source>Cannot read the patch from %1: %2</source>
        <translation>%1 からパッチを読み込めません: %2</translation>
    </message>
    <message>
        <location line="+20" />
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
    <message>
        <location filename="../app/cmd_cel_mutation.cpp" line="+30" />
        <source>patch (%1): refused: %2</source>
        <translation>パッチ (%1): 拒否: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>patch (%1):</source>
        <translation>パッチ (%1):</translation>
    </message>
    <message>
        <location line="+7" />
        <source>applied to object: fails: %1</source>
        <translation>オブジェクトへの適用: 失敗: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>applied to object: %1</source>
        <translation>オブジェクトへの適用: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>applied to object: no change</source>
        <translation>オブジェクトへの適用: 変更なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>applied to object:</source>
        <translation>オブジェクトへの適用:</translation>
    </message>
    <message>
        <location line="+27" />
        <source>server dry run:</source>
        <translation>サーバーでのドライラン:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  no change</source>
        <translation>  変更なし</translation>
    </message>
    <message>
        <location line="+6" />
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's local application fails: %1</source>
        <translation>Mado のローカル適用は失敗します: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's local application agrees with the server's result.</source>
        <translation>Mado のローカル適用はサーバーの結果と一致します。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The server also set defaults at: %1</source>
        <translation>サーバーは次の場所に既定値も設定しました: %1</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Mado's local application differs from the server's result at: %1</source>
        <translation>Mado のローカル適用はサーバーの結果と次の場所で異なります: %1</translation>
    </message>
    <message>
        <location filename="../app/cmd_cel_crd.cpp" line="-228" />
        <source>--crd needs --node PATH ("" for the root, e.g. spec.items[*])</source>
        <translation>--crd には --node PATH が必要です (ルートは ""、例: spec.items[*])</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--rule-index needs a number from 0</source>
        <translation>--rule-index には 0 以上の数が必要です</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--sample needs a number from 1</source>
        <translation>--sample には 1 以上の数が必要です</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--seed needs a number</source>
        <translation>--seed には数が必要です</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--crd needs --self-object NAMESPACE/NAME or --over-live</source>
        <translation>--crd には --self-object NAMESPACE/NAME または --over-live が必要です</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--self-object and --over-live exclude each other</source>
        <translation>--self-object と --over-live は同時に使えません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--sample needs --over-live</source>
        <translation>--sample には --over-live が必要です</translation>
    </message>
    <message>
        <location line="+63" />
        <source>The CustomResourceDefinition %1 has no version %2.</source>
        <translation>CustomResourceDefinition %1 にはバージョン %2 がありません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The schema of %1 %2 has no node %3; nodes with rules: %4</source>
        <translation>%1 %2 のスキーマにはノード %3 がありません。ルールのあるノード: %4</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The node %1 has no validation rules; give the rule as EXPR.</source>
        <translation>ノード %1 には検証ルールがありません。ルールを EXPR で指定してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>The node %1 has %n rule(s); --rule-index goes from 0.</source>
        <translation>
            <numerusform>ノード %1 には %n 個のルールがあります。--rule-index は 0 から数えます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17" />
        <source>warning: the estimated cost %1 of the rule exceeds the limit of %2 for one expression, so the API server would reject the CRD</source>
        <translation>警告: ルールの見積もりコスト %1 が 1 つの式の上限 %2 を超えるため、API サーバーは CRD を拒否します</translation>
    </message>
    <message>
        <location line="+7" />
        <source>warning: the estimated cost %1 of messageExpression exceeds the limit of %2 for one expression, so the API server would reject the CRD</source>
        <translation>警告: messageExpression の見積もりコスト %1 が 1 つの式の上限 %2 を超えるため、API サーバーは CRD を拒否します</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 is namespaced: --self-object needs NAMESPACE/NAME</source>
        <translation>%1 は名前空間に属します: --self-object には NAMESPACE/NAME が必要です</translation>
    </message>
    <message>
        <location line="+30" />
        <source>messageExpression error: %1</source>
        <translation>messageExpression のエラー: %1</translation>
    </message>
    <message>
        <location line="+50" />
        <source>rule: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>messageExpression estimated cost: %1 to %2</source>
        <translation>messageExpression の見積もりコスト: %1〜%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The object has no value at %1; the rule does not run.</source>
        <translation>オブジェクトの %1 に値がないため、ルールは実行されません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: skipped (a transition rule without an old value)</source>
        <translation>%1: スキップ (古い値のない遷移ルール)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: passed, cost %2</source>
        <translation>%1: 合格、コスト %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: failed, cost %2: %3</source>
        <translation>%1: 不合格、コスト %2: %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression used, cost %1</source>
        <translation>messageExpression を使用、コスト %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression not used, cost %1: %2</source>
        <translation>messageExpression は不使用、コスト %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>all rules of the object: cost %1 of the per-call budget %2</source>
        <translation>オブジェクトの全ルール: 呼び出しごとの予算 %2 のうちコスト %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The budget runs out: the API server rejects a write of this object.</source>
        <translation>予算を使い切ります: API サーバーはこのオブジェクトの書き込みを拒否します。</translation>
    </message>
    <message numerus="yes">
        <location line="+68" />
        <source>%n object(s) listed</source>
        <translation>
            <numerusform>%n 個のオブジェクトを取得</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n evaluated</source>
        <translation>
            <numerusform>%n 個を評価</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n 個が不合格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>min %1, median %2, p90 %3, max %4</source>
        <translation>最小 %1、中央値 %2、p90 %3、最大 %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>rule cost: %1</source>
        <translation>ルールのコスト: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>all rules per object: %1 (budget %2)</source>
        <translation>オブジェクトごとの全ルール: %1 (予算 %2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>failures:</source>
        <translation>失敗:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>closest to the limit:</source>
        <translation>上限に最も近いもの:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cost %1 (rule %2)</source>
        <translation>コスト %1 (ルール %2)</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+445" />
        <source>Local sandbox</source>
        <translation>ローカルサンドボックス</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>ローカルサンドボックスは %1 で動作しています。</translation>
    </message>
    <message>
        <location line="-90" />
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
        <location line="-187" />
        <source>Discovery failed: %1</source>
        <translation>API の検出に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+164" />
        <source>Connect to a cluster first.</source>
        <translation>先にクラスターに接続してください。</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Schema</source>
        <translation>スキーマ</translation>
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
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
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
        <source>&amp;Go to resource…</source>
        <translation>リソースへ移動(&amp;G)…</translation>
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
        <source>&amp;Migrate CRD storage version…</source>
        <translation>CRDのストレージバージョンを移行(&amp;M)…</translation>
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
        <location line="+3" />
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
        <location line="+11" />
        <source>The kubeconfig sets no current context; choose one.</source>
        <translation>kubeconfig に現在のコンテキストが設定されていません。選んでください。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The context "%1" is not in the kubeconfig.</source>
        <translation>コンテキスト「%1」は kubeconfig にありません。</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Listing namespaces is forbidden for this user; type a namespace.</source>
        <translation>このユーザーは名前空間の一覧を取得できません。名前空間を入力してください。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 cannot be listed.</source>
        <translation>%1 は一覧を取得できません。</translation>
    </message>
    <message>
        <location line="+51" />
        <source>%1 cannot be watched.</source>
        <translation>%1 はウォッチできません。</translation>
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
        <translation>移動</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resource (plural, singular, short name or kind), optionally /name:</source>
        <translation>リソース（複数形、単数形、短縮名、kind）、必要なら /名前:</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Loading %1: %2 received</source>
        <translation>%1 を読み込み中: %2 受信</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 in the last list</source>
        <translation>%1: 直近の一覧で %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n shared watch(es) open</source>
        <translation>
            <numerusform>共有ウォッチ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Last error: %1</source>
        <translation>最後のエラー: %1</translation>
    </message>
    <message>
        <location line="+21" />
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
        <location filename="../codecs/listrows_json.cpp" line="+262" />
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
        <location filename="../codecs/listrows_json.cpp" line="-235" />
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
        <location filename="../codecs/cbor.cpp" line="+146" />
        <source>Malformed CBOR at byte %1: %2</source>
        <translation>バイト %1 で CBOR が壊れています: %2</translation>
    </message>
    <message>
        <location line="+15" />
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
        <location filename="../codecs/yaml.cpp" line="+198" />
        <location filename="../codecs/yamlmessage.cpp" line="+100" />
        <source>nested deeper than %1 levels</source>
        <translation>入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <location line="+22" />
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
        <location filename="../codecs/decode.cpp" line="+39" />
        <source>The server answered with %1, which is not a Kubernetes API format (a proxy or load balancer in between?): %2</source>
        <translation>サーバーは Kubernetes API の形式ではない %1 で応答しました（間にプロキシやロードバランサーがありますか？）: %2</translation>
    </message>
    <message>
        <location line="+43" />
        <source>The server answered in %1, but Mado asked for %2.</source>
        <translation>サーバーは %1 で応答しましたが、Mado が要求したのは %2 です。</translation>
    </message>
    <message>
        <location line="+30" />
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
        <location line="+419" />
        <source>The server did not answer in the Table format.</source>
        <translation>サーバーが Table 形式で応答しませんでした。</translation>
    </message>
    <message>
        <location line="+155" />
        <source>The list page names two different continue tokens; the list stopped.</source>
        <translation>一覧のページに異なる継続トークン (continue) が 2 つあります。一覧の読み込みを中止しました。</translation>
    </message>
    <message>
        <location filename="../codecs/mediatype.cpp" line="+96" />
        <source>The server cannot answer in the requested format (%1). Custom resources and aggregated APIs do not serve protobuf; ask for JSON instead.</source>
        <translation>サーバーは要求された形式（%1）で応答できません。カスタムリソースと集約 API は protobuf を提供しません。代わりに JSON を要求してください。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server cannot answer in the requested format (%1).</source>
        <translation>サーバーは要求された形式（%1）で応答できません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server said: %1</source>
        <translation>サーバーの応答: %1</translation>
    </message>
    <message>
        <location filename="../codecs/protobuf.cpp" line="+300" />
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
        <location line="+51" />
        <source>The protobuf %1 is malformed or truncated.</source>
        <translation>protobuf %1 が不正か途中で切れています。</translation>
    </message>
    <message>
        <location line="-44" />
        <source>The protobuf %1 is nested too deeply or carries invalid managed fields.</source>
        <translation>protobuf %1 の入れ子が深すぎるか、managedFields が不正です。</translation>
    </message>
    <message>
        <location line="+54" />
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
        <location line="+248" />
        <source>The metadata of the protobuf list is malformed.</source>
        <translation>protobuf リストのメタデータが不正です。</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Item %1 of the protobuf list has malformed metadata.</source>
        <translation>protobuf リストの項目 %1 のメタデータが不正です。</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Item %1 of the protobuf list is malformed.</source>
        <translation>protobuf リストの項目 %1 が不正です。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The protobuf list is malformed or truncated.</source>
        <translation>protobuf リストが不正か途中で切れています。</translation>
    </message>
    <message>
        <location filename="../codecs/watchframing.cpp" line="+28" />
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
        <location line="+47" />
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
        <location line="+46" />
        <source>the key "%1" appears twice in one mapping</source>
        <translation>キー「%1」が 1 つのマッピングに 2 回現れます</translation>
    </message>
    <message>
        <location line="+30" />
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
    <message>
        <location filename="../codecs/yamlmessage.cpp" line="-76" />
        <source>a %YAML directive takes exactly one argument</source>
        <translation>%YAML ディレクティブの引数はちょうど 1 つです</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bad YAML version: %1</source>
        <translation>YAML のバージョンが不正です: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the YAML major version is too large</source>
        <translation>YAML のメジャーバージョンが大きすぎます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the %YAML directive is repeated</source>
        <translation>%YAML ディレクティブが繰り返されています</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a %TAG directive takes exactly two arguments</source>
        <translation>%TAG ディレクティブの引数はちょうど 2 つです</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the %TAG directive is repeated</source>
        <translation>%TAG ディレクティブが繰り返されています</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an illegal character in a tag handle</source>
        <translation>タグハンドルに使えない文字があります</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a tag handle without a suffix</source>
        <translation>サフィックスのないタグハンドルです</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a verbatim tag (!&lt;...&gt;) without its closing '&gt;'</source>
        <translation>逐語タグ（!&lt;...&gt;）に閉じる「&gt;」がありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the end of a mapping was not found</source>
        <translation>マッピングの終わりが見つかりません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a flow mapping '{' without its closing '}'</source>
        <translation>フローマッピングの「{」に閉じる「}」がありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the end of a sequence was not found</source>
        <translation>シーケンスの終わりが見つかりません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a flow sequence '[' without its closing ']'</source>
        <translation>フローシーケンスの「[」に閉じる「]」がありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>one node has two tags</source>
        <translation>1 つのノードに 2 つのタグがあります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one node has two anchors</source>
        <translation>1 つのノードに 2 つのアンカーがあります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one node has two aliases</source>
        <translation>1 つのノードに 2 つのエイリアスがあります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an alias (*name) cannot have content of its own, not even a tag</source>
        <translation>エイリアス（*名前）は独自の内容を持てません（タグも不可）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a character that is not a hexadecimal digit in an escape sequence</source>
        <translation>エスケープシーケンスに 16 進数字でない文字があります</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not a Unicode code point: %1</source>
        <translation>Unicode のコードポイントではありません: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown escape character: %1</source>
        <translation>不明なエスケープ文字: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown token</source>
        <translation>不明なトークン</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a document marker (--- or ...) inside a quoted scalar</source>
        <translation>引用符付きスカラーの中にドキュメントマーカー（--- または ...）があります</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the input ends inside a quoted scalar</source>
        <translation>引用符付きスカラーの途中で入力が終わっています</translation>
    </message>
    <message>
        <location line="+1" />
        <source>an illegal character in a scalar</source>
        <translation>スカラーに使えない文字があります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a tab in the indentation (YAML indents with spaces)</source>
        <translation>インデントにタブがあります（YAML のインデントは空白です）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a closing ']' or '}' without its opening one</source>
        <translation>対応する開き括弧のない「]」または「}」があります</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a sequence entry ("- ") where none can be</source>
        <translation>ここにはシーケンスの要素（「- 」）を置けません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a mapping key ("? ") where none can be</source>
        <translation>ここにはマッピングのキー（「? 」）を置けません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a mapping value (": ") where none can be</source>
        <translation>ここにはマッピングの値（「: 」）を置けません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no alias name after '*'</source>
        <translation>「*」の後にエイリアス名がありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no anchor name after '&amp;'</source>
        <translation>「&amp;」の後にアンカー名がありません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an illegal character in an alias</source>
        <translation>エイリアスに使えない文字があります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an illegal character in an anchor</source>
        <translation>アンカーに使えない文字があります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a block scalar cannot have an indentation of zero</source>
        <translation>ブロックスカラーのインデントを 0 にはできません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an unexpected character in the header of a block scalar</source>
        <translation>ブロックスカラーのヘッダーに予期しない文字があります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the same alias is given to several nodes</source>
        <translation>同じエイリアスが複数のノードに付けられています</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an alias names an anchor that is not defined</source>
        <translation>エイリアスが定義されていないアンカーを指しています</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a node that does not exist (the first missing key: %1)</source>
        <translation>存在しないノードです（最初に見つからないキー: %1）</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+5" />
        <source>a node that does not exist</source>
        <translation>存在しないノードです</translation>
    </message>
    <message>
        <location line="-4" />
        <source>invalid scalar</source>
        <translation>不正なスカラー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>key not found: %1</source>
        <translation>キーが見つかりません: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>key not found</source>
        <translation>キーが見つかりません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a value of the wrong type</source>
        <translation>型の違う値です</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a single value where a mapping is expected</source>
        <translation>マッピングが必要な場所に単一の値があります</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a value where a list is expected</source>
        <translation>リストが必要な場所に値があります</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a value where a mapping is expected</source>
        <translation>マッピングが必要な場所に値があります</translation>
    </message>
    <message>
        <location line="+1" />
        <source>invalid anchor</source>
        <translation>不正なアンカー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>invalid alias</source>
        <translation>不正なエイリアス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>invalid tag</source>
        <translation>不正なタグ</translation>
    </message>
    <message>
        <location filename="../codecs/fileerror.cpp" line="+19" />
        <source>Too many levels of symbolic links (a symbolic link loop?)</source>
        <translation>シンボリックリンクの階層が多すぎます（リンクがループしている？）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file name is too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A part of the path is not a directory</source>
        <translation>パスの一部がディレクトリではありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>It is a directory</source>
        <translation>ディレクトリです</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input/output error</source>
        <translation>入出力エラー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file system is read-only</source>
        <translation>ファイルシステムは読み取り専用です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file is a program that is running</source>
        <translation>このファイルは実行中のプログラムです</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file is too large</source>
        <translation>ファイルが大きすぎます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No such device or address</source>
        <translation>そのようなデバイスまたはアドレスはありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No such device</source>
        <translation>そのようなデバイスはありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Operation not permitted</source>
        <translation>操作は許可されていません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The device or resource is busy</source>
        <translation>デバイスまたはリソースが使用中です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The disk quota is exceeded</source>
        <translation>ディスククォータを超えています</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stale file handle (the file was removed on the file server)</source>
        <translation>古いファイルハンドルです（ファイルサーバー上でファイルが削除されました）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file cannot be moved to another file system</source>
        <translation>ファイルを別のファイルシステムへ移動できません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file exists</source>
        <translation>ファイルが存在します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Too many open files in the system</source>
        <translation>システム全体で開いているファイルが多すぎます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not enough memory</source>
        <translation>メモリが足りません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Invalid argument</source>
        <translation>無効な引数です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file is not a program this system can run</source>
        <translation>このファイルは、このシステムで実行できるプログラムではありません</translation>
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
        <location filename="../kube/apierror.cpp" line="+145" />
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
        <source>Bad gateway (502): a proxy or load balancer in front of the server got no valid answer from it.</source>
        <translation>不正なゲートウェイ（502）: サーバーの前にあるプロキシまたはロードバランサーが、サーバーから正しい応答を受け取れませんでした。</translation>
    </message>
    <message>
        <location line="+3" />
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
        <location line="+40" />
        <source>Configuration error: %1</source>
        <translation>設定エラー：%1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The connection broke off in the middle of the server's answer: %1</source>
        <translation>サーバーの応答の途中で接続が切れました: %1</translation>
    </message>
    <message>
        <location line="+1" />
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
        <source>The object does not fit the schema of its kind, so the server cannot apply it (it answers 500, an internal error, for this):</source>
        <translation>オブジェクトがその種類のスキーマに合わないため、サーバーは適用できません(サーバーはこれに 500 内部エラーで応答します):</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The server says: %1</source>
        <translation>サーバーからのメッセージ：%1</translation>
    </message>
    <message>
        <location line="+4" />
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
        <location filename="../kube/catalog.cpp" line="+112" />
        <source>The server doesn't have a resource type "%1".</source>
        <translation>サーバーにはリソースタイプ「%1」がありません。</translation>
    </message>
    <message>
        <location line="+43" />
        <source>The server's discovery answer is not an APIGroupDiscoveryList.</source>
        <translation>サーバーのディスカバリー応答が APIGroupDiscoveryList ではありません。</translation>
    </message>
</context>
<context>
    <name>kube::Client</name>
    <message>
        <location filename="../kube/client.cpp" line="+111" />
        <location line="+356" />
        <source>Cannot read %1: %2</source>
        <translation>「%1」を読み込めません: %2</translation>
    </message>
    <message>
        <location line="-153" />
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
        <location line="+31" />
        <source>The proxy-url "%1" has a scheme Mado does not support (http, socks5).</source>
        <translation>proxy-url「%1」のスキームは Mado が対応していないものです（対応：http、socks5）。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The proxy "%1" in the environment variable %2 is not one Mado can use: it takes an http or socks5 proxy with a host name.</source>
        <translation>環境変数 %2 のプロキシ「%1」は Mado では使えません。ホスト名を持つ http または socks5 のプロキシが必要です。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>The context "%1" asks for the uid, groups or extra of an impersonated user but names no user to impersonate (as).</source>
        <translation>コンテキスト「%1」はなりすますユーザーの uid、グループまたは extra を指定していますが、なりすますユーザー (as) を指定していません。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The context "%1" impersonates more than one group (%2): the API server takes each from a header of its own, and Mado cannot send a request header twice.</source>
        <translation>コンテキスト「%1」は複数のグループ (%2) になりすまそうとしています。API サーバーはそれぞれを別々のヘッダーから読み取りますが、Mado は同じリクエストヘッダーを 2 回送れません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The context "%1" gives the impersonated user's extra "%2" more than one value (%3): the API server takes each from a header of its own, and Mado cannot send a request header twice.</source>
        <translation>コンテキスト「%1」はなりすますユーザーの extra「%2」に複数の値 (%3) を指定しています。API サーバーはそれぞれを別々のヘッダーから読み取りますが、Mado は同じリクエストヘッダーを 2 回送れません。</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The exec credential plugin returned a client certificate or key that is not PEM.</source>
        <translation>exec 認証プラグインが返したクライアント証明書または鍵は PEM 形式ではありません。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The token file %1 does not exist.</source>
        <translation>トークンファイル %1 が存在しません。</translation>
    </message>
    <message>
        <location line="+96" />
        <source>The request path %1 holds a "." or ".." segment, which would address another object; the request was not sent.</source>
        <translation>リクエストパス %1 に「.」または「..」のセグメントがあり、別のオブジェクトを指してしまいます。リクエストは送信されませんでした。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The request header %1 for context "%2" would hold a line break or another control character (from the kubeconfig, a token file or an exec credential plugin); the request was not sent.</source>
        <translation>コンテキスト「%2」のリクエストヘッダー %1 に改行またはその他の制御文字が含まれることになります (kubeconfig、トークンファイル、または exec 認証プラグインに由来)。リクエストは送信されませんでした。</translation>
    </message>
    <message>
        <location line="+102" />
        <source>The server's answer is larger than %1 MiB, more than Mado keeps of one answer; Mado stopped reading it.</source>
        <translation>サーバーの応答が %1 MiB を超えています。Mado が 1 つの応答に保持できる量を上回るため、Mado は読み込みを中止しました。</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>The server sent no data for %n second(s); the request was abandoned.</source>
        <translation>
            <numerusform>サーバーから %n 秒間データが届かなかったため、リクエストを中止しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+95" />
        <source>The server answered with a redirect (HTTP %1) that names no target. Mado follows no redirects.</source>
        <translation>サーバーは転送先を示さないリダイレクト（HTTP %1）で応答しました。Mado はリダイレクトに従いません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server answered with a redirect (HTTP %1) to %2. Mado follows no redirects: they would take the request's credentials elsewhere (a sign-on page of a proxy in between?).</source>
        <translation>サーバーは %2 へのリダイレクト（HTTP %1）で応答しました。Mado はリダイレクトに従いません。従うとリクエストの認証情報が別の場所へ渡ります（間にあるプロキシのサインオンページでは？）。</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The answer is marked "Content-Encoding: %1" and inflates past %2 MiB, to more than 40 times its size; Mado stopped reading it.</source>
        <translation>応答は「Content-Encoding: %1」とされており、展開すると %2 MiB を超え、元のサイズの 40 倍を上回ります。Mado は読み込みを中止しました。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The answer is marked "Content-Encoding: %1" but does not decompress.</source>
        <translation>応答は「Content-Encoding: %1」とされていますが、展開できません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the connection closed before the server answered</source>
        <translation>サーバーが応答する前に接続が閉じられました</translation>
    </message>
    <message>
        <location line="+48" />
        <source>The namespace "%1" cannot be part of a request path: a namespace may not be "." or ".." nor contain "/" or "%".</source>
        <translation>名前空間「%1」はリクエストパスに使えません。名前空間は「.」や「..」であってはならず、「/」や「%」を含むこともできません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The name "%1" cannot be part of a request path: a name may not be "." or ".." nor contain "/" or "%".</source>
        <translation>名前「%1」はリクエストパスに使えません。名前は「.」や「..」であってはならず、「/」や「%」を含むこともできません。</translation>
    </message>
</context>
<context>
    <name>kube::ContinueTokens</name>
    <message>
        <location filename="../kube/continuetokens.cpp" line="+14" />
        <source>The server sent a continue token that this list had already followed: the list would never end (a cache in between that ignores the query?). Mado stopped paging.</source>
        <translation>この一覧がすでに辿った継続トークン (continue) をサーバーが再び送ってきました。このままでは一覧が終わりません (クエリを無視するキャッシュが間にある?)。Mado はページの読み込みを中止しました。</translation>
    </message>
</context>
<context>
    <name>kube::ExecCredentialPlugin</name>
    <message>
        <location filename="../kube/execcredential.cpp" line="+86" />
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
        <location line="+70" />
        <source>The exec credential plugin %1 failed (exit code %2): %3</source>
        <translation>exec 認証プラグイン %1 が失敗しました（終了コード %2）：%3</translation>
    </message>
    <message>
        <location line="-43" />
        <source>Cannot run the exec credential plugin %1: %2</source>
        <translation>exec 認証プラグイン %1 を実行できません：%2</translation>
    </message>
    <message>
        <location line="-10" />
        <source>The exec credential plugin %1 is not installed: there is no such program.</source>
        <translation>exec 認証プラグイン %1 がインストールされていません：そのようなプログラムはありません。</translation>
    </message>
    <message>
        <location line="+38" />
        <source>The exec credential plugin %1 printed more than %2 MiB, far more than a credential; Mado stopped it.</source>
        <translation>exec 認証プラグイン %1 が %2 MiB を超えて出力しました。認証情報としては多すぎるため、Mado はプラグインを停止しました。</translation>
    </message>
    <message>
        <location line="+45" />
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
        <location filename="../kube/kubeconfig.cpp" line="+65" />
        <source>The kubeconfig file %1 does not exist.</source>
        <translation>kubeconfig ファイル %1 が存在しません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot read the kubeconfig file %1: %2</source>
        <translation>kubeconfig ファイル %1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <source>The kubeconfig file %1 is too large (%2 MiB; at most %3 MiB).</source>
        <translation>kubeconfig ファイル %1 が大きすぎます（%2 MiB、上限は %3 MiB）。</translation>
    </message>
    <message>
        <location line="+19" />
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
        <location line="+16" />
        <location line="+4" />
        <source>In %1, user "%2": %3 is not a list of names.</source>
        <translation>%1 のユーザー「%2」：%3 が名前のリストではありません。</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+6" />
        <source>In %1, user "%2": as-user-extra is not a mapping of keys to lists of values.</source>
        <translation>%1 のユーザー「%2」：as-user-extra がキーから値のリストへのマッピングではありません。</translation>
    </message>
    <message>
        <location line="+46" />
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
        <location filename="../kube/schema/openapi.cpp" line="+303" />
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
        <location line="+69" />
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
        <location line="+42" />
        <source>The sandbox's etcd could not be read (exit code %1): %2</source>
        <translation>サンドボックスのetcdを読めませんでした(終了コード%1): %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The sandbox could not be started or stopped (exit code %1): %2</source>
        <translation>サンドボックスを起動または停止できませんでした（終了コード %1）：%2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Cannot run mado-sandbox: %1</source>
        <translation>mado-sandbox を実行できません：%1</translation>
    </message>
</context>
<context>
    <name>kube::SchemaFetch</name>
    <message>
        <location filename="../kube/schema/schemafetch.cpp" line="+138" />
        <source>The server publishes no OpenAPI v3 schema for %1.</source>
        <translation>サーバーは %1 の OpenAPI v3 スキーマを公開していません。</translation>
    </message>
</context>
<context>
    <name>kube::ShardSelector</name>
    <message>
        <location filename="../kube/shardselector.cpp" line="+70" />
        <source>The shard selector has %1 at position %2 where %3 should be.</source>
        <translation>シャードセレクターの位置 %2 に %1 がありますが、ここには %3 が必要です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>its end</source>
        <translation>末尾</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a quoted hex bound such as '0x8000000000000000'</source>
        <translation>'0x8000000000000000' のような引用符付きの 16 進の境界</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The shard selector has a string that is never closed.</source>
        <translation>シャードセレクターに閉じられていない文字列があります。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The shard selector nests parentheses more than %1 deep, which the API server refuses (its CEL parser stops at 250 levels of recursion).</source>
        <translation>シャードセレクターの括弧の入れ子が %1 段を超えています。API サーバーはこれを拒否します（その CEL パーサーは再帰 250 段で止まります）。</translation>
    </message>
    <message>
        <location line="+19" />
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
        <location line="+20" />
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
        <location filename="../kube/watch.cpp" line="+46" />
        <source>The watch on %1 sent an event that cannot be read: %2</source>
        <translation>%1 の watch が読み取れないイベントを送りました: %2</translation>
    </message>
    <message>
        <location line="+197" />
        <source>A watch from a resourceVersion needs the resourceVersion.</source>
        <translation>resourceVersion からの watch には resourceVersion が必要です。</translation>
    </message>
    <message>
        <location line="+341" />
        <source>an event of unknown type %1</source>
        <translation>不明な種類 %1 のイベント</translation>
    </message>
    <message>
        <location line="+319" />
        <source>The server did not answer in time.</source>
        <translation>サーバーが時間内に応答しませんでした。</translation>
    </message>
</context>
<context>
    <name>kube::WatchStatus</name>
    <message>
        <location line="-763" />
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
        <translation>
            <numerusform>resourceVersion %1 で %n 個のオブジェクトをリスト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>初期イベント終了: resourceVersion %1 で %n 個のオブジェクト</numerusform>
        </translation>
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
    <message numerus="yes">
        <location line="+3" />
        <source>Listing again in %1 s after %n server error(s) at resourceVersion %2: %3</source>
        <translation>
            <numerusform>resourceVersion %2 でサーバーエラーが %n 回続いたため、%1 秒後に一覧を取り直します: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Listing again</source>
        <translation>一覧を取り直しています</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation>
            <numerusform>リクエストが多すぎます: %n 秒後に再試行</numerusform>
        </translation>
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
    <name>kube::WriteError</name>
    <message>
        <location filename="../kube/write.cpp" line="+120" />
        <source>The server does not accept a strategic merge patch for this resource (415): custom resources only take JSON patches, merge patches and server-side apply. Send it as a merge patch or an apply configuration instead.</source>
        <translation>サーバーはこのリソースへの戦略的マージパッチを受け付けません（415）。カスタムリソースが受け付けるのは JSON パッチ、マージパッチ、サーバーサイド適用だけです。マージパッチか apply 構成として送ってください。</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Strict field validation rejected %n field(s) the schema does not know:</source>
        <translation>
            <numerusform>厳格なフィールド検証が、スキーマにない %n 個のフィールドを拒否しました:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>The apply conflicts with other field managers on %n field(s):</source>
        <translation>
            <numerusform>apply は %n 個のフィールドで他のフィールドマネージャーと競合しています:</numerusform>
        </translation>
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
        <location line="+7" />
        <source>The connection failed after the write was sent, so it may or may not have been applied. Mado has not sent it again: reload the object to see its state before you retry.</source>
        <translation>書き込みの送信後に接続が切れたため、適用されたかどうかは不明です。Mado は再送していません。再試行する前にオブジェクトを再読み込みして状態を確認してください。</translation>
    </message>
    <message>
        <location line="+5" />
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
    <name>mado::InputFile</name>
    <message>
        <location filename="../kube/inputfile.cpp" line="+11" />
        <source>%1 holds more than %2 MiB, more than Mado reads from one file.</source>
        <translation>%1 は %2 MiB を超えています。Mado が 1 つのファイルから読み込む上限を超えています。</translation>
    </message>
</context>
<context>
    <name>migrate::LabSetup</name>
    <message>
        <location filename="../models/migrate/session.cpp" line="+780" />
        <source>The lab setup was canceled.</source>
        <translation>ラボの作成は取り消されました。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The lab's manifests are missing from this build (:/mado/migrate).</source>
        <translation>このビルドにはラボのマニフェスト(:/mado/migrate)がありません。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The namespace «%1» could not be created: %2</source>
        <translation>名前空間「%1」を作成できませんでした: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The lab CRD could not be created: %1</source>
        <translation>ラボのCRDを作成できませんでした: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The lab CRD was not served within 30 seconds: %1</source>
        <translation>ラボのCRDが30秒以内に提供されませんでした: %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>A lab object could not be created: %1</source>
        <translation>ラボのオブジェクトを作成できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>migrate::MigrationSession</name>
    <message>
        <location line="-524" />
        <location line="+146" />
        <source>There is no connection.</source>
        <translation>接続がありません。</translation>
    </message>
    <message>
        <location line="-138" />
        <source>The CustomResourceDefinition «%1» could not be read: %2</source>
        <translation>CustomResourceDefinition「%1」を読めませんでした: %2</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Step 3 runs through startRewrite().</source>
        <translation>ステップ3はstartRewrite()で実行します。</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Mado refuses this step: %1</source>
        <translation>Madoはこのステップを拒否します: %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: done.</source>
        <translation>%1: 完了。</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The CustomResourceDefinition «%1» was not read yet.</source>
        <translation>CustomResourceDefinition「%1」はまだ読み込まれていません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Mado's own rewrite is running: cancel it first.</source>
        <translation>Mado自身の書き直しが実行中です。先にキャンセルしてください。</translation>
    </message>
    <message>
        <location line="+35" />
        <source>The server would accept the removal (dry run): no old version is still stored.</source>
        <translation>サーバーは削除を受け入れます(ドライラン): 古いバージョンはもう保存されていません。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No old version is served.</source>
        <translation>提供中の古いバージョンはありません。</translation>
    </message>
    <message numerus="yes">
        <location line="-446" />
        <source>Sample read at %1 failed: no answer within %n second(s); the conversion webhook may hang (the API server waits up to 30 s for it).</source>
        <translation>
            <numerusform>%1 での試し読みに失敗しました: %n秒以内に応答がありません。変換Webhookが止まっている可能性があります(APIサーバーは最大30秒待ちます)。</numerusform>
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
        <translation>%1 での試し読みに失敗しました: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sample read at %1: ok, but there is no object to convert, so the webhook was not called.</source>
        <translation>%1 での試し読み: 成功。ただし変換するオブジェクトがないため、Webhookは呼ばれていません。</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Sample read at %1: ok, %2 read in %n ms.</source>
        <translation>
            <numerusform>%1 での試し読み: 成功。%2 を%nミリ秒で読みました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+73" />
        <location line="+23" />
        <source>Checking the conversion webhook: one object read at every served version…</source>
        <translation>変換Webhookを確認中: 提供中の各バージョンでオブジェクトを1つずつ読んでいます…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The conversion webhook was not checked yet for the versions now served: run the preflight.</source>
        <translation>現在提供中のバージョンについて、変換Webhookはまだ確認されていません: 事前確認を実行してください。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The conversion webhook fails, so every step is blocked until it works. %1</source>
        <translation>変換Webhookが失敗しているため、動くようになるまですべてのステップを止めています。%1</translation>
    </message>
    <message>
        <location line="+499" />
        <source>the storage version is %1, not %2</source>
        <translation>ストレージバージョンが%2ではなく%1です</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is stored in etcd as %2</source>
        <translation>%1はetcdに%2として保存されています</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n more object(s) stored in an old version</source>
        <translation>
            <numerusform>ほかに%n個のオブジェクトが古いバージョンで保存されています</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>no verified rewrite of every object at %1 (run: mado migrate run %2 --to %1)</source>
        <translation>%1ですべてのオブジェクトを書き直したことが確認されていません(実行: mado migrate run %2 --to %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>status.storedVersions is [%1], not [%2]</source>
        <translation>status.storedVersionsが[%2]ではなく[%1]です</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the old version %1 is still served</source>
        <translation>古いバージョン%1がまだ提供されています</translation>
    </message>
    <message>
        <location line="+6" />
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>about %n second(s)</source>
        <translation>
            <numerusform>約%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>約%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>約%n時間</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>migrate::Plan</name>
    <message>
        <location filename="../models/migrate/crdstate.cpp" line="+69" />
        <source>The document is not a CustomResourceDefinition (no name, group, plural or versions).</source>
        <translation>このドキュメントはCustomResourceDefinitionではありません(名前、グループ、複数形、バージョンのいずれかがありません)。</translation>
    </message>
    <message>
        <location line="+51" />
        <source>Step 1 — serve the new version, deprecate the old</source>
        <translation>ステップ1 — 新しいバージョンを提供し、古いものを非推奨にする</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 2 — store the new version</source>
        <translation>ステップ2 — 新しいバージョンで保存する</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 3 — rewrite every object</source>
        <translation>ステップ3 — すべてのオブジェクトを書き直す</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 4a — trim status.storedVersions</source>
        <translation>ステップ4a — status.storedVersionsを整理する</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 4b — stop serving the old versions</source>
        <translation>ステップ4b — 古いバージョンの提供を止める</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Step 4c — remove the old versions</source>
        <translation>ステップ4c — 古いバージョンを削除する</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Version %1 is not in spec.versions: add it with its schema first.</source>
        <translation>バージョン%1がspec.versionsにありません。先にスキーマと一緒に追加してください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Serve %1 first (step 1): storage may only move to a served version.</source>
        <translation>先に%1を提供してください(ステップ1): ストレージは提供中のバージョンにしか移せません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move storage to %1 first (step 2): a rewrite before that stores the old version again.</source>
        <translation>先にストレージを%1に移してください(ステップ2): その前に書き直すと、また古いバージョンで保存されます。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Storage is not %1 yet (step 2).</source>
        <translation>ストレージはまだ%1ではありません(ステップ2)。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rewrite has not verifiably covered every object at %1 (step 3): trimming storedVersions now would declare objects migrated that are still stored in an old version.</source>
        <translation>書き直しが%1ですべてのオブジェクトを網羅したことはまだ確認されていません(ステップ3): 今storedVersionsを整理すると、まだ古いバージョンで保存されているオブジェクトを移行済みと宣言することになります。</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+5" />
        <source>status.storedVersions still lists %1: trim it first (step 4a).</source>
        <translation>status.storedVersionsにまだ%1があります。先に整理してください(ステップ4a)。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Version %1 is still served: stop serving it first (step 4b).</source>
        <translation>バージョン%1はまだ提供中です。先に提供を止めてください(ステップ4b)。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Version %1 is not in spec.versions of %2: add it with its schema first (served: false is enough).</source>
        <translation>バージョン%1が%2のspec.versionsにありません。先にスキーマと一緒に追加してください(served: falseで十分です)。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>An earlier step is not done.</source>
        <translation>前のステップが完了していません。</translation>
    </message>
</context>
<context>
    <name>migrate::Rewriter</name>
    <message>
        <location filename="../models/migrate/rewriter.cpp" line="+178" />
        <source>Listing the objects at %1 failed: %2</source>
        <translation>%1でのオブジェクトの一覧取得に失敗しました: %2</translation>
    </message>
    <message>
        <location line="-48" />
        <source>The list of objects could not be read: %1</source>
        <translation>オブジェクトの一覧を読めませんでした: %1</translation>
    </message>
    <message>
        <location line="+234" />
        <source>The rewrite was canceled; its progress is saved and it resumes where it stopped.</source>
        <translation>書き直しは取り消されました。進捗は保存されており、止まったところから再開します。</translation>
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
        <translation>まだ状態(condition)がありません</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Stopped following the StorageVersionMigration %1; the object stays and the server's controller carries on.</source>
        <translation>StorageVersionMigration %1 の追跡を止めました。オブジェクトは残り、サーバーのコントローラーが処理を続けます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(not created)</source>
        <translation>(未作成)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Could not ask the server for storagemigration.k8s.io: %1</source>
        <translation>storagemigration.k8s.io についてサーバーに問い合わせられませんでした: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This server does not serve storagemigration.k8s.io, so no StorageVersionMigration object can be created here (Kubernetes 1.37 serves v1; 1.30 to 1.36 only with the StorageVersionMigrator feature gate and the API enabled). Use Mado's own rewrite.</source>
        <translation>このサーバーは storagemigration.k8s.io を提供していないため、ここでは StorageVersionMigration オブジェクトを作成できません(Kubernetes 1.37 は v1 を提供。1.30〜1.36 は StorageVersionMigrator フィーチャーゲートと API を有効にした場合のみ)。Mado自身の書き直しを使ってください。</translation>
    </message>
    <message>
        <location line="+29" />
        <source>The StorageVersionMigration could not be created: %1</source>
        <translation>StorageVersionMigration を作成できませんでした: %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The StorageVersionMigration %1 was deleted before it finished.</source>
        <translation>StorageVersionMigration %1 は完了前に削除されました。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The StorageVersionMigration could not be read: %1</source>
        <translation>StorageVersionMigration を読めませんでした: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The StorageVersionMigration %1 failed: %2</source>
        <translation>StorageVersionMigration %1 は失敗しました: %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The StorageVersionMigration %1 succeeded, but Mado could not record it: %2</source>
        <translation>StorageVersionMigration %1 は成功しましたが、Madoはそれを記録できませんでした: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>No controller has taken up %1 after %n second(s): is kube-controller-manager running with the storage-version-migrator controller?</source>
        <translation>
            <numerusform>%n秒たっても %1 を処理するコントローラーがありません。kube-controller-manager は storage-version-migrator コントローラー付きで動いていますか?</numerusform>
        </translation>
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
    <name>models::DeleteAction</name>
    <message>
        <location filename="../models/lists/deleteaction.cpp" line="+20" />
        <source>%1: would be deleted at once.</source>
        <translation>%1: すぐに削除されます。</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1: deleted.</source>
        <translation>%1: 削除しました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: would be marked for deletion and wait for its finalizers: %2.</source>
        <translation>%1: 削除予定としてマークされ、ファイナライザーを待ちます: %2。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: marked for deletion; waiting for its finalizers: %2.</source>
        <translation>%1: 削除予定としてマークしました。ファイナライザーを待っています: %2。</translation>
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
        <location filename="../models/objectfetch.cpp" line="+259" />
        <source>Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the same object.</source>
        <translation>提供されていません: カスタムリソースには protobuf 形式がありません。JSON、YAML、CBOR が同じオブジェクトを表示します。</translation>
    </message>
</context>
<context>
    <name>models::ResourceListModel</name>
    <message numerus="yes">
        <location filename="../models/resourcelistmodel.cpp" line="+156" />
        <source>Loading was cancelled: %n object(s) loaded.</source>
        <translation>
            <numerusform>読み込みを中止しました: %n 個のオブジェクトを読み込み済み。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+76" />
        <location line="+265" />
        <source>The watch expired on the server (410 Gone); the list was loaded again.</source>
        <translation>サーバー上でウォッチが期限切れになりました (410 Gone)。一覧を読み込み直しました。</translation>
    </message>
    <message>
        <location line="-258" />
        <location line="+262" />
        <source>Live updates stopped: %1</source>
        <translation>ライブ更新が止まりました: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+121" />
        <source>About %n object(s): more than the threshold, so only their metadata is loaded.</source>
        <translation>
            <numerusform>約 %n 個のオブジェクト: しきい値を超えるため、メタデータだけを読み込みます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>This resource has no Table format: showing a plain list.</source>
        <translation>このリソースには Table 形式がないため、通常の一覧を表示しています。</translation>
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
        <location filename="../models/schema/schematreemodel.cpp" line="+158" />
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type</source>
        <translation>種類</translation>
    </message>
</context>
<context>
    <name>models::TableFetch</name>
    <message>
        <location filename="../models/tablefetch.cpp" line="+236" />
        <source>The list expired on the server while it was paged (410 Gone); loading it again from the start.</source>
        <translation>ページ単位の読み込み中にサーバー上で一覧が期限切れになりました (410 Gone)。最初から読み込み直します。</translation>
    </message>
</context>
<context>
    <name>models::celplay::AuthzText</name>
    <message>
        <location filename="../models/cel/authzrecorder.cpp" line="+162" />
        <source>%1 in namespace %2</source>
        <translation>名前空間 %2 の %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>allowed</source>
        <translation>許可</translation>
    </message>
    <message>
        <location line="+2" />
        <source>denied</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no opinion</source>
        <translation>意見なし</translation>
    </message>
</context>
<context>
    <name>models::celplay::CelEvalText</name>
    <message>
        <location filename="../models/cel/celeval.cpp" line="+43" />
        <source>a CRD validation rule needs the schema of its node</source>
        <translation>CRD の検証ルールにはそのノードのスキーマが必要です</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the schema is not visible to CEL (no type)</source>
        <translation>スキーマは CEL から見えません(型がありません)</translation>
    </message>
    <message>
        <location line="+177" />
        <source>literal</source>
        <translation>リテラル</translation>
    </message>
    <message>
        <location line="+3" />
        <source>loop accumulator</source>
        <translation>ループのアキュムレーター</translation>
    </message>
    <message>
        <location line="+1" />
        <source>variable %1</source>
        <translation>変数 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>presence test has()</source>
        <translation>存在チェック has()</translation>
    </message>
    <message>
        <location line="+1" />
        <source>field .%1</source>
        <translation>フィールド .%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>loop condition</source>
        <translation>ループ条件</translation>
    </message>
    <message>
        <location line="+4" />
        <source>call %1</source>
        <translation>呼び出し %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>list literal</source>
        <translation>リストリテラル</translation>
    </message>
    <message>
        <location line="+2" />
        <source>map literal</source>
        <translation>マップリテラル</translation>
    </message>
    <message>
        <location line="+2" />
        <source>object literal</source>
        <translation>オブジェクトリテラル</translation>
    </message>
    <message>
        <location line="+2" />
        <source>comprehension</source>
        <translation>内包(ループ)</translation>
    </message>
    <message>
        <location line="+195" />
        <source>kube-apiserver cannot check this expression: its CEL library (cel-go) crashes on an optional entry of type dyn in a list or map literal, and the server resets the request instead of answering. Give the entry a type: write x.?field, or index a value whose type is known, instead of x[?key] on a dyn value.</source>
        <translation>kube-apiserver はこの式を検査できません。サーバーの CEL ライブラリ (cel-go) は、リストまたはマップのリテラル内にある dyn 型のオプション要素でクラッシュし、サーバーは応答せずにリクエストをリセットします。要素に型を与えてください。dyn の値に x[?key] と書く代わりに、x.?field と書くか、型のわかっている値を添字で参照してください。</translation>
    </message>
    <message>
        <location line="+29" />
        <source>A new or changed rule on a Kubernetes 1.%1 server is compiled with the 1.%2 environment (its compatibility version); stored rules run with 1.%1.</source>
        <translation>Kubernetes 1.%1 のサーバーでは、新規または変更されたルールは 1.%2 の環境(互換バージョン)でコンパイルされ、保存済みのルールは 1.%1 で実行されます。</translation>
    </message>
    <message>
        <location line="+65" />
        <source>%1() is not available in the Kubernetes 1.%2 environment; it arrived in 1.%3</source>
        <translation>%1() は Kubernetes 1.%2 の環境にはありません。1.%3 で追加されました</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Typed from the schema of %1, the expression does not check. The API server accepts the policy (it compiles object as dyn) but reports these errors as type-checking warnings in its status, and the expression fails when it runs.</source>
        <translation>%1 のスキーマで型付けすると、この式は型チェックを通りません。API サーバーはポリシーを受け入れます (object を dyn としてコンパイルするため) が、これらのエラーをステータスの型チェック警告として報告し、式は実行時に失敗します。</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+5" />
        <source>the resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location line="-2" />
        <source>object and oldObject are typed from the schema of %1; the estimate uses its bounds.</source>
        <translation>object と oldObject は %1 のスキーマで型付けされています。見積もりはその上限を使います。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The API server estimates %1 to %2: its estimator sizes a nested loop from the field the inner body selected last (cel-go appends to a shared path). Without that quirk the estimate would be %3 to %4. The server's number decides acceptance.</source>
        <translation>API サーバーの見積もりは %1〜%2 です。見積もり器は、内側の本体が最後に選択したフィールドから入れ子ループの大きさを求めます(cel-go が共有パスに追記するため)。この癖がなければ見積もりは %3〜%4 です。受理の判定にはサーバーの値が使われます。</translation>
    </message>
    <message>
        <location filename="../models/cel/admissionbinding.cpp" line="+40" />
        <source>The variables this expression used cost %1 at runtime; the API server charges them to the policy's budget of %2 next to the expression's own %3 (total %4), not to the expression's per-call limit.</source>
        <translation>この式が使った変数の実行時コストは %1 です。API サーバーはこれを式の呼び出しごとの上限ではなく、式自身の %3 と合わせてポリシーの予算 %2 に計上します (合計 %4)。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Together with its variables the expression costs %1, over the policy's runtime budget of %2: the API server stops validating.</source>
        <translation>変数を含めると式のコストは %1 で、ポリシーの実行時予算 %2 を超えます。API サーバーは検証を中止します。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No cluster connection: every authorizer check answers "no opinion", which allowed() reads as false, as when no authorizer of the API server has an opinion.</source>
        <translation>クラスターに接続していません: authorizer のチェックはすべて「意見なし」を返し、allowed() は false になります (API サーバーのどのオーソライザーも意見を持たない場合と同じです)。</translation>
    </message>
</context>
<context>
    <name>models::celplay::CrdRulesText</name>
    <message>
        <location filename="../models/cel/crdrules.cpp" line="+278" />
        <source>This is not a CustomResourceDefinition (it has no spec).</source>
        <translation>これは CustomResourceDefinition ではありません (spec がありません)。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The CustomResourceDefinition %1 has no versions.</source>
        <translation>CustomResourceDefinition %1 にはバージョンがありません。</translation>
    </message>
    <message>
        <location line="+45" />
        <source>the schema of %1 is not visible to CEL (no type)</source>
        <translation>%1 のスキーマは CEL から見えません (型がありません)</translation>
    </message>
</context>
<context>
    <name>models::celplay::Examples</name>
    <message>
        <location filename="../models/cel/examples.cpp" line="+34" />
        <source>en</source>
        <comment>the language code of this translation (en, uk, ja): picks the CEL examples' texts</comment>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+22" />
        <source>not a mapping</source>
        <translation>マッピングではありません</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no English text</source>
        <translation>%1 に英語のテキストがありません</translation>
    </message>
    <message>
        <location line="+11" />
        <source>unknown environment "%1"</source>
        <translation>不明な環境「%1」</translation>
    </message>
    <message>
        <location line="+6" />
        <source>no expression</source>
        <translation>式がありません</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a CRD example needs the schema of self</source>
        <translation>CRD の例には self のスキーマが必要です</translation>
    </message>
</context>
<context>
    <name>models::celplay::LiveRunText</name>
    <message>
        <location filename="../models/cel/liverun.cpp" line="+106" />
        <source>The CustomResourceDefinition %1 has no version %2 with the node %3.</source>
        <translation>CustomResourceDefinition %1 にはノード %3 を持つバージョン %2 がありません。</translation>
    </message>
    <message>
        <location line="+34" />
        <source>The run over live objects was canceled.</source>
        <translation>稼働中オブジェクトでの実行は取り消されました。</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The list answer is not JSON: %1</source>
        <translation>一覧の応答が JSON ではありません: %1</translation>
    </message>
</context>
<context>
    <name>models::celplay::MutationText</name>
    <message>
        <location filename="../models/cel/mutation.cpp" line="+48" />
        <source>the value %1 cannot be written as JSON</source>
        <translation>値 %1 は JSON として書けません</translation>
    </message>
    <message>
        <location line="+42" />
        <source>a map key of type %1 cannot be a JSON field name (keys must be strings)</source>
        <translation>型 %1 のマップキーは JSON のフィールド名にできません (キーは文字列である必要があります)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a value of type %1 cannot be written as JSON</source>
        <translation>型 %1 の値は JSON として書けません</translation>
    </message>
    <message>
        <location line="+12" />
        <source>unexpected type name %1, expected %2, which matches the field path from the root Object type</source>
        <translation>予期しない型名 %1。ルートのオブジェクト型 Object からのフィールドパスに一致する %2 が必要です</translation>
    </message>
    <message>
        <location line="+26" />
        <source>An ApplyConfiguration expression must evaluate to an Object value (Object{...}), not %1.</source>
        <translation>ApplyConfiguration の式は %1 ではなくオブジェクト値 Object (Object{...}) に評価される必要があります。</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+41" />
        <source>type mismatch: %1</source>
        <translation>型の不一致: %1</translation>
    </message>
    <message>
        <location line="-24" />
        <source>A JSONPatch expression must evaluate to a list of JSONPatch values, not %1.</source>
        <translation>JSONPatch の式は %1 ではなく JSONPatch 値のリストに評価される必要があります。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Item %1 of the list is %2, not a JSONPatch value.</source>
        <translation>リストの要素 %1 は JSONPatch 値ではなく %2 です。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>The value of operation %1 could not be written as JSON: %2</source>
        <translation>操作 %1 の値を JSON として書けませんでした: %2</translation>
    </message>
    <message>
        <location line="+61" />
        <source>value was not a proper array index: '%1'</source>
        <translation>値が正しい配列インデックスではありません: 「%1」</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Unable to access invalid index: %1</source>
        <translation>無効なインデックスにアクセスできません: %1</translation>
    </message>
    <message>
        <location line="+114" />
        <location line="+33" />
        <source>%1 operation does not apply: doc is missing path: "%2": missing value</source>
        <translation>%1 操作は適用できません: ドキュメントにパス「%2」がありません: 値がありません</translation>
    </message>
    <message>
        <location line="-31" />
        <source>error in add for path: '%1': %2</source>
        <translation>パス「%1」の add でエラー: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Unable to remove nonexistent key: %1: missing value</source>
        <translation>存在しないキーは削除できません: %1: 値がありません</translation>
    </message>
    <message>
        <location line="+20" />
        <source>error in remove for path: '%1': %2</source>
        <translation>パス「%1」の remove でエラー: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>replace operation value must be object or array</source>
        <translation>replace 操作の値はオブジェクトか配列である必要があります</translation>
    </message>
    <message>
        <location line="+28" />
        <source>replace operation does not apply: doc is missing path: %1: missing value</source>
        <translation>replace 操作は適用できません: ドキュメントにパス %1 がありません: 値がありません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error in replace for path: '%1': %2</source>
        <translation>パス「%1」の replace でエラー: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A JSON patch is a list of operations.</source>
        <translation>JSON パッチは操作のリストです。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 operation does not apply: doc is missing from path: %2: missing value</source>
        <translation>%1 操作は適用できません: ドキュメントに from パス %2 がありません: 値がありません</translation>
    </message>
    <message>
        <location line="+16" />
        <source>test operation does not apply: is missing path: %1</source>
        <translation>test 操作は適用できません: パス %1 がありません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error in test for path: '%1': %2</source>
        <translation>パス「%1」の test でエラー: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>testing value %1 failed (operation %2): the policy leaves the object unchanged</source>
        <translation>値 %1 のテストに失敗しました (操作 %2): ポリシーはオブジェクトを変更しません</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Unexpected kind: %1</source>
        <translation>予期しない操作の種類: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>JSONPath: operation %1 (%2 %3): %4</source>
        <translation>JSONPath: 操作 %1 (%2 %3): %4</translation>
    </message>
    <message>
        <location line="+94" />
        <source>%1: expected %2, got %3</source>
        <translation>%1: %2 が必要ですが %3 でした</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1: field not declared in schema</source>
        <translation>%1: フィールドがスキーマで宣言されていません</translation>
    </message>
    <message>
        <location line="+60" />
        <source>%1: associative list with keys has an element that omits key field "%2" (and doesn't have default value)</source>
        <translation>%1: キー付きの連想リストに、キーフィールド「%2」を省略した要素があります (既定値もありません)</translation>
    </message>
    <message>
        <location line="+30" />
        <source>%1: duplicate entries for key %2</source>
        <translation>%1: キー %2 のエントリが重複しています</translation>
    </message>
    <message>
        <location line="+85" />
        <source>An apply configuration is an object.</source>
        <translation>apply 構成はオブジェクトです。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>failed to convert patch object to typed object: %1</source>
        <translation>パッチオブジェクトを型付きオブジェクトに変換できませんでした: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: %1</source>
        <translation>無効な ApplyConfiguration: アトミックな配列、マップ、構造体は変更できません: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>failed to merge patch: %1</source>
        <translation>パッチをマージできませんでした: %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No patch type chosen.</source>
        <translation>パッチ種別が選ばれていません。</translation>
    </message>
    <message>
        <location filename="../models/cel/mutationdryrun.cpp" line="+67" />
        <source>Nothing to preview: no patch or no object.</source>
        <translation>プレビューするものがありません: パッチかオブジェクトがありません。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The server preview was canceled.</source>
        <translation>サーバーでのプレビューは取り消されました。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Reading the object failed: %1</source>
        <translation>オブジェクトを読み取れませんでした: %1</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Applied by Mado: %1</source>
        <translation>Mado による適用: %1</translation>
    </message>
</context>
<context>
    <name>models::celplay::SarText</name>
    <message>
        <location filename="../models/cel/sarauthorizer.cpp" line="+74" />
        <source>the server's answer is not a SubjectAccessReview</source>
        <translation>サーバーの応答が SubjectAccessReview ではありません</translation>
    </message>
    <message>
        <location line="+55" />
        <source>canceled</source>
        <translation>キャンセルされました</translation>
    </message>
</context>
<context>
    <name>models::celplay::ServerCheckText</name>
    <message>
        <location filename="../models/cel/servercheck.cpp" line="+112" />
        <source>variable %1: %2</source>
        <translation>変数 %1: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the rule must evaluate to bool, not %1</source>
        <translation>ルールは %1 ではなく bool を返さなければなりません</translation>
    </message>
    <message>
        <location line="+3" />
        <source>estimated rule cost %1 exceeds the limit of %2</source>
        <translation>ルールの見積もりコスト %1 が上限 %2 を超えています</translation>
    </message>
    <message>
        <location line="+122" />
        <source>the server did not type-check the policy within 30 seconds</source>
        <translation>サーバーが 30 秒以内にポリシーの型チェックを行いませんでした</translation>
    </message>
</context>
<context>
    <name>models::celplay::VariablesText</name>
    <message>
        <location filename="../models/cel/variables.cpp" line="+103" />
        <source>«%1» is not a valid variable name (a CEL identifier: a letter or _ followed by letters, digits or _)</source>
        <translation>「%1」は変数名として無効です (CEL の識別子: 英字または _ に続く英字、数字、_)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the variable «%1» is defined twice</source>
        <translation>変数「%1」が 2 回定義されています</translation>
    </message>
    <message>
        <location line="+115" />
        <source>expected a list of variables (name and expression each)</source>
        <translation>変数のリスト (それぞれ名前と式) が必要です</translation>
    </message>
    <message>
        <location line="+9" />
        <source>every variable needs a name and an expression (strings)</source>
        <translation>各変数には名前と式 (文字列) が必要です</translation>
    </message>
</context>
<context>
    <name>models::patch::PatchSession</name>
    <message>
        <location filename="../models/patch/patchsession.cpp" line="+171" />
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
        <location line="+3" />
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The apply configuration is for %1, but the object being patched is %2.</source>
        <translation>apply 構成は「%1」用ですが、パッチ対象のオブジェクトは「%2」です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The apply configuration is a %1, but the object being patched is a %2.</source>
        <translation>apply 構成の kind は %1 ですが、パッチ対象のオブジェクトは %2 です。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The apply configuration is in the namespace %1, but the object being patched is in %2.</source>
        <translation>apply 構成の名前空間は「%1」ですが、パッチ対象のオブジェクトは名前空間「%2」にあります。</translation>
    </message>
    <message>
        <location line="+5" />
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
        <location filename="../models/patch/patchtext.cpp" line="+201" />
        <source>The patch is empty.</source>
        <translation>パッチが空です。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The patch is %1 MiB; the API server accepts at most %2 MiB in one request.</source>
        <translation>パッチは %1 MiB です。API サーバーが 1 回のリクエストで受け付けるのは %2 MiB までです。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Invalid JSON at line %1, column %2: %3</source>
        <translation>%1 行 %2 列目の JSON が不正です: %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>A JSON patch is a list of operations: [{"op": ..., "path": ...}].</source>
        <translation>JSON パッチは操作のリストです: [{"op": ..., "path": ...}]。</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The patch has %n operation(s); the API server takes at most %1 in one JSON patch and refuses a longer one (413). Split it into several patches.</source>
        <translation>
            <numerusform>このパッチには %n 個の操作があります。API サーバーは 1 つの JSON パッチにつき最大 %1 個の操作しか受け付けず、それより長いパッチを拒否します (413)。複数のパッチに分けてください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13" />
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
    <message>
        <location line="+26" />
        <source>Operation %1 (%2): %3 does not exist in the object, so the server would refuse the patch.</source>
        <translation>操作 %1 (%2): %3 がオブジェクトにないため、サーバーはこのパッチを拒否します。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Operation %1 (test): the value at %2 is not the one the patch expects, so the server would refuse the patch.</source>
        <translation>操作 %1 (test): %2 の値がパッチの期待する値と異なるため、サーバーはこのパッチを拒否します。</translation>
    </message>
</context>
<context>
    <name>models::patch::PreviewText</name>
    <message>
        <location filename="../models/patch/preview.cpp" line="+471" />
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
    <name>models::selector::Messages</name>
    <message>
        <location filename="../models/lists/selector.cpp" line="+68" />
        <source>the end of the selector</source>
        <translation>セレクターの末尾</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The key «%1» has an empty prefix before '/'.</source>
        <translation>キー「%1」の '/' の前の接頭辞が空です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The prefix of the key «%1» must be a DNS subdomain: lowercase letters, digits, '-' and '.', at most 253 characters.</source>
        <translation>キー「%1」の接頭辞は DNS サブドメイン（英小文字、数字、'-'、'.'、253 文字以内）でなければなりません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The key «%1» has no name.</source>
        <translation>キー「%1」に名前がありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The name part of the key «%1» is longer than 63 characters.</source>
        <translation>キー「%1」の名前部分が 63 文字を超えています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The key «%1» must consist of letters, digits, '-', '_' or '.', and begin and end with a letter or digit.</source>
        <translation>キー「%1」は英字、数字、'-'、'_'、'.' からなり、英字か数字で始まり英字か数字で終わる必要があります。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The value «%1» is longer than 63 characters.</source>
        <translation>値「%1」が 63 文字を超えています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The value «%1» must be empty or consist of letters, digits, '-', '_' or '.', and begin and end with a letter or digit.</source>
        <translation>値「%1」は空であるか、英字、数字、'-'、'_'、'.' からなり英字か数字で始まり英字か数字で終わる必要があります。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Found %1, expected a key or '!'.</source>
        <translation>%1 がありますが、キーまたは '!' が必要です。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Found %1, expected ',' or the end of the selector.</source>
        <translation>%1 がありますが、',' またはセレクターの末尾が必要です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Found %1, expected a key after ','.</source>
        <translation>%1 がありますが、',' の後にはキーが必要です。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Found %1, expected a key.</source>
        <translation>%1 がありますが、キーが必要です。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>'!%1' tests that a key is absent and takes no operator.</source>
        <translation>'!%1' はキーが無いことを調べるもので、演算子は付けられません。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>'%1' needs a whole number after it.</source>
        <translation>'%1' の後には整数が必要です。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Found %1, expected a value.</source>
        <translation>%1 がありますが、値が必要です。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' needs a whole number, not «%2».</source>
        <translation>'%1' には「%2」ではなく整数が必要です。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Found %1, expected one of: in, notin, =, ==, !=, &gt;, &lt;.</source>
        <translation>%1 がありますが、in、notin、=、==、!=、&gt;、&lt; のいずれかが必要です。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Found %1, expected '(' after '%2'.</source>
        <translation>%1 がありますが、'%2' の後には '(' が必要です。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Found %1, expected ',' or ')'.</source>
        <translation>%1 がありますが、',' または ')' が必要です。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Found %1, expected a value or ')'.</source>
        <translation>%1 がありますが、値または ')' が必要です。</translation>
    </message>
    <message>
        <location line="+41" />
        <source>«%1» has no operator: use =, == or !=.</source>
        <translation>「%1」に演算子がありません。=、==、!= を使ってください。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>«%1» has no field before the operator.</source>
        <translation>「%1」の演算子の前にフィールドがありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>«%1» is not a field path such as metadata.name or status.phase.</source>
        <translation>「%1」は metadata.name や status.phase のようなフィールドパスではありません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Invalid escape in «%1»: only \\, \, and \= are allowed.</source>
        <translation>「%1」のエスケープが不正です。使えるのは \\、\,、\= だけです。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The value «%1» has an unescaped '='; write \= for a literal one.</source>
        <translation>値「%1」にエスケープされていない '=' があります。文字としての '=' は \= と書いてください。</translation>
    </message>
</context>
<context>
    <name>models::watch::FlightRecorder</name>
    <message>
        <location filename="../models/watch/flightrecorder.cpp" line="+68" />
        <source>Line %1 of the recording</source>
        <translation>記録の %1 行目</translation>
    </message>
    <message>
        <location line="+143" />
        <source>This file is not a Mado watch recording.</source>
        <translation>このファイルは Mado のウォッチ記録ではありません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This recording has format version %1; Mado reads version %2.</source>
        <translation>この記録の形式バージョンは %1 です。Mado が読めるのはバージョン %2 です。</translation>
    </message>
    <message>
        <location line="+25" />
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
        <translation>
            <numerusform>ストリーミングリストは正常です: 初期オブジェクト %n 個が届き、%1 ms 後に初期イベント終了ブックマーク（k8s.io/initial-events-end）が終わりを示しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object(s) came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</source>
        <translation>
            <numerusform>初期イベント終了ブックマーク（k8s.io/initial-events-end）が届きませんでした: %1 秒以内に初期オブジェクト %n 個が届きましたが、その終わりを示すものがありません。Mado と API サーバーの間の何かがこのブックマークを破棄しています。これを待つツールはオブジェクトを 1 つも表示しません。Mado はこのコレクションでは「リストしてからウォッチ」に切り替えます。</numerusform>
        </translation>
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
        <translation>
            <numerusform>ブックマークは届いています: %1 秒で %n 個（%2）。再接続するウォッチは再リストせず、そこから再開します。</numerusform>
        </translation>
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
        <translation>
            <numerusform>サーバーはシャードセレクターに従います: 1 つのシャードのリストがフィルター済みとして返されました（そのシャードにコレクションのオブジェクト %n 個）。</numerusform>
        </translation>
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
        <translation>時間</translation>
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
        <location filename="../models/watch/watchfeed.cpp" line="+82" />
        <location line="+3" />
        <location line="+45" />
        <location line="+3" />
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location line="-33" />
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
        <location line="+4" />
        <source>acting as %1 (impersonation)</source>
        <translation>%1 になりすまし中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>through the proxy %1</source>
        <translation>プロキシ %1 経由</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TLS verification is disabled for this cluster (insecure-skip-tls-verify).</source>
        <translation>このクラスターでは TLS 検証が無効です（insecure-skip-tls-verify）。</translation>
    </message>
</context>
<context>
    <name>views::DeleteDialog</name>
    <message>
        <location filename="../views/lists/deletedialog.cpp" line="+27" />
        <source>Grace period (seconds):</source>
        <translation>猶予期間（秒）:</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>%n 個のオブジェクトを削除</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete %1 «%2»?</source>
        <translation>%1「%2」を削除しますか？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete %1 «%2» in the namespace «%3»?</source>
        <translation>名前空間「%3」の %1「%2」を削除しますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Delete %n %1 object(s)?</source>
        <translation>
            <numerusform>%n 個の %1 を削除しますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Default (the resource's own)</source>
        <translation>既定（リソース自身の設定）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Background</source>
        <translation>Background（バックグラウンド）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foreground</source>
        <translation>Foreground（フォアグラウンド）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Orphan</source>
        <translation>Orphan（依存を残す）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Propagation:</source>
        <translation>伝播:</translation>
    </message>
    <message>
        <location line="+10" />
        <source>What the server says (dry run):</source>
        <translation>サーバーの回答（ドライラン）:</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The server's default for this resource (usually Background).</source>
        <translation>このリソースに対するサーバーの既定（通常は Background）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The object is removed at once; the garbage collector removes its dependents afterwards.</source>
        <translation>オブジェクトはすぐに削除され、依存オブジェクトはその後ガベージコレクターが削除します。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The object stays, with the finalizer foregroundDeletion, until its dependents that block owner deletion are removed.</source>
        <translation>オーナー削除をブロックする依存オブジェクトが削除されるまで、オブジェクトはファイナライザー foregroundDeletion 付きで残ります。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The object stays, with the finalizer orphan, until its dependents no longer name it as owner; the dependents are kept.</source>
        <translation>依存オブジェクトがこのオブジェクトをオーナーとして参照しなくなるまで、ファイナライザー orphan 付きで残ります。依存オブジェクトは残ります。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Asking the server (dry run)…</source>
        <translation>サーバーに問い合わせ中（ドライラン）…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Deleting…</source>
        <translation>削除中…</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Dry run: nothing was changed.</source>
        <translation>ドライラン: 何も変更されていません。</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n object(s) deleted or marked for deletion.</source>
        <translation>
            <numerusform>%n 個のオブジェクトを削除、または削除予定にしました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>views::EventInspector</name>
    <message>
        <location filename="../views/watch/eventinspector.cpp" line="+94" />
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
        <location line="+39" />
        <source>Select an event to inspect its object.</source>
        <translation>イベントを選ぶとそのオブジェクトを調べられます。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 %2 · resourceVersion %3 · %4</source>
        <translation>%1 %2 · resourceVersion %3 · %4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(no object)</source>
        <translation>（オブジェクトなし）</translation>
    </message>
    <message>
        <location line="+15" />
        <source>A step of the connection; it carries no object.</source>
        <translation>接続のステップです。オブジェクトは含みません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The recorder no longer holds this object (its memory budget was reached).</source>
        <translation>レコーダーはこのオブジェクトをもう保持していません（メモリ予算に達しました）。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 (no longer recorded)</source>
        <translation>%1 (記録に残っていません)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 at %2 (%3)</source>
        <translation>%2 の %1（%3）</translation>
    </message>
    <message>
        <location line="+91" />
        <source>Only one version of this object is in the recording.</source>
        <translation>記録にはこのオブジェクトのバージョンが 1 つしかありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Comparing…</source>
        <translation>比較中…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No difference.</source>
        <translation>差分はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) added</source>
        <translation>
            <numerusform>%n 行追加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) removed</source>
        <translation>
            <numerusform>%n 行削除</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>folded away: %1</source>
        <translation>折りたたみ: %1</translation>
    </message>
</context>
<context>
    <name>views::MigrateWizard</name>
    <message>
        <location filename="../views/migrate/migratewizard.cpp" line="+38" />
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Migrate a CRD's storage version</source>
        <translation>CRDのストレージバージョンの移行</translation>
    </message>
    <message>
        <location line="+5" />
        <source>CRD name, e.g. widgets.lab.mado.io</source>
        <translation>CRDの名前(例: widgets.lab.mado.io)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="+12" />
        <source> objects</source>
        <translation> 個</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Create the lab</source>
        <translation>ラボを作成</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Creates a CRD with v1 stored and v2 (not served yet) adding spec.color with the default "blue", strategy None, and sample objects in the namespace mado-lab.</source>
        <translation>v1で保存し、v2(まだ提供しない)がデフォルト値"blue"のspec.colorを追加するCRD(strategy None)と、名前空間mado-labのサンプルオブジェクトを作成します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CRD:</source>
        <translation>CRD:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>to version:</source>
        <translation>移行先:</translation>
    </message>
    <message>
        <location line="+17" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Served</source>
        <translation>提供</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Deprecated</source>
        <translation>非推奨</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Preflight</source>
        <translation>事前確認</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Proof — defaulting before and after</source>
        <translation>証明 — 書き直し前後のデフォルト値</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step 4 — trim, stop serving, remove</source>
        <translation>ステップ4 — 整理、提供停止、削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The closing check</source>
        <translation>最後のチェック</translation>
    </message>
    <message>
        <location line="+34" />
        <source>no cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source> writes/s</source>
        <translation> 件/秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rate cap (QPS):</source>
        <translation>速度の上限(QPS):</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Writes in flight:</source>
        <translation>同時書き込み数:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run the preflight</source>
        <translation>事前確認を実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Permission</source>
        <translation>権限</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Allowed</source>
        <translation>許可</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+72" />
        <source>Deprecation warning (empty: Mado writes one)</source>
        <translation>非推奨の警告文(空ならMadoが書きます)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Serve the new version, deprecate the old</source>
        <translation>新しいバージョンを提供し、古いものを非推奨にする</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Request the old version</source>
        <translation>古いバージョンをリクエスト</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Add the new version as served while the old one stays served, so clients can move at their own pace. Mark the old version deprecated with a warning text: every request for it then carries the warning back to the client. A warning never blocks a request; it gives people time to move.</source>
        <translation>古いバージョンを提供したまま、新しいバージョンを提供対象に加えます。クライアントは自分のペースで移れます。古いバージョンには警告文付きで非推奨の印を付けます。そのバージョンへのリクエストには、毎回その警告がクライアントに返ります。警告はリクエストを妨げません。人々に移行の時間を与える仕組みです。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Store the new version</source>
        <translation>新しいバージョンで保存する</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move storage to the new version. Only what is written from now on changes: every existing object stays in etcd in the old encoding. From this moment status.storedVersions lists both versions. The list means "every encoding this CRD has ever stored"; the API server does not count whether objects in an old encoding remain.</source>
        <translation>ストレージを新しいバージョンに移します。変わるのはこれから書かれるものだけで、既存のオブジェクトは古い表現のままetcdに残ります。この瞬間からstatus.storedVersionsには両方のバージョンが入ります。このリストは「このCRDがこれまでに保存したことのあるすべての表現」という意味で、APIサーバーは古い表現のオブジェクトが残っているかどうかを数えません。</translation>
    </message>
    <message>
        <location line="+57" />
        <source>Start the rewrite</source>
        <translation>書き直しを開始</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Or let the server rewrite: StorageVersionMigration</source>
        <translation>またはサーバーに書き直させる: StorageVersionMigration</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the server serves storagemigration.k8s.io, Mado can create a StorageVersionMigration object instead and follow its conditions (Running, Succeeded, Failed). kube-controller-manager then writes every object; it reports no per-object progress.</source>
        <translation>サーバーが storagemigration.k8s.io を提供している場合、Madoは代わりに StorageVersionMigration オブジェクトを作成し、その状態(Running、Succeeded、Failed)を追跡できます。その場合、すべてのオブジェクトを書き込むのは kube-controller-manager で、オブジェクトごとの進捗は報告されません。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Create a StorageVersionMigration</source>
        <translation>StorageVersionMigration を作成</translation>
    </message>
    <message>
        <location line="+361" />
        <source>Creating a StorageVersionMigration…</source>
        <translation>StorageVersionMigration を作成しています…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The StorageVersionMigration %1 succeeded: the server rewrote every object.</source>
        <translation>StorageVersionMigration %1 は成功しました: サーバーがすべてのオブジェクトを書き直しました。</translation>
    </message>
    <message>
        <location line="+103" />
        <source>Load a CRD first.</source>
        <translation>先にCRDを読み込んでください。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="-508" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Objects that failed (run the rewrite again to retry them):</source>
        <translation>失敗したオブジェクト(もう一度書き直すと再試行します):</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Write every object once, unchanged: the API server stores each write in the storage version, so this is where the migration really happens. Mado lists the objects page by page and updates each with the resourceVersion it read. Every write reaches etcd and every controller watching, so large collections go at a capped rate, counted as they go: a conflict is re-read and retried, an object deleted meanwhile is skipped, a 429 waits as long as the server asks. Progress is saved: if Mado stops, the rewrite continues where it stopped.</source>
        <translation>すべてのオブジェクトを、変更せずに1回ずつ書き込みます。APIサーバーは書き込みをストレージバージョンで保存するので、実際の移行はここで起きます。Madoはオブジェクトをページごとに一覧し、読んだresourceVersionを付けて1つずつ更新します。書き込みはすべてetcdと、watchしているすべてのコントローラーに届くため、大きなコレクションは速度の上限付きで、数えながら進めます。競合は読み直して再試行し、その間に削除されたオブジェクトは飛ばし、429ではサーバーが求めるだけ待ちます。進捗は保存されるので、Madoが止まっても、止まったところから再開します。</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Read before the rewrite</source>
        <translation>書き直し前に読む</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read after the rewrite</source>
        <translation>書き直し後に読む</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read etcd (sandbox)</source>
        <translation>etcdを読む(サンドボックス)</translation>
    </message>
    <message>
        <location line="-228" />
        <location line="+229" />
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="-229" />
        <source>Served version</source>
        <translation>提供中のバージョン</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sample read</source>
        <translation>試し読み</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Server's message</source>
        <translation>サーバーのメッセージ</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>The versions of a CRD are windows onto the same stored bytes. served says which versions answer requests (several may be); storage says which one is written to etcd (exactly one). Raising the storage version and actually moving the objects are two separate jobs, and status.storedVersions is the record that links them.

Before any write, Mado checks with SelfSubjectAccessReview that you may list, read and update the objects and update the CRD and its status, counts the objects with a metadata-only list and estimates the rewrite's duration at the rate you choose. With strategy Webhook it reads one object at every served version, which runs the conversion webhook: a failing webhook silently stalls a migration, so here it blocks every step until the sample reads pass. Each read waits at most %n second(s); the API server itself waits up to 30 s for a webhook.</source>
        <translation>
            <numerusform>CRDの複数のバージョンは、同じ保存済みバイト列を見せる別々の窓です。servedはどのバージョンがリクエストに応えるか(複数可)、storageはどれがetcdに書かれるか(ちょうど1つ)を決めます。ストレージバージョンを上げることと、実際にオブジェクトを移すことは別の作業で、その2つをつなぐ記録がstatus.storedVersionsです。

書き込みの前に、MadoはSelfSubjectAccessReviewで、オブジェクトの一覧取得・読み取り・更新と、CRDとそのステータスの更新ができるかを確かめ、メタデータのみの一覧でオブジェクトを数え、選んだ速度での書き直しの時間を見積もります。strategy Webhookでは、提供中の各バージョンで1つずつオブジェクトを読み、変換Webhookを実行します。失敗するWebhookは移行を黙って止めてしまうため、ここでは試し読みが通るまですべてのステップを止めます。各読み取りは最大%n秒待ちます。APIサーバー自身はWebhookを最大30秒待ちます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+210" />
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Before the rewrite</source>
        <translation>書き直し前</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After the rewrite</source>
        <translation>書き直し後</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Stored in etcd as</source>
        <translation>etcdでの保存形式</translation>
    </message>
    <message>
        <location line="+7" />
        <source>With strategy None nothing is converted: only apiVersion is relabelled. A field the new version adds with a default is filled in only when an object is written, so an old object read through the new version lacks it until its rewrite, and a controller trusting what it reads treats old and new objects differently. The table reads the same objects through the new version before and after the rewrite; on the sandbox it also shows the apiVersion etcd holds.</source>
        <translation>strategy Noneでは何も変換されず、apiVersionの表記が書き換わるだけです。新しいバージョンがデフォルト値付きで追加したフィールドは、オブジェクトが書き込まれたときにしか埋まりません。そのため、古いオブジェクトを新しいバージョンで読むと、書き直すまでそのフィールドがなく、読んだものを信じるコントローラーは古いオブジェクトと新しいオブジェクトを別々に扱ってしまいます。表は同じオブジェクトを書き直しの前後に新しいバージョンで読みます。サンドボックスでは、etcdに保存されているapiVersionも示します。</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Try to remove the old version now (dry run)</source>
        <translation>今すぐ古いバージョンの削除を試す(ドライラン)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trim storedVersions</source>
        <translation>storedVersionsを整理</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop serving the old versions</source>
        <translation>古いバージョンの提供を止める</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the old versions</source>
        <translation>古いバージョンを削除</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Trimming status.storedVersions to the new version is a declaration that the rewrite is done; Mado makes it only after its rewrite verifiably covered every object. Then the old version stops being served, and only then is it removed. Until the trim the API server keeps the last door locked: it refuses to remove a version still listed in storedVersions, and names the field. Without that lock, objects stored in the old encoding could no longer be read.</source>
        <translation>status.storedVersionsを新しいバージョンだけに整理することは、書き直しが終わったという宣言です。Madoは、自分の書き直しがすべてのオブジェクトを網羅したと確認できたときだけ、これを行います。そのあと古いバージョンの提供を止め、それから初めて削除します。整理するまで、APIサーバーは最後の扉に鍵をかけています。storedVersionsに残っているバージョンの削除を拒否し、原因のフィールドを示します。この鍵がなければ、古い表現で保存されたオブジェクトは読めなくなります。</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Run the check</source>
        <translation>チェックを実行</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The migration is complete when every object was rewritten at the storage version, status.storedVersions holds that version alone, and no old version is served. `mado migrate check` gives the same verdict on the command line.</source>
        <translation>すべてのオブジェクトがストレージバージョンで書き直され、status.storedVersionsがそのバージョンだけを持ち、古いバージョンがどれも提供されていなければ、移行は完了です。`mado migrate check`はコマンドラインで同じ判定をします。</translation>
    </message>
    <message>
        <location line="+149" />
        <source>The API server refused the removal:</source>
        <translation>APIサーバーは削除を拒否しました:</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+295" />
        <source>Field path: %1</source>
        <translation>フィールドのパス: %1</translation>
    </message>
    <message>
        <location line="-286" />
        <source>The server sent no warning for the old version.</source>
        <translation>サーバーは古いバージョンに対して警告を返しませんでした。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The server answered the request for the old version with:</source>
        <translation>古いバージョンへのリクエストに、サーバーはこう答えました:</translation>
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
            <numerusform>書き直すオブジェクトは%n個です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Estimated rewrite at %1 writes/s: %2.</source>
        <translation>毎秒%1件での書き直しの見込み: %2。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>This server serves storagemigration.k8s.io/%1: a StorageVersionMigration object can do step 3 server-side; Mado's own rewrite shows each object.</source>
        <translation>このサーバーはstoragemigration.k8s.io/%1を提供しています。StorageVersionMigrationオブジェクトでステップ3をサーバー側で行えます。Mado自身の書き直しはオブジェクトごとに示します。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Some permissions are missing: the steps that need them will fail.</source>
        <translation>足りない権限があります。それを必要とするステップは失敗します。</translation>
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
        <translation>書き直しはすべてのオブジェクトを網羅しました。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The rewrite finished with failures.</source>
        <translation>書き直しは失敗ありで終わりました。</translation>
    </message>
    <message numerus="yes">
        <location line="+38" />
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>%n秒以内に応答なし</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed (HTTP %1)</source>
        <translation>失敗 (HTTP %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ok, no object</source>
        <translation>成功、オブジェクトなし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n ms</source>
        <translation>
            <numerusform>%nミリ秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Reading one object at every served version through the conversion webhook…</source>
        <translation>提供中の各バージョンで、変換Webhookを通してオブジェクトを1つずつ読んでいます…</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Creating the lab…</source>
        <translation>ラボを作成中…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Creating the lab: %1 of %2 objects…</source>
        <translation>ラボを作成中: %2個中%1個…</translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>The lab is ready: %1 with %n object(s) stored as v1.</source>
        <translation>
            <numerusform>ラボの準備ができました: v1で保存された%n個のオブジェクトを持つ%1。</numerusform>
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
            <numerusform>%n個のオブジェクト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>objects not counted</source>
        <translation>オブジェクトは未集計</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 warns: %2</source>
        <translation>%1の警告: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rewrite at %1: done by the server (StorageVersionMigration %2).</source>
        <translation>%1での書き直し: サーバーが実行(StorageVersionMigration %2)。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rewrite at %1: complete (%2 written, %3 gone).</source>
        <translation>%1での書き直し: 完了(書き込み%2個、削除済み%3個)。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rewrite at %1: in progress, saved up to %2.</source>
        <translation>%1での書き直し: 進行中、%2まで保存済み。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the start</source>
        <translation>最初</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: nothing, the migration is complete.</source>
        <translation>次: なし。移行は完了しています。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next: %1</source>
        <translation>次: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>status.storedVersions now holds [%1]: objects may be stored in any of these encodings until the rewrite is done and the list is trimmed.</source>
        <translation>status.storedVersionsには今[%1]があります。書き直しが終わってリストを整理するまで、オブジェクトはこれらのどの表現でも保存されている可能性があります。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>status.storedVersions holds [%1].</source>
        <translation>status.storedVersionsは[%1]です。</translation>
    </message>
    <message>
        <location line="-107" />
        <location line="+140" />
        <source>Mado refuses this step: %1</source>
        <translation>Madoはこのステップを拒否します: %1</translation>
    </message>
    <message>
        <location line="-127" />
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location line="+150" />
        <source>%1 of %2 objects · %3 objects/s · %4 left</source>
        <translation>%2個中%1個 · 毎秒%3個 · 残り%4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 rewritten · %2 already gone · %3 conflicts re-read · %4 failed · %5 waits after 429</source>
        <translation>書き直し%1 · 削除済み%2 · 読み直した競合%3 · 失敗%4 · 429後の待機%5</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Resumed from the saved progress.</source>
        <translation>保存された進捗から再開しました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Paused.</source>
        <translation>一時停止中。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 (present)</source>
        <translation>%1(あり)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Complete: every object was rewritten at %1, status.storedVersions holds it alone, and no old version is served.</source>
        <translation>完了: すべてのオブジェクトが%1で書き直され、status.storedVersionsはそれだけを持ち、古いバージョンはどれも提供されていません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not complete. Missing:</source>
        <translation>未完了。足りないもの:</translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message>
        <location filename="../views/objectviewer/objectviewer.cpp" line="+128" />
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
        <source>Reveal value</source>
        <translation>値を表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reveal one value of the Secret; the others stay masked.</source>
        <translation>Secret の値を 1 つだけ表示します。他の値はマスクされたままです。</translation>
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
        <location line="+148" />
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
        <location line="+59" />
        <source>%1 · failed</source>
        <translation>%1 · 失敗</translation>
    </message>
    <message numerus="yes">
        <location line="-53" />
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
        <location line="+33" />
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
        <location filename="../views/patch/patchcomposer.cpp" line="+288" />
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
        <translation>
            <numerusform>書き込みました。オブジェクトの resourceVersion は %1 になり、%n 個のフィールドが変わりました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+83" />
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… ほかに %n 件の問題があります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+68" />
        <source>Sending the patch as a dry run…</source>
        <translation>パッチをドライランとして送信しています…</translation>
    </message>
    <message numerus="yes">
        <location line="+58" />
        <source>Dry run: %n change(s) the patch asked for</source>
        <translation>
            <numerusform>ドライラン: パッチが求めた変更 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n change(s) by the server (defaults, admission)</source>
        <translation>
            <numerusform>サーバーによる変更 %n 件（既定値、アドミッション）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1; %2 (resourceVersion, generation and managedFields folded)</source>
        <comment>the dry run's two change counts</comment>
        <translation>%1、%2（resourceVersion、generation、managedFields は折りたたみ）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1; %2</source>
        <comment>the dry run's two change counts</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+2" />
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
    <message>
        <location line="+57" />
        <source>Reveal secret values to share this one: sharing copies the live value into the configuration.</source>
        <translation>この値を共有するには、シークレットの値を表示してください。共有すると現在の値が構成にコピーされます。</translation>
    </message>
    <message>
        <location line="+29" />
        <source>The field %1 holds a Secret value, which is masked: reveal secret values to share it, or force or drop it.</source>
        <translation>フィールド %1 はシークレットの値で、マスクされています。共有するにはシークレットの値を表示するか、強制または構成から外してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n field(s) change.</source>
        <translation>
            <numerusform>この %1 を %2「%3」に書き込みますか？ サーバーのドライランは右側のオブジェクトを返しました。%n 個のフィールドが変わります。</numerusform>
        </translation>
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
        <translation>時間</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Patch %1/%2</source>
        <comment>kind/name</comment>
        <translation>%1/%2 のパッチ</translation>
    </message>
    <message>
        <location line="+2" />
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
        <location filename="../views/resourcelistview.cpp" line="+175" />
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Patch…</source>
        <translation>パッチ…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy name</source>
        <translation>名前をコピー</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Watch this collection</source>
        <translation>このコレクションをウォッチ</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Migrate storage version…</source>
        <translation>ストレージバージョンを移行…</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Delete %n object(s)…</source>
        <translation>
            <numerusform>%n 個のオブジェクトを削除…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93" />
        <source>%1 (all namespaces)</source>
        <translation>%1（すべての名前空間）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>«%1» is not a namespace name: lowercase letters, digits and '-', at most 63 characters.</source>
        <translation>「%1」は名前空間名ではありません（英小文字、数字、'-'、63 文字以内）。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Label selector: %1</source>
        <translation>ラベルセレクター: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Field selector: %1</source>
        <translation>フィールドセレクター: %1</translation>
    </message>
    <message>
        <location line="+60" />
        <source>%1 of ~%2 objects loaded</source>
        <translation>~%2 個中 %1 個のオブジェクトを読み込み済み</translation>
    </message>
    <message>
        <location line="+10" />
        <source>metadata only</source>
        <translation>メタデータのみ</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n parallel stream(s)</source>
        <translation>
            <numerusform>並列ストリーム %n 本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n open watch(es)</source>
        <translation>
            <numerusform>ウォッチ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23" />
        <source>Namespaces:</source>
        <translation>名前空間:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>all (or a, b, …)</source>
        <translation>すべて（または a, b, …）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Labels:</source>
        <translation>ラベル:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>app=web,tier in (a,b),!legacy</source>
        <translation>app=web,tier in (a,b),!legacy</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fields:</source>
        <translation>フィールド:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>status.phase!=Running</source>
        <translation>status.phase!=Running</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Filter rows (Ctrl+F)</source>
        <translation>行を絞り込む (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Stop loading</source>
        <translation>読み込みを中止</translation>
    </message>
    <message numerus="yes">
        <location line="-47" />
        <source>%1 of %n object(s) shown</source>
        <translation>
            <numerusform>%n 個中 %1 個のオブジェクトを表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3" />
        <source>%Ln object(s) loaded so far</source>
        <translation>
            <numerusform>これまでに %Ln 個のオブジェクトを読み込み済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n個のオブジェクト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37" />
        <source>All columns</source>
        <comment>like kubectl -o wide</comment>
        <translation>すべての列</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Metadata only</source>
        <translation>メタデータのみ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fetch only names, labels, owners and finalizers (as=PartialObjectMetadataList): smaller and faster for large lists.</source>
        <translation>名前、ラベル、オーナー、ファイナライザーだけを取得します (as=PartialObjectMetadataList)。大きな一覧で小さく速くなります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>automatic above:</source>
        <translation>自動切替のしきい値:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Lists with more objects than this open in the metadata-only mode (0: never).</source>
        <translation>これより多くのオブジェクトを含む一覧はメタデータのみのモードで開きます（0: 切り替えない）。</translation>
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
        <location filename="../views/resourcetreeview.cpp" line="+65" />
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
        <location line="+30" />
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
        <location line="+45" />
        <source>Watch this collection</source>
        <translation>このコレクションをウォッチ</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Migrate storage version…</source>
        <translation>ストレージバージョンを移行…</translation>
    </message>
    <message>
        <location line="+28" />
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
        <translation>
            <numerusform>%1 · ルール %n 件</numerusform>
        </translation>
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
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;（%2）: フィールド %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24" />
        <source>No description.</source>
        <translation>説明はありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type</source>
        <translation>種類</translation>
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
        <location line="+6" />
        <source>Open in the CEL playground</source>
        <translation>CEL プレイグラウンドで開く</translation>
    </message>
</context>
<context>
    <name>views::Sparkline</name>
    <message numerus="yes">
        <location filename="../views/watch/sparkline.cpp" line="+18" />
        <source>Events per second over the last %n second(s): now %1, peak %2</source>
        <translation>
            <numerusform>直近 %n 秒間の毎秒イベント数: 現在 %1、最大 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::WatchDock</name>
    <message>
        <location filename="../views/watch/watchdock.cpp" line="+56" />
        <location line="+80" />
        <source>Open watch recording</source>
        <translation>ウォッチ記録を開く</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Mado watch recordings (*.madowatch.jsonl *.jsonl);;All files (*)</source>
        <translation>Mado ウォッチ記録 (*.madowatch.jsonl *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+103" />
        <source>%1 in all namespaces</source>
        <translation>全名前空間の %1</translation>
    </message>
    <message>
        <location line="-4" />
        <location line="+5" />
        <source>%1 in %2</source>
        <comment>resource in namespace</comment>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location line="-12" />
        <source>Reading the recording %1…</source>
        <translation>記録「%1」を読み込んでいます…</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (recording %2)</source>
        <translation>%1（記録 %2）</translation>
    </message>
    <message>
        <location line="+20" />
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
        <location line="+45" />
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="-43" />
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
        <translation>
            <numerusform>resourceVersion %1 で %n 個のオブジェクトをリスト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>初期イベント終了: resourceVersion %1 で %n 個のオブジェクト</numerusform>
        </translation>
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
    <message numerus="yes">
        <location line="+2" />
        <source>Listing again in %1 s after %n server error(s) at resourceVersion %2: %3</source>
        <translation>
            <numerusform>resourceVersion %2 でサーバーエラーが %n 回続いたため、%1 秒後に一覧を取り直します: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Listing again after 410 Gone</source>
        <translation>410 Gone の後に再リスト</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation>
            <numerusform>リクエストが多すぎます: %n 秒後に再試行</numerusform>
        </translation>
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
        <translation>
            <numerusform>%n 個のオブジェクトの後に初期イベント終了ブックマークがありません: 「リストしてからウォッチ」に切り替えます</numerusform>
        </translation>
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
        <location filename="../views/watch/watchpane.cpp" line="+180" />
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
        <location line="+65" />
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
        <location line="+17" />
        <source>%Ln event(s) received</source>
        <translation>
            <numerusform>%Ln 件のイベントを受信</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>%L1/s now</source>
        <translation>現在 %L1/秒</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln row(s) shown</source>
        <translation>
            <numerusform>%Ln 行を表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln oldest row(s) dropped</source>
        <translation>
            <numerusform>古い行 %Ln 行を破棄</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>paused, %Ln waiting</source>
        <translation>
            <numerusform>一時停止中、%Ln 件待機</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>replayed recording</source>
        <translation>再生した記録</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln object(s) exist</source>
        <translation>
            <numerusform>オブジェクト %Ln 個が存在</numerusform>
        </translation>
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
        <location filename="../views/watch/timeline.cpp" line="+48" />
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
        <location line="+25" />
        <source>%1 s recorded · %Ln frame(s)</source>
        <translation>
            <numerusform>%1 秒を記録 · %Ln フレーム</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::AuthzTable</name>
    <message>
        <location filename="../views/cel/authztable.cpp" line="+68" />
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Answer</source>
        <translation>応答</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ask again</source>
        <translation>再確認</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forget the cluster's answers and send the SubjectAccessReviews again</source>
        <translation>クラスターの応答を破棄して SubjectAccessReview を再送信します</translation>
    </message>
    <message>
        <location line="+46" />
        <source>asking the cluster…</source>
        <translation>クラスターに問い合わせ中…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not asked</source>
        <translation>未問い合わせ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (no cluster connection)</source>
        <translation>%1 (クラスター未接続)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The cluster did not answer: %1</source>
        <translation>クラスターが応答しませんでした: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No cluster connection: every check answers "no opinion", which allowed() reads as false.</source>
        <translation>クラスターに接続していません: すべてのチェックは「意見なし」を返し、allowed() は false になります。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No authorizer checks yet. The checks an expression makes are sent to the cluster as SubjectAccessReviews for the user of request.</source>
        <translation>authorizer のチェックはまだありません。式が行うチェックは request のユーザーの SubjectAccessReview としてクラスターに送られます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n check(s), answered by the cluster's SubjectAccessReviews.</source>
        <translation>
            <numerusform>%n 件のチェック (クラスターの SubjectAccessReview による応答)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::CelEditor</name>
    <message>
        <location filename="../views/cel/celeditor.cpp" line="+115" />
        <source>%1 to %2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1
runtime cost here: %2
share of the estimate: %3
runs: %4</source>
        <translation>%1
ここでの実行時コスト: %2
見積もりの内訳: %3
実行回数: %4</translation>
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
        <translation>バージョン:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reads the cluster's CustomResourceDefinitions again.</source>
        <translation>クラスターの CustomResourceDefinition を読み直します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Schema node / rule</source>
        <translation>スキーマノード / ルール</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type / message</source>
        <translation>型 / メッセージ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1" />
        <source>self from:</source>
        <translation>self の取得元:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Element:</source>
        <translation>要素:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Under arrays and maps the rule runs once per element, as Kubernetes runs it; this is the element shown as self.</source>
        <translation>配列とマップの下では、Kubernetes と同じくルールは要素ごとに実行されます。これは self として表示する要素です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>oldSelf is optional: the rule also runs on a create, with oldSelf empty (optional.none()).</source>
        <translation>oldSelf は省略可能: ルールは作成時にも oldSelf を空 (optional.none()) として実行されます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>messageExpression (runs when the rule returns false):</source>
        <translation>messageExpression (ルールが false を返したときに実行):</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Must type-check to string. The API server trims the value and uses the rule's message instead when it is empty, has a line break or is longer than 5120 bytes, or when it fails.</source>
        <translation>string 型でなければなりません。API サーバーは値の前後の空白を除き、空、改行を含む、5120 バイトを超える、または評価に失敗した場合は代わりにルールの message を使います。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connect to a cluster to pick a CRD, or type the rule and its schema by hand.</source>
        <translation>CRD を選ぶにはクラスターに接続するか、ルールとスキーマを手で入力してください。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Not connected: no CRDs to pick.</source>
        <translation>未接続: 選べる CRD がありません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Reading the cluster's CRDs…</source>
        <translation>クラスターの CRD を読み込み中…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The CRDs cannot be read: %1</source>
        <translation>CRD を読み込めません: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31" />
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n 個のルール</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%n CRD(s) on the cluster.</source>
        <translation>
            <numerusform>クラスターに %n 個の CRD があります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>The CRD list is not JSON: %1</source>
        <translation>CRD の一覧が JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+157" />
        <source>The objects cannot be listed: %1</source>
        <translation>オブジェクトを一覧できません: %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The object list is not JSON: %1</source>
        <translation>オブジェクトの一覧が JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No objects of this version: type self in the self tab.</source>
        <translation>このバージョンのオブジェクトはありません: self タブに self を入力してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>The first %n object(s); pick one as self.</source>
        <translation>
            <numerusform>最初の %n 個のオブジェクト。self にするものを選んでください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n object(s); pick one as self.</source>
        <translation>
            <numerusform>%n 個のオブジェクト。self にするものを選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36" />
        <source>The object cannot be read: %1</source>
        <translation>オブジェクトを読み込めません: %1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The object is not JSON: %1</source>
        <translation>オブジェクトが JSON ではありません: %1</translation>
    </message>
    <message>
        <location line="+38" />
        <source>The object has no value at %1: the rule does not run on it.</source>
        <translation>オブジェクトの %1 に値がありません: ルールは実行されません。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>self is %1 (element %2 of %3).</source>
        <translation>self は %1 です (%3 個中 %2 番目の要素)。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>self is %1.</source>
        <translation>self は %1 です。</translation>
    </message>
    <message>
        <location line="+68" />
        <source>oldSelf is not YAML: %1</source>
        <translation>oldSelf が YAML ではありません: %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Evaluating…</source>
        <translation>評価中…</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The rule does not compile (see the editor).</source>
        <translation>ルールがコンパイルできません (エディターを参照)。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Skipped: a transition rule without oldSelf does not run (a create).</source>
        <translation>スキップ: oldSelf のない遷移ルールは実行されません (作成)。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule holds at %1 (cost %2).</source>
        <translation>%1 でルールは成立します (コスト %2)。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule fails at %1 (cost %2). The API server answers: %3</source>
        <translation>%1 でルールが不成立です (コスト %2)。API サーバーの応答: %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>messageExpression gave the message (cost %1).</source>
        <translation>messageExpression がメッセージを返しました (コスト %1)。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression was not used (cost %1): %2</source>
        <translation>messageExpression は使われませんでした (コスト %1): %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>messageExpression ran out of budget; the server stops validating the object.</source>
        <translation>messageExpression が予算を使い切りました。サーバーはオブジェクトの検証を中止します。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>messageExpression does not compile: %1</source>
        <translation>messageExpression がコンパイルできません: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>messageExpression: type %1, estimated cost %2 to %3</source>
        <translation>messageExpression: 型 %1、見積もりコスト %2〜%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The estimated cost of messageExpression exceeds the limit of %1 for one expression: the API server rejects the CRD. Bound the strings and lists it builds from (maxLength, maxItems).</source>
        <translation>messageExpression の見積もりコストが 1 つの式の上限 %1 を超えています: API サーバーは CRD を拒否します。元になる文字列とリストに上限を付けてください (maxLength、maxItems)。</translation>
    </message>
</context>
<context>
    <name>views::cel::LiveRunPanel</name>
    <message>
        <location filename="../views/cel/liverunpanel.cpp" line="+29" />
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs</source>
        <translation>実行数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule cost</source>
        <translation>ルールのコスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All rules' cost</source>
        <translation>全ルールのコスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>% of budget</source>
        <translation>予算の %</translation>
    </message>
    <message>
        <location line="+120" />
        <source>Run over live objects</source>
        <translation>稼働中オブジェクトで実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs the rule (and its messageExpression where it fails) over the objects of the chosen CRD version, as an update that changes nothing runs it.</source>
        <translation>選んだ CRD バージョンのオブジェクトで、何も変えない更新と同じようにルール (失敗したところでは messageExpression も) を実行します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sample:</source>
        <translation>サンプル:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>all objects</source>
        <translation>すべてのオブジェクト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A random sample of this many objects; 0 runs over all of them.</source>
        <translation>この数のオブジェクトのランダムなサンプル。0 ならすべてで実行します。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Pick a CRD, a node and a rule in the CRD context tab, then run.</source>
        <translation>「CRD コンテキスト」タブで CRD、ノード、ルールを選んでから実行してください。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Not connected.</source>
        <translation>接続されていません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pick a CRD, a node and a rule in the CRD context tab first.</source>
        <translation>先に「CRD コンテキスト」タブで CRD、ノード、ルールを選んでください。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Reading the objects…</source>
        <translation>オブジェクトを読み込み中…</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n object(s) read…</source>
        <translation>
            <numerusform>%n 個のオブジェクトを読み込み済み…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 of %n object(s) evaluated…</source>
        <translation>
            <numerusform>%n 個中 %1 個のオブジェクトを評価済み…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Stopped after %n object(s).</source>
        <translation>
            <numerusform>%n 個のオブジェクトの後で停止しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>The run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>%n object(s) evaluated</source>
        <translation>
            <numerusform>%n 個のオブジェクトを評価</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n 個が不合格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rule cost: min %1, median %2, p90 %3, max %4</source>
        <translation>ルールのコスト: 最小 %1、中央値 %2、p90 %3、最大 %4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All rules of an object: max %1 of the per-call budget %2 (%3%)</source>
        <translation>オブジェクトの全ルール: 呼び出しごとの予算 %2 のうち最大 %1 (%3%)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Does not compile: %1</source>
        <translation>コンパイルできません: %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>over budget</source>
        <translation>予算超過</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fails</source>
        <translation>不合格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>passes</source>
        <translation>合格</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Costliest run at %1</source>
        <translation>最もコストの高い実行: %1</translation>
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
        <translation>サーバーでプレビュー (ドライラン)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The JSON patch (RFC 6902) the expression produces:</source>
        <translation>式が生成する JSON パッチ (RFC 6902):</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The apply configuration the expression produces:</source>
        <translation>式が生成する apply 構成:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The expression returns a list of JSONPatch values; Kubernetes applies them in order to the object. A failing test operation leaves the object unchanged. The server preview sends the same patch as a JSON patch with dryRun=All (there a failing test is an error).</source>
        <translation>式は JSONPatch 値のリストを返し、Kubernetes はそれを順にオブジェクトへ適用します。test 操作が失敗するとオブジェクトは変更されません。サーバーでのプレビューは同じパッチを dryRun=All の JSON パッチとして送ります (そこでは test の失敗はエラーです)。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>PATCH application/json-patch+json with dryRun=All to the object named by the object input's kind, namespace and name.</source>
        <translation>object 入力の kind、名前空間、名前が示すオブジェクトへ dryRun=All で PATCH application/json-patch+json を送ります。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The expression returns an Object; Kubernetes merges it into the object with structured merge (lists of type map by their keys, sets by value), refuses atomic lists, maps and structs, and removes nothing. The server preview approximates this with a server-side apply dry run as field manager %1, forced: it merges the same way for a manager that owns nothing, but it accepts atomic fields (replacing them whole) where the policy refuses them.</source>
        <translation>式は Object を返し、Kubernetes はそれを構造化マージでオブジェクトにマージします (map 型のリストはキーで、set は値で)。アトミックなリスト、マップ、構造体は拒否し、何も削除しません。サーバーでのプレビューはこれをフィールドマネージャー %1 による強制 server-side apply のドライランで近似します。何も所有していないマネージャーなら同じようにマージしますが、ポリシーが拒否するアトミックなフィールドも受け入れます (丸ごと置き換えます)。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Server-side apply with dryRun=All and force to the object named by the object input's kind, namespace and name.</source>
        <translation>object 入力の kind、名前空間、名前が示すオブジェクトへ dryRun=All と force で server-side apply を送ります。</translation>
    </message>
    <message>
        <location line="+54" />
        <source>No patch: the expression did not evaluate.</source>
        <translation>パッチなし: 式が評価されませんでした。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kubernetes would refuse this value: %1</source>
        <translation>Kubernetes はこの値を拒否します: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Give an object (the object tab) to see what the patch does to it.</source>
        <translation>パッチがオブジェクトに何をするかを見るには、オブジェクト (object タブ) を指定してください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Applying the patch fails, so the API server would refuse the request: %1</source>
        <translation>パッチの適用に失敗するため、API サーバーはリクエストを拒否します: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>What the patch does to the object (without the kind's schema lists are replaced whole and atomic fields are not refused; load the schema for the server's merge):</source>
        <translation>パッチがオブジェクトに行うこと (kind のスキーマがないとリストは丸ごと置き換えられ、アトミックなフィールドも拒否されません。サーバーと同じマージにはスキーマを読み込んでください):</translation>
    </message>
    <message>
        <location line="+4" />
        <source>What the patch does to the object (applied by Mado):</source>
        <translation>パッチがオブジェクトに行うこと (Mado による適用):</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Not connected: connect to a cluster to preview the patch on its API server.</source>
        <translation>未接続です: API サーバーでパッチをプレビューするにはクラスターに接続してください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Nothing to preview: the expression produced no patch, or there is no object.</source>
        <translation>プレビューするものがありません: 式がパッチを生成しなかったか、オブジェクトがありません。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The object input names no object the cluster serves: it needs apiVersion, kind and metadata.name (and metadata.namespace) of a live object.</source>
        <translation>object 入力はクラスターが提供するオブジェクトを示していません: ライブオブジェクトの apiVersion、kind、metadata.name (と metadata.namespace) が必要です。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Asking the server…</source>
        <translation>サーバーに問い合わせ中…</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The server refused the dry run: %1</source>
        <translation>サーバーはドライランを拒否しました: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Server dry run: no change to the live object.</source>
        <translation>サーバーでのドライラン: ライブオブジェクトに変更はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Server dry run: %n change(s) to the live object.</source>
        <translation>
            <numerusform>サーバーでのドライラン: ライブオブジェクトへの変更 %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Mado's application to the live object fails: %1</source>
        <translation>Mado によるライブオブジェクトへの適用は失敗します: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's application to the live object agrees.</source>
        <translation>Mado によるライブオブジェクトへの適用は一致します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mado's application to the live object differs at: %1</source>
        <translation>Mado によるライブオブジェクトへの適用は次の場所で異なります: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server also set defaults at: %1</source>
        <translation>サーバーは次の場所に既定値も設定しました: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
</context>
<context>
    <name>views::cel::Playground</name>
    <message>
        <location filename="../views/cel/playground.cpp" line="+78" />
        <source>Sub-expression</source>
        <translation>部分式</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Runtime</source>
        <translation>実行時</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Estimate min</source>
        <translation>見積もり最小</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Estimate max</source>
        <translation>見積もり最大</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Runs (max)</source>
        <translation>実行回数(最大)</translation>
    </message>
    <message>
        <location line="+264" />
        <source>Evaluating…</source>
        <translation>評価中…</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Context:</source>
        <translation>コンテキスト:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kubernetes:</source>
        <translation>Kubernetes:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CRD validation rule</source>
        <translation>CRD 検証ルール</translation>
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
        <translation>マッチ条件</translation>
    </message>
    <message>
        <location line="+1" />
        <source>new rule</source>
        <translation>新規ルール</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stored rule</source>
        <translation>保存済みルール</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A server compiles new or changed rules with the environment of its compatibility version (one minor lower) and runs stored rules with its own.</source>
        <translation>サーバーは新規または変更されたルールを互換バージョン(1 つ前のマイナー)の環境でコンパイルし、保存済みのルールは自身の環境で実行します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop at the limit</source>
        <translation>上限で停止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop evaluating at the context's runtime budget, as the API server does. Off, the evaluation runs to the end to show the whole cost (Stop interrupts it).</source>
        <translation>API サーバーと同じく、コンテキストの実行時予算で評価を停止します。オフにすると全コストを示すため最後まで評価します(「停止」で中断できます)。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check on server</source>
        <translation>サーバーで確認</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Submits the rule to the connected cluster in a dry-run create and shows the server's verdict next to Mado's. A policy typed as a kind is created for real, without a binding (it admits nothing), until the server has type-checked it, and is then deleted.</source>
        <translation>ルールをドライランの作成として接続中のクラスターに送り、サーバーの判定を Mado の判定と並べて表示します。種類で型付けしたポリシーは、サーバーが型チェックを終えるまで (バインディングなしで、何も許可しない状態で) 実際に作成され、その後削除されます。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Copy schema snippet</source>
        <translation>スキーマ断片をコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>object typed as:</source>
        <translation>object の型:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load schema</source>
        <translation>スキーマを読み込む</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reads the kind's OpenAPI schema from the connected cluster into the Object schema tab: object and oldObject are then typed from it, as the API server's policy type checker types them.</source>
        <translation>接続中のクラスターからこの種類の OpenAPI スキーマを「object のスキーマ」タブに読み込みます。以後、object と oldObject は API サーバーのポリシー型チェックと同じようにそのスキーマで型付けされます。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Examples…</source>
        <translation>例…</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+118" />
        <source>Schema of self</source>
        <translation>self のスキーマ</translation>
    </message>
    <message>
        <location line="-106" />
        <source>Object schema</source>
        <translation>object のスキーマ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cost by sub-expression</source>
        <translation>部分式ごとのコスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What if</source>
        <translation>もしも</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mutation</source>
        <translation>ミューテーション</translation>
    </message>
    <message>
        <location line="+7" />
        <source>CRD context</source>
        <translation>CRD コンテキスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Live objects</source>
        <translation>稼働中オブジェクト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Authorizer checks</source>
        <translation>authorizer のチェック</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Schema node</source>
        <translation>スキーマのノード</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bound</source>
        <translation>上限</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+86" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>A CRD validation rule needs the schema of its node (the Schema of self tab).</source>
        <translation>CRD 検証ルールにはそのノードのスキーマが必要です(「self のスキーマ」タブ)。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Object schema: not a YAML or JSON schema</source>
        <translation>object のスキーマ: YAML または JSON のスキーマではありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the Object schema tab</source>
        <translation>「object のスキーマ」タブ</translation>
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
        <translation>構文エラー: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compile error: %1</source>
        <translation>コンパイルエラー: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Stopped after a runtime cost of %1.</source>
        <translation>実行時コスト %1 の時点で停止しました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type %1 — evaluation error: %2</source>
        <translation>型 %1 — 評価エラー: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type %1</source>
        <translation>型 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>… and %n more character(s), not shown.</source>
        <translation>
            <numerusform>… ほかに %n 文字あります（表示していません）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>Type error against the object's schema: %1</source>
        <translation>object のスキーマに対する型エラー: %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Runtime cost %1 of %2 per evaluation</source>
        <translation>実行時コスト %1(1 回の評価あたりの上限 %2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Runtime cost: —</source>
        <translation>実行時コスト: —</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Estimated cost %1 to %2, limit %3 per rule</source>
        <translation>見積もりコスト %1〜%2、ルールあたりの上限 %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Estimated cost: —</source>
        <translation>見積もりコスト: —</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The API server would reject this rule: its estimated cost exceeds the limit of %1.</source>
        <translation>API サーバーはこのルールを拒否します。見積もりコストが上限 %1 を超えています。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Why so high: no single bound is enough. With %1 on each of %2 the estimate is %3, within the limit.</source>
        <translation>なぜ高いのか: 1 つの上限だけでは足りません。%2 のそれぞれに %1 を設定すると見積もりは %3 で上限内です。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Why so high: %1 has no %2. With %2: %3 the estimate is %4, within the limit.</source>
        <translation>なぜ高いのか: %1 に %2 がありません。%2: %3 にすると見積もりは %4 で上限内です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has no %2, but even %2: 1 leaves the estimate at %3.</source>
        <translation>%1 に %2 がありませんが、%2: 1 でも見積もりは %3 です。</translation>
    </message>
    <message>
        <location line="+87" />
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+131" />
        <source>Write the kind as GROUP/VERSION/KIND, e.g. apps/v1/Deployment (v1/Pod for the core group).</source>
        <translation>種類は グループ/バージョン/種類 の形で書きます。例: apps/v1/Deployment (コアグループは v1/Pod)。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Not connected: connect to a cluster to read the schema of %1, or paste a schema into the Object schema tab.</source>
        <translation>未接続です: %1 のスキーマを読むにはクラスターに接続するか、「object のスキーマ」タブにスキーマを貼り付けてください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Reading the schema of %1…</source>
        <translation>%1 のスキーマを読み込み中…</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot read the schema of %1: %2</source>
        <translation>%1 のスキーマを読み込めません: %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The server has no schema for %1.</source>
        <translation>サーバーに %1 のスキーマがありません。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>object and oldObject are typed as %1.</source>
        <translation>object と oldObject は %1 として型付けされています。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Not connected: connect to a cluster to check the rule on its API server.</source>
        <translation>未接続です。API サーバーでルールを確認するにはクラスターに接続してください。</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Asking the server…</source>
        <translation>サーバーに問い合わせ中…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Server check failed: %1</source>
        <translation>サーバーでの確認に失敗しました: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>accepted</source>
        <translation>受理</translation>
    </message>
    <message>
        <location line="+0" />
        <source>rejected: %1</source>
        <translation>拒否: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>; type check clean</source>
        <translation>; 型チェックは問題なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; type-check warnings: %1</source>
        <translation>; 型チェックの警告: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Server: %1
Mado: %2</source>
        <translation>サーバー: %1
Mado: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Save CEL snippet</source>
        <translation>CEL スニペットを保存</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+19" />
        <source>CEL snippets (*.celsnippet.json)</source>
        <translation>CEL スニペット (*.celsnippet.json)</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open CEL snippet</source>
        <translation>CEL スニペットを開く</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Cannot open %1: not a CEL snippet</source>
        <translation>%1 を開けません: CEL スニペットではありません</translation>
    </message>
</context>
<context>
    <name>views::cel::VariablesEditor</name>
    <message>
        <location filename="../views/cel/variableseditor.cpp" line="+106" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Expression</source>
        <translation>式</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add variable</source>
        <translation>変数を追加</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>spec.variables: each expression sees the variables above it as variables.NAME. A variable is evaluated only when an expression uses it, and at most once.</source>
        <translation>spec.variables: 各式は上にある変数を variables.NAME として参照できます。変数は式が使ったときだけ、最大 1 回評価されます。</translation>
    </message>
    <message>
        <location line="+80" />
        <source>Later expressions see it as %1</source>
        <translation>後の式からは %1 として見えます</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>not evaluated (no expression used it)</source>
        <translation>評価されていません (どの式も使っていません)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>runtime cost of this evaluation; estimated %1 to %2</source>
        <translation>この評価の実行時コスト。見積もり %1〜%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Variables' runtime cost: %1 (charged to the policy's budget next to the expression's %2)</source>
        <translation>変数の実行時コスト: %1 (式の %2 と合わせてポリシーの予算に計上)</translation>
    </message>
</context>
</TS>
