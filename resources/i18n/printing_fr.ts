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
            <source>A bleed of {value} mm cannot be used: give 0 to {maximum} mm.</source>
            <translation>Un fond perdu de {value} mm est inutilisable : indiquez de 0 à {maximum} mm.</translation>
        </message>
        <message>
            <source>Cannot write the PDF {file}: {detail}</source>
            <translation>Impossible d'écrire le PDF {file} : {detail}</translation>
        </message>
        <message>
            <source>There is nothing to print: the roster has no unit the catalogue knows.</source>
            <translation>Il n'y a rien à imprimer : la liste d'armée ne contient aucune unité connue du catalogue.</translation>
        </message>
        <message>
            <source>Muster prints no document "{document}" for {system}.</source>
            <translation>Muster n'imprime aucun document « {document} » pour {system}.</translation>
        </message>
    </context>
    <context>
        <name>PrintDialog</name>
        <message>
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <source>&amp;Print:</source>
            <translation>&amp;Imprimer :</translation>
        </message>
        <message>
            <source>Roster sheet and cards</source>
            <translation>Feuille de liste et cartes</translation>
        </message>
        <message>
            <source>Roster sheet</source>
            <translation>Feuille de liste</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>P&amp;apier :</translation>
        </message>
        <message>
            <source>Card &amp;size:</source>
            <translation>&amp;Taille des cartes :</translation>
        </message>
        <message>
            <source>Custom size</source>
            <translation>Taille personnalisée</translation>
        </message>
        <message>
            <source>Card width in millimetres</source>
            <translation>Largeur de la carte en millimètres</translation>
        </message>
        <message>
            <source>Card height in millimetres</source>
            <translation>Hauteur de la carte en millimètres</translation>
        </message>
        <message>
            <source>&amp;Crop marks</source>
            <translation>Traits de &amp;coupe</translation>
        </message>
        <message>
            <source>&amp;Bleed</source>
            <translation>&amp;Fond perdu</translation>
        </message>
        <message>
            <source>How far the card's colours run past the cut, in millimetres</source>
            <translation>Débord des couleurs de la carte au-delà de la coupe, en millimètres</translation>
        </message>
        <message>
            <source>Card &amp;backs for double-sided printing</source>
            <translation>&amp;Dos des cartes pour l'impression recto verso</translation>
        </message>
        <message>
            <source>Each page of cards is followed by its backs, mirrored for a long-edge flip</source>
            <translation>Chaque page de cartes est suivie de ses dos, en miroir pour une reliure bord long</translation>
        </message>
        <message>
            <source>&amp;Export PDF…</source>
            <translation>&amp;Exporter en PDF…</translation>
        </message>
        <message>
            <source>P&amp;rint…</source>
            <translation>Imp&amp;rimer…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Preparing page %v of %m…</source>
            <translation>Préparation de la page %v sur %m…</translation>
        </message>
        <message>
            <source>Cards per page: {count}</source>
            <translation>Cartes par page : {count}</translation>
        </message>
        <message>
            <source>Pages: {count}</source>
            <translation>Pages : {count}</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>cartes</translation>
        </message>
        <message>
            <source>game report</source>
            <translation>rapport de partie</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Exporter en PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
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
            <translation>Poker (63,5 × 88,9 mm)</translation>
        </message>
        <message>
            <source>Tarot (70 × 120 mm)</source>
            <translation>Tarot (70 × 120 mm)</translation>
        </message>
        <message numerus="yes">
            <source>{file}: %n page(s) written.</source>
            <translation>
                <numerusform>{file} : %n page écrite.</numerusform>
                <numerusform>{file} : %n pages écrites.</numerusform>
            </translation>
        </message>
    </context>
</TS>
