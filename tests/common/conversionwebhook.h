#pragma once

// A real CRD conversion webhook for tests: an HTTPS server on loopback that
// answers the API server's ConversionReview (apiextensions.k8s.io/v1) for the
// migration lab's Widget (resources/migrate): v1 → v2 sets apiVersion and
// spec.color (the colour kept in the annotation mado.io/color by an earlier
// v2 → v1 conversion, else "blue"); v2 → v1 moves spec.color into that
// annotation. It presents the sandbox's own serving certificate (valid for
// 127.0.0.1), so the CRD's caBundle is the sandbox's ca.crt.
//
// It runs in its own thread: a test that blocks its own (QProcess::
// waitForFinished, kubectl()) must not stall the webhook the API server is
// calling meanwhile.
//
//     testcluster::ConversionWebhook hook(sandboxDir + "/pki");
//     QVERIFY2(hook.listen(), qPrintable(hook.errorString()));
//     kubectl patch crd ... with hook.conversionPatch()
//     hook.setMode(ConversionWebhook::Mode::Failure, "widgets are frozen");
//     hook.close(); // down: the port refuses connections

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <memory>

namespace testcluster {

class ConversionWebhook final {
public:
    enum class Mode {
        Convert, ///< converts and answers Success
        Failure, ///< answers response.result.status Failure with the message
        Http500, ///< answers HTTP 500 with the message as a plain-text body
        Hang,    ///< reads the review and never answers
    };

    /// pki: the sandbox's pki directory (apiserver.crt, apiserver.key, ca.crt).
    explicit ConversionWebhook(const QString &pki)
        : m_pki(pki) {
        m_thread.setObjectName(QStringLiteral("conversion-webhook"));
        m_thread.start();
        m_worker = new Worker(this);
        m_worker->moveToThread(&m_thread);
    }
    ~ConversionWebhook() {
        close();
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker] { delete w; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }

    /// Listens on a free loopback port (in the webhook's thread).
    bool listen() {
        bool ok = false;
        QMetaObject::invokeMethod(
            m_worker, [this, &ok] { ok = m_worker->listen(m_pki); }, Qt::BlockingQueuedConnection);
        return ok;
    }
    QString errorString() const { return m_error; }
    /// https://127.0.0.1:PORT/convert
    QString url() const { return QStringLiteral("https://127.0.0.1:%1/convert").arg(m_port); }
    /// The sandbox's CA (PEM), base64 as spec.conversion.webhook.clientConfig.caBundle wants it.
    QByteArray caBundle() const {
        QFile f(m_pki + QStringLiteral("/ca.crt"));
        return f.open(QIODevice::ReadOnly) ? f.readAll().toBase64() : QByteArray();
    }
    /// A merge patch of a CRD that makes this webhook its converter.
    QByteArray conversionPatch() const {
        return QStringLiteral(
                   R"({"spec":{"conversion":{"strategy":"Webhook","webhook":{)"
                   R"("conversionReviewVersions":["v1"],"clientConfig":{"url":"%1","caBundle":"%2"}}}}})")
            .arg(url(), QString::fromLatin1(caBundle()))
            .toUtf8();
    }
    /// How the next reviews are answered; message is the Failure's or the 500's text.
    void setMode(Mode mode, const QString &message = {}) {
        QMutexLocker lock(&m_mutex);
        m_mode = mode;
        m_message = message;
    }
    /// Stops listening and drops every open connection: the webhook is down and
    /// its port refuses connections.
    void close() {
        QMetaObject::invokeMethod(
            m_worker, [this] { m_worker->stop(); }, Qt::BlockingQueuedConnection);
    }
    /// ConversionReviews received so far (answered or not).
    int reviews() const { return m_reviews.load(); }
    /// Objects converted and answered with Success so far.
    int objectsConverted() const { return m_converted.load(); }
    /// The desiredAPIVersion of every review received, in order.
    QStringList desiredVersions() const {
        QMutexLocker lock(&m_mutex);
        return m_desired;
    }

