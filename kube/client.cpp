#include "kube/client.h"
#include "codecs/decode.h"
#include "codecs/fileerror.h"
#include "codecs/limits.h"
#include "kube/inputfile.h"
#include "kube/proxyenv.h"
#include "kube/requesttimeout.h"
#include "kube/terminalsafe.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcessEnvironment>
#include <QSslCertificate>
#include <QSslKey>
#include <QTimer>

#include <openssl/crypto.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <utility>

namespace kube {

namespace {

// libcrypto frees its global tables from an atexit handler. Qt runs HTTP in a
// thread per QNetworkAccessManager; when a manager goes just before the process
// ends, that thread may still be freeing its own OpenSSL thread-local state
// (pthread key destructors) while the handler frees the same tables, and glibc
// aborts with "double free or corruption". Initialising libcrypto before Qt
// does, without the handler, leaves that memory to the end of the process.
[[maybe_unused]] const bool kLibcryptoWithoutAtExit =
    OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, nullptr) == 1;

/// An extra key as the name of an Impersonate-Extra- header: bytes that may
/// not stand in a header name (RFC 7230's token characters), and '%' itself,
/// percent-encoded, as client-go writes it and the API server decodes it.
QByteArray impersonationKey(const QString &key) {
    static const QByteArray token = QByteArrayLiteral("!#$&'*+-.^_`|~");
    QByteArray out;
    for (const char c : key.toUtf8()) {
        const auto b = static_cast<unsigned char>(c);
        if ((b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || token.contains(c))
            out.append(c);
        else
            out.append('%').append(QByteArray::number(b, 16).toUpper().rightJustified(2, '0'));
    }
    return out;
}

/// The first header of req whose value holds a byte HTTP does not allow in
/// a field value (a control character other than tab: a line break would end
/// the header and start another). Go's net/http refuses such a request too
/// (kubectl's "invalid header field value").
QByteArray unsendableHeader(const QNetworkRequest &req) {
    for (const QByteArray &name : req.rawHeaderList()) {
        for (const char c : req.rawHeader(name)) {
            const auto b = static_cast<unsigned char>(c);
            if ((b < 0x20 && b != '\t') || b == 0x7f)
                return name;
        }
    }
    return {};
}

/// The query as Go's url.ParseQuery reads it back: each key and value
/// percent-encoded but for unreserved characters. QUrl leaves a "+" as it is,
/// which the server reads as a space: a field manager "ci+bot" arrived as
/// "ci bot".
QString formQuery(const QUrlQuery &query) {
    QByteArray out;
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!out.isEmpty())
            out += '&';
        out += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return QString::fromLatin1(out);
}

ApiError configError(const QString &message) {
    ApiError e;
    e.kind = ApiError::Kind::Config;
    e.message = message;
    return e;
}

/// An answer (of HTTP status) that is none Mado reads as one.
ApiError answerError(int status, const QString &message) {
    ApiError e;
    e.kind = ApiError::Kind::Decode;
    e.httpStatus = status;
    e.message = message;
    return e;
}

/// Reads inline data or, when empty, the file at path.
std::optional<QByteArray> dataOrFile(const QByteArray &data, const QString &path, QString *error) {
    if (!data.isEmpty())
        return data;
    if (path.isEmpty())
        return QByteArray();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Client::tr("Cannot read %1: %2").arg(path, mado::fileErrorText(f));
        return std::nullopt;
    }
    return mado::readInputFile(f, path, error);
}

QSslKey parseKey(const QByteArray &pem) {
    for (QSsl::KeyAlgorithm alg : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, alg, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            return key;
    }
    return {};
}

int g_logLevel = 0;

