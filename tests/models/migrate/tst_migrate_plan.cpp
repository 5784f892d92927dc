// The migration plan and its safety rules over CRD documents (the lab CRD as
// Mado sends it, moved through the steps by applyStep), and the progress
// record's atomic round trip.
#include "codecs/json.h"
#include "models/migrate/crdstate.h"
#include "models/migrate/session.h"

#include <QCborArray>
#include <QCborMap>
#include <QTemporaryDir>
#include <QTest>

using namespace migrate;

namespace {

CrdState labState(const QStringList &stored = {QStringLiteral("v1")}) {
    auto doc = codecs::parseJson(labCrdJson(LabOptions{}));
    QCborMap m = doc->toMap();
    QCborMap meta = m.value(QLatin1String("metadata")).toMap();
    meta.insert(QLatin1String("uid"), QStringLiteral("uid-1"));
    m.insert(QLatin1String("metadata"), meta);
    m.insert(QLatin1String("status"),
             QCborMap{{QStringLiteral("storedVersions"), QCborArray::fromStringList(stored)}});
    return *CrdState::fromDocument(m);
}

CrdState after(const CrdState &s, Step step) {
    return *CrdState::fromDocument(applyStep(s, step, QStringLiteral("v2")));
}

RewriteRecord completeRecord() {
    RewriteRecord r;
    r.crd = QStringLiteral("widgets.lab.mado.io");
    r.uid = QStringLiteral("uid-1");
    r.version = QStringLiteral("v2");
    r.complete = true;
    return r;
}

} // namespace

class TstMigratePlan final : public QObject {
    Q_OBJECT

private slots:
    // The lab's manifests come from resources/migrate (compiled in), filled in.
    void labManifestsFromResources() {
        LabOptions o;
        o.group = QStringLiteral("x.example.org");
        const auto crd = codecs::parseJson(labCrdJson(o));
        QVERIFY(crd);
        const CrdState s = *CrdState::fromDocument(*crd);
        QCOMPARE(s.name, QStringLiteral("widgets.x.example.org"));
        QCOMPARE(s.group, o.group);
        QCOMPARE(s.storageVersion(), QStringLiteral("v1"));
        QCOMPARE(s.defaultedFields(QStringLiteral("v2")), QStringList{QStringLiteral("spec.color")});
        const auto widget = codecs::parseJson(
            labManifest(QStringLiteral("lab-widget.json"), {{"@GROUP@", o.group},
                                                            {"@NAME@", QStringLiteral("widget-00007")},
                                                            {"@SIZE@", QStringLiteral("large")}}));
        QVERIFY(widget);
        QCOMPARE(widget->toMap().value(QLatin1String("apiVersion")).toString(),
                 QStringLiteral("x.example.org/v1"));
        QVERIFY(!labManifest(QStringLiteral("lab-namespace.json"), {{"@NAMESPACE@", QStringLiteral("ns1")}})
                     .contains("@"));
        QVERIFY(labManifest(QStringLiteral("no-such-file.json"), {}).isEmpty());
    }

    void newestVersionAndCrdName() {
        CrdState s;
        auto add = [&s](const QString &name) {
            CrdVersion v;
            v.name = name;
            s.versions.append(v);
        };
        for (const char *v : {"v1beta1", "v1", "v2alpha1", "v1beta2", "other"})
            add(QLatin1String(v));
        QCOMPARE(newestVersion(s), QStringLiteral("v1"));
        add(QStringLiteral("v2"));
        QCOMPARE(newestVersion(s), QStringLiteral("v2"));
        QCOMPARE(crdNameFor(QStringLiteral("lab.mado.io"), QStringLiteral("widgets")),
                 QStringLiteral("widgets.lab.mado.io"));
        QCOMPARE(crdNameFor(QStringLiteral("apps"), QStringLiteral("deployments")), QString());
        QCOMPARE(crdNameFor(QString(), QStringLiteral("pods")), QString());
        QCOMPARE(
            crdNameFor(QStringLiteral("storagemigration.k8s.io"), QStringLiteral("storageversionmigrations")),
            QString());
    }

    void lab() {
        const CrdState s = labState();
        QCOMPARE(s.name, QStringLiteral("widgets.lab.mado.io"));
        QCOMPARE(s.storageVersion(), QStringLiteral("v1"));
        QCOMPARE(s.strategy, QStringLiteral("None"));
        QCOMPARE(s.defaultedFields(QStringLiteral("v2")), QStringList{QStringLiteral("spec.color")});
        QVERIFY(s.defaultedFields(QStringLiteral("v1")).isEmpty());
        QCOMPARE(s.etcdPrefix(), QStringLiteral("/registry/lab.mado.io/widgets/"));
        QCOMPARE(s.objectPath(QStringLiteral("v2"), QStringLiteral("ns"), QStringLiteral("a")),
                 QStringLiteral("/apis/lab.mado.io/v2/namespaces/ns/widgets/a"));
    }

