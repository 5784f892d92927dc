#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>

namespace codecs {

/// True when bytes start with the gzip magic (1f 8b).
bool isGzip(const QByteArray &bytes);

/// Inflates a gzip member (several concatenated members too). The output is
/// capped by limits.maxDecompressedBytes; truncated or corrupt input is an error.
mado::Result<QByteArray> gunzip(const QByteArray &bytes, const Limits &limits = {});

/// Compresses bytes as gzip (for requests and tests).
QByteArray gzip(const QByteArray &bytes, int level = 6);

} // namespace codecs
