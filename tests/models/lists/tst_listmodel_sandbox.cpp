// Integration: ResourceListModel against the sandbox: Table pages, the
// metadata-only shape and its automatic choice, several namespaces, selectors
// (Mado's checks agree with the server's), an expired continue token after a
// real etcd compaction, live row updates from the shared list-watch cache (two
// views of one collection: one watch, counted by the server);
// QAbstractItemModelTester throughout.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "models/lists/selector.h"
#include "models/resourcelistmodel.h"
#include "models/tablefetch.h"
#include "models/watch/watchregistry.h"
#include "sandboxclient.h"
#include "testcluster.h"
#include "tests/common/await.h"

#include <QAbstractItemModelTester>
#include <QCborArray>
#include <QCborMap>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace models;
using mado::test::await;

class TestListModelSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    kube::Catalog m_catalog;
    kube::ApiResource m_configmaps;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("lm"));
    const QString m_ns2 = testcluster::ownNamespace(QStringLiteral("lm2"));
    const QString m_ns3 = testcluster::ownNamespace(QStringLiteral("lm3"));
    static constexpr int kMany = 23;

    kube::CallResult post(const QString &path, const QCborMap &doc) {
        kube::Request r;
        r.verb = "POST";
        r.path = path;
        r.contentType = "application/json";
        r.body = codecs::toJson(doc, codecs::JsonStyle::Compact);
        return await(m_client->send(r));
    }

    static QCborMap configMap(const QString &name, const QCborMap &extraMeta = {}) {
        QCborMap meta = extraMeta;
        meta.insert(QStringLiteral("name"), name);
        return QCborMap{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                        {QStringLiteral("metadata"), meta},
                        {QStringLiteral("data"), QCborMap{{QStringLiteral("k"), name}}}};
    }

    /// Loads query into a fresh model wrapped in QAbstractItemModelTester:
    /// live (from registry's shared watches, or the model's own registry) or a snapshot.
    std::unique_ptr<ResourceListModel> load(const ListQuery &query,
                                            std::optional<TableResult> *result = nullptr, bool live = true,
                                            WatchRegistry *registry = nullptr) {
        auto model = std::make_unique<ResourceListModel>();
        new QAbstractItemModelTester(model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     model.get());
        model->setLive(live);
        model->setWatchRegistry(registry);
        QSignalSpy done(model.get(), &ResourceListModel::finished);
        if (result)
            connect(model.get(), &ResourceListModel::finished, this,
                    [result](const TableResult &r) { *result = r; });
        model->setQuery(m_client.get(), query);
        if (!done.wait(30000))
            return nullptr;
        return model;
    }

    /// etcd's own compaction (its HTTP gateway): every revision before now is gone.
    static bool compactEtcd() {
        QFile state(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + QStringLiteral("/state.json"));
        if (!state.open(QIODevice::ReadOnly))
            return false;
        const int port =
            QJsonDocument::fromJson(state.readAll()).object().value(QStringLiteral("etcdPort")).toInt();
        QNetworkAccessManager nam;
        auto postJson = [&](const char *path, const QByteArray &body) {
            QNetworkRequest req(
                QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(QLatin1String(path))));
            req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
            QNetworkReply *reply = nam.post(req, body);
            QSignalSpy done(reply, &QNetworkReply::finished);
            done.wait(10000);
            const QByteArray answer = reply->readAll();
            reply->deleteLater();
            return QJsonDocument::fromJson(answer).object();
        };
        const QString rev = postJson("/v3/kv/range", R"({"key":"Zm9v"})")
                                .value(QStringLiteral("header"))
                                .toObject()
                                .value(QStringLiteral("revision"))
                                .toString();
        if (rev.isEmpty())
            return false;
        const QJsonObject r = postJson(
            "/v3/kv/compaction", QStringLiteral(R"({"revision":"%1","physical":true})").arg(rev).toUtf8());
        return !r.contains(QStringLiteral("code")) ||
               r.value(QStringLiteral("message")).toString().contains(QStringLiteral("compacted"));
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        kube::HandlePtr<kube::Discovery> d(kube::Discovery::start(m_client.get()));
        const auto catalog = await(d.get(), 30000, "discovery");
        QVERIFY(catalog.ok());
        m_catalog = *catalog;
        m_configmaps = *m_catalog.resolve(QStringLiteral("configmaps"));
        for (const QString &ns : {m_ns, m_ns2})
            QVERIFY(post(QStringLiteral("/api/v1/namespaces"),
                         codecs::parseJson(testcluster::namespaceJson(ns))->toMap())
                        .ok());
        for (int i = 0; i < kMany; ++i) {
            QCborMap meta{{QStringLiteral("labels"),
                           QCborMap{{QStringLiteral("parity"),
                                     i % 2 ? QStringLiteral("odd") : QStringLiteral("even")}}}};
            if (i == 0) {
                meta.insert(QStringLiteral("annotations"),
                            QCborMap{{QStringLiteral("a"), QStringLiteral("1")},
                                     {QStringLiteral("b"), QStringLiteral("2")}});
                meta.insert(QStringLiteral("finalizers"), QCborArray{QStringLiteral("mado.test/hold")});
            }
            QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns),
                         configMap(QStringLiteral("cm-%1").arg(i, 2, 10, QLatin1Char('0')), meta))
                        .ok());
        }
        QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns2),
                     configMap(QStringLiteral("other")))
                    .ok());
        // The controller manager adds kube-root-ca.crt to each new namespace: wait for both.
        for (const QString &ns : {m_ns, m_ns2})
            QTRY_VERIFY_WITH_TIMEOUT(
                await(m_client->get(
                          QStringLiteral("/api/v1/namespaces/%1/configmaps/kube-root-ca.crt").arg(ns)))
                    .ok(),
                30000);
    }

    void tablePagesWithProgress() {
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns};
        q.pageSize = 5;
        std::optional<TableResult> result;
        auto model = load(q, &result, /*live=*/false); // a snapshot: every page through TableFetch
        QVERIFY(model);
        QVERIFY(result && result->ok());
        QCOMPARE(model->rowCount(), kMany + 1);
        QCOMPARE(model->openWatches(), 0);
        QCOMPARE((*result)->pages, 5); // 24 rows in pages of 5
        // Each next page asked for while the page naming it decoded (the last names none).
        QVERIFY((*result)->askedAhead >= 1 && (*result)->askedAhead <= 4);
        QCOMPARE(model->pagesLoaded(), 5);
        QCOMPARE(model->expectedCount(), kMany + 1);
        QVERIFY(model->bytesReceived() > 0);
        QVERIFY(!model->listResourceVersion().isEmpty());
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
        QCOMPARE(model->headerData(0, Qt::Horizontal, ResourceListDefs::TypeRole).toString(),
                 QStringLiteral("string"));
        QCOMPARE(model->shape(), ListShape::Table);
        const int row = model->rowOf(m_ns, QStringLiteral("cm-07"));
        QVERIFY(row >= 0);
        QCOMPARE(model->index(row, 1).data(ResourceListDefs::RawRole).toLongLong(), 1); // DATA, a number
        QVERIFY(model->index(row, 2).data(ResourceListDefs::CreatedRole).isValid());
    }

    void rowsArriveWhilePaging() {
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns};
        q.pageSize = 5;
        ResourceListModel model;
        QList<int> counts;
        connect(&model, &ResourceListModel::progress, this, [&] {
            if (model.isLoading())
                counts.append(model.rowCount());
        });
        QSignalSpy done(&model, &ResourceListModel::finished);
        model.setQuery(m_client.get(), q);
        QVERIFY(done.wait(30000));
        QVERIFY2(counts.size() >= 4, qPrintable(QString::number(counts.size())));
        QCOMPARE(counts.first(), 5);
        // remainingItemCount while paging: "5 of ~24".
        QVERIFY(counts.contains(10));
    }

    void metadataShape() {
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns};
        q.shape = ListShape::Metadata;
        auto model = load(q);
        QVERIFY(model);
        QCOMPARE(model->shape(), ListShape::Metadata);
        QCOMPARE(model->columnCount(), int(MetadataColumns::Count));
        QCOMPARE(model->rowCount(), kMany + 1);
        const int row = model->rowOf(m_ns, QStringLiteral("cm-00"));
        QVERIFY(row >= 0);
        using namespace MetadataColumns;
        QCOMPARE(model->index(row, Labels).data(ResourceListDefs::RawRole).toString(),
                 QStringLiteral("parity=even"));
        QCOMPARE(model->index(row, Annotations).data(ResourceListDefs::RawRole).toLongLong(), 2);
        QCOMPARE(model->index(row, Finalizers).data(ResourceListDefs::RawRole).toString(),
                 QStringLiteral("mado.test/hold"));
        QCOMPARE(model->index(row, Namespace).data(ResourceListDefs::RawRole).toString(), m_ns);
    }

    void automaticMetadataAboveTheThreshold() {
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns};
        q.pageSize = 500;
        q.metadataThreshold = 10;
        auto model = load(q);
        QVERIFY(model);
        QCOMPARE(model->shape(), ListShape::Metadata);
        QVERIFY(!model->notice().isEmpty());
        QCOMPARE(model->rowCount(), kMany + 1);
        q.metadataThreshold = 1000;
        auto small = load(q);
        QCOMPARE(small->shape(), ListShape::Table);
        QCOMPARE(small->rowCount(), kMany + 1);
    }

    void severalNamespacesAndSelectors() {
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns, m_ns2};
        q.pageSize = 10;
        auto model = load(q);
        QVERIFY(model);
        QCOMPARE(model->rowCount(), kMany + 1 + 2);
        QVERIFY(model->rowOf(m_ns2, QStringLiteral("other")) >= 0);
        q.labelSelector = QStringLiteral("parity in (odd)");
        q.fieldSelector = QStringLiteral("metadata.name!=cm-01");
        auto odd = load(q);
        QCOMPARE(odd->rowCount(), kMany / 2 - 1);
        QCOMPARE(odd->rowOf(m_ns, QStringLiteral("cm-01")), -1);
        QVERIFY(odd->rowOf(m_ns, QStringLiteral("cm-03")) >= 0);
    }

    void selectorChecksAgreeWithTheServer_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("field");
        for (const char *s :
             {"app=web", "app==web", "tier!=db", "app", "!legacy", "env in (a,b)", "env notin (x)",
              "app.kubernetes.io/name=shop", "app=", "a,b,c", "app=web,", "env in (a", "ap$p=web", "-app=web",
              "Example.COM/app=web", "app=a/b", "!app=web", "x ~ y"})
            QTest::newRow(s) << QString::fromUtf8(s) << QString();
        for (const char *s : {"metadata.name=a", "metadata.name==a", "metadata.name!=a", "metadata.name",
                              "metadata.name=a=b", "metadata.name=a\\b", "metadata.name=a\\,b"})
            QTest::newRow(s) << QString() << QString::fromUtf8(s);
    }

    void selectorChecksAgreeWithTheServer() {
        QFETCH(QString, label);
        QFETCH(QString, field);
        const bool mado =
            label.isEmpty() ? !selector::checkFieldSelector(field) : !selector::checkLabelSelector(label);
        QUrlQuery query;
        if (!label.isEmpty())
            query.addQueryItem(QStringLiteral("labelSelector"),
                               QString::fromUtf8(QUrl::toPercentEncoding(label)));
        if (!field.isEmpty())
            query.addQueryItem(QStringLiteral("fieldSelector"),
                               QString::fromUtf8(QUrl::toPercentEncoding(field)));
        query.addQueryItem(QStringLiteral("limit"), QStringLiteral("1"));
        const kube::CallResult r =
            await(m_client->get(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns), query));
        const bool server = r.ok();
        if (!server)
            QCOMPARE(r.error().httpStatus, 400);
        QCOMPARE(mado, server);
    }

    void expiredContinueTokenStartsAgain() {
        // A continue token names the snapshot (resourceVersion) the list pages
        // through. After a real etcd compaction past it the server answers 410
        // Expired; the model starts a fresh list and says so. PodTemplates: the
        // sandbox serves them without the watch cache (--watch-cache-sizes), so
        // the list reads etcd, whose compaction the token cannot survive (a
        // cached resource may answer an old token from the cache instead).
        const kube::ApiResource podtemplates = *m_catalog.resolve(QStringLiteral("podtemplates"));
        constexpr int kTemplates = 12;
        for (int i = 0; i < kTemplates; ++i) {
            const QCborMap tpl{
                {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                {QStringLiteral("kind"), QStringLiteral("PodTemplate")},
                {QStringLiteral("metadata"),
                 QCborMap{{QStringLiteral("name"), QStringLiteral("pt-%1").arg(i, 2, 10, QLatin1Char('0'))}}},
                {QStringLiteral("template"),
                 QCborMap{{QStringLiteral("spec"),
                           QCborMap{{QStringLiteral("containers"),
                                     QCborArray{QCborMap{
                                         {QStringLiteral("name"), QStringLiteral("c")},
                                         {QStringLiteral("image"), QStringLiteral("busybox")}}}}}}}}};
            QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/podtemplates").arg(m_ns), tpl).ok());
        }
        QVERIFY(compactEtcd());
        const QByteArray token =
            QByteArray(R"({"v":"meta.k8s.io/v1","rv":2,"start":"pt-05\u0000"})").toBase64();
        ListQuery q;
        q.resource = podtemplates;
        q.namespaces = {m_ns};
        q.pageSize = 5;
        q.continueToken = QString::fromLatin1(token);
        ResourceListModel model;
        new QAbstractItemModelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest, &model);
        QSignalSpy done(&model, &ResourceListModel::finished);
        std::optional<TableResult> finished;
        connect(&model, &ResourceListModel::finished, this, [&](const TableResult &r) { finished = r; });
        model.setQuery(m_client.get(), q);
        QVERIFY(done.wait(30000));
        QVERIFY(finished);
        const TableResult result = *finished;
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().userMessage()));
        QCOMPARE(result->restarts, 1);
        QVERIFY2(model.notice().contains(QStringLiteral("410")), qPrintable(model.notice()));
        QCOMPARE(model.rowCount(), kTemplates); // every row once, from the fresh list
        QCOMPARE(result->pages, 3);
    }

    void liveEvents() {
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns};
        auto model = load(q);
        QVERIFY(model);
        const int before = model->rowCount();
        codecs::TableRow added;
        added.name = QStringLiteral("new");
        added.ns = m_ns;
        added.cells = {QStringLiteral("new"), qint64(1), QStringLiteral("1s")};
        model->applyEvent("ADDED", added);
        QCOMPARE(model->rowCount(), before + 1);
        added.cells[1] = qint64(5);
        model->applyEvent("MODIFIED", added);
        QCOMPARE(model->rowCount(), before + 1);
        QCOMPARE(model->index(model->rowOf(m_ns, QStringLiteral("new")), 1)
                     .data(ResourceListDefs::RawRole)
                     .toLongLong(),
                 5);
        codecs::TableRow gone;
        gone.name = QStringLiteral("cm-05");
        gone.ns = m_ns;
        model->applyEvent("DELETED", gone);
        QCOMPARE(model->rowCount(), before);
        QCOMPARE(model->rowOf(m_ns, QStringLiteral("cm-05")), -1);
        QVERIFY(model->rowOf(m_ns, QStringLiteral("cm-06")) >= 0);
    }

    void rowsStayLive_data() {
        QTest::addColumn<int>("shape");
        QTest::newRow("table") << int(ListShape::Table);
        QTest::newRow("metadata only") << int(ListShape::Metadata);
    }

    void rowsStayLive() {
        // A first page through TableFetch, then the shared list-then-watch with
        // Table (or metadata) rows: the server's changes reach the rows.
        QFETCH(int, shape);
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns2};
        q.shape = ListShape(shape);
        auto model = load(q);
        QVERIFY(model);
        QVERIFY(model->sharedWatch());
        QTRY_COMPARE_WITH_TIMEOUT(model->openWatches(), 1, 10000);
        const int before = model->rowCount();
        const QString name = QStringLiteral("live-%1").arg(shape);
        QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns2), configMap(name)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(model->rowOf(m_ns2, name) >= 0, 15000);
        QCOMPARE(model->rowCount(), before + 1);
        QCOMPARE(model->index(model->rowOf(m_ns2, name), 0).data(ResourceListDefs::RawRole).toString(), name);
        kube::Request patch;
        patch.verb = "PATCH";
        patch.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/%2").arg(m_ns2, name);
        patch.contentType = "application/merge-patch+json";
        patch.body = R"({"data":{"a":"1","b":"2"},"metadata":{"labels":{"x":"y"}}})";
        QVERIFY(await(m_client->send(patch)).ok());
        // DATA counts keys (Table); LABELS shows them (metadata only).
        const int column = shape == int(ListShape::Table) ? 1 : int(MetadataColumns::Labels);
        const QVariant expected =
            shape == int(ListShape::Table) ? QVariant(qint64(3)) : QVariant(QStringLiteral("x=y"));
        QTRY_COMPARE_WITH_TIMEOUT(
            model->index(model->rowOf(m_ns2, name), column).data(ResourceListDefs::RawRole), expected, 15000);
        kube::Request del;
        del.verb = "DELETE";
        del.path = patch.path;
        QVERIFY(await(m_client->send(del)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(model->rowOf(m_ns2, name), -1, 15000);
        QCOMPARE(model->rowCount(), before);
        QVERIFY(model->eventsApplied() >= 3);
    }

    /// The server's own count of open WATCH requests on a namespaced resource
    /// (apiserver_longrunning_requests), or -1 when /metrics cannot be read.
    qint64 serverWatches(const QString &resource) {
        const auto r = await(m_client->get(QStringLiteral("/metrics")));
        if (!r)
            return -1;
        qint64 total = 0;
        for (const QByteArray &line : r->body.split('\n')) {
            if (!line.startsWith("apiserver_longrunning_requests{"))
                continue;
            const QString l = QString::fromUtf8(line);
            if (l.contains(QStringLiteral("resource=\"%1\"").arg(resource)) &&
                l.contains(QStringLiteral("scope=\"namespace\"")) &&
                l.contains(QStringLiteral("verb=\"WATCH\"")))
                total += qint64(l.section(QLatin1Char(' '), -1).toDouble());
        }
        return total;
    }

    static QCborMap podTemplate(const QString &name, const QString &image) {
        return QCborMap{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("PodTemplate")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), name}}},
            {QStringLiteral("template"),
             QCborMap{{QStringLiteral("spec"),
                       QCborMap{{QStringLiteral("containers"),
                                 QCborArray{QCborMap{{QStringLiteral("name"), QStringLiteral("c")},
                                                     {QStringLiteral("image"), image}}}}}}}}};
    }

    void twoViewsShareOneWatch() {
        // Two tabs on one collection with the window's registry: one
        // list-then-watch, counted by the server (one more WATCH, not two), one
        // list (the second view takes the store's rows), both views live.
        // PodTemplates in a namespace: nothing else in the sandbox watches them there.
        const kube::ApiResource podtemplates = *m_catalog.resolve(QStringLiteral("podtemplates"));
        for (int i = 0; i < 3; ++i)
            QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/podtemplates").arg(m_ns2),
                         podTemplate(QStringLiteral("shared-%1").arg(i), QStringLiteral("busybox")))
                        .ok());
        const qint64 before = serverWatches(QStringLiteral("podtemplates"));
        QVERIFY2(before >= 0, "the apiserver's /metrics cannot be read");
        WatchRegistry registry;
        ListQuery q;
        q.resource = podtemplates;
        q.namespaces = {m_ns2};
        auto first = load(q, nullptr, true, &registry);
        QVERIFY(first);
        QCOMPARE(first->rowCount(), 3);
        QVERIFY(first->sharedWatch());
        int lists = 0;
        connect(first->sharedWatch(), &SharedWatch::status, this,
                [&lists](const kube::WatchStatus &s) { lists += s.kind == kube::WatchStatus::Kind::Listed; });
        QTRY_COMPARE_WITH_TIMEOUT(first->openWatches(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(serverWatches(QStringLiteral("podtemplates")), before + 1, 15000);

        auto second = load(q, nullptr, true, &registry);
        QVERIFY(second);
        QCOMPARE(registry.size(), 1);
        QCOMPARE(second->sharedWatch(), first->sharedWatch());
        QCOMPARE(first->sharedWatch()->subscribers(), 2);
        QCOMPARE(second->rowCount(), 3);
        QCOMPARE(second->columnCount(), first->columnCount());
        QCOMPARE(lists, 0); // no list for the second view
        QTest::qWait(1000);
        QCOMPARE(serverWatches(QStringLiteral("podtemplates")), before + 1);

        // A change reaches both views through the one watch.
        QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/podtemplates").arg(m_ns2),
                     podTemplate(QStringLiteral("shared-new"), QStringLiteral("nginx")))
                    .ok());
        QTRY_VERIFY_WITH_TIMEOUT(first->rowOf(m_ns2, QStringLiteral("shared-new")) >= 0, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(second->rowOf(m_ns2, QStringLiteral("shared-new")) >= 0, 15000);
        kube::Request del;
        del.verb = "DELETE";
        del.path = QStringLiteral("/api/v1/namespaces/%1/podtemplates/shared-0").arg(m_ns2);
        QVERIFY(await(m_client->send(del)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(first->rowOf(m_ns2, QStringLiteral("shared-0")), -1, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(second->rowOf(m_ns2, QStringLiteral("shared-0")), -1, 15000);
        QCOMPARE(first->rowCount(), 3);
        QCOMPARE(second->rowCount(), 3);

        // Another shape is another watch; a snapshot is none.
        ListQuery meta = q;
        meta.shape = ListShape::Metadata;
        auto third = load(meta, nullptr, true, &registry);
        QVERIFY(third);
        QCOMPARE(registry.size(), 2);
        QVERIFY(third->sharedWatch() != first->sharedWatch());
        third.reset();
        auto snapshot = load(q, nullptr, false, &registry);
        QVERIFY(snapshot);
        QCOMPARE(snapshot->rowCount(), 3);
        QCOMPARE(snapshot->openWatches(), 0);
        QCOMPARE(registry.size(), 1);

        // The last view closed ends the watch on the server too.
        first.reset();
        QCOMPARE(registry.size(), 1);
        QCOMPARE(second->openWatches(), 1);
        second.reset();
        QTRY_COMPARE_WITH_TIMEOUT(registry.size(), 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(serverWatches(QStringLiteral("podtemplates")), before, 15000);
    }

    /// Sends every request at once (the client multiplexes them) and waits for all; true when all succeeded.
    bool sendAll(const QList<kube::Request> &requests) {
        QList<kube::Call *> calls;
        for (const kube::Request &r : requests)
            calls.append(m_client->send(r));
        bool ok = true;
        for (kube::Call *c : calls) {
            const auto r = await(c, 60000);
            ok = ok && r.ok();
        }
        return ok;
    }

    /// name -> resourceVersion of a fresh list of the namespace's ConfigMaps.
    QHash<QString, QString> freshConfigMaps(const QString &ns) {
        QHash<QString, QString> out;
        const auto r = await(m_client->get(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(ns)));
        if (!r)
            return out;
        for (const QCborValue &item : codecs::parseJson(r->body)->toMap()[QLatin1String("items")].toArray())
            out.insert(item[QLatin1String("metadata")][QLatin1String("name")].toString(),
                       item[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString());
        return out;
    }

    void relistOfManyEqualsAFreshList() {
        // The compact shared store at a size where it reconciles on the thread
        // pool (threshold lowered from 4,096 to 100 so a moderate collection
        // takes that path): a real relist through the shared watch after
        // changes it missed gives a store and two views equal to a fresh list.
        constexpr int kObjects = 1500, kChanged = 100;
        QVERIFY(post(QStringLiteral("/api/v1/namespaces"),
                     codecs::parseJson(testcluster::namespaceJson(m_ns3))->toMap())
                    .ok());
        QList<kube::Request> creates;
        for (int i = 0; i < kObjects; ++i) {
            kube::Request r;
            r.verb = "POST";
            r.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns3);
            r.contentType = "application/json";
            r.body = codecs::toJson(configMap(QStringLiteral("many-%1").arg(i, 4, 10, QLatin1Char('0'))),
                                    codecs::JsonStyle::Compact);
            creates.append(r);
        }
        QVERIFY(sendAll(creates));
        QTRY_VERIFY_WITH_TIMEOUT(
            await(
                m_client->get(QStringLiteral("/api/v1/namespaces/%1/configmaps/kube-root-ca.crt").arg(m_ns3)))
                .ok(),
            30000);
        WatchRegistry registry;
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns3};
        q.pageSize = 200;
        auto first = load(q, nullptr, true, &registry);
        QVERIFY(first);
        SharedWatch *shared = first->sharedWatch();
        QVERIFY(shared);
        WatchStore *store = shared->store();
        QVERIFY(store->hasSynced());
        QCOMPARE(store->form(), WatchStore::Form::Compact);
        // Compact rows: the cells and the metadata a list shows, no managedFields, no data.
        const QCborValue row = store->object(m_ns3 + QStringLiteral("/many-0000"));
        QVERIFY(row[QLatin1String("cells")].isArray());
        QVERIFY(kube::watchObjectMetadata(row)[QLatin1String("resourceVersion")].isString());
        QVERIFY(kube::watchObjectMetadata(row)[QLatin1String("managedFields")].isUndefined());
        QVERIFY(row[QLatin1String("object")][QLatin1String("data")].isUndefined());
        QTRY_VERIFY_WITH_TIMEOUT(first->rowCount() >= kObjects, 15000);
        store->setAsyncThreshold(100);

        // A second view takes the store's rows, built on the thread pool.
        auto second = load(q, nullptr, true, &registry);
        QVERIFY(second);
        QCOMPARE(second->sharedWatch(), shared);
        QCOMPARE(second->rowCount(), first->rowCount());

        // The store stops following (as a dropped connection); the server changes meanwhile.
        store->attach(nullptr);
        QList<kube::Request> writes;
        for (int i = 0; i < kChanged; ++i) {
            kube::Request del;
            del.verb = "DELETE";
            del.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/many-%2")
                           .arg(m_ns3)
                           .arg(i, 4, 10, QLatin1Char('0'));
            writes.append(del);
            kube::Request patch;
            patch.verb = "PATCH";
            patch.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/many-%2")
                             .arg(m_ns3)
                             .arg(kChanged + i, 4, 10, QLatin1Char('0'));
            patch.contentType = "application/merge-patch+json";
            patch.body = R"({"data":{"x":"1","y":"2"}})";
            writes.append(patch);
            kube::Request add;
            add.verb = "POST";
            add.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns3);
            add.contentType = "application/json";
            add.body = codecs::toJson(configMap(QStringLiteral("added-%1").arg(i, 3, 10, QLatin1Char('0'))),
                                      codecs::JsonStyle::Compact);
            writes.append(add);
        }
        QVERIFY(sendAll(writes));
        const QHash<QString, QString> fresh = freshConfigMaps(m_ns3);
        QCOMPARE(fresh.size(), kObjects + 1); // kube-root-ca.crt too

        // The relist: reconciled off the GUI thread, then applied to the views in chunks.
        int deleted = 0, modified = 0, added = 0, cellsOnly = 0;
        bool reconciledAside = false;
        connect(shared, &SharedWatch::listed, this, [&] { reconciledAside = store->isReconciling(); });
        connect(store, &WatchStore::changed, this, [&](const QList<models::WatchChange> &changes) {
            for (const WatchChange &c : changes) {
                deleted += c.kind == WatchChange::Kind::Deleted;
                // A Table row also changes when only its AGE cell's text moved on.
                const bool newVersion =
                    kube::watchObjectMetadata(c.object)[QLatin1String("resourceVersion")] !=
                    kube::watchObjectMetadata(c.previous)[QLatin1String("resourceVersion")];
                modified += c.kind == WatchChange::Kind::Modified && newVersion;
                cellsOnly += c.kind == WatchChange::Kind::Modified && !newVersion;
                added += c.kind == WatchChange::Kind::Added;
            }
        });
        QSignalSpy synced(store, &WatchStore::synced);
        shared->restart();
        QVERIFY(synced.wait(30000));
        QVERIFY(reconciledAside);
        QCOMPARE(deleted, kChanged);
        QCOMPARE(added, kChanged);
        QCOMPARE(modified, kChanged);
        QVERIFY(cellsOnly <= kObjects - 2 * kChanged + 1);
        QCOMPARE(store->size(), fresh.size());
        for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
            QCOMPARE(kube::watchObjectMetadata(
                         store->object(m_ns3 + QLatin1Char('/') + it.key()))[QLatin1String("resourceVersion")]
                         .toString(),
                     it.value());
        for (ResourceListModel *m : {first.get(), second.get()}) {
            // As many deleted as added: the count alone does not tell that the
            // model (which applies the store's changes in chunks) has caught up.
            const auto missing = [&] {
                for (auto it = fresh.cbegin(); it != fresh.cend(); ++it) {
                    if (m->rowOf(m_ns3, it.key()) < 0)
                        return it.key();
                }
                return QString();
            };
            QTRY_COMPARE_WITH_TIMEOUT(missing(), QString(), 15000);
            QCOMPARE(m->rowCount(), int(fresh.size()));
            const int patched = m->rowOf(m_ns3, QStringLiteral("many-0100"));
            QCOMPARE(m->index(patched, 1).data(ResourceListDefs::RawRole).toLongLong(), 3); // DATA: k, x, y
        }
        // And it stays live after the relist.
        QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns3),
                     configMap(QStringLiteral("after")))
                    .ok());
        QTRY_VERIFY_WITH_TIMEOUT(first->rowOf(m_ns3, QStringLiteral("after")) >= 0, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(second->rowOf(m_ns3, QStringLiteral("after")) >= 0, 15000);
    }

    void shardedWatchEqualsOneStream() {
        // Above the parallel threshold (lowered to 5 here) a live list is listed
        // and watched as shard streams (the sandbox honours shard selectors),
        // merged into one store: the same rows as one stream, and live.
        WatchRegistry registry;
        ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {m_ns};
        q.pageSize = 4;
        q.parallel = 1;
        auto single = load(q, nullptr, true, &registry);
        QVERIFY(single);
        QCOMPARE(single->streams(), 1);
        q.parallel = 3;
        q.parallelThreshold = 5;
        auto sharded = load(q, nullptr, true, &registry);
        QVERIFY(sharded);
        QCOMPARE(sharded->streams(), 3);
        QCOMPARE(registry.size(), 2);
        QVERIFY(sharded->sharedWatch() != single->sharedWatch());
        QCOMPARE(sharded->sharedWatch()->store()->size(), single->sharedWatch()->store()->size());
        QCOMPARE(sharded->rowCount(), single->rowCount());
        for (int r = 0; r < single->rowCount(); ++r) {
            const codecs::TableRow &row = single->rowAt(r);
            const int at = sharded->rowOf(row.ns, row.name);
            QVERIFY2(at >= 0, qPrintable(row.name));
            QCOMPARE(sharded->rowAt(at).cells.mid(0, 2), row.cells.mid(0, 2)); // NAME, DATA (AGE moves on)
        }
        // Live through the shard that owns the new object.
        QVERIFY(post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns),
                     configMap(QStringLiteral("sharded")))
                    .ok());
        QTRY_VERIFY_WITH_TIMEOUT(sharded->rowOf(m_ns, QStringLiteral("sharded")) >= 0, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(single->rowOf(m_ns, QStringLiteral("sharded")) >= 0, 15000);
        kube::Request del;
        del.verb = "DELETE";
        del.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/sharded").arg(m_ns);
        QVERIFY(await(m_client->send(del)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(sharded->rowOf(m_ns, QStringLiteral("sharded")), -1, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(single->rowOf(m_ns, QStringLiteral("sharded")), -1, 15000);
        QCOMPARE(sharded->rowCount(), single->rowCount());
    }

    void cleanupTestCase() {
        // cm-00's finalizer would hold the namespace: take it off first.
        kube::Request r;
        r.verb = "PATCH";
        r.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/cm-00").arg(m_ns);
        r.contentType = "application/merge-patch+json";
        r.body = R"({"metadata":{"finalizers":null}})";
        const auto unfinalized = await(m_client->send(r));
        QVERIFY(unfinalized.ok());
        for (const QString &ns : {m_ns, m_ns2, m_ns3}) {
            kube::Request d;
            d.verb = "DELETE";
            d.path = QStringLiteral("/api/v1/namespaces/") + ns;
            const auto deleted = await(m_client->send(d));
            QVERIFY(deleted.ok());
        }
    }
};

QTEST_GUILESS_MAIN(TestListModelSandbox)
#include "tst_listmodel_sandbox.moc"
