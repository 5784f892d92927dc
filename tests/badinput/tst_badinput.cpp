// The bad-input catalogue, part 1 (no server needed): hostile kubeconfigs and
// CEL expressions given to the real `mado` binary. Every row is one named case
// of docs/reliability.md; each must end with exit code 1, no crash, no hang,
// and the expected message in the user's language (uk or ja, checked against
// Mado's own translation of the source text).
#include "badinput.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// A kubeconfig with one context "c" of cluster "c" and user "u"; the
/// replacements patch its text (server https://127.0.0.1:1: nothing listens).
QByteArray kubeconfig(const QList<QPair<QByteArray, QByteArray>> &replace = {}) {
    QByteArray text = "apiVersion: v1\n"
                      "kind: Config\n"
                      "current-context: c\n"
                      "clusters:\n"
                      "- name: c\n"
                      "  cluster: {server: \"https://127.0.0.1:1\"}\n"
                      "users:\n"
                      "- name: u\n"
                      "  user: {token: abc}\n"
                      "contexts:\n"
                      "- name: c\n"
                      "  context: {cluster: c, user: u}\n";
    for (const auto &[from, to] : replace) {
        if (!text.contains(from))
            qFatal("kubeconfig template has no %s", from.constData());
        text.replace(from, to);
    }
    return text;
}

QByteArray aliasBomb() {
    QByteArray out = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
    for (int i = 1; i < 12; ++i) {
        out += "a" + QByteArray::number(i) + ": &a" + QByteArray::number(i) + " [";
        for (int j = 0; j < 9; ++j)
            out += (j ? ", *a" : "*a") + QByteArray::number(i - 1);
        out += "]\n";
    }
    return out;
}

/// Splits the expected message at the wildcard arguments ("*"): the pieces
/// must appear in order.
bool containsInOrder(const QString &text, const QStringList &pieces) {
    qsizetype at = 0;
    for (const QString &piece : pieces) {
        if (piece.isEmpty())
            continue;
        const qsizetype i = text.indexOf(piece, at);
        if (i < 0)
            return false;
        at = i + piece.size();
    }
    return true;
}

} // namespace

class TestBadInput final : public QObject {
    Q_OBJECT

private slots:
    void catalogue_data();
    void catalogue();

private:
    QTemporaryDir m_dir;
};

