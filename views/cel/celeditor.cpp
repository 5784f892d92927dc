#include "views/cel/celeditor.h"

#include "views/highlighter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QHelpEvent>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>
#include <QToolTip>

namespace views::cel {

CelEditor::CelEditor(QWidget *parent)
    : QPlainTextEdit(parent) {
    setObjectName(QStringLiteral("CelExpression"));
    QFont f = font();
    f.setFamily(QStringLiteral("monospace"));
    f.setStyleHint(QFont::Monospace);
    setFont(f);
    setTabChangesFocus(true);
    Highlighter::attach(Highlighter::Language::Cel, document());
    m_words = new QStringListModel(this);
    m_completer = new QCompleter(m_words, this);
    m_completer->setWidget(this);
    m_completer->setCaseSensitivity(Qt::CaseSensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setModelSorting(QCompleter::CaseSensitivelySortedModel);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
            &CelEditor::insertCompletion);
}

void CelEditor::setDiagnostics(const std::vector<models::celplay::Diagnostic> &diagnostics) {
    m_diagnostics = diagnostics;
    refreshSelections();
}

void CelEditor::setCostRows(const std::vector<models::celplay::CostRow> &rows) {
    m_rows = rows;
}

void CelEditor::highlightSpan(int start, int length) {
    m_spanStart = start;
    m_spanLength = length;
    refreshSelections();
}

void CelEditor::setCompletions(const QStringList &words) {
    QStringList sorted = words;
    sorted.removeDuplicates();
    std::sort(sorted.begin(), sorted.end());
    m_words->setStringList(sorted);
}

QList<QPair<int, int>> CelEditor::squiggles() const {
    return m_squiggles;
}

void CelEditor::refreshSelections() {
    QList<QTextEdit::ExtraSelection> sels;
    m_squiggles.clear();
    const int size = document()->characterCount() - 1;
    if (m_spanStart >= 0) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document());
        s.cursor.setPosition(std::min(m_spanStart, size));
        s.cursor.setPosition(std::min(m_spanStart + m_spanLength, size), QTextCursor::KeepAnchor);
        s.format.setBackground(QColor(255, 236, 150));
        sels << s;
    }
    for (const auto &d : m_diagnostics) {
        if (d.line == 0)
            continue;
        int start = std::clamp(d.offset, 0, std::max(0, size));
        int end = start;
        // Underline the token at the position (at least one character).
        const QString text = toPlainText();
        while (end < text.size() && (text.at(end).isLetterOrNumber() || text.at(end) == QLatin1Char('_')))
            ++end;
        if (end == start)
            end = std::min(start + 1, int(text.size()));
        if (end == start && start > 0)
            --start;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document());
        s.cursor.setPosition(start);
        s.cursor.setPosition(end, QTextCursor::KeepAnchor);
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(Qt::red);
        s.format.setToolTip(d.message);
        sels << s;
        m_squiggles.append({start, end - start});
    }
    setExtraSelections(sels);
}

QString CelEditor::tipAt(int offset) const {
    QStringList lines;
    for (const auto &d : m_diagnostics)
        for (const auto &[start, length] : m_squiggles)
            if (offset >= start && offset < start + length && d.offset >= start && d.offset < start + length)
                lines << d.message;
    lines.removeDuplicates();
    if (!lines.isEmpty())
        return lines.join(QLatin1Char('\n'));
    const models::celplay::CostRow *best = nullptr;
    for (const auto &r : m_rows)
        if (offset >= r.start && offset < r.start + r.length && (!best || r.length < best->length))
            best = &r;
    if (!best)
        return {};
    auto range = [](double a, double b) {
        return a == b ? QString::number(b, 'f', 0)
                      : tr("%1 to %2").arg(QString::number(a, 'f', 0), QString::number(b, 'f', 0));
    };
    return tr("%1\nruntime cost here: %2\nshare of the estimate: %3\nruns: %4")
        .arg(best->text.simplified(), QString::number(best->runtime),
             range(best->estimatedMin, best->estimatedMax),
             range(double(best->iterations.min), double(best->iterations.max)));
}

bool CelEditor::event(QEvent *e) {
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const QTextCursor c = cursorForPosition(help->pos());
        const QString tip = tipAt(c.position());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QPlainTextEdit::event(e);
}

QString CelEditor::wordBeforeCursor() const {
    const QString text = toPlainText();
    int p = textCursor().position();
    int s = p;
    while (s > 0 && (text.at(s - 1).isLetterOrNumber() || text.at(s - 1) == QLatin1Char('_')))
        --s;
    return text.mid(s, p - s);
}

void CelEditor::insertCompletion(const QString &word) {
    QTextCursor c = textCursor();
    const QString prefix = wordBeforeCursor();
    c.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, int(prefix.size()));
    c.insertText(word);
    setTextCursor(c);
}

void CelEditor::keyPressEvent(QKeyEvent *e) {
    if (m_completer->popup()->isVisible()) {
        switch (e->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
            e->ignore();
            return;
        default:
            break;
        }
    }
    const bool force = e->key() == Qt::Key_Space && (e->modifiers() & Qt::ControlModifier);
    if (!force)
        QPlainTextEdit::keyPressEvent(e);
    const QString prefix = wordBeforeCursor();
    if (!force && (prefix.size() < 2 || e->text().isEmpty())) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->setCompletionPrefix(prefix);
    if (m_completer->completionCount() == 0) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect r = cursorRect();
    r.setWidth(m_completer->popup()->sizeHintForColumn(0) +
               m_completer->popup()->verticalScrollBar()->sizeHint().width());
    m_completer->complete(r);
}

} // namespace views::cel
