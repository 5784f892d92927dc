#include "models/watch/watchrecord.h"

namespace models::watch {

qint64 WatchRecord::footprint() const {
    qint64 n = qint64(sizeof(WatchRecord)) + 2 * (type.size() + ns.size() + name.size() + uid.size() +
                                                  resourceVersion.size() + detail.size());
    // A decoded object costs a few times its wire size.
    if (hasObject())
        n += 3 * std::max<qint64>(bytes, 256);
    return n;
}

} // namespace models::watch