void TestBadInput::catalogue_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("kubeconfig"); ///< written to {dir}/config when not null
    QTest::addColumn<QStringList>("env");       ///< NAME=VALUE
    QTest::addColumn<QStringList>("expect");    ///< context, source, arguments ("*": anything)

    const QStringList get{u"--kubeconfig"_s, u"{dir}/config"_s, u"get"_s, u"configmaps"_s};
    auto kc = [&](const char *name, const char *lang, const QByteArray &text, const QStringList &expect) {
        QTest::newRow(name) << QString::fromLatin1(lang) << get << text << QStringList() << expect;
    };
    const QString cfg = u"{dir}/config"_s;

    // Kubeconfig files: missing, unreadable, malformed, wrong types, broken references, hostile.
    QTest::newRow("kubeconfig_missing_file")
        << u"uk"_s << QStringList{u"--kubeconfig"_s, u"{dir}/nope"_s, u"get"_s, u"pods"_s} << QByteArray()
        << QStringList()
        << QStringList{u"kube::Kubeconfig"_s, u"The kubeconfig file %1 does not exist."_s, u"{dir}/nope"_s};
    QTest::newRow("kubeconfig_is_a_directory")
        << u"ja"_s << QStringList{u"--kubeconfig"_s, u"{dir}"_s, u"get"_s, u"pods"_s} << QByteArray()
        << QStringList()
        << QStringList{u"kube::Kubeconfig"_s, u"Cannot read the kubeconfig file %1: %2"_s, u"{dir}"_s,
                       u"*"_s};
    QTest::newRow("kubeconfig_symlink_cycle")
        << u"uk"_s << QStringList{u"--kubeconfig"_s, u"{dir}/loop-a"_s, u"get"_s, u"pods"_s} << QByteArray()
        << QStringList()
        << QStringList{u"kube::Kubeconfig"_s, u"Cannot read the kubeconfig file %1: %2"_s, u"{dir}/loop-a"_s,
                       u"@codecs|Too many levels of symbolic links (a symbolic link loop?)"_s};
    kc("kubeconfig_invalid_yaml", "uk", "clusters: [\n  - name: c\n",
       {u"kube::Kubeconfig"_s, u"The kubeconfig file %1 is not valid YAML (line %2, column %3): %4"_s, cfg,
        u"2"_s, u"3"_s, u"@codecs|a sequence entry (\"- \") where none can be"_s});
    kc("kubeconfig_binary_garbage", "ja", QByteArray("\x00\xff\xfe\x01\"\\q", 7),
       {u"kube::Kubeconfig"_s, u"The kubeconfig file %1 is not valid YAML (line %2, column %3): %4"_s, cfg,
        u"*"_s, u"*"_s, u"@codecs|unknown escape character: %1|*"_s});
    kc("kubeconfig_deep_nesting", "uk", QByteArray(100000, '['),
       {u"kube::Kubeconfig"_s, u"The kubeconfig file %1 is not valid YAML (line %2, column %3): %4"_s, cfg,
        u"*"_s, u"*"_s, u"@codecs|nested deeper than %1 levels|499"_s});
    kc("kubeconfig_root_is_a_list", "uk", "- clusters\n- users\n",
       {u"kube::Kubeconfig"_s, u"The kubeconfig file %1 is not a mapping of clusters, users and contexts."_s,
        cfg});
    kc("kubeconfig_root_is_a_scalar", "ja", "just some text\n",
       {u"kube::Kubeconfig"_s, u"The kubeconfig file %1 is not a mapping of clusters, users and contexts."_s,
        cfg});
    kc("kubeconfig_clusters_not_a_list", "uk", "clusters: 5\n",
       {u"kube::Kubeconfig"_s, u"In %1, \"%2\" must be a list."_s, cfg, u"clusters"_s});
    kc("kubeconfig_users_a_mapping", "ja", "users: {u: {token: x}}\n",
       {u"kube::Kubeconfig"_s, u"In %1, \"%2\" must be a list."_s, cfg, u"users"_s});
    kc("kubeconfig_contexts_a_string", "uk", "contexts: everything\n",
       {u"kube::Kubeconfig"_s, u"In %1, \"%2\" must be a list."_s, cfg, u"contexts"_s});
    kc("kubeconfig_entry_without_name", "uk", "contexts:\n- context: {cluster: c, user: u}\n",
       {u"kube::Kubeconfig"_s, u"In %1, an entry of \"%2\" has no name (line %3)."_s, cfg, u"contexts"_s,
        u"2"_s});
    kc("kubeconfig_name_of_wrong_type", "ja",
       "clusters:\n- name: [a, b]\n  cluster: {server: \"https://x\"}\n",
       {u"kube::Kubeconfig"_s, u"In %1, an entry of \"%2\" has no name (line %3)."_s, cfg, u"clusters"_s,
        u"2"_s});
    kc("kubeconfig_empty_file", "uk", "",
       {u"kube::Kubeconfig"_s, u"The kubeconfig sets no current context; choose one with --context."_s});
    kc("kubeconfig_current_context_a_mapping", "ja",
       kubeconfig({{"current-context: c", "current-context: {c: 1}"}}),
       {u"kube::Kubeconfig"_s, u"The kubeconfig sets no current context; choose one with --context."_s});
    kc("kubeconfig_current_context_missing", "uk",
       kubeconfig({{"current-context: c", "current-context: ghost"}}),
       {u"kube::Kubeconfig"_s, u"The context \"%1\" is not in the kubeconfig (%2)."_s, u"ghost"_s, u"*"_s});
    QTest::newRow("kubeconfig_context_flag_missing")
        << u"ja"_s << QStringList{u"--kubeconfig"_s, cfg, u"--context"_s, u"ghost"_s, u"get"_s, u"pods"_s}
        << kubeconfig() << QStringList()
        << QStringList{u"kube::Kubeconfig"_s, u"The context \"%1\" is not in the kubeconfig (%2)."_s,
                       u"ghost"_s, u"*"_s};
    kc("kubeconfig_context_names_missing_cluster", "uk",
       kubeconfig({{"{cluster: c, user: u}", "{cluster: nowhere, user: u}"}}),
       {u"kube::Kubeconfig"_s, u"The context \"%1\" names the cluster \"%2\", which is not in %3."_s, u"c"_s,
        u"nowhere"_s, u"*"_s});
    kc("kubeconfig_context_names_missing_user", "ja",
       kubeconfig({{"{cluster: c, user: u}", "{cluster: c, user: nobody}"}}),
       {u"kube::Kubeconfig"_s, u"The context \"%1\" names the user \"%2\", which is not in %3."_s, u"c"_s,
        u"nobody"_s, u"*"_s});
    kc("kubeconfig_cluster_without_server", "uk", kubeconfig({{"{server: \"https://127.0.0.1:1\"}", "{}"}}),
       {u"kube::Kubeconfig"_s, u"The cluster \"%1\" in %2 has no server address."_s, u"c"_s, cfg});
    kc("kubeconfig_server_of_wrong_type", "ja",
       kubeconfig({{"{server: \"https://127.0.0.1:1\"}", "{server: [a, b]}"}}),
       {u"kube::Kubeconfig"_s, u"The cluster \"%1\" in %2 has no server address."_s, u"c"_s, cfg});
    kc("kubeconfig_server_not_http", "uk", kubeconfig({{"https://127.0.0.1:1", "ftp://example.com"}}),
       {u"kube::Client"_s, u"The server address \"%1\" of context \"%2\" is not an http(s) URL."_s,
        u"ftp://example.com"_s, u"c"_s});
    kc("kubeconfig_ca_data_not_base64", "uk",
       kubeconfig({{"{server: \"https://127.0.0.1:1\"}",
                    "{server: \"https://127.0.0.1:1\", certificate-authority-data: \"!!!\"}"}}),
       {u"kube::Kubeconfig"_s, u"In %1, cluster \"%2\": certificate-authority-data is not valid base64."_s,
        cfg, u"c"_s});
    kc("kubeconfig_key_data_not_base64", "ja", kubeconfig({{"{token: abc}", "{client-key-data: \"%%%\"}"}}),
       {u"kube::Kubeconfig"_s, u"In %1, user \"%2\": %3 is not valid base64."_s, cfg, u"u"_s,
        u"client-key-data"_s});
    kc("kubeconfig_ca_data_not_pem", "uk",
       kubeconfig({{"{server: \"https://127.0.0.1:1\"}",
                    "{server: \"https://127.0.0.1:1\", certificate-authority-data: \"bm90IGEgY2VydA==\"}"}}),
       {u"kube::Client"_s, u"The certificate authority for %1 holds no PEM certificate."_s,
        u"https://127.0.0.1:1"_s});
    kc("kubeconfig_client_certificate_not_pem", "ja",
       kubeconfig({{"{token: abc}",
                    "{client-certificate-data: \"bm90IGEgY2VydA==\", client-key-data: \"bm90IGEga2V5\"}"}}),
       {u"kube::Client"_s, u"The client certificate of context \"%1\" is not a PEM certificate."_s, u"c"_s});
    kc("kubeconfig_as_groups_not_a_list", "uk",
       kubeconfig({{"{token: abc}", "{token: abc, as: jane, as-groups: devs}"}}),
       {u"kube::Kubeconfig"_s, u"In %1, user \"%2\": %3 is not a list of names."_s, cfg, u"u"_s,
        u"as-groups"_s});
    kc("kubeconfig_as_user_extra_not_a_mapping", "ja",
       kubeconfig({{"{token: abc}", "{token: abc, as: jane, as-user-extra: [a]}"}}),
       {u"kube::Kubeconfig"_s,
        u"In %1, user \"%2\": as-user-extra is not a mapping of keys to lists of values."_s, cfg, u"u"_s});
    kc("kubeconfig_as_groups_without_as", "uk",
       kubeconfig({{"{token: abc}", "{token: abc, as-groups: [devs]}"}}),
       {u"kube::Client"_s,
        u"The context \"%1\" asks for the uid, groups or extra of an impersonated user but names no user to "
        u"impersonate (as)."_s,
        u"c"_s});
    kc("kubeconfig_as_two_groups", "ja",
       kubeconfig({{"{token: abc}", "{token: abc, as: jane, as-groups: [a, b]}"}}),
       {u"kube::Client"_s,
        u"The context \"%1\" impersonates more than one group (%2): the API server takes each from a header "
        u"of "
        u"its own, and Mado cannot send a request header twice."_s,
        u"c"_s, u"a, b"_s});
    const QString headerNotSent =
        u"The request header %1 for context \"%2\" would hold a line break or another control character "
        u"(from the kubeconfig, a token file or an exec credential plugin); the request was not sent."_s;
    kc("kubeconfig_token_with_line_break", "uk",
       kubeconfig({{"{token: abc}", "{token: \"abc\\nX-Injected: yes\"}"}}),
       {u"kube::Client"_s, headerNotSent, u"Authorization"_s, u"c"_s});
    kc("kubeconfig_as_with_line_break", "ja",
       kubeconfig({{"{token: abc}", "{token: abc, as: \"jane\\r\\nImpersonate-Group: system:masters\"}"}}),
       {u"kube::Client"_s, headerNotSent, u"Impersonate-User"_s, u"c"_s});
    // Names and namespaces that would make another request path.
    const QString nameInPath =
        u"The name \"%1\" cannot be part of a request path: a name may not be \".\" or "
        u"\"..\" nor contain \"/\" or \"%\"."_s;
    QTest::newRow("cli_name_dot_dot")
        << u"uk"_s << QStringList{u"--kubeconfig"_s, u"{dir}/config"_s, u"patch"_s, u"configmap"_s, u".."_s,
                                  u"--type"_s,       u"merge"_s,        u"-p"_s,    u"{dir}/nope"_s}
        << kubeconfig() << QStringList() << QStringList{u"kube::Client"_s, nameInPath, u".."_s};
    QTest::newRow("cli_name_with_slash")
        << u"ja"_s << QStringList{u"--kubeconfig"_s, u"{dir}/config"_s, u"get"_s, u"pods"_s, u"web/status"_s}
        << kubeconfig() << QStringList() << QStringList{u"kube::Client"_s, nameInPath, u"web/status"_s};
    QTest::newRow("cli_namespace_dot_dot")
        << u"uk"_s
        << QStringList{u"--kubeconfig"_s, u"{dir}/config"_s, u"get"_s, u"configmaps"_s, u"-n"_s, u".."_s}
        << kubeconfig() << QStringList()
        << QStringList{
               u"kube::Client"_s,
               u"The namespace \"%1\" cannot be part of a request path: a namespace may not be \".\" or "
               u"\"..\" nor contain \"/\" or \"%\"."_s,
               u".."_s};
    kc("kubeconfig_ca_file_missing", "uk",
       kubeconfig({{"{server: \"https://127.0.0.1:1\"}",
                    "{server: \"https://127.0.0.1:1\", certificate-authority: no-ca.crt}"}}),
       {u"kube::Client"_s, u"Cannot read %1: %2"_s, u"{dir}/no-ca.crt"_s, u"*"_s});
    kc("kubeconfig_client_key_file_missing", "ja",
       kubeconfig(
           {{"{token: abc}", "{client-certificate: /nonexistent/c.crt, client-key: /nonexistent/c.key}"}}),
       {u"kube::Client"_s, u"Cannot read %1: %2"_s, u"/nonexistent/c.crt"_s, u"*"_s});
    kc("kubeconfig_token_file_missing", "uk",
       kubeconfig({{"{token: abc}", "{tokenFile: /nonexistent/token}"}}),
       {u"kube::Client"_s, u"The token file %1 does not exist."_s, u"/nonexistent/token"_s});
    kc("kubeconfig_exec_without_interactive_mode", "ja",
       kubeconfig(
           {{"{token: abc}", "{exec: {command: /bin/true, apiVersion: client.authentication.k8s.io/v1}}"}}),
       {u"kube::ExecCredentialPlugin"_s,
        u"The exec credential plugin %1 must set interactiveMode (Never, IfAvailable or Always)."_s,
        u"/bin/true"_s});
    kc("kubeconfig_exec_command_missing", "uk",
       kubeconfig({{"{token: abc}", "{exec: {command: /nonexistent/plugin, apiVersion: "
                                    "client.authentication.k8s.io/v1, interactiveMode: Never, "
                                    "installHint: \"apt install plugin\"}}"}}),
       {u"kube::ExecCredentialPlugin"_s,
        u"The exec credential plugin %1 is not installed: there is no such program."_s,
        u"/nonexistent/plugin"_s});
    // The kubeconfig itself as the plugin: a file without the execute bit.
    kc("kubeconfig_exec_not_executable", "ja",
       kubeconfig({{"{token: abc}", "{exec: {command: ./config, apiVersion: "
                                    "client.authentication.k8s.io/v1, interactiveMode: Never}}"}}),
       {u"kube::ExecCredentialPlugin"_s, u"Cannot run the exec credential plugin %1: %2"_s, cfg, u"*"_s});
    kc("kubeconfig_exec_unsupported_api_version", "ja",
       kubeconfig({{"{token: abc}", "{exec: {command: /bin/true, apiVersion: "
                                    "client.authentication.k8s.io/v9, interactiveMode: Never}}"}}),
       {u"kube::ExecCredentialPlugin"_s,
        u"The exec credential plugin %1 has an unsupported apiVersion \"%2\" (client.authentication.k8s.io/v1 or v1beta1)."_s,
        u"/bin/true"_s, u"client.authentication.k8s.io/v9"_s});
    kc("kubeconfig_exec_prints_garbage", "uk",
       kubeconfig({{"{token: abc}", "{exec: {command: /bin/echo, args: [\"{not json\"], apiVersion: "
                                    "client.authentication.k8s.io/v1, interactiveMode: Never}}"}}),
       {u"kube::ExecCredentialPlugin"_s,
        u"The exec credential plugin %1 did not print an ExecCredential: %2"_s, u"/bin/echo"_s, u"*"_s});
    // A plugin that prints without end, on standard output or error: stopped, not all memory taken.
    const QString endless =
        u"The exec credential plugin %1 printed more than %2 MiB, far more than a credential; Mado stopped it."_s;
    kc("kubeconfig_exec_prints_without_end", "ja",
       kubeconfig({{"{token: abc}", "{exec: {command: /usr/bin/yes, apiVersion: "
                                    "client.authentication.k8s.io/v1, interactiveMode: Never}}"}}),
       {u"kube::ExecCredentialPlugin"_s, endless, u"/usr/bin/yes"_s, u"4"_s});
    kc("kubeconfig_exec_errors_without_end", "uk",
       kubeconfig({{"{token: abc}", "{exec: {command: /bin/sh, args: [\"-c\", \"exec yes >&2\"], apiVersion: "
                                    "client.authentication.k8s.io/v1, interactiveMode: Never}}"}}),
       {u"kube::ExecCredentialPlugin"_s, endless, u"/bin/sh"_s, u"4"_s});
    kc("kubeconfig_alias_bomb", "uk", kubeconfig() + aliasBomb(),
       {u"kube::ApiError"_s, u"Cannot reach the server: %1"_s, u"*"_s});
    // Files that never end (or hold more than Mado reads): an error, not all memory taken.
    const QString tooLarge = u"%1 holds more than %2 MiB, more than Mado reads from one file."_s;
    kc("kubeconfig_ca_file_endless", "uk",
       kubeconfig({{"{server: \"https://127.0.0.1:1\"}",
                    "{server: \"https://127.0.0.1:1\", certificate-authority: /dev/zero}"}}),
       {u"mado::InputFile"_s, tooLarge, u"/dev/zero"_s, u"64"_s});
    kc("kubeconfig_token_file_endless", "ja", kubeconfig({{"{token: abc}", "{tokenFile: /dev/zero}"}}),
       {u"mado::InputFile"_s, tooLarge, u"/dev/zero"_s, u"64"_s});
    QTest::newRow("watch_replay_endless_line")
        << u"uk"_s << QStringList{u"watch"_s, u"--replay"_s, u"/dev/zero"_s} << QByteArray() << QStringList()
        << QStringList{u"mado::InputFile"_s, tooLarge,
                       u"@models::watch::FlightRecorder|Line %1 of the recording|1"_s, u"64"_s};
    kc("kubeconfig_huge_file", "ja", kubeconfig() + QByteArray(5 * 1024 * 1024, '#'),
       {u"kube::Kubeconfig"_s, u"The kubeconfig file %1 is too large (%2 MiB; at most %3 MiB)."_s,
        u"{dir}/config"_s, u"5"_s, u"4"_s});
    QTest::newRow("kubeconfig_env_only_missing_files")
        << u"uk"_s << QStringList{u"get"_s, u"pods"_s} << QByteArray()
        << QStringList{u"KUBECONFIG={dir}/a:{dir}/b"_s}
        << QStringList{u"kube::Kubeconfig"_s,
                       u"The kubeconfig sets no current context; choose one with --context."_s};
    QTest::newRow("kubeconfig_env_one_bad_file_of_two")
        << u"ja"_s << QStringList{u"get"_s, u"pods"_s} << QByteArray("clusters: 5\n")
        << QStringList{u"KUBECONFIG={dir}/good:{dir}/config"_s}
        << QStringList{u"kube::Kubeconfig"_s, u"In %1, \"%2\" must be a list."_s, cfg, u"clusters"_s};

    // CEL expressions (`mado cel eval`): the engine's own words (those of the
    // API server's cel-go) after the translated label.
    auto cel = [](const char *name, const char *lang, const QStringList &extra, const QString &expr,
                  const QStringList &expect) {
        QTest::newRow(name) << QString::fromLatin1(lang)
                            << (QStringList{u"cel"_s, u"eval"_s, u"-o"_s, u"text"_s} + extra +
                                QStringList{expr})
                            << QByteArray() << QStringList() << expect;
    };
    const QStringList error{u"app::Cli"_s, u"error: %1"_s};
    cel("cel_syntax_error", "uk", {}, u"1 +"_s,
        error + QStringList{u"1:4: Syntax error: mismatched input '<EOF>'"_s});
    cel("cel_type_error", "ja", {}, u"1 + 'a'"_s,
        error + QStringList{u"1:3: found no matching overload for '_+_' applied to '(int, string)'"_s});
    cel("cel_undeclared_reference", "uk", {}, u"foo.bar"_s,
        error + QStringList{u"1:1: undeclared reference to 'foo'*"_s});
    cel("cel_unknown_function", "ja", {}, u"nosuch(1)"_s,
        error + QStringList{u"*undeclared reference to 'nosuch'*"_s});
    cel("cel_invalid_escape", "uk", {}, u"\"\\q\""_s,
        error + QStringList{u"1:1: Syntax error: invalid escape sequence"_s});
    cel("cel_invalid_regex", "ja", {}, u"'a'.matches('(')"_s,
        error + QStringList{u"*invalid matches argument"_s});
    cel("cel_deep_parentheses", "uk", {}, QString(300, u'(') + u'1' + QString(300, u')'),
        error + QStringList{u"*expression recursion limit exceeded: 250"_s});
    cel("cel_deep_lists", "ja", {}, QString(300, u'[') + u'1' + QString(300, u']'),
        error + QStringList{u"*expression recursion limit exceeded: 250"_s});
    cel("cel_long_operator_chain", "uk", {}, u"1"_s + u" + 1"_s.repeated(5000),
        error + QStringList{u"*expression recursion limit exceeded: 250"_s});
    cel("cel_division_by_zero", "ja", {}, u"1 / 0"_s, error + QStringList{u"division by zero"_s});
    QString bomb = u"'x' + 'y'"_s;
    for (char v = 'a'; v < 'h'; ++v)
        bomb = u"[1,2,3,4,5,6,7,8,9,10].map(%1, %2)"_s.arg(QChar::fromLatin1(v)).arg(bomb);
    cel("cel_cost_bomb", "uk", {}, bomb,
        error + QStringList{u"operation cancelled: actual cost limit exceeded"_s});
    // Calls charged by their receiver alone (the API server charges after the
    // call): gigabytes within the budget, built only after a check.
    const QString k1000 = u"'%1'"_s.arg(QString(1000, u'a'));
    const QString mb = u"%1.replace('a', %1)"_s.arg(k1000);
    cel("cel_replace_memory_bomb", "uk", {}, u"%1.replace('a', %2 + %2).size()"_s.arg(mb, k1000),
        error + QStringList{u"replace: the values built in this evaluation would exceed 1073741824 bytes"_s});
    cel("cel_format_memory_bomb", "ja", {},
        u"[%1].map(s, '%s'.format([lists.range(1100).map(x, s)])).size()"_s.arg(mb),
        error + QStringList{u"format: the values built in this evaluation would exceed 1073741824 bytes"_s});
    cel("cel_estimated_cost_unbounded", "ja", {u"--env"_s, u"crd"_s, u"--schema"_s, u"{dir}/schema.yaml"_s},
        u"self.items.all(a, self.items.all(b, self.items.all(c, a + b + c != '')))"_s,
        {u"app::Cli"_s,
         u"warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation rule, so the API server would reject this rule; maxItems, maxProperties and maxLength in the schema bound it"_s,
         u"*"_s, u"10000000"_s});
    QTest::newRow("cel_schema_invalid_yaml")
        << u"uk"_s
        << QStringList{u"cel"_s, u"eval"_s, u"--env"_s, u"crd"_s, u"--schema"_s, u"{dir}/config"_s, u"self"_s}
        << QByteArray("type: [object\n") << QStringList()
        << QStringList{u"app::Cli"_s, u"cannot parse %1: %2"_s, u"{dir}/config"_s, u"*"_s};
    QTest::newRow("cel_schema_duplicate_keys")
        << u"ja"_s
        << QStringList{u"cel"_s, u"eval"_s, u"--env"_s, u"crd"_s, u"--schema"_s, u"{dir}/config"_s, u"self"_s}
        << QByteArray("type: object\ntype: string\n") << QStringList()
        << QStringList{u"codecs"_s, u"the key \"%1\" appears twice in one mapping"_s, u"type"_s};
    cel("cel_variable_file_missing", "uk", {u"--var"_s, u"object={dir}/nope.yaml"_s}, u"object"_s,
        {u"app::Cli"_s, u"cannot read %1: %2"_s, u"{dir}/nope.yaml"_s, u"*"_s});
}

