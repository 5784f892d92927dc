#include "models/watch/watcheventmodel.h"

#include "codecs/json.h"
#include "models/watch/watcheventmodeldefs.h"

#include <QCborMap>
#include <QJsonDocument>
#include <QJsonObject>

namespace models::watch {

using namespace models::WatchEventDefs;

namespace {
constexpr qint64 kRateWindowSeconds = 600;
}

WatchEventModel::WatchEventModel(QObject *parent)
    : QAbstractTableModel(parent) {
    qRegisterMetaType<models::watch::WatchRecord>();
}

void WatchEventModel::append(const QList<WatchRecord> &records) {
    QList<WatchRecord> rows;
    rows.reserve(records.size());
    for (const WatchRecord &r : records) {
        if (r.kind != WatchRecord::Kind::ListItem)
            rows.append(r);
    }
    if (rows.isEmpty())
        return;
    m_received += rows.size();
    countRate(rows);
    if (m_paused) {
        m_pending.append(rows);
        if (m_pending.size() > m_cap) {
            const qsizetype over = m_pending.size() - m_cap;
            m_pending.remove(0, over);
            m_dropped += over;
        }
        emit pendingChanged(int(m_pending.size()));
        return;
    }
    insert(std::move(rows));
}

void WatchEventModel::insert(QList<WatchRecord> records) {
    if (records.size() > m_cap) {
        const qsizetype over = records.size() - m_cap;
        records.remove(0, over);
        m_dropped += over;
    }
    const qsizetype total = qsizetype(m_rows.size()) + records.size();
    if (total > m_cap) {
        const int drop = int(std::min<qsizetype>(total - m_cap, qsizetype(m_rows.size())));
        beginRemoveRows({}, 0, drop - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + drop);
        m_dropped += drop;
        endRemoveRows();
    }
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(records.size()) - 1);
    for (WatchRecord &r : records)
        m_rows.push_back(std::move(r));
    endInsertRows();
}

void WatchEventModel::countRate(const QList<WatchRecord> &records) {
    for (const WatchRecord &r : records) {
        if (r.kind != WatchRecord::Kind::Event)
            continue;
        const qint64 second = r.arrivalMs / 1000;
        if (!m_rate.empty() && m_rate.back().first == second)
            ++m_rate.back().second;
        else if (m_rate.empty() || m_rate.back().first < second)
            m_rate.emplace_back(second, 1);
        else { // out of order (a replay of an older recording after a newer one): find its bucket
            auto it = std::find_if(m_rate.begin(), m_rate.end(),
                                   [second](const auto &b) { return b.first >= second; });
            if (it != m_rate.end() && it->first == second)
                ++it->second;
            else
                m_rate.insert(it, {second, 1});
        }
    }
    while (!m_rate.empty() && m_rate.back().first - m_rate.front().first > kRateWindowSeconds)
        m_rate.pop_front();
}

QList<int> WatchEventModel::eventsPerSecond(int seconds, qint64 nowMs) const {
    QList<int> out(std::max(seconds, 0), 0);
    const qint64 last = nowMs / 1000;
    for (const auto &[second, count] : m_rate) {
        const qint64 age = last - second;
        if (age >= 0 && age < seconds)
            out[seconds - 1 - int(age)] += count;
    }
    return out;
}

void WatchEventModel::clear() {
    beginResetModel();
    m_rows.clear();
    m_pending.clear();
    m_rate.clear();
    m_dropped = 0;
    m_received = 0;
    endResetModel();
    emit pendingChanged(0);
}

void WatchEventModel::setCap(int cap) {
    cap = std::max(cap, 1);
    m_cap = cap;
    if (int(m_rows.size()) > cap) {
        const int drop = int(m_rows.size()) - cap;
        beginRemoveRows({}, 0, drop - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + drop);
        m_dropped += drop;
        endRemoveRows();
    }
    if (m_pending.size() > cap) {
        const qsizetype over = m_pending.size() - cap;
        m_pending.remove(0, over);
        m_dropped += over;
        emit pendingChanged(int(m_pending.size()));
    }
}

