"""Seasons of Arcadia: the board, the seasons, who plays what and who replaces whom.

Public facts use season names; the ``*_IDS`` tables give the same facts as season
numbers (an index into ``SEASONS``) for the engine.
"""

from __future__ import annotations

from types import MappingProxyType

from seasons_nb.core import NO
from seasons_nb.core.hexgrid import hex_board

from .rules import BOARD_RADIUS

#: the board: a hexagon of hexes (see ``arcadia.ours.board_radius``)
BOARD = hex_board(BOARD_RADIUS)
N_SPACES = len(BOARD)
#: the centre space, where the first lord of the game goes
CENTER = BOARD.label(BOARD.center)
#: every label on the board, in cell order (a1 … i9)
SPACES = BOARD.labels
LORDS_PER_SEASON = 12
#: an empty space, in the engine's board tuple (core's marker for "none")
EMPTY = NO

SEASONS = ("spring", "summer", "autumn", "winter")
SPRING, SUMMER, AUTUMN, WINTER = range(4)
SEASON_INDEX = MappingProxyType({s: i for i, s in enumerate(SEASONS)})
#: season -> the colour of its lords
COLOURS = MappingProxyType({"spring": "#f4a6c6", "summer": "#a6dc7a", "autumn": "#f28c28", "winter": "#3f7fd8"})
#: season -> a darker shade of its colour, for outlines
DARK = MappingProxyType({"spring": "#b0466f", "summer": "#4f8a2a", "autumn": "#a8560c", "winter": "#1f4f99"})

#: player count -> the seasons of each seat, in turn order
SEATS = MappingProxyType({
    2: (("spring", "autumn"), ("summer", "winter")),
    3: (("summer",), ("autumn",), ("winter",)),
    4: (("spring",), ("summer",), ("autumn",), ("winter",)),
})
#: player count -> the name of each seat's side
SIDE_NAMES = MappingProxyType({
    2: ("Equinoxes", "Solstices"),
    3: ("Summer", "Autumn", "Winter"),
    4: ("Spring", "Summer", "Autumn", "Winter"),
})
#: player count -> actions in a turn
ACTIONS_PER_TURN = MappingProxyType({2: 3, 3: 2, 4: 2})
#: player count -> season -> the season it jumps and replaces (the March of Seasons)
REPLACES = MappingProxyType({
    2: MappingProxyType({"autumn": "winter", "summer": "autumn", "winter": "spring", "spring": "summer"}),
    3: MappingProxyType({"autumn": "winter", "summer": "autumn", "winter": "summer"}),
    4: MappingProxyType({"autumn": "winter", "summer": "autumn", "winter": "spring", "spring": "summer"}),
})
PLAYER_COUNTS = tuple(SEATS)

#: ``SEATS`` as season numbers
SEAT_IDS = {n: tuple(tuple(SEASON_INDEX[s] for s in seat) for seat in seats) for n, seats in SEATS.items()}
#: ``REPLACES`` as season numbers
REPLACES_IDS = {n: {SEASON_INDEX[a]: SEASON_INDEX[b] for a, b in r.items()} for n, r in REPLACES.items()}
#: player count -> the season numbers in play
IN_PLAY_IDS = {n: frozenset(s for seat in seats for s in seat) for n, seats in SEAT_IDS.items()}
#: player count -> season number -> the seat that plays it
OWNER_IDS = {n: {s: seat for seat, ss in enumerate(seats) for s in ss} for n, seats in SEAT_IDS.items()}


#: seat names that take a plural verb ("the Equinoxes win", but "Sam wins")
PLURAL_NAMES = frozenset({"Equinoxes", "Solstices"})


def verb(name: str, singular: str, plural: str) -> str:
    """``name`` and the form of a verb that agrees with it: 'Equinoxes win', 'Sam wins'."""
    return f"{name} {plural if name in PLURAL_NAMES else singular}"


def a_or_an(word: str) -> str:
    """'a Winter' / 'an Autumn'."""
    return ("an " if word[:1] in "AEIOU" else "a ") + word
