"""Solstice Tables in a real JupyterLab on a laptop screen (1366×768, file browser open).

One page and one kernel serve the module: a notebook of three Tables on teaching positions
with rigged dice (a turn with a battle against the bot, one for pass-and-play, eight players
in teams) is written, opened and run once. Each test starts its Table again from the kernel
first, so the tests do not depend on each other's order.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .tables import (
    answered, click, kernel, live_targets, outside, panel, pass_and_play_on, rect, restart, status, tables_notebook,
)

NOTEBOOK = "solstice_tables_test.ipynb"
TURN, PASS, EIGHT = "solstice test: a battle", "solstice test: pass and play", "solstice test: eight players"

CELLS = [
    f"""
from seasons_nb.games import solstice
from seasons_nb.games.solstice import teach
from seasons_nb.widgets import Table

# Aster (p1, Blaze Captain) on space 2, Birch (p2, Frostfang Reaver, the bot) on space 5, a Flip
# space of piece 2 (Winter). The die shows 3 (Aster lands on Birch), then 6, 1, 6, 1, 6: whether
# Birch tries to escape (6 against 1: it fails, then 6 against 1 in the battle) or defends (6
# against 1), Aster wins, and Birch's own turn starts with a 6 (space 11, a Flip space).
battle = teach.rigged(teach.face_off(
    characters=["blaze", "frostfang"], equipped=[[], ["w6", "a6"]], kept=[[], ["t7"]],
    pieces="SWSSWWWW", top=["t1"]), 3, 6, 1, 6, 1, 6)
st = Table(battle, bot_plays=(1,), title={TURN!r})
st
""",
    f"""
# The same place, both seats human: Aster lands on Birch and attacks, Birch defends and wins
# (1 against 6), flees to space 6 (a Discard space) and fans three items for Aster to pick blind.
duel = teach.rigged(teach.face_off(
    characters=["blaze", "frostfang"], equipped=[["w5"], ["w6", "a6"]], kept=[["t6"], ["t7"]],
    pieces="SWSSWWWW"), 3, 1, 6)
sp = Table(duel, title={PASS!r})
sp
""",
    f"""
eight = teach.rigged(solstice.from_position(
    players=8, mode="team", spaces=[2, 5, 9, 5, 17, 21, 25, 29], lapped=True,
    equipped=[["w5"], ["w6", "a6"], [], ["b6"], ["a5"], [], ["w9", "b5"], []],
    kept=[["t6"], ["t7"], [], [], [], ["t11"], [], []]), 3)
