<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ForcePool</name>
    <message numerus="yes">
        <source>%n available</source>
        <translation>
            <numerusform>%n available</numerusform>
            <numerusform>%n available</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spent</source>
        <translation>
            <numerusform>%n spent</numerusform>
            <numerusform>%n spent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message numerus="yes">
        <source>This strike team breaks %n rule(s).</source>
        <translation>
            <numerusform>This strike team breaks %n rule.</numerusform>
            <numerusform>This strike team breaks %n rules.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackerView</name>
    <message numerus="yes">
        <source>⚠ Breaks %n rule(s)</source>
        <translation>
            <numerusform>⚠ Breaks %n rule</numerusform>
            <numerusform>⚠ Breaks %n rules</numerusform>
        </translation>
    </message>
</context>
</TS>
