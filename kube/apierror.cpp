#include "kube/apierror.h"

#include "codecs/decode.h"
#include "codecs/json.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace kube {

namespace {

// A value as Go's %#v prints it inside structured-merge-diff's messages
// (5, true, "text", map[string]interface {}{"k":...}, []interface {}{...}),
// said in JSON's notation: the Go type names become braces and brackets.
QString goLiteralAsJson(QStringView v) {
    static constexpr QStringView map = u"map[string]interface {}{";
    static constexpr QStringView list = u"[]interface {}{";
    QString out;
    QString closers;
    for (qsizetype i = 0; i < v.size();) {
        if (v[i] == u'"') { // a quoted string, with its escapes, as it is
            const qsizetype start = i++;
            while (i < v.size() && v[i] != u'"')
                i += v[i] == u'\\' ? 2 : 1;
            i = std::min(i + 1, v.size());
            out += v.mid(start, i - start);
        } else if (v.mid(i).startsWith(map)) {
            out += u'{';
            closers += u'}';
            i += map.size();
        } else if (v.mid(i).startsWith(list)) {
            out += u'[';
            closers += u']';
            i += list.size();
        } else if (v[i] == u'}' && !closers.isEmpty()) {
            out += closers.back();
            closers.chop(1);
            ++i;
        } else {
            out += v[i++];
        }
    }
    return out;
}

// One problem line of structured-merge-diff (".data.a: expected string, got
// &value.valueUnstructured{Value:5}") with the value as a user would write it.
QString plainProblem(const QString &line) {
    static constexpr QStringView gotMark = u", got ";
    static constexpr QStringView unstructured = u"&value.valueUnstructured{Value:";
    const qsizetype at = line.indexOf(gotMark);
    if (at < 0)
        return line;
    const QStringView got = QStringView(line).mid(at + gotMark.size());
    QString plain;
    if (got.startsWith(unstructured) && got.endsWith(u'}'))
        plain = goLiteralAsJson(got.mid(unstructured.size()).chopped(1));
    else if (got.startsWith(u"&{") && got.endsWith(u'}')) // Go's %v of the same value
        plain = got.mid(2).chopped(1).toString();
    else
        return line;
    return line.left(at + gotMark.size()) + plain;
}

// The API server answers 500 when an applied object does not fit the schema
// of its kind (a value of the wrong type, two entries of a list with the same
// key): "failed to create typed patch object (ns/name; gvk): ..." with one
// problem, or "errors:" and one problem a line. The problems, or nullopt for
// any other message.
std::optional<QStringList> typedPatchProblems(const QString &message) {
    static const QLatin1String prefix("failed to create typed patch object (");
    if (!message.startsWith(prefix))
        return std::nullopt;
    const qsizetype end = message.indexOf(QLatin1String("): "), prefix.size());
    if (end < 0)
        return std::nullopt;
    QStringList lines = message.mid(end + 3).split(u'\n', Qt::SkipEmptyParts);
    if (lines.size() > 1 && lines.first().trimmed() == QLatin1String("errors:"))
        lines.removeFirst();
    for (QString &l : lines)
        l = plainProblem(l.trimmed());
    return lines;
}

// The length of the escape of a Go-quoted string at i (\", \n, \x41,
// \u00e9, \U0001f600).
qsizetype goEscapeLength(const QString &s, qsizetype i) {
    if (i + 1 >= s.size())
        return 1;
    switch (s[i + 1].unicode()) {
    case u'x':
        return 4;
    case u'u':
        return 6;
    case u'U':
        return 10;
    default:
        return 2;
    }
}

// The value of a cause ("Invalid value: "<Go-quoted value>": why") cut to
// its first 80 characters when longer than 120 (an escape counts as one, and
// none is cut): for a patch that does not decode, the API server quotes the
// whole patched object, escaped, and says why at the end.
QString shortenedInvalidValue(const QString &cause) {
    static const QLatin1String mark("Invalid value: \"");
    const qsizetype start = cause.indexOf(mark);
    if (start < 0)
        return cause;
    qsizetype i = start + mark.size();
    qsizetype cut = -1, characters = 0;
    while (i < cause.size() && cause[i] != u'"') {
        if (characters++ == 80)
            cut = i;
        i += cause[i] == u'\\' ? goEscapeLength(cause, i) : cause[i].isHighSurrogate() ? 2 : 1;
    }
    if (i >= cause.size() || characters <= 120)
        return cause;
    return cause.left(cut) + QChar(0x2026) + cause.mid(i);
}

// "<Kind> "<name>" is invalid: <every cause>": with the causes shown one a
// line, the part before the colon ("" when the object has no name).
QString invalidHeadline(const QString &message) {
    static const QLatin1String mark(" is invalid: ");
    const qsizetype at = message.indexOf(mark);
    if (at < 0)
        return message;
    if (message.left(at).trimmed() == QLatin1String("\"\""))
        return QString();
    return message.left(at + mark.size() - 2).trimmed();
}

} // namespace

