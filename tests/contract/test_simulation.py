"""Seeded random games for every game in the registry, checked at every step.

Parametrised over ``seasons_nb.games.GAMES`` and each game's ``PLAYER_COUNTS``, so a
newly registered game is simulated without writing anything here.

At every step of every game (the *light* checks):

- legal actions are non-empty until the game is over, and empty afterwards;
- the chosen action applies, and ``apply`` leaves the old state unchanged
  (``to_json`` before and after);
- notation round-trips: ``parse_action(str(a)) == a``;
- JSON round-trips: ``from_json(s.to_json()) == s`` with the same text;
- ``invariants(s)`` holds;
- the game ends within its bound (the turn limit, if the game has one).

On a sample of steps (the *full* checks, every ``FULL_EVERY``-th step of the first
tenth of the games of each case, so the suite stays fast): every legal action
applies without error and leaves the state unchanged, and every action's click
sequence selects it through ``core.matching`` / ``core.next_targets`` /
``core.complete`` and ``state.click_options`` (a complete sequence selects exactly the actions
that share it), with
every click a ``data-target`` of the picture.

How many games: ``GAMES_PER_CASE`` per (game, player count), measured per game so the
default run of this file stays around a minute on a small two-core machine; a game not
listed there plays ``DEFAULT_GAMES_PER_CASE``. Seasons of Arcadia plays 700 per player
count, 2,100 games in all. Games whose ``INFO.options`` offer a ``turn_limit`` play
with one (200 turns; a sixth of the games a short one, so that draws happen too). The ``slow`` run
(``pytest -m slow tests/test_simulation.py``) plays ``SLOW_FACTOR`` times as many games
per case, and at least ``SLOW_MIN_GAMES`` (10,000) games of every game, with the full checks on every
third step of a tenth of them.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from seasons_nb.core import Rng, complete, matching, next_targets
from seasons_nb.games import GAMES, load

#: games per player count in the default run, by game (a game's cost per game differs a lot)
GAMES_PER_CASE = {"arcadia": 700, "solstice": 20, "groves": 100, "intrigue": 30, "altered": 600}
DEFAULT_GAMES_PER_CASE = 100
FULL_EVERY = 7
SLOW_FACTOR = 15
#: the slow run plays at least this many games of each game, spread over its player counts
SLOW_MIN_GAMES = 10_000
SLOW_FULL_EVERY = 3
#: a hard ceiling on the length of any game
MAX_ACTIONS = 20_000
#: the turn limit simulations play with, when a game offers one
TURN_LIMIT = 200
#: the most actions one turn takes in any game (a bound for the one-turn games); the longest is a first
#: season of Seasons of Intrigue with four players, its year's draft included (52 in 300 random games)
MAX_TURN_ACTIONS = 80

CASES = [(name, players) for name in GAMES for players in GAMES[name].player_counts]
IDS = [f"{name}-{players}p" for name, players in CASES]
_TARGET = re.compile(r'data-target="([^"]*)"')


def _takes_turn_limit(name: str) -> bool:
    return "turn_limit" in GAMES[name].options


def _new(game, players: int, seed: int):
    if not _takes_turn_limit(game.INFO.name):
        return game.new_game(players=players, seed=seed)
    # every sixth game gets a short turn limit, so that the draw ending is exercised too
    limit = 3 + seed % 11 if seed % 6 == 5 else TURN_LIMIT
    return game.new_game(players=players, seed=seed, turn_limit=limit)


def light_checks(game, s, a, before: str | None = None):
    """Apply ``a`` to ``s`` with the checks made at every step.

    ``before`` is ``s.to_json()`` if the caller has it already. Returns the new state
    and its JSON text.
    """
    if before is None:
        before = s.to_json()
    assert game.parse_action(str(a)) == a, str(a)
    new = s.apply(a)
    assert s.to_json() == before, f"apply({a}) changed the old state"
    text = new.to_json()
    back = game.from_json(text)
    assert back == new and back.to_json() == text
    game.invariants(new)
    return new, text


def full_checks(game, s, acts):
    """Every legal action applies; every click sequence selects its action; clicks are targets."""
    before = s.to_json()
    for a in acts:
        new = s.apply(a)
        game.invariants(new)
    assert s.to_json() == before

    by_clicks = defaultdict(list)
    for a in acts:
        assert a.clicks, f"{a} has no clicks"
        by_clicks[tuple(a.clicks)].append(a)
    prefixes = defaultdict(dict)  # prefix -> next targets, in first-seen order
    below = defaultdict(int)  # prefix -> how many actions start with it
    for a in acts:
        clicks = tuple(a.clicks)
        for k in range(len(clicks) + 1):
            below[clicks[:k]] += 1
            if k < len(clicks):
                prefixes[clicks[:k]].setdefault(clicks[k], None)
    for clicks, group in by_clicks.items():
        # a complete sequence selects exactly the actions that share it
        assert complete(acts, clicks) == group, clicks
        assert s.click_options(clicks)[1] == group, clicks
    for prefix, nxt in prefixes.items():
        assert len(matching(acts, prefix)) == below[prefix], prefix
        assert next_targets(acts, prefix) == list(nxt), prefix
        assert s.click_options(prefix)[0] == list(nxt), prefix
    s.click_options(())[0].clear()  # a caller may change what it got without changing the state's memo
    assert s.click_options(())[0] == list(prefixes[()]) and s.click_options(["nowhere"]) == ([], [])

    # every click is something the picture offers: a space of the board, or a target drawn
    # once the clicks before it are selected and the next ones highlighted
    base = set(_TARGET.findall(s._repr_svg_()))
    drawn = {}
    for clicks in by_clicks:
        for k, target in enumerate(clicks):
            if target in base:
                continue
            prefix = clicks[:k]
            if prefix not in drawn:
                svg = s.render(highlight=list(prefixes[prefix]), selected=list(prefix))
                drawn[prefix] = set(_TARGET.findall(svg))
            assert target in drawn[prefix], (clicks, k)


def play(game, players: int, seed: int, full_every: int | None):
    """One seeded random game with the checks; returns the final state and its length."""
    s = _new(game, players, seed)
    rng = Rng(seed * 7919 + players)
    bound = MAX_ACTIONS
    steps = 0
    text = s.to_json()
    while True:
        acts = s.legal_actions()
        if s.is_over:
            assert acts == []
            assert s.current_player is None
            break
        assert acts, f"no legal action at step {steps} of seed {seed}: {s.prompt}"
        if full_every and steps % full_every == 0:
            full_checks(game, s, acts)
        a, rng = rng.choice(acts)
        s, text = light_checks(game, s, a, text)
        steps += 1
        assert steps <= bound, f"seed {seed}: no end after {steps} actions"
    return s, steps


def run_case(name, players, games, full_games, full_every, first_seed=0, lengths=None):
    """Play ``games`` seeded games; count the ends, and append each game's length to ``lengths``."""
    game = load(name)
    ends = defaultdict(int)
    for n in range(games):
        seed = first_seed + n
        s, steps = play(game, players, seed, full_every if n < full_games else None)
        ends["with a winner" if s.winners else "without"] += 1
        if lengths is not None:
            lengths.append(steps)
    return ends


