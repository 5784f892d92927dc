#pragma once

#include "kube/discovery.h"
#include "kube/watch.h"
#include "models/watch/flightrecorder.h"
#include "models/watch/watchregistry.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QStackedWidget;
class QTabWidget;
class QToolButton;

namespace kube {
class Client;
}

namespace views {

class WatchPane;

/// The Watch dock's content: one tab per watch (several at once), each a
/// WatchPane, and "Open recording…" to replay a recording offline.
class WatchDock final : public QWidget {
    Q_OBJECT

public:
    explicit WatchDock(QWidget *parent = nullptr);

    /// Starts a watch of resource's collection (in namespace_, or all
    /// namespaces when empty) in a new tab and shows it. context and server
    /// describe it in the recording. mode: a streaming list (falling back to
    /// list-then-watch when it fails) or list-then-watch.
    WatchPane *watchCollection(kube::Client *client, const kube::ApiResource &resource,
                               const QString &namespace_, const QString &context, const QString &server,
                               kube::WatchMode mode = kube::WatchMode::StreamingList);
    /// Opens a recording in a new tab. The file is read off the GUI thread (a
    /// tab says so meanwhile); then the pane replaces that tab (paneAdded), or a
    /// message says why the file cannot be read. Closing the tab first drops it.
    void openRecording(const QString &fileName);

    /// The shared watches the panes use (the window's, so the list views and
    /// the panes on one collection are one watch); by default the dock's own.
    void setWatchRegistry(models::WatchRegistry *registry);
    models::WatchRegistry *watchRegistry() const { return m_registry; }

    QTabWidget *tabs() const { return m_tabs; }
    int paneCount() const;
    WatchPane *pane(int index) const;

signals:
    /// A pane was added (to raise the dock).
    void paneAdded(views::WatchPane *pane);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void addPane(WatchPane *pane);
    /// A pane's tab title in the current language: "configmaps in default", or with
    /// " (recording FILE)" for a recording (recordingFile non-empty).
    /// What a tab says while it reads the recording fileName.
    static QString readingText(const QString &fileName);
    static QString paneTitle(const models::watch::RecordingHeader &header, bool namespaced,
                             const QString &recordingFile);

    QToolButton *m_open;
    QStackedWidget *m_stack;
    QLabel *m_empty;
    QTabWidget *m_tabs;
    QPointer<models::WatchRegistry> m_registry;
};

} // namespace views
