// Kubernetes authz library (k8s.io/apiserver/pkg/cel/library/authz.go): the
// builder chain authorizer -> path/group -> resource -> check -> decision,
// the selector functions of AuthzSelectors, and the field and label selector
// parsers of k8s.io/apimachinery that feed them.
#include "cel/authz.h"
#include "cel/library.h"
#include "cel/text.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace cel::authz {

namespace {

void appendRune(std::string &out, char32_t r) {
    if (r < 0x80) {
        out += char(r);
    } else if (r < 0x800) {
        out += char(0xC0 | (r >> 6));
        out += char(0x80 | (r & 0x3F));
    } else if (r < 0x10000) {
        out += char(0xE0 | (r >> 12));
        out += char(0x80 | ((r >> 6) & 0x3F));
        out += char(0x80 | (r & 0x3F));
    } else {
        out += char(0xF0 | (r >> 18));
        out += char(0x80 | ((r >> 12) & 0x3F));
        out += char(0x80 | ((r >> 6) & 0x3F));
        out += char(0x80 | (r & 0x3F));
    }
}

// Go's unicode.IsSpace.
bool isSpaceRune(char32_t r) {
    if (r == ' ' || (r >= '\t' && r <= '\r') || r == 0x85 || r == 0xA0 || r == 0x1680)
        return true;
    return (r >= 0x2000 && r <= 0x200A) || r == 0x2028 || r == 0x2029 || r == 0x202F || r == 0x205F ||
           r == 0x3000;
}

// len(strings.TrimSpace(s)) == 0
bool isBlank(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        auto [r, n] = decodeRune(s, i);
        if (!isSpaceRune(r))
            return false;
        i += n;
    }
    return true;
}

bool isLowerAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}
bool isAlnum(char c) {
    return isLowerAlnum(c) || (c >= 'A' && c <= 'Z');
}

// [a-z0-9]([-a-z0-9]*[a-z0-9])?
bool matchesDnsLabel(std::string_view s) {
    if (s.empty() || !isLowerAlnum(s.front()) || !isLowerAlnum(s.back()))
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return isLowerAlnum(c) || c == '-'; });
}

// dnsLabel(\.dnsLabel)*
bool matchesDnsSubdomain(std::string_view s) {
    std::size_t start = 0;
    while (true) {
        std::size_t dot = s.find('.', start);
        if (!matchesDnsLabel(s.substr(start, dot == std::string_view::npos ? dot : dot - start)))
            return false;
        if (dot == std::string_view::npos)
            return true;
        start = dot + 1;
    }
}

// ([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]
bool matchesQualifiedName(std::string_view s) {
    if (s.empty() || !isAlnum(s.front()) || !isAlnum(s.back()))
        return false;
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return isAlnum(c) || c == '-' || c == '_' || c == '.'; });
}

constexpr std::size_t kDnsLabelMaxLength = 63;
constexpr std::size_t kDnsSubdomainMaxLength = 253;
constexpr std::size_t kLabelMaxLength = 63;

const char *kLabelKeyFmt = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const char *kLabelKeyErrMsg =
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end "
    "with an alphanumeric character";

// apimachinery's RegexError wording (examples joined the way it joins them).

std::string maxLenError(std::size_t n) {
    return "must be no more than " + std::to_string(n) + " bytes";
}

bool isDnsLabel(std::string_view s) {
    return s.size() <= kDnsLabelMaxLength && matchesDnsLabel(s);
}
bool isDnsSubdomain(std::string_view s) {
    return s.size() <= kDnsSubdomainMaxLength && matchesDnsSubdomain(s);
}

std::vector<std::string> dnsSubdomainErrors(std::string_view s) {
    std::vector<std::string> errs;
    if (s.size() > kDnsSubdomainMaxLength)
        errs.push_back(maxLenError(kDnsSubdomainMaxLength));
    if (!matchesDnsSubdomain(s))
        errs.push_back(lib::validationRegexError(
            "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric "
            "characters, '-' or '.', and must start and end with an alphanumeric character",
            "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*", {"example.com"}));
    return errs;
}

