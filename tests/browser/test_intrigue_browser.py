"""Seasons of Intrigue in a real JupyterLab on a laptop screen (1366×768, file browser open).

One page and one kernel serve the module: a notebook of three Tables (a season from a teaching position
against the bot, with the hidden planning and a combat; a pass-and-play Table of two people; a busy
4-player table) is written, opened and run once. Each test starts its Table again from the kernel first,
so the tests do not depend on each other's order. What the bot does is read back from the kernel.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .tables import (
    answered, click, kernel, legal_first_clicks, live_targets, names_shown, outside, panel, pass_and_play_on, rect,
    restart, status, tables_notebook,
)

NOTEBOOK = "intrigue_tables_test.ipynb"
SEASON, PASS, BUSY = "intrigue test: a season", "intrigue test: pass and play", "intrigue test: four players"

#: spring of year 1: Aster (p1) has a unit on e2 next to Birch's on e3 (Birch also holds e4 and i1, so his
#: unit stays to defend e3); both still have to plan
START = """intrigue.from_position(
    players=2, seed=3, year=1, season=0, order=["p1", "p2"], workers=[["s1", "b6"], ["f1", "h6"]],
    hands=[["c7", "x1"], ["c1"]], gold=[5, 5], units={"e2": [1, 0], "e3": [0, 1], "e4": [0, 1], "i1": [0, 1]})"""

CELLS = [
    f"""
from seasons_nb.games import intrigue
from seasons_nb.widgets import Table

# Aster plans, acts first and attacks; the bot plays Birch
season = Table({START}, bot_plays=(1,), title={SEASON!r})
season
""",
    f"""
# two people at one screen: the planned workers stay face down until both have planned
hidden = Table({START}, title={PASS!r})
hidden
""",
    f"""
# year 2, summer, four players (three bots): everyone's worker revealed, Aster acts first
busy = Table(intrigue.from_position(
    players=4, seed=7, year=2, season=1, order=["p1", "p3", "p2", "p4"], planned=["s1", "h3", "f2", "b3"],
    workers=[["b4", "h5"], ["s2", "h1"], ["f3", "s5"], ["b2", "h6"]],
    hands=[["x8", "c7", "x3", "c2"], ["c1"], ["x1", "c9"], ["x12"]], gold=[7, 4, 9, 3],
    influence=[{{"sun": 3, "bloom": 2}}, {{"harvest": 4}}, {{"frost": 2}}, {{"bloom": 5}}],
    units={{"e2": [2, 0, 0, 0], "e3": [0, 1, 0, 0], "i1": [1, 0, 0, 0], "e7": [0, 0, 2, 0], "e10": [0, 0, 0, 1],
           "i3": [0, 0, 1, 0]}},
    goods={{"e2": 2}}, buildings={{"i1": 0}}, upgrades=[{{"u1": "revealed"}}, {{}}, {{}}, {{}}]),
    bot_plays=(1, 2, 3), title={BUSY!r})
