<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Errors</name>
    <message>
        <source>An SPT list code is written with square brackets, spt[…], and this one has &quot;{found}&quot;.</source>
        <translation>Kod listy SPT zapisuje się w nawiasach kwadratowych, spt[…], a ten ma postać „{found}”.</translation>
    </message>
    <message>
        <source>This SPT list code is cut short: its closing ] is missing.</source>
        <translation>Ten kod listy SPT jest ucięty: brakuje zamykającego nawiasu ].</translation>
    </message>
    <message>
        <source>This SPT list code holds no unit codes.</source>
        <translation>Ten kod listy SPT nie zawiera kodów jednostek.</translation>
    </message>
    <message>
        <source>Entry {position} of the SPT list code (&quot;{entry}&quot;) is not an 8-digit unit code.</source>
        <translation>Pozycja {position} kodu listy SPT („{entry}”) nie jest 8-cyfrowym kodem jednostki.</translation>
    </message>
    <message>
        <source>No loaded catalogue knows the units at {positions}.</source>
        <translation>Żaden wczytany katalog nie zna jednostek na tych pozycjach: {positions}.</translation>
    </message>
    <message>
        <source>position {position} ({code})</source>
        <translation>pozycja {position} ({code})</translation>
    </message>
    <message>
        <source>This Tabletop Admiral link holds no unit ids after /listbuilder/.</source>
        <translation>Ten link do Tabletop Admiral nie zawiera identyfikatorów jednostek po /listbuilder/.</translation>
    </message>
    <message>
        <source>Entry {position} of the Tabletop Admiral link (&quot;{entry}&quot;) is not a unit number.</source>
        <translation>Pozycja {position} linku do Tabletop Admiral („{entry}”) nie jest numerem jednostki.</translation>
    </message>
    <message>
        <source>Squad {squad} is not complete, and an SPT list code lists the three units of every squad.</source>
        <translation>Oddział {squad} jest niekompletny, a kod listy SPT wymienia trzy jednostki każdego oddziału.</translation>
    </message>
    <message>
        <source>Squad {squad} is not complete, and a Tabletop Admiral link lists the three units of every squad.</source>
        <translation>Oddział {squad} jest niekompletny, a link do Tabletop Admiral wymienia trzy jednostki każdego oddziału.</translation>
    </message>
    <message>
        <source>{unit} has no SPT code in the catalogue, so it cannot be shared that way.</source>
        <translation>{unit} nie ma w katalogu kodu SPT, więc nie można udostępnić tej jednostki w ten sposób.</translation>
    </message>
    <message>
        <source>{unit} has no Tabletop Admiral number in the catalogue, so it cannot be shared that way.</source>
        <translation>{unit} nie ma w katalogu numeru Tabletop Admiral, więc nie można udostępnić tej jednostki w ten sposób.</translation>
    </message>
    <message>
        <source>No loaded catalogue has a unit with the id &quot;{unit_id}&quot;.</source>
        <translation>Żaden wczytany katalog nie zawiera jednostki o identyfikatorze „{unit_id}”.</translation>
    </message>
    <message>
        <source>A game of Shatterpoint needs exactly two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck mode must be &quot;digital&quot; or &quot;physical&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strike team of {player} names a unit that is not in the catalogue: &quot;{unit}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strike team of {player} holds &quot;{unit}&quot; twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strike team of {player} has no unit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shatterpoint</name>
    <message>
        <source>Primary</source>
        <translation>Główna</translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation>Dodatkowa</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Wspierająca</translation>
    </message>
    <message>
        <source>Star Wars: Shatterpoint</source>
        <translation>Star Wars: Shatterpoint</translation>
    </message>
    <message>
        <source>Primary unit</source>
        <translation>Jednostka główna</translation>
    </message>
    <message>
        <source>Secondary unit</source>
        <translation>Jednostka dodatkowa</translation>
    </message>
    <message>
        <source>Supporting unit</source>
        <translation>Jednostka wspierająca</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>PO</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>KP</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Moc</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Kondycja</translation>
    </message>
    <message>
        <source>Durability</source>
        <translation>Wytrzymałość</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postacie</translation>
    </message>
    <message>
        <source>Era:</source>
        <translation>Era:</translation>
    </message>
    <message>
        <source>Eras:</source>
        <translation>Ery:</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Obrażenia</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Osłabiony</translation>
    </message>
    <message>
        <source>Injured</source>
        <translation>Okaleczony</translation>
    </message>
    <message>
        <source>Squad {number}</source>
        <translation>Oddział {number}</translation>
    </message>
    <message>
        <source>Force pool</source>
        <translation>Pula Mocy</translation>
    </message>
    <message>
        <source>Force pool: tick each Force spent</source>
        <translation>Pula Mocy: zaznaczaj zużytą Moc</translation>
    </message>
    <message>
        <source>Order deck</source>
        <translation>Talia rozkazów</translation>
    </message>
    <message>
        <source>Order deck ({count} cards)</source>
        <translation>Talia rozkazów (kart: {count})</translation>
    </message>
    <message>
        <source>Shatterpoint card</source>
        <translation>Karta Shatterpoint</translation>
    </message>
    <message>
        <source>Struggles</source>
        <translation>Zmagania</translation>
    </message>
    <message>
        <source>Struggle card</source>
        <translation>Karta zmagania</translation>
    </message>
    <message>
        <source>Won by me</source>
        <translation>Wygrane przeze mnie</translation>
    </message>
    <message>
        <source>Won by opponent</source>
        <translation>Wygrane przez przeciwnika</translation>
    </message>
    <message>
        <source>Phase I</source>
        <translation>Faza I</translation>
    </message>
    <message>
        <source>Phase II</source>
        <translation>Faza II</translation>
    </message>
    <message>
        <source>Phase III</source>
        <translation>Faza III</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Misja</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notatki</translation>
    </message>
    <message>
        <source>Strike team</source>
        <translation>Grupa uderzeniowa</translation>
    </message>
    <message>
        <source>Unnamed strike team</source>
        <translation>Grupa uderzeniowa bez nazwy</translation>
    </message>
    <message>
        <source>Mission set: {name}</source>
        <translation>Zestaw z misją: {name}</translation>
    </message>
    <message>
        <source>Share code:</source>
        <translation>Kod udostępniania:</translation>
    </message>
    <message>
        <source>Printed with Muster {version}</source>
        <translation>Wydrukowano w programie Muster {version}</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Oddział</translation>
    </message>
    <message>
        <source>SPT list code</source>
        <translation>Kod listy SPT</translation>
    </message>
    <message>
        <source>Tabletop Admiral link</source>
        <translation>Link do Tabletop Admiral</translation>
    </message>
    <message>
        <source>the mission set with SPT code {code}</source>
        <translation>zestaw z misją o kodzie SPT {code}</translation>
    </message>
