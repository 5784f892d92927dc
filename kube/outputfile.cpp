#include "kube/outputfile.h"

#include <QFileInfo>

namespace mado {

OutputFile::OutputFile(const QString &path)
    : m_save(path)
    , m_file(path) {
    const QFileInfo info(path); // follows symbolic links: /dev/stdout is a pipe or a terminal
    m_direct = info.exists() && !info.isFile();
}

bool OutputFile::open() {
    return m_direct ? m_file.open(QIODevice::WriteOnly) : m_save.open(QIODevice::WriteOnly);
}

QFileDevice &OutputFile::device() {
    if (m_direct)
        return m_file;
    return m_save;
}

bool OutputFile::commit() {
    if (!m_direct)
        return m_save.commit();
    const bool flushed = m_file.error() == QFileDevice::NoError && m_file.flush();
    m_file.close();
    return flushed && m_file.error() == QFileDevice::NoError;
}

} // namespace mado
