"""Saved rosters in the database, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from app.errors import RosterNotFoundError
from app.roster.document import RosterDocument
from app.roster.store import RosterStore


def document(name: str, system: str = "shatterpoint") -> RosterDocument:
    return RosterDocument(
        system,
        name,
        [{"primary": "lord-maul", "secondary": None, "support": None}],
        "spt:00099001",
        False,
        "notes ✓",
    )


def test_create_get_and_save(database):
    store = RosterStore(database)
    created = store.create(document("Maul's hunt"))
    assert created.id > 0 and created.name == "Maul's hunt" and created.system == "shatterpoint"
    assert store.get(created.id).document.to_json() == document("Maul's hunt").to_json()
    changed = document("Maul's hunt")
    changed.squads[0]["secondary"] = "gar-saxon-merciless-commander"
    saved = store.save(created.id, changed)
    assert saved.updated_at >= created.updated_at
    assert saved.created_at == created.created_at
    assert store.get(created.id).document.squads[0]["secondary"] == "gar-saxon-merciless-commander"


def test_list_is_newest_first_and_filters(database):
    store = RosterStore(database)
    first = store.create(document("Łowcy nagród"))
    second = store.create(document("Republic"))
    other = store.create(document("Empire", system="legion"))
    assert [r.id for r in store.list()] == [other.id, second.id, first.id]
    assert [r.id for r in store.list("shatterpoint")] == [second.id, first.id]
    assert [r.id for r in store.list(search="łOWCY")] == [first.id]
    assert [r.id for r in store.list(search="  pub ")] == [second.id]
    store.save(first.id, store.get(first.id).document)
    assert [r.id for r in store.recent(2)] == [first.id, other.id]


def test_rename_renames_the_document(database):
    store = RosterStore(database)
    created = store.create(document("Old"))
    renamed = store.rename(created.id, "  New name ")
    assert renamed.name == "New name"
    assert store.get(created.id).document.name == "New name"


def test_duplicate(database):
    store = RosterStore(database)
    created = store.create(document("Original"))
    copy = store.duplicate(created.id, "Copy")
    assert copy.id != created.id and copy.name == "Copy"
    assert copy.document.squads == created.document.squads
    same_name = store.duplicate(created.id)
    assert same_name.name == "Original"
    assert len(store.list()) == 3


def test_delete_and_restore_under_the_same_id(database):
    store = RosterStore(database)
    keep = store.create(document("Keep"))
    gone = store.create(document("Gone"))
    deleted = store.delete(gone.id)
    assert deleted.id == gone.id and deleted.document.to_json() == gone.document.to_json()
    assert [r.id for r in store.list()] == [keep.id]
    with pytest.raises(RosterNotFoundError):
        store.get(gone.id)
    restored = store.restore(deleted)
    assert restored.id == gone.id
    assert restored.created_at == gone.created_at
    assert store.get(gone.id).document.to_json() == gone.document.to_json()
    # New rosters still get fresh ids after a restore.
    assert store.create(document("After")).id not in (keep.id, gone.id)


def test_missing_roster_is_a_typed_error(database):
    store = RosterStore(database)
    for call in (store.get, store.delete, lambda i: store.rename(i, "x")):
        with pytest.raises(RosterNotFoundError) as caught:
            call(999)
        assert "999" in caught.value.message("en")
    with pytest.raises(RosterNotFoundError):
        store.save(999, document("x"))


def test_a_damaged_row_still_lists(database):
    from models.core import Roster

    store = RosterStore(database)
    created = store.create(document("Fine"))
    with database.session() as session:
        row = session.get(Roster, created.id)
        row.document = "{not json"
        session.add(row)
        session.commit()
    listed = store.list()
    assert [r.name for r in listed] == ["Fine"]
    assert listed[0].document.squads == []
