"""A Table in Voilà (a notebook shown as an app, without its code): it is live and answers clicks."""

from __future__ import annotations

import importlib.util
import re

import pytest
from playwright.sync_api import expect

from .lab import LAPTOP
from .tables import answered, live_targets, status, step_text, target

pytestmark = pytest.mark.skipif(importlib.util.find_spec("voila") is None,
                                reason="Voilà is not installed (pip install voila)")

NOTEBOOK = "voila_test.ipynb"
CELLS = ["""
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table
Table(arcadia.from_position({"e5": "autumn", "f5": "winter", "d4": "spring"}, players=2), title="in Voilà")
"""]


def test_table_is_live_and_answers_clicks_in_voila(chromium, lab):
    lab.write_notebook(NOTEBOOK, CELLS)
    context = chromium.new_context(**LAPTOP)
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{lab.url}/voila/render/{NOTEBOOK}?token={lab.token}", timeout=120_000)
        tbl = page.locator(".snb-table")
        expect(tbl).to_have_count(1, timeout=120_000)
        expect(tbl).to_have_attribute("data-live", "yes", timeout=60_000)
        assert page.locator(".jp-InputArea, .jp-Cell-inputWrapper").count() == 0, "Voilà shows no code"
        assert "e5" in live_targets(tbl)
        before = step_text(tbl).inner_text()
        with answered(tbl):
            target(tbl, "e5").click()
        expect(status(tbl)).to_contain_text("Selected:")
        with answered(tbl):
            target(tbl, "g5").click()
        expect(step_text(tbl)).not_to_have_text(before)
        expect(status(tbl)).not_to_contain_text("Selected:")
        assert "g5" not in live_targets(tbl)
        tbl.locator('.snb-controls button[data-control="share"]').click()
        with page.expect_download() as download:  # Save and Copy position work in an app too
            tbl.locator('.snb-controls button[data-control="save"]').click()
        assert download.value.suggested_filename == "arcadia-step-1.txt"
        tbl.locator('.snb-controls button[data-control="copy"]').click()
        expect(tbl.locator(".snb-share input.snb-code")).to_have_value(re.compile(r"^snb1\.arcadia\."))
        assert errors == []
    finally:
        context.close()
        lab.shutdown_kernels()
