"""Seasons of Arcadia: the State, every rule of play, and the strict loaders.

See ``rules.py`` for the rule ids and the choices the rulebook leaves open.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from itertools import chain, repeat
from operator import itemgetter
from typing import Iterable, Sequence

from seasons_nb.core import GameState, IllegalAction, Log, Rng
from seasons_nb.core.validate import (
    as_bool, as_dict, as_int, as_list, as_log, as_names, as_opt_int, as_str, need,
)

from . import bot
from .actions import Action, Jump, Move, Place, parse_action, read_target
from .components import (
    ACTIONS_PER_TURN, BOARD, CENTER, EMPTY, IN_PLAY_IDS, LORDS_PER_SEASON, N_SPACES, OWNER_IDS,
    PLAYER_COUNTS, REPLACES_IDS, SEASON_INDEX, SEASONS, SEAT_IDS, SIDE_NAMES, a_or_an, verb,
)
from .rules import DEFAULT_TURN_LIMIT, JUMP_MAY_REVISIT, JUMP_MAY_TURN, RULES
from .view import VIEW_FIELDS, Position, View

#: the fields of a State, in order
FIELDS = VIEW_FIELDS + ("rng",)

_ADJ = BOARD.adj
_ADJSET = [frozenset(a) for a in _ADJ]
_JUMPS = BOARD.jumps
_LABEL = BOARD.labels
_CELL = BOARD.by_label
#: (from, landing) -> the space jumped over
_OVER = {(a, land): over for a in range(N_SPACES) for over, land in _JUMPS[a] if land >= 0}
_TITLES = tuple(s.title() for s in SEASONS)
_NO_COUNTS = (0, 0, 0, 0)
_MAX_TURN = 10 ** 9
_new = tuple.__new__


def _seen_start(start: int) -> set:
    """What a jump has used up before its first hop (see ``_seen_key``)."""
    return set() if JUMP_MAY_REVISIT else {start}


def _seen_key(frm: int, land: int):
    """A jump may not repeat this: the landing space, or with revisits allowed the hop itself."""
    return (frm, land) if JUMP_MAY_REVISIT else land


def _direction(frm: int, over: int) -> tuple[int, int]:
    """A hop's direction as an axial step (row lengths differ, so labels cannot tell)."""
    (q1, r1), (q2, r2) = BOARD.cells[frm], BOARD.cells[over]
    return (q2 - q1, r2 - r1)


@lru_cache(maxsize=None)
def _out_table(start: int, over: int, season: int) -> tuple:
    """Single-hop jump outs from ``start`` over ``over``, indexed by the re-entry cell."""
    name, path, edge = SEASONS[season], (_LABEL[start],), _LABEL[over]
    return tuple(_new(Jump, (name, path, edge, _LABEL[e])) for e in range(N_SPACES))


#: prebuilt actions: _PLACE[cell][season]
_PLACE = [[_new(Place, (name, _LABEL[c])) for name in SEASONS] for c in range(N_SPACES)]
#: _PLACES[seasons][cell]: the place actions on a cell for a tuple of placeable seasons
_PLACES = {
    combo: [tuple(_PLACE[c][s] for s in combo) for c in range(N_SPACES)]
    for combo in {tuple(x for x in seat if x in keep) for seats in SEAT_IDS.values() for seat in seats
                  for keep in ({0, 1, 2, 3}, {0}, {1}, {2}, {3})}
}
#: _STEPS[cell][season]: (neighbour, landing of a jump over it or -1, the move there) in jump order
_STEPS = [[tuple((nb, land, _new(Move, (name, _LABEL[c], _LABEL[nb]))) for nb, land in _JUMPS[c])
           for name in SEASONS] for c in range(N_SPACES)]


