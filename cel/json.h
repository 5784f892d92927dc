#pragma once

#include "cel/result.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// A small JSON document type for schemas and data at the engine's edges
/// (the engine has no Qt). Objects keep their key order.
namespace cel::json {

struct Node;
using NodeP = std::shared_ptr<const Node>;

struct Node {
    enum class Kind : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    bool b = false;
    double number = 0;
    bool isInteger = false; ///< the literal had no fraction or exponent and fits int64
    std::int64_t integer = 0;
    std::string str; ///< String value, or the raw text of a Number
    std::vector<NodeP> items;
    std::vector<std::pair<std::string, NodeP>> members;

    /// Member by key, or nullptr.
    const Node *get(std::string_view key) const;
    bool isNull() const { return kind == Kind::Null; }
};

/// Parses a JSON text; a failure with a positioned message when it is no JSON.
Result<NodeP> parse(std::string_view text);
/// Serializes compactly.
std::string write(const Node &n);
/// Quotes a string as a JSON string literal.
std::string quote(std::string_view s);

} // namespace cel::json
