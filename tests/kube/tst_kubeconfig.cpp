#include "kube/kubeconfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using kube::Kubeconfig;
using kube::UserEntry;

class TestKubeconfig final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &rel, const QByteArray &text) {
        const QString path = m_dir.filePath(rel);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(text);
        return path;
    }

private slots:
    void parsesClustersUsersContexts() {
        auto cfg = Kubeconfig::parse(R"(apiVersion: v1
kind: Config
current-context: dev
clusters:
- name: c1
  cluster:
    server: https://10.1.2.3:6443
    certificate-authority-data: aGVsbG8=
    tls-server-name: api.example
    insecure-skip-tls-verify: false
users:
- name: u1
  user:
    token: abc
contexts:
- name: dev
  context: {cluster: c1, user: u1, namespace: web}
)",
                                     QStringLiteral("/tmp/x/config"));
        QVERIFY2(cfg.ok(), qPrintable(cfg.ok() ? QString() : cfg.error().message));
        QCOMPARE(cfg->currentContext(), QStringLiteral("dev"));
        auto ctx = cfg->resolve();
        QVERIFY(ctx.ok());
        QCOMPARE(ctx->namespace_, QStringLiteral("web"));
        QCOMPARE(ctx->cluster.server, QStringLiteral("https://10.1.2.3:6443"));
        QCOMPARE(ctx->cluster.certificateAuthorityData, QByteArray("hello"));
        QCOMPARE(ctx->cluster.tlsServerName, QStringLiteral("api.example"));
        QCOMPARE(ctx->user.token, QStringLiteral("abc"));
    }

    void relativePathsResolveAgainstTheFile() {
        auto cfg = Kubeconfig::parse(R"(clusters:
- name: c
  cluster: {server: "https://h", certificate-authority: certs/ca.crt}
users:
- name: u
  user: {client-certificate: ../u.crt, client-key: /abs/u.key, tokenFile: tok}
contexts:
- name: x
  context: {cluster: c, user: u}
)",
                                     QStringLiteral("/home/me/.kube/config"));
        QVERIFY(cfg.ok());
        auto ctx = cfg->resolve(QStringLiteral("x"));
        QVERIFY(ctx.ok());
        QCOMPARE(ctx->cluster.certificateAuthority, QStringLiteral("/home/me/.kube/certs/ca.crt"));
        QCOMPARE(QDir::cleanPath(ctx->user.clientCertificate), QStringLiteral("/home/me/u.crt"));
        QCOMPARE(ctx->user.clientKey, QStringLiteral("/abs/u.key"));
        QCOMPARE(ctx->user.tokenFile, QStringLiteral("/home/me/.kube/tok"));
        QCOMPARE(ctx->namespace_, QStringLiteral("default"));
    }

    void mergeFirstFileWins() {
        const QString a = write(QStringLiteral("a/config"), R"(current-context: ""
clusters:
- name: shared
  cluster: {server: "https://first"}
contexts:
- name: one
  context: {cluster: shared, namespace: from-a}
)");
        const QString b = write(QStringLiteral("b/config"), R"(current-context: two
clusters:
- name: shared
  cluster: {server: "https://second"}
- name: only-b
  cluster: {server: "https://b"}
contexts:
- name: one
  context: {cluster: only-b, namespace: from-b}
- name: two
  context: {cluster: only-b}
)");
        auto cfg = Kubeconfig::load({a, b});
        QVERIFY(cfg.ok());
        QCOMPARE(cfg->currentContext(), QStringLiteral("two")); // first non-empty wins
        QCOMPARE(cfg->clusters().value(QStringLiteral("shared")).server, QStringLiteral("https://first"));
        QCOMPARE(cfg->contexts().value(QStringLiteral("one")).namespace_, QStringLiteral("from-a"));
        QCOMPARE(cfg->contextNames(), (QStringList{QStringLiteral("one"), QStringLiteral("two")}));
        QCOMPARE(cfg->resolve()->cluster.server, QStringLiteral("https://b"));
    }

    void kubeconfigEnvironmentList() {
        const QString a = write(QStringLiteral("env/a"), "current-context: a\n");
        const QString missing = m_dir.filePath(QStringLiteral("env/missing"));
        qputenv("KUBECONFIG", (a + QLatin1Char(':') + missing + QLatin1Char(':') + a).toLocal8Bit());
        QCOMPARE(Kubeconfig::defaultFiles(), (QStringList{a, missing}));
        QCOMPARE(Kubeconfig::defaultFiles(QStringLiteral("/x")), QStringList{QStringLiteral("/x")});
        auto cfg = Kubeconfig::load(Kubeconfig::defaultFiles());
        QVERIFY(cfg.ok()); // a missing file in KUBECONFIG is skipped, as kubectl does
        QCOMPARE(cfg->currentContext(), QStringLiteral("a"));
        qunsetenv("KUBECONFIG");
    }

    void errors_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bad yaml") << QByteArray("clusters:\n  - name: [a\n") << QString()
                                  << QStringLiteral("line 3");
        QTest::newRow("not a map") << QByteArray("- a\n- b\n") << QString()
                                   << QStringLiteral("not a mapping");
        QTest::newRow("clusters not a list")
            << QByteArray("clusters: 3\n") << QString() << QStringLiteral("\"clusters\" must be a list");
        QTest::newRow("nameless") << QByteArray("users:\n- user: {token: x}\n") << QString()
                                  << QStringLiteral("has no name");
        QTest::newRow("bad base64") << QByteArray("clusters:\n- name: c\n  cluster: {server: https://h, "
                                                  "certificate-authority-data: '@@@'}\n")
                                    << QString() << QStringLiteral("not valid base64");
        QTest::newRow("no current") << QByteArray("contexts: []\n") << QString()
                                    << QStringLiteral("no current context");
        QTest::newRow("unknown context")
            << QByteArray("contexts: []\n") << QStringLiteral("nope") << QStringLiteral("\"nope\" is not in");
        QTest::newRow("missing cluster") << QByteArray("contexts:\n- name: x\n  context: {cluster: gone}\n")
                                         << QStringLiteral("x") << QStringLiteral("cluster \"gone\"");
        QTest::newRow("missing user")
            << QByteArray("clusters:\n- name: c\n  cluster: {server: https://h}\ncontexts:\n- name: x\n  "
                          "context: {cluster: c, user: ghost}\n")
            << QStringLiteral("x") << QStringLiteral("user \"ghost\"");
        QTest::newRow("as-groups not a list")
            << QByteArray("users:\n- name: u\n  user: {as: jane, as-groups: devs}\n") << QString()
            << QStringLiteral("user \"u\": as-groups is not a list of names");
        QTest::newRow("as-groups of maps")
            << QByteArray("users:\n- name: u\n  user: {as: jane, as-groups: [{a: b}]}\n") << QString()
            << QStringLiteral("as-groups is not a list of names");
        QTest::newRow("as-user-extra not a map")
            << QByteArray("users:\n- name: u\n  user: {as: jane, as-user-extra: [a]}\n") << QString()
            << QStringLiteral("as-user-extra is not a mapping of keys to lists of values");
        QTest::newRow("as-user-extra value not a list")
            << QByteArray("users:\n- name: u\n  user: {as: jane, as-user-extra: {team: blue}}\n") << QString()
            << QStringLiteral("as-user-extra.team is not a list of names");
    }

    void errors() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, context);
        QFETCH(QString, expected);
        auto cfg = Kubeconfig::parse(yaml, QStringLiteral("/etc/test-config"));
        QString message;
        if (!cfg.ok()) {
            message = cfg.error().message;
        } else {
            auto ctx = cfg->resolve(context);
            QVERIFY(!ctx.ok());
            message = ctx.error().message;
        }
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void missingExplicitFileIsAnError() {
        auto cfg = Kubeconfig::load({QStringLiteral("/nonexistent/kubeconfig")}, true);
        QVERIFY(!cfg.ok());
        QVERIFY(cfg.error().message.contains(QStringLiteral("/nonexistent/kubeconfig")));
    }

    void impersonationIsParsed() {
        auto cfg = Kubeconfig::parse(R"(users:
- name: u
  user:
    token: t
    as: jane
    as-uid: "1234"
    as-groups: [devs]
    as-user-extra:
      example.com/team: [blue, green]
      empty: []
- name: plain
  user: {token: t}
)",
                                     QStringLiteral("/cfg/config"));
        QVERIFY(cfg.ok());
        const UserEntry u = cfg->users().value(QStringLiteral("u"));
        QCOMPARE(u.impersonate, QStringLiteral("jane"));
        QCOMPARE(u.impersonateUid, QStringLiteral("1234"));
        QCOMPARE(u.impersonateGroups, QStringList{QStringLiteral("devs")});
        QCOMPARE(u.impersonateExtra.value(QStringLiteral("example.com/team")),
                 (QStringList{QStringLiteral("blue"), QStringLiteral("green")}));
        QVERIFY(u.impersonateExtra.contains(QStringLiteral("empty")));
        const UserEntry plain = cfg->users().value(QStringLiteral("plain"));
        QVERIFY(plain.impersonate.isEmpty() && plain.impersonateGroups.isEmpty() &&
                plain.impersonateExtra.isEmpty());
    }

    void execPluginIsParsed() {
        auto cfg = Kubeconfig::parse(R"(users:
- name: u
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1
      command: ./bin/plugin
      args: [get-token, --x]
      env: [{name: A, value: b}]
      interactiveMode: Never
      provideClusterInfo: true
      installHint: |
        Install the plugin:
          apt install plugin
)",
                                     QStringLiteral("/cfg/config"));
        QVERIFY(cfg.ok());
        const auto exec = cfg->users().value(QStringLiteral("u")).exec;
        QVERIFY(exec.has_value());
        QCOMPARE(exec->command, QStringLiteral("/cfg/bin/plugin"));
        QCOMPARE(exec->args, (QStringList{QStringLiteral("get-token"), QStringLiteral("--x")}));
        QCOMPARE(exec->env.size(), 1);
        QCOMPARE(exec->interactiveMode, QStringLiteral("Never"));
        QVERIFY(exec->provideClusterInfo);
        QCOMPARE(exec->installHint, QStringLiteral("Install the plugin:\n  apt install plugin\n"));
    }
};

QTEST_GUILESS_MAIN(TestKubeconfig)
#include "tst_kubeconfig.moc"