// content.IsLabelKey
std::vector<std::string> labelKeyErrors(std::string_view key) {
    std::vector<std::string> errs;
    std::string_view name = key;
    auto slash = key.find('/');
    if (slash != std::string_view::npos) {
        if (key.find('/', slash + 1) != std::string_view::npos)
            return {
                "a valid label key " +
                lib::validationRegexError(kLabelKeyErrMsg, kLabelKeyFmt, {"MyName", "my.name", "123-abc"}) +
                " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"};
        std::string_view prefix = key.substr(0, slash);
        name = key.substr(slash + 1);
        if (prefix.empty())
            errs.push_back("prefix part must be non-empty");
        else
            for (auto &m : dnsSubdomainErrors(prefix))
                errs.push_back("prefix part " + m);
    }
    if (name.empty())
        errs.push_back("name part must be non-empty");
    else if (name.size() > kLabelMaxLength)
        errs.push_back("name part " + maxLenError(kLabelMaxLength));
    if (!matchesQualifiedName(name))
        errs.push_back("name part " + lib::validationRegexError(kLabelKeyErrMsg, kLabelKeyFmt,
                                                                {"MyName", "my.name", "123-abc"}));
    return errs;
}

// content.IsLabelValue
std::vector<std::string> labelValueErrors(std::string_view value) {
    std::vector<std::string> errs;
    if (value.size() > kLabelMaxLength)
        errs.push_back(maxLenError(kLabelMaxLength));
    if (!value.empty() && !matchesQualifiedName(value))
        errs.push_back(lib::validationRegexError(
            "a valid label must be an empty string or consist of alphanumeric characters, "
            "'-', '_' or '.', and must start and end with an alphanumeric character",
            std::string("(") + kLabelKeyFmt + ")?", {"MyValue", "my_value", "12345"}));
    return errs;
}

std::string joined(const std::vector<std::string> &parts, const char *sep) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? sep : "") + parts[i];
    return out;
}

// field.Invalid(path, value, detail).Error()
std::string invalidValue(const std::string &path, std::string_view value, const std::string &detail) {
    return path + ": Invalid value: " + quote(value, QuoteStyle::Go) + ": " + detail;
}

// --- field selectors ---------------------------------------------------------

// fields.UnescapeValue; nullopt with err set when the value has a bare , or =
// or an unknown escape.
std::optional<std::string> unescapeFieldValue(std::string_view s, std::string &err) {
    if (s.find_first_of("\\,=") == std::string_view::npos)
        return std::string(s);
    std::string out;
    bool inSlash = false;
    for (std::size_t i = 0; i < s.size();) {
        auto [r, n] = decodeRune(s, i);
        i += n;
        if (inSlash) {
            if (r != '\\' && r != ',' && r != '=') {
                err = "invalid field selector: invalid escape sequence: \\";
                appendRune(err, r);
                return std::nullopt;
            }
            out += char(r);
            inSlash = false;
        } else if (r == '\\') {
            inSlash = true;
        } else if (r == ',' || r == '=') {
            err = "invalid field selector: unescaped character in value: " + std::to_string(int(r));
            return std::nullopt;
        } else {
            appendRune(out, r);
        }
    }
    if (inSlash) {
        err = "invalid field selector: invalid escape sequence: \\";
        return std::nullopt;
    }
    return out;
}

// --- label selectors ---------------------------------------------------------

enum class Tok : std::uint8_t {
    Error,
    End,
    ClosePar,
    Comma,
    DoesNotExist,
    DoubleEquals,
    Equals,
    Greater,
    Identifier,
    In,
    Less,
    NotEquals,
    NotIn,
    OpenPar
};

struct Item {
    Tok tok;
    std::string lit;
};

std::optional<Tok> keywordToken(std::string_view s) {
    static const std::pair<std::string_view, Tok> table[] = {
        {")", Tok::ClosePar},   {",", Tok::Comma},     {"!", Tok::DoesNotExist}, {"==", Tok::DoubleEquals},
        {"=", Tok::Equals},     {">", Tok::Greater},   {"in", Tok::In},          {"<", Tok::Less},
        {"!=", Tok::NotEquals}, {"notin", Tok::NotIn}, {"(", Tok::OpenPar}};
    for (const auto &[text, tok] : table)
        if (text == s)
            return tok;
    return std::nullopt;
}

