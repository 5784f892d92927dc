#include "models/cel/liverun.h"

#include "kube/client.h"

#include <QPointer>
#include <QRandomGenerator>
#include <QThreadPool>
#include <QUrlQuery>

#include <algorithm>
#include <cmath>

namespace models::celplay {

namespace {

using ::cel::json::Node;
using ::cel::json::NodeP;

QString metaString(const Node &object, const char *key) {
    const Node *meta = object.get("metadata");
    const Node *v = meta ? meta->get(key) : nullptr;
    return v && v->kind == Node::Kind::String ? QString::fromStdString(v->str) : QString();
}

LiveObject evaluateOne(const CompiledRuleSet &set, const QString &nodePath, int index, const NodeP &object,
                       const std::atomic<bool> *interrupt) {
    LiveObject o;
    o.namespace_ = metaString(*object, "namespace");
    o.name = metaString(*object, "name");
    // An update that changes nothing: oldSelf is the same object, so
    // transition rules run too (the cost that applies to every write).
    const ObjectRun run = runObject(set, nodePath, index, object, object, interrupt);
    o.failed = run.chosenFailed;
    o.message = run.chosenMessage;
    o.instances = int(run.chosen.size());
    o.ruleCost = run.chosenCost;
    o.totalCost = run.totalCost;
    o.budgetExceeded = run.budgetExceeded;
    std::uint64_t most = 0;
    for (const RuleRun &r : run.chosen)
        if (o.costliest.isEmpty() || r.cost + r.messageCost > most) {
            most = r.cost + r.messageCost;
            o.costliest = r.path;
        }
    return o;
}

} // namespace

struct LiveRun::Shared {
    CompiledRuleSet set;
    std::atomic<bool> interrupt{false};
    // The sample (reservoir sampling over the pages, one page at a time).
    std::vector<NodeP> reservoir;
    qint64 seen = 0;
    QRandomGenerator rng;
};

CostStats costStats(std::vector<std::uint64_t> costs, int bins) {
    CostStats s;
    s.count = int(costs.size());
    if (costs.empty())
        return s;
    std::sort(costs.begin(), costs.end());
    auto rank = [&](double p) {
        const auto k = std::size_t(std::ceil(p * double(costs.size())));
        return costs[std::clamp<std::size_t>(k, 1, costs.size()) - 1];
    };
    s.min = costs.front();
    s.max = costs.back();
    s.median = rank(0.5);
    s.p90 = rank(0.9);
    const std::uint64_t span = s.max - s.min;
    const int n = span == 0 ? 1 : int(std::min<std::uint64_t>(std::uint64_t(std::max(1, bins)), span + 1));
    const std::uint64_t width = span == 0 ? 1 : (span + std::uint64_t(n)) / std::uint64_t(n);
    for (int i = 0; i <= n; ++i)
        s.edges.push_back(i == n ? s.max + 1 : s.min + width * std::uint64_t(i));
    s.counts.assign(std::size_t(n), 0);
    for (std::uint64_t c : costs)
        ++s.counts[std::min<std::size_t>(std::size_t((c - s.min) / width), std::size_t(n - 1))];
    return s;
}

CrdVersion withRule(const CrdVersion &version, const QString &nodePath, int index, const CrdRule &rule) {
    CrdVersion v = version;
    for (auto &node : v.nodes) {
        if (node.path != nodePath)
            continue;
        if (index >= 0 && index < int(node.rules.size()))
            node.rules[std::size_t(index)] = rule;
        else
            node.rules.push_back(rule);
    }
    return v;
}

LiveRun *LiveRun::start(kube::Client *client, const LiveRunRequest &request) {
    auto *run = new LiveRun(client);
    run->m_client = client;
    run->m_request = request;
    const CrdVersion *version = request.crd.version(request.version);
    if (!version || !version->node(request.nodePath)) {
        kube::ApiError e;
        e.kind = kube::ApiError::Kind::Config;
        e.message = LiveRunText::tr("The CustomResourceDefinition %1 has no version %2 with the node %3.")
                        .arg(request.crd.name, request.version, request.nodePath);
        run->finishLater(e);
        return run;
    }
    run->m_shared = std::make_shared<Shared>();
    run->m_shared->set = compileRules(withRule(*version, request.nodePath, request.ruleIndex, request.rule),
                                      request.serverMinor, request.ruleAge);
    for (const CompiledRule &r : run->m_shared->set.rules) {
        if (!r.ruleErrors.empty())
            run->m_result.compileErrors
                << QStringLiteral("%1: %2: %3")
                       .arg(r.nodePath.isEmpty() ? QStringLiteral("self") : r.nodePath, r.rule.rule,
                            r.ruleErrors.front().message);
        if (!r.messageErrors.empty())
            run->m_result.compileErrors
                << QStringLiteral("%1: %2: %3")
                       .arg(r.nodePath.isEmpty() ? QStringLiteral("self") : r.nodePath,
                            r.rule.messageExpression, r.messageErrors.front().message);
    }
    run->m_shared->rng = request.seed ? QRandomGenerator(request.seed) : QRandomGenerator::securelySeeded();
    run->fetchPage();
    return run;
}

void LiveRun::cancel() {
    if (isFinished())
        return;
    if (m_shared)
        m_shared->interrupt.store(true);
    if (m_call)
        m_call->abandon();
    kube::ApiError e;
    e.kind = kube::ApiError::Kind::Canceled;
    e.message = LiveRunText::tr("The run over live objects was canceled.");
    finish(e);
}

void LiveRun::fetchPage() {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("limit"), QString::number(std::max(1, m_request.pageSize)));
    if (!m_continue.isEmpty())
        q.addQueryItem(QStringLiteral("continue"), m_continue);
    m_call = m_client->get(m_request.crd.collectionPath(m_request.version), q);
    connect(m_call, &kube::Call::finished, this, [this, call = m_call] {
        call->deleteLater();
        if (isFinished())
            return;
        const auto &r = call->result();
        if (!r)
            return finish(r.error());
        pageArrived(r->body);
    });
}

