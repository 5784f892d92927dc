#include "cel/timeutil.h"

#include "cel/text.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace cel::timeutil {

bool inRange(Timestamp t) {
    return t.seconds >= kMinSeconds && t.seconds <= kMaxSeconds;
}

std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d) {
    y -= m <= 2;
    std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    auto yoe = unsigned(y - era * 400);
    unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + std::int64_t(doe) - 719468;
}

Civil toCivil(std::int64_t seconds) {
    std::int64_t days = seconds / 86400;
    std::int64_t rem = seconds % 86400;
    if (rem < 0) {
        rem += 86400;
        --days;
    }
    Civil c{};
    std::int64_t z = days + 719468;
    std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    auto doe = unsigned(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    std::int64_t y = std::int64_t(yoe) + era * 400;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    unsigned d = doy - (153 * mp + 2) / 5 + 1;
    unsigned m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2)
        ++y;
    c.year = y;
    c.month = int(m);
    c.day = int(d);
    c.hour = int(rem / 3600);
    c.minute = int(rem / 60 % 60);
    c.second = int(rem % 60);
    std::int64_t wd = (days + 4) % 7; // 1970-01-01 was a Thursday
    if (wd < 0)
        wd += 7;
    c.dayOfWeek = int(wd);
    c.dayOfYear = int(days - daysFromCivil(y, 1, 1));
    return c;
}

namespace {

bool digits(std::string_view s, std::size_t pos, std::size_t n, int &out) {
    if (pos + n > s.size())
        return false;
    out = 0;
    for (std::size_t i = 0; i < n; ++i) {
        char c = s[pos + i];
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

} // namespace

std::optional<Timestamp> parseRfc3339(std::string_view s) {
    // As Go's time.Parse(time.RFC3339, s), whose general parser (where its
    // strict fast path gives up) takes the hour in one or two digits and
    // offsets up to 24 hours and 60 minutes.
    int y, mo, d, h, mi, se;
    if (!digits(s, 0, 4, y) || s.size() < 11 || s[4] != '-' || !digits(s, 5, 2, mo) || s[7] != '-' ||
        !digits(s, 8, 2, d) || s[10] != 'T' || !digits(s, 11, 1, h))
        return std::nullopt;
    std::size_t p = 12;
    if (int second = 0; digits(s, p, 1, second)) {
        h = h * 10 + second;
        ++p;
    }
    if (p + 6 > s.size() || s[p] != ':' || !digits(s, p + 1, 2, mi) || s[p + 3] != ':' ||
        !digits(s, p + 4, 2, se))
        return std::nullopt;
    p += 6;
    std::int64_t nanos = 0;
    if (p < s.size() && (s[p] == '.' || s[p] == ',')) {
        ++p;
        std::size_t st = p;
        int nd = 0;
        while (p < s.size() && s[p] >= '0' && s[p] <= '9') {
            if (nd < 9) {
                nanos = nanos * 10 + (s[p] - '0');
                ++nd;
            }
            ++p;
        }
        if (p == st)
            return std::nullopt;
        while (nd < 9) {
            nanos *= 10;
            ++nd;
        }
    }
    std::int64_t offset = 0;
    if (p < s.size() && s[p] == 'Z') {
        ++p;
    } else if (p < s.size() && (s[p] == '+' || s[p] == '-')) {
        int oh, om;
        if (!digits(s, p + 1, 2, oh) || p + 3 >= s.size() || s[p + 3] != ':' || !digits(s, p + 4, 2, om))
            return std::nullopt;
        if (oh > 24 || om > 60)
            return std::nullopt;
        offset = (oh * 3600 + om * 60) * (s[p] == '-' ? -1 : 1);
        p += 6;
    } else {
        return std::nullopt;
    }
    if (p != s.size())
        return std::nullopt;
    static const int mdays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] || h > 23 || mi > 59 || se > 59)
        return std::nullopt;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (mo == 2 && d == 29 && !leap)
        return std::nullopt;
    Timestamp t;
    t.seconds = daysFromCivil(y, unsigned(mo), unsigned(d)) * 86400 + h * 3600 + mi * 60 + se - offset;
    t.nanos = std::int32_t(nanos);
    t.offset = std::int32_t(offset);
    return t;
}

