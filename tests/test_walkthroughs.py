"""The walkthroughs written by ``notebooks/build``: the committed notebook has its builder's cells,
every rule id of the game is shown next to a live example, and facts stated in prose are the engine's."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import nbformat
import pytest

BUILD = Path(__file__).resolve().parent.parent / "notebooks" / "build"
BUILDERS = sorted(p.name for p in BUILD.glob("[0-9][0-9]-*.py"))
WALKTHROUGHS = sorted(p.name for p in BUILD.parent.glob("0[1-9]-*.ipynb"))


@pytest.fixture(scope="module", params=BUILDERS)
def built(request):
    """A builder's notebook, built once (building runs every code cell and checks every fact)."""
    sys.path.insert(0, str(BUILD))
    try:
        return runpy.run_path(str(BUILD / request.param), run_name="builder")["nb"]
    finally:
        sys.path.remove(str(BUILD))


@pytest.fixture
def cells(monkeypatch):
    monkeypatch.syspath_prepend(str(BUILD))
    import cells

    return cells


def test_every_walkthrough_has_a_builder():
    assert [b.replace(".py", ".ipynb") for b in BUILDERS] == WALKTHROUGHS
    assert len(WALKTHROUGHS) == 5
    # building it for a test must not write it: only running the builder does
    assert [b for b in BUILDERS if not (BUILD / b).read_text().rstrip().endswith(
        'if __name__ == "__main__":\n    nb.main()')] == []


def test_the_committed_notebook_has_the_builders_cells(built):
    committed = nbformat.read(built.path, as_version=4)
    assert [(c.cell_type, c.source) for c in committed.cells] == [
        (c.cell_type, c.source) for c in built.notebook().cells]


def test_every_rule_is_shown_next_to_a_live_example(built):
    assert built.missing_rules() == ([], [])


def test_every_walkthrough_checks_facts_in_its_prose(built):
    built.notebook()
    assert len(built.facts) >= 10


def test_a_fact_is_written_from_the_engine(cells):
    nb = cells.Notebook("arcadia", "unused.ipynb")
    nb.md("There are {{ len(s.legal_actions()) }} first moves{{! s.explain('place autumn e5') is None }}.")
    nb.code("from seasons_nb.games import arcadia\ns = arcadia.new_game(players=2, seed=1)")
    nb.md("After.")
    assert nb.cells[0].source == f"There are {len(nb.namespace['s'].legal_actions())} first moves."
    assert [f[1] for f in nb.facts] == ["len(s.legal_actions())", "s.explain('place autumn e5') is None"]


@pytest.mark.parametrize("claim, message", [
    ("{{! len(s.legal_actions()) == 0 }}", "is false"),
    ("{{ s.no_such_thing }}", "raised AttributeError"),
])
def test_a_false_or_broken_fact_stops_the_build(cells, claim, message):
    nb = cells.Notebook("arcadia", "unused.ipynb")
    nb.code("from seasons_nb.games import arcadia\ns = arcadia.new_game(players=2, seed=1)")
    nb.md(f"Nothing to play here {claim}.")
    with pytest.raises(cells.FactError, match=message):
        nb.notebook()


def test_our_choices_are_labelled_where_taught_and_printed_rules_are_not(built):
    """In prose, a choice of ours is cited as "(our choice: `id`)" and a rule the book prints never is."""
    import re

    from seasons_nb.games import load

    book = load(built.game).RULES
    unlabelled, mislabelled = set(), set()
    for cell in built.notebook().cells:
        if cell.cell_type != "markdown":
            continue
        labelled = {i for span in re.findall(r"our choice: ((?:`[\w.]+`(?:, | and |; )?)+)", cell.source)
                    for i in re.findall(r"`([\w.]+)`", span)}
        mentioned = {i for i in re.findall(r"`([\w.]+)`", cell.source) if i in book}
        unlabelled |= {i for i in mentioned - labelled if book[i].ours}
        mislabelled |= {i for i in labelled if i in book and not book[i].ours}
    assert (sorted(unlabelled), sorted(mislabelled)) == ([], [])


def test_the_start_page_points_to_every_walkthrough():
    start = nbformat.read(BUILD.parent / "00-start-here.ipynb", as_version=4)
    text = "\n".join(c.source for c in start.cells if c.cell_type == "markdown")
    last = start.cells[-1].source
    assert [w for w in WALKTHROUGHS if f"]({w})" not in last] == []
    assert "Voilà" in text


@pytest.mark.parametrize("name", ["00-start-here.ipynb", *WALKTHROUGHS])
def test_instructions_for_jupyterlab_also_say_what_to_do_in_voila(name):
    nb = nbformat.read(BUILD.parent / name, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "markdown" and ("Run All" in cell.source or "Shift + Enter" in cell.source
                                             or "Shift+Enter" in cell.source):
            assert "Voilà" in cell.source, cell.source


@pytest.mark.parametrize("name", ["00-start-here.ipynb", *WALKTHROUGHS])
def test_stored_outputs_carry_no_memory_address(name):
    import re

    nb = nbformat.read(BUILD.parent / name, as_version=4)
    texts = [str(output.get("data", {}).get("text/plain", "")) + str(output.get("text", ""))
             for cell in nb.cells if cell.cell_type == "code" for output in cell.outputs]
    assert [t for t in texts if re.search(r" at 0x[0-9a-fA-F]+", t)] == []


@pytest.mark.parametrize("name", sorted(p.name for p in BUILD.parent.glob("*.ipynb")))
def test_every_notebook_installs_the_package_in_colab_and_does_nothing_elsewhere(name, cells, monkeypatch):
    from IPython.core.inputtransformer2 import TransformerManager

    nb = nbformat.read(BUILD.parent / name, as_version=4)
    first_code = next(c for c in nb.cells if c.cell_type == "code")
    assert first_code.source == cells.COLAB and first_code.outputs == []
    code = TransformerManager().transform_cell(first_code.source)
    calls = []
    shell = type("Shell", (), {"run_line_magic": lambda self, *args: calls.append(args)})()
    exec(code, {"get_ipython": lambda: shell})
    assert calls == []
    monkeypatch.setitem(sys.modules, "google.colab", object())
    exec(code, {"get_ipython": lambda: shell})
    assert calls == [("pip", 'install -q "seasons_nb @ git+https://github.com/seasons-nb/seasons_nb"')]
