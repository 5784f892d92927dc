#include "cel/env.h"

#include "cel/checker.h"
#include "cel/library.h"

#include <algorithm>

namespace cel {

Env::Env() = default;

std::shared_ptr<Env> Env::clone() const {
    return std::make_shared<Env>(*this);
}

void Env::addVariable(const std::string &name, TypeP type) {
    m_vars[name] = std::move(type);
}

void Env::addFunction(Function f) {
    auto it = m_functions.find(f.name);
    if (it == m_functions.end()) {
        std::string name = f.name;
        m_functions.emplace(std::move(name), std::move(f));
        return;
    }
    for (auto &o : f.overloads) {
        auto same = std::find_if(it->second.overloads.begin(), it->second.overloads.end(),
                                 [&](const Overload &x) { return x.id == o.id; });
        if (same != it->second.overloads.end())
            *same = std::move(o);
        else
            it->second.overloads.push_back(std::move(o));
    }
}

void Env::addTypeName(const std::string &name, TypeP type) {
    m_typeNames[name] = std::move(type);
}

const Function *Env::findFunction(std::string_view name) const {
    auto it = m_functions.find(std::string(name));
    return it == m_functions.end() ? nullptr : &it->second;
}

TypeP Env::findVariable(std::string_view name) const {
    auto it = m_vars.find(std::string(name));
    return it == m_vars.end() ? nullptr : it->second;
}

TypeP Env::findTypeName(std::string_view name) const {
    auto it = m_typeNames.find(std::string(name));
    return it == m_typeNames.end() ? nullptr : it->second;
}

const char *phaseName(CompilePhase phase) {
    switch (phase) {
    case CompilePhase::Parse:
        return "parse";
    case CompilePhase::Check:
        return "check";
    case CompilePhase::None:
        break;
    }
    return "";
}

CompileResult Env::compile(std::string_view text) const {
    CompileResult r;
    ParseResult pr = parse(text, parseOptions);
    if (!pr.ok()) {
        r.phase = CompilePhase::Parse;
        r.errors = std::move(pr.errors);
        return r;
    }
    auto prog = std::make_shared<Program>();
    prog->m_env = shared_from_this();
    prog->m_parsed = std::move(pr.parsed);
    prog->m_root = prog->m_parsed.expr.get();
    prog->m_info.resize(std::size_t(prog->m_parsed.nextId) + 1);
    Checker checker(*this, *prog);
    auto errors = checker.run(*prog->m_root);
    if (!errors.empty()) {
        r.phase = CompilePhase::Check;
        r.errors = std::move(errors);
        if (checker.planFailed() && std::size_t(prog->m_root->id) < prog->m_info.size())
            r.outputType = prog->m_info[std::size_t(prog->m_root->id)].type;
        return r;
    }
    r.outputType = prog->outputType();
    r.program = std::move(prog);
    return r;
}

std::shared_ptr<Env> Env::standard() {
    auto env = std::make_shared<Env>();
    lib::StdOptions opts;
    opts.durationMillisecondsPart = true;
    lib::addStandard(*env, opts);
    lib::addStringsExt(*env, 4, true);
    lib::addSetsExt(*env);
    lib::addListsExt(*env, 3);
    lib::addMathExt(*env, 2);
    lib::addEncodersExt(*env, 1);
    lib::addBlockExt(*env);
    env->wellKnownMessages = true;
    env->parseOptions.mathMacros = true;
    env->parseOptions.blockMacros = true;
    return env;
}

std::shared_ptr<Env> Env::kubernetes(int minor) {
    auto env = std::make_shared<Env>();
    env->k8sMinor = minor;
    env->homogeneousAggregateLiterals = true;
    env->goMapLiterals = true;
    env->literalValidators = minor >= 29;
    env->presenceTestHasCost = false;
    env->crossTypeNumericComparisons = minor >= 28;
    env->parseOptions.optionalSyntax = minor >= 28;
    env->parseOptions.twoVarComprehensions = minor >= 32;
    env->parseOptions.bindMacro = false;
    lib::StdOptions opts;
    opts.crossTypeNumericComparisons = minor >= 28;
    opts.optionalTypes = minor >= 28;
    lib::addStandard(*env, opts);
    lib::addKubernetesUrls(*env);
    lib::addKubernetesRegex(*env);
    lib::addKubernetesAuthz(*env);
    if (minor < 37)
        lib::addKubernetesLists(*env, 0);
    else
        lib::addKubernetesLists(*env, 1);
    if (minor >= 28)
        lib::addKubernetesQuantity(*env);
    lib::addStringsExt(*env, minor >= 29 ? 2 : 0);
    if (minor >= 29)
        lib::addSetsExt(*env);
    if (minor >= 30) {
        lib::addKubernetesIp(*env);
        lib::addKubernetesCidr(*env);
    }
    if (minor >= 31) {
        lib::addKubernetesAuthzSelectors(*env);
        lib::addKubernetesFormat(*env);
    }
    if (minor >= 33)
        lib::addKubernetesSemver(*env, 1);
    if (minor >= 34)
        lib::addListsExt(*env, 3);
    return env;
}

std::vector<std::string> Env::functionNames() const {
    std::vector<std::string> out;
    for (const auto &[name, f] : m_functions)
        out.push_back(name);
    return out;
}

std::vector<std::string> Env::variableNames() const {
    std::vector<std::string> out;
    for (const auto &[name, t] : m_vars)
        out.push_back(name);
    return out;
}

int environmentMinor(int serverMinor, RuleAge age) {
    const int minor = age == RuleAge::New ? serverMinor - 1 : serverMinor;
    return std::max(27, std::min(37, minor));
}

} // namespace cel
