#include "cel/json.h"

#include "cel/text.h"
#include "cel/value.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace cel::json {

const Node *Node::get(std::string_view key) const {
    for (const auto &[k, v] : members)
        if (k == key)
            return v.get();
    return nullptr;
}

namespace {

struct Parser {
    std::string_view s;
    std::size_t p = 0;
    std::string err;
    int depth = 0;

    void ws() {
        while (p < s.size() && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n' || s[p] == '\r'))
            ++p;
    }
    bool fail(std::string m) {
        if (err.empty())
            err = std::move(m) + " at offset " + std::to_string(p);
        return false;
    }
    static void utf8(std::string &out, std::uint32_t cp) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }
    bool hex4(std::uint32_t &v) {
        if (p + 4 > s.size())
            return fail("bad \\u escape");
        v = 0;
        for (int i = 0; i < 4; ++i) {
            char c = s[p++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= std::uint32_t(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= std::uint32_t(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= std::uint32_t(c - 'A' + 10);
            else
                return fail("bad \\u escape");
        }
        return true;
    }
    bool string(std::string &out) {
        ++p; // opening quote
        while (p < s.size() && s[p] != '"') {
            char c = s[p++];
            if (c != '\\') {
                out += c;
                continue;
            }
            if (p >= s.size())
                return fail("bad escape");
            char e = s[p++];
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                std::uint32_t v = 0;
                if (!hex4(v))
                    return false;
                if (v >= 0xD800 && v < 0xDC00 && p + 6 <= s.size() && s[p] == '\\' && s[p + 1] == 'u') {
                    p += 2;
                    std::uint32_t lo = 0;
                    if (!hex4(lo))
                        return false;
                    v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
                }
                utf8(out, v);
                break;
            }
            default:
                return fail("bad escape");
            }
        }
        if (p >= s.size())
            return fail("unterminated string");
        ++p;
        return true;
    }
    NodeP value() {
        if (++depth > 512) {
            fail("nesting too deep");
            return nullptr;
        }
        ws();
        auto n = std::make_shared<Node>();
        if (p >= s.size()) {
            fail("unexpected end");
            return nullptr;
        }
        char c = s[p];
        if (c == '{') {
            n->kind = Node::Kind::Object;
            ++p;
            ws();
            if (p < s.size() && s[p] == '}') {
                ++p;
                --depth;
                return n;
            }
            for (;;) {
                ws();
                if (p >= s.size() || s[p] != '"') {
                    fail("expected key");
                    return nullptr;
                }
                std::string key;
                if (!string(key))
                    return nullptr;
                ws();
                if (p >= s.size() || s[p] != ':') {
                    fail("expected ':'");
                    return nullptr;
                }
                ++p;
                NodeP v = value();
                if (!v)
                    return nullptr;
                n->members.emplace_back(std::move(key), std::move(v));
                ws();
                if (p < s.size() && s[p] == ',') {
                    ++p;
                    continue;
                }
                if (p < s.size() && s[p] == '}') {
                    ++p;
                    break;
                }
                fail("expected ',' or '}'");
                return nullptr;
            }
        } else if (c == '[') {
            n->kind = Node::Kind::Array;
            ++p;
            ws();
            if (p < s.size() && s[p] == ']') {
                ++p;
                --depth;
                return n;
            }
            for (;;) {
                NodeP v = value();
                if (!v)
                    return nullptr;
                n->items.push_back(std::move(v));
                ws();
                if (p < s.size() && s[p] == ',') {
                    ++p;
                    continue;
                }
                if (p < s.size() && s[p] == ']') {
                    ++p;
                    break;
                }
                fail("expected ',' or ']'");
                return nullptr;
            }
        } else if (c == '"') {
            n->kind = Node::Kind::String;
            if (!string(n->str))
                return nullptr;
        } else if (s.substr(p, 4) == "true") {
            n->kind = Node::Kind::Bool;
            n->b = true;
            p += 4;
        } else if (s.substr(p, 5) == "false") {
            n->kind = Node::Kind::Bool;
            p += 5;
        } else if (s.substr(p, 4) == "null") {
            p += 4;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            std::size_t st = p;
            bool integral = true;
            if (s[p] == '-')
                ++p;
            while (p < s.size() && ((s[p] >= '0' && s[p] <= '9') || s[p] == '.' || s[p] == 'e' ||
                                    s[p] == 'E' || s[p] == '+' || s[p] == '-')) {
                if (s[p] == '.' || s[p] == 'e' || s[p] == 'E')
                    integral = false;
                ++p;
            }
            n->kind = Node::Kind::Number;
            n->str = std::string(s.substr(st, p - st));
            auto r = std::from_chars(n->str.data(), n->str.data() + n->str.size(), n->number);
            if (r.ptr != n->str.data() + n->str.size()) {
                fail("bad number");
                return nullptr;
            }
            if (integral) {
                auto ri = std::from_chars(n->str.data(), n->str.data() + n->str.size(), n->integer);
                n->isInteger = ri.ec == std::errc() && ri.ptr == n->str.data() + n->str.size();
            }
        } else {
            fail("unexpected character");
            return nullptr;
        }
        --depth;
        return n;
    }
};

} // namespace

Result<NodeP> parse(std::string_view text) {
    Parser p;
    p.s = text;
    NodeP n = p.value();
    if (n) {
        p.ws();
        if (p.p != text.size()) {
            p.fail("trailing data");
            n = nullptr;
        }
    }
    if (!n)
        return Failure{p.err};
    return n;
}

std::string quote(std::string_view s) {
    return cel::quote(s, QuoteStyle::Json);
}

std::string write(const Node &n) {
    switch (n.kind) {
    case Node::Kind::Null:
        return "null";
    case Node::Kind::Bool:
        return n.b ? "true" : "false";
    case Node::Kind::Number:
        return n.str.empty() ? std::to_string(n.number) : n.str;
    case Node::Kind::String:
        return quote(n.str);
    case Node::Kind::Array: {
        std::string out = "[";
        for (std::size_t i = 0; i < n.items.size(); ++i) {
            if (i)
                out += ",";
            out += write(*n.items[i]);
        }
        return out + "]";
    }
    case Node::Kind::Object: {
        std::string out = "{";
        for (std::size_t i = 0; i < n.members.size(); ++i) {
            if (i)
                out += ",";
            out += quote(n.members[i].first) + ":" + write(*n.members[i].second);
        }
        return out + "}";
    }
    }
    return "null";
}

} // namespace cel::json
