// The shared line diff (models/linediff.h): a shortest edit script, checked
// against a longest common subsequence computed the slow way, on random texts
// and on texts far larger than a table of lines × lines allows.
#include "models/linediff.h"
#include "models/objectfetch.h"

#include <QRandomGenerator>
#include <QTest>

#include <vector>

using models::LineDiff;

namespace {

/// The length of a longest common subsequence, by the textbook table.
qsizetype lcsLength(const QStringList &a, const QStringList &b) {
    std::vector<std::vector<qsizetype>> t(size_t(a.size() + 1),
                                          std::vector<qsizetype>(size_t(b.size() + 1), 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            t[size_t(i)][size_t(j)] =
                a[i] == b[j] ? t[size_t(i + 1)][size_t(j + 1)] + 1
                             : std::max(t[size_t(i + 1)][size_t(j)], t[size_t(i)][size_t(j + 1)]);
    return t[0][0];
}

/// The steps turn a into b: every line of each once and in order, Same lines
/// equal, and in each run of changes the removed lines come first.
void verifySteps(const LineDiff &d, const QStringList &a, const QStringList &b) {
    qsizetype i = 0, j = 0;
    bool addedInRun = false;
    for (const LineDiff::Step &s : d.steps) {
        switch (s.op) {
        case LineDiff::Op::Same:
            QCOMPARE(s.before, i++);
            QCOMPARE(s.after, j++);
            QCOMPARE(a[s.before], b[s.after]);
            addedInRun = false;
            break;
        case LineDiff::Op::Removed:
            QVERIFY2(!addedInRun, "a removed line after an added one in the same run");
            QCOMPARE(s.before, i++);
            break;
        case LineDiff::Op::Added:
            QCOMPARE(s.after, j++);
            addedInRun = true;
            break;
        }
    }
    QCOMPARE(i, a.size());
    QCOMPARE(j, b.size());
}

qsizetype edits(const LineDiff &d) {
    return std::count_if(d.steps.begin(), d.steps.end(),
                         [](const LineDiff::Step &s) { return s.op != LineDiff::Op::Same; });
}

} // namespace

class TestLineDiff final : public QObject {
    Q_OBJECT

private slots:
    void shortestOnRandomTexts_data() {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("alphabet");
        for (int seed = 1; seed <= 200; ++seed)
            QTest::addRow("seed %d", seed) << seed << (seed % 4 == 0 ? 2 : 6);
    }
    // Lines from a small alphabet repeat, so many alignments tie; the edit
    // count must still be the fewest possible: n + m - 2 × LCS.
    void shortestOnRandomTexts() {
        QFETCH(int, seed);
        QFETCH(int, alphabet);
        QRandomGenerator rng{quint32(seed)};
        auto text = [&](int lines) {
            QStringList t;
            for (int k = 0; k < lines; ++k)
                t.append(QString(QChar(u'a' + rng.bounded(alphabet))));
            return t;
        };
        const QStringList a = text(rng.bounded(60)), b = text(rng.bounded(60));
        const LineDiff d = LineDiff::compare(a, b);
        QVERIFY(d.exact);
        verifySteps(d, a, b);
        QCOMPARE(edits(d), a.size() + b.size() - 2 * lcsLength(a, b));
    }

    void emptyAndEqualTexts() {
        const QStringList t{QStringLiteral("a"), QStringLiteral("b")};
        for (const auto &[a, b] : {std::pair{t, t}, std::pair{QStringList(), t}, std::pair{t, QStringList()},
                                   std::pair{QStringList(), QStringList()}}) {
            const LineDiff d = LineDiff::compare(a, b);
            QVERIFY(d.exact);
            verifySteps(d, a, b);
            QCOMPARE(edits(d), a == b ? 0 : t.size());
        }
    }

    // 100,000 lines with 50 of them changed: exact, 50 removed and 50 added
    // (a lines × lines table would need 10^10 cells).
    void fewChangesInALongText() {
        QStringList a;
        for (int k = 0; k < 100000; ++k)
            a.append(QStringLiteral("  line: %1").arg(k % 997)); // repeating lines, as YAML has
        QStringList b = a;
        for (int k = 1; k <= 50; ++k)
            b[k * 1999] = QStringLiteral("  changed: %1").arg(k);
        const LineDiff d = LineDiff::compare(a, b);
        QVERIFY(d.exact);
        verifySteps(d, a, b);
        QCOMPARE(edits(d), 100);
    }

    // More changed lines than kMaxEdits: the middle is given whole, the
    // matching head and tail stay Same.
    void tooManyChangesGiveTheMiddleWhole() {
        QStringList a, b;
        for (int k = 0; k < 5; ++k) {
            a.append(QStringLiteral("head %1").arg(k));
            b.append(QStringLiteral("head %1").arg(k));
        }
        for (int k = 0; k < 3000; ++k) {
            a.append(QStringLiteral("old %1").arg(k));
            b.append(QStringLiteral("new %1").arg(k));
        }
        a.append(QStringLiteral("tail"));
        b.append(QStringLiteral("tail"));
        const LineDiff d = LineDiff::compare(a, b);
        QVERIFY(!d.exact);
        verifySteps(d, a, b);
        QCOMPARE(edits(d), 6000);
        QCOMPARE(d.steps.first().op, LineDiff::Op::Same);
        QCOMPARE(d.steps.last().op, LineDiff::Op::Same);
        // Within the limit it is exact.
        const LineDiff exact = LineDiff::compare(a, b, 6000);
        QVERIFY(exact.exact);
        QCOMPARE(edits(exact), 6000);
    }

    // The object viewer's version diff marks the changed line of a long text
    // (it marked nothing past 2,000 × 2,000 lines).
    void changedLinesOfALongText() {
        QStringList a;
        for (int k = 0; k < 5000; ++k)
            a.append(QStringLiteral("key%1: value").arg(k));
        QStringList b = a;
        b[2500] = QStringLiteral("key2500: other");
        b.insert(4000, QStringLiteral("added: line"));
        const QSet<int> changed =
            models::ObjectFetch::changedLines(a.join(QLatin1Char('\n')), b.join(QLatin1Char('\n')));
        QCOMPARE(changed, (QSet<int>{2500, 4000}));
    }
};

QTEST_GUILESS_MAIN(TestLineDiff)
#include "tst_linediff.moc"
