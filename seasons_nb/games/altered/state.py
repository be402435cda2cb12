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

from seasons_nb.core import NO, GameState, IllegalAction

from . import bot
from .actions import Action, Discard, Exhaust, Mana, NoMana, Pass, Play, Support, read_target
from .components import (
    CARD_INDEX, CARDS, EXPEDITIONS, HERO_INDEX, HEROES, LAST, MEET, MORNING_DRAW, N_CARDS, OPENING_MANA, TERRAINS,
)
from .rules import RULES, TIE_BY_MOVES
from .view import POSITION_FIELDS, ZERO, Position, Unit, View, make_view

_PASS, _NO_MANA = Pass(), NoMana()
_MANA = tuple(Mana(c.id) for c in CARDS)


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


def _seat_entry(zone: list, seat: int) -> list:
    """A seat's entry of a working copy's zone, as a list to change (copied on the first change)."""
    v = zone[seat]
    if type(v) is tuple:
        v = zone[seat] = list(v)
    return v


def _expedition_entry(zone: list, seat: int, e: int) -> list:
    """An expedition's entry (``e``) of a seat in a nested zone, as a list to change."""
    outer = _seat_entry(zone, seat)
    v = outer[e]
    if type(v) is tuple:
        v = outer[e] = list(v)
    return v


def _frozen_seats(zone: list, sort: bool = False) -> tuple:
    """A zone of a working copy as tuples again (sorted, for a hand or Mana)."""
    a, b = zone
    if type(a) is not tuple:
        a = tuple(sorted(a)) if sort else tuple(a)
    if type(b) is not tuple:
        b = tuple(sorted(b)) if sort else tuple(b)
    return (a, b)


