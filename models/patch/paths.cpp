#include "models/patch/paths.h"

#include "codecs/json.h"
#include "codecs/mapbuilder.h"

#include <QCborArray>
#include <QCborMap>
#include <QHash>

#include <optional>

namespace models::patch {

QString pathText(const Path &path) {
    QString out;
    for (const PathSeg &s : path) {
        if (s.isIndex()) {
            out += QLatin1Char('[') + QString::number(s.index) + QLatin1Char(']');
        } else {
            if (!out.isEmpty())
                out += QLatin1Char('.');
            out += s.key;
        }
    }
    return out;
}

QString schemaPath(const Path &path) {
    QStringList keys;
    for (const PathSeg &s : path)
        if (!s.isIndex())
            keys.append(s.key);
    return keys.join(QLatin1Char('.'));
}

bool isPrefix(const Path &prefix, const Path &path) {
    if (prefix.size() > path.size())
        return false;
    for (qsizetype i = 0; i < prefix.size(); ++i)
        if (!(prefix[i] == path[i]))
            return false;
    return true;
}

std::optional<QCborValue> valueAt(const QCborValue &doc, const Path &path) {
    QCborValue cur = doc;
    for (const PathSeg &s : path) {
        if (s.isIndex()) {
            if (!cur.isArray() || s.index >= cur.toArray().size())
                return std::nullopt;
            cur = cur.toArray().at(s.index);
        } else {
            if (!cur.isMap() || !cur.toMap().contains(s.key))
                return std::nullopt;
            cur = cur.toMap().value(s.key);
        }
    }
    return cur;
}

namespace {

void collectLeaves(const QCborValue &v, Path &path, QList<QPair<Path, QCborValue>> &out) {
    if (v.isMap() && !v.toMap().isEmpty()) {
        const QCborMap m = v.toMap();
        for (auto it = m.begin(); it != m.end(); ++it) {
            path.append(PathSeg{it.key().toString()});
            collectLeaves(it.value(), path, out);
            path.removeLast();
        }
    } else if (v.isArray() && !v.toArray().isEmpty()) {
        const QCborArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            path.append(PathSeg{QString(), int(i)});
            collectLeaves(a.at(i), path, out);
            path.removeLast();
        }
    } else {
        out.append({path, v});
    }
}

QCborValue parseJsonText(const QString &text) {
    auto r = codecs::parseJson(text.toUtf8());
    return r ? *r : QCborValue();
}

/// The items of one list of an object, found by what a fieldsV1 key names
/// (k:{"name":"web"}, v:"value", i:3): each kind of key is indexed by hash on
/// first use, so naming every item of a list of n costs n lookups, not n².
class ListItems {
public:
    explicit ListItems(const QCborArray &list)
        : m_list(list) {}

    /// The index of the item the key names (the first, if several match); -1 if none.
    int find(const QString &fkey) {
        if (fkey.startsWith(QLatin1String("i:"))) {
            const int i = fkey.mid(2).toInt();
            return i < m_list.size() ? i : -1;
        }
        if (fkey.startsWith(QLatin1String("v:"))) {
            if (!m_valuesBuilt) {
                for (qsizetype i = 0; i < m_list.size(); ++i)
                    addFirst(m_values, codecs::canonical(m_list.at(i)).toCbor(), int(i));
                m_valuesBuilt = true;
            }
            return m_values.value(codecs::canonical(parseJsonText(fkey.mid(2))).toCbor(), -1);
        }
        if (fkey.startsWith(QLatin1String("k:"))) {
            const QCborMap keys = parseJsonText(fkey.mid(2)).toMap();
            QStringList names;
            QByteArray wanted;
            for (auto it = keys.begin(); it != keys.end(); ++it) {
                names.append(it.key().toString());
                wanted += codecs::canonical(it.value()).toCbor();
            }
            auto byKeys = m_byKeys.find(names);
            if (byKeys == m_byKeys.end()) {
                byKeys = m_byKeys.insert(names, {});
                for (qsizetype i = 0; i < m_list.size(); ++i) {
                    const QCborMap item = m_list.at(i).toMap();
                    QByteArray id;
                    for (const QString &name : std::as_const(names))
                        id += codecs::canonical(item.value(name)).toCbor();
                    addFirst(*byKeys, id, int(i));
                }
            }
            return byKeys->value(wanted, -1);
        }
        return -1;
    }

private:
    static void addFirst(QHash<QByteArray, int> &index, const QByteArray &id, int i) {
        if (!index.contains(id))
            index.insert(id, i);
    }