class _JumpSearch:
    """Every jump of the mover's lords in one position, added to ``acts`` in the legal order."""

    __slots__ = ("board", "acts")

    def __init__(self, board: tuple, acts: list) -> None:
        self.board = list(board)  # scratch: each search leaves it as found
        self.acts = acts

    def run(self, start: int, season: int, rep: int, lords: int) -> None:
        """Add every jump of the ``season`` lord on ``start`` (one of ``lords`` on the board), whose jumps
        may replace ``rep``."""
        board = self.board
        board[start] = EMPTY
        revisit = JUMP_MAY_REVISIT
        # back: where a jump out comes back (every empty space), its getter and labels, made when needed
        ctx = (board, season, rep, SEASONS[season], set() if revisit else {start}, self.acts, [None, None, None],
               JUMP_MAY_TURN, revisit)
        _hop(ctx, start, (_LABEL[start],), lords, None)
        board[start] = season


def _hop(ctx: tuple, pos: int, path: tuple, count: int, direction) -> None:
    """The jumps that go on from ``pos``, reached by ``path``, with ``count`` lords of the season then."""
    board, season, rep, name, seen, acts, back, turn, revisit = ctx
    for over, land in _JUMPS[pos]:
        occ = board[over]
        if occ != season and occ != rep:
            continue
        d = None
        if not turn:
            d = _direction(pos, over)
            if direction is not None and d != direction:
                continue
        if land < 0:
            # jump out: back on any empty space (after the replacement, if any)
            if back[0] is None:
                back[0] = [c for c, v in enumerate(board) if v == EMPTY]
            if len(path) == 1:
                row = _out_table(pos, over, season)  # pos is the start
                acts.extend(_pick(back, row))
            else:
                if back[2] is None:
                    back[2] = [_LABEL[c] for c in back[0]]
                acts.extend(map(_new, repeat(Jump), zip(repeat(name), repeat(path), repeat(_LABEL[over]),
                                                        back[2])))
            continue
        if board[land] != EMPTY:
            continue
        key = (pos, land) if revisit else land
        if key in seen:
            continue
        longer = path + (_LABEL[land],)
        acts.append(_new(Jump, (name, longer, None, None)))
        if occ == rep:
            if count + 1 >= LORDS_PER_SEASON:  # the game is won here (arcadia.ours.win_stops_jump)
                continue
            board[over] = season
            seen.add(key)
            _hop(ctx, land, longer, count + 1, d)
            board[over] = rep
        else:
            seen.add(key)
            _hop(ctx, land, longer, count, d)
        seen.discard(key)


def _pick(back: list, row: tuple):
    """``row`` at the cells of ``back[0]`` (``back[1]`` keeps the getter)."""
    if back[1] is None:
        cells = back[0]
        back[1] = itemgetter(*cells) if len(cells) > 1 else (lambda r, c=cells[0]: (r[c],))
    return back[1](row)


