#include "models/migrate/progressstore.h"

#include "codecs/fileerror.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace migrate {

QByteArray RewriteRecord::toJson() const {
    QJsonObject o{{QStringLiteral("server"), server},
                  {QStringLiteral("crd"), crd},
                  {QStringLiteral("uid"), uid},
                  {QStringLiteral("version"), version},
                  {QStringLiteral("total"), total},
                  {QStringLiteral("rewritten"), rewritten},
                  {QStringLiteral("gone"), gone},
                  {QStringLiteral("conflicts"), conflicts},
                  {QStringLiteral("watermark"), watermark},
                  {QStringLiteral("complete"), complete},
                  {QStringLiteral("failed"), QJsonArray::fromStringList(failed)},
                  {QStringLiteral("started"), started.toString(Qt::ISODateWithMs)},
                  {QStringLiteral("finished"), finished.toString(Qt::ISODateWithMs)},
                  {QStringLiteral("passes"), passes},
                  {QStringLiteral("serverMigration"), serverMigration}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<RewriteRecord> RewriteRecord::fromJson(const QByteArray &bytes) {
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (!doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    RewriteRecord r;
    r.server = o.value(QLatin1String("server")).toString();
    r.crd = o.value(QLatin1String("crd")).toString();
    r.uid = o.value(QLatin1String("uid")).toString();
    r.version = o.value(QLatin1String("version")).toString();
    if (r.crd.isEmpty() || r.version.isEmpty())
        return std::nullopt;
    r.total = o.value(QLatin1String("total")).toInteger();
    r.rewritten = o.value(QLatin1String("rewritten")).toInteger();
    r.gone = o.value(QLatin1String("gone")).toInteger();
    r.conflicts = o.value(QLatin1String("conflicts")).toInteger();
    r.watermark = o.value(QLatin1String("watermark")).toString();
    r.complete = o.value(QLatin1String("complete")).toBool();
    for (const QJsonValue &v : o.value(QLatin1String("failed")).toArray())
        r.failed.append(v.toString());
    r.started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
    r.finished = QDateTime::fromString(o.value(QLatin1String("finished")).toString(), Qt::ISODateWithMs);
    r.passes = o.value(QLatin1String("passes")).toInt();
    r.serverMigration = o.value(QLatin1String("serverMigration")).toString();
    return r;
}

ProgressStore::ProgressStore(const QString &dir)
    : m_dir(dir) {
    if (m_dir.isEmpty())
        m_dir = qEnvironmentVariable("MADO_MIGRATE_STATE_DIR");
    if (m_dir.isEmpty())
        m_dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/migrate");
}

QString ProgressStore::fileFor(const QString &server, const QString &crd) const {
    const QByteArray h =
        QCryptographicHash::hash(server.toUtf8(), QCryptographicHash::Sha256).toHex().left(12);
    return m_dir + QLatin1Char('/') + crd + QLatin1Char('-') + QString::fromLatin1(h) +
           QLatin1String(".json");
}

std::optional<RewriteRecord> ProgressStore::load(const QString &server, const QString &crd) const {
    QFile f(fileFor(server, crd));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return RewriteRecord::fromJson(f.readAll());
}

bool ProgressStore::save(const RewriteRecord &record, QString *error) const {
    QDir().mkpath(m_dir);
    QSaveFile f(fileFor(record.server, record.crd)); // writes a temporary file, renames on commit
    if (!f.open(QIODevice::WriteOnly) || f.write(record.toJson()) < 0 || !f.commit()) {
        if (error)
            *error = mado::fileErrorText(f);
        return false;
    }
    return true;
}

void ProgressStore::remove(const QString &server, const QString &crd) const {
    QFile::remove(fileFor(server, crd));
}

} // namespace migrate