def _frozen_expeditions(zone: list) -> tuple:
    """A zone per seat and expedition of a working copy as tuples again."""
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
    EVALUATION_UNIT = bot.EVALUATION_UNIT
    __slots__ = FIELDS

    # ---- the working copy of an action ---------------------------------------------------------
    # A hand-written fast path instead of core's ``edit``: an action here changes 3 to 6 entries of
    # per-seat and per-expedition zones, and core's general ``edit``/``_end`` made random playouts about
    # 30% slower (best of 5 CPU-time runs of 150 seeded games: 64,000 and 61,000 actions/s with this copy,
    # 48,000 and 43,000 with core's). Core's ``_say`` and ``_end`` (the log lines) are used as they are.
    def _begin(self) -> "State":
        """A working copy where an action may change things (a seat's entry of a zone is copied into a list
        when it first changes: ``_seat_entry``); ``_end`` freezes it."""
        w = object.__new__(State)
        w._cache = {}
        w.names, w.decks, w.turn_limit = self.names, self.decks, self.turn_limit
        w.phase, w.day, w.first, w.seat, w.arena, w.winner = (self.phase, self.day, self.first, self.seat,
                                                              self.arena, self.winner)
        w.passed, w.moved, w.spent, w.hero_ready = (list(self.passed), list(self.moved), list(self.spent),
                                                     list(self.hero_ready))
        w.hand, w.deck, w.mana, w.reserve = list(self.hand), list(self.deck), list(self.mana), list(self.reserve)
        w.discard, w.landmarks, w.marks = list(self.discard), list(self.landmarks), list(self.marks)
        w.exped, w.boosts = list(self.exped), list(self.boosts)
        w.tumult, w.revealed = self.tumult, list(self.revealed)
        w.log, w.rng = self.log, self.rng
        w._edits, w._lines = None, []
        return w

    def _end(self) -> "State":
        t = tuple
        self.passed, self.moved, self.spent, self.hero_ready = (t(self.passed), t(self.moved), t(self.spent),
                                                                t(self.hero_ready))
        self.hand, self.mana = _frozen_seats(self.hand, True), _frozen_seats(self.mana, True)
        self.deck, self.reserve = _frozen_seats(self.deck), _frozen_seats(self.reserve)
        self.discard, self.landmarks, self.marks = (_frozen_seats(self.discard), _frozen_seats(self.landmarks),
                                                    _frozen_seats(self.marks))
        self.exped, self.boosts = _frozen_expeditions(self.exped), _frozen_expeditions(self.boosts)
        self.revealed = t(self.revealed)
        return super()._end()

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
    def _why_clicks(self, clicks: list[str]) -> IllegalAction | None:
        """Why a click sequence matches no legal action: the rule that forbids what the clicks name
        (a card in hand, in the Reserve, a Landmark, a card in an expedition, the Hero, a button), or
        None for clicks that name nothing (``explain_clicks`` then answers ``altered.click``)."""
        read = read_target(clicks[0]) if clicks else None
        if read is None:
            return None
        kind, value = read
        to = ""
        if len(clicks) > 1:
            second = read_target(clicks[1])
            if second is None or second[0] != "to":
                return None
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
            return self._click_hint("That is not a complete choice yet.")
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
        w = self._begin()
        t = type(a)
        if t is Mana:
            w._mana(CARD_INDEX[a.card])
        elif t is NoMana:
            w._say(f"{w.names[w.seat]} keeps their hand.")
            w._after_morning()
        elif t is Play:
            w._play(CARD_INDEX[a.card], a.source, a.expedition)
        elif t is Exhaust:
            w._exhaust(a)
        elif t is Support:
            w._support(CARD_INDEX[a.card], a.expedition)
        elif t is Pass:
            w._pass()
        else:
            w._discard_one(CARD_INDEX[a.card])
        return w._end()

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
            _seat_entry(self.hand, seat).append(_seat_entry(self.deck, seat).pop())
            got += 1
        if got:
            self._say(f"{self.names[seat]} draws {_plural(got, 'card')}.")

    def _mana(self, card: int) -> None:
        me = self.seat
        _seat_entry(self.hand, me).remove(card)
        _seat_entry(self.mana, me).append(card)
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
        _seat_entry(self.hand if source == "hand" else self.reserve, me).remove(card)
        self.spent[me] += cost
        fleeting = source == "reserve"
        e = EXPEDITIONS.index(to) if to else NO
        where = f" to the {to.title()} expedition" if to else ""
        self._say(f"{self.names[me]} plays the {c.name} from the {'hand' if source == 'hand' else 'Reserve'}"
                  f"{where} for {cost} Mana{' (Fleeting)' if fleeting else ''}.")
        if c.type in ("character", "expedition"):
            _expedition_entry(self.exped, me, e).append(Unit(card, fleeting, False))
        elif c.type == "landmark":
            _seat_entry(self.landmarks, me).append(Unit(card, fleeting, False))
        for ability in c.on_play(source):
            self._resolve(me, ability.ops, e)
        if c.type == "spell":
            if fleeting:
                _seat_entry(self.discard, me).append(card)
                self._say(f"The Fleeting {c.name} is discarded.")
            else:
                _seat_entry(self.reserve, me).append(card)
        self._next_turn()

    def _exhaust(self, a: Exhaust) -> None:
        me = self.seat
        e = EXPEDITIONS.index(a.expedition) if a.expedition else NO
        if a.card in HERO_INDEX:
            self.hero_ready[me] = False
            hero = HEROES[HERO_INDEX[a.card]]
            self._say(f"{self.names[me]} exhausts {hero.name}.")
            self._resolve(me, hero.ability("exhaust").ops, e)
            return
        card = CARD_INDEX[a.card]
        if a.where:
            e = EXPEDITIONS.index(a.where)
            units = _expedition_entry(self.exped, me, e)
        else:
            units = _seat_entry(self.landmarks, me)
        i = next(i for i, u in enumerate(units) if u.card == card and not u.exhausted)
        units[i] = units[i]._replace(exhausted=True)
        self._say(f"{self.names[me]} exhausts the {_name(card)}.")
        self._resolve(me, CARDS[card].ability("exhaust").ops, e)

    def _support(self, card: int, to: str) -> None:
        me = self.seat
        _seat_entry(self.reserve, me).remove(card)
        _seat_entry(self.discard, me).append(card)
        self._say(f"{self.names[me]} discards the {_name(card)} from the Reserve for its effect.")
        self._resolve(me, CARDS[card].ability("support").ops, EXPEDITIONS.index(to) if to else NO)

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
        """Carry out ``ops`` for seat ``me``, aimed at its expedition ``e`` (``NO``: none)."""
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
                    _seat_entry(self.mana, me).append(_seat_entry(self.deck, me).pop())
                    self.spent[me] += 1
                    self._say(f"The top card of {who}'s deck becomes an exhausted Mana Orb.")
            elif k == "boost":
                ts = range(3) if op[1] == "all" else (TERRAINS.index(op[1]),)
                for t in ts:
                    _expedition_entry(self.boosts, me, e)[t] += op[2]
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
        _seat_entry(self.marks, seat)[e] = new
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
        units = _expedition_entry(self.exped, seat, e)
        for i in range(len(units) - 1, -1, -1):
            u = units[i]
            if CARDS[u.card].type == "character":
                del units[i]
                name = _name(u.card)
                if defeat or u.fleeting:
                    _seat_entry(self.discard, seat).append(u.card)
                    self._say(f"{self.names[seat]}'s {name} is {'defeated' if defeat else 'Fleeting'}: discarded.")
                else:
                    _seat_entry(self.reserve, seat).append(u.card)
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
                        _seat_entry(self.discard, seat).append(u.card)
                    else:
                        _seat_entry(self.reserve, seat).append(u.card)
                _seat_entry(self.exped, seat)[e] = keep
                _seat_entry(self.boosts, seat)[e] = ZERO
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
            _seat_entry(self.reserve, me).remove(card)
            where = "Reserve"
        else:
            units = _seat_entry(self.landmarks, me)
            i = next(i for i, u in enumerate(units) if u.card == card)
            del units[i]
            where = "Landmarks"
        _seat_entry(self.discard, me).append(card)
        self._say(f"{self.names[me]} discards the {_name(card)} from the {where}.")
        self._cleanup()

    def _victory(self) -> None:
        names = self.names
        d = [self.distance(0), self.distance(1)]
        if not self.arena and max(d) >= MEET:
            self.winner = self.night_winner()
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

    def night_winner(self) -> int | None:
        """The seat that wins at Night outside the Arena, or None: once a player's markers have met, the
        farther travelled (``altered.end.meet``, ``altered.end.higher_sum``), on equal sums the one who moved
        more markers at the last Dusk (``altered.ours.simultaneous``, when ``TIE_BY_MOVES``)."""
        d0, d1 = self.distance(0), self.distance(1)
        if self.arena or max(d0, d1) < MEET:
            return None
        if d0 != d1:
            return 0 if d0 > d1 else 1
        m0, m1 = self.moved
        if TIE_BY_MOVES and m0 != m1:
            return 0 if m0 > m1 else 1
        return None

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
                _seat_entry(self.exped, seat)[e] = [u._replace(exhausted=False) if u.exhausted else u for u in self.exped[seat][e]]
            self.landmarks[seat] = [u._replace(exhausted=False) if u.exhausted else u for u in self.landmarks[seat]]
        for seat in (self.first, 1 - self.first):
            self._draw(seat, MORNING_DRAW)
        self.phase, self.seat = "morning", self.first

    # ---- the rest of the contract ---------------------------------------------------------------
    def _view(self, player: int | None) -> View:
        """What ``player`` sees (None: the teacher, everything but the decks' order, face-down
        Tumult cards and the random generator)."""
        return make_view(self, player)


    @classmethod
    def from_dict(cls, data: dict) -> "State":
        from .saves import load

        return load(data)

    def evaluate(self, player: int) -> float:
        return bot.evaluate(self, player)

    def evaluation_terms(self, player: int) -> dict[str, float]:
        return bot.terms(self, player)


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
    return {"hero": (0,), "companion": (1,), "both": (0, 1)}.get(ability.at, (NO,))


def _terrain_list(t) -> str:
    return " ".join(f"{TERRAINS[i][0].upper()}{v}" for i, v in enumerate(t))


def _aim_refusal(name: str, ability, expedition: str) -> IllegalAction:
    if ability.targeted:
        return RULES.illegal("altered.ours.effects", f"The {name}'s effect aims at one of your expeditions: "
                             "add 'to hero' or 'to companion'.")
    return RULES.illegal("altered.ours.effects", f"The {name}'s effect names no expedition: leave out "
                         f"'to {expedition}'.")

