#pragma once

#include "cel/result.h"

#include <cstdint>
#include <string>
#include <string_view>

/// Text encodings the engine shares: string literals in the forms it writes
/// (JSON, CEL's debug form, cel-go's strings.quote, Go's strconv.Quote; one
/// implementation whose styles differ only in what they escape and how) and
/// base64 as Go's encoding/base64 has it.
namespace cel {

enum class QuoteStyle : std::uint8_t {
    /// Go's encoding/json: \" \\ \b \f \n \r \t, other control characters
    /// \u00XX, invalid UTF-8 as U+FFFD.
    Json,
    /// CEL's debug form of strings and bytes: \" \\ \n \r \t, other control
    /// characters \xXX, every other byte as it is.
    CelDebug,
    /// cel-go's strings.quote: Go's escapes (\a \b \f \n \r \t \v \\ \"),
    /// everything else as it is, invalid UTF-8 as U+FFFD.
    CelQuote,
    /// Go's strconv.Quote (and fmt's %q): Go's escapes, other control
    /// characters and DEL \xXX, invalid UTF-8 bytes \xXX, code points that
    /// Go's unicode.IsPrint refuses \uXXXX or \UXXXXXXXX.
    Go,
};

/// Appends s as a double-quoted literal in the given style.
void appendQuoted(std::string &out, std::string_view s, QuoteStyle style);

/// s as a double-quoted literal in the given style.
std::string quote(std::string_view s, QuoteStyle style);

/// The base64 alphabet (Go's StdEncoding).
inline constexpr std::string_view kBase64Alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Go's base64.StdEncoding: padded with '='.
std::string base64Encode(std::string_view bytes);

/// Go's base64.StdEncoding (padded) or RawStdEncoding (unpadded) decoding:
/// line breaks are skipped; anything else outside the alphabet, or a wrong
/// padding, fails with Go's "illegal base64 data at input byte N".
Result<std::string> base64Decode(std::string_view text, bool padded);

} // namespace cel
