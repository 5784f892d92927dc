#include "codecs/decode.h"

#include "codecs/cbor.h"
#include "codecs/gzip.h"
#include "codecs/json.h"
#include "codecs/protobuf.h"
#include "codecs/yaml.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace codecs {

namespace {

bool looksLikeJson(const QByteArray &b) {
    for (const char c : b) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        return c == '{' || c == '[';
    }
    return false;
}

bool looksLikeCbor(const QByteArray &b) {
    return b.size() >= 3 && quint8(b[0]) == 0xd9 && quint8(b[1]) == 0xd9 && quint8(b[2]) == 0xf7;
}

QString snippet(const QByteArray &b) {
    return readableExcerpt(b, {}, 120);
}

QByteArray baseMediaType(const QByteArray &type) {
    return type.split(';').first().trimmed().toLower();
}

mado::Error notApiFormat(const QByteArray &contentType, const QByteArray &body) {
    return {QCoreApplication::translate("codecs",
                                        "The server answered with %1, which is not a Kubernetes API "
                                        "format (a proxy or load balancer in between?): %2")
                .arg(QString::fromLatin1(contentType), readableExcerpt(body, contentType, 120))};
}

} // namespace

QString readableExcerpt(const QByteArray &body, const QByteArray &contentType, qsizetype maxChars) {
    QString text = QString::fromUtf8(body.left(4000));
    if (contentType.toLower().contains("html") || text.trimmed().startsWith(QLatin1Char('<'))) {
        static const QRegularExpression hidden(QStringLiteral("<(script|style|head)[^>]*>.*?</\\1>"),
                                               QRegularExpression::CaseInsensitiveOption |
                                                   QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        text.remove(hidden).replace(tag, QStringLiteral(" "));
    }
    text = text.simplified().left(maxChars);
    for (QChar &c : text)
        if (!c.isPrint())
            c = QChar(0xfffd);
    return text;
}

std::optional<mado::Error> unacceptedContentType(const QByteArray &accept, const QByteArray &contentType,
                                                 const QByteArray &body) {
    const QByteArray got = baseMediaType(contentType);
    if (got.isEmpty() || body.isEmpty() || accept.trimmed().isEmpty())
        return std::nullopt;
    const std::optional<WireFormat> gotFormat = wireFormatOf(got);
    QStringList asked;
    for (const QByteArray &entry : accept.split(',')) {
        const QByteArray want = baseMediaType(entry);
        if (want == "*/*" || want == got || (want.endsWith("/*") && got.startsWith(want.chopped(1))))
            return std::nullopt;
        if (gotFormat && wireFormatOf(want) == gotFormat)
            return std::nullopt;
        if (!want.isEmpty() && !asked.contains(QString::fromLatin1(want)))
            asked.append(QString::fromLatin1(want));
    }
    if (!gotFormat)
        return notApiFormat(contentType, body);
    return mado::Error{
        QCoreApplication::translate("codecs", "The server answered in %1, but Mado asked for %2.")
            .arg(QString::fromLatin1(got), asked.join(QStringLiteral(", ")))};
}

mado::Result<DecodedBody> decodeBody(const QByteArray &rawBody, const QByteArray &contentType,
                                     const Limits &limits) {
    DecodedBody out;
    QByteArray body = rawBody;
    if (isGzip(body)) {
        auto inflated = gunzip(body, limits);
        if (!inflated.ok())
            return inflated.error();
        body = std::move(inflated).value();
        out.wasGzipped = true;
    }
    std::optional<WireFormat> format = wireFormatOf(contentType);
    if (!format) {
        if (!contentType.trimmed().isEmpty())
            return notApiFormat(contentType, body);
        if (hasProtobufMagic(body))
            format = WireFormat::Protobuf;
        else if (looksLikeCbor(body))
            format = WireFormat::Cbor;
        else if (looksLikeJson(body))
            format = WireFormat::Json;
        else
            format = WireFormat::Yaml;
    }
    out.format = *format;
    if (*format != WireFormat::Protobuf && hasProtobufMagic(body)) {
        return mado::Error{QCoreApplication::translate(
                               "codecs", "The body is Kubernetes protobuf but the server labelled it %1.")
                               .arg(QString::fromLatin1(contentType))};
    }
    switch (*format) {
    case WireFormat::Json: {
        auto doc = parseJson(body, limits);
        if (!doc.ok())
            return doc.error();
        out.document = *doc;
        return out;
    }
    case WireFormat::Yaml: {
        auto doc = parseYaml(body, limits);
        if (!doc.ok())
            return doc.error();
        out.document = *doc;
        return out;
    }
    case WireFormat::Cbor: {
        auto doc = parseCbor(body, limits);
        if (!doc.ok())
            return doc.error();
        out.document = *doc;
        return out;
    }
    case WireFormat::Protobuf: {
        if (!hasProtobufMagic(body) && looksLikeJson(body)) {
            return mado::Error{QCoreApplication::translate(
                                   "codecs", "The server labelled the body protobuf, but it is JSON: %1")
                                   .arg(snippet(body))};
        }
        auto obj = decodeProtobufObject(body, limits);
        if (!obj.ok())
            return obj.error();
        out.document = obj->object;
        out.complete = obj->complete;
        return out;
    }
    }
    return out;
}

QByteArray encodeDocument(const QCborValue &document, OutputFormat format) {
    return format == OutputFormat::Yaml ? toYaml(document) : toJson(document, JsonStyle::Indented);
}

} // namespace codecs
