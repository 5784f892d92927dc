#pragma once

#include "codecs/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kube {

/// An exec credential plugin as a kubeconfig user declares it.
struct ExecConfig {
    QString command;
    QStringList args;
    QList<QPair<QString, QString>> env;
    QString apiVersion;
    QString interactiveMode;
    bool provideClusterInfo = false;
    QString installHint; ///< shown when the command is not installed, as kubectl does
};

struct ClusterEntry {
    QString server;
    QString certificateAuthority; ///< a path, already made absolute
    QByteArray certificateAuthorityData;
    bool insecureSkipTlsVerify = false;
    QString tlsServerName;
    QString proxyUrl;
    QString origin; ///< the file that defined it
};

struct UserEntry {
    QString clientCertificate; ///< a path, already made absolute
    QString clientKey;         ///< a path, already made absolute
    QByteArray clientCertificateData;
    QByteArray clientKeyData;
    QString token;
    QString tokenFile; ///< a path, already made absolute
    QString username;
    QString password;
    std::optional<ExecConfig> exec;
    /// Impersonation (the user's as, as-uid, as-groups, as-user-extra, as
    /// kubectl reads them): every request then acts as this user.
    QString impersonate;
    QString impersonateUid;
    QStringList impersonateGroups;
    QMap<QString, QStringList> impersonateExtra;
    QString origin;
};

struct ContextEntry {
    QString cluster;
    QString user;
    QString namespace_;
    QString origin;
};

/// A context with its cluster and user looked up: everything a client needs.
struct ResolvedContext {
    QString name;
    QString namespace_; ///< the context's namespace, "default" when unset
    ClusterEntry cluster;
    UserEntry user;
};

/// A kubeconfig as kubectl sees it: one file, or several merged by kubectl's
/// rules (the first file to define a cluster, user or context name wins; the
/// first non-empty current-context wins). Relative paths resolve against the
/// folder of the file that holds them.
class Kubeconfig final {
    Q_DECLARE_TR_FUNCTIONS(kube::Kubeconfig)

public:
    /// The files kubectl would read: explicitPath alone when given, else the
    /// KUBECONFIG list (missing files skipped), else ~/.kube/config.
    static QStringList defaultFiles(const QString &explicitPath = {});

    /// Loads and merges files. A file that is named explicitly must exist; a
    /// malformed file is an error that names the file, line and column.
    static mado::Result<Kubeconfig> load(const QStringList &files, bool allMustExist = false);

    /// Parses one document's text; origin is the file name used in messages
    /// and for relative paths.
    static mado::Result<Kubeconfig> parse(const QByteArray &yaml, const QString &origin);

    /// Merges other into this with kubectl's first-wins rules.
    void mergeFrom(const Kubeconfig &other);

    QString currentContext() const { return m_currentContext; }
    QStringList contextNames() const { return m_contexts.keys(); }
    const QMap<QString, ContextEntry> &contexts() const { return m_contexts; }
    const QMap<QString, ClusterEntry> &clusters() const { return m_clusters; }
    const QMap<QString, UserEntry> &users() const { return m_users; }
    QStringList files() const { return m_files; }
    bool isEmpty() const { return m_contexts.isEmpty() && m_clusters.isEmpty() && m_users.isEmpty(); }

    /// Looks up a context (the current one when name is empty) with its
    /// cluster and user; errors name what is missing.
    mado::Result<ResolvedContext> resolve(const QString &name = {}) const;

private:
    QString m_currentContext;
    QMap<QString, ClusterEntry> m_clusters;
    QMap<QString, UserEntry> m_users;
    QMap<QString, ContextEntry> m_contexts;
    QStringList m_files;
};

} // namespace kube
