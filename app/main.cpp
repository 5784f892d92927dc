#include "app/cli.h"
#include "app/i18n.h"
#include "app/mainwindow.h"
#include "app/options.h"
#include "kube/client.h"

#include <QApplication>
#include <QIcon>
#include <QSettings>
#include <QTextStream>

#include <memory>

int main(int argc, char *argv[]) {
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    const app::GlobalOptions options = app::parseGlobalOptions(args);
    kube::Client::setLogLevel(options.verbosity.toInt());
    const bool headless =
        !options.rest.isEmpty() || options.help || options.version || !options.error.isEmpty();

    if (headless) {
        QCoreApplication core(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("mado"));
        QCoreApplication::setApplicationVersion(QLatin1String(MADO_VERSION));
        app::installTranslations(options.lang);
        QTextStream out(stdout);
        if (options.version && options.rest.isEmpty()) {
            out << "mado " << MADO_VERSION << '\n';
            return app::ExitOk;
        }
        if (options.help && options.rest.isEmpty() && options.error.isEmpty()) {
            out << app::Cli::usage();
            return app::ExitOk;
        }
        app::Cli cli(options);
        if (!cli.start())
            return cli.exitCode();
        return QCoreApplication::exec();
    }

    QApplication gui(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Mado"));
    QApplication::setApplicationVersion(QLatin1String(MADO_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Mado"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.mado.Mado"));
    // The installed theme's icon where there is one, else the sizes compiled in (resources/).
    QIcon builtIn;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        builtIn.addFile(QStringLiteral(":/icons/%1/io.github.mado.Mado.png").arg(size));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.mado.Mado"), builtIn));
    // --lang wins; otherwise the language chosen in the window last time; otherwise the system's.
    app::installTranslations(options.lang.isEmpty() ? QSettings().value(QStringLiteral("language")).toString()
                                                    : options.lang);
    app::MainWindow window(options);
    window.show();
    window.start();
    return QApplication::exec();
}