    QCborArray m_list;
    bool m_valuesBuilt = false;
    QHash<QByteArray, int> m_values; ///< encoded item → index (v: keys)
    QHash<QStringList, QHash<QByteArray, int>>
        m_byKeys; ///< key fields → their encoded values → index (k: keys)
};

/// Every node of a manager's fieldsV1 tree as a path of object (list items by
/// index), true where the node is an empty map: the value there is owned
/// whole. A name or item given twice: the first, as the server reads it.
void collectOwnedNodes(const QCborValue &fields, const QCborValue &object, Path &path,
                       QHash<Path, bool> &nodes) {
    const QCborMap fm = fields.toMap();
    nodes.insert(path, fm.isEmpty());
    if (fm.isEmpty())
        return;
    const codecs::MapIndex members(object.toMap());
    std::optional<ListItems> items;
    for (auto it = fm.begin(); it != fm.end(); ++it) {
        const QString k = it.key().toString();
        if (k.startsWith(QLatin1String("f:"))) {
            path.append(PathSeg{k.mid(2)});
            if (!nodes.contains(path))
                collectOwnedNodes(it.value(), members.value(path.last().key), path, nodes);
            path.removeLast();
            continue;
        }
        if (!items)
            items.emplace(object.toArray());
        const int i = items->find(k);
        if (i < 0)
            continue;
        path.append(PathSeg{QString(), i});
        if (!nodes.contains(path))
            collectOwnedNodes(it.value(), object.toArray().at(i), path, nodes);
        path.removeLast();
    }
}

/// True when the nodes own path: the path is one of them, or it lies under one owned whole.
bool ownsPath(const QHash<Path, bool> &nodes, const Path &path) {
    for (qsizetype depth = 0;; ++depth) {
        const auto node = nodes.constFind(path.first(depth));
        if (node == nodes.cend())
            return false;
        if (depth == path.size() || *node)
            return true;
    }
}

} // namespace

QList<QPair<Path, QCborValue>> leaves(const QCborValue &doc) {
    QList<QPair<Path, QCborValue>> out;
    Path p;
    collectLeaves(doc, p, out);
    return out;
}

QStringList pointerTokens(const QString &pointer) {
    if (pointer.isEmpty())
        return {};
    QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (QString &t : tokens)
        t.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
    return tokens;
}

std::optional<int> pointerListIndex(const QString &token, qsizetype size) {
    bool isNum = false;
    const int n = token.toInt(&isNum);
    if (isNum)
        return n;
    if (token == QLatin1String("-"))
        return int(size) - 1;
    return std::nullopt;
}

Path pointerPath(const QString &pointer, const QCborValue &doc) {
    Path out;
    QCborValue cur = doc;
    for (const QString &part : pointerTokens(pointer)) {
        const std::optional<int> idx =
            cur.isArray() ? pointerListIndex(part, cur.toArray().size()) : std::nullopt;
        if (idx) {
            out.append(PathSeg{QString(), std::max(*idx, 0)});
            cur = cur.toArray().at(*idx);
        } else {
            out.append(PathSeg{part});
            cur = cur.isMap() ? cur.toMap().value(part) : QCborValue();
        }
    }
    return out;
}

QList<ManagedEntry> managedEntries(const QCborValue &object) {
    QList<ManagedEntry> out;
    const QCborArray mf = object[QLatin1String("metadata")][QLatin1String("managedFields")].toArray();
    for (const QCborValue &e : mf) {
        out.append({e[QLatin1String("manager")].toString(), e[QLatin1String("operation")].toString(),
                    e[QLatin1String("subresource")].toString(), e[QLatin1String("apiVersion")].toString(),
                    e[QLatin1String("time")].toString(), e[QLatin1String("fieldsV1")]});
    }
    return out;
}

