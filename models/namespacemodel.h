#pragma once

#include "kube/watch.h"

#include <QPointer>
#include <QStringListModel>

namespace models {

/// The cluster's namespaces, sorted, kept current by a watch. Where listing
/// namespaces is forbidden the list stays empty and forbidden() is true, so a
/// view can offer free text instead.
class NamespaceModel final : public QStringListModel {
    Q_OBJECT

public:
    explicit NamespaceModel(QObject *parent = nullptr);

    /// Starts on client (nullptr clears).
    void setClient(kube::Client *client);
    bool forbidden() const { return m_forbidden; }

signals:
    /// The list is known (or known to be forbidden).
    void loaded();

private:
    void setNames(QStringList names);

    kube::HandlePtr<kube::Watch> m_watch;
    QStringList m_listing; ///< the names of a list still arriving page by page
    bool m_forbidden = false;
};

} // namespace models
