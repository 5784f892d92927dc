// mado api-resources [-o wide|json|name] [--api-group G] [--namespaced true|false] [--no-headers]
#include "app/cli.h"
#include "app/tableprinter.h"
#include "codecs/json.h"
#include "kube/discovery.h"

#include <QCborArray>
#include <QCborMap>

#include <algorithm>

namespace app {

namespace {

QCborArray toArray(const QStringList &list) {
    QCborArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

class ApiResourcesCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        parser.option({"-o", "--output"})
            .option({"--api-group"})
            .option({"--namespaced"})
            .flag({"--no-headers"});
        if (!parseArgs(parser, args))
            return;
        if (!parser.positionals().isEmpty())
            return usageError(Cli::tr("unexpected argument \"%1\"").arg(parser.positionals().first()));
        m_output = parser.value("--output");
        m_groupSet = parser.isSet("--api-group");
        m_group = parser.value("--api-group");
        if (parser.isSet("--namespaced")) {
            const QString n = parser.value("--namespaced");
            if (n != QLatin1String("true") && n != QLatin1String("false"))
                return usageError(Cli::tr("--namespaced takes true or false"));
            m_namespaced = n == QLatin1String("true") ? 1 : 0;
        }
        m_headers = !parser.isSet("--no-headers");
        if (!QStringList{QString(), QStringLiteral("wide"), QStringLiteral("json"), QStringLiteral("name")}
                 .contains(m_output))
            return usageError(Cli::tr("--output must be one of: wide, json, name"));
        kube::Client *client = makeClient();
        if (!client)
            return;
        discover(client, [this](const kube::Catalog &catalog) {
            print(catalog);
            finish(ExitOk);
        });
    }

private:
    void print(const kube::Catalog &catalog) {
        QList<kube::ApiResource> list;
        for (const kube::ApiResource &r : catalog.preferredResources()) {
            if (m_groupSet && r.group != m_group)
                continue;
            if (m_namespaced >= 0 && r.namespaced != bool(m_namespaced))
                continue;
            list.append(r);
        }
        // As kubectl: sorted by group, then by resource name.
        std::stable_sort(list.begin(), list.end(),
                         [](const kube::ApiResource &a, const kube::ApiResource &b) {
                             return a.group != b.group ? a.group < b.group : a.name < b.name;
                         });
        if (m_output == QLatin1String("json")) {
            QCborArray items;
            for (const kube::ApiResource &r : std::as_const(list)) {
                items.append(QCborMap{{QStringLiteral("name"), r.name},
                                      {QStringLiteral("singularName"), r.singularName},
                                      {QStringLiteral("namespaced"), r.namespaced},
                                      {QStringLiteral("group"), r.group},
                                      {QStringLiteral("version"), r.version},
                                      {QStringLiteral("kind"), r.kind},
                                      {QStringLiteral("verbs"), toArray(r.verbs)},
                                      {QStringLiteral("shortNames"), toArray(r.shortNames)},
                                      {QStringLiteral("categories"), toArray(r.categories)}});
            }
            const QCborMap doc{{QStringLiteral("kind"), QStringLiteral("APIResourceList")},
                               {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                               {QStringLiteral("groupVersion"), QString()},
                               {QStringLiteral("resources"), items}};
            out() << QString::fromUtf8(codecs::toJson(doc));
            return;
        }
        if (m_output == QLatin1String("name")) {
            for (const kube::ApiResource &r : std::as_const(list))
                out() << (r.group.isEmpty() ? r.name : r.name + QLatin1Char('.') + r.group) << '\n';
            return;
        }
        const bool wide = m_output == QLatin1String("wide");
        QStringList headers;
        if (m_headers) {
            headers = {QStringLiteral("NAME"), QStringLiteral("SHORTNAMES"), QStringLiteral("APIVERSION"),
                       QStringLiteral("NAMESPACED"), QStringLiteral("KIND")};
            if (wide)
                headers += {QStringLiteral("VERBS"), QStringLiteral("CATEGORIES")};
        }
        QList<QStringList> rows;
        for (const kube::ApiResource &r : std::as_const(list)) {
            QStringList row{r.name, r.shortNames.join(QLatin1Char(',')), r.groupVersion(),
                            r.namespaced ? QStringLiteral("true") : QStringLiteral("false"), r.kind};
            if (wide)
                row += {r.verbs.join(QLatin1Char(',')), r.categories.join(QLatin1Char(','))};
            rows.append(row);
        }
        out() << formatTable(headers, rows);
    }

    QString m_output;
    QString m_group;
    bool m_groupSet = false;
    int m_namespaced = -1;
    bool m_headers = true;
};

} // namespace

Command *makeApiResourcesCommand(const GlobalOptions &options, QObject *parent) {
    return new ApiResourcesCommand(options, parent);
}

} // namespace app
