#include "kube/shardselector.h"

#include <QStringList>

namespace kube {

namespace {

constexpr quint64 kFnvOffset = 14695981039346656037ull;
constexpr quint64 kFnvPrime = 1099511628211ull;
const QString kTop = QStringLiteral("0x10000000000000000");
// The API server parses a selector with cel-go's parser, whose recursion
// limit (250) lets 123 parentheses around a shardRange() through and stops
// at 124. Deeper nesting is refused here too, before it can exhaust the
// stack (found by fuzz_shardselector; 100,000 "(" crashed a release build).
constexpr int kMaxParentheses = 123;

/// A small recursive-descent reader of the grammar the API server accepts:
/// expr := term ("||" term)*; term := "(" expr ")" | shardRange(path, 'hex', 'hex').
class Reader {
public:
    explicit Reader(const QString &text)
        : m_s(text) {}

    mado::Result<QList<std::pair<QString, ShardSelector::Range>>> expression() {
        QList<std::pair<QString, ShardSelector::Range>> out;
        for (;;) {
            auto t = term();
            if (!t)
                return t.error();
            out += *t;
            skipSpace();
            if (m_s.mid(m_pos, 2) == QLatin1String("||")) {
                m_pos += 2;
                continue;
            }
            return out;
        }
    }

    bool atEnd() {
        skipSpace();
        return m_pos >= m_s.size();
    }
    int position() const { return m_pos; }

private:
    void skipSpace() {
        while (m_pos < m_s.size() && m_s.at(m_pos).isSpace())
            ++m_pos;
    }
    bool eat(QChar c) {
        skipSpace();
        if (m_pos < m_s.size() && m_s.at(m_pos) == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    QString identifier() {
        skipSpace();
        const int start = m_pos;
        while (m_pos < m_s.size() && (m_s.at(m_pos).isLetterOrNumber() || m_s.at(m_pos) == QLatin1Char('_')))
            ++m_pos;
        return m_s.mid(start, m_pos - start);
    }
    // Qualified with kube:: so that lupdate files these under kube::ShardSelector too.
    mado::Error expected(const QString &what) const {
        return mado::Error{
            kube::ShardSelector::tr("The shard selector has %1 at position %2 where %3 should be.")
                .arg(m_pos < m_s.size() ? QStringLiteral("'%1'").arg(m_s.at(m_pos))
                                        : kube::ShardSelector::tr("its end"))
                .arg(m_pos + 1)
                .arg(what)};
    }
    mado::Result<QString> stringLiteral() {
        skipSpace();
        if (m_pos >= m_s.size() || (m_s.at(m_pos) != QLatin1Char('\'') && m_s.at(m_pos) != QLatin1Char('"')))
            return expected(ShardSelector::tr("a quoted hex bound such as '0x8000000000000000'"));
        const QChar quote = m_s.at(m_pos++);
        const int start = m_pos;
        while (m_pos < m_s.size() && m_s.at(m_pos) != quote)
            ++m_pos;
        if (m_pos >= m_s.size())
            return mado::Error{ShardSelector::tr("The shard selector has a string that is never closed.")};
        return m_s.mid(start, m_pos++ - start);
    }
    mado::Result<QList<std::pair<QString, ShardSelector::Range>>> term() {
        if (eat(QLatin1Char('('))) {
            if (++m_parentheses > kMaxParentheses)
                return mado::Error{
                    ShardSelector::tr("The shard selector nests parentheses more than %1 deep, which the API "
                                      "server refuses (its CEL parser stops at 250 levels of recursion).")
                        .arg(kMaxParentheses)};
            auto inner = expression();
            --m_parentheses;
            if (!inner)
                return inner;
            if (!eat(QLatin1Char(')')))
                return expected(QStringLiteral("')'"));
            return inner;
        }
        const int fnStart = m_pos;
        const QString fn = identifier();
        if (fn != QLatin1String("shardRange")) {
            m_pos = fnStart;
            skipSpace();
            if (fn.isEmpty())
                return expected(QStringLiteral("shardRange(...)"));
            return mado::Error{
                ShardSelector::tr("The shard selector calls %1; only shardRange() and || are allowed.")
                    .arg(fn)};
        }
        if (!eat(QLatin1Char('(')))
            return expected(QStringLiteral("'('"));
        QStringList path{identifier()};
        while (eat(QLatin1Char('.')))
            path.append(identifier());
        const QString field = path.join(QLatin1Char('.'));
        if (field != QLatin1String("object.metadata.uid") &&
            field != QLatin1String("object.metadata.namespace"))
            return mado::Error{
                ShardSelector::tr("The shard selector ranges over %1; only object.metadata.uid and "
                                  "object.metadata.namespace are supported.")
                    .arg(field.isEmpty() ? QStringLiteral("''") : field)};
        if (!eat(QLatin1Char(',')))
            return expected(QStringLiteral("','"));
        auto start = stringLiteral();
        if (!start)
            return start.error();
        if (!eat(QLatin1Char(',')))
            return expected(QStringLiteral("','"));
        auto end = stringLiteral();
        if (!end)
            return end.error();
        if (!eat(QLatin1Char(')')))
            return expected(QStringLiteral("')'"));
        ShardSelector::Range r;
        auto s = bound(*start, false);
        if (!s)
            return s.error();
        auto e = bound(*end, true);
        if (!e)
            return e.error();
        r.start = s->first;
        r.end = e->first;
        r.endIsTop = e->second;
        if (!r.endIsTop && r.start >= r.end)
            return mado::Error{
                ShardSelector::tr("The shard range starts at %1, which is not below its end %2.")
                    .arg(*start, *end)};
        return QList<std::pair<QString, ShardSelector::Range>>{{field, r}};
    }
    /// A bound: 0x and 16 lower-case hex digits, or 0x10000000000000000 (2^64) as an end.
    static mado::Result<std::pair<quint64, bool>> bound(const QString &text, bool isEnd) {
        if (!text.startsWith(QLatin1String("0x")))
            return mado::Error{ShardSelector::tr("The shard bound \"%1\" does not start with 0x.").arg(text)};
        const QString hex = text.mid(2);
        for (QChar c : hex) {
            if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
                  (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
                return mado::Error{
                    ShardSelector::tr(
                        "The shard bound \"%1\" has \"%2\", which is not a lower-case hex digit.")
                        .arg(text, c)};
        }
        if (text == kTop) {
            if (!isEnd)
                return mado::Error{ShardSelector::tr("A shard range cannot start at 2^64.")};
            return std::pair<quint64, bool>{0, true};
        }
        if (hex.size() != 16) {
            const QString padded = QStringLiteral("0x") + hex.rightJustified(16, QLatin1Char('0'));
            return mado::Error{
                ShardSelector::tr(
                    "The shard bound \"%1\" must have exactly 16 hex digits (did you mean \"%2\"?).")
                    .arg(text, hex.size() < 16 ? padded : kTop)};
        }
        return std::pair<quint64, bool>{hex.toULongLong(nullptr, 16), false};
    }

    QString m_s;
    int m_pos = 0;
    int m_parentheses = 0; ///< open around the current term
};

QString hex16(quint64 v) {
    return QStringLiteral("0x%1").arg(v, 16, 16, QLatin1Char('0'));
}

} // namespace

mado::Result<ShardSelector> ShardSelector::parse(const QString &expression) {
    if (expression.trimmed().isEmpty())
        return mado::Error{tr("The shard selector is empty.")};
    Reader reader(expression);
    auto parts = reader.expression();
    if (!parts)
        return parts.error();
    if (!reader.atEnd())
        return mado::Error{
            tr("The shard selector has unexpected text at position %1.").arg(reader.position() + 1)};
    ShardSelector sel;
    const QString field = parts->first().first;
    for (const auto &[f, range] : std::as_const(*parts)) {
        if (f != field)
            return mado::Error{
                tr("Every shard range must use the same field; this one uses %1 and %2.").arg(field, f)};
        sel.ranges.append(range);
    }
    sel.field = field == QLatin1String("object.metadata.uid") ? Field::Uid : Field::Namespace;
    return sel;
}

QString ShardSelector::toString() const {
    const QString path = field == Field::Uid ? QStringLiteral("object.metadata.uid")
                                             : QStringLiteral("object.metadata.namespace");
    QStringList parts;
    for (const Range &r : ranges)
        parts.append(QStringLiteral("shardRange(%1, '%2', '%3')")
                         .arg(path, hex16(r.start), r.endIsTop ? kTop : hex16(r.end)));
    return parts.join(QLatin1String(" || "));
}

quint64 ShardSelector::fnv1a64(const QByteArray &bytes) {
    quint64 h = kFnvOffset;
    for (char c : bytes) {
        h ^= quint64(quint8(c));
        h *= kFnvPrime;
    }
    return h;
}

bool ShardSelector::matchesHash(quint64 hash) const {
    for (const Range &r : ranges) {
        if (hash >= r.start && (r.endIsTop || hash < r.end))
            return true;
    }
    return false;
}

bool ShardSelector::matches(const QCborValue &object) const {
    const QCborValue meta = object[QLatin1String("metadata")];
    const QString value =
        meta[field == Field::Uid ? QLatin1String("uid") : QLatin1String("namespace")].toString();
    return matchesHash(fnv1a64(value.toUtf8()));
}

} // namespace kube
