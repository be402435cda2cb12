"""Notebook helpers shared by every walkthrough: show rules, say why a move is refused, replay.

A notebook's first code cell imports these (and its game's ``teach`` module);
every helper works for any registered game.

>>> from seasons_nb.games import arcadia
>>> why(arcadia.new_game(players=2), "place autumn a1")
✘ place autumn a1
    rule arcadia.place.first_center (Seasons of Arcadia rulebook, Setup: the 2-player game)
    The first lord of the game must go on the centre space, e5.
"""

from __future__ import annotations

from IPython import get_ipython
from IPython.display import Markdown, display

from seasons_nb.core import GameState
from seasons_nb.core.state import after as run
from seasons_nb.core.search import COACH_MARGIN, LEVELS
from seasons_nb.core.simulate import Simulation
from seasons_nb.core.simulate import simulate as play_games
from seasons_nb.games import load
from seasons_nb.widgets import BoardWidget, CardWidget, Exercise, Table, gallery, play


def _game(rule_id: str):
    return load(rule_id.split(".", 1)[0])


def rules(*ids: str) -> None:
    """Show rules in our words, each with its id and rulebook section (all of a game: ``rules("arcadia")``)."""
    if len(ids) == 1 and "." not in ids[0]:
        book = load(ids[0]).RULES
        ids = tuple(book)
    else:
        book = _game(ids[0]).RULES
    display(Markdown(book.markdown(ids)))


def assumptions(game: str) -> None:
    """Show every choice we made where the game's rulebook is silent or ambiguous."""
    book = load(game).RULES
    display(Markdown(book.markdown(list(book.assumptions))))


def why(state: GameState, action) -> None:
    """Is ``action`` legal in ``state``? If not, print the rule that forbids it and where it is written."""
    refusal = state.explain(action)
    if refusal is None:
        print(f"✔ {action}: legal")
    else:
        print(f"✘ {action}\n    rule {refusal.rule} ({refusal.section})\n    {refusal}")


def replay(start: GameState, *moves, **options) -> Table:
    """A Table that starts at ``start`` and has already played ``moves`` (drag History to rewatch)."""
    table = Table(start, **options)
    for move in moves:
        table.play(move)
    return table


def tail(game, lines: int = 4) -> None:
    """Print the last lines of the log of a Table or a state."""
    state = game.state if isinstance(game, Table) else game
    print("\n".join(state.log[-lines:]))


def check_solution(start: GameState, exercise: Exercise, action) -> None:
    """Play ``action`` on a fresh copy of an exercise and report whether it is accepted.

    The action itself is not printed, so the output gives nothing away.
    """
    trial = Table(start, exercise=exercise)
    trial.play(action)
    legal = start.legal_actions()
    solving = [a for a in legal if exercise.check(start, a, start.apply(a))]
    print(f"The solution is {'accepted' if trial.solved else 'NOT accepted'}: {trial.status}")
    print(f"{len(solving)} of the {len(legal)} legal actions in this position {'solves' if len(solving) == 1 else 'solve'} it.")


__all__ = ["BoardWidget", "CardWidget", "COACH_MARGIN", "Exercise", "LEVELS", "Markdown", "Table", "assumptions",
           "check_solution", "display",
           "gallery", "replay", "rules", "play", "run", "simulate", "tail", "why"]


#: from how many games ``simulate`` shows its progress in a notebook (a short run just shows its result)
PROGRESS_FROM = 10


def simulate(game: str, n: int = 20, bots=("beginner", "beginner"), **options) -> Simulation:
    """Play ``n`` seeded games of ``game`` between ``bots`` (one per seat: levels such as "strong", or
    bots), seats taken in turn, and return the summary: who won, from which seat, how long the games
    were (a table and a small picture in a notebook, text in print). ``options`` go to ``new_game``
    (e.g. ``short_game=12`` for Solstice). In a notebook a run of ``PROGRESS_FROM`` games or more shows
    a progress line while it plays."""
    shown = display(Markdown(f"Playing {n} games of {load(game).INFO.title}…"), display_id=True) \
        if get_ipython() is not None and n >= PROGRESS_FROM else None

    def progress(done: int, total: int) -> None:
        bar = "▰" * round(20 * done / total) + "▱" * (20 - round(20 * done / total))
        shown.update(Markdown(f"`{bar}` {done} of {total} games played"))

    found = play_games(load(game), n, list(bots), progress=progress if shown is not None else None, **options)
    if shown is not None:
        shown.update(Markdown(f"Played {n} games."))
    return found
