// Kubernetes URL library with Go's net/url parsing rules (ParseRequestURI
// for validation, Parse for the value) and accessors.
#include "cel/library.h"
#include "cel/runtime.h"

namespace cel::lib {

namespace {

struct Url {
    std::string scheme, opaque, user, host, rawPath, rawQuery, fragment;
    bool hasUser = false, forceQuery = false, hasFragment = false;
};

int hexv(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isAsciiAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
}

bool hostCharAllowed(unsigned char c) {
    if (isAsciiAlpha(char(c)) || isAsciiDigit(char(c)) || c >= 0x80)
        return true;
    return std::string_view("-_.~!$&'()*+,;=:[]<>\"").find(char(c)) != std::string_view::npos;
}

// Validates %-escapes (and host characters); returns an error text or "".
std::string checkEscapes(std::string_view s, bool host) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') {
            if (i + 2 >= s.size() || hexv(s[i + 1]) < 0 || hexv(s[i + 2]) < 0)
                return "invalid URL escape \"" + std::string(s.substr(i, 3)) + "\"";
            i += 2;
            continue;
        }
        if (host && !hostCharAllowed(static_cast<unsigned char>(s[i])))
            return "invalid character \"" + std::string(1, s[i]) + "\" in host name";
    }
    return {};
}

// The host as Go's url.Parse stores it, decoded (unescape in its host
// mode): an escape in a host may only stand for a byte above 0x7f, or be %25;
// in the zone of an IPv6 literal (from its "%25" to the ']') any escape of a
// byte a host could hold as it is, or of a space. Escapes are well formed
// (checkEscapes). Returns the offending escape in why when refused.
std::optional<std::string> decodeHost(std::string_view host, std::string &why) {
    std::size_t zoneStart = std::string_view::npos, zoneEnd = std::string_view::npos;
    if (!host.empty() && host[0] == '[') {
        zoneEnd = host.find(']');
        zoneStart = host.substr(0, zoneEnd).find("%25");
    }
    std::string out;
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] != '%') {
            out += host[i];
            continue;
        }
        const auto v = static_cast<unsigned char>(hexv(host[i + 1]) * 16 + hexv(host[i + 2]));
        const bool percent = host.substr(i, 3) == "%25";
        const bool inZone = zoneStart != std::string_view::npos && i >= zoneStart && i < zoneEnd;
        if (!percent && (inZone ? v != ' ' && (v >= 0x80 || !hostCharAllowed(v)) : v < 0x80)) {
            why = "invalid URL escape \"" + std::string(host.substr(i, 3)) + "\"";
            return std::nullopt;
        }
        out += char(v);
        i += 2;
    }
    return out;
}

std::optional<Url> parseUrl(const std::string &raw, bool viaRequest, std::string &err) {
    auto fail = [&](const std::string &why) -> std::optional<Url> {
        err = "parse \"" + raw + "\": " + why;
        return std::nullopt;
    };
    for (unsigned char c : raw)
        if (c < 0x20 || c == 0x7f)
            return fail("net/url: invalid control character in URL");
    Url u;
    std::string_view rest = raw;
    if (!viaRequest) {
        auto h = rest.find('#');
        if (h != std::string_view::npos) {
            u.fragment = rest.substr(h + 1);
            u.hasFragment = true;
            rest = rest.substr(0, h);
        }
    }
    if (rest.empty() && viaRequest)
        return fail("empty url");
    if (rest == "*") {
        u.rawPath = "*";
        return u;
    }
    // scheme
    for (std::size_t i = 0; i < rest.size(); ++i) {
        char c = rest[i];
        if (isAsciiAlpha(c))
            continue;
        if (isAsciiDigit(c) || c == '+' || c == '-' || c == '.') {
            if (i == 0)
                break;
            continue;
        }
        if (c == ':') {
            if (i == 0)
                return fail("missing protocol scheme");
            u.scheme = rest.substr(0, i);
            for (char &ch : u.scheme)
                if (ch >= 'A' && ch <= 'Z')
                    ch = char(ch - 'A' + 'a');
            rest = rest.substr(i + 1);
        }
        break;
    }
    auto q = rest.find('?');
    if (q != std::string_view::npos) {
        u.rawQuery = rest.substr(q + 1);
        u.forceQuery = u.rawQuery.empty();
        rest = rest.substr(0, q);
    }
    if (rest.empty() || rest[0] != '/') {
        if (!u.scheme.empty()) {
            u.opaque = rest;
            return u;
        }
        if (viaRequest)
            return fail("invalid URI for request");
        auto slash = rest.find('/');
        if (rest.substr(0, slash).find(':') != std::string_view::npos)
            return fail("first path segment in URL cannot contain colon");
    }
    if ((!u.scheme.empty() || !viaRequest) && rest.starts_with("//") &&
        !(u.scheme.empty() && !viaRequest && rest.starts_with("///"))) {
        std::string_view authority = rest.substr(2);
        auto slash = authority.find('/');
        rest = slash == std::string_view::npos ? std::string_view() : authority.substr(slash);
        authority = authority.substr(0, slash);
        auto at = authority.rfind('@');
        std::string_view host = authority;
        if (at != std::string_view::npos) {
            u.hasUser = true;
            u.user = authority.substr(0, at);
            host = authority.substr(at + 1);
        }
        if (!host.empty() && host[0] == '[') {
            auto close = host.find(']');
            if (close == std::string_view::npos)
                return fail("missing ']' in host");
            std::string_view port = host.substr(close + 1);
            if (!port.empty()) {
                if (port[0] != ':')
                    return fail("invalid port \"" + std::string(port) + "\" after host");
                for (std::size_t k = 1; k < port.size(); ++k)
                    if (!isAsciiDigit(port[k]))
                        return fail("invalid port \"" + std::string(port) + "\" after host");
            }
        } else {
            auto colon = host.rfind(':');
            if (colon != std::string_view::npos) {
                std::string_view port = host.substr(colon);
                for (std::size_t k = 1; k < port.size(); ++k)
                    if (!isAsciiDigit(port[k]))
                        return fail("invalid port \"" + std::string(port) + "\" after host");
            }
        }
        std::string e = checkEscapes(host, true);
        if (!e.empty())
            return fail(e);
        auto decoded = decodeHost(host, e);
        if (!decoded)
            return fail(e);
        u.host = std::move(*decoded);
    }
    std::string e = checkEscapes(rest, false);
    if (!e.empty())
        return fail(e);
    u.rawPath = rest;
    return u;
}

