#include "views/watch/watchdock.h"

#include "kube/client.h"
#include "kube/offthread.h"
#include "kube/watch.h"
#include "models/watch/watchfeed.h"
#include "views/watch/watchpane.h"

#include <QDateTime>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace views {

WatchDock::WatchDock(QWidget *parent)
    : QWidget(parent)
    , m_open(new QToolButton(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_registry(new models::WatchRegistry(this)) {
    setObjectName(QStringLiteral("WatchDockContent"));
    m_open->setObjectName(QStringLiteral("OpenRecordingButton"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    m_tabs->setObjectName(QStringLiteral("WatchTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setCornerWidget(m_open, Qt::TopRightCorner);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_tabs);
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(m_stack);
    // With no tab the corner button is hidden with the tab widget: the empty page offers it too.
    auto *emptyOpen = new QToolButton(m_empty);
    emptyOpen->setObjectName(QStringLiteral("EmptyOpenRecordingButton"));
    auto *el = new QVBoxLayout(m_empty);
    el->addStretch(1);
    el->addWidget(emptyOpen, 0, Qt::AlignHCenter | Qt::AlignBottom);
    emptyOpen->setEnabled(true);

    auto open = [this] {
        const QString f = QFileDialog::getOpenFileName(
            this, tr("Open watch recording"), QString(),
            tr("Mado watch recordings (*.madowatch.jsonl *.jsonl);;All files (*)"));
        if (!f.isEmpty())
            openRecording(f);
    };
    connect(m_open, &QToolButton::clicked, this, open);
    connect(emptyOpen, &QToolButton::clicked, this, open);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        QWidget *w = m_tabs->widget(index);
        m_tabs->removeTab(index);
        w->deleteLater();
        if (m_tabs->count() == 0)
            m_stack->setCurrentWidget(m_empty);
    });
    retranslate();
}

int WatchDock::paneCount() const {
    return m_tabs->count();
}

WatchPane *WatchDock::pane(int index) const {
    return qobject_cast<WatchPane *>(m_tabs->widget(index));
}

void WatchDock::setWatchRegistry(models::WatchRegistry *registry) {
    m_registry = registry;
}

WatchPane *WatchDock::watchCollection(kube::Client *client, const kube::ApiResource &resource,
                                      const QString &namespace_, const QString &context,
                                      const QString &server, kube::WatchMode mode) {
    const QString ns = resource.namespaced ? namespace_ : QString();
    kube::WatchRequest request;
    request.path = resource.path(ns);
    request.mode = mode;
    models::watch::RecordingHeader header;
    header.context = context;
    header.server = server;
    header.path = request.path;
    header.resource =
        resource.group.isEmpty() ? resource.name : resource.name + QLatin1Char('.') + resource.group;
    header.ns = ns;
    header.mode = mode == kube::WatchMode::StreamingList ? QStringLiteral("StreamingList")
                                                         : QStringLiteral("ListThenWatch");
    header.startedMs = QDateTime::currentMSecsSinceEpoch();
    auto *feed = new models::watch::WatchFeed;
    auto *pane = new WatchPane(feed, paneTitle(header, resource.namespaced, QString()), m_tabs);
    pane->setProperty("madoNamespaced", resource.namespaced);
    feed->setRegistry(m_registry);
    feed->startLive(client, request, header);
    pane->setDoctorSource(client, request);
    // A watch belongs to the client it was started with.
    connect(client, &QObject::destroyed, pane, [pane] { pane->feed()->stop(); });
    addPane(pane);
    return pane;
}

void WatchDock::openRecording(const QString &fileName) {
    const QString file = QFileInfo(fileName).fileName();
    auto *reading = new QLabel(m_tabs);
    reading->setObjectName(QStringLiteral("ReadingRecording"));
    reading->setAlignment(Qt::AlignCenter);
    reading->setWordWrap(true);
    reading->setProperty("madoReadingFile", fileName);
    reading->setText(readingText(fileName));
    m_tabs->setCurrentIndex(m_tabs->addTab(reading, file));
    m_stack->setCurrentWidget(m_tabs);
    const QPointer<QLabel> placeholder(reading);
    kube::runOffThread(
        this, [fileName] { return models::watch::WatchFeed::readRecording(fileName); },
        [this, placeholder, file](const mado::Result<models::watch::FlightRecorder::Recording> &rec) {
            const int at = placeholder ? m_tabs->indexOf(placeholder) : -1;
            if (at < 0) // its tab was closed
                return;
            m_tabs->removeTab(at);
            placeholder->deleteLater();
            if (!rec) {
                if (m_tabs->count() == 0)
                    m_stack->setCurrentWidget(m_empty);
                QMessageBox::warning(this, tr("Open watch recording"), rec.error().message);
                return;
            }
            auto *feed = new models::watch::WatchFeed;
            feed->replay(*rec);
            auto *pane = new WatchPane(feed, paneTitle(rec->header, true, file), m_tabs);
            pane->setProperty("madoRecording", file);
            m_tabs->setCurrentIndex(m_tabs->insertTab(at, pane, pane->title()));
            emit paneAdded(pane);
        });
}

QString WatchDock::readingText(const QString &fileName) {
    return tr("Reading the recording %1…").arg(fileName);
}

QString WatchDock::paneTitle(const models::watch::RecordingHeader &h, bool namespaced,
                             const QString &recordingFile) {
    if (!recordingFile.isEmpty()) {
        const QString what =
            h.ns.isEmpty() ? h.resource : tr("%1 in %2", "resource in namespace").arg(h.resource, h.ns);
        return tr("%1 (recording %2)").arg(what, recordingFile);
    }
    if (h.ns.isEmpty())
        return namespaced ? tr("%1 in all namespaces").arg(h.resource) : h.resource;
    return tr("%1 in %2", "resource in namespace").arg(h.resource, h.ns);
}

void WatchDock::addPane(WatchPane *pane) {
    m_tabs->setCurrentIndex(m_tabs->addTab(pane, pane->title()));
    m_stack->setCurrentWidget(m_tabs);
    emit paneAdded(pane);
}

void WatchDock::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WatchDock::retranslate() {
    m_open->setText(tr("Open recording…"));
    if (auto *b = findChild<QToolButton *>(QStringLiteral("EmptyOpenRecordingButton")))
        b->setText(tr("Open recording…"));
    m_empty->setText(tr("No watch yet. Right-click a resource in the tree or a list and choose “Watch this "
                        "collection”, or open a recording."));
    // Tab titles are made with arguments: made again in the new language.
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i)->objectName() == QLatin1String("ReadingRecording"))
            qobject_cast<QLabel *>(m_tabs->widget(i))
                ->setText(readingText(m_tabs->widget(i)->property("madoReadingFile").toString()));
        if (auto *pane = qobject_cast<WatchPane *>(m_tabs->widget(i)))
            m_tabs->setTabText(i, paneTitle(pane->feed()->recorder()->header(),
                                            pane->property("madoNamespaced").toBool(),
                                            pane->property("madoRecording").toString()));
    }
}

} // namespace views
