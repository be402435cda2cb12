"""The Table in class: Present mode on a projector, the dark theme, and a kernel that is gone.

Each test has its own page (a projector-sized one, a dark-theme one, a laptop one whose
kernel is restarted and then shut down) on one small notebook of Arcadia Tables.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import LAPTOP, PROJECTOR, opened_notebook
from .tables import (MIN_CONTRAST, click, contrast, control, live_targets, outside, panel, rect, restart, status,
                     status_contrasts, table, target, window_box)

NOTEBOOK = "classroom_test.ipynb"
MATCH, EXERCISE, GROVES = "test: a match", "test: exercise", "test: a Groves match"
POSITION = {"e5": "autumn", "f5": "winter", "d4": "spring"}

CELLS = [
    f"""
from seasons_nb.games import arcadia
from seasons_nb.widgets import Exercise, Table, play
match = play("arcadia", players=2, seed=2024, bot_plays=(1,))
match.title = {MATCH!r}
for _ in range(8):
    match.bot_move()  # mid-game, the Equinoxes (you) to play
match
""",
    f"""
capture = Exercise("Replace the Winter lord.", lambda before, action, after: after.at("f5") == "autumn")
puzzle = Table(arcadia.from_position({POSITION!r}, players=2), exercise=capture, title={EXERCISE!r})
puzzle
""",
    f"""
grove_match = play("groves", players=2, seed=2017, bot_plays=(1,))
grove_match.title = {GROVES!r}
for _ in range(17):
    grove_match.bot_move()  # round 3, North Wind (you) to place a spirit
