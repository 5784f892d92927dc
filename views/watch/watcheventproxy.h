#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

namespace views {

/// Presentation and filtering of the watch event model: times as local clock
/// time with milliseconds, sizes in bytes, connection steps as translated
/// sentences, bookmarks and connection rows coloured apart (the
/// initial-events-end bookmark marked). Filters on raw roles: the event type
/// (connection rows count as the type "Connection") and a name substring.
class WatchEventProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit WatchEventProxy(QObject *parent = nullptr);

    /// The type filter's name for connection rows.
    static QString connectionType() { return QStringLiteral("Connection"); }
    /// Shows only rows of these types (ADDED ... ERROR, connectionType()); empty: all.
    void setTypes(const QSet<QString> &types);
    QSet<QString> types() const { return m_types; }
    /// Shows only rows whose namespace/name contains text (case-insensitive).
    void setNameFilter(const QString &text);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// The translated sentence for a connection row (its raw record).
    static QString statusText(const QVariant &record);
    /// The translated label of an event or status type.
    static QString typeLabel(const QString &type, bool isStatus, bool initialEventsEnd);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<QString> m_types;
    QString m_name;
};

} // namespace views
