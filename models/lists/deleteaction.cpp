#include "models/lists/deleteaction.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>

namespace models {

namespace {
constexpr int kInFlight = 8;
} // namespace

QString DeleteOutcome::message() const {
    const QString who = namespace_.isEmpty() ? name : namespace_ + QLatin1Char('/') + name;
    switch (state) {
    case State::Removed:
        return (dryRun ? DeleteAction::tr("%1: would be deleted at once.") : DeleteAction::tr("%1: deleted."))
            .arg(who);
    case State::Held:
        return (dryRun ? DeleteAction::tr("%1: would be marked for deletion and wait for its finalizers: %2.")
                       : DeleteAction::tr("%1: marked for deletion; waiting for its finalizers: %2."))
            .arg(who, finalizers.join(QStringLiteral(", ")));
    case State::Failed:
        break;
    }
    return DeleteAction::tr("%1: %2").arg(who, error.userMessage());
}

DeleteAction::DeleteAction(kube::Client *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {}

DeleteAction::~DeleteAction() {
    cancel();
}

QString DeleteAction::finalizerOf(Propagation policy) {
    switch (policy) {
    case Propagation::Foreground:
        return QStringLiteral("foregroundDeletion");
    case Propagation::Orphan:
        return QStringLiteral("orphan");
    case Propagation::Default:
    case Propagation::Background:
        break;
    }
    return {};
}

QByteArray DeleteAction::deleteOptions(const DeleteRequest &request) {
    QCborMap options{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                     {QStringLiteral("kind"), QStringLiteral("DeleteOptions")}};
    switch (request.propagation) {
    case Propagation::Foreground:
        options.insert(QStringLiteral("propagationPolicy"), QStringLiteral("Foreground"));
        break;
    case Propagation::Background:
        options.insert(QStringLiteral("propagationPolicy"), QStringLiteral("Background"));
        break;
    case Propagation::Orphan:
        options.insert(QStringLiteral("propagationPolicy"), QStringLiteral("Orphan"));
        break;
    case Propagation::Default:
        break;
    }
    if (request.gracePeriodSeconds)
        options.insert(QStringLiteral("gracePeriodSeconds"), qint64(*request.gracePeriodSeconds));
    if (request.dryRun)
        options.insert(QStringLiteral("dryRun"), QCborArray{QStringLiteral("All")});
    return codecs::toJson(options, codecs::JsonStyle::Compact);
}

DeleteOutcome DeleteAction::readAnswer(const QByteArray &body, bool dryRun) {
    DeleteOutcome out;
    out.dryRun = dryRun;
    out.state = DeleteOutcome::State::Removed;
    auto doc = codecs::parseJson(body);
    if (!doc)
        return out; // a 2xx without a readable body: the deletion was accepted
    const QCborValue meta = (*doc)[QLatin1String("metadata")];
    if ((*doc)[QLatin1String("kind")].toString() == QLatin1String("Status"))
        return out;
    const QCborArray finalizers = meta[QLatin1String("finalizers")].toArray();
    if (meta[QLatin1String("deletionTimestamp")].isString() && !finalizers.isEmpty()) {
        out.state = DeleteOutcome::State::Held;
        for (const QCborValue &f : finalizers)
            out.finalizers.append(f.toString());
    }
    return out;
}

void DeleteAction::start(const DeleteRequest &request) {
    cancel();
    m_request = request;
    m_outcomes = QList<DeleteOutcome>(request.objects.size());
    m_next = 0;
    m_done = 0;
    m_running = true;
    if (request.objects.isEmpty()) {
        m_running = false;
        emit finished(m_outcomes);
        return;
    }
    while (m_next < m_request.objects.size() && m_next < kInFlight)
        sendNext();
}

void DeleteAction::cancel() {
    ++m_generation;
    m_running = false;
    for (const QPointer<kube::Call> &c : std::as_const(m_calls)) {
        if (c) {
            c->disconnect(this);
            c->cancel();
            c->deleteLater();
        }
    }
    m_calls.clear();
}

void DeleteAction::sendNext() {
    const int i = m_next++;
    const DeleteRequest::Object &o = m_request.objects.at(i);
    kube::Request req;
    req.verb = "DELETE";
    req.path = m_request.resource.path(m_request.resource.namespaced ? o.namespace_ : QString(), o.name);
    if (m_request.dryRun)
        req.query.addQueryItem(QStringLiteral("dryRun"), QStringLiteral("All"));
    req.body = deleteOptions(m_request);
    req.contentType = "application/json";
    kube::Call *call = m_client->send(req);
    m_calls.append(call);
    const int gen = m_generation;
    connect(call, &kube::Call::finished, this, [this, call, i, gen] {
        call->deleteLater();
        m_calls.removeAll(call);
        if (gen != m_generation)
            return;
        const kube::CallResult &r = call->result();
        DeleteOutcome out;
        if (r) {
            out = readAnswer(r->body, m_request.dryRun);
        } else {
            out.state = DeleteOutcome::State::Failed;
            out.dryRun = m_request.dryRun;
            out.error = r.error();
        }
        out.namespace_ = m_request.objects.at(i).namespace_;
        out.name = m_request.objects.at(i).name;
        m_outcomes[i] = out;
        ++m_done;
        emit progress(m_done, int(m_request.objects.size()));
        if (m_next < m_request.objects.size())
            sendNext();
        else if (m_done == m_request.objects.size()) {
            m_running = false;
            emit finished(m_outcomes);
        }
    });
}

} // namespace models
