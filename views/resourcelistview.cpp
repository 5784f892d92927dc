#include "views/resourcelistview.h"

#include "models/lists/selector.h"
#include "views/icons.h"
#include "views/lists/deletedialog.h"
#include "views/lists/listproxies.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace views {

using namespace models::ResourceListDefs;

namespace {
constexpr int kDefaultThreshold = 20000;
}

ResourceListView::ResourceListView(models::ResourceListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_display(new ListDisplayProxy(this))
    , m_proxy(new ListFilterProxy(this))
    , m_table(new QTableView(this))
    , m_nsLabel(new QLabel(this))
    , m_namespaces(new QLineEdit(this))
    , m_labelsLabel(new QLabel(this))
    , m_labels(new QLineEdit(this))
    , m_fieldsLabel(new QLabel(this))
    , m_fields(new QLineEdit(this))
    , m_apply(new QToolButton(this))
    , m_queryError(new QLabel(this))
    , m_filter(new QLineEdit(this))
    , m_wide(new QCheckBox(this))
    , m_metadata(new QCheckBox(this))
    , m_thresholdLabel(new QLabel(this))
    , m_threshold(new QSpinBox(this))
    , m_reload(new QToolButton(this))
    , m_cancel(new QToolButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this)) {
    m_model->setParent(this);
    m_display->setSourceModel(m_model);
    m_proxy->setSourceModel(m_display);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setObjectName(QStringLiteral("ResourceListTable"));
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_namespaces->setObjectName(QStringLiteral("NamespacesEdit"));
    m_labels->setObjectName(QStringLiteral("LabelSelectorEdit"));
    m_fields->setObjectName(QStringLiteral("FieldSelectorEdit"));
    m_queryError->setObjectName(QStringLiteral("QueryError"));
    m_queryError->setStyleSheet(QStringLiteral("color: #b00020"));
    m_queryError->setWordWrap(true);
    m_queryError->hide();
    m_filter->setObjectName(QStringLiteral("QuickFilter"));
    m_filter->setClearButtonEnabled(true);
    m_wide->setObjectName(QStringLiteral("WideColumns"));
    m_metadata->setObjectName(QStringLiteral("MetadataOnly"));
    m_threshold->setObjectName(QStringLiteral("MetadataThreshold"));
    m_threshold->setRange(0, 10'000'000);
    m_threshold->setSingleStep(1000);
    m_threshold->setGroupSeparatorShown(true);
    m_threshold->setValue(
        QSettings().value(QStringLiteral("lists/metadataThreshold"), kDefaultThreshold).toInt());
    m_reload->setIcon(icons::action(icons::Action::Refresh));
    m_cancel->setIcon(style()->standardIcon(QStyle::SP_BrowserStop));
    m_cancel->setObjectName(QStringLiteral("CancelLoad"));
    m_apply->setObjectName(QStringLiteral("ApplyQuery"));
    m_progress->setObjectName(QStringLiteral("LoadProgress"));
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(false);
    m_status->setObjectName(QStringLiteral("LoadMeter"));

    const models::ListQuery &q = m_model->query();
    m_namespaces->setText(q.namespaces.join(QStringLiteral(", ")));
    m_namespaces->setEnabled(q.resource.namespaced);
    m_labels->setText(q.labelSelector);
    m_fields->setText(q.fieldSelector);
    m_metadata->setChecked(q.shape == models::ListShape::Metadata);

    auto *query = new QHBoxLayout;
    query->addWidget(m_nsLabel);
    query->addWidget(m_namespaces, 2);
    query->addWidget(m_labelsLabel);
    query->addWidget(m_labels, 3);
    query->addWidget(m_fieldsLabel);
    query->addWidget(m_fields, 2);
    query->addWidget(m_apply);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_wide);
    bar->addWidget(m_metadata);
    bar->addWidget(m_thresholdLabel);
    bar->addWidget(m_threshold);
    bar->addWidget(m_reload);
    auto *status = new QHBoxLayout;
    status->addWidget(m_progress);
    status->addWidget(m_cancel);
    status->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(query);
    layout->addWidget(m_queryError);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addLayout(status);

    auto *find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    addAction(find);
    auto *del = new QAction(this);
    del->setShortcut(QKeySequence::Delete);
    del->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(del, &QAction::triggered, this, [this] {
        if (m_table->hasFocus())
            deleteSelected();
    });
    addAction(del);
    auto *copy = new QAction(this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ResourceListView::copyNames);
    m_table->addAction(copy);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &ListFilterProxy::setQuickFilter);
    connect(m_filter, &QLineEdit::textChanged, this, &ResourceListView::updateStatus);
    // Down from the filter goes to the rows.
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        m_table->setFocus();
        if (m_proxy->rowCount() > 0 && !m_table->currentIndex().isValid())
            m_table->setCurrentIndex(m_proxy->index(0, 0));
    });
    for (QLineEdit *e : {m_namespaces, m_labels, m_fields})
        connect(e, &QLineEdit::returnPressed, this, &ResourceListView::applyQuery);
    connect(m_apply, &QToolButton::clicked, this, &ResourceListView::applyQuery);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        emit objectActivated(index.data(NameRole).toString(), index.data(NamespaceRole).toString());
    });
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_table->indexAt(pos);
        if (!index.isValid())
            return;
        const QString name = index.data(NameRole).toString();
        const QString ns = index.data(NamespaceRole).toString();
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(icons::action(icons::Action::Open), tr("Open"), this,
                        [this, name, ns] { emit objectActivated(name, ns); });
        menu->addAction(icons::action(icons::Action::Patch), tr("Patch…"), this,
                        [this, name, ns] { emit patchRequested(name, ns); });
        menu->addAction(icons::action(icons::Action::Copy), tr("Copy name"), this,
                        &ResourceListView::copyNames);
        QAction *watch = menu->addAction(icons::action(icons::Action::Watch), tr("Watch this collection"),
                                         this, &ResourceListView::watchRequested);
        watch->setObjectName(QStringLiteral("WatchCollectionAction"));
        watch->setEnabled(m_model->resource().verbs.contains(QLatin1String("watch")));
        if (m_model->resource().group == QLatin1String("apiextensions.k8s.io") &&
            m_model->resource().name == QLatin1String("customresourcedefinitions")) {
            QAction *migrate = menu->addAction(tr("Migrate storage version…"), this,
                                               [this, name] { emit migrateRequested(name); });
            migrate->setObjectName(QStringLiteral("MigrateCrdAction"));
        }
        menu->addSeparator();
        const int n = int(selectedObjects().size());
        menu->addAction(icons::action(icons::Action::Delete), tr("Delete %n object(s)…", nullptr, n), this,
                        &ResourceListView::deleteSelected);
        menu->popup(m_table->viewport()->mapToGlobal(pos)); // no nested event loop
    });
    connect(m_wide, &QCheckBox::toggled, this, [this] {
        updateColumns();
        saveSettings();
    });
    connect(m_metadata, &QCheckBox::toggled, this, [this] {
        m_manualShape = true;
        applyQuery();
    });
    connect(m_threshold, &QSpinBox::valueChanged, this,
            [](int v) { QSettings().setValue(QStringLiteral("lists/metadataThreshold"), v); });
    connect(m_reload, &QToolButton::clicked, m_model, &models::ResourceListModel::reload);
    connect(m_cancel, &QToolButton::clicked, m_model, &models::ResourceListModel::cancel);
    connect(m_model, &QAbstractItemModel::columnsInserted, this, [this] {
        restoreSettings();
        updateColumns();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first) {
        if (first == 0 && !m_restored) // size the columns to the first page
            m_table->resizeColumnsToContents();
    });
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (m_restored)
            saveSettings();
    });
    connect(m_model, &models::ResourceListModel::progress, this, &ResourceListView::updateStatus);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_restored = false;
        updateStatus();
    });
    connect(m_model, &models::ResourceListModel::loadingChanged, this, &ResourceListView::updateStatus);
    connect(m_model, &models::ResourceListModel::finished, this, &ResourceListView::updateStatus);
    connect(m_model, &models::ResourceListModel::noticeChanged, this, [this] {
        const bool meta = m_model->shape() == models::ListShape::Metadata;
        if (m_metadata->isChecked() != meta) {
            const QSignalBlocker block(m_metadata);
            m_metadata->setChecked(meta);
        }
        updateStatus();
    });
    retranslate();
}

