#include "views/watch/watchpane.h"

#include "models/watch/protocoldoctor.h"
#include "models/watch/watcheventmodeldefs.h"
#include "models/watch/watchfeed.h"
#include "models/watch/watchsession.h"
#include "views/watch/eventinspector.h"
#include "views/watch/sparkline.h"
#include "views/watch/timeline.h"
#include "views/watch/watcheventproxy.h"

#include <QDateTime>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace views {

using namespace models::WatchEventDefs;
using models::watch::DoctorFinding;

namespace {
const QStringList kEventTypes = {QStringLiteral("ADDED"), QStringLiteral("MODIFIED"),
                                 QStringLiteral("DELETED"), QStringLiteral("BOOKMARK"),
                                 QStringLiteral("ERROR")};
constexpr int kSparkSeconds = 60;
} // namespace

WatchPane::WatchPane(models::watch::WatchFeed *feed, const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_feed(feed)
    , m_title(title)
    , m_proxy(new WatchEventProxy(this))
    , m_pause(new QToolButton(this))
    , m_typesButton(new QToolButton(this))
    , m_nameFilter(new QLineEdit(this))
    , m_capLabel(new QLabel(this))
    , m_cap(new QSpinBox(this))
    , m_exportRows(new QToolButton(this))
    , m_exportRecording(new QToolButton(this))
    , m_stop(new QToolButton(this))
    , m_doctorButton(new QToolButton(this))
    , m_sparkline(new Sparkline(this))
    , m_status(new QLabel(this))
    , m_timeline(new WatchTimeline(feed->recorder(), this))
    , m_table(new QTableView(this))
    , m_side(new QTabWidget(this))
    , m_inspector(new EventInspector(feed->recorder(), this))
    , m_doctorView(new QTextBrowser(this))
    , m_doctor(new models::watch::ProtocolDoctor(this)) {
    setObjectName(QStringLiteral("WatchPane"));
    feed->setParent(this);
    m_proxy->setSourceModel(feed->model());

    m_pause->setObjectName(QStringLiteral("PauseButton"));
    m_pause->setCheckable(true);
    m_typesButton->setObjectName(QStringLiteral("TypesButton"));
    m_typesButton->setPopupMode(QToolButton::InstantPopup);
    auto *typeMenu = new QMenu(m_typesButton);
    for (const QString &t : kEventTypes + QStringList{WatchEventProxy::connectionType()}) {
        QAction *a = typeMenu->addAction(t);
        a->setCheckable(true);
        a->setChecked(true);
        a->setData(t);
        m_typeActions.append(a);
        connect(a, &QAction::toggled, this, [this] {
            QSet<QString> types;
            for (QAction *x : std::as_const(m_typeActions)) {
                if (x->isChecked())
                    types.insert(x->data().toString());
            }
            // All checked means no filter at all.
            m_proxy->setTypes(types.size() == m_typeActions.size() ? QSet<QString>{} : types);
            updateStatus();
        });
    }
    m_typesButton->setMenu(typeMenu);
    m_nameFilter->setObjectName(QStringLiteral("NameFilter"));
    m_nameFilter->setClearButtonEnabled(true);
    m_cap->setObjectName(QStringLiteral("CapSpin"));
    m_cap->setRange(100, 1000000);
    m_cap->setSingleStep(1000);
    m_cap->setValue(feed->model()->cap());
    m_cap->setGroupSeparatorShown(true);
    m_exportRows->setObjectName(QStringLiteral("ExportRowsButton"));
    m_exportRecording->setObjectName(QStringLiteral("ExportRecordingButton"));
    m_stop->setObjectName(QStringLiteral("StopButton"));
    m_doctorButton->setObjectName(QStringLiteral("DoctorButton"));
    m_doctorButton->setEnabled(false);
    m_stop->setEnabled(feed->session() != nullptr);
    m_status->setObjectName(QStringLiteral("WatchStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_pause);
    bar->addWidget(m_typesButton);
    bar->addWidget(m_nameFilter, 1);
    bar->addWidget(m_capLabel);
    bar->addWidget(m_cap);
    bar->addWidget(m_exportRows);
    bar->addWidget(m_exportRecording);
    bar->addWidget(m_doctorButton);
    bar->addWidget(m_stop);
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 0, 0);
    statusRow->addWidget(m_sparkline);
    statusRow->addWidget(m_status, 1);

    m_table->setObjectName(QStringLiteral("WatchTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);

    m_doctorView->setObjectName(QStringLiteral("DoctorView"));
    m_doctorView->setOpenLinks(false);
    m_side->addTab(m_inspector, QString());
    m_side->addTab(m_doctorView, QString());

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({700, 480});

    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(4, 4, 4, 4);
    l->setSpacing(4);
    l->addLayout(bar);
    l->addLayout(statusRow);
    l->addWidget(m_timeline);
    l->addWidget(split, 1);

    auto *model = feed->model();
    connect(m_pause, &QToolButton::toggled, this, [this, model](bool paused) {
        model->setPaused(paused);
        retranslate();
    });
    connect(m_nameFilter, &QLineEdit::textChanged, m_proxy, &WatchEventProxy::setNameFilter);
    connect(m_cap, &QSpinBox::editingFinished, this, [this, model] { model->setCap(m_cap->value()); });
    connect(model, &models::watch::WatchEventModel::pendingChanged, this, &WatchPane::updateStatus);
    // Follow the stream while the view is scrolled to its end.
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int v) { m_follow = v >= m_table->verticalScrollBar()->maximum() - 2; });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_follow)
            QTimer::singleShot(0, m_table, &QTableView::scrollToBottom);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const qint64 seq = current.isValid() ? current.data(SeqRole).toLongLong() : -1;
                m_inspector->showRecord(seq);
                m_timeline->setSelectedSeq(seq);
            });
    connect(m_timeline, &WatchTimeline::recordClicked, this, &WatchPane::selectSeq);
    connect(m_exportRows, &QToolButton::clicked, this, [this] {
        const QString f = QFileDialog::getSaveFileName(this, tr("Export events"), QString(),
                                                       tr("JSON Lines (*.jsonl);;All files (*)"));
        if (f.isEmpty())
            return;
        if (auto r = exportShownRows(f); !r)
            QMessageBox::warning(this, tr("Export events"), r.error().message);
    });
    connect(m_exportRecording, &QToolButton::clicked, this, [this] {
        const QString f =
            QFileDialog::getSaveFileName(this, tr("Export recording"), QString(),
                                         tr("Mado watch recordings (*.madowatch.jsonl);;All files (*)"));
        if (f.isEmpty())
            return;
        if (auto r = m_feed->exportRecording(f); !r)
            QMessageBox::warning(this, tr("Export recording"), r.error().message);
    });
    connect(m_stop, &QToolButton::clicked, this, [this] { m_feed->stop(); });
    connect(m_feed, &models::watch::WatchFeed::liveEnded, this, [this] {
        m_stop->setEnabled(false);
        updateStatus();
    });
    connect(m_doctorButton, &QToolButton::clicked, this, &WatchPane::runDoctor);
    connect(m_doctor, &models::watch::ProtocolDoctor::finished, this, &WatchPane::showDoctorReport);

    auto *tick = new QTimer(this);
    tick->setInterval(1000);
    connect(tick, &QTimer::timeout, this, &WatchPane::updateStatus);
    tick->start();
    retranslate();
}

