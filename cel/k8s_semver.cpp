// Kubernetes semver library (blang/semver/v4 parsing and ordering).
#include "cel/library.h"
#include "cel/runtime.h"

namespace cel::lib {

namespace {

struct PreRelease {
    bool isNum = false;
    std::uint64_t num = 0;
    std::string str;
};

struct Version {
    std::uint64_t major = 0, minor = 0, patch = 0;
    std::vector<PreRelease> pre;
    std::vector<std::string> build;
};

const std::string kNumbers = "0123456789";
const std::string kAlphanum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-0123456789";

bool containsOnly(const std::string &s, const std::string &set) {
    return s.find_first_not_of(set) == std::string::npos;
}
bool leadingZeroes(const std::string &s) {
    return s.size() > 1 && s[0] == '0';
}

std::optional<std::uint64_t> parseUint(const std::string &s, std::string &err) {
    if (s.empty() || s.size() > 20) {
        err = "strconv.ParseUint: parsing \"" + s + "\": invalid syntax";
        return std::nullopt;
    }
    std::uint64_t v = 0;
    for (char c : s)
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, std::uint64_t(c - '0'), &v)) {
            err = "strconv.ParseUint: parsing \"" + s + "\": value out of range";
            return std::nullopt;
        }
    return v;
}

std::vector<std::string> splitN(const std::string &s, char sep, std::size_t n) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (out.size() + 1 < n) {
        auto f = s.find(sep, pos);
        if (f == std::string::npos)
            break;
        out.push_back(s.substr(pos, f - pos));
        pos = f + 1;
    }
    out.push_back(s.substr(pos));
    return out;
}

std::optional<Version> parse(const std::string &s, std::string &err) {
    if (s.empty()) {
        err = "Version string empty";
        return std::nullopt;
    }
    auto parts = splitN(s, '.', 3);
    if (parts.size() != 3) {
        err = "No Major.Minor.Patch elements found";
        return std::nullopt;
    }
    Version v;
    const char *names[] = {"major", "Major", "minor", "Minor"};
    for (int i = 0; i < 2; ++i) {
        if (!containsOnly(parts[std::size_t(i)], kNumbers)) {
            err = std::string("Invalid character(s) found in ") + names[2 * i] + " number \"" +
                  parts[std::size_t(i)] + "\"";
            return std::nullopt;
        }
        if (leadingZeroes(parts[std::size_t(i)])) {
            err = std::string(names[2 * i + 1]) + " number must not contain leading zeroes \"" +
                  parts[std::size_t(i)] + "\"";
            return std::nullopt;
        }
        auto n = parseUint(parts[std::size_t(i)], err);
        if (!n)
            return std::nullopt;
        (i == 0 ? v.major : v.minor) = *n;
    }
    std::string patch = parts[2];
    std::vector<std::string> build, pre;
    auto bi = patch.find('+');
    if (bi != std::string::npos) {
        build = splitN(patch.substr(bi + 1), '.', SIZE_MAX);
        patch = patch.substr(0, bi);
    }
    auto pi = patch.find('-');
    if (pi != std::string::npos) {
        pre = splitN(patch.substr(pi + 1), '.', SIZE_MAX);
        patch = patch.substr(0, pi);
    }
    if (!containsOnly(patch, kNumbers)) {
        err = "Invalid character(s) found in patch number \"" + patch + "\"";
        return std::nullopt;
    }
    if (leadingZeroes(patch)) {
        err = "Patch number must not contain leading zeroes \"" + patch + "\"";
        return std::nullopt;
    }
    auto pn = parseUint(patch, err);
    if (!pn)
        return std::nullopt;
    v.patch = *pn;
    for (const auto &p : pre) {
        if (p.empty()) {
            err = "Prerelease is empty";
            return std::nullopt;
        }
        PreRelease r;
        if (containsOnly(p, kNumbers)) {
            if (leadingZeroes(p)) {
                err = "Numeric PreRelease version must not contain leading zeroes \"" + p + "\"";
                return std::nullopt;
            }
            auto n = parseUint(p, err);
            if (!n)
                return std::nullopt;
            r.isNum = true;
            r.num = *n;
        } else if (containsOnly(p, kAlphanum)) {
            r.str = p;
        } else {
            err = "Invalid character(s) found in prerelease \"" + p + "\"";
            return std::nullopt;
        }
        v.pre.push_back(r);
    }
    for (const auto &b : build) {
        if (b.empty()) {
            err = "Build meta data is empty";
            return std::nullopt;
        }
        if (!containsOnly(b, kAlphanum)) {
            err = "Invalid character(s) found in build meta data \"" + b + "\"";
            return std::nullopt;
        }
        v.build.push_back(b);
    }
    return v;
}

