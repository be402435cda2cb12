"""Seasons of Arcadia views: what a seat sees, and the accessors a State and a View share.

Arcadia has no hidden information, so a View holds every field of the State but
its random generator; ``sample(seed)`` gives the State back with ``Rng(seed)``.
"""

from __future__ import annotations


from seasons_nb.core import Drawn, Rng
from seasons_nb.core import View as CoreView

from . import render
from .components import (
    BOARD, EMPTY, LORDS_PER_SEASON, REPLACES, SEASON_INDEX, SEASONS, SEAT_IDS, SEATS, SIDE_NAMES, verb,
)
from .rules import INFO, RULES

_CELL = BOARD.by_label
_LABEL = BOARD.labels

#: the fields a View carries (a State's, but the random generator)
VIEW_FIELDS = ("names", "board", "seat", "actions_left", "used", "counts", "turn", "winner", "over",
               "turn_limit", "log")


def quota_refusal(seasons: tuple[int, ...], counts: tuple[int, ...], actions_left: int,
                  season: int | None = None) -> str | None:
    """``arcadia.turn.season_quota`` if the seasons of the player to move (``seasons``, by number) that have not
    acted this turn (``counts``) need more actions than are left, once ``season`` (if given) takes the next one;
    else None. A seat with one season owes nothing."""
    if len(seasons) == 1:
        return None
    owed = sum(1 for o in seasons if o != season and counts[o] == 0)
    spare = actions_left if season is None else actions_left - 1
    return "arcadia.turn.season_quota" if owed > spare else None


class Position(Drawn):
    """The public API of an Arcadia position, shared by ``State`` and ``View``.

    Fields: ``names``; ``board`` (one entry per space in ``BOARD`` order: a season
    number, an index into ``SEASONS``, or ``EMPTY``); ``seat`` (whose turn);
    ``actions_left``; ``used`` (cell numbers of the lords that acted this turn);
    ``counts`` (actions each season took this turn, in ``SEASONS`` order);
    ``turn`` (1, 2, …); ``winner`` (a seat or None); ``over``; ``turn_limit``
    (None, or the last turn before a draw); ``log``.
    """

    __slots__ = ()
    INFO = INFO
    RULES = RULES
    PICTURES = render

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the game is over."""
        return None if self.over else self.seat

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winners(self) -> list[int]:
        """Seats that won (empty while playing and after a draw)."""
        return [] if self.winner is None else [self.winner]

    @property
    def scores(self) -> list[int]:
        """Per seat: lords on the board of its strongest season."""
        count = self.board.count
        return [max(count(s) for s in seat) for seat in SEAT_IDS[len(self.names)]]

    def seasons_of(self, seat: int) -> tuple[str, ...]:
        """The season names a seat plays."""
        return SEATS[len(self.names)][seat]

    def side(self, seat: int) -> str:
        """'Equinoxes', 'Solstices' or a season name."""
        return SIDE_NAMES[len(self.names)][seat]

    def on_board(self, season: str) -> int:
        """How many lords of ``season`` are on the board."""
        return self.board.count(SEASON_INDEX[season])

    def supply(self, season: str) -> int:
        """How many lords of ``season`` wait in their owner's supply."""
        return LORDS_PER_SEASON - self.on_board(season)

    def at(self, space: str) -> str | None:
        """The season of the lord on ``space`` (None if empty)."""
        v = self.board[_CELL[space]]
        return None if v == EMPTY else SEASONS[v]

    def replaces(self, season: str) -> str | None:
        """The season that ``season`` jumps and replaces in this game."""
        return REPLACES[len(self.names)].get(season)

    def season_refusal(self, season: int) -> str | None:
        """The rule id that forbids the season numbered ``season`` to take the next action, or None."""
        seasons = SEAT_IDS[len(self.names)][self.seat]
        if season not in seasons:
            return "arcadia.turn.own_lords"
        return quota_refusal(seasons, self.counts, self.actions_left, season)

    def acted(self) -> tuple[str, ...]:
        """The spaces of the lords that already acted this turn, sorted."""
        return tuple(sorted(_LABEL[c] for c in self.used))

    @property
    def prompt(self) -> str:
        """Whose turn it is and what they still owe, in plain words."""
        if self.over:
            if self.winner is None:
                return (f"Game over: a draw, since nobody had won by the end of turn {self.turn_limit}, "
                        "the last turn allowed.")
            full = [SEASONS[s].title() for s in SEAT_IDS[len(self.names)][self.winner]
                    if self.board.count(s) == LORDS_PER_SEASON]
            return (f"Game over: {verb(self.names[self.winner], 'wins', 'win')} with all {LORDS_PER_SEASON} "
                    f"{' and '.join(full)} lords on the board.")
        seasons = SEAT_IDS[len(self.names)][self.seat]
        n = self.actions_left
        text = f"{self.names[self.seat]} to play: {n} action{'s' if n != 1 else ''} left"
        if len(seasons) > 1:
            # the counts only: what they imply (arcadia.turn.season_quota) is for the learner to work out
            counts = self.counts
            text += " (actions so far: " + ", ".join(f"{SEASONS[s].title()} {counts[s]}" for s in seasons) + ")"
        return text + "."

    def _data(self) -> dict:
        """Every field but the random generator, as plain JSON-able data."""
        return {
            "game": "arcadia",
            "names": list(self.names),
            "board": {_LABEL[i]: SEASONS[v] for i, v in enumerate(self.board) if v != EMPTY},
            "seat": self.seat,
            "actions_left": self.actions_left,
            "used": sorted(_LABEL[c] for c in self.used),
            "counts": list(self.counts),
            "turn": self.turn,
            "winner": self.winner,
            "over": self.over,
            "turn_limit": self.turn_limit,
            "log": list(self.log),
        }


class View(Position, CoreView):
    """What one seat sees of an Arcadia position: everything but the random generator.

    ``viewer`` is the seat (None for the teacher). It renders and prompts like a
    State but cannot be played.
    """

    __slots__ = VIEW_FIELDS + ("viewer",)

    def __init__(self, state, viewer: int | None):
        for k in VIEW_FIELDS:
            object.__setattr__(self, k, getattr(state, k))
        self.viewer = viewer

    def __setattr__(self, name, value):
        if name != "viewer" or hasattr(self, "viewer"):
            raise AttributeError("a View is read-only")
        object.__setattr__(self, name, value)


    def sample(self, seed: int):
        """The State this view shows, with ``Rng(seed)`` (nothing is hidden in Arcadia)."""
        fields = {k: getattr(self, k) for k in VIEW_FIELDS}
        fields["rng"] = Rng(seed)
        return self.STATE._make(**fields)

    def __hash__(self) -> int:
        return hash(self.to_json())

