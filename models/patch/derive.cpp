#include "models/patch/derive.h"

#include "codecs/json.h"
#include "codecs/mapbuilder.h"
#include "codecs/yaml.h"

#include <QCborArray>
#include <QCborMap>
#include <QHash>

#include <algorithm>
#include <type_traits>

namespace models::patch {

namespace {

const QLatin1String kRetainKeys("$retainKeys");
const QLatin1String kPatch("$patch");
const QLatin1String kSetElementOrder("$setElementOrder/");
const QLatin1String kDeleteFromPrimitiveList("$deleteFromPrimitiveList/");

QString childPath(const QString &path, const QString &key) {
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

/// Same "Go type" for the strategic diff: numbers are one type.
bool sameKind(const QCborValue &a, const QCborValue &b) {
    auto kind = [](const QCborValue &v) {
        if (v.isInteger() || v.isDouble())
            return 1;
        if (v.isBool())
            return 2;
        if (v.isString())
            return 3;
        if (v.isMap())
            return 4;
        if (v.isArray())
            return 5;
        if (v.isNull() || v.isUndefined())
            return 6;
        return 7;
    };
    return kind(a) == kind(b);
}

/// A scalar as Go's fmt %v prints it, for ordering merge keys and primitive lists.
QString scalarString(const QCborValue &v) {
    if (v.isString())
        return v.toString();
    if (v.isInteger())
        return QString::number(v.toInteger());
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull())
        return QStringLiteral("<nil>");
    return QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
}

QCborArray toArray(const QList<QCborValue> &values) {
    QCborArray a;
    for (const QCborValue &v : values)
        a.append(v);
    return a;
}

/// key(item) → where an item of that key first comes in list, so that
/// matching the items of two lists (by merge key, by value) costs a lookup per
/// item, not a scan of the other list (a Deployment of 10,000 environment
/// variables took minutes).
template <typename Key> auto firstPositions(const QCborArray &list, const Key &key) {
    QHash<std::invoke_result_t<Key, const QCborValue &>, qsizetype> at;
    at.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        const auto k = key(list.at(i));
        if (!at.contains(k))
            at.insert(k, i);
    }
    return at;
}

// ---- JSON patch -------------------------------------------------------

QCborMap op(const char *name, const QString &path, const std::optional<QCborValue> &value = std::nullopt) {
    QCborMap m;
    m.insert(QStringLiteral("op"), QLatin1String(name));
    m.insert(QStringLiteral("path"), path);
    if (value)
        m.insert(QStringLiteral("value"), *value);
    return m;
}

void jsonDiff(const QCborValue &a, const QCborValue &b, const QString &pointer, QCborArray &ops) {
    if (a == b)
        return;
    if (a.isMap() && b.isMap()) {
        const QCborMap am = a.toMap(), bm = b.toMap();
        const codecs::MapIndex ai(am), bi(bm);
        for (auto it = am.begin(); it != am.end(); ++it) {
            if (!bi.contains(it.key()))
                ops.append(op("remove", pointer + QLatin1Char('/') + pointerEscape(it.key().toString())));
        }
        for (auto it = bm.begin(); it != bm.end(); ++it) {
            const QString p = pointer + QLatin1Char('/') + pointerEscape(it.key().toString());
            const qsizetype at = ai.indexOf(it.key());
            if (at < 0)
                ops.append(op("add", p, it.value()));
            else
                jsonDiff((am.cbegin() + at).value(), it.value(), p, ops);
        }
        return;
    }
    if (a.isArray() && b.isArray()) {
        const QCborArray aa = a.toArray(), ba = b.toArray();
        qsizetype prefix = 0;
        while (prefix < aa.size() && prefix < ba.size() && aa.at(prefix) == ba.at(prefix))
            ++prefix;
        qsizetype suffix = 0;
        while (suffix < aa.size() - prefix && suffix < ba.size() - prefix &&
               aa.at(aa.size() - 1 - suffix) == ba.at(ba.size() - 1 - suffix))
            ++suffix;
        const qsizetype aMid = aa.size() - prefix - suffix, bMid = ba.size() - prefix - suffix;
        if (aMid == bMid) {
            for (qsizetype i = 0; i < aMid; ++i)
                jsonDiff(aa.at(prefix + i), ba.at(prefix + i),
                         pointer + QLatin1Char('/') + QString::number(prefix + i), ops);
            return;
        }
        // Pair the common part of the middle element by element, then remove
        // or add the rest (removals from the end so indexes stay valid).
        const qsizetype common = std::min(aMid, bMid);
        for (qsizetype i = 0; i < common; ++i)
            jsonDiff(aa.at(prefix + i), ba.at(prefix + i),
                     pointer + QLatin1Char('/') + QString::number(prefix + i), ops);
        for (qsizetype i = aMid - 1; i >= common; --i)
            ops.append(op("remove", pointer + QLatin1Char('/') + QString::number(prefix + i)));
        for (qsizetype i = common; i < bMid; ++i)
            ops.append(
                op("add", pointer + QLatin1Char('/') + QString::number(prefix + i), ba.at(prefix + i)));
        return;
    }
    ops.append(op("replace", pointer.isEmpty() ? QString() : pointer, b));
}

// ---- merge patch ------------------------------------------------------

QCborValue mergeDiff(const QCborMap &a, const QCborMap &b) {
    codecs::MapBuilder patch;
    const codecs::MapIndex ai(a), bi(b);
    for (auto it = a.begin(); it != a.end(); ++it)
        if (!bi.contains(it.key()))
            patch.insert(it.key().toString(), QCborValue(QCborValue::Null));
    for (auto it = b.begin(); it != b.end(); ++it) {
        const qsizetype at = ai.indexOf(it.key());
        const QCborValue av = at < 0 ? QCborValue() : QCborValue((a.cbegin() + at).value());
        const QString key = it.key().toString();
        if (at < 0) {
            patch.insert(key, it.value());
        } else if (av != it.value()) {
            if (av.isMap() && it.value().isMap())
                patch.insert(key, mergeDiff(av.toMap(), it.value().toMap()));
            else
                patch.insert(key, it.value());
        }
    }
    return patch.take();
}

// ---- strategic merge patch --------------------------------------------

QCborMap smpMaps(const QCborMap &o, const QCborMap &m, const QString &path, const PatchSchema &schema,
                 bool retainKeys);

void smpMapField(const QString &key, const QCborMap &o, const QCborMap &m, const QString &path,
                 const PatchSchema &schema, codecs::MapBuilder &patch) {
    const QString p = childPath(path, key);
    const FieldPatchMeta meta = schema.lookup(p);
    if (meta.replaces()) {
        patch.insert(key, m);
        return;
    }
    const QCborMap sub = smpMaps(o, m, p, schema, meta.retainsKeys());
    if (!sub.isEmpty())
        patch.insert(key, sub);
}

void smpSliceField(const QString &key, const QCborArray &o, const QCborArray &m, const QString &path,
                   const PatchSchema &schema, codecs::MapBuilder &patch) {
    const QString p = childPath(path, key);
    const FieldPatchMeta meta = schema.lookup(p);
    if (!meta.merges() || o == m) {
        if (o != m)
            patch.insert(key, m);
        return;
    }
    const bool retainKeys = meta.retainsKeys();
    const QCborValue sample = !o.isEmpty() ? o.first() : m.first();
    if (sample.isArray()) { // lists of lists do not exist in the API
        patch.insert(key, m);
        return;
    }
    if (sample.isMap()) {
        const QString mk = meta.mergeKey;
        auto hasKey = [&mk](const QCborArray &list) {
            return std::all_of(list.begin(), list.end(),
                               [&mk](const QCborValue &v) { return v.isMap() && v.toMap().contains(mk); });
        };
        if (mk.isEmpty() || !hasKey(o) || !hasKey(m)) {
            patch.insert(key, m);
            return;
        }
        auto sorted = [&mk](const QCborArray &list) {
            QList<QCborMap> items;
            for (const QCborValue &v : list)
                items.append(v.toMap());
            std::stable_sort(items.begin(), items.end(), [&mk](const QCborMap &a, const QCborMap &b) {
                return scalarString(a.value(mk)) < scalarString(b.value(mk));
            });
            return items;
        };
        const QList<QCborMap> os = sorted(o), ms = sorted(m);
        QList<QCborMap> patchList, deletions;
        qsizetype oi = 0, mi = 0;
        while (oi < os.size() || mi < ms.size()) {
            const bool oIn = oi < os.size(), mIn = mi < ms.size();
            const QString ok = oIn ? scalarString(os[oi].value(mk)) : QString();
            const QString mkv = mIn ? scalarString(ms[mi].value(mk)) : QString();
            if (oIn && mIn && ok == mkv) {
                QCborMap pv = smpMaps(os[oi], ms[mi], p, schema, retainKeys);
                if (!pv.isEmpty()) {
                    pv.insert(mk, ms[mi].value(mk));
                    patchList.append(pv);
                }
                ++oi;
                ++mi;
            } else if (mIn && (!oIn || mkv < ok)) {
                patchList.append(ms[mi]);
                ++mi;
            } else {
                QCborMap del;
                del.insert(mk, os[oi].value(mk));
                del.insert(kPatch, QStringLiteral("delete"));
                deletions.append(del);
                ++oi;
            }
        }
        // Changed and added items in the order of the edited list, deletions after them.
        const QHash<QString, qsizetype> firstAt =
            firstPositions(m, [&mk](const QCborValue &v) { return scalarString(v.toMap().value(mk)); });
        auto position = [&](const QCborMap &item) {
            return firstAt.value(scalarString(item.value(mk)), m.size());
        };
        std::stable_sort(patchList.begin(), patchList.end(),
                         [&](const QCborMap &a, const QCborMap &b) { return position(a) < position(b); });
        bool orderSame = o.size() == m.size();
        for (qsizetype i = 0; orderSame && i < m.size(); ++i)
            orderSame = scalarString(o.at(i).toMap().value(mk)) == scalarString(m.at(i).toMap().value(mk));
        patchList += deletions;
        if (!patchList.isEmpty()) {
            QCborArray arr;
            for (const QCborMap &x : patchList)
                arr.append(x);
            patch.insert(key, arr);
        }
        if ((!patchList.isEmpty() || !orderSame) && !m.isEmpty()) {
            QCborArray order;
            for (const QCborValue &v : m) {
                QCborMap k;
                k.insert(mk, v.toMap().value(mk));
                order.append(k);
            }
            patch.insert(kSetElementOrder + key, order);
        }
        return;
    }
    // A merged list of scalars (finalizers and the like).
    QList<QCborValue> os(o.begin(), o.end()), ms(m.begin(), m.end());
    auto byString = [](const QCborValue &a, const QCborValue &b) {
        return scalarString(a) < scalarString(b);
    };
    std::stable_sort(os.begin(), os.end(), byString);
    std::stable_sort(ms.begin(), ms.end(), byString);
    QList<QCborValue> adds, deletions;
    qsizetype oi = 0, mi = 0;
    while (oi < os.size() || mi < ms.size()) {
        const bool oIn = oi < os.size(), mIn = mi < ms.size();
        const QString a = oIn ? scalarString(os[oi]) : QString(), b = mIn ? scalarString(ms[mi]) : QString();
        if (oIn && mIn && a == b) {
            ++oi;
            ++mi;
        } else if (oIn && (!mIn || a < b)) {
            // os is sorted: a value given twice comes twice in a row.
            if (deletions.isEmpty() || scalarString(deletions.last()) != a)
                deletions.append(os[oi]);
            ++oi;
        } else {
            adds.append(ms[mi]);
            ++mi;
        }
    }
    const QHash<QString, qsizetype> firstAt = firstPositions(m, scalarString);
    auto position = [&](const QCborValue &v) {
        return firstAt.value(scalarString(v), m.size());
    };
    std::stable_sort(adds.begin(), adds.end(),
                     [&](const QCborValue &x, const QCborValue &y) { return position(x) < position(y); });
    if (!adds.isEmpty())
        patch.insert(key, toArray(adds));
    if (!deletions.isEmpty())
        patch.insert(kDeleteFromPrimitiveList + key, toArray(deletions));
    if (!m.isEmpty())
        patch.insert(kSetElementOrder + key, m);
}

QCborMap smpMaps(const QCborMap &o, const QCborMap &m, const QString &path, const PatchSchema &schema,
                 bool retainKeys) {
    codecs::MapBuilder patch;
    QStringList retain;
    const codecs::MapIndex oi(o), mi(m);
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString key = it.key().toString();
        const QCborValue mv = it.value();
        if (retainKeys && !mv.isNull())
            retain.append(key);
        const qsizetype at = oi.indexOf(it.key());
        if (at < 0) {
            patch.insert(key, mv);
            continue;
        }
        const QCborValue ov = (o.cbegin() + at).value();
        if (!sameKind(ov, mv)) {
            patch.insert(key, mv);
            continue;
        }
        if (ov.isMap())
            smpMapField(key, ov.toMap(), mv.toMap(), path, schema, patch);
        else if (ov.isArray())
            smpSliceField(key, ov.toArray(), mv.toArray(), path, schema, patch);
        else if (ov != mv)
            patch.insert(key, mv);
    }
    bool removed = false;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!mi.contains(it.key())) {
            patch.insert(it.key().toString(), QCborValue(QCborValue::Null));
            if (!it.value().isNull())
                removed = true;
        }
    }
    if (!retain.isEmpty() && (patch.size() > 0 || removed)) {
        std::sort(retain.begin(), retain.end());
        patch.insert(kRetainKeys, QCborArray::fromStringList(retain));
    }
    return patch.take();
}

