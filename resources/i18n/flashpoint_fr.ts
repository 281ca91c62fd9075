<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>ActivationPanel</name>
        <message>
            <source>Skill</source>
            <translation>Habilité</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Pouvoir</translation>
        </message>
        <message>
            <source>Reaction</source>
            <translation>Réaction</translation>
        </message>
        <message>
            <source>Answers the opponent's activation that has just begun (before it calls reinforcements) with a fighter not yet activated; the opponent goes on after</source>
            <translation>Répond à l'activation adverse qui vient de commencer (avant ses Renforts) avec une figurine pas encore activée ; l'adversaire reprend ensuite</translation>
        </message>
        <message>
            <source>Reinforcements:</source>
            <translation>Renforts :</translation>
        </message>
        <message>
            <source>Activate and roll (A)</source>
            <translation>Activer et lancer (A)</translation>
        </message>
        <message>
            <source>Draw the dice from the reserves, roll them and place them on the profiles</source>
            <translation>Piocher les dés dans les réserves, les lancer et les placer sur les profils</translation>
        </message>
        <message>
            <source>Pass (P)</source>
            <translation>Je passe (P)</translation>
        </message>
        <message>
            <source>"Je passe": two passes in a row end the alternate activations</source>
            <translation>« Je passe » : deux « Je passe » successifs terminent l'activation alternée</translation>
        </message>
    </context>
    <context>
        <name>CardForm</name>
        <message>
            <source>Ready again each round</source>
            <translation>Redressée à chaque round</translation>
        </message>
        <message>
            <source>Single use</source>
            <translation>Utilisation unique</translation>
        </message>
        <message>
            <source>Reload (x)</source>
            <translation>Rechargement (x)</translation>
        </message>
        <message>
            <source>Another effect of a trigger, in your words</source>
            <translation>Un autre effet de déclencheur, avec vos mots</translation>
        </message>
        <message>
            <source>What the card does, as printed on it</source>
            <translation>L'effet de la carte, tel qu'imprimé dessus</translation>
        </message>
        <message>
            <source>Hits every figure along its path</source>
            <translation>Touche chaque figurine sur sa trajectoire</translation>
        </message>
        <message>
            <source>Lets its figure fire artillery</source>
            <translation>Permet à sa figurine de tirer à l'artillerie</translation>
        </message>
    </context>
    <context>
        <name>CardTable</name>
        <message>
            <source>Archetypes</source>
            <translation>Archétypes</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>Armes</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Équipements</translation>
        </message>
        <message>
            <source>Abilities</source>
            <translation>Capacités</translation>
        </message>
        <message>
            <source>Profiles</source>
            <translation>Profils</translation>
        </message>
        <message>
            <source>Search by name or kind (Ctrl+F)</source>
            <translation>Chercher par nom ou par type (Ctrl+F)</translation>
        </message>
        <message>
            <source>All kinds</source>
            <translation>Tous les types</translation>
        </message>
    </context>
    <context>
        <name>CardTableModel</name>
        <message>
            <source>SV: strategic value</source>
            <translation>VS : Valeur Stratégique</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>SV</source>
            <translation>VS</translation>
        </message>
        <message>
            <source>Owned</source>
            <translation>Possédées</translation>
        </message>
    </context>
    <context>
        <name>CombatPanel</name>
        <message>
            <source>{fighter} with {reinforcements}</source>
            <translation>{fighter} avec {reinforcements}</translation>
        </message>
        <message>
            <source>(combat action made: {fighters})</source>
            <translation>(action de combat faite : {fighters})</translation>
        </message>
        <message>
            <source>Activation in progress: {figures}. Only they act until it ends.</source>
            <translation>Activation en cours : {figures}. Elles seules agissent jusqu'à sa fin.</translation>
        </message>
        <message>
            <source>{fighter} attacks with {weapon}; defender:</source>
            <translation>{fighter} attaque avec {weapon} ; défenseur :</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} is attacked. Its attribution sequence (the rulebook gives one to a defender not yet activated): at most %n dice of each type.</source>
            <translation>
                <numerusform>{fighter} est attaquée. Sa séquence d'attribution (le livret de règles la donne au défenseur pas encore activé) : au plus %n dé de chaque type.</numerusform>
                <numerusform>{fighter} est attaquée. Sa séquence d'attribution (le livret de règles la donne au défenseur pas encore activé) : au plus %n dés de chaque type.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} is attacked and has not activated: its attribution sequence, at most %n dice of each type from the reserve.</source>
            <translation>
                <numerusform>{fighter} est attaquée et n'a pas été activée : sa séquence d'attribution, au plus %n dé de chaque type pris dans la réserve.</numerusform>
                <numerusform>{fighter} est attaquée et n'a pas été activée : sa séquence d'attribution, au plus %n dés de chaque type pris dans la réserve.</numerusform>
            </translation>
        </message>
        <message>
            <source>Declare the attack</source>
            <translation>Déclarer l'attaque</translation>
        </message>
        <message>
            <source>The combat action: one per figure and activation; the weapon is tilted</source>
            <translation>L'action de combat : une par figurine et par activation ; l'arme est inclinée</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Habilité</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Pouvoir</translation>
        </message>
        <message>
            <source>Roll the defender's dice</source>
            <translation>Lancer les dés du défenseur</translation>
        </message>
        <message>
            <source>Draw the dice from the defender's reserve, roll them, place them on it</source>
            <translation>Piocher les dés dans la réserve du défenseur, les lancer et les placer sur son profil</translation>
        </message>
        <message>
            <source>No dice</source>
            <translation>Aucun dé</translation>
        </message>
        <message>
            <source>The defender draws no dice for this attack</source>
            <translation>Le défenseur ne pioche aucun dé pour cette attaque</translation>
        </message>
    </context>
    <context>
        <name>DebriefingPanel</name>
        <message>
            <source>Count the success points and end the game</source>
            <translation>Compter les points de succès et finir la partie</translation>
        </message>
    </context>
    <context>
        <name>DesignerDialog</name>
        <message>
            <source>Flashpoint designer</source>
            <translation>Atelier Flashpoint</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouveau</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Dupliquer</translation>
        </message>
        <message>
            <source>Make your own copy of the selected card</source>
            <translation>Faire votre propre copie de la carte choisie</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
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
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Strategic value (SV), as the rules sum it:</source>
            <translation>Valeur Stratégique (VS), comme les règles la somment :</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <source>Choose a card on the left, or press New to design an archetype, a weapon, an equipment card, an ability or a profile. Every change is saved at once in your design pack, which the Catalogue page exports for your club.</source>
            <translation>Choisissez une carte à gauche, ou appuyez sur Nouveau pour créer un archétype, une arme, un équipement, une capacité ou un profil. Chaque modification est enregistrée aussitôt dans votre pack de créations, que la page Catalogue exporte pour votre club.</translation>
        </message>
        <message>
            <source>Edit a copy</source>
            <translation>Modifier une copie</translation>
        </message>
        <message>
            <source>Make your own copy of this card and edit it</source>
            <translation>Faire votre propre copie de cette carte et la modifier</translation>
        </message>
        <message>
            <source>This card belongs to a built-in or imported pack, which stays as published: its fields cannot change here. Edit a copy to make it your own.</source>
            <translation>Cette carte appartient à un paquet intégré ou importé, qui reste tel que publié : ses champs ne peuvent pas changer ici. Modifiez une copie pour en faire la vôtre.</translation>
        </message>
        <message>
            <source>No problem: this design follows the rules.</source>
            <translation>Aucun problème : cette création respecte les règles.</translation>
        </message>
        <message>
            <source>A design needs a name: the last change to it is not kept.</source>
            <translation>Une création doit avoir un nom : la dernière modification n'est pas gardée.</translation>
        </message>
        <message>
            <source>These values do not make a card: the last change is not kept.</source>
            <translation>Ces valeurs ne forment pas une carte : la dernière modification n'est pas gardée.</translation>
        </message>
        <message>
            <source>Change {field} of {name}</source>
            <translation>Modifier « {field} » de {name}</translation>
        </message>
        <message>
            <source>New archetype</source>
            <translation>Nouvel archétype</translation>
        </message>
        <message>
            <source>New weapon</source>
            <translation>Nouvelle arme</translation>
        </message>
        <message>
            <source>New equipment</source>
            <translation>Nouvel équipement</translation>
        </message>
        <message>
            <source>New ability</source>
            <translation>Nouvelle capacité</translation>
        </message>
        <message>
            <source>New profile</source>
            <translation>Nouveau profil</translation>
        </message>
        <message>
            <source>New: {name}</source>
            <translation>Création : {name}</translation>
        </message>
        <message>
            <source>{name} (copy)</source>
            <translation>{name} (copie)</translation>
        </message>
        <message>
            <source>Duplicate {name}</source>
            <translation>Dupliquer {name}</translation>
        </message>
        <message>
            <source>Delete a design</source>
            <translation>Supprimer une création</translation>
        </message>
        <message>
            <source>Delete “{name}” from your designs? Undo brings it back.</source>
            <translation>Supprimer « {name} » de vos créations ? Annuler la fait revenir.</translation>
        </message>
        <message>
            <source>Delete {name}</source>
            <translation>Supprimer {name}</translation>
        </message>
        <message>
            <source>The design pack could not be written: {error}</source>
            <translation>Le pack de créations n'a pas pu être écrit : {error}</translation>
        </message>
    </context>
    <context>
        <name>EndRoundPanel</name>
        <message>
            <source>Discard and rebuild the reserves (R)</source>
            <translation>Défausse et reconstitution des réserves (R)</translation>
        </message>
        <message>
            <source>The discard step, the reserve rebuild and the end of the round: tilted cards upright, the round counter advances</source>
            <translation>L'étape de défausse, la reconstitution des réserves et la fin du round : les cartes inclinées sont redressées, le compteur de rounds avance</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>"team" must be an object</source>
            <translation>« team » doit être un objet</translation>
        </message>
        <message>
            <source>"fighters" must be a list of at most {count}</source>
            <translation>« fighters » doit être une liste d'au plus {count} éléments</translation>
        </message>
        <message>
            <source>fighter {number} must be an object with a "profile" id</source>
            <translation>la figurine {number} doit être un objet avec un identifiant « profile »</translation>
        </message>
        <message>
            <source>fighter {number}: "role" must be "leader", "strategist" or null</source>
            <translation>figurine {number} : « role » doit être « leader », « strategist » ou null</translation>
        </message>
        <message>
            <source>fighter {number}: "{key}" must be text of at most {count} characters</source>
            <translation>figurine {number} : « {key} » doit être un texte d'au plus {count} caractères</translation>
        </message>
        <message>
            <source>"mission" must be an object or null</source>
            <translation>« mission » doit être un objet ou null</translation>
        </message>
        <message>
            <source>mission: "{key}" must be text of at most {count} characters</source>
            <translation>mission : « {key} » doit être un texte d'au plus {count} caractères</translation>
        </message>
        <message>
            <source>mission: "{key}" must be a whole number from 0 to 20</source>
            <translation>mission : « {key} » doit être un nombre entier de 0 à 20</translation>
        </message>
        <message>
            <source>a game of Flashpoint has two players, not {count}.</source>
            <translation>une partie de Flashpoint se joue à deux joueurs, pas {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game ends (debriefing, conceded or agreed).</source>
            <translation>« {reason} » n'est pas une fin de partie (debriefing, conceded ou agreed).</translation>
        </message>
        <message>
            <source>at the debriefing the higher total of success points wins, and equal totals are a draw.</source>
            <translation>au débriefing, le plus haut total de points de succès l'emporte, et des totaux égaux font un match nul.</translation>
        </message>
    </context>
    <context>
        <name>FighterCard</name>
        <message>
            <source>Skill, Power and reinforcement range, as they are now</source>
            <translation>Habilité, Pouvoir et Portée de Renfort, tels qu'ils sont maintenant</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Morte</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Blessée</translation>
        </message>
        <message>
            <source>Activated ×{count}</source>
            <translation>Activée ×{count}</translation>
        </message>
        <message>
            <source>Able, not activated</source>
            <translation>En état de combattre, non activée</translation>
        </message>
        <message>
            <source>Dice: {skill} Skill, {power} Power</source>
            <translation>Dés : {skill} Habilité, {power} Pouvoir</translation>
        </message>
        <message>
            <source>Discard a Skill die from the profile</source>
            <translation>Défausser un dé d'Habilité du profil</translation>
        </message>
        <message>
            <source>SK {skill} · PW {power} · RR {reach}</source>
            <translation>H {skill} · P {power} · Pr {reach}</translation>
        </message>
        <message>
            <source>−1 SK</source>
            <translation>−1 H</translation>
        </message>
        <message>
            <source>−1 PW</source>
            <translation>−1 P</translation>
        </message>
        <message>
            <source>Discard a Power die from the profile (a Wounded fighter that discards dies)</source>
            <translation>Défausser un dé de Pouvoir du profil (une figurine Blessée qui défausse meurt)</translation>
        </message>
        <message>
            <source>Declare dead</source>
            <translation>Déclarer Morte</translation>
        </message>
        <message>
            <source>Wounded: dice lost, cards tilted; a Wounded fighter wounded again dies</source>
            <translation>Blessée : dés perdus, cartes inclinées ; une figurine Blessée blessée à nouveau meurt</translation>
        </message>
        <message>
            <source>+1 die</source>
            <translation>+1 dé</translation>
        </message>
        <message>
            <source>A game effect gives a die from the reserve; a Wounded fighter that regains a die is Wounded no more</source>
            <translation>Un effet de jeu donne un dé de la réserve ; une figurine Blessée qui regagne un dé n'est plus Blessée</translation>
        </message>
        <message>
            <source>Gain a Skill die</source>
            <translation>Gagner un dé d'Habilité</translation>
        </message>
        <message>
            <source>Gain a Power die</source>
            <translation>Gagner un dé de Pouvoir</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <source>A strategic action of the activated figure: run, jump, disengage…</source>
            <translation>Une action stratégique de la figurine activée : courir, sauter, se désengager…</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Courir</translation>
        </message>
        <message>
            <source>Enter or leave difficult terrain</source>
            <translation>Entrer dans un terrain encombré ou en sortir</translation>
        </message>
        <message>
            <source>Disengage</source>
            <translation>Se désengager</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>Sauter</translation>
        </message>
        <message>
            <source>Operate a mechanism</source>
            <translation>Actionner un mécanisme</translation>
        </message>
        <message>
            <source>Give an NPC an order</source>
            <translation>Donner un ordre à un PNJ</translation>
        </message>
        <message>
            <source>Markers ({count})</source>
            <translation>Marqueurs ({count})</translation>
        </message>
        <message>
            <source>Markers</source>
            <translation>Marqueurs</translation>
        </message>
        <message>
            <source>Place: {marker}</source>
            <translation>Placer : {marker}</translation>
        </message>
        <message>
            <source>Remove (strategic action): {marker}</source>
            <translation>Retirer (action stratégique) : {marker}</translation>
        </message>
        <message>
            <source>tilted</source>
            <translation>inclinée</translation>
        </message>
        <message>
            <source>to reload</source>
            <translation>à recharger</translation>
        </message>
        <message>
            <source>discarded</source>
            <translation>défaussée</translation>
        </message>
        <message>
            <source>Reload it (Rechargement: its strategic actions spent)</source>
            <translation>La recharger (Rechargement : ses actions stratégiques dépensées)</translation>
        </message>
        <message>
            <source>Use it</source>
            <translation>L'utiliser</translation>
        </message>
        <message>
            <source>Not usable until it is upright again</source>
            <translation>Inutilisable jusqu'à ce qu'elle soit redressée</translation>
        </message>
    </context>
    <context>
        <name>FighterModel</name>
        <message>
            <source>SV: strategic value</source>
            <translation>VS : Valeur Stratégique</translation>
        </message>
        <message>
            <source>Fighter</source>
            <translation>Figurine</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rôle</translation>
        </message>
        <message>
            <source>SV</source>
            <translation>VS</translation>
        </message>
    </context>
    <context>
        <name>Flashpoint</name>
        <message>
            <source>base size</source>
            <translation>taille de socle</translation>
        </message>
        <message>
            <source>SK</source>
            <translation>H</translation>
        </message>
        <message>
            <source>PW</source>
            <translation>P</translation>
        </message>
        <message>
            <source>RR</source>
            <translation>Pr</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Force</translation>
        </message>
        <message>
            <source>R max − R min</source>
            <translation>R max − R min</translation>
        </message>
        <message>
            <source>triggers</source>
            <translation>déclencheurs</translation>
        </message>
        <message>
            <source>ranged</source>
            <translation>tir</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>choisie</translation>
        </message>
        <message>
            <source>SK: Skill · PW: Power · RR: reinforcement range</source>
            <translation>H : Habilité · P : Pouvoir · Pr : Portée de Renfort</translation>
        </message>
        <message>
            <source>Flashpoint</source>
            <translation>Flashpoint</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Habilité</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Pouvoir</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>Socle</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Portée</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Cartes :</translation>
        </message>
        <message>
            <source>weapons {weapons} · equipment {equipment} · abilities {abilities}</source>
            <translation>armes {weapons} · équipements {equipment} · capacités {abilities}</translation>
        </message>
        <message>
            <source>Triggers:</source>
            <translation>Déclencheurs :</translation>
        </message>
        <message>
            <source>Trigger</source>
            <translation>Déclencheur</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>Effet</translation>
        </message>
        <message>
            <source>Strategic value</source>
            <translation>Valeur Stratégique</translation>
        </message>
        <message>
            <source>Use:</source>
            <translation>Utilisation :</translation>
        </message>
        <message>
            <source>Single use</source>
            <translation>Utilisation unique</translation>
        </message>
        <message>
            <source>Reload ({count})</source>
            <translation>Rechargement ({count})</translation>
        </message>
        <message>
            <source>Needs: Artillerist</source>
            <translation>Requiert : Artilleur</translation>
        </message>
        <message>
            <source>Two figures x / y: the first counts when this team plays as the Offensive player, the second when it plays as the Defensive player.</source>
            <translation>Deux nombres x / y : le premier vaut quand cette Team joue en joueur Offensif, le second quand elle joue en joueur Défensif.</translation>
        </message>
        <message>
            <source>Artillerist</source>
            <translation>Artilleur</translation>
        </message>
        <message>
            <source>Bare hands (free)</source>
            <translation>À mains nues (gratuit)</translation>
        </message>
        <message>
            <source>unknown card {card_id}</source>
            <translation>carte inconnue {card_id}</translation>
        </message>
        <message>
            <source>Burning</source>
            <translation>Enflammé</translation>
        </message>
        <message>
            <source>Poisoned</source>
            <translation>Empoisonné</translation>
        </message>
        <message>
            <source>Staggered</source>
            <translation>Déstabilisé</translation>
        </message>
        <message>
            <source>Immobilised</source>
            <translation>Immobilisé</translation>
        </message>
        <message>
            <source>Fighter</source>
            <translation>Figurine</translation>
        </message>
        <message>
            <source>Fighters ({count})</source>
            <translation>Figurines ({count})</translation>
        </message>
        <message>
            <source>Unnamed team</source>
            <translation>Team sans nom</translation>
        </message>
        <message>
            <source>Mission: {mission}</source>
            <translation>Mission : {mission}</translation>
        </message>
        <message>
            <source>continued</source>
            <translation>suite</translation>
        </message>
        <message>
            <source>SV</source>
            <translation>VS</translation>
        </message>
        <message>
            <source>SA</source>
            <translation>AS</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>L</translation>
        </message>
        <message>
            <source>BL</source>
            <translation>S</translation>
        </message>
        <message>
            <source>SV: strategic value</source>
            <translation>VS : valeur stratégique</translation>
        </message>
        <message>
            <source>RR: reinforcement range</source>
            <translation>Pr : Portée de Renfort</translation>
        </message>
        <message>
            <source>SA: strategic actions</source>
            <translation>AS : actions stratégiques</translation>
        </message>
        <message>
            <source>TL: throw length</source>
            <translation>L : Longueur du lancé</translation>
        </message>
        <message>
            <source>BL: blast</source>
            <translation>S : Souffle</translation>
        </message>
        <message>
            <source>SA 0: always active</source>
            <translation>AS 0 : toujours actif</translation>
        </message>
        <message>
            <source>Activated (rounds)</source>
            <translation>Activée (rounds)</translation>
        </message>
        <message>
            <source>Wounded, Dead</source>
            <translation>Blessée, Morte</translation>
        </message>
        <message>
            <source>Skill reserve</source>
            <translation>Réserve d'Habilité</translation>
        </message>
        <message>
            <source>Power reserve</source>
            <translation>Réserve de Pouvoir</translation>
        </message>
        <message>
            <source>Strategic Bonus</source>
            <translation>Bonus Stratégique</translation>
        </message>
        <message>
            <source>Power dice: tick each one discarded</source>
            <translation>Dés de Pouvoir : cochez chaque dé défaussé</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Round {number}</translation>
        </message>
        <message>
            <source>Dice bid</source>
            <translation>Dés misés</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Initiative</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Points de succès</translation>
        </message>
        <message>
            <source>Single-use and reload cards</source>
            <translation>Cartes à utilisation unique et à rechargement</translation>
        </message>
        <message>
            <source>{fighter}: {card} ({use})</source>
            <translation>{fighter} : {card} ({use})</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <source>{name}. Strategic Bonus of the mission: Offensive +{offensive}, Defensive +{defensive}. Success points: {conditions}</source>
            <translation>{name}. Bonus Stratégique de la mission : Offensif +{offensive}, Défensif +{defensive}. Points de succès : {conditions}</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
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
            <source>an archetype</source>
            <translation>un archétype</translation>
        </message>
        <message>
            <source>a weapon</source>
            <translation>une arme</translation>
        </message>
        <message>
            <source>an equipment card</source>
            <translation>une carte d'équipement</translation>
        </message>
        <message>
            <source>an ability</source>
            <translation>une capacité</translation>
        </message>
        <message>
            <source>a profile</source>
            <translation>un profil</translation>
        </message>
        <message>
            <source>weapons</source>
            <translation>armes</translation>
        </message>
        <message>
            <source>equipment cards</source>
            <translation>cartes d'équipement</translation>
        </message>
        <message>
            <source>abilities</source>
            <translation>capacités</translation>
        </message>
        <message>
            <source>Archetype</source>
            <translation>Archétype</translation>
        </message>
        <message>
            <source>Melee weapon</source>
            <translation>Arme de corps à corps</translation>
        </message>
        <message>
            <source>Ranged weapon</source>
            <translation>Arme de tir</translation>
        </message>
        <message>
            <source>Breath weapon</source>
            <translation>Arme de souffle</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Équipement</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Grenade</translation>
        </message>
        <message>
            <source>Artillery</source>
            <translation>Artillerie</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>Capacité</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>Fighters</source>
            <translation>Figurines</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Leader</translation>
        </message>
        <message>
            <source>Strategist</source>
            <translation>Stratège</translation>
        </message>
        <message>
            <source>Strategic value: {points} of {limit}</source>
            <translation>Valeur Stratégique : {points} sur {limit}</translation>
        </message>
        <message numerus="yes">
            <source>%n fighter(s)</source>
            <translation>
                <numerusform>%n figurine</numerusform>
                <numerusform>%n figurines</numerusform>
            </translation>
        </message>
        <message>
            <source>Strategic Bonus: {offensive} as Offensive player, {defensive} as Defensive player (Power {power} of the {role})</source>
            <translation>Bonus Stratégique : {offensive} en joueur Offensif, {defensive} en joueur Défensif (Pouvoir {power} du {role})</translation>
        </message>
        <message>
            <source>Strategic Bonus: {offensive} as Offensive player, {defensive} as Defensive player</source>
            <translation>Bonus Stratégique : {offensive} en joueur Offensif, {defensive} en joueur Défensif</translation>
        </message>
        <message>
            <source>Dice reserves: Skill {skill}; Power {offensive} as Offensive player, {defensive} as Defensive player</source>
            <translation>Réserves de dés : Habilité {skill} ; Pouvoir {offensive} en joueur Offensif, {defensive} en joueur Défensif</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>effect</source>
            <translation>effet</translation>
        </message>
        <message>
            <source>Skill (SK)</source>
            <translation>Habilité (H)</translation>
        </message>
        <message>
            <source>Power (PW)</source>
            <translation>Pouvoir (P)</translation>
        </message>
        <message>
            <source>reinforcement range (RR)</source>
            <translation>Portée de Renfort (Pr)</translation>
        </message>
        <message>
            <source>strategic actions (SA)</source>
            <translation>actions stratégiques (AS)</translation>
        </message>
        <message>
            <source>strategic value (SV)</source>
            <translation>Valeur Stratégique (VS)</translation>
        </message>
        <message>
            <source>throw length (TL)</source>
            <translation>Longueur du lancé (L)</translation>
        </message>
        <message>
            <source>blast (BL)</source>
            <translation>Souffle (S)</translation>
        </message>
        <message>
            <source>most weapons</source>
            <translation>nombre max d'armes</translation>
        </message>
        <message>
            <source>most equipment cards</source>
            <translation>nombre max d'équipements</translation>
        </message>
        <message>
            <source>most abilities</source>
            <translation>nombre max de capacités</translation>
        </message>
        <message>
            <source>weapon type</source>
            <translation>type d'arme</translation>
        </message>
        <message>
            <source>R min</source>
            <translation>R min</translation>
        </message>
        <message>
            <source>R max</source>
            <translation>R max</translation>
        </message>
        <message>
            <source>breath weapon</source>
            <translation>arme de souffle</translation>
        </message>
        <message>
            <source>use</source>
            <translation>utilisation</translation>
        </message>
        <message>
            <source>reload</source>
            <translation>rechargement</translation>
        </message>
        <message>
            <source>equipment type</source>
            <translation>type d'équipement</translation>
        </message>
        <message>
            <source>archetype</source>
            <translation>archétype</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Teams</source>
            <translation>Teams</translation>
        </message>
        <message>
            <source>Success points so far {score}</source>
            <translation>Points de succès pour l'instant {score}</translation>
        </message>
        <message>
            <source>success points {score} · round {turns}</source>
            <translation>points de succès {score} · round {turns}</translation>
        </message>
        <message>
            <source>Choose a team.</source>
            <translation>Choisissez une team.</translation>
        </message>
        <message>
            <source>No saved team yet: build one in the Builder, or open a file or a share code here.</source>
            <translation>Aucune team enregistrée pour l'instant : créez-en une dans la page Création, ou ouvrez ici un fichier ou un code de partage.</translation>
        </message>
        <message numerus="yes">
            <source>This team breaks %n rule(s).</source>
            <translation>
                <numerusform>Cette team enfreint %n règle.</numerusform>
                <numerusform>Cette team enfreint %n règles.</numerusform>
            </translation>
        </message>
        <message>
            <source>This team is legal.</source>
            <translation>Cette team est légale.</translation>
        </message>
        <message>
            <source>Play with this team anyway</source>
            <translation>Jouer cette team quand même</translation>
        </message>
        <message>
            <source>Choose a team for {player}.</source>
            <translation>Choisissez une team pour {player}.</translation>
        </message>
        <message>
            <source>{player}'s team breaks the rules: tick the box to play it anyway.</source>
            <translation>La team de {player} enfreint les règles : cochez la case pour la jouer quand même.</translation>
        </message>
        <message>
            <source>Paste the team's share code:</source>
            <translation>Collez le code de partage de la team :</translation>
        </message>
        <message>
            <source>Register a &amp;team…</source>
            <translation>Inscrire une &amp;team…</translation>
        </message>
        <message>
            <source>&amp;Withdraw a team…</source>
            <translation>Re&amp;tirer une team…</translation>
        </message>
        <message>
            <source>Register a team</source>
            <translation>Inscrire une team</translation>
        </message>
        <message>
            <source>Withdraw a team</source>
            <translation>Retirer une team</translation>
        </message>
        <message>
            <source>Team of {name}:</source>
            <translation>Team de {name} :</translation>
        </message>
        <message>
            <source>Team of {name} to withdraw:</source>
            <translation>Team de {name} à retirer :</translation>
        </message>
        <message>
            <source>Registered teams: {names}</source>
            <translation>Teams inscrites : {names}</translation>
        </message>
        <message>
            <source>No registered team.</source>
            <translation>Aucune team inscrite.</translation>
        </message>
        <message>
            <source>Record games with the players' teams to see how each team and each fighter fares, and charts of the results over time.</source>
            <translation>Enregistrez des parties avec les teams des joueurs pour voir les résultats de chaque team et de chaque figurine, et des graphiques de leur évolution.</translation>
        </message>
        <message>
            <source>Flashpoint needs no collection: you design your own fighters in the Builder (Design fighters…).</source>
            <translation>Flashpoint ne demande pas de collection : vous concevez vos propres figurines dans la page Création (Créer des figurines…).</translation>
        </message>
    </context>
    <context>
        <name>FlashpointBuilder</name>
        <message>
            <source>Untitled team</source>
            <translation>Team sans nom</translation>
        </message>
        <message>
            <source>Saved teams</source>
            <translation>Teams enregistrées</translation>
        </message>
        <message>
            <source>No saved teams yet. Recruit one and press Save (Ctrl+S).</source>
            <translation>Aucune Team enregistrée. Recrutez-en une et appuyez sur Enregistrer (Ctrl+S).</translation>
        </message>
        <message>
            <source>No saved team matches this search.</source>
            <translation>Aucune Team enregistrée ne correspond à cette recherche.</translation>
        </message>
        <message>
            <source>No saved teams yet</source>
            <translation>Aucune Team enregistrée</translation>
        </message>
        <message>
            <source>Empty team: recruit profiles from the catalogue.</source>
            <translation>Team vide : recrutez des profils dans le catalogue.</translation>
        </message>
        <message>
            <source>Legal team.</source>
            <translation>Team légale.</translation>
        </message>
        <message>
            <source>Casual team (house rules allowed).</source>
            <translation>Partie libre (règles maison permises).</translation>
        </message>
        <message>
            <source>Start a new team (Ctrl+N)</source>
            <translation>Commencer une nouvelle Team (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save the team in Muster, legal or not (Ctrl+S)</source>
            <translation>Enregistrer la Team dans Muster, légale ou non (Ctrl+S)</translation>
        </message>
        <message>
            <source>Open one of the teams saved last</source>
            <translation>Ouvrir une des dernières Teams enregistrées</translation>
        </message>
        <message>
            <source>Open a team from a Muster share code</source>
            <translation>Ouvrir une Team depuis un code de partage Muster</translation>
        </message>
        <message>
            <source>Print the team sheet and your fighters' cards, or export them as PDF (Ctrl+P)</source>
            <translation>Imprimer la feuille de Team et les cartes de vos figurines, ou les exporter en PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Start a game with this team on the Games page</source>
            <translation>Commencer une partie avec cette Team sur la page Parties</translation>
        </message>
        <message>
            <source>Rename team</source>
            <translation>Renommer la Team</translation>
        </message>
        <message>
            <source>Team opened from a share code; save it to keep it.</source>
            <translation>Team ouverte depuis un code de partage ; enregistrez-la pour la garder.</translation>
        </message>
        <message>
            <source>The team is on the clipboard as text.</source>
            <translation>La Team est dans le presse-papiers, en texte.</translation>
        </message>
        <message>
            <source>team</source>
            <translation>team</translation>
        </message>
        <message>
            <source>Copy Muster share code</source>
            <translation>Copier le code de partage Muster</translation>
        </message>
        <message>
            <source>Recruit</source>
            <translation>Recruter</translation>
        </message>
        <message>
            <source>Add the selected profile to the team (Enter or double-click)</source>
            <translation>Ajouter le profil choisi à la Team (Entrée ou double-clic)</translation>
        </message>
        <message>
            <source>Design fighters…</source>
            <translation>Créer des figurines…</translation>
        </message>
        <message>
            <source>Design archetypes, weapons, equipment, abilities and profiles</source>
            <translation>Créer archétypes, armes, équipements, capacités et profils</translation>
        </message>
        <message>
            <source>Figure's name</source>
            <translation>Nom de la figurine</translation>
        </message>
        <message>
            <source>Its profile's name</source>
            <translation>Le nom de son profil</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>No role</source>
            <translation>Aucun rôle</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Offensive player's bonus</source>
            <translation>Bonus du joueur Offensif</translation>
        </message>
        <message>
            <source>Defensive player's bonus</source>
            <translation>Bonus du joueur Défensif</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Points de succès</translation>
        </message>
        <message>
            <source>How each side scores, as the players agreed</source>
            <translation>Comment chaque camp marque, comme convenu entre les joueurs</translation>
        </message>
        <message>
            <source>Where to start</source>
            <translation>Par où commencer</translation>
        </message>
        <message>
            <source>Recruit profiles from the list on the left: double-click one, press Enter or Recruit. The team may hold up to 50 strategic value.</source>
            <translation>Recrutez des profils dans la liste à gauche : double-cliquez, appuyez sur Entrée ou sur Recruter. La Team peut compter jusqu'à 50 de Valeur Stratégique.</translation>
        </message>
        <message>
            <source>The first fighter recruited is the Leader; choose another Leader, or a Strategist, under the team's list.</source>
            <translation>La première figurine recrutée est le Leader ; choisissez un autre Leader, ou un Stratège, sous la liste de la Team.</translation>
        </message>
        <message>
            <source>No profile to your taste? Design fighters… opens the designer: archetypes, weapons, equipment and abilities priced by the rulebook's formulas.</source>
            <translation>Aucun profil à votre goût ? Créer des figurines… ouvre l'atelier : archétypes, armes, équipements et capacités chiffrés selon les formules des règles.</translation>
        </message>
        <message>
            <source>Recruit {name}</source>
            <translation>Recruter {name}</translation>
        </message>
        <message>
            <source>{name} joins the team as its Leader.</source>
            <translation>{name} rejoint la Team comme Leader.</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>Retirer {name}</translation>
        </message>
        <message>
            <source>Make {name} the {role}</source>
            <translation>Faire de {name} le {role}</translation>
        </message>
        <message>
            <source>Take {name}'s role away</source>
            <translation>Retirer son rôle à {name}</translation>
        </message>
        <message>
            <source>Name a figure {name}</source>
            <translation>Nommer une figurine {name}</translation>
        </message>
        <message>
            <source>Edit the mission</source>
            <translation>Modifier la mission</translation>
        </message>
        <message numerus="yes">
            <source>{points} of {limit} · %n fighter(s)</source>
            <translation>
                <numerusform>{points} sur {limit} · %n figurine</numerusform>
                <numerusform>{points} sur {limit} · %n figurines</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FlashpointGameOptions</name>
        <message>
            <source>Roll the dice at the start</source>
            <translation>Lancer les dés au début</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <source>The mission's name</source>
            <translation>Le nom de la mission</translation>
        </message>
        <message>
            <source>Strategic Bonus</source>
            <translation>Bonus Stratégique</translation>
        </message>
        <message>
            <source>Offensive</source>
            <translation>Offensif</translation>
        </message>
        <message>
            <source>Defensive</source>
            <translation>Défensif</translation>
        </message>
        <message>
            <source>The mission's bonus dice, added to the Power reserve of the Offensive or the Defensive player with their Leader's or Stratège's Power</source>
            <translation>Les dés de bonus de la mission, ajoutés à la réserve de Pouvoir du joueur Offensif ou Défensif avec le Pouvoir de son Leader ou de son Stratège</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Points de succès</translation>
        </message>
        <message>
            <source>How each player scores success points in this mission</source>
            <translation>Comment chaque joueur marque des points de succès dans cette mission</translation>
        </message>
        <message>
            <source>NPCs</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>The mission's non-player characters, played by the Defensive player in the Environment step</source>
            <translation>Les personnages non joueurs de la mission, contrôlés par le joueur Défensif lors de la Gestion de l'Environnement</translation>
        </message>
        <message>
            <source>Add an NPC</source>
            <translation>Ajouter un PNJ</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Offensive player</source>
            <translation>Joueur Offensif</translation>
        </message>
        <message>
            <source>Each player throws a die, ties thrown again; the higher die is Offensive</source>
            <translation>Chaque joueur lance un dé, les égalités sont relancées ; le plus haut dé est Offensif</translation>
        </message>
    </context>
    <context>
        <name>FlashpointText</name>
        <message>
            <source>Team: {name}</source>
            <translation>Team : {name}</translation>
        </message>
        <message>
            <source>Untitled team</source>
            <translation>Team sans nom</translation>
        </message>
        <message>
            <source>Casual play (house rules allowed)</source>
            <translation>Partie libre (règles maison permises)</translation>
        </message>
        <message>
            <source>Success points: {conditions}</source>
            <translation>Points de succès : {conditions}</translation>
        </message>
        <message>
            <source>{name} — {profile} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{name} — {profile} ({points}) : H {skill} · P {power} · Pr {reach}</translation>
        </message>
        <message>
            <source>{name} — {profile}, {role} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{name} — {profile}, {role} ({points}) : H {skill} · P {power} · Pr {reach}</translation>
        </message>
        <message>
            <source>{profile} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{profile} ({points}) : H {skill} · P {power} · Pr {reach}</translation>
        </message>
        <message>
            <source>{profile}, {role} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{profile}, {role} ({points}) : H {skill} · P {power} · Pr {reach}</translation>
        </message>
        <message>
            <source>unknown profile “{profile}”</source>
            <translation>profil inconnu « {profile} »</translation>
        </message>
        <message>
            <source>{kind}: {cards}</source>
            <translation>{kind} : {cards}</translation>
        </message>
        <message>
            <source>Legal team.</source>
            <translation>Team légale.</translation>
        </message>
        <message>
            <source>Not legal yet:</source>
            <translation>Pas encore légale :</translation>
        </message>
        <message>
            <source>Muster code: {code}</source>
            <translation>Code Muster : {code}</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>Armes</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Équipements</translation>
        </message>
        <message>
            <source>Abilities</source>
            <translation>Capacités</translation>
        </message>
    </context>
    <context>
        <name>FlashpointTracker</name>
        <message>
            <source>Burning</source>
            <translation>Enflammé</translation>
        </message>
        <message>
            <source>Poisoned</source>
            <translation>Empoisonné</translation>
        </message>
        <message>
            <source>Staggered</source>
            <translation>Déstabilisé</translation>
        </message>
        <message>
            <source>Immobilised</source>
            <translation>Immobilisé</translation>
        </message>
        <message>
            <source>{marker} ×{count}: {effect}</source>
            <translation>{marker} ×{count} : {effect}</translation>
        </message>
        <message>
            <source>Skill becomes 1</source>
            <translation>l'Habilité passe à 1</translation>
        </message>
        <message>
            <source>reinforcement range 0; at most 1 activation a round; loses Priority in a Reaction</source>
            <translation>Portée de Renfort 0 ; au plus 1 activation par round ; perd la Priorité lors d'une Réaction</translation>
        </message>
        <message>
            <source>no combat action; no grenade or artillery</source>
            <translation>aucune action de combat ; ni grenade ni artillerie</translation>
        </message>
        <message>
            <source>reinforcement range 0; at most 1 activation a round; loses Priority; no combat or strategic action; Skill becomes 0</source>
            <translation>Portée de Renfort 0 ; au plus 1 activation par round ; perd la Priorité ; aucune action de combat ni action stratégique ; l'Habilité passe à 0</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Habilité</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Pouvoir</translation>
        </message>
        <message>
            <source>Debriefing</source>
            <translation>Débriefing</translation>
        </message>
        <message>
            <source>Concession</source>
            <translation>Abandon</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>D'un commun accord</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Initiative</translation>
        </message>
        <message>
            <source>Alternate activations</source>
            <translation>Activation alternée</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Gestion de l'Environnement</translation>
        </message>
        <message>
            <source>No activation is in progress: {fighter} must be activated before it acts.</source>
            <translation>Aucune activation n'est en cours : la figurine {fighter} doit être activée avant d'agir.</translation>
        </message>
        <message>
            <source>{fighter} is not activated: only {active} (and its reinforcements) acts now.</source>
            <translation>La figurine {fighter} n'est pas activée : seule {active} (et ses renforts) agit maintenant.</translation>
        </message>
        <message>
            <source>{fighter} has already made its combat action in this activation (one per activation).</source>
            <translation>La figurine {fighter} a déjà fait son action de combat dans cette activation (une par activation).</translation>
        </message>
        <message>
            <source>{card} is not a weapon.</source>
            <translation>{card} n'est pas une arme.</translation>
        </message>
        <message>
            <source>{fighter} is not an enemy that can be attacked.</source>
            <translation>{fighter} n'est pas une figurine adverse attaquable.</translation>
        </message>
        <message>
            <source>A reacting figure may attack only the figure it reacts to.</source>
            <translation>Une figurine en réaction ne peut attaquer que la figurine qui l'a déclenchée.</translation>
        </message>
        <message>
            <source>{fighter} is not the defender of the attack in progress, or has already drawn its dice for it.</source>
            <translation>La figurine {fighter} n'est pas le défenseur de l'attaque en cours, ou a déjà pioché ses dés pour elle.</translation>
        </message>
        <message numerus="yes">
            <source>The defender draws at most %n dice of each type (its Skill), and no more than the reserve holds.</source>
            <translation>
                <numerusform>Le défenseur pioche au plus %n dé de chaque type (son Habilité), et pas plus que la réserve n'en contient.</numerusform>
                <numerusform>Le défenseur pioche au plus %n dés de chaque type (son Habilité), et pas plus que la réserve n'en contient.</numerusform>
            </translation>
        </message>
        <message>
            <source>The reserve holds only {count} dice of that type.</source>
            <translation>La réserve ne contient que {count} dés de ce type.</translation>
        </message>
        <message>
            <source>{fighter} is Immobilised: no strategic action.</source>
            <translation>La figurine {fighter} est Immobilisée : aucune action stratégique.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>There is no event type "{type}".</source>
            <translation>Il n'existe pas d'évènement de type « {type} ».</translation>
        </message>
        <message>
            <source>Unknown field "{field}".</source>
            <translation>Champ inconnu « {field} ».</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{hint}"?</source>
            <translation>Champ inconnu « {field} » : vouliez-vous dire « {hint} » ?</translation>
        </message>
        <message>
            <source>The field "{field}" must be a whole number from {low} to {high}.</source>
            <translation>Le champ « {field} » doit être un nombre entier de {low} à {high}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be one of: {choices}.</source>
            <translation>Le champ « {field} » doit valoir l'un de : {choices}.</translation>
        </message>
        <message>
            <source>The field "{field}" is not well formed.</source>
            <translation>Le champ « {field} » est mal formé.</translation>
        </message>
        <message>
            <source>This cannot be done at this step of the round.</source>
            <translation>Ce n'est pas possible à cette étape du round.</translation>
        </message>
        <message>
            <source>There is no fighter {fighter} on that side.</source>
            <translation>Il n'y a pas de figurine {fighter} dans ce camp.</translation>
        </message>
        <message>
            <source>{player} cannot bid more dice than their reserves hold.</source>
            <translation>{player} ne peut pas miser plus de dés que n'en contiennent ses réserves.</translation>
        </message>
        <message>
            <source>When nobody bids, the Defensive player gets the initiative and no dice are rolled.</source>
            <translation>Sans mise, l'initiative revient au joueur Défensif et personne ne lance de dé.</translation>
        </message>
        <message>
            <source>Tied bids are rolled until one player wins: every roll but the last is a tie, and each throws the dice bid.</source>
            <translation>Mises égales : chacun relance les dés qu'il a misés jusqu'à départager les joueurs ; chaque jet sauf le dernier est une égalité.</translation>
        </message>
        <message>
            <source>The higher bid wins: no dice are rolled.</source>
            <translation>La plus haute mise l'emporte : aucun dé n'est lancé.</translation>
        </message>
        <message>
            <source>It is {player}'s turn to activate.</source>
            <translation>C'est à {player} d'activer une figurine.</translation>
        </message>
        <message>
            <source>The NPCs activate in the Environment step, and only they do.</source>
            <translation>Les PNJ s'activent à l'étape de Gestion de l'Environnement, et seuls eux s'y activent.</translation>
        </message>
        <message>
            <source>A Reaction answers an opponent's activation that has just begun, called no reinforcements, and was not itself a Reaction.</source>
            <translation>Une Réaction répond à une activation adverse qui vient de commencer, sans renforts, et qui n'est pas elle-même une Réaction.</translation>
        </message>
        <message>
            <source>Only a fighter not yet activated this round may react.</source>
            <translation>Seule une figurine non activée ce round peut effectuer une Réaction.</translation>
        </message>
        <message>
            <source>{fighter} is Wounded or Dead and cannot act.</source>
            <translation>La figurine {fighter} est Blessée ou Morte et ne peut pas agir.</translation>
        </message>
        <message>
            <source>{fighter} is Poisoned or Immobilised: at most one activation a round.</source>
            <translation>La figurine {fighter} est Empoisonnée ou Immobilisée : au plus une activation par round.</translation>
        </message>
        <message>
            <source>An NPC activates once a round.</source>
            <translation>Un PNJ ne s'active qu'une fois par round.</translation>
        </message>
        <message>
            <source>Two re-activations in a row are not allowed.</source>
            <translation>Pas deux ré-activations d'affilée.</translation>
        </message>
        <message>
            <source>{fighter} cannot be re-activated until every other fighter of the team has activated at least once.</source>
            <translation>La figurine {fighter} ne se ré-active qu'une fois chaque autre figurine de la Team activée au moins une fois.</translation>
        </message>
        <message>
            <source>Reinforcements are called by a fighter with a reinforcement range, on its first activation of the round, never in a Reaction nor by an NPC, and come from fighters of the team not yet activated.</source>
            <translation>Les Renforts sont appelés par une figurine à la Portée de Renfort non nulle, lors de sa première activation du round, jamais lors d'une Réaction ni par un PNJ, et viennent de figurines de la Team n'ayant pas encore été activées.</translation>
        </message>
        <message>
            <source>Dice go only to the activated fighter and its reinforcements.</source>
            <translation>Les dés ne vont qu'à la figurine activée et à ses renforts.</translation>
        </message>
        <message numerus="yes">
            <source>At most %n dice of each type may be drawn (the Skill of the activated fighter and of its reinforcements), and no more than the reserve holds.</source>
            <translation>
                <numerusform>Au plus %n dé de chaque type peut être pioché (l'Habilité de la figurine activée et de ses renforts), et pas plus que n'en contient la réserve.</numerusform>
                <numerusform>Au plus %n dés de chaque type peuvent être piochés (l'Habilité de la figurine activée et de ses renforts), et pas plus que n'en contient la réserve.</numerusform>
            </translation>
        </message>
        <message>
            <source>{fighter} holds only {count} dice of that type.</source>
            <translation>La figurine {fighter} n'a que {count} dés de ce type.</translation>
        </message>
        <message>
            <source>{fighter} is dead.</source>
            <translation>La figurine {fighter} est Morte.</translation>
        </message>
        <message>
            <source>{fighter} carries no such marker, or one of this type was already removed from it this round.</source>
            <translation>La figurine {fighter} ne porte pas ce marqueur, ou un marqueur de ce type lui a déjà été retiré ce round.</translation>
        </message>
        <message>
            <source>{fighter} has no card {card}.</source>
            <translation>La figurine {fighter} n'a pas de carte {card}.</translation>
        </message>
        <message>
            <source>{card} is tilted or discarded and cannot be used.</source>
            <translation>{card} est inclinée ou défaussée et ne peut pas être utilisée.</translation>
        </message>
        <message>
            <source>{card} is not waiting to be reloaded.</source>
            <translation>{card} n'attend pas de rechargement.</translation>
        </message>
        <message>
            <source>{fighter} is Staggered: no combat action, no grenade or artillery.</source>
            <translation>La figurine {fighter} est Déstabilisée : aucune action de combat, ni grenade ni artillerie.</translation>
        </message>
        <message>
            <source>{fighter} is Immobilised: no combat action and no strategic action.</source>
            <translation>La figurine {fighter} est Immobilisée : aucune action de combat ni action stratégique.</translation>
        </message>
        <message>
            <source>The NPCs not yet activated this round activate before the round ends.</source>
            <translation>Les PNJ n'ayant pas été activés ce round s'activent avant la fin du round.</translation>
        </message>
        <message>
            <source>The game ends at the debriefing once both players have counted their success points.</source>
            <translation>La partie se termine au débriefing, une fois que les deux joueurs ont compté leurs points de succès.</translation>
        </message>
        <message>
            <source>Only a game the players agree to end names a "winner" (0, 1 or null); a conceded game names the "player" who concedes.</source>
            <translation>Seule une partie terminée d'un commun accord nomme un « winner » (0, 1 ou null) ; une partie abandonnée nomme le « player » qui abandonne.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Round {round}</translation>
        </message>
        <message>
            <source>{when} — {what}</source>
            <translation>{when} — {what}</translation>
        </message>
        <message>
            <source>{left}; {right}</source>
            <translation>{left} ; {right}</translation>
        </message>
        <message>
            <source>dice bid: {first} {a}, {second} {b}; {player} has the initiative</source>
            <translation>dés misés : {first} {a}, {second} {b} ; {player} a l'initiative</translation>
        </message>
        <message>
            <source>nobody bids; {player}, the Defensive player, has the initiative</source>
            <translation>aucun dé n'est misé ; {player}, le joueur Défensif, a l'initiative</translation>
        </message>
        <message>
            <source>{player} activates {fighter} ({skill} Skill, {power} Power dice)</source>
            <translation>{player} active {fighter} (dés : {skill} Habilité, {power} Pouvoir)</translation>
        </message>
        <message>
            <source>{player} re-activates {fighter} ({skill} Skill, {power} Power dice)</source>
            <translation>{player} ré-active {fighter} (dés : {skill} Habilité, {power} Pouvoir)</translation>
        </message>
        <message>
            <source>{player} reacts with {fighter} ({skill} Skill, {power} Power dice)</source>
            <translation>{player} effectue une Réaction avec {fighter} (dés : {skill} Habilité, {power} Pouvoir)</translation>
        </message>
        <message>
            <source>reinforced by {fighters}</source>
            <translation>en Renfort : {fighters}</translation>
        </message>
        <message>
            <source>{player} passes</source>
            <translation>{player} : « Je passe »</translation>
        </message>
        <message>
            <source>both players have passed: the Environment step begins</source>
            <translation>les deux joueurs ont passé : la Gestion de l'Environnement commence</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} discards %n Skill die(s)</source>
            <translation>
                <numerusform>{fighter} défausse %n dé d'Habilité</numerusform>
                <numerusform>{fighter} défausse %n dés d'Habilité</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} discards %n Power die(s)</source>
            <translation>
                <numerusform>{fighter} défausse %n dé de Pouvoir</numerusform>
                <numerusform>{fighter} défausse %n dés de Pouvoir</numerusform>
            </translation>
        </message>
        <message>
            <source>{fighter} is Wounded</source>
            <translation>la figurine {fighter} est déclarée Blessée</translation>
        </message>
        <message>
            <source>{fighter} is Dead</source>
            <translation>la figurine {fighter} est déclarée Morte</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} receives %n {marker} marker(s)</source>
            <translation>
                <numerusform>{fighter} reçoit %n marqueur {marker}</numerusform>
                <numerusform>{fighter} reçoit %n marqueurs {marker}</numerusform>
            </translation>
        </message>
        <message>
            <source>a {marker} marker is removed from {fighter}</source>
            <translation>un marqueur {marker} est retiré de {fighter}</translation>
        </message>
        <message>
            <source>{fighter} uses {card}</source>
            <translation>{fighter} utilise {card}</translation>
        </message>
        <message>
            <source>{card} is discarded (single use)</source>
            <translation>{card} est défaussée (Utilisation unique)</translation>
        </message>
        <message>
            <source>{card} stays tilted until reloaded</source>
            <translation>{card} reste inclinée jusqu'à son Rechargement</translation>
        </message>
        <message>
            <source>{fighter} reloads {card}</source>
            <translation>{fighter} recharge {card}</translation>
        </message>
        <message>
            <source>end of the round: {first} has {a_skill} Skill and {a_power} Power dice in reserve, {second} {b_skill} and {b_power}</source>
            <translation>fin du round : {first} a en réserve {a_skill} dés d'Habilité et {a_power} de Pouvoir, {second} {b_skill} et {b_power}</translation>
        </message>
        <message>
            <source>at the discard step, these die: {fighters}</source>
            <translation>à l’étape de défausse, mort de : {fighters}</translation>
        </message>
        <message>
            <source>the debriefing begins</source>
            <translation>la phase de débriefing débute</translation>
        </message>
        <message numerus="yes">
            <source>{player} scores %n success point(s)</source>
            <translation>
                <numerusform>{player} marque %n point de succès</numerusform>
                <numerusform>{player} marque %n points de succès</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} wins the game</source>
            <translation>{player} remporte la partie</translation>
        </message>
        <message>
            <source>the game is a draw</source>
            <translation>la partie est nulle</translation>
        </message>
        <message>
            <source>{player} concedes</source>
            <translation>{player} abandonne</translation>
        </message>
        <message>
            <source>the players agree to end the game</source>
            <translation>les joueurs conviennent d'arrêter la partie</translation>
        </message>
        <message>
            <source>the NPCs</source>
            <translation>les PNJ</translation>
        </message>
        <message>
            <source>{fighter} attacks {target} with {card}</source>
            <translation>{fighter} attaque {target} avec {card}</translation>
        </message>
        <message>
            <source>{fighter} defends with {skill} Skill and {power} Power dice</source>
            <translation>{fighter} se défend avec {skill} dés d'Habilité et {power} de Pouvoir</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} gains %n Skill die(s)</source>
            <translation>
                <numerusform>{fighter} gagne %n dé d'Habilité</numerusform>
                <numerusform>{fighter} gagne %n dés d'Habilité</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} gains %n Power die(s)</source>
            <translation>
                <numerusform>{fighter} gagne %n dé de Pouvoir</numerusform>
                <numerusform>{fighter} gagne %n dés de Pouvoir</numerusform>
            </translation>
        </message>
        <message>
            <source>{fighter} is Wounded no more</source>
            <translation>{fighter} n'est plus Blessée</translation>
        </message>
        <message>
            <source>{fighter} runs</source>
            <translation>{fighter} court</translation>
        </message>
        <message>
            <source>{fighter} enters or leaves difficult terrain</source>
            <translation>{fighter} entre dans un terrain encombré ou en sort</translation>
        </message>
        <message>
            <source>{fighter} disengages</source>
            <translation>{fighter} se désengage</translation>
        </message>
        <message>
            <source>{fighter} jumps</source>
            <translation>{fighter} saute</translation>
        </message>
        <message>
            <source>{fighter} operates a mechanism</source>
            <translation>{fighter} actionne un mécanisme</translation>
        </message>
        <message>
            <source>{fighter} gives an order to an NPC</source>
            <translation>{fighter} donne un ordre à un PNJ</translation>
        </message>
        <message>
            <source>{when}, step: {step} (Offensive player: {offensive})</source>
            <translation>{when}, étape : {step} (joueur Offensif : {offensive})</translation>
        </message>
        <message>
            <source>{side}: Skill reserve {skill} of {skill_start}, Power reserve {power} of {power_start}</source>
            <translation>{side} : réserve d'Habilité {skill} sur {skill_start}, réserve de Pouvoir {power} sur {power_start}</translation>
        </message>
        <message>
            <source>{fighter}: {status}; dice held: {skill} Skill, {power} Power</source>
            <translation>{fighter} : {status} ; dés attribués : {skill} Habilité, {power} Pouvoir</translation>
        </message>
        <message>
            <source>not activated</source>
            <translation>non activée</translation>
        </message>
        <message>
            <source>activated</source>
            <translation>activée</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Blessée</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Morte</translation>
        </message>
        <message>
            <source>Flashpoint game report</source>
            <translation>Compte rendu de partie de Flashpoint</translation>
        </message>
        <message>
            <source>{player} wins, {score} success points ({reason})</source>
            <translation>{player} l'emporte, {score} points de succès ({reason})</translation>
        </message>
        <message>
            <source>A draw, {score} success points ({reason})</source>
            <translation>Match nul, {score} points de succès ({reason})</translation>
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
            <source>Offensive player</source>
            <translation>Joueur Offensif</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Points de succès</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Dice reserves (Skill, Power)</source>
            <translation>Réserves de dés (Habilité, Pouvoir)</translation>
        </message>
        <message>
            <source>Fighters dead</source>
            <translation>Figurines mortes</translation>
        </message>
        <message>
            <source>Fighter</source>
            <translation>Figurine</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Markers</source>
            <translation>Marqueurs</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Journal de la partie</translation>
        </message>
        <message>
            <source>Game log (continued)</source>
            <translation>Journal de la partie (suite)</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Imprimé avec Muster {version}</translation>
        </message>
    </context>
    <context>
        <name>FlashpointTrackerView</name>
        <message>
            <source>The NPCs</source>
            <translation>Les PNJ</translation>
        </message>
        <message>
            <source>Debriefing</source>
            <translation>Débriefing</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} — {step}</source>
            <translation>Round {round} sur {rounds} — {step}</translation>
        </message>
        <message>
            <source>Mission: {name}</source>
            <translation>Mission : {name}</translation>
        </message>
        <message>
            <source>Offensive player: {player}</source>
            <translation>Joueur Offensif : {player}</translation>
        </message>
        <message>
            <source>(roll {throws})</source>
            <translation>(jet {throws})</translation>
        </message>
        <message>
            <source>Initiative: {player}</source>
            <translation>Initiative : {player}</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>À {player} d'activer</translation>
        </message>
        <message>
            <source>Played by {player}, the Defensive player</source>
            <translation>Contrôlés par {player}, le joueur Défensif</translation>
        </message>
        <message>
            <source>Offensive player</source>
            <translation>Joueur Offensif</translation>
        </message>
        <message>
            <source>Defensive player</source>
            <translation>Joueur Défensif</translation>
        </message>
        <message>
            <source>{role} · Strategic Bonus {bonus}</source>
            <translation>{role} · Bonus Stratégique {bonus}</translation>
        </message>
        <message>
            <source>Reserves: Skill {skill} of {skill_start} · Power {power} of {power_start}</source>
            <translation>Réserves : Habilité {skill} sur {skill_start} · Pouvoir {power} sur {power_start}</translation>
        </message>
        <message>
            <source>melee weapon</source>
            <translation>arme de corps à corps</translation>
        </message>
        <message>
            <source>ranged weapon</source>
            <translation>arme de tir</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>équipement</translation>
        </message>
        <message>
            <source>grenade</source>
            <translation>grenade</translation>
        </message>
        <message>
            <source>artillery</source>
            <translation>artillerie</translation>
        </message>
        <message>
            <source>ability</source>
            <translation>capacité</translation>
        </message>
        <message>
            <source>single use</source>
            <translation>Utilisation unique</translation>
        </message>
        <message>
            <source>reload {count}</source>
            <translation>Rechargement ({count})</translation>
        </message>
        <message>
            <source>The NPCs activate</source>
            <translation>Les PNJ s'activent</translation>
        </message>
        <message>
            <source>{player} reacts with</source>
            <translation>{player} réagit avec</translation>
        </message>
        <message>
            <source>{player} activates</source>
            <translation>{player} active</translation>
        </message>
        <message numerus="yes">
            <source>At most %n die(s) of each type (the Skill of the fighters drawing); reserves: Skill {skill}, Power {power}</source>
            <translation>
                <numerusform>Au plus %n dé de chaque type (l'Habilité des figurines qui piochent) ; réserves : Habilité {skill}, Pouvoir {power}</numerusform>
                <numerusform>Au plus %n dés de chaque type (l'Habilité des figurines qui piochent) ; réserves : Habilité {skill}, Pouvoir {power}</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard step: the dice on the profiles are discarded (Power dice go back to the reserve) and one marker of each type is removed from each fighter.</source>
            <translation>Étape de défausse : les dés des profils sont défaussés (les dés de Pouvoir retournent dans la réserve) et un marqueur de chaque type est retiré de chaque figurine.</translation>
        </message>
        <message>
            <source>Wounded fighters die: {fighters}.</source>
            <translation>Les figurines Blessées meurent : {fighters}.</translation>
        </message>
        <message>
            <source>{player}: Skill {skill}, Power {power}</source>
            <translation>{player} : Habilité {skill}, Pouvoir {power}</translation>
        </message>
        <message>
            <source>Reserves rebuilt: {reserves}.</source>
            <translation>Réserves reconstituées : {reserves}.</translation>
        </message>
        <message>
            <source>Then the debriefing begins.</source>
            <translation>Puis le débriefing commence.</translation>
        </message>
        <message>
            <source>Success points: {conditions}</source>
            <translation>Points de succès : {conditions}</translation>
        </message>
        <message>
            <source>Each player counts their success points; the higher total wins.</source>
            <translation>Chacun fait le compte de ses points de succès ; le meilleur total gagne.</translation>
        </message>
        <message>
            <source>{fighter}: {dice}</source>
            <translation>{fighter} : {dice}</translation>
        </message>
        <message>
            <source>Tied bids rolled: {throws}</source>
            <translation>Mises à égalité relancées : {throws}</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Habilité</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Pouvoir</translation>
        </message>
        <message>
            <source>no dice</source>
            <translation>aucun dé</translation>
        </message>
        <message>
            <source>Rolled: {dice}</source>
            <translation>Jet : {dice}</translation>
        </message>
        <message>
            <source>The game report as the game stands (Ctrl+P)</source>
            <translation>Le rapport de la partie telle qu'elle est (Ctrl+P)</translation>
        </message>
        <message>
            <source>Agreed by the players: a draw</source>
            <translation>D'un commun accord : match nul</translation>
        </message>
        <message>
            <source>Agreed by the players: {player} wins</source>
            <translation>D'un commun accord : {player} l'emporte</translation>
        </message>
        <message>
            <source>1 Initiative</source>
            <translation>1 Initiative</translation>
        </message>
        <message>
            <source>2 Activations</source>
            <translation>2 Activations</translation>
        </message>
        <message>
            <source>3 Environment</source>
            <translation>3 Environnement</translation>
        </message>
        <message>
            <source>4 Discard</source>
            <translation>4 Défausse</translation>
        </message>
        <message>
            <source>5 Reserves</source>
            <translation>5 Réserves</translation>
        </message>
    </context>
    <context>
        <name>InitiativePanel</name>
        <message>
            <source>Skill</source>
            <translation>Habilité</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Pouvoir</translation>
        </message>
        <message>
            <source>The winner lets the other player start</source>
            <translation>Le vainqueur laisse l'autre joueur commencer</translation>
        </message>
        <message>
            <source>Bid (B)</source>
            <translation>Miser (B)</translation>
        </message>
        <message>
            <source>Record both players' bids; tied bids are rolled until one player wins</source>
            <translation>Enregistrer les mises des deux joueurs ; les égalités sont relancées jusqu'à un vainqueur</translation>
        </message>
        <message>
            <source>The dice bid leave the reserves. The higher bid chooses who has the initiative; when nobody bids, the Defensive player has it.</source>
            <translation>Les dés misés quittent les réserves. La plus haute mise choisit qui a l'initiative ; si personne ne mise, le joueur Défensif l'a.</translation>
        </message>
    </context>
    <context>
        <name>ResultPage</name>
        <message>
            <source>Game over: a draw</source>
            <translation>Partie terminée : match nul</translation>
        </message>
        <message>
            <source>{player} wins</source>
            <translation>{player} l'emporte</translation>
        </message>
        <message>
            <source>{player} conceded.</source>
            <translation>{player} a abandonné.</translation>
        </message>
        <message>
            <source>The players agreed to end the game.</source>
            <translation>Les joueurs ont convenu de terminer la partie.</translation>
        </message>
        <message>
            <source>The debriefing: the higher total of success points wins.</source>
            <translation>Le débriefing : le plus haut total de points de succès l'emporte.</translation>
        </message>
        <message>
            <source>Success points: {first} {a} – {b} {second}</source>
            <translation>Points de succès : {first} {a} – {b} {second}</translation>
        </message>
        <message>
            <source>Rounds played: {rounds}</source>
            <translation>Rounds joués : {rounds}</translation>
        </message>
        <message>
            <source>Duration: {hours} h {minutes:02d} min</source>
            <translation>Durée : {hours} h {minutes:02d} min</translation>
        </message>
        <message>
            <source>Fighters of {player} dead: {fighters}</source>
            <translation>Figurines mortes de {player} : {fighters}</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Imprimer le rapport de partie…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, fighters, log</source>
            <translation>Imprimer ou enregistrer en PDF le rapport de cette partie : résultat, figurines, journal</translation>
        </message>
    </context>
    <context>
        <name>Violations</name>
        <message>
            <source>{name}: Skill {skill} + Power {power} make {total}; an archetype may have at most 5.</source>
            <translation>{name} : Habilité {skill} + Pouvoir {power} font {total} ; un archétype peut avoir 5 au plus.</translation>
        </message>
        <message>
            <source>{name}: Pr and the card maxima make {used}, more than Skill + Power + base size ({budget}).</source>
            <translation>{name} : la Pr et les nombres max de cartes font {used}, plus que Habilité + Pouvoir + taille de socle ({budget}).</translation>
        </message>
        <message>
            <source>{name}: Skill {skill}; the rules advise no more than 2 except in very rare cases.</source>
            <translation>{name} : Habilité {skill} ; les règles conseillent de ne pas dépasser 2 sauf dans de très rares cas.</translation>
        </message>
        <message>
            <source>{name}: its R max (R{high}) is shorter than its R min (R{low}).</source>
            <translation>{name} : sa R max (R{high}) est plus courte que sa R min (R{low}).</translation>
        </message>
        <message>
            <source>{name}: a weapon of Force 0 cannot attack.</source>
            <translation>{name} : il est impossible d'attaquer avec une arme de force 0.</translation>
        </message>
        <message>
            <source>{name}: a grenade or artillery needs a throw length (L).</source>
            <translation>{name} : une grenade ou une artillerie a besoin d'une Longueur de lancé (L).</translation>
        </message>
        <message>
            <source>No loaded catalogue has a card with the id "{card_id}".</source>
            <translation>Aucun catalogue chargé n’a de carte d’identifiant « {card_id} ».</translation>
        </message>
        <message>
            <source>{name} is not {expected}.</source>
            <translation>{name} n'est pas {expected}.</translation>
        </message>
        <message>
            <source>{name} has {count} {cards}; its archetype allows {limit}.</source>
            <translation>{name} a {count} {cards} ; son archétype en permet {limit}.</translation>
        </message>
        <message>
            <source>{name} carries artillery ({equipment}) without an Artillerist ability.</source>
            <translation>{name} porte une artillerie ({equipment}) sans la capacité Artilleur.</translation>
        </message>
        <message>
            <source>The team's strategic value is {points}; at most {limit} is allowed.</source>
            <translation>La Valeur Stratégique de la Team est de {points} ; {limit} au plus est permis.</translation>
        </message>
        <message>
            <source>The team has no Leader; name exactly one.</source>
            <translation>La Team n'a pas de Leader ; désignez-en un seul.</translation>
        </message>
        <message>
            <source>The team names {count} Leaders; it must have exactly one.</source>
            <translation>La Team désigne {count} Leaders ; elle doit en avoir un seul.</translation>
        </message>
        <message>
            <source>The team names {count} Strategists; it may have at most one.</source>
            <translation>La Team désigne {count} Stratèges ; elle peut en avoir un au plus.</translation>
        </message>
    </context>
</TS>
