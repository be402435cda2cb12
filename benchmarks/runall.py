"""Run All in JupyterLab: ``python benchmarks/runall.py [--runs N] [notebooks ...]``.

For each notebook (default: every one in ``notebooks/``), opened alone in a fresh page of a
real JupyterLab in headless Chromium: the time from "Run All Cells" until every cell has run,
and the number of widget models alive in the kernel afterwards, for each of ``--runs`` Run Alls
in a row (re-running cells must not pile models up). Target: the heaviest notebook <= 3 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.lab import Notebook, launch_chromium, running_lab  # noqa: E402

TARGET_S = 3.0
MODELS = "import ipywidgets.widgets.widget as _w; print(len(_w._instances))"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="names in notebooks/ (default: all)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    names = args.notebooks or sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    worst = 0.0
    with running_lab() as lab, sync_playwright() as pw:
        browser = launch_chromium(pw)
        for name in names:
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            nb = Notebook(context.new_page(), lab).open(name)
            for run in range(1, args.runs + 1):
                start = time.monotonic()
                nb.run_all()
                nb.wait_executed(300)
                took = time.monotonic() - start
                worst = max(worst, took)
                models = nb.run_in_kernel(MODELS).strip()
                print(f"{name}: run {run}: {took:.2f} s, {models} widget models alive", flush=True)
            context.close()
            lab.shutdown_kernels()
        browser.close()
    print(f"slowest Run All: {worst:.2f} s; target <= {TARGET_S:.0f} s: {'met' if worst <= TARGET_S else 'NOT met'}")


if __name__ == "__main__":
    main()
