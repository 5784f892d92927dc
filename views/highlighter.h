#pragma once

#include <QList>
#include <QSyntaxHighlighter>

#include <memory>

namespace views {

namespace syntax {
class Definition;
}

/// Syntax highlighting for Mado's text panes from definitions in
/// KSyntaxHighlighting's format (resources/syntax/: CEL, JSON, YAML). Where the
/// build found KF6 SyntaxHighlighting, KF6 highlights (its own JSON and YAML
/// definitions, Mado's CEL definition); otherwise Mado's built-in engine reads
/// the same definition files.
class Highlighter final : public QSyntaxHighlighter {
    Q_OBJECT

public:
    enum class Language { Json, Yaml, Cel };

    /// The built-in engine for language on document.
    Highlighter(Language language, QTextDocument *document);

    /// Attaches the best highlighter for language to document: KF6's where it
    /// has a definition, the built-in one otherwise. The document owns it.
    static QSyntaxHighlighter *attach(Language language, QTextDocument *document);

    /// The engine in use, for the About box: "KF6 SyntaxHighlighting" or "built-in".
    static QString engineName();

    /// Mado's definition of language, read once from the resources; null if it
    /// could not be read (a warning is logged; text then stays plain).
    static std::shared_ptr<const syntax::Definition> definition(Language language);

protected:
    void highlightBlock(const QString &text) override;

private:
    int stateOf(const QList<int> &stack);

    std::shared_ptr<const syntax::Definition> m_definition;
    QList<QList<int>> m_stacks; ///< block state -> context stack
};

} // namespace views
