"""Game-agnostic core: the contract, rules registry, RNG, match history, bots, SVG, hex grids."""

from .bots import BOTS, Bot, GreedyBot, RandomBot, play_out
from .errors import IllegalAction
from .info import GameInfo
from .log import Log
from .match import Match
from .rng import Rng
from .rules import Assumption, Rule, RuleBook
from .state import (LIST, NO, PER_SEAT, PER_SEAT_SET, PER_SEAT_SORTED, SORTED, Action, Drawn, GameState, View,
                    WordAction, Zone, check_invariants, complete, matching, next_targets)
from .svg import esc

__all__ = [
    "Action", "Assumption", "BOTS", "Bot", "GameInfo", "GameState", "GreedyBot", "IllegalAction", "Log",
    "Drawn", "Match", "RandomBot", "Rng", "Rule", "RuleBook", "View", "WordAction", "complete", "esc", "matching", "next_targets",
    "play_out", "LIST", "NO", "PER_SEAT", "PER_SEAT_SET", "PER_SEAT_SORTED", "SORTED", "Zone", "check_invariants",
]
