// The lexer: CEL.g4's tokens with cel-go's error texts.
#include "cel/lexer.h"

namespace cel::syntax {

namespace {

bool isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isHex(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
int hexVal(char c) {
    if (isDigit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

void appendUtf8(std::string &out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

} // namespace

Token Lexer::err(std::size_t at, std::string msg) {
    Token t;
    t.kind = Tok::Error;
    t.offset = std::int32_t(at);
    t.text = std::move(msg);
    return t;
}

void Lexer::skipSpace() {
    while (m_p < m_s.size()) {
        char c = m_s[m_p];
        if (c == '\n') {
            if (m_p + 1 > m_maxLinePos) {
                lineStarts.push_back(std::int32_t(m_p + 1));
                m_maxLinePos = m_p + 1;
            }
            ++m_p;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
            ++m_p;
        } else if (c == '/' && m_p + 1 < m_s.size() && m_s[m_p + 1] == '/') {
            while (m_p < m_s.size() && m_s[m_p] != '\n')
                ++m_p;
        } else {
            break;
        }
    }
}

Token Lexer::number(std::size_t start) {
    std::size_t p = start;
    Token t;
    t.offset = std::int32_t(start);
    if (m_s[p] == '0' && p + 1 < m_s.size() && m_s[p + 1] == 'x') { // CEL.g4 has no 0X
        p += 2;
        std::size_t ds = p;
        while (p < m_s.size() && isHex(m_s[p]))
            ++p;
        if (p == ds)
            return err(start, "invalid hex literal");
        t.raw = std::string(m_s.substr(start, p - start));
        if (p < m_s.size() && (m_s[p] == 'u' || m_s[p] == 'U')) {
            ++p;
            t.kind = Tok::Uint;
        } else {
            t.kind = Tok::Int;
        }
        m_p = p;
        return t;
    }
    bool isFloat = false;
    while (p < m_s.size() && isDigit(m_s[p]))
        ++p;
    if (p + 1 < m_s.size() && m_s[p] == '.' && isDigit(m_s[p + 1])) {
        isFloat = true;
        ++p;
        while (p < m_s.size() && isDigit(m_s[p]))
            ++p;
    }
    if (p < m_s.size() && (m_s[p] == 'e' || m_s[p] == 'E')) {
        std::size_t q = p + 1;
        if (q < m_s.size() && (m_s[q] == '+' || m_s[q] == '-'))
            ++q;
        if (q < m_s.size() && isDigit(m_s[q])) {
            isFloat = true;
            while (q < m_s.size() && isDigit(m_s[q]))
                ++q;
            p = q;
        }
    }
    t.raw = std::string(m_s.substr(start, p - start));
    if (isFloat) {
        t.kind = Tok::Double;
    } else if (p < m_s.size() && (m_s[p] == 'u' || m_s[p] == 'U')) {
        ++p;
        t.kind = Tok::Uint;
    } else {
        t.kind = Tok::Int;
    }
    m_p = p;
    return t;
}

Token Lexer::stringLit(std::size_t start, bool raw, bool bytes) {
    std::size_t p = m_p;
    char q = m_s[p];
    bool triple = p + 2 < m_s.size() && m_s[p + 1] == q && m_s[p + 2] == q;
    p += triple ? 3 : 1;
    std::string out;
    Token t;
    t.offset = std::int32_t(start);
    t.kind = bytes ? Tok::Bytes : Tok::String;
    for (;;) {
        if (p >= m_s.size())
            return err(start, "unterminated string literal");
        char c = m_s[p];
        if (triple) {
            if (c == q && p + 2 < m_s.size() && m_s[p + 1] == q && m_s[p + 2] == q) {
                p += 3;
                break;
            }
        } else {
            if (c == q) {
                ++p;
                break;
            }
            if (c == '\n' || c == '\r')
                return err(start, "unterminated string literal");
        }
        if (c == '\n' && p + 1 > m_maxLinePos) {
            lineStarts.push_back(std::int32_t(p + 1));
            m_maxLinePos = p + 1;
        }
        if (c != '\\' || raw) {
            out += c;
            ++p;
            continue;
        }
        if (p + 1 >= m_s.size())
            return err(start, "unterminated string literal");
        char e = m_s[p + 1];
        p += 2;
        switch (e) {
        case 'a':
            out += '\a';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'v':
            out += '\v';
            break;
        case '\\':
            out += '\\';
            break;
        case '\'':
            out += '\'';
            break;
        case '"':
            out += '"';
            break;
        case '`':
            out += '`';
            break;
        case '?':
            out += '?';
            break;
        case 'x':
        case 'X': {
            if (p + 1 >= m_s.size() || !isHex(m_s[p]) || !isHex(m_s[p + 1]))
                return err(start, "invalid escape sequence");
            int v = hexVal(m_s[p]) * 16 + hexVal(m_s[p + 1]);
            p += 2;
            if (bytes)
                out += char(v);
            else
                appendUtf8(out, std::uint32_t(v));
            break;
        }
        case 'u':
        case 'U': {
            if (bytes)
                return err(start, "invalid escape sequence in bytes literal");
            int n = e == 'u' ? 4 : 8;
            std::uint32_t v = 0;
            for (int i = 0; i < n; ++i) {
                if (p >= m_s.size() || !isHex(m_s[p]))
                    return err(start, "invalid escape sequence");
                v = v * 16 + std::uint32_t(hexVal(m_s[p++]));
            }
            if ((v >= 0xD800 && v < 0xE000) || v > 0x10FFFF)
                return err(start, "invalid unicode code point");
            appendUtf8(out, v);
            break;
        }
        default:
            if (e >= '0' && e <= '3') {
                if (p + 1 >= m_s.size() || m_s[p] < '0' || m_s[p] > '7' || m_s[p + 1] < '0' ||
                    m_s[p + 1] > '7')
                    return err(start, "invalid octal escape");
                int v = (e - '0') * 64 + (m_s[p] - '0') * 8 + (m_s[p + 1] - '0');
                p += 2;
                if (bytes)
                    out += char(v);
                else
                    appendUtf8(out, std::uint32_t(v));
                break;
            }
            return err(start, "invalid escape sequence");
        }
    }
    m_p = p;
    t.text = std::move(out);
    return t;
}

Token Lexer::next() {
    skipSpace();
    Token t;
    t.offset = std::int32_t(m_p);
    if (m_p >= m_s.size()) {
        t.kind = Tok::End;
        return t;
    }
    std::size_t start = m_p;
    char c = m_s[m_p];
    auto two = [&](char n) {
        return m_p + 1 < m_s.size() && m_s[m_p + 1] == n;
    };
    auto one = [&](Tok k, int len = 1) {
        t.kind = k;
        m_p += std::size_t(len);
        return t;
    };
    if (isIdentStart(c)) {
        std::size_t p = m_p;
        while (p < m_s.size() && (isIdentStart(m_s[p]) || isDigit(m_s[p])))
            ++p;
        std::string_view id = m_s.substr(m_p, p - m_p);
        // string and bytes prefixes
        if (p < m_s.size() && (m_s[p] == '"' || m_s[p] == '\'') && id.size() <= 2) {
            // CEL.g4: RAW is r|R, BYTES is (b|B) STRING, so a bytes prefix comes first.
            auto isRaw = [](char ch) {
                return ch == 'r' || ch == 'R';
            };
            auto isBytes = [](char ch) {
                return ch == 'b' || ch == 'B';
            };
            bool raw = false, bytes = false, valid = true;
            if (id.size() == 1) {
                raw = isRaw(id[0]);
                bytes = isBytes(id[0]);
                valid = raw || bytes;
            } else {
                bytes = isBytes(id[0]);
                raw = isRaw(id[1]);
                valid = bytes && raw;
            }
            if (valid) {
                m_p = p;
                return stringLit(start, raw, bytes);
            }
        }
        m_p = p;
        if (id == "true")
            t.kind = Tok::True;
        else if (id == "false")
            t.kind = Tok::False;
        else if (id == "null")
            t.kind = Tok::Null;
        else if (id == "in")
            t.kind = Tok::In;
        else {
            t.kind = Tok::Ident;
            t.text = std::string(id);
        }
        return t;
    }
    if (isDigit(c) || (c == '.' && m_p + 1 < m_s.size() && isDigit(m_s[m_p + 1])))
        return number(m_p);
    switch (c) {
    case '"':
    case '\'':
        return stringLit(start, false, false);
    case '`': {
        std::size_t p = m_p + 1;
        while (p < m_s.size() && m_s[p] != '`' && m_s[p] != '\n')
            ++p;
        if (p >= m_s.size() || m_s[p] != '`')
            return err(start, "unterminated quoted identifier");
        t.kind = Tok::Ident;
        t.backquoted = true;
        t.text = std::string(m_s.substr(m_p + 1, p - m_p - 1));
        m_p = p + 1;
        return t;
    }
    case '(':
        return one(Tok::LParen);
    case ')':
        return one(Tok::RParen);
    case '[':
        return one(Tok::LBracket);
    case ']':
        return one(Tok::RBracket);
    case '{':
        return one(Tok::LBrace);
    case '}':
        return one(Tok::RBrace);
    case '.':
        return one(Tok::Dot);
    case ',':
        return one(Tok::Comma);
    case ':':
        return one(Tok::Colon);
    case '?':
        return one(Tok::Question);
    case '+':
        return one(Tok::Plus);
    case '-':
        return one(Tok::Minus);
    case '*':
        return one(Tok::Star);
    case '/':
        return one(Tok::Slash);
    case '%':
        return one(Tok::Percent);
    case '!':
        return two('=') ? one(Tok::NotEq, 2) : one(Tok::Not);
    case '<':
        return two('=') ? one(Tok::LessEq, 2) : one(Tok::Less);
    case '>':
        return two('=') ? one(Tok::GreaterEq, 2) : one(Tok::Greater);
    case '=':
        if (two('='))
            return one(Tok::Eq, 2);
        break;
    case '&':
        if (two('&'))
            return one(Tok::And, 2);
        break;
    case '|':
        if (two('|'))
            return one(Tok::Or, 2);
        break;
    default:
        break;
    }
    return err(start, std::string("token recognition error at: '") + c + "'");
}

const std::set<std::string, std::less<>> &reservedWords() {
    static const std::set<std::string, std::less<>> words = {
        "as",  "break", "const",   "continue",  "else",   "for", "function", "if",   "import",
        "let", "loop",  "package", "namespace", "return", "var", "void",     "while"};
    return words;
}

} // namespace cel::syntax
