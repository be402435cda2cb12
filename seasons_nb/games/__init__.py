"""The games. Each is a package with the same contract (see ``seasons_nb.core`` and
``docs/adding-a-game.md``): ``INFO``, ``RULES``, ``ASSUMPTIONS``, ``State``, ``Action``,
``parse_action``, ``new_game``, ``from_position``, ``from_json``, ``invariants`` and
``PLAYER_COUNTS``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType

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


class _Infos(Mapping):
    """name -> GameInfo, read-only; a game package is imported only when its INFO is asked for, so a
    notebook about one game does not import them all."""

    def __getitem__(self, name: str) -> GameInfo:
        if name not in PACKAGES:
            raise KeyError(name)
        return load(name).INFO

    def __iter__(self):
        return iter(PACKAGES)

    def __len__(self) -> int:
        return len(PACKAGES)


#: name -> GameInfo, read from each package's ``INFO``
GAMES: Mapping[str, GameInfo] = _Infos()


def from_code(text: str):
    """The match a position code holds (``state.code()``, ``match.code()``), at the step it was at.

    A code of one seat's view gives a sampled position: ``match.sampled_from`` is that seat.
    """
    from seasons_nb.core.record import read_code

    loaded = read_code(text)
    loaded.match.sampled_from = loaded.sampled_from
    return loaded.match


def from_record(text: str):
    """The match a game record describes (``match.record()``); RecordError names the first wrong line."""
    from seasons_nb.core.record import read_record

    return read_record(text)
