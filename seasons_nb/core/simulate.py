"""Many seeded games between bots, summed up for a teacher: who wins, from which seat, and how long
games last.

``simulate("arcadia", 20, ["strong", "beginner"])`` plays 20 games. Game ``k`` is dealt with seed
``k // players`` and seated in rotation ``k % players`` (bot ``b`` sits in seat ``(b + k) % players``),
so with a multiple of the player count every deal is played from every seat and luck of the deal
cancels out. A win scores 1; a win shared by ``w`` seats scores ``1/w`` each; a game with no winner
scores ``1/players`` each. The result prints as a text table and shows in a notebook as a table
with a small picture (no plotting library needed).
"""

from __future__ import annotations

import html
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .search import make_bot
from .svg import picture_html


@dataclass(frozen=True)
class Played:
    """One game of a simulation: its deal, who sat where, who won and how many actions it took."""

    seed: int
    seating: tuple[int, ...]  # the bot (its index in ``bots``) at each seat
    winners: tuple[int, ...]  # seats
    actions: int

    def share(self, seat: int) -> float:
        """What ``seat`` scored: 1 for a win, 1/w of a win shared by w, 1/players if nobody won (0 in a
        solo game: nobody won means it was lost)."""
        if not self.winners:
            return 1 / len(self.seating) if len(self.seating) > 1 else 0.0
        return 1 / len(self.winners) if seat in self.winners else 0.0


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``score / n``."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(max(0.0, p * (1 - p)) / n + z * z / (4 * n * n))
    return max(0.0, (centre - spread) / (1 + z * z / n)), min(1.0, (centre + spread) / (1 + z * z / n))


@dataclass
class Simulation:
    """What ``simulate`` found: the games played, and the bots' names and move times."""

    title: str
    bots: list[str]
    games: list[Played]
    move_times: list[list[float]] = field(default_factory=list)  # per bot, seconds

    @property
    def players(self) -> int:
        return len(self.bots)

    def score(self, bot: int) -> float:
        """Bot ``bot``'s score over all games (wins, with shared wins and draws split)."""
        return sum(g.share(g.seating.index(bot)) for g in self.games)

    def seat_score(self, seat: int) -> float:
        """The score of whoever sat in ``seat``, over all games (the seat's advantage, if any)."""
        return sum(g.share(seat) for g in self.games)

    @property
    def lengths(self) -> list[int]:
        """Each game's number of actions."""
        return [g.actions for g in self.games]

    def rows(self) -> list[list[str]]:
        """The summary table: a header, then one row per bot and one per seat."""
        n = len(self.games)
        scored = [(f"bot {b + 1}: {name}", self.score(b)) for b, name in enumerate(self.bots)]
        if self.players > 1:
            scored += [(f"seat {seat + 1}", self.seat_score(seat)) for seat in range(self.players)]
        out = [["", "score", "share", "95% interval"]]
        for label, score in scored:
            lo, hi = wilson(score, n)
            out.append([label, _num(score), f"{score / n:.0%}" if n else "–", f"{lo:.0%}–{hi:.0%}"])
        return out

    def length_words(self) -> str:
        """The games' length in words: median and range, in actions."""
        if not self.games:
            return "No games played."
        lengths = sorted(self.lengths)
        return (f"{len(lengths)} games of {self.title}; length in actions: median {_median(lengths):g}, "
                f"shortest {lengths[0]}, longest {lengths[-1]}.")

    def __repr__(self) -> str:
        return f"<Simulation: {self.length_words()}>"

    def __str__(self) -> str:
        rows = self.rows()
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        lines = ["  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
                 for row in rows]
        return "\n".join([self.length_words(), *lines, *self._histogram()])

    def _histogram(self, bins: int = 8) -> list[str]:
        """Game lengths as a text bar chart (what the picture shows, for plain text)."""
        counts, edges = _bins(self.lengths, bins)
        if not counts:
            return []
        top = max(counts)
        return ["games by length (actions):"] + [
            f"{lo:>6}–{hi:<6} {'█' * round(20 * c / top):20s} {c}" for (lo, hi), c in zip(edges, counts)]

    def _repr_html_(self) -> str:
        head, *body = self.rows()
        cells = "".join(f"<th>{html.escape(c)}</th>" for c in head)
        rows = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in body)
        return (f"<p>{html.escape(self.length_words())}</p><table><thead><tr>{cells}</tr></thead>"
                f"<tbody>{rows}</tbody></table>{picture_html(self.svg(), self.length_words())}")

    def svg(self) -> str:
        """A small picture: each bot's share with its 95% interval, and the games by length."""
        n = len(self.games) or 1
        bars, W, H = [], 520, 40 + 26 * self.players
        bars.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H + 160}" '
                    f'viewBox="0 0 {W} {H + 160}" role="img" aria-label="{html.escape(self.length_words())}" '
                    'font-family="sans-serif" font-size="12" fill="#222">')
        bars.append(f'<rect width="{W}" height="{H + 160}" rx="6" fill="#fbfaf6"/>')
        bars.append('<text x="8" y="16" font-weight="bold">Share of the score (line: 95% interval)</text>')
        x0, span = 150, 330
        for b, name in enumerate(self.bots):
            y = 26 + 26 * b
            share = self.score(b) / n
            lo, hi = wilson(self.score(b), len(self.games))
            bars.append(f'<text x="8" y="{y + 13}">{html.escape(f"bot {b + 1}: {name}"[:22])}</text>')
            bars.append(f'<rect x="{x0}" y="{y}" width="{span * share:.1f}" height="18" fill="#5b8def"/>')
            bars.append(f'<line x1="{x0 + span * lo:.1f}" x2="{x0 + span * hi:.1f}" y1="{y + 9}" y2="{y + 9}" '
                        'stroke="#222" stroke-width="2"/>')
            bars.append(f'<text x="{x0 + span + 6}" y="{y + 13}">{share:.0%}</text>')
        bars.append(f'<line x1="{x0 + span / 2}" x2="{x0 + span / 2}" y1="22" y2="{H - 10}" stroke="#999" '
                    'stroke-dasharray="3 3"/>')
        counts, edges = _bins(self.lengths, 8)
        bars.append(f'<text x="8" y="{H + 14}" font-weight="bold">Games by length (actions)</text>')
        top = max(counts, default=1)
        for i, (c, (lo_edge, hi_edge)) in enumerate(zip(counts, edges)):
            h = 90 * c / top
            x = 10 + 62 * i
            bars.append(f'<rect x="{x}" y="{H + 130 - h:.1f}" width="56" height="{h:.1f}" fill="#8bc34a"/>')
            bars.append(f'<text x="{x + 28}" y="{H + 125 - h:.1f}" text-anchor="middle">{c}</text>')
            bars.append(f'<text x="{x + 28}" y="{H + 147}" text-anchor="middle">{lo_edge}–{hi_edge}</text>')
        bars.append("</svg>")
        return "".join(bars)


