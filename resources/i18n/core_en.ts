<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogCommand</name>
    <message numerus="yes">
        <source>Wrote {file}: %n pack(s).</source>
        <translation>
            <numerusform>Wrote {file}: %n pack.</numerusform>
            <numerusform>Wrote {file}: %n packs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogUpdates</name>
    <message numerus="yes">
        <source>New entries: %n</source>
        <translation>
            <numerusform>New entries: %n</numerusform>
            <numerusform>New entries: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed entries: %n</source>
        <translation>
            <numerusform>Changed entries: %n</numerusform>
            <numerusform>Changed entries: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed entries: %n</source>
        <translation>
            <numerusform>Removed entries: %n</numerusform>
            <numerusform>Removed entries: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved rosters that become illegal: %n</source>
        <translation>
            <numerusform>Saved rosters that become illegal: %n</numerusform>
            <numerusform>Saved rosters that become illegal: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated %n pack(s); the versions they replaced are kept (Roll back restores them).</source>
        <translation>
            <numerusform>Updated %n pack; the version it replaced is kept (Roll back restores it).</numerusform>
            <numerusform>Updated %n packs; the versions they replaced are kept (Roll back restores them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pack(s) to update; nothing was changed yet.</source>
        <translation>
            <numerusform>%n pack to update; nothing was changed yet.</numerusform>
            <numerusform>%n packs to update; nothing was changed yet.</numerusform>
        </translation>
    </message>
</context>
</TS>