</context>
<context>
    <name>ShatterpointImport</name>
    <message>
        <source>the file is not a JSON object</source>
        <translation>plik nie jest obiektem JSON</translation>
    </message>
    <message>
        <source>the unit has no English name (name-en)</source>
        <translation>jednostka nie ma angielskiej nazwy (name-en)</translation>
    </message>
    <message>
        <source>the name &quot;{name}&quot; has no letter or digit to make an id from</source>
        <translation>nazwa „{name}” nie ma litery ani cyfry, z których można utworzyć identyfikator</translation>
    </message>
    <message>
        <source>unknown unit type &quot;{value}&quot; (primary, secondary or supporting)</source>
        <translation>nieznany rodzaj jednostki „{value}” (primary, secondary lub supporting)</translation>
    </message>
    <message>
        <source>{field} must be at least {minimum}, not {value}</source>
        <translation>{field} musi wynosić co najmniej {minimum}, a nie {value}</translation>
    </message>
    <message>
        <source>missing figures: {fields}</source>
        <translation>brakujące wartości: {fields}</translation>
    </message>
    <message>
        <source>a primary unit needs its Squad Points (squadpoints)</source>
        <translation>jednostka główna musi mieć Punkty oddziału (squadpoints)</translation>
    </message>
    <message>
        <source>a secondary or support unit needs its Point Cost (pointcost)</source>
        <translation>jednostka dodatkowa lub wspierająca musi mieć Koszt punktowy (pointcost)</translation>
    </message>
    <message>
        <source>the unit has no era</source>
        <translation>jednostka nie ma ery</translation>
    </message>
    <message>
        <source>unknown era &quot;{era}&quot;</source>
        <translation>nieznana era „{era}”</translation>
    </message>
    <message>
        <source>the unit is not valid: {detail}</source>
        <translation>jednostka jest niepoprawna: {detail}</translation>
    </message>
    <message>
        <source>unit id &quot;{id}&quot; is already taken by {other}</source>
        <translation>identyfikator jednostki „{id}” jest już zajęty przez {other}</translation>
    </message>
