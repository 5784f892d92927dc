#pragma once
// "Run over live objects": a CRD validation rule (and its messageExpression
// when it fails) run over every live object of a CRD version, or a random
// sample of N, as an update that changes nothing would run it (oldSelf is the
// same object). The list is read in pages; parsing and evaluation run on the
// thread pool, one page at a time; progress, cancel. The outcome: each
// object's verdict, the chosen rule's runtime cost and the cost of all the
// version's rules against the per-call budget of 10,000,000, and the cost
// distribution. The handle shape of kube/handle.h.
#include "kube/continuetokens.h"
#include "kube/handle.h"
#include "models/cel/crdrules.h"

#include <QStringList>

#include <atomic>
#include <memory>

namespace kube {
class Client;
class Call;
} // namespace kube

namespace models::celplay {

/// What to run.
struct LiveRunRequest {
    CrdDefinition crd;
    QString version;
    QString nodePath;  ///< the chosen rule's node
    int ruleIndex = 0; ///< its index among the node's rules
    /// The chosen rule as edited (replaces the stored one at ruleIndex, or
    /// is added when ruleIndex is the node's rule count).
    CrdRule rule;
    int sample = 0;     ///< 0: every object; N: a uniform random sample of N
    quint32 seed = 0;   ///< of the sample (0: a random seed)
    int pageSize = 500; ///< list page size (limit)
    int serverMinor = 37;
    ::cel::RuleAge ruleAge = ::cel::RuleAge::Stored;
};

/// One object's outcome.
struct LiveObject {
    QString namespace_;
    QString name;
    bool failed = false;         ///< the chosen rule failed at some instance
    QString message;             ///< its first failure: "path: detail"
    int instances = 0;           ///< values of self the rule ran on
    QString costliest;           ///< the instance path whose run cost most
    std::uint64_t ruleCost = 0;  ///< the chosen rule's runtime cost (with messageExpression)
    std::uint64_t totalCost = 0; ///< every rule of the version: the per-call budget's use
    bool budgetExceeded = false; ///< the write would be rejected for cost
};

/// Cost figures of a set of objects.
struct CostStats {
    int count = 0;
    std::uint64_t min = 0, median = 0, p90 = 0, max = 0;
    /// Equal-width buckets from min to max (at most `bins`); bucket i holds
    /// costs in [edges[i], edges[i+1]) (the last one includes max).
    std::vector<std::uint64_t> edges;
    std::vector<int> counts;
};

/// The distribution of costs (nearest-rank percentiles: median is the
/// ceil(0.5·n)-th smallest, p90 the ceil(0.9·n)-th).
CostStats costStats(std::vector<std::uint64_t> costs, int bins = 10);

/// The whole outcome.
struct LiveRunResult {
    int listed = 0; ///< objects the list returned
    std::vector<LiveObject> objects;
    CostStats ruleCost;  ///< of the chosen rule
    CostStats totalCost; ///< of all rules per object
    int failed = 0;
    QStringList compileErrors; ///< rules of the version that do not compile ("node: rule: error")
};

/// The version with the chosen rule as edited (see LiveRunRequest::rule).
CrdVersion withRule(const CrdVersion &version, const QString &nodePath, int index, const CrdRule &rule);

class LiveRun final : public kube::Task<LiveRunResult> {
    Q_OBJECT
public:
    /// Starts listing through client (the handle is its child).
    static LiveRun *start(kube::Client *client, const LiveRunRequest &request);
    void cancel() override;
    /// What has been evaluated so far (also after a cancel).
    const LiveRunResult &partial() const { return m_result; }

signals:
    /// listed: objects read so far; evaluated: objects run so far; total:
    /// objects to run (-1 while the list is still being read).
    void progress(int listed, int evaluated, int total);

private:
    using Task::Task;
    void fetchPage();
    void pageArrived(const QByteArray &body);
    void evaluateSample();
    void complete();

    struct Shared;
    kube::Client *m_client = nullptr;
    LiveRunRequest m_request;
    std::shared_ptr<Shared> m_shared;
    QPointer<kube::Call> m_call;
    QString m_continue;
    kube::ContinueTokens m_followed; ///< the continue tokens this run has asked for
    LiveRunResult m_result;
    bool m_busy = false;
};

/// Context-free translations of this unit.
class LiveRunText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::LiveRunText)
};

} // namespace models::celplay
