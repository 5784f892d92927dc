// cel.@block of cel-go's bindings extension (version 1): a list of slot
// expressions and a result expression that refers to them as @index0,
// @index1, ... The checker gives each slot the type of its expression and the
// interpreter evaluates a slot lazily, once, when it is first referenced.
#include "cel/library.h"

namespace cel::lib {

void addBlockExt(Env &env) {
    Builder b(env);
    const TypeP T = types::param("T");
    b.global("cel.@block", "cel_block_list", {types::list(types::dyn()), T}, T,
             [](const Value *a, std::size_t) { return a[1]; });
}

} // namespace cel::lib
