<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Errors</name>
    <message>
        <source>a game of StarCraft has 2 to 6 players, not {count}.</source>
        <translation>w grze StarCraft bierze udział od 2 do 6 graczy, nie {count}.</translation>
    </message>
    <message>
        <source>&quot;{reason}&quot; is not a way a game of StarCraft ends (conquest, special, end_game, elimination or agreed).</source>
        <translation>„{reason}” nie jest sposobem zakończenia gry StarCraft (conquest, special, end_game, elimination lub agreed).</translation>
    </message>
    <message>
        <source>a game won this way has a winner, or players who share the victory.</source>
        <translation>gra wygrana w ten sposób ma zwycięzcę albo graczy, którzy dzielą zwycięstwo.</translation>
    </message>
    <message>
        <source>a conquest victory needs at least {needed} conquest points; the winner has {cp}.</source>
        <translation>zwykłe zwycięstwo wymaga co najmniej {needed} punktów podboju; zwycięzca ma {cp}.</translation>
    </message>
    <message>
        <source>the winner of a conquest victory has the most conquest points: {cp} is fewer than {best}.</source>
        <translation>zwycięzca zwykłego zwycięstwa ma najwięcej punktów podboju: {cp} to mniej niż {best}.</translation>
    </message>
    <message>
        <source>players who share a victory have the same conquest points.</source>
        <translation>gracze, którzy dzielą zwycięstwo, mają tyle samo punktów podboju.</translation>
    </message>
    <message>
        <source>a victory by elimination has one winner: the last player in the game.</source>
        <translation>zwycięstwo przez eliminację ma jednego zwycięzcę: ostatniego gracza w grze.</translation>
    </message>
