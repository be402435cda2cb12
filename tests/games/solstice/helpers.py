"""Small helpers shared by the Solstice rule tests."""

from __future__ import annotations

import pytest

from seasons_nb.core import IllegalAction
from seasons_nb.games import solstice as S


def go(s, *moves):
    """Apply moves, checking the invariants after each."""
    for m in moves:
        s = s.apply(m)
        S.invariants(s)
    return s


def refused(s, text, rule):
    """``text`` is refused in ``s`` by ``rule``, with words, and applying it raises IllegalAction."""
    e = s.explain(text)
    assert e is not None, f"{text!r} should be refused"
    assert e.rule == rule, (e.rule, str(e))
    assert e.rule in S.RULES and str(e)
    with pytest.raises(IllegalAction):
        s.apply(text)
    return e
