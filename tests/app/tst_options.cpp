#include "app/options.h"
#include "kube/kubeconfig.h"

#include <QTest>

using app::parseGlobalOptions;

class TestOptions final : public QObject {
    Q_OBJECT

private slots:
    void globalOptionsAnywhere_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("before") << QStringList{QStringLiteral("-n"), QStringLiteral("web"),
                                               QStringLiteral("get"), QStringLiteral("pods")};
        QTest::newRow("after") << QStringList{QStringLiteral("get"), QStringLiteral("pods"),
                                              QStringLiteral("-n"), QStringLiteral("web")};
        QTest::newRow("long=") << QStringList{QStringLiteral("get"), QStringLiteral("--namespace=web"),
                                              QStringLiteral("pods")};
        QTest::newRow("glued") << QStringList{QStringLiteral("get"), QStringLiteral("pods"),
                                              QStringLiteral("-nweb")};
        // pflag (kubectl) reads -n=web as the namespace web.
        QTest::newRow("short=") << QStringList{QStringLiteral("get"), QStringLiteral("pods"),
                                               QStringLiteral("-n=web")};
    }

    void globalOptionsAnywhere() {
        QFETCH(QStringList, args);
        const auto o = parseGlobalOptions(args);
        QCOMPARE(o.namespace_, QStringLiteral("web"));
        QCOMPARE(o.rest, (QStringList{QStringLiteral("get"), QStringLiteral("pods")}));
        QVERIFY(o.error.isEmpty());
    }

    void allGlobals() {
        const auto o = parseGlobalOptions({QStringLiteral("--kubeconfig"), QStringLiteral("/k"),
                                           QStringLiteral("version"), QStringLiteral("--context=c"),
                                           QStringLiteral("--lang"), QStringLiteral("ja")});
        QCOMPARE(o.kubeconfig, QStringLiteral("/k"));
        QCOMPARE(o.context, QStringLiteral("c"));
        QCOMPARE(o.lang, QStringLiteral("ja"));
        QCOMPARE(o.rest, QStringList{QStringLiteral("version")});
    }

    void errors() {
        QCOMPARE(parseGlobalOptions({QStringLiteral("--context")}).error, QStringLiteral("--context"));
        QCOMPARE(parseGlobalOptions({QStringLiteral("--lang"), QStringLiteral("fr")}).error,
                 QStringLiteral("--lang"));
    }

    void impersonation() {
        const auto o =
            parseGlobalOptions({QStringLiteral("get"), QStringLiteral("--as"), QStringLiteral("jane"),
                                QStringLiteral("--as-group=devs"), QStringLiteral("--as-group"),
                                QStringLiteral("ops"), QStringLiteral("--as-uid=7"), QStringLiteral("pods")});
        QCOMPARE(o.as, QStringLiteral("jane"));
        QCOMPARE(o.asGroups, (QStringList{QStringLiteral("devs"), QStringLiteral("ops")}));
        QCOMPARE(o.asUid, QStringLiteral("7"));
        QCOMPARE(o.rest, (QStringList{QStringLiteral("get"), QStringLiteral("pods")}));
        QCOMPARE(parseGlobalOptions({QStringLiteral("--as-group")}).error, QStringLiteral("--as-group"));
        // The flags go over the kubeconfig user's own.
        kube::ResolvedContext c;
        c.user.impersonate = QStringLiteral("from-file");
        c.user.impersonateGroups = {QStringLiteral("file-group")};
        app::applyImpersonation(o, c);
        QCOMPARE(c.user.impersonate, QStringLiteral("jane"));
        QCOMPARE(c.user.impersonateGroups, o.asGroups);
        kube::ResolvedContext untouched = c;
        app::applyImpersonation(parseGlobalOptions({QStringLiteral("get")}), untouched);
        QCOMPARE(untouched.user.impersonate, QStringLiteral("jane"));
    }

    void requestLogLevel() {
        QCOMPARE(
            parseGlobalOptions({QStringLiteral("get"), QStringLiteral("-v"), QStringLiteral("8")}).verbosity,
            QStringLiteral("8"));
        QCOMPARE(parseGlobalOptions({QStringLiteral("--v=6"), QStringLiteral("get")}).verbosity,
                 QStringLiteral("6"));
        QCOMPARE(parseGlobalOptions({QStringLiteral("-v6"), QStringLiteral("get")}).rest,
                 QStringList{QStringLiteral("get")});
        QCOMPARE(parseGlobalOptions({QStringLiteral("-v"), QStringLiteral("loud")}).error,
                 QStringLiteral("-v"));
    }

    void doubleDashStopsParsing() {
        const auto o = parseGlobalOptions(
            {QStringLiteral("x"), QStringLiteral("--"), QStringLiteral("-n"), QStringLiteral("a")});
        QVERIFY(o.namespace_.isEmpty());
        QCOMPARE(o.rest, (QStringList{QStringLiteral("x"), QStringLiteral("--"), QStringLiteral("-n"),
                                      QStringLiteral("a")}));
    }
};

QTEST_GUILESS_MAIN(TestOptions)
#include "tst_options.moc"
