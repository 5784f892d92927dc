#pragma once

// Text from a server or a file, printed to a terminal, must not drive it: an
// event message, a Status message or an OpenAPI description may hold escape
// sequences that set the window title, hide or rewrite what was printed, or
// (OSC 52) write to the clipboard. kubectl's printers escape ESC as "^[" and
// CR as "\r" (cli-runtime's EscapeTerminal, in describe); Mado does so for
// everything it prints, and shows the other C0 control characters in caret
// notation too ("^G" for BEL). Tab and line feed stay, and so does DEL,
// which terminals ignore. The machine formats never hold a raw C0 control
// character (JSON and YAML escape them), so they pass unchanged.
//
// The C1 control characters U+0080..U+009F are controls too: terminals built
// on VTE (GNOME Terminal among them) obey them encoded in UTF-8, U+009B as
// CSI and U+009D as OSC, so "\u009b2J" clears the screen as "ESC [2J" does.
// JSON leaves them raw in strings (kubectl's -o json too), and so does a plain
// YAML scalar of Mado's. On a terminal they are shown as the JSON escape
// "\u009b", which is the same string in JSON output; written to a file or a
// pipe they stay as they are, since there they are data.

#include <QByteArray>
#include <QByteArrayView>

namespace kube {

/// Which control characters terminalSafe() makes visible.
enum class ControlSet {
    C0,   ///< U+0000..U+001F but tab and line feed: for a file or a pipe
    C0C1, ///< those and U+0080..U+009F: for a terminal
};

/// utf8 with its control characters of set made visible.
QByteArray terminalSafe(QByteArrayView utf8, ControlSet set = ControlSet::C0C1);

} // namespace kube
