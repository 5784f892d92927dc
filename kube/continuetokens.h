#pragma once

#include "kube/apierror.h"

#include <QSet>
#include <QString>

namespace kube {

/// The continue tokens one paged list has followed. The API server's token
/// names the key its page ended at, so each token of one list is new; a list
/// asked to follow a token a second time makes no progress and would page
/// forever, holding every page it read. A cache or proxy in between that
/// ignores the query string answers so (the first page, with its token, for
/// every request), as would a broken or hostile server. Every paged reader
/// (lists, watches, migrations, live CEL runs) asks follow() before it sends
/// the next page's request and ends with repeatedMessage() when it says no.
class ContinueTokens {
public:
    /// A new list (or one started again after 410 Gone): nothing followed yet.
    void clear() { m_followed.clear(); }
    /// Records token as followed: false when this list has followed it before.
    [[nodiscard]] bool follow(const QString &token);
    /// The error of a repeated token, in the user's language.
    static QString repeatedMessage();
    /// The same as an error of the answer (ApiError::Kind::Decode).
    static ApiError repeatedError();

private:
    QSet<QString> m_followed;
};

} // namespace kube
