#pragma once

// Shared by the bad-input catalogue (tst_badinput, tst_badinput_sandbox):
// runs the built `mado` without blocking the event loop (a proxy of the test
// may be serving it), and gives the translation the user must see.

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>
#include <QTranslator>

#include <memory>

namespace badinput {

/// What one `mado` run printed and how it ended.
struct Run {
    int exitCode = -1;
    bool crashed = false;  ///< ended by a signal (a crash, an abort, a sanitizer report)
    bool timedOut = false; ///< still running after the limit (then killed)
    QString out;
    QString err;
};

/// Runs program with args (KUBECONFIG unset unless env sets it), stdin as
/// its standard input; the event loop keeps running meanwhile.
inline Run run(const QString &program, const QStringList &args, const QProcessEnvironment &extra = {},
               const QByteArray &stdinData = {}, int timeoutMs = 90000) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("KUBECONFIG"));
    env.insert(extra);
    p.setProcessEnvironment(env);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    p.start(program, args);
    if (!stdinData.isNull()) {
        p.write(stdinData);
        p.closeWriteChannel();
    }
    loop.exec();
    Run r;
    if (p.state() != QProcess::NotRunning) {
        r.timedOut = true;
        p.kill();
        p.waitForFinished(5000);
    }
    r.crashed = !r.timedOut && p.exitStatus() == QProcess::CrashExit;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/// Runs mado with args (KUBECONFIG unset unless env sets it), stdin as its
/// standard input; the event loop keeps running meanwhile.
inline Run mado(const QStringList &args, const QProcessEnvironment &extra = {},
                const QByteArray &stdinData = {}, int timeoutMs = 90000) {
    return run(qEnvironmentVariable("MADO_BIN"), args, extra, stdinData, timeoutMs);
}

/// Runs mado with args on a terminal: standard output and error are a
/// pseudo-terminal of script(1), whose output (both, with CR LF line ends)
/// lands in Run::out.
inline Run madoOnTerminal(const QStringList &args) {
    QString command;
    for (const QString &a : QStringList{qEnvironmentVariable("MADO_BIN")} + args) {
        QString quoted = a;
        quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
        command += QLatin1String(" '") + quoted + QLatin1Char('\'');
    }
    return run(QStringLiteral("script"), {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")}, {},
               QByteArray(""));
}

/// source (of translation context) as lang ("uk", "ja") renders it, args
/// filled in; empty when Mado has no translation for it.
inline QString translated(const QString &lang, const char *context, const char *source,
                          const QStringList &args = {}, int n = -1) {
    static QHash<QString, std::shared_ptr<QTranslator>> translators;
    auto &t = translators[lang];
    if (!t) {
        t = std::make_shared<QTranslator>();
        if (!t->load(QStringLiteral(":/i18n/mado_") + lang))
            qFatal("no translation for %s", qPrintable(lang));
    }
    QString text = t->translate(context, source, nullptr, n);
    if (text.isEmpty())
        return {};
    if (n >= 0)
        text.replace(QStringLiteral("%n"), QString::number(n));
    for (const QString &a : args)
        text = text.arg(a);
    return text;
}

/// An argument of an expected message: "@context|source|arg..." is a nested
/// message, itself in lang (empty when untranslated); anything else is itself.
inline QString expectedArg(const QString &lang, const QString &a) {
    if (!a.startsWith(QLatin1Char('@')))
        return a;
    const QStringList part = a.mid(1).split(QLatin1Char('|'));
    const QString inner =
        translated(lang, part.at(0).toUtf8().constData(), part.value(1).toUtf8().constData(), part.mid(2));
    return inner == part.value(1) ? QString() : inner;
}

/// A file in dir with content; its path.
inline QString writeFile(const QString &dir, const QString &name, const QByteArray &content) {
    const QString path = QDir(dir).filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace badinput
