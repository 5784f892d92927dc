#pragma once

#include <QCborValue>
#include <QFuture>
#include <QList>
#include <QString>
#include <QStringList>

namespace models::watch {

/// A line diff of two versions of an object, as indented JSON.
struct ObjectDiff {
    enum class Op { Same, Added, Removed };
    struct Line {
        Op op = Op::Same;
        QString text;
    };
    QList<Line> lines;
    int added = 0;
    int removed = 0;
    /// The noise left out (e.g. "metadata.managedFields"); empty with showNoise.
    QStringList folded;
    /// True when more lines changed than a line-by-line comparison takes
    /// (LineDiff::kMaxEdits): the changed middle is then Removed whole and
    /// Added whole; the lines that match at the head and tail stay Same.
    bool coarse = false;

    bool identical() const { return added == 0 && removed == 0; }

    /// Compares before with after. Without showNoise, metadata.managedFields,
    /// metadata.resourceVersion and metadata.generation are left out of both
    /// (those that were there are named in folded). A side without apiVersion
    /// or kind (a list's item) takes the other side's. Runs on any thread.
    static ObjectDiff compare(const QCborValue &before, const QCborValue &after, bool showNoise);
    /// compare() on the thread pool.
    static QFuture<ObjectDiff> compareAsync(const QCborValue &before, const QCborValue &after,
                                            bool showNoise);
    /// The noise compare() folds away, as dotted paths.
    static QStringList noisePaths();
};

} // namespace models::watch
