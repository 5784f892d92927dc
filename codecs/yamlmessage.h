#pragma once

#include <QString>

namespace YAML {
class Exception;
}

namespace codecs {

/// The text of a yaml-cpp exception (a parse error, or a node of the wrong
/// shape) in the user's language: yaml-cpp writes English only. Nesting past
/// yaml-cpp's own depth limit, which it reports as "bad file", reads as
/// nesting too deep. A message yaml-cpp adds in a later version passes through.
QString yamlExceptionText(const YAML::Exception &e);

} // namespace codecs
