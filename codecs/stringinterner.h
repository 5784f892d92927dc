#pragma once
// Internal to codecs/: within one list page, namespaces and label keys and
// values repeat; rows share one implicitly shared QString per distinct short
// value instead of allocating each again. On the hot path of list decoding:
// an open-addressing table whose probe array (8 bytes a slot) stays in L1,
// reused per thread (a new interner only bumps the generation).

#include "codecs/utf8text.h"

#include <QString>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace codecs {

class StringInterner final {
public:
    StringInterner()
        : m_table(table()) {
        if (++m_table.generation == 0) {
            for (size_t i = 0; i < kSlots; ++i)
                m_table.probe[i] = Probe{};
            m_table.generation = 1;
        }
        m_generation = m_table.generation;
    }

    /// The QString of s; s must stay valid while this interner lives.
    QString operator()(std::string_view s) {
        if (s.size() > 64)
            return textFromUtf8(s.data(), qsizetype(s.size()));
        const uint64_t h = hash(s);
        const auto tag = uint32_t(h >> 32);
        for (size_t i = h & (kSlots - 1), n = 0; n < 8; i = (i + 1) & (kSlots - 1), ++n) {
            Probe &p = m_table.probe[i];
            if (p.generation == m_generation) {
                if (p.tag == tag && m_table.keys[i] == s)
                    return m_table.values[i];
                continue;
            }
            p.generation = m_generation;
            p.tag = tag;
            m_table.keys[i] = s;
            m_table.values[i] = textFromUtf8(s.data(), qsizetype(s.size()));
            return m_table.values[i];
        }
        return textFromUtf8(s.data(), qsizetype(s.size()));
    }

private:
    // Length plus the first and last eight bytes, mixed: cheap, and enough to
    // tell label values apart (the key comparison settles the rest).
    static uint64_t hash(std::string_view s) {
        uint64_t a = 0, b = 0;
        if (s.size() >= 8) {
            std::memcpy(&a, s.data(), 8);
            std::memcpy(&b, s.data() + s.size() - 8, 8);
        } else if (!s.empty()) { // an empty view may have no data at all (memcpy from null is undefined)
            std::memcpy(&a, s.data(), s.size());
        }
        const uint64_t h = (a ^ (b * 0x9e3779b97f4a7c15ull) ^ s.size()) * 0xff51afd7ed558ccdull;
        return h ^ (h >> 29);
    }

    static constexpr size_t kSlots = 4096;
    struct Probe {
        uint32_t generation = 0;
        uint32_t tag = 0;
    };
    struct Table {
        Probe probe[kSlots];
        std::string_view keys[kSlots];
        QString values[kSlots];
        uint32_t generation = 0;
    };
    static Table &table() {
        thread_local std::unique_ptr<Table> storage = std::make_unique<Table>();
        return *storage;
    }

    Table &m_table;
    uint32_t m_generation;
};

} // namespace codecs
