#pragma once

#include <QString>

namespace codecs {

/// UTF-8 to QString, every U+FEFF kept. QString::fromUtf8 drops a byte order
/// mark at the start of its input, but in a decoded value (a string, a key)
/// it is part of the text: a file with a BOM kept in a ConfigMap, say.
inline QString textFromUtf8(const char *data, qsizetype size) {
    qsizetype marks = 0;
    while (size - marks >= 3 && data[marks] == '\xef' && data[marks + 1] == '\xbb' &&
           data[marks + 2] == '\xbf')
        marks += 3;
    if (marks == 0)
        return QString::fromUtf8(data, size);
    return QString(marks / 3, QChar(0xfeff)) + QString::fromUtf8(data + marks, size - marks);
}

inline QString textFromUtf8(const QByteArray &bytes) {
    return textFromUtf8(bytes.constData(), bytes.size());
}

} // namespace codecs
