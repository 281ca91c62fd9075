<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>Errors</name>
        <message>
            <source>This Legion share code is too long ({length} characters; at most {limit}).</source>
            <translation>Ten kod udostępniania Legionu jest za długi ({length} znaków; najwyżej {limit}).</translation>
        </message>
        <message>
            <source>This Legion HQ link has no list after its faction: {detail}.</source>
            <translation>Ten link Legion HQ nie ma listy po nazwie frakcji: {detail}.</translation>
        </message>
        <message>
            <source>This Legion HQ link names the faction "{faction}", which Legion does not have.</source>
            <translation>Ten link Legion HQ podaje frakcję „{faction}”, której nie ma w Legionie.</translation>
        </message>
        <message>
            <source>This Legion HQ link is for a {points}-point game, which is no Legion format.</source>
            <translation>Ten link Legion HQ dotyczy gry na {points} punktów, a to nie jest format Legionu.</translation>
        </message>
        <message>
            <source>This Legion HQ link names the battle force "{force}", which no catalogue has.</source>
            <translation>Ten link Legion HQ podaje siły bojowe „{force}”, których nie ma w żadnym katalogu.</translation>
        </message>
        <message>
            <source>Entry {position} of the Legion HQ link ("{entry}") is not a card or a unit.</source>
            <translation>Pozycja {position} linku Legion HQ („{entry}”) nie jest ani kartą, ani jednostką.</translation>
        </message>
        <message>
            <source>No loaded catalogue knows the cards at {positions}.</source>
            <translation>Żaden wczytany katalog nie zna kart na pozycjach: {positions}.</translation>
        </message>
        <message>
            <source>Legion HQ has no link for the {format} format; choose one of today's formats.</source>
            <translation>Legion HQ nie ma linków dla formatu {format}; wybierz jeden z obecnych formatów.</translation>
        </message>
        <message>
            <source>The army has no faction yet, and a Legion HQ link names one.</source>
            <translation>Armia nie ma jeszcze frakcji, a link Legion HQ musi ją podać.</translation>
        </message>
        <message>
            <source>{card} has no Legion HQ id in the catalogue, so it cannot be shared that way.</source>
            <translation>{card} nie ma w katalogu identyfikatora Legion HQ, więc nie można jej tak udostępnić.</translation>
        </message>
        <message>
            <source>This Tabletop Simulator army is not valid JSON: {detail}.</source>
            <translation>Ta armia z Tabletop Simulator nie jest poprawnym JSON-em: {detail}.</translation>
        </message>
        <message>
            <source>This Tabletop Simulator army has no {field} where one is expected.</source>
            <translation>W tej armii z Tabletop Simulator brakuje pola „{field}”.</translation>
        </message>
        <message>
            <source>No loaded catalogue has the cards named {names}.</source>
            <translation>Żaden wczytany katalog nie ma kart o nazwach: {names}.</translation>
        </message>
        <message>
            <source>Legion games are not tracked yet, so none can be reported.</source>
            <translation>Gry w Legion nie są jeszcze śledzone, więc nie można sporządzić raportu z żadnej z nich.</translation>
        </message>
    </context>
    <context>
        <name>Legion</name>
        <message>
            <source>Heavy Weapon</source>
            <translation>Broń ciężka</translation>
        </message>
        <message>
            <source>Personnel</source>
            <translation>Personel</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Dowodzenie</translation>
        </message>
        <message>
            <source>Hardpoint</source>
            <translation>Punkt mocowania</translation>
        </message>
        <message>
            <source>Gear</source>
            <translation>Wyposażenie</translation>
        </message>
        <message>
            <source>Grenades</source>
            <translation>Granaty</translation>
        </message>
        <message>
            <source>Comms</source>
            <translation>Łączność</translation>
        </message>
        <message>
            <source>Pilot</source>
            <translation>Pilot</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>Szkolenie</translation>
        </message>
        <message>
            <source>Generator</source>
            <translation>Generator</translation>
        </message>
        <message>
            <source>Armament</source>
            <translation>Uzbrojenie</translation>
        </message>
        <message>
            <source>Crew</source>
            <translation>Załoga</translation>
        </message>
        <message>
            <source>Ordnance</source>
            <translation>Artyleria</translation>
        </message>
        <message>
            <source>Programming</source>
            <translation>Programowanie</translation>
        </message>
        <message>
            <source>Squad Leader</source>
            <translation>Dowódca drużyny</translation>
        </message>
        <message>
            <source>Doctrine</source>
            <translation>Doktryna</translation>
        </message>
        <message>
            <source>Clan</source>
            <translation>Klan</translation>
        </message>
        <message>
            <source>unit</source>
            <translation>jednostka</translation>
        </message>
        <message>
            <source>upgrade</source>
            <translation>ulepszenie</translation>
        </message>
        <message>
            <source>command</source>
            <translation>rozkaz</translation>
        </message>
        <message>
            <source>battle</source>
            <translation>bitwa</translation>
        </message>
        <message>
            <source>counterpart</source>
            <translation>towarzysz</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>Cel</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>Rozstawienie</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Warunki</translation>
        </message>
        <message>
            <source>Primary</source>
            <translation>Główna</translation>
        </message>
        <message>
            <source>Secondary</source>
            <translation>Poboczna</translation>
        </message>
        <message>
            <source>Advantage</source>
            <translation>Przewaga</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Dowódca</translation>
        </message>
        <message>
            <source>Operative</source>
            <translation>Agent</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Korpus</translation>
        </message>
        <message>
            <source>Special Forces</source>
            <translation>Siły specjalne</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Wsparcie</translation>
        </message>
        <message>
            <source>Heavy</source>
            <translation>Ciężkie</translation>
        </message>
        <message>
            <source>Legion HQ link</source>
            <translation>Link Legion HQ</translation>
        </message>
        <message>
            <source>Tabletop Simulator JSON</source>
            <translation>JSON Tabletop Simulator</translation>
        </message>
        <message>
            <source>Star Wars: Legion</source>
            <translation>Star Wars: Legion</translation>
        </message>
        <message>
            <source>Points: {points} of {limit} ({format})</source>
            <translation>Punkty: {points} z {limit} ({format})</translation>
        </message>
        <message>
            <source>Ranks: {ranks}</source>
            <translation>Rangi: {ranks}</translation>
        </message>
        <message>
            <source>Command cards: {command} · battle cards: {battle}</source>
            <translation>Karty rozkazów: {command} · karty bitwy: {battle}</translation>
        </message>
        <message>
            <source>Command hand</source>
            <translation>Ręka kart rozkazów</translation>
        </message>
        <message>
            <source>Battle deck</source>
            <translation>Talia bitwy</translation>
        </message>
        <message>
            <source>1 pip</source>
            <translation>1 punkt</translation>
        </message>
        <message>
            <source>2 pips</source>
            <translation>2 punkty</translation>
        </message>
        <message>
            <source>3 pips</source>
            <translation>3 punkty</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nazwa</translation>
        </message>
        <message>
            <source>title</source>
            <translation>tytuł</translation>
        </message>
        <message>
            <source>points</source>
            <translation>punkty</translation>
        </message>
        <message>
            <source>points history</source>
            <translation>historia punktów</translation>
        </message>
        <message>
            <source>errata</source>
            <translation>erraty</translation>
        </message>
        <message>
            <source>keywords</source>
            <translation>słowa kluczowe</translation>
        </message>
        <message>
            <source>stats</source>
            <translation>cechy</translation>
        </message>
        <message>
            <source>weapons</source>
            <translation>broń</translation>
        </message>
        <message>
            <source>upgrade bar</source>
            <translation>pasek ulepszeń</translation>
        </message>
        <message>
            <source>requirements</source>
            <translation>wymogi</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Pips</source>
            <translation>Kropki</translation>
        </message>
        <message>
            <source>Miniatures</source>
            <translation>Figurki</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Rany</translation>
        </message>
        <message>
            <source>Courage</source>
            <translation>Odwaga</translation>
        </message>
        <message>
            <source>Resilience</source>
            <translation>Wytrzymałość</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Szybkość</translation>
        </message>
        <message>
            <source>Defence:</source>
            <translation>Obrona:</translation>
        </message>
        <message>
            <source>Surges:</source>
            <translation>Przypływy:</translation>
        </message>
        <message>
            <source>Character:</source>
            <translation>Postać:</translation>
        </message>
        <message>
            <source>red die</source>
            <translation>czerwona kość</translation>
        </message>
        <message>
            <source>white die</source>
            <translation>biała kość</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>trafienie</translation>
        </message>
        <message>
            <source>critical</source>
            <translation>krytyczne</translation>
        </message>
        <message>
            <source>block</source>
            <translation>blok</translation>
        </message>
        <message>
            <source>Red ×{count}</source>
            <translation>Czerwone ×{count}</translation>
        </message>
        <message>
            <source>Black ×{count}</source>
            <translation>Czarne ×{count}</translation>
        </message>
        <message>
            <source>White ×{count}</source>
            <translation>Białe ×{count}</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Walka wręcz</translation>
        </message>
        <message>
            <source>Range {low}–{high}</source>
            <translation>Zasięg {low}–{high}</translation>
        </message>
        <message>
            <source>Upgrade bar</source>
            <translation>Pasek ulepszeń</translation>
        </message>
        <message>
            <source>Adds to the upgrade bar</source>
            <translation>Dodaje do paska ulepszeń</translation>
        </message>
        <message>
            <source>{type} upgrade</source>
            <translation>Ulepszenie: {type}</translation>
        </message>
        <message>
            <source>Command card</source>
            <translation>Karta rozkazu</translation>
        </message>
        <message>
            <source>{category} card</source>
            <translation>Karta: {category}</translation>
        </message>
        <message>
            <source>Counterpart</source>
            <translation>Towarzysz</translation>
        </message>
        <message>
            <source>Suppression</source>
            <translation>Przygwożdżenie</translation>
        </message>
        <message>
            <source>{rank} ({count})</source>
            <translation>{rank} ({count})</translation>
        </message>
        <message>
            <source>Unnamed army</source>
            <translation>Armia bez nazwy</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Oddziały</translation>
        </message>
        <message>
            <source>Command hand ({count})</source>
            <translation>Ręka rozkazów ({count})</translation>
        </message>
        <message>
            <source>Contingencies ({count})</source>
            <translation>Karty awaryjne ({count})</translation>
        </message>
        <message>
            <source>Battle deck: {category} ({count})</source>
            <translation>Talia bitwy: {category} ({count})</translation>
        </message>
        <message>
            <source>{pips} · {name}</source>
            <translation>{pips} · {name}</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notatki</translation>
        </message>
        <message>
            <source>Legion HQ link:</source>
            <translation>Link Legion HQ:</translation>
        </message>
        <message>
            <source>Share code:</source>
            <translation>Kod udostępniania:</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Wydrukowano w Muster {version}</translation>
        </message>
    </context>
    <context>
        <name>LegionImport</name>
        <message>
            <source>unknown requirement "{field}"</source>
            <translation>nieznany wymóg „{field}”</translation>
        </message>
        <message>
            <source>unknown requirement operator "{operator}"</source>
            <translation>nieznany operator wymogu „{operator}”</translation>
        </message>
        <message>
            <source>the record is not an object</source>
            <translation>wpis nie jest obiektem</translation>
        </message>
        <message>
            <source>unknown card type "{type}"</source>
            <translation>nieznany typ karty „{type}”</translation>
        </message>
        <message>
            <source>the card has no name</source>
            <translation>karta nie ma nazwy</translation>
        </message>
        <message>
            <source>unknown rank "{rank}"</source>
            <translation>nieznana ranga „{rank}”</translation>
        </message>
        <message>
            <source>a command card's pips "{pips}" are not 1 to 4</source>
            <translation>liczba punktów karty rozkazu „{pips}” nie mieści się w zakresie od 1 do 4</translation>
        </message>
        <message>
            <source>Legion HQ's cards.json is one object of cards</source>
            <translation>plik cards.json z Legion HQ to jeden obiekt z kartami</translation>
        </message>
        <message>
            <source>the id "{id}" is not a Legion HQ id</source>
            <translation>„{id}” nie jest identyfikatorem Legion HQ</translation>
        </message>
        <message>
            <source>the card is not valid: {detail}</source>
            <translation>karta jest niepoprawna: {detail}</translation>
        </message>
        <message>
            <source>the battle forces cannot be read: {detail}</source>
            <translation>nie można odczytać sił bojowych: {detail}</translation>
        </message>
        <message>
            <source>the battle force is not valid: {detail}</source>
            <translation>siły bojowe są niepoprawne: {detail}</translation>
        </message>
    </context>
    <context>
        <name>LegionText</name>
        <message>
            <source>Army: {name}</source>
            <translation>Armia: {name}</translation>
        </message>
        <message>
            <source>Untitled army</source>
            <translation>Armia bez nazwy</translation>
        </message>
        <message>
            <source>{format} · {points} of {limit} points</source>
            <translation>{format} · {points} z {limit} pkt</translation>
        </message>
        <message>
            <source>Faction: {faction}</source>
            <translation>Frakcja: {faction}</translation>
        </message>
        <message>
            <source>Battle force: {force}</source>
            <translation>Siły bojowe: {force}</translation>
        </message>
        <message>
            <source>Points as of {date}</source>
            <translation>Punkty według stanu na {date}</translation>
        </message>
        <message>
            <source>Casual play (house rules allowed)</source>
            <translation>Gra swobodna (zasady domowe dozwolone)</translation>
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
            <translation>nieznana karta „{card_id}”</translation>
        </message>
        <message>
            <source>Command hand: {cards}</source>
            <translation>Ręka kart rozkazów: {cards}</translation>
        </message>
        <message>
            <source>Contingencies: {cards}</source>
            <translation>Karty awaryjne: {cards}</translation>
        </message>
        <message>
            <source>{category}: {cards}</source>
            <translation>{category}: {cards}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>Legal army.</source>
            <translation>Armia zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Not legal yet:</source>
            <translation>Jeszcze niezgodna z zasadami:</translation>
        </message>
        <message>
            <source>Legion HQ: {link}</source>
            <translation>Legion HQ: {link}</translation>
        </message>
        <message>
            <source>Muster code: {code}</source>
            <translation>Kod Muster: {code}</translation>
        </message>
    </context>
    <context>
        <name>Violations</name>
        <message>
            <source>No army format is called "{format}"; the standard format is used.</source>
            <translation>Nie ma formatu armii o nazwie „{format}”; użyto formatu standardowego.</translation>
        </message>
        <message>
            <source>No loaded catalogue has a card with the id "{card_id}".</source>
            <translation>Żaden wczytany katalog nie ma karty o identyfikatorze „{card_id}”.</translation>
        </message>
        <message>
            <source>No loaded catalogue has the battle force "{battle_force}".</source>
            <translation>Żaden wczytany katalog nie ma sił bojowych „{battle_force}”.</translation>
        </message>
        <message>
            <source>The army costs {points} points; the format allows {limit}.</source>
            <translation>Armia kosztuje {points} pkt; format pozwala na {limit}.</translation>
        </message>
        <message>
            <source>The battle force allows {maximum} commanders and operatives together; the army has {count}.</source>
            <translation>Siły bojowe pozwalają łącznie na {maximum} dowódców i agentów; armia ma {count}.</translation>
        </message>
        <message>
            <source>{card_name} cannot join an army of the {faction}.</source>
            <translation>{card_name} nie może dołączyć do armii frakcji {faction}.</translation>
        </message>
        <message>
            <source>{rank} units: the army has {count}; the format requires at least {minimum}.</source>
            <translation>Jednostki – {rank}: armia ma {count}; format wymaga co najmniej {minimum}.</translation>
        </message>
        <message>
            <source>{card_name} cannot stand there: a card of the kind {kind} belongs there.</source>
            <translation>{card_name} nie może się tu znaleźć: potrzebna jest karta typu {kind}.</translation>
        </message>
        <message>
            <source>{rank} units: the army has {count}; the format allows at most {maximum}.</source>
            <translation>Jednostki – {rank}: armia ma {count}; format pozwala na najwyżej {maximum}.</translation>
        </message>
        <message numerus="yes">
            <source>Mercenary {rank} units: the army has {count}; at most %n are allowed.</source>
            <translation>
                <numerusform>Najemnicy – {rank}: armia ma {count}; dozwolona jest najwyżej %n.</numerusform>
                <numerusform>Najemnicy – {rank}: armia ma {count}; dozwolone są najwyżej %n.</numerusform>
                <numerusform>Najemnicy – {rank}: armia ma {count}; dozwolonych jest najwyżej %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card_name} is not part of the battle force {battle_force}.</source>
            <translation>{card_name} nie należy do sił bojowych {battle_force}.</translation>
        </message>
        <message>
            <source>The battle force allows {minimum} to {maximum} of {card_name}; the army has {count}.</source>
            <translation>Siły bojowe pozwalają na {card_name} w liczbie od {minimum} do {maximum}; armia ma {count}.</translation>
        </message>
        <message>
            <source>The battle force {battle_force} does not allow the upgrade {card_name}.</source>
            <translation>Siły bojowe {battle_force} nie dopuszczają ulepszenia {card_name}.</translation>
        </message>
        <message>
            <source>{card_name} is a detachment: it needs its own {parent} unit in the army.</source>
            <translation>{card_name} to oddział wydzielony: potrzebuje w armii własnej jednostki {parent}.</translation>
        </message>
        <message>
            <source>{unit_name} has no free {slot} slot for {card_name}.</source>
            <translation>{unit_name} nie ma wolnego miejsca typu {slot} na {card_name}.</translation>
        </message>
        <message>
            <source>{unit_name} does not meet the requirements of {card_name}.</source>
            <translation>{unit_name} nie spełnia wymogów karty {card_name}.</translation>
        </message>
        <message>
            <source>{unit_name} carries {card_name} twice; a unit takes one copy of an upgrade.</source>
            <translation>{unit_name} ma dwa razy {card_name}; jednostka może mieć tylko jeden egzemplarz ulepszenia.</translation>
        </message>
        <message>
            <source>{unit_name} carries more than one Leader upgrade.</source>
            <translation>{unit_name} ma więcej niż jedno ulepszenie Przywódca.</translation>
        </message>
        <message>
            <source>{unit_name} must equip {required} ({keyword}).</source>
            <translation>{unit_name} musi być wyposażona w {required} ({keyword}).</translation>
        </message>
        <message>
            <source>{card_name} is not the counterpart of {unit_name}.</source>
            <translation>{card_name} nie jest towarzyszem jednostki {unit_name}.</translation>
        </message>
        <message>
            <source>The unique name {card_name} appears more than once in the army.</source>
            <translation>Unikatowa nazwa {card_name} występuje w armii więcej niż raz.</translation>
        </message>
        <message>
            <source>A command hand has two cards each of 1, 2 and 3 pips; this one has {ones}, {twos} and {threes}.</source>
            <translation>Ręka rozkazów ma po dwie karty za 1, 2 i 3 punkty; ta ma ich {ones}, {twos} i {threes}.</translation>
        </message>
        <message>
            <source>The command card {card_name} is taken more than once.</source>
            <translation>Karta rozkazu {card_name} została wybrana więcej niż raz.</translation>
        </message>
        <message>
            <source>The command card {card_name} needs {owner} in the army.</source>
            <translation>Karta rozkazu {card_name} wymaga w armii postaci {owner}.</translation>
        </message>
        <message numerus="yes">
            <source>Contingency cards: the army sets aside {count}; at most %n are allowed.</source>
            <translation>
                <numerusform>Karty awaryjne: armia odkłada {count}; dozwolona jest najwyżej %n.</numerusform>
                <numerusform>Karty awaryjne: armia odkłada {count}; dozwolone są najwyżej %n.</numerusform>
                <numerusform>Karty awaryjne: armia odkłada {count}; dozwolonych jest najwyżej %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Battle deck, {category} cards: the format requires {expected} different cards; the deck holds {count}.</source>
            <translation>Talia bitwy, karty – {category}: format wymaga {expected} różnych kart; talia ma {count}.</translation>
        </message>
        <message>
            <source>Not in your collection: {unit_name} (the army uses {used}).</source>
            <translation>{unit_name}: brak w twojej kolekcji (armia używa {used} szt.).</translation>
        </message>
        <message>
            <source>You own {owned} of {unit_name} but the army uses {used}.</source>
            <translation>{unit_name}: masz {owned} szt., a armia używa {used} szt.</translation>
        </message>
    </context>
</TS>