bool isSelectorSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool isSelectorSymbol(char c) {
    return std::string_view("=!(),><").find(c) != std::string_view::npos;
}

// The label selector lexer. As in apimachinery, a NUL byte reads as "end":
// at the start of a token it ends the input, inside a token it ends the
// token and is skipped.
std::vector<Item> lexLabelSelector(std::string_view s) {
    std::vector<Item> items;
    std::size_t pos = 0;
    auto skipNul = [&] {
        if (pos < s.size() && s[pos] == '\0')
            ++pos;
    };
    while (true) {
        while (pos < s.size() && isSelectorSpace(s[pos]))
            ++pos;
        if (pos == s.size() || s[pos] == '\0') {
            items.push_back({Tok::End, ""});
            return items;
        }
        const std::size_t start = pos;
        if (isSelectorSymbol(s[pos])) {
            std::optional<Item> last;
            while (pos < s.size() && isSelectorSymbol(s[pos])) {
                std::string_view buffer = s.substr(start, pos - start + 1);
                if (auto t = keywordToken(buffer))
                    last = Item{*t, std::string(buffer)};
                else if (last)
                    break;
                ++pos;
            }
            const std::size_t end = pos;
            skipNul();
            items.push_back(last ? *last
                                 : Item{Tok::Error, "error expected: keyword found '" +
                                                        std::string(s.substr(start, end - start)) + "'"});
            continue;
        }
        while (pos < s.size() && s[pos] != '\0' && !isSelectorSymbol(s[pos]) && !isSelectorSpace(s[pos]))
            ++pos;
        std::string lit(s.substr(start, pos - start));
        skipNul();
        auto kw = keywordToken(lit);
        items.push_back({kw ? *kw : Tok::Identifier, std::move(lit)});
    }
}

class LabelParser {
public:
    explicit LabelParser(std::string_view s)
        : m_items(lexLabelSelector(s)) {}

    std::optional<std::vector<LabelRequirement>> parse(std::string &err) {
        std::vector<LabelRequirement> out;
        while (true) {
            auto [tok, lit] = lookahead(true);
            if (tok == Tok::End)
                return out;
            if (tok != Tok::Identifier && tok != Tok::DoesNotExist) {
                err = "found '" + lit + "', expected: !, identifier, or 'end of string'";
                return std::nullopt;
            }
            auto r = requirement(err);
            if (!r) {
                err = "unable to parse requirement: " + err;
                return std::nullopt;
            }
            out.push_back(std::move(*r));
            auto [t, l] = consume(true);
            if (t == Tok::End)
                return out;
            if (t != Tok::Comma) {
                err = "found '" + l + "', expected: ',' or 'end of string'";
                return std::nullopt;
            }
            auto [t2, l2] = lookahead(true);
            if (t2 != Tok::Identifier && t2 != Tok::DoesNotExist) {
                err = "found '" + l2 + "', expected: identifier after ','";
                return std::nullopt;
            }
        }
    }

private:
    std::vector<Item> m_items;
    std::size_t m_pos = 0;

    // In a values context the keywords in/notin are plain identifiers.
    std::pair<Tok, std::string> lookahead(bool values) const {
        const Item &it = m_items[std::min(m_pos, m_items.size() - 1)];
        Tok t = it.tok;
        if (values && (t == Tok::In || t == Tok::NotIn))
            t = Tok::Identifier;
        return {t, it.lit};
    }
    std::pair<Tok, std::string> consume(bool values) {
        auto r = lookahead(values);
        ++m_pos;
        return r;
    }