class State(Position, GameState):
    """A Seasons of Arcadia position (immutable): see ``Position`` for the fields."""

    FIELDS = FIELDS
    __slots__ = FIELDS
    parse_action = staticmethod(parse_action)

    @classmethod
    def _make(cls, names, board, seat, actions_left, used, counts, turn, winner, over, turn_limit,
              log, rng) -> "State":
        """A State from fields already checked (the loaders check them)."""
        new = object.__new__(cls)
        new._cache = {}
        new.names, new.board, new.seat, new.actions_left = names, board, seat, actions_left
        new.used, new.counts, new.turn, new.winner = used, counts, turn, winner
        new.over, new.turn_limit, new.log, new.rng = over, turn_limit, log, rng
        return new

    def _replace(self, **changes) -> "State":
        # a hand-written copy: about twice as fast as the generic one, and it runs once per action
        new = object.__new__(State)
        new._cache = {}
        new.names, new.board, new.seat, new.actions_left = self.names, self.board, self.seat, self.actions_left
        new.used, new.counts, new.turn, new.winner = self.used, self.counts, self.turn, self.winner
        new.over, new.turn_limit, new.log, new.rng = self.over, self.turn_limit, self.log, self.rng
        for k, v in changes.items():
            if k not in FIELDS:
                raise TypeError(f"not a field of State: {k}")
            setattr(new, k, v)
        return new

    # ---- facts the engine needs ------------------------------------------------------------
    def _allowed_seasons(self) -> tuple[int, ...]:
        """The season numbers that may take the next action (the two-player quota)."""
        seasons = SEAT_IDS[len(self.names)][self.seat]
        if len(seasons) == 1:
            return seasons
        left, counts = self.actions_left, self.counts
        return tuple(s for s in seasons if sum(1 for o in seasons if o != s and counts[o] == 0) <= left - 1)

    # ---- legal actions -----------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        board = self.board
        seasons = self._allowed_seasons()
        occupied = [c for c, v in enumerate(board) if v != EMPTY]
        if not occupied:
            return [_PLACE[BOARD.center][s] for s in seasons]
        lords = {s: board.count(s) for s in seasons}
        placeable = [s for s in seasons if lords[s] < LORDS_PER_SEASON]
        if placeable:
            frontier = set().union(*map(_ADJSET.__getitem__, occupied)).difference(occupied)
            acts: list[Action] = list(chain.from_iterable(map(_PLACES[tuple(placeable)].__getitem__,
                                                              sorted(frontier))))
        else:
            acts = []
        append = acts.append
        used = self.used
        replaces = REPLACES_IDS[len(self.names)]
        search = None
        for cell in occupied:
            v = board[cell]
            if v not in seasons or cell in used:
                continue
            rep = replaces.get(v, EMPTY)
            can_jump = False
            for nb, land, move in _STEPS[cell][v]:
                occ = board[nb]
                if occ == EMPTY:
                    append(move)
                elif not can_jump and (occ == v or occ == rep) and (land < 0 or board[land] == EMPTY):
                    can_jump = True
            if can_jump:
                if search is None:
                    search = _JumpSearch(board, acts)
                search.run(cell, v, rep, lords[v])
        return acts

    # ---- why an action is refused ---------------------------------------------------------------
    def _why(self, action: Action) -> IllegalAction:
        kind, season, path = action.kind, action.season, action.path
        me = self.names[self.seat]
        s = SEASON_INDEX[season]
        mine = SEAT_IDS[len(self.names)][self.seat]
        if s not in mine:
            which = " and ".join(x.title() for x in self.seasons_of(self.seat))
            return RULES.illegal("arcadia.turn.own_lords",
                                 f"{verb(me, 'plays', 'play')} {which}, not {season.title()}.")
        if s not in self._allowed_seasons():
            other = [SEASONS[o].title() for o in mine if o != s][0]
            return RULES.illegal("arcadia.turn.season_quota",
                                 f"Your last action this turn must use {other}: each of your seasons "
                                 "acts at least once a turn.")
        board = self.board
        cells = [_CELL[p] for p in path]
        if kind == "place":
            to = cells[0]
            if board.count(s) >= LORDS_PER_SEASON:
                return RULES.illegal("arcadia.place.supply", f"All {season.title()} lords are already on the board.")
            if board[to] != EMPTY:
                return RULES.illegal("arcadia.place.empty",
                                     f"{path[0]} is taken by {a_or_an(_TITLES[board[to]])} lord.")
            if board.count(EMPTY) == N_SPACES:
                return RULES.illegal("arcadia.place.first_center",
                                     f"The first lord of the game must go on the centre space, {CENTER}.")
            return RULES.illegal("arcadia.place.adjacent",
                                 f"{path[0]} touches no lord: a new lord must be placed next to a lord "
                                 "already on the board.")
        frm = cells[0]
        if board[frm] == EMPTY:
            return RULES.illegal("arcadia.turn.own_lords", f"There is no lord on {path[0]} to {kind}.")
        if board[frm] != s:
            return RULES.illegal("arcadia.turn.own_lords",
                                 f"The lord on {path[0]} is {_TITLES[board[frm]]}, not {season.title()}.")
        if frm in self.used:
            return RULES.illegal("arcadia.lord.one_action", f"The lord on {path[0]} has already acted this turn.")
        if kind == "move":
            to = cells[1]
            if to not in _ADJ[frm]:
                return RULES.illegal("arcadia.move.adjacent", f"{path[1]} is not next to {path[0]}: a move is one step.")
            return RULES.illegal("arcadia.move.empty", f"{path[1]} is not empty.")
        return self._why_jump(s, cells, action.out, action.enter)

    def _why_jump(self, s: int, cells: list[int], out: str | None, enter: str | None) -> IllegalAction:
        board = list(self.board)
        rep = REPLACES_IDS[len(self.names)].get(s, EMPTY)
        seen = _seen_start(cells[0])
        pos = cells[0]
        board[pos] = EMPTY
        direction = None
        for a, b in zip(cells, cells[1:]):
            over = _OVER.get((a, b))
            if over is None:
                return RULES.illegal("arcadia.jump.landing",
                                     f"{_LABEL[b]} is not two spaces away in a straight line from {_LABEL[a]}.")
            bad = self._why_over(board[over], s, rep, over) or self._why_turn(direction, a, over)
            if bad:
                return bad
            direction = _direction(a, over)
            if board[b] != EMPTY:
                return RULES.illegal("arcadia.jump.landing", f"{_LABEL[b]} is not empty, so the jump cannot land there.")
            if _seen_key(a, b) in seen:
                what = (f"already made the hop {_LABEL[a]}→{_LABEL[b]}" if JUMP_MAY_REVISIT
                        else f"already been on {_LABEL[b]}; in our rules a jump never lands twice on the same space")
                return RULES.illegal("arcadia.ours.jump_no_revisit", f"This jump has {what}.")
            if board[over] == rep:
                board[over] = s
                if board.count(s) + 1 >= LORDS_PER_SEASON and (b != cells[-1] or out is not None):
                    return RULES.illegal("arcadia.ours.win_stops_jump", "The game is won the moment the 12th "
                                         "lord arrives; in our rules the jump stops there.")
            seen.add(_seen_key(a, b))
            pos = b
        if out is None:
            return RULES.illegal("arcadia.jump.multi", "That jump is not possible.")
        o = _CELL[out]
        if o not in _ADJ[pos]:
            return RULES.illegal("arcadia.jump.over", f"{out} is not next to {_LABEL[pos]}.")
        land = dict(_JUMPS[pos]).get(o)
        if land is not None and land >= 0:
            if o in BOARD.edge:
                return RULES.illegal("arcadia.ours.jump_out_off_board", f"{out} is on the edge, but jumping over "
                                     f"it from {_LABEL[pos]} lands on {_LABEL[land]}, on the board: in our reading "
                                     "that is an ordinary jump, not a jump out.")
            return RULES.illegal("arcadia.jump.out", f"{out} is not on the edge of the board: only a lord on an "
                                 "edge space can be jumped out over.")
        bad = self._why_over(board[o], s, rep, o) or self._why_turn(direction, pos, o)
        if bad:
            return bad
        if board[o] == rep:
            board[o] = s
        if board[_CELL[enter]] != EMPTY:
            return RULES.illegal("arcadia.jump.reenter", f"{enter} is not empty: a lord that jumped out "
                                 "comes back on an empty space.")
        return RULES.illegal("arcadia.jump.out", "That jump out is not possible.")

    @staticmethod
    def _why_turn(direction, frm: int, over: int) -> IllegalAction | None:
        if JUMP_MAY_TURN or direction is None or _direction(frm, over) == direction:
            return None
        return RULES.illegal("arcadia.ours.jump_turns", "In our rules a chain of hops keeps to one straight "
                             f"line, and the hop from {_LABEL[frm]} over {_LABEL[over]} turns.")

    @staticmethod
    def _why_over(occ: int, s: int, rep: int, over: int) -> IllegalAction | None:
        if occ == EMPTY:
            return RULES.illegal("arcadia.jump.over", f"There is no lord on {_LABEL[over]} to jump over.")
        if occ != s and occ != rep:
            mine, theirs = _TITLES[s], _TITLES[occ]
            target = f" or {_TITLES[rep]}" if rep != EMPTY else ""
            return RULES.illegal("arcadia.jump.over", f"{mine} can jump only {mine}{target} lords, "
                                 f"not the {theirs} lord on {_LABEL[over]} (see the March of Seasons).")
        return None

    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence matches no legal action, as the rule that forbids it."""
        if self.over:
            return RULES.illegal("arcadia.game_over")
        clicks = list(clicks)
        read = [read_target(c) for c in clicks]
        if not clicks or read[0] is None or read[0][0] != "space" or any(r is None for r in read):
            return RULES.illegal("arcadia.click")
        first = clicks[0]
        cell = _CELL[first]
        v = self.board[cell]
        if v == EMPTY:
            season = SEASONS[self._allowed_seasons()[0]]
            return self.explain(Place(season, first)) or RULES.illegal("arcadia.click")
        last, prev = read[-1], read[-2] if len(read) > 1 else None
        if (prev and prev[0] == last[0] == "space" and self.board[_CELL[last[1]]] != EMPTY
                and _CELL[last[1]] not in _ADJ[_CELL[prev[1]]]):
            return self.explain_clicks([last[1]])  # a lord out of reach was clicked: explain that lord
        season = SEASONS[v]
        if len(clicks) == 1:
            # the lord itself: is it one the player may act with at all?
            probe = self.explain(Move(season, first, first))
            if probe is not None and probe.rule != "arcadia.move.adjacent":
                return probe
            return RULES.illegal("arcadia.move.empty", f"The lord on {first} has no empty space next to it "
                                 "and nothing it may jump.")
        path, out, enter = [r[1] for r in read], None, None
        for i, r in enumerate(read):
            if r[0] == "out":
                path, out = [x[1] for x in read[:i]], r[1]
                rest = read[i + 1:]
                if len(rest) > 1 or any(x[0] != "space" for x in rest):
                    return RULES.illegal("arcadia.click")
                enter = rest[0][1] if rest else None
                break
        if any(r[0] != "space" for r in read[:len(path)]):
            return RULES.illegal("arcadia.click")
        if out is None and len(path) == 2 and _CELL[path[1]] in _ADJ[cell]:
            return self.explain(Move(season, path[0], path[1])) or RULES.illegal("arcadia.click")
        if out is not None and enter is None:
            # out of the board, not yet back in: explain the jump as far as it goes
            enter = next((lab for lab in _LABEL if self.board[_CELL[lab]] == EMPTY), first)
        return self.explain(Jump(season, tuple(path), out, enter)) or RULES.illegal("arcadia.click")

    # ---- applying an action -----------------------------------------------------------------------
    def _do(self, action: Action) -> "State":
        kind = type(action)
        if kind is not Place and kind is not Move and kind is not Jump:
            # a hand-built object equal to a legal action: play the legal action itself
            legal = self._legal_cached()
            action = legal[legal.index(action)]
            kind = type(action)
        season = action[0]
        s = SEASON_INDEX[season]
        board = list(self.board)
        used = set(self.used)
        title = _TITLES[s]
        if kind is Place:
            label = action[1]
            to = _CELL[label]
            board[to] = s
            used.add(to)
            line = f"{verb(self.names[self.seat], 'places', 'place')} {a_or_an(title)} lord on {label}."
        elif kind is Move:
            a, b = action[1], action[2]
            board[_CELL[a]], board[_CELL[b]] = EMPTY, s
            used.add(_CELL[b])
            line = f"{title} moves {a}→{b}."
        else:
            _, path, out, enter = action
            rep = REPLACES_IDS[len(self.names)].get(s, EMPTY)
            rep_title = _TITLES[rep] if rep != EMPTY else ""
            cells = [_CELL[p] for p in path]
            board[cells[0]] = EMPTY
            parts = []
            for a, b in zip(cells, cells[1:]):
                over = _OVER[(a, b)]
                part = f"{_LABEL[a]}→{_LABEL[b]}"
                if board[over] == rep:
                    board[over] = s
                    used.discard(over)
                    part += f", replacing the {rep_title} lord on {_LABEL[over]}"
                parts.append(part)
            land = cells[-1]
            if out is not None:
                o = _CELL[out]
                part = f"out over {out}" if parts else f"from {path[0]} out over {out}"
                if board[o] == rep:
                    board[o] = s
                    used.discard(o)
                    part += f", replacing the {rep_title} lord there,"
                parts.append(part + f" and comes back on {enter}")
                land = _CELL[enter]
            board[land] = s
            used.add(land)
            line = f"{title} jumps " + ", then ".join(parts) + "."
        counts = list(self.counts)
        counts[s] += 1
        left = self.actions_left - 1
        names = self.names
        new = object.__new__(State)
        new._cache = {}
        new.names, new.board, new.seat, new.actions_left = names, tuple(board), self.seat, left
        new.used, new.counts, new.turn, new.winner = frozenset(used), tuple(counts), self.turn, None
        new.over, new.turn_limit, new.rng = False, self.turn_limit, self.rng
        if board.count(s) >= LORDS_PER_SEASON:
            new.over, new.winner = True, self.seat
            won = verb(names[self.seat], "wins", "win")
            new.log = self.log + (line, f"All 12 {title} lords are on the board: {won}!")
        elif left == 0:
            if self.turn_limit is not None and self.turn >= self.turn_limit:
                new.over = True
                new.log = self.log + (line, f"The turn limit ({self.turn_limit}) is reached without a winner: "
                                      "the game is a draw.")
            else:
                seat = (self.seat + 1) % len(names)
                new.seat, new.actions_left, new.used = seat, ACTIONS_PER_TURN[len(names)], frozenset()
                new.counts, new.turn = _NO_COUNTS, self.turn + 1
                new.log = self.log + (line, f"Turn {self.turn + 1}: {names[seat]}.")
        else:
            new.log = self.log + (line,)
        return new

    # ---- views, bots and saves --------------------------------------------------------------------
    def view(self, player: int | None) -> View:
        """What ``player`` sees: everything but the random generator (no information is hidden)."""
        if player is not None and not (type(player) is int and 0 <= player < len(self.names)):
            raise ValueError(f"no seat {player!r} in a {len(self.names)}-player game")
        return View(self, player)

    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (for the greedy bot): big is good."""
        return bot.evaluate(self, player)

    def to_dict(self) -> dict:
        """All of the state as plain JSON-able data."""
        data = self._data()
        data["rng"] = self.rng.state
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """The state written by ``to_dict``; ValueError naming the field for anything else."""
        d = as_dict(data, "save", keys=_SAVE_KEYS, exact=True)
        as_str(d["game"], "game", choices=("arcadia",))
        raw_names = as_list(d["names"], "names", max_len=10)
        need(len(raw_names) in PLAYER_COUNTS, "names", f"Seasons of Arcadia is for 2, 3 or 4 players, "
             f"not {len(raw_names)}")
        players = len(raw_names)
        names = as_names(raw_names, "names", players)
        n = ACTIONS_PER_TURN[players]
        board = _read_board(as_dict(d["board"], "board"), "board", players)
        seat = as_int(d["seat"], "seat", 0, players - 1)
        actions_left = as_int(d["actions_left"], "actions_left", 0, n)
        used = _read_spaces(as_list(d["used"], "used", max_len=N_SPACES), "used")
        raw_counts = as_list(d["counts"], "counts", length=len(SEASONS))
        counts = tuple(as_int(c, f"counts[{i}]", 0, n) for i, c in enumerate(raw_counts))
        turn = as_int(d["turn"], "turn", 1, _MAX_TURN)
        winner = as_opt_int(d["winner"], "winner", 0, players - 1)
        over = as_bool(d["over"], "over")
        turn_limit = as_opt_int(d["turn_limit"], "turn_limit", 1, _MAX_TURN)
        log = Log(as_log(d["log"], "log"))
        rng = Rng(as_int(d["rng"], "rng", 0, (1 << 64) - 1))
        _check(names, board, seat, actions_left, used, counts, turn, winner, over, turn_limit)
        return cls._make(names, board, seat, actions_left, used, counts, turn, winner, over, turn_limit, log, rng)

    def __repr__(self) -> str:
        return f"<arcadia.State turn {self.turn}: {self.prompt}>"


