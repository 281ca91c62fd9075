<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>CampaignDialog</name>
        <message>
            <source>Campaign</source>
            <translation>Kampania</translation>
        </message>
        <message>
            <source>New campaign</source>
            <translation>Nowa kampania</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nazwa</translation>
        </message>
        <message>
            <source>Game system</source>
            <translation>System gry</translation>
        </message>
        <message>
            <source>Starts on</source>
            <translation>Początek</translation>
        </message>
        <message>
            <source>Ends on</source>
            <translation>Koniec</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Tie-breakers</source>
            <translation>Kryteria rozstrzygające</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rundy</translation>
        </message>
        <message>
            <source>A bye scores</source>
            <translation>Pauza daje</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Zwycięstwo</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Remis</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Porażka</translation>
        </message>
        <message>
            <source>League</source>
            <translation>Liga</translation>
        </message>
        <message>
            <source>Swiss tournament</source>
            <translation>Turniej systemem szwajcarskim</translation>
        </message>
        <message>
            <source>The campaign has a start date</source>
            <translation>Kampania ma datę rozpoczęcia</translation>
        </message>
        <message>
            <source>The campaign has an end date</source>
            <translation>Kampania ma datę zakończenia</translation>
        </message>
        <message>
            <source>Ticked tie-breakers apply from top to bottom; drag to reorder.</source>
            <translation>Zaznaczone kryteria stosuje się od góry do dołu; przeciągnij, aby zmienić kolejność.</translation>
        </message>
    </context>
    <context>
        <name>CampaignListModel</name>
        <message>
            <source>Campaign</source>
            <translation>Kampania</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
    </context>
    <context>
        <name>CampaignModels</name>
        <message>
            <source>Win</source>
            <translation>Zwycięstwo</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Remis</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Porażka</translation>
        </message>
        <message>
            <source>By hand</source>
            <translation>Ręcznie</translation>
        </message>
        <message>
            <source>Tracker</source>
            <translation>Śledzenie gry</translation>
        </message>
        <message>
            <source>CSV import</source>
            <translation>Import CSV</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Rozegrane</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Remisy</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Różnica</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Tury</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Źródło</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Klub</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Przeciwnicy</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Razem</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Grupa uderzeniowa</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Zwycięstwa</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Odsetek zwycięstw</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Jednostka</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Stół</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Gracz 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Gracz 2</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Not played yet</source>
            <translation>Jeszcze nierozegrana</translation>
        </message>
        <message>
            <source>Draw, {score}</source>
            <translation>Remis, {score}</translation>
        </message>
        <message>
            <source>{name} won, {score}</source>
            <translation>Wygrywa {name}, {score}</translation>
        </message>
        <message>
            <source>{winner} ({reason})</source>
            <translation>{winner} ({reason})</translation>
        </message>
        <message>
            <source>Score for</source>
            <translation>Wynik zdobyty</translation>
        </message>
        <message>
            <source>Score against</source>
            <translation>Wynik przeciwników</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Picks</source>
            <translation>Wystawienia</translation>
        </message>
    </context>
    <context>
        <name>CampaignsPage</name>
        <message>
            <source>Undo: {what}</source>
            <translation>Cofnij: {what}</translation>
        </message>
        <message>
            <source>Redo: {what}</source>
            <translation>Ponów: {what}</translation>
        </message>
        <message>
            <source>Campaigns</source>
            <translation>Kampanie</translation>
        </message>
        <message>
            <source>&amp;New campaign…</source>
            <translation>&amp;Nowa kampania…</translation>
        </message>
        <message>
            <source>Campaign &amp;settings…</source>
            <translation>&amp;Ustawienia kampanii…</translation>
        </message>
        <message>
            <source>Delete campaign…</source>
            <translation>Usuń kampanię…</translation>
        </message>
        <message>
            <source>&amp;Record game…</source>
            <translation>&amp;Zapisz grę…</translation>
        </message>
        <message>
            <source>Record a game played by hand (Ctrl+N)</source>
            <translation>Zapisz ręcznie rozegraną grę (Ctrl+N)</translation>
        </message>
        <message>
            <source>&amp;Edit game…</source>
            <translation>&amp;Edytuj grę…</translation>
        </message>
        <message>
            <source>&amp;Delete game</source>
            <translation>&amp;Usuń grę</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Odśwież</translation>
        </message>
        <message>
            <source>Show the games other club members recorded meanwhile (F5)</source>
            <translation>Pokaż gry zapisane w międzyczasie przez innych członków klubu (F5)</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Tabela</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Pary</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>No campaign yet</source>
            <translation>Nie ma jeszcze kampanii</translation>
        </message>
        <message>
            <source>A campaign keeps a league's players, games and standings. Create one, or import games from a CSV file.</source>
            <translation>Kampania przechowuje graczy, gry i tabelę ligi. Utwórz ją albo zaimportuj gry z pliku CSV.</translation>
        </message>
        <message>
            <source>Create a campaign</source>
            <translation>Utwórz kampanię</translation>
        </message>
        <message>
            <source>Show the campaigns of every game, or of one</source>
            <translation>Pokaż kampanie wszystkich gier albo jednej</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Turniej</translation>
        </message>
        <message>
            <source>Delete campaign</source>
            <translation>Usuń kampanię</translation>
        </message>
        <message numerus="yes">
            <source>Delete the campaign "{name}" with its %n recorded game(s)? This cannot be undone.</source>
            <translation>
                <numerusform>Usunąć kampanię „{name}” wraz z %n zapisaną grą? Tego nie można cofnąć.</numerusform>
                <numerusform>Usunąć kampanię „{name}” wraz z %n zapisanymi grami? Tego nie można cofnąć.</numerusform>
                <numerusform>Usunąć kampanię „{name}” wraz z %n zapisanymi grami? Tego nie można cofnąć.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The campaign data cannot be changed: {detail}</source>
            <translation>Nie można zmienić danych kampanii: {detail}</translation>
        </message>
        <message>
            <source>There is no campaign named "{name}".</source>
            <translation>Nie ma kampanii o nazwie „{name}”.</translation>
        </message>
        <message>
            <source>A campaign named "{name}" already exists.</source>
            <translation>Kampania o nazwie „{name}” już istnieje.</translation>
        </message>
        <message>
            <source>There is no player named "{name}".</source>
            <translation>Nie ma gracza o imieniu „{name}”.</translation>
        </message>
        <message>
            <source>A player named "{name}" already exists.</source>
            <translation>Gracz o imieniu „{name}” już istnieje.</translation>
        </message>
        <message>
            <source>Game {game_id} no longer exists.</source>
            <translation>Gra {game_id} już nie istnieje.</translation>
        </message>
        <message>
            <source>This game cannot be recorded: {detail}</source>
            <translation>Nie można zapisać tej gry: {detail}</translation>
        </message>
        <message>
            <source>This tracked game is already recorded in the campaign (game {game_id}).</source>
            <translation>Ta śledzona gra jest już zapisana w kampanii (gra {game_id}).</translation>
        </message>
        <message>
            <source>The games file {file} cannot be imported: {detail}</source>
            <translation>Nie można zaimportować pliku z grami {file}: {detail}</translation>
        </message>
        <message>
            <source>No pairings can be made: {detail}</source>
            <translation>Nie można dobrać par: {detail}</translation>
        </message>
        <message>
            <source>Standings are written to a .csv or a .pdf file, not {file}.</source>
            <translation>Tabelę zapisuje się do pliku .csv lub .pdf, a nie {file}.</translation>
        </message>
        <message>
            <source>The tournament cannot do this: {detail}</source>
            <translation>Turniej nie może tego zrobić: {detail}</translation>
        </message>
        <message>
            <source>"{name}" is a league, not a tournament.</source>
            <translation>„{name}” to liga, nie turniej.</translation>
        </message>
        <message>
            <source>No pairings can be made: a round needs 2 players.</source>
            <translation>Nie można dobrać par: runda wymaga 2 graczy.</translation>
        </message>
        <message>
            <source>No pairings can be made: a player is listed twice.</source>
            <translation>Nie można dobrać par: gracz występuje dwukrotnie.</translation>
        </message>
        <message>
            <source>No pairings can be made: a player no longer exists.</source>
            <translation>Nie można dobrać par: jeden z graczy już nie istnieje.</translation>
        </message>
        <message>
            <source>No pairings can be made: the database is busy, try again.</source>
            <translation>Nie można dobrać par: baza danych jest zajęta, spróbuj ponownie.</translation>
        </message>
        <message>
            <source>a game has 2 to 6 players, not {count}.</source>
            <translation>w grze bierze udział od 2 do 6 graczy, a nie {count}.</translation>
        </message>
        <message>
            <source>every seat needs a player.</source>
            <translation>każde miejsce wymaga gracza.</translation>
        </message>
        <message>
            <source>{player} cannot play against themselves.</source>
            <translation>{player} nie może grać sam ze sobą.</translation>
        </message>
        <message>
            <source>"{result}" is not a result (win, draw or loss).</source>
            <translation>„{result}” nie jest wynikiem (win, draw lub loss).</translation>
        </message>
        <message>
            <source>a game cannot have both a winner and a draw.</source>
            <translation>gra nie może mieć jednocześnie zwycięzcy i remisu.</translation>
        </message>
        <message>
            <source>a game has at most one winner.</source>
            <translation>gra ma najwyżej jednego zwycięzcę.</translation>
        </message>
        <message>
            <source>in a two-player game, one player wins or both draw.</source>
            <translation>w grze dwuosobowej jeden gracz wygrywa albo obaj remisują.</translation>
        </message>
        <message>
            <source>a name has at most {max} characters.</source>
            <translation>nazwa może mieć najwyżej {max} znaków.</translation>
        </message>
        <message>
            <source>a player needs a name.</source>
            <translation>gracz musi mieć imię.</translation>
        </message>
        <message>
            <source>a campaign needs a name.</source>
            <translation>kampania musi mieć nazwę.</translation>
        </message>
        <message>
            <source>"{name}" is not a tie-breaker.</source>
            <translation>„{name}” nie jest kryterium rozstrzygającym.</translation>
        </message>
        <message>
            <source>a campaign cannot end before it starts.</source>
            <translation>kampania nie może się skończyć przed rozpoczęciem.</translation>
        </message>
        <message>
            <source>"{source}" is not a source of games.</source>
            <translation>„{source}” nie jest źródłem gier.</translation>
        </message>
        <message>
            <source>turns and duration cannot be negative.</source>
            <translation>tury i czas trwania nie mogą być ujemne.</translation>
        </message>
        <message>
            <source>The standings cannot be written to {file}: {detail}</source>
            <translation>Nie można zapisać tabeli do {file}: {detail}</translation>
        </message>
        <message numerus="yes">
            <source>"{name}" has played %n recorded game(s) and cannot be deleted.</source>
            <translation>
                <numerusform>Gracz „{name}” ma %n zapisaną grę i nie można go usunąć.</numerusform>
                <numerusform>Gracz „{name}” ma %n zapisane gry i nie można go usunąć.</numerusform>
                <numerusform>Gracz „{name}” ma %n zapisanych gier i nie można go usunąć.</numerusform>
            </translation>
        </message>
        <message>
            <source>a game still being played cannot be recorded yet.</source>
            <translation>gry, która wciąż trwa, nie można jeszcze zapisać.</translation>
        </message>
        <message>
            <source>a campaign records the games of its own game only.</source>
            <translation>kampania zapisuje tylko partie własnej gry.</translation>
        </message>
        <message>
            <source>scores cannot be negative.</source>
            <translation>wyniki nie mogą być ujemne.</translation>
        </message>
        <message>
            <source>in a team game every seat needs a team (1, 2...).</source>
            <translation>w grze drużynowej każde miejsce potrzebuje drużyny (1, 2...).</translation>
        </message>
        <message>
            <source>a team game has at least two teams.</source>
            <translation>gra drużynowa ma co najmniej dwie drużyny.</translation>
        </message>
        <message>
            <source>only one team can win: its players win together.</source>
            <translation>wygrać może tylko jedna drużyna: jej gracze wygrywają razem.</translation>
        </message>
        <message>
            <source>the players of the team that won win, and every other player lost.</source>
            <translation>gracze zwycięskiej drużyny wygrywają, a wszyscy pozostali gracze przegrywają.</translation>
        </message>
        <message>
            <source>a drawn team game is a draw for every player.</source>
            <translation>remis w grze drużynowej jest remisem dla każdego gracza.</translation>
        </message>
        <message>
            <source>The first line of {file} must be the header {header}, then any of the columns {columns}.</source>
            <translation>Pierwszy wiersz pliku {file} musi być nagłówkiem {header}, po którym mogą wystąpić kolumny {columns}.</translation>
        </message>
        <message>
            <source>{file} is {size} MB, larger than the {limit} MB a games file may be; split it into smaller files and import each.</source>
            <translation>{file} ma {size} MB, więcej niż {limit} MB dozwolone dla pliku z grami; podziel go na mniejsze pliki i zaimportuj każdy z nich.</translation>
        </message>
        <message>
            <source>a tournament has at least one round.</source>
            <translation>turniej ma co najmniej jedną rundę.</translation>
        </message>
        <message>
            <source>the list is for {game}, not for this tournament's game.</source>
            <translation>lista jest do gry {game}, nie do gry tego turnieju.</translation>
        </message>
        <message>
            <source>round {round} is under way: register players before the next one.</source>
            <translation>runda {round} trwa: zapisz graczy przed następną.</translation>
        </message>
        <message>
            <source>round {round} still has tables without a result.</source>
            <translation>runda {round} ma jeszcze stoły bez wyniku.</translation>
        </message>
        <message>
            <source>all {rounds} rounds have been paired.</source>
            <translation>wszystkie rundy ({rounds}) zostały już skojarzone.</translation>
        </message>
        <message>
            <source>there is no round {round}.</source>
            <translation>nie ma rundy {round}.</translation>
        </message>
        <message>
            <source>no round has been paired yet.</source>
            <translation>żadna runda nie została jeszcze skojarzona.</translation>
        </message>
        <message>
            <source>round {round} has results already.</source>
            <translation>runda {round} ma już wyniki.</translation>
        </message>
        <message>
            <source>{player} has no table in round {round}.</source>
            <translation>{player} nie ma stołu w rundzie {round}.</translation>
        </message>
        <message>
            <source>round {round} has no table {table} with two players.</source>
            <translation>runda {round} nie ma stołu {table} z dwoma graczami.</translation>
        </message>
        <message>
            <source>{player} does not play at table {table}.</source>
            <translation>{player} nie gra przy stole {table}.</translation>
        </message>
        <message>
            <source>No pairings can be made for this round.</source>
            <translation>Nie można skojarzyć par w tej rundzie.</translation>
        </message>
    </context>
    <context>
        <name>ExchangeButton</name>
        <message>
            <source>&amp;Import games…</source>
            <translation>&amp;Importuj gry…</translation>
        </message>
        <message>
            <source>Export games…</source>
            <translation>Eksportuj gry…</translation>
        </message>
        <message>
            <source>Export standings…</source>
            <translation>Eksportuj tabelę…</translation>
        </message>
        <message>
            <source>Import and export</source>
            <translation>Import i eksport</translation>
        </message>
        <message>
            <source>Import games</source>
            <translation>Importuj gry</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Pliki CSV (*.csv)</translation>
        </message>
        <message>
            <source>Export games</source>
            <translation>Eksportuj gry</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Pliki PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Export standings</source>
            <translation>Eksportuj tabelę</translation>
        </message>
    </context>
    <context>
        <name>GameDialog</name>
        <message>
            <source>(none)</source>
            <translation>(brak)</translation>
        </message>
        <message>
            <source>{name} (registered)</source>
            <translation>{name} (zgłoszona)</translation>
        </message>
        <message>
            <source>(unnamed roster)</source>
            <translation>(rozpiska bez nazwy)</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Gracz 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Gracz 2</translation>
        </message>
        <message>
            <source>{name} won</source>
            <translation>Wygrywa {name}</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Remis</translation>
        </message>
        <message>
            <source>Name both players.</source>
            <translation>Podaj imiona obu graczy.</translation>
        </message>
        <message>
            <source>A player cannot play against themselves.</source>
            <translation>Gracz nie może grać sam ze sobą.</translation>
        </message>
        <message>
            <source>Edit game</source>
            <translation>Edytuj grę</translation>
        </message>
        <message>
            <source>Record game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <source>Player &amp;1</source>
            <translation>Gracz &amp;1</translation>
        </message>
        <message>
            <source>Player &amp;2</source>
            <translation>Gracz &amp;2</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Grupa uderzeniowa</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Data</translation>
        </message>
        <message>
            <source>&amp;Result</source>
            <translation>&amp;Rezultat</translation>
        </message>
        <message>
            <source>&amp;Turns</source>
            <translation>&amp;Tury</translation>
        </message>
        <message>
            <source>not noted</source>
            <translation>nie zapisano</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>&amp;Notatki</translation>
        </message>
        <message>
            <source>&amp;Ended by</source>
            <translation>&amp;Zakończenie</translation>
        </message>
    </context>
    <context>
        <name>GamesCsv</name>
        <message>
            <source>"{value}" is not a date (write it as 2026-03-14).</source>
            <translation>„{value}” nie jest datą (zapisz ją jako 2026-03-14).</translation>
        </message>
        <message>
            <source>the campaign is missing.</source>
            <translation>brakuje kampanii.</translation>
        </message>
        <message>
            <source>{column} is missing.</source>
            <translation>brakuje {column}.</translation>
        </message>
        <message>
            <source>player_1 and player_2 are the same player.</source>
            <translation>player_1 i player_2 to ten sam gracz.</translation>
        </message>
        <message>
            <source>the winner "{value}" is neither {player_1}, {player_2} nor "draw".</source>
            <translation>zwycięzca „{value}” to ani {player_1}, ani {player_2}, ani „draw”.</translation>
        </message>
        <message>
            <source>{column} "{value}" is not a whole number from 0 to {max}.</source>
            <translation>{column} „{value}” nie jest liczbą całkowitą od 0 do {max}.</translation>
        </message>
        <message>
            <source>{column} is longer than {max} characters.</source>
            <translation>{column} ma więcej niż {max} znaków.</translation>
        </message>
        <message>
            <source>{column} contains a NUL character.</source>
            <translation>{column} zawiera znak NUL.</translation>
        </message>
        <message>
            <source>{column} contains a control character ({char}).</source>
            <translation>{column} zawiera znak sterujący ({char}).</translation>
        </message>
        <message>
            <source>{column}: {reason}</source>
            <translation>{column}: {reason}</translation>
        </message>
        <message>
            <source>this game is already recorded.</source>
            <translation>ta gra jest już zapisana.</translation>
        </message>
        <message>
            <source>The import was cancelled; nothing was imported.</source>
            <translation>Import został anulowany; nic nie zaimportowano.</translation>
        </message>
        <message>
            <source>Games imported: {count}</source>
            <translation>Zaimportowane gry: {count}</translation>
        </message>
        <message>
            <source>New campaigns: {names}</source>
            <translation>Nowe kampanie: {names}</translation>
        </message>
        <message>
            <source>New players: {names}</source>
            <translation>Nowi gracze: {names}</translation>
        </message>
        <message>
            <source>Line {line} skipped: {reason}</source>
            <translation>Pominięto wiersz {line}: {reason}</translation>
        </message>
        <message>
            <source>Line {line} not imported: {reason}</source>
            <translation>Nie zaimportowano wiersza {line}: {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>to nie jest zwykły plik</translation>
        </message>
        <message>
            <source>Games exported: {count}</source>
            <translation>Wyeksportowane gry: {count}</translation>
        </message>
        <message>
            <source>{count} games of more than two players are not in the file.</source>
            <translation>Gier z udziałem więcej niż dwóch graczy nie ma w pliku (liczba: {count}).</translation>
        </message>
        <message>
            <source>the row has {count} columns instead of {expected}.</source>
            <translation>wiersz ma {count} kolumn zamiast {expected}.</translation>
        </message>
    </context>
    <context>
        <name>GamesTab</name>
        <message>
            <source>No game recorded</source>
            <translation>Brak zapisanych gier</translation>
        </message>
        <message>
            <source>Record the games of this campaign as they are played.</source>
            <translation>Zapisuj gry tej kampanii na bieżąco, w miarę ich rozgrywania.</translation>
        </message>
        <message>
            <source>Record a game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <source>This game has more than two players; it can only be changed where it was recorded.</source>
            <translation>W tej grze uczestniczy więcej niż dwóch graczy; można ją zmienić tylko tam, gdzie została zapisana.</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n selected game(s)? You can undo it with Ctrl+Z.</source>
            <translation>
                <numerusform>Usunąć zaznaczoną grę? Możesz to cofnąć skrótem Ctrl+Z.</numerusform>
                <numerusform>Usunąć %n zaznaczone gry? Możesz to cofnąć skrótem Ctrl+Z.</numerusform>
                <numerusform>Usunąć %n zaznaczonych gier? Możesz to cofnąć skrótem Ctrl+Z.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete games</source>
            <translation>Usuń gry</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Import games</source>
            <translation>Importuj gry</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importowanie {file}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
    </context>
    <context>
        <name>PairingsTab</name>
        <message>
            <source>Round</source>
            <translation>Runda</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>&amp;Dobierz pary na następną rundę</translation>
        </message>
        <message>
            <source>Add at least two players to the campaign to pair a round.</source>
            <translation>Dodaj do kampanii co najmniej dwóch graczy, aby dobrać pary na rundę.</translation>
        </message>
        <message>
            <source>Each round pairs every player once (round robin); with an odd number of players, one has the bye.</source>
            <translation>W każdej rundzie każdy gracz dostaje jedną parę (system kołowy); przy nieparzystej liczbie graczy jeden z nich pauzuje.</translation>
        </message>
        <message numerus="yes">
            <source>Round robin of %n player(s).</source>
            <translation>
                <numerusform>System kołowy dla %n gracza.</numerusform>
                <numerusform>System kołowy dla %n graczy.</numerusform>
                <numerusform>System kołowy dla %n graczy.</numerusform>
            </translation>
        </message>
        <message>
            <source>Games of this round recorded: {played} of {total}; a game recorded between two players paired in the latest round counts for their table.</source>
            <translation>Zapisane gry tej rundy: {played} z {total}; gra zapisana między dwoma graczami sparowanymi w ostatniej rundzie liczy się dla ich stołu.</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Dodaj gracza</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Imię</translation>
        </message>
        <message>
            <source>&amp;Club</source>
            <translation>&amp;Klub</translation>
        </message>
        <message>
            <source>N&amp;otes</source>
            <translation>N&amp;otatki</translation>
        </message>
    </context>
    <context>
        <name>PlayersTab</name>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Dodaj gracza…</translation>
        </message>
        <message>
            <source>Remove from campaign</source>
            <translation>Usuń z kampanii</translation>
        </message>
        <message>
            <source>Pla&amp;yer…</source>
            <translation>Gra&amp;cz…</translation>
        </message>
        <message>
            <source>Register &amp;strike team…</source>
            <translation>Zgłoś &amp;grupę uderzeniową…</translation>
        </message>
        <message>
            <source>&amp;Withdraw strike team…</source>
            <translation>&amp;Wycofaj grupę uderzeniową…</translation>
        </message>
        <message>
            <source>Choose a player to see their games.</source>
            <translation>Wybierz gracza, aby zobaczyć jego gry.</translation>
        </message>
        <message>
            <source>Games of {name}</source>
            <translation>Gry gracza {name}</translation>
        </message>
        <message>
            <source>(unnamed roster)</source>
            <translation>(rozpiska bez nazwy)</translation>
        </message>
        <message>
            <source>Registered strike teams: {names}</source>
            <translation>Zgłoszone grupy uderzeniowe: {names}</translation>
        </message>
        <message>
            <source>No registered strike team.</source>
            <translation>Brak zgłoszonych grup uderzeniowych.</translation>
        </message>
        <message>
            <source>{name} already takes part in this campaign.</source>
            <translation>{name} już bierze udział w tej kampanii.</translation>
        </message>
        <message>
            <source>Remove {name} from the campaign? Their recorded games stay in the standings.</source>
            <translation>Usunąć gracza {name} z kampanii? Jego zapisane gry pozostaną w tabeli.</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>Usuń gracza</translation>
        </message>
        <message>
            <source>There is no saved roster for this game system yet; build one first.</source>
            <translation>Nie ma jeszcze zapisanej rozpiski dla tego systemu gry; najpierw ją utwórz.</translation>
        </message>
        <message>
            <source>Register strike team</source>
            <translation>Zgłoś grupę uderzeniową</translation>
        </message>
        <message>
            <source>Strike team of {name}:</source>
            <translation>Grupa uderzeniowa gracza {name}:</translation>
        </message>
        <message>
            <source>Withdraw strike team</source>
            <translation>Wycofaj grupę uderzeniową</translation>
        </message>
        <message>
            <source>Strike team of {name} to withdraw:</source>
            <translation>Grupa uderzeniowa gracza {name} do wycofania:</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>Rank</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Rozegrane</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Remisy</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Score for</source>
            <translation>Wynik zdobyty</translation>
        </message>
        <message>
            <source>Score against</source>
            <translation>Wynik przeciwników</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Różnica</translation>
        </message>
        <message>
            <source>Win {win}, draw {draw}, loss {loss} points; tie-breakers: {breakers}</source>
            <translation>Punkty: zwycięstwo {win}, remis {draw}, porażka {loss}; kryteria rozstrzygające: {breakers}</translation>
        </message>
        <message>
            <source>Standings on {date}</source>
            <translation>Tabela na dzień {date}</translation>
        </message>
    </context>
    <context>
        <name>StandingsTab</name>
        <message>
            <source>No standings yet</source>
            <translation>Brak tabeli</translation>
        </message>
        <message>
            <source>Add the league's players, then record their games: the standings follow the campaign's scoring and tie-breakers.</source>
            <translation>Dodaj graczy ligi, a potem zapisuj ich gry: tabela uwzględnia punktację i kryteria rozstrzygające kampanii.</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Dodaj gracza</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>No statistics yet</source>
            <translation>Brak statystyk</translation>
        </message>
        <message>
            <source>Record games with the players' strike teams to see how each strike team and each unit fares, and charts of the results over time.</source>
            <translation>Zapisuj gry z grupami uderzeniowymi graczy, aby zobaczyć wyniki każdej grupy uderzeniowej i każdej jednostki oraz wykresy wyników w czasie.</translation>
        </message>
        <message>
            <source>Record a game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <source>{name} ({leaders})</source>
            <translation>{name} ({leaders})</translation>
        </message>
        <message>
            <source>Charts appear once games are recorded.</source>
            <translation>Wykresy pojawią się, gdy zostaną zapisane gry.</translation>
        </message>
        <message>
            <source>Points of the leaders</source>
            <translation>Punkty liderów</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Rozegrane gry</translation>
        </message>
        <message>
            <source>Most used units</source>
            <translation>Najczęściej wystawiane jednostki</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Zwycięstwa</translation>
        </message>
    </context>
    <context>
        <name>TieBreakers</name>
        <message>
            <source>Score difference</source>
            <translation>Różnica wyników</translation>
        </message>
        <message>
            <source>Score for</source>
            <translation>Wynik zdobyty</translation>
        </message>
        <message>
            <source>Head-to-head</source>
            <translation>Bezpośrednie pojedynki</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Wygrane gry</translation>
        </message>
        <message>
            <source>Opponents' points</source>
            <translation>Punkty przeciwników</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <source>Rank</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Remisy</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <source>Byes</source>
            <translation>Pauzy</translation>
        </message>
        <message>
            <source>Opponents' points</source>
            <translation>Punkty przeciwników</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Wycofany</translation>
        </message>
        <message>
            <source>Opponents' average</source>
            <translation>Średnia przeciwników</translation>
        </message>
        <message>
            <source>Strength of schedule</source>
            <translation>Siła przeciwników</translation>
        </message>
        <message>
            <source>Extended strength</source>
            <translation>Rozszerzona siła</translation>
        </message>
        <message>
            <source>Margin of victory</source>
            <translation>Przewaga zwycięstwa</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>pauza</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Stół</translation>
        </message>
        <message>
            <source>rematch</source>
            <translation>rewanż</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Przeciwnik</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Player's score</source>
            <translation>Wynik gracza</translation>
        </message>
        <message>
            <source>Opponent's score</source>
            <translation>Wynik przeciwnika</translation>
        </message>
        <message>
            <source>{name}, round {round}: pairings by table</source>
            <translation>{name}, runda {round}: pary według stołów</translation>
        </message>
        <message>
            <source>{name}, round {round}: pairings by name</source>
            <translation>{name}, runda {round}: pary według nazwisk</translation>
        </message>
        <message>
            <source>{name}, round {round}: result slips</source>
            <translation>{name}, runda {round}: karty wyników</translation>
        </message>
        <message>
            <source>Tick the winner (or write draw) and both scores; hand the slip in.</source>
            <translation>Zaznacz zwycięzcę (lub wpisz remis) i oba wyniki, potem oddaj kartę.</translation>
        </message>
        <message>
            <source>Win {win}, draw {draw}, loss {loss}, bye {bye} points</source>
            <translation>Wygrana {win}, remis {draw}, przegrana {loss}, pauza {bye} pkt</translation>
        </message>
    </context>
    <context>
        <name>TournamentView</name>
        <message>
            <source>Players and their lists</source>
            <translation>Gracze i ich listy</translation>
        </message>
        <message>
            <source>Name of a late entry</source>
            <translation>Imię spóźnionego gracza</translation>
        </message>
        <message>
            <source>&amp;Register</source>
            <translation>&amp;Zapisz</translation>
        </message>
        <message>
            <source>&amp;Drop</source>
            <translation>&amp;Wycofaj</translation>
        </message>
        <message>
            <source>&amp;Pair the next round</source>
            <translation>&amp;Kojarz następną rundę</translation>
        </message>
        <message>
            <source>&amp;Swap the two players</source>
            <translation>Za&amp;mień graczy</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt</translation>
        </message>
        <message>
            <source>W</source>
            <translation>W</translation>
        </message>
        <message>
            <source>D</source>
            <translation>R</translation>
        </message>
        <message>
            <source>L</source>
            <translation>P</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>OP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Wyc.</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>tabela</translation>
        </message>
        <message>
            <source>pairings</source>
            <translation>pary</translation>
        </message>
        <message>
            <source>pairings by name</source>
            <translation>pary według nazwisk</translation>
        </message>
        <message>
            <source>result slips</source>
            <translation>karty wyników</translation>
        </message>
        <message>
            <source>Pair this round &amp;again</source>
            <translation>Kojarz tę rundę &amp;jeszcze raz</translation>
        </message>
        <message>
            <source>Pairs the round again (after late entries or drops) while it has no result</source>
            <translation>Kojarzy rundę od nowa (po spóźnionych zgłoszeniach lub wycofaniach), dopóki nie ma wyników</translation>
        </message>
        <message>
            <source>Select two players of the round (Ctrl+click), or drag one onto the other, before any result</source>
            <translation>Wybierz dwóch graczy rundy (Ctrl+klik) albo przeciągnij jednego na drugiego, zanim pojawi się wynik</translation>
        </message>
        <message>
            <source>E&amp;xport</source>
            <translation>Eksp&amp;ortuj</translation>
        </message>
        <message>
            <source>Standings (PDF)…</source>
            <translation>Tabela (PDF)…</translation>
        </message>
        <message>
            <source>Standings (CSV)…</source>
            <translation>Tabela (CSV)…</translation>
        </message>
        <message>
            <source>Pairings by table (PDF)…</source>
            <translation>Pary według stołów (PDF)…</translation>
        </message>
        <message>
            <source>Pairings by name (PDF)…</source>
            <translation>Pary według nazwisk (PDF)…</translation>
        </message>
        <message>
            <source>Result slips (PDF)…</source>
            <translation>Karty wyników (PDF)…</translation>
        </message>
        <message>
            <source>On a table: 1 or 2 names its winner, D records a draw; in a score column, type the score and press Enter.</source>
            <translation>Na stole: 1 lub 2 wskazuje zwycięzcę, D zapisuje remis; w kolumnie punktów gry wpisz liczbę i naciśnij Enter.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Tabela</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>List</source>
            <translation>Lista</translation>
        </message>
        <message>
            <source>Legal</source>
            <translation>Legalna</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Wycofany</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Stół</translation>
        </message>
        <message>
            <source>{score} of the player</source>
            <translation>{score} gracza</translation>
        </message>
        <message>
            <source>{score} of the opponent</source>
            <translation>{score} przeciwnika</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Przeciwnik</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Wynik</translation>
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
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
        <message>
            <source>No round paired yet</source>
            <translation>Żadna runda nie jest skojarzona</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>pauza</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Remis</translation>
        </message>
        <message>
            <source>{player} won</source>
            <translation>{player} wygrywa</translation>
        </message>
        <message>
            <source>Rematch: {pairs} have met before.</source>
            <translation>Rewanż: {pairs} już ze sobą grali.</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Pliki PDF (*.pdf)</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Pliki CSV (*.csv)</translation>
        </message>
        <message>
            <source>Written to {file}</source>
            <translation>Zapisano do {file}</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>Record game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <source>Edit game</source>
            <translation>Edytuj grę</translation>
        </message>
        <message>
            <source>Change campaign settings</source>
            <translation>Zmień ustawienia kampanii</translation>
        </message>
        <message>
            <source>Change player</source>
            <translation>Zmień dane gracza</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Dodaj gracza</translation>
        </message>
        <message>
            <source>Remove player from the campaign</source>
            <translation>Usuń gracza z kampanii</translation>
        </message>
        <message>
            <source>Register strike team</source>
            <translation>Zgłoś grupę uderzeniową</translation>
        </message>
        <message>
            <source>Withdraw strike team</source>
            <translation>Wycofaj grupę uderzeniową</translation>
        </message>
        <message>
            <source>Pair a round</source>
            <translation>Kojarzenie rundy</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n game(s)</source>
            <translation>
                <numerusform>Usuń %n grę</numerusform>
                <numerusform>Usuń %n gry</numerusform>
                <numerusform>Usuń %n gier</numerusform>
            </translation>
        </message>
        <message>
            <source>Register {player}</source>
            <translation>Zapisz: {player}</translation>
        </message>
        <message>
            <source>Drop {player}</source>
            <translation>Wycofaj: {player}</translation>
        </message>
        <message>
            <source>Swap {first} and {second}</source>
            <translation>Zamień {first} i {second}</translation>
        </message>
        <message>
            <source>Pair round {round} again</source>
            <translation>Kojarz rundę {round} jeszcze raz</translation>
        </message>
        <message>
            <source>Result of table {table}</source>
            <translation>Wynik stołu {table}</translation>
        </message>
    </context>
</TS>
