#pragma once
// Internal to codecs/: within one list page, namespaces and label keys and
// values repeat; rows share one implicitly shared QString per distinct short
// value instead of allocating each again. A small open-addressing table with
// a cheap hash: on the hot path of list decoding.

#include <QString>

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace codecs {

class StringInterner final {
public:
    StringInterner() : m_slots(std::make_unique<Slot[]>(kSlots)) {}

    /// The QString of s; s must stay valid while this interner lives.
    QString operator()(std::string_view s)
    {
        if (s.size() > 64)
            return QString::fromUtf8(s.data(), qsizetype(s.size()));
        const uint64_t h = hash(s);
        for (size_t i = h & (kSlots - 1), probes = 0; probes < 8; i = (i + 1) & (kSlots - 1), ++probes) {
            Slot &slot = m_slots[i];
            if (slot.used) {
                if (slot.hash == h && slot.key.size() == s.size() && std::memcmp(slot.key.data(), s.data(), s.size()) == 0)
                    return slot.value;
                continue;
            }
            slot.used = true;
            slot.hash = h;
            slot.key = s;
            slot.value = QString::fromUtf8(s.data(), qsizetype(s.size()));
            return slot.value;
        }
        return QString::fromUtf8(s.data(), qsizetype(s.size()));
    }

private:
    // Length plus the first and last eight bytes, mixed: cheap, and enough to
    // tell label values apart (memcmp settles the rest).
    static uint64_t hash(std::string_view s)
    {
        uint64_t a = 0, b = 0;
        if (s.size() >= 8) {
            std::memcpy(&a, s.data(), 8);
            std::memcpy(&b, s.data() + s.size() - 8, 8);
        } else {
            std::memcpy(&a, s.data(), s.size());
        }
        uint64_t h = (a ^ (b * 0x9e3779b97f4a7c15ull) ^ s.size()) * 0xff51afd7ed558ccdull;
        return h ^ (h >> 29);
    }

    static constexpr size_t kSlots = 4096;
    struct Slot {
        bool used = false;
        uint64_t hash = 0;
        std::string_view key;
        QString value;
    };
    std::unique_ptr<Slot[]> m_slots;
};

} // namespace codecs
