#include "models/access/accessmodel.h"

#include "kube/client.h"

#include <QMap>

#include <algorithm>
#include <tuple>

namespace models {

namespace {

/// One broken-down rule: one group, one resource, at most one name, or one URL.
struct Rule {
    QStringList verbs;
    QStringList groups;
    QStringList resources;
    QStringList names;
    QStringList urls;
};

QString goList(const QStringList &l) {
    return QLatin1Char('[') + l.join(QLatin1Char(' ')) + QLatin1Char(']');
}

/// The sort key kubectl uses: the rule printed as Go prints a PolicyRule.
QString sortKey(const Rule &r) {
    return QStringLiteral(
               "&PolicyRule{Verbs:%1,APIGroups:%2,Resources:%3,ResourceNames:%4,NonResourceURLs:%5,}")
        .arg(goList(r.verbs), goList(r.groups), goList(r.resources), goList(r.names), goList(r.urls));
}

QString resourceWithGroup(const Rule &r) {
    if (r.resources.isEmpty())
        return {};
    const QString first = r.resources.first();
    const int slash = first.indexOf(QLatin1Char('/'));
    QString out = slash < 0 ? first : first.left(slash);
    if (!r.groups.isEmpty() && !r.groups.first().isEmpty())
        out += QLatin1Char('.') + r.groups.first();
    if (slash >= 0)
        out += first.mid(slash);
    return out;
}

} // namespace

QList<QStringList> accessListRows(const kube::RulesReviewResult &rules) {
    std::vector<Rule> broken;
    for (const kube::ResourceRule &rr : rules.resourceRules) {
        for (const QString &g : rr.apiGroups) {
            for (const QString &res : rr.resources) {
                for (const QString &verb : rr.verbs) {
                    if (rr.resourceNames.isEmpty()) {
                        broken.push_back({{verb}, {g}, {res}, {}, {}});
                    } else {
                        for (const QString &name : rr.resourceNames)
                            broken.push_back({{verb}, {g}, {res}, {name}, {}});
                    }
                }
            }
        }
    }
    for (const kube::NonResourceRule &nr : rules.nonResourceRules) {
        for (const QString &url : nr.nonResourceURLs) {
            for (const QString &verb : nr.verbs)
                broken.push_back({{verb}, {}, {}, {}, {url}});
        }
    }
    // Simple rules (one group, one resource, at most one name) merge their verbs.
    std::vector<Rule> compact;
    QMap<std::tuple<QString, QString, bool, QString>, size_t> simple;
    for (const Rule &r : broken) {
        if (!r.urls.isEmpty() || r.groups.size() != 1 || r.resources.size() != 1 || r.names.size() > 1) {
            compact.push_back(r);
            continue;
        }
        const auto key =
            std::make_tuple(r.groups.first(), r.resources.first(), !r.names.isEmpty(), r.names.value(0));
        auto it = simple.find(key);
        if (it == simple.end()) {
            simple.insert(key, compact.size());
            compact.push_back(r);
        } else {
            compact[*it].verbs += r.verbs;
        }
    }
    std::stable_sort(compact.begin(), compact.end(),
                     [](const Rule &a, const Rule &b) { return sortKey(a) < sortKey(b); });
    QList<QStringList> rows;
    for (const Rule &r : compact)
        rows.append({resourceWithGroup(r), goList(r.urls), goList(r.names), goList(r.verbs)});
    return rows;
}

AccessModel::AccessModel(QObject *parent)
    : QObject(parent) {}

void AccessModel::setClient(kube::Client *client) {
    m_client = client;
    refresh();
}

void AccessModel::setNamespace(const QString &namespace_) {
    if (namespace_ == m_namespace)
        return;
    m_namespace = namespace_;
    refresh();
}

void AccessModel::refresh() {
    m_review.reset();
    const bool had = m_rules.has_value() || !m_error.isEmpty();
    m_rules.reset();
    m_error.clear();
    if (had)
        emit changed();
    if (!m_client)
        return;
    kube::RulesReview *review = kube::RulesReview::start(m_client, m_namespace);
    m_review.reset(review);
    connect(review, &kube::RulesReview::finished, this, [this, review] {
        const kube::RulesReview::ResultType r = review->result();
        m_review.reset();
        if (r)
            m_rules = r.value();
        else
            m_error = r.error().userMessage();
        emit changed();
    });
}

AccessVerdict AccessModel::verdict(const kube::ApiResource &resource, const QString &verb) const {
    if (!m_rules) {
        return {AccessVerdict::State::Unknown,
                m_error.isEmpty() ? tr("The permissions are not known yet.")
                                  : tr("The permissions could not be read: %1").arg(m_error)};
    }
    if (m_rules->allows(verb, resource.group, resource.name))
        return {AccessVerdict::State::Allowed, {}};
    if (m_rules->incomplete) {
        return {AccessVerdict::State::Unknown,
                tr("The server's list of your permissions is incomplete: %1").arg(m_rules->evaluationError)};
    }
    const QString reason =
        resource.namespaced ? tr("No role bound to you allows «%1» on %2 in the namespace «%3».")
                                  .arg(verb, resource.name, m_namespace)
                            : tr("No cluster role bound to you allows «%1» on %2.").arg(verb, resource.name);
    return {AccessVerdict::State::Denied, reason};
}

QStringList AccessModel::deniedVerbs(const kube::ApiResource &resource) const {
    QStringList out;
    if (!m_rules)
        return out;
    for (const QString &verb : resource.verbs) {
        if (verdict(resource, verb).state == AccessVerdict::State::Denied)
            out.append(verb);
    }
    return out;
}

} // namespace models
