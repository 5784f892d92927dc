#pragma once
// The per-sub-expression cost breakdown of one evaluation as a table model
// holding raw values (display text and headers live in views/cel/).
#include "models/cel/celeval.h"

#include <QAbstractTableModel>

namespace models::celplay {

namespace costcolumns {
enum Column { Expression, Kind, Runtime, EstimatedMin, EstimatedMax, Runs, Count };
}
namespace costroles {
/// The raw sort value of a cell (numbers as double, text as QString).
constexpr int Sort = Qt::UserRole + 1;
/// UTF-16 start and length of the sub-expression in the editor.
constexpr int Start = Qt::UserRole + 2;
constexpr int Length = Qt::UserRole + 3;
} // namespace costroles

class CostModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    /// Replaces the rows with those of outcome.
    void setOutcome(const EvalOutcome &outcome);
    const std::vector<CostRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::vector<CostRow> m_rows;
};

} // namespace models::celplay
