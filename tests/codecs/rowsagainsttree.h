#pragma once
// What the streaming row decoders (decodeJsonListRows, decodeJsonTableRows)
// must agree with: the tree parseJson builds from the same body. Used by
// tst_codecs and by the fuzz_json_list and fuzz_json_table targets.

#include "codecs/json.h"
#include "codecs/listrows.h"

#include <QCborArray>
#include <QCborMap>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <limits>
#include <string_view>

namespace codecs::testing {

inline QString fieldText(const QCborMap &m, const char *key) {
    return m.value(QLatin1String(key)).toString();
}

// Whether a row's time (seconds, min() when none) shows the tree's field: a
// JSON row reads the text, a protobuf row the seconds the tree was written from.
inline bool sameTime(qint64 seconds, const QCborMap &m, const char *key) {
    constexpr qint64 none = std::numeric_limits<qint64>::min();
    const QCborValue v = m.value(QLatin1String(key));
    if (!v.isString())
        return seconds == none;
    const QByteArray utf8 = v.toString().toUtf8();
    return seconds == parseRfc3339Seconds(std::string_view(utf8.constData(), size_t(utf8.size()))) ||
           (seconds != none && formatRfc3339Seconds(seconds) == v.toString());
}

// The controlling owner's "Kind/name", else the first owner's, as ObjectRow::owner.
inline QString expectedOwner(const QCborValue &owners) {
    QString owner;
    for (const QCborValue o : owners.toArray()) {
        const QCborMap m = o.toMap();
        const QCborValue kind = m.value(QLatin1String("kind")), name = m.value(QLatin1String("name"));
        if (!kind.isString() || !name.isString())
            continue;
        const bool controller = m.value(QLatin1String("controller")).isTrue();
        if (owner.isEmpty() || controller)
            owner = kind.toString() + QLatin1Char('/') + name.toString();
        if (controller)
            break;
    }
    return owner;
}

// Whether JSON text parses to the tree's value.
inline bool sameJson(const QByteArray &text, const QCborValue &v) {
    const auto parsed = parseJson(text);
    return parsed.ok() && canonical(*parsed) == canonical(v);
}

// Labels in key order (a protobuf map's order is not the wire's).
inline QList<std::pair<QString, QString>> sorted(QList<std::pair<QString, QString>> labels) {
    std::sort(labels.begin(), labels.end());
    return labels;
}

/// Empty when one row shows what the tree of its item holds; else what differs.
inline QString rowDisagreement(const ObjectRow &row, const QCborMap &item, bool keepRaw) {
    const QCborMap meta = item.value(QLatin1String("metadata")).toMap();
    QStringList finalizers;
    for (const QCborValue f : meta.value(QLatin1String("finalizers")).toArray()) {
        if (f.isString())
            finalizers.append(f.toString());
    }
    QList<std::pair<QString, QString>> labels;
    const QCborMap labelMap = meta.value(QLatin1String("labels")).toMap();
    for (auto it = labelMap.constBegin(); it != labelMap.constEnd(); ++it)
        labels.append({it.key().toString(), it.value().toString()});
    const QCborValue annotations = meta.value(QLatin1String("annotations"));
    const struct {
        const char *what;
        bool same;
    } checks[] = {
        {"name", row.name == fieldText(meta, "name")},
        {"namespace", row.ns == fieldText(meta, "namespace")},
        {"uid", row.uid == fieldText(meta, "uid")},
        {"resourceVersion", row.resourceVersion == fieldText(meta, "resourceVersion")},
        {"creationTimestamp", sameTime(row.created, meta, "creationTimestamp")},
        {"deletionTimestamp", sameTime(row.deleting, meta, "deletionTimestamp")},
        {"annotations", row.annotations == (annotations.isMap() ? int(annotations.toMap().size()) : 0)},
        {"finalizers", row.finalizers == finalizers},
        {"owner", row.owner == expectedOwner(meta.value(QLatin1String("ownerReferences")))},
        {"labels", row.labels == labels || sorted(row.labels) == sorted(labels)},
        {"raw", !keepRaw || sameJson(row.raw, item)},
    };
    for (const auto &c : checks) {
        if (!c.same)
            return QLatin1String(c.what);
    }
    return {};
}

/// Empty when a list's rows and info show what parseJson's tree of body
/// holds (duplicate keys: the last counts); else the first difference.
inline QString listRowsDisagreement(const QByteArray &body, const ListInfo &info,
                                    const QList<ObjectRow> &rows, bool keepRaw, const Limits &limits = {}) {
    const auto tree = parseJson(body, limits);
    if (!tree.ok())
        return QStringLiteral("the row decoder read a body parseJson refuses: ") + tree.error().message;
    const QCborMap list = tree->toMap();
    const QCborMap meta = list.value(QLatin1String("metadata")).toMap();
    const QCborArray items = list.value(QLatin1String("items")).toArray();
    const QCborValue remaining = meta.value(QLatin1String("remainingItemCount"));
    if (info.kind != fieldText(list, "kind") || info.apiVersion != fieldText(list, "apiVersion"))
        return QStringLiteral("kind or apiVersion");
    if (info.resourceVersion != fieldText(meta, "resourceVersion") ||
        info.continueToken != fieldText(meta, "continue") ||
        info.remainingItemCount != (remaining.isInteger() ? remaining.toInteger() : -1))
        return QStringLiteral("the list's metadata");
    if (info.items != items.size() || rows.size() != items.size())
        return QStringLiteral("%1 rows for %2 items").arg(rows.size()).arg(items.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString what = rowDisagreement(rows[i], items[i].toMap(), keepRaw);
        if (!what.isEmpty())
            return QStringLiteral("item %1: %2").arg(i).arg(what);
    }
    return {};
}

// Whether a Table cell shows the tree's value.
inline bool sameCell(const QVariant &cell, const QCborValue &v) {
    if (v.isMap() || v.isArray()) {
        return cell.typeId() == QMetaType::QString && sameJson(cell.toString().toUtf8(), v);
    }
    if (v.isNull())
        return !cell.isValid();
    if (v.isString())
        return cell.typeId() == QMetaType::QString && cell.toString() == v.toString();
    if (v.isInteger())
        return cell.typeId() == QMetaType::LongLong && cell.toLongLong() == v.toInteger();
    if (v.isDouble())
        return cell.typeId() == QMetaType::Double && cell.toDouble() == v.toDouble();
    if (v.isBool())
        return cell.typeId() == QMetaType::Bool && cell.toBool() == v.toBool();
    return false;
}

/// Empty when a Table page's rows, columns and info show what parseJson's
/// tree of body holds (duplicate keys: the last counts); else the first difference.
inline QString tableRowsDisagreement(const QByteArray &body, const TableInfo &info,
                                     const QList<TableRow> &rows, const Limits &limits = {}) {
    const auto tree = parseJson(body, limits);
    if (!tree.ok())
        return QStringLiteral("the row decoder read a body parseJson refuses: ") + tree.error().message;
    const QCborMap table = tree->toMap();
    if (fieldText(table, "kind") != QLatin1String("Table"))
        return QStringLiteral("a body that is not a Table was read as one");
    const QCborMap meta = table.value(QLatin1String("metadata")).toMap();
    const QCborValue remaining = meta.value(QLatin1String("remainingItemCount"));
    if (info.resourceVersion != fieldText(meta, "resourceVersion") ||
        info.continueToken != fieldText(meta, "continue") ||
        info.remainingItemCount != (remaining.isInteger() ? remaining.toInteger() : -1))
        return QStringLiteral("the Table's metadata");
    const QCborArray columns = table.value(QLatin1String("columnDefinitions")).toArray();
    if (info.columns.size() != columns.size())
        return QStringLiteral("%1 columns for %2").arg(info.columns.size()).arg(columns.size());
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const QCborMap c = columns[i].toMap();
        const TableColumn expected{fieldText(c, "name"), fieldText(c, "type"), fieldText(c, "format"),
                                   int(c.value(QLatin1String("priority")).toInteger())};
        if (!(info.columns[i] == expected))
            return QStringLiteral("column %1").arg(i);
    }
    const QCborArray treeRows = table.value(QLatin1String("rows")).toArray();
    if (info.rows != treeRows.size() || rows.size() != treeRows.size())
        return QStringLiteral("%1 rows for %2").arg(rows.size()).arg(treeRows.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QCborMap r = treeRows[i].toMap();
        const QCborArray cells = r.value(QLatin1String("cells")).toArray();
        if (rows[i].cells.size() != cells.size())
            return QStringLiteral("row %1: cells").arg(i);
        for (qsizetype c = 0; c < cells.size(); ++c) {
            if (!sameCell(rows[i].cells[c], cells[c]))
                return QStringLiteral("row %1: cell %2").arg(i).arg(c);
        }
        const QCborMap meta =
            r.value(QLatin1String("object")).toMap().value(QLatin1String("metadata")).toMap();
        if (rows[i].name != fieldText(meta, "name") || rows[i].ns != fieldText(meta, "namespace") ||
            !sameTime(rows[i].created, meta, "creationTimestamp"))
            return QStringLiteral("row %1: object metadata").arg(i);
    }
    return {};
}

} // namespace codecs::testing
