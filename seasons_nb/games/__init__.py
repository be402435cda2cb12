"""The games. Each is a package with the same contract (see ``seasons_nb.core`` and
``docs/adding-a-game.md``): ``INFO``, ``RULES``, ``ASSUMPTIONS``, ``State``, ``Action``,
``parse_action``, ``new_game``, ``from_position``, ``from_json``, ``invariants`` and
``PLAYER_COUNTS``.
"""

from __future__ import annotations

import importlib
from types import MappingProxyType, ModuleType

from seasons_nb.core import GameInfo

#: the game packages, in the order of their notebooks
PACKAGES = ("arcadia", "solstice", "groves", "intrigue", "altered")
#: the exports every game package has, exactly
CONTRACT = ("INFO", "RULES", "ASSUMPTIONS", "State", "Action", "parse_action", "new_game",
            "from_position", "from_json", "invariants", "PLAYER_COUNTS")


def load(name: str) -> ModuleType:
    """The game package for ``name`` (a key of ``GAMES``)."""
    if name not in PACKAGES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(PACKAGES)}")
    return importlib.import_module(f"{__name__}.{name}")


#: name -> GameInfo, read from each package's ``INFO``
GAMES: MappingProxyType[str, GameInfo] = MappingProxyType({name: load(name).INFO for name in PACKAGES})


def game_of(state) -> ModuleType:
    """The game package a State or View belongs to."""
    return load(state.INFO.name)
