// The built-in highlighter reads Mado's syntax definitions (resources/syntax/,
// KSyntaxHighlighting's format) and colours text by them: each check names the
// definition's attribute expected at a line and column.
#include "views/highlighter.h"
#include "views/syntax/syntaxdefinition.h"

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
