#pragma once

// The common part of the loopback HTTPS proxies the tests put in front of the
// sandbox (faultproxy.h, bookmarkdroppingproxy.h, manglingproxy.h): TLS is
// terminated with the sandbox's own serving certificate, so a client that
// trusts the sandbox's CA trusts the proxy; requests are read as HTTP/1.1 in
// plain text and each goes to the real kube-apiserver over a new TLS
// connection that closes after its answer. What a proxy does to the traffic
// is its own business; this base only accepts, parses and connects.

#include <QFile>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QUrl>

#include <optional>

namespace testcluster {

class TlsFrontProxy : public QObject {
public:
    /// upstream: the sandbox's server URL; pki: the sandbox's pki directory
    /// (apiserver.crt, apiserver.key, ca.crt).
    TlsFrontProxy(const QUrl &upstream, const QString &pki, QObject *parent = nullptr)
        : QObject(parent)
        , m_upstream(upstream) {
        auto read = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        m_cert = QSslCertificate(read(pki + QStringLiteral("/apiserver.crt")));
        m_key = QSslKey(read(pki + QStringLiteral("/apiserver.key")), QSsl::Rsa);
        if (m_key.isNull())
            m_key = QSslKey(read(pki + QStringLiteral("/apiserver.key")), QSsl::Ec);
        m_ca = QSslCertificate::fromData(read(pki + QStringLiteral("/ca.crt")));
        QObject::connect(&m_server, &QSslServer::pendingConnectionAvailable, this, [this] {
            while (auto *s = qobject_cast<QSslSocket *>(m_server.nextPendingConnection())) {
                ++m_connections;
                if (m_refuse) {
                    s->abort();
                    s->deleteLater();
                } else {
                    s->setParent(this);
                    serve(s);
                }
            }
        });
    }

    /// Listens on a free loopback port (HTTP/1.1 only).
    bool listen() {
        if (m_cert.isNull() || m_key.isNull()) {
            m_error = QStringLiteral("cannot read the sandbox's serving certificate and key");
            return false;
        }
        QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
        conf.setLocalCertificate(m_cert);
        conf.setPrivateKey(m_key);
        conf.setPeerVerifyMode(QSslSocket::VerifyNone);
        conf.setAllowedNextProtocols({QSslConfiguration::NextProtocolHttp1_1});
        m_server.setSslConfiguration(conf);
        if (!m_server.listen(QHostAddress::LocalHost, 0)) {
            m_error = m_server.errorString();
            return false;
        }
        return true;
    }
    QString errorString() const { return m_error; }
    /// https://127.0.0.1:PORT
    QString url() const { return QStringLiteral("https://127.0.0.1:%1").arg(m_server.serverPort()); }
    /// While refusing, new connections are closed at once (the server seems down).
    void setRefusing(bool refuse) { m_refuse = refuse; }
    /// Cuts every open connection (both sides), as a network drop would.
    void abortAll() {
        const auto sockets = findChildren<QSslSocket *>();
        for (QSslSocket *s : sockets)
            s->abort();
    }
    /// Client connections accepted so far (refused ones included).
    int connections() const { return m_connections; }

protected:
    /// One whole request taken off a client's buffer.
    struct Request {
        QByteArray line;    ///< "VERB /path?query HTTP/1.1"
        QByteArray forward; ///< what goes upstream: the head (hop-by-hop headers
                            ///< dropped, "Connection: close" added) and the body
    };

    /// Takes the first whole request (head and Content-Length body) off
    /// buffer; nothing while it is incomplete.
    static std::optional<Request> takeRequest(QByteArray &buffer) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return std::nullopt;
        QList<QByteArray> lines = buffer.left(end).split('\n');
        qsizetype length = 0;
        Request r;
        r.line = lines.takeFirst().trimmed();
        r.forward = r.line + "\r\n";
        for (const QByteArray &raw : std::as_const(lines)) {
            const QByteArray line = raw.trimmed();
            const QByteArray name = line.left(line.indexOf(':')).trimmed().toLower();
            if (name == "connection" || name == "accept-encoding" || name == "keep-alive")
                continue;
            if (name == "content-length")
                length = line.mid(line.indexOf(':') + 1).trimmed().toLongLong();
            r.forward += line + "\r\n";
        }
        if (buffer.size() < end + 4 + length)
            return std::nullopt;
        r.forward += "Connection: close\r\n\r\n";
        r.forward += buffer.mid(end + 4, length);
        buffer.remove(0, end + 4 + length);
        return r;
    }

    /// A new TLS connection to the sandbox, child of parent, that sends
    /// request once encrypted. Connect its signals, then call start().
    QSslSocket *upstreamSocket(QObject *parent, const QByteArray &request) const {
        auto *up = new QSslSocket(parent);
        QSslConfiguration conf = up->sslConfiguration();
        conf.setCaCertificates(m_ca);
        up->setSslConfiguration(conf);
        up->setPeerVerifyName(QStringLiteral("127.0.0.1"));
        QObject::connect(up, &QSslSocket::encrypted, up, [up, request] { up->write(request); });
        return up;
    }
    void start(QSslSocket *up) const {
        up->connectToHostEncrypted(m_upstream.host(), quint16(m_upstream.port()));
    }

    /// Ties an exchange (a struct with QPointer<QSslSocket> client and
    /// upstream) to its client socket: it lives as long as the socket, a
    /// client that leaves takes the upstream connection with it, and the
    /// client's bytes go to onRead(x).
    template <typename X, typename F> X *track(QSslSocket *client, F onRead) {
        auto *x = new X;
        x->client = client;
        QObject::connect(client, &QSslSocket::readyRead, this, [x, onRead] { onRead(x); });
        QObject::connect(client, &QSslSocket::disconnected, this, [x] {
            if (x->upstream)
                x->upstream->abort();
            if (x->client)
                x->client->deleteLater();
        });
        QObject::connect(client, &QObject::destroyed, this, [this, x] {
            // The upstream socket (a child of client) dies after this signal and may
            // still report its end: it must not reach the deleted exchange.
            if (x->upstream)
                QObject::disconnect(x->upstream, nullptr, this, nullptr);
            delete x;
        });
        return x;
    }

    /// A new client connection (already a child of this proxy).
    virtual void serve(QSslSocket *client) = 0;

private:
    QUrl m_upstream;
    QSslServer m_server;
    QSslCertificate m_cert;
    QSslKey m_key;
    QList<QSslCertificate> m_ca;
    QString m_error;
    bool m_refuse = false;
    int m_connections = 0;
};

} // namespace testcluster
