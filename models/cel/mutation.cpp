#include "models/cel/mutation.h"

#include "cel/library.h"
#include "codecs/json.h"
#include "codecs/yaml.h"

#include <QCborArray>
#include <QCborMap>

#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace models::celplay {

using ::cel::Value;
using ::cel::json::Node;
using K = ::cel::Value::Kind;

std::optional<PatchKind> parsePatchKind(const QString &name) {
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("json") || n == QLatin1String("jsonpatch"))
        return PatchKind::JsonPatch;
    if (n == QLatin1String("apply") || n == QLatin1String("applyconfiguration"))
        return PatchKind::ApplyConfiguration;
    return std::nullopt;
}

namespace {

// ---------------------------------------------------------------------------
// CEL value → JSON, as Kubernetes converts it (structpb.Value, then JSON).

QString typeText(const Value &v) {
    return QString::fromStdString(v.typeName());
}

bool isObjectValue(const Value &v) {
    return v.kind() == K::Map && ::cel::lib::isApplyConfiguration(v);
}

// JSON numbers carry a double (structpb NumberValue); a whole number prints
// without a fraction and decodes as an integer again, as the server's
// decoder reads it.
QCborValue number(double d, QString *error) {
    if (std::isnan(d) || std::isinf(d)) {
        *error = MutationText::tr("the value %1 cannot be written as JSON").arg(QString::number(d));
        return {};
    }
    if (d == std::trunc(d) && std::fabs(d) < 1e21 && std::fabs(d) <= 9.2e18)
        return QCborValue(qint64(d));
    return QCborValue(d);
}

QCborValue toJson(const Value &v, QString *error) {
    switch (v.kind()) {
    case K::Null:
        return QCborValue(nullptr);
    case K::Bool:
        return QCborValue(v.asBool());
    case K::Int:
        return number(double(v.asInt()), error);
    case K::Uint:
        return number(double(v.asUint()), error);
    case K::Double:
        return number(v.asDouble(), error);
    case K::String:
        return QCborValue(QString::fromStdString(v.asString()));
    case K::Bytes:
        return QCborValue(QString::fromLatin1(
            QByteArray::fromRawData(v.asBytes().data(), qsizetype(v.asBytes().size())).toBase64()));
    case K::Duration:
        return QCborValue(QString::fromStdString(::cel::formatDurationSeconds(v.asDuration())));
    case K::Timestamp:
        return QCborValue(QString::fromStdString(::cel::formatTimestamp(v.asTimestamp())));
    case K::List: {
        QCborArray out;
        for (const Value &e : v.asList()) {
            out.append(toJson(e, error));
            if (!error->isEmpty())
                return {};
        }
        return out;
    }
    case K::Map: {
        QCborMap out;
        for (const auto &[k, e] : v.asMap().entries()) {
            if (k.kind() != K::String) {
                *error = MutationText::tr("a map key of type %1 cannot be a JSON field name (keys must be "
                                          "strings)")
                             .arg(typeText(k));
                return {};
            }
            out.insert(QString::fromStdString(k.asString()), toJson(e, error));
            if (!error->isEmpty())
                return {};
        }
        return out;
    }
    case K::Optional:
        if (v.optionalHasValue())
            return toJson(v.optionalValue(), error);
        [[fallthrough]];
    default:
        *error = MutationText::tr("a value of type %1 cannot be written as JSON").arg(typeText(v));
        return {};
    }
}

// Object.spec{template: Object.spec.template{...}}: every nested Object value
// must be named by its field path from the root Object type (lists and maps
// in between do not count).
void checkTypeNames(const Value &v, const QString &expected, QStringList *errors) {
    if (v.kind() == K::Map && isObjectValue(v)) {
        const QString name = QString::fromStdString(v.asMap().objectType);
        if (name != expected)
            *errors << MutationText::tr("unexpected type name %1, expected %2, which matches the field "
                                        "path from the root Object type")
                           .arg(name, expected);
        for (const auto &[k, e] : v.asMap().entries())
            checkTypeNames(e, expected + QLatin1Char('.') + QString::fromStdString(k.asString()), errors);
        return;
    }
    if (v.kind() == K::List)
        for (const Value &e : v.asList())
            checkTypeNames(e, expected, errors);
    if (v.kind() == K::Map)
        for (const auto &[k, e] : v.asMap().entries())
            checkTypeNames(e, expected, errors);
}

QString stringField(const Value &patch, const char *name) {
    const Value *v = patch.asMap().find(Value::string(name));
    return v && v->kind() == K::String ? QString::fromStdString(v->asString()) : QString();
}

} // namespace

