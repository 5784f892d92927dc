#include "codecs/gzip.h"

#include <QCoreApplication>

#include <zlib.h>

namespace codecs {

bool isGzip(const QByteArray &bytes) {
    return bytes.size() >= 2 && quint8(bytes[0]) == 0x1f && quint8(bytes[1]) == 0x8b;
}

mado::Result<QByteArray> gunzip(const QByteArray &bytes, const Limits &limits) {
    if (bytes.size() > limits.maxInputBytes) {
        return mado::Error{QCoreApplication::translate(
                               "codecs", "The compressed body is %1 bytes, more than the limit of %2.")
                               .arg(bytes.size())
                               .arg(limits.maxInputBytes)};
    }
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return mado::Error{QCoreApplication::translate("codecs", "Cannot start the gzip decoder.")};
    QByteArray out;
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.constData()));
    zs.avail_in = uInt(bytes.size());
    char buf[64 * 1024];
    int rc = Z_OK;
    for (;;) {
        zs.next_out = reinterpret_cast<Bytef *>(buf);
        zs.avail_out = sizeof buf;
        rc = inflate(&zs, Z_NO_FLUSH);
        const qsizetype produced = qsizetype(sizeof buf - zs.avail_out);
        if (out.size() + produced > limits.maxDecompressedBytes) {
            inflateEnd(&zs);
            return mado::Error{
                QCoreApplication::translate("codecs", "The gzip body inflates to more than %1 bytes.")
                    .arg(limits.maxDecompressedBytes)};
        }
        out.append(buf, produced);
        if (rc == Z_STREAM_END) {
            // Another member may follow (concatenated gzip).
            if (zs.avail_in > 0 && inflateReset(&zs) == Z_OK)
                continue;
            break;
        }
        if (rc != Z_OK) {
            const QString why = zs.msg ? QString::fromLatin1(zs.msg) : QString::number(rc);
            inflateEnd(&zs);
            if (rc == Z_BUF_ERROR)
                return mado::Error{QCoreApplication::translate("codecs", "The gzip body is truncated.")};
            return mado::Error{
                QCoreApplication::translate("codecs", "The gzip body is corrupt: %1").arg(why)};
        }
        if (zs.avail_in == 0 && zs.avail_out != 0) {
            inflateEnd(&zs);
            return mado::Error{QCoreApplication::translate("codecs", "The gzip body is truncated.")};
        }
    }
    inflateEnd(&zs);
    return out;
}

QByteArray gzip(const QByteArray &bytes, int level) {
    z_stream zs{};
    deflateInit2(&zs, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out;
    out.resize(qsizetype(deflateBound(&zs, uLong(bytes.size()))) + 32);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.constData()));
    zs.avail_in = uInt(bytes.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

} // namespace codecs
