<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Shatterpoint</name>
    <message>
        <source>Primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star Wars: Shatterpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Violations</name>
    <message>
        <source>A strike team has exactly 2 squads; this one has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad {squad} has no {slot_name} unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit_name} is a {unit_type} unit and cannot fill the {slot_name} slot of squad {squad}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad {squad} spends {spent} points but its Primary gives only {available} Squad Points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The units of squad {squad} share no era ({eras}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit_name} appears more than once in the strike team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit_name} and {other_name} share the unique name {unique_name}; only one of them may join the strike team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loaded catalogue has a unit with the id &quot;{unit_id}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mission set is named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
