#include "models/cel/examples.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace models::celplay {

namespace {
using E = ::cel::limits::Environment;
const char *const kReplicaSchema = "type: object\n"
                                   "properties:\n"
                                   "  replicas: {type: integer}\n"
                                   "  minReplicas: {type: integer}\n"
                                   "  maxReplicas: {type: integer}\n";
const char *const kListSchema = "type: object\n"
                                "properties:\n"
                                "  items:\n"
                                "    type: array\n"
                                "    items: {type: string, maxLength: 64}\n";
const char *const kContainersSchema = "type: object\n"
                                      "properties:\n"
                                      "  containers:\n"
                                      "    type: array\n"
                                      "    items:\n"
                                      "      type: object\n"
                                      "      properties:\n"
                                      "        name: {type: string, maxLength: 63}\n"
                                      "        args:\n"
                                      "          type: array\n"
                                      "          items: {type: string}\n";
} // namespace

const QVector<Example> &examples() {
    static const QVector<Example> list = {
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Replicas within bounds"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "A CRD rule comparing three fields of the same object."),
         E::Crd, "self.minReplicas <= self.replicas && self.replicas <= self.maxReplicas", kReplicaSchema,
         "replicas: 3\nminReplicas: 1\nmaxReplicas: 5\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Unique list items"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "Every item appears once: a list macro whose cost grows with the list size."),
         E::Crd, "self.items.all(x, self.items.exists_one(y, x == y))", kListSchema, "items: [a, b, c]\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Nested loop without maxItems"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "Over the estimated cost limit until the lists get maxItems; the API server "
                           "sizes the inner loop from the field selected last."),
         E::Crd, "self.containers.all(c, c.args.all(a, a != c.name))", kContainersSchema,
         "containers:\n- name: app\n  args: [--verbose]\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Regular expression"),
         QT_TRANSLATE_NOOP("models::celplay::Examples", "A name must be a DNS label."), E::Crd,
         "self.name.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$')",
         "type: object\nproperties:\n  name: {type: string, maxLength: 63}\n", "name: web-1\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "URL"),
         QT_TRANSLATE_NOOP("models::celplay::Examples", "Only https URLs on one host."), E::Crd,
         "isURL(self.url) && url(self.url).getScheme() == 'https' && url(self.url).getHost() == "
         "'example.com'",
         "type: object\nproperties:\n  url: {type: string, maxLength: 256}\n",
         "url: https://example.com/path\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "IP address and CIDR"),
         QT_TRANSLATE_NOOP("models::celplay::Examples", "The address must lie in a private range."), E::Crd,
         "isIP(self.address) && cidr('10.0.0.0/8').containsIP(ip(self.address))",
         "type: object\nproperties:\n  address: {type: string, maxLength: 45}\n", "address: 10.1.2.3\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Quantity"),
         QT_TRANSLATE_NOOP("models::celplay::Examples", "A memory request no larger than 2Gi."), E::Crd,
         "isQuantity(self.memory) && quantity(self.memory).compareTo(quantity('2Gi')) <= 0",
         "type: object\nproperties:\n  memory: {type: string, maxLength: 32}\n", "memory: 512Mi\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Semantic version"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "The version must be 1.2.0 or newer (Kubernetes 1.33+)."),
         E::Crd, "isSemver(self.version) && semver(self.version).isGreaterThan(semver('1.1.99'))",
         "type: object\nproperties:\n  version: {type: string, maxLength: 32}\n", "version: 1.4.2\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Named format"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "Validates with a Kubernetes named format (Kubernetes 1.31+)."),
         E::Crd, "!format.dns1123Label().validate(self.name).hasValue()",
         "type: object\nproperties:\n  name: {type: string, maxLength: 63}\n", "name: web\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "String format"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "string.format is checked when the rule is compiled: the clauses must fit the "
                           "arguments."),
         E::Crd, "'%s has %d replicas'.format([self.name, self.replicas]).size() < 100",
         "type: object\nproperties:\n  name: {type: string, maxLength: 63}\n  replicas: {type: integer}\n",
         "name: web\nreplicas: 3\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Optional field"),
         QT_TRANSLATE_NOOP("models::celplay::Examples", "A default for a field that may be absent."), E::Crd,
         "self.?mode.orValue('Auto') in ['Auto', 'Manual']",
         "type: object\nproperties:\n  mode: {type: string, maxLength: 16}\n", "{}\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Transition rule"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "The field can only grow (oldSelf is the stored object)."),
         E::Crd, "self.size >= oldSelf.size", "type: object\nproperties:\n  size: {type: integer}\n",
         "size: 10\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Admission: labels required"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "A ValidatingAdmissionPolicy expression on the incoming object."),
         E::ValidatingAdmissionPolicy, "has(object.metadata.labels) && 'team' in object.metadata.labels", "",
         "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n  labels: {team: web}\n"},
        {QT_TRANSLATE_NOOP("models::celplay::Examples", "Authorization check"),
         QT_TRANSLATE_NOOP("models::celplay::Examples",
                           "Asks the authorizer whether the requesting user may delete secrets."),
         E::ValidatingAdmissionPolicy,
         "authorizer.group('').resource('secrets').namespace('default').check('delete').allowed()", "",
         "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n"},
    };
    return list;
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
