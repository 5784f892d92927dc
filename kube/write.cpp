#include "kube/write.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QRegularExpression>

namespace kube {

QByteArray patchContentType(PatchType type) {
    switch (type) {
    case PatchType::Json:
        return "application/json-patch+json";
    case PatchType::Merge:
        return "application/merge-patch+json";
    case PatchType::Strategic:
        return "application/strategic-merge-patch+json";
    case PatchType::Apply:
        return "application/apply-patch+yaml";
    }
    return {};
}

QString patchTypeName(PatchType type) {
    switch (type) {
    case PatchType::Json:
        return QStringLiteral("json");
    case PatchType::Merge:
        return QStringLiteral("merge");
    case PatchType::Strategic:
        return QStringLiteral("strategic");
    case PatchType::Apply:
        return QStringLiteral("apply");
    }
    return {};
}

std::optional<PatchType> patchTypeFromName(const QString &name) {
    for (PatchType t : {PatchType::Json, PatchType::Merge, PatchType::Strategic, PatchType::Apply}) {
        if (name.compare(patchTypeName(t), Qt::CaseInsensitive) == 0)
            return t;
    }
    return std::nullopt;
}

QString fieldValidationName(FieldValidation v) {
    switch (v) {
    case FieldValidation::Strict:
        return QStringLiteral("Strict");
    case FieldValidation::Warn:
        return QStringLiteral("Warn");
    case FieldValidation::Ignore:
        return QStringLiteral("Ignore");
    }
    return {};
}

std::optional<FieldValidation> fieldValidationFromName(const QString &name) {
    for (FieldValidation v : {FieldValidation::Strict, FieldValidation::Warn, FieldValidation::Ignore}) {
        if (name.compare(fieldValidationName(v), Qt::CaseInsensitive) == 0)
            return v;
    }
    return std::nullopt;
}

QList<ApplyConflict> parseApplyConflicts(const ApiError &error) {
    QList<ApplyConflict> out;
    if (error.httpStatus != 409)
        return out;
    static const QRegularExpression managerRe(QStringLiteral(R"re(conflict with "((?:[^"\\]|\\.)*)")re"));
    for (const StatusCause &c : error.causes) {
        if (c.reason != QLatin1String("FieldManagerConflict"))
            continue;
        ApplyConflict conflict;
        conflict.field = c.field;
        conflict.message = c.message;
        const auto m = managerRe.match(c.message);
        if (m.hasMatch())
            conflict.manager = m.captured(1).replace(QLatin1String("\\\""), QLatin1String("\""));
        out.append(conflict);
    }
    return out;
}

QStringList parseRejectedFields(const ApiError &error) {
    QStringList out;
    static const QRegularExpression re(
        QStringLiteral(R"re((?:unknown|duplicate) field \\?"([^"\\]+)\\?")re"));
    QStringList texts{error.message};
    for (const StatusCause &c : error.causes)
        texts.append(c.message);
    for (const QString &t : std::as_const(texts)) {
        const qsizetype strict = t.indexOf(QLatin1String("strict decoding error:"));
        if (strict < 0)
            continue;
        auto it = re.globalMatch(t, strict);
        while (it.hasNext()) {
            const QString field = it.next().captured(1);
            if (!out.contains(field))
                out.append(field);
        }
    }
    return out;
}

QString warningText(const QString &headerValue) {
    // RFC 7234 warn-code SP warn-agent SP warn-text: 299 - "text"
    static const QRegularExpression re(QStringLiteral(R"re(^\s*\d{3}\s+\S+\s+"((?:[^"\\]|\\.)*)")re"));
    const auto m = re.match(headerValue);
    if (!m.hasMatch())
        return headerValue.trimmed();
    QString text = m.captured(1);
    text.replace(QLatin1String("\\\""), QLatin1String("\""))
        .replace(QLatin1String("\\\\"), QLatin1String("\\"));
    return text;
}

QString WriteError::userMessage() const {
    if (smpUnsupported) {
        return tr("The server does not accept a strategic merge patch for this resource (415): custom "
                  "resources only take JSON patches, merge patches and server-side apply. Send it as a merge "
                  "patch or an apply configuration instead.");
    }
    QString text;
    if (!rejectedFields.isEmpty()) {
        // The server's message repeats the whole object; the field paths are what matters.
        text = ApiError::httpMeaning(api.httpStatus) + QLatin1Char('\n') +
               tr("Strict field validation rejected %n field(s) the schema does not know:", nullptr,
                  int(rejectedFields.size()));
        for (const QString &f : rejectedFields)
            text += QLatin1Char('\n') + QStringLiteral("  ") + f;
        return text;
    }
    if (!conflicts.isEmpty()) {
        // The server's message lists the same conflicts once more; Mado's list says it once.
        text = ApiError::httpMeaning(api.httpStatus);
        text +=
            QLatin1Char('\n') + tr("The apply conflicts with other field managers on %n field(s):", nullptr,
                                   int(conflicts.size()));
        for (const ApplyConflict &c : conflicts)
            text +=
                QLatin1Char('\n') + tr("  %1 is owned by \"%2\"", "field, manager").arg(c.field, c.manager);
        text += QLatin1Char('\n') + tr("Force the apply to take these fields over, drop them from the "
                                       "configuration, or apply the values they have now to share them.");
        return text;
    }
    text = api.userMessage();
    if (!dryRun && (api.kind == ApiError::Kind::Network || api.kind == ApiError::Kind::Tls)) {
        // The request may have reached the server before the connection died.
        text += QLatin1Char('\n') + tr("The connection failed after the write was sent, so it may or may not "
                                       "have been applied. Mado has not sent it again: reload the object "
                                       "to see its state before you retry.");
    }
    if (staleResourceVersion) {
        text += QLatin1Char('\n') + tr("The object changed since it was read (its resourceVersion is no "
                                       "longer the pinned one). Reload it and compose the patch again.");
    }
    return text;
}

Write *Write::start(Client *client, const WriteRequest &request) {
    auto *w = new Write(client, request);
    auto failLater = [w](const QString &message) {
        WriteError e;
        e.api.kind = ApiError::Kind::Config;
        e.api.message = message;
        w->finishLater(e);
        return w;
    };
    if (request.path.isEmpty())
        return failLater(WriteError::tr("The write has no object path."));
    if (request.verb == WriteVerb::Patch && request.patchType == PatchType::Apply &&
        request.fieldManager.isEmpty())
        return failLater(WriteError::tr("A server-side apply needs a field manager."));
    if (request.force && !(request.verb == WriteVerb::Patch && request.patchType == PatchType::Apply))
        return failLater(WriteError::tr("Force applies only to server-side apply."));

    Request req;
    req.path = request.path;
    req.body = request.body;
    switch (request.verb) {
    case WriteVerb::Create:
        req.verb = "POST";
        req.contentType = "application/json";
        break;
    case WriteVerb::Update:
        req.verb = "PUT";
        req.contentType = "application/json";
        break;
    case WriteVerb::Patch:
        req.verb = "PATCH";
        req.contentType = patchContentType(request.patchType);
        break;
    case WriteVerb::Delete:
        req.verb = "DELETE";
        // Always a body (the default DeleteOptions when none is given): the
        // client sends bodies so that its HTTP stack cannot resend them.
        if (req.body.isEmpty())
            req.body = R"({"kind":"DeleteOptions","apiVersion":"v1"})";
        req.contentType = "application/json";
        break;
    }
    if (!request.contentType.isEmpty())
        req.contentType = request.contentType;
    if (request.dryRun)
        req.query.addQueryItem(QStringLiteral("dryRun"), QStringLiteral("All"));
    if (request.verb != WriteVerb::Delete)
        req.query.addQueryItem(QStringLiteral("fieldValidation"),
                               fieldValidationName(request.fieldValidation));
    if (!request.fieldManager.isEmpty() && request.verb != WriteVerb::Delete)
        addQueryText(req.query, QStringLiteral("fieldManager"), request.fieldManager);
    if (request.force)
        req.query.addQueryItem(QStringLiteral("force"), QStringLiteral("true"));
    w->m_call = client->send(req);
    connect(w->m_call, &Call::finished, w, &Write::onCallFinished);
    return w;
}

Write::Write(Client *client, const WriteRequest &request)
    : Task(client)
    , m_request(request) {}

Write::~Write() {
    if (m_call)
        m_call->abandon();
}

void Write::cancel() {
    if (m_call)
        m_call->cancel();
    else {
        WriteError e;
        e.api.kind = ApiError::Kind::Canceled;
        finish(e);
    }
}

void Write::onCallFinished() {
    Call *call = m_call;
    if (!call)
        return;
    m_call = nullptr;
    call->deleteLater();
    const CallResult &r = call->result();
    if (!r) {
        WriteError e;
        e.api = r.error();
        e.conflicts = parseApplyConflicts(e.api);
        e.rejectedFields = parseRejectedFields(e.api);
        e.smpUnsupported = e.api.httpStatus == 415 && m_request.verb == WriteVerb::Patch &&
                           m_request.patchType == PatchType::Strategic;
        e.staleResourceVersion = e.conflicts.isEmpty() && e.api.httpStatus == 409 &&
                                 e.api.reason == QLatin1String("Conflict") &&
                                 !(m_request.verb == WriteVerb::Create);
        e.dryRun = m_request.dryRun;
        finish(e);
        return;
    }
    WriteResult out;
    out.httpStatus = r->httpStatus;
    out.body = r->body;
    out.dryRun = m_request.dryRun;
    for (const QString &w : r->warnings)
        out.warnings.append(warningText(w));
    if (!r->body.isEmpty()) {
        auto doc = codecs::parseJson(r->body);
        if (!doc) {
            WriteError e;
            e.api.kind = ApiError::Kind::Decode;
            e.api.httpStatus = r->httpStatus;
            e.api.message = doc.error().message;
            finish(e);
            return;
        }
        out.object = *doc;
    }
    finish(out);
}

} // namespace kube
