#pragma once
// Shared by the libFuzzer targets: small limits so a hostile input hits them
// quickly, and an abort that libFuzzer reports when a property is broken.

#include "codecs/json.h"
#include "codecs/limits.h"

#include <QByteArray>

#include <cstdio>
#include <cstdlib>

namespace fuzz {

inline codecs::Limits limits() {
    codecs::Limits l;
    l.maxDepth = 64;
    l.maxInputBytes = 1 << 20;
    l.maxDecompressedBytes = 4 << 20;
    l.maxNodes = 200000;
    return l;
}

inline QByteArray bytes(const uint8_t *data, size_t size) {
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// Aborts (a finding) when two documents are not JSON-equal.
inline void expectSame(const QCborValue &a, const QCborValue &b, const char *what) {
    if (codecs::canonical(a) != codecs::canonical(b)) {
        std::fprintf(stderr, "%s: round trip changed the document\n%s\n---\n%s\n", what,
                     codecs::toJson(a, codecs::JsonStyle::Compact).constData(),
                     codecs::toJson(b, codecs::JsonStyle::Compact).constData());
        std::abort();
    }
}

} // namespace fuzz
