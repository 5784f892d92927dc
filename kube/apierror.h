#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

namespace kube {

/// One entry of a Status' details.causes (field validation errors and the like).
struct StatusCause {
    QString reason;
    QString message;
    QString field;
};

/// Why a call failed: the transport, TLS, the configuration, or the server's
/// own answer (a meta/v1 Status) with its HTTP code.
struct ApiError {
    Q_DECLARE_TR_FUNCTIONS(kube::ApiError)

public:
    enum class Kind { Config, Network, Tls, Http, Decode, Canceled };

    Kind kind = Kind::Network;
    int httpStatus = 0;        ///< HTTP status code, 0 when none arrived
    QString reason;            ///< Status.reason, e.g. "Forbidden", "NotFound"
    QString message;           ///< Status.message, or the transport's error text
    QString detailsName;       ///< Status.details.name
    QString detailsKind;       ///< Status.details.kind
    QList<StatusCause> causes; ///< Status.details.causes
    int retryAfterSeconds = 0; ///< Retry-After header or details.retryAfterSeconds

    /// A translated, one-paragraph message for the user, the server's words included.
    QString userMessage() const;

    /// Builds the error of an HTTP answer >= 400 from its body (a Status when the
    /// server sent one, JSON or not).
    static ApiError fromHttp(int httpStatus, const QByteArray &body, const QByteArray &contentType);

    /// A translated sentence for an HTTP status code.
    static QString httpMeaning(int code);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::ApiError)
