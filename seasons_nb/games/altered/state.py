"""Altered: the State, its legal actions, how each action is applied and why one is refused.

Setup: both decks shuffled, 6 cards each, a random first player, the Tumult cards shuffled face
down; each player puts 3 cards into Mana. Day 1 starts at Noon. A Day: Morning (the token
passes, everything readies, draw 2, one card may go into Mana), Noon (At Noon effects),
Afternoon (turns: quick actions, then play a card or pass), Dusk (each expedition may move one
region), Night (Rest, the clean-up, the victory check). Noon and Dusk have no decisions: they
resolve inside the action that ends the phase before them. The notation is in ``actions.py``,
the rule ids and our choices in ``rules.py``.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from seasons_nb.core import GameState, IllegalAction, Log, Rng
from seasons_nb.core import validate as V

from . import bot
from .actions import Action, Discard, Exhaust, Mana, NoMana, Pass, Play, Support, read_target
from .components import (
    CARD_INDEX, CARDS, DECK_INDEX, DECKS, EXPEDITIONS, HERO_INDEX, HEROES, LAST, MEET, MORNING_DRAW, N_CARDS,
    OPENING_HAND, OPENING_MANA, REGIONS, TERRAINS, TUMULTS, deck_counts, validate_deck,
)
from .rules import DEFAULT_DECKS, DEFAULT_TURN_LIMIT, RULES, TIE_BY_MOVES
from .view import PHASES, POSITION_FIELDS, ZERO, Position, Unit, View, make_view

#: default player names, seat by seat
DEFAULT_NAMES = ("Aster", "Birch")
_MAX_DAY = 10 ** 6
_PASS, _NO_MANA = Pass(), NoMana()
_MANA = tuple(Mana(c.id) for c in CARDS)
_EXP_WORDS = ("", "hero", "companion")


def _plays(card: int, source: str) -> tuple[Action, ...]:
    """The ways to play ``card`` from ``source``: into either expedition, or with no expedition."""
    c = CARDS[card]
    if c.type in ("character", "expedition") or any(a.targeted for a in c.on_play(source)):
        return (Play(c.id, source, "hero"), Play(c.id, source, "companion"))
    return (Play(c.id, source, ""),)


_PLAY = {(c, s): _plays(c, s) for c in range(N_CARDS) for s in ("hand", "reserve")}


def _aimed(make, ability) -> tuple[Action, ...]:
    return (make("hero"), make("companion")) if ability.targeted else (make(""),)


_SUPPORT = {c: _aimed(lambda e, c=c: Support(CARDS[c].id, e), CARDS[c].ability("support"))
            for c in range(N_CARDS) if CARDS[c].ability("support")}
_EXHAUST_LANDMARK = {c: _aimed(lambda e, c=c: Exhaust(CARDS[c].id, "", e), CARDS[c].ability("exhaust"))
                     for c in range(N_CARDS) if CARDS[c].ability("exhaust")}
_EXHAUST_UNIT = {(c, e): Exhaust(CARDS[c].id, EXPEDITIONS[e], "")
                 for c in range(N_CARDS) if CARDS[c].ability("exhaust") for e in (0, 1)}
_EXHAUST_HERO = {h: _aimed(lambda e, h=h: Exhaust(HEROES[h].id, "", e), HEROES[h].ability("exhaust"))
                 for h in range(len(HEROES)) if HEROES[h].ability("exhaust")}
_DISCARD = tuple(Discard(c.id) for c in CARDS)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _name(card: int) -> str:
    return CARDS[card].name


def _w(zone: list, seat: int) -> list:
    """A seat's entry of a working copy's zone, as a list to change (copied on the first change)."""
    v = zone[seat]
    if type(v) is tuple:
        v = zone[seat] = list(v)
    return v


def _w2(zone: list, seat: int, e: int) -> list:
    """An expedition's entry (``e``) of a seat in a nested zone, as a list to change."""
    outer = _w(zone, seat)
    v = outer[e]
    if type(v) is tuple:
        v = outer[e] = list(v)
    return v


def _freeze(zone: list, sort: bool = False) -> tuple:
    a, b = zone
    if type(a) is not tuple:
        a = tuple(sorted(a)) if sort else tuple(a)
    if type(b) is not tuple:
        b = tuple(sorted(b)) if sort else tuple(b)
    return (a, b)


def _freeze2(zone: list) -> tuple:
    a, b = zone
    if type(a) is not tuple:
        a = tuple(map(tuple, a))
    if type(b) is not tuple:
        b = tuple(map(tuple, b))
    return (a, b)


# ---- the state ------------------------------------------------------------------------------------

