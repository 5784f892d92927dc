// Label and field selectors as typed in the list filter and `mado get -l`:
// no crash on any text, and an error always names a position inside it.
#include "fuzz_common.h"
#include "models/lists/selector.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QString text = QString::fromUtf8(fuzz::bytes(data, size));
    for (const auto &err :
         {models::selector::checkLabelSelector(text), models::selector::checkFieldSelector(text)}) {
        if (err && (err->message.isEmpty() || err->position < 0 || err->position > text.size())) {
            std::fprintf(stderr, "selector: bad error (position %d of %d): %s\n", err->position,
                         int(text.size()), qPrintable(err->message));
            std::abort();
        }
    }
    return 0;
}
