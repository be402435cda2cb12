"""Screenshots of the Table as people see it: ``python benchmarks/screenshots.py [--out DIR]``.

Starts JupyterLab on a temporary copy of ``notebooks/`` with headless Chromium (as the browser
tests do), runs a small notebook with a mid-game Table of each game, clicks once so that the
decision area shows, and saves PNGs (default: ``docs/screenshots/``):

- ``<game>-laptop.png``: 1366×768, JupyterLab's file browser open, light theme;
- ``<game>-projector.png``: 1024×768 at 150% zoom (a 683×512 window at 1.5 pixels per pixel),
  side panels closed, light theme; ``<game>-present.png``: the same in Present mode;
- ``<game>-laptop-dark.png`` (Groves, Solstice, Altered, Intrigue): the laptop view in JupyterLab Dark;
- ``solstice-team-laptop.png``: Solstice for 8 players in two teams, on the laptop;
- ``intrigue-*.png``: Seasons of Intrigue for 4 players (you and three bots).

``--games solstice`` shoots only those games (``solstice`` includes its team table).

Each image is the window as it is (not the whole page): what is below the fold is not in it.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path

from _lab import LAPTOP, PROJECTOR, Notebook, running_lab

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.browser.lab import launch_chromium  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
NOTEBOOK = "screenshots.ipynb"

#: What a learner types; each game is a match against the bot, a few turns in (2 players, but
#: ``solstice-team``: 8 players in two courts, you and seven bots). Solstice starts from a teaching
#: position with a rigged die (``solstice.from_position``, ``teach.rigged``), so the shot does not
#: change with the bot: the learner's die lands on another character, and the attack decision
#: shows with characters sharing a space on the ring. Altered starts from a teaching position too
#: (``teach.position``: a hand, expeditions, a Reserve and Landmarks a few Days in). Seasons of Intrigue
#: starts from a 4-player teaching position (``intrigue.from_position``) in the summer of year 2, the
#: workers revealed and the learner acting first.
CELLS = {
    "arcadia": """from seasons_nb.widgets import play

table = play("arcadia", players=2, seed=2024)   # you play the Equinoxes, the bot the Solstices
for _ in range(9):
    table.bot_move()
table""",
    "groves": """from seasons_nb.widgets import play

table = play("groves", players=2, seed=2017)   # you play North Wind, the bot East Wind
for _ in range(17):
    table.bot_move()
table""",
    "solstice": """from seasons_nb.games import solstice
from seasons_nb.games.solstice import teach
from seasons_nb.widgets import Table

# turn 23: you play Aster (Summer Court), the bot Birch (Winter); your die will show 4
start = solstice.from_position(
    players=2, characters=["firefly", "frostfang"], spaces=[26, 30], lapped=True, turn=23,
    pieces="SSWSWWSS", equipped=[["w5", "a11", "b6"], ["w3", "a12"]], seasons={"b6": "winter", "a12": "summer"},
    kept=[["t6", "b2"], ["t1", "w2", "t9"]], discard=["t3", "b11"])
table = Table(teach.rigged(start, 4), bot_plays=(1,))
table""",
    "altered": """from seasons_nb.games.altered import teach
from seasons_nb.widgets import Table

# Day 4: you play Aster (Ilse of the Thaw), the bot Birch (Haldor of the Frost)
start = teach.position(
    day=4, hands=[["fox", "doe", "bear", "seal", "riptide", "tailwind"], ["goat", "slide", "brute"]],
    mana=[6, 5], spent=(1, 1), reserve=[["pilgrim", "scout"], ["sentry"]],
    expeditions=[{"hero": ["sprout", ("otter", False, True)], "companion": ["bear", "wisp"]},
                 {"hero": ["goat", "ram", "giant"], "companion": [("fox", True, False), "cairn"]}],
    landmarks=[["mill"], []], discard=[["otter"], ["stalker"]], marks=[(4, 6), (3, 8)],
    tumult=["F|MW", "FW|M", "W|FM"], revealed=[True, True, True])
table = Table(start, bot_plays=(1,))
table""",
    "intrigue": """from seasons_nb.games import intrigue
from seasons_nb.widgets import Table

# year 2, summer: you play Aster, three bots the others; everyone's worker is revealed, you act first
start = intrigue.from_position(
    players=4, seed=7, year=2, season=1, order=["p1", "p3", "p2", "p4"], planned=["s1", "h3", "f2", "b3"],
    workers=[["b4", "h5"], ["s2", "h1"], ["f3", "s5"], ["b2", "h6"]],
    hands=[["x8", "c7", "x3", "c2"], ["c1"], ["x1", "c9"], ["x12"]], gold=[7, 4, 9, 3],
    influence=[{"sun": 3, "bloom": 2}, {"harvest": 4}, {"frost": 2}, {"bloom": 5}],
    units={"e2": [2, 0, 0, 0], "e3": [0, 1, 0, 0], "i1": [1, 0, 0, 0], "e7": [0, 0, 2, 0], "e10": [0, 0, 0, 1],
           "i3": [0, 0, 1, 0]},
    goods={"e2": 2}, buildings={"i1": 0}, upgrades=[{"u1": "revealed"}, {}, {}, {}])
table = Table(start, bot_plays=(1, 2, 3))
table""",
    "solstice-team": """from seasons_nb.games import solstice
from seasons_nb.games.solstice import teach
from seasons_nb.widgets import Table

