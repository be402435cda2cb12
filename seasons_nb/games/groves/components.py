"""Groves components: the rulebook's counts and our designed contents, loaded from ``data/``.

The rulebook gives the numbers of pieces and the reward symbols; the grove
contents, the starting groves, both kinds of bonus cards and the Hollows of the
Lost track are our design (see ``data/DESIGN.md``). Everything is validated at
import, so a broken data file fails loudly and early.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).with_name("data")

# ---- rulebook facts ---------------------------------------------------------------------------
SPIRITS = ("white", "yellow", "orange", "green", "blue", "wraith")
WHITE, YELLOW, ORANGE, GREEN, BLUE, WRAITH = range(6)
COLOURED = (YELLOW, ORANGE, GREEN, BLUE)
SPIRIT_INDEX = {name: i for i, name in enumerate(SPIRITS)}
RESOURCES = ("earth", "light", "water", "crystal", "dominion")
EARTH, LIGHT, WATER, CRYSTAL, DOMINION = range(5)
ELEMENTS = (EARTH, LIGHT, WATER)
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCES)}

STACK_SIZE = {1: 28, 2: 17, 3: 22, 4: 25}
ROW_COSTS = (1, 2, 3, 4)
START_CRYSTALS = (1, 2, 3, 4)
SOLO_CRYSTALS = 3
START_ELEMENTS = 2
BAG_WHITES = 8
DRAW = 3
EMPTY_BAG_WHITES = 2
REALM_CARDS_SHOWN = 3
SOLO_REMOVED_ROW_SLOTS = 2
SOLO_WRAITH_BAG = (8, 0, 0, 0, 0, 1)
POWER_COST = 2
TREE_AREAS = ("groves", "summoning", "portal")
SOLO_TREE_AREAS = ("groves", "summoning")
POWERS = ("repel", "recall", "banish", "spawn")
POWER_COLOUR = {"recall": YELLOW, "spawn": ORANGE, "banish": GREEN, "repel": BLUE}
GROVE_COUNT = 28
STARTING_KINDS = ("reference", "crystal", "spirit", "resource")
REWARD_KINDS = ("gain", "choice", "exchange", "spirit", "white", "draw", "cull")


def _load(name: str) -> dict:
    with open(DATA / name, encoding="utf-8") as f:
        return json.load(f)


_SUPPLY = _load("supply.json")
SPIRIT_TOTALS = tuple(int(_SUPPLY["spirits"][s]) for s in SPIRITS)
ELEMENT_TOTAL = tuple(int(_SUPPLY["elements"][RESOURCES[e]]) for e in ELEMENTS)
CRYSTAL_TOTAL = sum(int(v) * n for v, n in _SUPPLY["crystal_tokens"].items())
DOMINION_TOTAL = sum(int(v) * n for v, n in _SUPPLY["dominion_tokens"].items())
#: supply totals of earth, light, water, crystal, dominion
RESOURCE_TOTALS = ELEMENT_TOTAL + (CRYSTAL_TOTAL, DOMINION_TOTAL)
PORTALS = int(_SUPPLY["portals"])
HOLLOWS_START = int(_SUPPLY["hollows"]["start"])
HOLLOWS_SPACES = int(_SUPPLY["hollows"]["spaces"])


# ---- rewards ------------------------------------------------------------------------------------
def _vec(d: dict) -> tuple[int, ...]:
    bad = set(d) - set(RESOURCES)
    if bad:
        raise ValueError(f"unknown resources {sorted(bad)}")
    v = tuple(int(d.get(r, 0)) for r in RESOURCES)
    if any(x < 0 for x in v) or not any(v):
        raise ValueError(f"bad amounts {d}")
    return v


# ---- words -------------------------------------------------------------------------------------
#: nouns that take an "s" when counted; earth, light, water and dominion are amounts ("2 earth",
#: "3 dominion") and stay as they are
_PLURALS = {"crystal": "crystals", "element": "elements", "spirit": "spirits", "wraith": "wraiths",
            "grove": "groves", "card": "cards", "player": "players", "space": "spaces",
            "portal": "portals"}


def article(word: str) -> str:
    """``word`` with its indefinite article: 'a yellow', 'an orange', 'an earth'."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def plural(n: int, noun: str) -> str:
    """A counted noun: '1 crystal', '2 crystals', '2 extra spirits', '2 earth', '3 dominion'."""
    if n != 1:
        head, _, last = noun.rpartition(" ")
        noun = (head + " " if head else "") + _PLURALS.get(last, last)
    return f"{n} {noun}"


