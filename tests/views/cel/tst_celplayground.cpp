// GUI (offscreen): the CEL playground evaluates as you type off the GUI
// thread, shows the value and both costs, marks a syntax error at its
// position, flags a function the chosen Kubernetes version lacks, and stops a
// long evaluation while the window stays responsive. Screenshots in en, uk
// and ja when MADO_SCREENSHOT_DIR is set.
#include "models/cel/celrunner.h"
#include "views/cel/celeditor.h"
#include "views/cel/playground.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using views::cel::Playground;

namespace {

const char *const kSchema = "type: object\n"
                            "properties:\n"
                            "  replicas: {type: integer}\n"
                            "  name: {type: string, maxLength: 20}\n"
                            "  items:\n"
                            "    type: array\n"
                            "    items: {type: integer}\n";

// A resource schema as the schema service writes it (trimmed): object is typed from it.
const char *const kDeploymentSchema = "type: object\n"
                                      "properties:\n"
                                      "  apiVersion: {type: string}\n"
                                      "  kind: {type: string}\n"
                                      "  metadata:\n"
                                      "    type: object\n"
                                      "    properties:\n"
                                      "      name: {type: string}\n"
                                      "      generateName: {type: string}\n"
                                      "      labels: {type: object, additionalProperties: {type: string}}\n"
                                      "  spec:\n"
                                      "    type: object\n"
                                      "    properties:\n"
                                      "      replicas: {type: integer, format: int32}\n"
                                      "      paused: {type: boolean}\n";
const char *const kDeployment = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n"
                                "spec: {replicas: 3}\n";

// Types text into the editor as a user would.
void typeExpression(Playground &p, const QString &text) {
    p.editor()->clear();
    p.editor()->setFocus();
    QTest::keyClicks(p.editor(), text);
}

} // namespace

class TestCelPlayground final : public QObject {
    Q_OBJECT

    QTranslator m_translator;

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

private slots:
    void typeAndSeeResultAndCosts() {
        Playground p(nullptr);
        p.resize(1400, 700);
        p.show();
        p.setContextDocuments(QString::fromLatin1(kSchema),
                              QStringLiteral("replicas: 3\nname: web\nitems: [1, 2]\n"));
        typeExpression(p, QStringLiteral("self.replicas > 1 && self.name.startsWith('w')"));
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated && p.outcome().runtimeCost > 0, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(p.findChild<QPlainTextEdit *>(QStringLiteral("CelResult"))->toPlainText(),
                                  QStringLiteral("true"), 30000);
        const auto &o = p.outcome();
        QCOMPARE(o.type, QStringLiteral("bool"));
        // Runtime 6 per cel-go's rules (ident and select per operand, the comparison, startsWith
        // by the prefix size, && itself nothing): the labels show both costs.
        QCOMPARE(o.runtimeCost, std::uint64_t(6));
        QVERIFY2(o.estimated.max >= o.runtimeCost, qPrintable(QString::number(o.estimated.max)));
        auto *runtime = p.findChild<QLabel *>(QStringLiteral("CelRuntimeLabel"));
        auto *estimate = p.findChild<QLabel *>(QStringLiteral("CelEstimateLabel"));
        QVERIFY2(runtime->text().contains(QString::number(o.runtimeCost)), qPrintable(runtime->text()));
        QVERIFY2(estimate->text().contains(QString::number(o.estimated.max)), qPrintable(estimate->text()));
        // The breakdown table sums to the totals.
        auto *table = p.findChild<QTableView *>(QStringLiteral("CelCostTable"));
        QVERIFY(table->model()->rowCount() > 3);
        std::uint64_t sum = 0;
        double maxSum = 0;
        for (const auto &row : o.rows) {
            sum += row.runtime;
            maxSum += row.estimatedMax;
        }
        QCOMPARE(sum, o.runtimeCost);
        QCOMPARE(maxSum, double(o.estimated.max));
        // Hovering the '>' shows the cost of that comparison.
        const QString tip = p.editor()->tipAt(int(QStringLiteral("self.replicas >").size()) - 1);
        QVERIFY2(tip.contains(QStringLiteral("self.replicas > 1")), qPrintable(tip));
    }

