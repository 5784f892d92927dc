#pragma once

#include <QByteArray>

namespace codecs {

/// A finite double as number text (JSON and YAML) that reads back as the same
/// double: an integral value below 1e15 as an integer, anything else in its
/// shortest form, with an exponent where that form would read back as an
/// integer (111111111111111100 is an int64 to a reader; 1.111111111111111e+17
/// is the double).
QByteArray doubleText(double d);

} // namespace codecs
