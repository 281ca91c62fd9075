<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
</TS>
