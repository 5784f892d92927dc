#include "views/migrate/migratewizard.h"

#include "kube/client.h"
#include "kube/sandbox.h"

#include <QColor>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace views {

using migrate::Step;

namespace {
QLabel *wrapLabel(const QString &text = {}) {
    auto *l = new QLabel(text);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}
QString yesNo(bool b) {
    return b ? MigrateWizard::tr("yes") : MigrateWizard::tr("no");
}
} // namespace

MigrateWizard::MigrateWizard(kube::Client *client, const QString &crdName, const QString &target,
                             QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_client(client) {
    setObjectName(QStringLiteral("MigrateWizard"));
    resize(1100, 720);
    onLanguage([this] { setWindowTitle(tr("Migrate a CRD's storage version")); });

    auto *top = new QHBoxLayout;
    m_crdEdit = new QLineEdit(crdName);
    m_crdEdit->setObjectName(QStringLiteral("CrdEdit"));
    onLanguage([this] { m_crdEdit->setPlaceholderText(tr("CRD name, e.g. widgets.lab.mado.io")); });
    // Opened on a CRD without a target: the newest version is chosen once the CRD is read.
    m_targetEdit = new QLineEdit(target.isEmpty() && crdName.isEmpty() ? QStringLiteral("v2") : target);
    m_targetEdit->setObjectName(QStringLiteral("TargetEdit"));
    m_targetEdit->setMaximumWidth(90);
    auto *loadButton = new QPushButton;
    onLanguage([loadButton] { loadButton->setText(tr("Load")); });
    loadButton->setObjectName(QStringLiteral("LoadButton"));
    m_labObjects = new QSpinBox;
    m_labObjects->setObjectName(QStringLiteral("LabObjectsSpin"));
    m_labObjects->setRange(0, 100000);
    m_labObjects->setValue(m_labOptions.objects);
    connect(m_labObjects, &QSpinBox::valueChanged, this, [this](int n) { m_labOptions.objects = n; });
    auto *labButton = new QPushButton;
    labButton->setObjectName(QStringLiteral("LabButton"));
    auto *crdLabel = new QLabel;
    auto *toLabel = new QLabel;
    onLanguage([this, labButton, crdLabel, toLabel] {
        m_labObjects->setSuffix(tr(" objects"));
        labButton->setText(tr("Create the lab"));
        labButton->setToolTip(
            tr("Creates a CRD with v1 stored and v2 (not served yet) adding spec.color with the "
               "default \"blue\", strategy None, and sample objects in the namespace mado-lab."));
        crdLabel->setText(tr("CRD:"));
        toLabel->setText(tr("to version:"));
    });
    top->addWidget(crdLabel);
    top->addWidget(m_crdEdit, 1);
    top->addWidget(toLabel);
    top->addWidget(m_targetEdit);
    top->addWidget(loadButton);
    top->addSpacing(16);
    top->addWidget(m_labObjects);
    top->addWidget(labButton);

    // The live state panel.
    auto *stateBox = new QGroupBox;
    auto *stateLayout = new QVBoxLayout(stateBox);
    m_statePanel = new QTreeWidget;
    m_statePanel->setObjectName(QStringLiteral("StatePanel"));
    onLanguage([this, stateBox] {
        stateBox->setTitle(tr("State"));
        m_statePanel->setHeaderLabels({tr("Version"), tr("Served"), tr("Storage"), tr("Deprecated")});
    });
    m_statePanel->setRootIsDecorated(false);
    m_progressSummary = wrapLabel();
    m_progressSummary->setObjectName(QStringLiteral("StateSummary"));
    stateLayout->addWidget(m_statePanel, 1);
    stateLayout->addWidget(m_progressSummary);

    m_steps = new QListWidget;
    m_steps->setObjectName(QStringLiteral("StepList"));
    for (int i = 0; i < PageCount; ++i)
        m_steps->addItem(QString());
    onLanguage([this] {
        const QStringList stepNames = {tr("Preflight"),
                                       migrate::stepTitle(Step::Serve),
                                       migrate::stepTitle(Step::Storage),
                                       migrate::stepTitle(Step::Rewrite),
                                       tr("Proof — defaulting before and after"),
                                       tr("Step 4 — trim, stop serving, remove"),
                                       tr("The closing check")};
        for (int i = 0; i < stepNames.size(); ++i)
            m_steps->item(i)->setText(stepNames.at(i));
    });
    m_steps->setWordWrap(true);

    m_pages = new QStackedWidget;
    m_pages->setObjectName(QStringLiteral("Pages"));

    // Preflight.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        auto *form = new QFormLayout;
        m_qps = new QDoubleSpinBox;
        m_qps->setObjectName(QStringLiteral("QpsSpin"));
        m_qps->setRange(0, 100000);
        m_qps->setValue(50);

        m_concurrency = new QSpinBox;
        m_concurrency->setObjectName(QStringLiteral("ConcurrencySpin"));
        m_concurrency->setRange(1, 64);
        m_concurrency->setValue(8);
        auto *qpsLabel = new QLabel;
        auto *concurrencyLabel = new QLabel;
        form->addRow(qpsLabel, m_qps);
        form->addRow(concurrencyLabel, m_concurrency);
        v->addLayout(form);
        auto *run = new QPushButton;
        run->setObjectName(QStringLiteral("PreflightButton"));
        v->addWidget(run, 0, Qt::AlignLeft);
        m_permissions = new QTreeWidget;
        m_permissions->setObjectName(QStringLiteral("Permissions"));
        onLanguage([this, qpsLabel, concurrencyLabel, run] {
            m_qps->setSpecialValueText(tr("no cap"));
            m_qps->setSuffix(tr(" writes/s"));
            qpsLabel->setText(tr("Rate cap (QPS):"));
            concurrencyLabel->setText(tr("Writes in flight:"));
            run->setText(tr("Run the preflight"));
            m_permissions->setHeaderLabels({tr("Permission"), tr("Allowed"), tr("Reason")});
        });
        m_permissions->setRootIsDecorated(false);
        v->addWidget(m_permissions, 1);
        m_samples = new QTreeWidget;
        m_samples->setObjectName(QStringLiteral("SampleReads"));
        m_samples->setRootIsDecorated(false);
        // a row per served version: a few rows, so the page's explanation keeps its room
        m_samples->setMaximumHeight(m_samples->fontMetrics().height() * 7);
        m_samples->hide(); // until a CRD with strategy Webhook is checked
        onLanguage([this] {
            m_samples->setHeaderLabels(
                {tr("Served version"), tr("Sample read"), tr("Object"), tr("Time"), tr("Server's message")});
        });
        v->addWidget(m_samples);
        m_gateLabel = wrapLabel();
        m_gateLabel->setObjectName(QStringLiteral("GateLabel"));
        m_gateLabel->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
        m_gateLabel->hide();
        v->addWidget(m_gateLabel);
        m_preflightSummary = wrapLabel();
        m_preflightSummary->setObjectName(QStringLiteral("PreflightSummary"));
        v->addWidget(m_preflightSummary);
        // Permissions, sample reads, the webhook's verdict and the plan outgrow the
        // page in some languages: they scroll, the explanation above keeps its room.
        auto *scroll = new QScrollArea;
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(body);
        m_pages->addWidget(page(
            [] {
                return tr(
                    "The versions of a CRD are windows onto the same stored bytes. served says which "
                    "versions "
                    "answer "
                    "requests (several may be); storage says which one is written to etcd (exactly one). "
                    "Raising "
                    "the "
                    "storage version and actually moving the objects are two separate jobs, and "
                    "status.storedVersions is the record that links them.\n\nBefore any write, Mado checks "
                    "with "
                    "SelfSubjectAccessReview that you may list, read and update the objects and update the "
                    "CRD "
                    "and "
                    "its status, counts the objects with a metadata-only list and estimates the rewrite's "
                    "duration "
                    "at the rate you choose. With strategy Webhook it reads one object at every served "
                    "version, "
                    "which runs the conversion webhook: a failing webhook silently stalls a migration, so "
                    "here it blocks every step until the sample reads pass. Each read waits at most %n "
                    "second(s); the API server itself waits up to 30 s for a webhook.",
                    nullptr, 10);
            },
            scroll));
        connect(run, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->runPreflight();
        });
    }
    // Step 1.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        m_warningEdit = new QLineEdit;
        m_warningEdit->setObjectName(QStringLiteral("WarningEdit"));

        v->addWidget(m_warningEdit);
        auto *h = new QHBoxLayout;
        auto *run = new QPushButton;
        run->setObjectName(QStringLiteral("ServeButton"));
        auto *ask = new QPushButton;
        onLanguage([this, run, ask] {
            m_warningEdit->setPlaceholderText(tr("Deprecation warning (empty: Mado writes one)"));
            run->setText(tr("Serve the new version, deprecate the old"));
            ask->setText(tr("Request the old version"));
        });
        ask->setObjectName(QStringLiteral("AskOldButton"));
        m_stepButtons << run;
        h->addWidget(run);
        h->addWidget(ask);
        h->addStretch();
        v->addLayout(h);
        m_serveResult = wrapLabel();
        m_serveResult->setObjectName(QStringLiteral("ServeResult"));
        v->addWidget(m_serveResult, 1, Qt::AlignTop);
        m_pages->addWidget(page(
            [] {
                return tr("Add the new version as served while the old one stays served, so clients can move "
                          "at their "
                          "own pace. Mark the old version deprecated with a warning text: every request for "
                          "it then "
                          "carries the warning back to the client. A warning never blocks a request; it "
                          "gives people "
                          "time to move.");
            },
            body));
        connect(run, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->runStep(Step::Serve, m_warningEdit->text());
        });
        connect(ask, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->requestOldVersion();
        });
    }
    // Step 2.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        auto *run = new QPushButton;
        onLanguage([run] { run->setText(tr("Store the new version")); });
        run->setObjectName(QStringLiteral("StorageButton"));
        m_stepButtons << run;
        v->addWidget(run, 0, Qt::AlignLeft);
        m_storageResult = wrapLabel();
        m_storageResult->setObjectName(QStringLiteral("StorageResult"));
        v->addWidget(m_storageResult, 1, Qt::AlignTop);
        m_pages->addWidget(page(
            [] {
                return tr("Move storage to the new version. Only what is written from now on changes: every "
                          "existing "
                          "object stays in etcd in the old encoding. From this moment status.storedVersions "
                          "lists both "
                          "versions. The list means \"every encoding this CRD has ever stored\"; the API "
                          "server does "
                          "not "
                          "count whether objects in an old encoding remain.");
            },
            body));
        connect(run, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->runStep(Step::Storage);
        });
    }
    // Step 3.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        auto *h = new QHBoxLayout;
        m_startButton = new QPushButton;
        m_startButton->setObjectName(QStringLiteral("StartButton"));
        m_pauseButton = new QPushButton;
        m_pauseButton->setObjectName(QStringLiteral("PauseButton"));
        m_cancelButton = new QPushButton;
        m_cancelButton->setObjectName(QStringLiteral("CancelButton"));
        m_pauseButton->setEnabled(false);
        m_cancelButton->setEnabled(false);
        h->addWidget(m_startButton);
        h->addWidget(m_pauseButton);
        h->addWidget(m_cancelButton);
        h->addStretch();
        v->addLayout(h);
        m_progress = new QProgressBar;
        m_progress->setObjectName(QStringLiteral("RewriteProgress"));
        v->addWidget(m_progress);
        m_rate = wrapLabel();
        m_rate->setObjectName(QStringLiteral("RateLabel"));
        v->addWidget(m_rate);
        m_failures = new QListWidget;
        m_failures->setObjectName(QStringLiteral("Failures"));
        auto *failuresLabel = new QLabel;
        v->addWidget(failuresLabel);
        v->addWidget(m_failures, 1);
        // Or let the server do it: a StorageVersionMigration object.
        auto *svmBox = new QGroupBox;
        auto *sv = new QVBoxLayout(svmBox);
        auto *svmIntro = wrapLabel();
        m_svmButton = new QPushButton;
        m_svmButton->setObjectName(QStringLiteral("ServerMigrationButton"));
        m_svmStatus = wrapLabel();
        m_svmStatus->setObjectName(QStringLiteral("ServerMigrationStatus"));
        sv->addWidget(svmIntro);
        sv->addWidget(m_svmButton, 0, Qt::AlignLeft);
        sv->addWidget(m_svmStatus);
        v->addWidget(svmBox);
        onLanguage([this, failuresLabel, svmBox, svmIntro] {
            m_startButton->setText(tr("Start the rewrite"));
            m_cancelButton->setText(tr("Cancel"));
            updatePauseButton();
            failuresLabel->setText(tr("Objects that failed (run the rewrite again to retry them):"));
            svmBox->setTitle(tr("Or let the server rewrite: StorageVersionMigration"));
            svmIntro->setText(tr(
                "Where the server serves storagemigration.k8s.io, Mado can create a StorageVersionMigration "
                "object instead and follow its conditions (Running, Succeeded, Failed). "
                "kube-controller-manager then writes every object; it reports no per-object progress."));
            m_svmButton->setText(tr("Create a StorageVersionMigration"));
        });
        connect(m_svmButton, &QPushButton::clicked, this, &MigrateWizard::startServerMigration);
        m_stepButtons << m_startButton << m_svmButton;
        m_pages->addWidget(page(
            [] {
                return tr(
                    "Write every object once, unchanged: the API server stores each write in the storage "
                    "version, "
                    "so this is where the migration really happens. Mado lists the objects page by page and "
                    "updates "
                    "each with the resourceVersion it read. Every write reaches etcd and every controller "
                    "watching, "
                    "so large collections go at a capped rate, counted as they go: a conflict is re-read and "
                    "retried, an object deleted meanwhile is skipped, a 429 waits as long as the server "
                    "asks. "
                    "Progress is saved: if Mado stops, the rewrite continues where it stopped.");
            },
            body));
        connect(m_startButton, &QPushButton::clicked, this, &MigrateWizard::startRewrite);
        connect(m_pauseButton, &QPushButton::clicked, this, [this] {
            migrate::Rewriter *r = m_session ? m_session->rewriter() : nullptr;
            if (!r)
                return;
            if (r->progress().paused)
                r->resume();
            else
                r->pause();
        });
        connect(m_cancelButton, &QPushButton::clicked, this, [this] {
            if (migrate::Rewriter *r = m_session ? m_session->rewriter() : nullptr)
                r->cancel();
        });
    }
    // Proof.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        auto *h = new QHBoxLayout;
        auto *before = new QPushButton;
        before->setObjectName(QStringLiteral("ProofBeforeButton"));
        auto *afterB = new QPushButton;
        afterB->setObjectName(QStringLiteral("ProofAfterButton"));
        auto *etcd = new QPushButton;
        etcd->setObjectName(QStringLiteral("EtcdButton"));
        h->addWidget(before);
        h->addWidget(afterB);
        h->addWidget(etcd);
        h->addStretch();
        v->addLayout(h);
        m_proofTable = new QTableWidget(0, 5);
        m_proofTable->setObjectName(QStringLiteral("ProofTable"));
        onLanguage([this, before, afterB, etcd] {
            before->setText(tr("Read before the rewrite"));
            afterB->setText(tr("Read after the rewrite"));
            etcd->setText(tr("Read etcd (sandbox)"));
            m_proofTable->setHorizontalHeaderLabels({tr("Object"), tr("Field"), tr("Before the rewrite"),
                                                     tr("After the rewrite"), tr("Stored in etcd as")});
        });
        m_proofTable->horizontalHeader()->setStretchLastSection(true);
        m_proofTable->verticalHeader()->hide();
        v->addWidget(m_proofTable, 1);
        m_pages->addWidget(page(
            [] {
                return tr(
                    "With strategy None nothing is converted: only apiVersion is relabelled. A field the new "
                    "version "
                    "adds with a default is filled in only when an object is written, so an old object read "
                    "through "
                    "the new version lacks it until its rewrite, and a controller trusting what it reads "
                    "treats "
                    "old "
                    "and new objects differently. The table reads the same objects through the new version "
                    "before "
                    "and after the rewrite; on the sandbox it also shows the apiVersion etcd holds.");
            },
            body));
        connect(before, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->readProof(false);
        });
        connect(afterB, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->readProof(true);
        });
        connect(etcd, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->readEtcd(m_sandboxDir);
        });
    }
    // Step 4.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        auto *learn = new QPushButton;
        learn->setObjectName(QStringLiteral("LearnButton"));
        v->addWidget(learn, 0, Qt::AlignLeft);
        m_learnResult = wrapLabel();
        m_learnResult->setObjectName(QStringLiteral("LearnResult"));
        v->addWidget(m_learnResult);
        auto *h = new QHBoxLayout;
        auto *trim = new QPushButton;
        trim->setObjectName(QStringLiteral("TrimButton"));
        auto *unserve = new QPushButton;
        unserve->setObjectName(QStringLiteral("UnserveButton"));
        auto *remove = new QPushButton;
        onLanguage([learn, trim, unserve, remove] {
            learn->setText(tr("Try to remove the old version now (dry run)"));
            trim->setText(tr("Trim storedVersions"));
            unserve->setText(tr("Stop serving the old versions"));
            remove->setText(tr("Remove the old versions"));
        });
        remove->setObjectName(QStringLiteral("RemoveButton"));
        m_stepButtons << trim << unserve << remove;
        h->addWidget(trim);
        h->addWidget(unserve);
        h->addWidget(remove);
        h->addStretch();
        v->addLayout(h);
        m_cleanupResult = wrapLabel();
        m_cleanupResult->setObjectName(QStringLiteral("CleanupResult"));
        v->addWidget(m_cleanupResult, 1, Qt::AlignTop);
        m_pages->addWidget(page(
            [] {
                return tr(
                    "Trimming status.storedVersions to the new version is a declaration that the rewrite is "
                    "done; "
                    "Mado makes it only after its rewrite verifiably covered every object. Then the old "
                    "version "
                    "stops being served, and only then is it removed. Until the trim the API server keeps "
                    "the "
                    "last "
                    "door locked: it refuses to remove a version still listed in storedVersions, and names "
                    "the "
                    "field. Without that lock, objects stored in the old encoding could no longer be read.");
            },
            body));
        connect(learn, &QPushButton::clicked, this, [this] {
            if (m_session)
                m_session->tryRemoveStillStored();
        });
        for (auto [button, step] : {std::pair{trim, Step::Trim}, std::pair{unserve, Step::Unserve},
                                    std::pair{remove, Step::Remove}})
            connect(button, &QPushButton::clicked, this, [this, step = step] {
                if (m_session)
                    m_session->runStep(step);
            });
    }
    // Check.
    {
        auto *body = new QWidget;
        auto *v = new QVBoxLayout(body);
        auto *run = new QPushButton;
        onLanguage([run] { run->setText(tr("Run the check")); });
        run->setObjectName(QStringLiteral("CheckButton"));
        v->addWidget(run, 0, Qt::AlignLeft);
        m_checkResult = wrapLabel();
        m_checkResult->setObjectName(QStringLiteral("CheckResult"));
        v->addWidget(m_checkResult, 1, Qt::AlignTop);
        m_pages->addWidget(page(
            [] {
                return tr("The migration is complete when every object was rewritten at the storage version, "
                          "status.storedVersions holds that version alone, and no old version is served. "
                          "`mado migrate check` gives the same verdict on the command line.");
            },
            body));
        connect(run, &QPushButton::clicked, this, &MigrateWizard::runCheck);
    }

    m_message = wrapLabel();
    m_message->setObjectName(QStringLiteral("MessageLabel"));

    auto *left = new QSplitter(Qt::Vertical);
    left->addWidget(stateBox);
    left->addWidget(m_steps);
    auto *split = new QSplitter;
    split->addWidget(left);
    split->addWidget(m_pages);
    split->setStretchFactor(1, 2);
    split->setSizes({460, 820});
    auto *main = new QVBoxLayout(this);
    main->addLayout(top);
    main->addWidget(split, 1);
    main->addWidget(m_message);

    connect(m_steps, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(loadButton, &QPushButton::clicked, this, &MigrateWizard::load);
    connect(m_crdEdit, &QLineEdit::returnPressed, this, &MigrateWizard::load);
    connect(labButton, &QPushButton::clicked, this, &MigrateWizard::createLab);
    m_steps->setCurrentRow(0);
    if (!crdName.isEmpty())
        load();
}

