#pragma once

#include "codecs/result.h"
#include "kube/client.h"
#include "kube/watch.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;
class QTabWidget;
class QTextBrowser;
class QToolButton;

namespace models::watch {
class ProtocolDoctor;
class WatchFeed;
} // namespace models::watch

namespace views {

class EventInspector;
class Sparkline;
class WatchEventProxy;
class WatchTimeline;

/// One tab of the Watch dock: the live event table of one watch (or of a
/// replayed recording) with pause/resume, type and name filters, the row cap,
/// exports, the events-per-second sparkline, the flight recorder's timeline,
/// the event inspector and the protocol doctor.
class WatchPane final : public QWidget {
    Q_OBJECT

public:
    /// Takes ownership of feed. title names the collection ("configmaps in default").
    WatchPane(models::watch::WatchFeed *feed, const QString &title, QWidget *parent = nullptr);
    ~WatchPane() override;

    /// Lets the protocol doctor probe this collection through client.
    void setDoctorSource(kube::Client *client, const kube::WatchRequest &request);

    models::watch::WatchFeed *feed() const { return m_feed; }
    WatchEventProxy *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    EventInspector *inspector() const { return m_inspector; }
    WatchTimeline *timeline() const { return m_timeline; }
    Sparkline *sparkline() const { return m_sparkline; }
    QLineEdit *nameFilter() const { return m_nameFilter; }
    QToolButton *pauseButton() const { return m_pause; }
    models::watch::ProtocolDoctor *doctor() const { return m_doctor; }
    QTextBrowser *doctorView() const { return m_doctorView; }
    QString title() const { return m_title; }

    /// Shows only these types (see WatchEventProxy::setTypes); the menu follows.
    void setTypes(const QSet<QString> &types);
    /// Writes the rows shown (after filters) as JSON Lines; the rows written.
    mado::Result<qint64> exportShownRows(const QString &fileName) const;
    /// Runs the protocol doctor; results appear in its tab.
    void runDoctor();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// Column widths that fit the headers (in the current language) and their contents.
    void fitColumns();
    void updateStatus();
    void showDoctorReport();
    void selectSeq(qint64 seq);

    models::watch::WatchFeed *m_feed;
    QString m_title;
    WatchEventProxy *m_proxy;
    QToolButton *m_pause;
    QToolButton *m_typesButton;
    QList<QAction *> m_typeActions;
    QLineEdit *m_nameFilter;
    QLabel *m_capLabel;
    QSpinBox *m_cap;
    QToolButton *m_exportRows;
    QToolButton *m_exportRecording;
    QToolButton *m_stop;
    QToolButton *m_doctorButton;
    Sparkline *m_sparkline;
    QLabel *m_status;
    WatchTimeline *m_timeline;
    QTableView *m_table;
    QTabWidget *m_side;
    EventInspector *m_inspector;
    QTextBrowser *m_doctorView;
    models::watch::ProtocolDoctor *m_doctor;
    QPointer<kube::Client> m_client;
    kube::WatchRequest m_request;
    bool m_follow = true;
};

} // namespace views
