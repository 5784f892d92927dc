#pragma once

// Reading a file a user names (a patch, a manifest, a CEL document or
// snippet, a CA, certificate, key or token file, a watch recording) with a
// bound: a source that never ends (/dev/zero, a pipe left open) or a huge
// file ends in a clear error instead of taking all memory until the system
// kills Mado.

#include <QByteArray>
#include <QString>

#include <optional>

class QIODevice;

namespace mado {

/// The most Mado reads from one such file: far more than the API server
/// takes in one request (3 MiB) or etcd keeps in one object (1.5 MiB).
inline constexpr qint64 kMaxInputFileBytes = 64LL << 20;

/// Reads device (open for reading; a file, a pipe or standard input) to its
/// end, at most max bytes. Past that: nothing, and *error names the file
/// (name) and the bound.
std::optional<QByteArray> readInputFile(QIODevice &device, const QString &name, QString *error,
                                        qint64 max = kMaxInputFileBytes);

/// The message for a file (name) or line that holds more than max bytes.
QString inputTooLargeText(const QString &name, qint64 max = kMaxInputFileBytes);

} // namespace mado
