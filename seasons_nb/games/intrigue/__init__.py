"""Seasons of Intrigue (a worker-drafting game known from its rules summary), 2-4 players, on
components of our own design.

Each year the players draft workers of four seasonal courts, then place one face down each
season; revealed, they act in initiative order (Politics, Civil, Combat or Trade), units fight
over the lands, and a cleanup scores quests and alliances. Rule ids and our choices: ``RULES``
and ``ASSUMPTIONS``; the components are in ``components`` and ``data/``.

>>> from seasons_nb.games import intrigue
>>> s = intrigue.new_game(players=2, seed=1)
>>> s.prompt
'Year 1, the draft: Aster, pick a worker from your pack.'
"""

from .actions import Action, parse_action
from .rules import ASSUMPTIONS, INFO, RULES
from .saves import from_json, invariants
from .setup import from_position, new_game
from .state import State

PLAYER_COUNTS = INFO.player_counts

__all__ = ["INFO", "RULES", "ASSUMPTIONS", "State", "Action", "parse_action", "new_game", "from_position",
           "from_json", "invariants", "PLAYER_COUNTS"]
