<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>Errors</name>
        <message>
            <source>"team" must be an object</source>
            <translation>„team” musi być obiektem</translation>
        </message>
        <message>
            <source>"fighters" must be a list of at most {count}</source>
            <translation>„fighters” musi być listą najwyżej {count} elementów</translation>
        </message>
        <message>
            <source>fighter {number} must be an object with a "profile" id</source>
            <translation>wojownik {number} musi być obiektem z identyfikatorem „profile”</translation>
        </message>
        <message>
            <source>fighter {number}: "role" must be "leader", "strategist" or null</source>
            <translation>wojownik {number}: „role” musi mieć wartość „leader”, „strategist” lub null</translation>
        </message>
        <message>
            <source>fighter {number}: "{key}" must be text of at most {count} characters</source>
            <translation>wojownik {number}: „{key}” musi być tekstem o długości najwyżej {count} znaków</translation>
        </message>
        <message>
            <source>"mission" must be an object or null</source>
            <translation>„mission” musi być obiektem lub null</translation>
        </message>
        <message>
            <source>mission: "{key}" must be text of at most {count} characters</source>
            <translation>misja: „{key}” musi być tekstem o długości najwyżej {count} znaków</translation>
        </message>
        <message>
            <source>mission: "{key}" must be a whole number from 0 to 20</source>
            <translation>misja: „{key}” musi być liczbą całkowitą od 0 do 20</translation>
        </message>
        <message>
            <source>a game of Flashpoint has two players, not {count}.</source>
            <translation>w grę Flashpoint grają dwaj gracze, nie {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game ends (debriefing, conceded or agreed).</source>
            <translation>„{reason}” nie jest sposobem zakończenia gry (debriefing, conceded lub agreed).</translation>
        </message>
        <message>
            <source>at the debriefing the higher total of success points wins, and equal totals are a draw.</source>
            <translation>podczas podsumowania wygrywa wyższa suma punktów sukcesu, a równe sumy dają remis.</translation>
        </message>
        <message>
            <source>a conceded game has a winner: the player who did not concede.</source>
            <translation>poddana gra ma zwycięzcę: gracza, który się nie poddał.</translation>
        </message>
    </context>
    <context>
        <name>Flashpoint</name>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>P</source>
            <translation>P</translation>
        </message>
        <message>
            <source>base size</source>
            <translation>rozmiar podstawki</translation>
        </message>
        <message>
            <source>Pr</source>
            <translation>Pr</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Siła</translation>
        </message>
        <message>
            <source>R max − R min</source>
            <translation>R max − R min</translation>
        </message>
        <message>
            <source>triggers</source>
            <translation>wyzwalacze</translation>
        </message>
        <message>
            <source>ranged</source>
            <translation>dystansowa</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>wybrana</translation>
        </message>
        <message>
            <source>Flashpoint</source>
            <translation>Flashpoint</translation>
        </message>
        <message>
            <source>VS</source>
            <translation>WS</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Zręczność</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>Podstawka</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Zasięg</translation>
        </message>
        <message>
            <source>AS</source>
            <translation>AS</translation>
        </message>
        <message>
            <source>L</source>
            <translation>L</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Karty:</translation>
        </message>
        <message>
            <source>weapons {weapons} · equipment {equipment} · abilities {abilities}</source>
            <translation>broń {weapons} · wyposażenie {equipment} · umiejętności {abilities}</translation>
        </message>
        <message>
            <source>Triggers:</source>
            <translation>Wyzwalacze:</translation>
        </message>
        <message>
            <source>Trigger</source>
            <translation>Wyzwalacz</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>Efekt</translation>
        </message>
        <message>
            <source>Strategic value</source>
            <translation>Wartość strategiczna</translation>
        </message>
        <message>
            <source>Use:</source>
            <translation>Użycie:</translation>
        </message>
        <message>
            <source>Single use</source>
            <translation>Jednorazowe użycie</translation>
        </message>
        <message>
            <source>Reload ({count})</source>
            <translation>Przeładowanie ({count})</translation>
        </message>
        <message>
            <source>AS 0: always active</source>
            <translation>AS 0: zawsze aktywne</translation>
        </message>
        <message>
            <source>Needs: Artillerist</source>
            <translation>Wymaga: Artylerzysta</translation>
        </message>
        <message>
            <source>Artillerist</source>
            <translation>Artylerzysta</translation>
        </message>
        <message>
            <source>Bare hands (free)</source>
            <translation>Gołe ręce (za darmo)</translation>
        </message>
        <message>
            <source>unknown card {card_id}</source>
            <translation>nieznana karta {card_id}</translation>
        </message>
        <message>
            <source>Burning</source>
            <translation>Podpalony</translation>
        </message>
        <message>
            <source>Poisoned</source>
            <translation>Zatruty</translation>
        </message>
        <message>
            <source>Staggered</source>
            <translation>Zdestabilizowany</translation>
        </message>
        <message>
            <source>Immobilised</source>
            <translation>Unieruchomiony</translation>
        </message>
        <message>
            <source>Fighter</source>
            <translation>Wojownik</translation>
        </message>
        <message>
            <source>Fighters ({count})</source>
            <translation>Wojownicy ({count})</translation>
        </message>
        <message>
            <source>Unnamed team</source>
            <translation>Drużyna bez nazwy</translation>
        </message>
        <message>
            <source>Mission: {mission}</source>
            <translation>Misja: {mission}</translation>
        </message>
        <message>
            <source>Activated (rounds)</source>
            <translation>Aktywowana (rundy)</translation>
        </message>
        <message>
            <source>Wounded, Dead</source>
            <translation>Ranna, martwa</translation>
        </message>
        <message>
            <source>Skill reserve</source>
            <translation>Rezerwa Zręczności</translation>
        </message>
        <message>
            <source>Power reserve</source>
            <translation>Rezerwa Mocy</translation>
        </message>
        <message>
            <source>Strategic Bonus</source>
            <translation>Premia strategiczna</translation>
        </message>
        <message>
            <source>x / y: as Offensive / as Defensive player</source>
            <translation>x / y: jako gracz ofensywny / defensywny</translation>
        </message>
        <message>
            <source>Power dice: tick each one discarded</source>
            <translation>Kości Mocy: zaznacz każdą odrzuconą</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rundy</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Runda {number}</translation>
        </message>
        <message>
            <source>Dice bid</source>
            <translation>Postawione kości</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Inicjatywa</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Punkty sukcesu</translation>
        </message>
        <message>
            <source>Single-use and reload cards</source>
            <translation>Karty jednorazowe i z przeładowaniem</translation>
        </message>
        <message>
            <source>{fighter}: {card} ({use})</source>
            <translation>{fighter}: {card} ({use})</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Misja</translation>
        </message>
        <message>
            <source>{name}. Strategic Bonus of the mission: Offensive +{offensive}, Defensive +{defensive}. Success points: {conditions}</source>
            <translation>{name}. Premia strategiczna misji: ofensywny +{offensive}, defensywny +{defensive}. Punkty sukcesu: {conditions}</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Share code:</source>
            <translation>Kod udostępniania:</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Wydrukowano w Muster {version}</translation>
        </message>
        <message>
            <source>an archetype</source>
            <translation>archetypem</translation>
        </message>
        <message>
            <source>a weapon</source>
            <translation>bronią</translation>
        </message>
        <message>
            <source>an equipment card</source>
            <translation>kartą wyposażenia</translation>
        </message>
        <message>
            <source>an ability</source>
            <translation>umiejętnością</translation>
        </message>
        <message>
            <source>a profile</source>
            <translation>profilem</translation>
        </message>
        <message>
            <source>weapons</source>
            <translation>broń</translation>
        </message>
        <message>
            <source>equipment cards</source>
            <translation>wyposażenie</translation>
        </message>
        <message>
            <source>abilities</source>
            <translation>umiejętności</translation>
        </message>
        <message>
            <source>Archetype</source>
            <translation>Archetyp</translation>
        </message>
        <message>
            <source>Melee weapon</source>
            <translation>Broń do walki wręcz</translation>
        </message>
        <message>
            <source>Ranged weapon</source>
            <translation>Broń dystansowa</translation>
        </message>
        <message>
            <source>Breath weapon</source>
            <translation>Broń obszarowa</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Wyposażenie</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Granat</translation>
        </message>
        <message>
            <source>Artillery</source>
            <translation>Artyleria</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>Umiejętność</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>Fighters</source>
            <translation>Wojownicy</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Lider</translation>
        </message>
        <message>
            <source>Strategist</source>
            <translation>Strateg</translation>
        </message>
        <message>
            <source>Strategic value: {points} of {limit}</source>
            <translation>Wartość strategiczna: {points} z {limit}</translation>
        </message>
        <message numerus="yes">
            <source>%n fighter(s)</source>
            <translation>
                <numerusform>%n wojownik</numerusform>
                <numerusform>%n wojowników</numerusform>
                <numerusform>%n wojowników</numerusform>
            </translation>
        </message>
        <message>
            <source>Strategic Bonus: {offensive} as Offensive player, {defensive} as Defensive player (Power {power} of the {role})</source>
            <translation>Premia strategiczna: {offensive} jako gracz ofensywny, {defensive} jako gracz defensywny (Moc {power}, {role})</translation>
        </message>
        <message>
            <source>Strategic Bonus: {offensive} as Offensive player, {defensive} as Defensive player</source>
            <translation>Premia strategiczna: {offensive} jako gracz ofensywny, {defensive} jako gracz defensywny</translation>
        </message>
        <message>
            <source>Dice reserves: Skill {skill}; Power {offensive} as Offensive player, {defensive} as Defensive player</source>
            <translation>Rezerwy kości: Zręczność {skill}; Moc {offensive} jako gracz ofensywny, {defensive} jako gracz defensywny</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nazwa</translation>
        </message>
        <message>
            <source>effect</source>
            <translation>efekt</translation>
        </message>
        <message>
            <source>Skill (H)</source>
            <translation>Zręczność (H)</translation>
        </message>
        <message>
            <source>Power (P)</source>
            <translation>Moc (P)</translation>
        </message>
        <message>
            <source>reinforcement range (Pr)</source>
            <translation>zasięg wsparcia (Pr)</translation>
        </message>
        <message>
            <source>most weapons</source>
            <translation>maks. broni</translation>
        </message>
        <message>
            <source>most equipment cards</source>
            <translation>maks. kart wyposażenia</translation>
        </message>
        <message>
            <source>most abilities</source>
            <translation>maks. umiejętności</translation>
        </message>
        <message>
            <source>weapon type</source>
            <translation>rodzaj broni</translation>
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
            <translation>broń obszarowa</translation>
        </message>
        <message>
            <source>use</source>
            <translation>użycie</translation>
        </message>
        <message>
            <source>reload</source>
            <translation>przeładowanie</translation>
        </message>
        <message>
            <source>equipment type</source>
            <translation>rodzaj wyposażenia</translation>
        </message>
        <message>
            <source>strategic actions (AS)</source>
            <translation>akcje strategiczne (AS)</translation>
        </message>
        <message>
            <source>strategic value (VS)</source>
            <translation>wartość strategiczna (WS)</translation>
        </message>
        <message>
            <source>throw length (L)</source>
            <translation>długość rzutu (L)</translation>
        </message>
        <message>
            <source>blast (S)</source>
            <translation>podmuch (S)</translation>
        </message>
        <message>
            <source>archetype</source>
            <translation>archetyp</translation>
        </message>
    </context>
    <context>
        <name>FlashpointTracker</name>
        <message>
            <source>Burning</source>
            <translation>Podpalony</translation>
        </message>
        <message>
            <source>Poisoned</source>
            <translation>Zatruty</translation>
        </message>
        <message>
            <source>Staggered</source>
            <translation>Zdestabilizowany</translation>
        </message>
        <message>
            <source>Immobilised</source>
            <translation>Unieruchomiony</translation>
        </message>
        <message>
            <source>Skill becomes 1</source>
            <translation>Zręczność spada do 1</translation>
        </message>
        <message>
            <source>reinforcement range 0; at most 1 activation a round; loses Priority in a Reaction</source>
            <translation>zasięg wsparcia 0; najwyżej 1 aktywacja na rundę; traci Pierwszeństwo w Reakcji</translation>
        </message>
        <message>
            <source>no combat action; no grenade or artillery</source>
            <translation>żadnej akcji walki; żadnego granatu ani artylerii</translation>
        </message>
        <message>
            <source>reinforcement range 0; at most 1 activation a round; loses Priority; no combat or strategic action; Skill becomes 0</source>
            <translation>zasięg wsparcia 0; najwyżej 1 aktywacja na rundę; traci Pierwszeństwo; żadnej akcji walki ani akcji strategicznej; Zręczność spada do 0</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Zręczność</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Debriefing</source>
            <translation>Podsumowanie</translation>
        </message>
        <message>
            <source>Concession</source>
            <translation>Poddanie</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>Za zgodą graczy</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Inicjatywa</translation>
        </message>
        <message>
            <source>Alternate activations</source>
            <translation>Naprzemienne aktywacje</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Otoczenie</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Gra się zakończyła.</translation>
        </message>
        <message>
            <source>There is no event type "{type}".</source>
            <translation>Nie ma zdarzenia typu „{type}”.</translation>
        </message>
        <message>
            <source>Unknown field "{field}".</source>
            <translation>Nieznane pole „{field}”.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{hint}"?</source>
            <translation>Nieznane pole „{field}”: czy chodziło o „{hint}”?</translation>
        </message>
        <message>
            <source>The field "{field}" must be a whole number from {low} to {high}.</source>
            <translation>Pole „{field}” musi być liczbą całkowitą od {low} do {high}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be one of: {choices}.</source>
            <translation>Pole „{field}” musi mieć jedną z wartości: {choices}.</translation>
        </message>
        <message>
            <source>The field "{field}" is not well formed.</source>
            <translation>Pole „{field}” ma błędną postać.</translation>
        </message>
        <message>
            <source>This cannot be done at this step of the round.</source>
            <translation>Tego nie można zrobić na tym etapie rundy.</translation>
        </message>
        <message>
            <source>There is no fighter {fighter} on that side.</source>
            <translation>Po tej stronie nie ma figurki {fighter}.</translation>
        </message>
        <message>
            <source>{player} cannot bid more dice than their reserves hold.</source>
            <translation>{player} nie może postawić więcej kości, niż mieści się w jego rezerwach.</translation>
        </message>
        <message>
            <source>When nobody bids, the Defensive player gets the initiative and no dice are rolled.</source>
            <translation>Gdy nikt nie licytuje, inicjatywę dostaje gracz defensywny i nie rzuca się kośćmi.</translation>
        </message>
        <message>
            <source>Tied bids are rolled until one player wins: every roll but the last is a tie, and each throws the dice bid.</source>
            <translation>Przy remisie postawione kości rzuca się, aż ktoś wygra: każdy rzut poza ostatnim jest remisem, a każdy gracz rzuca kośćmi, które postawił.</translation>
        </message>
        <message>
            <source>The higher bid wins: no dice are rolled.</source>
            <translation>Wygrywa wyższa stawka: nie rzuca się kośćmi.</translation>
        </message>
        <message>
            <source>It is {player}'s turn to activate.</source>
            <translation>Teraz aktywuje {player}.</translation>
        </message>
        <message>
            <source>The NPCs activate in the Environment step, and only they do.</source>
            <translation>BN aktywują się na etapie Otoczenia i tylko one.</translation>
        </message>
        <message>
            <source>A Reaction answers an opponent's activation that has just begun, called no reinforcements, and was not itself a Reaction.</source>
            <translation>Reakcja odpowiada na właśnie rozpoczętą aktywację przeciwnika, bez wsparcia, która sama nie była Reakcją.</translation>
        </message>
        <message>
            <source>Only a fighter not yet activated this round may react.</source>
            <translation>Reagować może tylko figurka jeszcze nieaktywowana w tej rundzie.</translation>
        </message>
        <message>
            <source>{fighter} is Wounded or Dead and cannot act.</source>
            <translation>Figurka {fighter} jest ranna lub martwa i nie może działać.</translation>
        </message>
        <message>
            <source>{fighter} is Poisoned or Immobilised: at most one activation a round.</source>
            <translation>Figurka {fighter} jest zatruta lub unieruchomiona: najwyżej jedna aktywacja na rundę.</translation>
        </message>
        <message>
            <source>An NPC activates once a round.</source>
            <translation>BN aktywuje się raz na rundę.</translation>
        </message>
        <message>
            <source>Two re-activations in a row are not allowed.</source>
            <translation>Dwie ponowne aktywacje z rzędu są zabronione.</translation>
        </message>
        <message>
            <source>{fighter} cannot be re-activated until every other fighter of the team has activated at least once.</source>
            <translation>Figurki {fighter} nie można ponownie aktywować, dopóki każda inna figurka drużyny nie została aktywowana co najmniej raz.</translation>
        </message>
        <message>
            <source>Reinforcements are called by a fighter with a reinforcement range, on its first activation of the round, never in a Reaction nor by an NPC, and come from fighters of the team not yet activated.</source>
            <translation>Wsparcie wzywa figurka z niezerowym zasięgiem wsparcia, przy pierwszej aktywacji w rundzie, nigdy w Reakcji ani jako BN; przychodzą figurki drużyny jeszcze nieaktywowane.</translation>
        </message>
        <message>
            <source>Dice go only to the activated fighter and its reinforcements.</source>
            <translation>Kości trafiają tylko do aktywowanej figurki i jej wsparcia.</translation>
        </message>
        <message>
            <source>At most {limit} dice of each type may be drawn (the Skill of the activated fighter and of its reinforcements), and no more than the reserve holds.</source>
            <translation>Można dobrać najwyżej {limit} kości każdego rodzaju (Zręczność aktywowanej figurki i jej wsparcia) i nie więcej, niż jest w rezerwie.</translation>
        </message>
        <message>
            <source>{fighter} holds only {count} dice of that type.</source>
            <translation>Figurka {fighter} ma tylko {count} kości tego rodzaju.</translation>
        </message>
        <message>
            <source>{fighter} is dead.</source>
            <translation>Figurka {fighter} jest martwa.</translation>
        </message>
        <message>
            <source>{fighter} carries no such marker, or one of this type was already removed from it this round.</source>
            <translation>Figurka {fighter} nie ma takiego znacznika albo w tej rundzie zdjęto już z niej znacznik tego rodzaju.</translation>
        </message>
        <message>
            <source>{fighter} has no card {card}.</source>
            <translation>Figurka {fighter} nie ma karty {card}.</translation>
        </message>
        <message>
            <source>{card} is tilted or discarded and cannot be used.</source>
            <translation>Karta {card} jest pochylona lub odrzucona i nie można jej użyć.</translation>
        </message>
        <message>
            <source>{card} is not waiting to be reloaded.</source>
            <translation>Karta {card} nie czeka na przeładowanie.</translation>
        </message>
        <message>
            <source>{fighter} is Staggered: no combat action, no grenade or artillery.</source>
            <translation>Figurka {fighter} jest zdestabilizowana: żadnej akcji walki, granatu ani artylerii.</translation>
        </message>
        <message>
            <source>{fighter} is Immobilised: no combat action and no strategic action.</source>
            <translation>Figurka {fighter} jest unieruchomiona: żadnej akcji walki ani akcji strategicznej.</translation>
        </message>
        <message>
            <source>The NPCs not yet activated this round activate before the round ends.</source>
            <translation>BN jeszcze nieaktywowani w tej rundzie aktywują się przed jej końcem.</translation>
        </message>
        <message>
            <source>The game ends at the debriefing once both players have counted their success points.</source>
            <translation>Gra kończy się podsumowaniem, gdy obaj gracze policzą punkty sukcesu.</translation>
        </message>
        <message>
            <source>Only a game the players agree to end names a "winner" (0, 1 or null); a conceded game names the "player" who concedes.</source>
            <translation>Tylko gra zakończona za zgodą graczy podaje „winner” (0, 1 lub null); gra poddana podaje „player”, który się poddaje.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
        <message>
            <source>{when} — {what}</source>
            <translation>{when} — {what}</translation>
        </message>
        <message>
            <source>{left}; {right}</source>
            <translation>{left}; {right}</translation>
        </message>
        <message>
            <source>dice bid: {first} {a}, {second} {b}; {player} has the initiative</source>
            <translation>postawione kości: {first} {a}, {second} {b}; inicjatywę ma {player}</translation>
        </message>
        <message>
            <source>nobody bids; {player}, the Defensive player, has the initiative</source>
            <translation>nikt nie licytuje; inicjatywę ma {player}, gracz defensywny</translation>
        </message>
        <message>
            <source>{player} activates {fighter} ({skill} Skill, {power} Power dice)</source>
            <translation>{player} aktywuje figurkę {fighter} (kości: Zręczność {skill}, Moc {power})</translation>
        </message>
        <message>
            <source>{player} re-activates {fighter} ({skill} Skill, {power} Power dice)</source>
            <translation>{player} ponownie aktywuje figurkę {fighter} (kości: Zręczność {skill}, Moc {power})</translation>
        </message>
        <message>
            <source>{player} reacts with {fighter} ({skill} Skill, {power} Power dice)</source>
            <translation>{player} reaguje figurką {fighter} (kości: Zręczność {skill}, Moc {power})</translation>
        </message>
        <message>
            <source>reinforced by {fighters}</source>
            <translation>wsparcie: {fighters}</translation>
        </message>
        <message>
            <source>{player} passes</source>
            <translation>{player} pasuje</translation>
        </message>
        <message>
            <source>both players have passed: the Environment step begins</source>
            <translation>obaj gracze spasowali: zaczyna się etap Otoczenia</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} discards %n Skill die(s)</source>
            <translation>
                <numerusform>{fighter} odrzuca %n kość Zręczności</numerusform>
                <numerusform>{fighter} odrzuca %n kości Zręczności</numerusform>
                <numerusform>{fighter} odrzuca %n kości Zręczności</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} discards %n Power die(s)</source>
            <translation>
                <numerusform>{fighter} odrzuca %n kość Mocy</numerusform>
                <numerusform>{fighter} odrzuca %n kości Mocy</numerusform>
                <numerusform>{fighter} odrzuca %n kości Mocy</numerusform>
            </translation>
        </message>
        <message>
            <source>{fighter} is Wounded</source>
            <translation>figurka {fighter} jest ranna</translation>
        </message>
        <message>
            <source>{fighter} is Dead</source>
            <translation>figurka {fighter} jest martwa</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} receives %n {marker} marker(s)</source>
            <translation>
                <numerusform>{fighter} dostaje %n znacznik: {marker}</numerusform>
                <numerusform>{fighter} dostaje %n znaczniki: {marker}</numerusform>
                <numerusform>{fighter} dostaje %n znaczników: {marker}</numerusform>
            </translation>
        </message>
        <message>
            <source>a {marker} marker is removed from {fighter}</source>
            <translation>z figurki {fighter} zdjęto znacznik: {marker}</translation>
        </message>
        <message>
            <source>{fighter} uses {card}</source>
            <translation>{fighter} używa karty {card}</translation>
        </message>
        <message>
            <source>{card} is discarded (single use)</source>
            <translation>karta {card} zostaje odrzucona (jednorazowe użycie)</translation>
        </message>
        <message>
            <source>{card} stays tilted until reloaded</source>
            <translation>karta {card} pozostaje pochylona do przeładowania</translation>
        </message>
        <message>
            <source>{fighter} reloads {card}</source>
            <translation>{fighter} przeładowuje kartę {card}</translation>
        </message>
        <message>
            <source>end of the round: {first} has {a_skill} Skill and {a_power} Power dice in reserve, {second} {b_skill} and {b_power}</source>
            <translation>koniec rundy: w rezerwie {first} ma kości Zręczności: {a_skill}, Mocy: {a_power}; {second}: {b_skill} i {b_power}</translation>
        </message>
        <message>
            <source>{fighters} die(s) at the discard step</source>
            <translation>na etapie odrzucania giną: {fighters}</translation>
        </message>
        <message>
            <source>the debriefing begins</source>
            <translation>zaczyna się podsumowanie</translation>
        </message>
        <message numerus="yes">
            <source>{player} scores %n success point(s)</source>
            <translation>
                <numerusform>{player} zdobywa %n punkt sukcesu</numerusform>
                <numerusform>{player} zdobywa %n punkty sukcesu</numerusform>
                <numerusform>{player} zdobywa %n punktów sukcesu</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} wins the game</source>
            <translation>{player} wygrywa grę</translation>
        </message>
        <message>
            <source>the game is a draw</source>
            <translation>gra kończy się remisem</translation>
        </message>
        <message>
            <source>{player} concedes</source>
            <translation>{player} się poddaje</translation>
        </message>
        <message>
            <source>the players agree to end the game</source>
            <translation>gracze zgodnie kończą grę</translation>
        </message>
        <message>
            <source>the NPCs</source>
            <translation>BN</translation>
        </message>
        <message>
            <source>{when}, step: {step} (Offensive player: {offensive})</source>
            <translation>{when}, etap: {step} (gracz ofensywny: {offensive})</translation>
        </message>
        <message>
            <source>{side}: Skill reserve {skill} of {skill_start}, Power reserve {power} of {power_start}</source>
            <translation>{side}: rezerwa Zręczności {skill} z {skill_start}, rezerwa Mocy {power} z {power_start}</translation>
        </message>
        <message>
            <source>{fighter}: {status}; dice held: {skill} Skill, {power} Power</source>
            <translation>{fighter}: {status}; przydzielone kości: Zręczność {skill}, Moc {power}</translation>
        </message>
        <message>
            <source>not activated</source>
            <translation>nieaktywowana</translation>
        </message>
        <message>
            <source>activated</source>
            <translation>aktywowana</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>ranna</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>martwa</translation>
        </message>
        <message>
            <source>Flashpoint game report</source>
            <translation>Raport z gry Flashpoint</translation>
        </message>
        <message>
            <source>{player} wins, {score} success points ({reason})</source>
            <translation>{player} wygrywa, punkty sukcesu {score} ({reason})</translation>
        </message>
        <message>
            <source>A draw, {score} success points ({reason})</source>
            <translation>Remis, punkty sukcesu {score} ({reason})</translation>
        </message>
        <message>
            <source>The game is not finished</source>
            <translation>Gra nie jest zakończona</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rundy</translation>
        </message>
        <message>
            <source>Offensive player</source>
            <translation>Gracz ofensywny</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Misja</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Punkty sukcesu</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Dice reserves (Skill, Power)</source>
            <translation>Rezerwy kości (Zręczność, Moc)</translation>
        </message>
        <message>
            <source>Fighters dead</source>
            <translation>Polegli wojownicy</translation>
        </message>
        <message>
            <source>Fighter</source>
            <translation>Wojownik</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>Markers</source>
            <translation>Znaczniki</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Przebieg gry</translation>
        </message>
        <message>
            <source>Game log (continued)</source>
            <translation>Przebieg gry (ciąg dalszy)</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Wydrukowano w Muster {version}</translation>
        </message>
    </context>
    <context>
        <name>Violations</name>
        <message>
            <source>{name}: Skill {skill} + Power {power} make {total}; an archetype may have at most 5.</source>
            <translation>{name}: Zręczność {skill} + Moc {power} dają {total}; archetyp może mieć najwyżej 5.</translation>
        </message>
        <message>
            <source>{name}: Pr and the card maxima make {used}, more than Skill + Power + base size ({budget}).</source>
            <translation>{name}: Pr i maksymalne liczby kart dają {used}, więcej niż Zręczność + Moc + rozmiar podstawki ({budget}).</translation>
        </message>
        <message>
            <source>{name}: Skill {skill}; the rules advise no more than 2 except in very rare cases.</source>
            <translation>{name}: Zręczność {skill}; zasady radzą nie przekraczać 2 poza bardzo rzadkimi przypadkami.</translation>
        </message>
        <message>
            <source>{name}: its R max (R{high}) is shorter than its R min (R{low}).</source>
            <translation>{name}: R max (R{high}) jest krótszy niż R min (R{low}).</translation>
        </message>
        <message>
            <source>{name}: a weapon of Force 0 cannot attack.</source>
            <translation>{name}: bronią o Sile 0 nie można atakować.</translation>
        </message>
        <message>
            <source>{name}: a grenade or artillery needs a throw length (L).</source>
            <translation>{name}: granat lub artyleria potrzebuje długości rzutu (L).</translation>
        </message>
        <message>
            <source>No loaded catalogue has a card with the id "{card_id}".</source>
            <translation>Żaden wczytany katalog nie ma karty o identyfikatorze „{card_id}”.</translation>
        </message>
        <message>
            <source>{name} is not {expected}.</source>
            <translation>{name} nie jest {expected}.</translation>
        </message>
        <message>
            <source>{name} has {count} {cards}; its archetype allows {limit}.</source>
            <translation>{name}: liczba kart ({cards}) to {count}; archetyp pozwala na {limit}.</translation>
        </message>
        <message>
            <source>{name} carries artillery ({equipment}) without an Artillerist ability.</source>
            <translation>{name} nosi artylerię ({equipment}) bez umiejętności Artylerzysta.</translation>
        </message>
        <message>
            <source>The team's strategic value is {points}; at most {limit} is allowed.</source>
            <translation>Wartość strategiczna drużyny wynosi {points}; dozwolone jest najwyżej {limit}.</translation>
        </message>
        <message>
            <source>The team has no Leader; name exactly one.</source>
            <translation>Drużyna nie ma Lidera; wskaż dokładnie jednego.</translation>
        </message>
        <message>
            <source>The team names {count} Leaders; it must have exactly one.</source>
            <translation>Drużyna wskazuje {count} Liderów; musi mieć dokładnie jednego.</translation>
        </message>
        <message>
            <source>The team names {count} Strategists; it may have at most one.</source>
            <translation>Drużyna wskazuje {count} Strategów; może mieć najwyżej jednego.</translation>
        </message>
    </context>
</TS>
