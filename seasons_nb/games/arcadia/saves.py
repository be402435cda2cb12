"""Seasons of Arcadia: reading a save (``load``, behind ``State.from_dict``; ``from_json``) and checking a
position (``check_position``, which teaching positions share, and ``invariants``): ValueError naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Iterable

from seasons_nb.core import Log, Rng, check_invariants
from seasons_nb.core.validate import as_bool, as_dict, as_int, as_list, as_log, as_names, as_opt_int, as_seat, as_str, need

from .components import (
    ACTIONS_PER_TURN, BOARD, EMPTY, IN_PLAY_IDS, LORDS_PER_SEASON, N_SPACES, OWNER_IDS, PLAYER_COUNTS,
    SEASON_INDEX, SEASONS, SEAT_IDS,
)
from .state import FIELDS, State
from .view import quota_refusal

_LABEL = BOARD.labels
_CELL = BOARD.by_label
MAX_TURN = 10 ** 9
_SAVE_KEYS = ("game",) + FIELDS


def load(data: dict) -> State:
    """The state written by ``State.to_dict``; ValueError naming the field for anything else."""
    d = as_dict(data, "save", keys=_SAVE_KEYS, exact=True)
    as_str(d["game"], "game", choices=("arcadia",))
    raw_names = as_list(d["names"], "names", max_len=10)
    need(len(raw_names) in PLAYER_COUNTS, "names", f"Seasons of Arcadia is for 2, 3 or 4 players, "
         f"not {len(raw_names)}")
    players = len(raw_names)
    names = as_names(raw_names, "names", players)
    n = ACTIONS_PER_TURN[players]
    board = read_board(as_dict(d["board"], "board"), "board", players)
    seat = as_seat(d["seat"], "seat", players)
    actions_left = as_int(d["actions_left"], "actions_left", 0, n)
    used = read_spaces(as_list(d["used"], "used", max_len=N_SPACES), "used")
    raw_counts = as_list(d["counts"], "counts", length=len(SEASONS))
    counts = tuple(as_int(c, f"counts[{i}]", 0, n) for i, c in enumerate(raw_counts))
    turn = as_int(d["turn"], "turn", 1, MAX_TURN)
    winner = None if d["winner"] is None else as_seat(d["winner"], "winner", players)
    over = as_bool(d["over"], "over")
    turn_limit = as_opt_int(d["turn_limit"], "turn_limit", 1, MAX_TURN)
    log = Log(as_log(d["log"], "log"))
    rng = Rng(as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    check_position(names, board, seat, actions_left, used, counts, turn, winner, over, turn_limit)
    return State._make(names=names, board=board, seat=seat, actions_left=actions_left, used=used, counts=counts,
                       turn=turn, winner=winner, over=over, turn_limit=turn_limit, log=log, rng=rng)


#: the state written by ``State.to_json``; ValueError naming the field for anything else
from_json = State.from_json


# ---- checking positions -----------------------------------------------------------------------

def read_board(raw: Mapping, field: str, players: int) -> tuple[int, ...]:
    cells = [EMPTY] * N_SPACES
    for label, season in raw.items():
        need(type(label) is str and label in _CELL, field, f"{str(label)[:20]!r} is not a space on the board "
             f"(a1–{_LABEL[-1]})")
        as_str(season, f"{field}.{label}", choices=SEASONS)
        need(SEASON_INDEX[season] in IN_PLAY_IDS[players], f"{field}.{label}",
             f"{season} is not in a {players}-player game")
        cells[_CELL[label]] = SEASON_INDEX[season]
    for s in IN_PLAY_IDS[players]:
        k = cells.count(s)
        need(k <= LORDS_PER_SEASON, field, f"{k} {SEASONS[s]} lords, but a season has only {LORDS_PER_SEASON}")
    return tuple(cells)


def read_spaces(raw: Iterable, field: str) -> frozenset:
    out = []
    for i, label in enumerate(raw):
        need(type(label) is str and label in _CELL, f"{field}[{i}]", f"{str(label)[:20]!r} is not a space "
             "on the board")
        need(_CELL[label] not in out, field, f"{label} is listed twice")
        out.append(_CELL[label])
    return frozenset(out)


def check_position(names, board, seat, actions_left, used, counts, turn, winner, over, turn_limit,
           rename: Mapping[str, str] = {}) -> None:
    """Check that well-typed fields make a position the rules can reach; ValueError names the field."""
    def f(name: str) -> str:
        return rename.get(name, name)

    players = len(names)
    n = ACTIONS_PER_TURN[players]
    mine = SEAT_IDS[players][seat]
    # the turn's bookkeeping
    need(turn_limit is None or turn_limit >= turn, f("turn_limit"),
         f"the turn limit {turn_limit} is already behind turn {turn}")
    if over:
        need(actions_left < n, f("actions_left"), "a game ends on an action, so at least one action of the "
             "last turn was taken")
    else:
        need(actions_left >= 1, f("actions_left"), f"a turn in progress has 1 to {n} actions left")
    for s, c in enumerate(counts):
        need(c >= 0, f("counts"), f"{SEASONS[s]} cannot have acted a negative number of times")
        need(s in mine or c == 0, f("counts"), f"{SEASONS[s]} is not a season of {names[seat]}, the player "
             "to move, so it has not acted this turn")
    need(sum(counts) == n - actions_left, f("counts"), f"the actions taken this turn ({sum(counts)}) and "
         f"the actions left ({actions_left}) must make {n}")
    need(quota_refusal(mine, counts, actions_left) is None, f("counts"), "each of the two seasons acts at least once a turn, which too few "
         "actions are left for")
    for s in mine:
        acted = sum(1 for c in used if board[c] == s)
        need(acted <= counts[s], f("used"), f"{acted} {SEASONS[s]} lords have acted but the season took "
             f"{counts[s]} actions this turn")
    for c in used:
        need(board[c] in mine, f("used"), f"{_LABEL[c]} holds no lord of {names[seat]}, the player to move")
    # an empty board is the start of the game
    if all(v == EMPTY for v in board):
        need(seat == 0, f("seat"), f"on an empty board the first seat ({names[0]}) moves first")
        need(actions_left == n and not over, f("actions_left"), "an empty board is the first action of the game")
        need(turn == 1, f("turn"), "an empty board is the first turn of the game")
    # the end of the game
    full = [s for s in IN_PLAY_IDS[players] if board.count(s) == LORDS_PER_SEASON]
    if winner is not None:
        need(over, f("over"), "a game with a winner is over")
        need(winner == seat, f("winner"), "a game is won on the winner's own action, so the winner is the "
             "player whose turn it was")
        need(any(s in full for s in SEAT_IDS[players][winner]), f("winner"),
             f"{names[winner]} has no season with all {LORDS_PER_SEASON} lords on the board")
    elif over:
        need(turn_limit is not None and turn >= turn_limit and actions_left == 0, f("over"),
             "a game without a winner ends only when the last turn of the turn limit ends")
    for s in full:
        need(over and winner == OWNER_IDS[players][s], f("board"), f"all {LORDS_PER_SEASON} {SEASONS[s]} lords "
             f"are on the board: that game is already won")


def invariants(state: State) -> None:
    """Check that ``state`` is a position the rules can reach; AssertionError (with a message) if not."""
    check_invariants(state, State, _shape, _check_state, _winner)


def _shape(state: State) -> None:
    assert type(state.names) is tuple and len(state.names) in PLAYER_COUNTS, "names: 2 to 4 players"
    players = len(state.names)
    n = ACTIONS_PER_TURN[players]
    assert type(state.board) is tuple and len(state.board) == N_SPACES, "board: one entry per space"
    assert all(type(v) is int and EMPTY <= v < len(SEASONS) for v in state.board), "board: season numbers"
    for s in range(len(SEASONS)):
        k = state.board.count(s)
        assert k <= LORDS_PER_SEASON, f"{SEASONS[s]}: {k} lords on the board"
        assert k == 0 or s in IN_PLAY_IDS[players], f"{SEASONS[s]} is not in a {players}-player game"
        assert state.supply(SEASONS[s]) + k == LORDS_PER_SEASON, "supply and board make 12 lords"
    assert type(state.seat) is int and 0 <= state.seat < players, "seat: out of range"
    assert type(state.actions_left) is int and 0 <= state.actions_left <= n, "actions_left: out of range"
    assert type(state.used) is frozenset and all(type(c) is int and 0 <= c < N_SPACES for c in state.used), \
        "used: cell numbers"
    assert type(state.counts) is tuple and len(state.counts) == len(SEASONS), "counts: one per season"
    assert all(type(c) is int for c in state.counts), "counts: whole numbers"
    assert type(state.turn) is int and state.turn >= 1, "turn: 1 or more"
    assert state.winner is None or (type(state.winner) is int and 0 <= state.winner < players), "winner"
    assert type(state.over) is bool, "over: true or false"
    assert state.turn_limit is None or type(state.turn_limit) is int, "turn_limit"


def _check_state(state: State) -> None:
    check_position(state.names, state.board, state.seat, state.actions_left, state.used, state.counts,
                   state.turn, state.winner, state.over, state.turn_limit)


def _winner(state: State) -> None:
    if state.over:
        assert state.winner is None or state.scores[state.winner] == LORDS_PER_SEASON, "the winner has 12"
    else:
        assert max(state.scores) < LORDS_PER_SEASON, "a season with 12 lords has won"
