"""Groves: the State, its legal actions, how each action is applied and why one is refused.

A round: everyone draws spirits from their bag, then places them one at a time,
from the crown holder clockwise, on groves of their realm (or, through a portal,
of a neighbour's) or on the Tree of Idyll. Each placement may open decisions
that are actions too: take or skip the primary and then the bonus reward, which
grove to buy and where, which summoning card to keep, where a portal leads, and
(solo) which wraith-bag powers to use. The notation is in ``actions.py``, the
rule ids and our choices in ``rules.py``.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from operator import itemgetter
from typing import Mapping, Sequence

from seasons_nb.core import GameState, IllegalAction, Log, Rng
from seasons_nb.core import validate as V

from . import bot
from .actions import (
    Action, Buy, BuyDecision, CardDecision, Keep, Place, Portal, PortalDecision, PowerDecision, ReturnWraith,
    RewardDecision, Skip, Start, TakeReward, Use, cell_of, click_action, gift, label, parse_site,
    read_target, seat_id, seat_of, site_id, token_spirit,
)
from .components import (
    BAG_WHITES, COLOURED, CRYSTAL, DRAW, ELEMENTS, EMPTY_BAG_WHITES, GROVE_COUNT, GROVES,
    HOLLOWS_SPACES, PORTALS, POWER_COLOUR, POWER_COST, POWERS, PURCHASABLE,
    REALM_CARDS, REALM_CARDS_SHOWN, RESOURCE_GROVE, RESOURCE_INDEX, RESOURCES, ELEMENT_TOTAL,
    ROW_COSTS, SOLO_CRYSTALS, SOLO_REMOVED_ROW_SLOTS, SOLO_TREE_AREAS, SOLO_WRAITH_BAG, SPIRIT_INDEX,
    SPIRIT_TOTALS, SPIRITS, STACK_SIZE, START_CRYSTALS, START_ELEMENTS, START_LAYOUT, STARTING,
    SUMMONING, TREE_AREAS, WHITE, WRAITH, Reward, plural, spirit_text, spirits_text, vec_text,
)
from .rules import (
    PORTAL_ONE_PER_NEIGHBOUR, QUICK_REFERENCE_PLACEABLE, RULES, SOLO_CROWN_FIRST, SOLO_GIFT_REWARDS,
    SOLO_POWER_ORDER, SUMMONING_SHARED_SPIRITS, TOKEN_SUPPLY,
)
from seasons_nb.core.hexgrid import neighbours as hex_neighbours

from .view import (
    NO, POSITION_FIELDS, Player, Position, View, make_view, metric, realm_order, summoning_met,
)

STAGES = ("primary", "bonus")
DEFAULT_NAMES = ("North Wind", "East Wind", "South Wind", "West Wind")
#: a realm's starting spaces: kind -> cell
LAYOUT = {kind: cell_of(lab) for kind, lab in START_LAYOUT.items()}
#: supply totals of earth, light, water, crystal, dominion (crystals and dominion: see TOKEN_SUPPLY)
RESOURCE_TOTALS = ELEMENT_TOTAL + (TOKEN_SUPPLY, TOKEN_SUPPLY)
#: the phases of a game
PHASES = ("start", "play", "over")


def _add(t: tuple, i: int, d: int) -> tuple:
    lst = list(t)
    lst[i] += d
    return tuple(lst)


def _vadd(a: tuple, b: tuple, sign: int = 1) -> tuple:
    return tuple(x + sign * y for x, y in zip(a, b))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _noun(spirit: int) -> str:
    """'wraith' or 'orange spirit' (no article)."""
    return "wraith" if spirit == WRAITH else f"{SPIRITS[spirit]} spirit"


def _with_plot(realm: tuple, cell, grove: int, spirit: int, by: int) -> tuple:
    out = [p for p in realm if p[0] != cell]
    out.append((cell, grove, spirit, by))
    out.sort(key=realm_order)
    return tuple(out)


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

def groves_barred(s) -> bool:
    """Whether the spirit to place now in position ``s`` (a State or a View) is the crown holder's first
    of the round, which may not go to the groves area (``groves.buy.crown_first``; solo:
    ``groves.buy.crown_solo``)."""
    return s.seat == s.crown and not s.crown_placed and (SOLO_CROWN_FIRST or not s.solo)


class State(Position, GameState):
    """A Groves position (immutable). Build one with ``new_game`` or ``from_position``.

    Seats are numbered from 0 (shown as p1, p2, ...); ``seat`` is the seat placing or
    deciding now. ``p`` holds the ``Player``s; ``supply`` counts spirits by colour
    (wraiths included), ``res`` the supply of earth, light, water, crystals and
    dominion; ``row`` the four slots of new groves (0 = empty), ``stack`` the hidden
    draw stack (top last), ``deck`` the summoning deck (top first), ``tree`` the spirits
    on the Tree of Idyll as (area, spirit, seat); ``pending`` the open decision (a named
    record from ``actions``) or None. Solo only: ``wbag``, ``wdraw`` (spirits just drawn
    from it), ``hollows`` (wraiths in the Hollows of the Lost), ``gifted`` colours and
    their reminder ``markers``.
    """

    FIELDS = POSITION_FIELDS + ("rng",)
    __slots__ = FIELDS + ("_work",)

    # ---- building -------------------------------------------------------------------------
    @classmethod
    def _make(cls, **fields) -> "State":
        new = super()._make(**fields)
        new._work = None
        return new

    def _clone(self) -> "State":
        new = object.__new__(State)
        new._cache = {}
        for k in self.FIELDS:
            setattr(new, k, getattr(self, k))
        new._work = None
        return new

    def _begin(self) -> "State":
        """A mutable working copy; ``_end`` freezes it."""
        new = self._clone()
        new.p = list(self.p)
        new._work = (set(), [])
        return new

    def _end(self) -> "State":
        self.p = tuple(self.p)
        lines = self._work[1]
        if lines:
            self.log = self.log + tuple(lines)
        self._work = None
        return self

    def _pl(self, seat: int) -> Player:
        """The player at ``seat``, copied once for changing."""
        dirty = self._work[0]
        if seat not in dirty:
            dirty.add(seat)
            self.p[seat] = self.p[seat].copy()
        return self.p[seat]

    def _say(self, line: str) -> None:
        self._work[1].append(line)

    def _memo(self, key, make):
        cache = self._cache
        if key not in cache:
            cache[key] = make()
        return cache[key]

    def portal_targets(self, seat: int) -> tuple[int, ...]:
        """Neighbours a portal of ``seat`` may still lead to."""
        built = self.p[seat].portals
        if PORTAL_ONE_PER_NEIGHBOUR:
            return tuple(t for t in self.neighbours(seat) if t not in built)
        return self.neighbours(seat)

    # ---- legal actions ---------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        if self.phase == "start":
            taken = {pl.start for pl in self.p}
            return [Start(SPIRITS[c]) for c in COLOURED if c not in taken]
        pend = self.pending
        if pend is None:
            return self._placements()
        k = pend.kind
        if k == "reward":
            stage = pend.stage
            opts = self._reward_options(self.pending_reward(), self.seat)
            return [TakeReward(stage, *t) for t in opts] + [Skip(stage)]
        if k == "buy":
            return self._purchases()
        if k == "card":
            return [Keep(c) for c in pend.cards]
        if k == "portal":
            return [Portal(t) for t in pend.targets]
        return self._power_actions(pend.power)

    def _placements(self) -> list[Action]:
        me = self.seat
        pl = self.p[me]
        hand = pl.hand
        plots = []
        for owner in self.reachable(me):
            for cell, grove, spirit, _ in self.p[owner].realm:
                if QUICK_REFERENCE_PLACEABLE or GROVES[grove].kind != "reference":
                    plots.append((site_id(owner, cell), spirit))
        out = []
        for s in range(6):
            if not hand[s]:
                continue
            name = SPIRITS[s]
            if s == WRAITH:
                free = [Place(name, t) for t, occ in plots if occ == NO]
                out.extend(free or [ReturnWraith()])
                continue
            for t, occ in plots:
                if occ == NO or (occ == WRAITH and s == WHITE):
                    out.append(Place(name, t))
            for area in self._areas():
                out.append(Place(name, area))
        return out

    def _areas(self) -> tuple[str, ...]:
        areas = SOLO_TREE_AREAS if self.solo else TREE_AREAS
        if groves_barred(self):
            areas = tuple(a for a in areas if a != "groves")
        return areas

    def _giftable(self, colour: int) -> bool:
        return colour == WHITE or colour not in self.gifted

    def _reward_options(self, r: Reward, seat: int) -> list[tuple[str, ...]]:
        """The ways ``seat`` can take reward ``r`` now (empty: it cannot be taken)."""
        sup = self.res
        k = r.kind
        if k == "gain":
            return [()] if any(sup[i] for i, n in enumerate(r.amount) if n) else []
        if k == "choice":
            return [(t,) for t, v in r.options if any(sup[i] for i, n in enumerate(v) if n)]
        if k == "exchange":
            have = self.p[seat].res
            if any(have[i] < n for i, n in enumerate(r.pay)):
                return []
            after = _vadd(sup, r.pay)
            return [()] if any(after[i] for i, n in enumerate(r.amount) if n) else []
        if k == "spirit":
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
                        if self._giftable(combo[0]):
                            out.append((gift(names[0]),))
                    else:
                        a, b = combo
                        if self._giftable(b):
                            out.append((names[0], gift(names[1])))
                        if a != b and self._giftable(a):
                            out.append((names[1], gift(names[0])))
            return out
        if k == "white":
            return [()] if self.supply[WHITE] else []
        return [()] if sum(self.p[seat].bag) else []   # draw, cull

    def _purchases(self) -> list[Action]:
        me = self.seat
        pl = self.p[me]
        have = pl.res
        sites = [site_id(me, c) for c in self.sites(me)]
        out = []
        for slot, g in enumerate(self.row):
            if g and have[CRYSTAL] >= ROW_COSTS[slot] and all(
                    have[e] >= n for e, n in zip(ELEMENTS, GROVES[g].cost)):
                out.extend(Buy(g, s) for s in sites)
        out.append(Skip("purchase"))
        return out

    def _power_options(self, power: str) -> list[tuple[str, ...]]:
        if power != "banish":
            return [()]
        have = self.p[0].res
        out = []
        for a, b in combinations_with_replacement(ELEMENTS, 2):
            if (a == b and have[a] >= 2) or (a != b and have[a] and have[b]):
                out.append((RESOURCES[a], RESOURCES[b]))
        return out

    def _power_actions(self, power: str) -> list[Action]:
        return [Use(power, *t) for t in self._power_options(power)] + [Skip(power)]

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
                if not self.p[me].hand[WRAITH]:
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
        if not self.p[me].hand[s]:
            return RULES.illegal("groves.place.in_hand", f"{who} holds no {_noun(s)}.")
        if action.area is not None:
            if s == WRAITH:
                return RULES.illegal("groves.wraith.no_tree", "Wraiths may never visit the Tree of Idyll.")
            if self.solo and loc not in SOLO_TREE_AREAS:
                return RULES.illegal("groves.solo.tree_areas", "The solo game has no portals: only the "
                                     "groves and summoning areas of the Tree are used.")
            return RULES.illegal("groves.buy.crown_first", f"{who} holds the crown: the first spirit of "
                                 "the round may not go to the groves area.")
        owner, cell = action.owner, action.cell
        if owner >= self.players:
            return RULES.illegal("groves.place.location", f"There is no grove at {loc}.")
        if owner != me and owner not in self.p[me].portals:
            if me in self.p[owner].portals:
                return RULES.illegal("groves.portal.one_way", f"The portal between {who} and "
                                     f"{self.names[owner]} was built by {self.names[owner]}: only its "
                                     "builder may use it.")
            return RULES.illegal("groves.portal.visit", f"{who} has no portal into {self.names[owner]}'s "
                                 "realm.")
        plot = self.p[owner].plot(cell)
        if plot is None:
            return RULES.illegal("groves.place.location", f"There is no grove at {loc}.")
        if GROVES[plot[1]].kind == "reference" and not QUICK_REFERENCE_PLACEABLE:
            return RULES.illegal("groves.place.quick_reference", "The quick-reference grove takes no "
                                 "spirit.")
        if plot[2] == WRAITH:
            if s == WRAITH:
                return RULES.illegal("groves.place.one_per_grove", f"A wraith already holds {loc}.")
            return RULES.illegal("groves.wraith.displace_white", f"A wraith holds {loc}: only a white "
                                 "spirit can displace it.")
        return RULES.illegal("groves.place.one_per_grove", f"{loc} already has a spirit this round.")

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
                if not self._giftable(c):
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
        have = self.p[me].res
        if have[CRYSTAL] < ROW_COSTS[slot]:
            return RULES.illegal("groves.buy.crystals", "That slot costs "
                                 f"{plural(ROW_COSTS[slot], 'crystal')}; {self.names[me]} has {have[CRYSTAL]}.")
        cost = GROVES[g].cost
        if any(have[e] < n for e, n in zip(ELEMENTS, cost)):
            return RULES.illegal("groves.buy.elements", f"Grove {g} costs "
                                 f"{vec_text(cost + (0, 0))}.")
        name = label(action.cell)
        if action.owner != me:
            return RULES.illegal("groves.buy.adjacent", "A new grove joins your own realm.")
        if self.p[me].plot(action.cell) is not None:
            return RULES.illegal("groves.buy.site_free", f"{name} already holds a grove.")
        return RULES.illegal("groves.buy.adjacent", f"{name} does not touch your realm by an edge.")

    def _why_keep(self, action: Action) -> IllegalAction | None:
        if isinstance(action, Keep):
            return RULES.illegal("groves.summon.keep_offered", "Keep one of the two cards just drawn "
                                 f"(cards {' and '.join(str(c) for c in self.pending.cards)}).")
        return None

    def _why_portal(self, action: Action) -> IllegalAction | None:
        if isinstance(action, Portal):
            if action.target in self.p[self.seat].portals:
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
            if not self.p[me].hand[s]:
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
        hand = self.p[self.seat].hand
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
        pl = self._pl(seat)
        pl.start = colour
        grove = RESOURCE_GROVE[colour]
        pl.realm = _with_plot(pl.realm, LAYOUT["resource"], grove, NO, NO)
        self.start_box = tuple(g for g in self.start_box if g != grove)
        self._say(f"{self.names[seat]} chooses {GROVES[grove].name}, the {SPIRITS[colour]} resource grove.")
        self.order = self.order[1:]
        if not self.order:
            for i in range(self.players):
                pl = self._pl(i)
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
        pl = self._pl(me)
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
        realm_owner = self._pl(owner)
        plot = realm_owner.plot(cell)
        grove = GROVES[plot[1]]
        where = grove.name + ("" if owner == me else f" in {self.names[owner]}'s realm")
        if plot[2] == WRAITH:
            realm_owner.realm = _with_plot(realm_owner.realm, cell, plot[1], s, me)
            pl = self._pl(me)
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
            grove = GROVES[self.p[owner].plot(cell)[1]]
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
        pl = self._pl(self.seat)
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
        got = tuple(min(n, self.res[i]) for i, n in enumerate(v))
        pl = self._pl(seat)
        pl.res = _vadd(pl.res, got)
        self.res = _vadd(self.res, got, -1)
        text = vec_text(got) if any(got) else "nothing"
        return text + ("" if got == v else " (the supply ran short)")

    def _take(self, r: Reward, toks: tuple) -> None:
        me = self.seat
        who = self.names[me]
        k = r.kind
        pl = self._pl(me)
        if k == "gain":
            self._say(f"{who} collects {self._gain(me, r.amount)}.")
        elif k == "choice":
            v = dict(r.options)[toks[0]]
            self._say(f"{who} chooses {self._gain(me, v)}.")
        elif k == "exchange":
            pl.res = _vadd(pl.res, r.pay, -1)
            self.res = _vadd(self.res, r.pay)
            self._say(f"{who} pays {vec_text(r.pay)} and collects {self._gain(me, r.amount)}.")
        elif k == "spirit":
            parts = []
            for t in toks:
                name, to_wb = token_spirit(t)
                c = SPIRIT_INDEX[name]
                self.supply = _add(self.supply, c, -1)
                if to_wb:
                    self.wbag = _add(self.wbag, c, 1)
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
        elif k == "white":
            n = min(r.count, self.supply[WHITE])
            self.supply = _add(self.supply, WHITE, -n)
            pl.bag = _add(pl.bag, WHITE, n)
            self._say(f"{who} adds {spirit_text(WHITE, n)} to the bag.")
        elif k == "draw":
            pl.bag, drawn, self.rng = _draw_from(pl.bag, r.count, self.rng)
            pl.hand = _vadd(pl.hand, drawn)
            self._say(f"{who} draws {plural(sum(drawn), 'extra spirit')} from the bag.")
        else:
            pl.bag, drawn, self.rng = _draw_from(pl.bag, r.count, self.rng)
            self.supply = _vadd(self.supply, drawn)
            self._say(f"{who} discards {spirits_text(drawn)} from the bag to the supply.")

    # tree areas
    def _visit_groves(self, me: int) -> None:
        if any(a.kind == "buy" for a in self._purchases()):
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
        pl = self._pl(me)
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
        pl = self._pl(me)
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
        pl = self._pl(me)
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
        pl = self._pl(me)
        pay = grove.cost + (cost, 0)
        pl.res = _vadd(pl.res, pay, -1)
        self.res = _vadd(self.res, grove.cost + (0, 0))
        if me == self.crown:
            self.res = _add(self.res, CRYSTAL, cost)
            to = "the supply"
        else:
            crown = self._pl(self.crown)
            crown.res = _add(crown.res, CRYSTAL, cost)
            to = self.names[self.crown]
        cell = action.cell
        pl.realm = _with_plot(pl.realm, cell, g, NO, NO)
        self.row = self.row[:slot] + (0,) + self.row[slot + 1:]
        self._say(f"{who} buys {grove.name} (grove {g}) for {vec_text(grove.cost + (0, 0))} and "
                  f"{plural(cost, 'crystal')} (to {to}), placing it at {label(cell)}.")
        self._lightning(me)
        self._next_turn()

    def _lightning(self, me: int) -> None:
        claimed = {c for pl in self.p for c in pl.lightning}
        for c in self.realm_cards:
            card = REALM_CARDS[c]
            if card.type == "lightning" and c not in claimed and metric(self.p[me], card) >= card.count:
                pl = self._pl(me)
                pl.lightning = pl.lightning + (c,)
                self._say(f"{self.names[me]} is the first to reach '{card.name}' ({card.text}): "
                          f"+{card.points} dominion.")

    # turns and rounds
    def _next_turn(self) -> None:
        """Pass to the next player clockwise who still holds spirits, or end the round."""
        n = self.players
        for step in range(1, n + 1):
            seat = (self.seat + step) % n
            if sum(self.p[seat].hand):
                self.seat = seat
                return
        self._round_over()

    def _start_round(self) -> None:
        self.round += 1
        self.crown_placed = False
        note = " This is the final round." if self.final else ""
        self._say(f"Round {self.round} begins; {self.names[self.crown]} holds the crown.{note}")
        for seat in range(self.players):
            pl = self._pl(seat)
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
        pl = self.p[seat]
        hits = [c for c in pl.cards if summoning_met(SUMMONING[c], drawn)]
        if not hits:
            return
        if not SUMMONING_SHARED_SPIRITS:
            hits = [max(hits, key=lambda c: (SUMMONING[c].points, -c))]
        pl = self._pl(seat)
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
            pl = self.p[seat]
            back = [0] * 6
            if any(p[2] not in (NO, WRAITH) for p in pl.realm):
                pl = self._pl(seat)
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
        self.wbag, self.wdraw, self.rng = _draw_from(self.wbag, DRAW, self.rng)
        self.powers_done = ()
        self._say(f"The wraith bag gives {spirits_text(self.wdraw)}.")
        self._next_power()

    def _power_ready(self, power: str) -> bool:
        d = self.wdraw
        if not d[POWER_COLOUR[power]]:
            return False
        have = self.p[0].res
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
            self.wdraw = _add(self.wdraw, WRAITH, -1)
            self.wbag = _add(self.wbag, WRAITH, 1)
            self._say("Repel: a drawn wraith goes back into the wraith bag.")
        elif power == "recall":
            pl = self._pl(0)
            pl.res = _add(pl.res, CRYSTAL, -POWER_COST)
            self.res = _add(self.res, CRYSTAL, POWER_COST)
            self.hollows -= 1
            self.wbag = _add(self.wbag, WRAITH, 1)
            self._say("Recall: for 2 crystals the newest wraith of the Hollows returns to the wraith bag.")
        elif power == "banish":
            pl = self._pl(0)
            for t in action.pay:
                e = RESOURCE_INDEX[t]
                pl.res = _add(pl.res, e, -1)
                self.res = _add(self.res, e, 1)
            self.hollows -= 1
            self.banished += 1
            first, second = action.pay
            pay = f"2 {first}" if first == second else f"1 {first} and 1 {second}"
            self._say(f"Banish: for {pay} the newest wraith of the Hollows leaves the game.")
        else:
            self.supply = _add(self.supply, WHITE, -1)
            self.wbag = _add(self.wbag, WHITE, 1)
            self._say("Spawn: a white spirit from the supply joins the wraith bag.")
        self._next_power()

    def _wraith_phase_end(self) -> None:
        d = self.wdraw
        for _ in range(d[WRAITH]):
            if self.hollows >= HOLLOWS_SPACES:
                self._say("A wraith finds no room in the Hollows of the Lost: the wraiths win.")
                self.result = "lost"
                self.phase = "over"
                return
            self.hollows += 1
            d = _add(d, WRAITH, -1)
            self.wdraw = d
            self._say(f"A wraith fills space {self.hollows} of the Hollows of the Lost (now {self.threshold()} "
                      "to beat).")
        self.wbag = _vadd(self.wbag, d)
        self.wdraw = (0,) * 6
        extra = ""
        if self.supply[WRAITH]:
            self.supply = _add(self.supply, WRAITH, -1)
            self.wbag = _add(self.wbag, WRAITH, 1)
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

    def view(self, player: int | None) -> View:
        """What ``player`` may see, as a View (None: the teacher's view of everything but the RNG)."""
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            raise ValueError(f"no seat {player!r} in a {self.players}-player game")
        return make_view(self, player)

    def to_dict(self) -> dict:
        """All of the state as plain JSON-able data."""
        d = self._data()
        d["rng"] = self.rng.state
        return d

    @classmethod
    def from_dict(cls, d) -> "State":
        """The state written by ``to_dict``; ValueError naming the field for anything else."""
        return _load(d)

    def __repr__(self) -> str:
        return f"<groves.State round {self.round}: {self.prompt}>"


View.STATE = State
def _names(players, names) -> tuple[str, ...]:
    if type(players) is not int or players not in STACK_SIZE:
        raise V.fail("players", "Groves is for 1 to 4 players (1 is the solo game)")
    if names is None:
        return DEFAULT_NAMES[:players]
    return V.as_names(names, "names", players)


def _blank(names: tuple[str, ...], rng: Rng) -> State:
    s = object.__new__(State)
    s._cache = {}
    s._work = None
    s.names = names
    s.p = ()
    s.rng = rng
    s.phase = "start"
    s.order = tuple(range(len(names) - 1, -1, -1))
    s.round = 0
    s.crown = 0
    s.seat = 0
    s.crown_placed = False
    s.final = False
    s.pending = None
    s.supply = SPIRIT_TOTALS
    s.res = RESOURCE_TOTALS
    s.portal_supply = (PORTALS, PORTALS)
    s.row = (0,) * len(ROW_COSTS)
    s.stack = s.box = s.removed = s.start_box = s.realm_cards = s.realm_box = ()
    s.deck = s.summon_box = s.tree = ()
    s.wbag = s.wdraw = s.markers = (0,) * 6
    s.hollows = s.banished = 0
    s.gifted = s.powers_done = ()
    s.result = None
    s.log = Log()
    return s


def _starting_realm(seat: int) -> tuple:
    return tuple(sorted(((LAYOUT[kind], STARTING[kind][seat], NO, NO) for kind in ("reference", "crystal", "spirit")),
                        key=realm_order))


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, **options) -> State:
    """A new game after the table is set up: the first decision is the last seat's choice of
    resource-generating starting grove. ``players=1`` is the solo game."""
    if options:
        raise TypeError(f"unknown options: {', '.join(sorted(options))}")
    V.as_int(seed, "seed")
    names = _names(players, names)
    solo = players == 1
    s = _blank(names, Rng(seed))._begin()
    realm_cards, s.rng = s.rng.shuffled(sorted(REALM_CARDS))
    s.realm_cards = tuple(realm_cards[:REALM_CARDS_SHOWN])
    s.realm_box = tuple(realm_cards[REALM_CARDS_SHOWN:])
    groves, s.rng = s.rng.shuffled(PURCHASABLE)
    n = STACK_SIZE[players]
    s.box = tuple(groves[n:])
    stack = groves[:n]
    s.row = tuple(stack[-1:-len(ROW_COSTS) - 1:-1])
    s.stack = tuple(stack[:-len(ROW_COSTS)])
    cards = sorted(SUMMONING)
    if solo:
        s.summon_box = tuple(c for c in cards if SUMMONING[c].wraith)
        cards = [c for c in cards if not SUMMONING[c].wraith]
    deck, s.rng = s.rng.shuffled(cards)
    s.deck = tuple(deck)
    used = set()
    for seat in range(players):
        crystals = SOLO_CRYSTALS if solo else START_CRYSTALS[seat]
        res = (START_ELEMENTS,) * 3 + (crystals, 0)
        s.res = _vadd(s.res, res, -1)
        realm = _starting_realm(seat)
        used.update(p[1] for p in realm)
        s.p.append(Player(realm, (0,) * 6, (0,) * 6, res))
    s.start_box = tuple(sorted(g for g in GROVES if g > GROVE_COUNT and g not in used))
    if solo:
        s.wbag = SOLO_WRAITH_BAG
        s.supply = _vadd(s.supply, SOLO_WRAITH_BAG, -1)
    s._say(f"Groves for {plural(players, 'player')}"
           + (" (solo)" if solo else "") + f": {len(s.stack) + 4} groves in play, realm cards "
           + ", ".join(REALM_CARDS[c].name for c in s.realm_cards) + ".")
    s._say(f"{names[0]} holds the crown.")
    return s._end()


