<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>FactionFigures</name>
    <message numerus="yes">
        <source>%n figure(s) of this faction still unknown.</source>
        <translation>
            <numerusform>%n figure of this faction still unknown.</numerusform>
            <numerusform>%n figures of this faction still unknown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FactionSheetDialog</name>
    <message numerus="yes">
        <source>%n figure(s) still unknown</source>
        <translation>
            <numerusform>%n figure still unknown</numerusform>
            <numerusform>%n figures still unknown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Starcraft</name>
    <message numerus="yes">
        <source>{player} may place %n special orders a round: one per Research &amp; Development module.</source>
        <translation>
            <numerusform>{player} may place %n special order a round: one per Research &amp; Development module.</numerusform>
            <numerusform>{player} may place %n special orders a round: one per Research &amp; Development module.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n workers can go on &quot;{card}&quot; (overexploitation included).</source>
        <translation>
            <numerusform>At most %n worker can go on &quot;{card}&quot; (overexploitation included).</numerusform>
            <numerusform>At most %n workers can go on &quot;{card}&quot; (overexploitation included).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n workers</source>
        <translation>
            <numerusform>%n worker</numerusform>
            <numerusform>%n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n workers on {card}</source>
        <translation>
            <numerusform>{player} puts %n worker on {card}</numerusform>
            <numerusform>{player} puts %n workers on {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unknown</source>
        <translation>
            <numerusform>%n unknown</numerusform>
            <numerusform>%n unknown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mineral(s)</source>
        <translation>
            <numerusform>%n mineral</numerusform>
            <numerusform>%n minerals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gas</source>
        <translation>
            <numerusform>%n gas</numerusform>
            <numerusform>%n gas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;The End is Near&quot; is an epoch III card: %n epoch III cards have been drawn so far.</source>
        <translation>
            <numerusform>&quot;The End is Near&quot; is an epoch III card: %n epoch III card has been drawn so far.</numerusform>
            <numerusform>&quot;The End is Near&quot; is an epoch III card: %n epoch III cards have been drawn so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The skirmishes destroy %n {unit} of the attacker&apos;s, no more.</source>
        <translation>
            <numerusform>The skirmishes destroy %n {unit} of the attacker&apos;s, no more.</numerusform>
            <numerusform>The skirmishes destroy %n {unit} of the attacker&apos;s, no more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The skirmishes destroy %n {unit} of the defender&apos;s, no more.</source>
        <translation>
            <numerusform>The skirmishes destroy %n {unit} of the defender&apos;s, no more.</numerusform>
            <numerusform>The skirmishes destroy %n {unit} of the defender&apos;s, no more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Event deck holds %n &quot;The End is Near&quot; card(s) in this variant</source>
        <translation>
            <numerusform>the Event deck holds %n &quot;The End is Near&quot; card in this variant</numerusform>
            <numerusform>the Event deck holds %n &quot;The End is Near&quot; cards in this variant</numerusform>
        </translation>
    </message>
</context>
</TS>
