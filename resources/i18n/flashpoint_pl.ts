<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>ActivationPanel</name>
        <message>
            <source>Skill</source>
            <translation>Zręczność</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Reaction</source>
            <translation>Reakcja</translation>
        </message>
        <message>
            <source>Answers the opponent's activation that has just begun (before it calls reinforcements) with a fighter not yet activated; the opponent goes on after</source>
            <translation>Odpowiada na właśnie rozpoczętą aktywację przeciwnika (zanim wezwie wsparcie) figurką jeszcze nieaktywowaną; potem przeciwnik kontynuuje</translation>
        </message>
        <message>
            <source>Reinforcements:</source>
            <translation>Wsparcie:</translation>
        </message>
        <message>
            <source>Activate and roll (A)</source>
            <translation>Aktywuj i rzuć (A)</translation>
        </message>
        <message>
            <source>Draw the dice from the reserves, roll them and place them on the profiles</source>
            <translation>Dobierz kości z rezerw, rzuć nimi i połóż je na profilach</translation>
        </message>
        <message>
            <source>Pass (P)</source>
            <translation>Pasuję (P)</translation>
        </message>
        <message>
            <source>"Je passe": two passes in a row end the alternate activations</source>
            <translation>„Pasuję”: dwa spasowania z rzędu kończą naprzemienne aktywacje</translation>
        </message>
    </context>
    <context>
        <name>CardForm</name>
        <message>
            <source>Ready again each round</source>
            <translation>Gotowa w każdej rundzie</translation>
        </message>
        <message>
            <source>Single use</source>
            <translation>Jednorazowe użycie</translation>
        </message>
        <message>
            <source>Reload (x)</source>
            <translation>Przeładowanie (x)</translation>
        </message>
        <message>
            <source>Another effect of a trigger, in your words</source>
            <translation>Inny efekt wyzwalacza, własnymi słowami</translation>
        </message>
        <message>
            <source>What the card does, as printed on it</source>
            <translation>Działanie karty, tak jak jest na niej wydrukowane</translation>
        </message>
        <message>
            <source>Hits every figure along its path</source>
            <translation>Trafia każdą figurkę na swojej drodze</translation>
        </message>
        <message>
            <source>Lets its figure fire artillery</source>
            <translation>Pozwala swojej figurce strzelać z artylerii</translation>
        </message>
    </context>
    <context>
        <name>CardTable</name>
        <message>
            <source>Archetypes</source>
            <translation>Archetypy</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>Broń</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Wyposażenie</translation>
        </message>
        <message>
            <source>Abilities</source>
            <translation>Umiejętności</translation>
        </message>
        <message>
            <source>Profiles</source>
            <translation>Profile</translation>
        </message>
        <message>
            <source>Search by name or kind (Ctrl+F)</source>
            <translation>Szukaj po nazwie lub rodzaju (Ctrl+F)</translation>
        </message>
        <message>
            <source>All kinds</source>
            <translation>Wszystkie rodzaje</translation>
        </message>
    </context>
    <context>
        <name>CardTableModel</name>
        <message>
            <source>SV: strategic value</source>
            <translation>WS: wartość strategiczna</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>SV</source>
            <translation>WS</translation>
        </message>
        <message>
            <source>Owned</source>
            <translation>Posiadane</translation>
        </message>
    </context>
    <context>
        <name>CombatPanel</name>
        <message>
            <source>{fighter} with {reinforcements}</source>
            <translation>{fighter} ze wsparciem: {reinforcements}</translation>
        </message>
        <message>
            <source>(combat action made: {fighters})</source>
            <translation>(akcja walki wykonana: {fighters})</translation>
        </message>
        <message>
            <source>Activation in progress: {figures}. Only they act until it ends.</source>
            <translation>Trwa aktywacja: {figures}. Do jej końca działają tylko te figurki.</translation>
        </message>
        <message>
            <source>{fighter} attacks with {weapon}; defender:</source>
            <translation>{fighter} atakuje bronią {weapon}; obrońca:</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} is attacked. Its attribution sequence (the rulebook gives one to a defender not yet activated): at most %n dice of each type.</source>
            <translation>
                <numerusform>{fighter} jest atakowana. Jej sekwencja przydziału (podręcznik daje ją obrońcy jeszcze nieaktywowanemu): najwyżej %n kość każdego rodzaju.</numerusform>
                <numerusform>{fighter} jest atakowana. Jej sekwencja przydziału (podręcznik daje ją obrońcy jeszcze nieaktywowanemu): najwyżej %n kości każdego rodzaju.</numerusform>
                <numerusform>{fighter} jest atakowana. Jej sekwencja przydziału (podręcznik daje ją obrońcy jeszcze nieaktywowanemu): najwyżej %n kości każdego rodzaju.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} is attacked and has not activated: its attribution sequence, at most %n dice of each type from the reserve.</source>
            <translation>
                <numerusform>{fighter} jest atakowana i nie była aktywowana: jej sekwencja przydziału, najwyżej %n kość każdego rodzaju z rezerwy.</numerusform>
                <numerusform>{fighter} jest atakowana i nie była aktywowana: jej sekwencja przydziału, najwyżej %n kości każdego rodzaju z rezerwy.</numerusform>
                <numerusform>{fighter} jest atakowana i nie była aktywowana: jej sekwencja przydziału, najwyżej %n kości każdego rodzaju z rezerwy.</numerusform>
            </translation>
        </message>
        <message>
            <source>Declare the attack</source>
            <translation>Zadeklaruj atak</translation>
        </message>
        <message>
            <source>The combat action: one per figure and activation; the weapon is tilted</source>
            <translation>Akcja walki: jedna na figurkę i aktywację; broń zostaje przechylona</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
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
            <source>Roll the defender's dice</source>
            <translation>Rzuć kośćmi obrońcy</translation>
        </message>
        <message>
            <source>Draw the dice from the defender's reserve, roll them, place them on it</source>
            <translation>Weź kości z rezerwy obrońcy, rzuć nimi i połóż je na jego profilu</translation>
        </message>
        <message>
            <source>No dice</source>
            <translation>Bez kości</translation>
        </message>
        <message>
            <source>The defender draws no dice for this attack</source>
            <translation>Obrońca nie bierze kości przy tym ataku</translation>
        </message>
    </context>
    <context>
        <name>DebriefingPanel</name>
        <message>
            <source>Count the success points and end the game</source>
            <translation>Policz punkty sukcesu i zakończ grę</translation>
        </message>
    </context>
    <context>
        <name>DesignerDialog</name>
        <message>
            <source>Flashpoint designer</source>
            <translation>Projektant Flashpoint</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nowy</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Powiel</translation>
        </message>
        <message>
            <source>Make your own copy of the selected card</source>
            <translation>Utwórz własną kopię wybranej karty</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Usuń…</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Strategic value (SV), as the rules sum it:</source>
            <translation>Wartość strategiczna (WS), sumowana według zasad:</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problemy</translation>
        </message>
        <message>
            <source>Choose a card on the left, or press New to design an archetype, a weapon, an equipment card, an ability or a profile. Every change is saved at once in your design pack, which the Catalogue page exports for your club.</source>
            <translation>Wybierz kartę po lewej lub naciśnij Nowy, aby zaprojektować archetyp, broń, wyposażenie, umiejętność lub profil. Każda zmiana od razu trafia do Twojego pakietu projektów, który strona Katalog eksportuje dla Twojego klubu.</translation>
        </message>
        <message>
            <source>Edit a copy</source>
            <translation>Edytuj kopię</translation>
        </message>
        <message>
            <source>Make your own copy of this card and edit it</source>
            <translation>Utwórz własną kopię tej karty i ją edytuj</translation>
        </message>
        <message>
            <source>This card belongs to a built-in or imported pack, which stays as published: its fields cannot change here. Edit a copy to make it your own.</source>
            <translation>Ta karta należy do wbudowanego lub zaimportowanego pakietu, który pozostaje taki, jak go opublikowano: jej pól nie można tu zmienić. Edytuj kopię, aby mieć własną.</translation>
        </message>
        <message>
            <source>No problem: this design follows the rules.</source>
            <translation>Brak problemów: ten projekt jest zgodny z zasadami.</translation>
        </message>
        <message>
            <source>A design needs a name: the last change to it is not kept.</source>
            <translation>Projekt musi mieć nazwę: ostatnia zmiana nie została zachowana.</translation>
        </message>
        <message>
            <source>These values do not make a card: the last change is not kept.</source>
            <translation>Te wartości nie tworzą karty: ostatnia zmiana nie została zachowana.</translation>
        </message>
        <message>
            <source>Change {field} of {name}</source>
            <translation>Zmień „{field}” w: {name}</translation>
        </message>
        <message>
            <source>New archetype</source>
            <translation>Nowy archetyp</translation>
        </message>
        <message>
            <source>New weapon</source>
            <translation>Nowa broń</translation>
        </message>
        <message>
            <source>New equipment</source>
            <translation>Nowe wyposażenie</translation>
        </message>
        <message>
            <source>New ability</source>
            <translation>Nowa umiejętność</translation>
        </message>
        <message>
            <source>New profile</source>
            <translation>Nowy profil</translation>
        </message>
        <message>
            <source>New: {name}</source>
            <translation>Nowy projekt: {name}</translation>
        </message>
        <message>
            <source>{name} (copy)</source>
            <translation>{name} (kopia)</translation>
        </message>
        <message>
            <source>Duplicate {name}</source>
            <translation>Powiel: {name}</translation>
        </message>
        <message>
            <source>Delete a design</source>
            <translation>Usuń projekt</translation>
        </message>
        <message>
            <source>Delete “{name}” from your designs? Undo brings it back.</source>
            <translation>Usunąć „{name}” z Twoich projektów? Cofnij go przywróci.</translation>
        </message>
        <message>
            <source>Delete {name}</source>
            <translation>Usuń: {name}</translation>
        </message>
        <message>
            <source>The design pack could not be written: {error}</source>
            <translation>Nie udało się zapisać pakietu projektów: {error}</translation>
        </message>
    </context>
    <context>
        <name>EndRoundPanel</name>
        <message>
            <source>Discard and rebuild the reserves (R)</source>
            <translation>Odrzucanie i odbudowa rezerw (R)</translation>
        </message>
        <message>
            <source>The discard step, the reserve rebuild and the end of the round: tilted cards upright, the round counter advances</source>
            <translation>Etap odrzucania, odbudowa rezerw i koniec rundy: pochylone karty wracają do pionu, licznik rund idzie naprzód</translation>
        </message>
    </context>
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
    </context>
    <context>
        <name>FighterCard</name>
        <message>
            <source>Skill, Power and reinforcement range, as they are now</source>
            <translation>Zręczność, Moc i zasięg wsparcia w tej chwili</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Martwa</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Ranna</translation>
        </message>
        <message>
            <source>Activated ×{count}</source>
            <translation>Aktywowana ×{count}</translation>
        </message>
        <message>
            <source>Able, not activated</source>
            <translation>Zdolna do walki, nieaktywowana</translation>
        </message>
        <message>
            <source>Dice: {skill} Skill, {power} Power</source>
            <translation>Kości: Zręczność {skill}, Moc {power}</translation>
        </message>
        <message>
            <source>Discard a Skill die from the profile</source>
            <translation>Odrzuć kość Zręczności z profilu</translation>
        </message>
        <message>
            <source>SK {skill} · PW {power} · RR {reach}</source>
            <translation>Z {skill} · M {power} · ZW {reach}</translation>
        </message>
        <message>
            <source>−1 SK</source>
            <translation>−1 Z</translation>
        </message>
        <message>
            <source>−1 PW</source>
            <translation>−1 M</translation>
        </message>
        <message>
            <source>Discard a Power die from the profile (a Wounded fighter that discards dies)</source>
            <translation>Odrzuć kość Mocy z profilu (ranna figurka, która odrzuca, ginie)</translation>
        </message>
        <message>
            <source>Declare dead</source>
            <translation>Uznaj za martwą</translation>
        </message>
        <message>
            <source>Wounded: dice lost, cards tilted; a Wounded fighter wounded again dies</source>
            <translation>Ranna: kości przepadają, karty są pochylone; ranna figurka zraniona ponownie ginie</translation>
        </message>
        <message>
            <source>+1 die</source>
            <translation>+1 kość</translation>
        </message>
        <message>
            <source>A game effect gives a die from the reserve; a Wounded fighter that regains a die is Wounded no more</source>
            <translation>Efekt gry daje kość z rezerwy; ranna figurka, która odzyska kość, przestaje być ranna</translation>
        </message>
        <message>
            <source>Gain a Skill die</source>
            <translation>Zyskaj kość Zręczności</translation>
        </message>
        <message>
            <source>Gain a Power die</source>
            <translation>Zyskaj kość Mocy</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Akcje</translation>
        </message>
        <message>
            <source>A strategic action of the activated figure: run, jump, disengage…</source>
            <translation>Akcja strategiczna aktywowanej figurki: bieg, skok, wycofanie się z walki…</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Bieg</translation>
        </message>
        <message>
            <source>Enter or leave difficult terrain</source>
            <translation>Wejście na trudny teren lub zejście z niego</translation>
        </message>
        <message>
            <source>Disengage</source>
            <translation>Wycofanie się z walki</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>Skok</translation>
        </message>
        <message>
            <source>Operate a mechanism</source>
            <translation>Uruchomienie mechanizmu</translation>
        </message>
        <message>
            <source>Give an NPC an order</source>
            <translation>Rozkaz dla BN</translation>
        </message>
        <message>
            <source>Markers ({count})</source>
            <translation>Znaczniki ({count})</translation>
        </message>
        <message>
            <source>Markers</source>
            <translation>Znaczniki</translation>
        </message>
        <message>
            <source>Place: {marker}</source>
            <translation>Połóż: {marker}</translation>
        </message>
        <message>
            <source>Remove (strategic action): {marker}</source>
            <translation>Zdejmij (akcja strategiczna): {marker}</translation>
        </message>
        <message>
            <source>tilted</source>
            <translation>pochylona</translation>
        </message>
        <message>
            <source>to reload</source>
            <translation>do przeładowania</translation>
        </message>
        <message>
            <source>discarded</source>
            <translation>odrzucona</translation>
        </message>
        <message>
            <source>Reload it (Rechargement: its strategic actions spent)</source>
            <translation>Przeładuj ją (Przeładowanie: wydano jej akcje strategiczne)</translation>
        </message>
        <message>
            <source>Use it</source>
            <translation>Użyj jej</translation>
        </message>
        <message>
            <source>Not usable until it is upright again</source>
            <translation>Nie do użycia, dopóki nie wróci do pionu</translation>
        </message>
    </context>
    <context>
        <name>FighterModel</name>
        <message>
            <source>SV: strategic value</source>
            <translation>WS: wartość strategiczna</translation>
        </message>
        <message>
            <source>Fighter</source>
            <translation>Wojownik</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rola</translation>
        </message>
        <message>
            <source>SV</source>
            <translation>WS</translation>
        </message>
    </context>
    <context>
        <name>Flashpoint</name>
        <message>
            <source>base size</source>
            <translation>rozmiar podstawki</translation>
        </message>
        <message>
            <source>SK</source>
            <translation>Z</translation>
        </message>
        <message>
            <source>PW</source>
            <translation>M</translation>
        </message>
        <message>
            <source>RR</source>
            <translation>ZW</translation>
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
            <source>SK: Skill · PW: Power · RR: reinforcement range</source>
            <translation>Z: Zręczność · M: Moc · ZW: zasięg wsparcia</translation>
        </message>
        <message>
            <source>Flashpoint</source>
            <translation>Flashpoint</translation>
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
            <source>Needs: Artillerist</source>
            <translation>Wymaga: Artylerzysta</translation>
        </message>
        <message>
            <source>Two figures x / y: the first counts when this team plays as the Offensive player, the second when it plays as the Defensive player.</source>
            <translation>Dwie liczby x / y: pierwsza obowiązuje, gdy ta drużyna gra jako gracz ofensywny, druga, gdy gra jako gracz defensywny.</translation>
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
            <source>continued</source>
            <translation>ciąg dalszy</translation>
        </message>
        <message>
            <source>SV</source>
            <translation>WS</translation>
        </message>
        <message>
            <source>SA</source>
            <translation>AS</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>DR</translation>
        </message>
        <message>
            <source>BL</source>
            <translation>PD</translation>
        </message>
        <message>
            <source>SV: strategic value</source>
            <translation>WS: wartość strategiczna</translation>
        </message>
        <message>
            <source>RR: reinforcement range</source>
            <translation>ZW: zasięg wsparcia</translation>
        </message>
        <message>
            <source>SA: strategic actions</source>
            <translation>AS: akcje strategiczne</translation>
        </message>
        <message>
            <source>TL: throw length</source>
            <translation>DR: długość rzutu</translation>
        </message>
        <message>
            <source>BL: blast</source>
            <translation>PD: podmuch</translation>
        </message>
        <message>
            <source>SA 0: always active</source>
            <translation>AS 0: zawsze aktywne</translation>
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
            <source>Skill (SK)</source>
            <translation>Zręczność (Z)</translation>
        </message>
        <message>
            <source>Power (PW)</source>
            <translation>Moc (M)</translation>
        </message>
        <message>
            <source>reinforcement range (RR)</source>
            <translation>zasięg wsparcia (ZW)</translation>
        </message>
        <message>
            <source>strategic actions (SA)</source>
            <translation>akcje strategiczne (AS)</translation>
        </message>
        <message>
            <source>strategic value (SV)</source>
            <translation>wartość strategiczna (WS)</translation>
        </message>
        <message>
            <source>throw length (TL)</source>
            <translation>długość rzutu (DR)</translation>
        </message>
        <message>
            <source>blast (BL)</source>
            <translation>podmuch (PD)</translation>
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
            <source>archetype</source>
            <translation>archetyp</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Drużyna</translation>
        </message>
        <message>
            <source>Teams</source>
            <translation>Drużyny</translation>
        </message>
        <message>
            <source>Success points so far {score}</source>
            <translation>Punkty sukcesu na razie {score}</translation>
        </message>
        <message>
            <source>success points {score} · round {turns}</source>
            <translation>punkty sukcesu {score} · runda {turns}</translation>
        </message>
        <message>
            <source>Choose a team.</source>
            <translation>Wybierz drużynę.</translation>
        </message>
        <message>
            <source>No saved team yet: build one in the Builder, or open a file or a share code here.</source>
            <translation>Nie masz jeszcze zapisanej drużyny: zbuduj ją w Kreatorze albo otwórz tutaj plik lub kod udostępniania.</translation>
        </message>
        <message numerus="yes">
            <source>This team breaks %n rule(s).</source>
            <translation>
                <numerusform>Ta drużyna łamie %n zasadę.</numerusform>
                <numerusform>Ta drużyna łamie %n zasady.</numerusform>
                <numerusform>Ta drużyna łamie %n zasad.</numerusform>
            </translation>
        </message>
        <message>
            <source>This team is legal.</source>
            <translation>Ta drużyna jest zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Play with this team anyway</source>
            <translation>Mimo to zagraj tą drużyną</translation>
        </message>
        <message>
            <source>Choose a team for {player}.</source>
            <translation>Wybierz drużynę dla gracza {player}.</translation>
        </message>
        <message>
            <source>{player}'s team breaks the rules: tick the box to play it anyway.</source>
            <translation>Drużyna gracza {player} łamie zasady: zaznacz pole, aby mimo to nią zagrać.</translation>
        </message>
        <message>
            <source>Paste the team's share code:</source>
            <translation>Wklej kod udostępniania drużyny:</translation>
        </message>
        <message>
            <source>Register a &amp;team…</source>
            <translation>Zgłoś &amp;drużynę…</translation>
        </message>
        <message>
            <source>&amp;Withdraw a team…</source>
            <translation>&amp;Wycofaj drużynę…</translation>
        </message>
        <message>
            <source>Register a team</source>
            <translation>Zgłoś drużynę</translation>
        </message>
        <message>
            <source>Withdraw a team</source>
            <translation>Wycofaj drużynę</translation>
        </message>
        <message>
            <source>Team of {name}:</source>
            <translation>Drużyna gracza {name}:</translation>
        </message>
        <message>
            <source>Team of {name} to withdraw:</source>
            <translation>Drużyna gracza {name} do wycofania:</translation>
        </message>
        <message>
            <source>Registered teams: {names}</source>
            <translation>Zgłoszone drużyny: {names}</translation>
        </message>
        <message>
            <source>No registered team.</source>
            <translation>Brak zgłoszonych drużyn.</translation>
        </message>
        <message>
            <source>Record games with the players' teams to see how each team and each fighter fares, and charts of the results over time.</source>
            <translation>Zapisuj gry z drużynami graczy, aby zobaczyć wyniki każdej drużyny i każdego wojownika oraz wykresy wyników w czasie.</translation>
        </message>
        <message>
            <source>Flashpoint needs no collection: you design your own fighters in the Builder (Design fighters…).</source>
            <translation>Flashpoint nie wymaga kolekcji: własnych wojowników projektujesz w Kreatorze (Projektuj wojowników…).</translation>
        </message>
    </context>
    <context>
        <name>FlashpointBuilder</name>
        <message>
            <source>Untitled team</source>
            <translation>Drużyna bez nazwy</translation>
        </message>
        <message>
            <source>Saved teams</source>
            <translation>Zapisane drużyny</translation>
        </message>
        <message>
            <source>No saved teams yet. Recruit one and press Save (Ctrl+S).</source>
            <translation>Brak zapisanych drużyn. Zwerbuj drużynę i naciśnij Zapisz (Ctrl+S).</translation>
        </message>
        <message>
            <source>No saved team matches this search.</source>
            <translation>Żadna zapisana drużyna nie pasuje do wyszukiwania.</translation>
        </message>
        <message>
            <source>No saved teams yet</source>
            <translation>Brak zapisanych drużyn</translation>
        </message>
        <message>
            <source>Empty team: recruit profiles from the catalogue.</source>
            <translation>Pusta drużyna: zwerbuj profile z katalogu.</translation>
        </message>
        <message>
            <source>Legal team.</source>
            <translation>Drużyna zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Casual team (house rules allowed).</source>
            <translation>Drużyna towarzyska (dozwolone zasady domowe).</translation>
        </message>
        <message>
            <source>Start a new team (Ctrl+N)</source>
            <translation>Zacznij nową drużynę (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save the team in Muster, legal or not (Ctrl+S)</source>
            <translation>Zapisz drużynę w Muster, zgodną z zasadami lub nie (Ctrl+S)</translation>
        </message>
        <message>
            <source>Open one of the teams saved last</source>
            <translation>Otwórz jedną z ostatnio zapisanych drużyn</translation>
        </message>
        <message>
            <source>Open a team from a Muster share code</source>
            <translation>Otwórz drużynę z kodu udostępniania Muster</translation>
        </message>
        <message>
            <source>Print the team sheet and your fighters' cards, or export them as PDF (Ctrl+P)</source>
            <translation>Wydrukuj arkusz drużyny i karty wojowników lub wyeksportuj je do PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Start a game with this team on the Games page</source>
            <translation>Rozpocznij grę tą drużyną na stronie Gry</translation>
        </message>
        <message>
            <source>Rename team</source>
            <translation>Zmień nazwę drużyny</translation>
        </message>
        <message>
            <source>Team opened from a share code; save it to keep it.</source>
            <translation>Drużyna otwarta z kodu udostępniania; zapisz ją, aby ją zachować.</translation>
        </message>
        <message>
            <source>The team is on the clipboard as text.</source>
            <translation>Drużyna jest w schowku jako tekst.</translation>
        </message>
        <message>
            <source>team</source>
            <translation>druzyna</translation>
        </message>
        <message>
            <source>Copy Muster share code</source>
            <translation>Kopiuj kod udostępniania Muster</translation>
        </message>
        <message>
            <source>Recruit</source>
            <translation>Zwerbuj</translation>
        </message>
        <message>
            <source>Add the selected profile to the team (Enter or double-click)</source>
            <translation>Dodaj wybrany profil do drużyny (Enter lub dwuklik)</translation>
        </message>
        <message>
            <source>Design fighters…</source>
            <translation>Projektuj wojowników…</translation>
        </message>
        <message>
            <source>Design archetypes, weapons, equipment, abilities and profiles</source>
            <translation>Projektuj archetypy, broń, wyposażenie, umiejętności i profile</translation>
        </message>
        <message>
            <source>Figure's name</source>
            <translation>Imię figurki</translation>
        </message>
        <message>
            <source>Its profile's name</source>
            <translation>Nazwa jej profilu</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>No role</source>
            <translation>Bez roli</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Misja</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Offensive player's bonus</source>
            <translation>Premia gracza ofensywnego</translation>
        </message>
        <message>
            <source>Defensive player's bonus</source>
            <translation>Premia gracza defensywnego</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Punkty sukcesu</translation>
        </message>
        <message>
            <source>How each side scores, as the players agreed</source>
            <translation>Jak każda strona zdobywa punkty, zgodnie z ustaleniami graczy</translation>
        </message>
        <message>
            <source>Where to start</source>
            <translation>Od czego zacząć</translation>
        </message>
        <message>
            <source>Recruit profiles from the list on the left: double-click one, press Enter or Recruit. The team may hold up to 50 strategic value.</source>
            <translation>Werbuj profile z listy po lewej: kliknij dwukrotnie, naciśnij Enter lub Zwerbuj. Drużyna może mieć do 50 wartości strategicznej.</translation>
        </message>
        <message>
            <source>The first fighter recruited is the Leader; choose another Leader, or a Strategist, under the team's list.</source>
            <translation>Pierwszy zwerbowany wojownik jest Liderem; wybierz innego Lidera lub Stratega pod listą drużyny.</translation>
        </message>
        <message>
            <source>No profile to your taste? Design fighters… opens the designer: archetypes, weapons, equipment and abilities priced by the rulebook's formulas.</source>
            <translation>Żaden profil nie pasuje? Projektuj wojowników… otwiera projektanta: archetypy, broń, wyposażenie i umiejętności wyceniane według wzorów z zasad.</translation>
        </message>
        <message>
            <source>Recruit {name}</source>
            <translation>Zwerbuj: {name}</translation>
        </message>
        <message>
            <source>{name} joins the team as its Leader.</source>
            <translation>{name} dołącza do drużyny jako Lider.</translation>
        </message>
        <message>
            <source>Remove {name}</source>
            <translation>Usuń: {name}</translation>
        </message>
        <message>
            <source>Make {name} the {role}</source>
            <translation>Nadaj rolę {role}: {name}</translation>
        </message>
        <message>
            <source>Take {name}'s role away</source>
            <translation>Odbierz rolę: {name}</translation>
        </message>
        <message>
            <source>Name a figure {name}</source>
            <translation>Nazwij figurkę: {name}</translation>
        </message>
        <message>
            <source>Edit the mission</source>
            <translation>Zmień misję</translation>
        </message>
        <message numerus="yes">
            <source>{points} of {limit} · %n fighter(s)</source>
            <translation>
                <numerusform>{points} z {limit} · %n wojownik</numerusform>
                <numerusform>{points} z {limit} · %n wojowników</numerusform>
                <numerusform>{points} z {limit} · %n wojowników</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FlashpointGameOptions</name>
        <message>
            <source>Roll the dice at the start</source>
            <translation>Rzut kośćmi na początku</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Misja</translation>
        </message>
        <message>
            <source>The mission's name</source>
            <translation>Nazwa misji</translation>
        </message>
        <message>
            <source>Strategic Bonus</source>
            <translation>Premia strategiczna</translation>
        </message>
        <message>
            <source>Offensive</source>
            <translation>Ofensywny</translation>
        </message>
        <message>
            <source>Defensive</source>
            <translation>Defensywny</translation>
        </message>
        <message>
            <source>The mission's bonus dice, added to the Power reserve of the Offensive or the Defensive player with their Leader's or Stratège's Power</source>
            <translation>Kości premii z misji, dodawane do rezerwy Mocy gracza ofensywnego lub defensywnego razem z Mocą jego Lidera lub Stratega</translation>
        </message>
        <message>
            <source>Success points</source>
            <translation>Punkty sukcesu</translation>
        </message>
        <message>
            <source>How each player scores success points in this mission</source>
            <translation>Jak każdy gracz zdobywa punkty sukcesu w tej misji</translation>
        </message>
        <message>
            <source>NPCs</source>
            <translation>BN</translation>
        </message>
        <message>
            <source>The mission's non-player characters, played by the Defensive player in the Environment step</source>
            <translation>Bohaterowie niezależni misji, którymi kieruje gracz defensywny na etapie Otoczenia</translation>
        </message>
        <message>
            <source>Add an NPC</source>
            <translation>Dodaj BN</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Offensive player</source>
            <translation>Gracz ofensywny</translation>
        </message>
        <message>
            <source>Each player throws a die, ties thrown again; the higher die is Offensive</source>
            <translation>Każdy gracz rzuca kością, remisy się przerzuca; wyższy wynik to gracz ofensywny</translation>
        </message>
    </context>
    <context>
        <name>FlashpointText</name>
        <message>
            <source>Team: {name}</source>
            <translation>Drużyna: {name}</translation>
        </message>
        <message>
            <source>Untitled team</source>
            <translation>Drużyna bez nazwy</translation>
        </message>
        <message>
            <source>Casual play (house rules allowed)</source>
            <translation>Gra swobodna (zasady domowe dozwolone)</translation>
        </message>
        <message>
            <source>Success points: {conditions}</source>
            <translation>Punkty sukcesu: {conditions}</translation>
        </message>
        <message>
            <source>{name} — {profile} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{name} — {profile} ({points}): Z {skill} · M {power} · ZW {reach}</translation>
        </message>
        <message>
            <source>{name} — {profile}, {role} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{name} — {profile}, {role} ({points}): Z {skill} · M {power} · ZW {reach}</translation>
        </message>
        <message>
            <source>{profile} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{profile} ({points}): Z {skill} · M {power} · ZW {reach}</translation>
        </message>
        <message>
            <source>{profile}, {role} ({points}): SK {skill} · PW {power} · RR {reach}</source>
            <translation>{profile}, {role} ({points}): Z {skill} · M {power} · ZW {reach}</translation>
        </message>
        <message>
            <source>unknown profile “{profile}”</source>
            <translation>nieznany profil „{profile}”</translation>
        </message>
        <message>
            <source>{kind}: {cards}</source>
            <translation>{kind}: {cards}</translation>
        </message>
        <message>
            <source>Legal team.</source>
            <translation>Drużyna zgodna z zasadami.</translation>
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
            <source>Weapons</source>
            <translation>Broń</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Wyposażenie</translation>
        </message>
        <message>
            <source>Abilities</source>
            <translation>Umiejętności</translation>
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
            <source>{marker} ×{count}: {effect}</source>
            <translation>{marker} ×{count}: {effect}</translation>
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
            <source>No activation is in progress: {fighter} must be activated before it acts.</source>
            <translation>Żadna aktywacja nie trwa: figurka {fighter} musi zostać aktywowana, zanim zadziała.</translation>
        </message>
        <message>
            <source>{fighter} is not activated: only {active} (and its reinforcements) acts now.</source>
            <translation>Figurka {fighter} nie jest aktywowana: teraz działa tylko {active} (i jej wsparcie).</translation>
        </message>
        <message>
            <source>{fighter} has already made its combat action in this activation (one per activation).</source>
            <translation>Figurka {fighter} wykonała już akcję walki w tej aktywacji (jedna na aktywację).</translation>
        </message>
        <message>
            <source>{card} is not a weapon.</source>
            <translation>{card} nie jest bronią.</translation>
        </message>
        <message>
            <source>{fighter} is not an enemy that can be attacked.</source>
            <translation>{fighter} nie jest wrogą figurką, którą można zaatakować.</translation>
        </message>
        <message>
            <source>A reacting figure may attack only the figure it reacts to.</source>
            <translation>Figurka w reakcji może atakować tylko figurkę, na którą reaguje.</translation>
        </message>
        <message>
            <source>{fighter} is not the defender of the attack in progress, or has already drawn its dice for it.</source>
            <translation>Figurka {fighter} nie jest obrońcą trwającego ataku albo już wzięła do niego kości.</translation>
        </message>
        <message numerus="yes">
            <source>The defender draws at most %n dice of each type (its Skill), and no more than the reserve holds.</source>
            <translation>
                <numerusform>Obrońca bierze najwyżej %n kość każdego rodzaju (swoja Zręczność) i nie więcej, niż jest w rezerwie.</numerusform>
                <numerusform>Obrońca bierze najwyżej %n kości każdego rodzaju (swoja Zręczność) i nie więcej, niż jest w rezerwie.</numerusform>
                <numerusform>Obrońca bierze najwyżej %n kości każdego rodzaju (swoja Zręczność) i nie więcej, niż jest w rezerwie.</numerusform>
            </translation>
        </message>
        <message>
            <source>The reserve holds only {count} dice of that type.</source>
            <translation>W rezerwie jest tylko {count} kości tego rodzaju.</translation>
        </message>
        <message>
            <source>{fighter} is Immobilised: no strategic action.</source>
            <translation>Figurka {fighter} jest unieruchomiona: żadnej akcji strategicznej.</translation>
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
        <message numerus="yes">
            <source>At most %n dice of each type may be drawn (the Skill of the activated fighter and of its reinforcements), and no more than the reserve holds.</source>
            <translation>
                <numerusform>Można dobrać najwyżej %n kość każdego rodzaju (Zręczność aktywowanej figurki i jej wsparcia) i nie więcej, niż jest w rezerwie.</numerusform>
                <numerusform>Można dobrać najwyżej %n kości każdego rodzaju (Zręczność aktywowanej figurki i jej wsparcia) i nie więcej, niż jest w rezerwie.</numerusform>
                <numerusform>Można dobrać najwyżej %n kości każdego rodzaju (Zręczność aktywowanej figurki i jej wsparcia) i nie więcej, niż jest w rezerwie.</numerusform>
            </translation>
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
            <source>at the discard step, these die: {fighters}</source>
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
            <source>{fighter} attacks {target} with {card}</source>
            <translation>{fighter} atakuje figurkę {target} bronią {card}</translation>
        </message>
        <message>
            <source>{fighter} defends with {skill} Skill and {power} Power dice</source>
            <translation>{fighter} broni się kośćmi: Zręczność {skill}, Moc {power}</translation>
        </message>
        <message numerus="yes">
            <source>{fighter} gains %n Skill die(s)</source>
            <translation>
                <numerusform>{fighter} zyskuje %n kość Zręczności</numerusform>
                <numerusform>{fighter} zyskuje %n kości Zręczności</numerusform>
                <numerusform>{fighter} zyskuje %n kości Zręczności</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fighter} gains %n Power die(s)</source>
            <translation>
                <numerusform>{fighter} zyskuje %n kość Mocy</numerusform>
                <numerusform>{fighter} zyskuje %n kości Mocy</numerusform>
                <numerusform>{fighter} zyskuje %n kości Mocy</numerusform>
            </translation>
        </message>
        <message>
            <source>{fighter} is Wounded no more</source>
            <translation>{fighter} nie jest już ranna</translation>
        </message>
        <message>
            <source>{fighter} runs</source>
            <translation>{fighter} biegnie</translation>
        </message>
        <message>
            <source>{fighter} enters or leaves difficult terrain</source>
            <translation>{fighter} wchodzi na trudny teren lub z niego schodzi</translation>
        </message>
        <message>
            <source>{fighter} disengages</source>
            <translation>{fighter} wycofuje się z walki</translation>
        </message>
        <message>
            <source>{fighter} jumps</source>
            <translation>{fighter} skacze</translation>
        </message>
        <message>
            <source>{fighter} operates a mechanism</source>
            <translation>{fighter} uruchamia mechanizm</translation>
        </message>
        <message>
            <source>{fighter} gives an order to an NPC</source>
            <translation>{fighter} wydaje rozkaz BN</translation>
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
        <name>FlashpointTrackerView</name>
        <message>
            <source>The NPCs</source>
            <translation>BN</translation>
        </message>
        <message>
            <source>Debriefing</source>
            <translation>Podsumowanie</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} — {step}</source>
            <translation>Runda {round} z {rounds} — {step}</translation>
        </message>
        <message>
            <source>Mission: {name}</source>
            <translation>Misja: {name}</translation>
        </message>
        <message>
            <source>Offensive player: {player}</source>
            <translation>Gracz ofensywny: {player}</translation>
        </message>
        <message>
            <source>(roll {throws})</source>
            <translation>(rzut {throws})</translation>
        </message>
        <message>
            <source>Initiative: {player}</source>
            <translation>Inicjatywa: {player}</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>Aktywuje: {player}</translation>
        </message>
        <message>
            <source>Played by {player}, the Defensive player</source>
            <translation>Kieruje nimi {player}, gracz defensywny</translation>
        </message>
        <message>
            <source>Offensive player</source>
            <translation>Gracz ofensywny</translation>
        </message>
        <message>
            <source>Defensive player</source>
            <translation>Gracz defensywny</translation>
        </message>
        <message>
            <source>{role} · Strategic Bonus {bonus}</source>
            <translation>{role} · Premia strategiczna {bonus}</translation>
        </message>
        <message>
            <source>Reserves: Skill {skill} of {skill_start} · Power {power} of {power_start}</source>
            <translation>Rezerwy: Zręczność {skill} z {skill_start} · Moc {power} z {power_start}</translation>
        </message>
        <message>
            <source>melee weapon</source>
            <translation>broń do walki wręcz</translation>
        </message>
        <message>
            <source>ranged weapon</source>
            <translation>broń dystansowa</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>wyposażenie</translation>
        </message>
        <message>
            <source>grenade</source>
            <translation>granat</translation>
        </message>
        <message>
            <source>artillery</source>
            <translation>artyleria</translation>
        </message>
        <message>
            <source>ability</source>
            <translation>umiejętność</translation>
        </message>
        <message>
            <source>single use</source>
            <translation>jednorazowe użycie</translation>
        </message>
        <message>
            <source>reload {count}</source>
            <translation>przeładowanie ({count})</translation>
        </message>
        <message>
            <source>The NPCs activate</source>
            <translation>Aktywacja BN</translation>
        </message>
        <message>
            <source>{player} reacts with</source>
            <translation>{player} reaguje figurką</translation>
        </message>
        <message>
            <source>{player} activates</source>
            <translation>{player} aktywuje</translation>
        </message>
        <message numerus="yes">
            <source>At most %n die(s) of each type (the Skill of the fighters drawing); reserves: Skill {skill}, Power {power}</source>
            <translation>
                <numerusform>Najwyżej %n kość każdego rodzaju (Zręczność dobierających figurek); rezerwy: Zręczność {skill}, Moc {power}</numerusform>
                <numerusform>Najwyżej %n kości każdego rodzaju (Zręczność dobierających figurek); rezerwy: Zręczność {skill}, Moc {power}</numerusform>
                <numerusform>Najwyżej %n kości każdego rodzaju (Zręczność dobierających figurek); rezerwy: Zręczność {skill}, Moc {power}</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard step: the dice on the profiles are discarded (Power dice go back to the reserve) and one marker of each type is removed from each fighter.</source>
            <translation>Etap odrzucania: kości z profili są odrzucane (kości Mocy wracają do rezerwy), a z każdej figurki zdejmuje się po jednym znaczniku każdego rodzaju.</translation>
        </message>
        <message>
            <source>Wounded fighters die: {fighters}.</source>
            <translation>Ranne figurki giną: {fighters}.</translation>
        </message>
        <message>
            <source>{player}: Skill {skill}, Power {power}</source>
            <translation>{player}: Zręczność {skill}, Moc {power}</translation>
        </message>
        <message>
            <source>Reserves rebuilt: {reserves}.</source>
            <translation>Odbudowane rezerwy: {reserves}.</translation>
        </message>
        <message>
            <source>Then the debriefing begins.</source>
            <translation>Potem zaczyna się podsumowanie.</translation>
        </message>
        <message>
            <source>Success points: {conditions}</source>
            <translation>Punkty sukcesu: {conditions}</translation>
        </message>
        <message>
            <source>Each player counts their success points; the higher total wins.</source>
            <translation>Każdy gracz liczy swoje punkty sukcesu; wygrywa wyższa suma.</translation>
        </message>
        <message>
            <source>{fighter}: {dice}</source>
            <translation>{fighter}: {dice}</translation>
        </message>
        <message>
            <source>Tied bids rolled: {throws}</source>
            <translation>Rzuty przy remisie licytacji: {throws}</translation>
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
            <source>no dice</source>
            <translation>bez kości</translation>
        </message>
        <message>
            <source>Rolled: {dice}</source>
            <translation>Rzut: {dice}</translation>
        </message>
        <message>
            <source>The game report as the game stands (Ctrl+P)</source>
            <translation>Raport z rozgrywki w obecnym stanie (Ctrl+P)</translation>
        </message>
        <message>
            <source>Agreed by the players: a draw</source>
            <translation>Za zgodą graczy: remis</translation>
        </message>
        <message>
            <source>Agreed by the players: {player} wins</source>
            <translation>Za zgodą graczy: wygrywa {player}</translation>
        </message>
        <message>
            <source>1 Initiative</source>
            <translation>1 Inicjatywa</translation>
        </message>
        <message>
            <source>2 Activations</source>
            <translation>2 Aktywacje</translation>
        </message>
        <message>
            <source>3 Environment</source>
            <translation>3 Otoczenie</translation>
        </message>
        <message>
            <source>4 Discard</source>
            <translation>4 Odrzucanie</translation>
        </message>
        <message>
            <source>5 Reserves</source>
            <translation>5 Rezerwy</translation>
        </message>
    </context>
    <context>
        <name>InitiativePanel</name>
        <message>
            <source>Skill</source>
            <translation>Zręczność</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>The winner lets the other player start</source>
            <translation>Zwycięzca oddaje rozpoczęcie drugiemu graczowi</translation>
        </message>
        <message>
            <source>Bid (B)</source>
            <translation>Licytuj (B)</translation>
        </message>
        <message>
            <source>Record both players' bids; tied bids are rolled until one player wins</source>
            <translation>Zapisz licytację obu graczy; przy remisie rzuca się aż do zwycięstwa jednego z nich</translation>
        </message>
        <message>
            <source>The dice bid leave the reserves. The higher bid chooses who has the initiative; when nobody bids, the Defensive player has it.</source>
            <translation>Wylicytowane kości opuszczają rezerwy. Wyższa oferta wybiera, kto ma inicjatywę; gdy nikt nie licytuje, ma ją gracz defensywny.</translation>
        </message>
    </context>
    <context>
        <name>ResultPage</name>
        <message>
            <source>Game over: a draw</source>
            <translation>Koniec gry: remis</translation>
        </message>
        <message>
            <source>{player} wins</source>
            <translation>Wygrywa {player}</translation>
        </message>
        <message>
            <source>{player} conceded.</source>
            <translation>{player} poddaje grę.</translation>
        </message>
        <message>
            <source>The players agreed to end the game.</source>
            <translation>Gracze zgodzili się zakończyć grę.</translation>
        </message>
        <message>
            <source>The debriefing: the higher total of success points wins.</source>
            <translation>Podsumowanie: wygrywa wyższa suma punktów sukcesu.</translation>
        </message>
        <message>
            <source>Success points: {first} {a} – {b} {second}</source>
            <translation>Punkty sukcesu: {first} {a} – {b} {second}</translation>
        </message>
        <message>
            <source>Rounds played: {rounds}</source>
            <translation>Rozegrane rundy: {rounds}</translation>
        </message>
        <message>
            <source>Duration: {hours} h {minutes:02d} min</source>
            <translation>Czas gry: {hours} h {minutes:02d} min</translation>
        </message>
        <message>
            <source>Fighters of {player} dead: {fighters}</source>
            <translation>Polegli wojownicy gracza {player}: {fighters}</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Drukuj raport z rozgrywki…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, fighters, log</source>
            <translation>Wydrukuj lub zapisz jako PDF raport z tej rozgrywki: wynik, wojownicy, dziennik</translation>
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
