#pragma once

// THE write path of Mado: every create, update, patch and delete the window,
// the `mado patch` command and (later) the CRD migration wizard send goes
// through kube::Write. It follows kube/handle.h:
//
//     kube::WriteRequest req;
//     req.verb = kube::WriteVerb::Patch;
//     req.path = resource.path(ns, name);           // the object's API path
//     req.patchType = kube::PatchType::Strategic;   // the Content-Type follows
//     req.body = patchBytes;
//     req.dryRun = true;                            // dryRun=All: nothing is stored
//     req.fieldValidation = kube::FieldValidation::Strict;
//     req.fieldManager = "mado";                    // required for Apply
//     kube::HandlePtr<kube::Write> w(kube::Write::start(client, req));
//     connect(w.get(), &kube::Write::finished, ...);
//     // w->result(): WriteResult {object, warnings} or WriteError
//     //   {api (the Status: causes with field paths), conflicts (409 of an
//     //   apply: field + manager), smpUnsupported (415 on a custom resource)}
//
// A write is never retried and never sent twice by this layer: the caller
// decides (the composer previews with dryRun first, then confirms).

#include "codecs/result.h"
#include "kube/apierror.h"
#include "kube/handle.h"

#include <QByteArray>
#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace kube {

class Client;
class Call;

/// The HTTP verb of a write.
enum class WriteVerb { Create, Update, Patch, Delete };

/// The four patch media types the API server accepts.
enum class PatchType { Json, Merge, Strategic, Apply };

/// The server's fieldValidation directive.
enum class FieldValidation { Strict, Warn, Ignore };

/// The Content-Type of a patch type, e.g. "application/merge-patch+json".
QByteArray patchContentType(PatchType type);
/// The short name used by the command line: json, merge, strategic, apply.
QString patchTypeName(PatchType type);
/// Parses a short name (json|merge|strategic|apply, case-insensitive).
std::optional<PatchType> patchTypeFromName(const QString &name);
/// "Strict", "Warn", "Ignore".
QString fieldValidationName(FieldValidation v);
/// Parses Strict|Warn|Ignore (case-insensitive).
std::optional<FieldValidation> fieldValidationFromName(const QString &name);

/// One write: what to send where, and how the server should treat it.
struct WriteRequest {
    WriteVerb verb = WriteVerb::Patch;
    QString path;                               ///< the object's path (the collection's for Create)
    PatchType patchType = PatchType::Strategic; ///< for Patch only
    QByteArray body;                            ///< the patch, the object (Create/Update), or DeleteOptions
    QByteArray contentType;                     ///< overrides the default (patch type, or application/json)
    bool dryRun = false;                        ///< dryRun=All: validated and admitted, never stored
    FieldValidation fieldValidation = FieldValidation::Strict;
    QString fieldManager; ///< required for Apply; optional otherwise
    bool force = false;   ///< Apply only: take over conflicting fields
};

/// A successful write: the object the server returned (or would store, for a
/// dry run) and its Warning headers' texts.
struct WriteResult {
    int httpStatus = 0;
    QCborValue object; ///< the returned object (a Status for some deletes)
    QByteArray body;   ///< the bytes as sent
    QStringList warnings;
    bool dryRun = false;
};

/// One field a server-side apply conflicts on, and who owns it.
struct ApplyConflict {
    QString field;   ///< the server's field path, e.g. .spec.replicas or .spec.containers[name="web"].image
    QString manager; ///< the field manager that owns it, e.g. "kube-controller-manager"
    QString message; ///< the server's cause message
};

/// A failed write: the server's Status, with what Mado understood of it.
struct WriteError {
    Q_DECLARE_TR_FUNCTIONS(kube::WriteError)

public:
    ApiError api;
    QList<ApplyConflict> conflicts; ///< a 409 of an apply, one per conflicting field
    bool smpUnsupported = false;    ///< 415: strategic merge sent to a custom resource
    /// A 409 caused by a pinned resourceVersion. (A JSON patch's failed test op
    /// is a plain 422; PatchSession tells it apart by reading the object again.)
    bool staleResourceVersion = false;
    /// Field paths strict field validation rejected (unknown or duplicate
    /// fields), e.g. "spec.bogus", taken from the Status' strict decoding error.
    QStringList rejectedFields;
    /// The write was a dry run (nothing could have been stored).
    bool dryRun = false;

    /// A translated paragraph: the server's words, causes with field paths,
    /// conflicts with managers, and what to do about a 415. A transport
    /// failure of a real write says that the outcome is unknown and that the
    /// write was not sent again.
    QString userMessage() const;
};

/// Parses a 409 apply conflict's causes: "conflict with \"MANAGER\" using apps/v1"
/// into (field, manager) pairs; empty for any other error.
QList<ApplyConflict> parseApplyConflicts(const ApiError &error);
/// The field paths of a strict decoding error ("unknown field \"spec.x\"",
/// "duplicate field \"y\"") in the error's message and causes.
QStringList parseRejectedFields(const ApiError &error);
/// The message text of a Warning header value (299 - "text" → text).
QString warningText(const QString &headerValue);

/// The handle of one write (kube/handle.h shape). Child of the client.
class Write final : public Task<WriteResult, WriteError> {
    Q_OBJECT

public:
    /// Sends request through client; never blocks. A request that cannot be
    /// sent (Apply without fieldManager, no path) finishes with an error
    /// from the event loop.
    static Write *start(Client *client, const WriteRequest &request);
    ~Write() override;

    const WriteRequest &request() const { return m_request; }
    /// Aborts; finished() follows with a Canceled error.
    void cancel() override;

private:
    explicit Write(Client *client, const WriteRequest &request);
    void onCallFinished();

    WriteRequest m_request;
    QPointer<Call> m_call;
};

} // namespace kube
