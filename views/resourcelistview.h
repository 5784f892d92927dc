#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace models {
class ResourceListModel;
}

namespace views {

/// A tab listing one collection in the server's Table format: the server's
/// columns (kubectl's default ones, or all of them with "wide"), sorting on
/// the raw cell values, a text filter, and a reload button.
class ResourceListView final : public QWidget {
    Q_OBJECT

public:
    /// Takes ownership of model.
    explicit ResourceListView(models::ResourceListModel *model, QWidget *parent = nullptr);

    models::ResourceListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filter; }
    /// "configmaps in default" and the like, translated.
    QString title() const;

signals:
    /// A row was activated (double-click or Enter): the object's name and namespace.
    void objectActivated(const QString &name, const QString &namespace_);
    /// "Watch this collection" was chosen in the table's context menu.
    void watchRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateColumns();
    void updateStatus();

    models::ResourceListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLineEdit *m_filter;
    QCheckBox *m_wide;
    QToolButton *m_reload;
    QLabel *m_status;
};

} // namespace views
