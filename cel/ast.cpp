// The AST's source positions and deep copy (cel/ast.h).
#include "cel/ast.h"

namespace cel {

std::pair<int, int> SourceInfo::location(std::int32_t offset) const {
    int line = 1;
    std::int32_t start = 0;
    for (std::size_t i = 1; i < lineStarts.size(); ++i) {
        if (lineStarts[i] > offset)
            break;
        line = int(i + 1);
        start = lineStarts[i];
    }
    std::string_view seg(text);
    if (std::size_t(offset) > seg.size())
        offset = std::int32_t(seg.size());
    int col = int(utf8Length(seg.substr(std::size_t(start), std::size_t(offset - start)))) + 1;
    return {line, col};
}

std::string SourceInfo::prefix(std::int64_t id) const {
    auto it = offsets.find(id);
    if (it == offsets.end())
        return {};
    auto [l, c] = location(it->second);
    return std::to_string(l) + ":" + std::to_string(c) + ": ";
}

ExprPtr Expr::clone() const {
    auto e = std::make_unique<Expr>();
    e->id = id;
    e->kind = kind;
    e->constant = constant;
    e->name = name;
    e->testOnly = testOnly;
    if (target)
        e->target = target->clone();
    for (const auto &a : args)
        e->args.push_back(a->clone());
    e->optionalIndices = optionalIndices;
    for (const auto &en : entries) {
        MapEntry m;
        m.id = en.id;
        if (en.key)
            m.key = en.key->clone();
        m.field = en.field;
        m.value = en.value->clone();
        m.optional = en.optional;
        e->entries.push_back(std::move(m));
    }
    e->iterVar = iterVar;
    e->iterVar2 = iterVar2;
    e->accuVar = accuVar;
    if (iterRange) {
        e->iterRange = iterRange->clone();
        e->accuInit = accuInit->clone();
        e->loopCond = loopCond->clone();
        e->loopStep = loopStep->clone();
        e->result = result->clone();
    }
    return e;
}

} // namespace cel
