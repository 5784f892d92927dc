#include "views/lists/deletedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace views {

using models::Propagation;

DeleteDialog::DeleteDialog(kube::Client *client, const kube::ApiResource &resource,
                           const QList<models::DeleteRequest::Object> &objects, QWidget *parent)
    : QDialog(parent)
    , m_resource(resource)
    , m_objects(objects)
    , m_action(new models::DeleteAction(client, this))
    , m_question(new QLabel(this))
    , m_policy(new QComboBox(this))
    , m_policyHelp(new QLabel(this))
    , m_graceSet(new QCheckBox(tr("Grace period (seconds):"), this))
    , m_grace(new QSpinBox(this))
    , m_result(new QPlainTextEdit(this))
    , m_delete(new QPushButton(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("DeleteDialog"));
    setWindowTitle(tr("Delete %n object(s)", nullptr, int(objects.size())));
    if (objects.size() == 1) {
        const auto &o = objects.first();
        m_question->setText(
            o.namespace_.isEmpty()
                ? tr("Delete %1 «%2»?").arg(resource.kind, o.name)
                : tr("Delete %1 «%2» in the namespace «%3»?").arg(resource.kind, o.name, o.namespace_));
    } else {
        QStringList names;
        for (int i = 0; i < objects.size() && i < 5; ++i)
            names.append(objects.at(i).name);
        QString list = names.join(QStringLiteral(", "));
        if (objects.size() > 5)
            list += QStringLiteral(", …");
        m_question->setText(tr("Delete %n %1 object(s)?", nullptr, int(objects.size())).arg(resource.kind) +
                            QLatin1Char('\n') + list);
    }
    m_question->setWordWrap(true);
    m_policy->setObjectName(QStringLiteral("PropagationBox"));
    m_policy->addItem(tr("Default (the resource's own)"), int(Propagation::Default));
    m_policy->addItem(tr("Background"), int(Propagation::Background));
    m_policy->addItem(tr("Foreground"), int(Propagation::Foreground));
    m_policy->addItem(tr("Orphan"), int(Propagation::Orphan));
    m_policyHelp->setWordWrap(true);
    m_policyHelp->setEnabled(false);
    m_grace->setRange(0, 24 * 3600);
    m_grace->setValue(30);
    m_grace->setEnabled(false);
    m_result->setReadOnly(true);
    m_result->setObjectName(QStringLiteral("DeleteResult"));
    m_result->setMinimumHeight(120);
    m_delete->setObjectName(QStringLiteral("DeleteButton"));
    m_delete->setText(tr("Delete"));
    m_delete->setEnabled(false);
    m_buttons->addButton(m_delete, QDialogButtonBox::DestructiveRole);

    auto *form = new QFormLayout;
    form->addRow(tr("Propagation:"), m_policy);
    form->addRow(QString(), m_policyHelp);
    auto *grace = new QHBoxLayout;
    grace->addWidget(m_graceSet);
    grace->addWidget(m_grace);
    grace->addStretch(1);
    form->addRow(grace);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("What the server says (dry run):"), this));
    layout->addWidget(m_result, 1);
    layout->addWidget(m_buttons);
    resize(560, 420);

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_delete, &QPushButton::clicked, this, &DeleteDialog::runDelete);
    connect(m_policy, &QComboBox::currentIndexChanged, this, [this] {
        updatePolicyHelp();
        runDry();
    });
    connect(m_graceSet, &QCheckBox::toggled, m_grace, &QWidget::setEnabled);
    connect(m_graceSet, &QCheckBox::toggled, this, &DeleteDialog::runDry);
    connect(m_grace, &QSpinBox::valueChanged, this, &DeleteDialog::runDry);
    connect(m_action, &models::DeleteAction::finished, this, [this](const QList<models::DeleteOutcome> &o) {
        const bool dry = m_action->property("dry").toBool();
        showOutcomes(o, dry);
    });
    updatePolicyHelp();
    runDry();
}

models::DeleteRequest DeleteDialog::request(bool dryRun) const {
    models::DeleteRequest r;
    r.resource = m_resource;
    r.objects = m_objects;
    r.propagation = Propagation(m_policy->currentData().toInt());
    if (m_graceSet->isChecked())
        r.gracePeriodSeconds = m_grace->value();
    r.dryRun = dryRun;
    return r;
}

void DeleteDialog::updatePolicyHelp() {
    switch (Propagation(m_policy->currentData().toInt())) {
    case Propagation::Default:
        m_policyHelp->setText(tr("The server's default for this resource (usually Background)."));
        break;
    case Propagation::Background:
        m_policyHelp->setText(tr("The object is removed at once; the garbage collector removes its "
                                 "dependents afterwards."));
        break;
    case Propagation::Foreground:
        m_policyHelp->setText(tr("The object stays, with the finalizer foregroundDeletion, until its "
                                 "dependents that block owner deletion are removed."));
        break;
    case Propagation::Orphan:
        m_policyHelp->setText(tr("The object stays, with the finalizer orphan, until its dependents no "
                                 "longer name it as owner; the dependents are kept."));
        break;
    }
}

void DeleteDialog::runDry() {
    if (m_deleted)
        return;
    m_delete->setEnabled(false);
    m_result->setPlainText(tr("Asking the server (dry run)…"));
    m_action->setProperty("dry", true);
    m_action->start(request(true));
}

void DeleteDialog::runDelete() {
    m_delete->setEnabled(false);
    m_policy->setEnabled(false);
    m_graceSet->setEnabled(false);
    m_grace->setEnabled(false);
    m_result->setPlainText(tr("Deleting…"));
    m_action->setProperty("dry", false);
    m_action->start(request(false));
}

void DeleteDialog::showOutcomes(const QList<models::DeleteOutcome> &outcomes, bool dryRun) {
    m_outcomes = outcomes;
    QStringList lines;
    int failed = 0;
    for (const models::DeleteOutcome &o : outcomes) {
        lines.append(o.message());
        failed += o.state == models::DeleteOutcome::State::Failed;
    }
    if (dryRun) {
        lines.prepend(tr("Dry run: nothing was changed.") + QLatin1Char('\n'));
        m_delete->setEnabled(failed < outcomes.size());
    } else {
        m_deleted = true;
        lines.prepend(
            tr("%n object(s) deleted or marked for deletion.", nullptr, int(outcomes.size() - failed)) +
            QLatin1Char('\n'));
        m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    }
    m_result->setPlainText(lines.join(QLatin1Char('\n')));
    emit answered(dryRun);
}

} // namespace views