    std::optional<LabelRequirement> requirement(std::string &err) {
        LabelRequirement r;
        bool notExists = false;
        auto [tok, lit] = consume(true);
        if (tok == Tok::DoesNotExist) {
            notExists = true;
            std::tie(tok, lit) = consume(true);
        }
        if (tok != Tok::Identifier) {
            err = "found '" + lit + "', expected: identifier";
            return std::nullopt;
        }
        if (auto errs = labelKeyErrors(lit); !errs.empty()) {
            err = invalidValue("<nil>", lit, joined(errs, "; "));
            return std::nullopt;
        }
        r.key = lit;
        auto next = lookahead(true).first;
        if (notExists || next == Tok::End || next == Tok::Comma) {
            r.op = notExists ? SelectorOperator::DoesNotExist : SelectorOperator::Exists;
            return r;
        }
        auto [opTok, opLit] = consume(false);
        switch (opTok) {
        case Tok::In:
            r.op = SelectorOperator::In;
            break;
        case Tok::Equals:
            r.op = SelectorOperator::Equals;
            break;
        case Tok::DoubleEquals:
            r.op = SelectorOperator::DoubleEquals;
            break;
        case Tok::Greater:
            r.op = SelectorOperator::GreaterThan;
            break;
        case Tok::Less:
            r.op = SelectorOperator::LessThan;
            break;
        case Tok::NotIn:
            r.op = SelectorOperator::NotIn;
            break;
        case Tok::NotEquals:
            r.op = SelectorOperator::NotEquals;
            break;
        default:
            err = "found '" + opLit + "', expected: in, notin, =, ==, !=, gt, lt";
            return std::nullopt;
        }
        std::set<std::string> values;
        bool ok = r.op == SelectorOperator::In || r.op == SelectorOperator::NotIn ? valueSet(values, err)
                                                                                  : exactValue(values, err);
        if (!ok)
            return std::nullopt;
        r.values.assign(values.begin(), values.end());
        return validated(std::move(r), err);
    }

    bool valueSet(std::set<std::string> &values, std::string &err) {
        auto [tok, lit] = consume(true);
        if (tok != Tok::OpenPar) {
            err = "found '" + lit + "' expected: '('";
            return false;
        }
        std::tie(tok, lit) = lookahead(true);
        if (tok == Tok::ClosePar) {
            consume(true);
            values.insert("");
            return true;
        }
        if (tok != Tok::Identifier && tok != Tok::Comma) {
            err = "found '" + lit + "', expected: ',', ')' or identifier";
            return false;
        }
        if (!identifierList(values, err))
            return false;
        if (consume(true).first != Tok::ClosePar) {
            err = "found '" + lit + "', expected: ')'";
            return false;
        }
        return true;
    }

    bool identifierList(std::set<std::string> &values, std::string &err) {
        while (true) {
            auto [tok, lit] = consume(true);
            if (tok == Tok::Identifier) {
                values.insert(lit);
                auto [t2, l2] = lookahead(true);
                if (t2 == Tok::Comma)
                    continue;
                if (t2 == Tok::ClosePar)
                    return true;
                err = "found '" + l2 + "', expected: ',' or ')'";
                return false;
            }
            if (tok != Tok::Comma) {
                err = "found '" + lit + "', expected: ',', or identifier";
                return false;
            }
            // empty values around commas: "(,a)", "(a,)", "(a,,b)"
            if (values.empty())
                values.insert("");
            Tok t2 = lookahead(true).first;
            if (t2 == Tok::ClosePar) {
                values.insert("");
                return true;
            }
            if (t2 == Tok::Comma)
                values.insert("");
        }
    }

    bool exactValue(std::set<std::string> &values, std::string &err) {
        Tok t = lookahead(true).first;
        if (t == Tok::End || t == Tok::Comma) {
            values.insert("");
            return true;
        }
        auto [tok, lit] = consume(true);
        if (tok != Tok::Identifier) {
            err = "found '" + lit + "', expected: identifier";
            return false;
        }
        values.insert(lit);
        return true;
    }

    // labels.NewRequirement's checks of the values (the key is already valid).
    static std::optional<LabelRequirement> validated(LabelRequirement r, std::string &err) {
        std::vector<std::string> errs;
        auto add = [&](std::string e) {
            if (std::find(errs.begin(), errs.end(), e) == errs.end())
                errs.push_back(std::move(e));
        };
        if (r.op == SelectorOperator::GreaterThan || r.op == SelectorOperator::LessThan) {
            for (std::size_t i = 0; i < r.values.size(); ++i) {
                const std::string &v = r.values[i];
                std::int64_t n = 0;
                const char *b = v.data() + (!v.empty() && v[0] == '+' ? 1 : 0), *e = v.data() + v.size();
                auto res = std::from_chars(b, e, n);
                if (v.empty() || res.ec != std::errc() || res.ptr != e || (b != v.data() && *b == '-'))
                    add(invalidValue("values[" + std::to_string(i) + "]", v,
                                     "for 'Gt', 'Lt' operators, the value must be an integer"));
            }
        }
        for (std::size_t i = 0; i < r.values.size(); ++i)
            if (auto ve = labelValueErrors(r.values[i]); !ve.empty())
                add(invalidValue("values[" + std::to_string(i) + "][" + r.key + "]", r.values[i],
                                 joined(ve, "; ")));
        if (errs.empty())
            return r;
        err = errs.size() == 1 ? errs[0] : "[" + joined(errs, ", ") + "]";
        return std::nullopt;
    }
};

