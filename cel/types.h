#pragma once

#include "cel/estimate.h"
#include "cel/value.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

/// Static CEL types used by the checker, and function declarations with their
/// runtime implementations and cost functions.
namespace cel {

struct Type;
using TypeP = std::shared_ptr<const Type>;

enum class TypeKind : std::uint8_t {
    Dyn,
    Error,
    Null,
    Bool,
    Int,
    Uint,
    Double,
    String,
    Bytes,
    Duration,
    Timestamp,
    List,
    Map,
    TypeOf,
    Optional,
    Opaque,
    Object,
    Param
};

struct ObjectField {
    TypeP type;
};

/// A declared object type (CRD schemas become these).
struct ObjectDecl {
    std::string name;
    std::map<std::string, ObjectField> fields;
    /// Any field name is allowed and typed dyn (Kubernetes' Object apply
    /// configuration types, which have no schema).
    bool openFields = false;
};

struct Type {
    TypeKind kind = TypeKind::Dyn;
    std::string name;          ///< Opaque, Object, Param
    std::vector<TypeP> params; ///< List elem; Map key, value; TypeOf; Optional; Opaque params
    std::shared_ptr<const ObjectDecl> object;
    /// Maximum size (length, items, properties) known from a schema, for cost estimates.
    std::optional<std::uint64_t> maxSize;

    /// cel-go's String() form: "int", "list(int)", "map(string, int)", ...
    std::string toString() const;
    /// The name cel-go's checker messages give the type: as toString, but
    /// duration, timestamp and null for google.protobuf.Duration,
    /// google.protobuf.Timestamp and null_type, at any depth.
    std::string checkerString() const;
};

namespace types {
TypeP dyn();
TypeP error();
TypeP null();
TypeP boolean();
TypeP int64();
TypeP uint64();
TypeP dbl();
TypeP string();
TypeP bytes();
TypeP duration();
TypeP timestamp();
TypeP list(TypeP elem);
TypeP map(TypeP key, TypeP value);
TypeP typeOf(TypeP t);
TypeP optional(TypeP t);
TypeP opaque(std::string name, std::vector<TypeP> params = {});
TypeP param(std::string name);
TypeP object(std::shared_ptr<const ObjectDecl> decl);
/// Same type with a maxSize attached.
TypeP withMaxSize(const TypeP &t, std::optional<std::uint64_t> maxSize);
/// Parses "int", "list(int)", "map(string, dyn)", ... (nullptr when invalid).
TypeP parse(std::string_view text);
} // namespace types

bool typeEquals(const TypeP &a, const TypeP &b);

/// Runtime implementation of one overload: receives the evaluated arguments
/// (receiver first) and returns the result or an error Value.
using OverloadImpl = std::function<Value(const Value *args, std::size_t n)>;
/// Runtime cost of one call given arguments (receiver first) and result.
using RuntimeCostFn = std::function<std::uint64_t(const Value *args, std::size_t n, const Value &result)>;
/// An overload's own static estimate (cel-go's OverloadCostEstimate): the call's
/// cost without its arguments, and the result size; nullopt = not handled.
using EstimateFn = std::function<std::optional<estimate::Call>(
    const estimate::Node *target, const std::vector<estimate::Node> &args, const estimate::SizeFn &size)>;

struct Overload {
    std::string id;
    bool receiver = false;
    std::vector<TypeP> params; ///< receiver first for receiver-style overloads
    TypeP result;
    OverloadImpl impl;
    RuntimeCostFn cost;     ///< cel-go's built-in cost rule for this overload (empty: 1)
    RuntimeCostFn tracker;  ///< an overload cost tracker (takes precedence over everything)
    EstimateFn estimate;    ///< an overload cost estimator (takes precedence over everything)
    bool nonStrict = false; ///< receives error values as arguments
    /// Bound as a variadic function in cel-go (FunctionBinding): the call stops
    /// evaluating its arguments at the first error, even with one or two arguments.
    bool functionBinding = false;
    /// The function's one implementation, bound without a type guard (cel-go's
    /// SingletonUnaryBinding/BinaryBinding with a trait): when the arguments'
    /// elements fit no overload's guard, this implementation still runs on them.
    bool unguarded = false;
};

/// Thrown by a runtime cost tracker where cel-go's tracker panics (a type
/// assertion on an error argument): evaluation ends with "internal error: ...".
struct TrackerPanic {
    std::string message;
};

struct Function {
    std::string name;
    std::vector<Overload> overloads;
};

} // namespace cel
