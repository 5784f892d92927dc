#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace mado {

/// A plain error: a translated, user-facing message.
struct Error {
    QString message;
};

/// Either a value or an error; errors are values, never exceptions.
template <typename T, typename E = Error> class [[nodiscard]] Result final {
public:
    Result(T value)
        : m_v(std::in_place_index<0>, std::move(value)) {}
    Result(E error)
        : m_v(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    /// The value; only valid when ok().
    const T &value() const & { return std::get<0>(m_v); }
    T &value() & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    const T *operator->() const { return &std::get<0>(m_v); }
    const T &operator*() const { return std::get<0>(m_v); }

    /// The error; only valid when !ok().
    const E &error() const { return std::get<1>(m_v); }

private:
    std::variant<T, E> m_v;
};

} // namespace mado