// --- CEL values ----------------------------------------------------------------

constexpr std::string_view kAuthorizerType = "kubernetes.authorization.Authorizer";
constexpr std::string_view kPathCheckType = "kubernetes.authorization.PathCheck";
constexpr std::string_view kGroupCheckType = "kubernetes.authorization.GroupCheck";
constexpr std::string_view kResourceCheckType = "kubernetes.authorization.ResourceCheck";
constexpr std::string_view kDecisionType = "kubernetes.authorization.Decision";

// The authz objects expose no fields, print as "" and never compare equal
// (cel-go has no equality for them).
template <const std::string_view &Name> class AuthzObject : public Opaque {
public:
    std::string_view typeName() const override { return Name; }
    bool equals(const Opaque &) const override { return false; }
    std::string repr() const override { return {}; }
};

struct Principal {
    std::shared_ptr<const Authorizer> authorizer;
    UserInfo user;
};

class AuthorizerObject final : public AuthzObject<kAuthorizerType> {
public:
    explicit AuthorizerObject(std::shared_ptr<const Principal> p)
        : principal(std::move(p)) {}
    std::shared_ptr<const Principal> principal;
};

class PathCheckObject final : public AuthzObject<kPathCheckType> {
public:
    std::shared_ptr<const Principal> principal;
    std::string path;
};

class GroupCheckObject final : public AuthzObject<kGroupCheckType> {
public:
    std::shared_ptr<const Principal> principal;
    std::string group;
};

class ResourceCheckObject final : public AuthzObject<kResourceCheckType> {
public:
    std::shared_ptr<const Principal> principal;
    std::string group, resource, subresource, namespaceName, name, fieldSelector, labelSelector;
};

class DecisionObject final : public AuthzObject<kDecisionType> {
public:
    explicit DecisionObject(Decision d)
        : decision(std::move(d)) {}
    Decision decision;
};

template <class T> const T &objectOf(const Value &v) {
    return dynamic_cast<const T &>(v.asOpaque());
}

Value decisionValue(const Principal &p, const Attributes &a) {
    return Value::opaque(std::make_shared<DecisionObject>(p.authorizer->authorize(a)));
}

Value checkPath(const PathCheckObject &c, const std::string &verb) {
    Attributes a;
    a.user = c.principal->user;
    a.verb = verb;
    a.path = c.path;
    return decisionValue(*c.principal, a);
}

Value checkResource(const ResourceCheckObject &c, const std::string &verb) {
    Attributes a;
    a.user = c.principal->user;
    a.verb = verb;
    a.resourceRequest = true;
    a.apiGroup = c.group;
    a.apiVersion = "*";
    a.resource = c.resource;
    a.subresource = c.subresource;
    a.namespaceName = c.namespaceName;
    a.name = c.name;
    if (!c.fieldSelector.empty())
        a.fieldSelector = parseFieldSelector(c.fieldSelector);
    if (!c.labelSelector.empty())
        a.labelSelector = parseLabelSelector(c.labelSelector);
    return decisionValue(*c.principal, a);
}

// A copy of a ResourceCheck with one attribute replaced.
Value withResourceField(const Value &check, std::string ResourceCheckObject::*field,
                        const std::string &value) {
    auto copy = std::make_shared<ResourceCheckObject>(objectOf<ResourceCheckObject>(check));
    (*copy).*field = value;
    return Value::opaque(std::move(copy));
}

Value makeAuthorizer(std::shared_ptr<const Authorizer> authorizer, UserInfo user) {
    auto p = std::make_shared<Principal>(Principal{std::move(authorizer), std::move(user)});
    return Value::opaque(std::make_shared<AuthorizerObject>(std::move(p)));
}

} // namespace

