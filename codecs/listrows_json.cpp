#include "codecs/listrows.h"

#include "codecs/json.h"
#include "codecs/rowfields.h"
#include "codecs/stringinterner.h"

#include <QCborMap>
#include <QCoreApplication>
#include <QJsonDocument>

#include <simdjson.h>

#include <cstdio>
#include <optional>
#include <vector>

namespace codecs {

namespace dom = simdjson::dom;

namespace {

inline QString str(std::string_view s) {
    return textFromUtf8(s.data(), qsizetype(s.size()));
}

mado::Error jsonError(simdjson::error_code code, const QByteArray &body) {
    if (code == simdjson::DEPTH_ERROR)
        return {QCoreApplication::translate("codecs", "The JSON list is nested too deeply.")};
    if (code == simdjson::INCORRECT_TYPE || code == simdjson::NO_SUCH_FIELD)
        return {QCoreApplication::translate("codecs", "The JSON body is not a Kubernetes list.")};
    QJsonParseError qerr;
    QJsonDocument::fromJson(body, &qerr);
    if (qerr.error != QJsonParseError::NoError) {
        return {QCoreApplication::translate("codecs", "Invalid JSON at byte %1: %2")
                    .arg(qerr.offset)
                    .arg(qerr.errorString())};
    }
    return {QCoreApplication::translate("codecs", "Invalid JSON: %1")
                .arg(QString::fromUtf8(simdjson::error_message(code)))};
}

// Duplicate keys: the last one counts, in full, as in the tree parseJson
// builds (and as Go decodes into unstructured objects, as kubectl does), so
// a list row never shows what the object's own view does not.

// The value of the last field named key, or nullopt.
std::optional<dom::element> lastField(dom::object o, std::string_view key) {
    std::optional<dom::element> found;
    for (const dom::key_value_pair kv : o) {
        if (kv.key == key)
            found = kv.value;
    }
    return found;
}

// How many distinct keys an object has.
int distinctKeys(dom::object o) {
    thread_local std::vector<std::string_view> scratch;
    DistinctKeys keys(scratch);
    for (const dom::key_value_pair kv : o)
        keys.add(kv.key);
    return keys.count();
}

// The controlling owner's "Kind/name" (else the first owner's) of an ownerReferences array.
QString ownerOf(dom::array owners, StringInterner &interner) {
    QString owner;
    for (const dom::element o : owners) {
        dom::object oo;
        if (o.get_object().get(oo))
            continue;
        std::optional<dom::element> kindField, nameField, controllerField;
        for (const dom::key_value_pair kv : oo) {
            if (kv.key == "kind")
                kindField = kv.value;
            else if (kv.key == "name")
                nameField = kv.value;
            else if (kv.key == "controller")
                controllerField = kv.value;
        }
        std::string_view kind, name;
        if (!kindField || !nameField || kindField->get_string().get(kind) ||
            nameField->get_string().get(name))
            continue;
        bool controller = false;
        if (!controllerField || controllerField->get_bool().get(controller))
            controller = false;
        if (owner.isEmpty() || controller)
            owner = interner(kind) + QLatin1Char('/') + str(name);
        if (controller)
            break;
    }
    return owner;
}

simdjson::error_code readMetadata(dom::object meta, ObjectRow &row, StringInterner &interner) {
    std::optional<dom::element> name, ns, uid, resourceVersion, created, deleting, annotations, finalizers,
        owners, labels;
    for (const dom::key_value_pair kv : meta) {
        const std::string_view key = kv.key;
        if (key == "name")
            name = kv.value;
        else if (key == "namespace")
            ns = kv.value;
        else if (key == "uid")
            uid = kv.value;
        else if (key == "resourceVersion")
            resourceVersion = kv.value;
        else if (key == "creationTimestamp")
            created = kv.value;
        else if (key == "deletionTimestamp")
            deleting = kv.value;
        else if (key == "annotations")
            annotations = kv.value;
        else if (key == "finalizers")
            finalizers = kv.value;
        else if (key == "ownerReferences")
            owners = kv.value;
        else if (key == "labels")
            labels = kv.value;
    }
    std::string_view s;
    if (name) {
        SIMDJSON_TRY(name->get_string().get(s));
        row.name = str(s);
    }
    if (ns) {
        SIMDJSON_TRY(ns->get_string().get(s));
        row.ns = interner(s);
    }
    if (uid) {
        SIMDJSON_TRY(uid->get_string().get(s));
        row.uid = str(s);
    }
    if (resourceVersion) {
        SIMDJSON_TRY(resourceVersion->get_string().get(s));
        row.resourceVersion = str(s);
    }
    if (created && !created->is_null()) {
        SIMDJSON_TRY(created->get_string().get(s));
        row.created = parseRfc3339Seconds(s);
    }
    if (deleting && !deleting->is_null()) {
        SIMDJSON_TRY(deleting->get_string().get(s));
        row.deleting = parseRfc3339Seconds(s);
    }
    dom::object annotationsObject;
    if (annotations && !annotations->get_object().get(annotationsObject))
        row.annotations = distinctKeys(annotationsObject);
    dom::array array;
    if (finalizers && !finalizers->get_array().get(array)) {
        for (const dom::element f : array) {
            if (!f.get_string().get(s))
                row.finalizers.append(interner(s));
        }
    }
    if (owners && !owners->get_array().get(array))
        row.owner = ownerOf(array, interner);
    if (labels) {
        dom::object labelsObject;
        SIMDJSON_TRY(labels->get_object().get(labelsObject));
        row.labels.reserve(qsizetype(labelsObject.size()));
        LabelList list(row.labels);
        for (const dom::key_value_pair l : labelsObject) {
            std::string_view v;
            SIMDJSON_TRY(l.value.get_string().get(v));
            list.set(l.key, interner(l.key), interner(v));
        }
    }
    return simdjson::SUCCESS;
}

// A list's or Table's own metadata: resourceVersion, continue, remainingItemCount.
template <typename Info> simdjson::error_code readListMeta(dom::element value, Info &info) {
    dom::object meta;
    SIMDJSON_TRY(value.get_object().get(meta));
    std::optional<dom::element> resourceVersion, continueToken, remaining;
    for (const dom::key_value_pair m : meta) {
        if (m.key == "resourceVersion")
            resourceVersion = m.value;
        else if (m.key == "continue")
            continueToken = m.value;
        else if (m.key == "remainingItemCount")
            remaining = m.value;
    }
    std::string_view s;
    if (resourceVersion) {
        SIMDJSON_TRY(resourceVersion->get_string().get(s));
        info.resourceVersion = str(s);
    }
    if (continueToken) {
        SIMDJSON_TRY(continueToken->get_string().get(s));
        info.continueToken = str(s);
    }
    if (remaining) {
        int64_t n = 0;
        SIMDJSON_TRY(remaining->get_int64().get(n));
        info.remainingItemCount = n;
    }
    return simdjson::SUCCESS;
}

simdjson::error_code readList(dom::element root, const RowSink &sink, ListInfo &info, bool keepRaw) {
    StringInterner interner;
    dom::object obj;
    SIMDJSON_TRY(root.get_object().get(obj));
    std::optional<dom::element> kind, apiVersion, metadata, items;
    for (const dom::key_value_pair kv : obj) {
        const std::string_view key = kv.key;
        if (key == "kind")
            kind = kv.value;
        else if (key == "apiVersion")
            apiVersion = kv.value;
        else if (key == "metadata")
            metadata = kv.value;
        else if (key == "items")
            items = kv.value;
    }
    std::string_view s;
    if (kind) {
        SIMDJSON_TRY(kind->get_string().get(s));
        info.kind = str(s);
    }
    if (apiVersion) {
        SIMDJSON_TRY(apiVersion->get_string().get(s));
        info.apiVersion = str(s);
    }
    if (metadata)
        SIMDJSON_TRY(readListMeta(*metadata, info));
    if (!items || items->is_null())
        return simdjson::SUCCESS;
    dom::array array;
    SIMDJSON_TRY(items->get_array().get(array));
    for (const dom::element item : array) {
        dom::object io;
        SIMDJSON_TRY(item.get_object().get(io));
        ObjectRow row;
        if (const auto meta = lastField(io, "metadata")) {
            dom::object mo;
            SIMDJSON_TRY(meta->get_object().get(mo));
            SIMDJSON_TRY(readMetadata(mo, row, interner));
        }
        if (keepRaw)
            row.raw = QByteArray::fromStdString(simdjson::minify(item));
        row.rawFormat = RawFormat::Json;
        ++info.items;
        sink(std::move(row));
    }
    return simdjson::SUCCESS;
}

} // namespace

namespace {

// Parses body with the thread's parser and walks its root; the error, if any.
std::optional<mado::Error> parseAndWalk(const QByteArray &body, const Limits &limits,
                                        const std::function<simdjson::error_code(dom::element)> &walk) {
    if (body.size() > limits.maxInputBytes) {
        return mado::Error{
            QCoreApplication::translate("codecs", "The JSON body is %1 bytes, more than the limit of %2.")
                .arg(body.size())
                .arg(limits.maxInputBytes)};
    }
    thread_local dom::parser parser;
    if (parser.max_depth() != size_t(limits.maxDepth) || parser.capacity() < size_t(body.size())) {
        if (parser.allocate(std::max<size_t>(size_t(body.size()), parser.capacity()),
                            size_t(limits.maxDepth)))
            return mado::Error{QCoreApplication::translate("codecs", "Out of memory while parsing JSON.")};
    }
    const bool padded = body.capacity() - body.size() >= qsizetype(simdjson::SIMDJSON_PADDING);
    dom::element root;
    auto error = parser.parse(body.constData(), size_t(body.size()), !padded).get(root);
    if (!error)
        error = walk(root);
    if (parser.capacity() > (64u << 20))
        parser = dom::parser{};
    if (error)
        return jsonError(error, body);
    return std::nullopt;
}

} // namespace

mado::Result<ListInfo> decodeJsonListRows(const QByteArray &body, const RowSink &sink, const Limits &limits,
                                          bool keepRaw) {
    ListInfo info;
    if (auto error = parseAndWalk(body, limits,
                                  [&](dom::element root) { return readList(root, sink, info, keepRaw); }))
        return *error;
    return info;
}

namespace {

QVariant tableCell(dom::element e) {
    switch (e.type()) {
    case dom::element_type::STRING:
        return str(e.get_string().value_unsafe());
    case dom::element_type::INT64:
        return qint64(e.get_int64().value_unsafe());
    case dom::element_type::UINT64:
        return double(e.get_uint64().value_unsafe());
    case dom::element_type::DOUBLE:
        return e.get_double().value_unsafe();
    case dom::element_type::BOOL:
        return e.get_bool().value_unsafe();
    case dom::element_type::NULL_VALUE:
        return {};
    case dom::element_type::ARRAY:
    case dom::element_type::OBJECT:
        break;
    }
    return QString::fromStdString(simdjson::minify(e));
}

simdjson::error_code readColumn(dom::element c, TableColumn &column) {
    dom::object co;
    SIMDJSON_TRY(c.get_object().get(co));
    std::optional<dom::element> name, type, format, priority;
    for (const dom::key_value_pair f : co) {
        if (f.key == "name")
            name = f.value;
        else if (f.key == "type")
            type = f.value;
        else if (f.key == "format")
            format = f.value;
        else if (f.key == "priority")
            priority = f.value;
    }
    std::string_view s;
    if (name) {
        SIMDJSON_TRY(name->get_string().get(s));
        column.name = str(s);
    }
    if (type) {
        SIMDJSON_TRY(type->get_string().get(s));
        column.type = str(s);
    }
    if (format) {
        SIMDJSON_TRY(format->get_string().get(s));
        column.format = str(s);
    }
    if (priority) {
        int64_t p = 0;
        SIMDJSON_TRY(priority->get_int64().get(p));
        column.priority = int(p);
    }
    return simdjson::SUCCESS;
}

simdjson::error_code readTableRow(dom::element r, TableRow &row, StringInterner &interner) {
    dom::object ro;
    SIMDJSON_TRY(r.get_object().get(ro));
    std::optional<dom::element> cells, object;
    for (const dom::key_value_pair f : ro) {
        if (f.key == "cells")
            cells = f.value;
        else if (f.key == "object")
            object = f.value;
    }
    if (cells && !cells->is_null()) {
        dom::array ca;
        SIMDJSON_TRY(cells->get_array().get(ca));
        row.cells.reserve(qsizetype(ca.size()));
        for (const dom::element c : ca)
            row.cells.append(tableCell(c));
    }
    dom::object oo, mo;
    if (!object || object->get_object().get(oo))
        return simdjson::SUCCESS;
    const auto meta = lastField(oo, "metadata");
    if (!meta || meta->get_object().get(mo))
        return simdjson::SUCCESS;
    std::optional<dom::element> name, ns, created;
    for (const dom::key_value_pair f : mo) {
        if (f.key == "name")
            name = f.value;
        else if (f.key == "namespace")
            ns = f.value;
        else if (f.key == "creationTimestamp")
            created = f.value;
    }
    std::string_view s;
    if (name && !name->get_string().get(s))
        row.name = str(s);
    if (ns && !ns->get_string().get(s))
        row.ns = interner(s);
    if (created && !created->get_string().get(s))
        row.created = parseRfc3339Seconds(s);
    return simdjson::SUCCESS;
}

simdjson::error_code readTable(dom::element root, const TableRowSink &sink, TableInfo &info, bool &notTable) {
    StringInterner interner;
    dom::object obj;
    SIMDJSON_TRY(root.get_object().get(obj));
    std::optional<dom::element> kind, metadata, columns, rows;
    for (const dom::key_value_pair kv : obj) {
        const std::string_view key = kv.key;
        if (key == "kind")
            kind = kv.value;
        else if (key == "metadata")
            metadata = kv.value;
        else if (key == "columnDefinitions")
            columns = kv.value;
        else if (key == "rows")
            rows = kv.value;
    }
    std::string_view s;
    if (!kind || kind->get_string().get(s) || s != "Table") {
        notTable = true;
        return simdjson::SUCCESS;
    }
    if (metadata)
        SIMDJSON_TRY(readListMeta(*metadata, info));
    dom::array array;
    if (columns && !columns->is_null()) {
        SIMDJSON_TRY(columns->get_array().get(array));
        for (const dom::element c : array) {
            TableColumn column;
            SIMDJSON_TRY(readColumn(c, column));
            info.columns.append(std::move(column));
        }
    }
    if (rows && !rows->is_null()) {
        SIMDJSON_TRY(rows->get_array().get(array));
        for (const dom::element r : array) {
            TableRow row;
            SIMDJSON_TRY(readTableRow(r, row, interner));
            ++info.rows;
            sink(std::move(row));
        }
    }
    return simdjson::SUCCESS;
}

} // namespace

mado::Result<TableInfo> decodeJsonTableRows(const QByteArray &body, const TableRowSink &sink,
                                            const Limits &limits) {
    TableInfo info;
    bool notTable = false;
    if (auto error = parseAndWalk(body, limits,
                                  [&](dom::element root) { return readTable(root, sink, info, notTable); }))
        return *error;
    if (notTable)
        return mado::Error{
            QCoreApplication::translate("codecs", "The server did not answer in the Table format.")};
    return info;
}

namespace {

inline int digits(std::string_view t, size_t at, size_t n, bool &ok) {
    int v = 0;
    for (size_t i = at; i < at + n; ++i) {
        const char c = t[i];
        if (c < '0' || c > '9') {
            ok = false;
            return 0;
        }
        v = v * 10 + (c - '0');
    }
    return v;
}

// Days since 1970-01-01 of a proleptic Gregorian date.
qint64 daysFromCivil(qint64 y, unsigned m, unsigned d) {
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

} // namespace

qint64 parseRfc3339Seconds(std::string_view t) {
    constexpr qint64 none = std::numeric_limits<qint64>::min();
    if (t.size() < 20 || t[4] != '-' || t[7] != '-' || (t[10] != 'T' && t[10] != 't') || t[13] != ':' ||
        t[16] != ':')
        return none;
    bool ok = true;
    const int y = digits(t, 0, 4, ok), mo = digits(t, 5, 2, ok), d = digits(t, 8, 2, ok);
    const int h = digits(t, 11, 2, ok), mi = digits(t, 14, 2, ok), s = digits(t, 17, 2, ok);
    if (!ok || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60)
        return none;
    size_t i = 19;
    if (i < t.size() && t[i] == '.') {
        ++i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9')
            ++i;
    }
    qint64 offset = 0;
    if (i < t.size() && (t[i] == 'Z' || t[i] == 'z')) {
        ++i;
    } else if (i + 6 == t.size() && (t[i] == '+' || t[i] == '-') && t[i + 3] == ':') {
        const int oh = digits(t, i + 1, 2, ok), om = digits(t, i + 4, 2, ok);
        if (!ok)
            return none;
        offset = (t[i] == '+' ? 1 : -1) * (oh * 3600 + om * 60);
        i += 6;
    } else {
        return none;
    }
    if (i != t.size())
        return none;
    return daysFromCivil(y, unsigned(mo), unsigned(d)) * 86400 + h * 3600 + mi * 60 + s - offset;
}

std::optional<QString> peekJsonContinue(const QByteArray &body) {
    const char *p = body.constData();
    const char *const end = p + body.size();
    const auto space = [&] {
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
            ++p;
    };
    // At a string's opening quote: moves past its closing quote; false when it never closes.
    const auto skipString = [&] {
        for (++p; p < end; ++p) {
            if (*p == '\\')
                ++p;
            else if (*p == '"')
                return ++p, true;
        }
        return false;
    };
    space();
    if (p >= end || *p != '{')
        return std::nullopt;
    ++p;
    // kind and apiVersion come first in every list the API server writes.
    for (int keys = 0; keys < 8; ++keys) {
        space();
        if (p < end && *p == '}')
            return QString(); // no metadata at all: nothing to continue
        if (p >= end || *p != '"')
            return std::nullopt;
        const char *const keyStart = p + 1;
        if (!skipString())
            return std::nullopt;
        const std::string_view key(keyStart, size_t(p - 1 - keyStart));
        space();
        if (p >= end || *p != ':')
            return std::nullopt;
        ++p;
        space();
        if (p >= end)
            return std::nullopt;
        if (key == "metadata") {
            if (*p != '{')
                return std::nullopt;
            const char *const metaStart = p;
            int depth = 0;
            bool closed = false;
            while (p < end && !closed) {
                if (*p == '"') {
                    if (!skipString())
                        return std::nullopt;
                    continue;
                }
                if (*p == '{' || *p == '[')
                    ++depth;
                else if ((*p == '}' || *p == ']') && --depth == 0)
                    closed = true;
                ++p;
            }
            if (!closed)
                return std::nullopt;
            const auto meta = parseJson(QByteArray(metaStart, p - metaStart));
            if (!meta || !meta->isMap())
                return std::nullopt;
            const QCborValue token = meta->toMap().value(QLatin1String("continue"));
            if (token.isUndefined() || token.isNull())
                return QString();
            if (!token.isString())
                return std::nullopt;
            return token.toString();
        }
        if (*p == '"') {
            if (!skipString())
                return std::nullopt;
        } else if (*p == '{' || *p == '[') {
            return std::nullopt; // a large value before the metadata: no cheap answer
        } else {
            while (p < end && *p != ',' && *p != '}')
                ++p;
        }
        space();
        if (p < end && *p == ',') {
            ++p;
            continue;
        }
        if (p < end && *p == '}')
            return QString();
        return std::nullopt;
    }
    return std::nullopt;
}

QString continueMismatchMessage() {
    return QCoreApplication::translate(
        "codecs", "The list page names two different continue tokens; the list stopped.");
}

QString formatRfc3339Seconds(qint64 seconds) {
    qint64 days = seconds / 86400;
    qint64 rem = seconds % 86400;
    if (rem < 0) {
        rem += 86400;
        --days;
    }
    // civil_from_days
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const unsigned doe = unsigned(days - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    qint64 y = qint64(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    y += m <= 2;
    char buf[32];
    const int n =
        std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02d:%02d:%02dZ", static_cast<long long>(y), m, d,
                      int(rem / 3600), int(rem / 60 % 60), int(rem % 60));
    return QString::fromLatin1(buf, n);
}

} // namespace codecs
