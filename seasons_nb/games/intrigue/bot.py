"""Seasons of Intrigue's evaluation for the shared bots: how good a position is for a seat.

It reads only the public accessors a State and a View share; the greedy bot calls it on states
sampled from its own seat's View.
"""

from __future__ import annotations

from .components import QUESTS

#: a point of the endgame score, a VP token (it also ends the game), a gold, a unit on the map, a card,
#: a land held, a quest of the row one meets now (claimed at the cleanup if nobody earlier meets it)
POINT, TOKEN, GOLD, UNIT, CARD, LAND, QUEST = 10.0, 6.0, 0.6, 1.5, 1.0, 2.0, 5.0


def evaluate(state, player: int) -> float:
    """How good ``state`` is for ``player``: its score and VP tokens against the best rival's, then
    gold, units on the map, cards in hand and influence."""
    if state.is_over:
        winners = state.winners
        return 0.0 if not winners else (1e6 if player in winners else -1e6)
    scores = state.scores

    def mine(seat: int) -> float:
        quests = sum(1 for q in state.quests if q >= 0 and state.holds(seat, QUESTS[q].condition))
        toward = sum(m / t for m, t in zip(state.influence[seat], state.tokens) if t > 0)
        return (POINT * scores[seat] + TOKEN * len(state.vp[seat]) + GOLD * state.gold[seat]
                + UNIT * state.units_on_map(seat) + CARD * len(state.hand[seat]) + LAND * len(state.lands_of(seat))
                + QUEST * quests + TOKEN * toward + 0.5 * sum(state.goods[x] for x in state.lands_of(seat)))

    rival = max(mine(s) for s in range(state.players) if s != player)
    return mine(player) - rival + _unused(state, player)


#: what a step of an action still to take is worth (so a one-move bot acts before it says done)
STEP = 1.2


def _unused(state, player: int) -> float:
    """The steps of the player's action still to take: a bot looking one move ahead would otherwise say
    'done' at once, since the choice of a type changes nothing yet."""
    if state.phase == "plan" and state.planned[player] >= 0:
        return STEP * max(0, state.power(player, state.planned[player]))
    if state.phase != "act" or state.seat != player or state.act is None:
        return 0.0
    if not state.act.kind:
        return STEP * max(0, state.power(player, state.planned[player]) + state.act.bonus)
    return STEP * state.act.steps
