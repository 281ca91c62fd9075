<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Muster</source>
            <translation>O programie Muster</translation>
        </message>
        <message>
            <source>Database</source>
            <translation>Baza danych</translation>
        </message>
        <message>
            <source>Backups</source>
            <translation>Kopie zapasowe</translation>
        </message>
        <message>
            <source>Logs</source>
            <translation>Dzienniki</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferencje</translation>
        </message>
        <message>
            <source>Army builder, game tracker and campaign manager for tabletop skirmish games.</source>
            <translation>Kreator armii, licznik rozgrywek i menedżer kampanii do bitewnych gier figurkowych.</translation>
        </message>
        <message>
            <source>Licence: GNU General Public License, version 3 or later.</source>
            <translation>Licencja: GNU General Public License, wersja 3 lub późniejsza.</translation>
        </message>
        <message>
            <source>Data shipped with Muster, and their licences:</source>
            <translation>Dane dostarczane z programem Muster i ich licencje:</translation>
        </message>
        <message>
            <source>Community tool, not affiliated with the games' publishers.</source>
            <translation>Narzędzie społeczności, niezwiązane z wydawcami gier.</translation>
        </message>
    </context>
    <context>
        <name>CatalogueUpdatesBox</name>
        <message>
            <source>Catalogue updates</source>
            <translation>Aktualizacje katalogów</translation>
        </message>
        <message>
            <source>Keep each game's catalogue current from data repositories: an index.json on a web server your club or community keeps. Muster looks only when you ask, shows what changes before applying it, and keeps the previous packs.</source>
            <translation>Utrzymuj katalog każdej gry w aktualności dzięki repozytoriom danych: plikowi index.json na serwerze WWW prowadzonym przez twój klub lub społeczność. Muster sprawdza tylko na twoje żądanie, pokazuje zmiany przed ich zastosowaniem i zachowuje poprzednie pakiety.</translation>
        </message>
        <message>
            <source>You follow no repository: the catalogues are Muster's own and the packs you import. Add a repository's address below.</source>
            <translation>Nie obserwujesz żadnego repozytorium: katalogi to te wbudowane w Muster i pakiety, które importujesz. Dodaj adres repozytorium poniżej.</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Dodaj</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>Usuń…</translation>
        </message>
        <message>
            <source>Check for updates</source>
            <translation>Sprawdź aktualizacje</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Roll back…</source>
            <translation>Przywróć poprzednią…</translation>
        </message>
        <message>
            <source>You already follow {url}.</source>
            <translation>Już obserwujesz {url}.</translation>
        </message>
        <message>
            <source>Remove repository</source>
            <translation>Usuń repozytorium</translation>
        </message>
        <message>
            <source>Stop following {url}? The packs installed from it stay.</source>
            <translation>Przestać obserwować {url}? Zainstalowane z niego pakiety zostaną.</translation>
        </message>
        <message>
            <source>You follow no repository yet: add its address above, then check.</source>
            <translation>Nie obserwujesz jeszcze żadnego repozytorium: dodaj jego adres powyżej, a potem sprawdź.</translation>
        </message>
        <message numerus="yes">
            <source>Checking %n repository(ies)…</source>
            <translation>
                <numerusform>Sprawdzanie %n repozytorium…</numerusform>
                <numerusform>Sprawdzanie %n repozytoriów…</numerusform>
                <numerusform>Sprawdzanie %n repozytoriów…</numerusform>
            </translation>
        </message>
        <message>
            <source>The check was cancelled. Nothing was changed.</source>
            <translation>Sprawdzanie anulowano. Nic nie zmieniono.</translation>
        </message>
        <message>
            <source>{problem} Nothing was changed.</source>
            <translation>{problem} Nic nie zmieniono.</translation>
        </message>
        <message>
            <source>{game}: the update of {when}</source>
            <translation>{game}: aktualizacja z {when}</translation>
        </message>
        <message>
            <source>No update to roll back</source>
            <translation>Brak aktualizacji do wycofania</translation>
        </message>
        <message>
            <source>Roll back</source>
            <translation>Przywróć poprzednią</translation>
        </message>
        <message>
            <source>Roll back the last update of the {game} catalogue? The packs it replaced come back and the packs it added are removed.</source>
            <translation>Wycofać ostatnią aktualizację katalogu {game}? Zastąpione przez nią pakiety wrócą, a dodane zostaną usunięte.</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong</source>
            <translation>Coś poszło nie tak</translation>
        </message>
        <message>
            <source>Muster hit an unexpected problem. Your saved work is safe; you can go on working. If it happens again, please report it with the details below.</source>
            <translation>W programie Muster wystąpił nieoczekiwany problem. Zapisane dane są bezpieczne; możesz dalej pracować. Jeśli problem się powtórzy, zgłoś go wraz z poniższymi szczegółami.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Kopiuj szczegóły</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>Muster</translation>
        </message>
    </context>
    <context>
        <name>FirstRunWizard</name>
        <message>
            <source>{game}: {box}</source>
            <translation>{game}: {box}</translation>
        </message>
        <message>
            <source>Units in this box: {count}</source>
            <translation>Jednostki w tym pudełku: {count}</translation>
        </message>
        <message>
            <source>The catalogues of the games you chose list no boxes.</source>
            <translation>Katalogi wybranych gier nie wymieniają żadnych pudełek.</translation>
        </message>
        <message>
            <source>Choose a game first.</source>
            <translation>Najpierw wybierz grę.</translation>
        </message>
        <message>
            <source>Catalogue file</source>
            <translation>Plik katalogu</translation>
        </message>
        <message>
            <source>Catalogues (*.json)</source>
            <translation>Katalogi (*.json)</translation>
        </message>
        <message>
            <source>Choose the catalogue file to import.</source>
            <translation>Wybierz plik katalogu do zaimportowania.</translation>
        </message>
        <message>
            <source>Nothing valid to import in {path}.</source>
            <translation>W {path} nie ma nic poprawnego do zaimportowania.</translation>
        </message>
        <message>
            <source>Type the address of the data repository.</source>
            <translation>Wpisz adres repozytorium danych.</translation>
        </message>
        <message>
            <source>Following {url}: Settings → Catalogue updates checks it for new catalogues.</source>
            <translation>Obserwujesz {url}: Ustawienia → Aktualizacje katalogów sprawdzają tam nowe katalogi.</translation>
        </message>
        <message>
            <source>Welcome to Muster</source>
            <translation>Witaj w Muster</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Pomiń</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Zaczynamy</translation>
        </message>
        <message>
            <source>Next &gt;</source>
            <translation>Dalej &gt;</translation>
        </message>
        <message>
            <source>&lt; Back</source>
            <translation>&lt; Wstecz</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Język</translation>
        </message>
        <message>
            <source>Muster speaks English, French and Polish.</source>
            <translation>Muster mówi po angielsku, francusku i polsku.</translation>
        </message>
        <message>
            <source>&amp;Language of the interface:</source>
            <translation>&amp;Język interfejsu:</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Which games do you play?</source>
            <translation>W jakie gry grasz?</translation>
        </message>
        <message>
            <source>Your collection</source>
            <translation>Twoja kolekcja</translation>
        </message>
        <message>
            <source>Which boxes do you own?</source>
            <translation>Które pudełka posiadasz?</translation>
        </message>
        <message>
            <source>Tick the boxes you own: their units go into your collection, which the builder's Owned only filter and suggestions use. You can change any count later on the Catalogue page.</source>
            <translation>Zaznacz posiadane pudełka: ich jednostki trafią do twojej kolekcji, z której korzystają filtr Tylko posiadane i podpowiedzi kreatora. Każdą liczbę możesz później zmienić na stronie Katalog.</translation>
        </message>
        <message>
            <source>Catalogues</source>
            <translation>Katalogi</translation>
        </message>
        <message>
            <source>Where do the games' catalogues come from?</source>
            <translation>Skąd pochodzą katalogi gier?</translation>
        </message>
        <message>
            <source>The catalogues built into Muster</source>
            <translation>Katalogi wbudowane w Muster</translation>
        </message>
        <message>
            <source>Also import a catalogue file:</source>
            <translation>Zaimportuj też plik katalogu:</translation>
        </message>
        <message>
            <source>Also follow a data repository:</source>
            <translation>Obserwuj też repozytorium danych:</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Wybierz…</translation>
        </message>
    </context>
    <context>
        <name>GameFilterCombo</name>
        <message>
            <source>Every game</source>
            <translation>Wszystkie gry</translation>
        </message>
    </context>
    <context>
        <name>GamesPlayedBox</name>
        <message>
            <source>Games I play</source>
            <translation>Moje gry</translation>
        </message>
        <message>
            <source>The games ticked come first in the New game dialog and on the Catalogue page, and the Builder opens on one of them. With none ticked, every game is offered alike.</source>
            <translation>Zaznaczone gry są na początku listy w oknie Nowa gra i na stronie Katalog, a Kreator otwiera się na jednej z nich. Gdy żadna nie jest zaznaczona, wszystkie gry są proponowane jednakowo.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Builder</source>
            <translation>Kreator</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Campaigns</source>
            <translation>Kampanie</translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>Katalog</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ustawienia</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>Muster</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Plik</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Za&amp;kończ</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Pomo&amp;c</translation>
        </message>
        <message>
            <source>&amp;About Muster</source>
            <translation>&amp;O programie Muster</translation>
        </message>
    </context>
    <context>
        <name>OpenRequest</name>
        <message>
            <source>Open file</source>
            <translation>Otwórz plik</translation>
        </message>
        <message>
            <source>Open share link</source>
            <translation>Otwórz link udostępniania</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Catalogue updates</source>
            <translation>Aktualizacje katalogów</translation>
        </message>
        <message>
            <source>These changes are not applied yet. Apply them?</source>
            <translation>Te zmiany nie zostały jeszcze zastosowane. Zastosować je?</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Zastosuj</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
    </context>
    <context>
        <name>SettingsPage</name>
        <message>
            <source>Language</source>
            <translation>Język</translation>
        </message>
        <message>
            <source>Interface language</source>
            <translation>Język interfejsu</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Taki jak w systemie</translation>
        </message>
        <message>
            <source>Card and unit names</source>
            <translation>Nazwy kart i jednostek</translation>
        </message>
        <message>
            <source>In my language where known</source>
            <translation>W moim języku, jeśli znana</translation>
        </message>
        <message>
            <source>Always in English</source>
            <translation>Zawsze po angielsku</translation>
        </message>
        <message>
            <source>Many players name cards in English. Where no name in your language is known, a card keeps its English name, and so does the rest of its row.</source>
            <translation>Wielu graczy nazywa karty po angielsku. Gdy nazwa w twoim języku nie jest znana, karta zachowuje angielską nazwę, podobnie jak reszta jej wiersza.</translation>
        </message>
        <message>
            <source>Database</source>
            <translation>Baza danych</translation>
        </message>
        <message>
            <source>Leave empty to keep your data in a file on this computer. To share a league database with your club, enter a PostgreSQL URL such as postgresql+psycopg://user:password@server/muster.</source>
            <translation>Pozostaw puste, aby przechowywać dane w pliku na tym komputerze. Aby współdzielić bazę ligi z klubem, wpisz adres PostgreSQL, np. postgresql+psycopg://uzytkownik:haslo@serwer/muster.</translation>
        </message>
        <message>
            <source>Connect</source>
            <translation>Połącz</translation>
        </message>
        <message>
            <source>In use: {url}</source>
            <translation>W użyciu: {url}</translation>
        </message>
        <message>
            <source>Your data</source>
            <translation>Twoje dane</translation>
        </message>
        <message>
            <source>Back up now</source>
            <translation>Utwórz kopię teraz</translation>
        </message>
        <message>
            <source>Open data folder</source>
            <translation>Otwórz folder danych</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>jeszcze brak</translation>
        </message>
        <message>
            <source>Data folder: {folder}
