"""Seasons of Arcadia: how good a position looks to a seat, for the shared bots."""

from __future__ import annotations

from .components import SEAT_IDS


def evaluate(position, player: int) -> float:
    """Bigger is better for ``player``: its strongest season against the best rival's.

    A won game is worth ±1,000,000 and a draw 0.
    """
    if position.is_over:
        winners = position.winners
        return 0.0 if not winners else (1e6 if player in winners else -1e6)
    count = position.board.count

    def strength(seasons) -> float:
        mine = [count(s) for s in seasons]
        return 10 * max(mine) + sum(mine)

    seats = SEAT_IDS[len(position.names)]
    rivals = [strength(seasons) for seat, seasons in enumerate(seats) if seat != player]
    return strength(seats[player]) - max(rivals)
