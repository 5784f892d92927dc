// Counts in messages take the plural forms of each language: English's two
// (from mado_en, which holds only the %n messages), Ukrainian's three, Japanese's one.
#include "app/i18n.h"
#include "kube/shardselector.h"
#include "models/lists/selector.h"

#include <QCoreApplication>
#include <QTest>

class TestI18n final : public QObject {
    Q_OBJECT

    static QString objects(int n) {
        return QCoreApplication::translate("views::ResourceListView", "%n object(s)", nullptr, n);
    }

private slots:
    void pluralForms_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en 1") << QStringLiteral("en") << 1 << QStringLiteral("1 object");
        QTest::newRow("en 0") << QStringLiteral("en") << 0 << QStringLiteral("0 objects");
        QTest::newRow("en 2") << QStringLiteral("en") << 2 << QStringLiteral("2 objects");
        QTest::newRow("uk 1") << QStringLiteral("uk") << 1 << QStringLiteral("1 обʼєкт");
        QTest::newRow("uk 3") << QStringLiteral("uk") << 3 << QStringLiteral("3 обʼєкти");
        QTest::newRow("uk 5") << QStringLiteral("uk") << 5 << QStringLiteral("5 обʼєктів");
        QTest::newRow("uk 11") << QStringLiteral("uk") << 11 << QStringLiteral("11 обʼєктів");
        QTest::newRow("uk 21") << QStringLiteral("uk") << 21 << QStringLiteral("21 обʼєкт");
        QTest::newRow("uk 22") << QStringLiteral("uk") << 22 << QStringLiteral("22 обʼєкти");
        QTest::newRow("ja 1") << QStringLiteral("ja") << 1 << QStringLiteral("1個のオブジェクト");
        QTest::newRow("ja 7") << QStringLiteral("ja") << 7 << QStringLiteral("7個のオブジェクト");
    }

    void pluralForms() {
        QFETCH(QString, lang);
        QFETCH(int, count);
        QFETCH(QString, expected);
        QCOMPARE(app::installTranslations(lang), lang);
        QCOMPARE(objects(count), expected);
    }

    // Switching back to English at run time drops the other language's forms.
    void switchBackToEnglish() {
        app::installTranslations(QStringLiteral("uk"));
        QCOMPARE(objects(5), QStringLiteral("5 обʼєктів"));
        app::installTranslations(QStringLiteral("en"));
        QCOMPARE(objects(5), QStringLiteral("5 objects"));
        QCOMPARE(QCoreApplication::translate("kube::ApiError", "Retry after %n second(s).", nullptr, 1),
                 QStringLiteral("Retry after 1 second."));
    }

    // Messages made outside a QObject (a Q_DECLARE_TR_FUNCTIONS class) reach their
    // translation at run time: lupdate once filed these under no context or the wrong one.
    void messagesOutsideQObjects() {
        QCOMPARE(app::installTranslations(QStringLiteral("uk")), QStringLiteral("uk"));
        const auto label = models::selector::checkLabelSelector(QStringLiteral("app in (a"));
        QVERIFY(label.has_value());
        QVERIFY2(label->message.contains(QStringLiteral("кінець селектора")), qPrintable(label->message));
        const auto shard = kube::ShardSelector::parse(QStringLiteral("shardRange(object.metadata.uid, "));
        QVERIFY(!shard);
        QVERIFY2(shard.error().message.contains(QStringLiteral("Селектор шарда має")) &&
                     shard.error().message.contains(QStringLiteral("кінець")),
                 qPrintable(shard.error().message));
        app::installTranslations(QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestI18n)
#include "tst_i18n.moc"
