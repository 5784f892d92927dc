// GUI (offscreen) on the sandbox: the patch composer composes from an edited
// copy, previews by dry run (a server default marked), confirms and writes;
// an apply conflict is shown per field and resolved by sharing; an applied
// object that does not fit its schema is explained and not written; a Secret's
// values stay masked in the edited copy and in a shared conflict. In en, uk and
// ja; screenshots when MADO_SCREENSHOT_DIR is set. Owns mado-t-pcomp-*.
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "kube/client.h"
#include "kube/write.h"
#include "models/schema/schemaservice.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"
#include "views/patch/patchcomposer.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

#include <memory>

using mado::test::await;

// The translator of a test row's language (none for en), installed while it lives.
struct Language {
    QTranslator translator;
    bool ok = true;
    explicit Language(const QString &lang) {
        if (lang == QLatin1String("en"))
            return;
        ok = translator.load(QLatin1String(":/i18n/mado_") + lang) &&
             QCoreApplication::installTranslator(&translator);
    }
    ~Language() { QCoreApplication::removeTranslator(&translator); }
    Language(const Language &) = delete;
    Language &operator=(const Language &) = delete;
};

class TestPatchComposer final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    models::SchemaService *m_schemas = nullptr;
    QTemporaryDir m_cache;
    QTranslator m_english;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("pcomp"));
    kube::ApiResource m_deployments;

    kube::Write::ResultType send(const kube::WriteRequest &req) {
        kube::Write *w = kube::Write::start(m_client.get(), req);
        auto r = await(w);
        w->deleteLater();
        return r;
    }

    QCborValue get(const QString &name) {
        kube::Call *c = m_client->get(m_deployments.path(m_ns, name));
        auto r = await(c);
        c->deleteLater();
        return r ? *codecs::parseJson(r->body) : QCborValue();
    }

    bool createDeployment(const QString &name) {
        kube::WriteRequest req;
        req.verb = kube::WriteVerb::Create;
        req.path = m_deployments.path(m_ns);
        req.body = QStringLiteral(R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"%1"},
            "spec":{"replicas":1,"selector":{"matchLabels":{"app":"%1"}},"template":{"metadata":{"labels":{"app":"%1"}},
            "spec":{"containers":[{"name":"web","image":"nginx:1.25"}]}}}})")
                       .arg(name)
                       .toUtf8();
        return send(req).ok();
    }

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    static bool loaded(views::PatchComposer &c) {
        QSignalSpy spy(c.session(), &models::patch::PatchSession::liveLoaded);
        if (!c.session()->live().isMap() && !spy.wait(30000))
            return false;
        // The copy pane is written on the thread pool.
        if (!QTest::qWaitFor([&c] { return !c.editedCopy()->toPlainText().isEmpty(); }, 30000))
            return false;
        // The schema (merge keys) arrives from the schema service.
        QSignalSpy schema(c.session(), &models::patch::PatchSession::schemaReady);
        return c.session()->hasSchema() || schema.wait(30000);
    }

    /// A composer of 1280×900 showing the Deployment name once its live
    /// object and schema have arrived; null when they did not.
    std::unique_ptr<views::PatchComposer> openComposer(const QString &name) {
        auto c = std::make_unique<views::PatchComposer>(m_client.get(), m_schemas);
        c->resize(1280, 900);
        c->show();
        c->open(m_deployments, m_ns, name, false);
        return loaded(*c) ? std::move(c) : nullptr;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_english.load(QStringLiteral(":/i18n/mado_en")));
        QCoreApplication::installTranslator(&m_english);
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(m_cache.isValid());
        m_schemas = new models::SchemaService(this);
        m_schemas->setCacheDir(m_cache.path());
        m_schemas->setClient(m_client.get());
        m_deployments.group = QStringLiteral("apps");
        m_deployments.version = QStringLiteral("v1");
        m_deployments.name = QStringLiteral("deployments");
        m_deployments.kind = QStringLiteral("Deployment");
        m_deployments.namespaced = true;
        kube::WriteRequest ns;
        ns.verb = kube::WriteVerb::Create;
        ns.path = QStringLiteral("/api/v1/namespaces");
        ns.body = testcluster::namespaceJson(m_ns);
        QVERIFY(send(ns));
    }

    void composePreviewConfirm_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }
    void composePreviewConfirm() {
        QFETCH(QString, lang);
        Language language(lang);
        QVERIFY(language.ok);
        const QString name = QStringLiteral("web-") + lang;
        QVERIFY(createDeployment(name));
        const auto composer = openComposer(name);
        QVERIFY(composer);
        views::PatchComposer &c = *composer;
        if (lang != QLatin1String("en"))
            QVERIFY(c.previewButton()->text() != QLatin1String("Preview (dry run)"));
        // Nothing can be written before a preview.
        QVERIFY(!c.writeButton()->isEnabled());

        // Invalid text is reported with its line as you type.
        c.setPatchType(kube::PatchType::Merge);
        c.setPatchText(QStringLiteral("{\n  \"spec\": {\n    \"replicas\" 3\n}"));
        QTRY_VERIFY(c.isValidated());
        QVERIFY2(c.validationText().contains(QLatin1String("3")), qPrintable(c.validationText()));
        QVERIFY(!c.previewButton()->isEnabled());

        // A copy that does not read as YAML: why, under the copy; nothing derived.
        const QString liveCopy = c.editedCopy()->toPlainText();
        const QString hint = c.copyNote();
        c.editedCopy()->setPlainText(QStringLiteral("kind: [unclosed\n"));
        QSignalSpy notDerived(c.session(), &models::patch::PatchSession::derived);
        c.deriveFromCopy();
        QTRY_VERIFY(c.copyNote() != hint);
        QVERIFY2(c.copyNote().contains(QLatin1String("1")), qPrintable(c.copyNote())); // its line
        QCOMPARE(notDerived.size(), 0);
        c.editedCopy()->setPlainText(liveCopy);

        // Derive a strategic merge patch from an edited copy: a new container.
        c.setPatchType(kube::PatchType::Strategic);
        auto copy = codecs::parseYaml(c.editedCopy()->toPlainText().toUtf8());
        QVERIFY(copy);
        QCborMap obj = copy->toMap();
        QCborValue containers = (*copy)[QLatin1String("spec")][QLatin1String("template")]
                                       [QLatin1String("spec")][QLatin1String("containers")];
        QCborArray list = containers.toArray();
        list.append(*codecs::parseJson(R"({"name":"sidecar","image":"busybox:1.36"})"));
        QCborMap spec = obj.value(QStringLiteral("spec")).toMap();
        QCborMap tmpl = spec.value(QStringLiteral("template")).toMap();
        QCborMap pod = tmpl.value(QStringLiteral("spec")).toMap();
        pod.insert(QStringLiteral("containers"), list);
        tmpl.insert(QStringLiteral("spec"), pod);
        spec.insert(QStringLiteral("template"), tmpl);
        obj.insert(QStringLiteral("spec"), spec);
        c.editedCopy()->setPlainText(QString::fromUtf8(codecs::toYaml(obj)));
        QSignalSpy derived(c.session(), &models::patch::PatchSession::derived);
        c.deriveFromCopy();
        QVERIFY(derived.wait(30000));
        const QString patch = c.patchEditor()->toPlainText();
        QVERIFY2(patch.contains(QLatin1String("$setElementOrder/containers")), qPrintable(patch));
        QTRY_VERIFY(c.isValidated());
        QVERIFY(c.validationText().isEmpty());

        QSignalSpy previewed(&c, &views::PatchComposer::previewShown);
        QTRY_VERIFY(c.isValidated());
        QTest::mouseClick(c.previewButton(), Qt::LeftButton);
        QVERIFY(previewed.wait(30000));
        QVERIFY(c.writeButton()->isEnabled());
        // The server's defaults inside the new container are marked as such.
        const auto defaults =
            c.changesTree()->findItems(QStringLiteral("imagePullPolicy"), Qt::MatchContains, 0);
        QCOMPARE(defaults.size(), 1);
        QCOMPARE(defaults.first()->text(1),
                 models::patch::PreviewText::causeName(models::patch::ChangeCause::Default));
        const auto image = c.changesTree()->findItems(QStringLiteral("containers[name=\"sidecar\"].image"),
                                                      Qt::MatchEndsWith, 0);
        QCOMPARE(image.size(), 1);
        QCOMPARE(image.first()->text(1),
                 models::patch::PreviewText::causeName(models::patch::ChangeCause::Patch));
        QVERIFY(image.first()->text(2).contains(QLatin1String("mado")));
        screenshot(&c, QStringLiteral("patch-preview-") + lang);
        // The dry run stored nothing.
        QCOMPARE(get(name)[QLatin1String("spec")][QLatin1String("template")][QLatin1String("spec")]
                          [QLatin1String("containers")]
                              .toArray()
                              .size(),
                 1);

        // Confirm: the diff again, then the write.
        QTest::mouseClick(c.writeButton(), Qt::LeftButton);
        QCOMPARE(c.page(), 1);
        screenshot(&c, QStringLiteral("patch-confirm-") + lang);
        QSignalSpy written(&c, &views::PatchComposer::writeShown);
        QTest::mouseClick(c.confirmButton(), Qt::LeftButton);
        QVERIFY(written.wait(30000));
        QCOMPARE(c.page(), 2);
        const QCborArray after = get(name)[QLatin1String("spec")][QLatin1String("template")]
                                          [QLatin1String("spec")][QLatin1String("containers")]
                                              .toArray();
        QCOMPARE(after.size(), 2);
        QCOMPARE(after.at(1)[QLatin1String("name")].toString(), QStringLiteral("sidecar"));
    }

    /// Each edit is checked on the thread pool: until its check is back the
    /// composition counts as unchecked (Preview disabled), and a later edit
    /// wins over an earlier one still being checked. The validation line
    /// follows a change of language while the composer is open.
    void validationFollowsEditsAndLanguage() {
        QVERIFY(createDeployment(QStringLiteral("checks")));
        const auto composer = openComposer(QStringLiteral("checks"));
        QVERIFY(composer);
        views::PatchComposer &c = *composer;
        c.setPatchType(kube::PatchType::Merge);
        QTRY_VERIFY(c.isValidated());
        QVERIFY(c.previewButton()->isEnabled());  // the template is a valid patch
        QVERIFY(!c.conflictsTree()->isVisible()); // only an apply's conflicts show it

        c.setPatchText(QStringLiteral("{\n  \"spec\": {\"replicas\" 3}\n}"));
        c.setPatchText(QStringLiteral("{\"spec\": {\"replicas\": 3}}")); // before the first check is back
        QVERIFY(!c.isValidated());
        QVERIFY(!c.previewButton()->isEnabled());
        QTRY_VERIFY(c.isValidated());
        QCOMPARE(c.validationText(), QString());
        QVERIFY(c.previewButton()->isEnabled());

        // Typing starts the check only once typing pauses; until then nothing is sendable.
        QTest::keyClicks(c.patchEditor(), QStringLiteral(" x"));
        QVERIFY(!c.isValidated());
        QVERIFY(!c.previewButton()->isEnabled());
        QTRY_VERIFY(c.isValidated());
        const QString english = c.validationText();
        QVERIFY2(english.startsWith(QLatin1String("Line 1: ")), qPrintable(english));
        QVERIFY(!c.previewButton()->isEnabled());

        for (const QString &lang : {QStringLiteral("uk"), QStringLiteral("ja")}) {
            Language language(lang);
            QVERIFY(language.ok);
            const QString line = QCoreApplication::translate("views::PatchComposer", "Line %1: %2");
            QVERIFY(line != QLatin1String("Line %1: %2"));
            const QString prefix = line.arg(1).section(QStringLiteral("%2"), 0, 0); // "Рядок 1: ", "1 行目: "
            QTRY_VERIFY2(c.validationText().startsWith(prefix), qPrintable(c.validationText()));
            QTRY_VERIFY(c.isValidated());
            QVERIFY(c.validationText() != english);
        }
    }

    /// What the server would refuse is said in the window, in the user's
    /// language, before anything can be sent: a JSON patch over the server's
    /// 10,000 operations, and an operation on a member that is not there.
    void jsonPatchRefusalsShownBeforeSending_data() { composePreviewConfirm_data(); }
    void jsonPatchRefusalsShownBeforeSending() {
        QFETCH(QString, lang);
        Language language(lang);
        QVERIFY(language.ok);
        const QString name = QStringLiteral("ops-") + lang;
        QVERIFY(createDeployment(name));
        const auto composer = openComposer(name);
        QVERIFY(composer);
        views::PatchComposer &c = *composer;
        c.setPatchType(kube::PatchType::Json);

        c.setPatchText(QStringLiteral("[{\"op\": \"remove\", \"path\": \"/metadata/labels/nothing\"}]"));
        const QString missing =
            QCoreApplication::translate(
                "models::patch::PatchText",
                "Operation %1 (%2): %3 does not exist in the object, so the server would "
                "refuse the patch.")
                .arg(1)
                .arg(QStringLiteral("remove"), QStringLiteral("/metadata/labels/nothing"));
        QTRY_VERIFY(c.isValidated());
        QVERIFY2(c.validationText().contains(missing), qPrintable(c.validationText()));
        QVERIFY(!c.previewButton()->isEnabled());

        QString ops = QStringLiteral("[\n");
        for (int i = 0; i <= 10000; ++i)
            ops += QStringLiteral(
                       "  {\"op\": \"add\", \"path\": \"/metadata/annotations/k%1\", \"value\": \"v\"}%2\n")
                       .arg(i)
                       .arg(i < 10000 ? QStringLiteral(",") : QString());
        ops += QStringLiteral("]\n");
        c.setPatchText(ops);
        const QString limit =
            QCoreApplication::translate(
                "models::patch::PatchText",
                "The patch has %n operation(s); the API server takes at most %1 in one JSON "
                "patch and refuses a longer one (413). Split it into several patches.",
                nullptr, 10001)
                .arg(10000);
        QTRY_VERIFY(c.isValidated());
        QVERIFY2(c.validationText().contains(limit), qPrintable(c.validationText().left(500)));
        QVERIFY(!limit.contains(QLatin1String("operation(s)")));
        if (lang != QLatin1String("en"))
            QVERIFY(!limit.contains(QLatin1String("operations")));
        QTRY_VERIFY(c.isValidated());
        QVERIFY(!c.previewButton()->isEnabled());
        QVERIFY(!c.writeButton()->isEnabled());
        screenshot(&c, QStringLiteral("patch-too-many-operations-") + lang);

        // Thousands of bad operations: the first five and a count, the editor keeps its room.
        QString bad = QStringLiteral("[\n");
        for (int i = 0; i < 3000; ++i)
            bad += QStringLiteral("  {\"op\": \"frob\", \"path\": \"/metadata/labels/k%1\"}%2\n")
                       .arg(i)
                       .arg(i < 2999 ? QStringLiteral(",") : QString());
        bad += QStringLiteral("]\n");
        const int editorHeight = c.patchEditor()->height();
        c.setPatchText(bad);
        QCoreApplication::processEvents();
        QTRY_VERIFY(c.isValidated());
        const QStringList shown = c.validationText().split(QLatin1Char('\n'));
        QCOMPARE(shown.size(), 6);
        QCOMPARE(shown.last(), QCoreApplication::translate("views::PatchComposer",
                                                           "… and %n more problem(s).", nullptr, 2995));
        QVERIFY(!shown.last().contains(QLatin1String("(s)")));
        QVERIFY2(c.patchEditor()->height() >= editorHeight - 100,
                 qPrintable(QStringLiteral("%1 -> %2").arg(editorHeight).arg(c.patchEditor()->height())));
        screenshot(&c, QStringLiteral("patch-many-problems-") + lang);
    }

    void applyConflict_data() { composePreviewConfirm_data(); }
    void applyConflict() {
        QFETCH(QString, lang);
        Language language(lang);
        QVERIFY(language.ok);
        const QString name = QStringLiteral("owned-") + lang;
        QVERIFY(createDeployment(name));
        // alice owns the image by an apply of her own.
        kube::WriteRequest alice;
        alice.path = m_deployments.path(m_ns, name);
        alice.patchType = kube::PatchType::Apply;
        alice.fieldManager = QStringLiteral("alice");
        alice.force = true;
        alice.body = QStringLiteral("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %1\nspec:\n"
                                    "  template:\n    spec:\n      containers:\n      - name: web\n"
                                    "        image: nginx:1.26\n")
                         .arg(name)
                         .toUtf8();
        QVERIFY(send(alice));
        const auto composer = openComposer(name);
        QVERIFY(composer);
        views::PatchComposer &c = *composer;
        c.setPatchType(kube::PatchType::Apply);
        c.setPatchText(
            QStringLiteral("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %1\nspec:\n"
                           "  replicas: 3\n  template:\n    spec:\n      containers:\n      - name: web\n"
                           "        image: nginx:1.27\n")
                .arg(name));
        QSignalSpy error(&c, &views::PatchComposer::errorShown);
        QTRY_VERIFY(c.isValidated());
        QTest::mouseClick(c.previewButton(), Qt::LeftButton);
        QVERIFY(error.wait(30000));
        QCOMPARE(c.conflictsTree()->topLevelItemCount(), 2);
        QStringList managers;
        for (int i = 0; i < 2; ++i)
            managers.append(c.conflictsTree()->topLevelItem(i)->text(1));
        // The image is alice's; the replicas belong to whoever created the object.
        QVERIFY2(managers.contains(QLatin1String("alice")), qPrintable(managers.join(QLatin1Char(','))));
        QVERIFY(!c.writeButton()->isEnabled());
        screenshot(&c, QStringLiteral("patch-conflict-") + lang);
        // Share every field (apply the values they have now): no conflict is left.
        for (int i = 0; i < 2; ++i)
            c.setResolution(i, 2);
        QSignalSpy previewed(&c, &views::PatchComposer::previewShown);
        c.resolveConflicts();
        QVERIFY(previewed.wait(30000));
        QVERIFY(c.patchEditor()->toPlainText().contains(QLatin1String("nginx:1.26")));
        QVERIFY(c.writeButton()->isEnabled());
    }

    // An applied object with a value of the wrong type: the API server answers
    // 500 to the dry run; the composer says the object does not fit its
    // kind's schema, names the field, and writes nothing.
    void applyThatDoesNotFitItsSchema_data() { composePreviewConfirm_data(); }
    void applyThatDoesNotFitItsSchema() {
        QFETCH(QString, lang);
        Language language(lang);
        QVERIFY(language.ok);
        const QString name = QStringLiteral("mistyped-") + lang;
        QVERIFY(createDeployment(name));
        const auto composer = openComposer(name);
        QVERIFY(composer);
        views::PatchComposer &c = *composer;
        c.setPatchType(kube::PatchType::Apply);
        c.setPatchText(QStringLiteral("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %1\nspec:\n"
                                      "  replicas: three\n  paused: 7\n")
                           .arg(name));
        QSignalSpy error(&c, &views::PatchComposer::errorShown);
        QTRY_VERIFY(c.isValidated());
        QTest::mouseClick(c.previewButton(), Qt::LeftButton);
        QVERIFY(error.wait(30000));
        const QString message = error.first().first().toString();
        const QString headline = QCoreApplication::translate(
            "kube::ApiError",
            "The object does not fit the schema of its kind, so the server cannot apply it (it "
            "answers 500, an internal error, for this):");
        QVERIFY2(message.startsWith(headline), qPrintable(message));
        QVERIFY2(message.contains(
                     QLatin1String("\n  .spec.replicas: expected numeric (int or float), got string")),
                 qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("\n  .spec.paused: expected boolean, got 7")),
                 qPrintable(message));
        if (lang != QLatin1String("en"))
            QVERIFY2(headline !=
                         QLatin1String("The object does not fit the schema of its kind, so the server "
                                       "cannot apply it (it answers 500, an internal error, for this):"),
                     "the headline is not translated");
        QVERIFY(!c.writeButton()->isEnabled());
        // Every line of it is on screen once the layout has settled.
        QLabel *shown = nullptr;
        for (QLabel *l : c.findChildren<QLabel *>())
            shown = l->text() == message ? l : shown;
        QVERIFY(shown);
        QTRY_VERIFY2(
            shown->isVisible() && shown->height() >= shown->heightForWidth(shown->width()),
            qPrintable(
                QStringLiteral("%1 < %2").arg(shown->height()).arg(shown->heightForWidth(shown->width()))));
        screenshot(&c, QStringLiteral("patch-schema-mismatch-") + lang);
        // Nothing was written: the spec is as created (the controller's status
        // updates change the resourceVersion, not the generation).
        const QCborValue after = get(name);
        QCOMPARE(after[QLatin1String("metadata")][QLatin1String("generation")].toInteger(), 1);
        QCOMPARE(after[QLatin1String("spec")][QLatin1String("replicas")].toInteger(), 1);
    }

    // A Secret: its edited copy shows fingerprint masks until revealed, and
    // deriving from it puts the live values back (an edited label is all the
    // patch holds); an apply conflict on a masked value cannot be shared
    // (sharing would copy the value into the editor) until values are revealed.
    void secretValuesStayMasked_data() { composePreviewConfirm_data(); }
    void secretValuesStayMasked() {
        QFETCH(QString, lang);
        Language language(lang);
        QVERIFY(language.ok);
        const QString name = QStringLiteral("secret-") + lang;
        const QString value = QStringLiteral("live-value-") + testcluster::suffix();
        const QString base64 = QString::fromLatin1(value.toUtf8().toBase64());
        const auto created = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                                   QStringLiteral("secret"), QStringLiteral("generic"), name,
                                                   QStringLiteral("--from-literal=pw=") + value});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        kube::ApiResource secrets;
        secrets.version = QStringLiteral("v1");
        secrets.name = QStringLiteral("secrets");
        secrets.kind = QStringLiteral("Secret");
        secrets.namespaced = true;
        views::PatchComposer c(m_client.get(), m_schemas);
        c.resize(1280, 900);
        c.show();
        c.open(secrets, m_ns, name, false);
        QVERIFY(loaded(c));
        const QString masked = c.editedCopy()->toPlainText();
        QVERIFY2(masked.contains(QStringLiteral("pw: \"•••••••• #")) ||
                     masked.contains(QStringLiteral("pw: •••••••• #")),
                 qPrintable(masked));
        QVERIFY(!masked.contains(base64) && !masked.contains(value));
        if (auto *tabs = c.findChild<QTabWidget *>()) {
            tabs->setCurrentIndex(1); // "Edit a copy"
            screenshot(&c, QStringLiteral("patch-secret-copy-") + lang);
            tabs->setCurrentIndex(0);
        }
        // Revealed, the copy shows the value; masked again, it does not.
        c.revealBox()->setChecked(true);
        QTRY_VERIFY(c.editedCopy()->toPlainText().contains(base64));
        c.revealBox()->setChecked(false);
        QTRY_COMPARE(c.editedCopy()->toPlainText(), masked);

        // A label added to the masked copy: the derived merge patch is the label alone.
        auto copy = codecs::parseYaml(masked.toUtf8());
        QVERIFY(copy);
        QCborMap obj = copy->toMap();
        QCborMap meta = obj.value(QStringLiteral("metadata")).toMap();
        meta.insert(QStringLiteral("labels"), QCborMap{{QStringLiteral("edited"), QStringLiteral("yes")}});
        obj.insert(QStringLiteral("metadata"), meta);
        c.editedCopy()->setPlainText(QString::fromUtf8(codecs::toYaml(obj)));
        c.setPatchType(kube::PatchType::Merge);
        QSignalSpy derived(c.session(), &models::patch::PatchSession::derived);
        c.deriveFromCopy();
        QVERIFY(derived.wait(30000));
        const auto patch = codecs::parseJson(c.patchEditor()->toPlainText().toUtf8());
        QVERIFY2(patch, qPrintable(c.patchEditor()->toPlainText()));
        QCOMPARE(codecs::canonical(*patch),
                 codecs::canonical(*codecs::parseJson(R"({"metadata":{"labels":{"edited":"yes"}}})")));

        // An apply that sets the value kubectl-create owns: a conflict on .data.pw.
        c.setPatchType(kube::PatchType::Apply);
        c.setPatchText(
            QStringLiteral("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %1\ndata:\n  pw: %2\n")
                .arg(name, QString::fromLatin1(QByteArray("other").toBase64())));
        QSignalSpy error(&c, &views::PatchComposer::errorShown);
        QTRY_VERIFY(c.isValidated());
        QTest::mouseClick(c.previewButton(), Qt::LeftButton);
        QVERIFY(error.wait(30000));
        QCOMPARE(c.conflictsTree()->topLevelItemCount(), 1);
        QCOMPARE(c.conflictsTree()->topLevelItem(0)->text(0), QStringLiteral(".data.pw"));
        auto *combo =
            qobject_cast<QComboBox *>(c.conflictsTree()->itemWidget(c.conflictsTree()->topLevelItem(0), 2));
        QVERIFY(combo);
        auto *model = qobject_cast<QStandardItemModel *>(combo->model());
        QVERIFY(model && !model->item(2)->isEnabled());
        screenshot(&c, QStringLiteral("patch-secret-conflict-") + lang);
        // Chosen anyway (the combo box can be driven by hand): refused, the editor unchanged.
        const QString before = c.patchEditor()->toPlainText();
        c.setResolution(0, 2);
        c.resolveConflicts();
        QCOMPARE(c.patchEditor()->toPlainText(), before);
        const QString refusal =
            QCoreApplication::translate("views::PatchComposer",
                                        "The field %1 holds a Secret value, which is masked: reveal secret "
                                        "values to share it, or force or drop it.")
                .arg(QStringLiteral(".data.pw"));
        QCOMPARE(c.errorText(), refusal);
        if (lang != QLatin1String("en"))
            QVERIFY(!refusal.startsWith(QLatin1String("The field")));
        // Revealed, sharing takes the live value.
        c.revealBox()->setChecked(true);
        QVERIFY(model->item(2)->isEnabled());
        QSignalSpy previewed(&c, &views::PatchComposer::previewShown);
        c.resolveConflicts();
        QVERIFY(previewed.wait(30000));
        QVERIFY2(c.patchEditor()->toPlainText().contains(base64), qPrintable(c.patchEditor()->toPlainText()));
    }

    void cleanupTestCase() {
        if (!m_client)
            return;
        kube::WriteRequest del;
        del.verb = kube::WriteVerb::Delete;
        del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
        (void)send(del);
    }
};

QTEST_MAIN(TestPatchComposer)
#include "tst_patchcomposer_sandbox.moc"
