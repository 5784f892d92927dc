#include "views/watch/sparkline.h"

#include <QPainter>

namespace views {

Sparkline::Sparkline(QWidget *parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void Sparkline::setValues(const QList<int> &values) {
    m_values = values;
    int peak = 0;
    for (int v : values)
        peak = std::max(peak, v);
    setToolTip(
        tr("Events per second over the last %n second(s): now %1, peak %2", nullptr, int(values.size()))
            .arg(values.isEmpty() ? 0 : values.last())
            .arg(peak));
    update();
}

QSize Sparkline::sizeHint() const {
    return {160, 22};
}

void Sparkline::paintEvent(QPaintEvent *) {
    QPainter p(this);
    const QRect r = rect().adjusted(0, 1, -1, -2);
    p.fillRect(r, palette().base());
    p.setPen(palette().mid().color());
    p.drawRect(r);
    if (m_values.isEmpty())
        return;
    int peak = 1;
    for (int v : m_values)
        peak = std::max(peak, v);
    const double w = double(r.width() - 2) / double(m_values.size());
    const QColor bar(60, 120, 200);
    for (int i = 0; i < m_values.size(); ++i) {
        const int h = int(double(r.height() - 2) * m_values.at(i) / peak + 0.5);
        if (h <= 0)
            continue;
        const QRectF b(r.left() + 1 + i * w, r.bottom() - h, std::max(1.0, w - 0.5), h);
        p.fillRect(b, bar);
    }
}

} // namespace views
