"""Groves: positions, actions and every rule of play.

A round: everyone draws spirits from their bag, then places them one at a time,
from the crown holder clockwise, on groves of their realm (or, through a portal,
of a neighbour's) or on the Tree of Idyll. Each placement may open decisions
that are actions too: take or skip the primary and then the bonus reward, which
grove to buy and where, which summoning card to keep, where a portal leads, and
(solo) which wraith-bag powers to use. See ``rules.py`` for the rule ids and the
choices the rulebook leaves open.

Notation (``parse_action(str(a)) == a``)::

    start yellow                 choose your resource-generating starting grove
    place white p1.e6            a spirit from hand onto a grove (realm p1, space e6)
    place blue groves            ... or onto a Tree area: groves, bonus, portal
    return wraith                a wraith that no grove can take goes back to your bag
    reward primary [tokens]      take the primary reward (tokens name a choice:
    reward bonus yellow wb:blue    'earth', 'yellow', 'wb:blue' = to the wraith bag)
    skip primary | skip bonus    decline a reward
    buy grove 12 at p1.f4        buy from the row and place it in your realm
    skip purchase                leave the groves area without buying
    keep card 5                  keep one of the two summoning cards drawn
    portal to p2                 build your finished portal toward that neighbour
    use repel | use banish earth water | skip spawn   (solo powers)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations_with_replacement
from operator import itemgetter
from types import MappingProxyType
from typing import Iterable, Mapping, NamedTuple, Sequence

from seasons_nb.core import Action as BaseAction
from seasons_nb.core import GameState, IllegalAction, Rng
from seasons_nb.core.hexgrid import hex_board

from .components import (
    BAG_WHITES, COLOURS, CRYSTAL, DOMINION, DRAW, ELEMENTS, EMPTY_BAG_WHITES, GROVE_COUNT, GROVES,
    HOLLOWS_SPACES, HOLLOWS_START, PORTALS, POWER_COLOUR, POWER_COST, POWERS, PURCHASABLE,
    REALM_CARDS, REALM_CARDS_SHOWN, RESOURCE_GROVE, RESOURCE_INDEX, RESOURCE_TOTALS, RESOURCES,
    ROW_COSTS, SOLO_CRYSTALS, SOLO_REMOVED_ROW_SLOTS, SOLO_TREE_AREAS, SOLO_WRAITH_BAG, SPIRIT_INDEX,
    SPIRIT_TOTALS, SPIRITS, STACK_SIZE, START_CRYSTALS, START_ELEMENTS, START_LAYOUT, STARTING,
    SUMMONING, TREE_AREAS, WHITE, WRAITH, Reward, plural, spirit_text, spirits_text, vec_text,
)
from .rules import (
    PORTAL_ONE_PER_NEIGHBOUR, REALM_RADIUS, RULES, SOLO_GIFT_REWARDS, SOLO_POWER_ORDER,
    SUMMONING_SHARED_SPIRITS, TROPHY_MINIMUM,
)

REALM = hex_board(REALM_RADIUS)
_LABEL = REALM.labels
_CELL = REALM.by_label
_ADJ = REALM.adj
NO = -1
STAGES = ("primary", "bonus")
DEFAULT_NAMES = ("North Wind", "East Wind", "South Wind", "West Wind")
#: a realm's starting spaces: kind -> cell index
LAYOUT = {kind: _CELL[label] for kind, label in START_LAYOUT.items()}
_GIFT = "wb:"


def pid(seat: int) -> str:
    """The target/notation name of a seat: 'p1' for seat 0."""
    return f"p{seat + 1}"


def _add(t: tuple, i: int, d: int) -> tuple:
    lst = list(t)
    lst[i] += d
    return tuple(lst)


def _vadd(a: tuple, b: tuple, sign: int = 1) -> tuple:
    return tuple(x + sign * y for x, y in zip(a, b))


def _count(counts: Sequence[int]) -> str:
    """Short spirit counts for a prompt: '2 white, 1 orange, 2 wraiths'."""
    parts = [plural(n, SPIRITS[i]) for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _noun(spirit: int) -> str:
    """'wraith' or 'orange spirit' (no article)."""
    return "wraith" if spirit == WRAITH else f"{SPIRITS[spirit]} spirit"


# ---- actions ------------------------------------------------------------------------------------

class Action(BaseAction, tuple):
    """One action: a tuple of words, the first one its kind (see the module notation)."""

    __slots__ = ()

    def __new__(cls, *words: str):
        return tuple.__new__(cls, words)

    kind = property(itemgetter(0))

    def __str__(self) -> str:
        k = self[0]
        if k == "place":
            return f"place {self[1]} {self[2]}"
        if k == "return":
            return "return wraith"
        if k == "buy":
            return f"buy grove {self[1]} at {self[2]}"
        if k == "keep":
            return f"keep card {self[1]}"
        if k == "portal":
            return f"portal to {self[1]}"
        return " ".join(self)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def clicks(self) -> tuple[str, ...]:
        """The picture's targets that select this action, in order."""
        k = self[0]
        if k == "place":
            loc = self[2]
            return (f"hand.{self[1]}", f"tree.{loc}" if loc in TREE_AREAS else loc)
        if k == "return":
            return ("hand.wraith", "bag")
        if k == "reward":
            return (f"reward.{self[1]}",)
        if k == "skip":                       # skip primary|bonus|purchase|<power>
            return (f"skip.{self[1]}",)
        if k == "use":
            return (f"power.{self[1]}",)
        if k == "buy":
            return (f"row.{self[1]}", self[2])
        if k == "keep":
            return (f"card.{self[1]}",)
        if k == "portal":
            return (f"{self[1]}.realm",)
        return (f"start.{self[1]}",)


_A = Action
_SITE = re.compile(r"^p([1-9])\.([a-z]\d{1,2})$")
_SEAT = re.compile(r"^p([1-9])$")
_TOKEN_WORDS = set(SPIRITS) | {_GIFT + s for s in SPIRITS} | {
    t for g in GROVES.values() for r in (g.primary, g.bonus) if r and r.kind == "choice"
    for t, _ in r.options}


def parse_action(text: str) -> Action:
    """Read notation such as ``place white p1.e6`` or ``buy grove 12 at p1.f4``.

    Raises ``IllegalAction`` (rule ``groves.notation``) for text that names no action.
    """
    if not isinstance(text, str):
        raise RULES.illegal("groves.notation", f"Expected notation text, got {type(text).__name__}.")
    w = text.strip().lower().split()
    a = _parse(w)
    if a is None:
        raise RULES.illegal("groves.notation", f"Cannot read {text.strip()[:60]!r} as an action. "
                            + RULES["groves.notation"].text)
    return a


def _parse(w: list[str]) -> Action | None:
    n = len(w)
    if not n:
        return None
    k = w[0]
    if k == "place" and n == 3 and w[1] in SPIRIT_INDEX and (w[2] in TREE_AREAS or _SITE.match(w[2])):
        return _A("place", w[1], w[2])
    if k == "return" and w[1:] == ["wraith"]:
        return _A("return", "wraith")
    if k == "start" and n == 2 and w[1] in SPIRIT_INDEX and SPIRIT_INDEX[w[1]] in COLOURS:
        return _A("start", w[1])
    if k == "reward" and 2 <= n <= 4 and w[1] in STAGES and all(t in _TOKEN_WORDS for t in w[2:]):
        return _A("reward", *w[1:])
    if k == "skip" and n == 2 and w[1] in STAGES + ("purchase",) + POWERS:
        return _A("skip", w[1])
    if k == "buy" and n == 5 and w[1] == "grove" and w[2].isdigit() and w[3] == "at" and _SITE.match(w[4]):
        return _A("buy", str(int(w[2])), w[4])
    if k == "keep" and n == 3 and w[1] == "card" and w[2].isdigit():
        return _A("keep", str(int(w[2])))
    if k == "portal" and n == 3 and w[1] == "to" and _SEAT.match(w[2]):
        return _A("portal", w[2])
    if k == "use" and n >= 2 and w[1] in POWERS:
        if w[1] == "banish" and n == 4 and all(t in RESOURCES[:3] for t in w[2:]):
            return _A("use", "banish", *sorted(w[2:], key=RESOURCE_INDEX.get))
        if w[1] != "banish" and n == 2:
            return _A("use", w[1])
    return None


