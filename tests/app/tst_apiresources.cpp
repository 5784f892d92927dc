// Peer check: `mado api-resources` lists exactly what `kubectl api-resources`
// lists for the sandbox, a CRD created during the test included.
#include "mado_process.h"

#include <QSet>
#include <QStandardPaths>

namespace {

QString kubeconfig() {
    return qEnvironmentVariable("MADO_TEST_KUBECONFIG");
}

MadoRun runKubectl(const QStringList &args, const QByteArray &input = {}) {
    QProcess p;
    p.start(QStringLiteral("kubectl"), QStringList{QStringLiteral("--kubeconfig"), kubeconfig()} + args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(60000))
        qFatal("kubectl did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

/// (name, apiversion, namespaced, kind) of every row of the default table output.
QSet<QString> rows(const QString &table) {
    QSet<QString> out;
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines.mid(1)) {
        QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (f.size() == 4)
            f.insert(1, QString()); // no short names
        if (f.size() != 5)
            qFatal("unexpected row: %s", qPrintable(line));
        out.insert(QStringList{f[0], f[2], f[3], f[4]}.join(QLatin1Char(' ')));
    }
    return out;
}

const QByteArray kCrd = R"(apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: sprockets.peer.mado.test
spec:
  group: peer.mado.test
  scope: Cluster
  names: {plural: sprockets, singular: sprocket, kind: Sprocket, shortNames: [spr]}
  versions:
  - name: v1alpha1
    served: true
    storage: true
    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
)";

} // namespace

class TestApiResources final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        const MadoRun r =
            runKubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, kCrd);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(runKubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                            QStringLiteral("--timeout=30s"), QStringLiteral("crd/sprockets.peer.mado.test")})
                    .exitCode == 0);
        // Discovery publishes the new group a moment after the CRD is established.
        QTRY_VERIFY_WITH_TIMEOUT(
            runKubectl({QStringLiteral("api-resources"), QStringLiteral("--api-group=peer.mado.test")})
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
        const MadoRun k = runKubectl(QStringList{QStringLiteral("api-resources")} + extra);
        QCOMPARE(k.exitCode, 0);
        const MadoRun m = runMado(
            QStringList{QStringLiteral("api-resources"), QStringLiteral("--kubeconfig"), kubeconfig()} +
            extra);
        QVERIFY2(m.exitCode == 0, qPrintable(m.err));
        const QSet<QString> mado = rows(m.out), kubectl = rows(k.out);
        QCOMPARE(mado - kubectl, QSet<QString>());
        QCOMPARE(kubectl - mado, QSet<QString>());
        QVERIFY(mado.size() > (extra.isEmpty() ? 50 : 2));
        if (extra.size() != 1 || extra.first() != QLatin1String("--api-group=apps"))
            QVERIFY(mado.contains(QStringLiteral("sprockets peer.mado.test/v1alpha1 false Sprocket")));
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
        runKubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                    QStringLiteral("sprockets.peer.mado.test"), QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TestApiResources)
#include "tst_apiresources.moc"