busy
""",
    'print("cells ran")',
]
#: Aster's workers and hand, Birch's workers and hand (names as drawn)
ASTER = ("Sunlance Captain", "Dew Page", "Cavalry Charge", "Whispered Counsel")
BIRCH = ("Rimeguard Marshal", "Gleaner Page", "Shield Wall")


@pytest.fixture(scope="module")
def intrigue_nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, 3) as nb:
        yield nb


def _state(nb, name: str, expr: str):
    """``expr`` (Python, about ``s``, the Table's state) as JSON from the kernel."""
    return json.loads(kernel(nb, f"import json; s = {name}.state; print(json.dumps({expr}))"))


def _lit_as_legal(nb, tbl, name: str) -> None:
    """The lit targets are exactly the first clicks of the legal actions (read from the kernel)."""
    assert live_targets(tbl) == set(legal_first_clicks(nb, name))


# ---- a season against the bot: hidden planning, an attack and its combat -------------------------------------------
def test_a_season_with_planning_and_a_combat_by_clicks(intrigue_nb):
    nb = intrigue_nb
    tbl = restart(nb, "season", SEASON)
    log = tbl.locator(".snb-log")
    expect(status(tbl)).to_contain_text("Year 1, spring: Aster, place a worker face down.")
    assert live_targets(tbl) == {"worker.s1", "worker.b6"}
    expect(panel(tbl, "decision")).to_contain_text("Aster decides")

    click(tbl, "worker.s1")  # face down; the bot plans Birch's, then both are revealed and Aster acts first
    expect(log).to_contain_text("Aster places a worker face down.")
    expect(log).to_contain_text("Birch places a worker face down.")
    revealed = _state(nb, "season", "[intrigue.components.WORKERS[w].name for w in s.planned]")
    assert revealed[0] == "Sunlance Captain" and revealed[1] in BIRCH
    expect(log).to_contain_text(f"The workers are revealed: Aster Sunlance Captain; Birch {revealed[1]}.")
    expect(status(tbl)).to_contain_text("Year 1, spring: Aster's Sunlance Captain acts (power 3): choose Politics, "
                                        "Civil, Combat or Trade.")
    assert {"act.politics", "act.civil", "act.combat", "act.trade", "choice.done"} <= live_targets(tbl)
    _lit_as_legal(nb, tbl, "season")

    click(tbl, "act.combat")  # three steps: deploy to an empty edge land, or move
    expect(status(tbl)).to_contain_text("Year 1, spring: Aster, combat with 3 steps left, or done.")
    lit = live_targets(tbl)
    assert {"land.e2", "land.e5", "choice.done"} <= lit and not {"land.e3", "land.e4"} & lit  # Birch's lands
    _lit_as_legal(nb, tbl, "season")
    click(tbl, "land.e2")  # Aster's unit: then where it goes
    expect(status(tbl)).to_contain_text("Selected: e2")
    assert live_targets(tbl) == {"land.e1", "land.e3", "land.i1"}
    click(tbl, "land.e3")  # into Birch's land: a combat this season
    expect(log).to_contain_text("Aster moves a unit from e2 to e3.")
    expect(status(tbl)).to_contain_text("Aster, combat with 2 steps left, or done.")
    assert _state(nb, "season", "[s.units[1], s.units[2], s.act.steps]") == [[0, 0], [1, 1], 2]

    click(tbl, "choice.done")  # Aster's action ends; the bot acts with Birch; then the combat on e3
    expect(log).to_contain_text("Aster's action ends; their Court of the Sun influence rises.")
    expect(log).to_contain_text("Combat on e3: Aster attacks Birch.")
    expect(status(tbl)).to_contain_text("combat on e3: Aster attacks Birch. Aster: play a card for a side, or pass.")
    assert live_targets(tbl) == {"card.c7", "choice.pass"}
    expect(panel(tbl, "decision")).to_contain_text("Combat on e3:")
    battle = _state(nb, "season", "[s.battle.attacker, s.battle.defender, s.side_power(0, 2)[2], "
                                  "s.side_power(1, 2)[2]]")
    assert battle[:2] == [0, 1]

    click(tbl, "card.c7")  # the Cavalry Charge (+2), then the side it helps
    expect(status(tbl)).to_contain_text("Selected: Cavalry Charge")
    assert live_targets(tbl) == {"seat.1"}
    click(tbl, "seat.1")  # Aster's card limit is reached; Birch (the bot) plays or passes; the combat is fought
    expect(log).to_contain_text("Aster plays Cavalry Charge (+2) for Aster.")
    expect(log).to_contain_text(re.compile(r"Aster \d+ against Birch \d+: Aster wins\."))
    expect(log).to_contain_text("Birch loses 1 unit to the graveyard; the combat tokens are exchanged.")
    expect(status(tbl)).to_contain_text("Year 1, summer: Aster, place a worker face down.")
    assert live_targets(tbl) == {"worker.b6"}
    end = _state(nb, "season", "[s.phase, s.season, s.units[2], [list(v) for v in s.victories], "
                               "[list(v) for v in s.defeats], s.graveyard, s.won, s.influence[0][1]]")
    assert end == ["plan", 1, [1, 0], [[1], []], [[], [0]], [0, 1], [True, False], 1]
    assert nb.dialogs == [] and nb.page_errors == []


# ---- pass-and-play: the curtain and the planned workers face down --------------------------------------------------
def test_pass_and_play_planning_keeps_workers_hidden(intrigue_nb):
    nb = intrigue_nb
    tbl = restart(nb, "hidden", PASS, "hidden.set_pass_and_play(False); hidden.set_viewer(None)")
    curtain, ready = pass_and_play_on(tbl, "Aster")

    def named() -> set[str]:
        """The worker and card names of either player found anywhere in the Table's DOM."""
        return names_shown(tbl, ASTER + BIRCH)

    assert tbl.locator(".snb-stage svg").count() == 0 and named() == set()
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Year 1, spring: Aster, place a worker face down.")
    assert named() == set(ASTER)  # Aster's workers and hand, nothing of Birch's
    assert live_targets(tbl) == {"worker.s1", "worker.b6"}

    click(tbl, "worker.s1")  # planned face down: the curtain names Birch, nothing shows behind it
    expect(curtain).to_be_visible()
    expect(ready).to_have_text(re.compile(r"Pass to Birch\b.*ready"))
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)
    assert tbl.locator(".snb-stage svg").count() == 0 and named() == set()
    assert kernel(nb, "print(hidden.state.seat, hidden.curtain)") == "1 1\n"
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Year 1, spring: Birch, place a worker face down.")
    expect(panel(tbl, "decision")).to_contain_text("Birch decides")
    assert named() == set(BIRCH)  # Birch's own; Aster's planned Sunlance Captain stays face down
    expect(panel(tbl, "players")).to_contain_text("face down")
    expect(tbl.locator(".snb-log")).to_contain_text("Aster places a worker face down.")
    assert live_targets(tbl) == {"worker.f1", "worker.h6"}

    click(tbl, "worker.f1")  # both planned: revealed together; Aster acts first, so the curtain names Aster
    expect(ready).to_have_text(re.compile(r"Pass to Aster\b"))
    assert named() <= {"Sunlance Captain", "Rimeguard Marshal"}  # the two revealed workers are public now
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Year 1, spring: Aster's Sunlance Captain acts (power 3)")
    expect(tbl.locator(".snb-log")).to_contain_text(
        "The workers are revealed: Aster Sunlance Captain; Birch Rimeguard Marshal.")
    # revealed now: both planned workers may show; Birch's other worker and hand still do not
    assert named() & set(BIRCH) <= {"Rimeguard Marshal"}
    assert kernel(nb, "print(hidden.viewer, hidden.state.phase, hidden.state.planned)") == "0 act (6, 18)\n"
    assert nb.dialogs == [] and nb.page_errors == []


