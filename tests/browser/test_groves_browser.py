"""Groves Tables in a real JupyterLab on a laptop screen (1366×768, file browser open).

One page and one kernel serve the module: a notebook of three Tables on known positions (a
turn against the bot, one to switch views on, one for pass-and-play) is written, opened and
run once. Each test starts its Table again from the kernel first.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .tables import (
    answered, choose, click, kernel, live_targets, out_of_view, panel, rect, restart, status, tables_notebook, target,
)

NOTEBOOK = "groves_tables_test.ipynb"
PLAY, VIEW, PASS = "groves test: a turn", "groves test: views", "groves test: pass and play"
SECRET_CARD = 6  # a summoning card East Wind (p2) holds face down

CELLS = [
    f"""
from seasons_nb.games import groves
from seasons_nb.widgets import Table

turn_start = groves.from_position(
    players=2, start=["orange", "blue"], row=[1, 15, 8, 2],
    hands=[{{"orange": 1, "white": 2}}, {{"white": 3}}])
gt = Table(turn_start, bot_plays=(1,), title={PLAY!r})
gt
""",
    f"""
secret = groves.from_position(
    players=2, cards=[[3], [{SECRET_CARD}]],
    bags=[{{"white": 6, "yellow": 1}}, {{"white": 5, "blue": 3, "green": 2}}],
    hands=[{{"white": 2, "yellow": 1}}, {{"white": 3}}])
gv = Table(secret, title={VIEW!r})
gv
""",
    f"""
