"""How strong the bots are: two-player games of one bot against another, seats swapped.

Run by hand (not part of the tests):
    .venv/bin/python benchmarks/bots.py [--games N] [--only NAME ...] [--level strong] [--against greedy]
                                        [--short-game TURNS]

For each game, ``N`` seeds are played twice (the bot under test as the first seat, then as the
second) against the other bot, from the same deal (``seasons_nb.core.simulate``). Prints the score of the bot under test (a win 1,
a draw with no winner ½) with a 95% Wilson interval, and its move times (median, 95th percentile,
slowest) on this machine: the time on the clock, and the processor time of the search alone (on a
busy machine the clock runs several times faster than the search). Solstice plays the learner's
two-player game of its walkthrough, the short game of 32 turns (``short_game=32``, the duel and the
levels section of 02-solstice; ``--short-game`` sets another length): ``play(...)`` without options
would start the book's game, which runs for hundreds of turns.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from engine import _pct
from seasons_nb.core.search import LEVELS, SearchBot
from seasons_nb.core.simulate import simulate, wilson
from seasons_nb.games import GAMES, load

#: the options of a learner's two-player game, per game: Solstice's duel in its walkthrough (the book's
#: game runs for hundreds of turns)
OPTIONS = {"solstice": {"short_game": 32}}


#: the processor time of each search move, by the bot's name (level)
CPU: dict[str, list[float]] = defaultdict(list)


def _timed(choose):
    def timed(self, state, also=()):
        start = time.process_time()
        action = choose(self, state, also)
        CPU[self.name].append(time.process_time() - start)
        return action
    return timed


SearchBot.choose = _timed(SearchBot.choose)  # type: ignore[method-assign]


def match(name: str, level: str, against: str, games: int) -> tuple[float, int, list[float], list[float]]:
    """The score of ``level`` against ``against`` over ``games`` seeds, both seats; its move times on
    the clock and in processor time (none for the greedy bot)."""
    CPU.clear()
    found = simulate(load(name), 2 * games, [level, against], **OPTIONS.get(name, {}))
    return found.score(0), len(found.games), found.move_times[0], CPU[level] or [0.0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="seeds per game (each played twice)")
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="game names")
    parser.add_argument("--level", default="strong", choices=list(LEVELS))
    parser.add_argument("--against", default="beginner", choices=list(LEVELS))
    parser.add_argument("--short-game", type=int, default=OPTIONS["solstice"]["short_game"],
                        help="the last turn of Solstice's short game")
    args = parser.parse_args()
    OPTIONS["solstice"]["short_game"] = args.short_game
    print(f"{args.level} against {args.against}, {args.games} seeds x 2 seats, two players "
          f"(Solstice: a short game of {args.short_game} turns)")
    for name in args.only:
        score, n, times, cpu = match(name, args.level, args.against, args.games)
        lo, hi = wilson(score, n)
        print(f"{name:9s} score {score:5.1f}/{n} = {score / n:4.0%} (95% interval {lo:4.0%}..{hi:4.0%}); "
              f"move p50 {_pct(times, 50):.2f} s, p95 {_pct(times, 95):.2f} s, slowest {max(times):.2f} s; "
              f"processor p50 {_pct(cpu, 50):.2f} s, p95 {_pct(cpu, 95):.2f} s, slowest {max(cpu):.2f} s",
              flush=True)


if __name__ == "__main__":
    main()
