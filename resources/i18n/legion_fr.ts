<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>ArmyColumn</name>
        <message>
            <source>Primary objective</source>
            <translation>Objectif principal</translation>
        </message>
        <message>
            <source>Secondary objective</source>
            <translation>Objectif secondaire</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Autre</translation>
        </message>
        <message>
            <source>Play card</source>
            <translation>Jouer la carte</translation>
        </message>
        <message>
            <source>Issue orders</source>
            <translation>Donner les ordres</translation>
        </message>
        <message>
            <source>Draw order token</source>
            <translation>Tirer un pion Ordre</translation>
        </message>
    </context>
    <context>
        <name>CardList</name>
        <message>
            <source>Search names and keywords (Ctrl+F)</source>
            <translation>Chercher noms et mots-clés (Ctrl+F)</translation>
        </message>
        <message>
            <source>Only what fits</source>
            <translation>Seulement le possible</translation>
        </message>
        <message>
            <source>Hide the cards that would break a rule</source>
            <translation>Masquer les cartes qui enfreindraient une règle</translation>
        </message>
        <message>
            <source>Unreleased</source>
            <translation>Pas encore sorties</translation>
        </message>
        <message>
            <source>Also list the cards Legion HQ announces but that are not out yet</source>
            <translation>Lister aussi les cartes annoncées par Legion HQ mais pas encore sorties</translation>
        </message>
        <message>
            <source>Back to units</source>
            <translation>Retour aux unités</translation>
        </message>
        <message>
            <source>List the units again (Esc)</source>
            <translation>Afficher de nouveau les unités (Échap)</translation>
        </message>
        <message>
            <source>Clear the search and filters</source>
            <translation>Effacer la recherche et les filtres</translation>
        </message>
        <message>
            <source>All ranks</source>
            <translation>Tous les rangs</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no card to list here.</source>
            <translation>Il n’y a aucune carte à afficher ici.</translation>
        </message>
        <message>
            <source>No card matches “{search}”.</source>
            <translation>Aucune carte ne correspond à « {search} ».</translation>
        </message>
        <message>
            <source>No card matches these filters.</source>
            <translation>Aucune carte ne correspond à ces filtres.</translation>
        </message>
    </context>
    <context>
        <name>CardTableModel</name>
        <message>
            <source>{name} (not out yet: {when})</source>
            <translation>{name} (pas encore sortie : {when})</translation>
        </message>
        <message>
            <source>No name in your language is known yet: shown in English.</source>
            <translation>Aucun nom français connu pour l’instant : affiché en anglais.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Rank / type</source>
            <translation>Rang / type</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Owned</source>
            <translation>Possédées</translation>
        </message>
        <message>
            <source>Keywords</source>
            <translation>Mots-clés</translation>
        </message>
    </context>
    <context>
        <name>CatalogueCardModel</name>
        <message>
            <source>Figures</source>
            <translation>Caractéristiques</translation>
        </message>
    </context>
    <context>
        <name>CommandCardBadge</name>
        <message>
            <source>No command card</source>
            <translation>Aucune carte Commandement</translation>
        </message>
        <message>
            <source>Command card:</source>
            <translation>Carte Commandement :</translation>
        </message>
        <message numerus="yes">
            <source>%n pips</source>
            <translation>
                <numerusform>%n point lumineux</numerusform>
                <numerusform>%n points lumineux</numerusform>
            </translation>
        </message>
        <message>
            <source>card of {owner}</source>
            <translation>carte de {owner}</translation>
        </message>
        <message>
            <source>any commander</source>
            <translation>tout Commandant</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>This Legion share code is too long ({length} characters; at most {limit}).</source>
            <translation>Ce code de partage Légion est trop long ({length} caractères ; {limit} au plus).</translation>
        </message>
        <message>
            <source>This Legion HQ link has no list after its faction: {detail}.</source>
            <translation>Ce lien Legion HQ n’a pas de liste après sa faction : {detail}.</translation>
        </message>
        <message>
            <source>This Legion HQ link names the faction "{faction}", which Legion does not have.</source>
            <translation>Ce lien Legion HQ nomme la faction « {faction} », qui n’existe pas dans Légion.</translation>
        </message>
        <message>
            <source>This Legion HQ link is for a {points}-point game, which is no Legion format.</source>
            <translation>Ce lien Legion HQ vise une partie à {points} points, qui n’est pas un format de Légion.</translation>
        </message>
        <message>
            <source>This Legion HQ link names the battle force "{force}", which no catalogue has.</source>
            <translation>Ce lien Legion HQ nomme la force de bataille « {force} », qu’aucun catalogue ne contient.</translation>
        </message>
        <message>
            <source>Entry {position} of the Legion HQ link ("{entry}") is not a card or a unit.</source>
            <translation>L’élément {position} du lien Legion HQ (« {entry} ») n’est ni une carte ni une unité.</translation>
        </message>
        <message>
            <source>No loaded catalogue knows the cards at {positions}.</source>
            <translation>Aucun catalogue chargé ne connaît les cartes en {positions}.</translation>
        </message>
        <message>
            <source>Legion HQ has no link for the {format} format; choose one of today's formats.</source>
            <translation>Legion HQ n’a pas de lien pour le format {format} ; choisissez un des formats actuels.</translation>
        </message>
        <message>
            <source>The army has no faction yet, and a Legion HQ link names one.</source>
            <translation>L’armée n’a pas encore de faction, or un lien Legion HQ en nomme une.</translation>
        </message>
        <message>
            <source>{card} has no Legion HQ id in the catalogue, so it cannot be shared that way.</source>
            <translation>{card} n’a pas d’identifiant Legion HQ dans le catalogue : impossible de la partager ainsi.</translation>
        </message>
        <message>
            <source>This Tabletop Simulator army is not valid JSON: {detail}.</source>
            <translation>Cette armée Tabletop Simulator n’est pas du JSON valide : {detail}.</translation>
        </message>
        <message>
            <source>This Tabletop Simulator army has no {field} where one is expected.</source>
            <translation>Il manque « {field} » à cette armée Tabletop Simulator.</translation>
        </message>
        <message>
            <source>No loaded catalogue has the cards named {names}.</source>
            <translation>Aucun catalogue chargé n’a les cartes nommées {names}.</translation>
        </message>
        <message>
            <source>This Tabletop Simulator army is not a JSON object.</source>
            <translation>Cette armée Tabletop Simulator n’est pas un objet JSON.</translation>
        </message>
        <message>
            <source>a game of Legion has two players, not {count}.</source>
            <translation>une partie de Légion se joue à deux joueurs, pas à {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game of Legion ends (rounds, eliminated, conceded, time or agreed).</source>
            <translation>« {reason} » n'est pas une façon de finir une partie de Légion (rounds, eliminated, conceded, time ou agreed).</translation>
        </message>
        <message>
            <source>a game of Legion played to its end has a winner: victory tokens, then the score, then the blue player decide.</source>
            <translation>une partie de Légion jouée jusqu'au bout a un vainqueur : les pions Victoire, puis le score, puis le joueur bleu décident.</translation>
        </message>
        <message>
            <source>after the last round the player with the most victory tokens wins, not the one with fewer.</source>
            <translation>après le dernier round, le joueur ayant le plus de pions Victoire l'emporte, pas celui qui en a moins.</translation>
        </message>
        <message>
            <source>a game of Legion has two players.</source>
            <translation>une partie de Légion se joue à deux joueurs.</translation>
        </message>
        <message>
            <source>the army of {player} has no unit.</source>
            <translation>l'armée de {player} n'a aucune unité.</translation>
        </message>
        <message>
            <source>the blue player is player 0 or player 1.</source>
            <translation>le joueur bleu est le joueur 0 ou le joueur 1.</translation>
        </message>
        <message>
            <source>the army of {player} names an unknown unit {unit}.</source>
            <translation>l'armée de {player} nomme une unité inconnue, {unit}.</translation>
        </message>
        <message>
            <source>the army of {player}: {problem}</source>
            <translation>l'armée de {player} : {problem}</translation>
        </message>
        <message>
            <source>a team battle has two teams of two players.</source>
            <translation>un combat en équipes oppose deux équipes de deux joueurs.</translation>
        </message>
    </context>
    <context>
        <name>Legion</name>
        <message>
            <source>Heavy Weapon</source>
            <translation>Arme lourde</translation>
        </message>
        <message>
            <source>Personnel</source>
            <translation>Personnel</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Force</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Commandement</translation>
        </message>
        <message>
            <source>Hardpoint</source>
            <translation>Point d’accroche</translation>
        </message>
        <message>
            <source>Gear</source>
            <translation>Équipement</translation>
        </message>
        <message>
            <source>Grenades</source>
            <translation>Grenades</translation>
        </message>
        <message>
            <source>Comms</source>
            <translation>Comms</translation>
        </message>
        <message>
            <source>Pilot</source>
            <translation>Pilote</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>Generator</source>
            <translation>Générateur</translation>
        </message>
        <message>
            <source>Armament</source>
            <translation>Armement</translation>
        </message>
        <message>
            <source>Crew</source>
            <translation>Équipage</translation>
        </message>
        <message>
            <source>Ordnance</source>
            <translation>Artillerie</translation>
        </message>
        <message>
            <source>Programming</source>
            <translation>Programmation</translation>
        </message>
        <message>
            <source>Squad Leader</source>
            <translation>Chef d’escouade</translation>
        </message>
        <message>
            <source>Doctrine</source>
            <translation>Doctrine</translation>
        </message>
        <message>
            <source>Clan</source>
            <translation>Clan</translation>
        </message>
        <message>
            <source>unit</source>
            <translation>unité</translation>
        </message>
        <message>
            <source>upgrade</source>
            <translation>amélioration</translation>
        </message>
        <message>
            <source>command</source>
            <translation>commandement</translation>
        </message>
        <message>
            <source>battle</source>
            <translation>bataille</translation>
        </message>
        <message>
            <source>counterpart</source>
            <translation>alter ego</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>Déploiement</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Condition</translation>
        </message>
        <message>
            <source>Primary</source>
            <translation>Principale</translation>
        </message>
        <message>
            <source>Secondary</source>
            <translation>Secondaire</translation>
        </message>
        <message>
            <source>Advantage</source>
            <translation>Avantage</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Commandant</translation>
        </message>
        <message>
            <source>Operative</source>
            <translation>Agent</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Troupiers</translation>
        </message>
        <message>
            <source>Special Forces</source>
            <translation>Forces spéciales</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Soutien</translation>
        </message>
        <message>
            <source>Heavy</source>
            <translation>Lourd</translation>
        </message>
        <message>
            <source>Legion HQ link</source>
            <translation>Lien Legion HQ</translation>
        </message>
        <message>
            <source>Tabletop Simulator JSON</source>
            <translation>JSON Tabletop Simulator</translation>
        </message>
        <message>
            <source>Star Wars: Legion</source>
            <translation>Star Wars : Légion</translation>
        </message>
        <message>
            <source>Legion</source>
            <translation>Légion</translation>
        </message>
        <message>
            <source>Points: {points} of {limit} ({format})</source>
            <translation>Points : {points} sur {limit} ({format})</translation>
        </message>
        <message>
            <source>Ranks: {ranks}</source>
            <translation>Rangs : {ranks}</translation>
        </message>
        <message>
            <source>Command cards: {command} · battle cards: {battle}</source>
            <translation>Cartes Commandement : {command} · cartes Bataille : {battle}</translation>
        </message>
        <message>
            <source>Command hand</source>
            <translation>Main de Commandement</translation>
        </message>
        <message>
            <source>Battle deck</source>
            <translation>Paquet Bataille</translation>
        </message>
        <message>
            <source>1 pip</source>
            <translation>1 point lumineux</translation>
        </message>
        <message>
            <source>2 pips</source>
            <translation>2 points lumineux</translation>
        </message>
        <message>
            <source>3 pips</source>
            <translation>3 points lumineux</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>title</source>
            <translation>titre</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message>
            <source>points history</source>
            <translation>historique des points</translation>
        </message>
        <message>
            <source>errata</source>
            <translation>errata</translation>
        </message>
        <message>
            <source>keywords</source>
            <translation>mots-clés</translation>
        </message>
        <message>
            <source>stats</source>
            <translation>caractéristiques</translation>
        </message>
        <message>
            <source>weapons</source>
            <translation>armes</translation>
        </message>
        <message>
            <source>upgrade bar</source>
            <translation>barre d’amélioration</translation>
        </message>
        <message>
            <source>requirements</source>
            <translation>conditions</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Pips</source>
            <translation>Pts lum.</translation>
        </message>
        <message>
            <source>Miniatures</source>
            <translation>Figurines</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Blessures</translation>
        </message>
        <message>
            <source>Courage</source>
            <translation>Courage</translation>
        </message>
        <message>
            <source>Resilience</source>
            <translation>Résistance</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Vitesse</translation>
        </message>
        <message>
            <source>Defence:</source>
            <translation>Défense :</translation>
        </message>
        <message>
            <source>Surges:</source>
            <translation>Adrénaline :</translation>
        </message>
        <message>
            <source>Character:</source>
            <translation>Personnage :</translation>
        </message>
        <message>
            <source>red die</source>
            <translation>dé rouge</translation>
        </message>
        <message>
            <source>white die</source>
            <translation>dé blanc</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>Touche</translation>
        </message>
        <message>
            <source>critical</source>
            <translation>Critique</translation>
        </message>
        <message>
            <source>block</source>
            <translation>Blocage</translation>
        </message>
        <message>
            <source>Red ×{count}</source>
            <translation>Rouge ×{count}</translation>
        </message>
        <message>
            <source>Black ×{count}</source>
            <translation>Noir ×{count}</translation>
        </message>
        <message>
            <source>White ×{count}</source>
            <translation>Blanc ×{count}</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Corps-à-corps</translation>
        </message>
        <message>
            <source>Range {low}–{high}</source>
            <translation>Portée {low}–{high}</translation>
        </message>
        <message>
            <source>Upgrade bar</source>
            <translation>Barre d’amélioration</translation>
        </message>
        <message>
            <source>Adds to the upgrade bar</source>
            <translation>Ajoute à la barre d’amélioration</translation>
        </message>
        <message>
            <source>{type} upgrade</source>
            <translation>Amélioration {type}</translation>
        </message>
        <message>
            <source>Command card</source>
            <translation>Carte Commandement</translation>
        </message>
        <message>
            <source>{category} card</source>
            <translation>Carte {category}</translation>
        </message>
        <message>
            <source>Counterpart</source>
            <translation>Alter Ego</translation>
        </message>
        <message>
            <source>Suppression</source>
            <translation>Suppression</translation>
        </message>
        <message>
            <source>{rank} ({count})</source>
            <translation>{rank} ({count})</translation>
        </message>
        <message>
            <source>Unnamed army</source>
            <translation>Armée sans nom</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>Command hand ({count})</source>
            <translation>Main de Commandement ({count})</translation>
        </message>
        <message>
            <source>Contingencies ({count})</source>
            <translation>Cartes Aléa ({count})</translation>
        </message>
        <message>
            <source>Battle deck: {category} ({count})</source>
            <translation>Paquet Bataille : {category} ({count})</translation>
        </message>
        <message>
            <source>{pips} · {name}</source>
            <translation>{pips} · {name}</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Legion HQ link:</source>
            <translation>Lien Legion HQ :</translation>
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
            <source>Victory tokens</source>
            <translation>Pions Victoire</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Army</source>
            <translation>Armée</translation>
        </message>
        <message>
            <source>Armies</source>
            <translation>Armées</translation>
        </message>
        <message>
            <source>Victory tokens so far {score}</source>
            <translation>Pions Victoire pour l'instant {score}</translation>
        </message>
        <message>
            <source>Choose an army.</source>
            <translation>Choisissez une armée.</translation>
        </message>
        <message>
            <source>No saved army yet: build one in the Builder, or open a file or a share code here.</source>
            <translation>Aucune armée enregistrée pour l'instant : créez-en une dans la page Création, ou ouvrez ici un fichier ou un code de partage.</translation>
        </message>
        <message numerus="yes">
            <source>This army breaks %n rule(s).</source>
            <translation>
                <numerusform>Cette armée enfreint %n règle.</numerusform>
                <numerusform>Cette armée enfreint %n règles.</numerusform>
            </translation>
        </message>
        <message>
            <source>This army is legal.</source>
            <translation>Cette armée est légale.</translation>
        </message>
        <message>
            <source>Play with this army anyway</source>
            <translation>Jouer cette armée quand même</translation>
        </message>
        <message>
            <source>Choose an army for {player}.</source>
            <translation>Choisissez une armée pour {player}.</translation>
        </message>
        <message>
            <source>{player}'s army breaks the rules: tick the box to play it anyway.</source>
            <translation>L'armée de {player} enfreint les règles : cochez la case pour la jouer quand même.</translation>
        </message>
        <message>
            <source>Paste the army's share code:</source>
            <translation>Collez le code de partage de l'armée :</translation>
        </message>
        <message>
            <source>Register an &amp;army…</source>
            <translation>Inscrire une &amp;armée…</translation>
        </message>
        <message>
            <source>&amp;Withdraw an army…</source>
            <translation>Re&amp;tirer une armée…</translation>
        </message>
        <message>
            <source>Register an army</source>
            <translation>Inscrire une armée</translation>
        </message>
        <message>
            <source>Withdraw an army</source>
            <translation>Retirer une armée</translation>
        </message>
        <message>
            <source>Army of {name}:</source>
            <translation>Armée de {name} :</translation>
        </message>
        <message>
            <source>Army of {name} to withdraw:</source>
            <translation>Armée de {name} à retirer :</translation>
        </message>
        <message>
            <source>Registered armies: {names}</source>
            <translation>Armées inscrites : {names}</translation>
        </message>
        <message>
            <source>No registered army.</source>
            <translation>Aucune armée inscrite.</translation>
        </message>
        <message>
            <source>Record games with the players' armies to see how each army and each unit fares, and charts of the results over time.</source>
            <translation>Enregistrez des parties avec les armées des joueurs pour voir les résultats de chaque armée et de chaque unité, et des graphiques de leur évolution.</translation>
        </message>
    </context>
    <context>
        <name>LegionArmy</name>
        <message>
            <source>"army" must be an object</source>
            <translation>« army » doit être un objet</translation>
        </message>
        <message>
            <source>"points_date" must be a date (YYYY-MM-DD)</source>
            <translation>« points_date » doit être une date (AAAA-MM-JJ)</translation>
        </message>
        <message>
            <source>"units" must be a list of at most {limit}</source>
            <translation>« units » doit être une liste de {limit} éléments au plus</translation>
        </message>
        <message>
            <source>unit {number} must be an object with a "unit" id</source>
            <translation>l’unité {number} doit être un objet avec un identifiant « unit »</translation>
        </message>
        <message>
            <source>"battle_deck" must be an object of card lists</source>
            <translation>« battle_deck » doit être un objet de listes de cartes</translation>
        </message>
        <message>
            <source>"{key}" must be text</source>
            <translation>« {key} » doit être du texte</translation>
        </message>
        <message>
            <source>"{key}" must be text or null</source>
            <translation>« {key} » doit être du texte ou null</translation>
        </message>
        <message>
            <source>{where}: "{key}" must be a list of card ids</source>
            <translation>{where} : « {key} » doit être une liste d’identifiants de cartes</translation>
        </message>
        <message>
            <source>unit {number}: "{key}" must be a list of card ids</source>
            <translation>unité {number} : « {key} » doit être une liste d’identifiants de cartes</translation>
        </message>
    </context>
    <context>
        <name>LegionArmyEditor</name>
        <message>
            <source>The army's units and their upgrades</source>
            <translation>Les unités de l’armée et leurs améliorations</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Battle force</source>
            <translation>Force de bataille</translation>
        </message>
        <message>
            <source>Points as of</source>
            <translation>Points au</translation>
        </message>
        <message>
            <source>Count the points as they stood on a date of the points history</source>
            <translation>Compter les points tels qu’ils étaient à une date de l’historique des points</translation>
        </message>
        <message>
            <source>Search command cards</source>
            <translation>Chercher des cartes Commandement</translation>
        </message>
        <message>
            <source>Only the hand</source>
            <translation>Seulement la main</translation>
        </message>
        <message>
            <source>Command card</source>
            <translation>Carte Commandement</translation>
        </message>
        <message>
            <source>Pips</source>
            <translation>Points lumineux</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Personnage</translation>
        </message>
        <message>
            <source>Contingency</source>
            <translation>Aléas</translation>
        </message>
        <message>
            <source>Search battle cards</source>
            <translation>Chercher des cartes Bataille</translation>
        </message>
        <message>
            <source>Only the deck</source>
            <translation>Seulement le paquet</translation>
        </message>
        <message>
            <source>Battle card</source>
            <translation>Carte Bataille</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Catégorie</translation>
        </message>
        <message>
            <source>Tick a card, or press Enter or Space, to take it or give it back</source>
            <translation>Cochez une carte, ou appuyez sur Entrée ou Espace, pour la prendre ou la rendre</translation>
        </message>
        <message>
            <source>The unit's points with its upgrades</source>
            <translation>Les points de l’unité avec ses améliorations</translation>
        </message>
        <message>
            <source>Remove this unit (Delete)</source>
            <translation>Retirer cette unité (Suppr)</translation>
        </message>
        <message>
            <source>Add a copy of this unit with its upgrades (Ctrl+D)</source>
            <translation>Ajouter une copie de cette unité avec ses améliorations (Ctrl+D)</translation>
        </message>
        <message>
            <source>Arrows move between units and slots; Enter goes to the upgrade slots; Ctrl+D copies; Delete removes; drag onto the list to remove</source>
            <translation>Les flèches passent d’une unité ou d’un emplacement à l’autre ; Entrée va aux emplacements d’amélioration ; Ctrl+D copie ; Suppr retire ; glisser sur la liste retire</translation>
        </message>
        <message>
            <source>{slot} slot: select it, then double-click an upgrade or drag one here</source>
            <translation>Emplacement {slot} : sélectionnez-le, puis double-cliquez sur une amélioration ou glissez-en une ici</translation>
        </message>
        <message>
            <source>{slot} slot: {upgrade}. Double-click or press Delete to take it off; drag it onto another unit to move it (Ctrl: copy it), or press the menu key</source>
            <translation>Emplacement {slot} : {upgrade}. Double-cliquez ou appuyez sur Suppr pour la retirer ; glissez-la sur une autre unité pour l’y déplacer (Ctrl : l’y copier), ou appuyez sur la touche Menu</translation>
        </message>
        <message>
            <source>Counterpart: {name}</source>
            <translation>Alter Ego : {name}</translation>
        </message>
        <message>
            <source>Field the unit with its counterpart, or without</source>
            <translation>Aligner l’unité avec son Alter Ego, ou sans</translation>
        </message>
        <message>
            <source>The counterpart's points with its upgrades</source>
            <translation>Points de l’Alter Ego avec ses améliorations</translation>
        </message>
        <message>
            <source>The counterpart fielded with the unit: its own upgrade slots take upgrades as a unit's do</source>
            <translation>L’Alter Ego aligné avec l’unité : ses propres emplacements d’amélioration en reçoivent comme ceux d’une unité</translation>
        </message>
        <message>
            <source>{name} (not out yet: {when})</source>
            <translation>{name} (pas encore sortie : {when})</translation>
        </message>
        <message>
            <source>Choose a faction</source>
            <translation>Choisir une faction</translation>
        </message>
        <message>
            <source>No battle force</source>
            <translation>Aucune force de bataille</translation>
        </message>
        <message>
            <source>Latest points</source>
            <translation>Points actuels</translation>
        </message>
        <message>
            <source>Points left: {left}</source>
            <translation>Points restants : {left}</translation>
        </message>
        <message>
            <source>{points} of {limit} points</source>
            <translation>{points} points sur {limit}</translation>
        </message>
        <message>
            <source>At least {minimum}, at most {maximum}</source>
            <translation>Au moins {minimum}, au plus {maximum}</translation>
        </message>
        <message>
            <source>{rank}: none yet; the format asks for at least {minimum}.</source>
            <translation>{rank} : aucune unité ; le format en demande au moins {minimum}.</translation>
        </message>
        <message>
            <source>Double-click a unit in the list, press Enter on it or drag it here to add it to the army.</source>
            <translation>Double-cliquez sur une unité de la liste, appuyez sur Entrée ou glissez-la ici pour l’ajouter à l’armée.</translation>
        </message>
        <message>
            <source>Units ({count})</source>
            <translation>Unités ({count})</translation>
        </message>
        <message numerus="yes">
            <source>%n miniature(s)</source>
            <translation>
                <numerusform>%n figurine</numerusform>
                <numerusform>%n figurines</numerusform>
            </translation>
        </message>
        <message>
            <source>card: {points} points</source>
            <translation>carte : {points} points</translation>
        </message>
        <message>
            <source>Standing Orders</source>
            <translation>Tenir la Position</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s)</source>
            <translation>
                <numerusform>%n point lumineux</numerusform>
                <numerusform>%n points lumineux</numerusform>
            </translation>
        </message>
        <message>
            <source>Contingencies</source>
            <translation>Aléas</translation>
        </message>
        <message>
            <source>Command hand ({count})</source>
            <translation>Main de Commandement ({count})</translation>
        </message>
        <message>
            <source>No loaded catalogue has battle cards of these categories: {categories}.</source>
            <translation>Aucun catalogue chargé n’a de cartes Bataille de ces catégories : {categories}.</translation>
        </message>
        <message>
            <source>Battle deck ({count})</source>
            <translation>Paquet Bataille ({count})</translation>
        </message>
        <message>
            <source>{slot} upgrades for {unit}</source>
            <translation>Améliorations de type {slot} pour {unit}</translation>
        </message>
        <message>
            <source>Double-click an upgrade, press Enter on it or drag it onto the slot to equip it.</source>
            <translation>Double-cliquez sur une amélioration, appuyez sur Entrée ou glissez-la sur l’emplacement pour l’équiper.</translation>
        </message>
        <message>
            <source>Units for the army of the {faction}</source>
            <translation>Unités pour l’armée : {faction}</translation>
        </message>
        <message>
            <source>Units of every faction: the first one chosen sets the army's</source>
            <translation>Unités de toutes les factions : la première choisie donne celle de l’armée</translation>
        </message>
        <message>
            <source>Double-click a unit, press Enter on it or drag it onto the army to add it; select an upgrade slot to list its upgrades.</source>
            <translation>Double-cliquez sur une unité, appuyez sur Entrée ou glissez-la sur l’armée pour l’ajouter ; sélectionnez un emplacement d’amélioration pour afficher ses améliorations.</translation>
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
            <source>Copy {unit}</source>
            <translation>Copier {unit}</translation>
        </message>
        <message>
            <source>Equip {upgrade} on {unit}</source>
            <translation>Équiper {unit} de {upgrade}</translation>
        </message>
        <message>
            <source>Take {upgrade} off {unit}</source>
            <translation>Retirer {upgrade} de {unit}</translation>
        </message>
        <message>
            <source>Copy {upgrade} to {unit}</source>
            <translation>Copier {upgrade} sur {unit}</translation>
        </message>
        <message>
            <source>Move {upgrade} to {unit}</source>
            <translation>Déplacer {upgrade} sur {unit}</translation>
        </message>
        <message>
            <source>{number}. {unit}</source>
            <translation>{number}. {unit}</translation>
        </message>
        <message>
            <source>{counterpart} (with {unit})</source>
            <translation>{counterpart} (Alter Ego de {unit})</translation>
        </message>
        <message>
            <source>Move to</source>
            <translation>Déplacer sur</translation>
        </message>
        <message>
            <source>Copy to</source>
            <translation>Copier sur</translation>
        </message>
        <message>
            <source>{target} (replacing {upgrade})</source>
            <translation>{target} (à la place de {upgrade})</translation>
        </message>
        <message>
            <source>{target} (swapping with {upgrade})</source>
            <translation>{target} (échange avec {upgrade})</translation>
        </message>
        <message>
            <source>No other unit has a slot of this type</source>
            <translation>Aucune autre unité n’a d’emplacement de ce type</translation>
        </message>
        <message>
            <source>Take off</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Add {card} to {unit}</source>
            <translation>Ajouter {card} à {unit}</translation>
        </message>
        <message>
            <source>Leave {card} out</source>
            <translation>Laisser {card} de côté</translation>
        </message>
        <message>
            <source>Play the format {format}</source>
            <translation>Jouer au format {format}</translation>
        </message>
        <message>
            <source>Build for the {faction}</source>
            <translation>Faction de l’armée : {faction}</translation>
        </message>
        <message>
            <source>Build for any faction</source>
            <translation>Armée sans faction choisie</translation>
        </message>
        <message>
            <source>Build the battle force {force}</source>
            <translation>Force de bataille : {force}</translation>
        </message>
        <message>
            <source>Build without a battle force</source>
            <translation>Sans force de bataille</translation>
        </message>
        <message>
            <source>Count the points of {date}</source>
            <translation>Compter les points du {date}</translation>
        </message>
        <message>
            <source>Count the latest points</source>
            <translation>Compter les points actuels</translation>
        </message>
        <message>
            <source>Take {card} out of the contingencies</source>
            <translation>Retirer {card} des aléas</translation>
        </message>
        <message>
            <source>Set {card} aside as a contingency</source>
            <translation>Mettre {card} de côté en aléa</translation>
        </message>
        <message>
            <source>Take {card} out of the command hand</source>
            <translation>Retirer {card} de la main de Commandement</translation>
        </message>
        <message>
            <source>Take {card} into the command hand</source>
            <translation>Prendre {card} dans la main de Commandement</translation>
        </message>
        <message>
            <source>Fill the command hand</source>
            <translation>Compléter la main de Commandement</translation>
        </message>
        <message>
            <source>Fill the battle deck</source>
            <translation>Compléter le paquet Bataille</translation>
        </message>
        <message>
            <source>Take {card} out of the battle deck</source>
            <translation>Retirer {card} du paquet Bataille</translation>
        </message>
        <message>
            <source>Put {card} in the battle deck</source>
            <translation>Mettre {card} dans le paquet Bataille</translation>
        </message>
    </context>
    <context>
        <name>LegionBuilder</name>
        <message>
            <source>Untitled army</source>
            <translation>Armée sans nom</translation>
        </message>
        <message>
            <source>Saved armies</source>
            <translation>Armées enregistrées</translation>
        </message>
        <message>
            <source>No saved armies yet. Build one and press Save (Ctrl+S).</source>
            <translation>Aucune armée enregistrée pour l’instant. Composez-en une et appuyez sur Enregistrer (Ctrl+S).</translation>
        </message>
        <message>
            <source>No saved army matches this search.</source>
            <translation>Aucune armée enregistrée ne correspond à cette recherche.</translation>
        </message>
        <message>
            <source>No saved armies yet</source>
            <translation>Aucune armée enregistrée pour l’instant</translation>
        </message>
        <message>
            <source>Empty army: add units from the list.</source>
            <translation>Armée vide : ajoutez des unités depuis la liste.</translation>
        </message>
        <message>
            <source>Legal army.</source>
            <translation>Armée légale.</translation>
        </message>
        <message>
            <source>Casual army (house rules allowed).</source>
            <translation>Armée de partie libre (règles maison permises).</translation>
        </message>
        <message>
            <source>Start a new army (Ctrl+N)</source>
            <translation>Commencer une nouvelle armée (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save the army in Muster, legal or not (Ctrl+S)</source>
            <translation>Enregistrer l’armée dans Muster, légale ou non (Ctrl+S)</translation>
        </message>
        <message>
            <source>Open one of the armies saved last</source>
            <translation>Ouvrir une des dernières armées enregistrées</translation>
        </message>
        <message>
            <source>Open an army from a Muster code, a Legion HQ link or Tabletop Simulator JSON</source>
            <translation>Ouvrir une armée depuis un code Muster, un lien Legion HQ ou un JSON Tabletop Simulator</translation>
        </message>
        <message>
            <source>Print the army sheet and the unit cards, or export them as PDF (Ctrl+P)</source>
            <translation>Imprimer la feuille d’armée et les cartes d’unité, ou les exporter en PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Start a game with this army on the Games page</source>
            <translation>Commencer une partie avec cette armée sur la page Parties</translation>
        </message>
        <message>
            <source>Rename army</source>
            <translation>Renommer l’armée</translation>
        </message>
        <message>
            <source>Army opened from a share code; save it to keep it.</source>
            <translation>Armée ouverte depuis un code de partage ; enregistrez-la pour la garder.</translation>
        </message>
        <message>
            <source>The army is on the clipboard as text.</source>
            <translation>L’armée est copiée en texte dans le presse-papiers.</translation>
        </message>
        <message>
            <source>army</source>
            <translation>armée</translation>
        </message>
        <message>
            <source>Copy Muster share code</source>
            <translation>Copier le code de partage Muster</translation>
        </message>
        <message>
            <source>Copy Legion HQ link</source>
            <translation>Copier le lien Legion HQ</translation>
        </message>
        <message>
            <source>Copy Tabletop Simulator JSON</source>
            <translation>Copier le JSON Tabletop Simulator</translation>
        </message>
        <message>
            <source>Where to start</source>
            <translation>Par où commencer</translation>
        </message>
        <message>
            <source>Choose the format and the faction above the army (the first unit you add chooses the faction too).</source>
            <translation>Choisissez le format et la faction au-dessus de l’armée (la première unité ajoutée choisit aussi la faction).</translation>
        </message>
        <message>
            <source>Add units from the list: double-click one, press Enter or drag it onto the army. Each rank shows how many the format allows.</source>
            <translation>Ajoutez des unités depuis la liste : double-cliquez, appuyez sur Entrée ou glissez-les sur l’armée. Chaque rang indique combien le format en permet.</translation>
        </message>
        <message>
            <source>Select a unit's upgrade slot: the list shows the upgrades of that type, and greys those that would break a rule, with the reason.</source>
            <translation>Sélectionnez un emplacement d’amélioration d’une unité : la liste affiche les améliorations de ce type et grise, avec la raison, celles qui enfreindraient une règle.</translation>
        </message>
        <message>
            <source>Then take the command hand and the battle deck in their tabs.</source>
            <translation>Prenez ensuite la main de Commandement et le paquet Bataille dans leurs onglets.</translation>
        </message>
        <message>
            <source>{points} of {limit} points</source>
            <translation>{points} points sur {limit}</translation>
        </message>
    </context>
    <context>
        <name>LegionCatalogueTable</name>
        <message>
            <source>Search names and keywords (Ctrl+F)</source>
            <translation>Chercher noms et mots-clés (Ctrl+F)</translation>
        </message>
        <message>
            <source>Unreleased</source>
            <translation>Pas encore sorties</translation>
        </message>
        <message>
            <source>Also list the cards Legion HQ announces but that are not out yet</source>
            <translation>Lister aussi les cartes annoncées par Legion HQ mais pas encore sorties</translation>
        </message>
        <message>
            <source>All cards</source>
            <translation>Toutes les cartes</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LegionGameOptions</name>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Blue player</source>
            <translation>Joueur bleu</translation>
        </message>
        <message>
            <source>The blue player chooses the battle cards and takes the round counter first</source>
            <translation>Le joueur bleu choisit les cartes Bataille et prend le Compteur de round en premier</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Unlimited rounds</source>
            <translation>Rounds illimités</translation>
        </message>
        <message>
            <source>Choose an army of the format Team battle for {player}.</source>
            <translation>Choisissez pour {player} une armée au format Combat en équipes.</translation>
        </message>
        <message>
            <source>The four players need different names.</source>
            <translation>Les quatre joueurs doivent avoir des noms différents.</translation>
        </message>
        <message>
            <source>The teams break the rules: tick the box to play anyway.</source>
            <translation>Les équipes enfreignent les règles : cochez la case pour jouer quand même.</translation>
        </message>
        <message>
            <source>Team battle (2v2): each player with a teammate</source>
            <translation>Combat en équipes (2 contre 2) : chaque joueur avec un coéquipier</translation>
        </message>
        <message>
            <source>Two teams of two players, each with an army of 600 points; the two armies of a team belong to one faction and share the uniqueness rules</source>
            <translation>Deux équipes de deux joueurs, chacun avec une armée de 600 points ; les deux armées d'une équipe appartiennent à la même faction et partagent les mêmes règles d'unicité</translation>
        </message>
        <message>
            <source>Play anyway</source>
            <translation>Jouer quand même</translation>
        </message>
        <message>
            <source>Teammate of {player}</source>
            <translation>Coéquipier de {player}</translation>
        </message>
    </context>
    <context>
        <name>LegionImport</name>
        <message>
            <source>unknown requirement "{field}"</source>
            <translation>condition inconnue « {field} »</translation>
        </message>
        <message>
            <source>unknown requirement operator "{operator}"</source>
            <translation>opérateur de condition inconnu « {operator} »</translation>
        </message>
        <message>
            <source>the record is not an object</source>
            <translation>l’entrée n’est pas un objet</translation>
        </message>
        <message>
            <source>unknown card type "{type}"</source>
            <translation>type de carte inconnu « {type} »</translation>
        </message>
        <message>
            <source>the card has no name</source>
            <translation>la carte n’a pas de nom</translation>
        </message>
        <message>
            <source>unknown rank "{rank}"</source>
            <translation>rang inconnu « {rank} »</translation>
        </message>
        <message>
            <source>a command card's pips "{pips}" are not 1 to 4</source>
            <translation>les points lumineux « {pips} » d’une carte Commandement ne vont pas de 1 à 4</translation>
        </message>
        <message>
            <source>Legion HQ's cards.json is one object of cards</source>
            <translation>le cards.json de Legion HQ est un seul objet de cartes</translation>
        </message>
        <message>
            <source>the id "{id}" is not a Legion HQ id</source>
            <translation>l’identifiant « {id} » n’est pas un identifiant Legion HQ</translation>
        </message>
        <message>
            <source>the card is not valid: {detail}</source>
            <translation>la carte n’est pas valide : {detail}</translation>
        </message>
        <message>
            <source>the battle forces cannot be read: {detail}</source>
            <translation>les forces de bataille sont illisibles : {detail}</translation>
        </message>
        <message>
            <source>the battle force is not valid: {detail}</source>
            <translation>la force de bataille n’est pas valide : {detail}</translation>
        </message>
        <message>
            <source>the battle force has no "{field}"</source>
            <translation>la force de bataille n’a pas de « {field} »</translation>
        </message>
        <message>
            <source>a reference to {token} is not data</source>
            <translation>une référence à {token} n’est pas une donnée</translation>
        </message>
        <message>
            <source>unexpected {token}</source>
            <translation>{token} inattendu</translation>
        </message>
        <message>
            <source>the object is not closed</source>
            <translation>l’objet n’est pas fermé</translation>
        </message>
        <message>
            <source>no object named {name}</source>
            <translation>aucun objet ne s’appelle {name}</translation>
        </message>
        <message>
            <source>{name} is not an object literal</source>
            <translation>{name} n’est pas un objet littéral</translation>
        </message>
        <message>
            <source>not JSON once read: {detail}</source>
            <translation>pas du JSON une fois lu : {detail}</translation>
        </message>
    </context>
    <context>
        <name>LegionKeyword</name>
        <message>
            <source>Advanced Targeting</source>
            <translation>Advanced Targeting</translation>
        </message>
        <message>
            <source>Agile</source>
            <translation>Preste</translation>
        </message>
        <message>
            <source>AI</source>
            <translation>IA</translation>
        </message>
        <message>
            <source>Aid</source>
            <translation>Aide</translation>
        </message>
        <message>
            <source>Allies of Convenience</source>
            <translation>Alliés de circonstance</translation>
        </message>
        <message>
            <source>Anti-Material</source>
            <translation>Anti-Material</translation>
        </message>
        <message>
            <source>Anti-Personnel</source>
            <translation>Anti-Personnel</translation>
        </message>
        <message>
            <source>Area Weapon</source>
            <translation>Arme à effet de zone</translation>
        </message>
        <message>
            <source>Arm</source>
            <translation>Armer</translation>
        </message>
        <message>
            <source>Armor</source>
            <translation>Armure</translation>
        </message>
        <message>
            <source>Arsenal</source>
            <translation>Arsenal</translation>
        </message>
        <message>
            <source>Assault</source>
            <translation>Assault</translation>
        </message>
        <message>
            <source>Associate</source>
            <translation>Associate</translation>
        </message>
        <message>
            <source>Ataru Mastery</source>
            <translation>Maîtrise de l’Ataru</translation>
        </message>
        <message>
            <source>Attack Run</source>
            <translation>Attack Run</translation>
        </message>
        <message>
            <source>Bane Token</source>
            <translation>Pion Bane</translation>
        </message>
        <message>
            <source>Barrage</source>
            <translation>Barrage</translation>
        </message>
        <message>
            <source>Beam</source>
            <translation>Rayons</translation>
        </message>
        <message>
            <source>Blast</source>
            <translation>Déflagration</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Blocage</translation>
        </message>
        <message>
            <source>Bolster</source>
            <translation>Assistance</translation>
        </message>
        <message>
            <source>Bounty</source>
            <translation>Prime</translation>
        </message>
        <message>
            <source>Cache</source>
            <translation>Cache</translation>
        </message>
        <message>
            <source>Calculate Odds</source>
            <translation>Calcul de probabilités</translation>
        </message>
        <message>
            <source>Charge</source>
            <translation>Charge</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Revendiquer</translation>
        </message>
        <message>
            <source>Climbing Vehicle</source>
            <translation>Véhicule grimpant</translation>
        </message>
        <message>
            <source>Command Vehicle</source>
            <translation>Command Vehicle</translation>
        </message>
        <message>
            <source>Compel</source>
            <translation>Contrainte</translation>
        </message>
        <message>
            <source>Complete the Mission</source>
            <translation>Complete the Mission</translation>
        </message>
        <message>
            <source>Coordinate</source>
            <translation>Coordination</translation>
        </message>
        <message>
            <source>Counterpart</source>
            <translation>Alter Ego</translation>
        </message>
        <message>
            <source>Cover</source>
            <translation>Couvert</translation>
        </message>
        <message>
            <source>Critical</source>
            <translation>Critique</translation>
        </message>
        <message>
            <source>Cumbersome</source>
            <translation>Encombrant</translation>
        </message>
        <message>
            <source>Cunning</source>
            <translation>Malin</translation>
        </message>
        <message>
            <source>Cycle</source>
            <translation>Cycle</translation>
        </message>
        <message>
            <source>Danger Sense</source>
            <translation>Intuition du danger</translation>
        </message>
        <message>
            <source>Dauntless</source>
            <translation>Intrépide</translation>
        </message>
        <message>
            <source>Death from Above</source>
            <translation>Death from Above</translation>
        </message>
        <message>
            <source>Defend</source>
            <translation>Défense</translation>
        </message>
        <message>
            <source>Deflect</source>
            <translation>Déflexion</translation>
        </message>
        <message>
            <source>Demoralize</source>
            <translation>Démoraliser</translation>
        </message>
        <message>
            <source>Detachment</source>
            <translation>Détachement</translation>
        </message>
        <message>
            <source>Detonate</source>
            <translation>Explosion</translation>
        </message>
        <message>
            <source>Direct</source>
            <translation>Ordre direct</translation>
        </message>
        <message>
            <source>Disciplined</source>
            <translation>Discipliné</translation>
        </message>
        <message>
            <source>Disengage</source>
            <translation>Retrait</translation>
        </message>
        <message>
            <source>Distract</source>
            <translation>Distraire</translation>
        </message>
        <message>
            <source>Divine Influence</source>
            <translation>Divine Influence</translation>
        </message>
        <message>
            <source>Divulge</source>
            <translation>Divulgation</translation>
        </message>
        <message>
            <source>Djem So Mastery</source>
            <translation>Maîtrise du Djem So</translation>
        </message>
        <message>
            <source>Dodge</source>
            <translation>Esquive</translation>
        </message>
        <message>
            <source>Duelist</source>
            <translation>Duelliste</translation>
        </message>
        <message>
            <source>Enrage</source>
            <translation>Enragé</translation>
        </message>
        <message>
            <source>Entourage</source>
            <translation>Entourage</translation>
        </message>
        <message>
            <source>Equip</source>
            <translation>Équipe</translation>
        </message>
        <message>
            <source>Exemplar</source>
            <translation>Exemplaire</translation>
        </message>
        <message>
            <source>Expert Climber</source>
            <translation>Grimpeur expérimenté</translation>
        </message>
        <message>
            <source>Eyes on the Prize</source>
            <translation>Eyes on the Prize</translation>
        </message>
        <message>
            <source>Field Commander</source>
            <translation>Commandant des opérations</translation>
        </message>
        <message>
            <source>Fire Support</source>
            <translation>Tirs de soutien</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fixe</translation>
        </message>
        <message>
            <source>Flexible Response</source>
            <translation>Flexible Response</translation>
        </message>
        <message>
            <source>Full Pivot</source>
            <translation>Pivot complet</translation>
        </message>
        <message>
            <source>Generator</source>
            <translation>Générateur</translation>
        </message>
        <message>
            <source>Graffiti Tokens</source>
            <translation>Pions Graffiti</translation>
        </message>
        <message>
            <source>Graffitti Tokens</source>
            <translation>Pions Graffiti</translation>
        </message>
        <message>
            <source>Guardian</source>
            <translation>Gardien</translation>
        </message>
        <message>
            <source>Guidance</source>
            <translation>Guidance</translation>
        </message>
        <message>
            <source>Gunslinger</source>
            <translation>Pistolero</translation>
        </message>
        <message>
            <source>Heavy Weapon Team</source>
            <translation>Équipe avec arme lourde</translation>
        </message>
        <message>
            <source>Here I Am</source>
            <translation>Here I Am</translation>
        </message>
        <message>
            <source>High Velocity</source>
            <translation>Haute vélocité</translation>
        </message>
        <message>
            <source>Hold the Line</source>
            <translation>Hold the Line</translation>
        </message>
        <message>
            <source>Hover</source>
            <translation>Sustentation</translation>
        </message>
        <message>
            <source>Hunted</source>
            <translation>Hunted</translation>
        </message>
        <message>
            <source>I'm Part of the Squad Too</source>
            <translation>I'm Part of the Squad Too</translation>
        </message>
        <message>
            <source>Immobilize</source>
            <translation>Immobiliser</translation>
        </message>
        <message>
            <source>Immune: Blast</source>
            <translation>Immunité : déflagration</translation>
        </message>
        <message>
            <source>Immune: Deflect</source>
            <translation>Immunité : déflexion</translation>
        </message>
        <message>
            <source>Immune: Melee</source>
            <translation>Immunité : corps-à-corps</translation>
        </message>
        <message>
            <source>Immune: Melee Pierce</source>
            <translation>Immune: Melee Pierce</translation>
        </message>
        <message>
            <source>Immune: Pierce</source>
            <translation>Immunité : perforant</translation>
        </message>
        <message>
            <source>Immune: Range 1 Weapons</source>
            <translation>Immunité : armes portée 1</translation>
        </message>
        <message>
            <source>Impact</source>
            <translation>Impact</translation>
        </message>
        <message>
            <source>Impervious</source>
            <translation>Insensible</translation>
        </message>
        <message>
            <source>Incognito</source>
            <translation>Incognito</translation>
        </message>
        <message>
            <source>Inconspicuous</source>
            <translation>Discret</translation>
        </message>
        <message>
            <source>Independent</source>
            <translation>Autonome</translation>
        </message>
        <message>
            <source>Indomitable</source>
            <translation>Indomptable</translation>
        </message>
        <message>
            <source>Infiltrate</source>
            <translation>Infiltration</translation>
        </message>
        <message>
            <source>Inspire</source>
            <translation>Inspiration</translation>
        </message>
        <message>
            <source>Interrogate</source>
            <translation>Interrogate</translation>
        </message>
        <message>
            <source>Ion</source>
            <translation>Ion</translation>
        </message>
        <message>
            <source>Ion Token</source>
            <translation>Pion Ionique</translation>
        </message>
        <message>
            <source>Jar'Kai Mastery</source>
            <translation>Jar'Kai Mastery</translation>
        </message>
        <message>
            <source>Jedi Hunter</source>
            <translation>Chasseur de Jedi</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>Saut</translation>
        </message>
        <message>
            <source>Jump X</source>
            <translation>Saut X</translation>
        </message>
        <message>
            <source>Juyo Mastery</source>
            <translation>Maîtrise du Juyo</translation>
        </message>
        <message>
            <source>Kablamo!</source>
            <translation>Kablamo!</translation>
        </message>
        <message>
            <source>Latent Power</source>
            <translation>Latent Power</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Chef</translation>
        </message>
        <message>
            <source>Lethal</source>
            <translation>Létal</translation>
        </message>
        <message>
            <source>Long Shot</source>
            <translation>Longue distance</translation>
        </message>
        <message>
            <source>Low Profile</source>
            <translation>Profil bas</translation>
        </message>
        <message>
            <source>Makashi Mastery</source>
            <translation>Maîtrise du Makashi</translation>
        </message>
        <message>
            <source>Mandalorians Are Stronger Together</source>
            <translation>Mandalorians Are Stronger Together</translation>
        </message>
        <message>
            <source>Marksman</source>
            <translation>Tireur embusqué</translation>
        </message>
        <message>
            <source>Master of the Force</source>
            <translation>Maître de la Force</translation>
        </message>
        <message>
            <source>Master Storyteller</source>
            <translation>Master Storyteller</translation>
        </message>
        <message>
            <source>Mechanized Infantry</source>
            <translation>Mechanized Infantry</translation>
        </message>
        <message>
            <source>Mercenary</source>
            <translation>Mercenaire</translation>
        </message>
        <message>
            <source>Mobile</source>
            <translation>Mobile</translation>
        </message>
        <message>
            <source>My Mood Is Based On Profit</source>
            <translation>My Mood Is Based On Profit</translation>
        </message>
        <message>
            <source>Nimble</source>
            <translation>Agile</translation>
        </message>
        <message>
            <source>Noncombatant</source>
            <translation>Non-combattant</translation>
        </message>
        <message>
            <source>Observe</source>
            <translation>Surveillance</translation>
        </message>
        <message>
            <source>One Step Ahead</source>
            <translation>One Step Ahead</translation>
        </message>
        <message>
            <source>Outmaneuver</source>
            <translation>Manœuvre improbable</translation>
        </message>
        <message>
            <source>Override</source>
            <translation>Surcharge</translation>
        </message>
        <message>
            <source>Overrun</source>
            <translation>Overrun</translation>
        </message>
        <message>
            <source>Overwhelm</source>
            <translation>Overwhelm</translation>
        </message>
        <message>
            <source>Permanent</source>
            <translation>Permanent</translation>
        </message>
        <message>
            <source>Pierce</source>
            <translation>Perforant</translation>
        </message>
        <message>
            <source>Plodding</source>
            <translation>Mobilité difficile</translation>
        </message>
        <message>
            <source>Poison</source>
            <translation>Poison</translation>
        </message>
        <message>
            <source>Poison Token</source>
            <translation>Pion Poison</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>Précis</translation>
        </message>
        <message>
            <source>Prepared Position</source>
            <translation>Prepared Position</translation>
        </message>
        <message>
            <source>Primitive</source>
            <translation>Primitive</translation>
        </message>
        <message>
            <source>Programmed</source>
            <translation>Programmé</translation>
        </message>
        <message>
            <source>Pull The Strings</source>
            <translation>Tirer les ficelles</translation>
        </message>
        <message>
            <source>Quick Thinking</source>
            <translation>Vivacité d’esprit</translation>
        </message>
        <message>
            <source>Ram</source>
            <translation>Bélier</translation>
        </message>
        <message>
            <source>Ranged</source>
            <translation>À distance</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Opérationnel</translation>
        </message>
        <message>
            <source>Recharge</source>
            <translation>Recharger</translation>
        </message>
        <message>
            <source>Recon</source>
            <translation>Recon</translation>
        </message>
        <message>
            <source>Reconfigure</source>
            <translation>Reconfiguration</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Régénérer</translation>
        </message>
        <message>
            <source>Reinforcements</source>
            <translation>Renforts</translation>
        </message>
        <message>
            <source>Relentless</source>
            <translation>Implacable</translation>
        </message>
        <message>
            <source>Reliable</source>
            <translation>Fiable</translation>
        </message>
        <message>
            <source>Repair</source>
            <translation>Réparation</translation>
        </message>
        <message>
            <source>Reposition</source>
            <translation>Redéploiement</translation>
        </message>
        <message>
            <source>Retinue</source>
            <translation>Escorte</translation>
        </message>
        <message>
            <source>Ruthless</source>
            <translation>Ruthless</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>Ascension</translation>
        </message>
        <message>
            <source>Scatter</source>
            <translation>Dispersion</translation>
        </message>
        <message>
            <source>Scout</source>
            <translation>Éclaireur</translation>
        </message>
        <message>
            <source>Scouting Party</source>
            <translation>Équipe d’éclaireurs</translation>
        </message>
        <message>
            <source>Secret Mission</source>
            <translation>Mission secrète</translation>
        </message>
        <message>
            <source>Self-Destruct</source>
            <translation>Autodestruction</translation>
        </message>
        <message>
            <source>Self-Preservation</source>
            <translation>Instinct de survie</translation>
        </message>
        <message>
            <source>Sentinel</source>
            <translation>Sentinelle</translation>
        </message>
        <message>
            <source>Sharpshooter</source>
            <translation>Tireur d’élite</translation>
        </message>
        <message>
            <source>Shielded</source>
            <translation>Bouclier</translation>
        </message>
        <message>
            <source>Shields</source>
            <translation>Shields</translation>
        </message>
        <message>
            <source>Shien Mastery</source>
            <translation>Shien Mastery</translation>
        </message>
        <message>
            <source>Sidearm</source>
            <translation>Arme de poing</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Petit</translation>
        </message>
        <message>
            <source>Smoke</source>
            <translation>Fumée</translation>
        </message>
        <message>
            <source>Smoke and Mirrors</source>
            <translation>Smoke and Mirrors</translation>
        </message>
        <message>
            <source>Sniper Team</source>
            <translation>Sniper Team</translation>
        </message>
        <message>
            <source>Soresu Mastery</source>
            <translation>Maîtrise du Soresu</translation>
        </message>
        <message>
            <source>Special Issue</source>
            <translation>Special Issue</translation>
        </message>
        <message>
            <source>Speeder</source>
            <translation>Speeder</translation>
        </message>
        <message>
            <source>Speeder X</source>
            <translation>Speeder X</translation>
        </message>
        <message>
            <source>Spotter</source>
            <translation>Observateur</translation>
        </message>
        <message>
            <source>Spray</source>
            <translation>Souffle</translation>
        </message>
        <message>
            <source>Spur</source>
            <translation>Marche forcée</translation>
        </message>
        <message>
            <source>Stationary</source>
            <translation>Stationnaire</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Aguerri</translation>
        </message>
        <message>
            <source>Strafe</source>
            <translation>Strafe</translation>
        </message>
        <message>
            <source>Strategize</source>
            <translation>Stratège</translation>
        </message>
        <message>
            <source>Suppressive</source>
            <translation>Suppressif</translation>
        </message>
        <message>
            <source>Surge Token</source>
            <translation>Pion Adrénaline</translation>
        </message>
        <message>
            <source>Swashbuckler</source>
            <translation>Swashbuckler</translation>
        </message>
        <message>
            <source>Tactical</source>
            <translation>Tacticien</translation>
        </message>
        <message>
            <source>Take Cover</source>
            <translation>Mettre à couvert</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Cible</translation>
        </message>
        <message>
            <source>Teamwork</source>
            <translation>Travail d’équipe</translation>
        </message>
        <message>
            <source>Tempted</source>
            <translation>Tentation</translation>
        </message>
        <message>
            <source>This is the Way</source>
            <translation>This is the Way</translation>
        </message>
        <message>
            <source>Tow Cable</source>
            <translation>Câble de remorquage</translation>
        </message>
        <message>
            <source>Transport</source>
            <translation>Transport</translation>
        </message>
        <message>
            <source>Treat</source>
            <translation>Traiter</translation>
        </message>
        <message>
            <source>Uncanny Luck</source>
            <translation>Coup de chance</translation>
        </message>
        <message>
            <source>Unconcerned</source>
            <translation>Unconcerned</translation>
        </message>
        <message>
            <source>Unhindered</source>
            <translation>Sans entrave</translation>
        </message>
        <message>
            <source>Unstoppable</source>
            <translation>Unstoppable</translation>
        </message>
        <message>
            <source>Vaapad Mastery</source>
            <translation>Vaapad Mastery</translation>
        </message>
        <message>
            <source>Versatile</source>
            <translation>Polyvalent</translation>
        </message>
        <message>
            <source>Victory or Death</source>
            <translation>Victory or Death</translation>
        </message>
        <message>
            <source>We Fight for Our Family</source>
            <translation>We Fight for Our Family</translation>
        </message>
        <message>
            <source>We're Not Regs</source>
            <translation>We're Not Regs</translation>
        </message>
        <message>
            <source>Weak Point</source>
            <translation>Point faible</translation>
        </message>
        <message>
            <source>Weighed Down</source>
            <translation>Weighed Down</translation>
        </message>
        <message>
            <source>Wheel Mode</source>
            <translation>Mode roue</translation>
        </message>
        <message>
            <source>Wound</source>
            <translation>Blessure</translation>
        </message>
        <message>
            <source>Front</source>
            <translation>Avant</translation>
        </message>
        <message>
            <source>Rear</source>
            <translation>Arrière</translation>
        </message>
        <message>
            <source>Sides</source>
            <translation>Flancs</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Corps-à-corps</translation>
        </message>
        <message>
            <source>Ground</source>
            <translation>Terrestre</translation>
        </message>
        <message>
            <source>Air</source>
            <translation>Aérienne</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Viser</translation>
        </message>
        <message>
            <source>Surge</source>
            <translation>Adrénaline</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Déplacement</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>Récupérer</translation>
        </message>
        <message>
            <source>Standby</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Attaque</translation>
        </message>
        <message>
            <source>Capacity</source>
            <translation>Capacité</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Commandant</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Troupiers</translation>
        </message>
        <message>
            <source>Trooper</source>
            <translation>Soldat</translation>
        </message>
        <message>
            <source>Trooper Unit</source>
            <translation>Unité de soldats</translation>
        </message>
        <message>
            <source>Clone Trooper</source>
            <translation>Soldat clone</translation>
        </message>
        <message>
            <source>Droid Trooper</source>
            <translation>Soldat droïde</translation>
        </message>
        <message>
            <source>Emplacement Trooper</source>
            <translation>Soldat en position</translation>
        </message>
        <message>
            <source>Vehicle</source>
            <translation>Véhicule</translation>
        </message>
        <message>
            <source>Ground Vehicle</source>
            <translation>Véhicule terrestre</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Toutes</translation>
        </message>
        <message>
            <source>{name}: {value}</source>
            <translation>{name} : {value}</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message>
            <source>{count} × {name}</source>
            <translation>{count} × {name}</translation>
        </message>
        <message>
            <source>{number}: {value}</source>
            <translation>{number} : {value}</translation>
        </message>
    </context>
    <context>
        <name>LegionPack</name>
        <message>
            <source>a requirement tests what Muster does not know: {fields}</source>
            <translation>une condition vérifie ce que Muster ne connaît pas : {fields}</translation>
        </message>
        <message>
            <source>a unit needs its "rank"</source>
            <translation>il manque à une unité son « rank »</translation>
        </message>
        <message>
            <source>a unit needs its "stats"</source>
            <translation>il manque à une unité ses « stats »</translation>
        </message>
        <message>
            <source>a command card needs its "pips"</source>
            <translation>il manque à une carte Commandement ses « pips »</translation>
        </message>
        <message>
            <source>the card id "{id}" appears twice</source>
            <translation>l’identifiant de carte « {id} » figure deux fois</translation>
        </message>
        <message>
            <source>the Legion HQ id "{id}" appears twice</source>
            <translation>l’identifiant Legion HQ « {id} » figure deux fois</translation>
        </message>
    </context>
    <context>
        <name>LegionText</name>
        <message>
            <source>Army: {name}</source>
            <translation>Armée : {name}</translation>
        </message>
        <message>
            <source>Untitled army</source>
            <translation>Armée sans nom</translation>
        </message>
        <message>
            <source>{format} · {points} of {limit} points</source>
            <translation>{format} · {points} points sur {limit}</translation>
        </message>
        <message>
            <source>Faction: {faction}</source>
            <translation>Faction : {faction}</translation>
        </message>
        <message>
            <source>Battle force: {force}</source>
            <translation>Force de bataille : {force}</translation>
        </message>
        <message>
            <source>Points as of {date}</source>
            <translation>Points au {date}</translation>
        </message>
        <message>
            <source>Casual play (house rules allowed)</source>
            <translation>Partie libre (règles maison permises)</translation>
        </message>
        <message>
            <source>{rank} ({count})</source>
            <translation>{rank} ({count})</translation>
        </message>
        <message>
            <source>{name} ({points})</source>
            <translation>{name} ({points})</translation>
        </message>
        <message>
            <source>unknown card “{card_id}”</source>
            <translation>carte inconnue « {card_id} »</translation>
        </message>
        <message>
            <source>Command hand: {cards}</source>
            <translation>Main de Commandement : {cards}</translation>
        </message>
        <message>
            <source>Contingencies: {cards}</source>
            <translation>Contingences : {cards}</translation>
        </message>
        <message>
            <source>{category}: {cards}</source>
            <translation>{category} : {cards}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>Legal army.</source>
            <translation>Armée légale.</translation>
        </message>
        <message>
            <source>Not legal yet:</source>
            <translation>Pas encore légale :</translation>
        </message>
        <message>
            <source>Legion HQ: {link}</source>
            <translation>Legion HQ : {link}</translation>
        </message>
        <message>
            <source>Muster code: {code}</source>
            <translation>Code Muster : {code}</translation>
        </message>
    </context>
    <context>
        <name>LegionTracker</name>
        <message>
            <source>The field "{field}" is missing.</source>
            <translation>Le champ « {field} » manque.</translation>
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
            <translation>Le champ « {field} » doit valoir l'un de : {choices}.</translation>
        </message>
        <message>
            <source>{player} has no unit {unit}.</source>
            <translation>{player} n'a pas d'unité {unit}.</translation>
        </message>
        <message>
            <source>{unit} is defeated.</source>
            <translation>L'unité {unit} est vaincue.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{known}"?</source>
            <translation>Champ inconnu « {field} » : vouliez-vous dire « {known} » ?</translation>
        </message>
        <message>
            <source>Unknown field "{field}" (this event has: {fields}).</source>
            <translation>Champ inconnu « {field} » (cet événement a : {fields}).</translation>
        </message>
        <message>
            <source>The armies are already deployed.</source>
            <translation>Les armées sont déjà déployées.</translation>
        </message>
        <message>
            <source>This is not the Command phase.</source>
            <translation>Ce n'est pas la Phase de Commandement.</translation>
        </message>
        <message>
            <source>This is not the Activation phase.</source>
            <translation>Ce n'est pas la Phase d'Activation.</translation>
        </message>
        <message>
            <source>The field "cards" must name a card (or null) for: {categories}.</source>
            <translation>Le champ « cards » doit nommer une carte (ou null) pour : {categories}.</translation>
        </message>
        <message>
            <source>A battle card is named by its id, or null.</source>
            <translation>Une carte de bataille est nommée par son identifiant, ou null.</translation>
        </message>
        <message>
            <source>The battle card {card} is not in the battle deck of {player}, the blue player.</source>
            <translation>La carte de bataille {card} n'est pas dans le paquet de bataille de {player}, le joueur bleu.</translation>
        </message>
        <message>
            <source>Choose the battle cards before deploying.</source>
            <translation>Choisissez les cartes de bataille avant de déployer.</translation>
        </message>
        <message>
            <source>{player} has already played a command card.</source>
            <translation>{player} a déjà joué une carte Commandement.</translation>
        </message>
        <message>
            <source>{player} must play a command card (Standing Orders at least).</source>
            <translation>{player} doit jouer une carte Commandement (au moins Tenir la Position).</translation>
        </message>
        <message>
            <source>{player} has no Commander or Operative left and plays no command card.</source>
            <translation>{player} n'a plus de Commandant ni d'Agent et ne joue pas de carte Commandement.</translation>
        </message>
        <message>
            <source>{card} is not in the command hand of {player}.</source>
            <translation>{card} n'est pas dans la main de cartes Commandement de {player}.</translation>
        </message>
        <message>
            <source>The pips are tied: the round counter's holder rolls a red defence die (the field "roll").</source>
            <translation>Égalité de points lumineux : le détenteur du Compteur de round jette un dé de défense rouge (le champ « roll »).</translation>
        </message>
        <message>
            <source>Priority is rolled for only when the pips tie.</source>
            <translation>On ne lance le dé pour la priorité qu'en cas d'égalité de points lumineux.</translation>
        </message>
        <message>
            <source>The field "owners" must list the units the card belongs to: {units}.</source>
            <translation>Le champ « owners » doit lister les unités à qui appartient la carte : {units}.</translation>
        </message>
        <message>
            <source>Both players reveal their command cards before orders.</source>
            <translation>Les deux joueurs révèlent leur carte Commandement avant de donner des ordres.</translation>
        </message>
        <message>
            <source>{player} has already issued orders.</source>
            <translation>{player} a déjà donné ses ordres.</translation>
        </message>
        <message>
            <source>{player} has priority and issues orders first.</source>
            <translation>{player} a la priorité et donne ses ordres en premier.</translation>
        </message>
        <message>
            <source>The field "units" must be a list of unit keys.</source>
            <translation>Le champ « units » doit être une liste de clés d'unités.</translation>
        </message>
        <message>
            <source>A unit is ordered once per round.</source>
            <translation>Une unité ne reçoit qu'un ordre par round.</translation>
        </message>
        <message>
            <source>{player} played no command card and issues no orders.</source>
            <translation>{player} n'a pas joué de carte Commandement et ne donne pas d'ordres.</translation>
        </message>
        <message>
            <source>Standing Orders issues an order to one unit.</source>
            <translation>Tenir la Position donne un ordre à une unité.</translation>
        </message>
        <message>
            <source>{unit} is still activating.</source>
            <translation>L'unité {unit} est encore en cours d'activation.</translation>
        </message>
        <message>
            <source>Every unit has activated: end the round.</source>
            <translation>Toutes les unités ont été activées : terminez le round.</translation>
        </message>
        <message>
            <source>It is the turn of {player} to activate a unit.</source>
            <translation>C'est à {player} d'activer une unité.</translation>
        </message>
        <message>
            <source>An order token is already drawn: activate a unit of its rank.</source>
            <translation>Un pion Ordre est déjà tiré : activez une unité de son rang.</translation>
        </message>
        <message>
            <source>The order pool of {player} holds no such token ({pool}).</source>
            <translation>La réserve d'ordres de {player} ne contient pas ce pion ({pool}).</translation>
        </message>
        <message>
            <source>{unit} has already activated this round.</source>
            <translation>L'unité {unit} a déjà été activée ce round.</translation>
        </message>
        <message>
            <source>The order token drawn calls for a unit of its rank without a face-up order.</source>
            <translation>Le pion Ordre tiré désigne une unité de son rang sans pion Ordre face visible.</translation>
        </message>
        <message>
            <source>{unit} has no face-up order token: draw a token from the order pool.</source>
            <translation>L'unité {unit} n'a pas de pion Ordre face visible : tirez un pion dans la réserve d'ordres.</translation>
        </message>
        <message>
            <source>The field "rally" must list {count} white die faces (block, surge, blank): one per suppression token.</source>
            <translation>Le champ « rally » doit lister {count} faces de dé blanc (block, surge, blank) : une par pion Suppression.</translation>
        </message>
        <message>
            <source>Only an allied Commander lends its courage against panic (not an Operative).</source>
            <translation>Seul un Commandant allié prête son courage contre la panique (pas un Agent).</translation>
        </message>
        <message>
            <source>A damaged vehicle rolls a white defence die as it activates (the field "damaged_roll": block, surge or blank).</source>
            <translation>Un véhicule endommagé lance un dé de défense blanc lorsqu'il est activé (le champ « damaged_roll » : block, surge ou blank).</translation>
        </message>
        <message>
            <source>Only a damaged vehicle rolls as it activates.</source>
            <translation>Seul un véhicule endommagé lance un dé lorsqu'il est activé.</translation>
        </message>
        <message>
            <source>No unit is activating.</source>
            <translation>Aucune unité n'est en cours d'activation.</translation>
        </message>
        <message>
            <source>{unit} is panicked: its one action is a move toward the nearest edge, and it takes no free action.</source>
            <translation>L'unité {unit} est paniquée : sa seule action est un déplacement vers le bord le plus proche, et elle n'effectue pas d'action gratuite.</translation>
        </message>
        <message>
            <source>{unit} takes each action but move once.</source>
            <translation>L'unité {unit} n'effectue chaque action qu'une fois, sauf Se Déplacer.</translation>
        </message>
        <message>
            <source>{unit} has no action left (of {count}).</source>
            <translation>L'unité {unit} n'a plus d'action (sur {count}).</translation>
        </message>
        <message>
            <source>A unit that attacked this activation cannot stand by.</source>
            <translation>Une unité qui a attaqué pendant cette activation ne peut pas effectuer l'action Attendre.</translation>
        </message>
        <message>
            <source>Only troopers and ground vehicles can stand by.</source>
            <translation>Seuls les soldats et les véhicules terrestres peuvent effectuer l'action Attendre.</translation>
        </message>
        <message>
            <source>Every unit activates before the End phase.</source>
            <translation>Toutes les unités sont activées avant la Phase Finale.</translation>
        </message>
        <message>
            <source>The field "promote" must hold a unit key or null per player.</source>
            <translation>Le champ « promote » doit contenir une clé d'unité ou null par joueur.</translation>
        </message>
        <message>
            <source>Every commander of {player} is defeated: promote a trooper unit's leader.</source>
            <translation>Tous les Commandants de {player} sont vaincus : promouvez le Chef d'unité d'une unité de soldats.</translation>
        </message>
        <message>
            <source>{player} promotes only when no commander is left, and only a trooper unit's leader.</source>
            <translation>{player} ne promeut que lorsqu'il n'a plus de Commandant, et seulement le Chef d'unité d'une unité de soldats.</translation>
        </message>
        <message>
            <source>Its wounds reach its resilience: the vehicle rolls a red defence die (the field "damage_roll").</source>
            <translation>Ses blessures atteignent sa résistance : le véhicule lance un dé de défense rouge (le champ « damage_roll »).</translation>
        </message>
        <message>
            <source>No vehicle damage roll is due: the field "damage_roll" is wrong.</source>
            <translation>Aucun jet de Dégât de véhicule n'est dû : le champ « damage_roll » est de trop.</translation>
        </message>
        <message>
            <source>The game has not begun: deploy the armies first.</source>
            <translation>La partie n'a pas commencé : déployez d'abord les armées.</translation>
        </message>
        <message>
            <source>{unit} has {count} wounds on its miniatures still in play; a defeated miniature is not healed.</source>
            <translation>L'unité {unit} a {count} blessures sur ses figurines encore en jeu ; une figurine vaincue n'est pas soignée.</translation>
        </message>
        <message>
            <source>{unit} has no courage value: it never gains suppression.</source>
            <translation>L'unité {unit} n'a pas de valeur de courage : elle ne gagne jamais de pion Suppression.</translation>
        </message>
        <message>
            <source>Vehicles and droid troopers never gain poison.</source>
            <translation>Ni les véhicules ni les soldats droïdes ne reçoivent de pion Poison.</translation>
        </message>
        <message>
            <source>Only a vehicle gains vehicle damage tokens.</source>
            <translation>Seul un véhicule gagne des pions Dégât de véhicule.</translation>
        </message>
        <message>
            <source>A unit never has more than one standby token.</source>
            <translation>Un seul pion En attente par unité, jamais plus.</translation>
        </message>
        <message>
            <source>{unit} has only {count} such tokens.</source>
            <translation>L'unité {unit} n'a que {count} pions de ce type.</translation>
        </message>
        <message>
            <source>The amount cannot be 0.</source>
            <translation>Le nombre ne peut pas être 0.</translation>
        </message>
        <message>
            <source>{player} has only {count} victory tokens.</source>
            <translation>{player} n'a que {count} pions Victoire.</translation>
        </message>
        <message>
            <source>A conceded game has a winner: the player who did not concede.</source>
            <translation>Une partie abandonnée a un vainqueur : le joueur qui n'a pas abandonné.</translation>
        </message>
        <message>
            <source>The field "wounds" must give each of the {count} miniatures its wounds, from 0 to its wound threshold.</source>
            <translation>Le champ « wounds » doit donner les blessures de chacune des {count} figurines, de 0 à son seuil de blessure.</translation>
        </message>
        <message>
            <source>The field "tokens" must give counts from 0 to {high} of the tokens: {tokens} (one standby at most).</source>
            <translation>Le champ « tokens » doit donner un nombre de 0 à {high} pour les pions : {tokens} (un pion En attente au plus).</translation>
        </message>
        <message>
            <source>Every miniature of {unit} is defeated: so is the unit.</source>
            <translation>Toutes les figurines de {unit} sont vaincues : l'unité l'est aussi.</translation>
        </message>
        <message>
            <source>End the activation of {unit} before correcting its defeat.</source>
            <translation>Terminez l'activation de {unit} avant de corriger sa défaite.</translation>
        </message>
        <message>
            <source>{card} belongs to {owner}, who is defeated: the card cannot be played.</source>
            <translation>{card} est une carte de {owner}, qui est vaincu : elle ne peut pas être jouée.</translation>
        </message>
        <message numerus="yes">
            <source>{card} orders at most %n units.</source>
            <translation>
                <numerusform>{card} donne un ordre à %n unité au plus.</numerusform>
                <numerusform>{card} donne des ordres à %n unités au plus.</numerusform>
            </translation>
        </message>
        <message>
            <source>Expected event number {expected}.</source>
            <translation>L'événement attendu est le numéro {expected}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>Unknown event type "{type}".</source>
            <translation>Type d'événement inconnu « {type} ».</translation>
        </message>
        <message>
            <source>The payload must be an object.</source>
            <translation>Le contenu (payload) doit être un objet.</translation>
        </message>
        <message>
            <source>{where}: "name" must be an object with "en" text</source>
            <translation>{where} : « name » doit être un objet avec un texte « en »</translation>
        </message>
        <message>
            <source>{where}: a command card's "owners" must list keys of the army's units and its "orders" be a number from 1 to 9</source>
            <translation>{where} : le champ « owners » d'une carte Commandement doit lister des clés d'unités de l'armée et son champ « orders » être un nombre de 1 à 9</translation>
        </message>
        <message>
            <source>{where} must be an object with a "name"</source>
            <translation>{where} doit être un objet avec un « name »</translation>
        </message>
        <message>
            <source>{where}: "units" must list the army's units</source>
            <translation>{where} : « units » doit lister les unités de l'armée</translation>
        </message>
        <message>
            <source>{where}: each unit needs a unique "key", an "id", a "rank", "wounds" (1 to 99 per miniature), "courage" and "resilience" (a number or null) and "points"</source>
            <translation>{where} : chaque unité doit avoir une « key » unique, un « id », un « rank », « wounds » (1 à 99 par figurine), « courage » et « resilience » (un nombre ou null) et « points »</translation>
        </message>
        <message>
            <source>{where}: each command card needs an "id", a "name" and "pips" (0 to 4)</source>
            <translation>{where} : chaque carte Commandement doit avoir un « id », un « name » et « pips » (0 à 4)</translation>
        </message>
        <message>
            <source>{where}: "battle_deck" must be an object</source>
            <translation>{where} : « battle_deck » doit être un objet</translation>
        </message>
        <message>
            <source>{where}: each battle card needs an "id" and a "name"</source>
            <translation>{where} : chaque carte de bataille doit avoir un « id » et un « name »</translation>
        </message>
        <message>
            <source>{where}: "violations" must be a list of rule codes</source>
            <translation>{where} : « violations » doit être une liste de codes de règles</translation>
        </message>
        <message>
            <source>"blue_player" must be 0 or 1, "rounds" a number from 1 to 99 or null, "battle_categories" a list of texts</source>
            <translation>« blue_player » doit valoir 0 ou 1, « rounds » un nombre de 1 à 99 ou null, « battle_categories » une liste de textes</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Mise en place</translation>
        </message>
        <message>
            <source>Command phase</source>
            <translation>Phase de Commandement</translation>
        </message>
        <message>
            <source>Activation phase</source>
            <translation>Phase d'Activation</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <source>suppression</source>
            <translation>Suppression</translation>
        </message>
        <message>
            <source>aim</source>
            <translation>Viser</translation>
        </message>
        <message>
            <source>dodge</source>
            <translation>Esquive</translation>
        </message>
        <message>
            <source>surge</source>
            <translation>Adrénaline</translation>
        </message>
        <message>
            <source>standby</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>immobilize</source>
            <translation>Immobilisation</translation>
        </message>
        <message>
            <source>ion</source>
            <translation>Ionique</translation>
        </message>
        <message>
            <source>poison</source>
            <translation>Poison</translation>
        </message>
        <message>
            <source>observation</source>
            <translation>Surveillance</translation>
        </message>
        <message>
            <source>shield</source>
            <translation>Bouclier</translation>
        </message>
        <message>
            <source>inactive shield</source>
            <translation>Bouclier inactif</translation>
        </message>
        <message>
            <source>smoke</source>
            <translation>Fumée</translation>
        </message>
        <message>
            <source>graffiti</source>
            <translation>Graffiti</translation>
        </message>
        <message>
            <source>charge</source>
            <translation>Charge</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>Endommagé</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>Hors d'usage</translation>
        </message>
        <message>
            <source>weapon destroyed</source>
            <translation>Arme détériorée</translation>
        </message>
        <message>
            <source>move</source>
            <translation>Se Déplacer</translation>
        </message>
        <message>
            <source>attack</source>
            <translation>Attaquer</translation>
        </message>
        <message>
            <source>recover</source>
            <translation>Récupérer</translation>
        </message>
        <message>
            <source>card action</source>
            <translation>action de carte</translation>
        </message>
        <message>
            <source>block</source>
            <translation>Blocage</translation>
        </message>
        <message>
            <source>defence surge</source>
            <translation>Adrénaline de défense</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>vierge</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Commandant</translation>
        </message>
        <message>
            <source>Operative</source>
            <translation>Agent</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Troupiers</translation>
        </message>
        <message>
            <source>Special Forces</source>
            <translation>Forces spéciales</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Soutien</translation>
        </message>
        <message>
            <source>Heavy</source>
            <translation>Lourd</translation>
        </message>
        <message>
            <source>Last round played</source>
            <translation>Dernier round joué</translation>
        </message>
        <message>
            <source>Army eliminated</source>
            <translation>Armée éliminée</translation>
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
            <source>suppressed: 1 action lost</source>
            <translation>démoralisée : 1 action perdue</translation>
        </message>
        <message>
            <source>damaged: 1 action lost</source>
            <translation>endommagé : 1 action perdue</translation>
        </message>
        <message>
            <source>ion: an action lost per token</source>
            <translation>Ionique : une action perdue par pion</translation>
        </message>
        <message>
            <source>panicked: one move toward the nearest edge, no free action</source>
            <translation>paniquée : un seul déplacement vers le bord le plus proche, aucune action gratuite</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Round {round}</translation>
        </message>
        <message>
            <source>the game is over ({reason}), without a winner</source>
            <translation>la partie est terminée ({reason}), sans vainqueur</translation>
        </message>
        <message>
            <source>{player} wins ({reason})</source>
            <translation>{player} l'emporte ({reason})</translation>
        </message>
        <message>
            <source>Battle cards: {cards}</source>
            <translation>Cartes de bataille : {cards}</translation>
        </message>
        <message>
            <source>The armies are deployed; {player}, the blue player, takes the round counter</source>
            <translation>Les armées sont déployées ; {player}, le joueur bleu, prend le Compteur de round</translation>
        </message>
        <message>
            <source>{player} plays no command card</source>
            <translation>{player} ne joue pas de carte Commandement</translation>
        </message>
        <message numerus="yes">
            <source>{player} plays {card}, card of {owner} (%n pips)</source>
            <translation>
                <numerusform>{player} joue {card}, carte de {owner} (%n point lumineux)</numerusform>
                <numerusform>{player} joue {card}, carte de {owner} (%n points lumineux)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} plays {card} (%n pips)</source>
            <translation>
                <numerusform>{player} joue {card} (%n point lumineux)</numerusform>
                <numerusform>{player} joue {card} (%n points lumineux)</numerusform>
            </translation>
        </message>
        <message>
            <source>the pips tie: {holder} rolls {face}, {player} has priority</source>
            <translation>égalité de points lumineux : {holder} obtient {face}, {player} a la priorité</translation>
        </message>
        <message>
            <source>{player} has priority</source>
            <translation>{player} a la priorité</translation>
        </message>
        <message>
            <source>{player} issues orders to: {units}</source>
            <translation>{player} donne des ordres à : {units}</translation>
        </message>
        <message>
            <source>Activation phase: {player} activates first</source>
            <translation>Phase d'Activation : {player} active en premier</translation>
        </message>
        <message>
            <source>{player} draws a {rank} order token from the pool</source>
            <translation>{player} tire un pion Ordre {rank} de sa réserve d'ordres</translation>
        </message>
        <message>
            <source>{unit} activates</source>
            <translation>L'unité {unit} est activée</translation>
        </message>
        <message numerus="yes">
            <source>rallies: %n suppression removed</source>
            <translation>
                <numerusform>se rallie : %n pion Suppression retiré</numerusform>
                <numerusform>se rallie : %n pions Suppression retirés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n actions</source>
            <translation>
                <numerusform>%n action</numerusform>
                <numerusform>%n actions</numerusform>
            </translation>
        </message>
        <message>
            <source>{unit}: free {action}</source>
            <translation>{unit} : {action} (action gratuite)</translation>
        </message>
        <message>
            <source>{unit}: {action}</source>
            <translation>{unit} : {action}</translation>
        </message>
        <message>
            <source>{unit} ends its activation</source>
            <translation>L'unité {unit} termine son activation</translation>
        </message>
        <message>
            <source>End phase: command cards discarded, aim, dodge and standby tokens removed, one suppression removed from each unit</source>
            <translation>Phase Finale : cartes Commandement défaussées, pions Viser, Esquive et En attente retirés, un pion Suppression retiré de chaque unité</translation>
        </message>
        <message>
            <source>{unit} is promoted to commander</source>
            <translation>le Chef d'unité de {unit} est promu Commandant</translation>
        </message>
        <message>
            <source>round {round} begins, {player} holds the round counter</source>
            <translation>le round {round} commence, {player} possède le Compteur de round</translation>
        </message>
        <message numerus="yes">
            <source>{unit} heals %n wounds</source>
            <translation>
                <numerusform>L'unité {unit} soigne %n blessure</numerusform>
                <numerusform>L'unité {unit} soigne %n blessures</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} suffers %n wounds</source>
            <translation>
                <numerusform>L'unité {unit} subit %n blessure</numerusform>
                <numerusform>L'unité {unit} subit %n blessures</numerusform>
            </translation>
        </message>
        <message>
            <source>red die {face}: {token}</source>
            <translation>dé rouge {face} : {token}</translation>
        </message>
        <message>
            <source>{unit} is defeated</source>
            <translation>L'unité {unit} est vaincue</translation>
        </message>
        <message numerus="yes">
            <source>{unit} gains %n {token}</source>
            <translation>
                <numerusform>L'unité {unit} gagne %n pion {token}</numerusform>
                <numerusform>L'unité {unit} gagne %n pions {token}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} loses %n {token}</source>
            <translation>
                <numerusform>L'unité {unit} perd %n pion {token}</numerusform>
                <numerusform>L'unité {unit} perd %n pions {token}</numerusform>
            </translation>
        </message>
        <message>
            <source>it is suppressed</source>
            <translation>elle est démoralisée</translation>
        </message>
        <message>
            <source>it is no longer panicked</source>
            <translation>elle n'est plus paniquée</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n victory tokens ({total})</source>
            <translation>
                <numerusform>{player} gagne %n pion Victoire ({total})</numerusform>
                <numerusform>{player} gagne %n pions Victoire ({total})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n victory tokens ({total})</source>
            <translation>
                <numerusform>{player} perd %n pion Victoire ({total})</numerusform>
                <numerusform>{player} perd %n pions Victoire ({total})</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is ended early</source>
            <translation>La partie est arrêtée avant la fin</translation>
        </message>
        <message>
            <source>{unit} corrected by hand: wounds {wounds}/{total}{state}</source>
            <translation>L'unité {unit} est corrigée à la main : blessures {wounds}/{total}{state}</translation>
        </message>
        <message>
            <source>{unit} is defeated ({points} points)</source>
            <translation>l'unité {unit} est vaincue ({points} points)</translation>
        </message>
        <message numerus="yes">
            <source>%n miniatures defeated</source>
            <translation>
                <numerusform>%n figurine vaincue</numerusform>
                <numerusform>%n figurines vaincues</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} · {phase} · round counter: {player}</source>
            <translation>Round {round} · {phase} · Compteur de round : {player}</translation>
        </message>
        <message>
            <source>{player}{blue}: victory tokens {victory} · score {score} · command cards left {hand}</source>
            <translation>{player}{blue} : pions Victoire {victory} · score {score} · cartes Commandement restantes {hand}</translation>
        </message>
        <message>
            <source>blue player</source>
            <translation>joueur bleu</translation>
        </message>
        <message>
            <source>  {unit}: wounds {wounds}/{total}, miniatures {alive} of {minis}</source>
            <translation>  {unit} : blessures {wounds}/{total}, figurines {alive} sur {minis}</translation>
        </message>
        <message>
            <source>panicked</source>
            <translation>paniquée</translation>
        </message>
        <message>
            <source>suppressed</source>
            <translation>démoralisée</translation>
        </message>
        <message>
            <source>defeated</source>
            <translation>vaincue</translation>
        </message>
        <message>
            <source>victory tokens {tokens} · round {round}</source>
            <translation>pions Victoire {tokens} · round {round}</translation>
        </message>
        <message>
            <source>Star Wars: Legion</source>
            <translation>Star Wars : Légion</translation>
        </message>
        <message>
            <source>Game report</source>
            <translation>Rapport de partie</translation>
        </message>
        <message>
            <source>{player} wins, {tokens} in victory tokens</source>
            <translation>{player} l'emporte, {tokens} en pions Victoire</translation>
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
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durée</translation>
        </message>
        <message>
            <source>Blue player</source>
            <translation>Joueur bleu</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Victory tokens</source>
            <translation>Pions Victoire</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
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
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Blessures</translation>
        </message>
        <message>
            <source>Miniatures</source>
            <translation>Nb de figurines</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Pions</translation>
        </message>
        <message>
            <source>At the end</source>
            <translation>À la fin</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>En jeu</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Vaincue</translation>
        </message>
        <message>
            <source>Panicked</source>
            <translation>Paniquée</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Démoralisée</translation>
        </message>
        <message>
            <source>Unnamed army</source>
            <translation>Armée sans nom</translation>
        </message>
        <message>
            <source>Battle cards</source>
            <translation>Cartes de bataille</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Rangée</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>Primary objective</source>
            <translation>Objectif principal</translation>
        </message>
        <message>
            <source>Secondary objective</source>
            <translation>Objectif secondaire</translation>
        </message>
        <message>
            <source>Advantage</source>
            <translation>Avantage</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>Déploiement</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Condition</translation>
        </message>
        <message>
            <source>Round by round</source>
            <translation>Round par round</translation>
        </message>
        <message>
            <source>Round by round (continued)</source>
            <translation>Round par round (suite)</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Imprimé avec Muster {version}</translation>
        </message>
        <message>
            <source>The field "teammate_units" must be a list of unit keys.</source>
            <translation>Le champ « teammate_units » doit être une liste de clés d'unités.</translation>
        </message>
        <message>
            <source>Only a team battle has teammates whose units may be ordered.</source>
            <translation>Seul un combat en équipes a des coéquipiers dont on peut donner des ordres aux unités.</translation>
        </message>
        <message>
            <source>{player} has drawn an order token: a unit of its rank activates.</source>
            <translation>{player} a pioché un pion Ordre : une unité de son rang s'active.</translation>
        </message>
        <message>
            <source>"players" must list two players (four in a team battle)</source>
            <translation>« players » doit lister deux joueurs (quatre en combat en équipes)</translation>
        </message>
        <message>
            <source>"teams" must give each of the four players a team, 0 or 1</source>
            <translation>« teams » doit donner à chacun des quatre joueurs une équipe, 0 ou 1</translation>
        </message>
        <message>
            <source>The field "courage_player" names the player or the teammate whose Commander lends courage ("courage_from").</source>
            <translation>Le champ « courage_player » désigne le joueur ou le coéquipier dont le Commandant prête son courage (« courage_from »).</translation>
        </message>
        <message>
            <source>the pips tie between the teams: {player} has fewer pips in all ({fewer} against {more}) and has priority</source>
            <translation>égalité de points lumineux entre les équipes : {player} a le plus petit total de points lumineux ({fewer} contre {more}) et a la priorité</translation>
        </message>
        <message>
            <source>The army of {player}: {problem}</source>
            <translation>L'armée de {player} : {problem}</translation>
        </message>
    </context>
    <context>
        <name>LegionTrackerView</name>
        <message>
            <source>Standing Orders</source>
            <translation>Tenir la Position</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source> (blue)</source>
            <translation> (bleu)</translation>
        </message>
        <message>
            <source>Victory tokens: {count}</source>
            <translation>Pions Victoire : {count}</translation>
        </message>
        <message>
            <source>No card</source>
            <translation>Aucune carte</translation>
        </message>
        <message>
            <source>Order pool: {tokens}</source>
            <translation>Réserve d'ordres : {tokens}</translation>
        </message>
        <message>
            <source>drawn: {rank}</source>
            <translation>tiré : {rank}</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Round {round} sur {rounds}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Round {round}</translation>
        </message>
        <message>
            <source>Battle: {cards}</source>
            <translation>Bataille : {cards}</translation>
        </message>
        <message>
            <source>Round counter: {player}</source>
            <translation>Compteur de round : {player}</translation>
        </message>
        <message>
            <source>Priority: {player}</source>
            <translation>Priorité : {player}</translation>
        </message>
        <message>
            <source>{player} activates {unit}: {taken} of {actions} actions</source>
            <translation>{player} active {unit} : actions {taken} sur {actions}</translation>
        </message>
        <message>
            <source>{player} activates a unit</source>
            <translation>{player} active une unité</translation>
        </message>
        <message>
            <source>{player} promotes</source>
            <translation>{player} promeut</translation>
        </message>
        <message>
            <source>Primary objective</source>
            <translation>Objectif principal</translation>
        </message>
        <message>
            <source>Secondary objective</source>
            <translation>Objectif secondaire</translation>
        </message>
        <message>
            <source>Advantage</source>
            <translation>Avantage</translation>
        </message>
        <message>
            <source>A draw</source>
            <translation>Égalité</translation>
        </message>
        <message>
            <source>{team} win</source>
            <translation>{team} l'emportent</translation>
        </message>
        <message>
            <source>{player} wins</source>
            <translation>{player} l'emporte</translation>
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
            <source>Battle cards chosen</source>
            <translation>Cartes Bataille choisies</translation>
        </message>
        <message>
            <source>Deployment complete</source>
            <translation>Déploiement terminé</translation>
        </message>
        <message>
            <source>Free action</source>
            <translation>Action gratuite</translation>
        </message>
        <message>
            <source>End activation (E)</source>
            <translation>Fin d'activation (E)</translation>
        </message>
        <message>
            <source>End phase (R)</source>
            <translation>Phase Finale (R)</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Imprimer le rapport de partie…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, armies, log (Ctrl+P)</source>
            <translation>Imprimer ou enregistrer en PDF le rapport de cette partie : résultat, armées, journal (Ctrl+P)</translation>
        </message>
    </context>
    <context>
        <name>QuickFill</name>
        <message>
            <source>Fill the hand</source>
            <translation>Compléter la main</translation>
        </message>
        <message>
            <source>Complete the command hand with cards that fit: your characters' cards first, then generic ones. The cards you took stay; change any in its tab.</source>
            <translation>Compléter la main de Commandement avec des cartes permises : d’abord celles de vos personnages, puis les cartes génériques. Les cartes déjà prises restent ; changez-en dans leur onglet.</translation>
        </message>
        <message>
            <source>Fill the deck</source>
            <translation>Compléter le paquet</translation>
        </message>
        <message>
            <source>Complete the battle deck with the cards the format asks for. The cards you took stay; change any in its tab.</source>
            <translation>Compléter le paquet Bataille avec les cartes que demande le format. Les cartes déjà prises restent ; changez-en dans leur onglet.</translation>
        </message>
    </context>
    <context>
        <name>TeammateSeat</name>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>A saved army of the format Team battle (600 points)</source>
            <translation>Une armée enregistrée au format Combat en équipes (600 points)</translation>
        </message>
    </context>
    <context>
        <name>UnitCorrectionDialog</name>
        <message>
            <source>Correct {unit}</source>
            <translation>Corriger {unit}</translation>
        </message>
        <message>
            <source>A correction sets the unit as it is on the table; no rule runs. It is recorded in the log and can be undone.</source>
            <translation>Une correction reprend l'unité telle qu'elle est sur la table ; aucune règle ne s'applique. Elle est inscrite au journal et peut être annulée.</translation>
        </message>
        <message>
            <source>Wounds per miniature</source>
            <translation>Blessures par figurine</translation>
        </message>
        <message>
            <source>Unit leader</source>
            <translation>Chef d'unité</translation>
        </message>
        <message>
            <source>Miniature {number}</source>
            <translation>Figurine {number}</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Pions</translation>
        </message>
        <message>
            <source>Unit defeated</source>
            <translation>Unité vaincue</translation>
        </message>
    </context>
    <context>
        <name>UnitRow</name>
        <message>
            <source>Wounds per miniature, the unit leader first: {wounds}</source>
            <translation>Blessures par figurine, le Chef d'unité d'abord : {wounds}</translation>
        </message>
        <message>
            <source>Suppression {count}</source>
            <translation>Suppression {count}</translation>
        </message>
        <message>
            <source>Suppression {count} / courage {courage}</source>
            <translation>Suppression {count} / Courage {courage}</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Vaincue</translation>
        </message>
        <message>
            <source>Panicked</source>
            <translation>Paniquée</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Démoralisée</translation>
        </message>
        <message>
            <source>Order in the pool</source>
            <translation>Ordre dans la réserve</translation>
        </message>
        <message>
            <source>Ordered</source>
            <translation>Pion Ordre face visible</translation>
        </message>
        <message>
            <source>Activated</source>
            <translation>Activée</translation>
        </message>
        <message>
            <source>No tokens</source>
            <translation>Aucun pion</translation>
        </message>
        <message>
            <source>+ Wound</source>
            <translation>+ Blessure</translation>
        </message>
        <message>
            <source>Heal</source>
            <translation>Soigner</translation>
        </message>
        <message>
            <source>Gain a suppression token</source>
            <translation>Gagner un pion Suppression</translation>
        </message>
        <message>
            <source>Remove a suppression token</source>
            <translation>Retirer un pion Suppression</translation>
        </message>
        <message>
            <source>Activate</source>
            <translation>Activer</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordre</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Pions</translation>
        </message>
        <message>
            <source>Gain {token}</source>
            <translation>Gagner : {token}</translation>
        </message>
        <message>
            <source>Remove {token}</source>
            <translation>Retirer : {token}</translation>
        </message>
        <message>
            <source>Unit defeated</source>
            <translation>Unité vaincue</translation>
        </message>
        <message>
            <source>Activate with the courage of {commander}</source>
            <translation>Activer avec le Courage de {commander}</translation>
        </message>
        <message>
            <source>Correct…</source>
            <translation>Corriger…</translation>
        </message>
        <message>
            <source>Set the wounds, tokens or defeat as they are on the table</source>
            <translation>Reprendre les blessures, les pions ou la défaite tels qu'ils sont sur la table</translation>
        </message>
    </context>
    <context>
        <name>Violations</name>
        <message>
            <source>No army format is called "{format}"; the standard format is used.</source>
            <translation>Aucun format d’armée ne s’appelle « {format} » ; le format standard est utilisé.</translation>
        </message>
        <message>
            <source>No loaded catalogue has a card with the id "{card_id}".</source>
            <translation>Aucun catalogue chargé n’a de carte d’identifiant « {card_id} ».</translation>
        </message>
        <message>
            <source>No loaded catalogue has the battle force "{battle_force}".</source>
            <translation>Aucun catalogue chargé n’a la force de bataille « {battle_force} ».</translation>
        </message>
        <message>
            <source>The army costs {points} points; the format allows {limit}.</source>
            <translation>L’armée coûte {points} points ; le format en permet {limit}.</translation>
        </message>
        <message>
            <source>The battle force allows {maximum} commanders and operatives together; the army has {count}.</source>
            <translation>La force de bataille permet {maximum} commandants et agents au total ; l’armée en a {count}.</translation>
        </message>
        <message>
            <source>{card_name} cannot join an army of the {faction}.</source>
            <translation>{card_name} ne peut pas rejoindre une armée de la faction {faction}.</translation>
        </message>
        <message>
            <source>{rank} units: the army has {count}; the format requires at least {minimum}.</source>
            <translation>Unités {rank} : l’armée en a {count} ; le format en exige au moins {minimum}.</translation>
        </message>
        <message>
            <source>{card_name} cannot stand there: a card of the kind {kind} belongs there.</source>
            <translation>{card_name} ne peut pas figurer ici : il y faut une carte de type {kind}.</translation>
        </message>
        <message>
            <source>{rank} units: the army has {count}; the format allows at most {maximum}.</source>
            <translation>Unités {rank} : l’armée en a {count} ; le format en permet au plus {maximum}.</translation>
        </message>
        <message numerus="yes">
            <source>Mercenary {rank} units: the army has {count}; at most %n are allowed.</source>
            <translation>
                <numerusform>Unités mercenaires {rank} : l’armée en a {count} ; %n au plus est permise.</numerusform>
                <numerusform>Unités mercenaires {rank} : l’armée en a {count} ; %n au plus sont permises.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card_name} is not part of the battle force {battle_force}.</source>
            <translation>{card_name} ne fait pas partie de la force de bataille {battle_force}.</translation>
        </message>
        <message>
            <source>The battle force allows {minimum} to {maximum} of {card_name}; the army has {count}.</source>
            <translation>La force de bataille permet de {minimum} à {maximum} {card_name} ; l’armée en a {count}.</translation>
        </message>
        <message>
            <source>The battle force {battle_force} does not allow the upgrade {card_name}.</source>
            <translation>La force de bataille {battle_force} n’autorise pas l’amélioration {card_name}.</translation>
        </message>
        <message>
            <source>{card_name} is a detachment: it needs its own {parent} unit in the army.</source>
            <translation>{card_name} est un détachement : il lui faut sa propre unité {parent} dans l’armée.</translation>
        </message>
        <message>
            <source>{unit_name} has no free {slot} slot for {card_name}.</source>
            <translation>{unit_name} n’a pas d’emplacement {slot} libre pour {card_name}.</translation>
        </message>
        <message>
            <source>{unit_name} does not meet the requirements of {card_name}.</source>
            <translation>{unit_name} ne remplit pas les conditions de {card_name}.</translation>
        </message>
        <message>
            <source>{unit_name} carries {card_name} twice; a unit takes one copy of an upgrade.</source>
            <translation>{unit_name} porte deux fois {card_name} ; une unité ne prend qu’un exemplaire d’une amélioration.</translation>
        </message>
        <message>
            <source>{unit_name} carries more than one Leader upgrade.</source>
            <translation>{unit_name} porte plus d’une amélioration Chef.</translation>
        </message>
        <message>
            <source>{unit_name} must equip {required} ({keyword}).</source>
            <translation>{unit_name} doit s’équiper de {required} ({keyword}).</translation>
        </message>
        <message>
            <source>{card_name} is not the counterpart of {unit_name}.</source>
            <translation>{card_name} n’est pas l’Alter Ego de {unit_name}.</translation>
        </message>
        <message>
            <source>The unique name {card_name} appears more than once in the army.</source>
            <translation>Le nom unique {card_name} figure plusieurs fois dans l’armée.</translation>
        </message>
        <message>
            <source>A command hand has two cards each of 1, 2 and 3 pips; this one has {ones}, {twos} and {threes}.</source>
            <translation>Une main de Commandement compte deux cartes de 1, 2 et 3 points lumineux ; celle-ci en a {ones}, {twos} et {threes}.</translation>
        </message>
        <message>
            <source>The command card {card_name} is taken more than once.</source>
            <translation>La carte Commandement {card_name} est prise plusieurs fois.</translation>
        </message>
        <message>
            <source>The command card {card_name} needs {owner} in the army.</source>
            <translation>La carte Commandement {card_name} exige {owner} dans l’armée.</translation>
        </message>
        <message numerus="yes">
            <source>Contingency cards: the army sets aside {count}; at most %n are allowed.</source>
            <translation>
                <numerusform>Cartes Aléa : l’armée en met {count} de côté ; %n au plus est permise.</numerusform>
                <numerusform>Cartes Aléa : l’armée en met {count} de côté ; %n au plus sont permises.</numerusform>
            </translation>
        </message>
        <message>
            <source>Battle deck, {category} cards: the format requires {expected} different cards; the deck holds {count}.</source>
            <translation>Paquet Bataille, cartes {category} : le format exige {expected} cartes différentes ; le paquet en contient {count}.</translation>
        </message>
        <message>
            <source>{card_name} is not out yet ({when}): its points and rules may change.</source>
            <translation>{card_name} n’est pas encore sortie ({when}) : ses points et ses règles peuvent changer.</translation>
        </message>
        <message>
            <source>Not in your collection: {unit_name} (the army uses {used}).</source>
            <translation>Absent de votre collection : {unit_name} (l’armée en utilise {used}).</translation>
        </message>
        <message>
            <source>You own {owned} of {unit_name} but the army uses {used}.</source>
            <translation>{unit_name} : vous en possédez {owned} mais l’armée en utilise {used}.</translation>
        </message>
        <message>
            <source>A team in a team battle is two armies; this one has {count}.</source>
            <translation>Une équipe d'un combat en équipes compte deux armées ; celle-ci en a {count}.</translation>
        </message>
        <message>
            <source>The army of {player} is not built for a team battle (600 points: the format {format}).</source>
            <translation>L'armée de {player} n'est pas créée pour un combat en équipes (600 points : le format {format}).</translation>
        </message>
        <message>
            <source>The armies of a team belong to the same faction: {player} fields the {faction}, {teammate} the {other_faction}.</source>
            <translation>Les armées d'une même équipe appartiennent à la même faction : {player} joue la faction {faction}, {teammate} la faction {other_faction}.</translation>
        </message>
        <message>
            <source>The unique name {card_name} stands in the armies of both {player} and {teammate}; a team shares the uniqueness rules.</source>
            <translation>Le nom unique {card_name} figure dans les armées de {player} et de {teammate} ; une équipe partage les mêmes règles d'unicité.</translation>
        </message>
    </context>
</TS>
