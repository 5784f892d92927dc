// GUI (offscreen) against the sandbox: the playground's CRD context picks a
// CRD, a version, a node under an array and its rule, then an object; self is
// the chosen element, the rule's result appears in the playground and the
// messageExpression's message under it (the server's message for the same
// element); the run over live objects fills the table with every object and
// the failing one. Screenshots (cel-crd-*) in en, uk and ja when
// MADO_SCREENSHOT_DIR is set.
#include "kube/kubeconfig.h"
#include "models/cel/celrunner.h"
#include "models/connection.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"
#include "views/cel/celeditor.h"
#include "views/cel/crdcontextpanel.h"
#include "views/cel/liverunpanel.h"
#include "views/cel/playground.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTranslator>

using views::cel::Playground;

class TestCrdContextSandbox final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;
    models::Connection m_connection;
    QString m_group, m_crdName, m_ns;

    int post(const QString &path, const QByteArray &body, QString *error = nullptr) {
        kube::Request r;
        r.verb = "POST";
        r.path = path;
        r.body = body;
        r.contentType = "application/json";
        const auto result = mado::test::await(m_client->send(r), 60000);
        if (!result && error)
            *error = result.error().message;
        return result ? result->httpStatus : result.error().httpStatus;
    }

    QByteArray widget(const QString &name, const QString &spec) const {
        return QStringLiteral(
                   R"({"apiVersion":"%1/v1","kind":"Widget","metadata":{"name":"%2","namespace":"%3"},)"
                   R"("spec":%4})")
            .arg(m_group, name, m_ns, spec)
            .toUtf8();
    }

    void shoot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_group = testcluster::ownGroup(QStringLiteral("celgui"));
        m_crdName = QStringLiteral("widgets.") + m_group;
        m_ns = testcluster::ownNamespace(QStringLiteral("celgui"));
        QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/cel/crdrules-widgets.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        QVERIFY2(post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"),
                      f.readAll().replace("celcrd.mado.test", m_group.toUtf8()), &error) == 201,
                 qPrintable(error));
        QVERIFY2(post(QStringLiteral("/api/v1/namespaces"), testcluster::namespaceJson(m_ns), &error) == 201,
                 qPrintable(error));
        const QString objects = QStringLiteral("/apis/%1/v1/namespaces/%2/widgets").arg(m_group, m_ns);
        // The CRD serves once established.
        int status = 0;
        for (int i = 0; i < 120 && status != 201; ++i) {
            status = post(
                objects,
                widget(QStringLiteral("alpha"), QStringLiteral(R"({"items":[{"name":"w-a"},)"
                                                               R"({"name":"w-bb"},{"name":"w-ccccc"}]})")),
                &error);
            if (status != 201)
                QTest::qWait(250);
        }
        QVERIFY2(status == 201, qPrintable(QString::number(status) + QLatin1Char(' ') + error));
        QCOMPARE(
            post(objects, widget(QStringLiteral("beta"), QStringLiteral(R"({"items":[{"name":"w-b"}]})"))),
            201);
        QCOMPARE(post(objects, widget(QStringLiteral("gamma"), QStringLiteral(R"({"replicas":1})"))), 201);
        auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
        QVERIFY(cfg);
        auto ctx = cfg->resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx);
        m_connection.connectTo(*ctx);
        QTRY_COMPARE_WITH_TIMEOUT(m_connection.state(), models::Connection::State::Connected, 30000);
    }

    void cleanupTestCase() {
        if (!m_client)
            return;
        const QStringList paths{QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/") +
                                    m_crdName,
                                QStringLiteral("/api/v1/namespaces/") + m_ns};
        for (const QString &path : paths) {
            kube::Request r;
            r.verb = "DELETE";
            r.path = path;
            (void)mado::test::await(m_client->send(r), 60000);
        }
    }

    void pickRuleAndObjectThenRunOverLiveObjects_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        if (qEnvironmentVariableIsSet("MADO_SCREENSHOT_DIR")) {
            QTest::newRow("uk") << QStringLiteral("uk");
            QTest::newRow("ja") << QStringLiteral("ja");
        }
    }

    void pickRuleAndObjectThenRunOverLiveObjects() {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/mado_") + language));
        QCoreApplication::installTranslator(&translator);
        Playground p(&m_connection);
        p.resize(1500, 820);
        p.show();
        auto *context = p.crdContext();
        auto *live = p.liveRun();
        auto *details = context->parentWidget();
        while (details && !qobject_cast<QTabWidget *>(details))
            details = details->parentWidget();
        QVERIFY(details);
        static_cast<QTabWidget *>(details)->setCurrentWidget(context);
        QSignalSpy loaded(context, &views::cel::CrdContextPanel::crdsLoaded);
        context->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() >= 1 && context->crdCount() > 0, 30000);
        // CRD → version → node → rule.
        QVERIFY(context->choose(m_crdName, QStringLiteral("v1"), QStringLiteral("spec.items[*]"), 0));
        QCOMPARE(p.editor()->toPlainText(), QStringLiteral("self.name.startsWith('w-')"));
        QCOMPARE(context->messageEditor()->toPlainText(),
                 QStringLiteral("'item ' + self.name + ' must start with w-'"));
        // The panel may have listed this CRD's objects already (when it was the first CRD it
        // picked by itself): choosing it again keeps that list, so no second objectsLoaded.
        QTRY_VERIFY2_WITH_TIMEOUT(
            context->objectCount() == 3,
            qPrintable(QStringLiteral("%1 object(s): %2")
                           .arg(context->objectCount())
                           .arg(context->findChild<QLabel *>(QStringLiteral("CelCrdStatus"))->text())),
            30000);
        // Edit the rule: names of at most 4 characters; the message says which.
        p.setExpression(QStringLiteral("self.name.size() <= 4"));
        context->messageEditor()->setPlainText(QStringLiteral("'item ' + self.name + ' is longer than 4'"));
        // → object: alpha has three items; self is each of them.
        QVERIFY(context->chooseObject(m_ns + QStringLiteral("/alpha")));
        QTRY_COMPARE_WITH_TIMEOUT(context->instances().size(), std::size_t(3), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(p.selfEditor()->toPlainText().contains(QLatin1String("\"w-a\"")), 30000);
        QSignalSpy ran(context, &views::cel::CrdContextPanel::ruleRun);
        context->chooseInstance(2);
        // The element is written as JSON on the thread pool (self may be a whole
        // large object): it arrives after the choice, and the rule runs on it then.
        QVERIFY(!p.selfEditor()->toPlainText().contains(QLatin1String("w-ccccc")));
        QTRY_VERIFY_WITH_TIMEOUT(p.selfEditor()->toPlainText().contains(QLatin1String("\"w-ccccc\"")), 30000);
        QTRY_VERIFY2_WITH_TIMEOUT(
            ran.count() >= 1 && context->lastRun().path == QLatin1String("spec.items[2]"),
            qPrintable(QStringLiteral("%1 runs, last at %2: %3")
                           .arg(ran.count())
                           .arg(context->lastRun().path,
                                context->findChild<QLabel *>(QStringLiteral("CelCrdResult"))->text())),
            30000);
        QVERIFY(!context->lastRun().passed);
        QCOMPARE(context->lastRun().message, QStringLiteral("item w-ccccc is longer than 4"));
        // The playground evaluates the rule with self = that element.
        // (The outcome shown may be an earlier one: wait for this evaluation's.)
        QSignalSpy evaluated(&p, &Playground::evaluated);
        p.evaluateNow();
        QTRY_VERIFY_WITH_TIMEOUT(evaluated.count() >= 1 && !p.runner()->isRunning() &&
                                     p.outcome().evaluated && p.outcome().valueJson == "false",
                                 30000);
        QCOMPARE(p.outcome().runtimeCost, context->lastRun().cost);
        auto *result = context->findChild<QLabel *>(QStringLiteral("CelCrdResult"));
        QVERIFY(result->text().contains(QStringLiteral("item w-ccccc is longer than 4")));
        shoot(&p, QStringLiteral("cel-crd-context-") + language);

        // Run over live objects: every object in the table, alpha fails.
        static_cast<QTabWidget *>(details)->setCurrentWidget(live);
        QSignalSpy ended(live, &views::cel::LiveRunPanel::runEnded);
        live->run(0);
        QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 60000);
        QCOMPARE(int(live->result().objects.size()), 3);
        QCOMPARE(live->result().failed, 1);
        QCOMPARE(live->table()->model()->rowCount(), 3);
        bool sawAlpha = false;
        for (int r = 0; r < 3; ++r)
            if (live->table()->model()->index(r, 0).data().toString() == m_ns + QStringLiteral("/alpha")) {
                sawAlpha = true;
                QCOMPARE(live->table()->model()->index(r, 2).data().toString(),
                         QStringLiteral("spec.items[2]: item w-ccccc is longer than 4"));
            }
        QVERIFY(sawAlpha);
        // Sorted by a cost column: numeric order.
        live->table()->sortByColumn(4, Qt::DescendingOrder);
        QVERIFY(live->table()->model()->index(0, 4).data().toString().toULongLong() >=
                live->table()->model()->index(2, 4).data().toString().toULongLong());
        // Double-click asks to open the object.
        QSignalSpy open(&p, &Playground::openObjectRequested);
        const QModelIndex first = live->table()->model()->index(0, 1);
        const QPoint at = live->table()->visualRect(first).center();
        QTest::mouseClick(live->table()->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(live->table()->viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(open.count(), 1);
        QCOMPARE(open.first().at(3).toString(), m_ns);
        shoot(&p, QStringLiteral("cel-crd-live-") + language);
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestCrdContextSandbox)
#include "tst_crdcontext_sandbox.moc"
