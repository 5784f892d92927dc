#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryFile>
#include <QTest>

/// Runs the built `mado` binary headless and captures what it prints.
struct MadoRun {
    int exitCode = -1;
    QString out;
    QString err;
};

inline MadoRun runMado(const QStringList &args, int timeoutMs = 60000) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("KUBECONFIG"));
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("MADO_BIN"), args);
    if (!p.waitForFinished(timeoutMs))
        qFatal("mado %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}
