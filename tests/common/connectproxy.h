#pragma once

// A forward proxy on loopback that speaks HTTP CONNECT, as a corporate proxy
// does for https: the client asks "CONNECT host:port", the proxy answers 200
// and from then on carries bytes both ways (TLS passes end to end). On the
// same port it speaks SOCKS5 (no authentication) to a client whose first
// byte says so. Every
// tunnel goes to 127.0.0.1 at the port asked for, whatever the host, so a
// client can name the sandbox by a name no resolver knows
// ("kubernetes.default.svc", which its serving certificate holds) and reach
// it only through the proxy. It logs each CONNECT's target and can ask for
// Basic credentials (407) as an authenticating proxy does.

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSet>
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
                QObject::connect(s, &QTcpSocket::disconnected, this, [this, s] {
                    m_heads.remove(s);
                    m_socksGreeted.remove(s);
                    s->deleteLater();
                });
            }
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    quint16 port() const { return m_server.serverPort(); }
    /// host:port of every CONNECT (HTTP or SOCKS5) that was let through, in order.
    QStringList tunnels() const { return m_tunnels; }
    /// CONNECTs refused for want of credentials.
    int refused() const { return m_refused; }
    /// While set, a CONNECT without "Proxy-Authorization: Basic <user:password>" gets 407.
    void requireCredentials(const QByteArray &userColonPassword) { m_credentials = userColonPassword; }

private:
    void fromClient(QTcpSocket *s) {
        QByteArray &head = m_heads[s];
        head += s->readAll();
        if (head.startsWith('\x05'))
            return fromSocksClient(s, head);
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
        tunnel(s, QString::fromLatin1(target), port, "HTTP/1.1 200 Connection established\r\n\r\n");
    }

    /// SOCKS5 (RFC 1928) without authentication: the greeting, then one
    /// CONNECT to an IPv4 address, a name or an IPv6 address.
    void fromSocksClient(QTcpSocket *s, QByteArray &head) {
        if (!m_socksGreeted.contains(s)) {
            if (head.size() < 2 || head.size() < 2 + quint8(head.at(1)))
                return;
            const qsizetype greeting = 2 + quint8(head.at(1));
            if (!head.mid(2, greeting - 2).contains('\x00')) {
                s->write(QByteArray("\x05\xff", 2)); // no acceptable method
                s->disconnectFromHost();
                return;
            }
            s->write(QByteArray("\x05\x00", 2)); // no authentication
            m_socksGreeted.insert(s);
            head.remove(0, greeting);
        }
        const QByteArray request = head;
        if (request.size() < 5)
            return;
        const quint8 type = quint8(request.at(3));
        const qsizetype addressSize = type == 1 ? 4 : type == 4 ? 16 : 1 + quint8(request.at(4));
        if (request.size() < 4 + addressSize + 2)
            return;
        m_heads.remove(s);
        m_socksGreeted.remove(s);
        QObject::disconnect(s, &QTcpSocket::readyRead, this, nullptr);
        const QByteArray address = request.mid(4, addressSize);
        QString host;
        if (type == 1)
            host = QHostAddress(quint32(quint8(address[0])) << 24 | quint8(address[1]) << 16 |
                                quint8(address[2]) << 8 | quint8(address[3]))
                       .toString();
        else if (type == 4)
            host = QHostAddress(reinterpret_cast<const quint8 *>(address.constData())).toString();
        else
            host = QString::fromLatin1(address.mid(1));
        const quint16 port =
            quint16(quint8(request.at(4 + addressSize)) << 8 | quint8(request.at(5 + addressSize)));
        if (quint8(request.at(1)) != 1) { // only CONNECT
            s->write(QByteArray("\x05\x07\x00\x01\x00\x00\x00\x00\x00\x00", 10));
            s->disconnectFromHost();
            return;
        }
        tunnel(s, QStringLiteral("%1:%2").arg(host).arg(port), port,
               QByteArray("\x05\x00\x00\x01\x00\x00\x00\x00\x00\x00", 10));
    }

    /// Logs target, connects to 127.0.0.1:port, sends ok to the client and
    /// from then on carries bytes both ways.
    void tunnel(QTcpSocket *s, const QString &target, quint16 port, const QByteArray &ok) {
        m_tunnels << target;
        auto *up = new QTcpSocket(s);
        const QPointer<QTcpSocket> client = s;
        QObject::connect(up, &QTcpSocket::connected, this, [s, up, ok] {
            s->write(ok);
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
    QSet<QTcpSocket *> m_socksGreeted;
    QStringList m_tunnels;
    QByteArray m_credentials;
    int m_refused = 0;
};

} // namespace testcluster
