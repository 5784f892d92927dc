#pragma once

#include <Qt>

namespace models::WatchEventDefs {

enum Column {
    TimeColumn,
    TypeColumn,
    NamespaceColumn,
    NameColumn,
    ResourceVersionColumn,
    SizeColumn,
    ColumnCount
};

enum Role {
    ArrivalMsRole = Qt::UserRole + 1, ///< qint64: ms since the epoch
    TypeRole,                         ///< QString: ADDED ... ERROR, or a status name
    RowKindRole,                      ///< int: WatchRecord::Kind
    NamespaceRole,                    ///< QString
    NameRole,                         ///< QString
    UidRole,                          ///< QString
    ResourceVersionRole,              ///< QString
    BytesRole,                        ///< qint64
    InitialEventsEndRole,             ///< bool
    InitialRole,                      ///< bool: part of a streaming list's initial state
    SeqRole,                          ///< qint64: the record's position in the recording
    RecordRole,                       ///< models::watch::WatchRecord
};

} // namespace models::WatchEventDefs