# 8 players in two courts, turn 41: you play Aster (Summer), seven bots the rest; your die will show 4
start = solstice.from_position(
    players=8, mode="team", turn=41, lapped=True, spaces=[13, 2, 9, 17, 25, 17, 30, 25], pieces="SWWSSWSW",
    equipped=[["w5", "b1"], ["w6", "a6"], ["a3"], ["w10", "b10"], [], ["a8"], ["w9", "b5"], ["b4"]],
    kept=[["t6"], ["t7", "a2"], [], ["t11"], ["t1", "w1"], [], ["t10"], ["t2", "t5"]], discard=["b3", "t4", "w12"])
table = Table(teach.rigged(start, 4), bot_plays=range(1, 8))
table""",
}

#: The shots of each game: (file name, size, file browser open, Present mode, dark theme).
SHOTS = {
    "arcadia": [("arcadia-laptop.png", LAPTOP, True, False, False),
                ("arcadia-projector.png", PROJECTOR, False, False, False),
                ("arcadia-present.png", PROJECTOR, False, True, False)],
    "groves": [("groves-laptop.png", LAPTOP, True, False, False),
               ("groves-projector.png", PROJECTOR, False, False, False),
               ("groves-present.png", PROJECTOR, False, True, False),
               ("groves-laptop-dark.png", LAPTOP, True, False, True)],
    "solstice": [("solstice-laptop.png", LAPTOP, True, False, False),
                 ("solstice-projector.png", PROJECTOR, False, False, False),
                 ("solstice-present.png", PROJECTOR, False, True, False),
                 ("solstice-laptop-dark.png", LAPTOP, True, False, True)],
    "solstice-team": [("solstice-team-laptop.png", LAPTOP, True, False, False)],
    "intrigue": [("intrigue-laptop.png", LAPTOP, True, False, False),
                 ("intrigue-projector.png", PROJECTOR, False, False, False),
                 ("intrigue-present.png", PROJECTOR, False, True, False),
                 ("intrigue-laptop-dark.png", LAPTOP, True, False, True)],
    "altered": [("altered-laptop.png", LAPTOP, True, False, False),
                ("altered-projector.png", PROJECTOR, False, False, False),
                ("altered-present.png", PROJECTOR, False, True, False),
                ("altered-laptop-dark.png", LAPTOP, True, False, True)],
}

#: Python, in the kernel: the target to click for the shot, as JSON. Arcadia: a space where
#: either season may be placed (choice buttons show). Groves: a spirit in hand (the places it
#: may go light up). Altered: a card in hand to play (the expeditions light up). Intrigue: the Combat action
#: (the lands to deploy or move from light up). Else (Solstice: the die)
#: the first click of the bot's choice.
PICK = """
import json as _json
from collections import Counter as _Counter
_legal = table.state.legal_actions()
_shared = sorted(t for t, n in _Counter(a.clicks[0] for a in _legal if len(a.clicks) == 1).items() if n > 1)
_starts = sorted({a.clicks[0] for a in _legal if len(a.clicks) > 1})
_firsts = {a.clicks[0] for a in _legal}
_pick = {"arcadia": _shared, "groves": _starts, "altered": _starts,
         "intrigue": [t for t in ("act.combat",) if t in _firsts]}.get(%r, [])
print(_json.dumps(_pick[0] if _pick else table.bot.choose(table.state).clicks[0]))
"""


def shoot(browser, lab, game: str, name: str, size: dict, out: Path, *, file_browser: bool = False,
          present: bool = False) -> Path:
    """Open the game's notebook in a fresh page of ``size``, run it, click once, save ``name``."""
    context = browser.new_context(**size)
    try:
        page = context.new_page()
        nb = Notebook(page, lab).open(f"{game}-{NOTEBOOK}")
        if file_browser:
            nb.show_file_browser()
        else:
            nb.hide_sidebars()
        nb.run_all()
        nb.wait_executed()
        table = page.locator(".snb-table[data-live=yes]").first
        table.wait_for()
        target = json.loads(nb.run_in_kernel(PICK % game))
        if present:
            table.locator('.snb-controls button[data-control="present"]').click()
            page.wait_for_timeout(300)
        else:
            nb.scroll_to_top(table)
        seq = table.get_attribute("data-seq")
        table.locator(f'.snb-stage .snb-clickable[data-target="{target}"]').click()
        page.wait_for_function("([node, seq]) => node.dataset.seq !== seq", arg=[table.element_handle(), seq])
        page.mouse.move(0, page.viewport_size["height"] - 1)  # no hover glow in the picture
        page.wait_for_timeout(400)
        path = out / name
        page.screenshot(path=str(path))
        errors = nb.cell_errors()
        if errors:
            raise SystemExit(f"{name}: {errors}")
        return path
    finally:
        context.close()
        lab.shutdown_kernels()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"where to save the PNGs (default {OUT})")
    parser.add_argument("--games", nargs="+", choices=sorted({k.split("-")[0] for k in SHOTS}),
                        help="shoot only these games (default: all)")
    args = parser.parse_args()
    wanted = [k for k in SHOTS if args.games is None or k.split("-")[0] in args.games]
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    start = time.monotonic()
    with running_lab() as lab, sync_playwright() as pw:
        for game in wanted:
            lab.write_notebook(f"{game}-{NOTEBOOK}", [CELLS[game]])
        browser = launch_chromium(pw)
        saved = []
        for game in wanted:
            for name, size, file_browser, present, dark in SHOTS[game]:
                with lab.dark_theme() if dark else contextlib.nullcontext():
                    saved.append(shoot(browser, lab, game, name, size, args.out, file_browser=file_browser,
                                       present=present))
        browser.close()
    for path in saved:
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size / 1024:.0f} KB")
    print(f"{len(saved)} screenshots in {time.monotonic() - start:.0f} s")


if __name__ == "__main__":
    main()
