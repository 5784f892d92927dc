// Lexer, hand-written Pratt parser and macro expansion.
#include "cel/parser.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <set>

namespace cel {

std::string Diagnostic::format() const {
    if (line > 0)
        return std::to_string(line) + ":" + std::to_string(column) + ": " + message;
    return message;
}

std::pair<int, int> SourceInfo::location(std::int32_t offset) const {
    int line = 1;
    std::int32_t start = 0;
    for (std::size_t i = 1; i < lineStarts.size(); ++i) {
        if (lineStarts[i] > offset)
            break;
        line = int(i + 1);
        start = lineStarts[i];
    }
    std::string_view seg(text);
    if (std::size_t(offset) > seg.size())
        offset = std::int32_t(seg.size());
    int col = int(utf8Length(seg.substr(std::size_t(start), std::size_t(offset - start)))) + 1;
    return {line, col};
}

std::string SourceInfo::prefix(std::int64_t id) const {
    auto it = offsets.find(id);
    if (it == offsets.end())
        return {};
    auto [l, c] = location(it->second);
    return std::to_string(l) + ":" + std::to_string(c) + ": ";
}

ExprPtr Expr::clone() const {
    auto e = std::make_unique<Expr>();
    e->id = id;
    e->kind = kind;
    e->constant = constant;
    e->name = name;
    e->testOnly = testOnly;
    if (target)
        e->target = target->clone();
    for (const auto &a : args)
        e->args.push_back(a->clone());
    e->optionalIndices = optionalIndices;
    for (const auto &en : entries) {
        MapEntry m;
        m.id = en.id;
        if (en.key)
            m.key = en.key->clone();
        m.field = en.field;
        m.value = en.value->clone();
        m.optional = en.optional;
        e->entries.push_back(std::move(m));
    }
    e->iterVar = iterVar;
    e->iterVar2 = iterVar2;
    e->accuVar = accuVar;
    if (iterRange) {
        e->iterRange = iterRange->clone();
        e->accuInit = accuInit->clone();
        e->loopCond = loopCond->clone();
        e->loopStep = loopStep->clone();
        e->result = result->clone();
    }
    return e;
}

namespace {

enum class Tok {
    End,
    Error,
    Int,
    Uint,
    Double,
    String,
    Bytes,
    Ident,
    True,
    False,
    Null,
    In,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Dot,
    Comma,
    Colon,
    Question,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Not,
    Less,
    LessEq,
    Greater,
    GreaterEq,
    Eq,
    NotEq,
    And,
    Or,
};

struct Token {
    Tok kind = Tok::End;
    std::int32_t offset = 0;
    std::string text; // identifier, or decoded string/bytes literal, or error message
    std::string raw;  // raw numeric text
    bool backquoted = false;
};

class Lexer {
public:
    explicit Lexer(std::string_view s)
        : m_s(s) {}
    Token next();
    std::vector<std::int32_t> lineStarts{0};

private:
    std::string_view m_s;
    std::size_t m_p = 0;
    std::size_t m_maxLinePos = 0;

    void skipSpace();
    Token number(std::size_t start);
    Token stringLit(std::size_t start, bool raw, bool bytes);
    static Token err(std::size_t at, std::string msg) {
        Token t;
        t.kind = Tok::Error;
        t.offset = std::int32_t(at);
        t.text = std::move(msg);
        return t;
    }
};

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

struct ParseError {
    std::int32_t offset;
    std::string message;
};

class Parser {
public:
    Parser(std::string_view text, const ParseOptions &opts)
        : m_lex(text)
        , m_opts(opts) {
        m_text = text;
    }

    ParseResult run() {
        ParseResult r;
        r.parsed.source.text = std::string(m_text);
        if (utf8Length(m_text) > m_opts.maxCodePoints) {
            r.errors.push_back(
                {"expression code point size exceeds limit: size: " + std::to_string(utf8Length(m_text)) +
                     ", limit " + std::to_string(m_opts.maxCodePoints),
                 0, 0});
            return r;
        }
        advance();
        ExprPtr e;
        if (!m_error) {
            e = parseExpr();
            if (!m_error && m_tok.kind != Tok::End)
                fail(m_tok.offset, "Syntax error: extraneous input '" + tokText() + "' expecting <EOF>");
        }
        while (!m_error && m_tok.kind != Tok::End)
            advance();
        r.parsed.source.lineStarts = m_lex.lineStarts;
        if (m_error) {
            auto [l, c] = r.parsed.source.location(m_error->offset);
            r.errors.push_back({m_error->message, l, c});
            return r;
        }
        r.parsed.expr = std::move(e);
        r.parsed.source.offsets = std::move(m_offsets);
        r.parsed.nextId = m_nextId;
        return r;
    }

private:
    Lexer m_lex;
    ParseOptions m_opts;
    std::string_view m_text;
    Token m_tok;
    std::optional<ParseError> m_error;
    std::int64_t m_nextId = 1;
    std::unordered_map<std::int64_t, std::int32_t> m_offsets;
    int m_depth = 0;
    /// Macro expansion that copies subtrees (optMap, optFlatMap) stops here.
    static constexpr std::int64_t kMaxExpandedNodes = 100'000;
    // ANTLR's per-rule depth of the left-recursive rules of CEL.g4 (cel-go's
    // recursion listener limits each rule type separately).
    int m_relationDepth = 0;
    int m_calcDepth = 0;
    int m_memberDepth = 0;