</context>
<context>
    <name>Starcraft</name>
    <message>
        <source>needs the building {building}</source>
        <translation>wymaga budynku {building}</translation>
    </message>
    <message>
        <source>needs {building} of level {level}</source>
        <translation>wymaga budynku {building} poziomu {level}</translation>
    </message>
    <message>
        <source>the level of {building} that allows it is not known: see the tile</source>
        <translation>nie wiadomo, który poziom budynku {building} na to pozwala: sprawdź żeton</translation>
    </message>
    <message>
        <source>needs the technology {tech}</source>
        <translation>wymaga technologii {tech}</translation>
    </message>
    <message>
        <source>the technology it needs is not known: see the card</source>
        <translation>nie wiadomo, jakiej technologii wymaga: sprawdź kartę</translation>
    </message>
    <message>
        <source>every piece is already on the board</source>
        <translation>wszystkie elementy są już na planszy</translation>
    </message>
    <message>
        <source>needs a base on the active planet</source>
        <translation>wymaga bazy na aktywnej planecie</translation>
    </message>
    <message>
        <source>already at its highest level</source>
        <translation>ma już najwyższy poziom</translation>
    </message>
    <message>
        <source>every module slot is taken</source>
        <translation>wszystkie miejsca na moduły są zajęte</translation>
    </message>
    <message>
        <source>the number of module slots is not known: see the faction sheet</source>
        <translation>liczba miejsc na moduły nie jest znana: sprawdź kartę frakcji</translation>
    </message>
    <message>
        <source>every module token is used</source>
        <translation>wszystkie żetony modułów są użyte</translation>
    </message>
    <message>
        <source>already bought</source>
        <translation>już kupiona</translation>
    </message>
    <message>
        <source>this race has no such module</source>
        <translation>ta rasa nie ma takiego modułu</translation>
    </message>
    <message>
        <source>{count} units is more than the build limit of {limit}.</source>
        <translation>{count} jednostek to więcej niż limit budowy jednostek wynoszący {limit}.</translation>
    </message>
    <message>
        <source>{unit} cannot be built: {reason}.</source>
        <translation>nie można zbudować: {unit}: {reason}.</translation>
    </message>
    <message>
        <source>{what} is not of this faction&apos;s race.</source>
        <translation>{what} nie należy do rasy tej frakcji.</translation>
    </message>
    <message>
        <source>only {left} {unit} are left off the board.</source>
        <translation>poza planszą zostało tylko {left} × {unit}.</translation>
    </message>
    <message>
        <source>{building} cannot be bought now: {reason}.</source>
        <translation>nie można teraz kupić: {building}: {reason}.</translation>
    </message>
    <message>
        <source>no module can be bought: {reason}.</source>
        <translation>nie można kupić modułu: {reason}.</translation>
    </message>
    <message>
        <source>Conquest points</source>
        <translation>Punkty podboju</translation>
    </message>
    <message>
        <source>Special victory</source>
        <translation>Zwycięstwo specjalne</translation>
    </message>
    <message>
        <source>The End is Near</source>
        <translation>Koniec jest bliski</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Eliminacja</translation>
    </message>
    <message>
        <source>Agreed by the players</source>
        <translation>Za zgodą graczy</translation>
    </message>
    <message>
        <source>StarCraft: the board game</source>
        <translation>StarCraft: gra planszowa</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>frakcja</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>jednostka</translation>
    </message>
    <message>
        <source>building</source>
        <translation>budynek</translation>
    </message>
    <message>
        <source>module</source>
        <translation>moduł</translation>
    </message>
    <message>
        <source>technology</source>
        <translation>technologia</translation>
    </message>
    <message>
        <source>Terran</source>
        <translation>Terranie</translation>
    </message>
    <message>
        <source>Protoss</source>
        <translation>Protossi</translation>
    </message>
    <message>
        <source>Zerg</source>
        <translation>Zergi</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>race</source>
        <translation>rasa</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>kolor</translation>
    </message>
    <message>
        <source>pieces</source>
        <translation>elementy</translation>
    </message>
    <message>
        <source>hand limit</source>
        <translation>limit kart na ręce</translation>
    </message>
    <message>
        <source>starting hand</source>
        <translation>ręka startowa</translation>
    </message>
    <message>
        <source>module slots</source>
        <translation>miejsca na moduły</translation>
    </message>
    <message>
        <source>starting building</source>
        <translation>nadrukowany budynek</translation>
    </message>
    <message>
        <source>starting units</source>
        <translation>jednostki startowe</translation>
    </message>
    <message>
        <source>starting workers</source>
        <translation>robotnicy startowi</translation>
    </message>
    <message>
        <source>starting transports</source>
        <translation>transporty startowe</translation>
    </message>
    <message>
        <source>permanent resources</source>
        <translation>stałe surowce</translation>
    </message>
    <message>
        <source>special victory</source>
        <translation>zwycięstwo specjalne</translation>
    </message>
    <message>
        <source>worker cost</source>
        <translation>koszt robotnika</translation>
    </message>
    <message>
        <source>transport cost</source>
        <translation>koszt transportu</translation>
    </message>
    <message>
        <source>base cost</source>
        <translation>koszt bazy</translation>
    </message>
    <message>
        <source>level</source>
        <translation>poziom</translation>
    </message>
    <message>
        <source>sacrifice</source>
        <translation>zniszczone jednostki</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>koszt</translation>
    </message>
    <message>
        <source>costs</source>
        <translation>koszty</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>jednostka latająca</translation>
    </message>
    <message>
        <source>targets ground units</source>
        <translation>atakuje jednostki naziemne</translation>
    </message>
    <message>
        <source>targets flying units</source>
        <translation>atakuje jednostki latające</translation>
    </message>
    <message>
        <source>support value</source>
        <translation>wartość wsparcia</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>highest level</source>
        <translation>najwyższy poziom</translation>
    </message>
    <message>
        <source>copies</source>
        <translation>egzemplarze</translation>
    </message>
    <message>
        <source>unknown figures</source>
        <translation>nieznane wartości</translation>
    </message>
</context>
</TS>
