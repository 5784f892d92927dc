#pragma once

#include "kube/discovery.h"
#include "models/patch/patchsession.h"

#include <QWidget>

#include <optional>
#include <utility>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QTreeWidget;

namespace kube {
class Client;
}
namespace models {
class SchemaService;
}

namespace views {

/// The patch composer: one object, its live state loaded; a patch written by
/// hand (templates, highlighting, validation as you type) or derived from an
/// edited copy; a preview by server dry run (side-by-side diff with server
/// defaults and admission changes marked, warnings, 422 causes, apply
/// conflicts with per-field force / drop / share); a confirmation that repeats
/// the diff; then the write and its result. Nothing is written without the
/// confirmation step.
class PatchComposer final : public QWidget {
    Q_OBJECT

public:
    PatchComposer(kube::Client *client, models::SchemaService *schemas, QWidget *parent = nullptr);

    /// Loads the live object of resource name (in namespace_) and starts composing.
    void open(const kube::ApiResource &resource, const QString &namespace_, const QString &name,
              bool customResource);

    models::patch::PatchSession *session() const { return m_session; }
    /// The composition as the controls state it now.
    models::patch::Composition composition() const;
    void setPatchType(kube::PatchType type);
    void setPatchText(const QString &text);
    QPlainTextEdit *patchEditor() const { return m_editor; }
    QPlainTextEdit *editedCopy() const { return m_copy; }
    /// The line under the edited copy: what deriving it gave, or why it did not read.
    QString copyNote() const;
    /// The validation line under the editor ("" when the patch is fine).
    QString validationText() const;
    /// True when the validation line and the Preview button are for the
    /// composition as it is now (each edit is checked on the thread pool, 150 ms after typing stops).
    bool isValidated() const;
    QPushButton *previewButton() const { return m_previewButton; }
    QPushButton *writeButton() const { return m_writeButton; }
    QPushButton *confirmButton() const { return m_confirmButton; }
    QTreeWidget *changesTree() const { return m_changes; }
    QTreeWidget *conflictsTree() const { return m_conflicts; }
    QCheckBox *revealBox() const { return m_reveal; }
    /// The error line of the compose page ("" when there is none).
    QString errorText() const;
    /// The page shown: 0 compose, 1 confirm, 2 result.
    int page() const;
    /// Sets the resolution of conflict row (0 force, 1 drop, 2 share).
    void setResolution(int row, int resolution);

public slots:
    /// Derives the patch of the selected type from the edited copy (off the GUI thread).
    void deriveFromCopy();
    /// Sends the composition as a dry run.
    void preview();
    /// Shows the confirmation page (only after a successful preview of this composition).
    void requestWrite();
    /// Writes what the confirmation shows.
    void confirmWrite();
    /// Rewrites the apply configuration for the chosen conflict resolutions and previews again.
    void resolveConflicts();
    /// Shows what each field manager owns.
    void showManagedFields();

signals:
    /// The preview is shown (after preview()).
    void previewShown();
    /// The write succeeded and its result is shown.
    void writeShown();
    /// An error is shown.
    void errorShown(const QString &message);
    /// The check of the current composition ended; validationText() shows it.
    void validated();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void validate();
    void showPreview();
    void showError(const QString &message);
    void fillDiff(QPlainTextEdit *left, QPlainTextEdit *right, const models::patch::Preview &preview);
    void updateButtons();
    void onTypeChanged();
    void fillCopy();
    void updateShareChoices();
    bool isMaskedSecretValue(const QString &field) const;
    /// The resolution chooser of conflict row, or nullptr.
    QComboBox *conflictChoice(int row) const;

    models::patch::PatchSession *m_session;
    kube::ApiResource m_resource;
    QLabel *m_title;
    QLabel *m_typeLabel, *m_validationLabel, *m_managerLabel;
    QComboBox *m_type, *m_validation;
    QLineEdit *m_manager;
    QCheckBox *m_force, *m_pin, *m_noise, *m_reveal;
    QTabWidget *m_inputTabs;
    QPlainTextEdit *m_editor, *m_copy;
    QLabel *m_problems;
    QPushButton *m_templateButton, *m_deriveButton, *m_previewButton, *m_writeButton, *m_managedButton;
    QLabel *m_copyNote;
    QLabel *m_status, *m_legend;
    QPlainTextEdit *m_left, *m_right;
    QLabel *m_leftCaption, *m_rightCaption;
    QTreeWidget *m_changes;
    QLabel *m_warnings, *m_error;
    QTreeWidget *m_conflicts;
    QPushButton *m_resolveButton;
    QStackedWidget *m_pages;
    QLabel *m_confirmText;
    QPlainTextEdit *m_confirmLeft, *m_confirmRight;
    QPushButton *m_confirmButton, *m_backButton;
    QLabel *m_resultText;
    QPlainTextEdit *m_resultLeft, *m_resultRight;
    QPushButton *m_againButton;
    QTimer *m_validateTimer;
    quint64 m_validationRun = 0;
    quint64 m_copyWrites = 0; ///< live objects written into the copy pane; an older one is dropped
    QString m_copyShown;      ///< the text last written into the copy pane
    quint64 m_copyRun = 0;    ///< deriveFromCopy() calls; an older read of the copy is dropped
    /// The composition last checked, and its refusal ("" when it can be sent).
    std::optional<std::pair<models::patch::Composition, QString>> m_validated;
    QCborValue m_beforeWrite;
};

} // namespace views
