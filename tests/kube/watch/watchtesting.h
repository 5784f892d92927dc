#pragma once

// Helpers of the watch tests: writes to the sandbox, a fresh list to compare a
// store with, a collector of a watch's events and statuses, and a loopback TCP
// pipe to the API server that a test can cut and restore (a dropped
// connection without touching the server).

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "kube/watch.h"
#include "models/watch/watchstore.h"
#include "tests/common/await.h"
#include "tests/common/testcluster.h"

#include <QCborArray>
#include <QCborMap>
#include <QMap>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

namespace watchtest {

/// A write (POST, PUT, DELETE) of a JSON document; fails the process when the server refuses.
inline kube::Response write(kube::Client *client, const QByteArray &verb, const QString &path,
                            const QCborMap &doc = {}) {
    kube::Request r;
    r.verb = verb;
    r.path = path;
    if (!doc.isEmpty()) {
        r.contentType = "application/json";
        r.body = codecs::toJson(doc, codecs::JsonStyle::Compact);
    }
    const kube::CallResult res = mado::test::await(client->send(r), 30000, "write");
    if (!res)
        qFatal("%s %s: %s", verb.constData(), qPrintable(path), qPrintable(res.error().userMessage()));
    return *res;
}

inline void createNamespace(kube::Client *client, const QString &ns) {
    kube::Request r;
    r.verb = "POST";
    r.path = QStringLiteral("/api/v1/namespaces");
    r.contentType = "application/json";
    r.body = testcluster::namespaceJson(ns);
    const kube::CallResult res = mado::test::await(client->send(r), 30000, "namespace");
    if (!res && res.error().httpStatus != 409)
        qFatal("namespace %s: %s", qPrintable(ns), qPrintable(res.error().userMessage()));
}

inline QCborMap configMap(const QString &name, const QString &value) {
    return QCborMap{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                    {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                    {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), name}}},
                    {QStringLiteral("data"), QCborMap{{QStringLiteral("v"), value}}}};
}

inline QCborMap podTemplate(const QString &name, const QString &value) {
    const QCborMap container{{QStringLiteral("name"), QStringLiteral("c")},
                             {QStringLiteral("image"), QString(QStringLiteral("busybox:") + value)}};
    return QCborMap{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                    {QStringLiteral("kind"), QStringLiteral("PodTemplate")},
                    {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), name}}},
                    {QStringLiteral("template"),
                     QCborMap{{QStringLiteral("spec"),
                               QCborMap{{QStringLiteral("containers"), QCborArray{container}}}}}}};
}