std::optional<Duration> parseDuration(std::string_view s) {
    std::string_view orig = s;
    (void)orig;
    bool neg = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        neg = s[0] == '-';
        s.remove_prefix(1);
    }
    if (s == "0")
        return Duration{0};
    if (s.empty())
        return std::nullopt;
    Uint128 total = 0;
    const Uint128 limit = (Uint128)1 << 63;
    while (!s.empty()) {
        if (!(s[0] == '.' || (s[0] >= '0' && s[0] <= '9')))
            return std::nullopt;
        Uint128 v = 0;
        std::size_t i = 0;
        bool pre = false, post = false;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
            v = v * 10 + unsigned(s[i] - '0');
            if (v > limit)
                return std::nullopt;
            ++i;
            pre = true;
        }
        Uint128 f = 0;
        Uint128 scale = 1;
        if (i < s.size() && s[i] == '.') {
            ++i;
            while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
                if (scale < (Uint128)1000000000000000000ull) {
                    f = f * 10 + unsigned(s[i] - '0');
                    scale *= 10;
                }
                ++i;
                post = true;
            }
        }
        if (!pre && !post)
            return std::nullopt;
        std::size_t us = i;
        while (i < s.size() && s[i] != '.' && !(s[i] >= '0' && s[i] <= '9'))
            ++i;
        std::string_view unit = s.substr(us, i - us);
        std::uint64_t mult;
        if (unit == "ns")
            mult = 1;
        else if (unit == "us" || unit == "\xC2\xB5s" || unit == "\xCE\xBCs")
            mult = 1000;
        else if (unit == "ms")
            mult = 1000000;
        else if (unit == "s")
            mult = 1000000000ull;
        else if (unit == "m")
            mult = 60000000000ull;
        else if (unit == "h")
            mult = 3600000000000ull;
        else
            return std::nullopt;
        if (v > limit / mult)
            return std::nullopt;
        v *= mult;
        if (f > 0)
            v += (Uint128)((long double)f * (long double)mult / (long double)scale);
        total += v;
        if (total > limit)
            return std::nullopt;
        s.remove_prefix(i);
    }
    if (!neg && total == limit)
        return std::nullopt;
    std::int64_t r = total == limit ? INT64_MIN : std::int64_t(total);
    return Duration{neg ? (r == INT64_MIN ? r : -r) : r};
}

namespace {

struct Zone {
    std::vector<std::int64_t> transitions;
    std::vector<std::uint8_t> idx;
    std::vector<std::int32_t> offsets;
    std::int32_t defaultOffset = 0;
};

std::int64_t be(const unsigned char *p, int n) {
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i)
        v = (v << 8) | p[i];
    if (n == 4)
        return std::int32_t(std::uint32_t(v));
    return std::int64_t(v);
}

/// Reads one TZif file; only a regular file (a directory or a device is no zone).
std::optional<Zone> loadZoneFile(const std::string &path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return std::nullopt;
    std::ifstream f(path, std::ios::binary);
    if (!f)
        return std::nullopt;
    std::vector<unsigned char> d;
    char chunk[4096];
    while (f.read(chunk, sizeof chunk) || f.gcount() > 0) {
        d.insert(d.end(), chunk, chunk + f.gcount());
        if (d.size() > (1u << 20)) // zoneinfo files are a few kilobytes
            return std::nullopt;
    }
    if (d.size() < 44 || d[0] != 'T' || d[1] != 'Z' || d[2] != 'i' || d[3] != 'f')
        return std::nullopt;
    auto parse = [&](std::size_t base, int tsize, std::size_t &end) -> std::optional<Zone> {
        if (base + 44 > d.size())
            return std::nullopt;
        const unsigned char *h = d.data() + base + 20;
        auto isutc = std::size_t(be(h, 4)), isstd = std::size_t(be(h + 4, 4)),
             leap = std::size_t(be(h + 8, 4)), timecnt = std::size_t(be(h + 12, 4)),
             typecnt = std::size_t(be(h + 16, 4)), charcnt = std::size_t(be(h + 20, 4));
        std::size_t p = base + 44;
        std::size_t need = timecnt * std::size_t(tsize) + timecnt + typecnt * 6 + charcnt +
                           leap * std::size_t(tsize + 4) + isstd + isutc;
        if (p + need > d.size())
            return std::nullopt;
        Zone z;
        for (std::size_t i = 0; i < timecnt; ++i)
            z.transitions.push_back(be(d.data() + p + i * std::size_t(tsize), tsize));
        p += timecnt * std::size_t(tsize);
        for (std::size_t i = 0; i < timecnt; ++i)
            z.idx.push_back(d[p + i]);
        p += timecnt;
        for (std::size_t i = 0; i < typecnt; ++i)
            z.offsets.push_back(std::int32_t(be(d.data() + p + i * 6, 4)));
        p += typecnt * 6;
        end = p + charcnt + leap * std::size_t(tsize + 4) + isstd + isutc;
        if (!z.offsets.empty())
            z.defaultOffset = z.offsets[0];
        return z;
    };
    std::size_t end = 0;
    auto v1 = parse(0, 4, end);
    if (!v1)
        return std::nullopt;
    if (d[4] >= '2') {
        std::size_t end2 = 0;
        if (auto v2 = parse(end, 8, end2))
            return v2;
    }
    return v1;
}

