"""Present mode where the Fullscreen API is refused (an embedded frame, a kiosk), in every game, on a
projector (1024×768 at 150% zoom, side panels closed).

The Table is then shown in a modal dialog on the page's top layer, so no container of the notebook
(JupyterLab's windowed list is ``contain: strict``) can move or clip it: it covers the window however far
the notebook is scrolled. Each game's Table comes after other outputs, scrolled to the top of the notebook's
view; after each scripted click the status line, every lit target, Undo, Bot move and the History slider are
in the window; Esc puts the Table back in its cell (the notebook scrolled as it was), still answering clicks.
Leaving also happens when the Table's cell is run again and when the kernel restarts. Screenshots of each
game in Present mode go to ``tests/browser/artifacts/present-<game>.png``.
"""

from __future__ import annotations

import importlib.util
import re

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS
from .lab import PROJECTOR, Lab, Notebook, opened_notebook
from .tables import (BOT_GAMES, NEXT_CHOICE, answered, bot_game_cells, control, notebook_cells, out_of_view, rect, restart,
                     status, table, window_box)

NOTEBOOK = "present_test.ipynb"
GAMES = BOT_GAMES
CLICKS = 10
#: a first output above the Tables: no Table is the notebook's first output
FILLER = 'for line in range(30):\n    print(f"line {line}: an output above the Tables")'
CELLS = [FILLER] + bot_game_cells("present")
#: the Fullscreen API refused, as in a frame without allowfullscreen
_REFUSE_FULLSCREEN = """() => { Element.prototype.requestFullscreen = function () {
  return Promise.reject(new TypeError('fullscreen not allowed here')); }; }"""
#: the notebook's scroll position
_SCROLLED = """() => window.jupyterapp.shell.currentWidget.node.querySelector('.jp-WindowedPanel-outer').scrollTop"""
#: which of the window's corners and centre show the Table (nothing drawn over it there), and its box
_COVERS = """(tbl) => {
  const [w, h] = [window.innerWidth, window.innerHeight];
  const points = [[1, 1], [w - 2, 1], [1, h - 2], [w - 2, h - 2], [w / 2, h / 2], [w / 2, 1], [w / 2, h - 2]];
  const b = tbl.getBoundingClientRect();
  return { box: [b.left, b.top, b.right, b.bottom].map(Math.round),
           missed: points.filter(([x, y]) => !tbl.contains(document.elementFromPoint(x, y))) };
}"""
#: what a Table leaves behind in the page once out of Present mode (none of it should be there)
_LEFT_OVER = """() => [...document.querySelectorAll('dialog.snb-present-layer, .snb-present-spot, .snb-present')]
  .map((n) => n.className)"""


@pytest.fixture(scope="module")
def projector_nb(chromium, lab):
    """The notebook of the five games run on a projector, the Fullscreen API refused."""
    lab.write_notebook(NOTEBOOK, CELLS)
    with opened_notebook(chromium, lab, NOTEBOOK, PROJECTOR) as nb:
        nb.run_all()
        nb.wait_executed(timeout=240)
        assert nb.cell_errors() == []
        expect(nb.page.locator(".snb-table")).to_have_count(len(GAMES))
        nb.hide_sidebars()
        assert nb.page.evaluate("() => [innerWidth, innerHeight, devicePixelRatio]") == [683, 512, 1.5]
        nb.page.evaluate(_REFUSE_FULLSCREEN)
        yield nb


PRESENT = re.compile(r"\bsnb-present\b")


def uncovered(locator) -> bool:
    """Whether the middle of ``locator`` shows it (nothing drawn over it there)."""
    return locator.first.evaluate("""(n) => { const b = n.getBoundingClientRect();
      return n.contains(document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2)); }""")


def steps(tbl) -> int:
    """The step the History shows."""
    return int(re.match(r"step (\d+) of", tbl.locator(".snb-history .snb-step").text_content()).group(1))


