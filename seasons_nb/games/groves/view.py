"""What one seat may see of a Groves position (``View``), and what a State and a View share.

``Position`` holds the accessors both offer (prompt, scores, holdings, realm spaces, …):
the renderer and the notebook use only these. A ``View`` is built from redacted data:
another player's bag is reduced to its size, their face-down summoning cards and a
summoning pair they are choosing from to zeros (one per card), the draw stack, the box,
the realm cards left in the box and the summoning deck to zeros, and there is no random
generator. ``View.sample(seed)`` draws a full ``State`` that looks the same from the
viewer's seat. What is public and what is secret is declared in ``rules.py``
(``groves.view.*``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping, NamedTuple, Sequence

from seasons_nb.core import NO, Drawn, Rng
from seasons_nb.core import View as CoreView
from seasons_nb.core.hexgrid import neighbours as hex_neighbours

from . import render
from .actions import CardDecision, Cell, label, parse_action, seat_id
from .components import (
    COLOURED, CRYSTAL, DOMINION, ELEMENTS, GROVE_COUNT, GROVES, HOLLOWS_SPACES, HOLLOWS_START, PURCHASABLE,
    REALM_CARDS, RESOURCES, ROW_COSTS, SOLO_TREE_AREAS, SPIRIT_TOTALS, SPIRITS, SUMMONING, WHITE, WRAITH, plural,
)
from .rules import (
    INFO, LEFTOVER_ROUNDING, PORTAL_ONE_PER_NEIGHBOUR, QUICK_REFERENCE_PLACEABLE, RULES, SOLO_CROWN_FIRST,
    SUMMONING_KINDS_COLOURS_ONLY, TROPHY_MINIMUM,
)

#: every field of a position, State and View alike (the State adds ``rng``)
POSITION_FIELDS = ("names", "seats", "phase", "order", "round", "crown", "seat", "crown_placed", "final",
                   "pending", "supply", "resource_supply", "portal_supply", "row", "stack", "box", "removed",
                   "start_box", "realm_cards", "realm_box", "deck", "summon_box", "tree", "wraith_bag_counts",
                   "wraith_drawn", "hollows", "banished", "gifted", "markers", "powers_done", "result", "log")


def realm_order(plot) -> tuple[int, int]:
    """Plots and spaces are listed row by row, from row a upwards."""
    return (plot[0][1], plot[0][0])


def space_order(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


class Player:
    """One player's belongings (treated as immutable once a position is built).

    ``realm`` is a tuple of plots ``(cell, grove id, spirit or -1, placer or -1)`` in row
    order; ``bag`` and ``hand`` count spirits by colour (``bag`` is None in a View when
    it is secret; ``hidden`` then holds its size); ``resources`` holds earth, light, water,
    crystal and dominion tokens; ``cards`` the face-down summoning cards (0: secret),
    ``scored`` the revealed ones; ``lightning`` the lightning cards claimed; ``base`` a
    portal base held without its mirror; ``portals`` the seats your portals lead to;
    ``start`` the colour of your resource grove (-1 before you chose).
    """

    __slots__ = ("realm", "bag", "hand", "resources", "cards", "scored", "lightning", "base", "portals", "start",
                 "hidden")

    def __init__(self, realm, bag, hand, resources, cards=(), scored=(), lightning=(), base=0, portals=(),
                 start=NO, hidden=0):
        self.realm = realm
        self.bag = bag
        self.hand = hand
        self.resources = resources
        self.cards = cards
        self.scored = scored
        self.lightning = lightning
        self.base = base
        self.portals = portals
        self.start = start
        self.hidden = hidden

    def copy(self) -> "Player":
        """A copy to change (the first change of a player in an action makes one)."""
        new = object.__new__(Player)
        new.realm, new.bag, new.hand, new.resources = self.realm, self.bag, self.hand, self.resources
        new.cards, new.scored, new.lightning = self.cards, self.scored, self.lightning
        new.base, new.portals, new.start, new.hidden = self.base, self.portals, self.start, self.hidden
        return new

    @property
    def bag_size(self) -> int:
        """How many spirits the bag holds (known even when its contents are secret)."""
        return sum(self.bag) if self.bag is not None else self.hidden

    def plot(self, cell: Cell):
        """The plot on ``cell`` or None."""
        for p in self.realm:
            if p[0] == cell:
                return p
        return None

    def purchased(self) -> list[int]:
        """Ids of the groves this player bought."""
        return [p[1] for p in self.realm if p[1] <= GROVE_COUNT]

    def __eq__(self, other) -> bool:
        return isinstance(other, Player) and all(getattr(self, k) == getattr(other, k) for k in Player.__slots__)

    __hash__ = None


class Plot(NamedTuple):
    """One grove of a realm, as ``Holdings.realm`` lists it."""

    space: str                 # 'e6'
    grove: int                 # grove id (see components.GROVES)
    spirit: str | None         # 'orange', 'wraith' or None when the grove is free
    placer: int | None         # seat that placed the spirit, or None


@dataclass(frozen=True)
class Holdings:
    """A read-only summary of one player's belongings (``position.player(seat)``).

    Spirit counts (``bag``, ``hand``) list only the colours held; ``bag`` is None when the
    viewer may not see it (``bag_size`` is always known). ``resources`` has all five kinds.
    ``cards`` are the face-down summoning cards (0 for a card hidden from the viewer),
    ``scored`` the revealed ones, ``lightning`` the lightning cards claimed.
    ``realm_counts`` is what every realm bonus card measures for this player (by card
    id; a spirit trophy is left out when the bag is secret).
    """

    seat: int
    name: str
    crown: bool
    start: str | None
    resources: Mapping[str, int]
    bag: Mapping[str, int] | None
    bag_size: int
    hand: Mapping[str, int]
    realm: tuple[Plot, ...]
    purchased: tuple[int, ...]
    cards: tuple[int, ...]
    scored: tuple[int, ...]
    lightning: tuple[int, ...]
    base: bool
    portals: tuple[int, ...]
    realm_counts: Mapping[int, int]


def spirit_counts(t: Sequence[int]) -> Mapping[str, int]:
    """Counts by colour as a read-only mapping of the colours present."""
    return MappingProxyType({SPIRITS[i]: n for i, n in enumerate(t) if n})


# ---- goals --------------------------------------------------------------------------------------

def summoning_met(card, drawn: Sequence[int]) -> bool:
    """Whether a draw (counts by colour) shows everything a summoning card asks for."""
    if card.kind == "pair":
        a, b = card.spirits
        return drawn[a] >= 1 and drawn[b] >= 1 if a != b else drawn[a] >= 2
    kinds = COLOURED if SUMMONING_KINDS_COLOURS_ONLY else COLOURED + (WRAITH,)
    if card.kind == "different":
        return sum(1 for c in kinds if drawn[c]) >= 3
    return any(drawn[c] >= 3 for c in kinds)


def metric(pl: Player, card) -> int | None:
    """What a realm bonus card measures for a player (purchased groves only; None: a secret bag)."""
    goal = card.goal
    if goal == "spirits":
        if pl.bag is None:
            return None
        c = card.colour
        return pl.bag[c] + sum(1 for p in pl.realm if p[2] == c)
    bought = pl.purchased()
    if goal == "groves":
        return len(bought)
    if goal == "points":
        return sum(GROVES[g].points for g in bought)
    colours = [GROVES[g].colour for g in bought]
    if goal == "colours":
        return len(set(colours))
    if goal == "one_colour":
        return max((colours.count(c) for c in COLOURED), default=0)
    cells = {p[0] for p in pl.realm if p[1] <= GROVE_COUNT}
    return max((sum(1 for nb in hex_neighbours(c) if nb in cells) for c in cells), default=0)


# ---- rules that move generation, refusals and loaders share: each returns the rule id that forbids, or None ----

def plot_refusal(spirit: int, plot) -> str | None:
    """The rule that keeps ``spirit`` off the grove ``plot`` (cell, grove, spirit there or NO, placer)."""
    if GROVES[plot[1]].kind == "reference" and not QUICK_REFERENCE_PLACEABLE:
        return "groves.place.quick_reference"
    there = plot[2]
    if there == NO or (there == WRAITH and spirit == WHITE):
        return None
    if there == WRAITH and spirit != WRAITH:
        return "groves.wraith.displace_white"
    return "groves.place.one_per_grove"


@lru_cache(maxsize=None)
def spirits_fitting(grove: int, there: int, _switch: bool) -> frozenset[int]:
    """The spirits ``plot_refusal`` lets onto ``grove`` while it holds ``there`` (a spirit or NO); worked out once per
    grove, spirit there and state of the rule switch ``plot_refusal`` reads (``QUICK_REFERENCE_PLACEABLE``)."""
    return frozenset(s for s in range(len(SPIRITS)) if plot_refusal(s, (None, grove, there, NO)) is None)


def groves_barred(position) -> bool:
    """Whether the spirit to place now in ``position`` (a State or a View) is the crown holder's first
    of the round, which may not go to the groves area (``groves.buy.crown_first``; solo:
    ``groves.buy.crown_solo``)."""
    return position.seat == position.crown and not position.crown_placed and (SOLO_CROWN_FIRST or not position.solo)


def leftover_dominion(n: int) -> int:
    """Dominion for ``n`` leftover elements and crystals: one per five, rounded as ``LEFTOVER_ROUNDING`` says."""
    if LEFTOVER_ROUNDING == "up":
        return -(-n // 5)
    if LEFTOVER_ROUNDING == "nearest":
        return (2 * n + 5) // 10
    return n // 5


def _count(counts: Sequence[int]) -> str:
    """Short spirit counts for a prompt: '2 white, 1 orange, 2 wraiths'."""
    parts = [plural(n, SPIRITS[i]) for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"


class Position(Drawn):
    """The accessors a State and a View share: everything the pictures and notebooks read."""

    __slots__ = ()
    PICTURES = render
    parse_action = staticmethod(parse_action)
    INFO = INFO
    RULES = RULES
    viewer: int | None = None

    def _memo(self, key, make):
        return make()

    # ---- facts ------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of players (1 is the solo game)."""
        return len(self.names)

    @property
    def solo(self) -> bool:
        return len(self.names) == 1

    @property
    def current_player(self) -> int | None:
        """The seat to decide, or None once the game is over."""
        if self.phase == "over":
            return None
        if self.phase == "start":
            return self.order[0]
        return self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def player(self, seat: int) -> Holdings:
        """What the player at ``seat`` holds, as a read-only ``Holdings`` summary."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        pl = self.seats[seat]
        counts = {}
        for c in sorted(REALM_CARDS):
            m = metric(pl, REALM_CARDS[c])
            if m is not None:
                counts[c] = m
        return Holdings(
            seat=seat, name=self.names[seat], crown=self.crown == seat,
            start=SPIRITS[pl.start] if pl.start >= 0 else None,
            resources=MappingProxyType({r: pl.resources[i] for i, r in enumerate(RESOURCES)}),
            bag=None if pl.bag is None else spirit_counts(pl.bag), bag_size=pl.bag_size,
            hand=spirit_counts(pl.hand),
            realm=tuple(Plot(label(c), g, SPIRITS[sp] if sp >= 0 else None, by if by >= 0 else None)
                        for c, g, sp, by in pl.realm),
            purchased=tuple(pl.purchased()), cards=pl.cards, scored=pl.scored, lightning=pl.lightning,
            base=bool(pl.base), portals=pl.portals, realm_counts=MappingProxyType(counts))

    def supply_counts(self) -> Mapping[str, int]:
        """Spirits left in the supply, by colour (wraiths included)."""
        return MappingProxyType({s: self.supply[i] for i, s in enumerate(SPIRITS)})

    def token_supply(self) -> Mapping[str, int]:
        """Elements, crystals and dominion left in the supply."""
        return MappingProxyType({r: self.resource_supply[i] for i, r in enumerate(RESOURCES)})

    def wraith_bag(self) -> Mapping[str, int]:
        """Solo: what the wraith bag holds, by colour (public: see ``groves.view.wraith_bag_public``)."""
        return spirit_counts(self.wraith_bag_counts)

    def neighbours(self, seat: int) -> tuple[int, ...]:
        """The adjacent opponents of ``seat`` (left and right; one with two players)."""
        n = self.players
        if n == 1:
            return ()
        return tuple(sorted({(seat - 1) % n, (seat + 1) % n} - {seat}))

    def reachable(self, seat: int) -> tuple[int, ...]:
        """Realms ``seat`` may place in: their own and those behind their portals."""
        portals = self.seats[seat].portals
        return (seat,) + tuple(t for t in portals if t != seat) if portals else (seat,)

    def threshold(self) -> int:
        """Solo: the lowest uncovered value of the Hollows of the Lost."""
        return HOLLOWS_START + self.hollows

    def sites(self, seat: int) -> list[Cell]:
        """Empty spaces touching ``seat``'s realm by an edge, where a new grove may go."""
        taken = {p[0] for p in self.seats[seat].realm}
        out = {nb for c in taken for nb in hex_neighbours(c) if nb not in taken}
        return sorted(out, key=space_order)

    def tree_refusal(self, spirit: int, area: str) -> str | None:
        """The rule that keeps ``spirit`` off the Tree area ``area`` now, or None."""
        if spirit == WRAITH:
            return "groves.wraith.no_tree"
        if self.solo and area not in SOLO_TREE_AREAS:
            return "groves.solo.tree_areas"
        if area == "groves" and groves_barred(self):
            return "groves.buy.crown_first"
        return None

    def visit_refusal(self, seat: int, owner: int) -> str | None:
        """The rule that keeps ``seat``'s spirits out of ``owner``'s realm, or None (their own, or a portal of theirs
        leads there)."""
        if owner == seat or owner in self.seats[seat].portals:
            return None
        if seat in self.seats[owner].portals:
            return "groves.portal.one_way"
        return "groves.portal.visit"

    def portal_refusal(self, seat: int, target: int) -> str | None:
        """The rule that keeps a portal of ``seat`` from opening toward ``target``, or None."""
        if target not in self.neighbours(seat):
            return "groves.portal.adjacent"
        if PORTAL_ONE_PER_NEIGHBOUR and target in self.seats[seat].portals:
            return "groves.portal.once_per_neighbour"
        return None

    def portal_targets(self, seat: int) -> tuple[int, ...]:
        """Neighbours a portal of ``seat`` may still lead to."""
        return tuple(t for t in self.neighbours(seat) if self.portal_refusal(seat, t) is None)

    def purchase_refusal(self, seat: int, slot: int) -> str | None:
        """The rule that keeps ``seat`` from paying for the grove in ``slot`` of the row, or None."""
        have = self.seats[seat].resources
        if have[CRYSTAL] < ROW_COSTS[slot]:
            return "groves.buy.crystals"
        if any(have[e] < n for e, n in zip(ELEMENTS, GROVES[self.row[slot]].cost)):
            return "groves.buy.elements"
        return None

    def gift_refusal(self, colour: int) -> str | None:
        """Solo: the rule that keeps a reward spirit of ``colour`` out of the wraith bag, or None."""
        return None if colour == WHITE or colour not in self.gifted else "groves.solo.gift_limit"

    def card_visible(self, seat: int) -> bool:
        """Whether the viewer may see ``seat``'s face-down cards and bag contents."""
        return self.viewer is None or self.viewer == seat

    def pending_grove(self):
        """The grove whose reward is being decided (a ``Grove``), or None."""
        pend = self.pending
        if pend is None or pend.kind != "reward":
            return None
        return GROVES[self.seats[pend.owner].plot(pend.cell)[1]]

    def pending_reward(self):
        """The reward being decided (a ``Reward``), or None."""
        grove = self.pending_grove()
        if grove is None:
            return None
        return grove.primary if self.pending.stage == "primary" else grove.bonus

    # ---- prompt ------------------------------------------------------------------------------
    @property
    def prompt(self) -> str:
        """Whose decision it is and what is asked, in plain words."""
        if self.phase == "over":
            return "Game over. " + self.result_text()
        seat = self.current_player
        who = self.names[seat]
        if self.phase == "start":
            return f"{who}: choose your resource-generating starting grove."
        pend = self.pending
        if pend is None:
            return f"Round {self.round}: {who} places a spirit (in hand: {_count(self.seats[seat].hand)})."
        k = pend.kind
        if k == "reward":
            grove, r = self.pending_grove(), self.pending_reward()
            return f"{who}: take the {pend.stage} reward of {grove.name} ({r.text}), or skip it?"
        if k == "buy":
            return f"{who}: buy a grove from the row (and choose where it goes), or skip."
        if k == "card":
            return f"{who}: keep one of the two summoning cards drawn."
        if k == "portal":
            return f"{who}: choose the neighbour your portal opens toward."
        return f"{who}: use the {pend.power.title()} power?"

    def result_text(self) -> str:
        """Who won, as a sentence (once the game is over)."""
        if self.solo:
            if self.result == "won":
                return f"{self.names[0]} beats the wraiths with {self.scores[0]} dominion against {self.threshold()}."
            return f"The wraiths win: {self.result_reason()}."
        w = self.winners
        score = self.scores[w[0]]
        if len(w) == 1:
            return f"{self.names[w[0]]} wins with {score} dominion."
        names = ", ".join(self.names[i] for i in w[:-1]) + " and " + self.names[w[-1]]
        return f"{names} share the victory with {score} dominion each."

    def result_reason(self) -> str:
        """Solo: why the game was won or lost."""
        if self.result == "won":
            return f"{self.scores[0]} dominion beats {self.threshold()}"
        if self.hollows >= HOLLOWS_SPACES and self.wraith_drawn[WRAITH]:
            return "a wraith found no room in the Hollows of the Lost"
        if self.hollows >= HOLLOWS_SPACES:
            return "the Hollows of the Lost are full"
        return f"{self.scores[0]} dominion does not beat {self.threshold()}"

    # ---- scoring -------------------------------------------------------------------------------
    def trophies(self) -> dict[int, list[int]]:
        """Trophy realm cards won, by seat (decided once the game is over)."""
        def make():
            out: dict[int, list[int]] = {i: [] for i in range(self.players)}
            if self.phase == "over":
                for c in self.realm_cards:
                    card = REALM_CARDS.get(c)
                    if card is None or card.type != "trophy":
                        continue
                    vals = [metric(pl, card) for pl in self.seats]
                    if None in vals:
                        continue
                    best = max(vals)
                    if best >= TROPHY_MINIMUM and vals.count(best) == 1:
                        out[vals.index(best)].append(c)
            return out
        return self._memo("trophies", make)

    def score_sheet(self, seat: int) -> dict[str, int]:
        """Dominion by source (trophies only once the game is over), and the total."""
        pl = self.seats[seat]
        sheet = {
            "tokens": pl.resources[DOMINION],
            "groves": sum(GROVES[g].points for g in pl.purchased()),
            "realm cards": sum(REALM_CARDS[c].points for c in pl.lightning + tuple(self.trophies()[seat])),
            "summoning cards": sum(SUMMONING[c].points for c in pl.scored),
            "portals": len(pl.portals),
            "leftovers": leftover_dominion(sum(pl.resources[:3]) + pl.resources[CRYSTAL]),
        }
        sheet["total"] = sum(sheet.values())
        return sheet

    @property
    def scores(self) -> list[int]:
        """Dominion per seat so far (final once the game is over)."""
        return list(self._memo("scores", lambda: [self.score_sheet(i)["total"] for i in range(self.players)]))

    def tiebreak(self, seat: int) -> tuple[int, int, int]:
        """Score, then groves in the realm, then elements and crystals."""
        pl = self.seats[seat]
        return (self.scores[seat], len(pl.realm), sum(pl.resources[:3]) + pl.resources[CRYSTAL])

    @property
    def winners(self) -> list[int]:
        """Seats that won (several for a shared victory; empty while playing or after a solo loss)."""
        if self.phase != "over":
            return []
        if self.solo:
            return [0] if self.result == "won" else []
        keys = [self.tiebreak(i) for i in range(self.players)]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    # ---- data ------------------------------------------------------------------------------------
    def _data(self) -> dict:
        """The position as JSON-able data (what the fields hold; a View's are redacted)."""
        def counts(t):
            return {SPIRITS[i]: n for i, n in enumerate(t) if n}

        players = []
        for pl in self.seats:
            d = {
                "realm": [[label(c), g, SPIRITS[s] if s >= 0 else None, by] for c, g, s, by in pl.realm],
                "hand": counts(pl.hand), "res": {RESOURCES[i]: n for i, n in enumerate(pl.resources)},
                "cards": list(pl.cards), "scored": list(pl.scored), "lightning": list(pl.lightning),
                "base": pl.base, "portals": list(pl.portals),
                "start": SPIRITS[pl.start] if pl.start >= 0 else None,
            }
            if pl.bag is None:
                d["bag_size"] = pl.hidden
            else:
                d["bag"] = counts(pl.bag)
            players.append(d)
        return {
            "game": "groves", "names": list(self.names), "players": players,
            "phase": self.phase, "order": list(self.order), "round": self.round, "crown": self.crown,
            "seat": self.seat, "crown_placed": self.crown_placed, "final": self.final,
            "pending": pending_data(self.pending),
            "supply": counts(self.supply), "res": {RESOURCES[i]: n for i, n in enumerate(self.resource_supply)},
            "portal_supply": list(self.portal_supply), "row": list(self.row), "stack": list(self.stack),
            "box": list(self.box), "removed": list(self.removed), "start_box": list(self.start_box),
            "realm_cards": list(self.realm_cards), "realm_box": list(self.realm_box),
            "deck": list(self.deck), "summon_box": list(self.summon_box),
            "tree": [[a, SPIRITS[s], seat] for a, s, seat in self.tree],
            "wbag": counts(self.wraith_bag_counts), "wdraw": counts(self.wraith_drawn), "hollows": self.hollows,
            "banished": self.banished, "gifted": [SPIRITS[c] for c in self.gifted],
            "markers": counts(self.markers), "powers_done": list(self.powers_done),
            "result": self.result, "log": list(self.log),
        }


