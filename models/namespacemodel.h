#pragma once

#include <QPointer>
#include <QStringListModel>

namespace kube {
class Client;
class Watch;
} // namespace kube

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

    kube::Watch *m_watch = nullptr;
    bool m_forbidden = false;
};

} // namespace models
