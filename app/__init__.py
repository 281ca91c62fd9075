"""Muster's application core: everything but the interface. Never imports Qt."""

from importlib import metadata

try:
    __version__ = metadata.version("muster")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

APP_NAME = "Muster"
APP_ID = "muster"
ORGANIZATION = "Muster"
