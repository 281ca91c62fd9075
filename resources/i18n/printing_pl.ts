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
            <source>Cannot write the PDF {file}: {detail}</source>
            <translation>Nie można zapisać pliku PDF {file}: {detail}</translation>
        </message>
        <message>
            <source>There is nothing to print: the roster has no unit the catalogue knows.</source>
            <translation>Nie ma czego drukować: rozpiska nie zawiera żadnej jednostki znanej katalogowi.</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>{file}: {pages} pages written.</source>
            <translation>{file}: zapisano stron: {pages}.</translation>
        </message>
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
    </context>
</TS>
