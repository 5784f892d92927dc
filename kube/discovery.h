#pragma once

#include "codecs/result.h"
#include "kube/apierror.h"
#include "kube/catalog.h"
#include "kube/handle.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>

#include <vector>

namespace kube {

class Client;
class Call;

/// What a discovery should do.
struct DiscoveryRequest {
    /// Skip aggregated discovery and walk /api + /apis/GROUP/VERSION (for
    /// servers without aggregated discovery, and tests).
    bool legacyOnly = false;
};

/// Fetches the catalog (the handle shape of kube/handle.h): aggregated
/// discovery on /api and /apis, falling back to the legacy /api +
/// /apis/GROUP/VERSION walk when the server lacks it. Never blocks.
class Discovery final : public Task<Catalog> {
    Q_OBJECT

public:
    /// Starts a discovery; finished() follows. The handle is a child of client.
    static Discovery *start(Client *client, const DiscoveryRequest &request = {});
    ~Discovery() override;

    /// Stops every request; finished() follows with a Canceled error.
    void cancel() override;
    /// True when the catalog came from aggregated discovery (valid after finished()).
    bool usedAggregated() const { return m_aggregated; }

private:
    explicit Discovery(Client *client);
    void startAggregated();
    void startLegacy();
    Call *send(const QString &path, const QByteArray &accept = "application/json");
    void legacyGroupVersion(const QString &group, const QString &version);
    void callDone();
    /// Parses a legacy call's JSON document off the GUI thread and hands it
    /// to use, unless the call failed (then fail()) or the discovery ended.
    void withDocument(Call *call, std::function<void(const QCborValue &)> use);
    void fail(const ApiError &error);
    void fail(const mado::Error &decodeError);

    Client *m_client;
    Catalog m_pending;
    std::vector<HandlePtr<Call>> m_calls;
    int m_outstanding = 0;
    bool m_aggregated = false;
};

} // namespace kube