/// key -> resourceVersion of a fresh (unpaged, JSON) list of path.
inline QMap<QString, QString> freshList(kube::Client *client, const QString &path) {
    const kube::CallResult res = mado::test::await(client->get(path), 30000, "list");
    if (!res)
        qFatal("list %s: %s", qPrintable(path), qPrintable(res.error().userMessage()));
    auto doc = codecs::parseJson(res->body);
    QMap<QString, QString> out;
    for (const QCborValue &item : (*doc)[QLatin1String("items")].toArray())
        out.insert(models::WatchStore::keyOf(item),
                   item[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString());
    return out;
}

/// key -> resourceVersion of a store.
inline QMap<QString, QString> storeList(const models::WatchStore &store) {
    QMap<QString, QString> out;
    for (auto it = store.objects().cbegin(); it != store.objects().cend(); ++it)
        out.insert(it.key(),
                   it.value()[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString());
    return out;
}

/// Everything a watch reports, kept in order.
class Recorder final : public QObject {
public:
    explicit Recorder(kube::Watch *watch) {
        connect(watch, &kube::Watch::events, this, [this](const QList<kube::WatchEvent> &batch) {
            events += batch;
            ++batches;
        });
        connect(watch, &kube::Watch::status, this,
                [this](const kube::WatchStatus &s) { statuses.append(s); });
        connect(watch, &kube::Watch::listBatch, this, [this](const QList<QCborValue> &items, bool first) {
            if (first)
                listedItems.clear();
            listedItems += items;
        });
        connect(watch, &kube::Watch::listed, this, [this] { ++listedCount; });
    }
    int count(kube::WatchStatus::Kind kind) const {
        int n = 0;
        for (const kube::WatchStatus &s : statuses)
            n += s.kind == kind ? 1 : 0;
        return n;
    }
    int count(kube::WatchEvent::Type type) const {
        int n = 0;
        for (const kube::WatchEvent &e : events)
            n += e.type == type ? 1 : 0;
        return n;
    }
    /// The first event of the object name, or null. Tests look an event up by
    /// name rather than take the last one: a periodic BOOKMARK may follow it.
    const kube::WatchEvent *named(const QString &name) const {
        for (const kube::WatchEvent &e : events)
            if (e.name == name)
                return &e;
        return nullptr;
    }
    QString history() const {
        QStringList lines;
        for (const kube::WatchStatus &s : statuses)
            lines.append(kube::WatchStatus::kindName(s.kind) + QLatin1String(": ") + s.text());
        return lines.join(QLatin1Char('\n'));
    }

    QList<kube::WatchEvent> events;
    QList<kube::WatchStatus> statuses;
    QList<QCborValue> listedItems;
    int batches = 0;
    int listedCount = 0;
};

/// A loopback TCP pipe to the API server (TLS passes through untouched).
/// cut() drops every connection and refuses new ones until restore().
class TcpPipe final : public QObject {
public:
    TcpPipe(const QString &host, quint16 port)
        : m_host(host)
        , m_port(port) {
        connect(&m_server, &QTcpServer::newConnection, this, &TcpPipe::accept);
        m_server.listen(QHostAddress::LocalHost, 0);
        m_listenPort = m_server.serverPort();
    }
    quint16 port() const { return m_listenPort; }
    void cut() {
        m_server.close();
        for (const QPointer<QTcpSocket> &s : std::as_const(m_sockets)) {
            if (s)
                s->abort();
        }
        m_sockets.clear();
    }
    bool restore() { return m_server.listen(QHostAddress::LocalHost, m_listenPort); }

private:
    void accept() {
        while (QTcpSocket *in = m_server.nextPendingConnection()) {
            auto *out = new QTcpSocket(this);
            in->setParent(this);
            m_sockets << in << out;
            auto pipe = [](QTcpSocket *from, QTcpSocket *to) {
                QObject::connect(from, &QTcpSocket::readyRead, to, [from, to] {
                    if (to->state() == QAbstractSocket::ConnectedState)
                        to->write(from->readAll());
                });
                QObject::connect(from, &QTcpSocket::disconnected, to, [to] { to->disconnectFromHost(); });
            };
            pipe(in, out);
            pipe(out, in);
            connect(out, &QTcpSocket::connected, in, [in, out] { out->write(in->readAll()); });
            connect(out, &QTcpSocket::errorOccurred, in, [in] { in->abort(); });
            out->connectToHost(m_host, m_port);
        }
    }

    QString m_host;
    quint16 m_port;
    quint16 m_listenPort = 0;
    QTcpServer m_server;
    QList<QPointer<QTcpSocket>> m_sockets;
};

/// A client of the sandbox whose server address is replaced (e.g. by a TcpPipe's).
inline std::unique_ptr<kube::Client> clientVia(quint16 port) {
    auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
    if (!cfg)
        qFatal("kubeconfig: %s", qPrintable(cfg.error().message));
    auto ctx = cfg->resolve(QStringLiteral("sandbox"));
    if (!ctx)
        qFatal("context: %s", qPrintable(ctx.error().message));
    kube::ResolvedContext c = *ctx;
    c.cluster.server = QStringLiteral("https://127.0.0.1:%1").arg(port);
    auto client = kube::Client::create(c);
    if (!client)
        qFatal("client: %s", qPrintable(client.error().userMessage()));
    return std::move(client).value();
}

/// The API server's port (from the sandbox's kubeconfig).
inline quint16 serverPort() {
    auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
    auto ctx = cfg->resolve(QStringLiteral("sandbox"));
    return quint16(QUrl(ctx->cluster.server).port());
}

} // namespace watchtest
