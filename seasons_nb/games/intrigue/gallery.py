"""Seasons of Intrigue's gallery: the worker cards, the intrigue and combat cards, the quests, the
personal quests and the events, each with its full text and the rules that mention it (see
``seasons_nb.widgets.cards``; the gallery itself: ``gallery("intrigue")``).

>>> from collections import Counter
>>> Counter(e.kind for e in entries())["Workers"]
24
"""

from __future__ import annotations

from functools import lru_cache

from seasons_nb.widgets.cards import Entry, entry, face

from .components import CARDS, EVENTS, FACTIONS, PERSONAL, QUESTS, SEASONS, WORKERS, card_text, condition_text, \
    op_text
from .render import COMBAT_COL, INTRIGUE_COL, cleanup_text, modifier_text
from .rules import RULES

QUEST_FILL, PERSONAL_FILL, EVENT_FILL, BLANK_FILL = "#d9c89a", "#c8b8e0", "#b9d9cf", "#e4e0d6"


def _worker(i: int) -> Entry:
    w = WORKERS[i]
    faction = FACTIONS[w.faction]
    mods = [f"{SEASONS[s]} {m:+d}" for s, m in enumerate(w.seasons) if m]
    ability = "; ".join(op_text(op) for op in w.ability)
    text = (f"{w.name}: a worker of the {faction.name} ({faction.id}), power {w.power}"
            + (f", changed by the season ({', '.join(mods)})" if mods else "") + "."
            + (f" Ability: {ability}." if ability else ""))
    lines = (faction.name, ", ".join(mods) or "no season change", ability or "no ability")
    return entry(RULES, w.id, "Workers", w.name, face(w.name, lines, faction.colour, corner=str(w.power)), text,
                 ("worker",))


def _card(i: int) -> Entry:
    c = CARDS[i]
    if c.colour == "combat":
        text = f"{card_text(i)}: a combat card; played in a combat it adds {c.power} to a side."
        return entry(RULES, c.id, "Combat cards", c.name,
                     face(c.name, ("Combat card", f"+{c.power} to a side"), COMBAT_COL, "#fff", f"+{c.power}"),
                     text, ("combat card",))
    when = "in a combat, for either side" if c.op[0] == "combat" else "during one of your own actions"
    text = f"{card_text(i)}: {'an instant' if c.kind == 'instant' else 'a non-instant'} intrigue card, played {when}."
    words = ("intrigue card",) + (("instant",) if c.kind == "instant" else ())
    return entry(RULES, c.id, "Intrigue cards", c.name,
                 face(c.name, (f"{c.kind.title()} intrigue", op_text(c.op)), INTRIGUE_COL, "#fff"), text, words)


def _quest(q, personal: bool) -> Entry:
    goal = condition_text(q.condition)
    if personal:
        text = f"{q.name}: a personal quest, kept by its player; {goal} by the end to score 1 more."
        return entry(RULES, q.id, "Personal quests", q.name, face(q.name, ("Personal quest", goal), PERSONAL_FILL),
                     text, ("personal quest",))
    text = f"{q.name}: a quest; the first player to {goal} claims it at the cleanup, for 1 VP."
    return entry(RULES, q.id, "Quests", q.name, face(q.name, ("Quest", goal), QUEST_FILL), text, ("quest",))


def _event(e) -> Entry:
    if e.blank:
        text = f"{e.name}: a blank event; it changes nothing."
        lines = ("Blank event",)
    else:
        mod, clean = modifier_text(e.modifier), cleanup_text(e.cleanup)
        text = (f"{e.name}: an event. While it is in the row: {mod or 'nothing'}. "
                f"At the cleanup: {clean or 'nothing'}.")
        lines = ("Event", f"while in the row: {mod}" if mod else "", f"cleanup: {clean}" if clean else "")
    return entry(RULES, e.id, "Events", e.name, face(e.name, [x for x in lines if x], BLANK_FILL if e.blank
                                                     else EVENT_FILL), text, ("event",))


@lru_cache(maxsize=None)
def entries() -> tuple[Entry, ...]:
    """Workers, intrigue cards, combat cards, quests, personal quests and events, in data order."""
    cards = [_card(i) for i in range(len(CARDS))]
    return (tuple(_worker(i) for i in range(len(WORKERS)))
            + tuple(e for e in cards if e.kind == "Intrigue cards") + tuple(e for e in cards if e.kind == "Combat cards")
            + tuple(_quest(q, False) for q in QUESTS) + tuple(_quest(q, True) for q in PERSONAL)
            + tuple(_event(e) for e in EVENTS))
