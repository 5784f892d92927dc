#pragma once
// Internal to codecs/: a bounds-checked reader of the protobuf wire format.
// Every read checks the remaining bytes; nothing allocates.

#include <cstdint>
#include <string_view>

namespace codecs::wire {

enum WireType : uint8_t { Varint = 0, Fixed64 = 1, Bytes = 2, StartGroup = 3, EndGroup = 4, Fixed32 = 5 };

class Reader {
public:
    Reader(const char *data, size_t size)
        : m_p(data)
        , m_end(data + size) {}
    explicit Reader(std::string_view s)
        : Reader(s.data(), s.size()) {}

    bool atEnd() const { return m_p == m_end; }
    bool failed() const { return m_failed; }
    const char *position() const { return m_p; }

    /// Reads the next field's key; false at the end or on malformed input
    /// (then failed() tells which).
    bool next(uint32_t &field, WireType &type) {
        if (m_p == m_end || m_failed)
            return false;
        uint64_t key = 0;
        if (!varint(key) || (key >> 3) == 0 || (key >> 3) > 0x1fffffff) {
            m_failed = true;
            return false;
        }
        field = uint32_t(key >> 3);
        type = WireType(key & 7);
        return true;
    }

    /// Reads up to the next length-delimited field, skipping fields of other
    /// types; false at the end or on malformed input (then failed() tells which).
    bool nextBytes(uint32_t &field, std::string_view &out) {
        WireType type;
        while (next(field, type)) {
            if (type == Bytes)
                return bytes(out);
            if (!skip(type))
                return false;
        }
        return false;
    }

    bool varint(uint64_t &out) {
        uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p == m_end) {
                m_failed = true;
                return false;
            }
            const auto b = static_cast<uint8_t>(*m_p++);
            v |= uint64_t(b & 0x7f) << shift;
            if (!(b & 0x80)) {
                out = v;
                return true;
            }
        }
        m_failed = true;
        return false;
    }

    bool fixed(int bytes, uint64_t &out) {
        if (m_end - m_p < bytes) {
            m_failed = true;
            return false;
        }
        uint64_t v = 0;
        for (int i = 0; i < bytes; ++i)
            v |= uint64_t(static_cast<uint8_t>(m_p[i])) << (8 * i);
        m_p += bytes;
        out = v;
        return true;
    }

    bool bytes(std::string_view &out) {
        uint64_t n = 0;
        if (!varint(n))
            return false;
        if (n > uint64_t(m_end - m_p)) {
            m_failed = true;
            return false;
        }
        out = std::string_view(m_p, size_t(n));
        m_p += n;
        return true;
    }

    /// Skips the value of a field of type t (groups are refused: Kubernetes never sends them).
    bool skip(WireType t) {
        uint64_t v;
        std::string_view s;
        switch (t) {
        case Varint:
            return varint(v);
        case Fixed64:
            return fixed(8, v);
        case Fixed32:
            return fixed(4, v);
        case Bytes:
            return bytes(s);
        default:
            m_failed = true;
            return false;
        }
    }

private:
    const char *m_p;
    const char *m_end;
    bool m_failed = false;
};

} // namespace codecs::wire
