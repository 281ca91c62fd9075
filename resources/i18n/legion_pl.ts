<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>CardList</name>
        <message>
            <source>Search names and keywords (Ctrl+F)</source>
            <translation>Szukaj nazw i słów kluczowych (Ctrl+F)</translation>
        </message>
        <message>
            <source>Only what fits</source>
            <translation>Tylko pasujące</translation>
        </message>
        <message>
            <source>Hide the cards that would break a rule</source>
            <translation>Ukryj karty, które złamałyby zasadę</translation>
        </message>
        <message>
            <source>Back to units</source>
            <translation>Wróć do jednostek</translation>
        </message>
        <message>
            <source>List the units again (Esc)</source>
            <translation>Pokaż znowu jednostki (Esc)</translation>
        </message>
        <message>
            <source>Clear the search and filters</source>
            <translation>Wyczyść wyszukiwanie i filtry</translation>
        </message>
        <message>
            <source>All ranks</source>
            <translation>Wszystkie rangi</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no card to list here.</source>
            <translation>Nie ma tu żadnej karty do pokazania.</translation>
        </message>
        <message>
            <source>No card matches “{search}”.</source>
            <translation>Żadna karta nie pasuje do „{search}”.</translation>
        </message>
        <message>
            <source>No card matches these filters.</source>
            <translation>Żadna karta nie pasuje do tych filtrów.</translation>
        </message>
    </context>
    <context>
        <name>CardTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Rank / type</source>
            <translation>Ranga / typ</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Owned</source>
            <translation>Posiadane</translation>
        </message>
        <message>
            <source>Keywords</source>
            <translation>Słowa kluczowe</translation>
        </message>
    </context>
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
    </context>
    <context>
        <name>LegionArmyEditor</name>
        <message>
            <source>The army's units and their upgrades</source>
            <translation>Jednostki armii i ich ulepszenia</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Frakcja</translation>
        </message>
        <message>
            <source>Battle force</source>
            <translation>Siły bojowe</translation>
        </message>
        <message>
            <source>Points as of</source>
            <translation>Punkty z dnia</translation>
        </message>
        <message>
            <source>Count the points as they stood on a date of the points history</source>
            <translation>Licz punkty tak, jak wyglądały w dniu z historii punktów</translation>
        </message>
        <message>
            <source>Search command cards</source>
            <translation>Szukaj kart rozkazów</translation>
        </message>
        <message>
            <source>Only the hand</source>
            <translation>Tylko ręka</translation>
        </message>
        <message>
            <source>Command card</source>
            <translation>Karta rozkazu</translation>
        </message>
        <message>
            <source>Pips</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Postać</translation>
        </message>
        <message>
            <source>Contingency</source>
            <translation>Plan awaryjny</translation>
        </message>
        <message>
            <source>Search battle cards</source>
            <translation>Szukaj kart bitwy</translation>
        </message>
        <message>
            <source>Only the deck</source>
            <translation>Tylko talia</translation>
        </message>
        <message>
            <source>Battle card</source>
            <translation>Karta bitwy</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategoria</translation>
        </message>
        <message>
            <source>Tick a card, or press Enter or Space, to take it or give it back</source>
            <translation>Zaznacz kartę albo naciśnij Enter lub spację, aby ją wziąć lub oddać</translation>
        </message>
        <message>
            <source>The unit's points with its upgrades</source>
            <translation>Punkty jednostki razem z ulepszeniami</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopiuj</translation>
        </message>
        <message>
            <source>Remove this unit (Delete)</source>
            <translation>Usuń tę jednostkę (Delete)</translation>
        </message>
        <message>
            <source>Add a copy of this unit with its upgrades (Ctrl+D)</source>
            <translation>Dodaj kopię tej jednostki z jej ulepszeniami (Ctrl+D)</translation>
        </message>
        <message>
            <source>Arrows move between units and slots; Enter goes to the upgrade slots; Ctrl+D copies; Delete removes; drag onto the list to remove</source>
            <translation>Strzałki przechodzą między jednostkami i miejscami; Enter przechodzi do miejsc na ulepszenia; Ctrl+D kopiuje; Delete usuwa; przeciągnięcie na listę usuwa</translation>
        </message>
        <message>
            <source>{slot} slot: select it, then double-click an upgrade or drag one here</source>
            <translation>Miejsce {slot}: zaznacz je, a potem kliknij dwukrotnie ulepszenie lub przeciągnij je tutaj</translation>
        </message>
        <message>
            <source>{slot} slot: {upgrade}. Double-click or press Delete to take it off</source>
            <translation>Miejsce {slot}: {upgrade}. Kliknij dwukrotnie lub naciśnij Delete, aby je zdjąć</translation>
        </message>
        <message>
            <source>Counterpart: {name}</source>
            <translation>Towarzysz: {name}</translation>
        </message>
        <message>
            <source>Field the unit with its counterpart, or without</source>
            <translation>Wystaw jednostkę z jej towarzyszem albo bez niego</translation>
        </message>
        <message>
            <source>Choose a faction</source>
            <translation>Wybierz frakcję</translation>
        </message>
        <message>
            <source>No battle force</source>
            <translation>Bez sił bojowych</translation>
        </message>
        <message>
            <source>Latest points</source>
            <translation>Aktualne punkty</translation>
        </message>
        <message>
            <source>Points left: {left}</source>
            <translation>Pozostało punktów: {left}</translation>
        </message>
        <message>
            <source>{points} of {limit} points</source>
            <translation>{points} z {limit} punktów</translation>
        </message>
        <message>
            <source>At least {minimum}, at most {maximum}</source>
            <translation>Co najmniej {minimum}, co najwyżej {maximum}</translation>
        </message>
        <message>
            <source>None yet: the format asks for at least {minimum}.</source>
            <translation>Jeszcze brak: format wymaga co najmniej {minimum}.</translation>
        </message>
        <message>
            <source>Double-click a unit in the list, press Enter on it or drag it here to add it to the army.</source>
            <translation>Kliknij dwukrotnie jednostkę na liście, naciśnij na niej Enter lub przeciągnij ją tutaj, aby dodać ją do armii.</translation>
        </message>
        <message>
            <source>Units ({count})</source>
            <translation>Jednostki ({count})</translation>
        </message>
        <message numerus="yes">
            <source>%n miniature(s)</source>
            <translation>
                <numerusform>%n figurka</numerusform>
                <numerusform>%n figurki</numerusform>
                <numerusform>%n figurek</numerusform>
            </translation>
        </message>
        <message>
            <source>card: {points} points</source>
            <translation>karta: {points} pkt</translation>
        </message>
        <message>
            <source>Standing Orders</source>
            <translation>Stałe rozkazy</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s)</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>Contingencies</source>
            <translation>Plany awaryjne</translation>
        </message>
        <message>
            <source>Command hand ({count})</source>
            <translation>Ręka rozkazów ({count})</translation>
        </message>
        <message>
            <source>No loaded catalogue has battle cards of these categories: {categories}.</source>
            <translation>Żaden wczytany katalog nie ma kart bitwy tych kategorii: {categories}.</translation>
        </message>
        <message>
            <source>Battle deck ({count})</source>
            <translation>Talia bitwy ({count})</translation>
        </message>
        <message>
            <source>{slot} upgrades for {unit}</source>
            <translation>Ulepszenia typu {slot} dla: {unit}</translation>
        </message>
        <message>
            <source>Double-click an upgrade, press Enter on it or drag it onto the slot to equip it.</source>
            <translation>Kliknij dwukrotnie ulepszenie, naciśnij na nim Enter lub przeciągnij je na miejsce, aby je założyć.</translation>
        </message>
        <message>
            <source>Units for the army of the {faction}</source>
            <translation>Jednostki dla armii: {faction}</translation>
        </message>
        <message>
            <source>Units of every faction: the first one chosen sets the army's</source>
            <translation>Jednostki wszystkich frakcji: pierwsza wybrana ustala frakcję armii</translation>
        </message>
        <message>
            <source>Double-click a unit, press Enter on it or drag it onto the army to add it; select an upgrade slot to list its upgrades.</source>
            <translation>Kliknij dwukrotnie jednostkę, naciśnij na niej Enter lub przeciągnij ją na armię, aby ją dodać; zaznacz miejsce na ulepszenie, aby zobaczyć jego ulepszenia.</translation>
        </message>
        <message>
            <source>Add {unit}</source>
            <translation>Dodaj: {unit}</translation>
        </message>
        <message>
            <source>Remove {unit}</source>
            <translation>Usuń: {unit}</translation>
        </message>
        <message>
            <source>Copy {unit}</source>
            <translation>Kopiuj: {unit}</translation>
        </message>
        <message>
            <source>Equip {upgrade} on {unit}</source>
            <translation>Załóż {upgrade} na {unit}</translation>
        </message>
        <message>
            <source>Take {upgrade} off {unit}</source>
            <translation>Zdejmij {upgrade} z {unit}</translation>
        </message>
        <message>
            <source>Add {card} to {unit}</source>
            <translation>Dodaj {card} do {unit}</translation>
        </message>
        <message>
            <source>Leave {card} out</source>
            <translation>Pomiń: {card}</translation>
        </message>
        <message>
            <source>Play the format {format}</source>
            <translation>Graj w formacie {format}</translation>
        </message>
        <message>
            <source>Build for the {faction}</source>
            <translation>Frakcja armii: {faction}</translation>
        </message>
        <message>
            <source>Build for any faction</source>
            <translation>Armia bez wybranej frakcji</translation>
        </message>
        <message>
            <source>Build the battle force {force}</source>
            <translation>Siły bojowe: {force}</translation>
        </message>
        <message>
            <source>Build without a battle force</source>
            <translation>Bez sił bojowych</translation>
        </message>
        <message>
            <source>Count the points of {date}</source>
            <translation>Licz punkty z dnia {date}</translation>
        </message>
        <message>
            <source>Count the latest points</source>
            <translation>Licz aktualne punkty</translation>
        </message>
        <message>
            <source>Take {card} out of the contingencies</source>
            <translation>Wyjmij {card} z planów awaryjnych</translation>
        </message>
        <message>
            <source>Set {card} aside as a contingency</source>
            <translation>Odłóż {card} jako plan awaryjny</translation>
        </message>
        <message>
            <source>Take {card} out of the command hand</source>
            <translation>Wyjmij {card} z ręki rozkazów</translation>
        </message>
        <message>
            <source>Take {card} into the command hand</source>
            <translation>Weź {card} do ręki rozkazów</translation>
        </message>
        <message>
            <source>Take {card} out of the battle deck</source>
            <translation>Wyjmij {card} z talii bitwy</translation>
        </message>
        <message>
            <source>Put {card} in the battle deck</source>
            <translation>Włóż {card} do talii bitwy</translation>
        </message>
    </context>
    <context>
        <name>LegionBuilder</name>
        <message>
            <source>Untitled army</source>
            <translation>Armia bez nazwy</translation>
        </message>
        <message>
            <source>Saved armies</source>
            <translation>Zapisane armie</translation>
        </message>
        <message>
            <source>No saved armies yet. Build one and press Save (Ctrl+S).</source>
            <translation>Nie ma jeszcze zapisanych armii. Zbuduj armię i naciśnij Zapisz (Ctrl+S).</translation>
        </message>
        <message>
            <source>No saved army matches this search.</source>
            <translation>Żadna zapisana armia nie pasuje do wyszukiwania.</translation>
        </message>
        <message>
            <source>No saved armies yet</source>
            <translation>Nie ma jeszcze zapisanych armii</translation>
        </message>
        <message>
            <source>Empty army: add units from the list.</source>
            <translation>Pusta armia: dodaj jednostki z listy.</translation>
        </message>
        <message>
            <source>Legal army.</source>
            <translation>Armia zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Casual army (house rules allowed).</source>
            <translation>Armia do gry swobodnej (zasady domowe dozwolone).</translation>
        </message>
        <message>
            <source>Start a new army (Ctrl+N)</source>
            <translation>Zacznij nową armię (Ctrl+N)</translation>
        </message>
        <message>
            <source>Save the army in Muster, legal or not (Ctrl+S)</source>
            <translation>Zapisz armię w Muster, zgodną z zasadami lub nie (Ctrl+S)</translation>
        </message>
        <message>
            <source>Open one of the armies saved last</source>
            <translation>Otwórz jedną z ostatnio zapisanych armii</translation>
        </message>
        <message>
            <source>Open an army from a Muster code, a Legion HQ link or Tabletop Simulator JSON</source>
            <translation>Otwórz armię z kodu Muster, linku Legion HQ lub JSON-a Tabletop Simulator</translation>
        </message>
        <message>
            <source>Print the army sheet and the unit cards, or export them as PDF (Ctrl+P)</source>
            <translation>Wydrukuj arkusz armii i karty jednostek albo zapisz je jako PDF (Ctrl+P)</translation>
        </message>
        <message>
            <source>Start a game with this army on the Games page</source>
            <translation>Zacznij grę tą armią na stronie Gry</translation>
        </message>
        <message>
            <source>Rename army</source>
            <translation>Zmień nazwę armii</translation>
        </message>
        <message>
            <source>Army opened from a share code; save it to keep it.</source>
            <translation>Otwarto armię z kodu; zapisz ją, aby ją zachować.</translation>
        </message>
        <message>
            <source>The army is on the clipboard as text.</source>
            <translation>Armia jest w schowku jako tekst.</translation>
        </message>
        <message>
            <source>army</source>
            <translation>armia</translation>
        </message>
        <message>
            <source>Copy Muster share code</source>
            <translation>Kopiuj kod Muster</translation>
        </message>
        <message>
            <source>Copy Legion HQ link</source>
            <translation>Kopiuj link Legion HQ</translation>
        </message>
        <message>
            <source>Copy Tabletop Simulator JSON</source>
            <translation>Kopiuj JSON Tabletop Simulator</translation>
        </message>
        <message>
            <source>Where to start</source>
            <translation>Od czego zacząć</translation>
        </message>
        <message>
            <source>Choose the format and the faction above the army (the first unit you add chooses the faction too).</source>
            <translation>Wybierz format i frakcję nad armią (pierwsza dodana jednostka też wybiera frakcję).</translation>
        </message>
        <message>
            <source>Add units from the list: double-click one, press Enter or drag it onto the army. Each rank shows how many the format allows.</source>
            <translation>Dodaj jednostki z listy: kliknij dwukrotnie, naciśnij Enter lub przeciągnij na armię. Każda ranga pokazuje, ile jednostek dopuszcza format.</translation>
        </message>
        <message>
            <source>Select a unit's upgrade slot: the list shows the upgrades of that type, and greys those that would break a rule, with the reason.</source>
            <translation>Zaznacz miejsce na ulepszenie jednostki: lista pokaże ulepszenia tego typu i wyszarzy, z podaniem powodu, te, które złamałyby zasadę.</translation>
        </message>
        <message>
            <source>Then take the command hand and the battle deck in their tabs.</source>
            <translation>Potem wybierz rękę rozkazów i talię bitwy w ich zakładkach.</translation>
        </message>
        <message>
            <source>{points} of {limit} points</source>
            <translation>{points} z {limit} punktów</translation>
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
    </context>
</TS>
