"""Keys pressed inside a Table act on the Table only, never on the notebook (JupyterLab; Notebook 7 in
``test_notebook7_browser.py``): the notebook's shortcuts leave its cells and the game alone, the Table's own
keys (U, R, B, Esc) act, and the History slider moves with its arrows."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .tables import (answered, control, kernel, keys_stay_in_table, restart, step_text, tab_to_board, table,
                     tables_notebook, target)

NOTEBOOK = "keys_test.ipynb"
TITLE = "test: keys"
CELLS = [f"""
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table
t = Table(arcadia.from_position({{"e5": "autumn", "f5": "winter", "d4": "spring"}}, players=2), title={TITLE!r})
first = id(t)
t
""", 'print("after the table")']
GAME = "print(id(t) == first, t.match.step, t.clicks)"


@pytest.fixture(scope="module")
def keys_nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, tables=1) as nb:
        yield nb


@pytest.mark.parametrize("where", ["board", "button", "log"])
def test_notebook_shortcuts_pressed_in_a_table_change_nothing(keys_nb, where):
    tbl = restart(keys_nb, "t", TITLE)
    focus = {"board": lambda: tab_to_board(keys_nb, tbl), "button": lambda: control(tbl, "present"),
             "log": lambda: tbl.locator(".snb-log")}[where]()
    assert keys_stay_in_table(keys_nb, focus, GAME) == []
    assert kernel(keys_nb, GAME) == "True 0 []\n"


def test_the_tables_own_keys_undo_redo_play_the_bot_and_cancel(keys_nb):
    tbl = restart(keys_nb, "t", TITLE)
    log = tbl.locator(".snb-log")
    expect(tbl.locator(".snb-keys")).to_contain_text("U undo")
    for key, step in [("b", 1), ("u", 0), ("r", 1)]:
        log.focus()
        with answered(tbl):
            keys_nb.page.keyboard.press(key)
        assert kernel(keys_nb, "print(t.match.step)") == f"{step}\n", key
    keys_nb.page.keyboard.press("u")
    expect(step_text(tbl)).to_have_text("step 0 of 1")
    with answered(tbl):
        target(tbl, "e5").click()
    assert kernel(keys_nb, "print(t.clicks)") == "['e5']\n"
    with answered(tbl):
        keys_nb.page.keyboard.press("Escape")
    assert kernel(keys_nb, GAME) == "True 0 []\n"


def test_the_history_slider_moves_with_its_arrow_keys(keys_nb):
    tbl = restart(keys_nb, "t", TITLE, 't.play("move autumn e5 e6"); t.play("move spring d4 d5")')
    slider = tbl.locator(".snb-history input.snb-slider")
    expect(step_text(tbl)).to_have_text("step 2 of 2")
    slider.focus()
    with answered(tbl):
        keys_nb.page.keyboard.press("ArrowLeft")
    expect(step_text(tbl)).to_have_text("step 1 of 2")
    assert kernel(keys_nb, "print(t.match.step)") == "1\n"
    with answered(tbl):
        keys_nb.page.keyboard.press("Home")
    expect(step_text(tbl)).to_have_text("step 0 of 2")
    assert table(keys_nb, TITLE).count() == 1
