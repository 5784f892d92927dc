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
        <location filename="../kube/watch.cpp" line="+140" />
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
        <location filename="../views/resourcelistview.cpp" line="+99" />
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
</TS>
