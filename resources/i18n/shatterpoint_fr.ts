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
            <source>An SPT list code is written with square brackets, spt[…], and this one has "{found}".</source>
            <translation>Un code de liste SPT s'écrit entre crochets, spt[…], et celui-ci contient « {found} ».</translation>
        </message>
        <message>
            <source>This SPT list code is cut short: its closing ] is missing.</source>
            <translation>Ce code de liste SPT est tronqué : le crochet fermant ] manque.</translation>
        </message>
        <message>
            <source>This SPT list code holds no unit codes.</source>
            <translation>Ce code de liste SPT ne contient aucun code d'unité.</translation>
        </message>
        <message>
            <source>Entry {position} of the SPT list code ("{entry}") is not an 8-digit unit code.</source>
            <translation>L'élément {position} du code de liste SPT (« {entry} ») n'est pas un code d'unité à 8 chiffres.</translation>
        </message>
        <message>
            <source>No loaded catalogue knows the units at {positions}.</source>
            <translation>Aucun catalogue chargé ne connaît les unités aux emplacements suivants : {positions}.</translation>
        </message>
        <message>
            <source>position {position} ({code})</source>
            <translation>position {position} ({code})</translation>
        </message>
        <message>
            <source>This Tabletop Admiral link holds no unit ids after /listbuilder/.</source>
            <translation>Ce lien Tabletop Admiral ne contient aucun identifiant d'unité après /listbuilder/.</translation>
        </message>
        <message>
            <source>Entry {position} of the Tabletop Admiral link ("{entry}") is not a unit number.</source>
            <translation>L'élément {position} du lien Tabletop Admiral (« {entry} ») n'est pas un numéro d'unité.</translation>
        </message>
        <message>
            <source>Squad {squad} is not complete, and an SPT list code lists the three units of every squad.</source>
            <translation>L'escouade {squad} est incomplète, or un code de liste SPT donne les trois unités de chaque escouade.</translation>
        </message>
        <message>
            <source>Squad {squad} is not complete, and a Tabletop Admiral link lists the three units of every squad.</source>
            <translation>L'escouade {squad} est incomplète, or un lien Tabletop Admiral donne les trois unités de chaque escouade.</translation>
        </message>
        <message>
            <source>{unit} has no SPT code in the catalogue, so it cannot be shared that way.</source>
            <translation>{unit} n'a pas de code SPT dans le catalogue et ne peut donc pas être partagé ainsi.</translation>
        </message>
        <message>
            <source>{unit} has no Tabletop Admiral number in the catalogue, so it cannot be shared that way.</source>
            <translation>{unit} n'a pas de numéro Tabletop Admiral dans le catalogue et ne peut donc pas être partagé ainsi.</translation>
        </message>
        <message>
            <source>No loaded catalogue has a unit with the id "{unit_id}".</source>
            <translation>Aucun catalogue chargé ne contient d'unité d'identifiant « {unit_id} ».</translation>
        </message>
        <message>
            <source>A game of Shatterpoint needs exactly two players.</source>
            <translation>Une partie de Shatterpoint se joue à exactement deux joueurs.</translation>
        </message>
        <message>
            <source>The deck mode must be "digital" or "physical".</source>
            <translation>Le mode du paquet doit être « digital » ou « physical ».</translation>
        </message>
        <message>
            <source>The first player must be player 0 or player 1.</source>
            <translation>Le premier joueur doit être le joueur 0 ou le joueur 1.</translation>
        </message>
        <message>
            <source>The order deck of {player} must hold the order card of each of their units and the Shatterpoint card, once each.</source>
            <translation>Le paquet Ordres de {player} doit contenir une fois la carte Ordre de chacune de ses unités et la carte Shatterpoint.</translation>
        </message>
        <message>
            <source>The strike team of {player} names a unit that is not in the catalogue: "{unit}".</source>
            <translation>Le groupe de combat de {player} contient une unité absente du catalogue : « {unit} ».</translation>
        </message>
        <message>
            <source>The strike team of {player} holds "{unit}" twice.</source>
            <translation>Le groupe de combat de {player} contient deux fois « {unit} ».</translation>
        </message>
        <message>
            <source>The strike team of {player} has no unit.</source>
            <translation>Le groupe de combat de {player} ne contient aucune unité.</translation>
        </message>
        <message>
            <source>a game of Shatterpoint has two players, not {count}.</source>
            <translation>une partie de Shatterpoint se joue à deux joueurs, pas à {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game ends (struggles, conceded, time or agreed).</source>
            <translation>« {reason} » n'est pas une façon de finir une partie (struggles, conceded, time ou agreed).</translation>
        </message>
        <message>
            <source>nobody claims more than 2 struggles: the first to claim 2 wins the game.</source>
            <translation>personne ne revendique plus de 2 Luttes : qui en revendique 2 le premier gagne la partie.</translation>
        </message>
        <message>
            <source>only one player can claim 2 struggles: the game ends as soon as one does.</source>
            <translation>un seul joueur peut revendiquer 2 Luttes : la partie s'arrête dès que l'un d'eux y parvient.</translation>
        </message>
        <message>
            <source>the player who claims 2 struggles wins the game: the result cannot be {result}.</source>
            <translation>le joueur qui revendique 2 Luttes remporte la partie : le résultat ne peut pas être {result}.</translation>
        </message>
        <message>
            <source>a game where a player claims 2 struggles ends on "{struggles}", not "{reason}".</source>
            <translation>une partie où un joueur revendique 2 Luttes se termine par « {struggles} », pas par « {reason} ».</translation>
        </message>
        <message>
            <source>a game won on struggles ends when the winner claims 2 struggles.</source>
            <translation>une partie gagnée aux Luttes se termine quand le vainqueur revendique 2 Luttes.</translation>
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
        <name>NewGameOptions</name>
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
        <name>Shatterpoint</name>
        <message>
            <source>Primary</source>
            <translation>Principale</translation>
        </message>
        <message>
            <source>Secondary</source>
            <translation>Secondaire</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Soutien</translation>
        </message>
        <message>
            <source>Star Wars: Shatterpoint</source>
            <translation>Star Wars: Shatterpoint</translation>
        </message>
        <message>
            <source>Shatterpoint</source>
            <translation>Shatterpoint</translation>
        </message>
        <message>
            <source>Core Set</source>
            <translation>Boîte de base</translation>
        </message>
        <message>
            <source>Primary unit</source>
            <translation>Unité principale</translation>
        </message>
        <message>
            <source>Secondary unit</source>
            <translation>Unité secondaire</translation>
        </message>
        <message>
            <source>Supporting unit</source>
            <translation>Unité de soutien</translation>
        </message>
        <message>
            <source>SP</source>
            <translation>PE</translation>
        </message>
        <message>
            <source>PC</source>
            <translation>CP</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Force</translation>
        </message>
        <message>
            <source>Stamina</source>
            <translation>Vigueur</translation>
        </message>
        <message>
            <source>Durability</source>
            <translation>Résistance</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Personnages</translation>
        </message>
        <message>
            <source>Era:</source>
            <translation>Ère :</translation>
        </message>
        <message>
            <source>Eras:</source>
            <translation>Ères :</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Dégâts</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Blessé</translation>
        </message>
        <message>
            <source>Injured</source>
            <translation>Estropié</translation>
        </message>
        <message>
            <source>Squad {number}</source>
            <translation>Escouade {number}</translation>
        </message>
        <message>
            <source>Force pool</source>
            <translation>Réserve de Force</translation>
        </message>
        <message>
            <source>Force pool: tick each Force spent</source>
            <translation>Réserve de Force : cochez chaque Force dépensée</translation>
        </message>
        <message>
            <source>Order deck</source>
            <translation>Paquet Ordres</translation>
        </message>
        <message>
            <source>Order deck ({count} cards)</source>
            <translation>Paquet Ordres (cartes : {count})</translation>
        </message>
        <message>
            <source>Shatterpoint card</source>
            <translation>Carte Shatterpoint</translation>
        </message>
        <message>
            <source>Struggles</source>
            <translation>Luttes</translation>
        </message>
        <message>
            <source>Struggle card</source>
            <translation>Carte Lutte</translation>
        </message>
        <message>
            <source>Won by me</source>
            <translation>Gagnée par moi</translation>
        </message>
        <message>
            <source>Won by opponent</source>
            <translation>Gagnée par l'adversaire</translation>
        </message>
        <message>
            <source>Phase I</source>
            <translation>Phase I</translation>
        </message>
        <message>
            <source>Phase II</source>
            <translation>Phase II</translation>
        </message>
        <message>
            <source>Phase III</source>
            <translation>Phase III</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Strike team</source>
            <translation>Groupe de combat</translation>
        </message>
        <message>
            <source>Unnamed strike team</source>
            <translation>Groupe de combat sans nom</translation>
        </message>
        <message>
            <source>Mission set: {name}</source>
            <translation>Set de Mission : {name}</translation>
        </message>
        <message>
            <source>Share code:</source>
            <translation>Code de partage :</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Imprimé avec Muster {version}</translation>
        </message>
        <message>
            <source>Game report</source>
            <translation>Rapport de partie</translation>
        </message>
        <message>
            <source>{player} wins, {score} in struggles</source>
            <translation>{player} l'emporte, {score} en luttes</translation>
        </message>
        <message>
            <source>The game ended without a winner</source>
            <translation>La partie s'est terminée sans vainqueur</translation>
        </message>
        <message>
            <source>The game is not finished</source>
            <translation>La partie n'est pas terminée</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Tours</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durée</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Premier joueur</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Struggles won</source>
            <translation>Luttes remportées</translation>
        </message>
        <message>
            <source>Units defeated</source>
            <translation>Unités vaincues</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <source>Squad</source>
            <translation>Escouade</translation>
        </message>
        <message>
            <source>At the end</source>
            <translation>À la fin</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Vaincue</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>En jeu</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Remportée par</translation>
        </message>
        <message>
            <source>Turn by turn</source>
            <translation>Tour par tour</translation>
        </message>
        <message>
            <source>Turn by turn (continued)</source>
            <translation>Tour par tour (suite)</translation>
        </message>
        <message>
            <source>SPT list code</source>
            <translation>Code de liste SPT</translation>
        </message>
        <message>
            <source>Tabletop Admiral link</source>
            <translation>Lien Tabletop Admiral</translation>
        </message>
        <message>
            <source>the mission set with SPT code {code}</source>
            <translation>le Set de Mission de code SPT {code}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>unique name</source>
            <translation>nom unique</translation>
        </message>
        <message>
            <source>unit type</source>
            <translation>type d'unité</translation>
        </message>
        <message>
            <source>stamina</source>
            <translation>vigueur</translation>
        </message>
        <message>
            <source>durability</source>
            <translation>résistance</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>personnages</translation>
        </message>
        <message>
            <source>eras</source>
            <translation>ères</translation>
        </message>
        <message>
            <source>traits</source>
            <translation>attributs</translation>
        </message>
        <message>
            <source>box</source>
            <translation>boîte</translation>
        </message>
        <message>
            <source>source</source>
            <translation>source</translation>
        </message>
        <message>
            <source>SPT code</source>
            <translation>code SPT</translation>
        </message>
        <message>
            <source>Tabletop Admiral id</source>
            <translation>identifiant Tabletop Admiral</translation>
        </message>
        <message>
            <source>{field} (English)</source>
            <translation>{field} (anglais)</translation>
        </message>
        <message>
            <source>{field} (French)</source>
            <translation>{field} (français)</translation>
        </message>
        <message>
            <source>{field} (Polish)</source>
            <translation>{field} (polonais)</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Active</translation>
        </message>
        <message>
            <source>Reactive</source>
            <translation>Réactive</translation>
        </message>
        <message>
            <source>Innate</source>
            <translation>Innée</translation>
        </message>
        <message>
            <source>Tactic</source>
            <translation>Tactique</translation>
        </message>
        <message>
            <source>Identity</source>
            <translation>Identité</translation>
        </message>
        <message>
            <source>{force} {cost}</source>
            <translation>{force} {cost}</translation>
        </message>
        <message>
            <source>abilities</source>
            <translation>capacités</translation>
        </message>
        <message>
            <source>Two struggles won</source>
            <translation>Deux Luttes remportées</translation>
        </message>
        <message>
            <source>Concession</source>
            <translation>Abandon</translation>
        </message>
        <message>
            <source>Time ran out</source>
            <translation>Temps écoulé</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>D'un commun accord</translation>
        </message>
        <message>
            <source>a draw</source>
            <translation>une égalité</translation>
        </message>
        <message>
            <source>the other player's win</source>
            <translation>la victoire de l'autre joueur</translation>
        </message>
        <message>
            <source>Struggles lost</source>
            <translation>Luttes perdues</translation>
        </message>
        <message>
            <source>Struggle difference</source>
            <translation>Différence de luttes</translation>
        </message>
        <message>
            <source>Strike teams</source>
            <translation>Groupes de combat</translation>
        </message>
        <message>
            <source>Struggles so far {score}</source>
            <translation>Luttes pour l'instant {score}</translation>
        </message>
        <message>
            <source>struggles {score} · turn {turns}</source>
            <translation>Luttes {score} · tour {turns}</translation>
        </message>
        <message>
            <source>Squad {squad}: {pc} of {sp} points spent</source>
            <translation>Escouade {squad} : {pc} points dépensés sur {sp}</translation>
        </message>
        <message>
            <source>Force pool: {force} · characters: {characters} · units: {units}</source>
            <translation>Réserve de Force : {force} · personnages : {characters} · unités : {units}</translation>
        </message>
    </context>
    <context>
        <name>ShatterpointBuilder</name>
        <message>
            <source>Untitled strike team</source>
            <translation>Groupe de combat sans nom</translation>
        </message>
        <message>
            <source>Saved strike teams</source>
            <translation>Groupes de combat enregistrés</translation>
        </message>
        <message>
            <source>No saved strike teams yet. Build one and press Save (Ctrl+S).</source>
            <translation>Aucun groupe de combat enregistré. Composez-en un et enregistrez-le (Ctrl+S).</translation>
        </message>
        <message>
            <source>No saved strike team matches this search.</source>
            <translation>Aucun groupe de combat enregistré ne correspond à cette recherche.</translation>
        </message>
        <message>
            <source>No saved strike teams yet</source>
            <translation>Aucun groupe de combat enregistré</translation>
        </message>
        <message>
            <source>Empty strike team: add units from the catalogue.</source>
            <translation>Groupe de combat vide : ajoutez des unités du catalogue.</translation>
        </message>
        <message>
            <source>Legal strike team.</source>
            <translation>Groupe de combat légal.</translation>
        </message>
        <message>
            <source>Casual strike team (house rules allowed).</source>
            <translation>Groupe de combat de partie libre (règles maison permises).</translation>
        </message>
        <message>
            <source>Start a new strike team (Ctrl+N)</source>
            <translation>Commencer un nouveau groupe de combat (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save the strike team in Muster, legal or not (Ctrl+S)</source>
            <translation>Enregistrer le groupe de combat dans Muster, légal ou non (Ctrl+S)</translation>
        </message>
        <message>
            <source>Open one of the strike teams saved last</source>
            <translation>Ouvrir l'un des derniers groupes de combat enregistrés</translation>
        </message>
        <message>
            <source>Open a strike team from a Muster code, an SPT code or a Tabletop Admiral link</source>
            <translation>Ouvrir un groupe de combat depuis un code Muster, un code SPT ou un lien Tabletop Admiral</translation>
        </message>
        <message>
            <source>Print the strike team's sheet and unit cards, or export them as PDF (Ctrl+P)</source>
            <translation>Imprimer la feuille du groupe de combat et les cartes de ses unités, ou les exporter en PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Start a game with this strike team on the Games page</source>
            <translation>Commencer une partie avec ce groupe de combat, dans la page Parties</translation>
        </message>
        <message>
            <source>Rename strike team</source>
            <translation>Renommer le groupe de combat</translation>
        </message>
        <message>
            <source>Strike team opened from a share code; save it to keep it.</source>
            <translation>Groupe de combat ouvert depuis un code de partage ; enregistrez-le pour le garder.</translation>
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
            <source>Suggestions</source>
            <translation>Suggestions</translation>
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
            <source>Set the mission set</source>
            <translation>Choisir le Set de Mission</translation>
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
            <source>Not in your collection: {units}.</source>
            <translation>Absentes de votre collection : {units}.</translation>
        </message>
    </context>
    <context>
        <name>ShatterpointImport</name>
        <message>
            <source>the file is not a JSON object</source>
            <translation>le fichier n'est pas un objet JSON</translation>
        </message>
        <message>
            <source>the unit has no English name (name-en)</source>
            <translation>l'unité n'a pas de nom anglais (name-en)</translation>
        </message>
        <message>
            <source>the name "{name}" has no letter or digit to make an id from</source>
            <translation>le nom « {name} » n'a ni lettre ni chiffre dont tirer un identifiant</translation>
        </message>
        <message>
            <source>unknown unit type "{value}" (primary, secondary or supporting)</source>
            <translation>type d'unité inconnu « {value} » (primary, secondary ou supporting)</translation>
        </message>
        <message>
            <source>{field} must be at least {minimum}, not {value}</source>
            <translation>{field} doit valoir au moins {minimum}, pas {value}</translation>
        </message>
        <message>
            <source>missing figures: {fields}</source>
            <translation>valeurs manquantes : {fields}</translation>
        </message>
        <message>
            <source>a primary unit needs its Squad Points (squadpoints)</source>
            <translation>une unité principale a besoin de ses Points d'Escouade (squadpoints)</translation>
        </message>
        <message>
            <source>a secondary or support unit needs its Point Cost (pointcost)</source>
            <translation>une unité secondaire ou de soutien a besoin de son Coût en Points (pointcost)</translation>
        </message>
        <message>
            <source>the unit has no era</source>
            <translation>l'unité n'a pas d'ère</translation>
        </message>
        <message>
            <source>unknown era "{era}"</source>
            <translation>ère inconnue « {era} »</translation>
        </message>
        <message>
            <source>the unit is not valid: {detail}</source>
            <translation>l'unité n'est pas valide : {detail}</translation>
        </message>
        <message>
            <source>unit id "{id}" is already taken by {other}</source>
            <translation>l'identifiant d'unité « {id} » est déjà pris par {other}</translation>
        </message>
    </context>
    <context>
        <name>ShatterpointTracker</name>
        <message>
            <source>The field "{field}" is missing.</source>
            <translation>Le champ « {field} » est absent.</translation>
        </message>
        <message>
            <source>The field "{field}" must be a whole number from {low} to {high}.</source>
            <translation>Le champ « {field} » doit être un nombre entier de {low} à {high}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be true or false.</source>
            <translation>Le champ « {field} » doit valoir true ou false.</translation>
        </message>
        <message>
            <source>The field "{field}" must be one of: {choices}.</source>
            <translation>Le champ « {field} » doit valoir l'une de ces valeurs : {choices}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be a list of order cards.</source>
            <translation>Le champ « {field} » doit être une liste de cartes Ordre.</translation>
        </message>
        <message>
            <source>{player} has no unit "{unit}".</source>
            <translation>{player} n'a pas d'unité « {unit} ».</translation>
        </message>
        <message>
            <source>No turn has started.</source>
            <translation>Aucun tour n'a commencé.</translation>
        </message>
        <message>
            <source>The refreshed deck must hold exactly the discarded cards.</source>
            <translation>Le paquet reconstitué doit contenir exactement les cartes de la défausse.</translation>
        </message>
        <message>
            <source>{player} must refresh the order deck: the event needs the shuffled deck.</source>
            <translation>{player} doit reconstituer son paquet Ordres : l'événement doit contenir le paquet mélangé.</translation>
        </message>
        <message>
            <source>The current turn has not ended.</source>
            <translation>Le tour en cours n'est pas terminé.</translation>
        </message>
        <message>
            <source>The turn is already past step {step}.</source>
            <translation>Le tour a déjà dépassé l'étape {step}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be text.</source>
            <translation>Le champ « {field} » doit être un texte.</translation>
        </message>
        <message>
            <source>Objectives are numbered from 0 to {last}; {given} is not valid.</source>
            <translation>Les objectifs sont numérotés de 0 à {last} ; {given} n'est pas valide.</translation>
        </message>
        <message>
            <source>The priority objective must be an active one.</source>
            <translation>L'objectif prioritaire doit être un objectif actif.</translation>
        </message>
        <message>
            <source>A unit has already activated this turn.</source>
            <translation>Une unité s'est déjà activée ce tour-ci.</translation>
        </message>
        <message>
            <source>An order card is already revealed this turn.</source>
            <translation>Une carte Ordre est déjà révélée ce tour-ci.</translation>
        </message>
        <message>
            <source>The reserved card is not "{card}".</source>
            <translation>La carte en réserve n'est pas « {card} ».</translation>
        </message>
        <message>
            <source>A card reserved this turn cannot be taken back this turn.</source>
            <translation>Une carte mise en réserve ce tour-ci ne peut pas être reprise ce même tour.</translation>
        </message>
        <message>
            <source>The deck is empty: the reserved card must be used.</source>
            <translation>Le paquet est vide : la carte en réserve doit être utilisée.</translation>
        </message>
        <message>
            <source>The order deck is not empty and cannot be refreshed.</source>
            <translation>Le paquet Ordres n'est pas vide et ne peut pas être reconstitué.</translation>
        </message>
        <message>
            <source>Reveal the struggle card of phase {phase} before the turn starts.</source>
            <translation>Révélez la carte Lutte de la phase {phase} avant que le tour commence.</translation>
        </message>
        <message>
            <source>A struggle card is revealed between turns, not during one.</source>
            <translation>Une carte Lutte se révèle entre deux tours, pas pendant un tour.</translation>
        </message>
        <message>
            <source>The struggle card of phase {phase} is already revealed.</source>
            <translation>La carte Lutte de la phase {phase} est déjà révélée.</translation>
        </message>
        <message>
            <source>{player} has no unit left to activate.</source>
            <translation>{player} n'a plus d'unité à activer.</translation>
        </message>
        <message>
            <source>After skipping the Shatterpoint card, the next card comes from the deck.</source>
            <translation>Après avoir passé la carte Shatterpoint, la carte suivante vient du paquet Ordres.</translation>
        </message>
        <message>
            <source>The card "{card}" cannot be removed: it is not the card of a defeated unit in the deck.</source>
            <translation>La carte « {card} » ne peut pas être retirée : ce n'est pas la carte d'une unité vaincue restée dans le paquet.</translation>
        </message>
        <message>
            <source>The top card of the deck is not "{card}".</source>
            <translation>La carte du dessus du paquet n'est pas « {card} ».</translation>
        </message>
        <message>
            <source>The card "{card}" is not in the order deck.</source>
            <translation>La carte « {card} » n'est pas dans le paquet Ordres.</translation>
        </message>
        <message>
            <source>The card "{card}" belongs to a defeated unit and must be removed.</source>
            <translation>La carte « {card} » appartient à une unité vaincue et doit être retirée.</translation>
        </message>
        <message>
            <source>The shuffled deck must hold the remaining cards and the Shatterpoint card.</source>
            <translation>Le paquet mélangé doit contenir les cartes restantes et la carte Shatterpoint.</translation>
        </message>
        <message>
            <source>The Shatterpoint card goes back into the deck: the event needs the shuffled deck.</source>
            <translation>La carte Shatterpoint retourne dans le paquet : l'événement doit contenir le paquet mélangé.</translation>
        </message>
        <message>
            <source>No order card is revealed.</source>
            <translation>Aucune carte Ordre n'est révélée.</translation>
        </message>
        <message>
            <source>The Shatterpoint card is never reserved.</source>
            <translation>La carte Shatterpoint ne peut jamais être mise en réserve.</translation>
        </message>
        <message>
            <source>Only one card can be reserved per turn.</source>
            <translation>Une seule carte peut être mise en réserve par tour.</translation>
        </message>
        <message>
            <source>The card revealed after the Shatterpoint card must be activated.</source>
            <translation>La carte révélée après la carte Shatterpoint doit être activée.</translation>
        </message>
        <message>
            <source>A card is already in reserve.</source>
            <translation>Une carte est déjà en réserve.</translation>
        </message>
        <message>
            <source>The last card of the order deck cannot be reserved: a reserved card must be used before the deck is refreshed.</source>
            <translation>La dernière carte du paquet Ordres ne peut pas être mise en réserve : une carte en réserve doit être utilisée avant de reconstituer le paquet.</translation>
        </message>
        <message>
            <source>{player} has no Force left.</source>
            <translation>{player} n'a plus de Force disponible.</translation>
        </message>
        <message>
            <source>The Shatterpoint card is not revealed.</source>
            <translation>La carte Shatterpoint n'est pas révélée.</translation>
        </message>
        <message>
            <source>There is no next card to reveal: the deck is empty and the reserved card must be used before it is refreshed.</source>
            <translation>Il n'y a pas de carte suivante à révéler : le paquet est vide et la carte en réserve doit être utilisée avant de le reconstituer.</translation>
        </message>
        <message>
            <source>There is no other card to reveal.</source>
            <translation>Il n'y a aucune autre carte à révéler.</translation>
        </message>
        <message>
            <source>Reveal an order card before activating a unit.</source>
            <translation>Révélez une carte Ordre avant d'activer une unité.</translation>
        </message>
        <message>
            <source>{unit} is defeated and cannot activate.</source>
            <translation>L'unité {unit} est vaincue et ne peut pas s'activer.</translation>
        </message>
        <message>
            <source>The revealed card "{card}" does not activate {unit}.</source>
            <translation>La carte révélée « {card} » n'active pas {unit}.</translation>
        </message>
        <message>
            <source>{unit} is Wounded: name one of its conditions to remove.</source>
            <translation>{unit} a un pion Blessé : indiquez lequel de ses états retirer.</translation>
        </message>
        <message>
            <source>{unit} has no condition to remove.</source>
            <translation>{unit} n'a aucun état à retirer.</translation>
        </message>
        <message>
            <source>A condition is removed at the start of an activation only for a Wounded unit.</source>
            <translation>Seule une unité Blessée retire un état au début de son activation.</translation>
        </message>
        <message>
            <source>No unit is activating.</source>
            <translation>Aucune unité n'est en cours d'activation.</translation>
        </message>
        <message>
            <source>Each action can be taken only once per activation.</source>
            <translation>Chaque action ne peut être effectuée qu'une fois par activation.</translation>
        </message>
        <message>
            <source>The unit has taken its two actions.</source>
            <translation>L'unité a déjà effectué ses deux actions.</translation>
        </message>
        <message>
            <source>{unit} is defeated.</source>
            <translation>L'unité {unit} est vaincue.</translation>
        </message>
        <message>
            <source>{unit} is Wounded and cannot suffer damage.</source>
            <translation>{unit} a un pion Blessé et ne peut pas subir de dégâts.</translation>
        </message>
        <message>
            <source>{unit} is Wounded and cannot remove damage.</source>
            <translation>{unit} a un pion Blessé et ne peut pas retirer de dégâts.</translation>
        </message>
        <message>
            <source>{unit} has no damage.</source>
            <translation>{unit} n'a aucun dégât.</translation>
        </message>
        <message>
            <source>{unit} does not have that condition.</source>
            <translation>{unit} n'a pas cet état.</translation>
        </message>
        <message>
            <source>{unit} is already on stance side {side}.</source>
            <translation>{unit} est déjà sur la face {side} de sa Posture de combat.</translation>
        </message>
        <message>
            <source>{unit} flips its stance card only during its own activation.</source>
            <translation>{unit} ne retourne sa carte Posture de combat que pendant sa propre activation.</translation>
        </message>
        <message>
            <source>{unit} has already flipped its stance card this activation.</source>
            <translation>{unit} a déjà retourné sa carte Posture de combat pendant cette activation.</translation>
        </message>
        <message>
            <source>{unit} is not Strained.</source>
            <translation>{unit} n'est pas Contraint.</translation>
        </message>
        <message>
            <source>The ability costs {amount} Force and {player} has only {available}.</source>
            <translation>La capacité coûte {amount} Force et {player} n'en a que {available}.</translation>
        </message>
        <message>
            <source>{player} has only {available} Force available.</source>
            <translation>{player} n'a que {available} Force disponible.</translation>
        </message>
        <message>
            <source>The turn cannot end before a unit has activated.</source>
            <translation>Le tour ne peut pas se terminer avant l'activation d'une unité.</translation>
        </message>
        <message>
            <source>The revealed order card has not been used.</source>
            <translation>La carte Ordre révélée n'a pas été utilisée.</translation>
        </message>
        <message>
            <source>The control list must name a controller for each of the {count} objectives.</source>
            <translation>La liste de contrôle doit indiquer qui contrôle chacun des {count} objectifs.</translation>
        </message>
        <message>
            <source>An objective's controller must be 0, 1 or null.</source>
            <translation>Le joueur qui contrôle un objectif doit être 0, 1 ou null.</translation>
        </message>
        <message>
            <source>{player} keeps control of an objective until the opponent takes it or the struggle ends.</source>
            <translation>{player} contrôle l'objectif tant que l'adversaire ne le reprend pas, et au plus jusqu'à la fin de la Lutte.</translation>
        </message>
        <message>
            <source>An inactive objective cannot be controlled.</source>
            <translation>Un objectif inactif ne peut pas être contrôlé.</translation>
        </message>
        <message>
            <source>The field "{field}" must hold two lists of different numbers from 1 to {high}.</source>
            <translation>Le champ « {field} » doit contenir deux listes de nombres distincts de 1 à {high}.</translation>
        </message>
        <message>
            <source>At most one unit card can be in reserve.</source>
            <translation>Une seule carte d'unité au plus peut être en réserve.</translation>
        </message>
        <message>
            <source>The zones must hold each of the player's order cards exactly once.</source>
            <translation>Les zones doivent contenir chaque carte Ordre du joueur exactement une fois.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{known}"?</source>
            <translation>Champ inconnu « {field} » : vouliez-vous dire « {known} » ?</translation>
        </message>
        <message>
            <source>Unknown field "{field}": this event has no fields.</source>
            <translation>Champ inconnu « {field} » : cet événement n'a aucun champ.</translation>
        </message>
        <message>
            <source>Unknown field "{field}" (this event has: {fields}).</source>
            <translation>Champ inconnu « {field} » (cet événement a : {fields}).</translation>
        </message>
        <message>
            <source>Expected event number {expected}.</source>
            <translation>L'événement numéro {expected} était attendu.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>Unknown event type "{type}".</source>
            <translation>Type d'événement inconnu : « {type} ».</translation>
        </message>
        <message>
            <source>The payload must be an object.</source>
            <translation>Le contenu (payload) doit être un objet.</translation>
        </message>
        <message>
            <source>unknown field "{field}" in {where}</source>
            <translation>champ inconnu « {field} » dans {where}</translation>
        </message>
        <message>
            <source>the setup is not an object</source>
            <translation>la mise en place n'est pas un objet</translation>
        </message>
        <message>
            <source>the setup's "players" must be a list of two players</source>
            <translation>« players » de la mise en place doit être une liste de deux joueurs</translation>
        </message>
        <message>
            <source>player {number} of the setup has no list of units</source>
            <translation>le joueur {number} de la mise en place n'a pas de liste d'unités</translation>
        </message>
        <message>
            <source>the unit "{unit}" of player {number}: field "{field}": {problem}</source>
            <translation>l'unité « {unit} » du joueur {number} : champ « {field} » : {problem}</translation>
        </message>
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
            <source>End of activation</source>
            <translation>Fin de l'activation</translation>
        </message>
        <message>
            <source>The activation ends</source>
            <translation>L'activation se termine</translation>
        </message>
        <message>
            <source>End of turn: objective control</source>
            <translation>Fin du tour : contrôle des objectifs</translation>
        </message>
        <message>
            <source>Struggle token move</source>
            <translation>Déplacement du pion Lutte</translation>
        </message>
        <message>
            <source>Defeat check</source>
            <translation>Vérification des unités vaincues</translation>
        </message>
        <message>
            <source>The turn passes</source>
            <translation>Le tour passe à l'adversaire</translation>
        </message>
        <message>
            <source>Strained</source>
            <translation>Contraint</translation>
        </message>
        <message>
            <source>Disarmed</source>
            <translation>Désarmé</translation>
        </message>
        <message>
            <source>Exposed</source>
            <translation>Exposé</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Entravé</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Déplacement</translation>
        </message>
        <message>
            <source>Focus</source>
            <translation>Concentration</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>Combat</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>Capacité</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>Récupérer</translation>
        </message>
        <message>
            <source>Take Cover</source>
            <translation>Se mettre à couvert</translation>
        </message>
        <message>
            <source>two struggles won</source>
            <translation>deux Luttes remportées</translation>
        </message>
        <message>
            <source>conceded</source>
            <translation>abandon</translation>
        </message>
        <message>
            <source>time ran out</source>
            <translation>temps écoulé</translation>
        </message>
        <message>
            <source>agreed by the players</source>
            <translation>d'un commun accord</translation>
        </message>
        <message>
            <source>the Shatterpoint card</source>
            <translation>la carte Shatterpoint</translation>
        </message>
        <message>
            <source>{player} begins the turn</source>
            <translation>{player} commence son tour</translation>
        </message>
        <message>
            <source>step {step}: {name}</source>
            <translation>étape {step} : {name}</translation>
        </message>
        <message>
            <source>the struggle card of phase {phase} is revealed: {card}</source>
            <translation>la carte Lutte de Phase {phase} est révélée : {card}</translation>
        </message>
        <message>
            <source>the struggle card of phase {phase} is revealed</source>
            <translation>la carte Lutte de Phase {phase} est révélée</translation>
        </message>
        <message>
            <source>{player} takes the reserved order card of {unit}</source>
            <translation>{player} prend la carte Ordre de {unit} dans sa réserve</translation>
        </message>
        <message>
            <source>{player} reveals the Shatterpoint card</source>
            <translation>{player} révèle la carte Shatterpoint</translation>
        </message>
        <message>
            <source>{player} reveals the order card of {unit}</source>
            <translation>{player} révèle la carte Ordre de {unit}</translation>
        </message>
        <message>
            <source>{player} pays 1 Force to reserve the order card of {unit}</source>
            <translation>{player} paie 1 Force pour mettre en réserve la carte Ordre de {unit}</translation>
        </message>
        <message>
            <source>{player} pays 1 Force to skip the Shatterpoint card</source>
            <translation>{player} paie 1 Force pour passer la carte Shatterpoint</translation>
        </message>
        <message>
            <source>{unit} activates</source>
            <translation>{unit} s'active</translation>
        </message>
        <message>
            <source>{unit} takes the {action} action</source>
            <translation>{unit} effectue l'action {action}</translation>
        </message>
        <message>
            <source>the activation of {unit} ends</source>
            <translation>l'activation de {unit} se termine</translation>
        </message>
        <message>
            <source>{unit} turns to stance side {side}</source>
            <translation>{unit} passe sur la face {side} de sa Posture de combat</translation>
        </message>
        <message>
            <source>{unit} loses the {condition} condition</source>
            <translation>{unit} perd l'état {condition}</translation>
        </message>
        <message>
            <source>{unit} already has the {condition} condition and suffers 1 damage instead</source>
            <translation>{unit} a déjà l'état {condition} et subit 1 dégât à la place</translation>
        </message>
        <message>
            <source>{unit} gains the {condition} condition</source>
            <translation>{unit} reçoit l'état {condition}</translation>
        </message>
        <message>
            <source>{unit} is Strained: it suffers {amount} damage, then loses Strained</source>
            <translation>{unit} est Contraint : subit {amount} dégâts, puis perd l'état Contraint</translation>
        </message>
        <message>
            <source>{unit} uses an ability for {amount} Force ({tax} for its Wounded and Injured tokens)</source>
            <translation>{unit} utilise une capacité pour {amount} Force (dont {tax} pour ses pions Blessé et Estropié)</translation>
        </message>
        <message>
            <source>{unit} uses an ability for {amount} Force</source>
            <translation>{unit} utilise une capacité pour {amount} Force</translation>
        </message>
        <message>
            <source>{player} spends {amount} Force</source>
            <translation>{player} dépense {amount} Force</translation>
        </message>
        <message>
            <source>{player} refreshes {amount} Force</source>
            <translation>{player} récupère {amount} Force</translation>
        </message>
        <message>
            <source>an effect gives momentum to {player}</source>
            <translation>un effet donne un pion Impulsion à {player}</translation>
        </message>
        <message>
            <source>an effect moves the struggle token toward {player}</source>
            <translation>un effet déplace le pion Lutte vers {player}</translation>
        </message>
        <message>
            <source>{player} ends the turn</source>
            <translation>{player} termine son tour</translation>
        </message>
        <message>
            <source>the game ends ({reason}): {player} wins</source>
            <translation>la partie se termine ({reason}) : {player} l'emporte</translation>
        </message>
        <message>
            <source>the game ends ({reason}) without a winner</source>
            <translation>la partie se termine ({reason}) sans vainqueur</translation>
        </message>
        <message>
            <source>correction by hand: {unit}</source>
            <translation>correction manuelle : {unit}</translation>
        </message>
        <message>
            <source>correction by hand: the Force pool of {player}</source>
            <translation>correction manuelle : la réserve de Force de {player}</translation>
        </message>
        <message>
            <source>correction by hand: the struggle track</source>
            <translation>correction manuelle : la piste Lutte</translation>
        </message>
        <message>
            <source>correction by hand: objective {number}</source>
            <translation>correction manuelle : objectif {number}</translation>
        </message>
        <message>
            <source>correction by hand: the order deck of {player}</source>
            <translation>correction manuelle : le paquet Ordres de {player}</translation>
        </message>
        <message>
            <source>the order card of {unit} leaves the game</source>
            <translation>la carte Ordre de {unit} est retirée de la partie</translation>
        </message>
        <message>
            <source>{unit} is wounded</source>
            <translation>{unit} reçoit un pion Blessé</translation>
        </message>
        <message>
            <source>{unit} turns its Wounded token to Injured and clears its damage</source>
            <translation>{unit} retourne son pion Blessé sur la face Estropié et retire ses dégâts</translation>
        </message>
        <message>
            <source>{unit} removes the {condition} condition</source>
            <translation>{unit} retire l'état {condition}</translation>
        </message>
        <message>
            <source>{unit} is defeated and its order card leaves the game</source>
            <translation>l'unité {unit} est vaincue et sa carte Ordre est retirée de la partie</translation>
        </message>
        <message>
            <source>nobody controls objective {number} any more</source>
            <translation>plus personne ne contrôle l'objectif {number}</translation>
        </message>
        <message>
            <source>{player} takes control of objective {number}</source>
            <translation>{player} prend le contrôle de l'objectif {number}</translation>
        </message>
        <message>
            <source>{player} gains momentum</source>
            <translation>{player} gagne un pion Impulsion</translation>
        </message>
        <message>
            <source>{player} wins the struggle</source>
            <translation>{player} remporte la Lutte</translation>
        </message>
        <message>
            <source>{player} wins the game</source>
            <translation>{player} remporte la partie</translation>
        </message>
        <message>
            <source>the struggle track and the objectives are reset for phase {phase}</source>
            <translation>la piste Lutte et les objectifs sont réinitialisés pour la Phase {phase}</translation>
        </message>
        <message>
            <source>{player} refreshes the order deck and the Force pool</source>
            <translation>{player} reconstitue son paquet Ordres et sa réserve de Force</translation>
        </message>
        <message>
            <source>the struggle token moves to the centre</source>
            <translation>le pion Lutte revient au centre</translation>
        </message>
        <message>
            <source>the struggle token moves to space {space} on the side of {player}</source>
            <translation>le pion Lutte passe sur la case {space} du côté de {player}</translation>
        </message>
        <message>
            <source>{left}; {right}</source>
            <translation>{left} ; {right}</translation>
        </message>
        <message>
            <source>Before the first turn — {line}</source>
            <translation>Avant le premier tour — {line}</translation>
        </message>
        <message>
            <source>Turn {turn} — {line}</source>
            <translation>Tour {turn} — {line}</translation>
        </message>
        <message>
            <source>Before the first turn</source>
            <translation>Avant le premier tour</translation>
        </message>
        <message>
            <source>Turn {turn} is over; {player} plays next</source>
            <translation>Le tour {turn} est terminé ; {player} joue ensuite</translation>
        </message>
        <message>
            <source>Turn {turn}, {player} is the active player</source>
            <translation>Tour {turn}, {player} est le joueur actif</translation>
        </message>
        <message>
            <source>Struggle {phase} {card}· struggles won: {first} {one}, {second} {two}</source>
            <translation>Lutte {phase} {card}· Luttes remportées : {first} {one}, {second} {two}</translation>
        </message>
        <message>
            <source>the centre</source>
            <translation>le centre</translation>
        </message>
        <message>
            <source>space {space} on the side of {player}</source>
            <translation>la case {space} du côté de {player}</translation>
        </message>
        <message>
            <source>Struggle token on {where}; momentum: {first} {one}; {second} {two}</source>
            <translation>Pion Lutte sur {where} ; pions Impulsion : {first} {one} ; {second} {two}</translation>
        </message>
        <message>
            <source>active</source>
            <translation>actif</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>priority</source>
            <translation>prioritaire</translation>
        </message>
        <message>
            <source>controlled by {player}</source>
            <translation>contrôlé par {player}</translation>
        </message>
        <message>
            <source>Objective {number}: {status}</source>
            <translation>Objectif {number} : {status}</translation>
        </message>
        <message>
            <source>{player}: Force {available} of {total} · order deck {deck}, reserve {reserve}, discard {discard}, removed {removed}</source>
            <translation>{player} : Force {available} sur {total} · paquet Ordres {deck}, réserve {reserve}, défausse {discard}, retirées {removed}</translation>
        </message>
        <message>
            <source>  {unit}: damage {damage}/{stamina}, Wounded {wounded}, Injured {injured}/{durability}, hunker {hunker}, stance {stance}</source>
            <translation>  {unit} : dégâts {damage}/{stamina}, Blessé {wounded}, Estropié {injured}/{durability}, Accroupi {hunker}, posture {stance}</translation>
        </message>
        <message>
            <source>defeated</source>
            <translation>vaincue</translation>
        </message>
        <message>
            <source>Game over ({reason}): {player} wins.</source>
            <translation>Partie terminée ({reason}) : {player} l'emporte.</translation>
        </message>
        <message>
            <source>Game over ({reason}), without a winner.</source>
            <translation>Partie terminée ({reason}), sans vainqueur.</translation>
        </message>
        <message numerus="yes">
            <source>{unit} suffers %n damage</source>
            <translation>
                <numerusform>{unit} subit %n dégât</numerusform>
                <numerusform>{unit} subit %n dégâts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} removes %n damage</source>
            <translation>
                <numerusform>{unit} retire %n dégât</numerusform>
                <numerusform>{unit} retire %n dégâts</numerusform>
            </translation>
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
        <name>TextExport</name>
        <message>
            <source>Strike team: {name}</source>
            <translation>Groupe de combat : {name}</translation>
        </message>
        <message>
            <source>Untitled strike team</source>
            <translation>Groupe de combat sans nom</translation>
        </message>
        <message>
            <source>Mission set: {mission}</source>
            <translation>Set de Mission : {mission}</translation>
        </message>
        <message>
            <source>Mission set: none chosen</source>
            <translation>Set de Mission : aucun choisi</translation>
        </message>
        <message>
            <source>Casual play (house rules allowed)</source>
            <translation>Partie libre (règles maison permises)</translation>
        </message>
        <message>
            <source>Squad {squad}: {pc} of {sp} SP spent</source>
            <translation>Escouade {squad} : {pc} PE dépensés sur {sp}</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vide)</translation>
        </message>
        <message>
            <source>unknown unit “{unit_id}”</source>
            <translation>unité inconnue « {unit_id} »</translation>
        </message>
        <message>
            <source>{unit} ({sp} SP, Force {force})</source>
            <translation>{unit} ({sp} PE, Force {force})</translation>
        </message>
        <message>
            <source>{unit} ({pc} PC)</source>
            <translation>{unit} ({pc} CP)</translation>
        </message>
        <message>
            <source>Force pool: {force} · characters: {characters} · units: {units} · order deck: {deck}</source>
            <translation>Réserve de Force : {force} · personnages : {characters} · unités : {units} · paquet Ordres : {deck}</translation>
        </message>
        <message>
            <source>Legal strike team.</source>
            <translation>Groupe de combat légal.</translation>
        </message>
        <message>
            <source>Not legal yet:</source>
            <translation>Pas encore légal :</translation>
        </message>
        <message>
            <source>Muster code: {code}</source>
            <translation>Code Muster : {code}</translation>
        </message>
        <message>
            <source>SPT list code: {code}</source>
            <translation>Code de liste SPT : {code}</translation>
        </message>
        <message>
            <source>{slot}: {unit}</source>
            <translation>{slot} : {unit}</translation>
        </message>
        <message>
            <source>Primary</source>
            <translation>Unité principale</translation>
        </message>
        <message>
            <source>Secondary</source>
            <translation>Unité secondaire</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Unité de soutien</translation>
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
            <source>Reveal an order card first.</source>
            <translation>Révélez d'abord une carte Ordre.</translation>
        </message>
        <message>
            <source>Activate the unit of the order card in reserve first.</source>
            <translation>Activez d'abord l'unité de la carte Ordre en réserve.</translation>
        </message>
        <message>
            <source>Reveal an order card, or choose the one in reserve, first.</source>
            <translation>Révélez d'abord une carte Ordre, ou choisissez celle en réserve.</translation>
        </message>
        <message>
            <source>Activate {unit} first.</source>
            <translation>Activez d'abord {unit}.</translation>
        </message>
        <message>
            <source>Choose the unit to activate first.</source>
            <translation>Choisissez d'abord l'unité à activer.</translation>
        </message>
        <message>
            <source>This activation is over: end the turn.</source>
            <translation>Cette activation est terminée : finissez le tour.</translation>
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
        <name>Violations</name>
        <message>
            <source>A strike team has exactly 2 squads; this one has {count}.</source>
            <translation>Un groupe de combat compte exactement 2 escouades ; celui-ci en compte {count}.</translation>
        </message>
        <message>
            <source>Squad {squad} spends {spent} points but its Primary gives only {available} Squad Points.</source>
            <translation>L'escouade {squad} dépense {spent} points mais son unité principale ne lui donne que {available} Points d'Escouade (PE).</translation>
        </message>
        <message>
            <source>The units of squad {squad} share no era ({eras}).</source>
            <translation>Les unités de l'escouade {squad} n'ont aucune ère en commun ({eras}).</translation>
        </message>
        <message>
            <source>{unit_name} appears more than once in the strike team.</source>
            <translation>{unit_name} figure plus d'une fois dans le groupe de combat.</translation>
        </message>
        <message>
            <source>{unit_name} and {other_name} share the unique name {unique_name}; only one of them may join the strike team.</source>
            <translation>{unit_name} et {other_name} partagent le nom unique {unique_name} ; une seule de ces unités peut rejoindre le groupe de combat.</translation>
        </message>
        <message>
            <source>No loaded catalogue has a unit with the id "{unit_id}".</source>
            <translation>Aucun catalogue chargé ne contient d'unité d'identifiant « {unit_id} ».</translation>
        </message>
        <message>
            <source>No mission set is named.</source>
            <translation>Aucun Set de Mission n'est indiqué.</translation>
        </message>
        <message>
            <source>Squad {squad} has no Primary unit.</source>
            <translation>L'escouade {squad} n'a pas d'unité principale.</translation>
        </message>
        <message>
            <source>Squad {squad} has no Secondary unit.</source>
            <translation>L'escouade {squad} n'a pas d'unité secondaire.</translation>
        </message>
        <message>
            <source>Squad {squad} has no Support unit.</source>
            <translation>L'escouade {squad} n'a pas d'unité de soutien.</translation>
        </message>
        <message>
            <source>Only a Primary unit may fill the Primary slot of squad {squad}; {unit_name} is {unit_type}.</source>
            <translation>Seule une unité principale peut occuper l'emplacement d'unité principale de l'escouade {squad} ; {unit_name} est {unit_type}.</translation>
        </message>
        <message>
            <source>Only a Secondary unit may fill the Secondary slot of squad {squad}; {unit_name} is {unit_type}.</source>
            <translation>Seule une unité secondaire peut occuper l'emplacement d'unité secondaire de l'escouade {squad} ; {unit_name} est {unit_type}.</translation>
        </message>
        <message>
            <source>Only a Support unit may fill the Support slot of squad {squad}; {unit_name} is {unit_type}.</source>
            <translation>Seule une unité de soutien peut occuper l'emplacement d'unité de soutien de l'escouade {squad} ; {unit_name} est {unit_type}.</translation>
        </message>
        <message>
            <source>a Primary unit</source>
            <translation>une unité principale</translation>
        </message>
        <message>
            <source>a Secondary unit</source>
            <translation>une unité secondaire</translation>
        </message>
        <message>
            <source>a Support unit</source>
            <translation>une unité de soutien</translation>
        </message>
        <message>
            <source>Squad {squad} puts {unit_name} in "{slot_key}", which is not a slot of a squad (Primary, Secondary, Support).</source>
            <translation>L'escouade {squad} place {unit_name} dans « {slot_key} », qui n'est pas un emplacement d'escouade (principale, secondaire, soutien).</translation>
        </message>
        <message>
            <source>Too expensive: {unit_name} costs {cost} points and squad {squad} has {left} of its {available} Squad Points left.</source>
            <translation>Trop cher : {unit_name} coûte {cost} points et il ne reste à l'escouade {squad} que {left} de ses {available} Points d'Escouade.</translation>
        </message>
        <message>
            <source>Too few Squad Points: {unit_name} gives {available} and squad {squad} already spends {spent}.</source>
            <translation>Pas assez de Points d'Escouade : {unit_name} en donne {available} et l'escouade {squad} en dépense déjà {spent}.</translation>
        </message>
        <message>
            <source>Other era: {unit_name} shares no era with the rest of squad {squad}.</source>
            <translation>Autre ère : {unit_name} n'a aucune ère en commun avec le reste de l'escouade {squad}.</translation>
        </message>
        <message>
            <source>Name already taken: {unit_name} is already in squad {other_squad}.</source>
            <translation>Nom déjà pris : {unit_name} est déjà dans l'escouade {other_squad}.</translation>
        </message>
        <message>
            <source>Unique name already taken: {other_name} in squad {other_squad} is also {unique_name}.</source>
            <translation>Nom unique déjà pris : {other_name} (escouade {other_squad}) porte aussi le nom unique {unique_name}.</translation>
        </message>
        <message>
            <source>Not in your collection: {unit_name} (the strike team uses {used}).</source>
            <translation>Absent de votre collection : {unit_name} (le groupe de combat en utilise {used}).</translation>
        </message>
        <message>
            <source>You own {owned} of {unit_name} but the strike team uses {used}.</source>
            <translation>{unit_name} : vous en possédez {owned} mais le groupe de combat en utilise {used}.</translation>
        </message>
    </context>
</TS>
