#pragma once

#include "models/lists/deleteaction.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace views {

/// Asks once before deleting one or more objects: propagation policy, grace
/// period, and a server dry run (dryRun=All) that runs first and whenever an
/// option changes, showing whether each object would go at once or wait for
/// finalizers (and which). "Delete" is enabled only once the dry run of the
/// current options has answered.
class DeleteDialog final : public QDialog {
    Q_OBJECT

public:
    /// client must outlive the dialog.
    DeleteDialog(kube::Client *client, const kube::ApiResource &resource,
                 const QList<models::DeleteRequest::Object> &objects, QWidget *parent = nullptr);

    /// The request the options describe (dryRun as given).
    models::DeleteRequest request(bool dryRun) const;
    /// The outcomes of the last run (dry or real).
    const QList<models::DeleteOutcome> &outcomes() const { return m_outcomes; }
    bool deleted() const { return m_deleted; }

    QComboBox *propagationBox() const { return m_policy; }
    QCheckBox *graceCheck() const { return m_graceSet; }
    QSpinBox *graceBox() const { return m_grace; }
    QPushButton *deleteButton() const { return m_delete; }
    QPlainTextEdit *resultText() const { return m_result; }

signals:
    /// A dry run (dryRun true) or the deletion answered.
    void answered(bool dryRun);

private:
    void runDry();
    void runDelete();
    void showOutcomes(const QList<models::DeleteOutcome> &outcomes, bool dryRun);
    void updatePolicyHelp();

    kube::ApiResource m_resource;
    QList<models::DeleteRequest::Object> m_objects;
    models::DeleteAction *m_action;
    QLabel *m_question;
    QComboBox *m_policy;
    QLabel *m_policyHelp;
    QCheckBox *m_graceSet;
    QSpinBox *m_grace;
    QPlainTextEdit *m_result;
    QPushButton *m_delete;
    QDialogButtonBox *m_buttons;
    QList<models::DeleteOutcome> m_outcomes;
    bool m_deleted = false;
};

} // namespace views
