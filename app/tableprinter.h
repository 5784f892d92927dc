#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace app {

/// Lays out rows as kubectl does (Go's tabwriter with minimum cell width 6,
/// padding 3, spaces; the last column is not padded). headers may be empty.
QString formatTable(const QStringList &headers, const QList<QStringList> &rows);

/// The same, for a table printed in parts as it grows (kubectl get -w, whose
/// tabwriter remembers its widths across flushes): widths holds each column's
/// width so far; a column only ever widens. Pass the same list to every call.
QString formatTable(const QStringList &headers, const QList<QStringList> &rows, QList<qsizetype> *widths);

} // namespace app
