"""The two helpers every game's rule tests share: ``refused`` (an action the rules forbid) and ``play``
(actions the rules allow, each position checked)."""

from __future__ import annotations

import pytest

from seasons_nb.core import IllegalAction
from seasons_nb.games import load


def game_of(state):
    """The game package a State or View belongs to."""
    return load(state.INFO.name)


def refused(state, text, rule: str | None = None) -> IllegalAction:
    """``text`` is refused in ``state``, in words, by ``rule`` (when given, else by the rule ``explain``
    names): ``apply`` raises IllegalAction naming the same rule and ``state`` is unchanged."""
    error = state.explain(text)
    assert error is not None, f"{text!r} should be refused"
    if rule is not None:
        assert error.rule == rule, (error.rule, str(error))
    assert error.rule in game_of(state).RULES and str(error)
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(text)
    assert info.value.rule == error.rule
    assert state.to_json() == before
    return error


def play(state, *texts):
    """``state`` after the actions ``texts`` (notation or Actions): each position is checked by the game's
    ``invariants``, and the last one goes through a save and back unchanged."""
    game = game_of(state)
    for text in texts:
        state = state.apply(text)
        game.invariants(state)
    assert game.from_json(state.to_json()) == state
    return state
