"""Seasons of Intrigue: the State, its legal actions, how each action is applied and why one is refused.

A year: the draft (everyone picks workers from packs that pass on), the influence tokens step down,
announcements, four seasons (plan a worker face down, reveal, act in initiative order, combats),
then the cleanup in the summary's order. Every open question is a decision of one seat
(``current_player``): a pick, a plan, an action step, a card in a combat, a unit brought home, a
card over the hand limit. The notation is in ``actions.py``, the rule ids in ``rules.py``.
"""

from __future__ import annotations

from seasons_nb.core import LIST, NO, PER_SEAT, PER_SEAT_SET, PER_SEAT_SORTED, GameState, IllegalAction

from . import bot
from .actions import (
    Ability, Act, Action, Build, BuyUpgrade, Deploy, Discard, Done, Draft, Draw, EventSwap, Home, Influence,
    Initiative, Intrigue, Move, Pass, Pay, Plan, Sell, Support, seat_name,
)
from .components import (
    ACTION_TYPES, CARD_INDEX, CARDS, COLOURS, DRAFT, EVENTS, FACTION_IDS, FACTION_INDEX, FACTIONS, GARRISONS,
    GOOD_OF_KIND, GOODS, LAND_INDEX, LANDS, NUMBERS, QUESTS, ROW, SEASONS, SPACE_GARRISON, SPACES, TILES, TRACK,
    UPGRADE_INDEX, UPGRADES, WORKER_INDEX, WORKERS,
)
from .rules import CIVIL_POWER, RULES, VP_LIMIT
from .view import POSITION_FIELDS, Acting, Battle, Position, View, combat_value, make_view