def simulate(module, n: int, bots: Sequence, *, progress: Callable[[int, int], None] | None = None,
             **options) -> Simulation:
    """Play ``n`` seeded games of the game ``module`` between ``bots``, one per seat (level names such
    as "strong", made afresh and seeded for each game, or bot objects), and sum them up.
    ``progress(done, n)`` is called after each game; ``options`` go to the game's ``new_game``."""
    players = len(bots)
    if players not in module.PLAYER_COUNTS:
        raise ValueError(f"bots: {module.INFO.title} is played by {_counts(module.PLAYER_COUNTS)} players, "
                         f"not {players}")
    if n < 1:
        raise ValueError(f"n: play at least one game, not {n}")
    names = [b if isinstance(b, str) else getattr(b, "name", type(b).__name__) for b in bots]
    games: list[Played] = []
    times: list[list[float]] = [[] for _ in bots]
    title = module.INFO.title
    for k in range(n):
        seed, turn = divmod(k, players)
        seating = tuple((s - turn) % players for s in range(players))  # bot b sits in seat (b + turn) % players
        made = [make_bot(b, seed * players + i) if isinstance(b, str) else b for i, b in enumerate(bots)]
        state, actions = module.new_game(players=players, seed=seed, **options), 0
        while not state.is_over:
            bot = seating[state.current_player]
            start = time.perf_counter()
            action = made[bot].choose(state)
            times[bot].append(time.perf_counter() - start)
            state = state.apply(action)
            actions += 1
        games.append(Played(seed, seating, tuple(state.winners), actions))
        if progress is not None:
            progress(k + 1, n)
    return Simulation(title, names, games, times)


def _counts(counts) -> str:
    counts = sorted(counts)
    return " or ".join(map(str, counts)) if len(counts) <= 2 else f"{counts[0]} to {counts[-1]}"


def _num(x: float) -> str:
    return f"{x:g}" if x == int(x) else f"{x:.1f}"


def _median(values: list[int]) -> float:
    m = len(values) // 2
    return values[m] if len(values) % 2 else (values[m - 1] + values[m]) / 2


def _bins(values: list[int], bins: int) -> tuple[list[int], list[tuple[int, int]]]:
    """Counts of ``values`` in up to ``bins`` equal whole-number ranges, and each range (inclusive)."""
    if not values:
        return [], []
    lo, hi = min(values), max(values)
    width = max(1, math.ceil((hi - lo + 1) / bins))
    edges = [(lo + i * width, lo + (i + 1) * width - 1) for i in range(math.ceil((hi - lo + 1) / width))]
    counts = [sum(a <= v <= b for v in values) for a, b in edges]
    return counts, edges