ProducedPatch producePatch(const Value &value, PatchKind kind) {
    ProducedPatch out;
    if (kind == PatchKind::ApplyConfiguration) {
        if (!isObjectValue(value) || value.asMap().objectType != "Object") {
            out.error = MutationText::tr("An ApplyConfiguration expression must evaluate to an Object "
                                         "value (Object{...}), not %1.")
                            .arg(typeText(value));
            return out;
        }
        QStringList errors;
        checkTypeNames(value, QStringLiteral("Object"), &errors);
        if (!errors.isEmpty()) {
            out.error = MutationText::tr("type mismatch: %1").arg(errors.join(QStringLiteral("; ")));
            return out;
        }
        QString error;
        QCborValue config = toJson(value, &error);
        if (!error.isEmpty()) {
            out.error = error;
            return out;
        }
        out.ok = true;
        out.patch = config;
        return out;
    }
    if (kind != PatchKind::JsonPatch)
        return out;
    if (value.kind() != K::List) {
        out.error =
            MutationText::tr("A JSONPatch expression must evaluate to a list of JSONPatch values, not %1.")
                .arg(typeText(value));
        return out;
    }
    QCborArray ops;
    int index = 0;
    for (const Value &e : value.asList()) {
        if (e.kind() != K::Map || e.asMap().objectType != "JSONPatch") {
            out.error = MutationText::tr("Item %1 of the list is %2, not a JSONPatch value.")
                            .arg(index)
                            .arg(typeText(e));
            return out;
        }
        QCborMap op;
        op.insert(QLatin1String("op"), stringField(e, "op"));
        op.insert(QLatin1String("path"), stringField(e, "path"));
        const QString from = stringField(e, "from");
        if (!from.isEmpty())
            op.insert(QLatin1String("from"), from);
        if (const Value *v = e.asMap().find(Value::string("value"))) {
            if (isObjectValue(*v)) {
                QStringList errors;
                checkTypeNames(*v, QString::fromStdString(v->asMap().objectType), &errors);
                if (!errors.isEmpty()) {
                    out.error = MutationText::tr("type mismatch: %1").arg(errors.join(QStringLiteral("; ")));
                    return out;
                }
            }
            QString error;
            QCborValue json = toJson(*v, &error);
            if (!error.isEmpty()) {
                out.error = MutationText::tr("The value of operation %1 could not be written as JSON: %2")
                                .arg(index)
                                .arg(error);
                return out;
            }
            op.insert(QLatin1String("value"), json);
        }
        ops.append(op);
        ++index;
    }
    out.ok = true;
    out.patch = ops;
    return out;
}

// ---------------------------------------------------------------------------
// RFC 6902 as evanphx/json-patch v4 applies it.

