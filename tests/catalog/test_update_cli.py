"""``muster catalog publish / subscribe / unsubscribe / repositories / update / rollback``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import run
from tests.catalog.http_repo import RepoServer, pack_bytes
from tests.catalog.test_updates import snapshot


@pytest.fixture
def server() -> Iterator[RepoServer]:
    repo = RepoServer()
    yield repo
    repo.stop()


def serve_folder(server: RepoServer, folder: Path) -> None:
    for file in folder.rglob("*.json"):
        server.put("/" + file.relative_to(folder).as_posix(), file.read_bytes())


def test_publish_subscribe_update_and_roll_back(
    server: RepoServer, tmp_path: Path, packs_root: Path, capsys: pytest.CaptureFixture
):
    folder = tmp_path / "club"
    (folder / "shatterpoint").mkdir(parents=True)
    (folder / "shatterpoint" / "points.json").write_bytes(pack_bytes("2026.11.1", rex_pc=5))
    assert run(["catalog", "publish", str(folder), "--name", "Club"]) == 0
    assert "index.json: 1 pack." in capsys.readouterr().out
    index = json.loads((folder / "index.json").read_text("utf-8"))
    [line] = index["systems"]["shatterpoint"]
    assert (line["id"], line["url"], line["version"]) == (
        "club-points",
        "shatterpoint/points.json",
        "2026.11.1",
    )
    serve_folder(server, folder)

    assert run(["catalog", "repositories"]) == 0
    assert "no data repository" in capsys.readouterr().out
    assert run(["catalog", "update"]) == 0
    assert "subscribe" in capsys.readouterr().out
    assert run(["catalog", "subscribe", server.base + "/"]) == 0
    assert "Following" in capsys.readouterr().out
    assert run(["catalog", "subscribe", server.base + "/"]) == 0
    assert "already follow" in capsys.readouterr().out
    assert run(["catalog", "repositories", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == [server.base + "/"]

    assert run(["catalog", "update", "--check"]) == 0
    out = capsys.readouterr().out
    assert "~ CC-7567 Captain Rex (cc-7567-captain-rex): PC 4 → 5" in out
    assert "1 pack to update; nothing was changed yet." in out
    assert snapshot(packs_root) == {}
    assert run(["catalog", "update", "--format", "json", "--lang", "pl"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "applied"
    assert report["systems"][0]["added"] == ["savage-opress"]
    assert report["systems"][0]["changed"][0]["fields"] == [
        {"field": "pc", "before": 4, "after": 5}
    ]
    assert run(["catalog", "update"]) == 0
    assert "Every catalogue is up to date." in capsys.readouterr().out
    assert run(["catalog", "list", "--format", "json"]) == 0
    units = {u["id"]: u for u in json.loads(capsys.readouterr().out)}
    assert (
        units["cc-7567-captain-rex"]["pc"] == 5 and units["savage-opress"]["pack"] == "club-points"
    )

    assert run(["catalog", "rollback", "shatterpoint", "--lang", "fr"]) == 0
    assert "est revenu à son état d'avant" in capsys.readouterr().out
    assert snapshot(packs_root) == {}
    assert run(["catalog", "rollback", "shatterpoint"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: There is no update") and err.count("\n") == 1

    assert run(["catalog", "unsubscribe", server.base + "/"]) == 0
    assert "the packs installed from it stay" in capsys.readouterr().out
    assert run(["catalog", "unsubscribe", server.base + "/"]) == 2
    assert "You do not follow" in capsys.readouterr().err


def test_a_refused_update_exits_2_and_changes_nothing(
    server: RepoServer, packs_root: Path, capsys: pytest.CaptureFixture
):
    url = server.publish(
        {"shatterpoint/club-points": pack_bytes("1", rex_pc=5)},
        overrides={"shatterpoint/club-points": {"sha256": "f" * 64}},
    )
    assert run(["catalog", "subscribe", url]) == 0
    capsys.readouterr()
    history = packs_root.parent / "catalog-history"
    before = (snapshot(packs_root), snapshot(history))
    assert run(["catalog", "update", "--lang", "fr"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert "son SHA-256 diffère" in captured.err
    assert (snapshot(packs_root), snapshot(history)) == before


def test_bad_subscriptions_and_publications(tmp_path: Path, capsys: pytest.CaptureFixture):
    assert run(["catalog", "subscribe", "club.example/index.json"]) == 2
    assert "http or https" in capsys.readouterr().err
    assert run(["catalog", "publish", str(tmp_path / "missing")]) == 2
    assert "it is not a folder" in capsys.readouterr().err
    (tmp_path / "notes.json").write_text('{"format": "muster.roster/1"}', encoding="utf-8")
    assert run(["catalog", "publish", str(tmp_path)]) == 2
    assert "notes.json is not a Muster catalogue pack" in capsys.readouterr().err
    assert not (tmp_path / "index.json").exists()
