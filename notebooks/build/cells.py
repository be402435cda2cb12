"""What the walkthrough builders share: a notebook written cell by cell from Python.

A builder (``01-seasons-of-arcadia.py`` … ``05-altered.py``) lists its cells in order with ``md`` and
``code`` and ends with ``nb.main()``, which checks that every rule id of the game is shown by a
``rules(...)`` call (other than the last cell's, which lists them all) and writes the notebook
without outputs. Then execute it, so what is committed is what it shows::

    python notebooks/build/05-altered.py
    python notebooks/execute.py notebooks/05-altered.ipynb

Edit the builder, not the notebook: a test checks that the committed notebook has the builder's cells.

**Facts in prose are the engine's.** The builder runs each code cell as it is added, in one namespace,
as the kernel will. A markdown cell may then state facts about the positions those cells made:

- ``{{ expr }}`` is replaced by the value of ``expr`` (a count, a total, a die needed, a winner): the
  sentence is written from the engine's answer;
- ``{{! expr }}`` checks that ``expr`` is true and writes nothing: put it beside a claim the words make
  ("this space touches no lord{{! not touching_lords(s, 'e5') }}").

Both are evaluated once the code cells that follow the markdown cell have run (up to the next markdown
cell), so prose may introduce the position built just below it. A fact that raises or is false stops
the build, naming the cell and the expression.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
import re
import sys
import textwrap
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parent.parent
FACT = re.compile(r"\{\{(!?)(.*?)\}\}", re.DOTALL)
#: how to use a walkthrough, in its opening
HOW_TO_RUN = """
This notebook teaches the whole game by letting you play it, so you need no rulebook. Run the cells
from top to bottom (**Run → Run All Cells**); every table is live and comes with something to try.
In **Voilà** there is nothing to run: the page runs every cell as it opens. New to these tables?
Start with [00-start-here.ipynb](00-start-here.ipynb).
""".strip()
#: the note before a walkthrough's first folded solution cell
SOLUTION = """
**Solution.** The next cell (its code is folded away: click the bar on its left to unfold it)
plays the answer on a copy of the exercise and asks the exercise's own check. Its output tells
only whether the answer is accepted, so reading it spoils nothing.
"""




def _repository() -> str:
    """The repository's address, named once in pyproject.toml."""
    text = (NOTEBOOKS.parent / "pyproject.toml").read_text()
    return re.search(r'^Repository = "([^"]+)"$', text, re.M).group(1)


#: the first cell of every walkthrough: in Google Colab it installs the package, elsewhere it does nothing
COLAB = f"""
# In Google Colab this installs the course's package; anywhere else (JupyterLab, Binder, the static
# site, Voilà) it does nothing.
import sys
if "google.colab" in sys.modules:
    %pip install -q "seasons_nb @ git+{_repository()}"
""".strip()


def teacher_code(game: str, seed: int, actions: int, bot_plays=(1,), **options) -> str:
    """A position code a teacher could have sent: ``actions`` bot moves into a seeded game, the whole match."""
    from seasons_nb.widgets import play

    table = play(game, seed=seed, bot_plays=bot_plays, **options)
    while table.match.step < actions and not table.state.is_over:
        table.bot_move()
    return table.match.code()


class FactError(Exception):
    """A fact stated in a walkthrough's prose that the engine does not bear out."""