/// %XX (upper-case hex) for one byte.
void appendEscaped(std::string &out, unsigned char c) {
    static const char *hex = "0123456789ABCDEF";
    out += '%';
    out += hex[c >> 4];
    out += hex[c & 15];
}

/// Go's net/url escaping of a path: bytes outside the unreserved set and
/// $&+,/:;=@ are %-escaped.
bool pathByteKept(unsigned char c) {
    return std::isalnum(c) || std::string_view("-_.~$&+,/:;=@").find(char(c)) != std::string_view::npos;
}

/// URL.EscapedPath: the raw path when it is validly encoded, otherwise the
/// decoded path escaped again.
std::string escapedPath(const std::string &raw) {
    bool valid = true;
    for (unsigned char c : raw)
        if (!pathByteKept(c) && std::string_view("!'()*[]%").find(char(c)) == std::string_view::npos)
            valid = false;
    if (valid)
        return raw;
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        auto c = static_cast<unsigned char>(raw[i]);
        if (c == '%' && i + 2 < raw.size()) { // escapes were validated when parsing
            c = static_cast<unsigned char>(hexv(raw[i + 1]) * 16 + hexv(raw[i + 2]));
            i += 2;
        }
        if (pathByteKept(c))
            out += char(c);
        else
            appendEscaped(out, c);
    }
    return out;
}

/// Go stores the host decoded and escapes on output what its host mode
/// escapes: non-ASCII bytes, '%' and what a host may not hold as it is (a
/// space in an IPv6 zone).
std::string escapedHost(const std::string &host) {
    std::string out;
    for (const char ch : host) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80 || c == '%' || !hostCharAllowed(c))
            appendEscaped(out, c);
        else
            out += char(c);
    }
    return out;
}

std::string urlString(const Url &u) {
    std::string out;
    if (!u.scheme.empty())
        out += u.scheme + ":";
    if (!u.opaque.empty()) {
        out += u.opaque;
    } else {
        if (!u.scheme.empty() || !u.host.empty() || u.hasUser) {
            if (!u.host.empty() || !u.rawPath.empty() || u.hasUser)
                out += "//";
            if (u.hasUser)
                out += u.user + "@";
            out += escapedHost(u.host);
        }
        if (!u.rawPath.empty() && u.rawPath[0] != '/' && !u.host.empty())
            out += "/";
        out += escapedPath(u.rawPath);
    }
    if (u.forceQuery || !u.rawQuery.empty())
        out += "?" + u.rawQuery;
    if (u.hasFragment && !u.fragment.empty())
        out += "#" + u.fragment;
    return out;
}

