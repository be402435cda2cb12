"""Solstice's gallery: the 8 character cards and the 48 item cards, each with its full text and the
rules that mention it (see ``seasons_nb.widgets.cards``; the gallery itself: ``gallery("solstice")``).

>>> [len([e for e in entries() if e.kind == k]) for k in ("Characters", "Weapons", "Armor", "Boots", "Trinkets")]
[8, 12, 12, 12, 12]
"""

from __future__ import annotations

from functools import lru_cache

from seasons_nb.widgets.cards import Entry, entry, face

from .components import CARDS, CHARACTERS, court_name
from .render import FILL, SPECIAL_WORDS
from .rules import RULES

#: an item kind's band colour (weapons, armor, boots, trinkets)
ITEM_FILL = {"weapon": "#e9b6a4", "armor": "#c9d3dc", "boots": "#dcc6a2", "trinket": "#ecd98a"}
_STAT = {"weapon": "Attack", "armor": "Defense", "boots": "Speed"}
#: the tab an item kind is shown under
KIND_TAB = {"weapon": "Weapons", "armor": "Armor", "boots": "Boots", "trinket": "Trinkets"}
#: how an equip item counts, in a few words for its picture
_COUNTS_SHORT = {"own": "in its wearer's season", "either": "in either season", "other": "in the other season"}


def _character(c) -> Entry:
    court = court_name(c.court)
    text = (f"{c.name}, a character of the {court} Court: Attack {c.attack}, Defense {c.defense}, "
            f"Speed {c.speed}. Choose it with 'choose {c.id}'.")
    lines = (f"{court} Court", f"Attack {c.attack}  Defense {c.defense}", f"Speed {c.speed}")
    return entry(RULES, c.id, "Characters", c.name, face(c.name, lines, FILL[c.court]), text, ("character",))


def _item(c) -> Entry:
    if c.equip:
        counts = SPECIAL_WORDS.get(c.counts, "counts only while set to its wearer's court season")
        text = (f"{c.name}: {c.kind}, +{c.bonus} {_STAT[c.kind]} (it {counts}). Worth 1 Victory Point, "
                f"equipped or kept with the trinkets.")
        lines = (c.kind.title(), f"+{c.bonus} {_STAT[c.kind]}", _COUNTS_SHORT[c.counts])
        corner = f"+{c.bonus}"
    else:
        text = (f"{c.name}: a trinket with {c.diamonds} diamond{'s' if c.diamonds != 1 else ''}, worth "
                f"{c.diamonds} Victory Point{'s' if c.diamonds != 1 else ''} at the end.")
        lines = ("Trinket", f"{c.diamonds} diamond{'s' if c.diamonds != 1 else ''}")
        corner = f"◆{c.diamonds}"
    return entry(RULES, c.id, KIND_TAB[c.kind], c.name, face(c.name, lines, ITEM_FILL[c.kind], corner=corner), text,
                 (c.kind,))


@lru_cache(maxsize=None)
def entries() -> tuple[Entry, ...]:
    """The characters, then the items in card order."""
    return tuple(_character(c) for c in CHARACTERS) + tuple(_item(c) for c in CARDS)
