// Unit: the kubeconfig's contexts as a table model, data-driven: one named row
// per cell or role checked, on one kubeconfig.
#include "models/contextmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace models;

namespace {

const char kKubeconfig[] = "current-context: b\n"
                           "clusters:\n"
                           "- name: c\n"
                           "  cluster: {server: \"https://127.0.0.1:6443\"}\n"
                           "contexts:\n"
                           "- name: b\n"
                           "  context: {cluster: c, user: u, namespace: web}\n"
                           "- name: a\n"
                           "  context: {cluster: c}\n";

} // namespace

class TestContextModel final : public QObject {
    Q_OBJECT

    ContextModel m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;

private slots:
    void initTestCase() {
        m_tester = std::make_unique<QAbstractItemModelTester>(
            &m_model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m_model.rowCount(), 0);
        auto cfg = kube::Kubeconfig::parse(kKubeconfig, QStringLiteral("/k/config"));
        QVERIFY(cfg.ok());
        m_model.setKubeconfig(*cfg);
    }

    void shape() {
        QCOMPARE(m_model.rowCount(), 2);
        QCOMPARE(m_model.columnCount(), int(ContextModelDefs::ColumnCount));
    }

    void rowOf_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("row");
        QTest::newRow("sorted first") << QStringLiteral("a") << 0;
        QTest::newRow("current context") << QStringLiteral("b") << 1;
        QTest::newRow("unknown") << QStringLiteral("zzz") << -1;
    }

    void rowOf() {
        QFETCH(QString, name);
        QFETCH(int, row);
        QCOMPARE(m_model.rowOf(name), row);
    }

    void cell_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("role");
        QTest::addColumn<QVariant>("expected");
        QTest::newRow("name") << 1 << int(ContextModelDefs::NameColumn) << int(Qt::DisplayRole)
                              << QVariant(QStringLiteral("b"));
        QTest::newRow("current") << 1 << int(ContextModelDefs::NameColumn)
                                 << int(ContextModelDefs::IsCurrentRole) << QVariant(true);
        QTest::newRow("not current") << 0 << 0 << int(ContextModelDefs::IsCurrentRole) << QVariant(false);
        QTest::newRow("namespace") << 1 << int(ContextModelDefs::NamespaceColumn) << int(Qt::DisplayRole)
                                   << QVariant(QStringLiteral("web"));
        QTest::newRow("server") << 1 << int(ContextModelDefs::ServerColumn) << int(Qt::DisplayRole)
                                << QVariant(QStringLiteral("https://127.0.0.1:6443"));
        QTest::newRow("origin") << 1 << int(ContextModelDefs::NameColumn) << int(ContextModelDefs::OriginRole)
                                << QVariant(QStringLiteral("/k/config"));
    }

    void cell() {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(int, role);
        QFETCH(QVariant, expected);
        QCOMPARE(m_model.index(row, column).data(role), expected);
    }

    void header_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("user") << int(ContextModelDefs::UserColumn) << QStringLiteral("User");
    }

    void header() {
        QFETCH(int, column);
        QFETCH(QString, expected);
        QCOMPARE(m_model.headerData(column, Qt::Horizontal).toString(), expected);
    }
};

QTEST_GUILESS_MAIN(TestContextModel)
#include "tst_contextmodel.moc"
