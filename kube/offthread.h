#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent>

#include <type_traits>
#include <utility>

namespace kube {

/// Runs work() on the thread pool and then, on owner's thread, then(result).
/// then is not called when owner is destroyed first. This is how everything
/// a server sends is parsed or decoded without blocking the GUI thread
/// (discovery documents, list pages, watch events, OpenAPI schemas, the
/// object views, the patch composer's derivations and previews).
template <typename Work, typename Then> void runOffThread(QObject *owner, Work work, Then then) {
    using T = std::invoke_result_t<Work>;
    auto *watcher = new QFutureWatcher<T>(owner);
    QObject::connect(watcher, &QFutureWatcher<T>::finished, owner,
                     [watcher, then = std::move(then)]() mutable {
                         watcher->deleteLater();
                         then(watcher->result());
                     });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

} // namespace kube
