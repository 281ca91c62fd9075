<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>CorrectionDialog</name>
        <message>
            <source>A correction sets the values as they are on the table; no rule runs. It is recorded in the log and can be undone.</source>
            <translation>Une correction reprend les valeurs telles qu'elles sont sur la table ; aucune règle ne s'applique. Elle est inscrite au journal et peut être annulée.</translation>
        </message>
    </context>
    <context>
        <name>DeckCorrectionDialog</name>
        <message>
            <source>Order deck</source>
            <translation>Paquet Ordres</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Réserve</translation>
        </message>
        <message>
            <source>Order discard</source>
            <translation>Défausse d'Ordres</translation>
        </message>
        <message>
            <source>Removed from the game</source>
            <translation>Retirée de la partie</translation>
        </message>
        <message>
            <source>Correct {player}'s order deck</source>
            <translation>Corriger le paquet Ordres de {player}</translation>
        </message>
    </context>
    <context>
        <name>DiceRow</name>
        <message>
            <source>Crit</source>
            <translation>Critique</translation>
        </message>
        <message>
            <source>Hit</source>
            <translation>Touche</translation>
        </message>
        <message>
            <source>Attack expertise</source>
            <translation>Maîtrise d'Attaque</translation>
        </message>
        <message>
            <source>Failure</source>
            <translation>Échec</translation>
        </message>
    </context>
    <context>
        <name>EndGameDialog</name>
        <message>
            <source>End the game</source>
            <translation>Terminer la partie</translation>
        </message>
        <message>
            <source>End the game now, before a player has won two struggles. This can be undone.</source>
            <translation>Terminer la partie maintenant, avant qu'un joueur ait remporté deux Luttes. Cela peut être annulé.</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motif</translation>
        </message>
        <message>
            <source>Nobody (a draw)</source>
            <translation>Personne (match nul)</translation>
        </message>
        <message>
            <source>A player conceded</source>
            <translation>Un joueur a abandonné</translation>
        </message>
        <message>
            <source>Out of time</source>
            <translation>Temps écoulé</translation>
        </message>
        <message>
            <source>The players agreed</source>
            <translation>Les joueurs se sont mis d'accord</translation>
        </message>
        <message>
            <source>Who concedes</source>
            <translation>Qui abandonne</translation>
        </message>
    </context>
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
    </context>
    <context>
        <name>ForceCorrectionDialog</name>
        <message>
            <source>Correct {player}'s Force</source>
            <translation>Corriger la Force de {player}</translation>
        </message>
        <message>
            <source>Available Force</source>
            <translation>Force disponible</translation>
        </message>
    </context>
    <context>
        <name>ForcePool</name>
        <message>
            <source>Force</source>
            <translation>Force</translation>
        </message>
        <message>
            <source>Spend 1</source>
            <translation>Dépenser 1</translation>
        </message>
        <message>
            <source>Spend 1 Force from the pool (an ability's cost)</source>
            <translation>Dépenser 1 Force de la réserve de Force (coût d'une capacité)</translation>
        </message>
        <message>
            <source>Correct the Force pool by hand</source>
            <translation>Corriger la réserve de Force à la main</translation>
        </message>
        <message>
            <source>{force}: {available}, {spent}</source>
            <translation>{force} : {available}, {spent}</translation>
        </message>
        <message numerus="yes">
            <source>%n available</source>
            <translation>
                <numerusform>%n disponible</numerusform>
                <numerusform>%n disponibles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n spent</source>
            <translation>
                <numerusform>%n dépensée</numerusform>
                <numerusform>%n dépensées</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameList</name>
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
            <source>#{id} {players} · {outcome} · {figures} · {duration} · {when}</source>
            <translation>n° {id} {players} · {outcome} · {figures} · {duration} · {when}</translation>
        </message>
        <message>
            <source>#{id} {players} · {outcome} · struggles {struggles} · turn {turns} · {duration} · {when}</source>
            <translation>n° {id} {players} · {outcome} · Luttes {struggles} · tour {turns} · {duration} · {when}</translation>
        </message>
        <message>
            <source>No tracked games.</source>
            <translation>Aucune partie suivie.</translation>
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
        <message>
            <source>"strict_from" must be a whole number of 1 or more (an event number)</source>
            <translation>« strict_from » doit être un nombre entier de 1 ou plus (un numéro d'événement)</translation>
        </message>
    </context>
    <context>
        <name>GamesModel</name>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Strike teams</source>
            <translation>Groupes de combat</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
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
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Struggles so far {score}</source>
            <translation>Luttes pour l'instant {score}</translation>
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
            <source>Delete the game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>Delete the game {players} and its whole log? This cannot be undone.</source>
            <translation>Supprimer la partie {players} et tout son journal ? Cette action est définitive.</translation>
        </message>
        <message>
            <source>Search players, strike teams, results…</source>
            <translation>Chercher des joueurs, groupes de combat, résultats…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Toutes les parties</translation>
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
            <source>Start a game from two strike teams (Ctrl+N)</source>
            <translation>Commencer une partie avec deux groupes de combat (Ctrl+N)</translation>
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
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Roll {number}</source>
            <translation>Jet {number}</translation>
        </message>
        <message>
            <source>{player} goes first.</source>
            <translation>{player} commence.</translation>
        </message>
        <message>
            <source>A full tie was rolled again. </source>
            <translation>Une égalité parfaite a été relancée. </translation>
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
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Mission set</source>
            <translation>Set de Mission</translation>
        </message>
        <message>
            <source>The mission set you play</source>
            <translation>Le Set de Mission joué</translation>
        </message>
        <message>
            <source>Objectives</source>
            <translation>Objectifs</translation>
        </message>
        <message>
            <source>Order decks</source>
            <translation>Paquets Ordres</translation>
        </message>
        <message>
            <source>Digital: Muster shuffles and reveals</source>
            <translation>Numérique : Muster mélange et révèle</translation>
        </message>
        <message>
            <source>Physical: we use our own cards</source>
            <translation>Physique : nous utilisons nos cartes</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Premier joueur</translation>
        </message>
        <message>
            <source>Roll the dice</source>
            <translation>Lancer les dés</translation>
        </message>
        <message>
            <source>Five attack dice each: most crits, then hits, then expertise; a full tie rolls again</source>
            <translation>Cinq dés d'attaque chacun : le plus de Critiques, puis de Touches, puis de Maîtrises ; une égalité parfaite est relancée</translation>
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
        <name>ObjectivesPanel</name>
        <message>
            <source>Objectives</source>
            <translation>Objectifs</translation>
        </message>
        <message>
            <source>Objective {number}</source>
            <translation>Objectif {number}</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Actif</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Inactif</translation>
        </message>
        <message>
            <source>The mission's priority marker</source>
            <translation>Le marqueur d'Objectif Prioritaire de la mission</translation>
        </message>
        <message>
            <source>Nobody</source>
            <translation>Personne</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Who controls this objective; press to change (nobody, then each player)</source>
            <translation>Qui contrôle cet objectif ; appuyez pour changer (personne, puis chaque joueur)</translation>
        </message>
        <message>
            <source>Who controls this objective; press to give it to the opponent (control stays until the opponent takes it or the struggle ends)</source>
            <translation>Qui contrôle cet objectif ; appuyez pour le donner à l'adversaire (le contrôle reste acquis jusqu'à ce qu'un adversaire le récupère ou que la lutte se termine)</translation>
        </message>
    </context>
    <context>
        <name>OrderDeckPanel</name>
        <message>
            <source>Order deck</source>
            <translation>Paquet Ordres</translation>
        </message>
        <message>
            <source>Correct the order deck by hand: move cards between its zones</source>
            <translation>Corriger le paquet Ordres à la main : déplacer des cartes d'une zone à l'autre</translation>
        </message>
        <message>
            <source>Use reserve</source>
            <translation>Utiliser la réserve</translation>
        </message>
        <message>
            <source>Activate the reserved order card (U)</source>
            <translation>Activer la carte Ordre en réserve (U)</translation>
        </message>
        <message>
            <source>Reserve (1 Force)</source>
            <translation>Réserver (1 Force)</translation>
        </message>
        <message>
            <source>Pay 1 Force to set the revealed card aside and reveal the next one</source>
            <translation>Payer 1 Force pour mettre de côté la carte révélée et révéler la suivante</translation>
        </message>
        <message>
            <source>Next card (1 Force)</source>
            <translation>Carte suivante (1 Force)</translation>
        </message>
        <message>
            <source>Pay 1 Force to reveal the next card and shuffle the Shatterpoint card back</source>
            <translation>Payer 1 Force pour révéler la carte suivante et remélanger la carte Shatterpoint</translation>
        </message>
        <message>
            <source>Deck {deck} · Discard {discard} · Removed {removed}</source>
            <translation>Paquet {deck} · Défausse {discard} · Retirées {removed}</translation>
        </message>
        <message>
            <source>Reserve: {card}</source>
            <translation>Réserve : {card}</translation>
        </message>
        <message>
            <source>Revealed card…</source>
            <translation>Carte révélée…</translation>
        </message>
        <message>
            <source>Physical deck: say which order card you revealed (R)</source>
            <translation>Paquet physique : indiquez la carte Ordre révélée (R)</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Révéler</translation>
        </message>
        <message>
            <source>Reveal the top order card (R)</source>
            <translation>Révéler la carte Ordre du dessus (R)</translation>
        </message>
        <message>
            <source>Activate {unit}</source>
            <translation>Activer {unit}</translation>
        </message>
        <message>
            <source>Activate</source>
            <translation>Activer</translation>
        </message>
        <message>
            <source>Activate the revealed card's unit (A)</source>
            <translation>Activer l'unité de la carte révélée (A)</translation>
        </message>
        <message>
            <source>Shatterpoint card: activate any unit…</source>
            <translation>Carte Shatterpoint : activer n'importe quelle unité…</translation>
        </message>
        <message>
            <source>The Shatterpoint card lets you activate any of your units</source>
            <translation>La carte Shatterpoint permet d'activer n'importe laquelle de vos unités</translation>
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
        <name>ResultView</name>
        <message>
            <source>Add to a campaign…</source>
            <translation>Ajouter à une campagne…</translation>
        </message>
        <message>
            <source>Record this result in a campaign or league's standings</source>
            <translation>Inscrire ce résultat au classement d'une campagne ou d'une ligue</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Imprimer le rapport de partie…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, strike teams, log</source>
            <translation>Imprimer ou enregistrer en PDF le rapport de cette partie : résultat, groupes de combat, journal</translation>
        </message>
        <message>
            <source>Game over: a draw</source>
            <translation>Partie terminée : match nul</translation>
        </message>
        <message>
            <source>{player} wins</source>
            <translation>{player} gagne</translation>
        </message>
        <message>
            <source>Struggles: {first} {a} – {b} {second}</source>
            <translation>Luttes : {first} {a} – {b} {second}</translation>
        </message>
        <message>
            <source>Turns: {turns}</source>
            <translation>Tours : {turns}</translation>
        </message>
        <message>
            <source>Duration: {hours} h {minutes:02d} min</source>
            <translation>Durée : {hours} h {minutes:02d} min</translation>
        </message>
        <message>
            <source>Units of {player} defeated: {units}</source>
            <translation>Unités vaincues de {player} : {units}</translation>
        </message>
        <message>
            <source>Recorded in the campaign {name}.</source>
            <translation>Inscrite dans la campagne {name}.</translation>
        </message>
        <message>
            <source>{player} won two struggles.</source>
            <translation>{player} a remporté deux Luttes.</translation>
        </message>
        <message>
            <source>A player conceded.</source>
            <translation>Un joueur a abandonné.</translation>
        </message>
        <message>
            <source>{player} conceded.</source>
            <translation>{player} a abandonné.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Le temps est écoulé.</translation>
        </message>
        <message>
            <source>The players agreed to end the game.</source>
            <translation>Les joueurs ont convenu de terminer la partie.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Reveal the top order card (start the turn if needed)</source>
            <translation>Révéler la carte Ordre du dessus (en commençant le tour si besoin)</translation>
        </message>
        <message>
            <source>Use the reserved order card</source>
            <translation>Utiliser la carte Ordre en réserve</translation>
        </message>
        <message>
            <source>Activate the revealed card's unit</source>
            <translation>Activer l'unité de la carte révélée</translation>
        </message>
        <message>
            <source>Move, Focus, Combat, Ability, Recover, Take Cover</source>
            <translation>Déplacement, Concentration, Combat, Capacité, Récupérer, Se mettre à couvert</translation>
        </message>
        <message>
            <source>End the activation</source>
            <translation>Terminer l'activation</translation>
        </message>
        <message>
            <source>End the turn with the objective control shown</source>
            <translation>Terminer le tour avec le contrôle des objectifs affiché</translation>
        </message>
        <message>
            <source>Start the next turn</source>
            <translation>Commencer le tour suivant</translation>
        </message>
        <message>
            <source>Undo the last event</source>
            <translation>Annuler le dernier événement</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Print the game report</source>
            <translation>Imprimer le rapport de partie</translation>
        </message>
        <message>
            <source>Larger, smaller or normal log text, to read it across the table</source>
            <translation>Texte du journal plus grand, plus petit ou normal, pour le lire de l'autre côté de la table</translation>
        </message>
        <message>
            <source>Full screen, for the table (again to leave it)</source>
            <translation>Plein écran, pour la table (à nouveau pour en sortir)</translation>
        </message>
        <message>
            <source>This list</source>
            <translation>Cette liste</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Touches</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
    </context>
    <context>
        <name>StateAdapter</name>
        <message>
            <source>Shatterpoint card</source>
            <translation>Carte Shatterpoint</translation>
        </message>
    </context>
    <context>
        <name>StruggleCardDialog</name>
        <message>
            <source>None</source>
            <translation>Aucun</translation>
        </message>
        <message>
            <source>Objective {number}</source>
            <translation>Objectif {number}</translation>
        </message>
        <message>
            <source>Phase {phase} struggle card</source>
            <translation>Carte Lutte de Phase {phase}</translation>
        </message>
        <message>
            <source>The first player reveals the struggle card: tick the objectives its map makes active.</source>
            <translation>Le premier joueur révèle la carte Lutte : cochez les objectifs que sa carte rend actifs.</translation>
        </message>
        <message>
            <source>Card name</source>
            <translation>Nom de la carte</translation>
        </message>
        <message>
            <source>Optional</source>
            <translation>Facultatif</translation>
        </message>
        <message>
            <source>Active objectives</source>
            <translation>Objectifs actifs</translation>
        </message>
        <message>
            <source>Priority objective</source>
            <translation>Objectif Prioritaire</translation>
        </message>
    </context>
    <context>
        <name>StruggleCorrectionDialog</name>
        <message>
            <source>Correct the struggle track</source>
            <translation>Corriger la piste Lutte</translation>
        </message>
        <message>
            <source>Struggle token (−8 {left} … +8 {right})</source>
            <translation>Pion Lutte (−8 {left} … +8 {right})</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <source>{player}'s momentum</source>
            <translation>Pions Impulsion de {player}</translation>
        </message>
    </context>
    <context>
        <name>StruggleTrack</name>
        <message>
            <source>Struggle track</source>
            <translation>Piste Lutte</translation>
        </message>
        <message>
            <source>Struggle token: {position}</source>
            <translation>Pion Lutte : {position}</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Phase {phase}: {card}</source>
            <translation>Phase {phase} : {card}</translation>
        </message>
        <message>
            <source>centre</source>
            <translation>centre</translation>
        </message>
        <message>
            <source>{distance} toward {player}</source>
            <translation>{distance} vers {player}</translation>
        </message>
        <message>
            <source>Phase {phase}</source>
            <translation>Phase {phase}</translation>
        </message>
        <message>
            <source>{player}: momentum tokens {count}, struggle cards won {won}</source>
            <translation>{player} — Pions Impulsion : {count} · Cartes Lutte gagnées : {won}</translation>
        </message>
    </context>
    <context>
        <name>TrackerKeys</name>
        <message>
            <source>R</source>
            <comment>key of: Reveal (the top order card)</comment>
            <translation>R</translation>
        </message>
        <message>
            <source>U</source>
            <comment>key of: Use reserve</comment>
            <translation>U</translation>
        </message>
        <message>
            <source>A</source>
            <comment>key of: Activate (the revealed unit)</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>E</source>
            <comment>key of: End activation</comment>
            <translation>F</translation>
        </message>
        <message>
            <source>T</source>
            <comment>key of: End turn</comment>
            <translation>T</translation>
        </message>
        <message>
            <source>N</source>
            <comment>key of: Start (the next) turn</comment>
            <translation>C</translation>
        </message>
    </context>
    <context>
        <name>TrackerView</name>
        <message>
            <source>{player} gains momentum</source>
            <translation>{player} gagne un pion Impulsion</translation>
        </message>
        <message>
            <source>Move the struggle token one space toward {player}</source>
            <translation>Déplacer le pion Lutte d'une case vers {player}</translation>
        </message>
        <message>
            <source>{player} refreshes 1 Force</source>
            <translation>{player} récupère 1 Force</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Blessé</translation>
        </message>
        <message>
            <source>{unit} is Wounded: which condition does it remove?</source>
            <translation>{unit} a un pion Blessé : quel état retirer ?</translation>
        </message>
        <message>
            <source>Add to a campaign</source>
            <translation>Ajouter à une campagne</translation>
        </message>
        <message>
            <source>Record this game in the campaign:</source>
            <translation>Inscrire cette partie dans la campagne :</translation>
        </message>
        <message>
            <source>There is no campaign for this game yet. Name a new campaign or league to record this game in:</source>
            <translation>Il n'existe encore aucune campagne pour ce jeu. Nommez une nouvelle campagne ou ligue où inscrire cette partie :</translation>
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
            <source>Correct the struggle…</source>
            <translation>Corriger la Lutte…</translation>
        </message>
        <message>
            <source>Set the struggle token, momentum and phase by hand</source>
            <translation>Placer à la main le pion Lutte, les pions Impulsion et la phase</translation>
        </message>
        <message>
            <source>End game…</source>
            <translation>Fin de partie…</translation>
        </message>
        <message>
            <source>Effects</source>
            <translation>Effets</translation>
        </message>
        <message>
            <source>What an ability or a special rule does: momentum, the token, Force</source>
            <translation>Ce que fait une capacité ou une règle spéciale : Impulsion, Pion Lutte, Force</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Imprimer le rapport de partie…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, strike teams, log (Ctrl+P)</source>
            <translation>Imprimer ou enregistrer en PDF le rapport de cette partie : résultat, groupes de combat, journal (Ctrl+P)</translation>
        </message>
        <message>
            <source>Shortcuts</source>
            <translation>Raccourcis</translation>
        </message>
        <message>
            <source>Keyboard shortcuts (F1)</source>
            <translation>Raccourcis clavier (F1)</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Journal</translation>
        </message>
        <message>
            <source>Rules this strike team breaks, accepted when the game started:</source>
            <translation>Règles que ce groupe de combat enfreint, acceptées au début de la partie :</translation>
        </message>
        <message>
            <source>Reveal the Phase {phase} card and start turn {turn}</source>
            <translation>Révéler la carte Lutte de Phase {phase} et commencer le tour {turn}</translation>
        </message>
        <message>
            <source>Start turn {turn}</source>
            <translation>Commencer le tour {turn}</translation>
        </message>
        <message>
            <source>Start the next turn (N)</source>
            <translation>Commencer le tour suivant (C)</translation>
        </message>
        <message>
            <source>Show or hide the whole log</source>
            <translation>Afficher ou masquer tout le journal</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Breaks %n rule(s)</source>
            <translation>
                <numerusform>⚠ Enfreint %n règle</numerusform>
                <numerusform>⚠ Enfreint %n règles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TurnBar</name>
        <message>
            <source>Start of turn</source>
            <translation>Début du tour</translation>
        </message>
        <message>
            <source>Reveal an order card</source>
            <translation>Révéler une carte Ordre</translation>
        </message>
        <message>
            <source>Activate the unit</source>
            <translation>Activer l'unité</translation>
        </message>
        <message>
            <source>Start of activation</source>
            <translation>Début de l'activation</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <source>End-of-activation effects</source>
            <translation>Effets de fin d'activation</translation>
        </message>
        <message>
            <source>The activation ends</source>
            <translation>Fin de l'activation</translation>
        </message>
        <message>
            <source>End of turn: objective control</source>
            <translation>Fin du tour : contrôle des objectifs</translation>
        </message>
        <message>
            <source>Move the struggle token</source>
            <translation>Déplacer le pion Lutte</translation>
        </message>
        <message>
            <source>Defeat check</source>
            <translation>Vérification des unités vaincues</translation>
        </message>
        <message>
            <source>The turn passes</source>
            <translation>Le tour passe</translation>
        </message>
        <message>
            <source>Actions:</source>
            <translation>Actions :</translation>
        </message>
        <message>
            <source>End activation</source>
            <translation>Fin d'activation</translation>
        </message>
        <message>
            <source>End the unit's activation (E)</source>
            <translation>Terminer l'activation de l'unité (F)</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Fin du tour</translation>
        </message>
        <message>
            <source>End the turn with the objective control shown (T)</source>
            <translation>Terminer le tour avec le contrôle des objectifs affiché (T)</translation>
        </message>
        <message>
            <source>Step {number}: {name}. Click to move the turn on to it.</source>
            <translation>Étape {number} : {name}. Cliquez pour y faire avancer le tour.</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <source>Game over: {player} wins</source>
            <translation>Partie terminée : {player} gagne</translation>
        </message>
        <message>
            <source>Turn {turn} — {player} activates {unit}</source>
            <translation>Tour {turn} — {player} active {unit}</translation>
        </message>
        <message>
            <source>Before the first turn — {player} goes first</source>
            <translation>Avant le premier tour — {player} commence</translation>
        </message>
        <message>
            <source>Turn {turn} is over — next: {player}</source>
            <translation>Le tour {turn} est terminé — au tour de {player}</translation>
        </message>
        <message>
            <source>Turn {turn} — {player}</source>
            <translation>Tour {turn} — {player}</translation>
        </message>
        <message>
            <source>Step {number}: {name}</source>
            <translation>Étape {number} : {name}</translation>
        </message>
        <message>
            <source>Between turns</source>
            <translation>Entre deux tours</translation>
        </message>
    </context>
    <context>
        <name>UnitCorrectionDialog</name>
        <message>
            <source>Correct {unit}</source>
            <translation>Corriger {unit}</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Dégâts</translation>
        </message>
        <message>
            <source>Wounded tokens</source>
            <translation>Pions Blessé</translation>
        </message>
        <message>
            <source>Injured tokens</source>
            <translation>Pions Estropié</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>États</translation>
        </message>
        <message>
            <source>Hunker tokens</source>
            <translation>Pions Accroupi</translation>
        </message>
        <message>
            <source>Stance side</source>
            <translation>Face de la carte Posture de Combat</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Vaincu</translation>
        </message>
    </context>
    <context>
        <name>UnitPanel</name>
        <message>
            <source>Gain {condition} again (1 damage instead)</source>
            <translation>Subir à nouveau {condition} (1 Dégât à la place)</translation>
        </message>
        <message>
            <source>Correct this unit's values by hand</source>
            <translation>Corriger à la main les valeurs de cette unité</translation>
        </message>
        <message>
            <source>Remove 1 damage</source>
            <translation>Retirer 1 Dégât</translation>
        </message>
        <message>
            <source>Deal 1 damage</source>
            <translation>Infliger 1 Dégât</translation>
        </message>
        <message>
            <source>Remove a hunker token</source>
            <translation>Retirer un Pion Accroupi</translation>
        </message>
        <message>
            <source>Add a hunker token</source>
            <translation>Ajouter un Pion Accroupi</translation>
        </message>
        <message>
            <source>Damage: {damage} of {stamina} Stamina</source>
            <translation>Dégâts : {damage} sur {stamina} de Vigueur</translation>
        </message>
        <message>
            <source>Wounded: {wounded}, Injured: {injured}, Durability: {durability}</source>
            <translation>Blessé : {wounded}, Estropié : {injured}, Résistance : {durability}</translation>
        </message>
        <message>
            <source>Click to give or remove {condition}; right-click, or press and hold, to gain it again</source>
            <translation>Cliquez pour donner ou retirer {condition} ; clic droit, ou appui long, pour le subir à nouveau</translation>
        </message>
        <message>
            <source>Hunker {count}</source>
            <translation>Accroupi {count}</translation>
        </message>
        <message>
            <source>Stance side {side}: click to flip the two-sided stance card</source>
            <translation>Face {side} : cliquez pour retourner la carte Posture de Combat</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Vaincu</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Blessé</translation>
        </message>
        <message>
            <source>Activating</source>
            <translation>En activation</translation>
        </message>
        <message>
            <source>Strained: suffer 3 damage, then lose Strained</source>
            <translation>Contraint : subir 3 dégâts, puis perdre l'état Contraint</translation>
        </message>
        <message>
            <source>Ability costing {cost}: spend {total} Force</source>
            <translation>Capacité coûtant {cost} : dépenser {total} Force</translation>
        </message>
        <message>
            <source>Strained: 3 damage</source>
            <translation>Contraint : 3 dégâts</translation>
        </message>
        <message>
            <source>This Strained unit moved, attacked, took an action or used an ability: it suffers 3 damage, then loses Strained</source>
            <translation>Cette unité Contrainte s'est déplacée, a attaqué, a effectué une action ou utilisé une capacité : elle subit 3 dégâts, puis perd l'état Contraint</translation>
        </message>
        <message>
            <source>Each ability of this unit costs {tax} more Force: 1 per Wounded and Injured token</source>
            <translation>Chaque capacité de cette unité coûte {tax} Force de plus : 1 pour chacun de ses pions Blessé et Estropié</translation>
        </message>
        <message>
            <source>Spend {tax}</source>
            <translation>Dépenser {tax}</translation>
        </message>
        <message>
            <source>Use an ability: spend its cost plus {tax} Force (click: the tax alone; the arrow: an ability with a printed cost)</source>
            <translation>Utiliser une capacité : dépenser son coût plus {tax} Force (clic : le supplément seul ; la flèche : une capacité avec un coût imprimé)</translation>
        </message>
        <message>
            <source>Stance {side}</source>
            <translation>Posture {side}</translation>
        </message>
        <message>
            <source>3 damage</source>
            <translation>3 dégâts</translation>
        </message>
    </context>
</TS>
