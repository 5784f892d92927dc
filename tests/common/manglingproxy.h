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

#include "tlsfrontproxy.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <functional>
#include <memory>

namespace testcluster {

class ManglingProxy final : public TlsFrontProxy {
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
        /// Once the upstream head arrives (a watch never ends), sends
        /// rewrite({}) instead of the whole answer and closes.
        ReplaceAnswer,
        /// Once the upstream head arrives, sends rewrite({}) (a head of a
        /// chunked answer), then the same 1 MiB chunk of a JSON list's
        /// items for as long as the client reads: an answer without end.
        Endless,
    };
    struct Rule {
        QByteArray match; ///< a substring of the request line ("PATCH /api/v1/...")
        Mode mode = Rewrite;
        std::function<QByteArray(const QByteArray &answer)> rewrite;
    };

    /// upstream: the sandbox's server URL; pki: the sandbox's pki directory.
    ManglingProxy(const QUrl &upstream, const QString &pki, QObject *parent = nullptr)
        : TlsFrontProxy(upstream, pki, parent) {}

    /// Rules apply in order; the first whose match is in the request line wins.
    void setRules(QList<Rule> rules) { m_rules = std::move(rules); }
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
    /// The value of header name (lower case) in a whole HTTP answer's head, or empty.
    static QByteArray headerOf(const QByteArray &answer, const QByteArray &name) {
        const qsizetype end = answer.indexOf("\r\n\r\n");
        for (const QByteArray &line : answer.left(end < 0 ? 0 : end).split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == name)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
    /// A cache in between that ignores the query string: every request the rule
    /// matches gets the first answer it matched, a JSON list page with a continue
    /// token (the server's own, or one added to its metadata). A reader that
    /// follows the token gets the same page and the same token again, forever.
    static Rule samePageForever(const QByteArray &match) {
        auto first = std::make_shared<QByteArray>();
        return {match, Rewrite, [first](const QByteArray &upstream) -> QByteArray {
                    if (!first->isEmpty())
                        return *first;
                    QByteArray body = bodyOf(upstream);
                    const QByteArray key = "\"metadata\":{";
                    const qsizetype at = body.indexOf(key);
                    const QJsonObject meta =
                        QJsonDocument::fromJson(body).object().value(u"metadata").toObject();
                    if (at >= 0 && meta.value(u"continue").toString().isEmpty()) {
                        const bool empty = body.mid(at + key.size(), 1) == "}";
                        body.insert(at + key.size(), empty ? "\"continue\":\"bWFkby10ZXN0LWNhY2hl\""
                                                           : "\"continue\":\"bWFkby10ZXN0LWNhY2hl\",");
                    }
                    *first = answer(200, headerOf(upstream, "content-type"), body);
                    return *first;
                }};
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

    void serve(QSslSocket *client) override {
        track<Exchange>(client, [this](Exchange *x) { fromClient(x); });
    }

    void fromClient(Exchange *x) {
        x->request += x->client->readAll();
        if (x->forwarded)
            return; // one request per connection (Connection: close)
        const std::optional<Request> request = takeRequest(x->request);
        if (!request)
            return;
        const QByteArray requestLine = request->line;
        const QByteArray head = request->forward;
        x->forwarded = true;
        m_requests.append(requestLine);
        for (const Rule &rule : std::as_const(m_rules)) {
            if (requestLine.contains(rule.match)) {
                x->rule = &rule;
                m_mangled.append(requestLine);
                break;
            }
        }
        auto *up = upstreamSocket(x->client, head);
        x->upstream = up;
        QObject::connect(up, &QSslSocket::readyRead, this, [this, x] { fromUpstream(x); });
        QObject::connect(up, &QSslSocket::disconnected, this, [this, x] { upstreamDone(x); });
        QObject::connect(up, &QSslSocket::errorOccurred, this,
                         [this, x](QAbstractSocket::SocketError) { upstreamDone(x); });
        start(up);
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
        if (x->rule->mode == ReplaceAnswer) {
            x->client->write(x->rule->rewrite({}));
            x->headSent = true;
            x->client->disconnectFromHost();
            return;
        }
        if (x->rule->mode == Endless) {
            x->client->write(x->rule->rewrite({}));
            x->headSent = true;
            QSslSocket *client = x->client;
            auto more = [client] {
                static const QByteArray item = R"({"kind":"ConfigMap","apiVersion":"v1","data":{"k":")" +
                                               QByteArray(990, 'v') + R"("}},)";
                static const QByteArray chunk = []() -> QByteArray {
                    QByteArray data;
                    while (data.size() + item.size() <= (1 << 20))
                        data += item;
                    return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
                }();
                while (client->state() == QAbstractSocket::ConnectedState &&
                       client->bytesToWrite() < (8 << 20))
                    client->write(chunk);
            };
            QObject::connect(client, &QSslSocket::encryptedBytesWritten, client, more);
            more();
            return;
        }
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
        // Stall and ReplaceStream hold the client's connection open and silent; Endless goes on.
    }

    QList<Rule> m_rules;
    QList<QByteArray> m_mangled;
    QList<QByteArray> m_requests;
};

} // namespace testcluster
