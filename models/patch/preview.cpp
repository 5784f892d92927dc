#include "models/patch/preview.h"

#include "codecs/json.h"
#include "codecs/mapbuilder.h"
#include "codecs/yaml.h"
#include "models/linediff.h"
#include "models/objectfetch.h"

#include <QCborArray>
#include <QCborMap>
#include <QHash>
#include <QSet>

namespace models::patch {

namespace {

QStringList listKeys(const FieldPatchMeta &meta) {
    if (meta.listType == QLatin1String("map") && !meta.listMapKeys.isEmpty())
        return meta.listMapKeys;
    if (!meta.mergeKey.isEmpty())
        return {meta.mergeKey};
    return {};
}

/// The paths of result that patch sets (a merge patch, an apply
/// configuration, or with strategic a strategic merge patch, whose $ keys are
/// directives rather than fields).
void cover(const QCborValue &patch, const QCborValue &result, Path &path, const PatchSchema &schema,
           bool strategic, QList<QPair<Path, std::optional<QCborValue>>> &out) {
    if (patch.isMap() && result.isMap()) {
        const QCborMap pm = patch.toMap(), rm = result.toMap();
        const codecs::MapIndex ri(rm);
        for (auto it = pm.begin(); it != pm.end(); ++it) {
            const QString k = it.key().toString();
            if (strategic && k.startsWith(QLatin1Char('$'))) {
                // A strategic directive that deletes from or orders a list of
                // scalars moves the items after it: the whole list is the patch's.
                // (Items of a keyed list are named by key, so their order is no change.)
                const QString list = k.section(QLatin1Char('/'), 1);
                const bool listDirective = k.startsWith(QLatin1String("$deleteFromPrimitiveList/")) ||
                                           k.startsWith(QLatin1String("$setElementOrder/"));
                const qsizetype at = listDirective ? ri.indexOf(list) : -1;
                if (at >= 0) {
                    const QCborValue value = (rm.cbegin() + at).value();
                    const QCborArray items = value.toArray();
                    if (value.isArray() && std::none_of(items.begin(), items.end(),
                                                        [](const QCborValue &v) { return v.isMap(); })) {
                        path.append(PathSeg{list});
                        out.append({path, std::nullopt});
                        path.removeLast();
                    }
                }
                continue;
            }
            path.append(PathSeg{k});
            if (const qsizetype at = ri.indexOf(k); at >= 0)
                cover(it.value(), (rm.cbegin() + at).value(), path, schema, strategic, out);
            else
                out.append({path, it.value()});
            path.removeLast();
        }
        return;
    }
    if (patch.isArray() && result.isArray()) {
        const QStringList keys = listKeys(schema.lookup(schemaPath(path)));
        const QCborArray pa = patch.toArray(), ra = result.toArray();
        const bool maps = std::all_of(pa.begin(), pa.end(), [](const QCborValue &v) { return v.isMap(); });
        if (!keys.isEmpty() && maps) {
            // The result's items by their keys (the first of a repeated one),
            // so each patch item is found by one lookup, not a scan.
            auto identity = [&keys](const QCborMap &item) {
                QByteArray id;
                for (const QString &k : keys)
                    id += codecs::canonical(item.value(k)).toCbor();
                return id;
            };
            QHash<QByteArray, qsizetype> resultAt;
            resultAt.reserve(ra.size());
            for (qsizetype i = 0; i < ra.size(); ++i) {
                const QByteArray id = identity(ra.at(i).toMap());
                if (!resultAt.contains(id))
                    resultAt.insert(id, i);
            }
            for (const QCborValue &item : pa) {
                const QCborMap im = item.toMap();
                if (im.value(QStringLiteral("$patch")).toString() == QLatin1String("delete"))
                    continue;
                if (const qsizetype i = resultAt.value(identity(im), -1); i >= 0) {
                    path.append(PathSeg{QString(), int(i)});
                    cover(item, ra.at(i), path, schema, strategic, out);
                    path.removeLast();
                }
            }
            return;
        }
    }
    out.append({path, patch});
}

/// The keys that identify the items of the list at path: the schema's list-map
/// keys or merge key, else "name" when every item has a distinct one.
QStringList itemKeysAt(const QCborValue &list, const Path &path, const PatchSchema &schema) {
    const QStringList keys = listKeys(schema.lookup(schemaPath(path)));
    if (!keys.isEmpty())
        return keys;
    QSet<QString> names;
    for (const QCborValue &item : list.toArray()) {
        const QCborValue n = item.toMap().value(QStringLiteral("name"));
        if (!n.isString() || names.contains(n.toString()))
            return {};
        names.insert(n.toString());
    }
    return names.isEmpty() ? QStringList() : QStringList{QStringLiteral("name")};
}

/// path as text with list items named by their keys ([name="web"]) where the
/// list is keyed, so the same item compares equal when its index moved.
/// A leaf of a document with its path and its identity: the path as the
/// preview names it, list items by their keys where the schema has them
/// (spec.containers[name="web"].image).
struct IdentityLeaf {
    QString identity;
    Path path;
    QCborValue value;
};

/// Every leaf of v (as leaves()) with its identity, built on the way down
/// (looking each leaf's path up again from the top scanned every map on it:
/// a map of n keys cost n²/2 comparisons).
void identityLeaves(const QCborValue &v, Path &path, const QString &identity, const PatchSchema &schema,
                    QList<IdentityLeaf> &out) {
    if (v.isMap() && !v.toMap().isEmpty()) {
        const QCborMap m = v.toMap();
        for (auto it = m.cbegin(); it != m.cend(); ++it) {
            const QString key = it.key().toString();
            path.append(PathSeg{key});
            identityLeaves(it.value(), path, identity.isEmpty() ? key : identity + QLatin1Char('.') + key,
                           schema, out);
            path.removeLast();
        }
    } else if (v.isArray() && !v.toArray().isEmpty()) {
        const QCborArray a = v.toArray();
        const QStringList keys = itemKeysAt(v, path, schema);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QCborValue item = a.at(i);
            QString segment;
            if (keys.isEmpty()) {
                segment = QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
            } else {
                QStringList parts;
                for (const QString &k : keys)
                    parts.append(
                        k + QLatin1Char('=') +
                        QString::fromUtf8(codecs::toJson(item.toMap().value(k), codecs::JsonStyle::Compact)));
                segment = QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
            }
            path.append(PathSeg{QString(), int(i)});
            identityLeaves(item, path, identity + segment, schema, out);
            path.removeLast();
        }
    } else {
        out.append({identity, path, v});
    }
}

QList<IdentityLeaf> identityLeaves(const QCborValue &doc, const PatchSchema &schema) {
    QList<IdentityLeaf> out;
    Path path;
    identityLeaves(doc, path, QString(), schema, out);
    return out;
}

QCborValue withoutNoise(const QCborValue &object) {
    QCborMap m = object.toMap();
    QCborMap meta = m.value(QStringLiteral("metadata")).toMap();
    meta.remove(QStringLiteral("managedFields"));
    meta.remove(QStringLiteral("resourceVersion"));
    meta.remove(QStringLiteral("generation"));
    if (m.contains(QStringLiteral("metadata")))
        m.insert(QStringLiteral("metadata"), meta);
    return m;
}

/// One line of the rendered YAML and the path it shows.
struct Line {
    QString text;
    Path path;
};

QString scalarText(const QCborValue &v) {
    if (v.isString() && v.toString().contains(QLatin1Char('\n')))
        return QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
    if (v.isMap())
        return QStringLiteral("{}");
    if (v.isArray())
        return QStringLiteral("[]");
    return QString::fromUtf8(codecs::toYaml(v)).trimmed();
}

bool isContainer(const QCborValue &v) {
    return (v.isMap() && !v.toMap().isEmpty()) || (v.isArray() && !v.toArray().isEmpty());
}

void render(const QCborValue &v, int indent, Path &path, QList<Line> &out, const QString &firstPrefix = {});

void renderMapEntries(const QCborMap &m, int indent, Path &path, QList<Line> &out, QString firstPrefix) {
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString key = it.key().toString();
        const QString pad = firstPrefix.isNull() ? QString(indent, QLatin1Char(' ')) : firstPrefix;
        firstPrefix = QString();
        path.append(PathSeg{key});
        const QString keyText = scalarText(QCborValue(key));
        if (isContainer(it.value())) {
            out.append({pad + keyText + QLatin1Char(':'), path});
            render(it.value(), it.value().isArray() ? indent : indent + 2, path, out);
        } else {
            out.append({pad + keyText + QStringLiteral(": ") + scalarText(it.value()), path});
        }
        path.removeLast();
    }
}

