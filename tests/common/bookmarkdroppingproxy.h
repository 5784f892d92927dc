#pragma once

// A loopback HTTPS proxy in front of the test sandbox that terminates TLS with
// the sandbox's own serving certificate (so a client that trusts the sandbox's
// CA trusts it) and forwards each request to the real kube-apiserver over a new
// TLS connection. On chunked JSON answers (watch streams) it can drop the
// BOOKMARK event that carries the k8s.io/initial-events-end annotation, as
// some real proxies do (teleport #64188); every other byte passes unchanged.
//
// The client authenticates with a bearer token (the sandbox's "sandbox-token"
// context), which the proxy forwards as is.
//
//     BookmarkDroppingProxy proxy;
//     QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
//     kube::Context ctx = ...; ctx.cluster.server = proxy.url();

#include <QFile>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QUrl>

namespace testcluster {

class BookmarkDroppingProxy final : public QObject {
public:
    /// upstream: the sandbox's server URL; pki: the sandbox's pki directory
    /// (apiserver.crt, apiserver.key, ca.crt).
    BookmarkDroppingProxy(const QUrl &upstream, const QString &pki, QObject *parent = nullptr)
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
                if (m_refuse) {
                    s->abort();
                    s->deleteLater();
                } else {
                    serve(s);
                }
            }
        });
    }

    /// Whether to drop the initial-events-end bookmark (default true).
    void setDropInitialEventsEnd(bool drop) { m_drop = drop; }
    /// Listens on a free loopback port.
    bool listen() {
        if (m_cert.isNull() || m_key.isNull()) {
            m_error = QStringLiteral("cannot read the sandbox's serving certificate and key");
            return false;
        }
        QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
        conf.setLocalCertificate(m_cert);
        conf.setPrivateKey(m_key);
        conf.setPeerVerifyMode(QSslSocket::VerifyNone);
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
    /// Cuts every open connection (both sides), as a network drop would.
    void abortAll() {
        const auto sockets = findChildren<QSslSocket *>();
        for (QSslSocket *s : sockets)
            s->abort();
    }
    /// While refusing, new connections are closed at once (the server seems down).
    void setRefusing(bool refuse) { m_refuse = refuse; }
    /// Initial-events-end bookmarks dropped so far.
    int dropped() const { return m_dropped; }
    /// Requests forwarded so far.
    int requests() const { return m_requests; }

private:
    struct Exchange {
        QPointer<QSslSocket> client;
        QPointer<QSslSocket> upstream;
        QByteArray request;
        bool forwarded = false;
        QByteArray response; ///< upstream bytes not handled yet
        bool headersDone = false;
        bool chunked = false;
        QByteArray lines; ///< de-chunked body bytes not yet a whole line
    };

    void serve(QSslSocket *client) {
        auto *x = new Exchange;
        x->client = client;
        client->setParent(this);
        QObject::connect(client, &QSslSocket::readyRead, this, [this, x] { fromClient(x); });
        QObject::connect(client, &QSslSocket::disconnected, this, [x] {
            if (x->upstream)
                x->upstream->abort();
            if (x->client)
                x->client->deleteLater();
        });
        QObject::connect(client, &QObject::destroyed, this, [x] { delete x; });
    }

    void fromClient(Exchange *x) {
        x->request += x->client->readAll();
        if (x->forwarded)
            return; // the proxy answers one request per connection (Connection: close)
        const qsizetype end = x->request.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        QList<QByteArray> lines = x->request.left(end).split('\n');
        qsizetype length = 0;
        QByteArray head = lines.takeFirst().trimmed() + "\r\n";
        for (const QByteArray &raw : std::as_const(lines)) {
            const QByteArray line = raw.trimmed();
            const QByteArray name = line.left(line.indexOf(':')).trimmed().toLower();
            if (name == "connection" || name == "accept-encoding" || name == "keep-alive")
                continue;
            if (name == "content-length")
                length = line.mid(line.indexOf(':') + 1).trimmed().toLongLong();
            head += line + "\r\n";
        }
        if (x->request.size() < end + 4 + length)
            return;
        head += "Connection: close\r\n\r\n";
        head += x->request.mid(end + 4, length);
        x->forwarded = true;
        ++m_requests;
        auto *up = new QSslSocket(x->client);
        x->upstream = up;
        QSslConfiguration conf = up->sslConfiguration();
        conf.setCaCertificates(m_ca);
        up->setSslConfiguration(conf);
        up->setPeerVerifyName(QStringLiteral("127.0.0.1"));
        QObject::connect(up, &QSslSocket::encrypted, this, [up, head] { up->write(head); });
        QObject::connect(up, &QSslSocket::readyRead, this, [this, x] { fromUpstream(x); });
        QObject::connect(up, &QSslSocket::disconnected, this, [x] {
            if (x->client)
                x->client->disconnectFromHost();
        });
        QObject::connect(up, &QSslSocket::errorOccurred, this, [x](QAbstractSocket::SocketError) {
            if (x->client)
                x->client->disconnectFromHost();
        });
        up->connectToHostEncrypted(m_upstream.host(), quint16(m_upstream.port()));
    }

    void fromUpstream(Exchange *x) {
        x->response += x->upstream->readAll();
        if (!x->headersDone) {
            const qsizetype end = x->response.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = x->response.left(end + 4);
            x->chunked = head.toLower().contains("transfer-encoding: chunked");
            x->client->write(head);
            x->response.remove(0, end + 4);
            x->headersDone = true;
        }
        if (!x->chunked || !m_drop) {
            x->client->write(x->response);
            x->response.clear();
            return;
        }
        // De-chunk, drop the one bookmark, re-chunk line by line.
        for (;;) {
            const qsizetype eol = x->response.indexOf("\r\n");
            if (eol < 0)
                return;
            bool ok = false;
            const qsizetype size = x->response.left(eol).split(';').first().trimmed().toLongLong(&ok, 16);
            if (!ok)
                return;
            if (x->response.size() < eol + 2 + size + 2)
                return;
            x->lines += x->response.mid(eol + 2, size);
            x->response.remove(0, eol + 2 + size + 2);
            if (size == 0) {
                if (!x->lines.isEmpty())
                    writeChunk(x, x->lines);
                x->lines.clear();
                x->client->write("0\r\n\r\n");
                return;
            }
            qsizetype nl;
            while ((nl = x->lines.indexOf('\n')) >= 0) {
                const QByteArray line = x->lines.left(nl + 1);
                x->lines.remove(0, nl + 1);
                if (line.contains("\"BOOKMARK\"") && line.contains("k8s.io/initial-events-end")) {
                    ++m_dropped;
                    continue;
                }
                writeChunk(x, line);
            }
        }
    }

    static void writeChunk(Exchange *x, const QByteArray &data) {
        x->client->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
    }

    QUrl m_upstream;
    QSslServer m_server;
    QSslCertificate m_cert;
    QSslKey m_key;
    QList<QSslCertificate> m_ca;
    QString m_error;
    bool m_drop = true;
    bool m_refuse = false;
    int m_dropped = 0;
    int m_requests = 0;
};

} // namespace testcluster
