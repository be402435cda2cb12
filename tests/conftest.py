"""Fixtures shared by every test folder."""

from __future__ import annotations

import re

import pytest

from seasons_nb.core import Rng
from seasons_nb.games import load

#: the click ids a picture offers
TARGET = re.compile(r'data-target="([^"]*)"')
DEPTHS = (0, 1, 5, 17, 40)
SEEDS = (1, 2)
_SAMPLES: dict[str, list] = {}


def sample_states(name: str) -> list:
    """Seeded positions of a game: fresh, early, middle and late, for each player count (cached)."""
    if name not in _SAMPLES:
        game = load(name)
        states = []
        for players in game.PLAYER_COUNTS:
            for seed in SEEDS:
                s, rng, step = game.new_game(players=players, seed=seed), Rng(seed), 0
                for depth in DEPTHS:
                    while step < depth and not s.is_over:
                        a, rng = rng.choice(s.legal_actions())
                        s, step = s.apply(a), step + 1
                    states.append(s)
        _SAMPLES[name] = states
    return _SAMPLES[name]


@pytest.fixture(scope="session")
def samples():
    """``samples(name)``: seeded positions of a game at depths 0, 1, 5, 17 and 40, per player count."""
    return sample_states


@pytest.fixture(scope="session")
def targets_of():
    """``targets_of(svg)``: the ``data-target`` ids in a picture."""
    return lambda svg: TARGET.findall(svg)
