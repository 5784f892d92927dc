#pragma once

namespace kube {

/// Every client of the process abandons a request (not a stream) when the
/// server sends nothing for seconds (default 60; 0: wait forever), so a
/// stalled server ends in an error instead of a request that never finishes.
void setRequestTimeout(int seconds);
/// The current request timeout in seconds (0: none).
int requestTimeout();

} // namespace kube
