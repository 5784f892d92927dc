#include "app/argparser.h"

#include "app/cli.h"

namespace app {

ArgParser &ArgParser::declare(std::initializer_list<const char *> names, bool takesValue) {
    Spec s;
    for (const char *n : names)
        s.names.append(QLatin1String(n));
    s.takesValue = takesValue;
    m_specs.append(s);
    return *this;
}

ArgParser &ArgParser::option(std::initializer_list<const char *> names) {
    return declare(names, true);
}

ArgParser &ArgParser::flag(std::initializer_list<const char *> names) {
    return declare(names, false);
}

const ArgParser::Spec *ArgParser::find(const QString &name) const {
    for (const Spec &s : m_specs)
        if (s.names.contains(name))
            return &s;
    return nullptr;
}

QString ArgParser::key(const char *name) const {
    const Spec *s = find(QLatin1String(name));
    Q_ASSERT_X(s, "ArgParser", "option not declared");
    return s ? s->names.first() : QString();
}

bool ArgParser::parse(const QStringList &args) {
    m_values.clear();
    m_positionals.clear();
    m_error.clear();
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--")) {
            m_positionals += args.mid(i + 1);
            break;
        }
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-")) {
            m_positionals.append(a);
            continue;
        }
        QString name = a, inlineValue;
        bool hasInline = false;
        if (a.startsWith(QLatin1String("--"))) {
            const qsizetype eq = a.indexOf(QLatin1Char('='));
            if (eq > 0) {
                name = a.left(eq);
                inlineValue = a.mid(eq + 1);
                hasInline = true;
            }
        } else if (a.size() > 2 && !find(a)) {
            name = a.left(2); // -ojson, -lapp=web
            inlineValue = a.mid(2);
            if (inlineValue.startsWith(QLatin1Char('=')))
                inlineValue = inlineValue.mid(1);
            hasInline = true;
        }
        const Spec *spec = find(name);
        if (!spec) {
            m_error = Cli::tr("unknown option \"%1\"").arg(a);
            return false;
        }
        if (!spec->takesValue) {
            if (hasInline) {
                m_error = Cli::tr("the option %1 takes no value").arg(name);
                return false;
            }
            m_values[spec->names.first()].append(QString());
            continue;
        }
        if (!hasInline) {
            if (i + 1 >= args.size()) {
                m_error = Cli::tr("the option %1 needs a value").arg(name);
                return false;
            }
            inlineValue = args.at(++i);
        }
        m_values[spec->names.first()].append(inlineValue);
    }
    return true;
}

QString ArgParser::value(const char *name) const {
    const QStringList v = m_values.value(key(name));
    return v.isEmpty() ? QString() : v.last();
}

QStringList ArgParser::values(const char *name) const {
    return m_values.value(key(name));
}

bool ArgParser::isSet(const char *name) const {
    return m_values.contains(key(name));
}

} // namespace app