ResourceListView::~ResourceListView() = default;

QString ResourceListView::settingsKey() const {
    const kube::ApiResource &r = m_model->resource();
    return QStringLiteral("lists/%1/%2/%3")
        .arg(r.group.isEmpty() ? QStringLiteral("core") : r.group, r.name,
             m_model->shape() == models::ListShape::Metadata ? QStringLiteral("metadata")
                                                             : QStringLiteral("table"));
}

void ResourceListView::restoreSettings() {
    QSettings s;
    const QString key = settingsKey();
    {
        const QSignalBlocker block(m_wide);
        m_wide->setChecked(s.value(key + QStringLiteral("/wide"), false).toBool());
    }
    const QVariantList widths = s.value(key + QStringLiteral("/widths")).toList();
    if (!widths.isEmpty() && widths.size() == m_model->columnCount()) {
        for (int c = 0; c < widths.size(); ++c)
            m_table->setColumnWidth(c, widths.at(c).toInt());
        m_restored = true;
    }
}

void ResourceListView::saveSettings() const {
    if (m_model->columnCount() == 0)
        return;
    QSettings s;
    const QString key = settingsKey();
    s.setValue(key + QStringLiteral("/wide"), m_wide->isChecked());
    QVariantList widths;
    for (int c = 0; c < m_model->columnCount(); ++c)
        widths.append(m_table->isColumnHidden(c) ? 0 : m_table->columnWidth(c));
    bool any = false;
    for (const QVariant &w : std::as_const(widths))
        any = any || w.toInt() > 0;
    if (any && m_restored)
        s.setValue(key + QStringLiteral("/widths"), widths);
}