class State(Position, GameState):
    """An Altered position (immutable). Build one with ``new_game`` or ``from_position``.

    The fields are ``Position``'s (see there) and ``rng``.
    """

    FIELDS = POSITION_FIELDS + ("rng",)
    __slots__ = FIELDS + ("_lines",)

    # ---- building -------------------------------------------------------------------------------
    @classmethod
    def _make(cls, **fields) -> "State":
        """A State from fields already checked (the loaders check them)."""
        new = super()._make(**fields)
        new._lines = None
        return new

    def _begin(self) -> "State":
        """A working copy where an action may change things (a seat's zone is copied into a list when it
        first changes: ``_w``); ``_end`` freezes it."""
        s = object.__new__(State)
        s._cache = {}
        s.names, s.decks, s.turn_limit = self.names, self.decks, self.turn_limit
        s.phase, s.day, s.first, s.seat, s.arena, s.winner = (self.phase, self.day, self.first, self.seat,
                                                              self.arena, self.winner)
        s.passed, s.moved, s.spent, s.hero_ready = (list(self.passed), list(self.moved), list(self.spent),
                                                     list(self.hero_ready))
        s.hand, s.deck, s.mana, s.reserve = list(self.hand), list(self.deck), list(self.mana), list(self.reserve)
        s.discard, s.landmarks, s.marks = list(self.discard), list(self.landmarks), list(self.marks)
        s.exped, s.boosts = list(self.exped), list(self.boosts)
        s.tumult, s.revealed = self.tumult, list(self.revealed)
        s.log, s.rng = self.log, self.rng
        s._lines = []
        return s

    def _end(self) -> "State":
        t = tuple
        self.passed, self.moved, self.spent, self.hero_ready = (t(self.passed), t(self.moved), t(self.spent),
                                                                t(self.hero_ready))
        self.hand, self.mana = _freeze(self.hand, True), _freeze(self.mana, True)
        self.deck, self.reserve, self.discard = _freeze(self.deck), _freeze(self.reserve), _freeze(self.discard)
        self.landmarks, self.marks = _freeze(self.landmarks), _freeze(self.marks)
        self.exped, self.boosts = _freeze2(self.exped), _freeze2(self.boosts)
        self.revealed = t(self.revealed)
        if self._lines:
            self.log = self.log + t(self._lines)
        self._lines = None
        return self

    def _say(self, line: str) -> None:
        self._lines.append(line)

    # ---- legal actions --------------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        me, p = self.seat, self.phase
        if p == "opening":
            return [_MANA[c] for c in _distinct(self.hand[me])]
        if p == "morning":
            return [_MANA[c] for c in _distinct(self.hand[me])] + [_NO_MANA]
        if p == "night":
            zone = self.reserve[me] if self.pending == "reserve" else [u.card for u in self.landmarks[me]]
            return [_DISCARD[c] for c in _distinct(sorted(zone))]
        out = []
        hero = self.decks[me][0]
        if self.hero_ready[me] and hero in _EXHAUST_HERO:
            out.extend(_EXHAUST_HERO[hero])
        for e in (0, 1):
            seen = set()
            for u in self.exped[me][e]:
                if not u.exhausted and u.card not in seen and (u.card, e) in _EXHAUST_UNIT:
                    seen.add(u.card)
                    out.append(_EXHAUST_UNIT[u.card, e])
        seen = set()
        for u in self.landmarks[me]:
            if not u.exhausted and u.card not in seen and u.card in _EXHAUST_LANDMARK:
                seen.add(u.card)
                out.extend(_EXHAUST_LANDMARK[u.card])
        reserve = _distinct(sorted(self.reserve[me]))
        for c in reserve:
            if c in _SUPPORT:
                out.extend(_SUPPORT[c])
        ready = len(self.mana[me]) - self.spent[me]
        for c in _distinct(self.hand[me]):
            if CARDS[c].hand <= ready:
                out.extend(_PLAY[c, "hand"])
        for c in reserve:
            if CARDS[c].reserve <= ready:
                out.extend(_PLAY[c, "reserve"])
        out.append(_PASS)
        return out

    # ---- why an action is refused ---------------------------------------------------------------
    def _why(self, a: Action) -> IllegalAction:
        t, p, me = type(a), self.phase, self.seat
        who = self.names[me]
        if p == "opening":
            if t is Mana:
                return RULES.illegal("altered.setup.mana", f"{who} has no {_name(CARD_INDEX[a.card])} in hand: "
                                     "put cards from your opening hand into Mana.")
            return RULES.illegal("altered.setup.mana", f"First each player puts 3 cards into Mana. {self.prompt}")
        if p == "morning":
            if t is Mana:
                return RULES.illegal("altered.morning.mana", f"{who} has no {_name(CARD_INDEX[a.card])} in hand.")
            return RULES.illegal("altered.morning.mana", "It is Morning: put a card into Mana or keep your hand "
                                 "('no mana'); cards are played in the Afternoon.")
        if p == "night":
            zone = self.pending
            rule = "altered.night.reserve_limit" if zone == "reserve" else "altered.night.landmark_limit"
            if t is Discard:
                where = "Reserve" if zone == "reserve" else "Landmarks"
                return RULES.illegal(rule, f"There is no {_name(CARD_INDEX[a.card])} in {who}'s {where}.")
            return RULES.illegal(rule, f"It is Night: the clean-up comes first. {self.prompt}")
        # the Afternoon
        if t is Mana or t is NoMana:
            return RULES.illegal("altered.morning.mana", "Cards go into Mana only at the opening and in the "
                                 "Morning.")
        if t is Discard:
            return RULES.illegal("altered.night.reserve_limit", "Cards are discarded to the limits only at "
                                 "Night; to use a Reserve card's effect, write 'support' and its id.")
        if t is Play:
            return self._why_play(a)
        if t is Support:
            card = CARD_INDEX[a.card]
            if card not in self.reserve[me]:
                return RULES.illegal("altered.quick.support", f"There is no {_name(card)} in {who}'s Reserve.")
            ability = CARDS[card].ability("support")
            if ability is None:
                return RULES.illegal("altered.quick.support", f"The {_name(card)} has no effect to use from "
                                     "the Reserve: play it instead.")
            return _aim_refusal(_name(card), ability, a.expedition)
        # Exhaust
        return self._why_exhaust(a)

    def _why_play(self, a: Play) -> IllegalAction:
        me = self.seat
        who = self.names[me]
        card = CARD_INDEX[a.card]
        c = CARDS[card]
        zone = self.hand[me] if a.source == "hand" else self.reserve[me]
        if card not in zone:
            other = "Reserve" if a.source == "hand" else "hand"
            there = (self.reserve[me] if a.source == "hand" else self.hand[me])
            hint = f" It is in the {other}: write {str(Play(a.card, 'reserve' if a.source == 'hand' else 'hand', a.expedition))!r}." \
                if card in there else ""
            return RULES.illegal("altered.cost.source", f"{who} has no {c.name} in the "
                                 f"{'hand' if a.source == 'hand' else 'Reserve'}.{hint}")
        cost = c.hand if a.source == "hand" else c.reserve
        ready = self.ready_mana(me)
        if cost > ready:
            return RULES.illegal("altered.cost.mana", f"The {c.name} costs {cost} from the "
                                 f"{'hand' if a.source == 'hand' else 'Reserve'}; {who} has "
                                 f"{_plural(ready, 'ready Mana Orb')}.")
        if c.type in ("character", "expedition"):
            rule = "altered.type.character" if c.type == "character" else "altered.type.permanent"
            return RULES.illegal(rule, f"The {c.name} joins an expedition: say which, as in "
                                 f"'play {a.card}{' from reserve' if a.source == 'reserve' else ''} to hero'.")
        targeted = any(ab.targeted for ab in c.on_play(a.source))
        if targeted:
            return RULES.illegal("altered.ours.effects", f"The {c.name}'s effect aims at one of your "
                                 "expeditions: add 'to hero' or 'to companion'.")
        return RULES.illegal("altered.ours.effects", f"The {c.name} names no expedition when played "
                             f"{'from the hand' if a.source == 'hand' else 'from the Reserve'}: leave out "
                             f"'to {a.expedition}'.")

    def _why_exhaust(self, a: Exhaust) -> IllegalAction:
        me = self.seat
        who = self.names[me]
        if a.card in HERO_INDEX:
            hero = HERO_INDEX[a.card]
            if hero != self.decks[me][0]:
                return RULES.illegal("altered.type.hero", f"{HEROES[hero].name} is not {who}'s Hero.")
            ability = HEROES[hero].ability("exhaust")
            if ability is None:
                return RULES.illegal("altered.quick.exhaust", f"{HEROES[hero].name} has no exhaust effect.")
            if not self.hero_ready[me]:
                return RULES.illegal("altered.quick.exhaust", f"{HEROES[hero].name} is already exhausted "
                                     "until the next Morning.")
            return _aim_refusal(HEROES[hero].name, ability, a.expedition)
        card = CARD_INDEX[a.card]
        name = _name(card)
        ability = CARDS[card].ability("exhaust")
        if a.where:
            e = EXPEDITIONS.index(a.where)
            units = [u for u in self.exped[me][e] if u.card == card]
            where = f"{who}'s {a.where.title()} expedition"
        else:
            units = [u for u in self.landmarks[me] if u.card == card]
            where = f"{who}'s Landmarks"
        if not units:
            return RULES.illegal("altered.quick.exhaust", f"There is no {name} in {where}.")
        if ability is None:
            return RULES.illegal("altered.quick.exhaust", f"The {name} has no exhaust effect.")
        if all(u.exhausted for u in units):
            return RULES.illegal("altered.quick.exhaust", f"The {name} in {where} is already exhausted until "
                                 "the next Morning.")
        if a.where:
            return RULES.illegal("altered.ours.effects", f"The {name} aims at its own expedition: write "
                                 f"'exhaust {a.card} in {a.where}'.")
        return _aim_refusal(name, ability, a.expedition)

    # ---- clicks ---------------------------------------------------------------------------------
    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence matches no legal action: the rule that forbids what the clicks name
        (a card in hand, in the Reserve, a Landmark, a card in an expedition, the Hero, a button), or
        ``altered.click`` for clicks that name nothing."""
        if self.phase == "over":
            return RULES.illegal("altered.game_over")
        clicks = list(clicks)
        hint = RULES.illegal("altered.click", f"That is not something you can choose now. {self.prompt}")
        if not clicks:
            return hint
        read = read_target(clicks[0])
        if read is None:
            return hint
        kind, value = read
        to = ""
        if len(clicks) > 1:
            second = read_target(clicks[1])
            if second is None or second[0] != "to":
                return hint
            to = second[1]
        p = self.phase
        if kind == "choice":
            action = _PASS if value == "pass" else _NO_MANA
        elif kind == "to":
            return RULES.illegal("altered.click", "First click the card to play or use, then the expedition.")
        elif kind == "hand":
            action = Mana(value) if p in ("opening", "morning") else self._guess_play(value, "hand", to)
        elif kind == "reserve":
            action = Discard(value) if p == "night" else self._guess_play(value, "reserve", to)
        elif kind == "landmark":
            action = Discard(value) if p == "night" else Exhaust(value, "", to)
        elif kind == "unit":
            action = Exhaust(value[1], value[0], to)
        else:
            action = Exhaust(HEROES[self.decks[self.seat][0]].id, "", to)
        refusal = self.explain(action)
        if refusal is None:
            return RULES.illegal("altered.click", f"That is not a complete choice yet. {self.prompt}")
        return refusal

    def _guess_play(self, card_id: str, source: str, to: str) -> Play:
        """The play a click on a card most likely meant: into the clicked expedition, or the first one."""
        c = CARDS[CARD_INDEX[card_id]]
        if not to and (c.type in ("character", "expedition")
                       or any(a.targeted for a in c.on_play(source))):
            to = "hero"
        return Play(card_id, source, to)

    # ---- applying an action ---------------------------------------------------------------------
    def _do(self, a: Action) -> "State":
        s = self._begin()
        t = type(a)
        if t is Mana:
            s._mana(CARD_INDEX[a.card])
        elif t is NoMana:
            s._say(f"{s.names[s.seat]} keeps their hand.")
            s._after_morning()
        elif t is Play:
            s._play(CARD_INDEX[a.card], a.source, a.expedition)
        elif t is Exhaust:
            s._exhaust(a)
        elif t is Support:
            s._support(CARD_INDEX[a.card], a.expedition)
        elif t is Pass:
            s._pass()
        else:
            s._discard_one(CARD_INDEX[a.card])
        return s._end()

    # cards
    def _draw(self, seat: int, n: int) -> None:
        got = 0
        for _ in range(n):
            if not self.deck[seat] and self.discard[seat]:
                pile, self.rng = self.rng.shuffled(self.discard[seat])
                self.deck[seat], self.discard[seat] = pile, []
                self._say(f"{self.names[seat]}'s deck is empty: the discard pile ({len(pile)} cards) is shuffled "
                          "into a new deck.")
            if not self.deck[seat]:
                self._say(f"{self.names[seat]} has no card left to draw.")
                break
            _w(self.hand, seat).append(_w(self.deck, seat).pop())
            got += 1
        if got:
            self._say(f"{self.names[seat]} draws {_plural(got, 'card')}.")

    def _mana(self, card: int) -> None:
        me = self.seat
        _w(self.hand, me).remove(card)
        _w(self.mana, me).append(card)
        self._say(f"{self.names[me]} puts a card into Mana ({_plural(len(self.mana[me]), 'orb')}).")
        if self.phase == "opening":
            if len(self.mana[me]) < OPENING_MANA:
                return
            if me == self.first:
                self.seat = 1 - me
                return
            self._noon()
            return
        self._after_morning()

    def _after_morning(self) -> None:
        if self.seat == self.first:
            self.seat = 1 - self.first
        else:
            self._noon()

    def _noon(self) -> None:
        """Noon's effects, then the Afternoon begins with the first player."""
        for seat in (self.first, 1 - self.first):
            hero = HEROES[self.decks[seat][0]]
            ability = hero.ability("noon")
            if ability:
                self._say(f"At Noon, {hero.name} acts for {self.names[seat]}.")
                for e in _at(ability):
                    self._resolve(seat, ability.ops, e)
            for u in list(self.landmarks[seat]):
                ability = CARDS[u.card].ability("noon")
                if ability:
                    self._say(f"At Noon, {self.names[seat]}'s {_name(u.card)} acts.")
                    for e in _at(ability):
                        self._resolve(seat, ability.ops, e)
            for e in (0, 1):
                for u in list(self.exped[seat][e]):
                    ability = CARDS[u.card].ability("noon")
                    if ability:
                        self._say(f"At Noon, {self.names[seat]}'s {_name(u.card)} acts.")
                        self._resolve(seat, ability.ops, e)
        self.phase, self.seat, self.passed = "afternoon", self.first, [False, False]

    def _play(self, card: int, source: str, to: str) -> None:
        me = self.seat
        c = CARDS[card]
        cost = c.hand if source == "hand" else c.reserve
        _w(self.hand if source == "hand" else self.reserve, me).remove(card)
        self.spent[me] += cost
        fleeting = source == "reserve"
        e = EXPEDITIONS.index(to) if to else -1
        where = f" to the {to.title()} expedition" if to else ""
        self._say(f"{self.names[me]} plays the {c.name} from the {'hand' if source == 'hand' else 'Reserve'}"
                  f"{where} for {cost} Mana{' (Fleeting)' if fleeting else ''}.")
        if c.type in ("character", "expedition"):
            _w2(self.exped, me, e).append(Unit(card, fleeting, False))
        elif c.type == "landmark":
            _w(self.landmarks, me).append(Unit(card, fleeting, False))
        for ability in c.on_play(source):
            self._resolve(me, ability.ops, e)
        if c.type == "spell":
            if fleeting:
                _w(self.discard, me).append(card)
                self._say(f"The Fleeting {c.name} is discarded.")
            else:
                _w(self.reserve, me).append(card)
        self._next_turn()

    def _exhaust(self, a: Exhaust) -> None:
        me = self.seat
        e = EXPEDITIONS.index(a.expedition) if a.expedition else -1
        if a.card in HERO_INDEX:
            self.hero_ready[me] = False
            hero = HEROES[HERO_INDEX[a.card]]
            self._say(f"{self.names[me]} exhausts {hero.name}.")
            self._resolve(me, hero.ability("exhaust").ops, e)
            return
        card = CARD_INDEX[a.card]
        if a.where:
            e = EXPEDITIONS.index(a.where)
            units = _w2(self.exped, me, e)
        else:
            units = _w(self.landmarks, me)
        i = next(i for i, u in enumerate(units) if u.card == card and not u.exhausted)
        units[i] = units[i]._replace(exhausted=True)
        self._say(f"{self.names[me]} exhausts the {_name(card)}.")
        self._resolve(me, CARDS[card].ability("exhaust").ops, e)

    def _support(self, card: int, to: str) -> None:
        me = self.seat
        _w(self.reserve, me).remove(card)
        _w(self.discard, me).append(card)
        self._say(f"{self.names[me]} discards the {_name(card)} from the Reserve for its effect.")
        self._resolve(me, CARDS[card].ability("support").ops, EXPEDITIONS.index(to) if to else -1)

    def _pass(self) -> None:
        me = self.seat
        self.passed[me] = True
        self._say(f"{self.names[me]} passes.")
        if self.passed[1 - me]:
            self._dusk()
        else:
            self.seat = 1 - me

    def _next_turn(self) -> None:
        if not self.passed[1 - self.seat]:
            self.seat = 1 - self.seat

    # effects
    def _resolve(self, me: int, ops: tuple, e: int) -> None:
        """Carry out ``ops`` for seat ``me``, aimed at its expedition ``e`` (-1: none)."""
        who = self.names[me]
        for op in ops:
            k = op[0]
            if k == "draw":
                self._draw(me, op[1])
            elif k == "ready":
                n = min(op[1], self.spent[me])
                self.spent[me] -= n
                self._say(f"{who} readies {_plural(n, 'Mana Orb')}.")
            elif k == "grow":
                if not self.deck[me] and self.discard[me]:
                    pile, self.rng = self.rng.shuffled(self.discard[me])
                    self.deck[me], self.discard[me] = pile, []
                if self.deck[me]:
                    _w(self.mana, me).append(_w(self.deck, me).pop())
                    self.spent[me] += 1
                    self._say(f"The top card of {who}'s deck becomes an exhausted Mana Orb.")
            elif k == "boost":
                ts = range(3) if op[1] == "all" else (TERRAINS.index(op[1]),)
                for t in ts:
                    _w2(self.boosts, me, e)[t] += op[2]
                what = "every terrain" if op[1] == "all" else op[1].title()
                self._say(f"{who}'s {EXPEDITIONS[e].title()} expedition gets +{op[2]} {what} until Night.")
            elif k == "advance":
                self._move(me, e, 1, "advance")
            elif k == "push":
                self._move(1 - me, e, -1, "push")
            else:
                self._remove_newest(1 - me, e, k == "defeat")

    def _move(self, seat: int, e: int, step: int, why: str) -> None:
        who = f"{self.names[seat]}'s {EXPEDITIONS[e].title()} marker"
        if self.arena:
            self._say(f"In the Arena nothing moves: {who} stays.")
            return
        h, c = self.marks[seat]
        if e == 0:
            new = min(LAST, max(0, h + step))
            moved = new != h
        else:
            new = min(LAST, max(0, c - step))
            moved = new != c
        if not moved:
            self._say(f"{who} cannot move {'forward' if step > 0 else 'back'} any further.")
            return
        _w(self.marks, seat)[e] = new
        self._say(f"{who} moves {'forward' if step > 0 else 'back'} to region {new + 1}.")
        self._reveal(new)

    def _reveal(self, region: int) -> None:
        if 0 < region < LAST:
            slot = (region - 1) // 2
            if not self.revealed[slot]:
                self.revealed[slot] = True
                card, flipped = self.tumult[slot]
                first = (region - 1) - (region - 1) % 2
                terrains = [" and ".join(TERRAINS[t].title() for t in self.region_terrains(r))
                            for r in (first + 1, first + 2)]
                self._say(f"A Tumult card turns face up: region {first + 2} is {terrains[0]}, region {first + 3} "
                          f"is {terrains[1]}.")

    def _remove_newest(self, seat: int, e: int, defeat: bool) -> None:
        units = _w2(self.exped, seat, e)
        for i in range(len(units) - 1, -1, -1):
            u = units[i]
            if CARDS[u.card].type == "character":
                del units[i]
                name = _name(u.card)
                if defeat or u.fleeting:
                    _w(self.discard, seat).append(u.card)
                    self._say(f"{self.names[seat]}'s {name} is {'defeated' if defeat else 'Fleeting'}: discarded.")
                else:
                    _w(self.reserve, seat).append(u.card)
                    self._say(f"{self.names[seat]}'s {name} is sent back to their Reserve.")
                return
        self._say(f"{self.names[seat]}'s {EXPEDITIONS[e].title()} expedition has no Character to take.")

    # Dusk, Night and the next Day
    def _dusk(self) -> None:
        names = self.names
        if self.arena:
            a, b = self.arena_totals(0), self.arena_totals(1)
            wins = (sum(x > y for x, y in zip(a, b)), sum(y > x for x, y in zip(a, b)))
            self._say(f"Dusk in the Arena: {names[0]} {_terrain_list(a)}, {names[1]} {_terrain_list(b)}; "
                      f"terrains won {wins[0]} to {wins[1]}.")
            if wins[0] != wins[1]:
                self.winner = 0 if wins[0] > wins[1] else 1
                self.phase = "over"
                self._say(f"{names[self.winner]} wins the Arena and the game.")
                return
            self._say("The Arena is level: another Arena Day follows.")
        else:
            go = [[self.will_advance(p, e) for e in (0, 1)] for p in (0, 1)]
            for p in (0, 1):
                self.moved[p] = sum(go[p])
                for e in (0, 1):
                    if go[p][e]:
                        self._move(p, e, 1, "progress")
                if not any(go[p]):
                    self._say(f"Dusk: neither of {names[p]}'s expeditions moves.")
        self._night()

    def _night(self) -> None:
        for seat in (self.first, 1 - self.first):
            for e in (0, 1):
                keep = []
                for u in self.exped[seat][e]:
                    if CARDS[u.card].type != "character":
                        keep.append(u)
                    elif u.fleeting:
                        _w(self.discard, seat).append(u.card)
                    else:
                        _w(self.reserve, seat).append(u.card)
                _w(self.exped, seat)[e] = keep
                _w(self.boosts, seat)[e] = ZERO
        self._say("Night: the Characters rest in their Reserves (Fleeting ones are discarded).")
        self.phase = "night"
        self._cleanup()

    def _over_limit(self, seat: int) -> bool:
        return (len(self.reserve[seat]) > self.reserve_limit(seat)
                or len(self.landmarks[seat]) > self.landmark_limit(seat))

    def _cleanup(self) -> None:
        for seat in (self.first, 1 - self.first):
            if self._over_limit(seat):
                self.seat = seat
                return
        self._victory()

    def _discard_one(self, card: int) -> None:
        me = self.seat
        if self.pending == "reserve":
            _w(self.reserve, me).remove(card)
            where = "Reserve"
        else:
            units = _w(self.landmarks, me)
            i = next(i for i, u in enumerate(units) if u.card == card)
            del units[i]
            where = "Landmarks"
        _w(self.discard, me).append(card)
        self._say(f"{self.names[me]} discards the {_name(card)} from the {where}.")
        self._cleanup()

    def _victory(self) -> None:
        names = self.names
        d = [self.distance(0), self.distance(1)]
        if not self.arena and max(d) >= MEET:
            if d[0] != d[1]:
                self.winner = 0 if d[0] > d[1] else 1
            elif TIE_BY_MOVES and self.moved[0] != self.moved[1]:
                self.winner = 0 if self.moved[0] > self.moved[1] else 1
            if self.winner is not None:
                self.phase = "over"
                self._say(f"{names[self.winner]}'s markers have met: {names[self.winner]} wins "
                          f"({d[self.winner]} regions to {d[1 - self.winner]}).")
                return
            self.arena = True
            self._say(f"Both players' markers met, {d[0]} regions each: the Arena decides.")
        if self.turn_limit is not None and self.day >= self.turn_limit:
            self.phase = "over"
            self._say(f"The limit of {_plural(self.turn_limit, 'Day')} is reached: a draw.")
            return
        self._morning()

    def _morning(self) -> None:
        self.day += 1
        self.first = 1 - self.first
        self.passed = [False, False]
        self._say(f"{'Arena ' if self.arena else ''}Day {self.day}, Morning: {self.names[self.first]} takes the "
                  "first-player token; everything readies.")
        for seat in (0, 1):
            self.spent[seat] = 0
            self.hero_ready[seat] = True
            for e in (0, 1):
                _w(self.exped, seat)[e] = [u._replace(exhausted=False) if u.exhausted else u for u in self.exped[seat][e]]
            self.landmarks[seat] = [u._replace(exhausted=False) if u.exhausted else u for u in self.landmarks[seat]]
        for seat in (self.first, 1 - self.first):
            self._draw(seat, MORNING_DRAW)
        self.phase, self.seat = "morning", self.first

    # ---- the rest of the contract ---------------------------------------------------------------
    def view(self, player: int | None) -> View:
        """What ``player`` sees (None: the teacher, everything but the decks' order, face-down
        Tumult cards and the random generator)."""
        if player is not None and (type(player) is not int or not 0 <= player < 2):
            raise ValueError(f"no seat {player!r} in a 2-player game")
        return make_view(self, player)

    def to_dict(self) -> dict:
        d = self._data()
        d["rng"] = self.rng.state
        return d

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        return _load(data)

    def evaluate(self, player: int) -> float:
        return bot.evaluate(self, player)


