// The hand-written Pratt parser of CEL.g4. A rule table gives each token its
// prefix handler (how it starts an operand) and its binary operator with a
// precedence; the member chain and the ternary stay hand-written, as they
// carry ANTLR's recursion accounting and message construction. Tokens come
// from cel/lexer.cpp, macros are expanded by cel/macros.cpp.
#include "cel/parser.h"

#include "cel/lexer.h"
#include "cel/macros.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdlib>
#include <optional>

namespace cel {

std::string Diagnostic::format() const {
    if (line > 0)
        return std::to_string(line) + ":" + std::to_string(column) + ": " + message;
    return message;
}

namespace syntax {
namespace {

/// Binding power of the binary operators, loosest first: CEL.g4's
/// conditionalOr, conditionalAnd, relation, and calc at its two levels.
/// Unary is the operand of the tightest level.
enum class Prec : std::uint8_t { None, Or, And, Relation, Addition, Multiplication, Unary };

class Parser final : private ExprFactory {
public:
    Parser(std::string_view text, const ParseOptions &opts)
        : m_lex(text)
        , m_opts(opts)
        , m_text(text)
        , m_macros(*this, m_opts) {}

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
        if (!failed()) {
            e = parseExpr();
            if (!failed() && m_tok.kind != Tok::End)
                fail(m_tok.offset, "Syntax error: extraneous input '" + tokText() + "' expecting <EOF>");
        }
        while (!failed() && m_tok.kind != Tok::End)
            advance();
        r.parsed.source.lineStarts = m_lex.lineStarts;
        if (const auto &err = error()) {
            auto [l, c] = r.parsed.source.location(err->offset);
            r.errors.push_back({err->message, l, c});
            return r;
        }
        r.parsed.expr = std::move(e);
        r.parsed.source.offsets = takeOffsets();
        r.parsed.nextId = nextId();
        return r;
    }

private:
    using PrefixFn = ExprPtr (Parser::*)(bool negate, std::int32_t negOffset);

    /// One row of the rule table: how a token starts an operand (negate: a
    /// single '-' precedes a numeric literal at negOffset), and the function
    /// and precedence it has as a left-associative binary operator.
    struct Rule {
        PrefixFn prefix = nullptr;
        const char *binary = nullptr;
        Prec prec = Prec::None;
    };
    static const std::array<Rule, std::size_t(Tok::Count)> kRules;
    static const Rule &rule(Tok k) { return kRules[std::size_t(k)]; }

    Lexer m_lex;
    const ParseOptions &m_opts;
    std::string_view m_text;
    Macros m_macros;
    Token m_tok;
    int m_depth = 0;
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

    bool checkDepth() {
        if (m_depth > m_opts.maxRecursionDepth) {
            fail(m_tok.offset,
                 "expression recursion limit exceeded: " + std::to_string(m_opts.maxRecursionDepth));
            return false;
        }
        return true;
    }

    void advance() {
        if (failed())
            return;
        m_tok = m_lex.next();
        if (m_tok.kind == Tok::Error)
            fail(m_tok.offset, "Syntax error: " + m_tok.text);
    }

    /// The current token's source text, as ANTLR quotes it in messages.
    std::string tokText() const {
        if (m_tok.kind == Tok::End)
            return "<EOF>";
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
        if (failed())
            return false;
        if (m_tok.kind != k) {
            fail(m_tok.offset,
                 std::string("Syntax error: mismatched input '") + tokText() + "' expecting " + what);
            return false;
        }
        advance();
        return true;
    }

    ExprPtr parseExpr() {
        DepthGuard g(*this);
        if (!checkDepth())
            return nullptr;
        ExprPtr cond = parseBinary(Prec::Or);
        if (failed())
            return nullptr;
        if (m_tok.kind != Tok::Question)
            return cond;
        std::int32_t off = m_tok.offset;
        advance();
        ExprPtr t = parseBinary(Prec::Or);
        if (!expect(Tok::Colon, "':'"))
            return nullptr;
        ExprPtr f = parseExpr();
        if (failed())
            return nullptr;
        return call("_?_:_", off, vec(std::move(cond), std::move(t), std::move(f)));
    }

    /// The depth counter of the left-recursive rule a level opens (relation,
    /// calc), or nullptr.
    int *ruleDepth(Prec level) {
        return level == Prec::Relation ? &m_relationDepth : level == Prec::Addition ? &m_calcDepth : nullptr;
    }

