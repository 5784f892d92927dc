// Unit: the widget-free helpers of the object viewer's workflow — API paths,
// Secret masking, the line diff and the differing JSON paths between versions.
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "models/objectfetch.h"

#include <QCborArray>
#include <QCborMap>
#include <QTest>

using models::ObjectFetch;

class TestObjectFetch final : public QObject {
    Q_OBJECT

private slots:
    void objectPath_data() {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("ns");
        QTest::addColumn<QString>("expected");
        QTest::newRow("core, namespaced") << QString() << QStringLiteral("default")
                                          << QStringLiteral("/api/v1/namespaces/default/things/x");
        QTest::newRow("group, namespaced") << QStringLiteral("apps") << QStringLiteral("web")
                                           << QStringLiteral("/apis/apps/v1/namespaces/web/things/x");
        QTest::newRow("group, cluster-scoped")
            << QStringLiteral("rbac.authorization.k8s.io") << QString()
            << QStringLiteral("/apis/rbac.authorization.k8s.io/v1/things/x");
    }

    void objectPath() {
        QFETCH(QString, group);
        QFETCH(QString, ns);
        QFETCH(QString, expected);
        ObjectFetch::Target t;
        t.resource.group = group;
        t.resource.version = QStringLiteral("v1beta1");
        t.resource.name = QStringLiteral("things");
        t.resource.namespaced = !ns.isEmpty();
        t.ns = ns;
        t.name = QStringLiteral("x");
        QCOMPARE(t.path(QStringLiteral("v1")), expected);
        t.resource.version = QStringLiteral("v1");
        QCOMPARE(t.path(), expected);
    }

    void maskSecretHidesValuesAndTheLastAppliedCopy() {
        const QCborMap secret{
            {QStringLiteral("kind"), QStringLiteral("Secret")},
            {QStringLiteral("metadata"),
             QCborMap{{QStringLiteral("name"), QStringLiteral("s")},
                      {QStringLiteral("annotations"),
                       QCborMap{{QStringLiteral("kubectl.kubernetes.io/last-applied-configuration"),
                                 QStringLiteral("{\"data\":{\"p\":\"czNjcjN0\"}}")},
                                {QStringLiteral("team"), QStringLiteral("blue")}}}}},
            {QStringLiteral("data"), QCborMap{{QStringLiteral("p"), QStringLiteral("czNjcjN0")}}},
            {QStringLiteral("stringData"), QCborMap{{QStringLiteral("q"), QStringLiteral("plain")}}}};
        const QByteArray masked = codecs::toJson(ObjectFetch::maskSecret(secret), codecs::JsonStyle::Compact);
        QVERIFY(!masked.contains("czNjcjN0"));
        QVERIFY(!masked.contains("plain"));
        QVERIFY(masked.contains("\"p\":")); // keys stay
        QVERIFY(masked.contains("\"team\":\"blue\""));
        // Kubernetes' CBOR: keys as byte strings, under the self-described tag.
        const QCborValue cbor(QCborTag(55799), QCborMap{{QByteArray("data"),
                                                         QCborMap{{QByteArray("p"), QByteArray("s3cr3t")}}}});
        const QCborValue m = ObjectFetch::maskSecret(cbor);
        QVERIFY(m.isTag());
        QVERIFY(!m.taggedValue().toDiagnosticNotation().contains(QLatin1String("s3cr3t")));
    }

    void changedLines_data() {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QList<int>>("changed");
        QTest::newRow("same") << QStringLiteral("a\nb\nc") << QStringLiteral("a\nb\nc") << QList<int>{};
        QTest::newRow("one changed") << QStringLiteral("a\nb\nc") << QStringLiteral("a\nB\nc")
                                     << QList<int>{1};
        QTest::newRow("inserted") << QStringLiteral("a\nc") << QStringLiteral("a\nb\nc") << QList<int>{1};
        QTest::newRow("removed") << QStringLiteral("a\nb\nc") << QStringLiteral("a\nc") << QList<int>{};
        QTest::newRow("appended") << QStringLiteral("a") << QStringLiteral("a\nb\nc") << QList<int>{1, 2};
    }

    void changedLines() {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QList<int>, changed);
        QList<int> got = ObjectFetch::changedLines(before, after).values();
        std::sort(got.begin(), got.end());
        QCOMPARE(got, changed);
    }

    void differingPathsBetweenVersions() {
        auto v1 = codecs::parseYaml("apiVersion: g/v1\nkind: W\nspec:\n  size: 3\n  tags: [a, b]\n");
        auto v2 =
            codecs::parseYaml("apiVersion: g/v2\nkind: W\nspec:\n  size: 3\n  tags: [a, c]\n  extra: true\n");
        QVERIFY(v1.ok() && v2.ok());
        QStringList paths = ObjectFetch::differingPaths(*v1, *v2);
        paths.sort();
        QCOMPARE(paths, (QStringList{QStringLiteral("apiVersion"), QStringLiteral("spec.extra"),
                                     QStringLiteral("spec.tags[1]")}));
        QVERIFY(ObjectFetch::differingPaths(*v1, *v1).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestObjectFetch)
#include "tst_objectfetch.moc"
