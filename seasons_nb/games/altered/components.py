"""Altered components: the track from the sources, and our card pool, Heroes and starter decks from ``data/``.

The sources fix the track (8 regions, three Tumult cards of two regions) and what a deck is;
every card is our design (``data/DESIGN.md``, ``altered.ours.components``). The data is
validated at import, so a broken file fails loudly, and ``validate_deck`` checks a decklist a
learner builds, with a clear message for each mistake.

>>> card_text(CARD_INDEX["fox"]) != ""
True
>>> region_terrains(0, ((0, False), (1, False), (2, False)), (True,) * 3)
(0, 1, 2)
>>> REGION_NAMES[1], TUMULT_SIDES[0]
('region 2', ((0,), (1, 2)))
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType
from typing import Mapping, NamedTuple

DATA = Path(__file__).with_name("data")

# ---- the sources' facts ------------------------------------------------------------------------
TERRAINS = ("forest", "mountain", "water")
EXPEDITIONS = ("hero", "companion")
HERO, COMPANION = 0, 1
REGIONS = 8
LAST = REGIONS - 1
#: distance both markers of a player travel in all to meet
MEET = LAST
TUMULTS = 3
#: each Tumult card: its single-terrain side, then its two-terrain side
TUMULT_SIDES = tuple(((k,), tuple(t for t in range(3) if t != k)) for k in range(TUMULTS))
ALL_TERRAINS = (0, 1, 2)
DECK_MIN = 39
MAX_COPIES = 3
OPENING_HAND = 6
OPENING_MANA = 3
MORNING_DRAW = 2
LIMIT = 2
REGION_NAMES = tuple(f"region {r + 1}" for r in range(REGIONS))

TYPES = ("character", "spell", "expedition", "landmark")
WHENS = ("play", "noon", "exhaust", "support")
FROMS = ("any", "hand", "reserve")
ATS = ("hero", "companion", "both")
#: op -> its argument kinds ("n": a count 1-5, "t": a terrain or 'all')
OPS = {"draw": ("n",), "ready": ("n",), "grow": (), "boost": ("t", "n"), "advance": (), "push": (),
       "send": (), "defeat": ()}
#: the ops that need a target expedition
TARGETED = frozenset({"boost", "advance", "push", "send", "defeat"})


class Ability(NamedTuple):
    """One effect of a card: when it happens, from where (``play`` only), the expedition of a Noon
    effect (``at``), and its ops, each a tuple like ``("boost", "forest", 1)``."""

    when: str
    source: str
    at: str
    ops: tuple

    @property
    def targeted(self) -> bool:
        """Whether it needs an expedition."""
        return any(op[0] in TARGETED for op in self.ops)


class Card(NamedTuple):
    """A non-Hero card: costs, type, terrain values (Characters) and abilities."""

    id: str
    name: str
    type: str
    hand: int
    reserve: int
    stats: tuple
    abilities: tuple

    def ability(self, when: str) -> Ability | None:
        """Its ability of kind ``when`` (exhaust, support, noon), or None."""
        return _ability_of(self.abilities, when)

    def on_play(self, source: str) -> tuple:
        """The play abilities that happen when it is played from ``source`` ('hand' or 'reserve')."""
        return tuple(a for a in self.abilities if a.when == "play" and a.source in ("any", source))


class Hero(NamedTuple):
    """A Hero: its limits and abilities."""

    id: str
    name: str
    reserve_limit: int
    landmark_limit: int
    abilities: tuple

    def ability(self, when: str) -> Ability | None:
        """Its ability of kind ``when`` (exhaust or noon), or None."""
        return _ability_of(self.abilities, when)


def _ability_of(abilities: tuple, when: str) -> Ability | None:
    return next((a for a in abilities if a.when == when), None)


class Deck(NamedTuple):
    """A starter deck: its id, name, Hero (index) and card counts (a tuple over ``CARDS``)."""

    id: str
    name: str
    hero: int
    counts: tuple


def _load(name: str) -> dict:
    with open(DATA / name, encoding="utf-8") as f:
        return json.load(f)


def _ability(d: dict, where: str) -> Ability:
    assert set(d) <= {"when", "from", "at", "do"}, f"{where}: unknown keys {sorted(set(d) - {'when', 'from', 'at', 'do'})}"
    when = d["when"]
    assert when in WHENS, f"{where}: when {when!r}"
    source = d.get("from", "any")
    assert source in FROMS and (when == "play" or "from" not in d), f"{where}: from {source!r}"
    at = d.get("at", "")
    assert at == "" or (at in ATS and when == "noon"), f"{where}: at {at!r}"
    ops = []
    assert isinstance(d["do"], list) and 1 <= len(d["do"]) <= 2, f"{where}: 1 or 2 ops"
    for op in d["do"]:
        assert isinstance(op, list) and op and op[0] in OPS, f"{where}: op {op!r}"
        kinds = OPS[op[0]]
        assert len(op) == 1 + len(kinds), f"{where}: {op!r} takes {len(kinds)} arguments"
        for kind, v in zip(kinds, op[1:]):
            if kind == "n":
                assert type(v) is int and 1 <= v <= 5, f"{where}: {op!r}"
            else:
                assert v in TERRAINS + ("all",), f"{where}: {op!r}"
        ops.append(tuple(op))
    return Ability(when, source, at, tuple(ops))


def _pool():
    data = _load("cards.json")
    heroes = []
    for h in data["heroes"]:
        abilities = tuple(_ability(a, h["id"]) for a in h.get("abilities", ()))
        heroes.append(Hero(h["id"], h["name"], int(h.get("reserve_limit", LIMIT)),
                           int(h.get("landmark_limit", LIMIT)), abilities))
    cards = []
    for c in data["cards"]:
        stats = tuple(int(c.get(t, 0)) for t in TERRAINS)
        abilities = tuple(_ability(a, c["id"]) for a in c.get("abilities", ()))
        cards.append(Card(c["id"], c["name"], c["type"], int(c["hand"]), int(c["reserve"]), stats, abilities))
    return tuple(heroes), tuple(cards)


#: the Heroes and the other cards; the engine names a card by its index here
HEROES, CARDS = _pool()
HERO_INDEX = MappingProxyType({h.id: i for i, h in enumerate(HEROES)})
CARD_INDEX = MappingProxyType({c.id: i for i, c in enumerate(CARDS)})
N_CARDS = len(CARDS)


# ---- words ---------------------------------------------------------------------------------------
_WHEN_MARK = {"any": "→", "hand": "☝", "reserve": "▤"}


def op_text(op: tuple) -> str:
    """One op in words: 'draw 2 cards', '+1 Forest here until Night'."""
    k = op[0]
    if k == "draw":
        return f"draw {op[1]} card{'s' if op[1] != 1 else ''}"
    if k == "ready":
        return f"ready {op[1]} Mana Orb{'s' if op[1] != 1 else ''}"
    if k == "grow":
        return "top card of your deck into Mana (exhausted)"
    if k == "boost":
        what = "all terrains" if op[1] == "all" else op[1].title()
        return f"+{op[2]} {what} to the expedition until Night"
    if k == "advance":
        return "the expedition moves forward 1"
    if k == "push":
        return "the facing expedition moves back 1"
    if k == "send":
        return "the facing newest Character goes to its Reserve"
    return "the facing newest Character is discarded"


def ability_text(a: Ability) -> str:
    """An ability in words with its when-mark: '→ draw 1 card', 'At Noon (Hero): …', 'Exhaust: …'."""
    body = "; ".join(op_text(op) for op in a.ops)
    if a.when == "play":
        return f"{_WHEN_MARK[a.source]} {body}"
    if a.when == "noon":
        where = f" ({a.at})" if a.at else ""
        return f"At Noon{where}: {body}"
    if a.when == "exhaust":
        return f"Exhaust: {body}"
    return f"Discard from Reserve: {body}"


#: the when-marks of played effects, explained
WHEN_MARKS = {"→": "whether played from hand or Reserve", "☝": "only when played from hand",
              "▤": "only when played from the Reserve"}


def stats_text(stats: tuple) -> str:
    """'F2 M1 W0'."""
    return " ".join(f"{t[0].upper()}{v}" for t, v in zip(TERRAINS, stats))


def card_text(card: int) -> str:
    """A card in one line: name, type, costs, values and effects."""
    c = CARDS[card]
    head = f"{c.name} ({c.type}, hand {c.hand} / reserve {c.reserve}"
    if c.type == "character":
        head += f", {stats_text(c.stats)}"
    head += ")"
    effects = "; ".join(ability_text(a) for a in c.abilities)
    return head + (f": {effects}" if effects else "")


def hero_text(hero: int) -> str:
    """A Hero in one line."""
    h = HEROES[hero]
    limits = f"Reserve {h.reserve_limit}, Landmarks {h.landmark_limit}"
    effects = "; ".join(ability_text(a) for a in h.abilities)
    return f"{h.name} (Hero; {limits})" + (f": {effects}" if effects else "")


# ---- the track -----------------------------------------------------------------------------------
def region_terrains(region: int, tumult: tuple, revealed: tuple) -> tuple:
    """The terrains (indexes) of ``region`` (0-7) on a track laid out as ``tumult`` (per slot: card,
    flipped) with ``revealed`` slots face up; a face-down region has none."""
    if region == 0 or region == LAST:
        return ALL_TERRAINS
    slot, second = divmod(region - 1, 2)
    if not revealed[slot]:
        return ()
    card, flipped = tumult[slot]
    return TUMULT_SIDES[card][second ^ flipped]


# ---- decks -----------------------------------------------------------------------------------------
def deck_counts(cards: Mapping[str, int], field: str = "deck") -> tuple:
    """A card-id -> copies mapping as a tuple over ``CARDS``, checked (ValueError naming the problem)."""
    if not isinstance(cards, Mapping):
        raise ValueError(f"field {field!r}: a deck's cards are a mapping of card id to copies, not "
                         f"{type(cards).__name__}")
    counts = [0] * N_CARDS
    for cid, n in cards.items():
        if cid in HERO_INDEX:
            raise ValueError(f"field {field!r}: {cid!r} is a Hero: name it as the deck's hero, not as a card")
        if not isinstance(cid, str) or cid not in CARD_INDEX:
            raise ValueError(f"field {field!r}: {str(cid)[:30]!r} is not a card of the pool")
        if type(n) is not int or n < 0:
            raise ValueError(f"field {field!r}: copies of {cid!r} must be a whole number, got {n!r}")
        counts[CARD_INDEX[cid]] = n
    return tuple(counts)


def validate_deck(hero, cards, field: str = "deck") -> tuple[int, tuple]:
    """(hero index, counts) for a decklist, or ValueError saying what breaks the deck rules
    (``altered.deck.size``, ``altered.deck.copies``)."""
    if not isinstance(hero, str) or hero not in HERO_INDEX:
        if isinstance(hero, str) and hero in CARD_INDEX:
            raise ValueError(f"field {field!r}: {hero!r} is not a Hero; a deck has exactly one Hero "
                             f"({', '.join(HERO_INDEX)})")
        raise ValueError(f"field {field!r}: a deck needs one Hero, one of {', '.join(HERO_INDEX)}")
    counts = deck_counts(cards, field)
    over = [CARDS[i].id for i, n in enumerate(counts) if n > MAX_COPIES]
    if over:
        raise ValueError(f"field {field!r}: at most {MAX_COPIES} copies of a card name (altered.deck.copies); "
                         f"too many {', '.join(over)}")
    total = sum(counts)
    if total < DECK_MIN:
        raise ValueError(f"field {field!r}: a deck has at least {DECK_MIN} cards besides its Hero "
                         f"(altered.deck.size); this one has {total}")
    return HERO_INDEX[hero], counts


def _decks() -> tuple[Deck, ...]:
    out = []
    for d in _load("decks.json")["decks"]:
        hero, counts = validate_deck(d["hero"], d["cards"], d["id"])
        out.append(Deck(d["id"], d["name"], hero, counts))
    return tuple(out)


#: the starter decks
DECKS = _decks()
DECK_INDEX = MappingProxyType({d.id: i for i, d in enumerate(DECKS)})


def deck_list(counts: tuple) -> dict[str, int]:
    """Counts over ``CARDS`` as a card-id -> copies dict (only the cards in the deck)."""
    return {CARDS[i].id: n for i, n in enumerate(counts) if n}


# ---- checks ------------------------------------------------------------------------------------------
def validate() -> None:
    """Check the pool against the sources and our design rules."""
    ids = [h.id for h in HEROES] + [c.id for c in CARDS]
    assert len(ids) == len(set(ids)), "ids are unique"
    assert all(i.isalpha() and i.islower() and 3 <= len(i) <= 10 for i in ids), "ids: 3-10 lowercase letters"
    names = [h.name for h in HEROES] + [c.name for c in CARDS]
    assert len(names) == len(set(names)) and all(0 < len(n) <= 22 for n in names), "names unique, ≤ 22"
    assert len(HEROES) == 4, "four Heroes"
    for h in HEROES:
        assert 1 <= h.reserve_limit <= 4 and 1 <= h.landmark_limit <= 4, h.id
        assert not any(op[0] == "ready" for a in h.abilities if a.when == "noon" for op in a.ops), \
            f"{h.id}: every orb is ready at Noon"
        assert all(a.when in ("noon", "exhaust") for a in h.abilities), h.id
        for a in h.abilities:
            assert a.when != "noon" or not a.targeted or a.at, f"{h.id}: a Noon effect names its expedition"
    for c in CARDS:
        assert c.type in TYPES, c.id
        assert 0 <= c.hand <= 6 and 0 <= c.reserve <= 6, c.id
        assert all(0 <= v <= 6 for v in c.stats), c.id
        assert c.type == "character" or c.stats == (0, 0, 0), f"{c.id}: only Characters have terrain values"
        for a in c.abilities:
            if a.when == "noon":
                assert c.type in ("landmark", "expedition"), f"{c.id}: only Permanents act At Noon"
                assert c.type == "expedition" or not a.targeted or a.at, f"{c.id}: a Noon effect names its expedition"
                assert c.type == "landmark" or not a.at, f"{c.id}: an Expedition Permanent acts on its own expedition"
            assert c.type in ("character", "spell") or a.when != "support", f"{c.id}: a Permanent never rests in a Reserve"
            if a.when == "exhaust":
                assert c.type != "spell", f"{c.id}: a Spell is never in play to exhaust"
        kinds = [a.when for a in c.abilities if a.when != "play"]
        assert len(kinds) == len(set(kinds)), f"{c.id}: one ability of each kind"
    assert len(DECKS) >= 2 and len(DECK_INDEX) == len(DECKS)


validate()