def _click_action(target: str) -> Action | None:
    """The one-click action a decision target names, if it names one."""
    head, _, tail = target.partition(".")
    if head == "reward" and tail in STAGES:
        return _A("reward", tail)
    if head == "skip" and tail in STAGES + ("purchase",) + POWERS:
        return _A("skip", tail)
    if head == "power" and tail in POWERS:
        return _A("use", tail)
    if head == "card" and tail.isdigit():
        return _A("keep", str(int(tail)))
    if tail == "realm" and _SEAT.match(head):
        return _A("portal", head)
    return None


# ---- players --------------------------------------------------------------------------------------

class Player:
    """One player's belongings (treated as immutable once a state is built).

    ``realm`` is a sorted tuple of plots ``(cell, grove id, spirit or -1, placer or -1)``;
    ``bag`` and ``hand`` count spirits by colour; ``res`` holds earth, light, water,
    crystal and dominion tokens; ``cards`` the face-down summoning cards, ``scored``
    the revealed ones; ``lightning`` the lightning cards claimed; ``base`` a portal
    base held without its mirror; ``portals`` the seats your portals lead to;
    ``start`` the colour of your resource grove (-1 before you chose).
    """

    __slots__ = ("realm", "bag", "hand", "res", "cards", "scored", "lightning", "base", "portals",
                 "start")

    def __init__(self, realm, bag, hand, res, cards=(), scored=(), lightning=(), base=0, portals=(),
                 start=NO):
        self.realm = realm
        self.bag = bag
        self.hand = hand
        self.res = res
        self.cards = cards
        self.scored = scored
        self.lightning = lightning
        self.base = base
        self.portals = portals
        self.start = start

    def copy(self) -> "Player":
        new = object.__new__(Player)
        for k in Player.__slots__:
            setattr(new, k, getattr(self, k))
        return new

    def plot(self, cell: int):
        """The plot on ``cell`` or None."""
        for p in self.realm:
            if p[0] == cell:
                return p
        return None

    def purchased(self) -> list[int]:
        """Ids of the groves this player bought."""
        return [p[1] for p in self.realm if p[1] <= GROVE_COUNT]

    def __eq__(self, other) -> bool:
        return isinstance(other, Player) and all(
            getattr(self, k) == getattr(other, k) for k in Player.__slots__)


class Plot(NamedTuple):
    """One grove of a realm, as ``Holdings.realm`` lists it."""

    space: str                 # 'e6'
    grove: int                 # grove id (see GROVES)
    spirit: str | None         # 'orange', 'wraith' or None when the grove is free
    placer: int | None         # seat that placed the spirit, or None


@dataclass(frozen=True)
class Holdings:
    """A read-only summary of one player's belongings (``State.player(seat)``).

    Spirit counts (``bag``, ``hand``) list only the colours held; ``resources`` has all
    five kinds. ``cards`` are the face-down summoning cards (0 for a card hidden from the
    viewer of a ``view``), ``scored`` the revealed ones, ``lightning`` the lightning cards
    claimed. ``realm_counts`` is what every realm bonus card measures for this player (by
    card id), whether or not the card is on the table.
    """

    seat: int
    name: str
    crown: bool
    start: str | None
    resources: Mapping[str, int]
    bag: Mapping[str, int]
    hand: Mapping[str, int]
    realm: tuple[Plot, ...]
    purchased: tuple[int, ...]
    cards: tuple[int, ...]
    scored: tuple[int, ...]
    lightning: tuple[int, ...]
    base: bool
    portals: tuple[int, ...]
    realm_counts: Mapping[int, int]


def _spirit_counts(t: Sequence[int]) -> Mapping[str, int]:
    return MappingProxyType({SPIRITS[i]: n for i, n in enumerate(t) if n})


def _with_plot(realm: tuple, cell: int, grove: int, spirit: int, by: int) -> tuple:
    out = [p for p in realm if p[0] != cell]
    out.append((cell, grove, spirit, by))
    out.sort()
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

_FIELDS = ("names", "p", "rng", "phase", "order", "round", "crown", "turn", "crown_placed", "final",
           "pending", "supply", "res", "portal_supply", "row", "stack", "box", "removed", "start_box",
           "realm_cards", "realm_box", "deck", "summon_box", "tree", "wbag", "wdraw", "hollows",
           "banished", "gifted", "markers", "powers_done", "result", "viewer", "log")


