"""What the walkthrough builders share: a notebook written cell by cell from Python.

A builder (``02-solstice.py``, ``04-seasons-of-intrigue.py``, ``05-altered.py``) lists its cells in
order with ``md`` and ``code`` and ends with ``nb.main()``, which checks that every rule id of the
game is shown by a ``rules(...)`` call (other than the last cell's, which lists them all) and writes
the notebook without outputs. Then execute it, so what is committed is what it shows::

    python notebooks/build/05-altered.py
    python notebooks/execute.py notebooks/05-altered.ipynb

Edit the builder, not the notebook: a test checks that the committed notebook has the builder's cells.
"""

from __future__ import annotations

import ast
import sys
import textwrap
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parent.parent


class Notebook:
    """The cells of one walkthrough, for the game ``game``, written to ``notebooks/<file>``."""

    def __init__(self, game: str, file: str):
        self.game, self.path, self.cells = game, NOTEBOOKS / file, []

    def md(self, text: str) -> None:
        """A markdown cell (indentation and surrounding blank lines removed)."""
        self.cells.append(nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip("\n")))

    def code(self, text: str, hidden: bool = False) -> None:
        """A code cell; ``hidden`` folds its source away (for exercise solutions)."""
        cell = nbformat.v4.new_code_cell(textwrap.dedent(text).strip("\n"))
        if hidden:
            cell.metadata["jupyter"] = {"source_hidden": True}
        self.cells.append(cell)

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
        """The notebook, without outputs."""
        nb = nbformat.v4.new_notebook()
        nb.metadata = {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"codemirror_mode": {"name": "ipython", "version": 3}, "file_extension": ".py",
                              "mimetype": "text/x-python", "name": "python", "nbconvert_exporter": "python",
                              "pygments_lexer": "ipython3"},
        }
        for i, cell in enumerate(self.cells, 1):
            cell["id"] = f"{self.game}-{i:03d}"
        nb.cells = self.cells
        nbformat.validate(nb)
        return nb

    def main(self) -> None:
        """Check the rule ids, then write the notebook (to the path given on the command line, if any)."""
        sys.path.insert(0, str(NOTEBOOKS.parent))
        missing, unknown = self.missing_rules()
        if missing or unknown:
            raise SystemExit(f"rules not shown: {missing}; unknown ids: {unknown}")
        out = Path(sys.argv[1]) if len(sys.argv) > 1 else self.path
        nbformat.write(self.notebook(), out)
        print(f"wrote {out}: {len(self.cells)} cells")
