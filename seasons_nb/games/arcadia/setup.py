"""Seasons of Arcadia: new games and teaching positions (``new_game``, ``from_position``), each argument
checked (ValueError naming the argument)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Iterable, Sequence

from seasons_nb.core import Log, Rng
from seasons_nb.core.validate import as_int, as_names, as_opt_int, as_seat, need

from .components import ACTIONS_PER_TURN, EMPTY, N_SPACES, PLAYER_COUNTS, SEASON_INDEX, SEAT_IDS, SIDE_NAMES
from .rules import DEFAULT_TURN_LIMIT
from .saves import MAX_TURN, check_position, read_board, read_spaces
from .state import NO_COUNTS, State


def _players(players) -> int:
    need(type(players) is int and players in PLAYER_COUNTS, "players",
         f"Seasons of Arcadia is for 2, 3 or 4 players, not {players!r}")
    return players


def _turn_limit(turn_limit) -> int | None:
    return as_opt_int(turn_limit, "turn_limit", 1, MAX_TURN)


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None,
             turn_limit: int | None = DEFAULT_TURN_LIMIT) -> State:
    """A new game: an empty board, the first side to play (equinoxes, Summer or Spring).

    ``turn_limit``: None (the book: play until someone wins) or the last turn
    before the game is a draw (see ``arcadia.ours.turn_limit``).
    """
    players = _players(players)
    names = SIDE_NAMES[players] if names is None else as_names(names, "names", players)
    return State._make(names=names, board=(EMPTY,) * N_SPACES, seat=0, actions_left=ACTIONS_PER_TURN[players],
                       used=frozenset(), counts=NO_COUNTS, turn=1, winner=None, over=False,
                       turn_limit=_turn_limit(turn_limit), log=Log((f"Turn 1: {names[0]}.",)),
                       rng=Rng(as_int(seed, "seed")))


def from_position(board: Mapping[str, str], players: int = 2, to_move: int = 0,
                  actions_left: int | None = None, used: Iterable[str] = (),
                  acted: Mapping[str, int] | None = None, names: Sequence[str] | None = None,
                  turn_limit: int | None = DEFAULT_TURN_LIMIT, seed: int = 0) -> State:
    """A teaching position: ``board`` maps spaces to seasons, e.g. ``{"e5": "autumn"}``.

    ``used`` lists spaces whose lords already acted this turn and ``acted`` the
    actions each season has taken this turn (for the two-player quota);
    ``actions_left`` defaults to what ``acted`` leaves. ValueError names the
    argument that makes no sense.
    """
    players = _players(players)
    names = SIDE_NAMES[players] if names is None else as_names(names, "names", players)
    n = ACTIONS_PER_TURN[players]
    need(isinstance(board, Mapping), "board", f"expected a mapping of spaces to seasons, got {type(board).__name__}")
    cells = read_board(board, "board", players)
    to_move = as_seat(to_move, "to_move", players)
    need(isinstance(used, (list, tuple, set, frozenset)), "used", "expected a list of spaces")
    used_cells = read_spaces(sorted(used, key=str) if isinstance(used, (set, frozenset)) else used, "used")
    counts = [0, 0, 0, 0]
    if acted is not None:
        need(isinstance(acted, Mapping), "acted", "expected a mapping of seasons to numbers of actions")
        for season, k in acted.items():
            need(type(season) is str and season in SEASON_INDEX
                 and SEASON_INDEX[season] in SEAT_IDS[players][to_move], "acted",
                 f"counts only the seasons of the player to move, not {str(season)[:20]!r}")
            counts[SEASON_INDEX[season]] = as_int(k, f"acted.{season}", 0, n)
    if actions_left is None:
        need(sum(counts) < n, "acted", f"at most {n - 1} actions of a turn can have been taken")
        left = n - sum(counts)
    else:
        left = as_int(actions_left, "actions_left", 1, n)
    limit = _turn_limit(turn_limit)
    check_position(names, cells, to_move, left, used_cells, tuple(counts), 1, None, False, limit,
           rename={"seat": "to_move", "counts": "acted"})
    return State._make(names=names, board=cells, seat=to_move, actions_left=left, used=used_cells,
                       counts=tuple(counts), turn=1, winner=None, over=False, turn_limit=limit,
                       log=Log((f"Turn 1: {names[to_move]}.",)), rng=Rng(as_int(seed, "seed")))
