#pragma once

#include <QString>

class QFileDevice;

namespace mado {

/// Why an operation on a file failed, in the user's language. Qt translates
/// a few system errors itself (no such file, permission denied, disk full);
/// the others come from the C library in English (a symlink loop, a name too
/// long, a read-only file system): those are said in Mado's words.
QString fileErrorText(const QFileDevice &file);

/// The same for an error text Qt took from the C library (strerror).
QString systemErrorText(const QString &text);

} // namespace mado
