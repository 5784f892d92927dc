#pragma once

#include "codecs/result.h"
#include "kube/apierror.h"
#include "kube/execcredential.h"
#include "kube/handle.h"
#include "kube/kubeconfig.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QUrlQuery>

#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace kube {

/// One API request: a verb, a path below the server's base, query, body.
struct Request {
    QByteArray verb = "GET";
    QString path; ///< e.g. "/api/v1/namespaces/default/configmaps"
    QUrlQuery query;
    QByteArray body;
    QByteArray contentType; ///< of body
    QByteArray accept = "application/json";
    QList<QPair<QByteArray, QByteArray>> headers;
    /// Deliver the body in chunks as it arrives (Call::chunk) instead of at
    /// the end: for watches and other long streams.
    bool stream = false;
    /// True for GET, HEAD and OPTIONS: reads that Qt's HTTP stack may send
    /// again on a fresh connection when one dies before the answer. Every
    /// other request goes out exactly once: its body is handed over as a
    /// stream that cannot be rewound, so a dropped connection is reported
    /// (ContentReSendError or a network error), never silently resent.
    bool isSafeToRepeat() const { return verb == "GET" || verb == "HEAD" || verb == "OPTIONS"; }
    /// How many times a read (GET or HEAD, not a stream) that the server
    /// answers 429, or 5xx, with a Retry-After header is sent again after the
    /// wait it asks for (at most 10 minutes each), as client-go does (10
    /// times); then the answer is the caller's. A write is never sent again.
    int throttleRetries = 10;
};

/// A successful answer (HTTP 2xx).
struct Response {
    int httpStatus = 0;
    QByteArray body;
    QByteArray contentType;
    QStringList warnings; ///< Warning headers (299 "...") the server sent
};

using CallResult = mado::Result<Response, ApiError>;

/// The handle of one request in flight (the shape of kube/handle.h): it emits
/// finished() once; result() is valid from then on. Children of the client.
class Call final : public Task<Response> {
    Q_OBJECT

public:
    /// Aborts the request; finished() follows with a Canceled error.
    void cancel() override;
    /// The Content-Type of a streaming request's 2xx answer, once opened().
    QByteArray contentType() const { return m_contentType; }

signals:
    /// A streaming request's 2xx answer started (its headers arrived).
    void opened();
    /// A streaming request's next bytes of a 2xx body (Request::stream).
    void chunk(const QByteArray &data);

private:
    friend class Client;
    explicit Call(QObject *parent)
        : Task(parent) {}

    QPointer<QNetworkReply> m_reply;
    Request m_request; ///< kept for a retry with fresh exec credentials
    int m_attempt = 0;
    int m_networkRetries = 0;  ///< reads sent again after a connection ended unanswered
    int m_throttleRetries = 0; ///< reads sent again after a 429 or 5xx with Retry-After
    QByteArray m_contentType;
    bool m_opened = false;
    qint64 m_sentAt = 0; ///< ms since epoch, for the request log
};

/// The API client of one kubeconfig context: one QNetworkAccessManager (so one
/// connection pool, HTTP/2 where offered) with the context's TLS and auth.
class Client final : public QObject {
    Q_OBJECT

public:
    /// Builds a client; fails when the context's TLS material or credentials
    /// cannot be read, naming the file or field.
    static mado::Result<std::unique_ptr<Client>, ApiError> create(const ResolvedContext &context,
                                                                  QObject *parent = nullptr);
    ~Client() override;

    const ResolvedContext &context() const { return m_context; }
    QString server() const { return m_context.cluster.server; }

    /// Sends a request; never blocks. The returned Call is parented to this client.
    Call *send(const Request &request);

    /// Shorthand for a GET of path with JSON accepted.
    Call *get(const QString &path, const QUrlQuery &query = {});

    /// The proxy requests go through, as "http://proxy.corp:3128 (HTTPS_PROXY)"
    /// (without credentials; the source is "proxy-url" or the environment
    /// variable); empty when they go direct.
    QString proxyDescription() const { return m_proxyDescription; }

    /// How often the exec credential plugin ran (0 without one).
    int execPluginRuns() const;

    /// The request log of every client, on standard error, like kubectl's -v:
    /// from 6 one line per answer (verb, URL, status, time), from 8 also the
    /// request and response headers. Credentials (Authorization,
    /// Proxy-Authorization, cookies) are always masked. 0 (default): none.
    static void setLogLevel(int level);
    static int logLevel();
    /// A header value as the request log shows it: credentials masked, e.g.
    /// "Bearer <masked>".
    static QByteArray loggedHeaderValue(const QByteArray &name, const QByteArray &value);

private:
    explicit Client(const ResolvedContext &context, QObject *parent);
    std::optional<ApiError> prepare();
    std::optional<ApiError> prepareImpersonation();
    std::optional<ApiError> applyAuth(QNetworkRequest &req);
    void dispatch(Call *call);
    void waitForCredentials(Call *call);
    void onReplyFinished(Call *call, QNetworkReply *reply);
    /// New requests go out on new connections (a new network manager).
    void freshConnections();
    /// A reply of manager is gone; a replaced manager goes with its last one.
    void replyGone(QNetworkAccessManager *manager);
    /// A network manager for one more stream: one with room, or a new one.
    QNetworkAccessManager *streamManager();
    /// A new network manager set up as m_nam is.
    QNetworkAccessManager *newManager();

    ResolvedContext m_context;
    QNetworkAccessManager *m_nam = nullptr;
    QHash<QNetworkAccessManager *, int> m_inFlight; ///< replies alive per manager
    /// The managers streams go out on (watches): never m_nam, so that open
    /// streams cannot hold every connection to the server (see streamManager()).
    QList<QNetworkAccessManager *> m_streamManagers;
    QSslConfiguration m_ssl;
    QByteArray m_tokenFromFile;
    QDateTime m_tokenFileStamp;
    ExecCredentialPlugin *m_exec = nullptr;
    /// The Impersonate-* headers of the context's user, sent with every request.
    QList<std::pair<QByteArray, QByteArray>> m_impersonation;
    QString m_proxyDescription;
    HandlePtr<ExecRun> m_execRun; ///< the plugin run the waiting calls wait for
    QList<QPointer<Call>> m_waiting;
};

/// Adds key=value to query with value as plain text. QUrlQuery takes a "%"
/// and two hex digits in a value as an encoded character (a field manager
/// "ci%41" would be sent as "ciA"), so each "%" is escaped first. For the
/// values people type: selectors, field managers.
void addQueryText(QUrlQuery &query, const QString &key, const QString &value);

/// Why value cannot be an object's name (or, with isNamespace, a namespace)
/// in a request path, by client-go's rule: "." and ".." would be resolved
/// away (the request would reach the collection or the object above), a "/"
/// or a "%" would make another path (a subresource, say). Empty when it can.
QString pathSegmentError(const QString &value, bool isNamespace = false);

} // namespace kube