void LiveRun::pageArrived(const QByteArray &body) {
    QPointer<LiveRun> self(this);
    auto shared = m_shared;
    const LiveRunRequest req = m_request;
    m_busy = true;
    QThreadPool::globalInstance()->start([self, shared, req, body] {
        struct Page {
            QString error;
            QString next;
            int listed = 0;
            std::vector<LiveObject> objects;
        } page;
        auto doc = ::cel::json::parse(std::string_view(body.constData(), std::size_t(body.size())));
        if (!doc.ok()) {
            page.error =
                LiveRunText::tr("The list answer is not JSON: %1").arg(QString::fromStdString(doc.error()));
        } else {
            const Node &list = **doc;
            if (const Node *meta = list.get("metadata"))
                if (const Node *c = meta->get("continue"); c && c->kind == Node::Kind::String)
                    page.next = QString::fromStdString(c->str);
            if (const Node *items = list.get("items"); items && items->kind == Node::Kind::Array) {
                page.listed = int(items->items.size());
                for (const NodeP &item : items->items) {
                    if (!item || shared->interrupt.load())
                        break;
                    if (req.sample > 0) {
                        ++shared->seen;
                        if (qint64(shared->reservoir.size()) < req.sample)
                            shared->reservoir.push_back(item);
                        else if (const qint64 j = qint64(shared->rng.bounded(quint64(shared->seen)));
                                 j < req.sample)
                            shared->reservoir[std::size_t(j)] = item;
                    } else {
                        page.objects.push_back(
                            evaluateOne(shared->set, req.nodePath, req.ruleIndex, item, &shared->interrupt));
                    }
                }
            }
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, page = std::move(page)]() mutable {
                if (!self || self->isFinished())
                    return;
                self->m_busy = false;
                if (!page.error.isEmpty()) {
                    kube::ApiError e;
                    e.kind = kube::ApiError::Kind::Decode;
                    e.message = page.error;
                    return self->finish(e);
                }
                self->m_result.listed += page.listed;
                for (auto &o : page.objects)
                    self->m_result.objects.push_back(std::move(o));
                emit self->progress(self->m_result.listed, int(self->m_result.objects.size()),
                                    page.next.isEmpty() && self->m_request.sample == 0 ? self->m_result.listed
                                                                                       : -1);
                self->m_continue = page.next;
                if (!page.next.isEmpty()) {
                    if (!self->m_followed.follow(page.next))
                        return self->finish(kube::ContinueTokens::repeatedError());
                    return self->fetchPage();
                }
                if (self->m_request.sample > 0)
                    return self->evaluateSample();
                self->complete();
            },
            Qt::QueuedConnection);
    });
}

void LiveRun::evaluateSample() {
    QPointer<LiveRun> self(this);
    auto shared = m_shared;
    const LiveRunRequest req = m_request;
    const int total = int(shared->reservoir.size());
    emit progress(m_result.listed, 0, total);
    QThreadPool::globalInstance()->start([self, shared, req, total] {
        std::vector<LiveObject> objects;
        for (const NodeP &item : shared->reservoir) {
            if (shared->interrupt.load())
                break;
            objects.push_back(
                evaluateOne(shared->set, req.nodePath, req.ruleIndex, item, &shared->interrupt));
            if (objects.size() % 64 == 0) {
                const int done = int(objects.size());
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(),
                    [self, done, total] {
                        if (self && !self->isFinished())
                            emit self->progress(self->m_result.listed, done, total);
                    },
                    Qt::QueuedConnection);
            }
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, objects = std::move(objects)]() mutable {
                if (!self || self->isFinished())
                    return;
                self->m_result.objects = std::move(objects);
                self->complete();
            },
            Qt::QueuedConnection);
    });
}

void LiveRun::complete() {
    std::vector<std::uint64_t> rule, total;
    m_result.failed = 0;
    for (const LiveObject &o : m_result.objects) {
        rule.push_back(o.ruleCost);
        total.push_back(o.totalCost);
        m_result.failed += o.failed ? 1 : 0;
    }
    m_result.ruleCost = costStats(rule);
    m_result.totalCost = costStats(total);
    emit progress(m_result.listed, int(m_result.objects.size()), int(m_result.objects.size()));
    finish(m_result);
}

} // namespace models::celplay