    /// One invocation of a left-recursive rule: entering it and every operator
    /// folded into its left operand add a level until the invocation returns.
    struct RuleScope {
        Parser &p;
        int &depth;
        int saved;
        RuleScope(Parser &pp, int &d)
            : p(pp)
            , depth(d)
            , saved(d) {
            push();
        }
        ~RuleScope() { depth = saved; }
        bool push() {
            if (++depth > p.m_opts.maxRecursionDepth) {
                p.fail(p.m_tok.offset,
                       "expression recursion limit exceeded: " + std::to_string(p.m_opts.maxRecursionDepth));
                return false;
            }
            return true;
        }
    };

    struct DepthGuard {
        Parser &p;
        explicit DepthGuard(Parser &pp)
            : p(pp) {
            ++p.m_depth;
        }
        ~DepthGuard() { --p.m_depth; }
    };

    void fail(std::int32_t offset, std::string msg) {
        if (!m_error)
            m_error = ParseError{offset, std::move(msg)};
    }

    bool checkDepth() {
        if (m_depth > m_opts.maxRecursionDepth) {
            fail(m_tok.offset,
                 "expression recursion limit exceeded: " + std::to_string(m_opts.maxRecursionDepth));
            return false;
        }
        return true;
    }

    void advance() {
        if (m_error)
            return;
        m_tok = m_lex.next();
        if (m_tok.kind == Tok::Error)
            fail(m_tok.offset, "Syntax error: " + m_tok.text);
    }

    std::string tokText() const {
        if (m_tok.kind == Tok::End)
            return "<EOF>";
        std::size_t end = m_tok.offset;
        Lexer l(m_text.substr(std::size_t(m_tok.offset)));
        Token t = l.next();
        (void)t;
        (void)end;
        std::string_view rest = m_text.substr(std::size_t(m_tok.offset));
        std::size_t n = 1;
        if (m_tok.kind == Tok::Ident || m_tok.kind == Tok::Int || m_tok.kind == Tok::Double)
            n = std::max<std::size_t>(1, m_tok.kind == Tok::Ident ? m_tok.text.size() : m_tok.raw.size());
        else if (m_tok.kind == Tok::And || m_tok.kind == Tok::Or || m_tok.kind == Tok::Eq ||
                 m_tok.kind == Tok::NotEq || m_tok.kind == Tok::LessEq || m_tok.kind == Tok::GreaterEq)
            n = 2;
        return std::string(rest.substr(0, n));
    }

    bool expect(Tok k, const char *what) {
        if (m_error)
            return false;
        if (m_tok.kind != k) {
            fail(m_tok.offset,
                 std::string("Syntax error: mismatched input '") + tokText() + "' expecting " + what);
            return false;
        }
        advance();
        return true;
    }

    ExprPtr node(ExprKind k, std::int32_t offset) {
        auto e = std::make_unique<Expr>();
        e->id = m_nextId++;
        e->kind = k;
        m_offsets[e->id] = offset;
        return e;
    }

    ExprPtr call(std::string fn, std::int32_t offset, std::vector<ExprPtr> args, ExprPtr target = nullptr) {
        auto e = node(ExprKind::Call, offset);
        e->name = std::move(fn);
        e->args = std::move(args);
        e->target = std::move(target);
        return e;
    }

    ExprPtr ident(std::string name, std::int32_t offset) {
        auto e = node(ExprKind::Ident, offset);
        e->name = std::move(name);
        return e;
    }

    ExprPtr constant(Value v, std::int32_t offset) {
        auto e = node(ExprKind::Const, offset);
        e->constant = std::move(v);
        return e;
    }

    static std::vector<ExprPtr> vec(ExprPtr a) {
        std::vector<ExprPtr> v;
        v.push_back(std::move(a));
        return v;
    }
    static std::vector<ExprPtr> vec(ExprPtr a, ExprPtr b) {
        std::vector<ExprPtr> v;
        v.push_back(std::move(a));
        v.push_back(std::move(b));
        return v;
    }
    static std::vector<ExprPtr> vec(ExprPtr a, ExprPtr b, ExprPtr c) {
        std::vector<ExprPtr> v;
        v.push_back(std::move(a));
        v.push_back(std::move(b));
        v.push_back(std::move(c));
        return v;
    }

