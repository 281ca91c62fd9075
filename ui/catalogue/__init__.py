"""The Catalogue page: loaded packs, importing and exporting them, and the collection."""

from ui.catalogue.page import CataloguePage

__all__ = ["CataloguePage"]
