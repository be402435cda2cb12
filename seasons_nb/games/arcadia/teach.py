"""Seasons of Arcadia teaching helpers: positions written by season, the walkthrough's boards, the
questions its prose asks of a position (what touches what, where a jump lands, is it legal) and a
still picture of the board's geometry.

>>> board(autumn="c3 f6", winter="d4")
{'c3': 'autumn', 'f6': 'autumn', 'd4': 'winter'}
>>> neighbours("a1")
['a2', 'b2', 'b1']
>>> beyond("e5", "e6"), beyond("b2", "a1")
('e7', None)
>>> s = from_position(board(autumn="e5", winter="e6 d4"))
>>> touching(s, "e4"), landings(s, "e5"), legal(s, "jump autumn e5 e7"), refused_by(s, "move autumn e5 e6")
(['d4', 'e5'], ['c3', 'e7'], True, 'arcadia.move.empty')
>>> scenario("edge").prompt
'Equinoxes to play: 3 actions left (actions so far: Spring 0, Autumn 0).'
"""

from __future__ import annotations

from types import MappingProxyType
from typing import NamedTuple

from seasons_nb.core.svg import picture_html

from .components import BOARD, SEASONS, SPACES
from .render import table_svg
from .setup import from_position
from .state import State


def board(**seasons: str) -> dict[str, str]:
    """A position's lords, written season="spaces ...", e.g. ``board(autumn="c3 f6", winter="d4")``."""
    return {space: season for season, spaces in seasons.items() for space in spaces.split()}


def neighbours(space: str) -> list[str]:
    """The spaces touching ``space``."""
    return [BOARD.label(i) for i in BOARD.adj[_cell(space, "space")]]


def _cell(space: str, field: str) -> int:
    if space not in BOARD.by_label:
        raise ValueError(f"{field}: {space!r} is not a space of the board")
    return BOARD.by_label[space]


def beyond(frm: str, over: str) -> str | None:
    """The space straight behind ``over`` seen from ``frm`` (where a jump from ``frm`` over ``over``
    lands), or None if that would be off the board."""
    landing = dict(BOARD.jumps[_cell(frm, "frm")]).get(_cell(over, "over"))
    if landing is None:
        raise ValueError(f"over: {over} does not touch {frm}")
    return BOARD.label(landing) if landing >= 0 else None


def touching(position, space: str) -> list[str]:
    """The spaces next to ``space`` that hold a lord, of any season (none: the space is alone)."""
    return sorted(n for n in neighbours(space) if position.at(n) is not None)


def legal(position, action) -> bool:
    """Whether ``action`` (an action or its notation) is legal in ``position``."""
    return position.explain(action) is None


def refused_by(position, action) -> str | None:
    """The id of the rule that refuses ``action`` in ``position`` (None if it is legal)."""
    refusal = position.explain(action)
    return None if refusal is None else refusal.rule


def placements(position) -> list[str]:
    """The spaces where a lord may be placed now."""
    return sorted({a.path[0] for a in position.legal_actions() if a.kind == "place"})


def landings(position, *path: str) -> list[str]:
    """Where the next hop of a legal jump that has gone through ``path`` so far may land: spaces,
    and "out past <edge>" for a jump out."""
    n, found = len(path), set()
    for a in position.legal_actions():
        if a.kind == "jump" and tuple(a.path[:n]) == path:
            if len(a.path) > n:
                found.add(a.path[n])
            elif a.out is not None:
                found.add(f"out past {a.out}")
    return sorted(found)


class _Line(NamedTuple):
    """A jump drawn as a line from ``path[0]`` through ``path[1:]`` (and off the board past ``out``)."""

    path: tuple
    out: str | None = None
    enter: str | None = None


class Picture:
    """A still picture (SVG) shown as a cell's output."""

    def __init__(self, svg: str):
        self.svg = svg

    def __repr__(self) -> str:
        return "<a picture of the board>"

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        """The picture as an inert ``<img>``, which an untrusted notebook and GitHub show too."""
        return picture_html(self.svg, "A picture of the board")


