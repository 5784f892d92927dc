#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace app {

/// The arguments of one subcommand, parsed as kubectl and POSIX utilities do:
/// `--name VALUE`, `--name=VALUE`, `-x VALUE` and `-xVALUE` for valued
/// options, plain flags, positional arguments anywhere, and `--` ending the
/// options (everything after it is positional, even when it starts with `-`).
/// A lone `-` is positional (it names standard input).
class ArgParser final {
public:
    /// Declares an option that takes a value; names are spelled as typed
    /// ("-o", "--output"). The first long name is the key for value().
    ArgParser &option(std::initializer_list<const char *> names);
    /// Declares a flag (an option without a value).
    ArgParser &flag(std::initializer_list<const char *> names);

    /// Parses args. False on a usage error, which error() then describes
    /// (translated, one line).
    bool parse(const QStringList &args);

    /// The last value given for an option (any of its names), or a null
    /// QString when it was not given.
    QString value(const char *name) const;
    /// Every value given for a repeatable option, in order.
    QStringList values(const char *name) const;
    /// Whether a flag or option was given.
    bool isSet(const char *name) const;
    /// The positional arguments, in order.
    const QStringList &positionals() const { return m_positionals; }
    /// The reason parse() failed.
    const QString &error() const { return m_error; }

private:
    struct Spec {
        QStringList names;
        bool takesValue = false;
    };
    ArgParser &declare(std::initializer_list<const char *> names, bool takesValue);
    const Spec *find(const QString &name) const;
    QString key(const char *name) const;

    QList<Spec> m_specs;
    QHash<QString, QStringList> m_values; ///< keyed by the spec's first name
    QStringList m_positionals;
    QString m_error;
};

} // namespace app
