#pragma once

// A loopback HTTPS proxy in front of the test sandbox that forwards every
// request to the real kube-apiserver and, for requests a rule matches, mangles
// the real answer before the client sees it: another status line and body, a
// body cut short, a stream that stalls, a watch stream replaced by garbage.
// TLS is terminated with the sandbox's own serving certificate (as in
// bookmarkdroppingproxy.h), so a kubeconfig that trusts the sandbox's CA and
// carries its bearer token works through it unchanged.
//
//     ManglingProxy proxy(upstreamUrl, pkiDir);
//     proxy.addRule({"/configmaps", ManglingProxy::Rewrite, [](QByteArray answer) { ... }});
//     QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));

#include <QFile>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTimer>
#include <QUrl>

#include <functional>

namespace testcluster {

class ManglingProxy final : public QObject {
public:
    enum Mode {
        /// Waits for the whole upstream answer, then sends rewrite(answer) and closes.
        Rewrite,
        /// Sends the upstream head and body up to rewrite(answer).size() bytes of
        /// the answer, then holds the connection open and silent.
        Stall,
        /// Sends the upstream head (a watch), then rewrite({}) as chunked body
        /// and holds the connection open.
        ReplaceStream,
    };
    struct Rule {
        QByteArray match; ///< a substring of the request line ("PATCH /api/v1/...")
        Mode mode = Rewrite;
        std::function<QByteArray(const QByteArray &answer)> rewrite;
    };

    /// upstream: the sandbox's server URL; pki: the sandbox's pki directory.
    ManglingProxy(const QUrl &upstream, const QString &pki, QObject *parent = nullptr)
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
            while (auto *s = qobject_cast<QSslSocket *>(m_server.nextPendingConnection()))
                serve(s);
        });
    }

    /// Rules apply in order; the first whose match is in the request line wins.
    void setRules(QList<Rule> rules) { m_rules = std::move(rules); }
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
    /// Request lines a rule mangled so far.
    QList<QByteArray> mangled() const { return m_mangled; }
    /// Every request line forwarded so far.
    QList<QByteArray> requests() const { return m_requests; }

    /// An HTTP/1.1 answer with status code, content type and body (Content-Length set).
    static QByteArray answer(int code, const QByteArray &contentType, const QByteArray &body,
                             const QByteArray &extraHeaders = {}) {
        QByteArray out = "HTTP/1.1 " + QByteArray::number(code) + " Mangled\r\n";
        if (!contentType.isEmpty())
            out += "Content-Type: " + contentType + "\r\n";
        out += extraHeaders;
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
        return out;
    }
    /// A meta/v1 Status body as the API server sends one.
    static QByteArray status(int code, const QByteArray &reason, const QByteArray &message) {
        return R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":")" +
               message + R"(","reason":")" + reason + R"(","code":)" + QByteArray::number(code) + "}";
    }
    /// The body of a whole HTTP answer (after the head; chunked bodies de-chunked).
    static QByteArray bodyOf(const QByteArray &answer) {
        const qsizetype end = answer.indexOf("\r\n\r\n");
        if (end < 0)
            return {};
        QByteArray body = answer.mid(end + 4);
        if (!answer.left(end).toLower().contains("transfer-encoding: chunked"))
            return body;
        QByteArray out;
        for (;;) {
            const qsizetype eol = body.indexOf("\r\n");
            bool ok = false;
            const qsizetype size =
                eol < 0 ? 0 : body.left(eol).split(';').first().trimmed().toLongLong(&ok, 16);
            if (!ok || size == 0)
                return out;
            out += body.mid(eol + 2, size);
            body.remove(0, eol + 2 + size + 2);
        }
    }

private:
    struct Exchange {
        QPointer<QSslSocket> client;
        QPointer<QSslSocket> upstream;
        QByteArray request;
        bool forwarded = false;
        const Rule *rule = nullptr;
        QByteArray response;
        bool headSent = false;
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
        QObject::connect(client, &QObject::destroyed, this, [this, x] {
            // The upstream socket (a child of client) dies after this signal and may
            // still report its end: it must not reach the deleted exchange.
            if (x->upstream)
                QObject::disconnect(x->upstream, nullptr, this, nullptr);
            delete x;
        });
    }

    void fromClient(Exchange *x) {
        x->request += x->client->readAll();
        if (x->forwarded)
            return; // one request per connection (Connection: close)
        const qsizetype end = x->request.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        QList<QByteArray> lines = x->request.left(end).split('\n');
        qsizetype length = 0;
        const QByteArray requestLine = lines.takeFirst().trimmed();
        QByteArray head = requestLine + "\r\n";
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
        m_requests.append(requestLine);
        for (const Rule &rule : std::as_const(m_rules)) {
            if (requestLine.contains(rule.match)) {
                x->rule = &rule;
                m_mangled.append(requestLine);
                break;
            }
        }
        auto *up = new QSslSocket(x->client);
        x->upstream = up;
        QSslConfiguration conf = up->sslConfiguration();
        conf.setCaCertificates(m_ca);
        up->setSslConfiguration(conf);
        up->setPeerVerifyName(QStringLiteral("127.0.0.1"));
        QObject::connect(up, &QSslSocket::encrypted, this, [up, head] { up->write(head); });
        QObject::connect(up, &QSslSocket::readyRead, this, [this, x] { fromUpstream(x); });
        QObject::connect(up, &QSslSocket::disconnected, this, [this, x] { upstreamDone(x); });
        QObject::connect(up, &QSslSocket::errorOccurred, this,
                         [this, x](QAbstractSocket::SocketError) { upstreamDone(x); });
        up->connectToHostEncrypted(m_upstream.host(), quint16(m_upstream.port()));
    }

    void fromUpstream(Exchange *x) {
        const QByteArray data = x->upstream->readAll();
        if (!x->client)
            return;
        if (!x->rule) {
            x->client->write(data);
            return;
        }
        x->response += data;
        if (x->rule->mode == Rewrite || x->headSent)
            return;
        const qsizetype end = x->response.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        if (x->rule->mode == ReplaceStream) {
            x->client->write(x->response.left(end + 4));
            const QByteArray garbage = x->rule->rewrite({});
            x->client->write(QByteArray::number(garbage.size(), 16) + "\r\n" + garbage + "\r\n");
            x->headSent = true;
            return;
        }
        // Stall: wait for enough of the answer, send that much, then nothing more.
        const qsizetype keep = x->rule->rewrite(x->response).size();
        if (x->response.size() >= keep) {
            x->client->write(x->response.left(keep));
            x->headSent = true;
        }
    }

    void upstreamDone(Exchange *x) {
        if (!x->client || x->client->state() != QAbstractSocket::ConnectedState)
            return;
        if (!x->rule) {
            x->client->disconnectFromHost();
            return;
        }
        if (x->rule->mode == Rewrite && !x->headSent) {
            x->headSent = true;
            x->client->write(x->rule->rewrite(x->response));
            x->client->disconnectFromHost();
        }
        // Stall and ReplaceStream hold the client's connection open and silent.
    }

    QUrl m_upstream;
    QSslServer m_server;
    QSslCertificate m_cert;
    QSslKey m_key;
    QList<QSslCertificate> m_ca;
    QString m_error;
    QList<Rule> m_rules;
    QList<QByteArray> m_mangled;
    QList<QByteArray> m_requests;
};

} // namespace testcluster
