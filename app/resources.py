"""Where the shipped resources (data packs, translations, fonts) are found."""

import sys
from pathlib import Path


def resources_dir() -> Path:
    # A PyInstaller bundle unpacks next to sys._MEIPASS; a source tree or an editable install
    # keeps resources/ beside the app package.
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def data_dir(system_id: str) -> Path:
    return resources_dir() / "data" / system_id


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def project_root() -> Path:
    return Path(__file__).resolve().parent.parent
