<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Muster</source>
            <translation>À propos de Muster</translation>
        </message>
        <message>
            <source>Database</source>
            <translation>Base de données</translation>
        </message>
        <message>
            <source>Backups</source>
            <translation>Sauvegardes</translation>
        </message>
        <message>
            <source>Logs</source>
            <translation>Journaux</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Army builder, game tracker and campaign manager for tabletop skirmish games.</source>
            <translation>Création d'armées, suivi de parties et gestion de campagnes pour les jeux d'escarmouche sur table.</translation>
        </message>
        <message>
            <source>Licence: GNU General Public License, version 3 or later.</source>
            <translation>Licence : GNU General Public License, version 3 ou ultérieure.</translation>
        </message>
        <message>
            <source>Community tool, not affiliated with the games' publishers.</source>
            <translation>Outil communautaire, sans lien avec les éditeurs des jeux.</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong</source>
            <translation>Un problème est survenu</translation>
        </message>
        <message>
            <source>Muster hit an unexpected problem. Your saved work is safe; you can go on working. If it happens again, please report it with the details below.</source>
            <translation>Muster a rencontré un problème inattendu. Votre travail enregistré est intact ; vous pouvez continuer. Si cela se reproduit, signalez-le avec les détails ci-dessous.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copier les détails</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>Muster</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Builder</source>
            <translation>Création</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Campaigns</source>
            <translation>Campagnes</translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>Catalogue</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>Muster</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <source>&amp;About Muster</source>
            <translation>À &amp;propos de Muster</translation>
        </message>
    </context>
    <context>
        <name>SettingsPage</name>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Interface language</source>
            <translation>Langue de l'interface</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Celle du système</translation>
        </message>
        <message>
            <source>Database</source>
            <translation>Base de données</translation>
        </message>
        <message>
            <source>Leave empty to keep your data in a file on this computer. To share a league database with your club, enter a PostgreSQL URL such as postgresql+psycopg://user:password@server/muster.</source>
            <translation>Laissez vide pour garder vos données dans un fichier sur cet ordinateur. Pour partager la base d'une ligue avec votre club, saisissez une URL PostgreSQL comme postgresql+psycopg://utilisateur:motdepasse@serveur/muster.</translation>
        </message>
        <message>
            <source>Connect</source>
            <translation>Se connecter</translation>
        </message>
        <message>
            <source>In use: {url}</source>
            <translation>Utilisée : {url}</translation>
        </message>
        <message>
            <source>Your data</source>
            <translation>Vos données</translation>
        </message>
        <message>
            <source>Back up now</source>
            <translation>Sauvegarder maintenant</translation>
        </message>
        <message>
            <source>Open data folder</source>
            <translation>Ouvrir le dossier des données</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aucune pour l'instant</translation>
        </message>
        <message>
            <source>Data folder: {folder}
Backups: {count} (latest: {latest}); the last 10 are kept.
Logs: {logs}</source>
            <translation>Dossier des données : {folder}
Sauvegardes : {count} (dernière : {latest}) ; les 10 dernières sont conservées.
Journaux : {logs}</translation>
        </message>
        <message>
            <source>Saved a copy of your data to {file}.</source>
            <translation>Une copie de vos données a été enregistrée dans {file}.</translation>
        </message>
        <message>
            <source>This database URL cannot be used: {detail}</source>
            <translation>Cette URL de base de données est inutilisable : {detail}</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Database from a newer Muster</source>
            <translation>Base de données d'une version plus récente</translation>
        </message>
        <message>
            <source>Database</source>
            <translation>Base de données</translation>
        </message>
        <message>
            <source>You can look at your data without changing it, or keep Muster's database in another folder.</source>
            <translation>Vous pouvez consulter vos données sans les modifier, ou garder la base de données de Muster dans un autre dossier.</translation>
        </message>
        <message>
            <source>Open read-only</source>
            <translation>Ouvrir en lecture seule</translation>
        </message>
        <message>
            <source>You can keep Muster's database in another folder.</source>
            <translation>Vous pouvez garder la base de données de Muster dans un autre dossier.</translation>
        </message>
        <message>
            <source>Choose another folder…</source>
            <translation>Choisir un autre dossier…</translation>
        </message>
        <message>
            <source>Folder for Muster's database</source>
            <translation>Dossier de la base de données de Muster</translation>
        </message>
        <message>
            <source>Damaged database</source>
            <translation>Base de données endommagée</translation>
        </message>
        <message>
            <source>You can restore the latest backup ({backup}) or start with an empty database.</source>
            <translation>Vous pouvez restaurer la dernière sauvegarde ({backup}) ou repartir d'une base vide.</translation>
        </message>
        <message>
            <source>Restore latest backup</source>
            <translation>Restaurer la dernière sauvegarde</translation>
        </message>
        <message>
            <source>Start fresh</source>
            <translation>Repartir de zéro</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quitter</translation>
        </message>
        <message>
            <source>The database {file} is damaged and cannot be opened. If you go on, it is moved aside as {name}.damaged-(date and time); nothing is deleted.</source>
            <translation>La base de données {file} est endommagée et ne peut pas être ouverte. Si vous continuez, elle sera mise de côté sous le nom {name}.damaged-(date et heure) ; rien n'est supprimé.</translation>
        </message>
        <message>
            <source>Database unreachable</source>
            <translation>Base de données injoignable</translation>
        </message>
        <message>
            <source>Use the database on this computer instead?</source>
            <translation>Utiliser plutôt la base de données de cet ordinateur ?</translation>
        </message>
    </context>
</TS>
