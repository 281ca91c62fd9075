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
        <name>CommandCardBadge</name>
        <message numerus="yes">
            <source>%n pips</source>
            <translation>
                <numerusform>%n pip</numerusform>
                <numerusform>%n pips</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Legion</name>
        <message numerus="yes">
            <source>This army breaks %n rule(s).</source>
            <translation>
                <numerusform>This army breaks %n rule.</numerusform>
                <numerusform>This army breaks %n rules.</numerusform>
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
        <name>LegionCatalogueTable</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LegionTracker</name>
        <message numerus="yes">
            <source>{player} plays {card}, card of {owner} (%n pips)</source>
            <translation>
                <numerusform>{player} plays {card}, card of {owner} (%n pip)</numerusform>
                <numerusform>{player} plays {card}, card of {owner} (%n pips)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} plays {card} (%n pips)</source>
            <translation>
                <numerusform>{player} plays {card} (%n pip)</numerusform>
                <numerusform>{player} plays {card} (%n pips)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>rallies: %n suppression removed</source>
            <translation>
                <numerusform>rallies: %n suppression token removed</numerusform>
                <numerusform>rallies: %n suppression tokens removed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n actions</source>
            <translation>
                <numerusform>%n action</numerusform>
                <numerusform>%n actions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} heals %n wounds</source>
            <translation>
                <numerusform>{unit} heals %n wound</numerusform>
                <numerusform>{unit} heals %n wounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} suffers %n wounds</source>
            <translation>
                <numerusform>{unit} suffers %n wound</numerusform>
                <numerusform>{unit} suffers %n wounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} gains %n {token}</source>
            <translation>
                <numerusform>{unit} gains %n {token} token</numerusform>
                <numerusform>{unit} gains %n {token} tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} loses %n {token}</source>
            <translation>
                <numerusform>{unit} loses %n {token} token</numerusform>
                <numerusform>{unit} loses %n {token} tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n victory tokens ({total})</source>
            <translation>
                <numerusform>{player} gains %n victory token ({total})</numerusform>
                <numerusform>{player} gains %n victory tokens ({total})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n victory tokens ({total})</source>
            <translation>
                <numerusform>{player} loses %n victory token ({total})</numerusform>
                <numerusform>{player} loses %n victory tokens ({total})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n miniatures defeated</source>
            <translation>
                <numerusform>%n miniature defeated</numerusform>
                <numerusform>%n miniatures defeated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} orders at most %n units.</source>
            <translation>
                <numerusform>{card} orders at most %n unit.</numerusform>
                <numerusform>{card} orders at most %n units.</numerusform>
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
