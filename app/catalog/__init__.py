"""Catalogue packs: their format, loading and validation, and importers of community formats."""
