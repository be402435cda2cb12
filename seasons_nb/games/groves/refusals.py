"""Groves: why an action is refused (``Refusals``, a part of ``State``).

``State.apply`` refuses what is not among the legal actions; these methods say why, as the most specific
rule that forbids it and a sentence naming what is wrong: for a whole action (``_why``) and for clicks that
start or make none (``explain_clicks``). The rules they name are in ``rules.py``; what they test is shared
with the legal actions through the ``*_refusal`` functions of ``view.py``.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Sequence

from seasons_nb.core import NO, IllegalAction

from .actions import (
    STAGES, Action, Buy, Keep, Place, Portal, ReturnWraith, Skip, Start, TakeReward, Use, click_action, label,
    read_target, seat_id, site_id, token_spirit,
)
from .components import (
    COLOURED, CRYSTAL, GROVES, ROW_COSTS, SPIRIT_INDEX, SPIRITS, TREE_AREAS, WHITE, WRAITH, plural, spirit_text,
    vec_text,
)
from .rules import RULES
from .view import plot_refusal


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _noun(spirit: int) -> str:
    """'wraith' or 'orange spirit' (no article)."""
    return "wraith" if spirit == WRAITH else f"{SPIRITS[spirit]} spirit"


class Refusals:
    """The part of a Groves ``State`` that explains a refusal (it reads the State's fields)."""

    __slots__ = ()

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
