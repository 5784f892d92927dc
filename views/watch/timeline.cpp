#include "views/watch/timeline.h"

#include "models/watch/flightrecorder.h"

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>

namespace views {

using models::watch::WatchRecord;
namespace ST = models::watch::StatusType;

namespace {

QColor colourOf(const WatchRecord &r) {
    if (r.type == QLatin1String("ADDED"))
        return {0, 140, 60};
    if (r.type == QLatin1String("MODIFIED"))
        return {200, 130, 0};
    if (r.type == QLatin1String("DELETED"))
        return {190, 30, 30};
    if (r.type == QLatin1String("ERROR"))
        return {220, 0, 0};
    return {60, 110, 200};
}

} // namespace

WatchTimeline::WatchTimeline(models::watch::FlightRecorder *recorder, QWidget *parent)
    : QWidget(parent)
    , m_recorder(recorder) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // Repaint at most ~10 times a second however fast records come.
    auto *timer = new QTimer(this);
    timer->setInterval(100);
    connect(timer, &QTimer::timeout, this, [this] {
        if (m_dirty) {
            m_dirty = false;
            update();
        }
    });
    timer->start();
    connect(recorder, &models::watch::FlightRecorder::changed, this, [this] { m_dirty = true; });
    setToolTip(
        tr("Flight recorder: ticks are frames (green added, orange modified, red deleted, blue bookmarks); "
           "shading marks the gaps between bookmarks; labelled lines mark the initial-events-end bookmark, "
           "410 Gone, relists and fallbacks."));
}

QSize WatchTimeline::sizeHint() const {
    return {600, 2 * fontMetrics().height() + 22};
}

QSize WatchTimeline::minimumSizeHint() const {
    return {120, sizeHint().height()};
}

void WatchTimeline::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

void WatchTimeline::setSelectedSeq(qint64 seq) {
    m_selected = seq;
    update();
}

double WatchTimeline::xOf(qint64 ms, qint64 t0, qint64 t1, const QRect &area) const {
    if (t1 <= t0)
        return area.left();
    return area.left() + double(ms - t0) * double(area.width()) / double(t1 - t0);
}

qint64 WatchTimeline::longestBookmarkGapMs() const {
    const qint64 n = m_recorder->size();
    if (n == 0)
        return 0;
    qint64 last = m_recorder->at(0).arrivalMs;
    qint64 longest = 0;
    for (qint64 i = 0; i < n; ++i) {
        const WatchRecord &r = m_recorder->at(i);
        if (r.isBookmark()) {
            longest = std::max(longest, r.arrivalMs - last);
            last = r.arrivalMs;
        }
    }
    return std::max(longest, m_recorder->at(n - 1).arrivalMs - last);
}

