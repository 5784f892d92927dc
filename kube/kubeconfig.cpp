#include "kube/kubeconfig.h"

#include "codecs/fileerror.h"
#include "codecs/yamlmessage.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <yaml-cpp/yaml.h>

namespace kube {

namespace {

QString str(const YAML::Node &n, const char *key) {
    const YAML::Node v = n[key];
    if (!v || !v.IsScalar())
        return {};
    return QString::fromStdString(v.as<std::string>());
}

bool flag(const YAML::Node &n, const char *key) {
    const YAML::Node v = n[key];
    return v && v.IsScalar() && v.as<bool>(false);
}

/// The largest kubeconfig file read (4 MiB): real ones are kilobytes; a larger
/// file is refused with a message instead of keeping the YAML parser busy for
/// minutes.
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

QString absolutePath(const QString &path, const QString &origin) {
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    if (path.startsWith(QLatin1String("~/")))
        return QDir::homePath() + path.mid(1);
    return QDir::cleanPath(QFileInfo(origin).absoluteDir().filePath(path));
}

} // namespace

QStringList Kubeconfig::defaultFiles(const QString &explicitPath) {
    if (!explicitPath.isEmpty())
        return {explicitPath};
    const QString env = qEnvironmentVariable("KUBECONFIG");
    if (!env.isEmpty()) {
        QStringList out;
        for (const QString &f : env.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
            if (!out.contains(f))
                out.append(f);
        }
        return out;
    }
    return {QDir::homePath() + QLatin1String("/.kube/config")};
}

mado::Result<Kubeconfig> Kubeconfig::load(const QStringList &files, bool allMustExist) {
    Kubeconfig merged;
    for (const QString &file : files) {
        QFile f(file);
        if (!f.exists()) {
            if (allMustExist)
                return mado::Error{tr("The kubeconfig file %1 does not exist.").arg(file)};
            continue;
        }
        if (!f.open(QIODevice::ReadOnly))
            return mado::Error{
                tr("Cannot read the kubeconfig file %1: %2").arg(file, mado::fileErrorText(f))};
        if (f.size() > kMaxFileBytes)
            return mado::Error{tr("The kubeconfig file %1 is too large (%2 MiB; at most %3 MiB).")
                                   .arg(file)
                                   .arg(f.size() / (1024 * 1024))
                                   .arg(kMaxFileBytes / (1024 * 1024))};
        const QByteArray text = f.read(kMaxFileBytes + 1);
        if (text.size() > kMaxFileBytes)
            return mado::Error{tr("The kubeconfig file %1 is too large (%2 MiB; at most %3 MiB).")
                                   .arg(file)
                                   .arg(text.size() / (1024 * 1024))
                                   .arg(kMaxFileBytes / (1024 * 1024))};
        auto one = parse(text, QFileInfo(file).absoluteFilePath());
        if (!one)
            return one.error();
        merged.mergeFrom(*one);
        merged.m_files.append(file);
    }
    return merged;
}

mado::Result<Kubeconfig> Kubeconfig::parse(const QByteArray &yaml, const QString &origin) {
    Kubeconfig cfg;
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::ParserException &e) {
        return mado::Error{tr("The kubeconfig file %1 is not valid YAML (line %2, column %3): %4")
                               .arg(origin)
                               .arg(e.mark.line + 1)
                               .arg(e.mark.column + 1)
                               .arg(codecs::yamlExceptionText(e))};
    }
    if (root.IsNull())
        return cfg; // an empty file is an empty config, as for kubectl
    if (!root.IsMap())
        return mado::Error{
            tr("The kubeconfig file %1 is not a mapping of clusters, users and contexts.").arg(origin)};

    auto namedList = [&](const char *key, const char *inner, auto &&take) -> std::optional<mado::Error> {
        const YAML::Node list = root[key];
        if (!list || list.IsNull())
            return std::nullopt;
        if (!list.IsSequence())
            return mado::Error{tr("In %1, \"%2\" must be a list.").arg(origin, QLatin1String(key))};
        for (const YAML::Node &item : list) {
            const QString name = str(item, "name");
            const YAML::Node body = item[inner];
            if (name.isEmpty())
                return mado::Error{tr("In %1, an entry of \"%2\" has no name (line %3).")
                                       .arg(origin, QLatin1String(key))
                                       .arg(item.Mark().line + 1)};
            if (auto err = take(name, body ? body : YAML::Node(YAML::NodeType::Map)))
                return err;
        }
        return std::nullopt;
    };

