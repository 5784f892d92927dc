// Integration: the write path (kube::Write and the patch session) on the
// sandbox. For each patch type a dry run changes nothing and equals the real
// write that follows; strict and warn field validation; an apply conflict
// between two managers and force; a stale pinned resourceVersion; strategic
// merge on a custom resource. Owns namespace mado-t-write-* and one CRD group.
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "kube/client.h"
#include "kube/write.h"
#include "models/patch/patchsession.h"
#include "models/patch/patchtext.h"
#include "models/patch/preview.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"

#include <QCborMap>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using mado::test::await;

class TestWrite final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("write"));
    const QString m_group = testcluster::ownGroup(QStringLiteral("write"));

    QString cmPath(const QString &name = {}) const {
        return QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns) +
               (name.isEmpty() ? QString() : QLatin1Char('/') + name);
    }

    kube::Write::ResultType write(kube::WriteRequest req) {
        kube::Write *w = kube::Write::start(m_client.get(), req);
        auto r = await(w);
        w->deleteLater();
        return r;
    }

    QCborValue get(const QString &path) {
        kube::Call *c = m_client->get(path);
        const auto r = await(c);
        c->deleteLater();
        if (!r)
            return {};
        return *codecs::parseJson(r->body);
    }

    /// Creates ConfigMap name with data {a: "1"} (manager "creator").
    bool createConfigMap(const QString &name) {
        kube::WriteRequest req;
        req.verb = kube::WriteVerb::Create;
        req.path = cmPath();
        req.fieldManager = QStringLiteral("creator");
        req.body = QStringLiteral(
                       R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"%1"},"data":{"a":"1"}})")
                       .arg(name)
                       .toUtf8();
        const auto r = write(req);
        if (!r)
            qWarning("create %s: %s", qPrintable(name), qPrintable(r.error().userMessage()));
        return r.ok();
    }

    static QCborValue comparable(const QCborValue &object) { return models::patch::presentable(object, {}); }

    /// A patch session on ConfigMap name, its live object loaded; null (and a
    /// warning) when loading failed.
    std::unique_ptr<models::patch::PatchSession> configMapSession(const QString &name) {
        kube::ApiResource cms;
        cms.version = QStringLiteral("v1");
        cms.name = QStringLiteral("configmaps");
        cms.kind = QStringLiteral("ConfigMap");
        cms.namespaced = true;
        auto session = std::make_unique<models::patch::PatchSession>(m_client.get());
        session->setTarget(cms, m_ns, name, false);
        QSignalSpy loaded(session.get(), &models::patch::PatchSession::liveLoaded);
        session->loadLive();
        if (!loaded.wait(30000)) {
            qWarning("loading ConfigMap %s failed", qPrintable(name));
            return nullptr;
        }
        return session;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        kube::WriteRequest ns;
        ns.verb = kube::WriteVerb::Create;
        ns.path = QStringLiteral("/api/v1/namespaces");
        ns.body = testcluster::namespaceJson(m_ns);
        const auto r = write(ns);
        QVERIFY2(r, r ? "" : qPrintable(r.error().userMessage()));
    }

    void dryRunThenWrite_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<QByteArray>("patch");
        QTest::newRow("json")
            << int(kube::PatchType::Json)
            << QByteArray(R"([{"op":"add","path":"/data/b","value":"2"},{"op":"remove","path":"/data/a"}])");
        QTest::newRow("merge") << int(kube::PatchType::Merge) << QByteArray(R"({"data":{"a":null,"b":"2"}})");
        QTest::newRow("strategic") << int(kube::PatchType::Strategic)
                                   << QByteArray(
                                          R"({"data":{"a":null,"b":"2"},"metadata":{"labels":{"x":"y"}}})");
        QTest::newRow("apply")
            << int(kube::PatchType::Apply)
            << QByteArray("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: NAME\ndata:\n  b: \"2\"\n");
    }
    void dryRunThenWrite() {
        QFETCH(int, type);
        QFETCH(QByteArray, patch);
        const QString name = QStringLiteral("dry-") + QString::fromLatin1(QTest::currentDataTag());
        QVERIFY(createConfigMap(name));
        const QCborValue before = get(cmPath(name));
        kube::WriteRequest req;
        req.path = cmPath(name);
        req.patchType = kube::PatchType(type);
        req.body = QByteArray(patch).replace("NAME", name.toUtf8());
        req.fieldManager = QStringLiteral("mado-test");
        req.dryRun = true;
        const auto dry = write(req);
        QVERIFY2(dry, dry ? "" : qPrintable(dry.error().userMessage()));
        QVERIFY(dry->dryRun);
        QCOMPARE(dry->object[QLatin1String("data")][QLatin1String("b")].toString(), QStringLiteral("2"));
        // Nothing stored: the following GET sees the object as it was.
        const QCborValue after = get(cmPath(name));
        QCOMPARE(codecs::canonical(after), codecs::canonical(before));
        req.dryRun = false;
        const auto real = write(req);
        QVERIFY2(real, real ? "" : qPrintable(real.error().userMessage()));
        QVERIFY(real->object[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString() !=
                before[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString());
        QCOMPARE(codecs::toJson(comparable(dry->object)), codecs::toJson(comparable(real->object)));
        QCOMPARE(codecs::canonical(comparable(get(cmPath(name)))),
                 codecs::canonical(comparable(real->object)));
    }

    void strictRejectsUnknownField() {
        QVERIFY(createConfigMap(QStringLiteral("strict")));
        kube::WriteRequest req;
        req.path = cmPath(QStringLiteral("strict"));
        req.patchType = kube::PatchType::Merge;
        req.body = R"({"data":{"b":"2"},"spec":{"bogus":1}})";
        req.dryRun = true;
        const auto r = write(req);
        QVERIFY(!r);
        QCOMPARE(r.error().api.httpStatus, 422);
        QCOMPARE(r.error().rejectedFields, QStringList{QStringLiteral("spec")});
        QVERIFY2(r.error().userMessage().contains(QLatin1String("spec")),
                 qPrintable(r.error().userMessage()));
    }

    void strictRejectsNestedUnknownFieldPath() {
        const QString name = QStringLiteral("strict-deploy");
        kube::WriteRequest create;
        create.verb = kube::WriteVerb::Create;
        create.path = QStringLiteral("/apis/apps/v1/namespaces/%1/deployments").arg(m_ns);
        create.body = QStringLiteral(R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"%1"},
            "spec":{"selector":{"matchLabels":{"app":"w"}},"template":{"metadata":{"labels":{"app":"w"}},
            "spec":{"containers":[{"name":"web","image":"nginx"}]}}}})")
                          .arg(name)
                          .toUtf8();
        QVERIFY(write(create));
        kube::WriteRequest req;
        req.path = create.path + QLatin1Char('/') + name;
        req.patchType = kube::PatchType::Strategic;
        req.body =
            R"({"spec":{"template":{"spec":{"containers":[{"name":"web","imagePullPolizy":"Always"}]}}}})";
        req.dryRun = true;
        auto r = write(req);
        QVERIFY(!r);
        QCOMPARE(r.error().rejectedFields,
                 QStringList{QStringLiteral("spec.template.spec.containers[0].imagePullPolizy")});
        // Warn: accepted, the unknown field dropped, a warning naming it returned.
        req.fieldValidation = kube::FieldValidation::Warn;
        r = write(req);
        QVERIFY2(r, r ? "" : qPrintable(r.error().userMessage()));
        QVERIFY2(r->warnings.join(QLatin1Char('\n'))
                     .contains(
                         QLatin1String("unknown field \"spec.template.spec.containers[0].imagePullPolizy\"")),
                 qPrintable(r->warnings.join(QLatin1Char('\n'))));
        // Ignore: accepted without a warning.
        req.fieldValidation = kube::FieldValidation::Ignore;
        r = write(req);
        QVERIFY(r);
        QVERIFY(r->warnings.isEmpty());
    }

    void applyConflictAndForce() {
        QVERIFY(createConfigMap(QStringLiteral("owned")));
        kube::WriteRequest req;
        req.path = cmPath(QStringLiteral("owned"));
        req.patchType = kube::PatchType::Apply;
        req.fieldManager = QStringLiteral("alice");
        req.body = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: owned\ndata:\n  b: \"2\"\n";
        QVERIFY(write(req));
        req.fieldManager = QStringLiteral("bob");
        req.body = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: owned\ndata:\n  b: \"3\"\n";
        auto r = write(req);
        QVERIFY(!r);
        QCOMPARE(r.error().api.httpStatus, 409);
        QCOMPARE(r.error().conflicts.size(), 1);
        QCOMPARE(r.error().conflicts.first().field, QStringLiteral(".data.b"));
        QCOMPARE(r.error().conflicts.first().manager, QStringLiteral("alice"));
        QVERIFY(!r.error().staleResourceVersion);
        // Share: apply the value alice set; both own it, no conflict.
        const QCborValue live = get(req.path);
        const auto shared = models::patch::resolveConflicts(
            *codecs::parseYaml(req.body), live, r.error().conflicts, {models::patch::Resolution::Share});
        kube::WriteRequest share = req;
        share.body = codecs::toYaml(shared.config);
        share.dryRun = true;
        const auto s = write(share);
        QVERIFY2(s, s ? "" : qPrintable(s.error().userMessage()));
        const QStringList owners =
            models::patch::ownersOf(s->object, {{QStringLiteral("data")}, {QStringLiteral("b")}});
        QVERIFY2(owners.contains(QLatin1String("alice (Apply)")) &&
                     owners.contains(QLatin1String("bob (Apply)")),
                 qPrintable(owners.join(QLatin1Char(','))));
        // Force: bob takes the field over.
        req.force = true;
        r = write(req);
        QVERIFY2(r, r ? "" : qPrintable(r.error().userMessage()));
        QCOMPARE(r->object[QLatin1String("data")][QLatin1String("b")].toString(), QStringLiteral("3"));
        QCOMPARE(models::patch::ownersOf(r->object, {{QStringLiteral("data")}, {QStringLiteral("b")}}),
                 QStringList{QStringLiteral("bob (Apply)")});
    }

    void stalePinnedResourceVersionFails_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<QByteArray>("patch");
        QTest::newRow("json test op")
            << int(kube::PatchType::Json) << QByteArray(R"([{"op":"add","path":"/data/c","value":"3"}])");
        QTest::newRow("merge") << int(kube::PatchType::Merge) << QByteArray(R"({"data":{"c":"3"}})");
        QTest::newRow("strategic") << int(kube::PatchType::Strategic) << QByteArray(R"({"data":{"c":"3"}})");
    }
    void stalePinnedResourceVersionFails() {
        QFETCH(int, type);
        QFETCH(QByteArray, patch);
        const QString name =
            QStringLiteral("stale-") +
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(createConfigMap(name));
        const auto loaded = configMapSession(name);
        QVERIFY(loaded);
        models::patch::PatchSession &session = *loaded;
        // Somebody else changes the object after it was loaded.
        kube::WriteRequest other;
        other.path = cmPath(name);
        other.patchType = kube::PatchType::Merge;
        other.body = R"({"data":{"a":"changed"}})";
        QVERIFY(write(other));
        models::patch::Composition c;
        c.type = kube::PatchType(type);
        c.text = patch;
        c.pinResourceVersion = true;
        QSignalSpy failed(&session, &models::patch::PatchSession::failed);
        session.preview(c);
        QVERIFY(failed.wait(30000));
        QVERIFY(session.lastError());
        QVERIFY2(session.lastError()->staleResourceVersion, qPrintable(failed.first().first().toString()));
        QVERIFY(!session.canWrite(c));
        // Unpinned, the same patch goes through the preview.
        c.pinResourceVersion = false;
        QSignalSpy previewed(&session, &models::patch::PatchSession::previewed);
        session.preview(c);
        QVERIFY(previewed.wait(30000));
        QVERIFY(session.canWrite(c));
    }

    void writeNeedsPreviewOfTheSameComposition() {
        QVERIFY(createConfigMap(QStringLiteral("confirm")));
        const auto loaded = configMapSession(QStringLiteral("confirm"));
        QVERIFY(loaded);
        models::patch::PatchSession &session = *loaded;
        models::patch::Composition c;
        c.type = kube::PatchType::Merge;
        c.text = R"({"data":{"z":"9"}})";
        QSignalSpy failed(&session, &models::patch::PatchSession::failed);
        session.write(c); // not previewed: refused, nothing sent
        QCOMPARE(failed.size(), 1);
        QSignalSpy previewed(&session, &models::patch::PatchSession::previewed);
        session.preview(c);
        QVERIFY(previewed.wait(30000));
        QVERIFY(
            get(cmPath(QStringLiteral("confirm")))[QLatin1String("data")][QLatin1String("z")].isUndefined());
        models::patch::Composition edited = c;
        edited.text = R"({"data":{"z":"10"}})";
        QVERIFY(!session.canWrite(edited));
        QSignalSpy written(&session, &models::patch::PatchSession::written);
        session.write(c);
        QVERIFY(written.wait(30000));
        QCOMPARE(get(cmPath(QStringLiteral("confirm")))[QLatin1String("data")][QLatin1String("z")].toString(),
                 QStringLiteral("9"));
        QCOMPARE(session.lastPreview().patchChanges, 1);
    }

    /// loadLive() reads and normalises the object on the thread pool: the
    /// session is Loading until then; of two loads one after the other only
    /// the last one counts, and it brings the object as the server has it now.
    void liveObjectIsReadOffTheGuiThread() {
        QVERIFY(createConfigMap(QStringLiteral("reload")));
        const auto loaded = configMapSession(QStringLiteral("reload"));
        QVERIFY(loaded);
        models::patch::PatchSession &session = *loaded;
        const QString first = session.liveResourceVersion();
        QVERIFY(!first.isEmpty());
        kube::WriteRequest req;
        req.path = cmPath(QStringLiteral("reload"));
        req.patchType = kube::PatchType::Merge;
        req.body = R"({"data":{"z":"1"}})";
        req.fieldManager = QStringLiteral("mado-test");
        const auto changed = write(req);
        QVERIFY2(changed, changed ? "" : qPrintable(changed.error().userMessage()));
        QSignalSpy reloaded(&session, &models::patch::PatchSession::liveLoaded);
        QSignalSpy failed(&session, &models::patch::PatchSession::failed);
        session.loadLive();
        session.loadLive(); // the first is dropped
        QCOMPARE(session.state(), models::patch::PatchSession::State::Loading);
        QVERIFY(reloaded.wait(30000));
        QTest::qWait(300);
        QCOMPARE(reloaded.size(), 1);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(session.state(), models::patch::PatchSession::State::Ready);
        const QString now =
            changed->object[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
        QVERIFY(now != first);
        QCOMPARE(session.liveResourceVersion(), now);
        QCOMPARE(session.live()[QLatin1String("data")][QLatin1String("z")].toString(), QStringLiteral("1"));
        QCOMPARE(session.live(), codecs::canonical(session.live()));
    }

    /// preview() checks the text on the thread pool: the session is
    /// Previewing at once and the refusal arrives later, with the state from
    /// before; of two sends one after the other only the last one counts.
    void sendChecksTheTextOffTheGuiThread() {
        QVERIFY(createConfigMap(QStringLiteral("offthread")));
        const auto loaded = configMapSession(QStringLiteral("offthread"));
        QVERIFY(loaded);
        models::patch::PatchSession &session = *loaded;
        QCOMPARE(session.state(), models::patch::PatchSession::State::Ready);
        models::patch::Composition bad;
        bad.type = kube::PatchType::Merge;
        bad.text = R"({"data": {"z": )";
        QSignalSpy failed(&session, &models::patch::PatchSession::failed);
        QSignalSpy previewed(&session, &models::patch::PatchSession::previewed);
        session.preview(bad);
        QCOMPARE(session.state(), models::patch::PatchSession::State::Previewing);
        QCOMPARE(failed.size(), 0); // not checked on this thread
        QVERIFY(failed.wait(30000));
        QCOMPARE(session.state(), models::patch::PatchSession::State::Ready);
        QVERIFY(!session.lastError()); // refused before sending: no server error

        models::patch::Composition good = bad;
        good.text = R"({"data":{"z":"1"}})";
        session.preview(bad);
        session.preview(good); // the refusal of the first is dropped
        QVERIFY(previewed.wait(30000));
        QCOMPARE(failed.size(), 1);
        QVERIFY(session.canWrite(good));

        // Refused after a successful preview: back to Previewed, that preview still writable.
        session.preview(bad);
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.size(), 2);
        QCOMPARE(session.state(), models::patch::PatchSession::State::Previewed);
        QVERIFY(session.canWrite(good));
        QVERIFY(get(cmPath(QStringLiteral("offthread")))[QLatin1String("data")][QLatin1String("z")]
                    .isUndefined());
    }

    void strategicOnCustomResource() {
        const QString plural = QStringLiteral("gadgets");
        const QByteArray crd =
            QStringLiteral(R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
            "metadata":{"name":"%1.%2"},"spec":{"group":"%2","scope":"Namespaced",
            "names":{"plural":"%1","singular":"gadget","kind":"Gadget"},
            "versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{"type":"object",
            "properties":{"spec":{"type":"object","properties":{"size":{"type":"integer"}}}}}}}]}})")
                .arg(plural, m_group)
                .toUtf8();
        QVERIFY(
            testcluster::kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, crd)
                .exitCode == 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                                       QStringLiteral("crd/") + plural + QLatin1Char('.') + m_group})
                     .exitCode,
                 0);
        const QString collection = QStringLiteral("/apis/%1/v1/namespaces/%2/%3").arg(m_group, m_ns, plural);
        kube::WriteRequest create;
        create.verb = kube::WriteVerb::Create;
        create.path = collection;
        create.body =
            QStringLiteral(
                R"({"apiVersion":"%1/v1","kind":"Gadget","metadata":{"name":"g"},"spec":{"size":1}})")
                .arg(m_group)
                .toUtf8();
        // The new resource is served a moment after the CRD is established.
        kube::Write::ResultType created = write(create);
        for (int i = 0; i < 50 && !created && created.error().api.httpStatus == 404; ++i) {
            QTest::qWait(200);
            created = write(create);
        }
        QVERIFY2(created, created ? "" : qPrintable(created.error().userMessage()));
        kube::WriteRequest req;
        req.path = collection + QStringLiteral("/g");
        req.patchType = kube::PatchType::Strategic;
        req.body = R"({"spec":{"size":2}})";
        req.dryRun = true;
        auto r = write(req);
        QVERIFY(!r);
        QCOMPARE(r.error().api.httpStatus, 415);
        QVERIFY(r.error().smpUnsupported);
        QVERIFY(r.error().userMessage().contains(QLatin1String("merge patch")));
        req.patchType = kube::PatchType::Merge;
        r = write(req);
        QVERIFY(r);
        QCOMPARE(r->object[QLatin1String("spec")][QLatin1String("size")].toInteger(), 2);
        // The session says so before sending anything.
        models::patch::PatchSession session(m_client.get());
        kube::ApiResource gadgets;
        gadgets.group = m_group;
        gadgets.version = QStringLiteral("v1");
        gadgets.name = plural;
        gadgets.namespaced = true;
        session.setTarget(gadgets, m_ns, QStringLiteral("g"), true);
        models::patch::Composition c;
        c.type = kube::PatchType::Strategic;
        c.text = req.body;
        QVERIFY(session.refusal(c).contains(QLatin1String("strategic merge")));
        c.type = kube::PatchType::Merge;
        QVERIFY(session.refusal(c).isEmpty());
    }

    /// The composer's own check and replay of a JSON patch against the live
    /// object flag an operation only where the server refuses the patch, and
    /// flag the refusals they are meant to foresee (a dry run of the patch as
    /// it is, sent without Mado's checks).
    void jsonPatchCheckAgreesWithTheServer_data() {
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<int>("status");    // the server's answer: 200, or the refusal's code
        QTest::addColumn<bool>("foreseen"); // Mado names the problem before sending
        const auto row = [](const char *name, QByteArray patch, int status, bool foreseen) {
            QTest::newRow(name) << patch.replace('\'', '"') << status << foreseen;
        };
        row("replace existing", "[{'op':'replace','path':'/data/a','value':'2'}]", 200, false);
        // kube-apiserver's JSON patch (evanphx/json-patch v4) reads a missing
        // member of a map as null: replace adds it, copy copies null, test
        // compares with null; remove and move need the member.
        row("replace missing", "[{'op':'replace','path':'/data/zz','value':'2'}]", 200, false);
        row("replace under a missing map", "[{'op':'replace','path':'/metadata/labels/x','value':'y'}]", 422,
            true);
        row("test missing against null", "[{'op':'test','path':'/data/zz','value':null}]", 200, false);
        row("test missing against a value", "[{'op':'test','path':'/data/zz','value':'1'}]", 422, true);
        row("move from missing", "[{'op':'move','from':'/data/zz','path':'/data/b'}]", 422, true);
        row("remove missing", "[{'op':'remove','path':'/data/zz'}]", 422, true);
        row("remove twice", "[{'op':'remove','path':'/data/a'},{'op':'remove','path':'/data/a'}]", 422, true);
        row("test differs", "[{'op':'test','path':'/data/a','value':'9'}]", 422, true);
        row("test then replace",
            "[{'op':'test','path':'/data/a','value':'1'},{'op':'replace','path':'/data/a','value':'2'}]", 200,
            false);
        row("copy from missing", "[{'op':'copy','from':'/data/zz','path':'/data/b'}]", 200, false);
        row("move existing", "[{'op':'move','from':'/data/a','path':'/data/b'}]", 200, false);
        row("add, test the whole map",
            "[{'op':'add','path':'/data/b','value':'2'},{'op':'test','path':'/"
            "data','value':{'a':'1','b':'2'}}]",
            200, false);
        row("add under a missing map", "[{'op':'add','path':'/metadata/labels/x','value':'y'}]", 422, false);
        QByteArray many = "[{'op':'add','path':'/metadata/labels','value':{}}";
        for (int i = 1; i < 10000; ++i)
            many += ",{'op':'add','path':'/metadata/labels/k" + QByteArray::number(i) + "','value':'v'}";
        row("10,000 operations (the server's limit)", many + "]", 200, false);
        row("10,001 operations", many + ",{'op':'remove','path':'/metadata/labels/k1'}]", 413, true);
    }
    void jsonPatchCheckAgreesWithTheServer() {
        QFETCH(QByteArray, patch);
        QFETCH(int, status);
        QFETCH(bool, foreseen);
        static int serial = 0;
        const QString name = QStringLiteral("agree-%1").arg(++serial);
        QVERIFY(createConfigMap(name));
        using models::patch::PatchText;
        const models::patch::CheckedPatch checked = PatchText::check(kube::PatchType::Json, patch);
        const QString problem =
            checked.ok() ? PatchText::replayProblem(codecs::canonical(get(cmPath(name))), checked.document)
                         : checked.problems.first().message;
        QCOMPARE(!problem.isEmpty(), foreseen);

        kube::WriteRequest req;
        req.path = cmPath(name);
        req.patchType = kube::PatchType::Json;
        req.body = patch;
        req.dryRun = true;
        const auto r = write(req);
        if (status == 200) {
            QVERIFY2(r, r ? "" : qPrintable(r.error().userMessage()));
        } else {
            QVERIFY(!r);
            QCOMPARE(r.error().api.httpStatus, status);
        }
        if (foreseen)
            qInfo("%s: foreseen as \"%s\"; the server: %s", QTest::currentDataTag(), qPrintable(problem),
                  r ? "accepted" : qPrintable(r.error().api.message));
    }

    void cleanupTestCase() {
        if (!m_client)
            return;
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                              QStringLiteral("gadgets.") + m_group, QStringLiteral("--wait=false"),
                              QStringLiteral("--ignore-not-found")});
        kube::WriteRequest del;
        del.verb = kube::WriteVerb::Delete;
        del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
        (void)write(del);
    }
};

QTEST_GUILESS_MAIN(TestWrite)
#include "tst_write_sandbox.moc"
