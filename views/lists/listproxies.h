#pragma once

#include <QIdentityProxyModel>
#include <QSortFilterProxyModel>

namespace views {

/// Presentation of a ResourceListModel: the cell text kubectl prints (ages
/// for date columns, "<none>" for empty cells), numbers right-aligned; the raw
/// roles pass through for sorting and filtering.
class ListDisplayProxy final : public QIdentityProxyModel {
    Q_OBJECT

public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

/// Sorting on the raw sort role and a quick filter matching the text in any
/// cell, the name or the namespace (case-insensitive).
class ListFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ListFilterProxy(QObject *parent = nullptr);
    /// Shows only rows containing text (all rows when empty).
    void setQuickFilter(const QString &text);
    QString quickFilter() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_text;
};

} // namespace views