// ---- apply configuration ----------------------------------------------

QStringList itemKeys(const FieldPatchMeta &meta) {
    if (meta.listType == QLatin1String("map") && !meta.listMapKeys.isEmpty())
        return meta.listMapKeys;
    if (meta.merges() && !meta.mergeKey.isEmpty() && meta.listType != QLatin1String("atomic"))
        return {meta.mergeKey};
    return {};
}

/// The values of an item's keys as one byte string, equal exactly when the
/// values are (CBOR encodes each value on its own, so their concatenation is
/// unambiguous; a missing key encodes as undefined).
QByteArray itemIdentity(const QCborMap &item, const QStringList &keys) {
    QByteArray id;
    for (const QString &k : keys)
        id += item.value(k).toCbor();
    return id;
}

QString itemLabel(const QCborMap &item, const QStringList &keys) {
    QStringList parts;
    for (const QString &k : keys)
        parts.append(k + QLatin1Char('=') + scalarString(item.value(k)));
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

std::optional<QCborValue> applyDiff(const QCborValue &o, const QCborValue &m, const QString &schemaPath,
                                    const QString &shownPath, const PatchSchema &schema,
                                    QStringList &removed);

std::optional<QCborValue> applyList(const QCborArray &o, const QCborArray &m, const QString &schemaPath,
                                    const QString &shownPath, const PatchSchema &schema,
                                    QStringList &removed) {
    const FieldPatchMeta meta = schema.lookup(schemaPath);
    const QStringList keys = itemKeys(meta);
    const bool maps = std::all_of(m.begin(), m.end(), [](const QCborValue &v) { return v.isMap(); }) &&
                      std::all_of(o.begin(), o.end(), [](const QCborValue &v) { return v.isMap(); });
    if (!keys.isEmpty() && maps) {
        const auto identity = [&keys](const QCborValue &item) {
            return itemIdentity(item.toMap(), keys);
        };
        const QHash<QByteArray, qsizetype> inO = firstPositions(o, identity),
                                           inM = firstPositions(m, identity);
        QCborArray out;
        for (const QCborValue &mv : m) {
            const QCborMap mi = mv.toMap();
            const qsizetype found = inO.value(identity(mv), -1);
            if (found < 0) {
                out.append(mi);
                continue;
            }
            auto sub =
                applyDiff(o.at(found), mi, schemaPath, shownPath + itemLabel(mi, keys), schema, removed);
            if (!sub)
                continue;
            QCborMap item = sub->toMap();
            for (const QString &k : keys)
                item.insert(k, mi.value(k));
            out.append(item);
        }
        for (const QCborValue &ov : o) {
            if (!inM.contains(identity(ov)))
                removed.append(shownPath + itemLabel(ov.toMap(), keys));
        }
        if (out.isEmpty())
            return std::nullopt;
        return QCborValue(out);
    }
    if (meta.listType == QLatin1String("set") || (meta.merges() && keys.isEmpty() && !maps)) {
        const auto encoded = [](const QCborValue &v) {
            return v.toCbor();
        };
        const QHash<QByteArray, qsizetype> inO = firstPositions(o, encoded), inM = firstPositions(m, encoded);
        QCborArray out;
        for (const QCborValue &mv : m)
            if (!inO.contains(encoded(mv)))
                out.append(mv);
        for (const QCborValue &ov : o)
            if (!inM.contains(encoded(ov)))
                removed.append(shownPath + QStringLiteral("[=%1]").arg(scalarString(ov)));
        if (out.isEmpty())
            return std::nullopt;
        return QCborValue(out);
    }
    return QCborValue(m);
}

std::optional<QCborValue> applyDiff(const QCborValue &o, const QCborValue &m, const QString &schemaPath,
                                    const QString &shownPath, const PatchSchema &schema,
                                    QStringList &removed) {
    if (o == m)
        return std::nullopt;
    if (o.isMap() && m.isMap()) {
        const QCborMap om = o.toMap(), mm = m.toMap();
        const codecs::MapIndex oi(om), mi(mm);
        codecs::MapBuilder out;
        for (auto it = om.begin(); it != om.end(); ++it)
            if (!mi.contains(it.key()))
                removed.append(childPath(shownPath, it.key().toString()));
        for (auto it = mm.begin(); it != mm.end(); ++it) {
            const QString key = it.key().toString();
            const qsizetype at = oi.indexOf(it.key());
            if (at < 0) {
                out.insert(key, it.value());
                continue;
            }
            auto sub = applyDiff((om.cbegin() + at).value(), it.value(), childPath(schemaPath, key),
                                 childPath(shownPath, key), schema, removed);
            if (sub)
                out.insert(key, *sub);
        }
        if (out.size() == 0)
            return std::nullopt;
        return QCborValue(out.take());
    }
    if (o.isArray() && m.isArray())
        return applyList(o.toArray(), m.toArray(), schemaPath, shownPath, schema, removed);
    return m;
}

} // namespace

