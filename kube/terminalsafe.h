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

#include <QByteArray>
#include <QByteArrayView>

namespace kube {

/// utf8 with its control characters (but tab and line feed) made visible.
QByteArray terminalSafe(QByteArrayView utf8);

} // namespace kube
