"""Printed documents (reportlab): card sheets and roster sheets.

This package knows paper, cards, crop marks, fonts, QR codes and text; it knows nothing of any
game. What a card or a roster sheet of a game shows comes from the game system's print layout
(``system.print_layout()``), as the plain descriptions of :mod:`app.printing.layout`.
reportlab is imported only here, and only when a document is made.
"""