namespace {

QString decodeKey(QString k) {
    k.replace(QLatin1String("~1"), QLatin1String("/"));
    k.replace(QLatin1String("~0"), QLatin1String("~"));
    return k;
}

bool jsonEqual(const QCborValue &a, const QCborValue &b) {
    const bool an = a.isInteger() || a.isDouble(), bn = b.isInteger() || b.isDouble();
    if (an && bn)
        return a.toDouble() == b.toDouble();
    if (a.type() != b.type())
        return false;
    if (a.isArray()) {
        const QCborArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (!jsonEqual(x.at(i), y.at(i)))
                return false;
        return true;
    }
    if (a.isMap()) {
        const QCborMap x = a.toMap(), y = b.toMap();
        if (x.size() != y.size())
            return false;
        for (auto it = x.constBegin(); it != x.constEnd(); ++it) {
            if (!y.contains(it.key()))
                return false;
            if (!jsonEqual(it.value(), y.value(it.key())))
                return false;
        }
        return true;
    }
    return a == b;
}

// An array index as the library reads it (negative counts from the end).
std::optional<qsizetype> arrayIndex(const QString &key, qsizetype size, bool forInsert, QString *error) {
    bool ok = false;
    qsizetype idx = key.toLongLong(&ok);
    if (!ok) {
        *error = MutationText::tr("value was not a proper array index: '%1'").arg(key);
        return std::nullopt;
    }
    const qsizetype bound = forInsert ? size + 1 : size;
    if (idx >= bound || idx < -size) {
        *error = MutationText::tr("Unable to access invalid index: %1").arg(idx);
        return std::nullopt;
    }
    if (idx < 0)
        idx += size;
    return idx;
}

struct Missing {};

// Calls fn on the container of path's last segment (v4's findObject: the
// first segment is skipped, so a path must start with "/"); returns false
// when the container is missing.
using ContainerFn = std::function<QString(QCborValue &container, const QString &key)>;
bool atContainer(QCborValue &node, const QStringList &parts, qsizetype i, const ContainerFn &fn,
                 QString *error) {
    if (i == parts.size() - 1) {
        if (!node.isMap() && !node.isArray())
            return false;
        *error = fn(node, parts.at(i));
        return true;
    }
    const QString part = parts.at(i);
    if (node.isMap()) {
        QCborMap m = node.toMap();
        if (!m.contains(part))
            return false;
        QCborValue child = m.value(part);
        if (!atContainer(child, parts, i + 1, fn, error))
            return false;
        m.insert(part, child);
        node = m;
        return true;
    }
    if (node.isArray()) {
        QCborArray a = node.toArray();
        bool ok = false;
        const qsizetype idx = part.toLongLong(&ok);
        if (!ok || idx < 0 || idx >= a.size())
            return false;
        QCborValue child = a.at(idx);
        if (!atContainer(child, parts, i + 1, fn, error))
            return false;
        a[idx] = child;
        node = a;
        return true;
    }
    return false;
}

QStringList pathParts(const QString &path) {
    QStringList parts = path.split(QLatin1Char('/'));
    for (QString &p : parts)
        p = decodeKey(p);
    return parts;
}

// The member at path; *reachedOut tells whether its container exists.
std::optional<QCborValue> getAt(const QCborValue &doc, const QString &path, QString *error,
                                bool *reachedOut) {
    const QStringList parts = pathParts(path);
    *reachedOut = false;
    if (parts.size() < 2)
        return std::nullopt;
    QCborValue copy = doc;
    std::optional<QCborValue> found;
    const bool reached = atContainer(
        copy, parts, 1,
        [&](QCborValue &c, const QString &key) -> QString {
            if (c.isMap()) {
                if (c.toMap().contains(key))
                    found = c.toMap().value(key);
                return {};
            }
            QString e;
            if (auto idx = arrayIndex(key, c.toArray().size(), false, &e))
                found = c.toArray().at(*idx);
            return e;
        },
        error);
    *reachedOut = reached;
    if (!reached)
        return std::nullopt;
    return found;
}

QString addAt(QCborValue &doc, const QString &path, const QCborValue &value, const QString &opName) {
    const QStringList parts = pathParts(path);
    QString error;
    const bool reached = parts.size() >= 2 && atContainer(
                                                  doc, parts, 1,
                                                  [&](QCborValue &c, const QString &key) -> QString {
                                                      if (c.isMap()) {
                                                          QCborMap m = c.toMap();
                                                          m.insert(key, value);
                                                          c = m;
                                                          return {};
                                                      }
                                                      QCborArray a = c.toArray();
                                                      if (key == QLatin1String("-")) {
                                                          a.append(value);
                                                          c = a;
                                                          return {};
                                                      }
                                                      QString e;
                                                      auto idx = arrayIndex(key, a.size(), true, &e);
                                                      if (!idx)
                                                          return e;
                                                      a.insert(*idx, value);
                                                      c = a;
                                                      return {};
                                                  },
                                                  &error);
    if (!reached)
        return MutationText::tr("%1 operation does not apply: doc is missing path: \"%2\": missing value")
            .arg(opName, path);
    return error.isEmpty() ? error : MutationText::tr("error in add for path: '%1': %2").arg(path, error);
}

QString removeAt(QCborValue &doc, const QString &path, const QString &opName) {
    const QStringList parts = pathParts(path);
    QString error;
    const bool reached =
        parts.size() >= 2 && atContainer(
                                 doc, parts, 1,
                                 [&](QCborValue &c, const QString &key) -> QString {
                                     if (c.isMap()) {
                                         QCborMap m = c.toMap();
                                         if (!m.contains(key))
                                             return MutationText::tr("Unable to remove nonexistent "
                                                                     "key: %1: missing value")
                                                 .arg(key);
                                         m.remove(key);
                                         c = m;
                                         return {};
                                     }
                                     QCborArray a = c.toArray();
                                     QString e;
                                     auto idx = arrayIndex(key, a.size(), false, &e);
                                     if (!idx)
                                         return e;
                                     a.removeAt(*idx);
                                     c = a;
                                     return {};
                                 },
                                 &error);
    if (!reached)
        return MutationText::tr("%1 operation does not apply: doc is missing path: \"%2\": missing value")
            .arg(opName, path);
    return error.isEmpty() ? error : MutationText::tr("error in remove for path: '%1': %2").arg(path, error);
}

QString replaceAt(QCborValue &doc, const QString &path, const QCborValue &value) {
    if (path.isEmpty()) { // the whole document, by an object or an array
        if (!value.isMap() && !value.isArray())
            return MutationText::tr("replace operation value must be object or array");
        doc = value;
        return {};
    }
    const QStringList parts = pathParts(path);
    QString error;
    const bool reached = parts.size() >= 2 && atContainer(
                                                  doc, parts, 1,
                                                  [&](QCborValue &c, const QString &key) -> QString {
                                                      if (c.isMap()) {
                                                          QCborMap m = c.toMap();
                                                          // v4 reads a missing key as null without an
                                                          // error, so replace sets it like add.
                                                          m.insert(key, value);
                                                          c = m;
                                                          return {};
                                                      }
                                                      QCborArray a = c.toArray();
                                                      QString e;
                                                      auto idx = arrayIndex(key, a.size(), false, &e);
                                                      if (!idx)
                                                          return e;
                                                      a[*idx] = value;
                                                      c = a;
                                                      return {};
                                                  },
                                                  &error);
    if (!reached)
        return MutationText::tr("replace operation does not apply: doc is missing path: %1: missing value")
            .arg(path);
    return error.isEmpty() ? error : MutationText::tr("error in replace for path: '%1': %2").arg(path, error);
}

} // namespace