WatchPane::~WatchPane() = default;

void WatchPane::setDoctorSource(kube::Client *client, const kube::WatchRequest &request) {
    m_client = client;
    m_request = request;
    m_doctorButton->setEnabled(client != nullptr);
}

void WatchPane::setTypes(const QSet<QString> &types) {
    for (QAction *a : std::as_const(m_typeActions)) {
        QSignalBlocker b(a);
        a->setChecked(types.isEmpty() || types.contains(a->data().toString()));
    }
    m_proxy->setTypes(types);
    updateStatus();
}

mado::Result<qint64> WatchPane::exportShownRows(const QString &fileName) const {
    QList<int> rows;
    rows.reserve(m_proxy->rowCount());
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        rows.append(m_proxy->mapToSource(m_proxy->index(r, 0)).row());
    if (rows.isEmpty())
        return mado::Error{tr("There are no events to export.")};
    return m_feed->exportRows(fileName, rows);
}

void WatchPane::runDoctor() {
    if (!m_client)
        return;
    models::watch::ProtocolDoctor::Options o;
    o.request = m_request;
    m_doctor->start(m_client, o);
    m_side->setCurrentWidget(m_doctorView);
    m_doctorView->setHtml(
        tr("<p>Probing %1 with a streaming list, a list-then-watch and a shard selector side by "
           "side for %2 s…</p>")
            .arg(m_title.toHtmlEscaped())
            .arg(o.probeMs / 1000));
    m_doctorButton->setEnabled(false);
}

