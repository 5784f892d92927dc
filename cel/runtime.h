#pragma once

#include "cel/types.h"
#include "cel/value.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

/// Runtime helpers shared by the interpreter and the libraries.
namespace cel::runtime {

/// Field selection on maps and objects ("no such key" errors as cel-go).
Value selectField(const Value &operand, const std::string &field);
/// has(): presence of a field or map key. A value without fields (a scalar,
/// null) has none, or, with errorOnScalar (cel-go's
/// EnableErrorOnBadPresenceTest), fails with "no such key".
Value hasField(const Value &operand, const std::string &field, bool errorOnScalar = false);
/// operand[index] for lists and maps (and optionals of them).
Value index(const Value &operand, const Value &index);
/// operand[?index] (errorOnScalar as for hasField)
Value optIndex(const Value &operand, const Value &index, bool errorOnScalar = false);
/// operand.?field (errorOnScalar as for hasField)
Value optSelect(const Value &operand, const std::string &field, bool errorOnScalar = false);
/// Does a runtime value fit a declared parameter type?
bool matches(const TypeP &param, const Value &v);
/// The first candidate whose parameters fit the arguments, or nullptr.
const Overload *selectOverload(const std::vector<const Overload *> &candidates, const Value *args,
                               std::size_t n);
/// cel-go's "no such overload" error.
Value noSuchOverload(const std::string &function);
/// cel.@mapInsert (transformMap, transformMapEntry): adds a key and a value, or
/// every entry of a map, to m. Returns an error value when a key is not a valid
/// map key or is already there (m may then hold the entries before it).
Value mapInsert(Map &m, const Value *entries, std::size_t n);

/// The bytes built by replace, join, split and format in the evaluation
/// running on this thread (see limits::kMaxBuiltBytes). An evaluation opens
/// one; outside of any, nothing is counted.
class BuiltBytes final {
public:
    BuiltBytes();
    ~BuiltBytes();
    BuiltBytes(const BuiltBytes &) = delete;
    BuiltBytes &operator=(const BuiltBytes &) = delete;

    /// Counts bytes about to be built by function; an error value when the
    /// evaluation would build more than limits::kMaxBuiltBytes, else null.
    static std::optional<Value> charge(const char *function, std::uint64_t bytes);

private:
    std::uint64_t m_bytes = 0;
    BuiltBytes *m_outer;
};

} // namespace cel::runtime
