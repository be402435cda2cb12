"""Altered's evaluation for the shared bots (``core.bots.GreedyBot``): how good a position is for a seat.

It reads only the public accessors a State and a View share; the greedy bot calls it on states
sampled from its own seat's View, so it never sees the other hand, the decks' order or a
face-down Tumult card.
"""

from __future__ import annotations

from .components import CARDS, MEET

#: one region travelled, against a point of anything else
REGION = 10.0
#: an expedition that would move at Dusk as things stand (and one of the opponent's that would)
PROSPECT = 4.0
#: a card in hand, in the Reserve, a Mana Orb (up to ``MANA_WANTED``), a Landmark
HAND, RESERVE, ORB, LANDMARK = 0.6, 0.35, 0.9, 0.5
MANA_WANTED = 7
#: per point of lead in a terrain of an expedition's region (a safety margin at Dusk)
MARGIN = 0.15


#: what one point of the evaluation is measured against, for "Why?"
EVALUATION_UNIT = (REGION, "a region travelled ahead of the opponent")


def evaluate(state, player: int) -> float:
    """How good ``state`` is for ``player``: big is good.

    Regions travelled weigh most; then whether each expedition would move at Dusk as the cards
    now lie (mine moving is good, the opponent's is bad), the lead in the terrains that count,
    and the cards in hand, Reserve, Mana and Landmarks. In the Arena the terrains won count.
    """
    return sum(terms(state, player).values())


def terms(state, player: int) -> dict[str, float]:
    """``evaluate`` in named parts that add up to it."""
    if state.is_over:
        winners = state.winners
        return {"the result": 0.0 if not winners else (1e6 if player in winners else -1e6)}
    other = 1 - player
    value = {"its lead in regions travelled": REGION * (state.distance(player) - state.distance(other))}
    if state.arena:
        a, b = state.arena_totals(player), state.arena_totals(other)
        value["its lead in terrains won in the Arena"] = PROSPECT * (
            sum(x > y for x, y in zip(a, b)) - sum(y > x for x, y in zip(a, b)))
    else:
        moving, margin = 0.0, 0.0
        for e in (0, 1):
            mine = state.will_advance(player, e)
            theirs = state.will_advance(other, e)
            gain = PROSPECT * 1.5 if state.distance(player) >= MEET - 1 else PROSPECT
            moving += gain * mine - PROSPECT * theirs
            t_me, t_op = state.totals(player, e), state.totals(other, e)
            for t in state.region_terrains(state.marks[player][e]):
                margin += MARGIN * max(-3, min(3, t_me[t] - t_op[t]))
        value["its expeditions set to move at Dusk, against the opponent's"] = moving
        value["its lead in the terrains that count"] = margin
    value["its cards, Reserve, Mana Orbs and Landmarks"] = _cards(state, player)
    value["the opponent's cards, Reserve, Mana Orbs and Landmarks"] = -0.5 * _cards(state, other)
    return value


def _cards(state, seat: int) -> float:
    orbs = len(state.mana[seat])
    return (HAND * len(state.hand[seat]) + RESERVE * len(state.reserve[seat])
            + ORB * min(orbs, MANA_WANTED) + 0.1 * max(0, orbs - MANA_WANTED)
            + LANDMARK * len(state.landmarks[seat])
            + 0.2 * sum(1 for e in (0, 1) for u in state.exped[seat][e] if CARDS[u.card].type == "expedition"))