void render(const QCborValue &v, int indent, Path &path, QList<Line> &out, const QString &firstPrefix) {
    if (v.isMap()) {
        renderMapEntries(v.toMap(), indent, path, out, firstPrefix);
        return;
    }
    if (v.isArray()) {
        const QCborArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            path.append(PathSeg{QString(), int(i)});
            const QString dash = QString(indent, QLatin1Char(' ')) + QStringLiteral("- ");
            const QCborValue item = a.at(i);
            if (item.isMap() && !item.toMap().isEmpty())
                renderMapEntries(item.toMap(), indent + 2, path, out, dash);
            else if (item.isArray() && !item.toArray().isEmpty()) {
                out.append({dash.trimmed(), path});
                render(item, indent + 2, path, out);
            } else
                out.append({dash + scalarText(item), path});
            path.removeLast();
        }
        return;
    }
    out.append({QString(indent, QLatin1Char(' ')) + scalarText(v), path});
}

} // namespace

QList<QPair<Path, std::optional<QCborValue>>> coveredPaths(kube::PatchType type, const QCborValue &patch,
                                                           const QCborValue &live, const QCborValue &result,
                                                           const PatchSchema &schema) {
    QList<QPair<Path, std::optional<QCborValue>>> out;
    if (type == kube::PatchType::Json) {
        for (const QCborValue &op : patch.toArray()) {
            const QString name = op[QLatin1String("op")].toString();
            if (name == QLatin1String("test"))
                continue;
            const QString pointer = op[QLatin1String("path")].toString();
            const bool removes = name == QLatin1String("remove");
            std::optional<QCborValue> value;
            if (op.toMap().contains(QStringLiteral("value")))
                value = op[QLatin1String("value")];
            out.append({pointerPath(pointer, removes ? live : result), value});
            if (name == QLatin1String("move"))
                out.append({pointerPath(op[QLatin1String("from")].toString(), live), std::nullopt});
        }
        return out;
    }
    Path p;
    cover(patch, result, p, schema, type == kube::PatchType::Strategic, out);
    return out;
}

