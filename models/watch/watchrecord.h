#pragma once

#include <QCborValue>
#include <QList>
#include <QMetaType>
#include <QString>

namespace models::watch {

/// One entry of a watch's flight recording: an event frame as it arrived, a
/// step in the connection's history (reconnect, 410, relist ...), or an object
/// of a list page (the state a list-then-watch starts from). Raw values only;
/// the views turn them into words.
struct WatchRecord {
    enum class Kind {
        Event,    ///< a frame of the watch stream (type: ADDED, MODIFIED, DELETED, BOOKMARK, ERROR)
        Status,   ///< a step of the connection (type: the status name, e.g. Expired, Relisting)
        ListItem, ///< an object of a list page (type: LIST); not a row of the event table
    };
    Kind kind = Kind::Event;
    qint64 seq = 0;       ///< position in the recording, from 0
    qint64 arrivalMs = 0; ///< ms since the epoch
    QString type;
    QString ns;
    QString name;
    QString uid;
    QString resourceVersion;
    qint64 bytes = 0;              ///< the frame's size on the wire (events)
    bool initialEventsEnd = false; ///< the bookmark that ends a streaming list's initial events
    bool initial = false;          ///< an ADDED event of a streaming list's initial state
    // Status details (Kind::Status).
    int attempt = 0;
    int delayMs = 0;
    qint64 objects = -1;
    QString detail; ///< an error's message, as the server or client said it
    /// The event's object (a Status for ERROR); null for status rows and for
    /// objects the recorder dropped to stay within its memory budget.
    QCborValue object;

    bool hasObject() const { return !object.isNull() && !object.isUndefined(); }
    bool isBookmark() const { return kind == Kind::Event && type == QLatin1String("BOOKMARK"); }
    /// Approximate heap bytes this record holds (for memory budgets).
    qint64 footprint() const;
};

/// Status names a WatchRecord of Kind::Status uses (kube::WatchStatus::kindName's).
namespace StatusType {
inline const QLatin1String Connecting("Connecting");
inline const QLatin1String Connected("Connected");
inline const QLatin1String Listed("Listed");
inline const QLatin1String InitialEventsEnd("InitialEventsEnd");
inline const QLatin1String Disconnected("Disconnected");
inline const QLatin1String Reconnecting("Reconnecting");
inline const QLatin1String Expired("Expired");
inline const QLatin1String Relisting("Relisting");
inline const QLatin1String RetryAfter("RetryAfter");
inline const QLatin1String ShardFallback("ShardFallback");
inline const QLatin1String ServerError("ServerError");
inline const QLatin1String Stopped("Stopped");
/// Mado gave up waiting for the initial-events-end bookmark and lists instead.
inline const QLatin1String StreamingFallback("StreamingFallback");
/// A recording was opened and replayed (detail: the file).
inline const QLatin1String Replay("Replay");
} // namespace StatusType

} // namespace models::watch

Q_DECLARE_METATYPE(models::watch::WatchRecord)