s8 = Table(eight, title={EIGHT!r})
s8
""",
    'print("cells ran")',
]
FAN_CARDS = ("w6", "a6", "t7")  # Birch's items, fanned face down for Aster
CARD_NAMES = ("Frostbite Axe", "Frostweave Cloak", "Frost Crown")


@pytest.fixture(scope="module")
def solstice_nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, 3) as nb:
        yield nb


# ---- a turn with a battle, against the bot ---------------------------------------------------------------
def test_a_turn_with_a_battle_by_clicks(solstice_nb):
    nb = solstice_nb
    tbl = restart(nb, "st", TURN)
    expect(status(tbl)).to_contain_text("Turn 1: Aster rolls the die.")
    assert live_targets(tbl) == {"die"}
    expect(panel(tbl, "decision")).to_contain_text("Aster decides")

    click(tbl, "die")  # 3: from space 2 onto Birch on space 5
    expect(status(tbl)).to_contain_text("Aster rolled 3. Aster may attack Birch on space 5 (Flip, Winter piece 2), "
                                        "or not attack.")
    expect(panel(tbl, "decision").locator('[data-die="3"]')).to_contain_text("Aster: 3")  # the die, drawn
    assert live_targets(tbl) == {"seat.2", "choice.none"}
    expect(tbl.locator(".snb-log")).to_contain_text("Aster rolls 3 and moves from space 2 to space 5")

    click(tbl, "seat.2")  # the bot answers for Birch at once; the rigged dice give Aster the battle
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text("Aster attacks Birch.")
    expect(log).to_contain_text(re.compile(r"Birch (defends|tries to escape)\."))
    expect(log).to_contain_text("Aster wins the battle.")
    expect(status(tbl)).to_contain_text("Aster: take one of Birch's items.")
    assert live_targets(tbl) == {"item.w6", "item.a6", "item.t7"}  # Birch's items, in the players panel
    assert all(panel(tbl, "players").locator(f'[data-target="item.{c}"]').count() == 1 for c in FAN_CARDS)

    click(tbl, "item.t7")  # the Frost Crown, a trinket: Aster keeps it and follows the Flip space
    expect(log).to_contain_text("Aster takes the Frost Crown (trinket, 2 diamonds) from Birch.")
    expect(status(tbl)).to_contain_text("Aster: flip your piece (piece 2, now Winter) or an equipped item.")
    assert live_targets(tbl) == {"piece.2", "item.w6", "item.a6"}
    expect(panel(tbl, "players").locator('[data-target="item.t7"]')).to_have_attribute(
        "data-label", re.compile("kept by Aster"))

    click(tbl, "piece.2")  # to Summer; then the bot plays Birch's turn (a 6: space 11, a Flip space)
    expect(log).to_contain_text("Aster flips piece 2 to Summer")
    expect(log).to_contain_text("Birch rolls 6 and moves from space 5 to space 11")
    expect(status(tbl)).to_contain_text("Birch rolled 6. Turn 3: Aster rolls the die.")
    assert live_targets(tbl) == {"die"}
    end = json.loads(kernel(nb, "import json; _s = st.state; print(json.dumps([_s.current_player, _s.turn, "
                                "list(_s.player(0).kept), list(_s.player(1).kept), _s.player(1).space, "
                                "teach.ring(_s)[:2], _s.player(0).vp, _s.player(1).vp]))"))
    assert end == [0, 3, ["t7"], [], 11, "SS", 2, 2]
    expect(panel(tbl, "ring").locator('[data-target="piece.2"]')).to_have_attribute(
        "data-label", re.compile(r"piece 2, Summer"))
    assert nb.dialogs == [] and nb.page_errors == []


# ---- pass-and-play: decisions out of turn ------------------------------------------------------------
def test_pass_and_play_curtain_for_the_defender_and_the_blind_pick(solstice_nb):
    nb = solstice_nb
    tbl = restart(nb, "sp", PASS, "sp.set_pass_and_play(False); sp.set_viewer(None)")
    curtain, ready = pass_and_play_on(tbl, "Aster")
    with answered(tbl):
        ready.click()
    click(tbl, "die")
    click(tbl, "seat.2")  # Aster attacks: Birch decides, during Aster's turn

    expect(curtain).to_be_visible()
    expect(ready).to_have_text(re.compile(r"Pass to Birch\b.*ready"))
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)  # nothing behind the curtain
    assert tbl.locator(".snb-stage svg").count() == 0
    assert kernel(nb, "print(sp.state.current_player, sp.state.seat, sp.curtain)") == "1 0 1\n"
    with answered(tbl):
        ready.click()
    expect(curtain).to_be_hidden()
    expect(status(tbl)).to_contain_text("Birch: Aster attacks! Defend, or try to escape?")
    assert live_targets(tbl) == {"choice.escape", "choice.defend"}
    expect(panel(tbl, "decision")).to_contain_text("Birch decides")
    assert kernel(nb, "print(sp.viewer)") == "1\n"

    click(tbl, "choice.defend")  # 1 against 6: Birch wins and answers again (no curtain: the same seat)
    expect(curtain).to_be_hidden()
    expect(status(tbl)).to_contain_text("Birch won the battle: counter-attack Aster, or flee")
    assert live_targets(tbl) == {"choice.counter", "choice.flee"}

    click(tbl, "choice.flee")  # to space 6, a Discard space: Birch fans three items, Aster picks blind
    expect(ready).to_have_text(re.compile(r"Pass to Aster\b"))
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)
    fan = json.loads(kernel(nb, "import json; from seasons_nb.games.solstice.components import CARDS; "
                                "print(json.dumps([CARDS[c].id for c in sp.state.fan]))"))
    assert sorted(fan) == sorted(FAN_CARDS)
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Aster: pick one of Birch's 3 face-down items to discard.")
    assert live_targets(tbl) == {"fan.1", "fan.2", "fan.3"}
    decision = panel(tbl, "decision")
    expect(decision.locator(".snb-clickable")).to_have_count(3)
    fanned = tbl.locator("[data-target^='fan.']")
    assert fanned.evaluate_all("(ns) => ns.map((n) => n.dataset.label)") == [
        f"face-down card {k} of 3" for k in (1, 2, 3)]
    # the fan is face down: the decision area's words, targets and labels name no card of it (the same
    # items lie face up in the players panel, as items do, but nothing says which fanned card is which)
    said = decision.evaluate("""(n) => [n.textContent, ...[...n.querySelectorAll('[data-target]')].flatMap(
        (e) => [e.dataset.target, e.dataset.label, e.textContent])].join(' | ')""")
    hidden = re.compile(r"\b(%s)\b" % "|".join(FAN_CARDS + CARD_NAMES))
    assert not hidden.search(said), said
    assert not hidden.search(" ".join(fanned.evaluate_all("(ns) => ns.map((n) => n.outerHTML)")))

    first = fan[0]
    click(tbl, "fan.1")  # Birch discards the first card of the fan; Birch's turn 2 is next
    expect(tbl.locator(".snb-log")).to_contain_text(re.compile(r"Aster picks card 1: Birch discards the "))
    expect(ready).to_have_text(re.compile(r"Pass to Birch\b"))
    assert first not in json.loads(kernel(nb, "import json; _p = sp.state.player(1); "
                                              "print(json.dumps([c for c, _ in _p.equipped] + list(_p.kept)))"))
    assert nb.dialogs == [] and nb.page_errors == []


# ---- the decision area and the ring in view, 2 and 8 players -------------------------------------------
@pytest.mark.parametrize("name, title", [("sp", PASS), ("s8", EIGHT)], ids=["2 players", "8 players"])
def test_decision_area_and_ring_in_view(solstice_nb, name, title):
    nb = solstice_nb
    # pass-and-play off first: the previous test leaves it on, and then the teacher's view has its own curtain
    tbl = restart(nb, name, title, f"{name}.set_pass_and_play(False); {name}.set_viewer(None)")
    assert nb.page.evaluate("() => !window.jupyterapp.shell.leftCollapsed"), "the file browser should be open"
    problems = []
    for step in ("start", "die", "seat.2"):  # roll, then attack (or not), then the defender's buttons
        if step != "start":
            click(tbl, step)
        parts = {"status": status(tbl), "decision": panel(tbl, "decision"), "ring": panel(tbl, "ring")}
        for part, where in parts.items():
            box, seen = rect(where), nb.visible_box(where)
            out = outside(box, seen)
            if out:
                problems.append(f"after {step}: {part} {out}")
    expect(status(tbl)).to_contain_text("Birch: Aster attacks! Defend, or try to escape?")
    assert live_targets(tbl) == {"choice.escape", "choice.defend"}
    assert problems == []
