"""The games. Each is a package with the same contract (see ``seasons_nb.core``).

Every game module exposes: ``TITLE``, ``PLAYER_COUNTS``, ``RULES``, ``ASSUMPTIONS``,
``State``, ``Action``, ``new_game(players=…, seed=…, names=…, **options)``,
``from_position(...)``, ``from_json(text)``, ``parse_action(text)``,
``invariants(state)`` (raises AssertionError when a conservation law breaks)
and ``NOTEBOOK`` (its walkthrough's file name).
"""

from __future__ import annotations

import importlib
from types import ModuleType

#: name -> (title, status) in the order of the notebooks
GAMES: dict[str, tuple[str, str]] = {
    "arcadia": ("Seasons of Arcadia", "playable"),
    "groves": ("Groves", "playable"),
}


def load(name: str) -> ModuleType:
    """The game module for ``name`` (a key of ``GAMES``)."""
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    return importlib.import_module(f"{__name__}.{name}")