def geometry(position, space: str, over: str | None = None) -> Picture:
    """``position`` with the spaces touching ``space`` lit and, given ``over`` (a space next to
    ``space``), a line for the jump from ``space`` straight over it: to the space behind, or off the
    board if there is none."""
    lit = neighbours(space)
    line, words = None, ""
    if over is not None:
        land = beyond(space, over)
        line = _Line((space, land)) if land else _Line((space,), out=over)
        words = f"line: from {space} straight over {over}"
    return Picture(table_svg(position, highlight=lit, last=line, lit_key=f"lit: the spaces touching {space}",
                             line_key=words))


#: ten Autumn lords far from the centre (rows h and i), for "nearly won" positions
FAR_AUTUMN = "h5 h6 h7 h8 h9 i5 i6 i7 i8 i9"

#: the walkthrough's positions: name -> (lords by season, other ``from_position`` arguments)
SCENARIOS = MappingProxyType({
    "moving": (dict(autumn="e5 c3", spring="g6", winter="e6 d5", summer="f6"), {}),
    "jumping": (dict(autumn="e5 f5 c3", spring="d4", winter="e6 d5", summer="f6 g5"), {}),
    "hopping": (dict(autumn="e5 e6 f6 f7", spring="d4", summer="g8", winter="c4"), {}),
    "exercise_1": (dict(autumn="c3 g6 h7", spring="f5 c4", summer="e4 b3 g7", winter="d4 e6 f6 d6 d3"), {}),
    "rulebook_example": (dict(autumn="c3 f6 b4", spring="e6 c4", summer="f5 g6", winter="d4 h8 d6"), {}),
    "edge": (dict(autumn="b2 d4 e6", spring="c3 f6", summer="b1 e5", winter="a1 d5 c2"), {}),
    "chain_out": (dict(autumn="e4 f6", spring="d4", summer="e5 c3", winter="d3 b1 e6"), {}),
    "along_edge": (dict(autumn="a3 d4", spring="c3", summer="e5 b4", winter="a2 b1 d5"), {}),
    "once": (dict(autumn="e5 d5 f6", spring="e6", winter="e4 c4", summer="f5"),
             dict(used=["d5"], acted={"autumn": 1})),
    "fresh": (dict(autumn="c3", spring="e4", summer="c4 f6", winter="d4 d5 e6"), {}),
    "quota": (dict(autumn="e5 d4", spring="f6", winter="e6 d5", summer="f5"),
              dict(used=["d4", "e5"], acted={"autumn": 2})),
    "exercise_3": (dict(winter="d4 f7 c5", summer="e5 d6 g6", autumn="e4 f8 c4 d3"), dict(players=3, to_move=2)),
    "four": (dict(spring="d4 e6", summer="e5 f6 c3", autumn="f5 d5", winter="e4 g7"), dict(players=4, to_move=0)),
    "eleven": (dict(autumn="e5 e6 f6 f7 d4 d5 c4 g7 g8 h8 e7", spring="f5 c3 g6", winter="e4 d6 f8",
                    summer="f4 e8 d3"), {}),
    "ten": (dict(autumn="e1 f4 f5 g5 g6 h6 h7 d3 d2 c2", winter="e2 e4 e6 f7 g8", spring="f3 c3 e8",
                 summer="d5 g7 f6"), {}),
    "exercise_4": (dict(autumn="e5 e6 f6 f7 d4 d5 c4 g7 g8 h8 e7", spring="c3 g6 b3 b4 d6 h6 i6 c6 b2 e8",
                        summer="f5 e4 d3 f4", winter="f8 d7 c7"), dict(used=["g8", "h8"], acted={"autumn": 2})),
    "crowded": ({s: " ".join(SPACES[i:44:4]) for i, s in enumerate(SEASONS)}, dict(players=4)),
})


def scenario(name: str, **options) -> State:
    """One of the walkthrough's positions (``SCENARIOS``); ``options`` go to ``from_position``."""
    lords, kw = SCENARIOS[name]
    return from_position(board(**lords), **{**kw, **options})