MigrateWizard::~MigrateWizard() = default;

void MigrateWizard::onLanguage(std::function<void()> apply) {
    apply();
    m_retranslators.push_back(std::move(apply));
}

void MigrateWizard::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        for (const auto &apply : m_retranslators)
            apply();
        for (const auto &[label, text] : m_liveTexts)
            if (label)
                label->setText(text());
        if (m_session && m_session->hasState()) {
            updateState();
            updateProgress();
            updateProof();
            if (m_preflightDone || !m_session->conversion().samples.isEmpty())
                updatePreflight();
            updateGate();
            if (m_svmText)
                m_svmStatus->setText(m_svmText());
            if (m_messageText)
                m_message->setText(m_messageText());
        }
    }
    QWidget::changeEvent(event);
}

QWidget *MigrateWizard::page(std::function<QString()> explanation, QWidget *body) {
    auto *w = new QWidget;
    auto *v = new QVBoxLayout(w);
    auto *text = wrapLabel();
    onLanguage([text, explanation = std::move(explanation)] { text->setText(explanation()); });
    text->setObjectName(QStringLiteral("Explanation"));
    text->setFrameShape(QFrame::StyledPanel);
    text->setMargin(8);
    v->addWidget(text);
    v->addWidget(body, 1);
    return w;
}

