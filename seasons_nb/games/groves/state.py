"""Groves: the State, its legal actions, how each action is applied and why one is refused.

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
from operator import add, itemgetter, sub
from typing import Sequence

from seasons_nb.core import NO, GameState, IllegalAction, Rng, Zone

from . import bot
from .actions import (
    Action, Buy, BuyDecision, CardDecision, Keep, Place, Portal, PortalDecision, PowerDecision, ReturnWraith,
    STAGES, RewardDecision, Skip, Start, TakeReward, Use, cell_of, click_action, gift, label, read_target, seat_id, site_id,
    token_spirit,
)
from .components import (
    BAG_WHITES, COLOURED, CRYSTAL, DRAW, ELEMENT_TOTAL, ELEMENTS, EMPTY_BAG_WHITES, GROVES, HOLLOWS_SPACES,
    POWER_COLOUR, POWER_COST, REALM_CARDS, RESOURCE_GROVE, RESOURCE_INDEX, RESOURCES, ROW_COSTS,
    SOLO_REMOVED_ROW_SLOTS, SPIRIT_INDEX, SPIRITS, START_LAYOUT, SUMMONING, TREE_AREAS, WHITE,
    WRAITH, Reward, plural, spirit_text, spirits_text, vec_text,
)
from .rules import RULES, SOLO_GIFT_REWARDS, SOLO_POWER_ORDER, SUMMONING_SHARED_SPIRITS, TOKEN_SUPPLY
from .view import (
    POSITION_FIELDS, Player, Position, View, make_view, metric, plot_refusal, realm_order, spirits_fitting,
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


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _noun(spirit: int) -> str:
    """'wraith' or 'orange spirit' (no article)."""
    return "wraith" if spirit == WRAITH else f"{SPIRITS[spirit]} spirit"


def _with_plot(realm: tuple, cell, grove: int, spirit: int, by: int) -> tuple:
    """``realm`` with the plot on ``cell`` set (a changed plot keeps its place; a new one joins in row order)."""
    plot = (cell, grove, spirit, by)
    for i, there in enumerate(realm):
        if there[0] == cell:
            return realm[:i] + (plot,) + realm[i + 1:]
    return tuple(sorted(realm + (plot,), key=realm_order))


def _same(player: Player) -> Player:
    """A changed ``Player`` stays as it is when the action ends (nothing outside the action holds it)."""
    return player


# a game offers the same placements again and again: each is made once

@lru_cache(maxsize=8192)
def _placing_on_grove(spirit: int, owner: int, cell) -> Place:
    """The action placing ``spirit`` on the grove at ``cell`` of ``owner``'s realm."""
    return Place(SPIRITS[spirit], site_id(owner, cell))


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

