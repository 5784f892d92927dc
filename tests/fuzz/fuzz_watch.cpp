// Watch framers: the first byte picks the framing, the next ones the chunk
// size; events must not depend on how the stream was split.
#include "codecs/watchframing.h"
#include "fuzz_common.h"

namespace {

QList<codecs::WatchEvent> run(codecs::WireFormat f, const QByteArray &stream, qsizetype chunk, bool &ok) {
    codecs::WatchFramer framer(f, fuzz::limits());
    QList<codecs::WatchEvent> all;
    ok = true;
    for (qsizetype at = 0; at < stream.size(); at += chunk) {
        auto ev = framer.feed(stream.mid(at, chunk));
        if (!ev.ok()) {
            ok = false;
            return all;
        }
        all += *ev;
    }
    ok = framer.finish().ok();
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2)
        return 0;
    const codecs::WireFormat formats[] = {codecs::WireFormat::Json, codecs::WireFormat::Protobuf,
                                          codecs::WireFormat::Cbor};
    const codecs::WireFormat f = formats[data[0] % 3];
    const qsizetype chunk = 1 + data[1] % 64;
    const QByteArray stream = fuzz::bytes(data + 2, size - 2);
    bool okWhole = false, okSplit = false;
    const auto whole = run(f, stream, stream.size() + 1, okWhole);
    const auto split = run(f, stream, chunk, okSplit);
    if (okWhole != okSplit || whole.size() != split.size())
        std::abort();
    for (qsizetype i = 0; i < whole.size(); ++i) {
        if (whole[i].type != split[i].type || whole[i].bytes != split[i].bytes || whole[i].bytes <= 0)
            std::abort();
        fuzz::expectSame(whole[i].object, split[i].object, "watch");
    }
    return 0;
}
