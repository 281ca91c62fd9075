"""Generated bad input: files, codes, names and paths a user or a shared file can throw at
Muster. Each strategy mixes the well-formed (so that the deep paths are reached) with the
hostile: nesting past every limit, numbers past Python's own, lone surrogates, control
characters, bytes that are not UTF-8, documents cut short."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

from hypothesis import strategies as st

# Text as users and hostile files write it: accents, Polish letters, control characters
# (CR, LF, ESC, NUL, DEL, a C1), line separators and lone surrogates.
HOSTILE_CHARS = 'aZ09 -_./éżŁœ✓\r\n\t\x1b\x00\x7f\x85\u2028\ud800\udcff[]{}"\\'
hostile_text = st.text(alphabet=HOSTILE_CHARS, max_size=30)

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    hostile_text,
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(hostile_text, inner, max_size=4)
    ),
    max_leaves=12,
)

ROSTER = {
    "format": "muster.roster/1",
    "system": "shatterpoint",
    "name": "Fuzz",
    "squads": [
        {"primary": "general-anakin-skywalker", "secondary": None, "support": None},
        {"primary": None, "secondary": None, "support": None},
    ],
    "mission_set": None,
    "casual": False,
    "notes": "",
}


def _dumps(value: Any) -> bytes:
    # ensure_ascii writes a lone surrogate as "\ud800", as a hostile file would.
    return json.dumps(value, ensure_ascii=True).encode("ascii")


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any]) -> bytes:
    """``document`` with a few fields replaced, removed or nested into."""
    data = json.loads(json.dumps(document))
    for _ in range(draw(st.integers(0, 3))):
        key = draw(st.sampled_from([*data.keys(), "extra"]))
        action = draw(st.sampled_from(["replace", "remove", "nest"]))
        if action == "remove":
            data.pop(key, None)
        elif action == "replace":
            data[key] = draw(json_values)
        elif isinstance(data.get(key), list) and data[key]:
            index = draw(st.integers(0, len(data[key]) - 1))
            data[key][index] = draw(json_values)
        else:
            data[key] = draw(json_values)
    return _dumps(data)


@st.composite
def beyond_limits(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["deep", "integer", "constant", "surrogate", "cut", "bom"]))
    if kind == "deep":
        depth = draw(st.sampled_from([65, 1000, 100_000]))
        bracket = draw(st.sampled_from(["[", '{"a":']))
        return (bracket * depth).encode()
    if kind == "integer":
        return b'{"format": ' + b"9" * draw(st.sampled_from([20, 4301, 20_000])) + b"}"
    if kind == "constant":
        return draw(st.sampled_from([b"[NaN]", b"[Infinity]", b"[-1e999]", b'{"a": 1e400}']))
    if kind == "surrogate":
        return b'{"format": "muster.roster/1", "system": "shatterpoint", "name": "\\ud800"}'
    if kind == "bom":
        return b"\xef\xbb\xbf" + _dumps(ROSTER)
    text = _dumps(ROSTER)
    return text[: draw(st.integers(0, len(text) - 1))]


def json_files(document: dict[str, Any]) -> st.SearchStrategy[bytes]:
    """File contents: ``document`` mutated, any JSON, beyond the limits, or any bytes."""
    return st.one_of(
        mutated(document),
        json_values.map(_dumps),
        beyond_limits(),
        st.binary(max_size=64),
    )


def muster_code(raw: bytes) -> str:
    """A Muster share code (right checksum) carrying ``raw`` as its content."""
    from app.roster.share import _checksum

    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    payload = base64.urlsafe_b64encode(packer.compress(raw) + packer.flush())
    text = payload.rstrip(b"=").decode("ascii")
    return f"MU1.{text}.{_checksum(text)}"


@st.composite
def share_texts(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["content", "mangled", "text", "bomb", "long", "spt", "digits"]))
    if kind == "digits":  # numbers past int()'s own 4,300 digits, where a code holds numbers
        digits = "9" * draw(st.sampled_from([19, 4301, 5000]))
        return draw(
            st.sampled_from(
                [
                    f"MU{digits}.abc.def",
                    f"tabletopadmiral.com/shatterpoint/listbuilder/{digits},1",
                    f"legionhq2.com/list/rebels/{digits}:1ab",
                    f"spt[{digits}]",
                ]
            )
        )
    if kind == "content":
        return muster_code(draw(json_files(ROSTER)))
    if kind == "bomb":
        return muster_code(b'{"name": "' + b"x" * draw(st.sampled_from([2**20, 2**23])) + b'"}')
    if kind == "long":
        return "MU1." + "A" * draw(st.sampled_from([70_000, 120_000]))
    if kind == "spt":
        return "spt[" + draw(st.text(alphabet="0123456789,;[]%", max_size=40)) + "]"
    code = muster_code(_dumps(ROSTER))
    if kind == "mangled":
        cut = draw(st.integers(0, len(code)))
        return code[:cut] + draw(hostile_text) + code[cut + 1 :]
    return draw(hostile_text) + " " + code[: draw(st.integers(0, len(code)))]


# Output paths, relative to the test's folder: a folder, an empty name, a name too long, a
# missing folder, control characters, undecodable bytes, a link, a device (the test's own null
# device when it can make one: never the machine's /dev/null).
output_names = st.sampled_from(
    [
        ".",
        "",
        "existing",
        "a" * 300,
        "missing/out.file",
        "out\r\n\x1b[2J.file",
        "out\udcff.file",
        "link.file",
        "device",
        "fine.file",
    ]
)

csv_header = "date,campaign,player_1,player_2,winner,score_1,score_2,roster_1,roster_2,turns,notes"
csv_cells = st.one_of(
    st.sampled_from(["2026-03-01", "Liga", "Ann", "Bob", "1", "2", "3", ""]),
    st.text(alphabet="ab1-;,\"'=+ \r\n\x1b\x00é", max_size=12),
)


@st.composite
def csv_files(draw: st.DrawFn) -> bytes:
    rows = draw(st.lists(st.lists(csv_cells, min_size=0, max_size=12), max_size=4))
    lines = [csv_header] if draw(st.booleans()) else [draw(hostile_text)]
    for row in rows:
        cells = ['"' + cell.replace('"', '""') + '"' if cell else "" for cell in row]
        lines.append(",".join(cells))
    text = "\n".join(lines)
    return text.encode("utf-8", "surrogatepass") if draw(st.booleans()) else draw(st.binary())


@st.composite
def deep_mutated(draw: st.DrawFn, document: Any, changes: int = 3) -> Any:
    """A copy of ``document`` with up to ``changes`` values anywhere inside it (a card's
    stats, a setup's player) replaced by any JSON value, removed, or set to a number with
    thousands of digits."""
    data = json.loads(json.dumps(document))
    for _ in range(draw(st.integers(1, changes))):
        parent: Any = data
        for _depth in range(draw(st.integers(0, 4))):
            keys = list(parent) if isinstance(parent, dict) else list(range(len(parent)))
            inner = [k for k in keys if isinstance(parent[k], dict | list) and parent[k]]
            if not inner:
                break
            parent = parent[draw(st.sampled_from(inner))]
        keys = list(parent) if isinstance(parent, dict) else list(range(len(parent)))
        if not keys:
            continue
        key = draw(st.sampled_from(keys))
        action = draw(st.sampled_from(["replace", "remove", "huge", "text"]))
        if action == "remove" and isinstance(parent, dict):
            del parent[key]
        elif action == "huge":
            parent[key] = "9" * draw(st.sampled_from([20, 5000]))
        elif action == "text":
            parent[key] = draw(hostile_text)
        else:
            parent[key] = draw(json_values)
    return data
