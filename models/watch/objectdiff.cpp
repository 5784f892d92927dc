#include "models/watch/objectdiff.h"

#include "codecs/json.h"

#include <QCborMap>
#include <QtConcurrent/QtConcurrentRun>

#include <vector>

namespace models::watch {

namespace {

constexpr qsizetype kMaxCells = 4'000'000; // middle part of the LCS table (lines x lines)

QCborValue fold(const QCborValue &doc, QStringList *folded) {
    if (!doc.isMap())
        return doc;
    QCborMap m = doc.toMap();
    QCborMap meta = m.value(QLatin1String("metadata")).toMap();
    for (const char *key : {"managedFields", "resourceVersion", "generation"}) {
        if (meta.contains(QLatin1String(key))) {
            meta.remove(QLatin1String(key));
            const QString path = QLatin1String("metadata.") + QLatin1String(key);
            if (!folded->contains(path))
                folded->append(path);
        }
    }
    if (m.contains(QLatin1String("metadata")))
        m.insert(QLatin1String("metadata"), meta);
    return m;
}

QStringList linesOf(const QCborValue &doc) {
    if (doc.isNull() || doc.isUndefined())
        return {};
    QString text = QString::fromUtf8(codecs::toJson(codecs::canonical(doc), codecs::JsonStyle::Indented));
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text.split(QLatin1Char('\n'));
}

} // namespace

QStringList ObjectDiff::noisePaths() {
    return {QStringLiteral("metadata.managedFields"), QStringLiteral("metadata.resourceVersion"),
            QStringLiteral("metadata.generation")};
}

ObjectDiff ObjectDiff::compare(const QCborValue &before, const QCborValue &after, bool showNoise) {
    ObjectDiff d;
    const QStringList a = linesOf(showNoise ? before : fold(before, &d.folded));
    const QStringList b = linesOf(showNoise ? after : fold(after, &d.folded));
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a.at(a.size() - 1 - tail) == b.at(b.size() - 1 - tail))
        ++tail;
    for (qsizetype i = 0; i < head; ++i)
        d.lines.append({Op::Same, a.at(i)});
    const qsizetype n = a.size() - head - tail;
    const qsizetype m = b.size() - head - tail;
    auto addRemoved = [&d](const QString &t) {
        d.lines.append({Op::Removed, t});
        ++d.removed;
    };
    auto addAdded = [&d](const QString &t) {
        d.lines.append({Op::Added, t});
        ++d.added;
    };
    if (n > 0 && m > 0 && (n + 1) * (m + 1) <= kMaxCells) {
        // LCS lengths of the suffixes: L[i][j] for a[head+i..], b[head+j..].
        std::vector<quint32> table(size_t((n + 1) * (m + 1)), 0);
        auto at = [&table, m](qsizetype i, qsizetype j) -> quint32 & {
            return table[size_t(i * (m + 1) + j)];
        };
        for (qsizetype i = n - 1; i >= 0; --i) {
            for (qsizetype j = m - 1; j >= 0; --j)
                at(i, j) = a.at(head + i) == b.at(head + j) ? at(i + 1, j + 1) + 1
                                                            : std::max(at(i + 1, j), at(i, j + 1));
        }
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < n && j < m) {
            if (a.at(head + i) == b.at(head + j)) {
                d.lines.append({Op::Same, a.at(head + i)});
                ++i;
                ++j;
            } else if (at(i + 1, j) >= at(i, j + 1)) {
                addRemoved(a.at(head + i++));
            } else {
                addAdded(b.at(head + j++));
            }
        }
        while (i < n)
            addRemoved(a.at(head + i++));
        while (j < m)
            addAdded(b.at(head + j++));
    } else {
        d.coarse = n > 0 && m > 0;
        for (qsizetype i = 0; i < n; ++i)
            addRemoved(a.at(head + i));
        for (qsizetype j = 0; j < m; ++j)
            addAdded(b.at(head + j));
    }
    for (qsizetype i = a.size() - tail; i < a.size(); ++i)
        d.lines.append({Op::Same, a.at(i)});
    return d;
}

QFuture<ObjectDiff> ObjectDiff::compareAsync(const QCborValue &before, const QCborValue &after,
                                             bool showNoise) {
    return QtConcurrent::run([before, after, showNoise] { return compare(before, after, showNoise); });
}

} // namespace models::watch
