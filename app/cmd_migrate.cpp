// mado migrate plan|run|check|lab: the CRD storage-version migration, headless.
// A thin printer over models/migrate (the same session the wizard drives).
#include "app/cli.h"
#include "codecs/fileerror.h"
#include "kube/inputfile.h"
#include "models/migrate/session.h"

#include <QElapsedTimer>
#include <QFile>

namespace app {

namespace {

using migrate::MigrationSession;
using migrate::Step;

class MigrateCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        parser.option({"--to"})
            .option({"--qps"})
            .option({"--concurrency"})
            .option({"--state-dir"})
            .option({"--until"})
            .option({"--objects"})
            .option({"--group"})
            .option({"--sandbox-dir"})
            .option({"--warning"})
            .option({"--sample-timeout"})
            .option({"--webhook-url"})
            .option({"--webhook-ca"})
            .flag({"--server-side"});
        if (!parseArgs(parser, args))
            return;
        const QStringList pos = parser.positionals();
        if (pos.isEmpty()) {
            usageError(Cli::tr("missing the action: plan, run, check or lab"));
            return;
        }
        m_action = pos.first();
        if (!QStringList{QStringLiteral("plan"), QStringLiteral("run"), QStringLiteral("check"),
                         QStringLiteral("lab"), QStringLiteral("rewrite")}
                 .contains(m_action)) {
            usageError(Cli::tr("unknown action \"%1\": use plan, run, check or lab").arg(m_action));
            return;
        }
        bool ok = true;
        if (parser.isSet("--qps")) {
            m_rw.qps = parser.value("--qps").toDouble(&ok);
            if (!ok || m_rw.qps < 0) {
                usageError(Cli::tr("--qps needs a number of writes per second (0: no cap)"));
                return;
            }
        }
        if (parser.isSet("--concurrency")) {
            m_rw.concurrency = parser.value("--concurrency").toInt(&ok);
            if (!ok || m_rw.concurrency < 1) {
                usageError(Cli::tr("--concurrency needs a whole number of at least 1"));
                return;
            }
        }
        if (parser.isSet("--sample-timeout")) {
            m_sampleTimeout = parser.value("--sample-timeout").toInt(&ok);
            if (!ok || m_sampleTimeout < 1) {
                usageError(Cli::tr("--sample-timeout needs a whole number of seconds, at least 1"));
                return;
            }
        }
        m_serverSide = parser.isSet("--server-side");
        m_sandboxDir = parser.value("--sandbox-dir");
        m_warning = parser.value("--warning");
        if (m_action == QLatin1String("lab")) {
            migrate::LabOptions lab;
            if (parser.isSet("--objects")) {
                lab.objects = parser.value("--objects").toInt(&ok);
                if (!ok || lab.objects < 0) {
                    usageError(Cli::tr("--objects needs a whole number"));
                    return;
                }
            }
            if (parser.isSet("--group"))
                lab.group = parser.value("--group");
            lab.webhookUrl = parser.value("--webhook-url");
            if (parser.isSet("--webhook-ca")) {
                QFile ca(parser.value("--webhook-ca"));
                if (!ca.open(QIODevice::ReadOnly)) {
                    fail(Cli::tr("Cannot read the CA file «%1»: %2")
                             .arg(ca.fileName(), mado::fileErrorText(ca)));
                    return;
                }
                QString tooLarge;
                const auto bundle = mado::readInputFile(ca, ca.fileName(), &tooLarge);
                if (!bundle) {
                    fail(tooLarge);
                    return;
                }
                lab.webhookCaBundle = bundle->toBase64();
            }
            if (!m_options_ns().isEmpty())
                lab.ns = m_options_ns();
            startLab(lab);
            return;
        }
        if (pos.size() != 2) {
            usageError(pos.size() < 2 ? Cli::tr("missing the CRD's name (e.g. widgets.lab.mado.io)")
                                      : Cli::tr("unexpected argument \"%1\"").arg(pos.at(2)));
            return;
        }
        m_target = parser.value("--to");
        if (m_target.isEmpty() && m_action != QLatin1String("check")) {
            usageError(Cli::tr("--to VERSION is required"));
            return;
        }
        if (parser.isSet("--until")) {
            const QString until = parser.value("--until");
            m_until = Step::StepCount;
            for (int i = 0; i < int(Step::StepCount); ++i)
                if (migrate::stepKey(Step(i)) == until)
                    m_until = Step(i);
            if (m_until == Step::StepCount) {
                usageError(Cli::tr("--until needs one of serve, storage, rewrite, trim, unserve, remove"));
                return;
            }
        }
        kube::Client *client = makeClient();
        if (!client)
            return;
        m_session = new MigrationSession(client, pos.at(1), m_target,
                                         migrate::ProgressStore(parser.value("--state-dir")), this);
        m_session->setSampleTimeout(m_sampleTimeout);
        connect(m_session, &MigrationSession::failed, this, [this](const QString &m) { fail(m); });
        connect(m_session, &MigrationSession::stepFinished, this, &MigrateCommand::onStep);
        connect(m_session, &MigrationSession::stateChanged, this, &MigrateCommand::onState);
        m_session->refresh();
    }

private:
    QString m_options_ns() const { return Command::m_options.namespace_; }

