"""Game-agnostic core: the contract, rules registry, RNG, match history, bots, SVG, hex grids."""

from .bots import BOTS, Bot, GreedyBot, RandomBot, play_out
from .errors import IllegalAction
from .match import Match
from .rng import Rng
from .rules import Rule, RuleBook
from .state import Action, GameState, complete, matching, next_targets
from .svg import esc

__all__ = [
    "Action", "BOTS", "Bot", "GameState", "GreedyBot", "IllegalAction", "Match", "RandomBot",
    "Rng", "Rule", "RuleBook", "complete", "esc", "matching", "next_targets", "play_out",
]
