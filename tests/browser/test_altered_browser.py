"""Altered Tables in a real JupyterLab on a laptop screen (1366×768, file browser open).

One page and one kernel serve the module: a notebook of four Tables (the opening of a new game and a
Day from a teaching position, both against the bot; a pass-and-play Table; a busy table) is written,
opened and run once. Each test starts its Table again from the kernel first, so the tests do not
depend on each other's order. What the bot does is read back from the kernel, never guessed.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .tables import (
    answered, click, kernel, legal_first_clicks, live_targets, names_shown, outside, panel, pass_and_play_on, rect,
    restart, status, tables_notebook, target,
)

NOTEBOOK = "altered_tables_test.ipynb"
OPENING, DAY = "altered test: the opening", "altered test: a Day"
PASS, BUSY = "altered test: pass and play", "altered test: a busy table"

CELLS = [
    f"""
from seasons_nb.games import altered
from seasons_nb.games.altered import teach
from seasons_nb.widgets import Table

# a new game where Aster (Ilse, p1) goes first; the bot plays Birch (Haldor)
opening = Table(altered.new_game(seed=3), bot_plays=(1,), title={OPENING!r})
opening
""",
    f"""
# the Afternoon of Day 2: Aster's Trail Scout and Ebbtide Otter are out, a Dusk Wisp waits in the
# Reserve (limit 2), so the Night's clean-up asks Aster to discard
day = teach.position(
    day=2, decks=["greenwood", "ironpeak"], hands=[["fox", "doe", "sprout"], ["goat", "ram", "sentry"]],
    mana=[4, 4], expeditions=[{{"hero": ["scout"], "companion": ["otter"]}},
                              {{"hero": ["goat"], "companion": ["sprout"]}}],
    reserve=[["wisp"], []], marks=[(2, 7), (2, 7)], tumult=["F|MW", "FW|M", "W|FM"])
ad = Table(day, bot_plays=(1,), title={DAY!r})
ad
""",
    f"""
# two people at one screen: Birch's hand and Mana are cards Aster's deck does not hold
hidden = teach.position(
    decks=["greenwood", "ironpeak"], hands=[["fox", "doe", "tailwind", "pilgrim"], ["brute", "stalker", "giant"]],
    mana=[3, ["goat", "ram", "sentry"]], marks=[(1, 8), (1, 8)])
ap = Table(hidden, title={PASS!r})
ap
""",
    f"""
# 8 cards in hand, 4 in each expedition, a full Reserve and Landmarks
busy = teach.position(
    day=4, hands=[["fox", "fox", "riptide", "doe", "bear", "seal", "mill", "tailwind"], ["goat", "slide"]],
    mana=[6, 5], spent=(2, 1), reserve=[["pilgrim", "slide", "scout"], ["sentry"]],
    expeditions=[{{"hero": ["fox", ("sprout", True, False), ("otter", False, True), "scout"],
                  "companion": ["bear", "scout", "sprout", "wisp"]}},
                 {{"hero": ["goat", "ram", "brute", "giant"],
                  "companion": [("fox", True, False), "goat", "cairn", "ram"]}}],
    landmarks=[["mill", ("mill", False, True)], []], discard=[["otter"], ["slide", "stalker"]],
    marks=[(4, 8), (2, 8)], tumult=["F|MW", "FW|M", "W|FM"], revealed=[True, True, False])
