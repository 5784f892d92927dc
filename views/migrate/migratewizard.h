#pragma once

// The CRD storage-version migration wizard: a live state panel, the preflight,
// the lab, one page per step with its explanation, the rewrite's progress, the
// proof table and the closing check. The workflow is models/migrate's
// MigrationSession; this window only shows it and forwards the user's choices.

#include "kube/handle.h"
#include "models/migrate/session.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QDoubleSpinBox;
class QStackedWidget;
class QTableWidget;
class QTreeWidget;

namespace kube {
class Client;
}

namespace views {

class MigrateWizard final : public QWidget {
    Q_OBJECT

public:
    /// The pages, in order.
    enum Page { Preflight, Serve, Storage, Rewrite, Proof, Cleanup, Check, PageCount };

    /// A wizard on client (which outlives it); crdName may be empty (typed
    /// later). With crdName and no target, the CRD's newest version is the target.
    explicit MigrateWizard(kube::Client *client, const QString &crdName = {}, const QString &target = {},
                           QWidget *parent = nullptr);
    ~MigrateWizard() override;

    /// Where the rewrite's progress is kept (tests); default: AppDataLocation/migrate.
    void setStateDir(const QString &dir);
    /// The sandbox folder whose etcd the proof reads (default: the sandbox's default).
    void setSandboxDir(const QString &dir) { m_sandboxDir = dir; }
    /// What the lab button creates (default: group lab.mado.io, namespace mado-lab,
    /// 20 objects); the object-count box shows options.objects.
    void setLabOptions(const migrate::LabOptions &options);
    const migrate::LabOptions &labOptions() const { return m_labOptions; }
    /// Shows page.
    void showPage(Page page);
    migrate::MigrationSession *session() const { return m_session; }

signals:
    /// A long action finished (for tests): what, and the message shown.
    void actionFinished(const QString &what, bool ok, const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Runs apply now and again at every language change.
    void onLanguage(std::function<void()> apply);
    void load();
    void updatePreflight();
    /// Enables the step buttons unless the conversion webhook blocks the plan
    /// (or a rewrite runs); their tooltips name the reason.
    void updateGate();
    /// Shows text() in label, again at every language change.
    void setLiveText(QLabel *label, migrate::LiveText text);
    void startServerMigration();
    void updatePauseButton();
    /// Shows text() in the StorageVersionMigration panel, again at every language change.
    void setServerMigrationText(std::function<QString()> text);
    void createLab();
    void updateState();
    void showMessage(const QString &text, bool error);
    /// Shows text() below the pages, again at every language change.
    void showMessage(std::function<QString()> text, bool error);
    void onStep(const migrate::StepOutcome &o);
    void startRewrite();
    void updateProgress();
    void updateProof();
    void runCheck();
    QWidget *page(std::function<QString()> explanation, QWidget *body);

    QPointer<kube::Client> m_client;
    migrate::MigrationSession *m_session = nullptr;
    QString m_stateDir;
    QString m_sandboxDir;

    QLineEdit *m_crdEdit = nullptr;
    QLineEdit *m_targetEdit = nullptr;
    QSpinBox *m_labObjects = nullptr;
    QTreeWidget *m_statePanel = nullptr;
    QLabel *m_progressSummary = nullptr;
    QListWidget *m_steps = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_message = nullptr;

    QTreeWidget *m_permissions = nullptr;
    QTreeWidget *m_samples = nullptr;
    QLabel *m_gateLabel = nullptr;
    QList<QPushButton *> m_stepButtons;
    std::vector<std::pair<QPointer<QLabel>, migrate::LiveText>> m_liveTexts;
    QLabel *m_preflightSummary = nullptr;
    QDoubleSpinBox *m_qps = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QLineEdit *m_warningEdit = nullptr;
    QLabel *m_serveResult = nullptr;
    QLabel *m_storageResult = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_rate = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_pauseButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_svmButton = nullptr;
    QLabel *m_svmStatus = nullptr;
    std::function<QString()> m_svmText;
    std::function<QString()> m_messageText;
    bool m_preflightDone = false;
    std::vector<std::function<void()>> m_retranslators;
    QListWidget *m_failures = nullptr;
    QTableWidget *m_proofTable = nullptr;
    QLabel *m_learnResult = nullptr;
    QLabel *m_cleanupResult = nullptr;
    QLabel *m_checkResult = nullptr;
    kube::HandlePtr<migrate::LabSetup> m_lab;
    migrate::LabOptions m_labOptions;
};

} // namespace views
