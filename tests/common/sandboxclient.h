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
/// "sandbox-viewer"); null, with the reason logged, when there is none.
inline std::unique_ptr<kube::Client> sandboxClient(const QString &context = QStringLiteral("sandbox")) {
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
    auto client = kube::Client::create(*ctx);
    if (!client) {
        qWarning("sandbox client: %s", qPrintable(client.error().userMessage()));
        return nullptr;
    }
    return std::move(client).value();
}

} // namespace testcluster
