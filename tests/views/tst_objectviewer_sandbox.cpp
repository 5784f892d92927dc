// GUI (offscreen): the object viewer shows real sandbox objects in every wire
// format; Secrets stay masked until revealed; a CRD's served versions are
// compared. Screenshots in en, uk and ja when MADO_SCREENSHOT_DIR is set.
#include "codecs/json.h"
#include "kube/client.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "views/objectviewer/objectviewer.h"

#include <QApplication>
#include <QCborArray>
#include <QCborMap>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QTranslator>

using namespace kube;
using Target = models::ObjectFetch::Target;
using mado::test::await;

// The object group/version/resource ns/name as the main window passes it (a namespaced resource).
Target target(const QString &group, const QString &version, const QString &resource, const QString &ns,
              const QString &name, codecs::ApiOrigin origin, const QStringList &servedVersions,
              const QString &kind) {
    Target t;
    t.resource.group = group;
    t.resource.version = version;
    t.resource.name = resource;
    t.resource.kind = kind;
    t.resource.namespaced = true;
    t.ns = ns;
    t.name = name;
    t.origin = origin;
    t.servedVersions = servedVersions;
    return t;
}

namespace {

/// A fixture from tests/data/codecs.
QCborValue json(const char *name) {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QLatin1String("/codecs/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    auto doc = codecs::parseJson(f.readAll());
    if (!doc.ok())
        qFatal("bad test JSON: %s", qPrintable(doc.error().message));
    return *doc;
}

} // namespace

class TestObjectViewer final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("viewer"));
    QTranslator m_english;
    const QString m_group = testcluster::ownGroup(QStringLiteral("viewer"));

    CallResult post(const QString &path, const QCborValue &body) {
        Request r;
        r.verb = "POST";
        r.path = path;
        r.contentType = "application/json";
        r.body = codecs::toJson(body, codecs::JsonStyle::Compact);
        return await(m_client->send(r));
    }

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    static bool waitFinished(views::ObjectViewer &v) {
        QSignalSpy spy(&v, &views::ObjectViewer::shown);
        return v.isShown() || spy.wait(30000);
    }

