<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
        <message>
            <source>Not in your collection: {unit_name} (the army uses {used}).</source>
            <translation>Absent de votre collection : {unit_name} (l’armée en utilise {used}).</translation>
        </message>
        <message>
            <source>You own {owned} of {unit_name} but the army uses {used}.</source>
            <translation>{unit_name} : vous en possédez {owned} mais l’armée en utilise {used}.</translation>
        </message>
    </context>
</TS>
