"""Groves helpers shared by the walkthrough notebook and the tests: teaching positions and printers.

>>> s = position(hands=[W1, W1])
>>> counts(s.player(0).hand)
'1 white'
>>> have(earth=2)["crystal"]
0
"""

from __future__ import annotations

from .components import GROVES, RESOURCES, plural, spirit_text
from .state import State, from_position

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


def finish(state: State) -> State:
    """Play out the rest of the game quickly: each spirit to the first place on offer, no reward."""
    while not state.is_over:
        actions = [str(a) for a in state.legal_actions()]
        skips = [a for a in actions if a.startswith("skip")]
        state = state.apply(skips[0] if skips else actions[0])
    return state


__all__ = ["KINDS", "W1", "counts", "finish", "grove", "have", "holdings", "position", "scoresheet"]