View.STATE = State  # View.sample builds States; this module imports view.py, not the other way

_SAVE_KEYS = ("game",) + FIELDS


# ---- checking positions -----------------------------------------------------------------------

def _read_board(raw: Mapping, field: str, players: int) -> tuple[int, ...]:
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


def _read_spaces(raw: Iterable, field: str) -> frozenset:
    out = []
    for i, label in enumerate(raw):
        need(type(label) is str and label in _CELL, f"{field}[{i}]", f"{str(label)[:20]!r} is not a space "
             "on the board")
        need(_CELL[label] not in out, field, f"{label} is listed twice")
        out.append(_CELL[label])
    return frozenset(out)


def _check(names, board, seat, actions_left, used, counts, turn, winner, over, turn_limit,
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
    owed = sum(1 for s in mine if counts[s] == 0) if len(mine) > 1 else 0
    need(owed <= actions_left, f("counts"), "each of the two seasons acts at least once a turn, which too few "
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
    try:
        assert isinstance(state, State), f"not an Arcadia State: {type(state).__name__}"
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
        assert isinstance(state.log, Log), "log: a Log"
        assert isinstance(state.rng, Rng), "rng: an Rng"
        try:
            _check(state.names, state.board, state.seat, state.actions_left, state.used, state.counts,
                   state.turn, state.winner, state.over, state.turn_limit)
        except ValueError as e:
            raise AssertionError(str(e)) from None
        if state.over:
            assert state.winner is None or state.scores[state.winner] == LORDS_PER_SEASON, "the winner has 12"
        else:
            assert max(state.scores) < LORDS_PER_SEASON, "a season with 12 lords has won"
    except AssertionError:
        raise
    except Exception as e:  # noqa: BLE001 - a broken state may break anything; report it as broken
        raise AssertionError(f"broken state: {e!r}") from None


# ---- building games -----------------------------------------------------------------------------

def _players(players) -> int:
    need(type(players) is int and players in PLAYER_COUNTS, "players",
         f"Seasons of Arcadia is for 2, 3 or 4 players, not {players!r}")
    return players


def _turn_limit(turn_limit) -> int | None:
    return as_opt_int(turn_limit, "turn_limit", 1, _MAX_TURN)


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None,
             turn_limit: int | None = DEFAULT_TURN_LIMIT) -> State:
    """A new game: an empty board, the first side to play (equinoxes, Summer or Spring).

    ``turn_limit``: None (the book: play until someone wins) or the last turn
    before the game is a draw (see ``arcadia.ours.turn_limit``).
    """
    players = _players(players)
    names = SIDE_NAMES[players] if names is None else as_names(names, "names", players)
    return State._make(names, (EMPTY,) * N_SPACES, 0, ACTIONS_PER_TURN[players], frozenset(), _NO_COUNTS,
                       1, None, False, _turn_limit(turn_limit), Log((f"Turn 1: {names[0]}.",)),
                       Rng(as_int(seed, "seed")))


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
    cells = _read_board(board, "board", players)
    to_move = as_int(to_move, "to_move", 0, players - 1)
    need(isinstance(used, (list, tuple, set, frozenset)), "used", "expected a list of spaces")
    used_cells = _read_spaces(sorted(used, key=str) if isinstance(used, (set, frozenset)) else used, "used")
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
    _check(names, cells, to_move, left, used_cells, tuple(counts), 1, None, False, limit,
           rename={"seat": "to_move", "counts": "acted"})
    return State._make(names, cells, to_move, left, used_cells, tuple(counts), 1, None, False, limit,
                       Log((f"Turn 1: {names[to_move]}.",)), Rng(as_int(seed, "seed")))


def from_json(text: str) -> State:
    """The state written by ``State.to_json``; ValueError naming the field for anything else."""
    return State.from_json(text)
