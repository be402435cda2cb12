"""The Table in a real JupyterLab: the Arcadia notebook runs, and a live Table plays by clicks.

One page and one kernel serve the whole module: the walkthrough notebook is opened and run
once, then two cells are appended to it (a Table on a known position, and a Table whose
player names are hostile markup) and run, so the tests do not depend on what the notebook
itself shows. Each test of the live Table starts it again from the kernel first.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from seasons_nb.core.svg import shorten
from seasons_nb.games.arcadia.render import NAME_CHARS

from .conftest import ARTIFACTS
from .lab import opened_notebook

NOTEBOOK = "01-seasons-of-arcadia.ipynb"
LIVE = "browser test: live table"
EVIL = "browser test: hostile names <img src=x onerror=alert(3)>"
HOSTILE = ("<img src=x onerror=alert(1)>", "<script>alert(1)</script>x")
#: Equinoxes to move; Autumn on e5 may jump the Winter lord on f5 (to g5) or step next door.
POSITION = {"e5": "autumn", "f5": "winter", "d4": "spring"}
E5_NEXT = {"e6", "f6", "e4", "d5", "g5"}

TABLE_CELL = f"""
from seasons_nb.games import arcadia as _snb_arcadia
from seasons_nb.widgets import Table as _SnbTable
snb_live = _SnbTable(_snb_arcadia.from_position({POSITION!r}, players=2), title={LIVE!r})
snb_live
"""

HOSTILE_CELL = f"""
snb_evil = _SnbTable(_snb_arcadia.from_position({POSITION!r}, players=2, names={HOSTILE!r}),
                     title={EVIL!r}, bot_plays=(1,))
snb_evil
"""

_ERRORS = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  const errors = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== 'code') continue;
    if ((cell.getMetadata('tags') ?? []).includes('raises-exception')) continue;  // meant to raise
    for (const o of cell.outputs.toJSON()) {
      if (o.output_type === 'error') errors.push(`cell ${i}: ${o.ename}: ${o.evalue}`);
    }
    if (cell.sharedModel.source.trim() && cell.executionCount == null) errors.push(`cell ${i}: not run`);
  }
  return errors;
}"""

_APPEND_AND_RUN = """([sources]) => {
  const app = window.jupyterapp;
  const nb = app.shell.currentWidget.content;
  const first = nb.model.cells.length;
  nb.model.sharedModel.insertCells(first, sources.map((source) => ({ cell_type: 'code', source })));
  nb.activeCellIndex = first;
  window.__snbRunAll = null;
  app.commands.execute('notebook:run-all-below').then(
    (ok) => { window.__snbRunAll = ok === false ? 'failed' : 'done'; },
    (err) => { window.__snbRunAll = 'error: ' + err; });
  return first;
}"""


@pytest.fixture(scope="module")
def arcadia_nb(chromium, lab):
    """The walkthrough notebook, run once, with the two test Tables appended; records dialogs."""
    if not (lab.root_dir / NOTEBOOK).exists():
        pytest.fail(f"notebooks/{NOTEBOOK} is missing")
    with opened_notebook(chromium, lab, NOTEBOOK) as nb:
        try:
            nb.run_all()
            nb.wait_executed(timeout=120)
            nb.notebook_errors = nb.page.evaluate(_ERRORS)
            nb.first_test_cell = nb.page.evaluate(_APPEND_AND_RUN, [[TABLE_CELL, HOSTILE_CELL]])
            nb.wait_executed(timeout=60)
        except Exception as exc:
            nb.screenshot(ARTIFACTS / "arcadia_notebook_setup.png")
            raise AssertionError(f"{exc}\ncell errors: {nb.page.evaluate(_ERRORS)}") from exc
        yield nb


def table(nb, title: str):
    return nb.page.locator(".snb-table").filter(has_text=title)


def space(tbl, label: str):
    return tbl.locator(f'.snb-picture [data-target="{label}"]')


def lord_label(label: str, season: str | None, acted: bool = False) -> str:
    """The ``data-label`` the picture gives a space (read by screen readers too)."""
    if season is None:
        return label
    return f"{label}: {season.title()} lord" + (" (has acted)" if acted else "")


