#pragma once

#include "models/lists/deleteaction.h"
#include "models/resourcelistmodel.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QSpinBox;
class QTableView;
class QToolButton;

namespace views {

class ListDisplayProxy;
class ListFilterProxy;

/// A tab listing one collection: the server's Table columns (kubectl's default
/// ones, or all with "wide"), a metadata-only toggle (automatic above a size
/// threshold), namespaces and selectors checked before they are sent, a quick
/// filter (Ctrl+F) and sorting on raw values, a load meter with cancel, and
/// row actions: open, copy name, delete (DeleteDialog).
class ResourceListView final : public QWidget {
    Q_OBJECT

public:
    /// Takes ownership of model.
    explicit ResourceListView(models::ResourceListModel *model, QWidget *parent = nullptr);
    ~ResourceListView() override;

    models::ResourceListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filter; }
    QLineEdit *namespacesEdit() const { return m_namespaces; }
    QLineEdit *labelSelectorEdit() const { return m_labels; }
    QLineEdit *fieldSelectorEdit() const { return m_fields; }
    QCheckBox *wideCheck() const { return m_wide; }
    QCheckBox *metadataCheck() const { return m_metadata; }
    QSpinBox *thresholdBox() const { return m_threshold; }
    QLabel *queryError() const { return m_queryError; }
    QLabel *meter() const { return m_status; }
    /// "configmaps in default" and the like, translated.
    QString title() const;
    /// Checks the namespace and selector inputs and lists again with them;
    /// false (and a message under the inputs) when one is invalid.
    bool applyQuery();
    /// The (namespace, name) of the selected rows, in view order.
    QList<models::DeleteRequest::Object> selectedObjects() const;
    /// Opens the delete dialog for the selected rows (modal unless offscreen tests drive it).
    void deleteSelected();
    /// Copies the selected rows' names to the clipboard, one a line.
    void copyNames();

signals:
    /// A row was activated (double-click or Enter): the object's name and namespace.
    void objectActivated(const QString &name, const QString &namespace_);
    /// The title changed (a new query).
    void titleChanged(const QString &title);
    /// The user asked to patch a row's object (its context menu).
    void patchRequested(const QString &name, const QString &namespace_);
    /// "Watch this collection" was chosen in the table's context menu.
    void watchRequested();
    /// "Migrate storage version…" was chosen on a row of the
    /// customresourcedefinitions list: the CRD's name.
    void migrateRequested(const QString &crdName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateColumns();
    void updateStatus();
    void restoreSettings();
    void saveSettings() const;
    QString settingsKey() const;

    models::ResourceListModel *m_model;
    ListDisplayProxy *m_display;
    ListFilterProxy *m_proxy;
    QTableView *m_table;
    QLabel *m_nsLabel;
    QLineEdit *m_namespaces;
    QLabel *m_labelsLabel;
    QLineEdit *m_labels;
    QLabel *m_fieldsLabel;
    QLineEdit *m_fields;
    QToolButton *m_apply;
    QLabel *m_queryError;
    QLineEdit *m_filter;
    QCheckBox *m_wide;
    QCheckBox *m_metadata;
    QLabel *m_thresholdLabel;
    QSpinBox *m_threshold;
    QToolButton *m_reload;
    QToolButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    bool m_restored = false;
    bool m_manualShape = false; ///< the metadata toggle was used: no automatic switch
};

} // namespace views