    /// The binary operators of one level, left-associative, with operands of
    /// the next tighter level. Relation and addition open an invocation of
    /// their ANTLR rule; multiplication continues the invocation of the
    /// addition around it (ANTLR's calc). Within a rule each operator deepens
    /// it and each right operand is a nested invocation, as ANTLR parses them.
    ExprPtr parseBinary(Prec level, RuleScope *scope = nullptr) {
        if (level == Prec::Unary)
            return parseUnary();
        std::optional<RuleScope> own;
        if (int *depth = ruleDepth(level)) {
            scope = &own.emplace(*this, *depth);
            if (failed())
                return nullptr;
        }
        const auto tighter = Prec(std::uint8_t(level) + 1);
        ExprPtr l = parseBinary(tighter, scope);
        for (;;) {
            if (failed())
                return nullptr;
            const Rule &op = rule(m_tok.kind);
            if (op.prec != level)
                return l;
            if (scope && !scope->push())
                return nullptr;
            std::int32_t off = m_tok.offset;
            advance();
            ExprPtr r;
            if (scope) {
                RuleScope nested(*this, scope->depth);
                r = failed() ? nullptr : parseBinary(tighter, &nested);
            } else {
                r = parseBinary(tighter);
            }
            if (failed())
                return nullptr;
            l = call(op.binary, off, vec(std::move(l), std::move(r)));
        }
    }

    ExprPtr parseUnary() {
        DepthGuard g(*this);
        if (!checkDepth())
            return nullptr;
        if (m_tok.kind != Tok::Not && m_tok.kind != Tok::Minus)
            return parseMember(false, 0);
        Tok k = m_tok.kind;
        std::int32_t off = m_tok.offset;
        int count = 0;
        while (m_tok.kind == k && !failed()) {
            ++count;
            advance();
        }
        if (failed())
            return nullptr;
        if (k == Tok::Minus && count == 1 && (m_tok.kind == Tok::Int || m_tok.kind == Tok::Double))
            return parseMember(true, off);
        ExprPtr operand = parseMember(false, 0);
        if (failed())
            return nullptr;
        if (count % 2 == 0)
            return operand;
        return call(k == Tok::Not ? "!_" : "-_", off, vec(std::move(operand)));
    }

