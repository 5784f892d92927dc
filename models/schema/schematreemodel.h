#pragma once

#include "kube/schema/openapi.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace models {

namespace SchemaTreeDefs {
enum Column { NameColumn, TypeColumn, ColumnCount };
enum Role {
    PathRole = Qt::UserRole + 1, ///< QStringList: the field path from the kind's root
    TypeRole,                    ///< QString: the type as kubectl explain names it
    DescriptionRole,             ///< QString
    RequiredRole,                ///< bool: the parent lists the field as required
    ValidationCountRole,         ///< int: x-kubernetes-validations rules on the field
    RecursiveRole,               ///< bool: the field's type is one of its ancestors' (not expanded)
};
} // namespace SchemaTreeDefs

/// The fields of one kind as a tree (the raw values of its OpenAPI schema):
/// a field's children are its properties, through array items and map
/// values. A type that repeats an ancestor's is not expanded again.
class SchemaTreeModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    explicit SchemaTreeModel(QObject *parent = nullptr);
    ~SchemaTreeModel() override;

    /// Shows gvk's fields from doc (kept alive by the model); a null doc or
    /// an unknown kind empties the model.
    void setSchema(std::shared_ptr<const kube::OpenApiDocument> doc, const kube::GroupVersionKind &gvk);
    /// The kind shown and its root schema (nullptr when none).
    const kube::GroupVersionKind &kind() const { return m_gvk; }
    const kube::SchemaNode *root() const { return m_rootSchema; }
    /// The schema of the field at index (nullptr for an invalid index).
    const kube::SchemaNode *schemaAt(const QModelIndex &index) const;
    /// The index of the field at path, invalid when absent.
    QModelIndex indexOfPath(const QStringList &path) const;
    /// How many fields the tree holds.
    int fieldCount() const { return m_count; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Field;
    void build(Field *field, const kube::SchemaNode *schema, QStringList &chain);
    Field *fieldOf(const QModelIndex &index) const;

    std::shared_ptr<const kube::OpenApiDocument> m_doc;
    kube::GroupVersionKind m_gvk;
    const kube::SchemaNode *m_rootSchema = nullptr;
    std::unique_ptr<Field> m_root;
    int m_count = 0;
};

} // namespace models
