"""The workspace: what one running Muster works with — its paths, preferences, database and
loaded catalogues. The interface and the CLI each make one and pass it around."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.settings import (
    Paths,
    Preferences,
    database_setting,
    database_url,
    load_preferences,
    paths,
)

if TYPE_CHECKING:
    from app.db import Database


class Workspace:
    def __init__(self, where: Paths | None = None, prefs: Preferences | None = None) -> None:
        self.paths = (where or paths()).ensure()
        self.prefs = prefs or load_preferences(self.paths)
        self._db: Database | None = None
        self._catalogs: dict[str, Any] = {}
        self.catalog_problems: dict[str, list[Any]] = {}

    @property
    def database_url(self) -> str:
        return database_url(self.prefs, self.paths)

    def open_database(self, read_only: bool = False) -> Database:
        """Opens (and migrates) the configured database; raises the typed errors of app.db.

        ``read_only`` opens a SQLite file without writing to it (a read-only data folder)."""
        if self._db is None:
            from app.db import open_database  # SQLAlchemy loads after the window is shown

            url, setting = database_setting(self.prefs, self.paths)
            self._db = open_database(
                url, backups_dir=self.paths.backups_dir, read_only=read_only, setting=setting
            )
        return self._db

    @property
    def opened(self) -> Database | None:
        """The database if it is open, without opening it."""
        return self._db

    @property
    def db(self) -> Database:
        return self.open_database()

    def close(self) -> None:
        if self._db is not None:
            self._db.dispose()
            self._db = None

    def user_pack_files(self, system_id: str) -> list[Path]:
        from app.catalog.pack_files import user_pack_files

        return user_pack_files(self.paths.user_packs_dir, system_id)

    def catalog(self, system_id: str) -> Any:
        """The system's catalogue: the built-in pack plus the user's packs (cached).

        A damaged user pack never locks the user out: the catalogue loads without it, and
        ``catalog_problems[system_id]`` says which pack was left out and why (the Catalogue
        page shows it and offers to remove it)."""
        if system_id not in self._catalogs:
            from app import systems
            from app.catalog import pack_cache
            from app.errors import CatalogError

            pack_cache.use_folder(self.paths.pack_cache_dir)
            system = systems.get(system_id)
            try:
                catalog = system.load_catalog(self.user_pack_files(system_id))
                self.catalog_problems.pop(system_id, None)
            except CatalogError:
                from app.catalog.user_packs import salvage

                catalog, summaries = salvage(self.paths.user_packs_dir, system_id)
                self.catalog_problems[system_id] = [s for s in summaries if s.problem]
            self._catalogs[system_id] = catalog
        return self._catalogs[system_id]

    def reload_catalog(self, system_id: str) -> Any:
        self._catalogs.pop(system_id, None)
        return self.catalog(system_id)
