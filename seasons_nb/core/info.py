"""What a game is, declared once: ``GameInfo``, read by the registry, widgets, tests and benchmarks."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True)
class GameInfo:
    """A game's identity and capabilities (like OpenSpiel's game type and info).

    ``options`` maps each keyword ``new_game`` accepts beyond ``players``, ``seed``
    and ``names`` to its default. ``hidden_information``: some seat may not see
    everything (then ``view`` redacts and bots decide from their seat's view).
    ``chance``: dice, shuffles or draws happen during play.
    """

    name: str
    title: str
    player_counts: tuple[int, ...]
    notebook: str
    hidden_information: bool = False
    chance: bool = False
    options: Mapping[str, object] = field(default_factory=dict)
    status: str = "playable"

    def __post_init__(self):
        if not self.player_counts or any(not isinstance(n, int) or n < 1 for n in self.player_counts):
            raise ValueError(f"{self.name}: player counts must be positive integers")
        object.__setattr__(self, "player_counts", tuple(self.player_counts))
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))
