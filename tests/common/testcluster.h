// Who owns what in the one sandbox cluster that ctest's integration tests
// share, running two or four at a time.
//
// Every test process owns what it creates and names it after its own unique
// suffix: namespaces `mado-t-<purpose>-<suffix>`, CRD groups
// `<purpose>-<suffix>.mado.test`, CRD short names `<short>-<suffix>`. A test that
// compares cluster-wide state (all namespaces, all API groups) drops what the
// predicates below call other tests' objects before comparing.
#pragma once

#include <QCoreApplication>
#include <QProcess>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

namespace testcluster {

/// Every namespace a test creates starts with this.
inline const QLatin1String kNamespacePrefix("mado-t-");
/// Every CRD group a test creates ends with this.
inline const QLatin1String kGroupSuffix(".mado.test");
/// Label on every namespace a test creates; its value is suffix().
inline const QLatin1String kRunLabel("mado.test/run");

/// Unique to this process and run (pid and 24 random bits): lowercase letters,
/// digits and '-', so it fits namespaces, groups and short names. Stable for
/// the life of the process.
inline const QString &suffix() {
    static const QString s = QStringLiteral("%1-%2")
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(QRandomGenerator::system()->bounded(1 << 24), 6, 16, QLatin1Char('0'));
    return s;
}

/// base with this process's suffix, e.g. a CRD short name `wdg-4711-0a1b2c`.
inline QString ownName(const QString &base) {
    return base + QLatin1Char('-') + suffix();
}

/// This process's namespace for purpose, e.g. `mado-t-get-4711-0a1b2c`.
inline QString ownNamespace(const QString &purpose) {
    return kNamespacePrefix + ownName(purpose);
}

/// This process's CRD group for purpose, e.g. `get-4711-0a1b2c.mado.test`.
inline QString ownGroup(const QString &purpose) {
    return ownName(purpose) + kGroupSuffix;
}

/// True for a namespace some other test process created (and may be creating
/// or deleting right now); false for this process's own and for all others.
inline bool isOtherTestsNamespace(const QString &ns) {
    return ns.startsWith(kNamespacePrefix) && !ns.endsWith(QLatin1Char('-') + suffix());
}

/// True for a CRD group some other test process created; false for this
/// process's own groups and for every group not made by a test.
inline bool isOtherTestsGroup(const QString &group) {
    return group.endsWith(kGroupSuffix) && !group.endsWith(QLatin1Char('-') + suffix() + kGroupSuffix);
}

/// A Namespace named name, labelled with kRunLabel, as compact JSON for a POST.
inline QByteArray namespaceJson(const QString &name) {
    return QStringLiteral(
               R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"%1","labels":{"%2":"%3"}}})")
        .arg(name, kRunLabel, suffix())
        .toUtf8();
}

/// The sandbox's kubeconfig, set by ctest.
inline QString kubeconfig() {
    return qEnvironmentVariable("MADO_TEST_KUBECONFIG");
}

/// What a finished command printed.
struct ProcessRun {
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs kubectl on the sandbox with input on its standard input; fatal if it
/// does not finish within a minute.
inline ProcessRun kubectl(const QStringList &args, const QByteArray &input = {}) {
    QProcess p;
    p.start(QStringLiteral("kubectl"), QStringList{QStringLiteral("--kubeconfig"), kubeconfig()} + args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("kubectl %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace testcluster
