"""A Groves Table in a real JupyterLab: one turn by clicks, and the player/teacher view switch.

One page and one kernel serve the module: a small notebook with two Tables on known
positions (one to play, one to switch views on) is written, opened and run once.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .lab import opened_notebook

NOTEBOOK = "groves_browser_test.ipynb"
PLAY = "groves browser test: a turn"
VIEW = "groves browser test: views"
SECRET_CARD = 6  # "draw green and blue together", held face down by East Wind (p2)

SETUP = f"""
from seasons_nb.games import groves
from seasons_nb.widgets import Table

turn_start = groves.from_position(
    players=2, start=["orange", "blue"], row=[1, 15, 8, 2],
    hands=[{{"orange": 1, "white": 2}}, {{"white": 3}}])
gt = Table(turn_start, bot_plays=(1,), title={PLAY!r})
gt
"""

VIEWS = f"""
secret = groves.from_position(
    players=2, cards=[[3], [{SECRET_CARD}]],
    bags=[{{"white": 6, "yellow": 1}}, {{"white": 5, "blue": 3, "green": 2}}],
    hands=[{{"white": 2, "yellow": 1}}, {{"white": 3}}])
gv = Table(secret, title={VIEW!r})
gv
"""


@pytest.fixture(scope="module")
def groves_nb(chromium, lab):
    lab.write_notebook(NOTEBOOK, [SETUP, VIEWS, 'print("cells ran")'])
    with opened_notebook(chromium, lab, NOTEBOOK) as nb:
        nb.run_all()
        nb.wait_executed(timeout=90)
        nb.wait_for(".snb-table")
        yield nb


def table(nb, title: str):
    return nb.page.locator(".snb-table").filter(has_text=title)


def panel(tbl, name: str):
    return tbl.locator(f".snb-panel-{name}")


def target(tbl, name: str, t: str):
    return panel(tbl, name).locator(f'.snb-picture [data-target="{t}"]')


def kernel(nb, code: str) -> str:
    out = nb.run_in_kernel(code)
    assert not re.search(r"^\w+(Error|Exception|Action): ", out, re.M), out
    return out


def test_one_groves_turn_by_clicks(groves_nb):
    nb = groves_nb
    tbl = table(nb, PLAY)
    status = panel(tbl, "hand").locator(".snb-status")
    expect(status).to_contain_text("North Wind places a spirit")
    # the spirit in hand, then a grove of the realm
    spirit = target(tbl, "hand", "hand.orange")
    expect(spirit).to_have_class(re.compile(r"\bsnb-clickable\b"))
    spirit.click()
    expect(status).to_contain_text(re.compile(r"Selected: (an?|\d+) orange spirits? in hand"))
    grove = target(tbl, "realm-0", "p1.f5")
    expect(grove).to_have_class(re.compile(r"\bsnb-clickable\b"))
    expect(target(tbl, "tree", "tree.bonus")).to_have_class(re.compile(r"\bsnb-clickable\b"))
    grove.click()
    # the reward: take (a choice, so buttons follow) or skip
    expect(status).to_contain_text("take the primary reward of Hearth Grove")
    expect(target(tbl, "realm-0", "p1.f5")).to_have_attribute("data-label", re.compile("orange spirit is on it"))
    take = target(tbl, "hand", "reward.primary")
    expect(take).to_have_class(re.compile(r"\bsnb-clickable\b"))
    expect(target(tbl, "hand", "skip.primary")).to_have_class(re.compile(r"\bsnb-clickable\b"))
    take.click()
    light = tbl.locator(".snb-choice", has_text="Take 1 light")
    expect(light).to_be_visible()
    expect(tbl.locator(".snb-choice")).to_have_count(3)
    light.click()
    expect(status).to_contain_text("take the bonus reward of Hearth Grove")
    state = json.loads(kernel(nb, "print(gt.state.to_json())"))
    assert state["players"][0]["res"]["light"] == 3
    assert state["pending"][:3] == ["reward", "bonus", 0]
    target(tbl, "hand", "reward.bonus").click()
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text("North Wind collects 1 dominion.")
    expect(log).to_contain_text("East Wind places a white spirit")  # the bot answered
    expect(status).to_contain_text("North Wind places a spirit (in hand: 2 white)")
    out = kernel(nb, "print(gt.match.step, gt.state.p[0].res, gt.state.current_player)")
    step, rest = out.split(" ", 1)
    assert int(step) >= 4 and rest.startswith("(2, 3, 2, 1, 1)") and rest.strip().endswith("0")
    assert nb.dialogs == []


def test_view_switch_hides_another_players_bag_and_cards(groves_nb):
    nb = groves_nb
    tbl = table(nb, VIEW)
    secret_text = kernel(nb, f"from seasons_nb.games.groves import components; print(components.SUMMONING[{SECRET_CARD}].text)").strip()
    east_bag = panel(tbl, "realm-1").locator('.snb-bag-contents[data-seat="p2"]')
    east_cards = tbl.locator('.snb-card-face[data-seat="p2"]')
    expect(east_bag).to_have_count(1)
    expect(east_cards).to_have_count(1)
    assert secret_text in panel(tbl, "cards").inner_html()

    picker = tbl.locator(".widget-dropdown select")
    picker.select_option(label="North Wind")
    expect(east_bag).to_have_count(0)
    expect(east_cards).to_have_count(0)
    expect(panel(tbl, "realm-1")).to_contain_text("contents hidden")
    expect(tbl.locator('.snb-card-back[data-seat="p2"]')).to_have_count(1)
    html = tbl.inner_html()
    assert secret_text not in html and "snb-bag-contents\" data-seat=\"p2\"" not in html
    expect(tbl.locator('.snb-card-face[data-seat="p1"]')).to_have_count(1)  # your own card stays
    assert kernel(nb, "print(gv.viewer)") == "0\n"

    picker.select_option(label="Teacher (everything)")
    expect(east_bag).to_have_count(1)
    expect(east_cards).to_have_count(1)
    assert secret_text in panel(tbl, "cards").inner_html()
    assert kernel(nb, "print(gv.viewer)") == "None\n"
