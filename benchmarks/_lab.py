"""Click-to-DOM latency in a real JupyterLab (headless Chromium), for the benchmarks.

The server, browser and notebook driving come from ``tests/browser/lab.py`` (shared with the
browser tests). Times are measured inside the page with ``performance.now()``: from
dispatching the click to the DOM mutation that shows Python's answer ("DOM"), and on to the
next frame after it ("painted": the browser has laid out and drawn the new content).
"""

from __future__ import annotations

import contextlib
import statistics
import sys
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.browser.lab import (LAPTOP, NOTEBOOKS, PROJECTOR, Lab, Notebook, launch_chromium,  # noqa: E402
                               running_lab)

__all__ = [
    "ECHO_CELL", "LAPTOP", "PROJECTOR", "Lab", "Notebook", "TABLE_CELL", "WireCounter", "lab_session",
    "measure_clicks", "open_and_run", "summary",
]

ECHO_CELL = '''
import anywidget, traitlets

class Echo(anywidget.AnyWidget):
    """Sends a message per click; Python answers by bumping a synced counter."""
    _esm = """
    export default { render({ model, el }) {
      const b = document.createElement("button");
      b.className = "snb-echo";
      b.textContent = String(model.get("count"));
      let n = 0;
      b.addEventListener("click", () => model.send({ n: ++n }));
      model.on("change:count", () => { b.textContent = String(model.get("count")); });
      el.append(b);
    } };
    """
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _msg, _buffers: setattr(self, "count", self.count + 1))

echo = Echo()
echo
'''

#: A mid-game Seasons of Arcadia Table: a seeded game advanced by the bot, then (if needed) on
#: to a position where the player to move has a lord that can move or jump. Prints that lord
#: and the step. Every message the widget sends on its comm (its "update" messages and its trait
#: updates) is kept in ``bench_sent`` (sizes are worked out afterwards, so that measuring adds
#: nothing to a click).
TABLE_CELL = '''
import json
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table

bench = Table(arcadia.new_game(players=2, seed={seed}), seed={seed}, title="latency benchmark")
for _ in range({actions}):
    bench.bot_move()
while not any(a.kind != "place" for a in bench.state.legal_actions()):
    bench.bot_move()
bench_lord = sorted({{a.clicks[0] for a in bench.state.legal_actions() if a.kind != "place"}})[0]
bench_sent, _bench_send = [], bench.widget._send
bench.widget._send = lambda message, buffers=None: (bench_sent.append(message), _bench_send(message, buffers))
bench_answers = lambda sent: sum((m["method"] == "custom" and m["content"]["kind"] == "update") or (m["method"] == "update" and "seq" in m["state"]) for m in sent)
print(bench_lord, bench.match.step)
bench
'''

#: Per click: ms from dispatching it until ``watch`` changes (its text, its markup, or one of its
#: attributes), then until the next frame has been drawn. Returns [[dom, painted], ...]. The
#: clicks go to each of ``clickSels`` in turn.
_MEASURE = """async ([clickSels, watchSel, n, timeoutMs, changed]) => {
  const times = [];
  const markup = (node) => node.innerHTML;
  const text = (node) => node.textContent;
  const read = changed === 'html' ? markup : changed === 'text' ? text : (node) => node.getAttribute(changed);
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  for (let i = 0; i < n; i++) {
    const clickSel = clickSels[i % clickSels.length];
    const target = document.querySelector(clickSel);
    const watched = document.querySelector(watchSel);
    if (!target || !watched) throw new Error(`missing ${target ? watchSel : clickSel}`);
    const before = read(watched);
    const t0 = performance.now();
    const dom = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no answer')); }, timeoutMs);
      const obs = new MutationObserver(() => {
        if (read(watched) === before) return;
        obs.disconnect(); clearTimeout(timer); resolve(performance.now() - t0);
      });
      // an attribute is watched on its own (no records of every other change to pay for)
      obs.observe(watched, read === text || read === markup
        ? { subtree: true, childList: true, characterData: true, attributes: true }
        : { attributes: true, attributeFilter: [changed] });
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await frame();
    times.push([dom, performance.now() - t0]);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}"""


@contextlib.contextmanager
def lab_session(notebooks: Path | None = NOTEBOOKS, size: dict | None = None) -> Iterator[tuple[Lab, Any]]:
    """A running JupyterLab and a fresh Chromium page: ``with lab_session() as (lab, page)``."""
    from playwright.sync_api import sync_playwright

    with running_lab(notebooks) as lab, sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            page = browser.new_context(**(size or LAPTOP)).new_page()
            yield lab, page
        finally:
            browser.close()


def open_and_run(lab: Lab, page: Any, name: str, ready_selector: str, cells: list[str] | None = None) -> Notebook:
    """Write ``cells`` as notebook ``name`` (if given), open it, run all, wait for ``ready_selector``."""
    if cells is not None:
        lab.write_notebook(name, cells)
    nb = Notebook(page, lab).open(name)
    nb.run_all()
    nb.wait_executed()
    nb.wait_for(ready_selector)
    return nb


def measure_clicks(page: Any, click_selector: str | list[str], watch_selector: str, n: int = 50, warmup: int = 5,
                   timeout: float = 10, changed: str = "text") -> tuple[list[float], list[float]]:
    """Click ``click_selector`` ``warmup + n`` times; per click, ms until ``watch_selector`` changes.

    A list of selectors is clicked in turn (e.g. a piece, then the button that lets it go).
    ``changed`` is what must differ: ``"text"`` (its text content), ``"html"`` (its markup) or
    the name of one of its attributes (e.g. ``"data-seq"``). ``watch_selector`` must match an
    element that survives the update. Returns the last ``n`` times to the DOM change and to the
    frame drawn after it.
    """
    selectors = [click_selector] if isinstance(click_selector, str) else list(click_selector)
    times = page.evaluate(_MEASURE, [selectors, watch_selector, warmup + n, timeout * 1000, changed])
    kept = times[warmup:]
    return [dom for dom, _ in kept], [painted for _, painted in kept]


class WireCounter:
    """Bytes the page receives on the kernel's websocket (every frame: widget messages and the
    kernel's status messages), counted while :attr:`counting` is true."""

    def __init__(self, page: Any) -> None:
        self.bytes = 0
        self.frames = 0
        self.counting = False
        page.on("websocket", self._watch)

    def _watch(self, ws: Any) -> None:
        if "/channels" in ws.url:
            ws.on("framereceived", self._frame)

    def _frame(self, payload: Any) -> None:
        if self.counting:
            self.bytes += len(payload)
            self.frames += 1

    @contextlib.contextmanager
    def count(self) -> Iterator["WireCounter"]:
        """Count from zero inside the block."""
        self.bytes = self.frames = 0
        self.counting = True
        try:
            yield self
        finally:
            self.counting = False


def summary(times: list[float]) -> dict[str, float]:
    """n, median, p95, min and max of ``times`` (ms)."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"n": len(times), "median": statistics.median(times), "p95": p95, "min": ordered[0], "max": ordered[-1]}
