#pragma once

#include "models/objectfetch.h"

#include <QSet>
#include <QString>

namespace views {

/// What a wire format's pane shows: the text, and the same with a Secret's
/// values masked (equal to text for other kinds).
struct FormatText {
    QString text;
    QString maskedText;
};

/// Renders a Ready format view from its bytes as the object viewer shows it:
/// JSON indented, YAML as sent, CBOR in diagnostic notation, protobuf as its
/// envelope, decoded metadata and a field dump of raw. Runs on any thread.
/// The keys of a Secret's data in revealed stay readable in maskedText (JSON,
/// YAML and CBOR; the protobuf field dump masks every value).
FormatText formatText(const models::FormatView &view, const QSet<QString> &revealed = {});

} // namespace views
