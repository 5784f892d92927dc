#include "app/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace app {

QString installTranslations(const QString &lang) {
    QString use = lang;
    if (use.isEmpty()) {
        const QString sys = QLocale::system().name();
        use = sys.startsWith(QLatin1String("uk"))   ? QStringLiteral("uk")
              : sys.startsWith(QLatin1String("ja")) ? QStringLiteral("ja")
                                                    : QStringLiteral("en");
    }
    if (use == QLatin1String("en"))
        return use;
    QLocale::setDefault(QLocale(use));
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QLatin1String("qtbase_") + use, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *mado = new QTranslator(QCoreApplication::instance());
    if (mado->load(QLatin1String(":/i18n/mado_") + use))
        QCoreApplication::installTranslator(mado);
    return use;
}

} // namespace app
