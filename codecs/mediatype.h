#pragma once

#include <QByteArray>
#include <QFlags>
#include <QString>

#include <optional>

/// Media types and content negotiation with the API server.
namespace codecs {

enum class WireFormat { Json, Yaml, Protobuf, Cbor };

/// "application/json", "application/yaml", "application/vnd.kubernetes.protobuf", "application/cbor".
QByteArray mediaType(WireFormat format);

/// The Content-Type of a watch stream in a format as kube-apiserver v1.37
/// sends it: application/json, application/vnd.kubernetes.protobuf;stream=watch,
/// application/cbor-seq; YAML has none. To ask for a
/// watch, send the plain mediaType() in Accept: kube-apiserver v1.37 answers
/// Accept: application/cbor-seq with 406, and application/cbor with a CBOR sequence.
std::optional<QByteArray> watchMediaType(WireFormat format);

/// The wire format of a Content-Type header, parameters ignored; nullopt for
/// anything else (text/html from a proxy, text/plain errors, ...).
std::optional<WireFormat> wireFormatOf(const QByteArray &contentType);

/// The format's lower-case name: json, yaml, protobuf, cbor.
QString wireFormatName(WireFormat format);
std::optional<WireFormat> wireFormatFromName(const QString &name);

/// Where a resource is served from, which decides the formats it speaks.
enum class ApiOrigin {
    BuiltIn,        ///< kube-apiserver's own types: every format
    CustomResource, ///< CRDs: no protobuf
    Aggregated,     ///< an APIService's server: JSON guaranteed, protobuf and CBOR unknown
};

enum class FormatFlag { Json = 1, Yaml = 2, Protobuf = 4, Cbor = 8 };
Q_DECLARE_FLAGS(Formats, FormatFlag)

/// The formats a resource of this origin can be asked for (CBOR assumes the
/// server has CBORServingAndStorage on; a 406 then falls back to JSON).
Formats servedFormats(ApiOrigin origin);

/// The Accept header for a preferred format with fallbacks: the preferred
/// format when the origin serves it, then JSON. For a CRD asked in protobuf
/// this is plain "application/json"; for an aggregated API in protobuf it is
/// "application/vnd.kubernetes.protobuf, application/json".
QByteArray acceptHeader(WireFormat preferred, ApiOrigin origin = ApiOrigin::BuiltIn);

/// The user-facing message for 406 Not Acceptable: which format was refused,
/// what to try instead, and the server's own words when it sent some.
QString notAcceptableMessage(const QByteArray &accept, const QString &serverMessage = {});

} // namespace codecs

Q_DECLARE_OPERATORS_FOR_FLAGS(codecs::Formats)
