"""Seasons of Arcadia Tables in a real JupyterLab, on a laptop screen (1366×768, file browser open).

One page and one kernel serve the module: a notebook of Tables on a known position (a plain
one, an exercise, one against the bot, one with hostile names) is written, opened and run
once. Each test starts its Table again from the kernel first, so the tests do not depend on
each other's order.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from seasons_nb.core.svg import shorten
from seasons_nb.games.arcadia.render import NAME_CHARS

from .lab import LAPTOP, opened_notebook
from .tables import (MIN_CONTRAST, answered, choose, click, control, focus_ring, kernel, live_targets, outside, panel,
                     press, rect, restart, status, status_contrasts, step_text, tab_to_board, target, window_box)

NOTEBOOK = "arcadia_tables_test.ipynb"
#: Equinoxes to move; Autumn on e5 may jump the Winter lord on f5 (to g5) or step next door;
#: Spring on d4 may only step; c3 touches both, so a lord of either season may be placed there.
POSITION = {"e5": "autumn", "f5": "winter", "d4": "spring"}
E5_NEXT = {"e6", "f6", "e4", "d5", "g5"}
HOSTILE = ("<img src=x onerror=alert(1)>", "<script>alert(1)</script>x")
LIVE, EXERCISE, BOT = "test: live table", "test: exercise", "test: against the bot"
COACHED = "test: the coach (any Autumn placement wins at once)"
EVIL = "test: hostile names <img src=x onerror=alert(3)>"

CELLS = [
    f"""
from seasons_nb.games import arcadia
from seasons_nb.widgets import Exercise, Table
POSITION = {POSITION!r}
live = Table(arcadia.from_position(POSITION, players=2), title={LIVE!r})
live
""",
    f"""
capture = Exercise("Replace the Winter lord.", lambda before, action, after: after.at("f5") == "autumn")
puzzle = Table(arcadia.from_position(POSITION, players=2), exercise=capture, title={EXERCISE!r})
puzzle
""",
    f"""
botty = Table(arcadia.from_position(POSITION, players=2), bot_plays=(1,), title={BOT!r})
botty
""",
    f"""
evil = Table(arcadia.from_position(POSITION, players=2, names={HOSTILE!r}), title={EVIL!r}, bot_plays=(1,))
evil
""",
    f"""
import seasons_nb.core.search
from seasons_nb.games.arcadia.teach import scenario
seasons_nb.core.search.COACH_MARGIN = 0.01  # here the coach speaks of any move that scored better
coached = Table(scenario("eleven"), coach=True, title={COACHED!r})
coached
""",
    'print("cells ran")',
]


@pytest.fixture(scope="module")
def arcadia_nb(chromium, lab):
    """The Tables' notebook, run once, on a laptop screen with the file browser open."""
    lab.write_notebook(NOTEBOOK, CELLS)
    with opened_notebook(chromium, lab, NOTEBOOK, LAPTOP) as nb:
        nb.show_file_browser()
        nb.run_all()
        nb.wait_executed()
        assert nb.cell_errors() == []
        expect(nb.page.locator(".snb-table")).to_have_count(5)
        yield nb


def labels(nb, name: str = "live") -> dict[str, str]:
    """The plain words Python gives each target of Table ``name``'s board (``data-label``)."""
    return json.loads(kernel(nb, "import json; from seasons_nb.widgets.board import target_labels; "
                                 f"print(json.dumps(target_labels({name}.panels['board'])))"))


def shows(tbl, words: dict[str, str], *spaces: str) -> None:
    """The page's board gives ``spaces`` the words Python gave them."""
    for space in spaces:
        expect(target(tbl, space)).to_have_attribute("data-label", words[space])


def board(nb, name: str = "live") -> dict:
    return json.loads(kernel(nb, f"print({name}.state.to_json())"))["board"]


