#pragma once

// Loopback proxies in front of the test sandbox that inject network faults.
//
// FaultProxy terminates TLS with the sandbox's own serving certificate (a
// client that trusts the sandbox's CA trusts it), reads HTTP/1.1 requests in
// plain text and forwards each over a new TLS connection to the real
// kube-apiserver. The client's connection stays open between requests (so the
// client reuses it, as it would a real server's), and the proxy records every
// request it received. Faults arm for the next N requests of a verb:
//
//  - DropBeforeForward: the connection dies once the request is in; the server never sees it.
//  - DropAfterForward: the server receives and executes the request; the
//    connection dies before its answer reaches the client (a server killed
//    mid-request, from the client's side).
//  - DropMidBody: the answer's head and the first bytes of its body pass, then the connection dies.
//  - a delay on every byte that comes back (a slow server).
//
// TlsBreakingProxy forwards raw TCP bytes to the sandbox (TLS end to end) and
// can answer the handshake with plain-text garbage, or corrupt the first
// encrypted record the server sends after the handshake (the session breaks).
//
//     testcluster::FaultProxy proxy(QUrl(ctx->cluster.server), sandboxDir + "/pki");
//     QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
//     proxy.arm(testcluster::FaultProxy::Fault::DropAfterForward, "POST");

#include "tlsfrontproxy.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

namespace testcluster {

class FaultProxy final : public TlsFrontProxy {
public:
    enum class Fault { None, DropBeforeForward, DropAfterForward, DropMidBody };

    /// upstream: the sandbox's server URL; pki: the sandbox's pki directory
    /// (apiserver.crt, apiserver.key, ca.crt).
    FaultProxy(const QUrl &upstream, const QString &pki, QObject *parent = nullptr)
        : TlsFrontProxy(upstream, pki, parent) {}

    /// Applies fault to the next count requests whose verb is verb (any verb when empty).
    void arm(Fault fault, const QByteArray &verb = {}, int count = 1) {
        m_fault = fault;
        m_faultVerb = verb;
        m_faultCount = count;
    }
    /// Body bytes that pass before DropMidBody cuts the connection.
    void setMidBodyBytes(int bytes) { m_midBody = bytes; }
    /// Delays every byte of every answer by ms (0: none).
    void setDelay(int ms) { m_delay = ms; }
    /// "VERB path" of every complete request received, in order (forwarded or not).
    QStringList requests() const { return m_requests; }
    /// Requests received whose verb is verb.
    int count(const QByteArray &verb) const {
        int n = 0;
        for (const QString &r : m_requests)
            n += r.startsWith(QLatin1String(verb) + QLatin1Char(' ')) ? 1 : 0;
        return n;
    }
    /// Faults applied so far.
    int faultsApplied() const { return m_applied; }

private:
    struct Exchange {
        QPointer<QSslSocket> client;
        QPointer<QSslSocket> upstream;
        QByteArray request; ///< client bytes not yet forwarded
        bool busy = false;  ///< a request is with the upstream
        Fault fault = Fault::None;
        bool headersDone = false;
        QByteArray head;
        qint64 bodySent = 0;
    };

    void serve(QSslSocket *client) override {
        track<Exchange>(client, [this](Exchange *x) { fromClient(x); });
    }

    void cut(Exchange *x) {
        ++m_applied;
        if (x->upstream)
            x->upstream->abort();
        if (x->client)
            x->client->abort();
    }

    void fromClient(Exchange *x) {
        x->request += x->client->readAll();
        if (x->busy)
            return;
        const std::optional<Request> request = takeRequest(x->request);
        if (!request)
            return;
        const QByteArray head = request->forward;
        const QList<QByteArray> words = request->line.split(' ');
        const QByteArray verb = words.value(0);
        m_requests << QString::fromLatin1(verb + ' ' + words.value(1));

        x->fault = Fault::None;
        if (m_fault != Fault::None && m_faultCount > 0 && (m_faultVerb.isEmpty() || m_faultVerb == verb)) {
            x->fault = m_fault;
            if (--m_faultCount == 0)
                m_fault = Fault::None;
        }
        if (x->fault == Fault::DropBeforeForward) {
            cut(x);
            return;
        }
        x->busy = true;
        x->headersDone = false;
        x->head.clear();
        x->bodySent = 0;
        auto *up = upstreamSocket(x->client, head);
        x->upstream = up;
        // x lives as long as its client socket: delayed steps check that first.
        const QPointer<QSslSocket> client = x->client;
        const QPointer<QSslSocket> upstream = up;
        QObject::connect(up, &QSslSocket::readyRead, this, [this, x, up, client] {
            const QByteArray data = up->readAll();
            later([this, x, data, client] {
                if (client)
                    fromUpstream(x, data);
            });
        });
        QObject::connect(up, &QSslSocket::disconnected, this, [this, x, up, client, upstream] {
            later([this, x, up, client, upstream] {
                // The answer is complete (the upstream closes after it): the next request may follow.
                if (!client || !upstream || x->upstream != up)
                    return;
                x->busy = false;
                up->deleteLater();
                if (!x->request.isEmpty())
                    fromClient(x);
            });
        });
        QObject::connect(up, &QSslSocket::errorOccurred, this, [x, up](QAbstractSocket::SocketError e) {
            if (e != QAbstractSocket::RemoteHostClosedError && x->client && x->upstream == up)
                x->client->abort();
        });
        start(up);
    }