View.STATE = State


def _distinct(cards) -> list[int]:
    """Each card index once, in order (the hand and sorted zones hold copies side by side)."""
    out, last = [], None
    for c in cards:
        if c != last:
            out.append(c)
            last = c
    return out


def _at(ability) -> tuple[int, ...]:
    return {"hero": (0,), "companion": (1,), "both": (0, 1)}.get(ability.at, (-1,))


def _terrain_list(t) -> str:
    return " ".join(f"{TERRAINS[i][0].upper()}{v}" for i, v in enumerate(t))


def _aim_refusal(name: str, ability, expedition: str) -> IllegalAction:
    if ability.targeted:
        return RULES.illegal("altered.ours.effects", f"The {name}'s effect aims at one of your expeditions: "
                             "add 'to hero' or 'to companion'.")
    return RULES.illegal("altered.ours.effects", f"The {name}'s effect names no expedition: leave out "
                         f"'to {expedition}'.")


# ---- making games ---------------------------------------------------------------------------------

def _deck_arg(d, field: str) -> tuple[int, tuple]:
    """A deck option: a starter deck id, or {'hero': id, 'cards': {id: copies}}."""
    if isinstance(d, str):
        if d not in DECK_INDEX:
            raise ValueError(f"field {field!r}: {d[:30]!r} is not a starter deck ({', '.join(DECK_INDEX)}); "
                             "give a deck as {'hero': ..., 'cards': {...}}")
        deck = DECKS[DECK_INDEX[d]]
        return deck.hero, deck.counts
    if isinstance(d, Mapping):
        V.as_dict(dict(d), field, ("hero", "cards"), exact=True)
        return validate_deck(d["hero"], d["cards"], field)
    raise ValueError(f"field {field!r}: a deck is a starter deck id or {{'hero': ..., 'cards': {{...}}}}")