def from_position(players: int = 2, names: Sequence[str] | None = None, seed: int = 0, *,
                  start: Sequence[str] | None = None, groves: Mapping[str, int] | None = None,
                  spirits: Mapping[str, str] | None = None, bags: Sequence[Mapping] | None = None,
                  hands: Sequence[Mapping] | None = None, resources: Sequence[Mapping] | None = None,
                  row: Sequence[int] | None = None, stack: Sequence[int] | None = None,
                  deck: Sequence[int] | None = None, cards: Sequence[Sequence[int]] | None = None,
                  realm_cards: Sequence[int] | None = None, portals: Mapping[int, Sequence[int]] | None = None,
                  bases: Sequence[int] | None = None, crown: int = 0, seat: int | None = None,
                  crown_placed: bool = False, final: bool | None = None, hollows: int = 0,
                  wraith_bag: Mapping | None = None, gifted: Sequence[str] = (), round: int = 1,
                  tree: Sequence[Sequence] = (), scored: Sequence[Sequence[int]] | None = None,
                  lightning: Sequence[Sequence[int]] | None = None) -> State:
    """A teaching position, set up past the starting choices.

    ``start``: resource grove colour per seat (default yellow, orange, green, blue).
    ``groves``: extra purchased groves, ``{"p1.f4": 12}``. ``spirits``: spirits
    already on groves, ``{"p2.e6": "wraith"}`` placed by the realm owner, or with their
    placer, ``{"p2.e6": ("orange", "p1")}`` (seat number or name; someone else's spirit
    needs a portal of that player into the realm). ``tree``: spirits already on the
    Tree of Idyll this round, ``[("groves", "white", "p2"), ("summoning", "blue", 0)]``
    (area, colour, placer; no wraith, and no portal area in the solo game).
    ``bags``/``hands``: spirit counts per seat, ``{"white": 3, "blue": 1}`` (default:
    the starting bag, and a seeded draw of three). ``resources``: per seat
    ``{"earth": 2, "crystal": 5, ...}`` (default: the starting amounts). ``row``
    (0 = gap), ``stack`` (top last), ``deck`` (top first), ``cards`` (face-down
    summoning cards per seat), ``scored`` (summoning cards already revealed and
    scoring, per seat), ``realm_cards`` (revealed), ``lightning`` (lightning cards
    already claimed, per seat; each must be a revealed lightning card), ``portals``
    (seat -> seats its portals lead to), ``bases`` (held without mirror, per seat).
    ``final``: the final round (the draw stack is then empty; default: whether it is).
    Solo: ``hollows`` (wraiths there), ``wraith_bag`` and ``gifted`` colours.
    Supplies hold whatever the position does not use.

    Spirits already on groves or on the Tree do not make ``crown_placed`` true by
    themselves; pass it when the crown holder has placed. The position starts with no
    decision open: to teach one (a reward, a purchase, a card to keep, where a portal
    opens), build the position just before it and ``apply`` the placement that opens it.
    """
    names = _names(players, names)
    n = players
    solo = n == 1
    V.as_int(seed, "seed")
    round = V.as_int(round, "round", 1, 999)
    crown = V.as_int(crown, "crown", 0, n - 1)
    to_move = None if seat is None else V.as_int(seat, "seat", 0, n - 1)
    crown_placed = V.as_bool(crown_placed, "crown_placed")
    final = None if final is None else V.as_bool(final, "final")
    hollows = V.as_int(hollows, "hollows", 0, HOLLOWS_SPACES)
    if start is not None:
        start = [V.as_str(c, f"start[{i}]", [SPIRITS[k] for k in COLOURED])
                 for i, c in enumerate(V.as_list(start, "start", n))]
    bags = _per_seat(bags, "bags", n, _spirit_arg)
    hands = _per_seat(hands, "hands", n, _spirit_arg)
    resources = _per_seat(resources, "resources", n,
                          lambda v, f: V.as_counts(v, f, RESOURCES, max(RESOURCE_TOTALS)))
    cards = _per_seat(cards, "cards", n, lambda v, f: _ids(v, f, SUMMONING))
    scored = _per_seat(scored, "scored", n, lambda v, f: _ids(v, f, SUMMONING))
    lightning = _per_seat(lightning, "lightning", n, lambda v, f: _ids(v, f, REALM_CARDS))
    bases = _per_seat(bases, "bases", n, lambda v, f: V.as_int(v, f, 0, 1))
    row = None if row is None else _ids(row, "row", PURCHASABLE, zero=True, length=len(ROW_COSTS))
    stack = None if stack is None else _ids(stack, "stack", PURCHASABLE)
    deck = None if deck is None else _ids(deck, "deck", SUMMONING)
    realm_cards = None if realm_cards is None else _ids(realm_cards, "realm_cards", REALM_CARDS)
    wraith_bag = None if wraith_bag is None else _spirit_arg(wraith_bag, "wraith_bag")
    gifted = [V.as_str(c, f"gifted[{i}]", [SPIRITS[k] for k in COLOURED])
              for i, c in enumerate(V.as_list(list(gifted) if isinstance(gifted, tuple) else gifted, "gifted", max_len=4))]
    if portals is not None:
        portals = {V.as_int(k, "portals", 0, n - 1): _ids(v, f"portals[{k}]", range(n))
                   for k, v in V.as_dict(portals, "portals").items()}
    groves = {} if groves is None else V.as_dict(groves, "groves")
    spirits = {} if spirits is None else V.as_dict(spirits, "spirits")
    tree = V.as_list(list(tree) if isinstance(tree, tuple) else tree, "tree", max_len=100)
    s = _blank(names, Rng(seed))._begin()
    s.phase = "play"
    s.order = ()
    s.round = round - 1
    s.crown = crown
    colours = [SPIRIT_INDEX[c] for c in (start or [SPIRITS[c] for c in COLOURED][:n])]
    V.need(len(set(colours)) == n, "start", "one different resource colour per seat")
    for seat in range(n):
        realm = _with_plot(_starting_realm(seat), LAYOUT["resource"], RESOURCE_GROVE[colours[seat]], NO, NO)
        bag = [0] * 6
        bag[WHITE], bag[colours[seat]] = BAG_WHITES, 1
        bag = tuple(bag) if bags is None else bags[seat]
        res = (START_ELEMENTS,) * 3 + ((SOLO_CRYSTALS if solo else START_CRYSTALS[seat]), 0)
        if resources is not None:
            res = resources[seat]
        s.p.append(Player(realm, bag, (0,) * 6, res, start=colours[seat],
                          cards=tuple(cards[seat]) if cards else (),
                          scored=tuple(scored[seat]) if scored else (),
                          lightning=tuple(lightning[seat]) if lightning else (),
                          portals=tuple(sorted((portals or {}).get(seat, ()))),
                          base=bases[seat] if bases else 0))
    for site, g in groves.items():
        owner, cell = _site_arg(site, "groves", n)
        g = V.as_int(g, f"groves[{site!r}]", 1, GROVE_COUNT)
        pl = s.p[owner]
        V.need(pl.plot(cell) is None, f"groves[{site!r}]", "that space already holds a grove")
        pl.realm = _with_plot(pl.realm, cell, g, NO, NO)
    for site, sp in spirits.items():
        owner, cell = _site_arg(site, "spirits", n)
        field = f"spirits[{site!r}]"
        pl = s.p[owner]
        plot = pl.plot(cell)
        V.need(plot is not None, field, f"no grove at {site}")
        if isinstance(sp, str):
            colour, by = sp, owner
        else:
            pair = V.as_list(list(sp) if isinstance(sp, tuple) else sp, field, 2)
            colour, by = pair[0], _seat_of(pair[1], names)
        colour = V.as_str(colour, field, SPIRITS)
        V.need(QUICK_REFERENCE_PLACEABLE or GROVES[plot[1]].kind != "reference", field,
               f"the quick-reference grove at {site} takes no spirit")
        V.need(by == owner or owner in s.p[by].portals, field,
               f"{names[by]} has no portal into {names[owner]}'s realm to place at {site}")
        pl.realm = _with_plot(pl.realm, cell, plot[1], SPIRIT_INDEX[colour], by)
    on_tree = []
    for i, item in enumerate(tree):
        field = f"tree[{i}]"
        area, colour, by = V.as_list(list(item) if isinstance(item, tuple) else item, field, 3)
        V.as_str(area, field, SOLO_TREE_AREAS if solo else TREE_AREAS)
        V.as_str(colour, field, SPIRITS[:WRAITH])
        on_tree.append((area, SPIRIT_INDEX[colour], _seat_of(by, names)))
    s.tree = tuple(on_tree)
    used_groves = {p[1] for pl in s.p for p in pl.realm}
    free = [g for g in PURCHASABLE if g not in used_groves]
    s.row = tuple(row) if row is not None else tuple(free[:4])
    if final and stack:
        raise V.fail("final", "the final round starts only once the last grove of the draw stack is turned "
                              "up: give an empty stack (or leave it out)")
    if final:    # the final round: the draw stack is spent
        stack = ()
    s.stack = tuple(stack) if stack is not None else tuple(
        g for g in free[4:4 + STACK_SIZE[n] - 4] if g not in s.row)
    in_play = used_groves | set(s.row) | set(s.stack)
    s.box = tuple(g for g in PURCHASABLE if g not in in_play)
    s.start_box = tuple(g for g in sorted(GROVES) if g > GROVE_COUNT and g not in used_groves)
    s.realm_cards = tuple(realm_cards) if realm_cards is not None else (5, 6, 9)
    s.realm_box = tuple(c for c in sorted(REALM_CARDS) if c not in s.realm_cards)
    held = {c for pl in s.p for c in pl.cards + pl.scored}
    revealed = set(s.realm_cards)
    for pl in s.p:
        for c in pl.lightning:
            if c not in revealed or REALM_CARDS[c].type != "lightning":
                raise V.fail("lightning", f"realm card {c} is not a revealed lightning card")
    if solo:
        s.summon_box = tuple(c for c in sorted(SUMMONING) if SUMMONING[c].wraith and c not in held)
    s.deck = tuple(deck) if deck is not None else tuple(
        c for c in sorted(SUMMONING) if c not in held and c not in s.summon_box)
    s.summon_box = tuple(c for c in sorted(SUMMONING) if c not in held and c not in s.deck)
    if solo:
        s.wbag = SOLO_WRAITH_BAG if wraith_bag is None else wraith_bag
        s.hollows = hollows
        s.gifted = tuple(sorted({SPIRIT_INDEX[c] for c in gifted}))
        s.markers = tuple(1 if c in s.gifted else 0 for c in range(6))
    s.final = (not s.stack) if final is None else final
    # supplies: whatever the position does not use
    used = [0] * 6
    for seat, pl in enumerate(s.p):
        used = _vadd(used, pl.bag)
        used = _vadd(used, hands[seat] if hands else (0,) * 6)
        for p in pl.realm:
            if p[2] >= 0:
                used = _add(used, p[2], 1)
    for _, sp, _ in s.tree:
        used = _add(used, sp, 1)
    used = _vadd(_vadd(used, s.wbag), s.markers)
    used = _add(used, WRAITH, s.hollows)
    s.supply = _vadd(SPIRIT_TOTALS, used, -1)
    s.res = RESOURCE_TOTALS
    for pl in s.p:
        s.res = _vadd(s.res, pl.res, -1)
    s.portal_supply = (PORTALS - sum(pl.base + len(pl.portals) for pl in s.p),
                       PORTALS - sum(len(pl.portals) for pl in s.p))
    V.need(min(s.supply) >= 0, "bags", "the position uses more spirits than the game has")
    V.need(min(s.res) >= 0, "resources", "the position uses more tokens than the game has")
    V.need(min(s.portal_supply) >= 0, "portals", "the position uses more portals than the game has")
    s._say(f"A teaching position for {plural(n, 'player')}.")
    s._work = (set(range(n)), s._work[1])
    if hands is None:
        s.seat = crown
        s._start_round()
    else:
        s.round = round
        for i in range(n):
            s.p[i].hand = hands[i]
        s.crown_placed = crown_placed
        s.seat = crown if to_move is None else to_move
        if not sum(s.p[s.seat].hand):
            s._next_turn()
    out = s._end()
    if out.phase != "play":
        raise V.fail("hands", "the position has no spirit left to place")
    return _load(out.to_dict())


