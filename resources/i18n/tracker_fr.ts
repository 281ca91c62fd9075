<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>Errors</name>
        <message>
            <source>Event {seq} ({type}) cannot be applied: {reason}</source>
            <translation>L'événement {seq} ({type}) ne peut pas être appliqué : {reason}</translation>
        </message>
        <message>
            <source>This is not a Muster game log: {detail}</source>
            <translation>Ce n'est pas un journal de partie Muster : {detail}</translation>
        </message>
        <message>
            <source>There is no game number {game_id}.</source>
            <translation>Il n'y a pas de partie numéro {game_id}.</translation>
        </message>
        <message>
            <source>There is nothing to undo.</source>
            <translation>Il n'y a rien à annuler.</translation>
        </message>
        <message>
            <source>There is nothing to redo.</source>
            <translation>Il n'y a rien à rétablir.</translation>
        </message>
        <message>
            <source>The game cannot be set up: {detail}</source>
            <translation>La partie ne peut pas être mise en place : {detail}</translation>
        </message>
        <message>
            <source>Game {game_id} was changed by another Muster window or computer; reopen it to go on. Nothing was lost.</source>
            <translation>La partie {game_id} a été modifiée par une autre fenêtre ou un autre ordinateur Muster ; rouvrez-la pour continuer. Rien n'a été perdu.</translation>
        </message>
        <message>
            <source>The event must be a JSON object with a text "type" and, if any, an object "payload" (no other field): {detail}</source>
            <translation>L'événement doit être un objet JSON avec un « type » textuel et, s'il y en a un, un objet « payload » (aucun autre champ) : {detail}</translation>
        </message>
        <message>
            <source>The timeout must be a number of seconds from 0 to {most}, not {value}.</source>
            <translation>Le délai doit être un nombre de secondes entre 0 et {most}, pas {value}.</translation>
        </message>
        <message>
            <source>The database {file} is on a network share: its games cannot be followed live, as network file systems do not keep SQLite's locks. Use a PostgreSQL server to play across computers.</source>
            <translation>La base de données {file} est sur un partage réseau : ses parties ne peuvent pas être suivies en direct, car les systèmes de fichiers réseau ne respectent pas les verrous de SQLite. Utilisez un serveur PostgreSQL pour jouer entre plusieurs ordinateurs.</translation>
        </message>
        <message>
            <source>You are watching game {game_id}: nothing is recorded from here. Open it with Resume to play it.</source>
            <translation>Vous regardez la partie {game_id} : rien n'est enregistré d'ici. Ouvrez-la avec Reprendre pour la jouer.</translation>
        </message>
        <message>
            <source>{who} recorded first: {what}.</source>
            <translation>{who} a enregistré avant vous : {what}.</translation>
        </message>
        <message>
            <source>{who} undid first: {what}.</source>
            <translation>{who} a annulé avant vous : {what}.</translation>
        </message>
        <message>
            <source>Another player</source>
            <translation>Un autre joueur</translation>
        </message>
        <message>
            <source>{who} recorded: {what}.</source>
            <translation>{who} a enregistré : {what}.</translation>
        </message>
        <message>
            <source>{who} undid: {what}.</source>
            <translation>{who} a annulé : {what}.</translation>
        </message>
        <message>
            <source>{first} Your action ({mine}) is now refused: {reason}</source>
            <translation>{first} Votre action ({mine}) est maintenant refusée : {reason}</translation>
        </message>
        <message>
            <source>{first} Nothing was undone: look at the game as it is now first.</source>
            <translation>{first} Rien n'a été annulé : regardez d'abord la partie telle qu'elle est maintenant.</translation>
        </message>
        <message>
            <source>{first} Nothing was redone: look at the game as it is now first.</source>
            <translation>{first} Rien n'a été rétabli : regardez d'abord la partie telle qu'elle est maintenant.</translation>
        </message>
    </context>
    <context>
        <name>GameList</name>
        <message>
            <source>score {score} · turn {turns}</source>
            <translation>score {score} · tour {turns}</translation>
        </message>
        <message>
            <source>finished, {player} won</source>
            <translation>terminée, victoire de {player}</translation>
        </message>
        <message>
            <source>finished without a winner</source>
            <translation>terminée sans vainqueur</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>en cours</translation>
        </message>
        <message>
            <source>No tracked games.</source>
            <translation>Aucune partie suivie.</translation>
        </message>
        <message>
            <source> · at the table: {who}</source>
            <translation> · à la table : {who}</translation>
        </message>
        <message>
            <source>#{id} {players} · {outcome} · {figures} · {duration} · {when}</source>
            <translation>n° {id} {players} · {outcome} · {figures} · {duration} · {when}</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>not JSON (line {line}: {error})</source>
            <translation>ce n'est pas du JSON (ligne {line} : {error})</translation>
        </message>
        <message>
            <source>the document must be a JSON object</source>
            <translation>le document doit être un objet JSON</translation>
        </message>
        <message>
            <source>"format" must be "{format}"</source>
            <translation>« format » doit valoir « {format} »</translation>
        </message>
        <message>
            <source>"system" must name a game system</source>
            <translation>« system » doit nommer un système de jeu</translation>
        </message>
        <message>
            <source>"setup" must be an object</source>
            <translation>« setup » doit être un objet</translation>
        </message>
        <message>
            <source>the setup lacks the field "{field}"</source>
            <translation>il manque le champ « {field} » à la mise en place</translation>
        </message>
        <message>
            <source>the setup is incomplete or wrong ({problem})</source>
            <translation>la mise en place est incomplète ou erronée ({problem})</translation>
        </message>
        <message>
            <source>"events" must be a list</source>
            <translation>« events » doit être une liste</translation>
        </message>
        <message>
            <source>event number {number} must be an object with a whole-number "seq", a "type", an object "payload" and a text "at"</source>
            <translation>l'événement numéro {number} doit être un objet avec un « seq » entier, un « type », un objet « payload » et un texte « at »</translation>
        </message>
        <message>
            <source>event number {number} has an unknown field "{field}"</source>
            <translation>l'événement numéro {number} a un champ inconnu « {field} »</translation>
        </message>
        <message numerus="yes">
            <source>%n of {total} event(s) replayed under the rules of the earlier Muster that recorded them (the log's strict_from); --strict checks them all by today's rules.</source>
            <translation>
                <numerusform>%n événement sur {total} rejoué selon les règles de la version antérieure de Muster qui l'a enregistré (strict_from du journal) ; --strict les vérifie tous selon les règles actuelles.</numerusform>
                <numerusform>%n événements sur {total} rejoués selon les règles de la version antérieure de Muster qui les a enregistrés (strict_from du journal) ; --strict les vérifie tous selon les règles actuelles.</numerusform>
            </translation>
        </message>
        <message>
            <source>event number {number} has the seq {seq}</source>
            <translation>l'événement numéro {number} a le seq {seq}</translation>
        </message>
        <message>
            <source>"strict_from" must be a whole number of 1 or more (an event number)</source>
            <translation>« strict_from » doit être un nombre entier de 1 ou plus (un numéro d'événement)</translation>
        </message>
        <message>
            <source>{seq}. {who}: {line}</source>
            <translation>{seq}. {who} : {line}</translation>
        </message>
        <message>
            <source>{seq}. {who} undid: {line}</source>
            <translation>{seq}. {who} a annulé : {line}</translation>
        </message>
    </context>
    <context>
        <name>GamesModel</name>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>À la table</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Tour</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>Dernière partie</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>{first} vs {second}</source>
            <translation>{first} contre {second}</translation>
        </message>
        <message>
            <source>Score so far {score}</source>
            <translation>Score pour l'instant {score}</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Rosters</source>
            <translation>Listes d'armée</translation>
        </message>
        <message>
            <source>{player} wins {score}</source>
            <translation>{player} gagne {score}</translation>
        </message>
        <message>
            <source>Draw {score}</source>
            <translation>Match nul {score}</translation>
        </message>
    </context>
    <context>
        <name>GamesPage</name>
        <message>
            <source>The games cannot be listed</source>
            <translation>Impossible d'afficher les parties</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Resume the game</source>
            <translation>Reprendre la partie</translation>
        </message>
        <message>
            <source>Muster cannot show the games of this system yet: {game}.</source>
            <translation>Muster ne sait pas encore afficher les parties de ce système : {game}.</translation>
        </message>
        <message>
            <source>Delete the game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>Delete the game {players} and its whole log? This cannot be undone.</source>
            <translation>Supprimer la partie {players} et tout son journal ? Cette action est définitive.</translation>
        </message>
        <message>
            <source>Search players, rosters, results…</source>
            <translation>Chercher des joueurs, listes d'armée, résultats…</translation>
        </message>
        <message>
            <source>Start a game: its players, their rosters, its own choices (Ctrl+N)</source>
            <translation>Commencer une partie : ses joueurs, leurs listes d'armée, ses propres choix (Ctrl+N)</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Toutes les parties</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Regarder la partie</translation>
        </message>
        <message>
            <source>Wall screen</source>
            <translation>Écran mural</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Parties en cours</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Parties terminées</translation>
        </message>
        <message>
            <source>Show every game, or only unfinished or finished ones</source>
            <translation>Afficher toutes les parties, ou seulement celles en cours ou terminées</translation>
        </message>
        <message>
            <source>Show the games of every game, or of one</source>
            <translation>Afficher les parties de tous les jeux, ou d’un seul</translation>
        </message>
        <message>
            <source>Follow the chosen game full screen, in large type and with no controls, for a second screen by the table (Esc leaves)</source>
            <translation>Suivre la partie choisie en plein écran, en grands caractères et sans commandes, sur un second écran près de la table (Échap pour quitter)</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Go on with the selected game (Enter)</source>
            <translation>Poursuivre la partie sélectionnée (Entrée)</translation>
        </message>
        <message>
            <source>Watch</source>
            <translation>Regarder</translation>
        </message>
        <message>
            <source>Follow the selected game as a spectator: it shows each step as the players record it, and nothing can be recorded from here</source>
            <translation>Suivre la partie sélectionnée en spectateur : chaque étape s'affiche dès que les joueurs l'enregistrent, et rien ne peut être enregistré d'ici</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete the selected game (Delete)</source>
            <translation>Supprimer la partie sélectionnée (Suppr)</translation>
        </message>
        <message>
            <source>No games yet</source>
            <translation>Aucune partie pour l'instant</translation>
        </message>
        <message>
            <source>Games you track at the table will be listed here, finished or not, so you can resume one exactly where you stopped.</source>
            <translation>Les parties suivies à la table seront listées ici, terminées ou non, pour reprendre chacune exactement là où vous vous êtes arrêtés.</translation>
        </message>
        <message>
            <source>{who} (playing)</source>
            <translation>{who} (joue)</translation>
        </message>
        <message>
            <source>{who} (watching)</source>
            <translation>{who} (regarde)</translation>
        </message>
    </context>
    <context>
        <name>LeagueLink</name>
        <message>
            <source>Recorded in the league {name}.</source>
            <translation>Inscrite dans la ligue {name}.</translation>
        </message>
        <message>
            <source>Add to a league</source>
            <translation>Ajouter à une ligue</translation>
        </message>
        <message>
            <source>Record this game in the league:</source>
            <translation>Inscrire cette partie dans la ligue :</translation>
        </message>
        <message>
            <source>There is no league of {game} yet. Name a new league or campaign to record this game in:</source>
            <translation>Il n'y a pas encore de ligue pour {game}. Nommez une nouvelle ligue ou campagne où inscrire cette partie :</translation>
        </message>
        <message>
            <source>Add to a league…</source>
            <translation>Ajouter à une ligue…</translation>
        </message>
        <message>
            <source>Record this result in a league or campaign of {game}</source>
            <translation>Inscrire ce résultat dans une ligue ou campagne pour {game}</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Choose a strike team for {player}.</source>
            <translation>Choisissez un groupe de combat pour {player}.</translation>
        </message>
        <message>
            <source>{player}'s strike team breaks the rules: tick the box to play it anyway.</source>
            <translation>Le groupe de combat de {player} enfreint les règles : cochez la case pour le jouer quand même.</translation>
        </message>
        <message>
            <source>The two players need different names.</source>
            <translation>Les deux joueurs doivent avoir des noms différents.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Game system</source>
            <translation>Système de jeu</translation>
        </message>
        <message>
            <source>Show every game</source>
            <translation>Afficher tous les jeux</translation>
        </message>
        <message>
            <source>Also offer the games not ticked under Settings → Games I play</source>
            <translation>Proposer aussi les jeux non cochés dans Paramètres → Mes jeux</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
    </context>
    <context>
        <name>PlayerBox</name>
        <message>
            <source>Open a roster file</source>
            <translation>Ouvrir un fichier de liste</translation>
        </message>
        <message>
            <source>Muster rosters (*.json)</source>
            <translation>Listes Muster (*.json)</translation>
        </message>
        <message>
            <source>Roster file</source>
            <translation>Fichier de liste</translation>
        </message>
        <message>
            <source>Share code</source>
            <translation>Code de partage</translation>
        </message>
        <message>
            <source>Paste the strike team's share code:</source>
            <translation>Collez le code de partage du groupe de combat :</translation>
        </message>
        <message>
            <source>Choose a strike team.</source>
            <translation>Choisissez un groupe de combat.</translation>
        </message>
        <message>
            <source>No saved strike team yet: build one in the Builder, or open a file or a share code here.</source>
            <translation>Aucun groupe de combat enregistré pour l'instant : créez-en un dans la page Création, ou ouvrez ici un fichier ou un code de partage.</translation>
        </message>
        <message>
            <source>This strike team is legal.</source>
            <translation>Ce groupe de combat est légal.</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Groupe de combat</translation>
        </message>
        <message>
            <source>File…</source>
            <translation>Fichier…</translation>
        </message>
        <message>
            <source>Load a roster file</source>
            <translation>Charger un fichier de liste</translation>
        </message>
        <message>
            <source>Share code…</source>
            <translation>Code de partage…</translation>
        </message>
        <message>
            <source>Paste a share code</source>
            <translation>Coller un code de partage</translation>
        </message>
        <message>
            <source>Play with this strike team anyway</source>
            <translation>Jouer ce groupe de combat quand même</translation>
        </message>
        <message numerus="yes">
            <source>This strike team breaks %n rule(s).</source>
            <translation>
                <numerusform>Ce groupe de combat enfreint %n règle.</numerusform>
                <numerusform>Ce groupe de combat enfreint %n règles.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Spectating</name>
        <message>
            <source>Watching: nothing is recorded from here</source>
            <translation>Spectateur : rien n'est enregistré d'ici</translation>
        </message>
        <message>
            <source>You follow this game as a spectator; the players record it on their own Muster. Resume it from the Games page to play it.</source>
            <translation>Vous suivez cette partie en spectateur ; les joueurs l'enregistrent sur leur propre Muster. Reprenez-la depuis la page Parties pour la jouer.</translation>
        </message>
    </context>
    <context>
        <name>TrackerFrame</name>
        <message>
            <source>{player} concedes</source>
            <translation>{player} abandonne</translation>
        </message>
        <message>
            <source>Log ({count})</source>
            <translation>Journal ({count})</translation>
        </message>
        <message>
            <source>← Games</source>
            <translation>← Parties</translation>
        </message>
        <message>
            <source>Back to the list of games; this one is saved</source>
            <translation>Retour à la liste des parties ; celle-ci est enregistrée</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Undo the last event (Ctrl+Z)</source>
            <translation>Annuler le dernier événement (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Redo the event undone last (Ctrl+Shift+Z)</source>
            <translation>Rétablir le dernier événement annulé (Ctrl+Maj+Z)</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Imprimer le rapport de partie…</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Journal</translation>
        </message>
        <message>
            <source>Show or fold the log beside the table (Ctrl+L); remembered for games of this kind</source>
            <translation>Afficher ou replier le journal à côté de la table (Ctrl+L) ; retenu pour les parties de ce jeu</translation>
        </message>
        <message>
            <source>End the game</source>
            <translation>Finir la partie</translation>
        </message>
    </context>
    <context>
        <name>WallScreen</name>
        <message>
            <source>Muster — wall screen</source>
            <translation>Muster — écran mural</translation>
        </message>
        <message>
            <source>{winner} wins · {figures}</source>
            <translation>{winner} gagne · {figures}</translation>
        </message>
        <message>
            <source>Game over · {figures}</source>
            <translation>Partie terminée · {figures}</translation>
        </message>
    </context>
</TS>
