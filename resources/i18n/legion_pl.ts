<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>ArmyColumn</name>
        <message>
            <source>Primary objective</source>
            <translation>Cel główny</translation>
        </message>
        <message>
            <source>Secondary objective</source>
            <translation>Cel dodatkowy</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Inne</translation>
        </message>
        <message>
            <source>Play card</source>
            <translation>Zagraj kartę</translation>
        </message>
        <message>
            <source>Issue orders</source>
            <translation>Wydaj rozkazy</translation>
        </message>
        <message>
            <source>Draw order token</source>
            <translation>Wylosuj żeton rozkazu</translation>
        </message>
    </context>
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
            <source>Unreleased</source>
            <translation>Niewydane</translation>
        </message>
        <message>
            <source>Also list the cards Legion HQ announces but that are not out yet</source>
            <translation>Pokaż też karty zapowiedziane przez Legion HQ, które jeszcze nie wyszły</translation>
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
            <source>{name} (not out yet: {when})</source>
            <translation>{name} (jeszcze niewydana: {when})</translation>
        </message>
        <message>
            <source>No name in your language is known yet: shown in English.</source>
            <translation>Nie znamy jeszcze polskiej nazwy: pokazana po angielsku.</translation>
        </message>
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
        <name>CatalogueCardModel</name>
        <message>
            <source>Figures</source>
            <translation>Cechy</translation>
        </message>
    </context>
    <context>
        <name>CommandCardBadge</name>
        <message>
            <source>No command card</source>
            <translation>Bez karty rozkazu</translation>
        </message>
        <message>
            <source>Command card:</source>
            <translation>Karta rozkazu:</translation>
        </message>
        <message numerus="yes">
            <source>%n pips</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>card of {owner}</source>
            <translation>karta postaci {owner}</translation>
        </message>
        <message>
            <source>any commander</source>
            <translation>dowolny dowódca</translation>
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
            <source>This Tabletop Simulator army is not a JSON object.</source>
            <translation>Ta armia z Tabletop Simulator nie jest obiektem JSON.</translation>
        </message>
        <message>
            <source>a game of Legion has two players, not {count}.</source>
            <translation>w grze Legion jest dwóch graczy, nie {count}.</translation>
        </message>
        <message>
            <source>"{reason}" is not a way a game of Legion ends (rounds, eliminated, conceded, time or agreed).</source>
            <translation>„{reason}” to nie sposób zakończenia gry Legion (rounds, eliminated, conceded, time lub agreed).</translation>
        </message>
        <message>
            <source>a game of Legion played to its end has a winner: victory tokens, then the score, then the blue player decide.</source>
            <translation>rozegrana do końca gra Legion ma zwycięzcę: decydują żetony zwycięstwa, potem wynik, potem gracz niebieski.</translation>
        </message>
        <message>
            <source>after the last round the player with the most victory tokens wins, not the one with fewer.</source>
            <translation>po ostatniej rundzie wygrywa gracz z największą liczbą żetonów zwycięstwa, a nie ten, który ma ich mniej.</translation>
        </message>
        <message>
            <source>a game of Legion has two players.</source>
            <translation>w grze Legion jest dwóch graczy.</translation>
        </message>
        <message>
            <source>the army of {player} has no unit.</source>
            <translation>armia gracza {player} nie ma żadnego oddziału.</translation>
        </message>
        <message>
            <source>the blue player is player 0 or player 1.</source>
            <translation>gracz niebieski to gracz 0 lub gracz 1.</translation>
        </message>
        <message>
            <source>the army of {player} names an unknown unit {unit}.</source>
            <translation>armia gracza {player} zawiera nieznany oddział {unit}.</translation>
        </message>
        <message>
            <source>the army of {player}: {problem}</source>
            <translation>armia gracza {player}: {problem}</translation>
        </message>
        <message>
            <source>a team battle has two teams of two players.</source>
            <translation>w bitwie drużynowej walczą dwie drużyny po dwóch graczy.</translation>
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
            <source>Legion</source>
            <translation>Legion</translation>
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
        <message>
            <source>Victory tokens</source>
            <translation>Żetony zwycięstwa</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Army</source>
            <translation>Armia</translation>
        </message>
        <message>
            <source>Armies</source>
            <translation>Armie</translation>
        </message>
        <message>
            <source>Victory tokens so far {score}</source>
            <translation>Żetony zwycięstwa na razie {score}</translation>
        </message>
        <message>
            <source>Choose an army.</source>
            <translation>Wybierz armię.</translation>
        </message>
        <message>
            <source>No saved army yet: build one in the Builder, or open a file or a share code here.</source>
            <translation>Nie masz jeszcze zapisanej armii: zbuduj ją w Kreatorze albo otwórz tutaj plik lub kod udostępniania.</translation>
        </message>
        <message numerus="yes">
            <source>This army breaks %n rule(s).</source>
            <translation>
                <numerusform>Ta armia łamie %n zasadę.</numerusform>
                <numerusform>Ta armia łamie %n zasady.</numerusform>
                <numerusform>Ta armia łamie %n zasad.</numerusform>
            </translation>
        </message>
        <message>
            <source>This army is legal.</source>
            <translation>Ta armia jest zgodna z zasadami.</translation>
        </message>
        <message>
            <source>Play with this army anyway</source>
            <translation>Mimo to zagraj tą armią</translation>
        </message>
        <message>
            <source>Choose an army for {player}.</source>
            <translation>Wybierz armię dla gracza {player}.</translation>
        </message>
        <message>
            <source>{player}'s army breaks the rules: tick the box to play it anyway.</source>
            <translation>Armia gracza {player} łamie zasady: zaznacz pole, aby mimo to nią zagrać.</translation>
        </message>
        <message>
            <source>Paste the army's share code:</source>
            <translation>Wklej kod udostępniania armii:</translation>
        </message>
        <message>
            <source>Register an &amp;army…</source>
            <translation>Zgłoś &amp;armię…</translation>
        </message>
        <message>
            <source>&amp;Withdraw an army…</source>
            <translation>&amp;Wycofaj armię…</translation>
        </message>
        <message>
            <source>Register an army</source>
            <translation>Zgłoś armię</translation>
        </message>
        <message>
            <source>Withdraw an army</source>
            <translation>Wycofaj armię</translation>
        </message>
        <message>
            <source>Army of {name}:</source>
            <translation>Armia gracza {name}:</translation>
        </message>
        <message>
            <source>Army of {name} to withdraw:</source>
            <translation>Armia gracza {name} do wycofania:</translation>
        </message>
        <message>
            <source>Registered armies: {names}</source>
            <translation>Zgłoszone armie: {names}</translation>
        </message>
        <message>
            <source>No registered army.</source>
            <translation>Brak zgłoszonych armii.</translation>
        </message>
        <message>
            <source>Record games with the players' armies to see how each army and each unit fares, and charts of the results over time.</source>
            <translation>Zapisuj gry z armiami graczy, aby zobaczyć wyniki każdej armii i każdej jednostki oraz wykresy wyników w czasie.</translation>
        </message>
    </context>
    <context>
        <name>LegionArmy</name>
        <message>
            <source>"army" must be an object</source>
            <translation>„army” musi być obiektem</translation>
        </message>
        <message>
            <source>"points_date" must be a date (YYYY-MM-DD)</source>
            <translation>„points_date” musi być datą (RRRR-MM-DD)</translation>
        </message>
        <message>
            <source>"units" must be a list of at most {limit}</source>
            <translation>„units” musi być listą najwyżej {limit} elementów</translation>
        </message>
        <message>
            <source>unit {number} must be an object with a "unit" id</source>
            <translation>jednostka {number} musi być obiektem z identyfikatorem „unit”</translation>
        </message>
        <message>
            <source>"battle_deck" must be an object of card lists</source>
            <translation>„battle_deck” musi być obiektem z listami kart</translation>
        </message>
        <message>
            <source>"{key}" must be text</source>
            <translation>„{key}” musi być tekstem</translation>
        </message>
        <message>
            <source>"{key}" must be text or null</source>
            <translation>„{key}” musi być tekstem lub null</translation>
        </message>
        <message>
            <source>{where}: "{key}" must be a list of card ids</source>
            <translation>{where}: „{key}” musi być listą identyfikatorów kart</translation>
        </message>
        <message>
            <source>unit {number}: "{key}" must be a list of card ids</source>
            <translation>jednostka {number}: „{key}” musi być listą identyfikatorów kart</translation>
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
            <source>{slot} slot: {upgrade}. Double-click or press Delete to take it off; drag it onto another unit to move it (Ctrl: copy it), or press the menu key</source>
            <translation>Miejsce {slot}: {upgrade}. Kliknij dwukrotnie lub naciśnij Delete, aby je zdjąć; przeciągnij je na inną jednostkę, aby je przenieść (z Ctrl: skopiować), albo naciśnij klawisz menu</translation>
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
            <source>The counterpart's points with its upgrades</source>
            <translation>Punkty towarzysza z jego ulepszeniami</translation>
        </message>
        <message>
            <source>The counterpart fielded with the unit: its own upgrade slots take upgrades as a unit's do</source>
            <translation>Towarzysz wystawiony z jednostką: jego własne miejsca na ulepszenia przyjmują ulepszenia tak jak miejsca jednostki</translation>
        </message>
        <message>
            <source>{name} (not out yet: {when})</source>
            <translation>{name} (jeszcze niewydana: {when})</translation>
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
            <source>{rank}: none yet; the format asks for at least {minimum}.</source>
            <translation>{rank}: jeszcze brak; format wymaga co najmniej {minimum}.</translation>
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
            <source>Copy {upgrade} to {unit}</source>
            <translation>Kopiuj {upgrade} na {unit}</translation>
        </message>
        <message>
            <source>Move {upgrade} to {unit}</source>
            <translation>Przenieś {upgrade} na {unit}</translation>
        </message>
        <message>
            <source>{number}. {unit}</source>
            <translation>{number}. {unit}</translation>
        </message>
        <message>
            <source>{counterpart} (with {unit})</source>
            <translation>{counterpart} (towarzysz jednostki {unit})</translation>
        </message>
        <message>
            <source>Move to</source>
            <translation>Przenieś na</translation>
        </message>
        <message>
            <source>Copy to</source>
            <translation>Kopiuj na</translation>
        </message>
        <message>
            <source>{target} (replacing {upgrade})</source>
            <translation>{target} (zamiast: {upgrade})</translation>
        </message>
        <message>
            <source>{target} (swapping with {upgrade})</source>
            <translation>{target} (zamiana z: {upgrade})</translation>
        </message>
        <message>
            <source>No other unit has a slot of this type</source>
            <translation>Żadna inna jednostka nie ma miejsca tego typu</translation>
        </message>
        <message>
            <source>Take off</source>
            <translation>Zdejmij</translation>
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
            <source>Fill the command hand</source>
            <translation>Uzupełnij rękę rozkazów</translation>
        </message>
        <message>
            <source>Fill the battle deck</source>
            <translation>Uzupełnij talię bitwy</translation>
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
        <name>LegionCatalogueTable</name>
        <message>
            <source>Search names and keywords (Ctrl+F)</source>
            <translation>Szukaj nazw i słów kluczowych (Ctrl+F)</translation>
        </message>
        <message>
            <source>Unreleased</source>
            <translation>Niewydane</translation>
        </message>
        <message>
            <source>Also list the cards Legion HQ announces but that are not out yet</source>
            <translation>Pokaż też karty zapowiedziane przez Legion HQ, które jeszcze nie wyszły</translation>
        </message>
        <message>
            <source>All cards</source>
            <translation>Wszystkie karty</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n kart</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LegionGameOptions</name>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Blue player</source>
            <translation>Gracz niebieski</translation>
        </message>
        <message>
            <source>The blue player chooses the battle cards and takes the round counter first</source>
            <translation>Gracz niebieski wybiera karty bitwy i jako pierwszy bierze licznik rund</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rundy</translation>
        </message>
        <message>
            <source>Unlimited rounds</source>
            <translation>Bez limitu rund</translation>
        </message>
        <message>
            <source>Choose an army of the format Team battle for {player}.</source>
            <translation>Wybierz dla gracza {player} armię w formacie Bitwa drużynowa.</translation>
        </message>
        <message>
            <source>The four players need different names.</source>
            <translation>Czterej gracze muszą mieć różne imiona.</translation>
        </message>
        <message>
            <source>The teams break the rules: tick the box to play anyway.</source>
            <translation>Drużyny łamią zasady: zaznacz pole, aby mimo to zagrać.</translation>
        </message>
        <message>
            <source>Team battle (2v2): each player with a teammate</source>
            <translation>Bitwa drużynowa (2 na 2): każdy gracz z partnerem</translation>
        </message>
        <message>
            <source>Two teams of two players, each with an army of 600 points; the two armies of a team belong to one faction and share the uniqueness rules</source>
            <translation>Dwie drużyny po dwóch graczy, każdy z armią za 600 punktów; obie armie drużyny należą do jednej frakcji i dzielą zasady unikatowości</translation>
        </message>
        <message>
            <source>Play anyway</source>
            <translation>Zagraj mimo to</translation>
        </message>
        <message>
            <source>Teammate of {player}</source>
            <translation>Partner gracza {player}</translation>
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
        <message>
            <source>the battle force has no "{field}"</source>
            <translation>siłom bojowym brakuje pola „{field}”</translation>
        </message>
        <message>
            <source>a reference to {token} is not data</source>
            <translation>odwołanie do {token} nie jest daną</translation>
        </message>
        <message>
            <source>unexpected {token}</source>
            <translation>nieoczekiwany znak {token}</translation>
        </message>
        <message>
            <source>the object is not closed</source>
            <translation>obiekt nie jest zamknięty</translation>
        </message>
        <message>
            <source>no object named {name}</source>
            <translation>brak obiektu o nazwie {name}</translation>
        </message>
        <message>
            <source>{name} is not an object literal</source>
            <translation>{name} nie jest literałem obiektu</translation>
        </message>
        <message>
            <source>not JSON once read: {detail}</source>
            <translation>po odczytaniu to nie jest JSON: {detail}</translation>
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
            <translation>Agile</translation>
        </message>
        <message>
            <source>AI</source>
            <translation>AI</translation>
        </message>
        <message>
            <source>Aid</source>
            <translation>Aid</translation>
        </message>
        <message>
            <source>Allies of Convenience</source>
            <translation>Allies of Convenience</translation>
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
            <translation>Area Weapon</translation>
        </message>
        <message>
            <source>Arm</source>
            <translation>Arm</translation>
        </message>
        <message>
            <source>Armor</source>
            <translation>Armor</translation>
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
            <translation>Ataru Mastery</translation>
        </message>
        <message>
            <source>Attack Run</source>
            <translation>Attack Run</translation>
        </message>
        <message>
            <source>Bane Token</source>
            <translation>Bane Token</translation>
        </message>
        <message>
            <source>Barrage</source>
            <translation>Barrage</translation>
        </message>
        <message>
            <source>Beam</source>
            <translation>Beam</translation>
        </message>
        <message>
            <source>Blast</source>
            <translation>Blast</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Block</translation>
        </message>
        <message>
            <source>Bolster</source>
            <translation>Bolster</translation>
        </message>
        <message>
            <source>Bounty</source>
            <translation>Bounty</translation>
        </message>
        <message>
            <source>Cache</source>
            <translation>Cache</translation>
        </message>
        <message>
            <source>Calculate Odds</source>
            <translation>Calculate Odds</translation>
        </message>
        <message>
            <source>Charge</source>
            <translation>Charge</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Claim</translation>
        </message>
        <message>
            <source>Climbing Vehicle</source>
            <translation>Climbing Vehicle</translation>
        </message>
        <message>
            <source>Command Vehicle</source>
            <translation>Command Vehicle</translation>
        </message>
        <message>
            <source>Compel</source>
            <translation>Compel</translation>
        </message>
        <message>
            <source>Complete the Mission</source>
            <translation>Complete the Mission</translation>
        </message>
        <message>
            <source>Coordinate</source>
            <translation>Coordinate</translation>
        </message>
        <message>
            <source>Counterpart</source>
            <translation>Counterpart</translation>
        </message>
        <message>
            <source>Cover</source>
            <translation>Cover</translation>
        </message>
        <message>
            <source>Critical</source>
            <translation>Critical</translation>
        </message>
        <message>
            <source>Cumbersome</source>
            <translation>Cumbersome</translation>
        </message>
        <message>
            <source>Cunning</source>
            <translation>Cunning</translation>
        </message>
        <message>
            <source>Cycle</source>
            <translation>Cycle</translation>
        </message>
        <message>
            <source>Danger Sense</source>
            <translation>Danger Sense</translation>
        </message>
        <message>
            <source>Dauntless</source>
            <translation>Dauntless</translation>
        </message>
        <message>
            <source>Death from Above</source>
            <translation>Death from Above</translation>
        </message>
        <message>
            <source>Defend</source>
            <translation>Defend</translation>
        </message>
        <message>
            <source>Deflect</source>
            <translation>Deflect</translation>
        </message>
        <message>
            <source>Demoralize</source>
            <translation>Demoralize</translation>
        </message>
        <message>
            <source>Detachment</source>
            <translation>Detachment</translation>
        </message>
        <message>
            <source>Detonate</source>
            <translation>Detonate</translation>
        </message>
        <message>
            <source>Direct</source>
            <translation>Direct</translation>
        </message>
        <message>
            <source>Disciplined</source>
            <translation>Disciplined</translation>
        </message>
        <message>
            <source>Disengage</source>
            <translation>Disengage</translation>
        </message>
        <message>
            <source>Distract</source>
            <translation>Distract</translation>
        </message>
        <message>
            <source>Divine Influence</source>
            <translation>Divine Influence</translation>
        </message>
        <message>
            <source>Divulge</source>
            <translation>Divulge</translation>
        </message>
        <message>
            <source>Djem So Mastery</source>
            <translation>Djem So Mastery</translation>
        </message>
        <message>
            <source>Dodge</source>
            <translation>Dodge</translation>
        </message>
        <message>
            <source>Duelist</source>
            <translation>Duelist</translation>
        </message>
        <message>
            <source>Enrage</source>
            <translation>Enrage</translation>
        </message>
        <message>
            <source>Entourage</source>
            <translation>Entourage</translation>
        </message>
        <message>
            <source>Equip</source>
            <translation>Equip</translation>
        </message>
        <message>
            <source>Exemplar</source>
            <translation>Exemplar</translation>
        </message>
        <message>
            <source>Expert Climber</source>
            <translation>Expert Climber</translation>
        </message>
        <message>
            <source>Eyes on the Prize</source>
            <translation>Eyes on the Prize</translation>
        </message>
        <message>
            <source>Field Commander</source>
            <translation>Field Commander</translation>
        </message>
        <message>
            <source>Fire Support</source>
            <translation>Fire Support</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fixed</translation>
        </message>
        <message>
            <source>Flexible Response</source>
            <translation>Flexible Response</translation>
        </message>
        <message>
            <source>Full Pivot</source>
            <translation>Full Pivot</translation>
        </message>
        <message>
            <source>Generator</source>
            <translation>Generator</translation>
        </message>
        <message>
            <source>Graffiti Tokens</source>
            <translation>Graffiti Tokens</translation>
        </message>
        <message>
            <source>Graffitti Tokens</source>
            <translation>Graffitti Tokens</translation>
        </message>
        <message>
            <source>Guardian</source>
            <translation>Guardian</translation>
        </message>
        <message>
            <source>Guidance</source>
            <translation>Guidance</translation>
        </message>
        <message>
            <source>Gunslinger</source>
            <translation>Gunslinger</translation>
        </message>
        <message>
            <source>Heavy Weapon Team</source>
            <translation>Heavy Weapon Team</translation>
        </message>
        <message>
            <source>Here I Am</source>
            <translation>Here I Am</translation>
        </message>
        <message>
            <source>High Velocity</source>
            <translation>High Velocity</translation>
        </message>
        <message>
            <source>Hold the Line</source>
            <translation>Hold the Line</translation>
        </message>
        <message>
            <source>Hover</source>
            <translation>Hover</translation>
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
            <translation>Immobilize</translation>
        </message>
        <message>
            <source>Immune: Blast</source>
            <translation>Immune: Blast</translation>
        </message>
        <message>
            <source>Immune: Deflect</source>
            <translation>Immune: Deflect</translation>
        </message>
        <message>
            <source>Immune: Melee</source>
            <translation>Immune: Melee</translation>
        </message>
        <message>
            <source>Immune: Melee Pierce</source>
            <translation>Immune: Melee Pierce</translation>
        </message>
        <message>
            <source>Immune: Pierce</source>
            <translation>Immune: Pierce</translation>
        </message>
        <message>
            <source>Immune: Range 1 Weapons</source>
            <translation>Immune: Range 1 Weapons</translation>
        </message>
        <message>
            <source>Impact</source>
            <translation>Impact</translation>
        </message>
        <message>
            <source>Impervious</source>
            <translation>Impervious</translation>
        </message>
        <message>
            <source>Incognito</source>
            <translation>Incognito</translation>
        </message>
        <message>
            <source>Inconspicuous</source>
            <translation>Inconspicuous</translation>
        </message>
        <message>
            <source>Independent</source>
            <translation>Independent</translation>
        </message>
        <message>
            <source>Indomitable</source>
            <translation>Indomitable</translation>
        </message>
        <message>
            <source>Infiltrate</source>
            <translation>Infiltrate</translation>
        </message>
        <message>
            <source>Inspire</source>
            <translation>Inspire</translation>
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
            <translation>Ion Token</translation>
        </message>
        <message>
            <source>Jar'Kai Mastery</source>
            <translation>Jar'Kai Mastery</translation>
        </message>
        <message>
            <source>Jedi Hunter</source>
            <translation>Jedi Hunter</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>Jump</translation>
        </message>
        <message>
            <source>Jump X</source>
            <translation>Jump X</translation>
        </message>
        <message>
            <source>Juyo Mastery</source>
            <translation>Juyo Mastery</translation>
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
            <translation>Leader</translation>
        </message>
        <message>
            <source>Lethal</source>
            <translation>Lethal</translation>
        </message>
        <message>
            <source>Long Shot</source>
            <translation>Long Shot</translation>
        </message>
        <message>
            <source>Low Profile</source>
            <translation>Low Profile</translation>
        </message>
        <message>
            <source>Makashi Mastery</source>
            <translation>Makashi Mastery</translation>
        </message>
        <message>
            <source>Mandalorians Are Stronger Together</source>
            <translation>Mandalorians Are Stronger Together</translation>
        </message>
        <message>
            <source>Marksman</source>
            <translation>Marksman</translation>
        </message>
        <message>
            <source>Master of the Force</source>
            <translation>Master of the Force</translation>
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
            <translation>Mercenary</translation>
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
            <translation>Nimble</translation>
        </message>
        <message>
            <source>Noncombatant</source>
            <translation>Noncombatant</translation>
        </message>
        <message>
            <source>Observe</source>
            <translation>Observe</translation>
        </message>
        <message>
            <source>One Step Ahead</source>
            <translation>One Step Ahead</translation>
        </message>
        <message>
            <source>Outmaneuver</source>
            <translation>Outmaneuver</translation>
        </message>
        <message>
            <source>Override</source>
            <translation>Override</translation>
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
            <translation>Pierce</translation>
        </message>
        <message>
            <source>Plodding</source>
            <translation>Plodding</translation>
        </message>
        <message>
            <source>Poison</source>
            <translation>Poison</translation>
        </message>
        <message>
            <source>Poison Token</source>
            <translation>Poison Token</translation>
        </message>
        <message>
            <source>Precise</source>
            <translation>Precise</translation>
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
            <translation>Programmed</translation>
        </message>
        <message>
            <source>Pull The Strings</source>
            <translation>Pull The Strings</translation>
        </message>
        <message>
            <source>Quick Thinking</source>
            <translation>Quick Thinking</translation>
        </message>
        <message>
            <source>Ram</source>
            <translation>Ram</translation>
        </message>
        <message>
            <source>Ranged</source>
            <translation>Ranged</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>Recharge</source>
            <translation>Recharge</translation>
        </message>
        <message>
            <source>Recon</source>
            <translation>Recon</translation>
        </message>
        <message>
            <source>Reconfigure</source>
            <translation>Reconfigure</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Regenerate</translation>
        </message>
        <message>
            <source>Reinforcements</source>
            <translation>Reinforcements</translation>
        </message>
        <message>
            <source>Relentless</source>
            <translation>Relentless</translation>
        </message>
        <message>
            <source>Reliable</source>
            <translation>Reliable</translation>
        </message>
        <message>
            <source>Repair</source>
            <translation>Repair</translation>
        </message>
        <message>
            <source>Reposition</source>
            <translation>Reposition</translation>
        </message>
        <message>
            <source>Retinue</source>
            <translation>Retinue</translation>
        </message>
        <message>
            <source>Ruthless</source>
            <translation>Ruthless</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>Scale</translation>
        </message>
        <message>
            <source>Scatter</source>
            <translation>Scatter</translation>
        </message>
        <message>
            <source>Scout</source>
            <translation>Scout</translation>
        </message>
        <message>
            <source>Scouting Party</source>
            <translation>Scouting Party</translation>
        </message>
        <message>
            <source>Secret Mission</source>
            <translation>Secret Mission</translation>
        </message>
        <message>
            <source>Self-Destruct</source>
            <translation>Self-Destruct</translation>
        </message>
        <message>
            <source>Self-Preservation</source>
            <translation>Self-Preservation</translation>
        </message>
        <message>
            <source>Sentinel</source>
            <translation>Sentinel</translation>
        </message>
        <message>
            <source>Sharpshooter</source>
            <translation>Sharpshooter</translation>
        </message>
        <message>
            <source>Shielded</source>
            <translation>Shielded</translation>
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
            <translation>Sidearm</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Small</translation>
        </message>
        <message>
            <source>Smoke</source>
            <translation>Smoke</translation>
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
            <translation>Soresu Mastery</translation>
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
            <translation>Spotter</translation>
        </message>
        <message>
            <source>Spray</source>
            <translation>Spray</translation>
        </message>
        <message>
            <source>Spur</source>
            <translation>Spur</translation>
        </message>
        <message>
            <source>Stationary</source>
            <translation>Stationary</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Steady</translation>
        </message>
        <message>
            <source>Strafe</source>
            <translation>Strafe</translation>
        </message>
        <message>
            <source>Strategize</source>
            <translation>Strategize</translation>
        </message>
        <message>
            <source>Suppressive</source>
            <translation>Suppressive</translation>
        </message>
        <message>
            <source>Surge Token</source>
            <translation>Surge Token</translation>
        </message>
        <message>
            <source>Swashbuckler</source>
            <translation>Swashbuckler</translation>
        </message>
        <message>
            <source>Tactical</source>
            <translation>Tactical</translation>
        </message>
        <message>
            <source>Take Cover</source>
            <translation>Take Cover</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Teamwork</source>
            <translation>Teamwork</translation>
        </message>
        <message>
            <source>Tempted</source>
            <translation>Tempted</translation>
        </message>
        <message>
            <source>This is the Way</source>
            <translation>This is the Way</translation>
        </message>
        <message>
            <source>Tow Cable</source>
            <translation>Tow Cable</translation>
        </message>
        <message>
            <source>Transport</source>
            <translation>Transport</translation>
        </message>
        <message>
            <source>Treat</source>
            <translation>Treat</translation>
        </message>
        <message>
            <source>Uncanny Luck</source>
            <translation>Uncanny Luck</translation>
        </message>
        <message>
            <source>Unconcerned</source>
            <translation>Unconcerned</translation>
        </message>
        <message>
            <source>Unhindered</source>
            <translation>Unhindered</translation>
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
            <translation>Versatile</translation>
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
            <translation>Weak Point</translation>
        </message>
        <message>
            <source>Weighed Down</source>
            <translation>Weighed Down</translation>
        </message>
        <message>
            <source>Wheel Mode</source>
            <translation>Wheel Mode</translation>
        </message>
        <message>
            <source>Wound</source>
            <translation>Wound</translation>
        </message>
        <message>
            <source>Front</source>
            <translation>Front</translation>
        </message>
        <message>
            <source>Rear</source>
            <translation>Rear</translation>
        </message>
        <message>
            <source>Sides</source>
            <translation>Sides</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Melee</translation>
        </message>
        <message>
            <source>Ground</source>
            <translation>Ground</translation>
        </message>
        <message>
            <source>Air</source>
            <translation>Air</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Aim</translation>
        </message>
        <message>
            <source>Surge</source>
            <translation>Surge</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>Recover</translation>
        </message>
        <message>
            <source>Standby</source>
            <translation>Standby</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Attack</translation>
        </message>
        <message>
            <source>Capacity</source>
            <translation>Capacity</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Commander</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Corps</translation>
        </message>
        <message>
            <source>Trooper</source>
            <translation>Trooper</translation>
        </message>
        <message>
            <source>Trooper Unit</source>
            <translation>Trooper Unit</translation>
        </message>
        <message>
            <source>Clone Trooper</source>
            <translation>Clone Trooper</translation>
        </message>
        <message>
            <source>Droid Trooper</source>
            <translation>Droid Trooper</translation>
        </message>
        <message>
            <source>Emplacement Trooper</source>
            <translation>Emplacement Trooper</translation>
        </message>
        <message>
            <source>Vehicle</source>
            <translation>Vehicle</translation>
        </message>
        <message>
            <source>Ground Vehicle</source>
            <translation>Ground Vehicle</translation>
        </message>
        <message>
            <source>All</source>
            <translation>All</translation>
        </message>
        <message>
            <source>{name}: {value}</source>
            <translation>{name}: {value}</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} or {second}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} and {second}</translation>
        </message>
        <message>
            <source>{count} × {name}</source>
            <translation>{count} × {name}</translation>
        </message>
        <message>
            <source>{number}: {value}</source>
            <translation>{number}: {value}</translation>
        </message>
    </context>
    <context>
        <name>LegionPack</name>
        <message>
            <source>a requirement tests what Muster does not know: {fields}</source>
            <translation>wymóg sprawdza coś, czego Muster nie zna: {fields}</translation>
        </message>
        <message>
            <source>a unit needs its "rank"</source>
            <translation>jednostka musi mieć „rank”</translation>
        </message>
        <message>
            <source>a unit needs its "stats"</source>
            <translation>jednostka musi mieć „stats”</translation>
        </message>
        <message>
            <source>a command card needs its "pips"</source>
            <translation>karta rozkazu musi mieć „pips”</translation>
        </message>
        <message>
            <source>the card id "{id}" appears twice</source>
            <translation>identyfikator karty „{id}” występuje dwa razy</translation>
        </message>
        <message>
            <source>the Legion HQ id "{id}" appears twice</source>
            <translation>identyfikator Legion HQ „{id}” występuje dwa razy</translation>
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
        <name>LegionTracker</name>
        <message>
            <source>The field "{field}" is missing.</source>
            <translation>Brak pola „{field}”.</translation>
        </message>
        <message>
            <source>The field "{field}" must be a whole number from {low} to {high}.</source>
            <translation>Pole „{field}” musi być liczbą całkowitą od {low} do {high}.</translation>
        </message>
        <message>
            <source>The field "{field}" must be true or false.</source>
            <translation>Pole „{field}” musi mieć wartość true lub false.</translation>
        </message>
        <message>
            <source>The field "{field}" must be one of: {choices}.</source>
            <translation>Pole „{field}” musi mieć jedną z wartości: {choices}.</translation>
        </message>
        <message>
            <source>{player} has no unit {unit}.</source>
            <translation>Gracz {player} nie ma oddziału {unit}.</translation>
        </message>
        <message>
            <source>{unit} is defeated.</source>
            <translation>Oddział {unit} jest pokonany.</translation>
        </message>
        <message>
            <source>Unknown field "{field}": did you mean "{known}"?</source>
            <translation>Nieznane pole „{field}”: czy chodziło o „{known}”?</translation>
        </message>
        <message>
            <source>Unknown field "{field}" (this event has: {fields}).</source>
            <translation>Nieznane pole „{field}” (to zdarzenie ma: {fields}).</translation>
        </message>
        <message>
            <source>The armies are already deployed.</source>
            <translation>Armie są już rozstawione.</translation>
        </message>
        <message>
            <source>This is not the Command phase.</source>
            <translation>To nie jest faza dowodzenia.</translation>
        </message>
        <message>
            <source>This is not the Activation phase.</source>
            <translation>To nie jest faza aktywacji.</translation>
        </message>
        <message>
            <source>The field "cards" must name a card (or null) for: {categories}.</source>
            <translation>Pole „cards” musi wskazać kartę (lub null) dla: {categories}.</translation>
        </message>
        <message>
            <source>A battle card is named by its id, or null.</source>
            <translation>Kartę bitwy wskazuje się jej identyfikatorem lub null.</translation>
        </message>
        <message>
            <source>The battle card {card} is not in the battle deck of {player}, the blue player.</source>
            <translation>Karty bitwy {card} nie ma w talii bitwy gracza {player}, gracza niebieskiego.</translation>
        </message>
        <message>
            <source>Choose the battle cards before deploying.</source>
            <translation>Wybierz karty bitwy przed rozstawieniem.</translation>
        </message>
        <message>
            <source>{player} has already played a command card.</source>
            <translation>Gracz {player} zagrał już kartę rozkazu.</translation>
        </message>
        <message>
            <source>{player} must play a command card (Standing Orders at least).</source>
            <translation>Gracz {player} musi zagrać kartę rozkazu (co najmniej Rozkazy stałe).</translation>
        </message>
        <message>
            <source>{player} has no Commander or Operative left and plays no command card.</source>
            <translation>Gracz {player} nie ma już Dowódcy ani Agenta i nie zagrywa karty rozkazu.</translation>
        </message>
        <message>
            <source>{card} is not in the command hand of {player}.</source>
            <translation>Karty {card} nie ma w ręce rozkazów gracza {player}.</translation>
        </message>
        <message>
            <source>The pips are tied: the round counter's holder rolls a red defence die (the field "roll").</source>
            <translation>Remis punktów: posiadacz licznika rund rzuca czerwoną kością obrony (pole „roll”).</translation>
        </message>
        <message>
            <source>Priority is rolled for only when the pips tie.</source>
            <translation>O inicjatywę rzuca się tylko przy remisie punktów.</translation>
        </message>
        <message>
            <source>The field "owners" must list the units the card belongs to: {units}.</source>
            <translation>Pole „owners” musi wymieniać jednostki, do których należy karta: {units}.</translation>
        </message>
        <message>
            <source>Both players reveal their command cards before orders.</source>
            <translation>Obaj gracze odkrywają karty rozkazu przed wydaniem rozkazów.</translation>
        </message>
        <message>
            <source>{player} has already issued orders.</source>
            <translation>Gracz {player} wydał już rozkazy.</translation>
        </message>
        <message>
            <source>{player} has priority and issues orders first.</source>
            <translation>Gracz {player} ma inicjatywę i wydaje rozkazy pierwszy.</translation>
        </message>
        <message>
            <source>The field "units" must be a list of unit keys.</source>
            <translation>Pole „units” musi być listą kluczy oddziałów.</translation>
        </message>
        <message>
            <source>A unit is ordered once per round.</source>
            <translation>Oddział otrzymuje rozkaz raz na rundę.</translation>
        </message>
        <message>
            <source>{player} played no command card and issues no orders.</source>
            <translation>Gracz {player} nie zagrał karty rozkazu i nie wydaje rozkazów.</translation>
        </message>
        <message>
            <source>Standing Orders issues an order to one unit.</source>
            <translation>Rozkazy stałe wydają rozkaz jednemu oddziałowi.</translation>
        </message>
        <message>
            <source>{unit} is still activating.</source>
            <translation>Oddział {unit} wciąż jest aktywowany.</translation>
        </message>
        <message>
            <source>Every unit has activated: end the round.</source>
            <translation>Wszystkie oddziały zostały aktywowane: zakończ rundę.</translation>
        </message>
        <message>
            <source>It is the turn of {player} to activate a unit.</source>
            <translation>Teraz gracz {player} aktywuje oddział.</translation>
        </message>
        <message>
            <source>An order token is already drawn: activate a unit of its rank.</source>
            <translation>Żeton rozkazu jest już wylosowany: aktywuj oddział tej rangi.</translation>
        </message>
        <message>
            <source>The order pool of {player} holds no such token ({pool}).</source>
            <translation>Pula rozkazów gracza {player} nie zawiera takiego żetonu ({pool}).</translation>
        </message>
        <message>
            <source>{unit} has already activated this round.</source>
            <translation>Oddział {unit} był już aktywowany w tej rundzie.</translation>
        </message>
        <message>
            <source>The order token drawn calls for a unit of its rank without a face-up order.</source>
            <translation>Wylosowany żeton rozkazu wymaga oddziału tej rangi bez odkrytego żetonu rozkazu.</translation>
        </message>
        <message>
            <source>{unit} has no face-up order token: draw a token from the order pool.</source>
            <translation>Oddział {unit} nie ma odkrytego żetonu rozkazu: wylosuj żeton z puli rozkazów.</translation>
        </message>
        <message>
            <source>The field "rally" must list {count} white die faces (block, surge, blank): one per suppression token.</source>
            <translation>Pole „rally” musi zawierać {count} wyników białej kości (block, surge, blank): po jednym na żeton przygwożdżenia.</translation>
        </message>
        <message>
            <source>Only an allied Commander lends its courage against panic (not an Operative).</source>
            <translation>Tylko sojuszniczy Dowódca użycza odwagi przeciw panice (nie Agent).</translation>
        </message>
        <message>
            <source>A damaged vehicle rolls a white defence die as it activates (the field "damaged_roll": block, surge or blank).</source>
            <translation>Uszkodzony pojazd rzuca białą kością obrony przy aktywacji (pole „damaged_roll”: block, surge lub blank).</translation>
        </message>
        <message>
            <source>Only a damaged vehicle rolls as it activates.</source>
            <translation>Tylko uszkodzony pojazd rzuca kością przy aktywacji.</translation>
        </message>
        <message>
            <source>No unit is activating.</source>
            <translation>Żaden oddział nie jest aktywowany.</translation>
        </message>
        <message>
            <source>{unit} is panicked: its one action is a move toward the nearest edge, and it takes no free action.</source>
            <translation>Oddział {unit} panikuje: jego jedyną akcją jest ruch w stronę najbliższej krawędzi i nie wykonuje akcji darmowych.</translation>
        </message>
        <message>
            <source>{unit} takes each action but move once.</source>
            <translation>Oddział {unit} wykonuje każdą akcję poza ruchem tylko raz.</translation>
        </message>
        <message>
            <source>{unit} has no action left (of {count}).</source>
            <translation>Oddziałowi {unit} nie zostały żadne akcje (z {count}).</translation>
        </message>
        <message>
            <source>A unit that attacked this activation cannot stand by.</source>
            <translation>Oddział, który zaatakował w tej aktywacji, nie może czuwać.</translation>
        </message>
        <message>
            <source>Only troopers and ground vehicles can stand by.</source>
            <translation>Czuwać mogą tylko piechurzy i pojazdy naziemne.</translation>
        </message>
        <message>
            <source>Every unit activates before the End phase.</source>
            <translation>Każdy oddział jest aktywowany przed fazą końcową.</translation>
        </message>
        <message>
            <source>The field "promote" must hold a unit key or null per player.</source>
            <translation>Pole „promote” musi zawierać klucz oddziału lub null dla każdego gracza.</translation>
        </message>
        <message>
            <source>Every commander of {player} is defeated: promote a trooper unit's leader.</source>
            <translation>Wszyscy dowódcy gracza {player} są pokonani: awansuj przywódcę oddziału piechoty.</translation>
        </message>
        <message>
            <source>{player} promotes only when no commander is left, and only a trooper unit's leader.</source>
            <translation>Gracz {player} awansuje tylko, gdy nie ma już dowódcy, i tylko przywódcę oddziału piechoty.</translation>
        </message>
        <message>
            <source>Its wounds reach its resilience: the vehicle rolls a red defence die (the field "damage_roll").</source>
            <translation>Rany osiągają wytrzymałość: pojazd rzuca czerwoną kością obrony (pole „damage_roll”).</translation>
        </message>
        <message>
            <source>No vehicle damage roll is due: the field "damage_roll" is wrong.</source>
            <translation>Nie przysługuje rzut na uszkodzenie pojazdu: pole „damage_roll” jest zbędne.</translation>
        </message>
        <message>
            <source>The game has not begun: deploy the armies first.</source>
            <translation>Gra się nie zaczęła: najpierw rozstaw armie.</translation>
        </message>
        <message>
            <source>{unit} has {count} wounds on its miniatures still in play; a defeated miniature is not healed.</source>
            <translation>Oddział {unit} ma {count} ran na figurkach pozostających w grze; pokonanej figurki się nie leczy.</translation>
        </message>
        <message>
            <source>{unit} has no courage value: it never gains suppression.</source>
            <translation>Oddział {unit} nie ma wartości odwagi: nigdy nie otrzymuje przygwożdżenia.</translation>
        </message>
        <message>
            <source>Vehicles and droid troopers never gain poison.</source>
            <translation>Pojazdy i droidy nigdy nie otrzymują żetonów trucizny.</translation>
        </message>
        <message>
            <source>Only a vehicle gains vehicle damage tokens.</source>
            <translation>Tylko pojazd otrzymuje żetony uszkodzeń pojazdu.</translation>
        </message>
        <message>
            <source>A unit never has more than one standby token.</source>
            <translation>Oddział nigdy nie ma więcej niż jednego żetonu czuwania.</translation>
        </message>
        <message>
            <source>{unit} has only {count} such tokens.</source>
            <translation>Oddział {unit} ma tylko {count} takich żetonów.</translation>
        </message>
        <message>
            <source>The amount cannot be 0.</source>
            <translation>Liczba nie może wynosić 0.</translation>
        </message>
        <message>
            <source>{player} has only {count} victory tokens.</source>
            <translation>Gracz {player} ma tylko {count} żetonów zwycięstwa.</translation>
        </message>
        <message>
            <source>A conceded game has a winner: the player who did not concede.</source>
            <translation>Poddana gra ma zwycięzcę: gracza, który się nie poddał.</translation>
        </message>
        <message>
            <source>The field "wounds" must give each of the {count} miniatures its wounds, from 0 to its wound threshold.</source>
            <translation>Pole „wounds” musi podać rany każdej z {count} figurek, od 0 do jej progu ran.</translation>
        </message>
        <message>
            <source>The field "tokens" must give counts from 0 to {high} of the tokens: {tokens} (one standby at most).</source>
            <translation>Pole „tokens” musi podać liczby od 0 do {high} dla żetonów: {tokens} (najwyżej jeden żeton czuwania).</translation>
        </message>
        <message>
            <source>Every miniature of {unit} is defeated: so is the unit.</source>
            <translation>Wszystkie figurki oddziału {unit} są pokonane: oddział również.</translation>
        </message>
        <message>
            <source>End the activation of {unit} before correcting its defeat.</source>
            <translation>Zakończ aktywację oddziału {unit}, zanim poprawisz jego pokonanie.</translation>
        </message>
        <message>
            <source>{card} belongs to {owner}, who is defeated: the card cannot be played.</source>
            <translation>{card} to karta postaci {owner}, która została pokonana: nie można jej zagrać.</translation>
        </message>
        <message numerus="yes">
            <source>{card} orders at most %n units.</source>
            <translation>
                <numerusform>{card} wydaje rozkaz najwyżej %n jednostce.</numerusform>
                <numerusform>{card} wydaje rozkazy najwyżej %n jednostkom.</numerusform>
                <numerusform>{card} wydaje rozkazy najwyżej %n jednostkom.</numerusform>
            </translation>
        </message>
        <message>
            <source>Expected event number {expected}.</source>
            <translation>Oczekiwano zdarzenia numer {expected}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Gra się zakończyła.</translation>
        </message>
        <message>
            <source>Unknown event type "{type}".</source>
            <translation>Nieznany typ zdarzenia „{type}”.</translation>
        </message>
        <message>
            <source>The payload must be an object.</source>
            <translation>Zawartość (payload) musi być obiektem.</translation>
        </message>
        <message>
            <source>{where}: "name" must be an object with "en" text</source>
            <translation>{where}: „name” musi być obiektem z tekstem „en”</translation>
        </message>
        <message>
            <source>{where}: a command card's "owners" must list keys of the army's units and its "orders" be a number from 1 to 9</source>
            <translation>{where}: pole „owners” karty rozkazu musi wymieniać klucze jednostek armii, a pole „orders” być liczbą od 1 do 9</translation>
        </message>
        <message>
            <source>{where} must be an object with a "name"</source>
            <translation>{where} musi być obiektem z polem „name”</translation>
        </message>
        <message>
            <source>{where}: "units" must list the army's units</source>
            <translation>{where}: „units” musi zawierać oddziały armii</translation>
        </message>
        <message>
            <source>{where}: each unit needs a unique "key", an "id", a "rank", "wounds" (1 to 99 per miniature), "courage" and "resilience" (a number or null) and "points"</source>
            <translation>{where}: każdy oddział potrzebuje unikalnego „key”, „id”, „rank”, „wounds” (od 1 do 99 na figurkę), „courage” i „resilience” (liczba lub null) oraz „points”</translation>
        </message>
        <message>
            <source>{where}: each command card needs an "id", a "name" and "pips" (0 to 4)</source>
            <translation>{where}: każda karta rozkazu potrzebuje „id”, „name” i „pips” (od 0 do 4)</translation>
        </message>
        <message>
            <source>{where}: "battle_deck" must be an object</source>
            <translation>{where}: „battle_deck” musi być obiektem</translation>
        </message>
        <message>
            <source>{where}: each battle card needs an "id" and a "name"</source>
            <translation>{where}: każda karta bitwy potrzebuje „id” i „name”</translation>
        </message>
        <message>
            <source>{where}: "violations" must be a list of rule codes</source>
            <translation>{where}: pole „violations” musi być listą kodów zasad</translation>
        </message>
        <message>
            <source>"blue_player" must be 0 or 1, "rounds" a number from 1 to 99 or null, "battle_categories" a list of texts</source>
            <translation>„blue_player” musi wynosić 0 lub 1, „rounds” być liczbą od 1 do 99 lub null, „battle_categories” listą tekstów</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Przygotowanie</translation>
        </message>
        <message>
            <source>Command phase</source>
            <translation>Faza dowodzenia</translation>
        </message>
        <message>
            <source>Activation phase</source>
            <translation>Faza aktywacji</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>suppression</source>
            <translation>przygwożdżenie</translation>
        </message>
        <message>
            <source>aim</source>
            <translation>celowanie</translation>
        </message>
        <message>
            <source>dodge</source>
            <translation>unik</translation>
        </message>
        <message>
            <source>surge</source>
            <translation>przypływ</translation>
        </message>
        <message>
            <source>standby</source>
            <translation>czuwanie</translation>
        </message>
        <message>
            <source>immobilize</source>
            <translation>unieruchomienie</translation>
        </message>
        <message>
            <source>ion</source>
            <translation>jonizacja</translation>
        </message>
        <message>
            <source>poison</source>
            <translation>trucizna</translation>
        </message>
        <message>
            <source>observation</source>
            <translation>obserwacja</translation>
        </message>
        <message>
            <source>shield</source>
            <translation>tarcza</translation>
        </message>
        <message>
            <source>inactive shield</source>
            <translation>nieaktywna tarcza</translation>
        </message>
        <message>
            <source>smoke</source>
            <translation>dym</translation>
        </message>
        <message>
            <source>graffiti</source>
            <translation>graffiti</translation>
        </message>
        <message>
            <source>charge</source>
            <translation>ładunek</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>uszkodzenie</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>unieruchomienie pojazdu</translation>
        </message>
        <message>
            <source>weapon destroyed</source>
            <translation>zniszczona broń</translation>
        </message>
        <message>
            <source>move</source>
            <translation>ruch</translation>
        </message>
        <message>
            <source>attack</source>
            <translation>atak</translation>
        </message>
        <message>
            <source>recover</source>
            <translation>odzyskanie</translation>
        </message>
        <message>
            <source>card action</source>
            <translation>akcja z karty</translation>
        </message>
        <message>
            <source>block</source>
            <translation>blok</translation>
        </message>
        <message>
            <source>defence surge</source>
            <translation>przypływ obrony</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>puste pole</translation>
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
            <source>Last round played</source>
            <translation>Rozegrano ostatnią rundę</translation>
        </message>
        <message>
            <source>Army eliminated</source>
            <translation>Armia wyeliminowana</translation>
        </message>
        <message>
            <source>Concession</source>
            <translation>Poddanie</translation>
        </message>
        <message>
            <source>Time ran out</source>
            <translation>Skończył się czas</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>Za zgodą graczy</translation>
        </message>
        <message>
            <source>suppressed: 1 action lost</source>
            <translation>przygwożdżony: traci 1 akcję</translation>
        </message>
        <message>
            <source>damaged: 1 action lost</source>
            <translation>uszkodzony: traci 1 akcję</translation>
        </message>
        <message>
            <source>ion: an action lost per token</source>
            <translation>jonizacja: traci akcję za każdy żeton</translation>
        </message>
        <message>
            <source>panicked: one move toward the nearest edge, no free action</source>
            <translation>panika: jeden ruch w stronę najbliższej krawędzi, bez akcji darmowych</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
        <message>
            <source>the game is over ({reason}), without a winner</source>
            <translation>gra się zakończyła ({reason}) bez zwycięzcy</translation>
        </message>
        <message>
            <source>{player} wins ({reason})</source>
            <translation>wygrywa {player} ({reason})</translation>
        </message>
        <message>
            <source>Battle cards: {cards}</source>
            <translation>Karty bitwy: {cards}</translation>
        </message>
        <message>
            <source>The armies are deployed; {player}, the blue player, takes the round counter</source>
            <translation>Armie są rozstawione; {player}, gracz niebieski, bierze licznik rund</translation>
        </message>
        <message>
            <source>{player} plays no command card</source>
            <translation>{player} nie zagrywa karty rozkazu</translation>
        </message>
        <message numerus="yes">
            <source>{player} plays {card}, card of {owner} (%n pips)</source>
            <translation>
                <numerusform>{player} zagrywa {card}, kartę postaci {owner} (%n punkt)</numerusform>
                <numerusform>{player} zagrywa {card}, kartę postaci {owner} (%n punkty)</numerusform>
                <numerusform>{player} zagrywa {card}, kartę postaci {owner} (%n punktów)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} plays {card} (%n pips)</source>
            <translation>
                <numerusform>{player} zagrywa {card} (%n punkt)</numerusform>
                <numerusform>{player} zagrywa {card} (%n punkty)</numerusform>
                <numerusform>{player} zagrywa {card} (%n punktów)</numerusform>
            </translation>
        </message>
        <message>
            <source>the pips tie: {holder} rolls {face}, {player} has priority</source>
            <translation>remis punktów: {holder} wyrzuca {face}, inicjatywę ma {player}</translation>
        </message>
        <message>
            <source>{player} has priority</source>
            <translation>inicjatywę ma {player}</translation>
        </message>
        <message>
            <source>{player} issues orders to: {units}</source>
            <translation>{player} wydaje rozkazy: {units}</translation>
        </message>
        <message>
            <source>Activation phase: {player} activates first</source>
            <translation>Faza aktywacji: {player} aktywuje pierwszy</translation>
        </message>
        <message>
            <source>{player} draws a {rank} order token from the pool</source>
            <translation>{player} losuje z puli żeton rozkazu: {rank}</translation>
        </message>
        <message>
            <source>{unit} activates</source>
            <translation>Oddział {unit} jest aktywowany</translation>
        </message>
        <message numerus="yes">
            <source>rallies: %n suppression removed</source>
            <translation>
                <numerusform>zbiórka: usunięto %n żeton przygwożdżenia</numerusform>
                <numerusform>zbiórka: usunięto %n żetony przygwożdżenia</numerusform>
                <numerusform>zbiórka: usunięto %n żetonów przygwożdżenia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n actions</source>
            <translation>
                <numerusform>%n akcja</numerusform>
                <numerusform>%n akcje</numerusform>
                <numerusform>%n akcji</numerusform>
            </translation>
        </message>
        <message>
            <source>{unit}: free {action}</source>
            <translation>{unit}: {action} (akcja darmowa)</translation>
        </message>
        <message>
            <source>{unit}: {action}</source>
            <translation>{unit}: {action}</translation>
        </message>
        <message>
            <source>{unit} ends its activation</source>
            <translation>Oddział {unit} kończy aktywację</translation>
        </message>
        <message>
            <source>End phase: command cards discarded, aim, dodge and standby tokens removed, one suppression removed from each unit</source>
            <translation>Faza końcowa: karty rozkazu odrzucone, żetony celowania, uniku i czuwania usunięte, z każdego oddziału usunięto jeden żeton przygwożdżenia</translation>
        </message>
        <message>
            <source>{unit} is promoted to commander</source>
            <translation>przywódca oddziału {unit} awansuje na dowódcę</translation>
        </message>
        <message>
            <source>round {round} begins, {player} holds the round counter</source>
            <translation>zaczyna się runda {round}, licznik rund ma {player}</translation>
        </message>
        <message numerus="yes">
            <source>{unit} heals %n wounds</source>
            <translation>
                <numerusform>Oddział {unit} leczy %n ranę</numerusform>
                <numerusform>Oddział {unit} leczy %n rany</numerusform>
                <numerusform>Oddział {unit} leczy %n ran</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} suffers %n wounds</source>
            <translation>
                <numerusform>Oddział {unit} otrzymuje %n ranę</numerusform>
                <numerusform>Oddział {unit} otrzymuje %n rany</numerusform>
                <numerusform>Oddział {unit} otrzymuje %n ran</numerusform>
            </translation>
        </message>
        <message>
            <source>red die {face}: {token}</source>
            <translation>czerwona kość {face}: {token}</translation>
        </message>
        <message>
            <source>{unit} is defeated</source>
            <translation>Oddział {unit} jest pokonany</translation>
        </message>
        <message numerus="yes">
            <source>{unit} gains %n {token}</source>
            <translation>
                <numerusform>Oddział {unit} otrzymuje %n żeton: {token}</numerusform>
                <numerusform>Oddział {unit} otrzymuje %n żetony: {token}</numerusform>
                <numerusform>Oddział {unit} otrzymuje %n żetonów: {token}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{unit} loses %n {token}</source>
            <translation>
                <numerusform>Oddział {unit} traci %n żeton: {token}</numerusform>
                <numerusform>Oddział {unit} traci %n żetony: {token}</numerusform>
                <numerusform>Oddział {unit} traci %n żetonów: {token}</numerusform>
            </translation>
        </message>
        <message>
            <source>it is suppressed</source>
            <translation>jest przygwożdżony</translation>
        </message>
        <message>
            <source>it is no longer panicked</source>
            <translation>już nie panikuje</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n victory tokens ({total})</source>
            <translation>
                <numerusform>{player} zdobywa %n żeton zwycięstwa ({total})</numerusform>
                <numerusform>{player} zdobywa %n żetony zwycięstwa ({total})</numerusform>
                <numerusform>{player} zdobywa %n żetonów zwycięstwa ({total})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n victory tokens ({total})</source>
            <translation>
                <numerusform>{player} traci %n żeton zwycięstwa ({total})</numerusform>
                <numerusform>{player} traci %n żetony zwycięstwa ({total})</numerusform>
                <numerusform>{player} traci %n żetonów zwycięstwa ({total})</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is ended early</source>
            <translation>Gra zostaje przerwana przed końcem</translation>
        </message>
        <message>
            <source>{unit} corrected by hand: wounds {wounds}/{total}{state}</source>
            <translation>Oddział {unit} poprawiony ręcznie: rany {wounds}/{total}{state}</translation>
        </message>
        <message>
            <source>{unit} is defeated ({points} points)</source>
            <translation>oddział {unit} jest pokonany ({points} pkt)</translation>
        </message>
        <message numerus="yes">
            <source>%n miniatures defeated</source>
            <translation>
                <numerusform>%n figurka pokonana</numerusform>
                <numerusform>%n figurki pokonane</numerusform>
                <numerusform>%n figurek pokonanych</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} · {phase} · round counter: {player}</source>
            <translation>Runda {round} · {phase} · licznik rund: {player}</translation>
        </message>
        <message>
            <source>{player}{blue}: victory tokens {victory} · score {score} · command cards left {hand}</source>
            <translation>{player}{blue}: żetony zwycięstwa {victory} · wynik {score} · pozostałe karty rozkazu {hand}</translation>
        </message>
        <message>
            <source>blue player</source>
            <translation>gracz niebieski</translation>
        </message>
        <message>
            <source>  {unit}: wounds {wounds}/{total}, miniatures {alive} of {minis}</source>
            <translation>  {unit}: rany {wounds}/{total}, figurki {alive} z {minis}</translation>
        </message>
        <message>
            <source>panicked</source>
            <translation>panika</translation>
        </message>
        <message>
            <source>suppressed</source>
            <translation>przygwożdżony</translation>
        </message>
        <message>
            <source>defeated</source>
            <translation>pokonany</translation>
        </message>
        <message>
            <source>victory tokens {tokens} · round {round}</source>
            <translation>żetony zwycięstwa {tokens} · runda {round}</translation>
        </message>
        <message>
            <source>Star Wars: Legion</source>
            <translation>Star Wars: Legion</translation>
        </message>
        <message>
            <source>Game report</source>
            <translation>Raport z gry</translation>
        </message>
        <message>
            <source>{player} wins, {tokens} in victory tokens</source>
            <translation>Wygrywa {player}, {tokens} w żetonach zwycięstwa</translation>
        </message>
        <message>
            <source>The game ended without a winner</source>
            <translation>Gra zakończyła się bez zwycięzcy</translation>
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
            <source>Duration</source>
            <translation>Czas gry</translation>
        </message>
        <message>
            <source>Blue player</source>
            <translation>Gracz niebieski</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Victory tokens</source>
            <translation>Żetony zwycięstwa</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Units defeated</source>
            <translation>Pokonane oddziały</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Oddział</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Rany</translation>
        </message>
        <message>
            <source>Miniatures</source>
            <translation>Figurki</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Żetony</translation>
        </message>
        <message>
            <source>At the end</source>
            <translation>Na koniec</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>W grze</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Pokonany</translation>
        </message>
        <message>
            <source>Panicked</source>
            <translation>Panikuje</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Przygwożdżony</translation>
        </message>
        <message>
            <source>Unnamed army</source>
            <translation>Armia bez nazwy</translation>
        </message>
        <message>
            <source>Battle cards</source>
            <translation>Karty bitwy</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Rząd</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Karta</translation>
        </message>
        <message>
            <source>Primary objective</source>
            <translation>Cel główny</translation>
        </message>
        <message>
            <source>Secondary objective</source>
            <translation>Cel dodatkowy</translation>
        </message>
        <message>
            <source>Advantage</source>
            <translation>Przewaga</translation>
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
            <source>Round by round</source>
            <translation>Runda po rundzie</translation>
        </message>
        <message>
            <source>Round by round (continued)</source>
            <translation>Runda po rundzie (ciąg dalszy)</translation>
        </message>
        <message>
            <source>Printed with Muster {version}</source>
            <translation>Wydrukowano w Muster {version}</translation>
        </message>
        <message>
            <source>The field "teammate_units" must be a list of unit keys.</source>
            <translation>Pole „teammate_units” musi być listą kluczy oddziałów.</translation>
        </message>
        <message>
            <source>Only a team battle has teammates whose units may be ordered.</source>
            <translation>Tylko w bitwie drużynowej można wydawać rozkazy oddziałom członka drużyny.</translation>
        </message>
        <message>
            <source>{player} has drawn an order token: a unit of its rank activates.</source>
            <translation>Gracz {player} wylosował żeton rozkazu: aktywuje się oddział tej rangi.</translation>
        </message>
        <message>
            <source>"players" must list two players (four in a team battle)</source>
            <translation>„players” musi wymieniać dwóch graczy (czterech w bitwie drużynowej)</translation>
        </message>
        <message>
            <source>"teams" must give each of the four players a team, 0 or 1</source>
            <translation>„teams” musi przypisać każdemu z czterech graczy drużynę, 0 lub 1</translation>
        </message>
        <message>
            <source>The field "courage_player" names the player or the teammate whose Commander lends courage ("courage_from").</source>
            <translation>Pole „courage_player” wskazuje gracza lub członka drużyny, którego dowódca użycza odwagi („courage_from”).</translation>
        </message>
        <message>
            <source>the pips tie between the teams: {player} has fewer pips in all ({fewer} against {more}) and has priority</source>
            <translation>remis punktów między drużynami: {player} ma mniej punktów łącznie ({fewer} wobec {more}) i ma inicjatywę</translation>
        </message>
        <message>
            <source>The army of {player}: {problem}</source>
            <translation>Armia gracza {player}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>LegionTrackerView</name>
        <message>
            <source>Standing Orders</source>
            <translation>Rozkazy stałe</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>bez karty</translation>
        </message>
        <message>
            <source> (blue)</source>
            <translation> (niebieski)</translation>
        </message>
        <message>
            <source>Victory tokens: {count}</source>
            <translation>Żetony zwycięstwa: {count}</translation>
        </message>
        <message>
            <source>No card</source>
            <translation>Bez karty</translation>
        </message>
        <message>
            <source>Order pool: {tokens}</source>
            <translation>Pula rozkazów: {tokens}</translation>
        </message>
        <message>
            <source>drawn: {rank}</source>
            <translation>wylosowano: {rank}</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Runda {round} z {rounds}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
        <message>
            <source>Battle: {cards}</source>
            <translation>Bitwa: {cards}</translation>
        </message>
        <message>
            <source>Round counter: {player}</source>
            <translation>Licznik rund: {player}</translation>
        </message>
        <message>
            <source>Priority: {player}</source>
            <translation>Inicjatywa: {player}</translation>
        </message>
        <message>
            <source>{player} activates {unit}: {taken} of {actions} actions</source>
            <translation>{player} aktywuje {unit}: akcje {taken} z {actions}</translation>
        </message>
        <message>
            <source>{player} activates a unit</source>
            <translation>{player} aktywuje oddział</translation>
        </message>
        <message>
            <source>{player} promotes</source>
            <translation>{player} awansuje</translation>
        </message>
        <message>
            <source>Primary objective</source>
            <translation>Cel główny</translation>
        </message>
        <message>
            <source>Secondary objective</source>
            <translation>Cel dodatkowy</translation>
        </message>
        <message>
            <source>Advantage</source>
            <translation>Przewaga</translation>
        </message>
        <message>
            <source>A draw</source>
            <translation>Remis</translation>
        </message>
        <message>
            <source>{team} win</source>
            <translation>Wygrywają {team}</translation>
        </message>
        <message>
            <source>{player} wins</source>
            <translation>Wygrywa {player}</translation>
        </message>
        <message>
            <source>Time ran out</source>
            <translation>Skończył się czas</translation>
        </message>
        <message>
            <source>Agreed by the players</source>
            <translation>Za zgodą graczy</translation>
        </message>
        <message>
            <source>Battle cards chosen</source>
            <translation>Karty bitwy wybrane</translation>
        </message>
        <message>
            <source>Deployment complete</source>
            <translation>Rozstawienie zakończone</translation>
        </message>
        <message>
            <source>Free action</source>
            <translation>Akcja darmowa</translation>
        </message>
        <message>
            <source>End activation (E)</source>
            <translation>Koniec aktywacji (E)</translation>
        </message>
        <message>
            <source>End phase (R)</source>
            <translation>Faza końcowa (R)</translation>
        </message>
        <message>
            <source>Print game report…</source>
            <translation>Drukuj raport z rozgrywki…</translation>
        </message>
        <message>
            <source>Print or save as PDF the report of this game: result, armies, log (Ctrl+P)</source>
            <translation>Wydrukuj lub zapisz jako PDF raport z tej rozgrywki: wynik, armie, dziennik (Ctrl+P)</translation>
        </message>
    </context>
    <context>
        <name>QuickFill</name>
        <message>
            <source>Fill the hand</source>
            <translation>Uzupełnij rękę</translation>
        </message>
        <message>
            <source>Complete the command hand with cards that fit: your characters' cards first, then generic ones. The cards you took stay; change any in its tab.</source>
            <translation>Uzupełnij rękę rozkazów pasującymi kartami: najpierw karty twoich postaci, potem ogólne. Wzięte już karty zostają; zmień dowolną w jej zakładce.</translation>
        </message>
        <message>
            <source>Fill the deck</source>
            <translation>Uzupełnij talię</translation>
        </message>
        <message>
            <source>Complete the battle deck with the cards the format asks for. The cards you took stay; change any in its tab.</source>
            <translation>Uzupełnij talię bitwy kartami, których wymaga format. Wzięte już karty zostają; zmień dowolną w jej zakładce.</translation>
        </message>
    </context>
    <context>
        <name>TeammateSeat</name>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>A saved army of the format Team battle (600 points)</source>
            <translation>Zapisana armia w formacie Bitwa drużynowa (600 punktów)</translation>
        </message>
    </context>
    <context>
        <name>UnitCorrectionDialog</name>
        <message>
            <source>Correct {unit}</source>
            <translation>Popraw: {unit}</translation>
        </message>
        <message>
            <source>A correction sets the unit as it is on the table; no rule runs. It is recorded in the log and can be undone.</source>
            <translation>Poprawka ustawia oddział tak, jak jest na stole; żadna reguła nie jest stosowana. Trafia do dziennika i można ją cofnąć.</translation>
        </message>
        <message>
            <source>Wounds per miniature</source>
            <translation>Rany na figurkę</translation>
        </message>
        <message>
            <source>Unit leader</source>
            <translation>Przywódca oddziału</translation>
        </message>
        <message>
            <source>Miniature {number}</source>
            <translation>Figurka {number}</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Żetony</translation>
        </message>
        <message>
            <source>Unit defeated</source>
            <translation>Oddział pokonany</translation>
        </message>
    </context>
    <context>
        <name>UnitRow</name>
        <message>
            <source>Wounds per miniature, the unit leader first: {wounds}</source>
            <translation>Rany na figurkę, najpierw przywódca oddziału: {wounds}</translation>
        </message>
        <message>
            <source>Suppression {count}</source>
            <translation>Przygwożdżenie {count}</translation>
        </message>
        <message>
            <source>Suppression {count} / courage {courage}</source>
            <translation>Przygwożdżenie {count} / odwaga {courage}</translation>
        </message>
        <message>
            <source>Defeated</source>
            <translation>Pokonany</translation>
        </message>
        <message>
            <source>Panicked</source>
            <translation>Panikuje</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Przygwożdżony</translation>
        </message>
        <message>
            <source>Order in the pool</source>
            <translation>Rozkaz w puli</translation>
        </message>
        <message>
            <source>Ordered</source>
            <translation>Odkryty żeton rozkazu</translation>
        </message>
        <message>
            <source>Activated</source>
            <translation>Aktywowany</translation>
        </message>
        <message>
            <source>No tokens</source>
            <translation>Brak żetonów</translation>
        </message>
        <message>
            <source>+ Wound</source>
            <translation>+ Rana</translation>
        </message>
        <message>
            <source>Heal</source>
            <translation>Lecz</translation>
        </message>
        <message>
            <source>Gain a suppression token</source>
            <translation>Dodaj żeton przygwożdżenia</translation>
        </message>
        <message>
            <source>Remove a suppression token</source>
            <translation>Usuń żeton przygwożdżenia</translation>
        </message>
        <message>
            <source>Activate</source>
            <translation>Aktywuj</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Rozkaz</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Żetony</translation>
        </message>
        <message>
            <source>Gain {token}</source>
            <translation>Dodaj: {token}</translation>
        </message>
        <message>
            <source>Remove {token}</source>
            <translation>Usuń: {token}</translation>
        </message>
        <message>
            <source>Unit defeated</source>
            <translation>Oddział pokonany</translation>
        </message>
        <message>
            <source>Activate with the courage of {commander}</source>
            <translation>Aktywuj z odwagą: {commander}</translation>
        </message>
        <message>
            <source>Correct…</source>
            <translation>Popraw…</translation>
        </message>
        <message>
            <source>Set the wounds, tokens or defeat as they are on the table</source>
            <translation>Ustaw rany, żetony lub pokonanie tak, jak są na stole</translation>
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
            <source>{card_name} is not out yet ({when}): its points and rules may change.</source>
            <translation>{card_name} jeszcze nie wyszła ({when}): jej punkty i zasady mogą się zmienić.</translation>
        </message>
        <message>
            <source>Not in your collection: {unit_name} (the army uses {used}).</source>
            <translation>{unit_name}: brak w twojej kolekcji (armia używa {used} szt.).</translation>
        </message>
        <message>
            <source>You own {owned} of {unit_name} but the army uses {used}.</source>
            <translation>{unit_name}: masz {owned} szt., a armia używa {used} szt.</translation>
        </message>
        <message>
            <source>A team in a team battle is two armies; this one has {count}.</source>
            <translation>Drużyna w bitwie drużynowej to dwie armie; ta ma {count}.</translation>
        </message>
        <message>
            <source>The army of {player} is not built for a team battle (600 points: the format {format}).</source>
            <translation>Armia gracza {player} nie jest zbudowana do bitwy drużynowej (600 punktów: format {format}).</translation>
        </message>
        <message>
            <source>The armies of a team belong to the same faction: {player} fields the {faction}, {teammate} the {other_faction}.</source>
            <translation>Armie jednej drużyny należą do tej samej frakcji: {player} wystawia frakcję {faction}, {teammate} frakcję {other_faction}.</translation>
        </message>
        <message>
            <source>The unique name {card_name} stands in the armies of both {player} and {teammate}; a team shares the uniqueness rules.</source>
            <translation>Unikatowa nazwa {card_name} występuje w armiach obu graczy, {player} i {teammate}; drużyna dzieli zasady unikatowości.</translation>
        </message>
    </context>
</TS>