QString pointerEscape(const QString &key) {
    QString k = key;
    k.replace(QLatin1Char('~'), QLatin1String("~0")).replace(QLatin1Char('/'), QLatin1String("~1"));
    return k;
}

QCborValue editableCopy(const QCborValue &live) {
    QCborMap m = codecs::canonical(live).toMap();
    m.remove(QStringLiteral("status"));
    QCborMap meta = m.value(QStringLiteral("metadata")).toMap();
    meta.remove(QStringLiteral("managedFields"));
    if (m.contains(QStringLiteral("metadata")))
        m.insert(QStringLiteral("metadata"), meta);
    return m;
}

QCborValue jsonPatch(const QCborValue &before, const QCborValue &after) {
    QCborArray ops;
    jsonDiff(codecs::canonical(before), codecs::canonical(after), QString(), ops);
    return ops;
}

QCborValue mergePatch(const QCborValue &before, const QCborValue &after) {
    const QCborValue a = codecs::canonical(before), b = codecs::canonical(after);
    if (!a.isMap() || !b.isMap())
        return b;
    return mergeDiff(a.toMap(), b.toMap());
}

QCborValue strategicMergePatch(const QCborValue &before, const QCborValue &after, const PatchSchema &schema) {
    const QCborValue a = codecs::canonical(before), b = codecs::canonical(after);
    if (!a.isMap() || !b.isMap())
        return b;
    return smpMaps(a.toMap(), b.toMap(), QString(), schema, false);
}

