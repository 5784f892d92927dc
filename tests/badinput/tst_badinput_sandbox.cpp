// The bad-input catalogue, part 2 (on the sandbox): manifests and patches
// given to `mado patch`, and server answers, real ones from the sandbox and
// real ones mangled by a TLS proxy in front of it (tests/common/manglingproxy.h):
// other status codes with and without a Status body, cut bodies, wrong content
// types, garbage, a stalled answer, a watch that sends garbage. Every row is
// one named case of docs/reliability.md; each must end without a crash or a
// hang, with the expected message in the user's language, and with the
// test's ConfigMap unchanged on the server (no write happened).
#include "badinput.h"
#include "manglingproxy.h"
#include "testcluster.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using testcluster::ManglingProxy;

namespace {

const QHash<int, QByteArray> kReasons{{400, "BadRequest"},
                                      {401, "Unauthorized"},
                                      {403, "Forbidden"},
                                      {404, "NotFound"},
                                      {405, "MethodNotAllowed"},
                                      {406, "NotAcceptable"},
                                      {409, "Conflict"},
                                      {410, "Expired"},
                                      {415, "UnsupportedMediaType"},
                                      {422, "Invalid"},
                                      {429, "TooManyRequests"},
                                      {500, "InternalError"},
                                      {502, "BadGateway"},
                                      {503, "ServiceUnavailable"},
                                      {504, "Timeout"}};

/// The message ApiError::httpMeaning gives for code (its source text).
QString meaningSource(int code) {
    static const QHash<int, QString> m{
        {400, u"The server rejected the request as malformed (400 Bad Request)."_s},
        {401, u"The server did not accept the credentials (401 Unauthorized)."_s},
        {403, u"Permission denied (403 Forbidden)."_s},
        {404, u"Not found (404)."_s},
        {405, u"The server does not allow this operation (405 Method Not Allowed)."_s},
        {406, u"The server cannot answer in the requested format (406 Not Acceptable)."_s},
        {409, u"Conflict (409): the object was changed or already exists."_s},
        {410, u"Gone (410): the requested resource version is too old."_s},
        {415, u"The server does not accept this content type (415)."_s},
        {422, u"The object is invalid (422 Unprocessable Entity)."_s},
        {429, u"Too many requests (429): the server asks to slow down."_s},
        {500, u"Internal server error (500)."_s},
        {502,
         u"Bad gateway (502): a proxy or load balancer in front of the server got no valid answer from it."_s},
        {503, u"The service is unavailable (503)."_s},
        {504, u"The server timed out (504)."_s}};
    return m.value(code);
}

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

QByteArray aliasBomb() {
    QByteArray out = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n"
                     "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
    for (int i = 1; i < 10; ++i) {
        out += "a" + QByteArray::number(i) + ": &a" + QByteArray::number(i) + " [";
        for (int j = 0; j < 9; ++j)
            out += (j ? ", *a" : "*a") + QByteArray::number(i - 1);
        out += "]\n";
    }
    return out;
}

/// The rule of a named fault for requests whose line contains match.
ManglingProxy::Rule faultRule(const QString &fault, const QByteArray &match) {
    const QStringList f = fault.split(u':');
    if (f.value(0) == u"status") {
        const int code = f.value(1).toInt();
        const QString body = f.value(2);
        return {match, ManglingProxy::Rewrite, [code, body](const QByteArray &) {
                    const QByteArray reason = kReasons.value(code, "Unknown");
                    if (body == u"status")
                        return ManglingProxy::answer(
                            code, "application/json",
                            ManglingProxy::status(code, reason, "mangled by the test proxy"),
                            code == 429 ? "Retry-After: 1\r\n" : "");
                    if (body == u"html")
                        return ManglingProxy::answer(code, "text/html",
                                                     "<html><head><title>" + reason +
                                                         "</title><style>p{}</style></head><body><h1>" +
                                                         reason + "</h1><p>nginx says no</p></body></html>");
                    return ManglingProxy::answer(code, {}, {});
                }};
    }
    if (fault == u"truncated")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &answer) {
                    const QByteArray body = ManglingProxy::bodyOf(answer);
                    QByteArray out = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                                     QByteArray::number(body.size() + 5000) + "\r\n\r\n";
                    return QByteArray(out + body.left(body.size() / 2)); // not a QStringBuilder of locals
                }};
    if (fault == u"html200")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &) {
                    return ManglingProxy::answer(200, "text/html",
                                                 "<html><body>Welcome to nginx!</body></html>");
                }};
    if (fault == u"cut-json200")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &answer) {
                    const QByteArray body = ManglingProxy::bodyOf(answer);
                    return ManglingProxy::answer(200, "application/json", body.left(body.size() / 2));
                }};
    if (fault == u"wrong-shape200")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &) {
                    return ManglingProxy::answer(200, "application/json", "[1, 2, 3]");
                }};
    if (fault == u"protobuf-garbage200")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &) {
                    return ManglingProxy::answer(200, "application/vnd.kubernetes.protobuf",
                                                 QByteArray("k8s\x00\x0a\xff\xff\xff\xff\x0f", 10));
                }};
    if (fault == u"gzip-garbage200")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &) {
                    return ManglingProxy::answer(200, "application/json", "this is not gzip",
                                                 "Content-Encoding: gzip\r\n");
                }};
    if (fault == u"stall")
        return {match, ManglingProxy::Stall, [](const QByteArray &answer) {
                    const qsizetype head = answer.indexOf("\r\n\r\n");
                    return answer.left(head < 0 ? answer.size() + 1 : head + 4 + 10);
                }};
    if (fault == u"endless-html")
        return {match, ManglingProxy::Endless, [](const QByteArray &) -> QByteArray {
                    return "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n"
                           "21\r\n{\"kind\":\"ConfigMapList\",\"items\":[\r\n";
                }};
    if (fault == u"endless" || fault == u"endless500")
        return {match, ManglingProxy::Endless, [fault](const QByteArray &) -> QByteArray {
                    return QByteArray(fault == u"endless" ? "HTTP/1.1 200 OK\r\n"
                                                          : "HTTP/1.1 500 Mangled\r\n") +
                           QByteArray("Content-Type: application/json\r\n"
                                      "Transfer-Encoding: chunked\r\n\r\n"
                                      "21\r\n{\"kind\":\"ConfigMapList\",\"items\":[\r\n");
                }};
    if (fault == u"huge-length")
        return {match, ManglingProxy::Rewrite, [](const QByteArray &answer) {
                    // A length no answer may have, and only the start of the body.
                    return QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                                      "Content-Length: 8000000000\r\n\r\n" +
                                      ManglingProxy::bodyOf(answer).left(100));
                }};
    if (fault == u"watch-html200")
        return {match, ManglingProxy::ReplaceAnswer, [](const QByteArray &) {
                    return ManglingProxy::answer(200, "text/html",
                                                 "<html><body><h1>Welcome to nginx!</h1></body></html>");
                }};
    if (fault.startsWith(u"redirect"))
        return {match, ManglingProxy::Rewrite, [fault](const QByteArray &) {
                    // An authenticating proxy sends a client without its cookie to sign on.
                    return ManglingProxy::answer(
                        fault == u"redirect307" ? 307 : 302, "text/html",
                        "<html><body>Sign on first</body></html>",
                        "Location: https://sso:pw@login.corp.example/sso?state=s3cr3t#top\r\n");
                }};
    if (fault == u"same-page")
        return ManglingProxy::samePageForever(match);
    if (fault == u"watch-garbage")
        return {match, ManglingProxy::ReplaceStream, [](const QByteArray &) {
                    return QByteArray("this is not a watch event\n");
                }};
    qFatal("unknown fault %s", qPrintable(fault));
}

} // namespace