std::string_view operatorName(SelectorOperator op) {
    switch (op) {
    case SelectorOperator::DoesNotExist:
        return "!";
    case SelectorOperator::Equals:
        return "=";
    case SelectorOperator::DoubleEquals:
        return "==";
    case SelectorOperator::In:
        return "in";
    case SelectorOperator::NotEquals:
        return "!=";
    case SelectorOperator::NotIn:
        return "notin";
    case SelectorOperator::Exists:
        return "exists";
    case SelectorOperator::GreaterThan:
        return "gt";
    case SelectorOperator::LessThan:
        return "lt";
    }
    return "";
}

FieldSelector parseFieldSelector(std::string raw) {
    FieldSelector sel;
    sel.raw = std::move(raw);
    const std::string &s = sel.raw;
    std::vector<std::string> terms;
    if (!s.empty()) {
        std::size_t start = 0;
        bool inSlash = false;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (inSlash)
                inSlash = false;
            else if (s[i] == '\\')
                inSlash = true;
            else if (s[i] == ',') {
                terms.push_back(s.substr(start, i - start));
                start = i + 1;
            }
        }
        terms.push_back(s.substr(start));
    }
    std::sort(terms.begin(), terms.end());
    for (const std::string &term : terms) {
        if (term.empty())
            continue;
        std::size_t at = std::string::npos, opLen = 0;
        SelectorOperator op = SelectorOperator::Equals;
        for (std::size_t i = 0; i < term.size() && at == std::string::npos; ++i) {
            std::string_view rest = std::string_view(term).substr(i);
            if (rest.starts_with("!=")) {
                at = i, opLen = 2, op = SelectorOperator::NotEquals;
            } else if (rest.starts_with("==")) {
                at = i, opLen = 2;
            } else if (rest.starts_with("=")) {
                at = i, opLen = 1;
            }
        }
        if (at == std::string::npos) {
            sel.error = "invalid selector: '" + s + "'; can't understand '" + term + "'";
            sel.requirements.clear();
            return sel;
        }
        auto value = unescapeFieldValue(std::string_view(term).substr(at + opLen), sel.error);
        if (!value) {
            sel.requirements.clear();
            return sel;
        }
        if (at == 0 && value->empty())
            continue; // "=" alone selects everything
        sel.requirements.push_back({term.substr(0, at), op, std::move(*value)});
    }
    return sel;
}

LabelSelector parseLabelSelector(std::string raw) {
    LabelSelector sel;
    sel.raw = std::move(raw);
    LabelParser parser(sel.raw);
    auto reqs = parser.parse(sel.error);
    if (reqs) {
        std::stable_sort(reqs->begin(), reqs->end(),
                         [](const LabelRequirement &a, const LabelRequirement &b) { return a.key < b.key; });
        sel.requirements = std::move(*reqs);
    }
    return sel;
}

Value authorizerValue(std::shared_ptr<const Authorizer> authorizer, UserInfo user) {
    return makeAuthorizer(std::move(authorizer), std::move(user));
}

Value resourceCheckValue(std::shared_ptr<const Authorizer> authorizer, UserInfo user,
                         RequestResource request) {
    auto c = std::make_shared<ResourceCheckObject>();
    c->principal = std::make_shared<Principal>(Principal{std::move(authorizer), std::move(user)});
    c->group = std::move(request.group);
    c->resource = std::move(request.resource);
    c->subresource = std::move(request.subresource);
    c->namespaceName = std::move(request.namespaceName);
    c->name = std::move(request.name);
    return Value::opaque(std::move(c));
}

UserInfo serviceAccountUser(const std::string &namespaceName, const std::string &name) {
    UserInfo u;
    u.name = "system:serviceaccount:" + namespaceName + ":" + name;
    u.groups = {"system:serviceaccounts", "system:serviceaccounts:" + namespaceName};
    return u;
}

} // namespace cel::authz

