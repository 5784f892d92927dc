#include "kube/watch.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QTimer>

namespace kube {

namespace {
constexpr qsizetype kMaxEventBytes = 64 * 1024 * 1024; // no single event may grow the buffer past this
}

Watch::Watch(Client *client, const QString &path, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_path(path) {}

Watch::~Watch() {
    stop();
}

void Watch::start() {
    stop();
    m_running = true;
    list();
}

void Watch::stop() {
    m_running = false;
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
        m_call->deleteLater();
    }
    m_buffer.clear();
}

void Watch::list() {
    Call *call = m_client->get(m_path);
    m_call = call;
    connect(call, &Call::finished, this, [this, call] {
        call->deleteLater();
        if (!m_running)
            return;
        const CallResult &r = call->result();
        if (!r) {
            m_running = false;
            emit failed(r.error());
            return;
        }
        auto doc = codecs::parseJson(r->body);
        if (!doc) {
            ApiError e;
            e.kind = ApiError::Kind::Decode;
            e.message = doc.error().message;
            m_running = false;
            emit failed(e);
            return;
        }
        m_resourceVersion = (*doc)[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
        QList<QCborValue> items;
        for (const QCborValue &item : (*doc)[QLatin1String("items")].toArray())
            items.append(item);
        emit listed(items);
        watch();
    });
}

void Watch::watch() {
    Request req;
    req.path = m_path;
    req.stream = true;
    req.query.addQueryItem(QStringLiteral("watch"), QStringLiteral("true"));
    req.query.addQueryItem(QStringLiteral("allowWatchBookmarks"), QStringLiteral("true"));
    req.query.addQueryItem(QStringLiteral("resourceVersion"), m_resourceVersion);
    m_buffer.clear();
    m_started.start();
    Call *call = m_client->send(req);
    m_call = call;
    connect(call, &Call::chunk, this, &Watch::consume);
    connect(call, &Call::finished, this, [this, call] {
        call->deleteLater();
        if (!m_running)
            return;
        const CallResult &r = call->result();
        if (!r) {
            if (r.error().httpStatus == 410) {
                list(); // too old: relist
                return;
            }
            m_running = false;
            emit failed(r.error());
            return;
        }
        // The server ended the watch (its timeout): resume from the last version
        // seen; a watch that ended at once waits a second, so a server that keeps
        // closing streams is not hammered.
        const int delay = m_started.elapsed() < 1000 ? 1000 : 0;
        QTimer::singleShot(delay, this, [this] {
            if (m_running)
                watch();
        });
    });
}

void Watch::consume(const QByteArray &data) {
    m_buffer += data;
    qsizetype start = 0;
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', start);
        if (nl < 0)
            break;
        const QByteArray line = m_buffer.mid(start, nl - start).trimmed();
        start = nl + 1;
        if (line.isEmpty())
            continue;
        auto doc = codecs::parseJson(line);
        if (!doc)
            continue;
        const QString type = (*doc)[QLatin1String("type")].toString();
        const QCborValue object = (*doc)[QLatin1String("object")];
        if (type == QLatin1String("ERROR")) {
            // An expired resourceVersion arrives as an ERROR event with a 410 Status.
            if (object[QLatin1String("code")].toInteger() == 410) {
                m_call->disconnect(this);
                m_call->cancel();
                m_call->deleteLater();
                m_buffer.clear();
                list();
                return;
            }
            continue;
        }
        const QString rv = object[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
        if (!rv.isEmpty())
            m_resourceVersion = rv;
        emit event(type, object);
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > kMaxEventBytes) {
        ApiError e;
        e.kind = ApiError::Kind::Decode;
        e.message = tr("A watch event is larger than %1 MiB.").arg(kMaxEventBytes / (1024 * 1024));
        stop();
        emit failed(e);
    }
}

} // namespace kube