def games_per_case(name: str) -> int:
    return GAMES_PER_CASE.get(name, DEFAULT_GAMES_PER_CASE)


def slow_games_per_case(name: str) -> int:
    return max(games_per_case(name) * SLOW_FACTOR, -(-SLOW_MIN_GAMES // len(GAMES[name].player_counts)))


@pytest.mark.parametrize("name, players", CASES, ids=IDS)
def test_random_games(name, players):
    games = games_per_case(name)
    ends = run_case(name, players, games, max(10, games // 10), FULL_EVERY)
    assert sum(ends.values()) == games


def test_slow_run_plays_ten_thousand_games_of_each_game():
    for name in GAMES:
        assert slow_games_per_case(name) * len(GAMES[name].player_counts) >= SLOW_MIN_GAMES


def test_default_run_is_big_enough():
    assert sum(games_per_case(name) for name, _ in CASES) >= 2_000
    arcadia = load("arcadia")
    assert games_per_case("arcadia") * len(arcadia.PLAYER_COUNTS) >= 2_000


@pytest.mark.parametrize("name, players", CASES, ids=IDS)
def test_short_turn_limit_ends_in_draws(name, players):
    game = load(name)
    if not _takes_turn_limit(name):
        pytest.skip(f"{name} has no turn limit")
    for seed in range(20):
        s = game.new_game(players=players, seed=seed, turn_limit=1)
        bound, steps = MAX_TURN_ACTIONS, 0
        while not s.is_over:
            a, _ = Rng(seed + steps).choice(s.legal_actions())
            s, _ = light_checks(game, s, a)
            steps += 1
        assert s.winners == [] and s.legal_actions() == []
        assert steps <= bound


@pytest.mark.slow
@pytest.mark.parametrize("name, players", CASES, ids=IDS)
def test_random_games_slow(name, players):
    # seeds after the default run's, so the slow run plays games the default run did not
    games = slow_games_per_case(name)
    lengths = []
    ends = run_case(name, players, games, games // 10, SLOW_FULL_EVERY, first_seed=games_per_case(name),
                    lengths=lengths)
    assert sum(ends.values()) == games == len(lengths)
    lengths.sort()
    # the distribution of game lengths, shown with ``-s``
    print(f"\n{name} {players}p: {games} games, {dict(ends)}; actions median {lengths[games // 2]}, "
          f"p90 {lengths[games * 9 // 10]}, max {lengths[-1]}")
