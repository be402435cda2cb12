"""The walkthroughs written by ``notebooks/build``: the committed notebook has its builder's cells,
and every rule id of the game is shown next to a live example."""

from __future__ import annotations

import runpy
from pathlib import Path

import nbformat
import pytest

BUILD = Path(__file__).resolve().parent.parent / "notebooks" / "build"
BUILDERS = sorted(p.name for p in BUILD.glob("[0-9][0-9]-*.py"))


def _built(name: str, monkeypatch):
    monkeypatch.syspath_prepend(str(BUILD))
    return runpy.run_path(str(BUILD / name), run_name="builder")["nb"]


def test_every_walkthrough_has_a_builder():
    assert BUILDERS == ["02-solstice.py", "04-seasons-of-intrigue.py", "05-altered.py"]


@pytest.mark.parametrize("name", BUILDERS)
def test_the_committed_notebook_has_the_builders_cells(name, monkeypatch):
    nb = _built(name, monkeypatch)
    committed = nbformat.read(nb.path, as_version=4)
    built = nb.notebook()
    assert [(c.cell_type, c.source) for c in committed.cells] == [(c.cell_type, c.source) for c in built.cells]


@pytest.mark.parametrize("name", BUILDERS)
def test_every_rule_is_shown_next_to_a_live_example(name, monkeypatch):
    nb = _built(name, monkeypatch)
    assert nb.missing_rules() == ([], [])
