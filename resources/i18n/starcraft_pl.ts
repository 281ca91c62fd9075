<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>BattleForm</name>
        <message>
            <source>{unit} supports skirmish {number}</source>
            <translation>{unit} wspiera potyczkę {number}</translation>
        </message>
        <message>
            <source>Enter the units in the contested zone, or only each side's losses below.</source>
            <translation>Wpisz jednostki w spornej strefie albo tylko straty każdej strony poniżej.</translation>
        </message>
        <message>
            <source>{unit} is lost instead</source>
            <translation>zamiast tego ginie {unit}</translation>
        </message>
        <message>
            <source>{unit} destroyed</source>
            <translation>{unit}: zniszczona</translation>
        </message>
        <message>
            <source>{unit} retreats (Camouflage)</source>
            <translation>{unit}: odwrót (Kamuflaż)</translation>
        </message>
        <message>
            <source>no enemy unit it can target</source>
            <translation>brak wrogiej jednostki, którą może zaatakować</translation>
        </message>
        <message>
            <source>{attack} against {resistance}</source>
            <translation>{attack} przeciw {resistance}</translation>
        </message>
        <message>
            <source>{player} loses: {units}</source>
            <translation>{player} traci: {units}</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nic</translation>
        </message>
        <message>
            <source>{player} retreats from the zone.</source>
            <translation>{player} wycofuje się ze strefy.</translation>
        </message>
        <message>
            <source>{player} holds the zone.</source>
            <translation>{player} utrzymuje strefę.</translation>
        </message>
        <message>
            <source>Nobody is left in the zone.</source>
            <translation>W strefie nikt nie pozostał.</translation>
        </message>
        <message>
            <source>Skirmish {number}</source>
            <translation>Potyczka {number}</translation>
        </message>
        <message>
            <source>no splash</source>
            <translation>bez obrażeń obszarowych</translation>
        </message>
        <message>
            <source>splash: ground</source>
            <translation>obrażenia obszarowe: naziemne</translation>
        </message>
        <message>
            <source>splash: flying</source>
            <translation>obrażenia obszarowe: latające</translation>
        </message>
        <message>
            <source>symbol</source>
            <translation>symbol</translation>
        </message>
        <message>
            <source>The card shows the front-liner's unit symbol: its major values count</source>
            <translation>Karta pokazuje symbol jednostki z pierwszej linii: liczą się jej wyższe wartości</translation>
        </message>
        <message>
            <source>Detector</source>
            <translation>Wykrywacz</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>Bitwa</translation>
        </message>
        <message>
            <source>{attacker} attacks {defender} on {planet}.</source>
            <translation>{attacker} atakuje gracza {defender} na planecie {planet}.</translation>
        </message>
        <message>
            <source>Special Mobilize order: +1 attack in every skirmish.</source>
            <translation>Specjalny rozkaz Mobilizacji: +1 do ataku w każdej potyczce.</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Jednostka</translation>
        </message>
        <message>
            <source>In the zone</source>
            <translation>W strefie</translation>
        </message>
        <message>
            <source>Flying</source>
            <translation>Latająca</translation>
        </message>
        <message>
            <source>Hits ground</source>
            <translation>Cele naziemne</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Wsparcie</translation>
        </message>
        <message>
            <source>Reinforcement</source>
            <translation>Posiłki</translation>
        </message>
        <message>
            <source>Camouflage</source>
            <translation>Kamuflaż</translation>
        </message>
        <message>
            <source>Attacker: {player}</source>
            <translation>Atakujący: {player}</translation>
        </message>
        <message>
            <source>Defender: {player}</source>
            <translation>Obrońca: {player}</translation>
        </message>
        <message>
            <source>A base of theirs with Air support is in this zone</source>
            <translation>Jego baza ze Wsparciem Powietrznym jest w tej strefie</translation>
        </message>
        <message>
            <source>{player} loses</source>
            <translation>{player} traci</translation>
        </message>
        <message>
            <source>Skirmishes: the attacker pairs the front-liners; each side enters the card it reveals</source>
            <translation>Potyczki: atakujący łączy w pary jednostki z pierwszej linii; każda strona wpisuje odkrytą kartę</translation>
        </message>
        <message>
            <source>Front-liner</source>
            <translation>Pierwsza linia</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Karta</translation>
        </message>
        <message>
            <source>Major attack</source>
            <translation>Wyższy atak</translation>
        </message>
        <message>
            <source>Major resist.</source>
            <translation>Wyższa wytrz.</translation>
        </message>
        <message>
            <source>Minor attack</source>
            <translation>Niższy atak</translation>
        </message>
        <message>
            <source>Minor resist.</source>
            <translation>Niższa wytrz.</translation>
        </message>
        <message>
            <source>+ attack</source>
            <translation>+ atak</translation>
        </message>
        <message>
            <source>+ resist.</source>
            <translation>+ wytrz.</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Obrażenia obszarowe</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>The card's own ability and the reinforcement card played with it</source>
            <translation>Zdolność karty i zagrana z nią karta posiłków</translation>
        </message>
        <message>
            <source>Supports: every other unit helps one skirmish</source>
            <translation>Wsparcie: każda pozostała jednostka pomaga w jednej potyczce</translation>
        </message>
        <message>
            <source>Losses to record (correct them if the table agrees)</source>
            <translation>Straty do zapisania (popraw je, jeśli gracze się zgadzają)</translation>
        </message>
        <message>
            <source>Record the battle</source>
            <translation>Zapisz bitwę</translation>
        </message>
        <message>
            <source>{values}: {fates}</source>
            <translation>{values}: {fates}</translation>
        </message>
        <message>
            <source>reinforcement splash: ground or flying</source>
            <translation>karta posiłków: obrażenia obszarowe naziemne lub latające</translation>
        </message>
        <message>
            <source>How many of each unit stand in the contested zone, and their figures; a name marked ? has figures the pack does not know: check them on the sheet.</source>
            <translation>Ile jednostek każdego rodzaju stoi w spornej strefie i ich wartości; nazwa oznaczona ? ma wartości, których pakiet nie zna: sprawdź je na karcie.</translation>
        </message>
        <message>
            <source>Hits flying</source>
            <translation>Trafia latające</translation>
        </message>
        <message>
            <source>+1 attack against a flying front-liner; their units gain Detector</source>
            <translation>+1 do ataku przeciw latającej jednostce z pierwszej linii; jego jednostki zyskują Wykrywacz</translation>
        </message>
        <message>
            <source>{player}'s combat cards after the battle</source>
            <translation>Karty walki gracza {player} po bitwie</translation>
        </message>
        <message>
            <source>ground</source>
            <translation>naziemne</translation>
        </message>
        <message>
            <source>flying</source>
            <translation>latające</translation>
        </message>
        <message>
            <source>ground or flying</source>
            <translation>naziemne lub latające</translation>
        </message>
        <message>
            <source>Skirmish {number}: splash damage ({kind}) from {player}'s card; {enemy} destroys</source>
            <translation>Potyczka {number}: obrażenia obszarowe ({kind}) z karty gracza {player}; {enemy} niszczy</translation>
        </message>
        <message>
            <source>Skirmish {number}: splash damage ({kind}) from {player}'s card; {enemy} has no such unit left.</source>
            <translation>Potyczka {number}: obrażenia obszarowe ({kind}) z karty gracza {player}; {enemy} nie ma już takiej jednostki.</translation>
        </message>
        <message>
            <source>splash: ground or flying</source>
            <translation>obrażenia obszarowe: naziemne lub latające</translation>
        </message>
        <message>
            <source>reinforcement: no splash</source>
            <translation>karta posiłków: bez obrażeń obszarowych</translation>
        </message>
        <message>
            <source>reinforcement splash: ground</source>
            <translation>karta posiłków: obrażenia obszarowe naziemne</translation>
        </message>
        <message>
            <source>reinforcement splash: flying</source>
            <translation>karta posiłków: obrażenia obszarowe latające</translation>
        </message>
        <message>
            <source>Splash damage: each player chooses which unit they lose</source>
            <translation>Obrażenia obszarowe: każdy gracz wybiera, którą jednostkę traci</translation>
        </message>
    </context>
    <context>
        <name>CorrectionForm</name>
        <message>
            <source>level</source>
            <translation>poziom</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Zaopatrzenie</translation>
        </message>
        <message>
            <source>Research &amp; Development</source>
            <translation>Badania i Rozwój</translation>
        </message>
        <message>
            <source>Air support</source>
            <translation>Wsparcie Powietrzne</translation>
        </message>
        <message>
            <source>minerals</source>
            <translation>minerały</translation>
        </message>
        <message>
            <source>gas</source>
            <translation>gaz</translation>
        </message>
        <message>
            <source>overexploited</source>
            <translation>nadmiernie eksploatowana</translation>
        </message>
        <message>
            <source>A permanent resource is never lost or overexploited</source>
            <translation>Stałego surowca nigdy się nie traci ani nie eksploatuje nadmiernie</translation>
        </message>
        <message>
            <source>Name each resource card by its zone.</source>
            <translation>Nazwij każdą kartę surowca jej strefą.</translation>
        </message>
        <message>
            <source>Nothing is changed.</source>
            <translation>Nic nie zmieniono.</translation>
        </message>
        <message>
            <source>Correct a player's figures</source>
            <translation>Popraw liczby gracza</translation>
        </message>
        <message>
            <source>Set the figures as the table shows them; only what you change is recorded, as one step that Undo takes back.</source>
            <translation>Ustaw liczby tak, jak pokazuje je stół; zapisuje się tylko to, co zmienisz, jako jeden krok, który Cofnij wycofuje.</translation>
        </message>
        <message>
            <source>Counts</source>
            <translation>Liczby</translation>
        </message>
        <message>
            <source>Conquest points</source>
            <translation>Punkty podboju</translation>
        </message>
        <message>
            <source>Zones controlled</source>
            <translation>Kontrolowane strefy</translation>
        </message>
        <message>
            <source>Workers in reserve</source>
            <translation>Robotnicy w rezerwie</translation>
        </message>
        <message>
            <source>Workers unavailable</source>
            <translation>Robotnicy niedostępni</translation>
        </message>
        <message>
            <source>Combat cards</source>
            <translation>Karty walki</translation>
        </message>
        <message>
            <source>Event cards</source>
            <translation>Karty Wydarzeń</translation>
        </message>
        <message>
            <source>Pieces on the board</source>
            <translation>Elementy na planszy</translation>
        </message>
        <message>
            <source>Bases (planets)</source>
            <translation>Bazy (planety)</translation>
        </message>
        <message>
            <source>Transports (routes)</source>
            <translation>Transporty (szlaki)</translation>
        </message>
        <message>
            <source>separated by commas</source>
            <translation>oddzielone przecinkami</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Jednostki</translation>
        </message>
        <message>
            <source>Buildings, modules and technologies</source>
            <translation>Budynki, moduły i technologie</translation>
        </message>
        <message>
            <source>Resource cards and the workers on them</source>
            <translation>Karty surowców i robotnicy na nich</translation>
        </message>
        <message>
            <source>Zone</source>
            <translation>Strefa</translation>
        </message>
        <message>
            <source>Resource</source>
            <translation>Surowiec</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>Robotnicy</translation>
        </message>
        <message>
            <source>Add a card</source>
            <translation>Dodaj kartę</translation>
        </message>
        <message>
            <source>Remove the selected card</source>
            <translation>Usuń wybraną kartę</translation>
        </message>
        <message>
            <source>Record the correction</source>
            <translation>Zapisz poprawkę</translation>
        </message>
    </context>
    <context>
        <name>EndGameForm</name>
        <message>
            <source>End the game by agreement</source>
            <translation>Zakończ grę za porozumieniem</translation>
        </message>
        <message>
            <source>The players agree to stop here. Tick who wins: one player, several for a shared victory, or nobody.</source>
            <translation>Gracze zgadzają się tu skończyć. Zaznacz, kto wygrywa: jeden gracz, kilku przy wspólnym zwycięstwie albo nikt.</translation>
        </message>
        <message>
            <source>{player} ({faction}): {cp} CP</source>
            <translation>{player} ({faction}): {cp} PP</translation>
        </message>
        <message>
            <source>End the game</source>
            <translation>Zakończ grę</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>a game of StarCraft has 2 to 6 players, not {count}.</source>
            <translation>w grze StarCraft bierze udział od 2 do 6 graczy, nie {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game of StarCraft ends (conquest, special, end_game, elimination or agreed).</source>
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
        <name>FactionFigures</name>
        <message>
            <source>Faction sheets, tiles and cards are pictures in the rulebook: the figures its text does not give are marked unknown. Fill them in from your own sheets (select the value and type it, or double-click it); they are saved as your pack « My StarCraft figures », which you can export for your club.</source>
            <translation>Karty frakcji, żetony i karty są w instrukcji obrazkami: wartości, których nie podaje jej tekst, są oznaczone jako nieznane. Uzupełnij je z własnych kart (zaznacz wartość i wpisz ją albo kliknij ją dwukrotnie); zostaną zapisane w twoim pakiecie „Moje wartości StarCraft”, który możesz wyeksportować dla swojego klubu.</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>&amp;Frakcja:</translation>
        </message>
        <message>
            <source>&amp;Unknown figures only</source>
            <translation>Tylko &amp;nieznane wartości</translation>
        </message>
        <message>
            <source>Search by name or figure</source>
            <translation>Szukaj według nazwy lub wartości</translation>
        </message>
        <message>
            <source>Print faction &amp;reference…</source>
            <translation>Drukuj &amp;ściągę frakcji…</translation>
        </message>
        <message>
            <source>One page per faction: units, buildings and their levels, modules, technologies and limits; unknown figures as boxes to fill by hand</source>
            <translation>Jedna strona na frakcję: jednostki, budynki i ich poziomy, moduły, technologie i limity; nieznane wartości jako pola do wpisania ręcznie</translation>
        </message>
        <message>
            <source>Print round &amp;sheet…</source>
            <translation>Drukuj &amp;arkusz rundy…</translation>
        </message>
        <message>
            <source>Orders per player, the regrouping's ten steps, conquest points and resources</source>
            <translation>Rozkazy każdego gracza, dziesięć kroków przegrupowania, punkty podboju i zasoby</translation>
        </message>
        <message numerus="yes">
            <source>%n figure(s) of this faction still unknown.</source>
            <translation>
                <numerusform>%n wartość tej frakcji jest jeszcze nieznana.</numerusform>
                <numerusform>%n wartości tej frakcji są jeszcze nieznane.</numerusform>
                <numerusform>%n wartości tej frakcji jest jeszcze nieznanych.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every figure of this faction is known.</source>
            <translation>Wszystkie wartości tej frakcji są znane.</translation>
        </message>
        <message>
            <source>{figure}: type {how}; leave it empty when it is not known.</source>
            <translation>{figure}: wpisz {how}; zostaw puste, jeśli nie jest znana.</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>nieznana</translation>
        </message>
        <message>
            <source>{entry}, {figure}: {value}</source>
            <translation>{entry}, {figure}: {value}</translation>
        </message>
    </context>
    <context>
        <name>FactionSheetDialog</name>
        <message>
            <source>Special victory objective</source>
            <translation>Cel zwycięstwa specjalnego</translation>
        </message>
        <message>
            <source>Permanent resources</source>
            <translation>Stałe surowce</translation>
        </message>
        <message>
            <source>Module slots</source>
            <translation>Miejsca na moduły</translation>
        </message>
        <message>
            <source>Building slots</source>
            <translation>Miejsca na budynki</translation>
        </message>
        <message>
            <source>Back of the sheet: starting forces</source>
            <translation>Rewers karty: siły startowe</translation>
        </message>
        <message>
            <source>Costs: workers, transports, bases</source>
            <translation>Koszty: robotnicy, transporty, bazy</translation>
        </message>
        <message>
            <source>Unit summary: costs</source>
            <translation>Podsumowanie jednostek: koszty</translation>
        </message>
        <message numerus="yes">
            <source>%n figure(s) still unknown</source>
            <translation>
                <numerusform>%n wartość wciąż nieznana</numerusform>
                <numerusform>%n wartości wciąż nieznane</numerusform>
                <numerusform>%n wartości wciąż nieznanych</numerusform>
            </translation>
        </message>
        <message>
            <source>Export the faction figures</source>
            <translation>Eksportuj wartości frakcji</translation>
        </message>
        <message>
            <source>Muster catalogue packs (*.json)</source>
            <translation>Pakiety katalogu Muster (*.json)</translation>
        </message>
        <message>
            <source>Faction sheet</source>
            <translation>Karta frakcji</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Frakcja</translation>
        </message>
        <message>
            <source>Export for the club…</source>
            <translation>Eksportuj dla klubu…</translation>
        </message>
    </context>
    <context>
        <name>FigureTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Treść</translation>
        </message>
        <message>
            <source>unknown: see your sheet</source>
            <translation>nieznana: sprawdź swoją kartę</translation>
        </message>
        <message>
            <source>Type {how}; leave it empty when it is not known.</source>
            <translation>Wpisz {how}; zostaw puste, jeśli nie jest znana.</translation>
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
            <source>{unit} cannot be built: {why}.</source>
            <translation>nie można zbudować: {unit}: {why}.</translation>
        </message>
        <message>
            <source>{building} cannot be bought now: {why}.</source>
            <translation>nie można teraz kupić: {building}: {why}.</translation>
        </message>
        <message>
            <source>no module can be bought: {why}.</source>
            <translation>nie można kupić modułu: {why}.</translation>
        </message>
        <message>
            <source>{what} is not of this faction's race.</source>
            <translation>{what} nie należy do rasy tej frakcji.</translation>
        </message>
        <message>
            <source>only {left} {unit} are left off the board.</source>
            <translation>poza planszą zostało tylko {left} × {unit}.</translation>
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
            <source>StarCraft</source>
            <translation>StarCraft</translation>
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
            <translation>latające</translation>
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
        <message numerus="yes">
            <source>%n mineral(s)</source>
            <translation>
                <numerusform>%n minerał</numerusform>
                <numerusform>%n minerały</numerusform>
                <numerusform>%n minerałów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gas</source>
            <translation>
                <numerusform>%n gaz</numerusform>
                <numerusform>%n gazy</numerusform>
                <numerusform>%n gazów</numerusform>
            </translation>
        </message>
        <message>
            <source>{minerals} and {gas}</source>
            <translation>{minerals} i {gas}</translation>
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
        <message>
            <source>The field "{field}" is missing.</source>
            <translation>Brakuje pola „{field}”.</translation>
        </message>
        <message>
            <source>"{field}" must be a whole number from {low} to {high}.</source>
            <translation>„{field}” musi być liczbą całkowitą od {low} do {high}.</translation>
        </message>
        <message>
            <source>"{field}" must be true or false.</source>
            <translation>„{field}” musi mieć wartość prawda lub fałsz.</translation>
        </message>
        <message>
            <source>"{field}" must be a name of 1 to 80 characters.</source>
            <translation>„{field}” musi być nazwą o długości od 1 do 80 znaków.</translation>
        </message>
        <message>
            <source>"{field}" must be one of: {choices}.</source>
            <translation>„{field}” musi być jednym z: {choices}.</translation>
        </message>
        <message>
            <source>"{field}" must map names to whole numbers from 0 to 99.</source>
            <translation>„{field}” musi przypisywać nazwom liczby całkowite od 0 do 99.</translation>
        </message>
        <message>
            <source>"{field}" must be a list of names.</source>
            <translation>„{field}” musi być listą nazw.</translation>
        </message>
        <message>
            <source>"{field}" must be a list of [player, value] pairs.</source>
            <translation>„{field}” musi być listą par [gracz, wartość].</translation>
        </message>
        <message>
            <source>"{field}" must hold one value per player ({count}).</source>
            <translation>„{field}” musi zawierać jedną wartość na gracza ({count}).</translation>
        </message>
        <message>
            <source>The Event deck is empty.</source>
            <translation>Talia Wydarzeń jest pusta.</translation>
        </message>
        <message>
            <source>The round is not over: finish regrouping first.</source>
            <translation>Runda się nie skończyła: najpierw dokończ przegrupowanie.</translation>
        </message>
        <message>
            <source>Orders are placed during planning only.</source>
            <translation>Rozkazy umieszcza się tylko w fazie planowania.</translation>
        </message>
        <message>
            <source>It is {player}'s turn to place an order.</source>
            <translation>Teraz rozkaz umieszcza {player}.</translation>
        </message>
        <message>
            <source>No special order can be placed in the first round.</source>
            <translation>W pierwszej rundzie nie można umieścić rozkazu specjalnego.</translation>
        </message>
        <message>
            <source>No order is waiting to be revealed.</source>
            <translation>Żaden rozkaz nie czeka na odkrycie.</translation>
        </message>
        <message>
            <source>{player} has no order on top of the stack on {planet}.</source>
            <translation>{player} nie ma rozkazu na szczycie stosu na planecie {planet}.</translation>
        </message>
        <message>
            <source>A faction has one special order of each kind; this kind was already revealed this round.</source>
            <translation>Frakcja ma jeden rozkaz specjalny każdego rodzaju; ten rodzaj został już odkryty w tej rundzie.</translation>
        </message>
        <message>
            <source>{player} is not blocked: an order of theirs is on top on {planet}.</source>
            <translation>{player} nie jest zablokowany: jego rozkaz leży na szczycie na planecie {planet}.</translation>
        </message>
        <message>
            <source>This needs a Build order just revealed and executed.</source>
            <translation>Potrzebny jest rozkaz Budowy, właśnie odkryty i wykonany.</translation>
        </message>
        <message>
            <source>This needs a Research order just revealed and executed.</source>
            <translation>Potrzebny jest rozkaz Badań, właśnie odkryty i wykonany.</translation>
        </message>
        <message>
            <source>This needs a Mobilize order just revealed and executed.</source>
            <translation>Potrzebny jest rozkaz Mobilizacji, właśnie odkryty i wykonany.</translation>
        </message>
        <message>
            <source>This Build order has already built.</source>
            <translation>Ten rozkaz Budowy już coś zbudował.</translation>
        </message>
        <message>
            <source>"building" must be a building's id.</source>
            <translation>„building” musi być identyfikatorem budynku.</translation>
        </message>
        <message>
            <source>"module" must be one of: {choices}.</source>
            <translation>„module” musi być jednym z: {choices}.</translation>
        </message>
        <message>
            <source>Units, workers and transports are built where you have a base.</source>
            <translation>Jednostki, robotników i transporty buduje się tam, gdzie masz bazę.</translation>
        </message>
        <message>
            <source>Building this destroys {count} friendly {unit}.</source>
            <translation>Zbudowanie tego niszczy {count} × {unit} (twoje jednostki).</translation>
        </message>
        <message>
            <source>There are not {count} {unit} to destroy.</source>
            <translation>Nie ma {count} × {unit} do zniszczenia.</translation>
        </message>
        <message>
            <source>"winner" is "attacker" or "defender".</source>
            <translation>„winner” to „attacker” lub „defender”.</translation>
        </message>
        <message>
            <source>The skirmishes give the zone to the other side.</source>
            <translation>Potyczki oddają strefę drugiej stronie.</translation>
        </message>
        <message>
            <source>A faction has {limit} workers, no more.</source>
            <translation>Frakcja ma {limit} robotników, nie więcej.</translation>
        </message>
        <message>
            <source>A faction has {limit} transports, no more.</source>
            <translation>Frakcja ma {limit} transportów, nie więcej.</translation>
        </message>
        <message>
            <source>A faction has {limit} bases, no more.</source>
            <translation>Frakcja ma {limit} baz, nie więcej.</translation>
        </message>
        <message>
            <source>A player has at most one transport on a route.</source>
            <translation>Gracz ma najwyżej jeden transport na szlaku.</translation>
        </message>
        <message>
            <source>A player has at most one base on a planet.</source>
            <translation>Gracz ma najwyżej jedną bazę na planecie.</translation>
        </message>
        <message>
            <source>This Research order is already done.</source>
            <translation>Ten rozkaz Badań został już wykonany.</translation>
        </message>
        <message>
            <source>A Research order needs a base on its planet.</source>
            <translation>Rozkaz Badań wymaga bazy na swojej planecie.</translation>
        </message>
        <message>
            <source>Research draws 3 combat cards, or none.</source>
            <translation>Badania dobierają 3 karty walki albo żadnej.</translation>
        </message>
        <message>
            <source>Only a special Research order gives this.</source>
            <translation>Daje to tylko specjalny rozkaz Badań.</translation>
        </message>
        <message>
            <source>A special Research order gives an extra Event card or a technology in hand, not both.</source>
            <translation>Specjalny rozkaz Badań daje dodatkową kartę Wydarzenia albo technologię na rękę, nie oba.</translation>
        </message>
        <message>
            <source>"{tech}" is not a technology of this faction.</source>
            <translation>„{tech}” nie jest technologią tej frakcji.</translation>
        </message>
        <message>
            <source>This technology is already bought.</source>
            <translation>Ta technologia jest już kupiona.</translation>
        </message>
        <message>
            <source>No technology was bought.</source>
            <translation>Nie kupiono żadnej technologii.</translation>
        </message>
        <message>
            <source>Workers harvest during the execution phase.</source>
            <translation>Robotnicy zbierają surowce w fazie wykonania.</translation>
        </message>
        <message>
            <source>{player} has no resource card "{card}".</source>
            <translation>{player} nie ma karty surowca „{card}”.</translation>
        </message>
        <message>
            <source>Only {count} workers are in reserve.</source>
            <translation>W rezerwie jest tylko {count} robotników.</translation>
        </message>
        <message>
            <source>A permanent resource cannot be overexploited.</source>
            <translation>Stałego surowca nie można nadmiernie eksploatować.</translation>
        </message>
        <message numerus="yes">
            <source>{player} may place %n special orders a round: one per Research &amp; Development module.</source>
            <translation>
                <numerusform>{player} może umieścić %n rozkaz specjalny na rundę: jeden na moduł badań i rozwoju.</numerusform>
                <numerusform>{player} może umieścić %n rozkazy specjalne na rundę: jeden na moduł badań i rozwoju.</numerusform>
                <numerusform>{player} może umieścić %n rozkazów specjalnych na rundę: jeden na moduł badań i rozwoju.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>At most %n workers can go on "{card}" (overexploitation included).</source>
            <translation>
                <numerusform>Na „{card}” może trafić najwyżej %n robotnik (z nadmierną eksploatacją).</numerusform>
                <numerusform>Na „{card}” mogą trafić najwyżej %n robotnicy (z nadmierną eksploatacją).</numerusform>
                <numerusform>Na „{card}” może trafić najwyżej %n robotników (z nadmierną eksploatacją).</numerusform>
            </translation>
        </message>
        <message>
            <source>A Mobilize order makes one battle at most.</source>
            <translation>Rozkaz Mobilizacji wywołuje najwyżej jedną bitwę.</translation>
        </message>
        <message>
            <source>A player cannot attack themselves or a teammate.</source>
            <translation>Gracz nie może zaatakować siebie ani sojusznika z drużyny.</translation>
        </message>
        <message>
            <source>That player is out of the game.</source>
            <translation>Ten gracz odpadł z gry.</translation>
        </message>
        <message>
            <source>"battle" must be an object.</source>
            <translation>„battle” musi być obiektem.</translation>
        </message>
        <message>
            <source>The battle's units and cards are incomplete.</source>
            <translation>Jednostki i karty bitwy są niekompletne.</translation>
        </message>
        <message>
            <source>{player} has no {count} {unit} to lose.</source>
            <translation>{player} nie ma {count} × {unit} do stracenia.</translation>
        </message>
        <message>
            <source>A hand holds 0 to 99 cards.</source>
            <translation>Ręka zawiera od 0 do 99 kart.</translation>
        </message>
        <message>
            <source>"losses" must hold the attacker's and the defender's losses.</source>
            <translation>„losses” musi zawierać straty atakującego i obrońcy.</translation>
        </message>
        <message>
            <source>{player} has no base on {planet}.</source>
            <translation>{player} nie ma bazy na planecie {planet}.</translation>
        </message>
        <message>
            <source>{player} has no transport on {route}.</source>
            <translation>{player} nie ma transportu na szlaku {route}.</translation>
        </message>
        <message>
            <source>Regrouping begins when every order has been revealed.</source>
            <translation>Przegrupowanie zaczyna się, gdy wszystkie rozkazy zostały odkryte.</translation>
        </message>
        <message>
            <source>The next step of regrouping is step {step}.</source>
            <translation>Następny krok przegrupowania to krok {step}.</translation>
        </message>
        <message>
            <source>Step {step} has no field "{field}".</source>
            <translation>Krok {step} nie ma pola „{field}”.</translation>
        </message>
        <message>
            <source>A permanent resource is never lost.</source>
            <translation>Stałego surowca nigdy się nie traci.</translation>
        </message>
        <message>
            <source>A resource card is {"id": its zone, "resource": "minerals" or "gas", "capacity": 1 to 9}.</source>
            <translation>Karta surowca to {"id": jej strefa, "resource": "minerals" lub "gas", "capacity": od 1 do 9}.</translation>
        </message>
        <message>
            <source>The resource card "{card}" is already held.</source>
            <translation>Karta surowca „{card}” jest już w czyimś posiadaniu.</translation>
        </message>
        <message>
            <source>The zone "{card}" is exhausted for good.</source>
            <translation>Strefa „{card}” jest wyczerpana na stałe.</translation>
        </message>
        <message>
            <source>Conquest points gained are 0 to 99 a round.</source>
            <translation>Zdobyte punkty podboju to od 0 do 99 na rundę.</translation>
        </message>
        <message>
            <source>Nobody gains conquest points in Galactic Conquest.</source>
            <translation>W Podboju Galaktyki nikt nie zdobywa punktów podboju.</translation>
        </message>
        <message>
            <source>A player controls 0 to 99 zones.</source>
            <translation>Gracz kontroluje od 0 do 99 stref.</translation>
        </message>
        <message>
            <source>"achieved" must be a list of players.</source>
            <translation>„achieved” musi być listą graczy.</translation>
        </message>
        <message>
            <source>In Galactic Conquest the only victory is by elimination.</source>
            <translation>W Podboju Galaktyki jedynym zwycięstwem jest eliminacja.</translation>
        </message>
        <message>
            <source>{player}'s objective is not met.</source>
            <translation>Cel gracza {player} nie jest osiągnięty.</translation>
        </message>
        <message>
            <source>{player}'s objective counts only once the Event deck's top card is of epoch III.</source>
            <translation>Cel gracza {player} liczy się dopiero, gdy wierzchnia karta talii Wydarzeń pochodzi z epoki III.</translation>
        </message>
        <message>
            <source>"played" holds true or false per player.</source>
            <translation>„played” zawiera prawdę lub fałsz dla każdego gracza.</translation>
        </message>
        <message>
            <source>{player} holds no Event card to play.</source>
            <translation>{player} nie ma karty Wydarzenia do zagrania.</translation>
        </message>
        <message>
            <source>That many "The End is Near" cards cannot have been drawn ({count} are in the deck).</source>
            <translation>Nie można było dobrać tylu kart „Koniec jest bliski” (w talii jest ich {count}).</translation>
        </message>
        <message>
            <source>{player} keeps at most {limit} combat cards in hand.</source>
            <translation>{player} zatrzymuje na ręce najwyżej {limit} kart walki.</translation>
        </message>
        <message>
            <source>"winners" must be a list of players.</source>
            <translation>„winners” musi być listą graczy.</translation>
        </message>
        <message>
            <source>A faction has {limit} bases, at most one on a planet.</source>
            <translation>Frakcja ma {limit} baz, najwyżej jedną na planecie.</translation>
        </message>
        <message>
            <source>"{what}" is not a unit of this faction.</source>
            <translation>„{what}” nie jest jednostką tej frakcji.</translation>
        </message>
        <message>
            <source>A faction has {limit} {unit}, no more.</source>
            <translation>Frakcja ma {limit} × {unit}, nie więcej.</translation>
        </message>
        <message>
            <source>Starting forces are placed before the first round.</source>
            <translation>Siły początkowe rozmieszcza się przed pierwszą turą.</translation>
        </message>
        <message>
            <source>"{what}" is not a building of this faction.</source>
            <translation>„{what}” nie jest budynkiem tej frakcji.</translation>
        </message>
        <message>
            <source>A faction sheet prints a level 1 building.</source>
            <translation>Karta frakcji ma nadrukowany budynek poziomu 1.</translation>
        </message>
        <message>
            <source>"resources" must list cards with a name, minerals or gas, a number from 1 to 9 and 0 to 15 workers, each card once.</source>
            <translation>„resources” musi wymieniać karty z nazwą, minerałami lub gazem, wartością od 1 do 9 i od 0 do 15 robotników, każdą kartę raz.</translation>
        </message>
        <message>
            <source>Each side of a battle has at least one unit.</source>
            <translation>Każda strona bitwy ma co najmniej jedną jednostkę.</translation>
        </message>
        <message>
            <source>There must be as many skirmishes as possible: {expected}.</source>
            <translation>Potyczek musi być jak najwięcej: {expected}.</translation>
        </message>
        <message>
            <source>A skirmish names a unit that is not in the battle.</source>
            <translation>Potyczka wymienia jednostkę, której nie ma w bitwie.</translation>
        </message>
        <message>
            <source>{unit} has Reinforcement: it is never a front-liner while its side has other units.</source>
            <translation>{unit} ma zdolność Posiłki: nigdy nie walczy na pierwszej linii, póki jej strona ma inne jednostki.</translation>
        </message>
        <message>
            <source>Every unit is in exactly one skirmish, as a front-liner or a support.</source>
            <translation>Każda jednostka jest w dokładnie jednej potyczce, na pierwszej linii albo we wsparciu.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{known}"?</source>
            <translation>Nieznane pole „{field}”: czy chodziło o „{known}”?</translation>
        </message>
        <message>
            <source>Unknown field "{field}" (this event has: {fields}).</source>
            <translation>Nieznane pole „{field}” (to zdarzenie ma: {fields}).</translation>
        </message>
        <message>
            <source>Expected event number {expected}.</source>
            <translation>Oczekiwano zdarzenia numer {expected}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Gra się zakończyła.</translation>
        </message>
        <message>
            <source>Unknown event type "{type}".</source>
            <translation>Nieznany typ zdarzenia „{type}”.</translation>
        </message>
        <message>
            <source>The payload must be an object.</source>
            <translation>Zawartość musi być obiektem.</translation>
        </message>
        <message>
            <source>StarCraft is played by 2 to 6 players, not {count}.</source>
            <translation>W StarCraft gra od 2 do 6 graczy, nie {count}.</translation>
        </message>
        <message>
            <source>Unknown variant or faction choice.</source>
            <translation>Nieznany wariant lub sposób wyboru frakcji.</translation>
        </message>
        <message>
            <source>The team game is for 4 or 6 players.</source>
            <translation>Gra drużynowa jest dla 4 lub 6 graczy.</translation>
        </message>
        <message>
            <source>There is no faction "{faction}".</source>
            <translation>Nie ma frakcji „{faction}”.</translation>
        </message>
        <message>
            <source>Each faction is played once at most.</source>
            <translation>Każda frakcja może grać najwyżej raz.</translation>
        </message>
        <message>
            <source>the setup has an unknown field "{field}"</source>
            <translation>przygotowanie ma nieznane pole „{field}”</translation>
        </message>
        <message>
            <source>a game has 2 to 6 players</source>
            <translation>gra ma od 2 do 6 graczy</translation>
        </message>
        <message>
            <source>a player has the fields: {fields}</source>
            <translation>gracz ma pola: {fields}</translation>
        </message>
        <message>
            <source>{player} needs a base: name its planet</source>
            <translation>{player} potrzebuje bazy: podaj jej planetę</translation>
        </message>
        <message>
            <source>{player}'s workers or hand are out of range</source>
            <translation>robotnicy lub ręka gracza {player} są poza zakresem</translation>
        </message>
        <message>
            <source>the first player is not a seat</source>
            <translation>pierwszy gracz nie jest miejscem przy stole</translation>
        </message>
        <message>
            <source>unknown variant or faction choice</source>
            <translation>nieznany wariant lub sposób wyboru frakcji</translation>
        </message>
        <message>
            <source>each faction is played once at most</source>
            <translation>każda frakcja gra co najwyżej raz</translation>
        </message>
        <message>
            <source>the team game is for 4 or 6 players, in teams of two</source>
            <translation>gra drużynowa jest dla 4 lub 6 graczy, w drużynach dwuosobowych</translation>
        </message>
        <message>
            <source>with {count} players the Event deck holds {first}, {second} and {third} cards of epochs I, II and III</source>
            <translation>przy {count} graczach talia Wydarzeń liczy {first}, {second} i {third} kart epok I, II i III</translation>
        </message>
        <message numerus="yes">
            <source>the Event deck holds %n "The End is Near" card(s) in this variant</source>
            <translation>
                <numerusform>talia Wydarzeń liczy %n kartę „Koniec jest bliski” w tym wariancie</numerusform>
                <numerusform>talia Wydarzeń liczy %n karty „Koniec jest bliski” w tym wariancie</numerusform>
                <numerusform>talia Wydarzeń liczy %n kart „Koniec jest bliski” w tym wariancie</numerusform>
            </translation>
        </message>
        <message>
            <source>the setup's catalogue is wrong ({problem})</source>
            <translation>katalog przygotowania jest błędny ({problem})</translation>
        </message>
        <message>
            <source>there is no faction "{faction}" in the setup</source>
            <translation>w przygotowaniu nie ma frakcji „{faction}”</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Budowa</translation>
        </message>
        <message>
            <source>Mobilize</source>
            <translation>Mobilizacja</translation>
        </message>
        <message>
            <source>Research</source>
            <translation>Badania</translation>
        </message>
        <message>
            <source>Destroy bases and transports</source>
            <translation>Zniszczenie baz i transportów</translation>
        </message>
        <message>
            <source>Lose resource cards</source>
            <translation>Utrata kart surowców</translation>
        </message>
        <message>
            <source>Gain resource cards</source>
            <translation>Zdobycie kart surowców</translation>
        </message>
        <message>
            <source>Recover workers</source>
            <translation>Odzyskanie robotników</translation>
        </message>
        <message>
            <source>Gain conquest points</source>
            <translation>Zdobycie punktów podboju</translation>
        </message>
        <message>
            <source>Check for a normal victory</source>
            <translation>Sprawdzenie zwykłego zwycięstwa</translation>
        </message>
        <message>
            <source>Check for a special victory</source>
            <translation>Sprawdzenie zwycięstwa specjalnego</translation>
        </message>
        <message>
            <source>Play Event cards</source>
            <translation>Zagranie kart Wydarzeń</translation>
        </message>
        <message>
            <source>Discard combat cards</source>
            <translation>Odrzucenie kart walki</translation>
        </message>
        <message>
            <source>Pass the first player token</source>
            <translation>Przekazanie znacznika pierwszego gracza</translation>
        </message>
        <message>
            <source>Every base in a zone with enemy units is destroyed; then every transport without a friendly base on either of its planets.</source>
            <translation>Każda baza w strefie z jednostkami wroga zostaje zniszczona; następnie każdy transport bez własnej bazy na żadnej z jego dwóch planet.</translation>
        </message>
        <message>
            <source>A resource card is lost when its planet has none of your bases, or its zone holds an enemy base or unit; the workers on it are destroyed.</source>
            <translation>Kartę surowca traci się, gdy na jej planecie nie ma twojej bazy albo w jej strefie jest wroga baza lub jednostka; robotnicy na niej giną.</translation>
        </message>
        <message>
            <source>On each planet with your base, take the cards of your zones; the only player with a base there also takes the empty zones'.</source>
            <translation>Na każdej planecie z twoją bazą weź karty swoich stref; jedyny gracz z bazą na planecie bierze też karty pustych stref.</translation>
        </message>
        <message>
            <source>Every worker goes back to the reserve (Muster does it).</source>
            <translation>Wszyscy robotnicy wracają do rezerwy (Muster robi to sam).</translation>
        </message>
        <message>
            <source>Each player scores the conquest points of the zones they control (a base or units in the zone); say how many zones too, for the tie-breakers.</source>
            <translation>Każdy gracz zdobywa punkty podboju kontrolowanych stref (baza lub jednostki w strefie); podaj też liczbę stref, do rozstrzygania remisów.</translation>
        </message>
        <message>
            <source>Muster checks who has reached their conquest points (15; 20 against Aldaris).</source>
            <translation>Muster sprawdza, kto osiągnął swoje punkty podboju (15; 20 przeciw Aldarisowi).</translation>
        </message>
        <message>
            <source>Say whose objective is met; most count only while the Event deck's top card is of epoch III.</source>
            <translation>Wskaż, kto osiągnął swój cel; większość liczy się tylko, gdy wierzchnia karta talii Wydarzeń pochodzi z epoki III.</translation>
        </message>
        <message>
            <source>In turn, each player may play one Event card and discards the rest; "The End is Near" must be played.</source>
            <translation>Po kolei każdy gracz może zagrać jedną kartę Wydarzenia i odrzuca resztę; „Koniec jest bliski” trzeba zagrać.</translation>
        </message>
        <message>
            <source>Each player discards down to their hand limit.</source>
            <translation>Każdy gracz odrzuca karty do swojego limitu kart na ręce.</translation>
        </message>
        <message>
            <source>The first player token passes to the left.</source>
            <translation>Znacznik pierwszego gracza przechodzi na lewo.</translation>
        </message>
        <message>
            <source>{player}'s starting forces: {units}</source>
            <translation>siły początkowe gracza {player}: {units}</translation>
        </message>
        <message>
            <source>planning begins</source>
            <translation>zaczyna się planowanie</translation>
        </message>
        <message>
            <source>{player} places a special order on {planet}</source>
            <translation>{player} umieszcza rozkaz specjalny na planecie {planet}</translation>
        </message>
        <message>
            <source>{player} places an order on {planet}</source>
            <translation>{player} umieszcza rozkaz na planecie {planet}</translation>
        </message>
        <message>
            <source>special {order}</source>
            <translation>{order} (rozkaz specjalny)</translation>
        </message>
        <message>
            <source>{player} reveals {order} on {planet} and draws an Event card instead</source>
            <translation>{player} odkrywa rozkaz {order} na planecie {planet} i zamiast tego dobiera kartę Wydarzenia</translation>
        </message>
        <message>
            <source>{player} executes {order} on {planet}</source>
            <translation>{player} wykonuje rozkaz {order} na planecie {planet}</translation>
        </message>
        <message>
            <source>{player} is blocked and draws an Event card</source>
            <translation>{player} jest zablokowany i dobiera kartę Wydarzenia</translation>
        </message>
        <message numerus="yes">
            <source>%n workers</source>
            <translation>
                <numerusform>%n robotnika</numerusform>
                <numerusform>%n robotników</numerusform>
                <numerusform>%n robotników</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} puts %n workers on {card}</source>
            <translation>
                <numerusform>{player} umieszcza %n robotnika na {card}</numerusform>
                <numerusform>{player} umieszcza %n robotników na {card}</numerusform>
                <numerusform>{player} umieszcza %n robotników na {card}</numerusform>
            </translation>
        </message>
        <message>
            <source>a transport on {routes}</source>
            <translation>transport na szlaku {routes}</translation>
        </message>
        <message>
            <source>{building} level {level}</source>
            <translation>{building} poziomu {level}</translation>
        </message>
        <message>
            <source>a base</source>
            <translation>bazę</translation>
        </message>
        <message>
            <source>{player} builds {what}</source>
            <translation>{player} buduje: {what}</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nic</translation>
        </message>
        <message>
            <source>{player} researches and buys {tech}</source>
            <translation>{player} prowadzi badania i kupuje {tech}</translation>
        </message>
        <message>
            <source>{player} researches</source>
            <translation>{player} prowadzi badania</translation>
        </message>
        <message>
            <source>battle: {attacker} attacks {defender}; losses: {a} / {d}</source>
            <translation>bitwa: {attacker} atakuje gracza {defender}; straty: {a} / {d}</translation>
        </message>
        <message>
            <source>{player} loses {what}</source>
            <translation>{player} traci: {what}</translation>
        </message>
        <message>
            <source>regrouping, step {step}: {name}</source>
            <translation>przegrupowanie, krok {step}: {name}</translation>
        </message>
        <message>
            <source>the players end the game</source>
            <translation>gracze kończą grę</translation>
        </message>
        <message>
            <source>{player}'s figures are corrected</source>
            <translation>wartości gracza {player} zostają poprawione</translation>
        </message>
        <message>
            <source>{player} has {cp} CP</source>
            <translation>{player} ma {cp} PP</translation>
        </message>
        <message>
            <source>{player} is eliminated</source>
            <translation>{player} zostaje wyeliminowany</translation>
        </message>
        <message>
            <source>"The End is Near" beside the board: {count}</source>
            <translation>„Koniec jest bliski” obok planszy: {count}</translation>
        </message>
        <message>
            <source>execution begins</source>
            <translation>zaczyna się wykonanie</translation>
        </message>
        <message>
            <source>{player} is the first player</source>
            <translation>{player} jest pierwszym graczem</translation>
        </message>
        <message>
            <source>{players} win the game ({reason})</source>
            <translation>{players} wygrywa grę ({reason})</translation>
        </message>
        <message>
            <source>the game ends without a winner</source>
            <translation>gra kończy się bez zwycięzcy</translation>
        </message>
        <message>
            <source>{left}; {right}</source>
            <translation>{left}; {right}</translation>
        </message>
        <message>
            <source>Before the first round — {line}</source>
            <translation>Przed pierwszą rundą — {line}</translation>
        </message>
        <message>
            <source>Round {round} — {line}</source>
            <translation>Runda {round} — {line}</translation>
        </message>
        <message>
            <source>set up</source>
            <translation>przygotowanie</translation>
        </message>
        <message>
            <source>planning</source>
            <translation>planowanie</translation>
        </message>
        <message>
            <source>execution</source>
            <translation>wykonanie</translation>
        </message>
        <message>
            <source>regrouping</source>
            <translation>przegrupowanie</translation>
        </message>
        <message>
            <source>Round {round}, {phase}; Event deck: epoch {epoch}, cards left: {left}; "The End is Near": {end}</source>
            <translation>Runda {round}, {phase}; talia Wydarzeń: epoka {epoch}, pozostało kart: {left}; „Koniec jest bliski”: {end}</translation>
        </message>
        <message>
            <source>Regrouping step {step} done: {name}</source>
            <translation>Krok przegrupowania {step} wykonany: {name}</translation>
        </message>
        <message>
            <source>{player} ({faction}): {cp} CP{flip}; resources {resources}; workers {reserve} in reserve, {unavailable} unavailable, {on_cards} on cards; bases {bases}; transports {transports}; units {units}; buildings {buildings}; modules {modules}; technologies {techs}; hand {hand}; events {events}</source>
            <translation>{player} ({faction}): {cp} PP{flip}; surowce {resources}; robotnicy: {reserve} w rezerwie, {unavailable} niedostępnych, {on_cards} na kartach; bazy {bases}; transporty {transports}; jednostki {units}; budynki {buildings}; moduły {modules}; technologie {techs}; ręka {hand}; wydarzenia {events}</translation>
        </message>
        <message>
            <source>build limit {limit}; special orders a round {special}</source>
            <translation>limit budowy jednostek {limit}; rozkazy specjalne na rundę {special}</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>wyeliminowany</translation>
        </message>
        <message>
            <source>Finished: {players} ({reason})</source>
            <translation>Zakończona: {players} ({reason})</translation>
        </message>
        <message>
            <source>bases</source>
            <translation>bazy</translation>
        </message>
        <message>
            <source>workers</source>
            <translation>robotnicy</translation>
        </message>
        <message>
            <source>transports</source>
            <translation>transporty</translation>
        </message>
        <message>
            <source>standard orders</source>
            <translation>rozkazy standardowe</translation>
        </message>
        <message>
            <source>special orders</source>
            <translation>rozkazy specjalne</translation>
        </message>
        <message>
            <source>combat cards</source>
            <translation>karty walki</translation>
        </message>
        <message>
            <source>technology cards</source>
            <translation>karty technologii</translation>
        </message>
        <message>
            <source>building tiles</source>
            <translation>żetony budynków</translation>
        </message>
        <message>
            <source>module tokens</source>
            <translation>żetony modułów</translation>
        </message>
        <message>
            <source>minerals</source>
            <translation>minerały</translation>
        </message>
        <message>
            <source>gas</source>
            <translation>gaz</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>liczbę całkowitą</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>tak lub nie</translation>
        </message>
        <message>
            <source>minerals/gas, such as 2/1</source>
            <translation>minerały/gaz, np. 2/1</translation>
        </message>
        <message>
            <source>one cost per level, minerals/gas, such as 1/0; 2/1; 3/2</source>
            <translation>jeden koszt na poziom, minerały/gaz, np. 1/0; 2/1; 3/2</translation>
        </message>
        <message>
            <source>a building's name</source>
            <translation>nazwę budynku</translation>
        </message>
        <message>
            <source>a technology's name</source>
            <translation>nazwę technologii</translation>
        </message>
        <message>
            <source>units and how many, such as Marine 2, Firebat 1</source>
            <translation>jednostki i ich liczbę, np. Marine 2, Firebat 1</translation>
        </message>
        <message>
            <source>a unit and how many, such as Hydralisk 2</source>
            <translation>jednostkę i jej liczbę, np. Hydralisk 2</translation>
        </message>
        <message>
            <source>resources and capacities, such as minerals 2, gas 1</source>
            <translation>zasoby i ich pojemność, np. minerały 2, gaz 1</translation>
        </message>
        <message>
            <source>the objective's text</source>
            <translation>tekst celu</translation>
        </message>
        <message>
            <source>{entry}, {figure}: {value} cannot be this figure.</source>
            <translation>{entry}, {figure}: {value} nie może być tą wartością.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: its race has no {kind} named {value}.</source>
            <translation>{entry}, {figure}: ta rasa nie ma elementu ({kind}) o nazwie {value}.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: the sheet prints this figure, it cannot be left empty.</source>
            <translation>{entry}, {figure}: ta wartość jest wydrukowana na karcie frakcji, nie może zostać pusta.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type a whole number from {low} to {high}.</source>
            <translation>{entry}, {figure}: wpisz liczbę całkowitą od {low} do {high}.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: its costs are given for {levels} levels; correct them first, or empty them.</source>
            <translation>{entry}, {figure}: koszty podano dla poziomów: {levels}; najpierw je popraw albo wyczyść.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type {yes} or {no}.</source>
            <translation>{entry}, {figure}: wpisz {yes} lub {no}.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type minerals/gas, such as 2/1 for 2 minerals and 1 gas.</source>
            <translation>{entry}, {figure}: wpisz minerały/gaz, np. 2/1 dla 2 minerałów i 1 gazu.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: it has {levels} levels, type one cost per level, separated by ";".</source>
            <translation>{entry}, {figure}: ma poziomów: {levels}; wpisz jeden koszt na poziom, oddzielając je znakiem „;”.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: a building has at most 3 levels, so 3 costs.</source>
            <translation>{entry}, {figure}: budynek ma najwyżej 3 poziomy, więc 3 koszty.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type a unit's name and how many, such as Marine 2.</source>
            <translation>{entry}, {figure}: wpisz nazwę jednostki i ich liczbę, np. Marine 2.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: at most 9 units.</source>
            <translation>{entry}, {figure}: najwyżej 9 jednostek.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type {minerals} or {gas} and a capacity from 1 to 9, such as {minerals} 2, {gas} 1.</source>
            <translation>{entry}, {figure}: wpisz {minerals} lub {gas} i pojemność od 1 do 9, np. {minerals} 2, {gas} 1.</translation>
        </message>
        <message>
            <source>There is no entry {value} in the StarCraft catalogue.</source>
            <translation>W katalogu StarCraft nie ma pozycji {value}.</translation>
        </message>
        <message numerus="yes">
            <source>%n unknown</source>
            <translation>
                <numerusform>%n nieznana</numerusform>
                <numerusform>%n nieznane</numerusform>
                <numerusform>%n nieznanych</numerusform>
            </translation>
        </message>
        <message>
            <source>Faction reference</source>
            <translation>Ściąga frakcji</translation>
        </message>
        <message>
            <source>Round sheet</source>
            <translation>Arkusz rundy</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Koszt</translation>
        </message>
        <message>
            <source>Flying</source>
            <translation>Latająca</translation>
        </message>
        <message>
            <source>Hits ground</source>
            <translation>Atakuje naziemne</translation>
        </message>
        <message>
            <source>Hits flying</source>
            <translation>Trafia latające</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Wsparcie</translation>
        </message>
        <message>
            <source>{level}: {unit}</source>
            <translation>{level}: {unit}</translation>
        </message>
        <message>
            <source>Faction sheet</source>
            <translation>Karta frakcji</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Treść</translation>
        </message>
        <message>
            <source>{game} · {faction}: empty boxes are figures to copy from the sheet</source>
            <translation>{game} · {faction}: puste pola to wartości do przepisania z karty frakcji</translation>
        </message>
        <message>
            <source>Not known yet: copy it from the faction sheet.</source>
            <translation>Jeszcze nieznany: przepisz go z karty frakcji.</translation>
        </message>
        <message>
            <source>{building}, level {level}</source>
            <translation>{building}, poziom {level}</translation>
        </message>
        <message>
            <source>{tech}; destroys {sacrifice}</source>
            <translation>{tech}; niszczy {sacrifice}</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Jednostka</translation>
        </message>
        <message>
            <source>Unlocked by</source>
            <translation>Odblokowuje ją</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Jednostki</translation>
        </message>
        <message>
            <source>Building</source>
            <translation>Budynek</translation>
        </message>
        <message>
            <source>Level {level}</source>
            <translation>Poziom {level}</translation>
        </message>
        <message>
            <source>Unlocks</source>
            <translation>Odblokowuje</translation>
        </message>
        <message>
            <source>Buildings: cost of each level</source>
            <translation>Budynki: koszt każdego poziomu</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>Moduł</translation>
        </message>
        <message>
            <source>Modules</source>
            <translation>Moduły</translation>
        </message>
        <message>
            <source>Technologies</source>
            <translation>Technologie</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>conquest points</source>
            <translation>punkty podboju</translation>
        </message>
        <message>
            <source>CP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>Orders: planet and order</source>
            <translation>Rozkazy: planeta i rozkaz</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Rozkaz {number}</translation>
        </message>
        <message>
            <source>Regrouping: the ten steps</source>
            <translation>Przegrupowanie: dziesięć kroków</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Runda</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Pierwszy gracz</translation>
        </message>
        <message>
            <source>Event deck: epoch</source>
            <translation>Talia Wydarzeń: epoka</translation>
        </message>
        <message>
            <source>Events held, "The End is Near", notes</source>
            <translation>Wydarzenia na ręce, „Koniec jest bliski”, notatki</translation>
        </message>
        <message>
            <source>{game} · {cp}: 15 to win, 20 against Aldaris</source>
            <translation>{game} · {cp}: 15 do zwycięstwa, 20 przeciw Aldarisowi</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Frakcja</translation>
        </message>
        <message>
            <source>Factions</source>
            <translation>Frakcje</translation>
        </message>
        <message>
            <source>Conquest points so far {score}</source>
            <translation>Punkty podboju na razie {score}</translation>
        </message>
        <message>
            <source>conquest points {score} · round {turns}</source>
            <translation>punkty podboju {score} · runda {turns}</translation>
        </message>
        <message>
            <source>There is no faction {value} in the StarCraft catalogue.</source>
            <translation>W katalogu StarCraft nie ma frakcji {value}.</translation>
        </message>
        <message>
            <source>{player}'s workers have not gathered enough this round: {missing} missing (the build costs {cost}).</source>
            <translation>Robotnicy gracza {player} zebrali w tej rundzie za mało: brakuje {missing} (budowa kosztuje {cost}).</translation>
        </message>
        <message numerus="yes">
            <source>"The End is Near" is an epoch III card: %n epoch III cards have been drawn so far.</source>
            <translation>
                <numerusform>„Koniec jest bliski” to karta epoki III: dotąd dobrano %n kartę epoki III.</numerusform>
                <numerusform>„Koniec jest bliski” to karta epoki III: dotąd dobrano %n karty epoki III.</numerusform>
                <numerusform>„Koniec jest bliski” to karta epoki III: dotąd dobrano %n kart epoki III.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The skirmishes destroy %n {unit} of the attacker's, no more.</source>
            <translation>
                <numerusform>Potyczki niszczą atakującemu %n {unit}, nie więcej.</numerusform>
                <numerusform>Potyczki niszczą atakującemu %n {unit}, nie więcej.</numerusform>
                <numerusform>Potyczki niszczą atakującemu %n {unit}, nie więcej.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The skirmishes destroy %n {unit} of the defender's, no more.</source>
            <translation>
                <numerusform>Potyczki niszczą obrońcy %n {unit}, nie więcej.</numerusform>
                <numerusform>Potyczki niszczą obrońcy %n {unit}, nie więcej.</numerusform>
                <numerusform>Potyczki niszczą obrońcy %n {unit}, nie więcej.</numerusform>
            </translation>
        </message>
        <message>
            <source>StarCraft: the board game needs no collection: its box holds every piece. Type your faction sheets' figures once, under New game → Faction sheets….</source>
            <translation>StarCraft: gra planszowa nie wymaga kolekcji: jej pudełko zawiera wszystkie elementy. Wartości z kart frakcji wpisz raz, w Nowa gra → Karty frakcji…</translation>
        </message>
    </context>
    <context>
        <name>StarcraftOptions</name>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>Home of {faction}</source>
            <translation>Planeta: {faction}</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>Losowo</translation>
        </message>
        <message>
            <source>The players need different names.</source>
            <translation>Gracze muszą mieć różne imiona.</translation>
        </message>
        <message>
            <source>Name {player}'s home planet.</source>
            <translation>Podaj planetę macierzystą gracza {player}.</translation>
        </message>
        <message>
            <source>Each faction is played once at most.</source>
            <translation>Każda frakcja może grać najwyżej raz.</translation>
        </message>
        <message>
            <source>The team game is for 4 or 6 players.</source>
            <translation>Gra drużynowa jest dla 4 lub 6 graczy.</translation>
        </message>
        <message>
            <source>StarCraft</source>
            <translation>StarCraft</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Wariant</translation>
        </message>
        <message>
            <source>Factions</source>
            <translation>Frakcje</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Pierwszy gracz</translation>
        </message>
        <message>
            <source>Faction sheets…</source>
            <translation>Karty frakcji…</translation>
        </message>
        <message>
            <source>Type a faction sheet's figures once: every new game then starts from them</source>
            <translation>Wpisz raz wartości karty frakcji: każda nowa gra zacznie od nich</translation>
        </message>
        <message>
            <source>Standard game</source>
            <translation>Gra standardowa</translation>
        </message>
        <message>
            <source>Galactic Conquest</source>
            <translation>Podbój Galaktyki</translation>
        </message>
        <message>
            <source>Teams of two</source>
            <translation>Drużyny dwuosobowe</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Imię</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Frakcja</translation>
        </message>
        <message>
            <source>Home planet</source>
            <translation>Planeta macierzysta</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>Robotnicy</translation>
        </message>
        <message>
            <source>Minerals</source>
            <translation>Minerały</translation>
        </message>
        <message>
            <source>Gas</source>
            <translation>Gaz</translation>
        </message>
        <message>
            <source>The capacity of the faction sheet's permanent resource</source>
            <translation>Wartość stałego surowca z karty frakcji</translation>
        </message>
        <message>
            <source>Chosen in turn order</source>
            <translation>Wybierane po kolei</translation>
        </message>
        <message>
            <source>Planet</source>
            <translation>Planeta</translation>
        </message>
    </context>
    <context>
        <name>StartingForces</name>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>Not entered yet: copy them from the back of the faction sheet.</source>
            <translation>Jeszcze nie wpisane: przepisz je z rewersu karty frakcji.</translation>
        </message>
        <message>
            <source>{faction}: entered; change them if the sheet says otherwise.</source>
            <translation>{faction}: wpisane; zmień je, jeśli karta mówi inaczej.</translation>
        </message>
        <message>
            <source>Record {player}'s starting forces</source>
            <translation>Zapisz siły początkowe: {player}</translation>
        </message>
        <message>
            <source>{player}: units to enter</source>
            <translation>{player}: jednostki do wpisania</translation>
        </message>
        <message>
            <source>{player}: ready</source>
            <translation>{player}: gotowy</translation>
        </message>
        <message>
            <source>Transports (routes, separated by commas)</source>
            <translation>Transporty (szlaki, oddzielone przecinkami)</translation>
        </message>
        <message>
            <source>e.g. Char–Aiur</source>
            <translation>np. Char–Aiur</translation>
        </message>
        <message>
            <source>Printed building (level 1)</source>
            <translation>Nadrukowany budynek (poziom 1)</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Set-up</source>
            <translation>Przygotowanie</translation>
        </message>
        <message>
            <source>Planning</source>
            <translation>Planowanie</translation>
        </message>
        <message>
            <source>Execution</source>
            <translation>Wykonanie</translation>
        </message>
        <message>
            <source>Regrouping</source>
            <translation>Przegrupowanie</translation>
        </message>
        <message>
            <source>Round {round} — {phase}</source>
            <translation>Runda {round} — {phase}</translation>
        </message>
        <message>
            <source>Round {round} — the game is over</source>
            <translation>Runda {round} — gra zakończona</translation>
        </message>
        <message>
            <source>step {step} of 10 done</source>
            <translation>krok {step} z 10 wykonany</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>kolej gracza {player}</translation>
        </message>
        <message>
            <source>team {team}</source>
            <translation>drużyna {team}</translation>
        </message>
        <message>
            <source>not entered yet</source>
            <translation>jeszcze nie wpisane</translation>
        </message>
        <message>
            <source>{placed} placed, {done} revealed</source>
            <translation>umieszczone: {placed}, odkryte: {done}</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>wyeliminowany</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Zaopatrzenie</translation>
        </message>
        <message>
            <source>Research &amp; Development</source>
            <translation>Badania i Rozwój</translation>
        </message>
        <message>
            <source>Air support</source>
            <translation>Wsparcie Powietrzne</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
        <message>
            <source>Set-up: starting forces</source>
            <translation>Przygotowanie: siły początkowe</translation>
        </message>
        <message>
            <source>Place each faction's starting forces as the back of its sheet lists them and enter them here; still to enter: {players}.</source>
            <translation>Rozmieść siły początkowe każdej frakcji według rewersu jej karty i wpisz je tutaj; pozostało do wpisania: {players}.</translation>
        </message>
        <message>
            <source>Every player is ready: start the round with the planning phase.</source>
            <translation>Wszyscy gracze są gotowi: zacznij rundę od fazy planowania.</translation>
        </message>
        <message>
            <source>Start round {round}</source>
            <translation>Zacznij rundę {round}</translation>
        </message>
        <message>
            <source>{player} places an order</source>
            <translation>{player} umieszcza rozkaz</translation>
        </message>
        <message>
            <source>Orders are placed face down, one at a time, clockwise: {placed} of 4 placed. Name the planet.</source>
            <translation>Rozkazy umieszcza się zakryte, po jednym, zgodnie z ruchem wskazówek zegara: umieszczono {placed} z 4. Podaj planetę.</translation>
        </message>
        <message>
            <source>Every order is revealed</source>
            <translation>Wszystkie rozkazy są odkryte</translation>
        </message>
        <message>
            <source>Record what the last order did, then begin regrouping.</source>
            <translation>Zapisz, co dał ostatni rozkaz, i zacznij przegrupowanie.</translation>
        </message>
        <message>
            <source>{player} reveals an order</source>
            <translation>{player} odkrywa rozkaz</translation>
        </message>
        <message>
            <source>None of their orders is on top of a stack: they draw an Event card.</source>
            <translation>Żaden z jego rozkazów nie leży na wierzchu stosu: dobiera kartę Wydarzenia.</translation>
        </message>
        <message>
            <source>Reveal one of your orders on top of a stack; say what it is, or draw an Event card instead of executing it.</source>
            <translation>Odkryj jeden ze swoich rozkazów z wierzchu stosu; powiedz, jaki to rozkaz, albo zamiast go wykonać dobierz kartę Wydarzenia.</translation>
        </message>
        <message>
            <source>{total}: {split}</source>
            <translation>{total}: {split}</translation>
        </message>
        <message>
            <source>minerals</source>
            <translation>minerały</translation>
        </message>
        <message>
            <source>gas</source>
            <translation>gaz</translation>
        </message>
        <message>
            <source>permanent</source>
            <translation>stały</translation>
        </message>
        <message>
            <source>(overexploited)</source>
            <translation>(nadmiernie eksploatowana)</translation>
        </message>
        <message>
            <source>{card}: {resource} {capacity}</source>
            <translation>{card}: {resource} {capacity}</translation>
        </message>
        <message>
            <source>base destroyed on {name}</source>
            <translation>baza zniszczona na {name}</translation>
        </message>
        <message>
            <source>transport destroyed on {name}</source>
            <translation>transport zniszczony na {name}</translation>
        </message>
        <message>
            <source>resource card lost: {name}</source>
            <translation>utracona karta surowca: {name}</translation>
        </message>
        <message>
            <source>resource card gained: {name}</source>
            <translation>zdobyta karta surowca: {name}</translation>
        </message>
        <message>
            <source>{player}: {change}</source>
            <translation>{player}: {change}</translation>
        </message>
        <message>
            <source>Nothing yet: add what the board shows, if anything.</source>
            <translation>Na razie nic: dodaj, co pokazuje plansza, jeśli coś się zmieniło.</translation>
        </message>
        <message>
            <source>Name the planet, route or zone.</source>
            <translation>Podaj planetę, trasę lub strefę.</translation>
        </message>
        <message>
            <source>{order} on {planet}: a battle?</source>
            <translation>{order} na planecie {planet}: bitwa?</translation>
        </message>
        <message>
            <source>{player} defends</source>
            <translation>{player} się broni</translation>
        </message>
        <message>
            <source>{order} on {planet}: what it gives</source>
            <translation>{order} na planecie {planet}: co daje</translation>
        </message>
        <message>
            <source>no unit</source>
            <translation>bez jednostki</translation>
        </message>
        <message>
            <source>no building</source>
            <translation>bez budynku</translation>
        </message>
        <message>
            <source>no module</source>
            <translation>bez modułu</translation>
        </message>
        <message>
            <source>no technology</source>
            <translation>bez technologii</translation>
        </message>
        <message>
            <source>Regrouping, step {step} of 10: {name}</source>
            <translation>Przegrupowanie, krok {step} z 10: {name}</translation>
        </message>
        <message>
            <source>Conquest points gained</source>
            <translation>Zdobyte punkty podboju</translation>
        </message>
        <message>
            <source>Zones controlled</source>
            <translation>Kontrolowane strefy</translation>
        </message>
        <message>
            <source>Event cards played</source>
            <translation>Zagrane karty Wydarzeń</translation>
        </message>
        <message>
            <source>Combat cards kept</source>
            <translation>Zachowane karty walki</translation>
        </message>
        <message>
            <source>objective met</source>
            <translation>cel osiągnięty</translation>
        </message>
        <message>
            <source>Step {step} done</source>
            <translation>Krok {step} wykonany</translation>
        </message>
        <message>
            <source>Build planner: {player}</source>
            <translation>Planer budowy: {player}</translation>
        </message>
        <message>
            <source>Build limit: {limit} units; special orders a round: {special}</source>
            <translation>Limit budowy: {limit} jednostek; rozkazy specjalne na rundę: {special}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <source>maybe</source>
            <translation>może</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nie</translation>
        </message>
        <message>
            <source>conquest points</source>
            <translation>punkty podboju</translation>
        </message>
        <message>
            <source>special victory</source>
            <translation>zwycięstwo specjalne</translation>
        </message>
        <message>
            <source>the end of the game</source>
            <translation>koniec gry</translation>
        </message>
        <message>
            <source>elimination</source>
            <translation>eliminacja</translation>
        </message>
        <message>
            <source>agreed by the players</source>
            <translation>za zgodą graczy</translation>
        </message>
        <message>
            <source>Won by {players} ({reason}), after {rounds} rounds.</source>
            <translation>Wygrywa: {players} ({reason}), po rundach: {rounds}.</translation>
        </message>
        <message>
            <source>{player} ({faction}): {cp} CP</source>
            <translation>{player} ({faction}): {cp} PP</translation>
        </message>
        <message>
            <source>Name the planet the order is placed on.</source>
            <translation>Podaj planetę, na której umieszczasz rozkaz.</translation>
        </message>
        <message>
            <source>Correct…</source>
            <translation>Popraw…</translation>
        </message>
        <message>
            <source>Set a player's figures by hand</source>
            <translation>Ustaw liczby gracza ręcznie</translation>
        </message>
        <message>
            <source>End the game…</source>
            <translation>Zakończ grę…</translation>
        </message>
        <message>
            <source>The players agree to stop: say who wins</source>
            <translation>Gracze zgadzają się skończyć: wskaż, kto wygrywa</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Frakcja</translation>
        </message>
        <message>
            <source>Conquest points</source>
            <translation>Punkty podboju</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>Surowce</translation>
        </message>
        <message>
            <source>Workers