    ExprPtr parseExpr() {
        DepthGuard g(*this);
        if (!checkDepth())
            return nullptr;
        std::int32_t off = m_tok.offset;
        ExprPtr cond = parseOr();
        if (m_error)
            return nullptr;
        if (m_tok.kind == Tok::Question) {
            off = m_tok.offset;
            advance();
            ExprPtr t = parseOr();
            if (!expect(Tok::Colon, "':'"))
                return nullptr;
            ExprPtr f = parseExpr();
            if (m_error)
                return nullptr;
            return call("_?_:_", off, vec(std::move(cond), std::move(t), std::move(f)));
        }
        (void)off;
        return cond;
    }

    /// The binary operator levels, loosest first: each token's function name,
    /// or nullptr when the token is no operator of that level.
    static const char *orOp(Tok k) { return k == Tok::Or ? "_||_" : nullptr; }
    static const char *andOp(Tok k) { return k == Tok::And ? "_&&_" : nullptr; }
    static const char *relationOp(Tok k) {
        switch (k) {
        case Tok::Less:
            return "_<_";
        case Tok::LessEq:
            return "_<=_";
        case Tok::Greater:
            return "_>_";
        case Tok::GreaterEq:
            return "_>=_";
        case Tok::Eq:
            return "_==_";
        case Tok::NotEq:
            return "_!=_";
        case Tok::In:
            return "@in";
        default:
            return nullptr;
        }
    }
    static const char *additionOp(Tok k) {
        return k == Tok::Plus ? "_+_" : k == Tok::Minus ? "_-_" : nullptr;
    }
    static const char *multiplicationOp(Tok k) {
        return k == Tok::Star ? "_*_" : k == Tok::Slash ? "_/_" : k == Tok::Percent ? "_%_" : nullptr;
    }

    /// One left-associative binary level: operands from operand(), operators
    /// from opFor(). With a rule scope, each operator deepens that rule and each
    /// right operand is a nested invocation of it, as ANTLR parses `relation`
    /// and `calc`.
    ExprPtr parseLevel(ExprPtr (Parser::*operand)(), const char *(*opFor)(Tok), RuleScope *rule = nullptr,
                       ExprPtr (Parser::*rhs)() = nullptr) {
        ExprPtr l = (this->*operand)();
        for (;;) {
            if (m_error)
                return nullptr;
            const char *op = opFor(m_tok.kind);
            if (!op)
                return l;
            if (rule && !rule->push())
                return nullptr;
            std::int32_t off = m_tok.offset;
            advance();
            ExprPtr r;
            if (rule) {
                RuleScope nested(*this, rule->depth);
                r = m_error ? nullptr : (this->*(rhs ? rhs : operand))();
            } else {
                r = (this->*operand)();
            }
            if (m_error)
                return nullptr;
            l = call(op, off, vec(std::move(l), std::move(r)));
        }
    }

    ExprPtr parseOr() { return parseLevel(&Parser::parseAnd, orOp); }
    ExprPtr parseAnd() { return parseLevel(&Parser::parseRelation, andOp); }
    ExprPtr parseRelation() {
        RuleScope rule(*this, m_relationDepth);
        return m_error ? nullptr : parseLevel(&Parser::parseAddition, relationOp, &rule);
    }
    /// `calc` at additive precedence: a '+' or '-' takes a right operand that
    /// may hold '*', '/', '%' (ANTLR's calc(2)), within the same invocation.
    ExprPtr parseAddition() {
        RuleScope rule(*this, m_calcDepth);
        if (m_error)
            return nullptr;
        ExprPtr l = parseProducts(rule);
        for (;;) {
            if (m_error)
                return nullptr;
            const char *op = additionOp(m_tok.kind);
            if (!op)
                return l;
            if (!rule.push())
                return nullptr;
            std::int32_t off = m_tok.offset;
            advance();
            ExprPtr r;
            {
                RuleScope nested(*this, m_calcDepth);
                r = m_error ? nullptr : parseProducts(nested);
            }
            if (m_error)
                return nullptr;
            l = call(op, off, vec(std::move(l), std::move(r)));
        }
    }
    ExprPtr parseProducts(RuleScope &rule) {
        return parseLevel(&Parser::parseUnary, multiplicationOp, &rule);
    }

    ExprPtr parseUnary() {
        DepthGuard g(*this);
        if (!checkDepth())
            return nullptr;
        if (m_tok.kind == Tok::Not || m_tok.kind == Tok::Minus) {
            Tok k = m_tok.kind;
            std::int32_t off = m_tok.offset;
            int count = 0;
            while (m_tok.kind == k && !m_error) {
                ++count;
                advance();
            }
            if (m_error)
                return nullptr;
            ExprPtr operand;
            if (k == Tok::Minus && count == 1 && (m_tok.kind == Tok::Int || m_tok.kind == Tok::Double)) {
                operand = parseMember(true, off);
                return operand;
            }
            operand = parseMember(false, 0);
            if (m_error)
                return nullptr;
            if (count % 2 == 0)
                return operand;
            return call(k == Tok::Not ? "!_" : "-_", off, vec(std::move(operand)));
        }
        return parseMember(false, 0);
    }

