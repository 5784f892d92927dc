#include "models/watch/watchstore.h"

#include "kube/watch.h"

#include <QCborArray>

#include <algorithm>

namespace models {

namespace {

/// A one-row Table event becomes its row, so the store holds rows like a Table list does.
QCborValue storedForm(const QCborValue &object) {
    if (object[QLatin1String("kind")].toString() == QLatin1String("Table")) {
        const QCborArray rows = object[QLatin1String("rows")].toArray();
        if (!rows.isEmpty())
            return rows.first();
    }
    return object;
}

QString versionOf(const QCborValue &object) {
    return kube::watchObjectMetadata(object)[QLatin1String("resourceVersion")].toString();
}

} // namespace

WatchStore::WatchStore(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<models::WatchChange>();
}

QString WatchStore::keyOf(const QCborValue &object) {
    const QCborValue meta = kube::watchObjectMetadata(object);
    const QString ns = meta[QLatin1String("namespace")].toString();
    const QString name = meta[QLatin1String("name")].toString();
    return ns.isEmpty() ? name : ns + QLatin1Char('/') + name;
}

QStringList WatchStore::keys() const {
    QStringList out = m_objects.keys();
    std::sort(out.begin(), out.end());
    return out;
}

void WatchStore::attach(kube::Watch *watch) {
    if (m_watch)
        disconnect(m_watch, nullptr, this, nullptr);
    m_watch = watch;
    m_listing.clear();
    if (!watch)
        return;
    connect(watch, &kube::Watch::listBatch, this, &WatchStore::applyListPage);
    connect(watch, &kube::Watch::listed, this, [this, watch] { applyListEnd(watch->resourceVersion()); });
    connect(watch, &kube::Watch::events, this, &WatchStore::applyEvents);
}

void WatchStore::applyListPage(const QList<QCborValue> &items, bool first) {
    if (first)
        m_listing.clear();
    for (const QCborValue &item : items)
        m_listing.insert(keyOf(item), storedForm(item));
}

void WatchStore::applyListEnd(const QString &resourceVersion) {
    QHash<QString, QCborValue> fresh = std::exchange(m_listing, {});
    QList<WatchChange> changes;
    for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it) {
        const auto now = fresh.constFind(it.key());
        if (now == fresh.cend())
            changes.append({WatchChange::Kind::Deleted, it.key(), it.value(), it.value()});
        else if (versionOf(*now) != versionOf(it.value()) || *now != it.value())
            changes.append({WatchChange::Kind::Modified, it.key(), *now, it.value()});
    }
    for (auto it = fresh.cbegin(); it != fresh.cend(); ++it) {
        if (!m_objects.contains(it.key()))
            changes.append({WatchChange::Kind::Added, it.key(), it.value(), QCborValue()});
    }
    m_objects = std::move(fresh);
    m_resourceVersion = resourceVersion;
    m_synced = true;
    ++m_lists;
    if (!changes.isEmpty())
        emit changed(changes);
    emit synced();
}

void WatchStore::applyEvents(const QList<kube::WatchEvent> &events) {
    QList<WatchChange> changes;
    for (const kube::WatchEvent &ev : events) {
        if (ev.initial || ev.type == kube::WatchEvent::Type::Error)
            continue; // initial events arrive as list batches
        if (!ev.resourceVersion.isEmpty())
            m_resourceVersion = ev.resourceVersion;
        if (ev.type == kube::WatchEvent::Type::Bookmark)
            continue;
        const QCborValue object = storedForm(ev.object);
        const QString key = keyOf(object);
        if (ev.type == kube::WatchEvent::Type::Deleted) {
            const auto it = m_objects.constFind(key);
            if (it == m_objects.cend())
                continue;
            changes.append({WatchChange::Kind::Deleted, key, object, *it});
            m_objects.remove(key);
            continue;
        }
        const auto it = m_objects.constFind(key);
        if (it == m_objects.cend())
            changes.append({WatchChange::Kind::Added, key, object, QCborValue()});
        else
            changes.append({WatchChange::Kind::Modified, key, object, *it});
        m_objects.insert(key, object);
    }
    if (!changes.isEmpty())
        emit changed(changes);
}

} // namespace models
