#include "models/patch/patchsession.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/offthread.h"
#include "models/objectfetch.h"
#include "models/patch/openapipatchschema.h"
#include "models/patch/patchtext.h"
#include "models/schema/schemaservice.h"

namespace models::patch {

namespace {
const EmptyPatchSchema kEmptySchema;

QString resourceVersionOf(const QCborValue &object) {
    return object[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
}
} // namespace

PatchSession::PatchSession(kube::Client *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {}

PatchSession::~PatchSession() {
    if (m_get)
        m_get->abandon();
}

void PatchSession::setTarget(const kube::ApiResource &resource, const QString &namespace_,
                             const QString &name, bool customResource) {
    m_resource = resource;
    m_namespace = resource.namespaced ? namespace_ : QString();
    m_name = name;
    m_custom = customResource;
}

void PatchSession::setSchema(std::shared_ptr<const PatchSchema> schema) {
    m_schema = std::move(schema);
}

void PatchSession::setSchemaService(SchemaService *service) {
    m_schemaService = service;
    if (m_live.isMap())
        lookupSchema();
}

void PatchSession::lookupSchema() {
    if (!m_schemaService) {
        QMetaObject::invokeMethod(this, &PatchSession::schemaReady, Qt::QueuedConnection);
        return;
    }
    const QString apiVersion = m_live[QLatin1String("apiVersion")].toString();
    const kube::GroupVersionKind gvk{
        apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString(),
        apiVersion.section(QLatin1Char('/'), -1), m_live[QLatin1String("kind")].toString()};
    SchemaLookup *lookup = m_schemaService->lookup(gvk.groupVersion());
    connect(lookup, &SchemaLookup::finished, this, [this, lookup, gvk] {
        lookup->deleteLater();
        // Without a schema lists are replaced whole, as for an unknown field.
        if (lookup->result())
            m_schema = std::make_shared<OpenApiPatchSchema>(lookup->result().value(), gvk);
        emit schemaReady();
    });
}

const PatchSchema &PatchSession::schema() const {
    return m_schema ? *m_schema : kEmptySchema;
}

void PatchSession::setState(State s) {
    if (m_state == s)
        return;
    m_state = s;
    emit stateChanged(s);
}

void PatchSession::loadLive() {
    if (m_get)
        m_get->abandon();
    setState(State::Loading);
    m_get = m_client->get(m_resource.path(m_namespace, m_name));
    connect(m_get, &kube::Call::finished, this, [this, call = m_get.data()] {
        const kube::CallResult &r = call->result();
        if (!r) {
            call->deleteLater();
            m_get = nullptr;
            setState(State::Idle);
            emit failed(r.error().userMessage());
            return;
        }
        // Reading a large object takes tens of milliseconds: off the GUI
        // thread. The call stays m_get meanwhile, so a newer loadLive (or the
        // session's end) abandons it and this result is dropped.
        kube::runOffThread(
            this,
            [body = r->body]() -> mado::Result<QCborValue> {
                auto doc = codecs::parseJson(body);
                if (!doc)
                    return mado::Error{doc.error().message};
                return codecs::canonical(*doc);
            },
            [this, call = QPointer<kube::Call>(call)](mado::Result<QCborValue> doc) {
                if (!call || m_get != call)
                    return;
                call->deleteLater();
                m_get = nullptr;
                if (!doc) {
                    setState(State::Idle);
                    emit failed(doc.error().message);
                    return;
                }
                adoptLive(std::move(*doc));
                emit liveLoaded();
            });
    });
}

void PatchSession::setLive(const QCborValue &document) {
    adoptLive(codecs::canonical(document));
}

void PatchSession::adoptLive(QCborValue canonicalDocument) {
    const bool first = !m_live.isMap();
    m_live = std::move(canonicalDocument);
    m_previewed = {};
    setState(State::Ready);
    if (first)
        lookupSchema();
}

QString PatchSession::liveResourceVersion() const {
    return resourceVersionOf(m_live);
}

void PatchSession::derive(const QCborValue &edited) {
    const int generation = ++m_generation;
    // The schema is shared and immutable; the documents are copied.
    kube::runOffThread(
        this,
        [live = m_live, edited, schema = m_schema] {
            // A Secret's copy is shown masked: values left as their masks are the live ones.
            const QCborValue copy =
                ObjectFetch::isSecretDocument(live) ? ObjectFetch::unmaskSecret(edited, live) : edited;
            return deriveAll(live, copy, schema ? *schema : kEmptySchema);
        },
        [this, generation](Derivation derivation) {
            if (generation != m_generation)
                return;
            m_derivation = std::move(derivation);
            emit derived();
        });
}

QString PatchSession::refusal(const Composition &c) const {
    return validate(c, refusalContext()).refusal;
}

RefusalContext PatchSession::refusalContext() const {
    return {m_resource, m_namespace, m_name, m_custom, m_live};
}

Validation PatchSession::validate(const Composition &c, const RefusalContext &context) {
    const CheckedPatch checked = PatchText::check(c.type, c.text);
    return {checked.problems, refusalOf(c, checked, context)};
}

QString PatchSession::refusalOf(const Composition &c, const CheckedPatch &checked,
                                const RefusalContext &context) {
    if (c.type == kube::PatchType::Strategic && context.custom)
        return tr(
            "Custom resources do not support strategic merge patches: the API server answers 415. Use a "
            "merge patch or server-side apply instead.");
    if (c.type == kube::PatchType::Apply && c.fieldManager.trimmed().isEmpty())
        return tr("Server-side apply needs a field manager.");
    if (c.force && c.type != kube::PatchType::Apply)
        return tr("Force applies only to server-side apply.");
    if (!checked.ok()) {
        const Diagnostic &d = checked.problems.first();
        return d.line > 0 ? tr("Line %1: %2").arg(d.line).arg(d.message) : d.message;
    }
    if (c.type == kube::PatchType::Json && context.live.isMap()) {
        const QString problem = PatchText::replayProblem(context.live, checked.document);
        if (!problem.isEmpty())
            return problem;
    }
    if (c.type == kube::PatchType::Apply && !context.name.isEmpty()) {
        // The server would apply to the object of the URL or answer with an
        // unrelated conflict: say plainly that the configuration is for another object.
        const QCborValue meta = checked.document.toMap().value(QLatin1String("metadata"));
        const QString name = meta.toMap().value(QLatin1String("name")).toString();
        const QString kind = checked.document.toMap().value(QLatin1String("kind")).toString();
        if (name != context.name)
            return tr("The apply configuration is for %1, but the object being patched is %2.")
                .arg(name, context.name);
        if (!context.resource.kind.isEmpty() && kind != context.resource.kind)
            return tr("The apply configuration is a %1, but the object being patched is a %2.")
                .arg(kind, context.resource.kind);
        const QString ns = meta.toMap().value(QLatin1String("namespace")).toString();
        if (!ns.isEmpty() && context.resource.namespaced && ns != context.namespace_)
            return tr("The apply configuration is in the namespace %1, but the object being patched is in "
                      "%2.")
                .arg(ns, context.namespace_);
    }
    if (c.pinResourceVersion && resourceVersionOf(context.live).isEmpty())
        return tr("The live object is not loaded, so its resourceVersion cannot be pinned.");
    return {};
}

mado::Result<QByteArray> PatchSession::bodyOf(const Composition &c, const CheckedPatch &checked,
                                              const RefusalContext &context) {
    const QString why = refusalOf(c, checked, context);
    if (!why.isEmpty())
        return mado::Error{why};
    if (!c.pinResourceVersion)
        return c.text;
    return patchText(c.type, pinResourceVersion(c.type, checked.document, resourceVersionOf(context.live)));
}

bool PatchSession::canWrite(const Composition &c) const {
    return m_state == State::Previewed && c == m_previewed;
}

void PatchSession::preview(const Composition &c, const PreviewOptions &options) {
    m_options = options;
    send(c, true);
}

void PatchSession::write(const Composition &c) {
    if (!canWrite(c)) {
        emit failed(tr("Preview this patch with a dry run before writing it."));
        return;
    }
    send(c, false);
}

namespace {
/// A composition made ready to send: the bytes, or why they cannot be sent,
/// and the patch as a document for the preview.
struct Prepared {
    QString refusal;
    QByteArray body;
    QCborValue document;
};
} // namespace

void PatchSession::send(const Composition &c, bool dryRun) {
    // The text is checked (and a JSON patch replayed on the live object) on the
    // thread pool: a large patch takes tens of milliseconds per check.
    // A refusal goes back to this state; a send under way that this one drops
    // goes back to Ready.
    if (!m_preparing)
        m_stateBeforeSend =
            m_state == State::Previewing || m_state == State::Writing ? State::Ready : m_state;
    // A request or preview still under way for an earlier send is dropped, as
    // a new request replaces it.
    m_write.reset();
    ++m_generation;
    const State sending = dryRun ? State::Previewing : State::Writing;
    const int attempt = ++m_sends;
    m_preparing = true;
    m_error.reset();
    setState(sending);
    kube::runOffThread(
        this,
        [c, context = refusalContext()] {
            const CheckedPatch checked = PatchText::check(c.type, c.text);
            Prepared p;
            if (auto bytes = bodyOf(c, checked, context))
                p.body = std::move(*bytes);
            else
                p.refusal = bytes.error().message;
            p.document = checked.document;
            return p;
        },
        [this, c, dryRun, attempt, sending](const Prepared &p) {
            if (attempt != m_sends)
                return; // a later send took over
            m_preparing = false;
            if (m_state != sending)
                return; // a reload took over
            if (!p.refusal.isEmpty()) {
                setState(m_stateBeforeSend);
                emit failed(p.refusal);
                return;
            }
            startWrite(c, dryRun, p.body, p.document);
        });
}

void PatchSession::startWrite(const Composition &c, bool dryRun, const QByteArray &body,
                              const QCborValue &document) {
    kube::WriteRequest req;
    req.verb = kube::WriteVerb::Patch;
    req.path = m_resource.path(m_namespace, m_name);
    req.patchType = c.type;
    req.body = body;
    req.dryRun = dryRun;
    req.fieldValidation = c.fieldValidation;
    req.fieldManager = c.fieldManager;
    req.force = c.type == kube::PatchType::Apply && c.force;
    m_write.reset(kube::Write::start(m_client, req));
    kube::Write *w = m_write.get();
    connect(w, &kube::Write::finished, this, [this, w, c, dryRun, doc = document] {
        const kube::Write::ResultType r = w->result();
        m_write.reset();
        if (!r) {
            m_error = r.error();
            m_previewed = {};
            if (c.pinResourceVersion && c.type == kube::PatchType::Json && r.error().api.httpStatus == 422)
                return checkStale();
            setState(State::Ready);
            emit failed(r.error().userMessage());
            return;
        }
        m_result = *r;
        if (dryRun) {
            m_previewed = c;
            m_previewedPatch = doc;
        }
        computePreview(*r, c.type, doc, dryRun);
    });
}

void PatchSession::checkStale() {
    // A JSON patch's test op failed (a plain 422): read the object again to
    // tell a concurrent change from another fault.
    const QString pinned = liveResourceVersion();
    kube::Call *call = m_client->get(m_resource.path(m_namespace, m_name));
    m_get = call;
    connect(call, &kube::Call::finished, this, [this, call, pinned] {
        call->deleteLater();
        m_get = nullptr;
        const kube::CallResult &r = call->result();
        if (r) {
            auto doc = codecs::parseJson(r->body);
            if (doc &&
                (*doc)[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString() != pinned)
                m_error->staleResourceVersion = true;
        }
        setState(State::Ready);
        emit failed(m_error->userMessage());
    });
}

void PatchSession::represent(const PreviewOptions &options) {
    m_options = options;
    if (m_result.object.isMap())
        computePreview(m_result, m_previewed.type, m_previewedPatch, m_result.dryRun);
}

void PatchSession::computePreview(const kube::WriteResult &result, kube::PatchType type,
                                  const QCborValue &patch, bool dryRun) {
    const int generation = ++m_generation;
    kube::runOffThread(
        this,
        [live = m_live, object = result.object, type, patch, schema = m_schema, options = m_options, dryRun] {
            // After a real write the written object becomes the live one, in
            // canonical form: made here too, off the GUI thread.
            return std::pair{models::patch::computePreview(live, object, type, patch,
                                                           schema ? *schema : kEmptySchema, options),
                             dryRun ? QCborValue() : codecs::canonical(object)};
        },
        [this, generation, dryRun](std::pair<Preview, QCborValue> done) {
            if (generation != m_generation)
                return;
            m_preview = std::move(done.first);
            if (dryRun) {
                setState(State::Previewed);
                emit previewed();
            } else {
                // The written object is the new live one; a further write needs a new preview.
                m_live = std::move(done.second);
                m_previewed = {};
                setState(State::Written);
                emit written();
            }
        });
}

} // namespace models::patch