    ExprPtr parseMember(bool negateLiteral, std::int32_t negOffset) {
        RuleScope rule(*this, m_memberDepth);
        // A qualified name (a.b.C) followed by '{' constructs a message.
        const bool identStart = m_tok.kind == Tok::Ident || m_tok.kind == Tok::Dot;
        ExprPtr e = m_error ? nullptr : parsePrimary(negateLiteral, negOffset);
        std::string qualified = identStart && e && e->kind == ExprKind::Ident ? e->name : std::string();
        for (;;) {
            if (m_error)
                return nullptr;
            if ((m_tok.kind == Tok::Dot || m_tok.kind == Tok::LBracket) && !rule.push())
                return nullptr;
            if (m_tok.kind == Tok::Dot) {
                std::int32_t off = m_tok.offset;
                advance();
                bool opt = false;
                if (m_tok.kind == Tok::Question) {
                    if (!m_opts.optionalSyntax) {
                        fail(m_tok.offset, "unsupported syntax '.?'");
                        return nullptr;
                    }
                    opt = true;
                    advance();
                }
                if (m_tok.kind != Tok::Ident) {
                    fail(m_tok.offset, "Syntax error: no viable alternative at input '." + tokText() + "'");
                    return nullptr;
                }
                std::string name = m_tok.text;
                bool backq = m_tok.backquoted;
                std::int32_t nameOff = m_tok.offset;
                advance();
                if (m_tok.kind == Tok::LParen && !opt && !backq) {
                    std::int32_t callOff = m_tok.offset;
                    advance();
                    std::vector<ExprPtr> args = parseArgs(Tok::RParen, "')'");
                    if (m_error)
                        return nullptr;
                    e = receiverCall(std::move(name), callOff, std::move(e), std::move(args));
                    if (m_error)
                        return nullptr;
                    qualified.clear();
                    continue;
                }
                (void)nameOff;
                if (m_tok.kind == Tok::LBrace && !opt && !backq && !qualified.empty()) {
                    e = parseStruct(qualified + "." + name, nameOff);
                    qualified.clear();
                    continue;
                }
                qualified = opt || backq || qualified.empty() ? std::string() : qualified + "." + name;
                if (opt) {
                    e = call("_?._", off, vec(std::move(e), constant(Value::string(name), nameOff)));
                } else {
                    auto s = node(ExprKind::Select, off);
                    s->target = std::move(e);
                    s->name = std::move(name);
                    e = std::move(s);
                }
                continue;
            }
            if (m_tok.kind == Tok::LBracket) {
                std::int32_t off = m_tok.offset;
                advance();
                bool opt = false;
                if (m_tok.kind == Tok::Question) {
                    if (!m_opts.optionalSyntax) {
                        fail(m_tok.offset, "unsupported syntax '[?'");
                        return nullptr;
                    }
                    opt = true;
                    advance();
                }
                ExprPtr idx = parseExpr();
                if (!expect(Tok::RBracket, "']'"))
                    return nullptr;
                e = call(opt ? "_[?_]" : "_[_]", off, vec(std::move(e), std::move(idx)));
                qualified.clear();
                continue;
            }
            return e;
        }
    }

    std::vector<ExprPtr> parseArgs(Tok close, const char *closeText) {
        std::vector<ExprPtr> args;
        if (m_tok.kind == close) {
            advance();
            return args;
        }
        for (;;) {
            ExprPtr a = parseExpr();
            if (m_error)
                return {};
            args.push_back(std::move(a));
            if (m_tok.kind == Tok::Comma) {
                advance();
                continue;
            }
            if (!expect(close, closeText))
                return {};
            return args;
        }
    }

    ExprPtr parseNumber(bool neg, std::int32_t offset) {
        Token t = m_tok;
        advance();
        std::string raw = (neg ? "-" : "") + t.raw;
        if (t.kind == Tok::Double) {
            errno = 0;
            char *end = nullptr;
            double d = std::strtod(raw.c_str(), &end);
            return constant(Value(d), offset);
        }
        bool hex = t.raw.size() > 2 && (t.raw[1] == 'x' || t.raw[1] == 'X');
        std::string digits = hex ? t.raw.substr(2) : t.raw;
        if (t.kind == Tok::Uint) {
            std::uint64_t u = 0;
            auto r = std::from_chars(digits.data(), digits.data() + digits.size(), u, hex ? 16 : 10);
            if (r.ec != std::errc() || r.ptr != digits.data() + digits.size()) {
                fail(offset, "invalid uint literal");
                return nullptr;
            }
            return constant(Value(u), offset);
        }
        std::string s = (neg ? "-" : "") + digits;
        std::int64_t i = 0;
        auto r = std::from_chars(s.data(), s.data() + s.size(), i, hex ? 16 : 10);
        if (r.ec != std::errc() || r.ptr != s.data() + s.size()) {
            fail(offset, "invalid int literal");
            return nullptr;
        }
        return constant(Value(i), offset);
    }

