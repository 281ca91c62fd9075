<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CardList</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegionArmyEditor</name>
    <message numerus="yes">
        <source>%n miniature(s)</source>
        <translation>
            <numerusform>%n miniature</numerusform>
            <numerusform>%n miniatures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
</context>
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