    try {
        cfg.m_currentContext = str(root, "current-context");
        auto err = namedList(
            "clusters", "cluster",
            [&](const QString &name, const YAML::Node &c) -> std::optional<mado::Error> {
                if (cfg.m_clusters.contains(name))
                    return std::nullopt;
                ClusterEntry e;
                e.origin = origin;
                e.server = str(c, "server");
                e.certificateAuthority = absolutePath(str(c, "certificate-authority"), origin);
                const QString caData = str(c, "certificate-authority-data");
                if (!caData.isEmpty()) {
                    auto decoded = QByteArray::fromBase64Encoding(caData.toLatin1(),
                                                                  QByteArray::AbortOnBase64DecodingErrors);
                    if (!decoded)
                        return mado::Error{
                            tr("In %1, cluster \"%2\": certificate-authority-data is not valid base64.")
                                .arg(origin, name)};
                    e.certificateAuthorityData = *decoded;
                }
                e.insecureSkipTlsVerify = flag(c, "insecure-skip-tls-verify");
                e.tlsServerName = str(c, "tls-server-name");
                e.proxyUrl = str(c, "proxy-url");
                cfg.m_clusters.insert(name, e);
                return std::nullopt;
            });
        if (err)
            return *err;
        err = namedList(
            "users", "user", [&](const QString &name, const YAML::Node &u) -> std::optional<mado::Error> {
                if (cfg.m_users.contains(name))
                    return std::nullopt;
                UserEntry e;
                e.origin = origin;
                e.clientCertificate = absolutePath(str(u, "client-certificate"), origin);
                e.clientKey = absolutePath(str(u, "client-key"), origin);
                for (auto [key, target] : {std::pair{"client-certificate-data", &e.clientCertificateData},
                                           std::pair{"client-key-data", &e.clientKeyData}}) {
                    const QString data = str(u, key);
                    if (data.isEmpty())
                        continue;
                    auto decoded = QByteArray::fromBase64Encoding(data.toLatin1(),
                                                                  QByteArray::AbortOnBase64DecodingErrors);
                    if (!decoded)
                        return mado::Error{tr("In %1, user \"%2\": %3 is not valid base64.")
                                               .arg(origin, name, QLatin1String(key))};
                    *target = *decoded;
                }
                e.token = str(u, "token");
                e.tokenFile = absolutePath(str(u, "tokenFile"), origin);
                e.username = str(u, "username");
                e.password = str(u, "password");
                e.impersonate = str(u, "as");
                e.impersonateUid = str(u, "as-uid");
                auto names = [&](const YAML::Node &list, const QString &what) -> mado::Result<QStringList> {
                    QStringList out;
                    if (!list || list.IsNull())
                        return out;
                    if (!list.IsSequence())
                        return mado::Error{
                            tr("In %1, user \"%2\": %3 is not a list of names.").arg(origin, name, what)};
                    for (const YAML::Node &n : list) {
                        if (!n.IsScalar())
                            return mado::Error{
                                tr("In %1, user \"%2\": %3 is not a list of names.").arg(origin, name, what)};
                        out.append(QString::fromStdString(n.as<std::string>()));
                    }
                    return out;
                };
                auto groups = names(u["as-groups"], QStringLiteral("as-groups"));
                if (!groups)
                    return groups.error();
                e.impersonateGroups = *groups;
                if (const YAML::Node extra = u["as-user-extra"]; extra && !extra.IsNull()) {
                    if (!extra.IsMap())
                        return mado::Error{
                            tr("In %1, user \"%2\": as-user-extra is not a mapping of keys to lists "
                               "of values.")
                                .arg(origin, name)};
                    for (auto it = extra.begin(); it != extra.end(); ++it) {
                        if (!it->first.IsScalar())
                            return mado::Error{
                                tr("In %1, user \"%2\": as-user-extra is not a mapping of keys to "
                                   "lists of values.")
                                    .arg(origin, name)};
                        const QString key = QString::fromStdString(it->first.as<std::string>());
                        auto values = names(it->second, QStringLiteral("as-user-extra.") + key);
                        if (!values)
                            return values.error();
                        e.impersonateExtra.insert(key, *values);
                    }
                }
                const YAML::Node exec = u["exec"];
                if (exec && exec.IsMap()) {
                    ExecConfig x;
                    x.command = str(exec, "command");
                    // A command with a slash is a path relative to the kubeconfig, as in client-go.
                    if (x.command.contains(QLatin1Char('/')))
                        x.command = absolutePath(x.command, origin);
                    x.apiVersion = str(exec, "apiVersion");
                    x.interactiveMode = str(exec, "interactiveMode");
                    x.provideClusterInfo = flag(exec, "provideClusterInfo");
                    x.installHint = str(exec, "installHint");
                    if (const YAML::Node args = exec["args"]; args && args.IsSequence()) {
                        for (const YAML::Node &a : args)
                            x.args.append(QString::fromStdString(a.as<std::string>()));
                    }
                    if (const YAML::Node env = exec["env"]; env && env.IsSequence()) {
                        for (const YAML::Node &kv : env)
                            x.env.append({str(kv, "name"), str(kv, "value")});
                    }
                    e.exec = x;
                }
                cfg.m_users.insert(name, e);
                return std::nullopt;
            });
        if (err)
            return *err;
        err = namedList("contexts", "context",
                        [&](const QString &name, const YAML::Node &c) -> std::optional<mado::Error> {
                            if (!cfg.m_contexts.contains(name))
                                cfg.m_contexts.insert(
                                    name, {str(c, "cluster"), str(c, "user"), str(c, "namespace"), origin});
                            return std::nullopt;
                        });
        if (err)
            return *err;
    } catch (const YAML::Exception &e) {
        return mado::Error{tr("The kubeconfig file %1 has an unexpected shape (line %2): %3")
                               .arg(origin)
                               .arg(e.mark.line + 1)
                               .arg(codecs::yamlExceptionText(e))};
    }
    return cfg;
}

