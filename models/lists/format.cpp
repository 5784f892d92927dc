#include "models/lists/format.h"

namespace models::format {

QString humanDuration(qint64 seconds) {
    if (seconds < -1)
        return QStringLiteral("<invalid>");
    if (seconds < 0)
        return QStringLiteral("0s");
    if (seconds < 60 * 2)
        return QStringLiteral("%1s").arg(seconds);
    const qint64 minutes = seconds / 60;
    if (minutes < 10) {
        const qint64 s = seconds % 60;
        return s == 0 ? QStringLiteral("%1m").arg(minutes) : QStringLiteral("%1m%2s").arg(minutes).arg(s);
    }
    if (minutes < 60 * 3)
        return QStringLiteral("%1m").arg(minutes);
    const qint64 hours = seconds / 3600;
    if (hours < 8) {
        const qint64 m = minutes % 60;
        return m == 0 ? QStringLiteral("%1h").arg(hours) : QStringLiteral("%1h%2m").arg(hours).arg(m);
    }
    if (hours < 48)
        return QStringLiteral("%1h").arg(hours);
    if (hours < 24 * 8) {
        const qint64 h = hours % 24;
        return h == 0 ? QStringLiteral("%1d").arg(hours / 24)
                      : QStringLiteral("%1d%2h").arg(hours / 24).arg(h);
    }
    if (hours < 24 * 365 * 2)
        return QStringLiteral("%1d").arg(hours / 24);
    if (hours < 24 * 365 * 8) {
        const qint64 dy = (hours / 24) % 365;
        return dy == 0 ? QStringLiteral("%1y").arg(hours / 24 / 365)
                       : QStringLiteral("%1y%2d").arg(hours / 24 / 365).arg(dy);
    }
    return QStringLiteral("%1y").arg(hours / 24 / 365);
}

QString cellText(const QVariant &v, const codecs::TableColumn &column, qint64 nowSecs) {
    switch (v.typeId()) {
    case QMetaType::UnknownType:
        return QString(); // kubectl prints null cells empty
    case QMetaType::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::LongLong:
        return QString::number(v.toLongLong());
    case QMetaType::Double:
        return QString::number(v.toDouble());
    default:
        break;
    }
    const QString s = v.toString();
    if (column.format == QLatin1String("age")) {
        const qint64 t = codecs::parseRfc3339Seconds(s.toStdString());
        if (t != std::numeric_limits<qint64>::min())
            return humanDuration(nowSecs - t);
    }
    return s;
}

QVariant sortKey(const QVariant &v, const QString &columnType) {
    if (columnType == QLatin1String("date") && v.typeId() == QMetaType::QString) {
        const qint64 t = codecs::parseRfc3339Seconds(v.toString().toStdString());
        if (t != std::numeric_limits<qint64>::min())
            return t;
    }
    return v;
}

} // namespace models::format
