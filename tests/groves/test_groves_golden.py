"""A golden playthrough: a seeded two-player game written out as text and compared.

Regenerate after an intended change of behaviour with::

    GROVES_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/groves/test_groves_golden.py
"""

import os
from pathlib import Path

from seasons_nb.core import Rng
from seasons_nb.games import groves as G

GOLDEN = Path(__file__).parent / "golden"
CASES = {"two_players_seed7.txt": (2, 7), "solo_seed3.txt": (1, 3)}


def transcript(players: int, seed: int) -> str:
    """Every step of a seeded random game: prompt, legal actions, the action, new log lines."""
    s = G.new_game(players=players, seed=seed)
    rng = Rng(seed)
    lines = [f"Groves, {players} player(s), seed {seed}", *s.log, ""]
    step = 0
    while not s.is_over:
        acts = s.legal_actions()
        a, rng = rng.choice(acts)
        lines.append(f"[{step}] {s.prompt}")
        lines.append("  legal: " + " | ".join(str(x) for x in acts))
        lines.append(f"  > {a}")
        n = len(s.log)
        s = s.apply(a)
        lines.extend("    " + line for line in s.log[n:])
        step += 1
    lines.append(f"scores: {s.scores}; winners: {s.winners}")
    for seat in range(players):
        lines.append(f"{s.names[seat]}: {s.score_sheet(seat)}")
    return "\n".join(lines) + "\n"


def test_golden_playthroughs():
    for name, (players, seed) in CASES.items():
        path = GOLDEN / name
        text = transcript(players, seed)
        if os.environ.get("GROVES_REGEN_GOLDEN") or not path.exists():
            path.write_text(text, encoding="utf-8")
        assert text == path.read_text(encoding="utf-8"), f"{name} changed; see the module docstring"
