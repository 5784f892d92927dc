// Patch text as typed in the composer or given to `mado patch -p`: every
// patch type checks any bytes without a crash, and every problem has a
// message and a position inside the text.
#include "fuzz_common.h"
#include "models/patch/patchtext.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray text = fuzz::bytes(data, size);
    const int lines = int(text.count('\n')) + 1;
    for (auto type : {kube::PatchType::Json, kube::PatchType::Merge, kube::PatchType::Strategic,
                      kube::PatchType::Apply}) {
        const auto checked = models::patch::PatchText::check(type, text);
        for (const auto &d : checked.problems) {
            if (d.message.isEmpty() || d.line < 0 || d.line > lines || d.column < 0) {
                std::fprintf(stderr, "patch: bad diagnostic %d:%d %s\n", d.line, d.column,
                             qPrintable(d.message));
                std::abort();
            }
        }
        if (checked.ok() && checked.document.isUndefined()) {
            std::fprintf(stderr, "patch: ok without a document\n");
            std::abort();
        }
    }
    return 0;
}
