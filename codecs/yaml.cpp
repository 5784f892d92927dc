#include "codecs/yaml.h"

#include "codecs/utf8text.h"

#include "codecs/json.h"
#include "codecs/mapbuilder.h"
#include "codecs/numbertext.h"
#include "codecs/yamlmessage.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <algorithm>
#include <cmath>

namespace codecs {

namespace {

bool isNullWord(const std::string &s) {
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

int boolWord(const std::string &s) {
    // YAML 1.1 booleans, as kubectl (go-yaml v2) reads them.
    static const char *const yes[] = {"y",    "Y",    "yes", "Yes", "YES", "true",
                                      "True", "TRUE", "on",  "On",  "ON"};
    static const char *const no[] = {"n",     "N",     "no",  "No",  "NO", "false",
                                     "False", "FALSE", "off", "Off", "OFF"};
    for (const char *w : yes)
        if (s == w)
            return 1;
    for (const char *w : no)
        if (s == w)
            return 0;
    return -1;
}

bool parseInt(const std::string &s, qint64 &out) {
    static const QRegularExpression dec(QStringLiteral("^[-+]?[0-9]+$"));
    static const QRegularExpression hex(QStringLiteral("^0x[0-9a-fA-F]+$"));
    static const QRegularExpression oct(QStringLiteral("^0o[0-7]+$"));
    const QString q = QString::fromStdString(s);
    bool ok = false;
    if (dec.match(q).hasMatch()) {
        out = q.toLongLong(&ok, 10);
    } else if (hex.match(q).hasMatch()) {
        out = q.mid(2).toLongLong(&ok, 16);
    } else if (oct.match(q).hasMatch()) {
        out = q.mid(2).toLongLong(&ok, 8);
    }
    return ok;
}

bool parseFloat(const std::string &s, double &out) {
    static const QRegularExpression num(
        QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    if (s == ".inf" || s == ".Inf" || s == ".INF" || s == "+.inf" || s == "+.Inf" || s == "+.INF") {
        out = INFINITY;
        return true;
    }
    if (s == "-.inf" || s == "-.Inf" || s == "-.INF") {
        out = -INFINITY;
        return true;
    }
    if (s == ".nan" || s == ".NaN" || s == ".NAN") {
        out = NAN;
        return true;
    }
    const QString q = QString::fromStdString(s);
    if (!num.match(q).hasMatch())
        return false;
    bool ok = false;
    out = q.toDouble(&ok);
    return ok;
}

// The text of a scalar, a byte order mark at its start kept (yaml-cpp has
// already taken the stream's).
QString scalarString(const std::string &s) {
    return codecs::textFromUtf8(s.data(), qsizetype(s.size()));
}

QCborValue resolveScalar(const std::string &s, const std::string &tag) {
    if (tag == "!" || tag == "tag:yaml.org,2002:str")
        return scalarString(s);
    if (tag == "tag:yaml.org,2002:binary")
        return QByteArray::fromBase64(QByteArray::fromStdString(s));
    if (isNullWord(s))
        return QCborValue(QCborValue::Null);
    if (const int b = boolWord(s); b >= 0)
        return bool(b);
    qint64 i;
    if (parseInt(s, i))
        return i;
    double d;
    if (parseFloat(s, d))
        return d;
    return scalarString(s);
}

/// Raised inside the event handler to stop yaml-cpp (it is exception based).
struct Stop {
    YAML::Mark mark;
    QString what;
};

/// Builds QCborValue documents from yaml-cpp's parser events: depth and the
/// number of values (aliases copied included) are bounded as they arrive.
class Builder final : public YAML::EventHandler {
public:
    Builder(qint64 budget, int maxDepth)
        : m_budget(budget)
        , m_maxDepth(maxDepth) {}

    QList<QCborValue> docs;
    int events = 0;
    qint64 maxPos = -1;

    void OnDocumentStart(const YAML::Mark &mark) override {
        seen(mark);
        m_stack.clear();
        m_haveRoot = false;
    }
    void OnDocumentEnd() override {
        ++events;
        if (m_haveRoot && !m_root.isNull())
            docs.append(m_root);
    }
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override {
        seen(mark);
        add(mark, QCborValue(QCborValue::Null), anchor, 1);
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override {
        seen(mark);
        const auto it = m_anchors.find(anchor);
        if (it == m_anchors.end())
            throw Stop{mark, QCoreApplication::translate("codecs", "an alias to an unknown anchor")};
        add(mark, it->second.first, YAML::NullAnchor, it->second.second);
    }
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                  const std::string &value) override {
        seen(mark);
        add(mark, resolveScalar(value, tag), anchor, 1);
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override {
        seen(mark);
        push(mark, false, anchor);
    }
    void OnSequenceEnd() override { pop(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override {
        seen(mark);
        push(mark, true, anchor);
    }
    void OnMapEnd() override { pop(); }

private:
    struct Frame {
        bool isMap;
        QCborArray array;
        MapBuilder map;
        QString key;
        bool haveKey = false;
        YAML::anchor_t anchor;
        qint64 nodes = 1;
        YAML::Mark mark;
    };

    void seen(const YAML::Mark &mark) {
        ++events;
        maxPos = std::max<qint64>(maxPos, mark.pos);
    }

    void charge(const YAML::Mark &mark, qint64 nodes) {
        m_budget -= nodes;
        if (m_budget < 0)
            throw Stop{mark, QCoreApplication::translate(
                                 "codecs", "the document expands to too many values (alias bomb?)")};
    }

    void push(const YAML::Mark &mark, bool isMap, YAML::anchor_t anchor) {
        if (int(m_stack.size()) >= m_maxDepth)
            throw Stop{mark,
                       QCoreApplication::translate("codecs", "nested deeper than %1 levels").arg(m_maxDepth)};
        charge(mark, 1);
        m_stack.push_back(Frame{isMap, {}, {}, {}, false, anchor, 1, mark});
    }

    void pop() {
        ++events;
        Frame f = std::move(m_stack.back());
        m_stack.pop_back();
        QCborValue v = f.isMap ? QCborValue(f.map.take()) : QCborValue(f.array);
        if (f.anchor != YAML::NullAnchor)
            m_anchors[f.anchor] = {v, f.nodes};
        place(f.mark, std::move(v), f.nodes);
    }

    void add(const YAML::Mark &mark, QCborValue v, YAML::anchor_t anchor, qint64 nodes) {
        charge(mark, nodes);
        if (anchor != YAML::NullAnchor)
            m_anchors[anchor] = {v, nodes};
        place(mark, std::move(v), nodes);
    }

    void place(const YAML::Mark &mark, QCborValue v, qint64 nodes) {
        if (m_stack.empty()) {
            m_root = std::move(v);
            m_haveRoot = true;
            return;
        }
        Frame &top = m_stack.back();
        top.nodes += nodes;
        if (!top.isMap) {
            top.array.append(std::move(v));
        } else if (!top.haveKey) {
            top.key = keyText(v);
            top.haveKey = true;
            // YAML requires unique keys; kubectl refuses duplicates too, where
            // a silent "last one wins" would send what the user did not mean.
            if (top.map.contains(top.key))
                throw Stop{
                    mark, QCoreApplication::translate("codecs", "the key \"%1\" appears twice in one mapping")
                              .arg(top.key)};
        } else {
            top.map.insert(top.key, std::move(v));
            top.haveKey = false;
        }
    }

    static QString keyText(const QCborValue &v) {
        if (v.isString())
            return v.toString();
        if (v.isBool())
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (v.isNull())
            return QStringLiteral("null");
        if (v.isInteger())
            return QString::number(v.toInteger());
        return QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
    }

    qint64 m_budget;
    int m_maxDepth;
    std::vector<Frame> m_stack;
    std::map<YAML::anchor_t, std::pair<QCborValue, qint64>> m_anchors;
    QCborValue m_root;
    bool m_haveRoot = false;
};

mado::Error yamlError(const YAML::Mark &mark, const QString &what) {
    if (mark.is_null())
        return {QCoreApplication::translate("codecs", "YAML error: %1").arg(what)};
    return {QCoreApplication::translate("codecs", "YAML error at line %1, column %2: %3")
                .arg(mark.line + 1)
                .arg(mark.column + 1)
                .arg(what)};
}

} // namespace

mado::Result<QList<QCborValue>> parseYamlDocuments(const QByteArray &bytes, const Limits &limits) {
    if (bytes.size() > limits.maxInputBytes) {
        return mado::Error{
            QCoreApplication::translate("codecs", "The YAML body is %1 bytes, more than the limit of %2.")
                .arg(bytes.size())
                .arg(limits.maxInputBytes)};
    }
    // Aliases are copied into the tree: bound the expansion by the input size.
    Builder builder(std::min<qint64>(limits.maxNodes, 16 * qint64(bytes.size()) + 10000), limits.maxDepth);
    std::istringstream in(bytes.toStdString());
    try {
        YAML::Parser parser(in);
        qint64 lastPos = -1;
        for (;;) {
            builder.events = 0;
            builder.maxPos = -1;
            if (!parser.HandleNextDocument(builder))
                break;
            // yaml-cpp 0.7 can loop forever on a stray ',' outside a flow
            // collection, handing out empty documents without consuming input.
            if (builder.events == 0 || builder.maxPos <= lastPos) {
                return mado::Error{
                    QCoreApplication::translate("codecs", "YAML error: the input cannot be read past byte %1 "
                                                          "(a stray ',' or flow indicator?)")
                        .arg(std::max<qint64>(lastPos, 0))};
            }
            lastPos = builder.maxPos;
        }
    } catch (const Stop &stop) {
        return yamlError(stop.mark, stop.what);
    } catch (const YAML::Exception &e) {
        return yamlError(e.mark, yamlExceptionText(e));
    } catch (const std::exception &e) {
        return mado::Error{
            QCoreApplication::translate("codecs", "YAML error: %1").arg(QString::fromLocal8Bit(e.what()))};
    }
    return builder.docs;
}

mado::Result<QCborValue> parseYaml(const QByteArray &bytes, const Limits &limits) {
    auto docs = parseYamlDocuments(bytes, limits);
    if (!docs.ok())
        return docs.error();
    if (docs->size() != 1) {
        return mado::Error{QCoreApplication::translate("codecs", "Expected one YAML document, found %n.",
                                                       nullptr, int(docs->size()))};
    }
    return docs->first();
}

// ---- writer ----------------------------------------------------------------

namespace {

// May c stand as it is in a scalar, tab and line breaks aside? YAML 1.2's
// printable set without C0 (but tab) and DEL, C1 and U+FFFE/U+FFFF (go-yaml, so
// kubectl, refuses a file with them: "control characters are not allowed"),
// nor a byte order mark (U+FEFF: YAML allows it only before a document),
// nor what YAML 1.1 readers such as go-yaml take for a line break (U+0085,
// U+2028, U+2029): a value keeps all of these escaped in double quotes.
bool printableChar(QChar c) {
    const char16_t u = c.unicode();
    if (u < 0x80)
        return u >= 0x20 ? u != 0x7f : u == '\t';
    return u > 0x9f && u != 0x2028 && u != 0x2029 && u != 0xfeff && u != 0xfffe && u != 0xffff;
}

bool needsQuotes(const QString &s) {
    if (s.isEmpty())
        return true;
    const std::string std = s.toStdString();
    qint64 i;
    double d;
    if (isNullWord(std) || boolWord(std) >= 0 || parseInt(std, i) || parseFloat(std, d))
        return true;
    static const QString indicators = QStringLiteral(",[]{}#&*!|>'\"%@`");
    if (indicators.contains(s.front()) || s.front().isSpace() || s.back().isSpace())
        return true;
    // -, ? and : start a plain scalar when something other than a space
    // follows (as go-yaml, so kubectl, writes "-a" or ":x" unquoted); a
    // document marker (--- or ...) is quoted.
    if (QStringLiteral("-?:").contains(s.front()) && (s.size() == 1 || s.at(1).isSpace()))
        return true;
    if (s.startsWith(QLatin1String("---")) || s.startsWith(QLatin1String("...")))
        return true;
    if (s.contains(QLatin1String(": ")) || s.contains(QLatin1String(" #")) || s.endsWith(QLatin1Char(':')))
        return true;
    for (const QChar c : s) {
        if (c.unicode() < 0x20 || !printableChar(c))
            return true;
    }
    // Things that look like dates or timestamps are quoted, as kubectl does.
    static const QRegularExpression date(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}"));
    return date.match(s).hasMatch();
}

bool printableLine(const QString &s) {
    return std::all_of(s.cbegin(), s.cend(), printableChar);
}

QByteArray doubleQuoted(const QString &s) {
    static const char hex[] = "0123456789abcdef";
    QByteArray out = "\"";
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar q = s.at(i);
        const char16_t u = q.unicode();
        if (u >= 0x80) {
            if (printableChar(q)) {
                // A surrogate pair goes out whole, as one UTF-8 sequence.
                const qsizetype n = q.isHighSurrogate() && i + 1 < s.size() ? 2 : 1;
                out += QStringView(s).mid(i, n).toUtf8();
                i += n - 1;
            } else {
                out += "\\u";
                for (int shift = 12; shift >= 0; shift -= 4)
                    out += hex[(u >> shift) & 15];
            }
            continue;
        }
        const char c = char(u);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (!printableChar(q)) {
                out += "\\x";
                out += hex[u >> 4];
                out += hex[u & 15];
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

QByteArray scalarText(const QString &s) {
    if (!needsQuotes(s))
        return s.toUtf8();
    if (printableLine(s) && !s.contains(QLatin1Char('\t'))) {
        if (!s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\\')))
            return '"' + s.toUtf8() + '"';
        QString q = s;
        q.replace(QLatin1Char('\''), QLatin1String("''"));
        return '\'' + q.toUtf8() + '\'';
    }
    return doubleQuoted(s);
}

QByteArray numberText(const QCborValue &v) {
    if (v.isInteger())
        return QByteArray::number(v.toInteger());
    const double d = v.toDouble();
    if (std::isnan(d))
        return ".nan";
    if (std::isinf(d))
        return d > 0 ? ".inf" : "-.inf";
    return doubleText(d);
}

bool isBlockCandidate(const QString &s) {
    if (!s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r')))
        return false;
    if (s.front() == QLatin1Char(' ') || s.front() == QLatin1Char('\n'))
        return false;
    const QStringList lines = s.split(QLatin1Char('\n'));
    for (const QString &l : lines) {
        if (!printableLine(l) || l.endsWith(QLatin1Char(' ')))
            return false;
    }
    return true;
}

void pad(QByteArray &out, int n) {
    out.append(QByteArray(n, ' '));
}

void writeBlock(QByteArray &out, const QString &s, int indent) {
    qsizetype trailing = 0;
    while (trailing < s.size() && s.at(s.size() - 1 - trailing) == QLatin1Char('\n'))
        ++trailing;
    out += trailing == 0 ? "|-\n" : trailing == 1 ? "|\n" : "|+\n";
    QStringList lines = s.left(s.size() - trailing).split(QLatin1Char('\n'));
    for (qsizetype i = 1; i < trailing; ++i)
        lines.append(QString());
    for (const QString &l : std::as_const(lines)) {
        if (!l.isEmpty())
            pad(out, indent);
        out += l.toUtf8();
        out += '\n';
    }
}

QCborValue untag(QCborValue v) {
    while (v.isTag())
        v = v.taggedValue();
    return v;
}

void writeMap(QByteArray &out, const QCborMap &m, int indent, bool firstInline);
void writeSeq(QByteArray &out, const QCborArray &a, int indent, bool firstInline);

// Writes a scalar (or an empty container) inline, ending the line.
bool writeInline(QByteArray &out, const QCborValue &v, int blockIndent) {
    switch (v.type()) {
    case QCborValue::Map:
        if (!v.toMap().isEmpty())
            return false;
        out += "{}\n";
        return true;
    case QCborValue::Array:
        if (!v.toArray().isEmpty())
            return false;
        out += "[]\n";
        return true;
    case QCborValue::String: {
        const QString s = v.toString();
        if (isBlockCandidate(s))
            writeBlock(out, s, blockIndent);
        else
            out += scalarText(s) + '\n';
        return true;
    }
    case QCborValue::ByteArray:
        out += v.toByteArray().toBase64() + '\n';
        return true;
    case QCborValue::Integer:
    case QCborValue::Double:
        out += numberText(v) + '\n';
        return true;
    case QCborValue::True:
        out += "true\n";
        return true;
    case QCborValue::False:
        out += "false\n";
        return true;
    default:
        out += "null\n";
        return true;
    }
}

/// The order in which kubectl writes a map's keys in YAML: go-yaml's key
/// sorter (sigs.k8s.io/yaml's copy of go-yaml v2), so that `mado get -o yaml`
/// prints what kubectl prints. Characters are compared one by one, but where
/// they differ and neither is a letter, the runs of digits that start there
/// are compared by their value (k2 before k10; an empty run is 0, a zero
/// inside a number counts as one of its digits), then by their length, then
/// by the characters themselves. A letter sorts after anything that is not
/// one (so "10" before "1a", "a10b1" before "a1b2": kubectl 1.32's order,
/// checked against it in tst_get; later go-yaml versions changed this case).
/// Go's arithmetic wraps at 64 bits, and so does this.
bool yamlKeyLess(std::u32string_view a, std::u32string_view b) {
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
        const char32_t ca = a[i], cb = b[i];
        if (ca == cb)
            continue;
        const bool la = QChar::isLetter(ca), lb = QChar::isLetter(cb);
        if (la && lb)
            return ca < cb;
        if (la || lb)
            return lb;
        quint64 va = 0, vb = 0;
        if (ca == U'0' || cb == U'0') {
            for (size_t j = i; j-- > 0 && QChar::isDigit(a[j]);) {
                if (a[j] != U'0') {
                    va = vb = 1;
                    break;
                }
            }
        }
        const auto digitValue = [](char32_t c) {
            return quint64(qint64(qint32(c) - qint32(U'0')));
        };
        size_t ea = i, eb = i;
        for (; ea < a.size() && QChar::isDigit(a[ea]); ++ea)
            va = va * 10 + digitValue(a[ea]);
        for (; eb < b.size() && QChar::isDigit(b[eb]); ++eb)
            vb = vb * 10 + digitValue(b[eb]);
        if (qint64(va) != qint64(vb))
            return qint64(va) < qint64(vb);
        if (ea != eb)
            return ea < eb;
        return ca < cb;
    }
    return a.size() < b.size();
}

QList<std::pair<QString, QCborValue>> sortedEntries(const QCborMap &m) {
    struct Entry {
        std::u32string order;
        QString key;
        QCborValue value;
    };
    std::vector<Entry> entries;
    entries.reserve(size_t(m.size()));
    for (auto it = m.cbegin(); it != m.cend(); ++it) {
        const QCborValue k = it.key();
        QString key = k.isString() ? k.toString() : QString::fromUtf8(k.toByteArray());
        entries.push_back({key.toStdU32String(), std::move(key), untag(it.value())});
    }
    // Stable: the order need not be a strict weak one (go-yaml's sort does not care).
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry &x, const Entry &y) { return yamlKeyLess(x.order, y.order); });
    QList<std::pair<QString, QCborValue>> out;
    out.reserve(qsizetype(entries.size()));
    for (Entry &e : entries)
        out.append({std::move(e.key), std::move(e.value)});
    return out;
}

void writeMap(QByteArray &out, const QCborMap &m, int indent, bool firstInline) {
    bool first = true;
    for (const auto &[key, value] : sortedEntries(m)) {
        if (!(first && firstInline))
            pad(out, indent);
        first = false;
        const QByteArray keyText = scalarText(key);
        if (keyText.size() > 1000 || keyText.contains('\n')) {
            // An implicit key may not exceed 1024 characters: use an explicit one.
            out += "? " + keyText + '\n';
            pad(out, indent);
        } else {
            out += keyText;
        }
        out += ':';
        if (value.isMap() && !value.toMap().isEmpty()) {
            out += '\n';
            writeMap(out, value.toMap(), indent + 2, false);
        } else if (value.isArray() && !value.toArray().isEmpty()) {
            out += '\n';
            writeSeq(out, value.toArray(), indent, false);
        } else {
            out += ' ';
            writeInline(out, value, indent + 2);
        }
    }
}

void writeSeq(QByteArray &out, const QCborArray &a, int indent, bool firstInline) {
    bool first = true;
    for (const QCborValue &raw : a) {
        const QCborValue e = untag(raw);
        if (!(first && firstInline))
            pad(out, indent);
        first = false;
        out += "- ";
        if (e.isMap() && !e.toMap().isEmpty())
            writeMap(out, e.toMap(), indent + 2, true);
        else if (e.isArray() && !e.toArray().isEmpty())
            writeSeq(out, e.toArray(), indent + 2, true);
        else
            writeInline(out, e, indent + 2);
    }
}

} // namespace

QByteArray toYaml(const QCborValue &doc) {
    QByteArray out;
    const QCborValue v = untag(doc);
    if (v.isMap() && !v.toMap().isEmpty())
        writeMap(out, v.toMap(), 0, false);
    else if (v.isArray() && !v.toArray().isEmpty())
        writeSeq(out, v.toArray(), 0, false);
    else
        writeInline(out, v, 2);
    return out;
}

QByteArray toYamlDocuments(const QList<QCborValue> &docs) {
    QByteArray out;
    for (const QCborValue &d : docs) {
        out += "---\n";
        out += toYaml(d);
    }
    return out;
}

} // namespace codecs
