#include "codecs/fileerror.h"

#include <QCoreApplication>
#include <QFileDevice>

#include <cerrno>
#include <cstring>

namespace mado {

namespace {

struct Known {
    int code;
    const char *source; ///< translated in context "codecs"
};

constexpr Known kKnown[] = {
    {ELOOP, QT_TRANSLATE_NOOP("codecs", "Too many levels of symbolic links (a symbolic link loop?)")},
    {ENAMETOOLONG, QT_TRANSLATE_NOOP("codecs", "The file name is too long")},
    {ENOTDIR, QT_TRANSLATE_NOOP("codecs", "A part of the path is not a directory")},
    {EISDIR, QT_TRANSLATE_NOOP("codecs", "It is a directory")},
    {EIO, QT_TRANSLATE_NOOP("codecs", "Input/output error")},
    {EROFS, QT_TRANSLATE_NOOP("codecs", "The file system is read-only")},
    {ETXTBSY, QT_TRANSLATE_NOOP("codecs", "The file is a program that is running")},
    {EFBIG, QT_TRANSLATE_NOOP("codecs", "The file is too large")},
    {ENXIO, QT_TRANSLATE_NOOP("codecs", "No such device or address")},
    {ENODEV, QT_TRANSLATE_NOOP("codecs", "No such device")},
    {EPERM, QT_TRANSLATE_NOOP("codecs", "Operation not permitted")},
    {EBUSY, QT_TRANSLATE_NOOP("codecs", "The device or resource is busy")},
    {EDQUOT, QT_TRANSLATE_NOOP("codecs", "The disk quota is exceeded")},
    {ESTALE, QT_TRANSLATE_NOOP("codecs", "Stale file handle (the file was removed on the file server)")},
    {EXDEV, QT_TRANSLATE_NOOP("codecs", "The file cannot be moved to another file system")},
    {EEXIST, QT_TRANSLATE_NOOP("codecs", "The file exists")},
    {ENFILE, QT_TRANSLATE_NOOP("codecs", "Too many open files in the system")},
    {ENOMEM, QT_TRANSLATE_NOOP("codecs", "Not enough memory")},
    {EINVAL, QT_TRANSLATE_NOOP("codecs", "Invalid argument")},
    {ENOEXEC, QT_TRANSLATE_NOOP("codecs", "The file is not a program this system can run")},
};

} // namespace

QString systemErrorText(const QString &text) {
    for (const Known &k : kKnown) {
        // The C library's text for the code, in the process's locale, as Qt took it.
        if (text == QString::fromLocal8Bit(std::strerror(k.code)))
            return QCoreApplication::translate("codecs", k.source);
    }
    return text;
}

QString fileErrorText(const QFileDevice &file) {
    return systemErrorText(file.errorString());
}

} // namespace mado
