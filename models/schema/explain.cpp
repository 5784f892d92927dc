#include "models/schema/explain.h"

#include <QSet>

namespace models {

namespace {

constexpr int kPageWidth = 80;

QString indented(const QString &text, int n) {
    const QString pad(n, QLatin1Char(' '));
    QString out = pad + text;
    out.replace(QLatin1Char('\n'), QLatin1Char('\n') + pad);
    return out;
}

QString enumValue(const QCborValue &v) {
    if (v.isString())
        return v.toString().isEmpty() ? QStringLiteral("\"\"") : v.toString();
    if (v.isInteger())
        return QString::number(v.toInteger());
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull())
        return QStringLiteral("null");
    return v.toDiagnosticNotation();
}

/// The schema whose properties a node lists: an array's items, a map's values.
const kube::SchemaNode *fieldsOf(const kube::SchemaNode *node) {
    return node ? node->fieldHolder() : nullptr;
}

void fieldList(QString &out, const kube::SchemaNode *node, bool recursive, int depth, QSet<QString> &chain) {
    const kube::SchemaNode *holder = fieldsOf(node);
    if (!holder)
        return;
    const QString pad(2 + 2 * depth, QLatin1Char(' '));
    for (const auto &[name, field] : holder->properties) {
        out += pad + name + QLatin1Char('\t') + QLatin1Char('<') + field->explainType() + QLatin1Char('>');
        if (holder->isRequired(name))
            out += QStringLiteral(" -required-");
        out += QLatin1Char('\n');
        if (!field->enumValues.isEmpty()) {
            QStringList values;
            for (qsizetype i = 0; i < field->enumValues.size() && i < 4; ++i)
                values.append(enumValue(field->enumValues.at(i)));
            out += pad + QStringLiteral("enum: ") + values.join(QStringLiteral(", "));
            if (field->enumValues.size() > 4)
                out += QStringLiteral(", ....");
            out += QLatin1Char('\n');
        }
        if (!recursive) {
            const QString d = field->description.isEmpty() || field->descriptionInherited
                                  ? QStringLiteral("<no description>")
                                  : wrapText(field->description, kPageWidth - 4);
            out += indented(d, 4) + QStringLiteral("\n\n");
            continue;
        }
        const kube::SchemaNode *child = fieldsOf(field);
        if (!child || child->properties.empty())
            continue;
        const QString ref = child->refName;
        if (!ref.isEmpty() && chain.contains(ref))
            continue;
        if (!ref.isEmpty())
            chain.insert(ref);
        fieldList(out, child, true, depth + 1, chain);
        if (!ref.isEmpty())
            chain.remove(ref);
    }
}

} // namespace

QString wrapText(const QString &text, int width) {
    QString out;
    out.reserve(text.size() + text.size() / width + 1);
    qsizetype current = 0;
    QString word, spaces;
    for (const QChar c : text) {
        if (c == QLatin1Char('\n')) {
            if (word.isEmpty()) {
                if (current + spaces.size() <= width)
                    out += spaces;
            } else {
                out += spaces + word;
            }
            word.clear();
            spaces.clear();
            out += QLatin1Char('\n');
            current = 0;
        } else if (c.isSpace() && c != QChar(0xA0)) {
            if (spaces.isEmpty() || !word.isEmpty()) {
                current += spaces.size() + word.size();
                out += spaces + word;
                spaces.clear();
                word.clear();
            }
            spaces += c;
        } else {
            word += c;
            if (current + spaces.size() + word.size() > width && word.size() < width) {
                out += QLatin1Char('\n');
                current = 0;
                spaces.clear();
            }
        }
    }
    if (word.isEmpty()) {
        if (current + spaces.size() <= width)
            out += spaces;
    } else {
        out += spaces + word;
    }
    return out;
}

ExplainText explain(const kube::OpenApiDocument &doc, const kube::GroupVersionKind &gvk,
                    const QStringList &path, bool recursive) {
    ExplainText r;
    QString &out = r.text;
    if (!gvk.group.isEmpty())
        out += QStringLiteral("GROUP:      ") + gvk.group + QLatin1Char('\n');
    out += QStringLiteral("KIND:       ") + gvk.kind + QLatin1Char('\n');
    out += QStringLiteral("VERSION:    ") + gvk.version + QStringLiteral("\n\n");
    const kube::SchemaNode *root = doc.forKind(gvk);
    if (!root) {
        r.error = Explain::tr("The server publishes no schema for %1.").arg(gvk.kind);
        return r;
    }
    const kube::SchemaNode *node = root;
    for (const QString &step : path) {
        const kube::SchemaNode *next = kube::OpenApiDocument::at(node, {step});
        if (!next) {
            r.error = Explain::tr("field \"%1\" does not exist").arg(step);
            return r;
        }
        node = next;
    }
    if (!path.isEmpty()) {
        out += QStringLiteral("FIELD: ") + path.last() + QStringLiteral(" <") + node->explainType() +
               QStringLiteral(">\n");
        if (!node->enumValues.isEmpty()) {
            out += QStringLiteral("ENUM:\n");
            for (const QCborValue &v : node->enumValues)
                out += QStringLiteral("    ") + enumValue(v) + QLatin1Char('\n');
        } else {
            out += QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    out += QStringLiteral("DESCRIPTION:\n");
    QString description;
    if (!node->description.isEmpty())
        description += wrapText(node->description, kPageWidth - 4) + QLatin1Char('\n');
    if (!node->typeDescription.isEmpty())
        description += wrapText(node->typeDescription, kPageWidth - 4) + QLatin1Char('\n');
    // A list's or a map's element type describes itself too.
    const kube::SchemaNode *element = node->innermostItems();
    if (element == node && node->properties.empty() && node->additionalProperties)
        element = node->additionalProperties;
    if (element != node && !element->description.isEmpty())
        description += wrapText(element->description, kPageWidth - 4) + QLatin1Char('\n');
    if (description.isEmpty())
        description = QStringLiteral("<empty>");
    out += indented(description, 4) + QLatin1Char('\n');
    const kube::SchemaNode *holder = fieldsOf(node);
    if (holder && !holder->properties.empty()) {
        out += QStringLiteral("FIELDS:\n");
        QSet<QString> chain;
        if (!holder->refName.isEmpty())
            chain.insert(holder->refName);
        fieldList(out, node, recursive, 0, chain);
    }
    out += QLatin1Char('\n');
    return r;
}

} // namespace models
