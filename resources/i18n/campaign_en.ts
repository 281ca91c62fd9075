<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CampaignsPage</name>
    <message numerus="yes">
        <source>Delete the campaign &quot;{name}&quot; with its %n recorded game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the campaign &quot;{name}&quot; with its %n recorded game? This cannot be undone.</numerusform>
            <numerusform>Delete the campaign &quot;{name}&quot; with its %n recorded games? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message numerus="yes">
        <source>&quot;{name}&quot; has played %n recorded game(s) and cannot be deleted.</source>
        <translation>
            <numerusform>&quot;{name}&quot; has played %n recorded game and cannot be deleted.</numerusform>
            <numerusform>&quot;{name}&quot; has played %n recorded games and cannot be deleted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesTab</name>
    <message numerus="yes">
        <source>Delete %n selected game(s)? You can undo it with Ctrl+Z.</source>
        <translation>
            <numerusform>Delete the selected game? You can undo it with Ctrl+Z.</numerusform>
            <numerusform>Delete the %n selected games? You can undo it with Ctrl+Z.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairingsTab</name>
    <message numerus="yes">
        <source>Round robin of %n player(s).</source>
        <translation>
            <numerusform>Round robin of %n player.</numerusform>
            <numerusform>Round robin of %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message numerus="yes">
        <source>Delete %n game(s)</source>
        <translation>
            <numerusform>Delete %n game</numerusform>
            <numerusform>Delete %n games</numerusform>
        </translation>
    </message>
</context>
</TS>
