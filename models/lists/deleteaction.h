#pragma once

#include "kube/apierror.h"
#include "kube/discovery.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace kube {
class Call;
class Client;
} // namespace kube

namespace models {

/// How a deletion treats the object's dependents (DeleteOptions.propagationPolicy).
enum class Propagation {
    Default,    ///< the resource's own default (not sent)
    Foreground, ///< the object waits (foregroundDeletion finalizer) until its blocking dependents are gone
    Background, ///< the object goes at once, the garbage collector removes dependents after
    Orphan,     ///< dependents are kept, their owner references removed (orphan finalizer)
};

/// The objects to delete and how.
struct DeleteRequest {
    struct Object {
        QString namespace_;
        QString name;
    };
    kube::ApiResource resource;
    QList<Object> objects;
    Propagation propagation = Propagation::Default;
    std::optional<int> gracePeriodSeconds; ///< not sent when unset
    bool dryRun = true;                    ///< dryRun=All: the server says what would happen, changes nothing
};

/// What the server answered for one object.
struct DeleteOutcome {
    QString namespace_;
    QString name;
    enum class State {
        Removed, ///< gone (or would be, on a dry run)
        Held,    ///< marked for deletion, held by finalizers until they are removed
        Failed,  ///< refused: see error
    } state = State::Failed;
    QStringList finalizers; ///< the finalizers holding the object (Held)
    bool dryRun = false;
    kube::ApiError error;
    /// One translated line for the user.
    QString message() const;
};

/// Deletes objects (DELETE with a DeleteOptions body), a few at a time; each
/// answer is read for whether the object is gone or held by finalizers. The
/// shape of kube/handle.h: finished() once, cancel() stops the rest.
class DeleteAction final : public QObject {
    Q_OBJECT

public:
    /// client must outlive the action.
    explicit DeleteAction(kube::Client *client, QObject *parent = nullptr);
    ~DeleteAction() override;

    /// Starts deleting request's objects (a running action is cancelled first).
    void start(const DeleteRequest &request);
    void cancel();
    bool isRunning() const { return m_running; }
    const QList<DeleteOutcome> &outcomes() const { return m_outcomes; }

    /// The DeleteOptions document sent for request.
    static QByteArray deleteOptions(const DeleteRequest &request);
    /// The outcome of one answer to a DELETE (an object or a Status).
    static DeleteOutcome readAnswer(const QByteArray &body, bool dryRun);
    /// The finalizers the server adds for policy ("foregroundDeletion", "orphan"), if any.
    static QString finalizerOf(Propagation policy);

signals:
    /// One more object answered (done of total).
    void progress(int done, int total);
    /// Every object answered (or the action was cancelled; not emitted then).
    void finished(const QList<models::DeleteOutcome> &outcomes);

private:
    void sendNext();

    kube::Client *m_client;
    DeleteRequest m_request;
    QList<DeleteOutcome> m_outcomes;
    QList<QPointer<kube::Call>> m_calls;
    int m_next = 0;
    int m_done = 0;
    int m_generation = 0;
    bool m_running = false;
};

} // namespace models
