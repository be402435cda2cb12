"""Solstice's evaluation for the shared bots (``core.bots.GreedyBot``): how good a position is for a seat.

It reads only the public accessors a State and a View share; the greedy bot calls it on states
sampled from its own seat's View, so it never sees a card or a die before it comes.
"""

from __future__ import annotations

from fractions import Fraction

from .components import DIE, PIECE_OF, SPACE_KINDS
from .rules import REROLL_TIES

#: what one piece of your court's season is worth, against a point of anything else
PIECE = 12.0
#: what winning a battle is worth to the attacker beyond the space (an item taken, or a turn lost)
STEAL = 4.0
#: what losing one costs the attacker beyond the space (the defender may counter-attack)
LOSS = 2.0
#: what following each kind of space is worth, roughly (a Flip onto the other court's piece: PIECE)
SPACE_GAIN = {"flip": 1.0, "draw": 2.0, "discard": -2.0, "start": 0.0}


#: what one point of the evaluation is measured against, for "Why?"
EVALUATION_UNIT = (PIECE, "a piece of the ring in its court's season")


def evaluate(state, player: int) -> float:
    """How good ``state`` is for ``player``: big is good.

    The ring decides who wins, so each piece of the player's court's season weighs most; then
    the Victory Points (a free-for-all is won on them within the court), the items that count in
    battle, being able to attack, and not losing a turn. A decision still open for ``player``
    (equip or keep, which item to take, what to flip) is valued by its best answer, since a
    one-move bot sees only the state its action leads to.
    """
    if _deciding(state, player):
        return max(state.apply(a).evaluate(player) for a in state.legal_actions())
    return sum(terms(state, player).values())


def terms(state, player: int) -> dict[str, float]:
    """``evaluate`` in named parts that add up to it (a decision still open: those of its best answer)."""
    if state.is_over:
        winners = state.winners
        return {"the result": 0.0 if not winners else (1e6 if player in winners else -1e6)}
    if _deciding(state, player):
        return terms(max((state.apply(a) for a in state.legal_actions()), key=lambda s: s.evaluate(player)), player)
    return {**_value(state, player), **_battle_odds(state, player)}


def _deciding(state, player: int) -> bool:
    return state.phase == "play" and state.current_player == player and state.pending.kind in ("equip", "steal", "flip")


def win_chance(total: int, against: int) -> Fraction:
    """The chance that ``total`` + a die beats ``against`` + a die (strictly), a tie being rolled again
    (``solstice.ours.ties``; with ``REROLL_TIES`` False a tie is lost by whoever needed to be higher)."""
    wins = sum(total + a > against + b for a in range(1, DIE + 1) for b in range(1, DIE + 1))
    ties = sum(total + a == against + b for a in range(1, DIE + 1) for b in range(1, DIE + 1))
    if REROLL_TIES:
        return Fraction(wins, DIE * DIE - ties) if ties < DIE * DIE else Fraction(1, 2)
    return Fraction(wins, DIE * DIE)


def _battle_odds(state, player: int) -> dict[str, float]:
    """A battle just declared is worth its odds: the attacker who wins takes an item and follows the
    space, one who loses ignores it. So the bot attacks when its chances are good, not blindly. Its
    name says the odds (as "Why?" tells them)."""
    pend = state.pending
    if state.phase != "play" or pend.kind != "defend":
        return {"the battle just declared": 0.0}
    att, dfd = pend.attacker, pend.defender
    p = win_chance(state.before_die(att, 0), state.before_die(dfd, 1))
    kind = SPACE_KINDS[state.pos[att]]
    space = PIECE if kind == "flip" and state.pieces[PIECE_OF[state.pos[att]]] != att % 2 else SPACE_GAIN[kind]
    gain = float(p) * (STEAL + space) - float(1 - p) * LOSS
    if state.mode == "team":
        gain = gain if player % 2 == att % 2 else -gain
    else:
        gain = gain if player == att else -gain if player == dfd else 0.0
    return {f"the battle just declared (the attacker wins {p.numerator} in {p.denominator})": gain}


def _strength(state, seat: int) -> float:
    """Battle items that count, items in play (one may be flipped to count), the right to attack, and
    not losing a turn."""
    gear = state.gear[seat]
    return (sum(state.bonus(seat, stat)[0] for stat in range(3)) + 0.25 * sum(1 for c in gear if c >= 0)
            + (1.5 if state.lapped[seat] else 0.0) - (3.0 if state.skip[seat] else 0.0))


def _value(state, player: int) -> dict[str, float]:
    court = player % 2
    summer, winter = state.ring()
    mine = (summer, winter)[court]
    value = {"its court's pieces on the ring": PIECE * mine}
    others = [i for i in range(state.players) if i != player]
    if state.mode == "team":
        value["its court's battle items"] = sum(_strength(state, i) for i in range(state.players) if i % 2 == court) / 2
        value["the other court's battle items"] = -sum(_strength(state, i) for i in others if i % 2 != court) / 2
        return value
    vp = state.vp(player)
    rival = max((state.vp(i) for i in others), default=0)
    value["its Victory Points"] = 1.5 * vp
    value["the leading rival's Victory Points"] = -0.5 * rival
    value["its battle items"] = _strength(state, player)
    value["the strongest rival's battle items"] = -0.3 * max((_strength(state, i) for i in others), default=0.0)
    return value