QCborValue presentable(const QCborValue &object, const PreviewOptions &options) {
    QCborValue v = codecs::canonical(object);
    if (!options.showNoise)
        v = withoutNoise(v);
    // Fingerprints, so a value the patch changes still shows as a change.
    if (!options.revealSecrets && ObjectFetch::isSecretDocument(v))
        v = ObjectFetch::maskSecret(v, {}, ObjectFetch::MaskStyle::Fingerprint);
    return v;
}

Preview computePreview(const QCborValue &live, const QCborValue &result, kube::PatchType type,
                       const QCborValue &patch, const PatchSchema &schema, const PreviewOptions &options) {
    Preview pv;
    pv.folded = !options.showNoise;
    const QCborValue before = presentable(live, options), after = presentable(result, options);
    const QCborValue rawAfter = codecs::canonical(result);
    const auto covered =
        coveredPaths(type, codecs::canonical(patch), codecs::canonical(live), rawAfter, schema);

    QHash<QString, QPair<Path, QCborValue>> beforeLeaves, afterLeaves;
    QStringList order;
    for (const IdentityLeaf &l : identityLeaves(before, schema)) {
        beforeLeaves.insert(l.identity, {l.path, l.value});
        order.append(l.identity);
    }
    for (const IdentityLeaf &l : identityLeaves(after, schema)) {
        afterLeaves.insert(l.identity, {l.path, l.value});
        if (!beforeLeaves.contains(l.identity))
            order.append(l.identity);
    }
    // The covered paths by path: a change is the patch's when one of its
    // ancestors (or itself) is covered, found by a lookup per ancestor rather
    // than by comparing every change with every covered path.
    QMultiHash<Path, qsizetype> coveredAt;
    coveredAt.reserve(covered.size());
    for (qsizetype i = 0; i < covered.size(); ++i)
        coveredAt.insert(covered[i].first, i);
    const FieldOwners owners(rawAfter);
    for (const QString &t : std::as_const(order)) {
        const auto b = beforeLeaves.constFind(t);
        const auto a = afterLeaves.constFind(t);
        if (b != beforeLeaves.cend() && a != afterLeaves.cend() && b->second == a->second)
            continue;
        Change c;
        c.pathText = t;
        c.path = a != afterLeaves.cend() ? a->first : b->first;
        if (b != beforeLeaves.cend())
            c.before = b->second;
        if (a != afterLeaves.cend())
            c.after = a->second;
        if (!c.after) {
            c.cause = ChangeCause::Patch;
        } else {
            std::optional<ChangeCause> cause;
            for (qsizetype depth = 0; depth <= c.path.size() && !cause; ++depth) {
                const Path rest = c.path.mid(depth);
                for (const qsizetype at : coveredAt.values(c.path.first(depth))) {
                    const std::optional<QCborValue> &value = covered[at].second;
                    if (rest.isEmpty() || !value || valueAt(*value, rest) ||
                        !(value->isMap() || value->isArray())) {
                        cause = ChangeCause::Patch;
                        break;
                    }
                }
            }
            if (!cause)
                cause = c.before ? ChangeCause::Admission : ChangeCause::Default;
            c.cause = *cause;
            c.owners = owners.of(c.path);
        }
        if (c.cause == ChangeCause::Patch)
            ++pv.patchChanges;
        else
            ++pv.serverChanges;
        pv.changes.append(c);
    }

    // The side-by-side rows: both documents rendered as YAML, aligned by a
    // shortest line diff.
    QList<Line> left, right;
    Path p;
    render(before, 0, p, left);
    render(after, 0, p, right);
    // A line's cause: that of the change at its path, else of the first change
    // under it (changes with an after value, indexed once by path and by each
    // ancestor of their path).
    QHash<Path, ChangeCause> causeAt, firstCauseUnder;
    for (const Change &c : std::as_const(pv.changes)) {
        if (!c.after)
            continue;
        if (!causeAt.contains(c.path))
            causeAt.insert(c.path, c.cause);
        for (qsizetype depth = 0; depth <= c.path.size(); ++depth) {
            const Path ancestor = c.path.first(depth);
            if (!firstCauseUnder.contains(ancestor))
                firstCauseUnder.insert(ancestor, c.cause);
        }
    }
    auto causeOf = [&causeAt, &firstCauseUnder](const Path &linePath) -> std::optional<ChangeCause> {
        if (const auto exact = causeAt.constFind(linePath); exact != causeAt.cend())
            return *exact;
        if (const auto under = firstCauseUnder.constFind(linePath); under != firstCauseUnder.cend())
            return *under;
        return std::nullopt;
    };
    QStringList leftTexts, rightTexts;
    for (const Line &l : std::as_const(left))
        leftTexts.append(l.text);
    for (const Line &r : std::as_const(right))
        rightTexts.append(r.text);
    const LineDiff diff = LineDiff::compare(leftTexts, rightTexts);
    QList<DiffRow> pendingRemoved, pendingAdded;
    auto flush = [&] {
        // Pair removed and added lines of one hunk as changed rows (not when
        // too many lines changed to align them: the hunk is then everything).
        const qsizetype pairs = diff.exact ? std::min(pendingRemoved.size(), pendingAdded.size()) : 0;
        for (qsizetype k = 0; k < pairs; ++k)
            pv.rows.append({DiffRow::Kind::Changed, pendingRemoved[k].left, pendingAdded[k].right,
                            pendingAdded[k].cause});
        for (qsizetype k = pairs; k < pendingRemoved.size(); ++k)
            pv.rows.append(pendingRemoved[k]);
        for (qsizetype k = pairs; k < pendingAdded.size(); ++k)
            pv.rows.append(pendingAdded[k]);
        pendingRemoved.clear();
        pendingAdded.clear();
    };
    for (const LineDiff::Step &step : diff.steps) {
        switch (step.op) {
        case LineDiff::Op::Same:
            flush();
            pv.rows.append(
                {DiffRow::Kind::Same, left[step.before].text, right[step.after].text, std::nullopt});
            break;
        case LineDiff::Op::Removed:
            pendingRemoved.append({DiffRow::Kind::Removed, left[step.before].text, QString(), std::nullopt});
            break;
        case LineDiff::Op::Added:
            pendingAdded.append(
                {DiffRow::Kind::Added, QString(), right[step.after].text, causeOf(right[step.after].path)});
            break;
        }
    }
    flush();
    return pv;
}

