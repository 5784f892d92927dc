// The headless command line: exit codes and messages, without a cluster.
#include "mado_process.h"

class TestCli final : public QObject {
    Q_OBJECT

private slots:
    void versionAndHelp() {
        MadoRun r = runMado({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("mado ")));
        r = runMado({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("sandbox up|down|status")));
        QVERIFY(r.out.contains(QStringLiteral("--kubeconfig FILE")));
    }

    void usageErrorsExit2_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("frobnicate")}
                                            << QStringLiteral("unknown subcommand \"frobnicate\"");
        QTest::newRow("missing option value")
            << QStringList{QStringLiteral("version"), QStringLiteral("--context")}
            << QStringLiteral("the option --context needs a valid value");
        QTest::newRow("bad language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("version")}
            << QStringLiteral("the option --lang needs a valid value");
        QTest::newRow("sandbox without action")
            << QStringList{QStringLiteral("sandbox")} << QStringLiteral("sandbox needs one of");
        QTest::newRow("sandbox bad argument")
            << QStringList{QStringLiteral("sandbox"), QStringLiteral("up"), QStringLiteral("--bogus")}
            << QStringLiteral("unknown argument \"--bogus\"");
        QTest::newRow("version extra") << QStringList{QStringLiteral("version"), QStringLiteral("extra")}
                                       << QStringLiteral("unknown argument \"extra\"");
    }

    void usageErrorsExit2() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const MadoRun r = runMado(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Usage: mado")));
    }

    void inputErrorsExit1() {
        MadoRun r = runMado({QStringLiteral("version"), QStringLiteral("--kubeconfig"),
                             QStringLiteral("/nonexistent/kubeconfig")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/kubeconfig does not exist")), qPrintable(r.err));

        QTemporaryFile bad;
        QVERIFY(bad.open());
        bad.write("clusters: [\n  - name: x\n");
        bad.close();
        r = runMado({QStringLiteral("version"), QStringLiteral("--kubeconfig"), bad.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("is not valid YAML")), qPrintable(r.err));
    }

    void messagesAreTranslated_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        QTest::newRow("uk") << QStringLiteral("uk") << QStringLiteral("невідома підкоманда");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("不明なサブコマンド");
    }

    void messagesAreTranslated() {
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        const MadoRun r = runMado({QStringLiteral("--lang"), lang, QStringLiteral("frobnicate")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    // `mado cel eval` prints value, type, error and both costs as one JSON line (figures checked
    // against the cel-go oracle, tests/cel/oracle).
    void celEvalWithSchema() {
        QTemporaryFile schema, self;
        QVERIFY(schema.open() && self.open());
        schema.write("type: object\nproperties:\n  replicas: {type: integer}\n"
                     "  name: {type: string, maxLength: 10}\n");
        self.write(R"({"replicas": 3, "name": "web"})");
        schema.close();
        self.close();
        const MadoRun r = runMado({QStringLiteral("cel"), QStringLiteral("eval"),
                                   QStringLiteral("self.replicas > 1 && self.name.startsWith('w')"),
                                   QStringLiteral("--env"), QStringLiteral("crd"), QStringLiteral("--schema"),
                                   schema.fileName(), QStringLiteral("--var"), QStringLiteral("self=") + self.fileName()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral(R"({"value":true,"type":"bool","error":null,"runtimeCost":6,)"
                                                 R"("estimatedCost":{"min":3,"max":6}})"));
    }

    // A rule whose estimated cost is over the per-rule limit evaluates, with a warning that the
    // API server would refuse it; a bounded schema removes the warning.
    void celEvalEstimatedCostLimit() {
        QTemporaryFile unbounded, bounded;
        QVERIFY(unbounded.open() && bounded.open());
        unbounded.write("type: object\nproperties:\n  items: {type: array, items: {type: string}}\n");
        bounded.write("type: object\nproperties:\n  items: {type: array, maxItems: 10, "
                      "items: {type: string, maxLength: 20}}\n");
        unbounded.close();
        bounded.close();
        const QString rule = QStringLiteral("self.items.all(x, self.items.all(y, x.matches(y)))");
        MadoRun r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), rule, QStringLiteral("--env"),
                             QStringLiteral("crd"), QStringLiteral("--schema"), unbounded.fileName()});
        QCOMPARE(r.exitCode, 1); // self is unbound: no such attribute, but the estimate is known
        QVERIFY2(r.err.contains(QStringLiteral("exceeds the limit of 10000000")), qPrintable(r.err));
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), rule, QStringLiteral("--env"), QStringLiteral("crd"),
                     QStringLiteral("--schema"), bounded.fileName()});
        QVERIFY2(!r.err.contains(QStringLiteral("exceeds the limit")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral(R"("estimatedCost":{"min":)")), qPrintable(r.out));
    }

    // The admission environments declare Kubernetes' typed request and namespaceObject.
    void celEvalAdmissionTypes() {
        QTemporaryFile request;
        QVERIFY(request.open());
        request.write(R"({"operation": "CREATE", "userInfo": {"username": "alice", "groups": ["dev"]}})");
        request.close();
        MadoRun r = runMado({QStringLiteral("cel"), QStringLiteral("eval"),
                             QStringLiteral("request.operation == 'CREATE' && 'dev' in request.userInfo.groups"),
                             QStringLiteral("--env"), QStringLiteral("vap"), QStringLiteral("--var"),
                             QStringLiteral("request=") + request.fileName()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral(R"({"value":true,"type":"bool","error":null,)")), qPrintable(r.out));

        // A field the AdmissionRequest type does not have is a type error, not a runtime one.
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("request.userInfo.nickname"),
                     QStringLiteral("--env"), QStringLiteral("vap")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral(R"("phase":"check")")) &&
                     r.out.contains(QStringLiteral("undefined field 'nickname'")),
                 qPrintable(r.out));

        // Webhook match conditions have no params.
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("params.x"), QStringLiteral("--env"),
                     QStringLiteral("match")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("undeclared reference to 'params'")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
