#pragma once

#include "kube/discovery.h"
#include "kube/handle.h"
#include "kube/schema/openapi.h"

#include <QSortFilterProxyModel>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeView;

namespace models {
class SchemaLookup;
class SchemaService;
class SchemaTreeModel;
} // namespace models

namespace views {

/// Filters the schema tree by field name and description (case-insensitive);
/// the ancestors of a match stay.
class SchemaFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit SchemaFilterProxy(QObject *parent = nullptr);
    void setSearchText(const QString &text);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
};

/// The schema of the resource selected in the tree: its fields with their
/// types, and for the current field its description, required fields,
/// enum, default, nullable, limits and every Kubernetes extension, with the
/// x-kubernetes-validations rules listed (each one can be opened in the CEL
/// playground).
class SchemaView final : public QWidget {
    Q_OBJECT

public:
    SchemaView(models::SchemaService *service, QWidget *parent = nullptr);
    ~SchemaView() override;

    /// Loads and shows resource's schema (from the service's cache when it has it).
    void showResource(const kube::ApiResource &resource);
    /// Selects the field at path (e.g. {"spec", "replicas"}); false when absent.
    bool selectField(const QStringList &path);

    QTreeView *tree() const { return m_tree; }
    QLineEdit *searchEdit() const { return m_search; }
    QTextBrowser *details() const { return m_details; }
    models::SchemaTreeModel *model() const { return m_model; }

signals:
    /// The schema of the resource asked for is shown (or failed: the view says why).
    void loaded();
    /// The user asked to open a validation rule in the CEL playground: the
    /// kind, the field path ({} for the root) and the rule.
    void openRuleInCelPlayground(const kube::GroupVersionKind &gvk, const QStringList &fieldPath,
                                 const kube::SchemaValidation &rule);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showDetails();
    QString detailsHtml(const kube::SchemaNode *node, const QStringList &path, bool required) const;

    models::SchemaService *m_service;
    models::SchemaTreeModel *m_model;
    SchemaFilterProxy *m_proxy;
    QLabel *m_title;
    QLineEdit *m_search;
    QTreeView *m_tree;
    QTextBrowser *m_details;
    kube::HandlePtr<models::SchemaLookup> m_lookup;
    kube::ApiResource m_resource;
    QString m_error;
};

} // namespace views
