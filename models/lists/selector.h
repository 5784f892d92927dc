#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

/// Label and field selectors checked before they are sent, with the rules the
/// API server applies (k8s.io/apimachinery labels and fields selector syntax),
/// so a typo gets a translated message naming the problem instead of a 400.
namespace models::selector {

/// One problem in a selector: a translated message and the character offset
/// where it starts.
struct SelectorError {
    QString message;
    int position = 0;
};

/// Checks a label selector: comma-separated requirements `key`, `!key`,
/// `key=value`, `key==value`, `key!=value`, `key in (v1,v2)`,
/// `key notin (v1,v2)`, `key>N`, `key<N`; keys are qualified names (an optional
/// DNS-subdomain prefix and '/', then at most 63 characters of
/// [A-Za-z0-9_.-] beginning and ending alphanumeric), values are empty or
/// names of the same form. Returns nothing when text is valid (empty is valid).
std::optional<SelectorError> checkLabelSelector(const QString &text);

/// Checks a field selector: comma-separated `key=value`, `key==value` or
/// `key!=value` terms, `\` escaping `,`, `=`, `!` and `\` in values; keys are
/// dotted field paths (e.g. metadata.name, status.phase).
std::optional<SelectorError> checkFieldSelector(const QString &text);

/// The translation context of the messages.
class Messages final {
    Q_DECLARE_TR_FUNCTIONS(models::selector::Messages)
};

} // namespace models::selector
