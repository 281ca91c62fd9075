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
            <source>Game:</source>
            <translation>Jeu :</translation>
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
    </context>
    <context>
        <name>RosterListPanel</name>
        <message>
            <source>Search by name…</source>
            <translation>Rechercher par nom…</translation>
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
        <name>UnitBrowser</name>
        <message>
            <source>Search units (name, trait, type)…</source>
            <translation>Rechercher une unité (nom, attribut, type)…</translation>
        </message>
        <message>
            <source>Type to filter; press Down to reach the list</source>
            <translation>Tapez pour filtrer ; Flèche bas pour aller dans la liste</translation>
        </message>
        <message>
            <source>Owned only</source>
            <translation>Possédées seulement</translation>
        </message>
        <message>
            <source>Show only the units in your collection</source>
            <translation>N'afficher que les unités de votre collection</translation>
        </message>
        <message>
            <source>Show all types</source>
            <translation>Afficher tous les types</translation>
        </message>
        <message>
            <source>Also list the units that do not fit the selected slot (greyed, with the reason)</source>
            <translation>Lister aussi les unités qui ne conviennent pas à l'emplacement sélectionné (grisées, avec la raison)</translation>
        </message>
        <message>
            <source>Clear the search and filters</source>
            <translation>Effacer la recherche et les filtres</translation>
        </message>
        <message>
            <source>More units come from the packs you import: a community folder or a Muster pack file.</source>
            <translation>D'autres unités viennent des packs que vous importez : un dossier communautaire ou un fichier de pack Muster.</translation>
        </message>
        <message>
            <source>All types</source>
            <translation>Tous les types</translation>
        </message>
        <message>
            <source>All eras</source>
            <translation>Toutes les ères</translation>
        </message>
        <message>
            <source>All traits</source>
            <translation>Tous les attributs</translation>
        </message>
        <message>
            <source>Units: {total}</source>
            <translation>Unités : {total}</translation>
        </message>
        <message>
            <source>Units: {shown} of {total}</source>
            <translation>Unités : {shown} sur {total}</translation>
        </message>
        <message>
            <source>The catalogue has no units yet.</source>
            <translation>Le catalogue ne contient encore aucune unité.</translation>
        </message>
        <message>
            <source>No unit for {slot} matches “{search}”.</source>
            <translation>Aucune unité pour {slot} ne correspond à « {search} ».</translation>
        </message>
        <message>
            <source>No unit matches “{search}”.</source>
            <translation>Aucune unité ne correspond à « {search} ».</translation>
        </message>
        <message>
            <source>No unit matches these filters.</source>
            <translation>Aucune unité ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>No unit fits {slot}.</source>
            <translation>Aucune unité ne convient à {slot}.</translation>
        </message>
        <message>
            <source>Units of other types match: {count}.</source>
            <translation>Unités d'autres types qui correspondent : {count}.</translation>
        </message>
        <message>
            <source>Eras: {eras}</source>
            <translation>Ères : {eras}</translation>
        </message>
        <message>
            <source>Traits: {traits}</source>
            <translation>Attributs : {traits}</translation>
        </message>
    </context>
    <context>
        <name>UnitTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>SP / PC</source>
            <translation>PE / CP</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Force</translation>
        </message>
        <message>
            <source>Stamina / Durability</source>
            <translation>Vigueur / Résistance</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Personnages</translation>
        </message>
        <message>
            <source>Eras</source>
            <translation>Ères</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Attributs</translation>
        </message>
        <message>
            <source>Owned</source>
            <translation>Possédées</translation>
        </message>
        <message>
            <source>SP/PC</source>
            <translation>PE/CP</translation>
        </message>
        <message>
            <source>F</source>
            <comment>short for Force</comment>
            <translation>F</translation>
        </message>
        <message>
            <source>S/D</source>
            <comment>short for Stamina / Durability</comment>
            <translation>V/R</translation>
        </message>
        <message>
            <source>Ch.</source>
            <comment>short for Characters</comment>
            <translation>Pers.</translation>
        </message>
        <message>
            <source>Own.</source>
            <comment>short for Owned</comment>
            <translation>Poss.</translation>
        </message>
        <message>
            <source>Squad Points (SP) of a Primary unit, Point Cost (PC) of the others</source>
            <translation>Points d'Escouade (PE) d'une unité principale, Coût en Points (CP) des autres</translation>
        </message>
        <message>
            <source>How many you own</source>
            <translation>Combien vous en possédez</translation>
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
