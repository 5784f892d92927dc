#include "models/lists/selector.h"

#include <QRegularExpression>

#include <optional>

namespace models::selector {

namespace {

enum class Tok { End, Ident, Not, Eq, DoubleEq, NotEq, Comma, Open, Close, Gt, Lt, In, NotIn };

struct Token {
    Tok kind = Tok::End;
    QString text;
    int pos = 0;
};

bool isSpecial(QChar c) {
    return c == u'=' || c == u'!' || c == u'(' || c == u')' || c == u',' || c == u'>' || c == u'<';
}

bool isSpace(QChar c) {
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\n';
}

QList<Token> lex(const QString &s) {
    QList<Token> out;
    int i = 0;
    while (i < s.size()) {
        if (isSpace(s[i])) {
            ++i;
            continue;
        }
        Token t;
        t.pos = i;
        const QChar c = s[i];
        const QChar next = i + 1 < s.size() ? s[i + 1] : QChar();
        if (c == u'!' && next == u'=') {
            t = {Tok::NotEq, QStringLiteral("!="), i};
            i += 2;
        } else if (c == u'=' && next == u'=') {
            t = {Tok::DoubleEq, QStringLiteral("=="), i};
            i += 2;
        } else if (isSpecial(c)) {
            static const QHash<QChar, Tok> single{{u'!', Tok::Not},  {u'=', Tok::Eq},    {u',', Tok::Comma},
                                                  {u'(', Tok::Open}, {u')', Tok::Close}, {u'>', Tok::Gt},
                                                  {u'<', Tok::Lt}};
            t = {single.value(c), QString(c), i};
            ++i;
        } else {
            int j = i;
            while (j < s.size() && !isSpace(s[j]) && !isSpecial(s[j]))
                ++j;
            t.text = s.mid(i, j - i);
            t.kind = t.text == QLatin1String("in")      ? Tok::In
                     : t.text == QLatin1String("notin") ? Tok::NotIn
                                                        : Tok::Ident;
            i = j;
        }
        out.append(t);
    }
    out.append(Token{Tok::End, QString(), int(s.size())});
    return out;
}

QString shown(const Token &t) {
    return t.kind == Tok::End ? Messages::tr("the end of the selector") : QStringLiteral("'%1'").arg(t.text);
}

const QRegularExpression &nameRe() {
    static const QRegularExpression re(QStringLiteral("^([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)$"));
    return re;
}

const QRegularExpression &subdomainRe() {
    static const QRegularExpression re(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    return re;
}

/// Why key is not a qualified name, or empty.
QString keyProblem(const QString &key) {
    QString name = key;
    const qsizetype slash = key.indexOf(u'/');
    if (slash >= 0) {
        const QString prefix = key.left(slash);
        name = key.mid(slash + 1);
        if (prefix.isEmpty())
            return Messages::tr("The key «%1» has an empty prefix before '/'.").arg(key);
        if (prefix.size() > 253 || !subdomainRe().match(prefix).hasMatch())
            return Messages::tr("The prefix of the key «%1» must be a DNS subdomain: lowercase letters, "
                                "digits, '-' and '.', at most 253 characters.")
                .arg(key);
    }
    if (name.isEmpty())
        return Messages::tr("The key «%1» has no name.").arg(key);
    if (name.size() > 63)
        return Messages::tr("The name part of the key «%1» is longer than 63 characters.").arg(key);
    if (!nameRe().match(name).hasMatch())
        return Messages::tr("The key «%1» must consist of letters, digits, '-', '_' or '.', and begin and "
                            "end with a letter or digit.")
            .arg(key);
    return {};
}

QString valueProblem(const QString &value) {
    if (value.isEmpty())
        return {};
    if (value.size() > 63)
        return Messages::tr("The value «%1» is longer than 63 characters.").arg(value);
    if (!nameRe().match(value).hasMatch())
        return Messages::tr("The value «%1» must be empty or consist of letters, digits, '-', '_' or '.', "
                            "and begin and end with a letter or digit.")
            .arg(value);
    return {};
}

class LabelParser {
public:
    explicit LabelParser(const QString &text)
        : m_toks(lex(text)) {}

    std::optional<SelectorError> parse() {
        while (true) {
            const Token &t = peek();
            if (t.kind == Tok::End)
                return std::nullopt;
            if (t.kind != Tok::Ident && t.kind != Tok::Not)
                return err(t, Messages::tr("Found %1, expected a key or '!'.").arg(shown(t)));
            if (auto e = requirement())
                return e;
            const Token &after = take();
            if (after.kind == Tok::End)
                return std::nullopt;
            if (after.kind != Tok::Comma)
                return err(
                    after,
                    Messages::tr("Found %1, expected ',' or the end of the selector.").arg(shown(after)));
            const Token &n = peek();
            if (n.kind != Tok::Ident && n.kind != Tok::Not)
                return err(n, Messages::tr("Found %1, expected a key after ','.").arg(shown(n)));
        }
    }

private:
    const Token &peek() const { return m_toks.at(m_i); }
    const Token &take() { return m_toks.at(m_i < m_toks.size() - 1 ? m_i++ : m_i); }
    static SelectorError err(const Token &t, const QString &message) { return {message, t.pos}; }

    std::optional<SelectorError> requirement() {
        bool negated = false;
        if (peek().kind == Tok::Not) {
            take();
            negated = true;
        }
        const Token key = take();
        if (key.kind != Tok::Ident)
            return err(key, Messages::tr("Found %1, expected a key.").arg(shown(key)));
        if (QString p = keyProblem(key.text); !p.isEmpty())
            return err(key, p);
        const Token &op = peek();
        if (negated || op.kind == Tok::End || op.kind == Tok::Comma) {
            if (negated && op.kind != Tok::End && op.kind != Tok::Comma)
                return err(
                    op,
                    Messages::tr("'!%1' tests that a key is absent and takes no operator.").arg(key.text));
            return std::nullopt;
        }
        take();
        switch (op.kind) {
        case Tok::In:
        case Tok::NotIn:
            return valueSet(op);
        case Tok::Eq:
        case Tok::DoubleEq:
        case Tok::NotEq:
        case Tok::Gt:
        case Tok::Lt: {
            const Token &v = peek();
            if (v.kind == Tok::End || v.kind == Tok::Comma) {
                if (op.kind == Tok::Gt || op.kind == Tok::Lt)
                    return err(v, Messages::tr("'%1' needs a whole number after it.").arg(op.text));
                return std::nullopt; // key= matches an empty value
            }
            const Token value = take();
            if (value.kind != Tok::Ident)
                return err(value, Messages::tr("Found %1, expected a value.").arg(shown(value)));
            if (op.kind == Tok::Gt || op.kind == Tok::Lt) {
                bool ok = false;
                value.text.toLongLong(&ok);
                if (!ok)
                    return err(value,
                               Messages::tr("'%1' needs a whole number, not «%2».").arg(op.text, value.text));
                return std::nullopt;
            }
            if (QString p = valueProblem(value.text); !p.isEmpty())
                return err(value, p);
            return std::nullopt;
        }
        default:
            return err(op,
                       Messages::tr("Found %1, expected one of: in, notin, =, ==, !=, >, <.").arg(shown(op)));
        }
    }

    std::optional<SelectorError> valueSet(const Token &op) {
        const Token open = take();
        if (open.kind != Tok::Open)
            return err(open, Messages::tr("Found %1, expected '(' after '%2'.").arg(shown(open), op.text));
        int values = 0;
        while (true) {
            const Token t = take();
            if (t.kind == Tok::Close)
                break;
            if (t.kind == Tok::Ident) {
                if (QString p = valueProblem(t.text); !p.isEmpty())
                    return err(t, p);
                ++values;
                const Token sep = take();
                if (sep.kind == Tok::Close)
                    break;
                if (sep.kind != Tok::Comma)
                    return err(sep, Messages::tr("Found %1, expected ',' or ')'.").arg(shown(sep)));
                continue;
            }
            if (t.kind == Tok::Comma)
                continue; // an empty value between commas
            return err(t, Messages::tr("Found %1, expected a value or ')'.").arg(shown(t)));
        }
        Q_UNUSED(values); // "in ()" is accepted by the API server (and matches nothing)
        return std::nullopt;
    }

    QList<Token> m_toks;
    qsizetype m_i = 0;
};

} // namespace

std::optional<SelectorError> checkLabelSelector(const QString &text) {
    return LabelParser(text).parse();
}

std::optional<SelectorError> checkFieldSelector(const QString &text) {
    static const QRegularExpression fieldRe(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.\\-/\\[\\]]*$"));
    int start = 0;
    auto term = [&](int from, int to) -> std::optional<SelectorError> {
        const QString t = text.mid(from, to - from);
        if (t.trimmed().isEmpty())
            return std::nullopt;
        int opAt = -1, opLen = 0;
        for (int i = 0; i < t.size(); ++i) {
            if (t[i] == u'\\') {
                ++i;
                continue;
            }
            if (t.mid(i, 2) == QLatin1String("!=") || t.mid(i, 2) == QLatin1String("==")) {
                opAt = i;
                opLen = 2;
                break;
            }
            if (t[i] == u'=') {
                opAt = i;
                opLen = 1;
                break;
            }
        }
        if (opAt < 0)
            return SelectorError{Messages::tr("«%1» has no operator: use =, == or !=.").arg(t), from};
        const QString key = t.left(opAt).trimmed();
        if (key.isEmpty())
            return SelectorError{Messages::tr("«%1» has no field before the operator.").arg(t), from};
        if (!fieldRe.match(key).hasMatch())
            return SelectorError{
                Messages::tr("«%1» is not a field path such as metadata.name or status.phase.").arg(key),
                from};
        const QString value = t.mid(opAt + opLen);
        for (int i = 0; i < value.size(); ++i) {
            const QChar c = value[i];
            if (c == u'\\') {
                const QChar n = i + 1 < value.size() ? value[i + 1] : QChar();
                if (n != u'\\' && n != u',' && n != u'=')
                    return SelectorError{Messages::tr("Invalid escape in «%1»: only \\\\, \\, and \\= are "
                                                      "allowed.")
                                             .arg(value),
                                         from + opAt + opLen + i};
                ++i;
                continue;
            }
            if (c == u'=')
                return SelectorError{
                    Messages::tr("The value «%1» has an unescaped '='; write \\= for a literal one.")
                        .arg(value),
                    from + opAt + opLen + i};
        }
        return std::nullopt;
    };
    for (int i = 0; i < text.size(); ++i) {
        if (text[i] == u'\\') {
            ++i;
            continue;
        }
        if (text[i] == u',') {
            if (auto e = term(start, i))
                return e;
            start = i + 1;
        }
    }
    return term(start, int(text.size()));
}

} // namespace models::selector