    ExprPtr parsePrimary(bool negateLiteral, std::int32_t negOffset) {
        if (m_error)
            return nullptr;
        std::int32_t off = m_tok.offset;
        switch (m_tok.kind) {
        case Tok::Int:
        case Tok::Double:
            return parseNumber(negateLiteral, negateLiteral ? negOffset : off);
        case Tok::Uint:
            return parseNumber(false, off);
        case Tok::String: {
            auto v = Value::string(m_tok.text);
            advance();
            return constant(std::move(v), off);
        }
        case Tok::Bytes: {
            auto v = Value::bytes(m_tok.text);
            advance();
            return constant(std::move(v), off);
        }
        case Tok::True:
            advance();
            return constant(Value(true), off);
        case Tok::False:
            advance();
            return constant(Value(false), off);
        case Tok::Null:
            advance();
            return constant(Value(), off);
        case Tok::LParen: {
            advance();
            ExprPtr e = parseExpr();
            if (!expect(Tok::RParen, "')'"))
                return nullptr;
            return e;
        }
        case Tok::LBracket: {
            advance();
            auto l = node(ExprKind::List, off);
            while (!m_error && m_tok.kind != Tok::RBracket) {
                bool opt = false;
                if (m_tok.kind == Tok::Question) {
                    if (!m_opts.optionalSyntax) {
                        fail(m_tok.offset, "unsupported syntax '?'");
                        return nullptr;
                    }
                    opt = true;
                    advance();
                }
                ExprPtr e = parseExpr();
                if (m_error)
                    return nullptr;
                if (opt)
                    l->optionalIndices.push_back(l->args.size());
                l->args.push_back(std::move(e));
                if (m_tok.kind == Tok::Comma) {
                    advance();
                    continue;
                }
                break;
            }
            if (!expect(Tok::RBracket, "']'"))
                return nullptr;
            return l;
        }
        case Tok::LBrace: {
            advance();
            auto m = node(ExprKind::Map, off);
            while (!m_error && m_tok.kind != Tok::RBrace) {
                MapEntry en;
                if (m_tok.kind == Tok::Question) {
                    if (!m_opts.optionalSyntax) {
                        fail(m_tok.offset, "unsupported syntax '?'");
                        return nullptr;
                    }
                    en.optional = true;
                    advance();
                }
                en.key = parseExpr();
                if (m_error)
                    return nullptr;
                en.id = m_nextId++;
                m_offsets[en.id] = m_tok.offset;
                if (!expect(Tok::Colon, "':'"))
                    return nullptr;
                en.value = parseExpr();
                if (m_error)
                    return nullptr;
                m->entries.push_back(std::move(en));
                if (m_tok.kind == Tok::Comma) {
                    advance();
                    continue;
                }
                break;
            }
            if (!expect(Tok::RBrace, "'}'"))
                return nullptr;
            return m;
        }
        case Tok::Dot:
        case Tok::Ident: {
            std::string name;
            if (m_tok.kind == Tok::Dot) {
                advance();
                if (m_tok.kind != Tok::Ident) {
                    fail(m_tok.offset, "Syntax error: no viable alternative at input '." + tokText() + "'");
                    return nullptr;
                }
                name = ".";
            }
            if (m_tok.backquoted) {
                fail(m_tok.offset, "Syntax error: unexpected quoted identifier");
                return nullptr;
            }
            name += m_tok.text;
            std::int32_t idOff = m_tok.offset;
            if (reservedWords().count(m_tok.text)) {
                fail(idOff, "reserved identifier: " + m_tok.text);
                return nullptr;
            }
            advance();
            if (m_tok.kind == Tok::LParen) {
                std::int32_t callOff = m_tok.offset;
                advance();
                std::vector<ExprPtr> args = parseArgs(Tok::RParen, "')'");
                if (m_error)
                    return nullptr;
                return globalCall(std::move(name), callOff, std::move(args));
            }
            if (m_tok.kind == Tok::LBrace) {
                // Could be a message construction Name{...}: collect qualified name.
                return parseStruct(std::move(name), idOff);
            }
            return ident(std::move(name), idOff);
        }
        case Tok::End:
            fail(off,
                 "Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', "
                 "'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}");
            return nullptr;
        default:
            fail(
                off,
                "Syntax error: mismatched input '" + tokText() +
                    "' expecting {'[', '{', '(', '.', '-', "
                    "'!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}");
            return nullptr;
        }
    }

