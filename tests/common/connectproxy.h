#pragma once

// A forward proxy on loopback that speaks HTTP CONNECT, as a corporate proxy
// does for https: the client asks "CONNECT host:port", the proxy answers 200
// and from then on carries bytes both ways (TLS passes end to end). Every
// tunnel goes to 127.0.0.1 at the port asked for, whatever the host, so a
// client can name the sandbox by a name no resolver knows
// ("kubernetes.default.svc", which its serving certificate holds) and reach
// it only through the proxy. It logs each CONNECT's target and can ask for
// Basic credentials (407) as an authenticating proxy does.

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>

namespace testcluster {

class ConnectProxy final : public QObject {
public:
    explicit ConnectProxy(QObject *parent = nullptr)
        : QObject(parent) {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                s->setParent(this);
                QObject::connect(s, &QTcpSocket::readyRead, this, [this, s] { fromClient(s); });
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    quint16 port() const { return m_server.serverPort(); }
    /// host:port of every CONNECT that was let through, in order.
    QStringList tunnels() const { return m_tunnels; }
    /// CONNECTs refused for want of credentials.
    int refused() const { return m_refused; }
    /// While set, a CONNECT without "Proxy-Authorization: Basic <user:password>" gets 407.
    void requireCredentials(const QByteArray &userColonPassword) { m_credentials = userColonPassword; }

private:
    void fromClient(QTcpSocket *s) {
        QByteArray &head = m_heads[s];
        head += s->readAll();
        const qsizetype end = head.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> lines = head.left(end).split('\n');
        const QList<QByteArray> words = lines.value(0).trimmed().split(' ');
        QByteArray authorization;
        for (const QByteArray &line : lines) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == "proxy-authorization")
                authorization = line.mid(colon + 1).trimmed();
        }
        m_heads.remove(s);
        QObject::disconnect(s, &QTcpSocket::readyRead, this, nullptr);
        const QByteArray target = words.value(1);
        const qsizetype colon = target.lastIndexOf(':');
        bool portOk = false;
        const quint16 port = colon > 0 ? target.mid(colon + 1).toUShort(&portOk) : 0;
        if (words.value(0) != "CONNECT" || !portOk) {
            s->write("HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            s->disconnectFromHost();
            return;
        }
        if (!m_credentials.isEmpty() && authorization != "Basic " + m_credentials.toBase64()) {
            ++m_refused;
            s->write("HTTP/1.1 407 Proxy Authentication Required\r\n"
                     "Proxy-Authenticate: Basic realm=\"mado-test\"\r\nContent-Length: 0\r\n"
                     "Connection: close\r\n\r\n");
            s->disconnectFromHost();
            return;
        }
        m_tunnels << QString::fromLatin1(target);
        auto *up = new QTcpSocket(s);
        const QPointer<QTcpSocket> client = s;
        QObject::connect(up, &QTcpSocket::connected, this, [s, up] {
            s->write("HTTP/1.1 200 Connection established\r\n\r\n");
            QObject::connect(s, &QTcpSocket::readyRead, up, [s, up] { up->write(s->readAll()); });
            QObject::connect(up, &QTcpSocket::readyRead, s, [s, up] { s->write(up->readAll()); });
            if (s->bytesAvailable() > 0)
                up->write(s->readAll());
        });
        QObject::connect(up, &QTcpSocket::disconnected, this, [client] {
            if (client)
                client->disconnectFromHost();
        });
        QObject::connect(up, &QTcpSocket::errorOccurred, this, [client](QAbstractSocket::SocketError e) {
            if (client && e != QAbstractSocket::RemoteHostClosedError)
                client->abort();
        });
        QObject::connect(s, &QTcpSocket::disconnected, up, [up] { up->abort(); });
        up->connectToHost(QHostAddress::LocalHost, port);
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_heads;
    QStringList m_tunnels;
    QByteArray m_credentials;
    int m_refused = 0;
};

} // namespace testcluster