reserve · unavailable · on cards</source>
            <translation>Robotnicy
rezerwa · niedost. · karty</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>Robotnicy</translation>
        </message>
        <message>
            <source>"The End is Near" played</source>
            <translation>Zagrane „Koniec jest bliski”</translation>
        </message>
        <message>
            <source>Bases</source>
            <translation>Bazy</translation>
        </message>
        <message>
            <source>Event deck: epoch {epoch}, {left} left; "The End is Near": {end}</source>
            <translation>Talia Wydarzeń: epoka {epoch}, zostało {left}; „Koniec jest bliski”: {end}</translation>
        </message>
        <message>
            <source>{cp}/{needed} CP · {zones} zones</source>
            <translation>{cp}/{needed} PP · {zones} stref</translation>
        </message>
        <message>
            <source>Transports</source>
            <translation>Transporty</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Jednostki</translation>
        </message>
        <message>
            <source>Buildings</source>
            <translation>Budynki</translation>
        </message>
        <message>
            <source>Modules</source>
            <translation>Moduły</translation>
        </message>
        <message>
            <source>Technologies</source>
            <translation>Technologie</translation>
        </message>
        <message>
            <source>Combat cards</source>
            <translation>Karty walki</translation>
        </message>
        <message>
            <source>Event cards</source>
            <translation>Karty Wydarzeń</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Rozkazy</translation>
        </message>
        <message>
            <source>Purchase</source>
            <translation>Zakup</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>Dozwolone</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Dlaczego</translation>
        </message>
        <message>
            <source>Planet</source>
            <translation>Planeta</translation>
        </message>
        <message>
            <source>Special order (gold token)</source>
            <translation>Rozkaz specjalny (złoty żeton)</translation>
        </message>
        <message>
            <source>Place the order</source>
            <translation>Umieść rozkaz</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Rozkaz</translation>
        </message>
        <message>
            <source>Draw an Event card instead</source>
            <translation>Zamiast tego dobierz kartę Wydarzenia</translation>
        </message>
        <message>
            <source>Reveal the order</source>
            <translation>Odkryj rozkaz</translation>
        </message>
        <message>
            <source>Blocked: draw an Event card</source>
            <translation>Zablokowany: dobierz kartę Wydarzenia</translation>
        </message>
        <message>
            <source>Begin regrouping</source>
            <translation>Zacznij przegrupowanie</translation>
        </message>
        <message>
            <source>A new base</source>
            <translation>Nowa baza</translation>
        </message>
        <message>
            <source>Record the build</source>
            <translation>Zapisz budowę</translation>
        </message>
        <message>
            <source>3 combat cards</source>
            <translation>3 karty walki</translation>
        </message>
        <message>
            <source>Record the research</source>
            <translation>Zapisz badania</translation>
        </message>
        <message>
            <source>Enter the battle…</source>
            <translation>Wpisz bitwę…</translation>
        </message>
        <message>
            <source>Workers harvest</source>
            <translation>Robotnicy zbierają surowce</translation>
        </message>
        <message>
            <source>Place the workers</source>
            <translation>Umieść robotników</translation>
        </message>
        <message>
            <source>Base destroyed</source>
            <translation>Zniszczona baza</translation>
        </message>
        <message>
            <source>Transport destroyed</source>
            <translation>Zniszczony transport</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Dodaj</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Wyczyść</translation>
        </message>
    </context>
</TS>
