#include "kube/proxyenv.h"

#include <QHostAddress>
#include <QStringList>

namespace kube {

namespace {

/// The first of the variables that is set and not empty, with its name.
std::pair<QString, QString> firstSet(const QProcessEnvironment &env,
                                     std::initializer_list<const char *> names) {
    for (const char *name : names) {
        const QString n = QString::fromLatin1(name);
        const QString v = env.value(n);
        if (!v.isEmpty())
            return {n, v};
    }
    return {};
}

/// An address as Go's net.ParseIP reads one: IPv4 as four decimal parts of
/// 0 to 255 without leading zeros, or IPv6 without brackets or zone (Qt
/// alone would also take "127.1", "010.0.0.1" or a bare number).
std::optional<QHostAddress> parseIp(const QString &s) {
    if (s.isEmpty() || s.contains(QLatin1Char('[')) || s.contains(QLatin1Char(']')) ||
        s.contains(QLatin1Char('%')))
        return std::nullopt;
    if (!s.contains(QLatin1Char(':'))) {
        const QStringList parts = s.split(QLatin1Char('.'));
        if (parts.size() != 4)
            return std::nullopt;
        for (const QString &part : parts) {
            bool ok = false;
            const int v = part.toInt(&ok, 10);
            if (!ok || part.size() > 3 || v > 255 || (part.size() > 1 && part.startsWith(QLatin1Char('0'))) ||
                part.startsWith(QLatin1Char('+')) || part.startsWith(QLatin1Char('-')))
                return std::nullopt;
        }
    }
    QHostAddress a;
    if (!a.setAddress(s))
        return std::nullopt;
    return a;
}

/// The host of a URL as written, for the one comparison Go makes before
/// any normalising: "localhost" alone is exempt ("LOCALHOST" is not).
QString hostAsWritten(const QString &url) {
    qsizetype start = url.indexOf(QLatin1String("://"));
    start = start < 0 ? 0 : start + 3;
    qsizetype end = start;
    while (end < url.size() && url.at(end) != QLatin1Char('/') && url.at(end) != QLatin1Char('?') &&
           url.at(end) != QLatin1Char('#'))
        ++end;
    QString authority = url.mid(start, end - start);
    authority.remove(0, authority.lastIndexOf(QLatin1Char('@')) + 1);
    if (authority.startsWith(QLatin1Char('[')))
        return authority.left(authority.indexOf(QLatin1Char(']')) + 1);
    return authority.left(authority.indexOf(QLatin1Char(':'))); // all of it when there is no port
}

/// A NO_PROXY entry split as Go's net.SplitHostPort splits it; when that
/// fails the whole entry is the host.
std::pair<QString, QString> splitHostPort(const QString &entry) {
    if (entry.startsWith(QLatin1Char('['))) {
        const qsizetype close = entry.indexOf(QLatin1Char(']'));
        if (close > 0 && close + 1 < entry.size() && entry.at(close + 1) == QLatin1Char(':') &&
            entry.indexOf(QLatin1Char(']'), close + 1) < 0)
            return {entry.mid(1, close - 1), entry.mid(close + 2)};
        return {entry, QString()};
    }
    if (entry.count(QLatin1Char(':')) == 1 && !entry.contains(QLatin1Char(']'))) {
        const qsizetype colon = entry.indexOf(QLatin1Char(':'));
        return {entry.left(colon), entry.mid(colon + 1)};
    }
    return {entry, QString()};
}

} // namespace

bool excludedByNoProxy(const QString &host, int port, const QString &noProxy) {
    const std::optional<QHostAddress> ip = parseIp(host);
    const QString portText = QString::number(port);
    for (const QString &raw : noProxy.split(QLatin1Char(','))) {
        const QString entry = raw.trimmed().toLower();
        if (entry.isEmpty())
            continue;
        if (entry == QLatin1String("*"))
            return true;
        if (entry.contains(QLatin1Char('/'))) {
            const auto [net, bits] = QHostAddress::parseSubnet(entry);
            if (!net.isNull() && parseIp(entry.left(entry.indexOf(QLatin1Char('/'))))) {
                if (ip && ip->isInSubnet(net, bits))
                    return true;
                continue;
            }
        }
        auto [entryHost, entryPort] = splitHostPort(entry);
        if (entryHost.isEmpty())
            continue;
        const bool portMatches = entryPort.isEmpty() || entryPort == portText;
        if (const auto entryIp = parseIp(entryHost)) {
            if (ip && ip->isEqual(*entryIp, QHostAddress::TolerantConversion) && portMatches)
                return true;
            continue;
        }
        if (ip)
            continue; // a domain name never covers an address
        if (entryHost.startsWith(QLatin1String("*.")))
            entryHost.remove(0, 1);
        // "corp.example" covers itself and its subdomains; ".corp.example" only the subdomains.
        const bool coversItself = !entryHost.startsWith(QLatin1Char('.'));
        QString domain = entryHost.mid(coversItself ? 0 : 1);
        const QString ace = QString::fromLatin1(QUrl::toAce(domain));
        if (!ace.isEmpty())
            domain = ace.toLower();
        if ((host.endsWith(QLatin1Char('.') + domain) || (coversItself && host == domain)) && portMatches)
            return true;
    }
    return false;
}

std::optional<EnvironmentProxy> proxyFromEnvironment(const QString &serverUrl,
                                                     const QProcessEnvironment &env) {
    const QUrl server(serverUrl);
    const QString scheme = server.scheme().toLower();
    std::pair<QString, QString> chosen;
    if (scheme == QLatin1String("https"))
        chosen = firstSet(env, {"HTTPS_PROXY", "https_proxy"});
    else if (scheme == QLatin1String("http"))
        chosen = firstSet(env, {"HTTP_PROXY", "http_proxy"});
    const auto &[variable, value] = chosen;
    if (value.isEmpty())
        return std::nullopt;

    QUrl proxy(value, QUrl::StrictMode);
    if (!proxy.isValid() || proxy.scheme().isEmpty() || proxy.host().isEmpty()) {
        const QUrl withScheme(QStringLiteral("http://") + value, QUrl::StrictMode);
        if (withScheme.isValid() && !withScheme.host().isEmpty())
            proxy = withScheme;
        else if (!proxy.isValid())
            return std::nullopt; // Go ignores a value it cannot parse
    }

    if (hostAsWritten(serverUrl) == QLatin1String("localhost"))
        return std::nullopt;
    const QString host = server.host(QUrl::FullyEncoded).toLower();
    if (const auto ip = parseIp(host); ip && ip->isLoopback())
        return std::nullopt;
    const int port = server.port(scheme == QLatin1String("https") ? 443 : 80);
    if (excludedByNoProxy(host, port, firstSet(env, {"NO_PROXY", "no_proxy"}).second))
        return std::nullopt;
    return EnvironmentProxy{variable, proxy};
}

} // namespace kube
