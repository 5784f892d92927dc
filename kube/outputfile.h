#pragma once

// Writing a file a user names (a watch recording, exported rows, a CEL
// snippet). A regular file, or a new one, is written atomically: into a
// temporary file renamed over it on commit (QSaveFile), so a crash keeps
// the old file whole. Anything else that exists (a device such as
// /dev/null or /dev/stdout, a pipe) is written into, as a shell's
// redirection would: QSaveFile would rename its temporary file over it,
// and Mado run as root once replaced /dev/full with a regular file.

#include <QFile>
#include <QSaveFile>
#include <QString>

namespace mado {

class OutputFile {
public:
    explicit OutputFile(const QString &path);

    /// Opens for writing; false (see device() for the error) when it cannot.
    bool open();
    /// The file to write to, and to ask for the error (mado::fileErrorText).
    QFileDevice &device();
    /// Ends the writing: renames the temporary file over the target, or
    /// flushes into the device; false when anything written was lost.
    bool commit();

private:
    bool m_direct = false;
    QSaveFile m_save;
    QFile m_file;
};

} // namespace mado
