// Patch derivation, checks, paths and conflict rewriting on documents (no server).
#include "codecs/json.h"
#include "k8spatchschema.h"
#include "models/objectfetch.h"
#include "models/patch/derive.h"
#include "models/patch/patchtext.h"
#include "models/patch/paths.h"
#include "models/patch/preview.h"

#include <QCborArray>
#include <QCborMap>
#include <QTest>

using namespace models::patch;

namespace {
/// A JSON document; @ stands for an escaped quote (\") inside strings.
QCborValue doc(const char *json) {
    auto r = codecs::parseJson(QByteArray(json).replace('@', "\\\""));
    if (!r)
        qFatal("bad test JSON: %s", qPrintable(r.error().message));
    return codecs::canonical(*r);
}
QByteArray text(const QCborValue &v) {
    return codecs::toJson(codecs::canonical(v), codecs::JsonStyle::Compact);
}
} // namespace

class TestPatchDerive final : public QObject {
    Q_OBJECT

private slots:
    void strategic_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray two =
            R"({"spec":{"containers":[{"name":"a","image":"x"},{"name":"b","image":"y"}]}})";
        QTest::newRow("list item changed by merge key")
            << two
            << QByteArray(R"({"spec":{"containers":[{"name":"a","image":"x"},{"name":"b","image":"z"}]}})")
            << QByteArray(
                   R"({"spec":{"$setElementOrder/containers":[{"name":"a"},{"name":"b"}],"containers":[{"image":"z","name":"b"}]}})");
        QTest::newRow("list item deleted")
            << two << QByteArray(R"({"spec":{"containers":[{"name":"b","image":"y"}]}})")
            << QByteArray(
                   R"({"spec":{"$setElementOrder/containers":[{"name":"b"}],"containers":[{"$patch":"delete","name":"a"}]}})");
        QTest::newRow("list item added first")
            << two
            << QByteArray(
                   R"({"spec":{"containers":[{"name":"c","image":"w"},{"name":"a","image":"x"},{"name":"b","image":"y"}]}})")
            << QByteArray(
                   R"({"spec":{"$setElementOrder/containers":[{"name":"c"},{"name":"a"},{"name":"b"}],"containers":[{"image":"w","name":"c"}]}})");
        QTest::newRow("list reordered only")
            << two
            << QByteArray(R"({"spec":{"containers":[{"name":"b","image":"y"},{"name":"a","image":"x"}]}})")
            << QByteArray(R"({"spec":{"$setElementOrder/containers":[{"name":"b"},{"name":"a"}]}})");
        QTest::newRow("primitive merged list")
            << QByteArray(R"({"metadata":{"finalizers":["f1","f2"]}})")
            << QByteArray(R"({"metadata":{"finalizers":["f2","f3"]}})")
            << QByteArray(
                   R"({"metadata":{"$deleteFromPrimitiveList/finalizers":["f1"],"$setElementOrder/finalizers":["f2","f3"],"finalizers":["f3"]}})");
        QTest::newRow("retainKeys map")
            << QByteArray(R"({"spec":{"strategy":{"type":"RollingUpdate","rollingUpdate":{"maxSurge":1}}}})")
            << QByteArray(R"({"spec":{"strategy":{"type":"Recreate"}}})")
            << QByteArray(
                   R"({"spec":{"strategy":{"$retainKeys":["type"],"rollingUpdate":null,"type":"Recreate"}}})");
        QTest::newRow("merge,retainKeys list item")
            << QByteArray(R"({"spec":{"volumes":[{"name":"v","emptyDir":{}}]}})")
            << QByteArray(R"({"spec":{"volumes":[{"name":"v","configMap":{"name":"c"}}]}})")
            << QByteArray(
                   R"({"spec":{"$setElementOrder/volumes":[{"name":"v"}],"volumes":[{"$retainKeys":["configMap","name"],"configMap":{"name":"c"},"emptyDir":null,"name":"v"}]}})");
        QTest::newRow("atomic list replaced")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","args":["1","2"]}]}})")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","args":["1","3"]}]}})")
            << QByteArray(
                   R"({"spec":{"$setElementOrder/containers":[{"name":"a"}],"containers":[{"args":["1","3"],"name":"a"}]}})");
        QTest::newRow("nested map key removed")
            << QByteArray(R"({"metadata":{"labels":{"a":"1","b":"2"}}})")
            << QByteArray(R"({"metadata":{"labels":{"b":"2","c":"3"}}})")
            << QByteArray(R"({"metadata":{"labels":{"a":null,"c":"3"}}})");
        QTest::newRow("nested list by key inside list item")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","env":[{"name":"X","value":"1"}]}]}})")
            << QByteArray(
                   R"({"spec":{"containers":[{"name":"a","env":[{"name":"X","value":"2"},{"name":"Y","value":"3"}]}]}})")
            << QByteArray(
                   R"({"spec":{"$setElementOrder/containers":[{"name":"a"}],"containers":[{"$setElementOrder/env":[{"name":"X"},{"name":"Y"}],"env":[{"name":"X","value":"2"},{"name":"Y","value":"3"}],"name":"a"}]}})");
        QTest::newRow("no change") << two << two << QByteArray("{}");
    }
    void strategic() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QByteArray, expected);
        const auto schema = patchtest::kubernetesSchema();
        QCOMPARE(text(strategicMergePatch(doc(before), doc(after), schema)), text(doc(expected)));
    }

    void jsonAndMerge_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("merge");
        QTest::newRow("replace and add")
            << QByteArray(R"({"a":1,"m":{"x":"y"}})") << QByteArray(R"({"a":2,"m":{"x":"y","z/w":"q"}})")
            << QByteArray(
                   R"([{"op":"replace","path":"/a","value":2},{"op":"add","path":"/m/z~1w","value":"q"}])")
            << QByteArray(R"({"a":2,"m":{"z/w":"q"}})");
        QTest::newRow("remove key") << QByteArray(R"({"a":1,"b":2})") << QByteArray(R"({"b":2})")
                                    << QByteArray(R"([{"op":"remove","path":"/a"}])")
                                    << QByteArray(R"({"a":null})");
        QTest::newRow("list append") << QByteArray(R"({"l":[1,2]})") << QByteArray(R"({"l":[1,2,3]})")
                                     << QByteArray(R"([{"op":"add","path":"/l/2","value":3}])")
                                     << QByteArray(R"({"l":[1,2,3]})");
        QTest::newRow("list middle removed")
            << QByteArray(R"({"l":[1,2,3,4]})") << QByteArray(R"({"l":[1,4]})")
            << QByteArray(R"([{"op":"remove","path":"/l/2"},{"op":"remove","path":"/l/1"}])")
            << QByteArray(R"({"l":[1,4]})");
    }
    void jsonAndMerge() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, merge);
        QCOMPARE(text(jsonPatch(doc(before), doc(after))), text(doc(json)));
        QCOMPARE(text(mergePatch(doc(before), doc(after))), text(doc(merge)));
    }

    void applyConfigurationIsMinimal() {
        const auto schema = patchtest::kubernetesSchema();
        const QCborValue before =
            doc(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p","namespace":"n",
            "labels":{"a":"1"}},"spec":{"containers":[{"name":"c","image":"x","ports":[{"containerPort":80,"protocol":"TCP"}]},
            {"name":"d","image":"y"}]}})");
        const QCborValue after =
            doc(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p","namespace":"n",
            "labels":{}},"spec":{"containers":[{"name":"c","image":"x2","ports":[{"containerPort":80,"protocol":"TCP"}]},
            {"name":"d","image":"y"}]}})");
        const ApplyDerivation d = applyConfiguration(before, after, schema);
        QCOMPARE(text(d.config),
                 text(doc(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p","namespace":"n"},
                    "spec":{"containers":[{"image":"x2","name":"c"}]}})")));
        QCOMPARE(d.removedPaths, QStringList{QStringLiteral("metadata.labels.a")});
    }

    void pinning() {
        const QCborValue json = pinResourceVersion(
            kube::PatchType::Json, doc(R"([{"op":"remove","path":"/a"}])"), QStringLiteral("42"));
        QCOMPARE(text(json), text(doc(R"([{"op":"test","path":"/metadata/resourceVersion","value":"42"},
                                          {"op":"remove","path":"/a"}])")));
        const QCborValue merge =
            pinResourceVersion(kube::PatchType::Merge, doc(R"({"a":1})"), QStringLiteral("42"));
        QCOMPARE(text(merge), text(doc(R"({"a":1,"metadata":{"resourceVersion":"42"}})")));
    }

    void checks_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("contains");
        QTest::newRow("json syntax") << int(kube::PatchType::Merge)
                                     << QByteArray("{\n  \"a\": 1,\n  \"b\" 2\n}") << 3 << 8
                                     << QStringLiteral("line 3, column 8");
        QTest::newRow("yaml syntax") << int(kube::PatchType::Apply) << QByteArray("a: 1\nb: [1, 2\n") << 3
                                     << 1 << QStringLiteral("line");
        QTest::newRow("op unknown")
            << int(kube::PatchType::Json)
            << QByteArray("[\n {\"op\":\"add\",\"path\":\"/a\",\"value\":1},\n {\"op\":\"frob\"}\n]") << 3
            << 0 << QStringLiteral("Operation 2");
        QTest::newRow("op missing value")
            << int(kube::PatchType::Json) << QByteArray(R"([{"op":"replace","path":"/a"}])") << 1 << 0
            << QStringLiteral("needs a \"value\"");
        QTest::newRow("op bad path") << int(kube::PatchType::Json)
                                     << QByteArray(R"([{"op":"remove","path":"metadata"}])") << 1 << 0
                                     << QStringLiteral("JSON pointer");
        QTest::newRow("merge not object")
            << int(kube::PatchType::Merge) << QByteArray("[1]") << 1 << 1 << QStringLiteral("object");
        QTest::newRow("apply without kind")
            << int(kube::PatchType::Apply) << QByteArray("apiVersion: v1\nmetadata:\n  name: x\n") << 1 << 1
            << QStringLiteral("kind");
    }
    void checks() {
        QFETCH(int, type);
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, contains);
        const CheckedPatch c = PatchText::check(kube::PatchType(type), input);
        QVERIFY(!c.ok());
        QCOMPARE(c.problems.first().line, line);
        if (column > 0)
            QCOMPARE(c.problems.first().column, column);
        QVERIFY2(c.problems.first().message.contains(contains), qPrintable(c.problems.first().message));
    }
    // Each operation's problem names the line where that element of the list
    // starts, whatever the elements before it are.
    void jsonPatchProblemsNameTheirLines() {
        const QByteArray text = "[\n"
                                " {\"op\": \"add\", \"path\": \"/a\", \"value\": \"[{\\\"\"},\n"
                                " 7,\n"
                                " {\"op\": \"bad\", \"path\": \"/b\"},\n"
                                " {\"op\": \"add\",\n"
                                "  \"path\": \"/c\"}\n"
                                "]\n";
        const CheckedPatch c = PatchText::check(kube::PatchType::Json, text);
        QVERIFY(c.parsed);
        QCOMPARE(c.problems.size(), 3);
        QCOMPARE(c.problems[0].line, 3); // 7 is not an object
        QCOMPARE(c.problems[1].line, 4); // "bad" is no op
        QCOMPARE(c.problems[2].line, 5); // add without a value
    }

    // The lines of a long patch come from one pass over the text: 20,000
    // operations (1 MB) scanned once per operation took minutes.
    void longJsonPatchIsCheckedInOnePass() {
        const int n = 20000;
        QByteArray text = "[\n";
        for (int i = 0; i < n; ++i)
            text += QByteArray(" {\"op\": \"frob\", \"path\": \"/metadata/labels/k") + QByteArray::number(i) +
                    (i + 1 < n ? "\"},\n" : "\"}\n");
        text += "]\n";
        const CheckedPatch c = PatchText::check(kube::PatchType::Json, text);
        QCOMPARE(c.problems.size(), n + 1);
        // First the server's limit (10,000 operations), then each operation on its line.
        QVERIFY2(c.problems[0].message.startsWith(QLatin1String("The patch has 20000 operation")) &&
                     c.problems[0].message.contains(QLatin1String("at most 10000")),
                 qPrintable(c.problems[0].message));
        for (int i : {0, 1, n / 2, n - 1})
            QCOMPARE(c.problems[i + 1].line, i + 2);
    }

    void replayFindsTheOperationTheServerRefuses_data() {
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QString>("problem"); // the start of the message, empty for none
        const auto row = [](const char *name, const char *patch, const char *problem) {
            QTest::newRow(name) << QByteArray(patch).replace('\'', '"') << QString::fromUtf8(problem);
        };
        row("replace existing", "[{'op':'replace','path':'/data/a','value':'2'}]", "");
        // As kube-apiserver (evanphx/json-patch v4): a missing member of a map reads as null.
        row("replace missing key adds it", "[{'op':'replace','path':'/data/zz','value':'2'}]", "");
        row("replace under a missing map", "[{'op':'replace','path':'/nothing/zz','value':'2'}]",
            "Operation 1 (replace)");
        row("test missing against null", "[{'op':'test','path':'/data/zz','value':null}]", "");
        row("test missing against a value", "[{'op':'test','path':'/data/zz','value':'2'}]",
            "Operation 1 (test)");
        row("move from missing", "[{'op':'move','from':'/data/zz','path':'/data/c'}]", "Operation 1 (move)");
        row("remove after replace",
            "[{'op':'replace','path':'/data/n','value':'2'},{'op':'remove','path':'/data/n'},"
            "{'op':'remove','path':'/data/n'}]",
            "Operation 3 (remove)");
        row("add then test",
            "[{'op':'add','path':'/data/n','value':'x'},{'op':'test','path':'/data/n','value':'x'}]", "");
        row("test of a whole map after changes",
            "[{'op':'add','path':'/data/n','value':'x'},{'op':'remove','path':'/data/a'},"
            "{'op':'test','path':'/data','value':{'b':'2','n':'x'}}]",
            "");
        row("test of a map that differs",
            "[{'op':'remove','path':'/data/b'},{'op':'test','path':'/data','value':{'a':'1','b':'2'}}]",
            "Operation 2 (test)");
        row("list element by position", "[{'op':'test','path':'/spec/list/1/name','value':'second'}]", "");
        row("list end", "[{'op':'test','path':'/spec/list/-','value':{'name':'second'}}]", "");
        row("list position past the end", "[{'op':'replace','path':'/spec/list/2/name','value':'x'}]",
            "Operation 1 (replace)");
        row("name in a list", "[{'op':'remove','path':'/spec/list/name'}]", "Operation 1 (remove)");
        row("escaped key",
            "[{'op':'remove','path':'/metadata/labels/example.com~1app'},"
            "{'op':'test','path':'/metadata/labels/example.com~1app','value':'x'}]",
            "Operation 2 (test)");
        row("member of a string", "[{'op':'remove','path':'/data/a/b'}]", "Operation 1 (remove)");
        row("copy from missing copies null", "[{'op':'copy','from':'/data/zz','path':'/data/c'}]", "");
        row("copy from past a list's end", "[{'op':'copy','from':'/spec/list/7','path':'/data/c'}]",
            "Operation 1 (copy)");
        row("add under a missing map (the server names it)", "[{'op':'add','path':'/nothing/x','value':1}]",
            "");
        row("list change stops the replay",
            "[{'op':'add','path':'/spec/list/0','value':{}},{'op':'remove','path':'/data/zz'}]", "");
    }
    void replayFindsTheOperationTheServerRefuses() {
        QFETCH(QByteArray, patch);
        QFETCH(QString, problem);
        const QCborValue live = doc(R"({"metadata":{"name":"x","labels":{"example.com/app":"x"}},
            "data":{"a":"1","b":"2"},"spec":{"list":[{"name":"first"},{"name":"second"}]}})");
        const CheckedPatch checked = PatchText::check(kube::PatchType::Json, patch);
        QVERIFY(checked.ok());
        const QString got = PatchText::replayProblem(live, checked.document);
        if (problem.isEmpty())
            QVERIFY2(got.isEmpty(), qPrintable(got));
        else
            QVERIFY2(got.startsWith(problem), qPrintable(got));
    }

    /// A map written by every operation of a long patch is changed in place
    /// (it was copied once per operation: 10,000 labels took 1.9 s).
    void replayOfALongPatchFindsItsLastProblem() {
        const QCborValue live = doc(R"({"metadata":{"name":"x","labels":{"a":"b"}}})");
        QCborArray ops;
        const int n = 10000;
        for (int i = 0; i < n - 2; ++i)
            ops.append(QCborMap{{QStringLiteral("op"), QStringLiteral("add")},
                                {QStringLiteral("path"), QStringLiteral("/metadata/labels/k%1").arg(i)},
                                {QStringLiteral("value"), QString::number(i)}});
        ops.append(QCborMap{{QStringLiteral("op"), QStringLiteral("test")},
                            {QStringLiteral("path"), QStringLiteral("/metadata/labels/k%1").arg(n / 2)},
                            {QStringLiteral("value"), QString::number(n / 2)}});
        QCOMPARE(PatchText::replayProblem(live, ops), QString());
        ops.append(QCborMap{{QStringLiteral("op"), QStringLiteral("remove")},
                            {QStringLiteral("path"), QStringLiteral("/metadata/labels/k%1").arg(n)}});
        QVERIFY(
            PatchText::replayProblem(live, ops).startsWith(QStringLiteral("Operation %1 (remove)").arg(n)));
    }

    void templatesCheckClean() {
        const QCborValue obj =
            doc(R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"w","namespace":"n"}})");
        for (auto t : {kube::PatchType::Json, kube::PatchType::Merge, kube::PatchType::Strategic,
                       kube::PatchType::Apply}) {
            const CheckedPatch c = PatchText::check(t, PatchText::templateFor(t, obj));
            QVERIFY2(c.ok(), qPrintable(kube::patchTypeName(t)));
        }
    }

    void fieldPaths() {
        const QCborValue d =
            doc(R"({"spec":{"containers":[{"name":"a","image":"x"},{"name":"web","image":"y"}],
            "ports":[{"port":80,"protocol":"TCP"}],"finalizers":["f"]}})");
        const auto p = resolveFieldPath(d, QStringLiteral(R"(.spec.containers[name="web"].image)"));
        QVERIFY(p);
        QCOMPARE(pathText(*p), QStringLiteral("spec.containers[1].image"));
        const auto q = resolveFieldPath(d, QStringLiteral(R"(.spec.ports[port=80,protocol="TCP"])"));
        QVERIFY(q);
        QCOMPARE(pathText(*q), QStringLiteral("spec.ports[0]"));
        QVERIFY(resolveFieldPath(d, QStringLiteral(R"(.spec.finalizers[="f"])")));
        QVERIFY(!resolveFieldPath(d, QStringLiteral(R"(.spec.containers[name="nope"])")));
        QVERIFY(!resolveFieldPath(d, QStringLiteral(".spec.nothing")));
        // The server writes a dotted key as dotted segments: the key is found whole
        // (the fuzz target's seed .metadata.labels.a.b/c resolved to nothing before).
        const QCborValue labelled = doc(R"({"metadata":{"labels":{"app.kubernetes.io/name":"web","a":"x"},
            "annotations":{"a.b/c":"d"}}})");
        const auto l = resolveFieldPath(labelled, QStringLiteral(".metadata.labels.app.kubernetes.io/name"));
        QVERIFY(l);
        QCOMPARE(l->size(), 3);
        QCOMPARE(l->at(2).key, QStringLiteral("app.kubernetes.io/name"));
        QCOMPARE(valueAt(labelled, *l)->toString(), QStringLiteral("web"));
        const auto a = resolveFieldPath(labelled, QStringLiteral(".metadata.annotations.a.b/c"));
        QVERIFY(a);
        QCOMPARE(valueAt(labelled, *a)->toString(), QStringLiteral("d"));
        QVERIFY(!resolveFieldPath(labelled, QStringLiteral(".metadata.labels.app.kubernetes.io/nope")));
        QVERIFY(!parseFieldPath(QStringLiteral("spec[")));
    }

    void setAndRemoveByPath() {
        const QCborValue d = doc(R"({"spec":{"containers":[{"name":"a","image":"x"}],"labels":{"k":"v"}}})");
        const Path image = pointerPath(QStringLiteral("/spec/containers/0/image"), d);
        QCOMPARE(text(setAt(d, image, QCborValue(QStringLiteral("y")))),
                 QByteArray(R"({"spec":{"containers":[{"image":"y","name":"a"}],"labels":{"k":"v"}}})"));
        QCOMPARE(text(removeAt(d, image)),
                 QByteArray(R"({"spec":{"containers":[{"name":"a"}],"labels":{"k":"v"}}})"));
        // Maps are created on the way; a list index past the end changes nothing.
        QCOMPARE(text(setAt(d, pointerPath(QStringLiteral("/spec/new/deeper"), d), QCborValue(1))),
                 QByteArray(R"({"spec":{"containers":[{"image":"x","name":"a"}],"labels":{"k":"v"},)"
                            R"("new":{"deeper":1}}})"));
        QCOMPARE(text(setAt(d, pointerPath(QStringLiteral("/spec/containers/3/image"), d), QCborValue(1))),
                 text(d));
        QCOMPARE(text(removeAt(d, pointerPath(QStringLiteral("/spec/nothing/here"), d))), text(d));
        QCOMPARE(text(removeAt(d, pointerPath(QStringLiteral("/spec/labels"), d))),
                 QByteArray(R"({"spec":{"containers":[{"image":"x","name":"a"}]}})"));
        QVERIFY(removeAt(d, Path{}).isUndefined());
        QCOMPARE(setAt(d, Path{}, QCborValue(2)), QCborValue(2));
        // A long path costs in proportion to its length.
        Path longPath;
        for (int i = 0; i < 2000; ++i)
            longPath.append(PathSeg{QStringLiteral("k")});
        const QCborValue deep = setAt(QCborMap(), longPath, QCborValue(7));
        QCOMPARE(valueAt(deep, longPath).value_or(QCborValue()), QCborValue(7));
        QVERIFY(valueAt(removeAt(deep, longPath), longPath) == std::nullopt);
    }

    void ownership() {
        const QCborValue obj = doc(R"({"metadata":{"managedFields":[
            {"manager":"alice","operation":"Apply","fieldsV1":{"f:spec":{"f:containers":{"k:{@name@:@web@}":{".":{},"f:image":{}}}}}},
            {"manager":"bob","operation":"Update","fieldsV1":{"f:spec":{"f:replicas":{}}}}]},
            "spec":{"replicas":2,"containers":[{"name":"side","image":"a"},{"name":"web","image":"b"}]}})");
        QCOMPARE(ownersOf(obj, {{QStringLiteral("spec")}, {QStringLiteral("replicas")}}),
                 QStringList{QStringLiteral("bob (Update)")});
        QCOMPARE(ownersOf(obj, {{QStringLiteral("spec")},
                                {QStringLiteral("containers")},
                                {QString(), 1},
                                {QStringLiteral("image")}}),
                 QStringList{QStringLiteral("alice (Apply)")});
        QVERIFY(ownersOf(obj, {{QStringLiteral("spec")},
                               {QStringLiteral("containers")},
                               {QString(), 0},
                               {QStringLiteral("image")}})
                    .isEmpty());
        const QStringList owned = ownedPaths(managedEntries(obj).first().fields);
        QCOMPARE(owned, QStringList{QStringLiteral(R"(spec.containers[name="web"].image)")});
    }

    void conflictRewrite() {
        const QCborValue config = doc(R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"w"},
            "spec":{"replicas":4,"template":{"spec":{"containers":[{"name":"web","image":"new"}]}}}})");
        const QCborValue live = doc(
            R"({"spec":{"replicas":2,"template":{"spec":{"containers":[{"name":"web","image":"old"}]}}}})");
        const QList<kube::ApplyConflict> conflicts{
            {QStringLiteral(".spec.replicas"), QStringLiteral("bob"), {}},
            {QStringLiteral(R"(.spec.template.spec.containers[name="web"].image)"),
             QStringLiteral("alice"),
             {}}};
        const ResolvedApply dropShare =
            resolveConflicts(config, live, conflicts, {Resolution::Drop, Resolution::Share});
        QVERIFY(!dropShare.force);
        QCOMPARE(text(dropShare.config),
                 text(doc(R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"w"},
            "spec":{"template":{"spec":{"containers":[{"name":"web","image":"old"}]}}}})")));
        const ResolvedApply force =
            resolveConflicts(config, live, conflicts, {Resolution::Force, Resolution::Force});
        QVERIFY(force.force);
        QCOMPARE(text(force.config), text(config));
    }

    /// Maps of more than 32 keys are compared through a hash index (a map of
    /// 10,000 keys took 4.2 s to derive and 1.6 s to preview): the patches
    /// and the preview name exactly the changed, removed and added keys.
    void largeMapsDeriveAndPreview_data() {
        QTest::addColumn<int>("keys");
        for (int n : {10, 100, 3000})
            QTest::addRow("%d keys", n) << n;
    }
    void largeMapsDeriveAndPreview() {
        QFETCH(int, keys);
        QCborMap data, labels;
        for (int i = 0; i < keys; ++i) {
            data.insert(QStringLiteral("k%1").arg(i), QStringLiteral("v%1").arg(i));
            labels.insert(QStringLiteral("l%1").arg(i), QStringLiteral("x"));
        }
        const QCborMap meta{{QStringLiteral("name"), QStringLiteral("big")},
                            {QStringLiteral("labels"), labels}};
        const QCborValue live =
            codecs::canonical(QCborMap{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                       {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                                       {QStringLiteral("metadata"), meta},
                                       {QStringLiteral("data"), data}});
        QCborMap edited = live.toMap(), editedData = data;
        editedData.insert(QStringLiteral("k5"), QStringLiteral("changed"));
        editedData.remove(QStringLiteral("k7"));
        editedData.insert(QStringLiteral("new"), QStringLiteral("n"));
        edited.insert(QStringLiteral("data"), editedData);
        const QCborValue after = codecs::canonical(edited);

        QCOMPARE(
            text(jsonPatch(live, after)),
            QByteArray(
                R"([{"op":"remove","path":"/data/k7"},{"op":"replace","path":"/data/k5","value":"changed"},)"
                R"({"op":"add","path":"/data/new","value":"n"}])"));
        const QByteArray merge = R"({"data":{"k5":"changed","k7":null,"new":"n"}})";
        QCOMPARE(text(mergePatch(live, after)), merge);
        const auto schema = patchtest::kubernetesSchema();
        QCOMPARE(text(strategicMergePatch(live, after, schema)), merge);

        const Preview p =
            computePreview(live, after, kube::PatchType::Merge, mergePatch(live, after), schema);
        QStringList changed;
        for (const Change &c : p.changes)
            changed.append(c.pathText);
        changed.sort();
        QCOMPARE(changed, (QStringList{QStringLiteral("data.k5"), QStringLiteral("data.k7"),
                                       QStringLiteral("data.new")}));
        QCOMPARE(p.patchChanges, 3);
        QCOMPARE(p.serverChanges, 0);
    }

    void longListsDeriveAndPreview_data() {
        QTest::addColumn<int>("items");
        for (int n : {10, 100, 2000})
            QTest::addRow("%d items", n) << n;
    }
    // A Deployment with n environment variables (merged by name) and n
    // finalizers (a merged list of strings): every form of patch and the
    // preview match items by key, whatever the lists' length.
    void longListsDeriveAndPreview() {
        QFETCH(int, items);
        const QString name = QStringLiteral("name"), value = QStringLiteral("value");
        auto envVar = [&](const QString &n, const QString &v) {
            return QCborMap{{name, n}, {value, v}};
        };
        QCborArray env, finalizers;
        for (int i = 0; i < items; ++i) {
            env.append(envVar(QStringLiteral("E%1").arg(i), QStringLiteral("v")));
            finalizers.append(QStringLiteral("mado.test/f%1").arg(i));
        }
        // Edited: the variables reversed, E3 changed, E4 removed, NEW first;
        // finalizer f2 removed and g added at the end.
        QCborArray editedEnv{envVar(QStringLiteral("NEW"), QStringLiteral("n"))}, editedFinalizers;
        for (int i = items - 1; i >= 0; --i) {
            if (i != 4)
                editedEnv.append(envVar(QStringLiteral("E%1").arg(i),
                                        i == 3 ? QStringLiteral("changed") : QStringLiteral("v")));
        }
        for (int i = 0; i < items; ++i)
            if (i != 2)
                editedFinalizers.append(finalizers.at(i));
        editedFinalizers.append(QStringLiteral("mado.test/g"));
        auto deployment = [&](const QCborArray &e, const QCborArray &f) {
            const QCborMap container{{name, QStringLiteral("main")},
                                     {QStringLiteral("image"), QStringLiteral("x")},
                                     {QStringLiteral("env"), e}};
            const QCborMap podSpec{{QStringLiteral("containers"), QCborArray{container}}};
            return codecs::canonical(QCborMap{
                {QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
                {QStringLiteral("kind"), QStringLiteral("Deployment")},
                {QStringLiteral("metadata"),
                 QCborMap{{name, QStringLiteral("d")}, {QStringLiteral("finalizers"), f}}},
                {QStringLiteral("spec"),
                 QCborMap{{QStringLiteral("template"), QCborMap{{QStringLiteral("spec"), podSpec}}}}}});
        };
        const QCborValue live = deployment(env, finalizers), after = deployment(editedEnv, editedFinalizers);
        const auto schema = patchtest::kubernetesSchema();

        QCborArray order;
        for (const QCborValue &v : editedEnv)
            order.append(QCborMap{{name, v.toMap().value(name)}});
        const QCborMap containerPatch{
            {name, QStringLiteral("main")},
            {QStringLiteral("$setElementOrder/env"), order},
            {QStringLiteral("env"),
             QCborArray{envVar(QStringLiteral("NEW"), QStringLiteral("n")),
                        envVar(QStringLiteral("E3"), QStringLiteral("changed")),
                        QCborMap{{name, QStringLiteral("E4")},
                                 {QStringLiteral("$patch"), QStringLiteral("delete")}}}}};
        const QCborMap expected{
            {QStringLiteral("metadata"),
             QCborMap{{QStringLiteral("finalizers"), QCborArray{QStringLiteral("mado.test/g")}},
                      {QStringLiteral("$deleteFromPrimitiveList/finalizers"),
                       QCborArray{QStringLiteral("mado.test/f2")}},
                      {QStringLiteral("$setElementOrder/finalizers"), editedFinalizers}}},
            {QStringLiteral("spec"),
             QCborMap{{QStringLiteral("template"),
                       QCborMap{{QStringLiteral("spec"),
                                 QCborMap{{QStringLiteral("$setElementOrder/containers"),
                                           QCborArray{QCborMap{{name, QStringLiteral("main")}}}},
                                          {QStringLiteral("containers"), QCborArray{containerPatch}}}}}}}}};
        const QCborValue strategic = strategicMergePatch(live, after, schema);
        QCOMPARE(text(strategic), text(expected));

        const ApplyDerivation apply = applyConfiguration(live, after, schema);
        QCOMPARE(apply.removedPaths,
                 (QStringList{QStringLiteral("metadata.finalizers[=mado.test/f2]"),
                              QStringLiteral("spec.template.spec.containers[name=main].env[name=E4]")}));
        const QCborArray applied =
            apply
                .config[QLatin1String("spec")][QLatin1String("template")][QLatin1String("spec")]
                       [QLatin1String("containers")][0][QLatin1String("env")]
                .toArray();
        QCOMPARE(text(applied), text(QCborArray{envVar(QStringLiteral("NEW"), QStringLiteral("n")),
                                                envVar(QStringLiteral("E3"), QStringLiteral("changed"))}));
        QCOMPARE(text(apply.config[QLatin1String("metadata")][QLatin1String("finalizers")]),
                 text(QCborArray{QStringLiteral("mado.test/g")}));

        // The preview of that patch, the result owned in part by "editor": the
        // variables are matched by name (the reversal is no change), every
        // change is the patch's, owners are found for items named by key and by value.
        QCborMap result = after.toMap(), resultMeta = result.value(QStringLiteral("metadata")).toMap();
        resultMeta.insert(QStringLiteral("managedFields"), doc(R"([{"manager":"editor","operation":"Update",
            "fieldsV1":{"f:metadata":{"f:finalizers":{".":{},"v:@mado.test/g@":{}}},
              "f:spec":{"f:template":{"f:spec":{"f:containers":{"k:{@name@:@main@}":{"f:env":{
                "k:{@name@:@E3@}":{".":{},"f:value":{}},"k:{@name@:@NEW@}":{}}}}}}}}}])"));
        result.insert(QStringLiteral("metadata"), resultMeta);
        const Preview p = computePreview(live, result, kube::PatchType::Strategic, strategic, schema);
        const QStringList editor{QStringLiteral("editor (Update)")};
        int ownedChanges = 0;
        QStringList envChanges;
        for (const Change &c : p.changes) {
            QVERIFY2(c.cause == ChangeCause::Patch, qPrintable(c.pathText));
            if (c.pathText.contains(QLatin1String(".env[")))
                envChanges.append(c.pathText);
            const bool owned = c.pathText.contains(QLatin1String("[name=\"E3\"].value")) ||
                               c.pathText.contains(QLatin1String("[name=\"NEW\"]")) ||
                               (c.after && c.after->toString() == QLatin1String("mado.test/g"));
            if (c.after)
                QCOMPARE(c.owners, owned ? editor : QStringList());
            ownedChanges += owned && c.after ? 1 : 0;
        }
        QCOMPARE(ownedChanges, 4); // E3's value, NEW's name and value, finalizer g
        envChanges.sort();
        const QString at = QStringLiteral("spec.template.spec.containers[name=\"main\"].env");
        QCOMPARE(envChanges, (QStringList{at + QStringLiteral("[name=\"E3\"].value"),
                                          at + QStringLiteral("[name=\"E4\"].name"),
                                          at + QStringLiteral("[name=\"E4\"].value"),
                                          at + QStringLiteral("[name=\"NEW\"].name"),
                                          at + QStringLiteral("[name=\"NEW\"].value")}));
        QCOMPARE(p.serverChanges, 0);
        QCOMPARE(p.patchChanges, p.changes.size());
        const bool newLineMarked = std::any_of(p.rows.begin(), p.rows.end(), [](const DiffRow &r) {
            return r.right.contains(QLatin1String("NEW")) && r.cause == ChangeCause::Patch;
        });
        QVERIFY(newLineMarked);
    }

    // Keys that start with $ are fields in a merge patch (and in a ConfigMap's
    // data): the change they make is the patch's. Only a strategic merge patch
    // has $ directives.
    void previewOfDollarKeysInAMergePatch() {
        const auto schema = patchtest::kubernetesSchema();
        const QCborValue live = doc(R"({"metadata":{"name":"c"},"data":{"a":"1"}})");
        const QCborValue result = doc(R"({"metadata":{"name":"c"},"data":{"a":"1","$v":"2"}})");
        const QCborValue patch = doc(R"({"data":{"$v":"2"}})");
        const Preview p = computePreview(live, result, kube::PatchType::Merge, patch, schema);
        QCOMPARE(p.changes.size(), 1);
        QCOMPARE(p.changes.first().pathText, QStringLiteral("data.$v"));
        QCOMPARE(p.changes.first().cause, ChangeCause::Patch);
    }

    void previewMarksDefaults() {
        const auto schema = patchtest::kubernetesSchema();
        const QCborValue live = doc(
            R"({"metadata":{"name":"p","resourceVersion":"1"},"spec":{"containers":[{"name":"a","image":"x"}]}})");
        const QCborValue result = doc(R"({"metadata":{"name":"p","resourceVersion":"2","managedFields":[
            {"manager":"mado","operation":"Update","fieldsV1":{"f:spec":{"f:containers":{"k:{@name@:@b@}":{"f:image":{},"f:name":{}}}}}}]},
            "spec":{"containers":[{"name":"a","image":"x"},{"name":"b","image":"y","imagePullPolicy":"Always"}]}})");
        const QCborValue patch = doc(R"({"spec":{"containers":[{"name":"b","image":"y"}]}})");
        const Preview p = computePreview(live, result, kube::PatchType::Strategic, patch, schema);
        QCOMPARE(p.patchChanges, 2);
        QCOMPARE(p.serverChanges, 1);
        const auto it = std::find_if(p.changes.begin(), p.changes.end(), [](const Change &c) {
            return c.pathText.endsWith(QLatin1String("imagePullPolicy"));
        });
        QVERIFY(it != p.changes.end());
        QCOMPARE(it->cause, ChangeCause::Default);
        const auto image = std::find_if(p.changes.begin(), p.changes.end(), [](const Change &c) {
            return c.pathText == QLatin1String("spec.containers[name=\"b\"].image");
        });
        QVERIFY(image != p.changes.end());
        QCOMPARE(image->owners, QStringList{QStringLiteral("mado (Update)")});
        // resourceVersion is folded away unless asked for.
        QVERIFY(std::none_of(p.changes.begin(), p.changes.end(), [](const Change &c) {
            return c.pathText.contains(QLatin1String("resourceVersion"));
        }));
        const Preview noisy =
            computePreview(live, result, kube::PatchType::Strategic, patch, schema, {true, false});
        QVERIFY(std::any_of(noisy.changes.begin(), noisy.changes.end(), [](const Change &c) {
            return c.pathText == QLatin1String("metadata.resourceVersion");
        }));
        const QString diff = PreviewText::unifiedDiff(p);
        QVERIFY2(diff.contains(QStringLiteral("+     imagePullPolicy: Always    # server default")),
                 qPrintable(diff));
    }

    // A Secret's copy masked with fingerprints, then edited: masks left as
    // they were read as the live values; changed or new values stay as typed.
    void unmaskedCopy() {
        using models::ObjectFetch;
        const QCborValue live = doc(
            R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"s","annotations":{"a":"1",
            "kubectl.kubernetes.io/last-applied-configuration":"data k c2VjcmV0"}},
            "data":{"k":"c2VjcmV0","same":"c2FtZQ==","gone":"Z29uZQ=="}})");
        const QCborValue masked = ObjectFetch::maskSecret(live, {}, ObjectFetch::MaskStyle::Fingerprint);
        QVERIFY(!codecs::toJson(masked).contains("c2VjcmV0"));
        QCOMPARE(codecs::canonical(ObjectFetch::unmaskSecret(masked, live)), codecs::canonical(live));
        QCborMap edited = masked.toMap();
        QCborMap data = edited.value(QStringLiteral("data")).toMap();
        data.insert(QStringLiteral("k"), QStringLiteral("bmV3"));
        data.remove(QStringLiteral("gone"));
        data.insert(QStringLiteral("added"), QStringLiteral("YWRkZWQ="));
        // A mask moved to another key is not that key's value: it stays (the server refuses it as base64).
        data.insert(QStringLiteral("moved"), masked[QLatin1String("data")][QLatin1String("same")]);
        edited.insert(QStringLiteral("data"), data);
        const QCborValue back = ObjectFetch::unmaskSecret(edited, live);
        const QCborMap expected{
            {QStringLiteral("k"), QStringLiteral("bmV3")},
            {QStringLiteral("same"), QStringLiteral("c2FtZQ==")},
            {QStringLiteral("added"), QStringLiteral("YWRkZWQ=")},
            {QStringLiteral("moved"), masked[QLatin1String("data")][QLatin1String("same")]}};
        QCOMPARE(codecs::canonical(back[QLatin1String("data")]), codecs::canonical(expected));
        QCOMPARE(back[QLatin1String("metadata")][QLatin1String("annotations")]
                     [QLatin1String("kubectl.kubernetes.io/last-applied-configuration")],
                 live[QLatin1String("metadata")][QLatin1String("annotations")]
                     [QLatin1String("kubectl.kubernetes.io/last-applied-configuration")]);
        // Masking a mask keeps it (a replayed recording, a copy masked again).
        QCOMPARE(codecs::canonical(ObjectFetch::maskSecret(masked, {}, ObjectFetch::MaskStyle::Fingerprint)),
                 codecs::canonical(masked));
    }

    void secretsMasked() {
        const QCborValue live =
            doc(R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"s"},"data":{"k":"c2VjcmV0"}})");
        const QCborValue result =
            doc(R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"s"},"data":{"k":"bmV3"}})");
        const Preview p = computePreview(live, result, kube::PatchType::Merge,
                                         doc(R"({"data":{"k":"bmV3"}})"), EmptyPatchSchema());
        QVERIFY(!PreviewText::unifiedDiff(p).contains(QLatin1String("bmV3")));
        QVERIFY(!PreviewText::unifiedDiff(p).contains(QLatin1String("c2VjcmV0")));
        // Masked, the change still shows: two different fingerprints.
        QCOMPARE(p.changes.size(), 1);
        QCOMPARE(p.changes.first().pathText, QStringLiteral("data.k"));
        const QString was = p.changes.first().before->toString(), is = p.changes.first().after->toString();
        QVERIFY2(was.startsWith(QStringLiteral("•••••••• #")) &&
                     is.startsWith(QStringLiteral("•••••••• #")) && was != is,
                 qPrintable(was + QLatin1Char(' ') + is));
        const Preview shown =
            computePreview(live, result, kube::PatchType::Merge, doc(R"({"data":{"k":"bmV3"}})"),
                           EmptyPatchSchema(), {false, true});
        QVERIFY(PreviewText::unifiedDiff(shown).contains(QLatin1String("bmV3")));
    }
};

QTEST_GUILESS_MAIN(TestPatchDerive)
#include "tst_patchderive.moc"
