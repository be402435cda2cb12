"""What one seat may see of a Seasons of Intrigue position (``View``), and what a State and a View share.

``Position`` holds the accessors both offer (prompt, power, scores, who holds what); a ``View``
hides the other players' hands, workers, packs and planned workers (until revealed), and from everyone
the decks' order and the face-down tiles (each kept as ``-1``). Personal quests are shown to everyone
(``intrigue.ours.personal_quests_open``).
"""

from __future__ import annotations

from typing import NamedTuple

from seasons_nb.core import NO, Drawn, Rng
from seasons_nb.core import View as CoreView
from seasons_nb.core.state import Phased

from . import render
from .actions import parse_action
from .components import (
    CALENDAR, CARD_INDEX, CARDS, EVENTS, FACTIONS, GARRISONS, GOOD_OF_KIND, GOODS, HAND_LIMIT, LAND_INDEX,
    LANDS, MIN_PRICE, NUMBERS, PERSONAL, QUESTS, ROW, SEASONS, SPACE_GARRISON, TILES, TRACK, UPGRADES, WORKER_INDEX,
    WORKERS,
)
from .rules import CIVIL_POWER, INFO, RULES

PHASES = ("draft", "plan", "act", "battle", "home", "hand", "over")
POSITION_FIELDS = (
    "names", "years", "turn_limit", "phase", "year", "season", "order", "seat", "step",
    "gold", "hand", "workers", "packs", "planned", "used", "influence", "vp", "victories", "defeats", "won",
    "upgrades", "garrison", "graveyard", "personal", "paid", "announced",
    "tiles", "revealed", "units", "holder", "goods", "buildings",
    "worker_deck", "worker_discard", "card_deck", "card_discard", "quest_deck", "quests", "event_deck", "events",
    "tokens", "tokens_left", "alliances", "act", "battle", "winner", "log")


class Acting(NamedTuple):
    """The action step of the player to act: the type chosen ('' before), steps left, power added
    before the type was chosen, whether the ability was used, the trade price bonus per good, and
    whether a Civil action has done its one thing, and the land a Trade action sells goods from (-1
    before its first good)."""

    kind: str = ""
    steps: int = 0
    bonus: int = 0
    ability: bool = False
    price: tuple = (0, 0, 0)
    civil_done: bool = False
    land: int = NO


class Battle(NamedTuple):
    """The combat being fought: its land, attacker, defender, cards played per seat, seats that passed,
    and each side's card bonus (attacker, defender)."""

    land: int
    attacker: int
    defender: int
    played: tuple
    passed: tuple
    bonus: tuple


def combat_value(card: int) -> int:
    """What a card adds to a side in a combat: a combat card its power, an intrigue card for combats its
    bonus, any other card 0."""
    c = CARDS[card]
    if c.colour == "combat":
        return c.power
    return c.op[1] if c.op[0] == "combat" else 0