    void startLab(const migrate::LabOptions &lab) {
        kube::Client *client = makeClient();
        if (!client)
            return;
        auto *setup = migrate::LabSetup::start(client, lab);
        connect(setup, &migrate::LabSetup::finished, this, [this, setup, lab] {
            setup->deleteLater();
            if (!setup->result()) {
                fail(setup->result().error().message);
                return;
            }
            out() << Cli::tr(
                         "Lab ready: %1 with %n object(s) in namespace %2, stored as v1; v2 adds spec.color "
                         "(default \"blue\") and is not served yet.",
                         nullptr, *setup->result())
                         .arg(migrate::labCrdName(lab), lab.ns)
                  << '\n';
            if (!lab.webhookUrl.isEmpty())
                out() << Cli::tr("Its versions convert through the webhook %1 (strategy Webhook).")
                             .arg(lab.webhookUrl)
                      << '\n';
            out() << Cli::tr("Next: mado migrate plan %1 --to v2").arg(migrate::labCrdName(lab)) << '\n';
            finish(ExitOk);
        });
    }

    void onState() {
        if (m_started)
            return;
        m_started = true;
        if (m_target.isEmpty())
            m_target = m_session->state().storageVersion();
        m_session->setTarget(m_target);
        if (m_action == QLatin1String("plan")) {
            // strategy Webhook: the sample reads first, so the plan shows whether the webhook works
            afterConversionCheck([this] { printPlan(); });
        } else if (m_action == QLatin1String("check"))
            check();
        else if (m_action == QLatin1String("rewrite")) {
            // Step 3 alone (again): a fresh pass unless a saved one is unfinished.
            const QString blocked =
                migrate::safetyBlock(Step::Rewrite, m_session->state(), m_target, m_session->record());
            if (!blocked.isEmpty()) {
                fail(blocked);
                return;
            }
            m_until = Step::Rewrite;
            m_rewriteOnly = true;
            afterConversionCheck([this] {
                if (const QString block = m_session->conversionBlock(); !block.isEmpty()) {
                    fail(block);
                    return;
                }
                if (m_serverSide)
                    runServerMigration();
                else
                    runRewrite();
            });
        } else
            next();
    }

    /// With strategy Webhook and the check stale: reads the samples, prints
    /// them (stderr), then then(); otherwise then() at once.
    void afterConversionCheck(std::function<void()> then) {
        if (!m_session->conversionCheckNeeded()) {
            then();
            return;
        }
        connect(
            m_session, &MigrationSession::conversionChecked, this,
            [this, then] {
                for (const migrate::SampleRead &s : m_session->conversion().samples)
                    err() << s.describe(m_session->sampleTimeout()) << Qt::endl;
                then();
            },
            Qt::SingleShotConnection);
        m_session->checkConversion();
    }

