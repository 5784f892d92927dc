// Integration: permissions of a ServiceAccount bound to a narrow Role (its
// token from the TokenRequest API): `mado auth can-i` answers as `kubectl auth
// can-i` does for a matrix of verbs, resources and namespaces, `--list` prints
// the same table, and the resource tree (ResourceTreeModel with an
// AccessModel) shows the same restrictions.
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/kubeconfig.h"
#include "mado_process.h"
#include "models/access/accessmodel.h"
#include "models/resourcetreemodel.h"
#include "testcluster.h"
#include "tests/common/await.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace models::ResourceTreeDefs;

namespace {

const QString kNsA = testcluster::ownNamespace(QStringLiteral("auth-a"));
const QString kNsB = testcluster::ownNamespace(QStringLiteral("auth-b"));
const QString kClusterRole =
    testcluster::kNamespacePrefix + testcluster::ownName(QStringLiteral("auth-nodes"));

QString objects() {
    return QStringLiteral(R"(apiVersion: v1
kind: Namespace
metadata: {name: $A, labels: {mado.test/run: "$RUN"}}
---
apiVersion: v1
kind: Namespace
metadata: {name: $B, labels: {mado.test/run: "$RUN"}}
---
apiVersion: v1
kind: ServiceAccount
metadata: {name: reader, namespace: $A}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata: {name: narrow, namespace: $A}
rules:
- {apiGroups: [""], resources: [pods], verbs: [get, list, watch]}
- {apiGroups: [""], resources: [pods/log], verbs: [get]}
- {apiGroups: [""], resources: [configmaps], resourceNames: [app-config], verbs: [get, update]}
- {apiGroups: [apps], resources: [deployments], verbs: [list]}
- {apiGroups: [apps], resources: [deployments/scale], verbs: [update, patch]}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: reader-narrow, namespace: $A}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: narrow}
subjects: [{kind: ServiceAccount, name: reader, namespace: $A}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata: {name: events, namespace: $B}
rules:
- {apiGroups: [""], resources: [events], verbs: [create]}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: reader-events, namespace: $B}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: events}
subjects: [{kind: ServiceAccount, name: reader, namespace: $A}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: $CR}
rules:
- {apiGroups: [""], resources: [nodes], verbs: [get]}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata: {name: $CR}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: $CR}
subjects: [{kind: ServiceAccount, name: reader, namespace: $A}]
)")
        .replace(QLatin1String("$A"), kNsA)
        .replace(QLatin1String("$B"), kNsB)
        .replace(QLatin1String("$CR"), kClusterRole)
        .replace(QLatin1String("$RUN"), testcluster::suffix());
}

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestAuth final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_kubeconfig;      ///< the ServiceAccount's
    QString m_asKubeconfig;    ///< the admin's credentials, as: the ServiceAccount
    QString m_adminKubeconfig; ///< the admin's credentials, namespace A

    testcluster::ProcessRun kubectlAsReader(const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral("kubectl"), QStringList{QStringLiteral("--kubeconfig"), m_kubeconfig} + args);
        if (!p.waitForFinished(60000))
            qFatal("kubectl did not finish");
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    MadoRun madoAsReader(const QStringList &args) {
        return runMado(QStringList{QStringLiteral("--kubeconfig"), m_kubeconfig} + args);
    }

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        QVERIFY(m_dir.isValid());
        const auto applied = testcluster::kubectl(
            {QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, objects().toUtf8());
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        // A token from the TokenRequest API.
        const auto token =
            testcluster::kubectl({QStringLiteral("create"), QStringLiteral("token"), QStringLiteral("reader"),
                                  QStringLiteral("-n"), kNsA, QStringLiteral("--duration=3600s")});
        QVERIFY2(token.exitCode == 0, qPrintable(token.err));
        const auto view =
            testcluster::kubectl({QStringLiteral("config"), QStringLiteral("view"), QStringLiteral("--raw"),
                                  QStringLiteral("--minify"), QStringLiteral("--flatten"),
                                  QStringLiteral("-o"), QStringLiteral("json")});
        QVERIFY(view.exitCode == 0);
        const QJsonObject cluster = QJsonDocument::fromJson(view.out.toUtf8())
                                        .object()[QLatin1String("clusters")]
                                        .toArray()
                                        .first()
                                        .toObject()[QLatin1String("cluster")]
                                        .toObject();
        const QString config =
            QStringLiteral(
                "apiVersion: v1\nkind: Config\n"
                "clusters: [{name: sandbox, cluster: {server: \"%1\", certificate-authority-data: \"%2\"}}]\n"
                "users: [{name: reader, user: {token: \"%3\"}}]\n"
                "contexts: [{name: reader, context: {cluster: sandbox, user: reader, namespace: %4}}]\n"
                "current-context: reader\n")
                .arg(cluster[QLatin1String("server")].toString(),
                     cluster[QLatin1String("certificate-authority-data")].toString(), token.out.trimmed(),
                     kNsA);
        // The admin's own credentials, in A, without and with impersonation of the reader.
        QJsonObject admin = QJsonDocument::fromJson(view.out.toUtf8()).object();
        QJsonObject context = admin[QLatin1String("contexts")].toArray().first().toObject();
        QJsonObject contextBody = context[QLatin1String("context")].toObject();
        contextBody[QLatin1String("namespace")] = kNsA;
        context[QLatin1String("context")] = contextBody;
        admin[QLatin1String("contexts")] = QJsonArray{context};
        m_adminKubeconfig = m_dir.filePath(QStringLiteral("admin.kubeconfig"));
        QVERIFY(writeFile(m_adminKubeconfig, QJsonDocument(admin).toJson()));
        QJsonObject user = admin[QLatin1String("users")].toArray().first().toObject();
        QJsonObject userBody = user[QLatin1String("user")].toObject();
        userBody[QLatin1String("as")] = QStringLiteral("system:serviceaccount:%1:reader").arg(kNsA);
        user[QLatin1String("user")] = userBody;
        admin[QLatin1String("users")] = QJsonArray{user};
        m_asKubeconfig = m_dir.filePath(QStringLiteral("as-reader.kubeconfig"));
        QVERIFY(writeFile(m_asKubeconfig, QJsonDocument(admin).toJson()));
        m_kubeconfig = m_dir.filePath(QStringLiteral("reader.kubeconfig"));
        QFile f(m_kubeconfig);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(config.toUtf8());
        f.close();
        // RBAC caches settle: the binding is in force once kubectl sees it.
        QTRY_VERIFY_WITH_TIMEOUT(kubectlAsReader({QStringLiteral("auth"), QStringLiteral("can-i"),
                                                  QStringLiteral("get"), QStringLiteral("nodes")})
                                         .exitCode == 0,
                                 20000);
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("namespace"), kNsA, kNsB,
                              QStringLiteral("--wait=false"), QStringLiteral("--ignore-not-found")});
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("clusterrolebinding,clusterrole"),
                              kClusterRole, QStringLiteral("--wait=false"),
                              QStringLiteral("--ignore-not-found")});
    }

    void canIMatchesKubectl_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("allowed");
        const QString nsB = QStringLiteral("-n ") + kNsB;
        auto row = [](const char *name, const QString &args, bool allowed) {
            QTest::newRow(name) << args.split(QLatin1Char(' ')) << allowed;
        };
        row("get pods", QStringLiteral("get pods"), true);
        row("list pods", QStringLiteral("list pods"), true);
        row("watch pods", QStringLiteral("watch po"), true);
        row("create pods", QStringLiteral("create pods"), false);
        row("delete pods", QStringLiteral("delete pods"), false);
        row("get pods in B", QStringLiteral("get pods ") + nsB, false);
        row("list pods everywhere", QStringLiteral("list pods -A"), false);
        row("named pod", QStringLiteral("get pods/web-1"), true);
        row("pod logs", QStringLiteral("get pods --subresource=log"), true);
        row("pod exec", QStringLiteral("create pods --subresource=exec"), false);
        row("named configmap", QStringLiteral("get configmaps/app-config"), true);
        row("other configmap", QStringLiteral("get configmaps/other"), false);
        row("update named configmap", QStringLiteral("update cm/app-config"), true);
        row("list configmaps", QStringLiteral("list configmaps"), false);
        row("list deployments", QStringLiteral("list deployments"), true);
        row("get deployments", QStringLiteral("get deployments.apps"), false);
        row("scale deployments", QStringLiteral("update deployments --subresource=scale"), true);
        row("patch scale", QStringLiteral("patch deploy --subresource=scale"), true);
        row("deployment status", QStringLiteral("update deployments --subresource=status"), false);
        row("events in B", QStringLiteral("create events ") + nsB, true);
        row("events in A", QStringLiteral("create events"), false);
        row("get nodes", QStringLiteral("get nodes"), true);
        row("list nodes", QStringLiteral("list nodes"), false);
        row("secrets", QStringLiteral("get secrets"), false);
        row("healthz", QStringLiteral("get /healthz"), true);
        row("metrics", QStringLiteral("get /metrics"), false);
        row("self review", QStringLiteral("create selfsubjectaccessreviews"), true);
        row("unknown resource", QStringLiteral("get nosuchthings"), false);
        row("everything", QStringLiteral("* *"), false);
    }
    void canIMatchesKubectl() {
        QFETCH(QStringList, args);
        QFETCH(bool, allowed);
        const QStringList full = QStringList{QStringLiteral("auth"), QStringLiteral("can-i")} + args;
        const testcluster::ProcessRun k = kubectlAsReader(full);
        const MadoRun m = madoAsReader(full);
        QCOMPARE(k.exitCode, allowed ? 0 : 1); // the matrix means what it says
        QCOMPARE(m.exitCode, k.exitCode);
        QCOMPARE(m.out, k.out);
    }

    /// The admin's credentials acting as the reader (the kubeconfig user's as,
    /// or --as): the same answers as kubectl's with the same file and flag, and
    /// the reader's own.
    void impersonationMatchesKubectl_data() { canIMatchesKubectl_data(); }
    void impersonationMatchesKubectl() {
        QFETCH(QStringList, args);
        QFETCH(bool, allowed);
        const QStringList full = QStringList{QStringLiteral("auth"), QStringLiteral("can-i")} + args;
        const QStringList asFile{QStringLiteral("--kubeconfig"), m_asKubeconfig};
        const testcluster::ProcessRun k = testcluster::kubectl(asFile + full);
        QCOMPARE(k.exitCode, allowed ? 0 : 1);
        const MadoRun m = runMado(asFile + full);
        QCOMPARE(m.exitCode, k.exitCode);
        QCOMPARE(m.out, k.out);
        const QStringList asFlag{QStringLiteral("--kubeconfig"), m_adminKubeconfig, QStringLiteral("--as"),
                                 QStringLiteral("system:serviceaccount:%1:reader").arg(kNsA)};
        const MadoRun f = runMado(asFlag + full);
        QCOMPARE(f.exitCode, k.exitCode);
        QCOMPARE(f.out, k.out);
    }

    void listMatchesKubectl_data() {
        QTest::addColumn<QString>("ns");
        QTest::newRow("own namespace") << kNsA;
        QTest::newRow("events namespace") << kNsB;
        QTest::newRow("default") << QStringLiteral("default");
    }
    void listMatchesKubectl() {
        QFETCH(QString, ns);
        const QStringList args{QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("--list"),
                               QStringLiteral("-n"), ns};
        const testcluster::ProcessRun k = kubectlAsReader(args);
        const MadoRun m = madoAsReader(args);
        QCOMPARE(m.exitCode, 0);
        QCOMPARE(m.out, k.out);
        QVERIFY(m.out.startsWith(QLatin1String("Resources ")));
    }

    void quietAndUsage() {
        const MadoRun yes =
            madoAsReader({QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("get"),
                          QStringLiteral("pods"), QStringLiteral("-q")});
        QCOMPARE(yes.exitCode, 0);
        QVERIFY(yes.out.isEmpty());
        QCOMPARE(
            madoAsReader({QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("get")}).exitCode,
            2);
        QCOMPARE(madoAsReader({QStringLiteral("auth"), QStringLiteral("whoami")}).exitCode, 2);
    }

    void treeShowsTheSameRestrictions() {
        auto cfg = kube::Kubeconfig::load({m_kubeconfig}, true);
        QVERIFY(cfg);
        auto ctx = cfg->resolve({});
        QVERIFY(ctx);
        auto client = kube::Client::create(*ctx);
        QVERIFY(client);
        kube::HandlePtr<kube::Discovery> d(kube::Discovery::start(client->get()));
        const auto catalog = mado::test::await(d.get(), 30000, "discovery");
        QVERIFY(catalog);

        models::AccessModel access;
        models::ResourceTreeModel tree;
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tree.setCatalog(*catalog);
        tree.setAccessModel(&access);
        QSignalSpy changed(&access, &models::AccessModel::changed);
        access.setNamespace(kNsA);
        access.setClient(client->get());
        QTRY_VERIFY_WITH_TIMEOUT(access.rules().has_value() || !access.error().isEmpty(), 30000);
        QVERIFY2(access.error().isEmpty(), qPrintable(access.error()));

        const QStringList verbs{QStringLiteral("get"),    QStringLiteral("list"),   QStringLiteral("watch"),
                                QStringLiteral("create"), QStringLiteral("update"), QStringLiteral("patch"),
                                QStringLiteral("delete")};
        const QList<QPair<QString, QString>> resources{
            {QString(), QStringLiteral("pods")},    {QString(), QStringLiteral("configmaps")},
            {QString(), QStringLiteral("secrets")}, {QStringLiteral("apps"), QStringLiteral("deployments")},
            {QString(), QStringLiteral("nodes")},   {QString(), QStringLiteral("events")},
            {QString(), QStringLiteral("services")}};
        QStringList allowedSeen;
        for (const auto &[group, name] : resources) {
            const QModelIndex idx = tree.findResource(group, QStringLiteral("v1"), name);
            QVERIFY2(idx.isValid(), qPrintable(name));
            QVERIFY(idx.data(AccessKnownRole).toBool());
            QCOMPARE(idx.data(AccessNamespaceRole).toString(), kNsA);
            const QStringList denied = idx.data(DeniedVerbsRole).toStringList();
            const QString spec = group.isEmpty() ? name : name + QLatin1Char('.') + group;
            for (const QString &verb : verbs) {
                const bool kubectlSays =
                    kubectlAsReader({QStringLiteral("auth"), QStringLiteral("can-i"), verb, spec}).exitCode ==
                    0;
                if (kubectlSays)
                    allowedSeen.append(verb + QLatin1Char(' ') + spec);
                QVERIFY2(denied.contains(verb) != kubectlSays,
                         qPrintable(QStringLiteral("%1 %2: kubectl says %3, the tree denies %4")
                                        .arg(verb, spec,
                                             kubectlSays ? QStringLiteral("yes") : QStringLiteral("no"),
                                             denied.join(QLatin1Char(',')))));
            }
        }
        const QStringList expected{QStringLiteral("get pods"), QStringLiteral("list pods"),
                                   QStringLiteral("watch pods"), QStringLiteral("list deployments.apps"),
                                   QStringLiteral("get nodes")};
        QCOMPARE(allowedSeen, expected);

        // Another namespace: the tree follows (events may be created in B, pods not read).
        access.setNamespace(kNsB);
        QTRY_VERIFY_WITH_TIMEOUT(access.rules().has_value() && access.rules()->namespace_ == kNsB, 30000);
        const QModelIndex events =
            tree.findResource(QString(), QStringLiteral("v1"), QStringLiteral("events"));
        QVERIFY(!events.data(DeniedVerbsRole).toStringList().contains(QLatin1String("create")));
        const QModelIndex pods = tree.findResource(QString(), QStringLiteral("v1"), QStringLiteral("pods"));
        QVERIFY(pods.data(DeniedVerbsRole).toStringList().contains(QLatin1String("list")));
        const models::AccessVerdict v =
            access.verdict(pods.data(ApiResourceRole).value<kube::ApiResource>(), QStringLiteral("list"));
        QCOMPARE(v.state, models::AccessVerdict::State::Denied);
        QVERIFY(v.reason.contains(kNsB));
    }
};

QTEST_GUILESS_MAIN(TestAuth)
#include "tst_auth.moc"
