"""A search bot for every game: Monte Carlo tree search over what its seat may know.

``SearchBot`` plans on the contract only (``legal_actions``, ``apply``, ``view``, ``View.sample``
and the game's ``evaluate``). Each iteration draws a full position that looks the same from the
bot's seat (``state.view(me).sample(seed)``: other players' hidden cards, deck order and future dice
drawn afresh), walks one tree shared by all those draws (an action is one branch whichever draw
it was legal in; a branch is chosen by UCB among the actions legal in this draw), adds one new
branch, plays on with random actions for a few steps and scores the end with the game's evaluation.
So it never sees a hidden fact or a die before it is rolled, and the same view gives the same move.

Each seat in the tree maximises its own reward (several players are fine). A reward is a number
in 0..1 per seat: 1 or 0 for a finished game (½ each for a draw with no winner), otherwise the
evaluation's lead mapped through a logistic curve whose scale is measured at the root (the spread
of the evaluations one action away), so games that count in different units search alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from .bots import BOTS, GreedyBot
from .rng import Rng
from .state import Action, GameState

#: the exploration constant of UCB (rewards are in 0..1)
EXPLORE = 0.7


@dataclass
class Branch:
    """One action in the search tree, with what its seat gained after it."""

    action: Action
    seat: int
    visits: int = 0
    reward: float = 0.0
    seen: int = 1  # how many visits of the parent found this action legal
    children: dict = field(default_factory=dict)

    @property
    def value(self) -> float:
        """The mean reward of the seat that chose this action (0..1)."""
        return self.reward / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Considered:
    """An action the search looked at: how often it was tried and how well it did for the bot's seat."""

    action: Action
    visits: int
    value: float


class SearchBot:
    """Monte Carlo tree search on samples of the seat's view (seeded, so games replay).

    ``iterations`` is the budget per move, ``depth`` how many actions an iteration looks ahead
    before it scores the position. ``last`` holds what the latest search considered, best first.
    ``progress``, if set, is called with the share of the search done (0..1) as it goes.
    """

    name = "search"

    def __init__(self, seed: int = 0, iterations: int = 300, depth: int = 10, rollout: int = 4,
                 width: int = 10):
        self.rng = Rng(seed)
        self.iterations = iterations
        self.depth = depth
        self.rollout = rollout
        self.width = width
        self.last: list[Considered] = []
        self.progress: Callable[[float], None] | None = None

    # ---- the search --------------------------------------------------------------------------
    def choose(self, state: GameState, also: tuple = ()) -> Action:
        """The move the search likes best; ``also`` adds moves to the ones it compares (a coach
        weighs the learner's own move with the best ones)."""
        me = state.current_player
        assert me is not None, "a bot is asked only while the game goes on"
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last = [Considered(legal[0], 0, 0.5)]
            return legal[0]
        seed, self.rng = self.rng.randrange(1 << 62)
        rng = Rng(seed)
        draw = self._draw_from(state, me)
        first = draw(0)
        scale, best = self._candidates(first, me)
        root: dict = {a: Branch(a, me) for a in [*best, *(a for a in also if a in legal and a not in best)]}
        every = max(1, self.iterations // 20)
        for i in range(self.iterations):
            rng = self._iterate(root, draw(i) if i else first, rng, scale)
            if self.progress is not None and (i + 1) % every == 0:
                self.progress((i + 1) / self.iterations)
        ranked = sorted(root.values(), key=lambda b: (-b.visits, -b.value, str(b.action)))
        self.last = [Considered(b.action, b.visits, b.value) for b in ranked]
        return ranked[0].action

    @staticmethod
    def _draw_from(state: GameState, me: int):
        """``draw(i)``: the ``i``-th full position the search plays on, from what ``me`` may see."""
        if state.INFO.hidden_information or state.INFO.chance:
            view = state.view(me)
            return view.sample
        base = state.reseeded(0)
        return lambda _i: base

    def _candidates(self, state: GameState, me: int) -> tuple[float, list[Action]]:
        """The scale of a big lead here (the spread of the evaluations one action away) and the
        ``width`` actions the search compares: the best by that one-action evaluation."""
        legal = state.legal_actions()
        values = [state.apply(a).evaluate(me) for a in legal]
        usable = [v for v in values if abs(v) < 1e5] or [0.0]
        mean = sum(usable) / len(usable)
        spread = math.sqrt(sum((v - mean) ** 2 for v in usable) / len(usable))
        ranked = sorted(range(len(legal)), key=lambda i: -values[i])[: self.width]
        return max(spread, 1e-3 * max(1.0, abs(mean)), 1e-6), [legal[i] for i in sorted(ranked)]

    def _iterate(self, root: dict, state: GameState, rng: Rng, scale: float) -> Rng:
        path: list[Branch] = []
        children = root
        steps = 0
        while not state.is_over and steps < self.depth:
            seat = state.current_player
            if seat is None:
                break
            legal = state.legal_actions() if children is not root else [a for a in state.legal_actions()
                                                                           if a in root]
            untried = [a for a in legal if a not in children or not children[a].visits]
            for a in legal:
                if a in children:
                    children[a].seen += 1
            if untried:
                action, rng = rng.choice(untried)
                branch = children.get(action)
                if branch is None:
                    branch = children[action] = Branch(action, seat)
                path.append(branch)
                state = state.apply(action)
                steps += 1
                break
            branch = max((children[a] for a in legal), key=_ucb)
            path.append(branch)
            state = state.apply(branch.action)
            children = branch.children
            steps += 1
        for _ in range(self.rollout):
            if state.is_over:
                break
            action, rng = rng.choice(state.legal_actions())
            state = state.apply(action)
            steps += 1
        rewards = _rewards(state, scale)
        for branch in path:
            branch.visits += 1
            branch.reward += rewards[branch.seat]
        return rng


def _ucb(branch: Branch) -> float:
    if not branch.visits:
        return math.inf
    return branch.value + EXPLORE * math.sqrt(math.log(max(branch.seen, 1)) / branch.visits)


def _rewards(state: GameState, scale: float) -> list[float]:
    """Each seat's reward in 0..1 for the position an iteration ends on."""
    seats = range(state.players)
    if state.is_over:
        winners = state.winners
        if not winners:
            return [0.5 for _ in seats]
        return [1.0 if s in winners else 0.0 for s in seats]
    out = []
    for s in seats:
        lead = state.evaluate(s) / scale
        out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead)))))
    return out