class State(Position, GameState):
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
    __slots__ = FIELDS
    #: an action changes the players it touches (``edit("seats", seat)`` copies that seat's ``Player``); every
    #: other field it changes is a tuple or a number, replaced whole
    ZONES = {"seats": Zone(2, thaw=Player.copy, freeze=_same)}

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
        plots = [(owner, cell, spirits_fitting(grove, there))
                 for owner in self.reachable(me) for cell, grove, there, _ in seats[owner].realm]
        areas = [a for a in TREE_AREAS if self.tree_refusal(WHITE, a) is None]   # for any spirit but a wraith
        out = []
        for s in range(6):
            if not hand[s]:
                continue
            fits = [_placing_on_grove(s, owner, cell) for owner, cell, fitting in plots if s in fitting]
            if s == WRAITH:
                out.extend(fits or [ReturnWraith()])
                continue
            out.extend(fits)
            out.extend(_placing(s, area) for area in areas)
        return out

    def _reward_options(self, r: Reward, seat: int) -> list[tuple[str, ...]]:
        """The ways ``seat`` can take reward ``r`` now (empty: it cannot be taken)."""
        sup = self.resource_supply
        kind = r.kind
        if kind == "gain":
            return [()] if any(sup[i] for i, n in enumerate(r.amount) if n) else []
        if kind == "choice":
            return [(t,) for t, v in r.options if any(sup[i] for i, n in enumerate(v) if n)]
        if kind == "exchange":
            have = self.seats[seat].resources
            if any(have[i] < n for i, n in enumerate(r.pay)):
                return []
            after = _vadd(sup, r.pay)
            return [()] if any(after[i] for i, n in enumerate(r.amount) if n) else []
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

    # ---- why an action is refused ------------------------------------------------------------
    def _why(self, action: Action) -> IllegalAction:
        me = self.current_player
        who = self.names[me]
        if self.phase == "start":
            if not isinstance(action, Start):
                return RULES.illegal("groves.turn.order", f"{who} must first choose a resource-generating "
                                     "starting grove.")
            return RULES.illegal("groves.setup.choose_taken", f"The {action.colour} resource grove was already "
                                 "chosen by another player.")
        pending = self.pending
        if pending is None:
            if isinstance(action, Place):
                return self._why_place(action)
            if isinstance(action, ReturnWraith):
                if not self.seats[me].hand[WRAITH]:
                    return RULES.illegal("groves.place.in_hand", f"{who} holds no wraith.")
                return RULES.illegal("groves.wraith.must_place", "A grove can still take this wraith, "
                                     "so it must be placed there.")
            if isinstance(action, Skip):
                return RULES.illegal("groves.round.all_placed", f"{who} must place a spirit: drawn "
                                     "spirits cannot be kept or passed.")
            return RULES.illegal("groves.turn.order", f"Nothing asks for that now: {who} places a "
                                 "spirit.")
        if isinstance(action, (Place, ReturnWraith)):
            return RULES.illegal("groves.turn.order", f"{who} must first finish the current decision: "
                                 + self.prompt)
        return self._WHY_DECIDING[pending.kind](self, action) or RULES.illegal(
            "groves.turn.order", "That does not answer the open question: " + self.prompt)

    def _why_place(self, action: Place) -> IllegalAction:
        me = self.seat
        who = self.names[me]
        s = SPIRIT_INDEX[action.spirit]
        loc = action.where
        if not self.seats[me].hand[s]:
            return RULES.illegal("groves.place.in_hand", f"{who} holds no {_noun(s)}.")
        if action.area is not None:
            rule = self.tree_refusal(s, action.area)
            words = {"groves.wraith.no_tree": "Wraiths may never visit the Tree of Idyll.",
                     "groves.solo.tree_areas": "The solo game has no portals: only the groves and summoning "
                                               "areas of the Tree are used.",
                     "groves.buy.crown_first": f"{who} holds the crown: the first spirit of the round may not go "
                                               "to the groves area."}
            return RULES.illegal(rule, words[rule])
        owner, cell = action.owner, action.cell
        if owner >= self.players:
            return RULES.illegal("groves.place.location", f"There is no grove at {loc}.")
        rule = self.visit_refusal(me, owner)
        if rule == "groves.portal.one_way":
            return RULES.illegal(rule, f"The portal between {who} and {self.names[owner]} was built by "
                                 f"{self.names[owner]}: only its builder may use it.")
        if rule is not None:
            return RULES.illegal(rule, f"{who} has no portal into {self.names[owner]}'s realm.")
        plot = self.seats[owner].plot(cell)
        if plot is None:
            return RULES.illegal("groves.place.location", f"There is no grove at {loc}.")
        rule = plot_refusal(s, plot)
        if rule == "groves.place.quick_reference":
            return RULES.illegal(rule, "The quick-reference grove takes no spirit.")
        if rule == "groves.wraith.displace_white":
            return RULES.illegal(rule, f"A wraith holds {loc}: only a white spirit can displace it.")
        if plot[2] == WRAITH:
            return RULES.illegal(rule, f"A wraith already holds {loc}.")
        return RULES.illegal(rule, f"{loc} already has a spirit this round.")

    def _why_reward(self, action: Action) -> IllegalAction:
        pending = self.pending
        stage, spirit = pending.stage, pending.spirit
        asked = action.stage if isinstance(action, TakeReward) else action.what if isinstance(action, Skip) else None
        if asked not in STAGES:
            return RULES.illegal("groves.turn.order", "Take or skip the reward first: " + self.prompt)
        if asked != stage:
            grove = self.pending_grove()
            if stage == "primary":
                if spirit == WHITE:
                    return RULES.illegal("groves.reward.white_never", "A white spirit never earns a "
                                         "bonus reward.")
                if grove.bonus is None or (spirit != WRAITH and spirit != grove.colour):
                    return RULES.illegal("groves.reward.bonus_match", f"{_cap(spirit_text(spirit))} does "
                                         f"not match this {grove.colour_name} grove: no bonus reward.")
                return RULES.illegal("groves.reward.primary_first", "Settle the primary reward first.")
            return RULES.illegal("groves.reward.primary_first", "The primary reward is already settled.")
        r = self.pending_reward()
        toks = action.tokens if isinstance(action, TakeReward) else ()
        if r.kind == "spirit":
            names = [token_spirit(t)[0] for t in toks]
            if any(n not in SPIRIT_INDEX for n in names):
                return RULES.illegal("groves.reward.spirit_choice", "This reward gives spirits: name "
                                     f"{plural(r.count, 'spirit')} by colour (white, yellow, orange, green, blue).")
            if any(t.endswith("wraith") for t in toks):
                return RULES.illegal("groves.wraith.only_portals", "A reward spirit can never be a wraith.")
            gifts = [t for t in toks if token_spirit(t)[1]]
            if gifts and not self.solo:
                return RULES.illegal("groves.solo.gift_only_solo", "Only the solo game has a wraith bag.")
            if len(gifts) > 1:
                return RULES.illegal("groves.solo.gift_not_both", "Of two reward spirits, at most one may "
                                     "go to the wraith bag.")
            for t in gifts:
                c = SPIRIT_INDEX[token_spirit(t)[0]]
                if self.gift_refusal(c) is not None:
                    return RULES.illegal("groves.solo.gift_limit", f"{_cap(spirit_text(c))} is already in "
                                         "the wraith bag; only white ones may be added again.")
            want = [SPIRIT_INDEX[n] for n in names]
            if any(want.count(c) > self.supply[c] for c in want):
                return RULES.illegal("groves.reward.partial", "The supply has no such spirit left.")
            return RULES.illegal("groves.reward.spirit_choice", "Name the spirit(s) of your choice, as "
                                 f"many as the reward gives while the supply lasts ({r.count}).")
        if r.kind == "choice":
            labels = [t for t, _ in r.options]
            if len(toks) != 1 or toks[0] not in labels:
                return RULES.illegal("groves.reward.choice", f"Choose one of: {', '.join(labels)}.")
            return RULES.illegal("groves.reward.partial", "The supply has none of that left.")
        if r.kind == "exchange":
            return RULES.illegal("groves.reward.exchange", f"This exchange asks for {vec_text(r.pay)}.")
        rid = {"gain": "groves.reward.partial", "white": "groves.reward.white", "draw": "groves.reward.draw",
               "cull": "groves.reward.cull"}[r.kind]
        return RULES.illegal(rid, f"This reward ({r.text}) takes no choice.")

    def _why_buy(self, action: Action) -> IllegalAction:
        me = self.seat
        if not isinstance(action, Buy):
            return RULES.illegal("groves.turn.order", "Buy a grove or skip the purchase first.")
        g = action.grove
        if g not in self.row or g == 0:
            # the same answer wherever an unseen grove lies (draw stack or box)
            if 0 in self.row:
                return RULES.illegal("groves.buy.no_refill", "Bought groves leave gaps in the row until "
                                     f"the round ends; grove {g} is not in the row.")
            return RULES.illegal("groves.buy.in_row", f"Grove {g} is not in the row of new groves.")
        slot = self.row.index(g)
        rule = self.purchase_refusal(me, slot)
        if rule == "groves.buy.crystals":
            return RULES.illegal(rule, f"That slot costs {plural(ROW_COSTS[slot], 'crystal')}; "
                                 f"{self.names[me]} has {self.seats[me].resources[CRYSTAL]}.")
        if rule == "groves.buy.elements":
            return RULES.illegal(rule, f"Grove {g} costs {vec_text(GROVES[g].cost + (0, 0))}.")
        name = label(action.cell)
        if action.owner != me:
            return RULES.illegal("groves.buy.adjacent", "A new grove joins your own realm.")
        if self.seats[me].plot(action.cell) is not None:
            return RULES.illegal("groves.buy.site_free", f"{name} already holds a grove.")
        return RULES.illegal("groves.buy.adjacent", f"{name} does not touch your realm by an edge.")

    def _why_keep(self, action: Action) -> IllegalAction | None:
        if isinstance(action, Keep):
            return RULES.illegal("groves.summon.keep_offered", "Keep one of the two cards just drawn "
                                 f"(cards {' and '.join(str(c) for c in self.pending.cards)}).")
        return None

    def _why_portal(self, action: Action) -> IllegalAction | None:
        if isinstance(action, Portal):
            if self.portal_refusal(self.seat, action.target) == "groves.portal.once_per_neighbour":
                return RULES.illegal("groves.portal.once_per_neighbour", f"{self.names[self.seat]} already "
                                     f"has a portal to {seat_id(action.target)}.")
            return RULES.illegal("groves.portal.adjacent", "A portal opens only toward the player "
                                 "on your left or right.")
        return None

    def _why_power(self, action: Action) -> IllegalAction | None:
        power = self.pending.power
        asked = action.power if isinstance(action, Use) else action.what if isinstance(action, Skip) else None
        if asked is not None and asked != power:
            return RULES.illegal("groves.solo.power_drawn", f"The power on offer now is "
                                 f"{power.title()}.")
        if isinstance(action, Use) and power == "banish":
            return RULES.illegal("groves.solo.banish", "Banish costs two elements you own.")
        return None

    #: the refusal of an action while a decision is open, by the decision's kind (None: not an answer to it)
    _WHY_DECIDING = {"reward": _why_reward, "buy": _why_buy, "card": _why_keep, "portal": _why_portal,
                     "power": _why_power}

    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence matches no legal action, as the most specific rule that forbids it.

        A complete wrong sequence (a spirit, then a place; a row grove, then a space) is explained
        like its action. A single click is explained by the decision now open: a spirit you do not
        hold, a grove or Tree area no spirit in your hand may take, a row grove you cannot afford,
        a realm your portal cannot open into, a colour already chosen, a reward, card or power that
        is not on offer. Clicks that name nothing fall back to ``groves.click``.
        """
        if self.phase == "over":
            return RULES.illegal("groves.game_over")
        clicks = [str(c) for c in clicks]
        if len(clicks) >= 2:
            first, then = read_target(clicks[0]), read_target(clicks[1])
            if first is not None and then is not None:
                if first.kind == "hand" and first.name in SPIRIT_INDEX:
                    if then.kind == "site" or (then.kind == "tree" and then.name in TREE_AREAS):
                        return self.explain(Place(first.name, then.name)) or self._click_hint()
                    if then.kind == "bag" and first.name == "wraith":
                        return self.explain(ReturnWraith()) or self._click_hint()
                if first.kind == "row" and then.kind == "site":
                    return self._explain_or_hint(Buy.clicked(first.name, then.name))
        if len(clicks) == 1:
            return self._explain_click(clicks[0])
        return self._click_hint()

    def _click_hint(self, text: str = "That is not something you can choose now.") -> IllegalAction:
        return RULES.illegal("groves.click", f"{text} {self.prompt}")

    def _explain_or_hint(self, action: Action | None) -> IllegalAction:
        """The refusal of an action that clicks name (None: they name none), or a hint if it is legal."""
        return (action is not None and self.explain(action)) or self._click_hint()

    def _explain_click(self, target: str) -> IllegalAction:
        """Why a single click starts no legal action."""
        me = self.current_player
        who = self.names[me]
        pending = self.pending
        clicked = read_target(target)
        if self.phase == "start":
            if clicked is not None and clicked.kind == "start" and SPIRIT_INDEX.get(clicked.name, NO) in COLOURED:
                return self.explain(Start(clicked.name)) or self._click_hint()
            return RULES.illegal("groves.turn.order", f"{who} must first choose a resource-generating "
                                 "starting grove (yellow, orange, green or blue).")
        one = click_action(target)
        if one is not None:
            return self.explain(one) or self._click_hint()
        if clicked is None:
            return self._click_hint()
        kind = clicked.kind
        if kind == "hand" and clicked.name in SPIRIT_INDEX:
            s = SPIRIT_INDEX[clicked.name]
            if pending is not None:
                return RULES.illegal("groves.turn.order", "First finish the open decision: " + self.prompt)
            if not self.seats[me].hand[s]:
                return RULES.illegal("groves.place.in_hand", f"{who} holds no {_noun(s)}.")
            return self._click_hint()
        site = kind == "site"
        area = kind == "tree" and clicked.name in TREE_AREAS
        if pending is not None and pending.kind == "portal" and site:
            # a grove of a realm stands for that realm when choosing where a portal opens
            return self.explain(Portal(clicked.seat)) or self._click_hint(
                "Choose the realm with its button.")
        if pending is not None and pending.kind == "buy":
            if kind == "row":
                sites = self.sites(me)
                return self._explain_or_hint(Buy.clicked(clicked.name, site_id(me, sites[0] if sites else (0, 0))))
            if site:
                return self._click_hint("First click the grove you want in the row, then its space.")
        if pending is not None and (area or site or kind == "bag"):
            return RULES.illegal("groves.turn.order", f"{who} must first finish the current decision: "
                                 + self.prompt)
        if pending is None:
            if area or site:
                return self._explain_place_target(clicked.name)
            if kind == "bag":
                return self.explain(ReturnWraith()) or self._click_hint()
            if kind == "row":
                return self._click_hint("To buy a grove, first place a spirit on the Tree's groves area.")
        return self._click_hint()

    def _explain_place_target(self, loc: str) -> IllegalAction:
        """A grove or Tree area clicked before a spirit: the reason no spirit in hand may go there."""
        hand = self.seats[self.seat].hand
        refusals = []
        for s in range(6):
            if hand[s]:
                e = self.explain(Place(SPIRITS[s], loc))
                if e is None:
                    return self._click_hint("First click the spirit to place, then where it goes.")
                refusals.append((s == WRAITH, e))
        refusals.sort(key=itemgetter(0))            # a coloured or white spirit's reason first
        return refusals[0][1] if refusals else self._click_hint()

    # ---- applying an action --------------------------------------------------------------------
    def _do(self, action: Action) -> "State":
        work = self._begin()
        work._APPLY[type(action)](work, action)
        return work._end()

    # setup
    def _choose_start(self, action: Start) -> None:
        colour = SPIRIT_INDEX[action.colour]
        seat = self.order[0]
        pl = self.edit("seats", seat)
        pl.start = colour
        grove = RESOURCE_GROVE[colour]
        pl.realm = _with_plot(pl.realm, LAYOUT["resource"], grove, NO, NO)
        self.start_box = tuple(g for g in self.start_box if g != grove)
        self._say(f"{self.names[seat]} chooses {GROVES[grove].name}, the {SPIRITS[colour]} resource grove.")
        self.order = self.order[1:]
        if not self.order:
            for i in range(self.players):
                pl = self.edit("seats", i)
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
        pl = self.edit("seats", me)
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
        owner, cell = action.owner, action.cell
        realm_owner = self.edit("seats", owner)
        plot = realm_owner.plot(cell)
        grove = GROVES[plot[1]]
        where = grove.name + ("" if owner == me else f" in {self.names[owner]}'s realm")
        if plot[2] == WRAITH:
            realm_owner.realm = _with_plot(realm_owner.realm, cell, plot[1], s, me)
            pl = self.edit("seats", me)
            pl.bag = _add(pl.bag, WRAITH, 1)
            self._say(f"{who} displaces the wraith on {where} with a white spirit; the wraith goes "
                      f"into {who}'s bag and no reward is taken.")
            self._next_turn()
            return
        realm_owner.realm = _with_plot(realm_owner.realm, cell, plot[1], s, me)
        self._say(f"{who} places {spirit_text(s)} on {where}.")
        self.pending = RewardDecision("primary", owner, cell, s)
        self._open_reward()

    def _open_reward(self) -> None:
        """Ask about the pending stage, skipping stages that offer nothing."""
        while self.pending is not None:
            stage, owner, cell, s = self.pending
            grove = GROVES[self.seats[owner].plot(cell)[1]]
            r = grove.primary if stage == "primary" else grove.bonus
            if stage == "bonus" and (s == WHITE or (s != WRAITH and s != grove.colour)):
                r = None
            if r is not None:
                if self._reward_options(r, self.seat):
                    return
                self._say(f"The {stage} reward ({r.text}) cannot be taken now.")
            if stage == "primary":
                self.pending = RewardDecision("bonus", owner, cell, s)
            else:
                self.pending = None
        self._next_turn()

    def _return_wraith(self, action: ReturnWraith) -> None:
        pl = self.edit("seats", self.seat)
        pl.hand = _add(pl.hand, WRAITH, -1)
        pl.bag = _add(pl.bag, WRAITH, 1)
        self._say(f"{self.names[self.seat]} finds no free grove for a wraith and puts it back into the bag; "
                  "that was the turn.")
        self._next_turn()

    def _settle_reward(self, action: TakeReward | Skip) -> None:
        me = self.seat
        who = self.names[me]
        stage, owner, cell, s = self.pending
        if isinstance(action, Skip):
            self._say(f"{who} skips the {stage} reward.")
        else:
            self._take(self.pending_reward(), action.tokens)
        if stage == "primary":
            self.pending = RewardDecision("bonus", owner, cell, s)
        else:
            self.pending = None
        self._open_reward()

    def _gain(self, seat: int, v: tuple) -> str:
        got = tuple(min(n, self.resource_supply[i]) for i, n in enumerate(v))
        pl = self.edit("seats", seat)
        pl.resources = _vadd(pl.resources, got)
        self.resource_supply = _vadd(self.resource_supply, got, -1)
        text = vec_text(got) if any(got) else "nothing"
        return text + ("" if got == v else " (the supply ran short)")

    def _take(self, r: Reward, toks: tuple) -> None:
        me = self.seat
        who = self.names[me]
        kind = r.kind
        pl = self.edit("seats", me)
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
        pl = self.edit("seats", me)
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
        pl = self.edit("seats", me)
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
        pl = self.edit("seats", me)
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
        pl = self.edit("seats", me)
        pay = grove.cost + (cost, 0)
        pl.resources = _vadd(pl.resources, pay, -1)
        self.resource_supply = _vadd(self.resource_supply, grove.cost + (0, 0))
        if me == self.crown:
            self.resource_supply = _add(self.resource_supply, CRYSTAL, cost)
            to = "the supply"
        else:
            crown = self.edit("seats", self.crown)
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
                pl = self.edit("seats", me)
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
            pl = self.edit("seats", seat)
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
        pl = self.edit("seats", seat)
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
                pl = self.edit("seats", seat)
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
            pl = self.edit("seats", 0)
            pl.resources = _add(pl.resources, CRYSTAL, -POWER_COST)
            self.resource_supply = _add(self.resource_supply, CRYSTAL, POWER_COST)
            self.hollows -= 1
            self.wraith_bag_counts = _add(self.wraith_bag_counts, WRAITH, 1)
            self._say("Recall: for 2 crystals the newest wraith of the Hollows returns to the wraith bag.")
        elif power == "banish":
            pl = self.edit("seats", 0)
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