FieldOwners::FieldOwners(const QCborValue &object) {
    for (const ManagedEntry &e : managedEntries(object)) {
        Owner owner;
        owner.label = e.manager + QStringLiteral(" (") + e.operation + QLatin1Char(')');
        if (!e.subresource.isEmpty())
            owner.label += QLatin1Char(' ') + e.subresource;
        Path path;
        collectOwnedNodes(e.fields, object, path, owner.nodes);
        m_owners.append(std::move(owner));
    }
}

QStringList FieldOwners::of(const Path &path) const {
    QStringList out;
    for (const Owner &owner : m_owners)
        if (!out.contains(owner.label) && ownsPath(owner.nodes, path))
            out.append(owner.label);
    return out;
}

QStringList ownersOf(const QCborValue &object, const Path &path) {
    return FieldOwners(object).of(path);
}

namespace {
void collectOwned(const QCborValue &f, const QString &prefix, QStringList &out) {
    const QCborMap m = f.toMap();
    if (m.isEmpty()) {
        if (!prefix.isEmpty())
            out.append(prefix);
        return;
    }
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString k = it.key().toString();
        QString next;
        if (k == QLatin1String(".")) {
            continue;
        } else if (k.startsWith(QLatin1String("f:"))) {
            next = prefix.isEmpty() ? k.mid(2) : prefix + QLatin1Char('.') + k.mid(2);
        } else if (k.startsWith(QLatin1String("k:"))) {
            const QCborMap keys = parseJsonText(k.mid(2)).toMap();
            QStringList parts;
            for (auto kt = keys.begin(); kt != keys.end(); ++kt)
                parts.append(kt.key().toString() + QLatin1Char('=') +
                             QString::fromUtf8(codecs::toJson(kt.value(), codecs::JsonStyle::Compact)));
            next = prefix + QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
        } else if (k.startsWith(QLatin1String("v:"))) {
            next = prefix + QStringLiteral("[=") + k.mid(2) + QLatin1Char(']');
        } else if (k.startsWith(QLatin1String("i:"))) {
            next = prefix + QLatin1Char('[') + k.mid(2) + QLatin1Char(']');
        } else {
            next = prefix + QLatin1Char('.') + k;
        }
        collectOwned(it.value(), next, out);
    }
}
} // namespace

QStringList ownedPaths(const QCborValue &fieldsV1) {
    QStringList out;
    collectOwned(fieldsV1, QString(), out);
    return out;
}

