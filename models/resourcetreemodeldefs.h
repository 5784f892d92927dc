#pragma once

#include <Qt>

namespace models::ResourceTreeDefs {

enum Column { NameColumn, KindColumn, ScopeColumn, ShortNamesColumn, VerbsColumn, ColumnCount };

enum NodeType { GroupNode, VersionNode, ResourceNode };

enum Role {
    NodeTypeRole = Qt::UserRole + 1, ///< NodeType
    GroupRole,                       ///< QString: "" for the core group
    VersionRole,                     ///< QString (version and resource nodes)
    ResourceRole,                    ///< QString: the plural (resource nodes)
    PreferredRole,                   ///< bool: the group's preferred version / served there preferably
    NamespacedRole,                  ///< bool (resource nodes)
    ShortNamesRole,                  ///< QStringList
    CategoriesRole,                  ///< QStringList
    VerbsRole,                       ///< QStringList
    KindRole,                        ///< QString
    StaleRole,                       ///< bool: an aggregated version reported stale
    FilterKeysRole,      ///< QStringList: plural, singular and kind, lower case (substring filter keys)
    ApiResourceRole,     ///< kube::ApiResource: the whole discovery entry (resource nodes)
    AccessKnownRole,     ///< bool: the user's permissions are known (setAccessModel, a review came back)
    DeniedVerbsRole,     ///< QStringList: the resource's verbs the user may not use (resource nodes)
    AccessNamespaceRole, ///< QString: the namespace the permissions were reviewed in
};

} // namespace models::ResourceTreeDefs