</context>
<context>
    <name>ShatterpointTracker</name>
    <message>
        <source>The field &quot;{field}&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;{field}&quot; must be a whole number from {low} to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;{field}&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;{field}&quot; must be one of: {choices}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;{field}&quot; must be a list of order cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no unit &quot;{unit}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The refreshed deck must hold exactly the discarded cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must refresh the order deck: the event needs the shuffled deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current turn has not ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn is already past step {step}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;{field}&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives are numbered from 0 to {last}; {given} is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The priority objective must be an active one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit has already activated this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An order card is already revealed this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reserved card is not &quot;{card}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card reserved this turn cannot be taken back this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is empty: the reserved card must be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order deck is not empty and cannot be refreshed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card &quot;{card}&quot; cannot be removed: it is not the card of a defeated unit in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top card of the deck is not &quot;{card}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card &quot;{card}&quot; is not in the order deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card &quot;{card}&quot; belongs to a defeated unit and must be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shuffled deck must hold the remaining cards and the Shatterpoint card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Shatterpoint card goes back into the deck: the event needs the shuffled deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No order card is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Shatterpoint card is never reserved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one card can be reserved per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card revealed after the Shatterpoint card must be activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is already in reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no Force left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Shatterpoint card is not revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal an order card before activating a unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is defeated and cannot activate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The revealed card &quot;{card}&quot; does not activate {unit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is Wounded: name one of its conditions to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} has no condition to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A condition is removed at the start of an activation only for a Wounded unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit is activating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each action can be taken only once per activation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit has taken its two actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is defeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is Wounded and cannot suffer damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is Wounded and cannot remove damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} has no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} does not have that condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has only {available} Force available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn cannot end before a unit has activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The revealed order card has not been used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control list must name a controller for each of the {count} objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An objective&apos;s controller must be 0, 1 or null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An inactive objective cannot be controlled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field &quot;{field}&quot; must hold two lists of different numbers from 1 to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one unit card can be in reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zones must hold each of the player&apos;s order cards exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected event number {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown event type &quot;{type}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payload must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal an order card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The activation ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn: objective control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Struggle token move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeat check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disarmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two struggles won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreed by the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Shatterpoint card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} begins the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step {step}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the struggle card of phase {phase} is revealed: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the struggle card of phase {phase} is revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the reserved order card of {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} reveals the Shatterpoint card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} reveals the order card of {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays 1 Force to reserve the order card of {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays 1 Force to skip the Shatterpoint card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} activates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes the {action} action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the activation of {unit} ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} suffers {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} removes {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} turns to stance side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} loses the {condition} condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} already has the {condition} condition and suffers 1 damage instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} gains the {condition} condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} spends {amount} Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refreshes {amount} Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect gives momentum to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect moves the struggle token toward {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends ({reason}): {player} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends ({reason}) without a winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction by hand: {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction by hand: the Force pool of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction by hand: the struggle track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction by hand: objective {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction by hand: the order deck of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order card of {unit} leaves the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} turns its Wounded token to Injured and clears its damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} removes the {condition} condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is defeated and its order card leaves the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gains momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the struggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the struggle track and the objectives are reset for phase {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refreshes the order deck and the Force pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the struggle token moves to the centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the struggle token moves to space {space} on the side of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first turn — {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} — {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} is over; {player} plays next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, {player} is the active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Struggle {phase} {card}· struggles won: {first} {one}, {second} {two}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space {space} on the side of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Struggle token on {where}; momentum: {first} {one}; {second} {two}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controlled by {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective {number}: {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: Force {available} of {total} · order deck {deck}, reserve {reserve}, discard {discard}, removed {removed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {unit}: damage {damage}/{stamina}, Wounded {wounded}, Injured {injured}/{durability}, hunker {hunker}, stance {stance}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over ({reason}): {player} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over ({reason}), without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextExport</name>
    <message>
        <source>Strike team: {name}</source>
        <translation>Grupa uderzeniowa: {name}</translation>
    </message>
    <message>
        <source>Untitled strike team</source>
        <translation>Grupa uderzeniowa bez nazwy</translation>
    </message>
    <message>
        <source>Mission set: {mission}</source>
        <translation>Zestaw z misją: {mission}</translation>
    </message>
    <message>
        <source>Mission set: none chosen</source>
        <translation>Zestaw z misją: nie wybrano</translation>
    </message>
    <message>
        <source>Casual play (house rules allowed)</source>
        <translation>Gra towarzyska (dozwolone zasady domowe)</translation>
    </message>
    <message>
        <source>Squad {squad}: {pc} of {sp} SP spent</source>
        <translation>Oddział {squad}: wydano {pc} z {sp} PO</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(puste)</translation>
    </message>
    <message>
        <source>unknown unit “{unit_id}”</source>
        <translation>nieznana jednostka „{unit_id}”</translation>
    </message>
    <message>
        <source>{unit} ({sp} SP, Force {force})</source>
        <translation>{unit} ({sp} PO, Moc {force})</translation>
    </message>
    <message>
        <source>{unit} ({pc} PC)</source>
        <translation>{unit} ({pc} KP)</translation>
    </message>
    <message>
        <source>Force pool: {force} · characters: {characters} · units: {units} · order deck: {deck}</source>
        <translation>Pula Mocy: {force} · postacie: {characters} · jednostki: {units} · talia rozkazów: {deck}</translation>
    </message>
    <message>
        <source>Legal strike team.</source>
        <translation>Grupa uderzeniowa zgodna z zasadami.</translation>
    </message>
    <message>
        <source>Not legal yet:</source>
        <translation>Jeszcze niezgodna z zasadami:</translation>
    </message>
    <message>
        <source>Muster code: {code}</source>
        <translation>Kod Muster: {code}</translation>
    </message>
    <message>
        <source>SPT list code: {code}</source>
        <translation>Kod listy SPT: {code}</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Jednostka główna</translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation>Jednostka dodatkowa</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Jednostka wspierająca</translation>
    </message>
</context>
<context>
    <name>Violations</name>
    <message>
        <source>A strike team has exactly 2 squads; this one has {count}.</source>
        <translation>Grupa uderzeniowa składa się z dokładnie 2 oddziałów; ta ma ich: {count}.</translation>
    </message>
    <message>
        <source>Squad {squad} spends {spent} points but its Primary gives only {available} Squad Points.</source>
        <translation>Oddział {squad} wydaje {spent} pkt, a jego jednostka główna zapewnia tylko {available} PO (punktów oddziału).</translation>
    </message>
    <message>
        <source>The units of squad {squad} share no era ({eras}).</source>
        <translation>Jednostki oddziału {squad} nie mają wspólnej ery ({eras}).</translation>
    </message>
    <message>
        <source>{unit_name} appears more than once in the strike team.</source>
        <translation>{unit_name} występuje w grupie uderzeniowej więcej niż raz.</translation>
    </message>
    <message>
        <source>{unit_name} and {other_name} share the unique name {unique_name}; only one of them may join the strike team.</source>
        <translation>{unit_name} i {other_name} mają tę samą unikalną nazwę {unique_name}; tylko jedna z tych jednostek może dołączyć do grupy uderzeniowej.</translation>
    </message>
    <message>
        <source>No loaded catalogue has a unit with the id &quot;{unit_id}&quot;.</source>
        <translation>Żaden wczytany katalog nie zawiera jednostki o identyfikatorze „{unit_id}”.</translation>
    </message>
    <message>
        <source>No mission set is named.</source>
        <translation>Nie wskazano zestawu z misją.</translation>
    </message>
    <message>
        <source>Squad {squad} has no Primary unit.</source>
        <translation>Oddział {squad} nie ma jednostki głównej.</translation>
    </message>
    <message>
        <source>Squad {squad} has no Secondary unit.</source>
        <translation>Oddział {squad} nie ma jednostki dodatkowej.</translation>
    </message>
    <message>
        <source>Squad {squad} has no Support unit.</source>
        <translation>Oddział {squad} nie ma jednostki wspierającej.</translation>
    </message>
    <message>
        <source>Only a Primary unit may fill the Primary slot of squad {squad}; {unit_name} is a {unit_type}.</source>
        <translation>Tylko jednostka główna może zająć miejsce jednostki głównej w oddziale {squad}; {unit_name} to {unit_type}.</translation>
    </message>
    <message>
        <source>Only a Secondary unit may fill the Secondary slot of squad {squad}; {unit_name} is a {unit_type}.</source>
        <translation>Tylko jednostka dodatkowa może zająć miejsce jednostki dodatkowej w oddziale {squad}; {unit_name} to {unit_type}.</translation>
    </message>
    <message>
        <source>Only a Support unit may fill the Support slot of squad {squad}; {unit_name} is a {unit_type}.</source>
        <translation>Tylko jednostka wspierająca może zająć miejsce jednostki wspierającej w oddziale {squad}; {unit_name} to {unit_type}.</translation>
    </message>
    <message>
        <source>Squad {squad} puts {unit_name} in &quot;{slot_key}&quot;, which is not a slot of a squad (Primary, Secondary, Support).</source>
        <translation>Oddział {squad} umieszcza {unit_name} w „{slot_key}”, a to nie jest miejsce w oddziale (jednostka główna, dodatkowa, wspierająca).</translation>
    </message>
    <message>
        <source>Primary unit</source>
        <translation>Jednostka główna</translation>
    </message>
    <message>
        <source>Secondary unit</source>
        <translation>Jednostka dodatkowa</translation>
    </message>
    <message>
        <source>Support unit</source>
        <translation>jednostka wspierająca</translation>
    </message>
    <message>
        <source>Too expensive: {unit_name} costs {cost} points and squad {squad} has {left} of its {available} Squad Points left.</source>
        <translation>Za drogo: {unit_name} kosztuje {cost} pkt, a oddziałowi {squad} zostało {left} z {available} PO.</translation>
    </message>
    <message>
        <source>Too few Squad Points: {unit_name} gives {available} and squad {squad} already spends {spent}.</source>
        <translation>Za mało punktów oddziału: {unit_name} daje {available} PO, a oddział {squad} wydaje już {spent} pkt.</translation>
    </message>
    <message>
        <source>Other era: {unit_name} shares no era with the rest of squad {squad}.</source>
        <translation>Inna era: {unit_name} nie ma wspólnej ery z resztą oddziału {squad}.</translation>
    </message>
    <message>
        <source>Name already taken: {unit_name} is already in squad {other_squad}.</source>
        <translation>Nazwa już zajęta: {unit_name} jest już w oddziale {other_squad}.</translation>
    </message>
    <message>
        <source>Unique name already taken: {other_name} in squad {other_squad} is also {unique_name}.</source>
        <translation>Unikalna nazwa już zajęta: {other_name} (oddział {other_squad}) również nosi unikalną nazwę {unique_name}.</translation>
    </message>
    <message>
        <source>Not in your collection: {unit_name} (the strike team uses {used}).</source>
        <translation>{unit_name}: brak w twojej kolekcji (grupa uderzeniowa używa {used} szt.).</translation>
    </message>
    <message>
        <source>You own {owned} of {unit_name} but the strike team uses {used}.</source>
        <translation>{unit_name}: masz {owned} szt., a grupa uderzeniowa używa {used} szt.</translation>
    </message>
</context>
</TS>
