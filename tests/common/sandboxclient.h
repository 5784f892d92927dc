#pragma once

// A client for the test sandbox (the kubeconfig the ctest fixture wrote, named
// by MADO_TEST_KUBECONFIG), for integration tests' initTestCase:
//
//     m_client = testcluster::sandboxClient();
//     QVERIFY(m_client);

#include "kube/client.h"
#include "kube/kubeconfig.h"

#include <QtGlobal>

#include <memory>

namespace testcluster {

/// A client for context of the sandbox's kubeconfig ("sandbox", "sandbox-token",
/// "sandbox-viewer"); null, with the reason logged, when there is none. server,
/// when given, replaces the cluster's URL (a test proxy in front of the sandbox).
inline std::unique_ptr<kube::Client> sandboxClient(const QString &context = QStringLiteral("sandbox"),
                                                   const QString &server = {}) {
    auto cfg = kube::Kubeconfig::load({qEnvironmentVariable("MADO_TEST_KUBECONFIG")}, true);
    if (!cfg) {
        qWarning("sandbox kubeconfig: %s", qPrintable(cfg.error().message));
        return nullptr;
    }
    auto ctx = cfg->resolve(context);
    if (!ctx) {
        qWarning("sandbox context %s: %s", qPrintable(context), qPrintable(ctx.error().message));
        return nullptr;
    }
    kube::ResolvedContext resolved = *ctx;
    if (!server.isEmpty())
        resolved.cluster.server = server;
    auto client = kube::Client::create(resolved);
    if (!client) {
        qWarning("sandbox client: %s", qPrintable(client.error().userMessage()));
        return nullptr;
    }
    return std::move(client).value();
}

/// The sandbox's server URL, as its kubeconfig names it (upstream of a test
/// proxy, whose TLS uses the sandbox's pki: $MADO_TEST_SANDBOX_DIR/pki).
inline QString sandboxServer() {
    const auto cfg = kube::Kubeconfig::load({qEnvironmentVariable("MADO_TEST_KUBECONFIG")}, true);
    if (!cfg)
        return {};
    const auto ctx = cfg->resolve(QStringLiteral("sandbox"));
    return ctx ? ctx->cluster.server : QString();
}

} // namespace testcluster
