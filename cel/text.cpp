// String literals and base64 (cel/text.h).
#include "cel/text.h"

#include "cel/value.h"

#include <algorithm>
#include <iterator>

namespace cel {

namespace {

/// The backslash escape a style writes for an ASCII character, or nullptr.
const char *shortEscape(unsigned char c, QuoteStyle style) {
    switch (c) {
    case '"':
        return "\\\"";
    case '\\':
        return "\\\\";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    case '\b':
        return style == QuoteStyle::CelDebug ? nullptr : "\\b";
    case '\f':
        return style == QuoteStyle::CelDebug ? nullptr : "\\f";
    case '\a':
        return style == QuoteStyle::CelQuote || style == QuoteStyle::Go ? "\\a" : nullptr;
    case '\v':
        return style == QuoteStyle::CelQuote || style == QuoteStyle::Go ? "\\v" : nullptr;
    default:
        return nullptr;
    }
}

// Go's unicode.IsPrint above U+007F, from Go's own tables (cel/gen).
struct RuneRange {
    char32_t lo, hi;
};
constexpr RuneRange kPrintable[] = {
#include "cel/unicode_print.inc"
};

bool goPrintable(char32_t r) {
    const auto *it = std::upper_bound(std::begin(kPrintable), std::end(kPrintable), r,
                                      [](char32_t v, const RuneRange &g) { return v < g.lo; });
    return it != std::begin(kPrintable) && r <= (it - 1)->hi;
}

void appendHex(std::string &out, const char *prefix, unsigned value, int digits) {
    static const char hex[] = "0123456789abcdef";
    out += prefix;
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
        out += hex[(value >> shift) & 0xF];
}

} // namespace

void appendQuoted(std::string &out, std::string_view s, QuoteStyle style) {
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            const auto [rune, n] =
                style == QuoteStyle::CelDebug ? std::pair<char32_t, std::size_t>{c, 1} : decodeRune(s, i);
            if (n > 1 && style == QuoteStyle::Go && !goPrintable(rune))
                appendHex(out, rune < 0x10000 ? "\\u" : "\\U", unsigned(rune), rune < 0x10000 ? 4 : 8);
            else if (n > 1 || style == QuoteStyle::CelDebug)
                out.append(s.substr(i, n));
            else if (style == QuoteStyle::Go)
                appendHex(out, "\\x", c, 2);
            else
                out += "\xEF\xBF\xBD"; // U+FFFD
            i += n;
            continue;
        }
        ++i;
        if (const char *esc = shortEscape(c, style))
            out += esc;
        else if (c >= 0x20 && !(c == 0x7f && style == QuoteStyle::Go))
            out += char(c);
        else if (style == QuoteStyle::Json)
            appendHex(out, "\\u", c, 4);
        else if (style == QuoteStyle::CelQuote)
            out += char(c);
        else
            appendHex(out, "\\x", c, 2);
    }
    out += '"';
}

std::string quote(std::string_view s, QuoteStyle style) {
    std::string out;
    out.reserve(s.size() + 2);
    appendQuoted(out, s, style);
    return out;
}

namespace {

int sextet(char c) {
    auto p = kBase64Alphabet.find(c);
    return p == std::string_view::npos ? -1 : int(p);
}

std::string corrupt(std::size_t at) {
    return "illegal base64 data at input byte " + std::to_string(at);
}

} // namespace

std::string base64Encode(std::string_view in) {
    std::string out;
    out.reserve((in.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 2 < in.size(); i += 3) {
        std::uint32_t v = (std::uint32_t(std::uint8_t(in[i])) << 16) |
                          (std::uint32_t(std::uint8_t(in[i + 1])) << 8) | std::uint8_t(in[i + 2]);
        for (int k = 3; k >= 0; --k)
            out += kBase64Alphabet[(v >> (6 * k)) & 0x3F];
    }
    std::size_t rest = in.size() - i;
    if (rest > 0) {
        std::uint32_t v = std::uint32_t(std::uint8_t(in[i])) << 16;
        if (rest == 2)
            v |= std::uint32_t(std::uint8_t(in[i + 1])) << 8;
        out += kBase64Alphabet[(v >> 18) & 0x3F];
        out += kBase64Alphabet[(v >> 12) & 0x3F];
        out += rest == 2 ? kBase64Alphabet[(v >> 6) & 0x3F] : '=';
        out += '=';
    }
    return out;
}

Result<std::string> base64Decode(std::string_view in, bool padded) {
    std::string out;
    int quantum[4];
    int n = 0;
    std::size_t i = 0;
    auto flush = [&](int count) {
        std::uint32_t v = 0;
        for (int k = 0; k < 4; ++k)
            v = (v << 6) | std::uint32_t(k < count ? quantum[k] : 0);
        out += char((v >> 16) & 0xFF);
        if (count > 2)
            out += char((v >> 8) & 0xFF);
        if (count > 3)
            out += char(v & 0xFF);
    };
    for (; i < in.size(); ++i) {
        char c = in[i];
        if (c == '\r' || c == '\n')
            continue;
        if (padded && c == '=') {
            if (n < 2)
                return Failure{corrupt(i)};
            // One '=' after three symbols, two after two; nothing but line breaks after.
            std::size_t j = i + 1;
            auto skipBreaks = [&] {
                while (j < in.size() && (in[j] == '\r' || in[j] == '\n'))
                    ++j;
            };
            if (n == 2) {
                skipBreaks();
                if (j >= in.size() || in[j] != '=')
                    return Failure{corrupt(j >= in.size() ? in.size() : j)};
                ++j;
            }
            skipBreaks();
            if (j < in.size())
                return Failure{corrupt(j)};
            flush(n);
            return out;
        }
        int s = sextet(c);
        if (s < 0)
            return Failure{corrupt(i)};
        quantum[n++] = s;
        if (n == 4) {
            flush(4);
            n = 0;
        }
    }
    if (n == 0)
        return out;
    if (padded || n == 1)
        return Failure{corrupt(in.size())};
    flush(n);
    return out;
}

} // namespace cel
