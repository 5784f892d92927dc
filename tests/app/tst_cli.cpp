// The headless command line: exit codes and messages, without a cluster.
#include "mado_process.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
        QTest::addColumn<QString>("hint");
        const QString top = QStringLiteral("See 'mado --help' for usage.");
        QTest::newRow("unknown subcommand")
            << QStringList{QStringLiteral("frobnicate")}
            << QStringLiteral("mado: unknown subcommand \"frobnicate\"") << top;
        QTest::newRow("missing option value")
            << QStringList{QStringLiteral("version"), QStringLiteral("--context")}
            << QStringLiteral("mado: the option --context needs a valid value") << top;
        QTest::newRow("bad language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("version")}
            << QStringLiteral("mado: the option --lang needs a valid value") << top;
        QTest::newRow("sandbox without action")
            << QStringList{QStringLiteral("sandbox")} << QStringLiteral("mado: sandbox needs one of")
            << QStringLiteral("See 'mado sandbox --help' for usage.");
        QTest::newRow("sandbox bad option")
            << QStringList{QStringLiteral("sandbox"), QStringLiteral("up"), QStringLiteral("--bogus")}
            << QStringLiteral("mado: unknown option \"--bogus\"")
            << QStringLiteral("See 'mado sandbox --help' for usage.");
        QTest::newRow("sandbox option without value")
            << QStringList{QStringLiteral("sandbox"), QStringLiteral("up"), QStringLiteral("--dir")}
            << QStringLiteral("mado: the option --dir needs a value")
            << QStringLiteral("See 'mado sandbox --help' for usage.");
        QTest::newRow("version extra") << QStringList{QStringLiteral("version"), QStringLiteral("extra")}
                                       << QStringLiteral("mado: unexpected argument \"extra\"")
                                       << QStringLiteral("See 'mado version --help' for usage.");
        QTest::newRow("flag with a value")
            << QStringList{QStringLiteral("get"), QStringLiteral("pods"),
                           QStringLiteral("--metadata-only=yes")}
            << QStringLiteral("mado: the option --metadata-only takes no value")
            << QStringLiteral("See 'mado get --help' for usage.");
        QTest::newRow("get without type")
            << QStringList{QStringLiteral("get")} << QStringLiteral("mado: get needs a resource type")
            << QStringLiteral("See 'mado get --help' for usage.");
        QTest::newRow("cel eval unknown option")
            << QStringList{QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("-7 / 2")}
            << QStringLiteral("mado: unknown option \"-7 / 2\"")
            << QStringLiteral("See 'mado cel eval --help' for usage.");
        QTest::newRow("cel eval two expressions")
            << QStringList{QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("1"),
                           QStringLiteral("2")}
            << QStringLiteral("mado: unexpected argument \"2\"")
            << QStringLiteral("See 'mado cel eval --help' for usage.");
    }

    // A usage error is one line naming the problem and one line of hint, not the whole help.
    void usageErrorsExit2() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QFETCH(QString, hint);
        const MadoRun r = runMado(args);
        QCOMPARE(r.exitCode, 2);
        const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).startsWith(message), qPrintable(r.err));
        QCOMPARE(lines.at(1), hint);
        QVERIFY(r.out.isEmpty());
    }

    // `--` ends the options: what follows is an argument even when it starts with '-'.
    void doubleDashEndsOptions() {
        MadoRun r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("-o"),
                             QStringLiteral("text"), QStringLiteral("--"), QStringLiteral("-7 / 2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.split(QLatin1Char('\n')).first(), QStringLiteral("-3"));
        r = runMado(
            {QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("--"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 1); // "--help" is the expression -(-help) here, not a request for help
        QVERIFY2(r.out.contains(QStringLiteral("undeclared reference to 'help'")), qPrintable(r.out));
        r = runMado(
            {QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("--"), QStringLiteral("-n")});
        QCOMPARE(r.exitCode, 1); // not taken as the global -n option either
        QVERIFY2(r.out.contains(QStringLiteral("undeclared reference to 'n'")), qPrintable(r.out));
        // Option forms: --name=value, -oVALUE, options after the expression.
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("1 + 2"),
                     QStringLiteral("--output=text")});
        QCOMPARE(r.out.split(QLatin1Char('\n')).first(), QStringLiteral("3"));
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("-otext"),
                     QStringLiteral("'a' + 'b'")});
        QCOMPARE(r.out.split(QLatin1Char('\n')).first(), QStringLiteral("\"ab\""));
    }

    void subcommandHelp_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("usage");
        QTest::addColumn<QString>("option");
        QTest::newRow("get --help") << QStringList{QStringLiteral("get"), QStringLiteral("--help")}
                                    << QStringLiteral("Usage: mado get RESOURCE")
                                    << QStringLiteral("--field-selector SEL");
        QTest::newRow("get pods -h") << QStringList{QStringLiteral("get"), QStringLiteral("pods"),
                                                    QStringLiteral("-h")}
                                     << QStringLiteral("Usage: mado get RESOURCE")
                                     << QStringLiteral("--chunk-size N");
        QTest::newRow("cel eval --help")
            << QStringList{QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("--help")}
            << QStringLiteral("Usage: mado cel eval EXPR") << QStringLiteral("--var NAME=FILE");
        QTest::newRow("api-resources --help")
            << QStringList{QStringLiteral("api-resources"), QStringLiteral("--help")}
            << QStringLiteral("Usage: mado api-resources") << QStringLiteral("--no-headers");
        QTest::newRow("sandbox --help")
            << QStringList{QStringLiteral("sandbox"), QStringLiteral("--help")}
            << QStringLiteral("Usage: mado sandbox up|down|status") << QStringLiteral("--dir DIR");
        QTest::newRow("version --help")
            << QStringList{QStringLiteral("version"), QStringLiteral("--help")}
            << QStringLiteral("Usage: mado version") << QStringLiteral("mado --help");
    }

    // `mado SUBCOMMAND --help` prints that subcommand's own help (not the global one) and exits 0.
    void subcommandHelp() {
        QFETCH(QStringList, args);
        QFETCH(QString, usage);
        QFETCH(QString, option);
        const MadoRun r = runMado(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(usage), qPrintable(r.out));
        QVERIFY2(r.out.contains(option), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("Subcommands:")));
        QVERIFY(r.err.isEmpty());
    }

    void subcommandHelpIsTranslated() {
        MadoRun r = runMado({QStringLiteral("--lang"), QStringLiteral("uk"), QStringLiteral("get"),
                             QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Використання: mado get")), qPrintable(r.out));
        r = runMado({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("get"),
                     QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("不明なオプション「--bogus」")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("'mado get --help'")), qPrintable(r.err));
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
        const MadoRun r =
            runMado({QStringLiteral("cel"), QStringLiteral("eval"),
                     QStringLiteral("self.replicas > 1 && self.name.startsWith('w')"),
                     QStringLiteral("--env"), QStringLiteral("crd"), QStringLiteral("--schema"),
                     schema.fileName(), QStringLiteral("--var"), QStringLiteral("self=") + self.fileName()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(),
                 QStringLiteral(R"({"value":true,"type":"bool","error":null,"runtimeCost":6,)"
                                R"("estimatedCost":{"min":3,"max":6}})"));
    }

    // --explain-cost adds the per-node breakdown (adding up to the totals) and, over the limit,
    // the bound that makes the rule fit; --rule picks the environment of new or stored rules.
    void celEvalExplainCost() {
        QTemporaryFile schema, self;
        QVERIFY(schema.open() && self.open());
        schema.write(
            "type: object\nproperties:\n  items: {type: array, items: {type: string, maxLength: 10}}\n");
        self.write(R"({"items": ["a", "b"]})");
        schema.close();
        self.close();
        MadoRun r = runMado({QStringLiteral("cel"), QStringLiteral("eval"),
                             QStringLiteral("self.items.all(x, self.items.exists_one(y, x == y))"),
                             QStringLiteral("--schema"), schema.fileName(), QStringLiteral("--var"),
                             QStringLiteral("self=") + self.fileName(), QStringLiteral("--explain-cost")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray rows = o.value(QStringLiteral("costBreakdown")).toArray();
        QVERIFY(!rows.isEmpty());
        double runtime = 0, max = 0;
        for (const auto &row : rows) {
            runtime += row.toObject().value(QStringLiteral("runtime")).toDouble();
            max += row.toObject()
                       .value(QStringLiteral("estimated"))
                       .toObject()
                       .value(QStringLiteral("max"))
                       .toDouble();
        }
        QCOMPARE(runtime, o.value(QStringLiteral("runtimeCost")).toDouble());
        QCOMPARE(max,
                 o.value(QStringLiteral("estimatedCost")).toObject().value(QStringLiteral("max")).toDouble());
        const QJsonArray hints = o.value(QStringLiteral("boundHints")).toArray();
        QVERIFY2(!hints.isEmpty(), qPrintable(r.out));
        QCOMPARE(hints.first().toObject().value(QStringLiteral("keyword")).toString(),
                 QStringLiteral("maxItems"));
        QVERIFY(hints.first().toObject().value(QStringLiteral("suggested")).toDouble() > 0);
        // includes() is 1.37 (Kubernetes lists v1): a stored rule has it, a new rule on 1.37 does not.
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("[1].includes(1)"),
                     QStringLiteral("--rule"), QStringLiteral("stored")});
        QCOMPARE(r.exitCode, 0);
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("[1].includes(1)")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("undeclared reference to 'includes'")), qPrintable(r.out));
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
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), rule, QStringLiteral("--env"),
                     QStringLiteral("crd"), QStringLiteral("--schema"), bounded.fileName()});
        QVERIFY2(!r.err.contains(QStringLiteral("exceeds the limit")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral(R"("estimatedCost":{"min":)")), qPrintable(r.out));
    }

    // The admission environments declare Kubernetes' typed request and namespaceObject.
    void celEvalAdmissionTypes() {
        QTemporaryFile request;
        QVERIFY(request.open());
        request.write(R"({"operation": "CREATE", "userInfo": {"username": "alice", "groups": ["dev"]}})");
        request.close();
        MadoRun r =
            runMado({QStringLiteral("cel"), QStringLiteral("eval"),
                     QStringLiteral("request.operation == 'CREATE' && 'dev' in request.userInfo.groups"),
                     QStringLiteral("--env"), QStringLiteral("vap"), QStringLiteral("--var"),
                     QStringLiteral("request=") + request.fileName()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral(R"({"value":true,"type":"bool","error":null,)")),
                 qPrintable(r.out));

        // A field the AdmissionRequest type does not have is a type error, not a runtime one.
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"),
                     QStringLiteral("request.userInfo.nickname"), QStringLiteral("--env"),
                     QStringLiteral("vap")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral(R"("phase":"check")")) &&
                     r.out.contains(QStringLiteral("undefined field 'nickname'")),
                 qPrintable(r.out));

        // Webhook match conditions have no params.
        r = runMado({QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("params.x"),
                     QStringLiteral("--env"), QStringLiteral("match")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("undeclared reference to 'params'")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