ab = Table(busy, bot_plays=(1,), title={BUSY!r})
ab
""",
    'print("cells ran")',
]
#: Birch's hand and Mana in the pass-and-play Table (no card of Aster's deck)
BIRCH_HIDDEN = ("Hailfist Brute", "Glacier Stalker", "Cairnback Giant",
                "Crag Goat", "Frosthorn Ram", "Rimeguard Sentry")
#: Aster's hand there, but the Ember Fox (played face up)
ASTER_HIDDEN = ("Fernlight Doe", "Harvest Tailwind", "Solstice Pilgrim")


@pytest.fixture(scope="module")
def altered_nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, 4) as nb:
        yield nb


def _state(nb, name: str, expr: str):
    """``expr`` (Python, about ``s``, the Table's state) as JSON from the kernel."""
    return json.loads(kernel(nb, f"import json; s = {name}.state; print(json.dumps({expr}))"))


def _lit_as_legal(nb, tbl, name: str) -> None:
    """The lit targets are exactly the first clicks of the legal actions (read from the kernel)."""
    assert live_targets(tbl) == set(legal_first_clicks(nb, name))


# ---- the opening and a first play, against the bot ----------------------------------------------------------------
def test_opening_cards_into_mana_and_a_character_by_clicks(altered_nb):
    nb = altered_nb
    tbl = restart(nb, "opening", OPENING)
    expect(status(tbl)).to_contain_text("Opening: Aster, put 3 more cards from your hand into Mana.")
    assert live_targets(tbl) == {"hand.doe", "hand.mill", "hand.otter", "hand.riptide", "hand.scout", "hand.wisp"}
    expect(panel(tbl, "hand")).to_contain_text("Aster decides")

    click(tbl, "hand.mill")
    expect(status(tbl)).to_contain_text("Opening: Aster, put 2 more cards from your hand into Mana.")
    assert "hand.mill" not in live_targets(tbl)
    click(tbl, "hand.riptide")
    expect(status(tbl)).to_contain_text("put 1 more card from your hand into Mana.")
    click(tbl, "hand.otter")  # Aster's third orb; the bot puts Birch's three, then Day 1's Afternoon starts
    expect(status(tbl)).to_contain_text("Day 1, Afternoon: Aster's turn (3 ready Mana).")
    log = tbl.locator(".snb-log")
    expect(log).to_contain_text("Birch puts a card into Mana (3 orbs).")
    assert _state(nb, "opening", "[len(s.mana[0]), len(s.mana[1]), len(s.hand[0]), s.phase]") == [3, 3, 3, "afternoon"]
    _lit_as_legal(nb, tbl, "opening")

    click(tbl, "hand.scout")  # a Character: then where it goes
    expect(status(tbl)).to_contain_text("Selected: Trail Scout in your hand")
    assert live_targets(tbl) == {"to.hero", "to.companion"}
    expect(target(tbl, "to.hero")).to_have_attribute("data-label", re.compile(r"your Hero expedition"))
    click(tbl, "to.hero")  # Aster plays it; the bot answers with Birch's turn
    expect(log).to_contain_text("Aster plays the Trail Scout from the hand to the Hero expedition for 2 Mana.")
    expect(status(tbl)).to_contain_text("Day 1, Afternoon: Aster's turn (1 ready Mana).")
    _lit_as_legal(nb, tbl, "opening")
    assert "unit.hero.scout" in live_targets(tbl)  # its Exhaust effect is a quick action now
    end = _state(nb, "opening", "[[teach.CARDS[u.card].id for u in s.exped[0][0]], s.seat, s.ready_mana(0), "
                                "len(s.log) > 8, s.passed[1] or len(s.exped[1][0]) + len(s.exped[1][1]) > 0 "
                                "or not s.hero_ready[1]]")
    assert end == [["scout"], 0, 1, True, True]  # Birch did something: played, exhausted its Hero or passed
    assert nb.dialogs == [] and nb.page_errors == []


# ---- a Day from the Afternoon to the next Morning, against the bot ------------------------------------------------
def test_a_day_by_clicks_against_the_bot(altered_nb):
    nb = altered_nb
    tbl = restart(nb, "ad", DAY)
    expect(status(tbl)).to_contain_text("Day 2, Afternoon: Aster's turn (4 ready Mana). Play a card, use a quick "
                                        "action, or pass.")
    assert live_targets(tbl) == {"hand.fox", "hand.doe", "hand.sprout", "hero", "unit.hero.scout", "reserve.wisp",
                                 "choice.pass"}
    log = tbl.locator(".snb-log")

    click(tbl, "hand.fox")
    assert live_targets(tbl) == {"to.hero", "to.companion"}
    click(tbl, "to.hero")  # the Ember Fox joins the Trail Scout; then the bot plays Birch's turn
    expect(log).to_contain_text("Aster plays the Ember Fox from the hand to the Hero expedition for 2 Mana.")
    expect(status(tbl)).to_contain_text("Day 2, Afternoon: Aster's turn (2 ready Mana).")
    assert _state(nb, "ad", "[len(s.exped[0][0]), s.seat]") == [2, 0]

    hand = _state(nb, "ad", "len(s.hand[0])")
    click(tbl, "unit.hero.scout")  # a quick action: exhaust the Trail Scout to draw; still Aster's turn
    expect(log).to_contain_text("Aster exhausts the Trail Scout.")
    expect(status(tbl)).to_contain_text("Aster's turn (2 ready Mana)")
    assert "unit.hero.scout" not in live_targets(tbl)
    assert _state(nb, "ad", "[len(s.hand[0]), s.exped[0][0][0].exhausted, s.seat]") == [hand + 1, True, 0]

    click(tbl, "choice.pass")  # Aster is out; the bot ends the Afternoon; Dusk, then the Night
    expect(log).to_contain_text("Aster passes.")
    expect(log).to_contain_text("Night: the Characters rest in their Reserves")
    # Dusk moved exactly the expeditions that won their region as the Afternoon ended
    moves, before, after = json.loads(kernel(nb, (
        "import json; h = next(x for x in reversed(ad.match.states) if x.phase == 'afternoon'); "
        "print(json.dumps([[h.will_advance(seat, e) for seat in (0, 1) for e in (0, 1)], h.marks, ad.state.marks]))")))
    steps = [after[seat][e] - before[seat][e] for seat in (0, 1) for e in (0, 1)]
    assert steps == [(1 if go else 0) * (1 if e == 0 else -1) for go, e in zip(moves, (0, 1, 0, 1))]
    assert any(moves)
    for seat, who in enumerate(("Aster", "Birch")):
        for e, word in enumerate(("Hero", "Companion")):
            if moves[2 * seat + e]:
                expect(log).to_contain_text(f"{who}'s {word} marker moves forward to region {after[seat][e] + 1}.")
    # the Night: the Characters rested in the Reserve (4 there, limit 2): Aster discards by clicks
    expect(status(tbl)).to_contain_text("Day 2, Night: Aster, discard a Reserve card (4 there, keep 2).")
    assert live_targets(tbl) == {"reserve.fox", "reserve.otter", "reserve.scout", "reserve.wisp"}
    assert _state(nb, "ad", "[s.exped[0][0], s.exped[0][1]]") == [[], []]
    click(tbl, "reserve.wisp")
    expect(status(tbl)).to_contain_text("discard a Reserve card (3 there, keep 2).")
    assert live_targets(tbl) == {"reserve.fox", "reserve.otter", "reserve.scout"}
    click(tbl, "reserve.otter")  # down to the limit: Birch's clean-up (the bot), then Day 3's Morning
    expect(log).to_contain_text("Aster discards the Ebbtide Otter from the Reserve.")
    expect(log).to_contain_text("Day 3, Morning: Birch takes the first-player token; everything readies.")
    expect(status(tbl)).to_contain_text("Day 3, Morning: Aster, put one card from your hand into Mana, or keep "
                                        "your hand.")
    lit = live_targets(tbl)
    assert "choice.nomana" in lit and {t for t in lit if t.startswith("hand.")} >= {"hand.doe", "hand.sprout"}
    _lit_as_legal(nb, tbl, "ad")

    click(tbl, "hand.doe")  # a card into Mana: then Noon, and the Afternoon (Birch first, then Aster)
    expect(log).to_contain_text("Aster puts a card into Mana (5 orbs).")
    expect(status(tbl)).to_contain_text("Day 3, Afternoon: Aster's turn")
    end = _state(nb, "ad", "[s.day, s.phase, s.first, s.seat, len(s.mana[0]), "
                           "sorted(teach.CARDS[c].id for c in s.reserve[0]),"
                           " 'doe' in [teach.CARDS[c].id for c in s.hand[0]], s.hero_ready[0], s.marks[0][0]]")
    assert end[:6] == [3, "afternoon", 1, 0, 5, ["fox", "scout"]]
    assert end[6:] == [False, True, after[0][0]]
    _lit_as_legal(nb, tbl, "ad")
    assert nb.dialogs == [] and nb.page_errors == []


# ---- pass-and-play: the curtain and what each seat's view holds ---------------------------------------------------
def test_pass_and_play_curtain_and_hidden_hands(altered_nb):
    nb = altered_nb
    tbl = restart(nb, "ap", PASS, "ap.set_pass_and_play(False); ap.set_viewer(None)")
    curtain, ready = pass_and_play_on(tbl, "Aster")

    def named() -> set[str]:
        """The card names of either hand found anywhere in the Table's DOM (words, labels, pictures)."""
        return names_shown(tbl, BIRCH_HIDDEN + ASTER_HIDDEN)

    assert tbl.locator(".snb-stage svg").count() == 0 and named() == set()
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Day 1, Afternoon: Aster's turn (3 ready Mana).")
    assert named() == set(ASTER_HIDDEN)  # Aster's own hand, nothing of Birch's hand or Mana
    assert kernel(nb, "print(ap.viewer, ap.curtain)") == "0 None\n"

    click(tbl, "hand.fox")
    click(tbl, "to.hero")  # Birch's turn: the curtain names Birch, nothing shows behind it
    expect(curtain).to_be_visible()
    expect(ready).to_have_text(re.compile(r"Pass to Birch\b.*ready"))
    expect(tbl.locator(".snb-panel:visible")).to_have_count(0)
    assert tbl.locator(".snb-stage svg").count() == 0 and named() == set()
    assert kernel(nb, "print(ap.state.seat, ap.curtain)") == "1 1\n"
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Day 1, Afternoon: Birch's turn (3 ready Mana).")
    expect(panel(tbl, "hand")).to_contain_text("Birch decides")
    assert named() == {"Hailfist Brute", "Glacier Stalker", "Cairnback Giant"}  # Birch's hand; Mana is orbs only
    assert live_targets(tbl) == {"choice.pass", "hero"}

    click(tbl, "choice.pass")  # back to Aster: the curtain names Aster
    expect(ready).to_have_text(re.compile(r"Pass to Aster\b"))
    assert named() == set()
    with answered(tbl):
        ready.click()
    expect(status(tbl)).to_contain_text("Day 1, Afternoon: Aster's turn (1 ready Mana).")
    assert named() == set(ASTER_HIDDEN)
    expect(tbl.locator(".snb-log")).to_contain_text("Birch passes.")
    assert kernel(nb, "print(ap.viewer, ap.state.passed)") == "0 (False, True)\n"
    assert nb.dialogs == [] and nb.page_errors == []


# ---- the hand, the track and the status line in view ----------------------------------------------------------------
def test_hand_track_and_status_in_view(altered_nb):
    nb = altered_nb
    tbl = restart(nb, "ab", BUSY, "ab.set_pass_and_play(False); ab.set_viewer(None)")
    assert nb.page.evaluate("() => !window.jupyterapp.shell.leftCollapsed"), "the file browser should be open"
    problems = []
    for step in ("start", "hand.fox"):  # then the expeditions to play it to light up, the status names it
        if step != "start":
            with answered(tbl):  # the two Ember Foxes are one target: a click on the first card
                target(tbl, step).locator("use").first.click()
        parts = {"status": status(tbl), "track": panel(tbl, "track"), "hand panel": panel(tbl, "hand")}
        cards = tbl.locator('.snb-panel[data-panel="hand"] [data-target^="hand."]')
        parts.update({f"card {k}": cards.nth(k) for k in range(cards.count())})
        for part, where in parts.items():
            out = outside(rect(where), nb.visible_box(where))
            if out:
                problems.append(f"after {step}: {part} {out}")
        # the hand and the track side by side, with the decision area right under them
        hand, track, decision = rect(panel(tbl, "hand")), rect(panel(tbl, "track")), rect(tbl.locator(".snb-decision"))
        if abs(hand["top"] - track["top"]) > 1 or decision["top"] < max(hand["bottom"], track["bottom"]):
            problems.append(f"after {step}: hand {hand}, track {track}, decision {decision}")
    assert cards.count() == 7  # the two Ember Foxes are one target
    expect(status(tbl)).to_contain_text("Selected: Ember Fox in your hand (2 copies)")
    assert live_targets(tbl) == {"to.hero", "to.companion"}
    assert problems == []
