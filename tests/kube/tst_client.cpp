// Integration: Mado's own client (QNetworkAccessManager, the sandbox's TLS
// material) against the real kube-apiserver of the test sandbox.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/terminalsafe.h"
#include "testcluster.h"
#include "tests/common/await.h"

#include <QCborArray>
#include <QCborMap>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kube;
using mado::test::await;

namespace {

QByteArray configMap(const QString &name, const QString &value, const QString &resourceVersion = {}) {
    QCborMap meta{{QStringLiteral("name"), name}};
    if (!resourceVersion.isEmpty())
        meta.insert(QStringLiteral("resourceVersion"), resourceVersion);
    const QCborMap doc{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                       {QStringLiteral("metadata"), meta},
                       {QStringLiteral("data"), QCborMap{{QStringLiteral("greeting"), value}}}};
    return codecs::toJson(doc, codecs::JsonStyle::Compact);
}

} // namespace

using namespace Qt::StringLiterals;

class TestClient final : public QObject {
    Q_OBJECT

    Kubeconfig m_config;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("client"));

    std::unique_ptr<Client> client(const QString &context) {
        auto ctx = m_config.resolve(context);
        if (!ctx)
            qFatal("%s", qPrintable(ctx.error().message));
        auto c = Client::create(*ctx);
        if (!c)
            qFatal("%s", qPrintable(c.error().userMessage()));
        return std::move(c).value();
    }