def _turn_limit(v, field: str = "turn_limit") -> int | None:
    return V.as_opt_int(v, field, 1, _MAX_DAY)


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, decks=DEFAULT_DECKS,
             turn_limit: int | None = DEFAULT_TURN_LIMIT) -> State:
    """A new game: both decks shuffled, 6 cards each, a random first player and the Tumult cards face
    down in a random order and orientation. ``decks`` are two starter deck ids (``components.DECKS``)
    or decklists ``{'hero': id, 'cards': {card id: copies}}``; ``turn_limit`` is a limit of Days."""
    V.need(type(players) is int and players == 2, "players", "Altered is for 2 players")
    names = V.as_names(list(names) if names is not None else list(DEFAULT_NAMES), "names", 2)
    if isinstance(decks, (str, Mapping)) or not isinstance(decks, Sequence) or len(decks) != 2:
        raise ValueError("field 'decks': give two decks, one per player")
    chosen = tuple(_deck_arg(d, f"decks[{i}]") for i, d in enumerate(decks))
    limit = _turn_limit(turn_limit)
    rng = Rng(V.as_int(seed, "seed"))
    deck_cards, hands = [], []
    for hero, counts in chosen:
        cards = [c for c in range(N_CARDS) for _ in range(counts[c])]
        cards, rng = rng.shuffled(cards)
        hands.append(tuple(sorted(cards[-OPENING_HAND:])))
        deck_cards.append(tuple(cards[:-OPENING_HAND]))
    first, rng = rng.randrange(2)
    order, rng = rng.shuffled(range(TUMULTS))
    tumult = []
    for k in order:
        flip, rng = rng.randrange(2)
        tumult.append((k, bool(flip)))
    heroes = " and ".join(f"{names[i]} ({HEROES[chosen[i][0]].name})" for i in (0, 1))
    log = Log((f"A new game: {heroes}. Both shuffle their decks and draw {OPENING_HAND} cards; "
               f"{names[first]} goes first.",))
    return State._make(
        names=names, decks=chosen, turn_limit=limit, phase="opening", day=1, first=first, seat=first,
        arena=False, passed=(False, False), moved=(0, 0), winner=None, hand=tuple(hands), deck=tuple(deck_cards),
        mana=((), ()), spent=(0, 0), reserve=((), ()), exped=(((), ()), ((), ())), landmarks=((), ()),
        discard=((), ()), boosts=((ZERO, ZERO), (ZERO, ZERO)), hero_ready=(True, True), marks=((0, LAST), (0, LAST)),
        tumult=tuple(tumult), revealed=(False, False, False), log=log, rng=rng)


