"""Reading untrusted data (saves, teaching positions): each check names the field it refuses.

Every function returns the value it checked, or raises ``ValueError("field 'x': …")``.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Iterable

MAX_NAME = 40


def fail(field: str, what: str) -> ValueError:
    """The error for a bad field."""
    return ValueError(f"field {field!r}: {what}")


def need(condition: bool, field: str, what: str) -> None:
    """Raise the field's error unless ``condition`` holds."""
    if not condition:
        raise fail(field, what)


def _kind(v) -> str:
    return "null" if v is None else type(v).__name__


def as_int(v: Any, field: str, lo: int | None = None, hi: int | None = None) -> int:
    """An integer (not a bool or float) in ``[lo, hi]``."""
    if type(v) is not int:
        raise fail(field, f"expected a whole number, got {_kind(v)}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        lo_s = "" if lo is None else f"{lo}"
        hi_s = "" if hi is None else f"{hi}"
        raise fail(field, f"{v} is out of range {lo_s}..{hi_s}")
    return v


def as_opt_int(v: Any, field: str, lo: int | None = None, hi: int | None = None) -> int | None:
    """None or an integer in range."""
    return None if v is None else as_int(v, field, lo, hi)


def as_seat(v: Any, field: str, players: int, none: bool = False) -> int:
    """A seat number ``0..players-1`` (or, with ``none``, the marker ``NO`` = -1 for "no seat")."""
    if type(v) is not int or not (0 <= v < players or (none and v == -1)):
        raise fail(field, f"expected a seat 0..{players - 1}{' or -1' if none else ''}, got {v!r}")
    return v


def as_bool(v: Any, field: str) -> bool:
    if type(v) is not bool:
        raise fail(field, f"expected true or false, got {_kind(v)}")
    return v


def as_str(v: Any, field: str, choices: Iterable[str] | None = None, max_len: int = 500) -> str:
    """A string, optionally one of ``choices``."""
    if type(v) is not str:
        raise fail(field, f"expected text, got {_kind(v)}")
    if len(v) > max_len:
        raise fail(field, f"text longer than {max_len} characters")
    if choices is not None:
        choices = tuple(choices)
        if v not in choices:
            raise fail(field, f"{v[:40]!r} is not one of {', '.join(map(repr, choices[:12]))}")
    return v


def as_list(v: Any, field: str, length: int | None = None, max_len: int = 10_000) -> list:
    """A list (of a given length, if ``length`` is set)."""
    if type(v) is not list:
        raise fail(field, f"expected a list, got {_kind(v)}")
    if length is not None and len(v) != length:
        raise fail(field, f"expected {length} items, got {len(v)}")
    if len(v) > max_len:
        raise fail(field, f"more than {max_len} items")
    return v


def as_dict(v: Any, field: str, keys: Iterable[str] | None = None, exact: bool = False) -> dict:
    """A JSON object; ``keys`` are required, and with ``exact`` no others are allowed."""
    if type(v) is not dict:
        raise fail(field, f"expected an object, got {_kind(v)}")
    if keys is not None:
        keys = tuple(keys)
        missing = [k for k in keys if k not in v]
        if missing:
            raise fail(field, f"missing {', '.join(map(repr, missing))}")
        if exact:
            extra = sorted(str(k) for k in v if k not in keys)
            if extra:
                raise fail(field, f"unknown {', '.join(map(repr, extra[:5]))}")
    return v


def as_counts(v: Any, field: str, kinds: Iterable[str], hi: int) -> tuple[int, ...]:
    """A mapping kind -> count (missing kinds are 0) as a tuple in ``kinds`` order."""
    kinds = tuple(kinds)
    d = as_dict(v, field)
    for k in d:
        need(k in kinds, field, f"{str(k)[:40]!r} is not one of {', '.join(kinds)}")
    return tuple(as_int(d.get(k, 0), f"{field}.{k}", 0, hi) for k in kinds)


def clean_text(text: str) -> str:
    """``text`` without control characters (each becomes a space), so it is safe in any markup."""
    return "".join(" " if unicodedata.category(c)[0] == "C" else c for c in text)


def as_names(v: Any, field: str, players: int) -> tuple[str, ...]:
    """Player names: a list of ``players`` non-empty strings, control characters removed."""
    if isinstance(v, (str, bytes)) or not isinstance(v, (list, tuple)):
        raise fail(field, f"expected a list of {players} names, got {_kind(v)}")
    if len(v) != players:
        raise fail(field, f"expected {players} names, got {len(v)}")
    out = []
    for i, name in enumerate(v):
        if type(name) is not str:
            raise fail(f"{field}[{i}]", f"a name is text, got {_kind(name)}")
        name = clean_text(name).strip()
        need(0 < len(name) <= MAX_NAME, f"{field}[{i}]", f"a name has 1 to {MAX_NAME} characters")
        out.append(name)
    need(len(set(out)) == len(out), field, "two players have the same name")
    return tuple(out)


def as_log(v: Any, field: str = "log") -> list[str]:
    """A list of log lines."""
    lines = as_list(v, field, max_len=1_000_000)
    for i, line in enumerate(lines):
        as_str(line, f"{field}[{i}]", max_len=2_000)
    return lines

