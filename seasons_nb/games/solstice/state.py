"""Solstice: the State, its legal actions, how each action is applied and why one is refused.

Setup: each seat in turn chooses a character of its court; then the court whose solstice is
nearer the date starts, a die picking its first player. A turn: roll and move; on a space
where you may attack someone, attack (the defender defends or tries to escape; a defender who
wins counter-attacks or flees) or not; then follow the space: draw a card (a weapon, armor or
boots: equip it or keep it), flip your piece or an equipped item, or discard a card the next
player picks blind from your fanned items. Every open question is a decision of one seat
(``current_player``) and an action. The notation is in ``actions.py``, the rule ids and our
choices in ``rules.py``.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Mapping, Sequence

from seasons_nb.core import GameState, IllegalAction, Log, Rng
from seasons_nb.core import validate as V

from . import bot
from .actions import (
    Action, Answering, Attack, Attacking, Choose, Counter, Defend, Defending, Discarding, Equip, Equipping, Escape,
    Flee, FlipItem, FlipPiece, Flipping, Keep, NoAttack, Pick, Roll, Rolling, Steal, Stealing, THEN,
    parse_action, read_target,
)
from .components import (
    CARD_INDEX, CARDS, CHARACTER_INDEX, CHARACTERS, COURTS, DIE, N_CARDS, PIECE_OF, PIECES, PLAYER_COUNTS,
    SPACE_KINDS, SPACES, START_PIECES, START_SPACE, STATS, card_text, court_name,
)
from .rules import (
    DEFAULT_MODE, DEFAULT_SHORT_GAME, DEFAULT_TURN_LIMIT, MODES, REROLL_TIES, RULES, SOLSTICE_DATES,
    TEAM_PLAYER_COUNTS,
)
from .view import NO, PHASES, POSITION_FIELDS, Position, View, make_view, pending_data

#: default player names, seat by seat
DEFAULT_NAMES = ("Aster", "Birch", "Cedar", "Daisy", "Elm", "Fern", "Gorse", "Holly")
#: the most dice a position may have waiting (rigged for teaching)
MAX_DICE = 200
_MAX_TURN = 10 ** 9
_STAT_NAMES = tuple(s.title() for s in STATS)
_ROLL = Roll()
_NO_ATTACK = NoAttack()
_ESCAPE, _DEFEND, _COUNTER, _FLEE = Escape(), Defend(), Counter(), Flee()
_ATTACK = tuple(Attack(i) for i in range(max(PLAYER_COUNTS)))
_STEAL = tuple(Steal(c.id) for c in CARDS)
_EQUIP = tuple(Equip(c.id) for c in CARDS)
_KEEP = tuple(Keep(c.id) for c in CARDS)
_FLIP_PIECE = tuple(FlipPiece(p) for p in range(PIECES))
_FLIP_ITEM = tuple(FlipItem(c.id) for c in CARDS)
_PICK = tuple(Pick(k) for k in range(1, N_CARDS + 1))
_CHOOSE = tuple(Choose(c.id) for c in CHARACTERS)
_ROLLING, _FLIPPING = Rolling(), Flipping()
#: the rule that describes each open decision (the refusal of an action that does not answer it)
_DECISION_RULE = {"roll": "solstice.turn.roll", "attack": "solstice.battle.occupied",
                  "defend": "solstice.battle.defender_choice", "answer": "solstice.defender.choice",
                  "steal": "solstice.attacker.steal", "equip": "solstice.draw.keep",
                  "flip": "solstice.ours.flip_required", "discard": "solstice.discard.blind"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def first_court(date: str) -> int:
    """The court that starts on ``date`` (ISO): the one whose solstice is nearer (a tie: Summer).

    >>> first_court("2024-06-01"), first_court("2024-11-30"), first_court("2025-03-21"), first_court("2025-03-22")
    (0, 1, 1, 0)

    (22 March 2025 is 91 days from both solstices.)
    """
    day = _dt.date.fromisoformat(date)
    best = None
    for court, md in enumerate(SOLSTICE_DATES):
        month, dom = (int(x) for x in md.split("-"))
        for year in (day.year - 1, day.year, day.year + 1):
            gap = abs((_dt.date(year, month, dom) - day).days)
            if best is None or gap < best[0]:
                best = (gap, court)
    return best[1]


# ---- the state ----------------------------------------------------------------------------------------

class State(Position, GameState):
    """A Solstice position (immutable). Build one with ``new_game`` or ``from_position``.

    The fields are ``Position``'s (see there), and ``dice`` (die results waiting to be rolled
    before the random generator is asked: empty except in a rigged teaching position, see
    ``teach.rigged``) and ``rng``.
    """

    FIELDS = POSITION_FIELDS + ("dice", "rng")
    __slots__ = FIELDS + ("_lines",)

    # ---- building ---------------------------------------------------------------------------------
    @classmethod
    def _make(cls, **fields) -> "State":
        """A State from fields already checked (the loaders check them)."""
        new = super()._make(**fields)
        new._lines = None
        return new

    def _begin(self) -> "State":
        """A working copy with lists where an action may change things; ``_end`` freezes it."""
        s = object.__new__(State)
        s._cache = {}
        s.names, s.mode, s.date, s.turn_limit = self.names, self.mode, self.date, self.turn_limit
        s.short_game = self.short_game
        s.phase, s.turn, s.seat, s.pending = self.phase, self.turn, self.seat, self.pending
        s.chars, s.pos, s.lapped, s.skip = list(self.chars), list(self.pos), list(self.lapped), list(self.skip)
        s.gear, s.pack, s.iseason, s.pieces = list(self.gear), list(self.pack), list(self.iseason), list(self.pieces)
        s.draw, s.discard, s.fan, s.dice = list(self.draw), list(self.discard), self.fan, list(self.dice)
        s.log, s.rng = self.log, self.rng
        s._lines = []
        return s

    def _end(self) -> "State":
        self.chars, self.pos, self.lapped, self.skip = (tuple(self.chars), tuple(self.pos), tuple(self.lapped),
                                                        tuple(self.skip))
        self.gear, self.pack, self.iseason, self.pieces = (tuple(self.gear), tuple(self.pack),
                                                           tuple(self.iseason), tuple(self.pieces))
        self.draw, self.discard, self.dice = tuple(self.draw), tuple(self.discard), tuple(self.dice)
        if self._lines:
            self.log = self.log + tuple(self._lines)
        self._lines = None
        return self

    def _say(self, line: str) -> None:
        self._lines.append(line)

    # ---- legal actions ----------------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        if self.phase == "setup":
            court, taken = self.seat % 2, set(self.chars)
            return [_CHOOSE[i] for i, c in enumerate(CHARACTERS) if c.court == court and i not in taken]
        pend = self.pending
        k = pend.kind
        if k == "roll":
            return [_ROLL]
        if k == "attack":
            return [_ATTACK[t] for t in pend.targets] + [_NO_ATTACK]
        if k == "defend":
            return [_ESCAPE, _DEFEND]
        if k == "answer":
            # a counter-attack is an attack: the first-lap rule (and team play) apply to it too
            return [_COUNTER, _FLEE] if self.may_counter() else [_FLEE]
        if k == "steal":
            return [_STEAL[c] for c in self.items(pend.victim)]
        if k == "equip":
            return [_EQUIP[pend.card], _KEEP[pend.card]]
        if k == "flip":
            return [_FLIP_PIECE[PIECE_OF[self.pos[self.seat]]]] + [_FLIP_ITEM[c] for _, c in self.equipped()]
        return _PICK[:len(self.fan)]

    def _canonical(self, action: Action) -> Action:
        """A hand-built action, checked against the notation alone: the book's words after a won defence
        (``Position.parse_action``) are read from text, never from an action object."""
        try:
            text = str(action)
        except Exception:  # noqa: BLE001 - a hand-built action's fields may be anything
            text = None
        if not isinstance(text, str):
            raise RULES.illegal("solstice.notation", "That action is not well formed.")
        parsed = parse_action(text)
        if type(parsed) is not type(action) or parsed != action:
            raise RULES.illegal("solstice.notation", f"That action is not well formed: it reads as {text[:60]!r}, "
                                f"which names {str(parsed)!r}.")
        return parsed

    # ---- why an action is refused -----------------------------------------------------------------
    def _why(self, a: Action) -> IllegalAction:
        t = type(a)
        names = self.names
        if self.phase == "setup":
            who = names[self.seat]
            if t is not Choose:
                return RULES.illegal("solstice.setup.choose", f"First every player chooses a character: "
                                     f"{who} chooses now.")
            c = CHARACTER_INDEX[a.character]
            ch = CHARACTERS[c]
            if c in self.chars:
                return RULES.illegal("solstice.setup.choose", f"The {ch.name} was already chosen by "
                                     f"{names[self.chars.index(c)]}.")
            return RULES.illegal("solstice.ours.seat_courts", f"{who} plays for the {court_name(self.seat % 2)} "
                                 f"Court; the {ch.name} belongs to the {court_name(ch.court)} Court.")
        if t is Choose:
            return RULES.illegal("solstice.setup.choose", "The characters were chosen before the first turn.")
        pend = self.pending
        k = pend.kind
        me = self.seat
        if k == "attack" and t is Attack:
            d = a.seat
            if d >= self.players:
                return RULES.illegal("solstice.battle.occupied", f"There is no player {a[1]} in this game.")
            return self._attack_refused(me, d)
        if t is Attack and k in ("flip", "equip") and self.current_player == me:
            # right after the move: someone on your space you may not attack is refused by the rule that
            # forbids it (the first lap, your own court), not only as an answer to another question
            d = a.seat
            if d < self.players and d != me and self.pos[d] == self.pos[me] and self.attack_refusal(me, d):
                return self._attack_refused(me, d)
        if k == "answer" and t is Counter:
            return self._attack_refused(pend.defender, pend.attacker, counter=True)
        if k == "steal" and t is Steal:
            return RULES.illegal("solstice.attacker.steal", f"{names[pend.victim]} does not hold the "
                                 f"{CARDS[CARD_INDEX[a.card]].name}: take one of their items.")
        if k == "equip" and (t is Equip or t is Keep):
            return RULES.illegal("solstice.draw.keep", f"The card to equip or keep is the "
                                 f"{CARDS[pend.card].name}.")
        if k == "flip" and t is FlipPiece:
            here = self.piece_at(me)
            return RULES.illegal("solstice.flip.piece", f"{names[me]} stands on piece {here + 1}: only that "
                                 "piece can be flipped.")
        if k == "flip" and t is FlipItem:
            card = CARD_INDEX[a.card]
            name = CARDS[card].name
            if not CARDS[card].equip:
                return RULES.illegal("solstice.flip.item", f"The {name} is a trinket: it has no season to flip.")
            holder = self.holder(card)
            if holder is not None:
                return RULES.illegal("solstice.ours.flip_equipped", f"{names[holder]} keeps the {name} with "
                                     "their trinkets: it is not in play, so it cannot be flipped.")
            return RULES.illegal("solstice.flip.item", f"Nobody has the {name} equipped: only items in play "
                                 "can be flipped.")
        if k == "discard" and t is Pick:
            n = len(self.fan)
            return RULES.illegal("solstice.discard.blind", f"The fan has {n} card{'s' if n != 1 else ''}: pick "
                                 f"one from 1 to {n}.")
        rule = _DECISION_RULE[k]
        return RULES.illegal(rule, f"That does not answer the open question. {self.prompt}")

    def _attack_refused(self, me: int, d: int, counter: bool = False) -> IllegalAction:
        """Why ``me`` may not attack (or, with ``counter``, counter-attack) seat ``d`` (``attack_refusal``
        says which rule)."""
        names = self.names
        rule = self.attack_refusal(me, d)
        if counter and rule == "solstice.battle.first_lap":
            return RULES.illegal(rule, f"{names[me]} has not yet passed the {court_name(me % 2)} start space, and "
                                 "a counter-attack is an attack: no attacks on the first lap. "
                                 f"{names[me]} may only flee.")
        if rule == "solstice.battle.occupied":
            where = "is you" if d == me else f"stands on space {self.pos[d] + 1}, not on yours"
            return RULES.illegal(rule, f"{names[d]} {where}: you may battle only a character on your space.")
        if rule == "solstice.battle.first_lap":
            return RULES.illegal(rule, f"{names[me]} has not yet passed the {court_name(me % 2)} start "
                                 "space: no attacks on the first lap.")
        return RULES.illegal("solstice.battle.team", f"{names[d]} is of {names[me]}'s own court: in team "
                             "play you never attack your own court.")

    # ---- clicks -----------------------------------------------------------------------------------
    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence matches no legal action: the rule that forbids what its first click
        names (the die, a character card, a token, a piece, an item, a button or a fanned card), or
        ``solstice.click`` for clicks that name nothing (every action takes one click)."""
        if self.phase == "over":
            return RULES.illegal("solstice.game_over")
        clicks = [c for c in clicks]
        hint = RULES.illegal("solstice.click", f"That is not something you can choose now. {self.prompt}")
        if not clicks:
            return hint
        read = read_target(clicks[0])
        if read is None:
            return hint
        kind, value = read
        pend = self.pending
        if kind == "die":
            action = _ROLL
        elif kind == "char":
            action = Choose(value)
        elif kind == "seat":
            action = Attack(value)
        elif kind == "choice":
            action = {"escape": _ESCAPE, "defend": _DEFEND, "counter": _COUNTER, "flee": _FLEE,
                      "none": _NO_ATTACK}[value]
        elif kind == "piece":
            action = FlipPiece(value)
        elif kind == "keep":
            action = Keep(value)
        elif kind == "fan":
            action = Pick(value)
        elif pend is not None and pend.kind == "steal":
            action = Steal(value)
        elif pend is not None and pend.kind == "equip":
            action = Equip(value)
        else:
            action = FlipItem(value)
        refusal = self.explain(action)
        if refusal is None:
            return RULES.illegal("solstice.click", "One click is enough for that: it is already chosen.")
        return refusal

    # ---- applying an action -----------------------------------------------------------------------
    def _do(self, a: Action) -> "State":
        s = self._begin()
        t = type(a)
        if t is Roll:
            s._roll()
        elif t is Choose:
            s._choose(CHARACTER_INDEX[a.character])
        elif t is Attack:
            s._attack(a.seat)
        elif t is NoAttack:
            s._say(f"{s.names[s.seat]} attacks nobody.")
            s._follow(s.seat)
        elif t is Escape:
            s._escape()
        elif t is Defend:
            pend = s.pending
            s._say(f"{s.names[pend.defender]} defends.")
            s._battle(pend.attacker, pend.defender, counter=False)
        elif t is Counter:
            pend = s.pending
            s._say(f"{s.names[pend.defender]} counter-attacks {s.names[pend.attacker]}.")
            s._battle(pend.defender, pend.attacker, counter=True)
        elif t is Flee:
            s._step_away(s.pending.defender, "flees")
        elif t is Steal:
            s._steal(CARD_INDEX[a.card])
        elif t is Equip or t is Keep:
            s._equip(CARD_INDEX[a.card], t is Equip)
        elif t is FlipPiece:
            s._flip_piece(a.piece)
        elif t is FlipItem:
            s._flip_item(CARD_INDEX[a.card])
        else:
            s._pick(a.k)
        return s._end()

    # chance
    def _die(self) -> int:
        """One roll of the die: the next rigged result, else the random generator."""
        if self.dice:
            return self.dice.pop(0)
        r, self.rng = self.rng.randrange(DIE)
        return r + 1

    # setup
    def _choose(self, c: int) -> None:
        me = self.seat
        ch = CHARACTERS[c]
        self.chars[me] = c
        self._say(f"{self.names[me]} chooses the {ch.name} ({court_name(ch.court)} Court: Attack {ch.attack}, "
                  f"Defense {ch.defense}, Speed {ch.speed}).")
        rest = [i for i, x in enumerate(self.chars) if x < 0]
        if rest:
            self.seat = rest[0]
            return
        court = first_court(self.date)
        seats = [i for i in range(len(self.names)) if i % 2 == court]
        k = len(seats)
        if k == 1:
            first = seats[0]
            self._say(f"{self.names[first]} is the only player of the {court_name(court)} Court and goes first.")
        else:
            top = DIE - DIE % k
            while True:
                r = self._die()
                if r <= top:
                    break
                self._say(f"The die shows {r}, which names nobody: it is rolled again.")
            first = seats[(r - 1) % k]
            self._say(f"The die shows {r}: {self.names[first]} goes first for the {court_name(court)} Court.")
        self.phase, self.turn, self.seat, self.pending = "play", 1, first, _ROLLING

    # moving
    def _advance(self, seat: int, steps: int) -> None:
        """Move a character ``steps`` spaces counter-clockwise (passing the court's start space counts)."""
        p = self.pos[seat]
        start = START_SPACE[seat % 2]
        if not self.lapped[seat] and (start - p - 1) % SPACES < steps:
            self.lapped[seat] = True
            self._say(f"{self.names[seat]} passes the {court_name(seat % 2)} start space and may now attack.")
        self.pos[seat] = (p + steps) % SPACES

    def _roll(self) -> None:
        me = self.seat
        r = self._die()
        frm = self.pos[me]
        self._say(f"Turn {self.turn}: {self.names[me]} rolls {r} and moves from space {frm + 1} to "
                  f"{self.space_words((frm + r) % SPACES)}.")
        self._advance(me, r)
        targets = self.attackable(me)
        if targets:
            self.pending = Attacking(targets)
        else:
            self._follow(me)

    def _follow(self, me: int) -> None:
        """``me`` (whose turn it is) follows the instruction of their space."""
        kind = SPACE_KINDS[self.pos[me]]
        who = self.names[me]
        if kind == "start":
            self._say(f"A start space: {who} does nothing more.")
            self._end_turn()
        elif kind == "draw":
            self._draw(me)
        elif kind == "flip":
            self.pending = _FLIPPING
        else:
            self._discard(me)

    def _step_away(self, seat: int, verb: str) -> None:
        """After a battle: move one space ahead, ignoring it unless it is a Discard space; the turn ends."""
        self._advance(seat, 1)
        space = self.pos[seat]
        who = self.names[seat]
        if SPACE_KINDS[space] == "discard":
            self._say(f"{who} {verb} to {self.space_words(space)} and must discard.")
            self._discard(seat)
        else:
            self._say(f"{who} {verb} to {self.space_words(space)}, ignoring it.")
            self._end_turn()

    # cards
    def _reshuffle(self) -> None:
        pile, self.rng = self.rng.shuffled(self.discard)
        self.draw, self.discard = pile, []
        self._say(f"The draw pile is empty: the discard pile ({len(pile)} cards) is shuffled into a new draw pile.")

    def _draw(self, me: int) -> None:
        who = self.names[me]
        if not self.draw and self.discard:
            self._reshuffle()
        if not self.draw:
            self._say(f"{who} would draw, but no card is left.")
            self._end_turn()
            return
        card = self.draw.pop()
        c = CARDS[card]
        if not c.equip:
            self.pack[me] = self.pack[me] + (card,)
            self._say(f"{who} draws the {card_text(card)}.")
            self._end_turn()
            return
        season = self.pieces[PIECE_OF[self.pos[me]]]
        self.iseason[card] = season
        self._say(f"{who} draws the {card_text(card, season)}, set to the season of this piece.")
        self.pending = Equipping(me, card, "end")

    def _take(self, seat: int, card: int) -> None:
        """Take ``card`` out of ``seat``'s hands (equipped or kept)."""
        g = self.gear[seat]
        if card in g:
            self.gear[seat] = tuple(NO if c == card else c for c in g)
        else:
            p = list(self.pack[seat])
            p.remove(card)
            self.pack[seat] = tuple(p)

    def _discard(self, me: int) -> None:
        items = self.items(me)
        if not items:
            self._say(f"{self.names[me]} has no item to discard.")
            self._end_turn()
            return
        fan, self.rng = self.rng.shuffled(sorted(items))
        self.fan = tuple(fan)
        picker = (me + 1) % len(self.names)
        self.pending = Discarding(me, picker)
        what = "their only item" if len(fan) == 1 else f"their {len(fan)} items"
        self._say(f"{self.names[me]} shuffles {what} face down for {self.names[picker]} to pick one.")

    def _pick(self, k: int) -> None:
        pend = self.pending
        card = self.fan[k - 1]
        me = pend.discarder
        self._take(me, card)
        self.iseason[card] = NO
        self.discard.append(card)
        self.fan = ()
        self._say(f"{self.names[pend.picker]} picks card {k}: {self.names[me]} discards the {card_text(card)}.")
        if not self.draw:
            self._reshuffle()
        self._end_turn()

    def _equip(self, card: int, equip: bool) -> None:
        pend = self.pending
        me = pend.holder
        who = self.names[me]
        name = CARDS[card].name
        if equip:
            slot = CARDS[card].slot
            g = list(self.gear[me])
            old = g[slot]
            g[slot] = card
            self.gear[me] = tuple(g)
            line = f"{who} equips the {name}"
            if old >= 0:
                self.pack[me] = self.pack[me] + (old,)
                line += f"; the {CARDS[old].name} goes to their trinkets"
            self._say(line + ".")
        else:
            self.pack[me] = self.pack[me] + (card,)
            self._say(f"{who} keeps the {name} with their trinkets.")
        self._then(pend.then)

    def _then(self, then: str) -> None:
        if then == "space":
            self._say(f"{self.names[self.seat]} now follows the space.")
            self._follow(self.seat)
        else:
            self._end_turn()

    # flipping
    def _flip_piece(self, piece: int) -> None:
        self.pieces[piece] ^= 1
        s, w = len(self.pieces) - sum(self.pieces), sum(self.pieces)
        self._say(f"{self.names[self.seat]} flips piece {piece + 1} to {court_name(self.pieces[piece])} "
                  f"(the ring: {s} Summer, {w} Winter).")
        if s == 0 or w == 0:
            self.phase, self.pending = "over", None
            self._say("Game over. " + self.result_text())
            return
        self._end_turn()

    def _flip_item(self, card: int) -> None:
        self.iseason[card] ^= 1
        holder = self.holder(card)
        whose = "their own" if holder == self.seat else f"{self.names[holder]}'s"
        self._say(f"{self.names[self.seat]} flips {whose} {CARDS[card].name} to {court_name(self.iseason[card])}.")
        self._end_turn()

    # battles
    def _attack(self, d: int) -> None:
        me = self.seat
        self._say(f"{self.names[me]} attacks {self.names[d]}.")
        self.pending = Defending(me, d)

    def _total(self, seat: int, stat: int) -> int:
        """One roll for a roll-off: the die, the statistic, a counting item, the own-season point."""
        r = self._die()
        base = CHARACTERS[self.chars[seat]].stat(stat)
        bonus, card = self.bonus(seat, stat)
        own = 1 if self.pieces[PIECE_OF[self.pos[seat]]] == seat % 2 else 0
        total = r + base + bonus + own
        line = f"{self.names[seat]} rolls {r} + {_STAT_NAMES[stat]} {base}"
        if bonus:
            line += f" + {bonus} ({CARDS[card].name})"
        if own:
            line += " + 1 (own season)"
        self._say(f"{line} = {total}.")
        return total

    def _rolloff(self, a: int, sa: int, b: int, sb: int) -> tuple[int, int]:
        """Both roll (``a`` first) until the totals differ (see ``solstice.ours.ties``)."""
        while True:
            ta, tb = self._total(a, sa), self._total(b, sb)
            if ta != tb or not REROLL_TIES:
                return ta, tb
            self._say("A tie: both roll again.")

    def _escape(self) -> None:
        pend = self.pending
        att, dfd = pend.attacker, pend.defender
        self._say(f"{self.names[dfd]} tries to escape.")
        ta, td = self._rolloff(att, 2, dfd, 2)
        if td > ta:
            self._advance(dfd, 1)
            self._say(f"{self.names[dfd]} escapes to {self.space_words(self.pos[dfd])}, ignoring it. "
                      f"The battle is over: {self.names[att]} follows the space.")
            self._follow(att)
        else:
            self._say(f"{self.names[dfd]} fails to escape and must battle.")
            self._battle(att, dfd, counter=False)

    def _battle(self, att: int, dfd: int, counter: bool) -> None:
        ta, td = self._rolloff(att, 0, dfd, 1)
        names = self.names
        if ta > td:
            self._say(f"{names[att]} wins the battle.")
            then = "end" if counter else "space"
            if self.items(dfd):
                self.pending = Stealing(att, dfd, then)
                return
            self.skip[dfd] = True
            self._say(f"{names[dfd]} has no item to take and loses their next turn.")
            self._then(then)
        elif counter:
            self._say(f"{names[dfd]} wins the battle.")
            self._step_away(att, "escapes")
        else:
            self._say(f"{names[dfd]} wins the battle: {names[att]} ignores the space.")
            self.pending = Answering(att, dfd)

    def _steal(self, card: int) -> None:
        pend = self.pending
        thief, victim = pend.thief, pend.victim
        self._take(victim, card)
        c = CARDS[card]
        if c.equip:
            self._say(f"{self.names[thief]} takes the {card_text(card, self.iseason[card])} from "
                      f"{self.names[victim]}.")
            self.pending = Equipping(thief, card, pend.then)
            return
        self.pack[thief] = self.pack[thief] + (card,)
        self._say(f"{self.names[thief]} takes the {card_text(card)} from {self.names[victim]}.")
        self._then(pend.then)

    # turns
    def _end_turn(self) -> None:
        names = self.names
        n = len(names)
        seat, turn = self.seat, self.turn
        while True:
            if any(last is not None and turn >= last for last in (self.turn_limit, self.short_game)):
                self.phase, self.pending, self.seat, self.turn = "over", None, seat, turn
                self._say("Game over. " + self.result_text())
                return
            seat, turn = (seat + 1) % n, turn + 1
            if not self.skip[seat]:
                break
            self.skip[seat] = False
            self._say(f"Turn {turn}: {names[seat]} loses this turn.")
        self.seat, self.turn, self.pending = seat, turn, _ROLLING

    # ---- bots, views and saves --------------------------------------------------------------------
    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (the greedy bot's guide); see ``bot.evaluate``."""
        return bot.evaluate(self, player)

    def view(self, player: int | None) -> View:
        """What ``player`` may see (None: the teacher): all but the draw order, a fan's order, the dice and
        the random generator."""
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            raise ValueError(f"no seat {player!r} in a {self.players}-player game")
        return make_view(self, player)

    def to_dict(self) -> dict:
        """All of the state as plain JSON-able data."""
        d = self._data()
        ids = [c.id for c in CARDS]
        d["draw"] = [ids[c] for c in self.draw]
        d["fan"] = [ids[c] for c in self.fan]
        d["dice"] = list(self.dice)
        d["rng"] = self.rng.state
        return d

    @classmethod
    def from_dict(cls, d) -> "State":
        """The state written by ``to_dict``; ValueError naming the field for anything else."""
        return _load(d)

    def __repr__(self) -> str:
        return f"<solstice.State turn {self.turn}: {self.prompt}>"


View.STATE = State  # View.sample builds States; this module imports view.py, not the other way


# ---- building games -------------------------------------------------------------------------------

def _players(players) -> int:
    V.need(type(players) is int and players in PLAYER_COUNTS, "players",
           f"Solstice is for 2 to 8 players, not {players!r}")
    return players


def _mode(mode, players: int) -> str:
    mode = V.as_str(mode, "mode", MODES)
    V.need(mode != "team" or players in TEAM_PLAYER_COUNTS, "mode",
           f"team play needs two equal courts, so an even number of players, not {players}")
    return mode


_ISO = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _date(date) -> str:
    if date is None:
        return _dt.date.today().isoformat()
    V.as_str(date, "date", max_len=10)
    V.need(bool(_ISO.fullmatch(date)), "date", f"expected a date written YYYY-MM-DD, got {date[:20]!r}")
    try:
        _dt.date.fromisoformat(date)
    except ValueError:
        raise V.fail("date", f"{date!r} is not a day of the calendar") from None
    return date


def _turn_limit(turn_limit, field: str = "turn_limit") -> int | None:
    return V.as_opt_int(turn_limit, field, 1, _MAX_TURN)


def _names(players: int, names) -> tuple[str, ...]:
    """The names of the seats: one per seat (default names when none are given)."""
    if names is None:
        return DEFAULT_NAMES[:players]
    return V.as_names(names, "names", players)


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None,
             mode: str = DEFAULT_MODE, date: str | None = None,
             turn_limit: int | None = DEFAULT_TURN_LIMIT,
             short_game: int | None = DEFAULT_SHORT_GAME) -> State:
    """A new game: the draw pile shuffled, every character piece on its court's start space, and the
    first seat (p1, Summer) choosing a character.

    ``names``: one per seat (None: default names). ``mode``:
    'free-for-all' or 'team' (team play needs an even number of players). ``date``: the day
    of play, 'YYYY-MM-DD' (None: today), which decides the starting court. ``turn_limit``: None (the
    book: play until the ring is one season) or the last turn before the game is a draw.
    ``short_game``: None (the book's game) or the last turn of a short game, after which the court
    holding more pieces wins (``solstice.ours.short_game``).
    """
    players = _players(players)
    mode = _mode(mode, players)
    date = _date(date)
    limit = _turn_limit(turn_limit)
    short = _turn_limit(short_game, "short_game")
    rng = Rng(V.as_int(seed, "seed"))
    names = _names(players, names)
    draw, rng = rng.shuffled(range(N_CARDS))
    court = first_court(date)
    log = Log((f"Solstice for {players} players, {mode}" + (f", at most {limit} turns" if limit else "")
               + (f", a short game of {short} turns" if short else "") + ".",
               f"The date is {date}: the {court_name(court)} solstice is nearer, so the {court_name(court)} "
               "Court begins once everyone has chosen a character.",
               f"{names[0]} chooses first."))
    return State._make(
        names=names, mode=mode, date=date, turn_limit=limit, short_game=short, phase="setup", turn=0, seat=0, pending=None,
        chars=(NO,) * players, pos=tuple(START_SPACE[i % 2] for i in range(players)), lapped=(False,) * players,
        skip=(False,) * players, gear=((NO, NO, NO),) * players, pack=((),) * players, iseason=(NO,) * N_CARDS,
        pieces=START_PIECES, draw=tuple(draw), discard=(), fan=(), log=log, dice=(), rng=rng)


