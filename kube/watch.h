#pragma once

#include "codecs/watchframing.h"
#include "kube/apierror.h"
#include "kube/handle.h"

#include <QCborValue>
#include <QElapsedTimer>
#include <QList>
#include <QObject>

#include <optional>

namespace kube {

class Call;
class Client;

/// What to watch.
struct WatchRequest {
    /// The collection, e.g. /apis/apiextensions.k8s.io/v1/customresourcedefinitions.
    QString path;
    /// Objects per page of the list (limit/continue).
    int pageSize = 500;
};

/// A JSON watch of one collection (the handle shape of kube/handle.h):
/// list-then-watch with bookmarks, resuming from the last seen resourceVersion
/// when the stream ends and relisting after 410 Gone. The list is fetched in
/// pages and decoded off the GUI thread; each page arrives as one listBatch().
/// Never blocks.
///
/// A watch goes on until stop() or cancel(), or until it cannot go on (a
/// network failure, an API error other than 410, an event it cannot read).
/// finished() then comes once; result() is the resourceVersion reached after
/// stop(), or the error.
class Watch final : public Task<QString> {
    Q_OBJECT

public:
    /// Starts listing (to learn the current resourceVersion), then watching
    /// from there. The handle is a child of client.
    static Watch *start(Client *client, const WatchRequest &request);
    ~Watch() override;

    /// Ends the watch; finished() follows with the resourceVersion reached.
    void stop();
    /// Ends the watch; finished() follows with a Canceled error.
    void cancel() override;
    /// The last resourceVersion seen (a list's or an event's).
    QString resourceVersion() const { return m_resourceVersion; }
    const WatchRequest &request() const { return m_request; }

signals:
    /// One page of a list: the initial list, or a relist after 410 Gone. On a
    /// list's first page first is true: forget the items known so far then.
    void listBatch(const QList<QCborValue> &items, bool first);
    /// The list is complete (after its last listBatch()); events follow.
    void listed();
    /// type is ADDED, MODIFIED, DELETED or BOOKMARK; object is the event's object.
    void event(const QString &type, const QCborValue &object);

private:
    /// One page of a list, decoded on the thread pool.
    struct Page {
        QList<QCborValue> items;
        QString resourceVersion;
        QString continueToken;
        std::optional<mado::Error> error;
    };
    static Page decodePage(const QByteArray &body);

    Watch(Client *client, const WatchRequest &request);
    void list(const QString &continueToken);
    void takePage(const Page &page, bool first);
    void watch();
    void consume(const QByteArray &data);
    void end(mado::Result<QString, ApiError> result);

    Client *m_client;
    WatchRequest m_request;
    QString m_resourceVersion;
    std::optional<codecs::WatchFramer> m_framer;
    HandlePtr<Call> m_call;
    QElapsedTimer m_started;
    int m_generation = 0; ///< bumped by every relist and by the end: stale pages are dropped
};

} // namespace kube
