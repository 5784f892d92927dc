#pragma once

#include "codecs/result.h"

#include <QChar>
#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QTextCharFormat>

#include <memory>

namespace views::syntax {

/// Where a rule (or a line end) leaves the context stack: pop some contexts,
/// then push one (or not). "#stay", "#pop", "#pop#pop!Name" and "Name" in
/// KSyntaxHighlighting's notation.
struct ContextSwitch {
    int pops = 0;
    int push = -1; ///< index of the context to push, -1 for none
};

/// One highlighting rule of a context, as KSyntaxHighlighting defines it.
struct Rule {
    enum class Kind {
        DetectChar,
        Detect2Chars,
        AnyChar,
        StringDetect,
        WordDetect,
        RegExpr,
        Keyword,
        DetectSpaces,
        DetectIdentifier,
        Int,
        Float,
        HlCStringChar,
        RangeDetect,
        LineContinue,
    };
    Kind kind = Kind::DetectChar;
    QString string; ///< StringDetect, WordDetect, AnyChar's characters
    QChar char0;    ///< DetectChar, Detect2Chars, RangeDetect, LineContinue
    QChar char1;    ///< Detect2Chars, RangeDetect
    QRegularExpression regex;
    QSet<QString> keywords;
    Qt::CaseSensitivity caseSensitivity = Qt::CaseSensitive;
    int attribute = -1; ///< index into the definition's formats; -1: the context's
    ContextSwitch next;
    bool lookAhead = false;
    bool firstNonSpace = false;
    int column = -1;
};

struct Context {
    QString name;
    int attribute = 0;
    ContextSwitch lineEnd;
    QList<Rule> rules;
};

/// A language definition in KSyntaxHighlighting's XML format (the subset of
/// rules listed in Rule::Kind; included rules, dynamic rules and folding are not
/// read). Mado keeps its definitions in that format (resources/syntax/) so that
/// KF6 SyntaxHighlighting, where present, reads the same files.
class Definition final {
    Q_DECLARE_TR_FUNCTIONS(Definition)

public:
    /// Reads a definition; an element Mado cannot interpret is an error, so a
    /// definition never highlights silently wrong.
    static mado::Result<std::shared_ptr<const Definition>> load(const QString &path);

    QString name() const { return m_name; }
    const QList<Context> &contexts() const { return m_contexts; }
    /// The format of attribute index i; its UserProperty holds the attribute's name.
    const QTextCharFormat &format(int i) const { return m_formats.at(i); }
    /// The delimiters that end a keyword.
    bool isDelimiter(QChar c) const { return c.isSpace() || m_delimiters.contains(c); }

private:
    QString m_name;
    QList<Context> m_contexts;
    QList<QTextCharFormat> m_formats;
    QString m_delimiters;
};

} // namespace views::syntax
