#include "app/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace app {

namespace {
// The translators in use, replaced when the language changes at run time.
QPointer<QTranslator> s_qt;
QPointer<QTranslator> s_mado;
} // namespace

QString installTranslations(const QString &lang) {
    QString use = lang;
    if (use.isEmpty()) {
        const QString sys = QLocale::system().name();
        use = sys.startsWith(QLatin1String("uk"))   ? QStringLiteral("uk")
              : sys.startsWith(QLatin1String("ja")) ? QStringLiteral("ja")
                                                    : QStringLiteral("en");
    }
    for (QPointer<QTranslator> *t : {&s_qt, &s_mado}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete t->data();
        }
    }
    QLocale::setDefault(QLocale(use == QLatin1String("en") ? QStringLiteral("en_US") : use));
    if (use != QLatin1String("en")) {
        s_qt = new QTranslator(QCoreApplication::instance());
        if (s_qt->load(QLatin1String("qtbase_") + use, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(s_qt);
    }
    // English too: mado_en holds the plural forms of the %n messages.
    s_mado = new QTranslator(QCoreApplication::instance());
    if (s_mado->load(QLatin1String(":/i18n/mado_") + use))
        QCoreApplication::installTranslator(s_mado);
    return use;
}

} // namespace app
