#pragma once

#include "codecs/listrows.h"

#include <QList>
#include <QMetaObject>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace kube {

/// The pages of one paged list between their answer and their hand-over, in
/// the order they were asked for. A reader that can read a page's continue
/// token early (codecs::peekJsonContinue) asks for the next page at once and
/// decodes the one it has on the thread pool meanwhile: the list then costs
/// the slower of the server and the decoder per page, not their sum. Decodes
/// may finish in any order; pages are handed over from the front only, each
/// once its decode is done. At most `ahead` pages wait at once, so a decoder
/// slower than the server bounds the bytes held instead of queueing the whole
/// collection.
template <typename Page> class PagePipeline {
public:
    struct Entry {
        std::optional<Page> page; ///< set when its decode is done
        bool first = false;       ///< the first page of its list
        /// The continue token read early, for which the next page is already
        /// asked for (an empty one: the page was known to be the last).
        std::optional<QString> peeked;
    };
    using Slot = std::shared_ptr<Entry>;

    explicit PagePipeline(int ahead = 4)
        : m_ahead(ahead) {}

    /// A page answered: its place in the order.
    Slot add(bool first) {
        auto slot = std::make_shared<Entry>();
        slot->first = first;
        m_slots.append(slot);
        return slot;
    }
    /// Reads slot's continue token from the head of its JSON body when another
    /// page may wait: the token to ask for now, or nothing (the last page, no
    /// room, or a body that does not tell early; the hand-over asks then).
    std::optional<QString> readAhead(const Slot &slot, const QByteArray &body) {
        if (m_slots.size() >= m_ahead)
            return std::nullopt;
        slot->peeked = codecs::peekJsonContinue(body);
        if (!slot->peeked || slot->peeked->isEmpty())
            return std::nullopt;
        return slot->peeked;
    }
    /// Whether a handed-over page's decoded continue token agrees with its
    /// early read (when there was one).
    static bool agrees(const std::optional<QString> &peeked, const QString &decoded) {
        return !peeked || *peeked == decoded;
    }
    /// The front page when its decode is done (removed), else nothing.
    std::optional<Entry> takeReady() {
        if (!hasReady())
            return std::nullopt;
        Entry e = std::move(*m_slots.first());
        m_slots.removeFirst();
        return e;
    }
    bool hasReady() const { return !m_slots.isEmpty() && m_slots.first()->page.has_value(); }
    /// Hands the front page to take() if its decode is done. One page per turn
    /// of the event loop, so that pages whose decodes end together do not hold
    /// the GUI thread all at once: while current() holds (the reader did not
    /// end or restart) and another page is ready, it follows from a queued call
    /// on owner, the object this pipeline belongs to.
    void handOver(QObject *owner, const std::function<bool()> &current,
                  const std::function<void(Entry &&)> &take) {
        auto entry = takeReady();
        if (!entry)
            return;
        take(std::move(*entry));
        if (current() && hasReady()) {
            QMetaObject::invokeMethod(
                owner,
                [this, owner, current, take] {
                    if (current())
                        handOver(owner, current, take);
                },
                Qt::QueuedConnection);
        }
    }
    /// Forgets every page (a new list, the end); decodes still running fill
    /// slots nobody reads.
    void clear() { m_slots.clear(); }
    bool isEmpty() const { return m_slots.isEmpty(); }

private:
    QList<Slot> m_slots;
    int m_ahead;
};

} // namespace kube
