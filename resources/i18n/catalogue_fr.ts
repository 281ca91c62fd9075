<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>BoxesButton</name>
        <message>
            <source>{box} ({count})</source>
            <translation>{box} ({count})</translation>
        </message>
        <message>
            <source>I own a box…</source>
            <translation>J’ai une boîte…</translation>
        </message>
        <message>
            <source>Add to the collection what a box holds: pick one of the boxes listed</source>
            <translation>Ajouter à la collection le contenu d’une boîte : choisissez l’une des boîtes listées</translation>
        </message>
    </context>
    <context>
        <name>CataloguePage</name>
        <message>
            <source>Catalogue</source>
            <translation>Catalogue</translation>
        </message>
        <message>
            <source>The game whose catalogue is shown</source>
            <translation>Le jeu dont le catalogue est affiché</translation>
        </message>
        <message>
            <source>Import community &amp;folder…</source>
            <translation>Importer un &amp;dossier communautaire…</translation>
        </message>
        <message>
            <source>Import a community catalogue folder (one JSON file per unit)</source>
            <translation>Importer le dossier d'un catalogue communautaire (un fichier JSON par unité)</translation>
        </message>
        <message>
            <source>Import Muster &amp;pack file…</source>
            <translation>Importer un fichier de &amp;pack Muster…</translation>
        </message>
        <message>
            <source>&amp;Export whole catalogue…</source>
            <translation>&amp;Exporter tout le catalogue…</translation>
        </message>
        <message>
            <source>Export selected &amp;pack…</source>
            <translation>Exporter le &amp;pack sélectionné…</translation>
        </message>
        <message>
            <source>Print &amp;cards…</source>
            <translation>&amp;Imprimer les cartes…</translation>
        </message>
        <message>
            <source>Print the cards of the selected units, or export them as PDF (Ctrl+P)</source>
            <translation>Imprimer les cartes des unités sélectionnées, ou les exporter en PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>&amp;Remove pack</source>
            <translation>&amp;Retirer le pack</translation>
        </message>
        <message>
            <source>Remove the selected user pack</source>
            <translation>Retirer le pack utilisateur sélectionné</translation>
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
            <source>User packs are loaded after the built-in packs: a unit with the same id replaces the built-in one.</source>
            <translation>Les packs utilisateur sont chargés après les packs intégrés : une unité portant le même identifiant remplace celle du pack intégré.</translation>
        </message>
        <message>
            <source>No pack imported yet: the {count} units here are Muster's built-in packs. More units, and newer figures, come from files: import a community catalogue folder (one JSON file per unit) or a Muster pack file, or drop either onto this page. To receive new units as they are published, follow a catalogue repository in Settings → Catalogue updates.</source>
            <translation>Aucun pack importé pour l'instant : les {count} unités affichées viennent des packs intégrés de Muster. D'autres unités, et des caractéristiques plus récentes, viennent de fichiers : importez un dossier de catalogue communautaire (un fichier JSON par unité) ou un fichier de pack Muster, ou déposez l'un ou l'autre sur cette page. Pour recevoir les nouvelles unités dès leur publication, suivez un dépôt de catalogues dans Paramètres → Mises à jour des catalogues.</translation>
        </message>
        <message>
            <source>Import community folder…</source>
            <translation>Importer un dossier communautaire…</translation>
        </message>
        <message>
            <source>Import Muster pack file…</source>
            <translation>Importer un fichier de pack Muster…</translation>
        </message>
        <message>
            <source>Your collection: set how many of each unit you own in the Owned column (select the cell and type the number, or double-click it). Select units (Ctrl+click, Shift+click) to print their cards.</source>
            <translation>Votre collection : indiquez combien de chaque unité vous possédez dans la colonne Possédées (sélectionnez la cellule et tapez le nombre, ou double-cliquez dessus). Sélectionnez des unités (Ctrl+clic, Maj+clic) pour imprimer leurs cartes.</translation>
        </message>
        <message>
            <source>A user pack cannot be loaded and is left out until you remove or replace it: {problem}</source>
            <translation>Un pack utilisateur ne peut pas être chargé ; il est mis de côté jusqu'à ce que vous le retiriez ou le remplaciez : {problem}</translation>
        </message>
        <message>
            <source>Own the box {box}</source>
            <translation>Ajouter la boîte {box}</translation>
        </message>
        <message>
            <source>Import a community catalogue folder</source>
            <translation>Importer le dossier d'un catalogue communautaire</translation>
        </message>
        <message>
            <source>Import a Muster pack file</source>
            <translation>Importer un fichier de pack Muster</translation>
        </message>
        <message>
            <source>Muster catalogue packs (*.json);;All files (*)</source>
            <translation>Packs de catalogue Muster (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importation</translation>
        </message>
        <message>
            <source>Importing {path}…</source>
            <translation>Importation de {path}…</translation>
        </message>
        <message>
            <source>Export catalogue pack</source>
            <translation>Exporter un pack de catalogue</translation>
        </message>
        <message>
            <source>Muster catalogue packs (*.json)</source>
            <translation>Packs de catalogue Muster (*.json)</translation>
        </message>
        <message>
            <source>Remove pack</source>
            <translation>Retirer le pack</translation>
        </message>
        <message>
            <source>Remove the pack "{name}"? Its units leave the catalogue; rosters that use them will report them as unknown until you import it again.</source>
            <translation>Retirer le pack « {name} » ? Ses unités quittent le catalogue ; les groupes de combat qui les utilisent les signaleront comme inconnues jusqu'à ce que vous l'importiez de nouveau.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
    </context>
    <context>
        <name>ImportReportDialog</name>
        <message>
            <source>Import report</source>
            <translation>Rapport d'importation</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>&amp;Copier le rapport</translation>
        </message>
        <message>
            <source>Pack "{pack}": {added} added, {changed} changed, {unchanged} unchanged, {rejected} rejected.</source>
            <translation>Pack « {pack} » — ajouts : {added} · modifications : {changed} · sans changement : {unchanged} · rejets : {rejected}.</translation>
        </message>
        <message>
            <source>Nothing was imported: {rejected} rejected.</source>
            <translation>Rien n'a été importé (rejets : {rejected}).</translation>
        </message>
        <message>
            <source>Entry or file</source>
            <translation>Entrée ou fichier</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Détails</translation>
        </message>
        <message>
            <source>Added ({count})</source>
            <translation>Ajoutées ({count})</translation>
        </message>
        <message>
            <source>Changed ({count})</source>
            <translation>Modifiées ({count})</translation>
        </message>
        <message>
            <source>differs in: {fields}</source>
            <translation>diffère par : {fields}</translation>
        </message>
        <message>
            <source>Rejected ({count})</source>
            <translation>Rejetées ({count})</translation>
        </message>
    </context>
    <context>
        <name>LicenceDialog</name>
        <message>
            <source>Licence of {pack}</source>
            <translation>Licence de {pack}</translation>
        </message>
    </context>
    <context>
        <name>PackDetails</name>
        <message>
            <source>Licence text…</source>
            <translation>Texte de la licence…</translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>Source :</translation>
        </message>
        <message>
            <source>Repository:</source>
            <translation>Dépôt :</translation>
        </message>
        <message>
            <source>Commit:</source>
            <translation>Commit :</translation>
        </message>
        <message>
            <source>Date of the data:</source>
            <translation>Date des données :</translation>
        </message>
        <message>
            <source>Licence:</source>
            <translation>Licence :</translation>
        </message>
    </context>
    <context>
        <name>PackTableModel</name>
        <message>
            <source>Pack</source>
            <translation>Pack</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Units in use</source>
            <translation>Unités utilisées</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Origine</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Source</translation>
        </message>
        <message>
            <source>Damaged user pack</source>
            <translation>Pack utilisateur endommagé</translation>
        </message>
        <message>
            <source>Built-in</source>
            <translation>Intégré</translation>
        </message>
        <message>
            <source>User pack</source>
            <translation>Pack utilisateur</translation>
        </message>
        <message>
            <source>Units of the catalogue that come from this pack</source>
            <translation>Unités du catalogue qui viennent de ce pack</translation>
        </message>
    </context>
    <context>
        <name>SetOwnedCommand</name>
        <message>
            <source>Owned {unit}: {count}</source>
            <translation>{unit} — exemplaires possédés : {count}</translation>
        </message>
    </context>
</TS>
