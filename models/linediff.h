#pragma once

#include <QList>
#include <QStringList>

namespace models {

/// A line diff of two texts: the shortest edit script (Myers' O((N+M)·D)
/// algorithm, after the common head and tail are set aside), so its cost
/// grows with the number of changed lines, not with the product of the two
/// lengths. Shared by the watch pane's event diff, the object viewer's
/// version diff and the patch composer's preview.
struct LineDiff {
    enum class Op { Same, Removed, Added };
    struct Step {
        Op op = Op::Same;
        qsizetype before = -1; ///< line of before (Same, Removed)
        qsizetype after = -1;  ///< line of after (Same, Added)
    };
    /// before turned into after, in order; in each run of changes the
    /// removed lines come first, then the added ones.
    QList<Step> steps;
    /// False when more than maxEdits lines differ: the changed middle is then
    /// given whole, every line of it removed and added (the head and tail
    /// that match are still Same).
    bool exact = true;

    /// 2,000 changed lines cost at most 16 MB and (N+M)·2,000 comparisons.
    static constexpr qsizetype kMaxEdits = 2000;
    static LineDiff compare(const QStringList &before, const QStringList &after,
                            qsizetype maxEdits = kMaxEdits);
};

} // namespace models