#: the levels a learner may pick: the search budget per move (``beginner`` is the greedy bot)
LEVELS = {
    "beginner": None,
    "club": {"iterations": 80},
    "strong": {"iterations": 400},
}


def make_bot(level: str, seed: int = 0):
    """A bot of ``level`` (a name of ``LEVELS``, or ``random``/``greedy``), seeded."""
    if level in BOTS:
        return BOTS[level](seed)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join([*LEVELS, *BOTS])}")
    settings = LEVELS[level]
    bot = GreedyBot(seed) if settings is None else SearchBot(seed, **settings)
    bot.name = level
    return bot


def why(bot: SearchBot, before: GameState, after: GameState, viewer: int | None = None) -> str:
    """Plain words for the move ``bot`` just chose in ``before`` (``after`` is the position it led to):
    the moves it compared, how each scored in its look-aheads, and what the move did. ``viewer`` is who
    reads it: in a game with hidden information the other moves the bot weighed are named only to
    its own seat or the teacher (``None``), as they may show what it holds."""
    seat = before.current_player
    if not bot.last or seat is None:
        return "The bot has not searched this position."
    played = bot.last[0]
    label = before.view(viewer).action_label
    lines = list(after.log)[len(before.log):]
    did = f" What it did: {' '.join(lines)}" if lines else ""
    if played.visits == 0:
        return f"{label(played.action)} was the only move.{did}"
    tries = sum(c.visits for c in bot.last)
    open_to = viewer is None or viewer == seat or not before.INFO.hidden_information
    if not open_to:
        return (f"It weighed {len(bot.last)} moves in {tries} look-aheads and tried {label(played.action)} "
                f"most: it scored {played.value:.0%} in them.{did}")
    best = [f"{label(c.action)} ({c.value:.0%} in {c.visits} tries)" for c in bot.last[:3]]
    return f"It compared {len(bot.last)} moves in {tries} look-aheads: {'; '.join(best)}.{did}"


#: how much better (in look-ahead score, 0..1) another move must do before the coach speaks
COACH_MARGIN = 0.15
#: the coach's search budget: a strong search, so that it does not criticise its own advice
COACH_ITERATIONS = 400


def coach(before: GameState, played: Action, bot: SearchBot | None = None) -> tuple[Action, str] | None:
    """A clearly better move than ``played`` in ``before`` (the search from the mover's seat scores it at
    least ``COACH_MARGIN`` higher), with plain words saying so; None when the move was fine. It plays
    nothing: the learner decides whether to take the move back."""
    seat = before.current_player
    if seat is None or len(before.legal_actions()) < 2:
        return None
    bot = bot or SearchBot(0, iterations=COACH_ITERATIONS)
    bot.choose(before, also=(played,))
    scores = {c.action: c for c in bot.last}
    best, mine = bot.last[0], scores.get(played)
    if mine is None or best.action == played or best.value - mine.value < COACH_MARGIN:
        return None
    label = before.view(seat).action_label
    return best.action, (f"A stronger move was {label(best.action)}: it scored {best.value:.0%} in the coach's "
                         f"look-aheads, yours {mine.value:.0%}. Undo to try it.")