class TestBadInputSandbox final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void catalogue_data();
    void catalogue();
    void throttledReadIsSentAgainAWriteIsNot();
    void aRecordingGoesIntoADeviceNotOverIt();
    void serverTextCannotDriveTheTerminal();
    void cleanup();
    void cleanupTestCase();

private:
    /// The ConfigMap's resourceVersion and data, as kubectl reads them.
    QString objectState() const;

    QTemporaryDir m_dir;
    QString m_ns;
    QString m_state;
    QString m_server;
    QByteArray m_kubeconfig;
    /// The last case's run, and every failed case's, repeated at the end of
    /// the output (a CI log may keep only its head and tail).
    QString m_lastRun;
    QStringList m_failures;
};

void TestBadInputSandbox::initTestCase() {
    QVERIFY(m_dir.isValid());
    QFile f(testcluster::kubeconfig());
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(testcluster::kubeconfig()));
    m_kubeconfig = f.readAll();
    const QRegularExpression server(u"server: (https://\\S+)"_s);
    const auto m = server.match(QString::fromUtf8(m_kubeconfig));
    QVERIFY(m.hasMatch());
    m_server = m.captured(1);
    badinput::writeFile(m_dir.path(), u"sandbox"_s, m_kubeconfig);
    QByteArray badToken = m_kubeconfig;
    badToken.replace("current-context: sandbox", "current-context: sandbox-token");
    const QRegularExpression token(u"token: (\\S+)"_s);
    badToken.replace(token.match(QString::fromUtf8(badToken)).captured(1).toUtf8(), "not-a-valid-token");
    badinput::writeFile(m_dir.path(), u"badtoken"_s, badToken);

    m_ns = testcluster::ownNamespace(u"badinput"_s);
    auto r = testcluster::kubectl({u"create"_s, u"-f"_s, u"-"_s}, testcluster::namespaceJson(m_ns));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = testcluster::kubectl({u"-n"_s, m_ns, u"create"_s, u"configmap"_s, u"cm"_s, u"--from-literal=a=b"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    m_state = objectState();
    QVERIFY(!m_state.isEmpty());
}

void TestBadInputSandbox::cleanup() {
    if (QTest::currentTestFailed())
        m_failures.append(QString::fromLatin1(QTest::currentDataTag()) + u": "_s + m_lastRun);
    m_lastRun.clear();
}

void TestBadInputSandbox::cleanupTestCase() {
    for (const QString &f : std::as_const(m_failures))
        qWarning().noquote() << u"failed case "_s + f;
    if (!m_ns.isEmpty())
        testcluster::kubectl({u"delete"_s, u"namespace"_s, m_ns, u"--wait=false"_s});
}

QString TestBadInputSandbox::objectState() const {
    const auto r = testcluster::kubectl({u"-n"_s, m_ns, u"get"_s, u"configmap"_s, u"cm"_s, u"-o"_s,
                                         u"jsonpath={.metadata.resourceVersion} {.data}"_s});
    return r.exitCode == 0 ? r.out : QString();
}

void TestBadInputSandbox::catalogue_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("via"); ///< sandbox (admin), viewer, badtoken, or proxy:FAULT
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("patch");   ///< written to {dir}/patch
    QTest::addColumn<QStringList>("expect"); ///< context, source, arguments ("*": anything)

    const QStringList apply{u"patch"_s,           u"configmap"_s, u"cm"_s, u"--type"_s,     u"apply"_s,
                            u"--field-manager"_s, u"badinput"_s,  u"-p"_s, u"{dir}/patch"_s};
    const QStringList json{u"patch"_s, u"configmap"_s, u"cm"_s,         u"--type"_s,
                           u"json"_s,  u"-p"_s,        u"{dir}/patch"_s};
    const QStringList merge{u"patch"_s, u"configmap"_s, u"cm"_s,         u"--type"_s,
                            u"merge"_s, u"-p"_s,        u"{dir}/patch"_s};
    const QStringList text{u"PatchText"_s};
    auto row = [](const char *name, const char *lang, const QString &via, const QStringList &args,
                  const QByteArray &patch, const QStringList &expect) {
        QTest::newRow(name) << QString::fromLatin1(lang) << via << args << patch << expect;
    };
    const QString sandbox = u"sandbox"_s;
    const QByteArray cm = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n";
    const QString patchText = u"models::patch::PatchText"_s;
    const QString session = u"models::patch::PatchSession"_s;

    // Manifests given to server-side apply.
    row("manifest_invalid_yaml", "uk", sandbox, apply, cm + "data: [a\n",
        {u"codecs"_s, u"YAML error at line %1, column %2: %3"_s, u"*"_s, u"*"_s,
         u"@codecs|a flow sequence '[' without its closing ']'"_s});
    row("manifest_duplicate_keys", "ja", sandbox, apply, cm + "data:\n  a: x\n  a: y\n",
        {u"codecs"_s, u"the key \"%1\" appears twice in one mapping"_s, u"a"_s});
    row("manifest_wrong_api_version", "uk", sandbox, apply,
        "apiVersion: v9\nkind: ConfigMap\nmetadata:\n  name: cm\ndata: {a: c}\n",
        {u"kube::ApiError"_s, meaningSource(400)});
    row("manifest_wrong_kind", "ja", sandbox, apply, "apiVersion: v1\nkind: Pod\nmetadata:\n  name: cm\n",
        {session, u"The apply configuration is a %1, but the object being patched is a %2."_s, u"Pod"_s,
         u"ConfigMap"_s});
    row("manifest_without_name", "uk", sandbox, apply, "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n",
        {patchText, u"An apply configuration names apiVersion, kind and metadata.name."_s});
    row("manifest_other_name", "ja", sandbox, apply,
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: other\n",
        {session, u"The apply configuration is for %1, but the object being patched is %2."_s, u"other"_s,
         u"cm"_s});
    row("manifest_other_namespace", "uk", sandbox, apply, cm + "  namespace: kube-system\n",
        {session, u"The apply configuration is in the namespace %1, but the object being patched is in %2."_s,
         u"kube-system"_s, u"{ns}"_s});
    row("manifest_two_documents", "ja", sandbox, apply, cm + "---\n" + cm,
        {u"codecs"_s, u"Expected one YAML document, found %n."_s, u"#2"_s});
    row("manifest_enormous", "uk", sandbox, apply,
        cm + "data:\n  big: \"" + QByteArray(4 * 1024 * 1024, 'x') + "\"\n",
        {patchText, u"The patch is %1 MiB; the API server accepts at most %2 MiB in one request."_s, u"4.0"_s,
         u"3"_s});
    row("manifest_alias_bomb", "ja", sandbox, apply, aliasBomb(),
        {u"codecs"_s, u"the document expands to too many values (alias bomb?)"_s});
    row("manifest_deep_nesting", "uk", sandbox, apply, cm + "data: " + QByteArray(5000, '[') + "\n",
        {u"codecs"_s, u"nested deeper than %1 levels"_s, u"*"_s});
    row("manifest_binary_garbage", "ja", sandbox, apply, QByteArray("\x00\x01\xff\xfe\x7f", 5),
        {patchText, u"This patch type takes an object ({...})."_s});
    row("manifest_empty", "uk", sandbox, apply, "\n\n", {patchText, u"The patch is empty."_s});
    row("manifest_value_of_wrong_type", "ja", sandbox, apply, cm + "data: {a: 5}\n",
        {u"kube::ApiError"_s,
         u"The object does not fit the schema of its kind, so the server cannot apply it "
         u"(it answers 500, an internal error, for this):"_s});
    row("manifest_conflict_without_force", "uk", sandbox, apply, cm + "data: {a: other}\n",
        {u"kube::ApiError"_s, meaningSource(409)});

    // Patches.
    row("patch_endless_file", "uk", sandbox,
        {u"patch"_s, u"configmap"_s, u"cm"_s, u"--type"_s, u"merge"_s, u"-p"_s, u"/dev/zero"_s}, {},
        {u"mado::InputFile"_s, u"%1 holds more than %2 MiB, more than Mado reads from one file."_s,
         u"/dev/zero"_s, u"64"_s});
    row("patch_not_a_list", "ja", sandbox, json, R"({"op":"add"})",
        {patchText, u"A JSON patch is a list of operations: [{\"op\": ..., \"path\": ...}]."_s});
    row("patch_unknown_op", "uk", sandbox, json, R"([{"op":"bogus","path":"/data/a"}])",
        {patchText, u"Operation %1: \"op\" must be one of add, remove, replace, move, copy, test."_s,
         u"1"_s});
    row("patch_op_not_an_object", "ja", sandbox, json, R"([{"op":"add","path":"/data/x","value":"y"}, 5])",
        {patchText, u"Operation %1 is not an object."_s, u"2"_s});
    row("patch_missing_path", "uk", sandbox, json, R"([{"op":"add","value":1}])",
        {patchText, u"Operation %1 (%2): \"path\" must be a JSON pointer such as /metadata/labels."_s, u"1"_s,
         u"add"_s});
    row("patch_path_not_a_pointer", "ja", sandbox, json, R"([{"op":"add","path":"data/a","value":"x"}])",
        {patchText, u"Operation %1 (%2): \"path\" must be a JSON pointer such as /metadata/labels."_s, u"1"_s,
         u"add"_s});
    row("patch_missing_value", "uk", sandbox, json, R"([{"op":"replace","path":"/data/a"}])",
        {patchText, u"Operation %1 (%2) needs a \"value\"."_s, u"1"_s, u"replace"_s});
    row("patch_move_without_from", "ja", sandbox, json, R"([{"op":"move","path":"/data/b"}])",
        {patchText, u"Operation %1 (%2) needs \"from\"."_s, u"1"_s, u"move"_s});
    row("patch_invalid_json", "uk", sandbox, json, R"([{"op":"add","path":"/data/a","value":"x"})",
        {patchText, u"Invalid JSON at line %1, column %2: %3"_s, u"1"_s, u"*"_s, u"*"_s});
    row("patch_remove_missing_path", "ja", sandbox, json, R"([{"op":"remove","path":"/spec/nothing"}])",
        {patchText,
         u"Operation %1 (%2): %3 does not exist in the object, so the server would refuse the patch."_s,
         u"1"_s, u"remove"_s, u"/spec/nothing"_s});
    row("patch_remove_after_remove", "uk", sandbox, json,
        R"([{"op":"remove","path":"/data/a"},{"op":"remove","path":"/data/a"}])",
        {patchText,
         u"Operation %1 (%2): %3 does not exist in the object, so the server would refuse the patch."_s,
         u"2"_s, u"remove"_s, u"/data/a"_s});
    // The server copies a missing member of a map as null; it cannot move one.
    row("patch_move_from_missing_path", "ja", sandbox, json,
        R"([{"op":"move","from":"/data/zzz","path":"/data/b"}])",
        {patchText,
         u"Operation %1 (%2): %3 does not exist in the object, so the server would refuse the patch."_s,
         u"1"_s, u"move"_s, u"/data/zzz"_s});
    row("patch_replace_under_missing_map", "uk", sandbox, json,
        R"([{"op":"replace","path":"/metadata/labels/x","value":"y"}])",
        {patchText,
         u"Operation %1 (%2): %3 does not exist in the object, so the server would refuse the patch."_s,
         u"1"_s, u"replace"_s, u"/metadata/labels/x"_s});
    QByteArray tooMany = "[";
    for (int i = 0; i <= 10000; ++i)
        tooMany += QByteArray(i ? "," : "") + R"({"op":"add","path":"/data/k)" + QByteArray::number(i) +
                   R"(","value":"v"})";
    row("patch_too_many_operations", "ja", sandbox, json, tooMany + "]",
        {patchText,
         u"The patch has %n operation(s); the API server takes at most %1 in one JSON patch and refuses a "
         u"longer one (413). Split it into several patches."_s,
         u"#10001"_s, u"10000"_s});
    row("patch_test_fails", "uk", sandbox, json,
        R"([{"op":"test","path":"/data/a","value":"zzz"},{"op":"replace","path":"/data/a","value":"c"}])",
        {patchText,
         u"Operation %1 (test): the value at %2 is not the one the patch expects, so the server would refuse the patch."_s,
         u"1"_s, u"/data/a"_s});
    row("patch_invalid_key", "ja", sandbox, json, R"([{"op":"add","path":"/data/a~2b","value":"x"}])",
        {u"kube::ApiError"_s, meaningSource(422)});
    row("merge_patch_a_list", "uk", sandbox, merge, "[1, 2]",
        {patchText, u"This patch type takes an object ({...})."_s});
    row("merge_patch_wrong_type", "ja", sandbox, merge, R"({"data":{"a":5}})",
        {u"kube::ApiError"_s, meaningSource(422)});
    row("patch_object_not_found", "uk", sandbox,
        {u"patch"_s, u"configmap"_s, u"nosuch"_s, u"--type"_s, u"merge"_s, u"-p"_s, u"{dir}/patch"_s},
        R"({"data":{"a":"c"}})", {u"kube::ApiError"_s, meaningSource(404)});
    row("patch_file_missing", "ja", sandbox,
        {u"patch"_s, u"configmap"_s, u"cm"_s, u"--type"_s, u"merge"_s, u"-p"_s, u"{dir}/nope"_s}, {},
        {u"app::Cli"_s, u"Cannot read the patch from %1: %2"_s, u"{dir}/nope"_s, u"*"_s});
    row("patch_forbidden_for_viewer", "uk", u"viewer"_s, merge, R"({"data":{"a":"c"}})",
        {u"kube::ApiError"_s, meaningSource(403)});

    // Real answers of the sandbox.
    const QStringList getCm{u"get"_s, u"configmap"_s, u"cm"_s};
    const QStringList listCm{u"get"_s, u"configmaps"_s};
    row("server_unauthorized_token", "ja", u"badtoken"_s, listCm, {},
        {u"kube::ApiError"_s, meaningSource(401)});
    row("server_not_found", "uk", sandbox, {u"get"_s, u"configmap"_s, u"nosuch"_s}, {},
        {u"kube::ApiError"_s, meaningSource(404)});
    row("server_bad_field_selector", "ja", sandbox,
        {u"get"_s, u"configmaps"_s, u"--field-selector"_s, u"spec.nothing=x"_s}, {},
        {u"kube::ApiError"_s, meaningSource(400)});

    // Answers mangled by the proxy: every status with and without a Status body.
    for (int code : {400, 401, 403, 404, 405, 406, 409, 410, 415, 422, 429, 500, 502, 503, 504}) {
        for (const char *body : {"status", "html"}) {
            const QByteArray name = "proxy_" + QByteArray::number(code) +
                                    (qstrcmp(body, "status") == 0 ? "_with_status" : "_html_page");
            // A refused format gets the format named (codecs::notAcceptableMessage).
            QStringList expect{u"kube::ApiError"_s, meaningSource(code)};
            if (code == 406)
                expect = QStringList{u"codecs"_s, u"The server cannot answer in the requested format (%1)."_s,
                                     u"*"_s};
            const bool uk = (code / 3 + (qstrcmp(body, "html") == 0)) % 2 == 0;
            QTest::newRow(name.constData())
                << (uk ? u"uk"_s : u"ja"_s) << u"proxy:status:%1:%2"_s.arg(code).arg(QLatin1String(body))
                << (code % 2 ? getCm : listCm) << QByteArray() << expect;
        }
    }
    row("proxy_500_empty_body", "uk", u"proxy:status:500:empty"_s, listCm, {},
        {u"kube::ApiError"_s, meaningSource(500)});
    row("proxy_429_retry_after", "ja", u"proxy:status:429:status"_s, listCm, {},
        {u"kube::ApiError"_s, u"Retry after %n second(s)."_s, u"#1"_s});
    row("proxy_html_page_text_only", "uk", u"proxy:status:502:html"_s, listCm, {},
        {u"kube::ApiError"_s, u"The server says: %1"_s, u"BadGateway nginx says no"_s});
    row("proxy_truncated_body", "ja", u"proxy:truncated"_s, listCm, {},
        {u"kube::ApiError"_s, u"The connection broke off in the middle of the server's answer: %1"_s,
         u"*"_s});
    row("proxy_cut_json", "uk", u"proxy:cut-json200"_s, listCm, {},
        {u"codecs"_s, u"Invalid JSON at byte %1: %2"_s, u"*"_s, u"*"_s});
    row("proxy_html_instead_of_json", "ja", u"proxy:html200"_s, listCm, {},
        {u"codecs"_s,
         u"The server answered with %1, which is not a Kubernetes API format (a proxy or load balancer in "
         "between?): %2"_s,
         u"text/html"_s, u"Welcome to nginx!"_s});
    row("proxy_json_of_wrong_shape", "uk", u"proxy:wrong-shape200"_s, getCm, {},
        {u"codecs"_s, u"The JSON body is not a Kubernetes list."_s});
    row("proxy_protobuf_garbage", "ja", u"proxy:protobuf-garbage200"_s, listCm, {},
        {u"codecs"_s, u"The server answered in %1, but Mado asked for %2."_s,
         u"application/vnd.kubernetes.protobuf"_s, u"application/json"_s});
    row("proxy_gzip_garbage", "uk", u"proxy:gzip-garbage200"_s, listCm, {},
        {u"kube::Client"_s, u"The answer is marked \"Content-Encoding: %1\" but does not decompress."_s,
         u"gzip"_s});
    row("proxy_dry_run_answer_500", "ja", u"proxy:status:500:status"_s, merge, R"({"data":{"a":"c"}})",
        {u"kube::ApiError"_s, meaningSource(500)});
    const QString redirect =
        u"The server answered with a redirect (HTTP %1) to %2. Mado follows no redirects: they "
        "would take the request's credentials elsewhere (a sign-on page of a proxy in between?)."_s;
    row("proxy_redirect_to_a_sign_on_page", "uk", u"proxy:redirect"_s, getCm, {},
        {u"kube::Client"_s, redirect, u"302"_s, u"https://login.corp.example/sso"_s});
    row("proxy_redirect_of_a_write", "ja", u"proxy:redirect307"_s, merge, R"({"data":{"a":"c"}})",
        {u"kube::Client"_s, redirect, u"307"_s, u"https://login.corp.example/sso"_s});
    row("proxy_stalled_answer", "uk", u"proxy:stall"_s,
        {u"--request-timeout"_s, u"3"_s, u"get"_s, u"configmaps"_s}, {},
        {u"kube::Client"_s, u"The server sent no data for %n second(s); the request was abandoned."_s,
         u"#3"_s});
    const QString tooLarge =
        u"The server's answer is larger than %1 MiB, more than Mado keeps of one answer; Mado stopped "
        "reading it."_s;
    row("proxy_endless_answer", "ja", u"proxy:endless"_s, listCm, {},
        {u"kube::Client"_s, tooLarge, u"1024"_s});
    row("proxy_answer_announces_a_huge_length", "uk", u"proxy:huge-length"_s, getCm, {},
        {u"kube::Client"_s, tooLarge, u"1024"_s});
    const QStringList watchCm{u"watch"_s, u"configmaps"_s, u"--timeout"_s, u"20"_s};
    const QString webPage =
        u"The server answered with %1, which is not a Kubernetes API format (a proxy or load "
        "balancer in between?): %2"_s;
    // An error's answer (a Status, a proxy's page) is read up to 64 MiB, not 1 GiB.
    row("proxy_watch_error_without_end", "uk", u"proxy:endless500"_s, watchCm, {},
        {u"kube::Client"_s, tooLarge, u"64"_s});
    row("proxy_error_without_end", "ja", u"proxy:endless500"_s, listCm, {},
        {u"kube::Client"_s, tooLarge, u"64"_s});
    row("proxy_watch_web_page_without_end", "uk", u"proxy:endless-html"_s, watchCm, {},
        {u"codecs"_s, webPage, u"text/html"_s, u"*"_s});
    row("proxy_watch_answers_a_web_page", "uk", u"proxy:watch-html200"_s, watchCm, {},
        {u"codecs"_s, webPage, u"text/html"_s, u"Welcome to nginx!"_s});
    // A cache in between that ignores the query: the first page and its token for every page.
    const QString repeated =
        u"The server sent a continue token that this list had already followed: the list would never "
        "end (a cache in between that ignores the query?). Mado stopped paging."_s;
    row("proxy_same_page_forever", "ja", u"proxy:same-page"_s,
        {u"get"_s, u"configmaps"_s, u"-o"_s, u"json"_s, u"--chunk-size"_s, u"1"_s}, {},
        {u"kube::ContinueTokens"_s, repeated});
    row("proxy_same_table_page_forever", "uk", u"proxy:same-page"_s,
        {u"get"_s, u"configmaps"_s, u"--parallel"_s, u"1"_s, u"--chunk-size"_s, u"1"_s}, {},
        {u"kube::ContinueTokens"_s, repeated});
    row("proxy_watch_list_same_page_forever", "ja", u"proxy:same-page"_s, watchCm, {},
        {u"kube::ContinueTokens"_s, repeated});
    row("proxy_watch_sends_garbage", "ja", u"proxy:watch-garbage"_s, watchCm, {},
        {u"kube::Watch"_s, u"The watch on %1 sent an event that cannot be read: %2"_s, u"*"_s, u"*"_s});
}

