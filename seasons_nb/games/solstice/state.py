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

from seasons_nb.core import LIST, NO, PER_SEAT, GameState, IllegalAction

from . import bot
from .actions import (
    Action, Answering, Attack, Attacking, Choose, Counter, Defend, Defending, Discarding, Equip, Equipping, Escape,
    Flee, FlipItem, FlipPiece, Flipping, Keep, NoAttack, Pick, Roll, Rolling, Steal, Stealing, parse_action,
    read_target,
)
from .components import (
    CARD_INDEX, CARDS, CHARACTER_INDEX, CHARACTERS, DIE, N_CARDS, PIECE_OF, PIECES, PLAYER_COUNTS, SPACE_KINDS,
    SPACES, START_SPACE, STATS, card_text, court_name,
)
from .rules import REROLL_TIES, RULES, SOLSTICE_DATES
from .view import POSITION_FIELDS, Position, View, make_view

#: the most dice a position may have waiting (rigged for teaching)
MAX_DICE = 200
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
#: the open decisions that carry no data (one object each)
ROLLING, FLIPPING = Rolling(), Flipping()
#: the rule that describes each open decision (the refusal of an action that does not answer it)
_DECISION_RULE = {"roll": "solstice.turn.roll", "attack": "solstice.battle.occupied",
                  "defend": "solstice.battle.defender_choice", "answer": "solstice.defender.choice",
                  "steal": "solstice.attacker.steal", "equip": "solstice.draw.keep",
                  "flip": "solstice.ours.flip_required", "discard": "solstice.discard.blind"}


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
    EVALUATION_UNIT = bot.EVALUATION_UNIT
    __slots__ = FIELDS
    #: the fields an action changes in place (copied on their first change, see ``core.GameState.edit``)
    ZONES = {"chars": LIST, "pos": LIST, "lapped": LIST, "skip": LIST, "gear": PER_SEAT, "pack": PER_SEAT,
             "iseason": LIST, "pieces": LIST, "draw": LIST, "discard": LIST, "dice": LIST}

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
    def _why_clicks(self, clicks: list[str]) -> IllegalAction | None:
        """Why a click sequence matches no legal action: the rule that forbids what its first click
        names (the die, a character card, a token, a piece, an item, a button or a fanned card), or
        None for clicks that name nothing (``explain_clicks`` then answers ``solstice.click``; every
        action takes one click)."""
        read = read_target(clicks[0]) if clicks else None
        if read is None:
            return None
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
        w = self._begin()
        t = type(a)
        if t is Roll:
            w._roll()
        elif t is Choose:
            w._choose(CHARACTER_INDEX[a.character])
        elif t is Attack:
            w._attack(a.seat)
        elif t is NoAttack:
            w._say(f"{w.names[w.seat]} attacks nobody.")
            w._follow(w.seat)
        elif t is Escape:
            w._escape()
        elif t is Defend:
            pend = w.pending
            w._say(f"{w.names[pend.defender]} defends.")
            w._battle(pend.attacker, pend.defender, counter=False)
        elif t is Counter:
            pend = w.pending
            w._say(f"{w.names[pend.defender]} counter-attacks {w.names[pend.attacker]}.")
            w._battle(pend.defender, pend.attacker, counter=True)
        elif t is Flee:
            w._step_away(w.pending.defender, "flees")
        elif t is Steal:
            w._steal(CARD_INDEX[a.card])
        elif t is Equip or t is Keep:
            w._equip(CARD_INDEX[a.card], t is Equip)
        elif t is FlipPiece:
            w._flip_piece(a.piece)
        elif t is FlipItem:
            w._flip_item(CARD_INDEX[a.card])
        else:
            w._pick(a.k)
        return w._end()

    # chance
    def _die(self) -> int:
        """One roll of the die: the next rigged result, else the random generator."""
        if self.dice:
            return self.edit("dice").pop(0)
        r, self.rng = self.rng.randrange(DIE)
        return r + 1

    # setup
    def _choose(self, c: int) -> None:
        me = self.seat
        ch = CHARACTERS[c]
        self.edit("chars")[me] = c
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
        self.phase, self.turn, self.seat, self.pending = "play", 1, first, ROLLING

    # moving
    def _advance(self, seat: int, steps: int) -> None:
        """Move a character ``steps`` spaces counter-clockwise (passing the court's start space counts)."""
        p = self.pos[seat]
        start = START_SPACE[seat % 2]
        if not self.lapped[seat] and (start - p - 1) % SPACES < steps:
            self.edit("lapped")[seat] = True
            self._say(f"{self.names[seat]} passes the {court_name(seat % 2)} start space and may now attack.")
        self.edit("pos")[seat] = (p + steps) % SPACES

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
            self.pending = FLIPPING
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
        self.edit("draw")[:] = pile
        self.edit("discard").clear()
        self._say(f"The draw pile is empty: the discard pile ({len(pile)} cards) is shuffled into a new draw pile.")

    def _draw(self, me: int) -> None:
        who = self.names[me]
        if not self.draw and self.discard:
            self._reshuffle()
        if not self.draw:
            self._say(f"{who} would draw, but no card is left.")
            self._end_turn()
            return
        card = self.edit("draw").pop()
        c = CARDS[card]
        if not c.equip:
            self.edit("pack", me).append(card)
            self._say(f"{who} draws the {card_text(card)}.")
            self._end_turn()
            return
        season = self.pieces[PIECE_OF[self.pos[me]]]
        self.edit("iseason")[card] = season
        self._say(f"{who} draws the {card_text(card, season)}, set to the season of this piece.")
        self.pending = Equipping(me, card, "end")

    def _take(self, seat: int, card: int) -> None:
        """Take ``card`` out of ``seat``'s hands (equipped or kept)."""
        if card in self.gear[seat]:
            gear = self.edit("gear", seat)
            gear[gear.index(card)] = NO
        else:
            self.edit("pack", seat).remove(card)

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
        self.edit("iseason")[card] = NO
        self.edit("discard").append(card)
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
            gear = self.edit("gear", me)
            old = gear[slot]
            gear[slot] = card
            line = f"{who} equips the {name}"
            if old >= 0:
                self.edit("pack", me).append(old)
                line += f"; the {CARDS[old].name} goes to their trinkets"
            self._say(line + ".")
        else:
            self.edit("pack", me).append(card)
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
        self.edit("pieces")[piece] ^= 1
        s, w = len(self.pieces) - sum(self.pieces), sum(self.pieces)
        self._say(f"{self.names[self.seat]} flips piece {piece + 1} to {court_name(self.pieces[piece])} "
                  f"(the ring: {s} Summer, {w} Winter).")
        if s == 0 or w == 0:
            self.phase, self.pending = "over", None
            self._say("Game over. " + self.result_text())
            return
        self._end_turn()

    def _flip_item(self, card: int) -> None:
        self.edit("iseason")[card] ^= 1
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
            self.edit("skip")[dfd] = True
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
        self.edit("pack", thief).append(card)
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
            self.edit("skip")[seat] = False
            self._say(f"Turn {turn}: {names[seat]} loses this turn.")
        self.seat, self.turn, self.pending = seat, turn, ROLLING

    # ---- bots, views and saves --------------------------------------------------------------------
    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (the greedy bot's guide); see ``bot.evaluate``."""
        return bot.evaluate(self, player)

    def evaluation_terms(self, player: int) -> dict[str, float]:
        return bot.terms(self, player)

    def _view(self, player: int | None) -> View:
        """What ``player`` may see (None: the teacher): all but the draw order, a fan's order, the dice and
        the random generator."""
        return make_view(self, player)

    def to_dict(self) -> dict:
        """All of the state as plain JSON-able data."""
        d = super().to_dict()
        ids = [c.id for c in CARDS]
        d["draw"] = [ids[c] for c in self.draw]
        d["fan"] = [ids[c] for c in self.fan]
        d["dice"] = list(self.dice)
        return d

    @classmethod
    def from_dict(cls, d) -> "State":
        """The state written by ``to_dict``; ValueError naming the field for anything else."""
        from .saves import load

        return load(d)

    def __repr__(self) -> str:
        return f"<solstice.State turn {self.turn}: {self.prompt}>"


View.STATE = State  # View.sample builds States; this module imports view.py, not the other way