@lru_cache(maxsize=256)    # the log names spirits in nearly every line
def spirit_text(colour: str | int, n: int = 1) -> str:
    """Spirits of one colour in words: 'a white spirit', 'an orange spirit', 'a wraith',
    '2 blue spirits', '2 wraiths'."""
    name = SPIRITS[colour] if isinstance(colour, int) else colour
    noun = "wraith" if name == "wraith" else f"{name} spirit"
    if n == 1:
        return article(noun)
    return f"{n} {noun}s"


def spirits_text(counts) -> str:
    """Spirit counts by colour in words: 'a wraith, 2 white spirits and an orange spirit'."""
    parts = [spirit_text(c, n) for c, n in enumerate(counts) if n]
    if not parts:
        return "no spirit"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


@lru_cache(maxsize=1024)    # the log words each gain and price
def vec_text(v) -> str:
    """'2 earth + 1 crystal + 1 dominion' for a resource vector (crystals agree with the number)."""
    return " + ".join(plural(n, RESOURCES[i]) for i, n in enumerate(v) if n)


def vec_label(v) -> str:
    """A one-word token for a resource vector: 'earth', '2crystal', 'light+water'."""
    return "+".join((f"{n}" if n > 1 else "") + RESOURCES[i] for i, n in enumerate(v) if n)


@dataclass(frozen=True)
class Reward:
    """One reward symbol on a grove: ``kind`` (see REWARD_KINDS) and its amounts.

    ``gain``: ``amount`` is a resource vector. ``choice``: ``options`` are
    (token, vector) pairs. ``exchange``: ``pay`` and ``amount`` vectors.
    ``spirit`` / ``white`` / ``draw`` / ``cull``: ``count``.
    """

    kind: str
    amount: tuple = ()
    pay: tuple = ()
    options: tuple = ()
    count: int = 0

    @property
    def text(self) -> str:
        """The reward in plain words."""
        k = self.kind
        if k == "gain":
            return vec_text(self.amount)
        if k == "choice":
            return " or ".join(vec_text(v) for _, v in self.options)
        if k == "exchange":
            return f"pay {vec_text(self.pay)} for {vec_text(self.amount)}"
        n = self.count
        return {
            "spirit": f"add {plural(n, 'spirit')} of your choice to your bag",
            "white": f"add {spirit_text('white', n)} to your bag",
            "draw": f"draw {plural(n, 'extra spirit')} from your bag",
            "cull": f"discard {plural(n, 'random spirit')} from your bag",
        }[k]

    @property
    def short(self) -> str:
        """A few characters for the picture."""
        ab = {"earth": "E", "light": "L", "water": "W", "crystal": "C", "dominion": "D"}

        def s(v):
            return "".join(f"{n}{ab[RESOURCES[i]]}" for i, n in enumerate(v) if n)

        k = self.kind
        if k == "gain":
            return s(self.amount)
        if k == "choice":
            return "/".join(s(v) for _, v in self.options)
        if k == "exchange":
            return f"{s(self.pay)}>{s(self.amount)}"
        return {"spirit": "+?", "white": "+w", "draw": "draw", "cull": "cull"}[k] + (
            f"x{self.count}" if self.count > 1 else "")


def _reward(d: dict | None) -> Reward | None:
    if d is None:
        return None
    if len(d) != 1:
        raise ValueError(f"a reward has exactly one symbol: {d}")
    (k, v), = d.items()
    if k == "gain":
        return Reward("gain", amount=_vec(v))
    if k == "choice":
        opts = tuple((vec_label(_vec(o)), _vec(o)) for o in v)
        if len(opts) < 2 or len({t for t, _ in opts}) != len(opts):
            raise ValueError(f"a choice needs two or more different options: {d}")
        return Reward("choice", options=opts)
    if k == "exchange":
        return Reward("exchange", pay=_vec(v["pay"]), amount=_vec(v["get"]))
    if k in ("spirit", "white", "draw", "cull"):
        n = int(v)
        if not 1 <= n <= 2:
            raise ValueError(f"{k} count must be 1 or 2: {d}")
        return Reward(k, count=n)
    raise ValueError(f"unknown reward symbol {k!r}")


