#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

/// The open tabs of the window as plain values, kept in QSettings between runs.
namespace models {

struct WorkspaceTab {
    enum class Kind { List, Object } kind = Kind::List;
    QString group;
    QString version;
    QString resource;       ///< plural
    QStringList namespaces; ///< List: empty for all; Object: the object's namespace (or none)
    QString name;           ///< Object only
    QString labelSelector;
    QString fieldSelector;
    bool metadataOnly = false;
    bool operator==(const WorkspaceTab &) const = default;
};

/// tabs as a QSettings value (a list of maps).
QVariant saveWorkspace(const QList<WorkspaceTab> &tabs);
/// The tabs of a QSettings value written by saveWorkspace (unknown entries skipped).
QList<WorkspaceTab> loadWorkspace(const QVariant &value);

} // namespace models
