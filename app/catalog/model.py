"""What the core expects of a loaded catalogue, whatever the game system."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class Catalog(Protocol):
    """The merged view of a system's packs: entries by id, and the packs in load order.

    Each pack is described by an object with ``id``, ``version``, ``name`` (localized),
    ``file`` (its path) and ``builtin``.
    """

    @property
    def units(self) -> Mapping[str, Any]: ...

    @property
    def packs(self) -> Sequence[Any]: ...