def _seat_of(who, names: Sequence[str]) -> int:
    """A seat from a number, 'p2' or a player's name."""
    if type(who) is int and 0 <= who < len(names):
        return who
    if isinstance(who, str):
        seat = seat_of(who)
        if seat is not None and seat < len(names):
            return seat
        if who in names:
            return names.index(who)
    raise V.fail("seat", f"no player {str(who)[:40]!r}")


def _spirit_arg(v, field: str) -> tuple:
    return V.as_counts(v, field, SPIRITS, max(SPIRIT_TOTALS))


def _per_seat(v, field: str, n: int, check):
    """One checked value per seat, or None."""
    if v is None:
        return None
    items = V.as_list(list(v) if isinstance(v, tuple) else v, field, n)
    return [check(x, f"{field}[{i}]") for i, x in enumerate(items)]


def _ids(v, field: str, known, zero: bool = False, length: int | None = None) -> tuple[int, ...]:
    """A list of known ids (0 for a gap when ``zero``), none twice."""
    items = V.as_list(list(v) if isinstance(v, tuple) else v, field, length, max_len=100)
    out = []
    for i, x in enumerate(items):
        x = V.as_int(x, f"{field}[{i}]")
        V.need(x in known or (zero and x == 0), f"{field}[{i}]", f"{x} is not one of the game's ids")
        out.append(x)
    ids = [x for x in out if x]
    V.need(len(set(ids)) == len(ids), field, "an id appears twice")
    return tuple(out)


