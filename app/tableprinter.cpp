#include "app/tableprinter.h"

#include <algorithm>

namespace app {

QString formatTable(const QStringList &headers, const QList<QStringList> &rows) {
    QList<qsizetype> widths;
    return formatTable(headers, rows, widths);
}

QString formatTable(const QStringList &headers, const QList<QStringList> &rows, QList<qsizetype> &width) {
    constexpr qsizetype kMinWidth = 6;
    constexpr qsizetype kPadding = 3;
    QList<QStringList> all;
    if (!headers.isEmpty())
        all.append(headers);
    all += rows;
    qsizetype columns = 0;
    for (const QStringList &r : std::as_const(all))
        columns = std::max(columns, r.size());
    if (width.size() < columns)
        width.resize(columns, 0);
    for (const QStringList &r : std::as_const(all)) {
        for (qsizetype c = 0; c < r.size(); ++c)
            width[c] = std::max(width[c], std::max(kMinWidth, r.at(c).size() + kPadding));
    }
    QString out;
    for (const QStringList &r : std::as_const(all)) {
        QString line;
        for (qsizetype c = 0; c < r.size(); ++c) {
            if (c + 1 < r.size())
                line += r.at(c).leftJustified(width[c], QLatin1Char(' '));
            else
                line += r.at(c);
        }
        out += line + QLatin1Char('\n');
    }
    return out;
}

} // namespace app
