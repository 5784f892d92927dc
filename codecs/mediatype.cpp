#include "codecs/mediatype.h"

#include <QCoreApplication>

namespace codecs {

QByteArray mediaType(WireFormat format) {
    switch (format) {
    case WireFormat::Json:
        return "application/json";
    case WireFormat::Yaml:
        return "application/yaml";
    case WireFormat::Protobuf:
        return "application/vnd.kubernetes.protobuf";
    case WireFormat::Cbor:
        return "application/cbor";
    }
    return {};
}

std::optional<QByteArray> watchMediaType(WireFormat format) {
    switch (format) {
    case WireFormat::Json:
        return QByteArray("application/json");
    case WireFormat::Protobuf:
        return QByteArray("application/vnd.kubernetes.protobuf;stream=watch");
    case WireFormat::Cbor:
        return QByteArray("application/cbor-seq");
    case WireFormat::Yaml:
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<WireFormat> wireFormatOf(const QByteArray &contentType) {
    const QByteArray base = contentType.split(';').first().trimmed().toLower();
    if (base == "application/json")
        return WireFormat::Json;
    if (base == "application/yaml")
        return WireFormat::Yaml;
    if (base == "application/vnd.kubernetes.protobuf")
        return WireFormat::Protobuf;
    if (base == "application/cbor" || base == "application/cbor-seq")
        return WireFormat::Cbor;
    return std::nullopt;
}

QString wireFormatName(WireFormat format) {
    switch (format) {
    case WireFormat::Json:
        return QStringLiteral("json");
    case WireFormat::Yaml:
        return QStringLiteral("yaml");
    case WireFormat::Protobuf:
        return QStringLiteral("protobuf");
    case WireFormat::Cbor:
        return QStringLiteral("cbor");
    }
    return {};
}

std::optional<WireFormat> wireFormatFromName(const QString &name) {
    for (WireFormat f : {WireFormat::Json, WireFormat::Yaml, WireFormat::Protobuf, WireFormat::Cbor})
        if (wireFormatName(f) == name.toLower())
            return f;
    return std::nullopt;
}

Formats servedFormats(ApiOrigin origin) {
    switch (origin) {
    case ApiOrigin::BuiltIn:
        return FormatFlag::Json | FormatFlag::Yaml | FormatFlag::Protobuf | FormatFlag::Cbor;
    case ApiOrigin::CustomResource:
        return FormatFlag::Json | FormatFlag::Yaml | FormatFlag::Cbor;
    case ApiOrigin::Aggregated:
        return FormatFlag::Json | FormatFlag::Yaml | FormatFlag::Protobuf | FormatFlag::Cbor;
    }
    return FormatFlag::Json;
}

QByteArray acceptHeader(WireFormat preferred, ApiOrigin origin) {
    const FormatFlag flag = preferred == WireFormat::Json       ? FormatFlag::Json
                            : preferred == WireFormat::Yaml     ? FormatFlag::Yaml
                            : preferred == WireFormat::Protobuf ? FormatFlag::Protobuf
                                                                : FormatFlag::Cbor;
    if (preferred == WireFormat::Json || !servedFormats(origin).testFlag(flag))
        return mediaType(WireFormat::Json);
    return mediaType(preferred) + ", " + mediaType(WireFormat::Json);
}

QString notAcceptableMessage(const QByteArray &accept, const QString &serverMessage) {
    // The protobuf hint only helps when protobuf was asked for; a JSON request
    // refused with 406 is the server's (or a proxy's) own doing.
    QString msg =
        accept.contains("protobuf")
            ? QCoreApplication::translate(
                  "codecs", "The server cannot answer in the requested format (%1). Custom resources "
                            "and aggregated APIs do not serve protobuf; ask for JSON instead.")
                  .arg(QString::fromLatin1(accept))
            : QCoreApplication::translate("codecs", "The server cannot answer in the requested format (%1).")
                  .arg(QString::fromLatin1(accept));
    if (!serverMessage.isEmpty())
        msg += QLatin1Char('\n') +
               QCoreApplication::translate("codecs", "The server said: %1").arg(serverMessage);
    return msg;
}

} // namespace codecs