void WatchPane::showDoctorReport() {
    m_doctorButton->setEnabled(m_client != nullptr);
    QString html =
        QStringLiteral("<h3>%1</h3><ul>").arg(tr("Protocol doctor: %1").arg(m_title).toHtmlEscaped());
    for (const DoctorFinding &f : m_doctor->report().findings) {
        QString mark;
        switch (f.verdict) {
        case DoctorFinding::Verdict::Good:
            mark = QStringLiteral("<span style='color:#08752a'>✔</span>");
            break;
        case DoctorFinding::Verdict::Warning:
            mark = QStringLiteral("<span style='color:#a66300'>⚠</span>");
            break;
        case DoctorFinding::Verdict::Problem:
            mark = QStringLiteral("<span style='color:#b01010'>✘</span>");
            break;
        case DoctorFinding::Verdict::Info:
            mark = QStringLiteral("<span style='color:#245fb0'>ℹ</span>");
            break;
        }
        html += QStringLiteral("<li>%1 %2</li>").arg(mark, f.text.toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");
    m_doctorView->setHtml(html);
}

void WatchPane::selectSeq(qint64 seq) {
    auto *model = m_feed->model();
    for (int r = model->rowCount() - 1; r >= 0; --r) {
        if (model->record(r).seq == seq) {
            const QModelIndex p = m_proxy->mapFromSource(model->index(r, 0));
            if (p.isValid()) {
                m_table->setCurrentIndex(p);
                m_table->scrollTo(p);
            }
            return;
        }
    }
}

void WatchPane::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WatchPane::fitColumns() {
    // Wide enough for the header (in every language) and for what the column holds.
    const QFontMetrics fm = m_table->fontMetrics();
    int typeWidth = fm.horizontalAdvance(QStringLiteral("MODIFIED")) * 2;
    for (const QLatin1String &t :
         {models::watch::StatusType::Connecting, models::watch::StatusType::Connected,
          models::watch::StatusType::Disconnected, models::watch::StatusType::Reconnecting,
          models::watch::StatusType::Relisting, models::watch::StatusType::RetryAfter})
        typeWidth =
            std::max(typeWidth, fm.horizontalAdvance(WatchEventProxy::typeLabel(t, true, false)) + 16);
    const auto fit = [this](int column, int width) {
        m_table->setColumnWidth(column,
                                std::max(width, m_table->horizontalHeader()->sectionSizeHint(column)));
    };
    fit(TypeColumn, typeWidth);
    fit(TimeColumn, fm.horizontalAdvance(QStringLiteral("00:00:00.000")) + 16);
    fit(NamespaceColumn, 120);
    fit(ResourceVersionColumn, fm.horizontalAdvance(QStringLiteral("0000000000")) + 16);
    fit(SizeColumn, fm.horizontalAdvance(QStringLiteral("1,000.0 KB")) + 16);
}

void WatchPane::retranslate() {
    m_pause->setText(m_pause->isChecked() ? tr("Resume") : tr("Pause"));
    m_pause->setToolTip(tr("While paused, events are kept and shown together on resume."));
    m_typesButton->setText(tr("Types"));
    m_typesButton->setToolTip(tr("Show only some event types."));
    for (QAction *a : std::as_const(m_typeActions)) {
        const QString t = a->data().toString();
        a->setText(t == WatchEventProxy::connectionType() ? tr("Connection steps") : t);
    }
    m_nameFilter->setPlaceholderText(tr("Filter by namespace/name"));
    m_capLabel->setText(tr("Keep"));
    m_cap->setSuffix(QLatin1Char(' ') + tr("rows", "the ring buffer's cap: keep N rows"));
    m_cap->setToolTip(tr("The most rows the pane keeps; the oldest go first."));
    m_exportRows->setText(tr("Export events…"));
    m_exportRows->setToolTip(tr("Write the events shown as JSON Lines."));
    m_exportRecording->setText(tr("Export recording…"));
    m_exportRecording->setToolTip(
        tr("Write the flight recording (every frame and connection step) to a file that "
           "can be replayed later without a cluster."));
    m_doctorButton->setText(tr("Protocol doctor"));
    m_doctorButton->setToolTip(tr(
        "Probe this collection with a streaming list and a list-then-watch side by side and report what the "
        "path to the API server does."));
    m_stop->setText(tr("Stop"));
    m_side->setTabText(0, tr("Inspector"));
    m_side->setTabText(1, tr("Protocol doctor"));
    if (m_doctor->report().findings.isEmpty() && !m_doctor->isRunning())
        m_doctorView->setHtml(
            tr("<p>Run the protocol doctor to see whether the initial-events-end bookmark and "
               "bookmarks reach Mado, and whether the server honours shard selectors.</p>"));
    else if (!m_doctor->isRunning())
        showDoctorReport();
    fitColumns();
    updateStatus();
}

void WatchPane::updateStatus() {
    auto *model = m_feed->model();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QList<int> rate = model->eventsPerSecond(
        kSparkSeconds, m_feed->isReplay() && m_feed->recorder()->size()
                           ? m_feed->recorder()->at(m_feed->recorder()->size() - 1).arrivalMs
                           : now);
    m_sparkline->setValues(rate);
    QStringList parts;
    parts << tr("%Ln event(s) received", nullptr, model->receivedCount());
    parts << tr("%L1/s now").arg(rate.isEmpty() ? 0 : rate.last());
    if (m_proxy->rowCount() != model->rowCount())
        parts << tr("%Ln row(s) shown", nullptr, m_proxy->rowCount());
    if (model->droppedCount() > 0)
        parts << tr("%Ln oldest row(s) dropped", nullptr, model->droppedCount());
    if (model->isPaused())
        parts << tr("paused, %Ln waiting", nullptr, model->pendingCount());
    if (m_feed->isReplay())
        parts << tr("replayed recording");
    else if (auto *s = m_feed->session()) {
        parts << tr("%Ln object(s) exist", nullptr, s->objects().size());
        if (s->fellBack())
            parts << tr("fell back to list-then-watch");
    }
    m_status->setText(parts.join(QStringLiteral(" · ")));
}

} // namespace views