void Kubeconfig::mergeFrom(const Kubeconfig &other) {
    if (m_currentContext.isEmpty())
        m_currentContext = other.m_currentContext;
    for (auto it = other.m_clusters.begin(); it != other.m_clusters.end(); ++it) {
        if (!m_clusters.contains(it.key()))
            m_clusters.insert(it.key(), it.value());
    }
    for (auto it = other.m_users.begin(); it != other.m_users.end(); ++it) {
        if (!m_users.contains(it.key()))
            m_users.insert(it.key(), it.value());
    }
    for (auto it = other.m_contexts.begin(); it != other.m_contexts.end(); ++it) {
        if (!m_contexts.contains(it.key()))
            m_contexts.insert(it.key(), it.value());
    }
}

mado::Result<ResolvedContext> Kubeconfig::resolve(const QString &name) const {
    const QString ctxName = name.isEmpty() ? m_currentContext : name;
    if (ctxName.isEmpty())
        return mado::Error{tr("The kubeconfig sets no current context; choose one with --context.")};
    const auto ctx = m_contexts.constFind(ctxName);
    if (ctx == m_contexts.constEnd())
        return mado::Error{tr("The context \"%1\" is not in the kubeconfig (%2).")
                               .arg(ctxName, m_files.join(QLatin1Char(':')))};
    const auto cluster = m_clusters.constFind(ctx->cluster);
    if (cluster == m_clusters.constEnd())
        return mado::Error{tr("The context \"%1\" names the cluster \"%2\", which is not in %3.")
                               .arg(ctxName, ctx->cluster, ctx->origin)};
    if (cluster->server.isEmpty())
        return mado::Error{
            tr("The cluster \"%1\" in %2 has no server address.").arg(ctx->cluster, cluster->origin)};
    ResolvedContext out;
    out.name = ctxName;
    out.namespace_ = ctx->namespace_.isEmpty() ? QStringLiteral("default") : ctx->namespace_;
    out.cluster = *cluster;
    if (!ctx->user.isEmpty()) {
        const auto user = m_users.constFind(ctx->user);
        if (user == m_users.constEnd())
            return mado::Error{tr("The context \"%1\" names the user \"%2\", which is not in %3.")
                                   .arg(ctxName, ctx->user, ctx->origin)};
        out.user = *user;
    }
    return out;
}

} // namespace kube
