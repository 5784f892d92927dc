#pragma once

#include <QList>
#include <QSyntaxHighlighter>
#include <QTimer>

#include <limits>
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
///
/// The built-in engine colours a large change (a whole object set into a
/// view, a paste) in turns of the event loop, about a thousand lines a turn
/// from the first changed line on; the lines not reached yet stay plain for
/// that moment, and the GUI thread stays free (50,000 lines of YAML took
/// more than a second in one go).
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

    /// Whether lines are still waiting for their turn.
    bool isCatchingUp() const { return m_limit != kNoLimit; }

protected:
    void highlightBlock(const QString &text) override;

private:
    static constexpr int kNoLimit = std::numeric_limits<int>::max();
    /// Block state of a line left plain until its turn comes.
    static constexpr int kWaiting = -2;

    int stateOf(const QList<int> &stack);
    /// Runs before QSyntaxHighlighter's own handler of the same change.
    void noteChange(int from, int removed, int added);
    /// Colours the next turn's lines.
    void catchUp();
    /// The block number one turn's work ends before, starting at block first
    /// of doc; kNoLimit when the turn reaches the end.
    static int turnEnd(const QTextDocument *doc, int first);

    int m_limit = kNoLimit; ///< blocks from this number on wait for their turn
    bool m_inTurn = false;  ///< our own re-highlight is under way
    QTimer m_turns;

    std::shared_ptr<const syntax::Definition> m_definition;
    QList<QList<int>> m_stacks; ///< block state -> context stack
};

} // namespace views
