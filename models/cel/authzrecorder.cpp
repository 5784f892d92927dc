#include "models/cel/authzrecorder.h"

#include <algorithm>

namespace models::celplay {

namespace {

const ::cel::json::Node *member(const ::cel::json::Node &n, const char *name) {
    return n.kind == ::cel::json::Node::Kind::Object ? n.get(name) : nullptr;
}

std::string stringAt(const ::cel::json::Node &n, const char *name) {
    const ::cel::json::Node *m = member(n, name);
    return m && m->kind == ::cel::json::Node::Kind::String ? m->str : std::string();
}

std::vector<std::string> stringsOf(const ::cel::json::Node *n) {
    std::vector<std::string> out;
    if (n && n->kind == ::cel::json::Node::Kind::Array)
        for (const auto &i : n->items)
            if (i && i->kind == ::cel::json::Node::Kind::String)
                out.push_back(i->str);
    return out;
}

} // namespace

std::string authzKey(const ::cel::authz::Attributes &a) {
    std::string k = a.user.name + '\x1f' + a.user.uid + '\x1f';
    for (const auto &g : a.user.groups)
        k += g + ',';
    k += '\x1f';
    for (const auto &[key, values] : a.user.extra) {
        k += key + '=';
        for (const auto &v : values)
            k += v + ',';
        k += ';';
    }
    k += '\x1f' + a.verb + '\x1f' + (a.resourceRequest ? "r" : "n") + '\x1f' + a.path + '\x1f' + a.apiGroup +
         '\x1f' + a.apiVersion + '\x1f' + a.resource + '\x1f' + a.subresource + '\x1f' + a.namespaceName +
         '\x1f' + a.name + '\x1f' + a.fieldSelector.raw + '\x1f' + a.labelSelector.raw;
    return k;
}

RecordingAuthorizer::RecordingAuthorizer(std::shared_ptr<const AuthzAnswers> answers)
    : m_answers(std::move(answers)) {}

::cel::authz::Decision RecordingAuthorizer::authorize(const ::cel::authz::Attributes &attributes) const {
    const std::string key = authzKey(attributes);
    std::lock_guard lock(m_mutex);
    if (auto it = m_index.find(key); it != m_index.end()) {
        ++m_checks[it->second].count;
        return m_checks[it->second].decision;
    }
    AuthzCheck c;
    c.attributes = attributes;
    c.count = 1;
    if (!m_answers) {
        c.offline = true;
        c.decision.verdict = ::cel::authz::Decision::Verdict::NoOpinion;
    } else if (auto it = m_answers->find(key); it != m_answers->end()) {
        c.decision = it->second;
    } else {
        c.pending = true;
        c.decision.verdict = ::cel::authz::Decision::Verdict::NoOpinion;
    }
    m_index.emplace(key, m_checks.size());
    m_checks.push_back(c);
    return c.decision;
}

std::vector<AuthzCheck> RecordingAuthorizer::checks() const {
    std::lock_guard lock(m_mutex);
    return m_checks;
}

::cel::authz::UserInfo userOfRequest(const ::cel::json::Node &request) {
    ::cel::authz::UserInfo u;
    const ::cel::json::Node *info = member(request, "userInfo");
    if (!info)
        return u;
    u.name = stringAt(*info, "username");
    u.uid = stringAt(*info, "uid");
    u.groups = stringsOf(member(*info, "groups"));
    if (const ::cel::json::Node *extra = member(*info, "extra");
        extra && extra->kind == ::cel::json::Node::Kind::Object)
        for (const auto &[key, values] : extra->members)
            u.extra[key] = stringsOf(values.get());
    return u;
}

::cel::authz::RequestResource resourceOfRequest(const ::cel::json::Node &request) {
    ::cel::authz::RequestResource r;
    const ::cel::json::Node *gvr = member(request, "requestResource");
    if (!gvr || gvr->kind != ::cel::json::Node::Kind::Object)
        gvr = member(request, "resource");
    if (gvr) {
        r.group = stringAt(*gvr, "group");
        r.resource = stringAt(*gvr, "resource");
    }
    r.subresource = member(request, "requestSubResource") ? stringAt(request, "requestSubResource")
                                                          : stringAt(request, "subResource");
    r.namespaceName = stringAt(request, "namespace");
    r.name = stringAt(request, "name");
    return r;
}

::cel::json::NodeP requestWithUser(const ::cel::json::NodeP &request, const ::cel::authz::UserInfo &user) {
    using ::cel::json::Node;
    auto str = [](const std::string &v) {
        auto n = std::make_shared<Node>();
        n->kind = Node::Kind::String;
        n->str = v;
        return n;
    };
    auto strings = [&](const std::vector<std::string> &l) {
        auto n = std::make_shared<Node>();
        n->kind = Node::Kind::Array;
        for (const auto &v : l)
            n->items.push_back(str(v));
        return n;
    };
    auto info = std::make_shared<Node>();
    info->kind = Node::Kind::Object;
    info->members.emplace_back("username", str(user.name));
    if (!user.uid.empty())
        info->members.emplace_back("uid", str(user.uid));
    info->members.emplace_back("groups", strings(user.groups));
    if (!user.extra.empty()) {
        auto extra = std::make_shared<Node>();
        extra->kind = Node::Kind::Object;
        for (const auto &[k, v] : user.extra)
            extra->members.emplace_back(k, strings(v));
        info->members.emplace_back("extra", extra);
    }
    auto out = std::make_shared<Node>();
    if (request && request->kind == Node::Kind::Object)
        *out = *request;
    out->kind = Node::Kind::Object;
    auto it = std::find_if(out->members.begin(), out->members.end(),
                           [](const auto &m) { return m.first == "userInfo"; });
    if (it != out->members.end())
        it->second = info;
    else
        out->members.emplace_back("userInfo", info);
    return out;
}

QString describeCheck(const ::cel::authz::Attributes &a) {
    if (!a.resourceRequest)
        return QStringLiteral("%1 %2").arg(QString::fromStdString(a.verb), QString::fromStdString(a.path));
    QString what = QString::fromStdString(a.resource);
    if (!a.apiGroup.empty())
        what = QString::fromStdString(a.apiGroup) + QLatin1Char('/') + what;
    if (!a.subresource.empty())
        what += QLatin1Char('/') + QString::fromStdString(a.subresource);
    QString s = QString::fromStdString(a.verb) + QLatin1Char(' ') + what;
    if (!a.name.empty())
        s += QLatin1Char(' ') + QString::fromStdString(a.name);
    if (!a.namespaceName.empty())
        s = AuthzText::tr("%1 in namespace %2").arg(s, QString::fromStdString(a.namespaceName));
    if (!a.fieldSelector.raw.empty())
        s += QStringLiteral(" [%1]").arg(QString::fromStdString(a.fieldSelector.raw));
    if (!a.labelSelector.raw.empty())
        s += QStringLiteral(" {%1}").arg(QString::fromStdString(a.labelSelector.raw));
    return s;
}

QString verdictText(const ::cel::authz::Decision &d) {
    switch (d.verdict) {
    case ::cel::authz::Decision::Verdict::Allow:
        return AuthzText::tr("allowed");
    case ::cel::authz::Decision::Verdict::Deny:
        return AuthzText::tr("denied");
    case ::cel::authz::Decision::Verdict::NoOpinion:
        break;
    }
    return AuthzText::tr("no opinion");
}

std::string authzChecksJson(const std::vector<AuthzCheck> &checks) {
    using ::cel::json::quote;
    auto list = [](const std::vector<std::string> &l) {
        std::string s = "[";
        for (std::size_t i = 0; i < l.size(); ++i)
            s += (i ? "," : "") + quote(l[i]);
        return s + "]";
    };
    std::string s = "[";
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const AuthzCheck &c = checks[i];
        const auto &a = c.attributes;
        const char *verdict = c.decision.verdict == ::cel::authz::Decision::Verdict::Allow  ? "allow"
                              : c.decision.verdict == ::cel::authz::Decision::Verdict::Deny ? "deny"
                                                                                            : "noOpinion";
        s += std::string(i ? "," : "") + R"({"user":)" + quote(a.user.name) + R"(,"groups":)" +
             list(a.user.groups) + R"(,"verb":)" + quote(a.verb);
        if (a.resourceRequest)
            s += R"(,"group":)" + quote(a.apiGroup) + R"(,"resource":)" + quote(a.resource) +
                 R"(,"subresource":)" + quote(a.subresource) + R"(,"namespace":)" + quote(a.namespaceName) +
                 R"(,"name":)" + quote(a.name);
        else
            s += R"(,"path":)" + quote(a.path);
        if (!a.fieldSelector.raw.empty())
            s += R"(,"fieldSelector":)" + quote(a.fieldSelector.raw);
        if (!a.labelSelector.raw.empty())
            s += R"(,"labelSelector":)" + quote(a.labelSelector.raw);
        s += R"(,"decision":)" + quote(verdict) + R"(,"reason":)" + quote(c.decision.reason);
        if (c.decision.error)
            s += R"(,"error":)" + quote(*c.decision.error);
        s += std::string(R"(,"pending":)") + (c.pending ? "true" : "false") + R"(,"offline":)" +
             (c.offline ? "true" : "false") + R"(,"count":)" + std::to_string(c.count) + '}';
    }
    return s + ']';
}

} // namespace models::celplay