def _site_arg(site, field: str, n: int):
    """(seat, cell) of a space named like 'p1.e6' in a teaching position."""
    parsed = parse_site(site) if isinstance(site, str) else None
    V.need(parsed is not None and parsed[0] < n, field, f"{str(site)[:40]!r} is not a space of a realm")
    return parsed


def from_json(text: str) -> State:
    """The state written by ``State.to_json``."""
    return State.from_json(text)


# ---- conservation -----------------------------------------------------------------------------------

def invariants(state: State) -> None:
    """Check conservation laws; raises AssertionError (with a message) if one is broken.

    Spirits of each colour, elements, crystals, dominion, portals, groves (stack, row,
    realms, box, removed), starting groves and both kinds of cards are all accounted
    for, once each, and no supply or holding is negative.
    """
    s = state
    assert isinstance(s, State), f"not a Groves State: {type(s).__name__}"
    spirits = list(s.supply)
    res = list(s.res)
    for seat, pl in enumerate(s.p):
        for t in (pl.bag, pl.hand, pl.res):
            assert min(t) >= 0, f"seat {seat}: negative holding {t}"
        spirits = _vadd(spirits, pl.bag)
        spirits = _vadd(spirits, pl.hand)
        res = _vadd(res, pl.res)
        cells = [p[0] for p in pl.realm]
        assert len(cells) == len(set(cells)), f"seat {seat}: two groves on one space"
        for cell, g, sp, by in pl.realm:
            if sp >= 0:
                spirits = _add(spirits, sp, 1)
                assert QUICK_REFERENCE_PLACEABLE or GROVES[g].kind != "reference", \
                    f"seat {seat}: a spirit on the quick-reference grove"
                assert 0 <= by < s.players, f"seat {seat}: a spirit placed by no seat"
        assert pl.base in (0, 1), f"seat {seat}: portal bases {pl.base}"
        assert len(set(pl.portals)) == len(pl.portals) and all(t in s.neighbours(seat) for t in pl.portals), \
            f"seat {seat}: portals {pl.portals}"
    for _, sp, _ in s.tree:
        spirits = _add(spirits, sp, 1)
        assert sp != WRAITH, "a wraith on the Tree of Idyll"
    spirits = _vadd(_vadd(_vadd(spirits, s.wbag), s.wdraw), s.markers)
    spirits = _add(spirits, WRAITH, s.hollows + s.banished)
    assert min(s.supply) >= 0 and min(s.res) >= 0 and min(s.wbag) >= 0, "negative supply"
    assert tuple(spirits) == SPIRIT_TOTALS, f"spirits {tuple(spirits)} != {SPIRIT_TOTALS}"
    assert tuple(res) == RESOURCE_TOTALS, f"resources {tuple(res)} != {RESOURCE_TOTALS}"
    bases = s.portal_supply[0] + sum(pl.base + len(pl.portals) for pl in s.p)
    mirrors = s.portal_supply[1] + sum(len(pl.portals) for pl in s.p)
    pending_mirror = 1 if s.pending is not None and s.pending.kind == "portal" else 0
    assert bases == PORTALS and mirrors + pending_mirror == PORTALS, "portal bases and mirrors"
    assert 0 <= s.hollows <= HOLLOWS_SPACES, f"hollows {s.hollows}"
    realm_groves = [p[1] for pl in s.p for p in pl.realm]
    bought = [g for g in realm_groves if g <= GROVE_COUNT]
    starting = [g for g in realm_groves if g > GROVE_COUNT]
    placed = list(s.stack) + [g for g in s.row if g] + list(s.removed) + list(s.box) + bought
    assert sorted(placed) == list(PURCHASABLE), "each grove is in exactly one place"
    assert sorted(starting + list(s.start_box)) == sorted(g for g in GROVES if g > GROVE_COUNT), \
        "each starting grove is in exactly one place"
    cards = list(s.deck) + list(s.summon_box)
    for pl in s.p:
        cards += list(pl.cards) + list(pl.scored)
    if s.pending is not None and s.pending.kind == "card":
        cards += list(s.pending.cards)
    assert sorted(cards) == sorted(SUMMONING), "each summoning card is in exactly one place"
    assert sorted(s.realm_cards + s.realm_box) == sorted(REALM_CARDS), "each realm card is in one place"
    claimed = [c for pl in s.p for c in pl.lightning]
    assert len(claimed) == len(set(claimed)) and set(claimed) <= set(s.realm_cards), "lightning cards"
    if s.phase == "play" and s.pending is None:
        assert sum(s.p[s.seat].hand) > 0, "the player to move holds spirits"


