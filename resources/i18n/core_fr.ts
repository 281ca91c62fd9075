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
            <source>figures</source>
            <translation>valeurs</translation>
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
        <message numerus="yes">
            <source>Wrote {file}: %n pack(s).</source>
            <translation>
                <numerusform>{file} écrit : %n pack.</numerusform>
                <numerusform>{file} écrit : %n packs.</numerusform>
            </translation>
        </message>
        <message>
            <source>Following {url}; muster catalog update installs its packs.</source>
            <translation>Vous suivez {url} ; muster catalog update installe ses packs.</translation>
        </message>
        <message>
            <source>You already follow {url}.</source>
            <translation>Vous suivez déjà {url}.</translation>
        </message>
        <message>
            <source>No longer following {url}; the packs installed from it stay.</source>
            <translation>Vous ne suivez plus {url} ; les packs installés depuis ce dépôt restent.</translation>
        </message>
        <message>
            <source>You follow no data repository.</source>
            <translation>Vous ne suivez aucun dépôt de données.</translation>
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
        <name>CatalogUpdates</name>
        <message>
            <source>no answer within {seconds} seconds</source>
            <translation>aucune réponse en {seconds} secondes</translation>
        </message>
        <message>
            <source>the connection broke ({reason})</source>
            <translation>la connexion a été coupée ({reason})</translation>
        </message>
        <message>
            <source>the connection was still being made</source>
            <translation>la connexion n'était pas encore établie</translation>
        </message>
        <message>
            <source>the server had not finished the headers of its answer</source>
            <translation>le serveur n'avait pas fini d'envoyer les en-têtes de sa réponse</translation>
        </message>
        <message>
            <source>{got} bytes of the file had arrived</source>
            <translation>{got} octets du fichier étaient arrivés</translation>
        </message>
        <message>
            <source>its answer is not one a web server gives (too many or too long headers)</source>
            <translation>sa réponse n'est pas celle d'un serveur web (en-têtes trop nombreux ou trop longs)</translation>
        </message>
        <message>
            <source>it is not valid JSON (line {line}): {reason}</source>
            <translation>ce n'est pas du JSON valide (ligne {line}) : {reason}</translation>
        </message>
        <message>
            <source>it is not UTF-8 text</source>
            <translation>ce n'est pas du texte UTF-8</translation>
        </message>
        <message>
            <source>it is not a JSON object</source>
            <translation>ce n'est pas un objet JSON</translation>
        </message>
        <message>
            <source>its "format" is not "{expected}" (it is not a Muster repository index)</source>
            <translation>son « format » n'est pas « {expected} » (ce n'est pas l'index d'un dépôt Muster)</translation>
        </message>
        <message>
            <source>"systems" must be an object giving each game's list of packs</source>
            <translation>« systems » doit être un objet donnant la liste des packs de chaque jeu</translation>
        </message>
        <message>
            <source>"{system}" is not a game id (lower-case letters, digits and dashes)</source>
            <translation>« {system} » n'est pas un identifiant de jeu (minuscules, chiffres et tirets)</translation>
        </message>
        <message>
            <source>"{field}" must be a list of packs</source>
            <translation>« {field} » doit être une liste de packs</translation>
        </message>
        <message>
            <source>"{field}" must be an object</source>
            <translation>« {field} » doit être un objet</translation>
        </message>
        <message>
            <source>"{field}" is missing</source>
            <translation>« {field} » manque</translation>
        </message>
        <message>
            <source>"{field}" must be a text of 1 to 200 characters</source>
            <translation>« {field} » doit être un texte de 1 à 200 caractères</translation>
        </message>
        <message>
            <source>"{field}" holds control or bidirectional characters</source>
            <translation>« {field} » contient des caractères de contrôle ou de direction du texte</translation>
        </message>
        <message>
            <source>"{field}" must be a pack id (lower-case letters, digits and dashes)</source>
            <translation>« {field} » doit être un identifiant de pack (minuscules, chiffres et tirets)</translation>
        </message>
        <message>
            <source>"{field}" must be a date written YYYY-MM-DD</source>
            <translation>« {field} » doit être une date écrite AAAA-MM-JJ</translation>
        </message>
        <message>
            <source>"{field}" must be a whole number of bytes from 1 to {limit}</source>
            <translation>« {field} » doit être un nombre entier d'octets de 1 à {limit}</translation>
        </message>
        <message>
            <source>"{field}" must be 64 hexadecimal digits (lower case)</source>
            <translation>« {field} » doit compter 64 chiffres hexadécimaux (en minuscules)</translation>
        </message>
        <message>
            <source>"{field}" must be an address relative to the index, or an http or https address</source>
            <translation>« {field} » doit être une adresse relative à l'index, ou une adresse http ou https</translation>
        </message>
        <message>
            <source>the pack "{pack}" of {system} is listed twice</source>
            <translation>le pack « {pack} » de {system} figure deux fois</translation>
        </message>
        <message>
            <source>it is not a folder</source>
            <translation>ce n'est pas un dossier</translation>
        </message>
        <message>
            <source>it holds no catalogue pack (.json file)</source>
            <translation>il ne contient aucun pack de catalogue (fichier .json)</translation>
        </message>
        <message>
            <source>{file} is not a Muster catalogue pack ("format": "{expected}")</source>
            <translation>{file} n'est pas un pack de catalogue Muster (« format » : « {expected} »)</translation>
        </message>
        <message>
            <source>{file} is not a valid pack: {reason}</source>
            <translation>{file} n'est pas un pack valide : {reason}</translation>
        </message>
        <message>
            <source>the pack id "{pack}" of {system} is used by {file} and {other}</source>
            <translation>l'identifiant de pack « {pack} » de {system} est pris par {file} et par {other}</translation>
        </message>
        <message>
            <source>{file} has the id of a built-in pack ("{pack}"), which Muster never replaces; give it another id</source>
            <translation>{file} porte l'identifiant d'un pack intégré (« {pack} »), que Muster ne remplace jamais ; donnez-lui un autre identifiant</translation>
        </message>
        <message>
            <source>it is not JSON ({reason})</source>
            <translation>ce n'est pas du JSON ({reason})</translation>
        </message>
        <message>
            <source>it is a pack for a game this Muster does not know ("{system}")</source>
            <translation>c'est un pack pour un jeu que ce Muster ne connaît pas (« {system} »)</translation>
        </message>
        <message>
            <source>the index lists it as {expected}, but the pack says it is {found}</source>
            <translation>l'index l'annonce comme {expected}, mais le pack dit être {found}</translation>
        </message>
        <message>
            <source>it is not a valid pack: {reason}</source>
            <translation>ce n'est pas un pack valide : {reason}</translation>
        </message>
        <message>
            <source>the catalogue does not load with it: {reason}</source>
            <translation>le catalogue ne se charge pas avec lui : {reason}</translation>
        </message>
        <message>
            <source>it has the id of a built-in pack ("{pack}"), which an update never replaces</source>
            <translation>il porte l'identifiant d'un pack intégré (« {pack} »), qu'une mise à jour ne remplace jamais</translation>
        </message>
        <message>
            <source>{url} also offers packs for a game this Muster does not know ("{system}"); they were left out.</source>
            <translation>{url} propose aussi des packs pour un jeu que ce Muster ne connaît pas (« {system} ») ; ils ont été laissés de côté.</translation>
        </message>
        <message>
            <source>The pack "{pack}" is offered by {url} and by {first}; the one from {first} is used.</source>
            <translation>Le pack « {pack} » est proposé par {url} et par {first} ; celui de {first} est utilisé.</translation>
        </message>
        <message>
            <source>Saved rosters were not checked against the update: {reason}</source>
            <translation>Les listes enregistrées n'ont pas été vérifiées avec la mise à jour : {reason}</translation>
        </message>
        <message>
            <source>Every catalogue is up to date.</source>
            <translation>Tous les catalogues sont à jour.</translation>
        </message>
        <message>
            <source>You follow no data repository: add one with muster catalog subscribe URL.</source>
            <translation>Vous ne suivez aucun dépôt de données : ajoutez-en un avec muster catalog subscribe URL.</translation>
        </message>
        <message>
            <source>{system}:</source>
            <translation>{system} :</translation>
        </message>
        <message>
            <source>new pack {pack} {version} ({date})</source>
            <translation>nouveau pack {pack} {version} ({date})</translation>
        </message>
        <message>
            <source>pack {pack}: {previous} → {version} ({date})</source>
            <translation>pack {pack} : {previous} → {version} ({date})</translation>
        </message>
        <message numerus="yes">
            <source>New entries: %n</source>
            <translation>
                <numerusform>Nouvelle entrée : %n</numerusform>
                <numerusform>Nouvelles entrées : %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Changed entries: %n</source>
            <translation>
                <numerusform>Entrée modifiée : %n</numerusform>
                <numerusform>Entrées modifiées : %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Removed entries: %n</source>
            <translation>
                <numerusform>Entrée retirée : %n</numerusform>
                <numerusform>Entrées retirées : %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved rosters that become illegal: %n</source>
            <translation>
                <numerusform>Liste enregistrée qui devient illégale : %n</numerusform>
                <numerusform>Listes enregistrées qui deviennent illégales : %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Updated %n pack(s); the versions they replaced are kept (Roll back restores them).</source>
            <translation>
                <numerusform>%n pack mis à jour ; la version remplacée est conservée (Revenir en arrière la rétablit).</numerusform>
                <numerusform>%n packs mis à jour ; les versions remplacées sont conservées (Revenir en arrière les rétablit).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pack(s) to update; nothing was changed yet.</source>
            <translation>
                <numerusform>%n pack à mettre à jour ; rien n'a encore été modifié.</numerusform>
                <numerusform>%n packs à mettre à jour ; rien n'a encore été modifié.</numerusform>
            </translation>
        </message>
        <message>
            <source>The {system} catalogue is back as it was before its last update.</source>
            <translation>Le catalogue {system} est revenu à son état d'avant sa dernière mise à jour.</translation>
        </message>
        <message>
            <source>pack {pack} is back at version {version}</source>
            <translation>le pack {pack} est revenu à la version {version}</translation>
        </message>
        <message>
            <source>(unknown)</source>
            <translation>(inconnue)</translation>
        </message>
        <message>
            <source>pack {pack} is removed</source>
            <translation>le pack {pack} est retiré</translation>
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
            <source>Muster cannot open "{link}": it is neither a file nor a share link.</source>
            <translation>Muster ne peut pas ouvrir « {link} » : ce n'est ni un fichier ni un lien de partage.</translation>
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
            <source>{file} cannot be a file name: it holds a NUL character.</source>
            <translation>{file} ne peut pas être un nom de fichier : il contient un caractère NUL.</translation>
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
        <message>
            <source>Cannot download {url}: {detail}</source>
            <translation>Impossible de télécharger {url} : {detail}</translation>
        </message>
        <message>
            <source>The repository {url} cannot be reached: {detail}</source>
            <translation>Le dépôt {url} est injoignable : {detail}</translation>
        </message>
        <message>
            <source>The server of {url} answered {status} ({reason}) instead of the file.</source>
            <translation>Le serveur de {url} a répondu {status} ({reason}) au lieu d'envoyer le fichier.</translation>
        </message>
        <message>
            <source>{url} redirects in a loop (or more than {limit} times); nothing was downloaded.</source>
            <translation>{url} redirige en boucle (ou plus de {limit} fois) ; rien n'a été téléchargé.</translation>
        </message>
        <message>
            <source>{url} is larger than the {size} bytes the repository index gives it; the download was stopped.</source>
            <translation>{url} dépasse les {size} octets que lui donne l'index du dépôt ; le téléchargement a été arrêté.</translation>
        </message>
        <message>
            <source>The repository index {url} is larger than {limit}; it was not read.</source>
            <translation>L'index du dépôt {url} dépasse {limit} ; il n'a pas été lu.</translation>
        </message>
        <message>
            <source>The download of {url} stopped after {got} of {size} bytes.</source>
            <translation>Le téléchargement de {url} s'est arrêté après {got} octets sur {size}.</translation>
        </message>
        <message>
            <source>The download of {url} took longer than {seconds} seconds and was stopped ({detail}).</source>
            <translation>Le téléchargement de {url} a duré plus de {seconds} secondes et a été arrêté ({detail}).</translation>
        </message>
        <message>
            <source>{url} is not the file the repository index describes (its SHA-256 differs); it was not used.</source>
            <translation>{url} n'est pas le fichier que décrit l'index du dépôt (son SHA-256 diffère) ; il n'a pas été utilisé.</translation>
        </message>
        <message>
            <source>"{url}" is not a web address Muster can use: give an http or https address.</source>
            <translation>« {url} » n'est pas une adresse web que Muster peut utiliser : donnez une adresse http ou https.</translation>
        </message>
        <message>
            <source>The check for updates was cancelled.</source>
            <translation>La recherche de mises à jour a été annulée.</translation>
        </message>
        <message>
            <source>The data repository {url} cannot be used: {detail}</source>
            <translation>Le dépôt de données {url} est inutilisable : {detail}</translation>
        </message>
        <message>
            <source>The repository index {url} is not valid: {detail}</source>
            <translation>L'index du dépôt {url} n'est pas valide : {detail}</translation>
        </message>
        <message>
            <source>Cannot publish {folder}: {detail}</source>
            <translation>Impossible de publier {folder} : {detail}</translation>
        </message>
        <message>
            <source>You do not follow the data repository {url}.</source>
            <translation>Vous ne suivez pas le dépôt de données {url}.</translation>
        </message>
        <message>
            <source>The pack {url} was refused: {detail}.</source>
            <translation>Le pack {url} a été refusé : {detail}.</translation>
        </message>
        <message>
            <source>The {system} catalogue changed since the check for updates; check again. Nothing was changed.</source>
            <translation>Le catalogue {system} a changé depuis la recherche de mises à jour ; relancez-la. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>There is no update of the {system} catalogue to roll back.</source>
            <translation>Aucune mise à jour du catalogue {system} n'est à annuler.</translation>
        </message>
        <message>
            <source>a conceded game has a winner: the player who did not concede.</source>
            <translation>une partie abandonnée a un vainqueur : le joueur qui n'a pas abandonné.</translation>
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
        <name>Printing</name>
        <message>
            <source>Name the game with --system, or give --game.</source>
            <translation>Nommez le jeu avec --system, ou donnez --game.</translation>
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
    <context>
        <name>StatsCommand</name>
        <message>
            <source>List</source>
            <translation>Liste</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Nuls</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Défaites</translation>
        </message>
    </context>
    <context>
        <name>TournamentCommand</name>
        <message>
            <source>Created the tournament {name}.</source>
            <translation>Tournoi {name} créé.</translation>
        </message>
        <message>
            <source>{player}: registered.</source>
            <translation>{player} : inscrit.</translation>
        </message>
        <message>
            <source>{player}: registered with {list}, legal.</source>
            <translation>{player} : inscrit avec {list}, légale.</translation>
        </message>
        <message>
            <source>{player}: registered with {list}, not legal: {problems}</source>
            <translation>{player} : inscrit avec {list}, non légale : {problems}</translation>
        </message>
        <message>
            <source>{player} dropped.</source>
            <translation>{player} abandonne.</translation>
        </message>
        <message>
            <source>Swapped {first} and {second}.</source>
            <translation>{first} et {second} échangés.</translation>
        </message>
        <message>
            <source>Warning: {first} and {second} have met before.</source>
            <translation>Attention : {first} et {second} se sont déjà affrontés.</translation>
        </message>
        <message>
            <source>Round {round}, table {table}: result recorded.</source>
            <translation>Ronde {round}, table {table} : résultat enregistré.</translation>
        </message>
        <message>
            <source>Warning: {first} and {second} meet again: no pairing avoids every rematch.</source>
            <translation>Attention : {first} et {second} se rencontrent à nouveau : aucun appariement n'évite toutes les revanches.</translation>
        </message>
    </context>
</TS>
