"""Seasons of Arcadia (Mike Richie, Rather Dashing Games), 2–4 players, on a hex board.

Be the first to have all 12 lords of one of your seasons on the board. Each turn
you place, move or jump lords; a jump over the season yours replaces swaps that
lord for one of yours. Rule ids and our choices: ``RULES`` and ``ASSUMPTIONS``
(see ``rules.py``); the board and seasons: ``components``; actions: ``actions``.

>>> from seasons_nb.games import arcadia
>>> s = arcadia.new_game(players=2, seed=7)
>>> s = s.apply("place autumn e5")
>>> s.prompt
'Equinoxes to play: 2 actions left (actions so far: Spring 0, Autumn 1).'
>>> s.explain("place summer e4").rule
'arcadia.turn.own_lords'
"""

from .actions import Action, parse_action
from .rules import ASSUMPTIONS, INFO, RULES
from .saves import from_json, invariants
from .setup import from_position, new_game
from .state import State

PLAYER_COUNTS = INFO.player_counts

__all__ = ["INFO", "RULES", "ASSUMPTIONS", "State", "Action", "parse_action", "new_game", "from_position",
           "from_json", "invariants", "PLAYER_COUNTS"]
