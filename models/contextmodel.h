#pragma once

#include "kube/kubeconfig.h"
#include "models/contextmodeldefs.h"

#include <QAbstractTableModel>

namespace models {

/// The contexts of a (merged) kubeconfig, one row each, raw values only.
class ContextModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ContextModel(QObject *parent = nullptr);

    /// Replaces the rows with the contexts of config.
    void setKubeconfig(const kube::Kubeconfig &config);
    const kube::Kubeconfig &kubeconfig() const { return m_config; }

    /// The row of the context called name, -1 when absent.
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    kube::Kubeconfig m_config;
    QStringList m_names;
};

} // namespace models
