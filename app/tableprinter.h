#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace app {

/// Lays out rows as kubectl does (Go's tabwriter with minimum cell width 6,
/// padding 3, spaces; the last column is not padded). headers may be empty.
QString formatTable(const QStringList &headers, const QList<QStringList> &rows);

/// The same, remembering column widths across calls as kubectl's `get -w`
/// does (its tabwriter's RememberWidths): each column is at least as wide as
/// in widths, which then holds the widths used (grown by wider cells).
QString formatTable(const QStringList &headers, const QList<QStringList> &rows, QList<qsizetype> &widths);

} // namespace app