    void printState() {
        const migrate::CrdState &s = m_session->state();
        out() << Cli::tr("CRD %1 (strategy %2), %n object(s)", nullptr, int(s.objectCount))
                     .arg(s.name, s.strategy)
              << '\n';
        for (const migrate::CrdVersion &v : s.versions) {
            QStringList flags;
            flags << (v.served ? Cli::tr("served") : Cli::tr("not served"));
            if (v.storage)
                flags << Cli::tr("storage");
            if (v.deprecated)
                flags << Cli::tr("deprecated");
            out() << "  " << v.name << ": " << flags.join(QLatin1String(", ")) << '\n';
        }
        out() << Cli::tr("  status.storedVersions: [%1]").arg(s.storedVersions.join(QLatin1String(", ")))
              << '\n';
    }

    void printPlan() {
        printState();
        const migrate::Plan plan = m_session->plan();
        if (!plan.error.isEmpty()) {
            fail(plan.error);
            return;
        }
        int left = 0;
        for (const migrate::PlanItem &i : plan.items) {
            QString line = migrate::stepTitle(i.step);
            if (i.done)
                line = Cli::tr("[done]    %1").arg(line);
            else {
                ++left;
                line = (i.blocked.isEmpty() ? Cli::tr("[next]    %1") : Cli::tr("[pending] %1")).arg(line);
                if (i.step == Step::Rewrite && m_rw.qps > 0 && m_session->state().objectCount > 0)
                    line += QLatin1Char(' ') + Cli::tr("(%n object(s) at %1 writes/s: %2)", nullptr,
                                                       int(m_session->state().objectCount))
                                                   .arg(m_rw.qps)
                                                   .arg(MigrationSession::formatDuration(
                                                       double(m_session->state().objectCount) / m_rw.qps));
                if (!i.blocked.isEmpty() && i.step == plan.next())
                    line += QLatin1Char('\n') + QLatin1String("          ") + i.blocked;
            }
            out() << line << '\n';
        }
        out() << (left == 0 ? Cli::tr("The migration to %1 is complete.").arg(plan.target)
                            : Cli::tr("%n step(s) left to reach %1.", nullptr, left).arg(plan.target))
              << '\n';
        if (const QString block = m_session->conversionBlock(); !block.isEmpty()) {
            out().flush();
            fail(block); // a failing conversion webhook blocks the plan
            return;
        }
        finish(ExitOk);
    }

    void check() {
        if (!m_sandboxDir.isEmpty()) {
            connect(m_session, &MigrationSession::etcdReady, this, [this](const QString &err) {
                if (!err.isEmpty()) {
                    fail(err);
                    return;
                }
                finishCheck(true);
            });
            m_session->readEtcd(m_sandboxDir);
            return;
        }
        finishCheck(false);
    }

    void finishCheck(bool etcdRead) {
        const migrate::CrdState &s = m_session->state();
        const QString v = m_target;
        const QStringList missing = m_session->missing(etcdRead);
        if (missing.isEmpty()) {
            out() << Cli::tr(
                         "Complete: %1 is stored only as %2, every object was rewritten, no old version is "
                         "served.")
                         .arg(s.name, v)
                  << '\n';
            finish(ExitOk);
            return;
        }
        out() << Cli::tr("Not complete: %1 to %2 is missing:").arg(s.name, v) << '\n';
        for (const QString &m : missing)
            out() << "  - " << m << '\n';
        out().flush();
        finish(ExitError);
    }

    void next() {
        const migrate::Plan plan = m_session->plan();
        if (!plan.error.isEmpty()) {
            fail(plan.error);
            return;
        }
        const Step step = plan.next();
        if (step == Step::StepCount || (m_until != Step::StepCount && int(step) > int(m_until))) {
            out() << (step == Step::StepCount
                          ? Cli::tr("The migration to %1 is complete.").arg(m_target)
                          : Cli::tr("Stopped before %1 as asked.").arg(migrate::stepTitle(step)))
                  << '\n';
            finish(ExitOk);
            return;
        }
        if (m_session->conversionCheckNeeded()) { // the served versions changed: check again
            afterConversionCheck([this] { next(); });
            return;
        }
        if (const QString block = m_session->conversionBlock(); !block.isEmpty()) {
            fail(Cli::tr("Mado refuses to run %1: %2").arg(migrate::stepTitle(step), block));
            return;
        }
        err() << migrate::stepTitle(step) << Qt::endl;
        if (step == Step::Rewrite) {
            if (m_serverSide)
                runServerMigration();
            else
                runRewrite();
            return;
        }
        m_session->runStep(step, m_warning);
    }