    void syntaxErrorMarkedAtItsPosition() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        p.setContextDocuments(QString::fromLatin1(kSchema), QStringLiteral("replicas: 3\n"));
        typeExpression(p, QStringLiteral("self.replicas + * 2"));
        QTRY_VERIFY_WITH_TIMEOUT(!p.outcome().compiled && !p.outcome().diagnostics.empty(), 30000);
        const auto &d = p.outcome().diagnostics.front();
        QCOMPARE(p.outcome().phase, QStringLiteral("parse"));
        // cel-go reports the unexpected '*' at 1:17.
        QCOMPARE(d.line, 1);
        QCOMPARE(d.column, 17);
        const auto squiggles = p.editor()->squiggles();
        QVERIFY(!squiggles.isEmpty());
        QCOMPARE(squiggles.front().first, 16);
        QVERIFY(p.findChild<QLabel *>(QStringLiteral("CelStatus"))->text().contains(QStringLiteral("1:17")));
    }

    /// cel-go panics checking an optional entry of type dyn (kube-apiserver
    /// resets the request): the playground refuses it, in the user's language.
    void expressionTheServerCrashesOnIsRefusedInEveryLanguage() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        p.setContextDocuments(QString::fromLatin1(kSchema), QStringLiteral("replicas: 3\n"));
        typeExpression(p, QStringLiteral("[?dyn(self)[?'replicas']].size() == 1"));
        QTRY_VERIFY_WITH_TIMEOUT(!p.outcome().compiled && !p.outcome().diagnostics.empty(), 30000);
        QCOMPARE(p.outcome().phase, QStringLiteral("check"));
        QCOMPARE(p.outcome().diagnostics.front().column, 12); // the entry's [?
        auto *status = p.findChild<QLabel *>(QStringLiteral("CelStatus"));
        QVERIFY2(status->text().contains(QLatin1String("kube-apiserver cannot check this expression")),
                 qPrintable(status->text()));
        screenshot(&p, QStringLiteral("celplay-server-panic-en"));
        const std::pair<const char *, const char *> languages[] = {
            {"uk", "kube-apiserver не може перевірити цей вираз"},
            {"ja", "kube-apiserver はこの式を検査できません"}};
        for (const auto &[lang, expected] : languages) {
            QVERIFY(m_translator.load(QStringLiteral(":/i18n/mado_") + QLatin1String(lang)));
            QCoreApplication::installTranslator(&m_translator);
            QCoreApplication::processEvents();
            p.evaluateNow();
            QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QString::fromUtf8(expected)), 30000);
            screenshot(&p, QStringLiteral("celplay-server-panic-") + QLatin1String(lang));
            QCoreApplication::removeTranslator(&m_translator);
        }
    }

    void versionFlagsNewerFunction() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        p.setContextDocuments(QString::fromLatin1(kSchema), QStringLiteral("items: [1, 2]\n"));
        p.setServerVersion(37, cel::RuleAge::Stored);
        typeExpression(p, QStringLiteral("self.items.includes(2)"));
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated, 30000);
        QCOMPARE(p.outcome().valueJson, std::string("true"));
        // A new rule on the same 1.37 server is compiled with 1.36, which lacks includes().
        auto *age = p.findChild<QComboBox *>(QStringLiteral("CelRuleAge"));
        age->setCurrentIndex(0);
        QTRY_VERIFY_WITH_TIMEOUT(!p.outcome().compiled, 30000);
        bool flagged = false;
        for (const auto &d : p.outcome().diagnostics)
            flagged = flagged || (d.message.contains(QStringLiteral("includes()")) &&
                                  d.message.contains(QStringLiteral("1.37")) &&
                                  d.offset == int(QStringLiteral("self.items.includes").size()));
        QVERIFY(flagged);
        // Version 1.30 stored: semver arrived in 1.33.
        auto *version = p.findChild<QComboBox *>(QStringLiteral("CelVersion"));
        age->setCurrentIndex(1);
        version->setCurrentIndex(30 - 27);
        typeExpression(p, QStringLiteral("isSemver('1.2.3')"));
        auto semverFlagged = [&p] {
            for (const auto &d : p.outcome().diagnostics)
                if (d.message.contains(QStringLiteral("isSemver()")) &&
                    d.message.contains(QStringLiteral("1.33")))
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(semverFlagged(), 30000);
        QVERIFY(!p.editor()->squiggles().isEmpty());
    }

    void longEvaluationStopsAndWindowStaysResponsive() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        QString items = QStringLiteral("items: [");
        for (int i = 0; i < 4000; ++i)
            items += (i ? QStringLiteral(",") : QString()) + QString::number(i);
        items += QStringLiteral("]\n");
        p.setContextDocuments(QString::fromLatin1(kSchema), items);
        // Without the runtime budget this runs 16 million iterations.
        p.findChild<QCheckBox *>(QStringLiteral("CelEnforceLimit"))->setChecked(false);
        // The GUI thread keeps handling events while the loop runs (how long
        // it may stall is measured by bench/celplayground, not asserted here).
        int ticks = 0;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, &p, [&ticks] { ++ticks; });
        p.setExpression(QStringLiteral("self.items.all(i, self.items.all(j, i + j >= 0))"));
        p.evaluateNow();
        QTRY_VERIFY_WITH_TIMEOUT(p.runner()->isRunning(), 5000);
        ticker.start(10);
        QTest::qWait(300);
        QVERIFY(p.runner()->isRunning()); // still busy: the loop went on meanwhile
        QVERIFY(ticks > 0);               // and the window handled its events meanwhile
        QSignalSpy spy(&p, &Playground::evaluated);
        QTest::mouseClick(p.findChild<QPushButton *>(QStringLiteral("CelCancel")), Qt::LeftButton);
        QVERIFY(spy.wait(10000));
        QVERIFY(p.outcome().interrupted);
        QVERIFY(p.outcome().runtimeCost > 0);
        QVERIFY(!p.runner()->isRunning());
    }

    void memoryBombAndLongValueInTheWindow() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        p.setEnvironment(cel::limits::Environment::ValidatingAdmissionPolicy);
        p.findChild<QCheckBox *>(QStringLiteral("CelEnforceLimit"))->setChecked(false);
        auto *value = p.findChild<QPlainTextEdit *>(QStringLiteral("CelResult"));
        auto *status = p.findChild<QLabel *>(QStringLiteral("CelStatus"));
        QVERIFY(value && status);
        const QString k1000 = QStringLiteral("'%1'").arg(QString(1000, QLatin1Char('a')));
        // Terabytes from three replace() calls: an error in the window, not the end of it.
        p.setExpression(QStringLiteral("%1.replace('a', %1).replace('a', %1).replace('a', %1)").arg(k1000));
        QSignalSpy spy(&p, &Playground::evaluated);
        p.evaluateNow();
        QVERIFY(spy.wait(60000));
        QVERIFY2(p.outcome().error.contains(QStringLiteral("would exceed 1073741824 bytes")),
                 qPrintable(p.outcome().error));
        QVERIFY2(status->text().contains(p.outcome().error), qPrintable(status->text()));
        // A string of 2,000,000 letters: the pane shows its first 64 Ki characters and says so.
        p.setExpression(QStringLiteral("%1.replace('a', %1 + %1)").arg(k1000));
        p.evaluateNow();
        QVERIFY(spy.wait(60000));
        QVERIFY2(p.outcome().error.isEmpty(), qPrintable(p.outcome().error));
        QCOMPARE(p.outcome().valueText.size(), 2000002);
        const QString shown = value->toPlainText();
        QVERIFY(shown.startsWith(QStringLiteral("\"aaaa")));
        QVERIFY(shown.left(1 << 16) == p.outcome().valueText.left(1 << 16));
        // (English's plural forms come from mado_en, which the application loads.)
        QVERIFY2(shown.mid(1 << 16).startsWith(QStringLiteral("\n… and 1934466 more character")),
                 qPrintable(shown.mid(1 << 16)));
    }

    void typedObjectMarksUnknownFields() {
        Playground p(nullptr);
        p.resize(1400, 700);
        p.show();
        p.setEnvironment(cel::limits::Environment::ValidatingAdmissionPolicy);
        p.setContextDocuments(QString(), QString::fromLatin1(kDeployment));
        // The kind bar and the Object schema tab belong to the admission contexts.
        auto *kind = p.findChild<QLineEdit *>(QStringLiteral("CelObjectKind"));
        QVERIFY(kind && kind->isVisible());
        // No connection: loading a kind's schema says so instead of failing silently.
        p.setObjectKind(QStringLiteral("apps/v1/Deployment"));
        QVERIFY(!p.findChild<QLabel *>(QStringLiteral("CelKindStatus"))->text().isEmpty());
        p.setObjectSchema(QString::fromLatin1(kDeploymentSchema));
        auto *inputs = p.findChild<QTabWidget *>(QStringLiteral("CelInputs"));
        bool hasSchemaTab = false;
        for (int i = 0; i < inputs->count(); ++i)
            hasSchemaTab |= inputs->widget(i)->objectName() == QLatin1String("CelObjectSchema");
        QVERIFY(hasSchemaTab);

        typeExpression(p, QStringLiteral("object.spec.replica > 1"));
        QTRY_VERIFY_WITH_TIMEOUT(!p.outcome().typeErrors.empty(), 30000);
        QVERIFY(p.outcome().compiled); // the server accepts it (object is dyn there)
        QCOMPARE(p.outcome().typeErrors.front().offset, 11);
        // Squiggled at the field, with the checker's message on hover.
        QVERIFY(!p.editor()->squiggles().isEmpty());
        QCOMPARE(p.editor()->squiggles().front().first, 11);
        QVERIFY(p.editor()->tipAt(12).contains(QLatin1String("replica")));
        QVERIFY(
            p.findChild<QLabel *>(QStringLiteral("CelStatus"))->text().contains(QLatin1String("replica")));

        typeExpression(p, QStringLiteral("object.spec.replicas > 1"));
        QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated && p.outcome().typeErrors.empty() &&
                                     p.outcome().valueJson == "true",
                                 30000);
        QCOMPARE(p.outcome().type, QStringLiteral("bool"));
        QVERIFY(p.editor()->squiggles().isEmpty());

        // Back in the CRD context the kind bar is hidden.
        p.setEnvironment(cel::limits::Environment::Crd);
        QVERIFY(!kind->isVisible());
    }

    /// Typing in the expression reads the documents of the panes once, not
    /// per keystroke (a pane may hold a large object); a changed pane is read
    /// again, and after a change of language its error is in the new one.
    void panesAreReadOncePerChange() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        QString data = QStringLiteral("replicas: 3\nname: web\n");
        for (int i = 0; i < 2000; ++i)
            data += QStringLiteral("key%1: value %1\n").arg(i);
        p.setContextDocuments(QString::fromLatin1(kSchema), data);
        QSignalSpy started(p.runner(), &models::celplay::CelRunner::started);
        const int before = p.paneReads();
        typeExpression(p, QStringLiteral("self.replicas > 1 && self.name == 'web'"));
        QTRY_COMPARE_WITH_TIMEOUT(p.findChild<QPlainTextEdit *>(QStringLiteral("CelResult"))->toPlainText(),
                                  QStringLiteral("true"), 30000);
        QVERIFY2(p.paneReads() - before <= 2,
                 qPrintable(QString::number(p.paneReads() - before))); // schema, data
        const int typed = p.paneReads();
        p.setExpression(QStringLiteral("self.replicas > 5"));
        p.evaluateNow();
        QTRY_COMPARE_WITH_TIMEOUT(p.findChild<QPlainTextEdit *>(QStringLiteral("CelResult"))->toPlainText(),
                                  QStringLiteral("false"), 30000);
        QCOMPARE(p.paneReads(), typed); // nothing changed in the panes

        auto *status = p.findChild<QLabel *>(QStringLiteral("CelStatus"));
        p.setContextDocuments(QString::fromLatin1(kSchema), QStringLiteral("replicas: [3\n"));
        p.evaluateNow();
        QCOMPARE(p.paneReads(), typed + 1); // the data pane only
        const QString english = status->text();
        QVERIFY2(english.startsWith(QLatin1String("self: ")), qPrintable(english));
        QVERIFY(m_translator.load(QStringLiteral(":/i18n/mado_uk")));
        QCoreApplication::installTranslator(&m_translator);
        QCoreApplication::processEvents(); // the LanguageChange it posts
        p.evaluateNow();
        QCoreApplication::removeTranslator(&m_translator);
        QVERIFY2(status->text().startsWith(QLatin1String("self: ")) && status->text() != english,
                 qPrintable(status->text()));
        QCOMPARE(p.paneReads(), typed + 3); // read again in the new language
        QVERIFY(started.size() >= 2);
    }

    /// A pane too large to read between two keystrokes is read on the thread
    /// pool: the evaluation waits for it and takes the pane's latest text.
    void largePanesAreReadOffTheGuiThread() {
        Playground p(nullptr);
        p.resize(1000, 600);
        p.show();
        auto big = [](int replicas) {
            QString data = QStringLiteral("replicas: %1\nname: web\n").arg(replicas);
            for (int i = 0; i < 6000; ++i)
                data += QStringLiteral("key%1: value %1\n").arg(i);
            return data;
        };
        QVERIFY(big(3).size() > 100000);
        p.setExpression(QStringLiteral("self.replicas > 1"));
        p.setContextDocuments(QString::fromLatin1(kSchema), big(3));
        QSignalSpy started(p.runner(), &models::celplay::CelRunner::started);
        const int before = p.paneReads();
        p.evaluateNow();
        QCOMPARE(p.paneReads(), before + 2); // the schema here, the data on the pool
        QCOMPARE(started.size(), 0);         // waiting for the data
        // Changed while it is read: the evaluation takes the new text.
        p.setContextDocuments(QString::fromLatin1(kSchema), big(0));
        p.evaluateNow();
        QCOMPARE(started.size(), 0);
        auto *result = p.findChild<QPlainTextEdit *>(QStringLiteral("CelResult"));
        QTRY_COMPARE_WITH_TIMEOUT(result->toPlainText(), QStringLiteral("false"), 30000);
        QCOMPARE(started.size(), 1);
        QCOMPARE(p.paneReads(), before + 3);
        // Read once: evaluating again reads nothing.
        p.setExpression(QStringLiteral("self.replicas == 0"));
        p.evaluateNow();
        QCOMPARE(started.size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(result->toPlainText(), QStringLiteral("true"), 30000);
        QCOMPARE(p.paneReads(), before + 3);
        // A large pane that does not read: its error, as for a small one.
        p.setContextDocuments(QString::fromLatin1(kSchema), big(0) + QStringLiteral("broken: [1\n"));
        p.evaluateNow();
        auto *status = p.findChild<QLabel *>(QStringLiteral("CelStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QLatin1String("self: ")), 30000);
        QCOMPARE(started.size(), 2);
    }

    void screenshots() {
        if (qEnvironmentVariable("MADO_SCREENSHOT_DIR").isEmpty())
            QSKIP("MADO_SCREENSHOT_DIR not set");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("uk"), QStringLiteral("ja")}) {
            QCoreApplication::removeTranslator(&m_translator);
            QVERIFY(m_translator.load(QStringLiteral(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&m_translator);
            {
                Playground p(nullptr);
                p.resize(1500, 720);
                p.show();
                p.setContextDocuments(QString::fromLatin1(kSchema),
                                      QStringLiteral("replicas: 3\nname: web\nitems: [1, 2, 3]\n"));
                p.setExpression(QStringLiteral("self.items.all(i, i > 0) && self.name.startsWith('w')"));
                p.evaluateNow();
                QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated, 30000);
                auto *table = p.findChild<QTableView *>(QStringLiteral("CelCostTable"));
                table->selectRow(0);
                QTest::qWait(100);
                screenshot(&p, QStringLiteral("cel-breakdown-") + lang);
            }
            {
                Playground p(nullptr);
                p.resize(1500, 720);
                p.show();
                p.setContextDocuments(
                    QStringLiteral("type: object\nproperties:\n  containers:\n    type: array\n"
                                   "    items:\n      type: object\n      properties:\n"
                                   "        name: {type: string}\n"
                                   "        ports:\n          type: array\n"
                                   "          items: {type: integer}\n"),
                    QStringLiteral("containers:\n- name: app\n  ports: [80, 443]\n"));
                p.setExpression(QStringLiteral("self.containers.all(c, c.ports.all(x, x > 0 && x < 65536))"));
                p.evaluateNow();
                QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated, 60000);
                QVERIFY(!p.outcome().hints.empty());
                QTest::qWait(100);
                screenshot(&p, QStringLiteral("cel-overbudget-") + lang);
            }
            {
                Playground p(nullptr);
                p.resize(1500, 720);
                p.show();
                p.setEnvironment(cel::limits::Environment::ValidatingAdmissionPolicy);
                p.setContextDocuments(QString(), QString::fromLatin1(kDeployment));
                p.findChild<QLineEdit *>(QStringLiteral("CelObjectKind"))
                    ->setText(QStringLiteral("apps/v1/Deployment"));
                p.setObjectSchema(QString::fromLatin1(kDeploymentSchema));
                p.setExpression(
                    QStringLiteral("object.spec.replica <= 5 && object.metadata.labels['team'] != ''"));
                p.evaluateNow();
                QTRY_VERIFY_WITH_TIMEOUT(p.outcome().evaluated, 30000);
                QVERIFY(!p.outcome().typeErrors.empty());
                auto *inputs = p.findChild<QTabWidget *>(QStringLiteral("CelInputs"));
                inputs->setCurrentIndex(inputs->count() - 1);
                QTest::qWait(100);
                screenshot(&p, QStringLiteral("cel-typed-object-") + lang);
            }
        }
        QCoreApplication::removeTranslator(&m_translator);
    }
};

QTEST_MAIN(TestCelPlayground)
#include "tst_celplayground.moc"
