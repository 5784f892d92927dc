#pragma once

#include "kube/discovery.h"
#include "kube/write.h"
#include "models/patch/derive.h"
#include "models/patch/patchschema.h"
#include "models/patch/patchtext.h"
#include "models/patch/preview.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

namespace kube {
class Client;
class Call;
} // namespace kube

namespace models {
class SchemaService;
}

namespace models::patch {

/// What the user composed: the patch text and how to send it.
struct Composition {
    kube::PatchType type = kube::PatchType::Strategic;
    QByteArray text;
    bool pinResourceVersion = false; ///< fail if the object changed since it was loaded
    kube::FieldValidation fieldValidation = kube::FieldValidation::Strict;
    QString fieldManager = QStringLiteral("mado");
    bool force = false; ///< apply only
    bool operator==(const Composition &) const = default;
};

/// What a composition's check found: every problem of its text, and the
/// refusal (the first problem, or a reason known before sending); empty
/// refusal when it can be sent.
struct Validation {
    QList<Diagnostic> problems;
    QString refusal;
};

/// What a session's refusals depend on, copied so that a composition can be
/// validated on the thread pool (the composer checks each edit there).
struct RefusalContext {
    kube::ApiResource resource;
    QString namespace_, name;
    bool custom = false;
    QCborValue live;
};

/// The patch composer's workflow, widget-free (the window and `mado patch`
/// share it): load the live object, check and derive patches, preview with a
/// server dry run, then write for real only what was previewed.
///
/// States: Idle → Loading → Ready → Previewing → Previewed → Writing → Written.
/// write() refuses unless the composition equals the one last previewed and
/// the preview succeeded: nothing is written without the preview step.
class PatchSession final : public QObject {
    Q_OBJECT

public:
    enum class State { Idle, Loading, Ready, Previewing, Previewed, Writing, Written };
    Q_ENUM(State)

    explicit PatchSession(kube::Client *client, QObject *parent = nullptr);
    ~PatchSession() override;

    /// The object to patch; customResource tells whether a CRD serves it
    /// (strategic merge is then refused before sending).
    void setTarget(const kube::ApiResource &resource, const QString &namespace_, const QString &name,
                   bool customResource);
    const kube::ApiResource &resource() const { return m_resource; }
    QString name() const { return m_name; }
    QString namespace_() const { return m_namespace; }
    bool isCustomResource() const { return m_custom; }
    /// The patch metadata source; an empty schema when unset.
    void setSchema(std::shared_ptr<const PatchSchema> schema);
    /// Takes the patch metadata from service: once the live object is loaded,
    /// its group version's OpenAPI document is looked up; schemaReady() follows.
    void setSchemaService(SchemaService *service);
    /// True when a schema (from the service or set by hand) is in use.
    bool hasSchema() const { return m_schema != nullptr; }
    const PatchSchema &schema() const;

    /// GETs the live object; liveLoaded() or failed() follows.
    void loadLive();
    /// Uses document as the live object (already fetched by the caller).
    void setLive(const QCborValue &document);
    const QCborValue &live() const { return m_live; }
    QString liveResourceVersion() const;

    /// Derives the four forms from an edited copy of the live object on the
    /// thread pool; derived() follows. In a Secret's copy a value that still
    /// reads as its fingerprint mask (ObjectFetch::unmaskSecret) is the live value.
    void derive(const QCborValue &edited);
    const Derivation &derivation() const { return m_derivation; }

    /// A refusal known before sending (SMP on a custom resource, a patch that
    /// does not parse); empty when c can be sent.
    QString refusal(const Composition &c) const;
    RefusalContext refusalContext() const;
    /// The problems and the refusal of c, from one check of its text. Reads
    /// only its arguments: safe on any thread (a large patch takes tens of ms).
    static Validation validate(const Composition &c, const RefusalContext &context);

    /// Sends c with dryRun=All; previewed() (preview() ready) or failed() follows.
    void preview(const Composition &c, const PreviewOptions &options = {});
    /// Recomputes the last preview with other options (noise, secrets), off the GUI thread.
    void represent(const PreviewOptions &options);
    /// Sends the previewed composition for real; written() or failed() follows.
    /// Refused (failed()) when c was not previewed successfully as it is.
    void write(const Composition &c);

    State state() const { return m_state; }
    const Preview &lastPreview() const { return m_preview; }
    const kube::WriteResult &lastResult() const { return m_result; }
    const std::optional<kube::WriteError> &lastError() const { return m_error; }
    const Composition &previewedComposition() const { return m_previewed; }
    /// True when write() would be accepted for c.
    bool canWrite(const Composition &c) const;

signals:
    void liveLoaded();
    /// The schema lookup after the first liveLoaded() ended: hasSchema() tells
    /// whether the object's patch metadata is known (also emitted without a service).
    void schemaReady();
    void derived();
    /// A dry run answered and its preview is computed.
    void previewed();
    /// The real write succeeded; lastResult() and lastPreview() show it.
    void written();
    /// Something failed; message is translated; lastError() holds a server error.
    void failed(const QString &message);
    void stateChanged(State state);

private:
    static QString refusalOf(const Composition &c, const CheckedPatch &checked,
                             const RefusalContext &context);
    /// The bytes sent for c (resourceVersion pinned when asked), or its refusal; any thread.
    static mado::Result<QByteArray> bodyOf(const Composition &c, const CheckedPatch &checked,
                                           const RefusalContext &context);
    void setState(State s);
    void checkStale();
    void lookupSchema();
    /// setLive for a document already in canonical form (read off the GUI thread).
    void adoptLive(QCborValue canonicalDocument);
    /// Checks c off the GUI thread, then sends it (startWrite) or reports its refusal.
    void send(const Composition &c, bool dryRun);
    void startWrite(const Composition &c, bool dryRun, const QByteArray &body, const QCborValue &document);
    void computePreview(const kube::WriteResult &result, kube::PatchType type, const QCborValue &patch,
                        bool dryRun);

    kube::Client *m_client;
    kube::ApiResource m_resource;
    QString m_namespace, m_name;
    bool m_custom = false;
    std::shared_ptr<const PatchSchema> m_schema;
    QPointer<SchemaService> m_schemaService;
    QCborValue m_live;
    Derivation m_derivation;
    Composition m_previewed;
    QCborValue m_previewedPatch; ///< m_previewed's text as a document
    PreviewOptions m_options;
    Preview m_preview;
    kube::WriteResult m_result;
    std::optional<kube::WriteError> m_error;
    State m_state = State::Idle;
    kube::HandlePtr<kube::Write> m_write;
    QPointer<kube::Call> m_get;
    int m_generation = 0;
    int m_sends = 0;          ///< send() calls; a check that finishes after a later one is dropped
    bool m_preparing = false; ///< a send's check is under way
    State m_stateBeforeSend = State::Idle; ///< restored when the check refuses
};

} // namespace models::patch