void MigrateWizard::setStateDir(const QString &dir) {
    m_stateDir = dir;
}

void MigrateWizard::setLabOptions(const migrate::LabOptions &options) {
    m_labOptions = options;
    m_labObjects->setValue(options.objects); // the box shows (and from now on edits) the count
}

void MigrateWizard::setLiveText(QLabel *label, migrate::LiveText text) {
    label->setText(text());
    for (auto &[l, t] : m_liveTexts)
        if (l == label) {
            t = std::move(text);
            return;
        }
    m_liveTexts.emplace_back(label, std::move(text));
}

void MigrateWizard::updateGate() {
    const QString block = m_session && m_session->hasState() ? m_session->conversionBlock() : QString();
    const bool busy =
        m_session && ((m_session->rewriter() && !m_session->rewriter()->isFinished()) ||
                      (m_session->serverMigration() && !m_session->serverMigration()->isFinished()));
    for (QPushButton *b : std::as_const(m_stepButtons)) {
        const bool rewriteButton = b == m_startButton || b == m_svmButton;
        b->setEnabled(block.isEmpty() && !(rewriteButton && busy));
        b->setToolTip(block);
    }
    m_gateLabel->setText(block);
    m_gateLabel->setVisible(!block.isEmpty());
}

void MigrateWizard::showPage(Page p) {
    m_steps->setCurrentRow(int(p));
}

