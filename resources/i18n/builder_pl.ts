<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>BuilderDialogs</name>
        <message>
            <source>Unsaved changes</source>
            <translation>Niezapisane zmiany</translation>
        </message>
        <message>
            <source>Untitled strike team</source>
            <translation>Grupa uderzeniowa bez nazwy</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>„{name}” ma niezapisane zmiany. Zapisać je najpierw?</translation>
        </message>
        <message>
            <source>Delete the strike team “{name}”? You can undo this with Ctrl+Z.</source>
            <translation>Usunąć grupę uderzeniową „{name}”? Można to cofnąć skrótem Ctrl+Z.</translation>
        </message>
        <message>
            <source>Delete strike team</source>
            <translation>Usuń grupę uderzeniową</translation>
        </message>
    </context>
    <context>
        <name>BuilderPage</name>
        <message>
            <source>New</source>
            <translation>Nowa</translation>
        </message>
        <message>
            <source>Start a new strike team (Ctrl+N)</source>
            <translation>Zacznij nową grupę uderzeniową (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Zapisz</translation>
        </message>
        <message>
            <source>Save the strike team in Muster, legal or not (Ctrl+S)</source>
            <translation>Zapisz grupę uderzeniową w Muster, także niezgodną z zasadami (Ctrl+S)</translation>
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
            <source>Share</source>
            <translation>Udostępnij</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>Ostatnie</translation>
        </message>
        <message>
            <source>Open one of the strike teams saved last</source>
            <translation>Otwórz jedną z ostatnio zapisanych grup uderzeniowych</translation>
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
            <source>Copy as text for forums and chats</source>
            <translation>Kopiuj jako tekst na fora i czaty</translation>
        </message>
        <message>
            <source>Paste share code</source>
            <translation>Wklej kod</translation>
        </message>
        <message>
            <source>Find a unit</source>
            <translation>Znajdź jednostkę</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drukuj…</translation>
        </message>
        <message>
            <source>Print the strike team's sheet and unit cards, or export them as PDF (Ctrl+P)</source>
            <translation>Wydrukuj arkusz grupy uderzeniowej i karty jednostek albo wyeksportuj je do PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Play a game…</source>
            <translation>Rozegraj grę…</translation>
        </message>
        <message>
            <source>Start a game with this strike team on the Games page</source>
            <translation>Rozpocznij grę tą grupą uderzeniową na stronie Gry</translation>
        </message>
        <message>
            <source>Open a strike team from a Muster code, an SPT code or a Tabletop Admiral link</source>
            <translation>Otwórz grupę uderzeniową z kodu Muster, kodu SPT lub linku Tabletop Admiral</translation>
        </message>
        <message>
            <source>Save as roster file…</source>
            <translation>Zapisz do pliku rozpiski…</translation>
        </message>
        <message>
            <source>Open roster file…</source>
            <translation>Otwórz plik rozpiski…</translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>Katalog</translation>
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
            <source>Saved strike teams</source>
            <translation>Zapisane grupy uderzeniowe</translation>
        </message>
        <message>
            <source>Suggestions</source>
            <translation>Propozycje</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Untitled strike team</source>
            <translation>Grupa uderzeniowa bez nazwy</translation>
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
            <source>Casual</source>
            <translation>Gra swobodna</translation>
        </message>
        <message>
            <source>Narrative play or house rules: broken rules are shown as warnings</source>
            <translation>Gra fabularna lub zasady domowe: złamane zasady są tylko ostrzeżeniami</translation>
        </message>
        <message>
            <source>Notes: tactics, match-ups, reminders…</source>
            <translation>Notatki: taktyka, przeciwnicy, przypomnienia…</translation>
        </message>
        <message>
            <source>Undo: {step} (Ctrl+Z)</source>
            <translation>Cofnij: {step} (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z)</source>
            <translation>Cofnij (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Redo: {step} (Ctrl+Shift+Z)</source>
            <translation>Ponów: {step} (Ctrl+Shift+Z)</translation>
        </message>
        <message>
            <source>Redo (Ctrl+Shift+Z)</source>
            <translation>Ponów (Ctrl+Shift+Z)</translation>
        </message>
        <message>
            <source>First steps</source>
            <translation>Pierwsze kroki</translation>
        </message>
        <message>
            <source>Problems ({count})</source>
            <translation>Problemy ({count})</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problemy</translation>
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
            <source>Rename to {name}</source>
            <translation>Zmień nazwę na {name}</translation>
        </message>
        <message>
            <source>Set the mission set</source>
            <translation>Wybierz zestaw z misją</translation>
        </message>
        <message>
            <source>Mark as casual</source>
            <translation>Oznacz jako grę swobodną</translation>
        </message>
        <message>
            <source>Mark as competitive</source>
            <translation>Oznacz jako grę turniejową</translation>
        </message>
        <message>
            <source>Edit the notes</source>
            <translation>Edytuj notatki</translation>
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
            <source>Not in your collection: {units}.</source>
            <translation>Brak w twojej kolekcji: {units}.</translation>
        </message>
        <message>
            <source>New, not saved yet</source>
            <translation>Nowa, jeszcze niezapisana</translation>
        </message>
        <message>
            <source>Not saved in Muster</source>
            <translation>Niezapisana w Muster</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Niezapisane zmiany</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Zapisano</translation>
        </message>
        <message>
            <source>No saved strike teams yet</source>
            <translation>Brak zapisanych grup uderzeniowych</translation>
        </message>
        <message>
            <source>Saved “{name}”.</source>
            <translation>Zapisano „{name}”.</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Zmień nazwę</translation>
        </message>
        <message>
            <source>Rename strike team</source>
            <translation>Zmień nazwę grupy uderzeniowej</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nowa nazwa:</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>Zmień nazwę {old} na {new}</translation>
        </message>
        <message>
            <source>{name} (copy)</source>
            <translation>{name} (kopia)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Duplikuj</translation>
        </message>
        <message>
            <source>Duplicated as “{name}”.</source>
            <translation>Zduplikowano jako „{name}”.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Delete {name}</source>
            <translation>Usuń {name}</translation>
        </message>
        <message>
            <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
            <translation>Usunięto „{name}”. Cofnij (Ctrl+Z) ją przywróci.</translation>
        </message>
        <message>
            <source>Strike team opened from a share code; save it to keep it.</source>
            <translation>Otwarto grupę uderzeniową z kodu; zapisz ją, aby ją zachować.</translation>
        </message>
        <message>
            <source>Share code copied to the clipboard.</source>
            <translation>Skopiowano kod do schowka.</translation>
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
            <source>Save as roster file</source>
            <translation>Zapisz do pliku rozpiski</translation>
        </message>
        <message>
            <source>Muster roster (*.json)</source>
            <translation>Rozpiska Muster (*.json)</translation>
        </message>
        <message>
            <source>Written to {file}.</source>
            <translation>Zapisano w {file}.</translation>
        </message>
        <message>
            <source>Open roster file</source>
            <translation>Otwórz plik rozpiski</translation>
        </message>
        <message>
            <source>This roster is for another game: {game}.</source>
            <translation>Ta rozpiska jest do innej gry: {game}.</translation>
        </message>
    </context>
    <context>
        <name>PasteCodeDialog</name>
        <message>
            <source>Paste a share code</source>
            <translation>Wklej kod</translation>
        </message>
        <message>
            <source>Paste a Muster share code, an SPT list code (spt[…]) or a Tabletop Admiral list link.</source>
            <translation>Wklej kod Muster, kod listy SPT (spt[…]) lub link do listy Tabletop Admiral.</translation>
        </message>
    </context>
    <context>
        <name>RosterListModel</name>
        <message>
            <source>Untitled strike team</source>
            <translation>Grupa uderzeniowa bez nazwy</translation>
        </message>
        <message>
            <source>Last saved {when}</source>
            <translation>Ostatni zapis: {when}</translation>
        </message>
        <message>
            <source>Legal</source>
            <translation>Zgodna z zasadami</translation>
        </message>
        <message>
            <source>Draft: not legal yet</source>
            <translation>Szkic: jeszcze niezgodna z zasadami</translation>
        </message>
    </context>
    <context>
        <name>RosterListPanel</name>
        <message>
            <source>No saved strike team matches this search.</source>
            <translation>Żadna zapisana grupa uderzeniowa nie pasuje do wyszukiwania.</translation>
        </message>
        <message>
            <source>No saved strike teams yet. Build one and press Save (Ctrl+S).</source>
            <translation>Nie ma jeszcze zapisanych grup uderzeniowych. Zbuduj jedną i naciśnij Zapisz (Ctrl+S).</translation>
        </message>
        <message>
            <source>Saved strike teams</source>
            <translation>Zapisane grupy uderzeniowe</translation>
        </message>
        <message>
            <source>Search by name…</source>
            <translation>Szukaj po nazwie…</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Zmień nazwę…</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Duplikuj</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Usuń…</translation>
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
        <name>ViolationsPanel</name>
        <message>
            <source>Empty strike team: add units from the catalogue.</source>
            <translation>Pusta grupa uderzeniowa: dodaj jednostki z katalogu.</translation>
        </message>
        <message>
            <source>Casual strike team (house rules allowed).</source>
            <translation>Grupa uderzeniowa do gry swobodnej (zasady domowe dozwolone).</translation>
        </message>
        <message>
            <source>Legal strike team.</source>
            <translation>Grupa uderzeniowa zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Not legal (errors: {count}). It can still be saved as a draft.</source>
            <translation>Niezgodna z zasadami (błędy: {count}). Można ją zapisać jako szkic.</translation>
        </message>
        <message>
            <source>Click a problem to select the slot it concerns</source>
            <translation>Kliknij problem, aby zaznaczyć miejsce, którego dotyczy</translation>
        </message>
    </context>
</TS>
