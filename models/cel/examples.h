#pragma once
// The playground's examples library: rules of the kinds Kubernetes' CEL
// documentation shows (lists, regex, URL, IP, CIDR, quantity, semver, format,
// authz, optional), read from data files compiled in
// (resources/cel/examples/*.yaml through cel_examples.qrc), each with its
// title and description in English, Ukrainian and Japanese.
#include "cel/limits.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QVector>

namespace models::celplay {

struct Example {
    QString file;                        ///< the data file's name, e.g. "01-replicas-within-bounds.yaml"
    QMap<QString, QString> titles;       ///< by language: en, uk, ja
    QMap<QString, QString> descriptions; ///< by language
    ::cel::limits::Environment environment = ::cel::limits::Environment::Crd;
    QString expression;
    QString schemaYaml; ///< CRD examples: the schema of self
    QString dataYaml;   ///< self (CRD) or object (admission)
    QString objectKind; ///< admission examples typed from a kind's schema ("apps/v1/Deployment")

    /// The title and description in the UI's language (English when the
    /// file has none in it).
    QString title() const;
    QString description() const;
};

/// Every example, in menu order (read once from the resources); a file that
/// cannot be read is left out and named by exampleErrors().
const QVector<Example> &examples();
/// The data files that could not be read, with why (for tests and logs).
const QStringList &exampleErrors();
/// One example from its data file's YAML; false with *error set when a field
/// is missing or of the wrong kind.
bool parseExample(const QByteArray &yaml, Example *out, QString *error);
/// The UI's language as the examples' files name it: en, uk or ja.
QString exampleLanguage();

class Examples {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::Examples)
};

/// A saved snippet: expression and context, as a small JSON document.
struct Snippet {
    QString expression;
    QString environment; ///< crd, vap, mutating, match
    int serverMinor = 37;
    bool storedRule = false;
    QString schemaYaml;
    QString dataYaml;
    QString oldDataYaml;
};
QByteArray saveSnippet(const Snippet &s);
/// Parses a saved snippet; nullopt-like empty expression and ok=false when invalid.
bool loadSnippet(const QByteArray &json, Snippet *out);

} // namespace models::celplay
