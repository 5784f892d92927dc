#pragma once

#include "codecs/mediatype.h"
#include "kube/discovery.h"

#include <QCborValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace kube {
class Client;
class Call;
} // namespace kube

namespace models {

/// One object seen through one wire format: the bytes the server sent, how
/// long they took to decode, and the decoded document. Views render the text.
struct FormatView {
    codecs::WireFormat format = codecs::WireFormat::Json;
    enum class State { Pending, NotServed, Failed, Ready };
    State state = State::Pending;
    QString error;          ///< translated, when Failed or NotServed
    QByteArray contentType; ///< as the server sent it
    qsizetype byteSize = 0; ///< of the body on the wire (after transport decompression)
    qint64 decodeNanos = 0; ///< bytes -> document, off the GUI thread
    QCborValue document;    ///< JSON-shaped, canonical (sorted keys)
    bool complete = true;   ///< false: protobuf of a kind without schema in Mado
    QByteArray body;        ///< the bytes as the server sent them
};

/// One custom resource seen through one served version of its CRD.
struct VersionView {
    QString version;
    QString error;
    QCborValue document;
    QString text; ///< YAML, kubectl style
    QString maskedText;
    QSet<int> changedLines;   ///< 0-based lines of text that differ from the first version's text
    QStringList changedPaths; ///< JSON paths that differ from the first version ("apiVersion", "spec.size")
};

/// The fetch-all-formats workflow behind the object viewer: fetches one object
/// in every wire format the server offers for it (JSON, YAML, CBOR, protobuf
/// where served) and, for a custom resource with several served versions,
/// through each version. Requests never block; decoding runs on the thread
/// pool and results come back to this object's thread.
class ObjectFetch final : public QObject {
    Q_OBJECT

public:
    /// One object: its resource as discovery describes it (the resource's
    /// version is the one the formats are fetched through), namespace and name.
    /// ApiCatalog::objectTarget() fills origin and servedVersions.
    struct Target {
        kube::ApiResource resource;
        QString ns; ///< ignored for cluster-scoped resources
        QString name;
        codecs::ApiOrigin origin = codecs::ApiOrigin::BuiltIn;
        QStringList servedVersions; ///< of a CRD, to compare versions; may be empty

        /// The object's API path through version (the resource's own when empty).
        QString path(const QString &version = {}) const;
    };

    explicit ObjectFetch(kube::Client *client, QObject *parent = nullptr);
    ~ObjectFetch() override;

    /// Starts fetching target in every format (cancelling a fetch in flight).
    void start(const Target &target);
    void cancel();

    const Target &target() const { return m_target; }
    /// JSON, YAML, CBOR, protobuf, in this order.
    const QList<FormatView> &formats() const { return m_formats; }
    const QList<VersionView> &versions() const { return m_versions; }
    /// True when the object is a Secret: its values are masked until revealed.
    bool isSecret() const;
    bool isFinished() const { return m_pending == 0; }

    /// True when document is a v1 Secret.
    static bool isSecretDocument(const QCborValue &document);
    /// How a masked Secret value reads.
    enum class MaskStyle {
        Plain,       ///< "••••••••"
        Fingerprint, ///< "•••••••• #1a2b3c": a keyed hash of the value, the same for
                     ///< equal values within one run of Mado (so diffs show a change)
                     ///< and unrelated between runs; the value cannot be read from it.
    };
    /// Masks the values of a Secret document (data, stringData, and the
    /// last-applied annotation that repeats them) except the keys in revealed;
    /// other documents unchanged.
    static QCborValue maskSecret(const QCborValue &document, const QSet<QString> &revealed = {},
                                 MaskStyle style = MaskStyle::Plain);
    /// edited (a copy of live masked with MaskStyle::Fingerprint, then
    /// edited) with each value that still reads as the fingerprint mask of
    /// live's value at the same place (data, stringData, the last-applied
    /// annotation) put back to live's value; changed values stay as edited.
    static QCborValue unmaskSecret(const QCborValue &edited, const QCborValue &live);
    /// 0-based lines of after that a shortest line diff from before adds
    /// (LineDiff); past LineDiff::kMaxEdits changed lines, every line between
    /// the matching head and tail.
    static QSet<int> changedLines(const QString &before, const QString &after);
    /// JSON paths where two documents differ.
    static QStringList differingPaths(const QCborValue &a, const QCborValue &b);

signals:
    /// One format's view is ready (or failed); index into formats().
    void formatChanged(int index);
    /// The versions view is complete.
    void versionsChanged();
    /// Every request and decode has finished.
    void finished();

private:
    void fetchFormat(int index);
    void fetchVersion(int index);
    void settle();
    /// Marks what differs from the first version (and in it, from the second);
    /// runs on any thread.
    static QList<VersionView> compareVersions(QList<VersionView> versions);

    kube::Client *m_client;
    Target m_target;
    QList<FormatView> m_formats;
    QList<VersionView> m_versions;
    QList<QPointer<kube::Call>> m_calls;
    int m_generation = 0;
    int m_pending = 0;
};

} // namespace models
