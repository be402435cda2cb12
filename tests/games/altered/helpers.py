"""Small helpers shared by the Altered rule tests.

The scenarios use ``FULL`` decks (every card of the pool, three copies, with the Hero asked for) so
that any card can be put anywhere, and the track ``TRACK`` (regions 1-8, 1-based as in
``from_position``)::

    1 FMW (Hero Region)  2 F  3 MW  4 FW  5 M  6 W  7 FM  8 FMW (Companion Region)

Card values and costs are read from the pool (``stats``, ``cost``) so the tests check the rules, not
the numbers of our design; Dusk scenarios set exact totals with ``boosts``.
"""

from __future__ import annotations

from seasons_nb.games import altered as A
from seasons_nb.games.altered import components as C
from seasons_nb.games.altered import teach as T
from ..checks import play, refused  # noqa: F401  (the game's tests import them from here)

CARD = C.CARD_INDEX
#: regions 2-3, 4-5 and 6-7 (1-based): F | MW, FW | M, W | FM
TRACK = ("F|MW", "FW|M", "W|FM")
F, M, W = 0, 1, 2


def full(hero: str, copies: int = 3) -> dict:
    """A deck of every card of the pool (``copies`` each) with ``hero``."""
    return {"hero": hero, "cards": {c.id: copies for c in C.CARDS}}


def pos(heroes=("ilse", "haldor"), **kw) -> A.State:
    """A teaching position on ``TRACK`` with full decks for ``heroes`` (the Afternoon of Day 1 unless
    told otherwise)."""
    kw.setdefault("decks", [full(h) for h in heroes])
    kw.setdefault("tumult", list(TRACK))
    s = T.position(**kw)
    A.invariants(s)
    return s


def stats(card_id: str) -> tuple:
    """(Forest, Mountain, Water) of a Character."""
    return C.CARDS[CARD[card_id]].stats


def cost(card_id: str, source: str = "hand") -> int:
    c = C.CARDS[CARD[card_id]]
    return c.hand if source == "hand" else c.reserve


def add(*triples) -> tuple:
    return tuple(sum(t[i] for t in triples) for i in range(3))


def ids(cards) -> list:
    """Card indexes as ids (in their order)."""
    return [C.CARDS[c].id for c in cards]


def units(state, seat: int, e: int) -> list:
    """An expedition as (id, fleeting, exhausted) triples."""
    return [(C.CARDS[u.card].id, u.fleeting, u.exhausted) for u in state.exped[seat][e]]


def new_log(before, after) -> list:
    return list(after.log)[len(before.log):]


def legal(s) -> list:
    return [str(a) for a in s.legal_actions()]


def dusk(s):
    """Both players pass (the seat to decide first): Dusk and Night follow."""
    return play(s, "pass", "pass")
