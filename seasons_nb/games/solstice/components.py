"""Solstice components: the rulebook's counts and our designed contents, loaded from ``data/``.

The rulebook gives the numbers of pieces and cards; what each ring piece holds, the
characters' statistics and the items' bonuses are our design (``data/DESIGN.md``,
see ``solstice.ours.components``). Everything is validated at import, so a broken
data file fails loudly and early.

>>> CARDS[CARD_INDEX["w5"]].name, CARDS[CARD_INDEX["w5"]].bonus
('Sunsteel Sword', 2)
>>> SPACE_KINDS[:4], PIECE_OF[17], START_SPACE
(('start', 'flip', 'draw', 'flip'), 4, (0, 16))
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

DATA = Path(__file__).with_name("data")

# ---- rulebook facts ----------------------------------------------------------------------------
COURTS = ("summer", "winter")
SUMMER, WINTER = 0, 1
PIECES = 8
SPACES_PER_PIECE = 4
SPACES = PIECES * SPACES_PER_PIECE
KINDS = ("start", "draw", "flip", "discard")
#: the equip types, in slot order (weapon adds to Attack, armor to Defense, boots to Speed)
SLOTS = ("weapon", "armor", "boots")
STATS = ("attack", "defense", "speed")
CARD_KINDS = SLOTS + ("trinket",)
CARD_COUNTS = {"weapon": 12, "armor": 12, "boots": 12, "trinket": 12}
CHARACTERS_PER_COURT = 4
DIE = 6
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7, 8)
#: how an equip item counts: in its wearer's court season (the book's rule), in either, or in the other
COUNTS = ("own", "either", "other")


def _load(name: str) -> dict:
    with open(DATA / name, encoding="utf-8") as f:
        return json.load(f)


class Character(NamedTuple):
    """A character card: its id (the notation word), name, court (0 Summer, 1 Winter) and statistics."""

    id: str
    name: str
    court: int
    attack: int
    defense: int
    speed: int

    def stat(self, i: int) -> int:
        """Attack, Defense or Speed by index (``STATS`` order)."""
        return (self.attack, self.defense, self.speed)[i]


class Card(NamedTuple):
    """An item card: ``kind`` is weapon, armor, boots or trinket; ``slot`` its equip slot (-1: trinket)."""

    id: str
    name: str
    kind: str
    slot: int
    bonus: int = 0
    diamonds: int = 0
    counts: str = "own"

    @property
    def equip(self) -> bool:
        """A weapon, armor or boots (not a trinket)."""
        return self.slot >= 0

    @property
    def vp(self) -> int:
        """Victory Points: its diamonds (a trinket) or 1 (a battle item)."""
        return self.diamonds if self.slot < 0 else 1


# ---- loading ------------------------------------------------------------------------------------
def _ring():
    data = _load("ring.json")
    pieces = data["pieces"]
    seasons = tuple(COURTS.index(p["season"]) for p in pieces)
    kinds = tuple(k for p in pieces for k in p["spaces"])
    return seasons, kinds


#: the season of each piece at the start (index into ``COURTS``)
START_PIECES, SPACE_KINDS = _ring()
#: the piece each space belongs to
PIECE_OF = tuple(i // SPACES_PER_PIECE for i in range(SPACES))
#: each court's start space (Summer on piece 1, Winter opposite it on piece 5)
START_SPACE = tuple(SPACE_KINDS.index("start", c * SPACES // 2) for c in (SUMMER, WINTER))

CHARACTERS: tuple[Character, ...] = tuple(
    Character(c["id"], c["name"], COURTS.index(c["court"]), int(c["attack"]), int(c["defense"]), int(c["speed"]))
    for c in _load("characters.json")["characters"])
CHARACTER_INDEX = MappingProxyType({c.id: i for i, c in enumerate(CHARACTERS)})


def _cards() -> tuple[Card, ...]:
    data = _load("items.json")
    out = []
    for kind in CARD_KINDS:
        for c in data[kind]:
            slot = SLOTS.index(kind) if kind in SLOTS else -1
            out.append(Card(c["id"], c["name"], kind, slot, int(c.get("bonus", 0)), int(c.get("diamonds", 0)),
                            c.get("counts", "own")))
    return tuple(out)


#: the 48 item cards; the engine names a card by its index here
CARDS = _cards()
CARD_INDEX = MappingProxyType({c.id: i for i, c in enumerate(CARDS)})
N_CARDS = len(CARDS)


# ---- words ---------------------------------------------------------------------------------------
def court_name(court: int) -> str:
    """'Summer' or 'Winter'."""
    return COURTS[court].title()


def card_text(card: int, season: int = -1) -> str:
    """A card in words: 'Sunsteel Sword (weapon +2, Summer)', 'Sun Locket (trinket, 2 diamonds)'."""
    c = CARDS[card]
    if not c.equip:
        return f"{c.name} (trinket, {c.diamonds} diamond{'s' if c.diamonds != 1 else ''})"
    extra = "" if season < 0 else f", {court_name(season)}"
    return f"{c.name} ({c.kind} +{c.bonus}{extra})"


def counts_for(card: int, season: int, court: int) -> bool:
    """Whether an equipped ``card`` set to ``season`` adds its bonus for a wearer of ``court``."""
    how = CARDS[card].counts
    if how == "either":
        return True
    if how == "other":
        return season != court
    return season == court


# ---- checks --------------------------------------------------------------------------------------
def validate() -> None:
    """Check the data against the rulebook's counts and our design rules."""
    assert len(START_PIECES) == PIECES and len(SPACE_KINDS) == SPACES, "8 pieces of 4 spaces"
    assert START_PIECES == (SUMMER,) * 4 + (WINTER,) * 4, "four Summer pieces, then four Winter"
    assert all(k in KINDS for k in SPACE_KINDS), "space kinds are start, draw, flip, discard"
    assert [i for i, k in enumerate(SPACE_KINDS) if k == "start"] == [0, SPACES // 2], \
        "one start space on piece 1 and one opposite it on piece 5"
    assert all(SPACE_KINDS.count(k) > 0 for k in KINDS)
    for p in range(PIECES):
        spaces = SPACE_KINDS[p * SPACES_PER_PIECE:(p + 1) * SPACES_PER_PIECE]
        assert "flip" in spaces, f"piece {p + 1} has a Flip space"
    assert len(CHARACTERS) == 2 * CHARACTERS_PER_COURT and len(CHARACTER_INDEX) == len(CHARACTERS)
    for court in (SUMMER, WINTER):
        assert sum(c.court == court for c in CHARACTERS) == CHARACTERS_PER_COURT
    profiles = [(c.attack, c.defense, c.speed) for c in CHARACTERS]
    assert len(set(profiles)) == len(profiles), "every character has its own profile"
    assert all(1 <= v <= 5 for p in profiles for v in p) and len({sum(p) for p in profiles}) == 1
    assert len({c.name for c in CHARACTERS}) == len(CHARACTERS)
    assert N_CARDS == sum(CARD_COUNTS.values()) == 48 and len(CARD_INDEX) == N_CARDS
    for kind, n in CARD_COUNTS.items():
        assert sum(c.kind == kind for c in CARDS) == n, kind
    assert len({c.name for c in CARDS}) == N_CARDS, "card names are unique"
    for c in CARDS:
        assert c.counts in COUNTS, c
        if c.equip:
            assert 1 <= c.bonus <= 3 and c.diamonds == 0, c
        else:
            assert 1 <= c.diamonds <= 3 and c.bonus == 0 and c.counts == "own", c
    special = [c for c in CARDS if c.counts != "own"]
    assert 2 <= len(special) <= 4, "a few cards say otherwise"
    assert all(c.id.isalnum() and c.id.islower() for c in CARDS + CHARACTERS)
    assert not set(CARD_INDEX) & set(CHARACTER_INDEX)


validate()