namespace cel::lib {

using namespace cel::authz;

void addKubernetesAuthz(Env &env) {
    Builder b(env);
    const TypeP S = types::string(), B = types::boolean();
    const TypeP A = types::opaque(std::string(kAuthorizerType)),
                P = types::opaque(std::string(kPathCheckType)),
                G = types::opaque(std::string(kGroupCheckType)),
                R = types::opaque(std::string(kResourceCheckType)),
                D = types::opaque(std::string(kDecisionType));
    b.member("path", "authorizer_path", {A, S}, P, [](const Value *a, std::size_t) {
        if (isBlank(a[1].asString()))
            return Value::error("path must not be empty");
        auto c = std::make_shared<PathCheckObject>();
        c->principal = objectOf<AuthorizerObject>(a[0]).principal;
        c->path = a[1].asString();
        return Value::opaque(std::move(c));
    });
    b.member("group", "authorizer_group", {A, S}, G, [](const Value *a, std::size_t) {
        auto c = std::make_shared<GroupCheckObject>();
        c->principal = objectOf<AuthorizerObject>(a[0]).principal;
        c->group = a[1].asString();
        return Value::opaque(std::move(c));
    });
    b.member("serviceAccount", "authorizer_serviceaccount", {A, S, S}, A, [](const Value *a, std::size_t) {
        const std::string &ns = a[1].asString(), &name = a[2].asString();
        if (!isDnsSubdomain(name))
            return Value::error("Invalid service account name");
        if (!isDnsLabel(ns))
            return Value::error("Invalid service account namespace");
        return makeAuthorizer(objectOf<AuthorizerObject>(a[0]).principal->authorizer,
                              serviceAccountUser(ns, name));
    });
    b.member("resource", "groupcheck_resource", {G, S}, R, [](const Value *a, std::size_t) {
        if (isBlank(a[1].asString()))
            return Value::error("resource must not be empty");
        const auto &g = objectOf<GroupCheckObject>(a[0]);
        auto c = std::make_shared<ResourceCheckObject>();
        c->principal = g.principal;
        c->group = g.group;
        c->resource = a[1].asString();
        return Value::opaque(std::move(c));
    });
    b.member("subresource", "resourcecheck_subresource", {R, S}, R, [](const Value *a, std::size_t) {
        return withResourceField(a[0], &ResourceCheckObject::subresource, a[1].asString());
    });
    b.member("namespace", "resourcecheck_namespace", {R, S}, R, [](const Value *a, std::size_t) {
        return withResourceField(a[0], &ResourceCheckObject::namespaceName, a[1].asString());
    });
    b.member("name", "resourcecheck_name", {R, S}, R, [](const Value *a, std::size_t) {
        return withResourceField(a[0], &ResourceCheckObject::name, a[1].asString());
    });
    b.member("check", "pathcheck_check", {P, S}, D, [](const Value *a, std::size_t) {
        return checkPath(objectOf<PathCheckObject>(a[0]), a[1].asString());
    });
    b.member("check", "resourcecheck_check", {R, S}, D, [](const Value *a, std::size_t) {
        return checkResource(objectOf<ResourceCheckObject>(a[0]), a[1].asString());
    });
    b.member("errored", "decision_errored", {D}, B, [](const Value *a, std::size_t) {
        return Value(objectOf<DecisionObject>(a[0]).decision.error.has_value());
    });
    b.member("error", "decision_error", {D}, S, [](const Value *a, std::size_t) {
        return Value::string(objectOf<DecisionObject>(a[0]).decision.error.value_or(std::string()));
    });
    b.member("allowed", "decision_allowed", {D}, B, [](const Value *a, std::size_t) {
        return Value(objectOf<DecisionObject>(a[0]).decision.verdict == Decision::Verdict::Allow);
    });
    b.member("reason", "decision_reason", {D}, S, [](const Value *a, std::size_t) {
        return Value::string(objectOf<DecisionObject>(a[0]).decision.reason);
    });
}

void addKubernetesAuthzSelectors(Env &env) {
    Builder b(env);
    const TypeP S = types::string(), R = types::opaque(std::string(kResourceCheckType));
    b.member("fieldSelector", "authorizer_fieldselector", {R, S}, R, [](const Value *a, std::size_t) {
        return withResourceField(a[0], &ResourceCheckObject::fieldSelector, a[1].asString());
    });
    b.member("labelSelector", "authorizer_labelselector", {R, S}, R, [](const Value *a, std::size_t) {
        return withResourceField(a[0], &ResourceCheckObject::labelSelector, a[1].asString());
    });
}

} // namespace cel::lib
