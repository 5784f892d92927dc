#include "views/cel/variableseditor.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace views::cel {

namespace {

enum Column { Name, Expression, Type, Value, Cost, ColumnCount };
constexpr int kErrorOffsetRole = Qt::UserRole + 1; ///< UTF-16 offset of a compile error (-1: none)

// Draws the expression and, for a compile error, a red wavy line under the
// character the error is at.
class ExpressionDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override {
        QStyledItemDelegate::paint(painter, option, index);
        const QVariant offset = index.data(kErrorOffsetRole);
        if (!offset.isValid() || offset.toInt() < 0)
            return;
        const QString text = index.data(Qt::DisplayRole).toString();
        const int at = std::min(offset.toInt(), int(text.size()));
        const QFontMetrics fm(option.font);
        const int margin =
            option.widget ? option.widget->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1 : 4;
        const int x0 = option.rect.left() + margin + fm.horizontalAdvance(text.left(at));
        const int width =
            std::max(fm.horizontalAdvance(at < text.size() ? text.mid(at, 1) : QStringLiteral(" ")), 6);
        const int y = option.rect.center().y() + fm.ascent() / 2 + 2;
        QPainterPath wave;
        wave.moveTo(x0, y);
        for (int x = x0; x < x0 + width; x += 2)
            wave.lineTo(x + 2, y + ((x - x0) / 2 % 2 ? -1.5 : 1.5));
        painter->save();
        painter->setPen(QPen(Qt::red, 1));
        painter->drawPath(wave);
        painter->restore();
    }
};

} // namespace

VariablesEditor::VariablesEditor(QWidget *parent)
    : QWidget(parent) {
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("celVariables"));
    m_table->setItemDelegateForColumn(Expression, new ExpressionDelegate(m_table));
    m_table->horizontalHeader()->setSectionResizeMode(Expression, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Value, QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_add = new QPushButton(this);
    m_remove = new QPushButton(this);
    m_up = new QPushButton(this);
    m_down = new QPushButton(this);
    m_total = new QLabel(this);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(m_total);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addRow();
        m_table->setCurrentCell(m_table->rowCount() - 1, Name);
        m_table->editItem(m_table->item(m_table->rowCount() - 1, Name));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0)
            return;
        m_table->removeRow(row);
        emit edited();
    });
    connect(m_up, &QPushButton::clicked, this, [this] { moveRow(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveRow(1); });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (!m_filling && (item->column() == Name || item->column() == Expression))
            emit edited();
    });
    retranslate();
}

void VariablesEditor::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void VariablesEditor::retranslate() {
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Expression"), tr("Type"), tr("Value"), tr("Cost")});
    m_add->setText(tr("Add variable"));
    m_remove->setText(tr("Remove"));
    m_up->setText(tr("Move up"));
    m_down->setText(tr("Move down"));
    m_table->setToolTip(tr("spec.variables: each expression sees the variables above it as variables.NAME. "
                           "A variable is evaluated only when an expression uses it, and at most once."));
}

void VariablesEditor::addRow(const QString &name, const QString &expression) {
    m_filling = true;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, Name, new QTableWidgetItem(name));
    m_table->setItem(row, Expression, new QTableWidgetItem(expression));
    for (int c : {int(Type), int(Value), int(Cost)}) {
        auto *item = new QTableWidgetItem;
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(row, c, item);
    }
    m_filling = false;
}

void VariablesEditor::moveRow(int delta) {
    const int row = m_table->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_table->rowCount())
        return;
    m_filling = true;
    for (int c = 0; c < ColumnCount; ++c) {
        QTableWidgetItem *a = m_table->takeItem(row, c);
        QTableWidgetItem *b = m_table->takeItem(to, c);
        m_table->setItem(row, c, b);
        m_table->setItem(to, c, a);
    }
    m_filling = false;
    m_table->setCurrentCell(to, m_table->currentColumn());
    emit edited();
}

std::vector<models::celplay::PolicyVariable> VariablesEditor::variables() const {
    std::vector<models::celplay::PolicyVariable> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name =
            m_table->item(row, Name) ? m_table->item(row, Name)->text().trimmed() : QString();
        const QString expr =
            m_table->item(row, Expression) ? m_table->item(row, Expression)->text() : QString();
        if (name.isEmpty() && expr.trimmed().isEmpty())
            continue;
        out.push_back({name, expr});
    }
    return out;
}

void VariablesEditor::setVariables(const std::vector<models::celplay::PolicyVariable> &variables) {
    m_table->setRowCount(0);
    for (const auto &v : variables)
        addRow(v.name, v.expression);
    emit edited();
}

void VariablesEditor::showOutcome(const models::celplay::EvalOutcome &o) {
    m_filling = true;
    // Outcomes follow the non-empty rows in order.
    std::size_t next = 0;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name =
            m_table->item(row, Name) ? m_table->item(row, Name)->text().trimmed() : QString();
        const QString expr =
            m_table->item(row, Expression) ? m_table->item(row, Expression)->text() : QString();
        QTableWidgetItem *exprItem = m_table->item(row, Expression);
        QTableWidgetItem *type = m_table->item(row, Type);
        QTableWidgetItem *value = m_table->item(row, Value);
        QTableWidgetItem *cost = m_table->item(row, Cost);
        exprItem->setData(kErrorOffsetRole, -1);
        exprItem->setToolTip(QString());
        value->setForeground(QBrush());
        if ((name.isEmpty() && expr.trimmed().isEmpty()) || next >= o.policyVariables.size()) {
            type->setText(QString());
            value->setText(QString());
            cost->setText(QString());
            continue;
        }
        const models::celplay::VariableOutcome &v = o.policyVariables[next++];
        type->setText(v.type.isEmpty() ? v.declaredType : v.type);
        type->setToolTip(tr("Later expressions see it as %1").arg(v.declaredType));
        if (!v.compiled) {
            QStringList lines;
            for (const auto &e : v.errors)
                lines << (e.line > 0 ? tr("%1:%2: %3").arg(e.line).arg(e.column).arg(e.message) : e.message);
            value->setText(lines.join(QStringLiteral("; ")));
            value->setForeground(Qt::red);
            value->setToolTip(lines.join(QLatin1Char('\n')));
            if (!v.errors.empty() && v.errors.front().line > 0)
                exprItem->setData(kErrorOffsetRole, v.errors.front().offset);
            exprItem->setToolTip(lines.join(QLatin1Char('\n')));
            cost->setText(QString());
        } else if (!v.evaluated) {
            value->setText(tr("not evaluated (no expression used it)"));
            value->setForeground(Qt::gray);
            value->setToolTip(QString());
            cost->setText(QStringLiteral("0"));
        } else if (!v.error.isEmpty()) {
            value->setText(v.error);
            value->setForeground(Qt::red);
            value->setToolTip(v.error);
            cost->setText(QString::number(v.runtimeCost));
        } else {
            value->setText(QString::fromStdString(v.valueJson));
            value->setToolTip(QString::fromStdString(v.valueJson));
            cost->setText(QString::number(v.runtimeCost));
        }
        cost->setToolTip(tr("runtime cost of this evaluation; estimated %1 to %2")
                             .arg(v.estimated.min)
                             .arg(v.estimated.max));
    }
    m_total->setText(o.policyVariables.empty()
                         ? QString()
                         : tr("Variables' runtime cost: %1 (charged to the policy's budget next to the "
                              "expression's %2)")
                               .arg(o.variablesCost)
                               .arg(o.runtimeCost));
    m_filling = false;
}

} // namespace views::cel
