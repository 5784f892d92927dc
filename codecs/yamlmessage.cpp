#include "codecs/yamlmessage.h"

#include <QCoreApplication>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/exceptions.h>

#include <string_view>

namespace codecs {

namespace {

struct Known {
    const char *library; ///< yaml-cpp's text (YAML::ErrorMsg), or its start when it ends in a detail
    const char *source;  ///< Mado's English source, translated in context "codecs"
    bool detail = false; ///< the text goes on with a detail, filled in as %1
};

// yaml-cpp 0.7's parser and node messages (yaml-cpp/exceptions.h). The
// emitter's are left out: Mado writes YAML with its own writer.
constexpr Known kKnown[] = {
    {"YAML directives must have exactly one argument",
     QT_TRANSLATE_NOOP("codecs", "a %YAML directive takes exactly one argument")},
    {"bad YAML version: ", QT_TRANSLATE_NOOP("codecs", "bad YAML version: %1"), true},
    {"YAML major version too large", QT_TRANSLATE_NOOP("codecs", "the YAML major version is too large")},
    {"repeated YAML directive", QT_TRANSLATE_NOOP("codecs", "the %YAML directive is repeated")},
    {"TAG directives must have exactly two arguments",
     QT_TRANSLATE_NOOP("codecs", "a %TAG directive takes exactly two arguments")},
    {"repeated TAG directive", QT_TRANSLATE_NOOP("codecs", "the %TAG directive is repeated")},
    {"illegal character found while scanning tag handle",
     QT_TRANSLATE_NOOP("codecs", "an illegal character in a tag handle")},
    {"tag handle with no suffix", QT_TRANSLATE_NOOP("codecs", "a tag handle without a suffix")},
    {"end of verbatim tag not found",
     QT_TRANSLATE_NOOP("codecs", "a verbatim tag (!<...>) without its closing '>'")},
    {"end of map not found", QT_TRANSLATE_NOOP("codecs", "the end of a mapping was not found")},
    {"end of map flow not found", QT_TRANSLATE_NOOP("codecs", "a flow mapping '{' without its closing '}'")},
    {"end of sequence not found", QT_TRANSLATE_NOOP("codecs", "the end of a sequence was not found")},
    {"end of sequence flow not found",
     QT_TRANSLATE_NOOP("codecs", "a flow sequence '[' without its closing ']'")},
    {"cannot assign multiple tags to the same node", QT_TRANSLATE_NOOP("codecs", "one node has two tags")},
    {"cannot assign multiple anchors to the same node",
     QT_TRANSLATE_NOOP("codecs", "one node has two anchors")},
    {"cannot assign multiple aliases to the same node",
     QT_TRANSLATE_NOOP("codecs", "one node has two aliases")},
    {"aliases can't have any content, *including* tags",
     QT_TRANSLATE_NOOP("codecs", "an alias (*name) cannot have content of its own, not even a tag")},
    {"bad character found while scanning hex number",
     QT_TRANSLATE_NOOP("codecs", "a character that is not a hexadecimal digit in an escape sequence")},
    {"invalid unicode: ", QT_TRANSLATE_NOOP("codecs", "not a Unicode code point: %1"), true},
    {"unknown escape character: ", QT_TRANSLATE_NOOP("codecs", "unknown escape character: %1"), true},
    {"unknown token", QT_TRANSLATE_NOOP("codecs", "unknown token")},
    {"illegal document indicator in scalar",
     QT_TRANSLATE_NOOP("codecs", "a document marker (--- or ...) inside a quoted scalar")},
    {"illegal EOF in scalar", QT_TRANSLATE_NOOP("codecs", "the input ends inside a quoted scalar")},
    {"illegal character in scalar", QT_TRANSLATE_NOOP("codecs", "an illegal character in a scalar")},
    {"illegal tab when looking for indentation",
     QT_TRANSLATE_NOOP("codecs", "a tab in the indentation (YAML indents with spaces)")},
    {"illegal flow end", QT_TRANSLATE_NOOP("codecs", "a closing ']' or '}' without its opening one")},
    {"illegal block entry", QT_TRANSLATE_NOOP("codecs", "a sequence entry (\"- \") where none can be")},
    {"illegal map key", QT_TRANSLATE_NOOP("codecs", "a mapping key (\"? \") where none can be")},
    {"illegal map value", QT_TRANSLATE_NOOP("codecs", "a mapping value (\": \") where none can be")},
    {"alias not found after *", QT_TRANSLATE_NOOP("codecs", "no alias name after '*'")},
    {"anchor not found after &", QT_TRANSLATE_NOOP("codecs", "no anchor name after '&'")},
    {"illegal character found while scanning alias",
     QT_TRANSLATE_NOOP("codecs", "an illegal character in an alias")},
    {"illegal character found while scanning anchor",
     QT_TRANSLATE_NOOP("codecs", "an illegal character in an anchor")},
    {"cannot set zero indentation for a block scalar",
     QT_TRANSLATE_NOOP("codecs", "a block scalar cannot have an indentation of zero")},
    {"unexpected character in block scalar",
     QT_TRANSLATE_NOOP("codecs", "an unexpected character in the header of a block scalar")},
    {"cannot assign the same alias to multiple nodes",
     QT_TRANSLATE_NOOP("codecs", "the same alias is given to several nodes")},
    {"the referenced anchor is not defined",
     QT_TRANSLATE_NOOP("codecs", "an alias names an anchor that is not defined")},
    {"invalid node; first invalid key: ",
     QT_TRANSLATE_NOOP("codecs", "a node that does not exist (the first missing key: %1)"), true},
    {"invalid node", QT_TRANSLATE_NOOP("codecs", "a node that does not exist")},
    {"invalid scalar", QT_TRANSLATE_NOOP("codecs", "invalid scalar")},
    {"key not found: ", QT_TRANSLATE_NOOP("codecs", "key not found: %1"), true},
    {"key not found", QT_TRANSLATE_NOOP("codecs", "key not found")},
    {"bad conversion", QT_TRANSLATE_NOOP("codecs", "a value of the wrong type")},
    {"bad dereference", QT_TRANSLATE_NOOP("codecs", "a node that does not exist")},
    {"operator[] call on a scalar",
     QT_TRANSLATE_NOOP("codecs", "a single value where a mapping is expected")},
    {"appending to a non-sequence", QT_TRANSLATE_NOOP("codecs", "a value where a list is expected")},
    {"inserting in a non-convertible-to-map",
     QT_TRANSLATE_NOOP("codecs", "a value where a mapping is expected")},
    {"invalid anchor", QT_TRANSLATE_NOOP("codecs", "invalid anchor")},
    {"invalid alias", QT_TRANSLATE_NOOP("codecs", "invalid alias")},
    {"invalid tag", QT_TRANSLATE_NOOP("codecs", "invalid tag")},
};

} // namespace

QString yamlExceptionText(const YAML::Exception &e) {
    if (const auto *deep = dynamic_cast<const YAML::DeepRecursion *>(&e)) {
        // yaml-cpp stops at its depth limit with the text "bad file".
        return QCoreApplication::translate("codecs", "nested deeper than %1 levels").arg(deep->depth() - 1);
    }
    const std::string_view msg = e.msg;
    for (const Known &k : kKnown) {
        const std::string_view lib = k.library;
        const bool starts = msg.substr(0, lib.size()) == lib;
        // Some texts go on with an explanation ("invalid node; ...") or a key ("... (key: ...)").
        const bool whole =
            starts && (msg.size() == lib.size() || msg[lib.size()] == ';' || msg[lib.size()] == ' ');
        if (k.detail ? starts : whole) {
            const QString text = QCoreApplication::translate("codecs", k.source);
            if (!k.detail)
                return text;
            return text.arg(QString::fromUtf8(msg.data() + lib.size(), qsizetype(msg.size() - lib.size())));
        }
    }
    return QString::fromStdString(e.msg);
}

} // namespace codecs