AppliedPatch applyJsonPatch(const QCborValue &object, const QCborValue &patch) {
    AppliedPatch out;
    if (!patch.isArray()) {
        out.error = MutationText::tr("A JSON patch is a list of operations.");
        return out;
    }
    QCborValue doc = object;
    const QCborArray ops = patch.toArray();
    for (qsizetype i = 0; i < ops.size(); ++i) {
        const QCborMap op = ops.at(i).toMap();
        const QString kind = op.value(QLatin1String("op")).toString();
        const QString path = op.value(QLatin1String("path")).toString();
        const QString from = op.value(QLatin1String("from")).toString();
        const QCborValue value =
            op.contains(QLatin1String("value")) ? op.value(QLatin1String("value")) : QCborValue(nullptr);
        QString error;
        if (kind == QLatin1String("add")) {
            error = addAt(doc, path, value, kind);
        } else if (kind == QLatin1String("remove")) {
            error = removeAt(doc, path, kind);
        } else if (kind == QLatin1String("replace")) {
            error = replaceAt(doc, path, value);
        } else if (kind == QLatin1String("move") || kind == QLatin1String("copy")) {
            QString e;
            bool reachable = false;
            const auto v = getAt(doc, from, &e, &reachable);
            if (!e.isEmpty())
                error = e;
            else if (!reachable)
                error = MutationText::tr("%1 operation does not apply: doc is missing from path: %2: missing "
                                         "value")
                            .arg(kind, from);
            else if (kind == QLatin1String("move") && (error = removeAt(doc, from, kind)).isEmpty())
                error = addAt(doc, path, *v, kind);
            else if (kind == QLatin1String("copy")) // v4 copies a missing member as null
                error = addAt(doc, path, v ? *v : QCborValue(nullptr), kind);
        } else if (kind == QLatin1String("test")) {
            bool passed = false;
            if (path.isEmpty()) {
                passed = jsonEqual(doc, value);
            } else {
                QString e;
                bool reachable = false;
                const auto v = getAt(doc, path, &e, &reachable);
                if (!reachable)
                    error = MutationText::tr("test operation does not apply: is missing path: %1").arg(path);
                else if (!e.isEmpty())
                    error = MutationText::tr("error in test for path: '%1': %2").arg(path, e);
                else
                    passed = v ? jsonEqual(*v, value) : value.isNull();
            }
            if (error.isEmpty() && !passed) {
                out.ok = true;
                out.testFailed = true;
                out.object = object;
                out.error = MutationText::tr("testing value %1 failed (operation %2): the policy leaves the "
                                             "object unchanged")
                                .arg(path)
                                .arg(i);
                return out;
            }
        } else {
            error = MutationText::tr("Unexpected kind: %1").arg(kind);
        }
        if (!error.isEmpty()) {
            out.error = MutationText::tr("JSONPath: operation %1 (%2 %3): %4").arg(i).arg(kind, path, error);
            return out;
        }
    }
    out.ok = true;
    out.object = doc;
    return out;
}