void TestBadInputSandbox::catalogue() {
    QFETCH(QString, lang);
    QFETCH(QString, via);
    QFETCH(QStringList, args);
    QFETCH(QByteArray, patch);
    QFETCH(QStringList, expect);
    const QString dir = m_dir.path();
    QFile::remove(dir + u"/patch"_s);
    if (!patch.isNull())
        badinput::writeFile(dir, u"patch"_s, patch);

    QString kubeconfig = dir + u"/sandbox"_s;
    QString context;
    std::unique_ptr<ManglingProxy> proxy;
    if (via == u"viewer") {
        context = u"sandbox-viewer"_s;
    } else if (via == u"badtoken") {
        kubeconfig = dir + u"/badtoken"_s;
    } else if (via.startsWith(u"proxy:")) {
        proxy = std::make_unique<ManglingProxy>(QUrl(m_server),
                                                qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + u"/pki"_s);
        const QString fault = via.mid(6);
        // The request the fault is for: the dry run of a patch, the watch, or the get.
        QByteArray match = "/namespaces/" + m_ns.toUtf8() + "/configmaps";
        if (args.first() == u"patch")
            match = "dryRun=All";
        else if (args.contains(u"watch"))
            match = "watch=";
        if (fault == u"same-page") // the list's pages (a watch's list too)
            match = "limit=";
        proxy->setRules({faultRule(fault, match)});
        QVERIFY2(proxy->listen(), qPrintable(proxy->errorString()));
        QByteArray text = m_kubeconfig;
        text.replace(m_server.toUtf8(), proxy->url().toUtf8());
        kubeconfig = badinput::writeFile(dir, u"proxied"_s, text);
        context = u"sandbox-token"_s;
    }
    QStringList full{u"--lang"_s, lang, u"--kubeconfig"_s, kubeconfig, u"-n"_s, m_ns};
    if (!context.isEmpty())
        full += QStringList{u"--context"_s, context};
    for (QString a : std::as_const(args))
        full.append(a.replace(u"{dir}"_s, dir));

    QElapsedTimer clock;
    clock.start();
    const badinput::Run r = badinput::mado(full);
    m_lastRun = u"%1 ms, exit code %2, timed out %3; stderr: %4"_s.arg(clock.elapsed())
                    .arg(r.exitCode)
                    .arg(r.timedOut)
                    .arg(r.err.left(1500));
    if (proxy)
        m_lastRun += u"\nrequests through the proxy: "_s + QString::fromUtf8(proxy->requests().join(", "));
    QVERIFY2(!r.crashed, qPrintable(u"mado crashed: "_s + r.err.right(2000)));
    QVERIFY2(!r.timedOut, "mado did not finish");
    QVERIFY2(r.exitCode == 1, qPrintable(u"exit code %1; stderr: %2"_s.arg(r.exitCode).arg(r.err)));
    if (proxy)
        QVERIFY2(!proxy->mangled().isEmpty(), qPrintable(u"the proxy mangled no answer; requests: "_s +
                                                         QString::fromUtf8(proxy->requests().join(", "))));

    // The message, in the user's language.
    QStringList fill;
    int n = -1;
    for (QString a : expect.mid(2)) {
        a.replace(u"{dir}"_s, dir).replace(u"{ns}"_s, m_ns);
        a = badinput::expectedArg(lang, a);
        QVERIFY2(!a.isEmpty(), "a nested message is not translated");
        if (a.startsWith(u'#'))
            n = a.mid(1).toInt();
        else
            fill.append(a == u"*"_s ? u"\x01"_s : a);
    }
    if (expect.at(1) != u"*") {
        const QString message = badinput::translated(lang, expect.at(0).toUtf8().constData(),
                                                     expect.at(1).toUtf8().constData(), fill, n);
        QVERIFY2(!message.isEmpty(), qPrintable(u"no %1 translation of \"%2\""_s.arg(lang, expect.at(1))));
        QVERIFY2(message != expect.at(1), "the message is not translated");
        QVERIFY2(containsInOrder(r.err, message.split(u'\x01')),
                 qPrintable(u"expected: %1\nstderr: %2"_s.arg(message, r.err.left(3000))));
    }

    // One line per case for docs/reliability.md (ctest -V shows them).
    qInfo().noquote() << u"catalogue|%1|%2|%3|%4"_s.arg(QString::fromLatin1(QTest::currentDataTag()), lang,
                                                        expect.at(1), r.err.trimmed().section(u'\n', 0, 0));
    // No write happened.
    QCOMPARE(objectState(), m_state);
}

