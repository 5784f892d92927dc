// Integration: the live catalog and the resource tree; a CRD (in the test's own
// group) created during the test appears in the tree within 2 seconds, and
// disappears when deleted.
#include "codecs/json.h"
#include "kube/client.h"
#include "models/apicatalog.h"
#include "models/resourcetreemodel.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace models;
using mado::test::await;

namespace {
// Owned by this process: the CRD group and the short name.
const QString kGroup = testcluster::ownGroup(QStringLiteral("tree"));

QByteArray crdJson() {
    return QStringLiteral(R"({
  "apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
  "metadata": {"name": "gadgets.%1"},
  "spec": {"group": "%1", "scope": "Namespaced",
    "names": {"plural": "gadgets", "singular": "gadget", "kind": "Gadget", "shortNames": ["%2"], "categories": ["mado"]},
    "versions": [
      {"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}},
      {"name": "v1beta1", "served": true, "storage": false, "schema": {"openAPIV3Schema": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}}]}})")
        .arg(kGroup, testcluster::ownName(QStringLiteral("gdg")))
        .toUtf8();
}
} // namespace

class TestApiCatalog final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
    }

    void treeFollowsCrds() {
        ApiCatalog catalog;
        ResourceTreeModel tree;
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        connect(&catalog, &ApiCatalog::catalogChanged, &tree, [&] { tree.setCatalog(catalog.catalog()); });
        catalog.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(tree.rowCount() > 10, 10000);

        // Core first, then groups alphabetically; the preferred version first.
        QCOMPARE(tree.index(0, 0).data(ResourceTreeDefs::GroupRole).toString(), QString());
        QStringList groups;
        for (int r = 1; r < tree.rowCount(); ++r)
            groups.append(tree.index(r, 0).data().toString());
        QStringList sorted = groups;
        sorted.sort();
        QCOMPARE(groups, sorted);
        const QModelIndex autoscaling = tree.index(int(groups.indexOf(QStringLiteral("autoscaling"))) + 1, 0);
        QCOMPARE(tree.index(0, 0, autoscaling).data().toString(), QStringLiteral("v2"));
        QCOMPARE(tree.index(0, 0, autoscaling).data(ResourceTreeDefs::PreferredRole).toBool(), true);
        QCOMPARE(tree.index(1, 0, autoscaling).data(ResourceTreeDefs::PreferredRole).toBool(), false);
        const QModelIndex deploy =
            tree.findResource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"));
        QVERIFY(deploy.isValid());
        QCOMPARE(deploy.data(ResourceTreeDefs::KindRole).toString(), QStringLiteral("Deployment"));
        QCOMPARE(deploy.data(ResourceTreeDefs::NamespacedRole).toBool(), true);
        QVERIFY(
            deploy.data(ResourceTreeDefs::ShortNamesRole).toStringList().contains(QStringLiteral("deploy")));
        QVERIFY(deploy.data(ResourceTreeDefs::CategoriesRole).toStringList().contains(QStringLiteral("all")));
        QVERIFY(deploy.data(ResourceTreeDefs::VerbsRole).toStringList().contains(QStringLiteral("watch")));

        // Keep a persistent index to prove the update happens in place.
        const QPersistentModelIndex core = tree.index(0, 0);

        kube::Request create;
        create.verb = "POST";
        create.path = QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions");
        create.contentType = "application/json";
        create.body = crdJson();
        const kube::CallResult r = await(m_client->send(create));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QElapsedTimer t;
        t.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            tree.findResource(kGroup, QStringLiteral("v1"), QStringLiteral("gadgets")).isValid(), 2000);
        qInfo("CRD visible in the tree %lld ms after its creation returned", t.elapsed());
        QVERIFY(tree.findResource(kGroup, QStringLiteral("v1beta1"), QStringLiteral("gadgets")).isValid());
        QVERIFY(core.isValid());
        QCOMPARE(QModelIndex(core).data(ResourceTreeDefs::GroupRole).toString(), QString());

        kube::Request del;
        del.verb = "DELETE";
        del.path = create.path + QLatin1String("/gadgets.") + kGroup;
        QVERIFY(await(m_client->send(del)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(
            !tree.findResource(kGroup, QStringLiteral("v1"), QStringLiteral("gadgets")).isValid(), 10000);
        QVERIFY(core.isValid());
    }

    void cleanupTestCase() {
        // treeFollowsCrds deletes the CRD itself, unless it failed half-way.
        if (!m_client)
            return;
        kube::Request del;
        del.verb = "DELETE";
        del.path =
            QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/gadgets.") + kGroup;
        const kube::CallResult r = await(m_client->send(del));
        QVERIFY(r.ok() || r.error().httpStatus == 404);
    }
};

QTEST_GUILESS_MAIN(TestApiCatalog)
#include "tst_apicatalog.moc"