class Position(Phased, Drawn):
    """The public API of a Seasons of Intrigue position, shared by ``State`` and ``View``."""

    __slots__ = ()
    PICTURES = render
    parse_action = staticmethod(parse_action)
    INFO = INFO
    RULES = RULES

    @property
    def seasons_played(self) -> int:
        """Seasons begun so far (the current one included)."""
        return (self.year - 1) * len(SEASONS) + self.season + 1

    @property
    def shown_season(self) -> int | None:
        """The season being played, or None during the draft and once the game is over."""
        return None if self.phase in ("draft", "over") else self.season

    def initiative(self, seat: int) -> int:
        """The seat's place on the initiative track (0 first)."""
        return self.order.index(seat)

    # ---- the rules' numbers ------------------------------------------------------------------
    def event_mods(self) -> list[tuple]:
        """The modifiers of the events in the row."""
        return [EVENTS[e].modifier for e in self.events if e >= 0 and not EVENTS[e].blank and EVENTS[e].modifier]

    def power(self, seat: int, worker: int, kind: str = "") -> int:
        """A worker's power this season: its own, the calendar's and its card's season modifier, the
        events (for the action type ``kind`` when given)."""
        w = WORKERS[worker]
        p = w.power + CALENDAR[self.season][w.faction] + w.seasons[self.season]
        for m in self.event_mods():
            if m[0] == "faction" and m[1] == FACTIONS[w.faction].id:
                p += m[2]
            elif m[0] == "action" and m[1] == kind:
                p += m[2]
        return p

    def price(self, good: int) -> int:
        """The market price of a good, with the events."""
        p = GOODS[good].price
        for m in self.event_mods():
            if m[0] == "price" and m[1] == GOODS[good].id:
                p += m[2]
        return max(MIN_PRICE, p)

    def hand_limit(self, seat: int) -> int:
        return HAND_LIMIT + sum(op[1] for i, u in enumerate(UPGRADES) if self.upgrades[seat][i] == 2
                                for op in u.effect if op[0] == "hand")

    def revealed_upgrades(self, seat: int) -> int:
        return sum(1 for x in self.upgrades[seat] if x == 2)

    def base_space(self, seat: int) -> int:
        """The rightmost empty garrison space (the one whose garrison gives the combat power), or -1."""
        g = self.garrison[seat]
        for i in range(len(g) - 1, -1, -1):
            if not g[i]:
                return i
        return NO

    def base_power(self, seat: int) -> int:
        s = self.base_space(seat)
        return GARRISONS[SPACE_GARRISON[s]].power if s >= 0 else 0

    def card_limit(self, seat: int) -> int:
        s = self.base_space(seat)
        base = GARRISONS[SPACE_GARRISON[s]].cards if s >= 0 else 0
        return base + sum(op[1] for i, u in enumerate(UPGRADES) if self.upgrades[seat][i] == 2
                          for op in u.effect if op[0] == "cards")

    def side_power(self, seat: int, land: int, bonus: int = 0) -> tuple[int, int, int]:
        """A side of a combat in ``land`` (``intrigue.battle.base``, ``.total``): the garrison's base
        power, one per extra unit there, and the total with ``bonus`` from the cards played."""
        extra = max(0, self.units[land][seat] - 1)
        base = self.base_power(seat)
        return base, extra, base + extra + bonus

    def vp_tokens(self, seat: int) -> list[tuple[str, str]]:
        """The seat's VP tokens as (kind, id): kind is influence, quest or alliance."""
        return [tuple(t.partition(":")[::2]) for t in self.vp[seat]]

    # ---- what the rules allow: each predicate gives the rule id that forbids a choice, or None; the legal
    # actions, the refusals and the loader all ask it ----------------------------------------------------
    def to_place(self) -> list[int]:
        """The seats still to place a worker this season, in initiative order (``intrigue.season.plan``); a
        seat without a worker in hand sits the season out (``intrigue.ours.acting_order``)."""
        return [i for i in self.order if self.planned[i] == NO and self.workers[i]]

    def has_to_act(self, seat: int) -> bool:
        """Whether the seat's placed worker has still to act this season (``intrigue.season.reveal``)."""
        return self.planned[seat] >= 0 and self.planned[seat] not in self.used[seat]

    def initiative_refusal(self, seat: int, direction: str) -> str | None:
        """``intrigue.politics.initiative``: a seat's initiative marker moves one place up or down the track."""
        if seat not in self.order:
            return "intrigue.politics.initiative"
        place = self.order.index(seat)
        if (place == 0) if direction == "up" else (place == self.players - 1):
            return "intrigue.politics.initiative"
        return None

    def event_swap_refusal(self, k: int, direction: str) -> str | None:
        """``intrigue.politics.events``: event ``k`` (0 the first) swaps with its neighbour that way; the first
        event pushed left leaves the row (``intrigue.ours.event_push``)."""
        events = self.events
        if events[k] < 0 or ((k > 0 and events[k - 1] < 0) if direction == "left"
                             else (k == ROW - 1 or events[k + 1] < 0)):
            return "intrigue.politics.events"
        return None

    def influence_refusal(self, seat: int, faction: int) -> str | None:
        """``intrigue.politics.influence``: a seat's influence marker rises to the top of its track, no further."""
        return "intrigue.politics.influence" if self.influence[seat][faction] >= TRACK else None

    def civil_refusal(self, thing: int) -> str | None:
        """``intrigue.ours.civil_thresholds``: the power a Civil action needs to draw cards (``thing`` 0), to
        reveal an upgrade (1) or to build (2)."""
        return "intrigue.ours.civil_thresholds" if self.act.steps < CIVIL_POWER[thing] else None

    def upgrade_refusal(self, seat: int, upgrade: int) -> str | None:
        """``intrigue.civil.upgrade``: an open upgrade of the seat's tablet, revealed for its price."""
        if self.upgrades[seat][upgrade] != 1 or self.gold[seat] < UPGRADES[upgrade].price:
            return "intrigue.civil.upgrade"
        return None

    def build_refusal(self, seat: int, land: int) -> str | None:
        """``intrigue.civil.build``: a building on a land the seat holds that has none, for its cost."""
        if self.holder[land] != seat or self.buildings[land] != NO or self.gold[seat] < NUMBERS["building_cost"]:
            return "intrigue.civil.build"
        return None

    def deploy_refusal(self, seat: int, land: int) -> str | None:
        """``intrigue.combat.deploy``: a unit from the seat's tablet to an empty land on the edge of the map."""
        if not any(self.garrison[seat]) or LANDS[land].inner or any(self.units[land]):
            return "intrigue.combat.deploy"
        return None

    def move_refusal(self, seat: int, start: int, to: int) -> str | None:
        """``intrigue.combat.move``: one of the seat's units to a neighbouring land, unless two other players'
        units are already there (so an attacker may bring more units into the land it attacks)."""
        if (self.units[start][seat] == 0 or to not in LANDS[start].neighbours
                or sum(1 for i, u in enumerate(self.units[to]) if u > 0 and i != seat) > 1):
            return "intrigue.combat.move"
        return None

    def spare_workers(self, seat: int) -> int:
        """Workers in hand beyond one for each season still to plan."""
        return len(self.workers[seat]) - (len(SEASONS) - 1 - self.season)

    def sale_refusal(self, seat: int, target: str) -> str | None:
        """What a Trade action may sell (``target`` a worker, land or card id): a worker the seat does not need
        for the seasons still to plan (``intrigue.constraint.workers_kept``), one good of a face-up land it
        holds (``intrigue.trade.goods``), every good from one land (``intrigue.ours.trade_one_land``), or a
        card it holds (``intrigue.trade.card``)."""
        if target in WORKER_INDEX and WORKER_INDEX[target] in self.workers[seat]:
            return "intrigue.constraint.workers_kept" if self.spare_workers(seat) <= 0 else None
        if target in LAND_INDEX:
            land = LAND_INDEX[target]
            if self.holder[land] != seat or self.goods[land] == 0:
                return "intrigue.trade.goods"
            if self.act.land not in (NO, land):
                return "intrigue.ours.trade_one_land"
            return None if self.revealed[land] else "intrigue.trade.goods"
        if target in CARD_INDEX and CARD_INDEX[target] in self.hand[seat]:
            return None
        return "intrigue.trade.card"

    def support_refusal(self, seat: int, side: int, card: int) -> str | None:
        """Whether ``seat`` may play ``card`` for ``side`` in the combat: a card it holds that helps in a
        combat, for one of the two sides (``intrigue.battle.help``); a side plays for itself, and combat cards
        count against the seat's own tablet limit, intrigue cards for combats do not (``intrigue.battle.cards``)."""
        b = self.battle
        if card not in self.hand[seat] or combat_value(card) == 0 or side not in (b.attacker, b.defender):
            return "intrigue.battle.help"
        if (seat in (b.attacker, b.defender) and side != seat) or (
                CARDS[card].colour == "combat" and b.played[seat] >= self.card_limit(seat)):
            return "intrigue.battle.cards"
        return None

    def may_play(self, seat: int) -> bool:
        """Whether the seat has a card it may still play in this combat (``support_refusal``)."""
        b = self.battle
        side = seat if seat in (b.attacker, b.defender) else b.attacker
        return any(self.support_refusal(seat, side, c) is None for c in self.hand[seat])

    def wages_refusal(self, seat: int) -> str | None:
        """``intrigue.cleanup.home_and_wages``: at the wages step a seat brings units home until its gold pays
        a wage for each unit left on the map."""
        if self.step == "wages" and self.gold[seat] < NUMBERS["wage"] * self.units_on_map(seat):
            return "intrigue.cleanup.home_and_wages"
        return None

    def over_hand_limit(self, seat: int) -> bool:
        """Whether the seat holds more cards than its limit and the cards it paid to keep
        (``intrigue.cleanup.hand_limit``)."""
        return len(self.hand[seat]) > self.hand_limit(seat) + self.paid[seat]

    def keep_card_refusal(self, seat: int) -> str | None:
        """``intrigue.cleanup.hand_limit``: a card over the limit is kept for its price (``intrigue.ours.hand_price``)."""
        return "intrigue.cleanup.hand_limit" if self.gold[seat] < NUMBERS["keep_card_price"] else None

    def units_on_map(self, seat: int) -> int:
        return sum(u[seat] for u in self.units)

    def lands_of(self, seat: int) -> list[int]:
        """The lands the seat holds."""
        return [i for i, h in enumerate(self.holder) if h == seat]

    def tile_kind(self, land: int) -> str | None:
        t = self.tiles[land]
        return TILES[t].kind if t >= 0 and self.revealed[land] else None

    def stars(self, seat: int) -> int:
        return (sum(1 for i, u in enumerate(UPGRADES) if u.star and self.upgrades[seat][i] == 2)
                + NUMBERS["building_stars"] * sum(1 for b in self.buildings if b == seat))

    def holds(self, seat: int, cond: tuple) -> bool:
        """Whether a quest condition holds for the seat now."""
        k = cond[0]
        if k == "lands":
            lands = self.lands_of(seat)
            if cond[1] == "inner":
                lands = [x for x in lands if LANDS[x].inner]
            elif cond[1] == "edge":
                lands = [x for x in lands if not LANDS[x].inner]
            elif cond[1] != "any":
                lands = [x for x in lands if self.tile_kind(x) == cond[1]]
            return len(lands) >= cond[2]
        if k == "gold":
            return self.gold[seat] >= cond[1]
        if k == "influence":
            vals = self.influence[seat] if cond[1] == "any" else (
                self.influence[seat][[f.id for f in FACTIONS].index(cond[1])],)
            return max(vals) >= cond[2]
        if k == "building":
            return sum(1 for b in self.buildings if b == seat) >= (cond[1] if len(cond) > 1 else 1)
        if k == "victory":
            return self.won[seat]
        if k == "victories":
            return len(self.victories[seat]) >= cond[1]
        if k == "units":
            return self.units_on_map(seat) >= cond[1]
        if k == "upgrades":
            return self.revealed_upgrades(seat) >= cond[1]
        if k == "goods":
            lands = self.lands_of(seat)
            if cond[1] != "any":
                lands = [x for x in lands if self.tile_kind(x) is not None
                         and GOODS[GOOD_OF_KIND[self.tile_kind(x)]].id == cond[1]]
            return sum(self.goods[x] for x in lands) >= cond[2]
        return False

    def score_sheet(self, seat: int) -> dict[str, int]:
        """The endgame points of a seat, source by source (``intrigue.end.*``)."""
        p = self.personal[seat]
        return {
            "VP tokens": len(self.vp[seat]),
            "victories": len(self.victories[seat]),
            "defeats": -len(self.defeats[seat]),
            "inner lands": sum(1 for x in self.lands_of(seat) if LANDS[x].inner),
            "stars": self.stars(seat),
            "gold": self.gold[seat] // NUMBERS["gold_per_point"],
            "personal quest": 1 if p >= 0 and self.holds(seat, PERSONAL[p].condition) else 0,
        }

    @property
    def scores(self) -> list[int]:
        return [sum(self.score_sheet(i).values()) for i in range(self.players)]

    @property
    def winners(self) -> list[int]:
        return [self.winner] if self.phase == "over" and self.winner is not None else []

    # ---- words -------------------------------------------------------------------------------
    @property
    def prompt(self) -> str:
        if self.phase == "over":
            if self.winner is None:
                return f"Game over: the limit of {self.turn_limit} seasons is reached, a draw."
            return f"Game over: {self.names[self.winner]} wins with {self.scores[self.winner]} points."
        me = self.names[self.seat]
        p = self.phase
        when = f"Year {self.year}, {SEASONS[self.season]}"
        if p == "draft":
            return f"Year {self.year}, the draft: {me}, pick a worker from your pack."
        if p == "plan":
            return f"{when}: {me}, place a worker face down."
        if p == "act":
            w = WORKERS[self.planned[self.seat]]
            if not self.act.kind:
                return (f"{when}: {me}'s {w.name} acts (power {self.power(self.seat, self.planned[self.seat])}): "
                        "choose Politics, Civil, Combat or Trade.")
            return f"{when}: {me}, {self.act.kind} with {self.act.steps} step{'s' if self.act.steps != 1 else ''} left, or done."
        if p == "battle":
            b = self.battle
            return (f"{when}, combat on {LANDS[b.land].id}: {self.names[b.attacker]} attacks {self.names[b.defender]}. "
                    f"{me}: play a card for a side, or pass.")
        if p == "home":
            return f"Year {self.year}, cleanup: {me}, bring units home, then done."
        return (f"Year {self.year}, cleanup: {me} holds {len(self.hand[self.seat])} cards (limit "
                f"{self.hand_limit(self.seat)}): discard one, or pay to keep one.")

    def _data(self) -> dict:
        def ids(xs, table):
            return len(xs) if xs and xs[0] < 0 else [table[x].id for x in xs]

        ws = [w.id for w in WORKERS]
        players = []
        for i in range(len(self.names)):
            players.append({
                "gold": self.gold[i], "hand": ids(self.hand[i], CARDS), "workers": ids(self.workers[i], WORKERS),
                "pack": ids(self.packs[i], WORKERS),
                "planned": None if self.planned[i] == NO else ("hidden" if self.planned[i] < NO else ws[self.planned[i]]),
                "used": [ws[w] for w in self.used[i]],
                "influence": dict(zip([f.id for f in FACTIONS], self.influence[i])), "vp": list(self.vp[i]),
                "victories": sorted(self.victories[i]), "defeats": sorted(self.defeats[i]), "won": self.won[i],
                "upgrades": [("closed", "open", "revealed")[x] for x in self.upgrades[i]],
                "garrison": list(self.garrison[i]), "graveyard": self.graveyard[i],
                "personal": None if self.personal[i] == NO else ("hidden" if self.personal[i] < NO
                                                                 else PERSONAL[self.personal[i]].id),
                "paid": self.paid[i], "announced": self.announced[i]})
        return {
            "game": "intrigue", "names": list(self.names), "years": self.years, "turn_limit": self.turn_limit,
            "phase": self.phase, "year": self.year, "season": self.season, "order": list(self.order),
            "seat": self.seat, "step": self.step, "players": players,
            "lands": [{"tile": None if not self.revealed[x] else TILES[self.tiles[x]].id, "units": list(self.units[x]),
                       "holder": self.holder[x], "goods": self.goods[x], "building": self.buildings[x]}
                      for x in range(len(LANDS))],
            "worker_deck": ids(self.worker_deck, WORKERS), "worker_discard": [ws[w] for w in self.worker_discard],
            "card_deck": ids(self.card_deck, CARDS), "card_discard": [CARDS[c].id for c in self.card_discard],
            "quest_deck": ids(self.quest_deck, QUESTS),
            "quests": [QUESTS[q].id if q >= 0 else None for q in self.quests],
            "event_deck": ids(self.event_deck, EVENTS),
            "events": [EVENTS[e].id if e >= 0 else None for e in self.events],
            "tokens": list(self.tokens), "tokens_left": list(self.tokens_left), "alliances": list(self.alliances),
            "act": [*self.act[:4], list(self.act.price), self.act.civil_done, self.act.land] if self.act else None,
            "battle": None if self.battle is None else [self.battle.land, self.battle.attacker, self.battle.defender,
                                                        list(self.battle.played), list(self.battle.passed),
                                                        list(self.battle.bonus)],
            "winner": self.winner, "log": list(self.log),
        }



