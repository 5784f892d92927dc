// Kubeconfig files: no crash, hang or blow-up on any bytes (wrong types,
// anchors and aliases, deep nesting, bad base64); whatever parses resolves
// every context to a value or an error, never a crash.
#include "fuzz_common.h"
#include "kube/kubeconfig.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const auto cfg = kube::Kubeconfig::parse(fuzz::bytes(data, size), QStringLiteral("/fuzz/config"));
    if (!cfg.ok()) {
        if (cfg.error().message.isEmpty()) {
            std::fprintf(stderr, "kubeconfig: an error without a message\n");
            std::abort();
        }
        return 0;
    }
    kube::Kubeconfig merged;
    merged.mergeFrom(*cfg);
    merged.mergeFrom(*cfg);
    (void)merged.resolve();
    for (const QString &name : cfg->contextNames()) {
        const auto resolved = merged.resolve(name);
        if (!resolved.ok() && resolved.error().message.isEmpty()) {
            std::fprintf(stderr, "kubeconfig: resolve error without a message\n");
            std::abort();
        }
    }
    return 0;
}