def _tumult_arg(v) -> tuple[tuple, ...]:
    """Three slots written as their regions in track order, like ``["F|MW", "FM|W", "W|FM"]``."""
    items = V.as_list(list(v) if isinstance(v, tuple) else v, "tumult", TUMULTS)
    out = []
    for i, text in enumerate(items):
        text = V.as_str(text, f"tumult[{i}]", max_len=10).upper()
        sides = text.split("|")
        V.need(len(sides) == 2, f"tumult[{i}]", "two regions, like 'F|MW'")
        V.need(sorted("".join(sides)) == ["F", "M", "W"] and sorted(map(len, sides)) == [1, 2], f"tumult[{i}]",
               "one region of one terrain and one of the other two, letters F, M and W")
        sets = [["FMW".index(x) for x in side] for side in sides]
        single = 0 if len(sets[0]) == 1 else 1
        out.append((sets[single][0], single == 1))
    V.need(sorted(k for k, _ in out) == list(range(TUMULTS)), "tumult", "each Tumult card once (F, M and W alone)")
    return tuple(out)


def _boost_arg(v, field: str) -> dict:
    """{"hero": {"forest": 1}} for one seat's boosts, checked."""
    d = V.as_dict(dict(v) if isinstance(v, Mapping) else v, field)
    for k in d:
        V.need(k in EXPEDITIONS, field, f"{str(k)[:20]!r} is not hero or companion")
    return {e: dict(V.as_dict(dict(d[e]) if isinstance(d.get(e), Mapping) else d.get(e, {}), f"{field}.{e}"))
            for e in EXPEDITIONS}


