#include "kube/continuetokens.h"

#include <QCoreApplication>

namespace kube {

bool ContinueTokens::follow(const QString &token) {
    const qsizetype before = m_followed.size();
    m_followed.insert(token);
    return m_followed.size() > before;
}

QString ContinueTokens::repeatedMessage() {
    return QCoreApplication::translate(
        "kube::ContinueTokens",
        "The server sent a continue token that this list had already followed: the list would never "
        "end (a cache in between that ignores the query?). Mado stopped paging.");
}

ApiError ContinueTokens::repeatedError() {
    ApiError e;
    e.kind = ApiError::Kind::Decode;
    e.message = repeatedMessage();
    return e;
}

} // namespace kube
