#include "kube/terminalsafe.h"

#include <algorithm>

namespace kube {

namespace {

/// C0 controls but tab and line feed. DEL is left: terminals ignore it, and
/// JSON output may hold it raw (JSON escapes only C0).
bool isControl(char c) {
    return static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n';
}

} // namespace

QByteArray terminalSafe(QByteArrayView utf8) {
    // UTF-8 sequences of other characters hold no byte below 0x80, so bytes will do.
    if (std::none_of(utf8.begin(), utf8.end(), isControl))
        return utf8.toByteArray();
    QByteArray out;
    out.reserve(utf8.size() + 16);
    for (const char c : utf8) {
        if (!isControl(c))
            out += c;
        else if (c == '\r')
            out += "\\r";
        else
            out.append('^').append(char(c + 0x40)); // ESC is "^[", BEL "^G", NUL "^@"
    }
    return out;
}

} // namespace kube