// ---------------------------------------------------------------------------
// Apply configuration: structured merge.

namespace {

const Node *member(const Node *n, const char *key) {
    return n ? n->get(key) : nullptr;
}

QString str(const Node *n) {
    return n && n->kind == Node::Kind::String ? QString::fromStdString(n->str) : QString();
}

bool flag(const Node *n, const char *key) {
    const Node *v = member(n, key);
    return v && v->kind == Node::Kind::Bool && v->b;
}

struct ListShape {
    enum class Type { Atomic, Set, Map } type = Type::Atomic;
    QStringList keys;
};

// The list's element relationship as structured-merge-diff reads it from the
// OpenAPI schema: x-kubernetes-list-type, else a merge patch strategy (with
// its merge key: a map list; without: a set), else atomic.
ListShape listShape(const Node *schema) {
    ListShape s;
    const QString type = str(member(schema, "x-kubernetes-list-type"));
    if (type == QLatin1String("map")) {
        s.type = ListShape::Type::Map;
        if (const Node *keys = member(schema, "x-kubernetes-list-map-keys"))
            for (const auto &k : keys->items)
                s.keys << QString::fromStdString(k->str);
        return s;
    }
    if (type == QLatin1String("set")) {
        s.type = ListShape::Type::Set;
        return s;
    }
    if (type == QLatin1String("atomic"))
        return s;
    if (str(member(schema, "x-kubernetes-patch-strategy"))
            .split(QLatin1Char(','))
            .contains(QLatin1String("merge"))) {
        const QString key = str(member(schema, "x-kubernetes-patch-merge-key"));
        if (!key.isEmpty()) {
            s.type = ListShape::Type::Map;
            s.keys << key;
        } else {
            s.type = ListShape::Type::Set;
        }
    }
    return s;
}

bool isAtomicMap(const Node *schema) {
    return str(member(schema, "x-kubernetes-map-type")) == QLatin1String("atomic");
}

QString typeOf(const QCborValue &v) {
    if (v.isMap())
        return QStringLiteral("object");
    if (v.isArray())
        return QStringLiteral("array");
    if (v.isString())
        return QStringLiteral("string");
    if (v.isBool())
        return QStringLiteral("boolean");
    if (v.isInteger() || v.isDouble())
        return QStringLiteral("number");
    return QStringLiteral("null");
}

// Conversion of the configuration to the schema's type: undeclared fields
// and values of the wrong kind are refused.
void validateTyped(const QCborValue &v, const Node *schema, const QString &path, QStringList *errors) {
    if (!schema || v.isNull() || flag(schema, "x-kubernetes-int-or-string"))
        return;
    const QString type = str(member(schema, "type"));
    const Node *props = member(schema, "properties");
    const Node *additional = member(schema, "additionalProperties");
    const Node *items = member(schema, "items");
    const bool preserve = flag(schema, "x-kubernetes-preserve-unknown-fields");
    auto wrong = [&](const QString &expected) {
        *errors << MutationText::tr("%1: expected %2, got %3").arg(path, expected, typeOf(v));
    };
    if (type == QLatin1String("string") && !v.isString())
        return wrong(QStringLiteral("string"));
    if ((type == QLatin1String("integer") || type == QLatin1String("number")) && !v.isInteger() &&
        !v.isDouble())
        return wrong(QStringLiteral("numeric (int or float)"));
    if (type == QLatin1String("boolean") && !v.isBool())
        return wrong(QStringLiteral("boolean"));
    if ((type == QLatin1String("array") || items) && !v.isArray())
        return wrong(QStringLiteral("array"));
    if ((type == QLatin1String("object") || props || additional) && !v.isMap())
        return wrong(QStringLiteral("object"));
    if (v.isMap()) {
        const QCborMap m = v.toMap();
        for (auto it = m.constBegin(); it != m.constEnd(); ++it) {
            const QString key = it.key().toString();
            const QString child = path + QLatin1Char('.') + key;
            const Node *prop = props ? props->get(key.toStdString()) : nullptr;
            if (prop)
                validateTyped(it.value(), prop, child, errors);
            else if (additional && additional->kind == Node::Kind::Object)
                validateTyped(it.value(), additional, child, errors);
            else if (props && !preserve &&
                     !(additional && additional->kind == Node::Kind::Bool && additional->b))
                *errors << MutationText::tr("%1: field not declared in schema").arg(child);
        }
    } else if (v.isArray() && items) {
        const QCborArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            validateTyped(a.at(i), items, path + QStringLiteral("[%1]").arg(i), errors);
    }
}

const Node *childSchema(const Node *schema, const QString &key) {
    if (!schema)
        return nullptr;
    if (const Node *props = member(schema, "properties"))
        if (const Node *p = props->get(key.toStdString()))
            return p;
    const Node *additional = member(schema, "additionalProperties");
    return additional && additional->kind == Node::Kind::Object ? additional : nullptr;
}

// Every atomic list, map or struct the configuration sets (validatePatch).
void findAtomics(const QCborValue &v, const Node *schema, const QString &path, QStringList *out) {
    if (!schema)
        return;
    const bool structured = member(schema, "properties") || member(schema, "additionalProperties");
    if (v.isMap() && structured) {
        if (isAtomicMap(schema))
            *out << path;
        const QCborMap m = v.toMap();
        for (auto it = m.constBegin(); it != m.constEnd(); ++it)
            if (const Node *c = childSchema(schema, it.key().toString()))
                findAtomics(it.value(), c, path + QLatin1Char('.') + it.key().toString(), out);
    }
    const Node *items = member(schema, "items");
    if (v.isArray() && items) {
        if (listShape(schema).type == ListShape::Type::Atomic)
            *out << path;
        const QCborArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            findAtomics(a.at(i), items, path + QStringLiteral("[%1]").arg(i), out);
    }
}

QCborValue mergeValue(const QCborValue &lhs, const QCborValue &rhs, const Node *schema, const QString &path,
                      QStringList *errors);

// The identity of a list item: its key fields (defaults from the item schema
// for absent ones) for a map list, its value for a set.
std::optional<QByteArray> itemKey(const QCborValue &item, const ListShape &shape, const Node *items,
                                  const QString &path, QStringList *errors) {
    if (shape.type == ListShape::Type::Set)
        return codecs::toJson(item, codecs::JsonStyle::Compact);
    QCborMap key;
    const QCborMap m = item.toMap();
    for (const QString &k : shape.keys) {
        if (m.contains(k)) {
            key.insert(k, m.value(k));
            continue;
        }
        const Node *def = member(childSchema(items, k), "default");
        if (!def) {
            *errors << MutationText::tr("%1: associative list with keys has an element that omits key field "
                                        "\"%2\" (and doesn't have default value)")
                           .arg(path, k);
            return std::nullopt;
        }
        auto parsed = codecs::parseJson(QByteArray::fromStdString(::cel::json::write(*def)));
        key.insert(k, parsed ? *parsed : QCborValue(nullptr));
    }
    return codecs::toJson(key, codecs::JsonStyle::Compact);
}

// structured-merge-diff's merge of two associative lists: items of lhs stay
// in place, shared items take rhs' order, new rhs items come where rhs has them.
QCborArray mergeList(const QCborArray &lhs, const QCborArray &rhs, const Node *schema, const ListShape &shape,
                     const QString &path, QStringList *errors) {
    const Node *items = member(schema, "items");
    std::vector<QByteArray> lk, rk;
    std::map<QByteArray, qsizetype> lIndex, rIndex;
    for (qsizetype i = 0; i < lhs.size(); ++i) {
        auto k = itemKey(lhs.at(i), shape, items, path, errors);
        if (!k)
            return lhs;
        lk.push_back(*k);
        lIndex.emplace(*k, i);
    }
    for (qsizetype i = 0; i < rhs.size(); ++i) {
        auto k = itemKey(rhs.at(i), shape, items, path, errors);
        if (!k)
            return lhs;
        if (rIndex.count(*k)) {
            *errors << MutationText::tr("%1: duplicate entries for key %2").arg(path, QString::fromUtf8(*k));
            return lhs;
        }
        rk.push_back(*k);
        rIndex.emplace(*k, i);
    }
    std::vector<QByteArray> shared;
    for (const QByteArray &k : rk)
        if (lIndex.count(k))
            shared.push_back(k);
    std::size_t nextShared = 0;
    std::set<QByteArray> merged;
    QCborArray out;
    auto mergeItem = [&](const QByteArray &k) {
        const QString itemPath = path + QLatin1Char('[') + QString::fromUtf8(k) + QLatin1Char(']');
        const QCborValue r = rhs.at(rIndex.at(k));
        auto l = lIndex.find(k);
        out.append(l == lIndex.end() ? mergeValue(QCborValue(), r, items, itemPath, errors)
                                     : mergeValue(lhs.at(l->second), r, items, itemPath, errors));
        merged.insert(k);
        if (nextShared < shared.size() && shared[nextShared] == k)
            ++nextShared;
    };
    std::size_t l = 0, r = 0;
    while (l < lk.size() || r < rk.size()) {
        if (l < lk.size() && r < rk.size()) {
            if (lk[l] == rk[r]) {
                mergeItem(rk[r]);
                ++l;
                ++r;
                continue;
            }
            if (rIndex.count(lk[l]) && nextShared < shared.size() && shared[nextShared] != lk[l]) {
                ++l;
                continue;
            }
        }
        if (l < lk.size()) {
            if (!rIndex.count(lk[l])) {
                out.append(lhs.at(qsizetype(l)));
                ++l;
                continue;
            }
            if (merged.count(lk[l])) {
                ++l;
                continue;
            }
        }
        if (r < rk.size()) {
            mergeItem(rk[r]);
            ++r;
            continue;
        }
        ++l; // unreachable in a consistent index; ends the loop safely
    }
    return out;
}

QCborValue mergeValue(const QCborValue &lhs, const QCborValue &rhs, const Node *schema, const QString &path,
                      QStringList *errors) {
    if (rhs.isMap() && (lhs.isMap() || lhs.isUndefined() || lhs.isNull())) {
        QCborMap out = lhs.isMap() ? lhs.toMap() : QCborMap();
        const QCborMap r = rhs.toMap();
        for (auto it = r.constBegin(); it != r.constEnd(); ++it) {
            const QString key = it.key().toString();
            const QCborValue current = out.contains(key) ? out.value(key) : QCborValue();
            out.insert(key, mergeValue(current, it.value(), childSchema(schema, key),
                                       path + QLatin1Char('.') + key, errors));
        }
        return out;
    }
    if (rhs.isArray() && schema && member(schema, "items")) {
        const ListShape shape = listShape(schema);
        if (shape.type != ListShape::Type::Atomic)
            return mergeList(lhs.isArray() ? lhs.toArray() : QCborArray(), rhs.toArray(), schema, shape, path,
                             errors);
    }
    return rhs;
}

} // namespace

