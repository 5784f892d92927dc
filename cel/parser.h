#pragma once

#include "cel/ast.h"

#include <string>
#include <string_view>
#include <vector>

namespace cel {

/// A positioned message about the source text (syntax or type error).
struct Diagnostic {
    std::string message;
    int line = 0;   ///< 1-based, 0 when unknown
    int column = 0; ///< 1-based code point column, 0 when unknown
    /// "line:col: message" (or just the message when there is no position).
    std::string format() const;
};

struct ParseOptions {
    int maxRecursionDepth = 250;        ///< cel-go's default parser recursion limit
    std::size_t maxCodePoints = 100000; ///< cel-go's default expression size limit
    bool optionalSyntax = true;         ///< a.?b, a[?b], [?x], {?k: v}, optMap/optFlatMap
    bool twoVarComprehensions = true;   ///< all(i, v, p), transformList, ...
    bool bindMacro = true;              ///< cel.bind(v, init, expr)
    bool sortByMacro = false;           ///< list.sortBy(v, key) (lists extension v2+)
    bool mathMacros = false;            ///< math.greatest(...), math.least(...) (math extension)
    /// cel.block([...], expr), cel.index(n), cel.iterVar(d, u), cel.accuVar(d, u): the
    /// textual form of cel-go's cel.@block ASTs used by the conformance tests.
    bool blockMacros = false;
};

struct ParseResult {
    ParsedExpr parsed;
    std::vector<Diagnostic> errors;
    bool ok() const { return errors.empty(); }
};

/// Lexes, parses and expands macros. Never throws; errors come back positioned.
ParseResult parse(std::string_view text, const ParseOptions &options = {});

/// Accumulator variable name used by macro expansions.
inline constexpr const char *kAccuVar = "@result";

} // namespace cel