@dataclass(frozen=True)
class Grove:
    """A grove hex: purchasable (id 1–28) or starting (id 101–116)."""

    id: int
    name: str
    kind: str                 # "grove" or one of STARTING_KINDS
    colour: int               # spirit index of its colour, or -1 (no colour)
    cost: tuple = (0, 0, 0)   # earth, light, water
    points: int = 0
    primary: Reward | None = None
    bonus: Reward | None = None

    @property
    def colour_name(self) -> str:
        return SPIRITS[self.colour] if self.colour >= 0 else "colourless"


@dataclass(frozen=True)
class SummoningCard:
    """A summoning bonus card: ``pair`` (two pictured spirits), ``different`` or ``alike``."""

    id: int
    kind: str
    spirits: tuple = ()
    points: int = 1

    @property
    def wraith(self) -> bool:
        return WRAITH in self.spirits

    @property
    def text(self) -> str:
        if self.kind == "pair":
            return f"draw {' and '.join(SPIRITS[s] for s in self.spirits)} together"
        if self.kind == "different":
            return "draw three spirits of three different colours (no white)"
        return "draw three spirits of one colour (no white)"


@dataclass(frozen=True)
class RealmCard:
    """A realm bonus card: a trophy (most, at game end) or lightning (first to)."""

    id: int
    type: str
    name: str
    goal: str
    points: int
    colour: int = -1
    count: int = 0

    @property
    def text(self) -> str:
        g, n = self.goal, self.count
        if self.type == "trophy":
            return {
                "spirits": f"most {SPIRITS[self.colour]} spirits (realm and bag)",
                "one_colour": "most purchased groves of a single colour",
                "groves": "most purchased groves",
            }[g]
        return {
            "colours": f"first with purchased groves of {n} colours",
            "one_colour": f"first with {n} purchased groves of one colour",
            "groves": f"first with {n} purchased groves",
            "cluster": f"first with a purchased grove touching {n} other purchased groves",
            "points": f"first with purchased groves printing {n} dominion in total",
        }[g]


TROPHY_GOALS = ("spirits", "one_colour", "groves")
LIGHTNING_GOALS = ("colours", "one_colour", "groves", "cluster", "points")


def _cost(d: dict) -> tuple[int, int, int]:
    bad = set(d) - {"earth", "light", "water"}
    if bad:
        raise ValueError(f"a grove costs only elements, not {sorted(bad)}")
    return tuple(int(d.get(RESOURCES[e], 0)) for e in ELEMENTS)


def _colour(name) -> int:
    i = SPIRIT_INDEX[name]
    if i not in COLOURED:
        raise ValueError(f"{name!r} is not a grove colour")
    return i


def _load_groves() -> dict[int, Grove]:
    out: dict[int, Grove] = {}
    for g in _load("groves.json")["groves"]:
        grove = Grove(int(g["id"]), g["name"], "grove", _colour(g["colour"]), _cost(g["cost"]),
                      int(g["points"]), _reward(g["primary"]), _reward(g["bonus"]))
        out[grove.id] = grove
    data = _load("starting.json")
    for g in data["starting"]:
        colour = _colour(g["colour"]) if "colour" in g else -1
        grove = Grove(int(g["id"]), g["name"], g["kind"], colour, (0, 0, 0), 0,
                      _reward(g.get("primary")), _reward(g.get("bonus")))
        if grove.id in out:
            raise ValueError(f"duplicate grove id {grove.id}")
        out[grove.id] = grove
    return out


GROVES: dict[int, Grove] = _load_groves()
PURCHASABLE = tuple(sorted(i for i, g in GROVES.items() if g.kind == "grove"))
STARTING = {k: tuple(sorted(i for i, g in GROVES.items() if g.kind == k)) for k in STARTING_KINDS}
#: resource-generating starting grove id by colour
RESOURCE_GROVE = {GROVES[i].colour: i for i in STARTING["resource"]}
START_LAYOUT = {k: v for k, v in _load("starting.json")["layout"].items()}

SUMMONING: dict[int, SummoningCard] = {
    int(c["id"]): SummoningCard(int(c["id"]), c["kind"],
                                tuple(SPIRIT_INDEX[s] for s in c.get("spirits", ())), int(c["points"]))
    for c in _load("summoning.json")["cards"]
}
REALM_CARDS: dict[int, RealmCard] = {
    int(c["id"]): RealmCard(int(c["id"]), c["type"], c["name"], c["goal"], int(c["points"]),
                            _colour(c["colour"]) if "colour" in c else -1, int(c.get("count", 0)))
    for c in _load("realm.json")["cards"]
}


