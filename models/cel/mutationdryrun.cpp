#include "models/cel/mutationdryrun.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/offthread.h"
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
    // Reading the object and applying the patch to it take tens of
    // milliseconds on a large object: off the GUI thread.
    struct Live {
        QString error;
        QCborValue live;
        AppliedPatch local;
    };
    kube::runOffThread(
        this,
        [body = r->body, kind = m_request.kind, patch = m_request.patch, schema = m_request.schema] {
            Live out;
            auto doc = codecs::parseJson(body);
            if (!doc) {
                out.error = doc.error().message;
                return out;
            }
            out.live = *doc;
            out.local = applyPatch(kind, out.live, patch, schema.get());
            return out;
        },
        [this](Live live) {
            if (isFinished())
                return;
            if (!live.error.isEmpty())
                return finish(mado::Error{live.error});
            m_outcome.live = std::move(live.live);
            m_outcome.local = std::move(live.local);
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
                w.body = codecs::toJson(applyRequestBody(m_request.patch, m_outcome.live),
                                        codecs::JsonStyle::Compact);
            }
            m_write.reset(kube::Write::start(m_client, w));
            connect(m_write.get(), &kube::Write::finished, this, &MutationDryRun::onWrite);
        });
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
    // The line diff and the comparison with Mado's own result: off the GUI
    // thread too.
    kube::runOffThread(
        this,
        [outcome = std::move(m_outcome), kind = m_request.kind, patch = m_request.patch,
         hasSchema = m_request.schema != nullptr]() mutable {
            const kube::PatchType type =
                kind == PatchKind::JsonPatch ? kube::PatchType::Json : kube::PatchType::Apply;
            const models::patch::EmptyPatchSchema none;
            outcome.preview = models::patch::computePreview(
                outcome.live, outcome.server, type,
                type == kube::PatchType::Apply ? applyRequestBody(patch, outcome.live) : patch, none);
            if (outcome.local.ok) {
                // Without the schema, Mado replaces lists whole where the server merges
                // them: fields only the server has are then differences, not defaults.
                const bool trustDefaults = kind == PatchKind::JsonPatch || hasSchema;
                outcome.differences = objectDifferences(outcome.local.object, outcome.server,
                                                        trustDefaults ? &outcome.defaulted : nullptr);
                outcome.agree = outcome.differences.isEmpty();
            }
            return outcome;
        },
        [this](MutationDryRunOutcome outcome) {
            if (!isFinished())
                finish(std::move(outcome));
        });
}

} // namespace models::celplay
