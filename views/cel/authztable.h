#pragma once
// The playground's authorizer checks: every check an expression made through
// `authorizer` (for the user of `request`), and the connected cluster's answer
// from a SubjectAccessReview (allowed, denied or no opinion, with the reason).
// Checks without an answer are sent to the cluster asynchronously; with the
// answers, answersChanged() asks the playground to evaluate again (at most
// models::celplay::kMaxAuthzRounds rounds in a row).
#include "kube/handle.h"
#include "models/cel/celeval.h"
#include "models/cel/sarauthorizer.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace models {
class Connection;
}

namespace views::cel {

class AuthzTable final : public QWidget {
    Q_OBJECT
public:
    /// connection (may be null): the cluster that answers the checks.
    explicit AuthzTable(models::Connection *connection, QWidget *parent = nullptr);
    ~AuthzTable() override;

    /// The answers known so far; null without a connected cluster.
    std::shared_ptr<const models::celplay::AuthzAnswers> answers() const;
    /// Shows an outcome's checks; asks the cluster about the pending ones.
    void showOutcome(const models::celplay::EvalOutcome &outcome);
    QTableWidget *table() const { return m_table; }
    /// True while SubjectAccessReviews are in flight.
    bool isResolving() const { return bool(m_resolve); }

signals:
    /// New answers arrived: evaluate again.
    void answersChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();

    models::Connection *m_connection = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_again = nullptr;
    std::shared_ptr<models::celplay::AuthzAnswers> m_answers;
    kube::HandlePtr<models::celplay::SarResolve> m_resolve;
    std::vector<models::celplay::AuthzCheck> m_checks;
    int m_rounds = 0;
    QString m_error; ///< the last round's failure
};

} // namespace views::cel
