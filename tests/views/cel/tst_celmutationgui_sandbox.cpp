// GUI (offscreen) against the sandbox: the playground's MutatingAdmissionPolicy
// context. Choosing the context and typing a JSONPatch expression shows the
// RFC 6902 patch (keys escaped) and the local diff of the object; the server
// preview runs the dry run and says Mado's result agrees; switching the
// patch type to ApplyConfiguration shows the YAML configuration and its
// merge; a refused value is named. Screenshots (cel-map-*) in en, uk and ja
// when MADO_SCREENSHOT_DIR is set.
#include "codecs/json.h"
#include "kube/client.h"
#include "models/cel/celrunner.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"
#include "views/cel/celeditor.h"
#include "views/cel/mutationpreview.h"
#include "views/cel/playground.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>

using views::cel::MutationPreview;
using views::cel::Playground;

namespace {

void typeExpression(Playground &p, const QString &text) {
    p.editor()->clear();
    p.editor()->setFocus();
    QTest::keyClicks(p.editor(), text);
}

} // namespace

class TestCelMutationGui final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;
    QString m_ns;
    QString m_liveYaml;
    QTranslator m_translator;

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    QString path() const { return QStringLiteral("/apis/apps/v1/namespaces/%1/deployments/web").arg(m_ns); }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_ns = testcluster::ownNamespace(QStringLiteral("celmutgui"));
        QCOMPARE(testcluster::kubectl({QStringLiteral("create"), QStringLiteral("namespace"), m_ns}).exitCode,
                 0);
        const auto created = testcluster::kubectl(
            {QStringLiteral("-n"), m_ns, QStringLiteral("create"), QStringLiteral("deployment"),
             QStringLiteral("web"), QStringLiteral("--image=nginx:1"), QStringLiteral("--replicas=1")});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const auto got = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                               QStringLiteral("deployment"), QStringLiteral("web"),
                                               QStringLiteral("-o"), QStringLiteral("yaml")});
        QCOMPARE(got.exitCode, 0);
        m_liveYaml = got.out;
    }

    void cleanupTestCase() {
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
    }

    void jsonPatchAndApplyConfiguration() {
        Playground p(nullptr);
        p.resize(1500, 900);
        p.show();
        p.setEnvironment(cel::limits::Environment::MutatingAdmissionPolicy);
        auto *details = p.findChild<QTabWidget *>();
        MutationPreview *m = p.mutationPreview();
        QVERIFY(m->isVisibleTo(&p)); // the context opens the Mutation page
        p.setContextDocuments(QString(), m_liveYaml);
        m->setTarget(m_client.get(), path());
        m->setPatchKind(models::celplay::PatchKind::JsonPatch);
        typeExpression(
            p, QStringLiteral(
                   "[JSONPatch{op: \"add\", path: \"/metadata/labels/\" + "
                   "jsonpatch.escapeKey(\"example.com/team\"), value: \"payments\"}, "
                   "JSONPatch{op: \"replace\", path: \"/spec/replicas\", value: object.spec.replicas + 2}]"));
        QTRY_VERIFY_WITH_TIMEOUT(m->patchText().contains(QLatin1String("/metadata/labels/example.com~1team")),
                                 30000);
        QVERIFY(m->localDiffText().contains(QLatin1String("example.com/team: payments")));
        QVERIFY(m->localDiffText().contains(QLatin1String("replicas: 3")));

        auto *server = p.findChild<QPushButton *>(QStringLiteral("CelMutationServer"));
        QVERIFY(server->isEnabled());
        QSignalSpy shown(m, &MutationPreview::serverPreviewShown);
        QTest::mouseClick(server, Qt::LeftButton);
        QVERIFY(shown.wait(30000));
        QVERIFY2(m->serverStatusText().contains(QLatin1String("agrees")), qPrintable(m->serverStatusText()));
        QVERIFY(m->serverDiffText().contains(QLatin1String("replicas: 3")));
        screenshot(&p, QStringLiteral("cel-map-jsonpatch-en"));

        // ApplyConfiguration: the configuration as YAML, merged into the object.
        m->setPatchKind(models::celplay::PatchKind::ApplyConfiguration);
        typeExpression(
            p,
            QStringLiteral("Object{metadata: Object.metadata{labels: {\"tier\": \"web\"}}, "
                           "spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{"
                           "containers: [Object.spec.template.spec.containers{name: \"nginx\", image: "
                           "\"nginx:2\"}]}}}}"));
        QTRY_VERIFY_WITH_TIMEOUT(m->patchText().contains(QLatin1String("image: nginx:2")), 30000);
        QVERIFY(m->localDiffText().contains(QLatin1String("tier: web")));
        QTest::mouseClick(server, Qt::LeftButton);
        QVERIFY(shown.wait(30000));
        QVERIFY2(m->serverStatusText().contains(QLatin1String("agrees")), qPrintable(m->serverStatusText()));
        QVERIFY(m->serverDiffText().contains(QLatin1String("image: nginx:2")));
        screenshot(&p, QStringLiteral("cel-map-apply-en"));

        // A value Kubernetes refuses is named, and no patch is shown.
        typeExpression(p, QStringLiteral("Object{spec: Object.spec.wrong{replicas: 1}}"));
        QTRY_VERIFY_WITH_TIMEOUT(
            m->patchText().isEmpty() && m->localDiffText().contains(QLatin1String("type mismatch")), 30000);
        QVERIFY(!server->isEnabled());
        Q_UNUSED(details);
    }

    void screenshotsTranslated() {
        if (qEnvironmentVariable("MADO_SCREENSHOT_DIR").isEmpty())
            QSKIP("MADO_SCREENSHOT_DIR not set");
        for (const char *code : {"uk", "ja"}) {
            const QString lang = QLatin1String(code);
            QCoreApplication::removeTranslator(&m_translator);
            QVERIFY(m_translator.load(QStringLiteral(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&m_translator);
            Playground p(nullptr);
            p.resize(1500, 900);
            p.show();
            p.setEnvironment(cel::limits::Environment::MutatingAdmissionPolicy);
            MutationPreview *m = p.mutationPreview();
            p.setContextDocuments(QString(), m_liveYaml);
            m->setTarget(m_client.get(), path());
            m->setPatchKind(models::celplay::PatchKind::JsonPatch);
            typeExpression(
                p, QStringLiteral("[JSONPatch{op: \"add\", path: \"/metadata/labels/\" + "
                                  "jsonpatch.escapeKey(\"example.com/team\"), value: \"payments\"}]"));
            QTRY_VERIFY_WITH_TIMEOUT(!m->patchText().isEmpty(), 30000);
            QSignalSpy shown(m, &MutationPreview::serverPreviewShown);
            QTest::mouseClick(p.findChild<QPushButton *>(QStringLiteral("CelMutationServer")),
                              Qt::LeftButton);
            QVERIFY(shown.wait(30000));
            screenshot(&p, QStringLiteral("cel-map-jsonpatch-") + lang);
        }
        QCoreApplication::removeTranslator(&m_translator);
    }
};

QTEST_MAIN(TestCelMutationGui)
#include "tst_celmutationgui_sandbox.moc"
