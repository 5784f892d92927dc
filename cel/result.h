#pragma once

#include <string>
#include <utility>
#include <variant>

/// Errors as values for the engine's fallible helpers. The engine depends on
/// nothing of Mado, so this is its own small counterpart of mado::Result.
namespace cel {

/// A failure, described by a message (cel-go's wording where it has one).
struct Failure {
    std::string message;
};

/// Either a value or a Failure; the engine never throws.
template <typename T> class [[nodiscard]] Result final {
public:
    Result(T value)
        : m_v(std::in_place_index<0>, std::move(value)) {}
    Result(Failure failure)
        : m_v(std::in_place_index<1>, std::move(failure)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    /// The value; only valid when ok().
    const T &value() const & { return std::get<0>(m_v); }
    T &value() & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    const T *operator->() const { return &std::get<0>(m_v); }
    const T &operator*() const { return std::get<0>(m_v); }

    /// The value, or fallback on failure.
    T valueOr(T fallback) && { return ok() ? std::get<0>(std::move(m_v)) : std::move(fallback); }

    /// The failure's message; only valid when !ok().
    const std::string &error() const { return std::get<1>(m_v).message; }

private:
    std::variant<T, Failure> m_v;
};

} // namespace cel
