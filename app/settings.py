"""Where Muster keeps its files, which database it uses, and the user's preferences.

Paths come from platformdirs. ``MUSTER_HOME`` puts every one of them under a single folder
(tests and scripted use rely on it so that nothing touches the real user directories).
``MUSTER_DATABASE_URL`` replaces the database; so does the preference ``database_url``.
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import APP_ID, ORGANIZATION

LANGUAGES = ("en", "fr", "pl")
DEFAULT_LANGUAGE = "en"
DATABASE_FILENAME = "muster.db"
PREFERENCES_FILENAME = "preferences.json"


@dataclass(frozen=True)
class Paths:
    """The folders Muster keeps its data, logs, settings and caches in."""

    data_dir: Path
    log_dir: Path
    config_dir: Path
    cache_dir: Path  # what Muster can make again: deleting it loses nothing

    @property
    def pack_cache_dir(self) -> Path:
        return self.cache_dir / "packs"

    @property
    def database_file(self) -> Path:
        return self.data_dir / DATABASE_FILENAME

    @property
    def backups_dir(self) -> Path:
        return self.data_dir / "backups"

    @property
    def user_packs_dir(self) -> Path:
        return self.data_dir / "packs"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "muster.log"

    @property
    def preferences_file(self) -> Path:
        return self.config_dir / PREFERENCES_FILENAME

    def ensure(self) -> Paths:
        """Creates the folders that are missing. A folder that cannot be made (read-only, not
        allowed) is left to the code that writes there to report: opening the database says
        why, in one sentence, instead of every command stopping here."""
        for folder in (self.data_dir, self.log_dir, self.config_dir, self.backups_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                continue
        return self


def paths() -> Paths:
    home = os.environ.get("MUSTER_HOME")
    if home:
        root = Path(home).expanduser()
        return Paths(root / "data", root / "logs", root / "config", root / "cache")
    import platformdirs  # here: a command that needs no file (``--version``) starts faster

    return Paths(
        Path(platformdirs.user_data_dir(APP_ID, ORGANIZATION)),
        Path(platformdirs.user_log_dir(APP_ID, ORGANIZATION)),
        Path(platformdirs.user_config_dir(APP_ID, ORGANIZATION)),
        Path(platformdirs.user_cache_dir(APP_ID, ORGANIZATION)),
    )


def system_language() -> str:
    """The first of Muster's languages that the system locale asks for, else English."""
    candidates = [os.environ.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        code = value.split(".")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


class Preferences:
    """The user's preferences: a small JSON file in the config directory.

    Unknown keys are kept, so an older Muster never throws away what a newer one saved.
    A broken file is set aside and replaced by defaults rather than stopping the app.
    """

    DEFAULTS: dict[str, Any] = {"language": None, "database_url": None}

    def __init__(self, file: Path) -> None:
        self.file = file
        self._values: dict[str, Any] = dict(self.DEFAULTS)
        self._load()

    def _load(self) -> None:
        # Read within app/jsonio.py's limits: no preferences.json can stop a command.
        from app import jsonio
        from app.errors import FileReadError

        if not self.file.exists():
            return
        try:
            data = jsonio.read_bytes(self.file, jsonio.PREFERENCES_MAX_BYTES)
        except FileReadError:
            return  # unreadable (a folder, no permission, too large): defaults, file left alone
        try:
            loaded = jsonio.loads(data.decode("utf-8-sig"))
        except ValueError:  # not UTF-8, not JSON, beyond the limits
            loaded = None
        if not isinstance(loaded, dict):
            with contextlib.suppress(OSError):
                self.file.replace(self.file.with_suffix(".json.broken"))
            return
        self._values.update(loaded)

    def get(self, key: str, default: Any = None) -> Any:
        value = self._values.get(key)
        return default if value is None else value

    def set(self, key: str, value: Any) -> None:
        self._values[key] = value
        self.save()

    def save(self) -> None:
        from app.files import write_text_atomic

        text = json.dumps(self._values, indent=2, ensure_ascii=False)
        write_text_atomic(self.file, text, create_folder=True)

    @property
    def card_names_in_english(self) -> bool:
        """Card and unit names always in English, whatever the interface language."""
        return self.get("card_names") == "english"

    @property
    def games_played(self) -> list[str]:
        """The games the player says they play (the first run's choice, Settings → Games I
        play), as system ids; empty when never said (then every game counts as played)."""
        value = self.get("games_played")
        return (
            [str(item) for item in value if isinstance(item, str)]
            if isinstance(value, list)
            else []
        )

    @property
    def language(self) -> str:
        chosen = self.get("language")
        return chosen if chosen in LANGUAGES else system_language()


def load_preferences(where: Paths | None = None) -> Preferences:
    return Preferences((where or paths()).preferences_file)


def default_database_url(where: Paths | None = None) -> str:
    return f"sqlite:///{(where or paths()).database_file}"


def database_url(prefs: Preferences | None = None, where: Paths | None = None) -> str:
    """``MUSTER_DATABASE_URL`` first, then the preference, then SQLite in the data directory."""
    return database_setting(prefs, where)[0]


def database_setting(
    prefs: Preferences | None = None, where: Paths | None = None
) -> tuple[str, str]:
    """The database URL and where it was set, as an error message names it."""
    env = os.environ.get("MUSTER_DATABASE_URL")
    if env:
        return env, "MUSTER_DATABASE_URL"
    prefs = prefs or load_preferences(where)
    configured = prefs.get("database_url")
    if configured:
        return configured, f"database_url in {prefs.file}"
    return default_database_url(where), "database_url"
