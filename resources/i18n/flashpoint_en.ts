<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Flashpoint</name>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n fighter</numerusform>
            <numerusform>%n fighters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlashpointBuilder</name>
    <message numerus="yes">
        <source>{points} of {limit} · %n fighter(s)</source>
        <translation>
            <numerusform>{points} of {limit} · %n fighter</numerusform>
            <numerusform>{points} of {limit} · %n fighters</numerusform>
        </translation>
    </message>
</context>
</TS>