def kernel(nb, code: str) -> str:
    """Run ``code`` in the notebook's kernel; fail on a Python error; return what it printed."""
    out = nb.run_in_kernel(code)
    assert not re.search(r"^\w+(Error|Exception|Action): ", out, re.M), out
    return out


def kernel_board(nb, name: str = "snb_live") -> dict:
    return json.loads(kernel(nb, f"print({name}.state.to_json())"))["board"]


def reset(nb) -> None:
    """Start the live Table's scenario again and wait until the page shows it."""
    status = kernel(nb, "snb_live.new_game(); print(snb_live.board.status)").rstrip("\n")
    tbl = table(nb, LIVE)
    expect(tbl.locator(".snb-status")).to_have_text(status)
    expect(tbl.locator(".widget-readout")).to_have_text("0")
    for label, season in POSITION.items():
        expect(space(tbl, label)).to_have_attribute("data-label", lord_label(label, season))
    expect(tbl.locator(".snb-picture .snb-sel")).to_have_count(0)


def targets_of(locator) -> set[str]:
    return set(locator.evaluate_all("(ns) => ns.map((n) => n.getAttribute('data-target'))"))


def test_notebook_runs_without_errors(arcadia_nb):
    assert arcadia_nb.notebook_errors == []
    assert arcadia_nb.first_test_cell > 0
    expect(table(arcadia_nb, LIVE)).to_have_count(1)
    expect(table(arcadia_nb, "hostile names")).to_have_count(1)


def test_click_lord_then_highlighted_target_moves_it(arcadia_nb):
    nb = arcadia_nb
    reset(nb)
    tbl = table(nb, LIVE)
    start_markup = tbl.locator(".snb-picture").inner_html()
    space(tbl, "e5").click()
    expect(tbl.locator(".snb-status")).to_contain_text("Selected: e5: Autumn lord")
    expect(tbl.locator(".snb-picture .snb-clickable")).to_have_count(len(E5_NEXT))
    assert targets_of(tbl.locator(".snb-picture .snb-clickable")) == E5_NEXT
    assert targets_of(tbl.locator(".snb-picture .snb-hl")) == E5_NEXT
    assert kernel(nb, "print(snb_live.clicks)") == "['e5']\n"

    space(tbl, "g5").click()
    expect(space(tbl, "g5")).to_have_attribute("data-label", lord_label("g5", "autumn", acted=True))
    expect(space(tbl, "e5")).to_have_attribute("data-label", "e5")
    expect(space(tbl, "f5")).to_have_attribute("data-label", lord_label("f5", "autumn"))
    assert space(tbl, "g5").locator("circle").count() == 1
    assert space(tbl, "e5").locator("circle").count() == 0
    assert tbl.locator(".snb-picture").inner_html() != start_markup
    expect(tbl.locator(".snb-log")).to_contain_text("Autumn jumps e5→g5, replacing the Winter lord on f5.")
    board = kernel_board(nb)
    assert board == {"d4": "spring", "f5": "autumn", "g5": "autumn"}
    assert kernel(nb, "print(snb_live.match.step, snb_live.state.at('g5'))") == "1 autumn\n"


def test_illegal_click_shows_the_rule(arcadia_nb):
    nb = arcadia_nb
    reset(nb)
    tbl = table(nb, LIVE)
    space(tbl, "a1").click()
    status = tbl.locator(".snb-status")
    expect(status).to_have_class(re.compile(r"\bsnb-error\b"))
    expect(status).to_contain_text("[arcadia.place.adjacent — Seasons of Arcadia rulebook, Actions: Place]")
    expect(status).to_contain_text("a1 touches no lord")
    assert kernel_board(nb) == POSITION
    space(tbl, "f5").click()  # the opponent's lord
    expect(status).to_contain_text("arcadia.turn.own_lords")
    assert kernel(nb, "print(snb_live.match.step)") == "0\n"


