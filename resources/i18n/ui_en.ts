<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogueUpdatesBox</name>
    <message numerus="yes">
        <source>Checking %n repository(ies)…</source>
        <translation>
            <numerusform>Checking %n repository…</numerusform>
            <numerusform>Checking %n repositories…</numerusform>
        </translation>
    </message>
</context>
</TS>
