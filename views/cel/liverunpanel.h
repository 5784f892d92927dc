#pragma once
// "Run over live objects": the rule chosen in the CRD context (as edited, with
// its messageExpression) run over every live object of the CRD version or a
// random sample, off the GUI thread, with progress and cancel. Shows the
// distribution of the rule's runtime cost (min, median, p90, max and a
// histogram), and a sortable table of the objects: verdict, message, the
// rule's cost and the cost of all the CRD's rules against the per-call budget
// of 10,000,000. Double-clicking a row asks to open the object.
#include "kube/handle.h"
#include "models/cel/liverun.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QSortFilterProxyModel;
class QTableView;

namespace models {
class Connection;
}

namespace views::cel {

class CrdContextPanel;
class Playground;
class CostHistogram;

class LiveRunPanel final : public QWidget {
    Q_OBJECT
public:
    LiveRunPanel(models::Connection *connection, CrdContextPanel *context, Playground *playground,
                 QWidget *parent = nullptr);
    ~LiveRunPanel() override;

    /// Starts a run with the current context (sample 0: every object).
    void run(int sample = -1);
    void cancel();
    bool isRunning() const { return bool(m_run); }
    /// The last finished run.
    const models::celplay::LiveRunResult &result() const { return m_result; }
    QTableView *table() const { return m_table; }

signals:
    /// A run ended (finished, failed or canceled).
    void runEnded();
    /// Open this object (double-click in the table).
    void objectRequested(const QString &group, const QString &version, const QString &plural,
                         const QString &namespace_, const QString &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showResult();

    models::Connection *m_connection = nullptr;
    CrdContextPanel *m_context = nullptr;
    Playground *m_playground = nullptr;
    kube::HandlePtr<models::celplay::LiveRun> m_run;
    models::celplay::LiveRunResult m_result;
    models::celplay::LiveRunRequest m_request;
    bool m_hasResult = false;

    QPushButton *m_start = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_sampleLabel = nullptr;
    QSpinBox *m_sample = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    CostHistogram *m_histogram = nullptr;
    QStandardItemModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace views::cel
