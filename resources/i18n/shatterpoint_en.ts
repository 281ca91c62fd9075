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
    <name>ShatterpointTracker</name>
    <message numerus="yes">
        <source>{unit} suffers %n damage</source>
        <translation>
            <numerusform>{unit} suffers %n damage</numerusform>
            <numerusform>{unit} suffers %n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} removes %n damage</source>
        <translation>
            <numerusform>{unit} removes %n damage</numerusform>
            <numerusform>{unit} removes %n damage</numerusform>
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
