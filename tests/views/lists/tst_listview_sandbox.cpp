// GUI, offscreen, against the sandbox: the list view's checks before sending,
// multi-select, the delete dialog (a dry run changes nothing; each
// propagation policy does what the server says), a large list loaded while a
// probe measures event-loop latency; screenshots in en, uk and ja when
// MADO_SCREENSHOT_DIR is set.
#include "codecs/json.h"
#include "eventlooplatency.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "models/resourcelistmodel.h"
#include "sandboxclient.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "views/lists/deletedialog.h"
#include "views/resourcelistview.h"

#include <QApplication>
#include <QCborArray>
#include <QCborMap>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTranslator>

using mado::test::await;
using models::Propagation;

class TestListViewSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    kube::ApiResource m_configmaps;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("lv"));
    const QString m_big = testcluster::ownNamespace(QStringLiteral("lvbig"));
    QTranslator m_english;
    static constexpr int kLarge = 3000;

    kube::CallResult send(const QByteArray &verb, const QString &path, const QCborMap &doc = {}) {
        kube::Request r;
        r.verb = verb;
        r.path = path;
        if (!doc.isEmpty()) {
            r.contentType = "application/json";
            r.body = codecs::toJson(doc, codecs::JsonStyle::Compact);
        }
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

    QString cmPath(const QString &name) const {
        return QStringLiteral("/api/v1/namespaces/%1/configmaps/%2").arg(m_ns, name);
    }

    QCborValue get(const QString &name) {
        const kube::CallResult r = await(m_client->get(cmPath(name)));
        if (!r)
            return QCborValue(QCborValue::Null);
        return *codecs::parseJson(r->body);
    }

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    views::ResourceListView *openView(const QString &ns, int pageSize = 500) {
        auto *model = new models::ResourceListModel;
        models::ListQuery q;
        q.resource = m_configmaps;
        q.namespaces = {ns};
        q.pageSize = pageSize;
        model->setQuery(m_client.get(), q);
        auto *view = new views::ResourceListView(model);
        view->resize(1100, 600);
        view->show();
        return view;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // column widths and wide mode of an earlier run must not leak in
        QVERIFY(m_english.load(QStringLiteral(":/i18n/mado_en")));
        QCoreApplication::installTranslator(&m_english);
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        kube::HandlePtr<kube::Discovery> d(kube::Discovery::start(m_client.get()));
        const auto catalog = await(d.get(), 30000, "discovery");
        QVERIFY(catalog.ok());
        m_configmaps = *catalog->resolve(QStringLiteral("configmaps"));
        for (const QString &ns : {m_ns, m_big})
            QVERIFY(send("POST", QStringLiteral("/api/v1/namespaces"),
                         codecs::parseJson(testcluster::namespaceJson(ns))->toMap())
                        .ok());
        for (int i = 0; i < 3; ++i)
            QVERIFY(send("POST", QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns),
                         configMap(QStringLiteral("row-%1").arg(i)))
                        .ok());
    }

    void selectorsAreCheckedBeforeSending() {
        std::unique_ptr<views::ResourceListView> view(openView(m_ns));
        QSignalSpy done(view->model(), &models::ResourceListModel::finished);
        QVERIFY(done.wait(30000));
        const int rows = view->model()->rowCount();
        view->labelSelectorEdit()->setText(QStringLiteral("app in (web"));
        QSignalSpy reloads(view->model(), &models::ResourceListModel::loadingChanged);
        QVERIFY(!view->applyQuery());
        QVERIFY(view->queryError()->isVisible());
        QVERIFY2(view->queryError()->text().contains(QStringLiteral("expected ',' or ')'")),
                 qPrintable(view->queryError()->text()));
        QCOMPARE(reloads.size(), 0); // nothing sent
        QCOMPARE(view->model()->rowCount(), rows);
        view->labelSelectorEdit()->clear();
        view->fieldSelectorEdit()->setText(QStringLiteral("metadata.name"));
        QVERIFY(!view->applyQuery());
        QVERIFY(view->queryError()->text().contains(QStringLiteral("has no operator")));
        view->fieldSelectorEdit()->setText(QStringLiteral("metadata.name=row-1"));
        QVERIFY(view->applyQuery());
        QVERIFY(!view->queryError()->isVisible());
        QVERIFY(done.wait(30000));
        QCOMPARE(view->model()->rowCount(), 1);
    }

    void quickFilterAndMultiSelect() {
        std::unique_ptr<views::ResourceListView> view(openView(m_ns));
        QSignalSpy done(view->model(), &models::ResourceListModel::finished);
        QVERIFY(done.wait(30000));
        QCOMPARE(view->table()->model()->rowCount(), 4); // 3 rows and kube-root-ca.crt
        QTest::keySequence(view.get(), QKeySequence(QKeySequence::Find));
        QTRY_VERIFY(view->filterEdit()->hasFocus());
        QTest::keyClicks(view->filterEdit(), QStringLiteral("row-"));
        QCOMPARE(view->table()->model()->rowCount(), 3);
        view->table()->selectAll();
        QCOMPARE(view->selectedObjects().size(), 3);
        views::DeleteDialog dialog(m_client.get(), m_configmaps, view->selectedObjects());
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("3")));
        QSignalSpy answered(&dialog, &views::DeleteDialog::answered);
        QVERIFY(answered.wait(30000));
        QCOMPARE(dialog.outcomes().size(), 3); // one dry run for all three, asked once
        for (const auto &o : dialog.outcomes())
            QCOMPARE(o.state, models::DeleteOutcome::State::Removed);
        QVERIFY(!get(QStringLiteral("row-0")).isNull()); // a dry run changes nothing
    }

    void deleteDialog_data() {
        QTest::addColumn<int>("policy");
        QTest::addColumn<QString>("heldBy"); // the finalizer the dry run shows, or empty
        QTest::addColumn<bool>("dependentKept");
        QTest::newRow("default") << int(Propagation::Default) << QString() << false;
        QTest::newRow("background") << int(Propagation::Background) << QString() << false;
        QTest::newRow("foreground") << int(Propagation::Foreground) << QStringLiteral("foregroundDeletion")
                                    << false;
        QTest::newRow("orphan") << int(Propagation::Orphan) << QStringLiteral("orphan") << true;
    }

    void deleteDialog() {
        QFETCH(int, policy);
        QFETCH(QString, heldBy);
        QFETCH(bool, dependentKept);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        const QString owner = QStringLiteral("owner-") + tag, dependent = QStringLiteral("dep-") + tag;
        const kube::CallResult created =
            send("POST", QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns), configMap(owner));
        QVERIFY(created.ok());
        const QString uid =
            (*codecs::parseJson(created->body))[QLatin1String("metadata")][QLatin1String("uid")].toString();
        const QCborMap ownerRef{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                                {QStringLiteral("name"), owner},
                                {QStringLiteral("uid"), uid},
                                {QStringLiteral("blockOwnerDeletion"), true}};
        QVERIFY(
            send("POST", QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns),
                 configMap(dependent, QCborMap{{QStringLiteral("ownerReferences"), QCborArray{ownerRef}}}))
                .ok());

        views::DeleteDialog dialog(m_client.get(), m_configmaps, {{m_ns, owner}});
        dialog.show();
        QSignalSpy answered(&dialog, &views::DeleteDialog::answered);
        QVERIFY(answered.wait(30000)); // the first dry run, default options
        dialog.propagationBox()->setCurrentIndex(dialog.propagationBox()->findData(policy));
        if (policy != int(Propagation::Default))
            QVERIFY(answered.wait(30000));
        QVERIFY(answered.last().first().toBool()); // a dry run
        QVERIFY(dialog.deleteButton()->isEnabled());
        const models::DeleteOutcome dry = dialog.outcomes().first();
        QVERIFY2(dry.dryRun, qPrintable(dry.message()));
        if (heldBy.isEmpty()) {
            QCOMPARE(dry.state, models::DeleteOutcome::State::Removed);
        } else {
            QCOMPARE(dry.state, models::DeleteOutcome::State::Held);
            QVERIFY2(dry.finalizers.contains(heldBy), qPrintable(dry.message()));
            QVERIFY(dialog.resultText()->toPlainText().contains(heldBy));
        }
        // The dry run changed nothing.
        const QCborValue still = get(owner);
        QVERIFY(!still.isNull());
        QVERIFY(!still[QLatin1String("metadata")][QLatin1String("deletionTimestamp")].isString());
        if (policy == int(Propagation::Foreground))
            screenshot(&dialog, QStringLiteral("lists-delete-dialog-en"));

        QTest::mouseClick(dialog.deleteButton(), Qt::LeftButton);
        QVERIFY(answered.wait(30000));
        QVERIFY(!answered.last().first().toBool());
        QVERIFY(dialog.deleted());
        QVERIFY2(dialog.outcomes().first().state != models::DeleteOutcome::State::Failed,
                 qPrintable(dialog.outcomes().first().message()));
        // What the server said: the owner goes (at once, or once its finalizer is done) ...
        QTRY_VERIFY_WITH_TIMEOUT(get(owner).isNull(), 30000);
        // ... and the dependent is removed by the garbage collector, or kept without its owner.
        if (dependentKept) {
            QTRY_VERIFY_WITH_TIMEOUT(
                get(dependent)[QLatin1String("metadata")][QLatin1String("ownerReferences")]
                    .toArray()
                    .isEmpty(),
                30000);
            QVERIFY(!get(dependent).isNull());
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(get(dependent).isNull(), 60000);
        }
    }

    void largeListStaysResponsive() {
        // kLarge ConfigMaps, written 32 at a time.
        QElapsedTimer seed;
        seed.start();
        int next = 0, done = 0, failed = 0;
        std::function<void()> one = [&] {
            if (next >= kLarge)
                return;
            const int i = next++;
            kube::Request r;
            r.verb = "POST";
            r.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_big);
            r.contentType = "application/json";
            r.body = codecs::toJson(
                configMap(QStringLiteral("cm-%1").arg(i, 5, 10, QLatin1Char('0')),
                          QCborMap{{QStringLiteral("labels"),
                                    QCborMap{{QStringLiteral("shard"), QString::number(i % 10)}}}}),
                codecs::JsonStyle::Compact);
            kube::Call *c = m_client->send(r);
            connect(c, &kube::Call::finished, this, [&, c] {
                failed += !c->result().ok();
                ++done;
                c->deleteLater();
                one();
            });
        };
        for (int k = 0; k < 32; ++k)
            one();
        QTRY_VERIFY_WITH_TIMEOUT(done == kLarge, 240000);
        QCOMPARE(failed, 0);
        qInfo("seeded %d ConfigMaps in %lld ms", kLarge, seed.elapsed());

        mado::test::EventLoopLatency probe;
        probe.start();
        std::unique_ptr<views::ResourceListView> view(openView(m_big, 500));
        QSignalSpy finished(view->model(), &models::ResourceListModel::finished);
        QVERIFY(finished.wait(120000));
        QTest::qWait(50);
        probe.stop();
        QCOMPARE(view->model()->rowCount(), kLarge + 1);
        qInfo("large list: %d rows, first rows after %lld ms, all after %lld ms; %s",
              view->model()->rowCount(), view->model()->firstRowsMs(), view->model()->loadMs(),
              qPrintable(probe.summary()));
        QVERIFY2(view->meter()->text().contains(QRegularExpression(QStringLiteral("^3.?001 objects"))),
                 qPrintable(view->meter()->text()));
        // Sorting on the raw values: the DATA column holds numbers (1 each) ...
        view->table()->sortByColumn(0, Qt::DescendingOrder);
        QCOMPARE(view->table()->model()->index(0, 0).data().toString(), QStringLiteral("kube-root-ca.crt"));
        screenshot(view.get(), QStringLiteral("lists-large-en"));
        view->metadataCheck()->setChecked(true);
        QVERIFY(finished.wait(120000));
        QCOMPARE(view->model()->shape(), models::ListShape::Metadata);
        QCOMPARE(view->model()->rowCount(), kLarge + 1);
        screenshot(view.get(), QStringLiteral("lists-metadata-en"));
    }

    void screenshotsInOtherLanguages() {
        if (qEnvironmentVariable("MADO_SCREENSHOT_DIR").isEmpty())
            QSKIP("MADO_SCREENSHOT_DIR is not set");
        for (const QString &lang : {QStringLiteral("uk"), QStringLiteral("ja")}) {
            QTranslator tr;
            QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&tr);
            {
                std::unique_ptr<views::ResourceListView> view(openView(m_big, 500));
                QSignalSpy finished(view->model(), &models::ResourceListModel::finished);
                QVERIFY(finished.wait(120000));
                screenshot(view.get(), QStringLiteral("lists-large-") + lang);
                view->metadataCheck()->setChecked(true);
                QVERIFY(finished.wait(120000));
                screenshot(view.get(), QStringLiteral("lists-metadata-") + lang);
            }
            {
                views::DeleteDialog dialog(m_client.get(), m_configmaps, {{m_ns, QStringLiteral("row-1")}});
                dialog.show();
                QSignalSpy answered(&dialog, &views::DeleteDialog::answered);
                QVERIFY(answered.wait(30000));
                dialog.propagationBox()->setCurrentIndex(
                    dialog.propagationBox()->findData(int(Propagation::Foreground)));
                QVERIFY(answered.wait(30000));
                screenshot(&dialog, QStringLiteral("lists-delete-dialog-") + lang);
            }
            QCoreApplication::removeTranslator(&tr);
        }
    }

    void cleanupTestCase() {
        for (const QString &ns : {m_ns, m_big}) {
            const auto r = send("DELETE", QStringLiteral("/api/v1/namespaces/") + ns);
            QVERIFY(r.ok());
        }
    }
};

QTEST_MAIN(TestListViewSandbox)
#include "tst_listview_sandbox.moc"
