"""Solstice's evaluation for the shared bots (``core.bots.GreedyBot``): how good a position is for a seat.

It reads only the public accessors a State and a View share; the greedy bot calls it on states
sampled from its own seat's View, so it never sees a card or a die before it comes.
"""

from __future__ import annotations

#: what one piece of your court's season is worth, against a point of anything else
PIECE = 12.0


def evaluate(state, player: int) -> float:
    """How good ``state`` is for ``player``: big is good.

    The ring decides who wins, so each piece of the player's court's season weighs most; then
    the Victory Points (a free-for-all is won on them within the court), the items that count in
    battle, being able to attack, and not losing a turn. A decision still open for ``player``
    (equip or keep, which item to take, what to flip) is valued by its best answer, since a
    one-move bot sees only the state its action leads to.
    """
    if state.is_over:
        winners = state.winners
        return 0.0 if not winners else (1e6 if player in winners else -1e6)
    if state.phase == "play" and state.current_player == player and state.pending.kind in ("equip", "steal", "flip"):
        return max(state.apply(a).evaluate(player) for a in state.legal_actions())
    return _value(state, player)


def _strength(state, seat: int) -> float:
    """Battle items that count, items in play (one may be flipped to count), the right to attack, and
    not losing a turn."""
    gear = state.gear[seat]
    return (sum(state.bonus(seat, stat)[0] for stat in range(3)) + 0.25 * sum(1 for c in gear if c >= 0)
            + (1.5 if state.lapped[seat] else 0.0) - (3.0 if state.skip[seat] else 0.0))


def _value(state, player: int) -> float:
    court = player % 2
    summer, winter = state.ring()
    mine = (summer, winter)[court]
    value = PIECE * mine
    others = [i for i in range(state.players) if i != player]
    if state.mode == "team":
        value += sum(_strength(state, i) for i in range(state.players) if i % 2 == court) / 2
        value -= sum(_strength(state, i) for i in others if i % 2 != court) / 2
        return value
    vp = state.vp(player)
    rival = max((state.vp(i) for i in others), default=0)
    return value + 1.5 * vp - 0.5 * rival + _strength(state, player) - 0.3 * max(
        (_strength(state, i) for i in others), default=0.0)
