<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>codecs</name>
    <message numerus="yes">
        <location filename="../codecs/cbor.cpp" line="+205" />
        <source>The CBOR body is truncated: %n byte(s) end in the middle of a value.</source>
        <translation>
            <numerusform>The CBOR body is truncated: %n byte ends in the middle of a value.</numerusform>
            <numerusform>The CBOR body is truncated: %n bytes end in the middle of a value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../codecs/protobuf.cpp" line="+271" />
        <source>The protobuf body is truncated: %n byte(s), fewer than the 4-byte magic.</source>
        <translation>
            <numerusform>The protobuf body is truncated: %n byte, fewer than the 4-byte magic.</numerusform>
            <numerusform>The protobuf body is truncated: %n bytes, fewer than the 4-byte magic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../codecs/watchframing.cpp" line="+175" />
        <source>The watch stream ended in the middle of an event (%n byte(s) left over).</source>
        <translation>
            <numerusform>The watch stream ended in the middle of an event (%n byte left over).</numerusform>
            <numerusform>The watch stream ended in the middle of an event (%n bytes left over).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../codecs/yaml.cpp" line="+301" />
        <source>Expected one YAML document, found %n.</source>
        <translation>
            <numerusform>Expected one YAML document, found %n.</numerusform>
            <numerusform>Expected one YAML document, found %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::ApiError</name>
    <message numerus="yes">
        <location filename="../kube/apierror.cpp" line="+104" />
        <source>Retry after %n second(s).</source>
        <translation>
            <numerusform>Retry after %n second.</numerusform>
            <numerusform>Retry after %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::WatchStatus</name>
    <message numerus="yes">
        <location filename="../kube/watch.cpp" line="+143" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation><numerusform>Listed %n object at resourceVersion %1</numerusform><numerusform>Listed %n objects at resourceVersion %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation><numerusform>Initial events ended: %n object at resourceVersion %1</numerusform><numerusform>Initial events ended: %n objects at resourceVersion %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation><numerusform>Too many requests: retrying after %n second</numerusform><numerusform>Too many requests: retrying after %n seconds</numerusform></translation>
    </message>
</context>
<context>
    <name>models::watch::ProtocolDoctor</name>
    <message numerus="yes">
        <location filename="../models/watch/protocoldoctor.cpp" line="+122" />
        <source>The streaming list works: %n initial object(s) arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</source>
        <translation><numerusform>The streaming list works: %n initial object arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</numerusform><numerusform>The streaming list works: %n initial objects arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object(s) came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</source>
        <translation><numerusform>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</numerusform><numerusform>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial objects came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+29" />
        <source>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</source>
        <translation><numerusform>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</numerusform><numerusform>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+30" />
        <source>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's object(s) in that shard).</source>
        <translation><numerusform>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's objects in that shard).</numerusform><numerusform>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's objects in that shard).</numerusform></translation>
    </message>
</context>
<context>
    <name>views::EventInspector</name>
    <message numerus="yes">
        <location filename="../views/watch/eventinspector.cpp" line="+215" />
        <source>%n line(s) added</source>
        <translation><numerusform>%n line added</numerusform><numerusform>%n lines added</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) removed</source>
        <translation><numerusform>%n line removed</numerusform><numerusform>%n lines removed</numerusform></translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message numerus="yes">
        <location filename="../views/objectviewer/objectviewer.cpp" line="+224" />
        <source>%1 · %Ln byte(s) · decoded in %2 ms</source>
        <translation>
            <numerusform>%1 · %Ln byte · decoded in %2 ms</numerusform>
            <numerusform>%1 · %Ln bytes · decoded in %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39" />
        <source>The same stored object through %n served version(s). Highlighted lines differ from the other versions' view.</source>
        <translation>
            <numerusform>The same stored object through %n served version. Highlighted lines differ from the other versions' view.</numerusform>
            <numerusform>The same stored object through %n served versions. Highlighted lines differ from the other versions' view.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>%1 · %n line(s) differ</source>
        <translation>
            <numerusform>%1 · %n line differs</numerusform>
            <numerusform>%1 · %n lines differ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::ResourceListView</name>
    <message numerus="yes">
        <location filename="../views/resourcelistview.cpp" line="+109" />
        <source>Loading… %n object(s) so far</source>
        <translation>
            <numerusform>Loading… %n object so far</numerusform>
            <numerusform>Loading… %n objects so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 of %n object(s) shown</source>
        <translation>
            <numerusform>%1 of %n object shown</numerusform>
            <numerusform>%1 of %n objects shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n object</numerusform>
            <numerusform>%n objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::Sparkline</name>
    <message numerus="yes">
        <location filename="../views/watch/sparkline.cpp" line="+18" />
        <source>Events per second over the last %n second(s): now %1, peak %2</source>
        <translation><numerusform>Events per second over the last %n second: now %1, peak %2</numerusform><numerusform>Events per second over the last %n seconds: now %1, peak %2</numerusform></translation>
    </message>
</context>
<context>
    <name>views::WatchEventProxy</name>
    <message numerus="yes">
        <location filename="../views/watch/watcheventproxy.cpp" line="+91" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation><numerusform>Listed %n object at resourceVersion %1</numerusform><numerusform>Listed %n objects at resourceVersion %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation><numerusform>Initial events ended: %n object at resourceVersion %1</numerusform><numerusform>Initial events ended: %n objects at resourceVersion %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation><numerusform>Too many requests: retrying after %n second</numerusform><numerusform>Too many requests: retrying after %n seconds</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>No initial-events-end bookmark after %n object(s): falling back to list-then-watch</source>
        <translation><numerusform>No initial-events-end bookmark after %n object: falling back to list-then-watch</numerusform><numerusform>No initial-events-end bookmark after %n objects: falling back to list-then-watch</numerusform></translation>
    </message>
</context>
<context>
    <name>views::WatchPane</name>
    <message numerus="yes">
        <location filename="../views/watch/watchpane.cpp" line="+347" />
        <source>%Ln event(s) received</source>
        <translation><numerusform>%Ln event received</numerusform><numerusform>%Ln events received</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%Ln row(s) shown</source>
        <translation><numerusform>%Ln row shown</numerusform><numerusform>%Ln rows shown</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln oldest row(s) dropped</source>
        <translation><numerusform>%Ln oldest row dropped</numerusform><numerusform>%Ln oldest rows dropped</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>paused, %Ln waiting</source>
        <translation><numerusform>paused, %Ln waiting</numerusform><numerusform>paused, %Ln waiting</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%Ln object(s) exist</source>
        <translation><numerusform>%Ln object exists</numerusform><numerusform>%Ln objects exist</numerusform></translation>
    </message>
</context>
<context>
    <name>views::WatchTimeline</name>
    <message numerus="yes">
        <location filename="../views/watch/timeline.cpp" line="+190" />
        <source>%1 s recorded · %Ln frame(s)</source>
        <translation><numerusform>%1 s recorded · %Ln frame</numerusform><numerusform>%1 s recorded · %Ln frames</numerusform></translation>
    </message>
</context>
</TS>
