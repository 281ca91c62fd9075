<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>BoxesButton</name>
        <message>
            <source>{box} ({count})</source>
            <translation>{box} ({count})</translation>
        </message>
        <message>
            <source>I own a box…</source>
            <translation>Mam pudełko…</translation>
        </message>
        <message>
            <source>Add to the collection what a box holds: pick one of the boxes listed</source>
            <translation>Dodaj do kolekcji zawartość pudełka: wybierz jedno z wymienionych pudełek</translation>
        </message>
    </context>
    <context>
        <name>CataloguePage</name>
        <message>
            <source>Catalogue</source>
            <translation>Katalog</translation>
        </message>
        <message>
            <source>The game whose catalogue is shown</source>
            <translation>Gra, której katalog jest wyświetlany</translation>
        </message>
        <message>
            <source>Import community &amp;folder…</source>
            <translation>Importuj &amp;folder społeczności…</translation>
        </message>
        <message>
            <source>Import a community catalogue folder (one JSON file per unit)</source>
            <translation>Importuj folder katalogu społeczności (jeden plik JSON na jednostkę)</translation>
        </message>
        <message>
            <source>Import Muster &amp;pack file…</source>
            <translation>Importuj plik &amp;pakietu Muster…</translation>
        </message>
        <message>
            <source>&amp;Export whole catalogue…</source>
            <translation>&amp;Eksportuj cały katalog…</translation>
        </message>
        <message>
            <source>Export selected &amp;pack…</source>
            <translation>Eksportuj zaznaczony &amp;pakiet…</translation>
        </message>
        <message>
            <source>Print &amp;cards…</source>
            <translation>Drukuj &amp;karty…</translation>
        </message>
        <message>
            <source>Print the cards of the selected units, or export them as PDF (Ctrl+P)</source>
            <translation>Wydrukuj karty zaznaczonych jednostek albo wyeksportuj je do PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>&amp;Remove pack</source>
            <translation>&amp;Usuń pakiet</translation>
        </message>
        <message>
            <source>Remove the selected user pack</source>
            <translation>Usuń zaznaczony pakiet użytkownika</translation>
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
            <source>User packs are loaded after the built-in packs: a unit with the same id replaces the built-in one.</source>
            <translation>Pakiety użytkownika są wczytywane po pakietach wbudowanych: jednostka o tym samym identyfikatorze zastępuje wbudowaną.</translation>
        </message>
        <message>
            <source>No pack imported yet: the {count} units here are Muster's built-in packs. More units, and newer figures, come from files: import a community catalogue folder (one JSON file per unit) or a Muster pack file, or drop either onto this page. To receive new units as they are published, follow a catalogue repository in Settings → Catalogue updates.</source>
            <translation>Nie zaimportowano jeszcze żadnego pakietu: {count} jednostek widocznych tutaj pochodzi z wbudowanych pakietów programu Muster. Więcej jednostek i nowsze wartości przychodzą z plików: zaimportuj folder katalogu społeczności (jeden plik JSON na jednostkę) lub plik pakietu Muster albo upuść jeden z nich na tę stronę. Aby otrzymywać nowe jednostki zaraz po ich publikacji, obserwuj repozytorium katalogów w Ustawienia → Aktualizacje katalogów.</translation>
        </message>
        <message>
            <source>Import community folder…</source>
            <translation>Importuj folder społeczności…</translation>
        </message>
        <message>
            <source>Import Muster pack file…</source>
            <translation>Importuj plik pakietu Muster…</translation>
        </message>
        <message>
            <source>Your collection: set how many of each unit you own in the Owned column (select the cell and type the number, or double-click it). Select units (Ctrl+click, Shift+click) to print their cards.</source>
            <translation>Twoja kolekcja: w kolumnie Posiadane wpisz, ile egzemplarzy każdej jednostki masz (zaznacz komórkę i wpisz liczbę albo kliknij ją dwukrotnie). Zaznacz jednostki (Ctrl+klik, Shift+klik), aby wydrukować ich karty.</translation>
        </message>
        <message>
            <source>A user pack cannot be loaded and is left out until you remove or replace it: {problem}</source>
            <translation>Nie można wczytać pakietu użytkownika; jest pomijany, dopóki go nie usuniesz lub nie zastąpisz: {problem}</translation>
        </message>
        <message>
            <source>Own the box {box}</source>
            <translation>Dodaj pudełko {box}</translation>
        </message>
        <message>
            <source>Import a community catalogue folder</source>
            <translation>Importuj folder katalogu społeczności</translation>
        </message>
        <message>
            <source>Import a Muster pack file</source>
            <translation>Importuj plik pakietu Muster</translation>
        </message>
        <message>
            <source>Muster catalogue packs (*.json);;All files (*)</source>
            <translation>Pakiety katalogu Muster (*.json);;Wszystkie pliki (*)</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importowanie</translation>
        </message>
        <message>
            <source>Importing {path}…</source>
            <translation>Importowanie {path}…</translation>
        </message>
        <message>
            <source>Export catalogue pack</source>
            <translation>Eksportuj pakiet katalogu</translation>
        </message>
        <message>
            <source>Muster catalogue packs (*.json)</source>
            <translation>Pakiety katalogu Muster (*.json)</translation>
        </message>
        <message>
            <source>Remove pack</source>
            <translation>Usuń pakiet</translation>
        </message>
        <message>
            <source>Remove the pack "{name}"? Its units leave the catalogue; rosters that use them will report them as unknown until you import it again.</source>
            <translation>Usunąć pakiet „{name}”? Jego jednostki znikną z katalogu; grupy uderzeniowe, które ich używają, będą je zgłaszać jako nieznane, dopóki nie zaimportujesz go ponownie.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
    </context>
    <context>
        <name>ImportReportDialog</name>
        <message>
            <source>Import report</source>
            <translation>Raport z importu</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>&amp;Kopiuj raport</translation>
        </message>
        <message>
            <source>Pack "{pack}": {added} added, {changed} changed, {unchanged} unchanged, {rejected} rejected.</source>
            <translation>Pakiet „{pack}”: dodane: {added}, zmienione: {changed}, bez zmian: {unchanged}, odrzucone: {rejected}.</translation>
        </message>
        <message>
            <source>Nothing was imported: {rejected} rejected.</source>
            <translation>Nic nie zaimportowano: odrzucone: {rejected}.</translation>
        </message>
        <message>
            <source>Entry or file</source>
            <translation>Pozycja lub plik</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Szczegóły</translation>
        </message>
        <message>
            <source>Added ({count})</source>
            <translation>Dodane ({count})</translation>
        </message>
        <message>
            <source>Changed ({count})</source>
            <translation>Zmienione ({count})</translation>
        </message>
        <message>
            <source>differs in: {fields}</source>
            <translation>różni się w: {fields}</translation>
        </message>
        <message>
            <source>Rejected ({count})</source>
            <translation>Odrzucone ({count})</translation>
        </message>
    </context>
    <context>
        <name>LicenceDialog</name>
        <message>
            <source>Licence of {pack}</source>
            <translation>Licencja: {pack}</translation>
        </message>
    </context>
    <context>
        <name>PackDetails</name>
        <message>
            <source>Licence text…</source>
            <translation>Tekst licencji…</translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>Źródło:</translation>
        </message>
        <message>
            <source>Repository:</source>
            <translation>Repozytorium:</translation>
        </message>
        <message>
            <source>Commit:</source>
            <translation>Commit:</translation>
        </message>
        <message>
            <source>Date of the data:</source>
            <translation>Data danych:</translation>
        </message>
        <message>
            <source>Licence:</source>
            <translation>Licencja:</translation>
        </message>
    </context>
    <context>
        <name>PackTableModel</name>
        <message>
            <source>Pack</source>
            <translation>Pakiet</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Wersja</translation>
        </message>
        <message>
            <source>Units in use</source>
            <translation>Używane jednostki</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Źródło</translation>
        </message>
        <message>
            <source>Damaged user pack</source>
            <translation>Uszkodzony pakiet użytkownika</translation>
        </message>
        <message>
            <source>Built-in</source>
            <translation>Wbudowany</translation>
        </message>
        <message>
            <source>User pack</source>
            <translation>Pakiet użytkownika</translation>
        </message>
        <message>
            <source>Units of the catalogue that come from this pack</source>
            <translation>Jednostki katalogu pochodzące z tego pakietu</translation>
        </message>
    </context>
    <context>
        <name>SetOwnedCommand</name>
        <message>
            <source>Owned {unit}: {count}</source>
            <translation>Posiadane {unit}: {count}</translation>
        </message>
    </context>
</TS>