ApplyDerivation applyConfiguration(const QCborValue &before, const QCborValue &after,
                                   const PatchSchema &schema) {
    const QCborValue a = codecs::canonical(before), b = codecs::canonical(after);
    ApplyDerivation d;
    QCborMap config;
    auto sub = applyDiff(a, b, QString(), QString(), schema, d.removedPaths);
    if (sub && sub->isMap())
        config = sub->toMap();
    config.insert(QStringLiteral("apiVersion"), b[QLatin1String("apiVersion")]);
    config.insert(QStringLiteral("kind"), b[QLatin1String("kind")]);
    QCborMap meta = config.value(QStringLiteral("metadata")).toMap();
    const QCborValue bm = b[QLatin1String("metadata")];
    meta.insert(QStringLiteral("name"), bm[QLatin1String("name")]);
    if (bm.toMap().contains(QStringLiteral("namespace")))
        meta.insert(QStringLiteral("namespace"), bm[QLatin1String("namespace")]);
    config.insert(QStringLiteral("metadata"), meta);
    d.config = codecs::canonical(config);
    return d;
}

Derivation deriveAll(const QCborValue &live, const QCborValue &edited, const PatchSchema &schema) {
    const QCborValue a = editableCopy(live), b = editableCopy(edited);
    Derivation d;
    d.empty = a == b;
    d.json = jsonPatch(a, b);
    d.merge = mergePatch(a, b);
    d.strategic = strategicMergePatch(a, b, schema);
    d.apply = applyConfiguration(a, b, schema);
    return d;
}

