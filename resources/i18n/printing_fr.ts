<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>Errors</name>
        <message>
            <source>This print option cannot be used: {detail}</source>
            <translation>Cette option d'impression est inutilisable : {detail}</translation>
        </message>
        <message>
            <source>The card size "{value}" cannot be used: give poker, tarot or a width and height in millimetres such as 63.5x88.9.</source>
            <translation>La taille de carte « {value} » est inutilisable : indiquez poker, tarot, ou une largeur et une hauteur en millimètres, par exemple 63.5x88.9.</translation>
        </message>
        <message>
            <source>A {width} × {height} mm card does not fit on {paper} paper; choose a smaller card or less bleed.</source>
            <translation>Une carte de {width} × {height} mm ne tient pas sur une feuille {paper} ; choisissez une carte plus petite ou moins de fond perdu.</translation>
        </message>
        <message>
            <source>A {width} × {height} mm card is too small to print legibly; cards must be at least {minimum} mm on each side.</source>
            <translation>Une carte de {width} × {height} mm est trop petite pour rester lisible ; chaque côté doit mesurer au moins {minimum} mm.</translation>
        </message>
        <message>
            <source>Cannot write the PDF {file}: {detail}</source>
            <translation>Impossible d'écrire le PDF {file} : {detail}</translation>
        </message>
        <message>
            <source>There is nothing to print: the roster has no unit the catalogue knows.</source>
            <translation>Il n'y a rien à imprimer : la liste d'armée ne contient aucune unité connue du catalogue.</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>{file}: {pages} pages written.</source>
            <translation>{file} : {pages} pages écrites.</translation>
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
            <translation>Poker (63,5 × 88,9 mm)</translation>
        </message>
        <message>
            <source>Tarot (70 × 120 mm)</source>
            <translation>Tarot (70 × 120 mm)</translation>
        </message>
    </context>
</TS>