# ---- reading saves ----------------------------------------------------------------------------------

_KEYS = POSITION_FIELDS + ("game", "players", "rng")
_PLAYER_KEYS = ("realm", "bag", "hand", "res", "cards", "scored", "lightning", "base", "portals", "start")


def _load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    V.as_dict(d, "state", [k for k in _KEYS if k != "p"], exact=True)
    V.need(d["game"] == "groves", "game", "not a Groves save")
    players = V.as_list(d["players"], "players", max_len=10)
    n = len(players)
    V.need(n in STACK_SIZE, "players", f"Groves is for 1 to 4 players, not {n}")
    solo = n == 1
    names = V.as_names(d["names"], "names", n)
    rng = Rng(V.as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    phase = V.as_str(d["phase"], "phase", PHASES)
    order = _ids(d["order"], "order", range(n))
    rnd = V.as_int(d["round"], "round", 0, 10_000)
    crown = V.as_int(d["crown"], "crown", 0, n - 1)
    seat = V.as_int(d["seat"], "seat", 0, n - 1)
    crown_placed = V.as_bool(d["crown_placed"], "crown_placed")
    final = V.as_bool(d["final"], "final")
    top = max(SPIRIT_TOTALS)
    supply = V.as_counts(d["supply"], "supply", SPIRITS, top)
    res = V.as_counts(d["res"], "res", RESOURCES, max(RESOURCE_TOTALS))
    portal_supply = tuple(V.as_int(x, f"portal_supply[{i}]", 0, PORTALS)
                          for i, x in enumerate(V.as_list(d["portal_supply"], "portal_supply", 2)))
    row = _ids(d["row"], "row", PURCHASABLE, zero=True, length=len(ROW_COSTS))
    stack = _ids(d["stack"], "stack", PURCHASABLE)
    box = _ids(d["box"], "box", PURCHASABLE)
    removed = _ids(d["removed"], "removed", PURCHASABLE)
    start_box = _ids(d["start_box"], "start_box", [g for g in GROVES if g > GROVE_COUNT])
    realm_cards = _ids(d["realm_cards"], "realm_cards", REALM_CARDS)
    V.need(len(realm_cards) == REALM_CARDS_SHOWN, "realm_cards", f"{REALM_CARDS_SHOWN} cards are revealed")
    realm_box = _ids(d["realm_box"], "realm_box", REALM_CARDS)
    deck = _ids(d["deck"], "deck", SUMMONING)
    summon_box = _ids(d["summon_box"], "summon_box", SUMMONING)
    tree = []
    for i, item in enumerate(V.as_list(d["tree"], "tree", max_len=200)):
        area, sp, by = V.as_list(item, f"tree[{i}]", 3)
        V.as_str(area, f"tree[{i}]", SOLO_TREE_AREAS if solo else TREE_AREAS)
        V.as_str(sp, f"tree[{i}]", SPIRITS[:WRAITH])
        tree.append((area, SPIRIT_INDEX[sp], V.as_int(by, f"tree[{i}]", 0, n - 1)))
    wbag = V.as_counts(d["wbag"], "wbag", SPIRITS, top)
    wdraw = V.as_counts(d["wdraw"], "wdraw", SPIRITS, DRAW)
    markers = V.as_counts(d["markers"], "markers", SPIRITS, 1)
    hollows = V.as_int(d["hollows"], "hollows", 0, HOLLOWS_SPACES)
    banished = V.as_int(d["banished"], "banished", 0, SPIRIT_TOTALS[WRAITH])
    gifted = tuple(SPIRIT_INDEX[V.as_str(c, f"gifted[{i}]", [SPIRITS[k] for k in COLOURED])]
                   for i, c in enumerate(V.as_list(d["gifted"], "gifted", max_len=4)))
    V.need(list(gifted) == sorted(set(gifted)), "gifted", "colours in order, once each")
    powers_done = tuple(V.as_str(p, f"powers_done[{i}]", POWERS)
                        for i, p in enumerate(V.as_list(d["powers_done"], "powers_done", max_len=4)))
    V.need(powers_done == tuple(SOLO_POWER_ORDER[:len(powers_done)]), "powers_done",
           "powers are offered in their order")
    result = d["result"]
    V.need(result in (None, "won", "lost"), "result", "expected null, 'won' or 'lost'")
    log = Log(V.as_log(d["log"]))
    if not solo:
        for k, v in (("wbag", wbag), ("wdraw", wdraw), ("markers", markers)):
            V.need(not any(v), k, "only the solo game has a wraith bag")
        for k, v in (("gifted", gifted), ("hollows", hollows), ("banished", banished),
                     ("powers_done", powers_done), ("result", result)):
            V.need(not v, k, "only the solo game has one")
    V.need(all(markers[c] <= (c in gifted) for c in range(len(SPIRITS))), "markers",
           "a reminder spirit only for a colour given to the wraith bag")
    ps = []
    for i, q in enumerate(players):
        f = f"players[{i}]"
        V.as_dict(q, f, _PLAYER_KEYS, exact=True)
        realm = []
        for j, item in enumerate(V.as_list(q["realm"], f"{f}.realm", max_len=GROVE_COUNT + 4)):
            ff = f"{f}.realm[{j}]"
            space, g, sp, by = V.as_list(item, ff, 4)
            cell = cell_of(space) if isinstance(space, str) else None
            V.need(cell is not None, ff, f"{str(space)[:20]!r} is not a space")
            V.need(type(g) is int and g in GROVES, ff, "not a grove id")
            if sp is None:
                V.need(by == NO, ff, "a free grove has no placer")
                realm.append((cell, g, NO, NO))
            else:
                V.as_str(sp, ff, SPIRITS)
                realm.append((cell, g, SPIRIT_INDEX[sp], V.as_int(by, ff, 0, n - 1)))
        realm.sort(key=realm_order)
        start = q["start"]
        V.need(start is None or start in [SPIRITS[c] for c in COLOURED], f"{f}.start", "a colour or null")
        pl = Player(tuple(realm), V.as_counts(q["bag"], f"{f}.bag", SPIRITS, top),
                    V.as_counts(q["hand"], f"{f}.hand", SPIRITS, top),
                    V.as_counts(q["res"], f"{f}.res", RESOURCES, max(RESOURCE_TOTALS)),
                    _ids(q["cards"], f"{f}.cards", SUMMONING), _ids(q["scored"], f"{f}.scored", SUMMONING),
                    _ids(q["lightning"], f"{f}.lightning", REALM_CARDS),
                    V.as_int(q["base"], f"{f}.base", 0, 1), _ids(q["portals"], f"{f}.portals", range(n)),
                    SPIRIT_INDEX[start] if start else NO)
        _check_realm(pl, f, i)
        V.need(all(t != i for t in pl.portals), f"{f}.portals", "a portal leads to another realm")
        V.need(not solo or (not pl.portals and not pl.base), f"{f}.portals", "the solo game has no portals")
        ps.append(pl)
    starts = [pl.start for pl in ps if pl.start >= 0]
    V.need(len(starts) == len(set(starts)), "players", "two players chose the same resource grove")
    pending = _pending(d["pending"], ps, phase, seat, n)
    s = State._make(names=names, p=tuple(ps), rng=rng, phase=phase, order=order, round=rnd, crown=crown,
                     seat=seat, crown_placed=crown_placed, final=final, pending=pending, supply=supply, res=res,
                     portal_supply=portal_supply, row=row, stack=stack, box=box, removed=removed,
                     start_box=start_box, realm_cards=realm_cards, realm_box=realm_box, deck=deck,
                     summon_box=summon_box, tree=tuple(tree), wbag=wbag, wdraw=wdraw, hollows=hollows,
                     banished=banished, gifted=gifted, markers=markers, powers_done=powers_done, result=result,
                     log=log)
    _check_phase(s)
    _check_conservation(s)
    try:
        invariants(s)
    except AssertionError as e:
        raise V.fail("state", str(e)) from None
    return s


def _check_realm(pl: Player, f: str, seat: int) -> None:
    kinds = [GROVES[g].kind for _, g, _, _ in pl.realm]
    for kind in ("reference", "crystal", "spirit"):
        V.need(kinds.count(kind) == 1, f"{f}.realm", f"a realm has one {kind} starting grove")
    resource = [g for _, g, _, _ in pl.realm if GROVES[g].kind == "resource"]
    if pl.start < 0:
        V.need(not resource, f"{f}.realm", "no resource grove before it is chosen")
    else:
        V.need(resource == [RESOURCE_GROVE[pl.start]], f"{f}.realm", "the resource grove of the start colour")
    cells = {p[0] for p in pl.realm}
    V.need(len(cells) == len(pl.realm), f"{f}.realm", "two groves on one space")
    seen, todo = set(), [next(iter(cells))]
    while todo:
        c = todo.pop()
        if c in seen:
            continue
        seen.add(c)
        todo.extend(nb for nb in hex_neighbours(c) if nb in cells)
    V.need(seen == cells, f"{f}.realm", "every grove touches the realm")
    for cell, g, sp, by in pl.realm:
        if sp >= 0:
            V.need(QUICK_REFERENCE_PLACEABLE or GROVES[g].kind != "reference", f"{f}.realm",
                   "no spirit on the quick-reference grove")


def _pending(v, ps, phase: str, seat: int, n: int):
    if v is None:
        return None
    items = V.as_list(v, "pending", max_len=6)
    V.need(phase == "play" and items, "pending", "a decision is open only in play")
    kind = items[0]
    if kind == "reward":
        _, stage, owner, space, sp = V.as_list(items, "pending", 5)
        V.as_str(stage, "pending", STAGES)
        owner = V.as_int(owner, "pending", 0, n - 1)
        cell = cell_of(space) if isinstance(space, str) else None
        V.need(cell is not None, "pending", "not a space")
        V.as_str(sp, "pending", SPIRITS)
        spirit = SPIRIT_INDEX[sp]
        plot = ps[owner].plot(cell)
        V.need(plot is not None and plot[2] == spirit and plot[3] == seat, "pending",
               "the reward of the grove the player to move just took")
        grove = GROVES[plot[1]]
        reward = grove.primary if stage == "primary" else grove.bonus
        V.need(reward is not None, "pending", "that grove has no such reward")
        if stage == "bonus":
            V.need(spirit == WRAITH or spirit == grove.colour, "pending", "the bonus needs a matching spirit")
        return RewardDecision(stage, owner, cell, spirit)
    if kind == "buy":
        V.as_list(items, "pending", 1)
        return BuyDecision()
    if kind == "card":
        _, a, b = V.as_list(items, "pending", 3)
        cards = _ids([a, b], "pending", SUMMONING)
        return CardDecision(cards)
    if kind == "portal":
        targets = _ids(items[1:], "pending", range(n))
        V.need(len(targets) >= 2 and list(targets) == sorted(targets), "pending", "two neighbours to choose from")
        return PortalDecision(targets)
    if kind == "power":
        _, power = V.as_list(items, "pending", 2)
        V.as_str(power, "pending", POWERS)
        V.need(n == 1, "pending", "powers are solo only")
        return PowerDecision(power)
    raise V.fail("pending", f"{str(kind)[:20]!r} is not a decision")


def _check_phase(s: State) -> None:
    if s.phase == "start":
        V.need(s.order == tuple(range(len(s.order) - 1, -1, -1)) and s.order, "order",
               "the seats still to choose, from the last down to the first")
        for i, pl in enumerate(s.p):
            V.need((pl.start < 0) == (i in s.order), f"players[{i}].start", "chosen once, in order")
            V.need(not any(pl.bag) and not any(pl.hand), f"players[{i}].bag", "empty before the game starts")
        V.need(s.round == 0 and not s.tree and not s.crown_placed and s.crown == 0, "round",
               "the first round has not begun")
        return
    V.need(not s.order, "order", "everyone has chosen")
    V.need(all(pl.start >= 0 for pl in s.p), "players", "every player has chosen a resource grove")
    V.need(s.round >= 1, "round", "at least 1 once play starts")
    if s.phase == "play":
        V.need(s.result is None, "result", "the game is not over")
        if s.pending is None:
            V.need(sum(s.p[s.seat].hand) > 0, "seat", "the player to move holds spirits")
        if s.pending is not None and s.pending.kind == "portal":
            V.need(s.p[s.seat].base == 1 and set(s.pending.targets) <= set(s.neighbours(s.seat)), "pending",
                   "a portal toward neighbours")
        if s.pending is not None and s.pending.kind == "power":
            V.need(s.pending.power in s.powers_done and s.wdraw[POWER_COLOUR[s.pending.power]], "pending",
                   "a power of a colour just drawn")
        elif s.pending is None or not s.solo:
            V.need(not any(s.wdraw), "wdraw", "spirits are drawn from the wraith bag only at round end")
        return
    V.need(s.pending is None, "pending", "no decision is open once the game is over")
    if s.solo:
        V.need(s.result in ("won", "lost"), "result", "a finished solo game is won or lost")
        full = s.hollows >= HOLLOWS_SPACES
        if s.result == "won":
            V.need(s.final and not full and s.scores[0] > s.threshold(), "result",
                   "a win needs the final round and more dominion than the Hollows")
        else:
            V.need(full or (s.final and s.scores[0] <= s.threshold()), "result",
                   "a loss needs full Hollows or too little dominion")
    else:
        V.need(s.final, "final", "the game ends after the final round")
        V.need(all(not any(pl.hand) for pl in s.p), "players", "every spirit was placed")


def _check_conservation(s: State) -> None:
    seen = list(s.supply)
    for pl in s.p:
        seen = _vadd(_vadd(seen, pl.bag), pl.hand)
        for _, _, sp, _ in pl.realm:
            if sp >= 0:
                seen = _add(seen, sp, 1)
    for _, sp, _ in s.tree:
        seen = _add(seen, sp, 1)
    seen = _vadd(_vadd(_vadd(seen, s.wbag), s.wdraw), s.markers)
    seen = _add(seen, WRAITH, s.hollows + s.banished)
    for c, name in enumerate(SPIRITS):
        V.need(seen[c] == SPIRIT_TOTALS[c], "supply",
               f"{seen[c]} {name} spirits are accounted for; the game has {SPIRIT_TOTALS[c]}")
    res = list(s.res)
    for pl in s.p:
        res = _vadd(res, pl.res)
    for i, name in enumerate(RESOURCES):
        V.need(res[i] == RESOURCE_TOTALS[i], "res", f"{res[i]} {name} accounted for; the game has "
               f"{RESOURCE_TOTALS[i]}")
    realm_groves = [p[1] for pl in s.p for p in pl.realm]
    placed = sorted(list(s.stack) + [g for g in s.row if g] + list(s.removed) + list(s.box)
                    + [g for g in realm_groves if g <= GROVE_COUNT])
    V.need(placed == list(PURCHASABLE), "stack", "each of the 28 groves is in exactly one place "
           "(row, draw stack, box, removed, a realm)")
    starting = sorted([g for g in realm_groves if g > GROVE_COUNT] + list(s.start_box))
    V.need(starting == sorted(g for g in GROVES if g > GROVE_COUNT), "start_box",
           "each starting grove is in exactly one place")
    cards = list(s.deck) + list(s.summon_box) + [c for pl in s.p for c in pl.cards + pl.scored]
    if s.pending is not None and s.pending.kind == "card":
        cards += list(s.pending.cards)
    V.need(sorted(cards) == sorted(SUMMONING), "deck", "each summoning card is in exactly one place")
    V.need(sorted(s.realm_cards + s.realm_box) == sorted(REALM_CARDS), "realm_box",
           "each realm card is in exactly one place")
    claimed = [c for pl in s.p for c in pl.lightning]
    V.need(len(claimed) == len(set(claimed)) and all(
        c in s.realm_cards and REALM_CARDS[c].type == "lightning" for c in claimed), "lightning",
        "a revealed lightning card, claimed once")
    bases = s.portal_supply[0] + sum(pl.base + len(pl.portals) for pl in s.p)
    mirrors = s.portal_supply[1] + sum(len(pl.portals) for pl in s.p)
    mirrors += 1 if s.pending is not None and s.pending.kind == "portal" else 0
    V.need(bases == PORTALS and mirrors == PORTALS, "portal_supply", f"{PORTALS} bases and mirrors in all")
    for i, pl in enumerate(s.p):
        for cell, g, sp, by in pl.realm:
            if sp >= 0 and by != i:
                V.need(i in s.p[by].portals, f"players[{i}].realm", "a visitor came through a portal")
