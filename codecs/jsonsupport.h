#pragma once
// Internal to codecs/: shared by the JSON, list and watch decoders.

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QCborValue>

#include <simdjson.h>

namespace codecs {

/// A map key as JSON text (Kubernetes' CBOR sends keys as byte strings).
QString jsonKeyText(const QCborValue &key);

/// parseJson with a caller-owned parser (the fuzz targets and benches reuse one).
mado::Result<QCborValue> parseJsonWith(simdjson::dom::parser &parser, const QByteArray &bytes,
                                       const Limits &limits);

} // namespace codecs
