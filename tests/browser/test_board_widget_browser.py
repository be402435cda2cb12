"""BoardWidget in a real JupyterLab: clicks and keys reach Python, Python's answer reaches the DOM."""

import re

import pytest
from playwright.sync_api import expect

from .lab import opened_notebook

SETUP = '''
import html
from seasons_nb.widgets import BoardWidget

clicked = []

def picture(selected=None):
    rects = "".join(
        f'<rect data-target="{t}" data-label="square {t}" x="{10 + 60 * i}" y="10" '
        f'width="50" height="50" fill="{"#fc6" if t == selected else "#9cf"}"/>'
        for i, t in enumerate(["a1", "b2", "c3"])
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="70">{rects}</svg>'

board = BoardWidget(markup=picture(), targets=["a1", "b2"], status="pick a square")

def on_click(target):
    clicked.append(target)
    board.markup = picture(target)
    board.status = f"clicked {target} (n={len(clicked)})"
    board.status_kind = "success"

board.on_click(on_click)
board
'''

HOSTILE = '''
hostile_id = 'x"<b>&y'
evil_clicks = []
evil = BoardWidget(
    markup=(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80">'
        f'<rect data-target="{html.escape(hostile_id)}" x="10" y="10" width="40" height="40" fill="#c66"/>'
        f'<text x="60" y="35">{html.escape("<img src=x onerror=alert(1)>")}</text></svg>'
        f'<div class="hostile-text">{html.escape("<img src=x onerror=alert(2)>")}</div>'
    ),
    targets=[hostile_id],
    status="<script>alert(1)</script>",
)
evil.on_click(evil_clicks.append)
evil
'''


@pytest.fixture(scope="module")
def board_nb(chromium, lab):
    """The test notebook, opened and run once for this module; records any dialog."""
    lab.write_notebook("board_widget_test.ipynb", [SETUP, HOSTILE, 'print("cells ran")'])
    with opened_notebook(chromium, lab, "board_widget_test.ipynb") as nb:
        nb.run_all()
        nb.wait_for(".snb-board")
        nb.wait_executed()
        yield nb


def boards(nb):
    return nb.page.locator(".snb-board")


def clicks(widget) -> int:
    return int(widget.get_attribute("data-clicks"))


def test_cells_ran_and_widgets_render(board_nb):
    assert board_nb.output_text(2) == "cells ran\n"
    expect(boards(board_nb)).to_have_count(2)
    board = boards(board_nb).nth(0)
    expect(board.locator(".snb-status")).to_have_text("pick a square")
    expect(board.locator(".snb-clickable")).to_have_count(2)
    c3 = board.locator('[data-target="c3"]')
    assert c3.get_attribute("tabindex") is None and "snb-clickable" not in (c3.get_attribute("class") or "")
    a1 = board.locator('[data-target="a1"]')
    assert a1.get_attribute("role") == "button" and a1.get_attribute("aria-label") == "square a1"
    assert board.locator(".snb-status").get_attribute("aria-live") == "polite"


def test_click_reaches_python_and_same_target_counts_twice(board_nb):
    board = boards(board_nb).nth(0)
    n = clicks(board)
    for k in (1, 2):
        board.locator('[data-target="a1"]').click()
        expect(board.locator(".snb-status")).to_have_text(f"clicked a1 (n={n + k})")
        expect(board.locator(".snb-status")).to_have_class(re.compile(r"\bsnb-success\b"))
    assert clicks(board) == n + 2
    assert board.locator('[data-target="a1"]').get_attribute("fill") == "#fc6"
    assert board_nb.run_in_kernel("print(clicked[-2:])") == "['a1', 'a1']\n"


def test_illegal_target_is_still_sent(board_nb):
    board = boards(board_nb).nth(0)
    n = clicks(board)
    board.locator('[data-target="c3"]').click()
    expect(board.locator(".snb-status")).to_have_text(f"clicked c3 (n={n + 1})", timeout=1500)


def test_keyboard_tab_enter_space(board_nb):
    page, board = board_nb.page, boards(board_nb).nth(0)
    n = clicks(board)
    board.locator('[data-target="a1"]').focus()
    page.keyboard.press("Tab")
    expect(board.locator('[data-target="b2"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(board.locator(".snb-status")).to_have_text(f"clicked b2 (n={n + 1})")
    # the markup was re-rendered; focus stays on the same target
    expect(board.locator('[data-target="b2"]')).to_be_focused()
    page.keyboard.press(" ")
    expect(board.locator(".snb-status")).to_have_text(f"clicked b2 (n={n + 2})")
    assert board_nb.run_in_kernel("print(clicked[-2:])") == "['b2', 'b2']\n"


def test_hostile_text_renders_as_text(board_nb):
    evil = boards(board_nb).nth(1)
    expect(evil.locator(".snb-status")).to_have_text("<script>alert(1)</script>")
    expect(evil.locator("text")).to_have_text("<img src=x onerror=alert(1)>")
    expect(evil.locator(".hostile-text")).to_have_text("<img src=x onerror=alert(2)>")
    assert evil.locator("img").count() == 0
    assert evil.locator("script").count() == 0
    evil.locator("[data-target]").click()
    expect(evil).to_have_attribute("data-clicks", "1")
    assert board_nb.run_in_kernel("print(evil_clicks == [hostile_id])") == "True\n"
    board_nb.page.wait_for_timeout(200)
    assert board_nb.dialogs == []
