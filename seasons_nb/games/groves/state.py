"""Groves: the State, its legal actions and how each action is applied (why one is refused: ``refusals.py``).

A round: everyone draws spirits from their bag, then places them one at a time,
from the crown holder clockwise, on groves of their realm (or, through a portal,
of a neighbour's) or on the Tree of Idyll. Each placement may open decisions
that are actions too: take or skip the primary and then the bonus reward, which
grove to buy and where, which summoning card to keep, where a portal leads, and
(solo) which wraith-bag powers to use. The notation is in ``actions.py``, the
rule ids and our choices in ``rules.py``; setting up in ``setup.py``, reading saves and the
conservation laws in ``saves.py``.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from operator import add, sub

from seasons_nb.core import NO, GameState, Rng, Zone

from . import bot
from . import view as position     # its rule switch is read where tests set it
from .actions import (
    Action, Buy, BuyDecision, CardDecision, Keep, Place, Portal, PortalDecision, PowerDecision, ReturnWraith,
    RewardDecision, Skip, Start, TakeReward, Use, cell_of, gift, label, parse_site, site_id, token_spirit,
)
from .components import (
    BAG_WHITES, COLOURED, CRYSTAL, DRAW, ELEMENT_TOTAL, ELEMENTS, EMPTY_BAG_WHITES, GROVES, HOLLOWS_SPACES,
    POWER_COLOUR, POWER_COST, REALM_CARDS, RESOURCE_GROVE, RESOURCE_INDEX, RESOURCES, ROW_COSTS,
    SOLO_REMOVED_ROW_SLOTS, SPIRIT_INDEX, SPIRITS, START_LAYOUT, SUMMONING, TREE_AREAS, WHITE,
    WRAITH, Reward, plural, spirit_text, spirits_text, vec_text,
)
from .refusals import Refusals
from .rules import SOLO_GIFT_REWARDS, SOLO_POWER_ORDER, SUMMONING_SHARED_SPIRITS, TOKEN_SUPPLY
from .view import (
    POSITION_FIELDS, Player, Position, View, groves_barred, make_view, metric, realm_order, spirits_fitting,
    summoning_met,
)

#: a realm's starting spaces: kind -> cell
LAYOUT = {kind: cell_of(lab) for kind, lab in START_LAYOUT.items()}
#: supply totals of earth, light, water, crystal, dominion (crystals and dominion: see TOKEN_SUPPLY)
RESOURCE_TOTALS = ELEMENT_TOTAL + (TOKEN_SUPPLY, TOKEN_SUPPLY)


def _add(t: tuple, i: int, d: int) -> tuple:
    lst = list(t)
    lst[i] += d
    return tuple(lst)


def _vadd(a: tuple, b: tuple, sign: int = 1) -> tuple:
    """``a`` plus ``b`` (``sign`` -1: minus), entry by entry."""
    return tuple(map(add if sign > 0 else sub, a, b))


def _with_plot(realm: tuple, cell, grove: int, spirit: int, by: int) -> tuple:
    """``realm`` with the plot on ``cell`` set (a changed plot keeps its place; a new one joins in row order)."""
    plot = (cell, grove, spirit, by)
    for i, there in enumerate(realm):
        if there[0] == cell:
            return realm[:i] + (plot,) + realm[i + 1:]
    return tuple(sorted(realm + (plot,), key=realm_order))


class _Seats(list):
    """The seats' Players while an action changes them (``State._do`` makes one, ``State._player`` copies each
    Player at most once)."""

    __slots__ = ("copied",)

    def __init__(self, players=()):
        super().__init__(players)
        self.copied = 0     # one bit per seat whose Player is already this action's own copy


# a game offers the same placements again and again: each is made once

@lru_cache(maxsize=8192)
def _grove_placements(owner: int, cell, grove: int, there: int, switch: bool) -> tuple[Place | None, ...]:
    """By spirit colour, the action placing it on ``grove`` at ``cell`` of ``owner``'s realm while the grove holds
    ``there`` (a spirit or NO), or None where ``plot_refusal`` forbids it (``switch``: the rule switch it reads).
    Made once per grove and offered again: listing placements got about 2 us faster (7.0 -> 5.1 us)."""
    fitting = spirits_fitting(grove, there, switch)
    site = site_id(owner, cell)
    return tuple(Place(SPIRITS[s], site) if s in fitting else None for s in range(len(SPIRITS)))


#: the Tree areas open to any spirit but a wraith, by what ``tree_refusal`` reads (solo, groves_barred): worked
#: out once rather than three refusals per placement listed (with the line above: 7.0 -> 4.3 us)
_OPEN_AREAS: dict[tuple[bool, bool], list[str]] = {}


@lru_cache(maxsize=64)
def _placing(spirit: int, area: str) -> Place:
    """The action placing ``spirit`` on the Tree area ``area``."""
    return Place(SPIRITS[spirit], area)


@lru_cache(maxsize=1024)
def _taking(stage: str, tokens: tuple[str, ...]) -> TakeReward:
    """The action taking the ``stage`` reward with ``tokens``."""
    return TakeReward(stage, *tokens)


@lru_cache(maxsize=16)
def _skipping(what: str) -> Skip:
    """The action declining ``what`` (a reward stage, the purchase, a solo power)."""
    return Skip(what)


@lru_cache(maxsize=4096)
def _buying(grove: int, site: str) -> Buy:
    """The action buying ``grove`` from the row and putting it on ``site``."""
    return Buy(grove, site)


def _draw_from(counts: tuple, k: int, rng: Rng) -> tuple[tuple, tuple, Rng]:
    """Draw ``k`` random spirits from a bag of counts: (bag left, drawn, rng)."""
    bag = list(counts)
    drawn = [0] * 6
    total = sum(bag)
    for _ in range(min(k, total)):
        i, rng = rng.randrange(total)
        for c in range(6):
            if i < bag[c]:
                bag[c] -= 1
                drawn[c] += 1
                break
            i -= bag[c]
        total -= 1
    return tuple(bag), tuple(drawn), rng


# ---- the state --------------------------------------------------------------------------------------

class State(Refusals, Position, GameState):
    """A Groves position (immutable). Build one with ``new_game`` or ``from_position``.

    Seats are numbered from 0 (shown as p1, p2, ...); ``seat`` is the seat placing or
    deciding now. ``seats`` holds the ``Player``s; ``supply`` counts spirits by colour
    (wraiths included), ``resource_supply`` the supply of earth, light, water, crystals
    and dominion; ``row`` the four slots of new groves (0 = empty), ``stack`` the hidden
    draw stack (top last), ``deck`` the summoning deck (top first), ``tree`` the spirits
    on the Tree of Idyll as (area, spirit, seat); ``pending`` the open decision (a named
    record from ``actions``) or None. Solo only: ``wraith_bag_counts`` (what the wraith bag
    holds, by colour), ``wraith_drawn`` (spirits just drawn from it), ``hollows`` (wraiths
    in the Hollows of the Lost), ``gifted`` colours and their reminder ``markers``.
    """

    FIELDS = POSITION_FIELDS + ("rng",)
    EVALUATION_UNIT = bot.EVALUATION_UNIT
    __slots__ = FIELDS
    #: setting up appends the players to ``edit("seats")``; an action changes only the players it touches
    #: (``_do`` and ``_player``); every other field it changes is a tuple or a number, replaced whole
    ZONES = {"seats": Zone(thaw=_Seats)}

    def _player(self, seat: int) -> Player:
        """``seat``'s ``Player`` to change in the action under way: copied on its first change, the other seats'
        still shared. Written out rather than a two-level ``Zone(2, thaw=Player.copy)``, which does the same
        through ``edit("seats", seat)``: an action asks for the same seat two or three times, and applying the
        22,146 actions of 120 seeded random games took 10.0 against 10.8 us each (CPU time, best of 7)."""
        seats = self.seats      # the _Seats that ``_do`` (or setting up, through ``edit``) gave the working copy
        bit = 1 << seat
        if not seats.copied & bit:
            seats.copied |= bit
            seats[seat] = seats[seat].copy()
        return seats[seat]

    def _memo(self, key, make):
        cache = self._cache
        if key not in cache:
            cache[key] = make()
        return cache[key]

    # ---- legal actions ---------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        if self.phase == "start":
            taken = {pl.start for pl in self.seats}
            return [Start(SPIRITS[c]) for c in COLOURED if c not in taken]
        pending = self.pending
        if pending is None:
            return self._placements()
        kind = pending.kind
        if kind == "reward":
            stage = pending.stage
            opts = self._cache.get("reward options")       # found by the action that opened the decision
            if opts is None:
                opts = self._reward_options(self.pending_reward(), self.seat)
            return [_taking(stage, t) for t in opts] + [_skipping(stage)]
        if kind == "buy":
            return self._purchases()
        if kind == "card":
            return [Keep(c) for c in pending.cards]
        if kind == "portal":
            return [Portal(t) for t in pending.targets]
        return self._power_actions(pending.power)

    def _placements(self) -> list[Action]:
        me = self.seat
        seats = self.seats
        hand = seats[me].hand
        switch = position.QUICK_REFERENCE_PLACEABLE     # the rule switch spirits_fitting takes
        plots = [_grove_placements(owner, cell, grove, there, switch) for owner in self.reachable(me)
                 for cell, grove, there, _ in seats[owner].realm]
        barred = (self.solo, groves_barred(self))
        areas = _OPEN_AREAS.get(barred)
        if areas is None:
            areas = _OPEN_AREAS[barred] = [a for a in TREE_AREAS if self.tree_refusal(WHITE, a) is None]
        out = []
        for s in range(6):
            if not hand[s]:
                continue
            fits = [places[s] for places in plots if places[s]]
            if s == WRAITH:
                out.extend(fits or [ReturnWraith()])
                continue
            out.extend(fits)
            out.extend([_placing(s, area) for area in areas])
        return out

    def _reward_options(self, r: Reward, seat: int) -> list[tuple[str, ...]]:
        """The ways ``seat`` can take reward ``r`` now (empty: it cannot be taken)."""
        sup = self.resource_supply
        kind = r.kind
        # a gain can be taken while the supply has some of what it gives: a kind where the gain and the supply
        # both count more than 0 (``min`` of the two)
        if kind == "gain":
            return [()] if any(map(min, sup, r.amount)) else []
        if kind == "choice":
            return [(t,) for t, v in r.options if any(map(min, sup, v))]
        if kind == "exchange":
            have = self.seats[seat].resources
            if any(have[i] < n for i, n in enumerate(r.pay)):
                return []
            return [()] if any(map(min, _vadd(sup, r.pay), r.amount)) else []
        if kind == "spirit":
            avail = [c for c in range(WRAITH) if self.supply[c]]
            m = min(r.count, sum(self.supply[c] for c in avail))
            if not m:
                return []
            out = []
            for combo in combinations_with_replacement(avail, m):
                if m == 2 and combo[0] == combo[1] and self.supply[combo[0]] < 2:
                    continue
                names = tuple(SPIRITS[c] for c in combo)
                out.append(names)
                if self.solo and "spirit" in SOLO_GIFT_REWARDS:
                    if m == 1:
                        if self.gift_refusal(combo[0]) is None:
                            out.append((gift(names[0]),))
                    else:
                        a, b = combo
                        if self.gift_refusal(b) is None:
                            out.append((names[0], gift(names[1])))
                        if a != b and self.gift_refusal(a) is None:
                            out.append((names[1], gift(names[0])))
            return out
        if kind == "white":
            return [()] if self.supply[WHITE] else []
        return [()] if sum(self.seats[seat].bag) else []   # draw, cull

    def _affordable(self, seat: int) -> list[int]:
        """The groves of the row ``seat`` can pay for now."""
        return [g for slot, g in enumerate(self.row) if g and self.purchase_refusal(seat, slot) is None]

    def _purchases(self) -> list[Action]:
        me = self.seat
        sites = [site_id(me, c) for c in self.sites(me)]
        out = [_buying(g, s) for g in self._affordable(me) for s in sites]
        out.append(_skipping("purchase"))
        return out

    def _power_options(self, power: str) -> list[tuple[str, ...]]:
        if power != "banish":
            return [()]
        have = self.seats[0].resources
        out = []
        for a, b in combinations_with_replacement(ELEMENTS, 2):
            if (a == b and have[a] >= 2) or (a != b and have[a] and have[b]):
                out.append((RESOURCES[a], RESOURCES[b]))
        return out

    def _power_actions(self, power: str) -> list[Action]:
        return [Use(power, *t) for t in self._power_options(power)] + [_skipping(power)]

    # ---- applying an action --------------------------------------------------------------------
    def _do(self, action: Action) -> "State":
        work = self._begin()
        # the seats are a _Seats for the action (frozen again below) rather than a zone core's ``edit`` thaws:
        # random playouts ran about 7% faster (CPU time, old and new alternated, best of 12)
        seats = work.seats = _Seats(self.seats)
        work._APPLY[type(action)](work, action)
        work.seats = tuple(seats) if seats.copied else self.seats
        return work._end()

    # setup
    def _choose_start(self, action: Start) -> None:
        colour = SPIRIT_INDEX[action.colour]
        seat = self.order[0]
        pl = self._player(seat)
        pl.start = colour
        grove = RESOURCE_GROVE[colour]
        pl.realm = _with_plot(pl.realm, LAYOUT["resource"], grove, NO, NO)
        self.start_box = tuple(g for g in self.start_box if g != grove)
        self._say(f"{self.names[seat]} chooses {GROVES[grove].name}, the {SPIRITS[colour]} resource grove.")
        self.order = self.order[1:]
        if not self.order:
            for i in range(self.players):
                pl = self._player(i)
                bag = [0] * 6
                bag[WHITE] = BAG_WHITES
                bag[pl.start] = 1
                pl.bag = tuple(bag)
                self.supply = _vadd(self.supply, pl.bag, -1)
            self._say(f"Every bag holds {BAG_WHITES} white spirits and one of its resource grove's colour.")
            self.phase = "play"
            self._start_round()

    # placing
    def _place(self, action: Place) -> None:
        me = self.seat
        who = self.names[me]
        s = SPIRIT_INDEX[action.spirit]
        pl = self._player(me)
        pl.hand = _add(pl.hand, s, -1)
        if me == self.crown:
            self.crown_placed = True
        area = action.area
        if area is not None:
            self.tree = self.tree + ((area, s, me),)
            self._say(f"{who} places {spirit_text(s)} on the Tree of Idyll ({area} area).")
            self._VISIT[area](self, me)
            if self.pending is None:
                self._next_turn()
            return
        owner, cell = parse_site(action.where)
        realm_owner = self._player(owner)
        plot = realm_owner.plot(cell)
        grove = GROVES[plot[1]]
        where = grove.name + ("" if owner == me else f" in {self.names[owner]}'s realm")
        if plot[2] == WRAITH:
            realm_owner.realm = _with_plot(realm_owner.realm, cell, plot[1], s, me)
            pl = self._player(me)
            pl.bag = _add(pl.bag, WRAITH, 1)
            self._say(f"{who} displaces the wraith on {where} with a white spirit; the wraith goes "
                      f"into {who}'s bag and no reward is taken.")
            self._next_turn()
            return
        realm_owner.realm = _with_plot(realm_owner.realm, cell, plot[1], s, me)
        self._say(f"{who} places {spirit_text(s)} on {where}.")
        self.pending = RewardDecision("primary", owner, cell, s)
        self._open_reward(grove)

    def _open_reward(self, grove) -> None:
        """Ask about the pending stage of ``grove``'s rewards, skipping stages that offer nothing."""
        while self.pending is not None:
            stage, owner, cell, s = self.pending
            r = grove.primary if stage == "primary" else grove.bonus
            if stage == "bonus" and (s == WHITE or (s != WRAITH and s != grove.colour)):
                r = None
            if r is not None:
                options = self._reward_options(r, self.seat)
                if options:
                    # kept for the legal actions of the new state, which offer them (about 3% faster)
                    self._cache["reward options"] = options
                    return
                self._say(f"The {stage} reward ({r.text}) cannot be taken now.")
            if stage == "primary":
                self.pending = RewardDecision("bonus", owner, cell, s)
            else:
                self.pending = None
        self._next_turn()

    def _return_wraith(self, action: ReturnWraith) -> None:
        pl = self._player(self.seat)
        pl.hand = _add(pl.hand, WRAITH, -1)
        pl.bag = _add(pl.bag, WRAITH, 1)
        self._say(f"{self.names[self.seat]} finds no free grove for a wraith and puts it back into the bag; "
                  "that was the turn.")
        self._next_turn()

    def _settle_reward(self, action: TakeReward | Skip) -> None:
        me = self.seat
        who = self.names[me]
        stage, owner, cell, s = self.pending
        grove = self.pending_grove()
        if isinstance(action, Skip):
            self._say(f"{who} skips the {stage} reward.")
        else:
            self._take(grove.primary if stage == "primary" else grove.bonus, action.tokens)
        if stage == "primary":
            self.pending = RewardDecision("bonus", owner, cell, s)
        else:
            self.pending = None
        self._open_reward(grove)

    def _gain(self, seat: int, v: tuple) -> str:
        got = tuple(map(min, v, self.resource_supply))
        pl = self._player(seat)
        pl.resources = _vadd(pl.resources, got)
        self.resource_supply = _vadd(self.resource_supply, got, -1)
        text = vec_text(got) if any(got) else "nothing"
        return text + ("" if got == v else " (the supply ran short)")

    def _take(self, r: Reward, toks: tuple) -> None:
        me = self.seat
        who = self.names[me]
        kind = r.kind
        pl = self._player(me)
        if kind == "gain":
            self._say(f"{who} collects {self._gain(me, r.amount)}.")
        elif kind == "choice":
            v = dict(r.options)[toks[0]]
            self._say(f"{who} chooses {self._gain(me, v)}.")
        elif kind == "exchange":
            pl.resources = _vadd(pl.resources, r.pay, -1)
            self.resource_supply = _vadd(self.resource_supply, r.pay)
            self._say(f"{who} pays {vec_text(r.pay)} and collects {self._gain(me, r.amount)}.")
        elif kind == "spirit":
            parts = []
            for t in toks:
                name, to_wb = token_spirit(t)
                c = SPIRIT_INDEX[name]
                self.supply = _add(self.supply, c, -1)
                if to_wb:
                    self.wraith_bag_counts = _add(self.wraith_bag_counts, c, 1)
                    parts.append(f"{spirit_text(c)} to the wraith bag")
                    if c != WHITE:
                        self.gifted = tuple(sorted(self.gifted + (c,)))
                        if self.supply[c]:
                            self.supply = _add(self.supply, c, -1)
                            self.markers = _add(self.markers, c, 1)
                else:
                    pl.bag = _add(pl.bag, c, 1)
                    parts.append(f"{spirit_text(c)} to the bag")
            short = " (the supply ran short)" if len(toks) < r.count else ""
            self._say(f"{who} adds {' and '.join(parts)}{short}.")
        elif kind == "white":
            n = min(r.count, self.supply[WHITE])
            self.supply = _add(self.supply, WHITE, -n)
            pl.bag = _add(pl.bag, WHITE, n)
            self._say(f"{who} adds {spirit_text(WHITE, n)} to the bag.")
        elif kind == "draw":
            pl.bag, drawn, self.rng = _draw_from(pl.bag, r.count, self.rng)
            pl.hand = _vadd(pl.hand, drawn)
            self._say(f"{who} draws {plural(sum(drawn), 'extra spirit')} from the bag.")
        else:
            pl.bag, drawn, self.rng = _draw_from(pl.bag, r.count, self.rng)
            self.supply = _vadd(self.supply, drawn)
            self._say(f"{who} discards {spirits_text(drawn)} from the bag to the supply.")

    # tree areas
    def _visit_groves(self, me: int) -> None:
        if self._affordable(me):       # a realm always has free spaces around it
            self.pending = BuyDecision()
        else:
            self._say(f"{self.names[me]} cannot afford any grove in the row.")

    def _visit_summoning(self, me: int) -> None:
        deck = self.deck
        if not deck:
            self._say("The summoning deck is empty: the visit gives nothing.")
        elif len(deck) == 1:
            self.deck = ()
            self._keep_card(me, deck[0])
        else:
            self.deck = deck[2:]
            self.pending = CardDecision((deck[0], deck[1]))

    def _keep_card(self, me: int, card: int) -> None:
        pl = self._player(me)
        pl.cards = pl.cards + (card,)
        self._say(f"{self.names[me]} keeps a summoning card face down.")

    def _keep(self, action: Keep) -> None:
        me = self.seat
        card = action.card
        other = [c for c in self.pending.cards if c != card][0]
        self.deck = self.deck + (other,)
        self.pending = None
        self._keep_card(me, card)
        self._say("The other card goes to the bottom of the summoning deck.")
        self._next_turn()

    def _visit_portal(self, me: int) -> None:
        pl = self._player(me)
        who = self.names[me]
        targets = self.portal_targets(me)
        if pl.base:
            if not self.portal_supply[1]:
                self._say("No portal mirror is left.")
                return
            self.portal_supply = (self.portal_supply[0], self.portal_supply[1] - 1)
            self._say(f"{who} takes a portal mirror to finish the portal.")
            if len(targets) == 1:
                self._build_portal(me, targets[0])
            else:
                self.pending = PortalDecision(targets)
        elif targets and self.portal_supply[0]:
            pl.base = 1
            self.portal_supply = (self.portal_supply[0] - 1, self.portal_supply[1])
            self._say(f"{who} takes a portal base.")
        else:
            self._say(f"{who} has no portal left to build: the visit gives nothing.")

    def _open_portal(self, action: Portal) -> None:
        self.pending = None
        self._build_portal(self.seat, action.target)
        self._next_turn()

    def _build_portal(self, me: int, target: int) -> None:
        pl = self._player(me)
        pl.base = 0
        pl.portals = tuple(sorted(pl.portals + (target,)))
        self.pending = None
        who = self.names[me]
        line = f"{who} builds a portal into {self.names[target]}'s realm"
        if self.supply[WRAITH]:
            self.supply = _add(self.supply, WRAITH, -1)
            pl.bag = _add(pl.bag, WRAITH, 1)
            line += " and adds a wraith to the bag."
        else:
            line += "; no wraith is left in the supply."
        self._say(line)

    def _buy(self, action: Buy | Skip) -> None:
        me = self.seat
        who = self.names[me]
        self.pending = None
        if isinstance(action, Skip):
            self._say(f"{who} buys nothing.")
            self._next_turn()
            return
        g = action.grove
        slot = self.row.index(g)
        cost = ROW_COSTS[slot]
        grove = GROVES[g]
        pl = self._player(me)
        pay = grove.cost + (cost, 0)
        pl.resources = _vadd(pl.resources, pay, -1)
        self.resource_supply = _vadd(self.resource_supply, grove.cost + (0, 0))
        if me == self.crown:
            self.resource_supply = _add(self.resource_supply, CRYSTAL, cost)
            to = "the supply"
        else:
            crown = self._player(self.crown)
            crown.resources = _add(crown.resources, CRYSTAL, cost)
            to = self.names[self.crown]
        cell = action.cell
        pl.realm = _with_plot(pl.realm, cell, g, NO, NO)
        self.row = self.row[:slot] + (0,) + self.row[slot + 1:]
        self._say(f"{who} buys {grove.name} (grove {g}) for {vec_text(grove.cost + (0, 0))} and "
                  f"{plural(cost, 'crystal')} (to {to}), placing it at {label(cell)}.")
        self._lightning(me)
        self._next_turn()

    def _lightning(self, me: int) -> None:
        claimed = {c for pl in self.seats for c in pl.lightning}
        for c in self.realm_cards:
            card = REALM_CARDS[c]
            if card.type == "lightning" and c not in claimed and metric(self.seats[me], card) >= card.count:
                pl = self._player(me)
                pl.lightning = pl.lightning + (c,)
                self._say(f"{self.names[me]} is the first to reach '{card.name}' ({card.text}): "
                          f"+{card.points} dominion.")

    # turns and rounds
    def _next_turn(self) -> None:
        """Pass to the next player clockwise who still holds spirits, or end the round."""
        n = self.players
        for step in range(1, n + 1):
            seat = (self.seat + step) % n
            if sum(self.seats[seat].hand):
                self.seat = seat
                return
        self._round_over()

    def _start_round(self) -> None:
        self.round += 1
        self.crown_placed = False
        note = " This is the final round." if self.final else ""
        self._say(f"Round {self.round} begins; {self.names[self.crown]} holds the crown.{note}")
        for seat in range(self.players):
            pl = self._player(seat)
            if sum(pl.bag):
                pl.bag, drawn, self.rng = _draw_from(pl.bag, DRAW, self.rng)
            else:
                n = min(EMPTY_BAG_WHITES, self.supply[WHITE])
                self.supply = _add(self.supply, WHITE, -n)
                drawn = (n, 0, 0, 0, 0, 0)
                self._say(f"{self.names[seat]}'s bag is empty: {spirit_text(WHITE, n)} "
                          f"{'comes' if n == 1 else 'come'} from the supply.")
            pl.hand = _vadd(pl.hand, drawn)
            self._score_summoning(seat, drawn)
        self.seat = (self.crown - 1) % self.players
        self._next_turn()

    def _score_summoning(self, seat: int, drawn: tuple) -> None:
        pl = self.seats[seat]
        hits = [c for c in pl.cards if summoning_met(SUMMONING[c], drawn)]
        if not hits:
            return
        if not SUMMONING_SHARED_SPIRITS:
            hits = [max(hits, key=lambda c: (SUMMONING[c].points, -c))]
        pl = self._player(seat)
        pl.cards = tuple(c for c in pl.cards if c not in hits)
        pl.scored = pl.scored + tuple(hits)
        for c in hits:
            card = SUMMONING[c]
            self._say(f"{self.names[seat]} reveals summoning card {c} ({card.text}): +{card.points} "
                      "dominion.")

    def _round_over(self) -> None:
        if self.solo:
            self._wraith_phase()
            return
        if self.final:
            self._finish()
            return
        self._pickup()
        self._refill(1 if self.row[0] else 0)
        self.crown = (self.crown + 1) % self.players
        self._start_round()

    def _pickup(self) -> None:
        for seat in range(self.players):
            pl = self.seats[seat]
            back = [0] * 6
            if any(p[2] not in (NO, WRAITH) for p in pl.realm):
                pl = self._player(seat)
                realm = []
                for cell, g, s, by in pl.realm:
                    if s not in (NO, WRAITH):
                        back[s] += 1
                        s = by = NO
                    realm.append((cell, g, s, by))
                pl.realm = tuple(realm)
                pl.bag = _vadd(pl.bag, back)
        for _, s, _ in self.tree:
            self.supply = _add(self.supply, s, 1)
        self.tree = ()
        self._say("Spirits on the groves return to their realm owners' bags; those on the Tree return "
                  "to the supply.")

    def _refill(self, remove: int) -> None:
        gone = [g for g in self.row[:remove] if g]
        if gone:
            self.removed = self.removed + tuple(gone)
            self._say(f"{' and '.join(GROVES[g].name for g in gone)} leave{'s' if len(gone) == 1 else ''} "
                      "the row unbought and the game.")
        row = [g for g in self.row[remove:] if g]
        stack = list(self.stack)
        while len(row) < len(ROW_COSTS) and stack:
            row.append(stack.pop())
        self.stack = tuple(stack)
        self.row = tuple(row) + (0,) * (len(ROW_COSTS) - len(row))
        if not self.stack:
            self.final = True

    # solo
    def _wraith_phase(self) -> None:
        self.wraith_bag_counts, self.wraith_drawn, self.rng = _draw_from(self.wraith_bag_counts, DRAW, self.rng)
        self.powers_done = ()
        self._say(f"The wraith bag gives {spirits_text(self.wraith_drawn)}.")
        self._next_power()

    def _power_ready(self, power: str) -> bool:
        d = self.wraith_drawn
        if not d[POWER_COLOUR[power]]:
            return False
        have = self.seats[0].resources
        if power == "repel":
            return d[WRAITH] > 0
        if power == "recall":
            return self.hollows > 0 and have[CRYSTAL] >= POWER_COST
        if power == "banish":
            return self.hollows > 0 and sum(have[e] for e in ELEMENTS) >= POWER_COST
        return self.supply[WHITE] > 0

    def _next_power(self) -> None:
        for power in SOLO_POWER_ORDER:
            if power in self.powers_done:
                continue
            self.powers_done = self.powers_done + (power,)
            if self._power_ready(power):
                self.pending = PowerDecision(power)
                return
        self._wraith_phase_end()

    def _power(self, action: Use | Skip) -> None:
        power = self.pending.power
        self.pending = None
        if isinstance(action, Skip):
            self._say(f"{self.names[0]} does not use {power.title()}.")
        elif power == "repel":
            self.wraith_drawn = _add(self.wraith_drawn, WRAITH, -1)
            self.wraith_bag_counts = _add(self.wraith_bag_counts, WRAITH, 1)
            self._say("Repel: a drawn wraith goes back into the wraith bag.")
        elif power == "recall":
            pl = self._player(0)
            pl.resources = _add(pl.resources, CRYSTAL, -POWER_COST)
            self.resource_supply = _add(self.resource_supply, CRYSTAL, POWER_COST)
            self.hollows -= 1
            self.wraith_bag_counts = _add(self.wraith_bag_counts, WRAITH, 1)
            self._say("Recall: for 2 crystals the newest wraith of the Hollows returns to the wraith bag.")
        elif power == "banish":
            pl = self._player(0)
            for t in action.pay:
                e = RESOURCE_INDEX[t]
                pl.resources = _add(pl.resources, e, -1)
                self.resource_supply = _add(self.resource_supply, e, 1)
            self.hollows -= 1
            self.banished += 1
            first, second = action.pay
            pay = f"2 {first}" if first == second else f"1 {first} and 1 {second}"
            self._say(f"Banish: for {pay} the newest wraith of the Hollows leaves the game.")
        else:
            self.supply = _add(self.supply, WHITE, -1)
            self.wraith_bag_counts = _add(self.wraith_bag_counts, WHITE, 1)
            self._say("Spawn: a white spirit from the supply joins the wraith bag.")
        self._next_power()

    def _wraith_phase_end(self) -> None:
        d = self.wraith_drawn
        for _ in range(d[WRAITH]):
            if self.hollows >= HOLLOWS_SPACES:
                self._say("A wraith finds no room in the Hollows of the Lost: the wraiths win.")
                self.result = "lost"
                self.phase = "over"
                return
            self.hollows += 1
            d = _add(d, WRAITH, -1)
            self.wraith_drawn = d
            self._say(f"A wraith fills space {self.hollows} of the Hollows of the Lost (now {self.threshold()} "
                      "to beat).")
        self.wraith_bag_counts = _vadd(self.wraith_bag_counts, d)
        self.wraith_drawn = (0,) * 6
        extra = ""
        if self.supply[WRAITH]:
            self.supply = _add(self.supply, WRAITH, -1)
            self.wraith_bag_counts = _add(self.wraith_bag_counts, WRAITH, 1)
            extra = " with one more wraith from the wraith supply"
        self._say(f"The other drawn spirits return to the wraith bag{extra}.")
        if self.final:
            self._finish()
            return
        self._refill(SOLO_REMOVED_ROW_SLOTS)
        self._pickup()
        self._start_round()

    def _finish(self) -> None:
        self.phase = "over"
        self.pending = None
        if self.solo:
            if self.hollows >= HOLLOWS_SPACES:
                self.result = "lost"
            else:
                self.result = "won" if self.scores[0] > self.threshold() else "lost"
        self._say("The game is over. " + self.result_text())

    def _skip(self, action: Skip) -> None:
        """Decline what the open decision offers: a reward, the purchase or a solo power."""
        self._SKIP[self.pending.kind](self, action)

    #: what declining does, by the kind of decision open
    _SKIP = {"reward": _settle_reward, "buy": _buy, "power": _power}
    #: what a visit to each area of the Tree of Idyll does
    _VISIT = {"groves": _visit_groves, "summoning": _visit_summoning, "portal": _visit_portal}
    #: how each kind of action changes the working copy
    _APPLY = {Start: _choose_start, Place: _place, ReturnWraith: _return_wraith, TakeReward: _settle_reward,
              Skip: _skip, Buy: _buy, Keep: _keep, Portal: _open_portal, Use: _power}

    # ---- the bots, the views, the data ---------------------------------------------------------------
    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (the greedy bot's guide); see ``bot.evaluate``."""
        return self._memo(("evaluate", player), lambda: bot.evaluate(self, player))

    def evaluation_terms(self, player: int) -> dict[str, float]:
        return bot.terms(self, player)

    def _view(self, player: int | None) -> View:
        """What ``player`` may see, as a View (None: the teacher's view of everything but the RNG)."""
        return make_view(self, player)


    @classmethod
    def from_dict(cls, d) -> "State":
        """The state written by ``to_dict``; ValueError naming the field for anything else."""
        from .saves import load

        return load(d)

    def __repr__(self) -> str:
        return f"<groves.State round {self.round}: {self.prompt}>"


View.STATE = State
