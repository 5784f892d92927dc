#pragma once

// A loopback HTTPS proxy in front of the test sandbox that terminates TLS with
// the sandbox's own serving certificate (so a client that trusts the sandbox's
// CA trusts it) and forwards each request to the real kube-apiserver over a new
// TLS connection. On chunked JSON answers (watch streams) it can drop the
// BOOKMARK event that carries the k8s.io/initial-events-end annotation, as
// some real proxies do (teleport #64188); every other byte passes unchanged.
//
// It can also misbehave on watch requests (those with watch=true), as
// overloaded servers and broken middleboxes do: answer them 429 Too Many
// Requests with a Retry-After (setTooManyRequests), or stall them, either
// before any answer (StallMode::Headers) or after the headers and the events
// so far (StallMode::Body: a silent stream); a stalled connection stays open.
//
// The client authenticates with a bearer token (the sandbox's "sandbox-token"
// context), which the proxy forwards as is.
//
//     BookmarkDroppingProxy proxy;
//     QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
//     kube::Context ctx = ...; ctx.cluster.server = proxy.url();

#include "tlsfrontproxy.h"

#include <algorithm>

namespace testcluster {

class BookmarkDroppingProxy final : public TlsFrontProxy {
public:
    /// upstream: the sandbox's server URL; pki: the sandbox's pki directory
    /// (apiserver.crt, apiserver.key, ca.crt).
    BookmarkDroppingProxy(const QUrl &upstream, const QString &pki, QObject *parent = nullptr)
        : TlsFrontProxy(upstream, pki, parent) {}

    enum class StallMode { None, Headers, Body };

    /// Answers the next `count` watch requests 429 with Retry-After: seconds
    /// (a Status body, as the API server's priority and fairness sends).
    void setTooManyRequests(int count, int retryAfterSeconds) {
        m_tooMany = count;
        m_retryAfter = retryAfterSeconds;
    }
    /// Stalls the next `count` watch requests (see StallMode); afterBytes:
    /// with Body, how many body bytes pass before the stream goes silent.
    void setStallWatches(StallMode mode, int count, qint64 afterBytes = 0) {
        m_stall = mode;
        m_stallCount = count;
        m_stallAfter = afterBytes;
    }
    /// Watch requests answered 429 so far.
    int tooManyAnswered() const { return m_tooManyAnswered; }
    /// Watch requests stalled so far.
    int stalled() const { return m_stalled; }
    /// Watch requests seen so far (answered, stalled or forwarded).
    int watchRequests() const { return m_watchRequests; }

    /// Whether to drop the initial-events-end bookmark (default true).
    void setDropInitialEventsEnd(bool drop) { m_drop = drop; }
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
        StallMode stall = StallMode::None;
        qint64 passed = 0; ///< body bytes passed to the client
    };

    void serve(QSslSocket *client) override {
        track<Exchange>(client, [this](Exchange *x) { fromClient(x); });
    }

    void fromClient(Exchange *x) {
        x->request += x->client->readAll();
        if (x->forwarded)
            return; // the proxy answers one request per connection (Connection: close)
        const std::optional<Request> request = takeRequest(x->request);
        if (!request)
            return;
        const QByteArray head = request->forward;
        x->forwarded = true;
        ++m_requests;
        if (head.left(head.indexOf("\r\n")).contains("watch=true")) {
            ++m_watchRequests;
            if (m_tooMany > 0) {
                --m_tooMany;
                ++m_tooManyAnswered;
                const QByteArray body =
                    R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",)"
                    R"("message":"Too many requests, please try again later.","reason":"TooManyRequests",)"
                    R"("details":{"retryAfterSeconds":)" +
                    QByteArray::number(m_retryAfter) + R"(},"code":429})";
                x->client->write("HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\n"
                                 "Retry-After: " +
                                 QByteArray::number(m_retryAfter) + "\r\nContent-Length: " +
                                 QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
                x->client->disconnectFromHost();
                return;
            }
            if (m_stallCount > 0 && m_stall != StallMode::None) {
                --m_stallCount;
                ++m_stalled;
                x->stall = m_stall;
                if (m_stall == StallMode::Headers)
                    return; // never forwarded: the request hangs until the client gives up
            }
        }
        auto *up = upstreamSocket(x->client, head);
        x->upstream = up;
        QObject::connect(up, &QSslSocket::readyRead, this, [this, x] { fromUpstream(x); });
        QObject::connect(up, &QSslSocket::disconnected, this, [x] {
            if (x->client && x->stall == StallMode::None) // a stalled stream stays open and silent
                x->client->disconnectFromHost();
        });
        QObject::connect(up, &QSslSocket::errorOccurred, this, [x](QAbstractSocket::SocketError) {
            if (x->client && x->stall == StallMode::None)
                x->client->disconnectFromHost();
        });
        start(up);
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
        if (x->stall == StallMode::Body) {
            // Pass the first bytes, then go silent (the connection stays open).
            const qint64 pass =
                std::max<qint64>(0, std::min<qint64>(m_stallAfter - x->passed, x->response.size()));
            x->client->write(x->response.left(pass));
            x->passed += pass;
            x->response.clear();
            return;
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

    bool m_drop = true;
    int m_tooMany = 0;
    int m_retryAfter = 1;
    int m_tooManyAnswered = 0;
    StallMode m_stall = StallMode::None;
    int m_stallCount = 0;
    qint64 m_stallAfter = 0;
    int m_stalled = 0;
    int m_watchRequests = 0;
    int m_dropped = 0;
    int m_requests = 0;
};

} // namespace testcluster
