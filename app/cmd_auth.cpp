// mado auth can-i VERB RESOURCE [NAME] [-n NS | -A] [--subresource S] [-q]
// mado auth can-i VERB /non-resource-url
// mado auth can-i --list [-n NS]
#include "app/cli.h"
#include "app/tableprinter.h"
#include "kube/access/accessreview.h"
#include "kube/discovery.h"
#include "models/access/accessmodel.h"

namespace app {

namespace {

class AuthCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        if (args.isEmpty() || args.first() != QLatin1String("can-i"))
            return usageError(Cli::tr("auth knows one subcommand: can-i"));
        ArgParser parser;
        parser.flag({"-A", "--all-namespaces"})
            .flag({"--list"})
            .flag({"-q", "--quiet"})
            .flag({"--no-headers"})
            .option({"--subresource"});
        if (!parseArgs(parser, args.mid(1)))
            return;
        m_quiet = parser.isSet("--quiet");
        m_headers = !parser.isSet("--no-headers");
        const QStringList pos = parser.positionals();
        auto ctx = resolveContext();
        if (!ctx)
            return fail(ctx.error().message);
        m_allNamespaces = parser.isSet("--all-namespaces");
        m_check.namespace_ = m_allNamespaces ? QString() : ctx->namespace_;
        if (parser.isSet("--list")) {
            if (!pos.isEmpty())
                return usageError(Cli::tr("can-i --list takes no verb or resource"));
            return list();
        }
        if (pos.size() < 2 || pos.size() > 3)
            return usageError(Cli::tr("can-i needs a verb and a resource, and at most one name"));
        m_check.verb = pos.at(0);
        m_check.subresource = parser.value("--subresource");
        QString resource = pos.at(1);
        if (resource.startsWith(QLatin1Char('/'))) {
            if (pos.size() > 2)
                return usageError(Cli::tr("a non-resource URL takes no name"));
            m_check.nonResourceUrl = resource;
            m_check.namespace_.clear();
            return review();
        }
        if (resource.contains(QLatin1Char('/'))) {
            if (pos.size() > 2)
                return usageError(Cli::tr("give the name either as TYPE/NAME or as a second argument"));
            m_check.name = resource.section(QLatin1Char('/'), 1);
            resource = resource.section(QLatin1Char('/'), 0, 0);
        } else if (pos.size() == 3) {
            m_check.name = pos.at(2);
        }
        m_resourceSpec = resource.toLower();
        m_client = makeClient();
        if (!m_client)
            return;
        if (m_resourceSpec == QLatin1String("*")) {
            m_check.resource = m_resourceSpec;
            return review();
        }
        discover(m_client, [this](const kube::Catalog &catalog) {
            auto r = catalog.resolve(m_resourceSpec);
            if (r) {
                m_check.group = r->group;
                m_check.resource = r->name;
                if (!r->namespaced && !m_allNamespaces)
                    err() << Cli::tr("Warning: resource '%1' is not namespace scoped").arg(r->name) << "\n\n";
            } else {
                // As kubectl: warn, then ask about the name as typed.
                const int dot = m_resourceSpec.indexOf(QLatin1Char('.'));
                if (dot < 0)
                    err() << Cli::tr("Warning: the server doesn't have a resource type '%1'")
                                 .arg(m_resourceSpec)
                          << '\n';
                else
                    err() << Cli::tr("Warning: the server doesn't have a resource type '%1' in group '%2'")
                                 .arg(m_resourceSpec.left(dot), m_resourceSpec.mid(dot + 1))
                          << '\n';
                m_check.resource = m_resourceSpec;
            }
            review();
        });
    }

private:
    void review() {
        if (!m_client)
            m_client = makeClient();
        if (!m_client)
            return;
        kube::AccessReview *review = kube::AccessReview::start(m_client, m_check);
        connect(review, &kube::AccessReview::finished, this, [this, review] {
            review->deleteLater();
            const auto &r = review->result();
            if (!r)
                return fail(r.error().userMessage());
            if (!m_quiet) {
                if (r->allowed) {
                    out() << "yes\n";
                } else {
                    out() << "no";
                    if (!r->reason.isEmpty())
                        out() << " - " << r->reason;
                    if (!r->evaluationError.isEmpty())
                        out() << " - " << r->evaluationError;
                    out() << '\n';
                }
            }
            finish(r->allowed ? ExitOk : ExitError);
        });
    }

    void list() {
        m_client = makeClient();
        if (!m_client)
            return;
        kube::RulesReview *review = kube::RulesReview::start(m_client, m_check.namespace_);
        connect(review, &kube::RulesReview::finished, this, [this, review] {
            review->deleteLater();
            const auto &r = review->result();
            if (!r)
                return fail(r.error().userMessage());
            if (r->incomplete)
                err() << Cli::tr("warning: the list may be incomplete: %1").arg(r->evaluationError) << '\n';
            const QStringList headers{QStringLiteral("Resources"), QStringLiteral("Non-Resource URLs"),
                                      QStringLiteral("Resource Names"), QStringLiteral("Verbs")};
            out() << formatTable(m_headers ? headers : QStringList(), models::accessListRows(*r));
            finish(ExitOk);
        });
    }

    kube::Client *m_client = nullptr;
    kube::AccessCheck m_check;
    QString m_resourceSpec;
    bool m_quiet = false;
    bool m_allNamespaces = false;
    bool m_headers = true;
};

} // namespace

Command *makeAuthCommand(const GlobalOptions &options, QObject *parent) {
    return new AuthCommand(options, parent);
}

} // namespace app
