<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>BuilderDialogs</name>
        <message>
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <source>Untitled strike team</source>
            <translation>Groupe de combat sans nom</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>« {name} » a des modifications non enregistrées. Les enregistrer d'abord ?</translation>
        </message>
        <message>
            <source>Delete the strike team “{name}”? You can undo this with Ctrl+Z.</source>
            <translation>Supprimer le groupe de combat « {name} » ? Ctrl+Z permet d'annuler la suppression.</translation>
        </message>
        <message>
            <source>Delete strike team</source>
            <translation>Supprimer le groupe de combat</translation>
        </message>
    </context>
    <context>
        <name>BuilderPage</name>
        <message>
            <source>Muster cannot build rosters of this game: {game}.</source>
            <translation>Muster ne sait pas construire de listes pour ce jeu : {game}.</translation>
        </message>
        <message>
            <source>The game whose rosters you build</source>
            <translation>Le jeu dont vous construisez les listes</translation>
        </message>
    </context>
    <context>
        <name>PasteCodeDialog</name>
        <message>
            <source>Paste a share code</source>
            <translation>Coller un code de partage</translation>
        </message>
        <message>
            <source>Paste a Muster share code, an SPT list code (spt[…]) or a Tabletop Admiral list link.</source>
            <translation>Collez un code de partage Muster, un code de liste SPT (spt[…]) ou un lien de liste Tabletop Admiral.</translation>
        </message>
    </context>
    <context>
        <name>RosterBuilder</name>
        <message>
            <source>First steps</source>
            <translation>Premiers pas</translation>
        </message>
        <message>
            <source>Problems ({count})</source>
            <translation>Problèmes ({count})</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <source>Rename to {name}</source>
            <translation>Renommer en {name}</translation>
        </message>
        <message>
            <source>Mark as casual</source>
            <translation>Marquer en partie libre</translation>
        </message>
        <message>
            <source>Mark as competitive</source>
            <translation>Marquer en partie compétitive</translation>
        </message>
        <message>
            <source>Edit the notes</source>
            <translation>Modifier les notes</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Saved “{name}”.</source>
            <translation>« {name} » est enregistré.</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <source>Paste share code</source>
            <translation>Coller un code de partage</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouveau</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Partager</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>Récents</translation>
        </message>
        <message>
            <source>Copy as text for forums and chats</source>
            <translation>Copier en texte pour forums et messageries</translation>
        </message>
        <message>
            <source>Find a unit</source>
            <translation>Chercher une unité</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Play a game…</source>
            <translation>Jouer une partie…</translation>
        </message>
        <message>
            <source>Save as roster file…</source>
            <translation>Enregistrer dans un fichier de liste…</translation>
        </message>
        <message>
            <source>Open roster file…</source>
            <translation>Ouvrir un fichier de liste…</translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>Catalogue</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Casual</source>
            <translation>Partie libre</translation>
        </message>
        <message>
            <source>Narrative play or house rules: broken rules are shown as warnings</source>
            <translation>Jeu narratif ou règles maison : les règles enfreintes sont de simples avertissements</translation>
        </message>
        <message>
            <source>Notes: tactics, match-ups, reminders…</source>
            <translation>Notes : tactique, adversaires, aide-mémoire…</translation>
        </message>
        <message>
            <source>Undo: {step} (Ctrl+Z)</source>
            <translation>Annuler : {step} (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z)</source>
            <translation>Annuler (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Redo: {step} (Ctrl+Shift+Z)</source>
            <translation>Rétablir : {step} (Ctrl+Maj+Z)</translation>
        </message>
        <message>
            <source>Redo (Ctrl+Shift+Z)</source>
            <translation>Rétablir (Ctrl+Maj+Z)</translation>
        </message>
        <message>
            <source>Problems ({errors}) · Warnings ({warnings})</source>
            <translation>Problèmes ({errors}) · Avertissements ({warnings})</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Avertissements ({count})</translation>
        </message>
        <message>
            <source>New, not saved yet</source>
            <translation>Nouveau, pas encore enregistré</translation>
        </message>
        <message>
            <source>Not saved in Muster</source>
            <translation>Non enregistré dans Muster</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Enregistré</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nouveau nom :</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>Renommer {old} en {new}</translation>
        </message>
        <message>
            <source>{name} (copy)</source>
            <translation>{name} (copie)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Dupliquer</translation>
        </message>
        <message>
            <source>Duplicated as “{name}”.</source>
            <translation>Dupliqué sous le nom « {name} ».</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete {name}</source>
            <translation>Supprimer {name}</translation>
        </message>
        <message>
            <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
            <translation>« {name} » est supprimé. Annuler (Ctrl+Z) le rétablit.</translation>
        </message>
        <message>
            <source>Share code copied to the clipboard.</source>
            <translation>Code de partage copié dans le presse-papiers.</translation>
        </message>
        <message>
            <source>Save as roster file</source>
            <translation>Enregistrer dans un fichier de liste</translation>
        </message>
        <message>
            <source>Muster roster (*.json)</source>
            <translation>Liste Muster (*.json)</translation>
        </message>
        <message>
            <source>Written to {file}.</source>
            <translation>Écrit dans {file}.</translation>
        </message>
        <message>
            <source>Open roster file</source>
            <translation>Ouvrir un fichier de liste</translation>
        </message>
    </context>
    <context>
        <name>RosterListModel</name>
        <message>
            <source>Last saved {when}</source>
            <translation>Enregistré le {when}</translation>
        </message>
        <message>
            <source>Legal</source>
            <translation>Légal</translation>
        </message>
        <message>
            <source>Draft: not legal yet</source>
            <translation>Brouillon : pas encore légal</translation>
        </message>
        <message>
            <source>Played on the mission {mission}</source>
            <translation>Jouée sur la mission {mission}</translation>
        </message>
    </context>
    <context>
        <name>RosterListPanel</name>
        <message>
            <source>Search by name…</source>
            <translation>Rechercher par nom…</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>The list's name</source>
            <translation>Le nom de la liste</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Games played with the list (leagues, tournaments, tracker)</source>
            <translation>Parties jouées avec la liste (ligues, tournois, suivi de partie)</translation>
        </message>
        <message>
            <source>W</source>
            <translation>V</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>D</source>
            <translation>N</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Nuls</translation>
        </message>
        <message>
            <source>L</source>
            <translation>D</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Défaites</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Dupliquer</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
    </context>
    <context>
        <name>ViolationsPanel</name>
        <message>
            <source>Not legal (errors: {count}). It can still be saved as a draft.</source>
            <translation>Non légal (erreurs : {count}). Il peut quand même être enregistré comme brouillon.</translation>
        </message>
        <message>
            <source>Click a problem to select the slot it concerns</source>
            <translation>Cliquez sur un problème pour sélectionner l'emplacement concerné</translation>
        </message>
    </context>
</TS>
