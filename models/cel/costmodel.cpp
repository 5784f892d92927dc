#include "models/cel/costmodel.h"

namespace models::celplay {

void CostModel::setOutcome(const EvalOutcome &outcome) {
    beginResetModel();
    m_rows = outcome.rows;
    endResetModel();
}

int CostModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CostModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : costcolumns::Count;
}

QVariant CostModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const CostRow &r = m_rows[std::size_t(index.row())];
    if (role == costroles::Start)
        return r.start;
    if (role == costroles::Length)
        return r.length;
    if (role != Qt::DisplayRole && role != costroles::Sort && role != Qt::ToolTipRole)
        return {};
    using namespace costcolumns;
    switch (index.column()) {
    case Expression:
        return r.text.simplified();
    case Kind:
        return r.kind;
    case Runtime:
        return double(r.runtime);
    case EstimatedMin:
        return r.estimatedMin;
    case EstimatedMax:
        return r.estimatedMax;
    case Runs:
        return double(r.iterations.max);
    default:
        return {};
    }
}

} // namespace models::celplay
