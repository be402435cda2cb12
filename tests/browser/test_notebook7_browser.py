"""A Table in Notebook 7 (``jupyter notebook``): the file page lists the notebooks, a Table runs and
answers a click, and the notebook's shortcuts pressed inside it leave the notebook alone."""

from __future__ import annotations

import importlib.util

import pytest
from playwright.sync_api import expect

from .lab import LAPTOP, Lab, Notebook
from .tables import answered, keys_stay_in_table, kernel, live_targets, status, table, target

pytestmark = pytest.mark.skipif(importlib.util.find_spec("notebook") is None,
                                reason="Notebook 7 is not installed (pip install 'notebook>=7')")

NOTEBOOK = "notebook7_test.ipynb"
TITLE = "test: in Notebook 7"
CELLS = [f"""
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table
t = Table(arcadia.from_position({{"e5": "autumn", "f5": "winter", "d4": "spring"}}, players=2), title={TITLE!r})
t
"""]


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory):
    server = Lab(tmp_path_factory.mktemp("nb7"), app="notebook").start()
    yield server
    server.stop()


def test_table_runs_and_answers_a_click_in_notebook7(chromium, notebook7):
    notebook7.write_notebook(NOTEBOOK, CELLS)
    context = chromium.new_context(**LAPTOP)
    try:
        page = context.new_page()
        nb = Notebook(page, notebook7)
        page.goto(notebook7.tree_url())
        expect(page.locator(".jp-DirListing-item", has_text=NOTEBOOK)).to_be_visible(timeout=30_000)
        expect(page.locator(".jp-DirListing-item", has_text="01-seasons-of-arcadia.ipynb")).to_be_visible()
        nb.open(NOTEBOOK)
        assert "/notebooks/" in page.url
        nb.run_all()
        nb.wait_executed()
        assert nb.cell_errors() == []
        tbl = table(nb, TITLE)
        expect(tbl).to_have_attribute("data-live", "yes")
        assert "e5" in live_targets(tbl)
        with answered(tbl):
            target(tbl, "e5").click()
        expect(status(tbl)).to_contain_text("Selected:")
        assert kernel(nb, "print(t.clicks)") == "['e5']\n"
        with answered(tbl):
            target(tbl, "g5").click()
        assert kernel(nb, "print(t.match.step, t.state.at('g5'))") == "1 autumn\n"
        tbl.locator('.snb-controls button[data-control="share"]').click()
        with page.expect_download() as download:  # Save hands the browser a file here too
            tbl.locator('.snb-controls button[data-control="save"]').click()
        assert download.value.suggested_filename == "arcadia-step-1.txt"
        tbl.locator('.snb-share').get_by_role("button", name="Close").click()
        for focus in [tbl.locator(".snb-log"), tbl.locator('.snb-controls button[data-control="present"]'),
                      target(tbl, "e5")]:
            assert keys_stay_in_table(nb, focus, "print(t.match.step, t.clicks)") == []
        with answered(tbl):
            page.keyboard.press("u")
        assert kernel(nb, "print(t.match.step)") == "0\n"
        # (Notebook 7.6 itself throws "reading 'schema'" from its settings loader on every page)
        assert [e for e in nb.page_errors if "notebook_core" not in e] == [] and nb.dialogs == []
    finally:
        context.close()
        notebook7.shutdown_kernels()