QString ResourceListView::title() const {
    const QString name = m_model->resource().name;
    if (!m_model->resource().namespaced)
        return name;
    const QStringList &ns = m_model->query().namespaces;
    if (ns.isEmpty())
        return tr("%1 (all namespaces)").arg(name);
    return tr("%1 in %2", "resource in namespace").arg(name, ns.join(QStringLiteral(", ")));
}

bool ResourceListView::applyQuery() {
    models::ListQuery q = m_model->query();
    QStringList namespaces;
    for (const QString &part : m_namespaces->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString ns = part.trimmed();
        if (ns.isEmpty() || ns == QLatin1String("*"))
            continue;
        static const QRegularExpression dns(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
        if (ns.size() > 63 || !dns.match(ns).hasMatch()) {
            m_queryError->setText(tr("«%1» is not a namespace name: lowercase letters, digits and '-', at "
                                     "most 63 characters.")
                                      .arg(ns));
            m_queryError->show();
            return false;
        }
        namespaces.append(ns);
    }
    if (auto e = models::selector::checkLabelSelector(m_labels->text())) {
        m_queryError->setText(tr("Label selector: %1").arg(e->message));
        m_queryError->show();
        m_labels->setFocus();
        m_labels->setCursorPosition(e->position);
        return false;
    }
    if (auto e = models::selector::checkFieldSelector(m_fields->text())) {
        m_queryError->setText(tr("Field selector: %1").arg(e->message));
        m_queryError->show();
        m_fields->setFocus();
        m_fields->setCursorPosition(e->position);
        return false;
    }
    m_queryError->hide();
    q.namespaces = namespaces;
    q.labelSelector = m_labels->text().trimmed();
    q.fieldSelector = m_fields->text().trimmed();
    q.shape = m_metadata->isChecked() ? models::ListShape::Metadata : models::ListShape::Table;
    // Choosing a shape by hand keeps it; the automatic switch is for a first look.
    q.metadataThreshold = m_manualShape || m_metadata->isChecked() ? 0 : m_threshold->value();
    saveSettings();
    m_model->setQuery(m_model->client(), q);
    emit titleChanged(title());
    return true;
}

QList<models::DeleteRequest::Object> ResourceListView::selectedObjects() const {
    QList<models::DeleteRequest::Object> out;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &i : rows)
        out.append({i.data(NamespaceRole).toString(), i.data(NameRole).toString()});
    return out;
}

