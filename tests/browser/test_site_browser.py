"""The course as a static JupyterLite site (``make site``), offline in headless Chromium.

The built ``site/`` is served by Python's ``http.server`` on 127.0.0.1 and opened in a Chromium
that can resolve no other host; every request the browser makes (pages, workers, the service
worker) is recorded. The site opens on the start page with the course's title; the Pyodide
kernel starts; each walkthrough runs with Run All and no error output; a live Table in each
answers a click (Python's answer reaches the page); and no request went anywhere but the site.

Pyodide is slow to start on a small machine (17-41 s measured on two shared cores), so the
waits are long. Marked ``site``; skipped when no site is built (run ``make site`` first).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
import time
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import expect

from .lab import CHROMIUM_ARGS, LAPTOP, REPO, Notebook, chromium_executable

SITE = REPO / "site"
BUILT = (SITE / "jupyter-lite.json").is_file() and (SITE / "static" / "pyodide" / "pyodide-lock.json").is_file()
START = "00-start-here.ipynb"
TITLE = "Seasons — learn five games by playing"
NOTEBOOKS = sorted(p.name for p in (REPO / "notebooks").glob("[0-9][0-9]-*.ipynb"))
#: every host but the site's own is unresolvable
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
KERNEL_START_S = 150
RUN_ALL_S = 240
CLICK_S = 30

pytestmark = [
    pytest.mark.site,
    pytest.mark.skipif(not BUILT, reason="no site built in site/: run `make site` first"),
]


class SiteServer:
    """``site/`` served by ``http.server`` on 127.0.0.1 in a thread; keeps every (status, path) it answered.

    Has what :class:`tests.browser.lab.Notebook` asks of a server (``notebook_url``, ``shutdown_kernels``).
    """

    def __init__(self, root: Path) -> None:
        self.answered: list[tuple[int, str]] = []
        server = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def log_request(self, code="-", size="-"):
                server.answered.append((int(getattr(code, "value", code)), self.path))

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/index.html?path={quote(name)}"

    def shutdown_kernels(self) -> None:
        """The kernels live in the page (Pyodide in web workers): closing the page ends them."""

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(10)


@contextlib.contextmanager
def served_site(root: Path = SITE):
    server = SiteServer(root)
    try:
        yield server
    finally:
        server.stop()


def launch_offline(browser_type):
    """Headless Chromium that can reach 127.0.0.1 only (from a Playwright ``browser_type``)."""
    return browser_type.launch(executable_path=chromium_executable(), args=[*CHROMIUM_ARGS, OFFLINE])


@pytest.fixture(scope="module")
def site():
    with served_site() as server:
        yield server


@pytest.fixture(scope="module")
def site_page(site, chromium):
    """One laptop-sized page on the site, every request it (or its workers) made kept in ``requests``
    (a second, offline Chromium from the session's Playwright: one Playwright runs per process)."""
    browser = launch_offline(chromium.browser_type)
    context = browser.new_context(**LAPTOP)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    nb = Notebook(context.new_page(), site)
    nb.requests = requests
    try:
        yield nb
    finally:
        context.close()
        browser.close()


#: Shut down the kernel of every open document and close it (each Pyodide kernel holds a worker).
_LEAVE = """async () => {
  const shell = window.jupyterapp.shell;
  for (const w of [...shell.widgets('main')]) {
    if (w.sessionContext?.session) await w.sessionContext.shutdown();
    if (w.context?.model) w.context.model.dirty = false;
    w.close();
  }
}"""

#: The first live Table in the current notebook that has something to click: scrolled into view,
#: its data-seq returned (or null).
_LIVE_TABLE = """() => {
  const here = window.jupyterapp.shell.currentWidget.node;
  const tables = [...here.querySelectorAll('.snb-table[data-live=yes]')];
  const table = tables.find((t) => t.querySelector('.snb-stage .snb-clickable[data-target]'));
  if (!table) return null;
  table.setAttribute('data-site-test', 'yes');
  table.scrollIntoView({ block: 'start' });
  return table.getAttribute('data-seq');
}"""


def test_site_opens_on_the_start_page_and_the_kernel_starts(site_page, record_property):
    nb = site_page
    start = time.monotonic()
    nb.page.goto(site_page.lab.url + "/", timeout=60_000)
    nb.name = START
    nb.page.wait_for_function(
        "(name) => window.jupyterapp?.shell?.currentWidget?.context?.path === name", arg=START, timeout=60_000)
    assert TITLE in nb.page.title()
    nb.wait_kernel_ready(KERNEL_START_S)
    record_property("kernel_ready_seconds", round(time.monotonic() - start, 1))
    assert nb.page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.name") == "python"
    assert nb.run_in_kernel("import sys; print(sys.platform)", timeout=60).strip() == "emscripten"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_walkthrough_runs_clean_and_a_table_answers_a_click(site_page, name, record_property):
    nb = site_page
    if nb.name != name:
        nb.page.evaluate(_LEAVE)
        nb.page_errors.clear()
        start = time.monotonic()
        nb.switch_to(name, timeout=KERNEL_START_S)
        record_property("kernel_ready_seconds", round(time.monotonic() - start, 1))
    else:
        nb.wait_kernel_ready(KERNEL_START_S)
    seconds = nb.run_all_and_wait(timeout=RUN_ALL_S)
    record_property("run_all_seconds", round(seconds, 1))
    assert nb.cell_errors() == []
    assert nb.page_errors == [], nb.page_errors
    assert nb.dialogs == [], nb.dialogs
    nb.scroll_through()  # JupyterLab may draw cells only once they come into view
    before = nb.page.evaluate(_LIVE_TABLE)
    assert before is not None, f"{name}: no live Table with something to click"
    table = nb.page.locator(".snb-table[data-site-test=yes]")
    target = table.locator(".snb-stage .snb-clickable[data-target]").first
    clicked = target.get_attribute("data-target")
    start = time.monotonic()
    target.dispatch_event("click")
    nb.page.wait_for_function(
        "(seq) => document.querySelector('.snb-table[data-site-test=yes]')?.getAttribute('data-seq') !== seq",
        arg=before, timeout=CLICK_S * 1000)
    record_property("click", {"target": clicked, "answered_seconds": round(time.monotonic() - start, 2)})
    assert table.get_attribute("data-live") == "yes"


def test_save_load_and_a_position_code_work_in_the_site(site_page, tmp_path):
    """Save downloads the match from Pyodide's Python, Load… sends the chosen file back, and Copy position's
    code pasted into Load… rebuilds the game: the same as in JupyterLab, with no server."""
    nb = site_page
    if nb.name not in NOTEBOOKS:  # run on its own: open the site, then a walkthrough, and run it first
        if nb.name is None:
            test_site_opens_on_the_start_page_and_the_kernel_starts(site_page, lambda *args: None)
        nb.page.evaluate(_LEAVE)
        nb.switch_to(NOTEBOOKS[-1], timeout=KERNEL_START_S)
        nb.run_all_and_wait(timeout=RUN_ALL_S)
        nb.scroll_through()
    assert nb.page.evaluate(_LIVE_TABLE) is not None
    table = nb.page.locator(".snb-table[data-site-test=yes]")
    status = table.locator(".snb-decision .snb-status")
    table.locator('.snb-controls button[data-control="share"]').click()
    with nb.page.expect_download(timeout=CLICK_S * 1000) as download:
        table.locator('.snb-controls button[data-control="save"]').click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.read_text().startswith("# Seasons game record")
    table.locator(".snb-share input[type=file]").set_input_files(saved)
    expect(status).to_contain_text("Loaded: step", timeout=CLICK_S * 1000)
    table.locator('.snb-controls button[data-control="share"]').click()  # loading closed it
    table.locator('.snb-controls button[data-control="copy"]').click()
    code = table.locator(".snb-share input.snb-code")
    expect(code).to_be_visible(timeout=CLICK_S * 1000)
    text = code.input_value()
    assert text.startswith("snb1.")
    table.locator(".snb-share textarea").fill(text)
    table.locator(".snb-share").get_by_role("button", name="Load it").click()
    expect(status).to_contain_text("Loaded: step", timeout=CLICK_S * 1000)
    assert nb.page_errors == [], nb.page_errors


def test_no_request_went_to_another_host(site_page, site, record_property):
    nb = site_page
    if nb.name is None:  # run on its own: open the site and start a kernel first
        test_site_opens_on_the_start_page_and_the_kernel_starts(site_page, record_property)
    ours = urlsplit(site.url).netloc
    elsewhere = sorted({u for u in nb.requests if urlsplit(u).scheme in ("http", "https", "ws", "wss")
                        and urlsplit(u).netloc != ours})
    assert elsewhere == []
    record_property("requests", len(nb.requests))
    record_property("not_found", sorted({path for status, path in site.answered if status == 404}))
