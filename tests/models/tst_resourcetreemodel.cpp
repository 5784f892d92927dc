// Unit: the resource tree built from a catalog, and updated in place when the
// catalog changes (QAbstractItemModelTester watches every change).
#include "models/resourcetreemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace models;

namespace {

kube::ApiResource resource(const QString &group, const QString &version, const QString &name,
                           const QString &kind, bool namespaced = true) {
    kube::ApiResource r;
    r.group = group;
    r.version = version;
    r.name = name;
    r.kind = kind;
    r.namespaced = namespaced;
    r.verbs = {QStringLiteral("get"), QStringLiteral("list")};
    return r;
}

kube::Catalog catalog(bool withWidgets) {
    kube::Catalog c;
    c.groups = {{QString(), {QStringLiteral("v1")}, {}},
                {QStringLiteral("apps"), {QStringLiteral("v1")}, {}}};
    c.resources = {resource(QString(), QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod")),
                   resource(QString(), QStringLiteral("v1"), QStringLiteral("namespaces"),
                            QStringLiteral("Namespace"), false),
                   resource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"),
                            QStringLiteral("Deployment"))};
    if (withWidgets) {
        c.groups.append(
            {QStringLiteral("example.mado.test"), {QStringLiteral("v2"), QStringLiteral("v1")}, {}});
        c.resources.append(resource(QStringLiteral("example.mado.test"), QStringLiteral("v2"),
                                    QStringLiteral("widgets"), QStringLiteral("Widget")));
        c.resources.append(resource(QStringLiteral("example.mado.test"), QStringLiteral("v1"),
                                    QStringLiteral("widgets"), QStringLiteral("Widget")));
    }
    c.markPreferred();
    return c;
}

} // namespace

class TestResourceTreeModel final : public QObject {
    Q_OBJECT

private slots:
    void treeFollowsTheCatalog() {
        ResourceTreeModel tree;
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tree.setCatalog(catalog(false));
        QCOMPARE(tree.rowCount(), 2);
        QCOMPARE(tree.columnCount(), int(ResourceTreeDefs::ColumnCount));
        const QPersistentModelIndex core = tree.index(0, 0);
        QCOMPARE(core.data(ResourceTreeDefs::GroupRole).toString(), QString());
        QCOMPARE(tree.rowCount(tree.index(0, 0, core)), 2);

        tree.setCatalog(catalog(true));
        QCOMPARE(tree.rowCount(), 3);
        QVERIFY(core.isValid()); // updated in place
        const QModelIndex widgets = tree.findResource(QStringLiteral("example.mado.test"),
                                                      QStringLiteral("v1"), QStringLiteral("widgets"));
        QVERIFY(widgets.isValid());
        QCOMPARE(widgets.data(ResourceTreeDefs::PreferredRole).toBool(), false);
        const auto entry = widgets.data(ResourceTreeDefs::ApiResourceRole).value<kube::ApiResource>();
        QCOMPARE(entry.kind, QStringLiteral("Widget"));
        QCOMPARE(entry.path(QStringLiteral("web")),
                 QStringLiteral("/apis/example.mado.test/v1/namespaces/web/widgets"));
        QVERIFY(!tree.index(0, 0).data(ResourceTreeDefs::ApiResourceRole).isValid()); // a group node

        tree.setCatalog(catalog(false));
        QCOMPARE(tree.rowCount(), 2);
        QVERIFY(core.isValid());
        QVERIFY(!tree.findResource(QStringLiteral("example.mado.test"), QStringLiteral("v1"),
                                   QStringLiteral("widgets"))
                     .isValid());
    }
};

QTEST_GUILESS_MAIN(TestResourceTreeModel)
#include "tst_resourcetreemodel.moc"
