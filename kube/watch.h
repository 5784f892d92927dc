#pragma once

#include "kube/apierror.h"

#include <QCborValue>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QUrlQuery>

namespace kube {

class Call;
class Client;

/// A JSON watch of one collection: list-then-watch with bookmarks, resuming
/// from the last seen resourceVersion when the stream ends and relisting after
/// 410 Gone. Events arrive through event(); never blocks.
class Watch final : public QObject {
    Q_OBJECT

public:
    /// path is the collection, e.g. /apis/apiextensions.k8s.io/v1/customresourcedefinitions.
    Watch(Client *client, const QString &path, QObject *parent = nullptr);
    ~Watch() override;

    /// Lists (to learn the current resourceVersion), then watches from there.
    void start();
    void stop();
    bool isRunning() const { return m_running; }
    QString resourceVersion() const { return m_resourceVersion; }

signals:
    /// type is ADDED, MODIFIED, DELETED or BOOKMARK; object is the event's object.
    void event(const QString &type, const QCborValue &object);
    /// The initial list arrived (and again after a relist); items are its objects.
    void listed(const QList<QCborValue> &items);
    /// The watch cannot go on (a network failure or an API error other than 410).
    void failed(const kube::ApiError &error);

private:
    void list();
    void watch();
    void consume(const QByteArray &data);

    Client *m_client;
    QString m_path;
    QString m_resourceVersion;
    QByteArray m_buffer;
    QPointer<Call> m_call;
    QElapsedTimer m_started;
    bool m_running = false;
};

} // namespace kube
