<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
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
        <message>
            <source>The event must be a JSON object with a text "type" and, if any, an object "payload" (no other field): {detail}</source>
            <translation>Zdarzenie musi być obiektem JSON z tekstowym polem „type” i ewentualnie obiektem „payload” (bez innych pól): {detail}</translation>
        </message>
        <message>
            <source>The timeout must be a number of seconds from 0 to {most}, not {value}.</source>
            <translation>Limit czasu musi być liczbą sekund od 0 do {most}, a nie {value}.</translation>
        </message>
        <message>
            <source>The database {file} is on a network share: its games cannot be followed live, as network file systems do not keep SQLite's locks. Use a PostgreSQL server to play across computers.</source>
            <translation>Baza danych {file} leży w udziale sieciowym: jej gier nie można śledzić na żywo, bo sieciowe systemy plików nie przestrzegają blokad SQLite. Aby grać na kilku komputerach, użyj serwera PostgreSQL.</translation>
        </message>
        <message>
            <source>You are watching game {game_id}: nothing is recorded from here. Open it with Resume to play it.</source>
            <translation>Oglądasz grę {game_id}: nic nie jest stąd zapisywane. Otwórz ją przyciskiem Wznów, aby w nią grać.</translation>
        </message>
        <message>
            <source>{who} recorded first: {what}.</source>
            <translation>{who} zapisał(a) to pierwszy(-a): {what}.</translation>
        </message>
        <message>
            <source>{who} undid first: {what}.</source>
            <translation>{who} cofnął(-ęła) to pierwszy(-a): {what}.</translation>
        </message>
        <message>
            <source>Another player</source>
            <translation>Inny gracz</translation>
        </message>
        <message>
            <source>{who} recorded: {what}.</source>
            <translation>{who} zapisał(a): {what}.</translation>
        </message>
        <message>
            <source>{who} undid: {what}.</source>
            <translation>{who} cofnął(-ęła): {what}.</translation>
        </message>
        <message>
            <source>{first} Your action ({mine}) is now refused: {reason}</source>
            <translation>{first} Twoja akcja ({mine}) jest teraz odrzucona: {reason}</translation>
        </message>
        <message>
            <source>{first} Nothing was undone: look at the game as it is now first.</source>
            <translation>{first} Nic nie zostało cofnięte: najpierw sprawdź, jak gra wygląda teraz.</translation>
        </message>
        <message>
            <source>{first} Nothing was redone: look at the game as it is now first.</source>
            <translation>{first} Nic nie zostało przywrócone: najpierw sprawdź, jak gra wygląda teraz.</translation>
        </message>
    </context>
    <context>
        <name>GameList</name>
        <message>
            <source>score {score} · turn {turns}</source>
            <translation>wynik {score} · tura {turns}</translation>
        </message>
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
            <source>No tracked games.</source>
            <translation>Brak zapisanych gier.</translation>
        </message>
        <message>
            <source> · at the table: {who}</source>
            <translation> · przy stole: {who}</translation>
        </message>
        <message>
            <source>#{id} {players} · {outcome} · {figures} · {duration} · {when}</source>
            <translation>nr {id} {players} · {outcome} · {figures} · {duration} · {when}</translation>
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
        <message numerus="yes">
            <source>%n of {total} event(s) replayed under the rules of the earlier Muster that recorded them (the log's strict_from); --strict checks them all by today's rules.</source>
            <translation>
                <numerusform>%n z {total}: tyle zdarzeń odtworzono według zasad wcześniejszej wersji Muster, która je zapisała (strict_from dziennika); --strict sprawdza wszystkie według dzisiejszych zasad.</numerusform>
                <numerusform>%n z {total}: tyle zdarzeń odtworzono według zasad wcześniejszej wersji Muster, która je zapisała (strict_from dziennika); --strict sprawdza wszystkie według dzisiejszych zasad.</numerusform>
                <numerusform>%n z {total}: tyle zdarzeń odtworzono według zasad wcześniejszej wersji Muster, która je zapisała (strict_from dziennika); --strict sprawdza wszystkie według dzisiejszych zasad.</numerusform>
            </translation>
        </message>
        <message>
            <source>event number {number} has the seq {seq}</source>
            <translation>zdarzenie numer {number} ma seq {seq}</translation>
        </message>
        <message>
            <source>"strict_from" must be a whole number of 1 or more (an event number)</source>
            <translation>„strict_from” musi być liczbą całkowitą równą 1 lub większą (numerem zdarzenia)</translation>
        </message>
        <message>
            <source>{seq}. {who}: {line}</source>
            <translation>{seq}. {who}: {line}</translation>
        </message>
        <message>
            <source>{seq}. {who} undid: {line}</source>
            <translation>{seq}. {who} cofnął(-ęła): {line}</translation>
        </message>
    </context>
    <context>
        <name>GamesModel</name>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Przy stole</translation>
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
            <source>Score so far {score}</source>
            <translation>Wynik na razie {score}</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Zakończona</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>W toku</translation>
        </message>
        <message>
            <source>Rosters</source>
            <translation>Rozpiski</translation>
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
            <source>Muster cannot show the games of this system yet: {game}.</source>
            <translation>Muster nie umie jeszcze wyświetlać rozgrywek tego systemu: {game}.</translation>
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
            <source>Search players, rosters, results…</source>
            <translation>Szukaj graczy, rozpisek, wyników…</translation>
        </message>
        <message>
            <source>Start a game: its players, their rosters, its own choices (Ctrl+N)</source>
            <translation>Rozpocznij grę: jej graczy, ich rozpiski, jej własne opcje (Ctrl+N)</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Wszystkie gry</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Oglądaj grę</translation>
        </message>
        <message>
            <source>Wall screen</source>
            <translation>Ekran ścienny</translation>
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
            <source>Show the games of every game, or of one</source>
            <translation>Pokaż rozgrywki wszystkich gier albo jednej</translation>
        </message>
        <message>
            <source>Follow the chosen game full screen, in large type and with no controls, for a second screen by the table (Esc leaves)</source>
            <translation>Śledź wybraną grę na pełnym ekranie, dużą czcionką i bez przycisków, na drugim ekranie przy stole (Esc zamyka)</translation>
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
            <source>Watch</source>
            <translation>Oglądaj</translation>
        </message>
        <message>
            <source>Follow the selected game as a spectator: it shows each step as the players record it, and nothing can be recorded from here</source>
            <translation>Śledź wybraną grę jako widz: każdy krok pojawia się, gdy gracze go zapiszą, a stąd nie można niczego zapisać</translation>
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
        <message>
            <source>{who} (playing)</source>
            <translation>{who} (gra)</translation>
        </message>
        <message>
            <source>{who} (watching)</source>
            <translation>{who} (ogląda)</translation>
        </message>
    </context>
    <context>
        <name>LeagueLink</name>
        <message>
            <source>Recorded in the league {name}.</source>
            <translation>Zapisano w lidze {name}.</translation>
        </message>
        <message>
            <source>Add to a league</source>
            <translation>Dodaj do ligi</translation>
        </message>
        <message>
            <source>Record this game in the league:</source>
            <translation>Zapisz tę grę w lidze:</translation>
        </message>
        <message>
            <source>There is no league of {game} yet. Name a new league or campaign to record this game in:</source>
            <translation>Nie ma jeszcze ligi gry {game}. Nazwij nową ligę lub kampanię, w której zapisać tę grę:</translation>
        </message>
        <message>
            <source>Add to a league…</source>
            <translation>Dodaj do ligi…</translation>
        </message>
        <message>
            <source>Record this result in a league or campaign of {game}</source>
            <translation>Zapisz ten wynik w lidze lub kampanii gry {game}</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
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
            <source>Game system</source>
            <translation>System gry</translation>
        </message>
        <message>
            <source>Show every game</source>
            <translation>Pokaż wszystkie gry</translation>
        </message>
        <message>
            <source>Also offer the games not ticked under Settings → Games I play</source>
            <translation>Proponuj też gry niezaznaczone w Ustawienia → Moje gry</translation>
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
        <name>Spectating</name>
        <message>
            <source>Watching: nothing is recorded from here</source>
            <translation>Oglądanie: nic nie jest stąd zapisywane</translation>
        </message>
        <message>
            <source>You follow this game as a spectator; the players record it on their own Muster. Resume it from the Games page to play it.</source>
            <translation>Śledzisz tę grę jako widz; gracze zapisują ją we własnym Musterze. Wznów ją ze strony Gry, aby w nią grać.</translation>
        </message>
    </context>
    <context>
        <name>TrackerFrame</name>
        <message>
            <source>{player} concedes</source>
            <translation>{player} poddaje grę</translation>
        </message>
        <message>
            <source>Log ({count})</source>
            <translation>Dziennik ({count})</translation>
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
            <source>Print game report…</source>
            <translation>Drukuj raport z rozgrywki…</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Dziennik</translation>
        </message>
        <message>
            <source>Show or fold the log beside the table (Ctrl+L); remembered for games of this kind</source>
            <translation>Pokaż lub zwiń dziennik obok stołu (Ctrl+L); zapamiętane dla rozgrywek tej gry</translation>
        </message>
        <message>
            <source>End the game</source>
            <translation>Zakończ grę</translation>
        </message>
    </context>
    <context>
        <name>WallScreen</name>
        <message>
            <source>Muster — wall screen</source>
            <translation>Muster — ekran ścienny</translation>
        </message>
        <message>
            <source>{winner} wins · {figures}</source>
            <translation>Wygrywa {winner} · {figures}</translation>
        </message>
        <message>
            <source>Game over · {figures}</source>
            <translation>Koniec gry · {figures}</translation>
        </message>
    </context>
</TS>
