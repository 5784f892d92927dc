// Kubernetes IP and CIDR libraries with Go's net/netip parsing and printing.
#include "cel/library.h"
#include "cel/runtime.h"

#include <array>

namespace cel::lib {

namespace {

struct Addr {
    std::array<std::uint8_t, 16> b{};
    bool is4 = false;
    bool operator==(const Addr &o) const { return is4 == o.is4 && b == o.b; }
    int bitLen() const { return is4 ? 32 : 128; }
    std::uint8_t byte(int i) const { return is4 ? b[std::size_t(12 + i)] : b[std::size_t(i)]; }
    bool is4in6() const {
        if (is4)
            return false;
        for (int i = 0; i < 10; ++i)
            if (b[std::size_t(i)])
                return false;
        return b[10] == 0xff && b[11] == 0xff;
    }
};

// netip.ParseAddr; error text as Go's (without the surrounding quotes).
std::optional<Addr> parseAddr(const std::string &s, std::string &err, bool &hasZone) {
    hasZone = false;
    Addr a;
    if (s.empty()) {
        err = "ParseAddr(\"\"): unable to parse IP";
        return std::nullopt;
    }
    bool v4 = s.find(':') == std::string::npos;
    if (v4) {
        a.is4 = true;
        int field = 0, val = 0, digits = 0;
        for (std::size_t i = 0; i <= s.size(); ++i) {
            if (i == s.size() || s[i] == '.') {
                if (digits == 0) {
                    err = "ParseAddr(\"" + s + "\"): IPv4 field must have at least one digit";
                    return std::nullopt;
                }
                if (field >= 4) {
                    err = "ParseAddr(\"" + s + "\"): IPv4 address too long";
                    return std::nullopt;
                }
                a.b[std::size_t(12 + field)] = std::uint8_t(val);
                ++field;
                val = 0;
                digits = 0;
                continue;
            }
            char c = s[i];
            if (c < '0' || c > '9') {
                err = "ParseAddr(\"" + s + "\"): unexpected character";
                return std::nullopt;
            }
            if (digits == 1 && val == 0) {
                err = "ParseAddr(\"" + s + "\"): IPv4 field has octet with leading zero";
                return std::nullopt;
            }
            val = val * 10 + (c - '0');
            ++digits;
            if (val > 255) {
                err = "ParseAddr(\"" + s + "\"): IPv4 field has value >255";
                return std::nullopt;
            }
        }
        if (field != 4) {
            err = "ParseAddr(\"" + s + "\"): IPv4 address too short";
            return std::nullopt;
        }
        return a;
    }
    std::string_view str = s;
    auto pct = str.find('%');
    if (pct != std::string::npos) {
        if (pct + 1 >= str.size()) {
            err = "ParseAddr(\"" + s + "\"): zone must be a non-empty string";
            return std::nullopt;
        }
        hasZone = true;
        str = str.substr(0, pct);
    }
    int groups[10]; // at most 9 fields are read before "too many fields"
    std::size_t ng = 0;
    int ellipsis = -1;
    std::size_t i = 0;
    if (str.size() >= 2 && str[0] == ':' && str[1] == ':') {
        ellipsis = 0;
        i = 2;
        if (i == str.size())
            return a;
    }
    while (i < str.size()) {
        std::size_t st = i;
        int val = 0;
        while (i < str.size() && std::isxdigit(static_cast<unsigned char>(str[i])) && i - st < 4) {
            char c = str[i];
            val = val * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
            ++i;
        }
        if (i == st) {
            err = "ParseAddr(\"" + s + "\"): each colon-separated field must have at least one digit";
            return std::nullopt;
        }
        if (i < str.size() && std::isxdigit(static_cast<unsigned char>(str[i]))) {
            err = "ParseAddr(\"" + s + "\"): IPv6 field has value >=2^16";
            return std::nullopt;
        }
        if (i < str.size() && str[i] == '.') {
            // embedded IPv4
            if (ng > 6 || (ellipsis < 0 && ng != 6)) {
                err = "ParseAddr(\"" + s + "\"): not enough room for IPv4-mapped suffix";
                return std::nullopt;
            }
            std::string e4;
            bool z;
            auto v4a = parseAddr(std::string(str.substr(st)), e4, z);
            if (!v4a) {
                err = "ParseAddr(\"" + s + "\"): " + e4;
                return std::nullopt;
            }
            groups[ng++] = v4a->b[12] << 8 | v4a->b[13];
            groups[ng++] = v4a->b[14] << 8 | v4a->b[15];
            i = str.size();
            break;
        }
        groups[ng++] = val;
        if (i == str.size())
            break;
        if (str[i] != ':') {
            err = "ParseAddr(\"" + s + "\"): unexpected character, want colon";
            return std::nullopt;
        }
        ++i;
        if (i < str.size() && str[i] == ':') {
            if (ellipsis >= 0) {
                err = "ParseAddr(\"" + s + "\"): multiple :: in address";
                return std::nullopt;
            }
            ellipsis = int(ng);
            ++i;
            if (i == str.size())
                break;
        } else if (i == str.size()) {
            err = "ParseAddr(\"" + s + "\"): colon must be followed by more characters";
            return std::nullopt;
        }
        if (ng > 8) {
            err = "ParseAddr(\"" + s + "\"): too many fields";
            return std::nullopt;
        }
    }
    if (ng > 8 || (ellipsis < 0 && ng != 8) || (ellipsis >= 0 && ng == 8)) {
        err = "ParseAddr(\"" + s + "\"): " +
              (ellipsis < 0 && ng < 8 ? std::string("address string too short")
                                      : std::string("the :: must expand to at least one field of zeros"));
        return std::nullopt;
    }
    // The fields after the ellipsis go to the end; the zeros between are a's own.
    const std::size_t tail = ellipsis >= 0 ? ng - std::size_t(ellipsis) : 0;
    for (std::size_t k = 0; k < ng; ++k) {
        std::size_t at = k < ng - tail ? k : 8 - (ng - k);
        a.b[2 * at] = std::uint8_t(groups[k] >> 8);
        a.b[2 * at + 1] = std::uint8_t(groups[k] & 0xff);
    }
    return a;
}

std::string addrString(const Addr &a) {
    std::string out;
    if (a.is4) {
        for (int k = 12; k < 16; ++k) {
            if (k > 12)
                out += '.';
            out += std::to_string(a.b[std::size_t(k)]);
        }
        return out;
    }
    int g[8];
    for (int k = 0; k < 8; ++k)
        g[k] = a.b[std::size_t(2 * k)] << 8 | a.b[std::size_t(2 * k + 1)];
    int bestStart = -1, bestLen = 0;
    for (int k = 0; k < 8;) {
        if (g[k] != 0) {
            ++k;
            continue;
        }
        int st = k;
        while (k < 8 && g[k] == 0)
            ++k;
        if (k - st > bestLen && k - st >= 2) {
            bestStart = st;
            bestLen = k - st;
        }
    }
    for (int k = 0; k < 8; ++k) {
        if (k == bestStart) {
            out += "::";
            k += bestLen - 1;
            continue;
        }
        if (!out.empty() && out.back() != ':')
            out += ':';
        static const char hex[] = "0123456789abcdef";
        bool digits = false;
        for (int shift = 12; shift >= 0; shift -= 4) {
            int d = (g[k] >> shift) & 0xf;
            if (d || digits || shift == 0) {
                out += hex[d];
                digits = true;
            }
        }
    }
    return out;
}

class IpValue final : public Opaque {
public:
    explicit IpValue(Addr a)
        : addr(a) {}
    Addr addr;
    std::string_view typeName() const override { return "net.IP"; }
    bool equals(const Opaque &o) const override {
        auto *x = dynamic_cast<const IpValue *>(&o);
        return x && x->addr == addr;
    }
    std::string repr() const override { return addrString(addr); }
    std::optional<std::uint64_t> costSize() const override { return std::uint64_t((addr.bitLen() + 7) / 8); }
};

class CidrValue final : public Opaque {
public:
    CidrValue(Addr a, int b)
        : addr(a)
        , bits(b) {}
    Addr addr;
    int bits;
    std::string_view typeName() const override { return "net.CIDR"; }
    bool equals(const Opaque &o) const override {
        auto *x = dynamic_cast<const CidrValue *>(&o);
        return x && x->addr == addr && x->bits == bits;
    }
    std::string repr() const override { return addrString(addr) + "/" + std::to_string(bits); }
    std::optional<std::uint64_t> costSize() const override { return std::uint64_t((bits + 7) / 8); }
    Addr masked() const {
        Addr m = addr;
        int off = addr.is4 ? 12 : 0;
        for (int i = 0; i < addr.bitLen(); ++i) {
            if (i < bits)
                continue;
            std::size_t byte = std::size_t(off + i / 8);
            m.b[byte] = std::uint8_t(m.b[byte] & ~(0x80 >> (i % 8)));
        }
        return m;
    }
    bool contains(const Addr &ip) const {
        if (ip.is4 != addr.is4)
            return false;
        int off = addr.is4 ? 12 : 0;
        for (int i = 0; i < bits; ++i) {
            std::size_t byte = std::size_t(off + i / 8);
            int mask = 0x80 >> (i % 8);
            if ((ip.b[byte] & mask) != (addr.b[byte] & mask))
                return false;
        }
        return true;
    }
};

Value parseIpValue(const std::string &s) {
    std::string err;
    bool zone = false;
    auto a = parseAddr(s, err, zone);
    if (!a)
        return Value::error("IP Address \"" + s + "\" parse error during conversion from string: " + err);
    if (zone)
        return Value::error("IP address \"" + s + "\" with zone value is not allowed");
    if (a->is4in6())
        return Value::error("IPv4-mapped IPv6 address \"" + s + "\" is not allowed");
    return Value::opaque(std::make_shared<IpValue>(*a));
}

Value parseCidrValue(const std::string &s) {
    auto fail = [&](const std::string &why) {
        return Value::error(
            "network address parse error during conversion from string: network address parse "
            "error during conversion from string: " +
            why);
    };
    auto slash = s.rfind('/');
    if (slash == std::string::npos)
        return fail("netip.ParsePrefix(\"" + s + "\"): no '/'");
    std::string ip = s.substr(0, slash), bitsStr = s.substr(slash + 1);
    std::string err;
    bool zone = false;
    auto a = parseAddr(ip, err, zone);
    if (!a)
        return fail("netip.ParsePrefix(\"" + s + "\"): " + err);
    if (zone)
        return fail("netip.ParsePrefix(\"" + s + "\"): IPv6 zones cannot be present in a prefix");
    if (bitsStr.empty() || bitsStr.size() > 3 || (bitsStr.size() > 1 && bitsStr[0] == '0'))
        return fail("netip.ParsePrefix(\"" + s + "\"): bad bits after slash: \"" + bitsStr + "\"");
    int bits = 0;
    for (char c : bitsStr) {
        if (c < '0' || c > '9')
            return fail("netip.ParsePrefix(\"" + s + "\"): bad bits after slash: \"" + bitsStr + "\"");
        bits = bits * 10 + (c - '0');
    }
    if (bits > a->bitLen())
        return fail("netip.ParsePrefix(\"" + s + "\"): prefix length out of range");
    if (a->is4in6())
        return Value::error(
            "network address parse error during conversion from string: IPv4-mapped IPv6 address \"" + s +
            "\" is not allowed");
    return Value::opaque(std::make_shared<CidrValue>(*a, bits));
}

const IpValue &ipOf(const Value &v) {
    return dynamic_cast<const IpValue &>(v.asOpaque());
}
const CidrValue &cidrOf(const Value &v) {
    return dynamic_cast<const CidrValue &>(v.asOpaque());
}

bool isLoopback(const Addr &a) {
    if (a.is4)
        return a.b[12] == 127;
    for (int i = 0; i < 15; ++i)
        if (a.b[std::size_t(i)])
            return false;
    return a.b[15] == 1;
}
bool isUnspecified(const Addr &a) {
    int off = a.is4 ? 12 : 0;
    for (int i = off; i < 16; ++i)
        if (a.b[std::size_t(i)])
            return false;
    return true;
}
bool isMulticast(const Addr &a) {
    return a.is4 ? (a.b[12] & 0xf0) == 0xe0 : a.b[0] == 0xff;
}
bool isLinkLocalUnicast(const Addr &a) {
    return a.is4 ? (a.b[12] == 169 && a.b[13] == 254) : (a.b[0] == 0xfe && (a.b[1] & 0xc0) == 0x80);
}
bool isLinkLocalMulticast(const Addr &a) {
    return a.is4 ? (a.b[12] == 224 && a.b[13] == 0 && a.b[14] == 0)
                 : (a.b[0] == 0xff && (a.b[1] & 0x0f) == 0x02);
}

} // namespace

void addKubernetesIp(Env &env) {
    Builder b(env);
    const TypeP IP = types::opaque("net.IP"), S = types::string(), B = types::boolean(), I = types::int64();
    b.global("ip", "string_to_ip", {S}, IP,
             [](const Value *a, std::size_t) { return parseIpValue(a[0].asString()); });
    b.member("family", "ip_family", {IP}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(ipOf(a[0]).addr.is4 ? 4 : 6)); });
    b.global("ip.isCanonical", "ip_is_canonical", {S}, B, [](const Value *a, std::size_t) {
        Value ip = parseIpValue(a[0].asString());
        if (ip.isError())
            return ip;
        return Value(ipOf(ip).repr() == a[0].asString());
    });
    b.member("isUnspecified", "ip_is_unspecified", {IP}, B,
             [](const Value *a, std::size_t) { return Value(isUnspecified(ipOf(a[0]).addr)); });
    b.member("isLoopback", "ip_is_loopback", {IP}, B,
             [](const Value *a, std::size_t) { return Value(isLoopback(ipOf(a[0]).addr)); });
    b.member("isLinkLocalMulticast", "ip_is_link_local_multicast", {IP}, B,
             [](const Value *a, std::size_t) { return Value(isLinkLocalMulticast(ipOf(a[0]).addr)); });
    b.member("isLinkLocalUnicast", "ip_is_link_local_unicast", {IP}, B,
             [](const Value *a, std::size_t) { return Value(isLinkLocalUnicast(ipOf(a[0]).addr)); });
    b.member("isGlobalUnicast", "ip_is_global_unicast", {IP}, B, [](const Value *a, std::size_t) {
        const Addr &x = ipOf(a[0]).addr;
        if (x.is4 && x.b[12] == 255 && x.b[13] == 255 && x.b[14] == 255 && x.b[15] == 255)
            return Value(false);
        return Value(!isUnspecified(x) && !isLoopback(x) && !isMulticast(x) && !isLinkLocalUnicast(x));
    });
    b.global("isIP", "is_ip", {S}, B,
             [](const Value *a, std::size_t) { return Value(!parseIpValue(a[0].asString()).isError()); });
    b.global("string", "ip_to_string", {IP}, S,
             [](const Value *a, std::size_t) { return Value::string(ipOf(a[0]).repr()); });
    env.addTypeName("net.IP", IP);
}

