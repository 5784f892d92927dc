// GUI (offscreen) on the sandbox: the schema view shows a CRD's fields with
// their types, extensions and validation rules, searches names and
// descriptions, and hands a rule to the CEL playground; the resource tree
// shows what a ServiceAccount with a narrow Role may not do. Screenshots in
// en, uk and ja when MADO_SCREENSHOT_DIR is set.
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/kubeconfig.h"
#include "models/access/accessmodel.h"
#include "models/resourcetreemodel.h"
#include "models/schema/schemaservice.h"
#include "models/schema/schematreemodel.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "views/resourcetreeview.h"
#include "views/schema/schemaview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QTreeView>

using namespace models::ResourceTreeDefs;

namespace {

const QString kGroup = testcluster::ownGroup(QStringLiteral("schemaview"));
const QString kNs = testcluster::ownNamespace(QStringLiteral("schemaview"));

QByteArray crdManifest() {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/schema/widget-crd.yaml"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read widget-crd.yaml");
    return QString::fromUtf8(f.readAll())
        .replace(QStringLiteral("schema.mado.test"), kGroup)
        .replace(QStringLiteral("shortNames: [wdg]"), QStringLiteral("shortNames: []"))
        .toUtf8();
}

QString rbac() {
    return QStringLiteral(R"(apiVersion: v1
kind: Namespace
metadata: {name: $NS, labels: {mado.test/run: "$RUN"}}
---
apiVersion: v1
kind: ServiceAccount
metadata: {name: browser, namespace: $NS}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata: {name: browse, namespace: $NS}
rules:
- {apiGroups: [""], resources: [pods, services, configmaps], verbs: [get, list, watch]}
- {apiGroups: [apps], resources: [deployments], verbs: [get, list, watch, update, patch]}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: browser-browse, namespace: $NS}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: browse}
subjects: [{kind: ServiceAccount, name: browser, namespace: $NS}]
)")
        .replace(QLatin1String("$NS"), kNs)
        .replace(QLatin1String("$RUN"), testcluster::suffix());
}

void screenshot(QWidget *w, const QString &name) {
    const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
}

/// The rows under parent that the proxy shows, by name.
QStringList shownNames(const QAbstractItemModel *m, const QModelIndex &parent = {}) {
    QStringList out;
    for (int r = 0; r < m->rowCount(parent); ++r)
        out.append(m->index(r, 0, parent)
                       .data(models::SchemaTreeDefs::PathRole)
                       .toStringList()
                       .join(QLatin1Char('.')));
    return out;
}

} // namespace

