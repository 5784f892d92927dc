#include "app/cmd_cel_mutation.h"

#include "app/cli.h"
#include "models/patch/patchschema.h"

#include <QCborArray>

namespace app::celmut {

using models::celplay::PatchKind;

namespace {

kube::PatchType writeType(PatchKind kind) {
    return kind == PatchKind::JsonPatch ? kube::PatchType::Json : kube::PatchType::Apply;
}

QString kindName(PatchKind kind) {
    return kind == PatchKind::JsonPatch ? QStringLiteral("JSONPatch") : QStringLiteral("ApplyConfiguration");
}

} // namespace

QString patchReport(const models::celplay::EvalOutcome &o, PatchKind kind, const QCborValue &object,
                    const ::cel::json::Node *schema) {
    if (!o.evaluated || !o.error.isEmpty())
        return {};
    QString text;
    if (!o.patch.ok)
        return Cli::tr("patch (%1): refused: %2").arg(kindName(kind), o.patch.error) + QLatin1Char('\n');
    text += Cli::tr("patch (%1):").arg(kindName(kind)) + QLatin1Char('\n');
    text +=
        QString::fromUtf8(models::celplay::patchKindText(kind, o.patch.patch)).trimmed() + QLatin1Char('\n');
    if (object.isUndefined())
        return text;
    const auto applied = models::celplay::applyPatch(kind, object, o.patch.patch, schema);
    if (!applied.ok)
        return text + Cli::tr("applied to object: fails: %1").arg(applied.error) + QLatin1Char('\n');
    if (applied.testFailed)
        return text + Cli::tr("applied to object: %1").arg(applied.error) + QLatin1Char('\n');
    const models::patch::EmptyPatchSchema none;
    const auto preview =
        models::patch::computePreview(object, applied.object, writeType(kind), o.patch.patch, none);
    if (preview.changes.isEmpty())
        return text + Cli::tr("applied to object: no change") + QLatin1Char('\n');
    text += Cli::tr("applied to object:") + QLatin1Char('\n');
    text += models::patch::PreviewText::unifiedDiff(preview);
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    return text;
}

void addPatchJson(QCborMap &out, const models::celplay::EvalOutcome &o, PatchKind kind,
                  const QCborValue &object, const ::cel::json::Node *schema) {
    out.insert(QLatin1String("patchType"), kindName(kind));
    if (!o.evaluated || !o.error.isEmpty())
        return;
    out.insert(QLatin1String("patch"), o.patch.ok ? o.patch.patch : QCborValue(nullptr));
    out.insert(QLatin1String("patchError"), o.patch.ok ? QCborValue(nullptr) : QCborValue(o.patch.error));
    if (!o.patch.ok || object.isUndefined())
        return;
    const auto applied = models::celplay::applyPatch(kind, object, o.patch.patch, schema);
    QCborMap local;
    local.insert(QLatin1String("ok"), applied.ok);
    local.insert(QLatin1String("testFailed"), applied.testFailed);
    local.insert(QLatin1String("error"),
                 applied.error.isEmpty() ? QCborValue(nullptr) : QCborValue(applied.error));
    local.insert(QLatin1String("object"), applied.ok ? applied.object : QCborValue(nullptr));
    out.insert(QLatin1String("local"), local);
}

QString dryRunReport(const models::celplay::MutationDryRunOutcome &r) {
    QString text = Cli::tr("server dry run:") + QLatin1Char('\n');
    if (r.preview.changes.isEmpty())
        text += Cli::tr("  no change") + QLatin1Char('\n');
    else
        text += models::patch::PreviewText::unifiedDiff(r.preview);
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    for (const QString &w : r.warnings)
        text += Cli::tr("warning: %1").arg(w) + QLatin1Char('\n');
    if (!r.local.ok)
        text += Cli::tr("Mado's local application fails: %1").arg(r.local.error) + QLatin1Char('\n');
    else if (r.agree)
        text += Cli::tr("Mado's local application agrees with the server's result.") + QLatin1Char('\n');
    if (r.local.ok && !r.defaulted.isEmpty())
        text += Cli::tr("The server also set defaults at: %1").arg(r.defaulted.join(QStringLiteral(", "))) +
                QLatin1Char('\n');
    else
        text += Cli::tr("Mado's local application differs from the server's result at: %1")
                    .arg(r.differences.join(QStringLiteral(", "))) +
                QLatin1Char('\n');
    return text;
}

QCborMap dryRunJson(const models::celplay::MutationDryRunOutcome &r) {
    QCborMap m;
    m.insert(QLatin1String("object"), r.server);
    QCborArray warnings;
    for (const QString &w : r.warnings)
        warnings.append(w);
    m.insert(QLatin1String("warnings"), warnings);
    QCborArray changes;
    for (const auto &c : r.preview.changes) {
        QCborMap ch;
        ch.insert(QLatin1String("path"), c.pathText);
        ch.insert(QLatin1String("before"), c.before ? *c.before : QCborValue(nullptr));
        ch.insert(QLatin1String("after"), c.after ? *c.after : QCborValue(nullptr));
        changes.append(ch);
    }
    m.insert(QLatin1String("changes"), changes);
    m.insert(QLatin1String("localAgrees"), r.agree);
    QCborArray diffs;
    for (const QString &d : r.differences)
        diffs.append(d);
    m.insert(QLatin1String("differences"), diffs);
    QCborArray defaulted;
    for (const QString &d : r.defaulted)
        defaulted.append(d);
    m.insert(QLatin1String("defaulted"), defaulted);
    return m;
}

} // namespace app::celmut
