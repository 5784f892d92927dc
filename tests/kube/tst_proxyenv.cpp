// The proxy Mado takes from the environment when the kubeconfig names none,
// against what Go's net/http takes (kubectl's client-go uses
// http.ProxyFromEnvironment): tests/data/proxyenv/cases.json holds servers
// and variables with Go's answer for each, recorded by
// tests/data/proxyenv/record.py from the go on this machine. And what a
// client does with a proxy it cannot use: a clear error that never shows the
// proxy's password.

#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "kube/proxyenv.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestProxyEnv final : public QObject {
    Q_OBJECT

private slots:
    void sameProxyAsGo_data();
    void sameProxyAsGo();
    void aProxyMadoCannotUseIsAClearErrorWithoutThePassword_data();
    void aProxyMadoCannotUseIsAClearErrorWithoutThePassword();
    void theKubeconfigsProxyUrlComesBeforeTheEnvironment();
};

namespace {

const char *const kVariables[] = {"HTTPS_PROXY", "https_proxy", "HTTP_PROXY",
                                  "http_proxy",  "NO_PROXY",    "no_proxy"};

/// Sets exactly the given proxy variables in this process (for kube::Client,
/// which reads the process's environment) and clears the others.
void setProxyVariables(const QHash<QByteArray, QByteArray> &values) {
    for (const char *name : kVariables) {
        if (values.contains(name))
            qputenv(name, values.value(name));
        else
            qunsetenv(name);
    }
}

kube::ResolvedContext contextFor(const QString &server) {
    kube::ResolvedContext c;
    c.name = QStringLiteral("proxied");
    c.cluster.server = server;
    return c;
}

} // namespace

void TestProxyEnv::sameProxyAsGo_data() {
    QTest::addColumn<QString>("server");
    QTest::addColumn<QJsonObject>("env");
    QTest::addColumn<QString>("go");
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/proxyenv/cases.json"));
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    const QJsonArray cases = QJsonDocument::fromJson(f.readAll()).array();
    QVERIFY(cases.size() >= 70);
    int i = 0;
    for (const QJsonValue &v : cases) {
        const QJsonObject c = v.toObject();
        QVERIFY(c.contains(QLatin1String("go")));
        const QByteArray env =
            QJsonDocument(c.value(QLatin1String("env")).toObject()).toJson(QJsonDocument::Compact);
        QTest::addRow("%d %s %s", ++i, qPrintable(c.value(QLatin1String("server")).toString()),
                      env.constData())
            << c.value(QLatin1String("server")).toString() << c.value(QLatin1String("env")).toObject()
            << c.value(QLatin1String("go")).toString();
    }
}

void TestProxyEnv::sameProxyAsGo() {
    QFETCH(QString, server);
    QFETCH(QJsonObject, env);
    QFETCH(QString, go);
    QProcessEnvironment e;
    for (auto it = env.begin(); it != env.end(); ++it)
        e.insert(it.key(), it.value().toString());
    const auto proxy = kube::proxyFromEnvironment(server, e);
    const QString mado = proxy ? proxy->url.toString(QUrl::FullyEncoded) : QStringLiteral("direct");
    QCOMPARE(mado, go);
    if (proxy) // the variable it came from
        QVERIFY2(e.value(proxy->variable) != QString() && env.contains(proxy->variable),
                 qPrintable(proxy->variable));
}

void TestProxyEnv::aProxyMadoCannotUseIsAClearErrorWithoutThePassword_data() {
    QTest::addColumn<QString>("kubeconfigProxyUrl");
    QTest::addColumn<QByteArray>("httpsProxy");
    QTest::addColumn<QString>("named");
    // Go would speak TLS to an https proxy; Qt cannot, and going direct
    // instead would bypass the proxy the user set.
    QTest::newRow("HTTPS_PROXY over https")
        << QString() << QByteArray("https://mado:s3cr%3At@proxy.corp:443") << QStringLiteral("HTTPS_PROXY");
    QTest::newRow("HTTPS_PROXY of an unknown scheme")
        << QString() << QByteArray("ftp://mado:s3cr%3At@proxy.corp") << QStringLiteral("HTTPS_PROXY");
    QTest::newRow("proxy-url over https") << QStringLiteral("https://mado:s3cr%3At@proxy.corp:443")
                                          << QByteArray() << QStringLiteral("proxy-url");
}

void TestProxyEnv::aProxyMadoCannotUseIsAClearErrorWithoutThePassword() {
    QFETCH(QString, kubeconfigProxyUrl);
    QFETCH(QByteArray, httpsProxy);
    QFETCH(QString, named);
    QHash<QByteArray, QByteArray> vars;
    if (!httpsProxy.isEmpty())
        vars.insert("HTTPS_PROXY", httpsProxy);
    setProxyVariables(vars);
    kube::ResolvedContext c = contextFor(QStringLiteral("https://api.corp:6443"));
    c.cluster.proxyUrl = kubeconfigProxyUrl;
    const auto client = kube::Client::create(c);
    setProxyVariables({});
    QVERIFY(!client);
    QCOMPARE(client.error().kind, kube::ApiError::Kind::Config);
    const QString message = client.error().userMessage();
    QVERIFY2(message.contains(named), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("mado@proxy.corp")), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1String("s3cr")), qPrintable(message));
}

void TestProxyEnv::theKubeconfigsProxyUrlComesBeforeTheEnvironment() {
    // An unusable HTTPS_PROXY is not even looked at when the kubeconfig names a proxy.
    setProxyVariables({{"HTTPS_PROXY", "https://proxy.corp:443"}});
    kube::ResolvedContext c = contextFor(QStringLiteral("https://api.corp:6443"));
    c.cluster.proxyUrl = QStringLiteral("http://other-proxy.corp:3128");
    const auto fromKubeconfig = kube::Client::create(c);
    // Loopback never goes through the environment's proxy, usable or not.
    const auto loopback = kube::Client::create(contextFor(QStringLiteral("https://127.0.0.1:6443")));
    const auto viaEnvironment = kube::Client::create(contextFor(QStringLiteral("https://api.corp:6443")));
    setProxyVariables({});
    QVERIFY(fromKubeconfig);
    QVERIFY(loopback);
    QVERIFY(!viaEnvironment);
    QVERIFY2(viaEnvironment.error().userMessage().contains(QLatin1String("HTTPS_PROXY")),
             qPrintable(viaEnvironment.error().userMessage()));
}

QTEST_GUILESS_MAIN(TestProxyEnv)
#include "tst_proxyenv.moc"
