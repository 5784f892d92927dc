#include "models/watch/objectdiff.h"

#include "codecs/json.h"
#include "models/linediff.h"

#include <QCborMap>
#include <QtConcurrent/QtConcurrentRun>

namespace models::watch {

namespace {

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

/// doc with the apiVersion and kind of other where doc has none. A list's items
/// carry no apiVersion or kind (the list names them once), a watch event's
/// object does: without this a listed version and a watched one of the same
/// object would differ in two lines that are not a change of the object.
QCborValue withTypeOf(const QCborValue &doc, const QCborValue &other) {
    if (!doc.isMap() || !other.isMap())
        return doc;
    QCborMap m = doc.toMap();
    for (const QLatin1String key : {QLatin1String("apiVersion"), QLatin1String("kind")}) {
        const QCborValue theirs = other[key];
        if (!m.contains(key) && theirs.isString())
            m.insert(key, theirs);
    }
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
    const QCborValue typedBefore = withTypeOf(before, after);
    const QCborValue typedAfter = withTypeOf(after, before);
    const QStringList a = linesOf(showNoise ? typedBefore : fold(typedBefore, &d.folded));
    const QStringList b = linesOf(showNoise ? typedAfter : fold(typedAfter, &d.folded));
    const LineDiff diff = LineDiff::compare(a, b);
    d.coarse = !diff.exact;
    for (const LineDiff::Step &s : diff.steps) {
        switch (s.op) {
        case LineDiff::Op::Same:
            d.lines.append({Op::Same, a.at(s.before)});
            break;
        case LineDiff::Op::Removed:
            d.lines.append({Op::Removed, a.at(s.before)});
            ++d.removed;
            break;
        case LineDiff::Op::Added:
            d.lines.append({Op::Added, b.at(s.after)});
            ++d.added;
            break;
        }
    }
    return d;
}

QFuture<ObjectDiff> ObjectDiff::compareAsync(const QCborValue &before, const QCborValue &after,
                                             bool showNoise) {
    return QtConcurrent::run([before, after, showNoise] { return compare(before, after, showNoise); });
}

} // namespace models::watch