def reward_symbols(r: Reward | None) -> set[str]:
    """The symbols a reward shows (for the 'every symbol is used' check)."""
    if r is None:
        return set()
    if r.kind == "gain":
        return {RESOURCES[i] for i, n in enumerate(r.amount) if n}
    if r.kind == "choice":
        return {"choice"} | {RESOURCES[i] for _, v in r.options for i, n in enumerate(v) if n}
    if r.kind == "exchange":
        return {"exchange"}
    return {f"{r.kind}{r.count}"}


#: every reward symbol of the rulebook's reference page, as our tokens
ALL_SYMBOLS = frozenset({"earth", "light", "water", "crystal", "dominion", "choice", "exchange",
                         "spirit1", "spirit2", "white1", "cull1", "draw1", "draw2"})


def validate() -> None:
    """Check the components against the rulebook's counts and our design rules."""
    assert SPIRIT_TOTALS == (32, 12, 12, 12, 12, 13), SPIRIT_TOTALS
    assert ELEMENT_TOTAL == (20, 20, 20), ELEMENT_TOTAL
    assert CRYSTAL_TOTAL == DOMINION_TOTAL == 76
    assert sum(_SUPPLY["crystal_tokens"].values()) == 24 and sum(_SUPPLY["dominion_tokens"].values()) == 24
    assert PORTALS == 8
    assert HOLLOWS_START == 14 and 1 <= HOLLOWS_SPACES <= SPIRIT_TOTALS[WRAITH]
    assert PURCHASABLE == tuple(range(1, GROVE_COUNT + 1)), "groves are numbered 1-28"
    groves = [GROVES[i] for i in PURCHASABLE]
    for c in COLOURED:
        assert sum(g.colour == c for g in groves) == 7, f"7 groves of {SPIRITS[c]}"
    assert len({g.name for g in groves}) == GROVE_COUNT, "grove names are unique"
    for g in groves:
        assert sum(g.cost) >= 2 and g.points >= 1 and g.primary and g.bonus, g
    for kind in STARTING_KINDS:
        assert len(STARTING[kind]) == 4, f"4 {kind} starting groves"
    assert sorted(RESOURCE_GROVE) == sorted(COLOURED), "one resource grove per colour"
    for i in STARTING["reference"]:
        assert GROVES[i].primary is None and GROVES[i].bonus is None
    for kind in ("crystal", "spirit"):
        for i in STARTING[kind]:
            assert GROVES[i].primary is not None and GROVES[i].bonus is None
            assert GROVES[i].colour == -1
    assert all(GROVES[i].primary.amount == (0, 0, 0, 2, 0) for i in STARTING["crystal"]), "double crystal"
    for i in STARTING["resource"]:
        assert GROVES[i].primary and GROVES[i].bonus
    used = set().union(*(reward_symbols(g.primary) | reward_symbols(g.bonus) for g in GROVES.values()))
    assert used == ALL_SYMBOLS, f"reward symbols used {sorted(used)} != {sorted(ALL_SYMBOLS)}"
    assert set(START_LAYOUT) == set(STARTING_KINDS)
    # summoning cards
    assert sorted(SUMMONING) == list(range(1, 17))
    cards = list(SUMMONING.values())
    assert sum(c.wraith for c in cards) == 4, "4 cards need a wraith"
    for kind in ("pair", "different", "alike"):
        assert any(c.kind == kind and not c.wraith for c in cards), kind
    for c in cards:
        assert (len(c.spirits) == 2) == (c.kind == "pair") and WHITE not in c.spirits, c
        assert c.points >= 1
        if c.kind == "pair":
            assert c.spirits[0] != c.spirits[1]
    assert all(c.points == 1 for c in cards if c.kind in ("pair", "different") and not c.wraith)
    assert all(c.points == 3 for c in cards if c.kind == "alike")
    # realm cards
    assert sorted(REALM_CARDS) == list(range(1, 13))
    for c in REALM_CARDS.values():
        goals = TROPHY_GOALS if c.type == "trophy" else LIGHTNING_GOALS
        assert c.type in ("trophy", "lightning") and c.goal in goals, c
        assert (c.colour >= 0) == (c.goal == "spirits"), c
        assert (c.count > 0) == (c.type == "lightning"), c
        assert c.points >= 1
    assert {c.type for c in REALM_CARDS.values()} == {"trophy", "lightning"}
    assert STACK_SIZE[1] == GROVE_COUNT


validate()