    /// Converts one Widget to desired (group/version): the webhook's conversion.
    static QJsonObject convert(QJsonObject o, const QString &desired) {
        static const QString kColor = QStringLiteral("mado.io/color");
        o.insert(QStringLiteral("apiVersion"), desired);
        QJsonObject meta = o.value(QStringLiteral("metadata")).toObject();
        QJsonObject annotations = meta.value(QStringLiteral("annotations")).toObject();
        QJsonObject spec = o.value(QStringLiteral("spec")).toObject();
        if (desired.endsWith(QLatin1String("/v2"))) {
            spec.insert(QStringLiteral("color"), annotations.value(kColor).toString(QStringLiteral("blue")));
            annotations.remove(kColor);
        } else if (spec.contains(QStringLiteral("color"))) {
            annotations.insert(kColor, spec.value(QStringLiteral("color")));
            spec.remove(QStringLiteral("color"));
        }
        if (annotations.isEmpty())
            meta.remove(QStringLiteral("annotations"));
        else
            meta.insert(QStringLiteral("annotations"), annotations);
        o.insert(QStringLiteral("metadata"), meta);
        o.insert(QStringLiteral("spec"), spec);
        return o;
    }

private:
    class Worker final : public QObject {
    public:
        explicit Worker(ConversionWebhook *hook)
            : m_hook(hook) {}

        bool listen(const QString &pki) {
            auto read = [](const QString &path) {
                QFile f(path);
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            };
            const QSslCertificate cert(read(pki + QStringLiteral("/apiserver.crt")));
            QSslKey key(read(pki + QStringLiteral("/apiserver.key")), QSsl::Rsa);
            if (key.isNull())
                key = QSslKey(read(pki + QStringLiteral("/apiserver.key")), QSsl::Ec);
            if (cert.isNull() || key.isNull()) {
                m_hook->m_error = QStringLiteral("cannot read the sandbox's serving certificate and key");
                return false;
            }
            m_server = std::make_unique<QSslServer>();
            QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
            conf.setLocalCertificate(cert);
            conf.setPrivateKey(key);
            conf.setPeerVerifyMode(QSslSocket::VerifyNone);
            m_server->setSslConfiguration(conf); // no ALPN offered: the API server speaks HTTP/1.1
            QObject::connect(m_server.get(), &QSslServer::pendingConnectionAvailable, this, [this] {
                while (auto *s = qobject_cast<QSslSocket *>(m_server->nextPendingConnection()))
                    serve(s);
            });
            if (!m_server->listen(QHostAddress::LocalHost, 0)) {
                m_hook->m_error = m_server->errorString();
                return false;
            }
            m_hook->m_port = m_server->serverPort();
            return true;
        }

        void stop() {
            if (m_server && m_server->isListening()) {
                const quint16 port = m_server->serverPort();
                m_server->close();
                holdPort(port);
                // Connections still in their TLS handshake (or not yet taken) are
                // the server's children: they would complete later, never served.
                for (QSslSocket *s : m_server->findChildren<QSslSocket *>(Qt::FindDirectChildrenOnly))
                    s->abort();
            }
            for (const QPointer<QSslSocket> &s : std::as_const(m_sockets))
                if (s)
                    s->abort();
            m_sockets.clear();
        }
        ~Worker() override {
            if (m_held >= 0)
                ::close(m_held);
        }

    private:
        /// Keeps port bound without listening: a connection to it is refused,
        /// and no other server (another test's webhook, which converts Widgets
        /// the same way) is given the port while this webhook is down.
        void holdPort(quint16 port) {
            if (m_held >= 0)
                ::close(m_held);
            m_held = ::socket(AF_INET, SOCK_STREAM, 0);
            if (m_held < 0)
                return;
            const int on = 1;
            ::setsockopt(m_held, SOL_SOCKET, SO_REUSEADDR, &on,
                         sizeof on); // past closed connections' TIME_WAIT
            sockaddr_in addr{};
            addr.sin_family = AF_INET;
            addr.sin_port = htons(port);
            addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            if (::bind(m_held, reinterpret_cast<const sockaddr *>(&addr), sizeof addr) != 0) {
                ::close(m_held);
                m_held = -1;
            }
        }

