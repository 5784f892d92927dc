#pragma once

#include <QtGlobal>

namespace codecs {

/// Bounds every decoder honours, so hostile or broken input ends in an error
/// instead of a crash, a hang or an unbounded allocation.
struct Limits {
    int maxDepth = 100;                            ///< nesting of arrays/maps/messages
    qsizetype maxInputBytes = 512LL << 20;         ///< one body or frame as received
    qsizetype maxDecompressedBytes = 1024LL << 20; ///< after gzip
    qint64 maxNodes = 50'000'000;                  ///< values built (YAML aliases expand)
};

} // namespace codecs