def from_position(players: int = 2, decks=DEFAULT_DECKS, names: Sequence[str] | None = None, phase: str = "afternoon",
                  day: int = 1, first: int = 0, seat: int | None = None, arena: bool = False, hands=None, mana=None,
                  spent=(0, 0), reserve=None, expeditions=None, landmarks=None, discard=None, marks=None,
                  tumult=None, revealed=None, hero_ready=(True, True), passed=None, boosts=None,
                  turn_limit: int | None = None, seed: int = 0, top=None) -> State:
    """A teaching position: who holds what, where the markers stand, what the track shows.

    Per seat (lists of two): ``hands``, ``reserve``, ``discard`` (card ids), ``mana`` (a number of
    orbs drawn at random from the deck, or card ids; default: the 3 orbs the opening gives each
    player, drawn at random), ``spent`` (exhausted orbs), ``expeditions`` (``{"hero": [...],
    "companion": [...]}``, each card an id or ``(id, fleeting, exhausted)``), ``landmarks``
    (likewise), ``marks`` (Hero and Companion regions, 1-8), ``boosts`` (``{"hero": {"forest": 1}}``),
    ``hero_ready``, ``passed`` (default: both at Night, when both have passed, nobody otherwise) and
    ``top`` (card ids on top of the deck, the first one drawn first).
    ``tumult`` lays the track (``["F|MW", "FM|W", "W|FM"]``; default: at random, as in a new game);
    ``revealed`` says which slots are face up (default: every slot a marker has reached or passed,
    and no other). The rest of each decklist is shuffled into the deck, under ``top``. ``phase`` is
    'morning', 'afternoon' or 'night'. The position is checked like a save: ValueError names the
    field of anything the rules cannot reach.
    """
    V.need(type(players) is int and players == 2, "players", "Altered is for 2 players")
    names = V.as_names(list(names) if names is not None else list(DEFAULT_NAMES), "names", 2)
    if isinstance(decks, (str, Mapping)) or not isinstance(decks, Sequence) or len(decks) != 2:
        raise ValueError("field 'decks': give two decks, one per player")
    chosen = tuple(_deck_arg(d, f"decks[{i}]") for i, d in enumerate(decks))
    V.as_str(phase, "phase", ("morning", "afternoon", "night"))
    rng = Rng(V.as_int(seed, "seed"))
    first = V.as_int(first, "first", 0, 1)
    seat = first if seat is None else V.as_int(seat, "seat", 0, 1)

    def per_seat(v, field, default):
        if v is None:
            return [default, default]
        return V.as_list(list(v) if isinstance(v, tuple) else v, field, 2)

    def ids(v, field):
        return [x for x in V.as_list(list(v) if isinstance(v, tuple) else v, field, max_len=200)]

    def units(v, field):
        out = []
        for j, u in enumerate(ids(v, field)):
            if isinstance(u, (list, tuple)):
                V.need(len(u) == 3, f"{field}[{j}]", "a card id, or (id, fleeting, exhausted)")
                out.append([u[0], V.as_bool(u[1], f"{field}[{j}]"), V.as_bool(u[2], f"{field}[{j}]")])
            else:
                out.append([u, False, False])
        return out

    players_data = []
    hand_v, res_v, disc_v = per_seat(hands, "hands", []), per_seat(reserve, "reserve", []), per_seat(discard, "discard", [])
    mana_v, ex_v = per_seat(mana, "mana", OPENING_MANA), per_seat(expeditions, "expeditions", {})
    top_v = per_seat(top, "top", [])
    land_v, mark_v = per_seat(landmarks, "landmarks", []), per_seat(marks, "marks", (1, REGIONS))
    boost_v = per_seat(boosts, "boosts", {})
    spent = per_seat(spent, "spent", 0)
    ready = per_seat(hero_ready, "hero_ready", True)
    passed = per_seat(passed, "passed", phase == "night")
    for i in range(2):
        hero, counts = chosen[i]
        left = list(counts)
        f = f"[{i}]"
        ex = V.as_dict(dict(ex_v[i]) if isinstance(ex_v[i], Mapping) else ex_v[i], f"expeditions{f}")
        for k in ex:
            V.need(k in EXPEDITIONS, f"expeditions{f}", f"{str(k)[:20]!r} is not hero or companion")
        placed = {"hand": ids(hand_v[i], f"hands{f}"), "reserve": ids(res_v[i], f"reserve{f}"),
                  "discard": ids(disc_v[i], f"discard{f}"), "top": ids(top_v[i], f"top{f}")}
        exp_units = {e: units(ex.get(e, []), f"expeditions{f}.{e}") for e in EXPEDITIONS}
        land_units = units(land_v[i], f"landmarks{f}")
        mana_ids = [] if type(mana_v[i]) is int else ids(mana_v[i], f"mana{f}")
        every = ([(c, "hands") for c in placed["hand"]] + [(c, "reserve") for c in placed["reserve"]]
                 + [(c, "discard") for c in placed["discard"]] + [(c, "top") for c in placed["top"]]
                 + [(c, "mana") for c in mana_ids]
                 + [(u[0], "expeditions") for e in EXPEDITIONS for u in exp_units[e]]
                 + [(u[0], "landmarks") for u in land_units])
        for c, field in every:
            V.need(type(c) is str and c in CARD_INDEX, f"{field}{f}", f"{str(c)[:30]!r} is not a card id")
            k = CARD_INDEX[c]
            V.need(left[k] > 0, f"{field}{f}", f"{names[i]}'s deck has no more copies of {c}")
            left[k] -= 1
        rest = [c for c in range(N_CARDS) for _ in range(left[c])]
        rest, rng = rng.shuffled(rest)
        ids_of = [c.id for c in CARDS]
        if type(mana_v[i]) is int:
            n = V.as_int(mana_v[i], f"mana{f}", 0, len(rest))
            mana_ids = [ids_of[c] for c in rest[:n]]
            rest = rest[n:]
        m = V.as_list(list(mark_v[i]) if isinstance(mark_v[i], tuple) else mark_v[i], f"marks{f}", 2)
        players_data.append({
            "hero": HEROES[hero].id, "decklist": {ids_of[c]: n for c, n in enumerate(counts) if n},
            "hand": placed["hand"], "deck": [ids_of[c] for c in rest] + placed["top"][::-1], "mana": mana_ids,
            "spent": spent[i], "reserve": placed["reserve"], "expeditions": exp_units, "landmarks": land_units,
            "discard": placed["discard"],
            "boosts": _boost_arg(boost_v[i], f"boosts{f}"),
            "hero_ready": ready[i], "marks": {"hero": m[0], "companion": m[1]},
            "passed": passed[i], "moved": 0})
    if tumult is None:
        order, rng = rng.shuffled(range(TUMULTS))
        lay = []
        for k in order:
            flip, rng = rng.randrange(2)
            lay.append((k, bool(flip)))
        lay = tuple(lay)
    else:
        lay = _tumult_arg(tumult)
    if revealed is None:
        # a slot is face up once a marker has reached or passed one of its regions (1-based 2s+2, 2s+3)
        marks_ = [(p["marks"]["hero"], p["marks"]["companion"]) for p in players_data]
        up = [any(type(h) is int and h >= 2 * s + 2 or type(c) is int and c <= 2 * s + 3 for h, c in marks_)
              for s in range(TUMULTS)]
    else:
        up = [V.as_bool(x, f"revealed[{s}]") for s, x in enumerate(V.as_list(list(revealed), "revealed", TUMULTS))]
    data = {
        "game": "altered", "names": list(names), "turn_limit": turn_limit, "phase": phase, "day": day,
        "first": first, "seat": seat, "arena": arena, "winner": None, "players": players_data,
        "tumult": [{"card": TERRAINS[k], "flipped": fl, "revealed": up[s]} for s, (k, fl) in enumerate(lay)],
        "log": [f"A teaching position: Day {day}, {phase}, {names[seat]} to decide."], "rng": rng.state}
    return _load(data)