    void fromUpstream(Exchange *x, QByteArray data) {
        if (!x->client)
            return;
        if (!x->headersDone) {
            x->head += data;
            const qsizetype end = x->head.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            if (x->fault == Fault::DropAfterForward) {
                cut(x); // the server has answered, so it has executed the request
                return;
            }
            data = x->head.mid(end + 4);
            QByteArray head;
            for (const QByteArray &line : x->head.left(end).split('\n')) {
                if (!line.trimmed().toLower().startsWith("connection:"))
                    head += line.trimmed() + "\r\n";
            }
            x->client->write(head + "\r\n");
            x->headersDone = true;
        }
        if (x->fault == Fault::DropMidBody && x->bodySent + data.size() >= m_midBody) {
            x->client->write(data.left(m_midBody - x->bodySent));
            x->client->flush();
            cut(x);
            return;
        }
        x->bodySent += data.size();
        x->client->write(data);
    }

    template <typename F> void later(F f) {
        if (m_delay <= 0)
            f();
        else
            QTimer::singleShot(m_delay, this, f);
    }

    Fault m_fault = Fault::None;
    QByteArray m_faultVerb;
    int m_faultCount = 0;
    int m_midBody = 512;
    int m_delay = 0;
    int m_applied = 0;
    QStringList m_requests;
};

/// A raw TCP forwarder to the sandbox (TLS passes end to end) that can break TLS.
class TlsBreakingProxy final : public QObject {
public:
    enum class Mode {
        Pass,                  ///< forward every byte unchanged
        GarbageHandshake,      ///< answer the ClientHello with plain-text HTTP, then close
        CorruptAfterHandshake, ///< flip a byte of the server's first encrypted record after the handshake
    };

    explicit TlsBreakingProxy(const QUrl &upstream, QObject *parent = nullptr)
        : QObject(parent)
        , m_upstream(upstream) {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection())
                serve(s);
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    QString url() const { return QStringLiteral("https://127.0.0.1:%1").arg(m_server.serverPort()); }
    void setMode(Mode mode) { m_mode = mode; }
    /// Records corrupted so far.
    int corrupted() const { return m_corrupted; }

private:
    struct Pipe {
        QPointer<QTcpSocket> client;
        QPointer<QTcpSocket> upstream;
        Mode mode = Mode::Pass;
        QByteArray toServer;         ///< client bytes not yet parsed into whole records
        bool clientFinished = false; ///< the client sent an encrypted record (its Finished)
        QByteArray fromServer;       ///< server bytes not yet parsed into whole records
        bool done = false;           ///< one record corrupted; forward the rest as is
    };

    /// Splits whole TLS records off buf; the rest stays.
    static QList<QByteArray> records(QByteArray &buf) {
        QList<QByteArray> out;
        while (buf.size() >= 5) {
            const int len = (quint8(buf[3]) << 8) | quint8(buf[4]);
            if (buf.size() < 5 + len)
                break;
            out << buf.left(5 + len);
            buf.remove(0, 5 + len);
        }
        return out;
    }

    void serve(QTcpSocket *client) {
        auto *p = new Pipe;
        p->client = client;
        p->mode = m_mode;
        client->setParent(this);
        QObject::connect(client, &QObject::destroyed, this, [p] { delete p; });
        QObject::connect(client, &QTcpSocket::disconnected, this, [p] {
            if (p->upstream)
                p->upstream->disconnectFromHost();
            if (p->client)
                p->client->deleteLater();
        });
        if (p->mode == Mode::GarbageHandshake) {
            QObject::connect(client, &QTcpSocket::readyRead, this, [p] {
                p->client->readAll();
                p->client->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
                p->client->disconnectFromHost();
            });
            return;
        }
        auto *up = new QTcpSocket(client);
        p->upstream = up;
        QObject::connect(client, &QTcpSocket::readyRead, this, [p] {
            const QByteArray data = p->client->readAll();
            if (p->mode == Mode::CorruptAfterHandshake && !p->clientFinished) {
                p->toServer += data;
                for (const QByteArray &r : records(p->toServer))
                    p->clientFinished = p->clientFinished || r[0] == char(0x17);
            }
            p->upstream->write(data);
        });
        QObject::connect(up, &QTcpSocket::readyRead, this, [this, p] {
            QByteArray data = p->upstream->readAll();
            if (p->mode != Mode::CorruptAfterHandshake || p->done) {
                p->client->write(data);
                return;
            }
            p->fromServer += data;
            QByteArray out;
            for (QByteArray r : records(p->fromServer)) {
                if (!p->done && p->clientFinished && r[0] == char(0x17) && r.size() > 6) {
                    r[r.size() - 1] = char(r[r.size() - 1] ^ 0x5a);
                    p->done = true;
                    ++m_corrupted;
                }
                out += r;
            }
            if (p->done) {
                out += p->fromServer;
                p->fromServer.clear();
            }
            p->client->write(out);
        });
        QObject::connect(up, &QTcpSocket::disconnected, this, [p] {
            if (p->client)
                p->client->disconnectFromHost();
        });
        up->connectToHost(m_upstream.host(), quint16(m_upstream.port()));
    }

    QUrl m_upstream;
    QTcpServer m_server;
    Mode m_mode = Mode::Pass;
    int m_corrupted = 0;
};

} // namespace testcluster
