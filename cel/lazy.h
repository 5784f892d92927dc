#pragma once

#include "cel/value.h"

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

/// Values computed on first use, for Kubernetes' lazily evaluated
/// `variables` (k8s.io/apiserver/pkg/cel/lazy MapValue): selecting or testing
/// a field runs its callback once and keeps the result (values and errors).
namespace cel {

class LazyObject final : public Opaque {
public:
    /// Computes the value of a field (called at most once per field).
    using Resolver = std::function<Value(const std::string &name)>;

    /// An object of CEL type `typeName` with the given fields, in order.
    LazyObject(std::string typeName, std::vector<std::string> fields, Resolver resolver);

    std::string_view typeName() const override { return m_typeName; }
    /// Only the same object is equal (a pointer comparison, as lazy.MapValue).
    bool equals(const Opaque &other) const override { return &other == this; }
    /// The type name and the field names; never resolves a field.
    std::string repr() const override;

    /// Whether the object declares the field.
    bool declares(const std::string &name) const;
    /// The field's value, resolved on first use; "no such key" when undeclared.
    Value field(const std::string &name) const;
    /// has(): an error when the field's value is one (lazy.MapValue.Contains
    /// resolves it), else whether the field is declared.
    Value has(const std::string &name) const;
    const std::vector<std::string> &fields() const { return m_fields; }

    /// The lazy object behind a value, or nullptr.
    static const LazyObject *of(const Value &v);

private:
    std::string m_typeName;
    std::vector<std::string> m_fields;
    Resolver m_resolver;
    mutable std::recursive_mutex m_mutex;
    mutable std::unordered_map<std::string, Value> m_values;
};

} // namespace cel