    ExprPtr parseStruct(std::string name, std::int32_t off) {
        std::int32_t braceOff = m_tok.offset;
        advance();
        auto s = node(ExprKind::Struct, braceOff);
        (void)off;
        s->name = std::move(name);
        while (!m_error && m_tok.kind != Tok::RBrace) {
            MapEntry en;
            if (m_tok.kind == Tok::Question) {
                en.optional = true;
                advance();
            }
            if (m_tok.kind != Tok::Ident) {
                fail(m_tok.offset, "Syntax error: mismatched input '" + tokText() + "' expecting IDENTIFIER");
                return nullptr;
            }
            en.field = m_tok.text;
            en.id = m_nextId++;
            m_offsets[en.id] = m_tok.offset;
            advance();
            if (!expect(Tok::Colon, "':'"))
                return nullptr;
            en.value = parseExpr();
            if (m_error)
                return nullptr;
            s->entries.push_back(std::move(en));
            if (m_tok.kind == Tok::Comma) {
                advance();
                continue;
            }
            break;
        }
        if (!expect(Tok::RBrace, "'}'"))
            return nullptr;
        return s;
    }

    // ---- macros ----

    ExprPtr globalCall(std::string name, std::int32_t off, std::vector<ExprPtr> args) {
        if (name == "has" && args.size() == 1) {
            ExprPtr &a = args[0];
            if (a->kind != ExprKind::Select) {
                fail(m_offsets[a->id], "invalid argument to has() macro");
                return nullptr;
            }
            auto s = node(ExprKind::Select, off);
            s->target = std::move(a->target);
            s->name = a->name;
            s->testOnly = true;
            return s;
        }
        return call(std::move(name), off, std::move(args));
    }

    bool simpleName(const ExprPtr &e, std::string &out) {
        if (e->kind != ExprKind::Ident) {
            fail(m_offsets[e->id], "argument must be a simple name");
            return false;
        }
        out = e->name;
        return true;
    }

    ExprPtr comprehension(std::int32_t off, std::string iterVar, std::string iterVar2, ExprPtr range,
                          ExprPtr init, ExprPtr cond, ExprPtr step, ExprPtr result,
                          std::string accu = kAccuVar) {
        auto c = node(ExprKind::Comprehension, off);
        c->iterVar = std::move(iterVar);
        c->iterVar2 = std::move(iterVar2);
        c->accuVar = std::move(accu);
        c->iterRange = std::move(range);
        c->accuInit = std::move(init);
        c->loopCond = std::move(cond);
        c->loopStep = std::move(step);
        c->result = std::move(result);
        return c;
    }

    ExprPtr listOf(ExprPtr e, std::int32_t off) {
        auto l = node(ExprKind::List, off);
        l->args.push_back(std::move(e));
        return l;
    }

    /// cel-go rejects both the hidden accumulator name and the traditional one.
    static bool isAccumulatorName(const std::string &v) { return v == kAccuVar || v == "__result__"; }

