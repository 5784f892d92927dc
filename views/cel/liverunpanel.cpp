#include "views/cel/liverunpanel.h"

#include "cel/limits.h"
#include "models/connection.h"
#include "views/cel/crdcontextpanel.h"
#include "views/cel/playground.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace views::cel {

namespace {

enum Column { Object, Verdict, Message, Instances, RuleCost, ObjectCost, BudgetShare, ColumnCount };

const char *const kHeaders[ColumnCount] = {
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "Object"),
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "Verdict"),
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "Message"),
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "Runs"),
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "Rule cost"),
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "All rules' cost"),
    QT_TRANSLATE_NOOP("views::cel::LiveRunPanel", "% of budget"),
};

constexpr int NamespaceRole = Qt::UserRole + 1;
constexpr int NameRole = Qt::UserRole + 2;

} // namespace

/// A bar per bucket of the rule's cost distribution.
class CostHistogram final : public QWidget {
public:
    explicit CostHistogram(QWidget *parent)
        : QWidget(parent) {
        setMinimumHeight(70);
        setObjectName(QStringLiteral("CelLiveHistogram"));
    }
    void setStats(const models::celplay::CostStats &s) {
        m_stats = s;
        QStringList tip;
        for (std::size_t i = 0; i < s.counts.size(); ++i)
            tip << QStringLiteral("%1 – %2: %3").arg(s.edges[i]).arg(s.edges[i + 1] - 1).arg(s.counts[i]);
        setToolTip(tip.join(QLatin1Char('\n')));
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override {
        QPainter p(this);
        const auto &c = m_stats.counts;
        if (c.empty())
            return;
        const int most = std::max(1, *std::max_element(c.begin(), c.end()));
        const QRect area = rect().adjusted(2, 2, -2, -fontMetrics().height() - 4);
        const double w = double(area.width()) / double(c.size());
        for (std::size_t i = 0; i < c.size(); ++i) {
            const int h = int(double(area.height()) * c[i] / most);
            QRectF bar(area.left() + w * double(i) + 1, area.bottom() - h, w - 2, h);
            p.fillRect(bar, palette().highlight());
        }
        p.setPen(palette().text().color());
        const int y = rect().bottom() - 2;
        p.drawText(QRect(area.left(), y - fontMetrics().height(), area.width(), fontMetrics().height()),
                   Qt::AlignLeft, QString::number(m_stats.min));
        p.drawText(QRect(area.left(), y - fontMetrics().height(), area.width(), fontMetrics().height()),
                   Qt::AlignRight, QString::number(m_stats.max));
    }

private:
    models::celplay::CostStats m_stats;
};

LiveRunPanel::LiveRunPanel(models::Connection *connection, CrdContextPanel *context, Playground *playground,
                           QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_context(context)
    , m_playground(playground) {
    setObjectName(QStringLiteral("CelLiveRun"));
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("CelLiveStart"));
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("CelLiveStop"));
    m_stop->setEnabled(false);
    m_sampleLabel = new QLabel(this);
    m_sample = new QSpinBox(this);
    m_sample->setObjectName(QStringLiteral("CelLiveSample"));
    m_sample->setRange(0, 1000000);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("CelLiveProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    auto *row = new QHBoxLayout;
    row->addWidget(m_start);
    row->addWidget(m_sampleLabel);
    row->addWidget(m_sample);
    row->addWidget(m_stop);
    row->addWidget(m_progress, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("CelLiveSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_histogram = new CostHistogram(this);
    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("CelLiveTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Message, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_summary);
    layout->addWidget(m_histogram);
    layout->addWidget(m_table, 1);
    connect(m_start, &QPushButton::clicked, this, [this] { run(); });
    connect(m_stop, &QPushButton::clicked, this, &LiveRunPanel::cancel);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QModelIndex first = index.siblingAtColumn(Object);
        emit objectRequested(m_request.crd.group, m_request.version, m_request.crd.plural,
                             first.data(NamespaceRole).toString(), first.data(NameRole).toString());
    });
    retranslate();
}

LiveRunPanel::~LiveRunPanel() = default;

void LiveRunPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LiveRunPanel::retranslate() {
    m_start->setText(tr("Run over live objects"));
    m_start->setToolTip(tr("Runs the rule (and its messageExpression where it fails) over the objects of the "
                           "chosen CRD version, as an update that changes nothing runs it."));
    m_stop->setText(tr("Stop"));
    m_sampleLabel->setText(tr("Sample:"));
    m_sample->setSpecialValueText(tr("all objects"));
    m_sample->setToolTip(tr("A random sample of this many objects; 0 runs over all of them."));
    for (int c = 0; c < ColumnCount; ++c)
        m_model->setHeaderData(c, Qt::Horizontal, tr(kHeaders[c]));
    if (m_hasResult)
        showResult();
    else if (!isRunning())
        m_summary->setText(tr("Pick a CRD, a node and a rule in the CRD context tab, then run."));
}

void LiveRunPanel::run(int sample) {
    const models::celplay::CrdDefinition *crd = m_context->crd();
    kube::Client *client = m_connection ? m_connection->client() : nullptr;
    if (!crd || m_context->nodePath().isNull() || !client) {
        m_summary->setText(!client ? tr("Not connected.")
                                   : tr("Pick a CRD, a node and a rule in the CRD context tab first."));
        return;
    }
    if (sample >= 0)
        m_sample->setValue(sample);
    models::celplay::LiveRunRequest req;
    req.crd = *crd;
    req.version = m_context->versionName();
    req.nodePath = m_context->nodePath();
    const auto *v = crd->version(req.version);
    const auto *node = v ? v->node(req.nodePath) : nullptr;
    req.ruleIndex = m_context->ruleIndex() >= 0 ? m_context->ruleIndex() : int(node ? node->rules.size() : 0);
    req.rule = m_context->currentRule();
    req.sample = m_sample->value();
    req.serverMinor = m_playground->serverMinor();
    req.ruleAge = m_playground->ruleAge();
    m_request = req;
    m_model->removeRows(0, m_model->rowCount());
    m_hasResult = false;
    m_summary->setText(tr("Reading the objects…"));
    m_progress->setRange(0, 0);
    m_start->setEnabled(false);
    m_stop->setEnabled(true);
    auto *handle = models::celplay::LiveRun::start(client, req);
    m_run.reset(handle);
    connect(handle, &models::celplay::LiveRun::progress, this, [this](int listed, int evaluated, int total) {
        if (total < 0) {
            m_progress->setRange(0, 0);
            m_summary->setText(tr("%n object(s) read…", nullptr, listed));
        } else {
            m_progress->setRange(0, std::max(1, total));
            m_progress->setValue(evaluated);
            m_summary->setText(tr("%1 of %n object(s) evaluated…", nullptr, total).arg(evaluated));
        }
    });
    connect(handle, &models::celplay::LiveRun::finished, this, [this, handle] {
        m_start->setEnabled(true);
        m_stop->setEnabled(false);
        m_progress->setRange(0, 1);
        m_progress->setValue(1);
        const auto &r = handle->result();
        if (!r) {
            m_result = handle->partial();
            m_summary->setText(r.error().kind == kube::ApiError::Kind::Canceled
                                   ? tr("Stopped after %n object(s).", nullptr, int(m_result.objects.size()))
                                   : tr("The run failed: %1").arg(r.error().userMessage()));
        } else {
            m_result = *r;
            m_hasResult = true;
            showResult();
        }
        m_run.reset();
        handle->deleteLater();
        emit runEnded();
    });
}

void LiveRunPanel::cancel() {
    if (m_run)
        m_run->cancel();
}

void LiveRunPanel::showResult() {
    const auto &r = m_result;
    const auto &s = r.ruleCost;
    QStringList lines;
    lines << tr("%n object(s) evaluated", nullptr, int(r.objects.size())) + QStringLiteral(" · ") +
                 tr("%n failed", nullptr, r.failed);
    lines
        << tr("Rule cost: min %1, median %2, p90 %3, max %4").arg(s.min).arg(s.median).arg(s.p90).arg(s.max);
    lines << tr("All rules of an object: max %1 of the per-call budget %2 (%3%)")
                 .arg(QLocale().toString(qulonglong(r.totalCost.max)))
                 .arg(QLocale().toString(qulonglong(::cel::limits::kCrdValidationRuntimeBudget)))
                 .arg(QLocale().toString(100.0 * double(r.totalCost.max) /
                                             double(::cel::limits::kCrdValidationRuntimeBudget),
                                         'f', 5));
    for (const QString &e : r.compileErrors)
        lines << tr("Does not compile: %1").arg(e);
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_histogram->setStats(s);
    m_table->setSortingEnabled(false);
    m_model->removeRows(0, m_model->rowCount());
    for (const auto &o : r.objects) {
        QList<QStandardItem *> row;
        auto item = [](const QString &text, const QVariant &sort) {
            auto *i = new QStandardItem(text);
            i->setData(sort, Qt::UserRole);
            return i;
        };
        const QString name = o.namespace_.isEmpty() ? o.name : o.namespace_ + QLatin1Char('/') + o.name;
        auto *first = item(name, name);
        first->setData(o.namespace_, NamespaceRole);
        first->setData(o.name, NameRole);
        row << first;
        row << item(o.budgetExceeded ? tr("over budget")
                    : o.failed       ? tr("fails")
                                     : tr("passes"),
                    o.budgetExceeded ? 2
                    : o.failed       ? 1
                                     : 0);
        row << item(o.message, o.message);
        row << item(QString::number(o.instances), o.instances);
        row << item(QString::number(o.ruleCost), qulonglong(o.ruleCost));
        row << item(QString::number(o.totalCost), qulonglong(o.totalCost));
        const double share = 100.0 * double(o.totalCost) / double(::cel::limits::kCrdValidationRuntimeBudget);
        row << item(QLocale().toString(share, 'f', 5), share);
        for (QStandardItem *i : row)
            i->setToolTip(o.costliest.isEmpty() ? QString() : tr("Costliest run at %1").arg(o.costliest));
        m_model->appendRow(row);
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ObjectCost, Qt::DescendingOrder);
}

} // namespace views::cel
