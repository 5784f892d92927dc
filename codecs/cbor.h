#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>

#include <vector>

/// Kubernetes' CBOR (application/cbor, CBORServingAndStorage): a body starts
/// with the self-described CBOR tag 55799; Go strings and field names travel
/// as byte strings, []byte as byte strings under tag 22 (base64 in JSON).
namespace codecs {

inline constexpr quint64 kCborSelfDescribedTag = 55799;

/// Decodes one CBOR data item into a JSON-shaped tree: the self-described tag
/// dropped, untagged UTF-8 byte strings as text, tag-22 byte strings as bytes.
mado::Result<QCborValue> parseCbor(const QByteArray &bytes, const Limits &limits = {});

/// Decodes one CBOR data item as it is on the wire (no conversion), for
/// diagnostic notation.
mado::Result<QCborValue> parseCborRaw(const QByteArray &bytes, const Limits &limits = {});

/// Encodes a document as Kubernetes sends CBOR: tag 55799 first, text as text
/// strings, byte strings under tag 22.
QByteArray toCbor(const QCborValue &doc);

/// CBOR diagnostic notation (RFC 8949 section 8), indented: byte strings that
/// hold printable UTF-8 appear as 'text' (a byte string in EDN), others as h'..'.
QString cborDiagnostic(const QCborValue &item);

/// The length of the first complete CBOR data item in bytes: >0 when one is
/// complete, 0 when more bytes are needed, an error when the bytes cannot be
/// CBOR (or nest deeper than limits allow). Used to frame CBOR sequences.
mado::Result<qsizetype> cborItemLength(const char *data, qsizetype size, const Limits &limits = {});

/// cborItemLength that resumes: call scan() with the same item's bytes each
/// time more have arrived, and it goes on from where it stopped, so a stream
/// fed in small pieces is scanned once, not once per piece. After a complete
/// item (or an error), reset() before the next item.
class CborItemScanner final {
public:
    explicit CborItemScanner(const Limits &limits = {})
        : m_limits(limits) {}

    /// data/size: the item's bytes so far, from its first byte (the bytes
    /// given before must be a prefix of them). Returns as cborItemLength.
    mado::Result<qsizetype> scan(const char *data, qsizetype size);
    void reset();

private:
    struct Frame {
        quint64 remaining;
        bool indefinite;
        int stringMajor; ///< >= 0: an indefinite-length string whose chunks must share this major type
        bool tag = false;
    };
    void push(Frame f);
    void pop();

    Limits m_limits;
    qsizetype m_pos = 0;
    qint64 m_nodes = 0;
    std::vector<Frame> m_stack;
    int m_containers = 0, m_tags = 0;
};

} // namespace codecs
