#pragma once

// The proxy a client takes from the environment when the kubeconfig names
// none (proxy-url), decided as kubectl decides it (client-go uses Go's
// http.ProxyFromEnvironment):
//   - an https server goes through HTTPS_PROXY (else https_proxy), an http
//     server through HTTP_PROXY (else http_proxy); the upper-case name wins
//     when both are set;
//   - a value without a scheme ("proxy.corp:3128") is an http proxy;
//   - "localhost" (as written: Go compares it before lowering case) and
//     loopback addresses (127.0.0.0/8, ::1) never go through a proxy;
//   - NO_PROXY (else no_proxy) lists exceptions, separated by commas: "*"
//     (every host), an IP address or CIDR block ("10.0.0.0/8"), or a domain
//     name, which also covers its subdomains ("corp.example" covers
//     "api.corp.example"; ".corp.example" and "*.corp.example" cover only
//     subdomains); each entry may end in ":port", and then covers that port
//     only. Case does not matter; a domain name never covers an IP address.

#include <QProcessEnvironment>
#include <QString>
#include <QUrl>

#include <optional>

namespace kube {

struct EnvironmentProxy {
    /// The variable the proxy came from, e.g. "HTTPS_PROXY".
    QString variable;
    /// The proxy, with "http://" put in front of a value that had no scheme.
    QUrl url;
};

/// The proxy for requests to server, or nothing when they go direct. A value
/// that does not parse even with "http://" in front is ignored, as Go ignores
/// it.
std::optional<EnvironmentProxy> proxyFromEnvironment(const QString &server, const QProcessEnvironment &env);

/// Whether host:port (host lower case; an IP address without brackets) is
/// one of noProxy's exceptions. Loopback is not decided here.
bool excludedByNoProxy(const QString &host, int port, const QString &noProxy);

} // namespace kube
