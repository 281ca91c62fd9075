<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Violations</name>
    <message numerus="yes">
        <source>Mercenary {rank} units: the army has {count}; at most %n are allowed.</source>
        <translation>
            <numerusform>Mercenary {rank} units: the army has {count}; at most %n is allowed.</numerusform>
            <numerusform>Mercenary {rank} units: the army has {count}; at most %n are allowed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contingency cards: the army sets aside {count}; at most %n are allowed.</source>
        <translation>
            <numerusform>Contingency cards: the army sets aside {count}; at most %n is allowed.</numerusform>
            <numerusform>Contingency cards: the army sets aside {count}; at most %n are allowed.</numerusform>
        </translation>
    </message>
</context>
</TS>
