"""The committed notebooks in JupyterLab: what a newcomer sees before running anything, a clean
Run All of each, re-runs that do not pile up widgets, and a reload after the kernel is gone.

Two pages serve the module (one only looks, the other runs); notebooks are opened in them one
after another.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .lab import LAPTOP, NOTEBOOKS, opened_notebook

COMMITTED = sorted(path.name for path in NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
ARCADIA = "01-seasons-of-arcadia.ipynb"
#: Run All again may leave at most this many times the widget models of the first run
MAX_GROWTH = 1.3
RELOADED = "reload_test.ipynb"
RELOAD_CELLS = [
    """
from seasons_nb.games import arcadia, groves
from seasons_nb.widgets import Table, play
a = play("arcadia", players=2, seed=3)
a
""",
    """
g = play("groves", players=2, seed=3)
g
""",
]


def stored_outputs(path: Path) -> tuple[int, int, int]:
    """(stored pictures, Table outputs, SVG outputs without a stored picture) in a notebook file."""
    pictures = tables = bare = 0
    for cell in json.loads(path.read_text())["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            html = "".join(data.get("text/html", ""))
            plain = "".join(data.get("text/plain", ""))
            pictures += 'class="snb-stored"' in html
            tables += plain.startswith("<Table")
            bare += "image/svg+xml" in data and 'class="snb-stored"' not in html
    return pictures, tables, bare


@pytest.fixture(scope="module")
def untrusted_page(chromium, lab):
    """A JupyterLab page at laptop size with 00-start-here open (nothing run)."""
    with opened_notebook(chromium, lab, COMMITTED[0], LAPTOP, kernel=False) as nb:
        yield nb


@pytest.fixture(scope="module")
def lab_page(chromium, lab, untrusted_page):
    """Another page, to run notebooks in (after the untrusted ones were looked at)."""
    with opened_notebook(chromium, lab, COMMITTED[0], LAPTOP) as nb:
        yield nb


def run_here(nb, name: str):
    """``name`` opened in the page as the only open notebook."""
    nb.switch_to(name)
    nb.close_others()
    return nb


# ---- 5. stored pictures in a notebook nobody ran or trusted ----------------------------------------------
#: (in the current notebook only: other open notebooks are hidden tabs of the same page)
_STORED = """() => {
  const here = window.jupyterapp.shell.currentWidget.node;
  const imgs = [...here.querySelectorAll('.jp-OutputArea-output img.snb-stored')];
  return imgs.map((img) => ({
    loaded: img.complete && img.naturalWidth > 0,
    width: img.getBoundingClientRect().width,
    cursor: getComputedStyle(img).cursor,
    link: !!img.closest('a'),
    src: img.getAttribute('src').slice(0, 30),
  }));
}"""

_TEXT_OUTPUTS = """() => [...window.jupyterapp.shell.currentWidget.node.querySelectorAll('.jp-OutputArea-output')]
  .filter((o) => /^\\s*<Table\\b/.test(o.textContent)).map((o) => o.textContent.slice(0, 80))"""


@pytest.mark.parametrize("name", COMMITTED)
def test_unrun_untrusted_notebook_shows_its_pictures(untrusted_page, name):
    nb = untrusted_page
    pictures, tables, bare = stored_outputs(NOTEBOOKS / name)
    assert pictures >= tables, f"{name}: {tables} Table outputs but only {pictures} stored pictures"
    assert bare == 0, f"{name}: {bare} SVG outputs that an untrusted notebook would hide"
    nb.switch_to(name, kernel=False)
    page = nb.page
    trusted = page.evaluate("""() => { const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
        for (let i = 0; i < cells.length; i++) { const c = cells.get(i);
          if (c.type === 'code' && c.outputs.length) return c.trusted; } return null; }""")
    assert trusted is False, "the notebook should open untrusted"
    # JupyterLab may draw cells lazily: scroll through the notebook until every picture is in the page
    nb.scroll_through()
    page.wait_for_function("""(n) => window.jupyterapp.shell.currentWidget.node
        .querySelectorAll('.jp-OutputArea-output img.snb-stored').length >= n""", arg=pictures, timeout=20_000)
    page.wait_for_function("""() => [...window.jupyterapp.shell.currentWidget.node
        .querySelectorAll('.jp-OutputArea-output img.snb-stored')].every((img) => img.complete)""", timeout=20_000)
    shown = page.evaluate(_STORED)
    broken = [s for s in shown if not s["loaded"] or s["width"] <= 0]
    assert broken == [], broken
    assert page.evaluate(_TEXT_OUTPUTS) == [], "a Table shows as text instead of its picture"
    assert [s for s in shown if s["cursor"] == "pointer" or s["link"]] == []
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.node"
                         ".querySelectorAll('.snb-table, .snb-clickable').length") == 0


# ---- 11. every notebook runs clean; re-runs do not pile up widgets -----------------------------------------
_MODELS = "import ipywidgets; print(len(ipywidgets.widgets.widget._instances))"


@pytest.mark.parametrize("name", COMMITTED)
def test_notebook_runs_clean(lab_page, name, record_property):
    nb = run_here(lab_page, name)
    seconds = nb.run_all_and_wait(timeout=180)
    record_property("run_all_seconds", round(seconds, 2))
    assert nb.cell_errors() == []
    assert nb.page_errors == [], nb.page_errors


def test_run_all_three_times_keeps_one_runs_worth_of_widgets(lab_page, record_property):
    nb = run_here(lab_page, ARCADIA)
    kernel, page = [], []
    for _ in range(3):
        nb.run_all_and_wait(timeout=180)
        assert nb.cell_errors() == []
        kernel.append(int(nb.run_in_kernel(_MODELS)))
        page.append(nb.comm_count())
    record_property("widget_models", {"kernel": kernel, "page": page})
    assert kernel[0] > 0 and page[0] > 0
    assert max(kernel) <= MAX_GROWTH * kernel[0], kernel
    assert max(page) <= MAX_GROWTH * page[0], page


# ---- 5 (end). a reload after the kernel is gone ----------------------------------------------------------
def test_reload_without_kernel_shows_nothing_clickable(lab_page):
    nb = lab_page
    nb.lab.write_notebook(RELOADED, RELOAD_CELLS)
    run_here(nb, RELOADED)
    nb.run_all_and_wait()
    here = "window.jupyterapp.shell.currentWidget.node"
    nb.page.wait_for_function(f"() => {here}.querySelectorAll('.snb-table[data-live=yes]').length === 2")
    assert nb.page.evaluate(f"() => {here}.querySelectorAll('.snb-clickable').length") > 0
    nb.save()
    nb.lab.shutdown_kernels()
    nb.open(RELOADED, kernel=False)  # the page loaded again, on this notebook only
    page = nb.page
    page.wait_for_function(f"() => {here}.querySelectorAll('.jp-OutputArea-output').length >= 2")
    page.wait_for_timeout(4500)  # a table still drawn would have found out by now that nobody answers
    assert page.locator(".snb-clickable").count() == 0
    assert page.locator(".snb-table[data-live=yes]").count() == 0
    pointers = page.evaluate("""() => [...document.querySelectorAll('.jp-OutputArea-output *')]
        .filter((n) => getComputedStyle(n).cursor === 'pointer').map((n) => n.tagName + '.' + n.className)""")
    assert pointers == []
