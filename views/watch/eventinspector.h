#pragma once

#include "models/watch/objectdiff.h"

#include <QFutureWatcher>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;

namespace models::watch {
class FlightRecorder;
}

namespace views {

/// The event inspector: the selected event's decoded object, and a diff of
/// two versions of the same object seen in the recording (for MODIFIED, by
/// default the previous version against this one). managedFields,
/// resourceVersion and generation are folded away unless "Show noise" is on.
/// The object's JSON and the diffs are written on the thread pool; a change of
/// language relabels what is shown and keeps the versions chosen.
class EventInspector final : public QWidget {
    Q_OBJECT

public:
    explicit EventInspector(models::watch::FlightRecorder *recorder, QWidget *parent = nullptr);

    /// Shows the record numbered seq (-1: nothing).
    void showRecord(qint64 seq);
    /// Compares the versions of the shown object recorded as fromSeq and toSeq.
    void compare(qint64 fromSeq, qint64 toSeq);
    void setShowNoise(bool show);

    QPlainTextEdit *objectPane() const { return m_object; }
    QPlainTextEdit *diffPane() const { return m_diff; }
    QTabWidget *tabs() const { return m_tabs; }
    /// The last diff shown (after diffReady()).
    const models::watch::ObjectDiff &lastDiff() const { return m_lastDiff; }

signals:
    /// A diff was computed and shown.
    void diffReady();
    /// The shown record's object was written into the object pane.
    void objectShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// What the line above the diff says.
    enum class Summary { None, OneVersion, Comparing, Shown };

    void retranslate();
    void showTitle();
    void showObject();
    void fillVersions();
    QString versionLabel(qint64 seq) const;
    void runDiff();
    void showDiff(const models::watch::ObjectDiff &diff);
    void showSummary();

    models::watch::FlightRecorder *m_recorder;
    qint64 m_seq = -1;
    QLabel *m_title;
    QTabWidget *m_tabs;
    QPlainTextEdit *m_object;
    QWidget *m_diffPage;
    QLabel *m_fromLabel;
    QLabel *m_toLabel;
    QComboBox *m_from;
    QComboBox *m_to;
    QCheckBox *m_noise;
    QLabel *m_diffSummary;
    QPlainTextEdit *m_diff;
    QFutureWatcher<models::watch::ObjectDiff> m_watcher;
    models::watch::ObjectDiff m_lastDiff;
    int m_generation = 0;
    int m_objectGeneration = 0;
    Summary m_summary = Summary::None;
};

} // namespace views
