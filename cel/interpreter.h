#pragma once

#include "cel/env.h"

#include <atomic>
#include <optional>
#include <vector>

namespace cel {

/// Evaluates one program against one activation, tracking cost like cel-go.
class Interpreter final {
public:
    Interpreter(const Program &program, const Activation &activation, std::optional<std::uint64_t> limit);
    /// Evaluates the whole program; a cost-limit overrun yields the cancellation error.
    Value run();
    std::uint64_t cost() const { return m_cost; }

private:
    friend class Program;
    Value eval(const Expr &e);
    Value evalNode(const Expr &e);
    Value evalSelect(const Expr &e, const NodeInfo &ni);
    Value evalPresenceTest(const Expr &e);
    Value patchField(const Expr &target, const Value &operand, const std::string &field, bool test);
    Value evalList(const Expr &e);
    Value evalMap(const Expr &e);
    Value evalComprehension(const Expr &e);
    Value evalCall(const Expr &e, const NodeInfo &ni);
    Value evalLogic(const Expr &e, bool isAnd);
    Value evalSetMembership(const Expr &e);
    Value evalOperand(const Expr &operand);
    Value evalBlock(const Expr &e);
    Value evalStruct(const Expr &e, const NodeInfo &ni);
    Value resolveSlot(std::size_t slot);
    bool charge(std::uint64_t n);
    void chargeCall(const NodeInfo &ni, const Value *args, std::size_t n, const Value &result);

    const Program &m_prog;
    std::optional<std::uint64_t> m_limit;
    std::vector<Value> m_vars;
    std::vector<bool> m_bound;
    std::vector<Value> m_locals;
    std::vector<const Expr *> m_accuInit; ///< accumulators not yet initialised (slot -> init expression)
    /// cel.@block slots not evaluated yet: the slot expression, and the first
    /// local above the block (saved while the expression runs).
    struct PendingSlot {
        const Expr *expr = nullptr;
        std::size_t scratch = 0;
    };
    std::vector<PendingSlot> m_pending;
    std::uint64_t m_cost = 0;
    bool m_presenceResolved = false; ///< the presence test about to run is a conditional's branch
    std::vector<std::uint64_t> *m_perNode = nullptr; ///< cost charged per node id (when asked for)
    std::int64_t m_current = -1;                     ///< node whose evaluation is charged
    const std::atomic<bool> *m_interrupt = nullptr;  ///< set from another thread: stop evaluating
    bool m_cancelled = false;
    Value m_abort;                      ///< set when a cost tracker panicked (cel-go's "internal error")
    bool m_rootFree = false;            ///< the next attribute root is not charged (ternary branches)
    const Expr *m_accuAppend = nullptr; ///< `accu + [...]` step of the innermost list-building comprehension
    std::size_t m_accuAppendSlot = 0;   ///< its accumulator slot
};

} // namespace cel