QCborValue derivedPatch(const Derivation &d, kube::PatchType type) {
    switch (type) {
    case kube::PatchType::Json:
        return d.json;
    case kube::PatchType::Merge:
        return d.merge;
    case kube::PatchType::Strategic:
        return d.strategic;
    case kube::PatchType::Apply:
        return d.apply.config;
    }
    return {};
}

QCborValue pinResourceVersion(kube::PatchType type, const QCborValue &patch, const QString &rv) {
    if (type == kube::PatchType::Json) {
        QCborArray ops;
        ops.append(op("test", QStringLiteral("/metadata/resourceVersion"), QCborValue(rv)));
        for (const QCborValue &o : patch.toArray()) {
            if (o[QLatin1String("op")].toString() == QLatin1String("test") &&
                o[QLatin1String("path")].toString() == QLatin1String("/metadata/resourceVersion"))
                continue;
            ops.append(o);
        }
        return ops;
    }
    QCborMap m = patch.toMap();
    QCborMap meta = m.value(QStringLiteral("metadata")).toMap();
    meta.insert(QStringLiteral("resourceVersion"), rv);
    m.insert(QStringLiteral("metadata"), meta);
    return m;
}

QByteArray patchText(kube::PatchType type, const QCborValue &patch) {
    if (type == kube::PatchType::Apply)
        return codecs::toYaml(patch);
    return codecs::toJson(patch, codecs::JsonStyle::Indented);
}

} // namespace models::patch
