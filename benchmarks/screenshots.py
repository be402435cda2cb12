"""Screenshots of the Table as people see it: ``python benchmarks/screenshots.py [--out DIR]``.

Starts JupyterLab on a temporary copy of ``notebooks/`` with headless Chromium (as the browser
tests do), runs a small notebook with a mid-game Table of each game, clicks once so that the
decision area shows, and saves PNGs (default: ``docs/screenshots/``):

- ``<game>-laptop.png``: 1366×768, JupyterLab's file browser open, light theme;
- ``<game>-projector.png``: 1024×768 at 150% zoom (a 683×512 window at 1.5 pixels per pixel),
  side panels closed, light theme; ``<game>-present.png``: the same in Present mode;
- ``groves-laptop-dark.png``: the laptop view in JupyterLab Dark.

Each image is the window as it is (not the whole page): what is below the fold is not in it.
"""

from __future__ import annotations

import argparse
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

#: What a learner types; each game is a 2-player match against the bot, a few turns in.
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
}

#: Python, in the kernel: the target to click for the shot, as JSON. Arcadia: a space where
#: either season may be placed (choice buttons show). Groves: a spirit in hand (the places it
#: may go light up). Else the first click of the bot's choice.
PICK = """
import json as _json
from collections import Counter as _Counter
_legal = table.state.legal_actions()
_shared = sorted(t for t, n in _Counter(a.clicks[0] for a in _legal if len(a.clicks) == 1).items() if n > 1)
_starts = sorted({a.clicks[0] for a in _legal if len(a.clicks) > 1})
_pick = {"arcadia": _shared, "groves": _starts}[%r]
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
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    start = time.monotonic()
    with running_lab() as lab, sync_playwright() as pw:
        for game, source in CELLS.items():
            lab.write_notebook(f"{game}-{NOTEBOOK}", [source])
        browser = launch_chromium(pw)
        saved = []
        for game in CELLS:
            saved.append(shoot(browser, lab, game, f"{game}-laptop.png", LAPTOP, args.out, file_browser=True))
            saved.append(shoot(browser, lab, game, f"{game}-projector.png", PROJECTOR, args.out))
            saved.append(shoot(browser, lab, game, f"{game}-present.png", PROJECTOR, args.out, present=True))
        with lab.dark_theme():
            saved.append(shoot(browser, lab, "groves", "groves-laptop-dark.png", LAPTOP, args.out, file_browser=True))
        browser.close()
    for path in saved:
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size / 1024:.0f} KB")
    print(f"{len(saved)} screenshots in {time.monotonic() - start:.0f} s")


if __name__ == "__main__":
    main()
