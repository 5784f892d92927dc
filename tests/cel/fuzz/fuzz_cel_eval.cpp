// libFuzzer: evaluation under the per-call cost limit must terminate without
// crashing; the reported cost never exceeds the limit by more than one step's
// charge, and errors are values.
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
    static const cel::Activation act = [] {
        cel::Activation a;
        a.vars["x"] = cel::Value(std::int64_t(7));
        a.vars["s"] = cel::Value::string("hello, world");
        cel::List l;
        for (int i = 0; i < 50; ++i)
            l.push_back(cel::Value(std::int64_t(i)));
        a.vars["l"] = cel::Value::list(std::move(l));
        auto m = std::make_shared<cel::Map>();
        m->insert(cel::Value::string("a"), cel::Value(std::int64_t(1)));
        m->insert(cel::Value::string("b"), cel::Value::string("two"));
        a.vars["m"] = cel::Value::map(m);
        return a;
    }();
    std::string_view text(reinterpret_cast<const char *>(data), size);
    auto r = env->compile(text);
    if (!r.ok())
        return 0;
    constexpr std::uint64_t limit = 100000;
    auto res = r.program->evaluate(act, limit);
    if (res.cost > limit && !(res.value.isError() && res.value.asError().costLimit))
        __builtin_trap();
    return 0;
}
