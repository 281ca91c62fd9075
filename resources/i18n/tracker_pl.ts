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
            <source>Event {seq} ({type}) cannot be applied: {reason}</source>
            <translation>Nie można zastosować zdarzenia {seq} ({type}): {reason}</translation>
        </message>
        <message>
            <source>This is not a Muster game log: {detail}</source>
            <translation>To nie jest dziennik gry Muster: {detail}</translation>
        </message>
        <message>
            <source>There is no game number {game_id}.</source>
            <translation>Nie ma gry o numerze {game_id}.</translation>
        </message>
        <message>
            <source>There is nothing to undo.</source>
            <translation>Nie ma nic do cofnięcia.</translation>
        </message>
        <message>
            <source>There is nothing to redo.</source>
            <translation>Nie ma nic do ponowienia.</translation>
        </message>
        <message>
            <source>The game cannot be set up: {detail}</source>
            <translation>Nie można przygotować gry: {detail}</translation>
        </message>
        <message>
            <source>Game {game_id} was changed by another Muster window or computer; reopen it to go on. Nothing was lost.</source>
            <translation>Gra {game_id} została zmieniona w innym oknie lub na innym komputerze z Muster; otwórz ją ponownie, aby kontynuować. Nic nie zostało utracone.</translation>
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
        <name>GameList</name>
        <message>
            <source>finished, {player} won</source>
            <translation>zakończona, wygrywa {player}</translation>
        </message>
        <message>
            <source>finished without a winner</source>
            <translation>zakończona bez zwycięzcy</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>niezakończona</translation>
        </message>
        <message>
            <source>#{id} {players} · {outcome} · {figures} · {duration} · {when}</source>
            <translation>nr {id} {players} · {outcome} · {figures} · {duration} · {when}</translation>
        </message>
        <message>
            <source>#{id} {players} · {outcome} · struggles {struggles} · turn {turns} · {duration} · {when}</source>
            <translation>nr {id} {players} · {outcome} · zmagania {struggles} · tura {turns} · {duration} · {when}</translation>
        </message>
        <message>
            <source>No tracked games.</source>
            <translation>Brak zapisanych gier.</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>not JSON (line {line}: {error})</source>
            <translation>to nie jest JSON (wiersz {line}: {error})</translation>
        </message>
        <message>
            <source>the document must be a JSON object</source>
            <translation>dokument musi być obiektem JSON</translation>
        </message>
        <message>
            <source>"format" must be "{format}"</source>
            <translation>pole „format” musi mieć wartość „{format}”</translation>
        </message>
        <message>
            <source>"system" must name a game system</source>
            <translation>pole „system” musi wskazywać system gry</translation>
        </message>
        <message>
            <source>"setup" must be an object</source>
            <translation>pole „setup” musi być obiektem</translation>
        </message>
        <message>
            <source>the setup lacks the field "{field}"</source>
            <translation>w przygotowaniu gry brakuje pola „{field}”</translation>
        </message>
        <message>
            <source>the setup is incomplete or wrong ({problem})</source>
            <translation>przygotowanie gry jest niepełne lub błędne ({problem})</translation>
        </message>
        <message>
            <source>"events" must be a list</source>
            <translation>pole „events” musi być listą</translation>
        </message>
        <message>
            <source>event number {number} must be an object with a whole-number "seq", a "type", an object "payload" and a text "at"</source>
            <translation>zdarzenie numer {number} musi być obiektem z liczbą całkowitą „seq”, polem „type”, obiektem „payload” i tekstem „at”</translation>
        </message>
        <message>
            <source>event number {number} has an unknown field "{field}"</source>
            <translation>zdarzenie numer {number} ma nieznane pole „{field}”</translation>
        </message>
        <message>
            <source>"strict_from" must be a whole number of 1 or more (an event number)</source>
            <translation>„strict_from” musi być liczbą całkowitą równą 1 lub większą (numerem zdarzenia)</translation>
        </message>
    </context>
    <context>
        <name>GamesModel</name>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Strike teams</source>
            <translation>Grupy uderzeniowe</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Tura</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>Ostatnio grana</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>{first} vs {second}</source>
            <translation>{first} – {second}</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Zakończona</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>W toku</translation>
        </message>
        <message>
            <source>Struggles so far {score}</source>
            <translation>Zmagania na razie {score}</translation>
        </message>
        <message>
            <source>{player} wins {score}</source>
            <translation>{player} wygrywa {score}</translation>
        </message>
        <message>
            <source>Draw {score}</source>
            <translation>Remis {score}</translation>
        </message>
    </context>
    <context>
        <name>GamesPage</name>
        <message>
            <source>The games cannot be listed</source>
            <translation>Nie można wyświetlić listy gier</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>Resume the game</source>
            <translation>Wznów grę</translation>
        </message>
        <message>
            <source>Delete the game</source>
            <translation>Usuń grę</translation>
        </message>
        <message>
            <source>Delete the game {players} and its whole log? This cannot be undone.</source>
            <translation>Usunąć grę {players} wraz z całym dziennikiem? Tego nie można cofnąć.</translation>
        </message>
        <message>
            <source>Search players, strike teams, results…</source>
            <translation>Szukaj graczy, grup uderzeniowych, wyników…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Wszystkie gry</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Gry w toku</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Gry zakończone</translation>
        </message>
        <message>
            <source>Show every game, or only unfinished or finished ones</source>
            <translation>Pokaż wszystkie gry albo tylko te w toku lub zakończone</translation>
        </message>
        <message>
            <source>Start a game from two strike teams (Ctrl+N)</source>
            <translation>Rozpocznij grę dwiema grupami uderzeniowymi (Ctrl+N)</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Wznów</translation>
        </message>
        <message>
            <source>Go on with the selected game (Enter)</source>
            <translation>Kontynuuj wybraną grę (Enter)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Delete the selected game (Delete)</source>
            <translation>Usuń wybraną grę (Delete)</translation>
        </message>
        <message>
            <source>No games yet</source>
            <translation>Nie ma jeszcze gier</translation>
        </message>
        <message>
            <source>Games you track at the table will be listed here, finished or not, so you can resume one exactly where you stopped.</source>
            <translation>Tutaj pojawią się gry prowadzone przy stole, zakończone lub nie, aby można było wznowić każdą dokładnie tam, gdzie została przerwana.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
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
            <source>Choose a strike team for {player}.</source>
            <translation>Wybierz grupę uderzeniową dla gracza {player}.</translation>
        </message>
        <message>
            <source>{player}'s strike team breaks the rules: tick the box to play it anyway.</source>
            <translation>Grupa uderzeniowa gracza {player} łamie zasady: zaznacz pole, aby mimo to nią zagrać.</translation>
        </message>
        <message>
            <source>The two players need different names.</source>
            <translation>Gracze muszą mieć różne imiona.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
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
        <message>
            <source>Start the game</source>
            <translation>Rozpocznij grę</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
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
        <name>PlayerBox</name>
        <message>
            <source>Open a roster file</source>
            <translation>Otwórz plik rozpiski</translation>
        </message>
        <message>
            <source>Muster rosters (*.json)</source>
            <translation>Rozpiski Muster (*.json)</translation>
        </message>
        <message>
            <source>Roster file</source>
            <translation>Plik rozpiski</translation>
        </message>
        <message>
            <source>Share code</source>
            <translation>Kod udostępniania</translation>
        </message>
        <message>
            <source>Paste the strike team's share code:</source>
            <translation>Wklej kod udostępniania grupy uderzeniowej:</translation>
        </message>
        <message>
            <source>Choose a strike team.</source>
            <translation>Wybierz grupę uderzeniową.</translation>
        </message>
        <message>
            <source>No saved strike team yet: build one in the Builder, or open a file or a share code here.</source>
            <translation>Nie masz jeszcze zapisanej grupy uderzeniowej: zbuduj ją w Kreatorze albo otwórz tutaj plik lub kod udostępniania.</translation>
        </message>
        <message>
            <source>This strike team is legal.</source>
            <translation>Ta grupa uderzeniowa jest zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Imię</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Grupa uderzeniowa</translation>
        </message>
        <message>
            <source>File…</source>
            <translation>Plik…</translation>
        </message>
        <message>
            <source>Load a roster file</source>
            <translation>Wczytaj plik rozpiski</translation>
        </message>
        <message>
            <source>Share code…</source>
            <translation>Kod udostępniania…</translation>
        </message>
        <message>
            <source>Paste a share code</source>
            <translation>Wklej kod udostępniania</translation>
        </message>
        <message>
            <source>Play with this strike team anyway</source>
            <translation>Mimo to zagraj tą grupą uderzeniową</translation>
        </message>
        <message numerus="yes">
            <source>This strike team breaks %n rule(s).</source>
            <translation>
                <numerusform>Ta grupa uderzeniowa łamie %n zasadę.</numerusform>
                <numerusform>Ta grupa uderzeniowa łamie %n zasady.</numerusform>
                <numerusform>Ta grupa uderzeniowa łamie %n zasad.</numerusform>
            </translation>
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
            <source>← Games</source>
            <translation>← Gry</translation>
        </message>
        <message>
            <source>Back to the list of games; this one is saved</source>
            <translation>Powrót do listy gier; ta gra jest zapisana</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Undo the last event (Ctrl+Z)</source>
            <translation>Cofnij ostatnie zdarzenie (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Redo the event undone last (Ctrl+Shift+Z)</source>
            <translation>Ponów ostatnio cofnięte zdarzenie (Ctrl+Shift+Z)</translation>
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
            <source>Print game report…</source>
            <translation>Drukuj raport z rozgrywki…</translation>
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
</TS>
