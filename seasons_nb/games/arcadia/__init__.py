"""Seasons of Arcadia (Mike Richie, Rather Dashing Games), 2–4 players, on a hex board.

Be the first to have all 12 lords of one of your seasons on the board. Each turn
you place, move or jump lords; a jump over the season yours replaces swaps that
lord for one of yours. Rule ids and our choices: ``RULES`` and ``ASSUMPTIONS``
(see ``rules.py``).

>>> from seasons_nb.games import arcadia
>>> s = arcadia.new_game(players=2, seed=7)
>>> s = s.apply("place autumn e5")
>>> s.prompt
'Equinoxes to play: 2 actions left (Spring 0, Autumn 1; Spring must still act).'
"""

from .rules import ASSUMPTIONS, BOARD_RADIUS, DEFAULT_TURN_LIMIT, RULES
from .state import (
    ACTIONS_PER_TURN, BOARD, CENTER, COLOURS, LORDS_PER_SEASON, REPLACES, SEASONS, SEATS, Action,
    State, from_json, from_position, invariants, new_game, parse_action,
)

TITLE = "Seasons of Arcadia"
PLAYER_COUNTS = (2, 3, 4)
NOTEBOOK = "01-seasons-of-arcadia.ipynb"

__all__ = [
    "ACTIONS_PER_TURN", "ASSUMPTIONS", "Action", "BOARD", "BOARD_RADIUS", "CENTER", "COLOURS",
    "DEFAULT_TURN_LIMIT", "LORDS_PER_SEASON", "NOTEBOOK", "PLAYER_COUNTS", "REPLACES", "RULES",
    "SEASONS", "SEATS", "State", "TITLE", "from_json", "from_position", "invariants", "new_game",
    "parse_action",
]
