#pragma once
// The binding between Mado's documents and the CEL engine's values, shared by
// `mado cel eval` and the CEL playground.
#include "cel/json.h"
#include "cel/value.h"

#include <QCborValue>

#include <string>

namespace models::celbinding {

// A YAML/JSON document (QCborValue from codecs) as the engine's JSON tree;
// integers stay integers, doubles keep their CEL text form.
cel::json::NodeP toNode(const QCborValue &v);

// Plain JSON data (a variable without a schema) as a CEL value.
cel::Value toValue(const cel::json::Node &n);

// A result value as plain JSON (bytes base64, durations and timestamps as
// their CEL strings, errors as null), the `-o json` form of `mado cel eval`.
std::string valueJson(const cel::Value &v);

} // namespace models::celbinding
