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
            <source>Data shipped with Muster, and their licences:</source>
            <translation>Données fournies avec Muster, et leurs licences :</translation>
        </message>
        <message>
            <source>Community tool, not affiliated with the games' publishers.</source>
            <translation>Outil communautaire, sans lien avec les éditeurs des jeux.</translation>
        </message>
    </context>
    <context>
        <name>CatalogueUpdatesBox</name>
        <message>
            <source>Catalogue updates</source>
            <translation>Mises à jour des catalogues</translation>
        </message>
        <message>
            <source>Keep each game's catalogue current from data repositories: an index.json on a web server your club or community keeps. Muster looks only when you ask, shows what changes before applying it, and keeps the previous packs.</source>
            <translation>Tenez le catalogue de chaque jeu à jour depuis des dépôts de données : un index.json sur un serveur web que tient votre club ou votre communauté. Muster ne regarde que quand vous le demandez, montre ce qui change avant de l'appliquer et conserve les packs précédents.</translation>
        </message>
        <message>
            <source>You follow no repository: the catalogues are Muster's own and the packs you import. Add a repository's address below.</source>
            <translation>Vous ne suivez aucun dépôt : les catalogues sont ceux de Muster et les packs que vous importez. Ajoutez l'adresse d'un dépôt ci-dessous.</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>Retirer…</translation>
        </message>
        <message>
            <source>Check for updates</source>
            <translation>Rechercher des mises à jour</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Roll back…</source>
            <translation>Revenir en arrière…</translation>
        </message>
        <message>
            <source>You already follow {url}.</source>
            <translation>Vous suivez déjà {url}.</translation>
        </message>
        <message>
            <source>Remove repository</source>
            <translation>Retirer le dépôt</translation>
        </message>
        <message>
            <source>Stop following {url}? The packs installed from it stay.</source>
            <translation>Ne plus suivre {url} ? Les packs installés depuis ce dépôt restent.</translation>
        </message>
        <message>
            <source>You follow no repository yet: add its address above, then check.</source>
            <translation>Vous ne suivez encore aucun dépôt : ajoutez son adresse ci-dessus, puis lancez la recherche.</translation>
        </message>
        <message numerus="yes">
            <source>Checking %n repository(ies)…</source>
            <translation>
                <numerusform>Recherche dans %n dépôt…</numerusform>
                <numerusform>Recherche dans %n dépôts…</numerusform>
            </translation>
        </message>
        <message>
            <source>The check was cancelled. Nothing was changed.</source>
            <translation>La recherche a été annulée. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{problem} Nothing was changed.</source>
            <translation>{problem} Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{game}: the update of {when}</source>
            <translation>{game} : la mise à jour du {when}</translation>
        </message>
        <message>
            <source>No update to roll back</source>
            <translation>Aucune mise à jour à annuler</translation>
        </message>
        <message>
            <source>Roll back</source>
            <translation>Revenir en arrière</translation>
        </message>
        <message>
            <source>Roll back the last update of the {game} catalogue? The packs it replaced come back and the packs it added are removed.</source>
            <translation>Annuler la dernière mise à jour du catalogue {game} ? Les packs qu'elle a remplacés reviennent et ceux qu'elle a ajoutés sont retirés.</translation>
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
        <name>FirstRunWizard</name>
        <message>
            <source>{game}: {box}</source>
            <translation>{game} : {box}</translation>
        </message>
        <message>
            <source>Units in this box: {count}</source>
            <translation>Unités dans cette boîte : {count}</translation>
        </message>
        <message>
            <source>The catalogues of the games you chose list no boxes.</source>
            <translation>Les catalogues des jeux choisis ne listent aucune boîte.</translation>
        </message>
        <message>
            <source>Choose a game first.</source>
            <translation>Choisissez d'abord un jeu.</translation>
        </message>
        <message>
            <source>Catalogue file</source>
            <translation>Fichier de catalogue</translation>
        </message>
        <message>
            <source>Catalogues (*.json)</source>
            <translation>Catalogues (*.json)</translation>
        </message>
        <message>
            <source>Choose the catalogue file to import.</source>
            <translation>Choisissez le fichier de catalogue à importer.</translation>
        </message>
        <message>
            <source>Nothing valid to import in {path}.</source>
            <translation>Rien de valide à importer dans {path}.</translation>
        </message>
        <message>
            <source>Type the address of the data repository.</source>
            <translation>Saisissez l'adresse du dépôt de données.</translation>
        </message>
        <message>
            <source>Following {url}: Settings → Catalogue updates checks it for new catalogues.</source>
            <translation>Vous suivez {url} : Paramètres → Mises à jour des catalogues y cherche les nouveaux catalogues.</translation>
        </message>
        <message>
            <source>Welcome to Muster</source>
            <translation>Bienvenue dans Muster</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Commencer</translation>
        </message>
        <message>
            <source>Next &gt;</source>
            <translation>Suivant &gt;</translation>
        </message>
        <message>
            <source>&lt; Back</source>
            <translation>&lt; Précédent</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Muster speaks English, French and Polish.</source>
            <translation>Muster parle anglais, français et polonais.</translation>
        </message>
        <message>
            <source>&amp;Language of the interface:</source>
            <translation>&amp;Langue de l'interface :</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Jeux</translation>
        </message>
        <message>
            <source>Which games do you play?</source>
            <translation>À quels jeux jouez-vous ?</translation>
        </message>
        <message>
            <source>Your collection</source>
            <translation>Votre collection</translation>
        </message>
        <message>
            <source>Which boxes do you own?</source>
            <translation>Quelles boîtes possédez-vous ?</translation>
        </message>
        <message>
            <source>Tick the boxes you own: their units go into your collection, which the builder's Owned only filter and suggestions use. You can change any count later on the Catalogue page.</source>
            <translation>Cochez les boîtes que vous possédez : leurs unités entrent dans votre collection, qu'utilisent le filtre Possédées seulement et les suggestions de la création. Vous pourrez modifier chaque nombre plus tard sur la page Catalogue.</translation>
        </message>
        <message>
            <source>Catalogues</source>
            <translation>Catalogues</translation>
        </message>
        <message>
            <source>Where do the games' catalogues come from?</source>
            <translation>D'où viennent les catalogues des jeux ?</translation>
        </message>
        <message>
            <source>The catalogues built into Muster</source>
            <translation>Les catalogues intégrés à Muster</translation>
        </message>
        <message>
            <source>Also import a catalogue file:</source>
            <translation>Importer aussi un fichier de catalogue :</translation>
        </message>
        <message>
            <source>Also follow a data repository:</source>
            <translation>Suivre aussi un dépôt de données :</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Choisir…</translation>
        </message>
    </context>
    <context>
        <name>GameFilterCombo</name>
        <message>
            <source>Every game</source>
            <translation>Tous les jeux</translation>
        </message>
    </context>
    <context>
        <name>GamesPlayedBox</name>
        <message>
            <source>Games I play</source>
            <translation>Mes jeux</translation>
        </message>
        <message>
            <source>The games ticked come first in the New game dialog and on the Catalogue page, and the Builder opens on one of them. With none ticked, every game is offered alike.</source>
            <translation>Les jeux cochés viennent en premier dans la fenêtre Nouvelle partie et sur la page Catalogue, et la Création s’ouvre sur l’un d’eux. Si aucun n’est coché, tous les jeux sont proposés de la même façon.</translation>
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
        <name>OpenRequest</name>
        <message>
            <source>Open file</source>
            <translation>Ouvrir un fichier</translation>
        </message>
        <message>
            <source>Open share link</source>
            <translation>Ouvrir un lien de partage</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Catalogue updates</source>
            <translation>Mises à jour des catalogues</translation>
        </message>
        <message>
            <source>These changes are not applied yet. Apply them?</source>
            <translation>Ces changements ne sont pas encore appliqués. Les appliquer ?</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
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
            <source>Card and unit names</source>
            <translation>Noms des cartes et des unités</translation>
        </message>
        <message>
            <source>In my language where known</source>
            <translation>Dans ma langue quand il est connu</translation>
        </message>
        <message>
            <source>Always in English</source>
            <translation>Toujours en anglais</translation>
        </message>
        <message>
            <source>Many players name cards in English. Where no name in your language is known, a card keeps its English name, and so does the rest of its row.</source>
            <translation>Beaucoup de joueurs nomment les cartes en anglais. Quand aucun nom n’est connu dans votre langue, une carte garde son nom anglais, et le reste de sa ligne aussi.</translation>
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
