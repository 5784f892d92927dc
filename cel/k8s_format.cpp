// Kubernetes format library: named formats (format.dns1123Label(), ...,
// format.named(name)) and validate(), with apimachinery's messages.
#include "cel/library.h"
#include "cel/runtime.h"
#include "cel/timeutil.h"

#include <re2/re2.h>

#include <map>
#include <mutex>

namespace cel::lib {

class FormatValue;

namespace {

std::string maxLen(int n) {
    return "must be no more than " + std::to_string(n) + " characters";
}
std::string maxLenBytes(int n) {
    return "must be no more than " + std::to_string(n) + " bytes";
}

bool fullMatch(const std::string &pattern, const std::string &s) {
    static std::mutex mu;
    static std::map<std::string, std::unique_ptr<RE2>> cache;
    std::lock_guard<std::mutex> lock(mu);
    auto &re = cache[pattern];
    if (!re)
        re = std::make_unique<RE2>(pattern);
    return RE2::FullMatch(s, *re);
}

const std::string kLabel = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const std::string kLabelMsg =
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', "
    "and must start and end with an alphanumeric character";
const std::string kSubdomain = kLabel + "(\\." + kLabel + ")*";
const std::string kSubdomainMsg =
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, "
    "'-' or '.', and must start and end with an alphanumeric character";
const std::string k1035 = "[a-z]([-a-z0-9]*[a-z0-9])?";
const std::string k1035Msg =
    "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with "
    "an alphabetic character, and end with an alphanumeric character";
const std::string kKey = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const std::string kKeyMsg = "must consist of alphanumeric characters, '-', '_' or '.', and must start and "
                            "end with an alphanumeric character";
const std::string kValue = "(" + kKey + ")?";
const std::string kValueMsg =
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' "
    "or '.', and must start and end with an alphanumeric character";

std::vector<std::string> dns1123Label(const std::string &v) {
    std::vector<std::string> errs;
    if (v.size() > 63)
        errs.push_back(maxLen(63));
    if (!fullMatch(kLabel, v)) {
        if (fullMatch(kSubdomain, v))
            errs.push_back("must not contain dots");
        else
            errs.push_back(validationRegexError(kLabelMsg, kLabel, {"my-name", "123-abc"}));
    }
    return errs;
}

std::vector<std::string> dns1123Subdomain(const std::string &v) {
    std::vector<std::string> errs;
    if (v.size() > 253)
        errs.push_back(maxLen(253));
    if (!fullMatch(kSubdomain, v))
        errs.push_back(validationRegexError(kSubdomainMsg, kSubdomain, {"example.com"}));
    return errs;
}

std::vector<std::string> dns1035Label(const std::string &v) {
    std::vector<std::string> errs;
    if (v.size() > 63)
        errs.push_back(maxLen(63));
    if (!fullMatch(k1035, v))
        errs.push_back(validationRegexError(k1035Msg, k1035, {"my-name", "abc-123"}));
    return errs;
}

std::string maskTrailingDash(const std::string &s) {
    if (s.size() > 1 && s.back() == '-')
        return s.substr(0, s.size() - 2) + "a";
    return s;
}

std::vector<std::string> qualifiedName(const std::string &v) {
    std::vector<std::string> errs;
    std::vector<std::string> parts;
    std::size_t pos = 0;
    for (;;) {
        auto f = v.find('/', pos);
        parts.push_back(v.substr(pos, f == std::string::npos ? std::string::npos : f - pos));
        if (f == std::string::npos)
            break;
        pos = f + 1;
    }
    std::string name;
    if (parts.size() == 1) {
        name = parts[0];
    } else if (parts.size() == 2) {
        name = parts[1];
        if (parts[0].empty()) {
            errs.push_back("prefix part must be non-empty");
        } else {
            for (auto &m : dns1123Subdomain(parts[0]))
                errs.push_back("prefix part " + m);
        }
    } else {
        errs.push_back("a valid label key " +
                       validationRegexError(kKeyMsg, kKey, {"MyName", "my.name", "123-abc"}) +
                       " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')");
        return errs;
    }
    if (name.empty())
        errs.push_back("name part must be non-empty");
    else if (name.size() > 63)
        errs.push_back("name part " + maxLenBytes(63));
    if (!fullMatch(kKey, name))
        errs.push_back("name part " + validationRegexError(kKeyMsg, kKey, {"MyName", "my.name", "123-abc"}));
    return errs;
}

std::vector<std::string> labelValue(const std::string &v) {
    std::vector<std::string> errs;
    if (v.size() > 63)
        errs.push_back(maxLenBytes(63));
    if (!fullMatch(kValue, v))
        errs.push_back(validationRegexError(kValueMsg, kValue, {"MyValue", "my_value", "12345"}));
    return errs;
}

bool isDate(const std::string &s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    return timeutil::parseRfc3339(s + "T00:00:00Z").has_value();
}

std::vector<std::string> uri(const std::string &s) {
    // url.ParseRequestURI: an absolute URI or an absolute path.
    if (s.empty())
        return {"parse \"\": empty url"};
    if (s[0] == '/')
        return {};
    std::size_t i = 0;
    if (std::isalpha(static_cast<unsigned char>(s[0]))) {
        while (i < s.size() &&
               (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '+' || s[i] == '-' || s[i] == '.'))
            ++i;
        if (i < s.size() && s[i] == ':')
            return {};
    }
    return {"parse \"" + s + "\": invalid URI for request"};
}

struct Named {
    const char *key;
    const char *name;
    std::uint64_t maxRegex;
    std::vector<std::string> (*validate)(const std::string &);
};

const std::vector<Named> &namedFormats() {
    static const std::vector<Named> formats = {
        {"dns1123Label", "DNS1123Label", 30,
         [](const std::string &s) {
             return dns1123Label(s);
         }},
        {"dns1123Subdomain", "DNS1123Subdomain", 60,
         [](const std::string &s) {
             return dns1123Subdomain(s);
         }},
        {"dns1035Label", "DNS1035Label", 30,
         [](const std::string &s) {
             return dns1035Label(s);
         }},
        {"qualifiedName", "QualifiedName", 60,
         [](const std::string &s) {
             return qualifiedName(s);
         }},
        {"dns1123LabelPrefix", "DNS1123LabelPrefix", 30,
         [](const std::string &s) {
             return dns1123Label(maskTrailingDash(s));
         }},
        {"dns1123SubdomainPrefix", "DNS1123SubdomainPrefix", 60,
         [](const std::string &s) {
             return dns1123Subdomain(maskTrailingDash(s));
         }},
        {"dns1035LabelPrefix", "DNS1035LabelPrefix", 30,
         [](const std::string &s) {
             return dns1035Label(maskTrailingDash(s));
         }},
        {"labelValue", "LabelValue", 40,
         [](const std::string &s) {
             return labelValue(s);
         }},
        {"uri", "URI", 1103,
         [](const std::string &s) {
             return uri(s);
         }},
        {"uuid", "uuid", 70,
         [](const std::string &s) {
             if (!fullMatch("(?i)[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}", s))
                 return std::vector<std::string>{"does not match the UUID format"};
             return std::vector<std::string>{};
         }},
        {"byte", "byte", 84,
         [](const std::string &s) {
             if (!fullMatch(
                     "(?:[A-Za-z0-9+\\/]{4})*(?:[A-Za-z0-9+\\/]{2}==|[A-Za-z0-9+\\/]{3}=|[A-Za-z0-9+\\/]{4})",
                     s))
                 return std::vector<std::string>{"invalid base64"};
             return std::vector<std::string>{};
         }},
        {"date", "date", 71,
         [](const std::string &s) {
             if (!isDate(s))
                 return std::vector<std::string>{"invalid date"};
             return std::vector<std::string>{};
         }},
        {"datetime", "datetime", 71,
         [](const std::string &s) {
             std::string lower;
             for (char c : s)
                 lower += char(std::tolower(static_cast<unsigned char>(c)));
             bool ok = s.size() >= 4;
             if (ok) {
                 auto t = lower.find('t');
                 std::string d = lower.substr(0, t);
                 std::string rest = t == std::string::npos ? std::string() : lower.substr(t + 1);
                 auto t2 = rest.find('t');
                 if (t2 != std::string::npos)
                     rest = rest.substr(0, t2);
                 std::string h, m, sec;
                 ok = t != std::string::npos && isDate(d) &&
                      RE2::FullMatch(rest,
                                     "([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))",
                                     &h, &m, &sec) &&
                      h <= "23" && m <= "59" && sec <= "59";
             }
             if (!ok)
                 return std::vector<std::string>{"invalid datetime"};
             return std::vector<std::string>{};
         }},
    };
    return formats;
}

} // namespace

class FormatImpl final : public Opaque {
public:
    explicit FormatImpl(const Named *n)
        : named(n) {}
    const Named *named;
    std::string_view typeName() const override { return "kubernetes.NamedFormat"; }
    bool equals(const Opaque &o) const override {
        auto *f = dynamic_cast<const FormatImpl *>(&o);
        return f && f->named == named;
    }
    std::string repr() const override { return named->name; }
};

std::uint64_t formatRegexSize(const Opaque &f) {
    auto *x = dynamic_cast<const FormatImpl *>(&f);
    return x ? x->named->maxRegex : kMaxNameFormatRegexSize;
}

void addKubernetesFormat(Env &env) {
    Builder b(env);
    const TypeP F = types::opaque("kubernetes.NamedFormat"), S = types::string();
    for (const Named &n : namedFormats()) {
        const Named *p = &n;
        b.global(std::string("format.") + n.key, std::string("format.") + n.key, {}, F,
                 [p](const Value *, std::size_t) { return Value::opaque(std::make_shared<FormatImpl>(p)); });
    }
    b.global("format.named", "format-named", {S}, types::optional(F), [](const Value *a, std::size_t) {
        for (const Named &n : namedFormats())
            if (a[0].asString() == n.key)
                return Value::optionalOf(Value::opaque(std::make_shared<FormatImpl>(&n)));
        return Value::optionalNone();
    });
    b.member("validate", "format-validate", {F, S}, types::optional(types::list(S)),
             [](const Value *a, std::size_t) {
                 auto *f = dynamic_cast<const FormatImpl *>(&a[0].asOpaque());
                 auto errs = f->named->validate(a[1].asString());
                 if (errs.empty())
                     return Value::optionalNone();
                 List l;
                 for (auto &e : errs)
                     l.push_back(Value::string(e));
                 return Value::optionalOf(Value::list(std::move(l)));
             });
    env.addTypeName("kubernetes.NamedFormat", F);
}

std::string validationRegexError(const std::string &msg, const std::string &fmt,
                                 std::initializer_list<const char *> examples) {
    std::string out = msg;
    if (examples.size() == 0)
        return out + " (regex used for validation is '" + fmt + "')";
    out += " (e.g. ";
    bool first = true;
    for (const char *e : examples) {
        if (!first)
            out += " or ";
        first = false;
        out += std::string("'") + e + "', ";
    }
    return out + "regex used for validation is '" + fmt + "')";
}

} // namespace cel::lib
