#include "models/migrate/servermigration.h"

#include "codecs/json.h"

#include <QCborArray>
#include <QCborMap>

namespace migrate {

namespace {

const QString kGroup = QStringLiteral("storagemigration.k8s.io");

QCborValue at(const QCborValue &v, const char *key) {
    return v.toMap().value(QLatin1String(key));
}

} // namespace

bool ServerMigrationStatus::is(const QString &type) const {
    for (const MigrationCondition &c : conditions)
        if (c.type == type)
            return c.status == QLatin1String("True");
    return false;
}

bool ServerMigrationStatus::has(const QString &type) const {
    for (const MigrationCondition &c : conditions)
        if (c.type == type)
            return true;
    return false;
}

QString ServerMigrationStatus::message(const QString &type) const {
    for (const MigrationCondition &c : conditions)
        if (c.type == type)
            return c.message;
    return {};
}

QString ServerMigrationStatus::summary() const {
    QStringList parts;
    for (const MigrationCondition &c : conditions) {
        QString line = ServerMigration::tr("%1 = %2").arg(c.type, c.status);
        if (!c.message.isEmpty())
            line += QLatin1String(" (") + c.message + QLatin1Char(')');
        parts << line;
    }
    if (parts.isEmpty())
        return ServerMigration::tr("no condition yet");
    return parts.join(QLatin1String("; "));
}

QByteArray ServerMigration::objectJson(const CrdState &crd, const QString &apiVersion) {
    // A generated name: several migrations of one resource may exist over time.
    QString prefix = crd.plural + QLatin1Char('.') + crd.group + QLatin1String("-to-") +
                     crd.storageVersion() + QLatin1Char('-');
    prefix = prefix.toLower().left(200);
    const QCborMap obj{
        {QStringLiteral("apiVersion"), apiVersion},
        {QStringLiteral("kind"), QStringLiteral("StorageVersionMigration")},
        {QStringLiteral("metadata"), QCborMap{{QStringLiteral("generateName"), prefix}}},
        {QStringLiteral("spec"),
         QCborMap{{QStringLiteral("resource"), QCborMap{{QStringLiteral("group"), crd.group},
                                                        {QStringLiteral("resource"), crd.plural}}}}}};
    return codecs::toJson(obj, codecs::JsonStyle::Compact);
}

ServerMigration *ServerMigration::start(kube::Client *client, const CrdState &crd, const ProgressStore &store,
                                        const ServerMigrationOptions &options) {
    auto *m = new ServerMigration(client, crd, store, options);
    QMetaObject::invokeMethod(m, &ServerMigration::discover, Qt::QueuedConnection);
    return m;
}

ServerMigration::ServerMigration(kube::Client *client, const CrdState &crd, const ProgressStore &store,
                                 const ServerMigrationOptions &options)
    : Task(client)
    , m_client(client)
    , m_crd(crd)
    , m_store(store)
    , m_options(options) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ServerMigration::poll);
}

void ServerMigration::cancel() {
    m_timer.stop();
    if (m_call)
        m_call->abandon();
    finish(mado::Error{tr("Stopped following the StorageVersionMigration %1; the object stays and the "
                          "server's controller carries on.")
                           .arg(m_status.name.isEmpty() ? tr("(not created)") : m_status.name)});
}

void ServerMigration::fail(const QString &message) {
    m_timer.stop();
    finish(mado::Error{message});
}

void ServerMigration::discover() {
    if (isFinished() || !m_client)
        return;
    kube::Request req;
    req.path = QLatin1String("/apis/") + kGroup;
    m_call = m_client->send(req);
    connect(m_call, &kube::Call::finished, this, [this, c = m_call.data()] {
        c->deleteLater();
        const kube::CallResult &r = c->result();
        QString version;
        if (r)
            if (auto doc = codecs::parseJson(r->body); doc)
                version = at(at(*doc, "preferredVersion"), "version").toString();
        if (version.isEmpty()) {
            if (!r && r.error().httpStatus != 404)
                return fail(tr("Could not ask the server for storagemigration.k8s.io: %1")
                                .arg(r.error().userMessage()));
            return fail(
                tr("This server does not serve storagemigration.k8s.io, so no StorageVersionMigration "
                   "object can be created here (Kubernetes 1.37 serves v1; 1.30 to 1.36 only with the "
                   "StorageVersionMigrator feature gate and the API enabled). Use Mado's own rewrite."));
        }
        m_status.apiVersion = kGroup + QLatin1Char('/') + version;
        if (m_options.existing.isEmpty())
            create();
        else {
            m_status.name = m_options.existing;
            m_clock.start();
            poll();
        }
    });
}