def enter(nb, tbl) -> None:
    """Press Present; check the Table covers the window (not the notebook's scrolled content)."""
    control(tbl, "present").click()
    expect(tbl).to_have_class(PRESENT)
    nb.page.wait_for_timeout(300)  # the fullscreen request is refused, the pictures are fitted
    assert nb.page.evaluate("() => document.fullscreenElement") is None, "fullscreen should have been refused"
    covers = tbl.evaluate(_COVERS)
    size = window_box(nb.page)
    assert covers["box"] == [0, 0, size["right"], size["bottom"]], f"the Table in Present mode is at {covers['box']}"
    assert covers["missed"] == [], f"something else shows at {covers['missed']}"


def problems_in_view(nb, tbl) -> list[str]:
    """What of the decision is not inside the window, or is under the docked bars (History included)."""
    return out_of_view(nb, tbl, window_box(nb.page), history=True)


def assert_back_in_its_cell(nb, tbl, scrolled: float | None) -> None:
    """Out of Present mode, the Table is where it was (and the notebook scrolled as it was, unless None)."""
    expect(tbl).not_to_have_class(PRESENT)
    assert nb.page.evaluate(_LEFT_OVER) == []
    assert tbl.evaluate("(n) => n.parentElement === window.__snbHome"), "the Table is not back where it was"
    assert tbl.evaluate("(n) => getComputedStyle(n).position") != "fixed"
    if scrolled is not None:
        assert abs(nb.page.evaluate(_SCROLLED) - scrolled) <= 1, "the notebook did not stay where it was"
    assert control(tbl, "present").text_content() == "Present"


def start(nb, game: str):
    """Table ``game`` started again, scrolled to the top of the notebook's view (the notebook scrolled)."""
    tbl = restart(nb, game, f"present: {game}")
    scrolled = nb.page.evaluate(_SCROLLED)
    assert scrolled > 100, f"the notebook should be scrolled to the Table ({scrolled})"
    tbl.evaluate("(n) => { window.__snbHome = n.parentElement; }")
    return tbl, scrolled


@pytest.mark.parametrize("game", list(GAMES))
def test_present_mode_without_fullscreen_keeps_the_decision_in_the_window(projector_nb, game):
    nb = projector_nb
    tbl, scrolled = start(nb, game)
    enter(nb, tbl)
    problems = []
    try:
        problems += [f"on entering: {p}" for p in problems_in_view(nb, tbl)]
        for click in range(CLICKS):
            with answered(tbl, timeout=30):
                chosen = tbl.evaluate(NEXT_CHOICE)
            nb.page.wait_for_timeout(300)  # the Table fits and scrolls its decision into view after its own click
            problems += [f"after click {click + 1} ({chosen}): {p}" for p in problems_in_view(nb, tbl)]
        ARTIFACTS.mkdir(exist_ok=True)
        nb.page.screenshot(path=str(ARTIFACTS / f"present-{game}.png"))
        assert tbl.evaluate(_COVERS)["missed"] == []
        nb.page.keyboard.press("Escape")
        assert_back_in_its_cell(nb, tbl, scrolled)
    finally:
        tbl.evaluate("(n) => n.classList.contains('snb-present') && n.querySelector('[data-control=present]').click()")
    assert problems == [], "\n".join(problems)
    # back in its cell and still answering: nothing is drawn over it, a click is answered
    assert uncovered(status(tbl)) and uncovered(control(tbl, "bot"))
    with answered(tbl, timeout=30):
        assert tbl.evaluate(NEXT_CHOICE) is not None
    assert nb.page_errors == []


