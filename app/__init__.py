"""Muster's application core: everything but the interface. Never imports Qt."""

# The one place the version is written; pyproject.toml reads it from here.
__version__ = "0.1.0"

APP_NAME = "Muster"
APP_ID = "muster"
ORGANIZATION = "Muster"
