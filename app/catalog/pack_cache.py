"""A cache of validated catalogue packs, so that a command checking one roster does not read
and validate a whole pack (Legion's is 1.2 MB) on every run.

Each pack file has one entry in the cache folder (``<cache>/packs/``, set by the workspace:
the user's cache directory, or ``$MUSTER_HOME/cache``): the pack as the schema validated it,
pickled, under a header naming what it was made from — the pack file (its resolved path,
size, modification time and a hash of its bytes), the schema (the model's classes, and the
size and time of each source file that defines them), Muster's, pydantic's and Python's
versions (pydantic's read from its installed files: a pack of dataclasses is read back
without importing pydantic, app/catalog/schema.py). An entry is used only when all of these
agree and its payload's hash is right, and it is read back with an unpickler that builds
nothing but the schema's own classes and a few plain types. Anything else — a missing, stale,
cut, damaged or foreign entry, a folder that cannot be read or written — and the pack is read
and validated as if there were no cache (and the entry written again when it can be): the
cache can make loading faster, never different. Deleting the folder loses nothing
(docs/cli.md, "Files").
"""

from __future__ import annotations

import dataclasses
import gc
import io
import json
import os
import pickle
import stat
import sys
import typing
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from app import __version__

try:
    # hashlib's own BLAKE2: importing hashlib would also load OpenSSL (libcrypto, ~5 MB) for
    # algorithms the cache never uses, on the window's first page.
    from _blake2 import blake2b
except ImportError:  # another Python than CPython
    from hashlib import blake2b

ENTRY_MAGIC = b"muster.pack-cache/1\n"
DIGEST_SIZE = 32
# A pickled pack is smaller than its JSON; anything far larger than that is not ours.
MAX_ENTRY_BYTES = 64 * 1024 * 1024
# Plain types a validated pack may hold besides the schema's classes.
PLAIN_GLOBALS = frozenset(
    {
        ("datetime", "date"),
        ("datetime", "datetime"),
        ("datetime", "time"),
        ("datetime", "timedelta"),
        ("datetime", "timezone"),
    }
)

T = TypeVar("T")

_folder: Path | None = None


def use_folder(folder: Path | None) -> None:
    """Where entries are kept from now on (None: no cache, every pack is read)."""
    global _folder
    _folder = folder


def folder() -> Path | None:
    return _folder


def cached(file: Path, model: type[T], load: Callable[[], T]) -> T:
    """The pack ``file`` as ``model`` validates it: from the cache when its entry is right,
    else from ``load()`` (which reads and validates the file, raising its errors), whose
    result is then kept for the next run."""
    where = _folder
    if where is None:
        return load()
    key = entry_key(file, model)
    if key is None:
        return load()
    entry = entry_file(where, file, model)
    found = read_entry(entry, key, model)
    if found is not None:
        return found
    pack = load()
    write_entry(entry, key, pack)
    return pack


def entry_file(where: Path, file: Path, model: type) -> Path:

    name = f"{os.path.realpath(file)}\0{model.__module__}.{model.__qualname__}"
    digest = blake2b(name.encode("utf-8", "surrogatepass"), digest_size=16)
    return where / f"{digest.hexdigest()}.pickle"


def entry_key(file: Path, model: type) -> bytes | None:
    """What an entry must have been made from to stand for ``file`` read as ``model``; None
    when the file is not one the cache can vouch for (missing, not a regular file, too big:
    reading it says why)."""

    from app.jsonio import PACK_MAX_BYTES

    try:
        with open(file, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode) or info.st_size > PACK_MAX_BYTES:
                return None
            content = handle.read(PACK_MAX_BYTES + 1)
    except OSError:
        return None
    try:
        schema = schema_fingerprint(model)
    except (NameError, TypeError):  # a schema whose annotations cannot be read: no cache
        return None
    described = [
        os.path.realpath(file),
        info.st_size,
        info.st_mtime_ns,
        blake2b(content, digest_size=DIGEST_SIZE).hexdigest(),
        __version__,
        pydantic_release(),
        list(sys.version_info[:3]),
        schema,
    ]
    return json.dumps(described, ensure_ascii=True).encode("ascii")


