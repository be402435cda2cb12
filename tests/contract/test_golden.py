"""Golden playthroughs: seeded bot games written out as text and compared with files.

Each file under ``tests/contract/golden/`` is the transcript of one seeded game. For every step
it shows the prompt, the position (a compact line derived from ``to_json``), how many
legal actions there are and the first few, the action played and the log lines it
added. Any change in the rules, the order of legal actions, the notation or the log
shows up as a diff in review.

When a change is intended, regenerate the files and review the diff::

    UPDATE_GOLDEN=1 pytest tests/contract/test_golden.py

The transcript uses only the game contract (``prompt``, ``legal_actions``, ``str`` of
an action, ``apply``, ``log``, ``to_json``, ``is_over``, ``winners``, ``scores``), so
games added to the registry can get golden files by adding a line to ``GOLDEN``.
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path

import pytest

from seasons_nb.core import GreedyBot, RandomBot
from seasons_nb.games import GAMES, load

HERE = Path(__file__).resolve().parent / "golden"
FIRST_FEW = 5

#: file stem -> (game, players, seed, one bot spec per seat, new_game options)
GOLDEN = {
    "arcadia-2p-seed1": ("arcadia", 2, 1, ("random:1", "random:1"), {"turn_limit": 200}),
    "arcadia-3p-greedy-seed2": ("arcadia", 3, 2, ("greedy:2", "random:20", "random:21"), {"turn_limit": 200}),
    "solstice-2p-greedy-seed39": ("solstice", 2, 39, ("greedy:39", "random:39"), {"date": "2024-06-01"}),
    "solstice-4p-team-seed9": ("solstice", 4, 9, ("random:9",) * 4,
                               {"mode": "team", "date": "2024-12-01", "turn_limit": 40}),
    "groves-2p-seed7": ("groves", 2, 7, ("random:7", "random:7"), {}),
    "groves-1p-seed3": ("groves", 1, 3, ("random:3",), {}),
    "intrigue-2p-seed4": ("intrigue", 2, 4, ("random:4", "random:4"), {}),
    "intrigue-3p-greedy-seed6": ("intrigue", 3, 6, ("greedy:6", "random:6", "random:7"), {"turn_limit": 4}),
    "altered-2p-seed5": ("altered", 2, 5, ("random:5", "random:5"), {}),
    "altered-2p-greedy-seed8": ("altered", 2, 8, ("greedy:8", "random:8"), {"decks": ("tidewater", "twilight")}),
}

_BOTS = {"random": RandomBot, "greedy": GreedyBot}
#: keys of to_json that the transcript shows elsewhere (the log) or that never change
_SKIP = {"log", "game", "names"}


def _bots(specs):
    bots, made = [], {}
    for spec in specs:
        # seats with the same spec share one bot, so it draws one stream of choices
        if spec not in made:
            kind, seed = spec.split(":")
            made[spec] = _BOTS[kind](int(seed))
        bots.append(made[spec])
    return bots


def position_line(state) -> str:
    """The position in one line: a mapping of places to pieces is grouped by piece."""
    data = json.loads(state.to_json())
    parts = []
    for key in sorted(data):
        if key in _SKIP:
            continue
        value = data[key]
        if isinstance(value, dict) and all(isinstance(v, str) for v in value.values()):
            groups = {}
            for place, piece in value.items():
                groups.setdefault(piece, []).append(place)
            shown = " | ".join(f"{piece} {' '.join(sorted(places))}" for piece, places in sorted(groups.items()))
            parts.append(f"{key}: {shown or '-'}")
        else:
            parts.append(f"{key}={json.dumps(value, separators=(',', ':'))}")
    return "; ".join(parts)


def transcript(name: str, players: int, seed: int, bot_specs, options=None) -> str:
    """The whole game as text (ends with a newline)."""
    game = load(name)
    bots = _bots(bot_specs)
    state = game.new_game(players=players, seed=seed, **(options or {}))
    lines = [
        f"# {game.INFO.title}: {players} players, seed {seed}; seats: {', '.join(bot_specs)}",
        "# regenerate with: UPDATE_GOLDEN=1 pytest tests/contract/test_golden.py",
        "",
    ]
    step = 0
    while not state.is_over:
        step += 1
        acts = state.legal_actions()
        first = ", ".join(str(a) for a in acts[:FIRST_FEW])
        more = f", … (+{len(acts) - FIRST_FEW})" if len(acts) > FIRST_FEW else ""
        action = bots[state.current_player].choose(state)
        new = state.apply(action)
        lines += [
            f"step {step}: {state.prompt}",
            f"  position: {position_line(state)}",
            f"  legal ({len(acts)}): {first}{more}",
            f"  play: {action}",
        ]
        lines += [f"  log: {line}" for line in new.log[len(state.log):]]
        state = new
        assert step < 5_000, "the game does not end"
    lines += [
        f"end after {step} actions: {state.prompt}",
        f"  position: {position_line(state)}",
        f"  winners: {state.winners}; scores: {state.scores}",
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("stem", list(GOLDEN))
def test_golden_playthrough(stem):
    path = HERE / f"{stem}.txt"
    text = transcript(*GOLDEN[stem])
    if os.environ.get("UPDATE_GOLDEN"):
        HERE.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        pytest.skip(f"{path.name} written: compare it with git diff, then run again without UPDATE_GOLDEN")
    assert path.exists(), f"{path} is missing: run UPDATE_GOLDEN=1 pytest tests/contract/test_golden.py"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                            "committed", "now", n=2))
        pytest.fail(f"{path.name} differs from this run (regenerate with UPDATE_GOLDEN=1 if intended):\n"
                    + diff[:6000])


def test_transcript_is_reproducible_and_seed_dependent():
    a = transcript(*GOLDEN["arcadia-2p-seed1"])
    assert a == transcript(*GOLDEN["arcadia-2p-seed1"])
    assert a != transcript("arcadia", 2, 1, ("random:2", "random:2"), {"turn_limit": 200})
    assert "play: place " in a and "winners: [" in a


def test_golden_files_are_all_checked():
    on_disk = {p.stem for p in HERE.glob("*.txt")}
    assert on_disk == set(GOLDEN)


def test_every_game_has_a_golden_playthrough():
    assert {spec[0] for spec in GOLDEN.values()} == set(GAMES)
