"""Groves' gallery: the 28 groves to buy, the starting groves (one of each), the summoning cards and
the realm cards, each with its full text and the rules that mention it (see
``seasons_nb.widgets.cards``; the gallery itself: ``gallery("groves")``).

>>> from collections import Counter
>>> Counter(e.kind for e in entries())["Groves"]
28
"""

from __future__ import annotations

from functools import lru_cache

from seasons_nb.widgets.cards import Entry, entry, face

from .components import GROVES, PURCHASABLE, REALM_CARDS, SPIRITS, STARTING, SUMMONING, plural, \
    vec_text
from .render import STRONG, TINT, grove_text
from .rules import RULES

#: the reward words the rules use, by reward kind (a grove is named by the rewards it prints)
REWARD_WORDS = {"choice": "choice reward", "exchange": "exchange reward", "spirit": "spirit-of-your-choice reward",
                "white": "white-spirit reward", "draw": "draw reward", "cull": "discard reward"}
#: the words naming a starting grove, by kind
STARTING_WORDS = {"reference": ("quick-reference grove",), "crystal": ("double-crystal grove",),
                  "spirit": ("spirit-generating grove",), "resource": ("resource-generating grove", "resource grove")}
SUMMONING_FILL, REALM_FILL = "#d8cce8", "#e8d7a8"


def _rewards(g) -> tuple[list[str], list[str]]:
    """A grove's rewards as picture lines, and the reward words that name it."""
    lines, words = [], []
    for name, r in (("primary", g.primary), ("bonus", g.bonus)):
        if r is not None:
            lines.append(f"{name}: {r.text}")
            words += [REWARD_WORDS[r.kind]] if r.kind in REWARD_WORDS else []
    if g.bonus is not None:
        words.append("bonus reward")
    return lines, words


def _grove(gid: int) -> Entry:
    g = GROVES[gid]
    cost = vec_text(g.cost + (0, 0)) or "nothing"  # earth, light, water; no crystal or dominion
    lines, words = _rewards(g)
    rewards = "; ".join(f"{name} reward{' for a matching spirit' if name == 'bonus' else ''}: {r.text}"
                        for name, r in (("primary", g.primary), ("bonus", g.bonus)) if r is not None)
    text = (f"{g.name}: a {g.colour_name} grove to buy, for {cost} (and the crystals of its slot in the row). "
            f"{rewards[:1].upper()}{rewards[1:]}. Worth {plural(g.points, 'dominion')} at the end.")
    return entry(RULES, f"g{gid}", "Groves", g.name,
                 face(g.name, [f"cost: {cost}", *lines], STRONG[g.colour_name], "#fff",
                      f"{g.points}D"),
                 text, ("new grove", "bought grove", "purchased grove", *words))


def _starting(gid: int) -> Entry:
    g = GROVES[gid]
    lines, words = _rewards(g)
    copies = sum(GROVES[i].name == g.name for i in STARTING[g.kind])
    text = (f"{grove_text(gid)}. A starting grove ({g.kind}"
            + (f", {copies} copies: one in each realm" if copies > 1 else ", one of the four to choose from") + ").")
    return entry(RULES, f"g{gid}", "Starting groves", g.name,
                 face(g.name, [f"starting, {g.colour_name}", *lines], TINT[g.colour_name]), text,
                 (*STARTING_WORDS[g.kind], *words))


def _summoning(cid: int) -> Entry:
    c = SUMMONING[cid]
    title = f"Summoning card {cid}"
    spirits = " + ".join(SPIRITS[s] for s in c.spirits) if c.spirits else c.kind
    text = (f"{title}: {c.text}, in the draw that starts a round, to reveal it; once revealed it is worth "
            f"{plural(c.points, 'dominion')}.")
    return entry(RULES, f"s{cid}", "Summoning cards", title,
                 face(title, [spirits, c.text, f"{plural(c.points, 'dominion')}"], SUMMONING_FILL), text,
                 ("summoning card",))


def _realm(cid: int) -> Entry:
    c = REALM_CARDS[cid]
    kind = "trophy" if c.type == "trophy" else "lightning card"
    text = f"{c.name}: a realm card ({kind}): {c.text}; worth {plural(c.points, 'dominion')}."
    return entry(RULES, f"r{cid}", "Realm cards", c.name,
                 face(c.name, [kind, c.text], REALM_FILL, corner=f"{c.points}D"), text, ("realm card", c.type))


@lru_cache(maxsize=None)
def entries() -> tuple[Entry, ...]:
    """The groves to buy, one of each starting grove, the summoning cards and the realm cards."""
    firsts = {}
    for kind in ("reference", "crystal", "spirit", "resource"):
        for gid in STARTING[kind]:
            firsts.setdefault(GROVES[gid].name, gid)
    return (tuple(_grove(g) for g in PURCHASABLE) + tuple(_starting(g) for g in firsts.values())
            + tuple(_summoning(c) for c in sorted(SUMMONING)) + tuple(_realm(c) for c in sorted(REALM_CARDS)))

