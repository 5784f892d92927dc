#pragma once

#include "codecs/result.h"
#include "kube/write.h"

#include <QByteArray>
#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QString>

/// Patch text as the user types it: parsing with positions, the shape of
/// JSON patch operations, and templates per type.
namespace models::patch {

/// One problem in a patch text; line and column are 1-based (0: unknown).
struct Diagnostic {
    int line = 0;
    int column = 0;
    QString message; ///< translated
};

/// The outcome of checking a patch text: the document when it parsed, and
/// every problem found (empty when the patch can be sent).
struct CheckedPatch {
    QCborValue document;
    bool parsed = false;
    QList<Diagnostic> problems;
    bool ok() const { return parsed && problems.isEmpty(); }
};

class PatchText final {
    Q_DECLARE_TR_FUNCTIONS(models::patch::PatchText)

public:
    /// The largest patch checked or sent: the API server's limit on a request
    /// body (3 MiB); a larger text is refused before it is parsed.
    static constexpr qsizetype kMaxPatchBytes = 3 * 1024 * 1024;

    /// Parses text as type expects it (JSON for json, merge and strategic;
    /// YAML or JSON for apply) and checks its shape: a JSON patch is a list of
    /// operations with op, path, and value or from as the op needs; the others
    /// are objects; an apply configuration names apiVersion, kind and
    /// metadata.name.
    static CheckedPatch check(kube::PatchType type, const QByteArray &text);

    /// Replays the operations of a JSON patch (checked by check()) on live and
    /// names the first that the server would refuse: a remove, a move or copy
    /// from, or a test of a path that does not exist, or a test whose value
    /// differs. Empty when none is found (operations after a move or copy, or
    /// after an add or replace into a list, are not followed).
    static QString replayProblem(const QCborValue &live, const QCborValue &operations);

    /// A starting point for a patch of type on object (its kind, name and
    /// namespace filled in): adds a label.
    static QByteArray templateFor(kube::PatchType type, const QCborValue &object);

    /// The 1-based line and column of byte offset in text.
    static QPair<int, int> lineColumn(const QByteArray &text, qsizetype offset);
};

} // namespace models::patch
