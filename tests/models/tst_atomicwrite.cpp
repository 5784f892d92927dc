// Persisted state survives a crash in the middle of a write (issue 19, part B).
//
// A child process (this program, started again with MADO_ATOMIC_CHILD set)
// saves large states in a loop -- the migration progress record through
// migrate::ProgressStore, and the window state through QSettings -- each save
// with a new generation number written all through it. The test kills it with
// SIGKILL at moments spread over the saves, many times, and after each kill
// reads the file back: it must be one whole state of a single generation
// (the old one or the new one), never a mixture or a truncated file.

#include "models/migrate/progressstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtTest>

#include <algorithm>
#include <cstdio>

namespace {

constexpr int kFailedKeys = 20000;   // ~0.5 MB per progress record
constexpr int kStateBytes = 1 << 19; // 0.5 MB window state
constexpr int kStallMs = 120000;

const QString kServer = QStringLiteral("https://127.0.0.1:6443");
const QString kCrd = QStringLiteral("widgets.example.com");

/// Record of generation gen: the generation in its header fields and in its
/// last failed key (a truncated file loses that end, and does not parse).
migrate::RewriteRecord record(qint64 gen) {
    static const QStringList keys = [] {
        QStringList k;
        for (int i = 0; i < kFailedKeys - 1; ++i)
            k << QStringLiteral("ns/object-%1").arg(i);
        return k;
    }();
    migrate::RewriteRecord r;
    r.server = kServer;
    r.crd = kCrd;
    r.uid = QStringLiteral("uid-%1").arg(gen);
    r.version = QStringLiteral("v2");
    r.total = gen;
    r.rewritten = gen;
    r.watermark = QStringLiteral("ns/obj-%1").arg(gen);
    r.failed = keys;
    r.failed << QStringLiteral("ns/last-generation-%1").arg(gen);
    return r;
}

QByteArray state(qint64 gen) {
    const QByteArray unit = QByteArray::number(gen) + ';';
    QByteArray s;
    s.reserve(kStateBytes + unit.size());
    while (s.size() < kStateBytes)
        s += unit;
    return s;
}

/// The child: saves generation after generation until killed, telling the parent each one.
int runChild(const QString &dir) {
    migrate::ProgressStore store(dir + QStringLiteral("/migrate"));
    QSettings settings(dir + QStringLiteral("/settings.ini"), QSettings::IniFormat);
    const auto previous = store.load(kServer, kCrd);
    for (qint64 gen = previous ? previous->rewritten + 1 : 1;; ++gen) {
        const migrate::RewriteRecord next = record(gen);
        const QByteArray nextState = state(gen);
        printf("begin %lld\n", gen);
        fflush(stdout);
        QString error;
        if (!store.save(next, &error)) {
            fprintf(stderr, "save failed: %s\n", qPrintable(error));
            return 2;
        }
        settings.setValue(QStringLiteral("window/state"), nextState);
        settings.setValue(QStringLiteral("window/generation"), gen);
        settings.sync();
        if (settings.status() != QSettings::NoError)
            return 3;
        printf("end %lld\n", gen);
        fflush(stdout);
    }
}

} // namespace

class TestAtomicWrite final : public QObject {
    Q_OBJECT

private slots:
    void killedMidWriteLeavesAWholeFile();
};

void TestAtomicWrite::killedMidWriteLeavesAWholeFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    int kills = 0;
    qint64 saves = 0;
    int midWrite = 0;
    int duringSave = 0;
    QSet<QString> seenTemps;
    for (int round = 0; round < 25; ++round) {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MADO_ATOMIC_CHILD"), dir.path());
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        // The first child finishes one save (so there is a record to check); every
        // later one is killed at a moment spread from the start of its saves on.
        // The bounds are generous: each save ends in fdatasync, which on a loaded
        // machine can stall for tens of seconds (a stall is not what is tested).
        const QByteArray awaited = round == 0 ? QByteArrayLiteral("end") : QByteArrayLiteral("begin");
        QTRY_VERIFY_WITH_TIMEOUT(child.peek(4096).contains(awaited) || child.state() != QProcess::Running,
                                 kStallMs);
        QCOMPARE(child.state(), QProcess::Running);
        QTest::qWait(int(QRandomGenerator::global()->bounded(5, 400)));
        child.kill();                             // SIGKILL: no destructor, no flush, no commit runs
        QVERIFY(child.waitForFinished(kStallMs)); // a process in fdatasync dies when it returns
        ++kills;
        const QList<QByteArray> lines = child.readAllStandardOutput().trimmed().split('\n');
        saves += std::count_if(lines.begin(), lines.end(),
                               [](const QByteArray &l) { return l.startsWith("end"); });
        if (lines.last().startsWith("begin"))
            ++duringSave; // killed between the start of a save and its end

        // The progress record: whole, one generation.
        const auto loaded =
            migrate::ProgressStore(dir.filePath(QStringLiteral("migrate"))).load(kServer, kCrd);
        QVERIFY2(loaded.has_value(), "the progress record is not a whole record after a crash");
        const qint64 gen = loaded->rewritten;
        QVERIFY(gen >= 1);
        QCOMPARE(loaded->total, gen);
        QCOMPARE(loaded->uid, QStringLiteral("uid-%1").arg(gen));
        QCOMPARE(loaded->failed.size(), kFailedKeys);
        QCOMPARE(loaded->failed.last(), QStringLiteral("ns/last-generation-%1").arg(gen));

        // The settings: whole, one generation.
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        QCOMPARE(settings.status(), QSettings::NoError);
        const qint64 sgen = settings.value(QStringLiteral("window/generation")).toLongLong();
        QVERIFY(sgen >= 1);
        QCOMPARE(settings.value(QStringLiteral("window/state")).toByteArray(), state(sgen));

        // A kill during a save leaves the save's temporary file next to the
        // record (proof that this kill landed mid-write); it is never the record.
        const QStringList files = QDir(dir.filePath(QStringLiteral("migrate"))).entryList(QDir::Files);
        const QString recordFile =
            QFileInfo(migrate::ProgressStore(dir.filePath(QStringLiteral("migrate"))).fileFor(kServer, kCrd))
                .fileName();
        for (const QString &f : files) {
            if (f == recordFile)
                continue;
            QVERIFY2(f.startsWith(recordFile + QLatin1Char('.')), qPrintable(f));
            if (!seenTemps.contains(f)) {
                seenTemps.insert(f);
                ++midWrite;
            }
        }
    }
    qInfo("%d of the kills landed during a save (record or settings), %d left a progress record's "
          "temporary file behind",
          duringSave, midWrite);
    QVERIFY2(duringSave > 0, "no kill landed during a save: the test proved nothing");
    qInfo("%d kills, %lld complete saves between them", kills, saves);
    QCOMPARE(kills, 25);
}

int main(int argc, char **argv) {
    const QString childDir = qEnvironmentVariable("MADO_ATOMIC_CHILD");
    if (!childDir.isEmpty()) {
        QCoreApplication app(argc, argv);
        return runChild(childDir);
    }
    QCoreApplication app(argc, argv);
    TestAtomicWrite t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_atomicwrite.moc"
