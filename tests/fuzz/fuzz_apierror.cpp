// The API server's error answers: a Status (or not) under any HTTP status and
// Content-Type, shaped into the user's message: the 500 of a server-side
// apply that does not fit its schema (Go's notation written as JSON), a 422's
// causes one a line, long quoted values cut. No crash, never an empty message.
#include "fuzz_common.h"
#include "kube/apierror.h"

#include <iterator>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1)
        return 0;
    // First byte: bit 0 the mode, bits 1-2 the Content-Type, bits 3-7 the status.
    static const int statuses[] = {400, 401, 403, 404, 409, 410, 422, 429, 500, 502, 503, 504, 418, 599};
    static const char *const types[] = {"application/json", "text/html; charset=utf-8", "text/plain", ""};
    const QByteArray rest = fuzz::bytes(data + 1, size - 1);
    kube::ApiError e;
    if (data[0] & 1) {
        // The shaping alone, on any text: as the message and as a cause.
        e.kind = kube::ApiError::Kind::Http;
        e.httpStatus = data[0] & 2 ? 500 : 422;
        e.message = QString::fromUtf8(rest);
        e.causes.append({QStringLiteral("FieldValueInvalid"), e.message, QStringLiteral("spec.x")});
    } else {
        e = kube::ApiError::fromHttp(statuses[(data[0] >> 3) % std::size(statuses)], rest,
                                     types[(data[0] >> 1) % std::size(types)]);
    }
    if (e.userMessage().isEmpty()) {
        std::fprintf(stderr, "apierror: an empty message\n");
        std::abort();
    }
    return 0;
}
