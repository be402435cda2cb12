"""Seasons of Arcadia: positions, actions and every rule of play.

See ``rules.py`` for the rule ids and the choices the rulebook leaves open.
"""

from __future__ import annotations

import re
from itertools import compress
from functools import lru_cache
from operator import itemgetter
from typing import Iterable, Mapping, Sequence

from seasons_nb.core import Action as BaseAction
from seasons_nb.core import GameState, IllegalAction, Rng
from seasons_nb.core.hexgrid import hex_board

from .rules import BOARD_RADIUS, DEFAULT_TURN_LIMIT, JUMP_MAY_REVISIT, JUMP_MAY_TURN, RULES

BOARD = hex_board(BOARD_RADIUS)
N_SPACES = len(BOARD)
CENTER = BOARD.label(BOARD.center)
LORDS_PER_SEASON = 12

SEASONS = ("spring", "summer", "autumn", "winter")
SPRING, SUMMER, AUTUMN, WINTER = range(4)
SEASON_INDEX = {s: i for i, s in enumerate(SEASONS)}
COLOURS = {"spring": "#f4a6c6", "summer": "#a6dc7a", "autumn": "#f28c28", "winter": "#3f7fd8"}

#: seasons held by each seat, in turn order, for each player count
SEATS = {
    2: ((SPRING, AUTUMN), (SUMMER, WINTER)),
    3: ((SUMMER,), (AUTUMN,), (WINTER,)),
    4: ((SPRING,), (SUMMER,), (AUTUMN,), (WINTER,)),
}
SIDE_NAMES = {
    2: ("Equinoxes", "Solstices"),
    3: ("Summer", "Autumn", "Winter"),
    4: ("Spring", "Summer", "Autumn", "Winter"),
}
ACTIONS_PER_TURN = {2: 3, 3: 2, 4: 2}
#: season -> the season it jumps and replaces (the March of Seasons)
REPLACES = {
    2: {AUTUMN: WINTER, SUMMER: AUTUMN, WINTER: SPRING, SPRING: SUMMER},
    3: {AUTUMN: WINTER, SUMMER: AUTUMN, WINTER: SUMMER},
    4: {AUTUMN: WINTER, SUMMER: AUTUMN, WINTER: SPRING, SPRING: SUMMER},
}

_ADJ = BOARD.adj
_ADJSET = [frozenset(a) for a in _ADJ]
_CELLS = range(N_SPACES)
_JUMPS = BOARD.jumps
_LABEL = BOARD.labels
_CELL = BOARD.by_label
#: (from, landing) -> the space jumped over
_OVER = {(a, land): over for a in range(N_SPACES) for over, land in _JUMPS[a] if land >= 0}
EMPTY = -1
_NOT_EMPTY = EMPTY.__ne__
_IS_EMPTY = EMPTY.__eq__


class Action(BaseAction, tuple):
    """One action: ``(kind, season, path, out, enter)``.

    ``path`` is the lord's spaces: ``(to,)`` to place, ``(from, to)`` to move,
    ``(start, landing, …)`` to jump. A jump out names the edge space jumped
    over (``out``) and where the lord comes back (``enter``).
    """

    __slots__ = ()

    def __new__(cls, kind: str, season: str, path: Sequence[str], out: str | None = None,
                enter: str | None = None):
        return tuple.__new__(cls, (kind, season, tuple(path), out, enter))

    kind = property(itemgetter(0))
    season = property(itemgetter(1))
    path = property(itemgetter(2))
    out = property(itemgetter(3))
    enter = property(itemgetter(4))

    def __str__(self) -> str:
        kind, season, path, out, enter = self
        text = f"{kind} {season} {' '.join(path)}"
        return f"{text} out {out} {enter}" if out else text

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def clicks(self) -> tuple[str, ...]:
        """The board targets that select this action, in order."""
        kind, season, path, out, enter = self
        return path + (f"out:{out}", enter) if out else path


