#pragma once
// The playground's spec.variables editor: an ordered list of name and
// expression, each row showing the variable's type, its value or error (a
// compile error is underlined at its position in the expression) and its
// runtime cost; rows can be added, removed and moved.
#include "models/cel/celeval.h"

#include <QWidget>

class QPushButton;
class QTableWidget;
class QLabel;

namespace views::cel {

class VariablesEditor final : public QWidget {
    Q_OBJECT
public:
    explicit VariablesEditor(QWidget *parent = nullptr);

    /// The variables in order (rows with an empty name and expression skipped).
    std::vector<models::celplay::PolicyVariable> variables() const;
    /// Replaces the variables.
    void setVariables(const std::vector<models::celplay::PolicyVariable> &variables);
    /// Shows what each variable was and did in an outcome.
    void showOutcome(const models::celplay::EvalOutcome &outcome);
    QTableWidget *table() const { return m_table; }

signals:
    /// A name or expression changed, or a row was added, removed or moved.
    void edited();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void addRow(const QString &name = {}, const QString &expression = {});
    void moveRow(int delta);

    QTableWidget *m_table = nullptr;
    QLabel *m_total = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    bool m_filling = false;
};

} // namespace views::cel
