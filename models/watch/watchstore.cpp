#include "models/watch/watchstore.h"

#include "codecs/mapbuilder.h"
#include "kube/offthread.h"
#include "kube/watch.h"

#include <QCborArray>
#include <QCborMap>

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

QCborValue WatchStore::compacted(const QCborValue &object) {
    const QCborValue meta = kube::watchObjectMetadata(object);
    QCborMap m;
    for (const char *field : {"name", "namespace", "uid", "resourceVersion", "creationTimestamp"}) {
        const QCborValue v = meta[QLatin1String(field)];
        if (!v.isUndefined() && !v.isNull())
            m.insert(QLatin1String(field), v);
    }
    for (const char *field : {"labels", "finalizers"}) {
        const QCborValue v = meta[QLatin1String(field)];
        if (!v.isUndefined() && !v.isNull())
            m.insert(QLatin1String(field), v);
    }
    const QCborMap annotations = meta[QLatin1String("annotations")].toMap();
    if (!annotations.isEmpty()) {
        // The count shows, the values (last-applied-configuration...) do not;
        // built in one pass (the server allows 256 KB of annotations: tens of
        // thousands of keys, n² comparisons by QCborMap::insert).
        codecs::MapBuilder keys;
        for (auto it = annotations.cbegin(); it != annotations.cend(); ++it)
            keys.insert(it.key().toString(), QString());
        m.insert(QLatin1String("annotations"), keys.take());
    }
    const QCborArray refs = meta[QLatin1String("ownerReferences")].toArray();
    if (!refs.isEmpty()) {
        QCborArray owners;
        for (const QCborValue &ref : refs) {
            QCborMap o{{QLatin1String("kind"), ref[QLatin1String("kind")]},
                       {QLatin1String("name"), ref[QLatin1String("name")]}};
            if (ref[QLatin1String("controller")].toBool())
                o.insert(QLatin1String("controller"), true);
            owners.append(o);
        }
        m.insert(QLatin1String("ownerReferences"), owners);
    }
    const QCborValue cells = object[QLatin1String("cells")];
    if (cells.isArray()) // a Table row: its cells and the object's metadata
        return QCborMap{{QLatin1String("cells"), cells},
                        {QLatin1String("object"), QCborMap{{QLatin1String("metadata"), m}}}};
    QCborMap out{{QLatin1String("metadata"), m}};
    for (const char *field : {"apiVersion", "kind"}) {
        const QCborValue v = object[QLatin1String(field)];
        if (v.isString())
            out.insert(QLatin1String(field), v);
    }
    return out;
}

QCborValue WatchStore::kept(const QCborValue &object) const {
    const QCborValue stored = storedForm(object);
    return m_form == Form::Compact ? compacted(stored) : stored;
}

void WatchStore::applyListPage(const QList<QCborValue> &items, bool first) {
    if (first)
        m_listing.clear();
    for (const QCborValue &item : items)
        m_listing.insert(keyOf(item), kept(item));
}

WatchStore::Reconciled WatchStore::diff(const QHash<QString, QCborValue> &old,
                                        const QList<QHash<QString, QCborValue>> &parts) {
    Reconciled out;
    if (parts.size() == 1) {
        out.fresh = parts.first();
    } else {
        qsizetype total = 0;
        for (const auto &p : parts)
            total += p.size();
        out.fresh.reserve(total);
        for (const auto &p : parts) {
            for (auto it = p.cbegin(); it != p.cend(); ++it)
                out.fresh.insert(it.key(), it.value());
        }
    }
    const QHash<QString, QCborValue> &fresh = out.fresh;
    for (auto it = old.cbegin(); it != old.cend(); ++it) {
        const auto now = fresh.constFind(it.key());
        if (now == fresh.cend())
            out.changes.append({WatchChange::Kind::Deleted, it.key(), it.value(), it.value()});
        else if (versionOf(*now) != versionOf(it.value()) || *now != it.value())
            out.changes.append({WatchChange::Kind::Modified, it.key(), *now, it.value()});
    }
    for (auto it = fresh.cbegin(); it != fresh.cend(); ++it) {
        if (!old.contains(it.key()))
            out.changes.append({WatchChange::Kind::Added, it.key(), it.value(), QCborValue()});
    }
    return out;
}

