#include "kube/terminalsafe.h"

#include <algorithm>

namespace kube {

namespace {

/// C0 controls but tab and line feed. DEL is left: terminals ignore it, and
/// JSON output may hold it raw (JSON escapes only C0).
bool isC0Control(char c) {
    return static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n';
}

/// Whether utf8[i] begins a C1 control character (0xc2, then 0x80..0x9f).
bool isC1Lead(QByteArrayView utf8, qsizetype i) {
    if (static_cast<unsigned char>(utf8[i]) != 0xc2 || i + 1 >= utf8.size())
        return false;
    const auto next = static_cast<unsigned char>(utf8[i + 1]);
    return next >= 0x80 && next < 0xa0;
}

} // namespace

QByteArray terminalSafe(QByteArrayView utf8, ControlSet set) {
    const bool c1 = set == ControlSet::C0C1;
    // Other characters' UTF-8 holds no byte below 0x80, and 0xc2 leads only
    // U+0080..U+00BF, so bytes will do.
    const bool plain = std::none_of(utf8.begin(), utf8.end(), [c1](char c) {
        return isC0Control(c) || (c1 && static_cast<unsigned char>(c) == 0xc2);
    });
    if (plain)
        return utf8.toByteArray();
    static const char hex[] = "0123456789abcdef";
    QByteArray out;
    out.reserve(utf8.size() + 16);
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (c1 && isC1Lead(utf8, i)) {
            const auto code = static_cast<unsigned char>(utf8[++i]); // 0x80..0x9f
            out.append("\\u00").append(hex[code >> 4]).append(hex[code & 15]);
        } else if (!isC0Control(c)) {
            out += c;
        } else if (c == '\r') {
            out += "\\r";
        } else {
            out.append('^').append(char(c + 0x40)); // ESC is "^[", BEL "^G", NUL "^@"
        }
    }
    return out;
}

} // namespace kube