class State(GameState):
    """A Groves position (immutable). Build one with ``new_game`` or ``from_position``.

    Seats are numbered from 0 (shown as p1, p2, ...). ``p`` holds the ``Player``s;
    ``supply`` counts spirits by colour (wraiths included), ``res`` the supply of
    earth, light, water, crystals and dominion; ``row`` the four slots of new
    groves (0 = empty), ``stack`` the hidden draw stack (top last), ``deck`` the
    summoning deck (top first), ``tree`` the spirits on the Tree of Idyll as
    (area, spirit, seat). Solo only: ``wbag``, ``wdraw`` (spirits just drawn from
    it), ``hollows`` (wraiths in the Hollows of the Lost), ``gifted`` colours and
    their reminder ``markers``.
    """

    __slots__ = _FIELDS + ("_work",)
    RULES = RULES
    GAME = "groves"
    parse_action = staticmethod(parse_action)

    # ---- building -------------------------------------------------------------------------
    def _clone(self) -> "State":
        new = object.__new__(State)
        new._cache = {}
        for k in _FIELDS:
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
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def name(self, seat: int) -> str:
        return self.names[seat]

    def player(self, seat: int) -> Holdings:
        """What the player at ``seat`` holds, as a read-only ``Holdings`` summary."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} in a {self.players}-player game")
        pl = self.p[seat]
        return Holdings(
            seat=seat, name=self.names[seat], crown=self.crown == seat,
            start=SPIRITS[pl.start] if pl.start >= 0 else None,
            resources=MappingProxyType({r: pl.res[i] for i, r in enumerate(RESOURCES)}),
            bag=_spirit_counts(pl.bag), hand=_spirit_counts(pl.hand),
            realm=tuple(Plot(_LABEL[c], g, SPIRITS[sp] if sp >= 0 else None, by if by >= 0 else None)
                        for c, g, sp, by in pl.realm),
            purchased=tuple(pl.purchased()), cards=pl.cards, scored=pl.scored, lightning=pl.lightning,
            base=bool(pl.base), portals=pl.portals,
            realm_counts=MappingProxyType({c: metric(pl, REALM_CARDS[c]) for c in sorted(REALM_CARDS)}))

    def neighbours(self, seat: int) -> tuple[int, ...]:
        """The adjacent opponents of ``seat`` (left and right; one with two players)."""
        n = self.players
        if n == 1:
            return ()
        return tuple(sorted({(seat - 1) % n, (seat + 1) % n} - {seat}))

    def portal_targets(self, seat: int) -> tuple[int, ...]:
        """Neighbours a portal of ``seat`` may still lead to."""
        built = self.p[seat].portals
        if PORTAL_ONE_PER_NEIGHBOUR:
            return tuple(t for t in self.neighbours(seat) if t not in built)
        return self.neighbours(seat)

    def reachable(self, seat: int) -> tuple[int, ...]:
        """Realms ``seat`` may place in: their own and those behind their portals."""
        return (seat,) + tuple(t for t in self.p[seat].portals if t != seat)

    def threshold(self) -> int:
        """Solo: the lowest uncovered value of the Hollows of the Lost."""
        return HOLLOWS_START + self.hollows

    def sites(self, seat: int) -> list[int]:
        """Empty spaces touching ``seat``'s realm by an edge, where a new grove may go."""
        taken = {p[0] for p in self.p[seat].realm}
        out = set()
        for c in taken:
            for nb in _ADJ[c]:
                if nb not in taken:
                    out.add(nb)
        return sorted(out)

    # ---- prompt ------------------------------------------------------------------------------
    @property
    def prompt(self) -> str:
        """Whose decision it is and what is asked, in plain words."""
        if self.phase == "over":
            return "Game over: " + self._result_text()
        seat = self.current_player
        who = self.names[seat]
        if self.phase == "start":
            return f"{who}: choose your resource-generating starting grove."
        pend = self.pending
        if pend is None:
            return (f"Round {self.round}: {who} places a spirit "
                    f"(in hand: {_count(self.p[seat].hand)}).")
        k = pend[0]
        if k == "reward":
            stage, owner, cell = pend[1], pend[2], pend[3]
            grove = GROVES[self.p[owner].plot(cell)[1]]
            r = grove.primary if stage == "primary" else grove.bonus
            return f"{who}: take the {stage} reward of {grove.name} ({r.text}), or skip it?"
        if k == "buy":
            return f"{who}: buy a grove from the row (and choose where it goes), or skip."
        if k == "card":
            return f"{who}: keep one of the two summoning cards drawn."
        if k == "portal":
            return f"{who}: choose the neighbour your portal opens toward."
        return f"{who}: use the {pend[1].title()} power?"

    def _result_text(self) -> str:
        if self.solo:
            sc = self.scores[0]
            if self.result == "won":
                return f"{self.names[0]} wins with {sc} dominion against {self.threshold()}."
            return f"the wraiths win ({self.result_reason()})."
        w = self.winners
        names = " and ".join(self.names[i] for i in w)
        return f"{names} win{'s' if len(w) == 1 else ''} with {self.scores[w[0]]} dominion."

    def result_reason(self) -> str:
        """Solo: why the game was won or lost."""
        if self.result == "won":
            return f"{self.scores[0]} dominion beats {self.threshold()}"
        if self.hollows >= HOLLOWS_SPACES and self.wdraw[WRAITH]:
            return "a wraith found no room in the Hollows of the Lost"
        if self.hollows >= HOLLOWS_SPACES:
            return "the Hollows of the Lost are full"
        return f"{self.scores[0]} dominion does not beat {self.threshold()}"

    # ---- legal actions ---------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        if self.phase == "start":
            taken = {pl.start for pl in self.p}
            return [_A("start", SPIRITS[c]) for c in COLOURS if c not in taken]
        pend = self.pending
        if pend is None:
            return self._placements()
        k = pend[0]
        if k == "reward":
            stage = pend[1]
            opts = self._reward_options(self._pending_reward(), self.turn)
            return [_A("reward", stage, *t) for t in opts] + [_A("skip", stage)]
        if k == "buy":
            return self._purchases()
        if k == "card":
            return [_A("keep", str(c)) for c in pend[1:]]
        if k == "portal":
            return [_A("portal", pid(t)) for t in pend[1:]]
        return self._power_actions(pend[1])

    def _placements(self) -> list[Action]:
        me = self.turn
        pl = self.p[me]
        hand = pl.hand
        plots = []
        for owner in self.reachable(me):
            tag = pid(owner) + "."
            for cell, grove, spirit, _ in self.p[owner].realm:
                if GROVES[grove].kind != "reference":
                    plots.append((tag + _LABEL[cell], spirit))
        out = []
        for s in range(6):
            if not hand[s]:
                continue
            name = SPIRITS[s]
            if s == WRAITH:
                free = [_A("place", name, t) for t, occ in plots if occ == NO]
                out.extend(free or [_A("return", "wraith")])
                continue
            for t, occ in plots:
                if occ == NO or (occ == WRAITH and s == WHITE):
                    out.append(_A("place", name, t))
            for area in self._areas():
                out.append(_A("place", name, area))
        return out

    def _areas(self) -> tuple[str, ...]:
        areas = SOLO_TREE_AREAS if self.solo else TREE_AREAS
        if self.turn == self.crown and not self.crown_placed:
            areas = tuple(a for a in areas if a != "groves")
        return areas

    def _pending_reward(self) -> Reward:
        _, stage, owner, cell, _ = self.pending
        grove = GROVES[self.p[owner].plot(cell)[1]]
        return grove.primary if stage == "primary" else grove.bonus

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
                            out.append((_GIFT + names[0],))
                    else:
                        a, b = combo
                        if self._giftable(b):
                            out.append((names[0], _GIFT + names[1]))
                        if a != b and self._giftable(a):
                            out.append((names[1], _GIFT + names[0]))
            return out
        if k == "white":
            return [()] if self.supply[WHITE] else []
        return [()] if sum(self.p[seat].bag) else []   # draw, cull

    def _purchases(self) -> list[Action]:
        me = self.turn
        pl = self.p[me]
        have = pl.res
        sites = [f"{pid(me)}.{_LABEL[c]}" for c in self.sites(me)]
        out = []
        for slot, g in enumerate(self.row):
            if g and have[CRYSTAL] >= ROW_COSTS[slot] and all(
                    have[e] >= n for e, n in zip(ELEMENTS, GROVES[g].cost)):
                gid = str(g)
                out.extend(_A("buy", gid, s) for s in sites)
        out.append(_A("skip", "purchase"))
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
        return [_A("use", power, *t) for t in self._power_options(power)] + [_A("skip", power)]

    # ---- why an action is refused ------------------------------------------------------------
    def _why(self, a: Action) -> IllegalAction:
        me = self.current_player
        who = self.names[me]
        k = a[0]
        if self.phase == "start":
            if k != "start":
                return RULES.illegal("groves.turn.order", f"{who} must first choose a resource-generating "
                                     "starting grove.")
            return RULES.illegal("groves.setup.choose_taken", f"The {a[1]} resource grove was already "
                                 "chosen by another player.")
        pend = self.pending
        if pend is None:
            if k == "place":
                return self._why_place(a)
            if k == "return":
                if not self.p[me].hand[WRAITH]:
                    return RULES.illegal("groves.place.in_hand", f"{who} holds no wraith.")
                return RULES.illegal("groves.wraith.must_place", "A grove can still take this wraith, "
                                     "so it must be placed there.")
            if k == "skip":
                return RULES.illegal("groves.round.all_placed", f"{who} must place a spirit: drawn "
                                     "spirits cannot be kept or passed.")
            return RULES.illegal("groves.turn.order", f"Nothing asks for that now: {who} places a "
                                 "spirit.")
        pk = pend[0]
        if k == "place" or k == "return":
            return RULES.illegal("groves.turn.order", f"{who} must first finish the current decision: "
                                 + self.prompt)
        if pk == "reward":
            return self._why_reward(a)
        if pk == "buy":
            return self._why_buy(a)
        if pk == "card":
            if k == "keep":
                return RULES.illegal("groves.summon.keep_offered", "Keep one of the two cards just drawn "
                                     f"(cards {' and '.join(str(c) for c in pend[1:])}).")
        if pk == "portal":
            if k == "portal":
                t = int(a[1][1:]) - 1
                if t in self.p[me].portals:
                    return RULES.illegal("groves.portal.once_per_neighbour", f"{who} already has a "
                                         f"portal to {a[1]}.")
                return RULES.illegal("groves.portal.adjacent", "A portal opens only toward the player "
                                     "on your left or right.")
        if pk == "power":
            power = pend[1]
            if k in ("use", "skip") and a[1] != power:
                return RULES.illegal("groves.solo.power_drawn", f"The power on offer now is "
                                     f"{power.title()}.")
            if k == "use" and power == "banish":
                return RULES.illegal("groves.solo.banish", "Banish costs two elements you own.")
        return RULES.illegal("groves.turn.order", f"That does not answer the open question: "
                             + self.prompt)

    def _why_place(self, a: Action) -> IllegalAction:
        me = self.turn
        who = self.names[me]
        s = SPIRIT_INDEX[a[1]]
        loc = a[2]
        if not self.p[me].hand[s]:
            return RULES.illegal("groves.place.in_hand", f"{who} holds no {_noun(s)}.")
        if loc in TREE_AREAS:
            if s == WRAITH:
                return RULES.illegal("groves.wraith.no_tree", "Wraiths may never visit the Tree of Idyll.")
            if self.solo and loc not in SOLO_TREE_AREAS:
                return RULES.illegal("groves.solo.tree_areas", "The solo game has no portals: only the "
                                     "groves and summoning areas of the Tree are used.")
            return RULES.illegal("groves.buy.crown_first", f"{who} holds the crown: the first spirit of "
                                 "the round may not go to the groves area.")
        m = _SITE.match(loc)
        owner, label = int(m.group(1)) - 1, m.group(2)
        if owner >= self.players or label not in _CELL:
            return RULES.illegal("groves.place.location", f"There is no grove at {loc}.")
        if owner != me and owner not in self.p[me].portals:
            if me in self.p[owner].portals:
                return RULES.illegal("groves.portal.one_way", f"The portal between {who} and "
                                     f"{self.names[owner]} was built by {self.names[owner]}: only its "
                                     "builder may use it.")
            return RULES.illegal("groves.portal.visit", f"{who} has no portal into {self.names[owner]}'s "
                                 "realm.")
        plot = self.p[owner].plot(_CELL[label])
        if plot is None:
            return RULES.illegal("groves.place.location", f"There is no grove at {loc}.")
        if GROVES[plot[1]].kind == "reference":
            return RULES.illegal("groves.place.quick_reference", "The quick-reference grove takes no "
                                 "spirit.")
        if plot[2] == WRAITH:
            if s == WRAITH:
                return RULES.illegal("groves.place.one_per_grove", f"A wraith already holds {loc}.")
            return RULES.illegal("groves.wraith.displace_white", f"A wraith holds {loc}: only a white "
                                 "spirit can displace it.")
        return RULES.illegal("groves.place.one_per_grove", f"{loc} already has a spirit this round.")

    def _why_reward(self, a: Action) -> IllegalAction:
        _, stage, owner, cell, spirit = self.pending
        k = a[0]
        if k not in ("reward", "skip") or a[1] not in STAGES:
            return RULES.illegal("groves.turn.order", "Take or skip the reward first: " + self.prompt)
        if a[1] != stage:
            grove = GROVES[self.p[owner].plot(cell)[1]]
            if stage == "primary":
                if spirit == WHITE:
                    return RULES.illegal("groves.reward.white_never", "A white spirit never earns a "
                                         "bonus reward.")
                if grove.bonus is None or (spirit != WRAITH and spirit != grove.colour):
                    return RULES.illegal("groves.reward.bonus_match", f"{_cap(spirit_text(spirit))} does "
                                         f"not match this {grove.colour_name} grove: no bonus reward.")
                return RULES.illegal("groves.reward.primary_first", "Settle the primary reward first.")
            return RULES.illegal("groves.reward.primary_first", "The primary reward is already settled.")
        r = self._pending_reward()
        toks = a[2:]
        if r.kind == "spirit":
            if any(t.endswith("wraith") for t in toks):
                return RULES.illegal("groves.wraith.only_portals", "A reward spirit can never be a wraith.")
            gifts = [t for t in toks if t.startswith(_GIFT)]
            if gifts and not self.solo:
                return RULES.illegal("groves.solo.gift_only_solo", "Only the solo game has a wraith bag.")
            if len(gifts) > 1:
                return RULES.illegal("groves.solo.gift_not_both", "Of two reward spirits, at most one may "
                                     "go to the wraith bag.")
            for t in gifts:
                c = SPIRIT_INDEX[t[len(_GIFT):]]
                if not self._giftable(c):
                    return RULES.illegal("groves.solo.gift_limit", f"{_cap(spirit_text(c))} is already in "
                                         "the wraith bag; only white ones may be added again.")
            want = [SPIRIT_INDEX[t.removeprefix(_GIFT)] for t in toks]
            if any(toks.count(t) > self.supply[SPIRIT_INDEX[t.removeprefix(_GIFT)]] for t in toks) or any(
                    want.count(c) > self.supply[c] for c in want):
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

    def _why_buy(self, a: Action) -> IllegalAction:
        me = self.turn
        if a[0] != "buy":
            return RULES.illegal("groves.turn.order", "Buy a grove or skip the purchase first.")
        g = int(a[1])
        if g not in self.row or g == 0:
            if 0 in self.row and g in self.stack:
                return RULES.illegal("groves.buy.no_refill", "Bought groves leave gaps in the row until "
                                     "the round ends; that grove is not in the row.")
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
        m = _SITE.match(a[2])
        owner, label = int(m.group(1)) - 1, m.group(2)
        if owner != me:
            return RULES.illegal("groves.buy.adjacent", "A new grove joins your own realm.")
        if label not in _CELL:
            return RULES.illegal("groves.buy.realm_board", f"{label} is outside the realm's 61 spaces.")
        if self.p[me].plot(_CELL[label]) is not None:
            return RULES.illegal("groves.buy.site_free", f"{label} already holds a grove.")
        return RULES.illegal("groves.buy.adjacent", f"{label} does not touch your realm by an edge.")

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
        if len(clicks) >= 2 and clicks[0].startswith("hand.") and clicks[0][5:] in SPIRIT_INDEX:
            loc = clicks[1][5:] if clicks[1].startswith("tree.") else clicks[1]
            if loc in TREE_AREAS or _SITE.match(loc):
                return self.explain(_A("place", clicks[0][5:], loc)) or self._click_hint()
            if clicks[1] == "bag" and clicks[0] == "hand.wraith":
                return self.explain(_A("return", "wraith")) or self._click_hint()
        if len(clicks) >= 2 and clicks[0].startswith("row.") and clicks[0][4:].isdigit() and _SITE.match(clicks[1]):
            return self.explain(_A("buy", clicks[0][4:], clicks[1])) or self._click_hint()
        if len(clicks) == 1:
            return self._explain_click(clicks[0])
        return self._click_hint()

    def _click_hint(self, text: str = "That is not something you can choose now.") -> IllegalAction:
        return RULES.illegal("groves.click", f"{text} {self.prompt}")

    def _explain_click(self, target: str) -> IllegalAction:
        """Why a single click starts no legal action."""
        me = self.current_player
        who = self.names[me]
        pend = self.pending
        if self.phase == "start":
            colour = target[6:] if target.startswith("start.") else ""
            if SPIRIT_INDEX.get(colour, NO) in COLOURS:
                return self.explain(_A("start", colour)) or self._click_hint()
            return RULES.illegal("groves.turn.order", f"{who} must first choose a resource-generating "
                                 "starting grove (yellow, orange, green or blue).")
        one = _click_action(target)
        if one is not None:
            return self.explain(one) or self._click_hint()
        if target.startswith("hand.") and target[5:] in SPIRIT_INDEX:
            s = SPIRIT_INDEX[target[5:]]
            if pend is not None:
                return RULES.illegal("groves.turn.order", "First finish the open decision: " + self.prompt)
            if not self.p[me].hand[s]:
                return RULES.illegal("groves.place.in_hand", f"{who} holds no {_noun(s)}.")
            return self._click_hint()
        loc = target[5:] if target.startswith("tree.") else target
        site = _SITE.match(loc)
        if pend is not None and pend[0] == "portal" and site:
            # a grove of a realm stands for that realm when choosing where a portal opens
            return self.explain(_A("portal", f"p{site.group(1)}")) or self._click_hint(
                "Choose the realm with its button.")
        if pend is not None and pend[0] == "buy":
            if target.startswith("row.") and target[4:].isdigit():
                sites = self.sites(me)
                spot = f"{pid(me)}.{_LABEL[sites[0]]}" if sites else f"{pid(me)}.e5"
                return self.explain(_A("buy", target[4:], spot)) or self._click_hint()
            if site:
                return self._click_hint("First click the grove you want in the row, then its space.")
        if pend is not None and (loc in TREE_AREAS or site or target == "bag"):
            return RULES.illegal("groves.turn.order", f"{who} must first finish the current decision: "
                                 + self.prompt)
        if pend is None:
            if loc in TREE_AREAS or site:
                return self._explain_place_target(loc)
            if target == "bag":
                return self.explain(_A("return", "wraith")) or self._click_hint()
            if target.startswith("row."):
                return self._click_hint("To buy a grove, first place a spirit on the Tree's groves area.")
        return self._click_hint()

    def _explain_place_target(self, loc: str) -> IllegalAction:
        """A grove or Tree area clicked before a spirit: the reason no spirit in hand may go there."""
        hand = self.p[self.turn].hand
        refusals = []
        for s in range(6):
            if hand[s]:
                e = self.explain(_A("place", SPIRITS[s], loc))
                if e is None:
                    return self._click_hint("First click the spirit to place, then where it goes.")
                refusals.append((s == WRAITH, e))
        refusals.sort(key=itemgetter(0))            # a coloured or white spirit's reason first
        return refusals[0][1] if refusals else self._click_hint()

    # ---- applying an action --------------------------------------------------------------------
    def _do(self, a: Action) -> "State":
        s = self._begin()
        k = a[0]
        if k == "start":
            s._choose_start(SPIRIT_INDEX[a[1]])
        elif k == "place":
            s._place(SPIRIT_INDEX[a[1]], a[2])
        elif k == "return":
            pl = s._pl(s.turn)
            pl.hand = _add(pl.hand, WRAITH, -1)
            pl.bag = _add(pl.bag, WRAITH, 1)
            s._say(f"{s.names[s.turn]} finds no grove for a wraith and returns it to the bag.")
            s._next_turn()
        elif s.pending[0] == "reward":
            s._settle_reward(a)
        elif k == "buy" or (k == "skip" and a[1] == "purchase"):
            s._buy(a)
        elif k == "keep":
            s._keep(int(a[1]))
        elif k == "portal":
            s.pending = None
            s._build_portal(s.turn, int(a[1][1:]) - 1)
            s._next_turn()
        else:
            s._power(a)
        return s._end()

    # setup
    def _choose_start(self, colour: int) -> None:
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
    def _place(self, s: int, loc: str) -> None:
        me = self.turn
        who = self.names[me]
        pl = self._pl(me)
        pl.hand = _add(pl.hand, s, -1)
        if me == self.crown:
            self.crown_placed = True
        if loc in TREE_AREAS:
            self.tree = self.tree + ((loc, s, me),)
            self._say(f"{who} places {spirit_text(s)} on the Tree of Idyll ({loc} area).")
            getattr(self, f"_visit_{loc}")(me)
            if self.pending is None:
                self._next_turn()
            return
        m = _SITE.match(loc)
        owner, cell = int(m.group(1)) - 1, _CELL[m.group(2)]
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
        self.pending = ("reward", "primary", owner, cell, s)
        self._open_reward()

    def _open_reward(self) -> None:
        """Ask about the pending stage, skipping stages that offer nothing."""
        while self.pending is not None:
            _, stage, owner, cell, s = self.pending
            grove = GROVES[self.p[owner].plot(cell)[1]]
            r = grove.primary if stage == "primary" else grove.bonus
            if stage == "bonus" and (s == WHITE or (s != WRAITH and s != grove.colour)):
                r = None
            if r is not None:
                if self._reward_options(r, self.turn):
                    return
                self._say(f"The {stage} reward ({r.text}) cannot be taken now.")
            if stage == "primary":
                self.pending = ("reward", "bonus", owner, cell, s)
            else:
                self.pending = None
        self._next_turn()

    def _settle_reward(self, a: Action) -> None:
        me = self.turn
        who = self.names[me]
        _, stage, owner, cell, s = self.pending
        if a[0] == "skip":
            self._say(f"{who} skips the {stage} reward.")
        else:
            self._take(self._pending_reward(), a[2:])
        if stage == "primary":
            self.pending = ("reward", "bonus", owner, cell, s)
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
        me = self.turn
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
                gift = t.startswith(_GIFT)
                c = SPIRIT_INDEX[t.removeprefix(_GIFT)]
                self.supply = _add(self.supply, c, -1)
                if gift:
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
        if any(a[0] == "buy" for a in self._purchases()):
            self.pending = ("buy",)
        else:
            self._say(f"{self.names[me]} cannot afford any grove in the row.")

    def _visit_bonus(self, me: int) -> None:
        deck = self.deck
        if not deck:
            self._say("The summoning deck is empty: the visit gives nothing.")
        elif len(deck) == 1:
            self.deck = ()
            self._keep_card(me, deck[0])
        else:
            self.deck = deck[2:]
            self.pending = ("card", deck[0], deck[1])

    def _keep_card(self, me: int, card: int) -> None:
        pl = self._pl(me)
        pl.cards = pl.cards + (card,)
        self._say(f"{self.names[me]} keeps a summoning card face down.")

    def _keep(self, card: int) -> None:
        me = self.turn
        other = [c for c in self.pending[1:] if c != card][0]
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
                self.pending = ("portal",) + targets
        elif targets and self.portal_supply[0]:
            pl.base = 1
            self.portal_supply = (self.portal_supply[0] - 1, self.portal_supply[1])
            self._say(f"{who} takes a portal base.")
        else:
            self._say(f"{who} has no portal left to build: the visit gives nothing.")

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

    def _buy(self, a: Action) -> None:
        me = self.turn
        who = self.names[me]
        self.pending = None
        if a[0] == "skip":
            self._say(f"{who} buys nothing.")
            self._next_turn()
            return
        g = int(a[1])
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
        cell = _CELL[a[2].split(".")[1]]
        pl.realm = _with_plot(pl.realm, cell, g, NO, NO)
        self.row = self.row[:slot] + (0,) + self.row[slot + 1:]
        self._say(f"{who} buys {grove.name} (grove {g}) for {vec_text(grove.cost + (0, 0))} and "
                  f"{plural(cost, 'crystal')} (to {to}), placing it at {_LABEL[cell]}.")
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
            seat = (self.turn + step) % n
            if sum(self.p[seat].hand):
                self.turn = seat
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
        self.turn = (self.crown - 1) % self.players
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
                self.pending = ("power", power)
                return
        self._wraith_phase_end()

    def _power(self, a: Action) -> None:
        power = a[1]
        self.pending = None
        if a[0] == "skip":
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
            for t in a[2:]:
                e = RESOURCE_INDEX[t]
                pl.res = _add(pl.res, e, -1)
                self.res = _add(self.res, e, 1)
            self.hollows -= 1
            self.banished += 1
            pay = f"2 {a[2]}" if a[2] == a[3] else f"1 {a[2]} and 1 {a[3]}"
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
        text = self._result_text()
        self._say("The game is over. " + text[:1].upper() + text[1:])

    # ---- scoring -------------------------------------------------------------------------------
    def _trophies(self) -> dict[int, list[int]]:
        if "trophies" not in self._cache:
            out: dict[int, list[int]] = {i: [] for i in range(self.players)}
            if self.phase == "over":
                for c in self.realm_cards:
                    card = REALM_CARDS[c]
                    if card.type != "trophy":
                        continue
                    vals = [metric(pl, card) for pl in self.p]
                    best = max(vals)
                    if best >= TROPHY_MINIMUM and vals.count(best) == 1:
                        out[vals.index(best)].append(c)
            self._cache["trophies"] = out
        return self._cache["trophies"]

    def score_sheet(self, seat: int) -> dict[str, int]:
        """Dominion by source (trophies only once the game is over), and the total."""
        pl = self.p[seat]
        sheet = {
            "tokens": pl.res[DOMINION],
            "groves": sum(GROVES[g].points for g in pl.purchased()),
            "realm cards": sum(REALM_CARDS[c].points for c in pl.lightning + tuple(self._trophies()[seat])),
            "summoning cards": sum(SUMMONING[c].points for c in pl.scored),
            "portals": len(pl.portals),
            "leftovers": (sum(pl.res[:3]) + pl.res[CRYSTAL]) // 5,
        }
        sheet["total"] = sum(sheet.values())
        return sheet

    @property
    def scores(self) -> list[int]:
        """Dominion per seat so far (final once the game is over)."""
        if "scores" not in self._cache:
            self._cache["scores"] = [self.score_sheet(i)["total"] for i in range(self.players)]
        return list(self._cache["scores"])

    def tiebreak(self, seat: int) -> tuple[int, int, int]:
        """Score, then groves in the realm, then elements and crystals."""
        pl = self.p[seat]
        return (self.scores[seat], len(pl.realm), sum(pl.res[:3]) + pl.res[CRYSTAL])

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

    def evaluate(self, player: int) -> float:
        """How good this position is for ``player`` (for the greedy bot): big is good.

        A one-move bot only sees the state its action leads to, so a decision still open for
        ``player`` (the rewards of the grove just visited, the grove to buy, the card to keep,
        where the portal opens, a solo power) is valued by its best answer. Spirits are counted
        where they will end up: those in hand or on your own realm's groves come back to your
        bag, those on the Tree go back to the supply. So a visit that gives nothing costs the
        spirit (a white one excepted: fewer whites make a better bag) instead of looking as good
        as a reward.
        """
        key = ("evaluate", player)
        if key not in self._cache:
            if self.phase == "play" and self.pending is not None and self.turn == player:
                value = max(self.apply(a).evaluate(player) for a in self._legal_cached())
            else:
                value = self._value(player)
            self._cache[key] = value
        return self._cache[key]

    def _worth(self, seat: int) -> float:
        """A rough dominion-like worth of what ``seat`` holds now."""
        pl = self.p[seat]
        sc = self.scores[seat]
        if self.phase == "over":
            return sc
        own = list(_vadd(pl.bag, pl.hand))
        for _, _, sp, _ in pl.realm:
            if sp >= 0 and sp != WRAITH:
                own[sp] += 1
        res = pl.res
        worth = (sc + 0.35 * sum(own[1:5]) - 0.05 * own[WHITE] + 0.3 * sum(pl.hand)
                 + 0.2 * sum(res[:3]) + 0.25 * res[CRYSTAL] + 0.4 * len(pl.cards)
                 + 0.6 * len(pl.purchased()) + 0.3 * pl.base)
        if pl.start >= 0:
            # the resource grove's colour is worth more when groves of that colour are on offer
            # (its spirits earn their bonus rewards) or a trophy counts its spirits; this only
            # changes between rounds, so in play it is the same for every choice of a turn
            groves = [g for g in self.row if g] + [g for q in self.p for g in q.purchased()]
            worth += 0.1 * sum(1 for g in groves if GROVES[g].colour == pl.start)
            worth += 0.3 * sum(1 for c in self.realm_cards if REALM_CARDS[c].goal == "spirits"
                               and REALM_CARDS[c].colour == pl.start)
        return worth

    def _value(self, player: int) -> float:
        if self.solo:
            if self.phase == "over":
                return 1000.0 if self.result == "won" else -1000.0 + self.scores[0]
            return self._worth(0) - self.threshold() - 1.5 * self.wbag[WRAITH] / max(1, sum(self.wbag))
        mine = self._worth(player)
        rivals = [self._worth(i) for i in range(self.players) if i != player]
        bonus = 0.0
        if self.phase == "over":
            bonus = 100.0 if player in self.winners else 0.0
        return mine - max(rivals) + bonus

    # ---- hidden information ---------------------------------------------------------------------
    def view(self, player: int | None) -> "State":
        """What ``player`` may see: the draw stack, the box, the summoning deck, other players'
        face-down cards and the random generator are hidden (shown as 0). None: everything."""
        if player is None:
            return self
        v = self._clone()
        v.viewer = player
        v.rng = Rng(0)
        v.stack = (0,) * len(self.stack)
        v.box = (0,) * len(self.box)
        v.realm_box = (0,) * len(self.realm_box)
        v.deck = (0,) * len(self.deck)
        ps = []
        for seat, pl in enumerate(self.p):
            if seat != player and pl.cards:
                pl = pl.copy()
                pl.cards = (0,) * len(pl.cards)
            ps.append(pl)
        v.p = tuple(ps)
        if self.pending and self.pending[0] == "card" and self.turn != player:
            v.pending = ("card", 0, 0)
        return v

    # ---- serialisation -------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """All of the state as plain JSON-able data."""
        def counts(t):
            return {SPIRITS[i]: n for i, n in enumerate(t) if n}

        players = []
        for pl in self.p:
            players.append({
                "realm": [[_LABEL[c], g, SPIRITS[s] if s >= 0 else None, by] for c, g, s, by in pl.realm],
                "bag": counts(pl.bag), "hand": counts(pl.hand),
                "res": {RESOURCES[i]: n for i, n in enumerate(pl.res)},
                "cards": list(pl.cards), "scored": list(pl.scored), "lightning": list(pl.lightning),
                "base": pl.base, "portals": list(pl.portals),
                "start": SPIRITS[pl.start] if pl.start >= 0 else None,
            })
        return {
            "game": "groves", "names": list(self.names), "players": players, "rng": self.rng.state,
            "phase": self.phase, "order": list(self.order), "round": self.round, "crown": self.crown,
            "turn": self.turn, "crown_placed": self.crown_placed, "final": self.final,
            "pending": list(self.pending) if self.pending else None,
            "supply": counts(self.supply), "res": {RESOURCES[i]: n for i, n in enumerate(self.res)},
            "portal_supply": list(self.portal_supply), "row": list(self.row), "stack": list(self.stack),
            "box": list(self.box), "removed": list(self.removed), "start_box": list(self.start_box),
            "realm_cards": list(self.realm_cards), "realm_box": list(self.realm_box),
            "deck": list(self.deck), "summon_box": list(self.summon_box),
            "tree": [[a, SPIRITS[s], seat] for a, s, seat in self.tree],
            "wbag": counts(self.wbag), "wdraw": counts(self.wdraw), "hollows": self.hollows,
            "banished": self.banished, "gifted": [SPIRITS[c] for c in self.gifted],
            "markers": counts(self.markers), "powers_done": list(self.powers_done),
            "result": self.result, "viewer": self.viewer, "log": list(self.log),
        }

    @classmethod
    def from_dict(cls, d: Mapping) -> "State":
        """The state written by ``to_dict``."""
        def counts(m):
            return tuple(int(m.get(s, 0)) for s in SPIRITS)

        try:
            s = object.__new__(State)
            s._cache = {}
            s._work = None
            ps = []
            for q in d["players"]:
                realm = tuple(sorted((_CELL[c], int(g), SPIRIT_INDEX[sp] if sp else NO, int(by))
                                     for c, g, sp, by in q["realm"]))
                ps.append(Player(realm, counts(q["bag"]), counts(q["hand"]),
                                 tuple(int(q["res"][r]) for r in RESOURCES), tuple(q["cards"]),
                                 tuple(q["scored"]), tuple(q["lightning"]), int(q["base"]),
                                 tuple(q["portals"]), SPIRIT_INDEX[q["start"]] if q["start"] else NO))
            s.names = tuple(d["names"])
            s.p = tuple(ps)
            s.rng = Rng(int(d["rng"]))
            s.phase = d["phase"]
            s.order = tuple(d["order"])
            s.round = int(d["round"])
            s.crown = int(d["crown"])
            s.turn = int(d["turn"])
            s.crown_placed = bool(d["crown_placed"])
            s.final = bool(d["final"])
            s.pending = tuple(d["pending"]) if d["pending"] else None
            s.supply = counts(d["supply"])
            s.res = tuple(int(d["res"][r]) for r in RESOURCES)
            s.portal_supply = tuple(d["portal_supply"])
            for k in ("row", "stack", "box", "removed", "start_box", "realm_cards", "realm_box", "deck",
                      "summon_box", "powers_done"):
                setattr(s, k, tuple(d[k]))
            s.tree = tuple((a, SPIRIT_INDEX[sp], int(seat)) for a, sp, seat in d["tree"])
            s.wbag = counts(d["wbag"])
            s.wdraw = counts(d["wdraw"])
            s.hollows = int(d["hollows"])
            s.banished = int(d["banished"])
            s.gifted = tuple(SPIRIT_INDEX[c] for c in d["gifted"])
            s.markers = counts(d["markers"])
            s.result = d["result"]
            s.viewer = d["viewer"]
            s.log = tuple(d["log"])
            return s
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise ValueError(f"not a Groves state: {e!r}") from None

    def render(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
               player: int | None = None) -> str:
        """The whole table as SVG; see ``render.table_svg``."""
        from .render import table_svg

        state = self.view(player) if player is not None and self.viewer != player else self
        return table_svg(state, highlight=highlight, selected=selected, last=last)

    def panels(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
               player: int | None = None) -> dict[str, str]:
        """The table as named panels (hand, tree, realm-<seat>..., cards, supply); see
        ``render.panels_svg``. ``player`` shows only what that player may see."""
        from .render import panels_svg

        state = self.view(player) if player is not None and self.viewer != player else self
        return panels_svg(state, highlight=highlight, selected=selected, last=last)

    def action_label(self, action) -> str:
        """Plain words for a legal action, as the Table's choice buttons show it."""
        from .render import action_label

        return action_label(self, self._coerce(action))

    def __repr__(self) -> str:
        return f"<groves.State round {self.round}: {self.prompt}>"


