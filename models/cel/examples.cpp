#include "models/cel/examples.h"

#include "codecs/fileerror.h"
#include "codecs/yaml.h"

#include <QCborMap>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

// The data files live in the static models library: referenced here so the
// linker keeps them (Q_INIT_RESOURCE works outside namespaces only).
static void initExampleResources() {
    Q_INIT_RESOURCE(cel_examples);
}

namespace models::celplay {

namespace {

using E = ::cel::limits::Environment;

QString pick(const QMap<QString, QString> &byLanguage) {
    const QString text = byLanguage.value(exampleLanguage());
    return text.isEmpty() ? byLanguage.value(QStringLiteral("en")) : text;
}

} // namespace

QString exampleLanguage() {
    // Translated to the language's own code by each translation, so the
    // examples follow the language chosen at runtime.
    return Examples::tr("en",
                        "the language code of this translation (en, uk, ja): picks the CEL examples' texts");
}

QString Example::title() const {
    return pick(titles);
}

QString Example::description() const {
    return pick(descriptions);
}

bool parseExample(const QByteArray &yaml, Example *out, QString *error) {
    const QString file = out->file;
    *out = Example();
    out->file = file;
    auto doc = codecs::parseYaml(yaml);
    if (!doc) {
        *error = doc.error().message;
        return false;
    }
    if (!doc->isMap()) {
        *error = Examples::tr("not a mapping");
        return false;
    }
    const QCborMap m = doc->toMap();
    auto texts = [&](const char *key, QMap<QString, QString> *to) {
        const QCborMap byLang = m.value(QLatin1String(key)).toMap();
        for (auto it = byLang.begin(); it != byLang.end(); ++it)
            if (it.value().isString())
                to->insert(it.key().toString(), it.value().toString());
        if (to->value(QStringLiteral("en")).isEmpty()) {
            *error = Examples::tr("%1 has no English text").arg(QLatin1String(key));
            return false;
        }
        return true;
    };
    if (!texts("title", &out->titles) || !texts("description", &out->descriptions))
        return false;
    const auto env =
        ::cel::limits::parseEnvironment(m.value(QLatin1String("environment")).toString().toStdString());
    if (!env) {
        *error =
            Examples::tr("unknown environment \"%1\"").arg(m.value(QLatin1String("environment")).toString());
        return false;
    }
    out->environment = *env;
    out->expression = m.value(QLatin1String("expression")).toString();
    if (out->expression.isEmpty()) {
        *error = Examples::tr("no expression");
        return false;
    }
    out->schemaYaml = m.value(QLatin1String("schema")).toString();
    out->dataYaml = m.value(QLatin1String("data")).toString();
    out->objectKind = m.value(QLatin1String("objectKind")).toString();
    if (out->environment == E::Crd && out->schemaYaml.trimmed().isEmpty()) {
        *error = Examples::tr("a CRD example needs the schema of self");
        return false;
    }
    return true;
}

namespace {

struct Library {
    QVector<Example> examples;
    QStringList errors;
};

const Library &library() {
    static const Library lib = [] {
        initExampleResources();
        Library l;
        QDir dir(QStringLiteral(":/mado/cel/examples"));
        const QStringList files = dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
        for (const QString &name : files) {
            QFile f(dir.filePath(name));
            Example ex;
            ex.file = name;
            QString error;
            if (!f.open(QIODevice::ReadOnly))
                l.errors << name + QStringLiteral(": ") + mado::fileErrorText(f);
            else if (!parseExample(f.readAll(), &ex, &error))
                l.errors << name + QStringLiteral(": ") + error;
            else
                l.examples.push_back(ex);
        }
        return l;
    }();
    return lib;
}

} // namespace

const QVector<Example> &examples() {
    return library().examples;
}

const QStringList &exampleErrors() {
    return library().errors;
}

QByteArray saveSnippet(const Snippet &s) {
    QJsonObject o;
    o.insert(QStringLiteral("expression"), s.expression);
    o.insert(QStringLiteral("environment"), s.environment);
    o.insert(QStringLiteral("k8sVersion"), QStringLiteral("1.%1").arg(s.serverMinor));
    o.insert(QStringLiteral("rule"), s.storedRule ? QStringLiteral("stored") : QStringLiteral("new"));
    o.insert(QStringLiteral("schema"), s.schemaYaml);
    o.insert(QStringLiteral("data"), s.dataYaml);
    o.insert(QStringLiteral("oldData"), s.oldDataYaml);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool loadSnippet(const QByteArray &json, Snippet *out) {
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    if (!o.value(QStringLiteral("expression")).isString())
        return false;
    out->expression = o.value(QStringLiteral("expression")).toString();
    out->environment = o.value(QStringLiteral("environment")).toString(QStringLiteral("crd"));
    out->serverMinor = o.value(QStringLiteral("k8sVersion")).toString(QStringLiteral("1.37")).mid(2).toInt();
    if (out->serverMinor < 27 || out->serverMinor > 37)
        out->serverMinor = 37;
    out->storedRule = o.value(QStringLiteral("rule")).toString() == QLatin1String("stored");
    out->schemaYaml = o.value(QStringLiteral("schema")).toString();
    out->dataYaml = o.value(QStringLiteral("data")).toString();
    out->oldDataYaml = o.value(QStringLiteral("oldData")).toString();
    return true;
}

} // namespace models::celplay
