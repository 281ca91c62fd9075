<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>CorrectionDialog</name>
        <message>
            <source>A correction sets the values as they are on the table; no rule runs. It is recorded in the log and can be undone.</source>
            <translation>Poprawka ustawia wartości takie, jakie są na stole; żadna reguła nie jest stosowana. Trafia do dziennika i można ją cofnąć.</translation>
        </message>
    </context>
    <context>
        <name>DeckCorrectionDialog</name>
        <message>
            <source>Order deck</source>
            <translation>Talia rozkazów</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Rezerwa</translation>
        </message>
        <message>
            <source>Order discard</source>
            <translation>Stos odrzuconych</translation>
        </message>
        <message>
            <source>Removed from the game</source>
            <translation>Usunięta z gry</translation>
        </message>
        <message>
            <source>Correct {player}'s order deck</source>
            <translation>Popraw talię rozkazów gracza {player}</translation>
        </message>
    </context>
    <context>
        <name>DiceRow</name>
        <message>
            <source>Crit</source>
            <translation>Trafienie krytyczne</translation>
        </message>
        <message>
            <source>Hit</source>
            <translation>Trafienie</translation>
        </message>
        <message>
            <source>Attack expertise</source>
            <translation>Wyszkolenie w ataku</translation>
        </message>
        <message>
            <source>Failure</source>
            <translation>Porażka</translation>
        </message>
    </context>
    <context>
        <name>EndGameDialog</name>
        <message>
            <source>End the game</source>
            <translation>Zakończ grę</translation>
        </message>
        <message>
            <source>End the game now, before a player has won two struggles. This can be undone.</source>
            <translation>Zakończ grę teraz, zanim któryś gracz wygra dwa zmagania. Można to cofnąć.</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Powód</translation>
        </message>
        <message>
            <source>Nobody (a draw)</source>
            <translation>Nikt (remis)</translation>
        </message>
        <message>
            <source>A player conceded</source>
            <translation>Gracz się poddał</translation>
        </message>
        <message>
            <source>Out of time</source>
            <translation>Skończył się czas</translation>
        </message>
        <message>
            <source>The players agreed</source>
            <translation>Gracze się umówili</translation>
        </message>
        <message>
            <source>Who concedes</source>
            <translation>Kto się poddaje</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>An SPT list code is written with square brackets, spt[…], and this one has "{found}".</source>
            <translation>Kod listy SPT zapisuje się w nawiasach kwadratowych, spt[…], a ten ma postać „{found}”.</translation>
        </message>
        <message>
            <source>This SPT list code is cut short: its closing ] is missing.</source>
            <translation>Ten kod listy SPT jest ucięty: brakuje zamykającego nawiasu ].</translation>
        </message>
        <message>
            <source>This SPT list code holds no unit codes.</source>
            <translation>Ten kod listy SPT nie zawiera kodów jednostek.</translation>
        </message>
        <message>
            <source>Entry {position} of the SPT list code ("{entry}") is not an 8-digit unit code.</source>
            <translation>Pozycja {position} kodu listy SPT („{entry}”) nie jest 8-cyfrowym kodem jednostki.</translation>
        </message>
        <message>
            <source>No loaded catalogue knows the units at {positions}.</source>
            <translation>Żaden wczytany katalog nie zna jednostek na tych pozycjach: {positions}.</translation>
        </message>
        <message>
            <source>position {position} ({code})</source>
            <translation>pozycja {position} ({code})</translation>
        </message>
        <message>
            <source>This Tabletop Admiral link holds no unit ids after /listbuilder/.</source>
            <translation>Ten link do Tabletop Admiral nie zawiera identyfikatorów jednostek po /listbuilder/.</translation>
        </message>
        <message>
            <source>Entry {position} of the Tabletop Admiral link ("{entry}") is not a unit number.</source>
            <translation>Pozycja {position} linku do Tabletop Admiral („{entry}”) nie jest numerem jednostki.</translation>
        </message>
        <message>
            <source>Squad {squad} is not complete, and an SPT list code lists the three units of every squad.</source>
            <translation>Oddział {squad} jest niekompletny, a kod listy SPT wymienia trzy jednostki każdego oddziału.</translation>
        </message>
        <message>
            <source>Squad {squad} is not complete, and a Tabletop Admiral link lists the three units of every squad.</source>
            <translation>Oddział {squad} jest niekompletny, a link do Tabletop Admiral wymienia trzy jednostki każdego oddziału.</translation>
        </message>
        <message>
            <source>{unit} has no SPT code in the catalogue, so it cannot be shared that way.</source>
            <translation>{unit} nie ma w katalogu kodu SPT, więc nie można udostępnić tej jednostki w ten sposób.</translation>
        </message>
        <message>
            <source>{unit} has no Tabletop Admiral number in the catalogue, so it cannot be shared that way.</source>
            <translation>{unit} nie ma w katalogu numeru Tabletop Admiral, więc nie można udostępnić tej jednostki w ten sposób.</translation>
        </message>
        <message>
            <source>No loaded catalogue has a unit with the id "{unit_id}".</source>
            <translation>Żaden wczytany katalog nie zawiera jednostki o identyfikatorze „{unit_id}”.</translation>
        </message>
        <message>
            <source>A game of Shatterpoint needs exactly two players.</source>
            <translation>W grze Shatterpoint bierze udział dokładnie dwóch graczy.</translation>
        </message>
        <message>
            <source>The deck mode must be "digital" or "physical".</source>
            <translation>Tryb talii musi mieć wartość „digital” albo „physical”.</translation>
        </message>
        <message>
            <source>The first player must be player 0 or player 1.</source>
            <translation>Pierwszym graczem musi być gracz 0 albo gracz 1.</translation>
        </message>
        <message>
            <source>The order deck of {player} must hold the order card of each of their units and the Shatterpoint card, once each.</source>
            <translation>Talia rozkazów gracza {player} musi zawierać po jednej karcie rozkazu każdej jego jednostki oraz kartę Shatterpoint.</translation>
        </message>
        <message>
            <source>The strike team of {player} names a unit that is not in the catalogue: "{unit}".</source>
            <translation>Grupa uderzeniowa gracza {player} zawiera jednostkę spoza katalogu: „{unit}”.</translation>
        </message>
        <message>
            <source>The strike team of {player} holds "{unit}" twice.</source>
            <translation>Grupa uderzeniowa gracza {player} zawiera dwukrotnie „{unit}”.</translation>
        </message>
        <message>
            <source>The strike team of {player} has no unit.</source>
            <translation>Grupa uderzeniowa gracza {player} nie zawiera żadnej jednostki.</translation>
        </message>
        <message>
            <source>a game of Shatterpoint has two players, not {count}.</source>
            <translation>w grze Shatterpoint biorą udział dwaj gracze, a nie {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game ends (struggles, conceded, time or agreed).</source>
            <translation>„{reason}” nie jest sposobem zakończenia gry (struggles, conceded, time lub agreed).</translation>
        </message>
        <message>
            <source>nobody claims more than 2 struggles: the first to claim 2 wins the game.</source>
            <translation>nikt nie wygrywa więcej niż 2 zmagań: zwycięzcą zostaje gracz, który jako pierwszy wygra 2 zmagania.</translation>
        </message>
        <message>
            <source>only one player can claim 2 struggles: the game ends as soon as one does.</source>
            <translation>tylko jeden gracz może wygrać 2 zmagania: gra kończy się, gdy tylko któryś z nich to zrobi.</translation>
        </message>
        <message>
            <source>the player who claims 2 struggles wins the game: the result cannot be {result}.</source>
            <translation>gracz, który wygra 2 zmagania, wygrywa grę: wynikiem nie może być {result}.</translation>
        </message>
        <message>
            <source>a game where a player claims 2 struggles ends on "{struggles}", not "{reason}".</source>
            <translation>gdy gracz wygrał 2 zmagania, gra kończy się jako „{struggles}”, a nie „{reason}”.</translation>
        </message>
        <message>
            <source>a game won on struggles ends when the winner claims 2 struggles.</source>
            <translation>gra wygrana w zmaganiach kończy się, gdy zwycięzca wygra 2 zmagania.</translation>
        </message>
    </context>
    <context>
        <name>ForceCorrectionDialog</name>
        <message>
            <source>Correct {player}'s Force</source>
            <translation>Popraw Moc gracza {player}</translation>
        </message>
        <message>
            <source>Available Force</source>
            <translation>Przygotowana Moc</translation>
        </message>
    </context>
    <context>
        <name>ForcePool</name>
        <message>
            <source>Force</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Spend 1</source>
            <translation>Zużyj 1</translation>
        </message>
        <message>
            <source>Spend 1 Force from the pool (an ability's cost)</source>
            <translation>Zużyj 1 Moc z puli Mocy (koszt zdolności)</translation>
        </message>
        <message>
            <source>Correct the Force pool by hand</source>
            <translation>Popraw pulę Mocy ręcznie</translation>
        </message>
        <message>
            <source>{force}: {available}, {spent}</source>
            <translation>{force}: {available}, {spent}</translation>
        </message>
        <message numerus="yes">
            <source>%n available</source>
            <translation>
                <numerusform>%n przygotowany</numerusform>
                <numerusform>%n przygotowane</numerusform>
                <numerusform>%n przygotowanych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n spent</source>
            <translation>
                <numerusform>%n zużyty</numerusform>
                <numerusform>%n zużyte</numerusform>
                <numerusform>%n zużytych</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewGameOptions</name>
        <message>
            <source>Roll {number}</source>
            <translation>Rzut {number}</translation>
        </message>
        <message>
            <source>{player} goes first.</source>
            <translation>{player} zaczyna.</translation>
        </message>
        <message>
            <source>A full tie was rolled again. </source>
            <translation>Przy pełnym remisie rzut powtórzono. </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Mission set</source>
            <translation>Zestaw z misją</translation>
        </message>
        <message>
            <source>The mission set you play</source>
            <translation>Rozgrywany zestaw z misją</translation>
        </message>
        <message>
            <source>Objectives</source>
            <translation>Cele misji</translation>
        </message>
        <message>
            <source>Order decks</source>
            <translation>Talie rozkazów</translation>
        </message>
        <message>
            <source>Digital: Muster shuffles and reveals</source>
            <translation>Cyfrowe: Muster tasuje i odkrywa</translation>
        </message>
        <message>
            <source>Physical: we use our own cards</source>
            <translation>Fizyczne: używamy własnych kart</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Pierwszy gracz</translation>
        </message>
        <message>
            <source>Roll the dice</source>
            <translation>Rzuć kośćmi</translation>
        </message>
        <message>
            <source>Five attack dice each: most crits, then hits, then expertise; a full tie rolls again</source>
            <translation>Każdy rzuca pięcioma kośćmi ataku: wygrywa najwięcej trafień krytycznych, potem trafień, potem wyszkolenia; przy pełnym remisie rzut się powtarza</translation>
        </message>
    </context>
    <context>
        <name>ObjectivesPanel</name>
        <message>
            <source>Objectives</source>
            <translation>Cele misji</translation>
        </message>
        <message>
            <source>Objective {number}</source>
            <translation>Cel misji {number}</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Aktywny</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Nieaktywny</translation>
        </message>
        <message>
            <source>The mission's priority marker</source>
            <translation>Znacznik priorytetowego celu misji</translation>
        </message>
        <message>
            <source>Nobody</source>
            <translation>Nikt</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>Who controls this objective; press to change (nobody, then each player)</source>
            <translation>Kto kontroluje ten cel misji; naciśnij, aby zmienić (nikt, potem każdy z graczy)</translation>
        </message>
        <message>
            <source>Who controls this objective; press to give it to the opponent (control stays until the opponent takes it or the struggle ends)</source>
            <translation>Kto kontroluje ten cel misji; naciśnij, by oddać go przeciwnikowi (kontrola trwa, dopóki nie przejmie go przeciwnik albo nie skończy się zmaganie)</translation>
        </message>
    </context>
    <context>
        <name>OrderDeckPanel</name>
        <message>
            <source>Order deck</source>
            <translation>Talia rozkazów</translation>
        </message>
        <message>
            <source>Correct the order deck by hand: move cards between its zones</source>
            <translation>Popraw talię rozkazów ręcznie: przenoś karty między strefami</translation>
        </message>
        <message>
            <source>Use reserve</source>
            <translation>Użyj rezerwy</translation>
        </message>
        <message>
            <source>Activate the reserved order card (U)</source>
            <translation>Aktywuj kartę rozkazu z rezerwy (U)</translation>
        </message>
        <message>
            <source>Reserve (1 Force)</source>
            <translation>Odłóż do rezerwy (1 Moc)</translation>
        </message>
        <message>
            <source>Pay 1 Force to set the revealed card aside and reveal the next one</source>
            <translation>Zapłać 1 Moc, aby odłożyć odkrytą kartę do rezerwy i odkryć następną</translation>
        </message>
        <message>
            <source>Next card (1 Force)</source>
            <translation>Następna karta (1 Moc)</translation>
        </message>
        <message>
            <source>Pay 1 Force to reveal the next card and shuffle the Shatterpoint card back</source>
            <translation>Zapłać 1 Moc, aby odkryć następną kartę i wtasować z powrotem kartę Shatterpoint</translation>
        </message>
        <message>
            <source>Deck {deck} · Discard {discard} · Removed {removed}</source>
            <translation>Talia {deck} · Odrzucone {discard} · Usunięte {removed}</translation>
        </message>
        <message>
            <source>Reserve: {card}</source>
            <translation>Rezerwa: {card}</translation>
        </message>
        <message>
            <source>Revealed card…</source>
            <translation>Odkryta karta…</translation>
        </message>
        <message>
            <source>Physical deck: say which order card you revealed (R)</source>
            <translation>Fizyczna talia: wskaż odkrytą kartę rozkazu (O)</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Odkryj</translation>
        </message>
        <message>
            <source>Reveal the top order card (R)</source>
            <translation>Odkryj wierzchnią kartę rozkazu (O)</translation>
        </message>
        <message>
            <source>Activate {unit}</source>
            <translation>Aktywuj: {unit}</translation>
        </message>
        <message>
            <source>Activate</source>
            <translation>Aktywuj</translation>
        </message>
        <message>
            <source>Activate the revealed card's unit (A)</source>
            <translation>Aktywuj jednostkę z odkrytej karty (A)</translation>
        </message>
        <message>
            <source>Shatterpoint card: activate any unit…</source>
            <translation>Karta Shatterpoint: aktywuj dowolną jednostkę…</translation>
        </message>
        <message>
            <source>The Shatterpoint card lets you activate any of your units</source>
            <translation>Karta Shatterpoint pozwala aktywować dowolną z twoich jednostek</translation>
        </message>
    </context>
    <context>
        <name>ResultView</name>
        <message>
            <source>Add to a campaign…</source>
            <translation>Dodaj do kampanii…</translation>
        </message>
        <message>
            <source>Record this result in a campaign or league's standings</source>
            <translation>Zapisz ten wynik w tabeli kampanii lub ligi</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Drukuj raport z rozgrywki…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, strike teams, log</source>
            <translation>Wydrukuj lub zapisz jako PDF raport z tej rozgrywki: wynik, grupy uderzeniowe, dziennik</translation>
        </message>
        <message>
            <source>Game over: a draw</source>
            <translation>Koniec gry: remis</translation>
        </message>
        <message>
            <source>{player} wins</source>
            <translation>{player} wygrywa</translation>
        </message>
        <message>
            <source>Struggles: {first} {a} – {b} {second}</source>
            <translation>Zmagania: {first} {a} – {b} {second}</translation>
        </message>
        <message>
            <source>Turns: {turns}</source>
            <translation>Tury: {turns}</translation>
        </message>
        <message>
            <source>Duration: {hours} h {minutes:02d} min</source>
            <translation>Czas gry: {hours} h {minutes:02d} min</translation>
        </message>
        <message>
            <source>Units of {player} defeated: {units}</source>
            <translation>Pokonane jednostki gracza {player}: {units}</translation>
        </message>
        <message>
            <source>Recorded in the campaign {name}.</source>
            <translation>Zapisano w kampanii {name}.</translation>
        </message>
        <message>
            <source>{player} won two struggles.</source>
            <translation>{player} wygrywa dwa zmagania.</translation>
        </message>
        <message>
            <source>A player conceded.</source>
            <translation>Jeden z graczy poddał grę.</translation>
        </message>
        <message>
            <source>{player} conceded.</source>
            <translation>{player} poddaje grę.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Skończył się czas.</translation>
        </message>
        <message>
            <source>The players agreed to end the game.</source>
            <translation>Gracze zgodzili się zakończyć grę.</translation>
        </message>
    </context>
    <context>
        <name>Shatterpoint</name>
        <message>
            <source>Primary</source>
            <translation>Główna</translation>
        </message>
        <message>
            <source>Secondary</source>
            <translation>Dodatkowa</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Wspierająca</translation>
        </message>
        <message>
            <source>Star Wars: Shatterpoint</source>
            <translation>Star Wars: Shatterpoint</translation>
        </message>
        <message>
            <source>Shatterpoint</source>
            <translation>Shatterpoint</translation>
        </message>
        <message>
            <source>Core Set</source>
            <translation>Zestaw podstawowy</translation>
        </message>
        <message>
            <source>Primary unit</source>
            <translation>Jednostka główna</translation>
        </message>
        <message>
            <source>Secondary unit</source>
            <translation>Jednostka dodatkowa</translation>
        </message>
        <message>
            <source>Supporting unit</source>
            <translation>Jednostka wspierająca</translation>
        </message>
        <message>
            <source>SP</source>
            <translation>PO</translation>
        </message>
        <message>
            <source>PC</source>
            <translation>KP</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Stamina</source>
            <translation>Kondycja</translation>
        </message>
        <message>
            <source>Durability</source>
            <translation>Wytrzymałość</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Postacie</translation>
        </message>
        <message>
            <source>Era:</source>
            <translation>Era:</translation>
        </message>
        <message>
            <source>Eras:</source>
            <translation>Ery:</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Obrażenia</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Osłabiony</translation>
        </message>
        <message>
            <source>Injured</source>
            <translation>Okaleczony</translation>
        </message>
        <message>
            <source>Squad {number}</source>
            <translation>Oddział {number}</translation>
        </message>
        <message>
            <source>Force pool</source>
            <translation>Pula Mocy</translation>
        </message>
        <message>
            <source>Force pool: tick each Force spent</source>
            <translation>Pula Mocy: zaznaczaj zużytą Moc</translation>
        </message>
        <message>
            <source>Order deck</source>
            <translation>Talia rozkazów</translation>
        </message>
        <message>
            <source>Order deck ({count} cards)</source>
            <translation>Talia rozkazów (kart: {count})</translation>
        </message>
        <message>
            <source>Shatterpoint card</source>
            <translation>Karta Shatterpoint</translation>
        </message>
        <message>
            <source>Struggles</source>
            <translation>Zmagania</translation>
        </message>
        <message>
            <source>Struggle card</source>
            <translation>Karta zmagania</translation>
        </message>
        <message>
            <source>Won by me</source>
            <translation>Wygrane przeze mnie</translation>
        </message>
        <message>
            <source>Won by opponent</source>
            <translation>Wygrane przez przeciwnika</translation>
        </message>
        <message>
            <source>Phase I</source>
            <translation>Faza I</translation>
        </message>
        <message>
            <source>Phase II</source>
            <translation>Faza II</translation>
        </message>
        <message>
            <source>Phase III</source>
            <translation>Faza III</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Misja</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Grupa uderzeniowa</translation>
        </message>
        <message>
            <source>Unnamed strike team</source>
            <translation>Grupa uderzeniowa bez nazwy</translation>
        </message>
        <message>
            <source>Mission set: {name}</source>
            <translation>Zestaw z misją: {name}</translation>
        </message>
        <message>
            <source>Share code:</source>
            <translation>Kod udostępniania:</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Wydrukowano w programie Muster {version}</translation>
        </message>
        <message>
            <source>Game report</source>
            <translation>Raport z rozgrywki</translation>
        </message>
        <message>
            <source>{player} wins, {score} in struggles</source>
            <translation>Wygrywa {player}, {score} w zmaganiach</translation>
        </message>
        <message>
            <source>The game ended without a winner</source>
            <translation>Rozgrywka zakończyła się bez zwycięzcy</translation>
        </message>
        <message>
            <source>The game is not finished</source>
            <translation>Rozgrywka nie jest zakończona</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Tury</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Czas gry</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Pierwszy gracz</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Struggles won</source>
            <translation>Wygrane zmagania</translation>
        </message>
        <message>
            <source>Units defeated</source>
            <translation>Pokonane jednostki</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Jednostka</translation>
        </message>
        <message>
            <source>Squad</source>
            <translation>Oddział</translation>
        </message>
        <message>
            <source>At the end</source>
            <translation>Na koniec</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Pokonana</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>W grze</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Faza</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Wygrał</translation>
        </message>
        <message>
            <source>Turn by turn</source>
            <translation>Tura po turze</translation>
        </message>
        <message>
            <source>Turn by turn (continued)</source>
            <translation>Tura po turze (ciąg dalszy)</translation>
        </message>
        <message>
            <source>SPT list code</source>
            <translation>Kod listy SPT</translation>
        </message>
        <message>
            <source>Tabletop Admiral link</source>
            <translation>Link do Tabletop Admiral</translation>
        </message>
        <message>
            <source>the mission set with SPT code {code}</source>
            <translation>zestaw z misją o kodzie SPT {code}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nazwa</translation>
        </message>
        <message>
            <source>unique name</source>
            <translation>unikalna nazwa</translation>
        </message>
        <message>
            <source>unit type</source>
            <translation>rodzaj jednostki</translation>
        </message>
        <message>
            <source>stamina</source>
            <translation>kondycja</translation>
        </message>
        <message>
            <source>durability</source>
            <translation>wytrzymałość</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>postacie</translation>
        </message>
        <message>
            <source>eras</source>
            <translation>ery</translation>
        </message>
        <message>
            <source>traits</source>
            <translation>cechy</translation>
        </message>
        <message>
            <source>box</source>
            <translation>pudełko</translation>
        </message>
        <message>
            <source>source</source>
            <translation>źródło</translation>
        </message>
        <message>
            <source>SPT code</source>
            <translation>kod SPT</translation>
        </message>
        <message>
            <source>Tabletop Admiral id</source>
            <translation>identyfikator Tabletop Admiral</translation>
        </message>
        <message>
            <source>{field} (English)</source>
            <translation>{field} (angielska)</translation>
        </message>
        <message>
            <source>{field} (French)</source>
            <translation>{field} (francuska)</translation>
        </message>
        <message>
            <source>{field} (Polish)</source>
            <translation>{field} (polska)</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Aktywacyjna</translation>
        </message>
        <message>
            <source>Reactive</source>
            <translation>Reakcyjna</translation>
        </message>
        <message>
            <source>Innate</source>
            <translation>Wrodzona</translation>
        </message>
        <message>
            <source>Tactic</source>
            <translation>Taktyczna</translation>
        </message>
        <message>
            <source>Identity</source>
            <translation>Indywidualna</translation>
        </message>
        <message>
            <source>{force} {cost}</source>
            <translation>{force} {cost}</translation>
        </message>
        <message>
            <source>abilities</source>
            <translation>zdolności</translation>
        </message>
        <message>
            <source>Two struggles won</source>
            <translation>Wygrane dwa zmagania</translation>
        </message>
        <message>
            <source>Concession</source>
            <translation>Poddanie się</translation>
        </message>
        <message>
            <source>Time ran out</source>
            <translation>Koniec czasu</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>Za zgodą graczy</translation>
        </message>
        <message>
            <source>a draw</source>
            <translation>remis</translation>
        </message>
        <message>
            <source>the other player's win</source>
            <translation>wygrana drugiego gracza</translation>
        </message>
        <message>
            <source>Struggles lost</source>
            <translation>Przegrane zmagania</translation>
        </message>
        <message>
            <source>Struggle difference</source>
            <translation>Różnica zmagań</translation>
        </message>
        <message>
            <source>Strike teams</source>
            <translation>Grupy uderzeniowe</translation>
        </message>
        <message>
            <source>Struggles so far {score}</source>
            <translation>Zmagania na razie {score}</translation>
        </message>
        <message>
            <source>struggles {score} · turn {turns}</source>
            <translation>zmagania {score} · tura {turns}</translation>
        </message>
        <message>
            <source>Squad {squad}: {pc} of {sp} points spent</source>
            <translation>Oddział {squad}: wydano {pc} z {sp} pkt</translation>
        </message>
        <message>
            <source>Force pool: {force} · characters: {characters} · units: {units}</source>
            <translation>Pula Mocy: {force} · postacie: {characters} · jednostki: {units}</translation>
        </message>
    </context>
    <context>
        <name>ShatterpointBuilder</name>
        <message>
            <source>Untitled strike team</source>
            <translation>Grupa uderzeniowa bez nazwy</translation>
        </message>
        <message>
            <source>Saved strike teams</source>
            <translation>Zapisane grupy uderzeniowe</translation>
        </message>
        <message>
            <source>No saved strike teams yet. Build one and press Save (Ctrl+S).</source>
            <translation>Nie ma jeszcze zapisanych grup uderzeniowych. Zbuduj jedną i naciśnij Zapisz (Ctrl+S).</translation>
        </message>
        <message>
            <source>No saved strike team matches this search.</source>
            <translation>Żadna zapisana grupa uderzeniowa nie pasuje do wyszukiwania.</translation>
        </message>
        <message>
            <source>No saved strike teams yet</source>
            <translation>Brak zapisanych grup uderzeniowych</translation>
        </message>
        <message>
            <source>Empty strike team: add units from the catalogue.</source>
            <translation>Pusta grupa uderzeniowa: dodaj jednostki z katalogu.</translation>
        </message>
        <message>
            <source>Legal strike team.</source>
            <translation>Grupa uderzeniowa zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Casual strike team (house rules allowed).</source>
            <translation>Grupa uderzeniowa do gry swobodnej (zasady domowe dozwolone).</translation>
        </message>
        <message>
            <source>Start a new strike team (Ctrl+N)</source>
            <translation>Zacznij nową grupę uderzeniową (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save the strike team in Muster, legal or not (Ctrl+S)</source>
            <translation>Zapisz grupę uderzeniową w Muster, także niezgodną z zasadami (Ctrl+S)</translation>
        </message>
        <message>
            <source>Open one of the strike teams saved last</source>
            <translation>Otwórz jedną z ostatnio zapisanych grup uderzeniowych</translation>
        </message>
        <message>
            <source>Open a strike team from a Muster code, an SPT code or a Tabletop Admiral link</source>
            <translation>Otwórz grupę uderzeniową z kodu Muster, kodu SPT lub linku Tabletop Admiral</translation>
        </message>
        <message>
            <source>Print the strike team's sheet and unit cards, or export them as PDF (Ctrl+P)</source>
            <translation>Wydrukuj arkusz grupy uderzeniowej i karty jednostek albo wyeksportuj je do PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Start a game with this strike team on the Games page</source>
            <translation>Rozpocznij grę tą grupą uderzeniową na stronie Gry</translation>
        </message>
        <message>
            <source>Rename strike team</source>
            <translation>Zmień nazwę grupy uderzeniowej</translation>
        </message>
        <message>
            <source>Strike team opened from a share code; save it to keep it.</source>
            <translation>Otwarto grupę uderzeniową z kodu; zapisz ją, aby ją zachować.</translation>
        </message>
        <message>
            <source>The strike team is on the clipboard as text.</source>
            <translation>Grupa uderzeniowa jest w schowku jako tekst.</translation>
        </message>
        <message>
            <source>strike-team</source>
            <translation>grupa-uderzeniowa</translation>
        </message>
        <message>
            <source>Copy Muster share code</source>
            <translation>Kopiuj kod Muster</translation>
        </message>
        <message>
            <source>Copy SPT list code</source>
            <translation>Kopiuj kod listy SPT</translation>
        </message>
        <message>
            <source>Copy Tabletop Admiral link</source>
            <translation>Kopiuj link Tabletop Admiral</translation>
        </message>
        <message>
            <source>Suggestions</source>
            <translation>Propozycje</translation>
        </message>
        <message>
            <source>Mission set</source>
            <translation>Zestaw z misją</translation>
        </message>
        <message>
            <source>Name of the mission set</source>
            <translation>Nazwa zestawu z misją</translation>
        </message>
        <message>
            <source>Open the Catalogue page</source>
            <translation>Otwórz stronę Katalog</translation>
        </message>
        <message>
            <source>Hide this message</source>
            <translation>Ukryj tę wiadomość</translation>
        </message>
        <message>
            <source>More units come from packs: import a community folder or a Muster pack file on the Catalogue page.</source>
            <translation>Więcej jednostek dają pakiety: zaimportuj folder społeczności albo plik pakietu Muster na stronie Katalog.</translation>
        </message>
        <message>
            <source>Where to start</source>
            <translation>Od czego zacząć</translation>
        </message>
        <message>
            <source>Choose a Primary for squad 1: its slot is selected, and the catalogue lists the Primaries. Double-click one, press Enter or drag it onto the slot.</source>
            <translation>Wybierz jednostkę główną dla oddziału 1: jej pole jest zaznaczone, a katalog pokazuje jednostki główne. Kliknij jedną dwukrotnie, naciśnij Enter albo przeciągnij ją na pole.</translation>
        </message>
        <message>
            <source>Its Squad Points pay for the squad's Secondary and Support: the catalogue then shows which ones fit, and greys the others with the reason.</source>
            <translation>Jej punkty oddziału opłacają jednostkę dodatkową i wspierającą oddziału: katalog pokaże wtedy, które pasują, a pozostałe wyszarzy i poda powód.</translation>
        </message>
        <message>
            <source>Build squad 2 the same way. The problems of the strike team are listed here as soon as it has a unit.</source>
            <translation>Tak samo zbuduj oddział 2. Problemy grupy uderzeniowej pojawią się tutaj, gdy tylko będzie miała jednostkę.</translation>
        </message>
        <message>
            <source>Muster comes with {count} units. More come from packs: import a community folder or a Muster pack file on the Catalogue page.</source>
            <translation>Muster zawiera jednostki wbudowane (liczba: {count}). Więcej dają pakiety: zaimportuj folder społeczności albo plik pakietu Muster na stronie Katalog.</translation>
        </message>
        <message>
            <source>Selected slot: {slot}. Double-click a unit, press Enter or drag it onto the slot to put it there.</source>
            <translation>Wybrane pole: {slot}. Kliknij dwukrotnie jednostkę, naciśnij Enter albo przeciągnij ją na pole, aby ją tam umieścić.</translation>
        </message>
        <message>
            <source>Every slot for this unit is taken: select one to replace the unit in it.</source>
            <translation>Wszystkie miejsca na tę jednostkę są zajęte: zaznacz jedno, aby zastąpić stojącą w nim jednostkę.</translation>
        </message>
        <message>
            <source>Add {unit}</source>
            <translation>Dodaj: {unit}</translation>
        </message>
        <message>
            <source>Remove {unit}</source>
            <translation>Usuń: {unit}</translation>
        </message>
        <message>
            <source>Move {unit}</source>
            <translation>Przenieś: {unit}</translation>
        </message>
        <message>
            <source>Swap {unit} and {other}</source>
            <translation>Zamień: {unit} i {other}</translation>
        </message>
        <message>
            <source>Complete squad {squad} with {units}</source>
            <translation>Uzupełnij oddział {squad}: {units}</translation>
        </message>
        <message>
            <source>Set the mission set</source>
            <translation>Wybierz zestaw z misją</translation>
        </message>
        <message>
            <source>Empty: drop a unit here</source>
            <translation>Puste: upuść tu jednostkę</translation>
        </message>
        <message>
            <source>Not in the catalogue</source>
            <translation>Brak w katalogu</translation>
        </message>
        <message>
            <source>Double-click, Delete or drag it out to remove it; Alt+Left/Right moves it to the other squad.</source>
            <translation>Kliknij dwukrotnie, naciśnij Delete albo przeciągnij ją poza pole, aby ją usunąć; Alt+strzałka w lewo/w prawo przenosi ją do drugiego oddziału.</translation>
        </message>
        <message>
            <source>Squad Points: {spent} spent; the Primary sets how many</source>
            <translation>Punkty oddziału: wydano {spent}; ich liczbę wyznacza jednostka główna</translation>
        </message>
        <message>
            <source>Squad Points: {spent} of {available} used</source>
            <translation>Punkty oddziału: wykorzystano {spent} z {available}</translation>
        </message>
        <message>
            <source>{sp} SP</source>
            <translation>{sp} PO</translation>
        </message>
        <message>
            <source>{pc} PC</source>
            <translation>{pc} KP</translation>
        </message>
        <message>
            <source>{points} · Force {force}</source>
            <translation>{points} · Moc {force}</translation>
        </message>
        <message>
            <source>Strike team: Force pool {force} · characters {characters} · order deck {deck} of {full}</source>
            <translation>Grupa uderzeniowa: Pula Mocy {force} · postacie {characters} · talia rozkazów {deck} z {full}</translation>
        </message>
        <message>
            <source>Not in your collection: {units}.</source>
            <translation>Brak w twojej kolekcji: {units}.</translation>
        </message>
    </context>
    <context>
        <name>ShatterpointImport</name>
        <message>
            <source>the file is not a JSON object</source>
            <translation>plik nie jest obiektem JSON</translation>
        </message>
        <message>
            <source>the unit has no English name (name-en)</source>
            <translation>jednostka nie ma angielskiej nazwy (name-en)</translation>
        </message>
        <message>
            <source>the name "{name}" has no letter or digit to make an id from</source>
            <translation>nazwa „{name}” nie ma litery ani cyfry, z których można utworzyć identyfikator</translation>
        </message>
        <message>
            <source>unknown unit type "{value}" (primary, secondary or supporting)</source>
            <translation>nieznany rodzaj jednostki „{value}” (primary, secondary lub supporting)</translation>
        </message>
        <message>
            <source>{field} must be at least {minimum}, not {value}</source>
            <translation>{field} musi wynosić co najmniej {minimum}, a nie {value}</translation>
        </message>
        <message>
            <source>missing figures: {fields}</source>
            <translation>brakujące wartości: {fields}</translation>
        </message>
        <message>
            <source>a primary unit needs its Squad Points (squadpoints)</source>
            <translation>jednostka główna musi mieć Punkty oddziału (squadpoints)</translation>
        </message>
        <message>
            <source>a secondary or support unit needs its Point Cost (pointcost)</source>
            <translation>jednostka dodatkowa lub wspierająca musi mieć Koszt punktowy (pointcost)</translation>
        </message>
        <message>
            <source>the unit has no era</source>
            <translation>jednostka nie ma ery</translation>
        </message>
        <message>
            <source>unknown era "{era}"</source>
            <translation>nieznana era „{era}”</translation>
        </message>
        <message>
            <source>the unit is not valid: {detail}</source>
            <translation>jednostka jest niepoprawna: {detail}</translation>
        </message>
        <message>
            <source>unit id "{id}" is already taken by {other}</source>
            <translation>identyfikator jednostki „{id}” jest już zajęty przez {other}</translation>
        </message>
    </context>
    <context>
        <name>ShatterpointTracker</name>
        <message>
            <source>The field "{field}" is missing.</source>
            <translation>Brakuje pola „{field}”.</translation>
        </message>
        <message>
            <source>The field "{field}" must be a whole number from {low} to {high}.</source>
            <translation>Pole „{field}” musi być liczbą całkowitą od {low} do {high}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be true or false.</source>
            <translation>Pole „{field}” musi mieć wartość true lub false.</translation>
        </message>
        <message>
            <source>The field "{field}" must be one of: {choices}.</source>
            <translation>Pole „{field}” musi mieć jedną z wartości: {choices}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be a list of order cards.</source>
            <translation>Pole „{field}” musi być listą kart rozkazu.</translation>
        </message>
        <message>
            <source>{player} has no unit "{unit}".</source>
            <translation>Gracz {player} nie ma jednostki „{unit}”.</translation>
        </message>
        <message>
            <source>No turn has started.</source>
            <translation>Żadna tura się nie rozpoczęła.</translation>
        </message>
        <message>
            <source>The refreshed deck must hold exactly the discarded cards.</source>
            <translation>Odświeżona talia musi zawierać dokładnie karty ze stosu odrzuconych.</translation>
        </message>
        <message>
            <source>{player} must refresh the order deck: the event needs the shuffled deck.</source>
            <translation>Gracz {player} musi odświeżyć talię rozkazów: zdarzenie musi zawierać potasowaną talię.</translation>
        </message>
        <message>
            <source>The current turn has not ended.</source>
            <translation>Bieżąca tura się nie skończyła.</translation>
        </message>
        <message>
            <source>The turn is already past step {step}.</source>
            <translation>Tura jest już za krokiem {step}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be text.</source>
            <translation>Pole „{field}” musi być tekstem.</translation>
        </message>
        <message>
            <source>Objectives are numbered from 0 to {last}; {given} is not valid.</source>
            <translation>Cele misji mają numery od 0 do {last}; {given} jest nieprawidłowe.</translation>
        </message>
        <message>
            <source>The priority objective must be an active one.</source>
            <translation>Priorytetowy cel misji musi być aktywny.</translation>
        </message>
        <message>
            <source>A unit has already activated this turn.</source>
            <translation>W tej turze jednostka została już aktywowana.</translation>
        </message>
        <message>
            <source>An order card is already revealed this turn.</source>
            <translation>W tej turze karta rozkazu jest już odkryta.</translation>
        </message>
        <message>
            <source>The reserved card is not "{card}".</source>
            <translation>Karta w rezerwie to nie „{card}”.</translation>
        </message>
        <message>
            <source>A card reserved this turn cannot be taken back this turn.</source>
            <translation>Karty odłożonej do rezerwy w tej turze nie można użyć w tej samej turze.</translation>
        </message>
        <message>
            <source>The deck is empty: the reserved card must be used.</source>
            <translation>Talia jest pusta: trzeba użyć karty z rezerwy.</translation>
        </message>
        <message>
            <source>The order deck is not empty and cannot be refreshed.</source>
            <translation>Talia rozkazów nie jest pusta i nie można jej odświeżyć.</translation>
        </message>
        <message>
            <source>Reveal the struggle card of phase {phase} before the turn starts.</source>
            <translation>Przed rozpoczęciem tury odkryj kartę zmagania fazy {phase}.</translation>
        </message>
        <message>
            <source>A struggle card is revealed between turns, not during one.</source>
            <translation>Kartę zmagania odkrywa się między turami, nie w trakcie tury.</translation>
        </message>
        <message>
            <source>The struggle card of phase {phase} is already revealed.</source>
            <translation>Karta zmagania fazy {phase} jest już odkryta.</translation>
        </message>
        <message>
            <source>{player} has no unit left to activate.</source>
            <translation>Gracz {player} nie ma już jednostki do aktywowania.</translation>
        </message>
        <message>
            <source>After skipping the Shatterpoint card, the next card comes from the deck.</source>
            <translation>Po pominięciu karty Shatterpoint następna karta pochodzi z talii rozkazów.</translation>
        </message>
        <message>
            <source>The card "{card}" cannot be removed: it is not the card of a defeated unit in the deck.</source>
            <translation>Nie można usunąć karty „{card}”: to nie jest karta pokonanej jednostki znajdująca się w talii.</translation>
        </message>
        <message>
            <source>The top card of the deck is not "{card}".</source>
            <translation>Wierzchnia karta talii to nie „{card}”.</translation>
        </message>
        <message>
            <source>The card "{card}" is not in the order deck.</source>
            <translation>Karty „{card}” nie ma w talii rozkazów.</translation>
        </message>
        <message>
            <source>The card "{card}" belongs to a defeated unit and must be removed.</source>
            <translation>Karta „{card}” należy do pokonanej jednostki i musi zostać usunięta.</translation>
        </message>
        <message>
            <source>The shuffled deck must hold the remaining cards and the Shatterpoint card.</source>
            <translation>Potasowana talia musi zawierać pozostałe karty i kartę Shatterpoint.</translation>
        </message>
        <message>
            <source>The Shatterpoint card goes back into the deck: the event needs the shuffled deck.</source>
            <translation>Karta Shatterpoint wraca do talii: zdarzenie musi zawierać potasowaną talię.</translation>
        </message>
        <message>
            <source>No order card is revealed.</source>
            <translation>Żadna karta rozkazu nie jest odkryta.</translation>
        </message>
        <message>
            <source>The Shatterpoint card is never reserved.</source>
            <translation>Karty Shatterpoint nigdy nie odkłada się do rezerwy.</translation>
        </message>
        <message>
            <source>Only one card can be reserved per turn.</source>
            <translation>W jednej turze można odłożyć do rezerwy tylko jedną kartę.</translation>
        </message>
        <message>
            <source>The card revealed after the Shatterpoint card must be activated.</source>
            <translation>Karta odkryta po karcie Shatterpoint musi zostać aktywowana.</translation>
        </message>
        <message>
            <source>A card is already in reserve.</source>
            <translation>W rezerwie jest już karta.</translation>
        </message>
        <message>
            <source>The last card of the order deck cannot be reserved: a reserved card must be used before the deck is refreshed.</source>
            <translation>Ostatniej karty talii rozkazów nie można odłożyć do rezerwy: przed odświeżeniem talii trzeba użyć karty z rezerwy.</translation>
        </message>
        <message>
            <source>{player} has no Force left.</source>
            <translation>Gracz {player} nie ma już przygotowanej Mocy.</translation>
        </message>
        <message>
            <source>The Shatterpoint card is not revealed.</source>
            <translation>Karta Shatterpoint nie jest odkryta.</translation>
        </message>
        <message>
            <source>There is no next card to reveal: the deck is empty and the reserved card must be used before it is refreshed.</source>
            <translation>Nie ma następnej karty do odkrycia: talia jest pusta, a przed jej odświeżeniem trzeba użyć karty z rezerwy.</translation>
        </message>
        <message>
            <source>There is no other card to reveal.</source>
            <translation>Nie ma innej karty do odkrycia.</translation>
        </message>
        <message>
            <source>Reveal an order card before activating a unit.</source>
            <translation>Przed aktywacją jednostki odkryj kartę rozkazu.</translation>
        </message>
        <message>
            <source>{unit} is defeated and cannot activate.</source>
            <translation>{unit}: jednostka jest pokonana i nie może zostać aktywowana.</translation>
        </message>
        <message>
            <source>The revealed card "{card}" does not activate {unit}.</source>
            <translation>Odkryta karta „{card}” nie aktywuje jednostki {unit}.</translation>
        </message>
        <message>
            <source>{unit} is Wounded: name one of its conditions to remove.</source>
            <translation>{unit}: jednostka jest osłabiona – wskaż, który stan usunąć.</translation>
        </message>
        <message>
            <source>{unit} has no condition to remove.</source>
            <translation>{unit}: jednostka nie ma stanu do usunięcia.</translation>
        </message>
        <message>
            <source>A condition is removed at the start of an activation only for a Wounded unit.</source>
            <translation>Na początku aktywacji stan usuwa tylko osłabiona jednostka.</translation>
        </message>
        <message>
            <source>No unit is activating.</source>
            <translation>Żadna jednostka nie jest aktywowana.</translation>
        </message>
        <message>
            <source>Each action can be taken only once per activation.</source>
            <translation>Każdą akcję można wykonać tylko raz na aktywację.</translation>
        </message>
        <message>
            <source>The unit has taken its two actions.</source>
            <translation>Jednostka wykonała już swoje dwie akcje.</translation>
        </message>
        <message>
            <source>{unit} is defeated.</source>
            <translation>{unit}: jednostka jest pokonana.</translation>
        </message>
        <message>
            <source>{unit} is Wounded and cannot suffer damage.</source>
            <translation>{unit}: jednostka jest osłabiona i nie może otrzymywać obrażeń.</translation>
        </message>
        <message>
            <source>{unit} is Wounded and cannot remove damage.</source>
            <translation>{unit}: jednostka jest osłabiona i nie może usuwać obrażeń.</translation>
        </message>
        <message>
            <source>{unit} has no damage.</source>
            <translation>{unit}: jednostka nie ma obrażeń.</translation>
        </message>
        <message>
            <source>{unit} does not have that condition.</source>
            <translation>{unit}: jednostka nie ma tego stanu.</translation>
        </message>
        <message>
            <source>{unit} is already on stance side {side}.</source>
            <translation>{unit}: karta walki jest już na stronie {side}.</translation>
        </message>
        <message>
            <source>{unit} flips its stance card only during its own activation.</source>
            <translation>{unit}: kartę walki można odwrócić tylko podczas własnej aktywacji.</translation>
        </message>
        <message>
            <source>{unit} has already flipped its stance card this activation.</source>
            <translation>{unit}: karta walki została już odwrócona w tej aktywacji.</translation>
        </message>
        <message>
            <source>{unit} is not Strained.</source>
            <translation>{unit}: jednostka nie ma stanu Zmęczenie.</translation>
        </message>
        <message>
            <source>The ability costs {amount} Force and {player} has only {available}.</source>
            <translation>Zdolność kosztuje {amount} Mocy, a gracz {player} ma tylko {available}.</translation>
        </message>
        <message>
            <source>{player} has only {available} Force available.</source>
            <translation>Gracz {player} ma tylko {available} przygotowanej Mocy.</translation>
        </message>
        <message>
            <source>The turn cannot end before a unit has activated.</source>
            <translation>Tura nie może się skończyć, zanim jednostka zostanie aktywowana.</translation>
        </message>
        <message>
            <source>The revealed order card has not been used.</source>
            <translation>Odkryta karta rozkazu nie została użyta.</translation>
        </message>
        <message>
            <source>The control list must name a controller for each of the {count} objectives.</source>
            <translation>Lista kontroli musi wskazywać kontrolującego dla każdego z {count} celów misji.</translation>
        </message>
        <message>
            <source>An objective's controller must be 0, 1 or null.</source>
            <translation>Gracz kontrolujący cel misji musi mieć wartość 0, 1 lub null.</translation>
        </message>
        <message>
            <source>{player} keeps control of an objective until the opponent takes it or the struggle ends.</source>
            <translation>Gracz {player} zachowuje kontrolę nad celem misji, dopóki nie przejmie go przeciwnik albo nie skończy się zmaganie.</translation>
        </message>
        <message>
            <source>An inactive objective cannot be controlled.</source>
            <translation>Nieaktywnego celu misji nie można kontrolować.</translation>
        </message>
        <message>
            <source>The field "{field}" must hold two lists of different numbers from 1 to {high}.</source>
            <translation>Pole „{field}” musi zawierać dwie listy różnych liczb od 1 do {high}.</translation>
        </message>
        <message>
            <source>At most one unit card can be in reserve.</source>
            <translation>W rezerwie może być najwyżej jedna karta jednostki.</translation>
        </message>
        <message>
            <source>The zones must hold each of the player's order cards exactly once.</source>
            <translation>Strefy muszą zawierać każdą kartę rozkazu gracza dokładnie raz.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{known}"?</source>
            <translation>Nieznane pole „{field}”: czy chodziło o „{known}”?</translation>
        </message>
        <message>
            <source>Unknown field "{field}": this event has no fields.</source>
            <translation>Nieznane pole „{field}”: to zdarzenie nie ma pól.</translation>
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
            <translation>Nieznany rodzaj zdarzenia: „{type}”.</translation>
        </message>
        <message>
            <source>The payload must be an object.</source>
            <translation>Zawartość (payload) musi być obiektem.</translation>
        </message>
        <message>
            <source>unknown field "{field}" in {where}</source>
            <translation>nieznane pole „{field}” w {where}</translation>
        </message>
        <message>
            <source>the setup is not an object</source>
            <translation>przygotowanie gry nie jest obiektem</translation>
        </message>
        <message>
            <source>the setup's "players" must be a list of two players</source>
            <translation>„players” w przygotowaniu gry musi być listą dwóch graczy</translation>
        </message>
        <message>
            <source>player {number} of the setup has no list of units</source>
            <translation>gracz {number} w przygotowaniu gry nie ma listy jednostek</translation>
        </message>
        <message>
            <source>the unit "{unit}" of player {number}: field "{field}": {problem}</source>
            <translation>jednostka „{unit}” gracza {number}: pole „{field}”: {problem}</translation>
        </message>
        <message>
            <source>Start of turn</source>
            <translation>Początek tury</translation>
        </message>
        <message>
            <source>Reveal an order card</source>
            <translation>Odkrycie karty rozkazu</translation>
        </message>
        <message>
            <source>Activate the unit</source>
            <translation>Aktywacja jednostki</translation>
        </message>
        <message>
            <source>Start of activation</source>
            <translation>Początek aktywacji</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Akcje</translation>
        </message>
        <message>
            <source>End of activation</source>
            <translation>Koniec aktywacji</translation>
        </message>
        <message>
            <source>The activation ends</source>
            <translation>Aktywacja się kończy</translation>
        </message>
        <message>
            <source>End of turn: objective control</source>
            <translation>Koniec tury: kontrola celów misji</translation>
        </message>
        <message>
            <source>Struggle token move</source>
            <translation>Ruch znacznika zmagania</translation>
        </message>
        <message>
            <source>Defeat check</source>
            <translation>Sprawdzenie pokonania</translation>
        </message>
        <message>
            <source>The turn passes</source>
            <translation>Tura przechodzi na przeciwnika</translation>
        </message>
        <message>
            <source>Strained</source>
            <translation>Zmęczenie</translation>
        </message>
        <message>
            <source>Disarmed</source>
            <translation>Rozbrojenie</translation>
        </message>
        <message>
            <source>Exposed</source>
            <translation>Zagrożenie</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Przygwożdżenie</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Focus</source>
            <translation>Skupienie</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>Walka</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>Zdolność</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>Odpoczynek</translation>
        </message>
        <message>
            <source>Take Cover</source>
            <translation>Krycie się</translation>
        </message>
        <message>
            <source>two struggles won</source>
            <translation>wygrane dwa zmagania</translation>
        </message>
        <message>
            <source>conceded</source>
            <translation>poddanie</translation>
        </message>
        <message>
            <source>time ran out</source>
            <translation>koniec czasu</translation>
        </message>
        <message>
            <source>agreed by the players</source>
            <translation>za zgodą graczy</translation>
        </message>
        <message>
            <source>the Shatterpoint card</source>
            <translation>karta Shatterpoint</translation>
        </message>
        <message>
            <source>{player} begins the turn</source>
            <translation>{player} rozpoczyna turę</translation>
        </message>
        <message>
            <source>step {step}: {name}</source>
            <translation>krok {step}: {name}</translation>
        </message>
        <message>
            <source>the struggle card of phase {phase} is revealed: {card}</source>
            <translation>odkryto kartę zmagania fazy {phase}: {card}</translation>
        </message>
        <message>
            <source>the struggle card of phase {phase} is revealed</source>
            <translation>odkryto kartę zmagania fazy {phase}</translation>
        </message>
        <message>
            <source>{player} takes the reserved order card of {unit}</source>
            <translation>{player} bierze z rezerwy kartę rozkazu: {unit}</translation>
        </message>
        <message>
            <source>{player} reveals the Shatterpoint card</source>
            <translation>{player} odkrywa kartę Shatterpoint</translation>
        </message>
        <message>
            <source>{player} reveals the order card of {unit}</source>
            <translation>{player} odkrywa kartę rozkazu: {unit}</translation>
        </message>
        <message>
            <source>{player} pays 1 Force to reserve the order card of {unit}</source>
            <translation>{player} płaci 1 Moc, by odłożyć do rezerwy kartę rozkazu: {unit}</translation>
        </message>
        <message>
            <source>{player} pays 1 Force to skip the Shatterpoint card</source>
            <translation>{player} płaci 1 Moc, by pominąć kartę Shatterpoint</translation>
        </message>
        <message>
            <source>{unit} activates</source>
            <translation>{unit}: aktywacja</translation>
        </message>
        <message>
            <source>{unit} takes the {action} action</source>
            <translation>{unit}: akcja {action}</translation>
        </message>
        <message>
            <source>the activation of {unit} ends</source>
            <translation>{unit}: koniec aktywacji</translation>
        </message>
        <message>
            <source>{unit} turns to stance side {side}</source>
            <translation>{unit}: aktywna strona {side} karty walki</translation>
        </message>
        <message>
            <source>{unit} loses the {condition} condition</source>
            <translation>{unit}: traci stan {condition}</translation>
        </message>
        <message>
            <source>{unit} already has the {condition} condition and suffers 1 damage instead</source>
            <translation>{unit}: ma już stan {condition}, więc zamiast tego otrzymuje 1 obrażenie</translation>
        </message>
        <message>
            <source>{unit} gains the {condition} condition</source>
            <translation>{unit}: otrzymuje stan {condition}</translation>
        </message>
        <message>
            <source>{unit} is Strained: it suffers {amount} damage, then loses Strained</source>
            <translation>{unit} ma stan Zmęczenie: otrzymuje {amount} obrażenia, potem traci Zmęczenie</translation>
        </message>
        <message>
            <source>{unit} uses an ability for {amount} Force ({tax} for its Wounded and Injured tokens)</source>
            <translation>{unit} używa zdolności za {amount} Mocy (w tym {tax} za żetony Osłabiony i Okaleczony)</translation>
        </message>
        <message>
            <source>{unit} uses an ability for {amount} Force</source>
            <translation>{unit} używa zdolności za {amount} Mocy</translation>
        </message>
        <message>
            <source>{player} spends {amount} Force</source>
            <translation>{player} zużywa Moc: {amount}</translation>
        </message>
        <message>
            <source>{player} refreshes {amount} Force</source>
            <translation>{player} odświeża żetony Mocy: {amount}</translation>
        </message>
        <message>
            <source>an effect gives momentum to {player}</source>
            <translation>efekt daje znacznik postępu graczowi {player}</translation>
        </message>
        <message>
            <source>an effect moves the struggle token toward {player}</source>
            <translation>efekt przesuwa znacznik zmagania w stronę gracza {player}</translation>
        </message>
        <message>
            <source>{player} ends the turn</source>
            <translation>{player} kończy turę</translation>
        </message>
        <message>
            <source>the game ends ({reason}): {player} wins</source>
            <translation>gra się kończy ({reason}): wygrywa {player}</translation>
        </message>
        <message>
            <source>the game ends ({reason}) without a winner</source>
            <translation>gra się kończy ({reason}) bez zwycięzcy</translation>
        </message>
        <message>
            <source>correction by hand: {unit}</source>
            <translation>ręczna poprawka: {unit}</translation>
        </message>
        <message>
            <source>correction by hand: the Force pool of {player}</source>
            <translation>ręczna poprawka: pula Mocy gracza {player}</translation>
        </message>
        <message>
            <source>correction by hand: the struggle track</source>
            <translation>ręczna poprawka: tor zmagań</translation>
        </message>
        <message>
            <source>correction by hand: objective {number}</source>
            <translation>ręczna poprawka: cel misji {number}</translation>
        </message>
        <message>
            <source>correction by hand: the order deck of {player}</source>
            <translation>ręczna poprawka: talia rozkazów gracza {player}</translation>
        </message>
        <message>
            <source>the order card of {unit} leaves the game</source>
            <translation>karta rozkazu ({unit}) zostaje usunięta z gry</translation>
        </message>
        <message>
            <source>{unit} is wounded</source>
            <translation>{unit}: jednostka jest osłabiona</translation>
        </message>
        <message>
            <source>{unit} turns its Wounded token to Injured and clears its damage</source>
            <translation>{unit}: żeton osłabienia zostaje odwrócony na okaleczenie, obrażenia usunięte</translation>
        </message>
        <message>
            <source>{unit} removes the {condition} condition</source>
            <translation>{unit}: usuwa stan {condition}</translation>
        </message>
        <message>
            <source>{unit} is defeated and its order card leaves the game</source>
            <translation>{unit}: jednostka jest pokonana, jej karta rozkazu zostaje usunięta z gry</translation>
        </message>
        <message>
            <source>nobody controls objective {number} any more</source>
            <translation>nikt już nie kontroluje celu misji {number}</translation>
        </message>
        <message>
            <source>{player} takes control of objective {number}</source>
            <translation>{player} przejmuje kontrolę nad celem misji {number}</translation>
        </message>
        <message>
            <source>{player} gains momentum</source>
            <translation>{player} zdobywa znacznik postępu</translation>
        </message>
        <message>
            <source>{player} wins the struggle</source>
            <translation>{player} wygrywa zmaganie</translation>
        </message>
        <message>
            <source>{player} wins the game</source>
            <translation>{player} wygrywa grę</translation>
        </message>
        <message>
            <source>the struggle track and the objectives are reset for phase {phase}</source>
            <translation>tor zmagań i cele misji wracają do stanu początkowego przed fazą {phase}</translation>
        </message>
        <message>
            <source>{player} refreshes the order deck and the Force pool</source>
            <translation>{player} odświeża talię rozkazów i pulę Mocy</translation>
        </message>
        <message>
            <source>the struggle token moves to the centre</source>
            <translation>znacznik zmagania wraca na środek</translation>
        </message>
        <message>
            <source>the struggle token moves to space {space} on the side of {player}</source>
            <translation>znacznik zmagania przesuwa się na pole {space} po stronie gracza {player}</translation>
        </message>
        <message>
            <source>{left}; {right}</source>
            <translation>{left}; {right}</translation>
        </message>
        <message>
            <source>Before the first turn — {line}</source>
            <translation>Przed pierwszą turą — {line}</translation>
        </message>
        <message>
            <source>Turn {turn} — {line}</source>
            <translation>Tura {turn} — {line}</translation>
        </message>
        <message>
            <source>Before the first turn</source>
            <translation>Przed pierwszą turą</translation>
        </message>
        <message>
            <source>Turn {turn} is over; {player} plays next</source>
            <translation>Tura {turn} zakończona; następny gra {player}</translation>
        </message>
        <message>
            <source>Turn {turn}, {player} is the active player</source>
            <translation>Tura {turn}, aktywny gracz: {player}</translation>
        </message>
        <message>
            <source>Struggle {phase} {card}· struggles won: {first} {one}, {second} {two}</source>
            <translation>Zmaganie {phase} {card}· wygrane zmagania: {first} {one}, {second} {two}</translation>
        </message>
        <message>
            <source>the centre</source>
            <translation>środku</translation>
        </message>
        <message>
            <source>space {space} on the side of {player}</source>
            <translation>polu {space} po stronie gracza {player}</translation>
        </message>
        <message>
            <source>Struggle token on {where}; momentum: {first} {one}; {second} {two}</source>
            <translation>Znacznik zmagania na {where}; znaczniki postępu: {first} {one}; {second} {two}</translation>
        </message>
        <message>
            <source>active</source>
            <translation>aktywny</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>nieaktywny</translation>
        </message>
        <message>
            <source>priority</source>
            <translation>priorytetowy</translation>
        </message>
        <message>
            <source>controlled by {player}</source>
            <translation>kontrolowany przez gracza {player}</translation>
        </message>
        <message>
            <source>Objective {number}: {status}</source>
            <translation>Cel misji {number}: {status}</translation>
        </message>
        <message>
            <source>{player}: Force {available} of {total} · order deck {deck}, reserve {reserve}, discard {discard}, removed {removed}</source>
            <translation>{player}: Moc {available} z {total} · talia rozkazów {deck}, rezerwa {reserve}, stos odrzuconych {discard}, usunięte {removed}</translation>
        </message>
        <message>
            <source>  {unit}: damage {damage}/{stamina}, Wounded {wounded}, Injured {injured}/{durability}, hunker {hunker}, stance {stance}</source>
            <translation>  {unit}: obrażenia {damage}/{stamina}, osłabienie {wounded}, okaleczenie {injured}/{durability}, przyczajenie {hunker}, strona karty walki {stance}</translation>
        </message>
        <message>
            <source>defeated</source>
            <translation>pokonana</translation>
        </message>
        <message>
            <source>Game over ({reason}): {player} wins.</source>
            <translation>Koniec gry ({reason}): wygrywa {player}.</translation>
        </message>
        <message>
            <source>Game over ({reason}), without a winner.</source>
            <translation>Koniec gry ({reason}), bez zwycięzcy.</translation>
        </message>
        <message numerus="yes">
            <source>{unit} suffers %n damage</source>
            <translation>
                <numerusform>{unit}: otrzymuje %n obrażenie</numerusform>
                <numerusform>{unit}: otrzymuje %n obrażenia</numerusform>
                <numerusform>{unit}: otrzymuje %n obrażeń</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} removes %n damage</source>
            <translation>
                <numerusform>{unit}: usuwa %n obrażenie</numerusform>
                <numerusform>{unit}: usuwa %n obrażenia</numerusform>
                <numerusform>{unit}: usuwa %n obrażeń</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Reveal the top order card (start the turn if needed)</source>
            <translation>Odkryj wierzchnią kartę rozkazu (w razie potrzeby rozpoczynając turę)</translation>
        </message>
        <message>
            <source>Use the reserved order card</source>
            <translation>Użyj karty rozkazu z rezerwy</translation>
        </message>
        <message>
            <source>Activate the revealed card's unit</source>
            <translation>Aktywuj jednostkę z odkrytej karty</translation>
        </message>
        <message>
            <source>Move, Focus, Combat, Ability, Recover, Take Cover</source>
            <translation>Ruch, Skupienie, Walka, Zdolność, Odpoczynek, Krycie się</translation>
        </message>
        <message>
            <source>End the activation</source>
            <translation>Zakończ aktywację</translation>
        </message>
        <message>
            <source>End the turn with the objective control shown</source>
            <translation>Zakończ turę z pokazaną kontrolą celów misji</translation>
        </message>
        <message>
            <source>Start the next turn</source>
            <translation>Rozpocznij następną turę</translation>
        </message>
        <message>
            <source>Undo the last event</source>
            <translation>Cofnij ostatnie zdarzenie</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Print the game report</source>
            <translation>Drukuj raport z rozgrywki</translation>
        </message>
        <message>
            <source>Larger, smaller or normal log text, to read it across the table</source>
            <translation>Większy, mniejszy lub zwykły tekst dziennika, by czytać go z drugiej strony stołu</translation>
        </message>
        <message>
            <source>Full screen, for the table (again to leave it)</source>
            <translation>Pełny ekran przy stole (ponownie, aby wyjść)</translation>
        </message>
        <message>
            <source>This list</source>
            <translation>Ta lista</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Skróty klawiszowe</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Klawisze</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Działanie</translation>
        </message>
    </context>
    <context>
        <name>StateAdapter</name>
        <message>
            <source>Shatterpoint card</source>
            <translation>Karta Shatterpoint</translation>
        </message>
    </context>
    <context>
        <name>StruggleCardDialog</name>
        <message>
            <source>None</source>
            <translation>Brak</translation>
        </message>
        <message>
            <source>Objective {number}</source>
            <translation>Cel misji {number}</translation>
        </message>
        <message>
            <source>Phase {phase} struggle card</source>
            <translation>Karta zmagania fazy {phase}</translation>
        </message>
        <message>
            <source>The first player reveals the struggle card: tick the objectives its map makes active.</source>
            <translation>Pierwszy gracz odkrywa kartę zmagania: zaznacz cele misji, które jej mapa czyni aktywnymi.</translation>
        </message>
        <message>
            <source>Card name</source>
            <translation>Nazwa karty</translation>
        </message>
        <message>
            <source>Optional</source>
            <translation>Opcjonalnie</translation>
        </message>
        <message>
            <source>Active objectives</source>
            <translation>Aktywne cele misji</translation>
        </message>
        <message>
            <source>Priority objective</source>
            <translation>Priorytetowy cel misji</translation>
        </message>
    </context>
    <context>
        <name>StruggleCorrectionDialog</name>
        <message>
            <source>Correct the struggle track</source>
            <translation>Popraw tor zmagań</translation>
        </message>
        <message>
            <source>Struggle token (−8 {left} … +8 {right})</source>
            <translation>Znacznik zmagania (−8 {left} … +8 {right})</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Faza</translation>
        </message>
        <message>
            <source>{player}'s momentum</source>
            <translation>Znaczniki postępu gracza {player}</translation>
        </message>
    </context>
    <context>
        <name>StruggleTrack</name>
        <message>
            <source>Struggle track</source>
            <translation>Tor zmagań</translation>
        </message>
        <message>
            <source>Struggle token: {position}</source>
            <translation>Znacznik zmagania: {position}</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>Phase {phase}: {card}</source>
            <translation>Faza {phase}: {card}</translation>
        </message>
        <message>
            <source>centre</source>
            <translation>środek</translation>
        </message>
        <message>
            <source>{distance} toward {player}</source>
            <translation>{distance} w stronę gracza {player}</translation>
        </message>
        <message>
            <source>Phase {phase}</source>
            <translation>Faza {phase}</translation>
        </message>
        <message>
            <source>{player}: momentum tokens {count}, struggle cards won {won}</source>
            <translation>{player} — znaczniki postępu: {count}, zdobyte karty zmagania: {won}</translation>
        </message>
    </context>
    <context>
        <name>SuggestionModel</name>
        <message>
            <source>{points} PC, {spare} SP to spare</source>
            <translation>{points} KP, zostaje {spare} PO</translation>
        </message>
    </context>
    <context>
        <name>SuggestionsPanel</name>
        <message>
            <source>Choose a Primary unit to see which pairs complete its squad.</source>
            <translation>Wybierz jednostkę główną, aby zobaczyć pary uzupełniające jej oddział.</translation>
        </message>
        <message>
            <source>Squad {squad} with {primary}: click a pair to complete the squad.</source>
            <translation>Oddział {squad} z jednostką {primary}: kliknij parę, aby uzupełnić oddział.</translation>
        </message>
        <message>
            <source>Squad {squad} with {primary}: no legal pair is left.</source>
            <translation>Oddział {squad} z jednostką {primary}: nie została żadna dozwolona para.</translation>
        </message>
        <message>
            <source>Owned only</source>
            <translation>Tylko posiadane</translation>
        </message>
        <message>
            <source>Suggest only units from your collection</source>
            <translation>Proponuj tylko jednostki z twojej kolekcji</translation>
        </message>
    </context>
    <context>
        <name>TextExport</name>
        <message>
            <source>Strike team: {name}</source>
            <translation>Grupa uderzeniowa: {name}</translation>
        </message>
        <message>
            <source>Untitled strike team</source>
            <translation>Grupa uderzeniowa bez nazwy</translation>
        </message>
        <message>
            <source>Mission set: {mission}</source>
            <translation>Zestaw z misją: {mission}</translation>
        </message>
        <message>
            <source>Mission set: none chosen</source>
            <translation>Zestaw z misją: nie wybrano</translation>
        </message>
        <message>
            <source>Casual play (house rules allowed)</source>
            <translation>Gra swobodna (zasady domowe dozwolone)</translation>
        </message>
        <message>
            <source>Squad {squad}: {pc} of {sp} SP spent</source>
            <translation>Oddział {squad}: wydano {pc} z {sp} PO</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(puste)</translation>
        </message>
        <message>
            <source>unknown unit “{unit_id}”</source>
            <translation>nieznana jednostka „{unit_id}”</translation>
        </message>
        <message>
            <source>{unit} ({sp} SP, Force {force})</source>
            <translation>{unit} ({sp} PO, Moc {force})</translation>
        </message>
        <message>
            <source>{unit} ({pc} PC)</source>
            <translation>{unit} ({pc} KP)</translation>
        </message>
        <message>
            <source>Force pool: {force} · characters: {characters} · units: {units} · order deck: {deck}</source>
            <translation>Pula Mocy: {force} · postacie: {characters} · jednostki: {units} · talia rozkazów: {deck}</translation>
        </message>
        <message>
            <source>Legal strike team.</source>
            <translation>Grupa uderzeniowa zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Not legal yet:</source>
            <translation>Jeszcze niezgodna z zasadami:</translation>
        </message>
        <message>
            <source>Muster code: {code}</source>
            <translation>Kod Muster: {code}</translation>
        </message>
        <message>
            <source>SPT list code: {code}</source>
            <translation>Kod listy SPT: {code}</translation>
        </message>
        <message>
            <source>{slot}: {unit}</source>
            <translation>{slot}: {unit}</translation>
        </message>
        <message>
            <source>Primary</source>
            <translation>Jednostka główna</translation>
        </message>
        <message>
            <source>Secondary</source>
            <translation>Jednostka dodatkowa</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Jednostka wspierająca</translation>
        </message>
    </context>
    <context>
        <name>TrackerKeys</name>
        <message>
            <source>R</source>
            <comment>key of: Reveal (the top order card)</comment>
            <translation>O</translation>
        </message>
        <message>
            <source>U</source>
            <comment>key of: Use reserve</comment>
            <translation>U</translation>
        </message>
        <message>
            <source>A</source>
            <comment>key of: Activate (the revealed unit)</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>E</source>
            <comment>key of: End activation</comment>
            <translation>Z</translation>
        </message>
        <message>
            <source>T</source>
            <comment>key of: End turn</comment>
            <translation>T</translation>
        </message>
        <message>
            <source>N</source>
            <comment>key of: Start (the next) turn</comment>
            <translation>R</translation>
        </message>
    </context>
    <context>
        <name>TrackerView</name>
        <message>
            <source>{player} gains momentum</source>
            <translation>{player} zdobywa znacznik postępu</translation>
        </message>
        <message>
            <source>Move the struggle token one space toward {player}</source>
            <translation>Przesuń znacznik zmagania o jedno pole w stronę gracza {player}</translation>
        </message>
        <message>
            <source>{player} refreshes 1 Force</source>
            <translation>{player} odświeża 1 żeton Mocy</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Osłabiony</translation>
        </message>
        <message>
            <source>{unit} is Wounded: which condition does it remove?</source>
            <translation>{unit}: jednostka jest osłabiona — który stan usuwa?</translation>
        </message>
        <message>
            <source>Add to a campaign</source>
            <translation>Dodaj do kampanii</translation>
        </message>
        <message>
            <source>Record this game in the campaign:</source>
            <translation>Zapisz tę grę w kampanii:</translation>
        </message>
        <message>
            <source>There is no campaign for this game yet. Name a new campaign or league to record this game in:</source>
            <translation>Dla tej gry nie ma jeszcze żadnej kampanii. Nazwij nową kampanię lub ligę, w której zapisać tę grę:</translation>
        </message>
        <message>
            <source>Correct the struggle…</source>
            <translation>Popraw zmaganie…</translation>
        </message>
        <message>
            <source>Set the struggle token, momentum and phase by hand</source>
            <translation>Ustaw ręcznie znacznik zmagania, znaczniki postępu i fazę</translation>
        </message>
        <message>
            <source>End game…</source>
            <translation>Koniec gry…</translation>
        </message>
        <message>
            <source>Effects</source>
            <translation>Efekty</translation>
        </message>
        <message>
            <source>What an ability or a special rule does: momentum, the token, Force</source>
            <translation>Skutki zdolności lub zasady specjalnej: znaczniki postępu, znacznik zmagania, Moc</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drukuj…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, strike teams, log (Ctrl+P)</source>
            <translation>Wydrukuj lub zapisz jako PDF raport z tej rozgrywki: wynik, grupy uderzeniowe, dziennik (Ctrl+P)</translation>
        </message>
        <message>
            <source>Shortcuts</source>
            <translation>Skróty</translation>
        </message>
        <message>
            <source>Keyboard shortcuts (F1)</source>
            <translation>Skróty klawiszowe (F1)</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Dziennik</translation>
        </message>
        <message>
            <source>Rules this strike team breaks, accepted when the game started:</source>
            <translation>Zasady łamane przez tę grupę uderzeniową, zaakceptowane na początku gry:</translation>
        </message>
        <message>
            <source>Reveal the Phase {phase} card and start turn {turn}</source>
            <translation>Odkryj kartę fazy {phase} i rozpocznij turę {turn}</translation>
        </message>
        <message>
            <source>Start turn {turn}</source>
            <translation>Rozpocznij turę {turn}</translation>
        </message>
        <message>
            <source>Start the next turn (N)</source>
            <translation>Rozpocznij następną turę (R)</translation>
        </message>
        <message>
            <source>Show or hide the whole log</source>
            <translation>Pokaż lub ukryj cały dziennik</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Breaks %n rule(s)</source>
            <translation>
                <numerusform>⚠ Łamie %n zasadę</numerusform>
                <numerusform>⚠ Łamie %n zasady</numerusform>
                <numerusform>⚠ Łamie %n zasad</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <source>Start of turn</source>
            <translation>Początek tury</translation>
        </message>
        <message>
            <source>Reveal an order card</source>
            <translation>Odkrycie karty rozkazu</translation>
        </message>
        <message>
            <source>Activate the unit</source>
            <translation>Aktywacja jednostki</translation>
        </message>
        <message>
            <source>Start of activation</source>
            <translation>Początek aktywacji</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Akcje</translation>
        </message>
        <message>
            <source>End-of-activation effects</source>
            <translation>Efekty końca aktywacji</translation>
        </message>
        <message>
            <source>The activation ends</source>
            <translation>Koniec aktywacji</translation>
        </message>
        <message>
            <source>End of turn: objective control</source>
            <translation>Koniec tury: kontrola celów misji</translation>
        </message>
        <message>
            <source>Move the struggle token</source>
            <translation>Przesunięcie znacznika zmagania</translation>
        </message>
        <message>
            <source>Defeat check</source>
            <translation>Sprawdzenie pokonania</translation>
        </message>
        <message>
            <source>The turn passes</source>
            <translation>Tura przechodzi na przeciwnika</translation>
        </message>
        <message>
            <source>Reveal an order card first.</source>
            <translation>Najpierw odkryj kartę rozkazu.</translation>
        </message>
        <message>
            <source>Activate the unit of the order card in reserve first.</source>
            <translation>Najpierw aktywuj jednostkę z karty rozkazu w rezerwie.</translation>
        </message>
        <message>
            <source>Reveal an order card, or choose the one in reserve, first.</source>
            <translation>Najpierw odkryj kartę rozkazu albo wybierz tę z rezerwy.</translation>
        </message>
        <message>
            <source>Activate {unit} first.</source>
            <translation>Najpierw aktywuj jednostkę: {unit}.</translation>
        </message>
        <message>
            <source>Choose the unit to activate first.</source>
            <translation>Najpierw wybierz jednostkę do aktywacji.</translation>
        </message>
        <message>
            <source>This activation is over: end the turn.</source>
            <translation>Ta aktywacja się skończyła: zakończ turę.</translation>
        </message>
        <message>
            <source>Actions:</source>
            <translation>Akcje:</translation>
        </message>
        <message>
            <source>End activation</source>
            <translation>Zakończ aktywację</translation>
        </message>
        <message>
            <source>End the unit's activation (E)</source>
            <translation>Zakończ aktywację jednostki (Z)</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Zakończ turę</translation>
        </message>
        <message>
            <source>End the turn with the objective control shown (T)</source>
            <translation>Zakończ turę z pokazaną kontrolą celów misji (T)</translation>
        </message>
        <message>
            <source>Step {number}: {name}. Click to move the turn on to it.</source>
            <translation>Krok {number}: {name}. Kliknij, aby przejść do niego.</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>Game over: {player} wins</source>
            <translation>Koniec gry: wygrywa {player}</translation>
        </message>
        <message>
            <source>Turn {turn} — {player} activates {unit}</source>
            <translation>Tura {turn} — {player} aktywuje: {unit}</translation>
        </message>
        <message>
            <source>Before the first turn — {player} goes first</source>
            <translation>Przed pierwszą turą — zaczyna {player}</translation>
        </message>
        <message>
            <source>Turn {turn} is over — next: {player}</source>
            <translation>Tura {turn} zakończona — następny: {player}</translation>
        </message>
        <message>
            <source>Turn {turn} — {player}</source>
            <translation>Tura {turn} — {player}</translation>
        </message>
        <message>
            <source>Step {number}: {name}</source>
            <translation>Krok {number}: {name}</translation>
        </message>
        <message>
            <source>Between turns</source>
            <translation>Między turami</translation>
        </message>
    </context>
    <context>
        <name>UnitBrowser</name>
        <message>
            <source>Search units (name, trait, type)…</source>
            <translation>Szukaj jednostek (nazwa, cecha, rodzaj)…</translation>
        </message>
        <message>
            <source>Type to filter; press Down to reach the list</source>
            <translation>Pisz, aby filtrować; strzałka w dół przechodzi do listy</translation>
        </message>
        <message>
            <source>Owned only</source>
            <translation>Tylko posiadane</translation>
        </message>
        <message>
            <source>Show only the units in your collection</source>
            <translation>Pokaż tylko jednostki z twojej kolekcji</translation>
        </message>
        <message>
            <source>Show all types</source>
            <translation>Pokaż wszystkie rodzaje</translation>
        </message>
        <message>
            <source>Also list the units that do not fit the selected slot (greyed, with the reason)</source>
            <translation>Pokaż też jednostki, które nie pasują do wybranego pola (wyszarzone, z powodem)</translation>
        </message>
        <message>
            <source>Clear the search and filters</source>
            <translation>Wyczyść wyszukiwanie i filtry</translation>
        </message>
        <message>
            <source>More units come from the packs you import: a community folder or a Muster pack file.</source>
            <translation>Więcej jednostek dają importowane pakiety: folder społeczności albo plik pakietu Muster.</translation>
        </message>
        <message>
            <source>All types</source>
            <translation>Wszystkie rodzaje</translation>
        </message>
        <message>
            <source>All eras</source>
            <translation>Wszystkie ery</translation>
        </message>
        <message>
            <source>All traits</source>
            <translation>Wszystkie cechy</translation>
        </message>
        <message>
            <source>Units: {total}</source>
            <translation>Jednostki: {total}</translation>
        </message>
        <message>
            <source>Units: {shown} of {total}</source>
            <translation>Jednostki: {shown} z {total}</translation>
        </message>
        <message>
            <source>The catalogue has no units yet.</source>
            <translation>Katalog nie ma jeszcze jednostek.</translation>
        </message>
        <message>
            <source>No unit for {slot} matches “{search}”.</source>
            <translation>Żadna jednostka dla pola {slot} nie pasuje do „{search}”.</translation>
        </message>
        <message>
            <source>No unit matches “{search}”.</source>
            <translation>Żadna jednostka nie pasuje do „{search}”.</translation>
        </message>
        <message>
            <source>No unit matches these filters.</source>
            <translation>Żadna jednostka nie pasuje do tych filtrów.</translation>
        </message>
        <message>
            <source>No unit fits {slot}.</source>
            <translation>Żadna jednostka nie pasuje do pola {slot}.</translation>
        </message>
        <message>
            <source>Units of other types match: {count}.</source>
            <translation>Pasujące jednostki innych rodzajów: {count}.</translation>
        </message>
        <message>
            <source>Eras: {eras}</source>
            <translation>Ery: {eras}</translation>
        </message>
        <message>
            <source>Traits: {traits}</source>
            <translation>Cechy: {traits}</translation>
        </message>
    </context>
    <context>
        <name>UnitCorrectionDialog</name>
        <message>
            <source>Correct {unit}</source>
            <translation>Popraw: {unit}</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Obrażenia</translation>
        </message>
        <message>
            <source>Wounded tokens</source>
            <translation>Żetony osłabienia</translation>
        </message>
        <message>
            <source>Injured tokens</source>
            <translation>Żetony okaleczenia</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Stany</translation>
        </message>
        <message>
            <source>Hunker tokens</source>
            <translation>Żetony przyczajenia</translation>
        </message>
        <message>
            <source>Stance side</source>
            <translation>Strona karty walki</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Pokonany</translation>
        </message>
    </context>
    <context>
        <name>UnitPanel</name>
        <message>
            <source>Gain {condition} again (1 damage instead)</source>
            <translation>Otrzymaj ponownie: {condition} (zamiast tego 1 obrażenie)</translation>
        </message>
        <message>
            <source>Correct this unit's values by hand</source>
            <translation>Popraw ręcznie wartości tej jednostki</translation>
        </message>
        <message>
            <source>Remove 1 damage</source>
            <translation>Usuń 1 obrażenie</translation>
        </message>
        <message>
            <source>Deal 1 damage</source>
            <translation>Zadaj 1 obrażenie</translation>
        </message>
        <message>
            <source>Remove a hunker token</source>
            <translation>Usuń żeton przyczajenia</translation>
        </message>
        <message>
            <source>Add a hunker token</source>
            <translation>Dodaj żeton przyczajenia</translation>
        </message>
        <message>
            <source>Damage: {damage} of {stamina} Stamina</source>
            <translation>Obrażenia: {damage} z {stamina} Kondycji</translation>
        </message>
        <message>
            <source>Wounded: {wounded}, Injured: {injured}, Durability: {durability}</source>
            <translation>Osłabiony: {wounded}, okaleczony: {injured}, Wytrzymałość: {durability}</translation>
        </message>
        <message>
            <source>Click to give or remove {condition}; right-click, or press and hold, to gain it again</source>
            <translation>Kliknij, aby nadać lub usunąć stan {condition}; prawy przycisk albo przytrzymanie, aby otrzymać go ponownie</translation>
        </message>
        <message>
            <source>Hunker {count}</source>
            <translation>Przyczajenie {count}</translation>
        </message>
        <message>
            <source>Stance side {side}: click to flip the two-sided stance card</source>
            <translation>Strona {side}: kliknij, aby odwrócić dwustronną kartę walki</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Pokonany</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Osłabiony</translation>
        </message>
        <message>
            <source>Activating</source>
            <translation>Aktywuje się</translation>
        </message>
        <message>
            <source>Strained: suffer 3 damage, then lose Strained</source>
            <translation>Zmęczenie: otrzymaj 3 obrażenia, potem strać Zmęczenie</translation>
        </message>
        <message>
            <source>Ability costing {cost}: spend {total} Force</source>
            <translation>Zdolność za {cost}: zużyj {total} Mocy</translation>
        </message>
        <message>
            <source>Strained: 3 damage</source>
            <translation>Zmęczenie: 3 obrażenia</translation>
        </message>
        <message>
            <source>This Strained unit moved, attacked, took an action or used an ability: it suffers 3 damage, then loses Strained</source>
            <translation>Ta jednostka ze stanem Zmęczenie poruszyła się, zaatakowała, wykonała akcję lub użyła zdolności: otrzymuje 3 obrażenia, potem traci Zmęczenie</translation>
        </message>
        <message>
            <source>Each ability of this unit costs {tax} more Force: 1 per Wounded and Injured token</source>
            <translation>Każda zdolność tej jednostki kosztuje o {tax} Mocy więcej: 1 za każdy żeton Osłabiony i Okaleczony</translation>
        </message>
        <message>
            <source>Spend {tax}</source>
            <translation>Zużyj {tax}</translation>
        </message>
        <message>
            <source>Use an ability: spend its cost plus {tax} Force (click: the tax alone; the arrow: an ability with a printed cost)</source>
            <translation>Użyj zdolności: zużyj jej koszt plus {tax} Mocy (kliknięcie: sam dodatek; strzałka: zdolność z wydrukowanym kosztem)</translation>
        </message>
        <message>
            <source>Stance {side}</source>
            <translation>Karta walki {side}</translation>
        </message>
        <message>
            <source>3 damage</source>
            <translation>3 obrażenia</translation>
        </message>
    </context>
    <context>
        <name>UnitTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>SP / PC</source>
            <translation>PO / KP</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Stamina / Durability</source>
            <translation>Kondycja / Wytrzymałość</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Postacie</translation>
        </message>
        <message>
            <source>Eras</source>
            <translation>Ery</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Cechy</translation>
        </message>
        <message>
            <source>Owned</source>
            <translation>Posiadane</translation>
        </message>
        <message>
            <source>SP/PC</source>
            <translation>PO/KP</translation>
        </message>
        <message>
            <source>F</source>
            <comment>short for Force</comment>
            <translation>M</translation>
        </message>
        <message>
            <source>S/D</source>
            <comment>short for Stamina / Durability</comment>
            <translation>K/W</translation>
        </message>
        <message>
            <source>Ch.</source>
            <comment>short for Characters</comment>
            <translation>Post.</translation>
        </message>
        <message>
            <source>Own.</source>
            <comment>short for Owned</comment>
            <translation>Pos.</translation>
        </message>
        <message>
            <source>Squad Points (SP) of a Primary unit, Point Cost (PC) of the others</source>
            <translation>Punkty oddziału (PO) jednostki głównej, koszt punktowy (KP) pozostałych</translation>
        </message>
        <message>
            <source>How many you own</source>
            <translation>Ile posiadasz</translation>
        </message>
    </context>
    <context>
        <name>Violations</name>
        <message>
            <source>A strike team has exactly 2 squads; this one has {count}.</source>
            <translation>Grupa uderzeniowa składa się z dokładnie 2 oddziałów; ta ma ich: {count}.</translation>
        </message>
        <message>
            <source>Squad {squad} spends {spent} points but its Primary gives only {available} Squad Points.</source>
            <translation>Oddział {squad} wydaje {spent} pkt, a jego jednostka główna zapewnia tylko {available} PO (punktów oddziału).</translation>
        </message>
        <message>
            <source>The units of squad {squad} share no era ({eras}).</source>
            <translation>Jednostki oddziału {squad} nie mają wspólnej ery ({eras}).</translation>
        </message>
        <message>
            <source>{unit_name} appears more than once in the strike team.</source>
            <translation>{unit_name} występuje w grupie uderzeniowej więcej niż raz.</translation>
        </message>
        <message>
            <source>{unit_name} and {other_name} share the unique name {unique_name}; only one of them may join the strike team.</source>
            <translation>{unit_name} i {other_name} mają tę samą unikalną nazwę {unique_name}; tylko jedna z tych jednostek może dołączyć do grupy uderzeniowej.</translation>
        </message>
        <message>
            <source>No loaded catalogue has a unit with the id "{unit_id}".</source>
            <translation>Żaden wczytany katalog nie zawiera jednostki o identyfikatorze „{unit_id}”.</translation>
        </message>
        <message>
            <source>No mission set is named.</source>
            <translation>Nie wskazano zestawu z misją.</translation>
        </message>
        <message>
            <source>Squad {squad} has no Primary unit.</source>
            <translation>Oddział {squad} nie ma jednostki głównej.</translation>
        </message>
        <message>
            <source>Squad {squad} has no Secondary unit.</source>
            <translation>Oddział {squad} nie ma jednostki dodatkowej.</translation>
        </message>
        <message>
            <source>Squad {squad} has no Support unit.</source>
            <translation>Oddział {squad} nie ma jednostki wspierającej.</translation>
        </message>
        <message>
            <source>Only a Primary unit may fill the Primary slot of squad {squad}; {unit_name} is {unit_type}.</source>
            <translation>Tylko jednostka główna może zająć miejsce jednostki głównej w oddziale {squad}; {unit_name} to {unit_type}.</translation>
        </message>
        <message>
            <source>Only a Secondary unit may fill the Secondary slot of squad {squad}; {unit_name} is {unit_type}.</source>
            <translation>Tylko jednostka dodatkowa może zająć miejsce jednostki dodatkowej w oddziale {squad}; {unit_name} to {unit_type}.</translation>
        </message>
        <message>
            <source>Only a Support unit may fill the Support slot of squad {squad}; {unit_name} is {unit_type}.</source>
            <translation>Tylko jednostka wspierająca może zająć miejsce jednostki wspierającej w oddziale {squad}; {unit_name} to {unit_type}.</translation>
        </message>
        <message>
            <source>a Primary unit</source>
            <translation>jednostka główna</translation>
        </message>
        <message>
            <source>a Secondary unit</source>
            <translation>jednostka dodatkowa</translation>
        </message>
        <message>
            <source>a Support unit</source>
            <translation>jednostka wspierająca</translation>
        </message>
        <message>
            <source>Squad {squad} puts {unit_name} in "{slot_key}", which is not a slot of a squad (Primary, Secondary, Support).</source>
            <translation>Oddział {squad} umieszcza {unit_name} w „{slot_key}”, a to nie jest miejsce w oddziale (jednostka główna, dodatkowa, wspierająca).</translation>
        </message>
        <message>
            <source>Too expensive: {unit_name} costs {cost} points and squad {squad} has {left} of its {available} Squad Points left.</source>
            <translation>Za drogo: {unit_name} kosztuje {cost} pkt, a oddziałowi {squad} zostało {left} z {available} PO.</translation>
        </message>
        <message>
            <source>Too few Squad Points: {unit_name} gives {available} and squad {squad} already spends {spent}.</source>
            <translation>Za mało punktów oddziału: {unit_name} daje {available} PO, a oddział {squad} wydaje już {spent} pkt.</translation>
        </message>
        <message>
            <source>Other era: {unit_name} shares no era with the rest of squad {squad}.</source>
            <translation>Inna era: {unit_name} nie ma wspólnej ery z resztą oddziału {squad}.</translation>
        </message>
        <message>
            <source>Name already taken: {unit_name} is already in squad {other_squad}.</source>
            <translation>Nazwa już zajęta: {unit_name} jest już w oddziale {other_squad}.</translation>
        </message>
        <message>
            <source>Unique name already taken: {other_name} in squad {other_squad} is also {unique_name}.</source>
            <translation>Unikalna nazwa już zajęta: {other_name} (oddział {other_squad}) również nosi unikalną nazwę {unique_name}.</translation>
        </message>
        <message>
            <source>Not in your collection: {unit_name} (the strike team uses {used}).</source>
            <translation>{unit_name}: brak w twojej kolekcji (grupa uderzeniowa używa {used} szt.).</translation>
        </message>
        <message>
            <source>You own {owned} of {unit_name} but the strike team uses {used}.</source>
            <translation>{unit_name}: masz {owned} szt., a grupa uderzeniowa używa {used} szt.</translation>
        </message>
    </context>
</TS>
