"""The whole decision in view, in every game: at 1366×768 with the file browser open, after every click of
a scripted game against the bot, the status line, every lit target of the decision, and Undo and Bot move
are inside the window together (the Table docks its status and controls to the window's bottom edge while
the learner scrolls through tall pictures)."""

from __future__ import annotations

import pytest

from .tables import BOT_GAMES, NEXT_CHOICE, answered, bot_game_cells, out_of_view, restart, tables_notebook

GAMES = BOT_GAMES
CLICKS = 14
CELLS = bot_game_cells("in view")


@pytest.fixture(scope="module")
def in_view_nb(chromium, lab):
    with tables_notebook(chromium, lab, "in_view_test.ipynb", CELLS, tables=len(GAMES), timeout=180) as nb:
        yield nb


#: every game, Seasons of Intrigue too: its scripted clicks (four players, three bots) pass through two
#: Politics steps, whose lit targets lie on the hand's buttons and cards and on the tracks
WHOLE = list(GAMES)


@pytest.mark.parametrize("game", WHOLE)
def test_the_whole_decision_is_in_view_after_every_click(in_view_nb, game):
    nb = in_view_nb
    tbl = restart(nb, game, f"in view: {game}")
    assert nb.page.evaluate("() => !window.jupyterapp.shell.leftCollapsed"), "the file browser should be open"
    problems, clicked = [], []
    for click in range(CLICKS):
        with answered(tbl, timeout=30):
            chosen = tbl.evaluate(NEXT_CHOICE)
        clicked.append(chosen)
        nb.page.wait_for_timeout(300)  # the Table scrolls its decision into view after its own click
        problems += [f"after click {click + 1} ({chosen}): {p}" for p in out_of_view(nb, tbl)]
    assert problems == [], "\n".join(problems)
    if game == "intrigue":  # the clicks did reach a Politics step and played on the tracks
        assert "act.politics" in clicked and any(c.startswith("faction.") for c in clicked), clicked