    void plan_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<bool>("withRecord");
        QTest::addColumn<int>("next");
        QTest::addColumn<int>("doneCount");
        QTest::newRow("fresh") << 0 << false << int(Step::Serve) << 0;
        QTest::newRow("served") << 1 << false << int(Step::Storage) << 1;
        QTest::newRow("stored, no rewrite") << 2 << false << int(Step::Rewrite) << 2;
        QTest::newRow("stored, rewritten") << 2 << true << int(Step::Trim) << 3;
        QTest::newRow("trimmed") << 3 << true << int(Step::Unserve) << 4;
        QTest::newRow("unserved") << 4 << true << int(Step::Remove) << 5;
        QTest::newRow("removed") << 5 << true << int(Step::StepCount) << 6;
    }

    void plan() {
        QFETCH(int, stage);
        QFETCH(bool, withRecord);
        QFETCH(int, next);
        QFETCH(int, doneCount);
        CrdState s = labState();
        if (stage >= 1)
            s = after(s, Step::Serve);
        if (stage >= 2) {
            s = after(s, Step::Storage);
            QCborMap m = s.raw.toMap();
            m.insert(QLatin1String("status"),
                     QCborMap{{QStringLiteral("storedVersions"),
                               QCborArray{QStringLiteral("v1"), QStringLiteral("v2")}}});
            s = *CrdState::fromDocument(m);
        }
        if (stage >= 3)
            s = after(s, Step::Trim);
        if (stage >= 4)
            s = after(s, Step::Unserve);
        if (stage >= 5)
            s = after(s, Step::Remove);
        const std::optional<RewriteRecord> rec = withRecord ? std::optional(completeRecord()) : std::nullopt;
        const Plan p = Plan::compute(s, QStringLiteral("v2"), rec);
        QVERIFY(p.error.isEmpty());
        QCOMPARE(int(p.next()), next);
        int done = 0;
        for (const PlanItem &i : p.items)
            done += i.done;
        QCOMPARE(done, doneCount);
        QCOMPARE(p.complete(), next == int(Step::StepCount));
        // Only the next step may be unblocked; every later one is blocked.
        for (const PlanItem &i : p.items)
            if (!i.done && i.step != p.next())
                QVERIFY(!i.blocked.isEmpty());
    }

    void safetyRules() {
        CrdState s = after(labState(), Step::Serve);
        QVERIFY(safetyBlock(Step::Rewrite, s, QStringLiteral("v2"), std::nullopt)
                    .contains(QLatin1String("step 2")));
        s = after(s, Step::Storage);
        // Trim needs a verified rewrite: none, an incomplete one, one with
        // failures, one of another CRD (uid) or another version all refuse.
        QVERIFY(!safetyBlock(Step::Trim, s, QStringLiteral("v2"), std::nullopt).isEmpty());
        RewriteRecord r = completeRecord();
        QVERIFY(safetyBlock(Step::Trim, s, QStringLiteral("v2"), r).isEmpty());
        r.complete = false;
        QVERIFY(!safetyBlock(Step::Trim, s, QStringLiteral("v2"), r).isEmpty());
        r = completeRecord();
        r.failed = {QStringLiteral("ns/a")};
        QVERIFY(!safetyBlock(Step::Trim, s, QStringLiteral("v2"), r).isEmpty());
        r = completeRecord();
        r.uid = QStringLiteral("other");
        QVERIFY(!safetyBlock(Step::Trim, s, QStringLiteral("v2"), r).isEmpty());
        // Unserve and remove before the trim are refused; remove before unserve too.
        QVERIFY(!safetyBlock(Step::Unserve, s, QStringLiteral("v2"), completeRecord()).isEmpty());
        const CrdState trimmed = after(s, Step::Trim);
        QVERIFY(safetyBlock(Step::Unserve, trimmed, QStringLiteral("v2"), completeRecord()).isEmpty());
        QVERIFY(safetyBlock(Step::Remove, trimmed, QStringLiteral("v2"), completeRecord())
                    .contains(QLatin1String("served")));
        QVERIFY(
            safetyBlock(Step::Remove, after(trimmed, Step::Unserve), QStringLiteral("v2"), completeRecord())
                .isEmpty());
        // An unknown target has no plan.
        QVERIFY(!Plan::compute(s, QStringLiteral("v9"), std::nullopt).error.isEmpty());
    }

    void applySteps() {
        const CrdState served = after(labState(), Step::Serve);
        QVERIFY(served.version(QStringLiteral("v2"))->served);
        QVERIFY(served.version(QStringLiteral("v1"))->deprecated);
        QVERIFY(served.version(QStringLiteral("v1"))->deprecationWarning.contains(QLatin1String("v2")));
        const CrdState learn = *CrdState::fromDocument(withOldVersionsRemoved(served, QStringLiteral("v2")));
        QCOMPARE(learn.versions.size(), 1);
        QVERIFY(learn.versions.first().storage && learn.versions.first().served);
    }

    void recordRoundTrip() {
        QTemporaryDir dir;
        ProgressStore store(dir.path());
        RewriteRecord r = completeRecord();
        r.server = QStringLiteral("https://127.0.0.1:6443");
        r.total = 1000;
        r.rewritten = 999;
        r.gone = 1;
        r.watermark = QStringLiteral("ns/widget-00999");
        r.failed = {QStringLiteral("ns/x")};
        r.started = QDateTime::currentDateTimeUtc();
        QVERIFY(store.save(r));
        const auto back = store.load(r.server, r.crd);
        QVERIFY(back);
        QCOMPARE(back->watermark, r.watermark);
        QCOMPARE(back->rewritten, 999);
        QCOMPARE(back->failed, r.failed);
        QCOMPARE(back->started, r.started);
        QVERIFY(!store.load(QStringLiteral("https://other"), r.crd));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left behind
    }
};

QTEST_GUILESS_MAIN(TstMigratePlan)
#include "tst_migrate_plan.moc"
