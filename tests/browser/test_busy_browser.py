"""No click is ever lost, however busy the machine: a Table answers every click once the kernel gets to
it, and only a kernel that is really gone makes it "Not live".

A starved kernel (a busy machine) is idle as far as the page knows while it has not yet read the click:
the kernel is stopped (SIGSTOP) for longer than the Table waits for an answer, clicked meanwhile, then
let go. The same scripted clicks are then played with both cores kept busy by other processes.
"""

from __future__ import annotations

import json
import re
import os
import signal
import subprocess
import sys
import time

import pytest
from playwright.sync_api import expect

from .tables import kernel, restart, tables_notebook, target

NOTEBOOK = "busy_test.ipynb"
TITLE = "test: a busy machine"
CELLS = [f"""
import os
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table
busy = Table(arcadia.from_position({{"e5": "autumn", "f5": "winter", "d4": "spring"}}, players=2), title={TITLE!r})
busy
"""]
#: a scripted turn: refusals, a selection, a move, and refusals again (each click gets one answer)
SCRIPT = ["a1", "a1", "e5", "e6", "f5", "a1", "c3", "a1", "i9", "a1"]


@pytest.fixture(scope="module")
def busy_nb(chromium, lab):
    with tables_notebook(chromium, lab, NOTEBOOK, CELLS, tables=1) as nb:
        yield nb


def answers(tbl) -> int:
    """How many answers from the kernel the Table has had (one per message it sent)."""
    return int(tbl.get_attribute("data-answers") or 0)


def seen(tbl) -> str:
    """What the page counted: answers and late answers."""
    return ", ".join(f"{key} {tbl.get_attribute('data-' + key) or 0}" for key in ("answers", "late"))


HEARD = """heard = []
_check = type(busy.widget.inbox).check.__get__(busy.widget.inbox)
def _heard(content):
    heard.append((content.get("kind"), content.get("target"), content.get("nonce")))
    return _check(content)
busy.widget.inbox.check = _heard"""


def read(nb) -> list:
    """What the kernel has read since ``HEARD`` ran: (kind, target, counter) of each message, in order."""
    return json.loads(kernel(nb, "import json; print(json.dumps(heard))"))


def play_script(nb, tbl) -> list:
    """Click through :data:`SCRIPT` without waiting for answers; wait until the kernel has read every click
    and the page has had one answer for each message the kernel read; return those messages."""
    kernel(nb, HEARD)
    before = answers(tbl)
    for name in SCRIPT:
        # one step, in the page: the node is looked up as it is clicked (a move repaints the board, and a
        # node found before the repaint would be gone by the time a separate click reached it)
        tbl.evaluate("(table, name) => table.querySelector(`.snb-stage [data-target='${name}']`)"
                     ".dispatchEvent(new MouseEvent('click', { bubbles: true }))", name)
    deadline = time.monotonic() + 120
    while sum(kind == "click" for kind, _, _ in read(nb)) < len(SCRIPT) and time.monotonic() < deadline:
        nb.page.wait_for_timeout(500)
    expect(tbl).to_have_attribute("data-answers", str(before + len(read(nb))), timeout=30_000)
    nb.page.wait_for_timeout(1_000)  # no more than one answer each
    heard = read(nb)
    assert answers(tbl) - before == len(heard), f"{seen(tbl)}; the kernel read {heard}"
    return heard


def test_a_click_to_a_starved_kernel_is_answered_not_lost(busy_nb):
    nb = busy_nb
    tbl = restart(nb, "busy", TITLE)
    pid = int(kernel(nb, "print(os.getpid())"))
    before = answers(tbl)
    os.kill(pid, signal.SIGSTOP)
    try:
        target(tbl, "a1").click()
        nb.page.wait_for_timeout(6_000)  # longer than the Table waits before it asks the kernel
        target(tbl, "a1").click()
        nb.page.wait_for_timeout(1_000)
    finally:
        os.kill(pid, signal.SIGCONT)
    expect(tbl).to_have_attribute("data-answers", str(before + 2), timeout=30_000)
    expect(tbl).to_have_attribute("data-live", "yes")
    assert kernel(nb, "print(busy.match.step)") == "0\n"


def test_scripted_clicks_on_a_busy_machine_are_all_answered(busy_nb):
    nb = busy_nb
    tbl = restart(nb, "busy", TITLE)
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2 * (os.cpu_count() or 1))]
    try:
        heard = play_script(nb, tbl)  # every click read, in order, and each message answered once
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    assert [target for kind, target, _ in heard if kind == "click"] == SCRIPT, f"{seen(tbl)}; the kernel read {heard}"
    expect(tbl).to_have_attribute("data-live", "yes")
    assert kernel(nb, "print(busy.match.step, busy.state.at('e6'))") == "1 autumn\n", f"{seen(tbl)}; the kernel read {heard}"


def test_a_table_that_looked_gone_acts_on_a_click_its_kernel_answers(busy_nb):
    nb = busy_nb
    tbl = restart(nb, "busy", TITLE)
    before = answers(tbl)
    # as when a late answer made the page call the table gone, though its kernel is there
    tbl.evaluate("(table) => { table.dataset.live = 'no'; table.classList.add('snb-dead'); }")
    target(tbl, "e5").dispatch_event("click")
    expect(tbl).to_have_attribute("data-answers", str(before + 1))
    expect(tbl).to_have_attribute("data-live", "yes")
    expect(tbl).not_to_have_class(re.compile(r"\bsnb-dead\b"))
    assert kernel(nb, "print(busy.clicks)") == "['e5']\n"