    ExprPtr receiverCall(std::string name, std::int32_t off, ExprPtr target, std::vector<ExprPtr> args) {
        const std::size_t n = args.size();
        auto accu = [&] {
            return ident(kAccuVar, off);
        };
        bool quant = name == "all" || name == "exists" || name == "exists_one" || name == "existsOne";
        if (quant && (n == 2 || (n == 3 && m_opts.twoVarComprehensions)) &&
            !(name == "existsOne" && n == 2)) {
            std::string v1, v2;
            if (!simpleName(args[0], v1))
                return nullptr;
            if (n == 3 && !simpleName(args[1], v2))
                return nullptr;
            if (isAccumulatorName(v1) || isAccumulatorName(v2)) {
                fail(m_offsets[args[0]->id], "iteration variable overwrites accumulator variable");
                return nullptr;
            }
            if (n == 3 && v1 == v2) {
                fail(m_offsets[args[1]->id], "duplicate variable name: " + v1);
                return nullptr;
            }
            ExprPtr pred = std::move(args[n - 1]);
            if (name == "all") {
                return comprehension(off, v1, v2, std::move(target), constant(Value(true), off),
                                     call("@not_strictly_false", off, vec(accu())),
                                     call("_&&_", off, vec(accu(), std::move(pred))), accu());
            }
            if (name == "exists") {
                return comprehension(off, v1, v2, std::move(target), constant(Value(false), off),
                                     call("@not_strictly_false", off, vec(call("!_", off, vec(accu())))),
                                     call("_||_", off, vec(accu(), std::move(pred))), accu());
            }
            ExprPtr step =
                call("_?_:_", off,
                     vec(std::move(pred),
                         call("_+_", off, vec(accu(), constant(Value(std::int64_t(1)), off))), accu()));
            return comprehension(off, v1, v2, std::move(target), constant(Value(std::int64_t(0)), off),
                                 constant(Value(true), off), std::move(step),
                                 call("_==_", off, vec(accu(), constant(Value(std::int64_t(1)), off))));
        }
        if ((name == "map" && (n == 2 || n == 3)) || (name == "filter" && n == 2)) {
            std::string v;
            if (!simpleName(args[0], v))
                return nullptr;
            if (isAccumulatorName(v)) {
                fail(m_offsets[args[0]->id], "iteration variable overwrites accumulator variable");
                return nullptr;
            }
            ExprPtr step;
            if (name == "filter") {
                ExprPtr pred = std::move(args[1]);
                step = call(
                    "_?_:_", off,
                    vec(std::move(pred), call("_+_", off, vec(accu(), listOf(ident(v, off), off))), accu()));
            } else if (n == 2) {
                step = call("_+_", off, vec(accu(), listOf(std::move(args[1]), off)));
            } else {
                step = call("_?_:_", off,
                            vec(std::move(args[1]),
                                call("_+_", off, vec(accu(), listOf(std::move(args[2]), off))), accu()));
            }
            return comprehension(off, v, "", std::move(target), node(ExprKind::List, off),
                                 constant(Value(true), off), std::move(step), accu());
        }
        if (m_opts.twoVarComprehensions &&
            ((name == "transformList" || name == "transformMap" || name == "transformMapEntry") &&
             (n == 3 || n == 4))) {
            std::string v1, v2;
            if (!simpleName(args[0], v1) || !simpleName(args[1], v2))
                return nullptr;
            if (isAccumulatorName(v1) || isAccumulatorName(v2)) {
                fail(m_offsets[args[0]->id], "iteration variable overwrites accumulator variable");
                return nullptr;
            }
            if (v1 == v2) {
                fail(m_offsets[args[1]->id], "duplicate variable name: " + v1);
                return nullptr;
            }
            ExprPtr filter = n == 4 ? std::move(args[2]) : nullptr;
            ExprPtr t = std::move(args[n - 1]);
            ExprPtr step, init;
            if (name == "transformList") {
                init = node(ExprKind::List, off);
                step = call("_+_", off, vec(accu(), listOf(std::move(t), off)));
            } else if (name == "transformMap") {
                init = node(ExprKind::Map, off);
                step = call("cel.@mapInsert", off, vec(accu(), ident(v1, off), std::move(t)));
            } else {
                init = node(ExprKind::Map, off);
                step = call("cel.@mapInsert", off, vec(accu(), std::move(t)));
            }
            if (filter)
                step = call("_?_:_", off, vec(std::move(filter), std::move(step), accu()));
            return comprehension(off, v1, v2, std::move(target), std::move(init), constant(Value(true), off),
                                 std::move(step), accu());
        }
        if (m_opts.optionalSyntax && (name == "optMap" || name == "optFlatMap") && n == 2) {
            std::string v;
            if (!simpleName(args[0], v))
                return nullptr;
            // The expansion copies the target, so chained optMap calls double
            // the tree each time: bound the nodes a parse may create.
            if (m_nextId > kMaxExpandedNodes) {
                fail(off, "expression too large after macro expansion");
                return nullptr;
            }
            ExprPtr targetCopy = target->clone();
            renumber(*targetCopy);
            ExprPtr hasValue = call("hasValue", off, {}, std::move(target));
            ExprPtr value = call("value", off, {}, std::move(targetCopy));
            ExprPtr bound = comprehension(off, "#unused", "", node(ExprKind::List, off), std::move(value),
                                          constant(Value(false), off), ident(v, off), std::move(args[1]), v);
            ExprPtr some =
                name == "optMap" ? call("optional.of", off, vec(std::move(bound))) : std::move(bound);
            return call("_?_:_", off,
                        vec(std::move(hasValue), std::move(some), call("optional.none", off, {})));
        }
        if (m_opts.mathMacros && (name == "greatest" || name == "least") && target->kind == ExprKind::Ident &&
            target->name == "math")
            return mathMacro(name, off, *target, std::move(args));
        if (m_opts.blockMacros && target->kind == ExprKind::Ident && target->name == "cel") {
            if (name == "block" && n == 2) {
                if (args[0]->kind != ExprKind::List) {
                    fail(m_offsets[args[0]->id], "cel.block requires the first arg to be a list literal");
                    return nullptr;
                }
                return call("cel.@block", off, std::move(args));
            }
            if (name == "index" && n == 1) {
                if (!nonNegativeInt(*args[0])) {
                    fail(m_offsets[args[0]->id], "cel.index requires a single non-negative int constant arg");
                    return nullptr;
                }
                return ident("@index" + std::to_string(args[0]->constant.asInt()), off);
            }
            if ((name == "iterVar" || name == "accuVar") && n == 2) {
                for (const auto &a : args)
                    if (!nonNegativeInt(*a)) {
                        fail(m_offsets[a->id],
                             "cel." + name + " requires two non-negative int constant args");
                        return nullptr;
                    }
                return ident((name == "iterVar" ? "@it:" : "@ac:") +
                                 std::to_string(args[0]->constant.asInt()) + ":" +
                                 std::to_string(args[1]->constant.asInt()),
                             off);
            }
        }
        if (m_opts.bindMacro && name == "bind" && n == 3 && target->kind == ExprKind::Ident &&
            target->name == "cel") {
            std::string v;
            if (!simpleName(args[0], v))
                return nullptr;
            return comprehension(off, "#unused", "", node(ExprKind::List, off), std::move(args[1]),
                                 constant(Value(false), off), ident(v, off), std::move(args[2]), v);
        }
        if (m_opts.sortByMacro && name == "sortBy" && n == 2) {
            // cel.bind(@__sortBy_input__, target,
            //          @__sortBy_input__.@sortByAssociatedKeys(@__sortBy_input__.map(v, key)))
            switch (target->kind) {
            case ExprKind::List:
            case ExprKind::Select:
            case ExprKind::Ident:
            case ExprKind::Comprehension:
            case ExprKind::Call:
                break;
            default:
                fail(m_offsets[target->id], "sortBy can only be applied to a list, identifier, "
                                            "comprehension, call or select expression");
                return nullptr;
            }
            const char *input = "@__sortBy_input__";
            std::vector<ExprPtr> mapArgs;
            mapArgs.push_back(std::move(args[0]));
            mapArgs.push_back(std::move(args[1]));
            ExprPtr keys = receiverCall("map", off, ident(input, off), std::move(mapArgs));
            if (m_error)
                return nullptr;
            ExprPtr sorted = call("@sortByAssociatedKeys", off, vec(std::move(keys)), ident(input, off));
            return comprehension(off, "#unused", "", node(ExprKind::List, off), std::move(target),
                                 constant(Value(false), off), ident(input, off), std::move(sorted), input);
        }
        // namespaced functions like optional.of(x), cel.x: keep receiver form; the
        // checker resolves qualified names.
        return call(std::move(name), off, std::move(args), std::move(target));
    }