private slots:
    void initTestCase() {
        const QString path = qEnvironmentVariable("MADO_TEST_KUBECONFIG");
        QVERIFY2(QFile::exists(path), "MADO_TEST_KUBECONFIG must name the sandbox kubeconfig");
        auto cfg = Kubeconfig::load({path}, true);
        QVERIFY(cfg.ok());
        m_config = *cfg;
        Request ns;
        ns.verb = "POST";
        ns.path = QStringLiteral("/api/v1/namespaces");
        ns.contentType = "application/json";
        ns.body = testcluster::namespaceJson(m_ns);
        const CallResult r = await(client(QStringLiteral("sandbox"))->send(ns));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
    }

    void cleanupTestCase() {
        Request del;
        del.verb = "DELETE";
        del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
        const CallResult r = await(client(QStringLiteral("sandbox"))->send(del));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
    }

    void versionMatchesTheSandbox_data() {
        QTest::addColumn<QString>("context");
        QTest::newRow("client certificate") << QStringLiteral("sandbox");
        QTest::newRow("bearer token") << QStringLiteral("sandbox-token");
    }

    void versionMatchesTheSandbox() {
        QFETCH(QString, context);
        auto c = client(context);
        const CallResult r = await(c->get(QStringLiteral("/version")));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        auto doc = codecs::parseJson(r->body);
        QVERIFY(doc.ok());
        QCOMPARE((*doc)[QLatin1String("gitVersion")].toString(),
                 qEnvironmentVariable("MADO_KUBERNETES_VERSION"));
        QCOMPARE((*doc)[QLatin1String("minor")].toString(), QStringLiteral("37"));
    }

    void configMapLifecycle() {
        auto c = client(QStringLiteral("sandbox"));
        const QString base = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns);
        const QString name = QStringLiteral("mado-tst-client");

        Request create;
        create.verb = "POST";
        create.path = base;
        create.contentType = "application/json";
        create.body = configMap(name, QStringLiteral("hello"));
        CallResult r = await(c->send(create));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QCOMPARE(r->httpStatus, 201);

        r = await(c->get(base + QLatin1Char('/') + name));
        QVERIFY(r.ok());
        auto got = codecs::parseJson(r->body);
        QVERIFY(got.ok());
        QCOMPARE((*got)[QLatin1String("data")][QLatin1String("greeting")].toString(),
                 QStringLiteral("hello"));
        const QString rv = (*got)[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
        QVERIFY(!rv.isEmpty());

        Request update;
        update.verb = "PUT";
        update.path = base + QLatin1Char('/') + name;
        update.contentType = "application/json";
        update.body = configMap(name, QStringLiteral("updated"), rv);
        r = await(c->send(update));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        auto updated = codecs::parseJson(r->body);
        QCOMPARE((*updated)[QLatin1String("data")][QLatin1String("greeting")].toString(),
                 QStringLiteral("updated"));

        // A second update with the stale resourceVersion is a 409 Conflict with the server's words.
        r = await(c->send(update));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 409);
        QCOMPARE(r.error().reason, QStringLiteral("Conflict"));
        QVERIFY2(r.error().userMessage().contains(QStringLiteral("the object has been modified")),
                 qPrintable(r.error().userMessage()));

        Request del;
        del.verb = "DELETE";
        del.path = base + QLatin1Char('/') + name;
        r = await(c->send(del));
        QVERIFY(r.ok());

        r = await(c->get(base + QLatin1Char('/') + name));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 404);
        QCOMPARE(r.error().reason, QStringLiteral("NotFound"));
        QCOMPARE(r.error().detailsName, name);
    }

    void forbiddenWriteShowsTheServerStatus() {
        auto c = client(QStringLiteral("sandbox-viewer"));
        Request create;
        create.verb = "POST";
        create.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns);
        create.contentType = "application/json";
        create.body = configMap(QStringLiteral("mado-forbidden"), QStringLiteral("x"));
        const CallResult r = await(c->send(create));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Http);
        QCOMPARE(r.error().httpStatus, 403);
        QCOMPARE(r.error().reason, QStringLiteral("Forbidden"));
        const QString text = r.error().userMessage();
        QVERIFY2(text.contains(QStringLiteral("Permission denied (403 Forbidden).")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("User \"mado-viewer\" cannot create resource \"configmaps\"")),
                 qPrintable(text));
    }

    /// A kubeconfig user with as, as-uid, as-groups and as-user-extra: Mado's
    /// requests act as that user, exactly as kubectl's do (the server's own
    /// account of who is asking, for both, from the same file), and a write is
    /// refused as that user's, not done as the admin's.
    void impersonationActsAsKubectlDoes() {
        const auto view = testcluster::kubectl(
            {QStringLiteral("config"), QStringLiteral("view"), QStringLiteral("--raw"),
             QStringLiteral("--minify"), QStringLiteral("--flatten"), QStringLiteral("--context"),
             QStringLiteral("sandbox"), QStringLiteral("-o"), QStringLiteral("json")});
        QVERIFY2(view.exitCode == 0, qPrintable(view.err));
        QJsonObject config = QJsonDocument::fromJson(view.out.toUtf8()).object();
        QJsonArray users = config[QLatin1String("users")].toArray();
        QJsonObject entry = users.first().toObject();
        QJsonObject user = entry[QLatin1String("user")].toObject();
        user[QLatin1String("as")] = QStringLiteral("jane");
        user[QLatin1String("as-uid")] = QStringLiteral("uid-1234");
        user[QLatin1String("as-groups")] = QJsonArray{QStringLiteral("mado-devs")};
        // A key with bytes a header name cannot hold, and '%' itself: sent escaped.
        user[QLatin1String("as-user-extra")] =
            QJsonObject{{QStringLiteral("example.com/team 100%"), QJsonArray{QStringLiteral("blue")}},
                        {QStringLiteral("scopes"), QJsonArray{QStringLiteral("read:all")}}};
        entry[QLatin1String("user")] = user;
        users[0] = entry;
        config[QLatin1String("users")] = users;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("as.kubeconfig"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(config).toJson());
        }
        const auto kubectlWho =
            testcluster::kubectl({QStringLiteral("--kubeconfig"), file, QStringLiteral("auth"),
                                  QStringLiteral("whoami"), QStringLiteral("-o"), QStringLiteral("json")});
        QVERIFY2(kubectlWho.exitCode == 0, qPrintable(kubectlWho.err));
        const QJsonObject expected = QJsonDocument::fromJson(kubectlWho.out.toUtf8())
                                         .object()[QLatin1String("status")]
                                         .toObject()[QLatin1String("userInfo")]
                                         .toObject();
        QCOMPARE(expected[QLatin1String("username")].toString(), QStringLiteral("jane"));

        auto cfg = Kubeconfig::load({file}, true);
        QVERIFY(cfg.ok());
        auto ctx = cfg->resolve();
        QVERIFY(ctx.ok());
        auto c = Client::create(*ctx);
        QVERIFY(c.ok());
        Request review;
        review.verb = "POST";
        review.path = QStringLiteral("/apis/authentication.k8s.io/v1/selfsubjectreviews");
        review.contentType = "application/json";
        review.body = R"({"apiVersion":"authentication.k8s.io/v1","kind":"SelfSubjectReview"})";
        const CallResult r = await((*c)->send(review));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        const QJsonObject actual = QJsonDocument::fromJson(r->body)
                                       .object()[QLatin1String("status")]
                                       .toObject()[QLatin1String("userInfo")]
                                       .toObject();
        QCOMPARE(actual, expected);
        QCOMPARE(actual[QLatin1String("uid")].toString(), QStringLiteral("uid-1234"));
        QVERIFY(actual[QLatin1String("groups")].toArray().contains(QStringLiteral("mado-devs")));
        QCOMPARE(actual[QLatin1String("extra")].toObject()[QLatin1String("example.com/team 100%")].toArray(),
                 QJsonArray{QStringLiteral("blue")});

        Request create;
        create.verb = "POST";
        create.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns);
        create.contentType = "application/json";
        create.body = configMap(QStringLiteral("mado-as-jane"), QStringLiteral("x"));
        const CallResult w = await((*c)->send(create));
        QVERIFY(!w.ok());
        QCOMPARE(w.error().httpStatus, 403);
        QVERIFY2(w.error().userMessage().contains(QStringLiteral("User \"jane\" cannot create")),
                 qPrintable(w.error().userMessage()));
    }

    /// What Mado cannot send as kubectl does is refused before any request.
    void impersonationItCannotSendIsRefused() {
        auto ctx = m_config.resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx.ok());
        ResolvedContext two = *ctx;
        two.user.impersonate = QStringLiteral("jane");
        two.user.impersonateGroups = {QStringLiteral("a"), QStringLiteral("b")};
        auto c = Client::create(two);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().userMessage().contains(QStringLiteral("more than one group (a, b)")),
                 qPrintable(c.error().userMessage()));
        ResolvedContext values = *ctx;
        values.user.impersonate = QStringLiteral("jane");
        values.user.impersonateExtra.insert(QStringLiteral("team"),
                                            {QStringLiteral("x"), QStringLiteral("y")});
        c = Client::create(values);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().userMessage().contains(QStringLiteral("extra \"team\" more than one value")),
                 qPrintable(c.error().userMessage()));
        ResolvedContext nobody = *ctx;
        nobody.user.impersonateGroups = {QStringLiteral("a")};
        c = Client::create(nobody);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().userMessage().contains(QStringLiteral("names no user to impersonate")),
                 qPrintable(c.error().userMessage()));
    }

    void controlCharactersInHeadersAreNotSent_data() {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("token");
        QTest::addColumn<QByteArray>("tokenFile"); ///< written and used when not null
        QTest::addColumn<QString>("impersonate");
        QTest::addColumn<QByteArray>("header"); ///< the header refused; empty: sent (tab is allowed)
        const QString token = m_config.resolve(QStringLiteral("sandbox-token"))->user.token;
        QTest::newRow("token, line break") << u"sandbox-token"_s << token + u"\nX-Injected: yes"_s
                                           << QByteArray() << QString() << QByteArray("Authorization");
        QTest::newRow("token, carriage return") << u"sandbox-token"_s << token + u"\rX-Injected: yes"_s
                                                << QByteArray() << QString() << QByteArray("Authorization");
        QTest::newRow("token, NUL") << u"sandbox-token"_s << token + QChar(0) + u"tail"_s << QByteArray()
                                    << QString() << QByteArray("Authorization");
        QTest::newRow("token, DEL") << u"sandbox-token"_s << token + QChar(0x7f) << QByteArray() << QString()
                                    << QByteArray("Authorization");
        QTest::newRow("token file, inner line break")
            << u"sandbox-token"_s << QString() << (token + u"\r\nX-Injected: yes\n"_s).toUtf8() << QString()
            << QByteArray("Authorization");
        QTest::newRow("impersonated user, line break")
            << u"sandbox"_s << QString() << QByteArray() << u"jane\nImpersonate-Group: system:masters"_s
            << QByteArray("Impersonate-User");
        QTest::newRow("token, tab (allowed, rejected by the server)")
            << u"sandbox-token"_s << u"not\ta-valid-token"_s << QByteArray() << QString() << QByteArray();
    }

    // A value with a line break would end its header and add others (the
    // impersonated user's row would ask for system:masters): nothing is sent,
    // not even a connection, and the error names the header, never the value.
    void controlCharactersInHeadersAreNotSent() {
        QFETCH(QString, context);
        QFETCH(QString, token);
        QFETCH(QByteArray, tokenFile);
        QFETCH(QString, impersonate);
        QFETCH(QByteArray, header);
        ResolvedContext ctx = *m_config.resolve(context);
        QTemporaryDir dir;
        if (!tokenFile.isNull()) {
            QFile f(dir.filePath(u"token"_s));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(tokenFile);
            ctx.user.token.clear();
            ctx.user.tokenFile = f.fileName();
        } else if (!token.isEmpty()) {
            ctx.user.token = token;
        }
        ctx.user.impersonate = impersonate;

        static int row = 0;
        const QString name = u"mado-header-%1"_s.arg(++row);
        const QString base = u"/api/v1/namespaces/%1/configmaps"_s.arg(m_ns);
        Request create;
        create.verb = "POST";
        create.path = base;
        create.contentType = "application/json";
        create.body = configMap(name, u"x"_s);
        auto c = Client::create(ctx);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->send(create));
        QVERIFY(!r.ok());
        if (header.isEmpty()) {
            QCOMPARE(r.error().httpStatus, 401); // the server saw it and refused the token
            return;
        }
        QCOMPARE(r.error().kind, ApiError::Kind::Config);
        QCOMPARE(r.error().httpStatus, 0);
        const QString message = r.error().userMessage();
        QVERIFY2(message.contains(u"request header "_s + QString::fromLatin1(header)), qPrintable(message));
        QVERIFY2(!message.contains(u"Injected"_s) && !message.contains(u"masters"_s), qPrintable(message));
        if (!ctx.user.token.isEmpty())
            QVERIFY2(!message.contains(ctx.user.token.left(8)), "the error shows the token");
        // No write happened.
        const CallResult got = await(client(u"sandbox"_s)->get(base + QLatin1Char('/') + name));
        QVERIFY(!got.ok());
        QCOMPARE(got.error().httpStatus, 404);

        // Nothing reaches the wire at all: a listening socket sees no connection.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        ctx.cluster.server = u"https://127.0.0.1:%1"_s.arg(probe.serverPort());
        auto toProbe = Client::create(ctx);
        QVERIFY(toProbe.ok());
        const CallResult again = await((*toProbe)->send(create));
        QVERIFY(!again.ok());
        QCOMPARE(again.error().kind, ApiError::Kind::Config);
        QVERIFY(!probe.waitForNewConnection(300));
    }

    void pathSegmentErrorFollowsClientGo_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("refused");
        QTest::newRow("dot") << u"."_s << true;
        QTest::newRow("dot dot") << u".."_s << true;
        QTest::newRow("slash") << u"web/status"_s << true;
        QTest::newRow("percent") << u"x%2Fy"_s << true;
        QTest::newRow("three dots") << u"..."_s << false;
        QTest::newRow("dots inside") << u"a..b"_s << false;
        QTest::newRow("leading dot") << u".hidden"_s << false;
        QTest::newRow("question mark") << u"a?watch=true"_s << false; // encoded in the path, as kubectl does
        QTest::newRow("ordinary") << u"web-0"_s << false;
    }

    void pathSegmentErrorFollowsClientGo() {
        QFETCH(QString, value);
        QFETCH(bool, refused);
        QCOMPARE(!pathSegmentError(value).isEmpty(), refused);
        QCOMPARE(!pathSegmentError(value, true).isEmpty(), refused);
        if (refused) {
            QVERIFY(pathSegmentError(value).startsWith(u"The name \""_s + value + u'"'));
            QVERIFY(pathSegmentError(value, true).startsWith(u"The namespace \""_s + value + u'"'));
        }
    }

    // "configmaps/.." is resolved away to the namespace on the way: a patch
    // of that "ConfigMap" used to label the namespace itself. No request with
    // such a segment is sent, whoever built the path.
    void dotSegmentsAreNotSent() {
        auto c = client(u"sandbox"_s);
        const QString base = u"/api/v1/namespaces/%1/configmaps"_s.arg(m_ns);
        Request patch;
        patch.verb = "PATCH";
        patch.path = base + u"/.."_s;
        patch.contentType = "application/merge-patch+json";
        patch.body = R"({"metadata":{"labels":{"mado-dot-segment":"written"}}})";
        CallResult r = await(c->send(patch));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Config);
        QVERIFY2(r.error().userMessage().contains(u"segment"_s), qPrintable(r.error().userMessage()));
        r = await(c->get(u"/api/v1/namespaces/"_s + m_ns));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QVERIFY2(!r->body.contains("mado-dot-segment"), r->body.constData());
        const QStringList paths{base + u"/."_s, u"/api/v1/namespaces/../configmaps"_s,
                                u"/api/v1/namespaces/./configmaps/x"_s};
        for (const QString &path : paths) {
            r = await(c->get(path));
            QVERIFY2(!r.ok(), qPrintable(path));
            QCOMPARE(r.error().kind, ApiError::Kind::Config);
        }
        // Dots inside a segment are a name like any other.
        r = await(c->get(base + u"/..."_s));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 404);
    }

    // Query values reach the server as given: a "+" is not read as a space.
    void queryValuesArriveAsGiven() {
        auto c = client(u"sandbox"_s);
        const QString name = u"mado-query"_s;
        const QString manager = u"ci+bot/1 (mado) été&x=y"_s;
        Request apply;
        apply.verb = "PATCH";
        apply.path = u"/api/v1/namespaces/%1/configmaps/%2"_s.arg(m_ns, name);
        apply.contentType = "application/apply-patch+yaml";
        apply.body = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: mado-query}\ndata: {k: v}\n";
        apply.query.addQueryItem(u"fieldManager"_s, manager);
        CallResult r = await(c->send(apply));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        const auto doc = codecs::parseJson(r->body);
        QVERIFY(doc.ok());
        const QCborArray managed =
            (*doc)[QLatin1String("metadata")][QLatin1String("managedFields")].toArray();
        QCOMPARE(managed.size(), 1);
        QCOMPARE(managed.at(0)[QLatin1String("manager")].toString(), manager);
        // A "%" and two hex digits too, added as text (the field managers and
        // selectors people type are added so).
        const QString percent = u"ci%41+%zz 100%"_s;
        apply.query.clear();
        addQueryText(apply.query, u"fieldManager"_s, percent);
        apply.body.replace("{k: v}", "{p: q}");
        r = await(c->send(apply));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        const auto again = codecs::parseJson(r->body);
        QVERIFY(again.ok());
        QStringList managers;
        for (const QCborValue &m :
             (*again)[QLatin1String("metadata")][QLatin1String("managedFields")].toArray())
            managers << m[QLatin1String("manager")].toString();
        QVERIFY2(managers.contains(percent), qPrintable(managers.join(u" | "_s)));
        // Selectors' "=", "!=" and "," arrive percent-encoded and mean what they meant.
        Request list;
        list.path = u"/api/v1/namespaces/%1/configmaps"_s.arg(m_ns);
        list.query.addQueryItem(u"fieldSelector"_s, u"metadata.name=mado-query,metadata.name!=other"_s);
        r = await(c->send(list));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QVERIFY2(r->body.contains("\"name\":\"mado-query\""), r->body.left(500).constData());
        QVERIFY2(!r->body.contains("kube-root-ca.crt"), r->body.left(500).constData());
    }

    // The API server gzips a large answer, and a list of similar objects
    // inflates to far more than 40 times its compressed size (here 12 MB
    // from about 40 KB). Qt 6.4 fails such an answer past 10 MiB as a
    // decompression bomb ("does not decompress"); kubectl reads it, and so
    // must Mado, up to the limit it keeps for any inflated body (1 GiB).
    void aHighlyCompressibleListIsRead() {
        auto c = client(QStringLiteral("sandbox"));
        const QString base = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns);
        const QString value(1000 * 1000, QLatin1Char('a'));
        for (int i = 0; i < 12; ++i) {
            Request create;
            create.verb = "POST";
            create.path = base;
            create.contentType = "application/json";
            create.body = configMap(QStringLiteral("large-%1").arg(i), value);
            const CallResult r = await(c->send(create));
            QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        }
        const CallResult r = await(c->get(base));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QVERIFY2(r->body.size() > 12 * 1000 * 1000, qPrintable(QString::number(r->body.size())));
        const auto list = codecs::parseJson(r->body);
        QVERIFY(list.ok());
        int large = 0;
        for (const QCborValue &item : (*list)[QLatin1String("items")].toArray())
            large += item[QLatin1String("data")][QLatin1String("greeting")].toString() == value;
        QCOMPARE(large, 12);
        Request del;
        del.verb = "DELETE";
        del.path = base;
        QVERIFY(await(c->send(del)).ok());
    }

    void rejectedTokenIs401() {
        auto ctx = m_config.resolve(QStringLiteral("sandbox-token"));
        QVERIFY(ctx.ok());
        ResolvedContext bad = *ctx;
        bad.user.token = QStringLiteral("not-a-valid-token");
        auto c = Client::create(bad);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/api/v1/namespaces")));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 401);
        QVERIFY(r.error().userMessage().contains(QStringLiteral("401 Unauthorized")));
    }

    void wrongCaIsATlsError() {
        auto ctx = m_config.resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx.ok());
        ResolvedContext bad = *ctx;
        // A CA that did not sign the server's certificate: the admin client cert itself.
        bad.cluster.certificateAuthorityData = bad.user.clientCertificateData;
        auto c = Client::create(bad);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Tls);
        QVERIFY2(r.error().userMessage().startsWith(QStringLiteral("TLS error:")),
                 qPrintable(r.error().userMessage()));
    }

    void unreachableServerIsANetworkError() {
        // A loopback port that was free a moment ago.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        auto ctx = m_config.resolve(QStringLiteral("sandbox"));
        ResolvedContext bad = *ctx;
        bad.cluster.server = QStringLiteral("https://127.0.0.1:%1").arg(port);
        auto c = Client::create(bad);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Network);
        QVERIFY(r.error().userMessage().startsWith(QStringLiteral("Cannot reach the server:")));
    }

    void badKeyMaterialIsAConfigError() {
        auto ctx = m_config.resolve(QStringLiteral("sandbox"));
        ResolvedContext bad = *ctx;
        bad.user.clientKeyData = "-----BEGIN EC PRIVATE KEY-----\nnot a key\n-----END EC PRIVATE KEY-----\n";
        auto c = Client::create(bad);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().kind, ApiError::Kind::Config);
        QVERIFY(c.error().userMessage().contains(QStringLiteral("client key of context \"sandbox\"")));
    }

    void otherCertificateUsers_data() {
        QTest::addColumn<bool>("expired");
        QTest::addColumn<int>("status");
        QTest::newRow("valid, no RBAC grants") << false << 403;
        QTest::newRow("expired") << true << 401;
    }

    void otherCertificateUsers() {
        QFETCH(bool, expired);
        QFETCH(int, status);
        QTemporaryDir dir;
        const QString prefix = dir.filePath(QStringLiteral("alice"));
        QStringList args{QStringLiteral("client-cert"),
                         QStringLiteral("--dir"),
                         qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"),
                         QStringLiteral("--user"),
                         QStringLiteral("alice"),
                         QStringLiteral("--out"),
                         prefix};
        if (expired)
            args.append(QStringLiteral("--expired"));
        QCOMPARE(QProcess::execute(qEnvironmentVariable("MADO_SANDBOX_BIN"), args), 0);
        auto ctx = m_config.resolve(QStringLiteral("sandbox"));
        ResolvedContext c = *ctx;
        c.user = {};
        c.user.clientCertificate = prefix + QLatin1String(".crt"); // files, not inline data
        c.user.clientKey = prefix + QLatin1String(".key");
        auto client = Client::create(c);
        QVERIFY2(client.ok(), qPrintable(client.ok() ? QString() : client.error().userMessage()));
        const CallResult r = await((*client)->get(QStringLiteral("/api/v1/namespaces/%1/secrets").arg(m_ns)));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, status);
        if (status == 403)
            QVERIFY2(
                r.error().message.contains(QStringLiteral("User \"alice\" cannot list resource \"secrets\"")),
                qPrintable(r.error().message));
        // The client is still usable after the refusal: /version is public to authenticated users.
        const CallResult v = await((*client)->get(QStringLiteral("/version")));
        if (expired)
            QCOMPARE(v.error().httpStatus, 401);
        else
            QVERIFY(v.ok());
    }

    void cancelGivesCanceled() {
        auto c = client(QStringLiteral("sandbox"));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("watch"), QStringLiteral("true"));
        Call *call = c->get(QStringLiteral("/api/v1/namespaces"), q); // a watch stays open
        QTimer::singleShot(300, call, &Call::cancel);
        const CallResult r = await(call);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Canceled);
    }

    // What is printed of text with control characters: C0 in caret notation
    // (CR as \r) always, C1 (0xc2 0x80..0x9f) as JSON escapes on a terminal;
    // every other character, and bytes that begin no C1 control, as they are.
    void terminalSafeShowsControls_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("terminal"); ///< ControlSet::C0C1
        QTest::addColumn<QByteArray>("pipe");     ///< ControlSet::C0
        QTest::newRow("tab, line feed, DEL")
            << QByteArray("a\tb\nc\x7f") << QByteArray("a\tb\nc\x7f") << QByteArray("a\tb\nc\x7f");
        QTest::newRow("ESC, BEL, CR, NUL") << QByteArray("\x1b]0;t\x07\r\0x", 9)
                                           << QByteArray("^[]0;t^G\\r^@x") << QByteArray("^[]0;t^G\\r^@x");
        QTest::newRow("CSI") << QByteArray("\xc2\x9b"
                                           "2J")
                             << QByteArray("\\u009b2J")
                             << QByteArray("\xc2\x9b"
                                           "2J");
        QTest::newRow("first and last C1") << QByteArray("\xc2\x80\xc2\x9f") << QByteArray("\\u0080\\u009f")
                                           << QByteArray("\xc2\x80\xc2\x9f");
        QTest::newRow("NBSP, e acute, CJK")
            << QByteArray("\xc2\xa0\xc3\xa9\xe7\xaa\x93") << QByteArray("\xc2\xa0\xc3\xa9\xe7\xaa\x93")
            << QByteArray("\xc2\xa0\xc3\xa9\xe7\xaa\x93");
        QTest::newRow("0xc2 at the end") << QByteArray("a\xc2") << QByteArray("a\xc2") << QByteArray("a\xc2");
        QTest::newRow("0xc2 before ASCII") << QByteArray("\xc2"
                                                         "A\x1b")
                                           << QByteArray("\xc2"
                                                         "A^[")
                                           << QByteArray("\xc2"
                                                         "A^[");
    }
    void terminalSafeShowsControls() {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, terminal);
        QFETCH(QByteArray, pipe);
        QCOMPARE(terminalSafe(text, ControlSet::C0C1), terminal);
        QCOMPARE(terminalSafe(text, ControlSet::C0), pipe);
    }
};

QTEST_GUILESS_MAIN(TestClient)
#include "tst_client.moc"