class View(Position, CoreView):
    """What one seat sees (``viewer``; None is the teacher)."""

    __slots__ = POSITION_FIELDS + ("viewer",)


    def sample(self, seed: int):
        """A full State that looks like this view, the unseen parts dealt with ``Rng(seed)``."""
        rng = Rng(seed)
        f = {k: getattr(self, k) for k in POSITION_FIELDS}
        n = len(self.names)
        # workers
        seen = set(w for i in range(n) for zone in (self.workers[i], self.packs[i], self.used[i]) for w in zone if w >= 0)
        seen |= {w for w in self.planned if w >= 0} | set(self.worker_discard)
        pool, rng = rng.shuffled([w for w in range(len(WORKERS)) if w not in seen])
        workers, packs, planned = list(self.workers), list(self.packs), list(self.planned)
        for i in range(n):
            for zone in (workers, packs):
                if zone[i] and zone[i][0] < 0:
                    k = len(zone[i])
                    zone[i], pool = tuple(pool[:k]), pool[k:]
            if planned[i] < NO:
                planned[i], pool = pool[0], pool[1:]
        f["workers"], f["packs"], f["planned"] = tuple(workers), tuple(packs), tuple(planned)
        f["worker_deck"] = tuple(pool)
        # cards
        seen = {c for i in range(n) for c in self.hand[i] if c >= 0} | set(self.card_discard)
        pool, rng = rng.shuffled([c for c in range(len(CARDS)) if c not in seen])
        hands = list(self.hand)
        for i in range(n):
            if hands[i] and hands[i][0] < 0:
                k = len(hands[i])
                hands[i], pool = tuple(sorted(pool[:k])), pool[k:]
        f["hand"], f["card_deck"] = tuple(hands), tuple(pool)
        # personal quests, quest and event decks, tiles
        seen = {p for p in self.personal if p >= 0}
        pool, rng = rng.shuffled([p for p in range(len(PERSONAL)) if p not in seen])
        f["personal"] = tuple(p if p >= NO else pool.pop() for p in self.personal)
        claimed = {QUESTS.index(next(q for q in QUESTS if q.id == t[6:])) for v in self.vp for t in v
                   if t.startswith("quest:")}
        seen = {q for q in self.quests if q >= 0} | claimed
        qd, rng = rng.shuffled([q for q in range(len(QUESTS)) if q not in seen][:len(self.quest_deck)])
        f["quest_deck"] = tuple(qd)
        seen = {e for e in self.events if e >= 0}
        ed, rng = rng.shuffled([e for e in range(len(EVENTS)) if e not in seen][:len(self.event_deck)])
        f["event_deck"] = tuple(ed)
        up = {t for x, t in enumerate(self.tiles) if self.revealed[x]}
        hidden, rng = rng.shuffled([t for t in range(len(TILES)) if t not in up])
        tiles = list(self.tiles)
        for x in range(len(tiles)):
            if not self.revealed[x]:
                tiles[x] = hidden.pop()
        f["tiles"] = tuple(tiles)
        f["rng"] = rng
        return self.STATE._make(**f)


def make_view(state, player: int | None) -> View:
    v = View._shared(state, player, POSITION_FIELDS)
    hide = (lambda xs: (NO,) * len(xs))
    v.worker_deck, v.card_deck = hide(state.worker_deck), hide(state.card_deck)
    v.quest_deck, v.event_deck = hide(state.quest_deck), hide(state.event_deck)
    v.tiles = tuple(t if up else NO for t, up in zip(state.tiles, state.revealed))
    if player is not None:
        others = [i for i in range(len(state.names)) if i != player]
        # personal quests are face up for everyone (``intrigue.ours.personal_quests_open``)
        hand, workers, packs, planned = list(state.hand), list(state.workers), list(state.packs), list(state.planned)
        for i in others:
            hand[i], workers[i], packs[i] = hide(hand[i]), hide(workers[i]), hide(packs[i])
            if state.phase in ("draft", "plan") and planned[i] >= 0:
                planned[i] = NO - 1
        v.hand, v.workers, v.packs, v.planned = tuple(hand), tuple(workers), tuple(packs), tuple(planned)
    return v