def from_position(players: int = 2, names: Sequence[str] | None = None, seed: int = 0, *,
                  mode: str = DEFAULT_MODE, characters: Sequence[str] | None = None,
                  spaces: Sequence[int] | None = None, lapped: Sequence[bool] | bool = False,
                  skip: Sequence[bool] | None = None, equipped: Sequence | None = None,
                  kept: Sequence | None = None, seasons: Mapping[str, str] | None = None,
                  pieces: str | Sequence[str] | None = None, top: Sequence[str] = (),
                  draw: Sequence[str] | None = None, discard: Sequence[str] = (), to_move: int = 0,
                  turn: int = 1, turn_limit: int | None = DEFAULT_TURN_LIMIT,
                  short_game: int | None = DEFAULT_SHORT_GAME, dice: Sequence[int] = (),
                  date: str | None = "2024-06-21") -> State:
    """A teaching position: ``to_move`` is about to roll.

    ``characters``: a character id per seat (default: the first free one of each seat's court).
    ``spaces``: each character's space, 1-32 (default: its court's start space). ``lapped``: per seat
    (or one value for all) whether it has passed its start space and may attack. ``skip``: seats that
    lose their next turn (not ``to_move``). ``equipped`` / ``kept``: per seat, card ids (a weapon,
    armor and boots at most for ``equipped``). ``seasons``: the season of a held weapon, armor or boots,
    ``{"w5": "winter"}`` (default: its holder's court, so it counts). ``pieces``: the ring, 'SSSSWWWW'
    (or eight season names; not all one season). ``top``: cards on top of the draw pile, the first
    drawn first; the rest of the cards are shuffled below, unless ``draw`` gives the whole draw pile
    (first drawn first), when every card not placed anywhere lies in the discard pile under
    ``discard`` (its last card on top). ``dice``: die results to come (see ``teach.rigged``).
    ValueError names the argument that makes no sense.
    """
    players = _players(players)
    names = _names(players, names)
    mode = _mode(mode, players)
    date = _date(date)
    limit = _turn_limit(turn_limit)
    short = _turn_limit(short_game, "short_game")
    rng = Rng(V.as_int(seed, "seed"))
    to_move = V.as_int(to_move, "to_move", 0, players - 1)
    turn = V.as_int(turn, "turn", 1, _MAX_TURN)
    V.need(limit is None or turn <= limit, "turn", f"turn {turn} is past the turn limit {limit}")
    V.need(short is None or turn <= short, "turn", f"turn {turn} is past the short game's last turn {short}")

    def per_seat(v, field, check):
        items = V.as_list(list(v) if isinstance(v, tuple) else v, field, players)
        return [check(x, f"{field}[{i}]") for i, x in enumerate(items)]

    if characters is None:
        chars, taken = [], set()
        for i in range(players):
            c = next(j for j, ch in enumerate(CHARACTERS) if ch.court == i % 2 and j not in taken)
            taken.add(c)
            chars.append(c)
    else:
        chars = per_seat(characters, "characters",
                         lambda x, f: CHARACTER_INDEX[V.as_str(x, f, tuple(CHARACTER_INDEX))])
        for i, c in enumerate(chars):
            V.need(CHARACTERS[c].court == i % 2, f"characters[{i}]", f"the {CHARACTERS[c].name} is not of the "
                   f"{court_name(i % 2)} Court, p{i + 1}'s court")
        V.need(len(set(chars)) == len(chars), "characters", "a character belongs to one player only")
    pos = [START_SPACE[i % 2] for i in range(players)] if spaces is None else per_seat(
        spaces, "spaces", lambda x, f: V.as_int(x, f, 1, SPACES) - 1)
    if isinstance(lapped, bool):
        lapped = [lapped] * players
    laps = per_seat(lapped, "lapped", V.as_bool)
    skips = [False] * players if skip is None else per_seat(skip, "skip", V.as_bool)
    V.need(not skips[to_move], "skip", "the player about to roll cannot be losing that turn")

    def cards(v, f):
        items = V.as_list(list(v) if isinstance(v, tuple) else v, f, max_len=N_CARDS)
        return [CARD_INDEX[V.as_str(x, f"{f}[{i}]", tuple(CARD_INDEX))] for i, x in enumerate(items)]

    gear = [[NO, NO, NO] for _ in range(players)]
    for i, held in enumerate(per_seat(equipped, "equipped", cards) if equipped is not None else [[]] * players):
        for c in held:
            slot = CARDS[c].slot
            V.need(slot >= 0, f"equipped[{i}]", f"{CARDS[c].id} is a trinket: only weapons, armor and boots "
                   "are equipped")
            V.need(gear[i][slot] == NO, f"equipped[{i}]", f"two {CARDS[c].kind} items: one of each type at most")
            gear[i][slot] = c
    pack = per_seat(kept, "kept", cards) if kept is not None else [[]] * players
    iseason = [NO] * N_CARDS
    for i in range(players):
        for c in [x for x in gear[i] if x >= 0] + pack[i]:
            if CARDS[c].equip:
                iseason[c] = i % 2
    if seasons is not None:
        V.need(isinstance(seasons, Mapping), "seasons", "expected a mapping of card ids to seasons")
        for k, v in seasons.items():
            V.need(type(k) is str and k in CARD_INDEX, "seasons", f"{str(k)[:20]!r} is not a card id")
            c = CARD_INDEX[k]
            V.need(iseason[c] != NO, "seasons", f"{k} is not a weapon, armor or boots a player holds")
            iseason[c] = COURTS.index(V.as_str(v, f"seasons.{k}", COURTS))
    if pieces is None:
        ring = list(START_PIECES)
    elif isinstance(pieces, str):
        V.need(len(pieces) == PIECES and set(pieces.upper()) <= {"S", "W"}, "pieces",
               "eight letters S (Summer) or W (Winter), like 'SSSSWWWW'")
        ring = [0 if x == "S" else 1 for x in pieces.upper()]
    else:
        seasons_given = V.as_list(list(pieces) if isinstance(pieces, tuple) else pieces, "pieces", PIECES)
        ring = [COURTS.index(V.as_str(x, f"pieces[{i}]", COURTS)) for i, x in enumerate(seasons_given)]
    V.need(0 < sum(ring) < PIECES, "pieces", "a ring of one season has already ended the game")
    held = [c for i in range(players) for c in [x for x in gear[i] if x >= 0] + pack[i]]
    V.need(len(held) == len(set(held)), "kept", "a card is held twice")
    top_cards = cards(top, "top")
    disc = cards(discard, "discard")
    placed = held + top_cards + disc
    if draw is not None:
        V.need(not top_cards, "top", "give either the top of the draw pile or the whole draw pile")
        pile = cards(draw, "draw")
        placed += pile
        V.need(len(placed) == len(set(placed)), "draw", "a card is in two places")
        rest = [c for c in range(N_CARDS) if c not in placed]
        rest, rng = rng.shuffled(rest)
        disc = rest + disc
        draw_pile = list(reversed(pile))
    else:
        V.need(len(placed) == len(set(placed)), "top", "a card is in two places")
        rest = [c for c in range(N_CARDS) if c not in placed]
        rest, rng = rng.shuffled(rest)
        draw_pile = rest + list(reversed(top_cards))
    dice = [V.as_int(x, f"dice[{i}]", 1, DIE) for i, x in
            enumerate(V.as_list(list(dice) if isinstance(dice, tuple) else dice, "dice", max_len=MAX_DICE))]
    s = State._make(
        names=names, mode=mode, date=date, turn_limit=limit, short_game=short, phase="play", turn=turn, seat=to_move,
        pending=_ROLLING, chars=tuple(chars), pos=tuple(pos), lapped=tuple(laps), skip=tuple(skips),
        gear=tuple(tuple(g) for g in gear), pack=tuple(tuple(p) for p in pack), iseason=tuple(iseason),
        pieces=tuple(ring), draw=tuple(draw_pile), discard=tuple(disc), fan=(),
        log=Log((f"A teaching position for {players} players ({mode}): turn {turn}, {names[to_move]} to roll.",)),
        dice=tuple(dice), rng=rng)
    return _load(s.to_dict())