std::optional<QList<FieldPathSeg>> parseFieldPath(const QString &text) {
    QList<FieldPathSeg> out;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('.')) {
            ++i;
            qsizetype j = i;
            while (j < n && text.at(j) != QLatin1Char('.') && text.at(j) != QLatin1Char('['))
                ++j;
            if (j == i)
                return std::nullopt;
            FieldPathSeg s;
            s.field = text.mid(i, j - i);
            out.append(s);
            i = j;
        } else if (c == QLatin1Char('[')) {
            // Find the closing bracket outside JSON strings.
            qsizetype j = i + 1;
            bool inString = false;
            for (; j < n; ++j) {
                const QChar d = text.at(j);
                if (inString) {
                    if (d == QLatin1Char('\\'))
                        ++j;
                    else if (d == QLatin1Char('"'))
                        inString = false;
                } else if (d == QLatin1Char('"')) {
                    inString = true;
                } else if (d == QLatin1Char(']')) {
                    break;
                }
            }
            if (j >= n)
                return std::nullopt;
            const QString inner = text.mid(i + 1, j - i - 1);
            FieldPathSeg s;
            bool isNum = false;
            const int idx = inner.toInt(&isNum);
            if (isNum) {
                s.index = idx;
            } else if (inner.startsWith(QLatin1Char('='))) {
                auto v = codecs::parseJson(inner.mid(1).toUtf8());
                if (!v)
                    return std::nullopt;
                s.value = *v;
            } else {
                // k=v,k2=v2 with JSON values; split at commas outside strings.
                qsizetype start = 0;
                bool str = false;
                for (qsizetype k = 0; k <= inner.size(); ++k) {
                    const bool end = k == inner.size();
                    if (!end) {
                        const QChar d = inner.at(k);
                        if (str) {
                            if (d == QLatin1Char('\\'))
                                ++k;
                            else if (d == QLatin1Char('"'))
                                str = false;
                            continue;
                        }
                        if (d == QLatin1Char('"')) {
                            str = true;
                            continue;
                        }
                        if (d != QLatin1Char(','))
                            continue;
                    }
                    const QString part = inner.mid(start, k - start);
                    const qsizetype eq = part.indexOf(QLatin1Char('='));
                    if (eq <= 0)
                        return std::nullopt;
                    auto v = codecs::parseJson(part.mid(eq + 1).toUtf8());
                    if (!v)
                        return std::nullopt;
                    s.keys.append({part.left(eq), *v});
                    start = k + 1;
                }
            }
            out.append(s);
            i = j + 1;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

std::optional<Path> resolveFieldPath(const QCborValue &doc, const QString &text) {
    const auto segs = parseFieldPath(text);
    if (!segs)
        return std::nullopt;
    Path out;
    QCborValue cur = doc;
    for (qsizetype n = 0; n < segs->size(); ++n) {
        const FieldPathSeg &s = segs->at(n);
        if (!s.field.isEmpty()) {
            // The server writes a field as ".name" even when the name holds dots
            // (.metadata.labels.app.kubernetes.io/name), so a name missing from
            // the map is tried joined with the field segments after it.
            const QCborMap map = cur.toMap();
            QString name = s.field;
            qsizetype last = n;
            while (!map.contains(name) && last + 1 < segs->size() && !segs->at(last + 1).field.isEmpty())
                name += QLatin1Char('.') + segs->at(++last).field;
            if (!map.contains(name))
                return std::nullopt;
            n = last;
            out.append(PathSeg{name});
            cur = map.value(name);
            continue;
        }
        const QCborArray list = cur.toArray();
        int found = -1;
        for (qsizetype i = 0; i < list.size() && found < 0; ++i) {
            const QCborValue item = list.at(i);
            if (s.index >= 0) {
                found = s.index;
            } else if (s.value) {
                if (codecs::canonical(item) == codecs::canonical(*s.value))
                    found = int(i);
            } else {
                bool all = true;
                for (const auto &[k, v] : s.keys)
                    all = all && codecs::canonical(item.toMap().value(k)) == codecs::canonical(v);
                if (all)
                    found = int(i);
            }
        }
        if (found < 0 || found >= list.size())
            return std::nullopt;
        out.append(PathSeg{QString(), found});
        cur = list.at(found);
    }
    return out;
}

namespace {

// Both walk the path by position: a copy of the rest of the path per level
// made a path of n segments cost n² (fuzz_fieldpath spent most of its time
// there on long pointers).
QCborValue removeFrom(const QCborValue &doc, const Path &path, qsizetype at) {
    const PathSeg &s = path.at(at);
    const bool last = at + 1 == path.size();
    if (s.isIndex()) {
        QCborArray a = doc.toArray();
        if (s.index >= a.size())
            return doc;
        if (last)
            a.removeAt(s.index);
        else
            a[s.index] = removeFrom(a.at(s.index), path, at + 1);
        return a;
    }
    QCborMap m = doc.toMap();
    if (!m.contains(s.key))
        return doc;
    if (last)
        m.remove(s.key);
    else
        m.insert(s.key, removeFrom(m.value(s.key), path, at + 1));
    return m;
}

QCborValue setFrom(const QCborValue &doc, const Path &path, qsizetype at, const QCborValue &value) {
    if (at == path.size())
        return value;
    const PathSeg &s = path.at(at);
    if (s.isIndex()) {
        QCborArray a = doc.toArray();
        if (s.index >= a.size())
            return doc;
        a[s.index] = setFrom(a.at(s.index), path, at + 1, value);
        return a;
    }
    QCborMap m = doc.toMap();
    m.insert(s.key, setFrom(m.value(s.key), path, at + 1, value));
    return m;
}

} // namespace

QCborValue removeAt(const QCborValue &doc, const Path &path) {
    if (path.isEmpty())
        return QCborValue();
    return removeFrom(doc, path, 0);
}

QCborValue setAt(const QCborValue &doc, const Path &path, const QCborValue &value) {
    return setFrom(doc, path, 0, value);
}

} // namespace models::patch
