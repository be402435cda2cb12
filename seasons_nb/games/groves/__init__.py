"""Groves (Letiman Games, 2017), 1–4 players including the solo game: bag building and
worker placement in a realm of hex groves.

Draw spirits from your bag, place them on your groves (or a neighbour's, through a
portal) for rewards, or on the Tree of Idyll to buy groves, take summoning cards
and build portals; the most dominion wins. Rule ids and our choices: ``RULES`` and
``ASSUMPTIONS`` (see ``rules.py``); the designed components are in ``components``
and ``data/``; notebook helpers in ``teach``.

>>> from seasons_nb.games import groves
>>> s = groves.new_game(players=2, seed=7)
>>> s.prompt
'East Wind: choose your resource-generating starting grove.'
>>> s = s.apply("start blue").apply("start yellow")
>>> s.legal_actions()[0]
Place('place white p1.e6')
>>> s.view(1).player(0).bag is None
True
"""

from .actions import Action, parse_action
from .rules import ASSUMPTIONS, INFO, RULES
from .saves import from_json, invariants
from .setup import from_position, new_game
from .state import State

PLAYER_COUNTS = INFO.player_counts

__all__ = ["INFO", "RULES", "ASSUMPTIONS", "State", "Action", "parse_action", "new_game", "from_position",
           "from_json", "invariants", "PLAYER_COUNTS"]