def _a(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


_new = tuple.__new__


def _seen_start(start: int) -> set:
    """What a jump has used up before its first hop (see ``_seen_key``)."""
    return set() if JUMP_MAY_REVISIT else {start}


def _seen_key(frm: int, land: int):
    """A jump may not repeat this: the landing space, or with revisits allowed the hop itself."""
    return (frm, land) if JUMP_MAY_REVISIT else land


@lru_cache(maxsize=None)
def _out_table(start: int, over: int, season: int) -> tuple:
    """Single-hop jump outs from ``start`` over ``over``, indexed by the re-entry cell."""
    head = ("jump", SEASONS[season], (_LABEL[start],), _LABEL[over])
    return tuple(_new(Action, (*head, _LABEL[e])) for e in range(N_SPACES))


def _act(kind, season, path, out=None, enter=None) -> Action:
    return tuple.__new__(Action, (kind, season, path, out, enter))


#: prebuilt actions: _PLACE[cell][season], _MOVE[cell][neighbour][season]
_PLACE = [[_act("place", name, (_LABEL[c],)) for name in SEASONS] for c in range(N_SPACES)]
#: _PLACES[seasons][cell]: the place actions on a cell for a tuple of placeable seasons
_PLACES = {
    combo: [tuple(_PLACE[c][s] for s in combo) for c in range(N_SPACES)]
    for combo in {tuple(x for x in seat if x in keep) for seats in SEATS.values() for seat in seats
                  for keep in ({0, 1, 2, 3}, {0}, {1}, {2}, {3})}
}
_MOVE = [{nb: [_act("move", name, (_LABEL[c], _LABEL[nb])) for name in SEASONS] for nb in _ADJ[c]}
         for c in range(N_SPACES)]
_WORD = re.compile(r"[a-z]+\d*|\S")


def parse_action(text: str) -> Action:
    """Read notation such as ``place autumn e5`` or ``jump autumn b2 out a1 e5``.

    Raises ``IllegalAction`` (rule ``arcadia.notation``) for text that names no action.
    """
    if not isinstance(text, str):
        raise RULES.illegal("arcadia.notation", f"Expected notation text, got {type(text).__name__}.")
    words = text.strip().lower().split()
    bad = RULES.illegal("arcadia.notation", f"Cannot read {text.strip()[:60]!r} as an action. "
                        + RULES["arcadia.notation"].text)
    if len(words) < 3 or words[0] not in ("place", "move", "jump") or words[1] not in SEASON_INDEX:
        raise bad
    kind, season, rest = words[0], words[1], words[2:]
    out = enter = None
    if kind == "jump" and "out" in rest:
        i = rest.index("out")
        if len(rest) != i + 3:
            raise bad
        out, enter = rest[i + 1], rest[i + 2]
        rest = rest[:i]
    spaces = rest + ([out, enter] if out else [])
    if any(s not in _CELL for s in spaces):
        raise RULES.illegal("arcadia.notation", f"{text.strip()[:60]!r} names a space that is not on "
                            f"the board (spaces run a1–{_LABEL[-1]}, centre {CENTER}).")
    need = {"place": (1, 1), "move": (2, 2), "jump": (1 if out else 2, N_SPACES)}[kind]
    if not need[0] <= len(rest) <= need[1]:
        raise bad
    return _act(kind, season, tuple(rest), out, enter)


class State(GameState):
    """A Seasons of Arcadia position (immutable)."""

    __slots__ = ("names", "board", "seat", "actions_left", "used", "counts", "turn",
                 "winner", "over", "turn_limit", "log", "rng")
    RULES = RULES
    GAME = "arcadia"
    parse_action = staticmethod(parse_action)

    def __init__(self, names: tuple[str, ...], board: tuple[int, ...], seat: int, actions_left: int,
                 used: frozenset, counts: tuple[int, ...], turn: int, winner: int | None,
                 over: bool, turn_limit: int | None, log: tuple[str, ...], rng: Rng):
        self._cache = {}
        self.names = names
        self.board = board
        self.seat = seat
        self.actions_left = actions_left
        self.used = used
        self.counts = counts
        self.turn = turn
        self.winner = winner
        self.over = over
        self.turn_limit = turn_limit
        self.log = log
        self.rng = rng

    def _replace(self, **changes) -> "State":
        new = object.__new__(State)
        new._cache = {}
        new.names, new.board, new.seat, new.actions_left = self.names, self.board, self.seat, self.actions_left
        new.used, new.counts, new.turn, new.winner = self.used, self.counts, self.turn, self.winner
        new.over, new.turn_limit, new.log, new.rng = self.over, self.turn_limit, self.log, self.rng
        for k, v in changes.items():
            setattr(new, k, v)
        return new

    # ---- facts about the position ------------------------------------------------
    @property
    def players(self) -> int:
        """Number of players."""
        return len(self.names)

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

    def seasons_of(self, seat: int) -> tuple[str, ...]:
        """The season names a seat plays."""
        return tuple(SEASONS[s] for s in SEATS[self.players][seat])

    def side(self, seat: int) -> str:
        """'Equinoxes', 'Solstices' or a season name."""
        return SIDE_NAMES[self.players][seat]

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
        r = REPLACES[self.players].get(SEASON_INDEX[season])
        return None if r is None else SEASONS[r]

    @property
    def scores(self) -> list[int]:
        """Per seat: lords on the board of its strongest season."""
        return [max(self.board.count(s) for s in SEATS[self.players][seat]) for seat in range(self.players)]

    def owner(self, season: int) -> int:
        for seat, seasons in enumerate(SEATS[self.players]):
            if season in seasons:
                return seat
        raise ValueError(season)

    def _allowed_seasons(self) -> tuple[int, ...]:
        seasons = SEATS[self.players][self.seat]
        if len(seasons) == 1:
            return seasons
        left = self.actions_left
        return tuple(
            s for s in seasons
            if sum(1 for o in seasons if o != s and self.counts[o] == 0) <= left - 1
        )

    @property
    def prompt(self) -> str:
        """Whose turn it is and what they still owe, in plain words."""
        if self.over:
            if self.winner is None:
                return "Game over: a draw (turn limit reached)."
            return f"Game over: {self.names[self.winner]} wins."
        seasons = SEATS[self.players][self.seat]
        n = self.actions_left
        text = f"{self.names[self.seat]} to play: {n} action{'s' if n != 1 else ''} left"
        if len(seasons) > 1:
            done = ", ".join(f"{SEASONS[s].title()} {self.counts[s]}" for s in seasons)
            owed = [SEASONS[s].title() for s in seasons if self.counts[s] == 0]
            text += f" ({done}"
            text += f"; {' and '.join(owed)} must still act)" if owed else ")"
        return text + "."

    # ---- legal actions -------------------------------------------------------------
    def _legal(self) -> list[Action]:
        board = self.board
        seasons = self._allowed_seasons()
        occupied = list(compress(_CELLS, map(_NOT_EMPTY, board)))
        if not occupied:
            return [_PLACE[BOARD.center][s] for s in seasons]
        acts: list[Action] = []
        placeable = [s for s in seasons if board.count(s) < LORDS_PER_SEASON]
        if placeable:
            frontier = set().union(*[_ADJSET[c] for c in occupied]).difference(occupied)
            by_seasons = _PLACES[tuple(placeable)]
            for cell in sorted(frontier):
                acts.extend(by_seasons[cell])
        used = self.used
        replaces = REPLACES[self.players]
        scratch = None
        for cell in occupied:
            v = board[cell]
            if v not in seasons or cell in used:
                continue
            moves = _MOVE[cell]
            rep = replaces.get(v, EMPTY)
            can_jump = False
            for nb, land in _JUMPS[cell]:
                occ = board[nb]
                if occ == EMPTY:
                    acts.append(moves[nb][v])
                elif not can_jump and (occ == v or occ == rep) and (land < 0 or board[land] == EMPTY):
                    can_jump = True
            if can_jump:
                if scratch is None:
                    scratch = list(board)
                self._jumps_from(cell, v, acts, scratch)
        return acts

    def _jumps_from(self, start: int, season: int, acts: list, board: list) -> None:
        """Add every jump of the lord on ``start``; ``board`` is a scratch copy, left as found."""
        rep = REPLACES[self.players].get(season, EMPTY)
        name = SEASONS[season]
        board[start] = EMPTY
        empties: list[int] = []
        seen = _seen_start(start)
        path = [_LABEL[start]]
        jumps, append = _JUMPS, acts.append
        turn = JUMP_MAY_TURN

        def hop(pos: int, count: int, direction) -> None:
            for over, land in jumps[pos]:
                occ = board[over]
                if occ != season and occ != rep:
                    continue
                d = None
                if not turn:  # the direction as an axial step (rows differ in length)
                    d = tuple(o - p for o, p in zip(BOARD.cells[over], BOARD.cells[pos]))
                    if direction is not None and d != direction:
                        continue
                replaced = occ == rep
                if land < 0:
                    # jump out: back on any empty space (after the replacement, if any)
                    if not empties:
                        empties.extend(compress(_CELLS, map(_IS_EMPTY, board)))
                    if len(path) == 1:
                        table = _out_table(start, over, season)
                        acts.extend([table[e] for e in empties])
                    else:
                        head = ("jump", name, tuple(path), _LABEL[over])
                        acts.extend([_new(Action, (*head, _LABEL[e])) for e in empties])
                    continue
                key = _seen_key(pos, land)
                if board[land] != EMPTY or key in seen:
                    continue
                if replaced:
                    board[over] = season
                    count += 1
                path.append(_LABEL[land])
                append(_new(Action, ("jump", name, tuple(path), None, None)))
                if count < LORDS_PER_SEASON:
                    seen.add(key)
                    hop(land, count, d)
                    seen.discard(key)
                path.pop()
                if replaced:
                    board[over] = rep
                    count -= 1

        hop(start, board.count(season) + 1, None)
        board[start] = season

    # ---- why an action is refused --------------------------------------------------------
    def _why(self, action: Action) -> IllegalAction:
        kind, season, path, out, enter = action
        me = self.names[self.seat]
        s = SEASON_INDEX[season]
        mine = SEATS[self.players][self.seat]
        if s not in mine:
            which = " and ".join(x.title() for x in self.seasons_of(self.seat))
            return RULES.illegal("arcadia.turn.own_lords",
                                 f"{me} plays {which}, not {season.title()}.")
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
                return RULES.illegal("arcadia.place.empty", f"{path[0]} is taken by {_a(SEASONS[board[to]].title())} lord.")
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
                                 f"The lord on {path[0]} is {SEASONS[board[frm]].title()}, not {season.title()}.")
        if frm in self.used:
            return RULES.illegal("arcadia.lord.one_action",
                                 f"The lord on {path[0]} has already acted this turn.")
        if kind == "move":
            to = cells[1]
            if to not in _ADJ[frm]:
                return RULES.illegal("arcadia.move.adjacent",
                                     f"{path[1]} is not next to {path[0]}: a move is one step.")
            return RULES.illegal("arcadia.move.empty", f"{path[1]} is not empty.")
        return self._why_jump(s, cells, out, enter)

    def _why_jump(self, s: int, cells: list[int], out: str | None, enter: str | None) -> IllegalAction:
        board = list(self.board)
        rep = REPLACES[self.players].get(s, EMPTY)
        seen = _seen_start(cells[0])
        pos = cells[0]
        board[pos] = EMPTY
        hops = [(a, b) for a, b in zip(cells, cells[1:])]
        for a, b in hops:
            over = _OVER.get((a, b))
            if over is None:
                return RULES.illegal("arcadia.jump.landing",
                                     f"{_LABEL[b]} is not two spaces away in a straight line from {_LABEL[a]}.")
            bad = self._why_over(board[over], s, rep, over)
            if bad:
                return bad
            if board[b] != EMPTY:
                return RULES.illegal("arcadia.jump.landing", f"{_LABEL[b]} is not empty, so the jump cannot land there.")
            if _seen_key(a, b) in seen:
                what = (f"already made the hop {_LABEL[a]}→{_LABEL[b]}" if JUMP_MAY_REVISIT
                        else f"already been on {_LABEL[b]}; a jump never lands twice on the same space")
                return RULES.illegal("arcadia.jump.multi", f"This jump has {what}.")
            if board[over] == rep:
                board[over] = s
                if board.count(s) + 1 >= LORDS_PER_SEASON and (b != cells[-1] or out):
                    return RULES.illegal("arcadia.win.twelve", "The game is won the moment the 12th lord "
                                         "arrives; the jump stops there.")
            seen.add(_seen_key(a, b))
            pos = b
        if out is None:
            return RULES.illegal("arcadia.jump.multi", "That jump is not possible.")
        o = _CELL[out]
        land = dict(_JUMPS[pos]).get(o)
        if o not in _ADJ[pos]:
            return RULES.illegal("arcadia.jump.over", f"{out} is not next to {_LABEL[pos]}.")
        if land is not None and land >= 0:
            return RULES.illegal("arcadia.jump.out", f"Jumping over {out} lands on {_LABEL[land]}, on the board: "
                                 "only a jump that would leave the board is a jump out.")
        bad = self._why_over(board[o], s, rep, o)
        if bad:
            return bad
        if board[o] == rep:
            board[o] = s
        if enter not in _CELL:
            return RULES.illegal("arcadia.jump.out", "Choose the empty space where the lord that jumped out "
                                 "comes back.")
        if board[_CELL[enter]] != EMPTY:
            return RULES.illegal("arcadia.jump.out", f"{enter} is not empty: a lord that jumped out comes "
                                 "back on an empty space.")
        return RULES.illegal("arcadia.jump.out", "That jump out is not possible.")

    def _why_over(self, occ: int, s: int, rep: int, over: int) -> IllegalAction | None:
        if occ == EMPTY:
            return RULES.illegal("arcadia.jump.over", f"There is no lord on {_LABEL[over]} to jump over.")
        if occ != s and occ != rep:
            mine, theirs = SEASONS[s].title(), SEASONS[occ].title()
            target = f" or {SEASONS[rep].title()}" if rep != EMPTY else ""
            return RULES.illegal("arcadia.jump.over", f"{mine} can jump only {mine}{target} lords, "
                                 f"not the {theirs} lord on {_LABEL[over]} (see the March of Seasons).")
        return None

    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence matches no legal action, as the rule that forbids it."""
        if self.over:
            return RULES.illegal("arcadia.game_over")
        first = clicks[0] if clicks else ""
        if first not in _CELL:
            return RULES.illegal("arcadia.click")
        cell = _CELL[first]
        v = self.board[cell]
        if v == EMPTY:
            season = SEASONS[self._allowed_seasons()[0]]
            return self.explain(_act("place", season, (first,))) or RULES.illegal("arcadia.click")
        last, prev = clicks[-1], clicks[-2] if len(clicks) > 1 else ""
        if (prev in _CELL and last in _CELL and self.board[_CELL[last]] != EMPTY
                and _CELL[last] not in _ADJ[_CELL[prev]]):
            return self.explain_clicks([last])  # a lord out of reach was clicked: explain that lord
        season = SEASONS[v]
        if len(clicks) == 1:
            # the lord itself: is it one the player may act with at all?
            probe = self.explain(_act("move", season, (first, first)))
            if probe is not None and probe.rule != "arcadia.move.adjacent":
                return probe
            return RULES.illegal("arcadia.move.empty", f"The lord on {first} has no empty space next to it "
                                 "and nothing it may jump.")
        path, out, enter = list(clicks), None, None
        for i, c in enumerate(clicks):
            if c.startswith("out:"):
                path, out = list(clicks[:i]), c[4:]
                enter = clicks[i + 1] if i + 1 < len(clicks) else None
                break
        if any(p not in _CELL for p in path) or (out is not None and out not in _CELL):
            return RULES.illegal("arcadia.click")
        if out is None and len(path) == 2 and _CELL[path[1]] in _ADJ[cell]:
            action = _act("move", season, tuple(path))
        else:
            action = _act("jump", season, tuple(path), out, enter if enter in _CELL else None)
        return self.explain(action) or RULES.illegal("arcadia.click")

    # ---- applying an action ----------------------------------------------------------------
    def _do(self, action: Action) -> "State":
        kind, season, path, out, enter = action
        names = self.names
        s = SEASON_INDEX[season]
        board = list(self.board)
        used = set(self.used)
        title = season.title()
        if kind == "place":
            to = _CELL[path[0]]
            board[to] = s
            used.add(to)
            line = f"{names[self.seat]} places {_a(title)} lord on {path[0]}."
        elif kind == "move":
            a, b = _CELL[path[0]], _CELL[path[1]]
            board[a], board[b] = EMPTY, s
            used.add(b)
            line = f"{title} moves {path[0]}→{path[1]}."
        else:
            rep = REPLACES[self.players].get(s, EMPTY)
            cells = [_CELL[p] for p in path]
            board[cells[0]] = EMPTY
            parts = []
            for a, b in zip(cells, cells[1:]):
                over = _OVER[(a, b)]
                part = f"{_LABEL[a]}→{_LABEL[b]}"
                if board[over] == rep:
                    board[over] = s
                    used.discard(over)
                    part += f", replacing the {SEASONS[rep].title()} lord on {_LABEL[over]}"
                parts.append(part)
            land = cells[-1]
            if out:
                o = _CELL[out]
                part = f"out over {out}" if parts else f"from {path[0]} out over {out}"
                if board[o] == rep:
                    board[o] = s
                    used.discard(o)
                    part += f", replacing the {SEASONS[rep].title()} lord there,"
                parts.append(part + f" and comes back on {enter}")
                land = _CELL[enter]
            board[land] = s
            used.add(land)
            line = f"{title} jumps " + ", then ".join(parts) + "."
        log = self.log + (line,)
        counts = list(self.counts)
        counts[s] += 1
        changes = dict(board=tuple(board), used=frozenset(used), counts=tuple(counts),
                       actions_left=self.actions_left - 1, log=log)
        if board.count(s) >= LORDS_PER_SEASON:
            changes.update(over=True, winner=self.seat, log=log + (
                f"All 12 {title} lords are on the board: {names[self.seat]} wins!",))
        elif changes["actions_left"] == 0:
            changes.update(self._end_of_turn(log))
        return self._replace(**changes)

    def _end_of_turn(self, log: tuple[str, ...]) -> dict:
        """The changes that end the turn: the next seat, or a draw at the turn limit."""
        if self.turn_limit is not None and self.turn >= self.turn_limit:
            return dict(over=True, log=log + (
                f"The turn limit ({self.turn_limit}) is reached without a winner: the game is a draw.",))
        seat = (self.seat + 1) % self.players
        return dict(seat=seat, actions_left=ACTIONS_PER_TURN[self.players], used=frozenset(),
                    counts=(0, 0, 0, 0), turn=self.turn + 1,
                    log=log + (f"Turn {self.turn + 1}: {self.names[seat]}.",))

    # ---- the bot's view ---------------------------------------------------------------------
    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (for the greedy bot): big is good."""
        if self.over:
            return 0.0 if self.winner is None else (1e6 if self.winner == player else -1e6)
        counts = [self.board.count(s) for s in range(4)]

        def strength(seat: int) -> float:
            mine = [counts[s] for s in SEATS[self.players][seat]]
            return 10 * max(mine) + sum(mine)

        rivals = [strength(o) for o in range(self.players) if o != player]
        return strength(player) - max(rivals)

    # ---- serialisation ---------------------------------------------------------------------
    def to_dict(self) -> dict:
        """All of the state as plain JSON-able data."""
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
            "rng": self.rng.state,
        }

    @classmethod
    def from_dict(cls, data: Mapping) -> "State":
        """The state written by ``to_dict``."""
        try:
            board = [EMPTY] * N_SPACES
            for label, season in data["board"].items():
                board[_CELL[label]] = SEASON_INDEX[season]
            return cls(tuple(data["names"]), tuple(board), int(data["seat"]), int(data["actions_left"]),
                       frozenset(_CELL[c] for c in data["used"]), tuple(int(c) for c in data["counts"]),
                       int(data["turn"]), data["winner"], bool(data["over"]), data["turn_limit"],
                       tuple(data["log"]), Rng(int(data["rng"])))
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"not a Seasons of Arcadia state: {e}") from None

    def render(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
               player: int | None = None) -> str:
        """The board as SVG; see ``render.board_svg``."""
        from .render import board_svg

        return board_svg(self, highlight=highlight, selected=selected, last=last)

    def __repr__(self) -> str:
        return f"<arcadia.State turn {self.turn}: {self.prompt}>"


