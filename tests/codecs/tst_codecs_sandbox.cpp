// Integration: one ConfigMap, one Pod (it stays Pending: the sandbox has no
// scheduler) and one custom resource, created in the test's own namespace and
// fetched in every wire format the server offers for them, decode to equal JSON.
#include "codecs/decode.h"
#include "codecs/json.h"
#include "codecs/mediatype.h"
#include "codecs/watchframing.h"
#include "kube/client.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

#include <QCborArray>
#include <QCborMap>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace kube;
using namespace codecs;
using mado::test::await;

namespace {

QCborMap map(std::initializer_list<std::pair<QString, QCborValue>> entries) {
    QCborMap m;
    for (const auto &[k, v] : entries)
        m.insert(k, v);
    return m;
}

} // namespace

class TestCodecsSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("codecs"));
    const QString m_group = testcluster::ownGroup(QStringLiteral("codecs"));
    const QString m_crdPath = QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions");

    CallResult send(const QByteArray &verb, const QString &path, const QCborValue &body = {},
                    const QByteArray &accept = "application/json") {
        Request r;
        r.verb = verb;
        r.path = path;
        r.accept = accept;
        if (!body.isUndefined()) {
            r.contentType = "application/json";
            r.body = toJson(body, JsonStyle::Compact);
        }
        return await(m_client->send(r));
    }

    /// GETs path in one format and decodes it; fails the test on any error.
    QCborValue fetch(const QString &path, WireFormat format, bool *complete = nullptr) {
        const CallResult r = send("GET", path, {}, mediaType(format));
        if (!r.ok()) {
            QTest::qFail(qPrintable(r.error().userMessage()), __FILE__, __LINE__);
            return {};
        }
        const auto served = wireFormatOf(r->contentType);
        if (served != format) {
            QTest::qFail(qPrintable(QStringLiteral("asked %1, got %2")
                                        .arg(wireFormatName(format), QString::fromLatin1(r->contentType))),
                         __FILE__, __LINE__);
            return {};
        }
        auto d = decodeBody(r->body, r->contentType);
        if (!d.ok()) {
            QTest::qFail(qPrintable(d.error().message), __FILE__, __LINE__);
            return {};
        }
        if (complete)
            *complete = d->complete;
        return canonical(d->document);
    }

    static QString hint(const QCborValue &a, const QCborValue &b) {
        return QString::fromUtf8(toJson(a, JsonStyle::Compact).left(800)) + QLatin1String("\n vs \n") +
               QString::fromUtf8(toJson(b, JsonStyle::Compact).left(800));
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        const CallResult ns =
            send("POST", QStringLiteral("/api/v1/namespaces"), *parseJson(testcluster::namespaceJson(m_ns)));
        QVERIFY2(ns.ok(), qPrintable(ns.ok() ? QString() : ns.error().userMessage()));
    }

    void configMapInEveryFormat() {
        const QString name = QStringLiteral("codecs-cm");
        const QString base = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns);
        const QCborMap cm = map(
            {{QStringLiteral("apiVersion"), QStringLiteral("v1")},
             {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
             {QStringLiteral("metadata"),
              map({{QStringLiteral("name"), name},
                   {QStringLiteral("labels"), map({{QStringLiteral("app"), QStringLiteral("shop")}})}})},
             {QStringLiteral("data"), map({{QStringLiteral("text"), QStringLiteral("窓\nline two\n")},
                                           {QStringLiteral("empty"), QString()}})},
             {QStringLiteral("binaryData"), map({{QStringLiteral("blob"), QByteArray("\x00\xff\x10", 3)}})}});
        auto created = send("POST", base, cm);
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().userMessage()));
        const QString path = base + QLatin1Char('/') + name;
        const QCborValue json = fetch(path, WireFormat::Json);
        QCOMPARE(json[QLatin1String("data")][QLatin1String("text")].toString(),
                 QStringLiteral("窓\nline two\n"));
        QCOMPARE(json[QLatin1String("binaryData")][QLatin1String("blob")].toString(), QStringLiteral("AP8Q"));
        for (WireFormat f : {WireFormat::Yaml, WireFormat::Cbor, WireFormat::Protobuf}) {
            bool complete = false;
            const QCborValue other = fetch(path, f, &complete);
            QVERIFY(complete);
            QVERIFY2(other == json, qPrintable(wireFormatName(f) + QLatin1String(": ") + hint(other, json)));
        }
        QVERIFY(send("DELETE", path).ok());
    }

    void pendingPodInEveryFormat() {
        const QString name = QStringLiteral("codecs-pod");
        const QString base = QStringLiteral("/api/v1/namespaces/%1/pods").arg(m_ns);
        const QCborMap container =
            map({{QStringLiteral("name"), QStringLiteral("web")},
                 {QStringLiteral("image"), QStringLiteral("registry.example/web:1")},
                 {QStringLiteral("ports"), QCborArray{map({{QStringLiteral("containerPort"), 8080}})}}});
        const QCborMap pod =
            map({{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                 {QStringLiteral("kind"), QStringLiteral("Pod")},
                 {QStringLiteral("metadata"), map({{QStringLiteral("name"), name}})},
                 {QStringLiteral("spec"), map({{QStringLiteral("containers"), QCborArray{container}}})}});
        auto created = send("POST", base, pod);
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().userMessage()));
        const QString path = base + QLatin1Char('/') + name;
        const QCborValue json = fetch(path, WireFormat::Json);
        QCOMPARE(json[QLatin1String("status")][QLatin1String("phase")].toString(), QStringLiteral("Pending"));
        for (WireFormat f : {WireFormat::Yaml, WireFormat::Cbor}) {
            const QCborValue other = fetch(path, f);
            QVERIFY2(other == json, qPrintable(wireFormatName(f) + QLatin1String(": ") + hint(other, json)));
        }
        // Protobuf: Mado has no Pod schema, so the envelope and the metadata must agree.
        bool complete = true;
        const QCborValue pb = fetch(path, WireFormat::Protobuf, &complete);
        QVERIFY(!complete);
        QCOMPARE(pb[QLatin1String("kind")].toString(), QStringLiteral("Pod"));
        QVERIFY2(pb[QLatin1String("metadata")] == json[QLatin1String("metadata")],
                 qPrintable(hint(pb[QLatin1String("metadata")], json[QLatin1String("metadata")])));
        QVERIFY(send("DELETE", path).ok());
    }

    void customResourceInEveryServedFormat() {
        const QString &group = m_group;
        const QCborMap schema =
            map({{QStringLiteral("openAPIV3Schema"),
                  map({{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("properties"),
                        map({{QStringLiteral("spec"),
                              map({{QStringLiteral("type"), QStringLiteral("object")},
                                   {QStringLiteral("x-kubernetes-preserve-unknown-fields"), true}})}})}})}});
        const QCborMap crd =
            map({{QStringLiteral("apiVersion"), QStringLiteral("apiextensions.k8s.io/v1")},
                 {QStringLiteral("kind"), QStringLiteral("CustomResourceDefinition")},
                 {QStringLiteral("metadata"),
                  map({{QStringLiteral("name"), QString(QStringLiteral("gadgets.") + group)}})},
                 {QStringLiteral("spec"),
                  map({{QStringLiteral("group"), group},
                       {QStringLiteral("scope"), QStringLiteral("Namespaced")},
                       {QStringLiteral("names"), map({{QStringLiteral("plural"), QStringLiteral("gadgets")},
                                                      {QStringLiteral("singular"), QStringLiteral("gadget")},
                                                      {QStringLiteral("kind"), QStringLiteral("Gadget")}})},
                       {QStringLiteral("versions"),
                        QCborArray{map({{QStringLiteral("name"), QStringLiteral("v1")},
                                        {QStringLiteral("served"), true},
                                        {QStringLiteral("storage"), true},
                                        {QStringLiteral("schema"), schema}})}}})}});
        auto created = send("POST", m_crdPath, crd);
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().userMessage()));
        const QString base = QStringLiteral("/apis/%1/v1/namespaces/%2/gadgets").arg(group, m_ns);
        const QCborMap cr =
            map({{QStringLiteral("apiVersion"), QString(group + QLatin1String("/v1"))},
                 {QStringLiteral("kind"), QStringLiteral("Gadget")},
                 {QStringLiteral("metadata"), map({{QStringLiteral("name"), QStringLiteral("g1")}})},
                 {QStringLiteral("spec"), map({{QStringLiteral("size"), qint64(9007199254740993)},
                                               {QStringLiteral("ratio"), 0.5},
                                               {QStringLiteral("tags"), QCborArray{QStringLiteral("a")}},
                                               {QStringLiteral("nothing"), QCborValue(QCborValue::Null)}})}});
        // The CRD needs a moment before its endpoint serves.
        CallResult made = send("POST", base, cr);
        for (int i = 0; i < 50 && !made.ok() && made.error().httpStatus == 404; ++i) {
            QTest::qWait(200);
            made = send("POST", base, cr);
        }
        QVERIFY2(made.ok(), qPrintable(made.ok() ? QString() : made.error().userMessage()));
        const QString path = base + QLatin1String("/g1");
        const QCborValue json = fetch(path, WireFormat::Json);
        QCOMPARE(json[QLatin1String("spec")][QLatin1String("size")].toInteger(), qint64(9007199254740993));
        for (WireFormat f : {WireFormat::Yaml, WireFormat::Cbor}) {
            const QCborValue other = fetch(path, f);
            QVERIFY2(other == json, qPrintable(wireFormatName(f) + QLatin1String(": ") + hint(other, json)));
        }
        // Protobuf is not served for custom resources: 406 with a clear message...
        const CallResult pb = send("GET", path, {}, mediaType(WireFormat::Protobuf));
        QVERIFY(!pb.ok());
        QCOMPARE(pb.error().httpStatus, 406);
        const QString msg = notAcceptableMessage(mediaType(WireFormat::Protobuf), pb.error().message);
        QVERIFY2(msg.contains(QLatin1String("application/json")), qPrintable(msg));
        // ...and the negotiated Accept list falls back to JSON.
        const QByteArray accept = acceptHeader(WireFormat::Protobuf, ApiOrigin::CustomResource);
        const CallResult fallback = send("GET", path, {}, accept);
        QVERIFY(fallback.ok());
        QCOMPARE(wireFormatOf(fallback->contentType), WireFormat::Json);
        const CallResult both =
            send("GET", path, {}, "application/vnd.kubernetes.protobuf, application/json");
        QVERIFY(both.ok());
        QCOMPARE(wireFormatOf(both->contentType), WireFormat::Json);
        QVERIFY(send("DELETE", m_crdPath + QLatin1String("/gadgets.") + group).ok());
    }

    void watchStreamsInEveryFraming() {
        // kube-system: no test writes there, so the three streams list the same objects.
        const QString ns = QStringLiteral("/api/v1/namespaces/kube-system/configmaps");
        QList<QList<WatchEvent>> streams;
        for (WireFormat f : {WireFormat::Json, WireFormat::Protobuf, WireFormat::Cbor}) {
            Request r;
            r.path = ns;
            r.query.addQueryItem(QStringLiteral("watch"), QStringLiteral("1"));
            r.query.addQueryItem(QStringLiteral("resourceVersion"), QStringLiteral("0"));
            r.query.addQueryItem(QStringLiteral("timeoutSeconds"), QStringLiteral("1"));
            r.accept = mediaType(f);
            const CallResult res = await(m_client->send(r));
            QVERIFY2(res.ok(), qPrintable(res.ok() ? QString() : res.error().userMessage()));
            QCOMPARE(res->contentType, *watchMediaType(f));
            WatchFramer framer(f);
            auto events = framer.feed(res->body);
            QVERIFY2(events.ok(), qPrintable(events.ok() ? QString() : events.error().message));
            QVERIFY(framer.finish().ok());
            streams.append(*events);
        }
        QVERIFY(!streams[0].isEmpty());
        for (int s = 1; s < 3; ++s) {
            QCOMPARE(streams[s].size(), streams[0].size());
            for (qsizetype i = 0; i < streams[0].size(); ++i)
                QVERIFY(canonical(streams[s][i].object) == canonical(streams[0][i].object));
        }
    }

    void cleanupTestCase() { QVERIFY(send("DELETE", QStringLiteral("/api/v1/namespaces/") + m_ns).ok()); }
};

QTEST_GUILESS_MAIN(TestCodecsSandbox)
#include "tst_codecs_sandbox.moc"
