"""Paths, database URL and preferences."""

import json
from pathlib import Path

import platformdirs
import pytest

from app import settings


def test_paths_honour_muster_home(muster_home: Path):
    where = settings.paths()
    assert where.data_dir == muster_home / "data"
    assert where.log_dir == muster_home / "logs"
    assert where.config_dir == muster_home / "config"
    assert where.database_file == muster_home / "data" / "muster.db"
    assert where.backups_dir.parent == where.data_dir
    assert where.preferences_file.parent == where.config_dir


def test_without_muster_home_platformdirs_decide(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.delenv("MUSTER_HOME")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a: str(tmp_path / "d"))
    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *a: str(tmp_path / "l"))
    monkeypatch.setattr(platformdirs, "user_config_dir", lambda *a: str(tmp_path / "c"))
    where = settings.paths()
    assert (where.data_dir, where.log_dir, where.config_dir) == (
        tmp_path / "d",
        tmp_path / "l",
        tmp_path / "c",
    )


def test_ensure_creates_the_folders(muster_home: Path):
    where = settings.paths().ensure()
    assert where.data_dir.is_dir() and where.backups_dir.is_dir() and where.log_dir.is_dir()


def test_database_url_default_preference_and_environment(muster_home, monkeypatch):
    where = settings.paths()
    assert settings.database_url() == f"sqlite:///{where.database_file}"
    prefs = settings.load_preferences()
    prefs.set("database_url", "postgresql+psycopg://club@server/league")
    assert settings.database_url() == "postgresql+psycopg://club@server/league"
    monkeypatch.setenv("MUSTER_DATABASE_URL", "sqlite:////tmp/other.db")
    assert settings.database_url() == "sqlite:////tmp/other.db"


def test_preferences_persist_and_keep_unknown_keys(muster_home):
    file = settings.paths().preferences_file
    file.parent.mkdir(parents=True)
    file.write_text(json.dumps({"from_a_newer_muster": 1}), encoding="utf-8")
    prefs = settings.load_preferences()
    prefs.set("language", "pl")
    again = settings.load_preferences()
    assert again.language == "pl"
    assert json.loads(file.read_text(encoding="utf-8"))["from_a_newer_muster"] == 1


def test_broken_preferences_are_set_aside(muster_home):
    file = settings.paths().preferences_file
    file.parent.mkdir(parents=True)
    file.write_text("{not json", encoding="utf-8")
    prefs = settings.load_preferences()
    assert prefs.get("language") is None
    assert file.with_suffix(".json.broken").read_text(encoding="utf-8") == "{not json"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("fr_FR.UTF-8", "fr"), ("pl_PL.UTF-8", "pl"), ("en_GB.UTF-8", "en"), ("de_DE.UTF-8", "en")],
)
def test_language_follows_the_system_locale(monkeypatch, lang, expected):
    monkeypatch.setenv("LANG", lang)
    monkeypatch.setattr(settings.locale, "getlocale", lambda: (None, None))
    assert settings.system_language() == expected
    assert settings.load_preferences().language == expected