AppliedPatch applyConfiguration(const QCborValue &object, const QCborValue &config, const Node *schema) {
    AppliedPatch out;
    if (!config.isMap()) {
        out.error = MutationText::tr("An apply configuration is an object.");
        return out;
    }
    if (schema) {
        QStringList errors;
        validateTyped(config, schema, QString(), &errors);
        if (!errors.isEmpty()) {
            out.error = MutationText::tr("failed to convert patch object to typed object: %1")
                            .arg(errors.join(QStringLiteral("; ")));
            return out;
        }
        QStringList atomics;
        findAtomics(config, schema, QString(), &atomics);
        if (!atomics.isEmpty()) {
            out.error = MutationText::tr("invalid ApplyConfiguration: may not mutate atomic arrays, maps or "
                                         "structs: %1")
                            .arg(atomics.join(QStringLiteral(", ")));
            return out;
        }
    }
    QStringList errors;
    QCborValue merged = mergeValue(object, config, schema, QString(), &errors);
    if (!errors.isEmpty()) {
        out.error = MutationText::tr("failed to merge patch: %1").arg(errors.join(QStringLiteral("; ")));
        return out;
    }
    out.ok = true;
    out.object = merged;
    return out;
}

AppliedPatch applyPatch(PatchKind kind, const QCborValue &object, const QCborValue &patch,
                        const Node *schema) {
    if (kind == PatchKind::JsonPatch)
        return applyJsonPatch(object, patch);
    if (kind == PatchKind::ApplyConfiguration)
        return applyConfiguration(object, patch, schema);
    AppliedPatch out;
    out.error = MutationText::tr("No patch type chosen.");
    return out;
}

QByteArray patchKindText(PatchKind kind, const QCborValue &patch) {
    if (kind == PatchKind::ApplyConfiguration)
        return codecs::toYaml(patch);
    return codecs::toJson(patch, codecs::JsonStyle::Indented);
}

QCborValue applyRequestBody(const QCborValue &config, const QCborValue &target) {
    QCborMap body = config.toMap();
    const QCborMap t = target.toMap();
    body.insert(QLatin1String("apiVersion"), t.value(QLatin1String("apiVersion")));
    body.insert(QLatin1String("kind"), t.value(QLatin1String("kind")));
    QCborMap meta = body.value(QLatin1String("metadata")).toMap();
    const QCborMap tmeta = t.value(QLatin1String("metadata")).toMap();
    meta.insert(QLatin1String("name"), tmeta.value(QLatin1String("name")));
    if (tmeta.contains(QLatin1String("namespace")))
        meta.insert(QLatin1String("namespace"), tmeta.value(QLatin1String("namespace")));
    body.insert(QLatin1String("metadata"), meta);
    return body;
}

} // namespace models::celplay
