"""Seasons of Arcadia: the State and every rule of play (new games: ``setup``; saves and checks: ``saves``).

See ``rules.py`` for the rule ids and the choices the rulebook leaves open.
"""

from __future__ import annotations

from itertools import repeat
from operator import itemgetter
from typing import Sequence

from seasons_nb.core import NO, GameState, IllegalAction

from . import bot
from .actions import Action, Jump, Move, Place, parse_action, read_target
from .components import (
    ACTIONS_PER_TURN, BOARD, CENTER, EMPTY, LORDS_PER_SEASON, N_SPACES, REPLACES_IDS, SEASON_INDEX, SEASONS,
    SEAT_IDS, a_or_an, verb,
)
from .legal import BIT, legal_actions, masks_after, occupancy, out_row
from .rules import JUMP_MAY_REVISIT, JUMP_MAY_TURN, RULES
from .view import VIEW_FIELDS, Position, View, quota_refusal

#: the fields of a State, in order
FIELDS = VIEW_FIELDS + ("rng",)

_ADJ = BOARD.adj
_JUMPS = BOARD.jumps
_LABEL = BOARD.labels
_CELL = BOARD.by_label
#: (from, landing) -> the space jumped over
_OVER = {(a, land): over for a in range(N_SPACES) for over, land in _JUMPS[a] if land != NO}
_TITLES = tuple(s.title() for s in SEASONS)
#: a turn's counts before any season has acted
NO_COUNTS = (0, 0, 0, 0)
#: (a seat's seasons, counts, actions left) -> the seasons that may act (a few keys; asked before every action,
#: this costs 0.19 against 0.67 us per position)
_ALLOWED: dict = {}
_new = tuple.__new__


def _seen_start(start: int) -> set:
    """What a jump has used up before its first hop (see ``_seen_key``)."""
    return set() if JUMP_MAY_REVISIT else {start}


def _seen_key(frm: int, land: int):
    """A jump may not repeat this: the landing space, or with revisits allowed the hop itself."""
    return (frm, land) if JUMP_MAY_REVISIT else land


def win_stop_refusal(lords: int) -> str | None:
    """``arcadia.ours.win_stops_jump`` if a hop that leaves ``lords`` lords of the jumping season on the board
    (the jumper and the lord it replaced included) wins the game, so that the jump may go no further."""
    return "arcadia.ours.win_stops_jump" if lords >= LORDS_PER_SEASON else None


def jump_over_refusal(occupant: int, season: int, replaced: int) -> str | None:
    """``arcadia.jump.over`` unless a lord of ``season`` may jump over ``occupant`` (what is on the space: a
    season's number or ``EMPTY``): a lord of its own season, or of the season it replaces (``replaced``)."""
    return None if occupant != EMPTY and (occupant == season or occupant == replaced) else "arcadia.jump.over"


def _direction(frm: int, over: int) -> tuple[int, int]:
    """A hop's direction as an axial step (row lengths differ, so labels cannot tell)."""
    (q1, r1), (q2, r2) = BOARD.cells[frm], BOARD.cells[over]
    return (q2 - q1, r2 - r1)