def test_undo_button_restores_the_board(arcadia_nb):
    nb = arcadia_nb
    reset(nb)
    tbl = table(nb, LIVE)
    start_markup = tbl.locator(".snb-picture").inner_html()
    space(tbl, "d4").click()
    space(tbl, "c4").click()
    expect(space(tbl, "c4")).to_have_attribute("data-label", lord_label("c4", "spring", acted=True))
    assert kernel_board(nb) == {"e5": "autumn", "f5": "winter", "c4": "spring"}
    undo = tbl.get_by_role("button", name="Undo")
    expect(undo).to_be_enabled()
    undo.click()
    expect(space(tbl, "d4")).to_have_attribute("data-label", lord_label("d4", "spring"))
    expect(space(tbl, "c4")).to_have_attribute("data-label", "c4")
    expect(undo).to_be_disabled()
    assert tbl.locator(".snb-picture").inner_html() == start_markup
    assert kernel_board(nb) == POSITION
    assert kernel(nb, "print(snb_live.match.step, len(snb_live.match))") == "0 2\n"
    tbl.get_by_role("button", name="Redo").click()
    expect(space(tbl, "c4")).to_have_attribute("data-label", lord_label("c4", "spring", acted=True))


def test_history_slider_shows_the_past(arcadia_nb):
    nb = arcadia_nb
    reset(nb)
    tbl = table(nb, LIVE)
    kernel(nb, "snb_live.play('jump autumn e5 g5'); snb_live.play('move spring d4 c4')")
    expect(space(tbl, "c4")).to_have_attribute("data-label", lord_label("c4", "spring", acted=True))
    readout = tbl.locator(".widget-readout")
    expect(readout).to_have_text("2")
    handle = tbl.locator(".noUi-handle")
    handle.focus()
    nb.page.keyboard.press("Home")
    expect(readout).to_have_text("0")
    expect(space(tbl, "e5")).to_have_attribute("data-label", lord_label("e5", "autumn"))
    expect(space(tbl, "d4")).to_have_attribute("data-label", lord_label("d4", "spring"))
    expect(space(tbl, "g5")).to_have_attribute("data-label", "g5")
    assert kernel(nb, "print(snb_live.match.step)") == "0\n"
    nb.page.keyboard.press("ArrowRight")
    expect(readout).to_have_text("1")
    expect(space(tbl, "g5")).to_have_attribute("data-label", lord_label("g5", "autumn", acted=True))
    expect(space(tbl, "d4")).to_have_attribute("data-label", lord_label("d4", "spring"))
    assert kernel(nb, "print(snb_live.match.step, snb_live.state.at('g5'), snb_live.state.at('c4'))") == (
        "1 autumn None\n")
    # the future is still there until a new move is made
    assert kernel(nb, "print(len(snb_live.match))") == "3\n"


def test_hostile_names_render_as_text(arcadia_nb):
    nb = arcadia_nb
    tbl = table(nb, "hostile names")
    expect(tbl.locator("b", has_text=EVIL)).to_have_count(1)  # the title, as text
    svg = tbl.locator(".snb-picture svg")
    shown = shorten(HOSTILE[1], NAME_CHARS)  # long names end in an ellipsis in the side panel
    expect(svg.locator("text", has_text=shown)).to_have_count(1)
    texts = svg.locator("text").all_text_contents()
    assert "▶ " + shorten(HOSTILE[0], NAME_CHARS) in texts and shown in texts  # the two seats' headings
    # play a whole turn by clicks; the bot (named with a script tag) answers
    for a, b in (("e5", "g5"), ("d4", "c4")):
        space(tbl, a).click()
        expect(space(tbl, a)).to_have_class(re.compile(r"\bsnb-sel\b"))
        space(tbl, b).click()
        expect(space(tbl, b)).to_have_attribute("data-label", re.compile(r"\(has acted\)$"))
    space(tbl, "c3").click()
    tbl.locator(".snb-choice", has_text="place autumn c3").click()
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text(f"Turn 2: {HOSTILE[1]}.")
    expect(log).to_contain_text(f"Turn 3: {HOSTILE[0]}.")
    expect(tbl.locator("select option", has_text=HOSTILE[0]).first).to_be_attached()
    nb.page.wait_for_timeout(300)
    assert tbl.locator("img").count() == 0
    assert tbl.locator("script").count() == 0
    assert nb.dialogs == []
    assert kernel(nb, "print(snb_evil.match.step, snb_evil.state.current_player)") == "6 0\n"
