// The built-in highlighter reads Mado's syntax definitions (resources/syntax/,
// KSyntaxHighlighting's format) and colours text by them: each check names the
// definition's attribute expected at a line and column.
#include "views/highlighter.h"
#include "views/syntax/syntaxdefinition.h"

#include <QPlainTextDocumentLayout>
#include <QTemporaryFile>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using views::Highlighter;

Q_DECLARE_METATYPE(Highlighter::Language)

class TstHighlighter final : public QObject {
    Q_OBJECT

    /// The attribute name of the format at (line, column), "" when unformatted.
    static QString attributeAt(QTextDocument *doc, int line, int column) {
        const QTextBlock block = doc->findBlockByNumber(line);
        for (const QTextLayout::FormatRange &r : block.layout()->formats()) {
            if (column >= r.start && column < r.start + r.length)
                return r.format.property(QTextFormat::UserProperty).toString();
        }
        return QString();
    }

    /// Every line's colours, one string per line: start+length:attribute runs.
    static QStringList colours(QTextDocument *doc) {
        QStringList lines;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            QStringList runs;
            for (const QTextLayout::FormatRange &r : b.layout()->formats())
                runs << QStringLiteral("%1+%2:%3")
                            .arg(r.start)
                            .arg(r.length)
                            .arg(r.format.property(QTextFormat::UserProperty).toString());
            lines << runs.join(QLatin1Char(' '));
        }
        return lines;
    }

    /// n lines of CEL in which triple-quoted strings open and close every few
    /// lines, so how a line is coloured depends on every line above it.
    static QString longCel(int n) {
        QStringList lines;
        for (int i = 0; i < n; ++i) {
            if (i % 7 == 0)
                lines << QStringLiteral("x + '''open %1").arg(i);
            else if (i % 7 == 3)
                lines << QStringLiteral("close''' + %1").arg(i);
            else
                lines << QStringLiteral("self.a%1.size() > 0x1F && 'b' // %1").arg(i);
        }
        return lines.join(QLatin1Char('\n'));
    }

    /// text coloured as small changes are, at once: built up 200 lines per change.
    static QStringList coloursAtOnce(const QString &text) {
        QTextDocument doc;
        doc.setDocumentLayout(new QPlainTextDocumentLayout(&doc));
        new Highlighter(Highlighter::Language::Cel, &doc);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QTextCursor cursor(&doc);
        for (qsizetype i = 0; i < lines.size(); i += 200) {
            cursor.movePosition(QTextCursor::End);
            cursor.insertText((i > 0 ? QStringLiteral("\n") : QString()) +
                              lines.mid(i, 200).join(QLatin1Char('\n')));
        }
        if (doc.toPlainText() != text)
            qFatal("the reference document differs from its text");
        return colours(&doc);
    }

