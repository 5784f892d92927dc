#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

/// The lexer of CEL.g4's tokens, used by the parser (cel/parser.cpp).
namespace cel::syntax {

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
    Count ///< the number of token kinds
};

struct Token {
    Tok kind = Tok::End;
    std::int32_t offset = 0;
    std::string text; ///< identifier, or decoded string/bytes literal, or error message
    std::string raw;  ///< raw numeric text
    bool backquoted = false;
};

/// Splits an expression into tokens on demand; an invalid token comes back as
/// Tok::Error with cel-go's message in text.
class Lexer final {
public:
    explicit Lexer(std::string_view s)
        : m_s(s) {}
    /// The next token (Tok::End at the end, again and again).
    Token next();
    /// Offsets of the line starts seen so far (for positions).
    std::vector<std::int32_t> lineStarts{0};

private:
    std::string_view m_s;
    std::size_t m_p = 0;
    std::size_t m_maxLinePos = 0;

    void skipSpace();
    Token number(std::size_t start);
    Token stringLit(std::size_t start, bool raw, bool bytes);
    static Token err(std::size_t at, std::string msg);
};

/// CEL's reserved words that are no keywords (`as`, `break`, ...): not allowed as identifiers.
const std::set<std::string, std::less<>> &reservedWords();

} // namespace cel::syntax