/// A request body that can be read once: sequential, and reset() fails, so
/// Qt's HTTP stack cannot send it a second time on its own.
class OneShotBody final : public QIODevice {
public:
    OneShotBody(const QByteArray &data, QObject *parent)
        : QIODevice(parent)
        , m_data(data) {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    bool reset() override { return false; }
    qint64 bytesAvailable() const override { return m_data.size() - m_pos + QIODevice::bytesAvailable(); }
    qint64 size() const override { return m_data.size(); }
    bool atEnd() const override { return m_pos >= m_data.size() && QIODevice::bytesAvailable() == 0; }

protected:
    qint64 readData(char *out, qint64 max) override {
        const qint64 n = std::min<qint64>(max, m_data.size() - m_pos);
        if (n <= 0)
            return m_pos >= m_data.size() ? -1 : 0;
        memcpy(out, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_pos = 0;
};

void logLine(const QByteArray &line) {
    // One write per line, so that lines of concurrent requests do not interleave.
    const QByteArray l = terminalSafe(line) + '\n';
    fwrite(l.constData(), 1, size_t(l.size()), stderr);
    fflush(stderr);
}

// As sent: percent-encoded (a space, a non-ASCII letter), so a logged URL can
// be pasted into curl; without user info.
QByteArray loggedUrl(const QUrl &url) {
    return url.toString(QUrl::RemoveUserInfo | QUrl::FullyEncoded).toUtf8();
}

} // namespace

void Client::setLogLevel(int level) {
    g_logLevel = level;
}

int Client::logLevel() {
    return g_logLevel;
}

QByteArray Client::loggedHeaderValue(const QByteArray &name, const QByteArray &value) {
    const QByteArray n = name.toLower();
    if (n == "authorization" || n == "proxy-authorization") {
        const qsizetype space = value.indexOf(' ');
        return (space > 0 ? value.left(space + 1) : QByteArray()) + "<masked>";
    }
    if (n == "cookie" || n == "set-cookie")
        return "<masked>";
    return value;
}

namespace {
int s_requestTimeoutSeconds = 60;
/// The most Mado keeps of one answer that is not a stream (after any
/// Content-Encoding): as much as it lets an answer inflate to.
constexpr qint64 kMaxAnswerBytes = codecs::Limits{}.maxDecompressedBytes;
// An error's answer is a Status (a few KiB) or a proxy's page: past this much
// it is no answer worth reading. A watch that got one waits for its end, and
// a gibibyte took longer than a watch waits for its answer on a busy machine.
constexpr qint64 kMaxErrorAnswerBytes = 64LL << 20;

/// A proxy's or load balancer's web page: never an API answer.
bool isWebPage(const QByteArray &contentType) {
    return contentType.trimmed().toLower().startsWith("text/html");
}
} // namespace

void setRequestTimeout(int seconds) {
    s_requestTimeoutSeconds = seconds;
}

int requestTimeout() {
    return s_requestTimeoutSeconds;
}

void Call::cancel() {
    if (isFinished())
        return;
    if (m_reply) {
        m_reply->setProperty("madoCanceled", true);
        m_reply->abort();
    } else {
        ApiError e;
        e.kind = ApiError::Kind::Canceled;
        finish(e);
    }
}

Client::Client(const ResolvedContext &context, QObject *parent)
    : QObject(parent)
    , m_context(context) {
    m_nam = newManager();
}

void Client::freshConnections() {
    // Not clearConnectionCache(): in Qt 6.4 it ends the manager's HTTP thread,
    // and every other request in flight on it (a discovery sibling, an open
    // watch) then never finishes, until its transfer timeout or forever. A new
    // manager gets new connections; the old one serves what it has in flight
    // and goes when its last reply has finished.
    QNetworkAccessManager *old = m_nam;
    m_nam = newManager();
    // The stream managers are replaced too: later streams get new ones.
    QList<QNetworkAccessManager *> retired = std::exchange(m_streamManagers, {});
    retired.append(old);
    for (QNetworkAccessManager *manager : std::as_const(retired)) {
        if (m_inFlight.value(manager) == 0) {
            m_inFlight.remove(manager);
            manager->deleteLater();
        }
    }
}

QNetworkAccessManager *Client::newManager() {
    auto *manager = new QNetworkAccessManager(this);
    manager->setRedirectPolicy(m_nam ? m_nam->redirectPolicy() : QNetworkRequest::ManualRedirectPolicy);
    if (m_nam)
        manager->setProxy(m_nam->proxy());
    return manager;
}

QNetworkAccessManager *Client::streamManager() {
    // Over HTTP/1.1 (plain http, e.g. kubectl proxy, or a load balancer
    // that does not speak HTTP/2) a stream holds a connection for as long as
    // it is open, and Qt opens at most six to one host per manager and
    // queues the rest: with six watches open on m_nam every other request
    // waited for one of them to end. Go's transport has no such limit. So
    // streams go out on managers of their own, six to a manager (over
    // HTTP/2 the six share one connection).
    constexpr int kStreamsPerManager = 6;
    for (QNetworkAccessManager *manager : std::as_const(m_streamManagers)) {
        if (m_inFlight.value(manager) < kStreamsPerManager)
            return manager;
    }
    m_streamManagers.append(newManager());
    return m_streamManagers.last();
}

void Client::replyGone(QNetworkAccessManager *manager) {
    const auto it = m_inFlight.find(manager);
    if (it == m_inFlight.end())
        return;
    if (--it.value() <= 0 && manager != m_nam && !m_streamManagers.contains(manager)) {
        m_inFlight.erase(it);
        manager->deleteLater();
    }
}

Client::~Client() {
    // The handles (calls, watches, discoveries) go first: stopping them aborts
    // replies, which needs the network manager they came from.
    QList<QPointer<Handle>> handles;
    for (Handle *h : findChildren<Handle *>(Qt::FindDirectChildrenOnly))
        handles.append(h);
    for (const QPointer<Handle> &h : std::as_const(handles))
        delete h.data();
}

mado::Result<std::unique_ptr<Client>, ApiError> Client::create(const ResolvedContext &context,
                                                               QObject *parent) {
    std::unique_ptr<Client> c(new Client(context, parent));
    if (auto err = c->prepare())
        return *err;
    return c;
}

std::optional<ApiError> Client::prepare() {
    const ClusterEntry &cl = m_context.cluster;
    const UserEntry &u = m_context.user;
    const QUrl server(cl.server);
    if (!server.isValid() ||
        (server.scheme() != QLatin1String("https") && server.scheme() != QLatin1String("http")))
        return configError(tr("The server address \"%1\" of context \"%2\" is not an http(s) URL.")
                               .arg(cl.server, m_context.name));

    m_ssl = QSslConfiguration::defaultConfiguration();
    m_ssl.setProtocol(QSsl::TlsV1_2OrLater);
    QString err;
    const auto ca = dataOrFile(cl.certificateAuthorityData, cl.certificateAuthority, &err);
    if (!ca)
        return configError(err);
    if (!ca->isEmpty()) {
        const QList<QSslCertificate> certs = QSslCertificate::fromData(*ca, QSsl::Pem);
        if (certs.isEmpty())
            return configError(
                tr("The certificate authority for %1 holds no PEM certificate.").arg(cl.server));
        // Trust exactly the kubeconfig's CA, as kubectl does.
        m_ssl.setCaCertificates(certs);
    }
    if (cl.insecureSkipTlsVerify)
        m_ssl.setPeerVerifyMode(QSslSocket::VerifyNone);

    const auto cert = dataOrFile(u.clientCertificateData, u.clientCertificate, &err);
    if (!cert)
        return configError(err);
    const auto key = dataOrFile(u.clientKeyData, u.clientKey, &err);
    if (!key)
        return configError(err);
    if (!cert->isEmpty() || !key->isEmpty()) {
        const QList<QSslCertificate> chain = QSslCertificate::fromData(*cert, QSsl::Pem);
        if (chain.isEmpty())
            return configError(
                tr("The client certificate of context \"%1\" is not a PEM certificate.").arg(m_context.name));
        const QSslKey k = parseKey(*key);
        if (k.isNull())
            return configError(tr("The client key of context \"%1\" is not a PEM RSA or EC private key.")
                                   .arg(m_context.name));
        m_ssl.setLocalCertificateChain(chain);
        m_ssl.setPrivateKey(k);
    }

    // The kubeconfig's proxy-url, else the environment's, as kubectl takes them.
    QUrl proxyUrl;
    QString proxySource;
    if (!cl.proxyUrl.isEmpty()) {
        proxyUrl = QUrl(cl.proxyUrl);
        proxySource = QStringLiteral("proxy-url");
    } else if (const auto fromEnv =
                   proxyFromEnvironment(cl.server, QProcessEnvironment::systemEnvironment())) {
        proxyUrl = fromEnv->url;
        proxySource = fromEnv->variable;
    }
    if (proxySource.isEmpty()) {
        m_nam->setProxy(QNetworkProxy::NoProxy);
    } else {
        // Credentials in the proxy's URL are never shown.
        const QString shown = proxyUrl.toString(QUrl::RemovePassword);
        const QString scheme = proxyUrl.scheme().toLower();
        QNetworkProxy proxy;
        if (scheme == QLatin1String("socks5") || scheme == QLatin1String("socks5h"))
            proxy.setType(QNetworkProxy::Socks5Proxy); // Qt's SOCKS5 resolves names at the proxy
        else if (scheme == QLatin1String("http"))
            proxy.setType(QNetworkProxy::HttpProxy);
        if (proxy.type() == QNetworkProxy::DefaultProxy || proxyUrl.host().isEmpty()) {
            if (proxySource == QLatin1String("proxy-url"))
                return configError(
                    tr("The proxy-url \"%1\" has a scheme Mado does not support (http, socks5).").arg(shown));
            return configError(tr("The proxy \"%1\" in the environment variable %2 is not one Mado can use: "
                                  "it takes an http or socks5 proxy with a host name.")
                                   .arg(shown, proxySource));
        }
        proxy.setHostName(proxyUrl.host());
        proxy.setPort(quint16(proxyUrl.port(proxy.type() == QNetworkProxy::Socks5Proxy ? 1080 : 80)));
        proxy.setUser(proxyUrl.userName(QUrl::FullyDecoded));
        proxy.setPassword(proxyUrl.password(QUrl::FullyDecoded));
        m_nam->setProxy(proxy);
        m_proxyDescription =
            proxyUrl.toString(QUrl::RemoveUserInfo) + QStringLiteral(" (") + proxySource + QLatin1Char(')');
        if (g_logLevel >= 6)
            logLine("Proxy " + m_proxyDescription.toUtf8() + " for " + loggedUrl(server));
    }
    if (u.exec)
        m_exec = new ExecCredentialPlugin(*u.exec, cl, this);
    return prepareImpersonation();
}

std::optional<ApiError> Client::prepareImpersonation() {
    const UserEntry &u = m_context.user;
    if (u.impersonate.isEmpty()) {
        if (!u.impersonateUid.isEmpty() || !u.impersonateGroups.isEmpty() || !u.impersonateExtra.isEmpty())
            return configError(tr("The context \"%1\" asks for the uid, groups or extra of an impersonated "
                                  "user but names no user to impersonate (as).")
                                   .arg(m_context.name));
        return std::nullopt;
    }
    // The API server takes each group and each extra value from a header of
    // its own; Qt 6.4 sends a header name once per request. More than one
    // would need repeated headers: refused rather than sent as something else.
    if (u.impersonateGroups.size() > 1)
        return configError(
            tr("The context \"%1\" impersonates more than one group (%2): the API server takes "
               "each from a header of its own, and Mado cannot send a request header twice.")
                .arg(m_context.name, u.impersonateGroups.join(QStringLiteral(", "))));
    for (auto it = u.impersonateExtra.cbegin(); it != u.impersonateExtra.cend(); ++it) {
        if (it.value().size() > 1)
            return configError(
                tr("The context \"%1\" gives the impersonated user's extra \"%2\" more than one "
                   "value (%3): the API server takes each from a header of its own, and Mado "
                   "cannot send a request header twice.")
                    .arg(m_context.name, it.key(), it.value().join(QStringLiteral(", "))));
    }
    m_impersonation.append({"Impersonate-User", u.impersonate.toUtf8()});
    if (!u.impersonateUid.isEmpty())
        m_impersonation.append({"Impersonate-Uid", u.impersonateUid.toUtf8()});
    for (const QString &group : u.impersonateGroups)
        m_impersonation.append({"Impersonate-Group", group.toUtf8()});
    for (auto it = u.impersonateExtra.cbegin(); it != u.impersonateExtra.cend(); ++it) {
        for (const QString &value : it.value())
            m_impersonation.append({"Impersonate-Extra-" + impersonationKey(it.key()), value.toUtf8()});
    }
    return std::nullopt;
}

int Client::execPluginRuns() const {
    return m_exec ? m_exec->runs() : 0;
}

std::optional<ApiError> Client::applyAuth(QNetworkRequest &req) {
    if (m_exec) {
        const ExecCredential &c = m_exec->credential();
        if (!c.token.isEmpty()) {
            req.setRawHeader("Authorization", "Bearer " + c.token);
        } else {
            QSslConfiguration ssl = req.sslConfiguration();
            const QSslKey key = parseKey(c.clientKeyPem);
            const QList<QSslCertificate> chain = QSslCertificate::fromData(c.clientCertificatePem, QSsl::Pem);
            if (key.isNull() || chain.isEmpty())
                return configError(
                    tr("The exec credential plugin returned a client certificate or key that is not PEM."));
            ssl.setLocalCertificateChain(chain);
            ssl.setPrivateKey(key);
            req.setSslConfiguration(ssl);
        }
        return std::nullopt;
    }
    const UserEntry &u = m_context.user;
    QByteArray token = u.token.toUtf8();
    if (token.isEmpty() && !u.tokenFile.isEmpty()) {
        // Re-read the token file whenever it changes (rotated tokens).
        const QFileInfo fi(u.tokenFile);
        if (!fi.exists())
            return configError(tr("The token file %1 does not exist.").arg(u.tokenFile));
        if (fi.lastModified() != m_tokenFileStamp) {
            QFile f(u.tokenFile);
            if (!f.open(QIODevice::ReadOnly))
                return configError(tr("Cannot read %1: %2").arg(u.tokenFile, mado::fileErrorText(f)));
            QString tooLarge;
            const auto token = mado::readInputFile(f, u.tokenFile, &tooLarge);
            if (!token)
                return configError(tooLarge);
            m_tokenFromFile = token->trimmed();
            m_tokenFileStamp = fi.lastModified();
        }
        token = m_tokenFromFile;
    }
    if (!token.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + token);
    else if (!u.username.isEmpty())
        req.setRawHeader("Authorization",
                         "Basic " + (u.username + QLatin1Char(':') + u.password).toUtf8().toBase64());
    return std::nullopt;
}

Call *Client::get(const QString &path, const QUrlQuery &query) {
    Request r;
    r.path = path;
    r.query = query;
    return send(r);
}

Call *Client::send(const Request &request) {
    auto *call = new Call(this);
    call->m_request = request;
    if (m_exec && !m_exec->hasValid())
        waitForCredentials(call);
    else
        dispatch(call);
    return call;
}

void Client::waitForCredentials(Call *call) {
    m_waiting.append(call);
    if (m_execRun)
        return;
    ExecRun *run = m_exec->fetch();
    m_execRun.reset(run);
    connect(run, &ExecRun::finished, this, [this, run] {
        const ExecRun::ResultType result = run->result();
        m_execRun.reset();
        const QList<QPointer<Call>> waiting = std::exchange(m_waiting, {});
        for (const QPointer<Call> &call : waiting) {
            if (!call || call->isFinished())
                continue;
            if (result)
                dispatch(call);
            else
                call->finish(result.error());
        }
    });
}

void Client::dispatch(Call *call) {
    const Request &request = call->m_request;
    QUrl url(m_context.cluster.server);
    QString base = url.path();
    if (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    url.setPath(base + request.path);
    if (!request.query.isEmpty())
        url.setQuery(formQuery(request.query), QUrl::StrictMode);

    QNetworkRequest req(url);
    req.setSslConfiguration(m_ssl);
    if (!m_context.cluster.tlsServerName.isEmpty())
        req.setPeerVerifyName(m_context.cluster.tlsServerName);
    req.setAttribute(QNetworkRequest::Http2AllowedAttribute, true);
    // Qt fails an answer that inflates past 10 MiB to more than 40 times its
    // compressed size as a decompression bomb, and a list of similar objects
    // does (twelve ConfigMaps of 1 MB: 12 MB from 40 KB, which kubectl reads).
    // Any ratio is an answer up to the limit Mado keeps for an inflated body.
    req.setDecompressedSafetyCheckThreshold(codecs::Limits{}.maxDecompressedBytes);
    if (!request.stream && s_requestTimeoutSeconds > 0)
        req.setTransferTimeout(s_requestTimeoutSeconds * 1000);
    req.setRawHeader("Accept", request.accept);
    req.setRawHeader("User-Agent", "mado/" MADO_VERSION);
    if (!request.contentType.isEmpty())
        req.setHeader(QNetworkRequest::ContentTypeHeader, request.contentType);
    for (const auto &[name, value] : request.headers)
        req.setRawHeader(name, value);
    for (const auto &[name, value] : std::as_const(m_impersonation))
        req.setRawHeader(name, value);
    // Qt resolves a "." or ".." segment before sending: a PATCH of the
    // ConfigMap ".." would reach the namespace. Callers check names
    // (pathSegmentError); this stops any other path that has one.
    const QList<QStringView> segments = QStringView(request.path).split(u'/');
    if (std::any_of(segments.cbegin(), segments.cend(),
                    [](QStringView s) { return s == u"." || s == u".."; })) {
        call->finishLater(configError(tr("The request path %1 holds a \".\" or \"..\" segment, which would "
                                         "address another object; the request was not sent.")
                                          .arg(request.path)));
        return;
    }
    if (auto err = applyAuth(req)) {
        // Report asynchronously so that callers always connect before finished().
        call->finishLater(*err);
        return;
    }
    // A token, token file, exec credential or impersonated name with a line
    // break would otherwise add headers of its own to the request. The value
    // may be a secret: only the header's name is told.
    if (const QByteArray name = unsendableHeader(req); !name.isEmpty()) {
        call->finishLater(configError(
            tr("The request header %1 for context \"%2\" would hold a line break or another control "
               "character (from the kubeconfig, a token file or an exec credential plugin); the request "
               "was not sent.")
                .arg(QString::fromLatin1(name), m_context.name)));
        return;
    }

    if (g_logLevel >= 8) {
        logLine(request.verb + ' ' + loggedUrl(url) + " (request)");
        for (const QByteArray &name : req.rawHeaderList())
            logLine("    " + name + ": " + loggedHeaderValue(name, req.rawHeader(name)));
    }
    call->m_sentAt = QDateTime::currentMSecsSinceEpoch();
    QNetworkReply *reply = nullptr;
    QNetworkAccessManager *manager = request.stream ? streamManager() : m_nam;
    if (request.isSafeToRepeat() || request.body.isEmpty()) {
        reply = manager->sendCustomRequest(req, request.verb, request.body);
    } else {
        // A write goes out once: Qt resends a request whose connection died
        // before the answer when it can rewind the body, which this one refuses.
        req.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
        req.setHeader(QNetworkRequest::ContentLengthHeader, request.body.size());
        auto *body = new OneShotBody(request.body, call);
        reply = manager->sendCustomRequest(req, request.verb, body);
    }
    call->m_reply = reply;
    ++m_inFlight[manager];
    reply->setParent(call);
    // Counted down however the reply ends (finished, or deleted with its call).
    connect(reply, &QObject::destroyed, this, [this, manager = QPointer(manager)] {
        if (manager)
            replyGone(manager);
    });
    // An answer is kept whole until it ends (all but a stream's own events).
    // One that never ends (a proxy or server gone wrong) would take all
    // memory: past the most Mado keeps of one answer, it is abandoned as it
    // arrives, or at once when its Content-Length says so.
    auto tooLarge = [reply] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const qint64 limit = status >= 400 ? kMaxErrorAnswerBytes : kMaxAnswerBytes;
        if (!reply->property("madoTooLarge").isValid() &&
            (reply->bytesAvailable() > limit || (length.isValid() && length.toLongLong() > limit))) {
            reply->setProperty("madoTooLarge", limit);
            // Not from within Qt's own signal: it would report an error twice.
            QMetaObject::invokeMethod(reply, &QNetworkReply::abort, Qt::QueuedConnection);
        }
    };
    if (!request.stream) {
        connect(reply, &QNetworkReply::metaDataChanged, call, tooLarge);
        connect(reply, &QNetworkReply::readyRead, call, tooLarge);
    } else {
        // A stream's events go to the caller as they come; an answer that is
        // no stream (an error's body, a web page) is kept, as above.
        auto open = [call, reply] {
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            if (call->m_opened || status < 200 || status >= 300)
                return status >= 200 && status < 300;
            const QByteArray contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
            if (isWebPage(contentType)) {
                // A web page instead of the stream: keep its start, and say so
                // when it ends (onReplyFinished).
                reply->setReadBufferSize(64 * 1024);
                return false;
            }
            call->m_opened = true;
            call->m_contentType = contentType;
            emit call->opened();
            return true;
        };
        connect(reply, &QNetworkReply::metaDataChanged, call, [open, tooLarge] {
            if (!open())
                tooLarge();
        });
        connect(reply, &QNetworkReply::readyRead, call, [call, reply, open, tooLarge] {
            if (open()) {
                emit call->chunk(reply->readAll());
            } else if (reply->readBufferSize() > 0 && reply->bytesAvailable() >= reply->readBufferSize() &&
                       !reply->property("madoWebPage").isValid()) {
                // The web page's start is all Mado keeps of it, and its end may
                // never come (a stream has no transfer timeout): said now.
                reply->setProperty("madoWebPage", reply->readAll());
                QMetaObject::invokeMethod(reply, &QNetworkReply::abort, Qt::QueuedConnection);
            } else {
                tooLarge();
            }
        });
    }
    connect(reply, &QNetworkReply::finished, call, [this, call, reply] { onReplyFinished(call, reply); });
    connect(reply, &QNetworkReply::sslErrors, call, [call](const QList<QSslError> &errors) {
        // Keep the first TLS reason; the reply then fails with SslHandshakeFailedError.
        if (!errors.isEmpty() && call->m_reply)
            call->m_reply->setProperty("madoTlsReason", errors.first().errorString());
    });
}

void Client::onReplyFinished(Call *call, QNetworkReply *reply) {
    reply->deleteLater();
    call->m_reply = nullptr;
    const auto netErr = reply->error();
    if (const QVariant limit = reply->property("madoTooLarge"); limit.isValid()) {
        call->finish(answerError(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                 tr("The server's answer is larger than %1 MiB, more than Mado keeps of one "
                                    "answer; Mado stopped reading it.")
                                     .arg(limit.toLongLong() >> 20)));
        return;
    }
    if (const QVariant page = reply->property("madoWebPage"); page.isValid()) {
        const QByteArray contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        const auto unaccepted =
            codecs::unacceptedContentType(call->m_request.accept, contentType, page.toByteArray());
        call->finish(answerError(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                 unaccepted ? unaccepted->message : QString::fromLatin1(contentType)));
        return;
    }
    if (netErr == QNetworkReply::OperationCanceledError && !reply->property("madoCanceled").toBool() &&
        !call->m_request.stream) {
        // Not canceled by the caller: the transfer timeout abandoned a stalled request.
        ApiError e;
        e.kind = ApiError::Kind::Network;
        e.message = tr("The server sent no data for %n second(s); the request was abandoned.", nullptr,
                       s_requestTimeoutSeconds);
        call->finish(e);
        return;
    }
    if (netErr == QNetworkReply::OperationCanceledError) {
        ApiError e;
        e.kind = ApiError::Kind::Canceled;
        call->finish(e);
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (g_logLevel >= 6) {
        const qint64 ms = QDateTime::currentMSecsSinceEpoch() - call->m_sentAt;
        logLine(call->m_request.verb + ' ' + loggedUrl(reply->url()) + ' ' +
                (status ? QByteArray::number(status) : reply->errorString().toUtf8()) + " in " +
                QByteArray::number(ms) + " ms");
        if (g_logLevel >= 8) {
            for (const auto &[name, value] : reply->rawHeaderPairs())
                logLine("    " + name + ": " + loggedHeaderValue(name, value));
        }
    }
    if (status == 401) {
        // Qt 6.4's HTTP/2 stack stalls the next request on a connection that
        // answered 401 (its authentication handling keeps the connection
        // waiting). The next request gets a fresh connection.
        freshConnections();
    }
    if (status == 401 && m_exec && call->m_attempt == 0) {
        // The plugin's credential was refused: run it again once, then retry.
        call->m_attempt = 1;
        m_exec->invalidate();
        waitForCredentials(call);
        return;
    }
    const bool read = call->m_request.verb == "GET" || call->m_request.verb == "HEAD";
    if ((status == 429 || status >= 500) && read && !call->m_request.stream &&
        call->m_throttleRetries < call->m_request.throttleRetries && reply->hasRawHeader("Retry-After")) {
        // The server asks the client to come back (priority and fairness
        // answer 429, a starting or overloaded server 503): a read goes out
        // again after the wait, as client-go's does. Not a write: it may
        // have been carried out even so.
        bool ok = false;
        const qint64 seconds = reply->rawHeader("Retry-After").trimmed().toLongLong(&ok);
        if (ok) {
            ++call->m_throttleRetries;
            const qint64 ms = std::clamp<qint64>(seconds, 0, 600) * 1000;
            if (g_logLevel >= 6)
                logLine(call->m_request.verb + ' ' + loggedUrl(reply->url()) + ' ' +
                        QByteArray::number(status) + ": sent again in " + QByteArray::number(ms / 1000) +
                        " s (Retry-After; " + QByteArray::number(call->m_throttleRetries) + " of " +
                        QByteArray::number(call->m_request.throttleRetries) + ')');
            QTimer::singleShot(ms, call, [this, call] {
                if (!call->isFinished()) // not canceled while it waited
                    dispatch(call);
            });
            return;
        }
    }
    const QByteArray body = reply->readAll();
    const QByteArray contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    if (call->m_request.stream && status >= 200 && status < 300 && !body.isEmpty() &&
        !isWebPage(contentType)) {
        if (!call->m_opened) {
            call->m_opened = true;
            call->m_contentType = contentType;
            emit call->opened();
        }
        emit call->chunk(body);
    }
    if (status == 0 && read && !call->m_opened && call->m_networkRetries == 0 &&
        (netErr == QNetworkReply::ContentReSendError || netErr == QNetworkReply::RemoteHostClosedError) &&
        reply->property("madoTlsReason").toString().isEmpty()) {
        // The connection ended before this read was answered, e.g. the GOAWAY
        // Kubernetes sends an unauthenticated HTTP/2 client, which ends the
        // streams the server had not started. A read is safe to send once more
        // (a write never is), on a fresh connection.
        call->m_networkRetries = 1;
        freshConnections(); // never the ended connection again (Qt 6.4 may stall on it)
        dispatch(call);
        return;
    }
    if (status >= 300 && status < 400) {
        // Mado follows no redirect. The API server sends none; one from a
        // proxy or load balancer in between (a single sign-on page) would
        // take the request's credentials to another host. Said as such, not
        // as the decoding error of a body that is no API answer, nor (Qt 6.4
        // ends a 307 or 308 to a request with a body in ContentReSendError) as
        // a dropped connection. The target is shown without user info or
        // query, which may hold secrets.
        const QByteArray location = reply->rawHeader("Location").trimmed();
        const QUrl target = reply->url().resolved(QUrl::fromEncoded(location));
        call->finish(answerError(
            status,
            location.isEmpty()
                ? tr("The server answered with a redirect (HTTP %1) that names no target. Mado "
                     "follows no redirects.")
                      .arg(status)
                : tr("The server answered with a redirect (HTTP %1) to %2. Mado follows no redirects: they "
                     "would take the request's credentials elsewhere (a sign-on page of a proxy in "
                     "between?).")
                      .arg(status)
                      .arg(
                          target.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment))));
        return;
    }
    if (status < 400 && netErr != QNetworkReply::NoError) {
        // No answer at all, or the connection dropped before the body was complete.
        ApiError e;
        e.kind =
            netErr == QNetworkReply::SslHandshakeFailedError ? ApiError::Kind::Tls : ApiError::Kind::Network;
        e.httpStatus = status;
        e.message = reply->property("madoTlsReason").toString();
        const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed().toLower();
        if (!e.message.isEmpty()) {
            e.kind = ApiError::Kind::Tls;
        } else if ((netErr == QNetworkReply::UnknownContentError ||
                    netErr == QNetworkReply::ProtocolFailure) &&
                   status >= 200 && !encoding.isEmpty() && encoding != "identity") {
            // The server answered, but its compressed body does not inflate
            // (Qt 6.4 reports UnknownContentError and "Decompression failed:",
            // untranslated and without detail): a bad answer, not an
            // unreachable server.
            e.kind = ApiError::Kind::Decode;
            // Qt's words for its bomb check name the threshold's setter.
            if (reply->errorString().contains(QLatin1String("decompressedSafetyCheckThreshold")))
                e.message = tr("The answer is marked \"Content-Encoding: %1\" and inflates past %2 MiB, to "
                               "more than 40 times its size; Mado stopped reading it.")
                                .arg(QString::fromLatin1(encoding))
                                .arg(codecs::Limits{}.maxDecompressedBytes >> 20);
            else
                e.message = tr("The answer is marked \"Content-Encoding: %1\" but does not decompress.")
                                .arg(QString::fromLatin1(encoding));
        } else if (netErr == QNetworkReply::ContentReSendError) {
            e.message = tr("the connection closed before the server answered");
        } else {
            e.message = reply->errorString();
        }
        call->finish(e);
        return;
    }
    if (status >= 400) {
        ApiError e = ApiError::fromHttp(status, body, contentType);
        bool okRetry = false;
        const int retry = reply->rawHeader("Retry-After").toInt(&okRetry);
        if (okRetry && retry > 0)
            e.retryAfterSeconds = retry;
        call->finish(e);
        return;
    }
    if (isWebPage(contentType) && status >= 200 && status < 300) {
        // A web page where an API answer or a stream was asked for (a
        // proxy's or load balancer's) is said as such, not as a decoding
        // error of the format Mado expected. Other formats are the caller's
        // to judge: /metrics and /healthz answer text/plain, and the object
        // viewer shows what the server sent in another API format.
        if (auto unaccepted = codecs::unacceptedContentType(call->m_request.accept, contentType, body)) {
            call->finish(answerError(status, unaccepted->message));
            return;
        }
    }
    Response r;
    r.httpStatus = status;
    if (!call->m_request.stream)
        r.body = body;
    r.contentType = contentType;
    for (const auto &[name, value] : reply->rawHeaderPairs()) {
        if (name.compare("Warning", Qt::CaseInsensitive) == 0)
            r.warnings.append(QString::fromUtf8(value));
    }
    call->finish(r);
}

void addQueryText(QUrlQuery &query, const QString &key, const QString &value) {
    query.addQueryItem(key, QString(value).replace(QLatin1Char('%'), QLatin1String("%25")));
}

QString pathSegmentError(const QString &value, bool isNamespace) {
    if (value != QLatin1String(".") && value != QLatin1String("..") && !value.contains(QLatin1Char('/')) &&
        !value.contains(QLatin1Char('%')))
        return {};
    return isNamespace
               ? Client::tr("The namespace \"%1\" cannot be part of a request path: a namespace may not "
                            "be \".\" or \"..\" nor contain \"/\" or \"%\".")
                     .arg(value)
               : Client::tr("The name \"%1\" cannot be part of a request path: a name may not be \".\" "
                            "or \"..\" nor contain \"/\" or \"%\".")
                     .arg(value);
}

} // namespace kube
