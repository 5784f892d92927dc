#include "views/lists/listproxies.h"

#include "models/lists/format.h"
#include "models/resourcelistmodel.h"

#include <QDateTime>

namespace views {

using namespace models::ResourceListDefs;

QVariant ListDisplayProxy::data(const QModelIndex &index, int role) const {
    if (role == Qt::DisplayRole) {
        const auto *list = qobject_cast<const models::ResourceListModel *>(sourceModel());
        const QVariant raw = QIdentityProxyModel::data(index, RawRole);
        if (!list || index.column() >= list->columns().size())
            return raw;
        return models::format::cellText(raw, list->columns().at(index.column()),
                                        QDateTime::currentSecsSinceEpoch());
    }
    if (role == Qt::TextAlignmentRole) {
        const QString type = headerData(index.column(), Qt::Horizontal, TypeRole).toString();
        if (type == QLatin1String("integer") || type == QLatin1String("number"))
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole) {
        const QVariant raw = QIdentityProxyModel::data(index, RawRole);
        const QString type = headerData(index.column(), Qt::Horizontal, TypeRole).toString();
        if (type == QLatin1String("date"))
            return raw.toString();
    }
    return QIdentityProxyModel::data(index, role);
}

QVariant ListDisplayProxy::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::DisplayRole && orientation == Qt::Horizontal)
        return QIdentityProxyModel::headerData(section, orientation, role).toString().toUpper();
    return QIdentityProxyModel::headerData(section, orientation, role);
}

ListFilterProxy::ListFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(SortRole);
}

void ListFilterProxy::setQuickFilter(const QString &text) {
    if (text == m_text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

bool ListFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const {
    if (m_text.isEmpty())
        return true;
    const QAbstractItemModel *m = sourceModel();
    const QModelIndex first = m->index(sourceRow, 0, sourceParent);
    if (first.data(NameRole).toString().contains(m_text, Qt::CaseInsensitive) ||
        first.data(NamespaceRole).toString().contains(m_text, Qt::CaseInsensitive))
        return true;
    for (int c = 0; c < m->columnCount(sourceParent); ++c) {
        const QVariant raw = m->index(sourceRow, c, sourceParent).data(RawRole);
        if (raw.isValid() && raw.toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool ListFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const {
    const QVariant l = left.data(SortRole), r = right.data(SortRole);
    if (!l.isValid() || !r.isValid())
        return !l.isValid() && r.isValid(); // null first
    const bool ln = l.typeId() == QMetaType::LongLong || l.typeId() == QMetaType::Double;
    const bool rn = r.typeId() == QMetaType::LongLong || r.typeId() == QMetaType::Double;
    if (ln && rn)
        return l.toDouble() < r.toDouble();
    if (ln != rn)
        return ln; // numbers before text
    return QString::compare(l.toString(), r.toString(), Qt::CaseSensitive) < 0;
}

} // namespace views
