"""Seasons of Arcadia: how good a position looks to a seat, for the shared bots."""

from __future__ import annotations

from .components import SEAT_IDS


#: one lord more in the seat's biggest season adds 11 to its strength (``terms``)
EVALUATION_UNIT = (11.0, "a lord of its biggest season")


def evaluate(position, player: int) -> float:
    """Bigger is better for ``player``: its strongest season against the best rival's (``terms``).

    A won game is worth ±1,000,000 and a draw 0.
    """
    return sum(terms(position, player).values())


def terms(position, player: int) -> dict[str, float]:
    """``evaluate`` in named parts that add up to it: a season's strength is ten times the spaces of
    the seat's biggest season plus all its spaces."""
    if position.is_over:
        winners = position.winners
        return {"the result": 0.0 if not winners else (1e6 if player in winners else -1e6)}
    count = position.board.count

    def strength(seasons) -> float:
        mine = [count(s) for s in seasons]
        return 10 * max(mine) + sum(mine)

    seats = SEAT_IDS[len(position.names)]
    rivals = [strength(seasons) for seat, seasons in enumerate(seats) if seat != player]
    return {"its own lords on the board": strength(seats[player]), "the strongest rival's lords": -max(rivals)}
