<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>app::Cli</name>
    <message numerus="yes">
        <location filename="../app/cmd_migrate.cpp" line="+155" />
        <source>Lab ready: %1 with %n object(s) in namespace %2, stored as v1; v2 adds spec.color (default "blue") and is not served yet.</source>
        <translation>
            <numerusform>Lab ready: %1 with %n object in namespace %2, stored as v1; v2 adds spec.color (default "blue") and is not served yet.</numerusform>
            <numerusform>Lab ready: %1 with %n objects in namespace %2, stored as v1; v2 adds spec.color (default "blue") and is not served yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+71" />
        <source>CRD %1 (strategy %2), %n object(s)</source>
        <translation>
            <numerusform>CRD %1 (strategy %2), %n object</numerusform>
            <numerusform>CRD %1 (strategy %2), %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>(%n object(s) at %1 writes/s: %2)</source>
        <translation>
            <numerusform>(%n object at %1 writes/s: %2)</numerusform>
            <numerusform>(%n objects at %1 writes/s: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11" />
        <source>%n step(s) left to reach %1.</source>
        <translation>
            <numerusform>%n step left to reach %1.</numerusform>
            <numerusform>%n steps left to reach %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cmd_watch.cpp" line="+301" />
        <source>Recorded %n record(s) to %1</source>
        <translation>
            <numerusform>Recorded %n record to %1</numerusform>
            <numerusform>Recorded %n records to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cmd_cel_crd.cpp" line="+206" />
        <source>The node %1 has %n rule(s); --rule-index goes from 0.</source>
        <translation>
            <numerusform>The node %1 has %n rule; --rule-index goes from 0.</numerusform>
            <numerusform>The node %1 has %n rules; --rule-index goes from 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+221" />
        <source>%n object(s) listed</source>
        <translation>
            <numerusform>%n object listed</numerusform>
            <numerusform>%n objects listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n evaluated</source>
        <translation>
            <numerusform>%n evaluated</numerusform>
            <numerusform>%n evaluated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="+734" />
        <source>%n shared watch(es) open</source>
        <translation>
            <numerusform>%n shared watch open</numerusform>
            <numerusform>%n shared watches open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>codecs</name>
    <message numerus="yes">
        <location filename="../codecs/cbor.cpp" line="+264" />
        <source>The CBOR body is truncated: %n byte(s) end in the middle of a value.</source>
        <translation>
            <numerusform>The CBOR body is truncated: %n byte ends in the middle of a value.</numerusform>
            <numerusform>The CBOR body is truncated: %n bytes end in the middle of a value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../codecs/protobuf.cpp" line="+304" />
        <source>The protobuf body is truncated: %n byte(s), fewer than the 4-byte magic.</source>
        <translation>
            <numerusform>The protobuf body is truncated: %n byte, fewer than the 4-byte magic.</numerusform>
            <numerusform>The protobuf body is truncated: %n bytes, fewer than the 4-byte magic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../codecs/watchframing.cpp" line="+177" />
        <source>The watch stream ended in the middle of an event (%n byte(s) left over).</source>
        <translation>
            <numerusform>The watch stream ended in the middle of an event (%n byte left over).</numerusform>
            <numerusform>The watch stream ended in the middle of an event (%n bytes left over).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../codecs/yaml.cpp" line="+320" />
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
        <location filename="../kube/apierror.cpp" line="+260" />
        <source>Retry after %n second(s).</source>
        <translation>
            <numerusform>Retry after %n second.</numerusform>
            <numerusform>Retry after %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::Client</name>
    <message numerus="yes">
        <location filename="../kube/client.cpp" line="+694" />
        <source>The server sent no data for %n second(s); the request was abandoned.</source>
        <translation>
            <numerusform>The server sent no data for %n second; the request was abandoned.</numerusform>
            <numerusform>The server sent no data for %n seconds; the request was abandoned.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::WatchStatus</name>
    <message numerus="yes">
        <location filename="../kube/watch.cpp" line="+145" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Listed %n object at resourceVersion %1</numerusform>
            <numerusform>Listed %n objects at resourceVersion %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Initial events ended: %n object at resourceVersion %1</numerusform>
            <numerusform>Initial events ended: %n objects at resourceVersion %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Listing again in %1 s after %n server error(s) at resourceVersion %2: %3</source>
        <translation>
            <numerusform>Listing again in %1 s after %n server error at resourceVersion %2: %3</numerusform>
            <numerusform>Listing again in %1 s after %n server errors at resourceVersion %2: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation>
            <numerusform>Too many requests: retrying after %n second</numerusform>
            <numerusform>Too many requests: retrying after %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::WriteError</name>
    <message numerus="yes">
        <location filename="../kube/write.cpp" line="+128" />
        <source>Strict field validation rejected %n field(s) the schema does not know:</source>
        <translation>
            <numerusform>Strict field validation rejected %n field the schema does not know:</numerusform>
            <numerusform>Strict field validation rejected %n fields the schema does not know:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>The apply conflicts with other field managers on %n field(s):</source>
        <translation>
            <numerusform>The apply conflicts with other field managers on %n field:</numerusform>
            <numerusform>The apply conflicts with other field managers on %n fields:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>migrate::MigrationSession</name>
    <message numerus="yes">
        <location filename="../models/migrate/session.cpp" line="+72" />
        <source>Sample read at %1 failed: no answer within %n second(s); the conversion webhook may hang (the API server waits up to 30 s for it).</source>
        <translation>
            <numerusform>Sample read at %1 failed: no answer within %n second; the conversion webhook may hang (the API server waits up to 30 s for it).</numerusform>
            <numerusform>Sample read at %1 failed: no answer within %n seconds; the conversion webhook may hang (the API server waits up to 30 s for it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>Sample read at %1: ok, %2 read in %n ms.</source>
        <translation>
            <numerusform>Sample read at %1: ok, %2 read in %n ms.</numerusform>
            <numerusform>Sample read at %1: ok, %2 read in %n ms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+617" />
        <source>%n more object(s) stored in an old version</source>
        <translation>
            <numerusform>%n more object stored in an old version</numerusform>
            <numerusform>%n more objects stored in an old version</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>about %n second(s)</source>
        <translation>
            <numerusform>about %n second</numerusform>
            <numerusform>about %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>about %n hour</numerusform>
            <numerusform>about %n hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>migrate::ServerMigration</name>
    <message numerus="yes">
        <location filename="../models/migrate/servermigration.cpp" line="+231" />
        <source>No controller has taken up %1 after %n second(s): is kube-controller-manager running with the storage-version-migrator controller?</source>
        <translation>
            <numerusform>No controller has taken up %1 after %n second: is kube-controller-manager running with the storage-version-migrator controller?</numerusform>
            <numerusform>No controller has taken up %1 after %n seconds: is kube-controller-manager running with the storage-version-migrator controller?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>models::ResourceListModel</name>
    <message numerus="yes">
        <location filename="../models/resourcelistmodel.cpp" line="+156" />
        <source>Loading was cancelled: %n object(s) loaded.</source>
        <translation>
            <numerusform>Loading was cancelled: %n object loaded.</numerusform>
            <numerusform>Loading was cancelled: %n objects loaded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+466" />
        <source>About %n object(s): more than the threshold, so only their metadata is loaded.</source>
        <translation>
            <numerusform>About %n object: more than the threshold, so only its metadata is loaded.</numerusform>
            <numerusform>About %n objects: more than the threshold, so only their metadata is loaded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>models::patch::PatchText</name>
    <message numerus="yes">
        <location filename="../models/patch/patchtext.cpp" line="+250" />
        <source>The patch has %n operation(s); the API server takes at most %1 in one JSON patch and refuses a longer one (413). Split it into several patches.</source>
        <translation>
            <numerusform>The patch has %n operation; the API server takes at most %1 in one JSON patch and refuses a longer one (413). Split it into several patches.</numerusform>
            <numerusform>The patch has %n operations; the API server takes at most %1 in one JSON patch and refuses a longer one (413). Split it into several patches.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>models::watch::ProtocolDoctor</name>
    <message numerus="yes">
        <location filename="../models/watch/protocoldoctor.cpp" line="+122" />
        <source>The streaming list works: %n initial object(s) arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</source>
        <translation>
            <numerusform>The streaming list works: %n initial object arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</numerusform>
            <numerusform>The streaming list works: %n initial objects arrived and the initial-events-end bookmark (k8s.io/initial-events-end) marked their end after %1 ms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object(s) came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</source>
        <translation>
            <numerusform>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial object came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</numerusform>
            <numerusform>The initial-events-end bookmark (k8s.io/initial-events-end) never arrived: %n initial objects came within %1 s, then nothing marked their end. Something between Mado and the API server drops that bookmark; tools that wait for it show no objects. Mado falls back to list-then-watch for this collection.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29" />
        <source>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</source>
        <translation>
            <numerusform>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</numerusform>
            <numerusform>Bookmarks arrive: %n in %1 s (%2). A reconnecting watch resumes from them instead of listing again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30" />
        <source>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's object(s) in that shard).</source>
        <translation>
            <numerusform>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's objects in that shard).</numerusform>
            <numerusform>The server honours shard selectors: the list of one shard came back marked as filtered (%n of the collection's objects in that shard).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::DeleteDialog</name>
    <message numerus="yes">
        <location filename="../views/lists/deletedialog.cpp" line="+33" />
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Delete %n object</numerusform>
            <numerusform>Delete %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>Delete %n %1 object(s)?</source>
        <translation>
            <numerusform>Delete %n %1 object?</numerusform>
            <numerusform>Delete %n %1 objects?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+119" />
        <source>%n object(s) deleted or marked for deletion.</source>
        <translation>
            <numerusform>%n object deleted or marked for deletion.</numerusform>
            <numerusform>%n objects deleted or marked for deletion.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::EventInspector</name>
    <message numerus="yes">
        <location filename="../views/watch/eventinspector.cpp" line="+286" />
        <source>%n line(s) added</source>
        <translation>
            <numerusform>%n line added</numerusform>
            <numerusform>%n lines added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n line(s) removed</source>
        <translation>
            <numerusform>%n line removed</numerusform>
            <numerusform>%n lines removed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::MigrateWizard</name>
    <message numerus="yes">
        <location filename="../views/migrate/migratewizard.cpp" line="+184" />
        <source>The versions of a CRD are windows onto the same stored bytes. served says which versions answer requests (several may be); storage says which one is written to etcd (exactly one). Raising the storage version and actually moving the objects are two separate jobs, and status.storedVersions is the record that links them.

Before any write, Mado checks with SelfSubjectAccessReview that you may list, read and update the objects and update the CRD and its status, counts the objects with a metadata-only list and estimates the rewrite's duration at the rate you choose. With strategy Webhook it reads one object at every served version, which runs the conversion webhook: a failing webhook silently stalls a migration, so here it blocks every step until the sample reads pass. Each read waits at most %n second(s); the API server itself waits up to 30 s for a webhook.</source>
        <translation>
            <numerusform>The versions of a CRD are windows onto the same stored bytes. served says which versions answer requests (several may be); storage says which one is written to etcd (exactly one). Raising the storage version and actually moving the objects are two separate jobs, and status.storedVersions is the record that links them.

Before any write, Mado checks with SelfSubjectAccessReview that you may list, read and update the objects and update the CRD and its status, counts the objects with a metadata-only list and estimates the rewrite's duration at the rate you choose. With strategy Webhook it reads one object at every served version, which runs the conversion webhook: a failing webhook silently stalls a migration, so here it blocks every step until the sample reads pass. Each read waits at most %n second; the API server itself waits up to 30 s for a webhook.</numerusform>
            <numerusform>The versions of a CRD are windows onto the same stored bytes. served says which versions answer requests (several may be); storage says which one is written to etcd (exactly one). Raising the storage version and actually moving the objects are two separate jobs, and status.storedVersions is the record that links them.

Before any write, Mado checks with SelfSubjectAccessReview that you may list, read and update the objects and update the CRD and its status, counts the objects with a metadata-only list and estimates the rewrite's duration at the rate you choose. With strategy Webhook it reads one object at every served version, which runs the conversion webhook: a failing webhook silently stalls a migration, so here it blocks every step until the sample reads pass. Each read waits at most %n seconds; the API server itself waits up to 30 s for a webhook.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+583" />
        <source>%n object(s) to rewrite.</source>
        <translation>
            <numerusform>%n object to rewrite.</numerusform>
            <numerusform>%n objects to rewrite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11" />
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>no answer within %n second</numerusform>
            <numerusform>no answer within %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%n ms</source>
        <translation>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+76" />
        <source>The lab is ready: %1 with %n object(s) stored as v1.</source>
        <translation>
            <numerusform>The lab is ready: %1 with %n object stored as v1.</numerusform>
            <numerusform>The lab is ready: %1 with %n objects stored as v1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34" />
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n object</numerusform>
            <numerusform>%n objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::ObjectViewer</name>
    <message numerus="yes">
        <location filename="../views/objectviewer/objectviewer.cpp" line="+305" />
        <source>%1 · %Ln byte(s) · decoded in %2 ms</source>
        <translation>
            <numerusform>%1 · %Ln byte · decoded in %2 ms</numerusform>
            <numerusform>%1 · %Ln bytes · decoded in %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41" />
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
    <name>views::PatchComposer</name>
    <message numerus="yes">
        <location filename="../views/patch/patchcomposer.cpp" line="+300" />
        <source>Written. The object now has resourceVersion %1; %n field(s) changed.</source>
        <translation>
            <numerusform>Written. The object now has resourceVersion %1; %n field changed.</numerusform>
            <numerusform>Written. The object now has resourceVersion %1; %n fields changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+85" />
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… and %n more problem.</numerusform>
            <numerusform>… and %n more problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+126" />
        <source>Dry run: %n change(s) the patch asked for</source>
        <translation>
            <numerusform>Dry run: %n change the patch asked for</numerusform>
            <numerusform>Dry run: %n changes the patch asked for</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n change(s) by the server (defaults, admission)</source>
        <translation>
            <numerusform>%n change by the server (defaults, admission)</numerusform>
            <numerusform>%n changes by the server (defaults, admission)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+139" />
        <source>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n field(s) change.</source>
        <translation>
            <numerusform>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n field changes.</numerusform>
            <numerusform>Write this %1 to %2 "%3"? The server's dry run answered with the object on the right; %n fields change.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::ResourceListView</name>
    <message numerus="yes">
        <location filename="../views/resourcelistview.cpp" line="+193" />
        <source>Delete %n object(s)…</source>
        <translation>
            <numerusform>Delete %n object…</numerusform>
            <numerusform>Delete %n objects…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+184" />
        <source>%Ln object(s) loaded so far</source>
        <translation>
            <numerusform>%Ln object loaded so far</numerusform>
            <numerusform>%Ln objects loaded so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
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
    <message numerus="yes">
        <location line="+5" />
        <source>%n parallel stream(s)</source>
        <translation>
            <numerusform>%n parallel stream</numerusform>
            <numerusform>%n parallel streams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n open watch(es)</source>
        <translation>
            <numerusform>%n open watch</numerusform>
            <numerusform>%n open watches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::SchemaFilterProxy</name>
    <message numerus="yes">
        <location filename="../views/schema/schemaview.cpp" line="+72" />
        <source>%1 · %n rule(s)</source>
        <comment>type, then the number of validation rules</comment>
        <translation>
            <numerusform>%1 · %n rule</numerusform>
            <numerusform>%1 · %n rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::SchemaView</name>
    <message numerus="yes">
        <location line="+121" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n field(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n field</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::Sparkline</name>
    <message numerus="yes">
        <location filename="../views/watch/sparkline.cpp" line="+18" />
        <source>Events per second over the last %n second(s): now %1, peak %2</source>
        <translation>
            <numerusform>Events per second over the last %n second: now %1, peak %2</numerusform>
            <numerusform>Events per second over the last %n seconds: now %1, peak %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::WatchEventProxy</name>
    <message numerus="yes">
        <location filename="../views/watch/watcheventproxy.cpp" line="+91" />
        <source>Listed %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Listed %n object at resourceVersion %1</numerusform>
            <numerusform>Listed %n objects at resourceVersion %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Initial events ended: %n object(s) at resourceVersion %1</source>
        <translation>
            <numerusform>Initial events ended: %n object at resourceVersion %1</numerusform>
            <numerusform>Initial events ended: %n objects at resourceVersion %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Listing again in %1 s after %n server error(s) at resourceVersion %2: %3</source>
        <translation>
            <numerusform>Listing again in %1 s after %n server error at resourceVersion %2: %3</numerusform>
            <numerusform>Listing again in %1 s after %n server errors at resourceVersion %2: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Too many requests: retrying after %n second(s)</source>
        <translation>
            <numerusform>Too many requests: retrying after %n second</numerusform>
            <numerusform>Too many requests: retrying after %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>No initial-events-end bookmark after %n object(s): falling back to list-then-watch</source>
        <translation>
            <numerusform>No initial-events-end bookmark after %n object: falling back to list-then-watch</numerusform>
            <numerusform>No initial-events-end bookmark after %n objects: falling back to list-then-watch</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::WatchPane</name>
    <message numerus="yes">
        <location filename="../views/watch/watchpane.cpp" line="+365" />
        <source>%Ln event(s) received</source>
        <translation>
            <numerusform>%Ln event received</numerusform>
            <numerusform>%Ln events received</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%Ln row(s) shown</source>
        <translation>
            <numerusform>%Ln row shown</numerusform>
            <numerusform>%Ln rows shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%Ln oldest row(s) dropped</source>
        <translation>
            <numerusform>%Ln oldest row dropped</numerusform>
            <numerusform>%Ln oldest rows dropped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>paused, %Ln waiting</source>
        <translation>
            <numerusform>paused, %Ln waiting</numerusform>
            <numerusform>paused, %Ln waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%Ln object(s) exist</source>
        <translation>
            <numerusform>%Ln object exists</numerusform>
            <numerusform>%Ln objects exist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::WatchTimeline</name>
    <message numerus="yes">
        <location filename="../views/watch/timeline.cpp" line="+190" />
        <source>%1 s recorded · %Ln frame(s)</source>
        <translation>
            <numerusform>%1 s recorded · %Ln frame</numerusform>
            <numerusform>%1 s recorded · %Ln frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::AuthzTable</name>
    <message numerus="yes">
        <location filename="../views/cel/authztable.cpp" line="+146" />
        <source>%n check(s), answered by the cluster's SubjectAccessReviews.</source>
        <translation>
            <numerusform>%n check, answered by the cluster's SubjectAccessReviews.</numerusform>
            <numerusform>%n checks, answered by the cluster's SubjectAccessReviews.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::CrdContextPanel</name>
    <message numerus="yes">
        <location filename="../views/cel/crdcontextpanel.cpp" line="+259" />
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%n CRD(s) on the cluster.</source>
        <translation>
            <numerusform>%n CRD on the cluster.</numerusform>
            <numerusform>%n CRDs on the cluster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+199" />
        <source>The first %n object(s); pick one as self.</source>
        <translation>
            <numerusform>The first %n object; pick one as self.</numerusform>
            <numerusform>The first %n objects; pick one as self.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n object(s); pick one as self.</source>
        <translation>
            <numerusform>%n object; pick one as self.</numerusform>
            <numerusform>%n objects; pick one as self.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::LiveRunPanel</name>
    <message numerus="yes">
        <location filename="../views/cel/liverunpanel.cpp" line="+203" />
        <source>%n object(s) read…</source>
        <translation>
            <numerusform>%n object read…</numerusform>
            <numerusform>%n objects read…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 of %n object(s) evaluated…</source>
        <translation>
            <numerusform>%1 of %n object evaluated…</numerusform>
            <numerusform>%1 of %n objects evaluated…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Stopped after %n object(s).</source>
        <translation>
            <numerusform>Stopped after %n object.</numerusform>
            <numerusform>Stopped after %n objects.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>%n object(s) evaluated</source>
        <translation>
            <numerusform>%n object evaluated</numerusform>
            <numerusform>%n objects evaluated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::MutationPreview</name>
    <message numerus="yes">
        <location filename="../views/cel/mutationpreview.cpp" line="+312" />
        <source>Server dry run: %n change(s) to the live object.</source>
        <translation>
            <numerusform>Server dry run: %n change to the live object.</numerusform>
            <numerusform>Server dry run: %n changes to the live object.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>views::cel::Playground</name>
    <message numerus="yes">
        <location filename="../views/cel/playground.cpp" line="+626" />
        <source>… and %n more character(s), not shown.</source>
        <translation>
            <numerusform>… and %n more character, not shown.</numerusform>
            <numerusform>… and %n more characters, not shown.</numerusform>
        </translation>
    </message>
</context>
</TS>
