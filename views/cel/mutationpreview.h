#pragma once
// The playground's MutatingAdmissionPolicy page: the mutation's patchType, the
// patch the expression produces (RFC 6902 JSON or an apply configuration in
// YAML), what it does to the `object` input (a side-by-side diff of Mado's
// local application) and the server preview: the same patch sent to the live
// object with dryRun=All, the server's answer as a diff against the live
// object, and whether Mado's result agrees with it.
#include "kube/handle.h"
#include "models/cel/celeval.h"
#include "models/cel/mutationdryrun.h"

#include <QCborValue>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace models {
class ApiCatalog;
class Connection;
} // namespace models

namespace views::cel {

class MutationPreview final : public QWidget {
    Q_OBJECT
public:
    explicit MutationPreview(QWidget *parent = nullptr);
    ~MutationPreview() override;

    models::celplay::PatchKind patchKind() const;
    void setPatchKind(models::celplay::PatchKind kind);
    /// connection backs the server preview (may be null: the button then says
    /// why it cannot run); catalog finds the object's resource from its kind.
    void setServer(models::Connection *connection, models::ApiCatalog *catalog);
    /// A client and the live object's API path to use instead of the
    /// connection and the catalog (the object explorer's selection, tests).
    void setTarget(kube::Client *client, const QString &objectPath);
    /// Shows the patch of outcome and its application to object (the object
    /// input; undefined when empty), merged with schema (may be null).
    void showOutcome(const models::celplay::EvalOutcome &outcome, const QCborValue &object,
                     const ::cel::json::NodeP &schema);
    /// Sends the produced patch to the live object named by the object input
    /// (apiVersion, kind, metadata) as a dry run.
    void previewOnServer();

    QString patchText() const;
    QString localDiffText() const; ///< the right pane of the local diff
    QString serverStatusText() const;
    QString serverDiffText() const; ///< the right pane of the server diff

signals:
    void patchKindChanged();
    /// A server preview finished (successfully or not).
    void serverPreviewShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillDiff(QPlainTextEdit *left, QPlainTextEdit *right, const QCborValue &before,
                  const QCborValue &after, kube::PatchType type, const QCborValue &patch);

    QLabel *m_typeLabel = nullptr;
    QComboBox *m_type = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_patchLabel = nullptr;
    QPlainTextEdit *m_patch = nullptr;
    QLabel *m_localLabel = nullptr;
    QPlainTextEdit *m_localBefore = nullptr;
    QPlainTextEdit *m_localAfter = nullptr;
    QPushButton *m_serverButton = nullptr;
    QLabel *m_serverStatus = nullptr;
    QPlainTextEdit *m_serverBefore = nullptr;
    QPlainTextEdit *m_serverAfter = nullptr;

    models::Connection *m_connection = nullptr;
    models::ApiCatalog *m_catalog = nullptr;
    kube::Client *m_client = nullptr;
    QString m_objectPath;
    kube::HandlePtr<models::celplay::MutationDryRun> m_run;
    models::celplay::ProducedPatch m_produced;
    QCborValue m_object;
    ::cel::json::NodeP m_schema;
};

} // namespace views::cel
