<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
            <source>Legion games are not tracked yet, so none can be reported.</source>
            <translation>Les parties de Légion ne sont pas encore suivies : aucune ne peut faire l’objet d’un rapport.</translation>
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
            <translation>homologue</translation>
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
            <translation>Nb de figurines</translation>
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
            <translation>Homologue</translation>
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
            <translation>Contingences ({count})</translation>
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
            <source>Copy</source>
            <translation>Copier</translation>
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
            <source>{slot} slot: {upgrade}. Double-click or press Delete to take it off</source>
            <translation>Emplacement {slot} : {upgrade}. Double-cliquez ou appuyez sur Suppr pour la retirer</translation>
        </message>
        <message>
            <source>Counterpart: {name}</source>
            <translation>Homologue : {name}</translation>
        </message>
        <message>
            <source>Field the unit with its counterpart, or without</source>
            <translation>Aligner l’unité avec son homologue, ou sans</translation>
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
            <source>None yet: the format asks for at least {minimum}.</source>
            <translation>Aucune pour l’instant : le format en demande au moins {minimum}.</translation>
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
            <translation>{card_name} n’est pas l’homologue de {unit_name}.</translation>
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
                <numerusform>Cartes Aléas : l’armée en met {count} de côté ; %n au plus est permise.</numerusform>
                <numerusform>Cartes Aléas : l’armée en met {count} de côté ; %n au plus sont permises.</numerusform>
            </translation>
        </message>
        <message>
            <source>Battle deck, {category} cards: the format requires {expected} different cards; the deck holds {count}.</source>
            <translation>Paquet Bataille, cartes {category} : le format exige {expected} cartes différentes ; le paquet en contient {count}.</translation>
        </message>
    </context>
</TS>
