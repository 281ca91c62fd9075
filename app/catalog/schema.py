"""Pack schemas as plain dataclasses, validated by pydantic only when a pack is read.

A pack class is a standard-library dataclass deriving from :class:`PackModel`; its fields'
bounds are ``Annotated`` markers (:class:`Bounds`, :class:`Check`, :class:`Tagged` for a union
of entries told apart by their ``kind``) and its whole-entry rules a ``__post_init__`` raising
``ValueError``. pydantic turns these into its validation (the same
messages and error locations as a pydantic model's ``Field`` constraints), but only when a pack
file is read: a pack from the validated-pack cache (app/catalog/pack_cache.py) is unpickled
into these classes without importing pydantic, whose import alone costs about as much as the
rest of the window's first page (issue 20).

:class:`PackModel` answers ``model_validate``, ``model_dump`` and ``model_copy`` as a pydantic
model does, so that the generic catalogue code (pack diffs, ``catalog list --format json``)
treats every game's entries alike and reads as pydantic's documentation describes.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

# Unknown fields are refused, as a typo in a pack must not pass silently (docs/formats.md).
FORBID_EXTRA: Mapping[str, Any] = {"extra": "forbid"}
# pydantic says "Unexpected keyword argument" for a dataclass; its models say this.
EXTRA_FIELD_ERROR = "unexpected_keyword_argument"
EXTRA_FIELD_MESSAGE = "Extra inputs are not permitted"

M = TypeVar("M", bound="PackModel")


@dataclass(frozen=True)
class Bounds:
    """The bounds pydantic checks on the value it annotates: ``pattern`` for a text, ``ge``
    and ``le`` for a number, ``min_length`` and ``max_length`` for a text or a sequence."""

    pattern: str | None = None
    ge: int | None = None
    le: int | None = None
    min_length: int | None = None
    max_length: int | None = None

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        schema = handler(source)
        for name in ("pattern", "ge", "le", "min_length", "max_length"):
            value = getattr(self, name)
            if value is not None:
                schema[name] = value
        return schema


@dataclass(frozen=True)
class Check:
    """A check of the value it annotates, after its type is checked: ``check(value)`` returns
    the value or raises ``ValueError`` with the message a reader sees."""

    check: Callable[[Any], Any]

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.no_info_after_validator_function(self.check, handler(source))


def problem_message(error: Mapping[str, Any]) -> str:
    """One of pydantic's ``ValidationError.errors()`` as Muster says it: an unknown field
    is worded alike whether the schema is a dataclass or a pydantic model."""
    return EXTRA_FIELD_MESSAGE if error.get("type") == EXTRA_FIELD_ERROR else str(error["msg"])


@dataclass(frozen=True)
class Tagged:
    """A union of dataclasses told apart by one field (``kind``): pydantic reads that field
    first, and reports the problems of the member it names only."""

    field: str

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic import Discriminator

        return handler(Annotated[source, Discriminator(self.field)])


def field_bounds(model: type, name: str) -> Bounds:
    """The bounds ``model`` gives its field ``name`` (through ``| None``), as its annotation
    says them; no bounds when it says none (a form's spin box reads its range so)."""
    pending: list[Any] = [typing.get_type_hints(model, include_extras=True)[name]]
    while pending:
        item = pending.pop()
        for meta in getattr(item, "__metadata__", ()):
            if isinstance(meta, Bounds):
                return meta
        pending.extend(typing.get_args(item))
    return Bounds()


_adapters: dict[Any, Any] = {}


def adapter(model: Any) -> Any:
    """pydantic's validator and serializer for ``model``, a class or an annotated type (made
    once, on first use)."""
    found = _adapters.get(model)
    if found is None:
        from pydantic import TypeAdapter

        found = _adapters[model] = TypeAdapter(model)
    return found


class PackModel:
    """The base of a pack's dataclasses: validation and dumps as a pydantic model offers them
    (see the module docstring)."""

    __slots__ = ()

    @classmethod
    def model_validate(cls: type[M], data: Any) -> M:
        """``data`` (JSON-like) validated as this class; raises pydantic's ValidationError."""
        return adapter(cls).validate_python(data)  # type: ignore[no-any-return]

    def model_dump(self, **options: Any) -> dict[str, Any]:
        """The fields as plain data (pydantic's ``dump_python`` options: mode, exclude…)."""
        return adapter(type(self)).dump_python(self, **options)  # type: ignore[no-any-return]

    def model_copy(self: M, update: Mapping[str, Any] | None = None) -> M:
        """A copy with the fields of ``update`` changed (its whole-entry rules checked again)."""
        return dataclasses.replace(self, **(update or {}))  # type: ignore[type-var]
