#include "app/options.h"

#include "kube/kubeconfig.h"
#include "kube/requesttimeout.h"

namespace app {

GlobalOptions parseGlobalOptions(const QStringList &args) {
    GlobalOptions o;
    struct Valued {
        const char *longName;
        const char *shortName;
        QString GlobalOptions::*field;
    };
    const Valued valued[] = {
        {"--kubeconfig", nullptr, &GlobalOptions::kubeconfig},
        {"--context", nullptr, &GlobalOptions::context},
        {"--namespace", "-n", &GlobalOptions::namespace_},
        {"--lang", nullptr, &GlobalOptions::lang},
        {"--v", "-v", &GlobalOptions::verbosity},
        {"--as", nullptr, &GlobalOptions::as},
        {"--as-uid", nullptr, &GlobalOptions::asUid},
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--")) {
            o.rest += args.mid(i);
            break;
        }
        // --request-timeout SECONDS sets the process-wide timeout of kube::Client requests.
        static const QString timeoutOption = QStringLiteral("--request-timeout");
        if (a == timeoutOption || a.startsWith(timeoutOption + QLatin1Char('='))) {
            if (a == timeoutOption && i + 1 >= args.size()) {
                o.error = a;
                return o;
            }
            const QString value = a == timeoutOption ? args.at(++i) : a.mid(timeoutOption.size() + 1);
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 0) {
                o.error = timeoutOption;
                return o;
            }
            kube::setRequestTimeout(seconds);
            continue;
        }
        // --as-group GROUP may stand more than once.
        static const QString groupOption = QStringLiteral("--as-group");
        if (a == groupOption || a.startsWith(groupOption + QLatin1Char('='))) {
            if (a == groupOption && i + 1 >= args.size()) {
                o.error = a;
                return o;
            }
            o.asGroups.append(a == groupOption ? args.at(++i) : a.mid(groupOption.size() + 1));
            continue;
        }
        bool consumed = false;
        for (const Valued &v : valued) {
            const QString longName = QLatin1String(v.longName);
            if (a == longName || (v.shortName && a == QLatin1String(v.shortName))) {
                if (i + 1 >= args.size()) {
                    o.error = a;
                    return o;
                }
                o.*(v.field) = args.at(++i);
                consumed = true;
            } else if (a.startsWith(longName + QLatin1Char('='))) {
                o.*(v.field) = a.mid(longName.size() + 1);
                consumed = true;
            } else if (v.shortName && a.startsWith(QLatin1String(v.shortName)) && a.size() > 2 &&
                       !a.startsWith(QLatin1String("--"))) {
                o.*(v.field) = a.mid(a.at(2) == QLatin1Char('=') ? 3 : 2); // -nweb, -n=web
                consumed = true;
            }
            if (consumed)
                break;
        }
        if (consumed)
            continue;
        if (a == QLatin1String("--help") || a == QLatin1String("-h"))
            o.help = true;
        else if (a == QLatin1String("--version"))
            o.version = true;
        else if (a == QLatin1String("--sandbox"))
            o.sandbox = true;
        else
            o.rest.append(a);
    }
    if (!o.lang.isEmpty() && o.lang != QLatin1String("en") && o.lang != QLatin1String("uk") &&
        o.lang != QLatin1String("ja"))
        o.error = QStringLiteral("--lang");
    bool levelOk = true;
    if (!o.verbosity.isEmpty() && (o.verbosity.toInt(&levelOk) < 0 || !levelOk))
        o.error = QStringLiteral("-v");
    return o;
}

void applyImpersonation(const GlobalOptions &options, kube::ResolvedContext &context) {
    if (!options.as.isEmpty())
        context.user.impersonate = options.as;
    if (!options.asUid.isEmpty())
        context.user.impersonateUid = options.asUid;
    if (!options.asGroups.isEmpty())
        context.user.impersonateGroups = options.asGroups;
}

} // namespace app
