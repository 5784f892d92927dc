// GUI (offscreen): the playground's admission contexts. The spec.variables
// editor shows each variable's type, value, cost, "not evaluated" for one no
// expression used, and a compile error in its row (marked at its position);
// editing a row evaluates again. The authorizer table shows the checks an
// expression made and, connected to the sandbox, the cluster's answers from
// SubjectAccessReviews (allowed for a user a RoleBinding lets delete
// deployments, as `kubectl auth can-i --as` says); without a connection it
// says so and answers "no opinion". Screenshots (cel-vap-*) in en, uk and ja
// when MADO_SCREENSHOT_DIR is set.
#include "kube/kubeconfig.h"
#include "models/connection.h"
#include "tests/common/testcluster.h"
#include "views/cel/authztable.h"
#include "views/cel/celeditor.h"
#include "views/cel/playground.h"
#include "views/cel/variableseditor.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

using views::cel::Playground;

namespace {

const char *const kDeployment =
    "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: %1}\n"
    "spec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n"
    "      - {name: app, image: 'registry.example/app:1.2'}\n"
    "      - {name: sidecar, image: 'docker.io/proxy:latest'}\n";

QString request(const QString &ns, const QString &user) {
    return QStringLiteral("operation: DELETE\nnamespace: %1\nname: web\n"
                          "resource: {group: apps, version: v1, resource: deployments}\n"
                          "userInfo: {username: %2, groups: ['system:authenticated']}\n")
        .arg(ns, user);
}

const std::vector<models::celplay::PolicyVariable> kVariables = {
    {QStringLiteral("containers"), QStringLiteral("object.spec.template.spec.containers")},
    {QStringLiteral("images"), QStringLiteral("variables.containers.map(c, c.image)")},
    {QStringLiteral("untrusted"),
     QStringLiteral("variables.images.filter(i, !i.startsWith('registry.example/'))")},
    {QStringLiteral("unused"), QStringLiteral("variables.images.all(i, i.size() > 1000)")},
    {QStringLiteral("broken"), QStringLiteral("variables.later + 1")},
};

} // namespace

