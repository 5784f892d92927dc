#include "codecs/json.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace codecs {

mado::Result<QCborValue> parseJson(const QByteArray &bytes)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        return mado::Error{QCoreApplication::translate("codecs", "Invalid JSON at byte %1: %2")
                               .arg(err.offset)
                               .arg(err.errorString())};
    }
    if (doc.isArray())
        return QCborValue::fromJsonValue(doc.array());
    return QCborValue::fromJsonValue(doc.object());
}

QByteArray toJson(const QCborValue &doc, JsonStyle style)
{
    const auto fmt = style == JsonStyle::Indented ? QJsonDocument::Indented : QJsonDocument::Compact;
    const QJsonValue v = doc.toJsonValue();
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(fmt);
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(fmt);
    // Scalars: wrap and strip the brackets.
    QByteArray wrapped = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

} // namespace codecs
