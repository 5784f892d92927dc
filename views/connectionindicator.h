#pragma once

#include "models/connection.h"

#include <QWidget>

class QLabel;

namespace views {

/// A status-bar widget that shows a Connection's state: connected (server and
/// version), connecting, failed with the reason, and a persistent warning when
/// TLS verification is off.
class ConnectionIndicator final : public QWidget {
    Q_OBJECT

public:
    explicit ConnectionIndicator(models::Connection *connection, QWidget *parent = nullptr);

    /// The text shown now (for tests and accessibility).
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    models::Connection *m_connection;
    QLabel *m_dot;
    QLabel *m_label;
};

} // namespace views
