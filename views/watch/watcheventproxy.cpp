#include "views/watch/watcheventproxy.h"

#include "models/watch/watcheventmodeldefs.h"
#include "models/watch/watchrecord.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QLocale>

namespace views {

using namespace models::WatchEventDefs;
using models::watch::WatchRecord;
namespace ST = models::watch::StatusType;

WatchEventProxy::WatchEventProxy(QObject *parent)
    : QSortFilterProxyModel(parent) {}

void WatchEventProxy::setTypes(const QSet<QString> &types) {
    m_types = types;
    invalidateFilter();
}

void WatchEventProxy::setNameFilter(const QString &text) {
    m_name = text.trimmed();
    invalidateFilter();
}

bool WatchEventProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const {
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    const bool status = i.data(RowKindRole).toInt() == int(WatchRecord::Kind::Status);
    if (!m_types.isEmpty() && !m_types.contains(status ? connectionType() : i.data(TypeRole).toString()))
        return false;
    if (m_name.isEmpty())
        return true;
    if (status)
        return false;
    const QString full = i.data(NamespaceRole).toString() + QLatin1Char('/') + i.data(NameRole).toString();
    return full.contains(m_name, Qt::CaseInsensitive);
}

QString WatchEventProxy::typeLabel(const QString &type, bool isStatus, bool initialEventsEnd) {
    if (!isStatus) {
        if (initialEventsEnd)
            return tr("BOOKMARK ◆ initial events end");
        return type; // the protocol's own words: ADDED, MODIFIED, DELETED, BOOKMARK, ERROR
    }
    if (type == ST::Connecting)
        return tr("Connecting");
    if (type == ST::Connected)
        return tr("Connected");
    if (type == ST::Listed)
        return tr("Listed");
    if (type == ST::InitialEventsEnd)
        return tr("Initial events end");
    if (type == ST::Disconnected)
        return tr("Disconnected");
    if (type == ST::Reconnecting)
        return tr("Reconnecting");
    if (type == ST::Expired)
        return tr("410 Gone");
    if (type == ST::Relisting)
        return tr("Relist");
    if (type == ST::RetryAfter)
        return tr("429 Retry-After");
    if (type == ST::ShardFallback)
        return tr("Shard fallback");
    if (type == ST::ServerError)
        return tr("Server error");
    if (type == ST::Stopped)
        return tr("Stopped");
    if (type == ST::StreamingFallback)
        return tr("Fallback");
    if (type == ST::Replay)
        return tr("Replay");
    return type;
}

QString WatchEventProxy::statusText(const QVariant &value) {
    const auto r = value.value<WatchRecord>();
    const QString &t = r.type;
    const QString why = r.detail;
    if (t == ST::Connecting)
        return r.attempt > 0 ? tr("Connecting (attempt %1)").arg(r.attempt) : tr("Connecting");
    if (t == ST::Connected)
        return r.resourceVersion.isEmpty() ? tr("Watching")
                                           : tr("Watching from resourceVersion %1").arg(r.resourceVersion);
    if (t == ST::Listed)
        return tr("Listed %n object(s) at resourceVersion %1", nullptr, int(std::max<qint64>(r.objects, 0)))
            .arg(r.resourceVersion);
    if (t == ST::InitialEventsEnd)
        return tr("Initial events ended: %n object(s) at resourceVersion %1", nullptr,
                  int(std::max<qint64>(r.objects, 0)))
            .arg(r.resourceVersion);
    if (t == ST::Disconnected)
        return why.isEmpty() ? tr("The server ended the stream") : tr("Disconnected: %1").arg(why);
    if (t == ST::Reconnecting)
        return tr("Reconnecting in %1 s (attempt %2)")
            .arg(QLocale().toString(r.delayMs / 1000.0, 'f', 1))
            .arg(r.attempt);
    if (t == ST::Expired)
        return tr("410 Gone: resourceVersion %1 is too old").arg(r.resourceVersion);
    if (t == ST::Relisting && !why.isEmpty()) // the server failed at one resourceVersion again and again
        return tr("Listing again in %1 s after %n server error(s) at resourceVersion %2: %3", nullptr,
                  r.attempt)
            .arg(QString::number(r.delayMs / 1000.0, 'f', 1), r.resourceVersion, why);
    if (t == ST::Relisting)
        return tr("Listing again after 410 Gone");
    if (t == ST::RetryAfter)
        return tr("Too many requests: retrying after %n second(s)", nullptr, r.delayMs / 1000);
    if (t == ST::ShardFallback)
        return tr("The server ignored the shard selector; filtering on the client");
    if (t == ST::ServerError)
        return tr("The server sent an error event: %1").arg(why);
    if (t == ST::Stopped)
        return why.isEmpty() ? tr("Stopped") : tr("Stopped: %1").arg(why);
    if (t == ST::StreamingFallback && !why.isEmpty())
        return tr("The streaming list failed (%1): falling back to list-then-watch").arg(why);
    if (t == ST::StreamingFallback)
        return tr("No initial-events-end bookmark after %n object(s): falling back to list-then-watch",
                  nullptr, int(std::max<qint64>(r.objects, 0)));
    if (t == ST::Replay)
        return tr("Replaying %1").arg(why);
    return why;
}

QVariant WatchEventProxy::data(const QModelIndex &index, int role) const {
    if (!index.isValid())
        return {};
    const QModelIndex src = mapToSource(index);
    const bool status = src.data(RowKindRole).toInt() == int(WatchRecord::Kind::Status);
    const QString type = src.data(TypeRole).toString();
    const bool bookmark = !status && type == QLatin1String("BOOKMARK");
    const bool end = src.data(InitialEventsEndRole).toBool();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QDateTime::fromMSecsSinceEpoch(src.data(ArrivalMsRole).toLongLong())
                .toString(QStringLiteral("HH:mm:ss.zzz"));
        case TypeColumn:
            return typeLabel(type, status, end);
        case NameColumn:
            if (status)
                return statusText(src.data(RecordRole));
            break;
        case SizeColumn:
            if (!status)
                return tr("%L1 B", "bytes").arg(src.data(BytesRole).toLongLong());
            return {};
        default:
            break;
        }
        return QSortFilterProxyModel::data(index, role);
    case Qt::ToolTipRole:
        if (status)
            return statusText(src.data(RecordRole));
        if (end)
            return tr("The bookmark annotated k8s.io/initial-events-end: the streaming list's initial state "
                      "is complete.");
        if (bookmark)
            return tr("A bookmark: the server's progress mark, with no object change.");
        return {};
    case Qt::BackgroundRole:
        if (status) {
            if (type == ST::Expired || type == ST::Relisting || type == ST::StreamingFallback ||
                type == ST::ServerError || type == ST::Disconnected)
                return QBrush(QColor(255, 226, 214));
            return QBrush(QColor(246, 240, 214));
        }
        if (end)
            return QBrush(QColor(198, 224, 255));
        if (bookmark)
            return QBrush(QColor(226, 238, 255));
        if (type == QLatin1String("ERROR"))
            return QBrush(QColor(255, 214, 214));
        return {};
    case Qt::ForegroundRole:
        if (!status && index.column() == TypeColumn) {
            if (type == QLatin1String("ADDED"))
                return QBrush(QColor(0, 120, 40));
            if (type == QLatin1String("DELETED"))
                return QBrush(QColor(170, 20, 20));
            if (type == QLatin1String("MODIFIED"))
                return QBrush(QColor(150, 90, 0));
        }
        if (status || bookmark)
            return QBrush(QColor(40, 40, 60));
        return {};
    case Qt::FontRole:
        if (status || end) {
            QFont f;
            f.setItalic(status);
            f.setBold(end);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn || index.column() == ResourceVersionColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return QSortFilterProxyModel::data(index, role);
    }
}

} // namespace views
