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
            <source>New</source>
            <translation>Nouveau</translation>
        </message>
        <message>
            <source>Start a new strike team (Ctrl+N)</source>
            <translation>Commencer un nouveau groupe de combat (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Save the strike team in Muster, legal or not (Ctrl+S)</source>
            <translation>Enregistrer le groupe de combat dans Muster, légal ou non (Ctrl+S)</translation>
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
            <source>Open one of the strike teams saved last</source>
            <translation>Ouvrir l'un des derniers groupes de combat enregistrés</translation>
        </message>
        <message>
            <source>Copy Muster share code</source>
            <translation>Copier le code de partage Muster</translation>
        </message>
        <message>
            <source>Copy SPT list code</source>
            <translation>Copier le code de liste SPT</translation>
        </message>
        <message>
            <source>Copy Tabletop Admiral link</source>
            <translation>Copier le lien Tabletop Admiral</translation>
        </message>
        <message>
            <source>Copy as text for forums and chats</source>
            <translation>Copier en texte pour forums et messageries</translation>
        </message>
        <message>
            <source>Paste share code</source>
            <translation>Coller un code de partage</translation>
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
            <source>Print the strike team's sheet and unit cards, or export them as PDF (Ctrl+P)</source>
            <translation>Imprimer la feuille du groupe de combat et les cartes de ses unités, ou les exporter en PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Play a game…</source>
            <translation>Jouer une partie…</translation>
        </message>
        <message>
            <source>Start a game with this strike team on the Games page</source>
            <translation>Commencer une partie avec ce groupe de combat, dans la page Parties</translation>
        </message>
        <message>
            <source>Open a strike team from a Muster code, an SPT code or a Tabletop Admiral link</source>
            <translation>Ouvrir un groupe de combat depuis un code Muster, un code SPT ou un lien Tabletop Admiral</translation>
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
            <source>Open the Catalogue page</source>
            <translation>Ouvrir la page Catalogue</translation>
        </message>
        <message>
            <source>Hide this message</source>
            <translation>Masquer ce message</translation>
        </message>
        <message>
            <source>More units come from packs: import a community folder or a Muster pack file on the Catalogue page.</source>
            <translation>D'autres unités viennent des packs : importez un dossier communautaire ou un fichier de pack Muster sur la page Catalogue.</translation>
        </message>
        <message>
            <source>Saved strike teams</source>
            <translation>Groupes de combat enregistrés</translation>
        </message>
        <message>
            <source>Suggestions</source>
            <translation>Suggestions</translation>
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
            <source>Untitled strike team</source>
            <translation>Groupe de combat sans nom</translation>
        </message>
        <message>
            <source>Mission set</source>
            <translation>Set de Mission</translation>
        </message>
        <message>
            <source>Name of the mission set</source>
            <translation>Nom du Set de Mission</translation>
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
            <source>Muster comes with {count} units. More come from packs: import a community folder or a Muster pack file on the Catalogue page.</source>
            <translation>Muster est livré avec {count} unités. D'autres viennent des packs : importez un dossier communautaire ou un fichier de pack Muster sur la page Catalogue.</translation>
        </message>
        <message>
            <source>Selected slot: {slot}. Double-click a unit, press Enter or drag it onto the slot to put it there.</source>
            <translation>Emplacement choisi : {slot}. Double-cliquez sur une unité, appuyez sur Entrée ou faites-la glisser sur l'emplacement pour l'y placer.</translation>
        </message>
        <message>
            <source>Every slot for this unit is taken: select one to replace the unit in it.</source>
            <translation>Tous les emplacements de ce type sont occupés : sélectionnez-en un pour remplacer son unité.</translation>
        </message>
        <message>
            <source>Add {unit}</source>
            <translation>Ajouter {unit}</translation>
        </message>
        <message>
            <source>Remove {unit}</source>
            <translation>Retirer {unit}</translation>
        </message>
        <message>
            <source>Move {unit}</source>
            <translation>Déplacer {unit}</translation>
        </message>
        <message>
            <source>Swap {unit} and {other}</source>
            <translation>Échanger {unit} et {other}</translation>
        </message>
        <message>
            <source>Complete squad {squad} with {units}</source>
            <translation>Compléter l'escouade {squad} avec {units}</translation>
        </message>
        <message>
            <source>Rename to {name}</source>
            <translation>Renommer en {name}</translation>
        </message>
        <message>
            <source>Set the mission set</source>
            <translation>Choisir le Set de Mission</translation>
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
            <source>Empty: drop a unit here</source>
            <translation>Vide : déposez une unité ici</translation>
        </message>
        <message>
            <source>Not in the catalogue</source>
            <translation>Absente du catalogue</translation>
        </message>
        <message>
            <source>Double-click, Delete or drag it out to remove it; Alt+Left/Right moves it to the other squad.</source>
            <translation>Double-cliquez, appuyez sur Suppr ou faites-la glisser hors de l'emplacement pour la retirer ; Alt+Gauche/Droite la déplace dans l'autre escouade.</translation>
        </message>
        <message>
            <source>Squad Points: {spent} spent; the Primary sets how many</source>
            <translation>Points d'Escouade : {spent} dépensés ; l'unité principale en fixe le nombre</translation>
        </message>
        <message>
            <source>Squad Points: {spent} of {available} used</source>
            <translation>Points d'Escouade : {spent} sur {available} utilisés</translation>
        </message>
        <message>
            <source>{sp} SP</source>
            <translation>{sp} PE</translation>
        </message>
        <message>
            <source>{pc} PC</source>
            <translation>{pc} CP</translation>
        </message>
        <message>
            <source>{points} · Force {force}</source>
            <translation>{points} · Force {force}</translation>
        </message>
        <message>
            <source>Strike team: Force pool {force} · characters {characters} · order deck {deck} of {full}</source>
            <translation>Groupe de combat : Réserve de Force {force} · personnages {characters} · paquet Ordres {deck} sur {full}</translation>
        </message>
        <message>
            <source>Where to start</source>
            <translation>Par où commencer</translation>
        </message>
        <message>
            <source>Choose a Primary for squad 1: its slot is selected, and the catalogue lists the Primaries. Double-click one, press Enter or drag it onto the slot.</source>
            <translation>Choisissez une unité principale pour l'escouade 1 : son emplacement est sélectionné et le catalogue liste les unités principales. Double-cliquez sur l'une d'elles, appuyez sur Entrée ou faites-la glisser sur l'emplacement.</translation>
        </message>
        <message>
            <source>Its Squad Points pay for the squad's Secondary and Support: the catalogue then shows which ones fit, and greys the others with the reason.</source>
            <translation>Ses Points d'Escouade paient l'unité secondaire et l'unité de soutien de l'escouade : le catalogue montre alors celles qui conviennent et grise les autres en donnant la raison.</translation>
        </message>
        <message>
            <source>Build squad 2 the same way. The problems of the strike team are listed here as soon as it has a unit.</source>
            <translation>Composez l'escouade 2 de la même façon. Les problèmes du groupe de combat s'affichent ici dès qu'il compte une unité.</translation>
        </message>
        <message>
            <source>Not in your collection: {units}.</source>
            <translation>Absentes de votre collection : {units}.</translation>
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
            <source>No saved strike teams yet</source>
            <translation>Aucun groupe de combat enregistré</translation>
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
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <source>Rename strike team</source>
            <translation>Renommer le groupe de combat</translation>
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
            <source>Strike team opened from a share code; save it to keep it.</source>
            <translation>Groupe de combat ouvert depuis un code de partage ; enregistrez-le pour le garder.</translation>
        </message>
        <message>
            <source>Share code copied to the clipboard.</source>
            <translation>Code de partage copié dans le presse-papiers.</translation>
        </message>
        <message>
            <source>The strike team is on the clipboard as text.</source>
            <translation>Le groupe de combat est copié en texte dans le presse-papiers.</translation>
        </message>
        <message>
            <source>strike-team</source>
            <translation>groupe-de-combat</translation>
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
        <message>
            <source>This roster is for another game: {game}.</source>
            <translation>Cette liste est pour un autre jeu : {game}.</translation>
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
        <name>RosterListModel</name>
        <message>
            <source>Untitled strike team</source>
            <translation>Groupe de combat sans nom</translation>
        </message>
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
            <source>No saved strike team matches this search.</source>
            <translation>Aucun groupe de combat enregistré ne correspond à cette recherche.</translation>
        </message>
        <message>
            <source>No saved strike teams yet. Build one and press Save (Ctrl+S).</source>
            <translation>Aucun groupe de combat enregistré. Composez-en un et enregistrez-le (Ctrl+S).</translation>
        </message>
        <message>
            <source>Saved strike teams</source>
            <translation>Groupes de combat enregistrés</translation>
        </message>
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
        <name>SuggestionModel</name>
        <message>
            <source>{points} PC, {spare} SP to spare</source>
            <translation>{points} CP, {spare} PE de reste</translation>
        </message>
    </context>
    <context>
        <name>SuggestionsPanel</name>
        <message>
            <source>Choose a Primary unit to see which pairs complete its squad.</source>
            <translation>Choisissez une unité principale pour voir quelles paires complètent son escouade.</translation>
        </message>
        <message>
            <source>Squad {squad} with {primary}: click a pair to complete the squad.</source>
            <translation>Escouade {squad} avec {primary} : cliquez sur une paire pour compléter l'escouade.</translation>
        </message>
        <message>
            <source>Squad {squad} with {primary}: no legal pair is left.</source>
            <translation>Escouade {squad} avec {primary} : il ne reste aucune paire légale.</translation>
        </message>
        <message>
            <source>Owned only</source>
            <translation>Possédées seulement</translation>
        </message>
        <message>
            <source>Suggest only units from your collection</source>
            <translation>Ne suggérer que des unités de votre collection</translation>
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
            <source>Empty strike team: add units from the catalogue.</source>
            <translation>Groupe de combat vide : ajoutez des unités du catalogue.</translation>
        </message>
        <message>
            <source>Casual strike team (house rules allowed).</source>
            <translation>Groupe de combat de partie libre (règles maison permises).</translation>
        </message>
        <message>
            <source>Legal strike team.</source>
            <translation>Groupe de combat légal.</translation>
        </message>
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
