<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>CampaignDialog</name>
        <message>
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <source>New campaign</source>
            <translation>Nouvelle campagne</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nom</translation>
        </message>
        <message>
            <source>Game system</source>
            <translation>Système de jeu</translation>
        </message>
        <message>
            <source>Starts on</source>
            <translation>Début</translation>
        </message>
        <message>
            <source>Ends on</source>
            <translation>Fin</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Tie-breakers</source>
            <translation>Départages</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>A bye scores</source>
            <translation>Un exempt rapporte</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Victoire</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Égalité</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Défaite</translation>
        </message>
        <message>
            <source>League</source>
            <translation>Ligue</translation>
        </message>
        <message>
            <source>Swiss tournament</source>
            <translation>Tournoi en rondes suisses</translation>
        </message>
        <message>
            <source>The campaign has a start date</source>
            <translation>La campagne a une date de début</translation>
        </message>
        <message>
            <source>The campaign has an end date</source>
            <translation>La campagne a une date de fin</translation>
        </message>
        <message>
            <source>Ticked tie-breakers apply from top to bottom; drag to reorder.</source>
            <translation>Les départages cochés s'appliquent de haut en bas ; faites-les glisser pour changer leur ordre.</translation>
        </message>
    </context>
    <context>
        <name>CampaignListModel</name>
        <message>
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
    </context>
    <context>
        <name>CampaignModels</name>
        <message>
            <source>Win</source>
            <translation>Victoire</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Égalité</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Défaite</translation>
        </message>
        <message>
            <source>By hand</source>
            <translation>À la main</translation>
        </message>
        <message>
            <source>Tracker</source>
            <translation>Suivi de partie</translation>
        </message>
        <message>
            <source>CSV import</source>
            <translation>Import CSV</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Nulles</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Différence</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Tours</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Origine</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Adversaires</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Groupe de combat</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Joueur 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Joueur 2</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Exempt</translation>
        </message>
        <message>
            <source>Not played yet</source>
            <translation>Pas encore jouée</translation>
        </message>
        <message>
            <source>Draw, {score}</source>
            <translation>Égalité, {score}</translation>
        </message>
        <message>
            <source>{name} won, {score}</source>
            <translation>{name} a gagné, {score}</translation>
        </message>
        <message>
            <source>{winner} ({reason})</source>
            <translation>{winner} ({reason})</translation>
        </message>
        <message>
            <source>Score for</source>
            <translation>Score pour</translation>
        </message>
        <message>
            <source>Score against</source>
            <translation>Score contre</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Picks</source>
            <translation>Sélections</translation>
        </message>
    </context>
    <context>
        <name>CampaignsPage</name>
        <message>
            <source>Undo: {what}</source>
            <translation>Annuler : {what}</translation>
        </message>
        <message>
            <source>Redo: {what}</source>
            <translation>Rétablir : {what}</translation>
        </message>
        <message>
            <source>Campaigns</source>
            <translation>Campagnes</translation>
        </message>
        <message>
            <source>&amp;New campaign…</source>
            <translation>&amp;Nouvelle campagne…</translation>
        </message>
        <message>
            <source>Campaign &amp;settings…</source>
            <translation>&amp;Paramètres de la campagne…</translation>
        </message>
        <message>
            <source>Delete campaign…</source>
            <translation>Supprimer la campagne…</translation>
        </message>
        <message>
            <source>&amp;Record game…</source>
            <translation>&amp;Enregistrer une partie…</translation>
        </message>
        <message>
            <source>Record a game played by hand (Ctrl+N)</source>
            <translation>Enregistrer à la main une partie jouée (Ctrl+N)</translation>
        </message>
        <message>
            <source>&amp;Edit game…</source>
            <translation>&amp;Modifier la partie…</translation>
        </message>
        <message>
            <source>&amp;Delete game</source>
            <translation>&amp;Supprimer la partie</translation>
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
            <source>Reload</source>
            <translation>Actualiser</translation>
        </message>
        <message>
            <source>Show the games other club members recorded meanwhile (F5)</source>
            <translation>Afficher les parties enregistrées entre-temps par les autres membres du club (F5)</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Appariements</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>No campaign yet</source>
            <translation>Aucune campagne pour l'instant</translation>
        </message>
        <message>
            <source>A campaign keeps a league's players, games and standings. Create one, or import games from a CSV file.</source>
            <translation>Une campagne réunit les joueurs, les parties et le classement d'une ligue. Créez-en une, ou importez des parties depuis un fichier CSV.</translation>
        </message>
        <message>
            <source>Create a campaign</source>
            <translation>Créer une campagne</translation>
        </message>
        <message>
            <source>Show the campaigns of every game, or of one</source>
            <translation>Afficher les campagnes de tous les jeux, ou d’un seul</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Delete campaign</source>
            <translation>Supprimer la campagne</translation>
        </message>
        <message numerus="yes">
            <source>Delete the campaign "{name}" with its %n recorded game(s)? This cannot be undone.</source>
            <translation>
                <numerusform>Supprimer la campagne « {name} » avec %n partie enregistrée ? Cette action est définitive.</numerusform>
                <numerusform>Supprimer la campagne « {name} » avec ses %n parties enregistrées ? Cette action est définitive.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The campaign data cannot be changed: {detail}</source>
            <translation>Les données de la campagne ne peuvent pas être modifiées : {detail}</translation>
        </message>
        <message>
            <source>There is no campaign named "{name}".</source>
            <translation>Aucune campagne ne s'appelle « {name} ».</translation>
        </message>
        <message>
            <source>A campaign named "{name}" already exists.</source>
            <translation>Une campagne nommée « {name} » existe déjà.</translation>
        </message>
        <message>
            <source>There is no player named "{name}".</source>
            <translation>Aucun joueur ne s'appelle « {name} ».</translation>
        </message>
        <message>
            <source>A player named "{name}" already exists.</source>
            <translation>Un joueur nommé « {name} » existe déjà.</translation>
        </message>
        <message>
            <source>Game {game_id} no longer exists.</source>
            <translation>La partie {game_id} n'existe plus.</translation>
        </message>
        <message>
            <source>This game cannot be recorded: {detail}</source>
            <translation>Cette partie ne peut pas être enregistrée : {detail}</translation>
        </message>
        <message>
            <source>This tracked game is already recorded in the campaign (game {game_id}).</source>
            <translation>Cette partie suivie est déjà enregistrée dans la campagne (partie {game_id}).</translation>
        </message>
        <message>
            <source>The games file {file} cannot be imported: {detail}</source>
            <translation>Le fichier de parties {file} ne peut pas être importé : {detail}</translation>
        </message>
        <message>
            <source>No pairings can be made: {detail}</source>
            <translation>Impossible d'apparier : {detail}</translation>
        </message>
        <message>
            <source>Standings are written to a .csv or a .pdf file, not {file}.</source>
            <translation>Le classement s'enregistre dans un fichier .csv ou .pdf, pas dans {file}.</translation>
        </message>
        <message>
            <source>The tournament cannot do this: {detail}</source>
            <translation>Le tournoi ne peut pas faire cela : {detail}</translation>
        </message>
        <message>
            <source>"{name}" is a league, not a tournament.</source>
            <translation>« {name} » est une ligue, pas un tournoi.</translation>
        </message>
        <message>
            <source>No pairings can be made: a round needs 2 players.</source>
            <translation>Impossible d'apparier : une ronde demande 2 joueurs.</translation>
        </message>
        <message>
            <source>No pairings can be made: a player is listed twice.</source>
            <translation>Impossible d'apparier : un joueur figure deux fois.</translation>
        </message>
        <message>
            <source>No pairings can be made: a player no longer exists.</source>
            <translation>Impossible d'apparier : un joueur n'existe plus.</translation>
        </message>
        <message>
            <source>No pairings can be made: the database is busy, try again.</source>
            <translation>Impossible d'apparier : la base de données est occupée, réessayez.</translation>
        </message>
        <message>
            <source>a game has 2 to 6 players, not {count}.</source>
            <translation>une partie compte de 2 à 6 joueurs, pas {count}.</translation>
        </message>
        <message>
            <source>every seat needs a player.</source>
            <translation>chaque place demande un joueur.</translation>
        </message>
        <message>
            <source>{player} cannot play against themselves.</source>
            <translation>{player} ne peut pas jouer contre lui-même.</translation>
        </message>
        <message>
            <source>"{result}" is not a result (win, draw or loss).</source>
            <translation>« {result} » n'est pas un résultat (win, draw ou loss).</translation>
        </message>
        <message>
            <source>a game cannot have both a winner and a draw.</source>
            <translation>une partie ne peut pas avoir à la fois un vainqueur et une égalité.</translation>
        </message>
        <message>
            <source>a game has at most one winner.</source>
            <translation>une partie a au plus un vainqueur.</translation>
        </message>
        <message>
            <source>in a two-player game, one player wins or both draw.</source>
            <translation>dans une partie à deux joueurs, l'un gagne ou les deux font égalité.</translation>
        </message>
        <message>
            <source>a name has at most {max} characters.</source>
            <translation>un nom compte au plus {max} caractères.</translation>
        </message>
        <message>
            <source>a player needs a name.</source>
            <translation>un joueur doit avoir un nom.</translation>
        </message>
        <message>
            <source>a campaign needs a name.</source>
            <translation>une campagne doit avoir un nom.</translation>
        </message>
        <message>
            <source>"{name}" is not a tie-breaker.</source>
            <translation>« {name} » n'est pas un départage.</translation>
        </message>
        <message>
            <source>a campaign cannot end before it starts.</source>
            <translation>une campagne ne peut pas finir avant de commencer.</translation>
        </message>
        <message>
            <source>"{source}" is not a source of games.</source>
            <translation>« {source} » n'est pas une origine de parties.</translation>
        </message>
        <message>
            <source>turns and duration cannot be negative.</source>
            <translation>les tours et la durée ne peuvent pas être négatifs.</translation>
        </message>
        <message>
            <source>The standings cannot be written to {file}: {detail}</source>
            <translation>Le classement ne peut pas être écrit dans {file} : {detail}</translation>
        </message>
        <message numerus="yes">
            <source>"{name}" has played %n recorded game(s) and cannot be deleted.</source>
            <translation>
                <numerusform>« {name} » a joué %n partie enregistrée et ne peut pas être supprimé.</numerusform>
                <numerusform>« {name} » a joué %n parties enregistrées et ne peut pas être supprimé.</numerusform>
            </translation>
        </message>
        <message>
            <source>a game still being played cannot be recorded yet.</source>
            <translation>une partie encore en cours ne peut pas encore être enregistrée.</translation>
        </message>
        <message>
            <source>a campaign records the games of its own game only.</source>
            <translation>une campagne n'enregistre que les parties de son propre jeu.</translation>
        </message>
        <message>
            <source>scores cannot be negative.</source>
            <translation>les scores ne peuvent pas être négatifs.</translation>
        </message>
        <message>
            <source>in a team game every seat needs a team (1, 2...).</source>
            <translation>dans une partie par équipes, chaque place a besoin d'une équipe (1, 2...).</translation>
        </message>
        <message>
            <source>a team game has at least two teams.</source>
            <translation>une partie par équipes compte au moins deux équipes.</translation>
        </message>
        <message>
            <source>only one team can win: its players win together.</source>
            <translation>une seule équipe peut l'emporter : ses joueurs gagnent ensemble.</translation>
        </message>
        <message>
            <source>the players of the team that won win, and every other player lost.</source>
            <translation>les joueurs de l'équipe qui l'emporte gagnent, et tous les autres joueurs perdent.</translation>
        </message>
        <message>
            <source>a drawn team game is a draw for every player.</source>
            <translation>une partie par équipes nulle est un match nul pour chaque joueur.</translation>
        </message>
        <message>
            <source>The first line of {file} must be the header {header}, then any of the columns {columns}.</source>
            <translation>La première ligne de {file} doit être l'en-tête {header}, suivi au choix des colonnes {columns}.</translation>
        </message>
        <message>
            <source>{file} is {size} MB, larger than the {limit} MB a games file may be; split it into smaller files and import each.</source>
            <translation>{file} fait {size} Mo, plus que les {limit} Mo permis pour un fichier de parties ; découpez-le en fichiers plus petits et importez-les un à un.</translation>
        </message>
        <message>
            <source>a tournament has at least one round.</source>
            <translation>un tournoi a au moins une ronde.</translation>
        </message>
        <message>
            <source>the list is for {game}, not for this tournament's game.</source>
            <translation>la liste est pour {game}, pas pour le jeu de ce tournoi.</translation>
        </message>
        <message>
            <source>round {round} is under way: register players before the next one.</source>
            <translation>la ronde {round} est en cours : inscrivez les joueurs avant la suivante.</translation>
        </message>
        <message>
            <source>round {round} still has tables without a result.</source>
            <translation>la ronde {round} a encore des tables sans résultat.</translation>
        </message>
        <message>
            <source>all {rounds} rounds have been paired.</source>
            <translation>les {rounds} rondes ont toutes été appariées.</translation>
        </message>
        <message>
            <source>there is no round {round}.</source>
            <translation>il n'y a pas de ronde {round}.</translation>
        </message>
        <message>
            <source>no round has been paired yet.</source>
            <translation>aucune ronde n'a encore été appariée.</translation>
        </message>
        <message>
            <source>round {round} has results already.</source>
            <translation>la ronde {round} a déjà des résultats.</translation>
        </message>
        <message>
            <source>{player} has no table in round {round}.</source>
            <translation>{player} n'a pas de table à la ronde {round}.</translation>
        </message>
        <message>
            <source>round {round} has no table {table} with two players.</source>
            <translation>la ronde {round} n'a pas de table {table} à deux joueurs.</translation>
        </message>
        <message>
            <source>{player} does not play at table {table}.</source>
            <translation>{player} ne joue pas à la table {table}.</translation>
        </message>
        <message>
            <source>No pairings can be made for this round.</source>
            <translation>Aucun appariement n'est possible pour cette ronde.</translation>
        </message>
    </context>
    <context>
        <name>ExchangeButton</name>
        <message>
            <source>&amp;Import games…</source>
            <translation>&amp;Importer des parties…</translation>
        </message>
        <message>
            <source>Export games…</source>
            <translation>Exporter les parties…</translation>
        </message>
        <message>
            <source>Export standings…</source>
            <translation>Exporter le classement…</translation>
        </message>
        <message>
            <source>Import and export</source>
            <translation>Importer et exporter</translation>
        </message>
        <message>
            <source>Import games</source>
            <translation>Importer des parties</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Export games</source>
            <translation>Exporter les parties</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Export standings</source>
            <translation>Exporter le classement</translation>
        </message>
    </context>
    <context>
        <name>GameDialog</name>
        <message>
            <source>(none)</source>
            <translation>(aucun)</translation>
        </message>
        <message>
            <source>{name} (registered)</source>
            <translation>{name} (inscrit)</translation>
        </message>
        <message>
            <source>(unnamed roster)</source>
            <translation>(liste sans nom)</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Joueur 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Joueur 2</translation>
        </message>
        <message>
            <source>{name} won</source>
            <translation>{name} a gagné</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Égalité</translation>
        </message>
        <message>
            <source>Name both players.</source>
            <translation>Nommez les deux joueurs.</translation>
        </message>
        <message>
            <source>A player cannot play against themselves.</source>
            <translation>Un joueur ne peut pas jouer contre lui-même.</translation>
        </message>
        <message>
            <source>Edit game</source>
            <translation>Modifier la partie</translation>
        </message>
        <message>
            <source>Record game</source>
            <translation>Enregistrer une partie</translation>
        </message>
        <message>
            <source>Player &amp;1</source>
            <translation>Joueur &amp;1</translation>
        </message>
        <message>
            <source>Player &amp;2</source>
            <translation>Joueur &amp;2</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Groupe de combat</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Date</translation>
        </message>
        <message>
            <source>&amp;Result</source>
            <translation>&amp;Résultat</translation>
        </message>
        <message>
            <source>&amp;Turns</source>
            <translation>&amp;Tours</translation>
        </message>
        <message>
            <source>not noted</source>
            <translation>non noté</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>&amp;Notes</translation>
        </message>
        <message>
            <source>&amp;Ended by</source>
            <translation>&amp;Fin de partie</translation>
        </message>
    </context>
    <context>
        <name>GamesCsv</name>
        <message>
            <source>"{value}" is not a date (write it as 2026-03-14).</source>
            <translation>« {value} » n'est pas une date (écrivez-la ainsi : 2026-03-14).</translation>
        </message>
        <message>
            <source>the campaign is missing.</source>
            <translation>la campagne manque.</translation>
        </message>
        <message>
            <source>{column} is missing.</source>
            <translation>{column} manque.</translation>
        </message>
        <message>
            <source>player_1 and player_2 are the same player.</source>
            <translation>player_1 et player_2 sont le même joueur.</translation>
        </message>
        <message>
            <source>the winner "{value}" is neither {player_1}, {player_2} nor "draw".</source>
            <translation>le vainqueur « {value} » n'est ni {player_1}, ni {player_2}, ni « draw ».</translation>
        </message>
        <message>
            <source>{column} "{value}" is not a whole number from 0 to {max}.</source>
            <translation>{column} « {value} » n'est pas un nombre entier de 0 à {max}.</translation>
        </message>
        <message>
            <source>{column} is longer than {max} characters.</source>
            <translation>{column} dépasse {max} caractères.</translation>
        </message>
        <message>
            <source>{column} contains a NUL character.</source>
            <translation>{column} contient un caractère NUL.</translation>
        </message>
        <message>
            <source>{column} contains a control character ({char}).</source>
            <translation>{column} contient un caractère de contrôle ({char}).</translation>
        </message>
        <message>
            <source>{column}: {reason}</source>
            <translation>{column} : {reason}</translation>
        </message>
        <message>
            <source>this game is already recorded.</source>
            <translation>cette partie est déjà enregistrée.</translation>
        </message>
        <message>
            <source>The import was cancelled; nothing was imported.</source>
            <translation>L'import a été annulé ; rien n'a été importé.</translation>
        </message>
        <message>
            <source>Games imported: {count}</source>
            <translation>Parties importées : {count}</translation>
        </message>
        <message>
            <source>New campaigns: {names}</source>
            <translation>Nouvelles campagnes : {names}</translation>
        </message>
        <message>
            <source>New players: {names}</source>
            <translation>Nouveaux joueurs : {names}</translation>
        </message>
        <message>
            <source>Line {line} skipped: {reason}</source>
            <translation>Ligne {line} ignorée : {reason}</translation>
        </message>
        <message>
            <source>Line {line} not imported: {reason}</source>
            <translation>Ligne {line} non importée : {reason}</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>ce n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>Games exported: {count}</source>
            <translation>Parties exportées : {count}</translation>
        </message>
        <message>
            <source>{count} games of more than two players are not in the file.</source>
            <translation>{count} parties de plus de deux joueurs ne figurent pas dans le fichier.</translation>
        </message>
        <message>
            <source>the row has {count} columns instead of {expected}.</source>
            <translation>la ligne a {count} colonnes au lieu de {expected}.</translation>
        </message>
    </context>
    <context>
        <name>GamesTab</name>
        <message>
            <source>No game recorded</source>
            <translation>Aucune partie enregistrée</translation>
        </message>
        <message>
            <source>Record the games of this campaign as they are played.</source>
            <translation>Enregistrez les parties de cette campagne au fil de leur déroulement.</translation>
        </message>
        <message>
            <source>Record a game</source>
            <translation>Enregistrer une partie</translation>
        </message>
        <message>
            <source>This game has more than two players; it can only be changed where it was recorded.</source>
            <translation>Cette partie compte plus de deux joueurs ; elle ne peut être modifiée que là où elle a été enregistrée.</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n selected game(s)? You can undo it with Ctrl+Z.</source>
            <translation>
                <numerusform>Supprimer la partie sélectionnée ? Ctrl+Z permet d'annuler.</numerusform>
                <numerusform>Supprimer les %n parties sélectionnées ? Ctrl+Z permet d'annuler.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete games</source>
            <translation>Supprimer des parties</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Import games</source>
            <translation>Importer des parties</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importation de {file}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
    </context>
    <context>
        <name>PairingsTab</name>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>&amp;Apparier la ronde suivante</translation>
        </message>
        <message>
            <source>Add at least two players to the campaign to pair a round.</source>
            <translation>Ajoutez au moins deux joueurs à la campagne pour apparier une ronde.</translation>
        </message>
        <message>
            <source>Each round pairs every player once (round robin); with an odd number of players, one has the bye.</source>
            <translation>Chaque ronde apparie chaque joueur une fois (toutes rondes) ; avec un nombre impair de joueurs, l'un d'eux est exempt.</translation>
        </message>
        <message numerus="yes">
            <source>Round robin of %n player(s).</source>
            <translation>
                <numerusform>Toutes rondes à %n joueur.</numerusform>
                <numerusform>Toutes rondes à %n joueurs.</numerusform>
            </translation>
        </message>
        <message>
            <source>Games of this round recorded: {played} of {total}; a game recorded between two players paired in the latest round counts for their table.</source>
            <translation>Parties de cette ronde enregistrées : {played} sur {total} ; une partie enregistrée entre deux joueurs appariés dans la dernière ronde compte pour leur table.</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nom</translation>
        </message>
        <message>
            <source>&amp;Club</source>
            <translation>&amp;Club</translation>
        </message>
        <message>
            <source>N&amp;otes</source>
            <translation>N&amp;otes</translation>
        </message>
    </context>
    <context>
        <name>PlayersTab</name>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Ajouter un joueur…</translation>
        </message>
        <message>
            <source>Remove from campaign</source>
            <translation>Retirer de la campagne</translation>
        </message>
        <message>
            <source>Pla&amp;yer…</source>
            <translation>Jo&amp;ueur…</translation>
        </message>
        <message>
            <source>Register &amp;strike team…</source>
            <translation>Inscrire un &amp;groupe de combat…</translation>
        </message>
        <message>
            <source>&amp;Withdraw strike team…</source>
            <translation>Re&amp;tirer un groupe de combat…</translation>
        </message>
        <message>
            <source>Choose a player to see their games.</source>
            <translation>Choisissez un joueur pour voir ses parties.</translation>
        </message>
        <message>
            <source>Games of {name}</source>
            <translation>Parties de {name}</translation>
        </message>
        <message>
            <source>(unnamed roster)</source>
            <translation>(liste sans nom)</translation>
        </message>
        <message>
            <source>Registered strike teams: {names}</source>
            <translation>Groupes de combat inscrits : {names}</translation>
        </message>
        <message>
            <source>No registered strike team.</source>
            <translation>Aucun groupe de combat inscrit.</translation>
        </message>
        <message>
            <source>{name} already takes part in this campaign.</source>
            <translation>{name} participe déjà à cette campagne.</translation>
        </message>
        <message>
            <source>Remove {name} from the campaign? Their recorded games stay in the standings.</source>
            <translation>Retirer {name} de la campagne ? Ses parties enregistrées restent dans le classement.</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>Retirer le joueur</translation>
        </message>
        <message>
            <source>There is no saved roster for this game system yet; build one first.</source>
            <translation>Aucune liste n'est encore enregistrée pour ce système de jeu ; créez-en une d'abord.</translation>
        </message>
        <message>
            <source>Register strike team</source>
            <translation>Inscrire un groupe de combat</translation>
        </message>
        <message>
            <source>Strike team of {name}:</source>
            <translation>Groupe de combat de {name} :</translation>
        </message>
        <message>
            <source>Withdraw strike team</source>
            <translation>Retirer un groupe de combat</translation>
        </message>
        <message>
            <source>Strike team of {name} to withdraw:</source>
            <translation>Groupe de combat de {name} à retirer :</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Nulles</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Score for</source>
            <translation>Score pour</translation>
        </message>
        <message>
            <source>Score against</source>
            <translation>Score contre</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Différence</translation>
        </message>
        <message>
            <source>Win {win}, draw {draw}, loss {loss} points; tie-breakers: {breakers}</source>
            <translation>Victoire {win}, égalité {draw}, défaite {loss} points ; départages : {breakers}</translation>
        </message>
        <message>
            <source>Standings on {date}</source>
            <translation>Classement au {date}</translation>
        </message>
    </context>
    <context>
        <name>StandingsTab</name>
        <message>
            <source>No standings yet</source>
            <translation>Pas encore de classement</translation>
        </message>
        <message>
            <source>Add the league's players, then record their games: the standings follow the campaign's scoring and tie-breakers.</source>
            <translation>Ajoutez les joueurs de la ligue, puis enregistrez leurs parties : le classement suit le barème et les départages de la campagne.</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Ajouter un joueur</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>No statistics yet</source>
            <translation>Pas encore de statistiques</translation>
        </message>
        <message>
            <source>Record games with the players' strike teams to see how each strike team and each unit fares, and charts of the results over time.</source>
            <translation>Enregistrez des parties avec les groupes de combat des joueurs pour voir les résultats de chaque groupe de combat et de chaque unité, et des graphiques de leur évolution.</translation>
        </message>
        <message>
            <source>Record a game</source>
            <translation>Enregistrer une partie</translation>
        </message>
        <message>
            <source>{name} ({leaders})</source>
            <translation>{name} ({leaders})</translation>
        </message>
        <message>
            <source>Charts appear once games are recorded.</source>
            <translation>Les graphiques apparaissent dès que des parties sont enregistrées.</translation>
        </message>
        <message>
            <source>Points of the leaders</source>
            <translation>Points des meneurs</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Parties jouées</translation>
        </message>
        <message>
            <source>Most used units</source>
            <translation>Unités les plus jouées</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
    </context>
    <context>
        <name>TieBreakers</name>
        <message>
            <source>Score difference</source>
            <translation>Différence de score</translation>
        </message>
        <message>
            <source>Score for</source>
            <translation>Score pour</translation>
        </message>
        <message>
            <source>Head-to-head</source>
            <translation>Confrontations directes</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Parties gagnées</translation>
        </message>
        <message>
            <source>Opponents' points</source>
            <translation>Points des adversaires</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
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
        <message>
            <source>Byes</source>
            <translation>Exempts</translation>
        </message>
        <message>
            <source>Opponents' points</source>
            <translation>Points des adversaires</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Abandon</translation>
        </message>
        <message>
            <source>Opponents' average</source>
            <translation>Moyenne des adversaires</translation>
        </message>
        <message>
            <source>Strength of schedule</source>
            <translation>Force du calendrier</translation>
        </message>
        <message>
            <source>Extended strength</source>
            <translation>Force étendue</translation>
        </message>
        <message>
            <source>Margin of victory</source>
            <translation>Marge de victoire</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>exempt</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>rematch</source>
            <translation>revanche</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Player's score</source>
            <translation>Score du joueur</translation>
        </message>
        <message>
            <source>Opponent's score</source>
            <translation>Score de l'adversaire</translation>
        </message>
        <message>
            <source>{name}, round {round}: pairings by table</source>
            <translation>{name}, ronde {round} : appariements par table</translation>
        </message>
        <message>
            <source>{name}, round {round}: pairings by name</source>
            <translation>{name}, ronde {round} : appariements par nom</translation>
        </message>
        <message>
            <source>{name}, round {round}: result slips</source>
            <translation>{name}, ronde {round} : feuilles de résultat</translation>
        </message>
        <message>
            <source>Tick the winner (or write draw) and both scores; hand the slip in.</source>
            <translation>Indiquez le vainqueur (ou « nul ») et les deux scores, puis rendez la feuille.</translation>
        </message>
        <message>
            <source>Win {win}, draw {draw}, loss {loss}, bye {bye} points</source>
            <translation>Victoire {win}, nul {draw}, défaite {loss}, exempt {bye} points</translation>
        </message>
    </context>
    <context>
        <name>TournamentView</name>
        <message>
            <source>Players and their lists</source>
            <translation>Joueurs et leurs listes</translation>
        </message>
        <message>
            <source>Name of a late entry</source>
            <translation>Nom d'un inscrit en retard</translation>
        </message>
        <message>
            <source>&amp;Register</source>
            <translation>&amp;Inscrire</translation>
        </message>
        <message>
            <source>&amp;Drop</source>
            <translation>&amp;Abandon</translation>
        </message>
        <message>
            <source>&amp;Pair the next round</source>
            <translation>A&amp;pparier la ronde suivante</translation>
        </message>
        <message>
            <source>&amp;Swap the two players</source>
            <translation>É&amp;changer les deux joueurs</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>W</source>
            <translation>V</translation>
        </message>
        <message>
            <source>D</source>
            <translation>N</translation>
        </message>
        <message>
            <source>L</source>
            <translation>D</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Ex.</translation>
        </message>
        <message>
            <source>OP</source>
            <translation>PA</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Ab.</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>classement</translation>
        </message>
        <message>
            <source>pairings</source>
            <translation>appariements</translation>
        </message>
        <message>
            <source>pairings by name</source>
            <translation>appariements par nom</translation>
        </message>
        <message>
            <source>result slips</source>
            <translation>feuilles de résultat</translation>
        </message>
        <message>
            <source>Pair this round &amp;again</source>
            <translation>Appa&amp;rier de nouveau cette ronde</translation>
        </message>
        <message>
            <source>Pairs the round again (after late entries or drops) while it has no result</source>
            <translation>Apparie la ronde de nouveau (après des inscriptions tardives ou des abandons) tant qu'elle n'a aucun résultat</translation>
        </message>
        <message>
            <source>Select two players of the round (Ctrl+click), or drag one onto the other, before any result</source>
            <translation>Choisissez deux joueurs de la ronde (Ctrl+clic), ou faites glisser l'un sur l'autre, avant tout résultat</translation>
        </message>
        <message>
            <source>E&amp;xport</source>
            <translation>E&amp;xporter</translation>
        </message>
        <message>
            <source>Standings (PDF)…</source>
            <translation>Classement (PDF)…</translation>
        </message>
        <message>
            <source>Standings (CSV)…</source>
            <translation>Classement (CSV)…</translation>
        </message>
        <message>
            <source>Pairings by table (PDF)…</source>
            <translation>Appariements par table (PDF)…</translation>
        </message>
        <message>
            <source>Pairings by name (PDF)…</source>
            <translation>Appariements par nom (PDF)…</translation>
        </message>
        <message>
            <source>Result slips (PDF)…</source>
            <translation>Feuilles de résultat (PDF)…</translation>
        </message>
        <message>
            <source>On a table: 1 or 2 names its winner, D records a draw; in a score column, type the score and press Enter.</source>
            <translation>Sur une table : 1 ou 2 désigne le vainqueur, D note un nul ; dans une colonne de score, tapez le score puis Entrée.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>List</source>
            <translation>Liste</translation>
        </message>
        <message>
            <source>Legal</source>
            <translation>Légale</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Abandon</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>{score} of the player</source>
            <translation>{score} du joueur</translation>
        </message>
        <message>
            <source>{score} of the opponent</source>
            <translation>{score} de l'adversaire</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
        <message>
            <source>No round paired yet</source>
            <translation>Aucune ronde appariée</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>exempt</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Nul</translation>
        </message>
        <message>
            <source>{player} won</source>
            <translation>{player} gagne</translation>
        </message>
        <message>
            <source>Rematch: {pairs} have met before.</source>
            <translation>Revanche : {pairs} se sont déjà affrontés.</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Written to {file}</source>
            <translation>Écrit dans {file}</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>Record game</source>
            <translation>Enregistrer une partie</translation>
        </message>
        <message>
            <source>Edit game</source>
            <translation>Modifier la partie</translation>
        </message>
        <message>
            <source>Change campaign settings</source>
            <translation>Modifier les paramètres de la campagne</translation>
        </message>
        <message>
            <source>Change player</source>
            <translation>Modifier le joueur</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>Remove player from the campaign</source>
            <translation>Retirer un joueur de la campagne</translation>
        </message>
        <message>
            <source>Register strike team</source>
            <translation>Inscrire un groupe de combat</translation>
        </message>
        <message>
            <source>Withdraw strike team</source>
            <translation>Retirer un groupe de combat</translation>
        </message>
        <message>
            <source>Pair a round</source>
            <translation>Apparier une ronde</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n game(s)</source>
            <translation>
                <numerusform>Supprimer %n partie</numerusform>
                <numerusform>Supprimer %n parties</numerusform>
            </translation>
        </message>
        <message>
            <source>Register {player}</source>
            <translation>Inscrire {player}</translation>
        </message>
        <message>
            <source>Drop {player}</source>
            <translation>Abandon de {player}</translation>
        </message>
        <message>
            <source>Swap {first} and {second}</source>
            <translation>Échanger {first} et {second}</translation>
        </message>
        <message>
            <source>Pair round {round} again</source>
            <translation>Apparier de nouveau la ronde {round}</translation>
        </message>
        <message>
            <source>Result of table {table}</source>
            <translation>Résultat de la table {table}</translation>
        </message>
    </context>
</TS>
