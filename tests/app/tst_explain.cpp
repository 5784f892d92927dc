// Integration: `mado explain` prints what `kubectl explain` prints on the same
// sandbox, byte for byte, for core kinds, nested fields, enums, maps, lists,
// --recursive and a CRD of this test's own (with every Kubernetes extension).
#include "mado_process.h"
#include "testcluster.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kGroup = testcluster::ownGroup(QStringLiteral("explain"));
const QString kShort = testcluster::ownName(QStringLiteral("wdg"));

QByteArray crdManifest() {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/schema/widget-crd.yaml"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read widget-crd.yaml");
    return QString::fromUtf8(f.readAll())
        .replace(QStringLiteral("schema.mado.test"), kGroup)
        .replace(QStringLiteral("shortNames: [wdg]"), QStringLiteral("shortNames: [%1]").arg(kShort))
        .toUtf8();
}

} // namespace

class TestExplain final : public QObject {
    Q_OBJECT

    QTemporaryDir m_cache;

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        QVERIFY(m_cache.isValid());
        // mado caches schemas below XDG_CACHE_HOME: a fresh folder, not the user's.
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8());
        const auto r = testcluster::kubectl(
            {QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, crdManifest());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(
            testcluster::kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                                  QStringLiteral("--timeout=30s"), QStringLiteral("crd/widgets.") + kGroup})
                .exitCode == 0);
        // The OpenAPI controller publishes the CRD's schema a moment after it is established.
        QTRY_VERIFY_WITH_TIMEOUT(
            testcluster::kubectl({QStringLiteral("explain"), kShort + QStringLiteral(".spec.parts")})
                    .exitCode == 0,
            30000);
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                              QStringLiteral("widgets.") + kGroup, QStringLiteral("--wait=false"),
                              QStringLiteral("--ignore-not-found")});
    }

    void sameAsKubectl_data() {
        QTest::addColumn<QStringList>("args");
        const QString rec = QStringLiteral("--recursive");
        auto row = [](const char *name, const QStringList &args) {
            QTest::newRow(name) << args;
        };
        row("pod", {QStringLiteral("pods")});
        row("pod spec (object ref)", {QStringLiteral("pods.spec")});
        row("containers (list of refs)", {QStringLiteral("po.spec.containers")});
        row("enum field", {QStringLiteral("pods.spec.containers.ports.protocol")});
        row("int or string", {QStringLiteral("deployments.spec.strategy.rollingUpdate.maxSurge")});
        row("map of quantities", {QStringLiteral("pods.spec.overhead")});
        row("map of strings", {QStringLiteral("configmaps.data")});
        row("service spec", {QStringLiteral("svc.spec")});
        row("node conditions", {QStringLiteral("nodes.status.conditions")});
        row("job volumes", {QStringLiteral("jobs.spec.template.spec.volumes")});
        row("rbac rules", {QStringLiteral("roles.rules")});
        row("kind name", {QStringLiteral("Deployment")});
        row("crd schema (self-referencing)", {QStringLiteral("crd.spec.versions.schema.openAPIV3Schema")});
        row("crd schema recursive", {QStringLiteral("customresourcedefinitions.spec.versions.schema"), rec});
        row("pods recursive", {QStringLiteral("pods"), rec});
        row("deployment spec recursive", {QStringLiteral("deploy.spec"), rec});
        row("own crd", {kShort});
        row("own crd spec", {kShort + QStringLiteral(".spec")});
        row("own crd enum", {kShort + QStringLiteral(".spec.size")});
        row("own crd list map", {kShort + QStringLiteral(".spec.parts")});
        row("own crd nested", {kShort + QStringLiteral(".spec.parts.count")});
        row("own crd recursive", {kShort, rec});
        row("missing field", {QStringLiteral("pods.spec.nosuch")});
        row("with api version",
            {QStringLiteral("hpa.spec"), QStringLiteral("--api-version"), QStringLiteral("autoscaling/v2")});
    }
    void sameAsKubectl() {
        QFETCH(QStringList, args);
        const QStringList full = QStringList{QStringLiteral("explain")} + args;
        const testcluster::ProcessRun k = testcluster::kubectl(full);
        const MadoRun m =
            runMado(QStringList{QStringLiteral("--kubeconfig"), testcluster::kubeconfig()} + full);
        QCOMPARE(m.exitCode, k.exitCode);
        QCOMPARE(m.out, k.out);
        if (k.exitCode != 0)
            QVERIFY2(m.err.contains(QLatin1String("does not exist")), qPrintable(m.err));
    }

    void unknownResourceIsAnError() {
        const MadoRun m = runMado({QStringLiteral("--kubeconfig"), testcluster::kubeconfig(),
                                   QStringLiteral("explain"), QStringLiteral("nosuchthings.spec")});
        QCOMPARE(m.exitCode, 1);
        QVERIFY(m.out.isEmpty());
        QVERIFY(!m.err.isEmpty());
    }

    void usageErrors() {
        QCOMPARE(runMado({QStringLiteral("explain")}).exitCode, 2);
        QCOMPARE(runMado({QStringLiteral("explain"), QStringLiteral("pods..spec")}).exitCode, 2);
        QCOMPARE(runMado({QStringLiteral("explain"), QStringLiteral("pods"), QStringLiteral("-o"),
                          QStringLiteral("yaml")})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