void WatchTimeline::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const int fh = fontMetrics().height();
    const QRect area = rect().adjusted(6, fh + 4, -6, -fh - 2);
    p.setPen(palette().mid().color());
    p.drawLine(area.left(), area.bottom(), area.right(), area.bottom());
    const qint64 n = m_recorder->size();
    if (n == 0) {
        p.setPen(palette().placeholderText().color());
        p.drawText(rect(), Qt::AlignCenter, tr("No frames recorded yet."));
        return;
    }
    const qint64 t0 = m_recorder->at(0).arrivalMs;
    const qint64 t1 = std::max(m_recorder->at(n - 1).arrivalMs, t0 + 1000);

    // Gaps between bookmarks: alternate shading from one bookmark to the next.
    qint64 from = t0;
    bool shade = true;
    for (qint64 i = 0; i < n; ++i) {
        const WatchRecord &r = m_recorder->at(i);
        if (!r.isBookmark())
            continue;
        if (shade)
            p.fillRect(QRectF(xOf(from, t0, t1, area), area.top(),
                              xOf(r.arrivalMs, t0, t1, area) - xOf(from, t0, t1, area), area.height()),
                       QColor(235, 240, 250));
        shade = !shade;
        from = r.arrivalMs;
    }
    if (shade)
        p.fillRect(QRectF(xOf(from, t0, t1, area), area.top(), area.right() - xOf(from, t0, t1, area),
                          area.height()),
                   QColor(235, 240, 250));

    // Ticks: at most one per pixel column and type colour (a dense stream stays cheap).
    QList<int> lastX(4, -1);
    int lastLabelRight = -1000;
    for (qint64 i = 0; i < n; ++i) {
        const WatchRecord &r = m_recorder->at(i);
        const int x = int(xOf(r.arrivalMs, t0, t1, area));
        if (r.kind == WatchRecord::Kind::Status) {
            const bool bad = r.type == ST::Expired || r.type == ST::Relisting ||
                             r.type == ST::StreamingFallback || r.type == ST::Disconnected;
            if (!bad && r.type != ST::InitialEventsEnd)
                continue;
            QString label;
            if (r.type == ST::Expired)
                label = tr("410");
            else if (r.type == ST::Relisting)
                label = tr("relist");
            else if (r.type == ST::StreamingFallback)
                label = tr("fallback");
            else if (r.type == ST::Disconnected)
                label = tr("drop");
            if (label.isEmpty())
                continue;
            p.setPen(QPen(QColor(200, 40, 20), 2));
            p.drawLine(x, area.top() - 2, x, area.bottom());
            const int w = fontMetrics().horizontalAdvance(label);
            if (x - w / 2 > lastLabelRight) {
                p.drawText(QRect(x - w / 2, 0, w + 2, fh + 2), Qt::AlignCenter, label);
                lastLabelRight = x + w / 2 + 4;
            }
            continue;
        }
        if (r.kind != WatchRecord::Kind::Event)
            continue;
        if (r.initialEventsEnd) {
            p.setPen(QPen(QColor(20, 80, 200), 2));
            p.drawLine(x, area.top() - 2, x, area.bottom());
            const QString label = tr("initial events end");
            const int w = fontMetrics().horizontalAdvance(label);
            p.drawText(QRect(x + 3, area.bottom() + 1, w + 2, fh + 1), Qt::AlignLeft | Qt::AlignVCenter,
                       label);
            continue;
        }
        const int slot = r.isBookmark() ? 3
                                        : (r.type == QLatin1String("ADDED")      ? 0
                                           : r.type == QLatin1String("MODIFIED") ? 1
                                                                                 : 2);
        if (lastX[slot] == x)
            continue;
        lastX[slot] = x;
        p.setPen(colourOf(r));
        if (r.isBookmark())
            p.drawLine(x, area.top(), x, area.bottom());
        else
            p.drawLine(x, area.top() + area.height() / 3, x, area.bottom());
    }
    if (const WatchRecord *sel = m_selected >= 0 ? m_recorder->bySeq(m_selected) : nullptr) {
        const int x = int(xOf(sel->arrivalMs, t0, t1, area));
        p.setPen(QPen(palette().highlight().color(), 1, Qt::DashLine));
        p.drawLine(x, 0, x, height());
    }
    p.setPen(palette().text().color());
    const QString span = tr("%1 s recorded · %Ln frame(s)", nullptr, n)
                             .arg(QLocale().toString(double(t1 - t0) / 1000.0, 'f', 1));
    p.drawText(QRect(area.left(), area.bottom() + 1, area.width(), fh + 1), Qt::AlignRight | Qt::AlignVCenter,
               span);
}

void WatchTimeline::mousePressEvent(QMouseEvent *event) {
    const qint64 n = m_recorder->size();
    if (n == 0)
        return;
    const int fh = fontMetrics().height();
    const QRect area = rect().adjusted(6, fh + 4, -6, -fh - 2);
    const qint64 t0 = m_recorder->at(0).arrivalMs;
    const qint64 t1 = std::max(m_recorder->at(n - 1).arrivalMs, t0 + 1000);
    const qint64 ms = t0 + qint64(double(event->position().x() - area.left()) * double(t1 - t0) /
                                  std::max(1, area.width()));
    // Records are in arrival order: binary search for the first at or after ms.
    qint64 lo = 0;
    qint64 hi = n - 1;
    while (lo < hi) {
        const qint64 mid = (lo + hi) / 2;
        if (m_recorder->at(mid).arrivalMs < ms)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (qint64 i = lo; i < n; ++i) {
        if (m_recorder->at(i).kind != WatchRecord::Kind::ListItem) {
            emit recordClicked(m_recorder->at(i).seq);
            return;
        }
    }
}

} // namespace views
