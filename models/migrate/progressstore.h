#pragma once

// The persisted progress of a rewrite (step 3), so a killed Mado resumes
// where it stopped. One JSON file per server and CRD, written atomically
// (write to a temporary file, then rename).

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace migrate {

/// What a rewrite has covered.
struct RewriteRecord {
    QString server;   ///< the API server URL
    QString crd;      ///< the CRD's name
    QString uid;      ///< the CRD's uid (a recreated CRD starts over)
    QString version;  ///< the storage version objects are rewritten at
    qint64 total = 0; ///< objects counted when the pass started
    qint64 rewritten = 0;
    qint64 gone = 0;      ///< NotFound while rewriting: deleted meanwhile
    qint64 conflicts = 0; ///< 409s resolved by re-reading
    QString watermark;    ///< every object whose key (ns/name) <= this is done
    bool complete = false;
    QStringList failed; ///< keys that failed for good (e.g. 422), with retry
    QDateTime started;
    QDateTime finished;
    int passes = 0; ///< how many times a pass (re)started
    /// The StorageVersionMigration object whose Succeeded condition did the
    /// rewrite server-side (empty: Mado's own rewrite).
    QString serverMigration;

    /// The record as a JSON document.
    QByteArray toJson() const;
    /// Parses a record; nullopt when bytes is not one.
    static std::optional<RewriteRecord> fromJson(const QByteArray &bytes);
};

/// Where records live: a folder (QStandardPaths::AppDataLocation/migrate by
/// default, $MADO_MIGRATE_STATE_DIR or the one given for tests).
class ProgressStore final {
public:
    /// dir empty: $MADO_MIGRATE_STATE_DIR, else AppDataLocation/migrate.
    explicit ProgressStore(const QString &dir = {});

    QString dir() const { return m_dir; }
    /// The file of (server, crd).
    QString fileFor(const QString &server, const QString &crd) const;
    /// The record of (server, crd), if one was saved.
    std::optional<RewriteRecord> load(const QString &server, const QString &crd) const;
    /// Saves atomically (write-then-rename); false with error on failure.
    bool save(const RewriteRecord &record, QString *error = nullptr) const;
    /// Removes the record of (server, crd).
    void remove(const QString &server, const QString &crd) const;

private:
    QString m_dir;
};

} // namespace migrate
