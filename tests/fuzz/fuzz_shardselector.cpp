// Shard selectors (--shard-selector, the watch pane's shard field): parsed
// with the API server's rules. No crash; an error has a message; what
// parses prints a canonical text that parses to the same selector.
#include "fuzz_common.h"
#include "kube/shardselector.h"

#include <QCborMap>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const auto sel = kube::ShardSelector::parse(QString::fromUtf8(fuzz::bytes(data, size)));
    if (!sel.ok()) {
        if (sel.error().message.isEmpty()) {
            std::fprintf(stderr, "shard selector: an error without a message\n");
            std::abort();
        }
        return 0;
    }
    const QString canonical = sel->toString();
    const auto again = kube::ShardSelector::parse(canonical);
    if (!again.ok() || again->toString() != canonical || again->ranges.size() != sel->ranges.size()) {
        std::fprintf(stderr, "shard selector: %s does not read back\n", qPrintable(canonical));
        std::abort();
    }
    (void)sel->matches(QCborMap{{QStringLiteral("metadata"), QCborMap{{QStringLiteral("uid"), canonical}}}});
    return 0;
}
