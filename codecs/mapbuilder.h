#pragma once

#include <QCborMap>
#include <QHash>
#include <QString>

#include <utility>
#include <vector>

namespace codecs {

/// Builds a QCborMap of any number of keys in time linear in that number.
///
/// QCborMap is a flat list of pairs: insert() and contains() scan it, so a
/// decoder that inserts n keys one by one makes n²/2 comparisons (one
/// ConfigMap of 30,000 keys took 2.6 s to parse from JSON, 5.5 s from YAML).
/// The first kDirect keys go straight into the map, as before; past them
/// the keys are indexed by hash and the map is built once, by take().
class MapBuilder {
public:
    /// key → value. A key given before keeps its place and takes the new
    /// value (as QCborMap::insert).
    void insert(const QString &key, QCborValue value);
    bool contains(const QString &key) const;
    qsizetype size() const { return m_large ? qsizetype(m_entries.size()) : m_direct.size(); }
    /// The map, keys in the order first given; the builder is empty after.
    QCborMap take();

private:
    static constexpr qsizetype kDirect = 32; // a scan of 32 keys costs less than hashing them
    void grow();

    QCborMap m_direct;
    bool m_large = false;
    std::vector<std::pair<QString, QCborValue>> m_entries;
    QHash<QString, qsizetype> m_index;
};

/// Finds keys in a QCborMap without a scan per lookup (QCborMap::value and
/// contains scan its pairs): a map of more than 32 keys is indexed by hash
/// once, so comparing two maps of n keys costs n lookups, not n²/2.
class MapIndex {
public:
    explicit MapIndex(const QCborMap &map);
    /// The position of key in the map (the first, if given twice), or -1.
    qsizetype indexOf(const QCborValue &key) const;
    bool contains(const QCborValue &key) const { return indexOf(key) >= 0; }
    /// The value of key; undefined when the map has none.
    QCborValue value(const QCborValue &key) const;

private:
    QCborMap m_map;
    QHash<QString, qsizetype> m_index; // text keys of a map of more than 32 keys
};

/// The map of entries, whose keys are distinct, in their order: one pass
/// through a CBOR map of nulls for the keys, then each value set in place.
QCborMap mapOfDistinctKeys(const std::vector<std::pair<QString, QCborValue>> &entries);

} // namespace codecs
