"""Altered's gallery: the four Heroes and every card of the pool, each with its full text and the
rules that mention it (see ``seasons_nb.widgets.cards``; the gallery itself: ``gallery("altered")``).

>>> from collections import Counter
>>> Counter(e.kind for e in entries())["Heroes"]
4
"""

from __future__ import annotations

from functools import lru_cache

from seasons_nb.widgets.cards import Entry, entry, face

from .components import CARDS, HEROES, WHEN_MARKS, ability_text, card_text, hero_text, stats_text
from .render import TYPE_WORD
from .rules import RULES

#: the tab a card type is shown under, and its band colour
KIND_TAB = {"character": "Characters", "spell": "Spells", "landmark": "Landmarks", "expedition": "Expedition Permanents"}
FILL = {"hero": "#d9b44a", "character": "#e7d6aa", "spell": "#cdbbe6", "landmark": "#bcdcc5", "expedition": "#f0c6aa"}


def _marks(texts) -> str:
    """What the when-marks used in ``texts`` mean, as a sentence (or nothing)."""
    used = [f"{m} {w}" for m, w in WHEN_MARKS.items() if any(t.startswith(m) for t in texts)]
    return f" ({'; '.join(used)})" if used else ""


def _hero(i: int) -> Entry:
    h = HEROES[i]
    effects = [ability_text(a) for a in h.abilities]
    text = (f"{hero_text(i)}. A Hero is not played: it leads your deck, gives its ability and sets your "
            f"Reserve limit ({h.reserve_limit}) and Landmark limit ({h.landmark_limit}).")
    lines = (f"Reserve {h.reserve_limit}, Landmarks {h.landmark_limit}", *effects)
    return entry(RULES, h.id, "Heroes", h.name, face(h.name, lines, FILL["hero"]), text, ("Hero",))


def _card(i: int) -> Entry:
    c = CARDS[i]
    effects = [ability_text(a) for a in c.abilities]
    article = "an" if TYPE_WORD[c.type][0] in "AEIOU" else "a"
    text = f"{card_text(i)}; {article} {TYPE_WORD[c.type]}.{_marks(effects)}"
    lines = [f"{TYPE_WORD[c.type]}"]
    if c.type == "character":
        lines.append(stats_text(c.stats))
    lines += effects
    words = (TYPE_WORD[c.type],) + (("Permanent",) if c.type in ("landmark", "expedition") else ())
    return entry(RULES, c.id, KIND_TAB[c.type], c.name, face(c.name, lines, FILL[c.type], corner=f"{c.hand}/{c.reserve}"),
                 text, words)


@lru_cache(maxsize=None)
def entries() -> tuple[Entry, ...]:
    """The Heroes, then the cards by type (Characters, Spells, Landmarks, Expedition Permanents)."""
    cards = [_card(i) for i in range(len(CARDS))]
    return tuple(_hero(i) for i in range(len(HEROES))) + tuple(
        e for tab in KIND_TAB.values() for e in cards if e.kind == tab)
