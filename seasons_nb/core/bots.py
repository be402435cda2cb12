"""Bots: something that picks an action for the player to move.

A bot is any object with ``choose(state) -> Action``. ``RandomBot`` plays any
legal action; ``GreedyBot`` looks one action ahead with a game's evaluation
function (``state.evaluate(player)``, higher is better for that player).

A bot never sees what its seat may not: in a game with hidden information or
chance (``INFO``), the lookahead runs on ``state.view(me).sample(seed)``, a full
state drawn to look the same from the bot's seat, with a random generator of the
bot's own, so it cannot see a draw, a die or a card before it happens.
"""

from __future__ import annotations

from typing import Protocol

from .rng import Rng
from .state import Action, GameState


class Bot(Protocol):
    """The bot interface: pick one legal action."""

    name: str

    def choose(self, state: GameState) -> Action: ...


class RandomBot:
    """Plays a uniformly random legal action (seeded, so games replay)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        action, self.rng = self.rng.choice(actions)
        return action


class GreedyBot:
    """Plays the action whose resulting state the game's ``evaluate`` likes best.

    Ties are broken with a seeded random draw, so it is not predictable but is
    reproducible.
    """

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)
        #: the latest choice: how many moves it compared, and the move played then the next best two, each
        #: with its evaluation and the position after it (on the sample of the view it chose from)
        self.compared = 0
        self.best: list[tuple[Action, float, GameState]] = []

    def choose(self, state: GameState) -> Action:
        me = state.current_player
        assert me is not None, "a bot is asked only while the game goes on"
        base = state
        if state.INFO.hidden_information or state.INFO.chance:
            seed, self.rng = self.rng.randrange(1 << 62)
            base = state.view(me).sample(seed)
        best, best_score = [], None
        scored = []
        for a in base.legal_actions():
            after = base.apply(a)
            score = after.evaluate(me)
            scored.append((a, score, after))
            if best_score is None or score > best_score:
                best, best_score = [a], score
            elif score == best_score:
                best.append(a)
        action, self.rng = self.rng.choice(best)
        ranked = sorted(scored, key=lambda t: -t[1])
        self.compared = len(scored)
        self.best = [t for t in ranked if t[0] == action] + [t for t in ranked if t[0] != action][:2]
        return action


BOTS = {"random": RandomBot, "greedy": GreedyBot}


def play_out(state: GameState, bots, max_actions: int = 100_000) -> GameState:
    """Let ``bots`` (one per seat, or a single bot for all) play until the game ends."""
    for _ in range(max_actions):
        if state.is_over:
            return state
        seat = state.current_player
        bot = bots[seat] if isinstance(bots, (list, tuple)) and seat is not None else bots
        state = state.apply(bot.choose(state))
    return state
