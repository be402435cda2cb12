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
seat's evaluation mapped through a logistic curve centred on the mean evaluation at the end of the
first look-aheads from this position, with their spread as its scale (``Gauge``). So games that
count in different units search alike, and the rewards still tell moves apart when every move
scores the same one action away (then a scale measured one action away would be nil).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from .bots import BOTS, GreedyBot
from .rng import Rng
from .state import Action, GameState

#: the exploration constant of UCB (rewards are in 0..1, a typical look-ahead scoring ½)
EXPLORE = 0.35


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
    ``explore`` is the exploration constant of UCB (``EXPLORE`` unless given).
    """

    name = "search"

    def __init__(self, seed: int = 0, iterations: int = 300, depth: int = 10, rollout: int = 4,
                 width: int = 10, explore: float | None = None):
        self.rng = Rng(seed)
        self.explore = EXPLORE if explore is None else explore
        self.iterations = iterations
        self.depth = depth
        self.rollout = rollout
        self.width = width
        self.last: list[Considered] = []
        #: where the latest search's look-aheads ended, by the first move they played
        self.ends: dict[Action, list[GameState]] = {}
        self.progress: Callable[[float], None] | None = None

    # ---- the search --------------------------------------------------------------------------
    def choose(self, state: GameState, also: tuple = ()) -> Action:
        """The move the search likes best; ``also`` adds moves to the ones it compares (a coach
        weighs the learner's own move with the best ones)."""
        me = state.current_player
        assert me is not None, "a bot is asked only while the game goes on"
        legal = state.legal_actions()
        self.ends = {}
        if len(legal) == 1:
            self.last = [Considered(legal[0], 0, 0.5)]
            return legal[0]
        seed, self.rng = self.rng.randrange(1 << 62)
        rng = Rng(seed)
        draw = self._draw_from(state, me)
        first = draw(0)
        best = self._candidates(first, me)
        root: dict = {a: Branch(a, me) for a in [*best, *(a for a in also if a in legal and a not in best)]}
        every = max(1, self.iterations // 20)
        gauge = Gauge(state.players, min(self.iterations, max(GAUGE_LEAVES, self.iterations // 8)))
        for i in range(self.iterations):
            rng = self._iterate(root, draw(i) if i else first, rng, gauge)
            if self.progress is not None and (i + 1) % every == 0:
                self.progress((i + 1) / self.iterations)
        gauge.settle()
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

    def _candidates(self, state: GameState, me: int) -> list[Action]:
        """The ``width`` actions the search compares: the best by the evaluation one action away."""
        legal = state.legal_actions()
        values = [state.apply(a).evaluate(me) for a in legal]
        ranked = sorted(range(len(legal)), key=lambda i: -values[i])[: self.width]
        return [legal[i] for i in sorted(ranked)]

    def _iterate(self, root: dict, state: GameState, rng: Rng, gauge: Gauge) -> Rng:
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
            explore = self.explore
            branch = max((children[a] for a in legal), key=lambda b: _ucb(b, explore))
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
        for branch in path:
            branch.visits += 1
        if path:
            self.ends.setdefault(path[0].action, []).append(state)
        gauge.score(path, state)
        return rng


def _ucb(branch: Branch, explore: float) -> float:
    if not branch.visits:
        return math.inf
    return branch.value + explore * math.sqrt(math.log(max(branch.seen, 1)) / branch.visits)


#: how many look-aheads at least measure the scale of a lead before their rewards count
GAUGE_LEAVES = 10


class Gauge:
    """Turns the positions the look-aheads end on into rewards in 0..1 per seat.

    A finished game is worth 1 to its winners and 0 to the others (½ each when nobody won). An
    unfinished one is worth the seat's evaluation measured against the usual evaluation at the end
    of a look-ahead from this root, through a logistic curve: the centre and the scale are the mean
    and the spread of the seat's evaluations over the first ``leaves`` look-aheads (their rewards
    wait until then). So the rewards tell apart what can happen within the look-ahead, in whatever
    units the game counts, even where every move scores the same one action away.
    """

    def __init__(self, players: int, leaves: int):
        self.players = players
        self.leaves = leaves
        self.waiting: list[tuple[list[Branch], list[float] | None, list[float]]] = []
        self.centre: list[float] | None = None
        self.scale: list[float] = []

    def score(self, path: list[Branch], state: GameState) -> None:
        """Adds the reward of the position ``state`` to each branch of ``path``."""
        if state.is_over:
            winners = state.winners
            done = [0.5 if not winners else float(s in winners) for s in range(self.players)]
            raw: list[float] = []
        else:
            done, raw = None, [state.evaluate(s) for s in range(self.players)]
        if self.centre is None:
            self.waiting.append((path, done, raw))
            if len(self.waiting) >= self.leaves:
                self.settle()
            return
        self._add(path, done, raw)

    def settle(self) -> None:
        """Fixes the centre and scale from the look-aheads so far and pays their rewards."""
        if self.centre is not None:
            return
        centre, scale = [], []
        for s in range(self.players):
            values = [raw[s] for _, done, raw in self.waiting if done is None and abs(raw[s]) < 1e5] or [0.0]
            mean = sum(values) / len(values)
            spread = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
            centre.append(mean)
            scale.append(max(spread, 1e-3 * max(1.0, abs(mean)), 1e-6))
        self.centre, self.scale = centre, scale
        for path, done, raw in self.waiting:
            self._add(path, done, raw)
        self.waiting = []

    def _add(self, path: list[Branch], done: list[float] | None, raw: list[float]) -> None:
        if done is None:
            assert self.centre is not None
            done = [_logistic((raw[s] - self.centre[s]) / self.scale[s]) for s in range(self.players)]
        for branch in path:
            branch.reward += done[branch.seat]


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


#: the levels a learner may pick: the search budget per move (``beginner`` is the greedy bot)
LEVELS = {
    "beginner": None,
    "club": {"iterations": 120},
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


def why(bot: SearchBot | GreedyBot, before: GameState, after: GameState, viewer: int | None = None) -> str:
    """Plain words for the move ``bot`` just chose in ``before`` (``after`` is the position it led to):
    the moves it compared, how each scored (in its look-aheads, or one move ahead for the greedy bot), what
    set its move apart from the next best, and what the move did. ``viewer`` is who reads it: in a game with
    hidden information the other moves the bot weighed are named only to its own seat or the teacher
    (``None``), as they may show what it holds."""
    seat = before.current_player
    lines = list(after.log)[len(before.log):]
    did = f" What it did: {' '.join(lines)}" if lines else ""
    label = before.view(viewer).action_label
    open_to = viewer is None or viewer == seat or not before.INFO.hidden_information
    if isinstance(bot, GreedyBot):
        return _greedy_why(bot, seat, label, open_to) + did
    if not bot.last or seat is None:
        return "The bot has not searched this position."
    played = bot.last[0]
    if played.visits == 0:
        return f"{label(played.action)} was the only move.{did}"
    tries = sum(c.visits for c in bot.last)
    if not open_to:
        return (f"It weighed {len(bot.last)} moves in {tries} look-aheads and tried {label(played.action)} "
                f"most: it scored {played.value:.0%} in them.{decided(bot, seat)}{did}")
    best = [f"{label(c.action)} ({c.value:.0%} in {c.visits} tries)" for c in bot.last[:3]]
    most = ""
    if any(round(100 * c.value) > round(100 * played.value) for c in bot.last[1:3]):  # as the percentages show
        most = (" It plays the move it tried most: the search tries the moves that look best most often, so a "
                "score over fewer tries counts for less.")
    return (f"It compared {len(bot.last)} moves in {tries} look-aheads: {'; '.join(best)}.{most}"
            f"{decided(bot, seat, label)}{did}")


def _greedy_why(bot: GreedyBot, seat: int | None, label: Callable, open_to: bool) -> str:
    """The greedy bot's reasons: the moves it liked best one move ahead, with their evaluation, and what set its
    move apart from the next best (not ``open_to`` the reader: only that it played the one it liked best)."""
    if not bot.best or seat is None:
        return "The bot has not chosen a move yet."
    head = f"It looks one move ahead and compared {bot.compared} moves by its evaluation of the position after each"
    if bot.compared == 1:
        return f"{label(bot.best[0][0])} was the only move."
    if open_to:
        head += ": " + "; ".join(f"{label(a)} ({value:.1f})" for a, value, _ in bot.best) + "."
    else:
        head += ", and played the one it liked best."
    (_, first, after), (second, close, other_after) = bot.best[:2]
    other = f"after {label(second)}" if open_to else "after its second choice"
    if first == close:
        return f"{head} It drew lots between moves its evaluation liked as much."
    reason = apart([after], [other_after], seat, other)
    return f"{head} What decided it: {reason}." if reason else f"{head} It was close: no part of the evaluation was clearly better than {other}."


def decided(bot: SearchBot, seat: int, label: Callable | None = None) -> str:
    """What set the bot's move apart from its second choice in its look-aheads (``apart``), as a sentence;
    ``label`` names the second choice (None: it is not named). Empty when it had no second choice."""
    if len(bot.last) < 2 or not bot.last[1].visits:
        return ""
    other = f"after {label(bot.last[1].action)}" if label else "after its second choice"
    reason = apart(bot.ends.get(bot.last[0].action, []), bot.ends.get(bot.last[1].action, []), seat, other)
    if reason is None:
        return f" It was close: no part of the evaluation ended clearly better than {other}."
    return f" What decided it: {reason}."


def apart(ends: list[GameState], others: list[GameState], seat: int, other: str, to_learner: bool = False) -> str | None:
    """What the positions ``ends`` (the ends of a search's look-aheads after one move, or the one position after
    it) do clearly better for ``seat`` than ``others`` (``other`` names them: "after …"): won more games, else
    ended furthest ahead, on average, in one part of the evaluation (``evaluation_terms``). None if nothing did.
    ``to_learner``: said to the seat's player about the coach's search ("your", "the coach's") rather than
    about the bot's own ("its")."""
    if not (ends and others):
        return None
    at_once = len(ends) == len(others) == 1
    searched = "the coach's" if to_learner else "its"
    w1, w2 = (sum(s.is_over and seat in s.winners for s in e) for e in (ends, others))
    if w1 / len(ends) - w2 / len(others) >= WIN_GAP:
        if at_once:
            return f"it wins the game at once, and the position {other} is not won"
        return (f"{'you' if to_learner else 'it'} won the game in {w1} of {searched} {len(ends)} look-aheads "
                f"after it, against {w2} of {len(others)} {other}")
    parts = [_term_means([s for s in e if not s.is_over], seat) for e in (ends, others)]
    if not (parts[0] and parts[1]):
        return None
    gaps = {}
    for name in {**parts[0], **parts[1]}:
        (mean, luck), (mean2, luck2) = (p.get(name, (0.0, 0.0)) for p in parts)
        if mean - mean2 >= max(TERM_GAP, NOISE * math.sqrt(luck + luck2)):
            gaps[name] = mean - mean2
    if not gaps:
        return None
    name = max(gaps, key=lambda n: (gaps[n], n))
    points, thing = type(ends[0]).EVALUATION_UNIT
    words, thing = (_yours(w) for w in (name, thing)) if to_learner else (name, thing)
    where = "" if at_once else f" on average at the end of {searched} look-aheads"
    return (f"{words}, {gaps[name]:.1f} points of the evaluation better{where} than {other} "
            f"({thing} counts {points:g})")


def _yours(words: str) -> str:
    """``words`` said to the seat's player: "its" becomes "your"."""
    return " ".join("your" if w == "its" else w for w in words.split(" "))


#: the least gap (in points of the game's evaluation, on average) that counts as setting a move apart
TERM_GAP = 0.1
#: how many standard errors a part's gap must also exceed, so that the luck of the look-aheads (their dice,
#: draws and random moves) is not named as what decided a move
NOISE = 2.0
#: how much more often (a share of the look-aheads) a move must win than the second choice for
#: winning to be what decided it
WIN_GAP = 0.1


def _term_means(ends: list[GameState], seat: int) -> dict[str, tuple[float, float]]:
    """Per part of the evaluation over ``ends``: its mean, and the square of that mean's standard error."""
    values: dict[str, list[float]] = {}
    for i, state in enumerate(ends):
        for name, value in state.evaluation_terms(seat).items():
            values.setdefault(name, [0.0] * len(ends))[i] = value
    n = len(ends)
    means = {name: sum(vs) / n for name, vs in values.items()}
    return {name: (means[name], sum((v - means[name]) ** 2 for v in vs) / ((n - 1) * n) if n > 1 else 0.0)
            for name, vs in values.items()}


#: how much better (in look-ahead score, 0..1) another move must do before the coach speaks
COACH_MARGIN = 0.1
#: the coach's search budget: a strong search, so that it does not criticise its own advice
COACH_ITERATIONS = 400
#: the coach's exploration: wider than a bot's, so that every move it compares (the learner's too) is
#: scored on enough look-aheads to be judged
COACH_EXPLORE = 0.7


def coach(before: GameState, played: Action, bot: SearchBot | None = None) -> tuple[Action, str] | None:
    """A clearly better move than ``played`` in ``before`` (the search from the mover's seat scores it at
    least ``COACH_MARGIN`` higher), with plain words saying so; None when the move was fine. It plays
    nothing: the learner decides whether to take the move back. ``bot`` searches with the coach's
    exploration (``COACH_EXPLORE``)."""
    seat = before.current_player
    if seat is None or len(before.legal_actions()) < 2:
        return None
    bot = bot or SearchBot(0, iterations=COACH_ITERATIONS)
    explore, bot.explore = bot.explore, COACH_EXPLORE
    try:
        bot.choose(before, also=(played,))
    finally:
        bot.explore = explore
    scores = {c.action: c for c in bot.last}
    best, mine = bot.last[0], scores.get(played)
    if mine is None or best.action == played or best.value - mine.value < COACH_MARGIN:
        return None
    label = before.view(seat).action_label
    reason = apart(bot.ends.get(best.action, []), bot.ends.get(played, []), seat, "after yours", to_learner=True)
    return best.action, (f"A stronger move was {label(best.action)}: it scored {best.value:.0%} in the coach's "
                         f"look-aheads, yours {mine.value:.0%}." + (f" What sets it apart: {reason}." if reason else ""))