Backups: {count} (latest: {latest}); the last 10 are kept.
Logs: {logs}</source>
            <translation>Folder danych: {folder}
Kopie zapasowe: {count} (najnowsza: {latest}); przechowywanych jest 10 ostatnich.
Dzienniki: {logs}</translation>
        </message>
        <message>
            <source>Saved a copy of your data to {file}.</source>
            <translation>Zapisano kopię danych w {file}.</translation>
        </message>
        <message>
            <source>This database URL cannot be used: {detail}</source>
            <translation>Nie można użyć tego adresu bazy danych: {detail}</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Database from a newer Muster</source>
            <translation>Baza danych z nowszej wersji programu Muster</translation>
        </message>
        <message>
            <source>Database</source>
            <translation>Baza danych</translation>
        </message>
        <message>
            <source>You can look at your data without changing it, or keep Muster's database in another folder.</source>
            <translation>Możesz przejrzeć swoje dane bez ich zmieniania albo trzymać bazę danych Mustera w innym folderze.</translation>
        </message>
        <message>
            <source>Open read-only</source>
            <translation>Otwórz tylko do odczytu</translation>
        </message>
        <message>
            <source>You can keep Muster's database in another folder.</source>
            <translation>Możesz trzymać bazę danych Mustera w innym folderze.</translation>
        </message>
        <message>
            <source>Choose another folder…</source>
            <translation>Wybierz inny folder…</translation>
        </message>
        <message>
            <source>Folder for Muster's database</source>
            <translation>Folder bazy danych Mustera</translation>
        </message>
        <message>
            <source>Damaged database</source>
            <translation>Uszkodzona baza danych</translation>
        </message>
        <message>
            <source>You can restore the latest backup ({backup}) or start with an empty database.</source>
            <translation>Możesz przywrócić najnowszą kopię zapasową ({backup}) lub zacząć od pustej bazy.</translation>
        </message>
        <message>
            <source>Restore latest backup</source>
            <translation>Przywróć najnowszą kopię</translation>
        </message>
        <message>
            <source>Start fresh</source>
            <translation>Zacznij od nowa</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Zakończ</translation>
        </message>
        <message>
            <source>The database {file} is damaged and cannot be opened. If you go on, it is moved aside as {name}.damaged-(date and time); nothing is deleted.</source>
            <translation>Baza danych {file} jest uszkodzona i nie można jej otworzyć. Jeśli przejdziesz dalej, zostanie odłożona na bok jako {name}.damaged-(data i godzina); nic nie zostanie usunięte.</translation>
        </message>
        <message>
            <source>Database unreachable</source>
            <translation>Baza danych jest nieosiągalna</translation>
        </message>
        <message>
            <source>Use the database on this computer instead?</source>
            <translation>Czy zamiast niej użyć bazy danych na tym komputerze?</translation>
        </message>
    </context>
</TS>
