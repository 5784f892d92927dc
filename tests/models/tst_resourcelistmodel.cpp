// Integration: a collection in the server's Table format, page by page.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "models/resourcelistmodel.h"
#include "models/tablefetch.h"
#include "testcluster.h"
#include "tests/common/await.h"

#include <QAbstractItemModelTester>
#include <QCborMap>
#include <QSignalSpy>

#include <QTest>
#include <optional>

using namespace models;
using mado::test::await;

class TestResourceListModel final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_admin;
    std::unique_ptr<kube::Client> m_viewer;
    kube::Catalog m_catalog;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("list"));

    kube::CallResult post(const QString &path, const QCborMap &doc) {
        kube::Request r;
        r.verb = "POST";
        r.path = path;
        r.contentType = "application/json";
        r.body = codecs::toJson(doc, codecs::JsonStyle::Compact);
        return await(m_admin->send(r));
    }

private slots:
    void initTestCase() {
        auto cfg = kube::Kubeconfig::load({qEnvironmentVariable("MADO_TEST_KUBECONFIG")}, true);
        QVERIFY(cfg.ok());
        m_admin = std::move(kube::Client::create(*cfg->resolve(QStringLiteral("sandbox")))).value();
        m_viewer = std::move(kube::Client::create(*cfg->resolve(QStringLiteral("sandbox-viewer")))).value();
        kube::HandlePtr<kube::Discovery> d(kube::Discovery::start(m_admin.get()));
        const auto catalog = await(d.get(), 30000, "discovery");
        QVERIFY(catalog.ok());
        m_catalog = *catalog;
        QVERIFY(post(QStringLiteral("/api/v1/namespaces"),
                     codecs::parseJson(testcluster::namespaceJson(m_ns))->toMap())
                    .ok());
        for (int i = 0; i < 7; ++i) {
            const QCborMap cm{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                              {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                              {QStringLiteral("metadata"),
                               QCborMap{{QStringLiteral("name"), QStringLiteral("cm-%1").arg(i)}}},
                              {QStringLiteral("data"), QCborMap{{QStringLiteral("k"), QString::number(i)}}}};
            QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns), cm).ok());
        }
        // The controller manager adds kube-root-ca.crt to every new namespace: wait for it.
        QTRY_VERIFY_WITH_TIMEOUT(
            await(m_admin->get(QStringLiteral("/api/v1/namespaces/%1/configmaps/kube-root-ca.crt").arg(m_ns)))
                .ok(),
            20000);
    }

    void pagesArriveAsRows() {
        ResourceListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setPageSize(3);
        model.setSource(m_admin.get(), *m_catalog.resolve(QStringLiteral("cm")), m_ns);
        QVERIFY(model.isLoading());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 30000);
        QVERIFY2(model.errorMessage().isEmpty(), qPrintable(model.errorMessage()));
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(inserted.size(), 3); // 3 + 3 + 2: one batch per page
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Data"));
        QStringList names;
        for (int r = 0; r < model.rowCount(); ++r) {
            names.append(model.index(r, 0).data().toString());
            QCOMPARE(model.index(r, 1).data(ResourceListDefs::NameRole).toString(), names.last());
            QCOMPARE(model.index(r, 0).data(ResourceListDefs::NamespaceRole).toString(), m_ns);
        }
        QVERIFY(names.contains(QStringLiteral("cm-6")));
        QVERIFY(names.contains(QStringLiteral("kube-root-ca.crt")));
        // The Data column is a number from the server, kept raw for sorting.
        const int row = int(names.indexOf(QStringLiteral("cm-3")));
        QCOMPARE(model.index(row, 1).data(ResourceListDefs::RawRole).typeId(), QMetaType::LongLong);
        QCOMPARE(model.index(row, 1).data(ResourceListDefs::RawRole).toLongLong(), 1);

        // Reload gives the same rows again.
        model.reload();
        QCOMPARE(model.rowCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 30000);
        QCOMPARE(model.rowCount(), 8);
    }

    void clusterScopedIgnoresTheNamespace() {
        ResourceListModel model;
        model.setSource(m_admin.get(), *m_catalog.resolve(QStringLiteral("ns")), m_ns);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 30000);
        QVERIFY(model.rowCount() >= 5);
        QCOMPARE(model.namespace_(), QString());
    }

    void forbiddenShowsTheServerStatus() {
        ResourceListModel model;
        std::optional<models::TableResult> result;
        int finishedCount = 0;
        connect(&model, &ResourceListModel::finished, this, [&](const models::TableResult &r) {
            result = r;
            ++finishedCount;
        });
        model.setSource(m_viewer.get(), *m_catalog.resolve(QStringLiteral("secrets")), m_ns);
        QTRY_COMPARE_WITH_TIMEOUT(finishedCount, 1, 30000);
        QVERIFY(result && !result->ok());
        QCOMPARE(result->error().httpStatus, 403);
        QVERIFY(!model.isLoading());
        QVERIFY2(model.errorMessage().contains(QStringLiteral("cannot list resource \"secrets\"")),
                 qPrintable(model.errorMessage()));
        QCOMPARE(model.rowCount(), 0);
    }

    void notATableIsAPlainListOrAnError() {
        // A server without Table support answers with its plain list: read as one.
        const auto page = TableFetch::decodePage(R"({"kind":"ConfigMapList","items":[]})");
        QVERIFY(page.ok() && page->plainList);
        const auto status = TableFetch::decodePage(R"({"kind":"Status","status":"Failure"})");
        QVERIFY(!status.ok() && !status.error().message.isEmpty());
        QVERIFY(!TableFetch::decodePage("{truncated").error().message.isEmpty());
    }

    void cleanupTestCase() {
        kube::Request del;
        del.verb = "DELETE";
        del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
        QVERIFY(await(m_admin->send(del)).ok());
    }
};

QTEST_GUILESS_MAIN(TestResourceListModel)
#include "tst_resourcelistmodel.moc"
