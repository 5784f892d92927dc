#include "codecs/json.h"

#include "codecs/numbertext.h"
#include "codecs/utf8text.h"

#include "codecs/jsonsupport.h"
#include "codecs/mapbuilder.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <simdjson.h>

#include <algorithm>
#include <cmath>

namespace codecs {

namespace {

QCborValue fromElement(simdjson::dom::element e) {
    using T = simdjson::dom::element_type;
    switch (e.type()) {
    case T::OBJECT: {
        MapBuilder m;
        for (auto field : simdjson::dom::object(e)) {
            const std::string_view k = field.key;
            m.insert(textFromUtf8(k.data(), qsizetype(k.size())), fromElement(field.value));
        }
        return m.take();
    }
    case T::ARRAY: {
        QCborArray a;
        for (auto v : simdjson::dom::array(e))
            a.append(fromElement(v));
        return a;
    }
    case T::STRING: {
        const std::string_view s = e.get_string().value_unsafe();
        return textFromUtf8(s.data(), qsizetype(s.size()));
    }
    case T::INT64:
        return qint64(e.get_int64().value_unsafe());
    case T::UINT64:
        // Above INT64_MAX: QCborValue has no unsigned 64-bit integer, keep the magnitude.
        return double(e.get_uint64().value_unsafe());
    case T::DOUBLE:
        return e.get_double().value_unsafe();
    case T::BOOL:
        return e.get_bool().value_unsafe();
    case T::NULL_VALUE:
        return QCborValue(QCborValue::Null);
    }
    return {};
}

void writeString(QByteArray &out, QStringView s) {
    static const char hex[] = "0123456789abcdef";
    const QByteArray utf8 = s.toUtf8();
    out.append('"');
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        default:
            if (u < 0x20) {
                out.append("\\u00");
                out.append(hex[u >> 4]);
                out.append(hex[u & 15]);
            } else {
                out.append(c);
            }
        }
    }
    out.append('"');
}

void writeDouble(QByteArray &out, double d) {
    if (!std::isfinite(d)) {
        out.append("null");
        return;
    }
    out.append(doubleText(d));
}

void newline(QByteArray &out, bool indented, int depth) {
    if (!indented)
        return;
    out.append('\n');
    out.append(QByteArray(depth * 4, ' '));
}

void writeValue(QByteArray &out, const QCborValue &v, bool indented, int depth) {
    switch (v.type()) {
    case QCborValue::Map: {
        const QCborMap m = v.toMap();
        if (m.isEmpty()) {
            out.append("{}");
            return;
        }
        out.append('{');
        bool first = true;
        for (auto it = m.cbegin(); it != m.cend(); ++it) {
            if (!first)
                out.append(',');
            first = false;
            newline(out, indented, depth + 1);
            const QCborValue key = it.key();
            writeString(out, key.isString() ? key.toString() : jsonKeyText(key));
            out.append(indented ? ": " : ":");
            writeValue(out, it.value(), indented, depth + 1);
        }
        newline(out, indented, depth);
        out.append('}');
        return;
    }
    case QCborValue::Array: {
        const QCborArray a = v.toArray();
        if (a.isEmpty()) {
            out.append("[]");
            return;
        }
        out.append('[');
        bool first = true;
        for (const QCborValue &e : a) {
            if (!first)
                out.append(',');
            first = false;
            newline(out, indented, depth + 1);
            writeValue(out, e, indented, depth + 1);
        }
        newline(out, indented, depth);
        out.append(']');
        return;
    }
    case QCborValue::Integer:
        out.append(QByteArray::number(v.toInteger()));
        return;
    case QCborValue::Double:
        writeDouble(out, v.toDouble());
        return;
    case QCborValue::String:
        writeString(out, v.toString());
        return;
    case QCborValue::ByteArray:
        out.append('"');
        out.append(v.toByteArray().toBase64());
        out.append('"');
        return;
    case QCborValue::True:
        out.append("true");
        return;
    case QCborValue::False:
        out.append("false");
        return;
    default:
        if (v.isTag()) {
            writeValue(out, v.taggedValue(), indented, depth);
            return;
        }
        out.append("null");
    }
}

} // namespace

QString jsonKeyText(const QCborValue &key) {
    if (key.isString())
        return key.toString();
    if (key.isByteArray())
        return textFromUtf8(key.toByteArray());
    if (key.isInteger())
        return QString::number(key.toInteger());
    return key.toDiagnosticNotation();
}

