"""Seasons of Intrigue's evaluation for the shared bots: how good a position is for a seat.

It reads only the public accessors a State and a View share; the greedy bot calls it on states
sampled from its own seat's View.
"""

from __future__ import annotations

from .components import QUESTS

#: a point of the endgame score, a VP token (it also ends the game), a gold, a unit on the map, a card,
#: a land held, a quest of the row one meets now (claimed at the cleanup if nobody earlier meets it)
POINT, TOKEN, GOLD, UNIT, CARD, LAND, QUEST = 10.0, 6.0, 0.6, 1.5, 1.0, 2.0, 5.0
#: a place ahead on the initiative track (it wins ties, quests met by several and the first go at a token)
INITIATIVE = 2.0


def evaluate(state, player: int) -> float:
    """How good ``state`` is for ``player``: its score and VP tokens against the best rival's, then
    gold, units on the map, cards in hand and influence. Just after the player chose the type of their
    action, the action is first played out greedily, so that the types are compared by what they can
    do rather than by their number of steps."""
    return sum(terms(state, player).values())


#: what one point of the evaluation is measured against, for "Why?"
EVALUATION_UNIT = (POINT, "a point of its score")


def terms(state, player: int) -> dict[str, float]:
    """``evaluate`` in named parts that add up to it."""
    if _just_chosen(state, player):
        state = _finish(state, player)
    return _terms(state, player)


def _just_chosen(state, player: int) -> bool:
    a = state.act
    return (state.phase == "act" and state.seat == player and a is not None and bool(a.kind) and a.steps > 0
            and not a.civil_done and a.steps == state.power(player, state.planned[player], a.kind) + a.bonus)


#: the most steps played out when a type is valued
FINISH_STEPS = 8


def _finish(state, player: int):
    """The player's action played on greedily, step by step, while a step is worth taking."""
    for _ in range(FINISH_STEPS):
        if state.phase != "act" or state.seat != player or state.act.steps <= 0:
            break
        here = _value(state, player)
        best, score = None, here
        for a in state.legal_actions():
            if a.kind in ("done", "ability", "intrigue"):
                continue
            after = state.apply(a)
            v = _value(after, player)
            if v > score:
                best, score = after, v
        if best is None:
            break
        state = best
    return state


def _value(state, player: int) -> float:
    return sum(_terms(state, player).values())


def _terms(state, player: int) -> dict[str, float]:
    if state.is_over:
        winners = state.winners
        return {"the result": 0.0 if not winners else (1e6 if player in winners else -1e6)}
    scores = state.scores
    rival = max(sum(_parts(state, s, scores).values()) for s in range(state.players) if s != player)
    return {**_parts(state, player, scores), "the strongest rival's position": -rival,
            "steps of its action still to take": _unused(state, player)}


def _parts(state, seat: int, scores: list[int]) -> dict[str, float]:
    """What ``seat`` holds, in evaluation points (``scores``: everyone's endgame points now)."""
    quests = sum(1 for q in state.quests if q >= 0 and state.holds(seat, QUESTS[q].condition))
    toward = sum(m / t for m, t in zip(state.influence[seat], state.tokens) if t > 0)
    return {"its score": POINT * scores[seat], "its VP tokens": TOKEN * len(state.vp[seat]),
            "its gold": GOLD * state.gold[seat], "its units on the map": UNIT * state.units_on_map(seat),
            "its cards in hand": CARD * len(state.hand[seat]), "its lands": LAND * len(state.lands_of(seat)),
            "the quests it meets": QUEST * quests, "its influence toward VP tokens": TOKEN * toward,
            "the goods of its lands": 0.5 * sum(state.goods[x] for x in state.lands_of(seat)),
            "its place on the initiative track": INITIATIVE * (state.players - 1 - state.order.index(seat))}


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
