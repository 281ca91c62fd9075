<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>CatalogCommand</name>
        <message>
            <source>nothing valid to import in {path}</source>
            <translation>rien de valide à importer dans {path}</translation>
        </message>
        <message>
            <source>id</source>
            <translation>identifiant</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>type</source>
            <translation>type</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>pack</translation>
        </message>
        <message>
            <source>built-in</source>
            <translation>intégré</translation>
        </message>
        <message>
            <source>user</source>
            <translation>utilisateur</translation>
        </message>
        <message>
            <source>version</source>
            <translation>version</translation>
        </message>
        <message>
            <source>units</source>
            <translation>unités</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>origine</translation>
        </message>
        <message>
            <source>Wrote {file}</source>
            <translation>{file} écrit</translation>
        </message>
        <message>
            <source>Removed {file}</source>
            <translation>{file} supprimé</translation>
        </message>
    </context>
    <context>
        <name>CatalogImport</name>
        <message>
            <source>Imported pack "{pack}" into {file}.</source>
            <translation>Pack « {pack} » importé dans {file}.</translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>Rien n'a été importé.</translation>
        </message>
        <message>
            <source>Added: {count}</source>
            <translation>Ajoutées : {count}</translation>
        </message>
        <message>
            <source>Changed: {count}</source>
            <translation>Modifiées : {count}</translation>
        </message>
        <message>
            <source>Unchanged: {count}</source>
            <translation>Inchangées : {count}</translation>
        </message>
        <message>
            <source>Rejected: {count}</source>
            <translation>Rejetées : {count}</translation>
        </message>
        <message>
            <source>the file lies outside the imported folder (through a link)</source>
            <translation>le fichier se trouve hors du dossier importé (par un lien)</translation>
        </message>
        <message>
            <source>the file is not UTF-8 text</source>
            <translation>le fichier n'est pas du texte UTF-8</translation>
        </message>
        <message>
            <source>the file cannot be read: {detail}</source>
            <translation>le fichier ne peut pas être lu : {detail}</translation>
        </message>
        <message>
            <source>broken JSON at line {line}, column {column}: {detail}</source>
            <translation>JSON invalide à la ligne {line}, colonne {column} : {detail}</translation>
        </message>
        <message>
            <source>Muster catalogue (all packs merged)</source>
            <translation>Catalogue Muster (tous les packs fusionnés)</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>{file} is not valid JSON (line {line}, column {column}): {detail}</source>
            <translation>{file} n'est pas un fichier JSON valide (ligne {line}, colonne {column}) : {detail}</translation>
        </message>
        <message>
            <source>{file} is not a Muster catalogue pack (format must be "{expected}").</source>
            <translation>{file} n'est pas un pack de catalogue Muster (le format doit être « {expected} »).</translation>
        </message>
        <message>
            <source>Something went wrong: {detail}</source>
            <translation>Un problème est survenu : {detail}</translation>
        </message>
        <message>
            <source>Cannot read {file}: {detail}</source>
            <translation>Impossible de lire {file} : {detail}</translation>
        </message>
        <message>
            <source>Cannot write {file}: {detail}</source>
            <translation>Impossible d'écrire {file} : {detail}</translation>
        </message>
        <message>
            <source>The catalogue pack {file} is not valid: {detail}</source>
            <translation>Le pack de catalogue {file} n'est pas valide : {detail}</translation>
        </message>
        <message>
            <source>This is not a Muster roster: {detail}</source>
            <translation>Ce n'est pas une liste d'armée Muster : {detail}</translation>
        </message>
        <message>
            <source>This share code cannot be read: {detail}</source>
            <translation>Ce code de partage est illisible : {detail}</translation>
        </message>
        <message>
            <source>There is no saved roster number {roster_id}.</source>
            <translation>Il n'existe pas de liste enregistrée numéro {roster_id}.</translation>
        </message>
        <message>
            <source>Muster does not know the game system "{system}".</source>
            <translation>Muster ne connaît pas le système de jeu « {system} ».</translation>
        </message>
        <message>
            <source>Muster does not track {system} games yet.</source>
            <translation>Muster ne suit pas encore les parties de {system}.</translation>
        </message>
        <message>
            <source>Muster cannot print {system} cards and rosters yet.</source>
            <translation>Muster ne sait pas encore imprimer les cartes et les listes de {system}.</translation>
        </message>
        <message>
            <source>The database cannot be used: {detail}</source>
            <translation>La base de données est inutilisable : {detail}</translation>
        </message>
        <message>
            <source>The database file {file} is damaged and cannot be opened.</source>
            <translation>Le fichier de base de données {file} est endommagé et ne peut pas être ouvert.</translation>
        </message>
        <message>
            <source>The database {file} was written by a newer version of Muster (schema {revision}); update Muster to open it. Nothing was changed.</source>
            <translation>La base de données {file} a été écrite par une version plus récente de Muster (schéma {revision}) ; mettez Muster à jour pour l'ouvrir. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>Cannot connect to the database {url}: {detail}</source>
            <translation>Impossible de se connecter à la base de données {url} : {detail}</translation>
        </message>
        <message>
            <source>The owned count of {unit} must be a whole number from 0 up, not {count}.</source>
            <translation>Le nombre possédé de {unit} doit être un nombre entier à partir de 0, pas {count}.</translation>
        </message>
        <message>
            <source>{file} does not exist.</source>
            <translation>{file} n'existe pas.</translation>
        </message>
        <message>
            <source>{file} is not a Muster catalogue pack (format must be "{expected}"); a community catalogue is imported from its folder.</source>
            <translation>{file} n'est pas un pack de catalogue Muster (le format doit être « {expected} ») ; un catalogue communautaire s'importe depuis son dossier.</translation>
        </message>
        <message>
            <source>The folder {file} holds no catalogue that Muster can read.</source>
            <translation>Le dossier {file} ne contient aucun catalogue que Muster sache lire.</translation>
        </message>
        <message>
            <source>{file} is a folder; a Muster pack is a .json file.</source>
            <translation>{file} est un dossier ; un pack Muster est un fichier .json.</translation>
        </message>
        <message>
            <source>{file} is a file; a community catalogue is a folder.</source>
            <translation>{file} est un fichier ; un catalogue communautaire est un dossier.</translation>
        </message>
        <message>
            <source>The pack id "{pack}" is the built-in pack's; give the pack another id.</source>
            <translation>L'identifiant de pack « {pack} » est celui du pack intégré ; donnez un autre identifiant au pack.</translation>
        </message>
        <message>
            <source>"{pack}" is not a pack id: give the id "muster catalog packs" lists, such as my-pack.</source>
            <translation>« {pack} » n'est pas un identifiant de pack : donnez l'identifiant qu'affiche « muster catalog packs », par exemple my-pack.</translation>
        </message>
        <message>
            <source>There is no user pack "{pack}" for {system}.</source>
            <translation>Il n'y a pas de pack utilisateur « {pack} » pour {system}.</translation>
        </message>
        <message>
            <source>There is no loaded pack "{pack}" for {system}.</source>
            <translation>Il n'y a pas de pack chargé « {pack} » pour {system}.</translation>
        </message>
        <message>
            <source>There is no share code to read: the text is empty.</source>
            <translation>Il n'y a aucun code de partage à lire : le texte est vide.</translation>
        </message>
        <message>
            <source>No share code was found in this text; Muster reads its own codes (MU1.…), SPT list codes (spt[…]) and Tabletop Admiral links.</source>
            <translation>Aucun code de partage n'a été trouvé dans ce texte ; Muster lit ses propres codes (MU1.…), les codes de liste SPT (spt[…]) et les liens Tabletop Admiral.</translation>
        </message>
        <message>
            <source>This share code was made by a newer version of Muster (code version {version}); update Muster to read it.</source>
            <translation>Ce code de partage a été créé par une version plus récente de Muster (version de code {version}) ; mettez Muster à jour pour le lire.</translation>
        </message>
        <message>
            <source>This Muster share code is cut short: its checksum at the end is missing.</source>
            <translation>Ce code de partage Muster est tronqué : la somme de contrôle finale manque.</translation>
        </message>
        <message>
            <source>This Muster share code was altered or cut while being copied (its checksum does not match); copy it again in full.</source>
            <translation>Ce code de partage Muster a été modifié ou coupé lors de la copie (sa somme de contrôle ne correspond pas) ; copiez-le à nouveau en entier.</translation>
        </message>
        <message>
            <source>This Muster share code contains characters that do not belong in it.</source>
            <translation>Ce code de partage Muster contient des caractères qui ne peuvent pas y figurer.</translation>
        </message>
        <message>
            <source>This Muster share code is damaged: its content cannot be unpacked.</source>
            <translation>Ce code de partage Muster est endommagé : son contenu ne peut pas être décompressé.</translation>
        </message>
        <message>
            <source>This Muster share code does not hold a valid roster: {detail}</source>
            <translation>Ce code de partage Muster ne contient pas de liste valide : {detail}</translation>
        </message>
        <message>
            <source>This text is too long to hold a share code: Muster reads up to {limit} characters.</source>
            <translation>Ce texte est trop long pour contenir un code de partage : Muster lit jusqu'à {limit} caractères.</translation>
        </message>
        <message>
            <source>This Muster share code unpacks to more than {limit}, more than any roster holds; it was not read.</source>
            <translation>Ce code de partage Muster se décompresse en plus de {limit}, plus que ne contient aucune liste ; il n'a pas été lu.</translation>
        </message>
        <message>
            <source>There is no "{format}" share format for this game; use one of: {formats}.</source>
            <translation>Il n'existe pas de format de partage « {format} » pour ce jeu ; utilisez l'un de ceux-ci : {formats}.</translation>
        </message>
        <message>
            <source>the document must be a JSON object</source>
            <translation>le document doit être un objet JSON</translation>
        </message>
        <message>
            <source>"format" must be "{expected}"</source>
            <translation>« format » doit valoir « {expected} »</translation>
        </message>
        <message>
            <source>"system" must name a game system</source>
            <translation>« system » doit nommer un système de jeu</translation>
        </message>
        <message>
            <source>"squads" must be a list</source>
            <translation>« squads » doit être une liste</translation>
        </message>
        <message>
            <source>squad {number} must be an object</source>
            <translation>l'escouade {number} doit être un objet</translation>
        </message>
        <message>
            <source>squad {number}, "{key}" must be a unit id or null</source>
            <translation>escouade {number} : « {key} » doit être un identifiant d'unité ou null</translation>
        </message>
        <message>
            <source>"name" must be text</source>
            <translation>« name » doit être du texte</translation>
        </message>
        <message>
            <source>"mission_set" must be text or null</source>
            <translation>« mission_set » doit être du texte ou null</translation>
        </message>
        <message>
            <source>"notes" must be text</source>
            <translation>« notes » doit être du texte</translation>
        </message>
        <message>
            <source>"casual" must be true or false</source>
            <translation>« casual » doit valoir true ou false</translation>
        </message>
        <message>
            <source>not JSON (line {line}: {detail})</source>
            <translation>ce n'est pas du JSON (ligne {line} : {detail})</translation>
        </message>
        <message>
            <source>The argument "{value}" is not valid text: it holds bytes that are not UTF-8.</source>
            <translation>L'argument « {value} » n'est pas un texte valide : il contient des octets qui ne sont pas de l'UTF-8.</translation>
        </message>
        <message>
            <source>{file} is a folder: give the name of a file to write.</source>
            <translation>{file} est un dossier : donnez le nom d'un fichier à écrire.</translation>
        </message>
        <message>
            <source>Cannot write {file}: the folder {folder} does not exist.</source>
            <translation>Impossible d'écrire {file} : le dossier {folder} n'existe pas.</translation>
        </message>
        <message>
            <source>Cannot write {file}: the text holds a character that is not valid Unicode.</source>
            <translation>Impossible d'écrire {file} : le texte contient un caractère Unicode non valide.</translation>
        </message>
        <message>
            <source>{file} is too large: Muster reads files of this kind up to {limit}.</source>
            <translation>{file} est trop volumineux : Muster lit les fichiers de ce type jusqu'à {limit}.</translation>
        </message>
        <message>
            <source>{file} is not a regular file (a link, a device or a pipe); it was not read.</source>
            <translation>{file} n'est pas un fichier ordinaire (un lien, un périphérique ou un tube) ; il n'a pas été lu.</translation>
        </message>
        <message>
            <source>{file} is not UTF-8 text.</source>
            <translation>{file} n'est pas un texte UTF-8.</translation>
        </message>
        <message>
            <source>The disk holding the database {file} is full; free some space and try again. Nothing was changed.</source>
            <translation>Le disque qui contient la base de données {file} est plein ; libérez de la place et réessayez. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>The folder {folder} is read-only, so Muster cannot write its database {file} there.</source>
            <translation>Le dossier {folder} est en lecture seule : Muster ne peut pas y écrire sa base de données {file}.</translation>
        </message>
        <message>
            <source>Muster is not allowed to open the database {file} (permission denied).</source>
            <translation>Muster n'a pas le droit d'ouvrir la base de données {file} (permission refusée).</translation>
        </message>
        <message>
            <source>{file} is a folder where Muster expects its database file; nothing was moved.</source>
            <translation>{file} est un dossier, là où Muster attend le fichier de sa base de données ; rien n'a été déplacé.</translation>
        </message>
        <message>
            <source>The setting {setting} ("{url}") is not a database address Muster can use; write it like postgresql+psycopg://user@server/muster, or leave it empty.</source>
            <translation>Le réglage {setting} (« {url} ») n'est pas une adresse de base de données utilisable par Muster ; écrivez-la comme postgresql+psycopg://utilisateur@serveur/muster, ou laissez-la vide.</translation>
        </message>
        <message>
            <source>The setting {setting} asks for a "{driver}" database, whose driver is not installed; use postgresql+psycopg://… or leave it empty.</source>
            <translation>Le réglage {setting} demande une base de données « {driver} », dont le pilote n'est pas installé ; utilisez postgresql+psycopg://… ou laissez-le vide.</translation>
        </message>
    </context>
    <context>
        <name>Json</name>
        <message>
            <source>nested more than {depth} levels deep</source>
            <translation>imbriqué sur plus de {depth} niveaux</translation>
        </message>
        <message>
            <source>a whole number is too large ({digits} digits)</source>
            <translation>un nombre entier est trop grand ({digits} chiffres)</translation>
        </message>
        <message>
            <source>a number is not finite ({value})</source>
            <translation>un nombre n'est pas fini ({value})</translation>
        </message>
        <message>
            <source>a text holds an invalid character (\u{code:04x})</source>
            <translation>un texte contient un caractère non valide (\u{code:04x})</translation>
        </message>
    </context>
    <context>
        <name>RosterCommand</name>
        <message>
            <source>{name}: legal.</source>
            <translation>{name} : légal.</translation>
        </message>
        <message>
            <source>{name}: not legal.</source>
            <translation>{name} : non légal.</translation>
        </message>
        <message>
            <source>Untitled roster</source>
            <translation>Liste sans nom</translation>
        </message>
        <message>
            <source>error</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>avertissement</translation>
        </message>
        <message>
            <source>No problems found.</source>
            <translation>Aucun problème trouvé.</translation>
        </message>
    </context>
</TS>