def from_json(text: str) -> State:
    """The state written by ``State.to_json``; ValueError naming the field for anything else."""
    return State.from_json(text)


# ---- reading and checking saves --------------------------------------------------------------------

_KEYS = ("game", "names", "turn_limit", "phase", "day", "first", "seat", "arena", "winner", "players", "tumult",
         "log", "rng")
_PLAYER_KEYS = ("hero", "decklist", "hand", "deck", "mana", "spent", "reserve", "expeditions", "landmarks",
                "discard", "boosts", "hero_ready", "marks", "passed", "moved")
_CARD_IDS = tuple(CARD_INDEX)


def _cards(v, field: str, max_len: int = 200) -> tuple[int, ...]:
    items = V.as_list(v, field, max_len=max_len)
    return tuple(CARD_INDEX[V.as_str(x, f"{field}[{i}]", _CARD_IDS)] if not (type(x) is str and x in CARD_INDEX)
                 else CARD_INDEX[x] for i, x in enumerate(items))


def _units(v, field: str) -> tuple:
    out = []
    for i, u in enumerate(V.as_list(v, field, max_len=200)):
        f = f"{field}[{i}]"
        card, fleeting, exhausted = V.as_list(u, f, 3)
        out.append(Unit(CARD_INDEX[V.as_str(card, f"{f}[0]", _CARD_IDS)], V.as_bool(fleeting, f"{f}[1]"),
                        V.as_bool(exhausted, f"{f}[2]")))
    return tuple(out)