ResolvedApply resolveConflicts(const QCborValue &config, const QCborValue &live,
                               const QList<kube::ApplyConflict> &conflicts,
                               const QList<Resolution> &resolutions) {
    ResolvedApply out;
    out.config = codecs::canonical(config);
    const QCborValue liveDoc = codecs::canonical(live);
    // Drops last, from the deepest path up, so earlier paths stay valid.
    QList<Path> drops;
    for (qsizetype i = 0; i < conflicts.size(); ++i) {
        const Resolution r = resolutions.value(i, Resolution::Force);
        const auto where = resolveFieldPath(out.config, conflicts[i].field);
        if (!where) {
            out.unresolved.append(conflicts[i].field);
            continue;
        }
        switch (r) {
        case Resolution::Force:
            out.force = true;
            break;
        case Resolution::Drop:
            drops.append(*where);
            break;
        case Resolution::Share: {
            const auto livePath = resolveFieldPath(liveDoc, conflicts[i].field);
            const auto value = livePath ? valueAt(liveDoc, *livePath) : std::nullopt;
            if (value)
                out.config = setAt(out.config, *where, *value);
            else
                out.unresolved.append(conflicts[i].field);
            break;
        }
        }
    }
    std::sort(drops.begin(), drops.end(), [](const Path &a, const Path &b) {
        // Deeper or later list items first.
        const qsizetype n = std::min(a.size(), b.size());
        for (qsizetype k = 0; k < n; ++k)
            if (a[k].isIndex() && b[k].isIndex() && a[k].index != b[k].index)
                return a[k].index > b[k].index;
        return a.size() > b.size();
    });
    for (const Path &d : drops)
        out.config = removeAt(out.config, d);
    return out;
}