# ---- the decision area, the map and the status line in view ---------------------------------------------------------
def test_decision_map_and_status_in_view(intrigue_nb):
    nb = intrigue_nb
    tbl = restart(nb, "busy", BUSY)
    assert nb.page.evaluate("() => !window.jupyterapp.shell.leftCollapsed"), "the file browser should be open"
    problems = []
    for step in ("start", "act.combat"):  # then the lands to deploy to or move from light up
        if step != "start":
            click(tbl, step)
            expect(status(tbl)).to_contain_text("Aster, combat with 4 steps left, or done.")
        parts = {"status": status(tbl), "decision area": tbl.locator(".snb-decision"),
                 "decision panel": panel(tbl, "decision"), "map": panel(tbl, "map")}
        cards = tbl.locator('.snb-panel[data-panel="decision"] [data-target^="card."]')
        parts.update({f"card {k}": cards.nth(k) for k in range(cards.count())})
        for part, where in parts.items():
            out = outside(rect(where), nb.visible_box(where))
            if out:
                problems.append(f"after {step}: {part} {out}")
        # the decision panel and the map side by side, drawn at full size (9 px text stays 9 px)
        dec, land = rect(panel(tbl, "decision")), rect(panel(tbl, "map"))
        if abs(dec["top"] - land["top"]) > 1 or dec["right"] > land["left"]:
            problems.append(f"after {step}: decision {dec}, map {land}")
        for name, width in (("decision", 400), ("map", 490)):
            shown = panel(tbl, name).locator("svg").first.evaluate("(n) => n.getBoundingClientRect().width")
            if shown < width - 0.5:
                problems.append(f"after {step}: the {name} panel is drawn {shown:.0f} px wide, not {width}")
    assert cards.count() == 4
    assert {"land.e2", "land.i1", "land.e4"} <= live_targets(tbl)
    assert problems == []
