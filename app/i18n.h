#pragma once

#include <QString>

namespace app {

/// Installs Mado's and Qt's translators for lang ("en", "uk", "ja"), or for
/// the system locale when lang is empty, replacing the ones installed before
/// (widgets then get a LanguageChange event). Returns the language in use.
QString installTranslations(const QString &lang);

} // namespace app