class TestSchemaView final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_admin;
    std::unique_ptr<kube::Client> m_browser; ///< the ServiceAccount's
    QTemporaryDir m_cache;
    QTranslator m_english;
    kube::ApiResource m_widgets;

    /// A schema view on the CRD with spec selected, loaded.
    void loadWidgets(views::SchemaView &v) {
        QSignalSpy loaded(&v, &views::SchemaView::loaded);
        v.showResource(m_widgets);
        QVERIFY(loaded.wait(60000));
        QVERIFY(v.model()->root());
    }

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        QVERIFY(m_english.load(QStringLiteral(":/i18n/mado_en")));
        QCoreApplication::installTranslator(&m_english);
        QVERIFY(m_cache.isValid());
        m_admin = testcluster::sandboxClient();
        QVERIFY(m_admin);
        auto r = testcluster::kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")},
                                      crdManifest() + "\n---\n" + rbac().toUtf8());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(
            testcluster::kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                                  QStringLiteral("--timeout=30s"), QStringLiteral("crd/widgets.") + kGroup})
                .exitCode == 0);
        m_widgets.group = kGroup;
        m_widgets.version = QStringLiteral("v1");
        m_widgets.name = QStringLiteral("widgets");
        m_widgets.kind = QStringLiteral("Widget");
        m_widgets.namespaced = true;

        const auto token = testcluster::kubectl({QStringLiteral("create"), QStringLiteral("token"),
                                                 QStringLiteral("browser"), QStringLiteral("-n"), kNs});
        QVERIFY2(token.exitCode == 0, qPrintable(token.err));
        auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
        QVERIFY(cfg);
        auto ctx = cfg->resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx);
        kube::ResolvedContext browser = *ctx;
        browser.user = kube::UserEntry{};
        browser.user.token = token.out.trimmed();
        browser.namespace_ = kNs;
        auto client = kube::Client::create(browser);
        QVERIFY(client);
        m_browser = std::move(client).value();
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                              QStringLiteral("widgets.") + kGroup, QStringLiteral("--wait=false"),
                              QStringLiteral("--ignore-not-found")});
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("namespace"), kNs,
                              QStringLiteral("--wait=false"), QStringLiteral("--ignore-not-found")});
    }

    void fieldsTypesAndRules() {
        models::SchemaService service;
        service.setCacheDir(m_cache.path());
        service.setClient(m_admin.get());
        views::SchemaView v(&service);
        QAbstractItemModelTester tester(v.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The OpenAPI controller publishes a new CRD's schema a moment after it is established.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                service.invalidate();
                QSignalSpy loaded(&v, &views::SchemaView::loaded);
                v.showResource(m_widgets);
                return loaded.wait(60000) && v.model()->root();
            }(),
            30000);
        QCOMPARE(shownNames(v.tree()->model()),
                 (QStringList{QStringLiteral("apiVersion"), QStringLiteral("kind"),
                              QStringLiteral("metadata"), QStringLiteral("spec"), QStringLiteral("status")}));
        QVERIFY(v.model()->fieldCount() > 30);

        QVERIFY(v.selectField({QStringLiteral("spec")}));
        QString html = v.details()->toPlainText();
        QVERIFY2(html.contains(QLatin1String("self.minReplicas <= self.maxReplicas")), qPrintable(html));
        QVERIFY(html.contains(QLatin1String("minReplicas must not exceed maxReplicas")));
        QVERIFY(html.contains(QLatin1String("'huge widgets allow at most 3 replicas'")));
        QVERIFY(html.contains(QLatin1String("Open in the CEL playground")));
        const QModelIndex spec = v.tree()->currentIndex();
        QCOMPARE(spec.siblingAtColumn(models::SchemaTreeDefs::TypeColumn).data().toString(),
                 QStringLiteral("Object · 2 rules"));

        QSignalSpy open(&v, &views::SchemaView::openRuleInCelPlayground);
        emit v.details()->anchorClicked(QUrl(QStringLiteral("cel:1")));
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.at(0).at(0).value<kube::GroupVersionKind>().kind, QStringLiteral("Widget"));
        QCOMPARE(open.at(0).at(1).toStringList(), QStringList{QStringLiteral("spec")});
        QCOMPARE(open.at(0).at(2).value<kube::SchemaValidation>().rule,
                 QStringLiteral("self.size != 'huge' || self.maxReplicas <= 3"));

        const QList<QPair<QStringList, QStringList>> extensions{
            {{QStringLiteral("spec"), QStringLiteral("parts")},
             {QStringLiteral("x-kubernetes-list-type"), QStringLiteral("x-kubernetes-list-map-keys"),
              QStringLiteral("Max items"), QStringLiteral("50")}},
            {{QStringLiteral("spec"), QStringLiteral("port")},
             {QStringLiteral("x-kubernetes-int-or-string")}},
            {{QStringLiteral("spec"), QStringLiteral("template")},
             {QStringLiteral("x-kubernetes-embedded-resource"),
              QStringLiteral("x-kubernetes-preserve-unknown-fields")}},
            {{QStringLiteral("spec"), QStringLiteral("size")},
             {QStringLiteral("\"huge\""), QStringLiteral("\"medium\""), QStringLiteral("Required")}},
            {{QStringLiteral("spec"), QStringLiteral("parts"), QStringLiteral("count")},
             {QStringLiteral("Nullable")}},
            {{QStringLiteral("spec"), QStringLiteral("owner")}, {QStringLiteral("Optional oldSelf")}},
            {{QStringLiteral("metadata"), QStringLiteral("creationTimestamp")},
             {QStringLiteral("date-time")}},
        };
        for (const auto &[path, words] : extensions) {
            QVERIFY2(v.selectField(path), qPrintable(path.join(QLatin1Char('.'))));
            html = v.details()->toPlainText();
            for (const QString &w : words)
                QVERIFY2(html.contains(w),
                         qPrintable(path.join(QLatin1Char('.')) + QStringLiteral(": ") + w));
        }
    }

    void searchNamesAndDescriptions() {
        models::SchemaService service;
        service.setCacheDir(m_cache.path());
        service.setClient(m_admin.get());
        views::SchemaView v(&service);
        loadWidgets(v);
        const QAbstractItemModel *shown = v.tree()->model();
        v.searchEdit()->setText(QStringLiteral("replicas"));
        QCOMPARE(shownNames(shown), QStringList{QStringLiteral("spec")});
        QCOMPARE(shownNames(shown, shown->index(0, 0)),
                 (QStringList{QStringLiteral("spec.maxReplicas"), QStringLiteral("spec.minReplicas")}));
        // A word of a description finds its field.
        v.searchEdit()->setText(QStringLiteral("how BIG"));
        QCOMPARE(shownNames(shown, shown->index(0, 0)), QStringList{QStringLiteral("spec.size")});
        v.searchEdit()->clear();
        QCOMPARE(shown->rowCount(), 5);
    }

    void permissionTree() {
        kube::HandlePtr<kube::Discovery> d(kube::Discovery::start(m_browser.get()));
        const auto catalog = mado::test::await(d.get(), 30000, "discovery");
        QVERIFY(catalog);
        models::ResourceTreeModel model;
        models::AccessModel access;
        model.setCatalog(*catalog);
        model.setAccessModel(&access);
        access.setNamespace(kNs);
        access.setClient(m_browser.get());
        QTRY_VERIFY_WITH_TIMEOUT(access.rules().has_value(), 30000);
        const QModelIndex pods = model.findResource(QString(), QStringLiteral("v1"), QStringLiteral("pods"));
        const QModelIndex secrets =
            model.findResource(QString(), QStringLiteral("v1"), QStringLiteral("secrets"));
        const QModelIndex deployments =
            model.findResource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"));
        QCOMPARE(pods.data(DeniedVerbsRole).toStringList(),
                 (QStringList{QStringLiteral("create"), QStringLiteral("delete"),
                              QStringLiteral("deletecollection"), QStringLiteral("patch"),
                              QStringLiteral("update")}));
        QCOMPARE(secrets.data(DeniedVerbsRole).toStringList().size(),
                 secrets.data(VerbsRole).toStringList().size());
        QCOMPARE(deployments.data(DeniedVerbsRole).toStringList(),
                 (QStringList{QStringLiteral("create"), QStringLiteral("delete"),
                              QStringLiteral("deletecollection")}));

        views::ResourceTreeView view(&model);
        view.resize(760, 560);
        view.show();
        auto *proxy = view.proxy();
        const QModelIndex shownSecrets = proxy->mapFromSource(secrets);
        QVERIFY(shownSecrets.siblingAtColumn(VerbsColumn)
                    .data()
                    .toString()
                    .startsWith(QLatin1String("not allowed: ")));
        QVERIFY(shownSecrets.data(Qt::ToolTipRole).toString().contains(kNs));
        QVERIFY(shownSecrets.data(Qt::FontRole).value<QFont>().italic());
        const QModelIndex shownPods = proxy->mapFromSource(pods);
        QCOMPARE(shownPods.siblingAtColumn(VerbsColumn).data().toString(),
                 QStringLiteral("get,list,watch · not allowed: create,delete,deletecollection,patch,update"));
        QVERIFY(!shownPods.data(Qt::FontRole).value<QFont>().italic());
    }

    void screenshots_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }
    void screenshots() {
        QFETCH(QString, lang);
        QTranslator tr;
        if (lang != QLatin1String("en")) {
            QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&tr);
        }
        {
            models::SchemaService service;
            service.setCacheDir(m_cache.path());
            service.setClient(m_admin.get());
            views::SchemaView v(&service);
            v.resize(820, 900);
            v.show();
            loadWidgets(v);
            v.tree()->expand(v.tree()->model()->index(3, 0));
            QVERIFY(v.selectField({QStringLiteral("spec")}));
            if (lang != QLatin1String("en"))
                QVERIFY(v.searchEdit()->placeholderText() !=
                        QLatin1String("Search fields by name or description"));
            screenshot(&v, QStringLiteral("schema-view-") + lang);

            kube::HandlePtr<kube::Discovery> d(kube::Discovery::start(m_browser.get()));
            const auto catalog = mado::test::await(d.get(), 30000, "discovery");
            QVERIFY(catalog);
            models::ResourceTreeModel model;
            models::AccessModel access;
            model.setCatalog(*catalog);
            model.setAccessModel(&access);
            access.setNamespace(kNs);
            access.setClient(m_browser.get());
            QTRY_VERIFY_WITH_TIMEOUT(access.rules().has_value(), 30000);
            views::ResourceTreeView tree(&model);
            tree.resize(1180, 620);
            tree.show();
            tree.tree()->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
            for (const QString &group : {QString(), QStringLiteral("apps")}) {
                const QModelIndex version = tree.proxy()->mapFromSource(
                    model.findResource(group, QStringLiteral("v1"), QStringLiteral("pods")).parent());
                const QModelIndex appsVersion = tree.proxy()->mapFromSource(
                    model.findResource(group, QStringLiteral("v1"), QStringLiteral("deployments")).parent());
                for (const QModelIndex &i : {version, appsVersion}) {
                    if (i.isValid()) {
                        tree.tree()->expand(i.parent());
                        tree.tree()->expand(i);
                    }
                }
            }
            QCoreApplication::processEvents();
            screenshot(&tree, QStringLiteral("schema-permissions-") + lang);
        }
        QCoreApplication::removeTranslator(&tr);
    }
};

QTEST_MAIN(TestSchemaView)
#include "tst_schemaview_sandbox.moc"