/// A zone by name, as Go's LoadLocation finds it: a relative name in the
/// zoneinfo tree, or "Local", the process's zone as Go sets it from TZ
/// (unset: /etc/localtime; empty, "UTC" or a zone not found: UTC).
std::optional<Zone> loadZone(const std::string &name) {
    if (name != "Local")
        return loadZoneFile("/usr/share/zoneinfo/" + name);
    const char *tz = std::getenv("TZ");
    std::optional<Zone> local;
    if (!tz) {
        local = loadZoneFile("/etc/localtime");
    } else {
        std::string t = tz;
        if (!t.empty() && t[0] == ':')
            t.erase(0, 1);
        if (!t.empty() && t[0] == '/')
            local = loadZoneFile(t);
        else if (!t.empty() && t != "UTC" && t.find("..") == std::string::npos)
            local = loadZoneFile("/usr/share/zoneinfo/" + t);
    }
    return local ? local : Zone{};
}

} // namespace

namespace {

// Go's strconv.Atoi on a 64-bit machine: an optional sign and decimal
// digits, nothing else; an error names the text, as Go's does.
std::optional<std::int64_t> goAtoi(std::string_view s, std::string &error) {
    auto fail = [&](const char *why) {
        error = "strconv.Atoi: parsing " + quote(s, QuoteStyle::Go) + ": " + why;
        return std::nullopt;
    };
    std::string_view d = s;
    bool neg = false;
    if (!d.empty() && (d[0] == '+' || d[0] == '-')) {
        neg = d[0] == '-';
        d.remove_prefix(1);
    }
    if (d.empty())
        return fail("invalid syntax");
    std::uint64_t n = 0;
    for (char c : d) {
        if (c < '0' || c > '9')
            return fail("invalid syntax");
        // Go's ParseUint reports the first overflow before looking further.
        if (n > (UINT64_MAX - std::uint64_t(c - '0')) / 10)
            return fail("value out of range");
        n = n * 10 + std::uint64_t(c - '0');
    }
    const std::uint64_t limit = neg ? std::uint64_t(1) << 63 : (std::uint64_t(1) << 63) - 1;
    if (n > limit)
        return fail("value out of range");
    return neg ? std::int64_t(0 - n) : std::int64_t(n);
}

} // namespace

std::optional<std::int64_t> zoneOffset(std::string_view zoneIn, std::int64_t utc, std::string *error) {
    std::string zone(zoneIn);
    std::string why;
    auto fail = [&](std::string message) -> std::optional<std::int64_t> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    // As cel-go's stdlib inTimeZone: any colon makes the text an offset,
    // hours and minutes each read by strconv.Atoi, with no range checked.
    if (auto colon = zone.find(':'); colon != std::string::npos) {
        auto hr = goAtoi(std::string_view(zone).substr(0, colon), why);
        if (!hr)
            return fail(why);
        auto min = goAtoi(std::string_view(zone).substr(colon + 1), why);
        if (!min)
            return fail(why);
        // Go's int arithmetic wraps; so do the minutes' nanoseconds in
        // time.Duration, whose Seconds() is a float64 that int() truncates.
        std::uint64_t offset = std::uint64_t(*hr) * 60u;
        offset = zone[0] == '-' ? offset - std::uint64_t(*min) : offset + std::uint64_t(*min);
        const auto nanos = std::int64_t(offset * 60'000'000'000u);
        const std::int64_t sec = nanos / 1'000'000'000, nsec = nanos % 1'000'000'000;
        return std::int64_t(double(sec) + double(nsec) / 1e9);
    }
    if (zone.empty() || zone == "UTC")
        return 0;
    if (zone[0] == '/' || zone[0] == '\\' || zone.find("..") != std::string::npos)
        return fail("time: invalid location name");
    static std::mutex mu;
    static std::map<std::string, std::optional<Zone>> cache;
    std::lock_guard<std::mutex> lock(mu);
    auto it = cache.find(zone);
    std::optional<Zone> uncached;
    if (it == cache.end()) {
        // Expressions choose the names: keep the cache bounded.
        if (cache.size() < 512) {
            it = cache.emplace(zone, loadZone(zone)).first;
        } else {
            uncached = loadZone(zone);
        }
    }
    const std::optional<Zone> &found = it != cache.end() ? it->second : uncached;
    if (!found) {
        // Go reads the file and reports the system's error: a directory of
        // the zoneinfo tree ("America") is no zone.
        std::error_code ec;
        if (zone != "Local" && std::filesystem::is_directory("/usr/share/zoneinfo/" + zone, ec))
            return fail("is a directory");
        return fail("unknown time zone " + zone);
    }
    const Zone &z = *found;
    if (z.transitions.empty() || utc < z.transitions.front())
        return z.defaultOffset;
    std::size_t lo = 0, hi = z.transitions.size();
    while (hi - lo > 1) {
        std::size_t mid = (lo + hi) / 2;
        if (z.transitions[mid] <= utc)
            lo = mid;
        else
            hi = mid;
    }
    std::uint8_t i = z.idx[lo];
    return i < z.offsets.size() ? z.offsets[i] : z.defaultOffset;
}

} // namespace cel::timeutil
