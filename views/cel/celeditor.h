#pragma once
// The CEL expression editor: highlighting, completion, squiggles at
// diagnostics and a tooltip with the diagnostic or the cost of the
// sub-expression under the mouse.
#include "models/cel/celeval.h"

#include <QPlainTextEdit>

class QCompleter;
class QStringListModel;

namespace views::cel {

class CelEditor final : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit CelEditor(QWidget *parent = nullptr);

    /// Marks the diagnostics with a wavy underline (one character at least).
    void setDiagnostics(const std::vector<models::celplay::Diagnostic> &diagnostics);
    /// The cost rows shown on hover.
    void setCostRows(const std::vector<models::celplay::CostRow> &rows);
    /// Highlights one sub-expression (UTF-16 start and length); -1 clears.
    void highlightSpan(int start, int length);
    /// The words offered for completion (variables, fields, functions).
    void setCompletions(const QStringList &words);
    /// Ranges currently underlined, for tests: (start, length).
    QList<QPair<int, int>> squiggles() const;
    /// The tooltip text at a character offset ("" when nothing is there).
    QString tipAt(int offset) const;

protected:
    bool event(QEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;

private:
    void refreshSelections();
    void insertCompletion(const QString &word);
    QString wordBeforeCursor() const;

    std::vector<models::celplay::Diagnostic> m_diagnostics;
    std::vector<models::celplay::CostRow> m_rows;
    QList<QPair<int, int>> m_squiggles;
    int m_spanStart = -1, m_spanLength = 0;
    QCompleter *m_completer = nullptr;
    QStringListModel *m_words = nullptr;
};

} // namespace views::cel