void WatchEventModel::setPaused(bool paused) {
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (!paused && !m_pending.isEmpty()) {
        insert(std::exchange(m_pending, {}));
        emit pendingChanged(0);
    }
}

int WatchEventModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WatchEventModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WatchEventModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const WatchRecord &r = m_rows.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn:
            return r.arrivalMs;
        case TypeColumn:
            return r.type;
        case NamespaceColumn:
            return r.ns;
        case NameColumn:
            return r.name;
        case ResourceVersionColumn:
            return r.resourceVersion;
        case SizeColumn:
            return r.kind == WatchRecord::Kind::Event ? QVariant(r.bytes) : QVariant();
        }
        return {};
    }
    switch (role) {
    case ArrivalMsRole:
        return r.arrivalMs;
    case TypeRole:
        return r.type;
    case RowKindRole:
        return int(r.kind);
    case NamespaceRole:
        return r.ns;
    case NameRole:
        return r.name;
    case UidRole:
        return r.uid;
    case ResourceVersionRole:
        return r.resourceVersion;
    case BytesRole:
        return r.bytes;
    case InitialEventsEndRole:
        return r.initialEventsEnd;
    case InitialRole:
        return r.initial;
    case SeqRole:
        return r.seq;
    case RecordRole:
        return QVariant::fromValue(r);
    }
    return {};
}

QVariant WatchEventModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case TypeColumn:
        return tr("Type");
    case NamespaceColumn:
        return tr("Namespace");
    case NameColumn:
        return tr("Name");
    case ResourceVersionColumn:
        return tr("Resource version");
    case SizeColumn:
        return tr("Size");
    }
    return {};
}

bool WatchEventModel::exportJsonLines(QIODevice *device, const QList<int> &rows) const {
    auto write = [device](const WatchRecord &r) {
        QByteArray line = recordToJson(r);
        line.append('\n');
        return device->write(line) == line.size();
    };
    if (rows.isEmpty()) {
        for (const WatchRecord &r : m_rows) {
            if (!write(r))
                return false;
        }
        return true;
    }
    for (int row : rows) {
        if (row < 0 || row >= int(m_rows.size()) || !write(m_rows.at(row)))
            return false;
    }
    return true;
}

QByteArray recordToJson(const WatchRecord &r, bool withObject) {
    QJsonObject o;
    o.insert(QLatin1String("seq"), r.seq);
    o.insert(QLatin1String("time"), r.arrivalMs);
    switch (r.kind) {
    case WatchRecord::Kind::Event:
        o.insert(QLatin1String("kind"), QLatin1String("event"));
        break;
    case WatchRecord::Kind::Status:
        o.insert(QLatin1String("kind"), QLatin1String("status"));
        break;
    case WatchRecord::Kind::ListItem:
        o.insert(QLatin1String("kind"), QLatin1String("list"));
        break;
    }
    o.insert(QLatin1String("type"), r.type);
    auto put = [&o](const char *key, const QString &v) {
        if (!v.isEmpty())
            o.insert(QLatin1String(key), v);
    };
    put("namespace", r.ns);
    put("name", r.name);
    put("uid", r.uid);
    put("resourceVersion", r.resourceVersion);
    if (r.bytes > 0)
        o.insert(QLatin1String("bytes"), r.bytes);
    if (r.initialEventsEnd)
        o.insert(QLatin1String("initialEventsEnd"), true);
    if (r.initial)
        o.insert(QLatin1String("initial"), true);
    if (r.kind == WatchRecord::Kind::Status) {
        if (r.attempt)
            o.insert(QLatin1String("attempt"), r.attempt);
        if (r.delayMs)
            o.insert(QLatin1String("delayMs"), r.delayMs);
        if (r.objects >= 0)
            o.insert(QLatin1String("objects"), r.objects);
        put("detail", r.detail);
    }
    QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact);
    if (withObject && r.hasObject()) {
        // The object as sent (its key order kept), appended to the record.
        line.chop(1);
        line += ",\"object\":";
        line += codecs::toJson(r.object, codecs::JsonStyle::Compact);
        line += '}';
    }
    return line;
}

} // namespace models::watch