# ---- goals ------------------------------------------------------------------------------------------

def summoning_met(card, drawn: Sequence[int]) -> bool:
    """Whether a draw (counts by colour) shows everything a summoning card asks for."""
    if card.kind == "pair":
        a, b = card.spirits
        return drawn[a] >= 1 and drawn[b] >= 1 if a != b else drawn[a] >= 2
    if card.kind == "different":
        return sum(1 for c in COLOURS if drawn[c]) >= 3
    return any(drawn[c] >= 3 for c in COLOURS)


def metric(pl: Player, card) -> int:
    """What a realm bonus card measures for a player (purchased groves only)."""
    goal = card.goal
    if goal == "spirits":
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
        return max((colours.count(c) for c in COLOURS), default=0)
    cells = {p[0] for p in pl.realm if p[1] <= GROVE_COUNT}
    return max((sum(1 for nb in _ADJ[c] if nb in cells) for c in cells), default=0)


# ---- building games ------------------------------------------------------------------------------------

def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    if players not in STACK_SIZE:
        raise ValueError("Groves is for 1 to 4 players (1 is the solo game).")
    if names is None:
        return DEFAULT_NAMES[:players]
    names = tuple(str(n) for n in names)
    if len(names) != players:
        raise ValueError(f"expected {players} player names, got {len(names)}")
    return names


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
    s.turn = 0
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
    s.viewer = None
    s.log = ()
    return s


