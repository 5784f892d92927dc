#include "models/migrate/session.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/sandbox.h"
#include "kube/write.h"

#include <QCborArray>
#include <QCborMap>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <functional>
#include <memory>

namespace migrate {

namespace {

const QString kCrdPath = QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/");

QCborValue at(const QCborValue &v, const char *key) {
    return v.toMap().value(QLatin1String(key));
}

/// Sends request and calls done(result) once, in context's thread.
void call(kube::Client *client, const kube::Request &request, QObject *context,
          std::function<void(const kube::CallResult &)> done) {
    kube::Call *c = client->send(request);
    QObject::connect(c, &kube::Call::finished, context, [c, done = std::move(done)] {
        c->deleteLater();
        done(c->result());
    });
}

kube::Request getRequest(const QString &path, const QUrlQuery &query = {}) {
    kube::Request r;
    r.path = path;
    r.query = query;
    return r;
}

QCborValue fieldAt(const QCborValue &doc, const QString &path) {
    QCborValue v = doc;
    for (const QString &part : path.split(QLatin1Char('.'))) {
        const QCborMap m = v.toMap();
        if (!v.isMap() || !m.contains(part))
            return QCborValue(QCborSimpleType::Undefined);
        v = m.value(part);
    }
    return v;
}

void setText(StepOutcome &o, LiveText text) {
    o.text = std::move(text);
    o.message = o.text();
}

StepOutcome fromWriteError(Step step, const kube::WriteError &e) {
    StepOutcome o;
    o.step = step;
    setText(o, [e] { return e.userMessage(); });
    o.causes = e.api.causes;
    return o;
}

} // namespace

QString SampleRead::describe(int timeoutSeconds) const {
    if (timedOut)
        return MigrationSession::tr("Sample read at %1 failed: no answer within %n second(s); the conversion "
                                    "webhook may hang (the API server waits up to 30 s for it).",
                                    nullptr, timeoutSeconds)
            .arg(version);
    if (!ok) {
        const QString why = error.kind == kube::ApiError::Kind::Http
                                ? MigrationSession::tr("HTTP %1: %2").arg(error.httpStatus).arg(error.message)
                                : error.userMessage();
        return MigrationSession::tr("Sample read at %1 failed: %2").arg(version, why);
    }
    if (empty)
        return MigrationSession::tr(
                   "Sample read at %1: ok, but there is no object to convert, so the webhook was not called.")
            .arg(version);
    return MigrationSession::tr("Sample read at %1: ok, %2 read in %n ms.", nullptr, int(ms))
        .arg(version, object);
}

const SampleRead *ConversionCheck::failure() const {
    for (const SampleRead &s : samples)
        if (!s.ok)
            return &s;
    return nullptr;
}

bool Preflight::allAllowed() const {
    for (const PermissionCheck &p : permissions)
        if (!p.allowed)
            return false;
    return !permissions.isEmpty();
}

MigrationSession::MigrationSession(kube::Client *client, const QString &crdName, const QString &target,
                                   const ProgressStore &store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_crdName(crdName)
    , m_target(target)
    , m_store(store) {
    qRegisterMetaType<migrate::StepOutcome>();
}

MigrationSession::~MigrationSession() = default;

void MigrationSession::setTarget(const QString &target) {
    m_target = target;
    emit stateChanged();
}

std::optional<RewriteRecord> MigrationSession::record() const {
    if (!m_client)
        return std::nullopt;
    return m_store.load(m_client->server(), m_crdName);
}

Plan MigrationSession::plan() const {
    Plan p = Plan::compute(m_state, m_target, record());
    const QString block = conversionBlock();
    if (p.error.isEmpty() && !block.isEmpty())
        for (PlanItem &i : p.items)
            if (!i.done) {
                if (i.blocked.isEmpty())
                    i.blocked = block;
                break;
            }
    return p;
}

QString MigrationSession::conversionKey() const {
    QStringList served;
    for (const CrdVersion &v : m_state.versions)
        if (v.served)
            served << v.name;
    const QCborValue webhook = at(at(at(m_state.raw, "spec"), "conversion"), "webhook");
    return m_state.uid + QLatin1Char('|') + served.join(QLatin1Char(',')) + QLatin1Char('|') +
           QString::fromUtf8(codecs::toJson(webhook, codecs::JsonStyle::Compact));
}

bool MigrationSession::conversionCheckNeeded() const {
    return m_hasState && m_state.strategy == QLatin1String("Webhook") &&
           (m_conversion.running || m_conversion.key != conversionKey());
}

QString MigrationSession::conversionBlock() const {
    if (!m_hasState || m_state.strategy != QLatin1String("Webhook"))
        return {};
    if (m_conversion.running)
        return tr("Checking the conversion webhook: one object read at every served version…");
    if (conversionCheckNeeded())
        return conversionUncheckedText();
    if (const SampleRead *f = m_conversion.failure())
        return conversionFailureText(*f, m_sampleTimeout);
    return {};
}

QString MigrationSession::conversionUncheckedText() {
    return tr("The conversion webhook was not checked yet for the versions now served: run the preflight.");
}

QString MigrationSession::conversionFailureText(const SampleRead &failure, int timeoutSeconds) {
    return tr("The conversion webhook fails, so every step is blocked until it works. %1")
        .arg(failure.describe(timeoutSeconds));
}

void MigrationSession::checkConversion() {
    if (!m_conversion.running) {
        m_conversion.running = true; // "checking" from now, while the CRD is read again
        m_conversion.key.clear();
    }
    afterRead([this](const LiveText &err) {
        if (err) {
            m_conversion.running = false;
            m_lastError = err;
            emit failed(err());
            return;
        }
        readSamples([this] { emit conversionChecked(); });
    });
}

void MigrationSession::readSamples(std::function<void()> then) {
    m_conversionWaiters.push_back(std::move(then));
    const QString key = conversionKey();
    if (m_conversion.running && m_conversion.key == key)
        return; // the same check is under way: wait for it
    const int generation = ++m_conversionGeneration;
    m_conversion = ConversionCheck{};
    m_conversion.key = key;
    m_conversion.running = true;
    QStringList served;
    if (m_state.strategy == QLatin1String("Webhook"))
        for (const CrdVersion &v : m_state.versions)
            if (v.served)
                served << v.name;
    auto left = std::make_shared<int>(int(served.size()));
    auto finishCheck = [this, generation] {
        if (generation != m_conversionGeneration)
            return; // superseded: the newer check calls the waiters
        m_conversion.running = false;
        const auto waiters = std::exchange(m_conversionWaiters, {});
        for (const auto &w : waiters)
            w();
    };
    if (served.isEmpty() || !m_client) {
        QTimer::singleShot(0, this, finishCheck);
        return;
    }
    for (const QString &version : std::as_const(served)) {
        const int index = int(m_conversion.samples.size());
        SampleRead sample;
        sample.version = version;
        m_conversion.samples.append(sample);
        // One read: a list (limit=1) finds an object, then a GET reads it at this
        // version. The GET matters: a list may be answered from the API server's
        // watch cache, which holds objects converted earlier, while a GET is read
        // from etcd and converted now, through the webhook. timeout is the server's
        // own deadline; the webhook call inside the API server ignores it (and waits
        // up to 30 s for an answer), so the client bounds the read too.
        struct Read {
            QPointer<kube::Call> call;
            QElapsedTimer clock;
            bool timedOut = false;
            bool done = false;
        };
        auto read = std::make_shared<Read>();
        read->clock.start();
        const QUrlQuery deadline{{QStringLiteral("timeout"), QStringLiteral("%1s").arg(m_sampleTimeout)}};
        auto *timer = new QTimer(this);
        timer->setSingleShot(true);
        auto end = [this, index, generation, left, read, timer, finishCheck](const kube::CallResult *r) {
            if (read->done)
                return;
            read->done = true;
            timer->stop();
            timer->deleteLater();
            if (generation != m_conversionGeneration)
                return;
            SampleRead &s = m_conversion.samples[index];
            s.ms = read->clock.elapsed();
            s.timedOut = read->timedOut || (r && !*r && r->error().httpStatus == 504);
            s.ok = r && r->ok() && !s.timedOut;
            if (r && !*r)
                s.error = r->error();
            if (--*left == 0)
                finishCheck();
        };
        connect(timer, &QTimer::timeout, this, [read, end] {
            read->timedOut = true;
            if (read->call)
                read->call->cancel(); // finished() follows, with Canceled
            end(nullptr);
        });
        timer->start(m_sampleTimeout * 1000 + 500);
        QUrlQuery listQuery = deadline;
        listQuery.addQueryItem(QStringLiteral("limit"), QStringLiteral("1"));
        read->call = m_client->send(getRequest(m_state.collectionPath(version), listQuery));
        connect(read->call, &kube::Call::finished, this,
                [this, read, end, index, version, deadline, generation] {
                    kube::Call *c = read->call;
                    c->deleteLater();
                    const kube::CallResult &r = c->result();
                    if (read->done || generation != m_conversionGeneration)
                        return;
                    QString ns;
                    QString name;
                    if (r)
                        if (auto doc = codecs::parseJson(r->body); doc) {
                            const QCborArray items = at(*doc, "items").toArray();
                            ns = at(at(items.first(), "metadata"), "namespace").toString();
                            name = at(at(items.first(), "metadata"), "name").toString();
                        }
                    if (!r || name.isEmpty()) {
                        m_conversion.samples[index].empty = r.ok();
                        end(&r);
                        return;
                    }
                    m_conversion.samples[index].object = objectKey(ns, name);
                    read->call = m_client->send(getRequest(m_state.objectPath(version, ns, name), deadline));
                    connect(read->call, &kube::Call::finished, this, [read, end] {
                        kube::Call *g = read->call;
                        g->deleteLater();
                        end(&g->result());
                    });
                });
    }
}

void MigrationSession::afterRead(std::function<void(const LiveText &)> then) {
    if (!m_client) {
        then([] { return tr("There is no connection."); });
        return;
    }
    call(m_client, getRequest(kCrdPath + m_crdName), this, [this, then](const kube::CallResult &r) {
        if (!r) {
            const QString name = m_crdName;
            const kube::ApiError e = r.error();
            then([name, e] {
                return tr("The CustomResourceDefinition «%1» could not be read: %2")
                    .arg(name, e.userMessage());
            });
            return;
        }
        auto doc = codecs::parseJson(r->body);
        QString err;
        std::optional<CrdState> s = doc ? CrdState::fromDocument(*doc, &err) : std::nullopt;
        if (!s) {
            const QString text = doc ? err : doc.error().message;
            then([text] { return text; }); // the document's own fault, named when it was read
            return;
        }
        const qint64 count = m_state.objectCount;
        m_state = *s;
        m_state.objectCount = count;
        m_hasState = true;
        then({});
    });
}

void MigrationSession::count(std::function<void()> then) {
    QString version = m_state.storageVersion();
    if (const CrdVersion *v = m_state.version(version); !v || !v->served)
        for (const CrdVersion &cv : m_state.versions)
            if (cv.served) {
                version = cv.name;
                break;
            }
    kube::Request req = getRequest(m_state.collectionPath(version),
                                   QUrlQuery{{QStringLiteral("limit"), QStringLiteral("1")}});
    req.accept = "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1";
    call(m_client, req, this, [this, then](const kube::CallResult &r) {
        if (r)
            if (auto doc = codecs::parseJson(r->body); doc)
                m_state.objectCount = at(*doc, "items").toArray().size() +
                                      at(at(*doc, "metadata"), "remainingItemCount").toInteger(0);
        then();
    });
}

void MigrationSession::refresh() {
    afterRead([this](const LiveText &err) {
        if (err) {
            m_lastError = err;
            emit failed(err());
            return;
        }
        count([this] { emit stateChanged(); });
    });
}

void MigrationSession::runStep(Step step, const QString &warningText) {
    afterRead([this, step, warningText](const LiveText &err) {
        StepOutcome o;
        o.step = step;
        if (err) {
            setText(o, err);
            emit stepFinished(o);
            return;
        }
        if (step == Step::Rewrite) {
            setText(o, [] { return tr("Step 3 runs through startRewrite()."); });
            emit stepFinished(o);
            return;
        }
        if (conversionCheckNeeded()) { // strategy Webhook: the samples first, then the step
            readSamples([this, step, warningText] {
                emit conversionChecked();
                writeStep(step, warningText);
            });
            return;
        }
        writeStep(step, warningText);
    });
}

void MigrationSession::writeStep(Step step, const QString &warningText) {
    StepOutcome o;
    o.step = step;
    QString blocked = safetyBlock(step, m_state, m_target, record());
    if (blocked.isEmpty())
        blocked = conversionBlock();
    if (!blocked.isEmpty()) {
        o.refusedByMado = true;
        // the reasons again in the current language: the rules over the state read now
        const CrdState state = m_state;
        const QString target = m_target;
        const auto rec = record();
        const ConversionCheck conversion = m_conversion;
        const int timeout = m_sampleTimeout;
        const bool safety = !safetyBlock(step, m_state, m_target, record()).isEmpty();
        setText(o, [=] {
            QString why = safety ? safetyBlock(step, state, target, rec) : QString();
            if (!safety) {
                const SampleRead *f = conversion.failure();
                why = f ? conversionFailureText(*f, timeout) : conversionUncheckedText();
            }
            return tr("Mado refuses this step: %1").arg(why);
        });
        emit stepFinished(o);
        return;
    }
    kube::WriteRequest req;
    req.verb = kube::WriteVerb::Update;
    req.path = kCrdPath + m_crdName + (step == Step::Trim ? QStringLiteral("/status") : QString());
    req.body = codecs::toJson(applyStep(m_state, step, m_target, warningText), codecs::JsonStyle::Compact);
    req.fieldManager = QStringLiteral("mado-migrate");
    kube::Write *w = kube::Write::start(m_client, req);
    connect(w, &kube::Write::finished, this, [this, w, step] {
        w->deleteLater();
        const auto &r = w->result();
        StepOutcome o = r ? StepOutcome{} : fromWriteError(step, r.error());
        o.step = step;
        if (r) {
            o.ok = true;
            o.warnings = r->warnings;
            setText(o, [step] { return tr("%1: done.").arg(stepTitle(step)); });
        }
        afterRead([this, o](const LiveText &) {
            count([this, o] {
                emit stateChanged();
                emit stepFinished(o);
            });
        });
    });
}

Rewriter *MigrationSession::startRewrite(const RewriteOptions &options, QString *refused) {
    if (const QString blocked = conversionBlock(); !blocked.isEmpty()) {
        if (refused)
            *refused = blocked;
        return nullptr;
    }
    RewriteOptions opts = options;
    opts.version = m_target;
    m_rewriter.reset(Rewriter::start(m_client, m_state, opts, m_store));
    emit rewriteStarted(m_rewriter.get());
    return m_rewriter.get();
}

ServerMigration *MigrationSession::startServerMigration(QString *refused,
                                                        const ServerMigrationOptions &options) {
    QString blocked = m_hasState ? safetyBlock(Step::Rewrite, m_state, m_target, record())
                                 : tr("The CustomResourceDefinition «%1» was not read yet.").arg(m_crdName);
    if (blocked.isEmpty())
        blocked = conversionBlock();
    if (blocked.isEmpty() && m_rewriter && !m_rewriter->isFinished())
        blocked = tr("Mado's own rewrite is running: cancel it first.");
    if (!blocked.isEmpty() || !m_client) {
        if (refused)
            *refused = blocked.isEmpty() ? tr("There is no connection.") : blocked;
        return nullptr;
    }
    m_serverMigration.reset(ServerMigration::start(m_client, m_state, m_store, options));
    connect(m_serverMigration.get(), &ServerMigration::finished, this, [this] { refresh(); });
    emit serverMigrationStarted(m_serverMigration.get());
    return m_serverMigration.get();
}

void MigrationSession::tryRemoveStillStored() {
    afterRead([this](const LiveText &err) {
        StepOutcome o;
        o.step = Step::Remove;
        if (err) {
            setText(o, err);
            emit learnFinished(o);
            return;
        }
        kube::WriteRequest req;
        req.verb = kube::WriteVerb::Update;
        req.path = kCrdPath + m_crdName;
        req.body = codecs::toJson(withOldVersionsRemoved(m_state, m_target), codecs::JsonStyle::Compact);
        req.dryRun = true; // a lesson, never a change: the server validates and stores nothing
        kube::Write *w = kube::Write::start(m_client, req);
        connect(w, &kube::Write::finished, this, [this, w] {
            w->deleteLater();
            const auto &r = w->result();
            StepOutcome o = r ? StepOutcome{} : fromWriteError(Step::Remove, r.error());
            o.step = Step::Remove;
            if (r) {
                o.ok = true;
                setText(o, [] {
                    return tr(
                        "The server would accept the removal (dry run): no old version is still stored.");
                });
            }
            emit learnFinished(o);
        });
    });
}

void MigrationSession::requestOldVersion() {
    QStringList olds;
    for (const CrdVersion &v : m_state.versions)
        if (v.name != m_target && v.served)
            olds.append(v.name);
    if (olds.isEmpty()) {
        QTimer::singleShot(0, this, [this] { emit oldVersionWarnings({}, tr("No old version is served.")); });
        return;
    }
    auto warnings = std::make_shared<QStringList>();
    auto errors = std::make_shared<QStringList>();
    auto left = std::make_shared<int>(int(olds.size()));
    for (const QString &old : olds) {
        call(m_client,
             getRequest(m_state.collectionPath(old),
                        QUrlQuery{{QStringLiteral("limit"), QStringLiteral("1")}}),
             this, [this, warnings, errors, left](const kube::CallResult &r) {
                 if (r)
                     for (const QString &w : r->warnings)
                         warnings->append(kube::warningText(w));
                 else
                     errors->append(r.error().userMessage());
                 if (--*left == 0)
                     emit oldVersionWarnings(*warnings, errors->join(QLatin1Char('\n')));
             });
    }
}

void MigrationSession::readProof(bool after, int sample) {
    QStringList fields = m_state.defaultedFields(m_target);
    QList<ProofRow> &rows = after ? m_proofAfter : m_proofBefore;
    rows.clear();
    if (fields.isEmpty()) {
        QTimer::singleShot(0, this, [this, after] { emit proofReady(after); });
        return;
    }
    const QString field = fields.first();
    QUrlQuery q{{QStringLiteral("limit"), QString::number(sample)}};
    call(m_client, getRequest(m_state.collectionPath(m_target), q), this,
         [this, after, field](const kube::CallResult &r) {
             QList<ProofRow> &rows = after ? m_proofAfter : m_proofBefore;
             if (r)
                 if (auto doc = codecs::parseJson(r->body); doc)
                     for (const QCborValue &it : at(*doc, "items").toArray()) {
                         ProofRow row;
                         row.key = objectKey(at(at(it, "metadata"), "namespace").toString(),
                                             at(at(it, "metadata"), "name").toString());
                         row.field = field;
                         const QCborValue v = fieldAt(it, field);
                         row.present = !v.isUndefined();
                         if (row.present)
                             row.value = QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
                         row.stored = m_stored.value(row.key);
                         rows.append(row);
                     }
             emit proofReady(after);
         });
}

void MigrationSession::readEtcd(const QString &sandboxDir) {
    kube::SandboxRequest req;
    req.action = kube::SandboxRequest::Action::EtcdGet;
    req.dir = sandboxDir;
    req.etcdKey = m_state.etcdPrefix();
    req.etcdPrefix = true;
    kube::Sandbox *s = kube::Sandbox::start(req, this);
    connect(s, &kube::Sandbox::finished, this, [this, s] {
        s->deleteLater();
        if (!s->result()) {
            emit etcdReady(s->result().error().message);
            return;
        }
        m_stored.clear();
        const QString prefix = m_state.etcdPrefix();
        for (const QByteArray &line : s->result()->lines) {
            auto doc = codecs::parseJson(line);
            if (!doc)
                continue;
            const QString key = at(*doc, "key").toString();
            if (key.startsWith(prefix))
                m_stored.insert(key.mid(prefix.size()), at(*doc, "apiVersion").toString());
        }
        for (QList<ProofRow> *rows : {&m_proofBefore, &m_proofAfter})
            for (ProofRow &row : *rows)
                if (row.stored.isEmpty())
                    row.stored = m_stored.value(row.key);
        emit etcdReady({});
    });
}

void MigrationSession::runPreflight() {
    afterRead([this](const LiveText &err) {
        if (err) {
            m_lastError = err;
            emit failed(err());
            return;
        }
        m_preflight = Preflight{};
        struct Need {
            const char *verb;
            QString group;
            QString resource;
            const char *sub;
        };
        const QString crdGroup = QStringLiteral("apiextensions.k8s.io");
        const QString crdRes = QStringLiteral("customresourcedefinitions");
        const QList<Need> needs = {{"list", m_state.group, m_state.plural, ""},
                                   {"get", m_state.group, m_state.plural, ""},
                                   {"update", m_state.group, m_state.plural, ""},
                                   {"update", crdGroup, crdRes, ""},
                                   {"update", crdGroup, crdRes, "status"}};
        auto left = std::make_shared<int>(int(needs.size()) + 2);
        auto done = [this, left] {
            if (--*left == 0)
                emit preflightReady();
        };
        for (const Need &n : needs) {
            PermissionCheck pc;
            pc.verb = QLatin1String(n.verb);
            pc.group = n.group;
            pc.resource = n.resource;
            pc.subresource = QLatin1String(n.sub);
            const int index = int(m_preflight.permissions.size());
            m_preflight.permissions.append(pc);
            QCborMap attrs{{QStringLiteral("verb"), pc.verb},
                           {QStringLiteral("group"), pc.group},
                           {QStringLiteral("resource"), pc.resource}};
            if (!pc.subresource.isEmpty())
                attrs.insert(QStringLiteral("subresource"), pc.subresource);
            if (pc.resource == crdRes)
                attrs.insert(QStringLiteral("name"), m_crdName);
            const QCborMap body{
                {QStringLiteral("apiVersion"), QStringLiteral("authorization.k8s.io/v1")},
                {QStringLiteral("kind"), QStringLiteral("SelfSubjectAccessReview")},
                {QStringLiteral("spec"), QCborMap{{QStringLiteral("resourceAttributes"), attrs}}}};
            kube::Request req;
            req.verb = "POST";
            req.path = QStringLiteral("/apis/authorization.k8s.io/v1/selfsubjectaccessreviews");
            req.body = codecs::toJson(body, codecs::JsonStyle::Compact);
            req.contentType = "application/json";
            call(m_client, req, this, [this, index, done](const kube::CallResult &r) {
                PermissionCheck &pc = m_preflight.permissions[index];
                if (!r)
                    pc.reason = r.error().userMessage();
                else if (auto doc = codecs::parseJson(r->body); doc) {
                    pc.allowed = at(at(*doc, "status"), "allowed").toBool();
                    pc.reason = at(at(*doc, "status"), "reason").toString();
                }
                done();
            });
        }
        count([this, done] {
            m_preflight.objectCount = m_state.objectCount;
            emit stateChanged();
            done();
        });
        call(m_client, getRequest(QStringLiteral("/apis/storagemigration.k8s.io")), this,
             [this, done](const kube::CallResult &r) {
                 if (r)
                     if (auto doc = codecs::parseJson(r->body); doc) {
                         const QString v = at(at(*doc, "preferredVersion"), "version").toString();
                         m_preflight.storageMigrationApi = !v.isEmpty();
                         m_preflight.storageMigrationVersion = v;
                     }
                 done();
             });
        if (m_state.strategy == QLatin1String("Webhook")) {
            ++*left;
            readSamples([this, done] {
                m_preflight.samples = m_conversion.samples;
                m_preflight.conversionChecked = true;
                emit conversionChecked();
                done();
            });
        }
    });
}

QStringList MigrationSession::missing(bool useEtcd) const {
    const CrdState &s = m_state;
    const QString v = m_target;
    QStringList out;
    if (s.storageVersion() != v)
        out << tr("the storage version is %1, not %2").arg(s.storageVersion(), v);
    const QString stored = s.group + QLatin1Char('/') + v;
    int notRewritten = 0;
    if (useEtcd)
        for (auto it = m_stored.cbegin(); it != m_stored.cend(); ++it)
            if (it.value() != stored && ++notRewritten <= 10)
                out << tr("%1 is stored in etcd as %2").arg(it.key(), it.value());
    if (notRewritten > 10)
        out << tr("%n more object(s) stored in an old version", nullptr, notRewritten - 10);
    // etcd proves the rewrite only when it holds exactly the objects the API lists
    // (a sandbox's etcd read while connected elsewhere holds none of them).
    const bool etcdProves = useEtcd && notRewritten == 0 && m_stored.size() == s.objectCount;
    if (!rewriteCovers(record(), s, v) && !etcdProves)
        out << tr("no verified rewrite of every object at %1 (run: mado migrate run %2 --to %1)")
                   .arg(v, s.name);
    if (s.storedVersions != QStringList{v})
        out << tr("status.storedVersions is [%1], not [%2]")
                   .arg(s.storedVersions.join(QLatin1String(", ")), v);
    for (const CrdVersion &cv : s.versions)
        if (cv.name != v && cv.served)
            out << tr("the old version %1 is still served").arg(cv.name);
    return out;
}

QString MigrationSession::formatDuration(double seconds) {
    if (seconds < 0)
        return tr("unknown");
    if (seconds < 90)
        return tr("about %n second(s)", nullptr, int(seconds + 0.5));
    if (seconds < 5400)
        return tr("about %n minute(s)", nullptr, int(seconds / 60 + 0.5));
    return tr("about %n hour(s)", nullptr, int(seconds / 3600 + 0.5));
}

// ---- the lab ----

QString labCrdName(const LabOptions &o) {
    return QStringLiteral("widgets.") + o.group;
}

QByteArray labManifest(const QString &file, const QList<std::pair<QByteArray, QString>> &values) {
    QFile f(QStringLiteral(":/mado/migrate/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = f.readAll();
    for (const auto &[placeholder, value] : values)
        text.replace(placeholder, value.toUtf8());
    return text;
}

QByteArray labCrdJson(const LabOptions &o) {
    const QByteArray text = labManifest(QStringLiteral("lab-crd.json"), {{"@GROUP@", o.group}});
    if (o.webhookUrl.isEmpty() || text.isEmpty())
        return text;
    auto doc = codecs::parseJson(text);
    if (!doc)
        return {};
    QCborMap clientConfig{{QStringLiteral("url"), o.webhookUrl}};
    if (!o.webhookCaBundle.isEmpty())
        clientConfig.insert(QStringLiteral("caBundle"), QString::fromLatin1(o.webhookCaBundle));
    const QCborMap conversion{
        {QStringLiteral("strategy"), QStringLiteral("Webhook")},
        {QStringLiteral("webhook"),
         QCborMap{{QStringLiteral("conversionReviewVersions"), QCborArray{QStringLiteral("v1")}},
                  {QStringLiteral("clientConfig"), clientConfig}}}};
    QCborMap crd = doc->toMap();
    QCborMap spec = crd.value(QStringLiteral("spec")).toMap();
    spec.insert(QStringLiteral("conversion"), conversion);
    crd.insert(QStringLiteral("spec"), spec);
    return codecs::toJson(crd, codecs::JsonStyle::Compact);
}

LabSetup *LabSetup::start(kube::Client *client, const LabOptions &options) {
    auto *l = new LabSetup(client, options);
    QMetaObject::invokeMethod(
        l, [l] { l->step(0); }, Qt::QueuedConnection);
    return l;
}

LabSetup::LabSetup(kube::Client *client, const LabOptions &options)
    : Task(client)
    , m_client(client)
    , m_options(options) {}

void LabSetup::cancel() {
    finish(mado::Error{tr("The lab setup was canceled.")});
}

void LabSetup::fail(const QString &message) {
    finish(mado::Error{message});
}

void LabSetup::step(int phase) {
    if (isFinished() || !m_client)
        return;
    if (phase == 0 && labCrdJson(m_options).isEmpty())
        return fail(tr("The lab's manifests are missing from this build (:/mado/migrate)."));
    kube::Request req;
    req.contentType = "application/json";
    if (phase == 0) { // the namespace
        req.verb = "POST";
        req.path = QStringLiteral("/api/v1/namespaces");
        req.body = labManifest(QStringLiteral("lab-namespace.json"), {{"@NAMESPACE@", m_options.ns}});
        call(m_client, req, this, [this](const kube::CallResult &r) {
            if (!r && r.error().httpStatus != 409)
                return fail(tr("The namespace «%1» could not be created: %2")
                                .arg(m_options.ns, r.error().userMessage()));
            step(1);
        });
    } else if (phase == 1) { // the CRD
        req.verb = "POST";
        req.path = QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions");
        req.body = labCrdJson(m_options);
        call(m_client, req, this, [this](const kube::CallResult &r) {
            if (!r && r.error().httpStatus != 409)
                return fail(tr("The lab CRD could not be created: %1").arg(r.error().userMessage()));
            step(2);
        });
    } else if (phase == 2) { // until v1 is served
        call(
            m_client,
            getRequest(QStringLiteral("/apis/%1/v1/namespaces/%2/widgets").arg(m_options.group, m_options.ns),
                       QUrlQuery{{QStringLiteral("limit"), QStringLiteral("1")}}),
            this, [this](const kube::CallResult &r) {
                if (r)
                    return createObjects();
                if (++m_polls > 150)
                    return fail(
                        tr("The lab CRD was not served within 30 seconds: %1").arg(r.error().userMessage()));
                QTimer::singleShot(200, this, [this] { step(2); });
            });
    }
}

void LabSetup::createObjects() {
    if (isFinished() || !m_client)
        return;
    while (m_inFlight < m_options.concurrency && m_next < m_options.objects) {
        const int i = m_next++;
        kube::Request req;
        req.verb = "POST";
        req.contentType = "application/json";
        req.path = QStringLiteral("/apis/%1/v1/namespaces/%2/widgets").arg(m_options.group, m_options.ns);
        static const char *sizes[] = {"small", "medium", "large"};
        req.body = labManifest(QStringLiteral("lab-widget.json"),
                               {{"@GROUP@", m_options.group},
                                {"@NAME@", QStringLiteral("widget-%1").arg(i, 5, 10, QLatin1Char('0'))},
                                {"@SIZE@", QLatin1String(sizes[i % 3])}});
        m_inFlight++;
        call(m_client, req, this, [this](const kube::CallResult &r) {
            m_inFlight--;
            if (isFinished())
                return;
            if (!r && r.error().httpStatus != 409)
                return fail(tr("A lab object could not be created: %1").arg(r.error().userMessage()));
            m_created++;
            emit progress(m_created, m_options.objects);
            if (m_created == m_options.objects)
                finish(m_created);
            else
                createObjects();
        });
    }
    if (m_options.objects == 0)
        finish(0);
}

} // namespace migrate
