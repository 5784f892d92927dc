#pragma once

#include "codecs/result.h"
#include "kube/apierror.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <utility>

/// The one shape of everything asynchronous in Mado (CONVENTIONS.md point 4).
/// A new asynchronous feature copies it:
///
/// - A request value says what to do: kube::Request, WatchRequest,
///   DiscoveryRequest, SandboxRequest.
/// - A start function takes it, never blocks, and returns a handle:
///   Client::send, Discovery::start, Watch::start, Sandbox::start.
/// - The handle is a QObject derived from kube::Task<T, E>. It emits
///   finished() exactly once, never from inside the start function (so a
///   caller that connects right after starting never misses it; use
///   Task::finishLater for outcomes known at once); result() then holds a
///   mado::Result<T, E>: the value, or the error. E is kube::ApiError for
///   anything that talks to a server (mado::Error for local work, e.g. the
///   sandbox process); cancel() ends with a canceled error.
/// - Handles that use a Client are its children: they die with it.
/// - Streams add progress signals to the same handle: Call::chunk,
///   Watch::listBatch, Watch::events (batches) and Watch::status (history).
/// - The caller owns the handle. Hold it in a kube::HandlePtr, which abandons
///   it when reset or destroyed, or call abandon(); in a finished() slot,
///   deleteLater() is enough. Never cancel and delete by hand.
namespace kube {

/// The untyped part of every handle: finished(), cancel(), abandon().
class Handle : public QObject {
    Q_OBJECT

public:
    /// True once finished() was emitted.
    bool isFinished() const { return m_finished; }
    /// Stops the work; finished() follows with a canceled error, unless it came already.
    virtual void cancel() = 0;
    /// Drops the handle: nobody hears from it again, the work stops, and it
    /// deletes itself from the event loop. Safe inside its own finished() slot.
    void abandon() {
        disconnect(this, nullptr, nullptr, nullptr);
        if (!m_finished)
            cancel();
        deleteLater();
    }

signals:
    /// The work ended; result() is valid from now on.
    void finished();

protected:
    using QObject::QObject;
    /// Marks the handle finished and emits finished(), once.
    bool markFinished() {
        if (m_finished)
            return false;
        m_finished = true;
        emit finished();
        return true;
    }

private:
    bool m_finished = false;
};

/// A handle whose outcome is a mado::Result<T, E>.
template <typename T, typename E = ApiError> class Task : public Handle {
public:
    using ResultType = mado::Result<T, E>;

    /// The outcome; only valid after finished().
    const ResultType &result() const { return *m_result; }

protected:
    using Handle::Handle;
    /// Stores the outcome and emits finished(); later calls are ignored.
    void finish(ResultType result) {
        if (isFinished())
            return;
        m_result = std::move(result);
        markFinished();
    }
    /// finish() from the event loop: for outcomes known while starting.
    void finishLater(ResultType result) {
        QMetaObject::invokeMethod(
            this, [this, r = std::move(result)]() mutable { finish(std::move(r)); }, Qt::QueuedConnection);
    }

private:
    std::optional<ResultType> m_result;
};

/// Owns a handle: abandons it on reset(), reassignment and destruction. Holds
/// it weakly, so a handle deleted elsewhere (with its client) is simply gone.
template <typename H> class HandlePtr final {
public:
    HandlePtr() = default;
    explicit HandlePtr(H *handle)
        : m_handle(handle) {}
    HandlePtr(HandlePtr &&other) noexcept
        : m_handle(std::exchange(other.m_handle, nullptr)) {}
    HandlePtr &operator=(HandlePtr &&other) noexcept {
        if (this != &other)
            reset(std::exchange(other.m_handle, nullptr));
        return *this;
    }
    HandlePtr(const HandlePtr &) = delete;
    HandlePtr &operator=(const HandlePtr &) = delete;
    ~HandlePtr() { reset(); }

    /// Abandons the handle held (if any) and holds handle instead.
    void reset(H *handle = nullptr) {
        H *old = m_handle.data();
        m_handle = handle;
        if (old && old != handle)
            old->abandon();
    }
    H *get() const { return m_handle.data(); }
    H *operator->() const { return m_handle.data(); }
    explicit operator bool() const { return !m_handle.isNull(); }

private:
    QPointer<H> m_handle;
};

} // namespace kube