def _starting_realm(seat: int) -> tuple:
    return tuple(sorted((LAYOUT[kind], STARTING[kind][seat], NO, NO)
                        for kind in ("reference", "crystal", "spirit")))


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, **options) -> State:
    """A new game after the table is set up: the first decision is the last seat's choice of
    resource-generating starting grove. ``players=1`` is the solo game."""
    if options:
        raise TypeError(f"unknown options: {', '.join(sorted(options))}")
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
           + (" (solo)" if solo else "") + f": {len(s.stack) + 4} groves in play, realm bonus cards "
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
                  bases: Sequence[int] | None = None, crown: int = 0, turn: int | None = None,
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
    Tree of Idyll this round, ``[("groves", "white", "p2"), ("bonus", "blue", 0)]``
    (area, colour, placer; no wraith, and no portal area in the solo game).
    ``bags``/``hands``: spirit counts per seat, ``{"white": 3, "blue": 1}`` (default:
    the starting bag, and a seeded draw of three). ``resources``: per seat
    ``{"earth": 2, "crystal": 5, ...}`` (default: the starting amounts). ``row``
    (0 = gap), ``stack`` (top last), ``deck`` (top first), ``cards`` (face-down
    summoning cards per seat), ``scored`` (summoning cards already revealed and
    scoring, per seat), ``realm_cards`` (revealed), ``lightning`` (lightning cards
    already claimed, per seat; each must be a revealed lightning card), ``portals``
    (seat -> seats its portals lead to), ``bases`` (held without mirror, per seat).
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
    s = _blank(names, Rng(seed))._begin()
    s.phase = "play"
    s.order = ()
    s.round = round - 1
    s.crown = crown
    colours = [SPIRIT_INDEX[c] for c in (start or [SPIRITS[c] for c in COLOURS][:n])]
    if len(colours) != n or len(set(colours)) != n:
        raise ValueError("start needs one different resource colour per seat")
    for seat in range(n):
        realm = _with_plot(_starting_realm(seat), LAYOUT["resource"], RESOURCE_GROVE[colours[seat]], NO, NO)
        bag = [0] * 6
        bag[WHITE], bag[colours[seat]] = BAG_WHITES, 1
        bag = tuple(bag) if bags is None else _counts(bags[seat])
        res = (START_ELEMENTS,) * 3 + ((SOLO_CRYSTALS if solo else START_CRYSTALS[seat]), 0)
        if resources is not None:
            res = tuple(int(resources[seat].get(r, 0)) for r in RESOURCES)
        s.p.append(Player(realm, bag, (0,) * 6, res, start=colours[seat],
                          cards=tuple(cards[seat]) if cards else (),
                          scored=tuple(scored[seat]) if scored else (),
                          lightning=tuple(lightning[seat]) if lightning else (),
                          portals=tuple(sorted((portals or {}).get(seat, ()))),
                          base=int(bases[seat]) if bases else 0))
    for site, g in (groves or {}).items():
        m = _SITE.match(site)
        seat, cell = int(m.group(1)) - 1, _CELL[m.group(2)]
        pl = s.p[seat]
        pl.realm = _with_plot(pl.realm, cell, int(g), NO, NO)
    for site, sp in (spirits or {}).items():
        m = _SITE.match(site)
        seat, cell = int(m.group(1)) - 1, _CELL[m.group(2)]
        pl = s.p[seat]
        plot = pl.plot(cell)
        if plot is None:
            raise ValueError(f"no grove at {site}")
        colour, by = (sp, seat) if isinstance(sp, str) else (sp[0], _seat_of(sp[1], names))
        if GROVES[plot[1]].kind == "reference":
            raise ValueError(f"the quick-reference grove at {site} takes no spirit")
        if by != seat and seat not in s.p[by].portals:
            raise ValueError(f"{names[by]} has no portal into {names[seat]}'s realm to place at {site}")
        pl.realm = _with_plot(pl.realm, cell, plot[1], SPIRIT_INDEX[colour], by)
    on_tree = []
    for area, colour, by in tree:
        if area not in (SOLO_TREE_AREAS if solo else TREE_AREAS):
            raise ValueError(f"no Tree area {area!r} in this game")
        if SPIRIT_INDEX[colour] == WRAITH:
            raise ValueError("a wraith never goes to the Tree of Idyll")
        on_tree.append((area, SPIRIT_INDEX[colour], _seat_of(by, names)))
    s.tree = tuple(on_tree)
    used_groves = {p[1] for pl in s.p for p in pl.realm}
    free = [g for g in PURCHASABLE if g not in used_groves]
    s.row = tuple(row) if row is not None else tuple(free[:4])
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
                raise ValueError(f"realm card {c} is not a revealed lightning card")
    if solo:
        s.summon_box = tuple(c for c in sorted(SUMMONING) if SUMMONING[c].wraith and c not in held)
    s.deck = tuple(deck) if deck is not None else tuple(
        c for c in sorted(SUMMONING) if c not in held and c not in s.summon_box)
    s.summon_box = tuple(c for c in sorted(SUMMONING) if c not in held and c not in s.deck)
    if solo:
        s.wbag = SOLO_WRAITH_BAG if wraith_bag is None else _counts(wraith_bag)
        s.hollows = hollows
        s.gifted = tuple(sorted(SPIRIT_INDEX[c] for c in gifted))
        s.markers = tuple(1 if c in s.gifted else 0 for c in range(6))
    s.final = (not s.stack) if final is None else final
    # supplies: whatever the position does not use
    used = [0] * 6
    for seat, pl in enumerate(s.p):
        used = _vadd(used, pl.bag)
        used = _vadd(used, _counts(hands[seat]) if hands else (0,) * 6)
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
    if min(s.supply) < 0 or min(s.res) < 0 or min(s.portal_supply) < 0:
        raise ValueError("the position uses more pieces than the game has")
    s._say(f"A teaching position for {plural(n, 'player')}.")
    s._work = (set(range(n)), s._work[1])
    if hands is None:
        s.turn = crown
        s._start_round()
    else:
        s.round = round
        for seat in range(n):
            s.p[seat].hand = _counts(hands[seat])
        s.crown_placed = crown_placed
        s.turn = crown if turn is None else turn
        if not sum(s.p[s.turn].hand):
            s._next_turn()
    out = s._end()
    invariants(out)
    return out