void MigrateWizard::showMessage(const QString &text, bool error) {
    showMessage([text] { return text; }, error);
}

void MigrateWizard::showMessage(std::function<QString()> text, bool error) {
    m_messageText = std::move(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
    m_message->setText(m_messageText());
}

void MigrateWizard::load() {
    if (!m_client || m_crdEdit->text().trimmed().isEmpty())
        return;
    delete m_session;
    m_session =
        new migrate::MigrationSession(m_client, m_crdEdit->text().trimmed(), m_targetEdit->text().trimmed(),
                                      migrate::ProgressStore(m_stateDir), this);
    connect(m_session, &migrate::MigrationSession::stateChanged, this, &MigrateWizard::updateState);
    connect(m_session, &migrate::MigrationSession::failed, this, [this](const QString &m) {
        if (migrate::LiveText text = m_session->lastErrorText())
            showMessage(text, true);
        else
            showMessage(m, true);
        emit actionFinished(QStringLiteral("load"), false, m);
    });
    connect(m_session, &migrate::MigrationSession::stepFinished, this, &MigrateWizard::onStep);
    connect(m_session, &migrate::MigrationSession::learnFinished, this,
            [this](const migrate::StepOutcome &o) {
                const migrate::LiveText base = o.text ? o.text : [m = o.message] {
                    return m;
                };
                const bool ok = o.ok;
                const QList<kube::StatusCause> causes = o.causes;
                setLiveText(m_learnResult, [base, ok, causes] {
                    if (ok)
                        return base();
                    QString text = tr("The API server refused the removal:") + QLatin1Char('\n') + base();
                    for (const kube::StatusCause &c : causes)
                        if (!c.field.isEmpty())
                            text += QLatin1Char('\n') + tr("Field path: %1").arg(c.field);
                    return text;
                });
                emit actionFinished(QStringLiteral("learn"), !o.ok, m_learnResult->text());
            });
    connect(m_session, &migrate::MigrationSession::oldVersionWarnings, this,
            [this](const QStringList &warnings, const QString &error) {
                setLiveText(m_serveResult, [warnings, error] {
                    QString text = warnings.isEmpty()
                                       ? tr("The server sent no warning for the old version.")
                                       : tr("The server answered the request for the old version with:") +
                                             QStringLiteral("\n  ⚠ ") +
                                             warnings.join(QStringLiteral("\n  ⚠ "));
                    if (!error.isEmpty())
                        text += QLatin1Char('\n') + error;
                    return text;
                });
                emit actionFinished(QStringLiteral("warning"), !warnings.isEmpty(), m_serveResult->text());
            });
    connect(m_session, &migrate::MigrationSession::proofReady, this, [this] {
        updateProof();
        emit actionFinished(QStringLiteral("proof"), true, {});
    });
    connect(m_session, &migrate::MigrationSession::etcdReady, this, [this](const QString &error) {
        if (!error.isEmpty())
            showMessage(error, true);
        updateProof();
        emit actionFinished(QStringLiteral("etcd"), error.isEmpty(), error);
    });
    connect(m_session, &migrate::MigrationSession::preflightReady, this, [this] {
        m_preflightDone = true;
        updatePreflight();
        updateGate();
        const migrate::Preflight &p = m_session->preflight();
        emit actionFinished(QStringLiteral("preflight"),
                            p.allAllowed() && m_session->conversionBlock().isEmpty(),
                            m_preflightSummary->text());
    });
    connect(m_session, &migrate::MigrationSession::conversionChecked, this, [this] {
        updatePreflight();
        updateGate();
        emit actionFinished(QStringLiteral("conversion"), m_session->conversionBlock().isEmpty(),
                            m_gateLabel->text());
    });
    connect(m_session, &migrate::MigrationSession::serverMigrationStarted, this,
            [this](migrate::ServerMigration *m) {
                m_svmButton->setEnabled(false);
                m_startButton->setEnabled(false);
                setServerMigrationText([] { return tr("Creating a StorageVersionMigration…"); });
                connect(m, &migrate::ServerMigration::statusChanged, this, [this, m] {
                    const migrate::ServerMigrationStatus s = m->status();
                    setServerMigrationText(
                        [s] { return tr("%1 %2: %3").arg(s.apiVersion, s.name, s.summary()); });
                });
                connect(m, &migrate::ServerMigration::stalled, this, [this](const QString &message) {
                    m_svmStatus->setText(m_svmStatus->text() + QLatin1Char('\n') + message);
                });
                connect(m, &migrate::ServerMigration::finished, this, [this, m] {
                    updateGate();
                    const bool ok = m->result().ok();
                    const QString name = ok ? m->result()->name : QString();
                    const QString error = ok ? QString() : m->result().error().message;
                    setServerMigrationText([name, error] {
                        return error.isEmpty() ? tr("The StorageVersionMigration %1 succeeded: the server "
                                                    "rewrote every object.")
                                                     .arg(name)
                                               : error;
                    });
                    const QString text = m_svmStatus->text();
                    showMessage(m_svmText, !ok);
                    emit actionFinished(QStringLiteral("servermigration"), ok, text);
                });
            });
    connect(m_session, &migrate::MigrationSession::rewriteStarted, this, [this](migrate::Rewriter *r) {
        connect(r, &migrate::Rewriter::progressChanged, this, &MigrateWizard::updateProgress);
        connect(r, &migrate::Rewriter::objectFailed, this, [this](const QString &key, const QString &msg) {
            m_failures->addItem(tr("%1: %2").arg(key, msg));
        });
        connect(r, &migrate::Rewriter::finished, this, [this, r] {
            updateProgress();
            updateGate();
            m_pauseButton->setEnabled(false);
            m_cancelButton->setEnabled(false);
            const bool ok = r->result().ok() && r->result()->complete;
            const QString error = r->result() ? QString() : r->result().error().message;
            showMessage(
                [ok, error] {
                    return !error.isEmpty() ? error
                           : ok             ? tr("The rewrite covered every object.")
                                            : tr("The rewrite finished with failures.");
                },
                !ok);
            const QString text = m_message->text();
            m_session->refresh();
            emit actionFinished(QStringLiteral("rewrite"), ok, text);
        });
    });
    m_session->refresh();
}

void MigrateWizard::updatePreflight() {
    if (!m_session)
        return;
    {
        const migrate::Preflight &p = m_session->preflight();
        m_permissions->clear();
        for (const migrate::PermissionCheck &c : p.permissions) {
            const QString what = c.subresource.isEmpty()
                                     ? tr("%1 %2.%3").arg(c.verb, c.resource, c.group)
                                     : tr("%1 %2/%4.%3").arg(c.verb, c.resource, c.group, c.subresource);
            auto *item = new QTreeWidgetItem(m_permissions, {what, yesNo(c.allowed), c.reason});
            item->setForeground(1, c.allowed ? QColor(0x1b, 0x5e, 0x20) : QColor(0xb0, 0x00, 0x20));
        }
        m_permissions->resizeColumnToContents(0);
        QStringList lines;
        if (m_preflightDone)
            lines << tr("%n object(s) to rewrite.", nullptr, int(p.objectCount));
        const double qps = m_qps->value();
        if (qps > 0 && p.objectCount > 0)
            lines << tr("Estimated rewrite at %1 writes/s: %2.")
                         .arg(qps)
                         .arg(migrate::MigrationSession::formatDuration(double(p.objectCount) / qps));
        const migrate::ConversionCheck &conversion = m_session->conversion();
        const int timeout = m_session->sampleTimeout();
        m_samples->clear();
        for (const migrate::SampleRead &s : conversion.samples) {
            lines << s.describe(timeout);
            const QString result = s.timedOut ? tr("no answer within %n second(s)", nullptr, timeout)
                                   : !s.ok    ? tr("failed (HTTP %1)").arg(s.error.httpStatus)
                                   : s.empty  ? tr("ok, no object")
                                              : tr("ok");
            const QString serverSays = s.ok || s.timedOut                           ? QString()
                                       : s.error.kind == kube::ApiError::Kind::Http ? s.error.message
                                                                                    : s.error.userMessage();
            auto *item = new QTreeWidgetItem(
                m_samples, {s.version, result, s.object, tr("%n ms", nullptr, int(s.ms)), serverSays});
            item->setForeground(1, s.ok ? QColor(0x1b, 0x5e, 0x20) : QColor(0xb0, 0x00, 0x20));
            item->setToolTip(4, serverSays);
        }
        if (conversion.running)
            lines << tr("Reading one object at every served version through the conversion webhook…");
        m_samples->setVisible(!conversion.samples.isEmpty());
        for (int c = 0; c < 4; ++c)
            m_samples->resizeColumnToContents(c);
        if (p.storageMigrationApi)
            lines << tr("This server serves storagemigration.k8s.io/%1: a StorageVersionMigration object can "
                        "do "
                        "step 3 server-side; Mado's own rewrite shows each object.")
                         .arg(p.storageMigrationVersion);
        if (m_preflightDone && !p.allAllowed())
            lines << tr("Some permissions are missing: the steps that need them will fail.");
        const migrate::Plan plan = m_session->plan();
        if (!plan.error.isEmpty())
            lines << plan.error;
        else
            for (const migrate::PlanItem &i : plan.items)
                lines << (i.done ? tr("✓ %1").arg(migrate::stepTitle(i.step))
                                 : tr("○ %1").arg(migrate::stepTitle(i.step)));
        m_preflightSummary->setText(lines.join(QLatin1Char('\n')));
    }
}

void MigrateWizard::startServerMigration() {
    QString refused;
    if (!m_session || !m_session->startServerMigration(&refused)) {
        migrate::LiveText why = [] {
            return tr("Load a CRD first.");
        };
        if (m_session && m_session->hasState() && !m_session->blockText(Step::Rewrite)().isEmpty())
            why = m_session->blockText(Step::Rewrite);
        else if (m_session)
            why = [refused] {
                return refused;
            }; // a running rewrite or no connection, named in the moment
        showMessage([why] { return tr("Mado refuses this step: %1").arg(why()); }, true);
        setServerMigrationText(why);
        emit actionFinished(QStringLiteral("servermigration"), false, why());
    }
}

void MigrateWizard::setServerMigrationText(std::function<QString()> text) {
    m_svmText = std::move(text);
    m_svmStatus->setText(m_svmText());
}

void MigrateWizard::updatePauseButton() {
    migrate::Rewriter *r = m_session ? m_session->rewriter() : nullptr;
    m_pauseButton->setText(r && r->progress().paused ? tr("Resume") : tr("Pause"));
}

void MigrateWizard::createLab() {
    if (!m_client)
        return;
    const migrate::LabOptions opts = m_labOptions;
    m_lab.reset(migrate::LabSetup::start(m_client, opts));
    showMessage([] { return tr("Creating the lab…"); }, false);
    connect(m_lab.get(), &migrate::LabSetup::progress, this, [this](int created, int total) {
        showMessage(
            [created, total] { return tr("Creating the lab: %1 of %2 objects…").arg(created).arg(total); },
            false);
    });
    connect(m_lab.get(), &migrate::LabSetup::finished, this, [this, opts] {
        const auto &r = m_lab->result();
        if (!r) {
            showMessage(r.error().message, true);
            emit actionFinished(QStringLiteral("lab"), false, r.error().message);
            return;
        }
        const int created = *r;
        showMessage(
            [created, opts] {
                return tr("The lab is ready: %1 with %n object(s) stored as v1.", nullptr, created)
                    .arg(labCrdName(opts));
            },
            false);
        m_crdEdit->setText(migrate::labCrdName(opts));
        m_targetEdit->setText(QStringLiteral("v2"));
        load();
        emit actionFinished(QStringLiteral("lab"), true, {});
    });
}

void MigrateWizard::updateState() {
    const migrate::CrdState &s = m_session->state();
    if (m_session->target().isEmpty()) { // opened on a CRD: its newest version
        const QString target = migrate::newestVersion(s);
        m_targetEdit->setText(target);
        m_session->setTarget(target); // emits stateChanged() again
        return;
    }
    if (m_session->conversionCheckNeeded() && !m_session->conversion().running)
        m_session->checkConversion(); // strategy Webhook: the served versions changed
    updateGate();
    m_statePanel->clear();
    for (const migrate::CrdVersion &v : s.versions) {
        auto *item = new QTreeWidgetItem(m_statePanel,
                                         {v.name, yesNo(v.served), yesNo(v.storage), yesNo(v.deprecated)});
        if (!v.deprecationWarning.isEmpty())
            item->setToolTip(3, v.deprecationWarning);
    }
    for (int c = 0; c < 4; ++c)
        m_statePanel->resizeColumnToContents(c);
    QStringList lines;
    lines << tr("status.storedVersions: [%1]").arg(s.storedVersions.join(QLatin1String(", ")));
    lines << tr("conversion.strategy: %1").arg(s.strategy);
    lines << (s.objectCount >= 0 ? tr("%n object(s)", nullptr, int(s.objectCount))
                                 : tr("objects not counted"));
    for (const migrate::CrdVersion &v : s.versions)
        if (!v.deprecationWarning.isEmpty())
            lines << tr("%1 warns: %2").arg(v.name, v.deprecationWarning);
    const auto rec = m_session->record();
    if (rec && !rec->serverMigration.isEmpty())
        lines << tr("Rewrite at %1: done by the server (StorageVersionMigration %2).")
                     .arg(rec->version, rec->serverMigration);
    else if (rec)
        lines << (rec->complete
                      ? tr("Rewrite at %1: complete (%2 written, %3 gone).")
                            .arg(rec->version)
                            .arg(rec->rewritten)
                            .arg(rec->gone)
                      : tr("Rewrite at %1: in progress, saved up to %2.")
                            .arg(rec->version, rec->watermark.isEmpty() ? tr("the start") : rec->watermark));
    const migrate::Plan plan = m_session->plan();
    if (plan.error.isEmpty())
        lines << (plan.complete() ? tr("Next: nothing, the migration is complete.")
                                  : tr("Next: %1").arg(migrate::stepTitle(plan.next())));
    else
        lines << plan.error;
    m_progressSummary->setText(lines.join(QLatin1Char('\n')));
    for (int i = 0; i < int(Step::StepCount) && plan.error.isEmpty(); ++i) {
        const int row = i <= int(Step::Rewrite) ? i + 1 : int(Cleanup);
        if (QListWidgetItem *item = m_steps->item(row))
            item->setIcon(style()->standardIcon(plan.items.at(i).done ? QStyle::SP_DialogApplyButton
                                                                      : QStyle::SP_MediaPlay));
    }
    if (s.storedVersions.size() > 1)
        m_storageResult->setText(
            tr("status.storedVersions now holds [%1]: objects may be stored in any of these "
               "encodings until the rewrite is done and the list is trimmed.")
                .arg(s.storedVersions.join(QLatin1String(", "))));
    else if (!s.storedVersions.isEmpty())
        m_storageResult->setText(tr("status.storedVersions holds [%1].").arg(s.storedVersions.first()));
    emit actionFinished(QStringLiteral("state"), true, {});
}

void MigrateWizard::onStep(const migrate::StepOutcome &o) {
    const migrate::LiveText base = o.text ? o.text : [m = o.message] {
        return m;
    };
    const migrate::LiveText text = [base, warnings = o.warnings, causes = o.causes] {
        QString t = base();
        for (const QString &w : warnings)
            t += QStringLiteral("\n⚠ ") + w; // the server's own words
        for (const kube::StatusCause &c : causes)
            if (!c.field.isEmpty())
                t += QLatin1Char('\n') + tr("Field path: %1").arg(c.field);
        return t;
    };
    showMessage(text, !o.ok);
    if (o.step == Step::Serve) {
        setLiveText(m_serveResult, text);
        if (o.ok)
            m_session->requestOldVersion();
    } else if (o.step >= Step::Trim)
        setLiveText(m_cleanupResult, text);
    updateGate();
    emit actionFinished(migrate::stepKey(o.step), o.ok, text());
}

void MigrateWizard::startRewrite() {
    if (!m_session || !m_session->hasState())
        return;
    const migrate::LiveText why = m_session->blockText(Step::Rewrite);
    if (const QString blocked = why(); !blocked.isEmpty()) {
        showMessage([why] { return tr("Mado refuses this step: %1").arg(why()); }, true);
        emit actionFinished(QStringLiteral("rewrite"), false, blocked);
        return;
    }
    m_failures->clear();
    migrate::RewriteOptions opts;
    opts.qps = m_qps->value();
    opts.concurrency = m_concurrency->value();
    if (!m_session->startRewrite(opts))
        return;
    m_startButton->setEnabled(false);
    m_pauseButton->setEnabled(true);
    m_cancelButton->setEnabled(true);
}

void MigrateWizard::updateProgress() {
    migrate::Rewriter *r = m_session ? m_session->rewriter() : nullptr;
    if (!r)
        return;
    const migrate::RewriteProgress p = r->progress();
    m_progress->setMaximum(int(std::max<qint64>(1, p.total)));
    m_progress->setValue(int(p.done));
    updatePauseButton();
    QString text = tr("%1 of %2 objects · %3 objects/s · %4 left")
                       .arg(p.done)
                       .arg(p.total)
                       .arg(p.rate, 0, 'f', 1)
                       .arg(migrate::MigrationSession::formatDuration(p.etaSeconds));
    text += QLatin1Char('\n') +
            tr("%1 rewritten · %2 already gone · %3 conflicts re-read · %4 failed · %5 waits after 429")
                .arg(p.rewritten)
                .arg(p.gone)
                .arg(p.conflicts)
                .arg(p.failed)
                .arg(p.retriesAfter429);
    if (p.resumed)
        text += QLatin1Char('\n') + tr("Resumed from the saved progress.");
    if (p.paused)
        text += QLatin1Char('\n') + tr("Paused.");
    m_rate->setText(text);
}

void MigrateWizard::updateProof() {
    const QList<migrate::ProofRow> &before = m_session->proof(false);
    const QList<migrate::ProofRow> &after = m_session->proof(true);
    QStringList keys;
    for (const auto *rows : {&before, &after})
        for (const migrate::ProofRow &r : *rows)
            if (!keys.contains(r.key))
                keys << r.key;
    auto find = [](const QList<migrate::ProofRow> &rows, const QString &key) -> const migrate::ProofRow * {
        for (const migrate::ProofRow &r : rows)
            if (r.key == key)
                return &r;
        return nullptr;
    };
    auto cell = [this](const migrate::ProofRow *r) {
        if (!r)
            return QString();
        return r->present ? tr("%1 (present)").arg(r->value) : tr("missing");
    };
    m_proofTable->setRowCount(int(keys.size()));
    for (int i = 0; i < keys.size(); ++i) {
        const migrate::ProofRow *b = find(before, keys[i]);
        const migrate::ProofRow *a = find(after, keys[i]);
        const QString stored = m_session->storedVersions().value(keys[i]);
        const QStringList cells = {keys[i], (b ? b : a)->field, cell(b), cell(a), stored};
        for (int c = 0; c < cells.size(); ++c)
            m_proofTable->setItem(i, c, new QTableWidgetItem(cells[c]));
        if (b && !b->present)
            m_proofTable->item(i, 2)->setForeground(QColor(0xb0, 0x00, 0x20));
        if (a && a->present)
            m_proofTable->item(i, 3)->setForeground(QColor(0x1b, 0x5e, 0x20));
    }
    m_proofTable->resizeColumnsToContents();
}

void MigrateWizard::runCheck() {
    if (!m_session)
        return;
    auto finishCheck = [this](bool etcd) {
        const QStringList missing = m_session->missing(etcd);
        const QString text =
            missing.isEmpty()
                ? tr("Complete: every object was rewritten at %1, status.storedVersions holds it "
                     "alone, and no old version is served.")
                      .arg(m_session->target())
                : tr("Not complete. Missing:") + QStringLiteral("\n  • ") +
                      missing.join(QStringLiteral("\n  • "));
        m_checkResult->setText(text);
        emit actionFinished(QStringLiteral("check"), missing.isEmpty(), text);
    };
    connect(
        m_session, &migrate::MigrationSession::stateChanged, this,
        [this, finishCheck] {
            connect(
                m_session, &migrate::MigrationSession::etcdReady, this,
                [finishCheck](const QString &error) { finishCheck(error.isEmpty()); },
                Qt::SingleShotConnection);
            m_session->readEtcd(m_sandboxDir);
        },
        Qt::SingleShotConnection);
    m_session->refresh();
}

} // namespace views