def test_present_mode_keys_and_the_button(projector_nb):
    """U, B and Esc work in Present mode and reach neither the notebook nor the page; the button leaves too."""
    nb = projector_nb
    tbl, scrolled = start(nb, "arcadia")
    enter(nb, tbl)
    cells = notebook_cells(nb)  # pressing Present made the Table's cell the active one
    try:
        assert tbl.evaluate("(n) => n.contains(document.activeElement)"), "the focus should stay in the Table"
        before = steps(tbl)
        with answered(tbl):
            nb.page.keyboard.press("b")
        played = steps(tbl)
        assert played > before
        with answered(tbl):
            nb.page.keyboard.press("u")
        assert steps(tbl) < played
        expect(tbl).to_have_class(PRESENT)
        control(tbl, "present").click()
        assert_back_in_its_cell(nb, tbl, scrolled)
        control(tbl, "present").click()
        expect(tbl).to_have_class(PRESENT)
        nb.page.keyboard.press("Escape")
        assert_back_in_its_cell(nb, tbl, scrolled)
    finally:
        tbl.evaluate("(n) => n.classList.contains('snb-present') && n.querySelector('[data-control=present]').click()")
    assert notebook_cells(nb) == cells
    with answered(tbl):
        control(tbl, "bot").click()  # a real click: the page is not left inert under a closed dialog


def test_running_the_cell_again_leaves_present_mode(projector_nb):
    nb = projector_nb
    tbl, _ = start(nb, "arcadia")
    enter(nb, tbl)
    index = 1 + list(GAMES).index("arcadia")
    nb.page.evaluate("""(i) => { const w = window.jupyterapp.shell.currentWidget;
      w.content.activeCellIndex = i; window.jupyterapp.commands.execute('notebook:run-cell'); }""", index)
    expect(nb.page.locator(".snb-table")).to_have_count(len(GAMES))
    # the new Table in the same cell (its title is set after it is made, so it shows no title yet)
    fresh = nb.page.locator(f'.jp-Cell[data-windowed-list-index="{index}"] .snb-table')
    expect(fresh).to_have_count(1)
    expect(fresh).to_have_attribute("data-live", "yes", timeout=30_000)
    assert nb.page.evaluate(_LEFT_OVER) == []
    assert fresh.evaluate("(n) => !!n.closest('.jp-Cell .jp-OutputArea-output')")
    with answered(fresh):
        control(fresh, "bot").click()


def test_a_kernel_restart_leaves_present_mode(projector_nb):
    """Last: the restart ends every Table of the notebook."""
    nb = projector_nb
    tbl, _ = start(nb, "solstice")
    enter(nb, tbl)
    nb.page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
    expect(tbl).not_to_have_class(PRESENT, timeout=30_000)
    # (the notebook's own layout changes as every widget is marked disconnected: its scrolling is not compared)
    assert_back_in_its_cell(nb, tbl, None)
    nb.wait_kernel_ready()


# ---- Notebook 7 ------------------------------------------------------------------------------------------
NB7_TITLE = "present: in Notebook 7"
NB7_CELLS = [FILLER, f"""
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table
t = Table(arcadia.from_position({{"e5": "autumn", "f5": "winter", "d4": "spring"}}, players=2), title={NB7_TITLE!r})
t
"""]


@pytest.mark.skipif(importlib.util.find_spec("notebook") is None, reason="Notebook 7 is not installed")
def test_present_mode_without_fullscreen_in_notebook7(chromium, tmp_path_factory):
    server = Lab(tmp_path_factory.mktemp("nb7-present"), app="notebook").start()
    context = chromium.new_context(**PROJECTOR)
    try:
        server.write_notebook("present_nb7.ipynb", NB7_CELLS)
        nb = Notebook(context.new_page(), server).open("present_nb7.ipynb")
        nb.run_all()
        nb.wait_executed()
        assert nb.cell_errors() == []
        nb.page.evaluate(_REFUSE_FULLSCREEN)
        tbl = table(nb, NB7_TITLE)
        expect(tbl).to_have_attribute("data-live", "yes")
        nb.scroll_to_top(tbl)
        assert rect(tbl)["top"] < 150, "the Table should be scrolled up to the top of the window"
        tbl.evaluate("(n) => { window.__snbHome = n.parentElement; }")
        enter(nb, tbl)
        with answered(tbl):
            nb.page.keyboard.press("b")
        assert problems_in_view(nb, tbl) == []
        nb.page.keyboard.press("Escape")
        assert_back_in_its_cell(nb, tbl, None)
        with answered(tbl):
            control(tbl, "undo").click()
        assert [e for e in nb.page_errors if "notebook_core" not in e] == []
    finally:
        context.close()
        server.stop()