# ---- building games ----------------------------------------------------------------------

def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    if players not in SEATS:
        raise ValueError("Seasons of Arcadia is for 2, 3 or 4 players.")
    if names is None:
        return SIDE_NAMES[players]
    names = tuple(str(n) for n in names)
    if len(names) != players:
        raise ValueError(f"expected {players} player names, got {len(names)}")
    return names


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None,
             turn_limit: int | None = DEFAULT_TURN_LIMIT) -> State:
    """A new game: an empty board, the first side to play (equinoxes, Summer or Spring)."""
    names = _names(players, names)
    return State(names, (EMPTY,) * N_SPACES, 0, ACTIONS_PER_TURN[players], frozenset(), (0, 0, 0, 0),
                 1, None, False, turn_limit, (f"Turn 1: {names[0]}.",), Rng(seed))


def from_position(board: Mapping[str, str], players: int = 2, to_move: int = 0,
                  actions_left: int | None = None, used: Iterable[str] = (),
                  acted: Mapping[str, int] | None = None, names: Sequence[str] | None = None,
                  turn_limit: int | None = DEFAULT_TURN_LIMIT, seed: int = 0) -> State:
    """A teaching position: ``board`` maps spaces to seasons, e.g. ``{"e5": "autumn"}``.

    ``used`` lists spaces whose lords already acted this turn and ``acted`` the
    actions each season has taken this turn (for the two-player quota).
    """
    names = _names(players, names)
    used = tuple(used)
    cells = [EMPTY] * N_SPACES
    allowed = {s for seat in SEATS[players] for s in seat}
    for label, season in board.items():
        if label not in _CELL:
            raise ValueError(f"{label!r} is not a space on the board")
        if season not in SEASON_INDEX or SEASON_INDEX[season] not in allowed:
            raise ValueError(f"{season!r} is not a season in a {players}-player game")
        cells[_CELL[label]] = SEASON_INDEX[season]
    for s in range(4):
        if cells.count(s) >= LORDS_PER_SEASON:
            raise ValueError(f"{SEASONS[s]} already has all its lords on the board: that game is won")
    if not 0 <= to_move < players:
        raise ValueError("to_move must be a seat number")
    mine = SEATS[players][to_move]
    if any(u not in _CELL or cells[_CELL[u]] not in mine for u in used):
        raise ValueError("every space in 'used' must hold a lord of the player to move")
    counts = [0, 0, 0, 0]
    for season, n in (acted or {}).items():
        if SEASON_INDEX.get(season) not in mine:
            raise ValueError(f"'acted' counts only the seasons of the player to move, not {season!r}")
        counts[SEASON_INDEX[season]] = int(n)
    left = ACTIONS_PER_TURN[players] - sum(counts) if actions_left is None else actions_left
    if not 1 <= left <= ACTIONS_PER_TURN[players]:
        raise ValueError(f"actions_left must be 1 to {ACTIONS_PER_TURN[players]} in a {players}-player game")
    if len(mine) > 1 and sum(1 for s in mine if counts[s] == 0) > left:
        raise ValueError("each season must act once a turn: with so few actions left, 'acted' must "
                         "show the seasons that already did")
    return State(names, tuple(cells), to_move, left, frozenset(_CELL[u] for u in used), tuple(counts),
                 1, None, False, turn_limit, (f"Turn 1: {names[to_move]}.",), Rng(seed))


def from_json(text: str) -> State:
    """The state written by ``State.to_json``."""
    return State.from_json(text)


def invariants(state: State) -> None:
    """Check conservation laws; raises AssertionError if one is broken."""
    assert len(state.board) == N_SPACES
    seasons_in_play = {s for seat in SEATS[state.players] for s in seat}
    for s in range(4):
        n = state.board.count(s)
        assert 0 <= n <= LORDS_PER_SEASON, f"{SEASONS[s]}: {n} lords on the board"
        if s not in seasons_in_play:
            assert n == 0, f"{SEASONS[s]} is not in a {state.players}-player game"
        assert state.supply(SEASONS[s]) + n == LORDS_PER_SEASON
    assert all(state.board[c] != EMPTY for c in state.used), "an acted lord must be on the board"
    assert 0 <= state.actions_left <= ACTIONS_PER_TURN[state.players]
    if state.over and state.winner is not None:
        assert state.scores[state.winner] == LORDS_PER_SEASON
    if not state.over:
        assert max(state.scores) < LORDS_PER_SEASON