gp = Table(secret, title={PASS!r})
gp
""",
    'print("cells ran")',
]


@pytest.fixture(scope="module")
def groves_nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, 3) as nb:
        yield nb


def bot_turn_by_clicks(nb, tbl, name: str) -> None:
    """Play by clicks the action the bot would choose now (and its choice button, if one is asked)."""
    clicks, words = json.loads(kernel(
        nb, f"import json; _a = {name}.bot.choose({name}.state); "
            f"print(json.dumps([list(_a.clicks), {name}.state.view(None).action_label(_a)]))"))
    for name_ in clicks:
        click(tbl, name_)
    if tbl.locator(".snb-choices button.snb-choice").count():
        choose(tbl, words)


def test_one_groves_turn_by_clicks(groves_nb):
    nb = groves_nb
    tbl = restart(nb, "gt", PLAY)
    expect(status(tbl)).to_contain_text("North Wind places a spirit")
    click(tbl, "hand.orange")  # the spirit in hand, then a grove of the realm
    expect(status(tbl)).to_contain_text(re.compile(r"Selected: (an?|\d+) orange spirits? in hand"))
    assert {"p1.f5", "tree.portal"} <= live_targets(tbl)
    click(tbl, "p1.f5")
    expect(status(tbl)).to_contain_text("take the primary reward of Hearth Grove")
    expect(target(tbl, "p1.f5")).to_have_attribute("data-label", re.compile("orange spirit is on it"))
    assert {"reward.primary", "skip.primary"} <= live_targets(tbl)
    click(tbl, "reward.primary")  # a choice of resources: buttons follow
    expect(tbl.locator(".snb-choices button.snb-choice")).to_have_count(3)
    choose(tbl, "Take 1 light")
    expect(status(tbl)).to_contain_text("take the bonus reward of Hearth Grove")
    state = json.loads(kernel(nb, "print(gt.state.to_json())"))
    assert state["players"][0]["res"]["light"] == 3
    click(tbl, "reward.bonus")
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text("North Wind collects 1 dominion.")
    expect(log).to_contain_text("East Wind places a white spirit")  # the bot answered
    expect(status(tbl)).to_contain_text("North Wind places a spirit")
    assert kernel(nb, "print(gt.state.current_player)") == "0\n"
    assert nb.dialogs == [] and nb.page_errors == []


# ---- 1. the decision area in view on a laptop --------------------------------------------------------
def test_decision_area_in_view_after_a_click(groves_nb):
    nb = groves_nb
    tbl = restart(nb, "gt", PLAY)
    assert nb.page.evaluate("() => !window.jupyterapp.shell.leftCollapsed"), "the file browser should be open"
    click(tbl, "hand.orange")
    click(tbl, "p1.f5")
    click(tbl, "reward.primary")
    buttons = tbl.locator(".snb-choices button")
    expect(buttons).to_have_count(4)  # three resources and Cancel
    height = nb.page.evaluate("() => window.innerHeight")
    for part in [status(tbl), *buttons.all()]:
        box = rect(part)
        assert 0 <= box["top"] and box["bottom"] <= height, (part, box, height)
        seen = nb.visible_box(part)
        assert seen["top"] - 0.5 <= box["top"] and box["bottom"] <= seen["bottom"] + 0.5, (part, box, seen)


def test_hand_realm_and_decision_in_view_together(groves_nb):
    """At each step of a turn the status line, Undo and Bot move and every lit target (in the hand, the realm
    or the Tree) are seen together (the width is checked by
    test_table_browser.py::test_decision_area_fits_the_output_width)."""
    nb = groves_nb
    tbl = restart(nb, "gt", PLAY)
    problems = []
    for name in ("hand.orange", "p1.f5", "reward.primary"):
        click(tbl, name)
        nb.page.wait_for_timeout(300)  # the Table brings what is to be decided into view after its own click
        problems += [f"after {name}: {p}" for p in out_of_view(nb, tbl)]
    assert problems == [], "\n".join(problems)


# ---- the View picker and pass-and-play ---------------------------------------------------------------
def views(tbl):
    return tbl.locator(".snb-views button.snb-view")


def pressed(tbl) -> list[str]:
    """The seats of the View buttons shown pressed (-1: the teacher's view)."""
    return views(tbl).evaluate_all(
        "(ns) => ns.filter((n) => n.getAttribute('aria-pressed') === 'true').map((n) => n.dataset.seat)")


def test_view_buttons_show_the_choice_and_hide_another_players_bag(groves_nb):
    nb = groves_nb
    tbl = restart(nb, "gv", VIEW, "gv.set_pass_and_play(False); gv.set_viewer(None)")
    secret_text = kernel(nb, "from seasons_nb.games.groves import components; "
                             f"print(components.SUMMONING[{SECRET_CARD}].text)").strip()
    east_bag = panel(tbl, "realm-1").locator('.snb-bag-contents[data-seat="p2"]')
    east_cards = tbl.locator('.snb-card-face[data-seat="p2"]')
    expect(views(tbl)).to_have_count(3)
    expect(views(tbl).first).to_have_text("Teacher (everything)")
    assert pressed(tbl) == ["-1"]  # the picker starts on its current choice, not blank
    expect(east_bag).to_have_count(1)
    expect(east_cards).to_have_count(1)
    assert secret_text in panel(tbl, "cards").inner_html()

    with answered(tbl):
        views(tbl).filter(has_text="North Wind").click()
    assert pressed(tbl) == ["0"]
    expect(east_bag).to_have_count(0)
    expect(east_cards).to_have_count(0)
    expect(panel(tbl, "realm-1")).to_contain_text("contents hidden")
    expect(tbl.locator('.snb-card-back[data-seat="p2"]')).to_have_count(1)
    assert secret_text not in tbl.inner_html()
    expect(tbl.locator('.snb-card-face[data-seat="p1"]')).to_have_count(1)  # your own card stays
    assert kernel(nb, "print(gv.viewer)") == "0\n"

    with answered(tbl):
        views(tbl).filter(has_text="Teacher").click()
    assert pressed(tbl) == ["-1"]
    expect(east_bag).to_have_count(1)
    assert secret_text in panel(tbl, "cards").inner_html()
    assert kernel(nb, "print(gv.viewer)") == "None\n"


def test_pass_and_play_curtain(groves_nb):
    nb = groves_nb
    tbl = restart(nb, "gp", PASS, "gp.set_pass_and_play(False); gp.set_viewer(None)")
    secret_text = kernel(nb, "from seasons_nb.games.groves import components; "
                             f"print(components.SUMMONING[{SECRET_CARD}].text)").strip()
    switch = tbl.locator(".snb-views button.snb-switch.snb-pass")
    expect(switch).to_have_attribute("role", "switch")
    expect(switch).to_have_attribute("aria-checked", "false")
    curtain = tbl.locator(".snb-curtain")
    expect(curtain).to_be_hidden()

    with answered(tbl):
        switch.click()
    expect(switch).to_have_attribute("aria-checked", "true")
    expect(curtain).to_be_visible()
    ready = curtain.locator("button.snb-ready")
    expect(ready).to_have_text(re.compile(r"Pass to North Wind\b.*ready"))
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)  # nothing behind the curtain
    assert tbl.locator(".snb-stage svg").count() == 0 and secret_text not in tbl.inner_html()
    assert pressed(tbl) == []  # the current choice is pass-and-play, not a fixed view

    with answered(tbl):
        ready.click()
    expect(curtain).to_be_hidden()
    expect(panel(tbl, "hand")).to_be_visible()
    expect(tbl.locator('.snb-bag-contents[data-seat="p2"]')).to_have_count(0)  # North Wind's eyes
    expect(tbl.locator('.snb-bag-contents[data-seat="p1"]').first).to_be_attached()
    assert secret_text not in tbl.inner_html()
    assert kernel(nb, "print(gp.viewer, gp.curtain)") == "0 None\n"

    for _ in range(8):  # North Wind's turn, by clicks, up to the hand-over
        if kernel(nb, "print(gp.state.current_player)") != "0\n":
            break
        bot_turn_by_clicks(nb, tbl, "gp")
    expect(ready).to_have_text(re.compile(r"Pass to East Wind\b"))
    expect(curtain).to_be_visible()
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)
    with answered(tbl):
        ready.click()
    expect(tbl.locator('.snb-bag-contents[data-seat="p1"]')).to_have_count(0)  # now East Wind's eyes
    expect(tbl.locator('.snb-bag-contents[data-seat="p2"]').first).to_be_attached()
    assert kernel(nb, "print(gp.viewer)") == "1\n"
    assert live_targets(tbl), "East Wind can play"

    with answered(tbl):  # the teacher's view is a deliberate step: its own curtain, then it ends pass-and-play
        views(tbl).filter(has_text="Teacher").click()
    expect(ready).to_have_text(re.compile(r"^Teacher's view: every seat's hidden cards will show"))
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)
    assert secret_text not in tbl.inner_html()
    with answered(tbl):
        ready.click()
    assert pressed(tbl) == ["-1"]
    expect(switch).to_have_attribute("aria-checked", "false")
    assert secret_text in panel(tbl, "cards").inner_html()
