#pragma once

#include "codecs/listrows.h"

#include <QDateTime>
#include <QString>
#include <QVariant>

/// Cell text as kubectl prints it; shared by `mado get` and the list views'
/// display proxy, so the window and the command line show the same words.
namespace models::format {

/// kubectl's age of a duration (k8s.io/apimachinery duration.HumanDuration):
/// "45s", "3m20s", "12m", "5h8m", "3d4h", "2y31d", "<invalid>" for the future.
QString humanDuration(qint64 seconds);

/// The text of a Table cell of column as kubectl prints it: the server's text
/// (dates stay RFC 3339, as kubectl leaves them), null cells empty. Cells of
/// Mado's own age columns (format "age": RFC 3339 times) become ages relative to nowSecs.
QString cellText(const QVariant &cell, const codecs::TableColumn &column, qint64 nowSecs);

/// The value to sort a cell on: numbers as numbers, dates as seconds since the
/// epoch, text as text, null below everything.
QVariant sortKey(const QVariant &cell, const QString &columnType);

} // namespace models::format
