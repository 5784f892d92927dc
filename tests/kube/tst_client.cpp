// Integration: Mado's own client (QNetworkAccessManager, the sandbox's TLS
// material) against the real kube-apiserver of the test sandbox.
#include "codecs/json.h"
#include "kube/client.h"
#include "testcluster.h"
#include "tests/common/await.h"

#include <QCborMap>
#include <QFile>
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
};

QTEST_GUILESS_MAIN(TestClient)
#include "tst_client.moc"
