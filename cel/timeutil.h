#pragma once

#include "cel/value.h"

#include <optional>
#include <string>
#include <string_view>

/// Time helpers with Go's semantics: RFC 3339 timestamps, Go duration strings,
/// IANA time zones read from the system's zoneinfo files.
namespace cel::timeutil {

inline constexpr std::int64_t kMinSeconds = -62135596800; // 0001-01-01T00:00:00Z
inline constexpr std::int64_t kMaxSeconds = 253402300799; // 9999-12-31T23:59:59Z

bool inRange(Timestamp t);
/// Parses RFC 3339 (time.RFC3339 layout, fractional seconds allowed).
std::optional<Timestamp> parseRfc3339(std::string_view s);
/// Parses Go's time.ParseDuration syntax ("1h2m3.5s", "-1.5ms", "0").
std::optional<Duration> parseDuration(std::string_view s);
/// UTC offset in seconds of a zone ("UTC", "America/New_York", "Local", "+05:30",
/// "-08:00") at the given instant, as cel-go's stdlib reads it; nullopt when
/// the zone is unknown or the offset unreadable, with Go's message in *error.
std::optional<std::int64_t> zoneOffset(std::string_view zone, std::int64_t utcSeconds,
                                       std::string *error = nullptr);

struct Civil {
    std::int64_t year;
    int month; ///< 1..12
    int day;   ///< 1..31
    int hour, minute, second;
    int dayOfWeek; ///< 0 = Sunday
    int dayOfYear; ///< 0-based
};
Civil toCivil(std::int64_t seconds);
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d);

} // namespace cel::timeutil
