#include "models/contextmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace models;

class TestContextModel final : public QObject {
    Q_OBJECT

private slots:
    void rowsFollowTheKubeconfig() {
        ContextModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        auto cfg = kube::Kubeconfig::parse(R"(current-context: b
clusters:
- name: c
  cluster: {server: "https://127.0.0.1:6443"}
contexts:
- name: b
  context: {cluster: c, user: u, namespace: web}
- name: a
  context: {cluster: c}
)",
                                           QStringLiteral("/k/config"));
        QVERIFY(cfg.ok());
        model.setKubeconfig(*cfg);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(ContextModelDefs::ColumnCount));
        QCOMPARE(model.rowOf(QStringLiteral("b")), 1);
        QCOMPARE(model.rowOf(QStringLiteral("zzz")), -1);
        const QModelIndex b = model.index(1, ContextModelDefs::NameColumn);
        QCOMPARE(b.data().toString(), QStringLiteral("b"));
        QCOMPARE(b.data(ContextModelDefs::IsCurrentRole).toBool(), true);
        QCOMPARE(model.index(0, 0).data(ContextModelDefs::IsCurrentRole).toBool(), false);
        QCOMPARE(model.index(1, ContextModelDefs::NamespaceColumn).data().toString(), QStringLiteral("web"));
        QCOMPARE(model.index(1, ContextModelDefs::ServerColumn).data().toString(),
                 QStringLiteral("https://127.0.0.1:6443"));
        QCOMPARE(b.data(ContextModelDefs::OriginRole).toString(), QStringLiteral("/k/config"));
        QCOMPARE(model.headerData(ContextModelDefs::UserColumn, Qt::Horizontal).toString(),
                 QStringLiteral("User"));
    }
};

QTEST_GUILESS_MAIN(TestContextModel)
#include "tst_contextmodel.moc"
