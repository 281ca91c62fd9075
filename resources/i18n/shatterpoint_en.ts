<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
</TS>