@cache
def pydantic_release() -> list[Any]:
    """Which pydantic validated the packs: the size and time of its version file, found
    without importing it (an upgrade rewrites the file)."""
    from importlib.util import find_spec

    spec = find_spec("pydantic")
    if spec is None or spec.origin is None:
        return []
    try:
        info = os.stat(Path(spec.origin).with_name("version.py"))
    except OSError:
        return [spec.origin]
    return [spec.origin, info.st_size, info.st_mtime_ns]


@cache
def schema_classes(model: Any) -> frozenset[type]:
    """``model`` and every dataclass its fields hold, however deeply, with their bases (the
    pack schemas of app/catalog/schema.py). A class of any other kind is not kept: an entry
    holding one cannot be read back, and the pack is read from its file instead."""
    found: set[type] = set()
    pending: list[Any] = [model]
    while pending:
        item = pending.pop()
        if not isinstance(item, type):
            pending.extend(typing.get_args(item))
        elif dataclasses.is_dataclass(item) and item not in found:
            found.add(item)
            pending.extend(base for base in item.__mro__[1:] if dataclasses.is_dataclass(base))
            pending.extend(typing.get_type_hints(item, include_extras=True).values())
    return frozenset(found)


def schema_fingerprint(model: type) -> list[Any]:
    """The schema's classes by name, with the size and time of each file defining them (a
    class changed in development changes its file, whatever the version says)."""
    classes = schema_classes(model)
    files = []
    for module_name in sorted({cls.__module__ for cls in classes}):
        source = getattr(sys.modules.get(module_name), "__file__", None)
        try:
            info = os.stat(source) if source else None
        except OSError:
            info = None
        files.append([module_name, info.st_size if info else 0, info.st_mtime_ns if info else 0])
    names = sorted(f"{cls.__module__}.{cls.__qualname__}" for cls in classes)
    return [names, files]


def read_entry(entry: Path, key: bytes, model: type[T]) -> T | None:
    """The pack kept in ``entry`` if it was made from ``key``, whole and of ``model``; None for
    anything else, whatever the entry holds."""

    try:
        with open(entry, "rb") as handle:
            blob = handle.read(MAX_ENTRY_BYTES + 1)
    except OSError:
        return None
    header = ENTRY_MAGIC + len(key).to_bytes(4, "big") + key
    if len(blob) > MAX_ENTRY_BYTES or not blob.startswith(header):
        return None
    digest = blob[len(header) : len(header) + DIGEST_SIZE]
    payload = blob[len(header) + DIGEST_SIZE :]
    if blake2b(payload, digest_size=DIGEST_SIZE).digest() != digest:
        return None
    allowed = schema_classes(model)  # type: ignore[arg-type]  # a class is hashable
    collecting = gc.isenabled()
    gc.disable()  # thousands of small objects: collecting while they are made only costs
    try:
        pack = _SchemaUnpickler(io.BytesIO(payload), allowed).load()
    except Exception:  # whatever a wrong entry raises, the pack is read instead
        return None
    finally:
        if collecting:
            gc.enable()
    return pack if type(pack) is model else None


def write_entry(entry: Path, key: bytes, pack: object) -> None:
    """Keeps ``pack`` for the next run; a folder that cannot be written keeps nothing."""

    from app.errors import MusterError
    from app.files import write_bytes_atomic

    try:
        payload = pickle.dumps(pack, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # a pack that cannot be pickled is simply not cached
        return
    digest = blake2b(payload, digest_size=DIGEST_SIZE).digest()
    blob = ENTRY_MAGIC + len(key).to_bytes(4, "big") + key + digest + payload
    try:
        write_bytes_atomic(entry, blob, create_folder=True)
    except (MusterError, OSError):
        return


class _SchemaUnpickler(pickle.Unpickler):
    """Builds the schema's classes and plain types only: an entry cannot name any other
    callable (a damaged or planted file runs no code)."""

    def __init__(self, file: Any, allowed: frozenset[type]) -> None:
        super().__init__(file)
        self.allowed = {(cls.__module__, cls.__qualname__): cls for cls in allowed}

    def find_class(self, module: str, name: str) -> Any:
        known = self.allowed.get((module, name))
        if known is not None:
            return known
        if (module, name) in PLAIN_GLOBALS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a pack")
