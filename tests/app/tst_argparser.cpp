// The subcommands' option parser: kubectl's and POSIX's forms, `--`, and one-line errors.
#include "app/argparser.h"

#include <QTest>

using app::ArgParser;

class TestArgParser final : public QObject {
    Q_OBJECT

    static ArgParser getLike() {
        ArgParser p;
        p.option({"-o", "--output"})
            .option({"-l", "--selector"})
            .option({"--var"})
            .flag({"-A", "--all-namespaces"});
        return p;
    }

private slots:
    void parses_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("output");
        QTest::addColumn<bool>("all");
        QTest::addColumn<QStringList>("positionals");
        const auto L = [](std::initializer_list<const char *> a) {
            QStringList l;
            for (const char *s : a)
                l.append(QString::fromUtf8(s));
            return l;
        };
        QTest::newRow("long, separate value")
            << L({"pods", "--output", "json"}) << "json" << false << L({"pods"});
        QTest::newRow("long=value") << L({"--output=yaml", "pods"}) << "yaml" << false << L({"pods"});
        QTest::newRow("long=empty") << L({"--output=", "pods"}) << "" << false << L({"pods"});
        QTest::newRow("short, separate value")
            << L({"-o", "wide", "pods", "web"}) << "wide" << false << L({"pods", "web"});
        QTest::newRow("short, glued value") << L({"-owide", "pods"}) << "wide" << false << L({"pods"});
        QTest::newRow("short=value") << L({"-o=name", "pods"}) << "name" << false << L({"pods"});
        QTest::newRow("value that starts with a dash")
            << L({"-o", "-x-", "pods"}) << "-x-" << false << L({"pods"});
        QTest::newRow("flag") << L({"pods", "-A"}) << QString() << true << L({"pods"});
        QTest::newRow("last value wins")
            << L({"-o", "json", "-o", "yaml"}) << "yaml" << false << QStringList();
        QTest::newRow("double dash") << L({"-A", "--", "-7 / 2", "--output", "x"}) << QString() << true
                                     << L({"-7 / 2", "--output", "x"});
        QTest::newRow("lone dash is positional") << L({"-", "-A"}) << QString() << true << L({"-"});
        QTest::newRow("nothing") << QStringList() << QString() << false << QStringList();
    }

    void parses() {
        QFETCH(QStringList, args);
        QFETCH(QString, output);
        QFETCH(bool, all);
        QFETCH(QStringList, positionals);
        ArgParser p = getLike();
        QVERIFY2(p.parse(args), qPrintable(p.error()));
        QCOMPARE(p.value("-o"), output);
        QCOMPARE(p.isSet("--output"), !output.isNull());
        QCOMPARE(p.isSet("-A"), all);
        QCOMPARE(p.positionals(), positionals);
        QVERIFY(p.error().isEmpty());
    }

    void repeatedValues() {
        ArgParser p = getLike();
        QVERIFY(p.parse({QStringLiteral("--var"), QStringLiteral("a=1"), QStringLiteral("--var=b=2")}));
        QCOMPARE(p.values("--var"), (QStringList{QStringLiteral("a=1"), QStringLiteral("b=2")}));
        QCOMPARE(p.value("--var"), QStringLiteral("b=2"));
        QVERIFY(p.values("--selector").isEmpty());
        QVERIFY(!p.isSet("-l"));
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown long")
            << QStringList{QStringLiteral("--bogus")} << QStringLiteral("unknown option \"--bogus\"");
        QTest::newRow("unknown short")
            << QStringList{QStringLiteral("-x")} << QStringLiteral("unknown option \"-x\"");
        QTest::newRow("negative number")
            << QStringList{QStringLiteral("-7 / 2")} << QStringLiteral("unknown option \"-7 / 2\"");
        QTest::newRow("missing value") << QStringList{QStringLiteral("pods"), QStringLiteral("-o")}
                                       << QStringLiteral("the option -o needs a value");
        QTest::newRow("flag with value") << QStringList{QStringLiteral("--all-namespaces=true")}
                                         << QStringLiteral("the option --all-namespaces takes no value");
    }

    void errors() {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        ArgParser p = getLike();
        QVERIFY(!p.parse(args));
        QCOMPARE(p.error(), error);
        QVERIFY(!p.error().contains(QLatin1Char('\n')));
    }

    // A parser can be reused: a second parse forgets the first.
    void reparse() {
        ArgParser p = getLike();
        QVERIFY(!p.parse({QStringLiteral("--bogus")}));
        QVERIFY(p.parse({QStringLiteral("x")}));
        QVERIFY(p.error().isEmpty());
        QCOMPARE(p.positionals(), QStringList{QStringLiteral("x")});
    }
};

QTEST_GUILESS_MAIN(TestArgParser)
#include "tst_argparser.moc"
