"""How long games are: seeded random games with no turn limit, per player count.

Run by hand (not part of the tests):  .venv/bin/python benchmarks/lengths.py [--games N] [--only NAME ...]

Every seat plays uniformly random legal actions; each game is played to its end (the book's game:
no turn limit, no short game). Prints, per player count, how many games ended, and the median, 90th
and 99th percentile and the longest game in actions (and in turns, for games that count turns).
"""

from __future__ import annotations

import argparse
import random
import time

from engine import _pct
from seasons_nb.games import GAMES, load

#: a game still going after this many actions is reported as unfinished
CEILING = 200_000


def lengths(module, players: int, games: int, first_seed: int = 0) -> tuple[list[int], list[int], int]:
    """Actions and turns of ``games`` seeded random games, and how many passed the ceiling."""
    actions, turns, unfinished = [], [], 0
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        state = module.new_game(players=players, seed=seed)
        n = 0
        while not state.is_over and n < CEILING:
            state = state.apply(rng.choice(state.legal_actions()))
            n += 1
        unfinished += not state.is_over
        actions.append(n)
        turns.append(getattr(state, "turn", 0))
    return sorted(actions), sorted(turns), unfinished


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per game, spread over its player counts")
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="game names")
    args = parser.parse_args()
    for name in args.only:
        module = load(name)
        counts = module.PLAYER_COUNTS
        per = -(-args.games // len(counts))
        start = time.perf_counter()
        total = []
        print(f"{name}: {per * len(counts)} random games, {per} per player count, no turn limit")
        for players in counts:
            acts, turns, unfinished = lengths(module, players, per)
            total += acts
            line = (f"  {players} players: actions median {_pct(acts, 50):,}, p90 {_pct(acts, 90):,}, "
                    f"p99 {_pct(acts, 99):,}, max {acts[-1]:,}")
            if turns[-1]:
                line += f"; turns median {_pct(turns, 50):,}, p90 {_pct(turns, 90):,}, max {turns[-1]:,}"
            print(line + (f"; {unfinished} unfinished after {CEILING:,} actions" if unfinished else ""), flush=True)
        total.sort()
        print(f"  all: actions median {_pct(total, 50):,}, p90 {_pct(total, 90):,}, p99 {_pct(total, 99):,}, "
              f"max {total[-1]:,} ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
