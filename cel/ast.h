#pragma once

#include "cel/value.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

/// The CEL abstract syntax tree: nodes carry ids; source positions live in a
/// separate table (SourceInfo) keyed by id.
namespace cel {

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

enum class ExprKind : std::uint8_t { Const, Ident, Select, Call, List, Map, Struct, Comprehension };

struct MapEntry {
    std::int64_t id = 0;
    ExprPtr key; ///< null for struct fields
    std::string field;
    ExprPtr value;
    bool optional = false;
};

struct Expr {
    std::int64_t id = 0;
    ExprKind kind = ExprKind::Const;

    Value constant;                           ///< Const
    std::string name;                         ///< Ident name, Select field, Call function, Struct type name
    bool testOnly = false;                    ///< Select produced by has()
    ExprPtr target;                           ///< Select operand, Call receiver (may be null)
    std::vector<ExprPtr> args;                ///< Call arguments, List elements
    std::vector<std::size_t> optionalIndices; ///< List: indices of ?elements
    std::vector<MapEntry> entries;            ///< Map / Struct

    // Comprehension
    std::string iterVar, iterVar2, accuVar;
    ExprPtr iterRange, accuInit, loopCond, loopStep, result;

    /// Deep copy with the same ids.
    ExprPtr clone() const;
};

/// Source positions of nodes: byte offset of each node id, and line starts.
struct SourceInfo {
    std::string text;
    std::unordered_map<std::int64_t, std::int32_t> offsets;
    std::vector<std::int32_t> lineStarts{0};

    /// 1-based line and 1-based column (in code points) of a byte offset.
    std::pair<int, int> location(std::int32_t offset) const;
    /// "line:col: " prefix for messages about node id, or "" when unknown.
    std::string prefix(std::int64_t id) const;
};

/// A parsed expression.
struct ParsedExpr {
    ExprPtr expr;
    SourceInfo source;
    std::int64_t nextId = 1;
};

} // namespace cel
