// Unit: the selector checks (the API server's syntax rules), kubectl's ages,
// cell text and sort keys, the workspace's saved tabs, DeleteOptions bodies.
#include "models/lists/deleteaction.h"
#include "models/lists/format.h"
#include "models/lists/selector.h"
#include "models/lists/workspacestate.h"
#include "models/tablefetch.h"

#include <QTest>

using namespace models;

class TestListUnits final : public QObject {
    Q_OBJECT

private slots:
    void labelSelector_data() {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("message"); // part of the message when invalid
        auto ok = [](const char *name, const char *s) {
            QTest::newRow(name) << QString::fromUtf8(s) << true << QString();
        };
        auto bad = [](const char *name, const char *s, const char *m) {
            QTest::newRow(name) << QString::fromUtf8(s) << false << QString::fromUtf8(m);
        };
        ok("empty", "");
        ok("equals", "app=web");
        ok("double equals", "app==web");
        ok("not equals", "tier!=db");
        ok("exists", "app");
        ok("not exists", "!legacy");
        ok("in", "env in (prod, staging)");
        ok("notin", "env notin (dev)");
        ok("several", "app=web,tier!=db,!legacy,env in (a,b)");
        ok("prefixed key", "app.kubernetes.io/name=shop");
        ok("empty value", "app=");
        ok("spaces", "  app = web ,  tier  ");
        ok("greater than", "replicas>3");
        ok("less than", "replicas < 10");
        ok("value with dots and dashes", "v=1.2-rc_3");
        bad("trailing comma", "app=web,", "expected a key after ','");
        bad("double comma", "a,,b", "expected a key after ','");
        bad("unclosed set", "env in (a,b", "expected ',' or ')'");
        ok("empty set (the server accepts it)", "env in ()");
        bad("set without parens", "env in a", "expected '('");
        bad("bad operator", "app ~ web", "expected one of");
        bad("bad key char", "ap$p=web", "must consist of");
        bad("key starts with dash", "-app=web", "must consist of");
        bad("long name", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=1",
            "longer than 63");
        bad("uppercase prefix", "Example.COM/app=web", "DNS subdomain");
        bad("empty prefix", "/app=web", "empty prefix");
        bad("bad value", "app=web!", "expected ',' or the end");
        bad("value with slash", "app=a/b", "must be empty or consist");
        bad("long value", "app=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "longer than 63");
        bad("negation with operator", "!app=web", "takes no operator");
        bad("gt needs a number", "replicas>three", "whole number");
        bad("starts with operator", "=web", "expected a key");
    }

    void labelSelector() {
        QFETCH(QString, selector);
        QFETCH(bool, valid);
        QFETCH(QString, message);
        const auto error = selector::checkLabelSelector(selector);
        QCOMPARE(!error.has_value(), valid);
        if (error)
            QVERIFY2(error->message.contains(message), qPrintable(error->message));
    }

    void fieldSelector_data() {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("message");
        auto ok = [](const char *name, const char *s) {
            QTest::newRow(name) << QString::fromUtf8(s) << true << QString();
        };
        auto bad = [](const char *name, const char *s, const char *m) {
            QTest::newRow(name) << QString::fromUtf8(s) << false << QString::fromUtf8(m);
        };
        ok("empty", "");
        ok("equals", "metadata.name=web");
        ok("double equals", "status.phase==Running");
        ok("not equals", "status.phase!=Running");
        ok("several", "metadata.namespace=default,spec.nodeName!=");
        ok("escaped comma", "metadata.name=a\\,b");
        ok("escaped equals", "metadata.name=a\\=b");
        bad("no operator", "metadata.name", "has no operator");
        bad("no field", "=web", "has no field");
        bad("unescaped equals in value", "metadata.name=a=b", "unescaped '='");
        bad("bad escape", "metadata.name=a\\b", "Invalid escape");
        bad("bad field", "meta data=1", "not a field path");
        bad("set syntax", "status.phase in (Running)", "has no operator");
    }

    void fieldSelector() {
        QFETCH(QString, selector);
        QFETCH(bool, valid);
        QFETCH(QString, message);
        const auto error = selector::checkFieldSelector(selector);
        QCOMPARE(!error.has_value(), valid);
        if (error)
            QVERIFY2(error->message.contains(message), qPrintable(error->message));
    }

    void humanDuration_data() {
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("future") << qint64(-5) << QStringLiteral("<invalid>");
        QTest::newRow("clock skew") << qint64(-1) << QStringLiteral("0s");
        QTest::newRow("seconds") << qint64(45) << QStringLiteral("45s");
        QTest::newRow("119s") << qint64(119) << QStringLiteral("119s");
        QTest::newRow("2m") << qint64(120) << QStringLiteral("2m");
        QTest::newRow("3m20s") << qint64(200) << QStringLiteral("3m20s");
        QTest::newRow("12m") << qint64(12 * 60 + 5) << QStringLiteral("12m");
        QTest::newRow("179m") << qint64(179 * 60) << QStringLiteral("179m");
        QTest::newRow("3h") << qint64(3 * 3600) << QStringLiteral("3h");
        QTest::newRow("5h8m") << qint64(5 * 3600 + 8 * 60) << QStringLiteral("5h8m");
        QTest::newRow("20h") << qint64(20 * 3600 + 59) << QStringLiteral("20h");
        QTest::newRow("3d4h") << qint64(76 * 3600) << QStringLiteral("3d4h");
        QTest::newRow("5d") << qint64(5 * 86400) << QStringLiteral("5d");
        QTest::newRow("400d") << qint64(400 * 86400) << QStringLiteral("400d");
        QTest::newRow("2y31d") << qint64((730 + 31) * 86400) << QStringLiteral("2y31d");
        QTest::newRow("9y") << qint64(9 * 365 * 86400 + 86400 * 10) << QStringLiteral("9y");
    }

    void humanDuration() {
        QFETCH(qint64, seconds);
        QFETCH(QString, text);
        QCOMPARE(format::humanDuration(seconds), text);
    }

    void cellTextAndSortKeys() {
        const codecs::TableColumn str{QStringLiteral("Name"), QStringLiteral("string"), QString(), 0};
        const codecs::TableColumn date{QStringLiteral("Created At"), QStringLiteral("date"), QString(), 0};
        const codecs::TableColumn age = TableFetch::metadataColumns().at(MetadataColumns::Age);
        const qint64 now = codecs::parseRfc3339Seconds("2024-01-02T03:04:05Z") + 200;
        QCOMPARE(format::cellText(QVariant(), str, now), QString());
        QCOMPARE(format::cellText(qint64(42), str, now), QStringLiteral("42"));
        QCOMPARE(format::cellText(0.5, str, now), QStringLiteral("0.5"));
        QCOMPARE(format::cellText(true, str, now), QStringLiteral("true"));
        // kubectl leaves the server's date cells as they are; Mado's own age column is an age.
        QCOMPARE(format::cellText(QStringLiteral("2024-01-02T03:04:05Z"), date, now),
                 QStringLiteral("2024-01-02T03:04:05Z"));
        QCOMPARE(format::cellText(QStringLiteral("2024-01-02T03:04:05Z"), age, now), QStringLiteral("3m20s"));
        QCOMPARE(format::sortKey(QStringLiteral("2024-01-02T03:04:05Z"), QStringLiteral("date")).toLongLong(),
                 now - 200);
    }

    void metadataRow() {
        codecs::ObjectRow o;
        o.name = QStringLiteral("web");
        o.ns = QStringLiteral("shop");
        o.labels = {{QStringLiteral("app"), QStringLiteral("web")},
                    {QStringLiteral("tier"), QStringLiteral("fe")}};
        o.annotations = 3;
        o.owner = QStringLiteral("ReplicaSet/web-1");
        o.finalizers = {QStringLiteral("a/b"), QStringLiteral("c")};
        o.created = 1000;
        const codecs::TableRow r = TableFetch::metadataRow(o);
        using namespace MetadataColumns;
        QCOMPARE(r.cells.size(), int(Count));
        QCOMPARE(r.cells.at(Labels).toString(), QStringLiteral("app=web,tier=fe"));
        QCOMPARE(r.cells.at(Annotations).toLongLong(), 3);
        QCOMPARE(r.cells.at(Owner).toString(), QStringLiteral("ReplicaSet/web-1"));
        QCOMPARE(r.cells.at(Finalizers).toString(), QStringLiteral("a/b,c"));
        QCOMPARE(r.cells.at(Age).toString(), QStringLiteral("1970-01-01T00:16:40Z"));
    }

    void plainListFallback() {
        // A server without Table support answers with its plain list.
        const QByteArray body =
            R"({"kind":"WidgetList","apiVersion":"x/v1","metadata":{"resourceVersion":"9"},
            "items":[{"metadata":{"name":"a","namespace":"n","creationTimestamp":"2024-01-02T03:04:05Z"}}]})";
        auto page = TableFetch::decodePage(body, ListShape::Table);
        QVERIFY(page.ok());
        QVERIFY(page->plainList);
        QCOMPARE(page->rows.size(), 1);
        QCOMPARE(page->rows.first().name, QStringLiteral("a"));
        QCOMPARE(page->resourceVersion, QStringLiteral("9"));
        auto garbage = TableFetch::decodePage(QByteArray(R"({"kind":"Status"})"), ListShape::Table);
        QVERIFY(!garbage.ok());
    }

    void workspaceRoundTrip() {
        WorkspaceTab list;
        list.resource = QStringLiteral("configmaps");
        list.version = QStringLiteral("v1");
        list.namespaces = {QStringLiteral("a"), QStringLiteral("b")};
        list.labelSelector = QStringLiteral("app=web");
        list.metadataOnly = true;
        WorkspaceTab object;
        object.kind = WorkspaceTab::Kind::Object;
        object.group = QStringLiteral("apps");
        object.version = QStringLiteral("v1");
        object.resource = QStringLiteral("deployments");
        object.name = QStringLiteral("web");
        const QList<WorkspaceTab> tabs{list, object};
        QCOMPARE(loadWorkspace(saveWorkspace(tabs)), tabs);
        QVERIFY(loadWorkspace(QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("x")}}})
                    .isEmpty());
    }

    void deleteOptions_data() {
        QTest::addColumn<int>("policy");
        QTest::addColumn<bool>("dryRun");
        QTest::addColumn<int>("grace");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("default") << int(Propagation::Default) << false << -1
                                 << QByteArray(R"({"apiVersion":"v1","kind":"DeleteOptions"})");
        QTest::newRow("foreground dry run")
            << int(Propagation::Foreground) << true << -1
            << QByteArray(
                   R"({"apiVersion":"v1","kind":"DeleteOptions","propagationPolicy":"Foreground","dryRun":["All"]})");
        QTest::newRow("orphan, grace 0")
            << int(Propagation::Orphan) << false << 0
            << QByteArray(
                   R"({"apiVersion":"v1","kind":"DeleteOptions","propagationPolicy":"Orphan","gracePeriodSeconds":0})");
    }

    void deleteOptions() {
        QFETCH(int, policy);
        QFETCH(bool, dryRun);
        QFETCH(int, grace);
        QFETCH(QByteArray, json);
        DeleteRequest r;
        r.propagation = Propagation(policy);
        r.dryRun = dryRun;
        if (grace >= 0)
            r.gracePeriodSeconds = grace;
        QCOMPARE(DeleteAction::deleteOptions(r), json);
    }

    void deleteAnswers() {
        const DeleteOutcome held = DeleteAction::readAnswer(
            R"({"kind":"ConfigMap","metadata":{"name":"a","deletionTimestamp":"2024-01-01T00:00:00Z","finalizers":["foregroundDeletion"]}})",
            true);
        QCOMPARE(held.state, DeleteOutcome::State::Held);
        QCOMPARE(held.finalizers, QStringList{QStringLiteral("foregroundDeletion")});
        const DeleteOutcome gone =
            DeleteAction::readAnswer(R"({"kind":"ConfigMap","metadata":{"name":"a"}})", false);
        QCOMPARE(gone.state, DeleteOutcome::State::Removed);
        const DeleteOutcome status =
            DeleteAction::readAnswer(R"({"kind":"Status","status":"Success"})", false);
        QCOMPARE(status.state, DeleteOutcome::State::Removed);
    }
};

QTEST_GUILESS_MAIN(TestListUnits)
#include "tst_listunits.moc"
