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

MapIndex::MapIndex(const QCborMap &map)
    : m_map(map) {
    if (map.size() <= 32)
        return;
    m_index.reserve(map.size());
    qsizetype i = 0;
    for (auto it = map.cbegin(); it != map.cend(); ++it, ++i)
        if (it.key().isString() && !m_index.contains(it.key().toString()))
            m_index.insert(it.key().toString(), i); // the first of a repeated key, as QCborMap::find
}

qsizetype MapIndex::indexOf(const QCborValue &key) const {
    if (!m_index.isEmpty() && key.isString())
        return m_index.value(key.toString(), -1);
    const auto it = m_map.constFind(key);
    return it == m_map.cend() ? -1 : qsizetype(it - m_map.cbegin());
}

QCborValue MapIndex::value(const QCborValue &key) const {
    const qsizetype i = indexOf(key);
    return i < 0 ? QCborValue() : QCborValue((m_map.cbegin() + i).value());
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
