"""Seasons of Arcadia actions: ``Place``, ``Move`` and ``Jump``, their notation and click targets.

>>> parse_action("jump autumn b2 out a1 e5")
Jump('jump autumn b2 out a1 e5')
>>> parse_action("jump autumn b2 out a1 e5").clicks
('b2', 'out:a1', 'e5')

Target ids (``data-target`` in the picture) are spelled here only: a board space
is its label (``e5``); the landing beyond the edge of a jump out over ``a1`` is
``out:a1``.
"""

from __future__ import annotations

from operator import itemgetter

from seasons_nb.core import Action as CoreAction

from .components import BOARD, CENTER, N_SPACES, SEASON_INDEX
from .rules import RULES

_CELL = BOARD.by_label
OUT = "out:"


# ---- target ids -----------------------------------------------------------------------

def space_target(space: str) -> str:
    """The target id of a board space."""
    return space


def out_target(edge: str) -> str:
    """The target id of the landing beyond ``edge`` for a jump out."""
    return OUT + edge


def read_target(target) -> tuple[str, str] | None:
    """``("space", label)``, ``("out", edge)`` or None for a target id that names neither."""
    if not isinstance(target, str):
        return None
    if target in _CELL:
        return ("space", target)
    if target.startswith(OUT) and target[len(OUT):] in _CELL:
        return ("out", target[len(OUT):])
    return None


# ---- the actions ------------------------------------------------------------------------

def _word(v) -> str:
    return v if type(v) is str else str(v)


def _words(path) -> str:
    if type(path) is tuple:
        return " ".join(map(_word, path))
    return _word(path)


class Action(CoreAction, tuple):
    """An Arcadia action: ``Place``, ``Move`` or ``Jump`` (frozen, hashable values).

    Every kind has ``kind``, ``season`` and ``path`` (the lord's spaces, in order);
    ``out`` and ``enter`` are set only for a jump out.
    """

    __slots__ = ()
    kind: str = ""
    out = None
    enter = None
    season = property(itemgetter(0), doc="The season of the lord that acts.")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


class Place(Action):
    """Put a lord of ``season`` from its supply on ``space``: ``place autumn e5``."""

    __slots__ = ()
    kind = "place"
    space = property(itemgetter(1), doc="Where the lord is put.")

    def __new__(cls, season: str, space: str):
        return tuple.__new__(cls, (season, space))

    @property
    def path(self) -> tuple[str, ...]:
        return (self[1],)

    def __str__(self) -> str:
        return f"place {_word(self[0])} {_word(self[1])}"

    @property
    def clicks(self) -> tuple[str, ...]:
        return (space_target(self[1]),)


class Move(Action):
    """Move the lord on ``frm`` one step to ``to``: ``move winter d4 e4``."""

    __slots__ = ()
    kind = "move"
    frm = property(itemgetter(1), doc="Where the lord stands.")
    to = property(itemgetter(2), doc="Where it goes.")

    def __new__(cls, season: str, frm: str, to: str):
        return tuple.__new__(cls, (season, frm, to))

    @property
    def path(self) -> tuple[str, ...]:
        return (self[1], self[2])

    def __str__(self) -> str:
        return f"move {_word(self[0])} {_word(self[1])} {_word(self[2])}"

    @property
    def clicks(self) -> tuple[str, ...]:
        return (space_target(self[1]), space_target(self[2]))


class Jump(Action):
    """A jump of the lord on ``path[0]`` through the landings ``path[1:]``.

    A jump out ends over the edge space ``out`` and comes back on ``enter``:
    ``jump autumn b2 out a1 e5``; otherwise ``out`` and ``enter`` are None:
    ``jump autumn d4 f4 h6``.
    """

    __slots__ = ()
    kind = "jump"
    path = property(itemgetter(1), doc="The start and every landing on the board.")
    out = property(itemgetter(2), doc="The edge space jumped over to leave the board (or None).")
    enter = property(itemgetter(3), doc="Where a lord that jumped out comes back (or None).")

    def __new__(cls, season: str, path, out: str | None = None, enter: str | None = None):
        if isinstance(path, list):
            path = tuple(path)
        return tuple.__new__(cls, (season, path, out, enter))

    def __str__(self) -> str:
        season, path, out, enter = self
        text = f"jump {_word(season)} {_words(path)}"
        return f"{text} out {_word(out)} {_word(enter)}" if out is not None else text

    @property
    def clicks(self) -> tuple[str, ...]:
        season, path, out, enter = self
        return path + (out_target(out), space_target(enter)) if out is not None else path


# ---- notation ---------------------------------------------------------------------------

def parse_action(text: str) -> Action:
    """Read notation such as ``place autumn e5`` or ``jump autumn b2 out a1 e5``.

    Case and spacing do not matter. Raises ``IllegalAction`` (rule
    ``arcadia.notation``) for anything that names no action.
    """
    if not isinstance(text, str):
        raise RULES.illegal("arcadia.notation", f"Expected notation text, got {type(text).__name__}.")
    words = text.lower().split()
    shown = " ".join(text.split())[:60]
    bad = RULES.illegal("arcadia.notation", f"Cannot read {shown!r} as an action: write it like "
                        "'place autumn e5', 'move winter d4 e4', 'jump autumn d4 f4 h6' or "
                        "'jump autumn b2 out a1 e5'.")
    if len(words) < 3 or len(words) > N_SPACES + 6 or words[1] not in SEASON_INDEX:
        raise bad
    kind, season, rest = words[0], words[1], words[2:]
    out = enter = None
    if kind == "jump" and "out" in rest:
        i = rest.index("out")
        if len(rest) != i + 3:
            raise bad
        out, enter = rest[i + 1], rest[i + 2]
        rest = rest[:i]
    elif kind not in ("place", "move", "jump"):
        raise bad
    spaces = rest + ([out, enter] if out else [])
    if any(s not in _CELL for s in spaces):
        raise RULES.illegal("arcadia.notation", f"{shown!r} names a space that is not on the board "
                            f"(spaces run a1–{BOARD.labels[-1]}, centre {CENTER}).")
    if kind == "place" and len(rest) == 1:
        return Place(season, rest[0])
    if kind == "move" and len(rest) == 2:
        return Move(season, rest[0], rest[1])
    if kind == "jump" and (1 if out else 2) <= len(rest) <= N_SPACES:
        return Jump(season, tuple(rest), out, enter)
    raise bad
