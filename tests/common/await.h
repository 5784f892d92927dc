#pragma once

// Waits for any asynchronous handle of kube/handle.h (a Call, a Discovery, a
// Watch, a Sandbox run) in a test, spinning the event loop.

#include "kube/handle.h"

#include <QSignalSpy>
#include <QtGlobal>

namespace mado::test {

/// Waits until handle finished (at most timeoutMs) and returns its result; a
/// handle that does not finish in time ends the test run, naming what.
template <typename H>
typename H::ResultType await(H *handle, int timeoutMs = 30000, const char *what = "request") {
    if (!handle->isFinished()) {
        QSignalSpy spy(handle, &kube::Handle::finished);
        spy.wait(timeoutMs);
    }
    if (!handle->isFinished())
        qFatal("%s did not finish within %d ms", what, timeoutMs);
    return handle->result();
}

} // namespace mado::test
