#include "views/resourcelistview.h"

#include "models/resourcelistmodel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace views {

ResourceListView::ResourceListView(models::ResourceListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_wide(new QCheckBox(this))
    , m_reload(new QToolButton(this))
    , m_status(new QLabel(this)) {
    m_model->setParent(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(models::ResourceListDefs::RawRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setObjectName(QStringLiteral("ResourceListTable"));
    m_filter->setClearButtonEnabled(true);
    m_wide->setObjectName(QStringLiteral("WideColumns"));
    m_reload->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_wide);
    bar->addWidget(m_reload);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_filter, &QLineEdit::textChanged, this, &ResourceListView::updateStatus);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex src = m_proxy->mapToSource(index);
        emit objectActivated(src.data(models::ResourceListDefs::NameRole).toString(),
                             src.data(models::ResourceListDefs::NamespaceRole).toString());
    });
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        QAction *watch = menu.addAction(tr("Watch this collection"));
        watch->setObjectName(QStringLiteral("WatchCollectionAction"));
        watch->setEnabled(m_model->resource().verbs.contains(QLatin1String("watch")));
        if (menu.exec(m_table->viewport()->mapToGlobal(pos)) == watch)
            emit watchRequested();
    });
    connect(m_wide, &QCheckBox::toggled, this, &ResourceListView::updateColumns);
    connect(m_reload, &QToolButton::clicked, m_model, &models::ResourceListModel::reload);
    connect(m_model, &QAbstractItemModel::columnsInserted, this, &ResourceListView::updateColumns);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first) {
        if (first == 0) // size the columns to the first page
            m_table->resizeColumnsToContents();
        updateStatus();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &ResourceListView::updateStatus);
    connect(m_model, &models::ResourceListModel::loadingChanged, this, &ResourceListView::updateStatus);
    connect(m_model, &models::ResourceListModel::finished, this, &ResourceListView::updateStatus);
    retranslate();
}

QString ResourceListView::title() const {
    const QString name = m_model->resource().name;
    if (!m_model->resource().namespaced)
        return name;
    if (m_model->namespace_().isEmpty())
        return tr("%1 (all namespaces)").arg(name);
    return tr("%1 in %2", "resource in namespace").arg(name, m_model->namespace_());
}

void ResourceListView::updateColumns() {
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const int priority =
            m_model->headerData(c, Qt::Horizontal, models::ResourceListDefs::PriorityRole).toInt();
        m_table->setColumnHidden(c, priority != 0 && !m_wide->isChecked());
    }
    m_table->resizeColumnsToContents();
}

void ResourceListView::updateStatus() {
    QString text;
    if (!m_model->errorMessage().isEmpty())
        text = m_model->errorMessage();
    else if (m_model->isLoading())
        text = tr("Loading… %n object(s) so far", nullptr, m_model->rowCount());
    else if (m_proxy->rowCount() != m_model->rowCount())
        text = tr("%1 of %n object(s) shown", nullptr, m_model->rowCount()).arg(m_proxy->rowCount());
    else
        text = tr("%n object(s)", nullptr, m_model->rowCount());
    m_status->setText(text);
}

void ResourceListView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResourceListView::retranslate() {
    m_filter->setPlaceholderText(tr("Filter rows"));
    m_wide->setText(tr("All columns", "like kubectl -o wide"));
    m_reload->setToolTip(tr("Reload"));
    updateStatus();
}

} // namespace views
