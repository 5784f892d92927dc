#pragma once

#include <QList>
#include <QWidget>

namespace views {

/// A small bar sparkline of counts per second (oldest left), with the latest
/// value and the peak as text beside it.
class Sparkline final : public QWidget {
    Q_OBJECT

public:
    explicit Sparkline(QWidget *parent = nullptr);

    /// The counts to draw, one per second, oldest first.
    void setValues(const QList<int> &values);
    const QList<int> &values() const { return m_values; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<int> m_values;
};

} // namespace views