    void onStep(const migrate::StepOutcome &o) {
        for (const QString &w : o.warnings)
            err() << Cli::tr("Warning: %1").arg(w) << Qt::endl;
        if (!o.ok) {
            fail(o.message);
            return;
        }
        next();
    }

    // Step 3 by the server's storage-version-migrator: a StorageVersionMigration
    // object, its conditions printed as they change.
    void runServerMigration() {
        QString refused;
        migrate::ServerMigration *m = m_session->startServerMigration(&refused);
        if (!m) {
            fail(refused);
            return;
        }
        connect(m, &migrate::ServerMigration::statusChanged, this, [this, m] {
            const migrate::ServerMigrationStatus &s = m->status();
            err() << Cli::tr("%1 %2: %3").arg(s.apiVersion, s.name, s.summary()) << Qt::endl;
        });
        connect(m, &migrate::ServerMigration::stalled, this,
                [this](const QString &message) { err() << message << Qt::endl; });
        connect(m, &migrate::ServerMigration::finished, this, [this, m] {
            if (!m->result()) {
                fail(m->result().error().message);
                return;
            }
            err() << Cli::tr("The StorageVersionMigration %1 succeeded.").arg(m->result()->name) << Qt::endl;
            if (m_rewriteOnly) {
                finish(ExitOk);
                return;
            }
            connect(m_session, &MigrationSession::stateChanged, this, &MigrateCommand::next,
                    Qt::SingleShotConnection); // the session re-reads the CRD when the migration ends
        });
    }

    void runRewrite() {
        QString refused;
        migrate::Rewriter *r = m_session->startRewrite(m_rw, &refused);
        if (!r) {
            fail(refused);
            return;
        }
        m_progressClock.start();
        connect(r, &migrate::Rewriter::progressChanged, this, [this, r] {
            if (m_progressClock.elapsed() < 1000 || r->isFinished())
                return;
            m_progressClock.restart();
            const migrate::RewriteProgress p = r->progress();
            err() << Cli::tr("rewrite: %1/%2 objects, %3 objects/s, %4 left")
                         .arg(p.done)
                         .arg(p.total)
                         .arg(p.rate, 0, 'f', 1)
                         .arg(MigrationSession::formatDuration(p.etaSeconds))
                  << Qt::endl;
        });
        connect(r, &migrate::Rewriter::objectFailed, this, [](const QString &key, const QString &msg) {
            err() << Cli::tr("failed: %1: %2").arg(key, msg) << Qt::endl;
        });
        connect(r, &migrate::Rewriter::finished, this, [this, r] {
            if (!r->result()) {
                fail(r->result().error().message);
                return;
            }
            const migrate::RewriteProgress p = r->progress();
            const migrate::RewriteRecord &rec = *r->result();
            err() << Cli::tr(
                         "rewrite: %1 objects rewritten, %2 already gone, %3 conflicts resolved, %4 failed, "
                         "%5 objects/s")
                         .arg(rec.rewritten)
                         .arg(rec.gone)
                         .arg(rec.conflicts)
                         .arg(rec.failed.size())
                         .arg(p.rate, 0, 'f', 1)
                  << Qt::endl;
            if (!rec.complete) {
                fail(Cli::tr(
                    "The rewrite did not cover every object; run it again to retry the failed ones."));
                return;
            }
            if (m_rewriteOnly) {
                finish(ExitOk);
                return;
            }
            m_session->refresh(); // then the next step
            connect(m_session, &MigrationSession::stateChanged, this, &MigrateCommand::next,
                    Qt::SingleShotConnection);
        });
    }

    QString m_action;
    QString m_target;
    QString m_sandboxDir;
    QString m_warning;
    int m_sampleTimeout = 10;
    Step m_until = Step::StepCount;
    migrate::RewriteOptions m_rw;
    MigrationSession *m_session = nullptr;
    bool m_started = false;
    bool m_rewriteOnly = false;
    bool m_serverSide = false;
    QElapsedTimer m_progressClock;
};

} // namespace

Command *makeMigrateCommand(const GlobalOptions &options, QObject *parent) {
    return new MigrateCommand(options, parent);
}

} // namespace app
