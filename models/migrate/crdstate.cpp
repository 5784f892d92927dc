#include "models/migrate/crdstate.h"

#include <QRegularExpression>
#include <tuple>

#include <QCborArray>
#include <QCborMap>

namespace migrate {

namespace {

QCborValue at(const QCborValue &v, const char *key) {
    return v.toMap().value(QLatin1String(key));
}

void collectDefaults(const QCborValue &schema, const QString &prefix, QStringList &out) {
    const QCborMap props = at(schema, "properties").toMap();
    for (auto it = props.begin(); it != props.end(); ++it) {
        const QString path =
            prefix.isEmpty() ? it.key().toString() : prefix + QLatin1Char('.') + it.key().toString();
        if (it.value().toMap().contains(QLatin1String("default")))
            out.append(path);
        collectDefaults(it.value(), path, out);
    }
}

QCborArray versionsOf(const QCborValue &crd) {
    return at(at(crd, "spec"), "versions").toArray();
}

QCborValue withVersions(const QCborValue &crd, const QCborArray &versions) {
    QCborMap m = crd.toMap();
    QCborMap spec = m.value(QLatin1String("spec")).toMap();
    spec.insert(QLatin1String("versions"), versions);
    m.insert(QLatin1String("spec"), spec);
    return m;
}

} // namespace

std::optional<CrdState> CrdState::fromDocument(const QCborValue &doc, QString *error) {
    const QCborValue spec = at(doc, "spec");
    CrdState s;
    s.name = at(at(doc, "metadata"), "name").toString();
    s.uid = at(at(doc, "metadata"), "uid").toString();
    s.resourceVersion = at(at(doc, "metadata"), "resourceVersion").toString();
    s.group = at(spec, "group").toString();
    s.plural = at(at(spec, "names"), "plural").toString();
    s.kind = at(at(spec, "names"), "kind").toString();
    s.namespaced = at(spec, "scope").toString() != QLatin1String("Cluster");
    const QString strategy = at(at(spec, "conversion"), "strategy").toString();
    if (!strategy.isEmpty())
        s.strategy = strategy;
    for (const QCborValue &v : versionsOf(doc)) {
        CrdVersion cv;
        cv.name = at(v, "name").toString();
        cv.served = at(v, "served").toBool();
        cv.storage = at(v, "storage").toBool();
        cv.deprecated = at(v, "deprecated").toBool();
        cv.deprecationWarning = at(v, "deprecationWarning").toString();
        s.versions.append(cv);
    }
    for (const QCborValue &v : at(at(doc, "status"), "storedVersions").toArray())
        s.storedVersions.append(v.toString());
    s.raw = doc;
    if (s.name.isEmpty() || s.group.isEmpty() || s.plural.isEmpty() || s.versions.isEmpty()) {
        if (error)
            *error = Plan::tr(
                "The document is not a CustomResourceDefinition (no name, group, plural or versions).");
        return std::nullopt;
    }
    return s;
}

QString CrdState::storageVersion() const {
    for (const CrdVersion &v : versions)
        if (v.storage)
            return v.name;
    return {};
}

const CrdVersion *CrdState::version(const QString &n) const {
    for (const CrdVersion &v : versions)
        if (v.name == n)
            return &v;
    return nullptr;
}

QString CrdState::collectionPath(const QString &v) const {
    return QStringLiteral("/apis/%1/%2/%3").arg(group, v, plural);
}

QString CrdState::objectPath(const QString &v, const QString &ns, const QString &n) const {
    if (namespaced && !ns.isEmpty())
        return QStringLiteral("/apis/%1/%2/namespaces/%3/%4/%5").arg(group, v, ns, plural, n);
    return QStringLiteral("/apis/%1/%2/%3/%4").arg(group, v, plural, n);
}

QString CrdState::etcdPrefix() const {
    return QStringLiteral("/registry/%1/%2/").arg(group, plural);
}

QStringList CrdState::defaultedFields(const QString &v) const {
    QStringList out;
    for (const QCborValue &ver : versionsOf(raw))
        if (at(ver, "name").toString() == v)
            collectDefaults(at(at(ver, "schema"), "openAPIV3Schema"), {}, out);
    return out;
}

QString stepKey(Step step) {
    static const char *keys[] = {"serve", "storage", "rewrite", "trim", "unserve", "remove"};
    return step < Step::StepCount ? QLatin1String(keys[int(step)]) : QString();
}

QString stepTitle(Step step) {
    switch (step) {
    case Step::Serve:
        return Plan::tr("Step 1 — serve the new version, deprecate the old");
    case Step::Storage:
        return Plan::tr("Step 2 — store the new version");
    case Step::Rewrite:
        return Plan::tr("Step 3 — rewrite every object");
    case Step::Trim:
        return Plan::tr("Step 4a — trim status.storedVersions");
    case Step::Unserve:
        return Plan::tr("Step 4b — stop serving the old versions");
    case Step::Remove:
        return Plan::tr("Step 4c — remove the old versions");
    case Step::StepCount:
        break;
    }
    return {};
}

bool rewriteCovers(const std::optional<RewriteRecord> &record, const CrdState &state,
                   const QString &version) {
    return record && record->complete && record->failed.isEmpty() && record->uid == state.uid &&
           record->version == version;
}

namespace {

bool stepDone(Step step, const CrdState &s, const QString &target,
              const std::optional<RewriteRecord> &record) {
    switch (step) {
    case Step::Serve: {
        const CrdVersion *t = s.version(target);
        if (!t || !t->served)
            return false;
        for (const CrdVersion &v : s.versions)
            if (v.name != target && v.served && !v.deprecated)
                return false;
        return true;
    }
    case Step::Storage:
        return s.storageVersion() == target;
    case Step::Rewrite:
        // Once the old versions left storedVersions the rewrite was declared done
        // (by Mado after verifying, or by someone else).
        return rewriteCovers(record, s, target) ||
               (s.storageVersion() == target && s.storedVersions == QStringList{target});
    case Step::Trim:
        return s.storedVersions == QStringList{target};
    case Step::Unserve:
        for (const CrdVersion &v : s.versions)
            if (v.name != target && v.served)
                return false;
        return true;
    case Step::Remove:
        return s.versions.size() == 1 && s.versions.first().name == target;
    case Step::StepCount:
        break;
    }
    return false;
}

} // namespace

QString safetyBlock(Step step, const CrdState &s, const QString &target,
                    const std::optional<RewriteRecord> &record) {
    const CrdVersion *t = s.version(target);
    if (!t)
        return Plan::tr("Version %1 is not in spec.versions: add it with its schema first.").arg(target);
    switch (step) {
    case Step::Serve:
        return {};
    case Step::Storage:
        if (!t->served)
            return Plan::tr("Serve %1 first (step 1): storage may only move to a served version.")
                .arg(target);
        return {};
    case Step::Rewrite:
        if (s.storageVersion() != target)
            return Plan::tr("Move storage to %1 first (step 2): a rewrite before that stores the old version "
                            "again.")
                .arg(target);
        return {};
    case Step::Trim:
        if (s.storageVersion() != target)
            return Plan::tr("Storage is not %1 yet (step 2).").arg(target);
        if (!rewriteCovers(record, s, target))
            return Plan::tr(
                       "The rewrite has not verifiably covered every object at %1 (step 3): trimming "
                       "storedVersions now would declare objects migrated that are still stored in an old "
                       "version.")
                .arg(target);
        return {};
    case Step::Unserve:
        if (s.storedVersions != QStringList{target})
            return Plan::tr("status.storedVersions still lists %1: trim it first (step 4a).")
                .arg(s.storedVersions.join(QLatin1String(", ")));
        return {};
    case Step::Remove:
        if (s.storedVersions != QStringList{target})
            return Plan::tr("status.storedVersions still lists %1: trim it first (step 4a).")
                .arg(s.storedVersions.join(QLatin1String(", ")));
        for (const CrdVersion &v : s.versions)
            if (v.name != target && v.served)
                return Plan::tr("Version %1 is still served: stop serving it first (step 4b).").arg(v.name);
        return {};
    case Step::StepCount:
        break;
    }
    return {};
}

Plan Plan::compute(const CrdState &s, const QString &target, const std::optional<RewriteRecord> &record) {
    Plan p;
    p.target = target;
    if (!s.version(target)) {
        p.error =
            tr("Version %1 is not in spec.versions of %2: add it with its schema first (served: false is "
               "enough).")
                .arg(target, s.name);
        return p;
    }
    bool earlierOpen = false;
    for (int i = 0; i < int(Step::StepCount); ++i) {
        PlanItem item;
        item.step = Step(i);
        item.done = stepDone(item.step, s, target, record);
        if (!item.done) {
            item.blocked = safetyBlock(item.step, s, target, record);
            if (item.blocked.isEmpty() && earlierOpen)
                item.blocked = tr("An earlier step is not done.");
            earlierOpen = true;
        }
        p.items.append(item);
    }
    return p;
}

bool Plan::complete() const {
    if (items.isEmpty())
        return false;
    for (const PlanItem &i : items)
        if (!i.done)
            return false;
    return true;
}

Step Plan::next() const {
    for (const PlanItem &i : items)
        if (!i.done)
            return i.step;
    return Step::StepCount;
}

QString defaultDeprecationWarning(const CrdState &s, const QString &old, const QString &target) {
    // Not translated: the text is stored in the CRD and sent to every client of the cluster.
    return QStringLiteral("%1/%2 %3 is deprecated; use %1/%4 %3").arg(s.group, old, s.kind, target);
}

QCborValue applyStep(const CrdState &s, Step step, const QString &target, const QString &warningText) {
    QCborArray versions = versionsOf(s.raw);
    QCborArray out;
    for (const QCborValue &v : versions) {
        QCborMap m = v.toMap();
        const QString name = m.value(QLatin1String("name")).toString();
        const bool isTarget = name == target;
        switch (step) {
        case Step::Serve:
            if (isTarget)
                m.insert(QLatin1String("served"), true);
            else if (m.value(QLatin1String("served")).toBool()) {
                m.insert(QLatin1String("deprecated"), true);
                m.insert(QLatin1String("deprecationWarning"),
                         warningText.isEmpty() ? defaultDeprecationWarning(s, name, target) : warningText);
            }
            break;
        case Step::Storage:
            m.insert(QLatin1String("storage"), isTarget);
            break;
        case Step::Unserve:
            if (!isTarget)
                m.insert(QLatin1String("served"), false);
            break;
        case Step::Remove:
            if (!isTarget)
                continue;
            break;
        default:
            break;
        }
        out.append(m);
    }
    if (step == Step::Trim) {
        QCborMap m = s.raw.toMap();
        QCborMap status = m.value(QLatin1String("status")).toMap();
        status.insert(QLatin1String("storedVersions"), QCborArray{target});
        m.insert(QLatin1String("status"), status);
        return m;
    }
    return withVersions(s.raw, out);
}

QCborValue withOldVersionsRemoved(const CrdState &s, const QString &target) {
    QCborArray out;
    for (const QCborValue &v : versionsOf(s.raw))
        if (at(v, "name").toString() == target) {
            QCborMap m = v.toMap();
            m.insert(QLatin1String("served"), true);
            m.insert(QLatin1String("storage"), true);
            out.append(m);
        }
    return withVersions(s.raw, out);
}

QString crdNameFor(const QString &group, const QString &plural) {
    if (!group.contains(QLatin1Char('.')) || group == QLatin1String("k8s.io") ||
        group.endsWith(QLatin1String(".k8s.io")) || plural.isEmpty())
        return {};
    return plural + QLatin1Char('.') + group;
}

QString newestVersion(const CrdState &state) {
    // Rank: GA above beta above alpha above anything else, then the numbers.
    static const QRegularExpression re(QStringLiteral("^v(\\d+)(?:(alpha|beta)(\\d+))?$"));
    auto rank = [](const QString &name) {
        const QRegularExpressionMatch m = re.match(name);
        if (!m.hasMatch())
            return std::tuple{0, 0, 0};
        const int level = m.captured(2).isEmpty() ? 3 : m.captured(2) == QLatin1String("beta") ? 2 : 1;
        return std::tuple{level, m.captured(1).toInt(), m.captured(3).toInt()};
    };
    QString best;
    for (const CrdVersion &v : state.versions)
        if (best.isEmpty() || rank(v.name) > rank(best))
            best = v.name;
    return best;
}

} // namespace migrate
