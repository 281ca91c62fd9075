"""Muster's interface: PySide6 only. Only the entry point imports this package."""
