// GUI (offscreen) against the sandbox: the playground's admission context
// reads a kind's schema through the schema service ("object typed as"), fills
// the Object schema tab, and types object from it: a misspelt field is a type
// error squiggled in the editor, a correct expression is typed and its
// estimate bounded by the schema; an unknown kind is named.
#include "models/cel/celrunner.h"
#include "models/schema/schemaservice.h"
#include "tests/common/sandboxclient.h"
#include "views/cel/celeditor.h"
#include "views/cel/playground.h"

#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

using views::cel::Playground;

class TestCelPlaygroundSandbox final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;
    QTemporaryDir m_cache;

private slots:
    void initTestCase() {
        QVERIFY(m_cache.isValid());
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
    }

    void objectTypedFromTheClustersSchema() {
        models::SchemaService schemas;
        schemas.setCacheDir(m_cache.path());
        schemas.setClient(m_client.get());
        Playground p(nullptr);
        p.setSchemaService(&schemas);
        p.resize(1400, 700);
        p.show();
        p.setEnvironment(cel::limits::Environment::ValidatingAdmissionPolicy);
        p.setContextDocuments(QString(),
                              QStringLiteral("apiVersion: apps/v1\nkind: Deployment\n"
                                             "metadata: {name: web}\nspec:\n  replicas: 2\n"
                                             "  template:\n    spec:\n      containers:\n"
                                             "      - {name: web, image: registry.example.com/web}\n"));
        auto *status = p.findChild<QLabel *>(QStringLiteral("CelKindStatus"));
        auto *schemaTab = p.findChild<QPlainTextEdit *>(QStringLiteral("CelObjectSchema"));
        p.setObjectKind(QStringLiteral("apps/v1/Deployment"));
        QTRY_VERIFY_WITH_TIMEOUT(!schemaTab->toPlainText().isEmpty(), 60000);
        QVERIFY2(status->text().contains(QLatin1String("apps/v1 Deployment")), qPrintable(status->text()));
        QVERIFY(schemaTab->toPlainText().contains(QLatin1String("\"replicas\"")));

        p.setExpression(QStringLiteral("object.spec.replica > 1"));
        p.evaluateNow();
        QTRY_VERIFY_WITH_TIMEOUT(!p.outcome().typeErrors.empty(), 30000);
        QVERIFY(p.outcome().typeErrors.front().message.contains(QLatin1String("replica")));
        QVERIFY(!p.editor()->squiggles().isEmpty());

        const QString loop = QStringLiteral(
            "object.spec.template.spec.containers.all(c, c.image.startsWith('registry.example.com/'))");
        p.setExpression(loop);
        p.evaluateNow();
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated && p.outcome().typeErrors.empty() &&
                                     p.outcome().valueJson == "true",
                                 30000);
        QCOMPARE(p.outcome().type, QStringLiteral("bool"));
        // Typed, the estimate is bounded by the request size; as dyn it is not.
        const std::uint64_t typedMax = p.outcome().estimated.max;
        p.setObjectSchema(QString());
        p.evaluateNow();
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated && p.outcome().type == QLatin1String("bool") &&
                                     p.outcome().estimated.max != typedMax,
                                 30000);
        QVERIFY(typedMax < p.outcome().estimated.max);

        // A kind the server does not have.
        p.setObjectKind(QStringLiteral("apps/v1/Nonexistent"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("apps/v1 Nonexistent")) &&
                                     !status->text().contains(QLatin1String("…")),
                                 60000);
    }
};

QTEST_MAIN(TestCelPlaygroundSandbox)
#include "tst_celplayground_sandbox.moc"
