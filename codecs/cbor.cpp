#include "codecs/cbor.h"

#include "codecs/json.h"
#include "codecs/mapbuilder.h"
#include "codecs/utf8text.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QStringDecoder>

#include <vector>

namespace codecs {

namespace {

// A BOM at the start is text here, as everywhere in a decoded value.
bool decodeUtf8(const QByteArray &b, QString &out) {
    QStringDecoder dec(QStringDecoder::Utf8, QStringDecoder::Flags(QStringDecoder::Flag::Stateless) |
                                                 QStringDecoder::Flag::ConvertInitialBom);
    out = dec.decode(b);
    return !dec.hasError();
}

// The text of a text string. QCborValue::fromCbor keeps it as UTF-8, and
// toString() converts that with QString::fromUtf8, which drops a U+FEFF at
// the start; the string's own encoding (a head, then the UTF-8 bytes as
// read) keeps it.
QString cborText(const QCborValue &v) {
    const QByteArray encoded = v.toCbor();
    if (encoded.isEmpty())
        return v.toString();
    const int info = quint8(encoded.at(0)) & 0x1f;
    const qsizetype head = info < 24 ? 1 : info == 24 ? 2 : info == 25 ? 3 : info == 26 ? 5 : 9;
    if (head > encoded.size())
        return v.toString();
    return textFromUtf8(encoded.constData() + head, encoded.size() - head);
}

// bomInInput: the encoded document holds EF BB BF somewhere. Without it no
// string begins with U+FEFF and QCborValue's own conversion is exact (and
// about twice as fast as cborText's re-encoding).
bool toJsonShaped(const QCborValue &v, int depth, const Limits &limits, bool bomInInput, QCborValue &out) {
    if (depth > limits.maxDepth)
        return false;
    if (v.isTag()) {
        const auto tag = quint64(v.tag());
        const QCborValue inner = v.taggedValue();
        // 21..23: "expected later conversion" of a byte string, Kubernetes' []byte.
        if ((tag == 21 || tag == 22 || tag == 23) && inner.isByteArray()) {
            out = inner.toByteArray();
            return true;
        }
        // A tag annotates its value; it is no level of nesting (cborItemLength
        // bounds chains of tags on their own).
        return toJsonShaped(inner, depth, limits, bomInInput, out);
    }
    if (v.isByteArray()) {
        QString s;
        if (decodeUtf8(v.toByteArray(), s))
            out = s;
        else
            out = v;
        return true;
    }
    if (v.isMap()) {
        MapBuilder m;
        const QCborMap in = v.toMap();
        for (auto it = in.cbegin(); it != in.cend(); ++it) {
            QCborValue val;
            if (!toJsonShaped(it.value(), depth + 1, limits, bomInInput, val))
                return false;
            const QCborValue key = it.key();
            QString ks;
            if (key.isString())
                ks = bomInInput ? cborText(key) : key.toString();
            else if (!(key.isByteArray() && decodeUtf8(key.toByteArray(), ks)))
                ks = key.toDiagnosticNotation();
            m.insert(ks, val);
        }
        out = m.take();
        return true;
    }
    if (v.isArray()) {
        QCborArray a;
        for (const QCborValue &e : v.toArray()) {
            QCborValue val;
            if (!toJsonShaped(e, depth + 1, limits, bomInInput, val))
                return false;
            a.append(val);
        }
        out = a;
        return true;
    }
    if (v.isString()) {
        out = bomInInput ? QCborValue(cborText(v)) : v;
        return true;
    }
    if (v.isBool() || v.isNull()) {
        out = v;
        return true;
    }
    if (v.isSimpleType() || v.isUndefined() || v.isInvalid()) {
        out = QCborValue(QCborValue::Null);
        return true;
    }
    out = v;
    return true;
}

} // namespace

void CborItemScanner::reset() {
    m_pos = 0;
    m_nodes = 0;
    m_stack.clear();
    m_containers = 0;
    m_tags = 0;
}

void CborItemScanner::push(Frame f) {
    // Depth is counted in arrays and maps, as toJsonShaped counts it; tags
    // (which toCbor adds: 55799 at the root, 22 on byte strings) are bounded
    // as a count of their own, so a document and its re-encoding nest alike.
    if (f.tag)
        ++m_tags;
    else if (f.stringMajor < 0)
        ++m_containers;
    m_stack.push_back(f);
}

void CborItemScanner::pop() {
    if (m_stack.back().tag)
        --m_tags;
    else if (m_stack.back().stringMajor < 0)
        --m_containers;
    m_stack.pop_back();
}

mado::Result<qsizetype> CborItemScanner::scan(const char *data, qsizetype size) {
    const auto *p = reinterpret_cast<const unsigned char *>(data);
    qsizetype &pos = m_pos;
    const auto malformed = [&](const QString &why) {
        return mado::Result<qsizetype>(mado::Error{
            QCoreApplication::translate("codecs", "Malformed CBOR at byte %1: %2").arg(pos).arg(why)});
    };
    for (;;) {
        // A head or string cut off by the end of the bytes is read again from
        // its first byte on the next call; nothing before it is.
        const qsizetype headStart = pos;
        const auto needMore = [&] {
            pos = headStart;
            --m_nodes;
            return mado::Result<qsizetype>(qsizetype(0));
        };
        if (pos >= size)
            return qsizetype(0);
        const unsigned ib = p[pos++];
        if (++m_nodes > m_limits.maxNodes)
            return malformed(QCoreApplication::translate("codecs", "too many values"));
        const unsigned major = ib >> 5, ai = ib & 31;
        bool done = false;
        if (ib == 0xff) {
            if (m_stack.empty() || !m_stack.back().indefinite)
                return malformed(
                    QCoreApplication::translate("codecs", "a break outside an indefinite-length item"));
            pop();
            done = true;
        } else {
            quint64 arg = ai;
            bool indefinite = false;
            if (ai >= 24 && ai <= 27) {
                const int n = 1 << (ai - 24);
                if (size - pos < n)
                    return needMore();
                arg = 0;
                for (int i = 0; i < n; ++i)
                    arg = (arg << 8) | p[pos++];
            } else if (ai == 31) {
                if (major < 2 || major > 5)
                    return malformed(QCoreApplication::translate(
                        "codecs", "an indefinite length on a type that has none"));
                indefinite = true;
            } else if (ai > 27) {
                return malformed(
                    QCoreApplication::translate("codecs", "a reserved additional-information value"));
            }
            if (!m_stack.empty() && m_stack.back().stringMajor >= 0 &&
                (int(major) != m_stack.back().stringMajor || indefinite))
                return malformed(QCoreApplication::translate(
                    "codecs", "a chunk of an indefinite-length string has the wrong type"));
            switch (major) {
            case 0:
            case 1:
            case 7:
                done = true;
                break;
            case 2:
            case 3:
                if (indefinite) {
                    push({0, true, int(major)});
                } else {
                    if (arg > quint64(m_limits.maxInputBytes))
                        return malformed(
                            QCoreApplication::translate("codecs", "a string longer than the size limit"));
                    if (quint64(size - pos) < arg)
                        return needMore();
                    pos += qsizetype(arg);
                    done = true;
                }
                break;
            case 4:
            case 5:
                if (indefinite) {
                    push({0, true, -1});
                } else {
                    if (arg > quint64(m_limits.maxInputBytes))
                        return malformed(
                            QCoreApplication::translate("codecs", "a container longer than the size limit"));
                    const quint64 count = major == 5 ? arg * 2 : arg;
                    if (count == 0)
                        done = true;
                    else
                        push({count, false, -1});
                }
                break;
            case 6:
                push({1, false, -1, true});
                break;
            }
            if (m_containers > m_limits.maxDepth || m_tags > m_limits.maxDepth)
                return malformed(QCoreApplication::translate("codecs", "nested deeper than %1 levels")
                                     .arg(m_limits.maxDepth));
        }
        if (done) {
            while (!m_stack.empty() && !m_stack.back().indefinite) {
                if (--m_stack.back().remaining > 0)
                    break;
                pop();
            }
            if (m_stack.empty())
                return pos;
        }
    }
}

mado::Result<qsizetype> cborItemLength(const char *data, qsizetype size, const Limits &limits) {
    return CborItemScanner(limits).scan(data, size);
}

mado::Result<QCborValue> parseCborRaw(const QByteArray &bytes, const Limits &limits) {
    if (bytes.size() > limits.maxInputBytes)
        return mado::Error{
            QCoreApplication::translate("codecs", "The CBOR body is %1 bytes, more than the limit of %2.")
                .arg(bytes.size())
                .arg(limits.maxInputBytes)};
    if (bytes.isEmpty())
        return mado::Error{QCoreApplication::translate("codecs", "The CBOR body is empty.")};
    auto len = cborItemLength(bytes.constData(), bytes.size(), limits);
    if (!len.ok())
        return len.error();
    if (*len == 0)
        return mado::Error{QCoreApplication::translate(
            "codecs", "The CBOR body is truncated: %n byte(s) end in the middle of a value.", nullptr,
            int(bytes.size()))};
    if (*len != bytes.size())
        return mado::Error{
            QCoreApplication::translate("codecs", "The CBOR body has %1 unexpected bytes after its value.")
                .arg(bytes.size() - *len)};
    QCborParserError err;
    QCborValue v = QCborValue::fromCbor(bytes, &err);
    if (err.error != QCborError::NoError)
        return mado::Error{QCoreApplication::translate("codecs", "Invalid CBOR at byte %1: %2")
                               .arg(err.offset)
                               .arg(err.errorString())};
    return v;
}

mado::Result<QCborValue> parseCbor(const QByteArray &bytes, const Limits &limits) {
    auto raw = parseCborRaw(bytes, limits);
    if (!raw.ok())
        return raw.error();
    QCborValue out;
    if (!toJsonShaped(*raw, 0, limits, bytes.contains("\xef\xbb\xbf"), out))
        return mado::Error{
            QCoreApplication::translate("codecs", "The CBOR document is nested deeper than %1 levels.")
                .arg(limits.maxDepth)};
    return out;
}

namespace {

// Byte strings travel under tag 22 (base64 in JSON), as Kubernetes sends []byte.
QCborValue tagBytes(const QCborValue &v) {
    if (v.isByteArray())
        return QCborValue(QCborTag(22), v);
    if (v.isMap()) {
        QCborMap m;
        const QCborMap in = v.toMap();
        for (auto it = in.cbegin(); it != in.cend(); ++it)
            m.insert(it.key(), tagBytes(it.value()));
        return m;
    }
    if (v.isArray()) {
        QCborArray a;
        for (const QCborValue &e : v.toArray())
            a.append(tagBytes(e));
        return a;
    }
    if (v.isTag())
        return QCborValue(v.tag(),
                          v.taggedValue().isByteArray() ? v.taggedValue() : tagBytes(v.taggedValue()));
    return v;
}

} // namespace

QByteArray toCbor(const QCborValue &doc) {
    return QCborValue(QCborTag(kCborSelfDescribedTag), tagBytes(doc)).toCbor();
}

namespace {

void diag(const QCborValue &v, int indent, QString &out) {
    const QString pad(indent * 2, QLatin1Char(' '));
    const QString inner((indent + 1) * 2, QLatin1Char(' '));
    if (v.isTag()) {
        out += QString::number(quint64(v.tag())) + QLatin1Char('(');
        diag(v.taggedValue(), indent, out);
        out += QLatin1Char(')');
    } else if (v.isMap()) {
        const QCborMap m = v.toMap();
        if (m.isEmpty()) {
            out += QLatin1String("{}");
            return;
        }
        out += QLatin1String("{\n");
        qsizetype i = 0;
        for (auto it = m.cbegin(); it != m.cend(); ++it, ++i) {
            out += inner;
            diag(it.key(), indent + 1, out);
            out += QLatin1String(": ");
            diag(it.value(), indent + 1, out);
            out += i + 1 < m.size() ? QLatin1String(",\n") : QLatin1String("\n");
        }
        out += pad + QLatin1Char('}');
    } else if (v.isArray()) {
        const QCborArray a = v.toArray();
        if (a.isEmpty()) {
            out += QLatin1String("[]");
            return;
        }
        out += QLatin1String("[\n");
        for (qsizetype i = 0; i < a.size(); ++i) {
            out += inner;
            diag(a.at(i), indent + 1, out);
            out += i + 1 < a.size() ? QLatin1String(",\n") : QLatin1String("\n");
        }
        out += pad + QLatin1Char(']');
    } else if (v.isByteArray()) {
        // EDN writes a byte string of UTF-8 text as 'text', escaped like JSON.
        const QByteArray b = v.toByteArray();
        QString s;
        bool printable = decodeUtf8(b, s);
        QString quoted;
        for (const QChar c : std::as_const(s)) {
            if (!printable)
                break;
            if (c == QLatin1Char('\'') || c == QLatin1Char('\\'))
                quoted += QLatin1Char('\\') + c;
            else if (c == QLatin1Char('\n'))
                quoted += QLatin1String("\\n");
            else if (c == QLatin1Char('\t'))
                quoted += QLatin1String("\\t");
            else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                printable = false;
            else
                quoted += c;
        }
        if (printable)
            out += QLatin1Char('\'') + quoted + QLatin1Char('\'');
        else
            out += QLatin1String("h'") + QString::fromLatin1(b.toHex()) + QLatin1Char('\'');
    } else if (v.isString()) {
        out += QString::fromUtf8(toJson(QCborValue(cborText(v)), JsonStyle::Compact));
    } else {
        out += v.toDiagnosticNotation();
    }
}

} // namespace

QString cborDiagnostic(const QCborValue &item) {
    QString out;
    diag(item, 0, out);
    return out;
}

} // namespace codecs