QString ApiError::httpMeaning(int code) {
    switch (code) {
    case 400:
        return tr("The server rejected the request as malformed (400 Bad Request).");
    case 401:
        return tr("The server did not accept the credentials (401 Unauthorized).");
    case 403:
        return tr("Permission denied (403 Forbidden).");
    case 404:
        return tr("Not found (404).");
    case 405:
        return tr("The server does not allow this operation (405 Method Not Allowed).");
    case 406:
        return tr("The server cannot answer in the requested format (406 Not Acceptable).");
    case 409:
        return tr("Conflict (409): the object was changed or already exists.");
    case 410:
        return tr("Gone (410): the requested resource version is too old.");
    case 415:
        return tr("The server does not accept this content type (415).");
    case 422:
        return tr("The object is invalid (422 Unprocessable Entity).");
    case 429:
        return tr("Too many requests (429): the server asks to slow down.");
    case 500:
        return tr("Internal server error (500).");
    case 502:
        return tr("Bad gateway (502): a proxy or load balancer in front of the server got no valid answer "
                  "from it.");
    case 503:
        return tr("The service is unavailable (503).");
    case 504:
        return tr("The server timed out (504).");
    default:
        return tr("The server answered with HTTP status %1.").arg(code);
    }
}

ApiError ApiError::fromHttp(int httpStatus, const QByteArray &body, const QByteArray &contentType) {
    ApiError e;
    e.kind = Kind::Http;
    e.httpStatus = httpStatus;
    const bool looksJson = contentType.contains("json") || body.trimmed().startsWith('{');
    if (looksJson) {
        auto doc = codecs::parseJson(body);
        if (doc.ok() && doc->isMap()) {
            const QCborValue &s = *doc;
            if (s[QLatin1String("kind")].toString() == QLatin1String("Status")) {
                e.reason = s[QLatin1String("reason")].toString();
                e.message = s[QLatin1String("message")].toString();
                const QCborValue details = s[QLatin1String("details")];
                e.detailsName = details[QLatin1String("name")].toString();
                e.detailsKind = details[QLatin1String("kind")].toString();
                e.retryAfterSeconds = int(details[QLatin1String("retryAfterSeconds")].toInteger());
                const QCborArray causes = details[QLatin1String("causes")].toArray();
                for (const QCborValue &c : causes) {
                    e.causes.append({c[QLatin1String("reason")].toString(),
                                     c[QLatin1String("message")].toString(),
                                     c[QLatin1String("field")].toString()});
                }
                return e;
            }
        }
    }
    // Not a Status (a proxy's HTML page, plain text): keep a bounded excerpt,
    // of an HTML page its text only.
    e.message = codecs::readableExcerpt(body, contentType, 400);
    return e;
}

QString ApiError::userMessage() const {
    QString text;
    switch (kind) {
    case Kind::Config:
        text = tr("Configuration error: %1").arg(message);
        break;
    case Kind::Network:
        // With a status the server did answer: the connection broke off in
        // the middle of it (a body cut short), which is not an unreachable server.
        text = httpStatus >= 200
                   ? tr("The connection broke off in the middle of the server's answer: %1").arg(message)
                   : tr("Cannot reach the server: %1").arg(message);
        break;
    case Kind::Tls:
        text = tr("TLS error: %1").arg(message);
        break;
    case Kind::Decode:
        text = tr("Cannot decode the server's answer: %1").arg(message);
        break;
    case Kind::Canceled:
        text = tr("The request was canceled.");
        break;
    case Kind::Http:
        if (httpStatus == 500) {
            if (const auto problems = typedPatchProblems(message)) {
                text = tr("The object does not fit the schema of its kind, so the server cannot apply it (it "
                          "answers 500, an internal error, for this):");
                for (const QString &p : *problems)
                    text += QLatin1String("\n  ") + p;
                break;
            }
        }
        text = httpMeaning(httpStatus);
        {
            // A 422's message repeats its causes, which follow one a line;
            // when each has its field, the message keeps what precedes them.
            const bool causesSayIt =
                !causes.isEmpty() && std::all_of(causes.cbegin(), causes.cend(),
                                                 [](const StatusCause &c) { return !c.field.isEmpty(); });
            const QString said = causesSayIt ? invalidHeadline(message) : message;
            if (!said.isEmpty())
                text += QLatin1Char(' ') + tr("The server says: %1").arg(said);
        }
        for (const StatusCause &c : causes) {
            if (!c.field.isEmpty())
                text += QLatin1Char('\n') + tr("  %1: %2").arg(c.field, shortenedInvalidValue(c.message));
        }
        if (retryAfterSeconds > 0)
            text += QLatin1Char('\n') + tr("Retry after %n second(s).", nullptr, retryAfterSeconds);
        break;
    }
    return text;
}

} // namespace kube
