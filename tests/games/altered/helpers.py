"""Small helpers shared by the Altered rule tests.

The scenarios use ``FULL`` decks (every card of the pool, three copies, with the Hero asked for) so
that any card can be put anywhere, and the track ``TRACK`` (regions 1-8, 1-based as in
``from_position``)::

    1 FMW (Hero Region)  2 F  3 MW  4 FW  5 M  6 W  7 FM  8 FMW (Companion Region)

Card values and costs are read from the pool (``stats``, ``cost``) so the tests check the rules, not
the numbers of our design; Dusk scenarios set exact totals with ``boosts``.
"""

from __future__ import annotations

import pytest

from seasons_nb.core import IllegalAction
from seasons_nb.games import altered as A
from seasons_nb.games.altered import components as C
from seasons_nb.games.altered import teach as T

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


def go(s, *moves):
    """Apply moves, checking the invariants after each."""
    for m in moves:
        s = s.apply(m)
        A.invariants(s)
    return s


def refused(s, text, rule):
    """``text`` is refused in ``s`` by ``rule``, with words, and applying it raises IllegalAction."""
    e = s.explain(text)
    assert e is not None, f"{text!r} should be refused"
    assert e.rule == rule, (e.rule, str(e))
    assert e.rule in A.RULES and str(e)
    with pytest.raises(IllegalAction):
        s.apply(text)
    return e


def legal(s) -> list:
    return [str(a) for a in s.legal_actions()]


def dusk(s):
    """Both players pass (the seat to decide first): Dusk and Night follow."""
    return go(s, "pass", "pass")
