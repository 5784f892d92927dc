#include "models/patch/patchtext.h"

#include "codecs/json.h"
#include "codecs/mapbuilder.h"
#include "codecs/yaml.h"
#include "models/patch/derive.h"
#include "models/patch/paths.h"

#include <QCborArray>
#include <QCborMap>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <memory>
#include <unordered_map>
#include <vector>

namespace models::patch {

QPair<int, int> PatchText::lineColumn(const QByteArray &text, qsizetype offset) {
    int line = 1, column = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        if (text.at(i) == '\n') {
            ++line;
            column = 1;
        } else if ((uchar(text.at(i)) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {line, column};
}

namespace {

/// The most operations kube-apiserver takes in one JSON patch
/// (maxJSONPatchOperations, k8s.io/apiserver endpoints/handlers/patch.go).
constexpr int kMaxJsonPatchOperations = 10000;

/// The 1-based line where each element of a JSON array text starts, in
/// order, in one pass (a patch of many operations was scanned once per
/// operation before). text is valid JSON.
QList<int> elementLines(const QByteArray &text) {
    QList<int> lines;
    int depth = 0, line = 1;
    bool inString = false, elementNext = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (c == '\n')
            ++line;
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (elementNext && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != ']') {
            lines.append(line);
            elementNext = false;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            elementNext = depth == 0 && c == '[';
            ++depth;
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == ',' && depth == 1) {
            elementNext = true;
        }
    }
    return lines;
}

/// The object a JSON patch is replayed on. A map or list is indexed when an
/// operation first reaches into it (a map by key), and an operation changes
/// its node in place: a patch of n operations into one map costs n lookups,
/// where QCborMap (a flat list of pairs, copied on write) costs n scans and
/// n copies of the map (10,000 labels took 1.9 s).
class ReplayNode {
public:
    explicit ReplayNode(QCborValue value = {})
        : m_value(std::move(value)) {}

    bool isMap() const { return m_kind == Kind::Map || (m_kind == Kind::Plain && m_value.isMap()); }
    bool isArray() const { return m_kind == Kind::Array || (m_kind == Kind::Plain && m_value.isArray()); }

    qsizetype arraySize() {
        index();
        return qsizetype(m_array.size());
    }

    /// The member or element seg names, or nullptr when there is none.
    ReplayNode *child(const PathSeg &seg) {
        index();
        if (seg.isIndex()) {
            if (m_kind != Kind::Array || seg.index < 0 || size_t(seg.index) >= m_array.size())
                return nullptr;
            return m_array[size_t(seg.index)].get();
        }
        if (m_kind != Kind::Map)
            return nullptr;
        const auto it = m_map.find(seg.key);
        return it == m_map.end() ? nullptr : it->second.get();
    }

    /// Sets member key of this map (the caller has checked that it is one).
    void set(const QString &key, const QCborValue &value) {
        index();
        m_map[key] = std::make_unique<ReplayNode>(value);
    }
    void remove(const QString &key) {
        index();
        m_map.erase(key);
    }

    QCborValue value() const {
        switch (m_kind) {
        case Kind::Plain:
            return m_value;
        case Kind::Array: {
            QCborArray a;
            for (const auto &e : m_array)
                a.append(e->value());
            return a;
        }
        case Kind::Map: {
            codecs::MapBuilder m;
            for (const auto &[k, v] : m_map)
                m.insert(k, v->value());
            return m.take();
        }
        }
        return {};
    }

private:
    struct KeyHash {
        size_t operator()(const QString &s) const { return qHash(s); }
    };
    enum class Kind { Plain, Map, Array };

    void index() {
        if (m_kind != Kind::Plain)
            return;
        if (m_value.isMap()) {
            const QCborMap m = m_value.toMap();
            m_map.reserve(size_t(m.size()));
            for (auto it = m.cbegin(); it != m.cend(); ++it)
                m_map.emplace(it.key().toString(),
                              std::make_unique<ReplayNode>(it.value())); // first wins, as QCborMap::value
            m_kind = Kind::Map;
        } else if (m_value.isArray()) {
            const QCborArray a = m_value.toArray();
            m_array.reserve(size_t(a.size()));
            for (const QCborValue &e : a)
                m_array.push_back(std::make_unique<ReplayNode>(e));
            m_kind = Kind::Array;
        } else {
            return;
        }
        m_value = QCborValue();
    }

    Kind m_kind = Kind::Plain;
    QCborValue m_value;
    std::unordered_map<QString, std::unique_ptr<ReplayNode>, KeyHash> m_map;
    std::vector<std::unique_ptr<ReplayNode>> m_array;
};

/// Where a JSON pointer leads in the replayed object: its path (list
/// positions as the object has them, "-" the last element), the node there
/// and the node that holds it (nullptr where there is none).
struct Reached {
    Path path;
    ReplayNode *node = nullptr;
    ReplayNode *parent = nullptr;
};

Reached reach(ReplayNode &root, const QString &pointer) {
    Reached r;
    r.node = &root;
    for (const QString &part : pointerTokens(pointer)) {
        ReplayNode *at = r.node;
        const std::optional<int> idx =
            at && at->isArray() ? pointerListIndex(part, at->arraySize()) : std::nullopt;
        const PathSeg seg = idx ? PathSeg{QString(), std::max(*idx, 0)} : PathSeg{part};
        r.node = !at || (idx && *idx < 0) || (!idx && !at->isMap()) ? nullptr : at->child(seg);
        r.parent = at;
        r.path.append(seg);
    }
    return r;
}

} // namespace

CheckedPatch PatchText::check(kube::PatchType type, const QByteArray &text) {
    CheckedPatch out;
    if (text.trimmed().isEmpty()) {
        out.problems.append({0, 0, tr("The patch is empty.")});
        return out;
    }
    if (text.size() > kMaxPatchBytes) {
        out.problems.append({0, 0,
                             tr("The patch is %1 MiB; the API server accepts at most %2 MiB in one request.")
                                 .arg(QString::number(double(text.size()) / (1024 * 1024), 'f', 1))
                                 .arg(kMaxPatchBytes / (1024 * 1024))});
        return out;
    }
    const bool yaml = type == kube::PatchType::Apply && !text.trimmed().startsWith('{');
    if (yaml) {
        auto doc = codecs::parseYaml(text);
        if (!doc) {
            static const QRegularExpression pos(QStringLiteral(R"((\d+)\D+(\d+))"));
            const auto m = pos.match(doc.error().message);
            out.problems.append({m.hasMatch() ? m.captured(1).toInt() : 0,
                                 m.hasMatch() ? m.captured(2).toInt() : 0, doc.error().message});
            return out;
        }
        out.document = *doc;
    } else {
        QJsonParseError err;
        QJsonDocument::fromJson(text, &err);
        if (err.error != QJsonParseError::NoError) {
            const auto [line, column] = lineColumn(text, err.offset);
            out.problems.append(
                {line, column,
                 tr("Invalid JSON at line %1, column %2: %3").arg(line).arg(column).arg(err.errorString())});
            return out;
        }
        auto doc = codecs::parseJson(text);
        if (!doc) {
            out.problems.append({0, 0, doc.error().message});
            return out;
        }
        out.document = *doc;
    }
    out.parsed = true;
    if (type == kube::PatchType::Json) {
        if (!out.document.isArray()) {
            out.problems.append(
                {1, 1, tr("A JSON patch is a list of operations: [{\"op\": ..., \"path\": ...}].")});
            return out;
        }
        const QCborArray ops = out.document.toArray();
        if (ops.size() > kMaxJsonPatchOperations)
            out.problems.append(
                {1, 1,
                 tr("The patch has %n operation(s); the API server takes at most %1 in one "
                    "JSON patch and refuses a longer one (413). Split it into several patches.",
                    nullptr, int(ops.size()))
                     .arg(kMaxJsonPatchOperations)});
        static const QStringList known{QStringLiteral("add"),     QStringLiteral("remove"),
                                       QStringLiteral("replace"), QStringLiteral("move"),
                                       QStringLiteral("copy"),    QStringLiteral("test")};
        const QList<int> lines = elementLines(text);
        for (qsizetype i = 0; i < ops.size(); ++i) {
            const int line = lines.value(i);
            const QCborValue o = ops.at(i);
            const int number = int(i) + 1;
            if (!o.isMap()) {
                out.problems.append({line, 0, tr("Operation %1 is not an object.").arg(number)});
                continue;
            }
            const QCborMap m = o.toMap();
            const QString name = m.value(QStringLiteral("op")).toString();
            if (!m.value(QStringLiteral("op")).isString() || !known.contains(name)) {
                out.problems.append(
                    {line, 0,
                     tr("Operation %1: \"op\" must be one of add, remove, replace, move, copy, test.")
                         .arg(number)});
                continue;
            }
            const QCborValue path = m.value(QStringLiteral("path"));
            if (!path.isString() ||
                (!path.toString().isEmpty() && !path.toString().startsWith(QLatin1Char('/')))) {
                out.problems.append(
                    {line, 0,
                     tr("Operation %1 (%2): \"path\" must be a JSON pointer such as /metadata/labels.")
                         .arg(number)
                         .arg(name)});
            }
            const bool needsValue = name == QLatin1String("add") || name == QLatin1String("replace") ||
                                    name == QLatin1String("test");
            if (needsValue && !m.contains(QStringLiteral("value")))
                out.problems.append(
                    {line, 0, tr("Operation %1 (%2) needs a \"value\".").arg(number).arg(name)});
            const bool needsFrom = name == QLatin1String("move") || name == QLatin1String("copy");
            if (needsFrom && !m.value(QStringLiteral("from")).isString())
                out.problems.append({line, 0, tr("Operation %1 (%2) needs \"from\".").arg(number).arg(name)});
        }
        return out;
    }
    if (!out.document.isMap()) {
        out.problems.append({1, 1, tr("This patch type takes an object ({...}).")});
        return out;
    }
    if (type == kube::PatchType::Apply) {
        const QCborValue &d = out.document;
        if (d[QLatin1String("apiVersion")].toString().isEmpty() ||
            d[QLatin1String("kind")].toString().isEmpty() ||
            d[QLatin1String("metadata")][QLatin1String("name")].toString().isEmpty())
            out.problems.append(
                {1, 1, tr("An apply configuration names apiVersion, kind and metadata.name.")});
    }
    return out;
}

QString PatchText::replayProblem(const QCborValue &live, const QCborValue &operations) {
    ReplayNode doc(live);
    const QCborArray ops = operations.toArray();
    for (qsizetype i = 0; i < ops.size(); ++i) {
        const QCborMap m = ops.at(i).toMap();
        const QString op = m.value(QStringLiteral("op")).toString();
        const QString pointer = m.value(QStringLiteral("path")).toString();
        const int number = int(i) + 1;
        const bool fromOp = op == QLatin1String("move") || op == QLatin1String("copy");
        const QString source = fromOp ? m.value(QStringLiteral("from")).toString() : pointer;
        const Reached at = reach(doc, source);
        // kube-apiserver's JSON patch (evanphx/json-patch v4, unlike RFC 6902)
        // reads a missing member of an existing map as null: replace adds it,
        // copy copies null, test compares with null. remove and move need the
        // member; a missing list element or map refuses them all.
        const bool needsTarget = op == QLatin1String("remove") || op == QLatin1String("replace") ||
                                 op == QLatin1String("test") || fromOp;
        const bool readsAsNull = !at.node && at.parent && at.parent->isMap() && !at.path.isEmpty() &&
                                 !at.path.last().isIndex() && op != QLatin1String("remove") &&
                                 op != QLatin1String("move");
        if (needsTarget && !at.node && !readsAsNull)
            return tr("Operation %1 (%2): %3 does not exist in the object, so the server would refuse the "
                      "patch.")
                .arg(number)
                .arg(op, source);
        if (op == QLatin1String("test")) {
            const QCborValue current = at.node ? at.node->value() : QCborValue(QCborValue::Null);
            if (codecs::canonical(current) != codecs::canonical(m.value(QStringLiteral("value"))))
                return tr("Operation %1 (test): the value at %2 is not the one the patch expects, so the "
                          "server "
                          "would refuse the patch.")
                    .arg(number)
                    .arg(pointer);
            continue;
        }
        if (fromOp || at.path.isEmpty() || at.path.last().isIndex())
            return {}; // not followed further: list positions shift
        if (!at.parent || !at.parent->isMap())
            return {}; // the server names this one well
        if (op == QLatin1String("remove"))
            at.parent->remove(at.path.last().key);
        else
            at.parent->set(at.path.last().key, m.value(QStringLiteral("value")));
    }
    return {};
}

QByteArray PatchText::templateFor(kube::PatchType type, const QCborValue &object) {
    const QCborValue meta = object[QLatin1String("metadata")];
    const bool hasLabels = meta[QLatin1String("labels")].isMap();
    QCborMap labels;
    labels.insert(QStringLiteral("example"), QStringLiteral("value"));
    switch (type) {
    case kube::PatchType::Json: {
        QCborArray ops;
        QCborMap op;
        op.insert(QStringLiteral("op"), QStringLiteral("add"));
        op.insert(QStringLiteral("path"), hasLabels ? QStringLiteral("/metadata/labels/example")
                                                    : QStringLiteral("/metadata/labels"));
        op.insert(QStringLiteral("value"),
                  hasLabels ? QCborValue(QStringLiteral("value")) : QCborValue(labels));
        ops.append(op);
        return patchText(type, ops);
    }
    case kube::PatchType::Merge:
    case kube::PatchType::Strategic: {
        QCborMap m, md;
        md.insert(QStringLiteral("labels"), labels);
        m.insert(QStringLiteral("metadata"), md);
        return patchText(type, m);
    }
    case kube::PatchType::Apply: {
        QCborMap m, md;
        m.insert(QStringLiteral("apiVersion"), object[QLatin1String("apiVersion")]);
        m.insert(QStringLiteral("kind"), object[QLatin1String("kind")]);
        md.insert(QStringLiteral("name"), meta[QLatin1String("name")]);
        if (meta[QLatin1String("namespace")].isString())
            md.insert(QStringLiteral("namespace"), meta[QLatin1String("namespace")]);
        md.insert(QStringLiteral("labels"), labels);
        m.insert(QStringLiteral("metadata"), md);
        return patchText(type, m);
    }
    }
    return {};
}

} // namespace models::patch