namespace {

bool isCharacterDevice(const char *path) {
    struct stat st {};
    return ::stat(path, &st) == 0 && S_ISCHR(st.st_mode);
}

} // namespace

// A recording (or export) to a device is written into it, as a shell's
// redirection would: QSaveFile renamed its temporary file over the target,
// so Mado run as root replaced /dev/full, or /dev/null, with a regular file
// and reported "Recorded" although the device takes nothing.
void TestBadInputSandbox::aRecordingGoesIntoADeviceNotOverIt() {
    QVERIFY(isCharacterDevice("/dev/full") && isCharacterDevice("/dev/null"));
    const QStringList watch{u"--kubeconfig"_s, testcluster::kubeconfig(), u"-n"_s,           m_ns,
                            u"watch"_s,        u"configmaps"_s,           u"--max-events"_s, u"1"_s};
    badinput::Run r = badinput::mado(watch + QStringList{u"--record"_s, u"/dev/full"_s});
    QVERIFY2(r.exitCode == 1, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"Cannot write the recording /dev/full: "_s), qPrintable(r.err));
    QVERIFY(isCharacterDevice("/dev/full"));
    r = badinput::mado(watch + QStringList{u"--record"_s, u"/dev/null"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(isCharacterDevice("/dev/null"));
}

// Text from the server, printed, cannot drive the user's terminal: an
// event's message or a Status message holding escape sequences (set the
// window title, clear the screen, OSC 52 writes the clipboard) is printed
// with ESC as "^[", BEL "^G" and CR "\r" (kubectl's printers mark
// ESC and CR so in describe; its get prints them raw). JSON keeps the exact
// text, escaped as JSON escapes it.
void TestBadInputSandbox::serverTextCannotDriveTheTerminal() {
    const QString hostile = u"\x1b]0;pwned\x07 \x1b[31mred\x1b[0m\r\x7f done"_s;
    const QString name = u"hostile-message"_s;
    const QJsonObject event{
        {u"apiVersion"_s, u"v1"_s},
        {u"kind"_s, u"Event"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, m_ns}}},
        {u"involvedObject"_s,
         QJsonObject{{u"kind"_s, u"ConfigMap"_s}, {u"name"_s, u"cm"_s}, {u"namespace"_s, m_ns}}},
        {u"reason"_s, u"Test"_s},
        {u"type"_s, u"Normal"_s},
        {u"message"_s, hostile}};
    const auto k = testcluster::kubectl({u"create"_s, u"-f"_s, u"-"_s}, QJsonDocument(event).toJson());
    QVERIFY2(k.exitCode == 0, qPrintable(k.err));
    auto controls = [](const QString &text) {
        return text.contains(QChar(0x1b)) || text.contains(QChar(0x07)) || text.contains(QChar(u'\r'));
    };
    const QStringList get{
        u"--kubeconfig"_s,     testcluster::kubeconfig(), u"-n"_s, m_ns, u"get"_s, u"events"_s,
        u"--field-selector"_s, u"metadata.name="_s + name};
    badinput::Run r = badinput::mado(get);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!controls(r.out), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"^[]0;pwned^G ^[[31mred^[[0m\\r\x7f done"_s), qPrintable(r.out));
    r = badinput::mado(get + QStringList{u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                 .object()
                 .value(u"items"_s)
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(u"message"_s)
                 .toString(),
             hostile);

    // C1 controls, which terminals built on VTE obey in UTF-8 (U+009B is CSI,
    // U+009D OSC): on a terminal shown as JSON escapes, which JSON output reads
    // back as the same string; in a pipe kept as they are (there they are data).
    const QString c1 = u"\u009b2J\u009d0;pwned\u009c x\u0085y"_s;
    const QJsonObject c1Map{
        {u"apiVersion"_s, u"v1"_s},
        {u"kind"_s, u"ConfigMap"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"c1-controls"_s}, {u"namespace"_s, m_ns}}},
        {u"data"_s, QJsonObject{{u"k"_s, c1}}}};
    const auto c1Made = testcluster::kubectl({u"create"_s, u"-f"_s, u"-"_s}, QJsonDocument(c1Map).toJson());
    QVERIFY2(c1Made.exitCode == 0, qPrintable(c1Made.err));
    auto hasC1 = [](const QString &text) {
        return std::any_of(text.begin(), text.end(),
                           [](QChar c) { return c.unicode() >= 0x80 && c.unicode() < 0xa0; });
    };
    auto valueOf = [](const QString &json) {
        return QJsonDocument::fromJson(json.toUtf8())
            .object()
            .value(u"data"_s)
            .toObject()
            .value(u"k"_s)
            .toString();
    };
    const QStringList getC1{u"--kubeconfig"_s, testcluster::kubeconfig(), u"-n"_s, m_ns, u"get"_s,
                            u"configmap"_s,    u"c1-controls"_s};
    r = badinput::madoOnTerminal(getC1 + QStringList{u"-o"_s, u"yaml"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(!hasC1(r.out), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"k: \"\\u009b2J\\u009d0;pwned\\u009c x\\u0085y\"\r\n"_s), qPrintable(r.out));
    r = badinput::madoOnTerminal(getC1 + QStringList{u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(!hasC1(r.out), qPrintable(r.out));
    QCOMPARE(valueOf(r.out), c1);
    r = badinput::mado(getC1 + QStringList{u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(hasC1(r.out));
    QCOMPARE(valueOf(r.out), c1);
    // YAML escapes them in double quotes (YAML 1.2 allows none in a document;
    // go-yaml refused Mado's file with "control characters are not allowed"),
    // so the file kubectl reads back holds the same value.
    r = badinput::mado(getC1 + QStringList{u"-o"_s, u"yaml"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!hasC1(r.out), qPrintable(r.out));
    const auto reread = testcluster::kubectl(
        {u"create"_s, u"--dry-run=client"_s, u"-o"_s, u"json"_s, u"-f"_s, u"-"_s}, r.out.toUtf8());
    QVERIFY2(reread.exitCode == 0, qPrintable(reread.err + r.out));
    QCOMPARE(valueOf(reread.out), c1);

    // On standard error: a Status message from a proxy in between.
    ManglingProxy proxy(QUrl(m_server), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + u"/pki"_s);
    proxy.setRules(
        {{"/namespaces/" + m_ns.toUtf8() + "/configmaps", ManglingProxy::Rewrite, [](const QByteArray &) {
              return ManglingProxy::answer(
                  404, "application/json",
                  ManglingProxy::status(404, "NotFound", R"(\u001b[2J\u001b]52;c;cHduZWQ=\u0007gone)"));
          }}});
    QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
    QByteArray text = m_kubeconfig;
    text.replace(m_server.toUtf8(), proxy.url().toUtf8());
    const QString kubeconfig = badinput::writeFile(m_dir.path(), u"hostile"_s, text);
    r = badinput::mado({u"--kubeconfig"_s, kubeconfig, u"--context"_s, u"sandbox-token"_s, u"-n"_s, m_ns,
                        u"get"_s, u"configmaps"_s});
    QVERIFY2(r.exitCode == 1, qPrintable(r.err));
    QVERIFY2(!controls(r.err), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"^[[2J^[]52;c;cHduZWQ=^Ggone"_s), qPrintable(r.err));
}

namespace {

/// How many of lines contain part.
qsizetype countContaining(const QList<QByteArray> &lines, const QByteArray &part) {
    return std::count_if(lines.cbegin(), lines.cend(),
                         [&part](const QByteArray &l) { return l.contains(part); });
}

} // namespace

// A read answered 429 with Retry-After goes out again after the wait, as
// kubectl's does (client-go, up to 10 times), and then gets its answer; a
// write answered so is reported, and sent once only.
void TestBadInputSandbox::throttledReadIsSentAgainAWriteIsNot() {
    ManglingProxy proxy(QUrl(m_server), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + u"/pki"_s);
    auto throttled = std::make_shared<int>(0);
    const QByteArray tooMany = ManglingProxy::answer(
        429, "application/json", ManglingProxy::status(429, "TooManyRequests", "throttled by the test proxy"),
        "Retry-After: 1\r\n");
    proxy.setRules({{"PATCH", ManglingProxy::Rewrite,
                     [tooMany](const QByteArray &) {
                         return tooMany;
                     }},
                    {"/namespaces/" + m_ns.toUtf8() + "/configmaps", ManglingProxy::Rewrite,
                     [tooMany, throttled](const QByteArray &answer) {
                         // The first two answers are 429, then the server's own.
                         return ++*throttled <= 2 ? tooMany : answer;
                     }}});
    QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
    QByteArray text = m_kubeconfig;
    text.replace(m_server.toUtf8(), proxy.url().toUtf8());
    const QString kubeconfig = badinput::writeFile(m_dir.path(), u"throttled"_s, text);
    const QStringList common{u"--kubeconfig"_s,  kubeconfig, u"--context"_s,
                             u"sandbox-token"_s, u"-n"_s,    m_ns};

    QElapsedTimer clock;
    clock.start();
    badinput::Run r = badinput::mado(common + QStringList{u"get"_s, u"configmaps"_s, u"-v"_s, u"6"_s});
    const qint64 ms = clock.elapsed();
    QVERIFY2(!r.crashed && !r.timedOut && r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"cm "_s), qPrintable(r.out));
    // The first request the proxy answered 429 went out twice more, the same.
    QList<QByteArray> reads;
    for (const QByteArray &line : proxy.requests())
        if (line.contains("/configmaps"))
            reads.append(line);
    QVERIFY2(*throttled > 3 && reads.size() == *throttled && reads.at(1) == reads.at(0) &&
                 reads.at(2) == reads.at(0),
             reads.join("\n").constData());
    QVERIFY2(ms >= 1900, qPrintable(QString::number(ms))); // it waited as asked, twice
    QCOMPARE(r.err.count(u"sent again in 1 s (Retry-After; "_s), 2);

    const QString patch =
        badinput::writeFile(m_dir.path(), u"throttled-patch"_s, R"({"data":{"a":"throttled"}})");
    r = badinput::mado(
        common + QStringList{u"patch"_s, u"configmap"_s, u"cm"_s, u"--type"_s, u"merge"_s, u"-p"_s, patch});
    QVERIFY2(!r.crashed && !r.timedOut && r.exitCode == 1, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"429"_s), qPrintable(r.err));
    QCOMPARE(countContaining(proxy.requests(), "PATCH"), 1);
    QCOMPARE(objectState(), m_state);
}

QTEST_GUILESS_MAIN(TestBadInputSandbox)
#include "tst_badinput_sandbox.moc"
