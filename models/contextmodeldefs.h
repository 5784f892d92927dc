#pragma once

#include <Qt>

namespace models::ContextModelDefs {

enum Column { NameColumn, ClusterColumn, UserColumn, NamespaceColumn, ServerColumn, ColumnCount };

enum Role {
    IsCurrentRole = Qt::UserRole + 1, ///< bool: the kubeconfig's current context
    OriginRole,                       ///< QString: the file that defined the context
};

} // namespace models::ContextModelDefs