private slots:
    void initTestCase() {
        // As the app does for English: mado_en holds the plural forms ("570 bytes").
        QVERIFY(m_english.load(QStringLiteral(":/i18n/mado_en")));
        QCoreApplication::installTranslator(&m_english);
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);

        auto r =
            post(QStringLiteral("/api/v1/namespaces"), *codecs::parseJson(testcluster::namespaceJson(m_ns)));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));

        const QCborValue cm = json("viewer-configmap.json");
        r = post(QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns), cm);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));

        const QCborValue secret = json("viewer-secret.json");
        r = post(QStringLiteral("/api/v1/namespaces/%1/secrets").arg(m_ns), secret);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));

        QCborMap crd = json("viewer-crd.json").toMap();
        crd.insert(QStringLiteral("metadata"),
                   QCborMap{{QStringLiteral("name"), QString(QStringLiteral("widgets.") + m_group)}});
        QCborMap spec = crd.value(QLatin1String("spec")).toMap();
        spec.insert(QStringLiteral("group"), m_group);
        crd.insert(QStringLiteral("spec"), spec);
        r = post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"), crd);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QCborMap cr = json("viewer-widget.json").toMap();
        cr.insert(QStringLiteral("apiVersion"), QString(m_group + QLatin1String("/v1")));
        const QString crPath = QStringLiteral("/apis/%1/v1/namespaces/%2/widgets").arg(m_group, m_ns);
        r = post(crPath, cr);
        for (int i = 0; i < 50 && !r.ok() && r.error().httpStatus == 404; ++i) {
            QTest::qWait(200);
            r = post(crPath, cr);
        }
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
    }

    void configMapInEveryFormat() {
        views::ObjectViewer v(m_client.get());
        v.resize(1500, 800);
        v.show();
        v.showObject(target(QString(), QStringLiteral("v1"), QStringLiteral("configmaps"), m_ns,
                            QStringLiteral("viewer-cm"), codecs::ApiOrigin::BuiltIn, {}, {}));
        QVERIFY(waitFinished(v));
        for (codecs::WireFormat f : {codecs::WireFormat::Json, codecs::WireFormat::Yaml,
                                     codecs::WireFormat::Cbor, codecs::WireFormat::Protobuf}) {
            const QString text = v.formatPane(f)->toPlainText();
            QVERIFY2(text.contains(QLatin1String("viewer-cm")),
                     qPrintable(codecs::wireFormatName(f) + QLatin1String(": ") + text.left(300)));
            QVERIFY2(v.formatCaption(f).contains(QStringLiteral(" bytes · decoded in ")),
                     qPrintable(v.formatCaption(f)));
        }
        QVERIFY(v.formatPane(codecs::WireFormat::Json)
                    ->toPlainText()
                    .contains(QStringLiteral("\"greeting\": \"hello, 世界\"")));
        QVERIFY(v.formatPane(codecs::WireFormat::Yaml)
                    ->toPlainText()
                    .contains(QStringLiteral("greeting: hello, 世界")));
        QVERIFY(v.formatPane(codecs::WireFormat::Cbor)->toPlainText().startsWith(QLatin1String("55799({")));
        const QString pb = v.formatPane(codecs::WireFormat::Protobuf)->toPlainText();
        QVERIFY2(pb.contains(QLatin1String("typeMeta.kind: ConfigMap")), qPrintable(pb.left(500)));
        QVERIFY(pb.contains(QLatin1String("# Decoded metadata")));
        QVERIFY(pb.contains(QLatin1String("# Fields of raw")));
        // Every format decoded to the same document.
        const QList<models::FormatView> &formats = v.fetch()->formats();
        QCOMPARE(formats.size(), 4);
        for (const models::FormatView &f : formats) {
            QCOMPARE(f.state, models::FormatView::State::Ready);
            QVERIFY(f.byteSize > 0);
            QCOMPARE(f.document, formats.first().document);
        }
        screenshot(&v, QStringLiteral("objectviewer-en"));
    }

    void secretStaysMaskedUntilRevealed() {
        views::ObjectViewer v(m_client.get());
        v.resize(1500, 800);
        v.show();
        v.showObject(target(QString(), QStringLiteral("v1"), QStringLiteral("secrets"), m_ns,
                            QStringLiteral("viewer-secret"), codecs::ApiOrigin::BuiltIn, {}, {}));
        QVERIFY(waitFinished(v));
        QVERIFY(v.fetch()->isSecret());
        QVERIFY(!v.secretsRevealed());
        for (codecs::WireFormat f : {codecs::WireFormat::Json, codecs::WireFormat::Yaml,
                                     codecs::WireFormat::Cbor, codecs::WireFormat::Protobuf}) {
            const QString text = v.formatPane(f)->toPlainText();
            QVERIFY2(text.contains(QLatin1String("password")),
                     qPrintable(codecs::wireFormatName(f) + QLatin1String(": ") + text.left(400)));
            QVERIFY2(!text.contains(QLatin1String("czNjcjN0")) && !text.contains(QLatin1String("s3cr3t")),
                     qPrintable(codecs::wireFormatName(f) + QLatin1String(" shows the secret: ") + text));
            QVERIFY2(text.contains(QStringLiteral("••••")),
                     qPrintable(codecs::wireFormatName(f) + QLatin1String(": ") + text.left(400)));
        }
        v.setSecretsRevealed(true);
        QVERIFY(v.formatPane(codecs::WireFormat::Json)
                    ->toPlainText()
                    .contains(QLatin1String("\"password\": \"czNjcjN0\"")));
        QVERIFY(v.formatPane(codecs::WireFormat::Protobuf)->toPlainText().contains(QLatin1String("s3cr3t")));
        v.setSecretsRevealed(false);
        QVERIFY(!v.formatPane(codecs::WireFormat::Json)->toPlainText().contains(QLatin1String("czNjcjN0")));
    }

    void secretValuesRevealedOneByOne() {
        const QCborValue two =
            *codecs::parseJson(R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"two-keys"},)"
                               R"("data":{"password":"czNjcjN0","user":"YWRtaW4="}})");
        const auto r = post(QStringLiteral("/api/v1/namespaces/%1/secrets").arg(m_ns), two);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        views::ObjectViewer v(m_client.get());
        v.resize(1500, 800);
        v.show();
        v.showObject(target(QString(), QStringLiteral("v1"), QStringLiteral("secrets"), m_ns,
                            QStringLiteral("two-keys"), codecs::ApiOrigin::BuiltIn, {}, {}));
        QVERIFY(waitFinished(v));
        QCOMPARE(v.secretKeys(), (QStringList{QStringLiteral("password"), QStringLiteral("user")}));
        auto *button = v.findChild<QToolButton *>(QStringLiteral("RevealValue"));
        QVERIFY(button && button->isVisible());
        QCOMPARE(button->menu()->actions().size(), 2);
        // Reveal "user" from its menu entry: only that value shows, in JSON, YAML and CBOR.
        for (QAction *a : button->menu()->actions()) {
            if (a->data().toString() == QLatin1String("user"))
                a->setChecked(true);
        }
        const QString json = v.formatPane(codecs::WireFormat::Json)->toPlainText();
        QVERIFY2(json.contains(QLatin1String("\"user\": \"YWRtaW4=\"")), qPrintable(json));
        QVERIFY2(!json.contains(QLatin1String("czNjcjN0")), qPrintable(json));
        const QString yaml = v.formatPane(codecs::WireFormat::Yaml)->toPlainText();
        QVERIFY2(yaml.contains(QLatin1String("YWRtaW4=")) && !yaml.contains(QLatin1String("czNjcjN0")),
                 qPrintable(yaml));
        const QString cbor = v.formatPane(codecs::WireFormat::Cbor)->toPlainText();
        QVERIFY2(!cbor.contains(QLatin1String("s3cr3t")) && !cbor.contains(QLatin1String("czNjcjN0")),
                 qPrintable(cbor));
        // The protobuf field dump stays masked value by value.
        QVERIFY(!v.formatPane(codecs::WireFormat::Protobuf)->toPlainText().contains(QLatin1String("s3cr3t")));
        screenshot(&v, QStringLiteral("reliability-secret-reveal-en"));
        v.setValueRevealed(QStringLiteral("user"), false);
        QVERIFY(!v.formatPane(codecs::WireFormat::Json)->toPlainText().contains(QLatin1String("YWRtaW4=")));
        // Another object starts masked again.
        v.setValueRevealed(QStringLiteral("password"), true);
        QVERIFY(v.formatPane(codecs::WireFormat::Json)->toPlainText().contains(QLatin1String("czNjcjN0")));
        v.showObject(target(QString(), QStringLiteral("v1"), QStringLiteral("secrets"), m_ns,
                            QStringLiteral("viewer-secret"), codecs::ApiOrigin::BuiltIn, {}, {}));
        QVERIFY(waitFinished(v));
        QVERIFY(!v.formatPane(codecs::WireFormat::Json)->toPlainText().contains(QLatin1String("czNjcjN0")));
    }

    void customResourceThroughEachServedVersion() {
        views::ObjectViewer v(m_client.get());
        v.resize(1500, 800);
        v.show();
        v.showObject(target(m_group, QStringLiteral("v1"), QStringLiteral("widgets"), m_ns,
                            QStringLiteral("w1"), codecs::ApiOrigin::CustomResource,
                            {QStringLiteral("v1"), QStringLiteral("v2")}, QStringLiteral("Widget")));
        QVERIFY(waitFinished(v));
        const QList<models::FormatView> &formats = v.fetch()->formats();
        QCOMPARE(formats[3].state, models::FormatView::State::NotServed);
        QVERIFY(v.formatCaption(codecs::WireFormat::Protobuf).contains(QLatin1String("not served")));
        QCOMPARE(formats[0].document, formats[2].document); // JSON == CBOR
        const QList<models::VersionView> &versions = v.fetch()->versions();
        QCOMPARE(versions.size(), 2);
        QVERIFY(versions[1].changedPaths.contains(QLatin1String("apiVersion")));
        QVERIFY(!versions[1].changedLines.isEmpty());
        QVERIFY(v.versionPane(1));
        QVERIFY(v.versionPane(1)->toPlainText().contains(QLatin1String("/v2")));
        const int line = *versions[1].changedLines.cbegin();
        QVERIFY2(v.versionPane(1)->document()->findBlockByNumber(line).text().contains(QLatin1String("v2")),
                 qPrintable(v.versionPane(1)->document()->findBlockByNumber(line).text()));
        QCOMPARE(v.versionPane(1)->extraSelections().size(), versions[1].changedLines.size());
        v.findChild<QTabWidget *>()->setCurrentIndex(1);
        screenshot(&v, QStringLiteral("objectviewer-versions-en"));
    }

    void translated_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    void translated() {
        QFETCH(QString, lang);
        views::ObjectViewer early(m_client.get());
        QCOMPARE(early.findChild<QTabWidget *>()->tabText(0), QStringLiteral("Wire formats"));
        QTranslator tr;
        QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
        QCoreApplication::installTranslator(&tr);
        // A viewer that already exists follows the language change.
        QTRY_VERIFY(early.findChild<QTabWidget *>()->tabText(0) != QLatin1String("Wire formats"));
        {
            views::ObjectViewer v(m_client.get());
            v.resize(1500, 800);
            v.show();
            v.showObject(target(QString(), QStringLiteral("v1"), QStringLiteral("secrets"), m_ns,
                                QStringLiteral("viewer-secret"), codecs::ApiOrigin::BuiltIn, {}, {}));
            QVERIFY(waitFinished(v));
            QVERIFY2(!v.formatCaption(codecs::WireFormat::Json).contains(QLatin1String("bytes")),
                     qPrintable(v.formatCaption(codecs::WireFormat::Json)));
            QVERIFY(v.findChild<QTabWidget *>()->tabText(0) != QLatin1String("Wire formats"));
            screenshot(&v, QStringLiteral("objectviewer-") + lang);
            views::ObjectViewer cr(m_client.get());
            cr.resize(1500, 800);
            cr.show();
            cr.showObject(target(m_group, QStringLiteral("v1"), QStringLiteral("widgets"), m_ns,
                                 QStringLiteral("w1"), codecs::ApiOrigin::CustomResource,
                                 {QStringLiteral("v1"), QStringLiteral("v2")}, QStringLiteral("Widget")));
            QVERIFY(waitFinished(cr));
            cr.findChild<QTabWidget *>()->setCurrentIndex(1);
            screenshot(&cr, QStringLiteral("objectviewer-versions-") + lang);
        }
        QCoreApplication::removeTranslator(&tr);
    }

    void cleanupTestCase() {
        Request r;
        r.verb = "DELETE";
        for (const QString &p :
             {QString(QStringLiteral("/api/v1/namespaces/") + m_ns),
              QString(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.") +
                      m_group)}) {
            r.path = p;
            QVERIFY(await(m_client->send(r)).ok());
        }
    }
};

QTEST_MAIN(TestObjectViewer)
#include "tst_objectviewer_sandbox.moc"
