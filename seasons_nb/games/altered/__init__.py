"""Altered (Equinox, 2024), 2 players: two expeditions each along an adventure track, on our own card
pool.

Each player's Hero and Companion expeditions travel toward each other across the regions of the
track; Characters played into them win regions terrain by terrain at Dusk. The game ends at the
Night when a player's two markers have met: then the player whose two markers have travelled the
higher total distance wins, and a tie goes to the Arena. Rule ids and our choices: ``RULES`` and
``ASSUMPTIONS`` (see ``rules.py``); the cards, Heroes and starter decks are in ``components`` and
``data/``; notebook helpers in ``teach``.

>>> from seasons_nb.games import altered
>>> s = altered.new_game(seed=1)
>>> s.prompt
'Opening: Birch, put 3 more cards from your hand into Mana.'
>>> s.explain("pass").rule
'altered.setup.mana'
"""

from .actions import Action, parse_action
from .rules import ASSUMPTIONS, INFO, RULES
from .saves import from_json, invariants
from .setup import from_position, new_game
from .state import State

PLAYER_COUNTS = INFO.player_counts

__all__ = ["INFO", "RULES", "ASSUMPTIONS", "State", "Action", "parse_action", "new_game", "from_position",
           "from_json", "invariants", "PLAYER_COUNTS"]
