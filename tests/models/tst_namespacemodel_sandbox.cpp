// Integration: the namespace list follows the cluster (a watch), checked by
// QAbstractItemModelTester. The test owns the namespace it creates.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "models/namespacemodel.h"
#include "tests/common/sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QCborMap>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

class TestNamespaceModel final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    const QString m_ns =
        QStringLiteral("mado-t-nsmodel-") + QString::number(QCoreApplication::applicationPid());

    kube::CallResult await(kube::Call *call) {
        QSignalSpy spy(call, &kube::Call::finished);
        if (!call->isFinished() && !spy.wait(30000))
            qFatal("request did not finish within 30 s");
        return call->result();
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
    }

    void listFollowsTheCluster() {
        models::NamespaceModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &models::NamespaceModel::loaded);
        model.setClient(m_client.get());
        QVERIFY(loaded.size() > 0 || loaded.wait(30000));
        QVERIFY(!model.forbidden());
        QVERIFY(model.stringList().contains(QStringLiteral("default")));
        QVERIFY(model.stringList().contains(QStringLiteral("kube-system")));
        QStringList sorted = model.stringList();
        sorted.sort();
        QCOMPARE(model.stringList(), sorted);

        kube::Request create;
        create.verb = "POST";
        create.path = QStringLiteral("/api/v1/namespaces");
        create.contentType = "application/json";
        create.body =
            codecs::toJson(QCborMap{{QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), m_ns}}}},
                           codecs::JsonStyle::Compact);
        const auto r = await(m_client->send(create));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QTRY_VERIFY_WITH_TIMEOUT(model.stringList().contains(m_ns), 30000);

        model.setClient(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void cleanupTestCase() {
        kube::Request del;
        del.verb = "DELETE";
        del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
        (void)await(m_client->send(del));
    }
};

QTEST_GUILESS_MAIN(TestNamespaceModel)
#include "tst_namespacemodel_sandbox.moc"