class _JumpSearch:
    """Every jump of the mover's lords in one position, added to ``acts`` in the legal order, whatever our jump
    choices (``legal.py`` has the faster search for the default ones)."""

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
        if occ != season and occ != rep:  # jump_over_refusal, written out in this hot loop
            continue
        d = None
        if not turn:  # arcadia.ours.jump_turns
            d = _direction(pos, over)
            if direction is not None and d != direction:
                continue
        if land == NO:
            # jump out: back on any empty space (after the replacement, if any)
            if back[0] is None:
                back[0] = [c for c, v in enumerate(board) if v == EMPTY]
            if len(path) == 1:
                row = out_row(pos, over, season)  # pos is the start
                acts.extend(_pick(back, row))
            else:
                if back[2] is None:
                    back[2] = [_LABEL[c] for c in back[0]]
                acts.extend(map(_new, repeat(Jump), zip(repeat(name), repeat(path), repeat(_LABEL[over]),
                                                        back[2])))
            continue
        if board[land] != EMPTY:  # arcadia.jump.landing
            continue
        key = (pos, land) if revisit else land  # _seen_key: arcadia.ours.jump_no_revisit
        if key in seen:
            continue
        longer = path + (_LABEL[land],)
        acts.append(_new(Jump, (name, longer, None, None)))
        if occ == rep:
            if win_stop_refusal(count + 1):  # the game is won here
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
    EVALUATION_UNIT = bot.EVALUATION_UNIT
    __slots__ = FIELDS
    parse_action = staticmethod(parse_action)

    # ---- facts the engine needs ------------------------------------------------------------
    def _allowed_seasons(self) -> tuple[int, ...]:
        """The season numbers that may take the next action (the two-player quota)."""
        seasons = SEAT_IDS[len(self.names)][self.seat]
        if len(seasons) == 1:
            return seasons
        key = (seasons, self.counts, self.actions_left)
        allowed = _ALLOWED.get(key)
        if allowed is None:
            left, counts = self.actions_left, self.counts
            allowed = _ALLOWED[key] = tuple(s for s in seasons if quota_refusal(seasons, counts, left, s) is None)
        return allowed

    # ---- legal actions -----------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        masks = self._cache.get("masks")
        if masks is None:
            masks = self._cache["masks"] = tuple(occupancy(self.board))
        # the fast jump search knows only our default jump choices; the general one follows any
        search = None if JUMP_MAY_TURN and not JUMP_MAY_REVISIT else _JumpSearch
        return legal_actions(self.board, masks, self._allowed_seasons(), self.used,
                             REPLACES_IDS[len(self.names)], search)

    # ---- why an action is refused ---------------------------------------------------------------
    def _why(self, action: Action) -> IllegalAction:
        kind, season, path = action.kind, action.season, action.path
        me = self.names[self.seat]
        s = SEASON_INDEX[season]
        mine = SEAT_IDS[len(self.names)][self.seat]
        rule = self.season_refusal(s)
        if rule == "arcadia.turn.own_lords":
            which = " and ".join(x.title() for x in self.seasons_of(self.seat))
            return RULES.illegal(rule, f"{verb(me, 'plays', 'play')} {which}, not {season.title()}.")
        if rule is not None:
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
                if win_stop_refusal(board.count(s) + 1) and (b != cells[-1] or out is not None):
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
        if land is not None and land != NO:
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
        rule = jump_over_refusal(occ, s, rep)
        if rule is None:
            return None
        if occ == EMPTY:
            return RULES.illegal(rule, f"There is no lord on {_LABEL[over]} to jump over.")
        mine, theirs = _TITLES[s], _TITLES[occ]
        target = f" or {_TITLES[rep]}" if rep != EMPTY else ""
        return RULES.illegal(rule, f"{mine} can jump only {mine}{target} lords, not the {theirs} lord on "
                             f"{_LABEL[over]} (see the March of Seasons).")

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
        # core's working copy, but the board, the lords that acted and the counts are thawed and frozen here
        # rather than through ZONES and edit: an action changes all three, and edit/_end cost 6.8 us per
        # action against 4.5 us here (4.0 us building the State by hand; random playouts 25,300-25,800 against
        # 26,400-27,100 actions/s, CPU time, best of 5, on the same 7,326 actions)
        new = self._begin()
        board = list(self.board)
        acted = set(self.used)
        title = _TITLES[s]
        if kind is Place:
            label = action[1]
            to = _CELL[label]
            board[to] = s
            acted.add(to)
            gone, came, rep = 0, BIT[to], EMPTY
            new._say(f"{verb(self.names[self.seat], 'places', 'place')} {a_or_an(title)} lord on {label}.")
        elif kind is Move:
            a, b = action[1], action[2]
            board[_CELL[a]], board[_CELL[b]] = EMPTY, s
            acted.add(_CELL[b])
            gone, came, rep = BIT[_CELL[a]], BIT[_CELL[b]], EMPTY
            new._say(f"{title} moves {a}→{b}.")
        else:
            _, path, out, enter = action
            rep = REPLACES_IDS[len(self.names)].get(s, EMPTY)
            rep_title = _TITLES[rep] if rep != EMPTY else ""
            cells = [_CELL[p] for p in path]
            board[cells[0]] = EMPTY
            gone, came = BIT[cells[0]], 0
            parts = []
            for a, b in zip(cells, cells[1:]):
                over = _OVER[(a, b)]
                part = f"{_LABEL[a]}→{_LABEL[b]}"
                if board[over] == rep:
                    board[over] = s
                    acted.discard(over)
                    came |= BIT[over]
                    part += f", replacing the {rep_title} lord on {_LABEL[over]}"
                parts.append(part)
            land = cells[-1]
            if out is not None:
                o = _CELL[out]
                part = f"out over {out}" if parts else f"from {path[0]} out over {out}"
                if board[o] == rep:
                    board[o] = s
                    acted.discard(o)
                    came |= BIT[o]
                    part += f", replacing the {rep_title} lord there,"
                parts.append(part + f" and comes back on {enter}")
                land = _CELL[enter]
            board[land] = s
            acted.add(land)
            came |= BIT[land]
            new._say(f"{title} jumps " + ", then ".join(parts) + ".")
        counts = list(self.counts)
        counts[s] += 1
        new.board, new.used, new.counts = tuple(board), frozenset(acted), tuple(counts)
        masks = self._cache.get("masks")
        if masks is not None:  # the lords of the season counted from its mask: 0.7 us less than board.count
            masks = new._cache["masks"] = masks_after(masks, s, gone, came, rep)
            lords = masks[s].bit_count()
        else:
            lords = board.count(s)
        new.actions_left = left = self.actions_left - 1
        names = self.names
        if lords >= LORDS_PER_SEASON:
            new.over, new.winner = True, self.seat
            new._say(f"All 12 {title} lords are on the board: {verb(names[self.seat], 'wins', 'win')}!")
        elif left == 0:
            if self.turn_limit is not None and self.turn >= self.turn_limit:
                new.over = True
                new._say(f"The turn limit ({self.turn_limit}) is reached without a winner: the game is a draw.")
            else:
                seat = (self.seat + 1) % len(names)
                new.seat, new.actions_left, new.used = seat, ACTIONS_PER_TURN[len(names)], frozenset()
                new.counts, new.turn = NO_COUNTS, self.turn + 1
                new._say(f"Turn {self.turn + 1}: {names[seat]}.")
        return new._end()

    # ---- views, bots and saves --------------------------------------------------------------------
    def _view(self, player: int | None) -> View:
        """What ``player`` sees: everything but the random generator (no information is hidden)."""
        return View(self, player)

    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (for the greedy bot): big is good."""
        return bot.evaluate(self, player)

    def evaluation_terms(self, player: int) -> dict[str, float]:
        return bot.terms(self, player)


    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """The state written by ``to_dict``; ValueError naming the field for anything else."""
        from .saves import load  # saves imports this module

        return load(data)

    def __repr__(self) -> str:
        return f"<arcadia.State turn {self.turn}: {self.prompt}>"


View.STATE = State  # View.sample builds States; this module imports view.py, not the other way
