"""Save → Load and Copy position → paste on Tables in a real JupyterLab (laptop screen, file browser open):
the browser downloads the match, sends a chosen file's text back, shows and copies a position code, and
a bad file is answered in the status line."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS
from .tables import answered, control, kernel, status, table, tables_notebook

NOTEBOOK = "saves_test.ipynb"
FIRST, SECOND = "test: saving", "test: loading"
CELLS = [
    f"""
from seasons_nb.widgets import play
first = play("groves", seed=2, bot_plays=(1,))
first.title = {FIRST!r}
first.bot_move(); first.bot_move(); first.bot_move()
first
""",
    f"""
second = play("groves", seed=5, bot_plays=(1,))
second.title = {SECOND!r}
second
""",
]


@pytest.fixture(scope="module")
def nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, tables=2) as nb:
        yield nb


def share(tbl):
    return tbl.locator(".snb-share")


def opened(tbl):
    """The Save / Load… box, opened if it was closed."""
    if share(tbl).is_hidden():
        control(tbl, "share").click()
    expect(share(tbl)).to_be_visible()
    return share(tbl)


def test_save_downloads_the_match_and_load_reads_it_back(nb, tmp_path):
    first, second = table(nb, FIRST), table(nb, SECOND)
    opened(first)
    with nb.page.expect_download() as download, answered(first):
        control(first, "save").click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name == kernel(nb, "print(first.save_name())").strip()
    assert path.read_text() == kernel(nb, "print(first.save_text(), end='')")
    expect(status(first)).to_contain_text("Saved step")
    opened(second)
    with answered(second):
        share(second).locator("input[type=file]").set_input_files(path)
    expect(status(second)).to_contain_text("Loaded: step")
    expect(share(second)).to_be_hidden()
    assert kernel(nb, "print(second.state == first.state, len(second.match) == len(first.match))") == "True True\n"
    with answered(second):
        control(second, "undo").click()
    assert kernel(nb, "print(second.match.step < first.match.step)") == "True\n"


def test_a_bad_file_is_refused_in_the_status_line(nb, tmp_path):
    second = table(nb, SECOND)
    before = kernel(nb, "print(second.match.step, len(second.match))")
    bad = tmp_path / "bad.txt"
    bad.write_text(kernel(nb, "print(second.save_text(), end='')").replace("(format 1)", "(format 7)"))
    opened(second)
    with answered(second):
        share(second).locator("input[type=file]").set_input_files(bad)
    expect(status(second)).to_contain_text("field 'version'")
    expect(share(second)).to_be_visible()
    assert kernel(nb, "print(second.match.step, len(second.match))") == before
    share(second).get_by_role("button", name="Close").click()
    expect(share(second)).to_be_hidden()


def test_copy_position_shows_the_code_and_pasting_it_loads_the_position(nb):
    first, second = table(nb, FIRST), table(nb, SECOND)
    kernel(nb, "first.set_viewer(None)")
    opened(first)
    with answered(first):
        control(first, "copy").click()
    code_box = share(first).locator("input.snb-code")
    expect(code_box).to_be_visible()
    code = code_box.input_value()
    assert code == kernel(nb, "print(first.code())").strip() and code.startswith("snb1.groves.")
    expect(status(first)).to_contain_text("Position code of the whole match")
    ARTIFACTS.mkdir(exist_ok=True)
    first.scroll_into_view_if_needed()
    nb.page.screenshot(path=ARTIFACTS / "share-code.png")
    opened(second)
    pasted = share(second).locator("textarea")
    pasted.fill(code)
    pasted.press("u")  # a letter typed in the box is text, not the Table's Undo key
    pasted.press("Backspace")
    nb.page.screenshot(path=ARTIFACTS / "share-load.png")
    with answered(second):
        share(second).get_by_role("button", name="Load it").click()
    expect(status(second)).to_contain_text("Loaded: step")
    assert kernel(nb, "print(second.match.states == first.match.states)") == "True\n"
