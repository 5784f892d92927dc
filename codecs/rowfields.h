#pragma once
// Internal to codecs/: what the JSON and protobuf list-row readers share so
// that a row shows what the object's own decode shows when a hostile body
// repeats a key (JSON: the last counts; protobuf: map entries, the last counts).

#include <QHash>
#include <QList>
#include <QString>

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

namespace codecs {

/// Row labels: a key seen again replaces the value where the key first stood
/// (as QCborMap::insert does in the decoded object). Kubernetes writes keys
/// in order, so a key greater than the one before is new without a search.
class LabelList final {
public:
    explicit LabelList(QList<std::pair<QString, QString>> &labels)
        : m_labels(labels) {}

    /// raw is the key's bytes as read, key the same as text.
    void set(std::string_view raw, QString key, QString value) {
        const bool ordered = m_ordered && (m_labels.isEmpty() || m_lastRaw < raw);
        m_lastRaw = raw;
        qsizetype at = ordered ? -1 : find(key);
        m_ordered = ordered;
        if (at >= 0) {
            m_labels[at].second = std::move(value);
            return;
        }
        if (!m_index.isEmpty())
            m_index.insert(key, m_labels.size());
        m_labels.append({std::move(key), std::move(value)});
    }

private:
    qsizetype find(const QString &key) {
        if (m_labels.size() <= kScan) {
            for (qsizetype i = 0; i < m_labels.size(); ++i) {
                if (m_labels[i].first == key)
                    return i;
            }
            return -1;
        }
        if (m_index.isEmpty()) {
            for (qsizetype i = 0; i < m_labels.size(); ++i)
                m_index.insert(m_labels[i].first, i);
        }
        return m_index.value(key, -1);
    }

    static constexpr qsizetype kScan = 8; // more labels than this: look keys up in a hash
    QList<std::pair<QString, QString>> &m_labels;
    QHash<QString, qsizetype> m_index;
    std::string_view m_lastRaw;
    bool m_ordered = true;
};

/// Counts the distinct keys of a map as they come. Kubernetes writes map
/// keys in order (Go sorts them), so the count needs no sort unless a key
/// comes out of order.
class DistinctKeys final {
public:
    explicit DistinctKeys(std::vector<std::string_view> &scratch)
        : m_keys(scratch) {
        m_keys.clear();
    }
    void add(std::string_view key) {
        m_ordered = m_ordered && (m_keys.empty() || m_keys.back() < key);
        m_keys.push_back(key);
    }
    int count() {
        if (m_ordered)
            return int(m_keys.size());
        std::sort(m_keys.begin(), m_keys.end());
        return int(std::unique(m_keys.begin(), m_keys.end()) - m_keys.begin());
    }

private:
    std::vector<std::string_view> &m_keys;
    bool m_ordered = true;
};

} // namespace codecs
