"""Seasons of Arcadia teaching helpers: positions written by season, and the walkthrough's boards.

>>> board(autumn="c3 f6", winter="d4")
{'c3': 'autumn', 'f6': 'autumn', 'd4': 'winter'}
>>> neighbours("a1")
['a2', 'b2', 'b1']
>>> scenario("edge").prompt
'Equinoxes to play: 3 actions left (Spring 0, Autumn 0; Spring and Autumn must still act).'
"""

from __future__ import annotations

from types import MappingProxyType

from .components import BOARD, SEASONS, SPACES
from .state import State, from_position


def board(**seasons: str) -> dict[str, str]:
    """A position's lords, written season="spaces ...", e.g. ``board(autumn="c3 f6", winter="d4")``."""
    return {space: season for season, spaces in seasons.items() for space in spaces.split()}


def neighbours(space: str) -> list[str]:
    """The spaces touching ``space``."""
    return [BOARD.label(i) for i in BOARD.adj[BOARD.cell(space)]]


#: ten Autumn lords far from the centre (rows h and i), for "nearly won" positions
FAR_AUTUMN = "h5 h6 h7 h8 h9 i5 i6 i7 i8 i9"

#: the walkthrough's positions: name -> (lords by season, other ``from_position`` arguments)
SCENARIOS = MappingProxyType({
    "moving": (dict(autumn="e5 c3", spring="f5", winter="e6 d5", summer="f6"), {}),
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