class Notebook:
    """The cells of one walkthrough, for the game ``game``, written to ``notebooks/<file>``."""

    def __init__(self, game: str, file: str):
        self.game, self.path, self.cells = game, NOTEBOOKS / file, []
        self.namespace: dict = {"__name__": "__main__"}
        self.facts: list[tuple[int, str, str]] = []  # (cell number, expression, what it wrote)
        self._unsettled: list[int] = []

    def md(self, text: str) -> None:
        """A markdown cell (indentation and surrounding blank lines removed); its facts are checked
        once the code cells after it have run."""
        self._settle()
        self.cells.append(nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip("\n")))
        self._unsettled.append(len(self.cells) - 1)

    def code(self, text: str, hidden: bool = False) -> None:
        """A code cell, run at once in the notebook's namespace; ``hidden`` folds its source away
        (for exercise solutions)."""
        cell = nbformat.v4.new_code_cell(textwrap.dedent(text).strip("\n"))
        if hidden:
            cell.metadata["jupyter"] = {"source_hidden": True}
        self.cells.append(cell)
        self._run(cell.source, len(self.cells))

    def save_and_share(self, table: str, bot_plays: tuple, sent: str, title: str) -> None:
        """The same two short sections in every walkthrough, after its game against the bot: save and
        resume ``table``, then open a position code ``sent`` by a teacher (made by ``teacher_code``)."""
        game = self.game
        self.md(f"""
        ### Save it, and carry on later

        **Save / Load…** (under the table) → **Save the game** downloads this game as a *game record*:
        a text file with every move in notation, one per line, numbered, with what each did; the same
        box on any {title} table loads it back, with Undo and the History slider working as before.
        The same from code (the file goes next to this notebook); run it again after a few moves to
        save those too:
        """)
        self.code(f"""
        {table}.save("my-{game}-game.txt")
        again = Table.load("my-{game}-game.txt", bot_plays={bot_plays!r})
        print(f"Loaded step {{again.match.step}} of {{len(again.match) - 1}};", "the same position:", again.state == {table}.state)
        """)
        self.md("""
        Loading checks every action again, so a file that was cut short or edited by hand is refused,
        naming what is wrong, and the table stays as it was{{! again.status.startswith("Not loaded") }}:
        """)
        self.code("""
        edited = again.save_text().replace("(format 1)", "(format 99)")
        again.load_text(edited)
        print(again.status)
        """)
        self.md("""
        ### A position from your teacher

        **Copy position** (in the same box) gives one line of text that rebuilds a game exactly: where
        it started and every action since, with a check that catches a typo. A teacher can put one on a
        worksheet or in a chat; paste it into the box on any table, or open it from code as below. This one was
        sent {{ len(lesson.match) - 1 }} actions into a game, in {{ len(sent) }} characters, and the
        History slider goes back to its first move. From a player's view the code holds only what that
        player sees, so it is safe to share in a game with hidden cards.
        """)
        self.code(f"""
        sent = "{sent}"
        lesson = Table.from_code(sent, bot_plays={bot_plays!r})
        lesson
        """)

    def levels_and_coach(self, options: str = "") -> None:
        """The same short section in every walkthrough, after save and share: the bot's levels, its
        Why?, the coach, and a simulation between two levels. ``options``: new_game's, as code."""
        game, more = self.game, f", {options}" if options else ""
        self.md("""
        ### The bot's level, its reasons, and a coach

        Next to **Bot plays**, **Level** sets how the bot plays. **Beginner** looks one move ahead and
        takes the move its evaluation of the position likes best. **Club** and **Strong** search: for each move they
        play many short look-aheads from positions that look the same from their seat. What the bot cannot see
        (another player's cards, the order of a deck, dice still to roll) is made up afresh for each
        look-ahead, so it never plays on what it could not know. After a bot move, **Why?** (key W)
        says which moves it compared, how well each did, and what set its move apart from the next best:
        the games it won in its look-aheads, or else the part of its evaluation of the position (its pieces,
        its points, what it holds) that ended furthest ahead, with what one familiar thing of the game counts in
        that evaluation, so that you can tell a big gap from a small one. Here the club bot opens a game and says why:
        """)
        self.code(f"""
        sparring = play("{game}", seed=5, bot="club", bot_plays=(){more})
        sparring.bot_move()
        print(sparring.why())
        """)
        self.md("""
        It weighed {{ len(sparring.bot.last) }} moves in {{ sparring.bot.iterations }} look-aheads
        and played the one it tried most{{! sparring.match.last_action == sparring.bot.last[0].action }}.
        The strong bot makes {{ LEVELS["strong"]["iterations"] }} a move.

        The **Coach** switch turns the search on your own moves: after each one, if it finds a move that
        scored clearly better in its look-aheads ({{ f"{COACH_MARGIN:.0%}" }} or more), the status line says
        so and what sets it apart, and **Show it** goes back to before your move and lights the coach's. It never plays for you,
        and Redo brings your move back. Play this game with the coach on:
        """)
        self.code(f"""
        coached = play("{game}", seed=5, bot="club", bot_plays=(1,), coach=True{more})
        coached
        """)
        self.md("""
        How much stronger is a level? `simulate` plays seeded games between bots, each deal from both
        seats, and shows who won, from which seat, and how long the games were. Four quick games of
        the club bot against the beginner (a class can run a hundred: the interval narrows):
        """)
        self.code(f"""
        simulate("{game}", 4, ["club", "beginner"]{more})
        """)

    def _run(self, source: str, number: int) -> None:
        here = os.getcwd()
        os.chdir(NOTEBOOKS)
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(source, f"<{self.path.name}, cell {number}>", "exec"), self.namespace)
        finally:
            os.chdir(here)

    def _settle(self) -> None:
        """Write the facts of the markdown cells waiting for their code cells."""
        for index in self._unsettled:
            cell = self.cells[index]
            cell.source = FACT.sub(lambda m, at=index + 1: self._fact(at, m.group(1), m.group(2).strip()), cell.source)
        self._unsettled = []

    def _fact(self, number: int, check: str, expr: str) -> str:
        where = f"{self.path.name}, cell {number}: {{{{{check}{expr}}}}}"
        try:
            value = eval(expr, self.namespace)
        except Exception as error:
            raise FactError(f"{where} raised {error!r}") from error
        if check and not value:
            raise FactError(f"{where} is false")
        written = "" if check else str(value)
        self.facts.append((number, expr, written))
        return written

    def rule_ids_shown(self) -> set[str]:
        """The rule ids named in ``rules(...)`` calls of the code cells, the last one left out."""
        shown: set[str] = set()
        for cell in self.cells[:-1]:
            if cell.cell_type == "code":
                for node in ast.walk(ast.parse(cell.source)):
                    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "rules":
                        shown.update(a.value for a in node.args if isinstance(a, ast.Constant))
        return shown

    def missing_rules(self) -> tuple[list[str], list[str]]:
        """The game's rule ids no cell shows, and the ids shown that the game does not have."""
        from seasons_nb.games import load

        ids, shown = list(load(self.game).RULES), self.rule_ids_shown()
        return [r for r in ids if r not in shown], sorted(shown - set(ids))

    def notebook(self) -> nbformat.NotebookNode:
        """The notebook, without outputs (every fact written and checked)."""
        self._settle()
        nb = nbformat.v4.new_notebook()
        nb.metadata = {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"codemirror_mode": {"name": "ipython", "version": 3}, "file_extension": ".py",
                              "mimetype": "text/x-python", "name": "python", "nbconvert_exporter": "python",
                              "pygments_lexer": "ipython3"},
        }
        for i, cell in enumerate(self.cells, 1):
            cell["id"] = f"{self.game}-{i:03d}"
        colab = nbformat.v4.new_code_cell(COLAB)
        colab["id"] = f"{self.game}-colab"
        nb.cells = [*self.cells[:1], colab, *self.cells[1:]]  # after the title
        nbformat.validate(nb)
        return nb

    def main(self) -> None:
        """Check the rule ids and the facts, then write the notebook (to the path given on the command
        line, if any)."""
        missing, unknown = self.missing_rules()
        if missing or unknown:
            raise SystemExit(f"rules not shown: {missing}; unknown ids: {unknown}")
        notebook = self.notebook()
        out = Path(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].endswith(".ipynb") else self.path
        nbformat.write(notebook, out)
        print(f"wrote {out}: {len(self.cells)} cells, {len(self.facts)} facts checked against the engine")