        void serve(QSslSocket *s) {
            s->setParent(this);
            m_sockets.append(s);
            QObject::connect(s, &QSslSocket::readyRead, this, [this, s] { onData(s); });
            QObject::connect(s, &QSslSocket::disconnected, s, &QObject::deleteLater);
            QObject::connect(s, &QObject::destroyed, this, [this, s] { m_buffers.remove(s); });
        }

        void onData(QSslSocket *s) {
            QByteArray &buf = m_buffers[s];
            buf += s->readAll();
            for (;;) {
                const qsizetype end = buf.indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                qsizetype length = 0;
                for (const QByteArray &raw : buf.left(end).split('\n')) {
                    const QByteArray line = raw.trimmed();
                    if (line.toLower().startsWith("content-length:"))
                        length = line.mid(15).trimmed().toLongLong();
                }
                if (buf.size() < end + 4 + length)
                    return;
                const QByteArray body = buf.mid(end + 4, length);
                buf.remove(0, end + 4 + length);
                answer(s, body);
            }
        }

        void answer(QSslSocket *s, const QByteArray &body) {
            ++m_hook->m_reviews;
            const QJsonObject review = QJsonDocument::fromJson(body).object();
            const QJsonObject request = review.value(QStringLiteral("request")).toObject();
            const QString desired = request.value(QStringLiteral("desiredAPIVersion")).toString();
            Mode mode;
            QString message;
            {
                QMutexLocker lock(&m_hook->m_mutex);
                m_hook->m_desired << desired;
                mode = m_hook->m_mode;
                message = m_hook->m_message;
            }
            if (mode == Mode::Hang)
                return;
            if (mode == Mode::Http500) {
                const QByteArray text = message.toUtf8();
                s->write(
                    "HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/plain\r\nContent-Length: " +
                    QByteArray::number(text.size()) + "\r\n\r\n" + text);
                return;
            }
            QJsonObject result{{QStringLiteral("status"), QStringLiteral("Success")}};
            QJsonArray converted;
            if (mode == Mode::Failure) {
                result = {{QStringLiteral("status"), QStringLiteral("Failure")},
                          {QStringLiteral("message"), message}};
            } else {
                for (const QJsonValue &o : request.value(QStringLiteral("objects")).toArray())
                    converted.append(convert(o.toObject(), desired));
                m_hook->m_converted += int(converted.size());
            }
            const QJsonObject out{{QStringLiteral("apiVersion"), QStringLiteral("apiextensions.k8s.io/v1")},
                                  {QStringLiteral("kind"), QStringLiteral("ConversionReview")},
                                  {QStringLiteral("response"),
                                   QJsonObject{{QStringLiteral("uid"), request.value(QStringLiteral("uid"))},
                                               {QStringLiteral("convertedObjects"), converted},
                                               {QStringLiteral("result"), result}}}};
            const QByteArray json = QJsonDocument(out).toJson(QJsonDocument::Compact);
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                     QByteArray::number(json.size()) + "\r\n\r\n" + json);
        }

        ConversionWebhook *m_hook;
        std::unique_ptr<QSslServer> m_server;
        int m_held = -1; ///< the port of a webhook that is down, bound and not listening
        QList<QPointer<QSslSocket>> m_sockets;
        QHash<QSslSocket *, QByteArray> m_buffers;
    };

    QString m_pki;
    QThread m_thread;
    Worker *m_worker = nullptr;
    QString m_error;
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    Mode m_mode = Mode::Convert;
    QString m_message;
    QStringList m_desired;
    std::atomic<int> m_reviews{0};
    std::atomic<int> m_converted{0};
};

} // namespace testcluster
