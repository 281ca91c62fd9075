<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Errors</name>
    <message>
        <source>a game of StarCraft has 2 to 6 players, not {count}.</source>
        <translation>une partie de StarCraft se joue à 2 à 6 joueurs, pas {count}.</translation>
    </message>
    <message>
        <source>&quot;{reason}&quot; is not a way a game of StarCraft ends (conquest, special, end_game, elimination or agreed).</source>
        <translation>« {reason} » n&apos;est pas une façon dont finit une partie de StarCraft (conquest, special, end_game, elimination ou agreed).</translation>
    </message>
    <message>
        <source>a game won this way has a winner, or players who share the victory.</source>
        <translation>une partie gagnée ainsi a un vainqueur, ou des joueurs qui partagent la victoire.</translation>
    </message>
    <message>
        <source>a conquest victory needs at least {needed} conquest points; the winner has {cp}.</source>
        <translation>une victoire normale demande au moins {needed} points de conquête ; le vainqueur en a {cp}.</translation>
    </message>
    <message>
        <source>the winner of a conquest victory has the most conquest points: {cp} is fewer than {best}.</source>
        <translation>le vainqueur d&apos;une victoire normale a le plus de points de conquête : {cp} est moins que {best}.</translation>
    </message>
    <message>
        <source>players who share a victory have the same conquest points.</source>
        <translation>les joueurs qui partagent la victoire ont autant de points de conquête.</translation>
    </message>
    <message>
        <source>a victory by elimination has one winner: the last player in the game.</source>
        <translation>une victoire par élimination n&apos;a qu&apos;un vainqueur : le dernier joueur en jeu.</translation>
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
        <translation>le niveau de {building} qui la permet n&apos;est pas connu : voyez la tuile</translation>
    </message>
    <message>
        <source>needs the technology {tech}</source>
        <translation>il faut la technologie {tech}</translation>
    </message>
    <message>
        <source>the technology it needs is not known: see the card</source>
        <translation>la technologie requise n&apos;est pas connue : voyez la carte</translation>
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
        <translation>le nombre d&apos;emplacements de module n&apos;est pas connu : voyez la fiche de faction</translation>
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
        <translation>cette race n&apos;a pas ce module</translation>
    </message>
    <message>
        <source>{count} units is more than the build limit of {limit}.</source>
        <translation>{count} unités, c&apos;est plus que la limite de construction d&apos;unités de {limit}.</translation>
    </message>
    <message>
        <source>{unit} cannot be built: {reason}.</source>
        <translation>{unit} ne peut pas être construit : {reason}.</translation>
    </message>
    <message>
        <source>{what} is not of this faction&apos;s race.</source>
        <translation>{what} n&apos;est pas de la race de cette faction.</translation>
    </message>
    <message>
        <source>only {left} {unit} are left off the board.</source>
        <translation>il ne reste que {left} {unit} hors du plateau.</translation>
    </message>
    <message>
        <source>{building} cannot be bought now: {reason}.</source>
        <translation>{building} ne peut pas être acheté maintenant : {reason}.</translation>
    </message>
    <message>
        <source>no module can be bought: {reason}.</source>
        <translation>aucun module ne peut être acheté : {reason}.</translation>
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
        <translation>StarCraft : le jeu de plateau</translation>
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
        <translation>coût d&apos;un travailleur</translation>
    </message>
    <message>
        <source>transport cost</source>
        <translation>coût d&apos;un transport</translation>
    </message>
    <message>
        <source>base cost</source>
        <translation>coût d&apos;une base</translation>
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
        <translation>unité volante</translation>
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
</context>
</TS>
