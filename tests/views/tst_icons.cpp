// Unit: the icon set of resources/icons (kinds and actions) is compiled in at
// every size, every drawing is reachable, kinds are chosen by resource and group,
// and the resource tree shows them on its group, version and resource rows.
#include "models/resourcetreemodel.h"
#include "models/resourcetreemodeldefs.h"
#include "views/icons.h"
#include "views/resourcetreeview.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QTest>
#include <QTreeView>

using namespace views;

namespace {

QString sourceIcons() {
    return QStringLiteral(MADO_SOURCE_DIR "/resources/icons/");
}

/// The drawings of a category, as file names without .svg.
QStringList drawings(const QString &category) {
    QStringList names = QDir(sourceIcons() + category).entryList({QStringLiteral("*.svg")}, QDir::Files);
    for (QString &n : names)
        n.chop(4);
    return names;
}

/// How many pixels of an image are not transparent.
int inkedPixels(const QImage &image) {
    int n = 0;
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < argb.height(); ++y)
        for (int x = 0; x < argb.width(); ++x)
            n += qAlpha(argb.pixel(x, y)) > 0;
    return n;
}

kube::ApiResource resource(const QString &group, const QString &name, const QString &kind) {
    kube::ApiResource r;
    r.group = group;
    r.version = QStringLiteral("v1");
    r.name = name;
    r.kind = kind;
    r.namespaced = true;
    r.verbs = {QStringLiteral("get"), QStringLiteral("list")};
    return r;
}

} // namespace

