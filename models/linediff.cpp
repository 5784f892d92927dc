#include "models/linediff.h"

#include <QHash>

#include <algorithm>
#include <optional>
#include <vector>

namespace models {

namespace {

/// Each distinct line as a number, so the search compares integers.
void numberLines(const QStringList &a, const QStringList &b, qsizetype head, qsizetype n, qsizetype m,
                 std::vector<int> &x, std::vector<int> &y) {
    QHash<QString, int> ids;
    ids.reserve(n + m);
    auto id = [&ids](const QString &line) {
        const auto it = ids.constFind(line);
        if (it != ids.cend())
            return *it;
        const int next = int(ids.size());
        ids.insert(line, next);
        return next;
    };
    x.resize(size_t(n));
    y.resize(size_t(m));
    for (qsizetype i = 0; i < n; ++i)
        x[size_t(i)] = id(a.at(head + i));
    for (qsizetype j = 0; j < m; ++j)
        y[size_t(j)] = id(b.at(head + j));
}

/// Myers' greedy search for the shortest edit script of x into y, keeping the
/// furthest x reached on each diagonal k = x - y after every edit count d
/// (trace[d] holds diagonals -d..d as they were before step d). nullopt when
/// more than maxEdits edits are needed.
std::optional<std::vector<std::vector<int>>> search(const std::vector<int> &x, const std::vector<int> &y,
                                                    qsizetype maxEdits) {
    const qsizetype n = qsizetype(x.size()), m = qsizetype(y.size());
    const qsizetype limit = std::min(n + m, maxEdits);
    const qsizetype offset = limit + 1;
    std::vector<int> v(size_t(2 * limit + 3), 0);
    std::vector<std::vector<int>> trace;
    for (qsizetype d = 0; d <= limit; ++d) {
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
        for (qsizetype k = -d; k <= d; k += 2) {
            const bool down = k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)]);
            qsizetype i = down ? v[size_t(offset + k + 1)] : v[size_t(offset + k - 1)] + 1;
            qsizetype j = i - k;
            while (i < n && j < m && x[size_t(i)] == y[size_t(j)]) {
                ++i;
                ++j;
            }
            v[size_t(offset + k)] = int(i);
            if (i >= n && j >= m)
                return trace;
        }
    }
    return std::nullopt;
}

} // namespace

LineDiff LineDiff::compare(const QStringList &before, const QStringList &after, qsizetype maxEdits) {
    LineDiff diff;
    qsizetype head = 0;
    while (head < before.size() && head < after.size() && before.at(head) == after.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < before.size() - head && tail < after.size() - head &&
           before.at(before.size() - 1 - tail) == after.at(after.size() - 1 - tail))
        ++tail;
    const qsizetype n = before.size() - head - tail, m = after.size() - head - tail;
    diff.steps.reserve(before.size() + m);
    for (qsizetype i = 0; i < head; ++i)
        diff.steps.append({Op::Same, i, i});

    std::vector<int> x, y;
    std::optional<std::vector<std::vector<int>>> trace;
    if (n > 0 && m > 0) {
        numberLines(before, after, head, n, m, x, y);
        trace = search(x, y, maxEdits);
        diff.exact = trace.has_value();
    }
    if (trace) {
        // Walk back from (n, m): each step d came down (a line of after
        // added) or right (a line of before removed) from diagonal k ± 1,
        // after the snake of equal lines that followed it.
        QList<Step> middle;
        qsizetype i = n, j = m;
        for (qsizetype d = qsizetype(trace->size()) - 1; d > 0; --d) {
            const std::vector<int> &v = (*trace)[size_t(d)];
            auto at = [&v, d](qsizetype k) {
                return qsizetype(v[size_t(k + d)]);
            };
            const qsizetype k = i - j;
            const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));
            const qsizetype prevK = down ? k + 1 : k - 1;
            const qsizetype prevI = at(prevK), prevJ = prevI - prevK;
            while (i > prevI + (down ? 0 : 1) && j > prevJ + (down ? 1 : 0)) {
                --i;
                --j;
                middle.append({Op::Same, head + i, head + j});
            }
            if (down)
                middle.append({Op::Added, -1, head + --j});
            else
                middle.append({Op::Removed, head + --i, -1});
        }
        while (i > 0 && j > 0) {
            --i;
            --j;
            middle.append({Op::Same, head + i, head + j});
        }
        std::reverse(middle.begin(), middle.end());
        // Removed lines before added ones within each run of changes.
        for (qsizetype s = 0; s < middle.size();) {
            if (middle[s].op == Op::Same) {
                diff.steps.append(middle[s++]);
                continue;
            }
            qsizetype e = s;
            while (e < middle.size() && middle[e].op != Op::Same)
                ++e;
            for (qsizetype r = s; r < e; ++r)
                if (middle[r].op == Op::Removed)
                    diff.steps.append(middle[r]);
            for (qsizetype r = s; r < e; ++r)
                if (middle[r].op == Op::Added)
                    diff.steps.append(middle[r]);
            s = e;
        }
    } else {
        for (qsizetype i = 0; i < n; ++i)
            diff.steps.append({Op::Removed, head + i, -1});
        for (qsizetype j = 0; j < m; ++j)
            diff.steps.append({Op::Added, -1, head + j});
    }
    for (qsizetype t = tail; t > 0; --t)
        diff.steps.append({Op::Same, before.size() - t, after.size() - t});
    return diff;
}

} // namespace models
