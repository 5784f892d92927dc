#include "codecs/yaml.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

namespace codecs {

namespace {

struct Budget {
    qint64 nodesLeft = 0;
    int maxDepth = 0;
    bool exceededNodes = false;
    bool exceededDepth = false;
    YAML::Mark where;
};

bool isNullWord(const std::string &s)
{
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

int boolWord(const std::string &s)
{
    // YAML 1.1 booleans, as kubectl (go-yaml v2) reads them.
    static const char *const yes[] = {"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"};
    static const char *const no[] = {"n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"};
    for (const char *w : yes)
        if (s == w)
            return 1;
    for (const char *w : no)
        if (s == w)
            return 0;
    return -1;
}

bool parseInt(const std::string &s, qint64 &out)
{
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

bool parseFloat(const std::string &s, double &out)
{
    static const QRegularExpression num(QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
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

QCborValue resolveScalar(const YAML::Node &n)
{
    const std::string &s = n.Scalar();
    const std::string &tag = n.Tag();
    if (tag == "!" || tag == "tag:yaml.org,2002:str")
        return QString::fromStdString(s);
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
    return QString::fromStdString(s);
}

QString keyText(const YAML::Node &k)
{
    if (k.IsScalar()) {
        const QCborValue v = resolveScalar(k);
        if (v.isString())
            return v.toString();
        if (v.isBool())
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (v.isNull())
            return QStringLiteral("null");
        return QString::fromStdString(k.Scalar());
    }
    return {};
}

QCborValue convert(const YAML::Node &n, int depth, Budget &b)
{
    if (b.exceededNodes || b.exceededDepth)
        return {};
    if (--b.nodesLeft < 0) {
        b.exceededNodes = true;
        b.where = n.Mark();
        return {};
    }
    if (depth > b.maxDepth) {
        b.exceededDepth = true;
        b.where = n.Mark();
        return {};
    }
    switch (n.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined: return QCborValue(QCborValue::Null);
    case YAML::NodeType::Scalar: return resolveScalar(n);
    case YAML::NodeType::Sequence: {
        QCborArray a;
        for (const YAML::Node &e : n)
            a.append(convert(e, depth + 1, b));
        return a;
    }
    case YAML::NodeType::Map: {
        QCborMap m;
        for (const auto &kv : n)
            m.insert(keyText(kv.first), convert(kv.second, depth + 1, b));
        return m;
    }
    }
    return {};
}

mado::Error yamlError(const YAML::Mark &mark, const QString &what)
{
    if (mark.is_null())
        return {QCoreApplication::translate("codecs", "YAML error: %1").arg(what)};
    return {QCoreApplication::translate("codecs", "YAML error at line %1, column %2: %3")
                .arg(mark.line + 1)
                .arg(mark.column + 1)
                .arg(what)};
}

} // namespace

mado::Result<QList<QCborValue>> parseYamlDocuments(const QByteArray &bytes, const Limits &limits)
{
    if (bytes.size() > limits.maxInputBytes) {
        return mado::Error{QCoreApplication::translate("codecs", "The YAML body is %1 bytes, more than the limit of %2.")
                               .arg(bytes.size())
                               .arg(limits.maxInputBytes)};
    }
    std::vector<YAML::Node> nodes;
    try {
        nodes = YAML::LoadAll(bytes.toStdString());
    } catch (const YAML::Exception &e) {
        return yamlError(e.mark, QString::fromStdString(e.msg));
    } catch (const std::exception &e) {
        return mado::Error{QCoreApplication::translate("codecs", "YAML error: %1").arg(QString::fromLocal8Bit(e.what()))};
    }
    // Aliases share nodes in yaml-cpp but are copied here: bound the expansion.
    Budget budget;
    budget.nodesLeft = std::min<qint64>(limits.maxNodes, 16 * qint64(bytes.size()) + 10000);
    budget.maxDepth = limits.maxDepth;
    QList<QCborValue> docs;
    try {
        for (const YAML::Node &n : nodes) {
            if (n.IsNull())
                continue;
            QCborValue v = convert(n, 0, budget);
            if (budget.exceededDepth) {
                return yamlError(budget.where, QCoreApplication::translate("codecs", "nested deeper than %1 levels")
                                                   .arg(limits.maxDepth));
            }
            if (budget.exceededNodes) {
                return yamlError(budget.where,
                                 QCoreApplication::translate("codecs", "the document expands to too many values (alias bomb?)"));
            }
            docs.append(v);
        }
    } catch (const YAML::Exception &e) {
        return yamlError(e.mark, QString::fromStdString(e.msg));
    }
    return docs;
}

mado::Result<QCborValue> parseYaml(const QByteArray &bytes, const Limits &limits)
{
    auto docs = parseYamlDocuments(bytes, limits);
    if (!docs.ok())
        return docs.error();
    if (docs->size() != 1) {
        return mado::Error{QCoreApplication::translate("codecs", "Expected one YAML document, found %n.", nullptr,
                                                       int(docs->size()))};
    }
    return docs->first();
}

// ---- writer ----------------------------------------------------------------

namespace {

bool needsQuotes(const QString &s)
{
    if (s.isEmpty())
        return true;
    const std::string std = s.toStdString();
    qint64 i;
    double d;
    if (isNullWord(std) || boolWord(std) >= 0 || parseInt(std, i) || parseFloat(std, d))
        return true;
    static const QString indicators = QStringLiteral("-?:,[]{}#&*!|>'\"%@`");
    if (indicators.contains(s.front()) || s.front().isSpace() || s.back().isSpace())
        return true;
    if (s.contains(QLatin1String(": ")) || s.contains(QLatin1String(" #")) || s.endsWith(QLatin1Char(':')))
        return true;
    for (const QChar c : s) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar(0xfeff))
            return true;
    }
    // Things that look like dates or timestamps are quoted, as kubectl does.
    static const QRegularExpression date(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}"));
    return date.match(s).hasMatch();
}

bool printableLine(const QString &s)
{
    for (const QChar c : s)
        if ((c.unicode() < 0x20 && c != QLatin1Char('\t')) || c.unicode() == 0x7f)
            return false;
    return true;
}

QByteArray doubleQuoted(const QString &s)
{
    static const char hex[] = "0123456789abcdef";
    QByteArray out = "\"";
    for (const char c : s.toUtf8()) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (u < 0x20 || u == 0x7f) {
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

QByteArray scalarText(const QString &s)
{
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

QByteArray numberText(const QCborValue &v)
{
    if (v.isInteger())
        return QByteArray::number(v.toInteger());
    const double d = v.toDouble();
    if (std::isnan(d))
        return ".nan";
    if (std::isinf(d))
        return d > 0 ? ".inf" : "-.inf";
    if (d == std::floor(d) && std::fabs(d) < 1e15)
        return QByteArray::number(qint64(d));
    return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

bool isBlockCandidate(const QString &s)
{
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

void pad(QByteArray &out, int n)
{
    out.append(QByteArray(n, ' '));
}

void writeBlock(QByteArray &out, const QString &s, int indent)
{
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

QCborValue untag(QCborValue v)
{
    while (v.isTag())
        v = v.taggedValue();
    return v;
}

void writeMap(QByteArray &out, const QCborMap &m, int indent, bool firstInline);
void writeSeq(QByteArray &out, const QCborArray &a, int indent, bool firstInline);

// Writes a scalar (or an empty container) inline, ending the line.
bool writeInline(QByteArray &out, const QCborValue &v, int blockIndent)
{
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
    case QCborValue::ByteArray: out += v.toByteArray().toBase64() + '\n'; return true;
    case QCborValue::Integer:
    case QCborValue::Double: out += numberText(v) + '\n'; return true;
    case QCborValue::True: out += "true\n"; return true;
    case QCborValue::False: out += "false\n"; return true;
    default: out += "null\n"; return true;
    }
}

QList<std::pair<QString, QCborValue>> sortedEntries(const QCborMap &m)
{
    QList<std::pair<QString, QCborValue>> entries;
    for (auto it = m.cbegin(); it != m.cend(); ++it) {
        const QCborValue k = it.key();
        entries.append({k.isString() ? k.toString() : QString::fromUtf8(k.toByteArray()), untag(it.value())});
    }
    std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return entries;
}

void writeMap(QByteArray &out, const QCborMap &m, int indent, bool firstInline)
{
    bool first = true;
    for (const auto &[key, value] : sortedEntries(m)) {
        if (!(first && firstInline))
            pad(out, indent);
        first = false;
        out += scalarText(key) + ':';
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

void writeSeq(QByteArray &out, const QCborArray &a, int indent, bool firstInline)
{
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

QByteArray toYaml(const QCborValue &doc)
{
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

QByteArray toYamlDocuments(const QList<QCborValue> &docs)
{
    QByteArray out;
    for (const QCborValue &d : docs) {
        out += "---\n";
        out += toYaml(d);
    }
    return out;
}

} // namespace codecs
