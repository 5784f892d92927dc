// Replays Status bodies recorded from the sandbox's kube-apiserver (tests/data).
#include "kube/apierror.h"

#include <QFile>
#include <QTest>

using kube::ApiError;
using namespace Qt::StringLiterals;

class TestApiError final : public QObject {
    Q_OBJECT

    static QByteArray recorded(const QString &name) {
        QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QLatin1Char('/') + name);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("missing test data %s", qPrintable(f.fileName()));
        return f.readAll();
    }

private slots:
    void recordedStatus_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("detailsName");
        QTest::addColumn<int>("causes");
        QTest::addColumn<QString>("inMessage");
        QTest::newRow("401") << "status-401-unauthorized.json" << 401 << "Unauthorized"
                             << "" << 0 << "credentials";
        QTest::newRow("403") << "status-403-forbidden.json" << 403 << "Forbidden"
                             << "" << 0 << "User \"mado-viewer\" cannot create resource \"configmaps\"";
        QTest::newRow("404") << "status-404-notfound.json" << 404 << "NotFound"
                             << "does-not-exist" << 0 << "configmaps \"does-not-exist\" not found";
        QTest::newRow("422") << "status-422-invalid.json" << 422 << "Invalid"
                             << "Bad_Name" << 1 << "metadata.name: Invalid value";
    }

    void recordedStatus() {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(QString, reason);
        QFETCH(QString, detailsName);
        QFETCH(int, causes);
        QFETCH(QString, inMessage);
        const ApiError e = ApiError::fromHttp(code, recorded(file), "application/json");
        QCOMPARE(e.kind, ApiError::Kind::Http);
        QCOMPARE(e.httpStatus, code);
        QCOMPARE(e.reason, reason);
        QCOMPARE(e.detailsName, detailsName);
        QCOMPARE(e.causes.size(), causes);
        const QString text = e.userMessage();
        QVERIFY2(text.contains(inMessage), qPrintable(text));
        QVERIFY2(text.contains(QString::number(code)), qPrintable(text));
    }

    void invalidCausesNameTheField() {
        const ApiError e =
            ApiError::fromHttp(422, recorded(QStringLiteral("status-422-invalid.json")), "application/json");
        QCOMPARE(e.causes.first().field, QStringLiteral("metadata.name"));
        QCOMPARE(e.causes.first().reason, QStringLiteral("FieldValueInvalid"));
        QVERIFY(e.userMessage().contains(QStringLiteral("\n  metadata.name: Invalid value")));
    }

    // The API server answers 500 for an applied object that does not fit its
    // schema, with structured-merge-diff's problems in Go's notation. Mado says
    // the fault is in the object and shows each problem with its value as
    // written (bodies recorded from the sandbox, server-side apply, dry run).
    void appliedObjectThatDoesNotFitItsSchema_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("one") << "status-500-apply-wrong-type.json"
                             << QStringList{u".data.a: expected string, got 5"_s};
        QTest::newRow("several") << "status-500-apply-wrong-types.json"
                                 << QStringList{u".binaryData.d: expected string, got 7"_s,
                                                u".data.a: expected string, got 5"_s,
                                                u".data.b: expected string, got true"_s};
        QTest::newRow("nested") << "status-500-apply-nested-values.json"
                                << QStringList{u".metadata.labels: expected map, got x"_s,
                                               u".data.a: expected string, got {\"x\":[1, \"b}\"]}"_s,
                                               u".immutable: expected boolean, got yes"_s};
        QTest::newRow("duplicate key")
            << "status-500-apply-duplicate-key.json"
            << QStringList{u".spec.containers: duplicate entries for key [name=\"a\"]"_s};
    }

    void appliedObjectThatDoesNotFitItsSchema() {
        QFETCH(QString, file);
        QFETCH(QStringList, problems);
        const ApiError e = ApiError::fromHttp(500, recorded(file), "application/json");
        QVERIFY(e.message.startsWith(u"failed to create typed patch object ("_s));
        const QStringList lines = e.userMessage().split(u'\n');
        QCOMPARE(lines.first(),
                 u"The object does not fit the schema of its kind, so the server cannot apply it "
                 u"(it answers 500, an internal error, for this):"_s);
        QStringList shown = lines.mid(1);
        for (QString &l : shown) {
            QVERIFY2(l.startsWith(u"  "_s), qPrintable(l));
            l = l.mid(2);
        }
        QCOMPARE(shown, problems);
    }

    // A 422's message repeats its causes; they are shown once, one a line,
    // after what the message says before them.
    void invalidCausesAreShownOnce() {
        const ApiError e = ApiError::fromHttp(422, recorded(QStringLiteral("status-422-two-causes.json")),
                                              "application/json");
        QCOMPARE(e.causes.size(), 2);
        QCOMPARE(
            e.userMessage(),
            u"The object is invalid (422 Unprocessable Entity). The server says: Deployment.apps \"d1\" is "
            u"invalid\n  spec.replicas: Invalid value: -3: must be greater than or equal to 0\n"
            u"  spec.template.spec.containers[0].image: Required value"_s);
    }

    // A merge patch with a value of the wrong type: the API server quotes the
    // whole patched object (3 KB here, escaped) before saying why. The quote is
    // cut to its start; the reason stays whole.
    void patchThatDoesNotDecodeKeepsItsReason() {
        const ApiError e = ApiError::fromHttp(
            422, recorded(QStringLiteral("status-422-patch-does-not-decode.json")), "application/json");
        QVERIFY(e.message.size() > 3000);
        const QStringList lines = e.userMessage().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0], u"The object is invalid (422 Unprocessable Entity)."_s);
        QVERIFY2(lines[1].startsWith(u"  patch: Invalid value: \"{\\\"apiVersion\\\":\\\"apps/v1\\\","_s),
                 qPrintable(lines[1]));
        QVERIFY2(lines[1].endsWith(u"\u2026\": json: cannot unmarshal number into Go struct field "
                                   u"DeploymentSpec.spec.paused of type bool"_s),
                 qPrintable(lines[1]));
        QVERIFY2(lines[1].size() < 250, qPrintable(lines[1]));
        // A short value is quoted whole.
        ApiError s = e;
        s.causes.first().message =
            QStringLiteral("Invalid value: \"map[spec:map[paused:7]]\": unrecognized type: int32");
        QVERIFY(s.userMessage().endsWith(s.causes.first().message));
        // An escape counts as one character and is never cut.
        s.causes.first().message =
            u"Invalid value: \""_s + QString(79, u'a') + u"\\u00e9\\\""_s + QString(100, u'b') + u"\": why"_s;
        QVERIFY2(s.userMessage().endsWith(u"\"" + QString(79, u'a') + u"\\u00e9\u2026\": why"_s),
                 qPrintable(s.userMessage()));
    }

    // Any other 500 keeps the general sentence and the server's words.
    void otherInternalErrorsStayAsTheServerSaysThem() {
        const ApiError e = ApiError::fromHttp(
            500, R"J({"kind":"Status","code":500,"message":"failed to create typed live object (x)"})J",
            "application/json");
        QCOMPARE(e.userMessage(),
                 u"Internal server error (500). The server says: failed to create typed live object (x)"_s);
    }

    void nonStatusBodyIsKeptBounded() {
        const QByteArray html = "<html><body>" + QByteArray(5000, 'x') + "</body></html>";
        const ApiError e = ApiError::fromHttp(502, html, "text/html");
        QCOMPARE(e.reason, QString());
        QVERIFY(e.message.size() <= 400);
        QVERIFY(e.userMessage().contains(QStringLiteral("502")));
    }

    void htmlPageKeepsItsTextOnly() {
        const QByteArray html =
            "<html><head><title>502</title><style>h1{color:red}</style></head>"
            "<body><h1>Bad Gateway</h1><script>var x = 1;</script><p>nginx</p></body></html>";
        const ApiError e = ApiError::fromHttp(502, html, "text/html; charset=utf-8");
        QCOMPARE(e.message, QStringLiteral("Bad Gateway nginx"));
        QVERIFY(e.userMessage().startsWith(QStringLiteral("Bad gateway (502)")));
    }

    void truncatedStatusIsNotFatal() {
        const QByteArray body = recorded(QStringLiteral("status-404-notfound.json")).left(60);
        const ApiError e = ApiError::fromHttp(404, body, "application/json");
        QCOMPARE(e.httpStatus, 404);
        QVERIFY(e.userMessage().startsWith(QStringLiteral("Not found (404).")));
    }

    void retryAfterIsShown() {
        ApiError e = ApiError::fromHttp(
            429,
            R"({"kind":"Status","reason":"TooManyRequests","message":"slow down","details":{"retryAfterSeconds":3}})",
            "application/json");
        QCOMPARE(e.retryAfterSeconds, 3);
        QVERIFY(e.userMessage().contains(QStringLiteral("Retry after 3 second(s).")));
    }

    // A network error before any answer is an unreachable server; after the
    // status line arrived, an answer that broke off.
    void networkErrorsSayWhetherTheServerAnswered() {
        ApiError e;
        e.kind = ApiError::Kind::Network;
        e.message = QStringLiteral("Connection refused");
        QCOMPARE(e.userMessage(), QStringLiteral("Cannot reach the server: Connection refused"));
        e.httpStatus = 200;
        e.message = QStringLiteral("Connection closed");
        QCOMPARE(e.userMessage(),
                 QStringLiteral(
                     "The connection broke off in the middle of the server's answer: Connection closed"));
    }
};

QTEST_GUILESS_MAIN(TestApiError)
#include "tst_apierror.moc"
