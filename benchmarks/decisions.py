"""How many real choices a two-player game offers, and how often a search bot would choose otherwise.

Run by hand (not part of the tests):
    .venv/bin/python benchmarks/decisions.py [--games N] [--only NAME ...] [--level strong]

Plays ``N`` seeded games of the beginner (greedy) bot against itself, with the options of
``benchmarks/bots.py`` (Solstice: its short game of 32 turns). At every position where the player to
move has two or more legal actions (a real decision), the bot of ``--level`` is asked what it would
play there (it plays nothing). Prints, per game, the actions and real decisions of a game, and for
each kind of action the beginner chose: decisions a game, and the share where the other bot would
have played otherwise. A game whose decisions are few, or where the search agrees with the beginner
almost always, leaves the search little room to win more often than the beginner.
"""

from __future__ import annotations

import argparse
from collections import Counter

from bots import OPTIONS
from seasons_nb.core.search import LEVELS, make_bot
from seasons_nb.games import GAMES, load


def decisions(name: str, games: int, level: str) -> tuple[float, Counter, Counter]:
    """Actions a game, and per kind of the beginner's action: real decisions, and those where ``level``
    would have played otherwise."""
    module = load(name)
    seen: Counter = Counter()
    other: Counter = Counter()
    actions = 0
    for g in range(games):
        state = module.new_game(players=2, seed=g, **OPTIONS.get(name, {}))
        beginners = [make_bot("beginner", 2 * g), make_bot("beginner", 2 * g + 1)]
        searcher = make_bot(level, g)
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[0]
            if len(legal) > 1:
                action = beginners[state.current_player].choose(state)
                seen[action.kind] += 1
                other[action.kind] += searcher.choose(state) != action
            state = state.apply(action)
            actions += 1
    return actions / games, seen, other


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="seeded games per game")
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="game names")
    parser.add_argument("--level", default="strong", choices=[k for k, v in LEVELS.items() if v])
    args = parser.parse_args()
    print(f"the beginner against itself, {args.games} games each; would the {args.level} bot play otherwise?")
    for name in args.only:
        per_game, seen, other = decisions(name, args.games, args.level)
        kinds = ", ".join(f"{kind} {seen[kind] / args.games:.1f} ({other[kind] / seen[kind]:.0%})"
                          for kind, _ in seen.most_common())
        total = sum(seen.values())
        print(f"{name:9s} {per_game:.0f} actions, {total / args.games:.1f} real decisions a game; "
              f"the {args.level} bot would play otherwise in {sum(other.values()) / max(1, total):.0%}: {kinds}",
              flush=True)


if __name__ == "__main__":
    main()
