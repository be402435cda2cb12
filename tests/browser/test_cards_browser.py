"""CardWidget in a real JupyterLab: a card clicked with the mouse or the keyboard shows its text."""

import re

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS
from .lab import opened_notebook

SETUP = '''
from seasons_nb.widgets import gallery

cards = gallery("solstice")
cards
'''


@pytest.fixture(scope="module")
def cards_nb(chromium, lab):
    """The test notebook, opened and run once for this module; records any dialog."""
    lab.write_notebook("cards_widget_test.ipynb", [SETUP, 'print("cells ran")'])
    with opened_notebook(chromium, lab, "cards_widget_test.ipynb") as nb:
        nb.run_all()
        try:
            nb.wait_for(".snb-board")
        except Exception:
            nb.screenshot(ARTIFACTS / "cards-debug.png")
            print(nb.cell_errors())
            raise
        nb.wait_executed()
        yield nb


def gallery_of(nb):
    return nb.page.locator(".snb-board").first


def test_the_gallery_renders_with_focusable_cards(cards_nb):
    assert cards_nb.output_text(1) == "cells ran\n"
    g = gallery_of(cards_nb)
    expect(g.locator(".snb-status")).to_contain_text("Click a card")
    blaze = g.locator('[data-target="card:blaze"]')
    assert blaze.get_attribute("role") == "button" and blaze.get_attribute("aria-label") == "Blaze Captain"
    assert blaze.get_attribute("tabindex") is not None


def test_a_mouse_click_shows_the_card_text_and_its_rules(cards_nb):
    g = gallery_of(cards_nb)
    g.locator('[data-target="card:glacier"]').click()
    name = cards_nb.run_in_kernel('print(cards.entries["glacier"].title, len(cards.entries["glacier"].rules))')
    title, count = name.rsplit(" ", 1)
    expect(g.locator(".snb-status")).to_have_text(f"{title}: {count.strip()} rules mention it.")
    expect(g.locator("svg text", has_text="solstice.setup.choose")).to_have_count(1)
    expect(g.locator("svg text.cdh")).to_have_text(title)  # the detail panel's heading
    assert cards_nb.run_in_kernel("print(cards.selected)") == "glacier\n"


def test_the_keyboard_opens_a_tab_and_a_card(cards_nb):
    page, g = cards_nb.page, gallery_of(cards_nb)
    g.locator('[data-target="kind:Trinkets"]').focus()
    page.keyboard.press("Enter")
    expect(g.locator(".snb-status")).to_have_text("Trinkets: 12. Click one to read it.")
    first = cards_nb.run_in_kernel('print([e.id for e in cards.entries.values() if e.kind == "Trinkets"][0])').strip()
    expect(g.locator(f'[data-target="card:{first}"]')).to_be_attached()
    # the tabs come first in the picture; Tab from the last tab reaches the first trinket
    g.locator('[data-target="kind:Trinkets"]').focus()
    page.keyboard.press("Tab")
    expect(g.locator(f'[data-target="card:{first}"]')).to_be_focused()
    page.keyboard.press(" ")
    title = cards_nb.run_in_kernel(f'print(cards.entries["{first}"].title)').strip()
    expect(g.locator(".snb-status")).to_have_text(re.compile(rf"^{re.escape(title)}: \d+ rules? mentions? it\.$"))
    expect(g.locator("svg text", has_text="diamond").first).to_be_attached()
    assert cards_nb.run_in_kernel("print(cards.selected)") == f"{first}\n"
    assert cards_nb.dialogs == []


@pytest.mark.parametrize("width", [1366, 1024])
def test_screenshot_of_the_gallery(cards_nb, width):
    page = cards_nb.page
    page.set_viewport_size({"width": width, "height": 768})
    g = gallery_of(cards_nb)
    g.scroll_into_view_if_needed()
    box = g.bounding_box()
    assert box["width"] <= width  # the picture shrinks to the notebook's width
    page.screenshot(path=str(ARTIFACTS / f"cards-gallery-{width}.png"))
