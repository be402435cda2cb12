"""The whole decision in view, in every game: at 1366×768 with the file browser open, after every click of
a scripted game against the bot, the status line, every lit target of the decision, and Undo and Bot move
are inside the window together (the Table docks its status and controls to the window's bottom edge while
the learner scrolls through tall pictures)."""

from __future__ import annotations

import pytest

from .tables import answered, out_of_view, restart, tables_notebook

GAMES = {"arcadia": 2, "solstice": 2, "groves": 2, "intrigue": 4, "altered": 2}
CLICKS = 14
CELLS = [f"""
from seasons_nb.widgets import play
{game} = play({game!r}, players={players}, seed=5, bot_plays=range(1, {players}))
{game}.title = "in view: {game}"
{game}
""" for game, players in GAMES.items()]
#: the first live choice, by the order of the page: a lit target, else a choice button
_NEXT = """(tbl) => {
  const lit = tbl.querySelector('.snb-stage .snb-clickable');
  if (lit) { lit.dispatchEvent(new MouseEvent('click', { bubbles: true })); return lit.getAttribute('data-target'); }
  const button = tbl.querySelector('.snb-choices button.snb-choice');
  if (button) { button.click(); return button.textContent; }
  return null;
}"""


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
            chosen = tbl.evaluate(_NEXT)
        clicked.append(chosen)
        nb.page.wait_for_timeout(300)  # the Table scrolls its decision into view after its own click
        problems += [f"after click {click + 1} ({chosen}): {p}" for p in out_of_view(nb, tbl)]
    assert problems == [], "\n".join(problems)
    if game == "intrigue":  # the clicks did reach a Politics step and played on the tracks
        assert "act.politics" in clicked and any(c.startswith("faction.") for c in clicked), clicked
