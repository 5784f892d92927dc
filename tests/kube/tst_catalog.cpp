// Unit: the discovery catalog without a server: preferred versions as
// kubectl's ServerPreferredResources picks them, legacy resource lists with
// their subresources, group order, and hostile answers (a group named
// thousands of times, a resource named twice).
#include "codecs/json.h"
#include "kube/catalog.h"

#include <QTest>

using kube::ApiGroup;
using kube::ApiResource;
using kube::Catalog;

namespace {

ApiResource resource(const QString &group, const QString &version, const QString &name) {
    ApiResource r;
    r.group = group;
    r.version = version;
    r.name = name;
    return r;
}

QStringList preferred(const Catalog &c) {
    QStringList out;
    for (const ApiResource &r : c.resources) {
        if (r.preferred)
            out.append(r.groupVersion() + QLatin1Char('/') + r.name);
    }
    return out;
}

} // namespace

class TestCatalog final : public QObject {
    Q_OBJECT

private slots:
    void preferredIsTheFirstVersionOfItsGroupServingIt() {
        Catalog c;
        c.groups = {ApiGroup{QString(), {QStringLiteral("v1")}, {}},
                    ApiGroup{QStringLiteral("apps"), {QStringLiteral("v2"), QStringLiteral("v1")}, {}},
                    ApiGroup{QStringLiteral("batch"), {QStringLiteral("v1")}, {}}};
        c.resources = {resource({}, QStringLiteral("v1"), QStringLiteral("pods")),
                       resource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")),
                       resource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")),
                       resource(QStringLiteral("apps"), QStringLiteral("v2"), QStringLiteral("deployments")),
                       // The same name in another group is another resource.
                       resource(QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("deployments")),
                       // A version no group lists: left as it was.
                       resource(QStringLiteral("batch"), QStringLiteral("v9"), QStringLiteral("jobs")),
                       // A name twice in one version: the first.
                       resource({}, QStringLiteral("v1"), QStringLiteral("pods"))};
        c.resources[5].preferred = true;
        c.resources[6].preferred = true;
        c.markPreferred();
        QCOMPARE(preferred(c),
                 QStringList({QStringLiteral("v1/pods"), QStringLiteral("apps/v1/replicasets"),
                              QStringLiteral("apps/v2/deployments"), QStringLiteral("batch/v1/deployments"),
                              QStringLiteral("batch/v9/jobs")}));
    }

    void aGroupNamedTwiceCountsItsVersionsInOrderOfFirstMention() {
        Catalog c;
        c.groups = {ApiGroup{QStringLiteral("g"), {QStringLiteral("v2")}, {}},
                    ApiGroup{QStringLiteral("g"), {QStringLiteral("v1"), QStringLiteral("v2")}, {}}};
        c.resources = {resource(QStringLiteral("g"), QStringLiteral("v1"), QStringLiteral("a")),
                       resource(QStringLiteral("g"), QStringLiteral("v2"), QStringLiteral("a")),
                       resource(QStringLiteral("g"), QStringLiteral("v1"), QStringLiteral("b"))};
        c.markPreferred();
        QCOMPARE(preferred(c), QStringList({QStringLiteral("g/v2/a"), QStringLiteral("g/v1/b")}));
    }

    void legacyListsAttachSubresourcesToTheirParents() {
        const auto doc = codecs::parseJson(R"({"kind":"APIResourceList","groupVersion":"v1","resources":[
            {"name":"pods/log","kind":"Pod"},
            {"name":"pods","singularName":"pod","namespaced":true,"kind":"Pod","verbs":["get","list"],"shortNames":["po"]},
            {"name":"pods/status","kind":"Pod"},
            {"name":"nodes","kind":"Node","verbs":"not a list"},
            {"name":"pods","kind":"Pod"},
            {"name":"pods/exec","kind":"PodExecOptions"}]})");
        QVERIFY(doc.ok());
        const QList<ApiResource> found = Catalog::legacyResources({}, QStringLiteral("v1"), *doc);
        QCOMPARE(found.size(), 3);
        QCOMPARE(found[0].name, QStringLiteral("pods"));
        QVERIFY(found[0].namespaced);
        QCOMPARE(found[0].shortNames, QStringList{QStringLiteral("po")});
        // A subresource before its parent has no parent yet (as before); one
        // after a name given twice belongs to both.
        QCOMPARE(found[0].subresources, QStringList({QStringLiteral("status"), QStringLiteral("exec")}));
        QCOMPARE(found[1].verbs, QStringList());
        QCOMPARE(found[2].subresources, QStringList{QStringLiteral("exec")});
    }

    void resourcesFollowTheirGroupsVersionOrder() {
        const QList<ApiGroup> groups{
            ApiGroup{QString(), {QStringLiteral("v1")}, {}},
            ApiGroup{QStringLiteral("apps"), {QStringLiteral("v2"), QStringLiteral("v1")}, {}}};
        const QList<ApiResource> resources{
            resource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("a")),
            resource(QStringLiteral("apps"), QStringLiteral("v2"), QStringLiteral("b")),
            resource({}, QStringLiteral("v1"), QStringLiteral("c")),
            resource(QStringLiteral("apps"), QStringLiteral("v3"), QStringLiteral("d")),
            resource(QStringLiteral("apps"), QStringLiteral("v2"), QStringLiteral("e"))};
        QStringList names;
        for (const ApiResource &r : Catalog::inGroupOrder(groups, resources))
            names.append(r.name);
        QCOMPARE(names, QStringList({QStringLiteral("c"), QStringLiteral("b"), QStringLiteral("e"),
                                     QStringLiteral("a")}));
    }

    // A hostile aggregated answer of 40,000 groups, one resource each: every
    // resource is its group's preferred one. (markPreferred walked every
    // resource for every group version: 1.6 billion steps here.)
    void manyGroupsAreMarkedInOnePass() {
        QByteArray json = R"({"kind":"APIGroupDiscoveryList","items":[)";
        constexpr int kGroups = 40000;
        for (int i = 0; i < kGroups; ++i) {
            json += QStringLiteral(R"(%1{"metadata":{"name":"g%2.example"},"versions":[{"version":"v1",)"
                                   R"("resources":[{"resource":"things","scope":"Cluster"}]}]})")
                        .arg(i ? QStringLiteral(",") : QString())
                        .arg(i)
                        .toUtf8();
        }
        json += "]}";
        Catalog c;
        QVERIFY(!Catalog::addAggregated(c, json));
        QCOMPARE(c.resources.size(), kGroups);
        c.markPreferred();
        QCOMPARE(c.preferredResources().size(), kGroups);
        const auto found = c.resolve(QStringLiteral("things.g39999.example"));
        QVERIFY(found.ok());
        QCOMPARE(found->group, QStringLiteral("g39999.example"));
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
