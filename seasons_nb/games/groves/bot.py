"""Groves' evaluation for the shared bots (``core.bots.GreedyBot``): how good a position is for a seat.

It reads only a State's public accessors and fields; the greedy bot calls it on states
sampled from its own seat's View, so it never sees a draw before it happens.
"""

from __future__ import annotations

from .components import CRYSTAL, GROVES, REALM_CARDS, WHITE, WRAITH


#: what one point of the evaluation is measured against, for "Why?"
EVALUATION_UNIT = (1.0, "a point of its score")


def evaluate(state, player: int) -> float:
    """How good ``state`` is for ``player``: big is good.

    A one-move bot only sees the state its action leads to, so a decision still open for
    ``player`` (the rewards of the grove just visited, the grove to buy, the card to keep,
    where the portal opens, a solo power) is valued by its best answer. Spirits are counted
    where they will end up: those in hand or on your own realm's groves come back to your
    bag, those on the Tree go back to the supply. So a visit that gives nothing costs the
    spirit (a white one excepted: fewer whites make a better bag) instead of looking as good
    as a reward.
    """
    if _deciding(state, player):
        return max(state.apply(a).evaluate(player) for a in state.legal_actions())
    return sum(terms(state, player).values())


def terms(state, player: int) -> dict[str, float]:
    """``evaluate`` in named parts that add up to it (a decision still open: those of its best answer)."""
    if _deciding(state, player):
        return terms(max((state.apply(a) for a in state.legal_actions()), key=lambda s: s.evaluate(player)), player)
    s = state
    if s.solo:
        if s.phase == "over":
            return {"the result": 1000.0 if s.result == "won" else -1000.0 + s.scores[0]}
        return {**_worth(s, 0), "the threshold to beat": -s.threshold(),
                "Wraiths in the Wraith bag": -1.5 * s.wraith_bag_counts[WRAITH] / max(1, sum(s.wraith_bag_counts))}
    rival = max(sum(_worth(s, i).values()) for i in range(s.players) if i != player)
    value = {**_worth(s, player), "the strongest rival's holdings": -rival}
    if s.phase == "over":
        value["winning"] = 100.0 if player in s.winners else 0.0
    return value


def _deciding(state, player: int) -> bool:
    return state.phase == "play" and state.pending is not None and state.seat == player


def _worth(s, seat: int) -> dict[str, float]:
    """A rough dominion-like worth of what ``seat`` holds now, in named parts."""
    pl = s.seats[seat]
    sc = s.scores[seat]
    if s.phase == "over":
        return {"its score": sc}
    own = [a + b for a, b in zip(pl.bag, pl.hand)]
    for _, _, sp, _ in pl.realm:
        if sp >= 0 and sp != WRAITH:
            own[sp] += 1
    res = pl.resources
    worth = {"its score": sc, "its coloured spirits": 0.35 * sum(own[1:5]), "its white spirits": -0.05 * own[WHITE],
             "the spirits in its hand": 0.3 * sum(pl.hand), "its resources": 0.2 * sum(res[:3]),
             "its crystals": 0.25 * res[CRYSTAL], "its summoning cards": 0.4 * len(pl.cards),
             "the groves it bought": 0.6 * len(pl.purchased()), "its base": 0.3 * pl.base}
    if pl.start >= 0:
        # the resource grove's colour is worth more when groves of that colour are on offer
        # (its spirits earn their bonus rewards) or a trophy counts its spirits; this only
        # changes between rounds, so in play it is the same for every choice of a turn
        groves = [g for g in s.row if g] + [g for q in s.seats for g in q.purchased()]
        worth["groves of its resource colour"] = 0.1 * sum(1 for g in groves if GROVES[g].colour == pl.start)
        worth["realm goals in its resource colour"] = 0.3 * sum(
            1 for c in s.realm_cards if REALM_CARDS[c].goal == "spirits" and REALM_CARDS[c].colour == pl.start)
    return worth
