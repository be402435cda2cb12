"""Groves (Letiman Games, 2017), 1–4 players including the solo game: bag building and
worker placement in a realm of hex groves.

Draw spirits from your bag, place them on your groves (or a neighbour's, through a
portal) for rewards, or on the Tree of Idyll to buy groves, take summoning cards
and build portals; the most dominion wins. Rule ids and our choices: ``RULES`` and
``ASSUMPTIONS`` (see ``rules.py``); the designed components are in ``data/``.

>>> from seasons_nb.games import groves
>>> s = groves.new_game(players=2, seed=7)
>>> s.prompt
'East Wind: choose your resource-generating starting grove.'
"""

from .components import (
    COLOURS, GROVES, PURCHASABLE, REALM_CARDS, SPIRITS, STACK_SIZE, STARTING, SUMMONING, plural,
    spirit_text,
)
from .rules import ASSUMPTIONS, REALM_RADIUS, RULES
from .state import (
    REALM, Action, Holdings, Player, Plot, State, from_json, from_position, invariants, metric,
    new_game, parse_action, pid, summoning_met,
)

TITLE = "Groves"
PLAYER_COUNTS = (1, 2, 3, 4)
NOTEBOOK = "03-groves.ipynb"

__all__ = [
    "ASSUMPTIONS", "Action", "COLOURS", "GROVES", "Holdings", "NOTEBOOK", "PLAYER_COUNTS",
    "PURCHASABLE", "Player", "Plot", "REALM", "REALM_CARDS", "REALM_RADIUS", "RULES", "SPIRITS",
    "STACK_SIZE", "STARTING", "SUMMONING", "State", "TITLE", "from_json", "from_position",
    "invariants", "metric", "new_game", "parse_action", "pid", "plural", "spirit_text",
    "summoning_met",
]