void WatchStore::applyListEnd(const QString &resourceVersion) {
    applyMergedList({std::exchange(m_listing, {})}, resourceVersion);
}

void WatchStore::applyMergedList(const QList<QHash<QString, QCborValue>> &parts,
                                 const QString &resourceVersion) {
    if (m_reconcilingNow) { // after the list being reconciled
        Held held;
        held.what = Held::What::List;
        held.parts = parts;
        held.resourceVersion = resourceVersion;
        m_held.append(held);
        return;
    }
    reconcile(parts, resourceVersion);
}

void WatchStore::reconcile(const QList<QHash<QString, QCborValue>> &parts, const QString &resourceVersion) {
    qsizetype size = m_objects.size();
    for (const auto &p : parts)
        size += p.size();
    if (size <= m_asyncThreshold) {
        Reconciled r = diff(m_objects, parts);
        finishList(std::move(r.fresh), r.changes, resourceVersion);
        return;
    }
    // A big list: compared on the thread pool (the hashes are shared, not
    // copied); events wait in m_held meanwhile.
    m_reconcilingNow = true;
    kube::runOffThread(
        this, [old = m_objects, parts] { return diff(old, parts); },
        [this, resourceVersion](Reconciled r) {
            m_reconcilingNow = false;
            finishList(std::move(r.fresh), r.changes, resourceVersion);
            drainHeld();
        });
}

void WatchStore::drainHeld() {
    while (!m_held.isEmpty() && !m_reconcilingNow) {
        const Held next = m_held.takeFirst();
        switch (next.what) {
        case Held::What::List:
            reconcile(next.parts, next.resourceVersion);
            break;
        case Held::What::Events:
            applyEventsNow(next.events);
            break;
        case Held::What::Changes:
            applyChangesNow(next.changes, next.resourceVersion);
            break;
        }
    }
}

void WatchStore::finishList(QHash<QString, QCborValue> fresh, const QList<WatchChange> &changes,
                            const QString &resourceVersion) {
    m_objects = std::move(fresh);
    m_resourceVersion = resourceVersion;
    m_synced = true;
    ++m_lists;
    if (!changes.isEmpty())
        emit changed(changes);
    emit synced();
}

void WatchStore::applyChanges(const QList<WatchChange> &changes, const QString &resourceVersion) {
    if (m_reconcilingNow) {
        Held held;
        held.what = Held::What::Changes;
        held.changes = changes;
        held.resourceVersion = resourceVersion;
        m_held.append(held);
        return;
    }
    applyChangesNow(changes, resourceVersion);
}

void WatchStore::applyChangesNow(const QList<WatchChange> &changes, const QString &resourceVersion) {
    QList<WatchChange> out;
    out.reserve(changes.size());
    for (const WatchChange &c : changes) {
        const auto it = m_objects.constFind(c.key);
        if (c.kind == WatchChange::Kind::Deleted) {
            if (it == m_objects.cend())
                continue;
            out.append({WatchChange::Kind::Deleted, c.key, c.object, *it});
            m_objects.remove(c.key);
            continue;
        }
        if (it == m_objects.cend())
            out.append({WatchChange::Kind::Added, c.key, c.object, QCborValue()});
        else
            out.append({WatchChange::Kind::Modified, c.key, c.object, *it});
        m_objects.insert(c.key, c.object);
    }
    if (!resourceVersion.isEmpty())
        m_resourceVersion = resourceVersion;
    if (!out.isEmpty())
        emit changed(out);
}

void WatchStore::applyEvents(const QList<kube::WatchEvent> &events) {
    if (m_reconcilingNow) {
        Held held;
        held.what = Held::What::Events;
        held.events = events;
        m_held.append(held);
        return;
    }
    applyEventsNow(events);
}

void WatchStore::applyEventsNow(const QList<kube::WatchEvent> &events) {
    QList<WatchChange> changes;
    for (const kube::WatchEvent &ev : events) {
        if (ev.initial || ev.type == kube::WatchEvent::Type::Error)
            continue; // initial events arrive as list batches
        if (!ev.resourceVersion.isEmpty())
            m_resourceVersion = ev.resourceVersion;
        if (ev.type == kube::WatchEvent::Type::Bookmark)
            continue;
        const QCborValue object = kept(ev.object);
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