private slots:
    void definitionsLoad_data() {
        QTest::addColumn<Highlighter::Language>("language");
        QTest::addColumn<QString>("name");
        QTest::newRow("cel") << Highlighter::Language::Cel << "CEL";
        QTest::newRow("json") << Highlighter::Language::Json << "Mado JSON";
        QTest::newRow("yaml") << Highlighter::Language::Yaml << "Mado YAML";
    }
    void definitionsLoad() {
        QFETCH(Highlighter::Language, language);
        QFETCH(QString, name);
        const auto def = Highlighter::definition(language);
        QVERIFY(def);
        QCOMPARE(def->name(), name);
        QVERIFY(def->contexts().size() >= 2);
    }

    void highlights_data() {
        QTest::addColumn<Highlighter::Language>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("attribute");
        const auto cel = Highlighter::Language::Cel;
        const QString rule =
            QStringLiteral("self.size() > 0x1Fu && has(self.a) // ok\n\"a\\n\" + b'x' + r\"\\d\"");
        QTest::newRow("cel variable") << cel << rule << 0 << 0 << "Variable";
        QTest::newRow("cel function") << cel << rule << 0 << 5 << "Function";
        QTest::newRow("cel operator") << cel << rule << 0 << 12 << "Operator";
        QTest::newRow("cel hex uint") << cel << rule << 0 << 16 << "Number";
        QTest::newRow("cel macro") << cel << rule << 0 << 24 << "Macro";
        QTest::newRow("cel comment") << cel << rule << 0 << 38 << "Comment";
        QTest::newRow("cel string") << cel << rule << 1 << 1 << "String";
        QTest::newRow("cel escape") << cel << rule << 1 << 2 << "Escape";
        QTest::newRow("cel bytes") << cel << rule << 1 << 8 << "Bytes";
        QTest::newRow("cel raw string keeps backslash") << cel << rule << 1 << 16 << "String";
        const QString triple = QStringLiteral("'''first\nsecond''' == x");
        QTest::newRow("cel triple-quoted string spans lines") << cel << triple << 1 << 2 << "String";
        QTest::newRow("cel after triple-quoted string") << cel << triple << 1 << 10 << "Operator";

        const auto json = Highlighter::Language::Json;
        const QString doc = QStringLiteral("{\n  \"kind\": \"Pod\",\n  \"n\": -1.5e3,\n  \"ok\": true\n}");
        QTest::newRow("json key") << json << doc << 1 << 3 << "Key";
        QTest::newRow("json string value") << json << doc << 1 << 11 << "String";
        QTest::newRow("json number") << json << doc << 2 << 8 << "Number";
        QTest::newRow("json constant") << json << doc << 3 << 9 << "Constant";
        QTest::newRow("json symbol") << json << doc << 0 << 0 << "Symbol";
        const QString diag = QStringLiteral("{'time': '2026-12-03', 'n': 3}");
        QTest::newRow("cbor diagnostic single-quoted key") << json << diag << 0 << 2 << "Key";
        QTest::newRow("cbor diagnostic digits inside a string") << json << diag << 0 << 11 << "String";
        QTest::newRow("cbor diagnostic number") << json << diag << 0 << 28 << "Number";

        const auto yaml = Highlighter::Language::Yaml;
        const QString manifest = QStringLiteral(
            "apiVersion: v1 # core\nmetadata:\n  labels:\n    app: \"web\"\n  - replicas: 3\n---\nnull: ~");
        QTest::newRow("yaml key") << yaml << manifest << 0 << 0 << "Key";
        QTest::newRow("yaml comment") << yaml << manifest << 0 << 17 << "Comment";
        QTest::newRow("yaml nested key") << yaml << manifest << 3 << 4 << "Key";
        QTest::newRow("yaml quoted string") << yaml << manifest << 3 << 10 << "String";
        QTest::newRow("yaml list dash") << yaml << manifest << 4 << 2 << "Symbol";
        QTest::newRow("yaml number") << yaml << manifest << 4 << 14 << "Number";
        QTest::newRow("yaml document marker") << yaml << manifest << 5 << 0 << "Document";
        QTest::newRow("yaml tilde") << yaml << manifest << 6 << 6 << "Constant";
        const QString names = QStringLiteral("name: web-123\nuid: 4785-9bb7");
        QTest::newRow("yaml digits inside a plain scalar") << yaml << names << 0 << 10 << "Normal Text";
        QTest::newRow("yaml digits starting a plain scalar") << yaml << names << 1 << 5 << "Normal Text";
    }
    void highlights() {
        QFETCH(Highlighter::Language, language);
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, attribute);
        QTextDocument doc;
        doc.documentLayout(); // as in an editor: without a layout the document reports no changes
        new Highlighter(language, &doc);
        doc.setPlainText(text);
        QCOMPARE(attributeAt(&doc, line, column), attribute);
    }

    /// Editing a line re-highlights what follows it: closing a string on one
    /// line changes the state the next line starts in.
    void stateFollowsEdits() {
        QTextDocument doc;
        doc.documentLayout();
        new Highlighter(Highlighter::Language::Cel, &doc);
        doc.setPlainText(QStringLiteral("'''open\nx + 1"));
        QCOMPARE(attributeAt(&doc, 1, 0), QStringLiteral("String"));
        QTextCursor cursor(doc.findBlockByNumber(0));
        cursor.movePosition(QTextCursor::EndOfBlock);
        cursor.insertText(QStringLiteral("'''"));
        QCOMPARE(attributeAt(&doc, 1, 0), QStringLiteral("Normal Text"));
        QCOMPARE(attributeAt(&doc, 1, 4), QStringLiteral("Number"));
    }

    /// A line break typed splits a line; the lines after it follow the new
    /// state (Qt gives the split-off line state -1 and stopped there when the
    /// new colouring gave -1 too).
    void aLineBreakTypedRecoloursTheLinesAfter() {
        QTextDocument doc;
        doc.setDocumentLayout(new QPlainTextDocumentLayout(&doc)); // as in Mado's text panes
        new Highlighter(Highlighter::Language::Cel, &doc);
        doc.setPlainText(QStringLiteral("x + '''open\nself.a\nself.b"));
        QCOMPARE(attributeAt(&doc, 1, 0), QStringLiteral("String"));
        QTextCursor(&doc).insertText(QStringLiteral("'''\n"));
        QCOMPARE(attributeAt(&doc, 1, 0), QStringLiteral("String"));
        QCOMPARE(attributeAt(&doc, 2, 0), QStringLiteral("Variable"));
        QCOMPARE(attributeAt(&doc, 3, 0), QStringLiteral("Variable"));
    }

    /// A large change is coloured in turns of the event loop (the GUI thread
    /// does not stop for the whole text), and once done exactly as a text
    /// coloured at once: an edit that flips every later line's state while
    /// lines still wait, and text already in the document when the
    /// highlighter is attached, included.
    void largeChangesAreColouredInTurns() {
        const QString text = longCel(20000);
        QTextDocument doc;
        doc.setDocumentLayout(new QPlainTextDocumentLayout(&doc));
        auto *h = new Highlighter(Highlighter::Language::Cel, &doc);
        doc.setPlainText(text);
        QVERIFY(h->isCatchingUp());
        QCOMPARE(attributeAt(&doc, 1, 0), QStringLiteral("String"));
        QVERIFY(doc.lastBlock().layout()->formats().isEmpty()); // not reached yet
        QTextCursor(&doc).insertText(
            QStringLiteral("'''\n")); // every later string now closes, every gap opens
        QTRY_VERIFY_WITH_TIMEOUT(!h->isCatchingUp(), 120000);
        QCOMPARE(attributeAt(&doc, 2, 0), QStringLiteral("Variable"));
        QCOMPARE(colours(&doc), coloursAtOnce(doc.toPlainText()));

        QTextDocument filled;
        filled.setDocumentLayout(new QPlainTextDocumentLayout(&filled));
        filled.setPlainText(text);
        auto *late = new Highlighter(Highlighter::Language::Cel, &filled);
        QVERIFY(late->isCatchingUp());
        QTRY_VERIFY_WITH_TIMEOUT(!late->isCatchingUp(), 120000);
        QCOMPARE(colours(&filled), coloursAtOnce(text));
    }

    void badDefinitionsAreErrors_data() {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("message");
        const QByteArray head = "<language name='X'><highlighting><contexts>";
        const QByteArray tail = "</contexts><itemDatas><itemData name='N' "
                                "defStyleNum='dsNormal'/></itemDatas></highlighting></language>";
        QTest::newRow("unknown rule")
            << head + "<context name='a' attribute='N'><IncludeRules context='b'/></context>" + tail
            << "IncludeRules";
        QTest::newRow("bad regex") << head +
                                          "<context name='a' attribute='N'><RegExpr String='('/></context>" +
                                          tail
                                   << "regular expression";
        QTest::newRow("unknown context")
            << head + "<context name='a' attribute='N'><DetectChar char='x' context='zz'/></context>" + tail
            << "unknown";
        QTest::newRow("unknown list")
            << head + "<context name='a' attribute='N'><keyword String='nope'/></context>" + tail << "nope";
        QTest::newRow("not xml") << QByteArray("<language") << "line";
    }
    void badDefinitionsAreErrors() {
        QFETCH(QByteArray, xml);
        QFETCH(QString, message);
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(xml);
        file.close();
        const auto def = views::syntax::Definition::load(file.fileName());
        QVERIFY(!def);
        QVERIFY2(def.error().message.contains(message), qPrintable(def.error().message));
    }
};

QTEST_MAIN(TstHighlighter)
#include "tst_highlighter.moc"