QString PreviewText::causeName(ChangeCause cause) {
    switch (cause) {
    case ChangeCause::Patch:
        return tr("your patch");
    case ChangeCause::Default:
        return tr("server default");
    case ChangeCause::Admission:
        return tr("admission");
    }
    return {};
}

QString PreviewText::unifiedDiff(const Preview &preview, int context) {
    const QList<DiffRow> &rows = preview.rows;
    QList<bool> show(rows.size(), false);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i].kind == DiffRow::Kind::Same)
            continue;
        for (qsizetype k = std::max<qsizetype>(0, i - context); k <= std::min(rows.size() - 1, i + context);
             ++k)
            show[k] = true;
    }
    QString out;
    bool gap = false;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (!show[i]) {
            gap = true;
            continue;
        }
        if (gap && !out.isEmpty())
            out += QStringLiteral("@@\n");
        gap = false;
        const DiffRow &r = rows[i];
        auto tagged = [&r](const QString &line) -> QString {
            if (r.cause && *r.cause != ChangeCause::Patch)
                return line + QStringLiteral("    # ") + causeName(*r.cause);
            return line;
        };
        switch (r.kind) {
        case DiffRow::Kind::Same:
            out += QStringLiteral("  ") + r.right + QLatin1Char('\n');
            break;
        case DiffRow::Kind::Removed:
            out += QStringLiteral("- ") + r.left + QLatin1Char('\n');
            break;
        case DiffRow::Kind::Added:
            out += tagged(QStringLiteral("+ ") + r.right) + QLatin1Char('\n');
            break;
        case DiffRow::Kind::Changed:
            out += QStringLiteral("- ") + r.left + QLatin1Char('\n');
            out += tagged(QStringLiteral("+ ") + r.right) + QLatin1Char('\n');
            break;
        }
    }
    return out;
}

QString PreviewText::changeSummary(const Preview &preview) {
    QString out;
    for (const Change &c : preview.changes) {
        const QString owners = c.owners.isEmpty() ? QStringLiteral("-") : c.owners.join(QStringLiteral(", "));
        if (!c.after)
            out += tr("%1: removed (%2)").arg(c.pathText, causeName(c.cause));
        else
            out += tr("%1: %2; owned by %3").arg(c.pathText, causeName(c.cause), owners);
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace models::patch
