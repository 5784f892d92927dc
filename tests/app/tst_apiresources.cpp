// Peer check: `mado api-resources` lists exactly what `kubectl api-resources`
// lists for the sandbox, a CRD created during the test included; the CRD groups
// of other tests, created and deleted meanwhile, are left out of the comparison.
#include "mado_process.h"
#include "testcluster.h"

#include <QSet>
#include <QStandardPaths>

using testcluster::kubeconfig;
using testcluster::kubectl;

namespace {

// Owned by this process: a cluster-scoped CRD in its own group, with its own short name.
const QString kGroup = testcluster::ownGroup(QStringLiteral("peer"));
const QString kCrd = QStringLiteral("sprockets.") + kGroup;

/// (name, apiversion, namespaced, kind) of every row of the default table
/// output, without the rows of other tests' CRD groups: those come and go while
/// this test runs.
QSet<QString> rows(const QString &table) {
    QSet<QString> out;
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines.mid(1)) {
        QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (f.size() == 4)
            f.insert(1, QString()); // no short names
        if (f.size() != 5)
            qFatal("unexpected row: %s", qPrintable(line));
        const qsizetype slash = f[2].indexOf(QLatin1Char('/'));
        if (slash > 0 && testcluster::isOtherTestsGroup(f[2].left(slash)))
            continue;
        out.insert(QStringList{f[0], f[2], f[3], f[4]}.join(QLatin1Char(' ')));
    }
    return out;
}

QByteArray crdManifest() {
    return QStringLiteral(R"(apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: %1
spec:
  group: %2
  scope: Cluster
  names: {plural: sprockets, singular: sprocket, kind: Sprocket, shortNames: [%3]}
  versions:
  - name: v1alpha1
    served: true
    storage: true
    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
)")
        .arg(kCrd, kGroup, testcluster::ownName(QStringLiteral("spr")))
        .toUtf8();
}

} // namespace

class TestApiResources final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        const testcluster::ProcessRun r =
            kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, crdManifest());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                         QStringLiteral("--timeout=30s"), QStringLiteral("crd/") + kCrd})
                    .exitCode == 0);
        // Discovery publishes the new group a moment after the CRD is established.
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({QStringLiteral("api-resources"), QStringLiteral("--api-group=") + kGroup})
                .out.contains(QStringLiteral("sprockets")),
            15000);
    }

    void sameAsKubectl_data() {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("all") << QStringList{};
        QTest::newRow("cluster-scoped") << QStringList{QStringLiteral("--namespaced=false")};
        QTest::newRow("one group") << QStringList{QStringLiteral("--api-group=apps")};
    }

    void sameAsKubectl() {
        QFETCH(QStringList, extra);
        const testcluster::ProcessRun k = kubectl(QStringList{QStringLiteral("api-resources")} + extra);
        QCOMPARE(k.exitCode, 0);
        const MadoRun m = runMado(
            QStringList{QStringLiteral("api-resources"), QStringLiteral("--kubeconfig"), kubeconfig()} +
            extra);
        QVERIFY2(m.exitCode == 0, qPrintable(m.err));
        const QSet<QString> mado = rows(m.out), peer = rows(k.out);
        QCOMPARE(mado - peer, QSet<QString>());
        QCOMPARE(peer - mado, QSet<QString>());
        QVERIFY(mado.size() > (extra.isEmpty() ? 50 : 2));
        if (extra.size() != 1 || extra.first() != QLatin1String("--api-group=apps"))
            QVERIFY(mado.contains(QStringLiteral("sprockets %1/v1alpha1 false Sprocket").arg(kGroup)));
    }

    void wideAndNameOutputs() {
        const MadoRun wide = runMado({QStringLiteral("api-resources"), QStringLiteral("-o"),
                                      QStringLiteral("wide"), QStringLiteral("--kubeconfig"), kubeconfig()});
        QCOMPARE(wide.exitCode, 0);
        QVERIFY(wide.out.startsWith(QStringLiteral("NAME ")));
        QVERIFY(
            wide.out.contains(QStringLiteral("create,delete,deletecollection,get,list,patch,update,watch")));
        const MadoRun names = runMado({QStringLiteral("api-resources"), QStringLiteral("-o"),
                                       QStringLiteral("name"), QStringLiteral("--kubeconfig"), kubeconfig()});
        QCOMPARE(names.exitCode, 0);
        QVERIFY(names.out.split(QLatin1Char('\n')).contains(QStringLiteral("deployments.apps")));
        QVERIFY(names.out.split(QLatin1Char('\n')).contains(QStringLiteral("configmaps")));
        const MadoRun json = runMado({QStringLiteral("api-resources"), QStringLiteral("-o"),
                                      QStringLiteral("json"), QStringLiteral("--kubeconfig"), kubeconfig()});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.out.contains(QStringLiteral("\"kind\": \"APIResourceList\"")));
        QVERIFY(json.out.contains(QStringLiteral("\"name\": \"sprockets\"")));
    }

    void badOutputIsAUsageError() {
        const MadoRun r = runMado({QStringLiteral("api-resources"), QStringLiteral("-o"),
                                   QStringLiteral("yaml"), QStringLiteral("--kubeconfig"), kubeconfig()});
        QCOMPARE(r.exitCode, 2);
    }

    void cleanupTestCase() {
        kubectl({QStringLiteral("delete"), QStringLiteral("crd"), kCrd, QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TestApiResources)
#include "tst_apiresources.moc"
