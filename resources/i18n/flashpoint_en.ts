<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>CombatPanel</name>
        <message numerus="yes">
            <source>{fighter} is attacked. Its attribution sequence (the rulebook gives one to a defender not yet activated): at most %n dice of each type.</source>
            <translation>
                <numerusform>{fighter} is attacked. Its attribution sequence (the rulebook gives one to a defender not yet activated): at most %n die of each type.</numerusform>
                <numerusform>{fighter} is attacked. Its attribution sequence (the rulebook gives one to a defender not yet activated): at most %n dice of each type.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} is attacked and has not activated: its attribution sequence, at most %n dice of each type from the reserve.</source>
            <translation>
                <numerusform>{fighter} is attacked and has not activated: its attribution sequence, at most %n die of each type from the reserve.</numerusform>
                <numerusform>{fighter} is attacked and has not activated: its attribution sequence, at most %n dice of each type from the reserve.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Flashpoint</name>
        <message numerus="yes">
            <source>%n fighter(s)</source>
            <translation>
                <numerusform>%n fighter</numerusform>
                <numerusform>%n fighters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This team breaks %n rule(s).</source>
            <translation>
                <numerusform>This team breaks %n rule.</numerusform>
                <numerusform>This team breaks %n rules.</numerusform>
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
    <context>
        <name>FlashpointTracker</name>
        <message numerus="yes">
            <source>{fighter} discards %n Skill die(s)</source>
            <translation>
                <numerusform>{fighter} discards %n Skill die</numerusform>
                <numerusform>{fighter} discards %n Skill dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} discards %n Power die(s)</source>
            <translation>
                <numerusform>{fighter} discards %n Power die</numerusform>
                <numerusform>{fighter} discards %n Power dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} receives %n {marker} marker(s)</source>
            <translation>
                <numerusform>{fighter} receives %n {marker} marker</numerusform>
                <numerusform>{fighter} receives %n {marker} markers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} scores %n success point(s)</source>
            <translation>
                <numerusform>{player} scores %n success point</numerusform>
                <numerusform>{player} scores %n success points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} gains %n Skill die(s)</source>
            <translation>
                <numerusform>{fighter} gains %n Skill die</numerusform>
                <numerusform>{fighter} gains %n Skill dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} gains %n Power die(s)</source>
            <translation>
                <numerusform>{fighter} gains %n Power die</numerusform>
                <numerusform>{fighter} gains %n Power dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The defender draws at most %n dice of each type (its Skill), and no more than the reserve holds.</source>
            <translation>
                <numerusform>The defender draws at most %n die of each type (its Skill), and no more than the reserve holds.</numerusform>
                <numerusform>The defender draws at most %n dice of each type (its Skill), and no more than the reserve holds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>At most %n dice of each type may be drawn (the Skill of the activated fighter and of its reinforcements), and no more than the reserve holds.</source>
            <translation>
                <numerusform>At most %n die of each type may be drawn (the Skill of the activated fighter and of its reinforcements), and no more than the reserve holds.</numerusform>
                <numerusform>At most %n dice of each type may be drawn (the Skill of the activated fighter and of its reinforcements), and no more than the reserve holds.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FlashpointTrackerView</name>
        <message numerus="yes">
            <source>At most %n die(s) of each type (the Skill of the fighters drawing); reserves: Skill {skill}, Power {power}</source>
            <translation>
                <numerusform>At most %n die of each type (the Skill of the fighters drawing); reserves: Skill {skill}, Power {power}</numerusform>
                <numerusform>At most %n dice of each type (the Skill of the fighters drawing); reserves: Skill {skill}, Power {power}</numerusform>
            </translation>
        </message>
    </context>
</TS>