grove_match
""",
]


def run_cells(nb) -> None:
    nb.run_all()
    nb.wait_executed()
    assert nb.cell_errors() == []
    expect(nb.page.locator(".snb-table")).to_have_count(3)


@pytest.fixture(scope="module")
def classroom_notebook(lab):
    lab.write_notebook(NOTEBOOK, CELLS)
    return NOTEBOOK


# ---- 2. Present mode on a projector -----------------------------------------------------------------
@pytest.fixture(scope="module")
def projector(chromium, lab, classroom_notebook):
    """The notebook run on a projector: 1024×768 at 150% zoom, side panels closed."""
    with opened_notebook(chromium, lab, classroom_notebook, PROJECTOR) as nb:
        run_cells(nb)
        nb.hide_sidebars()
        assert nb.page.evaluate("() => [innerWidth, innerHeight, devicePixelRatio]") == [683, 512, 1.5]
        yield nb


def enter_present_mode(nb, title: str = MATCH):
    tbl = table(nb, title)
    nb.scroll_to_top(tbl)
    expect(tbl).not_to_have_class(re.compile(r"\bsnb-present\b"))
    present = control(tbl, "present")
    expect(present).to_be_enabled()
    present.click()
    expect(tbl).to_have_class(re.compile(r"\bsnb-present\b"))
    return tbl


def assert_left_present_mode(nb, tbl) -> None:
    expect(tbl).not_to_have_class(re.compile(r"\bsnb-present\b"))
    assert nb.page.evaluate("() => document.fullscreenElement") is None
    assert tbl.evaluate("(n) => getComputedStyle(n).position") != "fixed"
    expect(control(tbl, "present")).to_be_visible()


def test_present_mode_fills_a_projector_and_esc_leaves_it(projector):
    nb = projector
    tbl = enter_present_mode(nb)
    screen = window_box(nb.page)
    board = rect(panel(tbl, "board").locator("svg"))
    width, height = board["right"] - board["left"], board["bottom"] - board["top"]
    share = width * height / (screen["right"] * screen["bottom"])
    assert outside(board, screen) == [], "the board leaves the screen"
    # most of the screen, with room left for the status line, the choices and the controls
    assert height >= 0.55 * screen["bottom"] and width >= 0.7 * screen["right"] and share >= 0.4, (width, height, share)
    for part in (status(tbl), tbl.locator(".snb-controls")):
        assert outside(rect(part), screen) == [], f"{part} is off screen"
    nb.page.keyboard.press("Escape")
    assert_left_present_mode(nb, tbl)


def test_present_mode_esc_after_playing_on_the_board(projector):
    nb = projector
    nb.page.evaluate("() => { Element.prototype.requestFullscreen = function () {"
                     " return Promise.reject(new Error('fullscreen not allowed here')); }; }")
    tbl = enter_present_mode(nb)
    try:
        click(tbl, sorted(live_targets(tbl))[0])  # usable: a click is answered, the status on screen
        assert outside(rect(status(tbl)), window_box(nb.page)) == [], "the status line is off screen"
        nb.page.keyboard.press("Escape")
        assert_left_present_mode(nb, tbl)
    finally:
        tbl.evaluate("(n) => n.classList.contains('snb-present') && n.querySelector('[data-control=present]').click()")


def test_present_mode_groves_shows_where_the_spirit_can_go(projector):
    nb = projector
    tbl = enter_present_mode(nb, GROVES)
    try:
        start = sorted(name for name in live_targets(tbl) if name.startswith("hand."))[0]
        click(tbl, start)
        screen = window_box(nb.page)
        assert outside(rect(status(tbl)), screen) == [], "the status line is off screen"
        seen = [name for name in live_targets(tbl) if not outside(rect(target(tbl, name)), screen)]
        assert seen, f"none of {sorted(live_targets(tbl))} is on screen"
    finally:
        tbl.evaluate("(n) => n.classList.contains('snb-present') && n.querySelector('[data-control=present]').click()")


# ---- 9. the dark theme --------------------------------------------------------------------------------
def test_status_contrast_dark_theme(chromium, lab, classroom_notebook):
    with lab.dark_theme(), opened_notebook(chromium, lab, classroom_notebook, LAPTOP) as nb:
        run_cells(nb)
        assert nb.page.evaluate("() => [document.body.dataset.jpThemeLight, document.body.dataset.jpThemeName]") == [
            "false", "JupyterLab Dark"]
        tbl = restart(nb, "puzzle", EXERCISE)
        found = status_contrasts(nb, tbl, "puzzle")
        low = {kind: values for kind, values in found.items() if values[0] < MIN_CONTRAST}
        assert low == {}, f"status text under {MIN_CONTRAST}:1 (ratio, text, background): {low}"
        # the table is drawn on the dark page, not on a white box
        assert sum(found["info"][2]) < 3 * 100, found["info"]
        # the selected View button (the learner's own seat in a game against the bot) reads as well
        chosen = table(nb, GROVES).locator('.snb-views button.snb-view[aria-pressed="true"]')
        ratio, ink, ground = contrast(chosen)
        assert ratio >= MIN_CONTRAST, (ratio, ink, ground)


# ---- 4. a kernel that is gone ------------------------------------------------------------------------
def assert_dead(nb, tbl) -> None:
    """The table looks dead: greyed, says how to revive it, and nothing in it can be used."""
    expect(tbl).to_have_class(re.compile(r"\bsnb-dead\b"))
    expect(tbl).to_have_attribute("data-live", "no")
    expect(tbl.locator(".snb-dead-note")).to_be_visible()
    expect(tbl.locator(".snb-dead-note")).to_contain_text("run this cell again")
    expect(tbl.locator(".snb-clickable")).to_have_count(0)
    expect(tbl.locator("[tabindex='0'][data-target]")).to_have_count(0)
    assert tbl.locator(".snb-stage").evaluate("(n) => getComputedStyle(n).filter") != "none"
    usable = tbl.locator("button:enabled, input:enabled").evaluate_all(
        "(ns) => ns.map((n) => n.dataset.control ?? n.className)")
    assert usable in ([], ["present"]), usable
    cursor = target(tbl, "e5").evaluate("(n) => getComputedStyle(n).cursor")
    assert cursor != "pointer"


def test_dead_kernel_look(chromium, lab, classroom_notebook):
    with opened_notebook(chromium, lab, classroom_notebook, LAPTOP) as nb:
        run_cells(nb)
        page = nb.page
        tbl = restart(nb, "puzzle", EXERCISE)
        assert "e5" in live_targets(tbl)
        # a restarted kernel: the table's model is gone with it
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
        nb.wait_kernel_ready()
        seq = tbl.get_attribute("data-seq")
        target(tbl, "e5").click()
        assert_dead(nb, tbl)
        assert tbl.get_attribute("data-seq") == seq

        # run again: a live table; then the kernel is shut down by the server, and a click finds out
        run_cells(nb)
        tbl = restart(nb, "puzzle", EXERCISE)
        assert "e5" in live_targets(tbl)
        lab.shutdown_kernels()
        page.wait_for_timeout(500)
        target(tbl, "e5").click()
        expect(tbl).to_have_class(re.compile(r"\bsnb-dead\b"), timeout=10_000)
        assert_dead(nb, tbl)
        assert nb.page_errors == []
