// Integration: `mado get -w` next to `kubectl get -w` on the sandbox. Both
// watch the same namespace while the test creates, modifies and deletes
// ConfigMaps; each prints the list, then a row per change under the widths
// the list set (kubectl's tabwriter remembers them). The two outputs must be
// the same lines, ages normalised; the rows are also checked one by one.
#include "testcluster.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTest>

namespace {

/// A running `get -w` whose standard output is collected as it comes.
class Watcher final {
public:
    Watcher(const QString &program, const QStringList &args) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("KUBECONFIG"));
        m_process.setProcessEnvironment(env);
        m_process.start(program, args);
    }
    ~Watcher() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started() { return m_process.waitForStarted(10000); }
    /// The complete lines printed so far.
    QStringList lines() {
        m_out += QString::fromUtf8(m_process.readAllStandardOutput());
        QStringList all = m_out.split(QLatin1Char('\n'));
        all.removeLast(); // an unfinished line, or the empty rest after the last newline
        return all;
    }
    QString errors() { return QString::fromUtf8(m_process.readAllStandardError()); }

private:
    QProcess m_process;
    QString m_out;
};

/// The line with its last column (AGE) replaced by "AGE", padding kept.
QString ageless(const QString &line) {
    static const QRegularExpression age(QStringLiteral("(\\S+)$"));
    QString l = line;
    return l.replace(age, QStringLiteral("<age>"));
}

QStringList ageless(const QStringList &lines) {
    QStringList out;
    for (const QString &l : lines)
        out.append(ageless(l));
    return out;
}

/// The cells of a printed line.
QStringList cells(const QString &line) {
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestGetWatch final : public QObject {
    Q_OBJECT

    const QString m_ns = testcluster::ownNamespace(QStringLiteral("getw"));
    const QString m_empty = testcluster::ownNamespace(QStringLiteral("getw-empty"));

    static QStringList common() { return {QStringLiteral("--kubeconfig"), testcluster::kubeconfig()}; }

    static bool kubectlOk(const QStringList &args) {
        const testcluster::ProcessRun r = testcluster::kubectl(args);
        if (r.exitCode != 0)
            qWarning("kubectl %s: %s", qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err));
        return r.exitCode == 0;
    }

private slots:
    void initTestCase() {
        for (const QString &ns : {m_ns, m_empty})
            QVERIFY(kubectlOk({QStringLiteral("create"), QStringLiteral("namespace"), ns}));
        QVERIFY(kubectlOk({QStringLiteral("-n"), m_ns, QStringLiteral("create"), QStringLiteral("configmap"),
                           QStringLiteral("alpha"), QStringLiteral("--from-literal=a=1")}));
        // The controller manager adds kube-root-ca.crt to a new namespace: wait for it.
        QTRY_VERIFY_WITH_TIMEOUT(
            testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                  QStringLiteral("configmap"), QStringLiteral("kube-root-ca.crt")})
                    .exitCode == 0,
            30000);
    }

    void cleanupTestCase() {
        for (const QString &ns : {m_ns, m_empty})
            testcluster::kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
    }

    void createModifyDeleteLikeKubectl() {
        const QStringList get = {QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                 QStringLiteral("configmaps"), QStringLiteral("-w")};
        Watcher mado(qEnvironmentVariable("MADO_BIN"), common() + get);
        Watcher kubectl(QStringLiteral("kubectl"), common() + get);
        QVERIFY(mado.started());
        QVERIFY(kubectl.started());
        // Both listed: the header and the two ConfigMaps.
        QTRY_COMPARE_WITH_TIMEOUT(mado.lines().size(), 3, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(kubectl.lines().size(), 3, 30000);
        QTest::qWait(1000); // both watches open before the first change

        // A name longer than any before: kubectl widens its column from there on.
        const QString longName = QStringLiteral("beta-with-a-longer-name");
        QVERIFY(kubectlOk({QStringLiteral("-n"), m_ns, QStringLiteral("create"), QStringLiteral("configmap"),
                           longName, QStringLiteral("--from-literal=b=1")}));
        QTRY_COMPARE_WITH_TIMEOUT(mado.lines().size(), 4, 15000);
        QVERIFY(kubectlOk({QStringLiteral("-n"), m_ns, QStringLiteral("patch"), QStringLiteral("configmap"),
                           QStringLiteral("alpha"), QStringLiteral("-p"),
                           QStringLiteral(R"({"data":{"c":"3","d":"4"}})")}));
        QTRY_COMPARE_WITH_TIMEOUT(mado.lines().size(), 5, 15000);
        QVERIFY(kubectlOk(
            {QStringLiteral("-n"), m_ns, QStringLiteral("delete"), QStringLiteral("configmap"), longName}));
        QTRY_COMPARE_WITH_TIMEOUT(mado.lines().size(), 6, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(kubectl.lines().size(), 6, 15000);

        const QStringList m = mado.lines();
        // The rows, one by one: the list, then ADDED, MODIFIED (DATA 3), DELETED.
        QCOMPARE(cells(m.at(0)),
                 QStringList({QStringLiteral("NAME"), QStringLiteral("DATA"), QStringLiteral("AGE")}));
        QCOMPARE(cells(m.at(1)).mid(0, 2), QStringList({QStringLiteral("alpha"), QStringLiteral("1")}));
        QCOMPARE(cells(m.at(2)).mid(0, 2),
                 QStringList({QStringLiteral("kube-root-ca.crt"), QStringLiteral("1")}));
        QCOMPARE(cells(m.at(3)).mid(0, 2), QStringList({longName, QStringLiteral("1")}));
        QCOMPARE(cells(m.at(4)).mid(0, 2), QStringList({QStringLiteral("alpha"), QStringLiteral("3")}));
        QCOMPARE(cells(m.at(5)).mid(0, 2), QStringList({longName, QStringLiteral("1")}));
        // And the same text as kubectl's, widths included.
        QCOMPARE(ageless(m), ageless(kubectl.lines()));
        QVERIFY2(mado.errors().isEmpty(), qPrintable(mado.errors()));
    }

    void emptyListThenTheFirstRowWithItsHeader() {
        // An empty namespace: both say so on standard error, then print the
        // header with the first row that appears.
        const QStringList get = {QStringLiteral("-n"), m_empty, QStringLiteral("get"),
                                 QStringLiteral("secrets"), QStringLiteral("-w")};
        Watcher mado(qEnvironmentVariable("MADO_BIN"), common() + get);
        Watcher kubectl(QStringLiteral("kubectl"), common() + get);
        QVERIFY(mado.started());
        QVERIFY(kubectl.started());
        QTest::qWait(3000); // both listed (nothing) and watching
        QCOMPARE(mado.lines().size(), 0);
        QVERIFY(kubectlOk({QStringLiteral("-n"), m_empty, QStringLiteral("create"), QStringLiteral("secret"),
                           QStringLiteral("generic"), QStringLiteral("first"),
                           QStringLiteral("--from-literal=k=v")}));
        QTRY_COMPARE_WITH_TIMEOUT(mado.lines().size(), 2, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(kubectl.lines().size(), 2, 15000);
        const QStringList m = mado.lines();
        QCOMPARE(cells(m.at(1)).mid(0, 3),
                 QStringList({QStringLiteral("first"), QStringLiteral("Opaque"), QStringLiteral("1")}));
        QCOMPARE(ageless(m), ageless(kubectl.lines()));
        QVERIFY2(mado.errors().contains(m_empty), qPrintable(mado.errors()));
    }
};

QTEST_GUILESS_MAIN(TestGetWatch)
#include "tst_getwatch_sandbox.moc"