void TestBadInput::catalogue() {
    QFETCH(QString, lang);
    QFETCH(QStringList, args);
    QFETCH(QByteArray, kubeconfig);
    QFETCH(QStringList, env);
    QFETCH(QStringList, expect);
    QVERIFY(m_dir.isValid());
    const QString dir = m_dir.path();
    // The files some rows point at.
    QFile::remove(dir + u"/loop-a"_s);
    QFile::remove(dir + u"/loop-b"_s);
    QVERIFY(QFile::link(dir + u"/loop-b"_s, dir + u"/loop-a"_s));
    QVERIFY(QFile::link(dir + u"/loop-a"_s, dir + u"/loop-b"_s));
    badinput::writeFile(dir, u"good"_s, ::kubeconfig());
    badinput::writeFile(dir, u"schema.yaml"_s,
                        "type: object\nproperties:\n  items:\n    type: array\n    items: {type: string}\n");
    QFile::remove(dir + u"/config"_s);
    if (!kubeconfig.isNull())
        badinput::writeFile(dir, u"config"_s, kubeconfig);
    for (QString &a : args)
        a.replace(u"{dir}"_s, dir);
    QProcessEnvironment extra;
    for (QString e : std::as_const(env)) {
        e.replace(u"{dir}"_s, dir);
        extra.insert(e.section(u'=', 0, 0), e.section(u'=', 1));
    }

    const badinput::Run r = badinput::mado(QStringList{u"--lang"_s, lang} + args, extra);
    QVERIFY2(!r.crashed, qPrintable(u"mado crashed: "_s + r.err.right(2000)));
    QVERIFY2(!r.timedOut, "mado did not finish");
    QVERIFY2(r.exitCode == 1, qPrintable(u"exit code %1; stderr: %2"_s.arg(r.exitCode).arg(r.err)));

    // The expected message as the user's language renders it.
    const QByteArray context = expect.at(0).toUtf8();
    const QByteArray source = expect.at(1).toUtf8();
    QStringList fill;
    for (QString a : expect.mid(2)) {
        a.replace(u"{dir}"_s, dir);
        a = badinput::expectedArg(lang, a);
        QVERIFY2(!a.isEmpty(), "a nested message is not translated");
        fill.append(a == u"*"_s ? u"\x01"_s : a);
    }
    const QString message = badinput::translated(lang, context.constData(), source.constData(), fill);
    QVERIFY2(!message.isEmpty(), qPrintable(u"no %1 translation of \"%2\""_s.arg(lang, expect.at(1))));
    QVERIFY2(message != expect.at(1), "the message is not translated");
    // '*' in an engine message stands for a position or a tail that varies.
    const QStringList pieces = message.split(QRegularExpression(u"[\x01*]"_s));
    // One line per case for docs/reliability.md (ctest -V shows them).
    qInfo().noquote() << u"catalogue|%1|%2|%3|%4"_s.arg(QString::fromLatin1(QTest::currentDataTag()), lang,
                                                        expect.at(1), r.err.trimmed().section(u'\n', 0, 0));
    QVERIFY2(containsInOrder(r.err, pieces),
             qPrintable(u"expected: %1\nstderr: %2"_s.arg(pieces.join(u" … "_s), r.err.left(3000))));
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