def from_json(text: str) -> State:
    """The state written by ``State.to_json``; ValueError naming the field for anything else."""
    return State.from_json(text)


# ---- reading and checking saves ---------------------------------------------------------------------

_KEYS = ("game", "names", "mode", "date", "turn_limit", "short_game", "phase", "turn", "seat", "pending", "players",
         "item_seasons", "pieces", "draw", "discard", "fan", "dice", "log", "rng")
_PLAYER_KEYS = ("character", "space", "lapped", "skip", "equipped", "kept")


_CARD_IDS = tuple(CARD_INDEX)


def _card(v, field: str) -> int:
    if type(v) is str and v in CARD_INDEX:
        return CARD_INDEX[v]
    return CARD_INDEX[V.as_str(v, field, _CARD_IDS)]


def _cards(v, field: str) -> tuple[int, ...]:
    items = V.as_list(v, field, max_len=N_CARDS)
    get = CARD_INDEX.get
    out = tuple(get(x, NO) if type(x) is str else NO for x in items)
    if NO in out:
        return tuple(_card(x, f"{field}[{i}]") for i, x in enumerate(items))
    return out


def _load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    V.as_dict(d, "save", _KEYS, exact=True)
    V.need(d["game"] == "solstice", "game", "not a Solstice save")
    raw_names = V.as_list(d["names"], "names", max_len=10)
    n = len(raw_names)
    V.need(n in PLAYER_COUNTS, "names", f"Solstice is for 2 to 8 players, not {n}")
    names = V.as_names(raw_names, "names", n)
    mode = _mode(d["mode"], n)
    date = _date(V.as_str(d["date"], "date", max_len=10))
    limit = _turn_limit(d["turn_limit"])
    short = _turn_limit(d["short_game"], "short_game")
    phase = V.as_str(d["phase"], "phase", PHASES)
    turn = V.as_int(d["turn"], "turn", 0, _MAX_TURN)
    seat = V.as_int(d["seat"], "seat", 0, n - 1)
    players = V.as_list(d["players"], "players", n)
    chars, pos, laps, skips, gear, pack = [], [], [], [], [], []
    for i, p in enumerate(players):
        f = f"players[{i}]"
        V.as_dict(p, f, _PLAYER_KEYS, exact=True)
        ch = p["character"]
        if ch is None:
            chars.append(NO)
        else:
            c = CHARACTER_INDEX[V.as_str(ch, f"{f}.character", tuple(CHARACTER_INDEX))]
            V.need(CHARACTERS[c].court == i % 2, f"{f}.character", f"the {CHARACTERS[c].name} is not of the "
                   f"{court_name(i % 2)} Court")
            chars.append(c)
        pos.append(V.as_int(p["space"], f"{f}.space", 1, SPACES) - 1)
        laps.append(V.as_bool(p["lapped"], f"{f}.lapped"))
        skips.append(V.as_bool(p["skip"], f"{f}.skip"))
        eq = V.as_list(p["equipped"], f"{f}.equipped", 3)
        g = []
        for slot, x in enumerate(eq):
            if x is None:
                g.append(NO)
            else:
                c = _card(x, f"{f}.equipped[{slot}]")
                V.need(CARDS[c].slot == slot, f"{f}.equipped[{slot}]", f"{CARDS[c].id} is not a "
                       f"{('weapon', 'armor', 'boots')[slot]}")
                g.append(c)
        gear.append(tuple(g))
        pack.append(_cards(p["kept"], f"{f}.kept"))
    taken = [c for c in chars if c >= 0]
    V.need(len(taken) == len(set(taken)), "players", "two players chose the same character")
    seasons = V.as_dict(d["item_seasons"], "item_seasons")
    iseason = [NO] * N_CARDS
    for k, v in seasons.items():
        V.need(type(k) is str and k in CARD_INDEX, "item_seasons", f"{str(k)[:20]!r} is not a card id")
        iseason[CARD_INDEX[k]] = COURTS.index(V.as_str(v, f"item_seasons.{k}", COURTS))
    ring = tuple(COURTS.index(V.as_str(x, f"pieces[{i}]", COURTS))
                 for i, x in enumerate(V.as_list(d["pieces"], "pieces", PIECES)))
    draw = _cards(d["draw"], "draw")
    discard = _cards(d["discard"], "discard")
    fan = _cards(d["fan"], "fan")
    dice = tuple(V.as_int(x, f"dice[{i}]", 1, DIE) for i, x in enumerate(V.as_list(d["dice"], "dice",
                                                                                   max_len=MAX_DICE)))
    log = Log(V.as_log(d["log"]))
    rng = Rng(V.as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    pending = _pending(d["pending"], n)
    s = State._make(names=names, mode=mode, date=date, turn_limit=limit, short_game=short, phase=phase, turn=turn, seat=seat,
                     pending=pending, chars=tuple(chars), pos=tuple(pos), lapped=tuple(laps), skip=tuple(skips),
                     gear=tuple(gear), pack=tuple(pack), iseason=tuple(iseason), pieces=ring, draw=draw,
                     discard=discard, fan=fan, log=log, dice=dice, rng=rng)
    _check(s)
    return s


def _pending(v, n: int):
    if v is None:
        return None
    items = V.as_list(v, "pending", max_len=4)
    V.need(len(items) > 0, "pending", "an open decision names its kind")
    kind = items[0]
    if kind == "roll":
        V.as_list(items, "pending", 1)
        return _ROLLING
    if kind == "flip":
        V.as_list(items, "pending", 1)
        return _FLIPPING
    if kind == "attack":
        _, targets = V.as_list(items, "pending", 2)
        seats = tuple(V.as_int(t, "pending", 0, n - 1) for t in V.as_list(targets, "pending", max_len=n))
        return Attacking(seats)
    if kind in ("defend", "answer", "discard"):
        _, a, b = V.as_list(items, "pending", 3)
        a, b = V.as_int(a, "pending", 0, n - 1), V.as_int(b, "pending", 0, n - 1)
        return {"defend": Defending, "answer": Answering, "discard": Discarding}[kind](a, b)
    if kind == "steal":
        _, a, b, then = V.as_list(items, "pending", 4)
        return Stealing(V.as_int(a, "pending", 0, n - 1), V.as_int(b, "pending", 0, n - 1),
                        V.as_str(then, "pending", THEN))
    if kind == "equip":
        _, a, card, then = V.as_list(items, "pending", 4)
        return Equipping(V.as_int(a, "pending", 0, n - 1), _card(card, "pending"), V.as_str(then, "pending", THEN))
    raise V.fail("pending", f"{str(kind)[:20]!r} is not a decision")


def _check(s: State) -> None:
    """Check that well-typed fields make a position the rules can reach; ValueError names the field."""
    n = len(s.names)
    need = V.need
    # cards: each of the 48 in exactly one place
    places = list(s.draw) + list(s.discard)
    for i in range(n):
        places += [c for c in s.gear[i] if c >= 0] + list(s.pack[i])
    pend = s.pending
    if pend is not None and pend.kind == "equip":
        places.append(pend.card)
    need(sorted(places) == list(range(N_CARDS)), "draw", "each of the 48 cards is in exactly one place (draw "
         "pile, discard pile, a player's items, or the card being equipped)")
    held = set(c for i in range(n) for c in s.items(i))
    if pend is not None and pend.kind == "equip":
        held.add(pend.card)
    for c in range(N_CARDS):
        if CARDS[c].equip and c in held:
            need(s.iseason[c] != NO, "item_seasons", f"{CARDS[c].id} is held, so it is set to a season")
        else:
            need(s.iseason[c] == NO, "item_seasons", f"only a held weapon, armor or boots has a season, not "
                 f"{CARDS[c].id}")
    need(len(s.dice) <= MAX_DICE, "dice", "too many dice waiting")
    # the phase
    if s.phase == "setup":
        need(pend is None, "pending", "no decision is open while characters are chosen")
        need(s.turn == 0, "turn", "the first turn has not begun")
        chosen = [c >= 0 for c in s.chars]
        need(not all(chosen) and chosen == sorted(chosen, reverse=True), "players",
             "characters are chosen seat by seat from p1, and someone is still to choose")
        need(s.seat == chosen.index(False), "seat", "the first seat without a character chooses")
        need(s.pos == tuple(START_SPACE[i % 2] for i in range(n)), "players", "everyone is on their start space")
        need(not any(s.lapped) and not any(s.skip), "players", "nobody has moved yet")
        need(len(s.draw) == N_CARDS, "draw", "every card is in the draw pile before play")
        need(s.pieces == START_PIECES, "pieces", "the ring starts four Summer, four Winter")
        need(not s.fan, "fan", "no fan before play")
        return
    need(all(c >= 0 for c in s.chars), "players", "every player has a character once play has begun")
    need(s.turn >= 1, "turn", "play starts at turn 1")
    need(s.turn_limit is None or s.turn <= s.turn_limit, "turn", f"turn {s.turn} is past the turn limit")
    need(s.short_game is None or s.turn <= s.short_game, "turn", f"turn {s.turn} is past the short game's end")
    court = s.winning_court()
    if s.phase == "over":
        need(pend is None, "pending", "no decision is open once the game is over")
        need(not s.fan, "fan", "no fan once the game is over")
        need(court is not None or any(s.turn == last for last in (s.turn_limit, s.short_game)), "phase",
             "a game ends with the ring one season, at the end of a short game or at the turn limit")
        return
    need(court is None, "pieces", "a ring of one season has already ended the game")
    need(pend is not None, "pending", "a game in play has an open decision")
    me = s.seat
    k = pend.kind
    need(bool(s.fan) == (k == "discard"), "fan", "a fan lies on the table only while a card is picked")
    if k == "attack":
        need(len(pend.targets) > 0 and pend.targets == s.attackable(me), "pending",
             "the seats the player to move may attack on their space")
    elif k in ("defend", "answer"):
        need(pend.attacker == me and s.attack_refusal(me, pend.defender) is None, "pending",
             "a battle of the player to move against someone they may attack on their space")
    elif k == "steal":
        other = pend.victim if pend.thief == me else pend.thief
        need(me in (pend.thief, pend.victim) and other != me and s.pos[other] == s.pos[me], "pending",
             "a steal between the player to move and their opponent on the same space")
        need((pend.then == "space") == (pend.thief == me), "pending", "only the attacker goes on to their space")
        need(len(s.items(pend.victim)) > 0, "pending", "the beaten player has an item to take")
    elif k == "equip":
        need(CARDS[pend.card].equip, "pending", "only a weapon, armor or boots is equipped")
        need(pend.then == "end" or pend.holder == me, "pending", "only the attacker goes on to their space")
    elif k == "discard":
        need(pend.picker == (pend.discarder + 1) % n, "pending", "the next seat picks the card")
        need(sorted(s.fan) == sorted(s.items(pend.discarder)), "fan", "the fan is all of the discarding "
             "player's items")


def invariants(state: State) -> None:
    """Check that ``state`` is a position the rules can reach; AssertionError (with a message) if not.

    Every card is in exactly one place, seasons belong to held items only, the decision open
    fits the position, and the fields have their types.
    """
    try:
        s = state
        assert isinstance(s, State), f"not a Solstice State: {type(s).__name__}"
        n = len(s.names)
        assert type(s.names) is tuple and n in PLAYER_COUNTS, "names: 2 to 8 players"
        for f in ("chars", "pos", "lapped", "skip", "gear", "pack"):
            v = getattr(s, f)
            assert type(v) is tuple and len(v) == n, f"{f}: one entry per seat"
        assert all(type(p) is int and 0 <= p < SPACES for p in s.pos), "pos: spaces 0-31"
        assert all(type(g) is tuple and len(g) == 3 for g in s.gear), "gear: three slots per seat"
        assert all(type(p) is tuple for p in s.pack), "pack: tuples"
        assert type(s.iseason) is tuple and len(s.iseason) == N_CARDS, "iseason: one per card"
        assert type(s.pieces) is tuple and len(s.pieces) == PIECES and set(s.pieces) <= {0, 1}, "pieces"
        for f in ("draw", "discard", "fan", "dice"):
            assert type(getattr(s, f)) is tuple, f"{f}: a tuple"
        assert s.phase in PHASES, "phase"
        assert isinstance(s.log, Log), "log: a Log"
        assert isinstance(s.rng, Rng), "rng: an Rng"
        assert s.mode in MODES, "mode"
        try:
            _check(s)
        except ValueError as e:
            raise AssertionError(str(e)) from None
        assert pending_data(s.pending) is None or s.phase == "play", "a decision only in play"
        if s.phase != "over":
            assert s.legal_actions(), "a game in play has a legal action"
    except AssertionError:
        raise
    except Exception as e:  # noqa: BLE001 - a broken state may break anything; report it as broken
        raise AssertionError(f"broken state: {e!r}") from None