    ExprPtr parseMember(bool negateLiteral, std::int32_t negOffset) {
        RuleScope member(*this, m_memberDepth);
        // A qualified name (a.b.C) followed by '{' constructs a message.
        const bool identStart = m_tok.kind == Tok::Ident || m_tok.kind == Tok::Dot;
        ExprPtr e = failed() ? nullptr : parsePrimary(negateLiteral, negOffset);
        std::string qualified = identStart && e && e->kind == ExprKind::Ident ? e->name : std::string();
        for (;;) {
            if (failed())
                return nullptr;
            if ((m_tok.kind == Tok::Dot || m_tok.kind == Tok::LBracket) && !member.push())
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
                    if (failed())
                        return nullptr;
                    e = m_macros.receiverCall(std::move(name), callOff, std::move(e), std::move(args));
                    if (failed())
                        return nullptr;
                    qualified.clear();
                    continue;
                }
                if (m_tok.kind == Tok::LBrace && !opt && !backq && !qualified.empty()) {
                    e = parseStruct(qualified + "." + name);
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
            if (failed())
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

    ExprPtr parsePrimary(bool negateLiteral, std::int32_t negOffset) {
        if (failed())
            return nullptr;
        if (PrefixFn prefix = rule(m_tok.kind).prefix)
            return (this->*prefix)(negateLiteral, negOffset);
        fail(m_tok.offset,
             "Syntax error: mismatched input '" + tokText() +
                 "' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, "
                 "NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}");
        return nullptr;
    }

    // ---- prefix handlers ----

    /// Int, Uint, Double; a negated literal starts at its '-'.
    ExprPtr number(bool neg, std::int32_t negOffset) {
        const std::int32_t offset = neg ? negOffset : m_tok.offset;
        Token t = m_tok;
        advance();
        std::string raw = (neg ? "-" : "") + t.raw;
        if (t.kind == Tok::Double)
            return constant(Value(std::strtod(raw.c_str(), nullptr)), offset);
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

    /// String, Bytes, true, false, null.
    ExprPtr literal(bool, std::int32_t) {
        const std::int32_t off = m_tok.offset;
        Value v;
        if (m_tok.kind == Tok::String)
            v = Value::string(m_tok.text);
        else if (m_tok.kind == Tok::Bytes)
            v = Value::bytes(m_tok.text);
        else if (m_tok.kind != Tok::Null)
            v = Value(m_tok.kind == Tok::True);
        advance();
        return constant(std::move(v), off);
    }

    /// '(' expr ')'
    ExprPtr grouping(bool, std::int32_t) {
        advance();
        ExprPtr e = parseExpr();
        if (!expect(Tok::RParen, "')'"))
            return nullptr;
        return e;
    }

    /// '[' elements ']', an element may be optional: [?x]
    ExprPtr listLiteral(bool, std::int32_t) {
        auto l = node(ExprKind::List, m_tok.offset);
        advance();
        while (!failed() && m_tok.kind != Tok::RBracket) {
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
            if (failed())
                return nullptr;
            if (opt)
                l->optionalIndices.push_back(l->args.size());
            l->args.push_back(std::move(e));
            if (m_tok.kind != Tok::Comma)
                break;
            advance();
        }
        if (!expect(Tok::RBracket, "']'"))
            return nullptr;
        return l;
    }

    /// '{' key ':' value, ... '}', an entry may be optional: {?k: v}
    ExprPtr mapLiteral(bool, std::int32_t) {
        auto m = node(ExprKind::Map, m_tok.offset);
        advance();
        while (!failed() && m_tok.kind != Tok::RBrace) {
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
            if (failed())
                return nullptr;
            en.id = entryId(m_tok.offset);
            if (!expect(Tok::Colon, "':'"))
                return nullptr;
            en.value = parseExpr();
            if (failed())
                return nullptr;
            m->entries.push_back(std::move(en));
            if (m_tok.kind != Tok::Comma)
                break;
            advance();
        }
        if (!expect(Tok::RBrace, "'}'"))
            return nullptr;
        return m;
    }

    /// A name, a leading-dot name, a global call (macros expanded) or a
    /// message construction Name{...}.
    ExprPtr identifier(bool, std::int32_t) {
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
            if (failed())
                return nullptr;
            return m_macros.globalCall(std::move(name), callOff, std::move(args));
        }
        if (m_tok.kind == Tok::LBrace)
            return parseStruct(std::move(name));
        return ident(std::move(name), idOff);
    }

    /// Name '{' field ':' value, ... '}' with the current token at '{'.
    ExprPtr parseStruct(std::string name) {
        auto s = node(ExprKind::Struct, m_tok.offset);
        advance();
        s->name = std::move(name);
        while (!failed() && m_tok.kind != Tok::RBrace) {
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
            en.id = entryId(m_tok.offset);
            advance();
            if (!expect(Tok::Colon, "':'"))
                return nullptr;
            en.value = parseExpr();
            if (failed())
                return nullptr;
            s->entries.push_back(std::move(en));
            if (m_tok.kind != Tok::Comma)
                break;
            advance();
        }
        if (!expect(Tok::RBrace, "'}'"))
            return nullptr;
        return s;
    }
};

const std::array<Parser::Rule, std::size_t(Tok::Count)> Parser::kRules = [] {
    std::array<Rule, std::size_t(Tok::Count)> t{};
    auto set = [&t](Tok k, Rule r) {
        t[std::size_t(k)] = r;
    };
    // clang-format off
    set(Tok::Int,       {&Parser::number,      nullptr, Prec::None});
    set(Tok::Uint,      {&Parser::number,      nullptr, Prec::None});
    set(Tok::Double,    {&Parser::number,      nullptr, Prec::None});
    set(Tok::String,    {&Parser::literal,     nullptr, Prec::None});
    set(Tok::Bytes,     {&Parser::literal,     nullptr, Prec::None});
    set(Tok::True,      {&Parser::literal,     nullptr, Prec::None});
    set(Tok::False,     {&Parser::literal,     nullptr, Prec::None});
    set(Tok::Null,      {&Parser::literal,     nullptr, Prec::None});
    set(Tok::LParen,    {&Parser::grouping,    nullptr, Prec::None});
    set(Tok::LBracket,  {&Parser::listLiteral, nullptr, Prec::None});
    set(Tok::LBrace,    {&Parser::mapLiteral,  nullptr, Prec::None});
    set(Tok::Ident,     {&Parser::identifier,  nullptr, Prec::None});
    set(Tok::Dot,       {&Parser::identifier,  nullptr, Prec::None});
    set(Tok::Or,        {nullptr, "_||_", Prec::Or});
    set(Tok::And,       {nullptr, "_&&_", Prec::And});
    set(Tok::Less,      {nullptr, "_<_",  Prec::Relation});
    set(Tok::LessEq,    {nullptr, "_<=_", Prec::Relation});
    set(Tok::Greater,   {nullptr, "_>_",  Prec::Relation});
    set(Tok::GreaterEq, {nullptr, "_>=_", Prec::Relation});
    set(Tok::Eq,        {nullptr, "_==_", Prec::Relation});
    set(Tok::NotEq,     {nullptr, "_!=_", Prec::Relation});
    set(Tok::In,        {nullptr, "@in",  Prec::Relation});
    set(Tok::Plus,      {nullptr, "_+_",  Prec::Addition});
    set(Tok::Minus,     {nullptr, "_-_",  Prec::Addition});
    set(Tok::Star,      {nullptr, "_*_",  Prec::Multiplication});
    set(Tok::Slash,     {nullptr, "_/_",  Prec::Multiplication});
    set(Tok::Percent,   {nullptr, "_%_",  Prec::Multiplication});
    // clang-format on
    return t;
}();

} // namespace
} // namespace syntax

ParseResult parse(std::string_view text, const ParseOptions &options) {
    // cel-go reads its source as runes: a byte that is not UTF-8 is U+FFFD,
    // in literals too (size('\x98') is 1, and b'\x98' is three bytes).
    if (!isValidUtf8(text)) {
        const std::string valid = toValidUtf8(text);
        syntax::Parser p(valid, options);
        return p.run();
    }
    syntax::Parser p(text, options);
    return p.run();
}

} // namespace cel
