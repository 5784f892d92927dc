#pragma once

// PodChurn: a steady write load on Pods seeded by mado_seed (pod-I in
// PREFIX-(I % namespaces), Pending: the sandbox has no scheduler), for the
// churn benchmark at the issue's size. Each write patches one Pod's
// annotation (a MODIFIED event); every deleteEvery-th write deletes the Pod
// and creates it again (DELETED, then ADDED). Round-robin over the Pods at
// writesPerSecond, at most inFlight requests at once. Never blocks.
#include "kube/client.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace bench {

class PodChurn final : public QObject {
    Q_OBJECT

public:
    struct Options {
        QString prefix = QStringLiteral("churn");
        int namespaces = 20;
        int pods = 20000;
        double writesPerSecond = 200;
        int inFlight = 32;
        int deleteEvery = 10; ///< 0: never
    };

    PodChurn(kube::Client *client, const Options &options, QObject *parent = nullptr)
        : QObject(parent)
        , m_client(client)
        , m_options(options) {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, &PodChurn::pump);
    }

    /// Starts writing; stop() ends it (writes in flight finish, then idle()).
    void start() {
        m_clock.start();
        m_timer.start();
    }
    void stop() {
        m_timer.stop();
        m_stopping = true;
        if (m_inFlight == 0)
            emit idle();
    }
    qint64 writes() const { return m_ok; }
    qint64 failures() const { return m_failed; }
    /// Accepted writes per second since start().
    double rate() const {
        return m_clock.isValid() ? m_ok * 1000.0 / std::max<qint64>(1, m_clock.elapsed()) : 0;
    }

signals:
    void idle();

private:
    QString nsOf(int i) const {
        return QStringLiteral("%1-%2").arg(m_options.prefix).arg(i % m_options.namespaces);
    }

    void pump() {
        const qint64 due = qint64(m_clock.elapsed() * m_options.writesPerSecond / 1000.0);
        while (m_sent < due && m_inFlight < m_options.inFlight) {
            const int i = int(m_sent % m_options.pods);
            const bool recreate = m_options.deleteEvery > 0 && m_sent % m_options.deleteEvery == 0;
            ++m_sent;
            recreate ? recreatePod(i) : patchPod(i);
        }
    }

    void send(const kube::Request &r, std::function<void(bool)> then = {}) {
        ++m_inFlight;
        kube::Call *call = m_client->send(r);
        connect(call, &kube::Call::finished, this, [this, call, then] {
            call->deleteLater();
            const bool ok = bool(call->result());
            --m_inFlight;
            if (then)
                then(ok);
            else
                ok ? ++m_ok : ++m_failed;
            if (m_stopping && m_inFlight == 0)
                emit idle();
        });
    }

    void patchPod(int i) {
        kube::Request r;
        r.verb = "PATCH";
        r.path = QStringLiteral("/api/v1/namespaces/%1/pods/pod-%2").arg(nsOf(i)).arg(i);
        r.contentType = "application/merge-patch+json";
        r.body =
            QStringLiteral(R"({"metadata":{"annotations":{"mado.bench/tick":"%1"}}})").arg(m_sent).toUtf8();
        send(r);
    }

    void recreatePod(int i) {
        kube::Request del;
        del.verb = "DELETE";
        del.path = QStringLiteral("/api/v1/namespaces/%1/pods/pod-%2").arg(nsOf(i)).arg(i);
        del.query.addQueryItem(QStringLiteral("gracePeriodSeconds"), QStringLiteral("0"));
        send(del, [this, i](bool) {
            // Gone (or already gone): the same Pod again, as mado_seed made it.
            kube::Request create;
            create.verb = "POST";
            create.path = QStringLiteral("/api/v1/namespaces/%1/pods").arg(nsOf(i));
            create.contentType = "application/json";
            create.body =
                QStringLiteral(
                    R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"pod-%1","namespace":"%2",)"
                    R"("labels":{"app":"bench","shard":"%3"}},"spec":{"containers":[{"name":"c",)"
                    R"("image":"registry.invalid/pending:1"}]}})")
                    .arg(i)
                    .arg(nsOf(i))
                    .arg(i % 16)
                    .toUtf8();
            send(create);
        });
    }

    kube::Client *m_client;
    Options m_options;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_sent = 0;
    qint64 m_ok = 0;
    qint64 m_failed = 0;
    int m_inFlight = 0;
    bool m_stopping = false;
};

} // namespace bench
