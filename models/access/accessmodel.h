#pragma once

#include "kube/access/accessreview.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/handle.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace models {

/// The rows of `kubectl auth can-i --list`: Resources, Non-Resource URLs,
/// Resource Names, Verbs; rules broken down per group, resource and name,
/// verbs of the same simple resource merged, sorted as kubectl sorts them.
QList<QStringList> accessListRows(const kube::RulesReviewResult &rules);

/// Whether the user may use one verb on a resource.
struct AccessVerdict {
    enum class State { Unknown, Allowed, Denied };
    State state = State::Unknown;
    QString reason; ///< translated: why not (or why unknown)
};

/// What the user of the window's connection may do in its namespace: one
/// SelfSubjectRulesReview, done again when the client or the namespace
/// changes. The resource tree shows its verdicts.
class AccessModel final : public QObject {
    Q_OBJECT

public:
    explicit AccessModel(QObject *parent = nullptr);

    /// Uses client from now on (nullptr: none) and reviews again.
    void setClient(kube::Client *client);
    /// Reviews the rules of namespace_ (the window's current namespace).
    void setNamespace(const QString &namespace_);
    QString namespace_() const { return m_namespace; }
    /// Asks the server again.
    void refresh();

    /// The last review, when one succeeded for the current client and namespace.
    const std::optional<kube::RulesReviewResult> &rules() const { return m_rules; }
    /// Why the last review failed (translated), "" otherwise.
    QString error() const { return m_error; }
    /// May the user verb resource (in the namespace for namespaced resources)?
    AccessVerdict verdict(const kube::ApiResource &resource, const QString &verb) const;
    /// The resource's verbs the user may not use (empty when unknown).
    QStringList deniedVerbs(const kube::ApiResource &resource) const;

signals:
    /// rules() or error() changed.
    void changed();

private:
    QPointer<kube::Client> m_client;
    QString m_namespace;
    std::optional<kube::RulesReviewResult> m_rules;
    QString m_error;
    kube::HandlePtr<kube::RulesReview> m_review;
};

} // namespace models
