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
            <source>Muster cannot build rosters of this game: {game}.</source>
            <translation>Muster nie buduje rozpisek do tej gry: {game}.</translation>
        </message>
        <message>
            <source>The game whose rosters you build</source>
            <translation>Gra, do której budujesz rozpiski</translation>
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
        <name>RosterBuilder</name>
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
            <source>Rename to {name}</source>
            <translation>Zmień nazwę na {name}</translation>
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
            <source>Save</source>
            <translation>Zapisz</translation>
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
            <source>Paste share code</source>
            <translation>Wklej kod</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nowa</translation>
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
            <source>Copy as text for forums and chats</source>
            <translation>Kopiuj jako tekst na fora i czaty</translation>
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
            <source>Play a game…</source>
            <translation>Rozegraj grę…</translation>
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
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
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
            <source>Problems ({errors}) · Warnings ({warnings})</source>
            <translation>Problemy ({errors}) · Ostrzeżenia ({warnings})</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Ostrzeżenia ({count})</translation>
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
            <source>Rename</source>
            <translation>Zmień nazwę</translation>
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
            <source>Share code copied to the clipboard.</source>
            <translation>Skopiowano kod do schowka.</translation>
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
    </context>
    <context>
        <name>RosterListModel</name>
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
        <message>
            <source>Played on the mission {mission}</source>
            <translation>Rozegrana na misji {mission}</translation>
        </message>
    </context>
    <context>
        <name>RosterListPanel</name>
        <message>
            <source>Search by name…</source>
            <translation>Szukaj po nazwie…</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>The list's name</source>
            <translation>Nazwa listy</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Games played with the list (leagues, tournaments, tracker)</source>
            <translation>Gry rozegrane tą listą (ligi, turnieje, śledzenie gry)</translation>
        </message>
        <message>
            <source>W</source>
            <translation>W</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>D</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Remisy</translation>
        </message>
        <message>
            <source>L</source>
            <translation>P</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Przegrane</translation>
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
        <name>ViolationsPanel</name>
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