class TestCelAdmissionGui final : public QObject {
    Q_OBJECT
    QTranslator m_translator;
    QString m_ns;
    QString m_user;
    std::unique_ptr<models::Connection> m_connection;

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    void setUp(Playground &p, const QString &expression) {
        p.resize(1500, 860);
        p.show();
        p.setEnvironment(cel::limits::Environment::ValidatingAdmissionPolicy);
        p.setContextDocuments(QString(), QString::fromLatin1(kDeployment).arg(m_ns));
        for (auto *e : p.findChildren<QPlainTextEdit *>())
            if (e->objectName() == QLatin1String("CelRequest"))
                e->setPlainText(request(m_ns, m_user));
        p.variablesEditor()->setVariables(kVariables);
        p.setExpression(expression);
    }

private slots:
    void initTestCase() {
        m_ns = testcluster::ownNamespace(QStringLiteral("celgui"));
        m_user = testcluster::ownName(QStringLiteral("carol"));
        QCOMPARE(testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                                      testcluster::namespaceJson(m_ns))
                     .exitCode,
                 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("role"), QStringLiteral("deleter"),
                                       QStringLiteral("--verb=delete"),
                                       QStringLiteral("--resource=deployments.apps")})
                     .exitCode,
                 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("rolebinding"), QStringLiteral("deleter"),
                                       QStringLiteral("--role=deleter"), QStringLiteral("--user=") + m_user})
                     .exitCode,
                 0);
        QTRY_COMPARE_WITH_TIMEOUT(
            testcluster::kubectl({QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("delete"),
                                  QStringLiteral("deployments.apps"), QStringLiteral("-n"), m_ns,
                                  QStringLiteral("--as"), m_user})
                .exitCode,
            0, 20000);
        auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
        QVERIFY(cfg);
        auto ctx = cfg->resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx);
        m_connection = std::make_unique<models::Connection>();
        QSignalSpy connected(m_connection.get(), &models::Connection::connected);
        m_connection->connectTo(*ctx);
        QTRY_VERIFY_WITH_TIMEOUT(m_connection->client() && connected.count() > 0, 30000);
    }

    void cleanupTestCase() {
        m_connection.reset();
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
    }

    void variablesEditorShowsValuesCostsAndErrors() {
        Playground p(nullptr);
        setUp(p, QStringLiteral("size(variables.untrusted) == 0"));
        p.evaluateNow();
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated && !p.outcome().policyVariables.empty(), 30000);
        const auto &o = p.outcome();
        QCOMPARE(o.valueJson, std::string("false"));
        QTableWidget *t = p.variablesEditor()->table();
        QCOMPARE(t->rowCount(), 5);
        // images: list of the two images, with its runtime cost.
        QCOMPARE(t->item(1, 3)->text(),
                 QStringLiteral(R"(["registry.example/app:1.2","docker.io/proxy:latest"])"));
        QCOMPARE(t->item(1, 4)->text(), QString::number(o.policyVariables[1].runtimeCost));
        QVERIFY(o.policyVariables[1].runtimeCost > 0);
        QCOMPARE(t->item(2, 2)->text(), QStringLiteral("list(dyn)"));
        // unused: not evaluated, costs nothing.
        QVERIFY(!o.policyVariables[3].evaluated);
        QCOMPARE(t->item(3, 4)->text(), QStringLiteral("0"));
        // broken: the compile error in its row, marked at ".later".
        QVERIFY2(t->item(4, 3)->text().contains(QLatin1String("undefined field 'later'")),
                 qPrintable(t->item(4, 3)->text()));
        QCOMPARE(t->item(4, 1)->data(Qt::UserRole + 1).toInt(), int(QStringLiteral("variables").size()));
        // The total the variables cost is the sum of the rows.
        std::uint64_t sum = 0;
        for (const auto &v : o.policyVariables)
            sum += v.runtimeCost;
        QCOMPARE(o.variablesCost, sum);
        // Editing a row evaluates again: now every image is trusted.
        t->item(2, 1)->setText(QStringLiteral("variables.images.filter(i, i.size() < 5)"));
        QTRY_COMPARE_WITH_TIMEOUT(p.outcome().valueJson, std::string("true"), 30000);
        // Without a connection the authorizer table says so.
        p.setExpression(QStringLiteral("authorizer.requestResource.check('delete').allowed()"));
        p.evaluateNow();
        QTRY_COMPARE_WITH_TIMEOUT(p.authzTable()->table()->rowCount(), 1, 30000);
        QCOMPARE(p.outcome().valueJson, std::string("false"));
        QVERIFY(p.outcome().authzChecks.front().offline);
    }

    void authorizerTableShowsTheClustersAnswers() {
        Playground p(m_connection.get());
        setUp(p,
              QStringLiteral("authorizer.requestResource.check('delete').allowed() && "
                             "!authorizer.group('apps').resource('deployments').namespace(request.namespace)"
                             ".check('create').allowed()"));
        p.evaluateNow();
        // Two rounds of reviews: the && needs the first answer before the second check.
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().authzChecks.size() == 2 &&
                                     models::celplay::pendingChecks(p.outcome().authzChecks).empty(),
                                 30000);
        QCOMPARE(p.outcome().valueJson, std::string("true"));
        QTableWidget *t = p.authzTable()->table();
        QCOMPARE(t->rowCount(), 2);
        QVERIFY2(t->item(0, 0)->text().startsWith(m_user), qPrintable(t->item(0, 0)->text()));
        QCOMPARE(t->item(0, 2)->text(), models::celplay::AuthzText::tr("allowed"));
        QVERIFY2(t->item(0, 3)->text().contains(QLatin1String("deleter")), qPrintable(t->item(0, 3)->text()));
        QCOMPARE(t->item(1, 2)->text(), models::celplay::AuthzText::tr("no opinion"));
    }

    void screenshots() {
        if (qEnvironmentVariable("MADO_SCREENSHOT_DIR").isEmpty())
            QSKIP("MADO_SCREENSHOT_DIR not set");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("uk"), QStringLiteral("ja")}) {
            QCoreApplication::removeTranslator(&m_translator);
            QVERIFY(m_translator.load(QStringLiteral(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&m_translator);
            Playground p(m_connection.get());
            setUp(p, QStringLiteral("size(variables.untrusted) == 0 || "
                                    "authorizer.requestResource.check('delete').allowed()"));
            p.evaluateNow();
            QTRY_VERIFY_WITH_TIMEOUT(!p.outcome().authzChecks.empty() &&
                                         models::celplay::pendingChecks(p.outcome().authzChecks).empty(),
                                     30000);
            auto *inputs = p.findChild<QTabWidget *>(QStringLiteral("CelInputs"));
            for (int i = 0; i < inputs->count(); ++i)
                if (inputs->widget(i) == p.variablesEditor())
                    inputs->setCurrentIndex(i);
            auto *details = p.authzTable()->parentWidget();
            while (details && !qobject_cast<QTabWidget *>(details))
                details = details->parentWidget();
            if (auto *tabs = qobject_cast<QTabWidget *>(details))
                tabs->setCurrentWidget(p.authzTable());
            // Room for the variables: the editor's splitter gives the inputs most of the height.
            if (auto *split = qobject_cast<QSplitter *>(p.editor()->parentWidget()))
                split->setSizes({120, 600});
            QTest::qWait(150);
            screenshot(&p, QStringLiteral("cel-vap-variables-authorizer-") + lang);
        }
        QCoreApplication::removeTranslator(&m_translator);
    }
};

QTEST_MAIN(TestCelAdmissionGui)
#include "tst_celadmission_gui_sandbox.moc"
