#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace app {

/// Lays out rows as kubectl does (Go's tabwriter with minimum cell width 6,
/// padding 3, spaces; the last column is not padded). headers may be empty.
QString formatTable(const QStringList &headers, const QList<QStringList> &rows);

} // namespace app