std::optional<Version> normalizeAndParse(std::string s, std::string &err) {
    if (!s.empty() && s[0] == 'v')
        s = s.substr(1);
    auto parts = splitN(s, '.', 3);
    for (auto &p : parts) {
        if (p.size() > 1) {
            std::size_t k = p.find_first_not_of('0');
            std::string t = k == std::string::npos ? std::string() : p.substr(k);
            if (t.empty() || !(t[0] >= '0' && t[0] <= '9'))
                t = "0" + t;
            p = t;
        }
    }
    if (parts.size() < 3) {
        if (parts.back().find_first_of("+-") != std::string::npos) {
            err = "short version cannot contain PreRelease/Build meta data";
            return std::nullopt;
        }
        while (parts.size() < 3)
            parts.push_back("0");
    }
    return parse(parts[0] + "." + parts[1] + "." + parts[2], err);
}

int compareVersions(const Version &a, const Version &b) {
    if (a.major != b.major)
        return a.major > b.major ? 1 : -1;
    if (a.minor != b.minor)
        return a.minor > b.minor ? 1 : -1;
    if (a.patch != b.patch)
        return a.patch > b.patch ? 1 : -1;
    if (a.pre.empty() && b.pre.empty())
        return 0;
    if (a.pre.empty())
        return 1;
    if (b.pre.empty())
        return -1;
    std::size_t i = 0;
    for (; i < a.pre.size() && i < b.pre.size(); ++i) {
        const auto &x = a.pre[i], &y = b.pre[i];
        int c;
        if (x.isNum && !y.isNum)
            c = -1;
        else if (!x.isNum && y.isNum)
            c = 1;
        else if (x.isNum)
            c = x.num == y.num ? 0 : x.num > y.num ? 1 : -1;
        else
            c = x.str == y.str ? 0 : x.str > y.str ? 1 : -1;
        if (c)
            return c;
    }
    if (i == a.pre.size() && i == b.pre.size())
        return 0;
    return i == a.pre.size() ? -1 : 1;
}

class SemverValue final : public Opaque {
public:
    explicit SemverValue(Version v)
        : version(std::move(v)) {}
    Version version;
    std::string_view typeName() const override { return "kubernetes.Semver"; }
    bool equals(const Opaque &o) const override {
        auto *s = dynamic_cast<const SemverValue *>(&o);
        return s && compareVersions(version, s->version) == 0;
    }
    std::optional<int> compare(const Opaque &o) const override {
        auto *s = dynamic_cast<const SemverValue *>(&o);
        if (!s)
            return std::nullopt;
        return compareVersions(version, s->version);
    }
    std::string repr() const override {
        std::string out = std::to_string(version.major) + "." + std::to_string(version.minor) + "." +
                          std::to_string(version.patch);
        for (std::size_t i = 0; i < version.pre.size(); ++i)
            out += (i ? "." : "-") +
                   (version.pre[i].isNum ? std::to_string(version.pre[i].num) : version.pre[i].str);
        for (std::size_t i = 0; i < version.build.size(); ++i)
            out += (i ? "." : "+") + version.build[i];
        return out;
    }
};

const Version &semverOf(const Value &v) {
    return dynamic_cast<const SemverValue &>(v.asOpaque()).version;
}

Value toSemver(const std::string &s, bool normalize) {
    std::string err;
    auto v = normalize ? normalizeAndParse(s, err) : parse(s, err);
    if (!v)
        return Value::error(err);
    return Value::opaque(std::make_shared<SemverValue>(*v));
}

} // namespace

void addKubernetesSemver(Env &env, int version) {
    Builder b(env);
    const TypeP SV = types::opaque("kubernetes.Semver"), S = types::string(), B = types::boolean(),
                I = types::int64();
    b.global("semver", "string_to_semver", {S}, SV,
             [](const Value *a, std::size_t) { return toSemver(a[0].asString(), false); });
    b.global("isSemver", "is_semver_string", {S}, B,
             [](const Value *a, std::size_t) { return Value(!toSemver(a[0].asString(), false).isError()); });
    if (version >= 1) {
        b.global("semver", "string_bool_to_semver", {S, B}, SV,
                 [](const Value *a, std::size_t) { return toSemver(a[0].asString(), a[1].asBool()); });
        b.global("isSemver", "is_semver_string_bool", {S, B}, B, [](const Value *a, std::size_t) {
            return Value(!toSemver(a[0].asString(), a[1].asBool()).isError());
        });
    }
    b.member("isGreaterThan", "semver_is_greater_than", {SV, SV}, B, [](const Value *a, std::size_t) {
        return Value(compareVersions(semverOf(a[0]), semverOf(a[1])) == 1);
    });
    b.member("isLessThan", "semver_is_less_than", {SV, SV}, B, [](const Value *a, std::size_t) {
        return Value(compareVersions(semverOf(a[0]), semverOf(a[1])) == -1);
    });
    b.member("compareTo", "semver_compare_to", {SV, SV}, I, [](const Value *a, std::size_t) {
        return Value(std::int64_t(compareVersions(semverOf(a[0]), semverOf(a[1]))));
    });
    b.member("major", "semver_major", {SV}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(semverOf(a[0]).major)); });
    b.member("minor", "semver_minor", {SV}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(semverOf(a[0]).minor)); });
    b.member("patch", "semver_patch", {SV}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(semverOf(a[0]).patch)); });
    env.addTypeName("kubernetes.Semver", SV);
}

} // namespace cel::lib
