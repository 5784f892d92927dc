#include "bench/watch/loadgen.h"

#include "codecs/json.h"

#include <QCborMap>
#include <QDateTime>
#include <QTimer>

#include <limits>

namespace bench {

namespace {

/// A write that got no answer in this long is abandoned (a request caught in
/// a server restart can stay unanswered), so the load goes on.
constexpr int kCallTimeoutMs = 5000;

void limit(kube::Call *call) {
    QTimer::singleShot(kCallTimeoutMs, call, [call] { call->cancel(); });
}

} // namespace

LoadGenerator::LoadGenerator(kube::Client *client, const Options &options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_options(options) {
    m_timer.setInterval(10);
    connect(&m_timer, &QTimer::timeout, this, &LoadGenerator::pump);
}

kube::Request LoadGenerator::writeRequest(int index, bool create) const {
    const QString name = m_options.prefix + QString::number(index);
    // "<ms since the epoch when sent>:<sequence>", padded: a watcher can tell its lag.
    const QString stamp =
        QString::number(QDateTime::currentMSecsSinceEpoch()) + QLatin1Char(':') + QString::number(m_sequence);
    const QString value = stamp.leftJustified(m_options.payloadBytes, QLatin1Char('x'));
    const QCborMap doc{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                       {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), name}}},
                       {QStringLiteral("data"), QCborMap{{QStringLiteral("v"), value}}}};
    kube::Request r;
    r.verb = create ? "POST" : "PUT";
    r.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_options.ns);
    if (!create)
        r.path += QLatin1Char('/') + name;
    r.contentType = "application/json";
    r.body = codecs::toJson(doc, codecs::JsonStyle::Compact);
    return r;
}

void LoadGenerator::start() {
    m_running = true;
    m_creating = m_options.objects;
    for (int i = 0; i < m_options.objects; ++i) {
        kube::Call *call = m_client->send(writeRequest(i, true));
        limit(call);
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            if (--m_creating > 0)
                return;
            m_ready = true;
            m_clock.start();
            emit ready();
            if (!m_running)
                return;
            if (m_options.writesPerSecond > 0)
                m_timer.start();
            else
                pump();
        });
    }
}

void LoadGenerator::stop() {
    m_running = false;
    m_timer.stop();
    if (m_inFlight == 0)
        QMetaObject::invokeMethod(this, &LoadGenerator::idle, Qt::QueuedConnection);
}

qint64 LoadGenerator::sentAtOf(const QCborValue &object) {
    const QString v = object[QLatin1String("data")][QLatin1String("v")].toString();
    const qsizetype colon = v.indexOf(QLatin1Char(':'));
    return colon > 0 ? QStringView(v).left(colon).toLongLong() : 0;
}

double LoadGenerator::rate() const {
    const qint64 ms = m_clock.isValid() ? m_clock.elapsed() : 0;
    return ms > 0 ? m_ok * 1000.0 / ms : 0;
}

void LoadGenerator::pump() {
    if (!m_running)
        return;
    // Writes due by now at the target rate, never more than inFlight at once.
    const qint64 due = m_options.writesPerSecond > 0
                           ? qint64(m_clock.elapsed() * m_options.writesPerSecond / 1000.0)
                           : std::numeric_limits<qint64>::max();
    while (m_sent < due && m_inFlight < m_options.inFlight) {
        const int index = int(m_sent % m_options.objects);
        const bool recreate = m_options.deleteEvery > 0 && (m_sent + 1) % m_options.deleteEvery == 0;
        ++m_sent;
        if (recreate) {
            kube::Request del;
            del.verb = "DELETE";
            del.path = QStringLiteral("/api/v1/namespaces/%1/configmaps/%2%3")
                           .arg(m_options.ns, m_options.prefix)
                           .arg(index);
            ++m_inFlight;
            kube::Call *call = m_client->send(del);
            limit(call);
            connect(call, &kube::Call::finished, this, [this, call, index] {
                call->deleteLater();
                --m_inFlight;
                if (call->result()) {
                    ++m_ok;
                    send(index, true);
                } else {
                    ++m_failed;
                    if (!m_running && m_inFlight == 0)
                        emit idle();
                }
            });
        } else {
            send(index, false);
        }
    }
}

void LoadGenerator::send(int index, bool create) {
    ++m_sequence;
    ++m_inFlight;
    kube::Call *call = m_client->send(writeRequest(index, create));
    limit(call);
    connect(call, &kube::Call::finished, this, [this, call, index, create] {
        call->deleteLater();
        --m_inFlight;
        const kube::CallResult &r = call->result();
        if (r) {
            ++m_ok;
        } else {
            ++m_failed;
            // An update of an object that a failed re-create left missing: create it.
            if (!create && r.error().httpStatus == 404 && m_running)
                return send(index, true);
        }
        if (!m_running && m_inFlight == 0)
            emit idle();
        else if (m_running && m_options.writesPerSecond <= 0)
            pump();
    });
}

} // namespace bench
