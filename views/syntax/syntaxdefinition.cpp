#include "views/syntax/syntaxdefinition.h"

#include "codecs/fileerror.h"

#include <QFile>
#include <QHash>
#include <QXmlStreamReader>

namespace views::syntax {

namespace {

/// Colours of KSyntaxHighlighting's default styles, in a light theme.
QTextCharFormat styleFormat(const QString &style) {
    struct Style {
        const char *name;
        const char *color;
        bool bold;
        bool italic;
    };
    static const Style styles[] = {
        {"dsNormal", nullptr, false, false},          {"dsKeyword", "#1f1c1b", true, false},
        {"dsControlFlow", "#1f1c1b", true, false},    {"dsFunction", "#644a9b", false, false},
        {"dsVariable", "#0057ae", false, false},      {"dsOperator", "#5f5f5f", false, false},
        {"dsBuiltIn", "#644a9b", true, false},        {"dsExtension", "#0095ff", true, false},
        {"dsPreprocessor", "#006e28", false, false},  {"dsAttribute", "#0057ae", false, false},
        {"dsChar", "#924c9d", false, false},          {"dsSpecialChar", "#3daee9", false, false},
        {"dsString", "#2e7d32", false, false},        {"dsVerbatimString", "#2e7d32", false, false},
        {"dsSpecialString", "#ff5500", false, false}, {"dsImport", "#ff5500", false, false},
        {"dsDataType", "#6a1b9a", false, false},      {"dsDecVal", "#1565c0", false, false},
        {"dsBaseN", "#1565c0", false, false},         {"dsFloat", "#1565c0", false, false},
        {"dsConstant", "#c62828", true, false},       {"dsComment", "#757575", false, true},
        {"dsDocumentation", "#607880", false, false}, {"dsAnnotation", "#ca60ca", false, false},
        {"dsCommentVar", "#0095ff", false, true},     {"dsRegionMarker", "#0057ae", true, false},
        {"dsInformation", "#b08000", false, false},   {"dsWarning", "#bf0303", false, false},
        {"dsAlert", "#bf0303", true, false},          {"dsError", "#bf0303", false, false},
        {"dsOthers", "#006e28", false, false},
    };
    QTextCharFormat f;
    for (const Style &s : styles) {
        if (style != QLatin1String(s.name))
            continue;
        if (s.color)
            f.setForeground(QColor(QLatin1String(s.color)));
        if (s.bold)
            f.setFontWeight(QFont::Bold);
        if (s.italic)
            f.setFontItalic(true);
    }
    return f;
}

bool flag(const QXmlStreamAttributes &a, const char *name) {
    const QStringView v = a.value(QLatin1String(name));
    return v == QLatin1String("1") || v == QLatin1String("true");
}

/// A rule as read, before context and attribute names are resolved.
struct RawRule {
    Rule rule;
    QString attribute;
    QString context;
    QString list;
    qint64 line = 0;
};

struct RawContext {
    Context context;
    QString attribute;
    QString lineEnd;
    QList<RawRule> rules;
};

const QHash<QString, Rule::Kind> &ruleKinds() {
    static const QHash<QString, Rule::Kind> kinds{
        {QStringLiteral("DetectChar"), Rule::Kind::DetectChar},
        {QStringLiteral("Detect2Chars"), Rule::Kind::Detect2Chars},
        {QStringLiteral("AnyChar"), Rule::Kind::AnyChar},
        {QStringLiteral("StringDetect"), Rule::Kind::StringDetect},
        {QStringLiteral("WordDetect"), Rule::Kind::WordDetect},
        {QStringLiteral("RegExpr"), Rule::Kind::RegExpr},
        {QStringLiteral("keyword"), Rule::Kind::Keyword},
        {QStringLiteral("DetectSpaces"), Rule::Kind::DetectSpaces},
        {QStringLiteral("DetectIdentifier"), Rule::Kind::DetectIdentifier},
        {QStringLiteral("Int"), Rule::Kind::Int},
        {QStringLiteral("Float"), Rule::Kind::Float},
        {QStringLiteral("HlCStringChar"), Rule::Kind::HlCStringChar},
        {QStringLiteral("RangeDetect"), Rule::Kind::RangeDetect},
        {QStringLiteral("LineContinue"), Rule::Kind::LineContinue},
    };
    return kinds;
}

} // namespace

mado::Result<std::shared_ptr<const Definition>> Definition::load(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return mado::Error{
            tr("Cannot read the syntax definition %1: %2").arg(path, mado::fileErrorText(file))};
    auto def = std::make_shared<Definition>();
    def->m_delimiters = QStringLiteral(".():!+,-<=>%&*/;?[]^{|}~\\");
    QHash<QString, QSet<QString>> lists;
    QList<RawContext> raw;
    QHash<QString, int> attributes;
    Qt::CaseSensitivity keywordCase = Qt::CaseSensitive;
    QString listName;
    QXmlStreamReader xml(&file);
    auto fail = [&](const QString &why) {
        return mado::Error{tr("Syntax definition %1, line %2: %3").arg(path).arg(xml.lineNumber()).arg(why)};
    };
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("list"))
            listName.clear();
        if (!xml.isStartElement())
            continue;
        const QStringView tag = xml.name();
        const QXmlStreamAttributes a = xml.attributes();
        if (tag == QLatin1String("language")) {
            def->m_name = a.value(QLatin1String("name")).toString();
        } else if (tag == QLatin1String("list")) {
            listName = a.value(QLatin1String("name")).toString();
            lists[listName];
        } else if (tag == QLatin1String("item")) {
            if (listName.isEmpty())
                return fail(tr("an item outside a list"));
            lists[listName].insert(xml.readElementText().trimmed());
        } else if (tag == QLatin1String("context")) {
            RawContext c;
            c.context.name = a.value(QLatin1String("name")).toString();
            c.attribute = a.value(QLatin1String("attribute")).toString();
            c.lineEnd = a.value(QLatin1String("lineEndContext")).toString();
            raw.append(c);
        } else if (tag == QLatin1String("itemData")) {
            const QString name = a.value(QLatin1String("name")).toString();
            QTextCharFormat f = styleFormat(a.value(QLatin1String("defStyleNum")).toString());
            if (a.hasAttribute(QLatin1String("color")))
                f.setForeground(QColor(a.value(QLatin1String("color")).toString()));
            if (a.hasAttribute(QLatin1String("bold")))
                f.setFontWeight(flag(a, "bold") ? QFont::Bold : QFont::Normal);
            if (a.hasAttribute(QLatin1String("italic")))
                f.setFontItalic(flag(a, "italic"));
            f.setProperty(QTextFormat::UserProperty, name);
            attributes.insert(name, int(def->m_formats.size()));
            def->m_formats.append(f);
        } else if (tag == QLatin1String("keywords")) {
            if (a.hasAttribute(QLatin1String("casesensitive")) && !flag(a, "casesensitive"))
                keywordCase = Qt::CaseInsensitive;
            if (a.hasAttribute(QLatin1String("weakDeliminator"))) {
                for (QChar c : a.value(QLatin1String("weakDeliminator")))
                    def->m_delimiters.remove(c);
            }
            if (a.hasAttribute(QLatin1String("additionalDeliminator")))
                def->m_delimiters += a.value(QLatin1String("additionalDeliminator")).toString();
        } else if (ruleKinds().contains(tag.toString())) {
            if (raw.isEmpty())
                return fail(tr("a rule outside a context"));
            RawRule r;
            r.line = xml.lineNumber();
            Rule &rule = r.rule;
            rule.kind = ruleKinds().value(tag.toString());
            rule.string = a.value(QLatin1String("String")).toString();
            const QString c0 = a.value(QLatin1String("char")).toString();
            const QString c1 = a.value(QLatin1String("char1")).toString();
            rule.char0 = c0.isEmpty() ? QChar(u'\\') : c0.front();
            rule.char1 = c1.isEmpty() ? QChar() : c1.front();
            rule.caseSensitivity = flag(a, "insensitive") ? Qt::CaseInsensitive : Qt::CaseSensitive;
            rule.lookAhead = flag(a, "lookAhead");
            rule.firstNonSpace = flag(a, "firstNonSpace");
            rule.column =
                a.hasAttribute(QLatin1String("column")) ? a.value(QLatin1String("column")).toInt() : -1;
            r.attribute = a.value(QLatin1String("attribute")).toString();
            r.context = a.value(QLatin1String("context")).toString();
            if (rule.kind == Rule::Kind::Keyword)
                r.list = rule.string;
            if (rule.kind == Rule::Kind::RegExpr) {
                QRegularExpression::PatternOptions options;
                if (rule.caseSensitivity == Qt::CaseInsensitive)
                    options |= QRegularExpression::CaseInsensitiveOption;
                if (flag(a, "minimal"))
                    options |= QRegularExpression::InvertedGreedinessOption;
                rule.regex = QRegularExpression(rule.string, options);
                if (!rule.regex.isValid())
                    return fail(tr("the regular expression %1 is invalid: %2")
                                    .arg(rule.string, rule.regex.errorString()));
            }
            raw.last().rules.append(r);
        } else if (tag != QLatin1String("highlighting") && tag != QLatin1String("contexts") &&
                   tag != QLatin1String("itemDatas") && tag != QLatin1String("general") &&
                   tag != QLatin1String("comments") && tag != QLatin1String("comment") &&
                   tag != QLatin1String("folding") && tag != QLatin1String("spellchecking")) {
            return fail(tr("the element <%1> is not supported").arg(tag.toString()));
        }
    }
    if (xml.hasError())
        return fail(xml.errorString());
    if (raw.isEmpty())
        return fail(tr("the definition has no context"));

    QHash<QString, int> contextIndex;
    for (int i = 0; i < raw.size(); ++i)
        contextIndex.insert(raw.at(i).context.name, i);
    // "#stay", "#pop", "#pop#pop!Name", "Name".
    auto parseSwitch = [&](QString text, ContextSwitch *out) -> bool {
        *out = {};
        if (text.isEmpty() || text == QLatin1String("#stay"))
            return true;
        while (text.startsWith(QLatin1String("#pop"))) {
            ++out->pops;
            text.remove(0, 4);
        }
        if (text.startsWith(QLatin1Char('!')))
            text.remove(0, 1);
        if (text.isEmpty())
            return true;
        if (!contextIndex.contains(text))
            return false;
        out->push = contextIndex.value(text);
        return true;
    };
    auto attributeIndex = [&](const QString &name, int fallback) {
        return name.isEmpty() ? fallback : attributes.value(name, -2);
    };
    for (RawContext &c : raw) {
        c.context.attribute = attributeIndex(c.attribute, 0);
        if (c.context.attribute < 0 || def->m_formats.isEmpty())
            return mado::Error{tr("Syntax definition %1: the context %2 names an unknown attribute %3")
                                   .arg(path, c.context.name, c.attribute)};
        if (!parseSwitch(c.lineEnd, &c.context.lineEnd))
            return mado::Error{tr("Syntax definition %1: unknown context %2").arg(path, c.lineEnd)};
        for (RawRule &r : c.rules) {
            r.rule.attribute = attributeIndex(r.attribute, -1);
            if (r.rule.attribute == -2 || !parseSwitch(r.context, &r.rule.next))
                return mado::Error{
                    tr("Syntax definition %1, line %2: unknown attribute or context").arg(path).arg(r.line)};
            if (r.rule.kind == Rule::Kind::Keyword) {
                if (!lists.contains(r.list))
                    return mado::Error{tr("Syntax definition %1, line %2: unknown keyword list %3")
                                           .arg(path)
                                           .arg(r.line)
                                           .arg(r.list)};
                r.rule.caseSensitivity = keywordCase;
                for (const QString &word : lists.value(r.list))
                    r.rule.keywords.insert(keywordCase == Qt::CaseSensitive ? word : word.toLower());
            }
            c.context.rules.append(r.rule);
        }
        def->m_contexts.append(c.context);
    }
    return std::shared_ptr<const Definition>(std::move(def));
}

} // namespace views::syntax
