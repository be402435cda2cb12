"""Engine speed, per game: random playouts and the cost of one click's Python work.

Run by hand (not part of the tests):  .venv/bin/python benchmarks/engine.py [--games N]

Prints actions/s and games/s of seeded random playouts, and p50/p95 of
``legal_actions``, ``apply``, ``to_json`` and ``render`` (``_repr_svg_``) on the
heaviest states met (most legal actions). Targets: at least 20,000 actions/s
(goal 50,000); apply + legal_actions + render under 5 ms p95 on the heaviest state.

Then the memory a match keeps: every state of one long seeded game (up to 5,000
actions; a random player that moves rather than adds pieces when it can, so that
Seasons of Arcadia goes on) held in a ``Match``, traced with ``tracemalloc``, per
action at 1,000 actions and at the end: equal figures mean it grows linearly.

Last, a Table's Python work for one click (a selection and its cancel, answered and
sent) on Seasons of Arcadia matches of 1,000, 5,000 and 20,000 actions: equal figures
mean a click costs the same however long the game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc

from seasons_nb.core import Match
from seasons_nb.games import GAMES, load

MATCH_ACTIONS = 5_000


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def playouts(module, games: int) -> tuple[float, float, list]:
    """Random playouts; returns actions/s, games/s and the heaviest states met."""
    actions = 0
    heavy: list[tuple[int, object]] = []
    start = time.perf_counter()
    for g in range(games):
        players = module.PLAYER_COUNTS[g % len(module.PLAYER_COUNTS)]
        rng = random.Random(g)
        state = module.new_game(players=players, seed=g)
        while not state.is_over:
            legal = state.legal_actions()
            if len(heavy) < 20 or len(legal) > heavy[0][0]:
                heavy.append((len(legal), state))
                heavy.sort(key=lambda x: x[0])
                heavy = heavy[-20:]
            state = state.apply(rng.choice(legal))
            actions += 1
    elapsed = time.perf_counter() - start
    return actions / elapsed, games / elapsed, [s for _, s in heavy]


def timings(module, states: list, repeat: int = 5) -> dict[str, list[float]]:
    """Milliseconds per call on fresh copies of ``states`` (no cached legal actions)."""
    out: dict[str, list[float]] = {"legal_actions": [], "apply": [], "to_json": [], "render": [], "click": []}
    for state in states:
        text = state.to_json()
        for _ in range(repeat):
            fresh = module.from_json(text)
            t0 = time.perf_counter()
            legal = fresh.legal_actions()
            t1 = time.perf_counter()
            after = fresh.apply(legal[len(legal) // 2])
            t2 = time.perf_counter()
            after.to_json()
            t3 = time.perf_counter()
            fresh._repr_svg_()
            t4 = time.perf_counter()
            out["legal_actions"].append((t1 - t0) * 1e3)
            out["apply"].append((t2 - t1) * 1e3)
            out["to_json"].append((t3 - t2) * 1e3)
            out["render"].append((t4 - t3) * 1e3)
            out["click"].append((t2 - t0 + t4 - t3) * 1e3)
    return out


def match_memory(module, actions: int = MATCH_ACTIONS) -> list[tuple[int, float]]:
    """(actions played, KiB traced per action) at 1,000 actions and at the end of one long match."""
    players = max(module.PLAYER_COUNTS)
    out = []
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        match = Match(module.new_game(players=players, seed=1))
        rng = random.Random(1)
        while len(match) <= actions and not match.state.is_over:
            legal = match.state.legal_actions()
            moves = [a for a in legal if str(a).startswith("move ")]
            match.play(rng.choice(moves or legal))
            n = len(match) - 1
            if n == 1000:
                out.append((n, (tracemalloc.get_traced_memory()[0] - base) / n / 1024))
        n = len(match) - 1
        out.append((n, (tracemalloc.get_traced_memory()[0] - base) / max(n, 1) / 1024))
    finally:
        tracemalloc.stop()
    return out


def table_clicks(lengths=(1_000, 5_000, 20_000), clicks: int = 200) -> list[tuple[int, int, float]]:
    """(actions, log lines, median ms of one click's Python work) for Tables on ever longer matches."""
    from seasons_nb.games import arcadia
    from seasons_nb.widgets import Table

    start = {"a1": "spring", "a2": "autumn", "a3": "spring", "i5": "summer", "i6": "winter", "i7": "summer"}
    match = Match(arcadia.from_position(start, players=2, turn_limit=None))
    rng = random.Random(1)
    out = []
    for length in lengths:
        while len(match) <= length:  # only moves: the game goes on for ever
            match.play(rng.choice([a for a in match.state.legal_actions() if str(a).startswith("move ")]))
        table = Table(match)
        _ = table.widget  # sends what a page would receive, as in a notebook
        lord = match.state.legal_actions()[0].clicks[0]
        times = []
        for _ in range(clicks):
            begin = time.perf_counter()
            table._on_message({"kind": "click", "target": lord})
            table._on_message({"kind": "control", "name": "cancel"})
            times.append((time.perf_counter() - begin) * 1000 / 2)
        out.append((length, len(match.state.log), statistics.median(times)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="random games per game module")
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="game names")
    args = parser.parse_args()
    for name in args.only:
        module = load(name)
        aps, gps, heavy = playouts(module, args.games)
        print(f"{name}: {aps:,.0f} actions/s, {gps:,.1f} games/s over {args.games} random games "
              f"(target >= 20,000 actions/s)")
        t = timings(module, heavy)
        most = max(len(s.legal_actions()) for s in heavy)
        print(f"  heaviest states met: up to {most} legal actions")
        for key, values in t.items():
            label = "legal+apply+render" if key == "click" else key
            print(f"  {label:>20}: p50 {statistics.median(values):6.2f} ms   p95 {_pct(values, 95):6.2f} ms")
        print(f"  target: legal+apply+render p95 <= 5 ms -> {'met' if _pct(t['click'], 95) <= 5 else 'NOT met'}")
        memory = ", ".join(f"{kib:.1f} KiB/action after {n:,} actions" for n, kib in match_memory(module))
        print(f"  one match's memory: {memory}")
    if "arcadia" in args.only:
        for actions, lines, ms in table_clicks():
            print(f"Table click's Python work, Arcadia match of {actions:,} actions ({lines:,} log lines): "
                  f"median {ms:.2f} ms")


if __name__ == "__main__":
    main()
