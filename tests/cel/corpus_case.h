#pragma once

#include "cel/env.h"
#include "cel/json.h"

#include <memory>
#include <string>

/// One case of the differential corpus format (tests/cel/FORMAT.md) made ready
/// to compile: the environment (Kubernetes version, variables or CRD schema)
/// and the activation. Shared by the differential runner and the benchmark.
namespace celcase {

struct Prepared {
    std::shared_ptr<cel::Env> env;
    cel::Activation activation;
    std::string expr;
    std::string setupError; ///< non-empty when the case cannot be set up
};

Prepared prepare(const cel::json::Node &c);
/// A typed value of FORMAT.md ({"int": "5"}, {"list": [...]}, ...) as an engine value.
cel::Value decodeTyped(const cel::json::Node &n);

} // namespace celcase