# ---- playing by clicks ------------------------------------------------------------------------------
def test_click_lord_then_highlighted_target_moves_it(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    assert {"e5", "d4", "c3"} <= live_targets(tbl) and "f5" not in live_targets(tbl)
    before = labels(nb)
    click(tbl, "e5")
    expect(status(tbl)).to_contain_text(f"Selected: {before['e5']}")
    assert live_targets(tbl) == E5_NEXT
    assert kernel(nb, "print(live.clicks)") == "['e5']\n"
    click(tbl, "g5")
    after = labels(nb)
    assert after["g5"] != before["g5"] and after["f5"] != before["f5"]
    shows(tbl, after, "e5", "f5", "g5")
    expect(tbl.locator(".snb-log")).to_contain_text("Autumn jumps e5→g5")
    expect(step_text(tbl)).to_have_text("step 1 of 1")
    assert board(nb) == {"d4": "spring", "f5": "autumn", "g5": "autumn"}


def test_a_selection_patches_the_drawn_board_in_place(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    svg = tbl.locator(".snb-panel svg").first
    svg.evaluate("node => { node.snbMark = true; }")
    click(tbl, "e5")
    expect(status(tbl)).to_contain_text("Selected:")
    assert svg.evaluate("node => node.snbMark === true")  # the same drawing, not drawn again
    drawn = svg.evaluate("""node => Object.fromEntries([...node.querySelectorAll('[data-target]')].map(
        (n) => [n.dataset.target, [...n.classList].filter((c) => c !== 'snb-clickable').join(' ')]))""")
    python = json.loads(kernel(nb, "import json, re; print(json.dumps(dict((t, c) for c, t in re.findall("
                                   "r'<g class=\"([^\"]*)\" data-target=\"([^\"]*)\"', live.panels['board']))))"))
    assert drawn == python and "snb-sel" in drawn["e5"]


def test_illegal_click_shows_the_rule(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    with answered(tbl, timeout=1.5):
        target(tbl, "a1").click()
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-error\b"))
    expect(status(tbl)).to_contain_text("[arcadia.place.adjacent — Seasons of Arcadia rulebook, Actions: Place]")
    heard = status(tbl).get_attribute("data-heard") or "0"
    target(tbl, "a1").click()  # the same refusal again: the status line shows it was heard
    expect(status(tbl)).to_have_attribute("data-heard", str(int(heard) + 1))
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-heard\b"))
    with answered(tbl):
        target(tbl, "f5").click()  # the opponent's lord
    expect(status(tbl)).to_contain_text("arcadia.turn.own_lords")
    assert board(nb) == POSITION


def test_wrong_second_click_shows_the_rule(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    click(tbl, "e5")
    with answered(tbl):
        kernel(nb, "live.click('a1')")  # a second click the rules forbid (sent from code: a1 is not lit)
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-error\b"))
    expect(status(tbl)).to_contain_text("arcadia.jump.landing")
    assert live_targets(tbl) >= {"e5", "d4", "c3"}  # the selection is cleared
    assert board(nb) == POSITION


def test_choice_buttons_play_and_cancel(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    click(tbl, "c3")
    choices = tbl.locator(".snb-choices button.snb-choice")
    expect(choices).to_have_count(2)
    expect(tbl.locator(".snb-choices button.snb-cancel")).to_be_visible()
    with answered(tbl):
        tbl.locator(".snb-choices button.snb-cancel").click()
    expect(choices).to_have_count(0)
    click(tbl, "c3")
    choose(tbl, "Autumn")
    assert board(nb)["c3"] == "autumn"
    shows(tbl, labels(nb), "c3")


# ---- 1. the decision area in view on a laptop --------------------------------------------------------
def test_decision_area_in_view_after_a_click(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    assert nb.page.evaluate("() => !window.jupyterapp.shell.leftCollapsed"), "the file browser should be open"
    click(tbl, "c3")  # two seasons could be placed there: choice buttons
    buttons = tbl.locator(".snb-choices button")
    expect(buttons).to_have_count(3)
    height = nb.page.evaluate("() => window.innerHeight")
    for part in [status(tbl), *buttons.all()]:
        box = rect(part)
        assert 0 <= box["top"] and box["bottom"] <= height, (part, box, height)
        seen = nb.visible_box(part)  # and not hidden under the notebook's bottom edge
        assert seen["top"] - 0.5 <= box["top"] and box["bottom"] <= seen["bottom"] + 0.5, (part, box, seen)
    # the decision area sits right under the board
    assert abs(rect(tbl.locator(".snb-decision"))["top"] - rect(panel(tbl, "board"))["bottom"]) < 20


def test_decision_area_fits_the_output_width(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    click(tbl, "c3")
    expect(tbl.locator(".snb-choices button")).to_have_count(3)
    for part in [tbl.locator(".snb-decision"), *tbl.locator(".snb-choices button").all()]:
        assert outside(rect(part), nb.visible_box(part)) == [], part
    assert nb.page.evaluate("(n) => n.closest('.jp-OutputArea-output').scrollLeft", tbl.element_handle()) == 0


# ---- 6. an exercise: a rejected move leaves nothing to redo ---------------------------------------------
def test_exercise_rejected_move_cannot_be_redone(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "puzzle", EXERCISE)
    expect(tbl.locator(".snb-head .snb-task")).to_have_text("Task: Replace the Winter lord.")
    expect(control(tbl, "bot")).to_contain_text("Hint")
    # words and symbols that ordinary text fonts draw: nothing here needs an emoji font
    shown = tbl.locator(".snb-head, .snb-controls").evaluate_all("(ns) => ns.map((n) => n.textContent).join(' ')")
    assert not re.search("[\U0001F000-\U0001FFFF]", shown), shown
    click(tbl, "e5")
    click(tbl, "e6")  # legal, but it replaces nothing
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-error\b"))
    expect(status(tbl)).to_contain_text("does not do what is asked")
    shows(tbl, labels(nb, "puzzle"), "e5", "e6")
    assert board(nb, "puzzle") == POSITION
    expect(control(tbl, "redo")).to_be_disabled()
    expect(control(tbl, "undo")).to_be_disabled()
    expect(step_text(tbl)).to_have_text("step 0 of 0")
    assert kernel(nb, "print(len(puzzle.match), puzzle.match.can_redo)") == "1 False\n"
    press(tbl, "bot")  # a hint: plays nothing
    expect(status(tbl)).to_contain_text("Hint:")
    assert kernel(nb, "print(puzzle.match.step, puzzle.solved)") == "0 False\n"
    click(tbl, "e5")
    click(tbl, "g5")
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-success\b"))
    expect(control(tbl, "redo")).to_be_disabled()


# ---- 7. undo and redo against a bot ----------------------------------------------------------------------
def test_redo_replays_the_human_action_and_the_bots_answers(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "botty", BOT)
    click(tbl, "e5")
    click(tbl, "g5")
    click(tbl, "d4")
    click(tbl, "c4")
    click(tbl, "c3")  # the turn's last action: the bot (Solstices) answers with its three
    choose(tbl, "Autumn")
    expect(step_text(tbl)).to_have_text("step 6 of 6")
    end = kernel(nb, "print(botty.state.to_json())")
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text("Turn 2: Solstices.")
    press(tbl, "undo")  # back to the human decision before the bot's answers
    expect(step_text(tbl)).to_have_text("step 2 of 6")
    assert kernel(nb, "print(botty.match.step, botty.state.current_player)") == "2 0\n"
    expect(control(tbl, "redo")).to_be_enabled()
    press(tbl, "redo")  # the human's action and the bot's three answers
    expect(step_text(tbl)).to_have_text("step 6 of 6")
    expect(control(tbl, "redo")).to_be_disabled()
    expect(log).to_contain_text("Turn 2: Solstices.")
    assert kernel(nb, "print(botty.state.to_json())") == end
    assert kernel(nb, "print(botty.state.current_player)") == "0\n"  # the human's turn again, not the bot's


# ---- 8. the history slider's keys --------------------------------------------------------------------------
def test_slider_end_and_home_keys_after_moves_were_added(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    start = labels(nb)
    slider = tbl.locator(".snb-history input.snb-slider[type=range]")
    slider.focus()  # the slider exists before the moves are added
    click(tbl, "e5")
    click(tbl, "g5")
    click(tbl, "d4")
    click(tbl, "c4")
    expect(step_text(tbl)).to_have_text("step 2 of 2")
    expect(slider).to_have_attribute("max", "2")
    slider.focus()
    with answered(tbl):
        nb.page.keyboard.press("Home")
    expect(step_text(tbl)).to_have_text("step 0 of 2")
    shows(tbl, start, "e5", "g5", "d4", "c4")
    assert kernel(nb, "print(live.match.step, len(live.match))") == "0 3\n"
    with answered(tbl):
        nb.page.keyboard.press("End")
    expect(step_text(tbl)).to_have_text("step 2 of 2")
    expect(slider).to_have_value("2")
    assert kernel(nb, "print(live.match.step, len(live.match))") == "2 3\n"
    # the next move goes on from the end: nothing of the game is dropped
    click(tbl, "c3")
    choose(tbl, "Spring")
    expect(step_text(tbl)).to_have_text("step 3 of 3")
    assert kernel(nb, "print(live.match.step, len(live.match), live.state.at('g5'), live.state.at('c4'))") == (
        "3 4 autumn spring\n")


# ---- 9 (light half). status contrast ------------------------------------------------------------------------
def test_status_contrast_light_theme(arcadia_nb):
    tbl = restart(arcadia_nb, "puzzle", EXERCISE)
    found = status_contrasts(arcadia_nb, tbl, "puzzle")
    low = {kind: values for kind, values in found.items() if values[0] < MIN_CONTRAST}
    assert low == {}, f"status text under {MIN_CONTRAST}:1 (ratio, text, background): {low}"


# ---- 10. the keyboard ----------------------------------------------------------------------------------------
def test_tab_reaches_a_board_target_whose_ring_is_in_view(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    node = tab_to_board(nb, tbl)
    expect(node).to_be_focused()
    assert node.evaluate("(n) => n.matches(':focus-visible')")
    ring = panel(tbl, "board").locator(".snb-focus-ring")
    expect(ring).to_be_visible()
    assert float(ring.evaluate("(r) => parseFloat(getComputedStyle(r).borderTopWidth)")) >= 2
    reach = 0  # the ring is its own box around the target
    found = focus_ring(nb.page, node)
    assert found["ring"] is not None, "no focus ring drawn"
    box = found["target"]
    ring = {side: (min if side in ("left", "top") else max)(
        found["ring"][side], box[side] + (-reach if side in ("left", "top") else reach)) for side in box}
    assert outside(ring, window_box(nb.page)) == [], "the ring leaves the window"
    assert outside(ring, nb.visible_box(node)) == [], "the ring is clipped by the output area"
    assert outside(ring, rect(panel(tbl, "board").locator(".snb-picture"))) == [], "the ring leaves the picture"


def test_focus_ring_is_fully_drawn(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    node = tab_to_board(nb, tbl)
    found = focus_ring(nb.page, node)
    assert found["ring"] is not None, "no focus ring drawn"
    assert outside(found["target"], found["ring"], slack=0) == [], "the ring drawn does not surround the target"
    hidden = {side: round(share, 2) for side, share in found["sides"].items() if share < 0.9}
    assert hidden == {}, f"parts of the focus ring are not drawn (share of each side drawn): {hidden}"


def test_enter_plays_and_focus_stays_in_the_board(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE)
    node = tab_to_board(nb, tbl)
    name = node.get_attribute("data-target")
    with answered(tbl):
        nb.page.keyboard.press("Enter")
    assert kernel(nb, "print(live.clicks, live.match.step)") != "[] 0\n"  # selected or played
    inside = nb.page.evaluate("(t) => !!document.activeElement?.closest?.('.snb-table') && "
                              "t.contains(document.activeElement)", panel(tbl, "board").element_handle())
    assert inside, (name, nb.page.evaluate("() => document.activeElement?.outerHTML?.slice(0, 120)"))


# ---- hostile names --------------------------------------------------------------------------------------------
def test_hostile_names_render_as_text(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "evil", EVIL)
    expect(tbl.locator(".snb-head .snb-title")).to_have_text(EVIL)
    svg = panel(tbl, "board").locator("svg")
    shown = shorten(HOSTILE[1], NAME_CHARS)  # long names end in an ellipsis in the side panel
    expect(svg.locator("text", has_text=shown)).to_have_count(1)
    expect(tbl.locator(".snb-seats .snb-seat-name").first).to_have_text(HOSTILE[0])
    for a, b in (("e5", "g5"), ("d4", "c4")):
        click(tbl, a)
        click(tbl, b)
    click(tbl, "c3")
    choose(tbl, "Autumn")
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text(f"Turn 2: {HOSTILE[1]}.")
    expect(log).to_contain_text(f"Turn 3: {HOSTILE[0]}.")
    nb.page.wait_for_timeout(300)
    assert tbl.locator("img").count() == 0
    assert tbl.locator("script").count() == 0
    assert nb.dialogs == [] and nb.page_errors == []
    assert kernel(nb, "print(evil.match.step, evil.state.current_player)") == "6 0\n"


# ---- 12. the bot's level, Why?, and the coach's Show it ---------------------------------------------------
def test_a_level_is_picked_the_bot_says_why_and_the_coach_lights_a_better_move(arcadia_nb):
    nb = arcadia_nb
    tbl = restart(nb, "live", LIVE, "live.set_level('beginner'); live.set_coach(False)")
    club = tbl.locator(".snb-seats .snb-levels button.snb-level", has_text="Club")
    expect(club).to_have_attribute("aria-pressed", "false")
    why = tbl.locator('.snb-decision button[data-control="why"]')
    expect(why).to_be_hidden()
    with answered(tbl):
        club.click()
    expect(club).to_have_attribute("aria-pressed", "true")
    expect(status(tbl)).to_contain_text("Club level")
    press(tbl, "bot")
    expect(status(tbl)).to_contain_text("The club bot played")
    expect(tbl.locator(".snb-thinking")).to_be_hidden()  # its progress went with the search
    expect(why).to_be_visible()
    with answered(tbl):
        why.focus()
        nb.page.keyboard.press("w")  # the table's own key for Why?
    expect(status(tbl)).to_contain_text("It compared")
    assert kernel(nb, "print(live.match.step)") == "1\n"  # asking played nothing

    tbl = restart(nb, "coached", COACHED)
    coach = tbl.locator(".snb-seats button.snb-switch.snb-coach")
    expect(coach).to_have_attribute("aria-checked", "true")
    show = tbl.locator(".snb-decision button.snb-show")
    expect(show).to_be_hidden()
    placed = kernel(nb, "print(next(a for a in coached.state.legal_actions() if not coached.state.apply(a).is_over))")
    spring = placed.split()[2]  # a Spring lord placed: Autumn's twelfth would have won
    click(tbl, spring)
    choose(tbl, "Spring")
    expect(status(tbl)).to_contain_text("A stronger move was place an Autumn lord")
    expect(show).to_be_visible()
    better = kernel(nb, "print(coached.advice.clicks[0])").strip()
    with answered(tbl):
        show.click()
    expect(step_text(tbl)).to_have_text("step 0 of 1")
    assert live_targets(tbl) == {better}  # the coach's move alone is lit; nothing was played
    click(tbl, better)
    choose(tbl, "Autumn")
    assert kernel(nb, "print(coached.state.is_over, coached.state.winners)") == "True [0]\n"
    with answered(tbl):
        coach.click()
    expect(coach).to_have_attribute("aria-checked", "false")