def pending_data(pend) -> list | None:
    """A pending decision as JSON-able data: its kind, then its fields."""
    if pend is None:
        return None
    if pend.kind == "reward":
        return ["reward", pend.stage, pend.owner, label(pend.cell), SPIRITS[pend.spirit]]
    if pend.kind == "card":
        return ["card", *pend.cards]
    if pend.kind == "portal":
        return ["portal", *pend.targets]
    if pend.kind == "power":
        return ["power", pend.power]
    return ["buy"]


# ---- the view ------------------------------------------------------------------------------------

class View(Position, CoreView):
    """What one seat may see (``viewer``; None is the teacher, who sees all but the random generator).

    Built by ``State.view`` from redacted data; it keeps no reference to the State.
    """

    __slots__ = POSITION_FIELDS + ("viewer",)


    def sample(self, seed: int):
        """A full State that looks like this view from its seat; hidden parts drawn with ``Rng(seed)``.

        Other players' bags share out the spirits the viewer cannot account for (each bag keeps
        its size); the unseen groves are shuffled into the draw stack and the box, the unseen
        realm cards into the box, and the unseen summoning cards into the others' face-down
        cards, a pair someone else is choosing from, the deck and the box.
        """
        rng = Rng(seed)
        fields = {k: getattr(self, k) for k in POSITION_FIELDS}
        ps = [pl.copy() for pl in self.seats]
        # spirits: what is not seen anywhere is in the hidden bags
        seen = list(self.supply)
        for pl in ps:
            for t in (pl.hand,) + ((pl.bag,) if pl.bag is not None else ()):
                seen = [a + b for a, b in zip(seen, t)]
            for _, _, sp, _ in pl.realm:
                if sp >= 0:
                    seen[sp] += 1
        for _, sp, _ in self.tree:
            seen[sp] += 1
        for t in (self.wraith_bag_counts, self.wraith_drawn, self.markers):
            seen = [a + b for a, b in zip(seen, t)]
        seen[WRAITH] += self.hollows + self.banished
        pool = [c for c in range(len(SPIRITS)) for _ in range(SPIRIT_TOTALS[c] - seen[c])]
        pool, rng = rng.shuffled(pool)
        for pl in ps:
            if pl.bag is None:
                bag = [0] * len(SPIRITS)
                for c in pool[:pl.hidden]:
                    bag[c] += 1
                pool = pool[pl.hidden:]
                pl.bag, pl.hidden = tuple(bag), 0
        # groves
        shown = set(g for g in self.row if g) | set(self.removed) | {p[1] for pl in ps for p in pl.realm}
        unseen = [g for g in PURCHASABLE if g not in shown]
        if len(self.stack) + len(self.box) == len(unseen) and 0 in self.stack + self.box:
            unseen, rng = rng.shuffled(unseen)
            fields["stack"] = tuple(unseen[:len(self.stack)])
            fields["box"] = tuple(unseen[len(self.stack):])
        if 0 in self.realm_box:
            rest, rng = rng.shuffled([c for c in sorted(REALM_CARDS) if c not in self.realm_cards])
            fields["realm_box"] = tuple(rest)
        # summoning cards
        known = {c for pl in ps for c in pl.cards + pl.scored if c}
        pend = self.pending
        if pend is not None and pend.kind == "card":
            known |= {c for c in pend.cards if c}
        known |= {c for c in self.deck + self.summon_box if c}
        unseen_cards = [c for c in sorted(SUMMONING) if c not in known]
        unseen_cards, rng = rng.shuffled(unseen_cards)
        if self.solo:          # the cards the solo game removes are known to be in the box
            unseen_cards.sort(key=lambda c: not SUMMONING[c].wraith)

        def deal(cards):
            out = []
            for c in cards:
                if c:
                    out.append(c)
                else:
                    out.append(unseen_cards.pop())
            return tuple(out)

        if 0 in self.summon_box:
            n = len(self.summon_box)
            fields["summon_box"], unseen_cards = tuple(unseen_cards[:n]), unseen_cards[n:]
        for pl in ps:
            if 0 in pl.cards:
                pl.cards = deal(pl.cards)
        if pend is not None and pend.kind == "card" and 0 in pend.cards:
            fields["pending"] = CardDecision(deal(pend.cards))
        if 0 in self.deck:
            fields["deck"] = deal(self.deck)
        fields["seats"] = tuple(ps)
        fields["rng"] = rng
        return self.STATE._make(**fields)


def make_view(state, player: int | None) -> View:
    """The View of ``state`` for ``player`` (None: the teacher's)."""
    v = View._shared(state, player, POSITION_FIELDS)
    over = state.phase == "over"
    if player is not None:
        v.stack = (0,) * len(state.stack)
        v.box = (0,) * len(state.box)
        v.realm_box = (0,) * len(state.realm_box)
        v.deck = (0,) * len(state.deck)
        v.summon_box = (0,) * len(state.summon_box)
        ps = []
        for seat, pl in enumerate(state.seats):
            if seat != player:
                pl = pl.copy()
                pl.cards = (0,) * len(pl.cards)
                if not over:
                    pl.hidden, pl.bag = sum(pl.bag), None
            ps.append(pl)
        v.seats = tuple(ps)
        pend = state.pending
        if pend is not None and pend.kind == "card" and state.seat != player:
            v.pending = CardDecision((0, 0))
    return v


__all__ = ["Holdings", "Player", "Plot", "Position", "View", "metric", "seat_id", "summoning_met"]
