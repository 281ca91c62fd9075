<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>%n of {total} event(s) replayed under the rules of the earlier Muster that recorded them (the log&apos;s strict_from); --strict checks them all by today&apos;s rules.</source>
        <translation>
            <numerusform>%n of {total} events replayed under the rules of the earlier Muster that recorded it (the log&apos;s strict_from); --strict checks them all by today&apos;s rules.</numerusform>
            <numerusform>%n of {total} events replayed under the rules of the earlier Muster that recorded them (the log&apos;s strict_from); --strict checks them all by today&apos;s rules.</numerusform>
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
</TS>
