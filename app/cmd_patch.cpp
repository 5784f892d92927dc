// mado patch RESOURCE NAME --type json|merge|strategic|apply (-p FILE | -p -)
//            [--field-manager M] [--force] [--dry-run]
//            [--field-validation Strict|Warn|Ignore] [-o diff|json|yaml]
//
// A thin printer over models::patch::PatchSession, the composer's workflow:
// the patch is always sent as a dry run first (its errors, conflicts and
// warnings stop the command there); without --dry-run the same patch is then
// written for real.
#include "app/cli.h"
#include "codecs/fileerror.h"
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "kube/discovery.h"
#include "kube/inputfile.h"
#include "models/patch/patchsession.h"
#include "models/schema/schemaservice.h"

#include <QFile>

namespace app {

namespace {

class PatchCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        parser.option({"--type"})
            .option({"-p", "--patch"})
            .option({"--field-manager"})
            .option({"--field-validation"})
            .option({"-o", "--output"})
            .flag({"--force"})
            .flag({"--dry-run"})
            .flag({"--pin-resource-version"})
            .flag({"--show-managed-fields"})
            .flag({"--reveal-secrets"});
        if (!parseArgs(parser, args))
            return;
        const QStringList &positional = parser.positionals();
        const ResourceName target = resourceAndName(positional);
        if (positional.size() > 2 || target.name.isEmpty())
            return usageError(Cli::tr("patch needs a resource type and a name"));
        const QString resourceSpec = target.resource;
        m_name = target.name;
        if (!checkPathSegments(QString(), m_name))
            return;
        if (!parser.isSet("--type"))
            return usageError(Cli::tr("patch needs --type json, merge, strategic or apply"));
        const auto type = kube::patchTypeFromName(parser.value("--type"));
        if (!type)
            return usageError(Cli::tr("--type must be one of: json, merge, strategic, apply"));
        m_composition.type = *type;
        if (!parser.isSet("--patch"))
            return usageError(Cli::tr("patch needs -p FILE, or -p - to read the patch from standard input"));
        if (parser.isSet("--field-validation")) {
            const auto fv = kube::fieldValidationFromName(parser.value("--field-validation"));
            if (!fv)
                return usageError(Cli::tr("--field-validation must be one of: Strict, Warn, Ignore"));
            m_composition.fieldValidation = *fv;
        }
        if (parser.isSet("--field-manager"))
            m_composition.fieldManager = parser.value("--field-manager");
        m_composition.force = parser.isSet("--force");
        if (m_composition.force && m_composition.type != kube::PatchType::Apply)
            return usageError(Cli::tr("--force applies only to --type apply"));
        m_composition.pinResourceVersion = parser.isSet("--pin-resource-version");
        m_dryRun = parser.isSet("--dry-run");
        m_options.showNoise = parser.isSet("--show-managed-fields");
        m_options.revealSecrets = parser.isSet("--reveal-secrets");
        if (parser.isSet("--output")) {
            m_output = parser.value("--output");
            static const QStringList outputs{QStringLiteral("diff"), QStringLiteral("json"),
                                             QStringLiteral("yaml")};
            if (!outputs.contains(m_output))
                return usageError(Cli::tr("--output must be one of: diff, json, yaml"));
        }
        const QString source = parser.value("--patch");
        QFile file;
        const bool ok = source == QLatin1String("-")
                            ? file.open(stdin, QIODevice::ReadOnly)
                            : (file.setFileName(source), file.open(QIODevice::ReadOnly));
        if (!ok)
            return fail(Cli::tr("Cannot read the patch from %1: %2").arg(source, mado::fileErrorText(file)));
        QString tooLarge;
        const auto text = mado::readInputFile(file, source, &tooLarge);
        if (!text)
            return fail(tooLarge);
        m_composition.text = *text;
        auto ctx = resolveContext();
        if (!ctx)
            return fail(ctx.error().message);
        m_namespace = ctx->namespace_;
        if (!checkPathSegments(m_namespace, QString()))
            return;
        m_client = makeClient();
        if (!m_client)
            return;
        discover(m_client, [this, resourceSpec](const kube::Catalog &catalog) {
            auto r = catalog.resolve(resourceSpec);
            if (!r)
                return fail(r.error().message);
            if (!r->verbs.contains(QLatin1String("patch")))
                return fail(Cli::tr("The resource %1 cannot be patched.").arg(r->name));
            m_resource = *r;
            checkCustomResource();
        });
    }

private:
    /// A custom resource refuses strategic merge: ask whether a CRD serves the resource.
    void checkCustomResource() {
        if (m_resource.group.isEmpty() || m_composition.type != kube::PatchType::Strategic)
            return begin(false);
        kube::Call *call =
            m_client->get(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/%1.%2")
                              .arg(m_resource.name, m_resource.group));
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            begin(call->result().ok());
        });
    }

    void begin(bool custom) {
        m_session = new models::patch::PatchSession(m_client, this);
        m_session->setTarget(m_resource, m_namespace, m_name, custom);
        connect(m_session, &models::patch::PatchSession::failed, this,
                [this](const QString &message) { fail(message); });
        // The preview attributes changes by list keys: wait for the object's schema.
        auto *schemas = new models::SchemaService(this);
        schemas->setClient(m_client);
        m_session->setSchemaService(schemas);
        connect(m_session, &models::patch::PatchSession::schemaReady, this, [this] {
            const QString why = m_session->refusal(m_composition);
            if (!why.isEmpty())
                return fail(why);
            m_session->preview(m_composition, m_options);
        });
        connect(m_session, &models::patch::PatchSession::previewed, this, [this] {
            printWarnings();
            if (m_dryRun)
                return print(true);
            m_session->write(m_composition);
        });
        connect(m_session, &models::patch::PatchSession::written, this, [this] {
            printWarnings();
            print(false);
        });
        m_session->loadLive();
    }

    void printWarnings() {
        for (const QString &w : m_session->lastResult().warnings)
            err() << Cli::tr("Warning: %1").arg(w) << '\n';
    }

    void print(bool dryRun) {
        const QCborValue &object = m_session->lastResult().object;
        if (m_output == QLatin1String("json") || m_output == QLatin1String("yaml")) {
            const QCborValue shown = models::patch::presentable(object, m_options);
            out() << QString::fromUtf8(m_output == QLatin1String("json") ? codecs::toJson(shown) + '\n'
                                                                         : codecs::toYaml(shown));
        } else if (m_output == QLatin1String("diff")) {
            const models::patch::Preview &p = m_session->lastPreview();
            out() << models::patch::PreviewText::unifiedDiff(p);
            if (!p.changes.isEmpty())
                out() << '\n' << models::patch::PreviewText::changeSummary(p);
        } else {
            const QString id = m_resource.group.isEmpty()
                                   ? m_resource.name
                                   : m_resource.name + QLatin1Char('.') + m_resource.group;
            const bool changed = !m_session->lastPreview().changes.isEmpty();
            QString line = changed ? Cli::tr("%1/%2 patched").arg(id, m_name)
                                   : Cli::tr("%1/%2 patched (no change)").arg(id, m_name);
            if (dryRun)
                line += QLatin1Char(' ') + Cli::tr("(server dry run)");
            out() << line << '\n';
        }
        out().flush();
        finish(ExitOk);
    }

    models::patch::Composition m_composition;
    models::patch::PreviewOptions m_options;
    models::patch::PatchSession *m_session = nullptr;
    kube::Client *m_client = nullptr;
    kube::ApiResource m_resource;
    QString m_name, m_namespace, m_output;
    bool m_dryRun = false;
};

} // namespace

Command *makePatchCommand(const GlobalOptions &options, QObject *parent) {
    return new PatchCommand(options, parent);
}

} // namespace app
