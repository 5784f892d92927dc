#include "views/connectionindicator.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace views {

ConnectionIndicator::ConnectionIndicator(models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_dot(new QLabel(this))
    , m_label(new QLabel(this)) {
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_dot);
    layout->addWidget(m_label, 1);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_connection, &models::Connection::stateChanged, this, &ConnectionIndicator::refresh);
    refresh();
}

QString ConnectionIndicator::text() const {
    return m_label->text();
}

void ConnectionIndicator::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void ConnectionIndicator::refresh() {
    using State = models::Connection::State;
    QString color;
    QString text;
    switch (m_connection->state()) {
    case State::Disconnected:
        color = QStringLiteral("#9e9e9e");
        text = tr("Not connected");
        break;
    case State::Connecting:
        color = QStringLiteral("#f0a30a");
        text = tr("Connecting to %1 (context %2)…").arg(m_connection->server(), m_connection->contextName());
        break;
    case State::Connected:
        color = QStringLiteral("#2e7d32");
        text = tr("Connected to %1 (context %2, Kubernetes %3)")
                   .arg(m_connection->server(), m_connection->contextName(), m_connection->serverVersion());
        break;
    case State::Reconnecting:
        color = QStringLiteral("#f0a30a");
        text = tr("Reconnecting to %1 (context %2): %3")
                   .arg(m_connection->server(), m_connection->contextName(), m_connection->errorMessage());
        break;
    case State::Failed:
        color = QStringLiteral("#c62828");
        text = tr("Connection failed: %1").arg(m_connection->errorMessage());
        break;
    }
    if (!m_connection->impersonating().isEmpty() && m_connection->state() != State::Disconnected)
        text += QStringLiteral(" · ") + tr("acting as %1 (impersonation)").arg(m_connection->impersonating());
    if (!m_connection->proxy().isEmpty() && m_connection->state() != State::Disconnected)
        text += QStringLiteral(" · ") + tr("through the proxy %1").arg(m_connection->proxy());
    if (m_connection->insecure() && m_connection->state() != State::Disconnected)
        text += QStringLiteral("  ⚠ ") +
                tr("TLS verification is disabled for this cluster (insecure-skip-tls-verify).");
    m_dot->setText(QStringLiteral("<span style=\"color:%1; font-size:14pt\">●</span>").arg(color));
    m_label->setText(text);
    m_label->setToolTip(text);
}

} // namespace views
