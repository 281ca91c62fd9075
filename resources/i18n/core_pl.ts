<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
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
            <source>Muster does not know the game system "{system}".</source>
            <translation>Muster nie zna systemu gry „{system}”.</translation>
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
    </context>
</TS>
