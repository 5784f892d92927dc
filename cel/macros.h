#pragma once

#include "cel/ast.h"
#include "cel/parser.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

/// Macro expansion (has, all, exists, map, filter, cel.bind, ...) and the node
/// factory the parser and the expansions share.
namespace cel::syntax {

/// The first error of a parse: a byte offset and cel-go's message.
struct ParseError {
    std::int32_t offset;
    std::string message;
};

/// Makes AST nodes with fresh ids, records the byte offset of each and keeps
/// the first error of a parse.
class ExprFactory {
public:
    ExprPtr node(ExprKind k, std::int32_t offset);
    ExprPtr call(std::string fn, std::int32_t offset, std::vector<ExprPtr> args, ExprPtr target = nullptr);
    ExprPtr ident(std::string name, std::int32_t offset);
    ExprPtr constant(Value v, std::int32_t offset);
    /// A fresh id for a map or struct entry whose ':' is at offset.
    std::int64_t entryId(std::int32_t offset);
    /// Gives e and its subtree fresh ids (for a copied subtree), keeping offsets.
    void renumber(Expr &e);

    /// Records an error unless one is recorded already.
    void fail(std::int32_t offset, std::string message);
    /// Records an error at the offset of node e.
    void failAt(const Expr &e, std::string message);
    bool failed() const { return m_error.has_value(); }
    const std::optional<ParseError> &error() const { return m_error; }

    std::int64_t nextId() const { return m_nextId; }
    /// The offsets recorded so far, handed over to the parse result.
    std::unordered_map<std::int64_t, std::int32_t> takeOffsets() { return std::move(m_offsets); }

private:
    std::optional<ParseError> m_error;
    std::int64_t m_nextId = 1;
    std::unordered_map<std::int64_t, std::int32_t> m_offsets;
};

/// Argument lists of one to three nodes.
std::vector<ExprPtr> vec(ExprPtr a);
std::vector<ExprPtr> vec(ExprPtr a, ExprPtr b);
std::vector<ExprPtr> vec(ExprPtr a, ExprPtr b, ExprPtr c);

/// Expands the macros of CEL as cel-go does, gated by the parse options.
class Macros final {
public:
    Macros(ExprFactory &factory, const ParseOptions &options)
        : m_f(factory)
        , m_opts(options) {}

    /// A global call `name(args)` whose '(' is at off: has() or a plain call.
    ExprPtr globalCall(std::string name, std::int32_t off, std::vector<ExprPtr> args);
    /// A receiver call `target.name(args)`: a comprehension macro, optMap,
    /// cel.bind, math.greatest, cel.block, sortBy, or a plain call. nullptr
    /// after an error (recorded in the factory).
    ExprPtr receiverCall(std::string name, std::int32_t off, ExprPtr target, std::vector<ExprPtr> args);

private:
    ExprFactory &m_f;
    const ParseOptions &m_opts;

    bool simpleName(const ExprPtr &e, std::string &out);
    ExprPtr comprehension(std::int32_t off, std::string iterVar, std::string iterVar2, ExprPtr range,
                          ExprPtr init, ExprPtr cond, ExprPtr step, ExprPtr result,
                          std::string accu = kAccuVar);
    ExprPtr listOf(ExprPtr e, std::int32_t off);
    ExprPtr mathMacro(const std::string &name, std::int32_t off, const Expr &target,
                      std::vector<ExprPtr> args);
};

} // namespace cel::syntax
