"""Seasons of Arcadia's gallery. The game has no cards, so its gallery shows its pieces: the lords of
each season (who plays them, what they may do, whom they replace) and the kinds of board space,
each with the rules that mention it (see ``seasons_nb.widgets.cards``; the gallery itself:
``gallery("arcadia")``).

>>> [e.title for e in entries()][:4]
['Spring lord', 'Summer lord', 'Autumn lord', 'Winter lord']
"""

from __future__ import annotations

from functools import lru_cache

from seasons_nb.widgets.cards import Entry, entry, face

from .components import ACTIONS_PER_TURN, BOARD, CENTER, COLOURS, LORDS_PER_SEASON, REPLACES, SEASONS, SEATS, \
    SIDE_NAMES, a_or_an
from .rules import RULES

SPACE_FILL = "#efe8da"


def _who(season: str) -> str:
    """Who plays ``season``'s lords at each player count, in words."""
    out = []
    for n, seats in SEATS.items():
        side = next((SIDE_NAMES[n][i] for i, seat in enumerate(seats) if season in seat), None)
        who = ("the " + side) if side and len(seats[0]) > 1 else ("its own player" if side else "nobody")
        out.append(f"{who} with {n} players")
    return "; ".join(out)


def _lord(season: str) -> Entry:
    name = season.title()
    victims = sorted({r[season] for r in REPLACES.values() if season in r}, key=SEASONS.index)
    replaced = " or ".join(v.title() for v in victims)
    text = (f"{LORDS_PER_SEASON} {name} lords. Who plays them: {_who(season)}. A turn is "
            f"{ACTIONS_PER_TURN[2]} actions with two players, {ACTIONS_PER_TURN[4]} with more; each action "
            f"places one lord from the supply next to any lord, moves one a step, or jumps with one over "
            f"{a_or_an(name)} lord or the lord of the season it replaces ({replaced}), which it then replaces. "
            f"Getting all {LORDS_PER_SEASON} onto the board wins the game.")
    lines = (f"{LORDS_PER_SEASON} lords", f"replaces {replaced}", "place, move or jump")
    return entry(RULES, season, "Lords", f"{name} lord", face(f"{name} lord", lines, COLOURS[season]), text,
                 (name,))


_SPACES = (
    ("centre", "Centre space", ("centre space", "center"),
     f"The centre space, {CENTER}: the very first lord of the game is placed there."),
    ("edge", "Edge space", ("edge space", "edge"),
     "A space on the rim of the board. A lord there may be jumped out: the jumper leaves the board and comes "
     "back on any empty space."),
    ("empty", "Empty space", ("empty space",),
     f"One of the {len(BOARD)} spaces with no lord. A lord may be placed there if it touches a lord, or move "
     "or jump into it; a lord that jumped out may come back on any of them."),
)


@lru_cache(maxsize=None)
def entries() -> tuple[Entry, ...]:
    """The lords of the four seasons, then the kinds of board space."""
    spaces = tuple(entry(RULES, key, "Spaces", title, face(title, (text.split(":")[0][:60],), SPACE_FILL), text, words)
                   for key, title, words, text in _SPACES)
    return tuple(_lord(s) for s in SEASONS) + spaces
