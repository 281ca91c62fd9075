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
</TS>
