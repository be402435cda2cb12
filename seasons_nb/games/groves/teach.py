"""Groves helpers shared by the walkthrough notebook and the tests: teaching positions and printers.

>>> s = position(hands=[W1, W1])
>>> counts(s.player(0).hand)
'1 white'
>>> have(earth=2)["crystal"]
0
"""

from __future__ import annotations

from .components import GROVES, RESOURCES, plural, spirit_text
from .setup import from_position
from .state import State

W1 = {"white": 1}   # a hand (or bag) of one white spirit
#: the five kinds of tokens, in the order ``have`` and the holdings list them
KINDS = RESOURCES


def position(players: int = 2, **setup) -> State:
    """A teaching position (``from_position``), two players unless told otherwise."""
    return from_position(players=players, **setup)


def have(**amounts) -> dict[str, int]:
    """A player's resources for a position: ``have(earth=2, crystal=5)``; the rest are 0."""
    return {kind: amounts.get(kind, 0) for kind in KINDS}


def counts(spirits) -> str:
    """``{'white': 5, 'green': 1}`` -> ``'5 white, 1 green'`` (a secret bag: 'secret')."""
    if spirits is None:
        return "secret"
    return ", ".join(plural(n, colour) for colour, n in spirits.items() if n) or "nothing"


def grove(gid: int) -> str:
    """One grove in words: colour, cost, printed dominion and its two rewards."""
    g = GROVES[gid]
    cost = " + ".join(f"{n} {kind}" for kind, n in zip(KINDS, g.cost) if n) or "nothing"
    text = f"#{gid} {g.name} ({g.colour_name})"
    if g.kind == "grove":
        text += f", costs {cost}, prints {g.points} dominion"
    text += f": primary {g.primary.text if g.primary else '-'}"
    return text + (f"; bonus {g.bonus.text}" if g.bonus else "")


def primary(gid: int) -> str:
    """A grove's primary reward in words: ``primary(105)`` -> ``'2 crystals'``."""
    return GROVES[gid].primary.text


def bonus(gid: int) -> str:
    """A grove's bonus reward in words (for a spirit of its colour)."""
    return GROVES[gid].bonus.text


def holdings(state, seat: int) -> None:
    """Print what a player has, in words."""
    p = state.player(seat)
    crown = ", holds the crown" if p.crown else ""
    res = ", ".join(plural(n, kind) for kind, n in p.resources.items())
    print(f"{p.name} (p{seat + 1}{crown}): {res}")
    print(f"    bag: {counts(p.bag)} | in hand: {counts(p.hand)}")
    print("    realm: " + ", ".join(f"{GROVES[plot.grove].name} at {plot.space}"
                                    + (f" ({spirit_text(plot.spirit)} on it)" if plot.spirit else "")
                                    for plot in p.realm))


def scoresheet(state) -> None:
    """Print everyone's dominion, source by source."""
    sheets = [state.score_sheet(seat) for seat in range(state.players)]
    print(f"{'':16}" + "".join(f"{state.names[seat]:>12}" for seat in range(state.players)))
    for source in sheets[0]:
        print(f"{source:16}" + "".join(f"{sheet[source]:>12}" for sheet in sheets))


def goes(state, spirit: str) -> list[str]:
    """Where the player to move may place a ``spirit`` from their hand now: ``['p1.e6', ..., 'summoning']``."""
    return [a[2] for a in state.legal_actions() if a.kind == "place" and a[1] == spirit]


def can_buy(state) -> list[int]:
    """The groves of the row the player to move could buy with a white spirit sent to the groves area now."""
    if "groves" not in goes(state, "white"):
        return []
    shopping = state.apply("place white groves")
    return sorted({int(a[1]) for a in shopping.legal_actions() if a.kind == "buy"})


def spirits_of(state, seat: int) -> dict[str, int]:
    """The spirits a player owns outside their realm: bag and hand together, by colour."""
    p = state.player(seat)
    return {c: p.bag.get(c, 0) + p.hand.get(c, 0) for c in dict.fromkeys([*p.bag, *p.hand])
            if p.bag.get(c, 0) + p.hand.get(c, 0)}


def in_row(state) -> int:
    """How many groves lie in the row of new groves (gaps left out)."""
    return sum(1 for gid in state.row if gid)


def said(state, words: str) -> bool:
    """Whether a line of the log (of a state or a Table) contains ``words``."""
    return any(words in line for line in getattr(state, "state", state).log)


class Picture:
    """A picture of a position, part of it or all (see ``picture``): shown as an inert image, not a table."""

    def __init__(self, state: State, panels: tuple[str, ...]):
        from .render import table_svg

        self.state, self.panels = state, panels
        self.svg = table_svg(state, only=panels or None)

    def _repr_html_(self) -> str:
        from seasons_nb.core.svg import picture_html

        return picture_html(self.svg, f"Groves: {self.state.prompt}")

    def __repr__(self) -> str:
        return f"<Groves picture ({', '.join(self.panels) or 'the table'}): {self.state.prompt}>"


def picture(state: State, *panels: str) -> Picture:
    """A picture of ``state`` for a position with nothing left to try: only the ``panels`` named ("hand",
    "tree", "realm-0" for p1's realm ..., "cards"), or the whole table. Lighter than a Table, and not played."""
    return Picture(state, panels)


def finish(state: State) -> State:
    """Play out the rest of the game quickly: each spirit to the first place on offer, no reward."""
    while not state.is_over:
        actions = [str(a) for a in state.legal_actions()]
        skips = [a for a in actions if a.startswith("skip")]
        state = state.apply(skips[0] if skips else actions[0])
    return state


__all__ = ["KINDS", "W1", "bonus", "can_buy", "counts", "finish", "goes", "grove", "have", "holdings", "in_row",
           "picture", "position", "primary", "said", "scoresheet", "spirits_of"]