def _load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    V.as_dict(d, "save", _KEYS, exact=True)
    V.need(d["game"] == "altered", "game", "not an Altered save")
    names = V.as_names(V.as_list(d["names"], "names", max_len=4), "names", 2)
    limit = _turn_limit(d["turn_limit"])
    phase = V.as_str(d["phase"], "phase", PHASES)
    day = V.as_int(d["day"], "day", 1, _MAX_DAY)
    first = V.as_int(d["first"], "first", 0, 1)
    seat = V.as_int(d["seat"], "seat", 0, 1)
    arena = V.as_bool(d["arena"], "arena")
    winner = V.as_opt_int(d["winner"], "winner", 0, 1)
    players = V.as_list(d["players"], "players", 2)
    fields = {k: [] for k in ("decks", "hand", "deck", "mana", "spent", "reserve", "exped", "landmarks", "discard",
                              "boosts", "hero_ready", "marks", "passed", "moved")}
    for i, p in enumerate(players):
        f = f"players[{i}]"
        V.as_dict(p, f, _PLAYER_KEYS, exact=True)
        hero = V.as_str(p["hero"], f"{f}.hero", tuple(HERO_INDEX))
        counts = deck_counts(V.as_dict(p["decklist"], f"{f}.decklist"), f"{f}.decklist")
        fields["decks"].append((HERO_INDEX[hero], counts))
        for k in ("hand", "deck", "mana", "reserve", "discard"):
            fields[k].append(_cards(p[k], f"{f}.{k}"))
        fields["hand"][-1] = tuple(sorted(fields["hand"][-1]))
        fields["mana"][-1] = tuple(sorted(fields["mana"][-1]))
        fields["spent"].append(V.as_int(p["spent"], f"{f}.spent", 0, 200))
        ex = V.as_dict(p["expeditions"], f"{f}.expeditions", EXPEDITIONS, exact=True)
        fields["exped"].append(tuple(_units(ex[e], f"{f}.expeditions.{e}") for e in EXPEDITIONS))
        fields["landmarks"].append(_units(p["landmarks"], f"{f}.landmarks"))
        bo = V.as_dict(p["boosts"], f"{f}.boosts", EXPEDITIONS, exact=True)
        fields["boosts"].append(tuple(V.as_counts(bo[e], f"{f}.boosts.{e}", TERRAINS, 1000) for e in EXPEDITIONS))
        fields["hero_ready"].append(V.as_bool(p["hero_ready"], f"{f}.hero_ready"))
        mk = V.as_dict(p["marks"], f"{f}.marks", EXPEDITIONS, exact=True)
        fields["marks"].append(tuple(V.as_int(mk[e], f"{f}.marks.{e}", 1, REGIONS) - 1 for e in EXPEDITIONS))
        fields["passed"].append(V.as_bool(p["passed"], f"{f}.passed"))
        fields["moved"].append(V.as_int(p["moved"], f"{f}.moved", 0, 2))
    slots = V.as_list(d["tumult"], "tumult", TUMULTS)
    tumult, revealed = [], []
    for i, t in enumerate(slots):
        f = f"tumult[{i}]"
        V.as_dict(t, f, ("card", "flipped", "revealed"), exact=True)
        tumult.append((TERRAINS.index(V.as_str(t["card"], f"{f}.card", TERRAINS)), V.as_bool(t["flipped"], f"{f}.flipped")))
        revealed.append(V.as_bool(t["revealed"], f"{f}.revealed"))
    V.need(sorted(k for k, _ in tumult) == list(range(TUMULTS)), "tumult", "each Tumult card once")
    log = Log(V.as_log(d["log"]))
    rng = Rng(V.as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    s = State._make(
        names=names, turn_limit=limit, phase=phase, day=day, first=first, seat=seat, arena=arena, winner=winner,
        tumult=tuple(tumult), revealed=tuple(revealed), log=log, rng=rng,
        **{k: tuple(v) for k, v in fields.items()})
    _check(s)
    return s


def _check(s: State) -> None:
    """Check that well-typed fields make a position the rules can reach; ValueError names the field."""
    need = V.need
    for seat in (0, 1):
        f = f"players[{seat}]"
        hero, counts = s.decks[seat]
        try:
            validate_deck(HEROES[hero].id, {CARDS[c].id: n for c, n in enumerate(counts) if n}, f"{f}.decklist")
        except ValueError as e:
            raise ValueError(str(e)) from None
        held = [0] * N_CARDS
        for c in (*s.hand[seat], *s.deck[seat], *s.mana[seat], *s.reserve[seat], *s.discard[seat],
                  *(u.card for e in (0, 1) for u in s.exped[seat][e]), *(u.card for u in s.landmarks[seat])):
            held[c] += 1
        need(tuple(held) == counts, f"{f}.deck", "every card of the decklist is in exactly one place (hand, deck, "
             "Mana, Reserve, expeditions, Landmarks or discard pile)")
        need(s.spent[seat] <= len(s.mana[seat]), f"{f}.spent", "no more exhausted orbs than orbs")
        for e in (0, 1):
            for u in s.exped[seat][e]:
                need(CARDS[u.card].type in ("character", "expedition"), f"{f}.expeditions",
                     f"a {CARDS[u.card].type} does not stay in an expedition")
        for u in s.landmarks[seat]:
            need(CARDS[u.card].type == "landmark", f"{f}.landmarks", f"{CARDS[u.card].id} is not a Landmark")
        h, c = s.marks[seat]
        need(not (s.phase == "opening" and (h, c) != (0, LAST)), f"{f}.marks", "markers start at their ends")
    p = s.phase
    d = [s.distance(0), s.distance(1)]
    if s.arena:
        need(d[0] == d[1] >= MEET, "arena", "the Arena follows a Night where both players' markers met, level")
    if p in ("morning", "night"):
        for seat in (0, 1):
            f = f"players[{seat}]"
            need(not any(CARDS[u.card].type == "character" for e in (0, 1) for u in s.exped[seat][e]),
                 f"{f}.expeditions", "the Characters rest at Night, so none is in an expedition")
            need(s.boosts[seat] == (ZERO, ZERO), f"{f}.boosts", "boosts last until Night")
    if p == "morning":
        need(s.day >= 2, "day", "the first Day has no Morning")
        for seat in (0, 1):
            f = f"players[{seat}]"
            need(len(s.reserve[seat]) <= s.reserve_limit(seat), f"{f}.reserve",
                 f"the Night clean-up left at most {s.reserve_limit(seat)} cards in the Reserve")
            need(len(s.landmarks[seat]) <= s.landmark_limit(seat), f"{f}.landmarks",
                 f"the Night clean-up left at most {s.landmark_limit(seat)} Landmarks")
            need(s.arena or d[seat] < MEET, f"{f}.marks", "markers that had met ended the game (or began the "
                 "Arena) at the Night before")
            need(s.spent[seat] == 0 and s.hero_ready[seat], f"{f}.spent", "everything is ready in the Morning")
            need(not any(u.exhausted for e in (0, 1) for u in s.exped[seat][e])
                 and not any(u.exhausted for u in s.landmarks[seat]), f"{f}.landmarks",
                 "everything is ready in the Morning")
    if p == "opening":
        need(s.day == 1 and not s.arena, "day", "the opening comes before Day 1")
        for seat in (0, 1):
            need(not s.reserve[seat] and not s.discard[seat] and not s.landmarks[seat]
                 and not any(s.exped[seat]), "players", "nothing is in play at the opening")
            need(s.spent[seat] == 0, "players", "the opening orbs are ready")
        need(not any(s.revealed), "tumult", "the Tumult cards are face down at the opening")
        other = 1 - s.first
        for seat in (0, 1):
            need(len(s.hand[seat]) >= OPENING_MANA - len(s.mana[seat]), f"players[{seat}].hand",
                 "a player still putting cards into Mana has them in hand")
        if s.seat == s.first:
            need(len(s.mana[s.first]) < OPENING_MANA and not s.mana[other], "seat",
                 "the first player puts their 3 orbs first")
        else:
            need(len(s.mana[s.first]) == OPENING_MANA and len(s.mana[other]) < OPENING_MANA, "seat",
                 "the second player puts their orbs after the first")
    elif p == "morning":
        need(not any(s.passed), "players", "nobody has passed in the Morning")
    elif p == "afternoon":
        need(not s.passed[s.seat], "seat", "a player who passed takes no more part")
    elif p == "night":
        need(s._over_limit(s.seat), "seat", "the player to discard is over a limit")
        if s.seat != s.first:
            need(not s._over_limit(s.first), "seat", "the first player cleans up first")
    if p != "afternoon":
        need(not any(s.passed) or p in ("night", "over"), "players", "passing belongs to the Afternoon")
    if p in ("night", "over"):
        need(all(s.passed), "players", "Dusk and Night come once both players have passed")
    if p == "over":
        if s.winner is None:
            need(s.turn_limit is not None and s.day >= s.turn_limit, "winner",
                 "a game ends with a winner, or as a draw at the limit of Days")
        elif not s.arena:
            need(d[s.winner] >= MEET and (d[s.winner] > d[1 - s.winner]
                                          or (TIE_BY_MOVES and d[0] == d[1])), "winner",
                 "the winner's markers met and travelled farther")
    else:
        need(s.winner is None, "winner", "nobody has won a game still in play")
        need(s.turn_limit is None or s.day <= s.turn_limit, "day", f"Day {s.day} is past the limit")
    for slot in range(TUMULTS):
        for r in (2 * slot + 1, 2 * slot + 2):
            for seat in (0, 1):
                if r in s.marks[seat]:
                    need(s.revealed[slot], "tumult", f"a marker stands on region {r + 1}, so its card is face up")
        for seat in (0, 1):
            h, c = s.marks[seat]
            need(s.revealed[slot] or (h < 2 * slot + 1 and c > 2 * slot + 2), "tumult",
                 f"{s.names[seat]}'s markers have passed regions {2 * slot + 2}-{2 * slot + 3}, so that card is "
                 "face up (a marker turns each card up on its way)")


def invariants(state: State) -> None:
    """Check that ``state`` is a position the rules can reach; AssertionError (with a message) if not."""
    try:
        s = state
        assert isinstance(s, State), f"not an Altered State: {type(s).__name__}"
        assert type(s.names) is tuple and len(s.names) == 2, "names: 2 players"
        for f in ("hand", "deck", "mana", "reserve", "discard", "exped", "landmarks", "boosts", "marks", "spent",
                  "hero_ready", "passed", "moved"):
            v = getattr(s, f)
            assert type(v) is tuple and len(v) == 2, f"{f}: one entry per seat"
        for seat in (0, 1):
            assert list(s.hand[seat]) == sorted(s.hand[seat]), "hand: sorted"
            assert list(s.mana[seat]) == sorted(s.mana[seat]), "mana: sorted"
            assert all(type(u) is Unit for e in s.exped[seat] for u in e), "exped: Units"
        assert s.phase in PHASES, "phase"
        assert isinstance(s.log, Log), "log: a Log"
        assert isinstance(s.rng, Rng), "rng: an Rng"
        try:
            _check(s)
        except ValueError as e:
            raise AssertionError(str(e)) from None
        if s.phase != "over":
            assert s.legal_actions(), "a game in play has a legal action"
    except AssertionError:
        raise
    except Exception as e:  # noqa: BLE001 - a broken state may break anything; report it as broken
        raise AssertionError(f"broken state: {e!r}") from None