mado::Result<QCborValue> parseJsonWith(simdjson::dom::parser &parser, const QByteArray &bytes,
                                       const Limits &limits) {
    if (bytes.size() > limits.maxInputBytes) {
        return mado::Error{
            QCoreApplication::translate("codecs", "The JSON body is %1 bytes, more than the limit of %2.")
                .arg(bytes.size())
                .arg(limits.maxInputBytes)};
    }
    if (parser.max_depth() != size_t(limits.maxDepth) || parser.capacity() < size_t(bytes.size())) {
        if (parser.allocate(std::max<size_t>(size_t(bytes.size()), parser.capacity()),
                            size_t(limits.maxDepth)))
            return mado::Error{QCoreApplication::translate("codecs", "Out of memory while parsing JSON.")};
    }
    const bool padded = bytes.capacity() - bytes.size() >= qsizetype(simdjson::SIMDJSON_PADDING);
    simdjson::dom::element root;
    const auto error = parser.parse(bytes.constData(), size_t(bytes.size()), !padded).get(root);
    if (error) {
        if (error == simdjson::DEPTH_ERROR) {
            return mado::Error{
                QCoreApplication::translate("codecs", "The JSON document is nested deeper than %1 levels.")
                    .arg(limits.maxDepth)};
        }
        if (error == simdjson::EMPTY) {
            return mado::Error{QCoreApplication::translate("codecs", "The JSON body is empty.")};
        }
        // simdjson does not say where; ask Qt's parser for the offset of the same fault.
        QJsonParseError qerr;
        QJsonDocument::fromJson(bytes, &qerr);
        if (qerr.error != QJsonParseError::NoError) {
            return mado::Error{QCoreApplication::translate("codecs", "Invalid JSON at byte %1: %2")
                                   .arg(qerr.offset)
                                   .arg(qerr.errorString())};
        }
        return mado::Error{QCoreApplication::translate("codecs", "Invalid JSON: %1")
                               .arg(QString::fromUtf8(simdjson::error_message(error)))};
    }
    return fromElement(root);
}

mado::Result<QCborValue> parseJson(const QByteArray &bytes) {
    return parseJson(bytes, Limits{});
}

mado::Result<QCborValue> parseJson(const QByteArray &bytes, const Limits &limits) {
    thread_local simdjson::dom::parser parser;
    auto result = parseJsonWith(parser, bytes, limits);
    // Do not keep a huge buffer alive per thread after one big body.
    if (parser.capacity() > (64u << 20))
        parser = simdjson::dom::parser{};
    return result;
}

QByteArray toJson(const QCborValue &doc, JsonStyle style) {
    QByteArray out;
    writeValue(out, doc, style == JsonStyle::Indented, 0);
    if (style == JsonStyle::Indented && (doc.isMap() || doc.isArray()))
        out.append('\n');
    return out;
}

QCborValue canonical(const QCborValue &doc) {
    if (doc.isMap()) {
        const QCborMap m = doc.toMap();
        QList<std::pair<QByteArray, QCborValue>> entries;
        entries.reserve(m.size());
        for (auto it = m.cbegin(); it != m.cend(); ++it)
            entries.append({jsonKeyText(it.key()).toUtf8(), canonical(it.value())});
        // A key named twice (or two keys of one text) keeps its later value, as
        // Go's JSON decoding does; the sort is stable so that "later" holds.
        std::stable_sort(entries.begin(), entries.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        qsizetype kept = 0;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (kept > 0 && entries[kept - 1].first == entries[i].first)
                entries[kept - 1].second = std::move(entries[i].second);
            else
                entries[kept++] = std::move(entries[i]);
        }
        std::vector<std::pair<QString, QCborValue>> distinct;
        distinct.reserve(size_t(kept));
        for (qsizetype i = 0; i < kept; ++i)
            distinct.emplace_back(textFromUtf8(entries[i].first), std::move(entries[i].second));
        return mapOfDistinctKeys(distinct);
    }
    if (doc.isArray()) {
        QCborArray out;
        for (const QCborValue &e : doc.toArray())
            out.append(canonical(e));
        return out;
    }
    if (doc.isTag())
        return canonical(doc.taggedValue());
    if (doc.isByteArray())
        return QString::fromLatin1(doc.toByteArray().toBase64());
    if (doc.isDouble()) {
        const double d = doc.toDouble();
        if (!std::isfinite(d))
            return QCborValue(QCborValue::Null); // JSON has no NaN or infinity
        if (d == std::floor(d) && std::fabs(d) < 9.0e15)
            return qint64(d);
    }
    if (doc.isUndefined())
        return QCborValue(QCborValue::Null);
    return doc;
}

QByteArray doubleText(double d) {
    if (d == std::floor(d) && std::fabs(d) < 1e15)
        return QByteArray::number(qint64(d));
    QByteArray text = QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
    if (!text.contains('.') && !text.contains('e'))
        text = QByteArray::number(d, 'e', QLocale::FloatingPointShortest);
    return text;
}

QByteArray withJsonPadding(const QByteArray &bytes) {
    QByteArray out;
    out.reserve(bytes.size() + qsizetype(simdjson::SIMDJSON_PADDING));
    out.append(bytes);
    std::fill(out.data() + out.size(), out.data() + out.capacity(), '\0');
    return out;
}

} // namespace codecs