void ResourceListView::copyNames() {
    QStringList names;
    for (const auto &o : selectedObjects())
        names.append(o.name);
    if (!names.isEmpty())
        QApplication::clipboard()->setText(names.join(QLatin1Char('\n')));
}

void ResourceListView::deleteSelected() {
    const auto objects = selectedObjects();
    if (objects.isEmpty() || !m_model->client())
        return;
    auto *dialog = new DeleteDialog(m_model->client(), m_model->resource(), objects, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ResourceListView::updateColumns() {
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const int priority = m_model->headerData(c, Qt::Horizontal, PriorityRole).toInt();
        m_table->setColumnHidden(c, priority != 0 && !m_wide->isChecked());
    }
    if (!m_restored)
        m_table->resizeColumnsToContents();
}

void ResourceListView::updateStatus() {
    const QLocale locale;
    const qsizetype loaded = m_model->rowCount();
    const qint64 expected = m_model->expectedCount();
    QString count;
    if (m_model->isLoading() && expected > loaded)
        count =
            tr("%1 of ~%2 objects loaded").arg(locale.toString(qint64(loaded)), locale.toString(expected));
    else if (m_model->isLoading())
        count = tr("%Ln object(s) loaded so far", nullptr, int(loaded));
    else if (m_proxy->rowCount() != loaded)
        count =
            tr("%1 of %n object(s) shown", nullptr, int(loaded)).arg(locale.toString(m_proxy->rowCount()));
    else
        count = tr("%n object(s)", nullptr, int(loaded));
    QStringList parts{count, locale.formattedDataSize(m_model->bytesReceived())};
    if (m_model->shape() == models::ListShape::Metadata)
        parts.append(tr("metadata only"));
    if (m_model->streams() > 1)
        parts.append(tr("%n parallel stream(s)", nullptr, m_model->streams()));
    parts.append(tr("%n open watch(es)", nullptr, m_model->openWatches()));
    if (!m_model->notice().isEmpty())
        parts.append(m_model->notice());
    if (!m_model->errorMessage().isEmpty())
        parts.append(m_model->errorMessage());
    m_status->setText(parts.join(QStringLiteral(" · ")));
    m_progress->setVisible(m_model->isLoading());
    m_cancel->setVisible(m_model->isLoading());
    if (expected > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(qMin<qint64>(1000, loaded * 1000 / qMax<qint64>(1, expected))));
    } else {
        m_progress->setRange(0, 0); // busy
    }
}

void ResourceListView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResourceListView::retranslate() {
    m_nsLabel->setText(tr("Namespaces:"));
    m_namespaces->setPlaceholderText(tr("all (or a, b, …)"));
    m_labelsLabel->setText(tr("Labels:"));
    m_labels->setPlaceholderText(tr("app=web,tier in (a,b),!legacy"));
    m_fieldsLabel->setText(tr("Fields:"));
    m_fields->setPlaceholderText(tr("status.phase!=Running"));
    m_apply->setText(tr("Apply"));
    m_filter->setPlaceholderText(tr("Filter rows (Ctrl+F)"));
    m_wide->setText(tr("All columns", "like kubectl -o wide"));
    m_metadata->setText(tr("Metadata only"));
    m_metadata->setToolTip(tr("Fetch only names, labels, owners and finalizers "
                              "(as=PartialObjectMetadataList): smaller and faster for large lists."));
    m_thresholdLabel->setText(tr("automatic above:"));
    m_threshold->setToolTip(
        tr("Lists with more objects than this open in the metadata-only mode (0: never)."));
    m_reload->setToolTip(tr("Reload"));
    m_cancel->setToolTip(tr("Stop loading"));
    // Each box at least as wide as its hint in the current language: a cut hint is lost.
    for (QLineEdit *e : {m_namespaces, m_labels, m_fields, m_filter}) {
        const int clear = e->isClearButtonEnabled() ? e->sizeHint().height() : 0;
        e->setMinimumWidth(e->fontMetrics().horizontalAdvance(e->placeholderText()) + 16 + clear);
    }
    emit titleChanged(title()); // the tab's title, in the new language
    updateStatus();
}

} // namespace views
