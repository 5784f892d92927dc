// Mado side of the CEL benchmark: for each expression of
// bench/cel/expressions.jsonl (the differential-corpus format), measures
// compile (parse + check) and evaluation (with Kubernetes' cost tracking and
// per-call limit) in ns/op. With --cel-go FILE (the --json output of
// bench/cel/run-cel-go.sh) it prints the ratio Mado / cel-go per expression
// and the median. Not run by ctest.
#include "cel/limits.h"
#include "corpus_case.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// Runs fn repeatedly for about budgetMs and returns ns per call.
template <typename F> double measure(F &&fn, double budgetMs) {
    std::uint64_t iterations = 1;
    for (;;) {
        auto start = Clock::now();
        for (std::uint64_t i = 0; i < iterations; ++i)
            fn();
        double ns =
            double(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count());
        if (ns > budgetMs * 1e6 || iterations > (1ull << 30))
            return ns / double(iterations);
        iterations *= ns < 1e6 ? 10 : 2;
    }
}

} // namespace

int main(int argc, char **argv) {
    std::string file = "bench/cel/expressions.jsonl", celGo;
    double budgetMs = 200;
    bool json = false;
    std::string only; // "eval" or "compile": measure one side only (for profiling)
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--cel-go" && i + 1 < argc)
            celGo = argv[++i];
        else if (a == "--budget-ms" && i + 1 < argc)
            budgetMs = std::stod(argv[++i]);
        else if (a == "--json")
            json = true;
        else if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (a == "-h" || a == "--help") {
            std::cout
                << "usage: cel_bench [EXPRESSIONS.jsonl] [--budget-ms N] [--json] [--cel-go CELGO.json]\n"
                   "                 [--only eval|compile]\n";
            return 0;
        } else
            file = a;
    }
    std::map<std::string, std::pair<double, double>> goTimes;
    if (!celGo.empty()) {
        std::ifstream g(celGo);
        std::string line;
        while (std::getline(g, line)) {
            auto n = cel::json::parse(line).valueOr(nullptr);
            if (!n || !n->get("name"))
                continue;
            auto num = [&](const char *k) {
                return n->get(k) ? n->get(k)->number : 0.0;
            };
            goTimes[n->get("name")->str] = {num("evalNsPerOp"), num("compileNsPerOp")};
        }
    }
    std::ifstream in(file);
    if (!in) {
        std::cerr << "cannot open " << file << "\n";
        return 1;
    }
    std::vector<double> evalRatios, compileRatios;
    std::string line;
    if (!json)
        std::printf("%-40s %12s %12s %12s %12s %8s %8s\n", "expression", "eval ns/op", "compile ns",
                    "cel-go eval", "cel-go comp", "eval x", "comp x");
    while (std::getline(in, line)) {
        auto n = cel::json::parse(line).valueOr(nullptr);
        if (!n)
            continue;
        std::string name = n->get("name") ? n->get("name")->str : "?";
        celcase::Prepared p = celcase::prepare(*n);
        if (!p.setupError.empty()) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), p.setupError.c_str());
            continue;
        }
        auto compiled = p.env->compile(p.expr);
        if (!compiled.ok()) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), compiled.errors[0].format().c_str());
            continue;
        }
        auto program = compiled.program;
        cel::EvalResult last;
        double evalNs = 0, compileNs = 0;
        if (only != "compile")
            evalNs =
                measure([&] { last = program->evaluate(p.activation, cel::limits::kPerCallRuntimeBudget); },
                        budgetMs);
        if (only != "eval")
            compileNs = measure([&] { auto c = p.env->compile(p.expr); }, budgetMs);
        if (json) {
            std::printf("{\"name\":\"%s\",\"evalNsPerOp\":%.1f,\"compileNsPerOp\":%.1f,\"result\":%s}\n",
                        name.c_str(), evalNs, compileNs, last.value.isError() ? "\"error\"" : "\"ok\"");
            continue;
        }
        auto go = goTimes.find(name);
        if (go != goTimes.end() && go->second.first > 0) {
            double er = evalNs / go->second.first, cr = compileNs / go->second.second;
            evalRatios.push_back(er);
            compileRatios.push_back(cr);
            std::printf("%-40s %12.0f %12.0f %12.0f %12.0f %8.2f %8.2f\n", name.c_str(), evalNs, compileNs,
                        go->second.first, go->second.second, er, cr);
        } else {
            std::printf("%-40s %12.0f %12.0f\n", name.c_str(), evalNs, compileNs);
        }
    }
    auto median = [](std::vector<double> v) {
        if (v.empty())
            return 0.0;
        std::sort(v.begin(), v.end());
        return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
    };
    if (!evalRatios.empty())
        std::printf("\nmedian ratio Mado / cel-go: eval %.2f, compile %.2f; slowest eval ratio %.2f\n",
                    median(evalRatios), median(compileRatios),
                    *std::max_element(evalRatios.begin(), evalRatios.end()));
    return 0;
}
