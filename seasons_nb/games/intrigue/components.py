"""Seasons of Intrigue components: all of them our design, loaded from ``data/`` and checked at import.

The summary names the parts of the game and prints nothing on them (``intrigue.ours.components``):
the courts, calendar, map, market, tablet, workers, intrigue and combat cards, quests, personal
quests, events and the game's numbers are in ``data/*.json``, explained in ``data/DESIGN.md``.

>>> FACTIONS[0].id, SEASONS[3], CALENDAR[0][0]
('bloom', 'winter', 1)
>>> LANDS[LAND_INDEX["e1"]].neighbours
(11, 1, 12)
>>> NUMBERS["vp_limit"], len(WORKERS), len(CARDS)
(5, 24, 34)
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

DATA = Path(__file__).with_name("data")

ACTION_TYPES = ("politics", "civil", "combat", "trade")
COLOURS = ("intrigue", "combat")


def _load(name: str) -> dict:
    with open(DATA / name, encoding="utf-8") as f:
        return json.load(f)


class Faction(NamedTuple):
    id: str
    name: str
    season: int
    colour: str


class Land(NamedTuple):
    """A land: its id, whether it lies in the inner circle, and its neighbours (indexes)."""

    id: str
    inner: bool
    neighbours: tuple


class Tile(NamedTuple):
    id: str
    kind: str
    production: int


class Good(NamedTuple):
    id: str
    name: str
    tile: str
    price: int


class Garrison(NamedTuple):
    power: int
    spaces: int
    cards: int


class Upgrade(NamedTuple):
    id: str
    name: str
    price: int
    effect: tuple
    star: bool


class Worker(NamedTuple):
    """A worker card: faction index, power, modifiers per season index, and its ability (ops) or ()."""

    id: str
    name: str
    faction: int
    power: int
    seasons: tuple
    ability: tuple


class Card(NamedTuple):
    """A card in hand: an intrigue card (``instant`` or ``other``, one op) or a combat card (power)."""

    id: str
    name: str
    colour: str
    kind: str
    op: tuple
    power: int


class Quest(NamedTuple):
    id: str
    name: str
    condition: tuple


class Event(NamedTuple):
    id: str
    name: str
    blank: bool
    modifier: tuple
    cleanup: tuple


def _tup(x):
    return tuple(_tup(v) for v in x) if isinstance(x, list) else x


_f = _load("factions.json")["factions"]
_cal = _load("calendar.json")
SEASONS = tuple(_cal["seasons"])
FACTIONS = tuple(Faction(f["id"], f["name"], SEASONS.index(f["season"]), f["colour"]) for f in _f)
FACTION_INDEX = MappingProxyType({f.id: i for i, f in enumerate(FACTIONS)})
FACTION_IDS = tuple(FACTION_INDEX)
#: CALENDAR[season][faction]: the season's bonus or penalty for a faction's workers
CALENDAR = tuple(tuple(_cal["modifiers"][s][f.id] for f in FACTIONS) for s in SEASONS)

_m = _load("map.json")
LAND_INDEX = MappingProxyType({d["id"]: i for i, d in enumerate(_m["lands"])})
LANDS = tuple(Land(d["id"], d["ring"] == "inner", tuple(LAND_INDEX[n] for n in d["neighbours"]))
              for d in _m["lands"])
TILES = tuple(Tile(t["id"], t["kind"], int(t["production"])) for t in _m["tiles"])
TILE_KINDS = ("mine", "farm", "sawmill")

_mk = _load("market.json")
GOODS = tuple(Good(g["id"], g["name"], g["tile"], int(g["price"])) for g in _mk["goods"])
GOOD_INDEX = MappingProxyType({g.id: i for i, g in enumerate(GOODS)})
MIN_PRICE = int(_mk["min_price"])
#: the good a tile kind produces
GOOD_OF_KIND = MappingProxyType({g.tile: i for i, g in enumerate(GOODS)})

_t = _load("tablet.json")
GARRISONS = tuple(Garrison(int(g["power"]), int(g["spaces"]), int(g["cards"])) for g in _t["garrisons"])
#: the garrison each unit space (left to right) belongs to
SPACE_GARRISON = tuple(i for i, g in enumerate(GARRISONS) for _ in range(g.spaces))
SPACES = len(SPACE_GARRISON)
UPGRADES = tuple(Upgrade(u["id"], u["name"], int(u["price"]), _tup(u["effect"]), bool(u["star"]))
                 for u in _t["upgrades"])
UPGRADE_INDEX = MappingProxyType({u.id: i for i, u in enumerate(UPGRADES)})
HAND_LIMIT = int(_t["hand_limit"])
CLOSED_AT_SETUP = int(_t["closed_at_setup"])

WORKERS = tuple(Worker(w["id"], w["name"], FACTION_INDEX[w["faction"]], int(w["power"]),
                       tuple(int(w["seasons"].get(s, 0)) for s in SEASONS), _tup(w.get("ability", [])))
                for w in _load("workers.json")["workers"])
WORKER_INDEX = MappingProxyType({w.id: i for i, w in enumerate(WORKERS)})

CARDS = tuple(
    [Card(c["id"], c["name"], "intrigue", c["kind"], _tup(c["op"]), 0) for c in _load("intrigue.json")["cards"]]
    + [Card(c["id"], c["name"], "combat", "combat", (), int(c["power"])) for c in _load("combat.json")["cards"]])
CARD_INDEX = MappingProxyType({c.id: i for i, c in enumerate(CARDS)})

QUESTS = tuple(Quest(q["id"], q["name"], _tup(q["condition"])) for q in _load("quests.json")["quests"])
QUEST_INDEX = MappingProxyType({q.id: i for i, q in enumerate(QUESTS)})
PERSONAL = tuple(Quest(q["id"], q["name"], _tup(q["condition"])) for q in _load("personal.json")["quests"])
PERSONAL_INDEX = MappingProxyType({q.id: i for i, q in enumerate(PERSONAL)})
EVENTS = tuple(Event(e["id"], e["name"], bool(e["blank"]), _tup(e["modifier"] or []), _tup(e["cleanup"] or []))
               for e in _load("events.json")["events"])
EVENT_INDEX = MappingProxyType({e.id: i for i, e in enumerate(EVENTS)})

NUMBERS = MappingProxyType({k: v for k, v in _load("rules.json").items() if k != "about"})
ROW = int(NUMBERS["row_size"])
DRAFT = int(NUMBERS["draft_size"])
TRACK = int(NUMBERS["influence_track_length"])


# ---- words ---------------------------------------------------------------------------------------
def op_text(op: tuple) -> str:
    """An op in words."""
    k = op[0]
    if k == "gold":
        return f"take {op[1]} gold"
    if k == "steal":
        return f"take up to {op[1]} gold from another player"
    if k == "draw":
        return f"draw {op[2]} {op[1]} card{'s' if op[2] != 1 else ''}"
    if k == "power":
        return f"+{op[1]} power to your action"
    if k == "combat":
        return f"+{op[1]} to a side in a combat"
    if k == "influence":
        return f"+{op[1]} influence in a faction of your choice"
    if k == "price":
        return f"+{op[2]} gold per {op[1]} you sell in this action"
    return "swap two players' initiative"


def condition_text(c: tuple) -> str:
    """A quest condition in words."""
    k = c[0]
    if k == "lands":
        what = {"any": "lands", "inner": "inner lands", "edge": "edge lands"}.get(c[1], f"{c[1]} lands")
        return f"control {c[2]} {what}"
    if k == "gold":
        return f"hold {c[1]} gold"
    if k == "influence":
        return f"influence {c[2]} in {c[1]}"
    if k == "building":
        return f"own {c[1] if len(c) > 1 else 1} building{'s' if len(c) > 1 and c[1] != 1 else ''}"
    if k == "victory":
        return "win a combat this year"
    if k == "victories":
        return f"hold victory tokens of {c[1]} players"
    if k == "units":
        return f"have {c[1]} units on the map"
    if k == "upgrades":
        return f"reveal {c[1]} upgrades"
    return f"hold {c[2]} {'goods' if c[1] == 'any' else c[1]} on your lands"


def card_text(card: int) -> str:
    """A card in hand in one line."""
    c = CARDS[card]
    if c.colour == "combat":
        return f"{c.name} (combat +{c.power})"
    return f"{c.name} ({c.kind} intrigue: {op_text(c.op)})"


def worker_text(w: int) -> str:
    """A worker card in one line."""
    x = WORKERS[w]
    mods = ", ".join(f"{SEASONS[s]} {m:+d}" for s, m in enumerate(x.seasons) if m)
    ability = "; ".join(op_text(op) for op in x.ability)
    return (f"{x.name} ({FACTIONS[x.faction].id}, power {x.power}" + (f"; {mods}" if mods else "") + ")"
            + (f": {ability}" if ability else ""))


# ---- checks --------------------------------------------------------------------------------------
def validate() -> None:
    """Check the data for what the engine relies on."""
    assert len(FACTIONS) == 4 and len(SEASONS) == 4 and sorted(f.season for f in FACTIONS) == [0, 1, 2, 3]
    assert len(LANDS) == len(TILES) == 16 and len(LAND_INDEX) == 16
    for i, land in enumerate(LANDS):
        assert all(i in LANDS[n].neighbours for n in land.neighbours), land.id
    assert all(t.kind in TILE_KINDS and 1 <= t.production <= 3 for t in TILES)
    assert set(GOOD_OF_KIND) == set(TILE_KINDS)
    assert len(UPGRADES) == 5 and 0 <= CLOSED_AT_SETUP < len(UPGRADES)
    assert len(WORKERS) == 24 and all(1 <= w.power <= 3 for w in WORKERS)
    ids = [x.id for x in (*LANDS, *WORKERS, *CARDS, *QUESTS, *PERSONAL, *EVENTS, *UPGRADES)]
    assert len(ids) == len(set(ids)), "ids are unique"
    assert all(c.kind in ("instant", "other", "combat") for c in CARDS)
    assert len(QUESTS) >= 2 * ROW and len(EVENTS) >= 2 * ROW


validate()
