<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>Errors</name>
        <message>
            <source>This print option cannot be used: {detail}</source>
            <translation>Nie można użyć tej opcji drukowania: {detail}</translation>
        </message>
        <message>
            <source>The card size "{value}" cannot be used: give poker, tarot or a width and height in millimetres such as 63.5x88.9.</source>
            <translation>Nie można użyć rozmiaru karty „{value}”: podaj poker, tarot albo szerokość i wysokość w milimetrach, np. 63.5x88.9.</translation>
        </message>
        <message>
            <source>A {width} × {height} mm card does not fit on {paper} paper; choose a smaller card or less bleed.</source>
            <translation>Karta {width} × {height} mm nie mieści się na arkuszu {paper}; wybierz mniejszą kartę lub mniejszy spad.</translation>
        </message>
        <message>
            <source>A {width} × {height} mm card is too small to print legibly; cards must be at least {minimum} mm on each side.</source>
            <translation>Karta {width} × {height} mm jest za mała, by dała się czytać; każdy jej bok musi mieć co najmniej {minimum} mm.</translation>
        </message>
        <message>
            <source>A bleed of {value} mm cannot be used: give 0 to {maximum} mm.</source>
            <translation>Nie można użyć spadu {value} mm: podaj od 0 do {maximum} mm.</translation>
        </message>
        <message>
            <source>Cannot write the PDF {file}: {detail}</source>
            <translation>Nie można zapisać pliku PDF {file}: {detail}</translation>
        </message>
        <message>
            <source>There is nothing to print: the roster has no unit the catalogue knows.</source>
            <translation>Nie ma czego drukować: rozpiska nie zawiera żadnej jednostki znanej katalogowi.</translation>
        </message>
        <message>
            <source>Muster prints no document "{document}" for {system}.</source>
            <translation>Muster nie drukuje dokumentu „{document}” dla gry {system}.</translation>
        </message>
    </context>
    <context>
        <name>PrintDialog</name>
        <message>
            <source>Print</source>
            <translation>Drukuj</translation>
        </message>
        <message>
            <source>&amp;Print:</source>
            <translation>&amp;Drukuj:</translation>
        </message>
        <message>
            <source>Roster sheet and cards</source>
            <translation>Arkusz rozpiski i karty</translation>
        </message>
        <message>
            <source>Roster sheet</source>
            <translation>Arkusz rozpiski</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Karty</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Język:</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>P&amp;apier:</translation>
        </message>
        <message>
            <source>Card &amp;size:</source>
            <translation>&amp;Rozmiar kart:</translation>
        </message>
        <message>
            <source>Custom size</source>
            <translation>Własny rozmiar</translation>
        </message>
        <message>
            <source>Card width in millimetres</source>
            <translation>Szerokość karty w milimetrach</translation>
        </message>
        <message>
            <source>Card height in millimetres</source>
            <translation>Wysokość karty w milimetrach</translation>
        </message>
        <message>
            <source>&amp;Crop marks</source>
            <translation>&amp;Znaczniki cięcia</translation>
        </message>
        <message>
            <source>&amp;Bleed</source>
            <translation>&amp;Spad</translation>
        </message>
        <message>
            <source>How far the card's colours run past the cut, in millimetres</source>
            <translation>Jak daleko kolory karty wychodzą poza linię cięcia, w milimetrach</translation>
        </message>
        <message>
            <source>Card &amp;backs for double-sided printing</source>
            <translation>Re&amp;wersy kart do druku dwustronnego</translation>
        </message>
        <message>
            <source>Each page of cards is followed by its backs, mirrored for a long-edge flip</source>
            <translation>Po każdej stronie kart następuje strona rewersów, odbita lustrzanie do obracania wzdłuż dłuższej krawędzi</translation>
        </message>
        <message>
            <source>&amp;Export PDF…</source>
            <translation>&amp;Eksportuj PDF…</translation>
        </message>
        <message>
            <source>P&amp;rint…</source>
            <translation>Dru&amp;kuj…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Preparing page %v of %m…</source>
            <translation>Przygotowywanie strony %v z %m…</translation>
        </message>
        <message>
            <source>Cards per page: {count}</source>
            <translation>Kart na stronie: {count}</translation>
        </message>
        <message>
            <source>Pages: {count}</source>
            <translation>Stron: {count}</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>karty</translation>
        </message>
        <message>
            <source>game report</source>
            <translation>raport z rozgrywki</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Eksport do PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Dokumenty PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <source>US Letter</source>
            <translation>US Letter</translation>
        </message>
        <message>
            <source>Poker (63.5 × 88.9 mm)</source>
            <translation>Pokerowy (63,5 × 88,9 mm)</translation>
        </message>
        <message>
            <source>Tarot (70 × 120 mm)</source>
            <translation>Tarot (70 × 120 mm)</translation>
        </message>
        <message numerus="yes">
            <source>{file}: %n page(s) written.</source>
            <translation>
                <numerusform>{file}: zapisano %n stronę.</numerusform>
                <numerusform>{file}: zapisano %n strony.</numerusform>
                <numerusform>{file}: zapisano %n stron.</numerusform>
            </translation>
        </message>
    </context>
</TS>
