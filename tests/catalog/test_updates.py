"""Catalogue updates from a data repository served on 127.0.0.1 (tests/catalog/http_repo.py):
every failure is one clear, translated sentence and leaves the installed packs as they were."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import systems
from app.catalog import download, updates
from app.catalog.download import Limits
from app.catalog.repository import IndexFormatError
from app.errors import MusterError
from tests.catalog.http_repo import RepoServer, pack_bytes

EXAMPLE = Path(__file__).parents[2] / "docs/examples/shatterpoint-game.json"
FAST = Limits(timeout=2.0, deadline=20.0)


@pytest.fixture
def server() -> Iterator[RepoServer]:
    repo = RepoServer()
    yield repo
    repo.stop()


def snapshot(root: Path) -> dict[str, str]:
    """Every file under ``root`` with its hash: the installed catalogue, byte for byte."""
    if not root.exists():
        return {}
    return {
        str(f.relative_to(root)): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted(root.rglob("*"))
        if f.is_file()
    }


def republic_roster() -> tuple[str, object]:
    from app.roster.document import RosterDocument

    game = json.loads(EXAMPLE.read_text("utf-8"))
    return "Republic", RosterDocument.from_json(game["setup"]["players"][0]["roster"])


def rosters(system_id: str) -> list[tuple[str, object]]:
    return [republic_roster()] if system_id == "shatterpoint" else []


def check(url: str, packs_root: Path, **kwargs: object) -> updates.UpdatePlan:
    return updates.check_updates([url], packs_root, rosters, limits=FAST, **kwargs)  # type: ignore[arg-type]


def assert_refused(
    url: str, packs_root: Path, error: type[MusterError], *words: str
) -> MusterError:
    before = snapshot(packs_root.parent)
    with pytest.raises(error) as caught:
        check(url, packs_root)
    message = caught.value.message("en")
    assert "\n" not in message and "Traceback" not in message
    for word in words:
        assert word in message
    for language in ("fr", "pl"):  # a sentence of its own in each language
        assert caught.value.message(language) != message
    assert snapshot(packs_root.parent) == before
    return caught.value


def test_a_good_update_previews_applies_and_rolls_back(server: RepoServer, packs_root: Path):
    first = pack_bytes("2026.11.1", rex_pc=5)
    url = server.publish({"shatterpoint/club-points": first})
    history = packs_root.parent / "catalog-history"

    plan = check(url, packs_root)
    assert snapshot(packs_root) == {}  # a check installs nothing
    [update] = plan.systems
    assert [p.pack_id for p in update.packs] == ["club-points"]
    assert update.packs[0].previous_version is None
    assert [e.id for e in update.added] == ["savage-opress"]
    [rex] = update.changed
    assert rex.id == "cc-7567-captain-rex"
    assert [(c.field, c.before, c.after) for c in rex.fields] == [("pc", 4, 5)]
    assert update.removed == []
    assert update.illegal_rosters == ["Republic"]  # 4 + 3 points fitted 7 SP; 5 + 3 do not
    text = "\n".join(updates.plan_lines(plan, "en"))
    assert "new pack club-points 2026.11.1 (2026-11-20)" in text
    assert "+ Savage Opress (savage-opress)" in text
    assert "~ CC-7567 Captain Rex (cc-7567-captain-rex): PC 4 → 5" in text
    assert "Saved rosters that become illegal: 1" in text and "! Republic" in text
    assert "Nouvelle entrée : 1" in "\n".join(updates.plan_lines(plan, "fr"))

    updates.apply_plan(plan, packs_root, history)
    installed = packs_root / "shatterpoint" / "club-points.json"
    assert installed.read_bytes() == first  # byte for byte what the index describes
    catalog = systems.get("shatterpoint").load_catalog([installed])
    assert catalog.units["cc-7567-captain-rex"].pc == 5
    assert check(url, packs_root).nothing_to_do
    assert "Every catalogue is up to date." in updates.plan_lines(check(url, packs_root), "en")

    second = pack_bytes("2026.12.1", rex_pc=4, with_savage=False)
    url = server.publish({"shatterpoint/club-points": second})
    plan = check(url, packs_root)
    [update] = plan.systems
    assert update.packs[0].previous_version == "2026.11.1"
    assert [e.id for e in update.removed] == ["savage-opress"]
    assert [(c.before, c.after) for c in update.changed[0].fields] == [(5, 4)]
    assert update.illegal_rosters == []
    updates.apply_plan(plan, packs_root, history)
    assert installed.read_bytes() == second

    [kept] = updates.histories(history)
    assert (kept.system, kept.packs[0].previous_version) == ("shatterpoint", "2026.11.1")
    report = updates.rollback("shatterpoint", packs_root, history)
    assert installed.read_bytes() == first
    assert report.restored == (("club-points", "2026.11.1"),)
    assert (
        "pack club-points is back at version 2026.11.1" in updates.rollback_lines(report, "en")[1]
    )
    with pytest.raises(updates.NothingToRollBackError) as nothing:
        updates.rollback("shatterpoint", packs_root, history)
    assert "Star Wars: Shatterpoint" in nothing.value.message("en")


def test_rolling_back_a_first_install_removes_the_pack(server: RepoServer, packs_root: Path):
    url = server.publish({"shatterpoint/club-points": pack_bytes("1", rex_pc=5)})
    history = packs_root.parent / "catalog-history"
    updates.apply_plan(check(url, packs_root), packs_root, history)
    report = updates.rollback("shatterpoint", packs_root, history)
    assert report.removed == ("club-points",)
    assert not (packs_root / "shatterpoint" / "club-points.json").exists()


def test_apply_refuses_when_the_catalogue_changed_since_the_check(
    server: RepoServer, packs_root: Path
):
    url = server.publish({"shatterpoint/club-points": pack_bytes("1", rex_pc=5)})
    plan = check(url, packs_root)
    mine = packs_root / "shatterpoint" / "club-points.json"
    mine.parent.mkdir(parents=True)
    mine.write_bytes(pack_bytes("0.9", rex_pc=6))  # imported by hand meanwhile
    with pytest.raises(updates.CatalogChangedError):
        updates.apply_plan(plan, packs_root, packs_root.parent / "catalog-history")
    assert json.loads(mine.read_bytes())["version"] == "0.9"


def test_wrong_hash(server: RepoServer, packs_root: Path):
    url = server.publish(
        {"shatterpoint/club-points": pack_bytes("1", rex_pc=5)},
        overrides={"shatterpoint/club-points": {"sha256": "0" * 64}},
    )
    assert_refused(url, packs_root, download.HashMismatchError, "SHA-256", "club-points.json")


def test_truncated_download(server: RepoServer, packs_root: Path):
    data = pack_bytes("1", rex_pc=5)
    url = server.publish(
        {"shatterpoint/club-points": data}, kinds={"shatterpoint/club-points": "truncate"}
    )
    assert_refused(url, packs_root, download.TruncatedError, f"of {len(data)} bytes")


def test_redirect_loop(server: RepoServer, packs_root: Path):
    server.routes["/a"] = server.routes["/b"] = None  # type: ignore[assignment]
    from tests.catalog.http_repo import Route

    server.routes["/a"] = Route(kind="redirect", location="/b")
    server.routes["/b"] = Route(kind="redirect", location="/a")
    assert_refused(server.url("/a"), packs_root, download.RedirectLoopError, "in a loop")


def test_a_redirect_is_followed(server: RepoServer, packs_root: Path):
    from tests.catalog.http_repo import Route

    server.publish({"shatterpoint/club-points": pack_bytes("1", rex_pc=5)}, "/real/index.json")
    server.routes["/moved"] = Route(kind="redirect", location="/real/index.json")
    server.routes["/real/shatterpoint/club-points.json"] = server.routes.pop(
        "/shatterpoint/club-points.json"
    )
    plan = check(server.url("/moved"), packs_root)
    assert plan.pack_count == 1


@pytest.mark.parametrize("kind", ["ok", "nolength"])
def test_a_pack_100_times_larger_than_the_index_says(
    server: RepoServer, packs_root: Path, kind: str
):
    data = pack_bytes("1", rex_pc=5)
    huge = data + b" " * (len(data) * 99)
    url = server.publish(
        {"shatterpoint/club-points": data},
        overrides={"shatterpoint/club-points": {"size": len(data)}},
        kinds={"shatterpoint/club-points": kind},
    )
    server.routes["/shatterpoint/club-points.json"].body = huge
    assert_refused(url, packs_root, download.TooLargeError, f"{len(data)} bytes", "stopped")


@pytest.mark.parametrize(
    ("body", "words"),
    [
        (b"<html>not found</html>", "not valid JSON"),
        (b'{"format": "muster.roster/1"}', "not a Muster repository index"),
        (b'{"format": "muster.index/1", "systems": []}', '"systems"'),
        (
            json.dumps(
                {
                    "format": "muster.index/1",
                    "systems": {"shatterpoint": [{"id": "x", "version": "1", "date": "2026-11-20",
                                                  "size": 10, "sha256": "abc", "url": "x.json"}]},
                }
            ).encode(),
            '"systems.shatterpoint[0].sha256" must be 64 hexadecimal digits',
        ),
        (
            json.dumps(
                {
                    "format": "muster.index/1",
                    "systems": {"shatterpoint": [{"id": "x", "version": "1", "date": "2026-11-20",
                                                  "size": 10, "sha256": "a" * 64,
                                                  "url": "file:///etc/passwd"}]},
                }
            ).encode(),
            "http or https",
        ),
    ],
)  # fmt: skip
def test_malformed_index(server: RepoServer, packs_root: Path, body: bytes, words: str):
    url = server.put("/index.json", body)
    assert_refused(url, packs_root, IndexFormatError, words, url)


def test_a_pack_for_an_unknown_game(server: RepoServer, packs_root: Path):
    data = pack_bytes("1", rex_pc=5, system="chess")
    url = server.publish({"shatterpoint/club-points": data})
    assert_refused(url, packs_root, updates.PackRefusedError, 'does not know ("chess")')


def test_an_index_offering_an_unknown_game_updates_the_others(server: RepoServer, packs_root: Path):
    data = pack_bytes("1", rex_pc=5)
    url = server.publish({"shatterpoint/club-points": data, "chess/openings": data})
    plan = check(url, packs_root)
    assert plan.pack_count == 1
    assert 'a game this Muster does not know ("chess")' in plan.notices[0].message("en")


def test_a_pack_that_is_not_the_one_listed_or_not_valid(server: RepoServer, packs_root: Path):
    url = server.publish({"shatterpoint/other-id": pack_bytes("1", rex_pc=5)})
    assert_refused(url, packs_root, updates.PackRefusedError, "shatterpoint/other-id 1")
    bad = json.loads(pack_bytes("1", rex_pc=5))
    bad["units"][0]["pc"] = "five"
    url = server.publish({"shatterpoint/club-points": json.dumps(bad).encode()})
    assert_refused(url, packs_root, updates.PackRefusedError, "not a valid pack", "cc-7567")


def test_the_built_in_pack_is_never_replaced(server: RepoServer, packs_root: Path):
    url = server.publish({"shatterpoint/shatterpoint-builtin": pack_bytes("1", rex_pc=5)})
    assert_refused(url, packs_root, updates.PackRefusedError, "built-in pack")


def test_the_server_dies_mid_download(server: RepoServer, packs_root: Path):
    url = server.publish(
        {"shatterpoint/club-points": pack_bytes("1", rex_pc=5)},
        kinds={"shatterpoint/club-points": "die"},
    )
    error = assert_refused(url, packs_root, download.DownloadError, "club-points.json")
    assert isinstance(error, download.TruncatedError | download.UnreachableError)


def test_offline_and_slow_servers(server: RepoServer, packs_root: Path):
    from tests.catalog.http_repo import Route

    server.routes["/slow.json"] = Route(kind="slow", delay=1.0)
    before = snapshot(packs_root.parent)
    with pytest.raises(download.UnreachableError) as slow:
        updates.check_updates([server.url("/slow.json")], packs_root, limits=Limits(timeout=0.2))
    assert "no answer within 0.2 seconds" in slow.value.message("en")
    server.stop()
    with pytest.raises(download.UnreachableError) as offline:
        updates.check_updates([server.url("/index.json")], packs_root, limits=FAST)
    assert "cannot be reached" in offline.value.message("en")
    assert snapshot(packs_root.parent) == before
    server.stop = lambda: None  # type: ignore[method-assign]


def test_a_cancelled_check_stops_and_changes_nothing(server: RepoServer, packs_root: Path):
    url = server.publish({"shatterpoint/club-points": pack_bytes("1", rex_pc=5)})
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(download.CancelledError) as caught:
        check(url, packs_root, cancel=cancel)
    assert caught.value.message("fr") == "La recherche de mises à jour a été annulée."
    assert snapshot(packs_root) == {}


def test_progress_counts_the_bytes_of_every_pack(server: RepoServer, packs_root: Path):
    data = pack_bytes("1", rex_pc=5)
    url = server.publish({"shatterpoint/club-points": data})
    seen: list[tuple[int, int]] = []
    check(url, packs_root, progress=lambda done, total: seen.append((done, total)))
    assert seen[0] == (0, 0) and seen[-1] == (len(data), len(data))
    assert all(done <= total for done, total in seen if total)


@pytest.mark.parametrize("system_id", systems.system_ids())
def test_every_registered_game_updates_and_rolls_back(
    server: RepoServer, packs_root: Path, system_id: str
):
    """A pack of each game (a copy of its built-in pack under another id) installs."""
    catalog = systems.get(system_id).load_catalog([])
    builtin = next(info for info in catalog.packs if info.builtin)
    raw = json.loads(Path(builtin.file).read_text("utf-8"))
    raw.update(id="repo-copy", version="7")
    data = json.dumps(raw).encode()
    url = server.publish({f"{system_id}/repo-copy": data})
    history = packs_root.parent / "catalog-history"
    plan = updates.check_updates([url], packs_root, limits=FAST)
    assert [u.system for u in plan.systems] == [system_id]
    updates.apply_plan(plan, packs_root, history)
    assert (packs_root / system_id / "repo-copy.json").read_bytes() == data
    updates.rollback(system_id, packs_root, history)
    assert not (packs_root / system_id / "repo-copy.json").exists()


def test_subscriptions_are_kept_in_the_preferences(muster_home: Path):
    from app.settings import load_preferences

    prefs = load_preferences()
    assert updates.repositories(prefs) == []  # none by default
    assert updates.subscribe(prefs, " https://club.example/packs/ ")
    assert not updates.subscribe(prefs, "https://club.example/packs/")
    assert updates.repositories(load_preferences()) == ["https://club.example/packs/"]
    assert (
        updates.index_url("https://club.example/packs/") == "https://club.example/packs/index.json"
    )
    with pytest.raises(download.BadAddressError) as bad:
        updates.subscribe(prefs, "ftp://club.example/index.json")
    assert "http or https" in bad.value.message("en")
    with pytest.raises(updates.NotSubscribedError):
        updates.unsubscribe(prefs, "https://other.example/index.json")
    updates.unsubscribe(prefs, "https://club.example/packs/")
    assert updates.repositories(load_preferences()) == []


def test_no_repository_is_nothing_to_do(packs_root: Path):
    plan = updates.check_updates([], packs_root)
    assert plan.nothing_to_do
    assert "subscribe" in updates.plan_lines(plan, "en")[-1]
