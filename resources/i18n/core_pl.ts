<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>CatalogCommand</name>
        <message>
            <source>nothing valid to import in {path}</source>
            <translation>w {path} nie ma nic poprawnego do zaimportowania</translation>
        </message>
        <message>
            <source>id</source>
            <translation>identyfikator</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nazwa</translation>
        </message>
        <message>
            <source>type</source>
            <translation>rodzaj</translation>
        </message>
        <message>
            <source>points</source>
            <translation>punkty</translation>
        </message>
        <message>
            <source>figures</source>
            <translation>wartości</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>pakiet</translation>
        </message>
        <message>
            <source>built-in</source>
            <translation>wbudowany</translation>
        </message>
        <message>
            <source>user</source>
            <translation>użytkownika</translation>
        </message>
        <message>
            <source>version</source>
            <translation>wersja</translation>
        </message>
        <message>
            <source>units</source>
            <translation>jednostki</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>rodzaj</translation>
        </message>
        <message>
            <source>Wrote {file}</source>
            <translation>Zapisano {file}</translation>
        </message>
        <message>
            <source>Removed {file}</source>
            <translation>Usunięto {file}</translation>
        </message>
        <message numerus="yes">
            <source>Wrote {file}: %n pack(s).</source>
            <translation>
                <numerusform>Zapisano {file}: %n pakiet.</numerusform>
                <numerusform>Zapisano {file}: %n pakiety.</numerusform>
                <numerusform>Zapisano {file}: %n pakietów.</numerusform>
            </translation>
        </message>
        <message>
            <source>Following {url}; muster catalog update installs its packs.</source>
            <translation>Obserwujesz {url}; muster catalog update instaluje jego pakiety.</translation>
        </message>
        <message>
            <source>You already follow {url}.</source>
            <translation>Już obserwujesz {url}.</translation>
        </message>
        <message>
            <source>No longer following {url}; the packs installed from it stay.</source>
            <translation>Nie obserwujesz już {url}; zainstalowane z niego pakiety zostają.</translation>
        </message>
        <message>
            <source>You follow no data repository.</source>
            <translation>Nie obserwujesz żadnego repozytorium danych.</translation>
        </message>
    </context>
    <context>
        <name>CatalogImport</name>
        <message>
            <source>Imported pack "{pack}" into {file}.</source>
            <translation>Zaimportowano pakiet „{pack}” do {file}.</translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>Nic nie zaimportowano.</translation>
        </message>
        <message>
            <source>Added: {count}</source>
            <translation>Dodane: {count}</translation>
        </message>
        <message>
            <source>Changed: {count}</source>
            <translation>Zmienione: {count}</translation>
        </message>
        <message>
            <source>Unchanged: {count}</source>
            <translation>Bez zmian: {count}</translation>
        </message>
        <message>
            <source>Rejected: {count}</source>
            <translation>Odrzucone: {count}</translation>
        </message>
        <message>
            <source>the file lies outside the imported folder (through a link)</source>
            <translation>plik leży poza importowanym folderem (przez dowiązanie)</translation>
        </message>
        <message>
            <source>the file is not UTF-8 text</source>
            <translation>plik nie jest tekstem UTF-8</translation>
        </message>
        <message>
            <source>the file cannot be read: {detail}</source>
            <translation>nie można odczytać pliku: {detail}</translation>
        </message>
        <message>
            <source>broken JSON at line {line}, column {column}: {detail}</source>
            <translation>błędny JSON w wierszu {line}, kolumnie {column}: {detail}</translation>
        </message>
        <message>
            <source>Muster catalogue (all packs merged)</source>
            <translation>Katalog Muster (wszystkie pakiety scalone)</translation>
        </message>
    </context>
    <context>
        <name>CatalogUpdates</name>
        <message>
            <source>no answer within {seconds} seconds</source>
            <translation>brak odpowiedzi w ciągu {seconds} s</translation>
        </message>
        <message>
            <source>the connection broke ({reason})</source>
            <translation>połączenie zostało przerwane ({reason})</translation>
        </message>
        <message>
            <source>the connection was still being made</source>
            <translation>połączenie nie zostało jeszcze nawiązane</translation>
        </message>
        <message>
            <source>the server had not finished the headers of its answer</source>
            <translation>serwer nie dokończył wysyłania nagłówków odpowiedzi</translation>
        </message>
        <message>
            <source>{got} bytes of the file had arrived</source>
            <translation>dotarło {got} bajtów pliku</translation>
        </message>
        <message>
            <source>its answer is not one a web server gives (too many or too long headers)</source>
            <translation>jego odpowiedź nie jest odpowiedzią serwera WWW (za dużo lub za długie nagłówki)</translation>
        </message>
        <message>
            <source>it is not valid JSON (line {line}): {reason}</source>
            <translation>to nie jest poprawny JSON (wiersz {line}): {reason}</translation>
        </message>
        <message>
            <source>it is not UTF-8 text</source>
            <translation>to nie jest tekst UTF-8</translation>
        </message>
        <message>
            <source>it is not a JSON object</source>
            <translation>to nie jest obiekt JSON</translation>
        </message>
        <message>
            <source>its "format" is not "{expected}" (it is not a Muster repository index)</source>
            <translation>jego „format” to nie „{expected}” (to nie jest indeks repozytorium Muster)</translation>
        </message>
        <message>
            <source>"systems" must be an object giving each game's list of packs</source>
            <translation>„systems” musi być obiektem z listą pakietów każdej gry</translation>
        </message>
        <message>
            <source>"{system}" is not a game id (lower-case letters, digits and dashes)</source>
            <translation>„{system}” nie jest identyfikatorem gry (małe litery, cyfry i myślniki)</translation>
        </message>
        <message>
            <source>"{field}" must be a list of packs</source>
            <translation>„{field}” musi być listą pakietów</translation>
        </message>
        <message>
            <source>"{field}" must be an object</source>
            <translation>„{field}” musi być obiektem</translation>
        </message>
        <message>
            <source>"{field}" is missing</source>
            <translation>brakuje „{field}”</translation>
        </message>
        <message>
            <source>"{field}" must be a text of 1 to 200 characters</source>
            <translation>„{field}” musi być tekstem o długości od 1 do 200 znaków</translation>
        </message>
        <message>
            <source>"{field}" holds control or bidirectional characters</source>
            <translation>„{field}” zawiera znaki sterujące lub znaki kierunku tekstu</translation>
        </message>
        <message>
            <source>"{field}" must be a pack id (lower-case letters, digits and dashes)</source>
            <translation>„{field}” musi być identyfikatorem pakietu (małe litery, cyfry i myślniki)</translation>
        </message>
        <message>
            <source>"{field}" must be a date written YYYY-MM-DD</source>
            <translation>„{field}” musi być datą w postaci RRRR-MM-DD</translation>
        </message>
        <message>
            <source>"{field}" must be a whole number of bytes from 1 to {limit}</source>
            <translation>„{field}” musi być liczbą całkowitą bajtów od 1 do {limit}</translation>
        </message>
        <message>
            <source>"{field}" must be 64 hexadecimal digits (lower case)</source>
            <translation>„{field}” musi mieć 64 cyfry szesnastkowe (małymi literami)</translation>
        </message>
        <message>
            <source>"{field}" must be an address relative to the index, or an http or https address</source>
            <translation>„{field}” musi być adresem względnym wobec indeksu albo adresem http lub https</translation>
        </message>
        <message>
            <source>the pack "{pack}" of {system} is listed twice</source>
            <translation>pakiet „{pack}” gry {system} występuje dwa razy</translation>
        </message>
        <message>
            <source>it is not a folder</source>
            <translation>to nie jest folder</translation>
        </message>
        <message>
            <source>it holds no catalogue pack (.json file)</source>
            <translation>nie zawiera żadnego pakietu katalogu (pliku .json)</translation>
        </message>
        <message>
            <source>{file} is not a Muster catalogue pack ("format": "{expected}")</source>
            <translation>{file} nie jest pakietem katalogu Muster („format”: „{expected}”)</translation>
        </message>
        <message>
            <source>{file} is not a valid pack: {reason}</source>
            <translation>{file} nie jest poprawnym pakietem: {reason}</translation>
        </message>
        <message>
            <source>the pack id "{pack}" of {system} is used by {file} and {other}</source>
            <translation>identyfikator pakietu „{pack}” gry {system} mają {file} i {other}</translation>
        </message>
        <message>
            <source>{file} has the id of a built-in pack ("{pack}"), which Muster never replaces; give it another id</source>
            <translation>{file} ma identyfikator wbudowanego pakietu („{pack}”), którego Muster nigdy nie zastępuje; nadaj mu inny identyfikator</translation>
        </message>
        <message>
            <source>it is not JSON ({reason})</source>
            <translation>to nie jest JSON ({reason})</translation>
        </message>
        <message>
            <source>it is a pack for a game this Muster does not know ("{system}")</source>
            <translation>to pakiet gry, której ten Muster nie zna („{system}”)</translation>
        </message>
        <message>
            <source>the index lists it as {expected}, but the pack says it is {found}</source>
            <translation>indeks podaje go jako {expected}, a pakiet podaje {found}</translation>
        </message>
        <message>
            <source>it is not a valid pack: {reason}</source>
            <translation>to nie jest poprawny pakiet: {reason}</translation>
        </message>
        <message>
            <source>the catalogue does not load with it: {reason}</source>
            <translation>katalog się z nim nie wczytuje: {reason}</translation>
        </message>
        <message>
            <source>it has the id of a built-in pack ("{pack}"), which an update never replaces</source>
            <translation>ma identyfikator wbudowanego pakietu („{pack}”), którego aktualizacja nigdy nie zastępuje</translation>
        </message>
        <message>
            <source>{url} also offers packs for a game this Muster does not know ("{system}"); they were left out.</source>
            <translation>{url} oferuje też pakiety gry, której ten Muster nie zna („{system}”); pominięto je.</translation>
        </message>
        <message>
            <source>The pack "{pack}" is offered by {url} and by {first}; the one from {first} is used.</source>
            <translation>Pakiet „{pack}” oferują {url} i {first}; używany jest ten z {first}.</translation>
        </message>
        <message>
            <source>Saved rosters were not checked against the update: {reason}</source>
            <translation>Zapisanych rozpisek nie sprawdzono pod kątem aktualizacji: {reason}</translation>
        </message>
        <message>
            <source>Every catalogue is up to date.</source>
            <translation>Wszystkie katalogi są aktualne.</translation>
        </message>
        <message>
            <source>You follow no data repository: add one with muster catalog subscribe URL.</source>
            <translation>Nie obserwujesz żadnego repozytorium danych: dodaj je poleceniem muster catalog subscribe URL.</translation>
        </message>
        <message>
            <source>{system}:</source>
            <translation>{system}:</translation>
        </message>
        <message>
            <source>new pack {pack} {version} ({date})</source>
            <translation>nowy pakiet {pack} {version} ({date})</translation>
        </message>
        <message>
            <source>pack {pack}: {previous} → {version} ({date})</source>
            <translation>pakiet {pack}: {previous} → {version} ({date})</translation>
        </message>
        <message numerus="yes">
            <source>New entries: %n</source>
            <translation>
                <numerusform>Nowe pozycje: %n</numerusform>
                <numerusform>Nowe pozycje: %n</numerusform>
                <numerusform>Nowe pozycje: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Changed entries: %n</source>
            <translation>
                <numerusform>Zmienione pozycje: %n</numerusform>
                <numerusform>Zmienione pozycje: %n</numerusform>
                <numerusform>Zmienione pozycje: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Removed entries: %n</source>
            <translation>
                <numerusform>Usunięte pozycje: %n</numerusform>
                <numerusform>Usunięte pozycje: %n</numerusform>
                <numerusform>Usunięte pozycje: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved rosters that become illegal: %n</source>
            <translation>
                <numerusform>Zapisane rozpiski, które stają się niezgodne z zasadami: %n</numerusform>
                <numerusform>Zapisane rozpiski, które stają się niezgodne z zasadami: %n</numerusform>
                <numerusform>Zapisane rozpiski, które stają się niezgodne z zasadami: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Updated %n pack(s); the versions they replaced are kept (Roll back restores them).</source>
            <translation>
                <numerusform>Zaktualizowano %n pakiet; zastąpiona wersja jest zachowana (Przywróć poprzednią ją przywraca).</numerusform>
                <numerusform>Zaktualizowano %n pakiety; zastąpione wersje są zachowane (Przywróć poprzednią je przywraca).</numerusform>
                <numerusform>Zaktualizowano %n pakietów; zastąpione wersje są zachowane (Przywróć poprzednią je przywraca).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pack(s) to update; nothing was changed yet.</source>
            <translation>
                <numerusform>%n pakiet do aktualizacji; jeszcze nic nie zmieniono.</numerusform>
                <numerusform>%n pakiety do aktualizacji; jeszcze nic nie zmieniono.</numerusform>
                <numerusform>%n pakietów do aktualizacji; jeszcze nic nie zmieniono.</numerusform>
            </translation>
        </message>
        <message>
            <source>The {system} catalogue is back as it was before its last update.</source>
            <translation>Katalog {system} wrócił do stanu sprzed ostatniej aktualizacji.</translation>
        </message>
        <message>
            <source>pack {pack} is back at version {version}</source>
            <translation>pakiet {pack} wrócił do wersji {version}</translation>
        </message>
        <message>
            <source>(unknown)</source>
            <translation>(nieznana)</translation>
        </message>
        <message>
            <source>pack {pack} is removed</source>
            <translation>pakiet {pack} został usunięty</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>{file} is not valid JSON (line {line}, column {column}): {detail}</source>
            <translation>{file} nie jest poprawnym plikiem JSON (wiersz {line}, kolumna {column}): {detail}</translation>
        </message>
        <message>
            <source>{file} is not a Muster catalogue pack (format must be "{expected}").</source>
            <translation>{file} nie jest pakietem katalogu Muster (format musi mieć wartość „{expected}”).</translation>
        </message>
        <message>
            <source>Something went wrong: {detail}</source>
            <translation>Coś poszło nie tak: {detail}</translation>
        </message>
        <message>
            <source>Cannot read {file}: {detail}</source>
            <translation>Nie można odczytać {file}: {detail}</translation>
        </message>
        <message>
            <source>Cannot write {file}: {detail}</source>
            <translation>Nie można zapisać {file}: {detail}</translation>
        </message>
        <message>
            <source>The catalogue pack {file} is not valid: {detail}</source>
            <translation>Pakiet katalogu {file} jest nieprawidłowy: {detail}</translation>
        </message>
        <message>
            <source>This is not a Muster roster: {detail}</source>
            <translation>To nie jest rozpiska Muster: {detail}</translation>
        </message>
        <message>
            <source>This share code cannot be read: {detail}</source>
            <translation>Nie można odczytać tego kodu udostępniania: {detail}</translation>
        </message>
        <message>
            <source>Muster cannot open "{link}": it is neither a file nor a share link.</source>
            <translation>Muster nie może otworzyć „{link}”: to nie jest ani plik, ani link udostępniania.</translation>
        </message>
        <message>
            <source>There is no saved roster number {roster_id}.</source>
            <translation>Nie ma zapisanej rozpiski o numerze {roster_id}.</translation>
        </message>
        <message>
            <source>Muster does not know the game system "{system}".</source>
            <translation>Muster nie zna systemu gry „{system}”.</translation>
        </message>
        <message>
            <source>Muster does not track {system} games yet.</source>
            <translation>Muster nie prowadzi jeszcze rozgrywek w {system}.</translation>
        </message>
        <message>
            <source>Muster cannot print {system} cards and rosters yet.</source>
            <translation>Muster nie drukuje jeszcze kart i rozpisek do {system}.</translation>
        </message>
        <message>
            <source>The database cannot be used: {detail}</source>
            <translation>Nie można użyć bazy danych: {detail}</translation>
        </message>
        <message>
            <source>The database file {file} is damaged and cannot be opened.</source>
            <translation>Plik bazy danych {file} jest uszkodzony i nie można go otworzyć.</translation>
        </message>
        <message>
            <source>The database {file} was written by a newer version of Muster (schema {revision}); update Muster to open it. Nothing was changed.</source>
            <translation>Baza danych {file} została zapisana przez nowszą wersję programu Muster (schemat {revision}); zaktualizuj Muster, aby ją otworzyć. Niczego nie zmieniono.</translation>
        </message>
        <message>
            <source>Cannot connect to the database {url}: {detail}</source>
            <translation>Nie można połączyć się z bazą danych {url}: {detail}</translation>
        </message>
        <message>
            <source>The owned count of {unit} must be a whole number from 0 up, not {count}.</source>
            <translation>Liczba posiadanych egzemplarzy {unit} musi być liczbą całkowitą od 0 w górę, a nie {count}.</translation>
        </message>
        <message>
            <source>{file} does not exist.</source>
            <translation>{file} nie istnieje.</translation>
        </message>
        <message>
            <source>{file} is not a Muster catalogue pack (format must be "{expected}"); a community catalogue is imported from its folder.</source>
            <translation>{file} nie jest pakietem katalogu Muster (format musi mieć wartość „{expected}”); katalog społeczności importuje się z jego folderu.</translation>
        </message>
        <message>
            <source>The folder {file} holds no catalogue that Muster can read.</source>
            <translation>Folder {file} nie zawiera katalogu, który Muster potrafi odczytać.</translation>
        </message>
        <message>
            <source>{file} is a folder; a Muster pack is a .json file.</source>
            <translation>{file} jest folderem; pakiet Muster to plik .json.</translation>
        </message>
        <message>
            <source>{file} is a file; a community catalogue is a folder.</source>
            <translation>{file} jest plikiem; katalog społeczności to folder.</translation>
        </message>
        <message>
            <source>The pack id "{pack}" is the built-in pack's; give the pack another id.</source>
            <translation>Identyfikator „{pack}” należy do pakietu wbudowanego; nadaj pakietowi inny identyfikator.</translation>
        </message>
        <message>
            <source>"{pack}" is not a pack id: give the id "muster catalog packs" lists, such as my-pack.</source>
            <translation>„{pack}” nie jest identyfikatorem pakietu: podaj identyfikator wypisywany przez „muster catalog packs”, np. my-pack.</translation>
        </message>
        <message>
            <source>There is no user pack "{pack}" for {system}.</source>
            <translation>Nie ma pakietu użytkownika „{pack}” dla {system}.</translation>
        </message>
        <message>
            <source>There is no loaded pack "{pack}" for {system}.</source>
            <translation>Nie ma wczytanego pakietu „{pack}” dla {system}.</translation>
        </message>
        <message>
            <source>There is no share code to read: the text is empty.</source>
            <translation>Nie ma kodu do odczytania: tekst jest pusty.</translation>
        </message>
        <message>
            <source>No share code was found in this text; Muster reads its own codes (MU1.…), SPT list codes (spt[…]) and Tabletop Admiral links.</source>
            <translation>W tym tekście nie znaleziono kodu udostępniania; Muster odczytuje własne kody (MU1.…), kody list SPT (spt[…]) i linki do Tabletop Admiral.</translation>
        </message>
        <message>
            <source>This share code was made by a newer version of Muster (code version {version}); update Muster to read it.</source>
            <translation>Ten kod udostępniania utworzyła nowsza wersja programu Muster (wersja kodu {version}); zaktualizuj program, aby go odczytać.</translation>
        </message>
        <message>
            <source>This Muster share code is cut short: its checksum at the end is missing.</source>
            <translation>Ten kod udostępniania Muster jest ucięty: brakuje sumy kontrolnej na końcu.</translation>
        </message>
        <message>
            <source>This Muster share code was altered or cut while being copied (its checksum does not match); copy it again in full.</source>
            <translation>Ten kod udostępniania Muster został zmieniony lub ucięty podczas kopiowania (suma kontrolna się nie zgadza); skopiuj go ponownie w całości.</translation>
        </message>
        <message>
            <source>This Muster share code contains characters that do not belong in it.</source>
            <translation>Ten kod udostępniania Muster zawiera niedozwolone znaki.</translation>
        </message>
        <message>
            <source>This Muster share code is damaged: its content cannot be unpacked.</source>
            <translation>Ten kod udostępniania Muster jest uszkodzony: nie można rozpakować jego zawartości.</translation>
        </message>
        <message>
            <source>This Muster share code does not hold a valid roster: {detail}</source>
            <translation>Ten kod udostępniania Muster nie zawiera poprawnej rozpiski: {detail}</translation>
        </message>
        <message>
            <source>This text is too long to hold a share code: Muster reads up to {limit} characters.</source>
            <translation>Ten tekst jest za długi, by zawierać kod udostępniania: Muster odczytuje do {limit} znaków.</translation>
        </message>
        <message>
            <source>This Muster share code unpacks to more than {limit}, more than any roster holds; it was not read.</source>
            <translation>Ten kod udostępniania Muster rozpakowuje się do ponad {limit}, więcej niż mieści jakakolwiek rozpiska; nie został odczytany.</translation>
        </message>
        <message>
            <source>There is no "{format}" share format for this game; use one of: {formats}.</source>
            <translation>Dla tej gry nie ma formatu udostępniania „{format}”; użyj jednego z: {formats}.</translation>
        </message>
        <message>
            <source>the document must be a JSON object</source>
            <translation>dokument musi być obiektem JSON</translation>
        </message>
        <message>
            <source>"format" must be "{expected}"</source>
            <translation>„format” musi mieć wartość „{expected}”</translation>
        </message>
        <message>
            <source>"system" must name a game system</source>
            <translation>„system” musi wskazywać system gry</translation>
        </message>
        <message>
            <source>"squads" must be a list</source>
            <translation>„squads” musi być listą</translation>
        </message>
        <message>
            <source>squad {number} must be an object</source>
            <translation>oddział {number} musi być obiektem</translation>
        </message>
        <message>
            <source>squad {number}, "{key}" must be a unit id or null</source>
            <translation>oddział {number}: „{key}” musi być identyfikatorem jednostki lub null</translation>
        </message>
        <message>
            <source>"name" must be text</source>
            <translation>„name” musi być tekstem</translation>
        </message>
        <message>
            <source>"mission_set" must be text or null</source>
            <translation>„mission_set” musi być tekstem lub null</translation>
        </message>
        <message>
            <source>"notes" must be text</source>
            <translation>„notes” musi być tekstem</translation>
        </message>
        <message>
            <source>"casual" must be true or false</source>
            <translation>„casual” musi mieć wartość true lub false</translation>
        </message>
        <message>
            <source>not JSON (line {line}: {detail})</source>
            <translation>to nie jest JSON (wiersz {line}: {detail})</translation>
        </message>
        <message>
            <source>The argument "{value}" is not valid text: it holds bytes that are not UTF-8.</source>
            <translation>Argument „{value}” nie jest poprawnym tekstem: zawiera bajty spoza UTF-8.</translation>
        </message>
        <message>
            <source>{file} is a folder: give the name of a file to write.</source>
            <translation>{file} jest folderem: podaj nazwę pliku do zapisania.</translation>
        </message>
        <message>
            <source>Cannot write {file}: the folder {folder} does not exist.</source>
            <translation>Nie można zapisać {file}: folder {folder} nie istnieje.</translation>
        </message>
        <message>
            <source>Cannot write {file}: the text holds a character that is not valid Unicode.</source>
            <translation>Nie można zapisać {file}: tekst zawiera niepoprawny znak Unicode.</translation>
        </message>
        <message>
            <source>{file} is too large: Muster reads files of this kind up to {limit}.</source>
            <translation>{file} jest za duży: Muster odczytuje pliki tego rodzaju do {limit}.</translation>
        </message>
        <message>
            <source>{file} is not a regular file (a link, a device or a pipe); it was not read.</source>
            <translation>{file} nie jest zwykłym plikiem (to dowiązanie, urządzenie lub potok); nie został odczytany.</translation>
        </message>
        <message>
            <source>{file} is not UTF-8 text.</source>
            <translation>{file} nie jest tekstem w UTF-8.</translation>
        </message>
        <message>
            <source>{file} cannot be a file name: it holds a NUL character.</source>
            <translation>{file} nie może być nazwą pliku: zawiera znak NUL.</translation>
        </message>
        <message>
            <source>The disk holding the database {file} is full; free some space and try again. Nothing was changed.</source>
            <translation>Dysk z bazą danych {file} jest pełny; zwolnij trochę miejsca i spróbuj ponownie. Niczego nie zmieniono.</translation>
        </message>
        <message>
            <source>The folder {folder} is read-only, so Muster cannot write its database {file} there.</source>
            <translation>Folder {folder} jest tylko do odczytu, więc Muster nie może zapisać w nim bazy danych {file}.</translation>
        </message>
        <message>
            <source>Muster is not allowed to open the database {file} (permission denied).</source>
            <translation>Muster nie ma uprawnień do otwarcia bazy danych {file} (odmowa dostępu).</translation>
        </message>
        <message>
            <source>{file} is a folder where Muster expects its database file; nothing was moved.</source>
            <translation>{file} jest folderem, a Muster oczekuje w tym miejscu pliku bazy danych; niczego nie przeniesiono.</translation>
        </message>
        <message>
            <source>The setting {setting} ("{url}") is not a database address Muster can use; write it like postgresql+psycopg://user@server/muster, or leave it empty.</source>
            <translation>Ustawienie {setting} („{url}”) nie jest adresem bazy danych, którego Muster może użyć; zapisz je jak postgresql+psycopg://użytkownik@serwer/muster albo zostaw puste.</translation>
        </message>
        <message>
            <source>The setting {setting} asks for a "{driver}" database, whose driver is not installed; use postgresql+psycopg://… or leave it empty.</source>
            <translation>Ustawienie {setting} wskazuje bazę danych „{driver}”, której sterownik nie jest zainstalowany; użyj postgresql+psycopg://… albo zostaw je puste.</translation>
        </message>
        <message>
            <source>Cannot download {url}: {detail}</source>
            <translation>Nie można pobrać {url}: {detail}</translation>
        </message>
        <message>
            <source>The repository {url} cannot be reached: {detail}</source>
            <translation>Nie można połączyć się z repozytorium {url}: {detail}</translation>
        </message>
        <message>
            <source>The server of {url} answered {status} ({reason}) instead of the file.</source>
            <translation>Serwer {url} odpowiedział {status} ({reason}) zamiast wysłać plik.</translation>
        </message>
        <message>
            <source>{url} redirects in a loop (or more than {limit} times); nothing was downloaded.</source>
            <translation>{url} przekierowuje w pętli (lub więcej niż {limit} razy); nic nie pobrano.</translation>
        </message>
        <message>
            <source>{url} is larger than the {size} bytes the repository index gives it; the download was stopped.</source>
            <translation>{url} jest większy niż {size} B podane w indeksie repozytorium; pobieranie przerwano.</translation>
        </message>
        <message>
            <source>The repository index {url} is larger than {limit}; it was not read.</source>
            <translation>Indeks repozytorium {url} jest większy niż {limit}; nie został wczytany.</translation>
        </message>
        <message>
            <source>The download of {url} stopped after {got} of {size} bytes.</source>
            <translation>Pobieranie {url} urwało się po {got} z {size} B.</translation>
        </message>
        <message>
            <source>The download of {url} took longer than {seconds} seconds and was stopped ({detail}).</source>
            <translation>Pobieranie {url} trwało dłużej niż {seconds} s i zostało przerwane ({detail}).</translation>
        </message>
        <message>
            <source>{url} is not the file the repository index describes (its SHA-256 differs); it was not used.</source>
            <translation>{url} nie jest plikiem opisanym w indeksie repozytorium (inny SHA-256); nie został użyty.</translation>
        </message>
        <message>
            <source>"{url}" is not a web address Muster can use: give an http or https address.</source>
            <translation>„{url}” nie jest adresem internetowym, którego Muster może użyć: podaj adres http lub https.</translation>
        </message>
        <message>
            <source>The check for updates was cancelled.</source>
            <translation>Sprawdzanie aktualizacji zostało anulowane.</translation>
        </message>
        <message>
            <source>The data repository {url} cannot be used: {detail}</source>
            <translation>Nie można użyć repozytorium danych {url}: {detail}</translation>
        </message>
        <message>
            <source>The repository index {url} is not valid: {detail}</source>
            <translation>Indeks repozytorium {url} jest niepoprawny: {detail}</translation>
        </message>
        <message>
            <source>Cannot publish {folder}: {detail}</source>
            <translation>Nie można opublikować {folder}: {detail}</translation>
        </message>
        <message>
            <source>You do not follow the data repository {url}.</source>
            <translation>Nie obserwujesz repozytorium danych {url}.</translation>
        </message>
        <message>
            <source>The pack {url} was refused: {detail}.</source>
            <translation>Pakiet {url} został odrzucony: {detail}.</translation>
        </message>
        <message>
            <source>The {system} catalogue changed since the check for updates; check again. Nothing was changed.</source>
            <translation>Katalog {system} zmienił się od sprawdzenia aktualizacji; sprawdź ponownie. Nic nie zmieniono.</translation>
        </message>
        <message>
            <source>There is no update of the {system} catalogue to roll back.</source>
            <translation>Nie ma aktualizacji katalogu {system} do wycofania.</translation>
        </message>
        <message>
            <source>a conceded game has a winner: the player who did not concede.</source>
            <translation>poddana gra ma zwycięzcę: gracza, który się nie poddał.</translation>
        </message>
    </context>
    <context>
        <name>Json</name>
        <message>
            <source>nested more than {depth} levels deep</source>
            <translation>zagnieżdżony głębiej niż na {depth} poziomów</translation>
        </message>
        <message>
            <source>a whole number is too large ({digits} digits)</source>
            <translation>liczba całkowita jest za duża ({digits} cyfr)</translation>
        </message>
        <message>
            <source>a number is not finite ({value})</source>
            <translation>liczba nie jest skończona ({value})</translation>
        </message>
        <message>
            <source>a text holds an invalid character (\u{code:04x})</source>
            <translation>tekst zawiera niepoprawny znak (\u{code:04x})</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Name the game with --system, or give --game.</source>
            <translation>Wskaż grę opcją --system albo podaj --game.</translation>
        </message>
    </context>
    <context>
        <name>RosterCommand</name>
        <message>
            <source>{name}: legal.</source>
            <translation>{name}: zgodna z zasadami.</translation>
        </message>
        <message>
            <source>{name}: not legal.</source>
            <translation>{name}: niezgodna z zasadami.</translation>
        </message>
        <message>
            <source>Untitled roster</source>
            <translation>Rozpiska bez nazwy</translation>
        </message>
        <message>
            <source>error</source>
            <translation>błąd</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>ostrzeżenie</translation>
        </message>
        <message>
            <source>No problems found.</source>
            <translation>Nie znaleziono problemów.</translation>
        </message>
    </context>
    <context>
        <name>StatsCommand</name>
        <message>
            <source>List</source>
            <translation>Lista</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
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
    </context>
    <context>
        <name>TournamentCommand</name>
        <message>
            <source>Created the tournament {name}.</source>
            <translation>Utworzono turniej {name}.</translation>
        </message>
        <message>
            <source>{player}: registered.</source>
            <translation>{player}: zapisany.</translation>
        </message>
        <message>
            <source>{player}: registered with {list}, legal.</source>
            <translation>{player}: zapisany z listą {list}, legalną.</translation>
        </message>
        <message>
            <source>{player}: registered with {list}, not legal: {problems}</source>
            <translation>{player}: zapisany z listą {list}, nielegalną: {problems}</translation>
        </message>
        <message>
            <source>{player} dropped.</source>
            <translation>{player} wycofał się.</translation>
        </message>
        <message>
            <source>Swapped {first} and {second}.</source>
            <translation>Zamieniono {first} i {second}.</translation>
        </message>
        <message>
            <source>Warning: {first} and {second} have met before.</source>
            <translation>Uwaga: {first} i {second} już ze sobą grali.</translation>
        </message>
        <message>
            <source>Round {round}, table {table}: result recorded.</source>
            <translation>Runda {round}, stół {table}: wynik zapisany.</translation>
        </message>
        <message>
            <source>Warning: {first} and {second} meet again: no pairing avoids every rematch.</source>
            <translation>Uwaga: {first} i {second} grają ponownie: żadne kojarzenie nie unika wszystkich rewanży.</translation>
        </message>
    </context>
</TS>
