#pragma once
// The MutatingAdmissionPolicy part of `mado cel eval` (--patch-type,
// --object, --dry-run): printers over models/cel/mutation.h and
// models/cel/mutationdryrun.h, shared by the text and JSON outputs.
#include "models/cel/celeval.h"
#include "models/cel/mutationdryrun.h"

#include <QCborMap>
#include <QString>

namespace app::celmut {

/// The produced patch, and what it does to object (when given), as text:
/// the patch (JSON or YAML) and a unified diff of the local application.
QString patchReport(const models::celplay::EvalOutcome &outcome, models::celplay::PatchKind kind,
                    const QCborValue &object, const ::cel::json::Node *schema);

/// The same as JSON members: patchType, patch, patchError, and local
/// {ok, testFailed, error, object} when object is given.
void addPatchJson(QCborMap &out, const models::celplay::EvalOutcome &outcome, models::celplay::PatchKind kind,
                  const QCborValue &object, const ::cel::json::Node *schema);

/// The server's dry run as text: its diff against the live object, its
/// warnings, and whether Mado's local application agrees.
QString dryRunReport(const models::celplay::MutationDryRunOutcome &outcome);

/// The dry run as the JSON member "dryRun".
QCborMap dryRunJson(const models::celplay::MutationDryRunOutcome &outcome);

} // namespace app::celmut