class TestIcons final : public QObject {
    Q_OBJECT

private slots:
    void everyDrawingIsEmbeddedAtEverySize_data() {
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("name");
        for (const QString &category : {QStringLiteral("kinds"), QStringLiteral("actions")}) {
            const QStringList names = drawings(category);
            QVERIFY2(names.size() >= 15, qPrintable(category));
            for (const QString &name : names)
                QTest::newRow(qPrintable(category + QLatin1Char('/') + name)) << category << name;
        }
    }
    void everyDrawingIsEmbeddedAtEverySize() {
        QFETCH(QString, category);
        QFETCH(QString, name);
        const QIcon icon = icons::named(category, name);
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.availableSizes(),
                 (QList<QSize>{QSize(16, 16), QSize(24, 24), QSize(32, 32), QSize(48, 48)}));
        for (int size : {16, 48}) {
            const QImage image(QStringLiteral(":/mado/icons/%1/%2-%3.png").arg(category, name).arg(size));
            QCOMPARE(image.size(), QSize(size, size));
            // Drawn, not blank, and not a filled square either.
            const int ink = inkedPixels(image);
            QVERIFY2(ink > size * size / 10, qPrintable(QString::number(ink)));
            QVERIFY2(ink < size * size, qPrintable(QString::number(ink)));
        }
    }

    void everyActionHasADrawing() {
        using A = icons::Action;
        QSet<qint64> seen;
        for (A a : {A::About, A::Cel, A::Contexts, A::Copy, A::Delete, A::Explain, A::GoTo, A::Language,
                    A::Migrate, A::Open, A::Overview, A::Patch, A::Quit, A::Refresh, A::Resources, A::Sandbox,
                    A::Schema, A::Watch}) {
            const QIcon icon = icons::action(a);
            QVERIFY2(!icon.isNull(), qPrintable(QString::number(int(a))));
            seen.insert(icon.cacheKey());
        }
        QCOMPARE(seen.size(), 18); // one drawing each, none shared
        QVERIFY(icons::named(QStringLiteral("actions"), QStringLiteral("no-such-icon")).isNull());
    }

    void kindIsChosenByResourceThenGroup_data() {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("icon");
        QTest::newRow("pods") << QString() << "pods"
                              << "pod";
        QTest::newRow("a subresource looks like its resource") << QString() << "pods/log"
                                                               << "pod";
        QTest::newRow("configmaps") << QString() << "configmaps"
                                    << "configmap";
        QTest::newRow("secrets") << QString() << "secrets"
                                 << "secret";
        QTest::newRow("core without a drawing") << QString() << "componentstatuses"
                                                << "resource";
        QTest::newRow("deployments") << "apps"
                                     << "deployments"
                                     << "deployment";
        QTest::newRow("controllerrevisions") << "apps"
                                             << "controllerrevisions"
                                             << "version";
        QTest::newRow("cronjobs") << "batch"
                                  << "cronjobs"
                                  << "cronjob";
        QTest::newRow("clusterrolebindings") << "rbac.authorization.k8s.io"
                                             << "clusterrolebindings"
                                             << "rolebinding";
        QTest::newRow("by group: storage") << "storage.k8s.io"
                                           << "csidrivers"
                                           << "persistentvolume";
        QTest::newRow("by group: admission") << "admissionregistration.k8s.io"
                                             << "validatingadmissionpolicies"
                                             << "admission";
        QTest::newRow("crds") << "apiextensions.k8s.io"
                              << "customresourcedefinitions"
                              << "customresourcedefinition";
        QTest::newRow("an unknown k8s.io group") << "resource.k8s.io"
                                                 << "resourceclaims"
                                                 << "resource";
        QTest::newRow("a custom resource") << "example.mado.test"
                                           << "widgets"
                                           << "custom";
    }
    void kindIsChosenByResourceThenGroup() {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(QString, icon);
        QCOMPARE(icons::kindIconName(group, resource), icon);
        QVERIFY(drawings(QStringLiteral("kinds")).contains(icon));
        QVERIFY(!icons::forResource(group, resource).isNull());
    }

    void treeShowsKindIcons() {
        kube::Catalog c;
        c.groups = {{QString(), {QStringLiteral("v1")}, {}},
                    {QStringLiteral("example.mado.test"), {QStringLiteral("v1")}, {}}};
        c.resources = {resource(QString(), QStringLiteral("pods"), QStringLiteral("Pod")),
                       resource(QString(), QStringLiteral("secrets"), QStringLiteral("Secret")),
                       resource(QStringLiteral("example.mado.test"), QStringLiteral("widgets"),
                                QStringLiteral("Widget"))};
        c.markPreferred();
        models::ResourceTreeModel model;
        model.setCatalog(c);
        ResourceTreeView view(&model);
        QAbstractItemModel *shown = view.tree()->model();
        const QModelIndex core = shown->index(0, 0);
        const QModelIndex v1 = shown->index(0, 0, core);
        auto iconKey = [](const QModelIndex &i) {
            return i.data(Qt::DecorationRole).value<QIcon>().cacheKey();
        };
        QCOMPARE(iconKey(core), icons::apiGroup().cacheKey());
        QCOMPARE(iconKey(v1), icons::apiVersion().cacheKey());
        QHash<QString, qint64> byResource;
        for (int r = 0; r < shown->rowCount(v1); ++r) {
            const QModelIndex i = shown->index(r, 0, v1);
            byResource.insert(i.data(models::ResourceTreeDefs::ResourceRole).toString(), iconKey(i));
            // Only the name column carries the icon.
            QVERIFY(
                !i.siblingAtColumn(models::ResourceTreeDefs::KindColumn).data(Qt::DecorationRole).isValid());
        }
        QCOMPARE(byResource.value(QStringLiteral("pods")),
                 icons::forResource(QString(), QStringLiteral("pods")).cacheKey());
        QCOMPARE(byResource.value(QStringLiteral("secrets")),
                 icons::forResource(QString(), QStringLiteral("secrets")).cacheKey());
        QVERIFY(byResource.value(QStringLiteral("pods")) != byResource.value(QStringLiteral("secrets")));
        QModelIndex example;
        for (int r = 0; r < shown->rowCount(); ++r) {
            if (shown->index(r, 0).data(models::ResourceTreeDefs::GroupRole).toString() ==
                QLatin1String("example.mado.test"))
                example = shown->index(r, 0);
        }
        QVERIFY(example.isValid());
        const QModelIndex widgets = shown->index(0, 0, shown->index(0, 0, example));
        QCOMPARE(widgets.data(models::ResourceTreeDefs::ResourceRole).toString(), QStringLiteral("widgets"));
        QCOMPARE(iconKey(widgets),
                 icons::named(QStringLiteral("kinds"), QStringLiteral("custom")).cacheKey());
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
