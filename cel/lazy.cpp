#include "cel/lazy.h"

#include <algorithm>

namespace cel {

LazyObject::LazyObject(std::string typeName, std::vector<std::string> fields, Resolver resolver)
    : m_typeName(std::move(typeName))
    , m_fields(std::move(fields))
    , m_resolver(std::move(resolver)) {}

std::string LazyObject::repr() const {
    std::string s = m_typeName + "{";
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        s += (i ? ", " : "") + m_fields[i];
    return s + "}";
}

bool LazyObject::declares(const std::string &name) const {
    return std::find(m_fields.begin(), m_fields.end(), name) != m_fields.end();
}

Value LazyObject::field(const std::string &name) const {
    if (!declares(name))
        return Value::error("no such key: " + name);
    // Recursive: resolving one field may select another (a variable that uses
    // an earlier one); a field is never its own dependency (the checker only
    // sees earlier fields).
    std::lock_guard lock(m_mutex);
    if (auto it = m_values.find(name); it != m_values.end())
        return it->second;
    Value v = m_resolver ? m_resolver(name) : Value::error("no such key: " + name);
    m_values.emplace(name, v);
    return v;
}

Value LazyObject::has(const std::string &name) const {
    if (!declares(name))
        return Value(false);
    Value v = field(name);
    if (v.isError())
        return v;
    return Value(true);
}

const LazyObject *LazyObject::of(const Value &v) {
    if (v.kind() != Value::Kind::Opaque)
        return nullptr;
    return dynamic_cast<const LazyObject *>(&v.asOpaque());
}

} // namespace cel
