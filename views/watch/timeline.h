#pragma once

#include <QWidget>

namespace models::watch {
class FlightRecorder;
}

namespace views {

/// The flight recorder's timeline: every frame as a tick along time (coloured
/// by type), bookmarks as taller marks, the gaps between bookmarks shaded,
/// the initial-events-end bookmark, 410s, relists and fallbacks as labelled
/// lines. A click selects the record nearest in time (recordClicked).
class WatchTimeline final : public QWidget {
    Q_OBJECT

public:
    explicit WatchTimeline(models::watch::FlightRecorder *recorder, QWidget *parent = nullptr);

    /// The record marked as selected (its seq), or -1.
    void setSelectedSeq(qint64 seq);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// The longest time between two bookmarks (or from the start to the
    /// first, and from the last to the end) in the recording, in ms.
    qint64 longestBookmarkGapMs() const;

signals:
    void recordClicked(qint64 seq);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    double xOf(qint64 ms, qint64 t0, qint64 t1, const QRect &area) const;

    models::watch::FlightRecorder *m_recorder;
    qint64 m_selected = -1;
    bool m_dirty = true;
};

} // namespace views