void ServerMigration::create() {
    if (isFinished() || !m_client)
        return;
    kube::Request req;
    req.verb = "POST";
    req.path = QLatin1String("/apis/") + m_status.apiVersion + QLatin1String("/storageversionmigrations");
    req.contentType = "application/json";
    req.body = objectJson(m_crd, m_status.apiVersion);
    m_call = m_client->send(req);
    connect(m_call, &kube::Call::finished, this, [this, c = m_call.data()] {
        c->deleteLater();
        const kube::CallResult &r = c->result();
        if (!r)
            return fail(
                tr("The StorageVersionMigration could not be created: %1").arg(r.error().userMessage()));
        m_clock.start();
        onObject(r->body);
    });
}

void ServerMigration::poll() {
    if (isFinished() || !m_client)
        return;
    kube::Request req;
    req.path = QLatin1String("/apis/") + m_status.apiVersion + QLatin1String("/storageversionmigrations/") +
               m_status.name;
    m_call = m_client->send(req);
    connect(m_call, &kube::Call::finished, this, [this, c = m_call.data()] {
        c->deleteLater();
        const kube::CallResult &r = c->result();
        if (!r) {
            if (r.error().httpStatus == 404)
                return fail(
                    tr("The StorageVersionMigration %1 was deleted before it finished.").arg(m_status.name));
            // A passing failure (a restart, a timeout): read again a little later.
            m_timer.start(std::max(m_options.pollMs, r.error().retryAfterSeconds * 1000));
            return;
        }
        onObject(r->body);
    });
}

void ServerMigration::onObject(const QByteArray &body) {
    auto doc = codecs::parseJson(body);
    if (!doc)
        return fail(tr("The StorageVersionMigration could not be read: %1").arg(doc.error().message));
    ServerMigrationStatus s;
    s.apiVersion = m_status.apiVersion;
    s.name = at(at(*doc, "metadata"), "name").toString();
    s.resourceVersion = at(at(*doc, "status"), "resourceVersion").toString();
    for (const QCborValue &c : at(at(*doc, "status"), "conditions").toArray())
        s.conditions.append(MigrationCondition{at(c, "type").toString(), at(c, "status").toString(),
                                               at(c, "reason").toString(), at(c, "message").toString()});
    s.waitedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    const bool changed = s.name != m_status.name || s.resourceVersion != m_status.resourceVersion ||
                         s.summary() != m_status.summary();
    m_status = s;
    if (changed)
        emit statusChanged();
    if (s.is(QStringLiteral("Failed")))
        return fail(
            tr("The StorageVersionMigration %1 failed: %2").arg(s.name, s.message(QStringLiteral("Failed"))));
    if (s.is(QStringLiteral("Succeeded"))) {
        // The controller trims status.storedVersions after it marks the object
        // Succeeded, and then turns Running False (v1) or removes it (v1beta1):
        // wait for that, so the CRD read that follows the end sees the trim.
        if (!m_settle.isValid())
            m_settle.start();
        const bool cleaning = s.apiVersion.endsWith(QLatin1String("/v1beta1"))
                                  ? s.has(QStringLiteral("Running"))
                                  : s.is(QStringLiteral("Running"));
        if (cleaning && m_settle.elapsed() < m_options.settleMs) {
            m_timer.start(m_options.pollMs);
            return;
        }
        RewriteRecord rec;
        rec.server = m_client ? m_client->server() : QString();
        rec.crd = m_crd.name;
        rec.uid = m_crd.uid;
        rec.version = m_crd.storageVersion();
        rec.total = std::max<qint64>(0, m_crd.objectCount);
        rec.complete = true;
        rec.passes = 1;
        rec.finished = QDateTime::currentDateTimeUtc();
        rec.started = rec.finished.addMSecs(-s.waitedMs);
        rec.serverMigration = s.name;
        QString error;
        if (!m_store.save(rec, &error))
            return fail(tr("The StorageVersionMigration %1 succeeded, but Mado could not record it: %2")
                            .arg(s.name, error));
        m_timer.stop();
        finish(s);
        return;
    }
    if (!m_warned && s.conditions.isEmpty() && s.waitedMs >= m_options.silentWarnMs) {
        m_warned = true;
        emit stalled(
            tr("No controller has taken up %1 after %n second(s): is kube-controller-manager running "
               "with the storage-version-migrator controller?",
               nullptr, int(s.waitedMs / 1000))
                .arg(s.name));
    }
    m_timer.start(m_options.pollMs);
}

} // namespace migrate
