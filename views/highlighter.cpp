#include "views/highlighter.h"

#ifdef MADO_HAVE_KF6_SYNTAX
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace views {

namespace {
QTextCharFormat fmt(const char *color, bool bold = false) {
    QTextCharFormat f;
    f.setForeground(QColor(QLatin1String(color)));
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}
} // namespace

Highlighter::Highlighter(Language language, QTextDocument *document)
    : QSyntaxHighlighter(document) {
    const auto number = fmt("#1565c0");
    const auto string = fmt("#2e7d32");
    const auto key = fmt("#6a1b9a", true);
    const auto keyword = fmt("#c62828", true);
    const auto comment = fmt("#757575");
    auto add = [this](const char *re, const QTextCharFormat &f, int group = 0) {
        m_rules.append({QRegularExpression(QLatin1String(re)), f, group});
    };
    switch (language) {
    case Language::Json:
        add(R"(-?\b\d+(\.\d+)?([eE][+-]?\d+)?\b)", number);
        add(R"(\b(true|false|null)\b)", keyword);
        add(R"("(?:[^"\\]|\\.)*")", string);
        add(R"(("(?:[^"\\]|\\.)*")\s*:)", key, 1);
        break;
    case Language::Yaml:
        add(R"(-?\b\d+(\.\d+)?\b)", number);
        add(R"(\b(true|false|null|~)\b)", keyword);
        add(R"("(?:[^"\\]|\\.)*"|'[^']*')", string);
        add(R"(^\s*(?:-\s+)?([^\s:#][^:#]*):(?=\s|$))", key, 1);
        add(R"((^|\s)#.*$)", comment);
        break;
    case Language::Cel:
        add(R"(\b\d+(\.\d+)?u?\b)", number);
        add(R"(\b(true|false|null|in|has|all|exists|exists_one|map|filter|self|oldSelf|object|oldObject|request|params)\b)",
            keyword);
        add(R"("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')", string);
        add(R"(//.*$)", comment);
        break;
    }
}

QSyntaxHighlighter *Highlighter::attach(Language language, QTextDocument *document) {
#ifdef MADO_HAVE_KF6_SYNTAX
    if (language != Language::Cel) {
        static KSyntaxHighlighting::Repository repository;
        const auto def = repository.definitionForName(language == Language::Json ? QStringLiteral("JSON")
                                                                                 : QStringLiteral("YAML"));
        if (def.isValid()) {
            auto *h = new KSyntaxHighlighting::SyntaxHighlighter(document);
            h->setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
            h->setDefinition(def);
            return h;
        }
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

void Highlighter::highlightBlock(const QString &text) {
    for (const Rule &rule : std::as_const(m_rules)) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(int(m.capturedStart(rule.group)), int(m.capturedLength(rule.group)), rule.format);
        }
    }
}

} // namespace views
