// libFuzzer: the CEL lexer, parser and macro expansion must never crash or
// hang, whatever the input.
#include "cel/parser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char *>(data), size);
    auto r = cel::parse(text);
    if (r.ok() && !r.parsed.expr)
        __builtin_trap();
    return 0;
}