    static bool nonNegativeInt(const Expr &e) {
        return e.kind == ExprKind::Const && e.constant.kind() == Value::Kind::Int && e.constant.asInt() >= 0;
    }

    // cel-go's math-extension argument rule: numeric literals and any
    // non-literal expression; other literals and aggregates are rejected.
    static bool numericArg(const Expr &e) {
        switch (e.kind) {
        case ExprKind::Const: {
            auto k = e.constant.kind();
            return k == Value::Kind::Int || k == Value::Kind::Uint || k == Value::Kind::Double;
        }
        case ExprKind::List:
        case ExprKind::Map:
        case ExprKind::Struct:
            return false;
        default:
            return true;
        }
    }

    // math.greatest / math.least: one argument (a number or a non-empty list
    // literal of numbers) or two stay as they are, more become a list.
    ExprPtr mathMacro(const std::string &name, std::int32_t off, const Expr &target,
                      std::vector<ExprPtr> args) {
        const std::string label = "math." + name + "()";
        const std::string fn = name == "greatest" ? "math.@max" : "math.@min";
        if (args.empty()) {
            fail(m_offsets[target.id], label + " requires at least one argument");
            return nullptr;
        }
        if (args.size() == 1) {
            const Expr &a = *args[0];
            auto numeric = [](const ExprPtr &x) {
                return numericArg(*x);
            };
            bool numericList = a.kind == ExprKind::List && !a.args.empty() &&
                               std::all_of(a.args.begin(), a.args.end(), numeric);
            if (!numericList && !numericArg(a)) {
                fail(m_offsets[a.id], label + " invalid single argument value");
                return nullptr;
            }
            return call(fn, off, std::move(args));
        }
        for (const auto &a : args)
            if (!numericArg(*a)) {
                fail(m_offsets[a->id], label + " simple literal arguments must be numeric");
                return nullptr;
            }
        if (args.size() == 2)
            return call(fn, off, std::move(args));
        auto l = node(ExprKind::List, off);
        l->args = std::move(args);
        return call(fn, off, vec(std::move(l)));
    }

    void renumber(Expr &e) {
        std::int32_t off = m_offsets.count(e.id) ? m_offsets[e.id] : 0;
        e.id = m_nextId++;
        m_offsets[e.id] = off;
        if (e.target)
            renumber(*e.target);
        for (auto &a : e.args)
            renumber(*a);
        for (auto &en : e.entries) {
            en.id = m_nextId++;
            if (en.key)
                renumber(*en.key);
            renumber(*en.value);
        }
        if (e.iterRange) {
            renumber(*e.iterRange);
            renumber(*e.accuInit);
            renumber(*e.loopCond);
            renumber(*e.loopStep);
            renumber(*e.result);
        }
    }
};

} // namespace

ParseResult parse(std::string_view text, const ParseOptions &options) {
    Parser p(text, options);
    return p.run();
}

} // namespace cel
