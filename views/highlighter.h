#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace views {

/// Syntax highlighting for Mado's text panes: KF6 SyntaxHighlighting when the
/// build found it, otherwise a small built-in highlighter for YAML, JSON and CEL.
class Highlighter final : public QSyntaxHighlighter {
    Q_OBJECT

public:
    enum class Language { Json, Yaml, Cel };

    Highlighter(Language language, QTextDocument *document);

    /// Attaches the best highlighter for language to document: KF6's where it
    /// has a definition, the built-in one otherwise. The document owns it.
    static QSyntaxHighlighter *attach(Language language, QTextDocument *document);

    /// The engine in use, for the About box: "KF6 SyntaxHighlighting" or "built-in".
    static QString engineName();

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
        int group = 0;
    };
    QList<Rule> m_rules;
};

} // namespace views
