#include "views/highlighter.h"

#include "views/syntax/syntaxdefinition.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QtDebug>

#ifdef MADO_HAVE_KF6_SYNTAX
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace views {

namespace {

using syntax::Rule;

const QString &resourcePath(Highlighter::Language language) {
    static const QString cel = QStringLiteral(":/mado/syntax/cel.xml");
    static const QString json = QStringLiteral(":/mado/syntax/json.xml");
    static const QString yaml = QStringLiteral(":/mado/syntax/yaml.xml");
    switch (language) {
    case Highlighter::Language::Cel:
        return cel;
    case Highlighter::Language::Json:
        return json;
    case Highlighter::Language::Yaml:
        break;
    }
    return yaml;
}

bool isWordChar(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

/// The length rule matches at pos of text, 0 when it does not match.
int matchLength(const Rule &rule, const syntax::Definition &def, const QString &text, int pos) {
    const int left = int(text.size()) - pos;
    const QStringView rest = QStringView(text).mid(pos);
    const bool atWordStart = pos == 0 || def.isDelimiter(text.at(pos - 1));
    switch (rule.kind) {
    case Rule::Kind::DetectChar:
        return text.at(pos) == rule.char0 ? 1 : 0;
    case Rule::Kind::Detect2Chars:
        return left >= 2 && text.at(pos) == rule.char0 && text.at(pos + 1) == rule.char1 ? 2 : 0;
    case Rule::Kind::AnyChar:
        return rule.string.contains(text.at(pos)) ? 1 : 0;
    case Rule::Kind::StringDetect:
        return !rule.string.isEmpty() && rest.startsWith(rule.string, rule.caseSensitivity)
                   ? int(rule.string.size())
                   : 0;
    case Rule::Kind::WordDetect: {
        const int n = int(rule.string.size());
        if (!atWordStart || n == 0 || !rest.startsWith(rule.string, rule.caseSensitivity))
            return 0;
        return n == left || def.isDelimiter(text.at(pos + n)) ? n : 0;
    }
    case Rule::Kind::RegExpr: {
        const auto m = rule.regex.match(text, pos, QRegularExpression::NormalMatch,
                                        QRegularExpression::AnchorAtOffsetMatchOption);
        return m.hasMatch() ? int(m.capturedLength()) : 0;
    }
    case Rule::Kind::Keyword: {
        if (!atWordStart)
            return 0;
        int n = 0;
        while (n < left && !def.isDelimiter(text.at(pos + n)))
            ++n;
        if (n == 0)
            return 0;
        const QString word = rest.left(n).toString();
        return rule.keywords.contains(rule.caseSensitivity == Qt::CaseSensitive ? word : word.toLower()) ? n
                                                                                                         : 0;
    }
    case Rule::Kind::DetectSpaces: {
        int n = 0;
        while (n < left && text.at(pos + n).isSpace())
            ++n;
        return n;
    }
    case Rule::Kind::DetectIdentifier: {
        if (!(text.at(pos).isLetter() || text.at(pos) == QLatin1Char('_')))
            return 0;
        int n = 1;
        while (n < left && isWordChar(text.at(pos + n)))
            ++n;
        return n;
    }
    case Rule::Kind::Int: {
        if (!atWordStart)
            return 0;
        int n = 0;
        while (n < left && text.at(pos + n).isDigit())
            ++n;
        return n;
    }
    case Rule::Kind::Float: {
        static const QRegularExpression re(QStringLiteral("([0-9]+\\.[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?"));
        if (!atWordStart && text.at(pos) != QLatin1Char('.'))
            return 0;
        const auto m = re.match(text, pos, QRegularExpression::NormalMatch,
                                QRegularExpression::AnchorAtOffsetMatchOption);
        return m.hasMatch() ? int(m.capturedLength()) : 0;
    }
    case Rule::Kind::HlCStringChar: {
        static const QRegularExpression re(
            QStringLiteral("\\\\([abefnrtv\"'?\\\\]|x[0-9a-fA-F]{1,2}|[0-7]{1,3})"));
        const auto m = re.match(text, pos, QRegularExpression::NormalMatch,
                                QRegularExpression::AnchorAtOffsetMatchOption);
        return m.hasMatch() ? int(m.capturedLength()) : 0;
    }
    case Rule::Kind::RangeDetect: {
        if (text.at(pos) != rule.char0)
            return 0;
        const qsizetype end = text.indexOf(rule.char1, pos + 1);
        return end < 0 ? 0 : int(end - pos + 1);
    }
    case Rule::Kind::LineContinue:
        return left == 1 && text.at(pos) == rule.char0 ? 1 : 0;
    }
    return 0;
}

void apply(const syntax::ContextSwitch &s, QList<int> *stack) {
    for (int i = 0; i < s.pops && stack->size() > 1; ++i)
        stack->removeLast();
    if (s.push >= 0)
        stack->append(s.push);
}

} // namespace

Highlighter::Highlighter(Language language, QTextDocument *document)
    : QSyntaxHighlighter(static_cast<QObject *>(document)) // owned by document, attached below
    , m_definition(definition(language)) {
    m_turns.setSingleShot(true);
    m_turns.setInterval(0);
    connect(&m_turns, &QTimer::timeout, this, &Highlighter::catchUp);
    if (!document)
        return;
    // Connected before setDocument() connects QSyntaxHighlighter's own handler,
    // so the limit is set before a change is coloured.
    connect(document, &QTextDocument::contentsChange, this, &Highlighter::noteChange);
    m_limit = turnEnd(document, 0); // text already there: coloured by setDocument()'s rehighlight
    if (m_limit != kNoLimit)
        m_turns.start();
    setDocument(document);
}

namespace {
constexpr int kTurnBlocks = 1000;
constexpr int kTurnCharacters = 100'000;
} // namespace

int Highlighter::turnEnd(const QTextDocument *doc, int first) {
    QTextBlock block = doc->findBlockByNumber(first);
    int characters = 0;
    int n = 0;
    while (block.isValid() && n < kTurnBlocks && characters < kTurnCharacters) {
        characters += block.length();
        ++n;
        block = block.next();
    }
    return block.isValid() ? first + n : kNoLimit;
}

void Highlighter::noteChange(int from, int removed, int added) {
    Q_UNUSED(removed)
    if (m_inTurn)
        return;
    const QTextDocument *doc = document();
    const int first = doc->findBlock(from).blockNumber();
    if (first < 0)
        return;
    const QTextBlock last = doc->findBlock(from + added);
    const int lastNumber = last.isValid() ? last.blockNumber() : doc->blockCount() - 1;
    const int end = turnEnd(doc, first);
    // The changed lines (up to the turn's end) are marked waiting, so each one
    // coloured differs from its old state and the colouring goes on past the
    // change for as long as states differ. Qt gives a line split off by a new
    // line break state -1 and compares against that: the lines after it kept
    // the colours of the old text (a ''' typed above a line that opened a
    // string left the lines below coloured as a string).
    QTextBlock block = doc->findBlockByNumber(first);
    for (int n = first; block.isValid() && n <= lastNumber && n < end; ++n, block = block.next())
        block.setUserState(kWaiting);
    if (lastNumber < end)
        return; // small enough to colour at once
    m_limit = std::min(m_limit, end);
    m_turns.start();
}

void Highlighter::catchUp() {
    const int from = m_limit;
    if (from == kNoLimit)
        return;
    const QTextBlock block = document()->findBlockByNumber(from);
    if (!block.isValid()) {
        m_limit = kNoLimit;
        return;
    }
    m_limit = turnEnd(document(), from);
    // The line at from waits (state kWaiting), so its new state differs and
    // QSyntaxHighlighter goes on line by line up to the new limit.
    m_inTurn = true;
    rehighlightBlock(block);
    m_inTurn = false;
    if (m_limit != kNoLimit)
        m_turns.start();
}

std::shared_ptr<const syntax::Definition> Highlighter::definition(Language language) {
    static const auto load = [](Language l) -> std::shared_ptr<const syntax::Definition> {
        auto def = syntax::Definition::load(resourcePath(l));
        if (!def) {
            qWarning().noquote() << def.error().message;
            return nullptr;
        }
        return *def;
    };
    static const std::shared_ptr<const syntax::Definition> cel = load(Language::Cel);
    static const std::shared_ptr<const syntax::Definition> json = load(Language::Json);
    static const std::shared_ptr<const syntax::Definition> yaml = load(Language::Yaml);
    switch (language) {
    case Language::Cel:
        return cel;
    case Language::Json:
        return json;
    case Language::Yaml:
        break;
    }
    return yaml;
}

QSyntaxHighlighter *Highlighter::attach(Language language, QTextDocument *document) {
#ifdef MADO_HAVE_KF6_SYNTAX
    static KSyntaxHighlighting::Repository repository; // not copyable: filled in place, once
    static const bool searchPathAdded = [] {
        repository.addCustomSearchPath(QStringLiteral(":/mado")); // Mado's CEL definition in syntax/
        return true;
    }();
    Q_UNUSED(searchPathAdded)
    const QString name = language == Language::Json   ? QStringLiteral("JSON")
                         : language == Language::Yaml ? QStringLiteral("YAML")
                                                      : QStringLiteral("CEL");
    const auto def = repository.definitionForName(name);
    if (def.isValid()) {
        auto *h = new KSyntaxHighlighting::SyntaxHighlighter(document);
        h->setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        h->setDefinition(def);
        return h;
    }
#endif
    return new Highlighter(language, document);
}

QString Highlighter::engineName() {
#ifdef MADO_HAVE_KF6_SYNTAX
    return QStringLiteral("KF6 SyntaxHighlighting");
#else
    return QStringLiteral("built-in");
#endif
}

int Highlighter::stateOf(const QList<int> &stack) {
    if (stack.size() == 1 && stack.first() == 0)
        return -1; // the first context alone: Qt's "no state"
    qsizetype i = m_stacks.indexOf(stack);
    if (i < 0) {
        i = m_stacks.size();
        m_stacks.append(stack);
    }
    return int(i);
}

void Highlighter::highlightBlock(const QString &text) {
    if (!m_definition)
        return;
    if (currentBlock().blockNumber() >= m_limit) {
        // Its turn comes; until then plain. A state no colouring gives, so the
        // lines after it are marked waiting too.
        setCurrentBlockState(kWaiting);
        return;
    }
    const syntax::Definition &def = *m_definition;
    const int previous = previousBlockState();
    QList<int> stack = previous >= 0 && previous < m_stacks.size() ? m_stacks.at(previous) : QList<int>{0};
    qsizetype firstNonSpace = 0;
    while (firstNonSpace < text.size() && text.at(firstNonSpace).isSpace())
        ++firstNonSpace;
    int pos = 0;
    int standstill =
        0; // look-ahead switches without progress: bounded, so a loop in a definition cannot hang
    while (pos < text.size()) {
        const syntax::Context &context = def.contexts().at(stack.last());
        bool matched = false;
        for (const Rule &rule : context.rules) {
            if ((rule.column >= 0 && pos != rule.column) || (rule.firstNonSpace && pos != firstNonSpace))
                continue;
            const int n = matchLength(rule, def, text, pos);
            if (n <= 0)
                continue;
            if (rule.lookAhead) {
                if (++standstill > 64)
                    continue;
            } else {
                setFormat(pos, n, def.format(rule.attribute >= 0 ? rule.attribute : context.attribute));
                pos += n;
                standstill = 0;
            }
            apply(rule.next, &stack);
            matched = true;
            break;
        }
        if (!matched) {
            setFormat(pos, 1, def.format(context.attribute));
            ++pos;
            standstill = 0;
        }
    }
    apply(def.contexts().at(stack.last()).lineEnd, &stack);
    setCurrentBlockState(stateOf(stack));
}

} // namespace views
