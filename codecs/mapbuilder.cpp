#include "codecs/mapbuilder.h"

#include <QCborStreamWriter>

namespace codecs {

void MapBuilder::insert(const QString &key, QCborValue value) {
    if (!m_large) {
        if (m_direct.size() < kDirect || m_direct.contains(key)) {
            m_direct.insert(key, std::move(value));
            return;
        }
        grow();
    }
    const auto it = m_index.constFind(key);
    if (it != m_index.cend()) {
        m_entries[size_t(*it)].second = std::move(value);
        return;
    }
    m_index.insert(key, qsizetype(m_entries.size()));
    m_entries.emplace_back(key, std::move(value));
}

bool MapBuilder::contains(const QString &key) const {
    return m_large ? m_index.contains(key) : m_direct.contains(key);
}

void MapBuilder::grow() {
    m_entries.reserve(size_t(m_direct.size()) * 4);
    m_index.reserve(m_direct.size() * 4);
    for (auto it = m_direct.cbegin(); it != m_direct.cend(); ++it) {
        m_index.insert(it.key().toString(), qsizetype(m_entries.size()));
        m_entries.emplace_back(it.key().toString(), it.value());
    }
    m_direct = {};
    m_large = true;
}

QCborMap MapBuilder::take() {
    if (!m_large)
        return std::exchange(m_direct, {});
    QCborMap out = mapOfDistinctKeys(m_entries);
    m_entries.clear();
    m_index.clear();
    m_large = false;
    return out;
}

QCborMap mapOfDistinctKeys(const std::vector<std::pair<QString, QCborValue>> &entries) {
    const auto byInsert = [&entries] {
        QCborMap out;
        for (const auto &[k, v] : entries)
            out.insert(k, v);
        return out;
    };
    bool utf8Exact = true; // a lone surrogate does not survive the trip through UTF-8
    for (const auto &e : entries)
        utf8Exact = utf8Exact && QStringView(e.first).isValidUtf16();
    if (qsizetype(entries.size()) <= 32 || !utf8Exact)
        return byInsert();
    QByteArray skeleton;
    QCborStreamWriter w(&skeleton);
    w.startMap(quint64(entries.size()));
    for (const auto &e : entries) {
        w.append(QStringView(e.first));
        w.appendNull();
    }
    w.endMap();
    QCborMap out = QCborValue::fromCbor(skeleton).toMap();
    if (out.size() != qsizetype(entries.size()))
        return byInsert(); // not expected
    auto e = entries.cbegin();
    for (auto it = out.begin(); it != out.end(); ++it, ++e)
        it.value() = e->second;
    return out;
}

} // namespace codecs
