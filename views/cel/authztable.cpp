#include "views/cel/authztable.h"

#include "models/connection.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace views::cel {

namespace {
enum Column { User, Check, Answer, Reason, ColumnCount };
}

AuthzTable::AuthzTable(models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection) {
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("celAuthzChecks"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(Check, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Reason, QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(User, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Answer, QHeaderView::ResizeToContents);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_again = new QPushButton(this);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_again);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(bar);
    connect(m_again, &QPushButton::clicked, this, [this] {
        // Forget the answers (RBAC may have changed) and ask again.
        m_resolve = {};
        m_answers.reset();
        m_rounds = 0;
        emit answersChanged();
    });
    retranslate();
}

AuthzTable::~AuthzTable() = default;

std::shared_ptr<const models::celplay::AuthzAnswers> AuthzTable::answers() const {
    if (!m_connection || !m_connection->client())
        return nullptr;
    if (!m_answers)
        return std::make_shared<const models::celplay::AuthzAnswers>();
    return std::make_shared<const models::celplay::AuthzAnswers>(*m_answers);
}

void AuthzTable::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AuthzTable::retranslate() {
    m_table->setHorizontalHeaderLabels({tr("User"), tr("Check"), tr("Answer"), tr("Reason")});
    m_again->setText(tr("Ask again"));
    m_again->setToolTip(tr("Forget the cluster's answers and send the SubjectAccessReviews again"));
    fill();
}

void AuthzTable::showOutcome(const models::celplay::EvalOutcome &o) {
    m_checks = o.authzChecks;
    const auto pending = models::celplay::pendingChecks(m_checks);
    kube::Client *client = m_connection ? m_connection->client() : nullptr;
    if (pending.empty()) {
        m_rounds = 0;
    } else if (client && !m_resolve && m_rounds < models::celplay::kMaxAuthzRounds) {
        ++m_rounds;
        m_error.clear();
        auto *resolve = models::celplay::SarResolve::start(client, pending);
        m_resolve = kube::HandlePtr<models::celplay::SarResolve>(resolve);
        connect(resolve, &models::celplay::SarResolve::finished, this, [this, resolve] {
            const auto &r = resolve->result();
            m_resolve = {};
            if (!r) {
                m_error = r.error().userMessage();
                fill();
                return;
            }
            if (!m_answers)
                m_answers = std::make_shared<models::celplay::AuthzAnswers>();
            for (const auto &[key, decision] : *r)
                (*m_answers)[key] = decision;
            emit answersChanged();
        });
    }
    fill();
}

void AuthzTable::fill() {
    m_table->setRowCount(int(m_checks.size()));
    int row = 0;
    for (const auto &c : m_checks) {
        QString user = QString::fromStdString(c.attributes.user.name);
        if (!c.attributes.user.groups.empty()) {
            QStringList groups;
            for (const auto &g : c.attributes.user.groups)
                groups << QString::fromStdString(g);
            user += QStringLiteral(" (%1)").arg(groups.join(QStringLiteral(", ")));
        }
        QString answer = models::celplay::verdictText(c.decision);
        if (c.pending)
            answer = m_resolve ? tr("asking the cluster…") : tr("not asked");
        else if (c.offline)
            answer = tr("%1 (no cluster connection)").arg(answer);
        QString reason = QString::fromStdString(c.decision.reason);
        if (c.decision.error)
            reason += (reason.isEmpty() ? QString() : QStringLiteral("; ")) +
                      QString::fromStdString(*c.decision.error);
        const QString items[] = {user, models::celplay::describeCheck(c.attributes), answer, reason};
        for (int col = 0; col < ColumnCount; ++col) {
            auto *item = new QTableWidgetItem(items[col]);
            item->setToolTip(items[col]);
            if (col == Answer && !c.pending && !c.offline)
                item->setForeground(c.decision.verdict == ::cel::authz::Decision::Verdict::Allow
                                        ? Qt::darkGreen
                                        : Qt::darkRed);
            m_table->setItem(row, col, item);
        }
        ++row;
    }
    m_table->resizeRowsToContents();
    const bool connected = m_connection && m_connection->client();
    if (!m_error.isEmpty())
        m_status->setText(tr("The cluster did not answer: %1").arg(m_error));
    else if (!connected)
        m_status->setText(tr("No cluster connection: every check answers \"no opinion\", which allowed() "
                             "reads as false."));
    else if (m_checks.empty())
        m_status->setText(tr("No authorizer checks yet. The checks an expression makes are sent to the "
                             "cluster as SubjectAccessReviews for the user of request."));
    else
        m_status->setText(tr("%n check(s), answered by the cluster's SubjectAccessReviews.", nullptr,
                             int(m_checks.size())));
    m_again->setEnabled(connected && !m_checks.empty());
}

} // namespace views::cel
