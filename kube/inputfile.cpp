#include "kube/inputfile.h"

#include <QCoreApplication>
#include <QIODevice>

#include <algorithm>

namespace mado {

QString inputTooLargeText(const QString &name, qint64 max) {
    return QCoreApplication::translate("mado::InputFile",
                                       "%1 holds more than %2 MiB, more than Mado reads from one file.")
        .arg(name)
        .arg(max >> 20);
}

std::optional<QByteArray> readInputFile(QIODevice &device, const QString &name, QString *error, qint64 max) {
    QByteArray out;
    for (;;) {
        // In steps of 1 MiB: read(n) allocates n up front.
        const QByteArray chunk = device.read(std::min<qint64>(1 << 20, max + 1 - out.size()));
        if (chunk.isEmpty())
            return out; // the end (or a read error, which ends the data too)
        out += chunk;
        if (out.size() > max) {
            *error = inputTooLargeText(name, max);
            return std::nullopt;
        }
    }
}

} // namespace mado
