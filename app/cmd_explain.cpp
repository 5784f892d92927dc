// mado explain RESOURCE[.field.path] [--recursive] [--api-version GROUP/VERSION]
#include "app/cli.h"
#include "kube/discovery.h"
#include "kube/schema/schemafetch.h"
#include "models/schema/explain.h"

namespace app {

namespace {

class ExplainCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        parser.flag({"--recursive"}).option({"--api-version"}).option({"-o", "--output"});
        if (!parseArgs(parser, args))
            return;
        if (parser.positionals().size() != 1)
            return usageError(
                Cli::tr("explain needs one resource, optionally with a field path (pods.spec)"));
        if (parser.isSet("--output") && parser.value("--output") != QLatin1String("plaintext"))
            return usageError(Cli::tr("--output must be plaintext"));
        m_recursive = parser.isSet("--recursive");
        m_apiVersion = parser.value("--api-version");
        QStringList path = parser.positionals().first().split(QLatin1Char('.'));
        m_resourceSpec = path.takeFirst();
        if (m_resourceSpec.isEmpty() || path.contains(QString()))
            return usageError(
                Cli::tr("\"%1\" is not a resource with a field path").arg(parser.positionals().first()));
        m_path = path;
        m_client = makeClient();
        if (!m_client)
            return;
        discover(m_client, [this](const kube::Catalog &catalog) {
            auto resolved = resolve(catalog);
            if (!resolved)
                return fail(resolved.error().message);
            m_resource = *resolved;
            fetchSchema(m_client, m_resource.groupVersion(), [this](const kube::OpenApiDocument &doc) {
                const models::ExplainText page = models::explain(
                    doc, {m_resource.group, m_resource.version, m_resource.kind}, m_path, m_recursive);
                out() << page.text;
                out().flush();
                if (!page.error.isEmpty())
                    return fail(page.error);
                finish(ExitOk);
            });
        });
    }

private:
    /// The resource as kubectl explain picks it: the preferred version, or the one --api-version names.
    mado::Result<kube::ApiResource> resolve(const kube::Catalog &catalog) const {
        auto r = catalog.resolve(m_resourceSpec);
        if (!r)
            return r;
        if (m_apiVersion.isEmpty())
            return r;
        for (const kube::ApiResource &candidate : catalog.resources) {
            if (candidate.groupVersion() == m_apiVersion &&
                (candidate.name == r->name || candidate.kind == r->kind))
                return candidate;
        }
        return mado::Error{Cli::tr("The server does not serve %1 in %2.").arg(r->name, m_apiVersion)};
    }

    kube::Client *m_client = nullptr;
    QString m_resourceSpec;
    QStringList m_path;
    QString m_apiVersion;
    bool m_recursive = false;
    kube::ApiResource m_resource;
};

} // namespace

Command *makeExplainCommand(const GlobalOptions &options, QObject *parent) {
    return new ExplainCommand(options, parent);
}

} // namespace app