class UrlValue final : public Opaque {
public:
    explicit UrlValue(Url x)
        : url(std::move(x)) {}
    Url url;
    std::string_view typeName() const override { return "kubernetes.URL"; }
    bool equals(const Opaque &o) const override {
        auto *x = dynamic_cast<const UrlValue *>(&o);
        return x && urlString(x->url) == urlString(url);
    }
    std::string repr() const override { return urlString(url); }
};

const Url &urlOf(const Value &v) {
    return dynamic_cast<const UrlValue &>(v.asOpaque()).url;
}

std::optional<std::string> queryUnescape(const std::string &s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '+') {
            out += ' ';
        } else if (s[i] == '%') {
            if (i + 2 >= s.size() || hexv(s[i + 1]) < 0 || hexv(s[i + 2]) < 0)
                return std::nullopt;
            out += char(hexv(s[i + 1]) * 16 + hexv(s[i + 2]));
            i += 2;
        } else {
            out += s[i];
        }
    }
    return out;
}

} // namespace

void addKubernetesUrls(Env &env) {
    Builder b(env);
    const TypeP U = types::opaque("kubernetes.URL"), S = types::string(), B = types::boolean();
    b.global("url", "string_to_url", {S}, U, [](const Value *a, std::size_t) {
        std::string err;
        if (!parseUrl(a[0].asString(), true, err))
            return Value::error("URL parse error during conversion from string: " + err);
        auto u = parseUrl(a[0].asString(), false, err);
        if (!u)
            return Value::error("URL parse error during conversion from string: " + err);
        return Value::opaque(std::make_shared<UrlValue>(std::move(*u)));
    });
    b.global("isURL", "is_url_string", {S}, B, [](const Value *a, std::size_t) {
        std::string err;
        return Value(parseUrl(a[0].asString(), true, err).has_value());
    });
    b.member("getScheme", "url_get_scheme", {U}, S,
             [](const Value *a, std::size_t) { return Value::string(urlOf(a[0]).scheme); });
    b.member("getHost", "url_get_host", {U}, S,
             [](const Value *a, std::size_t) { return Value::string(urlOf(a[0]).host); });
    b.member("getHostname", "url_get_hostname", {U}, S, [](const Value *a, std::size_t) {
        std::string h = urlOf(a[0]).host;
        if (!h.empty() && h[0] == '[') {
            auto close = h.find(']');
            return Value::string(h.substr(1, close == std::string::npos ? std::string::npos : close - 1));
        }
        auto colon = h.rfind(':');
        return Value::string(colon == std::string::npos ? h : h.substr(0, colon));
    });
    b.member("getPort", "url_get_port", {U}, S, [](const Value *a, std::size_t) {
        const std::string &h = urlOf(a[0]).host;
        auto colon = h.rfind(':');
        if (colon == std::string::npos)
            return Value::string("");
        auto br = h.find("]:");
        if (br != std::string::npos)
            return Value::string(h.substr(br + 2));
        if (h.find(']') != std::string::npos)
            return Value::string("");
        return Value::string(h.substr(colon + 1));
    });
    b.member("getEscapedPath", "url_get_escaped_path", {U}, S,
             [](const Value *a, std::size_t) { return Value::string(escapedPath(urlOf(a[0]).rawPath)); });
    b.member(
        "getQuery", "url_get_query", {U}, types::map(S, types::list(S)), [](const Value *a, std::size_t) {
            const std::string &q = urlOf(a[0]).rawQuery;
            std::vector<std::pair<std::string, List>> entries;
            std::size_t pos = 0;
            while (pos <= q.size() && !q.empty()) {
                auto amp = q.find('&', pos);
                std::string pair = q.substr(pos, amp == std::string::npos ? std::string::npos : amp - pos);
                pos = amp == std::string::npos ? q.size() + 1 : amp + 1;
                if (pair.empty() || pair.find(';') != std::string::npos)
                    continue;
                auto eq = pair.find('=');
                auto k = queryUnescape(pair.substr(0, eq));
                auto v = queryUnescape(eq == std::string::npos ? std::string() : pair.substr(eq + 1));
                if (!k || !v)
                    continue;
                bool found = false;
                for (auto &[ek, ev] : entries)
                    if (ek == *k) {
                        ev.push_back(Value::string(*v));
                        found = true;
                    }
                if (!found)
                    entries.push_back({*k, List{Value::string(*v)}});
            }
            auto m = std::make_shared<Map>();
            for (auto &[k, v] : entries)
                m->insert(Value::string(k), Value::list(std::move(v)));
            return Value::map(std::move(m));
        });
    env.addTypeName("kubernetes.URL", U);
}

} // namespace cel::lib