void addKubernetesCidr(Env &env) {
    Builder b(env);
    const TypeP IP = types::opaque("net.IP"), C = types::opaque("net.CIDR"), S = types::string(),
                B = types::boolean(), I = types::int64();
    b.global("cidr", "string_to_cidr", {S}, C,
             [](const Value *a, std::size_t) { return parseCidrValue(a[0].asString()); });
    b.member("containsIP", "cidr_contains_ip_string", {C, S}, B, [](const Value *a, std::size_t) {
        Value ip = parseIpValue(a[1].asString());
        if (ip.isError()) // Kubernetes reports the failed assertion on the CIDR, not the parse error
            return Value::error("no such overload");
        return Value(cidrOf(a[0]).contains(ipOf(ip).addr));
    });
    b.member("containsIP", "cidr_contains_ip_ip", {C, IP}, B,
             [](const Value *a, std::size_t) { return Value(cidrOf(a[0]).contains(ipOf(a[1]).addr)); });
    auto containsCidr = [](const CidrValue &c, const CidrValue &o) {
        // Overlaps && c.bits <= o.bits
        if (c.addr.is4 != o.addr.is4)
            return false;
        int minBits = std::min(c.bits, o.bits);
        CidrValue shorter(c.addr, minBits);
        bool overlaps = shorter.contains(o.addr);
        return overlaps && c.bits <= o.bits;
    };
    b.member("containsCIDR", "cidr_contains_cidr_string", {C, S}, B,
             [containsCidr](const Value *a, std::size_t) {
                 Value o = parseCidrValue(a[1].asString());
                 if (o.isError())
                     return o;
                 return Value(containsCidr(cidrOf(a[0]), cidrOf(o)));
             });
    b.member("containsCIDR", "cidr_contains_cidr", {C, C}, B, [containsCidr](const Value *a, std::size_t) {
        return Value(containsCidr(cidrOf(a[0]), cidrOf(a[1])));
    });
    b.member("ip", "cidr_ip", {C}, IP, [](const Value *a, std::size_t) {
        return Value::opaque(std::make_shared<IpValue>(cidrOf(a[0]).addr));
    });
    b.member("prefixLength", "cidr_prefix_length", {C}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(cidrOf(a[0]).bits)); });
    b.member("masked", "cidr_masked", {C}, C, [](const Value *a, std::size_t) {
        const CidrValue &c = cidrOf(a[0]);
        return Value::opaque(std::make_shared<CidrValue>(c.masked(), c.bits));
    });
    b.global("isCIDR", "is_cidr", {S}, B,
             [](const Value *a, std::size_t) { return Value(!parseCidrValue(a[0].asString()).isError()); });
    b.global("string", "cidr_to_string", {C}, S,
             [](const Value *a, std::size_t) { return Value::string(cidrOf(a[0]).repr()); });
    env.addTypeName("net.CIDR", C);
}

} // namespace cel::lib