#: the order garrisons take returning units (``intrigue.ours.garrison_fill``): the rightmost, the leftmost, the
#: second from the right, the second from the left, …
_GARRISON_ORDER = tuple(len(GARRISONS) - 1 - k // 2 if k % 2 == 0 else k // 2 for k in range(len(GARRISONS)))
#: the same as unit spaces: a garrison's spaces from its rightmost, garrison after garrison in that order
_FILL_ORDER = tuple(x for g in _GARRISON_ORDER for x in range(SPACES - 1, -1, -1) if SPACE_GARRISON[x] == g)
_DONE, _PASS, _PAY = Done(), Pass(), Pay()


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


class State(Position, GameState):
    """A Seasons of Intrigue position (immutable); build one with ``new_game``."""

    FIELDS = POSITION_FIELDS + ("rng",)
    EVALUATION_UNIT = bot.EVALUATION_UNIT
    __slots__ = FIELDS
    #: the fields actions change in place (``edit``): per seat, per land, or one tuple
    ZONES = {
        **dict.fromkeys(("workers", "packs", "used", "influence", "vp", "upgrades", "garrison", "units"), PER_SEAT),
        "hand": PER_SEAT_SORTED, "victories": PER_SEAT_SET, "defeats": PER_SEAT_SET,
        **dict.fromkeys(("gold", "planned", "won", "graveyard", "paid", "announced", "revealed", "holder", "goods",
                         "buildings", "worker_deck", "worker_discard", "card_deck", "card_discard", "quest_deck",
                         "quests", "event_deck", "events", "tokens", "tokens_left", "alliances", "order"), LIST),
    }

    # ---- legal actions ------------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        p, me = self.phase, self.seat
        if p == "draft":
            return [Draft(WORKERS[w].id) for w in sorted(set(self.packs[me]))]
        if p == "plan":
            return [Plan(WORKERS[w].id) for w in sorted(set(self.workers[me]))]
        if p == "act":
            return self._legal_act(me)
        if p == "battle":
            b = self.battle
            sides = (b.attacker, b.defender) if me not in (b.attacker, b.defender) else (me,)
            return [Support(seat_name(side), CARDS[c].id) for c in sorted(set(self.hand[me])) for side in sides
                    if self.support_refusal(me, side, c) is None] + [_PASS]
        if p == "home":
            out = [Home(LANDS[x].id) for x in range(len(LANDS)) if self.units[x][me] > 0]
            if self.wages_refusal(me) is None:
                out.append(_DONE)
            return out
        return [Discard(CARDS[c].id) for c in sorted(set(self.hand[me]))] + (
            [_PAY] if self.keep_card_refusal(me) is None else [])

    def _legal_act(self, me: int) -> list[Action]:
        a = self.act
        out = []
        if not a.ability and WORKERS[self.planned[me]].ability:
            out.extend(self._with_args(Ability, (), WORKERS[self.planned[me]].ability[0], me))
        for c in sorted(set(self.hand[me])):
            card = CARDS[c]
            if card.colour == "intrigue" and card.op[0] != "combat" and (card.kind == "other" or card.op[0] == "power"):
                out.extend(self._with_args(Intrigue, (card.id,), card.op, me))
        if not a.kind:
            out.extend(Act(t) for t in ACTION_TYPES)
            return out + [_DONE]
        if a.steps > 0:
            out.extend(self._steps(me, a.kind))
        return out + [_DONE]

    def _with_args(self, cls, head: tuple, op: tuple, me: int) -> list[Action]:
        k = op[0]
        if k == "influence":
            return [cls(*head, f) for f in FACTION_IDS]
        if k == "steal":
            return [cls(*head, seat_name(i)) for i in range(self.players) if i != me]
        if k == "swap_initiative":
            return [cls(*head, seat_name(i), seat_name(j)) for i in range(self.players)
                    for j in range(i + 1, self.players)]
        return [cls(*head)]

    def _steps(self, me: int, kind: str) -> list[Action]:
        out = []
        if kind == "politics":
            out.extend(Initiative(seat_name(seat), way) for seat in self.order for way in ("up", "down")
                       if self.initiative_refusal(seat, way) is None)
            out.extend(EventSwap(k + 1, way) for k in range(ROW) for way in ("left", "right")
                       if self.event_swap_refusal(k, way) is None)
            out.extend(Influence(f) for i, f in enumerate(FACTION_IDS) if self.influence_refusal(me, i) is None)
        elif kind == "civil" and not self.act.civil_done:
            if self.civil_refusal(0) is None:
                out.extend(Draw(c) for c in COLOURS)
            if self.civil_refusal(1) is None:
                out.extend(BuyUpgrade(u.id) for i, u in enumerate(UPGRADES) if self.upgrade_refusal(me, i) is None)
            if self.civil_refusal(2) is None:
                out.extend(Build(LANDS[x].id) for x in self.lands_of(me) if self.build_refusal(me, x) is None)
        elif kind == "combat":
            if any(self.garrison[me]):
                out.extend(Deploy(LANDS[x].id) for x in range(len(LANDS)) if self.deploy_refusal(me, x) is None)
            for x in range(len(LANDS)):
                if self.units[x][me] > 0:
                    out.extend(Move(LANDS[x].id, LANDS[y].id) for y in LANDS[x].neighbours
                               if self.move_refusal(me, x, y) is None)
        elif kind == "trade":
            things = ([CARDS[c].id for c in sorted(set(self.hand[me]))]
                      + [WORKERS[w].id for w in sorted(set(self.workers[me]))]
                      + [LANDS[x].id for x in self.lands_of(me)])
            out.extend(Sell(thing) for thing in things if self.sale_refusal(me, thing) is None)
        return out

    # ---- refusals -------------------------------------------------------------------------------
    def _why(self, a: Action) -> IllegalAction:
        p, t, me = self.phase, type(a), self.seat
        who = self.names[me]
        if p == "draft":
            if t is Draft:
                return RULES.illegal("intrigue.year.draft", f"{WORKERS[WORKER_INDEX[a.target]].name} is not in "
                                     f"{who}'s pack.")
            return RULES.illegal("intrigue.year.draft", f"The year begins with the draft. {self.prompt}")
        if p == "plan":
            if t is Plan:
                return RULES.illegal("intrigue.season.plan", f"{who} does not hold "
                                     f"{WORKERS[WORKER_INDEX[a.target]].name} (or it has already worked).")
            return RULES.illegal("intrigue.season.plan", f"First everyone places a worker. {self.prompt}")
        if p == "act":
            return self._why_act(a)
        if p == "battle":
            if t is Support:
                card = CARD_INDEX[a.card]
                b = self.battle
                if card not in self.hand[me]:
                    why = f"{who} has no {CARDS[card].name}."
                elif combat_value(card) == 0:
                    why = f"{CARDS[card].name} does not help in a combat."
                elif a.side not in (b.attacker, b.defender):
                    why = "Cards help one of the two sides of the combat."
                elif me in (b.attacker, b.defender) and a.side != me:
                    why = "A side plays its cards for itself."
                else:
                    why = f"{who} has played as many combat cards as their tablet allows ({b.played[me]})."
                return RULES.illegal(self.support_refusal(me, a.side, card), why)
            return RULES.illegal("intrigue.battle.help", f"A combat is being fought. {self.prompt}")
        if p == "home":
            if t is Home:
                return RULES.illegal("intrigue.cleanup.keep_units", f"{who} has no unit on "
                                     f"{a.target}.")
            if t is Done:
                return RULES.illegal(self.wages_refusal(me), f"{who} cannot pay the wages of "
                                     f"{_plural(self.units_on_map(me), 'unit')} with {self.gold[me]} gold: "
                                     "bring units home until they can.")
            return RULES.illegal("intrigue.cleanup.keep_units", f"It is the cleanup. {self.prompt}")
        if t is Discard:
            return RULES.illegal("intrigue.cleanup.hand_limit", f"{who} holds no {CARDS[CARD_INDEX[a.target]].name}.")
        if t is Pay:
            return RULES.illegal(self.keep_card_refusal(me), f"{who} has no gold to keep a card.")
        return RULES.illegal("intrigue.cleanup.hand_limit", f"It is the cleanup. {self.prompt}")

    def _why_act(self, a: Action) -> IllegalAction:
        t, me = type(a), self.seat
        who = self.names[me]
        act = self.act
        if t is Ability:
            if act.ability:
                return RULES.illegal("intrigue.season.abilities", "The ability was already used this season.")
            if not WORKERS[self.planned[me]].ability:
                return RULES.illegal("intrigue.season.abilities", f"{WORKERS[self.planned[me]].name} has no ability.")
            return RULES.illegal("intrigue.season.abilities", "Say what the ability aims at (a faction, or players).")
        if t is Intrigue:
            card = CARD_INDEX[a.card]
            if card not in self.hand[me]:
                return RULES.illegal("intrigue.season.instants", f"{who} has no {CARDS[card].name}.")
            return RULES.illegal("intrigue.season.instants", f"{CARDS[card].name} cannot be played now "
                                 "(a combat card or a card for combats), or it needs another target.")
        if t is Act:
            return RULES.illegal("intrigue.season.one_type", f"{who}'s worker already does {act.kind}.")
        if not act.kind:
            return RULES.illegal("intrigue.season.one_type", "First choose the type of action: politics, civil, "
                                 "combat or trade.")
        if act.kind == "civil" and act.civil_done:
            return RULES.illegal("intrigue.ours.civil_thresholds", "A Civil action does one thing, and this one is "
                                 "done: say done.")
        if act.steps <= 0:
            return RULES.illegal("intrigue.ours.power_steps", "The action's power is used up: say done.")
        kind = {Initiative: "politics", EventSwap: "politics", Influence: "politics", Draw: "civil",
                BuyUpgrade: "civil", Build: "civil", Deploy: "combat", Move: "combat", Sell: "trade"}.get(t)
        if kind != act.kind:
            return RULES.illegal("intrigue.season.one_type", f"This worker does {act.kind}, not {kind or 'that'}.")
        if t is Initiative:
            return RULES.illegal(self.initiative_refusal(a.seat, a.direction),
                                 "That marker cannot move further that way.")
        if t is EventSwap:
            return RULES.illegal(self.event_swap_refusal(a.k - 1, a.direction), "There is no event to swap that way.")
        if t is Influence:
            return RULES.illegal(self.influence_refusal(me, FACTION_INDEX[a.target]),
                                 f"{who}'s {a.target} influence is at the top.")
        if t in (Draw, BuyUpgrade, Build):
            thing = {Draw: 0, BuyUpgrade: 1, Build: 2}[t]
            rule = self.civil_refusal(thing)
            if rule:
                return RULES.illegal(rule, f"That needs power {CIVIL_POWER[thing]}; this action has {act.steps}.")
            if t is BuyUpgrade:
                u = UPGRADE_INDEX[a.target]
                state = self.upgrades[me][u]
                why = "is closed" if state == 0 else "is already revealed" if state == 2 else \
                    f"costs {UPGRADES[u].price} gold"
                return RULES.illegal(self.upgrade_refusal(me, u), f"{UPGRADES[u].name} {why}.")
            if t is Build:
                return RULES.illegal(self.build_refusal(me, LAND_INDEX[a.target]),
                                     "Build on a land you hold without a building, with 5 gold.")
        if t is Deploy:
            rule = self.deploy_refusal(me, LAND_INDEX[a.target])
            if not any(self.garrison[me]):
                return RULES.illegal(rule, f"{who}'s garrisons are empty.")
            return RULES.illegal(rule, "Deploy only to an empty land on the edge of the map.")
        if t is Move:
            return RULES.illegal(self.move_refusal(me, LAND_INDEX[a.frm], LAND_INDEX[a.to]), "Move one of your units "
                                 "to a neighbouring land (not into a land two other players already fight over).")
        # Sell
        x = a.target
        rule = self.sale_refusal(me, x)
        if rule == "intrigue.constraint.workers_kept":
            why = f"{who} needs every worker left for the seasons still to come."
        elif rule == "intrigue.ours.trade_one_land":
            why = f"This Trade action sells the goods of {LANDS[act.land].id} only."
        elif rule == "intrigue.trade.goods":
            why = f"{who} has no goods on {x}."
        else:
            what = WORKERS[WORKER_INDEX[x]].name if x in WORKER_INDEX else CARDS[CARD_INDEX[x]].name
            why = f"{who} does not hold {what}."
        return RULES.illegal(rule, why)

    # ---- clicks ---------------------------------------------------------------------------------
    def _why_clicks(self, clicks: list[str]) -> IllegalAction | None:
        """Why clicks match no legal action: the rule that forbids the action they name (a worker, a
        card, a land, a marker, an event, a track, a deck, an upgrade, a button), or None for clicks
        that name nothing (``explain_clicks`` then answers ``intrigue.click``)."""
        words = [c.partition(".")[::2] for c in clicks]
        if not words or any(not v for _, v in words):
            return None
        if any(self.click_options(clicks)):
            return self._click_hint("That is not a complete choice yet.")
        action = self._clicked(words)
        refusal = None if action is None else self.explain(action)
        if refusal is None or refusal.rule == "intrigue.notation":
            return None
        return refusal

    def _clicked(self, words: list) -> Action | None:
        """The action a click sequence most likely means in this phase (None if it means nothing)."""
        (kind, value), more = words[0], words[1:]
        second = more[0] if more else ("", "")
        p = self.phase
        try:
            if kind == "worker":
                return {"draft": Draft, "plan": Plan}.get(p, Sell)(value)
            if kind == "act":
                return Act(value)
            if kind == "card":
                if p == "battle":
                    me = self.seat
                    side = int(second[1]) - 1 if second[0] == "seat" and second[1].isdigit() else (
                        me if me in (self.battle.attacker, self.battle.defender) else self.battle.attacker)
                    return Support(seat_name(side), value)
                if p == "hand":
                    return Discard(value)
                if self.act is not None and self.act.kind == "trade":
                    return Sell(value)
                return Intrigue(value)
            if kind == "land":
                if p == "home":
                    return Home(value)
                use = self.act.kind if p == "act" and self.act is not None else ""
                if use == "trade":
                    return Sell(value)
                if use == "civil":
                    return Build(value)
                if second[0] == "land":
                    return Move(value, second[1])
                return Deploy(value)
            if kind == "seat":
                return Initiative(seat_name(int(value) - 1), second[1] if second[0] == "choice" else "up")
            if kind == "event":
                return EventSwap(int(value), second[1] if second[0] == "choice" else "left")
            if kind == "faction":
                return Influence(value)
            if kind == "deck":
                return Draw(value)
            if kind == "upgrade":
                return BuyUpgrade(value)
            if kind == "choice":
                return {"done": _DONE, "pass": _PASS, "pay": _PAY, "ability": Ability()}.get(value)
        except (ValueError, KeyError, TypeError):
            return None
        return None

    # ---- applying ---------------------------------------------------------------------------------
    def _do(self, a: Action) -> "State":
        work = self._begin()
        t = type(a)
        if t is Draft:
            work._draft(WORKER_INDEX[a.target])
        elif t is Plan:
            work._plan(WORKER_INDEX[a.target])
        elif t is Act:
            work._act(a.target)
        elif t is Ability:
            work.act = work.act._replace(ability=True)
            w = WORKERS[work.planned[work.seat]]
            work._say(f"{work.names[work.seat]} uses the ability of the {w.name}.")
            for op in w.ability:
                work._op(op, a.args)
        elif t is Intrigue:
            c = CARD_INDEX[a.card]
            work._discard_card(work.seat, c)
            work._say(f"{work.names[work.seat]} plays {CARDS[c].name}.")
            work._op(CARDS[c].op, a.args)
        elif t is Done:
            work._home_done() if work.phase == "home" else work._done()
        elif t is Support:
            work._support(a.side, CARD_INDEX[a.card])
        elif t is Pass:
            work._pass()
        elif t is Home:
            work._home(LAND_INDEX[a.target])
        elif t is Discard:
            work._discard_card(work.seat, CARD_INDEX[a.target])
            work._say(f"{work.names[work.seat]} discards a card over the hand limit.")
            work._hand_next()
        elif t is Pay:
            work.edit("gold")[work.seat] -= NUMBERS["keep_card_price"]
            work.edit("paid")[work.seat] += 1
            work._say(f"{work.names[work.seat]} pays {NUMBERS['keep_card_price']} gold to keep a card over the limit.")
            work._hand_next()
        else:
            work._step(a)
        return work._end()

    # decks
    def _draw_card(self, seat: int, colour: str) -> bool:
        """The top card of ``colour`` from the shared deck (the discard shuffled in when it runs out)."""
        for _ in range(2):
            deck = self.card_deck
            for i in range(len(deck) - 1, -1, -1):
                if CARDS[deck[i]].colour == colour:
                    self.edit("hand", seat).append(self.edit("card_deck").pop(i))
                    return True
            if not self.card_discard:
                return False
            pile, self.rng = self.rng.shuffled(self.card_discard)
            self.edit("card_deck")[:0] = pile
            self.edit("card_discard").clear()
        return False

    def _discard_card(self, seat: int, card: int) -> None:
        """A card from the seat's hand to the discard pile (played, sold or over the hand limit)."""
        self.edit("hand", seat).remove(card)
        self.edit("card_discard").append(card)

    def _draw_worker(self) -> int:
        if not self.worker_deck:
            pile, self.rng = self.rng.shuffled(self.worker_discard)
            self.edit("worker_deck")[:] = pile
            self.edit("worker_discard").clear()
        return self.edit("worker_deck").pop()

    # the draft and the year
    def _start_draft(self) -> None:
        self.phase = "draft"
        for seat in range(self.players):
            self.edit("packs", seat)[:] = [self._draw_worker() for _ in range(DRAFT)]
        self.seat = self.order[0]
        way = "clockwise" if self.year % 2 else "counter-clockwise"
        self._say(f"Year {self.year}: everyone draws {DRAFT} workers and drafts them, passing {way}.")

    def _draft(self, w: int) -> None:
        me = self.seat
        self.edit("packs", me).remove(w)
        self.edit("workers", me).append(w)
        self._say(f"{self.names[me]} picks a worker.")
        left = [s for s in self.order if len(self.packs[s]) == len(self.packs[me]) + 1]
        if left:
            self.seat = left[0]
            return
        if self.packs[me]:
            step = 1 if self.year % 2 else -1
            n = self.players
            packs = tuple(tuple(pack) for pack in self.packs)
            for i in range(n):
                self.edit("packs", i)[:] = packs[(i - step) % n]
            self.seat = self.order[0]
            return
        self._year_begins()

    def _year_begins(self) -> None:
        if self.year > 1:
            for f in range(len(FACTIONS)):
                if self.tokens[f] >= 0:
                    self.edit("tokens")[f] = max(NUMBERS["token_floor"], self.tokens[f] - 1)
            self._say("The influence VP tokens step down.")
            for seat in self.order:
                for f in range(len(FACTIONS)):
                    self._meet(seat, f)
        for seat in self.order:
            n = len(self.vp[seat])
            if n in NUMBERS["announce_at"]:
                self.edit("announced")[seat] = n
                self._say(f"{self.names[seat]} announces {n} VP.")
        self.season = 0
        self._start_plan()

    def _meet(self, seat: int, f: int) -> None:
        t = self.tokens[f]
        if t >= 0 and self.influence[seat][f] >= t:
            self.edit("vp", seat).append(f"influence:{FACTIONS[f].id}")
            self.edit("influence", seat)[f] = 0
            self.edit("tokens_left")[f] -= 1
            self.edit("tokens")[f] = NUMBERS["token_start"] if self.tokens_left[f] > 0 else NO
            self._say(f"{self.names[seat]} meets the {FACTIONS[f].name} token: 1 VP, the marker back to 0.")

    # seasons
    def _start_plan(self) -> None:
        self.phase = "plan"
        self.edit("planned")[:] = [NO] * self.players
        self._say(f"Year {self.year}, {SEASONS[self.season]}: everyone places a worker face down.")
        self._next_plan()

    def _plan(self, w: int) -> None:
        me = self.seat
        self.edit("workers", me).remove(w)
        self.edit("planned")[me] = w
        self._say(f"{self.names[me]} places a worker face down.")
        self._next_plan()

    def _next_plan(self) -> None:
        """The next seat to place a worker; when all have, the reveal and the first to act. A seat without
        a worker in hand (a teaching position can give too few) sits the season out
        (``intrigue.ours.acting_order``)."""
        rest = self.to_place()
        if rest:
            self.seat = rest[0]
            return
        placed = [s for s in self.order if self.planned[s] != NO]
        idle = [s for s in self.order if self.planned[s] == NO]
        if idle:
            self._say(", ".join(self.names[s] for s in idle) + " ha" + ("s" if len(idle) == 1 else "ve")
                      + " no worker left and sit" + ("s" if len(idle) == 1 else "") + " this season out.")
        if placed:
            self._say("The workers are revealed: " + "; ".join(f"{self.names[s]} {WORKERS[self.planned[s]].name}"
                                                              for s in placed) + ".")
        self.phase = "act"
        self.seat = self.order[0]
        self.act = Acting()
        self._next_to_act()

    def _next_to_act(self) -> None:
        """The first in initiative order whose worker has not acted, or the combats."""
        rest = [x for x in self.order if self.has_to_act(x)]
        if rest:
            self.seat = rest[0]
            self.act = Acting()
            return
        self.act = None
        self._start_battles()

    def _act(self, kind: str) -> None:
        me = self.seat
        p = self.power(me, self.planned[me], kind) + self.act.bonus
        self.act = self.act._replace(kind=kind, steps=max(0, p))
        self._say(f"{self.names[me]}'s {WORKERS[self.planned[me]].name} takes a {kind} action with power {p}.")

    def _op(self, op: tuple, args: tuple) -> None:
        me = self.seat
        who = self.names[me]
        k = op[0]
        if k == "gold":
            self.edit("gold")[me] += op[1]
            self._say(f"{who} takes {op[1]} gold.")
        elif k == "steal":
            other = int(args[0][1:]) - 1
            n = min(op[1], self.gold[other])
            gold = self.edit("gold")
            gold[other] -= n
            gold[me] += n
            self._say(f"{who} takes {n} gold from {self.names[other]}.")
        elif k == "draw":
            got = sum(self._draw_card(me, op[1]) for _ in range(op[2]))
            self._say(f"{who} draws {_plural(got, op[1] + ' card')}.")
        elif k == "power":
            if self.act.kind:
                self.act = self.act._replace(steps=self.act.steps + op[1])
            else:
                self.act = self.act._replace(bonus=self.act.bonus + op[1])
            self._say(f"{who}'s action gains {op[1]} power.")
        elif k == "influence":
            f = FACTION_INDEX[args[0]]
            for _ in range(op[1]):
                self._raise(me, f)
        elif k == "price":
            g = [x.id for x in GOODS].index(op[1])
            price = list(self.act.price)
            price[g] += op[2]
            self.act = self.act._replace(price=tuple(price))
            self._say(f"{who} sells {op[1]} for {op[2]} more gold in this action.")
        else:
            a, b = (int(x[1:]) - 1 for x in args)
            order = self.edit("order")
            i, j = order.index(a), order.index(b)
            order[i], order[j] = b, a
            self._say(f"{self.names[a]} and {self.names[b]} swap their initiative.")

    def _raise(self, seat: int, f: int) -> None:
        if self.influence[seat][f] < TRACK:
            self.edit("influence", seat)[f] += 1
        self._meet(seat, f)

    def _step(self, a: Action) -> None:
        me = self.seat
        who = self.names[me]
        t = type(a)
        self.act = self.act._replace(steps=self.act.steps - 1)
        if t is Initiative:
            order = self.edit("order")
            i = order.index(a.seat)
            j = i - 1 if a.direction == "up" else i + 1
            order[i], order[j] = order[j], order[i]
            self._say(f"{who} moves {self.names[a.seat]}'s initiative {a.direction}.")
        elif t is EventSwap:
            k = a.k - 1
            events = self.edit("events")
            if k == 0 and a.direction == "left":
                gone = events.pop(0)
                events.append(NO)
                self._say(f"{who} pushes the event {EVENTS[gone].name} off the row.")
            else:
                j = k - 1 if a.direction == "left" else k + 1
                events[k], events[j] = events[j], events[k]
                self._say(f"{who} swaps events #{k + 1} and #{j + 1}.")
        elif t is Influence:
            self._say(f"{who} raises their {a.target} influence.")
            self._raise(me, FACTION_INDEX[a.target])
        elif t is Draw:
            n = 1 + self.revealed_upgrades(me)
            got = sum(self._draw_card(me, a.target) for _ in range(n))
            self.act = self.act._replace(steps=0, civil_done=True)
            self._say(f"{who} draws {_plural(got, a.target + ' card')}.")
        elif t is BuyUpgrade:
            u = UPGRADE_INDEX[a.target]
            self.edit("gold")[me] -= UPGRADES[u].price
            self.edit("upgrades", me)[u] = 2
            self.act = self.act._replace(steps=0, civil_done=True)
            self._say(f"{who} pays {UPGRADES[u].price} gold and reveals {UPGRADES[u].name}.")
        elif t is Build:
            x = LAND_INDEX[a.target]
            self.edit("gold")[me] -= NUMBERS["building_cost"]
            self.edit("buildings")[x] = me
            self.act = self.act._replace(steps=0, civil_done=True)
            self._say(f"{who} builds on {a.target}.")
        elif t is Deploy:
            x = LAND_INDEX[a.target]
            garrison = self.edit("garrison", me)
            garrison[garrison.index(True)] = False
            self._enter(me, x)
            self._say(f"{who} deploys a unit to {a.target}.")
        elif t is Move:
            x, y = LAND_INDEX[a.frm], LAND_INDEX[a.to]
            units = self.edit("units", x)
            units[me] -= 1
            if not any(units):
                self.edit("holder")[x] = NO
            elif units[me] == 0 and self.holder[x] == me:
                self.edit("holder")[x] = next(i for i in range(self.players) if units[i])
            self._enter(me, y)
            self._say(f"{who} moves a unit from {a.frm} to {a.to}.")
        else:
            x = a.target
            if x in LAND_INDEX:
                land = LAND_INDEX[x]
                g = GOOD_OF_KIND[TILES[self.tiles[land]].kind]
                price = max(1, self.price(g) + self.act.price[g])
                self.edit("goods")[land] -= 1
                self.edit("gold")[me] += price
                self.act = self.act._replace(land=land)
                self._say(f"{who} sells one {GOODS[g].id} from {x} for {price} gold.")
            elif x in WORKER_INDEX:
                self.edit("workers", me).remove(WORKER_INDEX[x])
                self.edit("worker_discard").append(WORKER_INDEX[x])
                self.edit("gold")[me] += NUMBERS["card_sale_price"]
                self._say(f"{who} sells a worker card for {NUMBERS['card_sale_price']} gold.")
            else:
                self._discard_card(me, CARD_INDEX[x])
                self.edit("gold")[me] += NUMBERS["card_sale_price"]
                self._say(f"{who} sells a card for {NUMBERS['card_sale_price']} gold.")

    def _enter(self, me: int, x: int) -> None:
        self.edit("units", x)[me] += 1
        if self.holder[x] == NO:
            self.edit("holder")[x] = me
        if not self.revealed[x]:
            self.edit("revealed")[x] = True
            tile = TILES[self.tiles[x]]
            self._say(f"The tile of {LANDS[x].id} turns up: a {tile.kind} producing {tile.production}.")

    def _done(self) -> None:
        me = self.seat
        w = self.planned[me]
        f = WORKERS[w].faction
        self._say(f"{self.names[me]}'s action ends; their {FACTIONS[f].name} influence rises.")
        self._raise(me, f)
        self.edit("used", me).append(w)
        self._next_to_act()

    # combats
    def _contested(self) -> list[int]:
        lands = [x for x in range(len(LANDS)) if sum(1 for u in self.units[x] if u > 0) >= 2]
        return sorted(lands, key=lambda x: (self.order.index(self._attacker(x)), x))

    def _attacker(self, x: int) -> int:
        return next(i for i in self.order if self.units[x][i] > 0 and i != self.holder[x])

    def _start_battles(self) -> None:
        lands = self._contested()
        if not lands:
            self._after_battles()
            return
        x = lands[0]
        att, dfd = self._attacker(x), self.holder[x]
        n = self.players
        self.battle = Battle(x, att, dfd, (0,) * n, (False,) * n, (0, 0))
        self.phase = "battle"
        self._say(f"Combat on {LANDS[x].id}: {self.names[att]} attacks {self.names[dfd]}.")
        self._battle_next(self.order.index(att))

    def _battle_next(self, start: int) -> None:
        """The next seat (from initiative place ``start``, wrapping) that has not passed and may still play."""
        n = self.players
        for k in range(n):
            seat = self.order[(start + k) % n]
            if not self.battle.passed[seat]:
                if self.may_play(seat):
                    self.seat = seat
                    return
                passed = list(self.battle.passed)
                passed[seat] = True
                self.battle = self.battle._replace(passed=tuple(passed))
        self._resolve_battle()

    def _support(self, side: int, c: int) -> None:
        me = self.seat
        b = self.battle
        self._discard_card(me, c)
        v = combat_value(c)
        bonus = list(b.bonus)
        bonus[0 if side == b.attacker else 1] += v
        played = list(b.played)
        played[me] += CARDS[c].colour == "combat"    # only combat cards count against the limit
        self.battle = b._replace(bonus=tuple(bonus), played=tuple(played))
        self._say(f"{self.names[me]} plays {CARDS[c].name} (+{v}) for {self.names[side]}.")
        self._battle_next(self.order.index(me) + 1)

    def _pass(self) -> None:
        me = self.seat
        if self.phase == "battle":
            passed = list(self.battle.passed)
            passed[me] = True
            self.battle = self.battle._replace(passed=tuple(passed))
            self._say(f"{self.names[me]} passes.")
            self._battle_next(self.order.index(me) + 1)

    def _resolve_battle(self) -> None:
        b = self.battle
        x, att, dfd = b.land, b.attacker, b.defender
        pa, pd = self.side_power(att, x, b.bonus[0])[2], self.side_power(dfd, x, b.bonus[1])[2]
        if pa != pd:
            win, lose = (att, dfd) if pa > pd else (dfd, att)
        else:
            win, lose = (att, dfd) if self.order.index(att) < self.order.index(dfd) else (dfd, att)
        self._say(f"{self.names[att]} {pa} against {self.names[dfd]} {pd}: {self.names[win]} wins"
                  + (" (the tie goes to the earlier initiative)." if pa == pd else "."))
        dead = self.units[x][lose]
        self.edit("units", x)[lose] = 0
        self.edit("graveyard")[lose] += dead
        self.edit("holder")[x] = win
        self.edit("victories", win).add(lose)
        self.edit("defeats", lose).add(win)
        self.edit("won")[win] = True
        self._say(f"{self.names[lose]} loses {_plural(dead, 'unit')} to the graveyard; the combat tokens are "
                  "exchanged.")
        self.battle = None
        self._start_battles()

    def _after_battles(self) -> None:
        if self.turn_limit is not None and self.seasons_played >= self.turn_limit:
            self.phase, self.seat = "over", self.order[0]
            self._say(f"The limit of {_plural(self.turn_limit, 'season')} is reached: a draw.")
            return
        if self.season < len(SEASONS) - 1:
            self.season += 1
            self._start_plan()
            return
        self._cleanup()

    # cleanup
    def _cleanup(self) -> None:
        self._say(f"Year {self.year}: the cleanup.")
        for seat in range(self.players):
            while self.graveyard[seat] > 0 and self._fill_garrison(seat):
                self.edit("graveyard")[seat] -= 1
        self.phase, self.step = "home", "wages"
        self.seat = self.order[0]
        self._home_next(0)

    def _return_unit(self, seat: int, x: int) -> None:
        units = self.edit("units", x)
        units[seat] -= 1
        if units[seat] == 0 and self.holder[x] == seat:
            self.edit("holder")[x] = next((i for i in range(self.players) if units[i]), NO)
        self._fill_garrison(seat)

    def _fill_garrison(self, seat: int) -> bool:
        """Put a unit back on the tablet (``intrigue.ours.garrison_fill``); False if every space is full."""
        slot = next((s for s in _FILL_ORDER if not self.garrison[seat][s]), None)
        if slot is None:
            return False
        self.edit("garrison", seat)[slot] = True
        return True

    def _home(self, x: int) -> None:
        me = self.seat
        self._return_unit(me, x)
        self._say(f"{self.names[me]} brings a unit home from {LANDS[x].id}.")
        if not self.units_on_map(me):
            self._home_done()

    def _home_next(self, start: int) -> None:
        for seat in self.order[start:]:
            if self.units_on_map(seat):
                self.seat = seat
                return
        if self.step == "wages":
            self._after_wages()
        else:
            self._start_hand()

    def _home_done(self) -> None:
        me = self.seat
        if self.step == "wages":
            w = NUMBERS["wage"] * self.units_on_map(me)
            if w:
                self.edit("gold")[me] -= w
                self._say(f"{self.names[me]} pays {w} gold in wages.")
        self._home_next(self.order.index(me) + 1)

    def _refill(self, row: str, deck: str) -> None:
        """The event or quest row closes up to the left and is filled again from its deck (an empty
        slot is NO once the deck has run out)."""
        cards = self.edit(row)
        cards[:] = [c for c in cards if c >= 0]
        while len(cards) < ROW and getattr(self, deck):
            cards.append(self.edit(deck).pop())
        cards += [NO] * (ROW - len(cards))

    def _after_wages(self) -> None:
        for k in range(ROW):
            e = self.events[k]
            if e >= 0 and not EVENTS[e].blank and EVENTS[e].cleanup:
                self._event(EVENTS[e])
        events = self.edit("events")
        if events[0] >= 0 and not EVENTS[events[0]].blank:
            self._say(f"The event {EVENTS[events[0]].name} leaves the row.")
            events.pop(0)
            events.append(NO)
        self._refill("events", "event_deck")
        for k in range(ROW):
            q = self.quests[k]
            if q < 0:
                continue
            for seat in self.order:
                if self.holds(seat, QUESTS[q].condition):
                    self.edit("vp", seat).append(f"quest:{QUESTS[q].id}")
                    self.edit("quests")[k] = NO
                    self._say(f"{self.names[seat]} completes the quest {QUESTS[q].name}: 1 VP.")
                    break
        quests = self.edit("quests")
        if quests[0] >= 0:
            quests.pop(0)
            quests.append(NO)
        self._refill("quests", "quest_deck")
        for f in range(len(FACTIONS)):
            if self.alliances[f] != NO:
                continue
            best = max(self.influence[s][f] for s in range(self.players))
            if best >= NUMBERS["alliance_threshold"]:
                seat = next(s for s in self.order if self.influence[s][f] == best)
                self.edit("alliances")[f] = seat
                self.edit("vp", seat).append(f"alliance:{FACTIONS[f].id}")
                self._say(f"{self.names[seat]} claims the {FACTIONS[f].name} alliance: 1 VP.")
        for seat in range(self.players):
            discard = self.edit("worker_discard")
            discard.extend(self.used[seat])
            discard.extend(self.workers[seat])
            self.edit("used", seat).clear()
            self.edit("workers", seat).clear()
            self.edit("planned")[seat] = NO
            self.edit("won")[seat] = False
        for x in range(len(LANDS)):
            if self.holder[x] != NO and self.revealed[x]:
                self.edit("goods")[x] += TILES[self.tiles[x]].production + (NUMBERS["building_production"]
                                                                   if self.buildings[x] != NO else 0)
        self._say("The workers are discarded; every held land produces its goods.")
        self.step = "keep"
        self._home_next(0)

    def _event(self, e) -> None:
        c = e.cleanup
        k = c[0]
        for seat in self.order:
            if k == "gold_per":
                n = (sum(1 for b in self.buildings if b == seat) if c[1] == "building"
                     else sum(1 for x in self.lands_of(seat) if self.tile_kind(x) == c[1]))
                self.edit("gold")[seat] += n * c[2]
            elif k == "wage":
                while self.gold[seat] < c[1] * self.units_on_map(seat):
                    x = max(x for x in range(len(LANDS)) if self.units[x][seat] > 0)
                    self._return_unit(seat, x)
                    self._say(f"{self.names[seat]} cannot pay the levy and sends a unit home from {LANDS[x].id}.")
                self.edit("gold")[seat] -= c[1] * self.units_on_map(seat)
            elif k == "draw":
                for _ in range(c[2]):
                    self._draw_card(seat, c[1])
            elif k == "decline":
                f = FACTION_INDEX[c[1]]
                self.edit("influence", seat)[f] = max(0, self.influence[seat][f] - c[2])
        if k == "spoil":
            for x in range(len(LANDS)):
                if self.revealed[x] and GOODS[GOOD_OF_KIND[TILES[self.tiles[x]].kind]].id == c[1]:
                    self.edit("goods")[x] = 0
        self._say(f"The event {e.name} resolves.")

    def _start_hand(self) -> None:
        self.phase = "hand"
        self.edit("paid")[:] = [0] * self.players
        self._hand_next()

    def _hand_next(self) -> None:
        for seat in self.order:
            if self.over_hand_limit(seat):
                self.seat = seat
                return
        self.edit("paid")[:] = [0] * self.players
        self._year_ends()

    def _year_ends(self) -> None:
        best = max(len(v) for v in self.vp)
        if best >= VP_LIMIT or (self.years is not None and self.year >= self.years):
            scores = self.scores
            top = max(scores)
            self.winner = next(s for s in self.order if scores[s] == top)
            self.phase = "over"
            self._say(f"The game ends: {self.names[self.winner]} wins with {top} points.")
            return
        self.year += 1
        self._start_draft()

    # ---- contract -------------------------------------------------------------------------------
    def _view(self, player: int | None) -> View:
        return make_view(self, player)

    def to_dict(self) -> dict:
        d = super().to_dict()
        d["tiles"] = [TILES[t].id for t in self.tiles]
        return d

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        from .saves import load

        return load(data)

    def evaluate(self, player: int) -> float:
        return bot.evaluate(self, player)

    def evaluation_terms(self, player: int) -> dict[str, float]:
        return bot.terms(self, player)


View.STATE = State
