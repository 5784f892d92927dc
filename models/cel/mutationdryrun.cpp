#include "models/cel/mutationdryrun.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "models/patch/patchschema.h"

#include <QCborArray>
#include <QCborMap>

namespace models::celplay {

namespace {

bool isNoise(const QString &path) {
    static const QStringList noise = {QStringLiteral(".metadata.resourceVersion"),
                                      QStringLiteral(".metadata.generation"),
                                      QStringLiteral(".metadata.managedFields")};
    return noise.contains(path);
}

void diff(const QCborValue &a, const QCborValue &b, const QString &path, QStringList *out,
          QStringList *defaulted) {
    if (isNoise(path))
        return;
    if (defaulted && a.isUndefined() && !b.isUndefined()) {
        defaulted->append(path);
        return;
    }
    if (a.isMap() && b.isMap()) {
        const QCborMap x = a.toMap(), y = b.toMap();
        for (auto it = x.constBegin(); it != x.constEnd(); ++it)
            diff(it.value(), y.value(it.key()), path + QLatin1Char('.') + it.key().toString(), out,
                 defaulted);
        for (auto it = y.constBegin(); it != y.constEnd(); ++it)
            if (!x.contains(it.key()))
                diff(QCborValue(), it.value(), path + QLatin1Char('.') + it.key().toString(), out, defaulted);
        return;
    }
    if (a.isArray() && b.isArray() && a.toArray().size() == b.toArray().size()) {
        const QCborArray x = a.toArray(), y = b.toArray();
        for (qsizetype i = 0; i < x.size(); ++i)
            diff(x.at(i), y.at(i), path + QStringLiteral("[%1]").arg(i), out, defaulted);
        return;
    }
    const bool an = a.isInteger() || a.isDouble(), bn = b.isInteger() || b.isDouble();
    if (an && bn ? a.toDouble() != b.toDouble() : a != b)
        out->append(path.isEmpty() ? QStringLiteral(".") : path);
}

} // namespace

QStringList objectDifferences(const QCborValue &a, const QCborValue &b, QStringList *defaulted) {
    QStringList out;
    diff(a, b, QString(), &out, defaulted);
    return out;
}

MutationDryRun::MutationDryRun(kube::Client *client, MutationDryRunRequest request)
    : kube::Task<MutationDryRunOutcome, MutationDryRunError>(client)
    , m_client(client)
    , m_request(std::move(request)) {}

MutationDryRun *MutationDryRun::start(kube::Client *client, const MutationDryRunRequest &request) {
    auto *run = new MutationDryRun(client, request);
    if (request.kind == PatchKind::None || request.path.isEmpty()) {
        run->finishLater(mado::Error{MutationText::tr("Nothing to preview: no patch or no object.")});
        return run;
    }
    run->m_get = client->get(request.path);
    connect(run->m_get, &kube::Call::finished, run, &MutationDryRun::onLive);
    return run;
}

void MutationDryRun::cancel() {
    if (m_get)
        m_get->cancel();
    m_write.reset();
    finish(mado::Error{MutationText::tr("The server preview was canceled.")});
}

void MutationDryRun::onLive() {
    kube::Call *call = m_get.data();
    m_get = nullptr;
    if (!call)
        return;
    call->deleteLater();
    const kube::CallResult &r = call->result();
    if (!r)
        return finish(
            mado::Error{MutationText::tr("Reading the object failed: %1").arg(r.error().userMessage())});
    auto doc = codecs::parseJson(r->body);
    if (!doc)
        return finish(mado::Error{doc.error().message});
    m_outcome.live = *doc;
    m_outcome.local = applyPatch(m_request.kind, m_outcome.live, m_request.patch, m_request.schema.get());

    kube::WriteRequest w;
    w.verb = kube::WriteVerb::Patch;
    w.path = m_request.path;
    w.dryRun = true;
    w.fieldValidation = kube::FieldValidation::Strict;
    if (m_request.kind == PatchKind::JsonPatch) {
        w.patchType = kube::PatchType::Json;
        w.body = codecs::toJson(m_request.patch, codecs::JsonStyle::Compact);
    } else {
        w.patchType = kube::PatchType::Apply;
        w.fieldManager = QLatin1String(kDryRunFieldManager);
        w.force = true;
        w.body =
            codecs::toJson(applyRequestBody(m_request.patch, m_outcome.live), codecs::JsonStyle::Compact);
    }
    m_write.reset(kube::Write::start(m_client, w));
    connect(m_write.get(), &kube::Write::finished, this, &MutationDryRun::onWrite);
}

void MutationDryRun::onWrite() {
    kube::Write *w = m_write.get();
    if (!w)
        return;
    const kube::Write::ResultType r = w->result();
    m_write.reset();
    if (!r) {
        // The server does not say which JSON patch operation failed; Mado's own application does.
        QString message = r.error().userMessage();
        if (!m_outcome.local.ok)
            message += QLatin1Char('\n') + MutationText::tr("Applied by Mado: %1").arg(m_outcome.local.error);
        return finish(mado::Error{message});
    }
    m_outcome.server = r->object;
    m_outcome.warnings = r->warnings;
    const kube::PatchType type =
        m_request.kind == PatchKind::JsonPatch ? kube::PatchType::Json : kube::PatchType::Apply;
    const models::patch::EmptyPatchSchema none;
    m_outcome.preview = models::patch::computePreview(
        m_outcome.live, m_outcome.server, type,
        type == kube::PatchType::Apply ? applyRequestBody(m_request.patch, m_outcome.live) : m_request.patch,
        none);
    if (m_outcome.local.ok) {
        m_outcome.differences =
            objectDifferences(m_outcome.local.object, m_outcome.server, &m_outcome.defaulted);
        m_outcome.agree = m_outcome.differences.isEmpty();
    }
    finish(std::move(m_outcome));
}

} // namespace models::celplay
