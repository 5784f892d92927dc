#pragma once

#include "kube/watch.h"

#include <QCborValue>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

namespace models {

/// One change of a WatchStore, in a batch of changed().
struct WatchChange {
    enum class Kind { Added, Modified, Deleted };
    Kind kind = Kind::Added;
    QString key;         ///< "namespace/name", or "name" for cluster-scoped objects
    QCborValue object;   ///< the new object (the deleted one for Deleted)
    QCborValue previous; ///< the object before (Modified, Deleted); undefined for Added
};

/// The informer-like cache of one watched collection: key → last object seen,
/// kept by the list-then-watch reconciliation. This is Mado's list-watch cache:
/// a feature that needs the live state of a collection reads a WatchStore
/// (through a WatchRegistry lease) instead of listing and watching on its own.
///
/// - A list (the first, or a relist after 410 Gone, or a streaming list's
///   initial events) is collected aside; when it completes the store becomes
///   exactly that list: objects missing from it are removed (Deleted), new
///   ones Added, changed ones Modified (by resourceVersion), in one changed().
///   So after any recovery the store equals a fresh list.
/// - Events after the list apply one by one; one events() batch gives one changed().
/// - With a Table accept the store holds Table rows (cells + object), keyed by
///   the row object's metadata.
/// - Form::Compact keeps only what a list view shows (a Table row's cells, and
///   of the metadata: name, namespace, uid, resourceVersion,
///   creationTimestamp, labels, finalizers, owner references, annotation keys):
///   never managedFields nor the rest of the object, so a store of 100,000
///   objects stays small.
/// - A list larger than asyncThreshold() is reconciled on the thread pool:
///   events that arrive meanwhile wait, and apply after it, in order;
///   hasSynced() and synced() come when the reconciled state is in place.
class WatchStore final : public QObject {
    Q_OBJECT

public:
    /// What the store keeps of each object.
    enum class Form {
        Whole,   ///< the object (or Table row) as it came
        Compact, ///< the cells and the metadata a list shows (see the class comment)
    };

    explicit WatchStore(QObject *parent = nullptr);

    void setForm(Form form) { m_form = form; }
    Form form() const { return m_form; }
    /// Lists of more objects than this (old plus new) reconcile off the GUI
    /// thread; smaller ones at once. Default 4096.
    void setAsyncThreshold(int objects) { m_asyncThreshold = objects; }
    int asyncThreshold() const { return m_asyncThreshold; }
    /// Whether a completed list is being reconciled on the thread pool now.
    bool isReconciling() const { return m_reconcilingNow; }
    /// The compact form of object (a Table row, a one-row Table, an object or
    /// PartialObjectMetadata); runs on any thread.
    static QCborValue compacted(const QCborValue &object);

    /// Follows a watch (its listBatch, listed and events). One watch at a
    /// time; attaching another (after a restart) keeps the objects until its
    /// list completes.
    void attach(kube::Watch *watch);

    /// "namespace/name" or "name", of an object, a Table row or a one-row Table.
    static QString keyOf(const QCborValue &object);

    /// Whether a list has completed (the store holds a whole collection).
    bool hasSynced() const { return m_synced; }
    qsizetype size() const { return m_objects.size(); }
    /// The object under key; undefined when there is none.
    QCborValue object(const QString &key) const { return m_objects.value(key); }
    /// Every key, sorted.
    QStringList keys() const;
    const QHash<QString, QCborValue> &objects() const { return m_objects; }
    /// The resourceVersion the store is at (the last list's or event's).
    QString resourceVersion() const { return m_resourceVersion; }
    /// How many lists completed (1 after the first; each relist adds one).
    int lists() const { return m_lists; }

    /// Feeding by hand, for owners that list on their own and watch
    /// FromResourceVersion (attach() calls these): one page of a list (first:
    /// a new list starts), the end of that list at resourceVersion, a batch of events.
    void applyListPage(const QList<QCborValue> &items, bool first);
    void applyListEnd(const QString &resourceVersion);
    void applyEvents(const QList<kube::WatchEvent> &events);
    /// For a store merging others (a sharded watch's): the union of parts
    /// becomes the store's list (reconciled like a list), then their changes
    /// apply as they come.
    void applyMergedList(const QList<QHash<QString, QCborValue>> &parts, const QString &resourceVersion);
    void applyChanges(const QList<models::WatchChange> &changes, const QString &resourceVersion);

signals:
    /// A batch of changes, applied already.
    void changed(const QList<models::WatchChange> &changes);
    /// A list completed and was reconciled (after its changed()).
    void synced();

private:
    struct Held { ///< a list end, an events batch or merged changes that came while reconciling
        enum class What { List, Events, Changes } what = What::List;
        QList<QHash<QString, QCborValue>> parts;
        QString resourceVersion;
        QList<kube::WatchEvent> events;
        QList<WatchChange> changes;
    };
    struct Reconciled {
        QHash<QString, QCborValue> fresh;
        QList<WatchChange> changes;
    };
    static Reconciled diff(const QHash<QString, QCborValue> &old,
                           const QList<QHash<QString, QCborValue>> &parts);
    void reconcile(const QList<QHash<QString, QCborValue>> &parts, const QString &resourceVersion);
    void applyChangesNow(const QList<WatchChange> &changes, const QString &resourceVersion);
    void drainHeld();
    void finishList(QHash<QString, QCborValue> fresh, const QList<WatchChange> &changes,
                    const QString &resourceVersion);
    void applyEventsNow(const QList<kube::WatchEvent> &events);
    QCborValue kept(const QCborValue &object) const;

    QPointer<kube::Watch> m_watch;
    Form m_form = Form::Whole;
    int m_asyncThreshold = 4096;
    bool m_reconcilingNow = false; ///< a list is being reconciled on the thread pool
    QList<Held> m_held;
    QHash<QString, QCborValue> m_objects;
    QHash<QString, QCborValue> m_listing;
    bool m_synced = false;
    int m_lists = 0;
    QString m_resourceVersion;
};

} // namespace models

Q_DECLARE_METATYPE(models::WatchChange)
