// libFuzzer: parsing and type checking in the Kubernetes 1.37 environment with
// a few variables; the static cost estimate runs on every checked program.
#include "cel/env.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    static const auto env = [] {
        auto e = cel::Env::kubernetes(37);
        e->addVariable("x", cel::types::int64());
        e->addVariable("s", cel::types::string());
        e->addVariable("l", cel::types::list(cel::types::int64()));
        e->addVariable("m", cel::types::map(cel::types::string(), cel::types::dyn()));
        return e;
    }();
    std::string_view text(reinterpret_cast<const char *>(data), size);
    auto r = env->compile(text);
    // The estimate must not crash or hang; its minimum may exceed its maximum,
    // as cel-go's does for url('') == url('') (an equality costs at least 1
    // on sizes of at most 0), so that is no finding.
    if (r.ok())
        (void)r.program->estimateCost();
    return 0;
}
