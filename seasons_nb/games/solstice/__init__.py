"""Solstice: A Game of Natural Cycles (Global Game Jam 2012), 2–8 players, roll and move with items
and battles.

The Summer and Winter Courts race around a ring of eight board pieces, drawing items, battling
and flipping pieces; the moment all eight show one season, that court wins (in a free-for-all
its player with the most Victory Points rules). Rule ids and our choices: ``RULES`` and
``ASSUMPTIONS`` (see ``rules.py``); the designed pieces are in ``components`` and ``data/``;
notebook helpers in ``teach``.

>>> from seasons_nb.games import solstice
>>> s = solstice.new_game(players=2, seed=1, date="2024-06-01")
>>> s.prompt
'Aster: choose a character of the Summer Court.'
>>> s = s.apply("choose blaze").apply("choose glacier")
>>> s.prompt
'Turn 1: Aster rolls the die.'
>>> s.explain("attack p2").rule
'solstice.turn.roll'
"""

from .actions import Action, parse_action
from .rules import ASSUMPTIONS, INFO, RULES
from .saves import from_json, invariants
from .setup import from_position, new_game
from .state import State

PLAYER_COUNTS = INFO.player_counts

__all__ = ["INFO", "RULES", "ASSUMPTIONS", "State", "Action", "parse_action", "new_game", "from_position",
           "from_json", "invariants", "PLAYER_COUNTS"]
