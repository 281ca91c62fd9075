<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>BattleForm</name>
        <message>
            <source>{unit} supports skirmish {number}</source>
            <translation>{unit} soutient l'escarmouche {number}</translation>
        </message>
        <message>
            <source>Enter the units in the contested zone, or only each side's losses below.</source>
            <translation>Saisissez les unités de la zone contestée, ou seulement les pertes de chaque camp ci-dessous.</translation>
        </message>
        <message>
            <source>{unit} is lost instead</source>
            <translation>{unit} est perdue à la place</translation>
        </message>
        <message>
            <source>{unit} destroyed</source>
            <translation>{unit} détruite</translation>
        </message>
        <message>
            <source>{unit} retreats (Camouflage)</source>
            <translation>{unit} fait retraite (Camouflage)</translation>
        </message>
        <message>
            <source>no enemy unit it can target</source>
            <translation>aucune unité ennemie qu'elle peut cibler</translation>
        </message>
        <message>
            <source>{attack} against {resistance}</source>
            <translation>{attack} contre {resistance}</translation>
        </message>
        <message>
            <source>{player} loses: {units}</source>
            <translation>{player} perd : {units}</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>rien</translation>
        </message>
        <message>
            <source>{player} retreats from the zone.</source>
            <translation>{player} fait retraite hors de la zone.</translation>
        </message>
        <message>
            <source>{player} holds the zone.</source>
            <translation>{player} tient la zone.</translation>
        </message>
        <message>
            <source>Nobody is left in the zone.</source>
            <translation>Il ne reste personne dans la zone.</translation>
        </message>
        <message>
            <source>Skirmish {number}</source>
            <translation>Escarmouche {number}</translation>
        </message>
        <message>
            <source>no splash</source>
            <translation>pas de dégâts répercutés</translation>
        </message>
        <message>
            <source>splash: ground</source>
            <translation>dégâts répercutés : sol</translation>
        </message>
        <message>
            <source>splash: flying</source>
            <translation>dégâts répercutés : volant</translation>
        </message>
        <message>
            <source>symbol</source>
            <translation>symbole</translation>
        </message>
        <message>
            <source>The card shows the front-liner's unit symbol: its major values count</source>
            <translation>La carte montre le symbole d'unité de l'unité en première ligne : ses valeurs majeures comptent</translation>
        </message>
        <message>
            <source>Detector</source>
            <translation>Détecteur</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>Bataille</translation>
        </message>
        <message>
            <source>{attacker} attacks {defender} on {planet}.</source>
            <translation>{attacker} attaque {defender} sur {planet}.</translation>
        </message>
        <message>
            <source>Special Mobilize order: +1 attack in every skirmish.</source>
            <translation>Ordre Mobilisation spécial : +1 en attaque dans chaque escarmouche.</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <source>In the zone</source>
            <translation>Dans la zone</translation>
        </message>
        <message>
            <source>Flying</source>
            <translation>Volante</translation>
        </message>
        <message>
            <source>Hits ground</source>
            <translation>Cible : sol</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Soutien</translation>
        </message>
        <message>
            <source>Reinforcement</source>
            <translation>Renfort</translation>
        </message>
        <message>
            <source>Camouflage</source>
            <translation>Camouflage</translation>
        </message>
        <message>
            <source>Attacker: {player}</source>
            <translation>Attaquant : {player}</translation>
        </message>
        <message>
            <source>Defender: {player}</source>
            <translation>Défenseur : {player}</translation>
        </message>
        <message>
            <source>A base of theirs with Air support is in this zone</source>
            <translation>Une de ses bases avec Soutien Aérien est dans cette zone</translation>
        </message>
        <message>
            <source>{player} loses</source>
            <translation>{player} perd</translation>
        </message>
        <message>
            <source>Skirmishes: the attacker pairs the front-liners; each side enters the card it reveals</source>
            <translation>Escarmouches : l'attaquant apparie les unités en première ligne ; chaque camp saisit la carte qu'il révèle</translation>
        </message>
        <message>
            <source>Front-liner</source>
            <translation>Première ligne</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>Major attack</source>
            <translation>Attaque majeure</translation>
        </message>
        <message>
            <source>Major resist.</source>
            <translation>Résist. majeure</translation>
        </message>
        <message>
            <source>Minor attack</source>
            <translation>Attaque mineure</translation>
        </message>
        <message>
            <source>Minor resist.</source>
            <translation>Résist. mineure</translation>
        </message>
        <message>
            <source>+ attack</source>
            <translation>+ attaque</translation>
        </message>
        <message>
            <source>+ resist.</source>
            <translation>+ résist.</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Dégâts répercutés</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>The card's own ability and the reinforcement card played with it</source>
            <translation>La capacité de la carte et la carte renfort jouée avec elle</translation>
        </message>
        <message>
            <source>Supports: every other unit helps one skirmish</source>
            <translation>Soutiens : chaque autre unité aide une escarmouche</translation>
        </message>
        <message>
            <source>Losses to record (correct them if the table agrees)</source>
            <translation>Pertes à enregistrer (corrigez-les si la table est d'accord)</translation>
        </message>
        <message>
            <source>Record the battle</source>
            <translation>Enregistrer la bataille</translation>
        </message>
        <message>
            <source>{values}: {fates}</source>
            <translation>{values} : {fates}</translation>
        </message>
        <message>
            <source>reinforcement splash: ground or flying</source>
            <translation>carte renfort : dégâts répercutés sol/volant</translation>
        </message>
        <message>
            <source>How many of each unit stand in the contested zone, and their figures; a name marked ? has figures the pack does not know: check them on the sheet.</source>
            <translation>Combien de chaque unité se trouvent dans la zone contestée, et leurs valeurs ; un nom marqué ? a des valeurs que le pack ne connaît pas : vérifiez-les sur la fiche.</translation>
        </message>
        <message>
            <source>Hits flying</source>
            <translation>Cible : volant</translation>
        </message>
        <message>
            <source>+1 attack against a flying front-liner; their units gain Detector</source>
            <translation>+1 en attaque contre une unité volante en première ligne ; ses unités gagnent Détecteur</translation>
        </message>
        <message>
            <source>{player}'s combat cards after the battle</source>
            <translation>Cartes Combat de {player} après la bataille</translation>
        </message>
        <message>
            <source>ground</source>
            <translation>sol</translation>
        </message>
        <message>
            <source>flying</source>
            <translation>volant</translation>
        </message>
        <message>
            <source>ground or flying</source>
            <translation>sol/volant</translation>
        </message>
        <message>
            <source>Skirmish {number}: splash damage ({kind}) from {player}'s card; {enemy} destroys</source>
            <translation>Escarmouche {number} : dégâts répercutés ({kind}) de la carte de {player} ; {enemy} détruit</translation>
        </message>
        <message>
            <source>Skirmish {number}: splash damage ({kind}) from {player}'s card; {enemy} has no such unit left.</source>
            <translation>Escarmouche {number} : dégâts répercutés ({kind}) de la carte de {player} ; {enemy} n'a plus d'unité de ce type.</translation>
        </message>
        <message>
            <source>splash: ground or flying</source>
            <translation>dégâts répercutés : sol/volant</translation>
        </message>
        <message>
            <source>reinforcement: no splash</source>
            <translation>carte renfort : pas de dégâts répercutés</translation>
        </message>
        <message>
            <source>reinforcement splash: ground</source>
            <translation>carte renfort : dégâts répercutés sol</translation>
        </message>
        <message>
            <source>reinforcement splash: flying</source>
            <translation>carte renfort : dégâts répercutés volant</translation>
        </message>
        <message>
            <source>Splash damage: each player chooses which unit they lose</source>
            <translation>Dégâts répercutés : chaque joueur choisit l'unité qu'il perd</translation>
        </message>
    </context>
    <context>
        <name>CorrectionForm</name>
        <message>
            <source>level</source>
            <translation>niveau</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Approvisionnement</translation>
        </message>
        <message>
            <source>Research &amp; Development</source>
            <translation>Recherche &amp; Développement</translation>
        </message>
        <message>
            <source>Air support</source>
            <translation>Soutien Aérien</translation>
        </message>
        <message>
            <source>minerals</source>
            <translation>minerai</translation>
        </message>
        <message>
            <source>gas</source>
            <translation>gaz</translation>
        </message>
        <message>
            <source>overexploited</source>
            <translation>surexploitée</translation>
        </message>
        <message>
            <source>A permanent resource is never lost or overexploited</source>
            <translation>Une ressource permanente n'est jamais perdue ni surexploitée</translation>
        </message>
        <message>
            <source>Name each resource card by its zone.</source>
            <translation>Nommez chaque carte Ressource par sa zone.</translation>
        </message>
        <message>
            <source>Nothing is changed.</source>
            <translation>Rien n'est modifié.</translation>
        </message>
        <message>
            <source>Correct a player's figures</source>
            <translation>Corriger les chiffres d'un joueur</translation>
        </message>
        <message>
            <source>Set the figures as the table shows them; only what you change is recorded, as one step that Undo takes back.</source>
            <translation>Réglez les chiffres comme la table les montre ; seul ce que vous changez est enregistré, en une étape qu'Annuler reprend.</translation>
        </message>
        <message>
            <source>Counts</source>
            <translation>Comptes</translation>
        </message>
        <message>
            <source>Conquest points</source>
            <translation>Points de conquête</translation>
        </message>
        <message>
            <source>Zones controlled</source>
            <translation>Zones contrôlées</translation>
        </message>
        <message>
            <source>Workers in reserve</source>
            <translation>Travailleurs en réserve</translation>
        </message>
        <message>
            <source>Workers unavailable</source>
            <translation>Travailleurs indisponibles</translation>
        </message>
        <message>
            <source>Combat cards</source>
            <translation>Cartes Combat</translation>
        </message>
        <message>
            <source>Event cards</source>
            <translation>Cartes Événement</translation>
        </message>
        <message>
            <source>Pieces on the board</source>
            <translation>Pièces sur le plateau</translation>
        </message>
        <message>
            <source>Bases (planets)</source>
            <translation>Bases (planètes)</translation>
        </message>
        <message>
            <source>Transports (routes)</source>
            <translation>Transports (routes)</translation>
        </message>
        <message>
            <source>separated by commas</source>
            <translation>séparées par des virgules</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>Buildings, modules and technologies</source>
            <translation>Bâtiments, modules et technologies</translation>
        </message>
        <message>
            <source>Resource cards and the workers on them</source>
            <translation>Cartes Ressource et leurs travailleurs</translation>
        </message>
        <message>
            <source>Zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <source>Resource</source>
            <translation>Ressource</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>Travailleurs</translation>
        </message>
        <message>
            <source>Add a card</source>
            <translation>Ajouter une carte</translation>
        </message>
        <message>
            <source>Remove the selected card</source>
            <translation>Retirer la carte choisie</translation>
        </message>
        <message>
            <source>Record the correction</source>
            <translation>Enregistrer la correction</translation>
        </message>
    </context>
    <context>
        <name>EndGameForm</name>
        <message>
            <source>End the game by agreement</source>
            <translation>Finir la partie d'un commun accord</translation>
        </message>
        <message>
            <source>The players agree to stop here. Tick who wins: one player, several for a shared victory, or nobody.</source>
            <translation>Les joueurs s'accordent pour s'arrêter ici. Cochez qui gagne : un joueur, plusieurs pour une victoire partagée, ou personne.</translation>
        </message>
        <message>
            <source>{player} ({faction}): {cp} CP</source>
            <translation>{player} ({faction}) : {cp} PC</translation>
        </message>
        <message>
            <source>End the game</source>
            <translation>Finir la partie</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>a game of StarCraft has 2 to 6 players, not {count}.</source>
            <translation>une partie de StarCraft se joue à 2 à 6 joueurs, pas {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game of StarCraft ends (conquest, special, end_game, elimination or agreed).</source>
            <translation>« {reason} » n'est pas une façon dont finit une partie de StarCraft (conquest, special, end_game, elimination ou agreed).</translation>
        </message>
        <message>
            <source>a game won this way has a winner, or players who share the victory.</source>
            <translation>une partie gagnée ainsi a un vainqueur, ou des joueurs qui partagent la victoire.</translation>
        </message>
        <message>
            <source>a conquest victory needs at least {needed} conquest points; the winner has {cp}.</source>
            <translation>une victoire normale demande au moins {needed} points de conquête ; le vainqueur en a {cp}.</translation>
        </message>
        <message>
            <source>the winner of a conquest victory has the most conquest points: {cp} is fewer than {best}.</source>
            <translation>le vainqueur d'une victoire normale a le plus de points de conquête : {cp} est moins que {best}.</translation>
        </message>
        <message>
            <source>players who share a victory have the same conquest points.</source>
            <translation>les joueurs qui partagent la victoire ont autant de points de conquête.</translation>
        </message>
        <message>
            <source>a victory by elimination has one winner: the last player in the game.</source>
            <translation>une victoire par élimination n'a qu'un vainqueur : le dernier joueur en jeu.</translation>
        </message>
    </context>
    <context>
        <name>FactionFigures</name>
        <message>
            <source>Faction sheets, tiles and cards are pictures in the rulebook: the figures its text does not give are marked unknown. Fill them in from your own sheets (select the value and type it, or double-click it); they are saved as your pack « My StarCraft figures », which you can export for your club.</source>
            <translation>Les fiches de faction, les tuiles et les cartes sont des images dans le livret : les valeurs que son texte ne donne pas sont marquées inconnues. Remplissez-les d'après vos propres fiches (sélectionnez la valeur et tapez-la, ou double-cliquez dessus) ; elles sont enregistrées dans votre pack « Mes valeurs StarCraft », que vous pouvez exporter pour votre club.</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>&amp;Faction :</translation>
        </message>
        <message>
            <source>&amp;Unknown figures only</source>
            <translation>Valeurs &amp;inconnues seulement</translation>
        </message>
        <message>
            <source>Search by name or figure</source>
            <translation>Chercher par nom ou valeur</translation>
        </message>
        <message>
            <source>Print faction &amp;reference…</source>
            <translation>Imprimer l'aide-mémoire de &amp;faction…</translation>
        </message>
        <message>
            <source>One page per faction: units, buildings and their levels, modules, technologies and limits; unknown figures as boxes to fill by hand</source>
            <translation>Une page par faction : unités, bâtiments et leurs niveaux, modules, technologies et limites ; les valeurs inconnues en cases à remplir à la main</translation>
        </message>
        <message>
            <source>Print round &amp;sheet…</source>
            <translation>Imprimer la feuille de &amp;tour…</translation>
        </message>
        <message>
            <source>Orders per player, the regrouping's ten steps, conquest points and resources</source>
            <translation>Les ordres de chaque joueur, les dix étapes du regroupement, les points de conquête et les ressources</translation>
        </message>
        <message numerus="yes">
            <source>%n figure(s) of this faction still unknown.</source>
            <translation>
                <numerusform>%n valeur de cette faction encore inconnue.</numerusform>
                <numerusform>%n valeurs de cette faction encore inconnues.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every figure of this faction is known.</source>
            <translation>Toutes les valeurs de cette faction sont connues.</translation>
        </message>
        <message>
            <source>{figure}: type {how}; leave it empty when it is not known.</source>
            <translation>{figure} : tapez {how} ; laissez vide si elle n'est pas connue.</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnue</translation>
        </message>
        <message>
            <source>{entry}, {figure}: {value}</source>
            <translation>{entry}, {figure} : {value}</translation>
        </message>
    </context>
    <context>
        <name>FactionSheetDialog</name>
        <message>
            <source>Special victory objective</source>
            <translation>Objectif de victoire particulière</translation>
        </message>
        <message>
            <source>Permanent resources</source>
            <translation>Ressources permanentes</translation>
        </message>
        <message>
            <source>Module slots</source>
            <translation>Cases module</translation>
        </message>
        <message>
            <source>Building slots</source>
            <translation>Emplacements des bâtiments</translation>
        </message>
        <message>
            <source>Back of the sheet: starting forces</source>
            <translation>Dos de la fiche : forces de départ</translation>
        </message>
        <message>
            <source>Costs: workers, transports, bases</source>
            <translation>Coûts : travailleurs, transports, bases</translation>
        </message>
        <message>
            <source>Unit summary: costs</source>
            <translation>Résumé des unités : coûts</translation>
        </message>
        <message numerus="yes">
            <source>%n figure(s) still unknown</source>
            <translation>
                <numerusform>%n valeur encore inconnue</numerusform>
                <numerusform>%n valeurs encore inconnues</numerusform>
            </translation>
        </message>
        <message>
            <source>Export the faction figures</source>
            <translation>Exporter les valeurs des factions</translation>
        </message>
        <message>
            <source>Muster catalogue packs (*.json)</source>
            <translation>Paquets de catalogue Muster (*.json)</translation>
        </message>
        <message>
            <source>Faction sheet</source>
            <translation>Fiche de faction</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Export for the club…</source>
            <translation>Exporter pour le club…</translation>
        </message>
    </context>
    <context>
        <name>FigureTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Contenu</translation>
        </message>
        <message>
            <source>unknown: see your sheet</source>
            <translation>inconnue : voyez votre fiche</translation>
        </message>
        <message>
            <source>Type {how}; leave it empty when it is not known.</source>
            <translation>Tapez {how} ; laissez vide si elle n'est pas connue.</translation>
        </message>
    </context>
    <context>
        <name>Starcraft</name>
        <message>
            <source>needs the building {building}</source>
            <translation>il faut le bâtiment {building}</translation>
        </message>
        <message>
            <source>needs {building} of level {level}</source>
            <translation>il faut {building} de niveau {level}</translation>
        </message>
        <message>
            <source>the level of {building} that allows it is not known: see the tile</source>
            <translation>le niveau de {building} qui la permet n'est pas connu : voyez la tuile</translation>
        </message>
        <message>
            <source>needs the technology {tech}</source>
            <translation>il faut la technologie {tech}</translation>
        </message>
        <message>
            <source>the technology it needs is not known: see the card</source>
            <translation>la technologie requise n'est pas connue : voyez la carte</translation>
        </message>
        <message>
            <source>every piece is already on the board</source>
            <translation>toutes les pièces sont déjà sur le plateau</translation>
        </message>
        <message>
            <source>needs a base on the active planet</source>
            <translation>il faut une base sur la planète active</translation>
        </message>
        <message>
            <source>already at its highest level</source>
            <translation>déjà à son plus haut niveau</translation>
        </message>
        <message>
            <source>every module slot is taken</source>
            <translation>tous les emplacements de module sont pris</translation>
        </message>
        <message>
            <source>the number of module slots is not known: see the faction sheet</source>
            <translation>le nombre d'emplacements de module n'est pas connu : voyez la fiche de faction</translation>
        </message>
        <message>
            <source>every module token is used</source>
            <translation>tous les pions module sont utilisés</translation>
        </message>
        <message>
            <source>already bought</source>
            <translation>déjà achetée</translation>
        </message>
        <message>
            <source>this race has no such module</source>
            <translation>cette race n'a pas ce module</translation>
        </message>
        <message>
            <source>{count} units is more than the build limit of {limit}.</source>
            <translation>{count} unités, c'est plus que la limite de construction d'unités de {limit}.</translation>
        </message>
        <message>
            <source>{unit} cannot be built: {why}.</source>
            <translation>{unit} ne peut pas être construit : {why}.</translation>
        </message>
        <message>
            <source>{building} cannot be bought now: {why}.</source>
            <translation>{building} ne peut pas être acheté maintenant : {why}.</translation>
        </message>
        <message>
            <source>no module can be bought: {why}.</source>
            <translation>aucun module ne peut être acheté : {why}.</translation>
        </message>
        <message>
            <source>{what} is not of this faction's race.</source>
            <translation>{what} n'est pas de la race de cette faction.</translation>
        </message>
        <message>
            <source>only {left} {unit} are left off the board.</source>
            <translation>il ne reste que {left} {unit} hors du plateau.</translation>
        </message>
        <message>
            <source>Conquest points</source>
            <translation>Points de conquête</translation>
        </message>
        <message>
            <source>Special victory</source>
            <translation>Victoire particulière</translation>
        </message>
        <message>
            <source>The End is Near</source>
            <translation>La Fin est Proche</translation>
        </message>
        <message>
            <source>Elimination</source>
            <translation>Élimination</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>Accord des joueurs</translation>
        </message>
        <message>
            <source>StarCraft: the board game</source>
            <translation>StarCraft : le jeu de plateau</translation>
        </message>
        <message>
            <source>StarCraft</source>
            <translation>StarCraft</translation>
        </message>
        <message>
            <source>faction</source>
            <translation>faction</translation>
        </message>
        <message>
            <source>unit</source>
            <translation>unité</translation>
        </message>
        <message>
            <source>building</source>
            <translation>bâtiment</translation>
        </message>
        <message>
            <source>module</source>
            <translation>module</translation>
        </message>
        <message>
            <source>technology</source>
            <translation>technologie</translation>
        </message>
        <message>
            <source>Terran</source>
            <translation>Terran</translation>
        </message>
        <message>
            <source>Protoss</source>
            <translation>Protoss</translation>
        </message>
        <message>
            <source>Zerg</source>
            <translation>Zerg</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>race</source>
            <translation>race</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>couleur</translation>
        </message>
        <message>
            <source>pieces</source>
            <translation>matériel</translation>
        </message>
        <message>
            <source>hand limit</source>
            <translation>limite de cartes en main</translation>
        </message>
        <message>
            <source>starting hand</source>
            <translation>main de départ</translation>
        </message>
        <message>
            <source>module slots</source>
            <translation>emplacements de module</translation>
        </message>
        <message>
            <source>starting building</source>
            <translation>bâtiment imprimé</translation>
        </message>
        <message>
            <source>starting units</source>
            <translation>unités de départ</translation>
        </message>
        <message>
            <source>starting workers</source>
            <translation>travailleurs de départ</translation>
        </message>
        <message>
            <source>starting transports</source>
            <translation>transports de départ</translation>
        </message>
        <message>
            <source>permanent resources</source>
            <translation>ressources permanentes</translation>
        </message>
        <message>
            <source>special victory</source>
            <translation>victoire particulière</translation>
        </message>
        <message>
            <source>worker cost</source>
            <translation>coût d'un travailleur</translation>
        </message>
        <message>
            <source>transport cost</source>
            <translation>coût d'un transport</translation>
        </message>
        <message>
            <source>base cost</source>
            <translation>coût d'une base</translation>
        </message>
        <message>
            <source>level</source>
            <translation>niveau</translation>
        </message>
        <message>
            <source>sacrifice</source>
            <translation>unités détruites</translation>
        </message>
        <message>
            <source>cost</source>
            <translation>coût</translation>
        </message>
        <message>
            <source>costs</source>
            <translation>coûts</translation>
        </message>
        <message>
            <source>flying</source>
            <translation>volant</translation>
        </message>
        <message>
            <source>targets ground units</source>
            <translation>cible les unités terrestres</translation>
        </message>
        <message>
            <source>targets flying units</source>
            <translation>cible les unités volantes</translation>
        </message>
        <message>
            <source>support value</source>
            <translation>valeur de soutien</translation>
        </message>
        <message numerus="yes">
            <source>%n mineral(s)</source>
            <translation>
                <numerusform>%n minerai</numerusform>
                <numerusform>%n minerais</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gas</source>
            <translation>
                <numerusform>%n gaz</numerusform>
                <numerusform>%n gaz</numerusform>
            </translation>
        </message>
        <message>
            <source>{minerals} and {gas}</source>
            <translation>{minerals} et {gas}</translation>
        </message>
        <message>
            <source>Reinforcement</source>
            <translation>Renfort</translation>
        </message>
        <message>
            <source>highest level</source>
            <translation>niveau maximal</translation>
        </message>
        <message>
            <source>copies</source>
            <translation>exemplaires</translation>
        </message>
        <message>
            <source>unknown figures</source>
            <translation>valeurs inconnues</translation>
        </message>
        <message>
            <source>The field "{field}" is missing.</source>
            <translation>Le champ « {field} » manque.</translation>
        </message>
        <message>
            <source>"{field}" must be a whole number from {low} to {high}.</source>
            <translation>« {field} » doit être un nombre entier de {low} à {high}.</translation>
        </message>
        <message>
            <source>"{field}" must be true or false.</source>
            <translation>« {field} » doit être vrai ou faux.</translation>
        </message>
        <message>
            <source>"{field}" must be a name of 1 to 80 characters.</source>
            <translation>« {field} » doit être un nom de 1 à 80 caractères.</translation>
        </message>
        <message>
            <source>"{field}" must be one of: {choices}.</source>
            <translation>« {field} » doit être l'un de : {choices}.</translation>
        </message>
        <message>
            <source>"{field}" must map names to whole numbers from 0 to 99.</source>
            <translation>« {field} » doit associer des noms à des nombres entiers de 0 à 99.</translation>
        </message>
        <message>
            <source>"{field}" must be a list of names.</source>
            <translation>« {field} » doit être une liste de noms.</translation>
        </message>
        <message>
            <source>"{field}" must be a list of [player, value] pairs.</source>
            <translation>« {field} » doit être une liste de paires [joueur, valeur].</translation>
        </message>
        <message>
            <source>"{field}" must hold one value per player ({count}).</source>
            <translation>« {field} » doit contenir une valeur par joueur ({count}).</translation>
        </message>
        <message>
            <source>The Event deck is empty.</source>
            <translation>Le paquet Événement est vide.</translation>
        </message>
        <message>
            <source>The round is not over: finish regrouping first.</source>
            <translation>Le tour n'est pas fini : terminez d'abord le regroupement.</translation>
        </message>
        <message>
            <source>Orders are placed during planning only.</source>
            <translation>Les ordres ne se placent que lors de la programmation.</translation>
        </message>
        <message>
            <source>It is {player}'s turn to place an order.</source>
            <translation>C'est à {player} de placer un ordre.</translation>
        </message>
        <message>
            <source>No special order can be placed in the first round.</source>
            <translation>Aucun ordre spécial ne peut être placé au premier tour.</translation>
        </message>
        <message>
            <source>No order is waiting to be revealed.</source>
            <translation>Aucun ordre n'attend d'être révélé.</translation>
        </message>
        <message>
            <source>{player} has no order on top of the stack on {planet}.</source>
            <translation>{player} n'a pas d'ordre au sommet de la pile sur {planet}.</translation>
        </message>
        <message>
            <source>A faction has one special order of each kind; this kind was already revealed this round.</source>
            <translation>Une faction a un ordre spécial de chaque type ; celui-ci a déjà été révélé ce tour.</translation>
        </message>
        <message>
            <source>{player} is not blocked: an order of theirs is on top on {planet}.</source>
            <translation>{player} n'est pas bloqué : un de ses ordres est au sommet sur {planet}.</translation>
        </message>
        <message>
            <source>This needs a Build order just revealed and executed.</source>
            <translation>Il faut un ordre Construction qui vient d'être révélé et exécuté.</translation>
        </message>
        <message>
            <source>This needs a Research order just revealed and executed.</source>
            <translation>Il faut un ordre Recherche qui vient d'être révélé et exécuté.</translation>
        </message>
        <message>
            <source>This needs a Mobilize order just revealed and executed.</source>
            <translation>Il faut un ordre Mobilisation qui vient d'être révélé et exécuté.</translation>
        </message>
        <message>
            <source>This Build order has already built.</source>
            <translation>Cet ordre Construction a déjà construit.</translation>
        </message>
        <message>
            <source>"building" must be a building's id.</source>
            <translation>« building » doit être l'identifiant d'un bâtiment.</translation>
        </message>
        <message>
            <source>"module" must be one of: {choices}.</source>
            <translation>« module » doit être l'un de : {choices}.</translation>
        </message>
        <message>
            <source>Units, workers and transports are built where you have a base.</source>
            <translation>Les unités, travailleurs et transports se construisent là où vous avez une base.</translation>
        </message>
        <message>
            <source>Building this destroys {count} friendly {unit}.</source>
            <translation>Construire ceci détruit {count} {unit} amis.</translation>
        </message>
        <message>
            <source>There are not {count} {unit} to destroy.</source>
            <translation>Il n'y a pas {count} {unit} à détruire.</translation>
        </message>
        <message>
            <source>"winner" is "attacker" or "defender".</source>
            <translation>« winner » vaut « attacker » ou « defender ».</translation>
        </message>
        <message>
            <source>The skirmishes give the zone to the other side.</source>
            <translation>Les escarmouches donnent la zone à l'autre camp.</translation>
        </message>
        <message>
            <source>A faction has {limit} workers, no more.</source>
            <translation>Une faction a {limit} travailleurs, pas plus.</translation>
        </message>
        <message>
            <source>A faction has {limit} transports, no more.</source>
            <translation>Une faction a {limit} transports, pas plus.</translation>
        </message>
        <message>
            <source>A faction has {limit} bases, no more.</source>
            <translation>Une faction a {limit} bases, pas plus.</translation>
        </message>
        <message>
            <source>A player has at most one transport on a route.</source>
            <translation>Un joueur a au plus un transport par route de navigation.</translation>
        </message>
        <message>
            <source>A player has at most one base on a planet.</source>
            <translation>Un joueur a au plus une base par planète.</translation>
        </message>
        <message>
            <source>This Research order is already done.</source>
            <translation>Cet ordre Recherche est déjà exécuté.</translation>
        </message>
        <message>
            <source>A Research order needs a base on its planet.</source>
            <translation>Un ordre Recherche demande une base sur sa planète.</translation>
        </message>
        <message>
            <source>Research draws 3 combat cards, or none.</source>
            <translation>La Recherche pioche 3 cartes Combat, ou aucune.</translation>
        </message>
        <message>
            <source>Only a special Research order gives this.</source>
            <translation>Seul un ordre spécial Recherche le permet.</translation>
        </message>
        <message>
            <source>A special Research order gives an extra Event card or a technology in hand, not both.</source>
            <translation>Un ordre spécial Recherche donne une carte Événement supplémentaire ou une technologie en main, pas les deux.</translation>
        </message>
        <message>
            <source>"{tech}" is not a technology of this faction.</source>
            <translation>« {tech} » n'est pas une technologie de cette faction.</translation>
        </message>
        <message>
            <source>This technology is already bought.</source>
            <translation>Cette technologie est déjà achetée.</translation>
        </message>
        <message>
            <source>No technology was bought.</source>
            <translation>Aucune technologie n'a été achetée.</translation>
        </message>
        <message>
            <source>Workers harvest during the execution phase.</source>
            <translation>Les travailleurs récoltent lors de la phase d'exécution.</translation>
        </message>
        <message>
            <source>{player} has no resource card "{card}".</source>
            <translation>{player} n'a pas de carte ressource « {card} ».</translation>
        </message>
        <message>
            <source>Only {count} workers are in reserve.</source>
            <translation>Il n'y a que {count} travailleurs dans la réserve.</translation>
        </message>
        <message>
            <source>A permanent resource cannot be overexploited.</source>
            <translation>On ne peut pas surexploiter une ressource permanente.</translation>
        </message>
        <message numerus="yes">
            <source>{player} may place %n special orders a round: one per Research &amp; Development module.</source>
            <translation>
                <numerusform>{player} peut placer %n ordre spécial par tour : un par module Recherche &amp; Développement.</numerusform>
                <numerusform>{player} peut placer %n ordres spéciaux par tour : un par module Recherche &amp; Développement.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>At most %n workers can go on "{card}" (overexploitation included).</source>
            <translation>
                <numerusform>Au plus %n travailleur peut aller sur « {card} » (surexploitation comprise).</numerusform>
                <numerusform>Au plus %n travailleurs peuvent aller sur « {card} » (surexploitation comprise).</numerusform>
            </translation>
        </message>
        <message>
            <source>A Mobilize order makes one battle at most.</source>
            <translation>Un ordre Mobilisation ne provoque au plus qu'une bataille.</translation>
        </message>
        <message>
            <source>A player cannot attack themselves or a teammate.</source>
            <translation>Un joueur ne peut attaquer ni lui-même ni son équipier.</translation>
        </message>
        <message>
            <source>That player is out of the game.</source>
            <translation>Ce joueur est éliminé.</translation>
        </message>
        <message>
            <source>"battle" must be an object.</source>
            <translation>« battle » doit être un objet.</translation>
        </message>
        <message>
            <source>The battle's units and cards are incomplete.</source>
            <translation>Les unités et les cartes de la bataille sont incomplètes.</translation>
        </message>
        <message>
            <source>{player} has no {count} {unit} to lose.</source>
            <translation>{player} n'a pas {count} {unit} à perdre.</translation>
        </message>
        <message>
            <source>A hand holds 0 to 99 cards.</source>
            <translation>Une main contient de 0 à 99 cartes.</translation>
        </message>
        <message>
            <source>"losses" must hold the attacker's and the defender's losses.</source>
            <translation>« losses » doit contenir les pertes de l'attaquant et du défenseur.</translation>
        </message>
        <message>
            <source>{player} has no base on {planet}.</source>
            <translation>{player} n'a pas de base sur {planet}.</translation>
        </message>
        <message>
            <source>{player} has no transport on {route}.</source>
            <translation>{player} n'a pas de transport sur {route}.</translation>
        </message>
        <message>
            <source>Regrouping begins when every order has been revealed.</source>
            <translation>Le regroupement commence quand tous les ordres ont été révélés.</translation>
        </message>
        <message>
            <source>The next step of regrouping is step {step}.</source>
            <translation>La prochaine étape du regroupement est l'étape {step}.</translation>
        </message>
        <message>
            <source>Step {step} has no field "{field}".</source>
            <translation>L'étape {step} n'a pas de champ « {field} ».</translation>
        </message>
        <message>
            <source>A permanent resource is never lost.</source>
            <translation>Une ressource permanente ne se perd jamais.</translation>
        </message>
        <message>
            <source>A resource card is {"id": its zone, "resource": "minerals" or "gas", "capacity": 1 to 9}.</source>
            <translation>Une carte ressource est {"id": sa zone, "resource": "minerals" ou "gas", "capacity": 1 à 9}.</translation>
        </message>
        <message>
            <source>The resource card "{card}" is already held.</source>
            <translation>La carte ressource « {card} » est déjà prise.</translation>
        </message>
        <message>
            <source>The zone "{card}" is exhausted for good.</source>
            <translation>La zone « {card} » est épuisée pour de bon.</translation>
        </message>
        <message>
            <source>Conquest points gained are 0 to 99 a round.</source>
            <translation>Les points de conquête gagnés vont de 0 à 99 par tour.</translation>
        </message>
        <message>
            <source>Nobody gains conquest points in Galactic Conquest.</source>
            <translation>Personne ne gagne de points de conquête en Conquête Galactique.</translation>
        </message>
        <message>
            <source>A player controls 0 to 99 zones.</source>
            <translation>Un joueur contrôle de 0 à 99 zones.</translation>
        </message>
        <message>
            <source>"achieved" must be a list of players.</source>
            <translation>« achieved » doit être une liste de joueurs.</translation>
        </message>
        <message>
            <source>In Galactic Conquest the only victory is by elimination.</source>
            <translation>En Conquête Galactique, la seule victoire est par élimination.</translation>
        </message>
        <message>
            <source>{player}'s objective is not met.</source>
            <translation>L'objectif de {player} n'est pas atteint.</translation>
        </message>
        <message>
            <source>{player}'s objective counts only once the Event deck's top card is of epoch III.</source>
            <translation>L'objectif de {player} ne compte que lorsque la première carte du paquet Événement est de l'époque III.</translation>
        </message>
        <message>
            <source>"played" holds true or false per player.</source>
            <translation>« played » contient vrai ou faux par joueur.</translation>
        </message>
        <message>
            <source>{player} holds no Event card to play.</source>
            <translation>{player} n'a pas de carte Événement à jouer.</translation>
        </message>
        <message>
            <source>That many "The End is Near" cards cannot have been drawn ({count} are in the deck).</source>
            <translation>On ne peut pas avoir pioché autant de cartes « La Fin est Proche » (il y en a {count} dans le paquet).</translation>
        </message>
        <message>
            <source>{player} keeps at most {limit} combat cards in hand.</source>
            <translation>{player} garde au plus {limit} cartes Combat en main.</translation>
        </message>
        <message>
            <source>"winners" must be a list of players.</source>
            <translation>« winners » doit être une liste de joueurs.</translation>
        </message>
        <message>
            <source>A faction has {limit} bases, at most one on a planet.</source>
            <translation>Une faction a {limit} bases, au plus une par planète.</translation>
        </message>
        <message>
            <source>"{what}" is not a unit of this faction.</source>
            <translation>« {what} » n'est pas une unité de cette faction.</translation>
        </message>
        <message>
            <source>A faction has {limit} {unit}, no more.</source>
            <translation>Une faction a {limit} {unit}, pas plus.</translation>
        </message>
        <message>
            <source>Starting forces are placed before the first round.</source>
            <translation>Les forces de départ se placent avant le premier tour.</translation>
        </message>
        <message>
            <source>"{what}" is not a building of this faction.</source>
            <translation>« {what} » n'est pas un bâtiment de cette faction.</translation>
        </message>
        <message>
            <source>A faction sheet prints a level 1 building.</source>
            <translation>Une fiche de faction imprime un bâtiment de niveau 1.</translation>
        </message>
        <message>
            <source>"resources" must list cards with a name, minerals or gas, a number from 1 to 9 and 0 to 15 workers, each card once.</source>
            <translation>« resources » doit lister des cartes avec un nom, minerai ou gaz, une valeur de 1 à 9 et 0 à 15 travailleurs, chaque carte une fois.</translation>
        </message>
        <message>
            <source>Each side of a battle has at least one unit.</source>
            <translation>Chaque camp d'une bataille a au moins une unité.</translation>
        </message>
        <message>
            <source>There must be as many skirmishes as possible: {expected}.</source>
            <translation>Il doit y avoir le plus d'escarmouches possible : {expected}.</translation>
        </message>
        <message>
            <source>A skirmish names a unit that is not in the battle.</source>
            <translation>Une escarmouche nomme une unité absente de la bataille.</translation>
        </message>
        <message>
            <source>{unit} has Reinforcement: it is never a front-liner while its side has other units.</source>
            <translation>{unit} a la capacité Renfort : jamais en première ligne tant que son camp a d'autres unités.</translation>
        </message>
        <message>
            <source>Every unit is in exactly one skirmish, as a front-liner or a support.</source>
            <translation>Chaque unité est dans une seule escarmouche, en première ligne ou en soutien.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{known}"?</source>
            <translation>Champ inconnu « {field} » : vouliez-vous dire « {known} » ?</translation>
        </message>
        <message>
            <source>Unknown field "{field}" (this event has: {fields}).</source>
            <translation>Champ inconnu « {field} » (cet événement a : {fields}).</translation>
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
            <translation>Type d'événement inconnu « {type} ».</translation>
        </message>
        <message>
            <source>The payload must be an object.</source>
            <translation>Le contenu doit être un objet.</translation>
        </message>
        <message>
            <source>StarCraft is played by 2 to 6 players, not {count}.</source>
            <translation>StarCraft se joue à 2 à 6 joueurs, pas {count}.</translation>
        </message>
        <message>
            <source>Unknown variant or faction choice.</source>
            <translation>Variante ou choix des factions inconnu.</translation>
        </message>
        <message>
            <source>The team game is for 4 or 6 players.</source>
            <translation>Le jeu par équipe se joue à 4 ou 6 joueurs.</translation>
        </message>
        <message>
            <source>There is no faction "{faction}".</source>
            <translation>Il n'y a pas de faction « {faction} ».</translation>
        </message>
        <message>
            <source>Each faction is played once at most.</source>
            <translation>Chaque faction est jouée une fois au plus.</translation>
        </message>
        <message>
            <source>the setup has an unknown field "{field}"</source>
            <translation>la mise en place a un champ inconnu « {field} »</translation>
        </message>
        <message>
            <source>a game has 2 to 6 players</source>
            <translation>une partie a de 2 à 6 joueurs</translation>
        </message>
        <message>
            <source>a player has the fields: {fields}</source>
            <translation>un joueur a les champs : {fields}</translation>
        </message>
        <message>
            <source>{player} needs a base: name its planet</source>
            <translation>{player} doit avoir une base : nommez sa planète</translation>
        </message>
        <message>
            <source>{player}'s workers or hand are out of range</source>
            <translation>les travailleurs ou la main de {player} sont hors limites</translation>
        </message>
        <message>
            <source>the first player is not a seat</source>
            <translation>le premier joueur n'est pas une place à la table</translation>
        </message>
        <message>
            <source>unknown variant or faction choice</source>
            <translation>variante ou choix des factions inconnu</translation>
        </message>
        <message>
            <source>each faction is played once at most</source>
            <translation>chaque faction est jouée une fois au plus</translation>
        </message>
        <message>
            <source>the team game is for 4 or 6 players, in teams of two</source>
            <translation>le jeu par équipe se joue à 4 ou 6 joueurs, en équipes de deux</translation>
        </message>
        <message>
            <source>with {count} players the Event deck holds {first}, {second} and {third} cards of epochs I, II and III</source>
            <translation>à {count} joueurs, le paquet Événement compte {first}, {second} et {third} cartes des époques I, II et III</translation>
        </message>
        <message numerus="yes">
            <source>the Event deck holds %n "The End is Near" card(s) in this variant</source>
            <translation>
                <numerusform>le paquet Événement compte %n carte « La Fin est Proche » dans cette variante</numerusform>
                <numerusform>le paquet Événement compte %n cartes « La Fin est Proche » dans cette variante</numerusform>
            </translation>
        </message>
        <message>
            <source>the setup's catalogue is wrong ({problem})</source>
            <translation>le catalogue de la mise en place est faux ({problem})</translation>
        </message>
        <message>
            <source>there is no faction "{faction}" in the setup</source>
            <translation>il n'y a pas de faction « {faction} » dans la mise en place</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Construction</translation>
        </message>
        <message>
            <source>Mobilize</source>
            <translation>Mobilisation</translation>
        </message>
        <message>
            <source>Research</source>
            <translation>Recherche</translation>
        </message>
        <message>
            <source>Destroy bases and transports</source>
            <translation>Destruction des bases et des transports</translation>
        </message>
        <message>
            <source>Lose resource cards</source>
            <translation>Pertes des cartes ressource</translation>
        </message>
        <message>
            <source>Gain resource cards</source>
            <translation>Gain des cartes ressource</translation>
        </message>
        <message>
            <source>Recover workers</source>
            <translation>Récupérer les travailleurs</translation>
        </message>
        <message>
            <source>Gain conquest points</source>
            <translation>Gain des points de conquête</translation>
        </message>
        <message>
            <source>Check for a normal victory</source>
            <translation>Vérification d'une victoire normale</translation>
        </message>
        <message>
            <source>Check for a special victory</source>
            <translation>Vérification d'une victoire particulière</translation>
        </message>
        <message>
            <source>Play Event cards</source>
            <translation>Jouer des cartes Événement</translation>
        </message>
        <message>
            <source>Discard combat cards</source>
            <translation>Défausse des cartes Combat</translation>
        </message>
        <message>
            <source>Pass the first player token</source>
            <translation>Changement de premier joueur</translation>
        </message>
        <message>
            <source>Every base in a zone with enemy units is destroyed; then every transport without a friendly base on either of its planets.</source>
            <translation>Toute base dans une zone contenant des unités ennemies est détruite ; puis tout transport sans base amie sur l'une de ses deux planètes.</translation>
        </message>
        <message>
            <source>A resource card is lost when its planet has none of your bases, or its zone holds an enemy base or unit; the workers on it are destroyed.</source>
            <translation>Une carte ressource est perdue si sa planète n'a aucune de vos bases, ou si sa zone contient une base ou une unité ennemie ; ses travailleurs sont détruits.</translation>
        </message>
        <message>
            <source>On each planet with your base, take the cards of your zones; the only player with a base there also takes the empty zones'.</source>
            <translation>Sur chaque planète où vous avez une base, prenez les cartes de vos zones ; le seul joueur avec une base sur la planète prend aussi celles des zones vides.</translation>
        </message>
        <message>
            <source>Every worker goes back to the reserve (Muster does it).</source>
            <translation>Tous les travailleurs retournent dans la réserve (Muster s'en charge).</translation>
        </message>
        <message>
            <source>Each player scores the conquest points of the zones they control (a base or units in the zone); say how many zones too, for the tie-breakers.</source>
            <translation>Chaque joueur gagne les points de conquête des zones qu'il contrôle (une base ou des unités dans la zone) ; indiquez aussi le nombre de zones, pour départager les égalités.</translation>
        </message>
        <message>
            <source>Muster checks who has reached their conquest points (15; 20 against Aldaris).</source>
            <translation>Muster vérifie qui a atteint ses points de conquête (15 ; 20 contre Aldaris).</translation>
        </message>
        <message>
            <source>Say whose objective is met; most count only while the Event deck's top card is of epoch III.</source>
            <translation>Indiquez qui a rempli son objectif ; la plupart ne comptent que si la première carte du paquet Événement est de l'époque III.</translation>
        </message>
        <message>
            <source>In turn, each player may play one Event card and discards the rest; "The End is Near" must be played.</source>
            <translation>À tour de rôle, chaque joueur peut jouer une carte Événement et défausse les autres ; « La Fin est Proche » doit être jouée.</translation>
        </message>
        <message>
            <source>Each player discards down to their hand limit.</source>
            <translation>Chaque joueur défausse jusqu'à sa limite de cartes en main.</translation>
        </message>
        <message>
            <source>The first player token passes to the left.</source>
            <translation>Le pion premier joueur passe au voisin de gauche.</translation>
        </message>
        <message>
            <source>{player}'s starting forces: {units}</source>
            <translation>forces de départ de {player} : {units}</translation>
        </message>
        <message>
            <source>planning begins</source>
            <translation>la programmation commence</translation>
        </message>
        <message>
            <source>{player} places a special order on {planet}</source>
            <translation>{player} place un ordre spécial sur {planet}</translation>
        </message>
        <message>
            <source>{player} places an order on {planet}</source>
            <translation>{player} place un ordre sur {planet}</translation>
        </message>
        <message>
            <source>special {order}</source>
            <translation>{order} spécial</translation>
        </message>
        <message>
            <source>{player} reveals {order} on {planet} and draws an Event card instead</source>
            <translation>{player} révèle {order} sur {planet} et pioche une carte Événement à la place</translation>
        </message>
        <message>
            <source>{player} executes {order} on {planet}</source>
            <translation>{player} exécute {order} sur {planet}</translation>
        </message>
        <message>
            <source>{player} is blocked and draws an Event card</source>
            <translation>{player} est bloqué et pioche une carte Événement</translation>
        </message>
        <message numerus="yes">
            <source>%n workers</source>
            <translation>
                <numerusform>%n travailleur</numerusform>
                <numerusform>%n travailleurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} puts %n workers on {card}</source>
            <translation>
                <numerusform>{player} place %n travailleur sur {card}</numerusform>
                <numerusform>{player} place %n travailleurs sur {card}</numerusform>
            </translation>
        </message>
        <message>
            <source>a transport on {routes}</source>
            <translation>un transport sur {routes}</translation>
        </message>
        <message>
            <source>{building} level {level}</source>
            <translation>{building} de niveau {level}</translation>
        </message>
        <message>
            <source>a base</source>
            <translation>une base</translation>
        </message>
        <message>
            <source>{player} builds {what}</source>
            <translation>{player} construit {what}</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>rien</translation>
        </message>
        <message>
            <source>{player} researches and buys {tech}</source>
            <translation>{player} fait une recherche et achète {tech}</translation>
        </message>
        <message>
            <source>{player} researches</source>
            <translation>{player} fait une recherche</translation>
        </message>
        <message>
            <source>battle: {attacker} attacks {defender}; losses: {a} / {d}</source>
            <translation>bataille : {attacker} attaque {defender} ; pertes : {a} / {d}</translation>
        </message>
        <message>
            <source>{player} loses {what}</source>
            <translation>{player} perd {what}</translation>
        </message>
        <message>
            <source>regrouping, step {step}: {name}</source>
            <translation>regroupement, étape {step} : {name}</translation>
        </message>
        <message>
            <source>the players end the game</source>
            <translation>les joueurs mettent fin à la partie</translation>
        </message>
        <message>
            <source>{player}'s figures are corrected</source>
            <translation>les valeurs de {player} sont corrigées</translation>
        </message>
        <message>
            <source>{player} has {cp} CP</source>
            <translation>{player} a {cp} PC</translation>
        </message>
        <message>
            <source>{player} is eliminated</source>
            <translation>{player} est éliminé</translation>
        </message>
        <message>
            <source>"The End is Near" beside the board: {count}</source>
            <translation>« La Fin est Proche » à côté du plateau : {count}</translation>
        </message>
        <message>
            <source>execution begins</source>
            <translation>l'exécution commence</translation>
        </message>
        <message>
            <source>{player} is the first player</source>
            <translation>{player} est le premier joueur</translation>
        </message>
        <message>
            <source>{players} win the game ({reason})</source>
            <translation>{players} remporte la partie ({reason})</translation>
        </message>
        <message>
            <source>the game ends without a winner</source>
            <translation>la partie se termine sans vainqueur</translation>
        </message>
        <message>
            <source>{left}; {right}</source>
            <translation>{left} ; {right}</translation>
        </message>
        <message>
            <source>Before the first round — {line}</source>
            <translation>Avant le premier tour — {line}</translation>
        </message>
        <message>
            <source>Round {round} — {line}</source>
            <translation>Tour {round} — {line}</translation>
        </message>
        <message>
            <source>set up</source>
            <translation>mise en place</translation>
        </message>
        <message>
            <source>planning</source>
            <translation>programmation</translation>
        </message>
        <message>
            <source>execution</source>
            <translation>exécution</translation>
        </message>
        <message>
            <source>regrouping</source>
            <translation>regroupement</translation>
        </message>
        <message>
            <source>Round {round}, {phase}; Event deck: epoch {epoch}, cards left: {left}; "The End is Near": {end}</source>
            <translation>Tour {round}, {phase} ; paquet Événement : époque {epoch}, cartes restantes : {left} ; « La Fin est Proche » : {end}</translation>
        </message>
        <message>
            <source>Regrouping step {step} done: {name}</source>
            <translation>Étape {step} du regroupement faite : {name}</translation>
        </message>
        <message>
            <source>{player} ({faction}): {cp} CP{flip}; resources {resources}; workers {reserve} in reserve, {unavailable} unavailable, {on_cards} on cards; bases {bases}; transports {transports}; units {units}; buildings {buildings}; modules {modules}; technologies {techs}; hand {hand}; events {events}</source>
            <translation>{player} ({faction}) : {cp} PC{flip} ; ressources {resources} ; travailleurs {reserve} en réserve, {unavailable} indisponibles, {on_cards} sur les cartes ; bases {bases} ; transports {transports} ; unités {units} ; bâtiments {buildings} ; modules {modules} ; technologies {techs} ; main {hand} ; événements {events}</translation>
        </message>
        <message>
            <source>build limit {limit}; special orders a round {special}</source>
            <translation>limite de construction d'unités {limit} ; ordres spéciaux par tour {special}</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>éliminé</translation>
        </message>
        <message>
            <source>Finished: {players} ({reason})</source>
            <translation>Terminée : {players} ({reason})</translation>
        </message>
        <message>
            <source>bases</source>
            <translation>bases</translation>
        </message>
        <message>
            <source>workers</source>
            <translation>travailleurs</translation>
        </message>
        <message>
            <source>transports</source>
            <translation>transports</translation>
        </message>
        <message>
            <source>standard orders</source>
            <translation>ordres standard</translation>
        </message>
        <message>
            <source>special orders</source>
            <translation>ordres spéciaux</translation>
        </message>
        <message>
            <source>combat cards</source>
            <translation>cartes Combat</translation>
        </message>
        <message>
            <source>technology cards</source>
            <translation>cartes Technologie</translation>
        </message>
        <message>
            <source>building tiles</source>
            <translation>tuiles Bâtiment</translation>
        </message>
        <message>
            <source>module tokens</source>
            <translation>pions Module</translation>
        </message>
        <message>
            <source>minerals</source>
            <translation>minerai</translation>
        </message>
        <message>
            <source>gas</source>
            <translation>gaz</translation>
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
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>oui ou non</translation>
        </message>
        <message>
            <source>minerals/gas, such as 2/1</source>
            <translation>minerai/gaz, par exemple 2/1</translation>
        </message>
        <message>
            <source>one cost per level, minerals/gas, such as 1/0; 2/1; 3/2</source>
            <translation>un coût par niveau, minerai/gaz, par exemple 1/0 ; 2/1 ; 3/2</translation>
        </message>
        <message>
            <source>a building's name</source>
            <translation>le nom d'un bâtiment</translation>
        </message>
        <message>
            <source>a technology's name</source>
            <translation>le nom d'une technologie</translation>
        </message>
        <message>
            <source>units and how many, such as Marine 2, Firebat 1</source>
            <translation>des unités et leur nombre, par exemple Marine 2, Flammeur 1</translation>
        </message>
        <message>
            <source>a unit and how many, such as Hydralisk 2</source>
            <translation>une unité et leur nombre, par exemple Hydralisk 2</translation>
        </message>
        <message>
            <source>resources and capacities, such as minerals 2, gas 1</source>
            <translation>des ressources et leur capacité, par exemple minerai 2, gaz 1</translation>
        </message>
        <message>
            <source>the objective's text</source>
            <translation>le texte de l'objectif</translation>
        </message>
        <message>
            <source>{entry}, {figure}: {value} cannot be this figure.</source>
            <translation>{entry}, {figure} : {value} ne peut pas être cette valeur.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: its race has no {kind} named {value}.</source>
            <translation>{entry}, {figure} : sa race n'a pas de {kind} nommé {value}.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: the sheet prints this figure, it cannot be left empty.</source>
            <translation>{entry}, {figure} : la fiche imprime cette valeur, elle ne peut pas rester vide.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type a whole number from {low} to {high}.</source>
            <translation>{entry}, {figure} : tapez un nombre entier de {low} à {high}.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: its costs are given for {levels} levels; correct them first, or empty them.</source>
            <translation>{entry}, {figure} : ses coûts sont donnés pour {levels} niveaux ; corrigez-les d'abord, ou videz-les.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type {yes} or {no}.</source>
            <translation>{entry}, {figure} : tapez {yes} ou {no}.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type minerals/gas, such as 2/1 for 2 minerals and 1 gas.</source>
            <translation>{entry}, {figure} : tapez minerai/gaz, par exemple 2/1 pour 2 minerai et 1 gaz.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: it has {levels} levels, type one cost per level, separated by ";".</source>
            <translation>{entry}, {figure} : il a {levels} niveaux, tapez un coût par niveau, séparés par « ; ».</translation>
        </message>
        <message>
            <source>{entry}, {figure}: a building has at most 3 levels, so 3 costs.</source>
            <translation>{entry}, {figure} : un bâtiment a au plus 3 niveaux, donc 3 coûts.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type a unit's name and how many, such as Marine 2.</source>
            <translation>{entry}, {figure} : tapez le nom d'une unité et leur nombre, par exemple Marine 2.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: at most 9 units.</source>
            <translation>{entry}, {figure} : 9 unités au plus.</translation>
        </message>
        <message>
            <source>{entry}, {figure}: type {minerals} or {gas} and a capacity from 1 to 9, such as {minerals} 2, {gas} 1.</source>
            <translation>{entry}, {figure} : tapez {minerals} ou {gas} et une capacité de 1 à 9, par exemple {minerals} 2, {gas} 1.</translation>
        </message>
        <message>
            <source>There is no entry {value} in the StarCraft catalogue.</source>
            <translation>Le catalogue StarCraft n'a pas d'entrée {value}.</translation>
        </message>
        <message numerus="yes">
            <source>%n unknown</source>
            <translation>
                <numerusform>%n inconnue</numerusform>
                <numerusform>%n inconnues</numerusform>
            </translation>
        </message>
        <message>
            <source>Faction reference</source>
            <translation>Aide-mémoire de faction</translation>
        </message>
        <message>
            <source>Round sheet</source>
            <translation>Feuille de tour</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coût</translation>
        </message>
        <message>
            <source>Flying</source>
            <translation>Volante</translation>
        </message>
        <message>
            <source>Hits ground</source>
            <translation>Cible : sol</translation>
        </message>
        <message>
            <source>Hits flying</source>
            <translation>Cible : volant</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Soutien</translation>
        </message>
        <message>
            <source>{level}: {unit}</source>
            <translation>{level} : {unit}</translation>
        </message>
        <message>
            <source>Faction sheet</source>
            <translation>Fiche de faction</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Contenu</translation>
        </message>
        <message>
            <source>{game} · {faction}: empty boxes are figures to copy from the sheet</source>
            <translation>{game} · {faction} : les cases vides sont des valeurs à recopier de la fiche</translation>
        </message>
        <message>
            <source>Not known yet: copy it from the faction sheet.</source>
            <translation>Pas encore connu : recopiez-le de la fiche de faction.</translation>
        </message>
        <message>
            <source>{building}, level {level}</source>
            <translation>{building}, niveau {level}</translation>
        </message>
        <message>
            <source>{tech}; destroys {sacrifice}</source>
            <translation>{tech} ; détruit {sacrifice}</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <source>Unlocked by</source>
            <translation>Débloquée par</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>Building</source>
            <translation>Bâtiment</translation>
        </message>
        <message>
            <source>Level {level}</source>
            <translation>Niveau {level}</translation>
        </message>
        <message>
            <source>Unlocks</source>
            <translation>Débloque</translation>
        </message>
        <message>
            <source>Buildings: cost of each level</source>
            <translation>Bâtiments : coût de chaque niveau</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>Module</translation>
        </message>
        <message>
            <source>Modules</source>
            <translation>Modules</translation>
        </message>
        <message>
            <source>Technologies</source>
            <translation>Technologies</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>conquest points</source>
            <translation>points de conquête</translation>
        </message>
        <message>
            <source>CP</source>
            <translation>PC</translation>
        </message>
        <message>
            <source>Orders: planet and order</source>
            <translation>Ordres : planète et ordre</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Ordre {number}</translation>
        </message>
        <message>
            <source>Regrouping: the ten steps</source>
            <translation>Regroupement : les dix étapes</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Tour</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Premier joueur</translation>
        </message>
        <message>
            <source>Event deck: epoch</source>
            <translation>Paquet Événement : époque</translation>
        </message>
        <message>
            <source>Events held, "The End is Near", notes</source>
            <translation>Événements en main, « La Fin est Proche », notes</translation>
        </message>
        <message>
            <source>{game} · {cp}: 15 to win, 20 against Aldaris</source>
            <translation>{game} · {cp} : 15 pour gagner, 20 contre Aldaris</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Factions</source>
            <translation>Factions</translation>
        </message>
        <message>
            <source>Conquest points so far {score}</source>
            <translation>Points de conquête pour l'instant {score}</translation>
        </message>
        <message>
            <source>conquest points {score} · round {turns}</source>
            <translation>points de conquête {score} · tour {turns}</translation>
        </message>
        <message>
            <source>There is no faction {value} in the StarCraft catalogue.</source>
            <translation>Le catalogue StarCraft n'a pas de faction {value}.</translation>
        </message>
        <message>
            <source>{player}'s workers have not gathered enough this round: {missing} missing (the build costs {cost}).</source>
            <translation>Les travailleurs de {player} n'ont pas assez récolté ce tour-ci : il manque {missing} (la construction coûte {cost}).</translation>
        </message>
        <message numerus="yes">
            <source>"The End is Near" is an epoch III card: %n epoch III cards have been drawn so far.</source>
            <translation>
                <numerusform>« La Fin est Proche » est une carte de l'époque III : %n carte de l'époque III a été piochée jusqu'ici.</numerusform>
                <numerusform>« La Fin est Proche » est une carte de l'époque III : %n cartes de l'époque III ont été piochées jusqu'ici.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The skirmishes destroy %n {unit} of the attacker's, no more.</source>
            <translation>
                <numerusform>Les escarmouches détruisent %n {unit} de l'attaquant, pas plus.</numerusform>
                <numerusform>Les escarmouches détruisent %n {unit} de l'attaquant, pas plus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The skirmishes destroy %n {unit} of the defender's, no more.</source>
            <translation>
                <numerusform>Les escarmouches détruisent %n {unit} du défenseur, pas plus.</numerusform>
                <numerusform>Les escarmouches détruisent %n {unit} du défenseur, pas plus.</numerusform>
            </translation>
        </message>
        <message>
            <source>StarCraft: the board game needs no collection: its box holds every piece. Type your faction sheets' figures once, under New game → Faction sheets….</source>
            <translation>StarCraft : le jeu de plateau ne demande pas de collection : sa boîte contient toutes les pièces. Saisissez une fois les valeurs de vos fiches de faction, dans Nouvelle partie → Fiches de faction…</translation>
        </message>
    </context>
    <context>
        <name>StarcraftOptions</name>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Home of {faction}</source>
            <translation>Planète de {faction}</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>Tiré au sort</translation>
        </message>
        <message>
            <source>The players need different names.</source>
            <translation>Les joueurs doivent avoir des noms différents.</translation>
        </message>
        <message>
            <source>Name {player}'s home planet.</source>
            <translation>Nommez la planète natale de {player}.</translation>
        </message>
        <message>
            <source>Each faction is played once at most.</source>
            <translation>Chaque faction est jouée une fois au plus.</translation>
        </message>
        <message>
            <source>The team game is for 4 or 6 players.</source>
            <translation>Le jeu par équipe se joue à 4 ou 6 joueurs.</translation>
        </message>
        <message>
            <source>StarCraft</source>
            <translation>StarCraft</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Factions</source>
            <translation>Factions</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>Premier joueur</translation>
        </message>
        <message>
            <source>Faction sheets…</source>
            <translation>Fiches de faction…</translation>
        </message>
        <message>
            <source>Type a faction sheet's figures once: every new game then starts from them</source>
            <translation>Saisissez une fois les valeurs d'une fiche de faction : chaque nouvelle partie en part ensuite</translation>
        </message>
        <message>
            <source>Standard game</source>
            <translation>Partie standard</translation>
        </message>
        <message>
            <source>Galactic Conquest</source>
            <translation>Conquête Galactique</translation>
        </message>
        <message>
            <source>Teams of two</source>
            <translation>Équipes de deux</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Home planet</source>
            <translation>Planète natale</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>Travailleurs</translation>
        </message>
        <message>
            <source>Minerals</source>
            <translation>Minerai</translation>
        </message>
        <message>
            <source>Gas</source>
            <translation>Gaz</translation>
        </message>
        <message>
            <source>The capacity of the faction sheet's permanent resource</source>
            <translation>La valeur de la ressource permanente de la fiche de faction</translation>
        </message>
        <message>
            <source>Chosen in turn order</source>
            <translation>Choisies dans l'ordre du tour</translation>
        </message>
        <message>
            <source>Planet</source>
            <translation>Planète</translation>
        </message>
    </context>
    <context>
        <name>StartingForces</name>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>Not entered yet: copy them from the back of the faction sheet.</source>
            <translation>Pas encore saisies : recopiez-les du dos de la fiche de faction.</translation>
        </message>
        <message>
            <source>{faction}: entered; change them if the sheet says otherwise.</source>
            <translation>{faction} : saisies ; modifiez-les si la fiche dit autre chose.</translation>
        </message>
        <message>
            <source>Record {player}'s starting forces</source>
            <translation>Enregistrer les forces de départ de {player}</translation>
        </message>
        <message>
            <source>{player}: units to enter</source>
            <translation>{player} : unités à saisir</translation>
        </message>
        <message>
            <source>{player}: ready</source>
            <translation>{player} : prêt</translation>
        </message>
        <message>
            <source>Transports (routes, separated by commas)</source>
            <translation>Transports (routes, séparées par des virgules)</translation>
        </message>
        <message>
            <source>e.g. Char–Aiur</source>
            <translation>p. ex. Char–Aiur</translation>
        </message>
        <message>
            <source>Printed building (level 1)</source>
            <translation>Bâtiment imprimé (niveau 1)</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Set-up</source>
            <translation>Mise en place</translation>
        </message>
        <message>
            <source>Planning</source>
            <translation>Programmation</translation>
        </message>
        <message>
            <source>Execution</source>
            <translation>Exécution</translation>
        </message>
        <message>
            <source>Regrouping</source>
            <translation>Regroupement</translation>
        </message>
        <message>
            <source>Round {round} — {phase}</source>
            <translation>Tour {round} — {phase}</translation>
        </message>
        <message>
            <source>Round {round} — the game is over</source>
            <translation>Tour {round} — la partie est finie</translation>
        </message>
        <message>
            <source>step {step} of 10 done</source>
            <translation>étape {step} sur 10 faite</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>au tour de {player}</translation>
        </message>
        <message>
            <source>team {team}</source>
            <translation>équipe {team}</translation>
        </message>
        <message>
            <source>not entered yet</source>
            <translation>pas encore saisies</translation>
        </message>
        <message>
            <source>{placed} placed, {done} revealed</source>
            <translation>{placed} placés, {done} révélés</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>éliminé</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Approvisionnement</translation>
        </message>
        <message>
            <source>Research &amp; Development</source>
            <translation>Recherche &amp; Développement</translation>
        </message>
        <message>
            <source>Air support</source>
            <translation>Soutien Aérien</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Tour {round}</translation>
        </message>
        <message>
            <source>Set-up: starting forces</source>
            <translation>Préparation : forces de départ</translation>
        </message>
        <message>
            <source>Place each faction's starting forces as the back of its sheet lists them and enter them here; still to enter: {players}.</source>
            <translation>Placez les forces de départ de chaque faction comme le dos de sa fiche les liste, et saisissez-les ici ; reste à saisir : {players}.</translation>
        </message>
        <message>
            <source>Every player is ready: start the round with the planning phase.</source>
            <translation>Tous les joueurs sont prêts : commencez le tour par la phase de programmation.</translation>
        </message>
        <message>
            <source>Start round {round}</source>
            <translation>Commencer le tour {round}</translation>
        </message>
        <message>
            <source>{player} places an order</source>
            <translation>{player} place un ordre</translation>
        </message>
        <message>
            <source>Orders are placed face down, one at a time, clockwise: {placed} of 4 placed. Name the planet.</source>
            <translation>Les ordres se placent face cachée, un à la fois, dans le sens horaire : {placed} sur 4 placés. Nommez la planète.</translation>
        </message>
        <message>
            <source>Every order is revealed</source>
            <translation>Tous les ordres sont révélés</translation>
        </message>
        <message>
            <source>Record what the last order did, then begin regrouping.</source>
            <translation>Notez ce qu'a fait le dernier ordre, puis commencez le regroupement.</translation>
        </message>
        <message>
            <source>{player} reveals an order</source>
            <translation>{player} révèle un ordre</translation>
        </message>
        <message>
            <source>None of their orders is on top of a stack: they draw an Event card.</source>
            <translation>Aucun de ses ordres n'est au sommet d'une pile : il pioche une carte Événement.</translation>
        </message>
        <message>
            <source>Reveal one of your orders on top of a stack; say what it is, or draw an Event card instead of executing it.</source>
            <translation>Révélez un de vos ordres au sommet d'une pile ; dites lequel, ou piochez une carte Événement au lieu de l'exécuter.</translation>
        </message>
        <message>
            <source>{total}: {split}</source>
            <translation>{total} : {split}</translation>
        </message>
        <message>
            <source>minerals</source>
            <translation>minerai</translation>
        </message>
        <message>
            <source>gas</source>
            <translation>gaz</translation>
        </message>
        <message>
            <source>permanent</source>
            <translation>permanente</translation>
        </message>
        <message>
            <source>(overexploited)</source>
            <translation>(surexploitée)</translation>
        </message>
        <message>
            <source>{card}: {resource} {capacity}</source>
            <translation>{card} : {resource} {capacity}</translation>
        </message>
        <message>
            <source>base destroyed on {name}</source>
            <translation>base détruite sur {name}</translation>
        </message>
        <message>
            <source>transport destroyed on {name}</source>
            <translation>transport détruit sur {name}</translation>
        </message>
        <message>
            <source>resource card lost: {name}</source>
            <translation>carte ressource perdue : {name}</translation>
        </message>
        <message>
            <source>resource card gained: {name}</source>
            <translation>carte ressource gagnée : {name}</translation>
        </message>
        <message>
            <source>{player}: {change}</source>
            <translation>{player} : {change}</translation>
        </message>
        <message>
            <source>Nothing yet: add what the board shows, if anything.</source>
            <translation>Rien pour l'instant : ajoutez ce que montre le plateau, s'il y a lieu.</translation>
        </message>
        <message>
            <source>Name the planet, route or zone.</source>
            <translation>Nommez la planète, la route ou la zone.</translation>
        </message>
        <message>
            <source>{order} on {planet}: a battle?</source>
            <translation>{order} sur {planet} : une bataille ?</translation>
        </message>
        <message>
            <source>{player} defends</source>
            <translation>{player} défend</translation>
        </message>
        <message>
            <source>{order} on {planet}: what it gives</source>
            <translation>{order} sur {planet} : ce qu'il donne</translation>
        </message>
        <message>
            <source>no unit</source>
            <translation>aucune unité</translation>
        </message>
        <message>
            <source>no building</source>
            <translation>aucun bâtiment</translation>
        </message>
        <message>
            <source>no module</source>
            <translation>aucun module</translation>
        </message>
        <message>
            <source>no technology</source>
            <translation>aucune technologie</translation>
        </message>
        <message>
            <source>Regrouping, step {step} of 10: {name}</source>
            <translation>Regroupement, étape {step} sur 10 : {name}</translation>
        </message>
        <message>
            <source>Conquest points gained</source>
            <translation>Points de conquête gagnés</translation>
        </message>
        <message>
            <source>Zones controlled</source>
            <translation>Zones contrôlées</translation>
        </message>
        <message>
            <source>Event cards played</source>
            <translation>Cartes Événement jouées</translation>
        </message>
        <message>
            <source>Combat cards kept</source>
            <translation>Cartes Combat gardées</translation>
        </message>
        <message>
            <source>objective met</source>
            <translation>objectif atteint</translation>
        </message>
        <message>
            <source>Step {step} done</source>
            <translation>Étape {step} faite</translation>
        </message>
        <message>
            <source>Build planner: {player}</source>
            <translation>Planificateur de construction : {player}</translation>
        </message>
        <message>
            <source>Build limit: {limit} units; special orders a round: {special}</source>
            <translation>Limite de construction : {limit} unités ; ordres spéciaux par tour : {special}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>maybe</source>
            <translation>peut-être</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>conquest points</source>
            <translation>points de conquête</translation>
        </message>
        <message>
            <source>special victory</source>
            <translation>victoire particulière</translation>
        </message>
        <message>
            <source>the end of the game</source>
            <translation>la fin de la partie</translation>
        </message>
        <message>
            <source>elimination</source>
            <translation>élimination</translation>
        </message>
        <message>
            <source>agreed by the players</source>
            <translation>d'un commun accord</translation>
        </message>
        <message>
            <source>Won by {players} ({reason}), after {rounds} rounds.</source>
            <translation>Gagnée par {players} ({reason}), après {rounds} tours.</translation>
        </message>
        <message>
            <source>{player} ({faction}): {cp} CP</source>
            <translation>{player} ({faction}) : {cp} PC</translation>
        </message>
        <message>
            <source>Name the planet the order is placed on.</source>
            <translation>Nommez la planète où l'ordre est placé.</translation>
        </message>
        <message>
            <source>Correct…</source>
            <translation>Corriger…</translation>
        </message>
        <message>
            <source>Set a player's figures by hand</source>
            <translation>Régler à la main les chiffres d'un joueur</translation>
        </message>
        <message>
            <source>End the game…</source>
            <translation>Finir la partie…</translation>
        </message>
        <message>
            <source>The players agree to stop: say who wins</source>
            <translation>Les joueurs s'accordent pour s'arrêter : dites qui gagne</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Conquest points</source>
            <translation>Points de conquête</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>Ressources</translation>
        </message>
        <message>
            <source>Workers
reserve · unavailable · on cards</source>
            <translation>Travailleurs
réserve · indisp. · cartes</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>Travailleurs</translation>
        </message>
        <message>
            <source>"The End is Near" played</source>
            <translation>« La Fin est Proche » jouées</translation>
        </message>
        <message>
            <source>Bases</source>
            <translation>Bases</translation>
        </message>
        <message>
            <source>Event deck: epoch {epoch}, {left} left; "The End is Near": {end}</source>
            <translation>Paquet Événement : époque {epoch}, {left} restantes ; « La Fin est Proche » : {end}</translation>
        </message>
        <message>
            <source>{cp}/{needed} CP · {zones} zones</source>
            <translation>{cp}/{needed} PC · {zones} zones</translation>
        </message>
        <message>
            <source>Transports</source>
            <translation>Transports</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>Buildings</source>
            <translation>Bâtiments</translation>
        </message>
        <message>
            <source>Modules</source>
            <translation>Modules</translation>
        </message>
        <message>
            <source>Technologies</source>
            <translation>Technologies</translation>
        </message>
        <message>
            <source>Combat cards</source>
            <translation>Cartes Combat</translation>
        </message>
        <message>
            <source>Event cards</source>
            <translation>Cartes Événement</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Ordres</translation>
        </message>
        <message>
            <source>Purchase</source>
            <translation>Achat</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>Permis</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <source>Planet</source>
            <translation>Planète</translation>
        </message>
        <message>
            <source>Special order (gold token)</source>
            <translation>Ordre spécial (pion doré)</translation>
        </message>
        <message>
            <source>Place the order</source>
            <translation>Placer l'ordre</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordre</translation>
        </message>
        <message>
            <source>Draw an Event card instead</source>
            <translation>Piocher une carte Événement à la place</translation>
        </message>
        <message>
            <source>Reveal the order</source>
            <translation>Révéler l'ordre</translation>
        </message>
        <message>
            <source>Blocked: draw an Event card</source>
            <translation>Bloqué : piocher une carte Événement</translation>
        </message>
        <message>
            <source>Begin regrouping</source>
            <translation>Commencer le regroupement</translation>
        </message>
        <message>
            <source>A new base</source>
            <translation>Une nouvelle base</translation>
        </message>
        <message>
            <source>Record the build</source>
            <translation>Noter la construction</translation>
        </message>
        <message>
            <source>3 combat cards</source>
            <translation>3 cartes Combat</translation>
        </message>
        <message>
            <source>Record the research</source>
            <translation>Noter la recherche</translation>
        </message>
        <message>
            <source>Enter the battle…</source>
            <translation>Saisir la bataille…</translation>
        </message>
        <message>
            <source>Workers harvest</source>
            <translation>Récolte des travailleurs</translation>
        </message>
        <message>
            <source>Place the workers</source>
            <translation>Placer les travailleurs</translation>
        </message>
        <message>
            <source>Base destroyed</source>
            <translation>Base détruite</translation>
        </message>
        <message>
            <source>Transport destroyed</source>
            <translation>Transport détruit</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Effacer</translation>
        </message>
    </context>
</TS>
