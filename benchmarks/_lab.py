"""Click-to-DOM latency in a real JupyterLab (headless Chromium), for the benchmarks.

The server, browser and notebook driving come from ``tests/browser/lab.py`` (shared with the
browser tests). Times are measured inside the page with ``performance.now()``: from
dispatching the click to the DOM mutation that shows Python's answer.
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

from tests.browser.lab import NOTEBOOKS, VIEWPORT, Lab, Notebook, launch_chromium, running_lab  # noqa: E402

__all__ = [
    "ECHO_CELL", "Lab", "Notebook", "TABLE_CELL", "lab_session", "measure_clicks", "measure_floor",
    "open_and_run", "summary",
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
#: to a position where the player to move has a lord that can move or jump. Prints that lord.
TABLE_CELL = '''
from seasons_nb.games import arcadia
from seasons_nb.widgets import Table

bench = Table(arcadia.new_game(players=2, seed={seed}), seed={seed}, title="latency benchmark")
for _ in range({actions}):
    bench.bot_move()
while not any(a.kind != "place" for a in bench.state.legal_actions()):
    bench.bot_move()
bench_lord = sorted({{a.clicks[0] for a in bench.state.legal_actions() if a.kind != "place"}})[0]
print(bench_lord, bench.match.step)
bench
'''

_MEASURE = """async ([clickSel, watchSel, n, timeoutMs, changed]) => {
  const times = [];
  const read = changed === 'html' ? (node) => node.innerHTML : (node) => node.textContent;
  for (let i = 0; i < n; i++) {
    const target = document.querySelector(clickSel);
    const watched = document.querySelector(watchSel);
    if (!target || !watched) throw new Error(`missing ${target ? watchSel : clickSel}`);
    const before = read(watched);
    times.push(await new Promise((resolve, reject) => {
      let t0 = 0;
      const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no answer')); }, timeoutMs);
      const obs = new MutationObserver(() => {
        if (read(watched) === before) return;
        obs.disconnect(); clearTimeout(timer); resolve(performance.now() - t0);
      });
      obs.observe(watched, { subtree: true, childList: true, characterData: true });
      t0 = performance.now();
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
  }
  return times;
}"""


@contextlib.contextmanager
def lab_session(notebooks: Path | None = NOTEBOOKS) -> Iterator[tuple[Lab, Any]]:
    """A running JupyterLab and a fresh Chromium page: ``with lab_session() as (lab, page)``."""
    from playwright.sync_api import sync_playwright

    with running_lab(notebooks) as lab, sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            page = browser.new_context(viewport=VIEWPORT).new_page()
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


def measure_clicks(page: Any, click_selector: str, watch_selector: str, n: int = 50, warmup: int = 5,
                   timeout: float = 10, changed: str = "text") -> list[float]:
    """Click ``click_selector`` ``warmup + n`` times; per click, ms until ``watch_selector`` changes.

    ``changed`` is what must differ: ``"text"`` (its text content) or ``"html"`` (its markup,
    e.g. a picture whose highlights change but whose text does not). ``watch_selector`` must
    match an element that survives the update (e.g. a widget's root). Returns the last ``n`` times.
    """
    if changed not in ("text", "html"):
        raise ValueError("changed must be 'text' or 'html'")
    times = page.evaluate(_MEASURE, [click_selector, watch_selector, warmup + n, timeout * 1000, changed])
    return times[warmup:]


def measure_floor(lab: Lab, page: Any, n: int = 50, warmup: int = 5) -> list[float]:
    """Round trips of a bare anywidget (click -> message -> Python trait -> DOM), in ms."""
    open_and_run(lab, page, "_latency_floor.ipynb", "button.snb-echo", [ECHO_CELL])
    return measure_clicks(page, "button.snb-echo", "button.snb-echo", n, warmup)


def summary(times: list[float]) -> dict[str, float]:
    """n, median, p95, min and max of ``times`` (ms)."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"n": len(times), "median": statistics.median(times), "p95": p95, "min": ordered[0], "max": ordered[-1]}
