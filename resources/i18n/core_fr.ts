<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
            <source>Muster does not know the game system "{system}".</source>
            <translation>Muster ne connaît pas le système de jeu « {system} ».</translation>
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
    </context>
</TS>