def _seat_of(who, names: Sequence[str]) -> int:
    """A seat from a number, 'p2' or a player's name."""
    if isinstance(who, int) and 0 <= who < len(names):
        return who
    if isinstance(who, str):
        m = _SEAT.match(who)
        if m and int(m.group(1)) <= len(names):
            return int(m.group(1)) - 1
        if who in names:
            return names.index(who)
    raise ValueError(f"no player {who!r}")


def _counts(m: Mapping) -> tuple:
    bad = set(m) - set(SPIRITS)
    if bad:
        raise ValueError(f"unknown spirit colours {sorted(bad)}")
    return tuple(int(m.get(c, 0)) for c in SPIRITS)


def from_json(text: str) -> State:
    """The state written by ``State.to_json``."""
    return State.from_json(text)


# ---- conservation -----------------------------------------------------------------------------------

def invariants(state: State) -> None:
    """Check conservation laws; raises AssertionError if one is broken.

    Spirits of each colour, elements, crystals, dominion, portals, groves (stack,
    row, realms, box), starting groves and both kinds of cards are all accounted
    for, and no supply or holding is negative.
    """
    s = state
    spirits = list(s.supply)
    res = list(s.res)
    for seat, pl in enumerate(s.p):
        for t in (pl.bag, pl.hand, pl.res):
            assert min(t) >= 0, f"negative holding {t}"
        spirits = _vadd(spirits, pl.bag)
        spirits = _vadd(spirits, pl.hand)
        res = _vadd(res, pl.res)
        cells = [p[0] for p in pl.realm]
        assert len(cells) == len(set(cells)), "two groves on one space"
        for cell, g, sp, by in pl.realm:
            if sp >= 0:
                spirits = _add(spirits, sp, 1)
                assert GROVES[g].kind != "reference", "a spirit on the quick-reference grove"
                assert 0 <= by < s.players
        assert pl.base in (0, 1)
        assert len(set(pl.portals)) == len(pl.portals) and all(t in s.neighbours(seat) for t in pl.portals)
    for _, sp, _ in s.tree:
        spirits = _add(spirits, sp, 1)
        assert sp != WRAITH, "a wraith on the Tree of Idyll"
    spirits = _vadd(_vadd(_vadd(spirits, s.wbag), s.wdraw), s.markers)
    spirits = _add(spirits, WRAITH, s.hollows + s.banished)
    assert min(s.supply) >= 0 and min(s.res) >= 0 and min(s.wbag) >= 0, "negative supply"
    assert tuple(spirits) == SPIRIT_TOTALS, f"spirits {spirits} != {SPIRIT_TOTALS}"
    assert tuple(res) == RESOURCE_TOTALS, f"resources {res} != {RESOURCE_TOTALS}"
    bases = s.portal_supply[0] + sum(pl.base + len(pl.portals) for pl in s.p)
    mirrors = s.portal_supply[1] + sum(len(pl.portals) for pl in s.p)
    pending_mirror = 1 if s.pending and s.pending[0] == "portal" else 0
    assert bases == PORTALS and mirrors + pending_mirror == PORTALS, "portals"
    assert 0 <= s.hollows <= HOLLOWS_SPACES
    realm_groves = [p[1] for pl in s.p for p in pl.realm]
    bought = [g for g in realm_groves if g <= GROVE_COUNT]
    starting = [g for g in realm_groves if g > GROVE_COUNT]
    placed = list(s.stack) + [g for g in s.row if g] + list(s.removed) + list(s.box) + bought
    assert len(placed) == GROVE_COUNT, f"{len(placed)} groves"
    assert sorted(starting + list(s.start_box)) == sorted(g for g in GROVES if g > GROVE_COUNT)
    cards = list(s.deck) + list(s.summon_box)
    for pl in s.p:
        cards += list(pl.cards) + list(pl.scored)
    if s.pending and s.pending[0] == "card":
        cards += list(s.pending[1:])
    assert len(cards) == len(SUMMONING), "summoning cards"
    assert len(s.realm_cards) + len(s.realm_box) == len(REALM_CARDS)
    claimed = [c for pl in s.p for c in pl.lightning]
    assert len(claimed) == len(set(claimed))
    if s.viewer is None:
        assert sorted(placed) == list(PURCHASABLE), "each grove is in exactly one place"
        assert sorted(cards) == sorted(SUMMONING), "each summoning card is in exactly one place"
        assert sorted(s.realm_cards + s.realm_box) == sorted(REALM_CARDS)
        assert set(claimed) <= set(s.realm_cards)
    if s.phase == "play" and s.pending is None:
        assert sum(s.p[s.turn].hand) > 0, "the player to move holds spirits"
